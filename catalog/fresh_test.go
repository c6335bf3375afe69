package catalog_test

import (
	"context"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// fakeClock is an injectable clock that moves only when told.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// listed returns "type id" of every listed object of a snapshot.
func listed(t *testing.T, cat *refresh.Service, s *catalog.Snapshot) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := cat.Catalog().Walk(context.Background(), s, "", func(e catalog.Entry) error {
		if e.ID != 0 {
			key := e.Type + " " + itoa(e.ID)
			if e.Part > 0 {
				key += " part " + itoa(int64(e.Part))
			}
			out[key] = e.Loc
		}
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func itoa(n int64) string {
	var b []byte
	if n == 0 {
		return "0"
	}
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}

// count is the number of entries the snapshot's pages say they hold.
func count(s *catalog.Snapshot) int {
	n := 0
	for _, sm := range s.Sitemaps {
		if sm.InIndex {
			for _, pg := range sm.Pages {
				n += pg.Count
			}
		}
	}
	return n
}

// revs returns the page revisions of every sitemap.
func revs(s *catalog.Snapshot) map[string][]uint64 {
	out := map[string][]uint64{}
	for _, sm := range s.Sitemaps {
		for _, pg := range sm.Pages {
			out[sm.Name] = append(out[sm.Name], pg.Rev)
		}
	}
	return out
}

// TestChangesShowAfterOneInterval makes each kind of change through SQL on
// a copy of the fixtures, lets the injected clock pass one check interval
// with no background poller (a quiet period), and checks that the next
// Current answers with the change applied, without a full rebuild.
func TestChangesShowAfterOneInterval(t *testing.T) {
	name := dbtest.TempDB(t, "fresh_catalog_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 3, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	if err := cat.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	before, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	base := listed(t, cat, before)
	type delta struct{ added, removed []string }
	steps := []struct {
		name string
		sql  []string
		want delta
	}{
		{"new post", []string{`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x', 'Neu', '', 'publish', 'neu', '', '',
			'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`},
			delta{added: []string{"post 600"}}},
		{"unpublish", []string{`UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`}, delta{removed: []string{"post 11"}}},
		{"delete", []string{`DELETE FROM wp_posts WHERE ID = 12`}, delta{removed: []string{"post 12"}}},
		{"noindex by UPDATE in place", []string{`UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = 8`},
			delta{removed: []string{"post 27"}}},
		{"canonical elsewhere", []string{`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (35, '_yoast_wpseo_canonical', 'https://example.org/anders/')`},
			delta{removed: []string{"post 35"}}},
		{"password", []string{`UPDATE wp_posts SET post_password = 'geheim' WHERE ID = 34`,
			`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type, post_parent)
			VALUES (601, 1, '2024-01-02 10:00:00', '2024-01-02 09:00:00', 'x', 'Nur Text', '', 'inherit', '34-revision-v1', '', '',
			'2024-01-02 10:00:00', '2024-01-02 09:00:00', '', 'revision', 34)`},
			delta{removed: []string{"post 34"}}},
		{"author noindex by UPDATE in place", []string{`UPDATE wp_usermeta SET meta_value = 'on' WHERE user_id = 4 AND meta_key = 'wpseo_noindex_author'`},
			delta{}}, // author 4 has no posts: listed neither before nor after
	}
	prev, prevCount := base, count(before)
	for _, st := range steps {
		dbtest.Exec(t, name, st.sql...)
		clock.advance(1100 * time.Millisecond)
		s, err := cat.Current(ctx)
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		now := listed(t, cat, s)
		var got delta
		for k := range now {
			if _, ok := prev[k]; !ok {
				got.added = append(got.added, k)
			}
		}
		for k := range prev {
			if _, ok := now[k]; !ok {
				got.removed = append(got.removed, k)
			}
		}
		sort.Strings(got.added)
		sort.Strings(got.removed)
		if diff := cmp.Diff(st.want, got, cmp.AllowUnexported(delta{}), cmpEmpty); diff != "" {
			t.Errorf("%s: listed (-want +got):\n%s", st.name, diff)
		}
		// Entries read the rows live; the snapshot's pages (the index,
		// the page bounds and counts, the cache keys) must follow too.
		if n, want := count(s), prevCount+len(st.want.added)-len(st.want.removed); n != want {
			t.Errorf("%s: the snapshot's pages count %d entries, want %d", st.name, n, want)
		}
		sameAsFresh(t, cat.Catalog(), s, st.name)
		prev, prevCount = now, count(s)
	}
}

var cmpEmpty = cmp.Comparer(func(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") })

// TestAuthorAndTermChanges: an author set to noindex by an in-place UPDATE
// of an existing usermeta row leaves the author sitemap; a term whose slug
// changes is listed with the new link.
func TestAuthorAndTermChanges(t *testing.T) {
	name := dbtest.TempDB(t, "fresh_catalog_authors_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name,
		`INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wpseo_noindex_author', 'off')`)
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 3, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	s, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := listed(t, cat, s)["author 2"]; !ok {
		t.Fatal("author 2 not listed before the change")
	}
	dbtest.Exec(t, name, `UPDATE wp_usermeta SET meta_value = 'on' WHERE user_id = 2 AND meta_key = 'wpseo_noindex_author'`,
		`UPDATE wp_terms SET slug = 'neuer-tag' WHERE term_id = (SELECT term_id FROM wp_term_taxonomy WHERE taxonomy = 'post_tag' AND count > 0 ORDER BY term_id LIMIT 1)`)
	clock.advance(1100 * time.Millisecond)
	if s, err = cat.Current(ctx); err != nil {
		t.Fatal(err)
	}
	now := listed(t, cat, s)
	if _, ok := now["author 2"]; ok {
		t.Error("author 2 still listed after wpseo_noindex_author was set to on in place")
	}
	found := false
	for k, loc := range now {
		if strings.HasPrefix(k, "post_tag ") && strings.Contains(loc, "/neuer-tag/") {
			found = true
		}
	}
	if !found {
		t.Error("no post_tag entry with the new slug neuer-tag")
	}
}

// TestEditLockRendersNothing: WordPress refreshes _edit_lock (and writes
// _edit_last, transients) while a post is open in the editor; the next
// check must keep the same snapshot, so every cached page stays valid.
func TestEditLockRendersNothing(t *testing.T) {
	name := dbtest.TempDB(t, "fresh_catalog_lock_test")
	// Copies of posts 10..17 at IDs 2010..2017: another checksum bucket.
	db := dbtest.Variant(t, "wpsitemap_fixtures", name,
		`INSERT INTO wp_posts SELECT ID + 2000, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
		  post_status, comment_status, ping_status, post_password, CONCAT(post_name, '-2'), to_ping, pinged, post_modified,
		  post_modified_gmt, post_content_filtered, 0, guid, menu_order, post_type, post_mime_type, comment_count
		  FROM wp_posts WHERE ID BETWEEN 10 AND 17`)
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 3, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	first, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	dbtest.Exec(t, name,
		`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (10, '_edit_lock', '1700000000:1'), (10, '_edit_last', '1')`,
		`UPDATE wp_postmeta SET meta_value = '1700000015:1' WHERE post_id = 10 AND meta_key = '_edit_lock'`,
		`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('_transient_timeout_x', '1700000000', 'no')`)
	clock.advance(1100 * time.Millisecond)
	next, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if next != first {
		t.Errorf("a new snapshot after _edit_lock writes (version %s, was %s)", next.Version, first.Version)
	}
	// A real change touches only the pages whose ID range holds its
	// checksum bucket (IDs 1536..2047): the pages of IDs below 512 keep
	// their revisions (and so their cached documents and ETags).
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 2013`)
	clock.advance(1100 * time.Millisecond)
	after, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sm, _ := first.Lookup("post")
	was, now := revs(first)["post"], revs(after)["post"]
	kept, changed := 0, 0
	for i, pg := range sm.Pages {
		switch {
		case pg.Before > 0 && pg.Before <= 512:
			if i >= len(now) || now[i] != was[i] {
				t.Errorf("post page %d (IDs below %d) changed revision", i+1, pg.Before)
			}
			kept++
		case i >= len(now) || now[i] != was[i]:
			changed++
		}
	}
	if kept == 0 || changed == 0 {
		t.Errorf("post page revisions %v became %v: want the first pages kept (%d) and a later one changed (%d)", was, now, kept, changed)
	}
}

// TestQuietPeriod: without a poller, a request more than one interval after
// the last check checks first, so a change made during the quiet period is
// in its answer; within the interval the snapshot at hand is served.
func TestQuietPeriod(t *testing.T) {
	name := dbtest.TempDB(t, "fresh_catalog_quiet_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 3, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: 5 * time.Second, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	first, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	n := count(first)
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 10`)
	clock.advance(4 * time.Second)
	if s, _ := cat.Current(ctx); s != first {
		t.Error("within the interval: a new snapshot; the one at hand should have been served")
	}
	clock.advance(3 * time.Minute) // a quiet period
	s, _ := cat.Current(ctx)
	if got := count(s); got != n-1 {
		t.Errorf("after a quiet period: the pages count %d entries, want %d (post 10 made private)", got, n-1)
	}
}

// TestLastPostUnpublished: when the last published posts of an author and
// of a term are unpublished (as WordPress does it: the status, then the
// term counts), the author and the term leave their sitemaps.
func TestLastPostUnpublished(t *testing.T) {
	name := dbtest.TempDB(t, "fresh_catalog_last_post_test")
	db := dbtest.Variant(t, "wpc_year_month", name)
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	s, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	before := listed(t, cat, s)
	// In year-month, post 53 is the only post in category 3, and author 6
	// has three published posts.
	for _, k := range []string{"author 6", "category 3", "post 53"} {
		if _, ok := before[k]; !ok {
			t.Fatalf("%s not listed before the change", k)
		}
	}
	dbtest.Exec(t, name, "UPDATE wp_posts SET post_status = 'draft' WHERE ID = 53 OR (post_author = 6 AND post_type = 'post')",
		`UPDATE wp_term_taxonomy tt SET count = (SELECT COUNT(*) FROM wp_term_relationships tr JOIN wp_posts p ON p.ID = tr.object_id
			WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish')`)
	clock.advance(1100 * time.Millisecond)
	if s, err = cat.Current(ctx); err != nil {
		t.Fatal(err)
	}
	now := listed(t, cat, s)
	for _, k := range []string{"author 6", "category 3", "post 53"} {
		if _, ok := now[k]; ok {
			t.Errorf("%s still listed after its last post was unpublished", k)
		}
	}
}

// TestUnexplainedWriteIsReconciled: an in-place write to wp_posts that no
// index shows (here post_modified, as a retitle without revision writes
// it) is found by a full read in the background, soon on a small site:
// the page's lastmod in the index, and its revision (the cache key),
// follow. (The entries themselves are read live.)
func TestUnexplainedWriteIsReconciled(t *testing.T) {
	name := dbtest.TempDB(t, "fresh_catalog_unexplained_test")
	db := dbtest.Variant(t, "wpc_year_month", name)
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	const mod = "2030-01-02 03:04:05"
	newest := func() string {
		s, err := cat.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		sm, ok := s.Lookup("post")
		if !ok {
			t.Fatal("no post sitemap")
		}
		m := ""
		for _, pg := range sm.Pages {
			m = max(m, pg.LastMod)
		}
		return m
	}
	if got := newest(); got == "" || got == mod {
		t.Fatalf("newest post lastmod before: %q", got)
	}
	// UPDATE_TIME counts seconds: a write in the second of the copy would
	// look like the copy itself.
	time.Sleep(1100 * time.Millisecond)
	dbtest.Exec(t, name, "UPDATE wp_posts SET post_title = 'Retitled', post_modified = '"+mod+"', post_modified_gmt = '"+mod+"' WHERE ID = 53")
	for i := 0; i < 100; i++ {
		clock.advance(1100 * time.Millisecond)
		if newest() == mod {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Errorf("the in-place write to post 53 was not found: the post sitemap's newest lastmod is %q", newest())
}
