package replica

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/site"
)

// stopWait bounds how long a term waits for its site to stop.
const stopWait = 15 * time.Second

// retryShip is how long after a failed shipment the holder tries again
// when no new snapshot came meanwhile.
const retryShip = time.Second

// putBatch bounds the bytes of pages the holder holds in memory before it
// puts them to Redis.
const putBatch = 8 << 20

// lead is the replica's part in the lease, for its whole life: take the
// lease, hold it for a term (term), and again. A term whose lease was lost
// because Redis could not be reached keeps its site running (it follows
// the database and serves what it finds, shipping nothing): the replica
// then tries the lease again; taken, the site ships from where it is; held
// by another replica, the site stops and the replica follows. Any other
// loss stops the site at once.
func (r *Replica) lead(ctx context.Context) error {
	var hs *holding
	defer func() {
		if hs != nil {
			r.stopSite(hs)
		}
	}()
	for {
		l, err := r.acquire(ctx, &hs)
		if err != nil {
			return err
		}
		hs = r.term(ctx, l, hs)
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.f.TTL())
		if err := l.Release(rctx); err != nil {
			r.log.Warn("fleet: lease not released; it expires within its TTL", "err", err)
		}
		cancel()
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
}

// A replica whose site runs from a term whose lease was lost while Redis
// could not be reached tries the lease every TTL/keptRetry: well within
// the TTL for which fleet.Fleet.Acquire leaves a free lease to its last
// holder once Redis answers again, so that this replica takes it back
// before any other; and, were another to hold it, the site stops soon
// after.
const keptRetry = 20

// acquire waits for the lease. With a site still running from a term
// whose lease was lost while Redis could not be reached (*hs), it tries
// every TTL/keptRetry, and stops the site as soon as it finds another
// replica holding the lease.
func (r *Replica) acquire(ctx context.Context, hs **holding) (*fleet.Lease, error) {
	return acquireKept(ctx, r.f, *hs != nil, func(h fleet.Holder) {
		r.log.Info("holder: another replica took the lease while Redis could not be reached; stopping the site and following it",
			"holder", h.Name, "holder_token", h.Token)
		r.stopSite(*hs)
		*hs = nil
	})
}

// acquireKept waits for f's lease. kept says the holder's work of a term
// whose lease was lost while Redis could not be reached still runs: then
// it tries every TTL/keptRetry, and calls drop (which stops that work)
// as soon as it finds another replica holding the lease, before it waits
// as usual (fleet.Fleet.Acquire).
func acquireKept(ctx context.Context, f *fleet.Fleet, kept bool, drop func(fleet.Holder)) (*fleet.Lease, error) {
	for kept {
		l, h, err := f.TryAcquire(ctx)
		switch {
		case l != nil:
			return l, nil
		case ctx.Err() != nil:
			return nil, ctx.Err()
		case err == nil && h.Token != 0:
			drop(h)
			kept = false
		default:
			sleepCtx(ctx, max(f.TTL()/keptRetry, 10*time.Millisecond))
		}
	}
	return f.Acquire(ctx)
}

// holding is the site a holder runs, from the term that started it until
// another replica holds the lease or the replica stops.
type holding struct {
	site   *site.Site
	svc    *refresh.Service
	done   func()
	cancel context.CancelFunc

	// perHost is closed when the site publishes a snapshot with one set
	// of sitemaps per language host (the languages changed while it ran):
	// the term stops the site (perHostStop).
	perHost chan struct{}

	mu      sync.Mutex
	sh      *shipper                // the current term's; nil between terms
	observe func(*catalog.Snapshot) // the current term's change notification
	latest  *catalog.Snapshot
}

