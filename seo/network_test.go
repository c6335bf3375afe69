package seo

import (
	"slices"
	"testing"

	"github.com/wpsitemap/wpsitemap/wp"
)

func TestSiteClosed(t *testing.T) {
	for _, c := range []struct {
		name   string
		site   wp.NetworkSite
		closed bool
		msg    string
	}{
		{"open", wp.NetworkSite{Public: true}, false, ""},
		{"not public is the site's own business", wp.NetworkSite{}, false, ""},
		{"archived", wp.NetworkSite{Public: true, Archived: true}, true, "This site has been archived or suspended."},
		{"spam", wp.NetworkSite{Public: true, Spam: true}, true, "This site has been archived or suspended."},
		{"deleted", wp.NetworkSite{Public: true, Deleted: true}, true, "This site is no longer available."},
		{"deleted and archived", wp.NetworkSite{Deleted: true, Archived: true}, true, "This site is no longer available."},
	} {
		closed, msg := SiteClosed(c.site)
		if closed != c.closed || msg != c.msg {
			t.Errorf("%s: SiteClosed = %v, %q; want %v, %q", c.name, closed, msg, c.closed, c.msg)
		}
	}
}

// TestYoastActive: on a network's site Yoast runs when the network
// activates it for every site or the site's own active_plugins lists it
// (is_plugin_active), and not when only another plugin, or another file of
// its directory, is; a single site, or plugins not read, count as Yoast's.
func TestYoastActive(t *testing.T) {
	const yoast = `a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}`
	for _, c := range []struct {
		name    string
		raw     map[string]string
		network bool
		want    bool
	}{
		{"network-wide", map[string]string{"active_plugins": "a:0:{}", wp.SitewidePluginsOption: `a:1:{s:24:"wordpress-seo/wp-seo.php";i:1640995200;}`}, true, true},
		{"on the site only", map[string]string{"active_plugins": yoast, wp.SitewidePluginsOption: "a:0:{}"}, true, true},
		{"on the site, no network-wide plugins", map[string]string{"active_plugins": yoast}, true, true},
		{"neither", map[string]string{"active_plugins": `a:1:{i:0;s:19:"akismet/akismet.php";}`, wp.SitewidePluginsOption: `a:1:{s:19:"akismet/akismet.php";i:1;}`}, true, false},
		{"another file of its directory", map[string]string{"active_plugins": `a:1:{i:0;s:23:"wordpress-seo/other.php";}`}, true, false},
		{"Premium without the free plugin", map[string]string{"active_plugins": `a:1:{i:0;s:40:"wordpress-seo-premium/wp-seo-premium.php";}`}, true, false},
		{"plugins not read", map[string]string{}, true, true},
		{"a single site without it", map[string]string{"active_plugins": "a:0:{}"}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			raw := map[string]string{"home": "http://example.test", "siteurl": "http://example.test"}
			for k, v := range c.raw {
				raw[k] = v
			}
			site, err := wp.NewSite(raw, "wp_")
			if err != nil {
				t.Fatal(err)
			}
			site.Network = c.network
			if got := YoastActive(site); got != c.want {
				t.Errorf("YoastActive = %v, want %v (plugins %q)", got, c.want, site.ActivePlugins)
			}
		})
	}
}

// TestRobotsSitemaps: which sites' indexes robots.txt lists
// (yoast-behavior.md §14 item 6): on a subdirectory network every site
// that is public, open and runs Yoast, whatever the host; on a subdomain
// network only the host's own site, under the same conditions.
func TestRobotsSitemaps(t *testing.T) {
	sites := []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/fr-site/", Public: true},
		{ID: 3, Domain: "example.test", Path: "/news/", Public: true, Archived: true},
		{ID: 4, Domain: "example.test", Path: "/gone/", Public: true, Deleted: true},
		{ID: 5, Domain: "example.test", Path: "/spam/", Public: true, Spam: true},
		{ID: 6, Domain: "example.test", Path: "/hidden/"},
		{ID: 7, Domain: "example.test", Path: "/no-yoast/", Public: true},
		{ID: 8, Domain: "example.test", Path: "/es/", Public: true},
	}
	yoast := func(s wp.NetworkSite) bool { return s.ID != 7 }
	ids := func(ss []wp.NetworkSite) []int64 {
		var out []int64
		for _, s := range ss {
			out = append(out, s.ID)
		}
		return out
	}
	sub := &wp.Network{Sites: sites}
	if got := ids(RobotsSitemaps(sub, "example.test", yoast)); !slices.Equal(got, []int64{1, 2, 8}) {
		t.Errorf("subdirectory network: %v, want [1 2 8]", got)
	}
	dom := &wp.Network{Subdomain: true, Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "fr.example.test", Path: "/", Public: true},
		{ID: 3, Domain: "news.example.test", Path: "/", Public: true, Archived: true},
		{ID: 7, Domain: "plain.example.test", Path: "/", Public: true},
	}}
	for host, want := range map[string][]int64{
		"example.test": {1}, "fr.example.test": {2}, "www.fr.example.test": {2},
		"news.example.test": nil, "plain.example.test": nil, "other.test": nil,
	} {
		if got := ids(RobotsSitemaps(dom, host, yoast)); !slices.Equal(got, want) {
			t.Errorf("subdomain network, %s: %v, want %v", host, got, want)
		}
	}
}
