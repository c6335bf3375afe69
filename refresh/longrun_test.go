package refresh_test

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"
	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/internal/wpwrites"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestLongRunningEqualsFresh is issue 19's test at size: on a site that
// cmd/wpgen generates, loaded into a
// private MariaDB that writes a row-format binary log, a refresh.Service
// runs as `wpsitemap serve` runs it, following the log or polling tables,
// while seeded WordPress-like writes (WPSITEMAP_LONGRUN_WRITES,
// package wpwrites: posts, terms, authors, options) arrive at about 10 a
// second. Then, within a bound (generous: the machine may be loaded; the
// time it took is logged), what the
// long-running service serves equals what a freshly built catalog serves:
// every loc, for posts every lastmod and image, no page over the limit. It
// logs how long that took. By default it runs at a small size (2,000
// posts, 60 writes); WPSITEMAP_LONGRUN_POSTS=20000 runs it at issue 19's
// (300 writes, minutes).
func TestLongRunningEqualsFresh(t *testing.T) {
	// Every run: 2,000 posts and 60 writes (about a minute); issue 19's
	// size with WPSITEMAP_LONGRUN_POSTS=20000 WPSITEMAP_LONGRUN_WRITES=300.
	posts, writes := 2000, 60
	if v, err := strconv.Atoi(os.Getenv("WPSITEMAP_LONGRUN_POSTS")); err == nil && v > 0 {
		posts, writes = v, 300
	}
	if v, err := strconv.Atoi(os.Getenv("WPSITEMAP_LONGRUN_WRITES")); err == nil && v > 0 {
		writes = v
	}
	out := t.TempDir()
	gen := exec.Command("go", "run", "./cmd/wpgen", "-posts", strconv.Itoa(posts), "-format", "sql", "-out", out)
	gen.Dir = dbtest.Root()
	if b, err := gen.CombinedOutput(); err != nil {
		t.Fatalf("wpgen: %v\n%s", err, b)
	}
	dump := filepath.Join(out, "wordpress.sql")
	start := time.Now()
	p, err := dbtest.StartWithBinlog("wp", dump)
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	t.Cleanup(p.Close)
	if err := p.Load("wp2", dump); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d posts generated and loaded twice in %v", posts, time.Since(start).Round(time.Second))
	for _, mode := range []struct {
		name, db string
		bound    time.Duration
	}{{"binlog", "wp", 2 * time.Minute}, {"polling", "wp2", 3 * time.Minute}} {
		t.Run(mode.name, func(t *testing.T) {
			longRun(t, p, mode.db, mode.name == "binlog", writes, mode.bound)
		})
	}
}

