package catalog_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// served is what a snapshot serves, page by page as the server renders
// them: per sitemap in the index, its entries in order, each written as
// loc, lastmod and images; and every page's size.
type served struct {
	entries map[string][]string // sitemap name -> entries
	sizes   map[string][]int    // sitemap name -> entries per page
	objects map[string][]int64  // sitemap name -> object IDs listed
}

// ids returns the IDs of the objects sitemap name lists.
func (s served) ids(name string) []int64 { return s.objects[name] }

// serve renders every page of every sitemap s lists in its index. Term
// and author entries keep only their loc: their lastmods are only raised
// between full builds (docs/architecture.md, "What a fresh build would
// change").
func serve(t *testing.T, s *catalog.Snapshot) served {
	t.Helper()
	out := served{entries: map[string][]string{}, sizes: map[string][]int{}, objects: map[string][]int64{}}
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue
		}
		exact := s.Registry.PostType(sm.Name) != nil
		for n := 1; n <= len(sm.Pages); n++ {
			size := 0
			err := s.Entries(context.Background(), sm, n, func(e catalog.Entry) error {
				size++
				line := e.Loc
				if exact {
					line += fmt.Sprintf(" %s %s", e.LastMod.UTC().Format("2006-01-02T15:04:05"), strings.Join(e.Images, " "))
				}
				out.entries[sm.Name] = append(out.entries[sm.Name], line)
				out.objects[sm.Name] = append(out.objects[sm.Name], e.ID)
				return nil
			})
			if err != nil {
				t.Fatalf("%s page %d: %v", sm.Name, n, err)
			}
			out.sizes[sm.Name] = append(out.sizes[sm.Name], size)
		}
	}
	return out
}

// sameAsFresh checks the property incremental updates guarantee: what s
// serves equals what a snapshot freshly built from the same store serves
// (every loc; for posts every lastmod and image), no page holds more than
// entries-per-page, and no page but page 1 of a sitemap is empty. Page
// boundaries may differ (deviations.md 6).
func sameAsFresh(t *testing.T, cat *catalog.Catalog, s *catalog.Snapshot, step string) bool {
	t.Helper()
	ok := true
	fresh, err := cat.Build(context.Background())
	if err != nil {
		t.Fatalf("%s: fresh build: %v", step, err)
	}
	got, want := serve(t, s), serve(t, fresh)
	if diff := cmp.Diff(want.entries, got.entries); diff != "" {
		t.Errorf("%s: incremental snapshot differs from a fresh build (-fresh +incremental):\n%s", step, diff)
		ok = false
	}
	for name, sizes := range got.sizes {
		for i, n := range sizes {
			if n > s.PerPage() {
				t.Errorf("%s: %s page %d lists %d entries, over the limit %d", step, name, i+1, n, s.PerPage())
				ok = false
			}
			if n == 0 && i > 0 {
				t.Errorf("%s: %s page %d is empty", step, name, i+1)
				ok = false
			}
		}
	}
	return ok
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
		if !slices.Contains(serve(t, fresh).ids("page"), int64(7)) {
			t.Fatal("a fresh build does not list page 7 either; the test changes nothing")
		}
	})
}
