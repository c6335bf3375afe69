// Command wpsitemap serves Yoast SEO-compatible XML sitemaps from a
// WordPress database. It only wires the parts together: configuration
// (package config), the database (wp), the sitemap catalog (catalog) and the
// HTTP server (server).
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
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
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

// probeTimeout bounds the start-up probe of the database.
const probeTimeout = 15 * time.Second

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
	spec, ok := commands[cmd]
	if !ok {
		fmt.Fprintf(stderr, "wpsitemap: unknown command %q\n%s", cmd, usage)
		return 2
	}
	flags := flag.NewFlagSet("wpsitemap "+cmd, flag.ContinueOnError)
	flags.SetOutput(stderr)
	usageShown := false // the flag package has named a bad flag above the usage
	flags.Usage = func() {
		usageShown = true
		fmt.Fprintf(flags.Output(), "usage: wpsitemap %s [flags]\n\n%s\n", cmd, spec.synopsis)
		if hasFlags(flags) {
			fmt.Fprint(flags.Output(), "\nflags:\n")
			flags.PrintDefaults()
		}
	}
	var typeFlag, urlFlag, siteFlag, langFlag *string
	var allFlag *bool
	var explain explainMode
	var idFlag *int64
	var delay *time.Duration
	switch cmd {
	case "urls":
		typeFlag = flags.String("type", "", "only this sitemap type (post, page, category, author, multipart, ...)")
		flags.Var(&explain, "explain", "also print every object left out, with the reason; the objects of a type without a sitemap, and those another language host lists, in one line per type (--explain=all: each of them)")
		idFlag = flags.Int64("id", 0, "only the objects with this ID (a post, a term, a user; with --type, of that kind): where they are listed, or why not")
		siteFlag = flags.String("site", "", siteUsage+"; without it, the main site's")
		langFlag = flags.String("language", "", languageUsage)
	case "check":
		urlFlag = flags.String("url", "", "the site's address, such as https://example.com/: fetch /sitemap_index.xml and one sitemap through the web server")
		siteFlag = flags.String("site", "", siteUsage+"; without it, the main site in full and one line per site")
		allFlag = flags.Bool("all", false, "on a network without --site: also prepare every open site's sitemaps and count them (reads every site); with one set of sitemaps per language host, every host's")
	case "diff":
		urlFlag = flags.String("url", "", "the site's address, such as https://example.com/: read its /sitemap_index.xml and every sitemap it lists (required)")
		delay = flags.Duration("delay", defaultDiffDelay, "pause between two requests to the site")
		langFlag = flags.String("language", "", languageUsage)
	}
	cfg, rest, err := config.LoadGroups(flags, spec.groups, args, lookupEnv, os.ReadFile)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if cmd == "check" && config.IsSettingError(err) {
		// A bad value is one of the things check reports.
		return check(ctx, checkArgs{cfgErr: err, url: *urlFlag}, stdout, stderr)
	}
	if err != nil {
		if !usageShown {
			fmt.Fprintln(stderr, "wpsitemap:", err)
		}
		return 2
	}
	if len(rest) > 0 {
		fmt.Fprintf(stderr, "wpsitemap %s: unexpected argument %q\n", cmd, rest[0])
		return 2
	}
	var site *url.URL
	if cmd == "diff" {
		if site, err = parseSiteURL(*urlFlag); err != nil {
			fmt.Fprintln(stderr, "wpsitemap diff:", err)
			return 2
		}
		if *delay < 0 {
			fmt.Fprintf(stderr, "wpsitemap diff: --delay %v: want 0 or more\n", *delay)
			return 2
		}
	}
	idGiven := false
	flags.Visit(func(f *flag.Flag) { idGiven = idGiven || f.Name == "id" })
	if idGiven && *idFlag <= 0 {
		fmt.Fprintf(stderr, "wpsitemap %s: --id must be a positive object ID, not %d\n", cmd, *idFlag)
		return 2
	}
	switch cmd {
	case "version":
		fmt.Fprintln(stdout, versionLine())
		return 0
	case "healthcheck":
		return healthcheck(ctx, cfg.Addr, stderr)
	}
	if cmd == "check" && cfg.SlogLevel() < slog.LevelWarn {
		// check reports what the start-up lines would say.
		cfg.LogLevel = "warn"
	}
	log := newLogger(cfg, stderr)
	overrides, err := wp.LoadTypeOverrides(cfg.TypesFile)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		if cmd == "check" {
			return 1
		}
		return 2
	}
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
	}
	conn := wpdb.ConnConfig{Net: cfg.DB.Net, Addr: cfg.DB.Addr, User: cfg.DB.User,
		Password: cfg.DB.Password, Name: cfg.DB.Name, Prefix: cfg.DB.Prefix,
		Home: cfg.Home, SiteURL: cfg.SiteURL, Logger: log, LockWait: cfg.DBTimeout}
	db, err := wpdb.Open(conn)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2
	}
	defer db.Close()
	// newCatalog is the catalog of the site db reads: the one site, or one
	// site of a network (serveNetwork).
	// newLanguageCatalog is that of one language host's sitemaps
	// (serveLanguages), or of every language when lang is "".
	// types holds the types file as last read: a network's SIGHUP reads it
	// again for the sites made from then on (serveNetwork).
	var types atomic.Pointer[wp.TypeOverrides]
	types.Store(overrides)
	catalogWith := func(db *wpdb.DB, log *slog.Logger, lang string, overrides *wp.TypeOverrides, perPage int) *catalog.Catalog {
		images := catalog.NewImageSource(db, cfg.ImageHosts, cfg.Cache)
		// Yoast's kinds, then the add-ons' (Video SEO, News SEO), which Yoast
		// appends to its index the same way.
		providers := append(catalog.CoreProviders(db, images),
			catalog.NewVideoProvider(db, log, cfg.Video), catalog.NewNewsProvider(db, images, cfg.News))
		return catalog.New(db, catalog.Options{
			PerPage:   perPage,
			Overrides: overrides,
			Images:    images,
			Logger:    log,
			Providers: providers,
			Language:  lang,
			Hreflang:  cfg.Hreflang,
		})
	}
	newLanguageCatalog := func(db *wpdb.DB, log *slog.Logger, lang string) *catalog.Catalog {
		return catalogWith(db, log, lang, types.Load(), cfg.EntriesPerPage)
	}
	newCatalog := func(db *wpdb.DB, log *slog.Logger) *catalog.Catalog { return newLanguageCatalog(db, log, "") }
	// newSiteCatalog is that of one site of a network, with the settings the
	// types file's "sites" sections give it.
	newSiteCatalog := func(db *wpdb.DB, log *slog.Logger, site wp.NetworkSite) *catalog.Catalog {
		s := types.Load().ForSite(site.ID, site.Domain)
		perPage := cfg.EntriesPerPage
		if s.EntriesPerPage > 0 {
			perPage = s.EntriesPerPage
			log.Info("entries per page set for this site by the types file", "entries_per_page", perPage)
		}
		return catalogWith(db, log, "", s.Types, perPage)
	}
	// A language host's catalog, over db as it is when called (urls and
	// check move it to the --site chosen).
	languageCatalog := func(lang string) *catalog.Catalog { return newLanguageCatalog(db, log.With("language", lang), lang) }
	cat := newCatalog(db, log)
	if cmd == "check" {
		a := checkArgs{cfg: cfg, db: db, cat: cat, conn: conn, metaKeys: cat.MetaKeys(), url: *urlFlag, all: *allFlag,
			newCatalog:  func(db *wpdb.DB) *catalog.Catalog { return newCatalog(db, log) },
			forLanguage: languageCatalog}
		sctx, cancel := context.WithTimeout(ctx, probeTimeout)
		choice, err := chooseSite(sctx, db, *siteFlag)
		cancel()
		switch {
		case errors.Is(err, errSiteFlag):
			fmt.Fprintln(stderr, "wpsitemap check:", err)
			return 2
		case err == nil:
			a.site = choice
			if choice.db != db {
				a.db, a.cat = choice.db, newCatalog(choice.db, log.With("blog_id", choice.site.ID))
			}
		}
		// Otherwise the database does not answer: check reports it.
		return check(ctx, a, stdout, stderr)
	}
	// Fail fast: a wrong setting is one line naming it, not a service that
	// answers 503 forever.
	pctx, cancel := context.WithTimeout(ctx, probeTimeout)
	err = db.Probe(pctx)
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", setupMessage(err, cfg))
		return 2
	}
	var forLanguage func(string) *catalog.Catalog // a network's site is one set (hostSets)
	if cmd == "urls" {
		sctx, cancel := context.WithTimeout(ctx, probeTimeout)
		choice, err := chooseSite(sctx, db, *siteFlag)
		cancel()
		switch {
		case errors.Is(err, errSiteFlag):
			fmt.Fprintln(stderr, "wpsitemap urls:", err)
			return 2
		case err != nil:
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1
		}
		if choice.db != db {
			db, cat = choice.db, newCatalog(choice.db, log.With("blog_id", choice.site.ID))
		}
		noteSite(choice, stderr)
		if choice.network == nil {
			forLanguage = languageCatalog
		}
	}
	switch cmd {
	case "urls":
		if idGiven {
			return why(ctx, whyArgs{cat: cat, id: *idFlag, only: *typeFlag, db: db, language: *langFlag, forLanguage: forLanguage}, stdout, stderr)
		}
		return urls(ctx, urlsArgs{cat: cat, db: db, only: *typeFlag, explain: explain, progress: progressEvery,
			language: *langFlag, forLanguage: forLanguage}, stdout, stderr)
	case "diff":
		nctx, cancel := context.WithTimeout(ctx, probeTimeout)
		network, err := db.Network(nctx)
		cancel()
		if err != nil {
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1
		}
		if network == nil {
			forLanguage = languageCatalog
		}
		return diff(ctx, diffArgs{cat: cat, db: db, site: site, delay: *delay, imageHosts: cfg.ImageHosts,
			language: *langFlag, forLanguage: forLanguage}, stdout, stderr)
	}
	// A WordPress network ({prefix}blogs) serves every site; a single site
	// goes on below exactly as before.
	nctx, cancel := context.WithTimeout(ctx, probeTimeout)
	network, err := db.Network(nctx)
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2
	}
	fr := newFront(cfg, log, ready)
	if network != nil {
		code, _ := serveNetwork(ctx, cfg, db, conn, network, newSiteCatalog, types.Store, log, stderr, fr)
		return code
	}
	// Polylang's subdomain and domain modes and WPML's domain mode serve
	// one set of sitemaps per language host, the others one set; a site
	// switched from one to the other while served is served the other way
	// from then on, on the same listener. A database that does not answer
	// now serves one set.
	for {
		lctx, cancel := context.WithTimeout(ctx, probeTimeout)
		langs, err := perHostLanguages(lctx, db)
		cancel()
		if err != nil {
			log.Warn("could not read whether the sitemaps differ by language host; serving one set", "err", err)
		}
		var code int
		var again bool
		if len(langs) > 0 {
			code, again = serveLanguages(ctx, cfg, db, conn, langs, newLanguageCatalog, types.Store, log, stderr, fr)
		} else {
			code, again = serveOneSet(ctx, cfg, db, conn, newCatalog(db, log), types.Store, log, stderr, fr)
		}
		if !again || ctx.Err() != nil {
			return code
		}
	}
}

