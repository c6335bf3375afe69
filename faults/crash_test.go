package faults

import (
	"fmt"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// everyDocument fetches the index and every sitemap it lists from s, by
// path; nil when one does not answer 200.
func everyDocument(s *service) map[string]string {
	index := s.get("/sitemap_index.xml", within)
	if index.err != nil || index.status != 200 {
		return nil
	}
	out := map[string]string{"/sitemap_index.xml": index.body}
	for _, m := range regexp.MustCompile(`<loc>https?://[^/<]+(/[^<]*)</loc>`).FindAllStringSubmatch(index.body, -1) {
		r := s.get(m[1], within)
		if r.err != nil || r.status != 200 {
			return nil
		}
		out[m[1]] = r.body
	}
	return out
}

// TestKilledDuringBulkPublish: a service killed with SIGKILL while 300
// drafts are published ten at a time, restarted on its state directory
// (state file and entry store as the kill left them), serves what a fresh
// service serves once the publishing is done: every document, byte for
// byte, from its entry store (the database then frozen). That the store is
// read only at the state file's revision, or filled again, is
// catalog.TestStoreAgreesWithTheStateFile's.
func TestKilledDuringBulkPublish(t *testing.T) {
	needSetup(t)
	const db = "faults_crash"
	ym := filepath.Join(dbtest.ConformanceDir(), "year-month", "db.sql")
	if err := priv.Load(db, ym); err != nil {
		t.Fatal(err)
	}
	if err := priv.Exec(db, `INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
		post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt,
		post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count)
		SELECT 1, '2024-03-01 10:00:00', '2024-03-01 09:00:00', 'Text', CONCAT('Massen ', seq), '', 'draft', 'open', 'open', '',
		CONCAT('massen-', seq), '', '', '2024-03-01 10:00:00', '2024-03-01 09:00:00', '', 0, CONCAT('http://127.0.0.1/?p=m', seq), 0,
		'post', '', 0 FROM seq_1_to_300`); err != nil {
		t.Fatal(err)
	}
	state := t.TempDir()
	env := []string{"WPSITEMAP_STATE_DIR=" + state, "WPSITEMAP_ENTRIES_PER_PAGE=7", "WPSITEMAP_DB_TIMEOUT=20s", "WPSITEMAP_CACHE=off"}
	s := startService(t, db, env...)
	s.waitStatus("/sitemap_index.xml", 200, settle)
	if _, err := s.logs.wait(`"msg":"state saved"`, settle); err != nil {
		t.Fatalf("no state file written: %v", err)
	}
	publish := func(batch int) {
		t.Helper()
		q := fmt.Sprintf(`UPDATE wp_posts SET post_status = 'publish', post_modified = '2024-04-01 10:%02d:00', post_modified_gmt = '2024-04-01 08:%02d:00'
			WHERE post_name LIKE 'massen-%%' AND post_status = 'draft' ORDER BY ID LIMIT 10`, batch, batch)
		if err := priv.Exec(db, q); err != nil {
			t.Fatal(err)
		}
	}
	batch := 0
	for ; batch < 15; batch++ {
		publish(batch)
		s.get("/post-sitemap.xml", within) // the service follows as it is asked
		time.Sleep(150 * time.Millisecond)
	}
	if err := s.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	<-s.done
	for ; batch < 30; batch++ {
		publish(batch)
	}

	restarted := startService(t, db, env...)
	fresh := startService(t, db, "WPSITEMAP_ENTRIES_PER_PAGE=7", "WPSITEMAP_DB_TIMEOUT=20s")
	deadline := time.Now().Add(settle)
	for {
		got, want := everyDocument(restarted), everyDocument(fresh)
		if got != nil && want != nil && len(got) == len(want) {
			same := true
			for path, doc := range want {
				if got[path] != doc {
					same = false
					if time.Now().After(deadline) {
						t.Errorf("%s after the restart differs from a fresh service's", path)
					}
				}
			}
			if same {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the restarted service never served what a fresh one serves (%d and %d documents)", len(got), len(want))
		}
		time.Sleep(200 * time.Millisecond)
	}
	if line, err := restarted.logs.wait(`entry store`, time.Second); err == nil {
		t.Logf("restart: %s", line)
	}

	// What the restarted service serves comes from its entry store: with
	// the database frozen, every document still answers, the same.
	want := everyDocument(fresh)
	if err := priv.Pause(); err != nil {
		t.Fatal(err)
	}
	defer priv.Resume()
	for path, doc := range want {
		r := restarted.get(path, 10*time.Second)
		if r.err != nil || r.status != 200 || r.body != doc {
			t.Errorf("%s with the database frozen: %d %v, same bytes %v", path, r.status, r.err, r.body == doc)
		}
	}
}
