package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

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
	rt := server.NewRouter(net, func(_ *wp.Network, s wp.NetworkSite) (http.Handler, func()) {
		made[s.ID]++
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(w, "site %d %s", s.ID, r.URL.Path)
		}), nil
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

// TestRouterSetNetwork: a network read again is served at once: a new site
// answers, a renamed one at its new path only, a site archived answers
// 410 and has its handler stopped, a site removed is stopped and its path
// goes to the main site; the sites that did not change keep their
// handler, and all are made again when the network-wide plugins change.
func TestRouterSetNetwork(t *testing.T) {
	net := &wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/fr-site/", Public: true},
		{ID: 3, Domain: "example.test", Path: "/news/", Public: true},
		{ID: 4, Domain: "example.test", Path: "/old/", Public: true},
	}, SitewideOption: "a:0:{}"}
	made, stopped := map[int64]int{}, map[int64]int{}
	rt := server.NewRouter(net, func(n *wp.Network, s wp.NetworkSite) (http.Handler, func()) {
		made[s.ID]++
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(w, "site %d at %s, plugins %s: %s", s.ID, s.Path, n.SitewideOption, r.URL.Path)
		}), func() { stopped[s.ID]++ }
	}, nil)
	ask := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://example.test"+path, nil))
		return rec.Code, rec.Body.String()
	}
	for _, p := range []string{"/sitemap_index.xml", "/fr-site/sitemap_index.xml", "/news/sitemap_index.xml", "/old/sitemap_index.xml"} {
		if code, body := ask(p); code != 200 {
			t.Fatalf("%s: %d %s", p, code, body)
		}
	}
	rt.SetNetwork(&wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/francais/", Public: true},             // renamed
		{ID: 3, Domain: "example.test", Path: "/news/", Public: true, Archived: true}, // archived
		{ID: 5, Domain: "example.test", Path: "/es-site/", Public: true},              // new; 4 is gone
	}, SitewideOption: "a:0:{}"})
	for _, c := range []struct {
		path   string
		status int
		body   string
	}{
		{"/es-site/sitemap_index.xml", 200, "site 5 at /es-site/"},
		{"/francais/sitemap_index.xml", 200, "site 2 at /francais/"},
		{"/fr-site/sitemap_index.xml", 200, "site 1 at /"},
		{"/news/sitemap_index.xml", 410, "archived or suspended"},
		{"/old/sitemap_index.xml", 200, "site 1 at /"},
	} {
		if code, body := ask(c.path); code != c.status || !strings.Contains(body, c.body) {
			t.Errorf("after the change, %s: %d %q; want %d with %q", c.path, code, body, c.status, c.body)
		}
	}
	if want := map[int64]int{2: 1, 3: 1, 4: 1}; fmt.Sprint(stopped) != fmt.Sprint(want) {
		t.Errorf("stopped %v, want %v (the renamed, the archived, the removed)", stopped, want)
	}
	if want := map[int64]int{1: 1, 2: 2, 3: 1, 4: 1, 5: 1}; fmt.Sprint(made) != fmt.Sprint(want) {
		t.Errorf("made %v, want %v (the main site kept, the renamed made again)", made, want)
	}
	// The network's plugins change: every site is served again, with them.
	n3 := *rt.Network()
	n3.SitewideOption = `a:1:{s:24:"wordpress-seo/wp-seo.php";i:1;}`
	rt.SetNetwork(&n3)
	if code, body := ask("/sitemap_index.xml"); code != 200 || !strings.Contains(body, "wordpress-seo") {
		t.Errorf("after the plugins changed: %d %q", code, body)
	}
	if stopped[1] != 1 || stopped[5] != 1 || made[1] != 2 {
		t.Errorf("after the plugins changed: made %v, stopped %v; want sites 1 and 5 stopped, 1 made again", made, stopped)
	}
	rt.Stop()
	if stopped[1] != 2 {
		t.Errorf("Stop left site 1 running: stopped %v", stopped)
	}
}

// TestRouterStopIdle: the sites nobody asked for within the idle period
// are stopped, those asked for since are kept, and a stopped site asked
// for again is made again.
func TestRouterStopIdle(t *testing.T) {
	net := &wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "example.test", Path: "/fr-site/", Public: true},
	}}
	made, stopped := map[int64]int{}, map[int64]int{}
	rt := server.NewRouter(net, func(_ *wp.Network, s wp.NetworkSite) (http.Handler, func()) {
		made[s.ID]++
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}), func() { stopped[s.ID]++ }
	}, nil)
	ask := func(path string) {
		rt.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "http://example.test"+path, nil))
	}
	ask("/sitemap_index.xml")
	ask("/fr-site/sitemap_index.xml")
	time.Sleep(2 * time.Millisecond) // (the wall clock must move)
	mid := time.Now()
	time.Sleep(2 * time.Millisecond)
	ask("/fr-site/post-sitemap.xml") // site 2 asked for again, after mid
	// An hour after mid, site 1 (last asked for before mid) is idle; site 2
	// (asked for after mid) is not.
	got := rt.StopIdle(time.Hour, mid.Add(time.Hour))
	if !slices.Equal(got, []int64{1}) || stopped[1] != 1 || stopped[2] != 0 {
		t.Fatalf("StopIdle = %v, stopped %v; want site 1 alone stopped", got, stopped)
	}
	ask("/sitemap_index.xml")
	if made[1] != 2 {
		t.Errorf("site 1 asked for again: made %d times, want 2", made[1])
	}
	if got := rt.StopIdle(time.Hour, time.Now()); len(got) != 0 {
		t.Errorf("StopIdle right after the requests = %v, want none", got)
	}
}

// TestRouterIndexNowKey: the network's one key file answers at the root of
// every host that reaches a site, without making the site; another .txt
// goes to the site, an unknown host is still a 404.
func TestRouterIndexNowKey(t *testing.T) {
	net := &wp.Network{Sites: []wp.NetworkSite{
		{ID: 1, Domain: "example.test", Path: "/", Public: true},
		{ID: 2, Domain: "fr.example.test", Path: "/", Public: true},
	}}
	made := 0
	rt := server.NewRouter(net, func(_ *wp.Network, s wp.NetworkSite) (http.Handler, func()) {
		made++
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, fmt.Sprintf("site %d", s.ID), http.StatusNotFound)
		}), nil
	}, nil)
	rt.ServeIndexNowKey("net-key-12345")
	for _, c := range []struct {
		host, path string
		status     int
		body       string
	}{
		{"example.test", "/net-key-12345.txt", 200, "net-key-12345"},
		{"fr.example.test", "/net-key-12345.txt", 200, "net-key-12345"},
		{"elsewhere.test", "/net-key-12345.txt", 404, "no site of this network answers at this host\n"},
		{"fr.example.test", "/other-key-123.txt", 404, "site 2\n"},
	} {
		rec := httptest.NewRecorder()
		rt.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://"+c.host+c.path, nil))
		if body := rec.Body.String(); rec.Code != c.status || body != c.body {
			t.Errorf("%s%s: %d %q, want %d %q", c.host, c.path, rec.Code, body, c.status, c.body)
		}
	}
	if made != 1 {
		t.Errorf("%d sites made, want 1 (the one asked for another file)", made)
	}
}
