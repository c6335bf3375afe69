package server

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

var (
	fuzzOnce    sync.Once
	fuzzHandler http.Handler
)

// FuzzRoutes sends any path, encoded or not, to the whole server over the
// year-month site held in memory (with the video and news sitemaps on): no panic, no 500,
// only the statuses the routes answer, short plain bodies for 404 and 410,
// and every 200 sitemap a well-formed XML document.
//
//	go test ./server -run '^$' -fuzz FuzzRoutes -fuzztime 10m
func FuzzRoutes(f *testing.F) {
	for _, p := range []string{
		"/sitemap_index.xml", "/post-sitemap.xml", "/post-sitemap2.xml", "/page-sitemap.xml", "/category-sitemap.xml",
		"/author-sitemap.xml", "/multipart-sitemap.xml", "/video-sitemap.xml", "/news-sitemap.xml", "/sitemap.xml",
		"/post-sitemap1.xml", "/post-sitemap0.xml", "/post-sitemap01.xml", "/wp-sitemap.xml", "/wp-sitemap-posts-post-2.xml",
		"/wp-sitemap-users-1.xml", "/main-sitemap.xsl", "/video-sitemap.xsl", "/%E6%97%A5-sitemap.xml", "/%zz-sitemap.xml",
		"//post-sitemap.xml", "/post-sitemap.xml/", "/../sitemap_index.xml", "/healthz", "/readyz", "/metrics",
		"/post-sitemap99999999999999999999.xml", "/-sitemap.xml", "/sitemap_index.xml?x=1", "",
	} {
		f.Add(p)
	}
	fuzzOnce.Do(func() {
		db := sitetest.Memory(f, "wpc_year_month").Store().(store)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		images := catalog.NewImageSource(db, nil, true)
		cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Logger: log, Images: images, Providers: append(catalog.CoreProviders(db, images),
			catalog.NewVideoProvider(db, log, "on"), catalog.NewNewsProvider(db, images, "on"))}), refresh.Options{Logger: log, CheckEvery: 1 << 40})
		fuzzHandler = New(cat, db, log, Options{CacheBytes: DefaultCacheBytes})
	})
	allowed := map[int]bool{200: true, 301: true, 304: true, 400: true, 404: true, 405: true, 410: true}
	f.Fuzz(func(t *testing.T, path string) {
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		req.URL.Path = path
		req.URL.RawPath = ""
		if strings.Contains(path, "%") {
			req.URL.RawPath = path
		}
		req.RequestURI = path
		rec := httptest.NewRecorder()
		fuzzHandler.ServeHTTP(rec, req)
		res := rec.Result()
		body := rec.Body.Bytes()
		if !allowed[res.StatusCode] {
			t.Fatalf("%q: status %d\n%.300s", path, res.StatusCode, body)
		}
		ct := res.Header.Get("Content-Type")
		switch res.StatusCode {
		case http.StatusNotFound, http.StatusGone:
			if !strings.HasPrefix(ct, "text/plain") || len(body) > 1024 {
				t.Fatalf("%q: %d with %s body of %d bytes", path, res.StatusCode, ct, len(body))
			}
		case http.StatusOK:
			if strings.HasPrefix(ct, "text/xml") && strings.Contains(path, "sitemap") && strings.HasSuffix(strings.TrimRight(path, "/"), ".xml") {
				if err := wellFormed(body); err != nil {
					t.Fatalf("%q: 200 document not well-formed: %v\n%.300s", path, err, body)
				}
			}
		}
	})
}

func wellFormed(doc []byte) error {
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
