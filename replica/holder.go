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

// term is the holder's work for one term (fleet.Fleet.Lead's function):
// the state directory brought to the revision Redis has, then the site
// started over it and each snapshot it publishes shipped, until the lease
// is lost or the replica stops.
func (r *Replica) term(ctx context.Context, l *fleet.Lease) {
	r.work.Lock()
	defer r.work.Unlock()
	log := r.log.With("token", l.Token())
	// A follower that missed the last revision starts from it: the
	// revisions move on from there, and what it restores is the fleet's
	// position.
	if err := r.mirror(ctx); err != nil && ctx.Err() == nil {
		log.Warn("holder: the last revision in Redis not mirrored; starting from the state directory as it is", "err", err)
	}
	t, err := r.opts.Term(ctx, l)
	if err != nil {
		log.Error("holder: the site cannot be started; giving the lease up", "err", err)
		sleepCtx(ctx, 5*time.Second) // not at once: another replica may do better
		return
	}
	log.Info("holder: this replica reads the database and ships each snapshot", "served_revision", r.sides.served())
	sh, err := newShipper(ctx, r, l)
	if err != nil {
		log.Warn("holder: the revision in Redis not read; shipping every page", "err", err)
	}
	p := t.Parts
	p.StateDir, p.Entries, p.NoServer = r.opts.Dir, r.entries, true
	if p.Logger == nil {
		p.Logger = r.log
	}
	published := p.Published
	var svc *refresh.Service
	var once sync.Once
	started := make(chan struct{})
	var perHost sync.Once
	p.Published = func(snap *catalog.Snapshot) {
		if published != nil {
			published(snap)
		}
		if snap.Site != nil && snap.Site.PerHost() {
			perHost.Do(func() {
				log.Error("holder: the site serves one set of sitemaps per language host, which a fleet does not serve yet; serving one set")
			})
		}
		<-started // svc is set
		r.sides.latest(snap)
		once.Do(func() { r.sides.holder(svc, snap) })
		sh.wake()
	}
	s := site.Start(ctx, p)
	svc = s.Service()
	close(started)
	r.stats.set(t.Stats)
	sh.run(ctx, svc)
	s.Stop()
	s.Wait(stopWait)
	r.sides.demote()
	r.stats.set(nil)
	if t.Done != nil {
		t.Done()
	}
	log.Info("holder: term ended; following the next holder", "served_revision", r.sides.served())
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
}

// newShipper starts from the revision Redis has: its pages are there.
func newShipper(ctx context.Context, r *Replica, l *fleet.Lease) (*shipper, error) {
	sh := &shipper{r: r, l: l, log: r.log.With("token", l.Token()), ch: make(chan struct{}, 1), inRedis: map[string]bool{}}
	rev, vals, err := r.f.Read(ctx, valuePages)
	if err != nil {
		return sh, err
	}
	sh.rev = rev
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
	var retry <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-sh.ch:
		case <-retry:
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
// still read.
func (sh *shipper) ship(ctx context.Context, svc *refresh.Service) error {
	start := time.Now()
	snap, src, err := svc.Moment(ctx)
	if err != nil || snap == nil || src == nil || snap == sh.shipped {
		return err
	}
	storeRev := snap.StoreRevision()
	if storeRev == 0 {
		return errors.New("the snapshot is not in the entry store")
	}
	keys := snap.PageKeys()
	put, putBytes, err := sh.putPages(ctx, snap, keys)
	if err != nil {
		return err
	}
	cat := svc.Catalog()
	skeleton, err := gzipped(func(w *gzip.Writer) error { return cat.WriteSkeleton(w, snap) })
	if err != nil {
		return err
	}
	state, err := gzipped(func(w *gzip.Writer) error { return cat.WriteState(w, snap, src) })
	if err != nil {
		return err
	}
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
	sh.rev, sh.shipped = rev, snap
	sh.r.sides.shipped(rev)
	sh.log.Info("holder: revision shipped", "revision", rev, "store_revision", storeRev, "version", snap.Version,
		"pages", len(keys), "pages_put", put, "page_bytes", putBytes, "skeleton_bytes", len(skeleton),
		"state_bytes", len(state), "pages_deleted", deleted, "duration", time.Since(start).Round(time.Millisecond))
	return err
}

// putPages puts the pages of keys that Redis lacks, a batch of a few MB at
// a time.
func (sh *shipper) putPages(ctx context.Context, snap *catalog.Snapshot, keys []string) (n, size int, err error) {
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
		b, err := sh.r.entries.AppendPage(nil, snap, k)
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
