package main

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// captureServer serves a conformance scenario's stored answers (what
// Yoast served on the reference site) by request path, as that site did;
// edit, when set, changes a body before it is served. It records the
// User-Agent of every request.
func captureServer(t *testing.T, dir string, edit func(name string, body []byte) []byte) (*httptest.Server, *[]string) {
	t.Helper()
	var mu sync.Mutex
	var agents []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		agents = append(agents, r.UserAgent())
		mu.Unlock()
		// The capture's NAME: the path without its leading "/", "/" → "_"
		// (testdata/conformance/README.md).
		name := strings.ReplaceAll(strings.TrimPrefix(r.URL.Path, "/"), "/", "_")
		status, err := os.ReadFile(filepath.Join(dir, name+".status"))
		if err != nil || r.URL.RawQuery != "" {
			http.NotFound(w, r)
			return
		}
		code, _ := strconv.Atoi(strings.TrimSpace(string(status)))
		body, _ := os.ReadFile(filepath.Join(dir, name+".body"))
		if edit != nil {
			body = edit(name, body)
		}
		w.Header().Set("Content-Type", "text/xml; charset=UTF-8")
		w.WriteHeader(code)
		w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv, &agents
}

// TestDiffAgainstYoast: `wpsitemap diff` against what Yoast served for the
// year-month scenario finds no difference that docs/deviations.md does
// not explain (the multi-part sitemap is wpsitemap's own), and, once one
// URL is deleted from the served post sitemap, names that URL and exits 1.
func TestDiffAgainstYoast(t *testing.T) {
	const db = "wpc_year_month"
	dbtest.Open(t, db)
	dir := filepath.Join("..", "..", "testdata", "conformance", "year-month")
	lookup := dbEnv(db, "WPSITEMAP_ENTRIES_PER_PAGE", "5", "WPSITEMAP_LOG_LEVEL", "warn")

	t.Run("as served", func(t *testing.T) {
		srv, agents := captureServer(t, dir, nil)
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"diff", "--url", srv.URL + "/", "--delay", "0"}, lookup, &out, &errb, nil)
		if code != 0 {
			t.Fatalf("diff exited %d, want 0; stdout:\n%s\nstderr:\n%s", code, out.String(), errb.String())
		}
		if !strings.Contains(out.String(), ", 0 not\n") {
			t.Errorf("the summary does not say 0 undocumented differences:\n%s", out.String())
		}
		// The index lists 8 post sitemaps, 3 page, 2 category, post_tag,
		// book, genre and author: 17 documents.
		if !strings.Contains(out.String(), ": 17 sitemaps read;") {
			t.Errorf("not every sitemap of the index was read:\n%s", out.String())
		}
		// The parts of the multi-part posts are only in wpsitemap, and
		// documented.
		if !regexp.MustCompile(`only in wpsitemap +multipart +http://127\.0\.0\.1:8081/\S+/2/ +\[documented: deviations\.md 2`).MatchString(out.String()) {
			t.Errorf("the multi-part entries are not reported as documented:\n%s", out.String())
		}
		for _, ua := range *agents {
			if !strings.HasPrefix(ua, "wpsitemap-diff/") {
				t.Errorf("a request had User-Agent %q", ua)
			}
		}
	})

	// The scenario without pagination. (plain is left out: its pretty
	// sitemap paths redirect to ones the captures do not hold.)
	for _, sc := range []struct{ dir, db, perPage string }{
		{"default-per-page", "wpc_default_per_page", "1000"},
	} {
		t.Run(sc.dir, func(t *testing.T) {
			dbtest.Open(t, sc.db)
			srv, _ := captureServer(t, filepath.Join("..", "..", "testdata", "conformance", sc.dir), nil)
			var out, errb bytes.Buffer
			l := dbEnv(sc.db, "WPSITEMAP_ENTRIES_PER_PAGE", sc.perPage, "WPSITEMAP_LOG_LEVEL", "warn")
			if code := run(context.Background(), []string{"diff", "--url", srv.URL, "--delay", "0"}, l, &out, &errb, nil); code != 0 {
				t.Fatalf("diff exited %d, want 0; stdout:\n%s\nstderr:\n%s", code, out.String(), errb.String())
			}
		})
	}

	t.Run("one URL removed from the site", func(t *testing.T) {
		// A post the captured post-sitemap.xml lists.
		const gone = "http://127.0.0.1:8081/2022/01/hello-world/"
		removed := false
		drop := regexp.MustCompile(`(?s)<url>\s*<loc>` + regexp.QuoteMeta(gone) + `</loc>.*?</url>`)
		srv, _ := captureServer(t, dir, func(name string, body []byte) []byte {
			if !drop.Match(body) {
				return body
			}
			removed = true
			return drop.ReplaceAll(body, nil)
		})
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"diff", "--url", srv.URL, "--delay", "0"}, lookup, &out, &errb, nil)
		if !removed {
			t.Fatalf("no served sitemap lists %s", gone)
		}
		if code != 1 {
			t.Fatalf("diff exited %d, want 1; stdout:\n%s\nstderr:\n%s", code, out.String(), errb.String())
		}
		want := regexp.MustCompile(`(?m)^only in wpsitemap +post +` + regexp.QuoteMeta(gone) + `$`)
		if !want.MatchString(out.String()) {
			t.Errorf("the removed URL is not reported as only in wpsitemap:\n%s", out.String())
		}
		if !strings.Contains(out.String(), ", 1 not\n") {
			t.Errorf("the summary does not count 1 undocumented difference:\n%s", out.String())
		}
	})
}

// TestDiffUsage: a missing or bad --url, or a negative delay, is one line
// and exit status 2, before the database is opened.
func TestDiffUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"diff"}, "--url is required"},
		{[]string{"diff", "--url", "example.com"}, `--url "example.com": want the site's address`},
		{[]string{"diff", "--url", "ftp://example.com/"}, `--url "ftp://example.com/"`},
		{[]string{"diff", "--url", "https://example.com/", "--delay", "-1s"}, "--delay -1s: want 0 or more"},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), tc.args, env("WORDPRESS_DB_HOST", "127.0.0.1:1"), &out, &errb, nil)
		if code != 2 || !strings.Contains(errb.String(), tc.want) || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line with %q", tc.args, code, errb.String(), tc.want)
		}
	}
}
