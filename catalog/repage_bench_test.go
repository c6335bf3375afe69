package catalog

import (
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

// BenchmarkRepageOnePost: the pages of a million listed posts (1,000 a
// page, IDs three apart, as revisions interleave) re-paged after a change
// to one post in the middle: what a one-post change costs the catalog
// beside the reads.
func BenchmarkRepageOnePost(b *testing.B) {
	const perPage, posts = 1000, 1_000_000
	ids := make([]int64, posts)
	for i := range ids {
		ids[i] = int64(3*i + 1)
	}
	sm, td := pagesOf(ids, perPage)
	mid := ids[posts/2]
	u := &Update{Build: &Build{Snapshot: &Snapshot{perPage: perPage}}, Ranges: []wp.IDRange{{Lo: mid, Hi: mid}}}
	listed := []wp.Post{{PostRef: wp.PostRef{ID: mid}, ModifiedGMT: "2024-01-02 03:04:05"}}
	b.ReportAllocs()
	for b.Loop() {
		if _, changed := repage(u, sm, td, nil, listed); !changed {
			b.Fatal("nothing changed")
		}
	}
}
