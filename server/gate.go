package server

import (
	"context"
	"net/http"
	"sync"
	"time"
)

// Gate serves a site of a network that may not run Yoast SEO: while its
// Yoast check reports false it answers every request 404, as a site
// without Yoast (the web server hands the 404 to WordPress), without a
// catalog; the check is asked at most once per Every, on a request. Once
// it reports true (Yoast activated on the site), or fails (the site is
// then served as usual, whose answers say what the database does), the
// site's handler is made and answers every request from then on. So a
// site without Yoast costs a read of one option every few seconds while
// it is asked for, and nothing while it is not.
type Gate struct {
	yoast func(context.Context) (bool, error)
	make  func() (http.Handler, func())
	every time.Duration
	wait  time.Duration

	mu      sync.Mutex
	h       http.Handler
	stop    func()
	stopped bool
	last    time.Time // when the check last ran
}

// NewGate returns a Gate: yoast checks the site's plugins (within wait),
// make makes its handler and the function that stops it. The first
// request checks.
func NewGate(yoast func(context.Context) (bool, error), make func() (http.Handler, func()), every, wait time.Duration) *Gate {
	return &Gate{yoast: yoast, make: make, every: every, wait: wait}
}

// ServeHTTP implements http.Handler.
func (g *Gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if h := g.handler(r.Context()); h != nil {
		h.ServeHTTP(w, r)
		return
	}
	NoYoast(w)
}

// NoYoast answers as a site of a network where Yoast SEO is not active
// does (Gate, while its check reports false): 404, for WordPress to
// answer. A fleet's follower answers so for a site its holder found
// without Yoast (package replica).
func NoYoast(w http.ResponseWriter) {
	w.Header().Set(GeneratorHeader, Generator)
	writeNoYoast(w)
}

// writeNoYoast is the answer of every sitemap path of a network's site
// where Yoast is not active: a 404, which the web server hands to
// WordPress, which answers as it does without Yoast (core's sitemaps).
func writeNoYoast(w http.ResponseWriter) {
	w.Header().Set("X-Robots-Tag", "noindex, follow")
	writePlain(w, http.StatusNotFound, "not found: Yoast SEO is not active on this site")
}

// handler returns the site's handler, made once the check says Yoast is
// active; nil while it is not. One request checks at a time.
func (g *Gate) handler(ctx context.Context) http.Handler {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.h != nil || g.stopped || (!g.last.IsZero() && time.Since(g.last) < g.every) {
		return g.h
	}
	g.last = time.Now()
	cctx, cancel := context.WithTimeout(ctx, g.wait)
	on, err := g.yoast(cctx)
	cancel()
	if err != nil && ctx.Err() != nil {
		g.last = time.Time{} // the request went away: the next one checks
		return nil
	}
	if on || err != nil {
		g.h, g.stop = g.make()
	}
	return g.h
}

// Stop stops the site's handler, if it was made.
func (g *Gate) Stop() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.stopped = true
	if g.stop != nil {
		g.stop()
	}
}
