package replica

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"sync"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// serveNetwork serves p's WordPress network, network as read at start-up,
// as one replica of the network's fleet (Network), under the name
// config.Config.FleetName; each site in use has a fleet of its own, named
// after it and its blog_id (FleetName.ID), and a state directory of its
// own (site.SiteDir). The network's holder polls each site's tables: the
// binary log's one feed of a network cannot start a site from the
// position a previous holder shipped, so WPSITEMAP_BINLOG=on is refused.
func serveNetwork(ctx context.Context, p *site.Process, network *wp.Network) int {
	cfg, log := p.Config, p.Logger
	if cfg.Binlog == "on" {
		fmt.Fprintln(p.Stderr, "wpsitemap: --binlog=on (WPSITEMAP_BINLOG): a WordPress network's replicas sharing Redis poll each site's tables; set it to auto or off")
		return 2
	}
	fp, code := openFleet(ctx, p)
	if fp == nil {
		return code
	}
	defer fp.close()
	f, key, dir, name := fp.f, fp.key, fp.dir, cfg.FleetName()
	log.Info("fleet: serving as a replica of the network's fleet", "redis", cfg.Redis, "fleet_site", name,
		"replica", f.Name(), "state_dir", dir, "sites", len(network.Sites))
	pool := server.NewPool(server.PoolOptions{CacheBytes: p.CacheBytes()})
	siteCfg := cfg
	siteCfg.IndexNowKey = key // each site's announcer sends with the network's key
	rctx, stop := context.WithCancel(ctx)
	defer stop()
	n, err := NewNetwork(rctx, NetworkOptions{
		Fleet: f, Network: network, DB: p.DB, IndexNowKey: key, Logger: log,
		Plugins: func(net *wp.Network, id int64) func(context.Context) (*wp.Site, error) {
			return p.DB.ForSite(net, id).LoadPlugins
		},
		Site: func(s wp.NetworkSite, current func() *wp.Network) (Options, error) {
			slog := log.With("blog_id", s.ID)
			settings, types := site.SiteSettings(cfg, p.Types.Load(), s, slog)
			sf, err := f.Part(strconv.FormatInt(s.ID, 10), slog)
			if err != nil {
				return Options{}, err
			}
			sdir := site.SiteDir(dir, s.ID)
			if err := os.MkdirAll(sdir, 0o700); err != nil {
				return Options{}, err
			}
			prefix := p.DB.ForSite(current(), s.ID).Prefix()
			return Options{
				Fleet: sf, Dir: sdir, Database: p.DB, Logger: slog,
				Follower: site.NewCatalog(catalog.NoDatabase(prefix), settings, types, slog, ""),
				Site: func(context.Context) (site.Parts, func(), error) {
					// Polled: see serveNetwork.
					return site.Parts{Store: p.DB.ForSite(current(), s.ID), Settings: settings, Types: types, Prepare: true, Logger: slog}, nil, nil
				},
				// A URL of a site closed since, or gone, is not sent.
				Notify:   holderNotes(siteCfg, site.Withheld(current), slog),
				Server:   server.Options{Pool: pool, Site: strconv.FormatInt(s.ID, 10)},
				IndexNow: cfg.IndexNow,
			}, nil
		},
	})
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 1
	}
	site.SetMemoryLimit(len(network.Sites))
	p.OnReload(ctx, func() {
		log.Warn("SIGHUP: a network's replicas sharing Redis read the types file when they start; restart them to apply it")
	})
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := n.Run(); err != nil {
			log.Error("fleet: replica stopped", "err", err)
		}
	})
	code, _ = p.Front.Serve(ctx, n.Handler(), nil)
	stop()
	wg.Wait()
	return code
}
