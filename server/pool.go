package server

import (
	"container/list"
	"context"
	"net/http"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Pool is what the Servers of one process share: one page cache within one
// byte budget, the ETags of rendered documents, the render slots and the
// metrics registry. A single site's Server has a pool of its own (New makes
// it); the sites of a network share one (NewPool, Options.Pool), so that
// the memory of the process is bounded by one budget whatever the number of
// sites in use, and one busy site cannot take every render slot:
//
//   - the cache is one LRU across sites, keyed by site and page; its budget
//     is CacheBytes less what the sites' snapshots hold
//     (catalog.Snapshot.HeldBytes, summed over the sites served), at least
//     an eighth of it, as for a single site;
//   - a site never holds every render slot of a shared pool (one is kept
//     for the others), and while several sites wait for one, each may
//     hold at most its share (MaxRenders divided among them, at least one);
//     a freed slot goes to the waiting site holding the fewest, the
//     earliest of them.
type Pool struct {
	cache  *pageCache // nil when caching is off
	etags  *etagMemo  // nil when caching is off
	budget int64
	slots  *slots

	mu        sync.Mutex
	held      map[string]int64 // each site's snapshot HeldBytes, as last seen
	heldTotal int64            // their sum

	reg     *prometheus.Registry // shared: every site's series carry a site label
	metrics http.Handler
	series  map[string][]prometheus.Collector // each site's, to unregister
	table   http.Handler                      // the route table of every site (routes)
}

// PoolOptions configure a Pool shared by the sites of a network.
type PoolOptions struct {
	// CacheBytes is the budget of the page cache and of the sites'
	// snapshots together, for every site of the process (Options.CacheBytes
	// of one site); 0 turns the cache off.
	CacheBytes int64
	// MaxRenders bounds the documents rendered at once, over every site
	// (default DefaultMaxRenders).
	MaxRenders int
	// Notify, when set, gives /metrics the counters of the network's one
	// IndexNow Sender, without a site label.
	Notify NotifyStats
}

// NewPool returns a Pool for the sites of a network: Servers made with it
// in Options.Pool share its cache, render slots and metrics (each site's
// series carry the label site="{Options.Site}").
func NewPool(opts PoolOptions) *Pool {
	p := newPool(opts.CacheBytes, opts.MaxRenders, true)
	p.reg = prometheus.NewRegistry()
	p.reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if opts.Notify != nil {
		p.reg.MustRegister(notifyCollectors(opts.Notify)...)
	}
	p.metrics = promhttp.HandlerFor(p.reg, promhttp.HandlerOpts{})
	p.series = map[string][]prometheus.Collector{}
	p.table = routes(serverOf, "")
	return p
}

// routes returns the route table the sites of a shared pool answer
// through, nil for a single site's pool (or a site with an IndexNow key of
// its own: a network's key is the Router's, Router.ServeIndexNowKey),
// which makes its own.
func (p *Pool) routes(indexNowKey string) http.Handler {
	if indexNowKey != "" {
		return nil
	}
	return p.table
}

// register puts site's series in the shared registry, under its label,
// in place of those of an earlier Server of the same site.
func (p *Pool) register(site string, cs ...prometheus.Collector) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.unregister(site)
	prometheus.WrapRegistererWith(prometheus.Labels{"site": site}, p.reg).MustRegister(cs...)
	p.series[site] = cs
}

// unregister removes site's series. Called with p.mu held.
func (p *Pool) unregister(site string) {
	r := prometheus.WrapRegistererWith(prometheus.Labels{"site": site}, p.reg)
	for _, c := range p.series[site] {
		r.Unregister(c)
	}
	delete(p.series, site)
}

func newPool(cacheBytes int64, maxRenders int, shared bool) *Pool {
	if maxRenders <= 0 {
		maxRenders = DefaultMaxRenders
	}
	p := &Pool{slots: newSlots(maxRenders, shared), held: map[string]int64{}}
	if cacheBytes > 0 {
		p.cache = newPageCache(cacheBytes)
		p.budget = cacheBytes
		p.etags = newETagMemo()
	}
	return p
}

// Metrics answers the Prometheus series of every site of a shared pool;
// nil for a single site's pool (its Server answers its own).
func (p *Pool) Metrics() http.Handler { return p.metrics }

