package catalog

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestIDListRoundTrip: packed lists give back what was packed, in order,
// with small and huge gaps (past 2^32, up to math.MaxInt64), and has
// answers for members, for IDs between them and outside the range.
func TestIDListRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	gaps := []int64{1, 3, 200, 1 << 33, math.MaxInt64 / 4}
	for n := range 200 {
		var ids []int64
		id := int64(r.IntN(10))
		for range n {
			id += 1 + r.Int64N(gaps[r.IntN(len(gaps))])
			if id < 0 { // past MaxInt64: stop there
				break
			}
			ids = append(ids, id)
		}
		l := packIDs(ids)
		got := l.slice()
		if !slices.Equal(got, ids) && !(len(ids) == 0 && len(got) == 0) {
			t.Fatalf("n=%d: packed %v, got back %v", n, ids, got)
		}
		if l.len() != len(ids) {
			t.Fatalf("n=%d: len %d, want %d", n, l.len(), len(ids))
		}
		member := map[int64]bool{}
		for _, id := range ids {
			member[id] = true
			if !l.has(id) {
				t.Fatalf("n=%d: has(%d) = false for a member", n, id)
			}
		}
		for _, id := range ids {
			for _, probe := range []int64{id - 1, id + 1, 0, math.MaxInt64} {
				if !member[probe] && l.has(probe) {
					t.Fatalf("n=%d: has(%d) = true, not a member", n, probe)
				}
			}
		}
	}
	var l idList
	for _, id := range []int64{5, 9, 1000} {
		l.add(id)
	}
	if !slices.Equal(l.slice(), []int64{5, 9, 1000}) || len(l.b) > 4 {
		t.Errorf("added 5, 9, 1000: %v in %d bytes, want them back in at most 4", l.slice(), len(l.b))
	}
}
