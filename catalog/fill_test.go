package catalog_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestBuildFillsDuringTheScan: a Build's scan makes the entries of the
// post-type pages it closes (with their images) from the rows it reads,
// and hands them to the entry store while it goes on; every page then
// reads from the store what a catalog without a store renders from the
// database, page by page.
func TestBuildFillsDuringTheScan(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	ctx := context.Background()
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	newCat := func(e *catalog.Entries) *catalog.Catalog {
		images := catalog.NewImageSource(mem, nil, false)
		return catalog.New(mem, catalog.Options{PerPage: 2, Logger: discard, Entries: e, Images: images, Clock: func() time.Time { return now },
			Providers: append(catalog.CoreProviders(mem, images), catalog.NewVideoProvider(mem, discard, "on"), catalog.NewNewsProvider(mem, images, "on"))})
	}
	e := openEntries(t)
	snap, err := newCat(e).Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if n := e.DuringScan(); n == 0 {
		t.Fatal("no page was written during the scan: the test proves nothing")
	}
	plain, err := newCat(nil).Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := snaptest.Render(t, plain)
	got := snaptest.Render(t, snap)
	if len(got) != len(want) {
		t.Errorf("%d documents from the store, %d without it", len(got), len(want))
	}
	images := 0
	for path, doc := range want {
		if strings.HasPrefix(path, "post ") && path != "post 1" { // pages the scan made
			images += strings.Count(doc, "<image:loc>")
		}
		if got[path] != doc {
			t.Errorf("%s differs from the store:\n%s\nwant\n%s", path, got[path], doc)
		}
	}
	if images == 0 {
		t.Error("no image on the post sitemap's later pages: the test proves little")
	}
	if n := e.FromDatabase(); n != 0 {
		t.Errorf("%d pages read from the database", n)
	}
}

// failingPages fails every read of one bounded range of posts (a page's
// render), not the scan's.
type failingPages struct{ catalog.Store }

var errPageRead = errors.New("page read fails")

func (f failingPages) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	if q.Before > 0 {
		return errPageRead
	}
	return f.Store.ScanPosts(ctx, q, links, fn)
}

// TestBuildFillFails: a page that fails to render (the first page of a
// type, rendered by its provider once the scan has ended) fails the Build,
// and leaves the store as it was, with the pages the scan handed over
// never committed: the next Build fills it, and reads every page from it.
func TestBuildFillFails(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	ctx := context.Background()
	e := openEntries(t)
	_, err := catalog.New(failingPages{mem}, catalog.Options{PerPage: 2, Logger: discard, Entries: e}).Build(ctx)
	if !errors.Is(err, errPageRead) {
		t.Fatalf("Build with failing page reads: %v, want %v", err, errPageRead)
	}
	if rev := e.Revision(); rev != 0 {
		t.Errorf("the failed Build committed revision %d", rev)
	}
	snap, err := catalog.New(mem, catalog.Options{PerPage: 2, Logger: discard, Entries: e}).Build(ctx)
	if err != nil {
		t.Fatal(err) // a load left open would fail here (one at a time)
	}
	if !snap.Stored() || e.Revision() == 0 {
		t.Fatalf("the second Build was not stored (revision %d)", e.Revision())
	}
	snaptest.Render(t, snap)
	if n := e.FromDatabase(); n != 0 {
		t.Errorf("%d pages read from the database", n)
	}
}

// sharedScan makes every read of posts hold one lock for its whole run,
// as a scan holds the content budget while it hands a batch on: page
// reads cannot start while the scan is under way.
type sharedScan struct {
	catalog.Store
	mu *sync.Mutex
}

func (s sharedScan) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.Store.ScanPosts(ctx, q, links, fn)
}

// TestBuildScanNeverWaitsForTheFill: the scan hands its pages to the
// filler's writer, never waiting for the workers' page reads, which may
// need what the scan holds (the content budget): a Build whose page reads
// wait for its scan finishes.
func TestBuildScanNeverWaitsForTheFill(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a deadlock ends here, as an error
	defer cancel()
	e := openEntries(t)
	snap, err := catalog.New(sharedScan{mem, &sync.Mutex{}}, catalog.Options{PerPage: 1, Logger: discard, Entries: e}).Build(ctx)
	if err != nil {
		t.Fatalf("Build whose page reads wait for its scan: %v", err)
	}
	if n := e.DuringScan(); n <= 4 {
		t.Fatalf("%d pages handed over during the scan: the test proves nothing", n)
	}
	snaptest.Render(t, snap)
}

// TestBuildKeepsNoParses: a Build's scan parses each post once and keeps
// none of its parses in the image source's cache (a million posts would
// only churn it); what renders outside the scan (page 1 of each type)
// still keeps its own. PostsOnce bypasses the cache; Posts fills it.
func TestBuildKeepsNoParses(t *testing.T) {
	mem := sitetest.Memory(t, "wpsitemap_fixtures").Mem
	ctx := context.Background()
	images := catalog.NewImageSource(mem, nil, true)
	e := openEntries(t)
	snap, err := catalog.New(mem, catalog.Options{PerPage: 2, Logger: discard, Entries: e, Images: images,
		Providers: catalog.CoreProviders(mem, images)}).Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	made := e.DuringScan()
	kept := int64(catalog.ParsesKept(images))
	if made < 4 {
		t.Fatalf("%d pages made during the scan: the test proves nothing", made)
	}
	// Each page the scan made holds at least one post it parsed.
	if kept >= made {
		t.Errorf("%d parses kept after a build whose scan made %d pages: the scan kept its parses", kept, made)
	}

	var posts []wp.Post
	err = mem.ScanPosts(ctx, wp.PostQuery{Type: "post", WithContent: true}, snap.Links, func(batch []wp.Post, _ wp.LinkData) error {
		for _, p := range batch {
			p.Content = strings.Clone(p.Content)
			posts = append(posts, p)
		}
		return nil
	})
	if err != nil || len(posts) == 0 {
		t.Fatalf("%d posts read: %v", len(posts), err)
	}
	before := catalog.ParsesKept(images)
	once, err := images.PostsOnce(ctx, snap, posts)
	if err != nil {
		t.Fatal(err)
	}
	if n := catalog.ParsesKept(images); n != before {
		t.Errorf("PostsOnce kept %d parses", n-before)
	}
	kept2, err := images.Posts(ctx, snap, posts)
	if err != nil {
		t.Fatal(err)
	}
	if n := catalog.ParsesKept(images); n <= before {
		t.Errorf("Posts kept no parse of %d posts", len(posts))
	}
	if !reflect.DeepEqual(once, kept2) {
		t.Errorf("PostsOnce found %v, Posts %v", once, kept2)
	}
}
