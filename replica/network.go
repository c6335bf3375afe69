package replica

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// A WordPress network's replicas share one lease, the network's (its
// fleet: Network). Its holder is the one replica that reads the database:
// it watches {prefix}blogs, decides for each site other than the main one
// whether Yoast SEO is active there (its active_plugins), and ships both
// as one value (valueNetwork) under the network's revisions; every
// replica serves the network it last read from Redis through a
// server.Router. Each site in use is a Replica of its own, with its own
// fleet (its own lease, revisions and pages, under a prefix of its own)
// and state directory: its follower side runs on every replica that has
// it, its holder side only on the network's holder (Options.Leading). A
// site asked for on any replica is recorded in Redis (fleet.Fleet.Want),
// and the network's holder builds every site so recorded within
// site.SiteIdle.

// valueNetwork is the network's value: netValue, as JSON.
const valueNetwork = "network"

// netValue is what the network's holder ships: the network as it read
// it, and, for the sites other than the main one that a replica asked
// for, whether Yoast SEO is active there.
type netValue struct {
	Network *wp.Network
	Yoast   map[int64]bool
}

// NetworkDB is what the network's holder reads of the network's own
// tables (*wpdb.DB).
type NetworkDB interface {
	NetworkSum(ctx context.Context) (string, error)
	Network(ctx context.Context) (*wp.Network, error)
}

// wantEvery is how often a replica records again, in Redis, the sites it
// was asked for (a Redis that lost its data learns them again).
const wantEvery = 5 * time.Second

// NetworkOptions configure a Network.
type NetworkOptions struct {
	// Fleet is the network's fleet: its lease, its value, its IndexNow
	// key and the sites wanted.
	Fleet *fleet.Fleet
	// Network is the network as read at start-up, served until one is
	// read from Redis.
	Network *wp.Network
	// DB is what the holder reads the network from.
	DB NetworkDB
	// Plugins reads site id's active_plugins alone (the holder's Yoast
	// check, wpdb.DB.ForSite's LoadPlugins).
	Plugins func(net *wp.Network, id int64) func(context.Context) (*wp.Site, error)
	// Site returns the options of the replica of site s: its own fleet,
	// state directory, holder's Site (over current(), the network as
	// served when a term starts), follower's catalog, server options and
	// change notification. The Network sets Leading.
	Site func(s wp.NetworkSite, current func() *wp.Network) (Options, error)
	// IndexNowKey is answered at /{key}.txt on every host ("" for none).
	IndexNowKey string
	// Every is how often the holder reads the network's checksum and the
	// sites wanted (default a second); Idle how long a site nobody asked
	// for is kept (default site.SiteIdle).
	Every, Idle time.Duration
	Logger      *slog.Logger
}

// Network runs a WordPress network as one replica of its fleet.
type Network struct {
	opts   NetworkOptions
	f      *fleet.Fleet
	log    *slog.Logger
	router *server.Router

	mu       sync.Mutex
	ctx      context.Context // the replica's life
	sites    map[int64]*netSite
	stopping map[int64]chan struct{} // sites whose replica is stopping
	yoast    map[int64]bool          // the gates served
	applied  []byte                  // the network's value served
	holding  bool                    // this replica holds the network's lease
	changed  chan struct{}           // closed (and replaced) when a site's lead changes
	wg       sync.WaitGroup
}

// netSite is one site of the network with a replica on this process:
// asked for here (routed), or led by this process, the network's holder.
type netSite struct {
	*part
	row    wp.NetworkSite
	routed bool
	asked  atomic.Int64 // when last asked for here, Unix nanoseconds

	lead       context.Context // while this process leads it; nil otherwise
	leadCancel context.CancelFunc
	leadRow    wp.NetworkSite
}