// serveOneSet serves one set of sitemaps for the site, over cat, until ctx
// ends, or until the site starts serving one set per language host
// (again: the caller serves it that way).
func serveOneSet(ctx context.Context, cfg config.Config, db *wpdb.DB, conn wpdb.ConnConfig, cat *catalog.Catalog,
	setTypes func(*wp.TypeOverrides), log *slog.Logger, stderr io.Writer, fr *front) (code int, again bool) {
	opts := refresh.Options{
		CheckEvery: time.Second,
		// A request waits for the first preparation no longer than for
		// the database; a background check gives up after as long.
		FirstWait:    cfg.DBTimeout,
		CheckTimeout: cfg.DBTimeout,
		StateDir:     cfg.StateDir,
		Logger:       log,
	}
	feed, ok := openFeed(ctx, cfg, func(ctx context.Context) (*wpdb.Feed, error) {
		return wpdb.OpenFeed(ctx, db, conn, log, cat.MetaKeys()...)
	}, "tables", log, stderr)
	if !ok {
		return 2, false
	}
	if feed != nil {
		defer feed.Close()
		opts.Changes = wpdb.FollowFeed(db, feed, log.Warn) // refresh logs that it follows it
	}
	ann, err := newAnnouncer(cfg, log)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2, false
	}
	defer ann.close()
	// Polylang or WPML switched to one set of sitemaps per language host:
	// the first snapshot that says so ends this way of serving.
	switched := make(chan struct{})
	var once sync.Once
	opts.Published = func(snap *catalog.Snapshot) {
		if ann.a != nil {
			ann.a.Observe(snap)
		}
		if snap.Site != nil && snap.Site.PerHost() {
			once.Do(func() {
				log.Info("the site now serves one set of sitemaps per language host; serving it that way")
				close(switched)
			})
		}
	}
	if cfg.IndexNow {
		warnOtherIndexNow(ctx, db, log)
	}
	return serve(ctx, cfg, db, refresh.New(cat, opts), ann, setTypes, log, fr, switched)
}

