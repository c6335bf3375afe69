package e2e

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// personUA is the user agent of Chromium 156 on Linux, as a person's browser sends it.
// Headless Chromium names itself HeadlessChrome, and wpsitemap answers automated browsers
// with the XML, as it answers crawlers: the tests that play a person say so with this.
const personUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36"

// noXSLT are the flags of a Chromium without XSLT, as Chrome's stable channel is from
// 17 November 2026: "This document cannot be formatted as intended" above a raw XML tree.
var noXSLT = []string{"--disable-features=XSLT", "--user-agent=" + personUA}

// noScript turns JavaScript off, as a person's setting does (--dump-dom then prints
// nothing: chromiumDOM reads the DOM instead).
const noScript = "--blink-settings=scriptEnabled=false"

// docScreenshots are the screenshots of the view that docs/browser-view.md shows (docs/img/): with
// WPSITEMAP_DOC_SCREENSHOTS=1, TestViewInChromium writes them there as well.
var docScreenshots = map[string]bool{"view-sitemap_index": true, "view-post-sitemap": true, "view-post-sitemap-phone": true,
	"view-video-sitemap": true, "view-news-sitemap": true, "raw-xml-without-xslt": true}

// What browsers and crawlers send (server/view_test.go has the same and more).
var (
	chromeNavigation = []string{"User-Agent: " + personUA,
		"Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
		"Sec-Fetch-Mode: navigate", "Sec-Fetch-Dest: document", "Sec-Fetch-Site: none", "Sec-Fetch-User: ?1",
		"Upgrade-Insecure-Requests: 1", "Accept-Encoding: gzip, deflate, br, zstd"}
	crawlerRequests = map[string][]string{
		"googlebot": {"User-Agent: Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
			"Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "Accept-Encoding: gzip, deflate, br"},
		"bingbot": {"User-Agent: Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
			"Accept: */*", "Accept-Encoding: gzip, deflate"},
		"curl":                   {"User-Agent: curl/7.88.1", "Accept: */*"},
		"accept application/xml": {"Accept: application/xml"},
	}
)

// TestViewInChromium opens, in a Chromium without XSLT, as a person would (its user agent,
// the address typed), the index and every sitemap it lists, one of every kind (post types,
// taxonomies, authors, multi-part posts, videos, news), with scripts on and off: each shows
// wpsitemap's view for people, a table with one row per entry whose link is the entry's loc
// (the index links the view of each sitemap). As a control, the same Chromium shows the raw
// XML tree for ?view=xml. Screenshots go to artifacts/screenshots/view-*.png.
func TestViewInChromium(t *testing.T) {
	bin := needTool(t, "Chromium", "chromium", "chromium-browser")
	st := startStack(t, dbtest.TempDB(t, "wp_view"))
	if err := os.MkdirAll(screenshotDir, 0o755); err != nil {
		t.Fatal(err)
	}
	var idx sitemapIndex
	if err := fetchXML(st.home+"/sitemap_index.xml", &idx); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	pages := []string{"/sitemap_index.xml"}
	for _, s := range idx.Sitemaps {
		pages = append(pages, strings.TrimPrefix(s.Loc, st.home))
	}
	for _, want := range []string{"/post-sitemap.xml", "/page-sitemap.xml", "/book-sitemap.xml", "/category-sitemap.xml",
		"/author-sitemap.xml", "/multipart-sitemap.xml", "/video-sitemap.xml", "/news-sitemap.xml"} {
		kinds[want] = false
		for _, p := range pages {
			if p == want {
				kinds[want] = true
			}
		}
		if !kinds[want] {
			t.Errorf("the index lists no %s: a kind goes unchecked", want)
		}
	}

	for _, path := range pages {
		name := strings.TrimSuffix(strings.TrimPrefix(path, "/"), ".xml")
		t.Run(name, func(t *testing.T) {
			url := st.home + path
			want := viewLinks(t, st.home, path)
			for _, scripts := range []string{"on", "off"} {
				var dom []byte
				if scripts == "on" {
					dom = chromium(t, bin, append(append([]string{"--dump-dom"}, noXSLT...), url)...)
				} else {
					dom = chromiumDOM(t, bin, url, append(noXSLT, noScript)...)
				}
				doc, err := goquery.NewDocumentFromReader(bytes.NewReader(dom))
				if err != nil {
					t.Fatal(err)
				}
				if alt, _ := doc.Find(`link[rel=alternate][type="application/xml"]`).Attr("href"); alt != url {
					t.Fatalf("scripts %s: not the view of %s (alternate %q). DOM:\n%s", scripts, url, alt, tail(string(dom), 2000))
				}
				rows := doc.Find("table#sitemap tbody tr.entry")
				if rows.Length() != len(want) {
					t.Errorf("scripts %s: %d rows, want one per entry: %d", scripts, rows.Length(), len(want))
				}
				rows.Each(func(i int, row *goquery.Selection) {
					if i >= len(want) {
						return
					}
					a := row.Find("td.loc > a")
					if href, _ := a.Attr("href"); a.Length() != 1 || href != want[i] {
						t.Errorf("scripts %s, row %d: link %q (%d), want %q", scripts, i+1, href, a.Length(), want[i])
					}
				})
				if doc.Find("xslt-warning-banner").Length() != 0 || doc.Find("script").Length() != 0 {
					t.Errorf("scripts %s: an XSLT banner or a script in the view", scripts)
				}
			}
			// The links of the view open: the index's views of each sitemap, a sitemap's pages.
			if path == "/sitemap_index.xml" {
				for _, l := range want {
					if r := get(t, l); r.StatusCode != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
						t.Errorf("view link %s: %v", l, r)
					}
				}
			}
			viewScreenshot(t, bin, url, "view-"+name, "1280,1400")
		})
	}

	t.Run("phone", func(t *testing.T) {
		viewScreenshot(t, bin, st.home+"/post-sitemap.xml", "view-post-sitemap-phone", "390,1200")
	})

	// The control: the same Chromium, without XSLT, shows the XML itself as a raw tree (the
	// link "The XML, as search engines get it"), so the rows above are the view's.
	t.Run("control-raw-xml", func(t *testing.T) {
		dom := chromium(t, bin, append([]string{"--dump-dom"}, append(noXSLT, st.home+"/post-sitemap.xml?view=xml")...)...)
		doc, err := goquery.NewDocumentFromReader(bytes.NewReader(dom))
		if err != nil {
			t.Fatal(err)
		}
		if doc.Find("table#sitemap").Length() != 0 || !bytes.Contains(dom, []byte("urlset")) {
			t.Errorf("?view=xml in a Chromium without XSLT: want the raw XML tree, no table. DOM:\n%s", tail(string(dom), 2000))
		}
		viewScreenshot(t, bin, st.home+"/post-sitemap.xml?view=xml", "raw-xml-without-xslt", "1280,700")
	})
}

