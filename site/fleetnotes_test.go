package site

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// testFleet returns the Fleet of replica name of site in the test Redis
// (redistest.URL, as package fleet's tests). Without Redis the test skips,
// in CI it fails.
func testFleet(t *testing.T, site, name string, ttl time.Duration) *fleet.Fleet {
	t.Helper()
	rdb := redistest.Dial(t, redistest.URL())
	f, err := fleet.New(rdb, fleet.Options{Site: site, Name: name, TTL: ttl, Logger: logtest.Logger(t, slog.LevelInfo).With("test_replica", name)})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// testSiteName is a fleet site name of this test's own, whose keys are
// deleted when the test ends.
func testSiteName(t *testing.T) string {
	t.Helper()
	return redistest.Site(t, redistest.Dial(t, redistest.URL()), "test-", fleet.Prefix)
}

// indexNowEndpoint counts the URLs an IndexNow endpoint accepts, and the
// keys it is sent.
type indexNowEndpoint struct {
	mu       sync.Mutex
	accepted map[string]int
	keys     map[string]bool
}

func (e *indexNowEndpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Key     string   `json:"key"`
		URLList []string `json:"urlList"`
	}
	b, _ := io.ReadAll(r.Body)
	if err := json.Unmarshal(b, &body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.keys[body.Key] = true
	for _, u := range body.URLList {
		e.accepted[u]++
	}
}

func (e *indexNowEndpoint) total() (n int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, c := range e.accepted {
		n += c
	}
	return n
}

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) advance()       { c.mu.Lock(); c.t = c.t.Add(1100 * time.Millisecond); c.mu.Unlock() }

// waitFor polls cond for up to 60 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

