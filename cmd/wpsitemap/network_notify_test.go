package main

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestIndexNowNetworkEndToEnd runs `wpsitemap serve` with IndexNow on a
// private copy of the subdirectory network of testdata/multisite-subdir.sql
// in which blog 2 is moved to a host of its own (fr.example.test), polling,
// with a stand-in engine: both sites record their first listing and send
// nothing for it; a post published on blog 2 reaches the engine as blog 2's
// URL, in a request whose host is blog 2's, and nothing of blog 1 is sent;
// the network's one key file answers on both sites' hosts; what blog 2
// queued before it was archived is withheld.
func TestIndexNowNetworkEndToEnd(t *testing.T) {
	name := dbtest.TempDB(t, "indexnow_net")
	dbtest.Variant(t, "wpsitemap_multisite", name,
		`UPDATE wp_blogs SET domain = 'fr.example.test', path = '/' WHERE blog_id = 2`,
		`UPDATE wp_2_options SET option_value = 'http://fr.example.test' WHERE option_name IN ('home', 'siteurl')`)
	eng := &engine{}
	srv := httptest.NewServer(eng)
	defer srv.Close()
	var pingMu sync.Mutex
	var pings []string
	pingSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pingMu.Lock()
		pings = append(pings, r.URL.Query().Get("sitemap"))
		pingMu.Unlock()
	}))
	defer pingSrv.Close()
	state := t.TempDir()
	lookup := dbEnv(name, "WPSITEMAP_STATE_DIR", state, "WPSITEMAP_INDEXNOW", "on", "WPSITEMAP_BINLOG", "off",
		"WPSITEMAP_INDEXNOW_ENDPOINT", srv.URL, "WPSITEMAP_INDEXNOW_KEY", "net-key-12345",
		"WPSITEMAP_PING", pingSrv.URL+"/ping?sitemap={sitemap}")
	base, stop := startServeStoppable(t, lookup)

	for _, host := range []string{"example.test", "fr.example.test"} {
		status, _, body := netGetWith(t, http.DefaultClient, base, host, "/net-key-12345.txt")
		if status != 200 || string(body) != "net-key-12345" {
			t.Errorf("key file on %s: %d %q", host, status, body)
		}
		// Each site made, its first listing recorded.
		if status, _, body := netGetWith(t, http.DefaultClient, base, host, "/sitemap_index.xml"); status != 200 {
			t.Fatalf("%s/sitemap_index.xml: %d %s", host, status, body)
		}
	}
	if status, _, _ := netGetWith(t, http.DefaultClient, base, "elsewhere.test", "/net-key-12345.txt"); status != 404 {
		t.Errorf("key file on a host of no site: %d, want 404", status)
	}
	waitFile(t, state+"/sites/1/indexnow-ledger/manifest.json")
	waitFile(t, state+"/sites/2/indexnow-ledger/manifest.json")

	// Blog 2's draft published (by marie; it has no category): the post,
	// the home entry (its lastmod) and marie's archive.
	dbtest.Exec(t, name, `UPDATE wp_2_posts SET post_status = 'publish', post_modified = '2024-06-01 12:00:00',
		post_modified_gmt = '2024-06-01 10:00:00' WHERE ID = 4`)
	waitURL(t, eng, "http://fr.example.test/brouillon/")
	// The ping, once changes settle (10 s): blog 2's index only.
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		pingMu.Lock()
		n := len(pings)
		pingMu.Unlock()
		if n > 0 {
			break
		}
	}
	// Blog 2 publishes again while the engine refuses, then is archived
	// before the engine accepts: what it queued is withheld.
	eng.setDown(true)
	dbtest.Exec(t, name, `INSERT INTO wp_2_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
		post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
		VALUES (50, 2, '2024-07-01 10:00:00', '2024-07-01 10:00:00', 'x', 'Tard', '', 'publish', 'tard', '', '',
		'2024-07-01 10:00:00', '2024-07-01 10:00:00', '', 'post')`)
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		eng.mu.Lock()
		n := eng.refused
		eng.mu.Unlock()
		if n > 0 {
			break
		}
		if time.Now().After(end) {
			t.Fatal("blog 2's second post was never tried")
		}
	}
	dbtest.Exec(t, name, `UPDATE wp_blogs SET archived = 1 WHERE blog_id = 2`)
	waitHostStatus(t, base, "fr.example.test", "/sitemap_index.xml", http.StatusGone)
	eng.setDown(false)
	for end := time.Now().Add(60 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		_, _, body := netGetWith(t, http.DefaultClient, base, "example.test", "/metrics")
		if strings.Contains(string(body), "\nwpsitemap_indexnow_queued 0\n") {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the queue never emptied:\n%s", body)
		}
	}
	if _, ok := eng.got("http://fr.example.test/tard/"); ok {
		t.Error("an archived site's queued URL was submitted")
	}

	// An archived site is answered by the Router: it has no ledger.
	if status, _, _ := netGetWith(t, http.DefaultClient, base, "example.test", "/news/sitemap_index.xml"); status != http.StatusGone {
		t.Errorf("archived site: %d, want 410", status)
	}
	stop()
	if _, err := os.Stat(state + "/sites/3"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the archived site has a state directory: %v", err)
	}
	// check reads blog 2's ledger, in its state directory.
	var out strings.Builder
	run(context.Background(), []string{"check", "--site", "2"}, lookup, &out, io.Discard, nil)
	if !strings.Contains(out.String(), "the ledger lists what the sitemaps list: nothing more to queue") {
		t.Errorf("check --site 2 did not read blog 2's ledger:\n%s", out.String())
	}
	pingMu.Lock()
	// Blog 2's index only (twice if a minute passed since the first).
	if len(pings) == 0 || slices.ContainsFunc(pings, func(p string) bool { return p != "http://fr.example.test/sitemap_index.xml" }) {
		t.Errorf("pings %q, want blog 2's index only", pings)
	}
	pingMu.Unlock()

	got := eng.all()
	slices.Sort(got)
	want := []string{"http://fr.example.test/", "http://fr.example.test/author/marie/", "http://fr.example.test/brouillon/"}
	if !slices.Equal(got, want) {
		t.Errorf("submitted %q, want %q", got, want)
	}
	eng.mu.Lock()
	defer eng.mu.Unlock()
	for _, b := range eng.bodys {
		if b["host"] != "fr.example.test" || b["keyLocation"] != "http://fr.example.test/net-key-12345.txt" {
			t.Errorf("request for host %v with keyLocation %v, want fr.example.test's", b["host"], b["keyLocation"])
		}
	}
}

// waitHostStatus waits until path on host answers status.
func waitHostStatus(t *testing.T, base, host, path string, status int) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		got, _, _ := netGetWith(t, http.DefaultClient, base, host, path)
		if got == status {
			return
		}
		if time.Now().After(end) {
			t.Fatalf("%s%s never answered %d (last %d)", host, path, status, got)
		}
	}
}
