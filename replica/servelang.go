package replica

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
)

// serveLanguages serves p's site, which serves one set of sitemaps per
// language host (langs, as read at start-up), as one replica of the
// site's fleet (Languages), under the name config.Config.FleetName; each
// language has a fleet of its own, named after it (FleetName.CODE), and
// a state directory of its own (languages/CODE, as one process keeps
// them). The holder's languages share one source of changes: the
// binary log's feed, or the tables' poller, as the settings ask.
func serveLanguages(ctx context.Context, p *site.Process, langs []site.LanguageHost) int {
	cfg, log := p.Config, p.Logger
	fp, code := openFleet(ctx, p)
	if fp == nil {
		return code
	}
	defer fp.close()
	f, key, dir := fp.f, fp.key, fp.dir
	log.Info("fleet: serving as a replica of the site's fleet, one set of sitemaps per language host", "redis", cfg.Redis,
		"fleet_site", cfg.FleetName(), "replica", f.Name(), "state_dir", dir, "languages", langs)
	pool := server.NewPool(server.PoolOptions{CacheBytes: p.CacheBytes()})
	langCfg := cfg
	langCfg.IndexNowKey = key // each language's announcer sends with the site's key
	rctx, stop := context.WithCancel(ctx)
	defer stop()
	l, err := NewLanguages(rctx, LanguagesOptions{
		Fleet: f, Languages: langs, Logger: log,
		Read: func(ctx context.Context) ([]site.LanguageHost, error) { return site.PerHostLanguages(ctx, p.DB) },
		Changes: func(ctx context.Context) (changesFunc, func(), error) {
			changes, done, _, ok := p.Changes(ctx)
			if !ok {
				return nil, nil, errors.New("the binary log cannot be followed (WPSITEMAP_BINLOG=on)")
			}
			return changes, done, nil
		},
		Language: func(lang string, changes func() (changesFunc, func(), error)) (Options, error) {
			llog := log.With("language", lang)
			lf, err := f.Part(lang, llog)
			if err != nil {
				return Options{}, err
			}
			ldir := site.LanguageDir(dir, lang)
			if err := os.MkdirAll(ldir, 0o700); err != nil {
				return Options{}, err
			}
			return Options{
				Fleet: lf, Dir: ldir, Database: p.DB, Logger: llog, Language: lang,
				Follower: site.NewCatalog(catalog.NoDatabase(p.DB.Prefix()), cfg, p.Types.Load(), llog, lang),
				Site: func(context.Context) (site.Parts, func(), error) {
					ch, forget, err := changes()
					if err != nil {
						return site.Parts{}, nil, err
					}
					return site.Parts{Store: p.DB, Changes: ch, Settings: cfg, Types: p.Types.Load(), Language: lang,
						Prepare: true, Logger: llog}, forget, nil
				},
				// Each language's holder announces its own changes, with
				// the site's key, from a queue and ledger of its own.
				Notify:   holderNotes(langCfg, nil, llog),
				Server:   server.Options{Pool: pool, Site: lang, IndexNowKey: key},
				IndexNow: cfg.IndexNow,
			}, nil
		},
	})
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 1
	}
	site.SetMemoryLimit(1)
	// SIGHUP: the types file read again, for every language this replica
	// leads now, and for those it makes when it takes the lease.
	p.OnReload(ctx, func() {
		var svcs []*refresh.Service
		for _, lh := range l.Served() {
			if r := l.Language(lh.Lang); r != nil {
				svcs = append(svcs, r.Services()...)
			}
		}
		p.Reload(svcs...)
	})
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := l.Run(); err != nil {
			log.Error("fleet: replica stopped", "err", err)
		}
	})
	code, _ = p.Front.Serve(ctx, l.Handler(), nil)
	stop()
	wg.Wait()
	return code
}
