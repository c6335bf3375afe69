package wpdb

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Hooks for the external tests (package wpdb_test, which may import
// internal/dbtest).

// SetCost sets what the poller believes the checksum named kind costs
// (tests of the pacing, whose real costs on the fixtures are a
// millisecond or so).
func (p *Poller) SetCost(kind string, d time.Duration) {
	k, ok := sumKindNamed(kind)
	if !ok {
		panic(fmt.Sprintf("no checksum %q", kind))
	}
	p.cost[k] = d
}

// SumKinds are the names of the checksums.
func SumKinds() []string {
	var out []string
	for k := range numSumKinds {
		out = append(out, k.String())
	}
	return out
}

// NewsSQL returns the SQL text and arguments NewsPosts runs, for EXPLAIN.
func (db *DB) NewsSQL(q wp.NewsQuery) (string, []any, error) { return db.newsQuery(q) }

// SumSQL returns the checksum named kind's SQL text and arguments over
// the keys of w, for EXPLAIN.
func (db *DB) SumSQL(kind string, w *wp.Watched) (string, []any, error) {
	k, ok := sumKindNamed(kind)
	if !ok {
		return "", nil, fmt.Errorf("no checksum %q", kind)
	}
	return sqlxIn(db.q.sums[k], k.spec().keys(w))
}

// UpdateTimesSQL is the first query of each poll, for EXPLAIN.
func (db *DB) UpdateTimesSQL() string { return db.q.updateTimes }

// SQL returns the connection pool, for tests that inspect the database.
func (db *DB) SQL() *sqlx.DB { return db.x }

// Bounded exposes bounded for tests.
func (db *DB) Bounded(ctx context.Context, q string) string { return db.bounded(ctx, q) }

// Settle is the delay of a feed transaction's second report.
const Settle = settle

// SetDownFor replaces how long f's stream may be down while the database
// answers before Since reports a gap.
func (f *Feed) SetDownFor(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.downFor = d
}

// Position is the binary log position fl would save ("" when it does not
// follow the log).
func (fl *Follower) Position() string {
	if fl.fallback != nil {
		return ""
	}
	return fl.pos
}

// SetBaselineHook sets what runs in the background once a baseline's
// snapshot has begun, before it reads.
func (p *Poller) SetBaselineHook(f func()) { p.baselineHook = f }

// BaselinePending reports whether a baseline taken in the background was
// not yet taken over.
func (p *Poller) BaselinePending() bool { return p.pending != nil }

// BaselineDeferred reports whether the baseline being taken holds its
// reads back until the next poll.
func (p *Poller) BaselineDeferred() bool { return p.pending != nil && p.pending.start != nil }

// BaselineDone is closed once the baseline being taken has read (or
// failed); nil when none is being taken.
func (p *Poller) BaselineDone() <-chan struct{} {
	if p.pending == nil {
		return nil
	}
	return p.pending.done
}

// Sibling returns a new Poller of p's database (the same pool).
func (p *Poller) Sibling() *Poller { return NewPoller(p.db) }

// SetBaselineDeferMax replaces baselineDeferMax for p's baselines.
func (p *Poller) SetBaselineDeferMax(d time.Duration) { p.deferMax = d }

// SpanStats are the spans scanSpans read and those whose rest its
// consumer read.
func (db *DB) SpanStats() (spans, rests int64) { return db.spansRead.Load(), db.spanRests.Load() }
