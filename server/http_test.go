package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// rawGet sends one request without Go's transparent gzip, so that the
// headers and body are what the server sent.
func rawGet(t *testing.T, ts *httptest.Server, method, path string, hdr map[string]string) (*http.Response, []byte) {
	t.Helper()
	tr := &http.Transport{DisableCompression: true}
	defer tr.CloseIdleConnections()
	return fetch(t, tr, ts, method, path, hdr)
}

// steadyServer serves wpc_year_month, held in memory, from one snapshot
// for the whole test (the data version is checked once an hour), so that
// the ETags compared come from one snapshot. log nil: none.
func steadyServer(t *testing.T, perPage int, cacheBytes int64, log *slog.Logger) *httptest.Server {
	t.Helper()
	db := sitetest.Memory(t, "wpc_year_month").Store().(store)
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: perPage, Logger: log, Images: catalog.NewImageSource(db, nil, true)}), refresh.Options{CheckEvery: time.Hour, Logger: log})
	ts := httptest.NewServer(New(cat, db, log, Options{CacheBytes: cacheBytes}))
	t.Cleanup(ts.Close)
	return ts
}

// TestVaryAndETagPerEncoding: every answer has one Vary header, and the
// gzip and identity forms of a document have different strong ETags, each
// matched by If-None-Match on its own form only: uncached and cached,
// GET and HEAD.
func TestVaryAndETagPerEncoding(t *testing.T) {
	const path = "/post-sitemap2.xml"
	for _, cache := range []int64{0, DefaultCacheBytes} {
		t.Run(fmt.Sprintf("cache=%d", cache), func(t *testing.T) {
			ts := steadyServer(t, 5, cache, nil)
			plain, _ := rawGet(t, ts, http.MethodGet, path, nil)
			tag := plain.Header.Get("ETag")
			if !strings.HasPrefix(tag, `"`) || !strings.HasSuffix(tag, `"`) || strings.Contains(tag, "gzip") {
				t.Fatalf("identity ETag %q: want a strong ETag without -gzip", tag)
			}
			gzTag := strings.TrimSuffix(tag, `"`) + `-gzip"`
			gz := map[string]string{"Accept-Encoding": "gzip"}
			// Twice: the second round is served from the cache when it is on.
			for round := 0; round < 2; round++ {
				for _, tc := range []struct {
					method string
					hdr    map[string]string
					etag   string
					ce     string
				}{
					{http.MethodGet, nil, tag, ""},
					{http.MethodGet, gz, gzTag, "gzip"},
					{http.MethodGet, map[string]string{"Accept-Encoding": "gzip;q=0"}, tag, ""},
					{http.MethodGet, map[string]string{"Accept-Encoding": "deflate, GZIP;q=0.5"}, gzTag, "gzip"},
					{http.MethodGet, map[string]string{"Accept-Encoding": "zstd, gzip"}, gzTag, "gzip"},
					{http.MethodHead, nil, tag, ""},
					{http.MethodHead, gz, tag, ""}, // HEAD is never compressed
				} {
					name := fmt.Sprintf("round %d %s %v", round, tc.method, tc.hdr)
					resp, body := rawGet(t, ts, tc.method, path, tc.hdr)
					if resp.StatusCode != 200 {
						t.Fatalf("%s: %d", name, resp.StatusCode)
					}
					if v := resp.Header.Values("Vary"); len(v) != 1 || v[0] != "Accept-Encoding" {
						t.Errorf("%s: Vary %q, want one Accept-Encoding", name, v)
					}
					if got := resp.Header.Get("ETag"); got != tc.etag {
						t.Errorf("%s: ETag %s, want %s", name, got, tc.etag)
					}
					if got := resp.Header.Get("Content-Encoding"); got != tc.ce {
						t.Errorf("%s: Content-Encoding %q, want %q", name, got, tc.ce)
					}
					if tc.ce == "gzip" && !bytes.HasPrefix(body, []byte{0x1f, 0x8b}) {
						t.Errorf("%s: body is not gzip", name)
					}
					// If-None-Match matches the form asked for, and only it.
					for _, inm := range []string{tag, gzTag, "W/" + tc.etag, `"other", ` + tc.etag} {
						h := map[string]string{"If-None-Match": inm}
						for k, v := range tc.hdr {
							h[k] = v
						}
						r, _ := rawGet(t, ts, tc.method, path, h)
						want := 200
						if strings.Contains(inm, tc.etag) {
							want = 304
						}
						if r.StatusCode != want {
							t.Errorf("%s If-None-Match %s: %d, want %d", name, inm, r.StatusCode, want)
						}
						if r.StatusCode == 304 && r.Header.Get("ETag") != tc.etag {
							t.Errorf("%s If-None-Match %s: 304 with ETag %s, want %s", name, inm, r.Header.Get("ETag"), tc.etag)
						}
						if v := r.Header.Values("Vary"); len(v) != 1 {
							t.Errorf("%s If-None-Match %s: Vary %q", name, inm, v)
						}
					}
				}
			}
			// Other answers, too: one Vary, and wpsitemap's mark.
			for _, p := range []string{"/sitemap_index.xml", "/nope-sitemap.xml", "/sitemap.xml", "/healthz", "/main-sitemap.xsl"} {
				for _, h := range []map[string]string{nil, gz} {
					r, _ := rawGet(t, ts, http.MethodGet, p, h)
					if v := r.Header.Values("Vary"); len(v) > 1 {
						t.Errorf("%s %v: Vary %q", p, h, v)
					}
					if g := r.Header.Get(GeneratorHeader); g != Generator {
						t.Errorf("%s %v: %s %q, want %q", p, h, GeneratorHeader, g, Generator)
					}
				}
			}
		})
	}
}

