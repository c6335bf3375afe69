// Command wpsitemap serves Yoast SEO-compatible XML sitemaps from a
// WordPress database. It parses the flags, builds the parts, runs a
// command and stops: configuration (package config), the database
// (wpdb), the site or sites served (site), check's report (check).
//
//	wpsitemap serve               run the HTTP server
//	wpsitemap urls [--site S] [--language L] [--type T] [--explain[=all]]
//	                              print every URL the sitemaps list
//	wpsitemap urls [--site S] [--language L] --id N [--type T]
//	                              where object N is listed, or why not
//	wpsitemap check [--site S] [--all] [--url URL]
//	                              check the settings, the database and the web server
//	wpsitemap diff --url URL [--language L] [--delay D]
//	                              compare the sitemaps the site serves with wpsitemap's
//	wpsitemap healthcheck         exit 0 when the server at WPSITEMAP_ADDR answers /healthz
//	wpsitemap version             print the version and VCS revision
//
// Exit status: 0 on success, 1 when a command fails (check: when anything
// needs attention), 2 for a usage or configuration error, and for serve and
// urls when the database settings are wrong at start-up.
//
// serve stops on SIGTERM or SIGINT (requests in flight finish, up to 20 s)
// and, on SIGHUP, reads the types file (WPSITEMAP_CONFIG) again and prepares
// the sitemaps again with it, without stopping.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/check"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/replica"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.LookupEnv, os.Stdout, os.Stderr, nil)
	stop()
	os.Exit(code)
}

const usage = `usage: wpsitemap <command> [flags]

commands:
  serve        run the HTTP server
  urls         print every URL the sitemaps list (--type T, --explain[=all]), or
               where object N is listed and why not (--id N); on a network, of
               the main site or the --site named; with one set of sitemaps per
               language host, of every host or the --language named
  check        check the settings, the database and, with --url, the web server;
               on a network, every site's state (--site: one site in full); with
               one set of sitemaps per language host, each host (--all: counted)
  diff         compare the sitemaps the site at --url serves now with wpsitemap's;
               with one set of sitemaps per language host, each host's or the
               --language named
  healthcheck  exit 0 when the server at WPSITEMAP_ADDR answers /healthz
  version      print the version and VCS revision (also --version)

"wpsitemap <command> -h" lists the flags of a command.
`

// commands are the commands that take settings: what each does, and the
// groups of settings it reads (its -h lists those flags only).
var commands = map[string]struct {
	synopsis string
	groups   config.Group
}{
	"serve":       {"run the HTTP server", config.All},
	"urls":        {"print every URL the sitemaps list, and with --explain every object left out and why", config.Database | config.Sitemaps | config.Logging},
	"check":       {"check the settings, the database, change notification and, with --url, the web server in front; exit 1 when anything needs attention", config.Database | config.Sitemaps | config.Logging | config.State},
	"diff":        {"read the sitemaps the site at --url serves now (Yoast's, or any), one request at a time, and compare them type by type with what wpsitemap would serve for the database; exit 0 when only differences docs/deviations.md explains remain, else 1", config.Database | config.Sitemaps | config.Logging},
	"healthcheck": {"exit 0 when the server at WPSITEMAP_ADDR answers /healthz", config.Listen},
	"version":     {"print the version and VCS revision", 0},
}

// probeTimeout bounds a start-up read of the database.
const probeTimeout = site.ProbeTimeout

// invocation is what a command runs with besides its arguments: the environment,
// the output, and, for serve, where to send the listening address.
type invocation struct {
	lookupEnv      func(string) (string, bool)
	stdout, stderr io.Writer
	ready          chan<- string
}

// run is main without the process: testable end to end. When ready is not
// nil, serve sends it the listening address.
func run(ctx context.Context, args []string, lookupEnv func(string) (string, bool), stdout, stderr io.Writer, ready chan<- string) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd, args := args[0], args[1:]
	switch cmd {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	case "--version", "-version":
		cmd = "version"
	}
	if _, ok := commands[cmd]; !ok {
		fmt.Fprintf(stderr, "wpsitemap: unknown command %q\n%s", cmd, usage)
		return 2
	}
	e := invocation{lookupEnv: lookupEnv, stdout: stdout, stderr: stderr, ready: ready}
	flags := newFlags(cmd, stderr)
	switch cmd {
	case "serve":
		return serveCommand(ctx, flags, args, e)
	case "urls":
		return urlsCommand(ctx, flags, args, e)
	case "check":
		return checkCommand(ctx, flags, args, e)
	case "diff":
		return diffCommand(ctx, flags, args, e)
	case "healthcheck":
		return healthcheckCommand(ctx, flags, args, e)
	}
	return versionCommand(flags, args, e)
}

