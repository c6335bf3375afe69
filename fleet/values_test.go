package fleet

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

// TestPutDelete: values put by the holder are read by another replica
// (Get, and Read under a revision written after them) without moving the
// revision or announcing it; more than one script's worth goes whole;
// Delete deletes them, and a stale holder's Put and Delete are refused by
// Redis, leaving the values as they were.
func TestPutDelete(t *testing.T) {
	const ttl = 800 * time.Millisecond
	_, _, a, b := twoReplicas(t, ttl)
	ctx := context.Background()
	la := acquire(t, a)
	if err := la.Write(ctx, 1, map[string][]byte{"skeleton": []byte("s1")}); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	revs := b.Watch(wctx)
	if got := <-revs; got != 1 {
		t.Fatalf("first revision heard %d, want 1", got)
	}
	// Three values of 3 MiB and more: more than putChunk, so several
	// scripts.
	big := map[string][]byte{"page:a": []byte("A"), "page:empty": nil}
	for i := range 3 {
		v := bytes.Repeat([]byte{byte('x' + i)}, 3<<20+i)
		big[fmt.Sprintf("page:big%d", i)] = v
	}
	if err := la.Put(ctx, big); err != nil {
		t.Fatal(err)
	}
	names := []string{"page:a", "page:empty", "page:big0", "page:big1", "page:big2", "page:missing"}
	got, err := b.Get(ctx, names...)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{"page:empty": {}}
	for n, v := range big {
		if v != nil {
			want[n] = v
		}
	}
	if !sameValues(got, want) {
		t.Fatalf("Get after Put: %d values, want %d (sizes differ: %v)", len(got), len(want), sizes(got))
	}
	if rev, vals, err := b.Read(ctx, "page:a"); err != nil || rev != 1 || string(vals["page:a"]) != "A" {
		t.Fatalf("Read after Put: revision %d, %q, %v; want 1, %q (Put does not move the revision)", rev, vals["page:a"], err, "A")
	}
	select {
	case r := <-revs:
		t.Fatalf("Put announced revision %d", r)
	case <-time.After(200 * time.Millisecond): // nothing comes: a negative, bounded wait
	}
	if err := la.Delete(ctx, "page:big0", "page:big1", "page:missing"); err != nil {
		t.Fatal(err)
	}
	got, err = b.Get(ctx, names...)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := got["page:big0"]; ok || len(got) != 3 {
		t.Fatalf("after Delete: %v, want page:a, page:empty and page:big2", sizes(got))
	}

	// A stale holder: its lease expired and b took it; it has not noticed.
	la.stopRenewing()
	lb := acquire(t, b)
	stale := &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})}
	if err := stale.Put(ctx, map[string][]byte{"page:a": []byte("stale")}); !errors.Is(err, ErrFenced) {
		t.Fatalf("stale holder's Put: %v, want ErrFenced", err)
	}
	stale = &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})}
	if err := stale.Delete(ctx, "page:a"); !errors.Is(err, ErrFenced) {
		t.Fatalf("stale holder's Delete: %v, want ErrFenced", err)
	}
	if got, err := b.Get(ctx, "page:a"); err != nil || string(got["page:a"]) != "A" {
		t.Fatalf("after the stale holder's refused writes: %q %v, want %q", got["page:a"], err, "A")
	}
	if err := la.Put(ctx, map[string][]byte{"page:a": []byte("lost")}); !errors.Is(err, ErrFenced) {
		t.Fatalf("a lost lease's Put: %v, want ErrFenced", err)
	}
	if err := lb.Delete(ctx, "page:a"); err != nil {
		t.Fatalf("new holder's Delete: %v", err)
	}
	if got, err := b.Get(ctx, "page:a"); err != nil || len(got) != 0 {
		t.Fatalf("after the new holder's Delete: %v %v", sizes(got), err)
	}
}

// sameValues compares byte for byte (cmp would compare MBs element by
// element through reflection).
func sameValues(a, b map[string][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for n, v := range a {
		w, ok := b[n]
		if !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}

func sizes(m map[string][]byte) map[string]int {
	out := map[string]int{}
	for n, v := range m {
		out[n] = len(v)
	}
	return out
}
