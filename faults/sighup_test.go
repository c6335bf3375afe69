package faults

import (
	"bufio"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSIGHUP (issue 13 item 3): SIGHUP does not stop the service nor cut
// the response in flight; it logs a line, reads the types file again and
// prepares the sitemaps again with it.
func TestSIGHUP(t *testing.T) {
	types := filepath.Join(t.TempDir(), "types.json")
	if err := os.WriteFile(types, []byte(`{"post_types": []}`), 0o644); err != nil {
		t.Fatal(err)
	}
	// A database deadline far beyond what rendering the 20 MB page takes on a
	// loaded machine: this test is about SIGHUP, not deadlines (those are
	// database_test.go's), and a 503 would leave it no response in flight.
	s := startService(t, dbHostile, "WPSITEMAP_CONFIG="+types, "WPSITEMAP_ENTRIES_PER_PAGE=150", "WPSITEMAP_DB_TIMEOUT=3m")
	index := s.waitStatus("/sitemap_index.xml", 200, 3*time.Minute)
	if !strings.Contains(index.body, "/book-sitemap.xml") {
		t.Fatalf("the index lacks book-sitemap.xml before SIGHUP:\n%s", index.body)
	}

	// A ~20 MB response, read slowly.
	resp, err := http.Get(s.base + "/post-sitemap2.xml")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("post-sitemap2.xml before SIGHUP: %s, want 200", resp.Status)
	}
	br := bufio.NewReader(resp.Body)
	head := make([]byte, 64<<10)
	if _, err := io.ReadFull(br, head); err != nil {
		t.Fatal(err)
	}

	if err := os.WriteFile(types, []byte(`{"post_types": [{"name": "book", "public": false}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Process.Signal(syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	// The rest of the response is read once the service has taken the signal
	// (its log line, however long the machine takes to get there), while it
	// prepares the sitemaps again. Not later: the server's WriteTimeout
	// (120 s) would cut a response left unread for longer.
	if _, err := s.logs.wait(`SIGHUP`, time.Minute); err != nil {
		t.Errorf("no log line about SIGHUP: %v", err)
	}
	rest, err := io.ReadAll(br)
	if err != nil || !whole(string(rest)) {
		t.Errorf("the response in flight at SIGHUP: %d more bytes, %v; want the whole document", len(rest), err)
	}
	if !s.alive() {
		t.Fatal("wpsitemap exited on SIGHUP")
	}
	deadline := time.Now().Add(3 * time.Minute)
	for {
		r := s.get("/sitemap_index.xml", time.Minute)
		if r.status == 200 && !strings.Contains(r.body, "/book-sitemap.xml") && strings.Contains(r.body, "/post-sitemap.xml") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the index still lists book-sitemap.xml (or failed: %d) after the types file made book not public and SIGHUP", r.status)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if r := s.get("/book-sitemap.xml", time.Minute); r.status != 404 {
		t.Errorf("book-sitemap.xml after SIGHUP: %d, want 404", r.status)
	}
}