// newFlags returns the flag set of cmd, whose -h prints its synopsis.
func newFlags(cmd string, stderr io.Writer) *flag.FlagSet {
	flags := flag.NewFlagSet("wpsitemap "+cmd, flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.Usage = func() {
		fmt.Fprintf(flags.Output(), "usage: wpsitemap %s [flags]\n\n%s\n", cmd, commands[cmd].synopsis)
		if hasFlags(flags) {
			fmt.Fprint(flags.Output(), "\nflags:\n")
			flags.PrintDefaults()
		}
	}
	return flags
}

// settings reads the settings of cmd from its flags, args and the
// environment. When done, the command ends with code: -h, or a usage or
// setting error, said on stderr; a wrong setting is handed to
// settingError instead when it is not nil (check reports it).
func settings(cmd string, flags *flag.FlagSet, args []string, e invocation, settingError func(error) int) (cfg config.Config, code int, done bool) {
	usageShown := false // the flag package names a bad flag above the usage
	usage := flags.Usage
	flags.Usage = func() { usageShown = true; usage() }
	cfg, rest, err := config.LoadGroups(flags, commands[cmd].groups, args, e.lookupEnv, os.ReadFile)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return cfg, 0, true
	case settingError != nil && config.IsSettingError(err):
		return cfg, settingError(err), true
	case err != nil:
		if !usageShown {
			fmt.Fprintln(e.stderr, "wpsitemap:", err)
		}
		return cfg, 2, true
	case len(rest) > 0:
		fmt.Fprintf(e.stderr, "wpsitemap %s: unexpected argument %q\n", cmd, rest[0])
		return cfg, 2, true
	}
	return cfg, 0, false
}

// opened is what a command that reads the database works with.
type opened struct {
	cfg   config.Config
	log   *slog.Logger
	db    *wpdb.DB
	conn  wpdb.ConnConfig
	types *site.Types
}

// catalog is the catalog of the site db reads (the one site, or one site
// of a network), with log.
func (o opened) catalog(db *wpdb.DB, log *slog.Logger) *catalog.Catalog {
	return site.NewCatalog(db, o.cfg, o.types.Load(), log, "")
}

// forLanguage is the catalog of one language host's sitemaps.
func (o opened) forLanguage(lang string) *catalog.Catalog {
	return site.NewCatalog(o.db, o.cfg, o.types.Load(), o.log.With("language", lang), lang)
}

// open reads the types file and opens the database as cfg says, logging
// on stderr. On failure it says so and returns the exit status: 2, or
// typesCode when the types file does not parse.
func open(cfg config.Config, stderr io.Writer, typesCode int) (opened, int) {
	log := newLogger(cfg, stderr)
	o := opened{cfg: cfg, log: log}
	overrides, err := wp.LoadTypeOverrides(cfg.TypesFile)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return o, typesCode
	}
	o.types = site.NewTypes(overrides)
	for _, w := range cfg.Warnings {
		log.Warn("wp-config.php setting left aside", "detail", w)
	}
	if cfg.DB.Local {
		// As PHP's mysqli: DB_HOST localhost is the local Unix socket.
		cfg.DB.Net, cfg.DB.Addr = cfg.DB.Endpoint(isSocket)
		if cfg.DB.Net == "unix" {
			log.Info("DB_HOST is localhost: connecting through the local socket", "socket", cfg.DB.Addr)
		} else {
			log.Info("DB_HOST is localhost and no local socket was found: connecting over TCP", "addr", cfg.DB.Addr)
		}
		o.cfg = cfg
	}
	o.conn = wpdb.ConnConfig{Net: cfg.DB.Net, Addr: cfg.DB.Addr, User: cfg.DB.User,
		Password: cfg.DB.Password, Name: cfg.DB.Name, Prefix: cfg.DB.Prefix,
		Home: cfg.Home, SiteURL: cfg.SiteURL, Logger: log, LockWait: cfg.DBTimeout}
	if o.db, err = wpdb.Open(o.conn); err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return o, 2
	}
	return o, 0
}

// openProbed is open, then a probe of the database that fails fast: a
// wrong setting is one line naming it (exit 2), not a service that
// answers 503 forever.
func openProbed(ctx context.Context, cfg config.Config, stderr io.Writer) (opened, int) {
	o, code := open(cfg, stderr, 2)
	if code != 0 {
		return o, code
	}
	pctx, cancel := context.WithTimeout(ctx, probeTimeout)
	err := o.db.Probe(pctx)
	cancel()
	if err != nil {
		o.db.Close()
		fmt.Fprintln(stderr, "wpsitemap:", site.SetupMessage(err, o.cfg))
		return o, 2
	}
	return o, 0
}

