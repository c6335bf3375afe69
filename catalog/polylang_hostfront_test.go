package catalog_test

import (
	"context"
	"slices"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
)

// TestPolylangHostFrontFollowed: on the French host of a site in
// subdomain mode, the front page's French translation (page 106) is the
// host's home, not a page entry. Unlinked from the front page's group it
// becomes an ordinary page of that host at its own URL, and linked again
// the host's home once more, each at the next change applied (no full
// read), equal to a fresh build.
func TestPolylangHostFrontFollowed(t *testing.T) {
	fixes := append(slices.Clone(onExampleCom), polylangOption(2, 1, "a:0:{}"))
	sitetest.Each(t, "wpsitemap_polylang", "polylang_hostfront", fixes, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Language: "fr"})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		src := newPolled(t, db, cat)
		page106 := func(snap *catalog.Snapshot) string {
			var got string
			err := cat.Walk(ctx, snap, "page", func(e catalog.Entry) error {
				if e.ID == 106 {
					got = e.URL.Loc
				}
				return nil
			}, func(catalog.Excluded) {})
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := page106(snap); got != "" {
			t.Fatalf("page 106, the French front page, listed as a page at %s", got)
		}
		for _, step := range []struct {
			name string
			sql  []string
			want bool // page 106 listed as a page
		}{
			{"unlinked", []string{
				`UPDATE wp_term_taxonomy SET description = 'a:1:{s:2:"en";i:4;}' WHERE term_taxonomy_id = 29`,
				"DELETE FROM wp_term_relationships WHERE object_id = 106 AND term_taxonomy_id = 29",
			}, true},
			{"linked again", []string{
				`UPDATE wp_term_taxonomy SET description = 'a:2:{s:2:"en";i:4;s:2:"fr";i:106;}' WHERE term_taxonomy_id = 29`,
				"INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (106, 29, 0)",
			}, false},
		} {
			site.Exec(t, step.sql...)
			ch := src.next()
			if snap.NeedsRebuild(ch) {
				t.Fatalf("%s: %+v needs a full read", step.name, ch)
			}
			next, stale, err := cat.Apply(ctx, snap, ch)
			if err != nil {
				t.Fatal(err)
			}
			if stale {
				t.Errorf("%s: Apply asked for a full read", step.name)
			}
			snap = next
			if got := page106(snap); (got != "") != step.want {
				t.Errorf("%s: page 106 listed at %q, want listed: %v", step.name, got, step.want)
			}
			snaptest.SameAsFresh(t, cat, snap, step.name)
		}
		// A term change that moves no translation (a category's count,
		// which WordPress writes at every publish) moves nothing here.
		site.Exec(t, "UPDATE wp_term_taxonomy SET count = 7 WHERE term_taxonomy_id = 25")
		ch := src.next()
		if !ch.Terms {
			t.Fatalf("a count written: %+v, want Terms", ch)
		}
		next, stale, err := cat.Apply(ctx, snap, ch)
		if err != nil {
			t.Fatal(err)
		}
		if stale {
			t.Error("a count written: Apply asked for a full read")
		}
		if got := page106(next); got != "" {
			t.Errorf("a count written: page 106 listed at %s", got)
		}
		snaptest.SameAsFresh(t, cat, next, "a count written")
	})
}
