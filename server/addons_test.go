package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/xmltest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// addonServer serves db with the core, video and news providers, at clock.
func addonServer(t *testing.T, db store, clock func() time.Time, videoMode, newsMode string) (*httptest.Server, *refresh.Service) {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	images := catalog.NewImageSource(db, nil, true)
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 1000, Logger: log, Images: images, Clock: clock, Providers: append(catalog.CoreProviders(db, images),
		catalog.NewVideoProvider(db, log, videoMode), catalog.NewNewsProvider(db, images, newsMode))}), refresh.Options{Logger: log, Clock: clock})
	ts := httptest.NewServer(New(cat, db, log, Options{CacheBytes: DefaultCacheBytes}))
	t.Cleanup(ts.Close)
	return ts, cat
}

var locRE = regexp.MustCompile(`<loc>([^<]*)</loc>`)

func locs(body string) []string {
	var out []string
	for _, m := range locRE.FindAllStringSubmatch(body, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestNewsSitemap serves the news fixture (testdata/news.sql) at a fixed
// clock: the document is the one package news's own test renders from the
// same database (its golden file), valid against the schemas and listed in
// the index; when the clock passes the next article's exit from the
// window, with no change to the database, the sitemap, its ETag and the
// index follow; with the news sitemap off it is a 404 and not listed.
func TestNewsSitemap(t *testing.T) {
	db := sitetest.Memory(t, "wpsitemap_news").Store().(store)
	clock := &testClock{t: time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC)}
	ts, _ := addonServer(t, db, clock.now, "auto", "auto")

	resp, body := get(t, ts, http.MethodGet, "/news-sitemap.xml", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("news-sitemap.xml: %d %s", resp.StatusCode, body)
	}
	want, err := os.ReadFile(filepath.Join("..", "news", "testdata", "fixture.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(string(want), body); d != "" {
		t.Errorf("news-sitemap.xml differs from news/testdata/fixture.xml (-want +got):\n%s", d)
	}
	xsdtest.Check(t, map[string][]byte{"news-sitemap.xml": []byte(body)})
	etag := resp.Header.Get("ETag")

	_, index := get(t, ts, http.MethodGet, "/sitemap_index.xml", nil)
	if !strings.Contains(index, "<loc>https://news.example.com/news-sitemap.xml</loc>\n\t\t<lastmod>2024-03-18T12:00:00+00:00</lastmod>") {
		t.Errorf("the index does not list the news sitemap with the newest article's date:\n%s", index)
	}

	// 31 enters a second after the clock, 11 and 13 leave at 12:01.
	clock.add(90 * time.Second)
	resp, later := get(t, ts, http.MethodGet, "/news-sitemap.xml", map[string]string{"If-None-Match": etag})
	if resp.StatusCode != http.StatusOK || resp.Header.Get("ETag") == etag {
		t.Fatalf("after the window moved: %d, ETag %q (was %q): want a new document", resp.StatusCode, resp.Header.Get("ETag"), etag)
	}
	before, after := locs(body), locs(later)
	if len(after) != len(before)-1 {
		t.Errorf("after 90 s: %d articles, want %d (one in, two out):\n%s", len(after), len(before)-1, strings.Join(after, "\n"))
	}
	for _, gone := range []string{"/2024/03/08/updated-story/", "/2024/03/16/edge-of-the-window/"} {
		if strings.Contains(later, gone) {
			t.Errorf("%s is still listed after it left the window", gone)
		}
	}

	off, _ := addonServer(t, db, clock.now, "auto", "off")
	if resp, _ := get(t, off, http.MethodGet, "/news-sitemap.xml", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("news off: news-sitemap.xml answered %d, want 404", resp.StatusCode)
	}
	if _, index := get(t, off, http.MethodGet, "/sitemap_index.xml", nil); strings.Contains(index, "news-sitemap") {
		t.Error("news off: the index lists the news sitemap")
	}
}

var update = os.Getenv("WPSITEMAP_UPDATE_GOLDEN") == "1"

// TestVideoSitemap serves the video fixture (testdata/video.sql): the
// document (golden file, reviewed by hand) is valid against the schemas;
// the index lists it; --explain says which videos were left out and why;
// off, it is a 404.
func TestVideoSitemap(t *testing.T) {
	db := sitetest.Memory(t, "wpsitemap_video").Store().(store)
	ts, cat := addonServer(t, db, time.Now, "auto", "auto")
	resp, body := get(t, ts, http.MethodGet, "/video-sitemap.xml", nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("video-sitemap.xml: %d %s", resp.StatusCode, body)
	}
	xmltest.Golden(t, filepath.Join("testdata", "video-sitemap.xml"), []byte(body), update)
	xsdtest.Check(t, map[string][]byte{"video-sitemap.xml": []byte(body)})
	if _, index := get(t, ts, http.MethodGet, "/sitemap_index.xml", nil); !strings.Contains(index, "/video-sitemap.xml</loc>") {
		t.Errorf("the index does not list the video sitemap:\n%s", index)
	}
	if resp, xsl := get(t, ts, http.MethodGet, "/video-sitemap.xsl", nil); resp.StatusCode != http.StatusOK || !strings.Contains(xsl, "xsl:stylesheet") {
		t.Errorf("video-sitemap.xsl: %d", resp.StatusCode)
	}

	snap, err := cat.Current(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]bool{}
	err = cat.Catalog().Walk(context.Background(), snap, "video", func(catalog.Entry) error { return nil }, func(x catalog.Excluded) {
		reasons[string(x.Reason)] = true
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"no thumbnail", "neither a player nor a content URL", "_yoast_wpseo_videositemap-disable"} {
		found := false
		for r := range reasons {
			found = found || strings.Contains(r, want)
		}
		if !found {
			t.Errorf("--explain gives no reason containing %q; it gives %v", want, reasons)
		}
	}

	off, _ := addonServer(t, db, time.Now, "off", "auto")
	if resp, _ := get(t, off, http.MethodGet, "/video-sitemap.xml", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("video off: video-sitemap.xml answered %d, want 404", resp.StatusCode)
	}
}
