package refresh_test

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// The tests of this file run on both backends: memwp, whose change source
// reports exactly what was written, and a MariaDB copy, where the wpdb.Poller
// finds the same writes through table times, new rows and checksums.

// TestChangesShowAfterOneInterval makes each kind of change through SQL on
// a copy of the fixtures, lets the injected clock pass one check interval
// with no background poller (a quiet period), and checks that the next
// Current answers with the change applied, without a full rebuild.
func TestChangesShowAfterOneInterval(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "fresh_catalog_test", nil, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: start}
		cat := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
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
			site.Exec(t, st.sql...)
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
	})
}

// TestAuthorAndTermChanges: an author set to noindex by an in-place UPDATE
// of an existing usermeta row leaves the author sitemap; a term whose slug
// changes is listed with the new link.
func TestAuthorAndTermChanges(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "fresh_catalog_authors_test", []string{
		`INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wpseo_noindex_author', 'off')`,
	}, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: start}
		cat := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
		ctx := context.Background()
		s, err := cat.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := listed(t, cat, s)["author 2"]; !ok {
			t.Fatal("author 2 not listed before the change")
		}
		// Term 11 is the post_tag of lowest ID with posts (count > 0).
		site.Exec(t, `UPDATE wp_usermeta SET meta_value = 'on' WHERE user_id = 2 AND meta_key = 'wpseo_noindex_author'`,
			`UPDATE wp_terms SET slug = 'neuer-tag' WHERE term_id = 11`)
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
	})
}

// TestEditLockRendersNothing: WordPress refreshes _edit_lock (and writes
// _edit_last, transients) while a post is open in the editor; the next
// check must keep the same snapshot, so every cached page stays valid.
func TestEditLockRendersNothing(t *testing.T) {
	// Copies of posts 10..17 at IDs 2010..2017 (slugs with -2, no parent):
	// another checksum bucket of the Poller's.
	copies := `INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
		post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt,
		post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES
	(2010, 1, '2023-02-01 10:00:00', '2023-02-01 08:00:00', '<p>Willkommen.</p>', 'Hallo Welt', '', 'publish', 'open', 'open', '', 'hallo-welt-2', '', '', '2023-02-01 10:00:00', '2023-02-01 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=10', 0, 'post', '', 0),
	(2011, 2, '2023-02-02 10:00:00', '2023-02-02 08:00:00', '<p>Der Stadtrat tagt.</p>', 'Stadtrat tagt', '', 'publish', 'open', 'open', '', 'stadtrat-tagt-2', '', '', '2023-02-02 10:00:00', '2023-02-02 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=11', 0, 'post', '', 0),
	(2012, 2, '2023-02-03 10:00:00', '2023-02-03 08:00:00', '<p>Zwei Kategorien, keine primäre.</p>', 'Zwei Kategorien', '', 'publish', 'open', 'open', '', 'zwei-kategorien-2', '', '', '2023-02-03 10:00:00', '2023-02-03 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=12', 0, 'post', '', 0),
	(2013, 2, '2023-02-04 10:00:00', '2023-02-04 08:00:00', '<p>Primär: Küche.</p>', 'Primäre Kategorie', '', 'publish', 'open', 'open', '', 'primaer-kategorie-2', '', '', '2023-02-04 10:00:00', '2023-02-04 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=13', 0, 'post', '', 0),
	(2014, 2, '2023-02-05 10:00:00', '2023-02-05 08:00:00', '<p>Primär nicht zugeordnet.</p>', 'Primär ungültig', '', 'publish', 'open', 'open', '', 'primaer-ungueltig-2', '', '', '2023-02-05 10:00:00', '2023-02-05 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=14', 0, 'post', '', 0),
	(2015, 1, '2023-02-06 10:00:00', '2023-02-06 08:00:00', '<p>Keine Kategorie.</p>', 'Ohne Kategorie', '', 'publish', 'open', 'open', '', 'ohne-kategorie-2', '', '', '2023-02-06 10:00:00', '2023-02-06 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=15', 0, 'post', '', 0),
	(2016, 1, '2023-02-07 10:00:00', '2023-02-07 08:00:00', '<p>In Sonstiges.</p>', 'Explizit Sonstiges', '', 'publish', 'open', 'open', '', 'explizit-sonstiges-2', '', '', '2023-02-07 10:00:00', '2023-02-07 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=16', 0, 'post', '', 0),
	(2017, 2, '2023-02-08 10:00:00', '2023-02-08 08:00:00', '<p>Привет из Европы.</p>', 'Привет', '', 'publish', 'open', 'open', '', '%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82-2', '', '', '2023-02-08 10:00:00', '2023-02-08 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=17', 0, 'post', '', 0)`
	sitetest.Each(t, "wpsitemap_fixtures", "fresh_catalog_lock_test", []string{copies}, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: start}
		cat := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
		ctx := context.Background()
		first, err := cat.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		site.Exec(t,
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
		// checksum bucket (IDs 1536..2047) on MariaDB, and only the page
		// holding post 2013 on memwp: the pages of IDs below 512 keep their
		// revisions (and so their cached documents and ETags).
		site.Exec(t, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 2013`)
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
	})
}

// TestQuietPeriod: without a poller, a request more than one interval after
// the last check checks first, so a change made during the quiet period is
// in its answer; within the interval the snapshot at hand is served.
func TestQuietPeriod(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "fresh_catalog_quiet_test", nil, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: start}
		cat := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: 5 * time.Second, Clock: clock.now})
		ctx := context.Background()
		first, err := cat.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		n := count(first)
		site.Exec(t, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 10`)
		clock.advance(4 * time.Second)
		if s, _ := cat.Current(ctx); s != first {
			t.Error("within the interval: a new snapshot; the one at hand should have been served")
		}
		clock.advance(3 * time.Minute) // a quiet period
		s, _ := cat.Current(ctx)
		if got := count(s); got != n-1 {
			t.Errorf("after a quiet period: the pages count %d entries, want %d (post 10 made private)", got, n-1)
		}
	})
}

