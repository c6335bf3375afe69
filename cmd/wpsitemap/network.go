package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/seo"
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
// Change notification (networkNotify) has one key, queue, Sender and
// Pinger for the process and one ledger per site in use, in its state
// directory. A site other than the main one is made behind a server.Gate,
// which answers its 404s from its active_plugins alone while Yoast is not
// active there. Each site's catalog (newCatalog) takes the types file's
// settings for that site (wp.TypeOverrides.ForSite). SIGHUP reads the
// types file again (setTypes, which the catalogs newCatalog makes from then
// on take) and stops every site in use, to be made again at its next
// request.
func serveNetwork(ctx context.Context, cfg config.Config, db *wpdb.DB, conn wpdb.ConnConfig, network *wp.Network,
	newCatalog func(*wpdb.DB, *slog.Logger, wp.NetworkSite) *catalog.Catalog, setTypes func(*wp.TypeOverrides),
	log *slog.Logger, stderr io.Writer, fr *front) (code int, again bool) {
	ctx, cancel := context.WithCancel(ctx)
	var running sync.WaitGroup // each site's Service.Run, and the watcher
	var router *server.Router
	var feed *wpdb.Feed
	var notes *networkNotify
	defer func() {
		cancel()
		if router != nil {
			router.Stop()
		}
		waitAtMost(&running, 15*time.Second)
		if feed != nil {
			feed.Close()
		}
		if notes != nil && notes.queue != nil {
			notes.queue.Close() // once the sites' Announcers and the Sender stopped
		}
	}()
	log.Info("serving a WordPress network", "sites", len(network.Sites), "sitewide_plugins", network.SitewidePlugins)
	// One binary log feed for every site, started now: each site made
	// follows it from here (a full read at its first preparation, then
	// the log's changes of its tables).
	var ok bool
	feed, ok = openFeed(ctx, cfg, func(ctx context.Context) (*wpdb.Feed, error) {
		f, err := wpdb.OpenNetworkFeed(ctx, db, conn, log, newCatalog(db, log, wp.NetworkSite{ID: wp.MainSiteID}).MetaKeys()...)
		if err == nil {
			if err = f.Start(ctx, ""); err != nil {
				f.Close()
			}
		}
		return f, err
	}, "each site's tables", log, stderr)
	if !ok {
		return 2, false
	}
	if feed != nil { // closed once the sites stopped (above)
		log.Info("every site's changes are found through one binary log feed")
	}
	// Change notification: one key, queue, Sender and Pinger for the
	// process (rate limits hold process-wide), one ledger per site in use.
	// A URL queued by a site that has closed since (archived, deleted,
	// spam, not public) or left the network is withheld.
	withheld := func(u string) bool {
		p, err := url.Parse(u)
		if err != nil {
			return true
		}
		site, _, ok := router.Network().Route(p.Host, p.Path)
		closed, _ := seo.SiteClosed(site)
		return !ok || closed || !site.Public
	}
	var err error
	notes, err = newNetworkNotify(cfg, withheld, log)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2, false
	}
	if cfg.IndexNow {
		warnOtherIndexNow(ctx, db, log) // the main site's plugins
	}
	popts := server.PoolOptions{CacheBytes: cacheBytes(cfg)}
	if notes.sender != nil {
		popts.Notify = notes.sender
	}
	pool := server.NewPool(popts)
	makeSite := func(net *wp.Network, site wp.NetworkSite, sdb *wpdb.DB, slog *slog.Logger) (http.Handler, func()) {
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
		sctx, stop := context.WithCancel(ctx)
		if observe, announce := notes.announcer(opts.StateDir, slog); announce != nil {
			opts.Published = observe
			running.Add(1)
			go func() { defer running.Done(); announce(sctx) }()
		}
		svc := refresh.New(newCatalog(sdb, slog, site), opts)
		running.Add(1)
		go func() { defer running.Done(); svc.Run(sctx) }()
		h := server.New(svc, sdb, slog, server.Options{DBTimeout: cfg.DBTimeout, Pool: pool,
			Site: strconv.FormatInt(site.ID, 10)})
		return h, func() { stop(); h.Close() }
	}
	// A site other than the main one (whose Server answers the process's
	// /healthz, /readyz and /metrics) is first asked whether Yoast runs
	// there, from its active_plugins alone: without it, the site answers
	// 404 through a server.Gate, reading that one option again at most
	// every yoastRecheck while it is asked for, and gets its catalog once
	// Yoast is activated.
	newSite := func(net *wp.Network, site wp.NetworkSite) (http.Handler, func()) {
		sdb := db.ForSite(net, site.ID)
		slog := log.With("blog_id", site.ID)
		full := func() (http.Handler, func()) { return makeSite(net, site, sdb, slog) }
		if site.ID == wp.MainSiteID {
			return full()
		}
		var said atomic.Bool
		yoast := func(ctx context.Context) (bool, error) {
			s, err := sdb.LoadPlugins(ctx)
			if err != nil {
				return false, err
			}
			on := seo.YoastActive(s)
			if !on && !said.Swap(true) {
				slog.Info("Yoast SEO is not active on this site: its sitemap paths answer 404, and its active_plugins are read again when it is asked for",
					"every", yoastRecheck)
			}
			return on, nil
		}
		g := server.NewGate(yoast, full, yoastRecheck, cfg.DBTimeout)
		return g, g.Stop
	}
	router = server.NewRouter(network, newSite, log)
	// SIGHUP reads the types file again; every site in use is stopped and
	// made again, with the new types, at its next request.
	processSetup(ctx, func() {
		if reload(cfg, setTypes, log) {
			router.Stop()
		}
	})
	// After processSetup, which set one site's: the sites in use hold
	// more than the service's own bounds.
	setMemoryLimit(len(network.Sites))
	if notes.key != "" {
		router.ServeIndexNowKey(notes.key)
	}
	if notes.sender != nil || notes.pinger != nil {
		running.Add(1) // after the router is made: withheld asks it
		go func() { defer running.Done(); notes.run(ctx) }()
	}
	running.Add(1)
	go func() {
		defer running.Done()
		db.WatchNetwork(ctx, time.Second, "", func(n *wp.Network) {
			setMemoryLimit(len(n.Sites))
			router.SetNetwork(n)
		}, log)
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
	return fr.serve(ctx, router, nil)
}

