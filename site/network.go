package site

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// YoastRecheck is how often, at most, a site of a network without Yoast
// reads its active_plugins again while it is asked for.
const YoastRecheck = 3 * time.Second

// SiteIdle is how long a site of a network nobody asks for keeps its
// catalog and polls its tables: past it the Router stops it (its state is
// saved), and its next request makes it again.
const SiteIdle = time.Hour

// NetworkStore is what one site of a network is read from: its Store, and
// its active_plugins alone (YoastGate). *wpdb.DB and *memwp.Site
// implement it.
type NetworkStore interface {
	Store
	LoadPlugins(ctx context.Context) (*wp.Site, error)
}

// NetworkSites makes the Site of each site of a network in use, for a
// server.Router (Handler). Each site is read from its own tables
// (Store), has its state in its own directory under the state directory
// (SiteDir), shares the Pool and the Notifier, and is stopped with the
// Router's stop; Wait waits for all of them.
type NetworkSites struct {
	Config config.Config
	Types  *Types
	// Store returns the store of site id of net, and the source of its
	// changes (the binary log's feed for that site; nil: the site polls
	// its own tables).
	Store func(net *wp.Network, id int64, log *slog.Logger) (NetworkStore, func(metaKeys []string, now func() time.Time) wp.ChangeSource)
	// Notifier, when set, announces each site's changes.
	Notifier *Notifier
	Pool     *server.Pool
	Logger   *slog.Logger

	ctx     context.Context // the sites' lifetime, set by Start
	running sync.WaitGroup  // the sites' goroutines
}

// Start makes the sites live until ctx ends.
func (ns *NetworkSites) Start(ctx context.Context) { ns.ctx = ctx }

// Wait waits for the goroutines of every site made, or d.
func (ns *NetworkSites) Wait(d time.Duration) { waitAtMost(&ns.running, d) }

// Handler implements server.SiteHandler. A site other than the main one
// (whose Server answers the process's /healthz, /readyz and /metrics)
// is behind YoastGate: it gets its catalog once Yoast is active there.
func (ns *NetworkSites) Handler(net *wp.Network, s wp.NetworkSite) (http.Handler, func()) {
	log := ns.Logger.With("blog_id", s.ID)
	store, changes := ns.Store(net, s.ID, log)
	full := func() (http.Handler, func()) { return ns.start(store, changes, s, log) }
	if s.ID == wp.MainSiteID {
		return full()
	}
	g := YoastGate(store, full, ns.Config.DBTimeout, log)
	return g, g.Stop
}

// start starts site's Site, with the settings the types file's "sites"
// sections give it (wp.TypeOverrides.ForSite).
func (ns *NetworkSites) start(store NetworkStore, changes func([]string, func() time.Time) wp.ChangeSource, site wp.NetworkSite,
	log *slog.Logger) (http.Handler, func()) {
	id := site.ID
	settings, types := SiteSettings(ns.Config, ns.Types.Load(), site, log)
	p := Parts{
		Store:    store,
		Changes:  changes,
		Settings: settings,
		Types:    types,
		StateDir: siteStateDir(ns.Config.StateDir, id, log),
		Server:   server.Options{Pool: ns.Pool, Site: strconv.FormatInt(id, 10)},
		Logger:   log,
	}
	if ns.Notifier != nil {
		p.Published, p.Announce = ns.Notifier.announcer(p.StateDir, log)
	}
	s := Start(ns.ctx, p)
	ns.running.Go(s.wg.Wait)
	return s.Handler(), s.Stop
}

// SiteSettings are the settings and types of site of a network: cfg and
// types, with what the types file's "sites" sections set for it
// (wp.TypeOverrides.ForSite; said in the log).
func SiteSettings(cfg config.Config, types *wp.TypeOverrides, site wp.NetworkSite, log *slog.Logger) (config.Config, *wp.TypeOverrides) {
	own := types.ForSite(site.ID, site.Domain)
	if own.EntriesPerPage > 0 {
		cfg.EntriesPerPage = own.EntriesPerPage
		log.Info("entries per page set for this site by the types file", "entries_per_page", own.EntriesPerPage)
	}
	return cfg, own.Types
}

// YoastGate is the handler of a site of a network other than the main
// one: a server.Gate that asks, from the site's active_plugins alone,
// whether Yoast SEO runs there; without it, the site answers 404, reading
// that one option again at most every YoastRecheck while it is asked for
// (said once in the log), and full makes the site once Yoast is
// activated.
func YoastGate(store NetworkStore, full func() (http.Handler, func()), wait time.Duration, log *slog.Logger) *server.Gate {
	var said atomic.Bool
	yoast := func(ctx context.Context) (bool, error) {
		s, err := store.LoadPlugins(ctx)
		if err != nil {
			return false, err
		}
		on := seo.YoastActive(s)
		if !on && !said.Swap(true) {
			log.Info("Yoast SEO is not active on this site: its sitemap paths answer 404, and its active_plugins are read again when it is asked for",
				"every", YoastRecheck)
		}
		return on, nil
	}
	return server.NewGate(yoast, full, YoastRecheck, wait)
}

// Withheld reports, for a URL a site of the network queued for IndexNow,
// whether it is withheld: the network (as network returns it now) routes
// it to no site, or to one that is closed (archived, deleted, spam) or not
// public. A URL that does not parse is withheld too.
func Withheld(network func() *wp.Network) func(u string) bool {
	return func(u string) bool {
		p, err := url.Parse(u)
		if err != nil {
			return true
		}
		site, _, ok := network().Route(p.Host, p.Path)
		closed, _ := seo.SiteClosed(site)
		return !ok || closed || !site.Public
	}
}

// SiteDir is where site id of a network keeps its state under the state
// directory dir: its state file and its IndexNow ledger.
func SiteDir(dir string, id int64) string {
	return filepath.Join(dir, "sites", strconv.FormatInt(id, 10))
}

// siteStateDir is where site id keeps its state file: SiteDir, made ("" when
// there is no state directory, or it cannot be made).
func siteStateDir(dir string, id int64, log *slog.Logger) string {
	if dir == "" {
		return ""
	}
	return stateSubdir(SiteDir(dir, id), "site", log)
}

// stateSubdir makes d, a state directory of one language or site, and
// returns it; "" (said in the log) when it cannot be made.
func stateSubdir(d, of string, log *slog.Logger) string {
	if err := os.MkdirAll(d, 0o700); err != nil {
		log.Warn("no state file for this "+of, "dir", d, "err", err)
		return ""
	}
	return d
}
