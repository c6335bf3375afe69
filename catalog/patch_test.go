package catalog_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// scanRecorder is a catalog.Store that records the post scans it is
// asked for while recording is on.
type scanRecorder struct {
	catalog.Store
	mu    sync.Mutex
	on    bool
	scans []wp.PostQuery
}

func (r *scanRecorder) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	r.mu.Lock()
	if r.on {
		r.scans = append(r.scans, q)
	}
	r.mu.Unlock()
	return r.Store.ScanPosts(ctx, q, links, fn)
}

// TestChangePatchesPages: a change to one post writes the page that holds
// it to the entry store from the entries the store held of that page, and
// reads from the database only the post (the change's scan, then the
// page's one post), never the page's other posts. The page renders what a
// fresh build renders, with the post's new lastmod.
func TestChangePatchesPages(t *testing.T) {
	ctx := context.Background()
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	rec := &scanRecorder{Store: site.Mem}
	e := openEntries(t)
	cat := catalog.New(rec, catalog.Options{PerPage: 3, Logger: discard, Entries: e})
	src := site.Mem.NewChangeSource(cat.MetaKeys(), storedClock)
	if _, err := src.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sm, ok := snap.Lookup("post")
	if !ok || len(sm.Pages) < 3 {
		t.Fatalf("the fixtures' post sitemap has too few pages for the test: %v", ok)
	}
	// A post in the middle of page 2, which lists others before and after it.
	// Its lastmod moves by a second: not past the newest post's (page 1
	// would change too, with the archive's lastmod).
	var id int64
	var mod string
	err = snap.Entries(ctx, sm, 2, func(en catalog.Entry) error {
		if id == 0 && en.ID > sm.Pages[1].After+1 {
			id, mod = en.ID, en.LastMod.UTC().Add(time.Second).Format(time.DateTime)
		}
		return nil
	})
	if err != nil || id == 0 {
		t.Fatalf("no post inside page 2: %v", err)
	}
	site.Exec(t, fmt.Sprintf("UPDATE wp_posts SET post_modified = '%s', post_modified_gmt = '%s' WHERE ID = %d", mod, mod, id))
	patched, written := e.Patched(), e.Written()
	rec.on = true
	next := follow(t, cat, src, snap)
	rec.on = false
	if n := e.Patched() - patched; n != 1 {
		t.Errorf("%d pages patched (%d written), want the one page of post %d", n, e.Written()-written, id)
	}
	for _, q := range rec.scans {
		if q.Type == "post" && !slices.Equal(q.IDs, []int64{id}) && !(q.After < id && (q.Before == 0 || id < q.Before) && q.Before-q.After <= 2) {
			t.Errorf("post scan %+v after a change to post %d alone: more posts read than the one changed", q, id)
		}
	}
	nsm, _ := next.Lookup("post")
	var lastmod string
	err = next.Entries(ctx, nsm, 2, func(en catalog.Entry) error {
		if en.ID == id {
			lastmod = en.LastMod.UTC().Format(time.DateTime)
		}
		return nil
	})
	if err != nil || lastmod != mod {
		t.Errorf("post %d on page 2 after the change: lastmod %q, %v", id, lastmod, err)
	}
	sameAsFresh(t, cat, next, "after one post's change")

	// The post becomes the newest: page 1 changes too (the archive's
	// lastmod at its top), and is patched as well.
	site.Exec(t, fmt.Sprintf("UPDATE wp_posts SET post_modified = '2030-01-02 03:04:05', post_modified_gmt = '2030-01-02 03:04:05' WHERE ID = %d", id))
	patched, rec.scans = e.Patched(), nil
	rec.on = true
	next = follow(t, cat, src, next)
	rec.on = false
	if n := e.Patched() - patched; n != 2 {
		t.Errorf("%d pages patched after post %d became the newest, want 2 (its page and page 1)", n, id)
	}
	for _, q := range rec.scans {
		if q.Type == "post" && !slices.Equal(q.IDs, []int64{id}) && !(q.After < id && (q.Before == 0 || id < q.Before) && q.Before-q.After <= 2) {
			t.Errorf("post scan %+v after a change to post %d alone: more posts read than the one changed", q, id)
		}
	}
	sameAsFresh(t, cat, next, "after the post became the newest")
	if n := e.FromDatabase(); n != 0 {
		t.Errorf("%d pages read from the database", n)
	}
}
