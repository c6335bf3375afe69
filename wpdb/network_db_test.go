package wpdb_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestNetwork: the sites and the network-wide plugins of a subdirectory
// network, as testdata/multisite-subdir.sql holds them; none on a single site.
func TestNetwork(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	net, err := dbtest.Open(t, "wpsitemap_multisite").Network(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := &wp.Network{
		Sites: []wp.NetworkSite{
			{ID: 1, Domain: "example.test", Path: "/", Public: true},
			{ID: 2, Domain: "example.test", Path: "/fr-site/", Public: true},
			{ID: 3, Domain: "example.test", Path: "/news/", Public: true, Archived: true},
		},
		SitewidePlugins: []string{"wordpress-seo/wp-seo.php"},
		SitewideOption:  `a:1:{s:24:"wordpress-seo/wp-seo.php";i:1640995200;}`, // as testdata/multisite-subdir.sql stores it
	}
	if diff := cmp.Diff(want, net); diff != "" {
		t.Errorf("network (-want +got):\n%s", diff)
	}

	single, err := dbtest.Open(t, "wpc_year_month").Network(ctx)
	if err != nil || single != nil {
		t.Errorf("a single site's Network() = %+v, %v; want nil, nil", single, err)
	}
}

// TestForSite: each site of the network lists its own content under its own
// home, with the main site's /blog/ front, and only its members as authors
// (spec 14.1-14.3). The URLs are written from the spec, not computed.
func TestForSite(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	db := dbtest.Open(t, "wpsitemap_multisite")
	listed := func(t *testing.T, id int64) []string {
		t.Helper()
		cat := catalog.New(db.ForSite(&wp.Network{}, id), catalog.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		err = cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
			if e.ID != 0 { // the home and archive entries are the single site's rules
				out = append(out, e.Type+" "+e.Loc)
			}
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(out)
		return out
	}
	for _, c := range []struct {
		id   int64
		want []string
	}{
		{1, []string{
			"author http://example.test/blog/author/admin/",
			"author http://example.test/blog/author/paul/",
			"category http://example.test/blog/category/uncategorized/",
			"page http://example.test/about/",
			"post http://example.test/blog/2022/02/01/hello-world/",
			"post http://example.test/blog/2022/02/05/paul-main/",
		}},
		{2, []string{
			// admin is a member without a post here, paul has a post and is no member
			"author http://example.test/fr-site/author/marie/",
			"category http://example.test/fr-site/category/non-classe/",
			"page http://example.test/fr-site/a-propos/",
			"post http://example.test/fr-site/bonjour/",
			"post http://example.test/fr-site/salut/",
		}},
	} {
		t.Run(wp.TablePrefix("wp_", c.id), func(t *testing.T) {
			if diff := cmp.Diff(c.want, listed(t, c.id)); diff != "" {
				t.Errorf("site %d lists (-want +got):\n%s", c.id, diff)
			}
		})
	}
	// Every table a site reads is there: its own and the shared users'.
	if err := db.ForSite(&wp.Network{}, 2).Probe(ctx); err != nil {
		t.Errorf("ForSite(2).Probe: %v", err)
	}
	if got := db.ForSite(&wp.Network{}, 2).Prefix(); got != "wp_2_" {
		t.Errorf("ForSite(2).Prefix() = %q, want wp_2_", got)
	}
	if got := db.ForSite(&wp.Network{}, 1).Prefix(); got != "wp_" {
		t.Errorf("ForSite(1).Prefix() = %q, want wp_", got)
	}
}

// TestSitePoller: a Poller over one site of the network finds writes to
// that site's tables and to the shared users' meta it reads, and nothing of
// another site's writes.
func TestSitePoller(t *testing.T) {
	ctx := context.Background()
	name := dbtest.TempDB(t, "multisite_poller")
	db := dbtest.Variant(t, "wpsitemap_multisite", name)
	p := wpdb.NewPoller(db.ForSite(&wp.Network{}, 2))
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	p.SetClock(func() time.Time { now = now.Add(time.Hour); return now })
	first, err := p.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !first.Everything {
		t.Fatalf("first poll = %+v, want Everything", first)
	}
	for _, step := range []struct {
		name string
		sql  string
		want wp.Changes
	}{
		{"nothing", "", wp.Changes{}},
		{"another site's post", `INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 1, '2024-01-01 10:00:00', '2024-01-01 10:00:00', 'x', 'Main', '', 'publish', 'main-new', '', '',
			'2024-01-01 10:00:00', '2024-01-01 10:00:00', '', 'post')`, wp.Changes{}},
		{"the site's post", `INSERT INTO wp_2_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 2, '2024-01-01 10:00:00', '2024-01-01 10:00:00', 'x', 'Nouveau', '', 'publish', 'nouveau', '', '',
			'2024-01-01 10:00:00', '2024-01-01 10:00:00', '', 'post')`, wp.Changes{Posts: []wp.IDRange{{Lo: 512, Hi: 1023}}}},
		{"another site's option", `UPDATE wp_options SET option_value = '/%postname%/' WHERE option_name = 'permalink_structure'`, wp.Changes{}},
		{"the site's option", `UPDATE wp_2_options SET option_value = '/%year%/%postname%/' WHERE option_name = 'permalink_structure'`, wp.Changes{Options: true}},
		{"a user joins the site", `INSERT INTO wp_usermeta (umeta_id, user_id, meta_key, meta_value) VALUES (100, 3, 'wp_2_capabilities', 'a:1:{s:6:"author";b:1;}')`, wp.Changes{Authors: true}},
	} {
		if step.sql != "" {
			dbtest.Exec(t, name, step.sql)
		}
		got, err := p.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if diff := cmp.Diff(step.want, got); diff != "" {
			t.Errorf("%s: changes (-want +got):\n%s", step.name, diff)
		}
	}
}

// TestForSiteProbeNamesTheMissingTable: a network site whose own table is
// missing is told that table alone; the users it shares are the network's
// (wp_users, not wp_2_users) and are there.
func TestForSiteProbeNamesTheMissingTable(t *testing.T) {
	name := dbtest.TempDB(t, "multisite_missing")
	dbtest.Variant(t, "wpsitemap_multisite", name, "DROP TABLE wp_2_terms")
	db := dbtest.Open(t, name).ForSite(&wp.Network{}, 2)
	err := db.Probe(context.Background())
	var se *wpdb.SetupError
	if !errors.As(err, &se) || se.Problem != wpdb.MissingTables {
		t.Fatalf("Probe = %v, want the missing tables", err)
	}
	if want := `table wp_2_terms not found in database "` + name + `"`; se.Msg != want {
		t.Errorf("Msg = %q, want %q", se.Msg, want)
	}
}

// TestNetworkSum: the checksum the network's watcher polls moves with each
// write that changes what Network reads (a site added, a domain, a path, a
// flag, the network-wide plugins) and not with what it does not read (a
// site's last_updated).
func TestNetworkSum(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	name := dbtest.TempDB(t, "multisite_sum")
	db := dbtest.Variant(t, "wpsitemap_multisite", name)
	sum := func() string {
		t.Helper()
		s, err := db.NetworkSum(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	last := sum()
	dbtest.Exec(t, name, "UPDATE wp_blogs SET last_updated = NOW() WHERE blog_id = 2")
	if s := sum(); s != last {
		t.Errorf("last_updated moved the checksum: %s → %s", last, s)
	}
	for _, stmt := range []string{
		"UPDATE wp_blogs SET path = '/francais/' WHERE blog_id = 2",
		"UPDATE wp_blogs SET domain = 'fr.example.test' WHERE blog_id = 2",
		"UPDATE wp_blogs SET public = 0 WHERE blog_id = 2",
		"UPDATE wp_blogs SET archived = 0 WHERE blog_id = 3",
		"UPDATE wp_blogs SET deleted = 1 WHERE blog_id = 3",
		"UPDATE wp_blogs SET spam = 1 WHERE blog_id = 2",
		"INSERT INTO wp_blogs (blog_id, site_id, domain, path, registered, last_updated) VALUES (4, 1, 'example.test', '/es/', NOW(), NOW())",
		"DELETE FROM wp_blogs WHERE blog_id = 4",
		"UPDATE wp_sitemeta SET meta_value = 'a:0:{}' WHERE meta_key = 'active_sitewide_plugins'",
		"UPDATE wp_sitemeta SET meta_value = '1' WHERE meta_key = 'subdomain_install'",
	} {
		dbtest.Exec(t, name, stmt)
		if s := sum(); s == last {
			t.Errorf("%s did not move the checksum (%s)", stmt, s)
		} else {
			last = s
		}
	}
	net, err := db.Network(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !net.Subdomain || len(net.SitewidePlugins) != 0 {
		t.Errorf("after the writes: Subdomain %v, plugins %v; want a subdomain network without network-wide plugins", net.Subdomain, net.SitewidePlugins)
	}
}

// TestLoadPlugins: a site's plugins from its active_plugins row and the
// network's sitewide ones, read as one row; Yoast's switch on a site alone.
func TestLoadPlugins(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	name := dbtest.TempDB(t, "loadplugins")
	db := dbtest.Variant(t, "wpsitemap_multisite", name,
		`UPDATE wp_sitemeta SET meta_value = 'a:1:{s:19:"akismet/akismet.php";i:1;}' WHERE meta_key = 'active_sitewide_plugins'`,
		`UPDATE wp_2_options SET option_value = 'a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}' WHERE option_name = 'active_plugins'`)
	net, err := db.Network(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id   int64
		want []string
	}{
		{1, []string{"akismet/akismet.php"}},
		{2, []string{"akismet/akismet.php", "wordpress-seo/wp-seo.php"}}, // sorted
	} {
		sdb := db.ForSite(net, c.id)
		before := sdb.RowsRead()
		s, err := sdb.LoadPlugins(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !s.Network || !s.PluginsKnown || !cmp.Equal(s.ActivePlugins, c.want) {
			t.Errorf("site %d: network %v, known %v, plugins %q; want %q", c.id, s.Network, s.PluginsKnown, s.ActivePlugins, c.want)
		}
		if n := sdb.RowsRead() - before; n != 1 {
			t.Errorf("site %d: %d rows read, want 1", c.id, n)
		}
	}
}
