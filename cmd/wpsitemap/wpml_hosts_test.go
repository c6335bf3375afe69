package main

import (
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// wpmlDomainMode switches wpsitemap_wpml (testdata/wpml.sql) to WPML's
// domain mode (language_negotiation_type 2): French at fr.example.test,
// German at de.example.test:8081, English (the default) at the home's
// host, Spanish hidden (at es.example.test).
const wpmlDomainMode = `UPDATE wp_options SET option_value = '` + `a:8:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:2;s:4:"urls";a:3:{s:30:"dir` +
	`ectory_for_default_language";i:0;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_doma` +
	`ins";a:3:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";s:2:"es";s:15:"es.example.test";}s:16:"hidden_languag` +
	`es";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"tax` +
	`onomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;}` + `' WHERE option_name = 'icl_sitepress_settings'`

// TestServeWPMLDomains: `serve` on a WPML site in domain mode answers each
// language domain with its own set of sitemaps, as WPML does: the index's
// links and the entries on that domain, that language's objects only, the
// authors on every domain; the default language's at the home's host and
// for any other host, also the hidden language's domain. hreflang (on by default with WPML) links across the
// domains, both ways.
func TestServeWPMLDomains(t *testing.T) {
	name := dbtest.TempDB(t, "wpml_domains")
	dbtest.Variant(t, "wpsitemap_wpml", name, wpmlDomainMode)
	base := startServe(t, dbEnv(name))
	get := func(host, path string) string {
		t.Helper()
		code, body := getAt(t, base, host, path)
		if code != 200 {
			t.Fatalf("%s%s: %d\n%s", host, path, code, body)
		}
		return body
	}
	alt := func(lang, href string) string {
		return `<xhtml:link rel="alternate" hreflang="` + lang + `" href="` + href + `"/>`
	}
	for _, c := range []struct {
		host, path  string
		has, hasNot []string
	}{
		{"fr.example.test", "/sitemap_index.xml", []string{"<loc>http://fr.example.test/post-sitemap.xml</loc>",
			"<loc>http://fr.example.test/page-sitemap.xml</loc>"}, []string{"<loc>http://127.0.0.1:8081/"}},
		{"fr.example.test", "/post-sitemap.xml", []string{"<loc>http://fr.example.test/2023/01/bonjour-le-monde/</loc>",
			alt("en-us", "http://127.0.0.1:8081/2022/01/hello-world/"), alt("de-de", "http://de.example.test:8081/2023/02/hallo-welt/")},
			[]string{"<loc>http://127.0.0.1:8081/", "<loc>http://de.example.test:8081/", "hola-mundo"}},
		{"fr.example.test", "/page-sitemap.xml", []string{"<loc>http://fr.example.test/</loc>", "<loc>http://fr.example.test/a-propos/</loc>",
			alt("en-us", "http://127.0.0.1:8081/about/")}, []string{"<loc>http://127.0.0.1:8081/"}},
		{"127.0.0.1:8081", "/post-sitemap.xml", []string{"<loc>http://127.0.0.1:8081/2022/01/hello-world/</loc>",
			"<loc>http://127.0.0.1:8081/2023/03/sans-langue/</loc>", alt("fr-fr", "http://fr.example.test/2023/01/bonjour-le-monde/")},
			[]string{"<loc>http://fr.example.test/", "<loc>http://de.example.test:8081/"}},
		{"de.example.test:8081", "/author-sitemap.xml", []string{"<loc>http://de.example.test:8081/author/alice/</loc>"}, nil},
		{"localhost", "/sitemap_index.xml", []string{"<loc>http://127.0.0.1:8081/post-sitemap.xml</loc>"}, []string{"example.test"}},
		{"es.example.test", "/post-sitemap.xml", []string{"<loc>http://127.0.0.1:8081/2022/01/hello-world/</loc>"},
			[]string{"hola-mundo", "es.example.test"}},
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