// longRun runs the service on database name, writes to it, and checks that
// it converges to a fresh build within bound.
func longRun(t *testing.T, p *dbtest.Private, name string, binlog bool, writes int, bound time.Duration) {
	conn := p.Conn(name)
	db, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	log := discard
	if f := os.Getenv("WPSITEMAP_LONGRUN_LOG"); f != "" { // the service's log, to read after a failure
		w, err := os.Create(f + "." + name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close() })
		log = slog.New(slog.NewTextHandler(w, nil))
	}
	newCatalog := func() *catalog.Catalog {
		images := catalog.NewImageSource(db, nil, false)
		return catalog.New(db, catalog.Options{PerPage: 1000, Images: images, Logger: log})
	}
	ro := refresh.Options{CheckEvery: time.Second, Logger: log}
	if binlog {
		feed, err := wpdb.OpenFeed(context.Background(), db, conn, log)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(feed.Close)
		ro.Changes = wpdb.FollowFeed(db, feed, nil)
	}
	svc := refresh.New(newCatalog(), ro)
	t.Cleanup(svc.Close)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	go svc.Run(ctx)

	root := rootDB(t, p.Addr, name)
	pools := sitePools(t, root)
	r := rand.New(rand.NewPCG(19, uint64(len(name))))
	kinds := map[string]int{}
	tick := time.NewTicker(100 * time.Millisecond)
	for n := range writes {
		<-tick.C
		w := pools.Next(r, n)
		kinds[w.Kind]++
		log.Info("longrun: write", "n", n, "kind", w.Kind, "sql", strings.Join(w.Stmts, "; "))
		tx, err := root.Begin()
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range w.Stmts {
			if _, err := tx.Exec(q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		if n%50 == 0 {
			if _, err := svc.Current(ctx); err != nil { // as a crawler's requests do
				t.Fatal(err)
			}
		}
	}
	tick.Stop()
	t.Logf("%d writes at 10 a second: %v", writes, kinds)

	// The last write is in; the service converges to a fresh build.
	last := time.Now()
	fresh := newCatalog()
	for {
		cur, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want, err := fresh.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if cmp.Equal(snaptest.Serve(t, want).Entries, snaptest.Serve(t, cur).Entries) {
			// cur was made at cur.Built: how far the service lagged;
			// the test's own fresh builds and renders come on top.
			t.Logf("equal to a fresh build: the service's snapshot made %v after the last write (found equal %v after it)",
				cur.Built.Sub(last).Round(100*time.Millisecond), time.Since(last).Round(100*time.Millisecond))
			snaptest.SameAsFresh(t, fresh, cur, "after the writes") // no page over the limit
			return
		}
		if time.Since(last) > bound {
			snaptest.SameAsFresh(t, fresh, cur, fmt.Sprintf("%v after the last write", bound)) // says how it differs
			t.FailNow()
		}
		time.Sleep(time.Second)
	}
}

// rootDB connects to database name of the private server as root, to write.
func rootDB(t *testing.T, addr, name string) *sql.DB {
	cfg := mysql.NewConfig()
	cfg.Net, cfg.Addr, cfg.User, cfg.DBName = "tcp", addr, "root", name
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// sitePools reads the objects writes pick from.
func sitePools(t *testing.T, db *sql.DB) *wpwrites.Pools {
	ids := func(q string) []int64 {
		rows, err := db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []int64
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				t.Fatal(err)
			}
			out = append(out, id)
		}
		return out
	}
	option := func(name string) string {
		var v string
		if err := db.QueryRow("SELECT option_value FROM wp_options WHERE option_name = ?", name).Scan(&v); err != nil && err != sql.ErrNoRows {
			t.Fatal(err)
		}
		return v
	}
	p := &wpwrites.Pools{
		Posts:       ids("SELECT ID FROM wp_posts WHERE post_type = 'post' ORDER BY ID"),
		Pages:       ids("SELECT ID FROM wp_posts WHERE post_type = 'page' ORDER BY ID"),
		Attachments: ids("SELECT ID FROM wp_posts WHERE post_type = 'attachment' ORDER BY ID LIMIT 5000"),
		Users:       ids("SELECT ID FROM wp_users ORDER BY ID"),
		NewTypes:    []string{"post", "page"},
		Titles:      option("wpseo_titles"),
		TaxMeta:     option("wpseo_taxonomy_meta"),
		Structures:  []string{option("permalink_structure"), "/%postname%/", "/archives/%post_id%/"},
		Image:       strings.TrimSuffix(option("home"), "/") + "/wp-content/uploads",
	}
	p.TitleKeys = wpwrites.BooleanTitleKeys(p.Titles)
	if max := ids("SELECT MAX(ID) FROM wp_posts"); len(max) == 1 {
		p.NextID = max[0] + 1000
	}
	rows, err := db.Query("SELECT term_taxonomy_id, term_id FROM wp_term_taxonomy WHERE taxonomy IN ('category', 'post_tag') ORDER BY term_taxonomy_id LIMIT 2000")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var tt wpwrites.Term
		if err := rows.Scan(&tt.TT, &tt.ID); err != nil {
			t.Fatal(err)
		}
		p.Terms = append(p.Terms, tt)
	}
	if len(p.Posts) == 0 || len(p.Terms) == 0 || len(p.Users) == 0 {
		t.Fatalf("the generated site has %d posts, %d terms, %d users", len(p.Posts), len(p.Terms), len(p.Users))
	}
	return p
}
