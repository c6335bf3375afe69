package main

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// subdomainsOnExampleCom puts wpsitemap_polylang at http://example.com,
// in Polylang's subdomain mode (force_lang 2, hide_default on).
var subdomainsOnExampleCom = []string{
	"UPDATE wp_options SET option_value = 'http://example.com' WHERE option_name IN ('home', 'siteurl')",
	`UPDATE wp_options SET option_value = 'a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:1;` +
		`s:10:"force_lang";i:2;s:13:"redirect_lang";i:0;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}` +
		`s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";a:0:{}s:7:"version";s:5:"3.4.6";` +
		`s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}' WHERE option_name = 'polylang'`,
}

// TestServeLanguageHosts: `serve` on a Polylang site in subdomain mode
// answers each language host with its own set of sitemaps (yoast-behavior.md
// §15 "Subdomain mode"): the index's links and the entries on that host,
// that language's posts only; another host gets the default language's.
func TestServeLanguageHosts(t *testing.T) {
	name := dbtest.TempDB(t, "pll_hosts")
	dbtest.Variant(t, "wpsitemap_polylang", name, subdomainsOnExampleCom...)
	base := startServe(t, dbEnv(name))
	get := func(host, path string) string {
		t.Helper()
		req, err := http.NewRequest("GET", base+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("%s%s: %d\n%s", host, path, resp.StatusCode, b)
		}
		return string(b)
	}
	for _, c := range []struct {
		host, path  string
		has, hasNot []string
	}{
		{"fr.example.com", "/sitemap_index.xml", []string{"<loc>http://fr.example.com/post-sitemap.xml</loc>",
			"<loc>http://fr.example.com/page-sitemap.xml</loc>"}, []string{"<loc>http://example.com/"}},
		{"fr.example.com", "/post-sitemap.xml", []string{"<loc>http://fr.example.com/2023/01/bonjour-le-monde/</loc>"},
			[]string{"hello-world", "hallo-welt", "sans-langue"}},
		{"de.example.com:8080", "/post-sitemap.xml", []string{"<loc>http://de.example.com/2023/02/hallo-welt/</loc>"},
			[]string{"hello-world", "bonjour-le-monde"}},
		{"example.com", "/post-sitemap.xml", []string{"<loc>http://example.com/2022/01/hello-world/</loc>"},
			[]string{"bonjour-le-monde", "hallo-welt"}},
		{"fr.example.com", "/author-sitemap.xml", []string{"<loc>http://fr.example.com/author/alice/</loc>"}, nil},
		{"localhost", "/sitemap_index.xml", []string{"<loc>http://example.com/post-sitemap.xml</loc>"}, []string{"fr.example.com"}},
	} {
		body := get(c.host, c.path)
		for _, s := range c.has {
			if !strings.Contains(body, s) {
				t.Errorf("%s%s lacks %s", c.host, c.path, s)
			}
		}
		for _, s := range c.hasNot {
			if strings.Contains(body, s) {
				t.Errorf("%s%s has %s", c.host, c.path, s)
			}
		}
	}
}
