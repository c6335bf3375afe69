package wpdb_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestNetworkDomainMapping: the legacy domain mapping plugin's table, as
// testdata/multisite-domainmap.sql holds it, read in id order with the
// active column as Primary; a site with a primary domain has its home and
// siteurl there, the others keep their options.
func TestNetworkDomainMapping(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	db := dbtest.Open(t, "wpsitemap_multisite_mapped")
	net, err := db.Network(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := []wp.DomainMapping{
		{BlogID: 2, Domain: "fr-alias.test"},
		{BlogID: 2, Domain: "bonjour.test", Primary: true},
		{BlogID: 3, Domain: "news.test"},
		{BlogID: 7, Domain: "gone.test", Primary: true},
	}
	if diff := cmp.Diff(want, net.Mappings); diff != "" {
		t.Errorf("mappings (-want +got):\n%s", diff)
	}
	for _, c := range []struct {
		id            int64
		home, siteURL string
	}{
		{1, "http://example.test", "http://example.test"},
		{2, "http://bonjour.test", "http://bonjour.test"},
		{3, "http://example.test/news", "http://example.test/news"},
	} {
		site, err := db.ForSite(net, c.id).LoadSite(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if site.Home != c.home || site.SiteURL != c.siteURL {
			t.Errorf("blog %d: home %s, siteurl %s; want %s, %s", c.id, site.Home, site.SiteURL, c.home, c.siteURL)
		}
	}
	// Without the table, no mappings (the network of multisite-subdir.sql).
	plain, err := dbtest.Open(t, "wpsitemap_multisite").Network(ctx)
	if err != nil || plain.Mappings != nil {
		t.Errorf("Network() without the table: mappings %+v, %v; want none", plain.Mappings, err)
	}
}

// TestNetworkSumFollowsMappings: once Network has found the domain mapping
// table, the watcher's checksum moves with a mapping added, made primary
// or removed, so that the Router routes it without a restart.
func TestNetworkSumFollowsMappings(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	name := dbtest.TempDB(t, "multisite_mapsum")
	db := dbtest.Variant(t, "wpsitemap_multisite_mapped", name)
	if _, err := db.Network(ctx); err != nil {
		t.Fatal(err)
	}
	last, err := db.NetworkSum(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, stmt := range []string{
		"INSERT INTO wp_domain_mapping (blog_id, domain, active) VALUES (3, 'nouvelles.test', 0)",
		"UPDATE wp_domain_mapping SET active = 1 WHERE domain = 'nouvelles.test'",
		"DELETE FROM wp_domain_mapping WHERE domain = 'nouvelles.test'",
	} {
		dbtest.Exec(t, name, stmt)
		s, err := db.NetworkSum(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if s == last {
			t.Errorf("%s did not move the checksum (%s)", stmt, s)
		}
		last = s
	}
	net, err := db.Network(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := net.Primary(3); ok {
		t.Errorf("blog 3 still has a primary domain after its mapping was removed: %+v", net.Mappings)
	}
}
