package main

import (
	"context"
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
// nobody asked for in siteIdle is stopped too (Router.StopIdle). Each
// site in use finds its changes by polling its own tables; the binary
// log, change notification and the types file's reload on SIGHUP are
// single-site features for now.
func serveNetwork(ctx context.Context, cfg config.Config, db *wpdb.DB, network *wp.Network,
	newCatalog func(*wpdb.DB, *slog.Logger) *catalog.Catalog, log *slog.Logger, ready chan<- string) int {
	ctx, cancel := context.WithCancel(ctx)
	var running sync.WaitGroup // each site's Service.Run, and the watcher
	var router *server.Router
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
	}()
	processSetup(ctx, func() { log.Warn("SIGHUP: the types file is not read again on a network yet") })
	log.Info("serving a WordPress network", "sites", len(network.Sites), "sitewide_plugins", network.SitewidePlugins)
	if cfg.Binlog == "on" {
		log.Warn("the binary log is not followed on a network yet: each site polls its own tables")
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
