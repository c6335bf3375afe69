package replica

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
)

// Serve serves p's site as one replica of its fleet in the Redis of
// WPSITEMAP_REDIS, under the name config.Config.FleetName, until ctx ends,
// and returns the exit status; a WordPress network as one replica of the
// network's fleet (serveNetwork); a site served per language host as one
// replica of its fleet, one set of sitemaps per language host
// (serveLanguages). The state directory keeps the replica's
// state file and entry store; without one, a temporary directory does,
// removed when it stops (a restart then fetches every page from Redis
// again, and a holder with an empty Redis reads the database whole).
func Serve(ctx context.Context, p *site.Process) int {
	cfg, log := p.Config, p.Logger
	// The holder ships a snapshot once its poller's baseline is taken: the
	// replicas' first pages would wait for one read after the build.
	p.DB.BaselinesBesideBuilds()
	nctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	network, err := p.DB.Network(nctx)
	cancel()
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2
	}
	if network != nil {
		return serveNetwork(ctx, p, network)
	}
	lctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	langs, err := site.PerHostLanguages(lctx, p.DB)
	cancel()
	if err != nil {
		log.Warn("fleet: could not read whether the sitemaps differ by language host; serving one set (the holder ships nothing if they do)", "err", err)
	}
	if len(langs) > 0 {
		return serveLanguages(ctx, p, langs)
	}
	fp, code := openFleet(ctx, p)
	if fp == nil {
		return code
	}
	defer fp.close()
	f, key, dir := fp.f, fp.key, fp.dir
	log.Info("fleet: serving as a replica of the site's fleet", "redis", cfg.Redis, "fleet_site", cfg.FleetName(),
		"replica", f.Name(), "state_dir", dir)
	r, err := New(Options{
		Fleet: f, Dir: dir, Database: p.DB, Logger: log,
		Site:     holderSite(p, dir),
		Notify:   holderNotes(p.Config, nil, p.Logger),
		Follower: site.NewCatalog(catalog.NoDatabase(p.DB.Prefix()), cfg, p.Types.Load(), log, ""),
		Server:   server.Options{CacheBytes: p.CacheBytes(), IndexNowKey: key},
		IndexNow: cfg.IndexNow,
	})
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 1
	}
	site.SetMemoryLimit(1)
	// SIGHUP: the types file read again; the holder's site prepares its
	// sitemaps again with it and ships them, and a follower makes its
	// site with it when it takes the lease.
	p.OnReload(ctx, func() { p.Reload(r.Services()...) })
	rctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() {
		if err := r.Run(rctx); err != nil {
			log.Error("fleet: replica stopped", "err", err)
		}
	})
	code, _ = p.Front.Serve(ctx, r.Handler(), nil)
	stop()
	wg.Wait()
	return code
}

// fleetParts are what a replica's serving starts from: the fleet named
// config.Config.FleetName in WPSITEMAP_REDIS, the IndexNow key every
// replica answers, and the state directory (a temporary one, removed by
// close, when none is set).
type fleetParts struct {
	f        *fleet.Fleet
	key, dir string
	close    func()
}

// openFleet opens p's fleet; nil and the exit status when it cannot (said
// on Stderr).
func openFleet(ctx context.Context, p *site.Process) (*fleetParts, int) {
	cfg, log := p.Config, p.Logger
	conn, err := fleet.ParseURL(string(cfg.Redis))
	if err != nil { // config.Load checked it
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_REDIS:", err)
		return nil, 2
	}
	rdb := conn.Client()
	fp := &fleetParts{dir: cfg.StateDir, close: func() { rdb.Close() }}
	if fp.f, err = fleet.New(rdb, fleet.Options{Site: cfg.FleetName(), Logger: log}); err != nil {
		fp.close()
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_FLEET_SITE:", err)
		return nil, 2
	}
	// Every replica answers the fleet's IndexNow key file.
	kctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	fp.key, err = site.FleetKey(kctx, cfg, fp.f)
	cancel()
	if err != nil {
		fp.close()
		fmt.Fprintln(p.Stderr, "wpsitemap: WPSITEMAP_REDIS: the fleet's IndexNow key:", err)
		return nil, 2
	}
	if fp.dir == "" {
		if fp.dir, err = os.MkdirTemp("", "wpsitemap-replica-"); err != nil {
			fp.close()
			fmt.Fprintln(p.Stderr, "wpsitemap:", err)
			return nil, 1
		}
		dir := fp.dir
		fp.close = func() { rdb.Close(); os.RemoveAll(dir) }
		log.Info("fleet: no state directory; the replica's state is kept in a temporary directory", "dir", dir)
	}
	return fp, 0
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
// from Redis) of a site served with cfg, withholding what withheld reports
// (nil: nothing): only the holder sends.
func holderNotes(cfg config.Config, withheld func(string) bool, log *slog.Logger) func(ctx context.Context, l *fleet.Lease) (Notes, error) {
	return func(ctx context.Context, l *fleet.Lease) (Notes, error) {
		n, err := site.FleetAnnouncer(ctx, cfg, l, withheld, log)
		if err != nil {
			return Notes{}, err
		}
		return Notes{Observe: n.Observe, Run: n.Run, Stats: n.Stats}, nil
	}
}
