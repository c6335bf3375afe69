package server

import (
	"compress/gzip"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// store is what the tests serve: a site the catalog reads and the server
// probes (*memwp.Site, or a MariaDB copy's *wpdb.DB).
type store interface {
	catalog.Store
	Database
}

// newTestServer serves site src (a database scripts/setup-db.sh loads),
// held in memory with the statements fixes run on it.
func newTestServer(t *testing.T, src string, perPage int, cacheBytes int64, fixes ...string) *httptest.Server {
	t.Helper()
	return newTestServerDB(t, sitetest.Memory(t, src, fixes...).Store().(store), perPage, cacheBytes)
}

func newTestServerDB(t *testing.T, db store, perPage int, cacheBytes int64) *httptest.Server {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: perPage, Logger: log, Images: catalog.NewImageSource(db, nil, true)}), refresh.Options{Logger: log})
	ts := httptest.NewServer(New(cat, db, log, Options{CacheBytes: cacheBytes}))
	t.Cleanup(ts.Close)
	return ts
}

func get(t *testing.T, ts *httptest.Server, method, path string, hdr map[string]string) (*http.Response, string) {
	t.Helper()
	resp, b := fetch(t, http.DefaultTransport, ts, method, path, hdr)
	return resp, string(b)
}

// fetch sends one request through tr, without following redirects.
func fetch(t *testing.T, tr http.RoundTripper, ts *httptest.Server, method, path string, hdr map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, ts.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	c := &http.Client{Transport: tr, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// TestBadPaths: malformed or unknown paths are short plain 404s with the
// robots header, never a panic or a stack trace.
func TestBadPaths(t *testing.T) {
	ts := newTestServer(t, "wpc_year_month", 5, DefaultCacheBytes)
	for _, p := range []string{
		"/post-sitemap01.xml", "/post-sitemap00.xml", "/post-sitemapx.xml", "/post-sitemap99.xml",
		"/foo-sitemap.xml", "/note-sitemap.xml", "/attachment-sitemap.xml", "/post_format-sitemap.xml",
		"/foo/post-sitemap.xml", "/%25zz-sitemap.xml", "/-sitemap.xml", "/sitemap_index.xm",
		"/" + strings.Repeat("a", 5000) + "-sitemap.xml", "/post-sitemap99999999999999999999999.xml",
		"/../../etc/passwd", "/wp-sitemap-foo-1.xml",
	} {
		resp, body := get(t, ts, http.MethodGet, p, nil)
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("%.60s: status %d, want 404", p, resp.StatusCode)
		}
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") || len(body) > 1024 {
			t.Errorf("%.60s: %s body of %d bytes, want short text/plain", p, ct, len(body))
		}
		if resp.Header.Get("X-Robots-Tag") != "noindex, follow" {
			t.Errorf("%.60s: no X-Robots-Tag", p)
		}
	}
	// A malformed escape, sent raw (Go's client refuses to build it).
	conn, err := net.Dial("tcp", strings.TrimPrefix(ts.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(conn, "GET /%%zz-sitemap.xml HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	raw, _ := io.ReadAll(conn)
	conn.Close()
	if !strings.HasPrefix(string(raw), "HTTP/1.1 4") || strings.Contains(string(raw), "goroutine") {
		t.Errorf("malformed escape: %.120q, want a 4xx", raw)
	}
	resp, _ := get(t, ts, http.MethodPost, "/sitemap_index.xml", nil)
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", resp.StatusCode)
	}
}

func TestConditionalHeadAndGzip(t *testing.T) {
	for _, cache := range []int64{0, DefaultCacheBytes} {
		t.Run(fmt.Sprintf("cache=%d", cache), func(t *testing.T) {
			ts := newTestServer(t, "wpc_year_month", 5, cache)
			// Twice: the second answer comes from the cache when it is on.
			for i := 0; i < 2; i++ {
				conditionalHeadAndGzip(t, ts)
			}
		})
	}
}

func conditionalHeadAndGzip(t *testing.T, ts *httptest.Server) {
	resp, body := get(t, ts, http.MethodGet, "/post-sitemap2.xml", nil)
	if resp.StatusCode != 200 || !strings.Contains(body, "<urlset") {
		t.Fatalf("status %d body %.80q", resp.StatusCode, body)
	}
	etag, lm := resp.Header.Get("ETag"), resp.Header.Get("Last-Modified")
	if etag == "" || lm == "" {
		t.Fatalf("ETag %q Last-Modified %q", etag, lm)
	}
	if r, b := get(t, ts, http.MethodGet, "/post-sitemap2.xml", map[string]string{"If-None-Match": etag}); r.StatusCode != 304 || b != "" {
		t.Errorf("If-None-Match: %d %q, want empty 304", r.StatusCode, b)
	}
	if r, _ := get(t, ts, http.MethodGet, "/post-sitemap2.xml", map[string]string{"If-None-Match": `"other"`}); r.StatusCode != 200 {
		t.Errorf("other ETag: %d, want 200", r.StatusCode)
	}
	if r, _ := get(t, ts, http.MethodGet, "/post-sitemap2.xml", map[string]string{"If-Modified-Since": lm}); r.StatusCode != 304 {
		t.Errorf("If-Modified-Since: %d, want 304", r.StatusCode)
	}
	// Go's client asks for gzip on GET but not on HEAD: HEAD carries the
	// identity form's ETag.
	if r, b := get(t, ts, http.MethodHead, "/post-sitemap2.xml", nil); r.StatusCode != 200 || b != "" || r.Header.Get("ETag") != strings.Replace(etag, `-gzip"`, `"`, 1) {
		t.Errorf("HEAD: %d, body %d bytes, ETag %q", r.StatusCode, len(b), r.Header.Get("ETag"))
	}
	req, _ := http.NewRequest(http.MethodGet, ts.URL+"/post-sitemap2.xml", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	r, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	if r.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding %q", r.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	unz, _ := io.ReadAll(zr)
	if string(unz) != body {
		t.Error("gzip body differs from the identity body")
	}
}

func TestRedirects(t *testing.T) {
	ts := newTestServer(t, "wpc_year_month", 5, 0)
	for path, want := range map[string]string{
		"/sitemap.xml":                 "http://127.0.0.1:8081/sitemap_index.xml",
		"/post-sitemap1.xml":           "http://127.0.0.1:8081/post-sitemap.xml",
		"/post-sitemap0.xml":           "http://127.0.0.1:8081/post-sitemap.xml",
		"/wp-sitemap.xml":              "http://127.0.0.1:8081/sitemap_index.xml",
		"/wp-sitemap-posts-post-1.xml": "http://127.0.0.1:8081/post-sitemap.xml",
		"/wp-sitemap-posts-post-3.xml": "http://127.0.0.1:8081/post-sitemap2.xml",
		"/wp-sitemap-users-2.xml":      "http://127.0.0.1:8081/author-sitemap1.xml",
	} {
		resp, _ := get(t, ts, http.MethodGet, path, map[string]string{"X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https"})
		if resp.StatusCode != 301 || resp.Header.Get("Location") != want {
			t.Errorf("%s: %d Location %q, want 301 %q", path, resp.StatusCode, resp.Header.Get("Location"), want)
		}
	}
}

// TestFailedRender: a render that fails, even after writing most of the
// document, never yields a 200 cut short: the page's last good copy is sent
// (rendered for an older data version, with its own validators), else a 503
// with Retry-After. Nothing is cached from the failure.
func TestFailedRender(t *testing.T) {
	s := New(nil, nil, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{CacheBytes: DefaultCacheBytes})
	failing := func(out io.Writer) error {
		io.WriteString(out, `<?xml version="1.0"?><urlset>`+strings.Repeat("<url/>", 1000))
		return fmt.Errorf("catalog: %w", wp.ErrUnavailable)
	}
	serve := func(snap *catalog.Snapshot, key string, body func(io.Writer) error, hdr ...string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, "/post-sitemap.xml", nil)
		for i := 0; i+1 < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		if err := s.serveDoc(rec, req, snap, doc{key: key, version: snap.Version + "/" + key, route: "sitemap", body: body}); err != nil {
			s.writeError(rec, req, err)
		}
		return rec
	}
	v1 := &catalog.Snapshot{Version: "v1", Built: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	v2 := &catalog.Snapshot{Version: "v2", Built: time.Date(2026, 2, 3, 4, 5, 6, 0, time.UTC)}

	if rec := serve(v1, "post/1", failing); rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" {
		t.Errorf("failed render without a last good copy: %d, Retry-After %q; want 503 with Retry-After", rec.Code, rec.Header().Get("Retry-After"))
	}
	good := serve(v1, "post/1", func(out io.Writer) error {
		_, err := io.WriteString(out, "<urlset><url><loc>http://example.com/a/</loc></url></urlset>\n")
		return err
	})
	if good.Code != 200 {
		t.Fatalf("good render: %d", good.Code)
	}
	stale := serve(v2, "post/1", failing)
	if stale.Code != 200 || stale.Body.String() != good.Body.String() {
		t.Errorf("failed render under a new version: %d %q; want 200 with the last good copy %q", stale.Code, stale.Body.String(), good.Body.String())
	}
	for _, h := range []string{"ETag", "Last-Modified"} {
		if stale.Header().Get(h) != good.Header().Get(h) || good.Header().Get(h) == "" {
			t.Errorf("%s of the last good copy: %q, want %q as when it was rendered", h, stale.Header().Get(h), good.Header().Get(h))
		}
	}
	if rec := serve(v2, "post/1", failing, "If-None-Match", good.Header().Get("ETag")); rec.Code != http.StatusNotModified {
		t.Errorf("If-None-Match of the last good copy: %d, want 304", rec.Code)
	}
	if rec := serve(v2, "post/2", failing); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("another page: %d, want 503 (no copy of its own)", rec.Code)
	}
}

func TestMetricsAndHealth(t *testing.T) {
	ts := newTestServer(t, "wpc_year_month", 5, DefaultCacheBytes)
	get(t, ts, http.MethodGet, "/post-sitemap.xml", nil)
	get(t, ts, http.MethodGet, "/post-sitemap.xml", nil)
	get(t, ts, http.MethodGet, "/nope.xml", nil)
	resp, body := get(t, ts, http.MethodGet, "/metrics", nil)
	if resp.StatusCode != 200 {
		t.Fatalf("/metrics: %d", resp.StatusCode)
	}
	for _, want := range []string{
		`wpsitemap_requests_total{route="sitemap",status="200"} 2`,
		`wpsitemap_requests_total{route="other",status="404"} 1`,
		`wpsitemap_cache_hits_total 1`,
		`wpsitemap_cache_misses_total 1`,
		`wpsitemap_render_seconds_count{route="sitemap"} 1`,
		`wpsitemap_rows_read_total`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	for _, p := range []string{"/healthz", "/readyz"} {
		if r, _ := get(t, ts, http.MethodGet, p, nil); r.StatusCode != 200 {
			t.Errorf("%s: %d", p, r.StatusCode)
		}
	}
}

// TestSubdirectoryHome: a site whose home is http://host/blog is served
// under /blog, and every URL carries the path.
func TestSubdirectoryHome(t *testing.T) {
	ts := newTestServer(t, "wpc_subdir", 5, DefaultCacheBytes)
	resp, body := get(t, ts, http.MethodGet, "/blog/sitemap_index.xml", nil)
	if resp.StatusCode != 200 || !strings.Contains(body, "<loc>http://127.0.0.1:8081/blog/post-sitemap.xml</loc>") {
		t.Fatalf("/blog/sitemap_index.xml: %d %.300s", resp.StatusCode, body)
	}
	if !strings.Contains(body, `href="//127.0.0.1:8081/blog/main-sitemap.xsl"`) {
		t.Errorf("stylesheet href not under /blog: %.200s", body)
	}
	resp, body = get(t, ts, http.MethodGet, "/blog/post-sitemap2.xml", nil)
	if resp.StatusCode != 200 || !strings.Contains(body, "<loc>http://127.0.0.1:8081/blog/2022/") {
		t.Errorf("/blog/post-sitemap2.xml: %d %.300s", resp.StatusCode, body)
	}
	for path, want := range map[string]int{
		"/sitemap_index.xml":      404,
		"/blogpost-sitemap.xml":   404,
		"/blog/main-sitemap.xsl":  200,
		"/blog/post-sitemap1.xml": 301,
	} {
		if r, _ := get(t, ts, http.MethodGet, path, nil); r.StatusCode != want {
			t.Errorf("%s: %d, want %d", path, r.StatusCode, want)
		}
	}
	if r, _ := get(t, ts, http.MethodGet, "/blog/sitemap.xml", nil); r.Header.Get("Location") != "http://127.0.0.1:8081/blog/sitemap_index.xml" {
		t.Errorf("/blog/sitemap.xml Location %q", r.Header.Get("Location"))
	}
}

// TestHiddenSite: with "Discourage search engines" on, the index and every
// sitemap path answer 410 with a short plain body and the robots header
// (deviations 1), so that a web server never hands them to WordPress;
// /sitemap.xml still redirects and the stylesheet is still served.
func TestHiddenSite(t *testing.T) {
	ts := newTestServer(t, "wpc_not_public", 5, DefaultCacheBytes)
	for _, p := range []string{
		"/sitemap_index.xml", "/post-sitemap.xml", "/post-sitemap2.xml", "/page-sitemap.xml",
		"/category-sitemap.xml", "/author-sitemap.xml", "/post-sitemap1.xml", "/post-sitemap0.xml",
		"/foo-sitemap.xml", "/post-sitemap01.xml", "/multipart-sitemap.xml",
	} {
		for _, method := range []string{http.MethodGet, http.MethodHead} {
			resp, body := get(t, ts, method, p, map[string]string{"Accept-Encoding": "gzip"})
			if resp.StatusCode != http.StatusGone {
				t.Errorf("%s %s: status %d, want 410", method, p, resp.StatusCode)
			}
			if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") || len(body) > 1024 {
				t.Errorf("%s %s: %s body of %d bytes, want short text/plain", method, p, ct, len(body))
			}
			if method == http.MethodGet && !strings.Contains(body, "blog_public") {
				t.Errorf("%s %s: body %q does not say why", method, p, body)
			}
			if resp.Header.Get("X-Robots-Tag") != "noindex, follow" {
				t.Errorf("%s %s: no X-Robots-Tag", method, p)
			}
		}
	}
	if resp, _ := get(t, ts, http.MethodGet, "/sitemap.xml", nil); resp.StatusCode != http.StatusMovedPermanently {
		t.Errorf("/sitemap.xml: status %d, want 301", resp.StatusCode)
	}
	if resp, _ := get(t, ts, http.MethodGet, "/main-sitemap.xsl", nil); resp.StatusCode != http.StatusOK {
		t.Errorf("/main-sitemap.xsl: status %d, want 200", resp.StatusCode)
	}
}

// TestEmptySitemapsAreNotFound: a valid type without entries answers 404 on
// page 1 and is left out of the index (deviations 7: an empty <urlset>
// fails the schema); a site with nothing to list answers 404 for the index.
func TestEmptySitemapsAreNotFound(t *testing.T) {
	ts := newTestServer(t, "wpc_year_month", 5, DefaultCacheBytes,
		"UPDATE wp_posts SET post_status = 'draft' WHERE post_type = 'book'")
	resp, body := get(t, ts, http.MethodGet, "/sitemap_index.xml", nil)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, "/post-sitemap.xml") {
		t.Fatalf("index: status %d, body %.200q", resp.StatusCode, body)
	}
	if strings.Contains(body, "book-sitemap") {
		t.Errorf("the index lists the book sitemap, which has no entries")
	}
	for _, p := range []string{"/book-sitemap.xml", "/book-sitemap2.xml"} {
		if resp, _ := get(t, ts, http.MethodGet, p, nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, resp.StatusCode)
		}
	}

	ts = newTestServer(t, "wpc_year_month", 5, DefaultCacheBytes,
		"UPDATE wp_posts SET post_status = 'draft'", "UPDATE wp_term_taxonomy SET count = 0")
	for _, p := range []string{"/sitemap_index.xml", "/post-sitemap.xml", "/page-sitemap.xml", "/category-sitemap.xml", "/author-sitemap.xml"} {
		if resp, body := get(t, ts, http.MethodGet, p, nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404 (%.200q)", p, resp.StatusCode, body)
		}
	}
}

