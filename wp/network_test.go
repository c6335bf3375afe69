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

// mapped is a subdirectory network with the MU Domain Mapping plugin: blog
// 2 has a primary domain and an alias, blog 3 only an alias, blog 4 a
// mapped domain that is a subdomain of another's, and a stale row names a
// blog that is gone.
var mapped = &Network{
	Sites: []NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/"},
		{ID: 2, Domain: "example.test", Path: "/fr-site/"},
		{ID: 3, Domain: "example.test", Path: "/news/"},
		{ID: 4, Domain: "example.test", Path: "/shop/"},
	},
	Mappings: []DomainMapping{
		{BlogID: 2, Domain: "fr-alias.test"},
		{BlogID: 2, Domain: "Bonjour.test", Primary: true},
		{BlogID: 3, Domain: "news.test"},
		{BlogID: 4, Domain: "www.bonjour.test", Primary: true},
		{BlogID: 9, Domain: "gone.test", Primary: true},
	},
}

// TestRouteMapped: which site, at which address, answers a request on a
// network with mapped domains (the plugin's sunrise.php: the host or the
// host without www., the longer first, at "/", before {prefix}blogs).
func TestRouteMapped(t *testing.T) {
	for _, c := range []struct {
		name, host, path string
		want             int64 // 0: none
		at               Address
	}{
		{"primary domain", "bonjour.test", "/sitemap_index.xml", 2, Address{"bonjour.test", "/"}},
		{"primary domain, any case and port 443", "BONJOUR.test:443", "/post-sitemap.xml", 2, Address{"bonjour.test", "/"}},
		{"a site path under a mapped domain is still that site", "bonjour.test", "/news/sitemap_index.xml", 2, Address{"bonjour.test", "/"}},
		{"alias", "fr-alias.test", "/sitemap_index.xml", 2, Address{"fr-alias.test", "/"}},
		{"www. of an alias matches it bare", "www.fr-alias.test", "/", 2, Address{"fr-alias.test", "/"}},
		{"the www. domain mapped itself wins over the bare one", "www.bonjour.test", "/", 4, Address{"www.bonjour.test", "/"}},
		{"the original address", "example.test", "/fr-site/sitemap_index.xml", 2, Address{"example.test", "/fr-site/"}},
		{"the main site is unmapped", "example.test", "/sitemap_index.xml", 1, Address{"example.test", "/"}},
		{"a stale mapping is passed over", "gone.test", "/", 0, Address{}},
		{"unknown host", "elsewhere.test", "/", 0, Address{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, at, ok := mapped.Route(c.host, c.path)
			var got int64
			if ok {
				got = s.ID
			}
			if got != c.want || (ok && at != c.at) {
				t.Errorf("Route(%q, %q) = site %d at %+v, want %d at %+v", c.host, c.path, got, at, c.want, c.at)
			}
			if s2, ok2 := mapped.SiteFor(c.host, c.path); ok2 != ok || s2 != s {
				t.Errorf("SiteFor(%q, %q) = %+v, %v; Route gave %+v, %v", c.host, c.path, s2, ok2, s, ok)
			}
		})
	}
}

// TestMovedTo: a site with a primary mapped domain is served there only;
// its original address and its aliases are sent to the same path on it
// (the plugin's redirect_to_mapped_domain); a site mapped only by an alias
// is served at its original address, and the alias sent there.
func TestMovedTo(t *testing.T) {
	for _, c := range []struct {
		host, path, want string // want "": served
	}{
		{"bonjour.test", "/sitemap_index.xml", ""},
		{"www.bonjour.test", "/sitemap_index.xml", ""}, // blog 4's own primary domain
		{"example.test", "/fr-site/sitemap_index.xml", "//bonjour.test/sitemap_index.xml"},
		{"example.test", "/fr-site/post-sitemap2.xml", "//bonjour.test/post-sitemap2.xml"},
		{"example.test", "/fr-site", "//bonjour.test/"},
		{"www.example.test", "/fr-site/main-sitemap.xsl", "//bonjour.test/main-sitemap.xsl"},
		{"fr-alias.test", "/category-sitemap.xml", "//bonjour.test/category-sitemap.xml"},
		{"news.test", "/sitemap_index.xml", "//example.test/news/sitemap_index.xml"},
		{"example.test", "/news/sitemap_index.xml", ""},
		{"example.test", "/shop/sitemap_index.xml", "//www.bonjour.test/sitemap_index.xml"},
		{"example.test", "/sitemap_index.xml", ""},
	} {
		s, at, ok := mapped.Route(c.host, c.path)
		if !ok {
			t.Fatalf("Route(%q, %q): no site", c.host, c.path)
		}
		got, moved := mapped.MovedTo(s, at, c.path)
		if got != c.want || moved != (c.want != "") {
			t.Errorf("%s%s: MovedTo = %q, %v; want %q", c.host, c.path, got, moved, c.want)
		}
	}
}

func TestPrimaryAndMappedURL(t *testing.T) {
	if d, ok := mapped.Primary(2); !ok || d != "bonjour.test" {
		t.Errorf("Primary(2) = %q, %v; want bonjour.test (the first primary row)", d, ok)
	}
	if d, ok := mapped.Primary(3); ok {
		t.Errorf("Primary(3) = %q: blog 3 has only an alias", d)
	}
	for _, c := range []struct{ option, domain, want string }{
		{"http://example.test/fr-site", "bonjour.test", "http://bonjour.test"},
		{"HTTPS://example.test/fr-site/", "bonjour.test", "https://bonjour.test"},
		{"example.test/fr-site", "bonjour.test", "http://bonjour.test"},
	} {
		if got := MappedURL(c.option, c.domain); got != c.want {
			t.Errorf("MappedURL(%q, %q) = %q, want %q", c.option, c.domain, got, c.want)
		}
	}
}
