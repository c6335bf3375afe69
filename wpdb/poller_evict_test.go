package wpdb_test

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestPollerForgottenWriteTime: MariaDB forgets a table's UPDATE_TIME
// when its definition leaves table_definition_cache (more tables on the
// server than the cache holds: a network's, shared hosting's). The poll
// after that runs its checksums, finds nothing and says nothing: no write
// came, so no full read is owed (Unexplained), and the polls after it are
// quiet.
func TestPollerForgottenWriteTime(t *testing.T) {
	ctx := context.Background()
	name := dbtest.TempDB(t, "poller_forgotten")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	tr := wpdb.NewPoller(db)
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	tr.SetClock(func() time.Time { now = now.Add(time.Hour); return now })
	poll := func(step string) wp.Changes {
		t.Helper()
		got, err := tr.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		return got
	}
	poll("baseline")
	time.Sleep(2100 * time.Millisecond)
	poll("settled")
	// A write: wp_posts gets a write time, which the next poll sees.
	dbtest.Exec(t, name, "UPDATE wp_posts SET post_status = 'private' WHERE ID = 11")
	if got := poll("the write"); len(got.Posts) == 0 {
		t.Fatalf("the write: %+v, want post 11's bucket", got)
	}
	time.Sleep(2100 * time.Millisecond) // its second settles
	if got := poll("settled after the write"); got.Unexplained || !got.Empty() {
		t.Errorf("settled after the write: %+v, want nothing", got)
	}
	root := openRoot(t)
	updateTime := func() sql.NullString {
		var u sql.NullString
		if err := root.QueryRowContext(ctx, "SELECT UPDATE_TIME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'wp_posts'", name).Scan(&u); err != nil {
			t.Fatal(err)
		}
		return u
	}
	// Push its definition out of the cache: open more table definitions
	// than the cache holds, in a database of their own.
	var cache int
	if err := root.QueryRowContext(ctx, "SELECT @@table_definition_cache").Scan(&cache); err != nil {
		t.Fatal(err)
	}
	if cache > 4000 {
		t.Fatalf("table_definition_cache is %d: too many tables to make to push one out", cache)
	}
	evict := dbtest.TempDB(t, "evict")
	var b strings.Builder
	fmt.Fprintf(&b, "CREATE DATABASE `%s`;\n", evict)
	for i := range cache + 50 {
		fmt.Fprintf(&b, "CREATE TABLE `%s`.t%d (id INT PRIMARY KEY);\n", evict, i)
	}
	dbtest.Exec(t, "", strings.TrimSuffix(b.String(), ";\n"))
	// InnoDB evicts in the background (its master thread, at most 47 s
	// apart when the server is busy), and only tables the server's table
	// cache does not hold open: close it there and open the others again
	// until it did.
	for start := time.Now(); updateTime().Valid; time.Sleep(500 * time.Millisecond) {
		if time.Since(start) > 90*time.Second {
			t.Fatalf("wp_posts kept its write time 90 s after %d other table definitions were opened", cache+50)
		}
		// Closed in the server's table cache, whose open tables InnoDB
		// does not evict.
		if _, err := root.ExecContext(ctx, "FLUSH TABLES `"+name+"`.wp_posts"); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := root.QueryRowContext(ctx, "SELECT COUNT(UPDATE_TIME) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?", evict).Scan(&n); err != nil {
			t.Fatal(err)
		}
	}
	for _, step := range []string{"the write time forgotten", "again"} {
		if got := poll(step); got.Unexplained || !got.Empty() {
			t.Errorf("%s: %+v, want nothing", step, got)
		}
	}
}

// openRoot opens the test server as the tests' user, on no database.
func openRoot(t *testing.T) *sql.DB {
	t.Helper()
	c := dbtest.Conn("")
	cfg := mysql.NewConfig()
	cfg.User, cfg.Passwd, cfg.Net, cfg.Addr = c.User, c.Password, "tcp", c.Addr
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