// yoastRecheck is how often, at most, a site of a network without Yoast
// reads its active_plugins again while it is asked for.
const yoastRecheck = 3 * time.Second

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
	return stateSubdir(siteDir(dir, id), "site", log)
}

// networkNotify is a network's change notification: one IndexNow key
// (answered by the Router on every host), queue and Sender, and one
// Pinger, for the process, so that IndexNow's and the pings' rate limits
// hold process-wide (the Sender puts each host's URLs in requests of
// their own); each site in use has an Announcer of its own over its
// ledger in its state directory (sites/{id}/indexnow-ledger), made with
// the site and stopped with it. A site's first snapshot is recorded, not
// announced, as a single site's first start; a closed site has no
// handler, so no Announcer, and one that discourages search engines
// queues nothing; what a site queued before it closed or stopped being
// public is withheld by the Sender (SenderOptions.Withheld, asked of the
// network as the Router has it).
type networkNotify struct {
	key    string
	queue  *notify.Queue
	sender *notify.Sender
	pinger *notify.Pinger
	log    *slog.Logger

	mu      sync.Mutex
	running map[string]chan struct{} // by state directory: closed when the site's last Announcer stopped
}

// newNetworkNotify sets up what cfg turns on (nothing when neither
// IndexNow nor pings are).
func newNetworkNotify(cfg config.Config, withheld func(string) bool, log *slog.Logger) (*networkNotify, error) {
	n := &networkNotify{log: log, running: map[string]chan struct{}{}}
	if cfg.IndexNow {
		n.key = cfg.IndexNowKey
		if n.key == "" {
			var err error
			if n.key, err = notify.LoadKey(cfg.StateDir); err != nil {
				return n, err
			}
		}
		q, err := notify.OpenQueue(cfg.StateDir)
		if err != nil {
			return n, err
		}
		n.queue = q
		n.sender = notify.NewSender(q, notify.SenderOptions{Endpoint: cfg.IndexNowEndpoint, Key: n.key, Logger: log,
			Withheld: withheld})
		log.Info("IndexNow: changed URLs of every site are submitted", "endpoint", cfg.IndexNowEndpoint,
			"key_file", "/"+n.key+".txt", "queued", q.Len())
	}
	if len(cfg.Ping) > 0 {
		n.pinger = notify.NewPinger(notify.PingOptions{Templates: cfg.Ping, Logger: log})
	}
	return n, nil
}

