package main

import (
	"io"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeNetwork runs `wpsitemap serve` on the subdirectory network of
// testdata/multisite-subdir.sql and asks each site, as a crawler would,
// by Host and path. The URLs are written from yoast-behavior.md §14.
func TestServeNetwork(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	base := startServe(t, dbEnv("wpsitemap_multisite"))
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func(t *testing.T, host, path string) (int, http.Header, string) {
		t.Helper()
		status, header, body := netGetWith(t, client, base, host, path)
		return status, header, string(body)
	}
	for _, c := range []struct {
		name, host, path string
		status           int
		has, hasNot      []string
		location         string
	}{
		{name: "main index", host: "example.test", path: "/sitemap_index.xml", status: 200,
			has:    []string{"<loc>http://example.test/post-sitemap.xml</loc>", "<loc>http://example.test/page-sitemap.xml</loc>"},
			hasNot: []string{"fr-site", "/news/"}},
		{name: "main posts carry /blog/", host: "example.test", path: "/post-sitemap.xml", status: 200,
			has:    []string{"<loc>http://example.test/blog/2022/02/01/hello-world/</loc>", "<loc>http://example.test/blog/2022/02/05/paul-main/</loc>"},
			hasNot: []string{"bonjour", "old-news"}},
		{name: "main authors", host: "example.test", path: "/author-sitemap.xml", status: 200,
			has:    []string{"<loc>http://example.test/blog/author/admin/</loc>", "<loc>http://example.test/blog/author/paul/</loc>"},
			hasNot: []string{"marie"}},
		{name: "subsite index", host: "example.test", path: "/fr-site/sitemap_index.xml", status: 200,
			has: []string{"<loc>http://example.test/fr-site/post-sitemap.xml</loc>", "<loc>http://example.test/fr-site/page-sitemap.xml</loc>",
				"<loc>http://example.test/fr-site/category-sitemap.xml</loc>", "<loc>http://example.test/fr-site/author-sitemap.xml</loc>",
				// §14.9 and deviations.md 11: our stylesheet, under the site's URL, protocol-relative
				`href="//example.test/fr-site/main-sitemap.xsl"`},
			hasNot: []string{"<loc>http://example.test/post-sitemap.xml</loc>", "/blog/"}},
		{name: "subsite posts", host: "example.test", path: "/fr-site/post-sitemap.xml", status: 200,
			has:    []string{"<loc>http://example.test/fr-site/bonjour/</loc>", "<loc>http://example.test/fr-site/salut/</loc>"},
			hasNot: []string{"brouillon", "hello-world"}},
		{name: "subsite authors are its members with posts", host: "example.test", path: "/fr-site/author-sitemap.xml", status: 200,
			has:    []string{"<loc>http://example.test/fr-site/author/marie/</loc>"},
			hasNot: []string{"/author/paul/", "/author/admin/"}},
		{name: "subsite redirect stays on the site", host: "example.test", path: "/fr-site/sitemap.xml", status: 301,
			location: "http://example.test/fr-site/sitemap_index.xml"},
		{name: "subsite stylesheet", host: "example.test", path: "/fr-site/main-sitemap.xsl", status: 200, has: []string{"<xsl:stylesheet"}},
		{name: "archived site", host: "example.test", path: "/news/sitemap_index.xml", status: 410,
			has: []string{"This site has been archived or suspended."}},
		{name: "unknown path is the main site's 404", host: "example.test", path: "/nothing-here.xml", status: 404},
		{name: "health whatever the host", host: "127.0.0.1", path: "/healthz", status: 200},
	} {
		t.Run(c.name, func(t *testing.T) {
			status, h, body := get(t, c.host, c.path)
			if status != c.status {
				t.Fatalf("%s%s: status %d, want %d\n%s", c.host, c.path, status, c.status, body)
			}
			for _, s := range c.has {
				if !strings.Contains(body, s) {
					t.Errorf("%s%s lacks %s:\n%s", c.host, c.path, s, body)
				}
			}
			for _, s := range c.hasNot {
				if strings.Contains(body, s) {
					t.Errorf("%s%s holds %s:\n%s", c.host, c.path, s, body)
				}
			}
			if c.location != "" && h.Get("Location") != c.location {
				t.Errorf("%s%s: Location %q, want %q", c.host, c.path, h.Get("Location"), c.location)
			}
		})
	}
	// /metrics, whatever the host, carries each site's series under its
	// blog_id, and the process's once.
	if status, _, body := get(t, "127.0.0.1", "/metrics"); status != 200 ||
		!strings.Contains(body, `wpsitemap_requests_total{route="sitemap",site="2",status="200"}`) ||
		!strings.Contains(body, `wpsitemap_requests_total{route="sitemap",site="1",status="200"}`) ||
		strings.Count(body, "\ngo_goroutines ") != 1 {
		t.Errorf("/metrics: %d\n%s", status, body)
	}
	// SIGHUP (`systemctl reload`, the shipped unit's ExecReload) must not
	// end the process: uncaught, it ends this test binary.
	if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if status, _, body := get(t, "example.test", "/fr-site/sitemap_index.xml"); status != 200 {
		t.Errorf("after SIGHUP: status %d\n%s", status, body)
	}
}

// TestServeSubdomainNetwork: the same network as a subdomain network (blog
// 2 at fr.example.test), with blog 1 not public. Each host is its own site;
// a site with blog_public = 0 answers as such a single site does (410,
// deviations.md 1), the others are not affected.
func TestServeSubdomainNetwork(t *testing.T) {
	name := dbtest.TempDB(t, "multisite_subdomain")
	dbtest.Variant(t, "wpsitemap_multisite", name,
		"UPDATE wp_blogs SET domain = 'fr.example.test', path = '/' WHERE blog_id = 2",
		"UPDATE wp_2_options SET option_value = 'http://fr.example.test' WHERE option_name IN ('home', 'siteurl')",
		"UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'")
	base := startServe(t, dbEnv(name))
	get := func(host, path string) (int, string) {
		t.Helper()
		status, body := netGet(t, base, host, path)
		return status, string(body)
	}
	status, body := get("fr.example.test", "/post-sitemap.xml")
	if status != 200 || !strings.Contains(body, "<loc>http://fr.example.test/bonjour/</loc>") || strings.Contains(body, "hello-world") {
		t.Errorf("fr.example.test/post-sitemap.xml: %d\n%s", status, body)
	}
	status, body = get("fr.example.test", "/author-sitemap.xml")
	if status != 200 || !strings.Contains(body, "<loc>http://fr.example.test/author/marie/</loc>") {
		t.Errorf("fr.example.test/author-sitemap.xml: %d\n%s", status, body)
	}
	if status, body := get("example.test", "/sitemap_index.xml"); status != http.StatusGone {
		t.Errorf("example.test/sitemap_index.xml (blog_public 0): %d, want 410\n%s", status, body)
	}
}

// TestNetworkChangesWhileServing: sites created, renamed, archived and
// removed in {prefix}blogs while `wpsitemap serve` runs are served as they
// now are within seconds, without a restart (one watcher of the blogs
// table). The deadlines are generous: the machine is shared.
func TestNetworkChangesWhileServing(t *testing.T) {
	name := dbtest.TempDB(t, "multisite_changes")
	dbtest.Variant(t, "wpsitemap_multisite", name)
	base := startServe(t, dbEnv(name))
	ask := func(path string) (int, string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, base+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = "example.test"
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode, string(body)
	}
	// until asks path until it answers status with want in its body.
	until := func(what, path string, status int, want string) {
		t.Helper()
		var code int
		var body string
		for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
			if code, body = ask(path); code == status && strings.Contains(body, want) {
				return
			}
		}
		t.Fatalf("%s: %s answers %d, want %d with %q\n%s", what, path, code, status, want, body)
	}
	until("at the start", "/fr-site/post-sitemap.xml", 200, "<loc>http://example.test/fr-site/bonjour/</loc>")
	if code, _ := ask("/es-site/post-sitemap.xml"); code != http.StatusNotFound {
		t.Fatalf("/es-site/ before it exists: %d, want the main site's 404", code)
	}

	// A site created, with its tables (a copy of blog 2's).
	var stmts []string
	for _, tbl := range []string{"options", "posts", "postmeta", "terms", "term_taxonomy", "term_relationships", "termmeta"} {
		stmts = append(stmts, "CREATE TABLE wp_4_"+tbl+" LIKE wp_2_"+tbl, "INSERT INTO wp_4_"+tbl+" SELECT * FROM wp_2_"+tbl)
	}
	stmts = append(stmts,
		"UPDATE wp_4_options SET option_value = 'http://example.test/es-site' WHERE option_name IN ('home', 'siteurl')",
		"UPDATE wp_4_options SET option_name = 'wp_4_user_roles' WHERE option_name = 'wp_2_user_roles'",
		"INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wp_4_capabilities', 'a:1:{s:6:\"author\";b:1;}')",
		"INSERT INTO wp_blogs (blog_id, site_id, domain, path, registered, last_updated, public) VALUES (4, 1, 'example.test', '/es-site/', NOW(), NOW(), 1)")
	dbtest.Exec(t, name, stmts...)
	until("a site created", "/es-site/post-sitemap.xml", 200, "<loc>http://example.test/es-site/bonjour/</loc>")
	until("a site created", "/es-site/author-sitemap.xml", 200, "<loc>http://example.test/es-site/author/marie/</loc>")

	// A site renamed (network admin changes its path and its URLs).
	dbtest.Exec(t, name,
		"UPDATE wp_blogs SET path = '/francais/' WHERE blog_id = 2",
		"UPDATE wp_2_options SET option_value = 'http://example.test/francais' WHERE option_name IN ('home', 'siteurl')")
	until("a site renamed", "/francais/post-sitemap.xml", 200, "<loc>http://example.test/francais/bonjour/</loc>")
	until("a site renamed, its old path", "/fr-site/post-sitemap.xml", 404, "")

	// A site archived answers 410 at once; a site removed is no one's.
	dbtest.Exec(t, name, "UPDATE wp_blogs SET archived = 1 WHERE blog_id = 4")
	until("a site archived", "/es-site/post-sitemap.xml", 410, "archived or suspended")
	dbtest.Exec(t, name, "UPDATE wp_blogs SET archived = 0 WHERE blog_id = 4")
	until("a site unarchived", "/es-site/post-sitemap.xml", 200, "<loc>http://example.test/es-site/bonjour/</loc>")
	dbtest.Exec(t, name, "DELETE FROM wp_blogs WHERE blog_id = 4")
	until("a site removed", "/es-site/post-sitemap.xml", 404, "")
}

