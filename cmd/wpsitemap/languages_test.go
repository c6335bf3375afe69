package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// subdomainsOnExampleCom puts wpsitemap_polylang at http://example.com,
// in Polylang's subdomain mode (force_lang 2, hide_default on).
var subdomainsOnExampleCom = dbtest.PolylangSubdomains

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
		code, body := getAt(t, base, host, path)
		if code != 200 {
			t.Fatalf("%s%s: %d\n%s", host, path, code, body)
		}
		return body
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

// TestURLsExplainPolylang: `urls --explain` gives the reason of the
// objects Polylang's language filter leaves out: without a language, in
// every mode; of another language than the host's, summed up in a line
// per type, when the site serves one set per language host (urls lists
// every host's, and the French post on the French host).
func TestURLsExplainPolylang(t *testing.T) {
	hosts := dbtest.TempDB(t, "pll_urls")
	dbtest.Variant(t, "wpsitemap_polylang", hosts, subdomainsOnExampleCom...)
	for _, c := range []struct {
		db    string
		lines []string
	}{
		{"wpsitemap_polylang", []string{
			`(?m)^post\s+105\s+http://127\.0\.0\.1:8081/2023/03/sans-langue/\s+no Polylang language \(`,
			`(?m)^post_tag\s+13\s+http://127\.0\.0\.1:8081/tag/fish-chips/\s+no Polylang language \(`,
			`(?m)^post\s+101\s+\S+\s+http://127\.0\.0\.1:8081/fr/2023/01/bonjour-le-monde/$`, // listed
		}},
		{hosts, []string{
			`(?m)^post\s+105\s+http://example\.com/2023/03/sans-langue/\s+no Polylang language \(`,
			`(?m)^post\s+-\s+\(\d+ objects; --explain=all lists them\)\s+another language \(listed in the sitemaps of its language's host\)`,
			`(?m)^post\s+101\s+\S+\s+http://fr\.example\.com/2023/01/bonjour-le-monde/$`, // listed
			`(?m)^post\s+1\s+\S+\s+http://example\.com/2022/01/hello-world/$`,            // listed
		}},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), []string{"urls", "--explain"}, dbEnv(c.db), &out, &errb, nil); code != 0 {
			t.Fatalf("urls --explain on %s: exit %d: %s", c.db, code, errb.String())
		}
		for _, l := range c.lines {
			if !regexp.MustCompile(l).MatchString(out.String()) {
				t.Errorf("urls --explain on %s: no line matches %s", c.db, l)
			}
		}
	}
}

// TestServeLanguageHostsShared: in domain mode a language without a domain
// of its own stays on the home's host, which the default language's set
// keeps answering (check warns of it).
func TestServeLanguageHostsShared(t *testing.T) {
	name := dbtest.TempDB(t, "pll_domains")
	dbtest.Variant(t, "wpsitemap_polylang", name, subdomainsOnExampleCom[0], strings.Replace(strings.Replace(subdomainsOnExampleCom[1],
		`s:10:"force_lang";i:2;`, `s:10:"force_lang";i:3;`, 1), `s:7:"domains";a:0:{}`,
		`s:7:"domains";a:2:{s:2:"en";s:18:"http://example.com";s:2:"fr";s:17:"http://example.fr";}`, 1))
	base := startServe(t, dbEnv(name))
	for _, c := range []struct{ host, has, hasNot string }{
		{"example.com", "<loc>http://example.com/2022/01/hello-world/</loc>", "hallo-welt"},
		{"example.fr", "<loc>http://example.fr/2023/01/bonjour-le-monde/</loc>", "hello-world"},
	} {
		req, err := http.NewRequest("GET", base+"/post-sitemap.xml", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if body := string(b); resp.StatusCode != 200 || !strings.Contains(body, c.has) || strings.Contains(body, c.hasNot) {
			t.Errorf("%s/post-sitemap.xml: %d, want %s and not %s:\n%s", c.host, resp.StatusCode, c.has, c.hasNot, body)
		}
	}
}