// TestLastPostUnpublished: when the last published posts of an author and
// of a term are unpublished (as WordPress does it: the status, then the
// term counts), the author and the term leave their sitemaps.
func TestLastPostUnpublished(t *testing.T) {
	sitetest.Each(t, "wpc_year_month", "fresh_catalog_last_post_test", nil, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: start}
		cat := newService(t, site, catalog.Options{PerPage: 5}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
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
		// The counts are every term's published posts after the status
		// change (as WordPress recounts them); only these four move.
		site.Exec(t, "UPDATE wp_posts SET post_status = 'draft' WHERE ID = 53 OR (post_author = 6 AND post_type = 'post')",
			"UPDATE wp_term_taxonomy SET count = 11 WHERE term_taxonomy_id = 1",
			"UPDATE wp_term_taxonomy SET count = 0 WHERE term_taxonomy_id IN (3, 9, 11)",
			"UPDATE wp_term_taxonomy SET count = 8 WHERE term_taxonomy_id = 4")
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
	})
}

// TestUnexplainedWriteIsReconciled: an in-place write to wp_posts that no
// index shows (here post_modified, as a retitle without revision writes
// it) reaches the page's lastmod in the index, and its revision (the
// cache key). On MariaDB the Poller cannot tell which row it was
// (Changes.Unexplained): a full read in the background finds it, soon on a
// small site. memwp's source names the row, as the binary log would.
// (The entries themselves are read live.)
func TestUnexplainedWriteIsReconciled(t *testing.T) {
	sitetest.Each(t, "wpc_year_month", "fresh_catalog_unexplained_test", nil, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: start}
		cat := newService(t, site, catalog.Options{PerPage: 5}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
		const mod = "2030-01-02 03:04:05"
		newest := func() string { return newestPost(t, cat) }
		if got := newest(); got == "" || got == mod {
			t.Fatalf("newest post lastmod before: %q", got)
		}
		if site.Backend == "mariadb" {
			// UPDATE_TIME counts seconds: a write in the second of the copy
			// would look like the copy itself.
			time.Sleep(1100 * time.Millisecond)
		}
		site.Exec(t, "UPDATE wp_posts SET post_title = 'Retitled', post_modified = '"+mod+"', post_modified_gmt = '"+mod+"' WHERE ID = 53")
		if site.Backend == "memwp" {
			// The row is named: the next check applies it, with no full read.
			clock.advance(1100 * time.Millisecond)
			if got := newest(); got != mod {
				t.Errorf("the write to post 53, reported by the source, is not applied by the next check: newest lastmod %q", got)
			}
			return
		}
		for i := 0; i < 100; i++ {
			clock.advance(1100 * time.Millisecond)
			if newest() == mod {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Errorf("the in-place write to post 53 was not found: the post sitemap's newest lastmod is %q", newest())
	})
}
