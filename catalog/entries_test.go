package catalog_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestStoreAgreesWithTheStateFile: a snapshot restored from a state file
// written with the entry store's revision keeps the store's copies of the
// pages that kept their revisions (the post types' and the multipart
// sitemap's, cut again from the parts the file holds): only the others are
// rendered from the database again. A store at another revision (a
// process killed between a commit and the state file's next write) is
// filled again whole. Either way every page renders, from the store, the
// bytes it rendered before.
func TestStoreAgreesWithTheStateFile(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	dir := t.TempDir()
	ctx := context.Background()
	open := func() *catalog.Entries {
		e, err := catalog.OpenEntries(dir, catalog.EntriesOptions{Logger: discard})
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	newCat := func(e *catalog.Entries) *catalog.Catalog {
		return catalog.New(mem, catalog.Options{PerPage: 3, Logger: discard, Entries: e})
	}
	e := open()
	cat := newCat(e)
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := snaptest.Render(t, snap)
	var buf bytes.Buffer
	if err := cat.WriteState(&buf, snap, nil); err != nil {
		t.Fatal(err)
	}
	saved := buf.Bytes()
	all, posts := postPages(snap)
	if posts == 0 || posts == all {
		t.Fatalf("%d pages, %d of post types and parts: the test would prove little", all, posts)
	}
	e.Close()

	restart := func(what string, rendered func(n int64) bool) {
		t.Helper()
		e := open()
		defer e.Close()
		back, _, err := newCat(e).ReadState(ctx, bytes.NewReader(saved))
		if err != nil {
			t.Fatal(err)
		}
		if n := e.Written(); !rendered(n) {
			t.Errorf("%s: %d of %d pages rendered from the database (%d of post types and parts kept)", what, n, all, posts)
		}
		got := snaptest.Render(t, back)
		for path, doc := range want {
			if got[path] != doc {
				t.Errorf("%s: %s differs after the restart", what, path)
			}
		}
		if n := e.FromDatabase(); n != 0 {
			t.Errorf("%s: %d pages read from the database", what, n)
		}
	}
	restart("agreeing", func(n int64) bool { return n == int64(all-posts) })

	// The restart committed the pages it rendered again: the store, which
	// still holds the post types' pages, is no longer at the state file's
	// revision.
	restart("of different moments", func(n int64) bool { return n == int64(all) })
}

// postPages returns the number of pages snap serves, and of those of
// post types and parts (which keep their revisions across a restart).
func postPages(snap *catalog.Snapshot) (all, posts int) {
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			all += len(sm.Pages)
			if snap.Registry.PostType(sm.Name) != nil || sm.Name == catalog.MultipartName {
				posts += len(sm.Pages)
			}
		}
	}
	return all, posts
}

