package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// BenchmarkServe measures serving sitemaps end to end (HTTP, SQL, images,
// XML) from a real database: WPSITEMAP_BENCH_DB (default wp_bench, loaded by
// `scripts/setup-db.sh --bench`), 1000 entries per page, in three modes:
// nocache (WPSITEMAP_CACHE=off: every request renders from the database),
// noimages (the same without image extraction), store (WPSITEMAP_CACHE=off
// with the entry store: every request renders from the store, which the
// first build filled) and cached (warm pages).
//
//	go test ./server -run '^$' -bench Serve -benchtime 50x
func BenchmarkServe(b *testing.B) {
	name := os.Getenv("WPSITEMAP_BENCH_DB")
	if name == "" {
		name = "wp_bench"
	}
	db := dbtest.Open(b, name)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	modes := []struct {
		name                 string
		cache, images, store bool
	}{
		{"nocache", false, true, false},   // WPSITEMAP_STORE=off WPSITEMAP_CACHE=off: every request renders from the database
		{"noimages", false, false, false}, // the same without image extraction, for its share
		{"store", false, true, true},      // WPSITEMAP_CACHE=off: every request renders from the entry store
		{"cached", true, true, false},     // warm page cache
	}
	for _, mode := range modes {
		var err error
		cacheBytes := int64(0)
		if mode.cache {
			cacheBytes = DefaultCacheBytes
		}
		var imager catalog.Imager
		if mode.images {
			imager = catalog.NewImageSource(db, nil, mode.cache)
		}
		var entries *catalog.Entries
		if mode.store {
			if entries, err = catalog.OpenEntries(b.TempDir(), catalog.EntriesOptions{Logger: log}); err != nil {
				b.Fatal(err)
			}
		}
		cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 1000, Logger: log, Images: imager, Entries: entries}), refresh.Options{CheckEvery: time.Second, Logger: log})
		snap, err := cat.Current(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		b.Logf("prepared %d sitemaps in %v", len(snap.Sitemaps), snap.BuildDur)
		sm, ok := snap.Lookup("post")
		if !ok {
			b.Fatal("no post sitemap")
		}
		ts := httptest.NewServer(New(cat, db, log, Options{CacheBytes: cacheBytes}))
		last := len(sm.Pages)
		paths := map[string]string{
			"index": "/sitemap_index.xml",
			"post1": "/post-sitemap.xml",
			"postN": "/post-sitemap" + strconv.Itoa(last) + ".xml",
		}
		if last == 1 {
			paths["postN"] = "/post-sitemap.xml"
		}
		for _, which := range []string{"index", "post1", "postN"} {
			b.Run(which+"/"+mode.name, func(b *testing.B) {
				var n int64
				for b.Loop() {
					resp, err := http.Get(ts.URL + paths[which])
					if err != nil {
						b.Fatal(err)
					}
					m, _ := io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 200 {
						b.Fatalf("%s: %d", paths[which], resp.StatusCode)
					}
					n = m
				}
				b.SetBytes(n)
			})
		}
		ts.Close()
		cat.Close()
		if entries != nil {
			entries.Close()
		}
	}
}
