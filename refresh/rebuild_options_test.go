package refresh_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// writeWhileScanning is a store that makes one write while a post scan
// runs (once armed), and counts the full reads of the type facts (each
// full build makes one).
type writeWhileScanning struct {
	*sitetest.Site
	catalog.Store
	armed atomic.Bool
	write string
	t     *testing.T
	facts atomic.Int32
}

func (s *writeWhileScanning) LoadTypeFacts(ctx context.Context) (*wp.TypeFacts, error) {
	s.facts.Add(1)
	return s.Store.LoadTypeFacts(ctx)
}

func (s *writeWhileScanning) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	if s.armed.CompareAndSwap(true, false) {
		s.Site.Exec(s.t, s.write)
	}
	return s.Store.ScanPosts(ctx, q, links, fn)
}

// TestOptionsChangedDuringARebuild: an option written while a full
// rebuild reads is carried over to (catalog.Reread) when the rebuild ends,
// instead of costing another full build.
func TestOptionsChangedDuringARebuild(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	store := &writeWhileScanning{Site: site, Store: site.Store().(catalog.Store), t: t,
		write: "UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'"}
	svc := refresh.New(catalog.New(store, catalog.Options{PerPage: 3, Logger: discard}), refresh.Options{CheckEvery: time.Hour, Logger: discard})
	ctx := context.Background()
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	store.armed.Store(true)
	svc.Reload(nil) // a full rebuild in the background
	var s *catalog.Snapshot
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		var err error
		if s, err = svc.Current(ctx); err != nil {
			t.Fatal(err)
		}
		if !s.Site.BlogPublic {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the option written during the rebuild never showed")
		}
	}
	svc.Close() // waits for what runs in the background
	if n := store.facts.Load(); n != 2 {
		t.Errorf("%d full builds (the first, the rebuild and any after it), want 2", n)
	}
	sameAsFresh(t, svc.Catalog(), s, "after the rebuild")
}
