package server

import (
	"html"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// SiteHandler returns the handler of one site of a network: a Server over
// that site's snapshots, whose home path (a subdirectory site's /fr-site)
// it strips itself, and the function that stops it (its refresh service,
// what a shared Pool keeps for it). The Router calls it once per site, on
// the site's first request, with the network as it reads it then; it must
// not fail (a database that is down is the handler's 503s, not the
// Router's business).
type SiteHandler func(net *wp.Network, site wp.NetworkSite) (h http.Handler, stop func())

// Router serves a WordPress network from one process: it picks the site
// that answers each request by Host and path as WordPress does
// (wp.Network.SiteFor) and hands the request, unchanged, to that site's
// handler, made on the site's first request, so sites nobody asks for cost
// nothing. An archived, spam or deleted site answers 410 with WordPress's
// message (seo.SiteClosed). A site with a primary mapped domain (the
// legacy domain mapping plugin) is served there only: a request for its
// original address or another mapped domain is answered 301 to the same
// path on the primary domain (wp.Network.MovedTo). The process's own
// endpoints (/healthz, /readyz, /metrics) are the main site's, whatever
// the host. A single site needs no Router: its Server is the whole
// handler.
//
// SetNetwork puts a network read again in place while requests are
// served: a site whose row changed (renamed, closed, made public or not),
// or every site when the network-wide plugins changed, has its handler
// stopped, and is made again, as it now is, on its next request.
type Router struct {
	net     atomic.Pointer[wp.Network]
	newSite SiteHandler
	log     *slog.Logger
	key     string // ServeIndexNowKey's

	mu    sync.Mutex
	sites map[int64]*routedSite
}

// routedSite is a site with a handler: the row and network it was made for.
type routedSite struct {
	h        http.Handler
	stop     func()
	row      wp.NetworkSite
	sitewide string
	last     atomic.Int64 // when it was last asked for (UnixNano)
}

// NewRouter returns a Router over net's sites.
func NewRouter(net *wp.Network, newSite SiteHandler, log *slog.Logger) *Router {
	if log == nil {
		log = slog.Default()
	}
	rt := &Router{newSite: newSite, log: log, sites: map[int64]*routedSite{}}
	rt.net.Store(net)
	return rt
}

// ServeIndexNowKey has the Router answer /{key}.txt on every host of the
// network, whichever site it routes to (IndexNow's keyLocation is at the
// root of each host the URLs are on; one key serves every site), without
// making the site. Call it before serving.
func (rt *Router) ServeIndexNowKey(key string) { rt.key = key }

// Network returns the network the Router serves now.
func (rt *Router) Network() *wp.Network { return rt.net.Load() }

// SetNetwork serves net from now on. The handlers of the sites that are
// gone, closed or changed, or of every site when the network-wide plugins
// changed, are stopped once no new request can reach them.
func (rt *Router) SetNetwork(net *wp.Network) {
	rt.mu.Lock()
	rt.net.Store(net)
	rt.mu.Unlock()
	rt.stopWhere(func(id int64, rs *routedSite) bool {
		row, ok := net.Site(id)
		switch {
		case ok && row == rs.row && net.SitewideOption == rs.sitewide:
			return false
		case !ok:
			rt.log.Info("a site left the network; it is no longer served", "blog_id", id)
		case row != rs.row:
			rt.log.Info("a site of the network changed; it is served again as it now is", "blog_id", id,
				"domain", row.Domain, "path", row.Path, "public", row.Public, "archived", row.Archived, "deleted", row.Deleted, "spam", row.Spam)
		default:
			rt.log.Info("the network's plugins changed; the site is served again", "blog_id", id)
		}
		return true
	})
}

// stopWhere forgets the sites for which stop reports true, then stops
// their handlers, outside the lock, and returns their blog_ids.
func (rt *Router) stopWhere(stop func(id int64, rs *routedSite) bool) []int64 {
	rt.mu.Lock()
	var ids []int64
	var stops []func()
	for id, rs := range rt.sites {
		if !stop(id, rs) {
			continue
		}
		ids = append(ids, id)
		delete(rt.sites, id)
		if rs.stop != nil {
			stops = append(stops, rs.stop)
		}
	}
	rt.mu.Unlock()
	for _, f := range stops {
		f()
	}
	return ids
}

// StopIdle stops the handlers of the sites nobody asked for since before
// now - idle: their refresh services stop polling (and save their state),
// what the pool keeps for them goes; a site asked for again is made again
// (from its state file when there is one). It returns their blog_ids.
func (rt *Router) StopIdle(idle time.Duration, now time.Time) []int64 {
	ids := rt.stopWhere(func(_ int64, rs *routedSite) bool {
		return now.Sub(time.Unix(0, rs.last.Load())) > idle
	})
	if len(ids) > 0 {
		rt.log.Info("stopped following the sites nobody asked for", "blog_ids", ids, "idle", idle)
	}
	return ids
}

// Stop stops every site's handler (at the end of the process).
func (rt *Router) Stop() {
	rt.stopWhere(func(int64, *routedSite) bool { return true })
}

// ServeHTTP implements http.Handler.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	net := rt.net.Load()
	var site wp.NetworkSite
	var at wp.Address
	var ok bool
	if processPath(r.URL.Path) {
		site, ok = net.Site(wp.MainSiteID)
		at = net.Canonical(site)
	} else {
		site, at, ok = net.Route(r.Host, r.URL.Path)
	}
	if !ok {
		w.Header().Set(GeneratorHeader, Generator)
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		http.Error(w, "no site of this network answers at this host", http.StatusNotFound)
		return
	}
	if keyPath(r.URL.Path, rt.key) && (r.Method == http.MethodGet || r.Method == http.MethodHead) {
		w.Header().Set(GeneratorHeader, Generator)
		writeKey(w, rt.key)
		return
	}
	if closed, msg := seo.SiteClosed(site); closed {
		// What ms_site_check's wp_die answers: a page for people, 410.
		w.Header().Set(GeneratorHeader, Generator)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		w.WriteHeader(http.StatusGone)
		if r.Method != http.MethodHead {
			_, _ = w.Write([]byte("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Site unavailable</title></head><body><p>" +
				html.EscapeString(msg) + "</p></body></html>\n"))
		}
		return
	}
	if loc, moved := net.MovedTo(site, at, r.URL.Path); moved {
		// A domain-mapped site is served at its primary domain only
		// (wp.Network.MovedTo); its other addresses are sent there.
		if r.URL.RawQuery != "" {
			loc += "?" + r.URL.RawQuery
		}
		w.Header().Set(GeneratorHeader, Generator)
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		w.Header().Set("Location", loc)
		w.WriteHeader(http.StatusMovedPermanently)
		return
	}
	rt.handler(site).ServeHTTP(w, r)
}

