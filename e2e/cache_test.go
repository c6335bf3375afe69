package e2e

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// cacheFronts are nginx caches in front of wpsitemap, each deploy/nginx/wpsitemap.conf with
// lines added to its @wpsitemap location: from the usual to the reckless.
var cacheFronts = []struct {
	name, lines string
	// bypass: browsers skip the cache (docs/browser-view.md's advice), so a person gets the view
	// even once crawlers filled it.
	bypass bool
}{
	// nginx's own cache key (scheme, backend, URI with the query string), and every answer
	// kept for 10 minutes, whatever its status, unless the answer says otherwise.
	{name: "full-uri", lines: `proxy_cache {zone};
    proxy_cache_valid any 10m;`},
	// A cache keyed on the path alone (the query string ignored) that ignores Vary too:
	// whatever was answered for a path is answered for it, to everyone.
	{name: "path-only", lines: `proxy_cache {zone};
    proxy_cache_key $scheme$host$uri;
    proxy_ignore_headers Vary;
    proxy_cache_valid any 10m;`},
	// docs/browser-view.md's advice: browsers (they send Sec-Fetch-Mode, crawlers do not) go past the
	// cache, crawlers are answered from it.
	{name: "browsers-bypass", bypass: true, lines: `proxy_cache {zone};
    proxy_cache_valid 200 10m;
    proxy_cache_bypass $http_sec_fetch_mode;`},
}

// checkBehindCache puts caching nginx servers in front of wpsitemap (st) and checks, for the
// index and a sitemap, that a person's browser visit followed by crawlers' gets the crawlers
// the XML, byte for byte wpsitemap's, first from wpsitemap and then from the cache; that
// neither the redirect to the view nor the view is ever answered from the cache; and that a
// browser coming after the crawlers gets the view or, from a cache that keeps answering every
// client alike, the crawlers' XML, never anything else.
func checkBehindCache(t *testing.T, st *stack) {
	shipped, err := os.ReadFile(filepath.Join(repoRoot, "deploy", "nginx", "wpsitemap.conf"))
	if err != nil {
		t.Fatal(err)
	}
	const anchor = "location @wpsitemap {\n"
	if !bytes.Contains(shipped, []byte(anchor)) {
		t.Fatalf("deploy/nginx/wpsitemap.conf has no %q", anchor)
	}
	dir := t.TempDir()
	var servers []extraServer
	fronts := map[string]string{}
	for _, c := range cacheFronts {
		zone := "wpsitemap_" + strings.ReplaceAll(c.name, "-", "_")
		lines := strings.ReplaceAll(c.lines, "{zone}", zone) + "\n    add_header X-Cache-Status $upstream_cache_status always;\n"
		snippet := filepath.Join(dir, c.name+".conf")
		if err := os.WriteFile(snippet, bytes.Replace(shipped, []byte(anchor), []byte(anchor+"    "+lines), 1), 0o644); err != nil {
			t.Fatal(err)
		}
		port := freePort(t)
		servers = append(servers, extraServer{Port: port, Backend: st.direct, Snippet: snippet, Cache: zone})
		fronts[c.name] = "http://127.0.0.1:" + strconv.Itoa(port)
	}
	startNginx(t, st, servers...)

	for _, c := range cacheFronts {
		front := fronts[c.name]
		t.Run(c.name, func(t *testing.T) {
			for _, path := range []string{"/sitemap_index.xml", "/post-sitemap.xml"} {
				direct := get(t, st.direct+path)
				view := st.home + path + "?view=html"

				// 1. A person first: the redirect, then the view; neither from the cache.
				b := get(t, front+path, chromeNavigation...)
				if b.StatusCode != http.StatusSeeOther || b.Header.Get("Location") != view || b.Header.Get("X-Cache-Status") == "HIT" {
					t.Fatalf("a browser first at %s: %v, Location %q, X-Cache-Status %q; want wpsitemap's 303 to %s",
						path, b, b.Header.Get("Location"), b.Header.Get("X-Cache-Status"), view)
				}
				v := get(t, front+path+"?view=html", chromeNavigation...)
				if v.StatusCode != http.StatusOK || !strings.HasPrefix(v.Header.Get("Content-Type"), "text/html") || v.Header.Get("X-Cache-Status") == "HIT" {
					t.Fatalf("the view of %s: %v, X-Cache-Status %q", path, v, v.Header.Get("X-Cache-Status"))
				}

				// 2. Crawlers after the person, twice over: the XML each time, the second
				// round from the cache.
				hits := 0
				for round := 1; round <= 2; round++ {
					for name, h := range crawlerRequests {
						r := get(t, front+path, h...)
						if r.StatusCode != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/xml") {
							t.Fatalf("round %d, %s after a browser at %s: %v (X-Cache-Status %q); want the XML",
								round, name, path, r, r.Header.Get("X-Cache-Status"))
						}
						if body := decoded(t, r); !bytes.Equal(body, direct.body) {
							t.Errorf("round %d, %s at %s: the XML differs from wpsitemap's own", round, name, path)
						}
						if r.Header.Get("X-Cache-Status") == "HIT" {
							hits++
						}
					}
				}
				if hits == 0 {
					t.Errorf("%s: no crawler was answered from the cache: the test tests nothing", path)
				}

				// 3. A person again, after the crawlers: the view (the browsers-bypass cache
				// sends them past), or the crawlers' XML from a cache that answers everyone
				// alike (people then get the XSLT page or the raw XML); never anything else.
				for _, p := range []string{path, path + "?view=html"} {
					r := get(t, front+p, chromeNavigation...)
					switch {
					case r.StatusCode == http.StatusSeeOther && r.Header.Get("Location") == view:
					case r.StatusCode == http.StatusOK && strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") && strings.HasSuffix(p, "?view=html"):
					case r.StatusCode == http.StatusOK && strings.HasPrefix(r.Header.Get("Content-Type"), "text/xml") && !c.bypass:
						if !bytes.Equal(decoded(t, r), direct.body) {
							t.Errorf("a browser at %s after the crawlers: XML that is not wpsitemap's", p)
						}
						t.Logf("%s: a browser at %s after the crawlers gets the crawlers' XML from the cache", c.name, p)
					default:
						t.Errorf("a browser at %s after the crawlers: %v, X-Cache-Status %q", p, r, r.Header.Get("X-Cache-Status"))
					}
				}

				// 4. And crawlers once more: the XML.
				for name, h := range crawlerRequests {
					if r := get(t, front+path, h...); r.StatusCode != http.StatusOK || !bytes.Equal(decoded(t, r), direct.body) {
						t.Errorf("%s at %s at the end: %v", name, path, r)
					}
				}
			}
		})
	}
}
