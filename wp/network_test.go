package wp

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTablePrefix(t *testing.T) {
	for _, c := range []struct {
		base string
		id   int64
		want string
	}{
		{"wp_", 1, "wp_"},
		{"wp_", 2, "wp_2_"},
		{"wp_", 13, "wp_13_"},
		{"x9_", 3, "x9_3_"},
	} {
		if got := TablePrefix(c.base, c.id); got != c.want {
			t.Errorf("TablePrefix(%q, %d) = %q, want %q", c.base, c.id, got, c.want)
		}
	}
}

// TestSiteFor: which site answers which host and path, as WordPress's
// get_site_by_path chooses (longest domain, then longest path).
func TestSiteFor(t *testing.T) {
	subdir := &Network{Sites: []NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/"},
		{ID: 2, Domain: "example.test", Path: "/fr-site/"},
		{ID: 3, Domain: "example.test", Path: "/news/"},
		{ID: 4, Domain: "example.test", Path: "/news/local/"},
	}}
	subdomain := &Network{Sites: []NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/"},
		{ID: 2, Domain: "fr.example.test", Path: "/"},
		{ID: 3, Domain: "www.other.test", Path: "/"},
	}}
	for _, c := range []struct {
		name       string
		n          *Network
		host, path string
		want       int64 // 0: none
	}{
		{"root", subdir, "example.test", "/sitemap_index.xml", 1},
		{"subsite index", subdir, "example.test", "/fr-site/sitemap_index.xml", 2},
		{"subsite root without slash", subdir, "example.test", "/fr-site", 2},
		{"subsite root", subdir, "example.test", "/fr-site/", 2},
		{"a path that only starts like a site's", subdir, "example.test", "/fr-siteX/sitemap_index.xml", 1},
		{"longest path wins", subdir, "example.test", "/news/local/post-sitemap.xml", 4},
		{"shorter path", subdir, "example.test", "/news/post-sitemap.xml", 3},
		{"unknown path is the main site's", subdir, "example.test", "/nothing-here.xml", 1},
		{"host without case", subdir, "EXAMPLE.test", "/fr-site/sitemap_index.xml", 2},
		{"port 80 dropped", subdir, "example.test:80", "/fr-site/", 2},
		{"other port kept", subdir, "example.test:8080", "/fr-site/", 0},
		{"www. request matches the bare domain", subdir, "www.example.test", "/news/", 3},
		{"unknown host", subdir, "elsewhere.test", "/", 0},
		{"subdomain main", subdomain, "example.test", "/sitemap_index.xml", 1},
		{"subdomain site", subdomain, "fr.example.test", "/sitemap_index.xml", 2},
		{"a site's www. domain is not matched bare", subdomain, "other.test", "/", 0},
		{"a site's www. domain", subdomain, "www.other.test", "/", 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, ok := c.n.SiteFor(c.host, c.path)
			var got int64
			if ok {
				got = s.ID
			}
			if got != c.want {
				t.Errorf("SiteFor(%q, %q) = site %d, want %d", c.host, c.path, got, c.want)
			}
		})
	}
}

func TestSitewidePluginsFrom(t *testing.T) {
	v := `a:2:{s:24:"wordpress-seo/wp-seo.php";i:1700000000;s:19:"akismet/akismet.php";i:1700000001;}`
	if diff := cmp.Diff([]string{"akismet/akismet.php", "wordpress-seo/wp-seo.php"}, SitewidePluginsFrom(v)); diff != "" {
		t.Errorf("plugins (-want +got):\n%s", diff)
	}
	for _, empty := range []string{"", "a:0:{}", "a:1:{broken"} {
		if got := SitewidePluginsFrom(empty); got != nil {
			t.Errorf("SitewidePluginsFrom(%q) = %q, want nil", empty, got)
		}
	}
}