// serveCommand is `wpsitemap serve`: it serves the database until ctx
// ends (site.Process), reading the types file again on SIGHUP.
func serveCommand(ctx context.Context, flags *flag.FlagSet, args []string, e invocation) int {
	cfg, code, done := settings("serve", flags, args, e, nil)
	if done {
		return code
	}
	o, code := openProbed(ctx, cfg, e.stderr)
	if code != 0 {
		return code
	}
	defer o.db.Close()
	// SIGHUP (a closed terminal, `systemctl reload`) would end the
	// process mid-response: it reads the types file again.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	p := &site.Process{Config: o.cfg, DB: o.db, Conn: o.conn, Types: o.types, Logger: o.log, Stderr: e.stderr,
		Front: site.NewFront(o.cfg, o.log, e.ready), Reloads: hup}
	if o.cfg.Redis != "" { // one replica of a fleet sharing Redis (docs/fleet.md)
		return replica.Serve(ctx, p)
	}
	return p.Serve(ctx)
}

// urlsCommand is `wpsitemap urls`: every URL the sitemaps list (urls), or
// with --id where an object is listed and why not (why).
func urlsCommand(ctx context.Context, flags *flag.FlagSet, args []string, e invocation) int {
	var explain explainMode
	typeFlag := flags.String("type", "", "only this sitemap type (post, page, category, author, multipart, ...)")
	flags.Var(&explain, "explain", "also print every object left out, with the reason; the objects of a type without a sitemap, and those another language host lists, in one line per type (--explain=all: each of them)")
	idFlag := flags.Int64("id", 0, "only the objects with this ID (a post, a term, a user; with --type, of that kind): where they are listed, or why not")
	siteFlag := flags.String("site", "", siteUsage+"; without it, the main site's")
	langFlag := flags.String("language", "", languageUsage)
	cfg, code, done := settings("urls", flags, args, e, nil)
	if done {
		return code
	}
	idGiven := false
	flags.Visit(func(f *flag.Flag) { idGiven = idGiven || f.Name == "id" })
	if idGiven && *idFlag <= 0 {
		fmt.Fprintf(e.stderr, "wpsitemap urls: --id must be a positive object ID, not %d\n", *idFlag)
		return 2
	}
	o, code := openProbed(ctx, cfg, e.stderr)
	if code != 0 {
		return code
	}
	defer o.db.Close()
	sctx, cancel := context.WithTimeout(ctx, probeTimeout)
	choice, err := site.Choose(sctx, o.db, *siteFlag)
	cancel()
	switch {
	case errors.Is(err, site.ErrSiteFlag):
		fmt.Fprintln(e.stderr, "wpsitemap urls:", err)
		return 2
	case err != nil:
		fmt.Fprintln(e.stderr, "wpsitemap:", err)
		return 1
	}
	db, cat := o.db, o.catalog(o.db, o.log)
	if choice.DB != db {
		db, cat = choice.DB, o.catalog(choice.DB, o.log.With("blog_id", choice.Site.ID))
	}
	noteSite(choice, e.stderr)
	var forLanguage func(string) *catalog.Catalog // a network's site is one set (site.HostSets)
	if choice.Network == nil {
		forLanguage = o.forLanguage
	}
	if idGiven {
		return why(ctx, whyArgs{cat: cat, id: *idFlag, only: *typeFlag, db: db, language: *langFlag, forLanguage: forLanguage}, e.stdout, e.stderr)
	}
	return urls(ctx, urlsArgs{cat: cat, db: db, only: *typeFlag, explain: explain, progress: progressEvery,
		language: *langFlag, forLanguage: forLanguage}, e.stdout, e.stderr)
}

// checkCommand is `wpsitemap check` (check.Run): a setting that is wrong, or
// a database that does not answer, is one of the things it reports.
func checkCommand(ctx context.Context, flags *flag.FlagSet, args []string, e invocation) int {
	urlFlag := flags.String("url", "", "the site's address, such as https://example.com/: fetch /sitemap_index.xml and one sitemap through the web server")
	siteFlag := flags.String("site", "", siteUsage+"; without it, the main site in full and one line per site")
	allFlag := flags.Bool("all", false, "on a network without --site: also prepare every open site's sitemaps and count them (reads every site); with one set of sitemaps per language host, every host's")
	cfg, code, done := settings("check", flags, args, e, func(err error) int {
		return check.Run(ctx, check.Args{ConfigErr: err, URL: *urlFlag}, e.stdout, e.stderr)
	})
	if done {
		return code
	}
	if cfg.SlogLevel() < slog.LevelWarn {
		// check reports what the start-up lines would say.
		cfg.LogLevel = "warn"
	}
	o, code := open(cfg, e.stderr, 1)
	if code != 0 {
		return code
	}
	defer o.db.Close()
	cat := o.catalog(o.db, o.log)
	a := check.Args{Config: o.cfg, DB: o.db, Catalog: cat, Conn: o.conn, MetaKeys: cat.MetaKeys(), URL: *urlFlag, All: *allFlag,
		NewCatalog:  func(db *wpdb.DB) *catalog.Catalog { return o.catalog(db, o.log) },
		ForLanguage: o.forLanguage}
	sctx, cancel := context.WithTimeout(ctx, probeTimeout)
	choice, err := site.Choose(sctx, o.db, *siteFlag)
	cancel()
	switch {
	case errors.Is(err, site.ErrSiteFlag):
		fmt.Fprintln(e.stderr, "wpsitemap check:", err)
		return 2
	case err == nil:
		a.Site = choice
		if choice.DB != o.db {
			a.DB, a.Catalog = choice.DB, o.catalog(choice.DB, o.log.With("blog_id", choice.Site.ID))
		}
	}
	// Otherwise the database does not answer: check reports it.
	return check.Run(ctx, a, e.stdout, e.stderr)
}

