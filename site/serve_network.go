package site

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// ServeNetwork serves every site of a WordPress network from one process:
// a server.Router in front of one Site per site (NetworkSites), each made
// on the site's first request over the site's own tables
// (wpdb.DB.ForSite), sharing the connection pool, one page cache within
// one budget and one set of render slots (server.NewPool). One watcher
// polls {prefix}blogs every second (wpdb.DB.WatchNetwork) and puts a
// changed network in place (Router.SetNetwork), stopping the sites that
// left or changed; a site nobody asked for in SiteIdle is stopped too
// (Router.StopIdle). With the binary log (WPSITEMAP_BINLOG), one feed of
// it for the process hands each site in use the changes of its own tables
// (wpdb.OpenNetworkFeed, Feed.FollowSite); without it each site in use
// polls its own tables. Change notification (Notifier) has one key,
// queue, Sender and Pinger for the process and one ledger per site in
// use, in its state directory; a URL queued by a site that has closed
// since, or left the network, is withheld (Withheld). SIGHUP reads the
// types file again and stops every site in use, to be made again, with
// the new types, at its next request.
func (p *Process) ServeNetwork(ctx context.Context, network *wp.Network) (code int, again bool) {
	ctx, cancel := context.WithCancel(ctx)
	cfg, db, log := p.Config, p.DB, p.Logger
	var running sync.WaitGroup // the watchers and the Notifier
	var router *server.Router
	var feed *wpdb.Feed
	var notes *Notifier
	sites := &NetworkSites{Config: cfg, Types: p.Types, Logger: log}
	defer func() {
		cancel()
		if router != nil {
			router.Stop()
		}
		waitAtMost(&running, 15*time.Second)
		sites.Wait(15 * time.Second)
		if feed != nil {
			feed.Close()
		}
		if notes != nil && notes.queue != nil {
			notes.queue.Close() // once the sites' Announcers and the Sender stopped
		}
	}()
	log.Info("serving a WordPress network", "sites", len(network.Sites), "sitewide_plugins", network.SitewidePlugins)
	var ok bool
	if feed, ok = p.openNetworkFeed(ctx); !ok {
		return 2, false
	}
	sites.Store = func(net *wp.Network, id int64, log *slog.Logger) (NetworkStore, func([]string, func() time.Time) wp.ChangeSource) {
		sdb := db.ForSite(net, id)
		if feed == nil {
			return sdb, nil
		}
		return sdb, feed.FollowSite(sdb, id, log.Warn)
	}
	var err error
	notes, err = NewNotifier(cfg, Withheld(func() *wp.Network { return router.Network() }), log)
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2, false
	}
	if cfg.IndexNow {
		warnOtherIndexNow(ctx, db, log) // the main site's plugins
	}
	popts := server.PoolOptions{CacheBytes: p.CacheBytes()}
	if notes.sender != nil {
		popts.Notify = notes.sender
	}
	sites.Pool, sites.Notifier = server.NewPool(popts), notes
	sites.Start(ctx)
	router = server.NewRouter(network, sites.Handler, log)
	p.onReload(ctx, func() {
		if p.reload() {
			router.Stop()
		}
	})
	// The sites in use hold more than the service's own bounds.
	SetMemoryLimit(len(network.Sites))
	if notes.key != "" {
		router.ServeIndexNowKey(notes.key)
	}
	if notes.sender != nil || notes.pinger != nil {
		running.Go(func() { notes.Run(ctx) }) // after the router is made: Withheld asks it
	}
	running.Go(func() {
		db.WatchNetwork(ctx, time.Second, "", func(n *wp.Network) {
			SetMemoryLimit(len(n.Sites))
			router.SetNetwork(n)
		}, log)
	})
	running.Go(func() { stopIdle(ctx, router) })
	return p.Front.Serve(ctx, router, nil)
}

// openNetworkFeed opens one binary log feed for every site, started now:
// each site made follows it from there (a full read at its first
// preparation, then the log's changes of its tables).
func (p *Process) openNetworkFeed(ctx context.Context) (*wpdb.Feed, bool) {
	log := p.Logger
	feed, ok := p.openFeed(ctx, func(ctx context.Context) (*wpdb.Feed, error) {
		f, err := wpdb.OpenNetworkFeed(ctx, p.DB, p.Conn, log, p.metaKeys()...)
		if err == nil {
			if err = f.Start(ctx, ""); err != nil {
				f.Close()
			}
		}
		return f, err
	}, "each site's tables")
	if feed != nil { // closed once the sites stopped
		log.Info("every site's changes are found through one binary log feed")
	}
	return feed, ok
}

// stopIdle stops, every minute until ctx ends, the sites nobody asked
// for in SiteIdle.
func stopIdle(ctx context.Context, router *server.Router) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			router.StopIdle(SiteIdle, now)
		}
	}
}
