package catalog

import (
	"context"
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

// termCounter is a Store whose only method in use is TermIDsOf, counted.
type termCounter struct {
	Store
	calls int
}

func (c *termCounter) TermIDsOf(context.Context, []int64) (map[int64][]int64, error) {
	c.calls++
	return map[int64][]int64{}, nil
}

// TestTermsNotObservedTwice: a batch whose rows the scan's readers
// observed already (Ahead) costs the taxonomies no query of its own; an
// attachment's costs none either way. (That the readers' fold gives the
// lastmods the batches' did is TestBuildFillsDuringTheScan's.)
func TestTermsNotObservedTwice(t *testing.T) {
	db := &termCounter{}
	p := &taxonomies{db: db}
	b := &Build{Snapshot: &Snapshot{state: map[Provider]any{}}}
	posts := []wp.Post{{PostRef: wp.PostRef{ID: 1}}, {PostRef: wp.PostRef{ID: 2}}}
	for _, batch := range []ScannedBatch{
		{Type: &wp.PostType{Name: "post"}, Posts: posts, Ahead: true},
		{Type: &wp.PostType{Name: "attachment"}, Posts: posts},
	} {
		if err := p.ObservePosts(context.Background(), b, batch); err != nil {
			t.Fatal(err)
		}
	}
	if db.calls != 0 {
		t.Errorf("%d term queries for batches observed ahead or of attachments, want 0", db.calls)
	}
	// The same batch not observed ahead is folded: one query.
	if err := p.ObservePosts(context.Background(), b, ScannedBatch{Type: &wp.PostType{Name: "post"}, Posts: posts}); err != nil {
		t.Fatal(err)
	}
	if db.calls != 1 {
		t.Errorf("%d term queries for a batch not observed ahead, want 1", db.calls)
	}
	if f := p.ObserveAhead(b, &wp.PostType{Name: "attachment"}); f != nil {
		t.Error("the readers would observe the attachments' terms")
	}
}
