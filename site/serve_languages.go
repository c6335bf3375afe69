package site

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// ServeLanguages serves a site whose sitemaps differ by language host
// (Languages): one Site per language, sharing one page cache and one set
// of render slots (server.NewPool, each language's metrics labelled
// site="{code}"). The site's changes are found once for every language
// (refresh.Shared): its tables polled, or its binary log followed, once.
// The first of langs (the default language) answers every other host. A
// change of the options or terms (a language added, removed or given
// another domain; WPML's icl_languages too) has the languages read again
// (watchLanguages); a site that no longer serves one set per host ends
// this way of serving (again: the caller serves one set). Change
// notification (IndexNow, pings) has one key, queue, Sender and Pinger,
// and one ledger per language (languages/{code}/ under the state
// directory). SIGHUP reads the types file again for every language.
func (p *Process) ServeLanguages(ctx context.Context, langs []LanguageHost) (code int, again bool) {
	ctx, cancel := context.WithCancel(ctx)
	cfg, db, log := p.Config, p.DB, p.Logger
	var running sync.WaitGroup // the watcher and the Notifier
	closeFeed := func() {}
	var notes *Notifier
	ls := &Languages{Config: cfg, Types: p.Types, Store: db, Logger: log}
	ls.Start(ctx)
	defer func() {
		cancel()
		ls.Stop(15 * time.Second)
		waitAtMost(&running, 15*time.Second)
		closeFeed()
		if notes != nil && notes.queue != nil {
			notes.queue.Close() // once the Announcers and the Sender stopped
		}
	}()
	log.Info("Polylang's subdomain or domain mode, or WPML's domain mode: one set of sitemaps per language host", "languages", len(langs))
	// One source of changes for every language: the binary log's feed,
	// or the tables' poller.
	newSource, closed, _, ok := p.Changes(ctx)
	if !ok {
		return 2, false
	}
	closeFeed = closed // once the languages stopped (above)
	ls.Shared = refresh.NewShared(newSource, time.Second)
	defer ls.Shared.Close()
	reread := make(chan struct{}, 1)
	ls.Shared.OnChange(func(ch wp.Changes) {
		if LanguagesMayMove(ch) {
			select {
			case reread <- struct{}{}:
			default:
			}
		}
	})
	var err error
	if notes, err = NewNotifier(cfg, nil, log); err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2, false
	}
	if cfg.IndexNow {
		warnOtherIndexNow(ctx, db, log)
	}
	popts := server.PoolOptions{CacheBytes: p.CacheBytes()}
	if notes.sender != nil {
		popts.Notify = notes.sender
	}
	ls.Pool, ls.Notifier = server.NewPool(popts), notes
	ls.Set(langs)
	SetMemoryLimit(1)
	p.onReload(ctx, func() { p.reload(ls.Services()...) })
	if notes.sender != nil || notes.pinger != nil {
		running.Go(func() { notes.Run(ctx) })
	}
	switched := make(chan struct{})
	running.Go(func() { p.watchLanguages(ctx, ls, reread, switched) })
	return p.Front.Serve(ctx, ls.Handler(), switched)
}

// watchLanguages reads the languages again after each reread (a change of
// the options or the terms) and sets them; a read that fails is tried
// again a few seconds later. When the site no longer serves one set of
// sitemaps per language host, it closes switched and returns.
func (p *Process) watchLanguages(ctx context.Context, ls *Languages, reread <-chan struct{}, switched chan<- struct{}) {
	log := p.Logger
	var retry <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-reread:
		case <-retry:
		}
		retry = nil
		rctx, rcancel := context.WithTimeout(ctx, p.Config.DBTimeout)
		now, err := PerHostLanguages(rctx, p.DB)
		rcancel()
		switch {
		case err != nil:
			if ctx.Err() == nil {
				log.Warn("the languages could not be read again; trying again", "err", err)
				retry = time.After(5 * time.Second)
			}
		case len(now) == 0:
			log.Info("the site no longer serves one set of sitemaps per language host; serving one set")
			close(switched)
			return
		default:
			ls.Set(now)
		}
	}
}

// LanguagesMayMove reports whether a change of the site may move its
// language hosts: its options, its terms (Polylang's languages), WPML's
// languages, or anything.
func LanguagesMayMove(ch wp.Changes) bool {
	return ch.Options || ch.Terms || ch.Languages || ch.Everything
}
