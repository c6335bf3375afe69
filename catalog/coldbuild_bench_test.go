package catalog_test

import (
	"context"
	"os"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// BenchmarkColdBuild is a cold start's work: a Build that fills an empty
// entry store, with the core providers at 1,000 entries a page, on the
// database WPSITEMAP_COLD_DB names (read only; wpsitemap_fixtures by
// default; docs/performance.md used wp_bench). It reports the rows read
// per build (wpdb.DB.RowsRead) and the pages the scan handed over.
//
//	WPSITEMAP_COLD_DB=wp_bench WPSITEMAP_SKIP_DB_SETUP=1 go test -run '^$' -bench ColdBuild -benchtime 3x ./catalog/
func BenchmarkColdBuild(b *testing.B) {
	src := os.Getenv("WPSITEMAP_COLD_DB")
	if src == "" {
		src = "wpsitemap_fixtures"
	}
	db := dbtest.Open(b, src)
	ctx := context.Background()
	var rows uint64
	var early int64
	for b.Loop() {
		e, err := catalog.OpenEntries(b.TempDir(), catalog.EntriesOptions{Logger: discard})
		if err != nil {
			b.Fatal(err)
		}
		images := catalog.NewImageSource(db, nil, true)
		cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Images: images,
			Providers: catalog.CoreProviders(db, images), Entries: e})
		before := db.RowsRead()
		if _, err := cat.Build(ctx); err != nil {
			b.Fatal(err)
		}
		rows += db.RowsRead() - before
		early += e.DuringScan()
		e.Close()
	}
	b.ReportMetric(float64(rows)/float64(b.N), "rows/build")
	b.ReportMetric(float64(early)/float64(b.N), "pages-during-scan/build")
}