// term holds lease l until it is lost or ctx ends: it starts the site
// (unless hs runs it already), ships each snapshot it publishes, and runs
// the term's change notification. It returns the site still running when
// the lease was lost because Redis could not be reached, else nil.
func (r *Replica) term(ctx context.Context, l *fleet.Lease, hs *holding) *holding {
	log := r.log.With("token", l.Token())
	tctx, end := context.WithCancel(ctx)
	defer end()
	go func() {
		select {
		case <-l.Lost():
		case <-tctx.Done():
		}
		end()
	}()
	if hs == nil {
		var err error
		if hs, err = r.startSite(ctx, log); err != nil {
			log.Error("holder: the site cannot be started; giving the lease up", "err", err)
			sleepCtx(tctx, 5*time.Second) // not at once: another replica may do better
			return nil
		}
	}
	log.Info("holder: this replica reads the database and ships each snapshot", "served_revision", r.sides.served())
	r.leased.Store(true)
	defer r.leased.Store(false)
	var notes Notes
	if r.opts.Notify != nil {
		var err error
		if notes, err = r.opts.Notify(tctx, l); err != nil {
			log.Warn("holder: no change notification this term", "err", err)
		}
	}
	sh, err := newShipper(tctx, r, l)
	if err != nil {
		log.Warn("holder: the revision in Redis not read; shipping every page", "err", err)
	}
	hs.mu.Lock()
	hs.sh, hs.observe = sh, notes.Observe
	if latest := hs.latest; latest != nil && notes.Observe != nil {
		notes.Observe(latest) // what changed since the last holder's listing
	}
	hs.mu.Unlock()
	r.stats.set(notes.Stats)
	var wg sync.WaitGroup
	if notes.Run != nil {
		wg.Go(func() { notes.Run(tctx) })
	}
	sh.wake() // what the site serves now, at once
	rctx, stopRun := context.WithCancel(tctx)
	go func() {
		select {
		case <-hs.perHost:
		case <-rctx.Done():
		}
		stopRun()
	}()
	sh.run(rctx, hs.svc)
	stopRun()
	hs.mu.Lock()
	hs.sh, hs.observe = nil, nil
	hs.mu.Unlock()
	select {
	case <-hs.perHost:
		if tctx.Err() == nil {
			r.perHostStop(tctx, log, hs)
			hs = nil
		}
	default:
	}
	end()
	wg.Wait()
	r.stats.set(nil)
	if hs == nil {
		return nil
	}
	if ctx.Err() == nil && errors.Is(l.Err(), fleet.ErrUnreachable) {
		log.Warn("holder: Redis cannot be reached: the site keeps following the database and serving; it ships again once this replica holds the lease")
		return hs
	}
	r.stopSite(hs)
	return nil
}

// startSite brings the state directory to the revision Redis has, then
// starts the site over it, with work held until stopSite.
func (r *Replica) startSite(ctx context.Context, log *slog.Logger) (*holding, error) {
	r.work.Lock()
	// A follower that missed the last revision starts from it: the
	// revisions move on from there, and what it restores is the fleet's
	// position.
	if err := r.mirror(ctx); err != nil && ctx.Err() == nil {
		log.Warn("holder: the last revision in Redis not mirrored; starting from the state directory as it is", "err", err)
	}
	p, done, err := r.opts.Site(ctx)
	if err != nil {
		r.work.Unlock()
		return nil, err
	}
	p.StateDir, p.Entries, p.NoServer = r.opts.Dir, r.entries, true
	if p.Logger == nil {
		p.Logger = r.log
	}
	hs := &holding{done: done, perHost: make(chan struct{})}
	published := p.Published
	var once, perHostOnce sync.Once
	started := make(chan struct{})
	p.Published = func(snap *catalog.Snapshot) {
		if published != nil {
			published(snap)
		}
		if r.opts.Language == "" && perHost(snap) { // neither served, announced nor shipped
			perHostOnce.Do(func() {
				r.sides.demote() // the last snapshot of one set
				close(hs.perHost)
			})
			return
		}
		<-started // hs.svc is set
		r.sides.latest(snap)
		once.Do(func() { r.sides.holder(hs.svc, snap) })
		hs.mu.Lock()
		hs.latest = snap
		sh, observe := hs.sh, hs.observe
		hs.mu.Unlock()
		if observe != nil {
			observe(snap)
		}
		if sh != nil {
			sh.wake()
		}
	}
	sctx, cancel := context.WithCancel(ctx)
	hs.cancel = cancel
	hs.site = site.Start(sctx, p)
	hs.svc = hs.site.Service()
	close(started)
	return hs, nil
}

// perHostReminder is how often a holder that stopped serving its site
// the way its replicas were started (one set of sitemaps, or one per
// language host: the site switched) says so again.
const perHostReminder = 10 * time.Minute

// perHost reports whether snap has one set of sitemaps per language host
// (Polylang's subdomain or domain mode, WPML's domains). A replica of the
// site's one set (Options.Language "") does not serve it: serve starts
// such a site as Languages; a site switched while it runs is found here.
func perHost(snap *catalog.Snapshot) bool {
	return snap.Site != nil && snap.Site.PerHost()
}

