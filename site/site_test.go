package site

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

// testConfig is what the tests serve with: no state, no notification.
func testConfig() config.Config {
	return config.Config{EntriesPerPage: 1000, DBTimeout: 30 * time.Second, Cache: true}
}

// load is the in-memory site of the dump at path, with fixes applied.
func load(t *testing.T, path string, fixes ...string) *memwp.Site {
	t.Helper()
	s, err := memwp.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	applyAll(t, s, fixes...)
	return s
}

// polylang is the in-memory wpsitemap_polylang (scripts/setup-db.sh): the
// year-month site with testdata/polylang-directory.sql, then fixes.
func polylang(t *testing.T, fixes ...string) *memwp.Site {
	t.Helper()
	s := load(t, "../testdata/conformance/year-month/db.sql")
	b, err := os.ReadFile("../testdata/polylang-directory.sql")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.LoadMore(bytes.NewReader(b)); err != nil {
		t.Fatal(err)
	}
	applyAll(t, s, fixes...)
	return s
}

func applyAll(t *testing.T, s *memwp.Site, fixes ...string) {
	t.Helper()
	for _, f := range fixes {
		if err := s.Exec(f); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
}

// get asks h for u.
func get(h http.Handler, u string) (int, string) {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, u, nil))
	return rec.Code, rec.Body.String()
}

// TestStartStop: a Site started from an in-memory site serves its index,
// and Stop ends every goroutine it started.
func TestStartStop(t *testing.T) {
	store := load(t, "../testdata/fixtures.sql")
	s := Start(t.Context(), Parts{Store: store, Settings: testConfig(), Prepare: true, Logger: discard})
	code, body := get(s.Handler(), "http://127.0.0.1:8081/sitemap_index.xml")
	if code != http.StatusOK || !strings.Contains(body, "post-sitemap.xml") {
		t.Errorf("index: %d %.200q", code, body)
	}
	s.Stop()
	done := make(chan struct{})
	go func() { s.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the Site's goroutines still run after Stop")
	}
}

// TestNetworkSitesYoastGate: on a network, the main site is served at
// once; another site without Yoast SEO active answers 404 without its
// sitemaps being prepared, and is served once Yoast is activated there.
func TestNetworkSitesYoastGate(t *testing.T) {
	stores := map[int64]*memwp.Site{
		1: load(t, "../testdata/fixtures.sql", "UPDATE wp_options SET option_value = 'http://example.test' WHERE option_name IN ('home', 'siteurl')"),
		2: load(t, "../testdata/fixtures.sql", "UPDATE wp_options SET option_value = 'http://example.test/two' WHERE option_name IN ('home', 'siteurl')",
			"UPDATE wp_options SET option_value = 'a:0:{}' WHERE option_name = 'active_plugins'"),
	}
	net := &wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/two/", Public: true},
	}}
	ns := &NetworkSites{Config: testConfig(), Types: NewTypes(nil), Logger: discard, Pool: server.NewPool(server.PoolOptions{}),
		Store: func(_ *wp.Network, id int64, _ *slog.Logger) (NetworkStore, func([]string, func() time.Time) wp.ChangeSource) {
			return stores[id], nil
		}}
	ctx, cancel := context.WithCancel(t.Context())
	ns.Start(ctx)
	router := server.NewRouter(net, ns.Handler, discard)
	t.Cleanup(func() { cancel(); router.Stop(); ns.Wait(20 * time.Second) })

	if code, body := get(router, "http://example.test/sitemap_index.xml"); code != http.StatusOK || !strings.Contains(body, "<sitemapindex") {
		t.Errorf("the main site's index: %d %.200q", code, body)
	}
	if code, body := get(router, "http://example.test/two/sitemap_index.xml"); code != http.StatusNotFound || !strings.Contains(body, "Yoast SEO is not active") {
		t.Errorf("site 2 without Yoast: %d %.200q, want 404", code, body)
	}
	if n := stores[2].RowsRead(); n > 1 {
		t.Errorf("site 2 without Yoast: %d rows read, want its active_plugins alone", n)
	}
	if err := stores[2].SetOption("active_plugins", `a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}`); err != nil {
		t.Fatal(err)
	}
	// The gate reads active_plugins again at most every YoastRecheck.
	deadline := time.Now().Add(YoastRecheck + 20*time.Second)
	for {
		code, body := get(router, "http://example.test/two/sitemap_index.xml")
		if code == http.StatusOK && strings.Contains(body, "<sitemapindex") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("site 2 after Yoast was activated: %d %.200q, want its index", code, body)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestWithheld: what a network's site queued for IndexNow is withheld once
// the site is closed or not public, or the network no longer routes it.
func TestWithheld(t *testing.T) {
	net := &wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/news/", Public: true, Archived: true},
		{ID: 3, Domain: "example.test", Path: "/quiet/"},
		{ID: 4, Domain: "shop.test", Path: "/", Public: true},
		{ID: 5, Domain: "gone.test", Path: "/", Public: true, Deleted: true},
		{ID: 6, Domain: "spam.test", Path: "/", Public: true, Spam: true},
	}}
	withheld := Withheld(func() *wp.Network { return net })
	for u, want := range map[string]bool{
		"http://example.test/a-post/":      false,
		"http://shop.test/product/":        false,
		"http://example.test/news/a-post/": true,
		"http://example.test/quiet/":       true,
		"http://gone.test/":                true,
		"http://spam.test/x/":              true,
		"http://elsewhere.test/":           true,
		"http://example.test/%zz":          true,
	} {
		if got := withheld(u); got != want {
			t.Errorf("withheld(%q) = %v, want %v", u, got, want)
		}
	}
}
