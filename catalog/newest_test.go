package catalog

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

// TestNewestProperty: whatever updates remove and bring, the newest list
// either knows the type's newest modification exactly or says it does not
// (then the store is read); it never gives a wrong one. Types of many
// posts exercise the cut list; small ones the complete list.
func TestNewestProperty(t *testing.T) {
	for seed := uint64(0); seed < 500; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		mods := map[int64]string{} // the type's candidates
		n := &newest{}
		for id := int64(1); id <= int64(1+r.IntN(4*newestKeep)); id++ {
			mods[id] = fmt.Sprintf("2024-01-%02d %02d:00:00", 1+r.IntN(28), r.IntN(24))
			n.add(id, mods[id])
		}
		n.trim()
		for step := range 30 {
			lo := int64(1 + r.IntN(len(mods)+10))
			u := &Update{Ranges: []wp.IDRange{{Lo: lo, Hi: lo + int64(r.IntN(8))}}}
			var found []*wp.Post
			for id := u.Ranges[0].Lo; id <= u.Ranges[0].Hi; id++ {
				delete(mods, id)
				if r.IntN(2) == 0 { // still (or newly) a candidate, maybe modified
					mods[id] = fmt.Sprintf("2024-01-%02d %02d:30:00", 1+r.IntN(28), r.IntN(24))
					found = append(found, &wp.Post{PostRef: wp.PostRef{ID: id}, ModifiedGMT: mods[id]})
				}
			}
			n = n.updated(u, found)
			want := ""
			for _, m := range mods {
				want = max(want, m)
			}
			if got, known := n.max(); known && got != want {
				t.Fatalf("seed %d step %d: newest %q, want %q (list %v, floor %q)", seed, step, got, want, n.refs, n.floor)
			}
		}
	}
}

// TestNewestRunsOut: once every post the list kept has left, a newcomer
// older than what was cut is not taken for the newest.
func TestNewestRunsOut(t *testing.T) {
	// The kept posts leave without being re-found, and an old post comes
	// in: the cut posts may be newer, so the newest is not known.
	n2 := &newest{}
	for id := int64(1); id <= newestKeep+8; id++ {
		n2.add(id, fmt.Sprintf("2024-03-%02d 00:00:00", 1+int(id)%28))
	}
	n2.trim()
	kept := n2.refs
	lo, hi := kept[len(kept)-1].ID, kept[0].ID
	var in []wp.IDRange
	for _, r := range kept {
		in = append(in, wp.IDRange{Lo: r.ID, Hi: r.ID})
	}
	u := &Update{Ranges: wp.MergeRanges(in)}
	n2 = n2.updated(u, []*wp.Post{{PostRef: wp.PostRef{ID: 999}, ModifiedGMT: "2020-01-01 00:00:00"}})
	if got, known := n2.max(); known {
		t.Errorf("kept posts %d..%d left: newest %q said known; posts cut before may be newer", lo, hi, got)
	}
}
