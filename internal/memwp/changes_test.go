package memwp_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/wp"
)

func loadFixtures(t *testing.T) *memwp.Site {
	t.Helper()
	s, err := memwp.LoadFile(filepath.Join("..", "..", "testdata", "fixtures.sql"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestChangeSource(t *testing.T) {
	s := loadFixtures(t)
	ctx := context.Background()
	src := s.NewChangeSource(wp.NewsMetaKeys, time.Now)
	poll := func() wp.Changes {
		t.Helper()
		ch, err := src.Poll(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return ch
	}
	if ch := poll(); !ch.Everything {
		t.Fatalf("first poll: %+v, want Everything", ch)
	}
	if ch := poll(); !ch.Empty() {
		t.Fatalf("no write: %+v", ch)
	}
	ids := func(ids ...int64) []wp.IDRange {
		var out []wp.IDRange
		for _, id := range ids {
			out = append(out, wp.IDRange{Lo: id, Hi: id})
		}
		return wp.MergeRanges(out)
	}
	steps := []struct {
		name string
		sql  []string
		want wp.Changes
	}{
		{"status", []string{"UPDATE wp_posts SET post_status = 'private' WHERE ID = 11"}, wp.Changes{Posts: ids(11)}},
		{"same value: no row written", []string{"UPDATE wp_posts SET post_status = 'private' WHERE ID = 11"}, wp.Changes{}},
		{"comment count only", []string{"UPDATE wp_posts SET comment_count = 5 WHERE ID = 11"}, wp.Changes{}},
		{"revision: the post and its parent", []string{`INSERT INTO wp_posts (ID, post_author, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_content_filtered, post_type, post_parent)
			VALUES (601, 1, 'x', 'Nur Text', '', 'inherit', '34-revision-v1', '', '', '', 'revision', 34)`}, wp.Changes{Posts: ids(34, 601)}},
		{"edit lock", []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (10, '_edit_lock', '1700000000:1')"}, wp.Changes{}},
		{"canonical", []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (35, '_yoast_wpseo_canonical', 'https://example.org/')"},
			wp.Changes{Posts: ids(35)}},
		{"news opt-out (a key of metaKeys)", []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (36, '" + wp.NewsOptOutKey + "', '1')"},
			wp.Changes{Posts: ids(36)}},
		{"meta deleted", []string{"DELETE FROM wp_postmeta WHERE post_id = 35 AND meta_key = '_yoast_wpseo_canonical'"}, wp.Changes{Posts: ids(35)}},
		{"term relationship", []string{"DELETE FROM wp_term_relationships WHERE object_id = 10"}, wp.Changes{Posts: ids(10)}},
		{"term slug", []string{"UPDATE wp_terms SET slug = 'neu' WHERE term_id = 2"}, wp.Changes{Terms: true}},
		{"nicename", []string{"UPDATE wp_users SET user_nicename = 'neu' WHERE ID = 2"}, wp.Changes{Authors: true}},
		{"display name only", []string{"UPDATE wp_users SET display_name = 'Neu' WHERE ID = 2"}, wp.Changes{}},
		{"author noindex", []string{"INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wpseo_noindex_author', 'on')"}, wp.Changes{Authors: true}},
		{"other user meta", []string{"INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'session_tokens', 'x')"}, wp.Changes{}},
		{"transient", []string{"INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('_transient_x', '1', 'no')"}, wp.Changes{}},
		{"blog_public", []string{"UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'"}, wp.Changes{Options: true}},
		{"a taxonomy's children", []string{"INSERT INTO wp_options (option_name, option_value) VALUES ('genre_children', 'a:0:{}')"}, wp.Changes{Options: true}},
		{"two writes in one poll", []string{"UPDATE wp_posts SET post_status = 'publish' WHERE ID = 11", "UPDATE wp_terms SET slug = 'alt' WHERE term_id = 2"},
			wp.Changes{Posts: ids(11), Terms: true}},
	}
	for _, st := range steps {
		for _, sql := range st.sql {
			if err := s.Exec(sql); err != nil {
				t.Fatalf("%s: %v", st.name, err)
			}
		}
		if d := cmp.Diff(st.want, poll()); d != "" {
			t.Errorf("%s (-want +got):\n%s", st.name, d)
		}
	}
}

func TestChangeSourceStateAndClone(t *testing.T) {
	s := loadFixtures(t)
	ctx := context.Background()
	src := s.NewChangeSource(nil, time.Now)
	if _, err := src.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	state, err := src.State()
	if err != nil {
		t.Fatal(err)
	}
	clone := src.Clone()
	if err := s.Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	if ch, _ := src.Poll(ctx); len(ch.Posts) != 1 {
		t.Fatalf("poll: %+v", ch)
	}
	if ch, _ := clone.Poll(ctx); len(ch.Posts) != 1 {
		t.Errorf("the clone did not see the write its original read: %+v", ch)
	}
	restarted := s.NewChangeSource(nil, time.Now)
	if err := restarted.Restore(state); err != nil {
		t.Fatal(err)
	}
	if ch, _ := restarted.Poll(ctx); len(ch.Posts) != 1 || ch.Everything {
		t.Errorf("restored source: %+v, want the write made after the state", ch)
	}
	other := loadFixtures(t).NewChangeSource(nil, time.Now)
	if err := other.Restore(state); err == nil {
		t.Error("a state of another site was restored")
	}
	if err := other.Restore([]byte("garbage")); err == nil {
		t.Error("garbage was restored")
	}
}

func TestWake(t *testing.T) {
	s := loadFixtures(t)
	w := s.NewChangeSource(nil, time.Now).Wake()
	select {
	case <-w:
		t.Fatal("woken before a write")
	default:
	}
	for range 3 { // never blocks the writer
		if err := s.Exec("UPDATE wp_posts SET menu_order = menu_order + 0 WHERE ID = 10 OR ID = 11"); err == nil {
			t.Fatal("an expression was taken")
		}
		if err := s.SetOption("blogname", time.Now().String()); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case <-w:
	case <-time.After(time.Second):
		t.Fatal("not woken by a write")
	}
	select {
	case <-w:
		t.Fatal("woken twice: the signal is kept once")
	default:
	}
}

func TestSetDown(t *testing.T) {
	s := loadFixtures(t)
	ctx := context.Background()
	src := s.NewChangeSource(nil, time.Now)
	cause := errors.New("connection refused")
	s.SetDown(cause)
	for what, err := range map[string]error{
		"probe": s.Probe(ctx),
		"poll":  func() error { _, err := src.Poll(ctx); return err }(),
		"site":  func() error { _, err := s.LoadSite(ctx); return err }(),
		"terms": func() error { _, err := s.Terms(ctx, "category"); return err }(),
		"scan": s.ScanPosts(ctx, wp.PostQuery{Type: "post"}, s.NewLinks(&wp.Site{}), func([]wp.Post, wp.LinkData) error {
			return nil
		}),
	} {
		if !errors.Is(err, wp.ErrUnavailable) || !errors.Is(err, cause) {
			t.Errorf("%s while down: %v, want ErrUnavailable and the cause", what, err)
		}
	}
	s.SetDown(nil)
	if err := s.Probe(ctx); err != nil {
		t.Errorf("probe once up: %v", err)
	}
}

// TestConcurrentReadsAndWrites is for the race detector.
func TestConcurrentReadsAndWrites(t *testing.T) {
	s := loadFixtures(t)
	ctx := context.Background()
	site, err := s.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 50 {
			status := []string{"draft", "publish"}[i%2]
			if err := s.Exec("UPDATE wp_posts SET post_status = '" + status + "' WHERE ID = 10"); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	for range 20 {
		err := s.ScanPosts(ctx, wp.PostQuery{Type: "post", Batch: 3, WithContent: true}, s.NewLinks(site), func([]wp.Post, wp.LinkData) error {
			_, err := s.PostMeta(ctx, []int64{10}, []string{"_thumbnail_id"})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	<-done
}

// TestChangeSourceWPMLLanguages: a write to WPML's icl_languages gives
// Languages alone (wpdb's feed and poller report the same), but for one
// that keeps the columns the sitemaps read (a name).
func TestChangeSourceWPMLLanguages(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_wpml")
	ctx := context.Background()
	src := site.Mem.NewChangeSource(nil, time.Now)
	if ch, err := src.Poll(ctx); err != nil || !ch.Everything {
		t.Fatalf("first poll: %+v, %v; want Everything", ch, err)
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
		{"added", "INSERT INTO wp_icl_languages (id, code, english_name, major, active, default_locale, tag) VALUES (6, 'nl', 'Dutch', 0, 1, 'nl_NL', 'nl-NL')", languages},
		{"deleted", "DELETE FROM wp_icl_languages WHERE code = 'nl'", languages},
		{"renamed", "UPDATE wp_icl_languages SET english_name = 'Deutsch' WHERE code = 'de'", wp.Changes{}},
	} {
		site.Exec(t, st.sql)
		got, err := src.Poll(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(st.want, got); d != "" {
			t.Errorf("%s: changes (-want +got):\n%s", st.name, d)
		}
	}
}
