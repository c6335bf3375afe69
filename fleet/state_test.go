package fleet

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestWriteRead: a holder's write is read by another replica whole, nil
// deletes, and a revision must move up.
func TestWriteRead(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	ctx := context.Background()
	holder := newFleet(t, rdb, site, "holder", 2*time.Second)
	follower := newFleet(t, testClient(t), site, "follower", 2*time.Second)
	if rev, vals, err := follower.Read(ctx, "snapshot"); err != nil || rev != 0 || len(vals) != 0 {
		t.Fatalf("empty Redis: %d %v %v", rev, vals, err)
	}
	l := acquire(t, holder)
	big := make([]byte, 1<<20)
	for i := range big {
		big[i] = byte(i * 7)
	}
	if err := l.Write(ctx, 5, map[string][]byte{"snapshot": []byte("s5"), "store": big, "empty": {}}); err != nil {
		t.Fatal(err)
	}
	rev, vals, err := follower.Read(ctx, "snapshot", "store", "empty", "missing")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(vals["store"], big) {
		t.Fatalf("the 1 MiB value read back differs (%d bytes)", len(vals["store"]))
	}
	delete(vals, "store")
	want := map[string][]byte{"snapshot": []byte("s5"), "empty": {}}
	if rev != 5 || !cmp.Equal(vals, want) {
		t.Fatalf("read revision %d; want 5 (diff %s)", rev, cmp.Diff(want, vals))
	}
	if err := l.Write(ctx, 5, map[string][]byte{"snapshot": []byte("again")}); !errors.Is(err, ErrStaleRevision) {
		t.Errorf("a revision written again: %v, want ErrStaleRevision", err)
	}
	if err := l.Write(ctx, 6, map[string][]byte{"store": nil}); err != nil {
		t.Fatal(err)
	}
	rev, vals, err = follower.Read(ctx, "snapshot", "store")
	if err != nil || rev != 6 || string(vals["snapshot"]) != "s5" || vals["store"] != nil {
		t.Fatalf("after deleting store: %d %q %v", rev, vals, err)
	}
}

// TestWatch: a follower hears of each revision the holder writes, at
// once (within a second; the test allows more on a loaded machine), and
// first of the revision Redis has.
func TestWatch(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	holder := newFleet(t, rdb, site, "holder", 2*time.Second)
	follower := newFleet(t, testClient(t), site, "follower", 2*time.Second)
	l := acquire(t, holder)
	bg := context.Background()
	if err := l.Write(bg, 3, nil); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(bg)
	defer cancel()
	revs := follower.Watch(ctx)
	next := func(want int64) {
		t.Helper()
		select {
		case got := <-revs:
			if got != want {
				t.Fatalf("revision %d, want %d", got, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("revision %d never came", want)
		}
	}
	next(3)
	var worst time.Duration
	for rev := int64(4); rev <= 8; rev++ {
		start := time.Now()
		if err := l.Write(bg, rev, map[string][]byte{"snapshot": []byte("x")}); err != nil {
			t.Fatal(err)
		}
		next(rev)
		worst = max(worst, time.Since(start))
	}
	t.Logf("slowest announcement: %v", worst)
	cancel()
	select {
	case _, ok := <-revs:
		for ok {
			_, ok = <-revs
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Watch's channel not closed after its context ended")
	}
}
