package catalog_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestIncrementalEqualsFreshOnMariaDB is TestIncrementalEqualsFresh on a
// real server, with changes found the two ways the service finds them:
// following the binary log (wpdb.Follower) and polling tables
// (wpdb.Poller). After each step the source is asked until what the
// updated snapshot serves equals a fresh build (at most 30 s: the log
// reports a commit twice, 500 ms apart; polling sees a table move within
// two of its polls, and a write no index shows, which it reports as
// unexplained, is read whole, as the refresh service does). It records
// how long each step took to converge. Each write follows the last one's
// convergence at once: often in the same second, which UPDATE_TIME cannot
// tell apart (the poller's posts_rows checksum finds such writes).
// WPSITEMAP_PROPERTY_DB_WRITES sets the number of steps per source
// (default 24).
func TestIncrementalEqualsFreshOnMariaDB(t *testing.T) {
	steps := 24
	if v, err := strconv.Atoi(os.Getenv("WPSITEMAP_PROPERTY_DB_WRITES")); err == nil && v > 0 {
		steps = v
	}
	fixtures := filepath.Join(dbtest.Root(), "testdata", "fixtures.sql")
	p, err := dbtest.StartWithBinlog("wp", fixtures)
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	t.Cleanup(p.Close)
	if err := p.Load("wp2", fixtures); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []struct{ name, db string }{{"binlog", "wp"}, {"polling", "wp2"}} {
		t.Run(mode.name, func(t *testing.T) {
			conn := p.Conn(mode.db)
			db, err := wpdb.Open(conn)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			log := slog.New(slog.NewTextHandler(io.Discard, nil))
			now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
			images := catalog.NewImageSource(db, nil, false)
			cat := catalog.New(db, catalog.Options{PerPage: 3, Images: images, Logger: log, Clock: func() time.Time { return now },
				Entries:   openEntries(t),
				Providers: append(catalog.CoreProviders(db, images), catalog.NewVideoProvider(db, log, "on"), catalog.NewNewsProvider(db, images, "on"))})
			var src wp.ChangeSource
			if mode.name == "binlog" {
				feed, err := wpdb.OpenFeed(context.Background(), db, conn, log, cat.MetaKeys()...)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(feed.Close)
				src = wpdb.FollowFeed(db, feed, nil)(cat.MetaKeys(), time.Now)
			} else {
				src = db.NewChangeSource(cat.MetaKeys(), time.Now)
			}
			ctx := context.Background()
			if _, err := src.Poll(ctx); err != nil {
				t.Fatal(err)
			}
			snap, err := cat.Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(len(mode.name)), 18))
			var slowest time.Duration
			rebuilds := 0
			var history []string
			pools := fixturePools()
			freshCat := cat.WithEntries(openEntries(t)) // fresh builds in a store of their own
			for step := range steps {
				w := pools.Next(r, 5000+step)
				history = append(history, w.Kind)
				for _, q := range w.Stmts {
					if err := p.Exec(mode.db, q); err != nil {
						t.Fatalf("%s: %v", q, err)
					}
				}
				start := time.Now()
				label := fmt.Sprintf("step %d after %v", step+1, history)
				for {
					var full bool
					snap, full = followDB(t, cat, src, snap)
					if full {
						rebuilds++
					}
					fresh, err := freshCat.Build(ctx)
					if err != nil {
						t.Fatal(err)
					}
					if cmp.Equal(snaptest.Serve(t, fresh).Entries, snaptest.Serve(t, snap).Entries) {
						break
					}
					if time.Since(start) > 30*time.Second {
						snaptest.SameAsFresh(t, cat, snap, label) // says how it differs
						t.FailNow()
					}
					time.Sleep(100 * time.Millisecond)
				}
				if !snaptest.SameAsFresh(t, cat, snap, label) { // pages within the limit
					return
				}
				slowest = max(slowest, time.Since(start))
			}
			t.Logf("%s: %d writes, each shown equal to a fresh build within %v at most; %d full reads for writes no index shows",
				mode.name, steps, slowest.Round(time.Millisecond), rebuilds)
		})
	}
}

// followDB is follow, with what polling adds: a write no index shows
// (Changes.Unexplained) is read whole, as the refresh service's policy
// does once its pace allows.
func followDB(t *testing.T, cat *catalog.Catalog, src wp.ChangeSource, snap *catalog.Snapshot) (*catalog.Snapshot, bool) {
	t.Helper()
	ctx := context.Background()
	ch, err := src.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !ch.Unexplained {
		return applyChanges(t, cat, ch, snap), false
	}
	s, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return s, true
}
