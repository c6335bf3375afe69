package site

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// testHost is the host the tests ask: the fixtures' home.
const testHost = "http://127.0.0.1:8081"

// everyPage fetches the index and every page of every sitemap it lists,
// and returns their bodies by path; each must answer 200.
func everyPage(t *testing.T, h http.Handler) map[string]string {
	t.Helper()
	out := map[string]string{}
	code, index := get(h, testHost+"/sitemap_index.xml")
	if code != http.StatusOK {
		t.Fatalf("index: %d %.200q", code, index)
	}
	out["/sitemap_index.xml"] = index
	for _, m := range regexp.MustCompile(`<loc>https?://[^/<]+(/[^<]*)</loc>`).FindAllStringSubmatch(index, -1) {
		code, body := get(h, testHost+m[1])
		if code != http.StatusOK {
			t.Fatalf("%s: %d %.200q", m[1], code, body)
		}
		out[m[1]] = body
	}
	return out
}

// TestServesEveryPageWhileTheDatabaseIsDown: with the entry store (the
// default) and no page cache, every page of every sitemap answers 200 with
// the same bytes while every read of the database fails, /readyz says the
// database is down but answers 200, and once the database is back a change
// shows (the change source catches up).
func TestServesEveryPageWhileTheDatabaseIsDown(t *testing.T) {
	db := load(t, "../testdata/fixtures.sql")
	cfg := testConfig()
	cfg.Store, cfg.Cache, cfg.EntriesPerPage, cfg.DBTimeout = true, false, 3, 5*time.Second
	dir := t.TempDir()
	s := Start(t.Context(), Parts{Store: db, Settings: cfg, StateDir: dir, Prepare: true, Logger: discard})
	defer func() { s.Stop(); s.Wait(10 * time.Second) }()
	h := s.Handler()
	before := everyPage(t, h)
	if len(before) < 10 {
		t.Fatalf("only %d documents: the test would prove little", len(before))
	}
	if _, err := os.Stat(filepath.Join(dir, EntriesDir)); err != nil {
		t.Fatalf("no entry store in the state directory: %v", err)
	}

	db.SetDown(errors.New("connection refused"))
	for path, want := range before {
		code, body := get(h, testHost+path)
		if code != http.StatusOK || body != want {
			t.Errorf("%s while the database is down: %d, same bytes %v", path, code, body == want)
		}
	}
	code, body := get(h, testHost+"/readyz")
	if code != http.StatusOK || !strings.Contains(body, "the database does not answer") || !strings.Contains(body, "connection refused") {
		t.Errorf("/readyz while the database is down: %d %q", code, body)
	}

	db.SetDown(nil)
	if err := db.Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		changed := false
		for path, was := range before {
			if _, body := get(h, testHost+path); body != was {
				changed = true
				break
			}
		}
		if changed {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a post unpublished once the database was back never showed")
		}
		time.Sleep(100 * time.Millisecond)
	}
}