// handler returns site's handler, making it on its first request, or
// again when the network read since says the site changed.
func (rt *Router) handler(site wp.NetworkSite) http.Handler {
	rt.mu.Lock()
	net := rt.net.Load() // as SetNetwork left it with the sites
	if row, ok := net.Site(site.ID); ok {
		site = row
	}
	old, ok := rt.sites[site.ID]
	if ok && old.row == site && old.sitewide == net.SitewideOption {
		old.last.Store(time.Now().UnixNano())
		rt.mu.Unlock()
		return old.h
	}
	rt.log.Info("serving a site of the network", "blog_id", site.ID, "domain", site.Domain, "path", site.Path)
	h, stop := rt.newSite(net, site)
	rs := &routedSite{h: h, stop: stop, row: site, sitewide: net.SitewideOption}
	rs.last.Store(time.Now().UnixNano())
	rt.sites[site.ID] = rs
	rt.mu.Unlock()
	if ok && old.stop != nil {
		old.stop()
	}
	return h
}

// Started returns the blog_ids of the sites that have a handler, for tests
// and metrics: the sites asked for since the start.
func (rt *Router) Started() []int64 {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	out := make([]int64, 0, len(rt.sites))
	for id := range rt.sites {
		out = append(out, id)
	}
	return out
}
