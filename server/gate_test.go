package server_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/server"
)

// TestGate: a site without Yoast answers 404 without its handler; the
// check runs at most once per Every; once Yoast is on (or the check fails)
// the handler is made, once, and answers; Stop stops it.
func TestGate(t *testing.T) {
	var on bool
	var fail error
	var checks, made, stopped int
	newGate := func(every time.Duration) *server.Gate {
		checks, made, stopped = 0, 0, 0
		return server.NewGate(func(context.Context) (bool, error) { checks++; return on, fail },
			func() (http.Handler, func()) {
				made++
				if fail != nil {
					return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.Error(w, "down", http.StatusServiceUnavailable) }), nil
				}
				return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("site")) }), func() { stopped++ }
			}, every, time.Second)
	}
	ask := func(g *server.Gate) (int, string) {
		rec := httptest.NewRecorder()
		g.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://example.test/fr-site/sitemap_index.xml", nil))
		return rec.Code, rec.Body.String()
	}

	// Within Every of the first check, Yoast switched on is not seen.
	on = false
	g := newGate(time.Hour)
	if code, body := ask(g); code != 404 || body != "not found: Yoast SEO is not active on this site\n" {
		t.Errorf("without Yoast: %d %q", code, body)
	}
	on = true
	if code, _ := ask(g); code != 404 || checks != 1 || made != 0 {
		t.Errorf("within Every: %d, checks %d, made %d; want 404, 1, 0", code, checks, made)
	}

	// Every past (0: each request checks): made once Yoast is on, once.
	on = false
	g = newGate(0)
	ask(g)
	on = true
	if code, body := ask(g); code != 200 || body != "site" {
		t.Errorf("with Yoast: %d %q", code, body)
	}
	ask(g)
	if checks != 2 || made != 1 {
		t.Errorf("checks %d, made %d; want 2, 1", checks, made)
	}
	g.Stop()
	if stopped != 1 {
		t.Errorf("stopped %d times, want 1", stopped)
	}

	// A check that fails serves the site as usual (its answers say what
	// the database does).
	on, fail = false, errors.New("database down")
	g = newGate(time.Hour)
	if code, _ := ask(g); code != 503 || made != 1 {
		t.Errorf("check failed: %d, made %d; want 503, 1", code, made)
	}
}
