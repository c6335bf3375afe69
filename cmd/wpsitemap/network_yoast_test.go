package main

import (
	"errors"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestNetworkSiteWithoutYoast runs `wpsitemap serve` on a private copy of
// the subdirectory network of testdata/multisite-subdir.sql where Yoast is
// active on blog 1 only (not network-wide): blog 2 answers 404 on its
// sitemap paths without a catalog (no refresh service, so no state
// directory of its own, while blog 1 has one); once Yoast is activated on
// blog 2 it serves its sitemaps within seconds.
func TestNetworkSiteWithoutYoast(t *testing.T) {
	name := dbtest.TempDB(t, "net_noyoast")
	dbtest.Variant(t, "wpsitemap_multisite", name,
		`UPDATE wp_sitemeta SET meta_value = 'a:0:{}' WHERE meta_key = 'active_sitewide_plugins'`,
		`UPDATE wp_options SET option_value = 'a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}' WHERE option_name = 'active_plugins'`)
	state := t.TempDir()
	base, _ := startServeStoppable(t, dbEnv(name, "WPSITEMAP_STATE_DIR", state, "WPSITEMAP_BINLOG", "off"))

	if status, _, body := netGetWith(t, http.DefaultClient, base, "example.test", "/sitemap_index.xml"); status != 200 {
		t.Fatalf("blog 1's index: %d %s", status, body)
	}
	for _, path := range []string{"/fr-site/sitemap_index.xml", "/fr-site/post-sitemap.xml", "/fr-site/sitemap_index.xml"} {
		status, h, body := netGetWith(t, http.DefaultClient, base, "example.test", path)
		if status != 404 || string(body) != "not found: Yoast SEO is not active on this site\n" || h.Get("X-Robots-Tag") != "noindex, follow" {
			t.Errorf("%s: %d %q (X-Robots-Tag %q), want Yoast's absence's 404", path, status, body, h.Get("X-Robots-Tag"))
		}
	}
	if _, err := os.Stat(state + "/sites/1"); err != nil {
		t.Errorf("blog 1 keeps no state: %v", err)
	}
	if _, err := os.Stat(state + "/sites/2"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("blog 2, without Yoast, was given a refresh service (its state directory: %v)", err)
	}

	dbtest.Exec(t, name, `UPDATE wp_2_options SET option_value = 'a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}' WHERE option_name = 'active_plugins'`)
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		status, _, body := netGetWith(t, http.DefaultClient, base, "example.test", "/fr-site/sitemap_index.xml")
		if status == 200 && strings.Contains(string(body), "<loc>http://example.test/fr-site/post-sitemap.xml</loc>") {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("blog 2 with Yoast activated still answers %d %q", status, body)
		}
	}
}
