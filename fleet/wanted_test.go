package fleet

import (
	"context"
	"maps"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// TestWanted: any replica records what it is asked for, without a lease;
// the holder reads what was asked for since a time, and those asked for
// before are forgotten; a later time replaces an earlier one, never the
// reverse.
func TestWanted(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	a, b := newFleet(t, rdb, site, "a", time.Second), newFleet(t, rdb, site, "b", time.Second)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	t0 := time.Unix(1_700_000_000, 0)
	for _, w := range []struct {
		f      *Fleet
		member string
		at     time.Time
	}{
		{a, "1", t0},
		{b, "2", t0.Add(10 * time.Second)},
		{a, "3", t0.Add(20 * time.Second)},
		{b, "1", t0.Add(30 * time.Second)},
		{a, "3", t0.Add(5 * time.Second)}, // earlier: 3 stays at +20 s
	} {
		if err := w.f.Want(ctx, w.member, w.at); err != nil {
			t.Fatal(err)
		}
	}
	at := func(d time.Duration) time.Time { return t0.Add(d) }
	got, err := a.Wanted(ctx, t0)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]time.Time{"1": at(30 * time.Second), "2": at(10 * time.Second), "3": at(20 * time.Second)}; !maps.EqualFunc(got, want, time.Time.Equal) {
		t.Errorf("wanted since t0: %v, want %v", got, want)
	}
	if got, err = b.Wanted(ctx, at(15*time.Second)); err != nil {
		t.Fatal(err)
	}
	if want := map[string]time.Time{"1": at(30 * time.Second), "3": at(20 * time.Second)}; !maps.EqualFunc(got, want, time.Time.Equal) {
		t.Errorf("wanted since t0+15s: %v, want %v (2 asked for at +10 s)", got, want)
	}
	// 2 is forgotten: asked for since t0 again, it is not there.
	if got, err = a.Wanted(ctx, t0); err != nil {
		t.Fatal(err)
	}
	if want := map[string]time.Time{"1": at(30 * time.Second), "3": at(20 * time.Second)}; !maps.EqualFunc(got, want, time.Time.Equal) {
		t.Errorf("wanted since t0 after 2 was forgotten: %v, want %v", got, want)
	}
}

// TestPart: a part of a fleet (a site of a network) has its keys under a
// prefix and hash tag of its own, this replica's name and TTL, and a lease
// of its own: held by one replica while another holds the whole's.
func TestPart(t *testing.T) {
	rdb := testClient(t)
	site := redistestSite(t, rdb)
	a, b := newFleet(t, rdb, site, "a", time.Second), newFleet(t, rdb, site, "b", time.Second)
	part, err := b.Part("2", nil)
	if err != nil {
		t.Fatal(err)
	}
	if part.prefix != "wpsitemap:{"+site+".2}:" || part.Name() != "b" || part.TTL() != time.Second {
		t.Errorf("part: prefix %q, name %q, TTL %v", part.prefix, part.Name(), part.TTL())
	}
	whole := acquire(t, a)
	if _, err := part.Part("x{", nil); err == nil {
		t.Error("a part named with a brace was taken")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	l, h, err := part.TryAcquire(ctx)
	if err != nil || l == nil {
		t.Fatalf("the part's lease, while a holds the whole's: %v (held by %+v)", err, h)
	}
	defer l.Release(ctx)
	if holder, err := b.Holder(ctx); err != nil || holder.Name != "a" || holder.Token != whole.Token() {
		t.Errorf("the whole's lease: %+v %v, want a's", holder, err)
	}
}

// redistestSite is a site name unique to this test; its keys and its
// parts' are deleted when the test ends.
func redistestSite(t *testing.T, rdb *redis.Client) string {
	return redistest.Site(t, rdb, "test-", func(s string) string { return "wpsitemap:{" + s })
}
