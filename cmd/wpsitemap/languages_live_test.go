package main

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeLanguageHostsFollowed: a Polylang site in subdomain mode,
// served with IndexNow on, follows its languages while it runs: a French
// post's new slug is submitted at the French host; a language added gets
// its host's sitemaps without a restart; the site switched to directories
// is served as one set, and switched back, one set per host again; the
// key file answers on every language host.
func TestServeLanguageHostsFollowed(t *testing.T) {
	name := dbtest.TempDB(t, "pll_live")
	dbtest.Variant(t, "wpsitemap_polylang", name, subdomainsOnExampleCom...)
	eng := &engine{}
	srv := httptest.NewServer(eng)
	defer srv.Close()
	state := t.TempDir()
	base := startServe(t, dbEnv(name, "WPSITEMAP_STATE_DIR", state, "WPSITEMAP_INDEXNOW", "on", "WPSITEMAP_BINLOG", "off",
		"WPSITEMAP_INDEXNOW_ENDPOINT", srv.URL, "WPSITEMAP_INDEXNOW_KEY", "lang-key-123"))
	get := func(host, path string) (int, string) { t.Helper(); return getAt(t, base, host, path) }
	// waitFor waits until host's path answers 200 with want in it.
	waitFor := func(step, host, path, want string) {
		t.Helper()
		var code int
		var body string
		for end := time.Now().Add(40 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if code, body = get(host, path); code == 200 && strings.Contains(body, want) {
				return
			}
		}
		t.Fatalf("%s: %s%s never had %s; last %d:\n%s", step, host, path, want, code, body)
	}
	waitFor("start", "fr.example.com", "/post-sitemap.xml", "<loc>http://fr.example.com/2023/01/bonjour-le-monde/</loc>")
	for _, host := range []string{"example.com", "fr.example.com", "de.example.com"} {
		if code, body := get(host, "/lang-key-123.txt"); code != 200 || body != "lang-key-123" {
			t.Errorf("key file at %s: %d %q", host, code, body)
		}
	}
	// Each language's first snapshot is recorded in its own ledger, not
	// announced.
	for _, lang := range []string{"en", "fr", "de"} {
		waitFile(t, filepath.Join(state, "languages", lang, "indexnow-ledger", "manifest.json"))
	}

	dbtest.Exec(t, name, `UPDATE wp_posts SET post_name = 'bonjour-encore', post_modified = '2024-06-01 12:00:00',
		post_modified_gmt = '2024-06-01 10:00:00' WHERE ID = 101`)
	waitURL(t, eng, "http://fr.example.com/2023/01/bonjour-encore/")
	waitFor("slug", "fr.example.com", "/post-sitemap.xml", "<loc>http://fr.example.com/2023/01/bonjour-encore/</loc>")

	// Spanish: until now es.example.com is answered by the default set.
	if _, body := get("es.example.com", "/sitemap_index.xml"); !strings.Contains(body, "<loc>http://example.com/post-sitemap.xml</loc>") {
		t.Fatalf("es.example.com before Spanish is added:\n%s", body)
	}
	dbtest.Exec(t, name,
		`INSERT INTO wp_terms (term_id, name, slug, term_group) VALUES (90, 'Español', 'es', 3), (91, 'Español', 'pll_es', 0)`,
		`INSERT INTO wp_term_taxonomy (term_taxonomy_id, term_id, taxonomy, description, parent, count) VALUES
			(90, 90, 'language', 'a:3:{s:6:"locale";s:5:"es_ES";s:3:"rtl";i:0;s:9:"flag_code";s:2:"es";}', 0, 0),
			(91, 91, 'term_language', '', 0, 0)`)
	waitFor("Spanish added", "es.example.com", "/sitemap_index.xml", "<loc>http://es.example.com/")
	waitFile(t, filepath.Join(state, "languages", "es", "indexnow-ledger", "manifest.json"))

	// Directories: one set, whatever the host.
	dbtest.Exec(t, name, `UPDATE wp_options SET option_value = REPLACE(option_value, 's:10:"force_lang";i:2;', 's:10:"force_lang";i:1;')
		WHERE option_name = 'polylang'`)
	waitFor("directories", "fr.example.com", "/post-sitemap.xml", "<loc>http://example.com/fr/2023/01/bonjour-encore/</loc>")
	if _, body := get("example.com", "/post-sitemap.xml"); !strings.Contains(body, "<loc>http://example.com/2022/01/hello-world/</loc>") {
		t.Errorf("one set after the switch lacks the English post:\n%s", body)
	}
	// And back.
	dbtest.Exec(t, name, `UPDATE wp_options SET option_value = REPLACE(option_value, 's:10:"force_lang";i:1;', 's:10:"force_lang";i:2;')
		WHERE option_name = 'polylang'`)
	waitFor("subdomains again", "fr.example.com", "/post-sitemap.xml", "<loc>http://fr.example.com/2023/01/bonjour-encore/</loc>")
	if _, body := get("example.com", "/post-sitemap.xml"); strings.Contains(body, "bonjour") {
		t.Errorf("the default host lists French posts again:\n%s", body)
	}
	// The French host's state was saved when it stopped at the switch to
	// directories.
	if _, err := os.Stat(filepath.Join(state, "languages", "fr", "wpsitemap-state.gob")); err != nil {
		t.Errorf("French state file: %v", err)
	}
}
