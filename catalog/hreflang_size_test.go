package catalog_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// sizeLimit is the fake protocol limit of the page-size tests: small
// enough that a page of the longest entries with alternates in three or
// four languages holds fewer than their 7 entries per page.
const sizeLimit = 80_000

// renderAll renders every page of every sitemap snap lists in its index
// as the server writes it (snap.Format) and returns the documents by
// sitemap, in page order.
func renderAll(t *testing.T, snap *catalog.Snapshot) map[string][][]byte {
	t.Helper()
	ctx := context.Background()
	out := map[string][][]byte{}
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for n := 1; n <= len(sm.Pages); n++ {
			var buf bytes.Buffer
			doc, err := snap.Format(sm).Open(&buf, "")
			if err != nil {
				t.Fatal(err)
			}
			if err := snap.Entries(ctx, sm, n, func(e catalog.Entry) error { return doc.Write(e) }); err != nil {
				t.Fatalf("%s page %d: %v", sm.Name, n, err)
			}
			if err := doc.Close(); err != nil {
				t.Fatal(err)
			}
			out[sm.Name] = append(out[sm.Name], buf.Bytes())
		}
	}
	return out
}

// pageCuts returns each sitemap's pages as "after-before:count".
func pageCuts(snap *catalog.Snapshot) map[string][]string {
	out := map[string][]string{}
	for _, sm := range snap.Sitemaps {
		for _, pg := range sm.Pages {
			out[sm.Name] = append(out[sm.Name], fmt.Sprintf("%d-%d:%d", pg.After, pg.Before, pg.Count))
		}
	}
	return out
}

// translated reports whether the entries of sitemap name may carry
// alternates.
func translated(snap *catalog.Snapshot, name string) bool {
	return snap.Site.Languages().TranslatedPostType(name) || snap.Site.Languages().TranslatedTaxonomy(name)
}

// checkCut checks that snap's sitemaps of translated types hold at most
// AlternatesPerPage entries a page, that one of them is full (the bound
// is what cut it), that the others are cut as off (a snapshot of the
// same site with hreflang off) cuts them, and that no document passes
// sizeLimit. It returns AlternatesPerPage.
func checkCut(t *testing.T, snap, off *catalog.Snapshot, step string) int {
	t.Helper()
	n := snap.AlternatesPerPage()
	if n <= 0 || n >= snap.PerPage() {
		t.Fatalf("%s: %d entries a page with alternates, want between 1 and %d", step, n, snap.PerPage()-1)
	}
	full := false
	cuts, offCuts := pageCuts(snap), pageCuts(off)
	for _, sm := range snap.Sitemaps {
		if !translated(snap, sm.Name) {
			if d := cmp.Diff(offCuts[sm.Name], cuts[sm.Name]); d != "" {
				t.Errorf("%s: %s, whose entries carry no alternates, is cut otherwise than with hreflang off (-off +on):\n%s", step, sm.Name, d)
			}
			continue
		}
		for i, pg := range sm.Pages {
			if pg.Count > n {
				t.Errorf("%s: %s page %d holds %d entries, over %d", step, sm.Name, i+1, pg.Count, n)
			}
			full = full || pg.Count == n
		}
	}
	if !full {
		t.Errorf("%s: no page of a translated type is full: the test shows nothing", step)
	}
	for name, docs := range renderAll(t, snap) {
		for i, d := range docs {
			if len(d) > sizeLimit {
				t.Errorf("%s: %s page %d is %d bytes, over the limit %d", step, name, i+1, len(d), sizeLimit)
			}
		}
	}
	return n
}

