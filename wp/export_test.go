package wp

import "github.com/jmoiron/sqlx"

// Hooks for the external tests (package wp_test, which may import
// internal/dbtest).

// NewsSQL returns the SQL text and arguments NewsPosts runs, for EXPLAIN.
func (db *DB) NewsSQL(q NewsQuery) (string, []any, error) { return db.newsQuery(q) }

// SQL returns the connection pool, for tests that inspect the database.
func (db *DB) SQL() *sqlx.DB { return db.x }
