package server

import (
	"net"
	"net/http"
	"strings"
	"sync/atomic"
)

// Hosts serves one site whose sitemaps differ by host: Polylang's
// subdomain and domain modes, where Yoast serves one set of sitemaps per
// language host (yoast-behavior.md §15). It hands each request, unchanged,
// to the handler of its Host (compared without case, with the port, then
// without it); a request for any other host, and the process's own
// endpoints (/healthz, /readyz, /metrics), go to the default handler (the
// default language's), so that a proxy that does not pass the Host still
// gets a set of sitemaps. It knows hosts, not languages. Set replaces
// the hosts while requests are served (a language added or moved).
type Hosts struct {
	cur atomic.Pointer[hostTable]
}

// hostTable is what a Hosts answers with.
type hostTable struct {
	byHost map[string]http.Handler
	def    http.Handler
}

// NewHosts returns a Hosts that answers host h with byHost[h], and every
// other request with def.
func NewHosts(def http.Handler, byHost map[string]http.Handler) *Hosts {
	hs := &Hosts{}
	hs.Set(def, byHost)
	return hs
}

// Set answers host h with byHost[h], and every other request with def,
// from the next request on.
func (hs *Hosts) Set(def http.Handler, byHost map[string]http.Handler) {
	m := make(map[string]http.Handler, len(byHost))
	for h, handler := range byHost {
		m[strings.ToLower(h)] = handler
	}
	hs.cur.Store(&hostTable{byHost: m, def: def})
}

// ServeHTTP implements http.Handler.
func (hs *Hosts) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hs.handler(r).ServeHTTP(w, r)
}

// handler is the handler of r's host.
func (hs *Hosts) handler(r *http.Request) http.Handler {
	t := hs.cur.Load()
	if processPath(r.URL.Path) {
		return t.def
	}
	host := strings.TrimSuffix(strings.ToLower(r.Host), ".")
	if h, ok := t.byHost[host]; ok {
		return h
	}
	if name, _, err := net.SplitHostPort(host); err == nil {
		if h, ok := t.byHost[name]; ok {
			return h
		}
	}
	return t.def
}
