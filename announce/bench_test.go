package announce_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// BenchmarkLedgerAfterOptionChange measures what the ledger reads after
// option changes on a copy of wp_bench (20,000 posts; scripts/setup-db.sh
// does not load it: see docs/performance.md): the first record (every page
// read), a flag (the site's name: no post-type page read), and a new
// permalink structure (every post URL moved: every page read, every URL
// announced twice, old and new).
//
//	go test -run '^$' -bench LedgerAfterOptionChange -benchtime 1x ./announce
func BenchmarkLedgerAfterOptionChange(b *testing.B) {
	name := dbtest.TempDB(b, "announce_bench")
	db := dbtest.Variant(b, "wp_bench", name)
	ctx := context.Background()
	for range b.N {
		clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
		svc := refresh.New(catalog.New(db, catalog.Options{Logger: discard, Clock: clock.now}),
			refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: discard})
		snap, err := svc.Current(ctx)
		if err != nil {
			b.Fatal(err)
		}
		l, err := announce.OpenLedger(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		step := func(what string, sql ...string) {
			if len(sql) > 0 {
				dbtest.Exec(b, name, sql...)
				clock.advance(1100 * time.Millisecond)
				if snap, err = svc.Current(ctx); err != nil {
					b.Fatal(err)
				}
			}
			urls := 0
			start := time.Now()
			if err := l.Update(ctx, snap, func(announce.Change) error { urls++; return nil }); err != nil {
				b.Fatal(err)
			}
			st := l.Stats()
			b.Logf("%-40s %8v  pages read %4d, kept %4d, entries read %6d, URLs announced %6d (%d requests)",
				what, time.Since(start).Round(time.Millisecond), st.Read, st.Kept, st.Entries, urls, announce.Requests(urls))
		}
		step("first record")
		step("blogname changed", `UPDATE wp_options SET option_value = CONCAT(option_value, ' 2') WHERE option_name = 'blogname'`)
		step("permalink structure changed", `UPDATE wp_options SET option_value = '/archives/%post_id%/' WHERE option_name = 'permalink_structure'`)
		svc.Close()
	}
}
