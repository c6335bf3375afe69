package wpdb_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestPollerFindsEachChange makes each kind of write through SQL on a copy
// of the fixtures and checks what the next poll reports: new rows by their
// ID (and a revision's parent), changes and deletes by their checksum
// bucket (IDs 0..511 hold every fixture post), writes that no sitemap
// reads as nothing at all.
func TestPollerFindsEachChange(t *testing.T) {
	ctx := context.Background()
	name := dbtest.TempDB(t, "fresh_tracker_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	tr := wpdb.NewPoller(db)
	// An hour passes between polls: no checksum is held back for its cost
	// (TestPollerPacesChecksums tests that).
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	tr.SetClock(func() time.Time { now = now.Add(time.Hour); return now })
	first, err := tr.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !first.Everything {
		t.Fatalf("first poll = %+v, want a full rebuild (Everything)", first)
	}
	bucket0 := []wp.IDRange{{Lo: 0, Hi: 511}}
	steps := []struct {
		name string
		sql  []string
		want wp.Changes
	}{
		{"nothing", nil, wp.Changes{}},
		{"new post", []string{`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x', 'Neu', '', 'publish', 'neu', '', '',
			'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`},
			// the new row's own bucket differs too
			wp.Changes{Posts: []wp.IDRange{{Lo: 512, Hi: 1023}}}},
		{"revision names its parent", []string{`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type, post_parent)
			VALUES (2000, 1, '2024-01-02 10:00:00', '2024-01-02 09:00:00', 'y', 'Hallo', '', 'inherit', '10-revision-v2', '', '',
			'2024-01-02 10:00:00', '2024-01-02 09:00:00', '', 'revision', 10)`},
			wp.Changes{Posts: []wp.IDRange{{Lo: 10, Hi: 10}, {Lo: 1536, Hi: 2047}}}},
		{"newest post", []string{`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (3000, 1, '2024-01-03 10:00:00', '2024-01-03 09:00:00', 'z', 'Neuest', '', 'publish', 'neuest', '', '',
			'2024-01-03 10:00:00', '2024-01-03 09:00:00', '', 'post')`},
			wp.Changes{Posts: []wp.IDRange{{Lo: 2560, Hi: 3071}}}},
		// The largest ID goes down: no new row to find, its bucket's sums.
		{"newest post deleted", []string{`DELETE FROM wp_posts WHERE ID = 3000`}, wp.Changes{Posts: []wp.IDRange{{Lo: 2560, Hi: 3071}}}},
		{"unpublish", []string{`UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`}, wp.Changes{Posts: bucket0}},
		{"delete", []string{`DELETE FROM wp_posts WHERE ID = 12`}, wp.Changes{Posts: bucket0}},
		{"author", []string{`UPDATE wp_posts SET post_author = 3 WHERE ID = 13`}, wp.Changes{Posts: bucket0}},
		{"parent", []string{`UPDATE wp_posts SET post_parent = 5 WHERE ID = 7`}, wp.Changes{Posts: bucket0}},
		{"noindex set in place", []string{`UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = 8`}, wp.Changes{Posts: bucket0}},
		{"canonical added", []string{`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (35, '_yoast_wpseo_canonical', 'https://example.org/')`},
			wp.Changes{Posts: []wp.IDRange{{Lo: 0, Hi: 511}}}},
		{"noindex deleted", []string{`DELETE FROM wp_postmeta WHERE meta_id = 7`}, wp.Changes{Posts: bucket0}},
		{"edit lock and edit last", []string{
			`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (10, '_edit_lock', '1700000000:1'), (10, '_edit_last', '1')`,
			`UPDATE wp_postmeta SET meta_value = '1700000015:1' WHERE post_id = 10 AND meta_key = '_edit_lock'`,
			`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('_transient_doing_cron', '1700000000', 'yes')`,
		}, wp.Changes{}},
		// Columns no index covers: found by posts_rows, also in the same
		// second as a change another checksum explains (the delete below).
		{"password set in place", []string{`UPDATE wp_posts SET post_password = 'geheim' WHERE ID = 14`}, wp.Changes{Posts: bucket0}},
		{"slug changed in place", []string{`UPDATE wp_posts SET post_name = 'neuer-name' WHERE ID = 15`}, wp.Changes{Posts: bucket0}},
		{"modified in the second of a delete", []string{`DELETE FROM wp_posts WHERE ID = 16`,
			`UPDATE wp_posts SET post_modified_gmt = '2024-02-02 02:02:02' WHERE ID = 600`},
			wp.Changes{Posts: []wp.IDRange{{Lo: 0, Hi: 1023}}}}, // buckets 0 and 1, merged
		{"term relationship", []string{`INSERT INTO wp_term_relationships (object_id, term_taxonomy_id) VALUES (34, 1)`},
			wp.Changes{Posts: bucket0}},
		{"term slug", []string{`UPDATE wp_terms SET slug = 'neu-slug' WHERE term_id = 1`}, wp.Changes{Terms: true}},
		{"author noindex in place", []string{`UPDATE wp_usermeta SET meta_value = 'on' WHERE user_id = 4 AND meta_key = 'wpseo_noindex_author'`},
			wp.Changes{Authors: true}},
		{"user session is nothing", []string{`INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (1, 'session_tokens', 'a:0:{}')`},
			wp.Changes{}},
		{"user roles", []string{`UPDATE wp_options SET option_value = REPLACE(option_value, 'edit_posts', 'edit_postz') WHERE option_name = 'wp_user_roles'`},
			wp.Changes{Options: true}},
	}
	for _, st := range steps {
		if len(st.sql) > 0 {
			dbtest.Exec(t, name, st.sql...)
		}
		got, err := tr.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if diff := cmp.Diff(st.want, got); diff != "" {
			t.Errorf("%s: changes (-want +got):\n%s", st.name, diff)
		}
		// A write in the same second as the poll is looked at again at
		// the next poll: it must find nothing new.
		again, err := tr.Poll(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !again.Empty() {
			t.Errorf("%s: second poll = %+v, want nothing", st.name, again)
		}
	}
}

// TestPollerPacesChecksums checks that a checksum runs at most once per
// its pace times its cost while its table keeps moving, that one held back
// is owed and runs once its time has come without another write, and that
// a post meta write right after a post write (a post save) is looked at at
// the prompt pace. The costs are set by hand (a second each); the clock is
// fake.
func TestPollerPacesChecksums(t *testing.T) {
	ctx := context.Background()
	name := dbtest.TempDB(t, "fresh_tracker_pace_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	tr := wpdb.NewPoller(db)
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	tr.SetClock(func() time.Time { return now })
	poll := func(step string, advance time.Duration, want wp.Changes) {
		t.Helper()
		for _, k := range wpdb.SumKinds() {
			tr.SetCost(k, time.Second)
		}
		now = now.Add(advance)
		got, err := tr.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: changes (-want +got):\n%s", step, diff)
		}
	}
	poll("baseline", 0, wp.Changes{Everything: true})
	// Let the baseline's table times settle (one-second resolution).
	time.Sleep(2100 * time.Millisecond)
	poll("settled", time.Hour, wp.Changes{})

	bucket0 := wp.Changes{Posts: []wp.IDRange{{Lo: 0, Hi: 511}}}
	// A noindex row updated in place, no post written: meta_list is paced
	// at 100 times its cost (100 s here).
	dbtest.Exec(t, name, `UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = 8`)
	poll("meta-only write, 10 s later: owed", 10*time.Second, wp.Changes{})
	poll("still owed at 60 s", 50*time.Second, wp.Changes{})
	poll("due at 100 s, without another write", 40*time.Second, bucket0)
	poll("paid", time.Hour, wp.Changes{})

	// A post written, then its meta within the save window: meta_list at
	// the prompt pace (4 times its cost), posts_tsd too.
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`)
	poll("post write", time.Hour, bucket0)
	dbtest.Exec(t, name, `DELETE FROM wp_postmeta WHERE meta_id = 7`)
	poll("meta of a post save, 2 s later: too soon even for the prompt pace", 2*time.Second, wp.Changes{})
	poll("meta of a post save, 4 s after the last sum", 2*time.Second, bucket0)

	// The status checksum, paced at 4: a second unpublish 1 s after the
	// first run waits 4 s.
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 12`)
	poll("status checksum ran an hour ago: at once", time.Hour, bucket0)
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 13`)
	poll("1 s later: owed", time.Second, wp.Changes{})
	poll("4 s later: found", 3*time.Second, bucket0)
}

// TestPollerWPMLLanguages: a write to WPML's icl_languages is found by
// the fingerprint of what the alternates read of it (Changes.Languages
// alone): a tag, a locale, a language deactivated, added or deleted; a
// language renamed is nothing.
func TestPollerWPMLLanguages(t *testing.T) {
	ctx := context.Background()
	name := dbtest.TempDB(t, "poller_wpml_languages")
	db := dbtest.Variant(t, "wpsitemap_wpml", name)
	tr := wpdb.NewPoller(db)
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	tr.SetClock(func() time.Time { now = now.Add(time.Hour); return now })
	if first, err := tr.Poll(ctx); err != nil || !first.Everything {
		t.Fatalf("first poll = %+v, %v; want a full rebuild (Everything)", first, err)
	}
	languages := wp.Changes{Languages: true}
	for _, st := range []struct {
		name string
		sql  string
		want wp.Changes
	}{
		{"tag", "UPDATE wp_icl_languages SET tag = 'fr-CA' WHERE code = 'fr'", languages},
		{"locale", "UPDATE wp_icl_languages SET default_locale = 'de_AT' WHERE code = 'de'", languages},
		{"deactivated", "UPDATE wp_icl_languages SET active = 0 WHERE code = 'de'", languages},
		{"activated", "UPDATE wp_icl_languages SET active = 1 WHERE code = 'it'", languages},
		{"added", "INSERT INTO wp_icl_languages (id, code, english_name, major, active, default_locale, tag) VALUES (6, 'nl', 'Dutch', 0, 1, 'nl_NL', 'nl-NL')", languages},
		{"deleted", "DELETE FROM wp_icl_languages WHERE code = 'nl'", languages},
		{"renamed", "UPDATE wp_icl_languages SET english_name = 'Deutsch' WHERE code = 'de'", wp.Changes{}},
	} {
		dbtest.Exec(t, name, st.sql)
		got, err := tr.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if diff := cmp.Diff(st.want, got); diff != "" {
			t.Errorf("%s: changes (-want +got):\n%s", st.name, diff)
		}
		// Looked at again while its second settles: nothing new.
		if again, err := tr.Poll(ctx); err != nil || !again.Empty() {
			t.Errorf("%s: second poll = %+v, %v; want nothing", st.name, again, err)
		}
	}
}
