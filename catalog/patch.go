package catalog

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/wpsitemap/wpsitemap/entrystore"
	"github.com/wpsitemap/wpsitemap/wp"
)

// An entryPatch lets the entry store write the pages of a post type that a
// change gave new revisions from the store itself: the entries of the
// posts the change did not touch are copied from the page of old that
// held them, and only the posts in ranges are read from the database. So
// a one-post change at a million posts reads one post, not the thousand of
// its page with their contents (docs/entrystore.md, "A change").
//
// Apply sets it when nothing but posts moved (no terms, authors, options,
// languages or translations, which change entries of posts outside
// ranges) and entries carry no alternates (a translation's move changes
// the alternates of the other members of its group); Entries.write
// clears it once the snapshot is written.
type entryPatch struct {
	old    *Snapshot
	ranges []wp.IDRange // sorted, disjoint: the posts examined again
}

// patchable returns what Entries.write may patch the pages of s written
// after ch from old with, ranges being the posts examined again (with
// their children); nil when a page must be rendered whole.
func patchable(old *Snapshot, ch wp.Changes, redecided bool, ranges []wp.IDRange) *entryPatch {
	if old.hreflang || redecided || ch.Terms || ch.Authors || ch.Options || ch.Everything ||
		ch.Translations || ch.Languages || len(ch.Trids) > 0 || len(ranges) == 0 {
		return nil
	}
	return &entryPatch{old: old, ranges: ranges}
}

// in reports whether id was examined again.
func (p *entryPatch) in(id int64) bool { return inRanges(p.ranges, id) }

// patch writes page r of s, named key, into b from the entries the store
// holds of old's pages and the posts examined again, read from the
// database; false (nothing put) when the page must be rendered whole: not
// a page of a post type, or an entry to keep the current revision does not
// hold. Page 1's first entry (the home or archive, whose lastmod follows
// the type's newest post) and the language homes after its posts are made
// again, as its render makes them. Under wmu.
func (e *Entries) patch(ctx context.Context, s *Snapshot, r pageRef, key string, b *entrystore.Batch) (bool, error) {
	pt, ok := r.sm.Provider.(*postTypes)
	p := s.patch
	if !ok || p == nil {
		return false, nil
	}
	td, ok := dataOK[*typeData](r.sm)
	if !ok || td.idPages == nil || r.n > len(td.ids) {
		return false, nil
	}
	osm, ok := p.old.byName[r.sm.Name]
	if !ok || osm.Provider != r.sm.Provider || osm.Epoch != r.sm.Epoch || !osm.InIndex {
		return false, nil
	}
	ids := td.ids[r.n-1].slice()
	var fresh []int64
	keep := make(map[int64]bool, len(ids))
	for _, id := range ids {
		if p.in(id) {
			fresh = append(fresh, id)
		} else {
			keep[id] = true
		}
	}
	olds, ok := e.oldPages(p.old, osm, ids, keep)
	if !ok {
		return false, nil
	}
	kept, ok, err := e.keptEntries(olds, keep)
	if err != nil || !ok {
		return false, err
	}
	var made []entrystore.Entry
	if len(fresh) > 0 {
		err := pt.scanEntries(ctx, s, r.sm.Name, pt.idsQuery(s, r.sm.Name, fresh), fresh, func(en Entry) error {
			se, err := stored(&en)
			made = append(made, se)
			return err
		}, nil)
		if err != nil {
			return false, err
		}
	}
	if err := b.PutAt(key, markerPos, &entrystore.Entry{}); err != nil {
		return false, err
	}
	var pos int64
	put := func(se *entrystore.Entry) error {
		err := b.PutAt(key, pos, se)
		pos++
		return err
	}
	putEntry := func(en Entry) error {
		se, err := stored(&en)
		if err != nil {
			return err
		}
		return put(&se)
	}
	if r.n == 1 {
		if err := pt.firstEntry(ctx, Query{Snap: s, Sitemap: r.sm, Page: 1}, putEntry); err != nil {
			return false, err
		}
	}
	i, j := 0, 0
	for i < len(kept) || j < len(made) {
		var err error
		if j == len(made) || (i < len(kept) && kept[i].ID < made[j].ID) {
			err, i = put(&kept[i]), i+1
		} else {
			err, j = put(&made[j]), j+1
		}
		if err != nil {
			return false, err
		}
	}
	if r.n == 1 && r.sm.Name == "post" {
		if err := pt.homeEntries(ctx, s, r.sm, putEntry, nil); err != nil {
			return false, err
		}
	}
	e.written.Add(1)
	e.patched.Add(1)
	return true, nil
}

// oldPages returns the names of the pages of osm, a sitemap of old, that
// hold the IDs of keep among ids (sorted), when the current revision holds
// every one of them; false otherwise.
func (e *Entries) oldPages(old *Snapshot, osm *Sitemap, ids []int64, keep map[int64]bool) ([]string, bool) {
	var keys []string
	last := -1
	for _, id := range ids {
		if !keep[id] {
			continue
		}
		j := sort.Search(len(osm.Pages), func(j int) bool { b := osm.Pages[j].Before; return b == 0 || id < b })
		if j == len(osm.Pages) {
			return nil, false
		}
		if j != last {
			last = j
			k := PageKey(old, osm, j+1)
			e.mu.Lock()
			held := e.present[k]
			e.mu.Unlock()
			if !held {
				return nil, false
			}
			keys = append(keys, k)
		}
	}
	return keys, true
}

// keptEntries reads, from the pages keys of the current revision, the
// entries of the posts of keep, in ID order; false when one is missing (a
// post the page left out when it was rendered: rendering the page whole
// decides it again). Page 1's first entry and language homes are never
// taken: their ID is 0.
func (e *Entries) keptEntries(keys []string, keep map[int64]bool) ([]entrystore.Entry, bool, error) {
	if len(keep) == 0 {
		return nil, true, nil
	}
	e.mu.Lock()
	v := e.cur
	if v == nil || e.closed {
		e.mu.Unlock()
		return nil, false, nil
	}
	v.readers++
	e.mu.Unlock()
	defer e.release(v)
	kept := make([]entrystore.Entry, 0, len(keep))
	for _, k := range keys {
		whole := false
		err := v.v.ScanFrom(k, markerPos, 0, math.MaxInt32, func(se *entrystore.Entry) error {
			if !whole {
				whole = true // the marker
				return nil
			}
			if keep[se.ID] && se.Part == 0 {
				c := *se
				c.Images, c.Alternates, c.Videos = slices.Clone(se.Images), slices.Clone(se.Alternates), slices.Clone(se.Videos)
				kept = append(kept, c)
			}
			return nil
		})
		if err != nil {
			return nil, false, fmt.Errorf("catalog: entry store: %w", err)
		}
		if !whole {
			return nil, false, nil
		}
	}
	slices.SortFunc(kept, func(a, b entrystore.Entry) int { return cmpInt(a.ID, b.ID) })
	if len(kept) != len(keep) {
		return nil, false, nil
	}
	for i := 1; i < len(kept); i++ {
		if kept[i].ID == kept[i-1].ID {
			return nil, false, nil
		}
	}
	return kept, true, nil
}