// hangUp is a client that hangs up as the first bytes go out: the write
// fails and the request's context is cancelled, as net/http does when
// the connection closes.
type hangUp struct {
	header http.Header
	status int
	cancel context.CancelFunc
}

func (w *hangUp) Header() http.Header { return w.header }
func (w *hangUp) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
}

func (w *hangUp) Write(p []byte) (int, error) {
	w.cancel()
	return 0, fmt.Errorf("write tcp 127.0.0.1:8080->127.0.0.1:54321: %w", syscall.EPIPE)
}

func (w *hangUp) Flush() {}

// TestClientGoneMidDownload: a client that hangs up mid-download is logged
// at info, is not counted as a database error, and leaves nothing
// truncated in the cache; the JSON log lines repeat no key.
func TestClientGoneMidDownload(t *testing.T) {
	for _, cache := range []int64{0, DefaultCacheBytes} {
		t.Run(fmt.Sprintf("cache=%d", cache), func(t *testing.T) {
			var logs bytes.Buffer
			log := slog.New(slog.NewJSONHandler(&logs, nil))
			ts := steadyServer(t, 1000, cache, log)
			s := ts.Config.Handler

			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			req := httptest.NewRequest(http.MethodGet, "/post-sitemap.xml", nil).WithContext(ctx)
			w := &hangUp{header: http.Header{}, cancel: cancel}
			func() {
				defer func() {
					if v := recover(); v != nil {
						t.Errorf("ServeHTTP panicked with %v: the connection of a client that left was aborted as a failure", v)
					}
				}()
				s.ServeHTTP(w, req)
			}()

			_, metrics := get(t, ts, http.MethodGet, "/metrics", nil)
			for _, want := range []string{"wpsitemap_database_errors_total 0", "wpsitemap_aborted_streams_total 0"} {
				if !strings.Contains(metrics, want+"\n") {
					t.Errorf("/metrics lacks %q", want)
				}
			}
			// The next client gets the whole document, not a cached stub.
			resp, body := get(t, ts, http.MethodGet, "/post-sitemap.xml", nil)
			if resp.StatusCode != 200 || !strings.Contains(body, "</urlset>") || strings.Count(body, "<url>") != 36 {
				t.Errorf("after the hang-up: %d, %d <url>, body ends %q", resp.StatusCode, strings.Count(body, "<url>"), body[max(0, len(body)-40):])
			}

			if p := logtest.CheckLines(logs.String()); len(p) > 0 {
				t.Errorf("log lines with repeated keys: %q", p)
			}
			var gone int
			for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
				var l struct{ Level, Msg string }
				if err := json.Unmarshal([]byte(line), &l); err != nil {
					t.Fatal(err)
				}
				if l.Level != "INFO" {
					t.Errorf("logged at %s: %s", l.Level, line)
				}
				if l.Msg == "client went away mid-download" {
					gone++
				}
			}
			if gone != 1 {
				t.Errorf("%d lines say the client went away, want 1:\n%s", gone, logs.String())
			}
		})
	}
}