// viewLinks returns the link the view of the document at path must show in each row: the
// locs of its XML, in order (one per video for the video sitemap, the page's), or for the
// index the view of each sitemap.
func viewLinks(t *testing.T, home, path string) []string {
	t.Helper()
	url := home + path
	var out []string
	switch path {
	case "/sitemap_index.xml":
		var idx sitemapIndex
		if err := fetchXML(url, &idx); err != nil {
			t.Fatal(err)
		}
		for _, s := range idx.Sitemaps {
			out = append(out, s.Loc+"?view=html")
		}
	case "/video-sitemap.xml":
		var us videoURLSet
		if err := fetchXML(url, &us); err != nil {
			t.Fatal(err)
		}
		for _, u := range us.URLs {
			for range u.Videos {
				out = append(out, u.Loc)
			}
		}
	default:
		var us urlset
		if err := fetchXML(url, &us); err != nil {
			t.Fatal(err)
		}
		for _, u := range us.URLs {
			out = append(out, u.Loc)
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s lists nothing", url)
	}
	return out
}

// viewScreenshot saves what a person's Chromium without XSLT shows of url, as
// artifacts/screenshots/name.png, and, for docs/browser-view.md's and with WPSITEMAP_DOC_SCREENSHOTS=1,
// as docs/img/name.png.
func viewScreenshot(t *testing.T, bin, url, name, size string) {
	t.Helper()
	file := filepath.Join(screenshotDir, name+".png")
	os.Remove(file)
	chromium(t, bin, append(append([]string{"--screenshot=" + file, "--window-size=" + size, "--hide-scrollbars"}, noXSLT...), url)...)
	b, err := os.ReadFile(file)
	if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Fatalf("no screenshot %s: %v", file, err)
	}
	t.Logf("screenshot: %s", file)
	if os.Getenv("WPSITEMAP_DOC_SCREENSHOTS") == "1" && docScreenshots[name] {
		doc := filepath.Join(repoRoot, "docs", "img", name+".png")
		if err := os.WriteFile(doc, b, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot for docs/browser-view.md: %s", doc)
	}
}

// checkPeopleAndCrawlers checks, through a web server in front of wpsitemap (st.home), what
// a person's browser and what crawlers get: the browser is sent (303, stored by no cache) to
// the view, which comes from wpsitemap as HTML; every crawler gets the XML, byte for byte what
// wpsitemap itself answers, with the same headers as wpsitemap's (those a web server adds
// aside).
func checkPeopleAndCrawlers(t *testing.T, st *stack) {
	for _, path := range []string{"/sitemap_index.xml", "/post-sitemap.xml", "/video-sitemap.xml", "/news-sitemap.xml"} {
		r := get(t, st.home+path, chromeNavigation...)
		if r.StatusCode != http.StatusSeeOther || r.Header.Get("Location") != st.home+path+"?view=html" ||
			r.Header.Get("Cache-Control") != "no-store, private" || r.Header.Get("X-Generator") != "wpsitemap" {
			t.Fatalf("a browser opening %s: %v, Location %q, Cache-Control %q; want wpsitemap's 303 to the view, stored by no cache",
				path, r, r.Header.Get("Location"), r.Header.Get("Cache-Control"))
		}
		v := get(t, r.Header.Get("Location"), chromeNavigation...)
		fromWpsitemap(t, v, http.StatusOK, "text/html")
		if body := decoded(t, v); !bytes.Contains(body, []byte(`<table id="sitemap"`)) || v.Header.Get("Cache-Control") != "no-store, private" {
			t.Errorf("the view of %s: %v", path, v)
		}

		direct := get(t, st.direct+path)
		for name, h := range crawlerRequests {
			c := get(t, st.home+path, h...)
			fromWpsitemap(t, c, http.StatusOK, "text/xml")
			if body := decoded(t, c); !bytes.Equal(body, direct.body) {
				t.Errorf("%s %s: the XML differs from wpsitemap's own", name, path)
			}
			for _, k := range []string{"Content-Type", "ETag", "Last-Modified", "X-Robots-Tag", "Cache-Control", "Content-Security-Policy"} {
				want := direct.Header.Get(k)
				if k == "ETag" && c.Header.Get("Content-Encoding") == "gzip" {
					want = strings.TrimSuffix(want, `"`) + `-gzip"`
				}
				if got := c.Header.Get(k); got != want {
					t.Errorf("%s %s: %s %q, want wpsitemap's %q", name, path, k, c.Header.Get(k), want)
				}
			}
		}
	}
}

// decoded returns the body of r, decompressed when it is gzip.
func decoded(t *testing.T, r *response) []byte {
	t.Helper()
	if r.Header.Get("Content-Encoding") != "gzip" {
		return r.body
	}
	b, err := gunzip(r.body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
