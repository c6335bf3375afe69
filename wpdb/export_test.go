package wpdb

import (
	"context"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Hooks for the external tests (package wp_test, which may import
// internal/dbtest).

// SetCost sets what the tracker believes checksum kind costs (tests of the
// pacing, whose real costs on the fixtures are a millisecond or so).
func (t *Tracker) SetCost(kind string, d time.Duration) { t.cost[kind] = d }

// NewsSQL returns the SQL text and arguments NewsPosts runs, for EXPLAIN.
func (db *DB) NewsSQL(q wp.NewsQuery) (string, []any, error) { return db.newsQuery(q) }

// SQL returns the connection pool, for tests that inspect the database.
func (db *DB) SQL() *sqlx.DB { return db.x }

// Bounded exposes bounded for tests.
func (db *DB) Bounded(ctx context.Context, q string) string { return db.bounded(ctx, q) }

// Settle is the delay of a feed transaction's second report.
const Settle = settle

// SetFeedDownFor replaces how long a feed's stream may be down while the
// database answers; it returns a function that restores it.
func SetFeedDownFor(d time.Duration) func() {
	old := feedDownFor
	feedDownFor = d
	return func() { feedDownFor = old }
}

// StateOf returns the decoded state of t.
func StateOf(t *Tracker) TrackerState { return t.state() }
