package replica

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The tests run against a real Redis: WPSITEMAP_TEST_REDIS_URL, by default
// the one scripts/setup-redis.sh starts on 127.0.0.1:6379, each under a
// site name of its own; and against private redis-server processes. In CI
// (CI=true) a Redis that does not answer fails them.

// testSite is a fleet site name unique to this test; its keys are deleted
// when the test ends.
func testSite(t testing.TB, rdb *redis.Client) string {
	t.Helper()
	return redistest.Site(t, rdb, "test-replica-", fleet.Prefix)
}

// testHost is the host the tests ask: the fixtures' home.
const testHost = "http://127.0.0.1:8081"

// counted is the in-memory site as one replica reads it: every read of
// the catalog's store and every poll of its change source counted.
type counted struct {
	*memwp.Site
	reads, scans, polls atomic.Int64
}

func (c *counted) LoadSite(ctx context.Context) (*wp.Site, error) {
	c.reads.Add(1)
	return c.Site.LoadSite(ctx)
}

func (c *counted) LoadTypeFacts(ctx context.Context) (*wp.TypeFacts, error) {
	c.reads.Add(1)
	return c.Site.LoadTypeFacts(ctx)
}

func (c *counted) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	c.reads.Add(1)
	c.scans.Add(1)
	return c.Site.ScanPosts(ctx, q, links, fn)
}

func (c *counted) PostsByID(ctx context.Context, ids []int64, links *wp.LinkCache) ([]wp.Post, wp.LinkData, error) {
	c.reads.Add(1)
	return c.Site.PostsByID(ctx, ids, links)
}

func (c *counted) Terms(ctx context.Context, tax string) ([]wp.Term, error) {
	c.reads.Add(1)
	return c.Site.Terms(ctx, tax)
}

func (c *counted) NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource {
	return &countedSource{ChangeSource: c.Site.NewChangeSource(metaKeys, now), c: c}
}

type countedSource struct {
	wp.ChangeSource
	c *counted
}

func (s *countedSource) Poll(ctx context.Context) (wp.Changes, error) {
	s.c.polls.Add(1)
	return s.ChangeSource.Poll(ctx)
}

func (s *countedSource) Clone() wp.ChangeSource {
	return &countedSource{ChangeSource: s.ChangeSource.Clone(), c: s.c}
}

// member is one replica of a test fleet.
type member struct {
	name  string
	store *counted
	r     *Replica
	stop  context.CancelFunc
	done  chan struct{}
}

// testConfig serves small pages (several per sitemap) from the entry
// store, without the page cache, so that every request renders.
func testConfig() config.Config {
	return config.Config{EntriesPerPage: 3, DBTimeout: 10 * time.Second, Store: true}
}

