// Command wpsitemap serves Yoast SEO-compatible XML sitemaps from a
// WordPress database. It only wires the parts together: configuration
// (package config), the database (wp), the sitemap catalog (catalog) and the
// HTTP server (server).
//
//	wpsitemap serve               run the HTTP server
//	wpsitemap urls [--type T] [--explain]
//	                              print every URL the sitemaps list
//	wpsitemap healthcheck         exit 0 when the server at WPSITEMAP_ADDR answers /healthz
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
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
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
  urls         print every URL the sitemaps list (--type T, --explain)
  healthcheck  exit 0 when the server at WPSITEMAP_ADDR answers /healthz
`

// run is main without the process: testable end to end. When ready is not
// nil, serve sends it the listening address.
func run(ctx context.Context, args []string, lookupEnv func(string) (string, bool), stdout, stderr io.Writer, ready chan<- string) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd, args := args[0], args[1:]
	fs := flag.NewFlagSet("wpsitemap "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	var typeFlag *string
	var explain *bool
	switch cmd {
	case "serve", "healthcheck":
	case "urls":
		typeFlag = fs.String("type", "", "only this sitemap type (post, page, category, author, multipart, ...)")
		explain = fs.Bool("explain", false, "also print every object left out, with the reason")
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "wpsitemap: unknown command %q\n%s", cmd, usage)
		return 2
	}
	cfg, _, err := config.Load(fs, args, lookupEnv, os.ReadFile)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2
	}
	log := newLogger(cfg, stderr)
	if cmd == "healthcheck" {
		return healthcheck(ctx, cfg.Addr, stderr)
	}
	overrides, err := wp.LoadTypeOverrides(cfg.TypesFile)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2
	}
	db, err := wp.Open(wp.ConnConfig{Net: cfg.DB.Net, Addr: cfg.DB.Addr, User: cfg.DB.User,
		Password: cfg.DB.Password, Name: cfg.DB.Name, Prefix: cfg.DB.Prefix, Logger: log, LockWait: cfg.DBTimeout})
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2
	}
	defer db.Close()
	cat := catalog.New(db, catalog.Options{
		PerPage:    cfg.EntriesPerPage,
		CheckEvery: time.Second,
		// A request waits for the first preparation no longer than for
		// the database; the version check gives up after as long.
		FirstWait:    cfg.DBTimeout,
		CheckTimeout: cfg.DBTimeout,
		Overrides:    overrides,
		Images:       catalog.NewImageSource(db, cfg.ImageHosts, cfg.Cache),
		Logger:       log,
	})
	switch cmd {
	case "urls":
		return urls(ctx, cat, *typeFlag, *explain, stdout, stderr)
	default:
		return serve(ctx, cfg, db, cat, log, ready)
	}
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.SlogLevel()}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

func serve(ctx context.Context, cfg config.Config, db *wp.DB, cat *catalog.Catalog, log *slog.Logger, ready chan<- string) int {
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		debug.SetMemoryLimit(memoryLimit)
	}
	// SIGHUP (a closed terminal, or `systemctl reload`) would end the
	// process mid-response; it reads the types file again instead.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go func() {
		for {
			select {
			case <-hup:
				reload(cfg, cat, log)
			case <-ctx.Done():
				return
			}
		}
	}()
	// Prepare the catalog in the background, so the start-up log says what
	// was found while the server already answers (503 until it is ready: a
	// large site takes minutes). A database that is down now is not fatal:
	// requests answer 503 until it is back.
	go func() {
		if err := cat.Prepare(ctx); err != nil {
			log.Warn("sitemaps not prepared at start-up; serving 503 until the database answers", "err", err)
		}
	}()
	srv := &http.Server{
		Handler:           server.New(cat, db, log, server.Options{CacheBytes: cacheBytes(cfg), DBTimeout: cfg.DBTimeout}),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      120 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		log.Error("cannot listen", "addr", cfg.Addr, "err", err)
		return 1
	}
	log.Info("serving", "addr", ln.Addr().String(), "db", cfg.DB, "db_timeout", cfg.DBTimeout,
		"memory_limit", debug.SetMemoryLimit(-1))
	if ready != nil {
		ready <- ln.Addr().String()
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		log.Error("server stopped", "err", err)
		return 1
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		log.Error("shutdown", "err", err)
		return 1
	}
	return 0
}

// reload reads the types file again and has the catalog prepare the
// sitemaps again with it; responses in flight go on. A file that no longer
// parses leaves the previous types in force.
func reload(cfg config.Config, cat *catalog.Catalog, log *slog.Logger) {
	log.Info("SIGHUP: reading the types file again and preparing the sitemaps", "file", cfg.TypesFile)
	overrides, err := wp.LoadTypeOverrides(cfg.TypesFile)
	if err != nil {
		log.Error("SIGHUP: types file not reloaded; keeping the previous types", "err", err)
		return
	}
	cat.Reload(overrides)
}

// memoryLimit is the Go runtime's soft memory limit unless GOMEMLIMIT sets
// another. The service's own bounds (page cache, content budget, render
// slots, see docs/security.md) keep what it holds at once to a few tens of
// MiB; the limit makes the garbage collector reclaim short bursts (a 10 MB
// post is held twice while it is read) before the heap doubles, so the
// process stays within 64 MiB. It is soft: past it the collector works
// harder (at most half the CPU), nothing fails.
const memoryLimit = 40 << 20

func urls(ctx context.Context, cat *catalog.Catalog, only string, explain bool, stdout, stderr io.Writer) int {
	snap, err := cat.Current(ctx)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	if only != "" {
		if _, ok := snap.Lookup(only); !ok {
			fmt.Fprintf(stderr, "wpsitemap: no sitemap type %q\n", only)
			return 2
		}
	}
	w := newTabWriter(stdout)
	fmt.Fprintln(w, "TYPE\tID\tURL\tLASTMOD")
	var ex func(catalog.Excluded)
	var excluded []catalog.Excluded
	if explain {
		ex = func(e catalog.Excluded) { excluded = append(excluded, e) }
	}
	err = cat.Walk(ctx, snap, only, func(e catalog.Entry) error {
		id := fmt.Sprint(e.ID)
		if e.Kind == catalog.Multipart {
			id = fmt.Sprintf("%d#%d", e.ID, e.Part)
		}
		if e.ID == 0 {
			id = "-"
		}
		mod := "-"
		if t, ok := catalog.LastModTime(e.LastMod); ok {
			mod = t.Format(time.RFC3339)
		}
		_, err := fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", e.Type, id, e.Loc, mod)
		return err
	}, ex)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	if explain {
		fmt.Fprintln(w, "\nLEFT OUT\tID\tURL\tREASON")
		for _, e := range excluded {
			loc := e.Loc
			if loc == "" {
				loc = "-"
			}
			fmt.Fprintf(w, "%s\t%d\t%s\t%s\n", e.Type, e.ID, loc, e.Reason)
		}
	}
	w.Flush()
	if !snap.Site.BlogPublic {
		fmt.Fprintln(stderr, "note: blog_public is 0 (\"Discourage search engines\"): the service answers 410 Gone for the index and every sitemap")
	}
	return 0
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
