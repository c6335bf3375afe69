package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// serveNetwork serves every site of a WordPress network from one process:
// a server.Router in front of one catalog, refresh.Service and
// server.Server per site, each made on the site's first request over the
// site's own tables (wpdb.DB.ForSite), sharing the connection pool, one
// page cache within one budget and one set of render slots
// (server.NewPool). One watcher polls {prefix}blogs every second
// (wpdb.DB.WatchNetwork) and puts a changed network in place
// (Router.SetNetwork), stopping the sites that left or changed; a site
// nobody asked for in siteIdle is stopped too (Router.StopIdle). With
// the binary log (WPSITEMAP_BINLOG), one feed of it for the process hands
// each site in use the changes of its own tables (wpdb.OpenNetworkFeed,
// Feed.FollowSite); without it each site in use polls its own tables.
// Change notification and the types file's reload on SIGHUP are
// single-site features for now.
func serveNetwork(ctx context.Context, cfg config.Config, db *wpdb.DB, conn wpdb.ConnConfig, network *wp.Network,
	newCatalog func(*wpdb.DB, *slog.Logger) *catalog.Catalog, log *slog.Logger, stderr io.Writer, ready chan<- string) int {
	ctx, cancel := context.WithCancel(ctx)
	var running sync.WaitGroup // each site's Service.Run, and the watcher
	var router *server.Router
	var feed *wpdb.Feed
	defer func() {
		cancel()
		if router != nil {
			router.Stop()
		}
		done := make(chan struct{})
		go func() { running.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
		}
		if feed != nil {
			feed.Close()
		}
	}()
	processSetup(ctx, func() { log.Warn("SIGHUP: the types file is not read again on a network yet") })
	log.Info("serving a WordPress network", "sites", len(network.Sites), "sitewide_plugins", network.SitewidePlugins)
	// One binary log feed for every site, started now: each site made
	// follows it from here (a full read at its first preparation, then
	// the log's changes of its tables).
	if cfg.Binlog != "off" {
		fctx, fcancel := context.WithTimeout(ctx, probeTimeout)
		f, err := wpdb.OpenNetworkFeed(fctx, db, conn, log, newCatalog(db, log).MetaKeys()...)
		if err == nil {
			err = f.Start(fctx, "")
			if err != nil {
				f.Close()
			}
		}
		fcancel()
		switch {
		case err == nil:
			feed = f // closed once the sites stopped (above)
			log.Info("every site's changes are found through one binary log feed")
		case cfg.Binlog == "on":
			fmt.Fprintln(stderr, "wpsitemap: --binlog=on (WPSITEMAP_BINLOG):", err)
			return 2
		default:
			log.Info("changes are found by polling each site's tables; the binary log is not used", "reason", err)
		}
	}
	if cfg.IndexNow {
		log.Warn("change notification (IndexNow) is not sent on a network yet")
	}
	pool := server.NewPool(server.PoolOptions{CacheBytes: cacheBytes(cfg)})
	newSite := func(net *wp.Network, site wp.NetworkSite) (http.Handler, func()) {
		sdb := db.ForSite(net, site.ID)
		slog := log.With("blog_id", site.ID)
		opts := refresh.Options{
			CheckEvery:   time.Second,
			FirstWait:    cfg.DBTimeout,
			CheckTimeout: cfg.DBTimeout,
			StateDir:     siteStateDir(cfg.StateDir, site.ID, slog),
			Logger:       slog,
		}
		if feed != nil {
			opts.Changes = feed.FollowSite(sdb, site.ID, slog.Warn)
		}
		svc := refresh.New(newCatalog(sdb, slog), opts)
		sctx, stop := context.WithCancel(ctx)
		running.Add(1)
		go func() { defer running.Done(); svc.Run(sctx) }()
		h := server.New(svc, sdb, slog, server.Options{DBTimeout: cfg.DBTimeout, Pool: pool,
			Site: strconv.FormatInt(site.ID, 10)})
		return h, func() { stop(); h.Close() }
	}
	router = server.NewRouter(network, newSite, log)
	running.Add(1)
	go func() {
		defer running.Done()
		db.WatchNetwork(ctx, time.Second, "", router.SetNetwork, log)
	}()
	running.Add(1)
	go func() {
		defer running.Done()
		t := time.NewTicker(time.Minute)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-t.C:
				router.StopIdle(siteIdle, now)
			}
		}
	}()
	return listen(ctx, cfg, router, log, ready)
}

// siteIdle is how long a site of a network nobody asks for keeps its
// catalog and polls its tables: past it the Router stops it (its state is
// saved), and its next request makes it again.
const siteIdle = time.Hour

// siteStateDir is where site id keeps its state file: sites/{id} under
// the state directory ("" when there is none, or it cannot be made).
func siteStateDir(dir string, id int64, log *slog.Logger) string {
	if dir == "" {
		return ""
	}
	d := filepath.Join(dir, "sites", strconv.FormatInt(id, 10))
	if err := os.MkdirAll(d, 0o700); err != nil {
		log.Warn("no state file for this site", "dir", d, "err", err)
		return ""
	}
	return d
}