// TestFleetAnnouncerTakeover: two holders in turn announce one site's
// changes through the queue and the ledger in Redis, each replica with a
// catalog of its own, as separate processes would. The first records the
// listing and announces a change; it gives the lease up, and its Run ends
// with the lease. A change made while no replica holds the lease is
// announced by the second, which compares with the first's listing, and
// so is the change after it. The endpoint accepts each changed URL exactly
// once, and nothing else, always with the key every replica answers.
func TestFleetAnnouncerTakeover(t *testing.T) {
	name := dbtest.TempDB(t, "site_fleet_notes")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	e := &indexNowEndpoint{accepted: map[string]int{}, keys: map[string]bool{}}
	srv := httptest.NewServer(e)
	defer srv.Close()
	site := testSiteName(t)
	const ttl = time.Second
	a, b := testFleet(t, site, "a", ttl), testFleet(t, site, "b", ttl)
	cfg := config.Config{IndexNow: true, IndexNowEndpoint: srv.URL}
	fast := notify.SenderOptions{Interval: 10 * time.Millisecond, Settle: -1}
	log := logtest.Logger(t, slog.LevelInfo)
	ctx := context.Background()
	const home = "http://127.0.0.1:8080"

	// term runs a holder: its catalog and refresh service (a process of its
	// own), its FleetNotes, Run in the background.
	type term struct {
		notes *FleetNotes
		svc   *refresh.Service
		clock *testClock
		done  chan struct{}
		stop  context.CancelFunc
	}
	start := func(f *fleet.Fleet) (*term, *fleet.Lease) {
		t.Helper()
		actx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		l, err := f.Acquire(actx)
		if err != nil {
			t.Fatal(err)
		}
		notes, err := fleetAnnouncer(ctx, cfg, l, log, fast)
		if err != nil {
			t.Fatal(err)
		}
		tm := &term{notes: notes, clock: &testClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}, done: make(chan struct{})}
		cat := catalog.New(db, catalog.Options{PerPage: 3, Logger: log, Clock: tm.clock.now})
		tm.svc = refresh.New(cat, refresh.Options{CheckEvery: time.Second, Clock: tm.clock.now, Logger: log, Published: notes.Observe})
		t.Cleanup(tm.svc.Close)
		rctx, stop := context.WithCancel(ctx)
		tm.stop = stop
		go func() { defer close(tm.done); notes.Run(rctx) }()
		t.Cleanup(func() { stop(); <-tm.done; l.Release(context.Background()) })
		return tm, l
	}
	// change writes to the database and has tm's service publish the
	// snapshot, and its Announcer queue its changes.
	change := func(tm *term, sql ...string) {
		t.Helper()
		dbtest.Exec(t, name, sql...)
		tm.clock.advance()
		snap, err := tm.svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the snapshot's changes queued", func() bool { return tm.notes.Announcer.Handled() == snap })
	}
	sent := func(n int) {
		t.Helper()
		waitFor(t, "the endpoint's URLs", func() bool { return e.total() >= n })
	}

	ta, la := start(a)
	change(ta) // the first listing: recorded, nothing announced
	change(ta, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`)
	sent(1)
	// The endpoint has it; a's Sender marks the batch done just after.
	// Released before that, the batch would be sent again by b: the one
	// case the queue sends twice (docs/fleet.md), not this test's.
	waitFor(t, "a's send recorded", func() bool { return ta.notes.Stats.Sent() == 1 && ta.notes.Stats.Queued() == 0 })
	if err := la.Release(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case <-ta.done:
	case <-time.After(30 * time.Second):
		t.Fatal("the first holder's Run went on after it lost the lease")
	}

	dbtest.Exec(t, name, `DELETE FROM wp_posts WHERE ID = 12`) // while nobody holds the lease
	tb, _ := start(b)
	change(tb) // b's first snapshot: compared with a's listing
	sent(2)
	change(tb, `INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (34, '_yoast_wpseo_meta-robots-noindex', '1')`)
	sent(3)
	waitFor(t, "the queue sent", func() bool { return tb.notes.Stats.Queued() == 0 })

	want := []string{home + "/news/lokales/berlin/stadtrat-tagt/", home + "/news/nur-text/", home + "/news/zwei-kategorien/"}
	e.mu.Lock()
	var got []string
	for u, n := range e.accepted {
		got = append(got, u)
		if n != 1 {
			t.Errorf("%s accepted %d times, want once", u, n)
		}
	}
	sort.Strings(got)
	if len(got) != len(want) {
		t.Errorf("accepted %q, want %q", got, want)
	}
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Errorf("accepted %q, want %q", got, want)
			break
		}
	}
	keys := e.keys
	e.mu.Unlock()
	if ta.notes.Stats.Sent() != 1 || tb.notes.Stats.Sent() != 2 {
		t.Errorf("sent %d by a and %d by b, want 1 and 2", ta.notes.Stats.Sent(), tb.notes.Stats.Sent())
	}
	follower, err := FleetKey(ctx, cfg, testFleet(t, site, "c", ttl))
	if err != nil {
		t.Fatal(err)
	}
	if ta.notes.Key != follower || tb.notes.Key != follower || len(keys) != 1 || !keys[follower] {
		t.Errorf("keys: a %q, b %q, a follower %q, sent to the endpoint %v; want one", ta.notes.Key, tb.notes.Key, follower, keys)
	}
}

// TestStandaloneIndexNowNeedsStateDir: config lets IndexNow on without a
// state directory when Redis is set, for a fleet; the ways of serving that
// keep IndexNow in the state directory refuse it with one line rather than
// keep a key and a queue in the working directory.
func TestStandaloneIndexNowNeedsStateDir(t *testing.T) {
	cfg := config.Config{IndexNow: true, Redis: "redis://127.0.0.1:6379/0"}
	log := logtest.Logger(t, slog.LevelInfo)
	if _, err := newAnnouncer(cfg, log); !errors.Is(err, errNoStateDir) {
		t.Errorf("newAnnouncer: %v, want errNoStateDir", err)
	}
	if _, err := NewNotifier(cfg, nil, log); !errors.Is(err, errNoStateDir) {
		t.Errorf("NewNotifier: %v, want errNoStateDir", err)
	}
	if strings.Contains(errNoStateDir.Error(), "\n") {
		t.Errorf("the error is more than one line: %q", errNoStateDir)
	}
}
