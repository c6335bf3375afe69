package catalog_test

import (
	"context"
	"slices"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
)

// sameAsFresh is snaptest.SameAsFresh.
func sameAsFresh(t *testing.T, cat *catalog.Catalog, s *catalog.Snapshot, step string) bool {
	t.Helper()
	return snaptest.SameAsFresh(t, cat, s, step)
}

// TestPageListsWhatTheSnapshotDecided: a row that changed behind the
// snapshot's back (a password cleared in place, which no change source
// reported) does not join the page it falls in: every page renders the
// entries the snapshot counted, and never more than entries-per-page.
func TestPageListsWhatTheSnapshotDecided(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "catalog_behind_back", nil, func(t *testing.T, site *sitetest.Site) {
		cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		site.Exec(t, `UPDATE wp_posts SET post_password = '' WHERE ID = 7`) // page 7, password-protected
		sm, ok := snap.Lookup("page")
		if !ok {
			t.Fatal("no page sitemap")
		}
		for n, pg := range sm.Pages {
			got := 0
			err := snap.Entries(ctx, sm, n+1, func(e catalog.Entry) error {
				got++
				if e.ID == 7 {
					t.Errorf("page %d lists page 7, which the snapshot left out", n+1)
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if got != pg.Count {
				t.Errorf("page %d renders %d entries, the snapshot counted %d", n+1, got, pg.Count)
			}
		}
		// The write does change what a fresh build lists: the check above is
		// not vacuous.
		fresh, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(snaptest.Serve(t, fresh).Objects["page"], int64(7)) {
			t.Fatal("a fresh build does not list page 7 either; the test changes nothing")
		}
	})
}
