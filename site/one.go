package site

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// OneParts are the Parts of the single site over the database, its state
// in stateDir, following the binary log when the settings ask for it
// (done closes the feed, once the Site stopped), without change
// notification: what ServeOne starts, and what a fleet's lease holder
// starts for each term it holds the lease (package replica). ok is false
// when the binary log is on and cannot be used (said on Stderr: exit
// status 2).
func (p *Process) OneParts(ctx context.Context, stateDir string) (parts Parts, done func(), ok bool) {
	parts = Parts{Store: p.DB, Settings: p.Config, Types: p.Types.Load(), StateDir: stateDir, Prepare: true, Logger: p.Logger}
	changes, done, feed, ok := p.Changes(ctx)
	if feed {
		parts.Changes = changes // refresh logs that it follows it
	}
	return parts, done, ok
}

// Changes returns the source of the site's changes as the settings ask:
// the binary log's feed (feed true; done closes it, once what reads it
// stopped), or the tables' poller. ok is false when the binary log is on
// and cannot be used (said on Stderr: exit status 2).
func (p *Process) Changes(ctx context.Context) (changes func(metaKeys []string, now func() time.Time) wp.ChangeSource, done func(), feed, ok bool) {
	db, log := p.DB, p.Logger
	f, ok := p.openFeed(ctx, func(ctx context.Context) (*wpdb.Feed, error) {
		return wpdb.OpenFeed(ctx, db, p.Conn, log, p.metaKeys()...)
	}, "tables")
	if !ok {
		return nil, func() {}, false, false
	}
	if f == nil {
		return db.NewChangeSource, func() {}, false, true
	}
	return wpdb.FollowFeed(db, f, log.Warn), func() { f.Close() }, true, true
}

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
	parts, closeFeed, ok := p.OneParts(ctx, cfg.StateDir)
	if !ok {
		return 2, false
	}
	defer closeFeed()
	ann, err := newAnnouncer(cfg, log)
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2, false
	}
	defer ann.close()
	if ann.a != nil {
		parts.Announce = ann.a.Run
	}
	parts.Server = server.Options{CacheBytes: p.CacheBytes(), IndexNowKey: ann.key, Notify: ann.stats}
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