// NewNetwork returns the Network of opts, whose sites live until ctx
// ends; Run runs it.
func NewNetwork(ctx context.Context, opts NetworkOptions) (*Network, error) {
	if opts.Fleet == nil || opts.Network == nil || opts.DB == nil || opts.Plugins == nil || opts.Site == nil {
		return nil, errors.New("replica: Fleet, Network, DB, Plugins and Site are required")
	}
	if opts.Every <= 0 {
		opts.Every = time.Second
	}
	if opts.Idle <= 0 {
		opts.Idle = site.SiteIdle
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	n := &Network{opts: opts, f: opts.Fleet, log: log.With("replica", opts.Fleet.Name()), ctx: ctx,
		sites: map[int64]*netSite{}, stopping: map[int64]chan struct{}{}, yoast: map[int64]bool{}, changed: make(chan struct{})}
	n.router = server.NewRouter(opts.Network, n.handler, log)
	if opts.IndexNowKey != "" {
		n.router.ServeIndexNowKey(opts.IndexNowKey)
	}
	return n, nil
}

// Handler answers for every site of the network.
func (n *Network) Handler() http.Handler { return n.router }

// Run runs the replica until NewNetwork's context ends: the network's
// follower (the network read from Redis), the sites asked for recorded in
// Redis, and, while this replica holds the network's lease, the holder's
// work. It returns once every site's replica stopped.
func (n *Network) Run() error {
	ctx := n.ctx
	var wg sync.WaitGroup
	wg.Go(func() { n.follow(ctx) })
	wg.Go(func() { n.want(ctx) })
	err := n.leadNetwork(ctx)
	wg.Wait()
	n.router.Stop()
	n.mu.Lock()
	for id, s := range n.sites {
		n.stopLocked(id, s)
	}
	n.mu.Unlock()
	n.wg.Wait()
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// Yoast reports, for site id, whether the network's holder found Yoast
// SEO active there (known false while it has not said).
func (n *Network) Yoast(id int64) (on, known bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	on, known = n.yoast[id]
	return on, known
}

// Sites are the blog_ids with a replica on this process, and those of
// them it leads.
func (n *Network) Sites() (all, led []int64) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for id, s := range n.sites {
		all = append(all, id)
		if s.lead != nil {
			led = append(led, id)
		}
	}
	slices.Sort(all)
	slices.Sort(led)
	return all, led
}

// Site returns site id's replica on this process (nil: none, or not
// made yet).
func (n *Network) Site(id int64) *Replica {
	n.mu.Lock()
	s := n.sites[id]
	n.mu.Unlock()
	if s == nil {
		return nil
	}
	return s.replica()
}

// handler is the Router's SiteHandler: the site's replica, made now if
// this process has none, behind the gate the holder shipped. It does not
// wait (the Router holds its lock): a replica is made in the background,
// and answers 503 with Retry-After until it is.
func (n *Network) handler(_ *wp.Network, row wp.NetworkSite) (http.Handler, func()) {
	id := row.ID
	var current *netSite // the one this handler uses, under mu
	site := func() *netSite {
		n.mu.Lock()
		defer n.mu.Unlock()
		s, err := n.siteLocked(row)
		if err != nil {
			return nil
		}
		s.routed = true
		if s != current {
			current = s
			n.wantNow(id, time.Now())
		}
		return s
	}
	site()
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s := site()
		if s != nil {
			s.asked.Store(time.Now().UnixNano())
		}
		if id != wp.MainSiteID {
			if on, known := n.Yoast(id); known && !on {
				server.NoYoast(w)
				return
			}
		}
		var rep *Replica
		if s != nil {
			rep = s.replica()
		}
		if rep == nil {
			w.Header().Set("Retry-After", "1")
			http.Error(w, "this site is being prepared", http.StatusServiceUnavailable)
			return
		}
		rep.Handler().ServeHTTP(w, r)
	})
	return h, func() {
		n.mu.Lock()
		defer n.mu.Unlock()
		if s := n.sites[id]; s != nil && s == current {
			s.routed = false
			n.releaseLocked(id, s)
		}
	}
}

