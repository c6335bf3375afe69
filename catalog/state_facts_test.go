package catalog_test

import (
	"bytes"
	"context"
	"sync/atomic"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// countingFacts counts the reads of the type facts.
type countingFacts struct {
	catalog.Store
	n *atomic.Int64
}

func (c countingFacts) LoadTypeFacts(ctx context.Context) (*wp.TypeFacts, error) {
	c.n.Add(1)
	return c.Store.LoadTypeFacts(ctx)
}

// TestStateKeepsTypeFacts: a snapshot restored from the state file takes
// the type facts it was built with from the file, without counting the
// rows of every type again (a whole index of wp_posts at a million
// posts), and renders what it rendered before.
func TestStateKeepsTypeFacts(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	ctx := context.Background()
	var reads atomic.Int64
	cat := catalog.New(countingFacts{mem, &reads}, catalog.Options{PerPage: 3, Logger: discard})
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if reads.Load() != 1 {
		t.Fatalf("the build read the type facts %d times, want 1", reads.Load())
	}
	var buf bytes.Buffer
	if err := cat.WriteState(&buf, snap, nil); err != nil {
		t.Fatal(err)
	}
	back, _, err := cat.ReadState(ctx, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if n := reads.Load(); n != 1 {
		t.Errorf("the restore read the type facts again (%d reads in all)", n)
	}
	want, got := snaptest.Render(t, snap), snaptest.Render(t, back)
	for path, doc := range want {
		if got[path] != doc {
			t.Errorf("%s differs after the restore", path)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d documents restored, %d built", len(got), len(want))
	}
}