// openFeed opens the binary log feed as cfg.Binlog asks, with open (within
// probeTimeout): nil and ok when it is off, or cannot be used and
// WPSITEMAP_BINLOG is auto (said in the log, which is then polling what
// polled names); ok false when it is on and cannot be used (said on
// stderr: exit status 2).
func openFeed(ctx context.Context, cfg config.Config, open func(context.Context) (*wpdb.Feed, error), polled string,
	log *slog.Logger, stderr io.Writer) (feed *wpdb.Feed, ok bool) {
	if cfg.Binlog == "off" {
		return nil, true
	}
	fctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	f, err := open(fctx)
	switch {
	case err == nil:
		return f, true
	case cfg.Binlog == "on":
		fmt.Fprintln(stderr, "wpsitemap: --binlog=on (WPSITEMAP_BINLOG):", err)
		return nil, false
	}
	log.Info("changes are found by polling "+polled+"; the binary log is not used", "reason", err)
	return nil, true
}

// announcer is what change notification needs wired: the Announcer (nil
// when neither IndexNow nor pings are on), the key file and the counters.
type announcer struct {
	a     *announce.Announcer
	key   string
	stats server.NotifyStats
	queue *notify.Queue
}

// close closes the IndexNow queue, once the Announcer stopped.
func (a announcer) close() {
	if a.queue != nil {
		a.queue.Close()
	}
}

