package replica

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// fixtures is the in-memory fixtures site the replicas share, as they
// share one database.
func fixtures(t *testing.T) *memwp.Site {
	t.Helper()
	mem, err := memwp.LoadFile("../testdata/fixtures.sql")
	if err != nil {
		t.Fatal(err)
	}
	return mem
}

// TestFleet: three replicas of one site. Only the holder reads the
// database; all three answer every page with the same bytes and ETag; a
// write shows on all three; when the holder stops (its lease given up),
// another takes over from the shipped state without reading the site
// whole, and a write shows on the two left.
func TestFleet(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	mem := fixtures(t)
	const ttl = time.Second
	ms := []*member{
		start(t, rdb, name, "a", mem, "", ttl),
		start(t, rdb, name, "b", mem, "", ttl),
		start(t, rdb, name, "c", mem, "", ttl),
	}
	holder, rev := converged(t, 60*time.Second, 0, ms...)
	before := sameEverywhere(t, ms...)
	if len(before) < 10 {
		t.Fatalf("only %d documents: the test would prove little", len(before))
	}
	for _, m := range ms {
		reads := m.store.reads.Load() + m.store.polls.Load()
		switch {
		case m == holder && m.store.scans.Load() == 0:
			t.Errorf("the holder %s read no post", m.name)
		case m != holder && reads != 0:
			t.Errorf("follower %s read the database %d times", m.name, reads)
		}
		if code, body, _ := m.get("/readyz"); code != http.StatusOK {
			t.Errorf("%s: /readyz %d %q", m.name, code, body)
		}
	}
	t.Logf("holder %s, revision %d, %d documents", holder.name, rev, len(before))

	// A write on the site shows on every replica.
	if err := mem.Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	holder, rev = converged(t, 30*time.Second, rev, ms...)
	after := sameEverywhere(t, ms...)
	if differs(before, after) == 0 {
		t.Fatal("the unpublished post changed no page")
	}

	// The holder stops: another takes the lease and continues from the
	// state it mirrored, reading no post (the change source's position
	// is in the state).
	var rest []*member
	for _, m := range ms {
		if m != holder {
			rest = append(rest, m)
			m.store.scans.Store(0)
		}
	}
	holder.stop()
	// The new holder ships its first snapshot (restored) as a revision
	// of its own.
	next, rev := converged(t, 30*time.Second, rev, rest...)
	sameEverywhere(t, rest...)
	if n := next.store.scans.Load(); n != 0 {
		t.Errorf("the new holder %s read posts %d times after the takeover: it did not continue from the shipped state", next.name, n)
	}
	for _, m := range rest {
		if m != next && m.store.reads.Load()+m.store.polls.Load() != 0 {
			t.Errorf("follower %s read the database", m.name)
		}
	}
	if err := mem.Exec("UPDATE wp_posts SET post_status = 'publish' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	converged(t, 30*time.Second, rev, rest...)
	again := sameEverywhere(t, rest...)
	if differs(after, again) == 0 {
		t.Fatal("the post published again changed no page")
	}
	if n := next.store.scans.Load(); n == 0 {
		t.Errorf("the new holder read no post for the change: the test proves nothing of its reads")
	}
}

// differs counts the documents of a that b does not have alike.
func differs(a, b map[string]doc) int {
	n := 0
	for path, d := range a {
		if b[path].body != d.body {
			n++
		}
	}
	return n + max(len(b)-len(a), 0)
}

// TestFollowerWaits: while another replica holds the lease and has
// shipped nothing, a follower answers 503 with Retry-After on the index
// and on /readyz, and reads nothing from the database; once the lease is
// free it takes it and serves.
func TestFollowerWaits(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	other, err := fleet.New(rdb, fleet.Options{Site: name, Name: "other", TTL: time.Second, Logger: logtest.Logger(t, slog.LevelInfo)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l, err := other.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	w := start(t, rdb, name, "waiting", fixtures(t), "", time.Second)
	for _, path := range []string{"/sitemap_index.xml", "/readyz"} {
		code, body, _ := w.get(path)
		rec := httptest.NewRecorder()
		w.r.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, testHost+path, nil))
		if code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" {
			t.Errorf("%s before the first revision: %d (Retry-After %q) %q, want 503 with Retry-After", path, code, rec.Header().Get("Retry-After"), body)
		}
	}
	if n := w.store.reads.Load() + w.store.polls.Load(); n != 0 {
		t.Errorf("a waiting follower read the database %d times", n)
	}
	if err := l.Release(ctx); err != nil {
		t.Fatal(err)
	}
	converged(t, 60*time.Second, 0, w)
	if code, _, _ := w.get("/readyz"); code != http.StatusOK {
		t.Errorf("/readyz once holding: %d", code)
	}
	everyPage(t, w)
}

// TestLeaseLost: the lease is taken from under the holder (as by a
// partition: another name holds it for a while). The holder stops its
// site and serves its last snapshot as a follower; once the lease is free
// one of the two takes it and ships from the shared position, the two
// agree, and a write shows on both. Twice, so that a replica that was
// holder, follower and holder again is among them.
func TestLeaseLost(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	mem := fixtures(t)
	ms := []*member{
		start(t, rdb, name, "a", mem, "", time.Second),
		start(t, rdb, name, "b", mem, "", time.Second),
	}
	holder, rev := converged(t, 60*time.Second, 0, ms...)
	docs := sameEverywhere(t, ms...)
	status := []string{"draft", "publish"}
	for i := range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := rdb.Set(ctx, fleet.Prefix(name)+"lease", "1000000 intruder", 2*time.Second).Err()
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(20 * time.Second)
		for _, h := holder.r.Revision(); h; _, h = holder.r.Revision() {
			if time.Now().After(deadline) {
				t.Fatalf("holder %s did not notice it lost the lease", holder.name)
			}
			time.Sleep(20 * time.Millisecond)
		}
		if got := everyPage(t, holder); differs(docs, got) != 0 {
			t.Errorf("the demoted holder %s serves other pages", holder.name)
		}
		_, rev = converged(t, 30*time.Second, rev, ms...)
		if differs(docs, sameEverywhere(t, ms...)) != 0 {
			t.Errorf("round %d: the new term serves other pages with no write", i)
		}
		if err := mem.Exec("UPDATE wp_posts SET post_status = '" + status[i] + "' WHERE ID = 10"); err != nil {
			t.Fatal(err)
		}
		holder, rev = converged(t, 30*time.Second, rev, ms...)
		now := sameEverywhere(t, ms...)
		if differs(docs, now) == 0 {
			t.Fatalf("round %d: the write changed no page", i)
		}
		docs = now
		t.Logf("round %d: holder %s at revision %d", i, holder.name, rev)
	}
}
