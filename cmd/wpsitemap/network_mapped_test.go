package main

import (
	"net/http"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeDomainMapping runs `wpsitemap serve` on the network of
// testdata/multisite-domainmap.sql (the legacy domain mapping plugin's
// table): blog 2 answers on its primary domain bonjour.test at "/", with
// every URL there; its original address and its alias are sent there; the
// main site is unchanged. The URLs are the fixture's, written by hand.
func TestServeDomainMapping(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite_mapped")
	base := startServe(t, dbEnv("wpsitemap_multisite_mapped"))
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func(t *testing.T, host, path string) (int, http.Header, string) {
		t.Helper()
		status, header, body := netGetWith(t, client, base, host, path)
		return status, header, string(body)
	}
	for _, c := range []struct {
		name, host, path string
		status           int
		has, hasNot      []string
		location         string
	}{
		{name: "mapped index", host: "bonjour.test", path: "/sitemap_index.xml", status: 200,
			has:    []string{"<loc>http://bonjour.test/post-sitemap.xml</loc>", "<loc>http://bonjour.test/author-sitemap.xml</loc>", `href="//bonjour.test/main-sitemap.xsl"`},
			hasNot: []string{"example.test", "fr-site"}},
		{name: "mapped posts", host: "bonjour.test", path: "/post-sitemap.xml", status: 200,
			has:    []string{"<loc>http://bonjour.test/bonjour/</loc>", "<loc>http://bonjour.test/salut/</loc>"},
			hasNot: []string{"example.test", "hello-world"}},
		{name: "mapped authors", host: "bonjour.test", path: "/author-sitemap.xml", status: 200,
			has: []string{"<loc>http://bonjour.test/author/marie/</loc>"}},
		{name: "mapped redirect stays on the domain", host: "bonjour.test", path: "/sitemap.xml", status: 301,
			location: "http://bonjour.test/sitemap_index.xml"},
		{name: "original address sent to the primary domain", host: "example.test", path: "/fr-site/post-sitemap.xml", status: 301,
			location: "//bonjour.test/post-sitemap.xml"},
		{name: "alias sent to the primary domain", host: "fr-alias.test", path: "/sitemap_index.xml", status: 301,
			location: "//bonjour.test/sitemap_index.xml"},
		{name: "archived on its mapped domain", host: "news.test", path: "/sitemap_index.xml", status: 410,
			has: []string{"This site has been archived or suspended."}},
		{name: "a mapping of no blog", host: "gone.test", path: "/sitemap_index.xml", status: 404},
		{name: "main site unchanged", host: "example.test", path: "/post-sitemap.xml", status: 200,
			has: []string{"<loc>http://example.test/blog/2022/02/01/hello-world/</loc>"}, hasNot: []string{"bonjour"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, h, body := get(t, c.host, c.path)
			if status != c.status {
				t.Fatalf("%s%s: status %d, want %d\n%s", c.host, c.path, status, c.status, body)
			}
			for _, s := range c.has {
				if !strings.Contains(body, s) {
					t.Errorf("%s%s lacks %s:\n%s", c.host, c.path, s, body)
				}
			}
			for _, s := range c.hasNot {
				if strings.Contains(body, s) {
					t.Errorf("%s%s holds %s:\n%s", c.host, c.path, s, body)
				}
			}
			if h.Get("Location") != c.location {
				t.Errorf("%s%s: Location %q, want %q", c.host, c.path, h.Get("Location"), c.location)
			}
		})
	}
}
