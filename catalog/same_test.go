package catalog_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
)

// served is what a snapshot serves, page by page as the server renders
// them: per sitemap in the index, its entries in order, each written as
// loc, lastmod and images; and every page's size.
type served struct {
	entries map[string][]string // sitemap name -> entries
	sizes   map[string][]int    // sitemap name -> entries per page
}

// serve renders every page of every sitemap s lists in its index. Term
// and author entries keep only their loc: their lastmods are only raised
// between full builds (docs/architecture.md, "What a fresh build would
// change").
func serve(t *testing.T, s *catalog.Snapshot) served {
	t.Helper()
	out := served{entries: map[string][]string{}, sizes: map[string][]int{}}
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
func sameAsFresh(t *testing.T, cat *catalog.Catalog, s *catalog.Snapshot, step string) {
	t.Helper()
	fresh, err := cat.Build(context.Background())
	if err != nil {
		t.Fatalf("%s: fresh build: %v", step, err)
	}
	got, want := serve(t, s), serve(t, fresh)
	if diff := cmp.Diff(want.entries, got.entries); diff != "" {
		t.Errorf("%s: incremental snapshot differs from a fresh build (-fresh +incremental):\n%s", step, diff)
	}
	for name, sizes := range got.sizes {
		for i, n := range sizes {
			if n > s.PerPage() {
				t.Errorf("%s: %s page %d lists %d entries, over the limit %d", step, name, i+1, n, s.PerPage())
			}
			if n == 0 && i > 0 {
				t.Errorf("%s: %s page %d is empty", step, name, i+1)
			}
		}
	}
}
