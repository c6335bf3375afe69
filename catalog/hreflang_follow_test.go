package catalog_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// pageOf returns the page of sitemap typ that holds post id, and its Rev.
func pageOf(t *testing.T, snap *catalog.Snapshot, typ string, id int64) (int, uint64) {
	t.Helper()
	sm, ok := snap.Lookup(typ)
	if !ok {
		t.Fatalf("no sitemap %s", typ)
	}
	for i, pg := range sm.Pages {
		if id > pg.After && (pg.Before == 0 || id < pg.Before) {
			return i + 1, pg.Rev
		}
	}
	t.Fatalf("no page of %s holds %d", typ, id)
	return 0, 0
}

// linksOf returns the alternates of post id as its page lists them.
func linksOf(t *testing.T, snap *catalog.Snapshot, id int64) []sitemap.Alternate {
	t.Helper()
	sm, _ := snap.Lookup("post")
	n, _ := pageOf(t, snap, "post", id)
	var got []sitemap.Alternate
	found := false
	err := snap.Entries(context.Background(), sm, n, func(e catalog.Entry) error {
		if e.ID == id {
			got, found = e.Alternates, true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !found {
		t.Fatalf("post %d not listed on page %d", id, n)
	}
	return got
}

// TestHreflangFollowed: WPML translations unlinked and linked
// (icl_translations rows changed as WPML writes them) are followed by the
// change source and Apply: the alternates of every member of the groups
// before and after change, and the pages that hold them get new
// revisions, so that no cached document keeps the old links. Both stores
// (MariaDB through the Poller).
func TestHreflangFollowed(t *testing.T) {
	home := "http://127.0.0.1:8081"
	sitetest.Each(t, "wpsitemap_wpml", "wpml_follow", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		src := newPolled(t, db, cat)
		revs := func(snap *catalog.Snapshot) map[int64]uint64 {
			out := map[int64]uint64{}
			for _, id := range []int64{1, 101, 102, 105} {
				_, out[id] = pageOf(t, snap, "post", id)
			}
			return out
		}
		before := revs(snap)

		// WPML's "disconnect": post 102 gets a trid of its own.
		site.Exec(t, "UPDATE wp_icl_translations SET trid = 5000, source_language_code = NULL WHERE element_type = 'post_post' AND element_id = 102")
		snap = applyChanges(t, cat, src.next(), snap)
		enFr := []sitemap.Alternate{
			{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
			{Hreflang: "fr-fr", Href: home + "/fr/2023/01/bonjour-le-monde/"},
			{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
		}
		for _, id := range []int64{1, 101} {
			if d := cmp.Diff(enFr, linksOf(t, snap, id)); d != "" {
				t.Errorf("post %d after 102 was unlinked (-want +got):\n%s", id, d)
			}
		}
		if got := linksOf(t, snap, 102); got != nil {
			t.Errorf("post 102 unlinked still has alternates %v", got)
		}
		after := revs(snap)
		for _, id := range []int64{1, 101, 102} {
			if after[id] == before[id] {
				t.Errorf("the page of post %d kept its revision %d: its cached document keeps the old links", id, after[id])
			}
		}

		// WPML's "connect": post 105, which had no row, joins trid 1 in German.
		site.Exec(t, "INSERT INTO wp_icl_translations (element_type, element_id, trid, language_code, source_language_code) VALUES ('post_post', 105, 1, 'de', 'en')")
		snap = applyChanges(t, cat, src.next(), snap)
		withDe := []sitemap.Alternate{
			{Hreflang: "de-de", Href: home + "/de/2023/03/sans-langue/"},
			{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
			{Hreflang: "fr-fr", Href: home + "/fr/2023/01/bonjour-le-monde/"},
			{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
		}
		for _, id := range []int64{1, 101, 105} {
			if d := cmp.Diff(withDe, linksOf(t, snap, id)); d != "" {
				t.Errorf("post %d after 105 was linked (-want +got):\n%s", id, d)
			}
		}
		again := revs(snap)
		for _, id := range []int64{1, 101, 105} {
			if again[id] == after[id] {
				t.Errorf("the page of post %d kept its revision %d after 105 was linked", id, again[id])
			}
		}
	})
}

// TestHreflangPolylangFollowed: with Polylang and hreflang on, post 101
// taken out of its group as Polylang does (its relationship deleted, the
// group's description rewritten) loses its link to post 1 and post 1 its
// link to 101; post 1's page, which no written row names, gets a new
// revision. Both stores.
func TestHreflangPolylangFollowed(t *testing.T) {
	sitetest.Each(t, "wpsitemap_polylang", "polylang_hreflang_follow", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard, Hreflang: "on"})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		src := newPolled(t, db, cat)
		if linksOf(t, snap, 1) == nil {
			t.Fatal("post 1 has no alternates before the change")
		}
		_, before := pageOf(t, snap, "post", 1)
		site.Exec(t, "DELETE FROM wp_term_relationships WHERE object_id = 101 AND term_taxonomy_id = 28",
			`UPDATE wp_term_taxonomy SET description = 'a:1:{s:2:"en";i:1;}', count = 1 WHERE term_taxonomy_id = 28`)
		snap = applyChanges(t, cat, src.next(), snap)
		for _, id := range []int64{1, 101} {
			if got := linksOf(t, snap, id); got != nil {
				t.Errorf("post %d still has alternates %v", id, got)
			}
		}
		if _, after := pageOf(t, snap, "post", 1); after == before {
			t.Errorf("the page of post 1 kept its revision %d: its cached document keeps the link to 101", after)
		}
	})
}
