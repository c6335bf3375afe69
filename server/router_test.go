package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestRouter: which site answers which host and path, the closed sites'
// 410, and sites made on their first request only.
func TestRouter(t *testing.T) {
	net := &wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/fr-site/", Public: true},
		{ID: 3, Domain: "example.test", Path: "/news/", Public: true, Archived: true},
		{ID: 4, Domain: "example.test", Path: "/gone/", Public: true, Deleted: true},
		{ID: 5, Domain: "example.test", Path: "/spam/", Public: true, Spam: true},
		{ID: 6, Domain: "example.test", Path: "/quiet/", Public: true},
	}}
	made := map[int64]int{}
	rt := server.NewRouter(net, func(s wp.NetworkSite) http.Handler {
		made[s.ID]++
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(w, "site %d %s", s.ID, r.URL.Path)
		})
	}, nil)
	for _, c := range []struct {
		host, path string
		status     int
		body       string
	}{
		{"example.test", "/sitemap_index.xml", 200, "site 1 /sitemap_index.xml"},
		{"example.test", "/fr-site/sitemap_index.xml", 200, "site 2 /fr-site/sitemap_index.xml"},
		{"example.test", "/fr-site/post-sitemap.xml", 200, "site 2 /fr-site/post-sitemap.xml"},
		{"example.test", "/fr-siteX/post-sitemap.xml", 200, "site 1 /fr-siteX/post-sitemap.xml"},
		{"example.test", "/no-such-site/sitemap_index.xml", 200, "site 1 /no-such-site/sitemap_index.xml"},
		{"www.example.test", "/fr-site/sitemap_index.xml", 200, "site 2 /fr-site/sitemap_index.xml"},
		{"example.test", "/news/sitemap_index.xml", 410, "This site has been archived or suspended."},
		{"example.test", "/spam/sitemap_index.xml", 410, "This site has been archived or suspended."},
		{"example.test", "/gone/", 410, "This site is no longer available."},
		{"elsewhere.test", "/sitemap_index.xml", 404, "no site of this network answers at this host"},
		{"127.0.0.1:8080", "/healthz", 200, "site 1 /healthz"},
	} {
		req := httptest.NewRequest(http.MethodGet, "http://"+c.host+c.path, nil)
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Result().Body)
		if rec.Code != c.status || !strings.Contains(string(body), c.body) {
			t.Errorf("%s%s: %d %q, want %d with %q", c.host, c.path, rec.Code, body, c.status, c.body)
		}
		if rec.Code == http.StatusGone && rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
			t.Errorf("%s%s: Content-Type %q, want text/html", c.host, c.path, rec.Header().Get("Content-Type"))
		}
	}
	// Each site asked for was made once; the closed ones and the one nobody
	// asked for were not made at all.
	if want := map[int64]int{1: 1, 2: 1}; fmt.Sprint(made) != fmt.Sprint(want) {
		t.Errorf("sites made = %v, want %v", made, want)
	}
	started := rt.Started()
	slices.Sort(started)
	if !slices.Equal(started, []int64{1, 2}) {
		t.Errorf("Started() = %v, want [1 2]", started)
	}
}
