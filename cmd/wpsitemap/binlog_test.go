package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeFollowsTheBinlog: `serve` hands the catalog a feed of the
// binary log when the server writes one and the user may read it
// (WPSITEMAP_BINLOG=auto), whose tracker then says it follows it, and with --binlog=on refuses to start,
// in one line and exit 2, where it cannot.
func TestServeFollowsTheBinlog(t *testing.T) {
	p, err := dbtest.StartWithBinlog("wp", filepath.Join(dbtest.Root(), "testdata", "fixtures.sql"))
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	defer p.Close()
	c := p.Conn("wp")
	lookup := env("WORDPRESS_DB_HOST", c.Addr, "WORDPRESS_DB_USER", c.User, "WORDPRESS_DB_PASSWORD", c.Password,
		"WORDPRESS_DB_NAME", "wp", "WPSITEMAP_ADDR", "127.0.0.1:0")
	var buf bytes.Buffer
	lw := &lockedWriter{w: &buf} // urls.go's: the server's goroutines write
	logText := func() string { lw.mu.Lock(); defer lw.mu.Unlock(); return buf.String() }
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve"}, lookup, io.Discard, lw, ready) }()
	select {
	case <-ready:
	case code := <-done:
		t.Fatalf("serve exited with %d:\n%s", code, logText())
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not start")
	}
	// The catalog says so when its change tracker takes the feed (at the
	// first preparation, which serve starts in the background).
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(logText(), "changes are found through the binary log") && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("serve exited with %d", code)
	}
	if !strings.Contains(logText(), "changes are found through the binary log") {
		t.Errorf("the catalog did not follow the binary log:\n%s", logText())
	}

	// The shared server of the other tests writes no row-format log (or
	// its user may not read it): --binlog=on is a setup error.
	var errb bytes.Buffer
	code := run(context.Background(), []string{"serve", "--binlog=on"}, dbEnv("wpsitemap_fixtures"), io.Discard, &errb, nil)
	t.Logf("--binlog=on on the shared server: exit %d, %s", code, errb.String())
	if code != 2 || !strings.Contains(errb.String(), "wpsitemap: --binlog=on (WPSITEMAP_BINLOG): wp: binary log not usable: ") {
		t.Errorf("--binlog=on without a usable log: exit %d, want 2 and the reason; output:\n%s", code, errb.String())
	}
}

// TestServeNetworkFollowsOneBinlog: on a network with WPSITEMAP_BINLOG=on,
// `serve` follows the binary log once for the process and each site in
// use takes its changes from it (its refresh says it follows the log), so
// a post published on a subsite shows in that site's sitemap.
func TestServeNetworkFollowsOneBinlog(t *testing.T) {
	p, err := dbtest.StartWithBinlog("wpms", filepath.Join(dbtest.Root(), "testdata", "multisite-subdir.sql"))
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	defer p.Close()
	c := p.Conn("wpms")
	lookup := env("WORDPRESS_DB_HOST", c.Addr, "WORDPRESS_DB_USER", c.User, "WORDPRESS_DB_PASSWORD", c.Password,
		"WORDPRESS_DB_NAME", "wpms", "WPSITEMAP_ADDR", "127.0.0.1:0", "WPSITEMAP_BINLOG", "on")
	base, logText := startServeLogged(t, lookup)
	get := func(path string) (int, string) { return getAt(t, base, "example.test", path) }
	until := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(60 * time.Second); !ok(); time.Sleep(100 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%s, never:\n%s", what, logText())
			}
		}
	}
	until("the subsite answers", func() bool { code, _ := get("/fr-site/post-sitemap.xml"); return code == 200 })
	following := func(id string) bool {
		for _, l := range strings.Split(logText(), "\n") {
			if strings.Contains(l, "changes are found through the binary log") && strings.Contains(l, "blog_id="+id) {
				return true
			}
		}
		return false
	}
	until("site 2 follows the binary log", func() bool { return following("2") })
	if !strings.Contains(logText(), "every site's changes are found through one binary log feed") {
		t.Errorf("serve did not say it follows one feed:\n%s", logText())
	}
	if err := p.Exec("wpms", "INSERT INTO wp_2_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, post_type) "+
		"VALUES (50, 2, '2022-03-01 08:00:00', '2022-03-01 08:00:00', 'Neuf.', 'Nouveau', '', 'publish', 'nouveau', '', '', '2022-03-01 08:00:00', '2022-03-01 08:00:00', '', 0, 'http://example.test/fr-site/?p=50', 'post')"); err != nil {
		t.Fatal(err)
	}
	until("the new post shows on its site", func() bool {
		_, body := get("/fr-site/post-sitemap.xml")
		return strings.Contains(body, "<loc>http://example.test/fr-site/nouveau/</loc>")
	})
	if _, body := get("/post-sitemap.xml"); strings.Contains(body, "nouveau") {
		t.Errorf("the main site lists the subsite's post:\n%s", body)
	}
}

// TestServeLanguageHostsFollowTheBinlog: a Polylang site in subdomain
// mode with WPSITEMAP_BINLOG=on follows the binary log once for all its
// language hosts (each says so), and a French post's new slug shows at
// the French host.
func TestServeLanguageHostsFollowTheBinlog(t *testing.T) {
	p, err := dbtest.StartWithBinlog("wpp", filepath.Join(dbtest.Root(), "testdata", "conformance", "year-month", "db.sql"),
		filepath.Join(dbtest.Root(), "testdata", "polylang-directory.sql"))
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	defer p.Close()
	for _, stmt := range subdomainsOnExampleCom {
		if err := p.Exec("wpp", stmt); err != nil {
			t.Fatal(err)
		}
	}
	c := p.Conn("wpp")
	lookup := env("WORDPRESS_DB_HOST", c.Addr, "WORDPRESS_DB_USER", c.User, "WORDPRESS_DB_PASSWORD", c.Password,
		"WORDPRESS_DB_NAME", "wpp", "WPSITEMAP_ADDR", "127.0.0.1:0", "WPSITEMAP_BINLOG", "on")
	base, logText := startServeLogged(t, lookup)
	get := func(host, path string) string { _, body := getAt(t, base, host, path); return body }
	until := func(what string, ok func() bool) {
		t.Helper()
		for deadline := time.Now().Add(60 * time.Second); !ok(); time.Sleep(100 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%s, never:\n%s", what, logText())
			}
		}
	}
	until("the French host answers", func() bool {
		return strings.Contains(get("fr.example.com", "/post-sitemap.xml"), "http://fr.example.com/2023/01/bonjour-le-monde/")
	})
	for _, lang := range []string{"en", "fr", "de"} {
		until(lang+" follows the shared binary log", func() bool {
			for _, l := range strings.Split(logText(), "\n") {
				if strings.Contains(l, "changes are found through the binary log") && strings.Contains(l, "read once for every language host") &&
					strings.Contains(l, "language="+lang) {
					return true
				}
			}
			return false
		})
	}
	if err := p.Exec("wpp", "UPDATE wp_posts SET post_name = 'bonjour-binlog' WHERE ID = 101"); err != nil {
		t.Fatal(err)
	}
	until("the new slug shows at the French host", func() bool {
		return strings.Contains(get("fr.example.com", "/post-sitemap.xml"), "<loc>http://fr.example.com/2023/01/bonjour-binlog/</loc>")
	})
}
