package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestRouterDomainMapping: on a network with the legacy domain mapping
// plugin's mappings, a primary domain reaches its site at "/", the site's
// original address and its aliases are sent there (301, query kept), a
// closed site stays closed on its mapped domain, and a stale mapping
// reaches nothing.
func TestRouterDomainMapping(t *testing.T) {
	net := &wp.Network{
		Sites: []wp.NetworkSite{
			{ID: 1, Domain: "example.test", Path: "/", Public: true},
			{ID: 2, Domain: "example.test", Path: "/fr-site/", Public: true},
			{ID: 3, Domain: "example.test", Path: "/news/", Public: true, Archived: true},
		},
		Mappings: []wp.DomainMapping{
			{BlogID: 2, Domain: "fr-alias.test"},
			{BlogID: 2, Domain: "bonjour.test", Primary: true},
			{BlogID: 3, Domain: "news.test", Primary: true},
			{BlogID: 7, Domain: "gone.test", Primary: true},
		},
	}
	rt := server.NewRouter(net, func(_ *wp.Network, s wp.NetworkSite) (http.Handler, func()) {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(w, "site %d %s", s.ID, r.URL.Path)
		}), func() {}
	}, nil)
	for _, c := range []struct {
		host, target   string
		status         int
		body, location string
	}{
		{"bonjour.test", "/sitemap_index.xml", 200, "site 2 /sitemap_index.xml", ""},
		{"www.bonjour.test", "/post-sitemap.xml", 200, "site 2 /post-sitemap.xml", ""},
		{"example.test", "/fr-site/sitemap_index.xml", 301, "", "//bonjour.test/sitemap_index.xml"},
		{"example.test", "/fr-site/post-sitemap.xml?view=html", 301, "", "//bonjour.test/post-sitemap.xml?view=html"},
		{"fr-alias.test", "/page-sitemap.xml", 301, "", "//bonjour.test/page-sitemap.xml"},
		{"example.test", "/sitemap_index.xml", 200, "site 1 /sitemap_index.xml", ""},
		{"news.test", "/sitemap_index.xml", 410, "This site has been archived or suspended.", ""},
		{"example.test", "/news/sitemap_index.xml", 410, "This site has been archived or suspended.", ""},
		{"gone.test", "/sitemap_index.xml", 404, "no site of this network answers at this host", ""},
		{"bonjour.test", "/healthz", 200, "site 1 /healthz", ""},
	} {
		req := httptest.NewRequest(http.MethodGet, "http://"+c.host+c.target, nil)
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Result().Body)
		if rec.Code != c.status || !strings.Contains(string(body), c.body) {
			t.Errorf("%s%s: %d %q, want %d with %q", c.host, c.target, rec.Code, body, c.status, c.body)
		}
		if got := rec.Header().Get("Location"); got != c.location {
			t.Errorf("%s%s: Location %q, want %q", c.host, c.target, got, c.location)
		}
		if c.status == 301 && rec.Header().Get("X-Robots-Tag") != "noindex, follow" {
			t.Errorf("%s%s: X-Robots-Tag %q", c.host, c.target, rec.Header().Get("X-Robots-Tag"))
		}
	}
}
