package server

import (
	"net/http"

	"github.com/gorilla/mux"
)

// processPath reports whether p is one of the process's own endpoints,
// answered at the host's root whatever the site and its home path (on a
// network or with language hosts, by the main or default site).
func processPath(p string) bool { return p == "/healthz" || p == "/readyz" || p == "/metrics" }

// keyPath reports whether p is the IndexNow key file of key ("": none),
// answered at the host's root whatever the home path.
func keyPath(p, key string) bool { return key != "" && p == "/"+key+".txt" }

// routes is the one place that knows the URL layout. Paths are relative to
// the home URL's path, which stripHome removes first. at gives the Server
// that answers a request: a single site's own, or, on a network, the site's
// that the request carries (one route table for every site of a Pool: its
// compiled patterns take about 75 KB). indexNowKey, when set, is answered
// at /{key}.txt.
func routes(at func(*http.Request) *Server, indexNowKey string) http.Handler {
	on := func(m func(*Server, http.ResponseWriter, *http.Request)) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) { m(at(r), w, r) }
	}
	do := func(m func(*Server, http.ResponseWriter, *http.Request) error) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			s := at(r)
			s.handle(func(w http.ResponseWriter, r *http.Request) error { return m(s, w, r) })(w, r)
		}
	}
	r := mux.NewRouter()
	r.StrictSlash(false)
	r.SkipClean(true)
	r.HandleFunc("/healthz", on((*Server).healthz)).Methods(http.MethodGet, http.MethodHead)
	r.HandleFunc("/readyz", on((*Server).readyz)).Methods(http.MethodGet, http.MethodHead)
	r.HandleFunc("/metrics", on((*Server).metricsHandler)).Methods(http.MethodGet)
	if indexNowKey != "" {
		// At the host's root, whatever the home path (stripHome lets it by).
		r.HandleFunc("/"+indexNowKey+".txt", on((*Server).keyFile)).Methods(http.MethodGet, http.MethodHead)
	}

	sitemaps := r.NewRoute().Subrouter()
	sitemaps.Use(robots)
	sitemaps.HandleFunc(`/sitemap_index.xml{slash:/?}`, do((*Server).index))
	sitemaps.HandleFunc(`/sitemap.xml`, do((*Server).sitemapXML))
	sitemaps.HandleFunc(`/wp-sitemap.xml`, do((*Server).toIndex))
	sitemaps.HandleFunc(`/wp-sitemap-{kind:posts|taxonomies}-{name:\w+}-{n:[0-9]+}.xml`, do((*Server).fromCore))
	sitemaps.HandleFunc(`/wp-sitemap-users-{n:[0-9]+}.xml`, do((*Server).fromCore))
	sitemaps.HandleFunc(`/{xsl:main|video|news}-sitemap.xsl`, do((*Server).stylesheet))
	sitemaps.HandleFunc(`/{type:[^/]+?}-sitemap{n:[0-9]*}.xml{slash:/?}`, do((*Server).sitemap))
	r.NotFoundHandler = robots(on((*Server).notFound))
	r.MethodNotAllowedHandler = robots(on((*Server).notFound))
	return r
}

// vars returns the route variables.
func vars(r *http.Request) map[string]string { return mux.Vars(r) }
