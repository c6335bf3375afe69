package server

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// fixedSnapshot serves one snapshot.
type fixedSnapshot struct{ s *catalog.Snapshot }

func (f fixedSnapshot) Current(context.Context) (*catalog.Snapshot, error) { return f.s, nil }

// noProbe is a follower's database: never probed in this test.
type noProbe struct{}

func (noProbe) Probe(context.Context) error { return errors.New("a follower has no database") }
func (noProbe) RowsRead() uint64            { return 0 }

// TestShippedServedAlike: a fleet's follower, which restored the lease
// holder's snapshot over catalog.NoDatabase (catalog.ReadShipped), answers
// every document (the index, every page of every sitemap, their HTML
// views) with the holder's status, bytes, ETag and Last-Modified, on
// wpsitemap_wpml with hreflang on.
func TestShippedServedAlike(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx := context.Background()
	openEntries := func() *catalog.Entries {
		e, err := catalog.OpenEntries(t.TempDir(), catalog.EntriesOptions{Logger: log})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { e.Close() })
		return e
	}
	db := sitetest.Memory(t, "wpsitemap_wpml").Store().(store)
	opts := func(s catalog.Store) catalog.Options {
		return catalog.Options{PerPage: 3, Logger: log, Hreflang: "on", Images: catalog.NewImageSource(s, nil, false)}
	}
	ho := opts(db)
	ho.Entries = openEntries()
	holder := catalog.New(db, ho)
	snap, err := holder.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var skel, state bytes.Buffer
	if err := holder.WriteSkeleton(&skel, snap); err != nil {
		t.Fatal(err)
	}
	if err := holder.WriteState(&state, snap, nil); err != nil {
		t.Fatal(err)
	}
	nodb := catalog.NoDatabase("wp_")
	fo := opts(nodb)
	fo.Entries = openEntries()
	follower := catalog.New(nodb, fo)
	fsnap, _, err := follower.ReadShipped(ctx, &skel, &state, func(_ context.Context, keys []string) ([][]byte, error) {
		var out [][]byte
		for _, key := range keys {
			b, err := holder.EntryStore().AppendPage(nil, snap, key)
			if err != nil {
				return nil, err
			}
			out = append(out, b)
		}
		return out, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	serve := func(s *catalog.Snapshot, d Database) *httptest.Server {
		ts := httptest.NewServer(New(fixedSnapshot{s}, d, log, Options{CacheBytes: DefaultCacheBytes}))
		t.Cleanup(ts.Close)
		return ts
	}
	hs, fs := serve(snap, db), serve(fsnap, noProbe{})
	paths := []string{indexPath, indexPath + "?" + viewParam + "=html"}
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			for n := 1; n <= len(sm.Pages); n++ {
				paths = append(paths, sitemapPath(sm.Name, n), sitemapPath(sm.Name, n)+"?"+viewParam+"=html")
			}
		}
	}
	if len(paths) < 10 {
		t.Fatalf("%d documents: the test would prove little", len(paths))
	}
	for _, p := range paths {
		for _, gz := range []bool{false, true} {
			hdr := map[string]string{}
			if gz {
				hdr["Accept-Encoding"] = "gzip"
			}
			hr, hb := fetch(t, http.DefaultTransport, hs, http.MethodGet, p, hdr)
			fr, fb := fetch(t, http.DefaultTransport, fs, http.MethodGet, p, hdr)
			if hr.StatusCode != http.StatusOK {
				t.Errorf("%s: the holder answers %d", p, hr.StatusCode)
			}
			if fr.StatusCode != hr.StatusCode || !bytes.Equal(fb, hb) {
				t.Errorf("%s (gzip %v): the follower answers %d, %d bytes; the holder %d, %d bytes", p, gz,
					fr.StatusCode, len(fb), hr.StatusCode, len(hb))
			}
			for _, h := range []string{"ETag", "Last-Modified", "Content-Type"} {
				if a, b := hr.Header.Get(h), fr.Header.Get(h); a != b || (h == "ETag" && a == "") {
					t.Errorf("%s (gzip %v): %s %q on the follower, %q on the holder", p, gz, h, b, a)
				}
			}
		}
	}
	if n := fo.Entries.FromDatabase(); n != 0 {
		t.Errorf("the follower read %d pages from the database", n)
	}
}
