package sitetest_test

import (
	"context"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// TestEach: both backends hold the site with its fixes, and Exec writes
// to the backend it was given.
func TestEach(t *testing.T) {
	sitetest.Each(t, "wpc_year_month", "sitetest_each", []string{
		"UPDATE wp_options SET option_value = 'Fixed' WHERE option_name = 'blogname'",
	}, func(t *testing.T, s *sitetest.Site) {
		ctx := context.Background()
		site, err := s.Store().LoadSite(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if site.BlogName != "Fixed" {
			t.Errorf("%s: blogname %q after the fix, want Fixed", s.Backend, site.BlogName)
		}
		s.Exec(t, "UPDATE wp_options SET option_value = 'Written' WHERE option_name = 'blogname'")
		if site, err = s.Store().LoadSite(ctx); err != nil || site.BlogName != "Written" {
			t.Errorf("%s: blogname after Exec: %q %v", s.Backend, site.BlogName, err)
		}
	})
}

// TestDumps: every database scripts/setup-db.sh loads that tests copy has
// a dump memwp loads.
func TestDumps(t *testing.T) {
	for _, src := range []string{"wpsitemap_fixtures", "compat_sites", "wpsitemap_video", "wpsitemap_news",
		"wpc_year_month", "wpc_plain", "wpc_not_public", "wpc_default_per_page", "wpc_core_sitemaps", "wpc_subdir", "wpc_attachments"} {
		s := sitetest.Memory(t, src)
		if _, err := s.Store().LoadSite(context.Background()); err != nil {
			t.Errorf("%s: %v", src, err)
		}
	}
}