// run runs the Sender and the Pinger until ctx ends.
func (n *networkNotify) run(ctx context.Context) {
	var wg sync.WaitGroup
	if n.sender != nil {
		wg.Go(func() { n.sender.Run(ctx) })
	}
	if n.pinger != nil {
		wg.Go(func() { n.pinger.Run(ctx) })
	}
	wg.Wait()
}

// announcer returns what announces the changes of a site whose state is
// kept in dir: observe, to hand to refresh.Options.Published, and run,
// which runs its Announcer until ctx ends (both nil when nothing is
// announced). A site stopped and made again (its row changed, or it was
// idle) has its new Announcer open the ledger only once the old one's run
// returned, so that two never write one ledger.
func (n *networkNotify) announcer(dir string, log *slog.Logger) (observe func(*catalog.Snapshot), run func(context.Context)) {
	if n.sender == nil && n.pinger == nil {
		return nil, nil
	}
	if n.sender != nil && dir == "" {
		log.Warn("IndexNow: this site's changes are not submitted: it has no state directory for its ledger")
		if n.pinger == nil {
			return nil, nil
		}
	}
	done := make(chan struct{})
	var prev chan struct{}
	if dir != "" { // without a ledger nothing is written
		n.mu.Lock()
		prev = n.running[dir]
		n.running[dir] = done
		n.mu.Unlock()
	}
	late := &lateObserver{}
	run = func(ctx context.Context) {
		defer close(done)
		if prev != nil {
			select {
			case <-prev:
			case <-ctx.Done():
				return
			}
		}
		opts := announce.Options{Pinger: n.pinger, Logger: log, Shared: true}
		if n.sender != nil && dir != "" {
			l, err := announce.OpenLedger(filepath.Join(dir, announce.DirName))
			if err != nil {
				log.Warn("IndexNow: this site's changes are not submitted", "err", err)
			} else {
				opts.Ledger, opts.Queue, opts.Sender = l, n.queue, n.sender
			}
		}
		if opts.Ledger == nil && opts.Pinger == nil {
			return
		}
		a := announce.New(opts)
		late.set(a)
		a.Run(ctx)
	}
	return late.Observe, run
}

// lateObserver hands snapshots to an Announcer made after the site's
// refresh service: the latest one observed before it exists, then each.
type lateObserver struct {
	mu     sync.Mutex
	a      *announce.Announcer
	latest *catalog.Snapshot
}

func (o *lateObserver) Observe(snap *catalog.Snapshot) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.a == nil {
		o.latest = snap
		return
	}
	o.a.Observe(snap)
}

func (o *lateObserver) set(a *announce.Announcer) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.a = a
	if o.latest != nil {
		a.Observe(o.latest)
		o.latest = nil
	}
}

// siteDir is where site id of a network keeps its state under the state
// directory dir: its state file and its IndexNow ledger.
func siteDir(dir string, id int64) string {
	return filepath.Join(dir, "sites", strconv.FormatInt(id, 10))
}