// newAnnouncer sets up IndexNow (its key, queue and ledger in the state
// directory) and the ping URLs.
func newAnnouncer(cfg config.Config, log *slog.Logger) (announcer, error) {
	var out announcer
	var opts announce.Options
	opts.Logger = log
	if cfg.IndexNow {
		key := cfg.IndexNowKey
		if key == "" {
			var err error
			if key, err = notify.LoadKey(cfg.StateDir); err != nil {
				return out, err
			}
		}
		q, err := notify.OpenQueue(cfg.StateDir)
		if err != nil {
			return out, err
		}
		l, err := announce.OpenLedger(filepath.Join(cfg.StateDir, announce.DirName))
		if err != nil {
			return out, err
		}
		sender := notify.NewSender(q, notify.SenderOptions{Endpoint: cfg.IndexNowEndpoint, Key: key, Logger: log})
		opts.Ledger, opts.Queue, opts.Sender = l, q, sender
		out.key, out.stats, out.queue = key, sender, q
		log.Info("IndexNow: changed URLs are submitted", "endpoint", cfg.IndexNowEndpoint, "key_file", "/"+key+".txt",
			"queued", q.Len())
	}
	if len(cfg.Ping) > 0 {
		opts.Pinger = notify.NewPinger(notify.PingOptions{Templates: cfg.Ping, Logger: log})
	}
	if opts.Ledger != nil || opts.Pinger != nil {
		out.a = announce.New(opts)
	}
	return out, nil
}

