package wpdb_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// gen1m is the database `go run ./cmd/wpgen -posts 1000000 -load news_gen1m`
// writes; BenchmarkNewsPosts needs it (tests do not: CI has no such database).
const gen1m = "news_gen1m"

// openIfPresent opens a database that may not exist (a generated one): nil
// when it cannot be read.
func openIfPresent(tb testing.TB, name string) *wpdb.DB {
	tb.Helper()
	db, err := wpdb.Open(dbtest.Conn(name))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	if _, err := db.LoadSite(context.Background()); err != nil {
		return nil
	}
	return db
}

// newsClock returns a clock for a generated database: the time of its
// newest publication (found through type_status_date), so that the window
// holds the newest two days of posts.
func newsClock(tb testing.TB, db *wpdb.DB) time.Time {
	tb.Helper()
	var s string
	err := db.SQL().QueryRowContext(context.Background(), `SELECT post_date_gmt FROM wp_posts
		WHERE post_type = 'post' AND post_status = 'publish' ORDER BY post_date DESC LIMIT 1`).Scan(&s)
	if err != nil {
		tb.Fatal(err)
	}
	t, err := time.Parse(time.DateTime, s)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

// explain returns the plan of the news query, one line per table access.
func explain(t testing.TB, db *wpdb.DB, q wp.NewsQuery) []string {
	t.Helper()
	text, args, err := db.NewsSQL(q)
	if err != nil {
		t.Fatal(err)
	}
	r, err := db.SQL().QueryxContext(context.Background(), "EXPLAIN "+text, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var out []string
	for r.Next() {
		m := map[string]any{}
		if err := r.MapScan(m); err != nil {
			t.Fatal(err)
		}
		s := func(k string) string {
			if b, ok := m[k].([]byte); ok {
				return string(b)
			}
			return fmt.Sprint(m[k])
		}
		out = append(out, fmt.Sprintf("%s %s table=%s type=%s key=%s rows=%s %s",
			s("id"), s("select_type"), s("table"), s("type"), s("key"), s("rows"), s("Extra")))
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkNewsPlan fails when the news query at clock now reads one of
// WordPress's tables by a full scan of the table or of an index, rather than
// through index ranges and key lookups.
func checkNewsPlan(t testing.TB, db *wpdb.DB, now time.Time) {
	t.Helper()
	q := wp.NewsQuery{Types: []string{"post", "page"}, ExcludedTerms: map[string][]int64{"post": {3, 5}, "page": {6}},
		From: now.Add(-48 * time.Hour), To: now.Add(time.Hour), Modified: []int64{10, 11, 12, 13, 14, 15}}
	plan := explain(t, db, q)
	t.Logf("EXPLAIN at %v:\n%s", now, strings.Join(plan, "\n"))
	for _, line := range plan {
		// Scans of the materialised candidates (<derived>, <union>)
		// are bounded by the window; a table scanned whole is not.
		if strings.Contains(line, "table=<") {
			continue
		}
		if strings.Contains(line, "type=ALL") || strings.Contains(line, "type=index ") {
			t.Errorf("full scan: %s", line)
		}
	}
}

// TestNewsQueryPlan: on the fixture, the news query reads WordPress's tables
// only through index ranges and key lookups, never a full scan of a table or
// an index. BenchmarkNewsPosts checks the same plan on the generated
// million-post site, where the optimizer's choices matter most.
func TestNewsQueryPlan(t *testing.T) {
	checkNewsPlan(t, dbtest.Open(t, "wpsitemap_news"), time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC))
}

// BenchmarkNewsPosts measures the news query on the generated million-post
// site, the clock at its newest publication. "sql" is the one query alone
// (rows drained); "meta" and "content" are NewsPosts, with its meta and
// link batches, without and with post_content. The "+recent" variants also
// pass, as NewsQuery.Modified, the IDs of every post modified in the window,
// as the catalog's pass over all posts would (gathering them here scans the
// table once, before the timers). The link cache is shared between
// iterations, as the catalog shares it within a data version. Before the
// timers it fails when the query plan on that site scans a whole table or
// index (checkNewsPlan, TestNewsQueryPlan's check on the fixture).
//
//	go run ./cmd/wpgen -posts 1000000 -load news_gen1m   # once, about 8 minutes
//	go test ./wp -run '^$' -bench NewsPosts -benchtime 100x
func BenchmarkNewsPosts(b *testing.B) {
	db := openIfPresent(b, gen1m)
	if db == nil {
		b.Skipf("no database %s (go run ./cmd/wpgen -posts 1000000 -load %s)", gen1m, gen1m)
	}
	ctx := context.Background()
	site, err := db.LoadSite(ctx)
	if err != nil {
		b.Fatal(err)
	}
	now := newsClock(b, db)
	checkNewsPlan(b, db, now)
	from := now.Add(-48 * time.Hour)
	recent := recentIDs(b, db, from, now.Add(time.Hour))
	for _, c := range []struct {
		name    string
		sql     bool
		content bool
		recent  []int64
	}{
		{"sql", true, false, nil},
		{"sql+recent", true, false, recent},
		{"meta", false, false, nil},
		{"content", false, true, nil},
		{"content+recent", false, true, recent},
	} {
		q := wp.NewsQuery{Types: []string{"post"}, ExcludedTerms: map[string][]int64{"post": {3, 5}},
			From: from, To: now.Add(time.Hour), WithContent: c.content, Modified: c.recent}
		b.Run(c.name, func(b *testing.B) {
			if c.sql {
				benchNewsSQL(b, db, q)
				return
			}
			links := db.NewLinks(site)
			var rows, modified int
			for b.Loop() {
				res, err := db.NewsPosts(ctx, q, links)
				if err != nil {
					b.Fatal(err)
				}
				rows, modified = len(res.Posts), 0
				for _, p := range res.Posts {
					if p.DateGMT <= from.Format(time.DateTime) {
						modified++ // published before the window: found as modified
					}
				}
			}
			if rows == 0 {
				b.Fatal("no rows: the window holds no post")
			}
			b.ReportMetric(float64(rows), "rows/op")
			b.ReportMetric(float64(modified), "modified/op")
		})
	}
}

// benchNewsSQL runs the query of q alone and drains its rows.
func benchNewsSQL(b *testing.B, db *wpdb.DB, q wp.NewsQuery) {
	text, args, err := db.NewsSQL(q)
	if err != nil {
		b.Fatal(err)
	}
	var rows int
	for b.Loop() {
		r, err := db.SQL().QueryContext(context.Background(), text, args...)
		if err != nil {
			b.Fatal(err)
		}
		rows = 0
		for r.Next() {
			rows++
		}
		if err := r.Err(); err != nil {
			b.Fatal(err)
		}
		r.Close()
	}
	b.ReportMetric(float64(rows), "rows/op")
}

// recentIDs returns the published posts modified in (from, to], by a scan
// of wp_posts (no index holds post_modified_gmt). The generated site has
// edits dated up to a week after its newest publication (the clock here),
// which a real site would not have: to bounds them out.
func recentIDs(b *testing.B, db *wpdb.DB, from, to time.Time) []int64 {
	b.Helper()
	r, err := db.SQL().QueryContext(context.Background(), `SELECT ID FROM wp_posts
		WHERE post_type = 'post' AND post_status = 'publish' AND post_modified_gmt > ? AND post_modified_gmt <= ?`,
		from.Format(time.DateTime), to.Format(time.DateTime))
	if err != nil {
		b.Fatal(err)
	}
	defer r.Close()
	var ids []int64
	for r.Next() {
		var id int64
		if err := r.Scan(&id); err != nil {
			b.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := r.Err(); err != nil {
		b.Fatal(err)
	}
	b.Logf("%d posts modified in the window", len(ids))
	return ids
}
