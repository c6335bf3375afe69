// Package snaptest checks catalog snapshots in tests: what a snapshot
// serves, page by page as the server renders it, and the property that
// incremental updates guarantee (SameAsFresh).
package snaptest

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

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
	// Newest is, for each page of a post-type sitemap, the newest lastmod
	// of the entries it renders ("" when none has one), as Page.LastMod
	// writes it: what the index says of the page.
	Newest map[string][]string
}

// Serve renders every page of every sitemap s lists in its index.
func Serve(t testing.TB, s *catalog.Snapshot) Served {
	t.Helper()
	out := Served{Entries: map[string][]string{}, Sizes: map[string][]int{}, Objects: map[string][]int64{}, Newest: map[string][]string{}}
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue
		}
		exact := s.Registry.PostType(sm.Name) != nil
		for n := 1; n <= len(sm.Pages); n++ {
			size := 0
			var newest time.Time
			err := s.Entries(context.Background(), sm, n, func(e catalog.Entry) error {
				size++
				if e.LastMod.After(newest) {
					newest = e.LastMod
				}
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
			if exact {
				mod := ""
				if !newest.IsZero() {
					mod = newest.UTC().Format("2006-01-02 15:04:05")
				}
				out.Newest[sm.Name] = append(out.Newest[sm.Name], mod)
			}
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
	builder := cat
	entries := cat.EntryStore()
	var fromDB, fromStore int64
	if entries != nil {
		// The fresh build is kept in a store of its own, so that the
		// incremental snapshots' store holds only what their changes wrote.
		fe, err := catalog.OpenEntries(t.TempDir(), catalog.EntriesOptions{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		defer fe.Close()
		builder = cat.WithEntries(fe)
		fromDB, fromStore = entries.FromDatabase(), entries.FromStore()
	}
	fresh, err := builder.Build(context.Background())
	if err != nil {
		t.Fatalf("%s: fresh build: %v", step, err)
	}
	ok := true
	got, want := Serve(t, s), Serve(t, fresh)
	if entries != nil {
		if n, want := entries.FromStore()-fromStore, int64(servedPages(s)); n != want {
			t.Errorf("%s: %d pages of the incremental snapshot were read from the entry store, want %d", step, n, want)
			ok = false
		}
		if n := entries.FromDatabase() - fromDB; n > 0 {
			t.Errorf("%s: %d pages of the incremental snapshot were read from the database, not the entry store", step, n)
			ok = false
		}
		if n := builder.EntryStore().FromDatabase(); n > 0 {
			t.Errorf("%s: %d pages of the fresh build were read from the database, not the entry store", step, n)
			ok = false
		}
		ok = SameBytes(t, s, step) && ok
	}
	if diff := cmp.Diff(want.Entries, got.Entries); diff != "" {
		t.Errorf("%s: incremental snapshot differs from a fresh build (-fresh +incremental):\n%s", step, diff)
		ok = false
	}
	for name, mods := range got.Newest {
		sm, _ := s.Lookup(name)
		for i, mod := range mods {
			if sm.Pages[i].LastMod != mod {
				t.Errorf("%s: %s page %d's lastmod in the index is %q, its newest entry's %q", step, name, i+1, sm.Pages[i].LastMod, mod)
				ok = false
			}
		}
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

// SameBytes checks that every page of every sitemap s lists in its index
// renders, from s's entry store (Snapshot.Entries), the same document as
// from its provider, which reads the database.
func SameBytes(t testing.TB, s *catalog.Snapshot, step string) bool {
	t.Helper()
	ctx := context.Background()
	ok := true
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for n := 1; n <= len(sm.Pages); n++ {
			stored := render(t, s, sm, func(fn func(catalog.Entry) error) error { return s.Entries(ctx, sm, n, fn) })
			direct := render(t, s, sm, func(fn func(catalog.Entry) error) error {
				return sm.Provider.Entries(ctx, catalog.Query{Snap: s, Sitemap: sm, Page: n}, fn)
			})
			if stored != direct {
				t.Errorf("%s: %s page %d from the entry store differs from its provider's:\n%s",
					step, sm.Name, n, cmp.Diff(direct, stored))
				ok = false
			}
		}
	}
	return ok
}

// render writes the document of the entries entries streams.
func render(t testing.TB, s *catalog.Snapshot, sm *catalog.Sitemap, entries func(func(catalog.Entry) error) error) string {
	t.Helper()
	var b strings.Builder
	doc, err := s.Format(sm).Open(&b, "/main-sitemap.xsl")
	if err == nil {
		err = entries(doc.Write)
	}
	if err == nil {
		err = doc.Close()
	}
	if err != nil {
		t.Fatalf("%s: %v", sm.Name, err)
	}
	return b.String()
}

// servedPages is the number of pages Serve reads.
func servedPages(s *catalog.Snapshot) int {
	n := 0
	for _, sm := range s.Sitemaps {
		if sm.InIndex {
			n += len(sm.Pages)
		}
	}
	return n
}

// Render renders every page of every sitemap s lists in its index through
// Snapshot.Entries, by "name n".
func Render(t testing.TB, s *catalog.Snapshot) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for n := 1; n <= len(sm.Pages); n++ {
			out[fmt.Sprintf("%s %d", sm.Name, n)] = render(t, s, sm, func(fn func(catalog.Entry) error) error {
				return s.Entries(context.Background(), sm, n, fn)
			})
		}
	}
	return out
}
