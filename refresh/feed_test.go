package refresh_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// The tests of this file follow a MariaDB server's binary log (wpdb.Follower)
// on a private server of their own: they need MariaDB, and skip without it.

// TestFeedChangesShowAtCommit: with the binary log followed, writes that
// polling finds only by reading rows (a password set in place, a noindex
// value updated in place, a canonical deleted) leave or enter the sitemaps
// as soon as they are committed, though the catalog's own check interval
// (a minute here) has not come round; an _edit_lock refresh changes no
// page.
func TestFeedChangesShowAtCommit(t *testing.T) {
	p, db, conn := feedSite(t)
	exec := func(sql string) {
		t.Helper()
		if err := p.Exec("wp", sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	feed, err := wpdb.OpenFeed(context.Background(), db, conn, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer feed.Close()
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 1000, Logger: logtest.Logger(t, slog.LevelWarn)}), refresh.Options{CheckEvery: time.Minute, CheckWait: time.Second, Logger: logtest.Logger(t, slog.LevelWarn), Changes: wpdb.FollowFeed(db, feed, nil)})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := cat.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	go cat.Run(ctx)
	snap, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	before := listed(t, cat, snap)
	rows, err := p.Query("wp", "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish' AND post_password = ''")
	if err != nil {
		t.Fatal(err)
	}
	id, _ := strconv.ParseInt(rows[0][0], 10, 64)
	key := "post " + itoa(id)
	if _, ok := before[key]; !ok {
		t.Fatalf("%s not listed to begin with", key)
	}
	// Entries are read from the database when a page is rendered, so a
	// post leaves a rendered page at once; what the feed must bring is the
	// snapshot: the page's count and its revision (which keys the cached
	// document and its ETag). waitFor polls the catalog (without waiting
	// for a check: the interval is a minute) until the page holding id
	// has a new revision and counts what it lists, and want holds.
	pageOf := func(s *catalog.Snapshot) (rev uint64, counted int) {
		sm, _ := s.Lookup("post")
		for _, pg := range sm.Pages {
			if pg.After < id && (id < pg.Before || pg.Before == 0) {
				return pg.Rev, pg.Count
			}
		}
		t.Fatalf("no post page holds %d", id)
		return 0, 0
	}
	lastRev, _ := pageOf(snap)
	// onPage counts the entries rendered for the post sitemap (with the
	// home entry at the top of its first page).
	onPage := func(s *catalog.Snapshot) (n int) {
		err := cat.Catalog().Walk(ctx, s, "post", func(catalog.Entry) error { n++; return nil }, nil)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	waitFor := func(what string, want func(map[string]string) bool) *catalog.Snapshot {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for {
			s, err := cat.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			m := listed(t, cat, s)
			rev, counted := pageOf(s)
			if want(m) && rev != lastRev && counted == onPage(s) {
				lastRev = rev
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: not in the snapshot within 5 s (page rev %d, was %d; counts %d, lists %d)", what, rev, lastRev, counted, onPage(s))
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	gone := func(m map[string]string) bool { _, ok := m[key]; return !ok }
	back := func(m map[string]string) bool { _, ok := m[key]; return ok }

	where := " WHERE post_id = " + itoa(id) + " AND meta_key = "
	for _, step := range []struct {
		what, sql string
		want      func(map[string]string) bool
	}{
		{"password set in place", "UPDATE wp_posts SET post_password = 'secret' WHERE ID = " + itoa(id), gone},
		{"password removed", "UPDATE wp_posts SET post_password = '' WHERE ID = " + itoa(id), back},
		{"noindex meta added", "INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + itoa(id) + ", '_yoast_wpseo_meta-robots-noindex', '1')", gone},
		{"noindex value updated in place to 2 (index)", "UPDATE wp_postmeta SET meta_value = '2'" + where + "'_yoast_wpseo_meta-robots-noindex'", back},
		{"noindex value updated in place to 1", "UPDATE wp_postmeta SET meta_value = '1'" + where + "'_yoast_wpseo_meta-robots-noindex'", gone},
		{"noindex meta deleted", "DELETE FROM wp_postmeta" + where + "'_yoast_wpseo_meta-robots-noindex'", back},
		{"canonical elsewhere", "INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + itoa(id) + ", '_yoast_wpseo_canonical', 'https://elsewhere.example/')", gone},
		{"canonical deleted", "DELETE FROM wp_postmeta" + where + "'_yoast_wpseo_canonical'", back},
	} {
		exec(step.sql)
		waitFor(step.what, step.want)
	}
	revs := func(s *catalog.Snapshot) map[string]uint64 {
		out := map[string]uint64{}
		for _, sm := range s.Sitemaps {
			for i, pg := range sm.Pages {
				out[sm.Name+" "+itoa(int64(i))] = pg.Rev
			}
		}
		return out
	}
	// settled returns the snapshot once its page revisions have not moved
	// for six times the feed's settle (wpdb.Feed reports each transaction
	// twice, 500 ms apart): a loaded machine may apply the second report
	// late, and the snapshot to compare with is the one after it.
	settled := func(what string) *catalog.Snapshot {
		t.Helper()
		const quiet = 3 * time.Second
		deadline := time.Now().Add(60 * time.Second)
		var last map[string]uint64
		since := time.Now()
		for {
			s, err := cat.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if r := revs(s); !cmp.Equal(r, last) {
				last, since = r, time.Now()
			} else if time.Since(since) >= quiet {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: page revisions still moving after 60 s", what)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	s := settled("after the steps")

	// The editor's heartbeat and a new comment: no page changes. A page
	// (of the page sitemap) edited after them shows that the feed has
	// brought them: it reports in commit order.
	rows, err = p.Query("wp", "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish'")
	if err != nil {
		t.Fatal(err)
	}
	marker := rows[0][0]
	exec("INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + itoa(id) + ", '_edit_lock', '1:1')")
	exec("UPDATE wp_postmeta SET meta_value = '2:1' WHERE post_id = " + itoa(id) + " AND meta_key = '_edit_lock'")
	exec("UPDATE wp_posts SET comment_count = comment_count + 1 WHERE ID = " + itoa(id))
	exec("UPDATE wp_posts SET post_modified = '2030-01-01 00:00:00', post_modified_gmt = '2030-01-01 00:00:00' WHERE ID = " + marker)
	now := settled("after the heartbeat, the comment and the page's edit")
	was, is := revs(s), revs(now)
	if was["page 0"] == is["page 0"] {
		t.Fatalf("the page edited last (ID %s) did not change its page's revision: the feed did not bring it", marker)
	}
	delete(was, "page 0")
	delete(is, "page 0")
	if diff := cmp.Diff(was, is); diff != "" {
		t.Errorf("page revisions changed after an _edit_lock refresh and a comment count (-before +after):\n%s", diff)
	}
	exec("DELETE FROM wp_posts WHERE ID = " + itoa(id))
	waitFor("post deleted", gone)
}

// TestFeedRestartReplays: with a state directory, a restart restores the
// snapshot and the log position, and what was written while the process
// was stopped (a password set in place: nothing polling would find
// without a full read) reaches the snapshot from the log, with no full
// read of the posts.
func TestFeedRestartReplays(t *testing.T) {
	p, db, conn := feedSite(t)
	dir := t.TempDir()
	// start runs a catalog as `serve` would, logging into log.
	start := func(log *logBuf) (*refresh.Service, func()) {
		feed, err := wpdb.OpenFeed(context.Background(), db, conn, nil)
		if err != nil {
			t.Fatal(err)
		}
		cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 1000, Logger: slog.New(slog.NewTextHandler(log, nil))}), refresh.Options{CheckEvery: time.Minute, CheckWait: time.Second, StateDir: dir, Logger: slog.New(slog.NewTextHandler(log, nil)), Changes: wpdb.FollowFeed(db, feed, nil)})
		ctx, cancel := context.WithCancel(context.Background())
		if err := cat.Prepare(ctx); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() { cat.Run(ctx); close(done) }()
		return cat, func() { cancel(); <-done; feed.Close() } // Run saves the state as it ends
	}
	count := func(cat *refresh.Service) int {
		s, err := cat.Current(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		sm, _ := s.Lookup("post")
		n := 0
		for _, pg := range sm.Pages {
			n += pg.Count
		}
		return n
	}
	var log1 logBuf
	cat, stop := start(&log1)
	n := count(cat)
	stop()
	if !strings.Contains(log1.String(), "state saved") {
		t.Fatalf("no state saved:\n%s", log1.String())
	}

	rows, err := p.Query("wp", "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish' AND post_password = ''")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Exec("wp", "UPDATE wp_posts SET post_password = 'while-stopped' WHERE ID = "+rows[0][0]); err != nil {
		t.Fatal(err)
	}

	var log2 logBuf
	cat, stop = start(&log2)
	defer stop()
	deadline := time.Now().Add(5 * time.Second)
	for count(cat) != n-1 {
		if time.Now().After(deadline) {
			t.Fatalf("after the restart the post sitemap counts %d, want %d; log:\n%s", count(cat), n-1, log2.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if out := log2.String(); !strings.Contains(out, "sitemaps restored from the state file") || strings.Contains(out, "sitemaps prepared") {
		t.Errorf("the restart did not restore without a full read:\n%s", out)
	}
}

// feedSite starts a private server with a row-format binary log and the
// fixtures in database wp, and opens it as the read-only user (granted
// what following the log needs); all are closed when the test ends.
func feedSite(t *testing.T) (*dbtest.Private, *wpdb.DB, wpdb.ConnConfig) {
	t.Helper()
	p, err := dbtest.StartWithBinlog("wp", filepath.Join(dbtest.Root(), "testdata", "fixtures.sql"))
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	t.Cleanup(p.Close)
	conn := p.Conn("wp")
	db, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return p, db, conn
}