// forget drops what the pool keeps for site: its cached pages, the bytes
// its snapshot held and, when they are still mine's (not a newer Server's
// of the same site), its series.
func (p *Pool) forget(site string, mine *metrics) {
	p.mu.Lock()
	p.heldTotal -= p.held[site]
	delete(p.held, site)
	if p.reg != nil && len(p.series[site]) > 0 && p.series[site][0] == prometheus.Collector(mine.requests) {
		p.unregister(site)
	}
	p.mu.Unlock()
	p.cache.drop(site)
}

// hold records the bytes site's snapshot holds and gives the cache what
// all the sites' snapshots leave of the budget, at least an eighth of it.
func (p *Pool) hold(site string, bytes int64) {
	if p.cache == nil {
		return
	}
	p.mu.Lock()
	p.heldTotal += bytes - p.held[site]
	p.held[site] = bytes
	total := p.heldTotal
	p.mu.Unlock()
	p.cache.resize(max(p.budget-total, p.budget/8))
}

// slots are the render slots of a pool. A pool of one site is a plain
// semaphore; a shared one keeps one slot from any single site and, while
// several sites want slots, holds each to its share.
type slots struct {
	mu      sync.Mutex
	n       int // slots in all
	used    int
	shared  bool
	held    map[string]int
	waiting *list.List     // of *slotWaiter, in arrival order
	waiters map[string]int // waiting requests per site
}

type slotWaiter struct {
	site  string
	ready chan struct{} // closed when the slot is granted
}

func newSlots(n int, shared bool) *slots {
	return &slots{n: n, shared: shared, held: map[string]int{}, waiting: list.New(), waiters: map[string]int{}}
}

// limit is how many slots site may hold now: all but one when no other
// site waits (one is kept for a site that comes), else its share of them
// among the sites waiting, at least one. Called with s.mu held.
func (s *slots) limit(site string) int {
	if !s.shared || s.n == 1 {
		return s.n
	}
	sites := len(s.waiters)
	if s.waiters[site] == 0 {
		sites++
	}
	if sites == 1 {
		return s.n - 1
	}
	return max(1, s.n/sites)
}

func (s *slots) canTake(site string) bool {
	return s.used < s.n && s.held[site] < s.limit(site)
}

func (s *slots) take(site string) {
	s.used++
	s.held[site]++
}

// acquire waits for a render slot for site until ctx ends.
func (s *slots) acquire(ctx context.Context, site string) error {
	w := &slotWaiter{site: site, ready: make(chan struct{})}
	s.mu.Lock()
	e := s.waiting.PushBack(w)
	s.waiters[site]++
	s.grant()
	s.mu.Unlock()
	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
		s.mu.Lock()
		select {
		case <-w.ready:
			// Granted meanwhile: hand it on.
			s.mu.Unlock()
			s.release(site)
		default:
			s.unwait(e)
			s.grant() // its going may lift another site's share
			s.mu.Unlock()
		}
		return slotErr(ctx)
	}
}

// release gives site's slot back.
func (s *slots) release(site string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.used--
	if s.held[site]--; s.held[site] <= 0 {
		delete(s.held, site)
	}
	s.grant()
}

// unwait takes e out of the queue. Called with s.mu held.
func (s *slots) unwait(e *list.Element) *slotWaiter {
	w := s.waiting.Remove(e).(*slotWaiter)
	if s.waiters[w.site]--; s.waiters[w.site] <= 0 {
		delete(s.waiters, w.site)
	}
	return w
}

// grant hands free slots to waiters: each to the waiting site that may
// take one and holds the fewest, the earliest of them. Called with s.mu
// held.
func (s *slots) grant() {
	for s.used < s.n {
		var best *list.Element
		for e := s.waiting.Front(); e != nil; e = e.Next() {
			w := e.Value.(*slotWaiter)
			if !s.canTake(w.site) {
				continue
			}
			if best == nil || s.held[w.site] < s.held[best.Value.(*slotWaiter).site] {
				best = e
			}
		}
		if best == nil {
			return
		}
		w := s.unwait(best)
		s.take(w.site)
		close(w.ready)
	}
}