// TestReadyzSaysWhy: a table renamed while the service runs makes /readyz
// a 503 whose body names it (wpdb's probe of a misconfigured database, on
// MariaDB); /readyz is 200 again once it is back. TestReadyzSaysWhyMemwp
// is the server's side of it without MariaDB.
func TestReadyzSaysWhy(t *testing.T) {
	name := dbtest.TempDB(t, "ops_server_readyz")
	db := dbtest.Variant(t, "wpc_year_month", name)
	ts := newTestServerDB(t, db, 5, DefaultCacheBytes)
	if r, body := get(t, ts, http.MethodGet, "/readyz", nil); r.StatusCode != 200 {
		t.Fatalf("/readyz: %d %q", r.StatusCode, body)
	}
	dbtest.Exec(t, name, "RENAME TABLE wp_options TO wp_options_gone")
	r, body := get(t, ts, http.MethodGet, "/readyz", nil)
	want := `not ready: table wp_options not found in database "` + name + `" (the other tables with prefix "wp_" are there)`
	if r.StatusCode != http.StatusServiceUnavailable || strings.TrimSpace(body) != want || r.Header.Get("Retry-After") == "" {
		t.Errorf("/readyz without wp_options: %d %q, want 503 %q with Retry-After", r.StatusCode, body, want)
	}
	dbtest.Exec(t, name, "RENAME TABLE wp_options_gone TO wp_options")
	if r, body := get(t, ts, http.MethodGet, "/readyz", nil); r.StatusCode != 200 {
		t.Errorf("/readyz once wp_options is back: %d %q", r.StatusCode, body)
	}
}

// TestReadyzSaysWhyMemwp: while the site held in memory is down, /readyz
// is a 503 with Retry-After whose body is the probe's error; 200 again
// once it is back.
func TestReadyzSaysWhyMemwp(t *testing.T) {
	site := sitetest.Memory(t, "wpc_year_month").Mem
	ts := newTestServerDB(t, site, 5, DefaultCacheBytes)
	if r, body := get(t, ts, http.MethodGet, "/readyz", nil); r.StatusCode != 200 {
		t.Fatalf("/readyz: %d %q", r.StatusCode, body)
	}
	const why = `table wp_options not found in database "wordpress"`
	site.SetDown(errors.New(why))
	r, body := get(t, ts, http.MethodGet, "/readyz", nil)
	want := "not ready: " + site.Probe(context.Background()).Error()
	if r.StatusCode != http.StatusServiceUnavailable || strings.TrimSpace(body) != want || !strings.HasSuffix(want, why) || r.Header.Get("Retry-After") == "" {
		t.Errorf("/readyz while down: %d %q, want 503 %q with Retry-After", r.StatusCode, body, want)
	}
	site.SetDown(nil)
	if r, body := get(t, ts, http.MethodGet, "/readyz", nil); r.StatusCode != 200 {
		t.Errorf("/readyz once back: %d %q", r.StatusCode, body)
	}
}

// TestReplicasShareETags: two servers over the same data, each with its own
// catalog (page revisions of their own, as two processes have), answer
// every document with the same bytes and the same ETag, and each answers
// 304 to the other's ETag: a crawler behind a load balancer revalidates
// whichever replica it reaches.
func TestReplicasShareETags(t *testing.T) {
	a, b := steadyServer(t, 5, DefaultCacheBytes, nil), steadyServer(t, 5, DefaultCacheBytes, nil)
	for _, path := range []string{"/sitemap_index.xml", "/post-sitemap.xml", "/post-sitemap3.xml", "/page-sitemap2.xml", "/category-sitemap.xml", "/author-sitemap.xml"} {
		for _, enc := range []string{"", "gzip"} {
			hdr := map[string]string{}
			if enc != "" {
				hdr["Accept-Encoding"] = enc
			}
			ra, ba := rawGet(t, a, http.MethodGet, path, hdr)
			rb, bb := rawGet(t, b, http.MethodGet, path, hdr)
			if ra.StatusCode != 200 || rb.StatusCode != 200 {
				t.Fatalf("%s: %d and %d", path, ra.StatusCode, rb.StatusCode)
			}
			if !bytes.Equal(ba, bb) {
				t.Errorf("%s (%q): the two servers answer different documents", path, enc)
			}
			ea, eb := ra.Header.Get("ETag"), rb.Header.Get("ETag")
			if ea == "" || ea != eb {
				t.Errorf("%s (%q): ETags %s and %s, want one", path, enc, ea, eb)
			}
			// b has this page cached, a's ETag is known to it.
			hdr["If-None-Match"] = ea
			if r, _ := rawGet(t, b, http.MethodGet, path, hdr); r.StatusCode != http.StatusNotModified {
				t.Errorf("%s (%q): b answers %d to a's ETag, want 304", path, enc, r.StatusCode)
			}
		}
	}
	// A page b never rendered: the conditional request renders it once and
	// answers 304 to a's ETag.
	ra, _ := rawGet(t, a, http.MethodGet, "/post-sitemap2.xml", nil)
	r, body := rawGet(t, b, http.MethodGet, "/post-sitemap2.xml", map[string]string{"If-None-Match": ra.Header.Get("ETag")})
	if r.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("b answers %d with %d bytes to a's ETag for a page it had not rendered, want 304 and none", r.StatusCode, len(body))
	}
}
