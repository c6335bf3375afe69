package wp

import (
	"strings"
	"testing"
)

// TestRolesWithCap: the capability branch of the author query matches the
// roles whose capabilities in {prefix}user_roles grant edit_posts (true),
// custom roles included, and not those that deny or lack it.
func TestRolesWithCap(t *testing.T) {
	roles := `a:4:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:12:"manage_links";b:1;}}` +
		`s:6:"lektor";a:2:{s:4:"name";s:6:"Lektor";s:12:"capabilities";a:1:{s:10:"edit_posts";b:1;}}` +
		`s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:1:{s:4:"read";b:1;}}` +
		`s:6:"banned";a:2:{s:4:"name";s:6:"Banned";s:12:"capabilities";a:1:{s:10:"edit_posts";b:0;}}}`
	s := newTestSite(t, map[string]string{"xy_user_roles": roles})
	if got := s.RolesWithCap("edit_posts"); len(got) != 0 {
		t.Errorf("another prefix's roles were read: %q", got)
	}
	raw := map[string]string{"home": "https://example.com", "xy_user_roles": roles}
	s, err := NewSite(raw, "xy_")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.RolesWithCap("edit_posts"), ","); got != "administrator,lektor" {
		t.Errorf("roles with edit_posts: %q, want administrator,lektor", got)
	}
}

// TestNewSiteURLs: home falls back to siteurl, and a home that is no
// absolute http(s) URL is an error.
func TestNewSiteURLs(t *testing.T) {
	s, err := NewSite(map[string]string{"siteurl": " https://example.org/wp/ "}, "wp_")
	if err != nil || s.Home != "https://example.org/wp" || s.SiteURL != s.Home || s.HomeURL.Host != "example.org" {
		t.Errorf("home from siteurl: %+v, %v", s, err)
	}
	for _, home := range []string{"", "example.com", "ftp://example.com", "https://", "http://[::1"} {
		if _, err := NewSite(map[string]string{"home": home}, "wp_"); err == nil || !strings.Contains(err.Error(), "is not an absolute http(s) URL") {
			t.Errorf("home %q: error %v", home, err)
		}
	}
}

// TestNewSiteYoast: Yoast's enable_xml_sitemap switches the sitemaps off,
// and a wpseo_news row counts even when it is corrupt.
func TestNewSiteYoast(t *testing.T) {
	s := newTestSite(t, map[string]string{"wpseo": `a:2:{s:18:"enable_xml_sitemap";b:0;s:7:"version";s:4:"21.1";}`, "wpseo_news": "corrupt"})
	if s.SitemapsEnabled || s.YoastVersion != "21.1" {
		t.Errorf("wpseo: sitemaps %v, version %q", s.SitemapsEnabled, s.YoastVersion)
	}
	if !s.News.Present || s.News.Name != "" || len(s.Warnings) != 1 || !strings.Contains(s.Warnings[0], "option wpseo_news") {
		t.Errorf("corrupt wpseo_news: %+v, warnings %q", s.News, s.Warnings)
	}
	if s := newTestSite(t, nil); !s.SitemapsEnabled || s.News.Present {
		t.Errorf("no wpseo: sitemaps %v, news %+v", s.SitemapsEnabled, s.News)
	}
}