// TestNetworkYoastPerSite: on a network where Yoast is not activated
// network-wide, a site whose own active_plugins lists it has its sitemaps,
// and a site without it answers 404 on every sitemap path (the web server
// hands it to WordPress, which answers as it does without Yoast); turning
// Yoast on for that site while serving gives it its sitemaps.
func TestNetworkYoastPerSite(t *testing.T) {
	name := dbtest.TempDB(t, "multisite_yoast")
	dbtest.Variant(t, "wpsitemap_multisite", name,
		"UPDATE wp_sitemeta SET meta_value = 'a:1:{s:19:\"akismet/akismet.php\";i:1640995200;}' WHERE meta_key = 'active_sitewide_plugins'",
		"UPDATE wp_2_options SET option_value = 'a:1:{i:0;s:24:\"wordpress-seo/wp-seo.php\";}' WHERE option_name = 'active_plugins'")
	base := startServe(t, dbEnv(name))
	ask := func(path string) (int, string) {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			req, err := http.NewRequest(http.MethodGet, base+path, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Host = "example.test"
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusServiceUnavailable && time.Now().Before(deadline) {
				continue // the site's sitemaps are being prepared
			}
			return resp.StatusCode, string(body)
		}
	}
	if code, body := ask("/fr-site/post-sitemap.xml"); code != 200 || !strings.Contains(body, "<loc>http://example.test/fr-site/bonjour/</loc>") {
		t.Errorf("the site with Yoast in its active_plugins: %d\n%s", code, body)
	}
	for _, p := range []string{"/sitemap_index.xml", "/post-sitemap.xml", "/sitemap.xml", "/wp-sitemap.xml"} {
		if code, body := ask(p); code != http.StatusNotFound {
			t.Errorf("the main site, without Yoast, %s: %d, want 404\n%s", p, code, body)
		}
	}
	dbtest.Exec(t, name, "UPDATE wp_options SET option_value = 'a:1:{i:0;s:24:\"wordpress-seo/wp-seo.php\";}' WHERE option_name = 'active_plugins'")
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		code, body := ask("/post-sitemap.xml")
		if code == 200 && strings.Contains(body, "<loc>http://example.test/blog/2022/02/01/hello-world/</loc>") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Yoast activated on the main site: /post-sitemap.xml answers %d\n%s", code, body)
		}
	}
}
