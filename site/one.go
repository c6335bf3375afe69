package site

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// ServeOne serves one set of sitemaps for the site until ctx ends, or
// until the site starts serving one set per language host (again: the
// caller serves it that way): one Site over the database, following its
// binary log or polling its tables, with its own page cache and, when on,
// its own IndexNow queue and ledger in the state directory.
func (p *Process) ServeOne(ctx context.Context) (code int, again bool) {
	// What ServeOne starts in the background stops when it returns, also
	// when it cannot listen.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	cfg, log := p.Config, p.Logger
	parts := Parts{Store: p.DB, Settings: cfg, Types: p.Types.Load(), StateDir: cfg.StateDir, Prepare: true, Logger: log}
	feed, ok := p.openFeed(ctx, func(ctx context.Context) (*wpdb.Feed, error) {
		return wpdb.OpenFeed(ctx, p.DB, p.Conn, log, p.metaKeys()...)
	}, "tables")
	if !ok {
		return 2, false
	}
	if feed != nil {
		defer feed.Close()
		parts.Changes = wpdb.FollowFeed(p.DB, feed, log.Warn) // refresh logs that it follows it
	}
	ann, err := newAnnouncer(cfg, log)
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2, false
	}
	defer ann.close()
	if ann.a != nil {
		parts.Announce = ann.a.Run
	}
	parts.Server = server.Options{CacheBytes: p.cacheBytes(), IndexNowKey: ann.key, Notify: ann.stats}
	// Polylang or WPML switched to one set of sitemaps per language host:
	// the first snapshot that says so ends this way of serving.
	switched := make(chan struct{})
	var once sync.Once
	parts.Published = func(snap *catalog.Snapshot) {
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
		warnOtherIndexNow(ctx, p.DB, log)
	}
	SetMemoryLimit(1)
	s := Start(ctx, parts)
	defer func() { s.Stop(); s.Wait(15 * time.Second) }()
	p.onReload(ctx, func() { p.reload(s.Service()) })
	return p.Front.Serve(ctx, s.Handler(), switched)
}