// TestConcurrentRequestsShareARender: requests for the same page that
// arrive while it renders wait for that render instead of starting their
// own (with the page cache off, so that only sharing can explain it), and
// all get the whole page.
func TestConcurrentRequestsShareARender(t *testing.T) {
	s := New(nil, nil, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{})
	snap := &catalog.Snapshot{Version: "v1", Built: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	var renders atomic.Int32
	started := make(chan struct{})
	release := make(chan struct{})
	body := func(out io.Writer) error {
		if renders.Add(1) == 1 {
			close(started)
		}
		<-release
		_, err := io.WriteString(out, "<urlset><url><loc>http://example.com/a/</loc></url></urlset>\n")
		return err
	}
	const n = 8
	codes := make(chan string, n)
	serve := func() {
		rec := httptest.NewRecorder()
		if err := s.serveDoc(rec, httptest.NewRequest(http.MethodGet, "/post-sitemap.xml", nil), snap, doc{key: "post/1", version: snap.Version + "/post/1", route: "sitemap", body: body}); err != nil {
			s.writeError(rec, httptest.NewRequest(http.MethodGet, "/post-sitemap.xml", nil), err)
		}
		codes <- fmt.Sprint(rec.Code, " ", rec.Body.String())
	}
	go serve()
	<-started
	for i := 1; i < n; i++ {
		go serve()
	}
	time.Sleep(100 * time.Millisecond) // the others are waiting now
	close(release)
	for i := 0; i < n; i++ {
		if got := <-codes; got != "200 <urlset><url><loc>http://example.com/a/</loc></url></urlset>\n" {
			t.Errorf("answer %d: %q", i, got)
		}
	}
	if got := renders.Load(); got != 1 {
		t.Errorf("%d renders for %d concurrent requests of one page, want 1", got, n)
	}
}

// TestSitemapXMLRedirectByYoastVersion: the /sitemap.xml redirect carries
// the Expires and Cache-Control that Yoast 21.1's carried (read from the
// capture in testdata/conformance) while 21.1 is installed, and neither
// once the installed Yoast is 28 or later.
func TestSitemapXMLRedirectByYoastVersion(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(dbtest.Root(), "testdata", "conformance", "year-month", "sitemap.xml.headers"))
	if err != nil {
		t.Fatal(err)
	}
	captured := map[string]string{}
	for _, line := range strings.Split(string(raw), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok {
			captured[http.CanonicalHeaderKey(strings.TrimSpace(k))] = strings.TrimSpace(v)
		}
	}
	if captured["X-Redirect-By"] != "Yoast SEO" || captured["Expires"] == "" || captured["Cache-Control"] == "" {
		t.Fatalf("capture: %v, want Yoast's redirect with Expires and Cache-Control", captured)
	}
	for _, tt := range []struct {
		version string
		noCache bool
	}{{"21.1", true}, {"28.3", false}} {
		t.Run(tt.version, func(t *testing.T) {
			site := sitetest.Memory(t, "wpc_year_month")
			wpseo, _ := site.Mem.Option("wpseo")
			if err := site.Mem.SetOption("wpseo", strings.Replace(wpseo, `s:7:"version";s:4:"21.1"`, `s:7:"version";s:4:"`+tt.version+`"`, 1)); err != nil {
				t.Fatal(err)
			}
			ts := newTestServerDB(t, site.Store().(store), 5, DefaultCacheBytes)
			resp, _ := get(t, ts, http.MethodGet, "/sitemap.xml", nil)
			if resp.StatusCode != http.StatusMovedPermanently {
				t.Fatalf("status %d, want 301", resp.StatusCode)
			}
			for _, k := range []string{"Expires", "Cache-Control"} {
				want := ""
				if tt.noCache {
					want = captured[k]
				}
				if got := resp.Header.Get(k); got != want {
					t.Errorf("%s: %q, want %q", k, got, want)
				}
			}
			// The other redirects never carried them.
			resp, _ = get(t, ts, http.MethodGet, "/post-sitemap1.xml", nil)
			if resp.StatusCode != http.StatusMovedPermanently || resp.Header.Get("Expires") != "" {
				t.Errorf("/post-sitemap1.xml: %d, Expires %q; want a 301 without it", resp.StatusCode, resp.Header.Get("Expires"))
			}
		})
	}
}