// siteLocked returns site row's netSite on this process, made now when
// there is none: its Replica is made and run in the background, once the
// one it replaces has stopped (it closes the entry store this one opens).
// Under mu.
func (n *Network) siteLocked(row wp.NetworkSite) (*netSite, error) {
	if s := n.sites[row.ID]; s != nil {
		return s, nil
	}
	if n.ctx.Err() != nil {
		return nil, errors.New("the network's replica is not running")
	}
	p, ctx := newPart(n.ctx)
	s := &netSite{part: p, row: row}
	n.sites[row.ID] = s
	old := n.stopping[row.ID]
	n.wg.Go(func() {
		s.run(ctx, old, func() (*Replica, error) { return n.newReplica(row, s) }, func(err error) {
			n.log.Error("fleet: the site's replica cannot be made", "blog_id", row.ID, "err", err)
			n.mu.Lock()
			if n.sites[row.ID] == s { // the next request, or round, tries again
				n.stopLocked(row.ID, s)
			}
			n.mu.Unlock()
		}, func(err error) {
			n.log.Error("fleet: the site's replica stopped", "blog_id", row.ID, "err", err)
		})
	})
	return s, nil
}

// newReplica makes the Replica of site row, whose lead is s's.
func (n *Network) newReplica(row wp.NetworkSite, s *netSite) (*Replica, error) {
	opts, err := n.opts.Site(row, n.router.Network)
	if err != nil {
		return nil, err
	}
	opts.Leading = func(ctx context.Context) context.Context { return n.leading(ctx, s) }
	return New(opts)
}

// leading waits until this process leads s, and returns the context of
// that lead (nil: ctx ended).
func (n *Network) leading(ctx context.Context, s *netSite) context.Context {
	return waitLead(ctx, &n.mu, func() (context.Context, <-chan struct{}) { return s.lead, n.changed })
}

// releaseLocked stops s's replica once neither the Router nor the
// holder's work uses it. Under mu.
func (n *Network) releaseLocked(id int64, s *netSite) {
	if s.routed || s.lead != nil {
		return
	}
	n.stopLocked(id, s)
}

// stopLocked stops s's replica, in the background. Under mu.
func (n *Network) stopLocked(id int64, s *netSite) {
	if s.leadCancel != nil {
		s.leadCancel()
		s.lead, s.leadCancel = nil, nil
	}
	delete(n.sites, id)
	n.stopping[id] = s.done
	s.cancel()
	n.wg.Go(func() {
		<-s.done
		n.mu.Lock()
		if n.stopping[id] == s.done {
			delete(n.stopping, id)
		}
		n.mu.Unlock()
	})
}

// wantNow records in Redis, in the background, that site id was asked
// for at.
func (n *Network) wantNow(id int64, at time.Time) {
	n.wg.Go(func() {
		ctx, cancel := context.WithTimeout(n.ctx, n.f.TTL())
		defer cancel()
		if err := n.f.Want(ctx, strconv.FormatInt(id, 10), at); err != nil && ctx.Err() == nil {
			n.log.Debug("fleet: the site asked for not recorded in Redis", "blog_id", id, "err", err)
		}
	})
}

// want records again, every wantEvery until ctx ends, the sites asked for
// on this replica within Idle, and stops, every minute, those nobody
// asked for here within Idle.
func (n *Network) want(ctx context.Context) {
	t := time.NewTicker(wantEvery)
	defer t.Stop()
	idle := time.Now()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			for id, at := range n.asked(now, false) {
				wctx, cancel := context.WithTimeout(ctx, n.f.TTL())
				err := n.f.Want(wctx, strconv.FormatInt(id, 10), at)
				cancel()
				if err != nil {
					break // Redis is down: the next round
				}
			}
			if now.Sub(idle) >= time.Minute {
				idle = now
				n.router.StopIdle(n.opts.Idle, now)
			}
		}
	}
}

// asked returns the sites asked for on this replica within Idle of now,
// with when they were last asked for here, and, with led, those it leads
// (with the zero time when not asked for).
func (n *Network) asked(now time.Time, led bool) map[int64]time.Time {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := map[int64]time.Time{}
	for id, s := range n.sites {
		at := time.Unix(0, s.asked.Load())
		switch {
		case s.routed && now.Sub(at) < n.opts.Idle:
			out[id] = at
		case led && s.lead != nil:
			out[id] = time.Time{}
		}
	}
	return out
}

// follow serves each network value the holder ships, until ctx ends.
func (n *Network) follow(ctx context.Context) {
	followValue(ctx, n.f, n.log, valueNetwork, "the network", n.apply)
}

