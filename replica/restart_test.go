package replica

import (
	"testing"
	"time"
)

// TestRedisRestart: a private redis-server, without persistence, is
// killed mid-run. Both replicas keep serving every page as before (the
// holder gives the lease up once Redis has been gone for the TTL, and
// serves its last snapshot from its entry store). Started again, empty,
// Redis gets a holder again, which ships what it has; the two agree, and
// a write shows on both.
func TestRedisRestart(t *testing.T) {
	srv := newPrivateRedis(t)
	url := srv.URL() + "?dial_timeout=500ms&max_retries=1"
	mem := fixtures(t)
	const ttl = time.Second
	ms := []*member{
		start(t, dial(t, url), "restart", "a", mem, "", ttl),
		start(t, dial(t, url), "restart", "b", mem, "", ttl),
	}
	_, rev := converged(t, 60*time.Second, 0, ms...)
	before := sameEverywhere(t, ms...)

	srv.Stop()
	deadline := time.Now().Add(30 * time.Second)
	for {
		_, ha := ms[0].r.Revision()
		_, hb := ms[1].r.Revision()
		if !ha && !hb {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the holder did not give the lease up while Redis was gone")
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, m := range ms {
		if got := everyPage(t, m); differs(before, got) != 0 {
			t.Errorf("%s serves other pages while Redis is gone", m.name)
		}
	}

	srv.Start()
	_, rev2 := converged(t, 60*time.Second, 0, ms...)
	t.Logf("revision %d before the restart, %d after", rev, rev2)
	if rev2 < rev {
		t.Errorf("revision %d after the restart, below %d before: a follower would wait for the holder's next", rev2, rev)
	}
	if got := sameEverywhere(t, ms...); differs(before, got) != 0 {
		t.Errorf("the fleet serves other pages after the restart, with no write")
	}
	if err := mem.Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	converged(t, 30*time.Second, rev2, ms...)
	if differs(before, sameEverywhere(t, ms...)) == 0 {
		t.Fatal("the write after the restart changed no page")
	}
}
