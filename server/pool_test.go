package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// waitFor polls cond under the slots' lock until it holds; a generous
// deadline, since the goroutines it waits for run on a loaded machine.
func (s *slots) waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		s.mu.Lock()
		ok := cond()
		s.mu.Unlock()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("never: %s (held %v, %d waiting)", what, s.held, s.waiting.Len())
		}
	}
}

// TestSharedSlots: on a shared pool one site never holds every render
// slot, a site that comes gets the one kept, and while two sites wait a
// freed slot goes to the one holding fewer; a pool of one site is a plain
// semaphore of all its slots.
func TestSharedSlots(t *testing.T) {
	ctx := context.Background()
	s := newSlots(4, true)
	for range 3 {
		if err := s.acquire(ctx, "a"); err != nil {
			t.Fatal(err)
		}
	}
	// a's fourth waits: the last slot is kept for another site.
	aGot := make(chan struct{}, 4)
	go func() {
		if s.acquire(ctx, "a") == nil {
			aGot <- struct{}{}
		}
	}()
	s.waitFor(t, "a's fourth request waits", func() bool { return s.waiting.Len() == 1 })
	select {
	case <-aGot:
		t.Fatal("one site took every slot of a shared pool")
	default:
	}
	// b comes and gets the kept slot at once, though a waited first.
	if err := s.acquire(ctx, "b"); err != nil {
		t.Fatal(err)
	}
	// Both now want more: a holds 3, b 1. The next freed slot goes to b,
	// the site holding fewer, though a has waited longer.
	bGot := make(chan struct{}, 1)
	go func() {
		if s.acquire(ctx, "b") == nil {
			bGot <- struct{}{}
		}
	}()
	s.waitFor(t, "b's second request waits", func() bool { return s.waiting.Len() == 2 })
	s.release("a")
	s.waitFor(t, "the freed slot is granted", func() bool { return s.waiting.Len() == 1 })
	select {
	case <-bGot:
	case <-aGot:
		t.Fatal("a got the freed slot while b, holding fewer, waited")
	case <-time.After(30 * time.Second):
		t.Fatal("b's second slot never came")
	}
	s.mu.Lock()
	if s.held["a"] != 2 || s.held["b"] != 2 || s.used != 4 {
		t.Errorf("held %v, used %d; want a 2, b 2, used 4", s.held, s.used)
	}
	s.mu.Unlock()
	// b leaves; a, alone, may hold all but one again.
	s.release("b")
	s.release("b")
	select {
	case <-aGot:
	case <-time.After(30 * time.Second):
		t.Fatal("a's waiting request never got a slot once b left")
	}

	// A single site's pool: all its slots, no slot kept.
	one := newSlots(4, false)
	for i := range 4 {
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		err := one.acquire(c, "")
		cancel()
		if err != nil {
			t.Fatalf("slot %d of a single site's pool: %v", i+1, err)
		}
	}
}

// blockingSite is a site in memory whose post reads (the renders of
// post-type pages) wait, once blocked, until it is let go.
type blockingSite struct {
	*memwp.Site
	mu      sync.Mutex
	blocked chan struct{} // nil: not blocked
}

func (s *blockingSite) block() {
	s.mu.Lock()
	s.blocked = make(chan struct{})
	s.mu.Unlock()
}

func (s *blockingSite) release() {
	s.mu.Lock()
	if s.blocked != nil {
		close(s.blocked)
		s.blocked = nil
	}
	s.mu.Unlock()
}

func (s *blockingSite) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	s.mu.Lock()
	b := s.blocked
	s.mu.Unlock()
	if b != nil {
		select {
		case <-b:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return s.Site.ScanPosts(ctx, q, links, fn)
}

// poolSite serves db as site name of pool, with dbTimeout as its
// requests' database deadline.
func poolSite(t *testing.T, pool *Pool, name string, db store, perPage int, dbTimeout time.Duration) (*httptest.Server, *Server) {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: perPage, Logger: log}), refresh.Options{CheckEvery: time.Hour, Logger: log})
	s := New(cat, db, log, Options{Pool: pool, Site: name, DBTimeout: dbTimeout})
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return ts, s
}

