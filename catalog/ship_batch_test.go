package catalog

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPageBatches: a follower's write asks for the pages it lacks one at
// a time; pageBatches fetches them in batches of at most 64 pages and
// about 4 MiB, the first of 2 (their size unknown), each page once, and
// hands each page its own bytes, also when the pages are asked a little
// out of order (two workers) or were not among those wanted.
func TestPageBatches(t *testing.T) {
	for _, c := range []struct {
		name  string
		size  int
		order func(i int) int // the i-th page asked
		want  []int           // the batches' lengths
	}{
		{"small pages", 10 << 10, func(i int) int { return i }, []int{2, 64, 64, 64, 6}},
		{"pages of 1 MiB", 1 << 20, func(i int) int { return i }, append(append([]int{2}, rep(4, 49)...), 2)},
		// Two workers: the second may ask before the first.
		{"pairs swapped", 10 << 10, func(i int) int { return i ^ 1 }, []int{2, 64, 64, 64, 6}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var keys []string
			for i := range 200 {
				keys = append(keys, fmt.Sprintf("rev:%d@", i))
			}
			content := func(k string) []byte { return bytes.Repeat([]byte(k), c.size/len(k)) }
			var got []int
			seen := map[string]int{}
			p := &pageBatches{get: func(_ context.Context, batch []string) ([][]byte, error) {
				got = append(got, len(batch))
				var out [][]byte
				for _, k := range batch {
					seen[k]++
					out = append(out, content(k))
				}
				return out, nil
			}}
			p.want(keys)
			for i := range keys {
				k := keys[c.order(i)]
				b, err := p.page(context.Background(), k)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(b, content(k)) {
					t.Fatalf("page %s: another's bytes", k)
				}
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("batch lengths (-want +got):\n%s", d)
			}
			for _, k := range keys {
				if seen[k] != 1 {
					t.Errorf("page %s fetched %d times", k, seen[k])
				}
			}
			if len(p.ready) != 0 {
				t.Errorf("%d pages held after the last was asked", len(p.ready))
			}
			// A page not wanted is fetched alone.
			got = nil
			if _, err := p.page(context.Background(), "other"); err != nil || !cmp.Equal(got, []int{1}) {
				t.Errorf("a page not wanted: %v, batches %v", err, got)
			}
		})
	}
}

// TestPageBatchesMissing: a page the fetcher has none of (nil) is an
// error when it is asked, and the fetcher's error is the page's.
func TestPageBatchesMissing(t *testing.T) {
	p := &pageBatches{get: func(_ context.Context, batch []string) ([][]byte, error) {
		out := make([][]byte, len(batch))
		for i, k := range batch {
			if k != "b" {
				out[i] = []byte(k)
			}
		}
		return out, nil
	}}
	p.want([]string{"a", "b", "c"})
	if b, err := p.page(context.Background(), "a"); err != nil || string(b) != "a" {
		t.Errorf("a: %q, %v", b, err)
	}
	if _, err := p.page(context.Background(), "b"); err == nil {
		t.Error("b, not shipped: no error")
	}
	failing := &pageBatches{get: func(context.Context, []string) ([][]byte, error) { return nil, context.DeadlineExceeded }}
	failing.want([]string{"a"})
	if _, err := failing.page(context.Background(), "a"); err != context.DeadlineExceeded {
		t.Errorf("the fetcher's error: %v", err)
	}
	short := &pageBatches{get: func(context.Context, []string) ([][]byte, error) { return nil, nil }}
	if _, err := short.page(context.Background(), "a"); err == nil {
		t.Error("no page given for the one asked: no error")
	}
}

// rep is n times v.
func rep(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}
