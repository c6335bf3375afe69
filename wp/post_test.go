package wp

import (
	"slices"
	"testing"
)

// TestContentGroups: groups hold at most ContentGroupBytes of the content
// they need, a larger post goes alone, rows whose content is not needed
// weigh nothing, and every row is in one group, in order.
func TestContentGroups(t *testing.T) {
	const mb = 1 << 20
	rows := []Post{
		{PostRef: PostRef{ID: 1}, ContentLen: mb / 2},
		{PostRef: PostRef{ID: 2}, ContentLen: mb / 2},
		{PostRef: PostRef{ID: 3}, ContentLen: 1},
		{PostRef: PostRef{ID: 4}, ContentLen: 3 * mb},
		{PostRef: PostRef{ID: 5}, ContentLen: 10},
	}
	collect := func(all bool) (ids [][]int64, sizes []int64) {
		err := ContentGroups(rows, all, func(g []Post, n int64) error {
			var gi []int64
			for _, p := range g {
				gi = append(gi, p.ID)
			}
			ids, sizes = append(ids, gi), append(sizes, n)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return ids, sizes
	}
	ids, sizes := collect(true)
	want := [][]int64{{1, 2}, {3}, {4}, {5}}
	if !slices.EqualFunc(ids, want, slices.Equal) || !slices.Equal(sizes, []int64{mb, 1, 3 * mb, 10}) {
		t.Errorf("all: groups %v sizes %v, want %v", ids, sizes, want)
	}
	rows[3].HasParts = true // only post 4 needs its content
	ids, sizes = collect(false)
	if !slices.EqualFunc(ids, [][]int64{{1, 2, 3}, {4}, {5}}, slices.Equal) || !slices.Equal(sizes, []int64{0, 3 * mb, 0}) {
		t.Errorf("parts only: groups %v sizes %v, want [[1 2 3] [4] [5]] of 0, 3 MiB, 0", ids, sizes)
	}
}
