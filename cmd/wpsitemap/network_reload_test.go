package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestNetworkReloadsTypes: on a network, SIGHUP reads the types file
// (WPSITEMAP_CONFIG) again and every site in use lists its sitemaps with the
// new types: a custom type the file makes public is added to blog 2's
// index, which did not list it while the file said it was not public, with
// its one post at its query-var link (no rewrite rule names book).
func TestNetworkReloadsTypes(t *testing.T) {
	types, publish := bookTypesFile(t)
	name := dbtest.TempDB(t, "multisite_reload")
	dbtest.Variant(t, "wpsitemap_multisite", name, bookRow("wp_2_posts", 20, 2))
	base := startServe(t, dbEnv(name, "WPSITEMAP_CONFIG", types))
	const index = "/fr-site/sitemap_index.xml"
	status, body := netGet(t, base, "example.test", index)
	if status != 200 || strings.Contains(string(body), "book-sitemap.xml") || !strings.Contains(string(body), "page-sitemap.xml") {
		t.Fatalf("%s before SIGHUP: %d, want 200 listing page-sitemap.xml, not book-sitemap.xml\n%s", index, status, body)
	}
	publish()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
		status, body = netGet(t, base, "example.test", index)
		if status == 200 && strings.Contains(string(body), "<loc>http://example.test/fr-site/book-sitemap.xml</loc>") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s a minute after SIGHUP with book public: %d\n%s", index, status, body)
		}
	}
	if status, body := netGet(t, base, "example.test", "/fr-site/book-sitemap.xml"); status != 200 ||
		!strings.Contains(string(body), "<loc>http://example.test/fr-site/?book=livre</loc>") {
		t.Errorf("/fr-site/book-sitemap.xml after SIGHUP: %d\n%s", status, body)
	}
}

// bookTypesFile writes a types file (WPSITEMAP_CONFIG) that makes the
// custom type book not public, and returns it with publish, which makes
// book public in it and sends SIGHUP to this process, whose serve
// commands then read the file again.
func bookTypesFile(t *testing.T) (path string, publish func()) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "types.json")
	write := func(public bool) {
		if err := os.WriteFile(path, fmt.Appendf(nil, `{"post_types": [{"name": "book", "public": %t}]}`, public), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(false)
	return path, func() {
		write(true)
		if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
			t.Fatal(err)
		}
	}
}

// bookRow inserts into table (a site's posts table) a published book, post
// id by author, with the slug livre.
func bookRow(table string, id, author int) string {
	return fmt.Sprintf("INSERT INTO %s (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, post_type) "+
		"VALUES (%d, %d, '2022-03-01 08:00:00', '2022-03-01 08:00:00', 'Un livre.', 'Livre', '', 'publish', 'livre', '', '', '2022-03-01 08:00:00', '2022-03-01 08:00:00', '', 0, '', 'book')", table, id, author)
}