// apply serves the network value b, unless it is the one served.
func (n *Network) apply(b []byte) error {
	n.mu.Lock()
	same := bytes.Equal(b, n.applied)
	n.mu.Unlock()
	if same {
		return nil
	}
	var v netValue
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("the network's value: %w", err)
	}
	if v.Network == nil {
		return errors.New("the network's value has no network")
	}
	n.mu.Lock()
	n.applied = b
	n.yoast = v.Yoast
	if n.yoast == nil {
		n.yoast = map[int64]bool{}
	}
	n.mu.Unlock()
	if cur, _ := json.Marshal(n.router.Network()); !bytes.Equal(cur, mustJSON(v.Network)) {
		n.log.Info("fleet: serving the network as the holder read it", "sites", len(v.Network.Sites))
		site.SetMemoryLimit(len(v.Network.Sites))
		n.router.SetNetwork(v.Network)
	}
	return nil
}

// mustJSON is v as JSON (a wp.Network always encodes).
func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// leadNetwork is the replica's part in the network's lease, until ctx
// ends (leadParts): a term ended by Redis going away leaves the sites it
// leads running.
func (n *Network) leadNetwork(ctx context.Context) error {
	return leadParts(ctx, n.f, n.log, "the sites led", n.term, n.unlead)
}

// term is the network holder's work while it holds lease l: every Every,
// the network read again when its checksum moved, the Yoast gates of the
// sites wanted decided, both shipped when they changed, and every site
// wanted led by this process.
func (n *Network) term(ctx context.Context, l *fleet.Lease) {
	log := n.log.With("token", l.Token())
	log.Info("holder: this replica reads the network and its sites in use")
	n.mu.Lock()
	n.holding = true
	n.mu.Unlock()
	defer func() {
		n.mu.Lock()
		n.holding = false
		n.mu.Unlock()
	}()
	h := &netHolder{n: n, l: l, log: log, checked: map[int64]time.Time{}, yoast: map[int64]bool{}, started: time.Now()}
	t := time.NewTicker(n.opts.Every)
	defer t.Stop()
	for {
		h.round(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// unlead ends the lead of every site (the network's lease is lost to
// another replica, or the replica stops).
func (n *Network) unlead() {
	n.mu.Lock()
	defer n.mu.Unlock()
	for id, s := range n.sites {
		if s.leadCancel != nil {
			s.leadCancel()
			s.lead, s.leadCancel = nil, nil
			n.releaseLocked(id, s)
		}
	}
	n.signalLocked()
}

// signalLocked wakes those waiting in leading. Under mu.
func (n *Network) signalLocked() {
	close(n.changed)
	n.changed = make(chan struct{})
}

// netHolder is one term of the network's holder.
type netHolder struct {
	n   *Network
	l   *fleet.Lease
	log *slog.Logger

	sum     string              // the checksum of net
	net     *wp.Network         // as read last
	yoast   map[int64]bool      // the gates decided
	checked map[int64]time.Time // when each gate was decided
	shipped []byte              // the value written last this term
	started time.Time           // when the term started
	failing bool
}

// round is one round of the holder's work.
func (h *netHolder) round(ctx context.Context) {
	n := h.n
	err := h.read(ctx)
	if err != nil {
		if !h.failing && ctx.Err() == nil {
			h.log.Warn("holder: cannot read the network's sites; serving them as last read", "err", err)
		}
		h.failing = true
	} else if h.failing {
		h.log.Info("holder: the network's sites read again")
		h.failing = false
	}
	net := h.net
	if net == nil {
		return
	}
	wctx, cancel := context.WithTimeout(ctx, n.f.TTL())
	ids, werr := n.f.Wanted(wctx, time.Now().Add(-n.opts.Idle))
	cancel()
	if werr != nil {
		return // Redis is down: the lease goes with it
	}
	asked := map[int64]time.Time{}
	for m, at := range ids {
		if id, err := strconv.ParseInt(m, 10, 64); err == nil {
			asked[id] = at
		}
	}
	// What this replica is asked for, and, early in a term, what it led
	// before (a Redis that lost its data learns what the replicas ask
	// for within wantEvery): not stopped only to be started again.
	now := time.Now()
	for id, at := range n.asked(now, now.Sub(h.started) < 2*wantEvery) {
		if at.After(asked[id]) {
			asked[id] = at
		}
	}
	wanted := map[int64]wp.NetworkSite{}
	for id, at := range asked {
		row, ok := net.Site(id)
		if closed, _ := seo.SiteClosed(row); !ok || closed {
			continue
		}
		if id != wp.MainSiteID && !h.gate(ctx, net, id, at) {
			continue
		}
		wanted[id] = row
	}
	for id := range h.yoast {
		if _, ok := net.Site(id); !ok {
			delete(h.yoast, id)
			delete(h.checked, id)
		}
	}
	v := mustJSON(netValue{Network: net, Yoast: h.yoast})
	if !bytes.Equal(v, h.shipped) {
		if err := h.ship(ctx, v); err != nil {
			if ctx.Err() == nil {
				h.log.Warn("holder: the network not shipped; trying again", "err", err)
			}
			return
		}
		_ = n.apply(v)
	}
	n.lead(ctx, wanted)
}

// read reads the network again when its checksum moved.
func (h *netHolder) read(ctx context.Context) error {
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	sum, err := h.n.opts.DB.NetworkSum(rctx)
	if err != nil || sum == h.sum {
		return err
	}
	net, err := h.n.opts.DB.Network(rctx)
	if err == nil && net == nil {
		err = errors.New("the network's blogs table is gone")
	}
	if err != nil {
		return err
	}
	h.sum, h.net = sum, net
	return nil
}

// gate reports whether Yoast SEO is active on site id, last asked for at
// asked: its active_plugins read when they were not this term, and, while
// Yoast is not active there, again at most every site.YoastRecheck when
// the site was asked for since (as site.YoastGate reads them on a
// request).
func (h *netHolder) gate(ctx context.Context, net *wp.Network, id int64, asked time.Time) bool {
	on, known := h.yoast[id]
	if checked := h.checked[id]; known && (on || time.Since(checked) < site.YoastRecheck || asked.Before(checked.Truncate(time.Second))) {
		return on
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	s, err := h.n.opts.Plugins(net, id)(rctx)
	cancel()
	if err != nil {
		if ctx.Err() == nil {
			h.log.Warn("holder: a site's plugins not read; asking again", "blog_id", id, "err", err)
		}
		return on
	}
	now := seo.YoastActive(s)
	if !now && (!known || on) {
		h.log.Info("holder: Yoast SEO is not active on this site: its sitemap paths answer 404 on every replica",
			"blog_id", id, "every", site.YoastRecheck)
	}
	h.yoast[id], h.checked[id] = now, time.Now()
	return now
}

// ship writes v, the network's value, under the next revision.
func (h *netHolder) ship(ctx context.Context, v []byte) error {
	rev, err := shipValue(ctx, h.n.f, h.l, valueNetwork, v)
	if err != nil {
		return err
	}
	h.shipped = v
	h.log.Info("holder: network shipped", "revision", rev, "sites", len(h.net.Sites), "gates", len(h.yoast))
	return nil
}

// lead has this process lead the sites of wanted, with the rows given,
// and no other: a site wanted with a changed row is led again (its term
// starts over the network as it now is).
func (n *Network) lead(ctx context.Context, wanted map[int64]wp.NetworkSite) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if !n.holding || ctx.Err() != nil {
		return
	}
	changed := false
	for id, s := range n.sites {
		if row, ok := wanted[id]; s.lead != nil && (!ok || row != s.leadRow) {
			s.leadCancel()
			s.lead, s.leadCancel = nil, nil
			changed = true
			if !ok {
				n.log.Info("holder: a site no longer asked for; no longer read", "blog_id", id, "idle", n.opts.Idle)
				n.releaseLocked(id, s)
			}
		}
	}
	for id, row := range wanted {
		s, err := n.siteLocked(row)
		if err != nil {
			n.log.Error("fleet: the site's replica cannot be made", "blog_id", id, "err", err)
			continue
		}
		if s.lead == nil {
			// The lead outlives the term: a term ended by Redis going
			// away leaves it (leadNetwork).
			s.lead, s.leadCancel = context.WithCancel(n.ctx)
			s.leadRow = row
			changed = true
		}
	}
	if changed {
		n.signalLocked()
	}
}
