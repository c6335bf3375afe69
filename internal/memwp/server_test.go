package memwp_test

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
)

// TestServerOverMemwp: the server runs on memwp without MariaDB, and a
// site that stops answering (SetDown) gets 503 with Retry-After, then 200
// again once it is back.
func TestServerOverMemwp(t *testing.T) {
	s := loadFixtures(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	cat := refresh.New(catalog.New(s, catalog.Options{PerPage: 3, Logger: log}), refresh.Options{Logger: log})
	defer cat.Close()
	ts := httptest.NewServer(server.New(cat, s, log, server.Options{}))
	defer ts.Close()
	get := func(path string) *http.Response {
		t.Helper()
		r, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, r.Body)
		r.Body.Close()
		return r
	}
	start := time.Now()
	for _, p := range []string{"/readyz", "/sitemap_index.xml", "/post-sitemap.xml", "/post-sitemap2.xml"} {
		if r := get(p); r.StatusCode != http.StatusOK {
			t.Errorf("%s: %d, want 200", p, r.StatusCode)
		}
	}
	t.Logf("index and two pages served in %v", time.Since(start))
	s.SetDown(errors.New("connection refused"))
	if r := get("/readyz"); r.StatusCode != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" {
		t.Errorf("/readyz while down: %d (Retry-After %q), want 503 with Retry-After", r.StatusCode, r.Header.Get("Retry-After"))
	}
	// A page not rendered before needs the database: 503, not a truncated file.
	if r := get("/page-sitemap.xml"); r.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("/page-sitemap.xml while down: %d, want 503", r.StatusCode)
	}
	s.SetDown(nil)
	if r := get("/page-sitemap.xml"); r.StatusCode != http.StatusOK {
		t.Errorf("/page-sitemap.xml once back: %d", r.StatusCode)
	}
	if r := get("/readyz"); r.StatusCode != http.StatusOK {
		t.Errorf("/readyz once back: %d", r.StatusCode)
	}
}