// warnOtherIndexNow logs a warning for each plugin that submits IndexNow
// itself (Yoast SEO Premium, Rank Math): both would submit the same URLs.
func warnOtherIndexNow(ctx context.Context, db *wpdb.DB, log *slog.Logger) {
	qctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	others, err := db.OtherIndexNow(qctx)
	if err != nil {
		log.Warn("IndexNow: the plugins' IndexNow settings not read", "err", err)
		return
	}
	for _, p := range others {
		if p.Known && !p.Active {
			continue
		}
		log.Warn("IndexNow: a plugin submits the same URLs; turn its IndexNow off", "plugin", p.Name, "setting", p.Setting)
	}
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

func serve(ctx context.Context, cfg config.Config, db *wpdb.DB, cat *refresh.Service, ann announcer,
	setTypes func(*wp.TypeOverrides), log *slog.Logger, fr *front, switched <-chan struct{}) (code int, again bool) {
	// What serve starts in the background stops when it returns, also when
	// it cannot listen.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// SIGHUP reads the types file again.
	processSetup(ctx, func() { reload(cfg, setTypes, log, cat) })
	// Prepare the catalog in the background, so the start-up log says what
	// was found while the server already answers (503 until it is ready: a
	// large site takes minutes). A database that is down now is not fatal:
	// requests answer 503 until it is back.
	go func() {
		// Cut short by shutdown, it is no failure.
		if err := cat.Prepare(ctx); err != nil && ctx.Err() == nil {
			log.Warn("sitemaps not prepared at start-up; serving 503 until the database answers", "err", err)
		}
	}()
	// Follow changes on its own, so that none waits for a request; when
	// ctx ends, Run writes the state file and stops what the Service runs
	// in the background before it returns.
	ran := make(chan struct{})
	go func() { cat.Run(ctx); close(ran) }()
	defer func() {
		cancel()
		select {
		case <-ran:
		case <-time.After(15 * time.Second):
		}
	}()
	if ann.a != nil {
		announced := make(chan struct{})
		go func() { ann.a.Run(ctx); close(announced) }()
		defer func() { cancel(); <-announced }()
	}
	return fr.serve(ctx, server.New(cat, db, log, server.Options{CacheBytes: cacheBytes(cfg), DBTimeout: cfg.DBTimeout,
		IndexNowKey: ann.key, Notify: ann.stats}), switched)
}

// processSetup is what a serving process sets up once: the memory limit
// of one site (unless GOMEMLIMIT says otherwise; a network raises it,
// setMemoryLimit), and SIGHUP (a closed terminal,
// `systemctl reload`), which would end the process mid-response, caught and
// handed to onHUP until ctx ends.
func processSetup(ctx context.Context, onHUP func()) {
	setMemoryLimit(1)
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	go func() {
		defer signal.Stop(hup)
		for {
			select {
			case <-hup:
				onHUP()
			case <-ctx.Done():
				return
			}
		}
	}()
}

// reload reads the types file again, for the catalogs made from now on
// (setTypes) and those of cats, which prepare the sitemaps again with it;
// responses in flight go on. A file that no longer parses leaves the
// previous types in force, and reload reports false.
func reload(cfg config.Config, setTypes func(*wp.TypeOverrides), log *slog.Logger, cats ...*refresh.Service) bool {
	log.Info("SIGHUP: reading the types file again and preparing the sitemaps", "file", cfg.TypesFile)
	overrides, err := wp.LoadTypeOverrides(cfg.TypesFile)
	if err != nil {
		log.Error("SIGHUP: types file not reloaded; keeping the previous types", "err", err)
		return false
	}
	setTypes(overrides) // the catalogs made from now on
	for _, cat := range cats {
		cat.Reload(overrides)
	}
	return true
}

// memoryLimit is the Go runtime's soft memory limit unless GOMEMLIMIT sets
// another. The service's own bounds (page cache, content budget, render
// slots, see docs/security.md) keep what it holds at once to a few tens of
// MiB; the limit makes the garbage collector reclaim short bursts (a 10 MB
// post is held twice while it is read) before the heap doubles, so the
// process stays within 64 MiB. It is soft: past it the collector works
// harder (at most half the CPU), nothing fails.
const memoryLimit = 40 << 20

// siteMemory is what the soft memory limit grows by for each site of a
// network: each site in use holds its own snapshot, link caches and change
// tracker (0.16-0.27 MiB resident each on bench/network.sh's small sites,
// about 145 MB live with 999 in use), which the service's bounds do not
// cover; under a 40 MiB limit the collector then runs without pause.
const siteMemory = 512 << 10

// setMemoryLimit sets the soft memory limit for a process serving sites
// sites (1 for a single site), unless GOMEMLIMIT says otherwise, and
// returns the limit in force.
func setMemoryLimit(sites int) int64 {
	if _, set := os.LookupEnv("GOMEMLIMIT"); set {
		return debug.SetMemoryLimit(-1)
	}
	limit := int64(memoryLimit)
	if sites > 1 {
		limit += int64(sites) * siteMemory
	}
	debug.SetMemoryLimit(limit)
	return limit
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

func cacheBytes(cfg config.Config) int64 {
	if !cfg.Cache {
		return 0
	}
	return server.DefaultCacheBytes
}