// TestBusySiteDoesNotStarveOthers: site 1 of a network has every render it
// can get stuck (its database does not answer) and more requests waiting;
// site 2 is still answered, within its own deadline, from the same pool of
// render slots. With one semaphore for all, site 2 waits for a slot until
// its deadline and gets 503.
func TestBusySiteDoesNotStarveOthers(t *testing.T) {
	pool := NewPool(PoolOptions{MaxRenders: 4}) // no cache: every request renders
	busy := &blockingSite{Site: sitetest.Memory(t, "wpc_year_month").Mem}
	tsBusy, _ := poolSite(t, pool, "1", busy, 1, time.Minute)
	tsOther, _ := poolSite(t, pool, "2", sitetest.Memory(t, "wpc_year_month").Store().(store), 5, 10*time.Second)
	for _, ts := range []*httptest.Server{tsBusy, tsOther} {
		waitFor200(t, ts, "/sitemap_index.xml", 30*time.Second) // the snapshots are built
	}
	busy.block()
	t.Cleanup(busy.release)
	var wg sync.WaitGroup
	t.Cleanup(wg.Wait)
	t.Cleanup(busy.release) // (cleanups run last first: release, then wait)
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Six pages: requests of one page would share one render.
			if resp, err := http.Get(tsBusy.URL + "/post-sitemap" + []string{"", "2", "3", "4", "5", "6"}[i] + ".xml"); err == nil {
				resp.Body.Close()
			}
		}()
	}
	pool.slots.waitFor(t, "site 1 holds all the slots it may get and has requests waiting", func() bool {
		return pool.slots.held["1"] >= 3 && pool.slots.held["1"]+pool.slots.waiting.Len() == 6
	})
	resp, body := get(t, tsOther, http.MethodGet, "/post-sitemap.xml", nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "<urlset") {
		t.Fatalf("site 2 while site 1 is stuck: %d\n%s", resp.StatusCode, body)
	}
}

// TestPoolCacheBudgetAcrossSites: the sites of a network share one cache
// budget: however many sites render pages, the pages they keep together
// stay within it (least recently used out, whatever the site), each site's
// share is reported under its own name, and a site forgotten leaves
// nothing behind. With a budget per site, five sites keep five times it.
func TestPoolCacheBudgetAcrossSites(t *testing.T) {
	const budget = 16 << 10
	pool := NewPool(PoolOptions{CacheBytes: budget})
	var servers []*Server
	var sites []*httptest.Server
	for i := range 5 {
		ts, s := poolSite(t, pool, strconv.Itoa(i+1), sitetest.Memory(t, "wpc_year_month").Store().(store), 2, 30*time.Second)
		waitFor200(t, ts, "/sitemap_index.xml", 30*time.Second)
		servers, sites = append(servers, s), append(sites, ts)
	}
	paths := []string{"/sitemap_index.xml", "/post-sitemap.xml", "/post-sitemap2.xml", "/post-sitemap3.xml", "/page-sitemap.xml", "/category-sitemap.xml"}
	var rendered int64
	for _, ts := range sites {
		for _, p := range paths {
			resp, body := get(t, ts, http.MethodGet, p, map[string]string{"Accept-Encoding": "gzip"})
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("%s: %d\n%s", p, resp.StatusCode, body)
			}
		}
		var sum int64
		for _, s := range servers {
			_, b := s.cacheStats()
			sum += b
		}
		if _, total := pool.cache.stats(); sum != total {
			t.Errorf("the sites' shares add up to %d bytes, the cache holds %d", sum, total)
		}
		if sum > budget {
			t.Errorf("the sites keep %d bytes together, over the budget of %d", sum, budget)
		}
		rendered = max(rendered, sum)
	}
	if rendered == 0 {
		t.Fatal("nothing was cached: the test proves nothing")
	}
	// The last site's pages, the most recent, are there; the first site's,
	// the least recent, have made room for them.
	if n, _ := servers[4].cacheStats(); n == 0 {
		t.Error("the most recently used site has no page cached")
	}
	if n, _ := servers[0].cacheStats(); n >= len(paths) {
		t.Errorf("the least recently used site still has all its %d pages", n)
	}
	servers[4].Close()
	if n, b := servers[4].cacheStats(); n != 0 || b != 0 {
		t.Errorf("a closed site keeps %d pages, %d bytes", n, b)
	}
}

