package server

import (
	"html"
	"log/slog"
	"net/http"
	"sync"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// SiteHandler returns the handler of one site of a network: a Server over
// that site's snapshots, whose home path (a subdirectory site's /fr-site)
// it strips itself. The Router calls it once per site, on the site's first
// request; it must not fail (a database that is down is the handler's
// 503s, not the Router's business).
type SiteHandler func(site wp.NetworkSite) http.Handler

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
type Router struct {
	net     *wp.Network
	newSite SiteHandler
	log     *slog.Logger

	mu    sync.Mutex
	sites map[int64]http.Handler
}

// NewRouter returns a Router over net's sites.
func NewRouter(net *wp.Network, newSite SiteHandler, log *slog.Logger) *Router {
	if log == nil {
		log = slog.Default()
	}
	return &Router{net: net, newSite: newSite, log: log, sites: map[int64]http.Handler{}}
}

// ServeHTTP implements http.Handler.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var site wp.NetworkSite
	var at wp.Address
	var ok bool
	switch r.URL.Path {
	case "/healthz", "/readyz", "/metrics":
		site, ok = rt.net.Site(wp.MainSiteID)
		at = rt.net.Canonical(site)
	default:
		site, at, ok = rt.net.Route(r.Host, r.URL.Path)
	}
	if !ok {
		w.Header().Set(GeneratorHeader, Generator)
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		http.Error(w, "no site of this network answers at this host", http.StatusNotFound)
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
	if loc, moved := rt.net.MovedTo(site, at, r.URL.Path); moved {
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

// handler returns site's handler, making it on its first request.
func (rt *Router) handler(site wp.NetworkSite) http.Handler {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	h, ok := rt.sites[site.ID]
	if !ok {
		rt.log.Info("serving a site of the network", "blog_id", site.ID, "domain", site.Domain, "path", site.Path)
		h = rt.newSite(site)
		rt.sites[site.ID] = h
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
