package fleet

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// TestRedisRestart: a private redis-server, without persistence, is killed
// and started again, empty, in the middle of a run. The holder learns it
// lost the lease once Redis has been gone for the TTL, and its writes stop;
// when Redis is back it takes the lease again with a higher token than
// before (Redis forgot the old one; the replica did not), and the
// follower, whose subscription comes back by itself, hears of the next
// revision.
func TestRedisRestart(t *testing.T) {
	srv := redistest.NewServer(t)
	c, err := ParseURL(srv.URL() + "?dial_timeout=500ms&max_retries=1")
	if err != nil {
		t.Fatal(err)
	}
	const ttl = time.Second
	holder := newFleet(t, dial(t, c), "restart", "holder", ttl)
	follower := newFleet(t, dial(t, c), "restart", "follower", ttl)
	bg := context.Background()
	l := acquire(t, holder)
	ctx, cancel := context.WithCancel(bg)
	defer cancel()
	revs := follower.Watch(ctx)
	waitRev := func(want int64) {
		t.Helper()
		deadline := time.After(30 * time.Second)
		for {
			select {
			case got := <-revs:
				if got == want {
					return
				}
				t.Logf("follower heard of revision %d, waiting for %d", got, want)
			case <-deadline:
				t.Fatalf("the follower never heard of revision %d", want)
			}
		}
	}
	waitRev(0)
	if err := l.Write(bg, 1, map[string][]byte{"snapshot": []byte("one")}); err != nil {
		t.Fatal(err)
	}
	waitRev(1)

	srv.Stop()
	select {
	case <-l.Lost():
		t.Logf("holder: %v", l.Err())
		if !errors.Is(l.Err(), ErrUnreachable) {
			t.Errorf("lease lost with Redis gone: %v, want ErrUnreachable", l.Err())
		}
	case <-time.After(20 * ttl):
		t.Fatal("the holder did not notice Redis was gone")
	}
	if err := l.Write(bg, 2, nil); !errors.Is(err, ErrFenced) {
		t.Fatalf("write after the lease was lost: %v, want ErrFenced", err)
	}
	srv.Start()

	l2 := acquire(t, holder)
	if l2.Token() <= l.Token() {
		t.Errorf("token after the restart %d, not above %d", l2.Token(), l.Token())
	}
	// Redis came back empty: the holder writes what it has, as the next
	// revision.
	if err := l2.Write(bg, 2, map[string][]byte{"snapshot": []byte("two")}); err != nil {
		t.Fatal(err)
	}
	waitRev(2)
	rev, vals, err := follower.Read(bg, "snapshot")
	if err != nil || rev != 2 || string(vals["snapshot"]) != "two" {
		t.Fatalf("follower read %d %q %v, want 2 %q", rev, vals["snapshot"], err, "two")
	}
}

// TestSentinel: a URL with master_name= reaches the primary through a
// Sentinel (the failover client of go-redis), and the lease and fenced
// writes work through it.
func TestSentinel(t *testing.T) {
	primary := redistest.NewServer(t)
	sentinel := redistest.NewSentinel(t, primary)
	c, err := ParseURL("redis://" + sentinel.Addr() + "/0?master_name=main")
	if err != nil {
		t.Fatal(err)
	}
	if !c.Sentinel() {
		t.Fatal("not parsed as a Sentinel setup")
	}
	f := newFleet(t, dial(t, c), "sentinel", "holder", 2*time.Second)
	l := acquire(t, f)
	bg := context.Background()
	if err := l.Write(bg, 1, map[string][]byte{"snapshot": []byte("via sentinel")}); err != nil {
		t.Fatal(err)
	}
	// Written where the Sentinel said: read straight from the primary.
	direct, err := ParseURL(primary.URL())
	if err != nil {
		t.Fatal(err)
	}
	got, err := dial(t, direct).Get(bg, Prefix("sentinel")+keyValue+"snapshot").Result()
	if err != nil || got != "via sentinel" {
		t.Fatalf("the primary holds %q, %v; want %q", got, err, "via sentinel")
	}
}
