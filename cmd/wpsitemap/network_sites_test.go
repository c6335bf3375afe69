package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestNetworkPerSiteSettings: the types file's "sites" section for blog 2
// sets that site's entries per page and makes a post type public there
// only, as that site's own PHP would; the main site keeps the process's
// entries per page and the global entry, which leaves the type out.
func TestNetworkPerSiteSettings(t *testing.T) {
	types := filepath.Join(t.TempDir(), "types.json")
	if err := os.WriteFile(types, []byte(`{"post_types": [{"name": "book", "public": false}],
		"sites": [{"blog_id": 2, "entries_per_page": 1, "post_types": [{"name": "book", "public": true}]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	name := dbtest.TempDB(t, "multisite_persite")
	insertBook := func(table string, id int, slug string) string {
		return "INSERT INTO " + table + " (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, post_type) " +
			"VALUES (" + strconv.Itoa(id) + ", 1, '2022-03-01 08:00:00', '2022-03-01 08:00:00', 'Un livre.', 'Livre', '', 'publish', '" + slug + "', '', '', '2022-03-01 08:00:00', '2022-03-01 08:00:00', '', 0, '', 'book')"
	}
	dbtest.Variant(t, "wpsitemap_multisite", name, insertBook("wp_2_posts", 20, "livre"), insertBook("wp_posts", 90, "book-main"))
	base := startServe(t, dbEnv(name, "WPSITEMAP_CONFIG", types))

	status, body := netGet(t, base, "example.test", "/fr-site/sitemap_index.xml")
	for _, want := range []string{"<loc>http://example.test/fr-site/post-sitemap.xml</loc>", "<loc>http://example.test/fr-site/post-sitemap2.xml</loc>",
		"<loc>http://example.test/fr-site/book-sitemap.xml</loc>"} {
		if status != 200 || !strings.Contains(string(body), want) {
			t.Errorf("blog 2's index: %d, lacks %s\n%s", status, want, body)
		}
	}
	if status, body := netGet(t, base, "example.test", "/fr-site/post-sitemap.xml"); status != 200 || strings.Count(string(body), "<url>") != 1 {
		t.Errorf("blog 2's post sitemap: %d, want one entry a page\n%s", status, body)
	}
	if status, body := netGet(t, base, "example.test", "/fr-site/book-sitemap.xml"); status != 200 || !strings.Contains(string(body), "/fr-site/") {
		t.Errorf("blog 2's book sitemap: %d\n%s", status, body)
	}
	status, body = netGet(t, base, "example.test", "/sitemap_index.xml")
	if status != 200 || !strings.Contains(string(body), "<loc>http://example.test/post-sitemap.xml</loc>") ||
		strings.Contains(string(body), "post-sitemap2.xml") || strings.Contains(string(body), "book-sitemap.xml") {
		t.Errorf("main site's index: %d, want one post page and no book sitemap\n%s", status, body)
	}
}

// TestBadSiteSection: a misconfigured "sites" section stops the start with
// one line naming it and exit status 2, before any database is opened, as
// the rest of the types file does.
func TestBadSiteSection(t *testing.T) {
	types := filepath.Join(t.TempDir(), "types.json")
	if err := os.WriteFile(types, []byte(`{"sites": [{"blog_id": 2, "domain": "shop.example.com"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var errb strings.Builder
	code := run(context.Background(), []string{"serve"}, env("WPSITEMAP_CONFIG", types, "WORDPRESS_DB_HOST", "127.0.0.1:1"), io.Discard, &errb, nil)
	if code != 2 || strings.Count(errb.String(), "\n") != 1 || !strings.Contains(errb.String(), "sites[0]: names both blog_id 2 and domain") {
		t.Errorf("exit %d, stderr %q; want 2 and one line naming sites[0]", code, errb.String())
	}
}

// TestNetworkSiteSectionByDomain: on a subdomain network a "sites" section
// names its site by the domain {prefix}blogs stores, in any case; the
// other site keeps the process's entries per page.
func TestNetworkSiteSectionByDomain(t *testing.T) {
	types := filepath.Join(t.TempDir(), "types.json")
	if err := os.WriteFile(types, []byte(`{"sites": [{"domain": "FR.example.test", "entries_per_page": 1}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	name := dbtest.TempDB(t, "multisite_bydomain")
	dbtest.Variant(t, "wpsitemap_multisite", name,
		"UPDATE wp_blogs SET domain = 'fr.example.test', path = '/' WHERE blog_id = 2",
		"UPDATE wp_2_options SET option_value = 'http://fr.example.test' WHERE option_name IN ('home', 'siteurl')")
	base := startServe(t, dbEnv(name, "WPSITEMAP_CONFIG", types))
	if status, body := netGet(t, base, "fr.example.test", "/sitemap_index.xml"); status != 200 ||
		!strings.Contains(string(body), "<loc>http://fr.example.test/post-sitemap2.xml</loc>") {
		t.Errorf("fr.example.test's index: %d, want a second post page at one entry a page\n%s", status, body)
	}
	if status, body := netGet(t, base, "example.test", "/sitemap_index.xml"); status != 200 ||
		!strings.Contains(string(body), "<loc>http://example.test/post-sitemap.xml</loc>") || strings.Contains(string(body), "post-sitemap2.xml") {
		t.Errorf("example.test's index: %d, want one post page\n%s", status, body)
	}
}
