package catalog_test

import (
	"context"
	"os"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// BenchmarkRereadRows counts the rows an option change reads
// (wpdb.DB.RowsRead, options not counted): Catalog.Reread after a flip of
// blog_public and after a new permalink structure, each and its revert, on
// a copy of the database WPSITEMAP_REREAD_DB names (wpsitemap_fixtures by
// default; docs/performance.md used one made by
// `go run ./cmd/wpgen -posts 20000 -load wp_gen20k`), with the core
// providers at 1,000 entries a page. A full build's rows are reported for
// scale. MariaDB.
//
//	WPSITEMAP_REREAD_DB=wp_gen20k WPSITEMAP_SKIP_DB_SETUP=1 go test -run '^$' -bench RereadRows -benchtime 1x ./catalog/
func BenchmarkRereadRows(b *testing.B) {
	src := os.Getenv("WPSITEMAP_REREAD_DB")
	if src == "" {
		src = "wpsitemap_fixtures"
	}
	name := dbtest.TempDB(b, "reread_rows")
	db := dbtest.Variant(b, src, name)
	ctx := context.Background()
	images := catalog.NewImageSource(db, nil, true)
	cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Images: images, Providers: catalog.CoreProviders(db, images)})
	snap, err := cat.Build(ctx)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("build", func(b *testing.B) {
		var rows uint64
		for b.Loop() {
			before := db.RowsRead()
			if _, err := cat.Build(ctx); err != nil {
				b.Fatal(err)
			}
			rows += db.RowsRead() - before
		}
		b.ReportMetric(float64(rows)/float64(b.N), "rows/build")
	})
	option := func(opt string) string {
		return dbtest.Query(b, name, "SELECT option_value FROM wp_options WHERE option_name = '"+opt+"'")[0][0]
	}
	set := func(opt, value string) string {
		return "UPDATE wp_options SET option_value = '" + value + "' WHERE option_name = '" + opt + "'"
	}
	structure := option("permalink_structure")
	for _, c := range []struct{ name, set, revert string }{
		{"blog_public", set("blog_public", "0"), set("blog_public", "1")},
		{"permalinks", set("permalink_structure", "/%year%/%monthnum%/%postname%/x/"), set("permalink_structure", structure)},
	} {
		b.Run(c.name, func(b *testing.B) {
			var rows uint64
			for b.Loop() {
				for _, stmt := range []string{c.set, c.revert} {
					dbtest.Exec(b, name, stmt)
					before := db.RowsRead()
					next, rebuild, err := cat.Reread(ctx, snap)
					if err != nil || rebuild {
						b.Fatalf("%s: Reread = %v, rebuild %v", c.name, err, rebuild)
					}
					rows += db.RowsRead() - before
					snap = next
				}
			}
			b.ReportMetric(float64(rows)/float64(2*b.N), "rows/reread")
		})
	}
}
