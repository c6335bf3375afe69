package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// TestHreflangServed: on wpsitemap_wpml the post sitemap the server
// answers declares xmlns:xhtml and carries post 1's alternates after its
// lastmod (written by hand), and validates; with hreflang off it has
// neither.
func TestHreflangServed(t *testing.T) {
	db := sitetest.Memory(t, "wpsitemap_wpml").Store().(store)
	serve := func(mode string) *httptest.Server {
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 1000, Logger: log, Hreflang: mode}), refresh.Options{Logger: log})
		ts := httptest.NewServer(New(cat, db, log, Options{CacheBytes: DefaultCacheBytes}))
		t.Cleanup(ts.Close)
		return ts
	}
	resp, body := get(t, serve("auto"), http.MethodGet, "/post-sitemap.xml", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("post-sitemap.xml: %d %s", resp.StatusCode, body)
	}
	for _, want := range []string{
		` xmlns:xhtml="http://www.w3.org/1999/xhtml" `,
		"\t\t<loc>http://127.0.0.1:8081/2022/01/hello-world/</loc>\n\t\t<lastmod>",
		"\t\t<xhtml:link rel=\"alternate\" hreflang=\"de-de\" href=\"http://127.0.0.1:8081/de/2023/02/hallo-welt/\"/>\n" +
			"\t\t<xhtml:link rel=\"alternate\" hreflang=\"en-us\" href=\"http://127.0.0.1:8081/2022/01/hello-world/\"/>\n" +
			"\t\t<xhtml:link rel=\"alternate\" hreflang=\"fr-fr\" href=\"http://127.0.0.1:8081/fr/2023/01/bonjour-le-monde/\"/>\n" +
			"\t\t<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"http://127.0.0.1:8081/2022/01/hello-world/\"/>\n",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("post-sitemap.xml lacks %q", want)
		}
	}
	xsdtest.Check(t, map[string][]byte{"post-sitemap.xml": []byte(body)})

	_, off := get(t, serve("off"), http.MethodGet, "/post-sitemap.xml", nil)
	if strings.Contains(off, "xhtml") {
		t.Errorf("with hreflang off the post sitemap speaks of xhtml:\n%.400s", off)
	}
}
