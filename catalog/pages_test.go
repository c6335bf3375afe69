package catalog

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

// TestRepageProperty: whatever an update brings (posts added, removed or
// changed anywhere, in any number), the pages that repage returns list
// exactly the posts that remain, in ID order, within their bounds, none
// over entries-per-page, none empty but a lone page 1.
func TestRepageProperty(t *testing.T) {
	for seed := uint64(0); seed < 2000; seed++ {
		r := rand.New(rand.NewPCG(seed, 1))
		perPage := 1 + r.IntN(12)
		// Existing pages: the listed posts cut into full pages, as a build
		// does, with gaps between IDs.
		var ids []int64
		for id := int64(1); len(ids) < r.IntN(5*perPage+1); id += 1 + int64(r.IntN(4)) {
			ids = append(ids, id)
		}
		sm, td := pagesOf(ids, perPage)
		// Ranges examined again, and which posts in them are listed now.
		var ranges []wp.IDRange
		for range r.IntN(4) {
			lo := int64(r.IntN(int(ids0(ids)) + 3*perPage))
			ranges = append(ranges, wp.IDRange{Lo: lo, Hi: lo + int64(r.IntN(3*perPage+1))})
		}
		ranges = wp.MergeRanges(ranges)
		u := &Update{Build: &Build{Snapshot: &Snapshot{perPage: perPage}}, Ranges: ranges}
		var listed []wp.Post
		want := map[int64]bool{}
		for _, id := range ids {
			if !u.InRanges(id) {
				want[id] = true
			}
		}
		for _, rg := range ranges {
			for id := rg.Lo; id <= rg.Hi; id++ {
				if id > 0 && r.IntN(3) > 0 {
					listed = append(listed, wp.Post{PostRef: wp.PostRef{ID: id}, ModifiedGMT: "2024-01-02 03:04:05"})
					want[id] = true
				}
			}
		}
		nsm, _ := repage(u, sm, td, nil, listed)
		if err := checkPages(nsm, perPage, want); err != nil {
			t.Fatalf("seed %d (per page %d, %d posts, ranges %v, %d listed): %v", seed, perPage, len(ids), ranges, len(listed), err)
		}
	}
}

// TestRepageSplitsABigBatch: a block of posts published at once inside a
// full page that is not the last (an import) gives pages within the limit.
func TestRepageSplitsABigBatch(t *testing.T) {
	const perPage = 1000
	var ids []int64
	for id := int64(1); id <= 3000; id++ {
		ids = append(ids, id*10) // 10, 20, ... 30000: three full pages
	}
	sm, td := pagesOf(ids, perPage)
	u := &Update{Build: &Build{Snapshot: &Snapshot{perPage: perPage}}, Ranges: []wp.IDRange{{Lo: 10001, Hi: 15000}}}
	want := map[int64]bool{}
	for _, id := range ids {
		if !u.InRanges(id) {
			want[id] = true
		}
	}
	var listed []wp.Post
	for id := int64(10001); id <= 15000; id++ { // 5000 posts in page 2's range
		listed = append(listed, wp.Post{PostRef: wp.PostRef{ID: id}})
		want[id] = true
	}
	nsm, _ := repage(u, sm, td, nil, listed)
	if err := checkPages(nsm, perPage, want); err != nil {
		t.Fatal(err)
	}
}

func ids0(ids []int64) int64 {
	if len(ids) == 0 {
		return 0
	}
	return ids[len(ids)-1]
}

// pagesOf cuts ids into full pages of perPage, as a build does.
func pagesOf(ids []int64, perPage int) (*Sitemap, *typeData) {
	pg := &pager{perPage: perPage}
	kept := &idPages{}
	for _, id := range ids {
		pg.add(id, "2024-01-01 00:00:00")
		kept.add(len(pg.pages), id, "2024-01-01 00:00:00")
	}
	pages := pg.finish()
	kept.pad(len(pages))
	kept.clip()
	td := &typeData{idPages: kept}
	return &Sitemap{Name: "post", Pages: pages, Data: td, InIndex: len(ids) > 0}, td
}

// checkPages checks the invariants of a post-type sitemap's pages.
func checkPages(sm *Sitemap, perPage int, want map[int64]bool) error {
	td := data[*typeData](sm)
	if len(td.ids) != len(sm.Pages) {
		return fmt.Errorf("%d ID lists for %d pages", len(td.ids), len(sm.Pages))
	}
	var all []int64
	var after int64
	for i, pg := range sm.Pages {
		n := td.ids[i].len()
		peak := maxMod(td.mods[i])
		switch {
		case pg.LastMod != modString(peak):
			return fmt.Errorf("page %d's lastmod is %q, its newest post's %q", i+1, pg.LastMod, modString(peak))
		case td.peak(i) != peak:
			return fmt.Errorf("page %d's newest lastmod is noted as %d, its posts' is %d", i+1, td.peak(i), peak)
		case len(td.ids[i].slice()) != n:
			return fmt.Errorf("page %d's list counts %d and holds %d", i+1, n, len(td.ids[i].slice()))
		case n != pg.Count:
			return fmt.Errorf("page %d counts %d, lists %d", i+1, pg.Count, n)
		case n > perPage:
			return fmt.Errorf("page %d lists %d, over %d", i+1, n, perPage)
		case n == 0 && len(sm.Pages) > 1:
			return fmt.Errorf("page %d of %d is empty", i+1, len(sm.Pages))
		case pg.After != after:
			return fmt.Errorf("page %d starts after %d, the previous page ends at %d", i+1, pg.After, after)
		}
		for _, id := range td.ids[i].slice() {
			if id <= pg.After || (pg.Before != 0 && id >= pg.Before) {
				return fmt.Errorf("page %d (%d, %d) lists %d", i+1, pg.After, pg.Before, id)
			}
		}
		if i == len(sm.Pages)-1 && pg.Before != 0 {
			return fmt.Errorf("the last page ends before %d", pg.Before)
		}
		if i < len(sm.Pages)-1 {
			after = pg.Before - 1
		}
		all = append(all, td.ids[i].slice()...)
	}
	if !slices.IsSorted(all) {
		return fmt.Errorf("IDs out of order: %v", all)
	}
	var exp []int64
	for id := range want {
		exp = append(exp, id)
	}
	slices.Sort(exp)
	if !slices.Equal(all, exp) {
		return fmt.Errorf("lists %v, want %v", all, exp)
	}
	return nil
}
