package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// TestApplyIsSameAsFresh: after each kind of write, Apply of what the
// change source reports gives a snapshot that serves what a fresh build
// serves (sameAsFresh), without a full rebuild (no provider is stale) and
// with the write reflected. The site is held in memory, whose change
// source reports exactly what was written: what Apply does with it is the
// catalog's; how the wpdb.Poller finds the same writes on MariaDB is
// tested by package refresh (TestChangesShowAfterOneInterval).
func TestApplyIsSameAsFresh(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard})
	ctx := context.Background()
	src := cat.NewChangeSource(time.Now)
	if _, err := src.Poll(ctx); err != nil { // the baseline
		t.Fatal(err)
	}
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name   string
		sql    []string
		typ    string // the sitemap of the object the write lists (listed) or unlists
		id     int64
		listed bool
	}{
		{"new post", []string{`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x', 'Neu', '', 'publish', 'neu', '', '',
			'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`}, "post", 600, true},
		{"unpublish", []string{`UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`}, "post", 11, false},
		{"delete", []string{`DELETE FROM wp_posts WHERE ID = 12`}, "post", 12, false},
		{"noindex by UPDATE in place", []string{`UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = 8`}, "post", 27, false},
		{"canonical elsewhere", []string{`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (35, '_yoast_wpseo_canonical', 'https://example.org/anders/')`}, "post", 35, false},
		{"password", []string{`UPDATE wp_posts SET post_password = 'geheim' WHERE ID = 34`}, "post", 34, false},
		{"password removed", []string{`UPDATE wp_posts SET post_password = '' WHERE ID = 34`}, "post", 34, true},
		{"published again", []string{`UPDATE wp_posts SET post_status = 'publish' WHERE ID = 11`}, "post", 11, true},
		{"author noindex", []string{`INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wpseo_noindex_author', 'on')`}, "author", 2, false},
	}
	// has reports whether s lists object id in sitemap typ. Entries read
	// the rows live: a snapshot is looked at before the write, its update
	// after.
	has := func(s *catalog.Snapshot, typ string, id int64) bool {
		t.Helper()
		found := false
		err := cat.Walk(ctx, s, typ, func(e catalog.Entry) error {
			found = found || e.ID == id
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return found
	}
	for _, st := range steps {
		if has(snap, st.typ, st.id) == st.listed {
			t.Fatalf("%s: %s %d listed %v before the write", st.name, st.typ, st.id, st.listed)
		}
		site.Exec(t, st.sql...)
		ch, err := src.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: poll: %v", st.name, err)
		}
		if ch.Empty() || snap.NeedsRebuild(ch) {
			t.Fatalf("%s: changes %+v: want some, that need no rebuild", st.name, ch)
		}
		next, stale, err := cat.Apply(ctx, snap, ch)
		if err != nil {
			t.Fatalf("%s: apply: %v", st.name, err)
		}
		if stale {
			t.Errorf("%s: a provider could not follow the change", st.name)
		}
		if has(next, st.typ, st.id) != st.listed {
			t.Errorf("%s: %s %d listed %v after the change, want %v", st.name, st.typ, st.id, !st.listed, st.listed)
		}
		sameAsFresh(t, cat, next, st.name)
		snap = next
	}
}