// diffCommand is `wpsitemap diff` (diff).
func diffCommand(ctx context.Context, flags *flag.FlagSet, args []string, e invocation) int {
	urlFlag := flags.String("url", "", "the site's address, such as https://example.com/: read its /sitemap_index.xml and every sitemap it lists (required)")
	delay := flags.Duration("delay", defaultDiffDelay, "pause between two requests to the site")
	langFlag := flags.String("language", "", languageUsage)
	cfg, code, done := settings("diff", flags, args, e, nil)
	if done {
		return code
	}
	u, err := parseSiteURL(*urlFlag)
	if err != nil {
		fmt.Fprintln(e.stderr, "wpsitemap diff:", err)
		return 2
	}
	if *delay < 0 {
		fmt.Fprintf(e.stderr, "wpsitemap diff: --delay %v: want 0 or more\n", *delay)
		return 2
	}
	o, code := openProbed(ctx, cfg, e.stderr)
	if code != 0 {
		return code
	}
	defer o.db.Close()
	nctx, cancel := context.WithTimeout(ctx, probeTimeout)
	network, err := o.db.Network(nctx)
	cancel()
	if err != nil {
		fmt.Fprintln(e.stderr, "wpsitemap:", err)
		return 1
	}
	var forLanguage func(string) *catalog.Catalog // a network's site is one set (site.HostSets)
	if network == nil {
		forLanguage = o.forLanguage
	}
	return diff(ctx, diffArgs{cat: o.catalog(o.db, o.log), db: o.db, site: u, delay: *delay, imageHosts: cfg.ImageHosts,
		language: *langFlag, forLanguage: forLanguage}, e.stdout, e.stderr)
}

// healthcheckCommand is `wpsitemap healthcheck` (healthcheck).
func healthcheckCommand(ctx context.Context, flags *flag.FlagSet, args []string, e invocation) int {
	cfg, code, done := settings("healthcheck", flags, args, e, nil)
	if done {
		return code
	}
	return healthcheck(ctx, cfg.Addr, e.stderr)
}

// versionCommand is `wpsitemap version`.
func versionCommand(flags *flag.FlagSet, args []string, e invocation) int {
	if _, code, done := settings("version", flags, args, e, nil); done {
		return code
	}
	fmt.Fprintln(e.stdout, versionLine())
	return 0
}

// hasFlags reports whether fs defines any flag.
func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// isSocket reports whether path is a Unix socket.
func isSocket(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode()&fs.ModeSocket != 0
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.SlogLevel()}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

func healthcheck(ctx context.Context, addr string, stderr io.Writer) int {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+net.JoinHostPort(host, port)+"/healthz", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap: healthcheck:", err)
		return 1
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		fmt.Fprintln(stderr, "wpsitemap: healthcheck: status", resp.StatusCode)
		return 1
	}
	return 0
}

// siteUsage is the help of --site.
const siteUsage = "on a network, the site: its blog_id or a URL within it (http://example.com/news/, http://news.example.com/); on a single site only its home URL"

// noteSite says on w which site of a network urls reads when --site named
// none, and when the chosen site answers 410 whatever it lists.
func noteSite(c site.Choice, w io.Writer) {
	if c.Network == nil {
		return
	}
	if !c.Named {
		fmt.Fprintf(w, "note: a network of %d sites: the main site's URLs, %s; --site names another, by blog_id or URL\n",
			len(c.Network.Sites), c.Describe())
	}
	if closed, msg := seo.SiteClosed(c.Site); closed {
		fmt.Fprintf(w, "note: %s is %s: every request of it answers 410 (%q), whatever its sitemaps would list\n",
			c.Describe(), site.State(c.Site, true), msg)
	}
}