// TestHreflangPageSizeWPML: on wpsitemap_wpml (four languages) with a
// fake limit of sizeLimit bytes, the sitemaps whose entries carry
// alternates are cut into pages of AlternatesPerPage entries, fewer than
// PerPage, and no document passes the limit; book, which WPML does not
// translate, is cut as with hreflang off. German deactivated (three
// languages), Apply cuts them into larger pages, as a fresh build does;
// activated again, smaller again; deactivated with WPML's settings,
// which Reread carries over, larger. A state file read by a catalog
// whose bound is another is stale. With hreflang off the limit changes
// nothing: the same pages, byte for byte, as without it. Both stores.
func TestHreflangPageSizeWPML(t *testing.T) {
	sitetest.Each(t, "wpsitemap_wpml", "hreflang_size", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		ctx := context.Background()
		build := func(opts catalog.Options) (*catalog.Catalog, *catalog.Snapshot) {
			t.Helper()
			opts.PerPage, opts.Logger = 7, discard
			cat := catalog.New(db, opts)
			snap, err := cat.Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return cat, snap
		}

		_, plain := build(catalog.Options{Hreflang: "off"})
		_, off := build(catalog.Options{Hreflang: "off", MaxDocBytes: sizeLimit})
		if n := off.AlternatesPerPage(); n != 0 {
			t.Errorf("hreflang off: %d entries a page with alternates, want 0", n)
		}
		if d := cmp.Diff(pageCuts(plain), pageCuts(off)); d != "" {
			t.Errorf("hreflang off: the limit moved the pages (-without +with):\n%s", d)
		}
		if d := cmp.Diff(renderAll(t, plain), renderAll(t, off)); d != "" {
			t.Errorf("hreflang off: the limit changed the documents (-without +with):\n%s", d)
		}

		cat, snap := build(catalog.Options{MaxDocBytes: sizeLimit})
		four := checkCut(t, snap, off, "four languages")

		now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		src := db.NewChangeSource(cat.MetaKeys(), func() time.Time { return now })
		if _, err := src.Poll(ctx); err != nil {
			t.Fatal(err)
		}
		step := func(name string, stmts ...string) int {
			t.Helper()
			site.Exec(t, stmts...)
			now = now.Add(time.Minute)
			snap = follow(t, cat, src, snap)
			sameAsFresh(t, cat, snap, name)
			fresh, err := cat.Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(pageCuts(fresh), pageCuts(snap)); d != "" {
				t.Errorf("%s: pages differ from a fresh build's (-fresh +incremental):\n%s", name, d)
			}
			return checkCut(t, snap, off, name)
		}
		three := step("German deactivated", "UPDATE wp_icl_languages SET active = 0 WHERE code = 'de'")
		if three <= four {
			t.Errorf("%d entries a page with three languages, %d with four: want more with fewer languages", three, four)
		}
		if again := step("German activated again", "UPDATE wp_icl_languages SET active = 1 WHERE code = 'de'"); again != four {
			t.Errorf("%d entries a page with German activated again, want %d as built", again, four)
		}
		// Deactivated as WPML does it, with its settings: Reread carries
		// the snapshot over to the new options, cutting the pages again.
		if carried := step("German deactivated with the settings", "UPDATE wp_icl_languages SET active = 0 WHERE code = 'de'", wpmlWithoutGerman); carried != three {
			t.Errorf("%d entries a page with German deactivated with the settings, want %d", carried, three)
		}

		// The state file keeps the size: read by a catalog whose bound
		// is another, it is stale.
		var buf bytes.Buffer
		if err := cat.WriteState(&buf, snap, nil); err != nil {
			t.Fatal(err)
		}
		saved := buf.Bytes()
		back, _, err := cat.ReadState(ctx, bytes.NewReader(saved))
		if err != nil {
			t.Fatalf("the state file read back: %v", err)
		}
		if d := cmp.Diff(pageCuts(snap), pageCuts(back)); d != "" {
			t.Errorf("pages read back from the state file (-saved +read):\n%s", d)
		}
		other := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard})
		if _, _, err := other.ReadState(ctx, bytes.NewReader(saved)); !errors.Is(err, catalog.ErrStaleState) {
			t.Errorf("the state file read with a limit of 50 MB: %v, want ErrStaleState", err)
		}
	})
}

// TestHreflangPageSizePolylang: on wpsitemap_polylang with hreflang on
// and a fake limit of sizeLimit bytes, the sitemaps of translated types
// are cut into pages of AlternatesPerPage entries and no document passes
// the limit; a language added (a language term), Apply cuts them into
// smaller pages, as a fresh build does; removed, larger again. Both
// stores.
func TestHreflangPageSizePolylang(t *testing.T) {
	sitetest.Each(t, "wpsitemap_polylang", "hreflang_size_pll", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		ctx := context.Background()
		offCat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard, Hreflang: "off", MaxDocBytes: sizeLimit})
		cat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard, Hreflang: "on", MaxDocBytes: sizeLimit})
		offBuild := func() *catalog.Snapshot {
			t.Helper()
			s, err := offCat.Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		three := checkCut(t, snap, offBuild(), "three languages")

		now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		src := db.NewChangeSource(cat.MetaKeys(), func() time.Time { return now })
		if _, err := src.Poll(ctx); err != nil {
			t.Fatal(err)
		}
		step := func(name string, stmts ...string) int {
			t.Helper()
			site.Exec(t, stmts...)
			now = now.Add(time.Minute)
			snap = follow(t, cat, src, snap)
			sameAsFresh(t, cat, snap, name)
			fresh, err := cat.Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(pageCuts(fresh), pageCuts(snap)); d != "" {
				t.Errorf("%s: pages differ from a fresh build's (-fresh +incremental):\n%s", name, d)
			}
			return checkCut(t, snap, offBuild(), name)
		}
		four := step("Spanish added", "INSERT INTO wp_terms (term_id, name, slug, term_group) VALUES (40, 'Español', 'es', 0)",
			`INSERT INTO wp_term_taxonomy (term_taxonomy_id, term_id, taxonomy, description, parent, count) VALUES (40, 40, 'language', 'a:1:{s:6:"locale";s:5:"es_ES";}', 0, 0)`)
		if four >= three {
			t.Errorf("%d entries a page with four languages, %d with three: want fewer with more languages", four, three)
		}
		if again := step("Spanish removed", "DELETE FROM wp_term_taxonomy WHERE term_taxonomy_id = 40", "DELETE FROM wp_terms WHERE term_id = 40"); again != three {
			t.Errorf("%d entries a page with Spanish removed, want %d as built", again, three)
		}
	})
}
