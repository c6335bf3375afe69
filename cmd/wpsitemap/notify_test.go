package main

import (
	"context"
	"encoding/json"
	"io"
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

// engine stands in for an IndexNow endpoint: it answers 503 while down
// and records the URLs of what it accepts, with the time.
type engine struct {
	mu      sync.Mutex
	down    bool
	refused int
	urls    []string
	at      []time.Time
	bodys   []map[string]any
}

func (e *engine) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	b, _ := io.ReadAll(r.Body)
	_ = json.Unmarshal(b, &body)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.down {
		e.refused++
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	for _, u := range body["urlList"].([]any) {
		e.urls = append(e.urls, u.(string))
		e.at = append(e.at, time.Now())
	}
	e.bodys = append(e.bodys, body)
	w.WriteHeader(http.StatusOK)
}

func (e *engine) setDown(d bool) { e.mu.Lock(); e.down = d; e.mu.Unlock() }

// got reports whether url arrived, and when.
func (e *engine) got(url string) (time.Time, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	i := slices.Index(e.urls, url)
	if i < 0 {
		return time.Time{}, false
	}
	return e.at[i], true
}

func (e *engine) all() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return slices.Clone(e.urls)
}

func waitURL(t *testing.T, e *engine, url string) time.Time {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if at, ok := e.got(url); ok {
			return at
		}
	}
	t.Fatalf("%s never arrived; got %q", url, e.all())
	return time.Time{}
}

// TestIndexNowEndToEnd runs `wpsitemap serve` with IndexNow on against a
// copy of the fixtures on MariaDB (polling) and a stand-in engine: writes
// to the database reach the engine; drafts never do; a change made while
// the engine answers 503, then across a restart, arrives; nothing is sent
// while the site discourages search engines; the key file answers; the
// ping template is called with the index URL.
func TestIndexNowEndToEnd(t *testing.T) {
	name := dbtest.TempDB(t, "indexnow_e2e")
	dbtest.Variant(t, "wpsitemap_fixtures", name)
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
		"WPSITEMAP_INDEXNOW_ENDPOINT", srv.URL, "WPSITEMAP_INDEXNOW_KEY", "test-key-123",
		"WPSITEMAP_PING", pingSrv.URL+"/ping?sitemap={sitemap}")
	const home = "http://127.0.0.1:8080"

	base, stop := startServeStoppable(t, lookup)
	resp, err := http.Get(base + "/test-key-123.txt")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "test-key-123" {
		t.Errorf("key file: %d %q", resp.StatusCode, body)
	}
	if resp, err := http.Get(base + "/other-key-123.txt"); err == nil {
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("another .txt answered %d", resp.StatusCode)
		}
	}
	// Let the first snapshot be recorded: nothing is sent for it.
	waitFile(t, state+"/indexnow-ledger/manifest.json")

	// A draft, a published post, a post made private.
	dbtest.Exec(t, name, `INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
		post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
		VALUES (700, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x', 'Entwurf', '', 'draft', 'geheimer-entwurf', '', '',
		'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`)
	written := time.Now()
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'publish', post_date_gmt = '2023-02-09 08:00:00',
		post_modified = '2024-06-01 12:00:00', post_modified_gmt = '2024-06-01 10:00:00' WHERE ID = 18`)
	at := waitURL(t, eng, home+"/news/entwurf/")
	t.Logf("published post submitted %v after the write", at.Sub(written).Round(time.Millisecond))
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`)
	waitURL(t, eng, home+"/news/lokales/berlin/stadtrat-tagt/")
	// The ping, once changes settle (10 s).
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		pingMu.Lock()
		n := len(pings)
		pingMu.Unlock()
		if n > 0 {
			break
		}
	}

	// Refused, then a restart: still delivered.
	eng.setDown(true)
	dbtest.Exec(t, name, `DELETE FROM wp_posts WHERE ID = 12`)
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		eng.mu.Lock()
		n := eng.refused
		eng.mu.Unlock()
		if n > 0 {
			break
		}
	}
	stop()
	if _, ok := eng.got(home + "/news/zwei-kategorien/"); ok {
		t.Fatal("accepted while refusing")
	}
	eng.setDown(false)
	base, stop = startServeStoppable(t, lookup)
	waitURL(t, eng, home+"/news/zwei-kategorien/")

	// Discouraged: nothing, until the site is public again.
	dbtest.Exec(t, name, `UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'`)
	waitStatus(t, base+"/sitemap_index.xml", http.StatusGone)
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 13`)
	time.Sleep(2 * time.Second)
	if _, ok := eng.got(home + "/k%c3%bcche/primaer-kategorie/"); ok {
		t.Error("a URL was submitted while the site discourages search engines")
	}
	public := time.Now()
	dbtest.Exec(t, name, `UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'`)
	if at := waitURL(t, eng, home+"/k%c3%bcche/primaer-kategorie/"); at.Before(public) {
		t.Error("submitted before the site was public again")
	}
	stop()

	for _, u := range eng.all() {
		if strings.Contains(u, "geheimer-entwurf") || strings.Contains(u, "?p=") {
			t.Errorf("never-public URL submitted: %s", u)
		}
	}
	pingMu.Lock()
	defer pingMu.Unlock()
	if len(pings) == 0 || pings[0] != home+"/sitemap_index.xml" {
		t.Errorf("pings %q, want the index URL", pings)
	}
}

// startServeStoppable is startServe with a stop of its own.
func startServeStoppable(t *testing.T, lookup func(string) (string, bool)) (string, func()) {
	t.Helper()
	ctx, cancel := contextWithCancel()
	ready := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve"}, lookup, io.Discard, testLog{t}, ready) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			select {
			case code := <-done:
				if code != 0 {
					t.Errorf("serve exited with %d", code)
				}
			case <-time.After(25 * time.Second):
				t.Error("serve did not shut down")
			}
		})
	}
	t.Cleanup(stop)
	select {
	case addr := <-ready:
		return "http://" + addr, stop
	case code := <-done:
		t.Fatalf("serve exited with %d before listening", code)
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not start")
	}
	return "", stop
}

type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	if strings.Contains(string(p), "IndexNow") || strings.Contains(string(p), "ping") {
		l.t.Log(strings.TrimSpace(string(p)))
	}
	return len(p), nil
}

func contextWithCancel() (context.Context, context.CancelFunc) {
	return context.WithCancel(context.Background())
}

func waitFile(t *testing.T, path string) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			return
		}
	}
	t.Fatalf("%s never written", path)
}

func waitStatus(t *testing.T, url string, status int) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(url); err == nil {
			resp.Body.Close()
			if resp.StatusCode == status {
				return
			}
		}
	}
	t.Fatalf("%s never answered %d", url, status)
}
