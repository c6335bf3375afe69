package refresh_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestReload: Reload (SIGHUP) prepares the sitemaps again with new type
// overrides; until then the current snapshot stays, and the new one has a
// version of its own (page caches and ETags follow it).
func TestReload(t *testing.T) {
	sitetest.Each(t, "wpc_year_month", "refresh_reload_test", nil, func(t *testing.T, site *sitetest.Site) {
		cat := newService(t, site, catalog.Options{PerPage: 5}, refresh.Options{CheckEvery: 10 * time.Millisecond})
		ctx := context.Background()
		before, err := cat.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := before.Lookup("book"); !ok {
			t.Fatal("book has no sitemap before the reload")
		}
		private := false
		cat.Reload(&wp.TypeOverrides{PostTypes: []wp.PostTypeOverride{{Name: "book", Public: &private}}})
		deadline := time.Now().Add(10 * time.Second)
		for {
			snap, err := cat.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := snap.Lookup("book"); !ok {
				if snap.Version == before.Version {
					t.Errorf("the snapshot after the reload has the version of the one before, %q", snap.Version)
				}
				if _, ok := snap.Lookup("post"); !ok {
					t.Error("post has no sitemap after the reload")
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("book still has a sitemap 10 s after a reload that made it not public")
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}