// start runs a replica of the fleet site over mem, its state in dir ("":
// a directory of its own).
func start(t *testing.T, rdb redis.UniversalClient, fleetSite, name string, mem *memwp.Site, dir string, ttl time.Duration) *member {
	t.Helper()
	log := logtest.Logger(t, slog.LevelInfo).With("test_replica", name)
	f, err := fleet.New(rdb, fleet.Options{Site: fleetSite, Name: name, TTL: ttl, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	if dir == "" {
		dir = t.TempDir()
	}
	m := &member{name: name, store: &counted{Site: mem}, done: make(chan struct{})}
	cfg := testConfig()
	m.r, err = New(Options{Fleet: f, Dir: dir, Database: m.store, Logger: log,
		Follower: site.NewCatalog(catalog.NoDatabase(mem.Prefix()), cfg, nil, log, ""),
		Site: func(context.Context) (site.Parts, func(), error) {
			return site.Parts{Store: m.store, Settings: cfg, Prepare: true, Logger: log}, nil, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	m.stop = func() {
		cancel()
		select {
		case <-m.done:
		case <-time.After(30 * time.Second):
			t.Errorf("%s did not stop", name)
		}
	}
	go func() {
		defer close(m.done)
		if err := m.r.Run(ctx); err != nil {
			t.Errorf("%s: Run: %v", name, err)
		}
	}()
	t.Cleanup(m.stop)
	return m
}

// get asks m's server for the path.
func (m *member) get(path string) (code int, body, etag string) {
	rec := httptest.NewRecorder()
	m.r.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, testHost+path, nil))
	return rec.Code, rec.Body.String(), rec.Header().Get("ETag")
}

// doc is one document as a replica answered it.
type doc struct{ body, etag string }

// everyPage fetches the index and every page it lists from m; each must
// answer 200.
func everyPage(t *testing.T, m *member) map[string]doc {
	t.Helper()
	return everyPageAt(t, m.name, m.r.Handler(), testHost)
}

// everyPageAt fetches the index and every page it lists from h, asked
// at base (scheme and host), where name answers; each must answer 200.
func everyPageAt(t *testing.T, name string, h http.Handler, base string) map[string]doc {
	t.Helper()
	get := func(path string) (int, string, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, base+path, nil))
		return rec.Code, rec.Body.String(), rec.Header().Get("ETag")
	}
	out := map[string]doc{}
	code, index, etag := get("/sitemap_index.xml")
	if code != http.StatusOK {
		t.Fatalf("%s: %s index: %d %.200q", name, base, code, index)
	}
	out["/sitemap_index.xml"] = doc{index, etag}
	for _, loc := range regexp.MustCompile(`<loc>https?://[^/<]+(/[^<]*)</loc>`).FindAllStringSubmatch(index, -1) {
		code, body, etag := get(loc[1])
		if code != http.StatusOK {
			t.Fatalf("%s: %s%s: %d %.200q", name, base, loc[1], code, body)
		}
		out[loc[1]] = doc{body, etag}
	}
	return out
}

// converged returns the one member that holds the lease, and the
// revision Redis has, once it is above after and every member serves it;
// it fails after d.
func converged(t *testing.T, d time.Duration, after int64, ms ...*member) (holder *member, rev int64) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		holder, rev = nil, -1
		same, holders := true, 0
		for _, m := range ms {
			r, h := m.r.Revision()
			if h {
				holder, holders = m, holders+1
			}
			if rev == -1 {
				rev = r
			}
			same = same && r == rev
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		inRedis, err := ms[0].r.f.Revision(ctx)
		cancel()
		if same && rev > after && holders == 1 && err == nil && inRedis == rev {
			return holder, rev
		}
		if time.Now().After(deadline) {
			var states []string
			for _, m := range ms {
				r, h := m.r.Revision()
				states = append(states, fmt.Sprintf("%s: revision %d holder %v", m.name, r, h))
			}
			t.Fatalf("after %v, no one holder with every replica at one revision above %d: %v", d, after, states)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// sameEverywhere fetches every page from each member and fails unless
// they answer the same bytes and ETags; it returns the first's.
func sameEverywhere(t *testing.T, ms ...*member) map[string]doc {
	t.Helper()
	first := everyPage(t, ms[0])
	for _, m := range ms[1:] {
		got := everyPage(t, m)
		if len(got) != len(first) {
			t.Fatalf("%s answers %d documents, %s %d", m.name, len(got), ms[0].name, len(first))
		}
		for path, want := range first {
			if g := got[path]; g.body != want.body || g.etag != want.etag || want.etag == "" {
				t.Fatalf("%s: %s differs from %s's (ETag %q, %q; same bytes %v)", m.name, path, ms[0].name, g.etag, want.etag, g.body == want.body)
			}
		}
	}
	return first
}

// runStopped runs run (a replica named name, whose context cancel ends)
// in the background, and returns the function that stops it and waits
// for it, once, also called when the test ends.
func runStopped(t *testing.T, name string, cancel context.CancelFunc, run func() error) func() {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := run(); err != nil {
			t.Errorf("%s: Run: %v", name, err)
		}
	}()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				t.Errorf("%s did not stop", name)
			}
		})
	}
	t.Cleanup(stop)
	return stop
}