// perHostStop is what a holder of one set whose site switched to one set
// of sitemaps per language host does, until the term ends: it ships
// nothing more (announces nothing either), stops the site, so that it
// reads the database no more, and keeps the lease, so that no other
// replica starts the site only to find the same. Every replica, this one
// included, serves the last snapshot of one set (the last revision
// shipped) until the replicas are restarted: serve then serves the site
// per language host (Languages). It says so at once and every
// perHostReminder, at level error.
func (r *Replica) perHostStop(ctx context.Context, log *slog.Logger, hs *holding) {
	r.stopSite(hs)
	t := time.NewTicker(perHostReminder)
	defer t.Stop()
	for {
		log.Error("holder: the site now serves one set of sitemaps per language host (Polylang's subdomain or domain mode, WPML's domains), which replicas serving one set cannot switch to while they run: the site is stopped, nothing more is shipped, and every replica serves the last revision shipped; restart the replicas (they then serve one set per language host)",
			"served_revision", r.sides.served())
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// stopSite stops the holder's site; the replica serves its last snapshot
// until the follower mirrors the next revision.
func (r *Replica) stopSite(hs *holding) {
	hs.site.Stop()
	hs.site.Wait(stopWait)
	hs.cancel()
	r.sides.demote()
	if hs.done != nil {
		hs.done()
	}
	r.work.Unlock()
	r.log.Info("holder: site stopped; following the holder", "served_revision", r.sides.served())
	select {
	case r.kick <- struct{}{}:
	default:
	}
}

// shipper ships a term's snapshots to Redis.
type shipper struct {
	r   *Replica
	l   *fleet.Lease
	log *slog.Logger
	ch  chan struct{} // a snapshot was published

	rev     int64           // the fleet revision written last
	last    []string        // the pages of that revision
	inRedis map[string]bool // pages Redis holds: the last two revisions', and those put since
	shipped *catalog.Snapshot
	src     []byte // the change source's state shipped with it
}

// newShipper starts from the revision Redis has: its pages are there. Its
// revisions go past the one this replica serves too: a Redis that lost
// its data has a lower one, which the followers, serving the one before,
// would not mirror (a snapshot's store revision, the floor otherwise,
// does not move while no change touches its pages).
func newShipper(ctx context.Context, r *Replica, l *fleet.Lease) (*shipper, error) {
	sh := &shipper{r: r, l: l, log: r.log.With("token", l.Token()), ch: make(chan struct{}, 1), inRedis: map[string]bool{},
		rev: r.sides.served()}
	rev, vals, err := r.f.Read(ctx, valuePages)
	if err != nil {
		return sh, err
	}
	sh.rev = max(sh.rev, rev)
	if v := vals[valuePages]; len(v) > 0 {
		sh.last = strings.Split(string(v), "\n")
		for _, k := range sh.last {
			sh.inRedis[k] = true
		}
	}
	return sh, nil
}

// wake says a snapshot was published; it does not block.
func (sh *shipper) wake() {
	select {
	case sh.ch <- struct{}{}:
	default:
	}
}

// run ships the latest snapshot each time one is published, until ctx
// ends; a failed shipment is tried again.
func (sh *shipper) run(ctx context.Context, svc *refresh.Service) {
	var retry, resync <-chan time.Time
	if every := sh.r.opts.SyncEvery; every > 0 {
		t := time.NewTicker(every)
		defer t.Stop()
		resync = t.C
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-sh.ch:
		case <-retry:
		case <-resync:
		}
		retry = nil
		if err := sh.ship(ctx, svc); err != nil {
			if ctx.Err() != nil || errors.Is(err, fleet.ErrFenced) {
				return // the term ends
			}
			sh.log.Warn("holder: snapshot not shipped; trying again", "err", err)
			retry = time.After(retryShip)
		}
	}
}

// ship writes svc's current snapshot to Redis under the next revision:
// the pages Redis lacks, then the revision, then the pages no replica may
// still read. A snapshot already shipped is shipped again when its change
// source's state moved since (Options.SyncEvery).
func (sh *shipper) ship(ctx context.Context, svc *refresh.Service) error {
	start := time.Now()
	snap, src, err := svc.Moment(ctx)
	if err != nil || snap == nil || src == nil || (snap == sh.shipped && bytes.Equal(src, sh.src)) || (sh.r.opts.Language == "" && perHost(snap)) {
		return err
	}
	storeRev := snap.StoreRevision()
	if storeRev == 0 {
		return errors.New("the snapshot is not in the entry store")
	}
	keys := snap.PageKeys()
	put, putBytes, err := sh.putPages(ctx, keys, func(k string) ([]byte, error) { return sh.r.entries.AppendPage(nil, snap, k) })
	if err != nil {
		return err
	}
	cat := svc.Catalog()
	skeleton, err := gzipped(func(w *gzip.Writer) error { return cat.WriteSkeleton(w, snap) })
	if err != nil {
		return err
	}
	var whole bytes.Buffer
	if err := cat.WriteState(&whole, snap, src); err != nil {
		return err
	}
	state, chunkKeys, chunks := cutState(whole.Bytes()) // statechunks.go
	chunksPut, chunkBytes, err := sh.putPages(ctx, chunkKeys, func(k string) ([]byte, error) { return chunks[k], nil })
	if err != nil {
		return err
	}
	keys = append(keys, chunkKeys...) // Redis holds them as it holds pages
	values := map[string][]byte{valueSkeleton: skeleton, valueState: state, valuePages: []byte(strings.Join(keys, "\n"))}
	rev := max(int64(storeRev), sh.rev+1)
	err = sh.l.Write(ctx, rev, values)
	if errors.Is(err, fleet.ErrStaleRevision) {
		// Redis has a later revision than this term knew of (a holder
		// that took no notice of the lease's loss wrote it): go past it.
		var cur int64
		if cur, err = sh.r.f.Revision(ctx); err == nil {
			rev = max(rev, cur+1)
			err = sh.l.Write(ctx, rev, values)
		}
	}
	if err != nil {
		return err
	}
	deleted, err := sh.deleteStale(ctx, keys)
	sh.rev, sh.shipped, sh.src = rev, snap, src
	sh.r.sides.shipped(rev)
	sh.log.Info("holder: revision shipped", "revision", rev, "store_revision", storeRev, "version", snap.Version,
		"pages", len(keys)-len(chunkKeys), "pages_put", put, "page_bytes", putBytes, "skeleton_bytes", len(skeleton),
		"state_bytes", whole.Len(), "state_chunks", len(chunkKeys), "state_chunks_put", chunksPut, "state_chunk_bytes", chunkBytes,
		"pages_deleted", deleted, "duration", time.Since(start).Round(time.Millisecond))
	return err
}

// putPages puts the pages of keys that Redis lacks (or the state's chunks),
// each as page returns it, a batch of a few MB at a time.
func (sh *shipper) putPages(ctx context.Context, keys []string, page func(key string) ([]byte, error)) (n, size int, err error) {
	batch := map[string][]byte{}
	pending := 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if err := sh.l.Put(ctx, batch); err != nil {
			return err
		}
		for name := range batch {
			sh.inRedis[strings.TrimPrefix(name, pagePrefix)] = true
		}
		clear(batch)
		pending = 0
		return nil
	}
	for _, k := range keys {
		if sh.inRedis[k] {
			continue
		}
		b, err := page(k)
		if err != nil {
			return n, size, fmt.Errorf("page %s: %w", k, err)
		}
		batch[pagePrefix+k] = b
		n, size, pending = n+1, size+len(b), pending+len(b)
		if pending >= putBatch {
			if err := flush(); err != nil {
				return n, size, err
			}
		}
	}
	return n, size, flush()
}

// deleteStale deletes the pages that neither the revision just written
// (keys) nor the one before lists: a follower reads the latest revision,
// and one that read the one before may still fetch its pages.
func (sh *shipper) deleteStale(ctx context.Context, keys []string) (int, error) {
	keep := make(map[string]bool, len(keys)+len(sh.last))
	for _, k := range keys {
		keep[k] = true
	}
	for _, k := range sh.last {
		keep[k] = true
	}
	sh.last = keys
	var stale []string
	for k := range sh.inRedis {
		if !keep[k] {
			stale = append(stale, pagePrefix+k)
		}
	}
	if len(stale) == 0 {
		return 0, nil
	}
	if err := sh.l.Delete(ctx, stale...); err != nil {
		return 0, err
	}
	for _, name := range stale {
		delete(sh.inRedis, strings.TrimPrefix(name, pagePrefix))
	}
	return len(stale), nil
}

// gzipped returns what fn writes, gzip'd.
func gzipped(fn func(w *gzip.Writer) error) ([]byte, error) {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	if err := fn(w); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// sleepCtx waits d or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
