package replica

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
)

// Serve serves p's site as one replica of its fleet in the Redis of
// WPSITEMAP_REDIS, under the name config.Config.FleetName, until ctx ends,
// and returns the exit status. A WordPress network is refused (exit 2):
// its fleet is not served yet. The state directory keeps the replica's
// state file and entry store; without one, a temporary directory does,
// removed when it stops (a restart then fetches every page from Redis
// again, and a holder with an empty Redis reads the database whole).
//
// A site that serves one set of sitemaps per language host is refused
// (exit 2): a fleet serves one set.
func Serve(ctx context.Context, p *site.Process) int {
	cfg, log := p.Config, p.Logger
	nctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	network, err := p.DB.Network(nctx)
	cancel()
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2
	}
	if network != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_REDIS: a WordPress network's replicas cannot share Redis yet; unset it to serve the network from each replica on its own")
		return 2
	}
	// A fleet serves one set of sitemaps: one per language host would be
	// wrong on every host. Found later, the holder stops shipping
	// (holding.perHost).
	lctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	langs, err := site.PerHostLanguages(lctx, p.DB)
	cancel()
	if err != nil {
		log.Warn("fleet: could not read whether the sitemaps differ by language host; the holder ships nothing if they do", "err", err)
	}
	if len(langs) > 0 {
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_REDIS: this site serves one set of sitemaps per language host (Polylang's subdomain or domain mode, WPML's domains), which replicas sharing Redis cannot serve yet; unset it to serve the site from each replica on its own")
		return 2
	}
	conn, err := fleet.ParseURL(string(cfg.Redis))
	if err != nil { // config.Load checked it
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_REDIS:", err)
		return 2
	}
	rdb := conn.Client()
	defer rdb.Close()
	f, err := fleet.New(rdb, fleet.Options{Site: cfg.FleetName(), Logger: log})
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_FLEET_SITE:", err)
		return 2
	}
	// Every replica answers the fleet's IndexNow key file.
	kctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	key, err := site.FleetKey(kctx, cfg, f)
	cancel()
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_REDIS: the fleet's IndexNow key:", err)
		return 2
	}
	dir := cfg.StateDir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "wpsitemap-replica-"); err != nil {
			fmt.Fprintln(p.Stderr, "wpsitemap:", err)
			return 1
		}
		defer os.RemoveAll(dir)
		log.Info("fleet: no state directory; the replica's state is kept in a temporary directory", "dir", dir)
	}
	log.Info("fleet: serving as a replica of the site's fleet", "redis", cfg.Redis, "fleet_site", cfg.FleetName(),
		"replica", f.Name(), "state_dir", dir)
	r, err := New(Options{
		Fleet: f, Dir: dir, Database: p.DB, Logger: log,
		Site:     holderSite(p, dir),
		Notify:   holderNotes(p),
		Follower: site.NewCatalog(catalog.NoDatabase(p.DB.Prefix()), cfg, p.Types.Load(), log, ""),
		Server:   server.Options{CacheBytes: p.CacheBytes(), IndexNowKey: key},
		IndexNow: cfg.IndexNow,
	})
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 1
	}
	site.SetMemoryLimit(1)
	rctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := r.Run(rctx); err != nil {
			log.Error("fleet: replica stopped", "err", err)
		}
	})
	code, _ := p.Front.Serve(ctx, r.Handler(), nil)
	stop()
	wg.Wait()
	return code
}

// holderSite is the site the replica of p runs while it holds the lease:
// the single site over the database, following its binary log when the
// settings ask for it.
func holderSite(p *site.Process, dir string) func(ctx context.Context) (site.Parts, func(), error) {
	return func(ctx context.Context) (site.Parts, func(), error) {
		parts, done, ok := p.OneParts(ctx, dir)
		if !ok {
			return parts, nil, errors.New("the binary log cannot be followed (WPSITEMAP_BINLOG=on)")
		}
		return parts, done, nil
	}
}

// holderNotes is the change notification of each term (IndexNow and pings
// from Redis): only the holder sends.
func holderNotes(p *site.Process) func(ctx context.Context, l *fleet.Lease) (Notes, error) {
	return func(ctx context.Context, l *fleet.Lease) (Notes, error) {
		n, err := site.FleetAnnouncer(ctx, p.Config, l, p.Logger)
		if err != nil {
			return Notes{}, err
		}
		return Notes{Observe: n.Observe, Run: n.Run, Stats: n.Stats}, nil
	}
}
