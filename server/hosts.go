package server

import (
	"net"
	"net/http"
	"strings"
)

// Hosts serves one site whose sitemaps differ by host: Polylang's
// subdomain and domain modes, where Yoast serves one set of sitemaps per
// language host (yoast-behavior.md §15). It hands each request, unchanged,
// to the handler of its Host (compared without case, with the port, then
// without it); a request for any other host, and the process's own
// endpoints (/healthz, /readyz, /metrics), go to the default handler (the
// default language's), so that a proxy that does not pass the Host still
// gets a set of sitemaps. It knows hosts, not languages.
type Hosts struct {
	byHost map[string]http.Handler
	def    http.Handler
}

// NewHosts returns a Hosts that answers host h with byHost[h], and every
// other request with def.
func NewHosts(def http.Handler, byHost map[string]http.Handler) *Hosts {
	m := make(map[string]http.Handler, len(byHost))
	for h, handler := range byHost {
		m[strings.ToLower(h)] = handler
	}
	return &Hosts{byHost: m, def: def}
}

// ServeHTTP implements http.Handler.
func (hs *Hosts) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hs.handler(r).ServeHTTP(w, r)
}

// handler is the handler of r's host.
func (hs *Hosts) handler(r *http.Request) http.Handler {
	if processPath(r.URL.Path) {
		return hs.def
	}
	host := strings.TrimSuffix(strings.ToLower(r.Host), ".")
	if h, ok := hs.byHost[host]; ok {
		return h
	}
	if name, _, err := net.SplitHostPort(host); err == nil {
		if h, ok := hs.byHost[name]; ok {
			return h
		}
	}
	return hs.def
}
