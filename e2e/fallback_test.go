package e2e

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// fallbackSnippet writes a copy of the shipped snippet deploy/rel with the commented lines
// of its "when wpsitemap is down" choice switched on, and returns its path. Each of lines
// must stand in the shipped file as a comment ("# " after the indentation), so the test
// runs the lines the file documents.
func fallbackSnippet(t *testing.T, rel string, lines ...string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(repoRoot, "deploy", rel))
	if err != nil {
		t.Fatal(err)
	}
	commented := func(line string) *regexp.Regexp {
		return regexp.MustCompile(`(?m)^([ \t]*)# ` + regexp.QuoteMeta(line) + `$`)
	}
	for _, line := range lines {
		if !commented(line).Match(src) {
			t.Fatalf("deploy/%s has no commented line %q", rel, "# "+line)
		}
	}
	for _, line := range lines {
		src = commented(line).ReplaceAll(src, []byte("${1}"+strings.ReplaceAll(line, "$", "$$")))
	}
	path := filepath.Join(t.TempDir(), filepath.Base(rel))
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// fallbackFronts are the web servers of a fallback test, on their ports: down (fallback on,
// nothing listens at the backend), up (fallback on, a stand-in for wpsitemap answers 410 and
// 503) and shipped (the snippet as shipped, nothing at the backend).
type fallbackFronts struct {
	down, up, shipped int
	dead, stub        string // backend URLs
}

// newFallbackFronts picks the ports, a backend address where nothing listens, and starts
// the stand-in, which answers /gone-sitemap.xml with 410 and /busy-sitemap.xml with 503
// and Retry-After, as wpsitemap does with search engines discouraged and with its database
// down.
func newFallbackFronts(t *testing.T) *fallbackFronts {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + l.Addr().String()
	l.Close()
	stub := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		switch r.URL.Path {
		case "/gone-sitemap.xml":
			w.WriteHeader(http.StatusGone)
			io.WriteString(w, "gone, says the stand-in\n")
		case "/busy-sitemap.xml":
			w.Header().Set("Retry-After", "30")
			w.WriteHeader(http.StatusServiceUnavailable)
			io.WriteString(w, "busy, says the stand-in\n")
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(stub.Close)
	return &fallbackFronts{down: freePort(t), up: freePort(t), shipped: freePort(t), dead: dead, stub: stub.URL}
}

// checkFallback checks the fronts of f, for a WordPress whose home is home: with the
// fallback on and wpsitemap down, sitemap requests reach WordPress; wpsitemap's own 410 and
// 503 still pass through unchanged; and the
// shipped snippet, fallback off, answers downStatus, the web server's own error.
func checkFallback(t *testing.T, home string, f *fallbackFronts, downStatus int) {
	t.Helper()
	down := "http://127.0.0.1:" + strconv.Itoa(f.down)
	// The fallback front listens on another port than the site's home, so WordPress answers
	// with its canonical redirect to the home: that 301, X-Redirect-By: WordPress, is
	// WordPress's answer (wpsitemap would redirect /wp-sitemap.xml to the index and serve the
	// index, and an nginx, Apache or Caddy answers 502, 503 or 504 without a Location).
	for _, path := range []string{"/wp-sitemap.xml", "/sitemap_index.xml"} {
		t.Run("from-wordpress"+path, func(t *testing.T) {
			r := get(t, down+path)
			if r.StatusCode != http.StatusMovedPermanently || r.Header.Get("X-Redirect-By") != "WordPress" ||
				r.Header.Get("Location") != home+path {
				t.Errorf("%v (X-Redirect-By %q, Location %q), want WordPress's canonical 301 to %s",
					r, r.Header.Get("X-Redirect-By"), r.Header.Get("Location"), home+path)
			}
		})
	}
	up := "http://127.0.0.1:" + strconv.Itoa(f.up)
	t.Run("410-passes", func(t *testing.T) {
		r := get(t, up+"/gone-sitemap.xml")
		if r.StatusCode != http.StatusGone || string(r.body) != "gone, says the stand-in\n" {
			t.Errorf("%v, want the backend's own 410: a 410 never goes to WordPress", r)
		}
	})
	t.Run("503-passes", func(t *testing.T) {
		r := get(t, up+"/busy-sitemap.xml")
		if r.StatusCode != http.StatusServiceUnavailable || r.Header.Get("Retry-After") != "30" || string(r.body) != "busy, says the stand-in\n" {
			t.Errorf("%v (Retry-After %q), want the backend's own 503", r, r.Header.Get("Retry-After"))
		}
	})
	t.Run("shipped-has-no-fallback", func(t *testing.T) {
		r := get(t, "http://127.0.0.1:"+strconv.Itoa(f.shipped)+"/wp-sitemap.xml")
		if r.StatusCode != downStatus {
			t.Errorf("%v, want the web server's own %d: the fallback is off as shipped", r, downStatus)
		}
	})
}
