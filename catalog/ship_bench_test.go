package catalog_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
)

// BenchmarkShip measures what a lease holder ships for a snapshot of
// testdata/bench/wp_bench.sql.gz (20,038 posts, held in memory; 1,000
// entries a page, images on): the skeleton's, the state's and the pages'
// bytes (as written, before any compression), and the time a follower over
// NoDatabase takes to restore it into an empty entry store (ReadShipped,
// pages handed from memory). Loading the dump into memory and the
// holder's build take minutes before the first iteration.
//
//	go test -run '^$' -bench Ship -benchtime 5x ./catalog/
func BenchmarkShip(b *testing.B) {
	f, err := os.Open(filepath.Join(dbtest.Root(), "testdata", "bench", "wp_bench.sql.gz"))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		b.Fatal(err)
	}
	mem, err := memwp.Load(zr, "wp_")
	if err != nil {
		b.Fatal(err)
	}
	opts := func(store catalog.Store) catalog.Options {
		images := catalog.NewImageSource(store, nil, false)
		return catalog.Options{PerPage: 1000, Images: images, Logger: discard}
	}
	e, err := catalog.OpenEntries(b.TempDir(), catalog.EntriesOptions{Logger: discard})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	ho := opts(mem)
	ho.Entries = e
	holder := catalog.New(mem, ho)
	ctx := context.Background()
	snap, err := holder.Build(ctx)
	if err != nil {
		b.Fatal(err)
	}
	s := ship(b, holder, snap, nil)
	pageBytes := 0
	for _, p := range s.pages {
		pageBytes += len(p)
	}
	for b.Loop() {
		b.StopTimer()
		fe, err := catalog.OpenEntries(b.TempDir(), catalog.EntriesOptions{Logger: discard})
		if err != nil {
			b.Fatal(err)
		}
		db := catalog.NoDatabase("wp_")
		fo := opts(db)
		fo.Entries = fe
		follower := catalog.New(db, fo)
		b.StartTimer()
		_, _, err = follower.ReadShipped(ctx, bytes.NewReader(s.skeleton), bytes.NewReader(s.state),
			shippedPages(s))
		b.StopTimer()
		if err != nil {
			b.Fatal(err)
		}
		fe.Close()
		b.StartTimer()
	}
	// After the loop: b.Loop's first call resets the metrics.
	b.ReportMetric(float64(len(s.skeleton)), "skeleton-bytes")
	b.ReportMetric(float64(len(s.state)), "state-bytes")
	b.ReportMetric(float64(pageBytes), "page-bytes")
	b.ReportMetric(float64(len(s.pages)), "pages")
}