// TestReadersKeepTheirRevision: while changes are applied and committed
// one after another, readers render the pages of the snapshots they hold;
// each page of a snapshot renders from the store the same bytes every time
// (never a page of a later revision), whether from the snapshot's view or
// the current one. Run under -race, it also checks the views' reference
// counts against the commits.
func TestReadersKeepTheirRevision(t *testing.T) {
	ctx := context.Background()
	site, e, cat, src := storedFixtures(t)
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var cur atomic.Pointer[catalog.Snapshot]
	cur.Store(snap)
	var compared atomic.Int64 // renders compared with an earlier one
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			seen := map[*catalog.Snapshot]map[string]string{}
			for {
				select {
				case <-stop:
					return
				default:
				}
				s := cur.Load()
				fromDB := e.FromDatabase()
				got := snaptest.Render(t, s)
				if e.FromDatabase() != fromDB {
					// A page whose views were both gone came from the
					// database, which has moved on: not the store's to keep.
					continue
				}
				if was, ok := seen[s]; ok {
					compared.Add(1)
					for k, doc := range got {
						if was[k] != doc {
							t.Errorf("%s of version %s rendered two ways", k, s.Version)
							return
						}
					}
				}
				seen[s] = got
			}
		})
	}
	r := rand.New(rand.NewPCG(7, 31))
	pools := fixturePools()
	for i := range 20 {
		site.Exec(t, pools.Next(r, 9000+i).Stmts...)
		snap = follow(t, cat, src, snap)
		cur.Store(snap)
		time.Sleep(5 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	// Renders that all came from the database would be skipped above:
	// the test proves nothing unless some came from the store.
	if n := compared.Load(); n == 0 || e.FromStore() == 0 {
		t.Errorf("%d renders compared, %d pages from the store: nothing was read from the store twice", n, e.FromStore())
	}
	if !snaptest.SameBytes(t, snap, "after the changes") {
		t.Error("the last snapshot's pages differ from their providers'")
	}
}

// TestStoreReadsFail: when the store cannot be read, every page comes from
// its provider, the same, and is counted.
func TestStoreReadsFail(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	e := openEntries(t)
	cat := catalog.New(mem, catalog.Options{PerPage: 3, Logger: discard, Entries: e})
	snap, err := cat.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := snaptest.Render(t, snap)
	if n := e.FromDatabase(); n != 0 {
		t.Fatalf("%d pages from the database before the failure", n)
	}
	e.FailReads(true)
	got := snaptest.Render(t, snap)
	for k, doc := range want {
		if got[k] != doc {
			t.Errorf("%s differs when read from its provider", k)
		}
	}
	if n := e.FromDatabase(); n != int64(len(want)) {
		t.Errorf("%d pages from the database, want every one (%d)", n, len(want))
	}
}

// TestUnchangedSnapshotKeepsViews: a snapshot that commits nothing (a
// Retime before any sitemap expires) shares the current view, so that the
// view of the snapshot before the last change stays open and its readers
// keep reading the store rather than the database.
func TestUnchangedSnapshotKeepsViews(t *testing.T) {
	ctx := context.Background()
	site, e, cat, src := storedFixtures(t)
	first, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := snaptest.Render(t, first)
	rev := e.Revision()
	site.Exec(t, fixturePools().Next(rand.New(rand.NewPCG(7, 31)), 9000).Stmts...)
	snap := follow(t, cat, src, first)
	if e.Revision() == rev {
		t.Fatal("the change committed nothing: the test would prove little")
	}
	rev = e.Revision()
	for range 2 {
		if snap, err = cat.Retime(ctx, snap, storedClock()); err != nil {
			t.Fatal(err)
		}
	}
	if e.Revision() != rev {
		t.Fatalf("a Retime before any expiry committed revision %d after %d", e.Revision(), rev)
	}
	fromDB := e.FromDatabase()
	got := snaptest.Render(t, first)
	if n := e.FromDatabase() - fromDB; n != 0 {
		t.Errorf("%d pages of the first snapshot read from the database", n)
	}
	for k, doc := range want {
		if got[k] != doc {
			t.Errorf("%s of the first snapshot rendered differently", k)
		}
	}
}

// TestStoredEndsWithTheStore: a snapshot written to the store says so
// (what /readyz relies on to answer while the database is down) until the
// store is closed, when its pages come from the database again.
func TestStoredEndsWithTheStore(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	e, err := catalog.OpenEntries(t.TempDir(), catalog.EntriesOptions{Logger: discard})
	if err != nil {
		t.Fatal(err)
	}
	cat := catalog.New(mem, catalog.Options{PerPage: 3, Logger: discard, Entries: e})
	snap, err := cat.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !snap.Stored() {
		t.Fatal("a snapshot built with an entry store is not stored")
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if snap.Stored() {
		t.Error("a snapshot still says it is stored after its store was closed")
	}
}

// storedFixtures is the fixtures site in memory, a catalog of 3 entries a
// page over it with an entry store, and its change source, polled once.
func storedFixtures(t *testing.T) (*sitetest.Site, *catalog.Entries, *catalog.Catalog, wp.ChangeSource) {
	t.Helper()
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	mem := site.Mem
	e := openEntries(t)
	cat := catalog.New(mem, catalog.Options{PerPage: 3, Logger: discard, Entries: e})
	src := mem.NewChangeSource(cat.MetaKeys(), storedClock)
	if _, err := src.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	return site, e, cat, src
}

// storedClock is storedFixtures' change source's clock.
func storedClock() time.Time { return time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC) }
