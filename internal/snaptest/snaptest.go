// Package snaptest checks catalog snapshots in tests: what a snapshot
// serves, page by page as the server renders it, and the property that
// incremental updates guarantee (SameAsFresh).
package snaptest

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
)

// Served is what a snapshot serves: per sitemap in the index, its entries
// in order, each written as loc, lastmod and images (loc alone for terms
// and authors, whose lastmods are only raised between full builds:
// docs/architecture.md, "What a fresh build would change"); every page's
// size; the objects listed.
type Served struct {
	Entries map[string][]string // sitemap name -> entries
	Sizes   map[string][]int    // sitemap name -> entries per page
	Objects map[string][]int64  // sitemap name -> object IDs listed
}

// Serve renders every page of every sitemap s lists in its index.
func Serve(t testing.TB, s *catalog.Snapshot) Served {
	t.Helper()
	out := Served{Entries: map[string][]string{}, Sizes: map[string][]int{}, Objects: map[string][]int64{}}
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
				out.Entries[sm.Name] = append(out.Entries[sm.Name], line)
				out.Objects[sm.Name] = append(out.Objects[sm.Name], e.ID)
				return nil
			})
			if err != nil {
				t.Fatalf("%s page %d: %v", sm.Name, n, err)
			}
			out.Sizes[sm.Name] = append(out.Sizes[sm.Name], size)
		}
	}
	return out
}

// SameAsFresh checks the property incremental updates guarantee: what s
// serves equals what a snapshot freshly built by cat serves (every loc;
// for posts every lastmod and image), no page holds more than
// entries-per-page (Snapshot.AlternatesPerPage on the sitemaps of
// translated types with alternates), and no page but page 1 of a sitemap is empty. Page
// boundaries may differ (deviations.md 6). It reports whether all held.
func SameAsFresh(t testing.TB, cat *catalog.Catalog, s *catalog.Snapshot, step string) bool {
	t.Helper()
	fresh, err := cat.Build(context.Background())
	if err != nil {
		t.Fatalf("%s: fresh build: %v", step, err)
	}
	ok := true
	got, want := Serve(t, s), Serve(t, fresh)
	if diff := cmp.Diff(want.Entries, got.Entries); diff != "" {
		t.Errorf("%s: incremental snapshot differs from a fresh build (-fresh +incremental):\n%s", step, diff)
		ok = false
	}
	for name, sizes := range got.Sizes {
		limit := s.PerPage()
		if a := s.AlternatesPerPage(); a > 0 && (s.Site.Languages().TranslatedPostType(name) || s.Site.Languages().TranslatedTaxonomy(name)) {
			limit = a // the bound of a page of entries with alternates
		}
		for i, n := range sizes {
			if n > limit {
				t.Errorf("%s: %s page %d lists %d entries, over the limit %d", step, name, i+1, n, limit)
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
