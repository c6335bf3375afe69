package wpdb

import (
	"context"
	"database/sql/driver"
	"fmt"
	"maps"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/semaphore"
)

// A baseline is a first poll's checksums and fingerprints, taken in the
// background on one connection inside one consistent snapshot
// (beginBaseline). Once done is closed, p (the poll that took it) or err
// is set, and neither changes again: the Pollers cloned meanwhile share
// it, and each copies what it needs.
type baseline struct {
	done chan struct{}
	p    *Poller
	err  error
	// start, when not nil, holds the reads back until it is closed
	// (release): the baseline was deferred (see deferral).
	start   chan struct{}
	started sync.Once
}

// release lets a deferred baseline read; nothing for one that was not.
func (b *baseline) release() {
	if b.start != nil {
		b.started.Do(func() { close(b.start) })
	}
}

// baselineDeferMax bounds how long a deferred baseline's reads wait for
// its poller's next poll: its snapshot keeps InnoDB's history of every
// row written meanwhile, which a poller never polled again (the service
// stopping mid-build) would otherwise keep for as long as the pool lives.
const baselineDeferMax = 5 * time.Minute

// A deferral is the one baseline per connection pool whose reads wait for
// its poller's next poll (or for baselineDeferMax, or for the pool to
// close). The first poll is followed by the first build, and at a million
// posts the build and the baseline's checksums, read side by side, each
// take the server's CPU from the other: the baseline's reads beside the
// build cost the first build about 50 s of a 170 s cold start (measured,
// docs/performance.md). Held back until the build is done, they cost it
// nothing, and the second poll, which would wait for them anyway, waits
// for all of them. The snapshot is begun at once all the same, so what
// the baseline sees does not change.
//
// One per pool, not one per poller: a deferred baseline holds a pool
// connection while it waits, and the sites of a network each polling at
// once would hold all eight and wait for ever for the polls that release
// them (TestPollersShareThePool). The others read at once, as before.
type deferral struct {
	slot   *semaphore.Weighted // of 1, held while a baseline is deferred
	closed chan struct{}       // closed by DB.Close
	once   sync.Once
}

// BaselinesBesideBuilds makes every poller of db (and of the sites
// ForSite returns from it afterwards) read its first baseline beside the
// build, none after it. A fleet's lease holder wants that: it ships a
// snapshot with its change source's state, which waits for the baseline,
// so a baseline read after the build would hold every replica's first
// pages back by its length. Call it before the first poll.
func (db *DB) BaselinesBesideBuilds() { db.deferred = nil }

func newDeferral() *deferral {
	return &deferral{slot: semaphore.NewWeighted(1), closed: make(chan struct{})}
}

// take reports whether the caller may defer its baseline; if so, it gives
// the slot back (d.slot.Release) once its reads began. d may be nil: no
// deferral.
func (d *deferral) take() bool { return d != nil && d.slot.TryAcquire(1) }

func (d *deferral) close() {
	if d != nil {
		d.once.Do(func() { close(d.closed) })
	}
}

// beginBaseline starts the first poll's baseline in the background and
// reports true: the caller builds while it is taken. The checksums of a
// million posts take a minute or more of the server's time, and the build
// must not start before the baseline is fixed, or a change made in
// between, read by neither, would never show. Fixed it is, from the
// start: the baseline reads inside a consistent snapshot (InnoDB's
// START TRANSACTION WITH CONSISTENT SNAPSHOT) begun before this returns,
// so it sees the tables as they were before the build read any row, and
// anything written after shows at the next poll, which waits for it.
//
// Tier 1 (UPDATE_TIME, the largest keys) is read before the snapshot
// begins: a write in between moves them again, so the next poll looks.
//
// It reports false, and the caller takes the baseline before building as
// before, when a tracked table is not InnoDB (MyISAM has no snapshot).
func (p *Poller) beginBaseline(ctx context.Context) (bool, error) {
	if ok, err := p.db.snapshotsConsistent(ctx); !ok || err != nil {
		return false, err
	}
	t1, err := p.firstTier(ctx)
	if err != nil {
		return false, err
	}
	conn, err := p.db.x.Conn(ctx)
	if err != nil {
		return false, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	// SET TRANSACTION (not SESSION): for the next transaction only.
	for _, stmt := range []string{"SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", "START TRANSACTION WITH CONSISTENT SNAPSHOT"} {
		if _, err := conn.ExecContext(ctx, stmt); err != nil {
			discard(conn)
			return false, unavailable(fmt.Errorf("wp: begin the tables' baseline: %w", err))
		}
	}
	bg := p.clone()
	bg.q, bg.serial = conn, true
	now := p.now() // the caller's clock is not called from the background
	bg.now = func() time.Time { return now }
	b := &baseline{done: make(chan struct{})}
	d := p.db.deferred
	if d.take() {
		b.start = make(chan struct{})
	}
	bctx := context.WithoutCancel(ctx) // outlives the request that began it
	go func() {
		defer close(b.done)
		if p.baselineHook != nil {
			p.baselineHook()
		}
		if b.start != nil {
			t := time.NewTimer(p.deferMax)
			select {
			case <-b.start:
			case <-t.C:
			case <-d.closed:
			}
			t.Stop()
			d.slot.Release(1)
		}
		_, err := bg.poll(bctx, t1)
		if _, rerr := conn.ExecContext(bctx, "ROLLBACK"); rerr != nil {
			discard(conn)
		} else {
			conn.Close()
		}
		if err != nil {
			b.err = err
			return
		}
		bg.q, bg.serial, bg.pending = p.db.x, false, nil
		b.p = bg
	}()
	p.pending, p.ready, p.lost = b, true, nil
	return true, nil
}

// settle waits for a baseline being taken and takes it over (a deferred
// one reads from now on). One that failed leaves p without a baseline: the
// next poll takes another and reports Everything, as a first poll does.
func (p *Poller) settle(ctx context.Context) error {
	b := p.pending
	if b == nil {
		return nil
	}
	b.release()
	select {
	case <-b.done:
	case <-ctx.Done():
		return unavailable(fmt.Errorf("wp: wait for the tables' baseline: %w", ctx.Err()))
	}
	p.pending = nil
	if b.err != nil {
		p.ready, p.lost = false, b.err
		return nil
	}
	bg := b.p
	p.sums, p.hashes = maps.Clone(bg.sums), maps.Clone(bg.hashes)
	p.last, p.cost, p.owed = maps.Clone(bg.last), maps.Clone(bg.cost), maps.Clone(bg.owed)
	p.updated, p.maxKey, p.settling = maps.Clone(bg.updated), maps.Clone(bg.maxKey), maps.Clone(bg.settling)
	p.explained, p.doubted = bg.explained, bg.doubted
	return nil
}

// snapshotsConsistent reports whether every tracked table that exists is
// InnoDB, whose consistent snapshot a background baseline relies on.
func (db *DB) snapshotsConsistent(ctx context.Context) (bool, error) {
	r, err := db.x.QueryContext(ctx, db.q.engines)
	if err != nil {
		return false, unavailable(fmt.Errorf("wp: tables' engines: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var engine string
		if err := r.Scan(&engine); err != nil {
			return false, unavailable(fmt.Errorf("wp: tables' engines: %w", err))
		}
		if !strings.EqualFold(engine, "InnoDB") {
			return false, nil
		}
	}
	return true, unavailable(r.Err())
}

// discard closes conn rather than give it back to the pool: its
// transaction may still be open.
func discard(conn interface {
	Raw(func(any) error) error
	Close() error
}) {
	_ = conn.Raw(func(any) error { return driver.ErrBadConn })
	conn.Close()
}
