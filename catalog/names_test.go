package catalog_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// TestSitemapNames: the names SitemapNames tells before any post is read
// are those of the sitemaps a Build then prepares, on every test site
// (video and news on where their add-on's option is, or forced on).
func TestSitemapNames(t *testing.T) {
	for _, db := range []string{"wpsitemap_fixtures", "compat_sites", "wpsitemap_video", "wpsitemap_news",
		"wpc_year_month", "wpc_attachments", "wpc_plain", "wpc_not_public", "wpc_core_sitemaps", "wpc_default_per_page", "wpc_subdir"} {
		for _, mode := range []string{"auto", "on"} {
			t.Run(db+"/"+mode, func(t *testing.T) {
				store := sitetest.Memory(t, db).Store().(catalog.Store)
				providers := append(catalog.CoreProviders(store, nil),
					catalog.NewVideoProvider(store, discard, mode), catalog.NewNewsProvider(store, nil, mode))
				cat := catalog.New(store, catalog.Options{Logger: discard, Providers: providers})
				names, complete, err := cat.SitemapNames(context.Background())
				if err != nil || !complete {
					t.Fatalf("SitemapNames: complete %v, %v", complete, err)
				}
				snap, err := cat.Build(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				var built []string
				for _, sm := range snap.Sitemaps {
					built = append(built, sm.Name)
				}
				if d := cmp.Diff(built, names); d != "" {
					t.Errorf("SitemapNames differs from what Build prepares (-built +named):\n%s", d)
				}
				if len(names) < 3 {
					t.Errorf("only %v", names)
				}
			})
		}
	}
	// A provider that cannot tell its names makes the list incomplete.
	store := sitetest.Memory(t, "wpc_year_month").Store().(catalog.Store)
	cat := catalog.New(store, catalog.Options{Logger: discard, Providers: append(catalog.CoreProviders(store, nil), &gate{})})
	if _, complete, err := cat.SitemapNames(context.Background()); err != nil || complete {
		t.Errorf("with a provider whose names are unknown: complete %v, %v; want false", complete, err)
	}
}
