package site

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// ProbeTimeout bounds a start-up read of the database: the probe, the
// network's sites, the languages, the binary log's feed.
const ProbeTimeout = 15 * time.Second

// Process is what serving a database needs, whichever way it is served:
// the settings, the database as opened, the types file as last read, the
// one listener (Front) and SIGHUP.
type Process struct {
	Config config.Config
	DB     *wpdb.DB
	Conn   wpdb.ConnConfig // for the binary log's feed
	Types  *Types
	Front  *Front
	Logger *slog.Logger
	// Stderr gets the line of a failure that ends the process (exit 2).
	Stderr io.Writer
	// Reloads delivers SIGHUP (nil: none): the types file is read again
	// and the sitemaps prepared again with it, without stopping.
	Reloads <-chan os.Signal
}

// Serve serves the database until ctx ends and returns the exit status. A
// WordPress network ({prefix}blogs) serves every site (ServeNetwork).
// Polylang's subdomain and domain modes and WPML's domain mode serve one
// set of sitemaps per language host (ServeLanguages), the others one set
// (ServeOne); a site switched from one to the other while served is
// served the other way from then on, on the same listener. A database
// that does not answer now serves one set.
func (p *Process) Serve(ctx context.Context) int {
	nctx, cancel := context.WithTimeout(ctx, ProbeTimeout)
	network, err := p.DB.Network(nctx)
	cancel()
	if err != nil {
		fmt.Fprintln(p.Stderr, "wpsitemap:", err)
		return 2
	}
	if network != nil {
		code, _ := p.ServeNetwork(ctx, network)
		return code
	}
	for {
		lctx, cancel := context.WithTimeout(ctx, ProbeTimeout)
		langs, err := PerHostLanguages(lctx, p.DB)
		cancel()
		if err != nil {
			p.Logger.Warn("could not read whether the sitemaps differ by language host; serving one set", "err", err)
		}
		var code int
		var again bool
		if len(langs) > 0 {
			code, again = p.ServeLanguages(ctx, langs)
		} else {
			code, again = p.ServeOne(ctx)
		}
		if !again || ctx.Err() != nil {
			return code
		}
	}
}

// openFeed opens the binary log feed as the settings ask (WPSITEMAP_BINLOG),
// with open (within ProbeTimeout): nil and ok when it is off, or cannot be
// used and it is auto (said in the log, which is then polling what polled
// names); ok false when it is on and cannot be used (said on Stderr: exit
// status 2).
func (p *Process) openFeed(ctx context.Context, open func(context.Context) (*wpdb.Feed, error), polled string) (feed *wpdb.Feed, ok bool) {
	if p.Config.Binlog == "off" {
		return nil, true
	}
	fctx, cancel := context.WithTimeout(ctx, ProbeTimeout)
	defer cancel()
	f, err := open(fctx)
	switch {
	case err == nil:
		return f, true
	case p.Config.Binlog == "on":
		fmt.Fprintln(p.Stderr, "wpsitemap: --binlog=on (WPSITEMAP_BINLOG):", err)
		return nil, false
	}
	p.Logger.Info("changes are found by polling "+polled+"; the binary log is not used", "reason", err)
	return nil, true
}

// OnReload calls fn at each SIGHUP until ctx ends (a fleet's replica:
// package replica).
func (p *Process) OnReload(ctx context.Context, fn func()) { p.onReload(ctx, fn) }

// Reload is reload, for a fleet's replica (package replica).
func (p *Process) Reload(svcs ...*refresh.Service) bool { return p.reload(svcs...) }

// onReload calls fn at each SIGHUP until ctx ends.
func (p *Process) onReload(ctx context.Context, fn func()) {
	if p.Reloads == nil {
		return
	}
	go func() {
		for {
			select {
			case <-p.Reloads:
				fn()
			case <-ctx.Done():
				return
			}
		}
	}()
}

// reload reads the types file again, for the catalogs made from now on
// and those of svcs, which prepare the sitemaps again with it; responses
// in flight go on. A file that no longer parses leaves the previous types
// in force, and reload reports false.
func (p *Process) reload(svcs ...*refresh.Service) bool {
	log := p.Logger
	log.Info("SIGHUP: reading the types file again and preparing the sitemaps", "file", p.Config.TypesFile)
	overrides, err := wp.LoadTypeOverrides(p.Config.TypesFile)
	if err != nil {
		log.Error("SIGHUP: types file not reloaded; keeping the previous types", "err", err)
		return false
	}
	p.Types.Store(overrides)
	for _, s := range svcs {
		s.Reload(overrides)
	}
	return true
}

// metaKeys are the post meta keys the catalogs' providers read, for the
// binary log's feed (wpdb.OpenFeed).
func (p *Process) metaKeys() []string {
	return NewCatalog(p.DB, p.Config, p.Types.Load(), p.Logger, "").MetaKeys()
}

// CacheBytes is the page cache's budget as the settings ask.
func (p *Process) CacheBytes() int64 {
	if !p.Config.Cache {
		return 0
	}
	return server.DefaultCacheBytes
}