// TestPoolMetricsPerSite: the sites of a network report their series in
// one registry, each under site="{blog_id}", with the process's series
// once; a site served again (a new Server of the same site) replaces its
// series, and a site closed leaves none. A single site's series carry no
// site label.
func TestPoolMetricsPerSite(t *testing.T) {
	pool := NewPool(PoolOptions{CacheBytes: DefaultCacheBytes})
	ts1, _ := poolSite(t, pool, "1", sitetest.Memory(t, "wpc_year_month").Store().(store), 5, 30*time.Second)
	ts2, s2 := poolSite(t, pool, "2", sitetest.Memory(t, "wpc_year_month").Store().(store), 5, 30*time.Second)
	waitFor200(t, ts1, "/sitemap_index.xml", 30*time.Second)
	waitFor200(t, ts2, "/sitemap_index.xml", 30*time.Second)
	for range 2 {
		if resp, _ := get(t, ts2, http.MethodGet, "/post-sitemap.xml", nil); resp.StatusCode != 200 {
			t.Fatalf("site 2: %d", resp.StatusCode)
		}
	}
	_, body := get(t, ts1, http.MethodGet, "/metrics", nil)
	for _, want := range []string{
		`wpsitemap_requests_total{route="index",site="1",status="200"} 1`,
		`wpsitemap_requests_total{route="index",site="2",status="200"} 1`,
		`wpsitemap_requests_total{route="sitemap",site="2",status="200"} 2`,
		`wpsitemap_cache_hits_total{site="2"} 1`,
		`wpsitemap_cache_pages{site="1"} 1`,
		`wpsitemap_cache_pages{site="2"} 2`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	if n := strings.Count(body, "\ngo_goroutines "); n != 1 {
		t.Errorf("go_goroutines appears %d times, want once", n)
	}
	if strings.Contains(body, `route="sitemap",site="1"`) {
		t.Error("site 1 reports site 2's requests")
	}
	// Site 2 served again: its series start over; closed: none are left.
	ts2b, s2b := poolSite(t, pool, "2", sitetest.Memory(t, "wpc_year_month").Store().(store), 5, 30*time.Second)
	s2.Close() // the old one stops after the new one registered
	_, body = get(t, ts1, http.MethodGet, "/metrics", nil)
	if strings.Contains(body, `route="sitemap",site="2"`) || !strings.Contains(body, `wpsitemap_cache_hits_total{site="2"} 0`) {
		t.Errorf("site 2 served again: its series are not the new Server's:\n%s", grepLines(body, `site="2"`))
	}
	waitFor200(t, ts2b, "/sitemap_index.xml", 30*time.Second)
	s2b.Close()
	_, body = get(t, ts1, http.MethodGet, "/metrics", nil)
	if strings.Contains(body, `site="2"`) {
		t.Errorf("site 2 closed: its series are left:\n%s", grepLines(body, `site="2"`))
	}

	// A single site: no label.
	single := steadyServer(t, 5, DefaultCacheBytes, nil)
	waitFor200(t, single, "/sitemap_index.xml", 30*time.Second)
	_, body = get(t, single, http.MethodGet, "/metrics", nil)
	if !strings.Contains(body, `wpsitemap_requests_total{route="index",status="200"} 1`) || strings.Contains(body, "site=") {
		t.Errorf("a single site's metrics:\n%s", grepLines(body, "wpsitemap_requests_total"))
	}
}

func grepLines(s, sub string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
