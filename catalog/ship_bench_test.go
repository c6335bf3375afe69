package catalog_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

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
// Then what the holder ships for a one-post change (a slug moved): the
// pages whose names are new (change-pages, change-page-bytes), the
// skeleton shipped whole with every revision, gzip'd as package replica
// ships it (skeleton-gz-bytes), and the state gzip'd whole
// (state-gz-bytes), as it was shipped before package replica cut it in
// chunks (docs/fleet.md, "The state in chunks").
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
	src := mem.NewChangeSource(holder.MetaKeys(), time.Now)
	if _, err := src.Poll(ctx); err != nil {
		b.Fatal(err)
	}
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

	if err := mem.Exec("UPDATE wp_posts SET post_name = 'bench-post-moved', post_modified = '2030-01-01 00:00:00', " +
		"post_modified_gmt = '2030-01-01 00:00:00' WHERE ID = 10000"); err != nil {
		b.Fatal(err)
	}
	ch, err := src.Poll(ctx)
	if err != nil {
		b.Fatal(err)
	}
	next, _, err := holder.Apply(ctx, snap, ch)
	if err != nil {
		b.Fatal(err)
	}
	n := ship(b, holder, next, nil)
	changed, changedBytes := 0, 0
	for k, p := range n.pages {
		if _, ok := s.pages[k]; !ok {
			changed, changedBytes = changed+1, changedBytes+len(p)
		}
	}
	if changed == 0 {
		b.Fatal("the change made no new page")
	}
	b.ReportMetric(float64(changed), "change-pages")
	b.ReportMetric(float64(changedBytes), "change-page-bytes")
	b.ReportMetric(float64(gzLen(b, n.skeleton)), "skeleton-gz-bytes")
	b.ReportMetric(float64(gzLen(b, n.state)), "state-gz-bytes")
}

// gzLen is the length of p gzip'd as package replica ships it.
func gzLen(b *testing.B, p []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	if _, err := w.Write(p); err != nil {
		b.Fatal(err)
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	return buf.Len()
}
