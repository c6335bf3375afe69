package sitetest_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

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

// TestRowsSame: Rows reads the same rows on both backends: the same
// values, NULL and order, after a write.
func TestRowsSame(t *testing.T) {
	got := map[string][][]string{}
	sitetest.Each(t, "wpc_year_month", "sitetest_rows", []string{
		"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (1, 'k', NULL)",
	}, func(t *testing.T, s *sitetest.Site) {
		rows := s.Rows(t, "posts", "ID", "post_type", "post_status", "post_parent", "post_date_gmt")
		for _, r := range s.Rows(t, "postmeta", "post_id", "meta_key", "meta_value") {
			if r[1] == "k" || r[1] == "_yoast_wpseo_meta-robots-noindex" {
				rows = append(rows, r)
			}
		}
		rows = append(rows, s.Rows(t, "term_relationships", "object_id", "term_taxonomy_id")...)
		if len(rows) < 80 {
			t.Fatalf("%s: %d rows", s.Backend, len(rows))
		}
		if last := rows[len(rows)-1]; len(last) != 2 {
			t.Fatalf("%s: last row %q", s.Backend, last)
		}
		got[s.Backend] = rows
	})
	if m, ok := got["mariadb"]; ok {
		if d := cmp.Diff(got["memwp"], m); d != "" {
			t.Errorf("Rows differ (-memwp +mariadb):\n%s", d)
		}
	}
}
