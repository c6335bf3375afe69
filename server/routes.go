package server

import (
	"net/http"

	"github.com/gorilla/mux"
)

// routes is the one place that knows the URL layout. Paths are relative to
// the home URL's path, which stripHome removes first.
func (s *Server) routes() http.Handler {
	r := mux.NewRouter()
	r.StrictSlash(false)
	r.SkipClean(true)
	r.HandleFunc("/healthz", s.healthz).Methods(http.MethodGet, http.MethodHead)
	r.HandleFunc("/readyz", s.readyz).Methods(http.MethodGet, http.MethodHead)
	r.HandleFunc("/metrics", s.metricsHandler).Methods(http.MethodGet)
	if s.indexNowKey != "" {
		// At the host's root, whatever the home path (stripHome lets it by).
		r.HandleFunc("/"+s.indexNowKey+".txt", s.keyFile).Methods(http.MethodGet, http.MethodHead)
	}

	sitemaps := r.NewRoute().Subrouter()
	sitemaps.Use(s.robots)
	sitemaps.HandleFunc(`/sitemap_index.xml{slash:/?}`, s.handle(s.index))
	sitemaps.HandleFunc(`/sitemap.xml`, s.handle(s.toIndex))
	sitemaps.HandleFunc(`/wp-sitemap.xml`, s.handle(s.toIndex))
	sitemaps.HandleFunc(`/wp-sitemap-{kind:posts|taxonomies}-{name:\w+}-{n:[0-9]+}.xml`, s.handle(s.fromCore))
	sitemaps.HandleFunc(`/wp-sitemap-users-{n:[0-9]+}.xml`, s.handle(s.fromCore))
	sitemaps.HandleFunc(`/{xsl:main|video|news}-sitemap.xsl`, s.handle(s.stylesheet))
	sitemaps.HandleFunc(`/{type:[^/]+?}-sitemap{n:[0-9]*}.xml{slash:/?}`, s.handle(s.sitemap))
	r.NotFoundHandler = s.robots(http.HandlerFunc(s.notFound))
	r.MethodNotAllowedHandler = s.robots(http.HandlerFunc(s.notFound))
	return r
}

// vars returns the route variables.
func vars(r *http.Request) map[string]string { return mux.Vars(r) }
