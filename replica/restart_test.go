package replica

import (
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// TestRedisRestart: a private redis-server, without persistence, is
// killed mid-run. Both replicas keep serving; the holder keeps following
// the site, so a write made while Redis is gone shows on it, while the
// follower serves what it had. Started again, empty, Redis gets the old
// holder back as its holder (the follower leaves it the free lease), which
// ships what it serves, and the two agree.
func TestRedisRestart(t *testing.T) {
	srv := redistest.NewServer(t)
	url := srv.URL() + "?dial_timeout=500ms&max_retries=1"
	mem := fixtures(t)
	const ttl = 2 * time.Second
	// a holds the lease. After pool_size failed dials, go-redis stops
	// dialing but for a probe a second; a's pool stops at once, b's never:
	// b, the follower, finds Redis back first.
	holder := start(t, redistest.Dial(t, url+"&pool_size=1"), "restart", "a", mem, "", ttl)
	converged(t, 60*time.Second, 0, holder)
	follower := start(t, redistest.Dial(t, url+"&pool_size=1000"), "restart", "b", mem, "", ttl)
	ms := []*member{holder, follower}
	_, rev := converged(t, 60*time.Second, 0, ms...)
	before := sameEverywhere(t, ms...)

	srv.Stop()
	deadline := time.Now().Add(30 * time.Second)
	for _, h := holder.r.Revision(); h; _, h = holder.r.Revision() {
		if time.Now().After(deadline) {
			t.Fatal("the holder did not notice it lost the lease while Redis was gone")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := mem.Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(30 * time.Second)
	var during map[string]doc
	for {
		during = everyPage(t, holder)
		if differs(before, during) != 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a write while Redis is gone never showed on the holder")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if differs(before, everyPage(t, follower)) != 0 {
		t.Errorf("the follower serves other pages while Redis is gone")
	}

	srv.Start()
	// The old holder takes the lease back: its site still runs, and
	// another replica holding the lease meanwhile would be a second one
	// reading the database.
	deadline = time.Now().Add(30 * time.Second)
	for {
		if _, h := follower.r.Revision(); h {
			t.Fatal("the follower took the lease after Redis came back, while the old holder's site still ran")
		}
		if _, h := holder.r.Revision(); h {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("nobody took the lease after Redis came back")
		}
		time.Sleep(5 * time.Millisecond)
	}
	// Whichever replica takes the lease, the fleet comes to serve the
	// write (the old holder ships it; the other finds it from its
	// restored state), each replica at the revision Redis has.
	var rev2 int64
	deadline = time.Now().Add(60 * time.Second)
	for {
		_, rev2 = converged(t, 60*time.Second, 0, ms...)
		if differs(during, everyPage(t, ms[0])) == 0 && differs(during, everyPage(t, ms[1])) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the fleet never served what the holder found while Redis was gone")
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("revision %d before the restart, %d after", rev, rev2)
	sameEverywhere(t, ms...)
	if err := mem.Exec("UPDATE wp_posts SET post_status = 'publish' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	converged(t, 30*time.Second, rev2, ms...)
	if differs(during, sameEverywhere(t, ms...)) == 0 {
		t.Fatal("the write after the restart changed no page")
	}
}
