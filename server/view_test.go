package server

import (
	"bytes"
	"html"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// What browsers send when a person opens a page (the address bar, a
// bookmark, a link), as Chromium 156, Firefox 140 and Safari 18 send it.
var browsers = map[string]map[string]string{
	"chrome": {
		"User-Agent":     "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
		"Accept":         "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
		"Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none", "Sec-Fetch-User": "?1",
		"Upgrade-Insecure-Requests": "1", "Accept-Encoding": "gzip, deflate, br, zstd",
	},
	"firefox": {
		"User-Agent":     "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
		"Accept":         "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
		"Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "cross-site",
		"Accept-Encoding": "gzip, deflate, br, zstd",
	},
	"safari": {
		"User-Agent":     "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
		"Accept":         "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
		"Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none",
	},
}

// What crawlers and other clients send: none of them may ever get anything
// but the XML, with the headers it always had.
var crawlers = map[string]map[string]string{
	"no headers": {},
	"googlebot": {
		"User-Agent":      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
		"Accept":          "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
		"Accept-Encoding": "gzip, deflate, br",
	},
	"googlebot smartphone": {
		"User-Agent": "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
		"Accept":     "*/*", "Accept-Encoding": "gzip, deflate, br",
	},
	"bingbot": {
		"User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
		"Accept":     "*/*", "Accept-Encoding": "gzip, deflate",
	},
	"curl":                   {"User-Agent": "curl/8.5.0", "Accept": "*/*"},
	"accept application/xml": {"Accept": "application/xml"},
	"accept text/xml gzip":   {"Accept": "text/xml", "Accept-Encoding": "gzip"},
	// Crawlers and tools that render with a browser, or claim to be one.
	"googlebot rendering as a browser": {
		"User-Agent": "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/156.0.0.0 Safari/537.36",
		"Accept":     "text/html,*/*;q=0.8", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document",
	},
	"headless chromium": {
		"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
		"Accept":     "text/html,*/*;q=0.8", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document",
	},
	"lighthouse": {
		"User-Agent": "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
		"Accept":     "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document",
	},
	// A browser that does not navigate: a script's fetch(), an <iframe>,
	// HEAD; and one too old to send Fetch Metadata (it has XSLT).
	"browser fetch()": {
		"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
		"Accept":     "*/*", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty",
	},
	"browser iframe": {
		"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
		"Accept":     "text/html,*/*;q=0.8", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe",
	},
	"old browser": {
		"User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/75.0.3770.100 Safari/537.36",
		"Accept":     "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
	},
	"navigation refusing html": {
		"User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
		"Accept":     "text/html;q=0, application/xml", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document",
	},
}

// xmlHeaders are the headers of a sitemap's XML (besides Date), as they
// were before the view existed: the view changed none of them.
var xmlHeaders = []string{"Content-Encoding", "Content-Length", "Content-Type", "Etag", "Last-Modified", "Vary", "X-Generator", "X-Robots-Tag"}

// headerNames lists the header names of resp, less Date.
func headerNames(resp *http.Response) []string {
	var out []string
	for k := range resp.Header {
		if k != "Date" {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// sameHeaders says how the headers of b differ from a's, Date aside.
func sameHeaders(a, b *http.Response) string {
	var diff []string
	for _, k := range append(headerNames(a), headerNames(b)...) {
		if k == "Date" {
			continue
		}
		if va, vb := strings.Join(a.Header.Values(k), "|"), strings.Join(b.Header.Values(k), "|"); va != vb {
			diff = append(diff, k+": "+va+" / "+vb)
		}
	}
	return strings.Join(diff, "; ")
}

func withHeaders(a map[string]string, kv ...string) map[string]string {
	out := map[string]string{}
	for k, v := range a {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i]] = kv[i+1]
	}
	return out
}

// documents are the sitemap documents of wpc_year_month (5 a page): the
// index, two pages of posts, and a page of every other kind.
var documents = []string{"/sitemap_index.xml", "/post-sitemap.xml", "/post-sitemap2.xml", "/page-sitemap.xml",
	"/book-sitemap.xml", "/category-sitemap.xml", "/genre-sitemap.xml", "/author-sitemap.xml", "/multipart-sitemap.xml"}

// TestCrawlersGetTheXML: every client that is not a person's browser
// navigating (Googlebot, Bingbot, curl, plain Accept: application/xml,
// browsers fetching or framing, automated browsers, old browsers) gets the
// XML, byte for byte what a request without headers gets, with the same
// headers, and those are the headers the XML always had; so do browsers
// asking for ?view=xml.
func TestCrawlersGetTheXML(t *testing.T) {
	for _, cache := range []int64{0, DefaultCacheBytes} {
		ts := steadyServer(t, 5, cache, nil)
		for _, path := range documents {
			for _, gz := range []bool{false, true} {
				base := map[string]string{}
				if gz {
					base["Accept-Encoding"] = "gzip"
				}
				want, wantBody := rawGet(t, ts, http.MethodGet, path, base)
				if want.StatusCode != 200 || !strings.HasPrefix(want.Header.Get("Content-Type"), "text/xml") {
					t.Fatalf("%s: %d %s", path, want.StatusCode, want.Header.Get("Content-Type"))
				}
				names := headerNames(want)
				wantNames := xmlHeaders
				if !gz {
					wantNames = xmlHeaders[1:] // no Content-Encoding
				}
				if strings.Join(names, " ") != strings.Join(wantNames, " ") {
					t.Errorf("%s (gzip %v): headers %v, want the XML's own %v", path, gz, names, wantNames)
				}
				clients := map[string]map[string]string{}
				for name, h := range crawlers {
					clients[name] = h
				}
				for name, h := range browsers {
					clients[name+" asking ?view=xml"] = h
				}
				for name, h := range clients {
					if gz != strings.Contains(h["Accept-Encoding"], "gzip") {
						continue
					}
					p := path
					if strings.HasSuffix(name, "?view=xml") {
						p += "?view=xml"
					}
					resp, body := rawGet(t, ts, http.MethodGet, p, h)
					if resp.StatusCode != 200 || !bytes.Equal(body, wantBody) {
						t.Errorf("%s %s: %d, %d bytes; want the XML's 200, %d bytes", name, p, resp.StatusCode, len(body), len(wantBody))
					}
					if d := sameHeaders(want, resp); d != "" {
						t.Errorf("%s %s: headers differ from the XML's: %s", name, p, d)
					}
				}
			}
		}
	}
}

// TestBrowserGetsTheView: a person's browser opening a sitemap (Chrome,
// Firefox, Safari navigating) is sent with a 303 that no cache may store
// to the view at ?view=html, which no cache may store either: HTML with
// every entry of the XML as a link in one row each, the other pages of its
// sitemap, a link to the index and to the XML, under a Content-Security-
// Policy that allows no script.
func TestBrowserGetsTheView(t *testing.T) {
	for _, cache := range []int64{0, DefaultCacheBytes} {
		ts := steadyServer(t, 5, cache, nil)
		for _, path := range documents {
			_, xmlBody := get(t, ts, http.MethodGet, path, nil)
			wantLocs := locs(xmlBody)
			for name, h := range browsers {
				resp, _ := rawGet(t, ts, http.MethodGet, path, h)
				loc := resp.Header.Get("Location")
				if resp.StatusCode != http.StatusSeeOther || loc != "http://127.0.0.1:8081"+path+"?view=html" {
					t.Fatalf("%s %s: %d to %q, want 303 to the view", name, path, resp.StatusCode, loc)
				}
				checkNoStore(t, name+" "+path, resp)
				if v := resp.Header.Values("Vary"); len(v) != 1 || v[0] != viewVary {
					t.Errorf("%s %s: Vary %q, want one %q", name, path, v, viewVary)
				}
				if resp.Header.Get("X-Robots-Tag") != "noindex, follow" {
					t.Errorf("%s %s: no X-Robots-Tag", name, path)
				}
			}
			// The view, as the browser gets it after the redirect, and as
			// anyone asking for it gets it.
			// (Go's client unzips only when it asked for gzip itself.)
			chrome := withHeaders(browsers["chrome"])
			delete(chrome, "Accept-Encoding")
			for name, h := range map[string]map[string]string{"chrome": chrome, "curl": crawlers["curl"]} {
				resp, body := get(t, ts, http.MethodGet, path+"?view=html", h)
				if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != htmlview.ContentType {
					t.Fatalf("%s %s?view=html: %d %s", name, path, resp.StatusCode, resp.Header.Get("Content-Type"))
				}
				checkNoStore(t, name+" "+path+"?view=html", resp)
				if resp.Header.Get("Content-Security-Policy") != htmlview.ContentSecurityPolicy || resp.Header.Get("X-Content-Type-Options") != "nosniff" ||
					resp.Header.Get("X-Robots-Tag") != "noindex, follow" || resp.Header.Get("ETag") == "" {
					t.Errorf("%s %s?view=html: headers %v", name, path, resp.Header)
				}
				checkView(t, path, body, wantLocs)
			}
		}
	}
}

func checkNoStore(t *testing.T, what string, resp *http.Response) {
	t.Helper()
	if cc := resp.Header.Get("Cache-Control"); cc != "no-store, private" {
		t.Errorf("%s: Cache-Control %q, want no-store, private", what, cc)
	}
}

// checkView checks the view of the document at path against the locs of
// its XML: one row each, in order, linking the loc (the index links the
// view of each sitemap), and the page's links.
func checkView(t *testing.T, path, body string, wantLocs []string) {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Find("h1").Length() != 1 || doc.Find("table#sitemap thead th[scope=col]").Length() < 4 || doc.Find("script").Length() != 0 {
		t.Errorf("%s: want one <h1>, column headers and no script", path)
	}
	rows := doc.Find("table#sitemap tbody tr.entry")
	if rows.Length() != len(wantLocs) || len(wantLocs) == 0 {
		t.Errorf("%s: %d rows, want %d (one per <loc>)", path, rows.Length(), len(wantLocs))
	}
	if n := strings.TrimSpace(doc.Find("#entries").Text()); n != strconv.Itoa(len(wantLocs)) {
		t.Errorf("%s: #entries %q, want %d", path, n, len(wantLocs))
	}
	rows.Each(func(i int, row *goquery.Selection) {
		if i >= len(wantLocs) {
			return
		}
		want := wantLocs[i]
		if path == "/sitemap_index.xml" {
			want += "?view=html"
		}
		if href, _ := row.Find("td.loc > a").Attr("href"); href != want {
			t.Errorf("%s row %d: link %q, want %q", path, i+1, href, want)
		}
	})
	site := "http://127.0.0.1:8081"
	if raw, _ := doc.Find(`a:contains("The XML")`).Attr("href"); raw != site+path+"?view=xml" {
		t.Errorf("%s: link to the XML %q", path, raw)
	}
	if path != "/sitemap_index.xml" {
		if idx, _ := doc.Find(`a:contains("Sitemap index")`).Attr("href"); idx != site+"/sitemap_index.xml?view=html" {
			t.Errorf("%s: link to the index %q", path, idx)
		}
	}
}

// TestViewPages: the view of a page of a sitemap of several links its
// other pages (their views) and says which one it is.
func TestViewPages(t *testing.T) {
	ts := steadyServer(t, 5, DefaultCacheBytes, nil)
	_, body := get(t, ts, http.MethodGet, "/post-sitemap2.xml?view=html", nil)
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	site := "http://127.0.0.1:8081"
	nav := doc.Find(`nav.pages`).First()
	var hrefs []string
	nav.Find("a").Each(func(_ int, a *goquery.Selection) {
		h, _ := a.Attr("href")
		hrefs = append(hrefs, h)
	})
	want := []string{site + "/post-sitemap.xml?view=html", // previous
		site + "/post-sitemap.xml?view=html", site + "/post-sitemap2.xml?view=html", site + "/post-sitemap3.xml?view=html",
		site + "/post-sitemap4.xml?view=html", site + "/post-sitemap8.xml?view=html", // 5 to 7: a gap
		site + "/post-sitemap3.xml?view=html"} // next
	if strings.Join(hrefs, " ") != strings.Join(want, " ") {
		t.Errorf("page links %q, want %q", hrefs, want)
	}
	if nav.Find("li.gap").Length() != 1 {
		t.Errorf("%d gaps in the page links, want 1", nav.Find("li.gap").Length())
	}
	if cur, _ := nav.Find(`a[aria-current=page]`).Attr("href"); cur != site+"/post-sitemap2.xml?view=html" {
		t.Errorf("current page %q", cur)
	}
	if !strings.Contains(doc.Find("h1").Text(), "page 2 of 8") {
		t.Errorf("h1 %q, want page 2 of 8", doc.Find("h1").Text())
	}
	if doc.Find(`a[rel=next]`).First().AttrOr("href", "") != site+"/post-sitemap3.xml?view=html" {
		t.Errorf("no next page link")
	}
}

// TestViewHTTP: the view answers HEAD, gzip and If-None-Match like the XML
// (its own ETag), and is cached and shared like it; what is not a page of
// a sitemap is answered as before, view or not.
func TestViewHTTP(t *testing.T) {
	ts := steadyServer(t, 5, DefaultCacheBytes, nil)
	const path = "/post-sitemap2.xml?view=html"
	plain, body := rawGet(t, ts, http.MethodGet, path, nil)
	xml, _ := rawGet(t, ts, http.MethodGet, "/post-sitemap2.xml", nil)
	tag := plain.Header.Get("ETag")
	if tag == "" || tag == xml.Header.Get("ETag") {
		t.Fatalf("view ETag %q, XML's %q: want its own", tag, xml.Header.Get("ETag"))
	}
	gz, gzBody := rawGet(t, ts, http.MethodGet, path, map[string]string{"Accept-Encoding": "gzip"})
	if gz.Header.Get("Content-Encoding") != "gzip" || !bytes.HasPrefix(gzBody, []byte{0x1f, 0x8b}) || gz.Header.Get("ETag") != strings.TrimSuffix(tag, `"`)+`-gzip"` {
		t.Errorf("gzip: %v", gz.Header)
	}
	if v := gz.Header.Values("Vary"); len(v) != 1 || v[0] != "Accept-Encoding" {
		t.Errorf("gzip: Vary %q", v)
	}
	head, hb := rawGet(t, ts, http.MethodHead, path, nil)
	if head.StatusCode != 200 || len(hb) != 0 || head.Header.Get("Content-Length") != strconv.Itoa(len(body)) {
		t.Errorf("HEAD: %d, %d bytes, Content-Length %s (GET: %d)", head.StatusCode, len(hb), head.Header.Get("Content-Length"), len(body))
	}
	if nm, _ := rawGet(t, ts, http.MethodGet, path, map[string]string{"If-None-Match": tag}); nm.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: %d", nm.StatusCode)
	}
	chrome := browsers["chrome"]
	for p, want := range map[string]int{
		"/post-sitemap1.xml":            http.StatusMovedPermanently, // as before, for everyone
		"/post-sitemap99.xml":           http.StatusNotFound,
		"/post-sitemap99.xml?view=html": http.StatusNotFound,
		"/nope-sitemap.xml":             http.StatusNotFound,
		"/nope-sitemap.xml?view=html":   http.StatusNotFound,
		"/sitemap.xml":                  http.StatusMovedPermanently,
		"/main-sitemap.xsl":             http.StatusOK,
	} {
		resp, _ := rawGet(t, ts, http.MethodGet, p, chrome)
		if resp.StatusCode != want {
			t.Errorf("browser %s: %d, want %d", p, resp.StatusCode, want)
		}
	}
	// A browser's HEAD is answered with the XML's headers.
	if h, _ := rawGet(t, ts, http.MethodHead, "/post-sitemap2.xml", chrome); h.StatusCode != 200 || !strings.HasPrefix(h.Header.Get("Content-Type"), "text/xml") {
		t.Errorf("browser HEAD: %d %s", h.StatusCode, h.Header.Get("Content-Type"))
	}
}

// TestViewHidden: with "Discourage search engines" on, the view and the
// browser's navigation get the 410 of every sitemap.
func TestViewHidden(t *testing.T) {
	ts := newTestServer(t, "wpc_not_public", 1000, DefaultCacheBytes)
	for _, p := range []string{"/sitemap_index.xml", "/sitemap_index.xml?view=html", "/post-sitemap.xml?view=html"} {
		if resp, _ := get(t, ts, http.MethodGet, p, browsers["chrome"]); resp.StatusCode != http.StatusGone {
			t.Errorf("%s: %d, want 410", p, resp.StatusCode)
		}
	}
}

// TestAddOnViews: the views of the video sitemap (one row per video: the
// page, its thumbnail, its title linking the player, its duration) and of
// the news sitemap (one row per article: its link, title, publication
// date, publication).
func TestAddOnViews(t *testing.T) {
	t.Run("video", func(t *testing.T) {
		db := sitetest.Memory(t, "wpsitemap_video").Store().(store)
		ts, _ := addonServer(t, db, time.Now, "auto", "off")
		_, xmlBody := get(t, ts, http.MethodGet, "/video-sitemap.xml", nil)
		type video struct{ page, thumb, title, player string }
		var want []video
		for _, u := range regexp.MustCompile(`(?s)<url>.*?</url>`).FindAllString(xmlBody, -1) {
			page := locs(u)[0]
			for _, v := range regexp.MustCompile(`(?s)<video:video>.*?</video:video>`).FindAllString(u, -1) {
				want = append(want, video{page, xmlText(v, "video:thumbnail_loc"), xmlText(v, "video:title"), playOf(v)})
			}
		}
		if len(want) < 3 {
			t.Fatalf("only %d videos", len(want))
		}
		if resp, _ := rawGet(t, ts, http.MethodGet, "/video-sitemap.xml", browsers["firefox"]); resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("browser: %d", resp.StatusCode)
		}
		_, body := get(t, ts, http.MethodGet, "/video-sitemap.xml?view=html", nil)
		doc, _ := goquery.NewDocumentFromReader(strings.NewReader(body))
		rows := doc.Find("tr.entry")
		if rows.Length() != len(want) {
			t.Errorf("%d rows, want %d", rows.Length(), len(want))
		}
		rows.Each(func(i int, row *goquery.Selection) {
			if i >= len(want) {
				return
			}
			w := want[i]
			page, _ := row.Find("td.loc a").Attr("href")
			img, _ := row.Find("td.thumb img").Attr("src")
			title := row.Find("td.title a")
			player, _ := title.Attr("href")
			if page != w.page || img != w.thumb || player != w.player || title.Text() != w.title {
				t.Errorf("row %d: %q %q %q %q; want %+v", i+1, page, img, title.Text(), player, w)
			}
		})
	})
	t.Run("news", func(t *testing.T) {
		db := sitetest.Memory(t, "wpsitemap_news").Store().(store)
		clock := &testClock{t: time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC)}
		ts, _ := addonServer(t, db, clock.now, "off", "auto")
		_, xmlBody := get(t, ts, http.MethodGet, "/news-sitemap.xml", nil)
		urls := regexp.MustCompile(`(?s)<url>.*?</url>`).FindAllString(xmlBody, -1)
		_, body := get(t, ts, http.MethodGet, "/news-sitemap.xml?view=html", nil)
		doc, _ := goquery.NewDocumentFromReader(strings.NewReader(body))
		rows := doc.Find("tr.entry")
		if rows.Length() != len(urls) || len(urls) < 2 {
			t.Fatalf("%d rows, want %d", rows.Length(), len(urls))
		}
		rows.Each(func(i int, row *goquery.Selection) {
			u := urls[i]
			href, _ := row.Find("td.loc a").Attr("href")
			date, _ := row.Find("td.lastmod time").Attr("datetime")
			title := row.Find("td.title").Text()
			pub := row.Find("td.publication").Text()
			if href != locs(u)[0] || date != xmlText(u, "news:publication_date") || title != xmlText(u, "news:title") ||
				!strings.HasPrefix(pub, xmlText(u, "news:name")) || !strings.Contains(pub, "("+xmlText(u, "news:language")+")") {
				t.Errorf("row %d: %q %q %q %q; want the XML's\n%s", i+1, href, date, title, pub, u)
			}
		})
	})
}

// xmlText returns the text of the first <name> in s, unescaped.
func xmlText(s, name string) string {
	m := regexp.MustCompile(`<` + regexp.QuoteMeta(name) + `>([^<]*)</`).FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	return html.UnescapeString(m[1])
}

func playOf(v string) string {
	if p := xmlText(v, "video:player_loc"); p != "" {
		return p
	}
	return xmlText(v, "video:content_loc")
}

// TestViewSubdir: a site whose home is under /blog gets its views there,
// and the view's links too.
func TestViewSubdir(t *testing.T) {
	ts := newTestServer(t, "wpc_subdir", 1000, DefaultCacheBytes)
	resp, _ := rawGet(t, ts, http.MethodGet, "/blog/post-sitemap.xml", browsers["chrome"])
	if loc := resp.Header.Get("Location"); resp.StatusCode != http.StatusSeeOther || !strings.HasSuffix(loc, "/blog/post-sitemap.xml?view=html") {
		t.Fatalf("browser: %d to %q", resp.StatusCode, loc)
	}
	_, xmlBody := get(t, ts, http.MethodGet, "/blog/post-sitemap.xml", nil)
	resp, body := get(t, ts, http.MethodGet, "/blog/post-sitemap.xml?view=html", nil)
	if resp.StatusCode != 200 {
		t.Fatalf("view: %d", resp.StatusCode)
	}
	doc, _ := goquery.NewDocumentFromReader(strings.NewReader(body))
	if idx, _ := doc.Find(`a:contains("Sitemap index")`).Attr("href"); !strings.HasSuffix(idx, "/blog/sitemap_index.xml?view=html") {
		t.Errorf("link to the index %q", idx)
	}
	if n, want := doc.Find("tr.entry").Length(), len(locs(xmlBody)); n != want || n == 0 {
		t.Errorf("%d rows, want %d", n, want)
	}
	if resp, _ := get(t, ts, http.MethodGet, "/post-sitemap.xml?view=html", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("a view outside the home path: %d, want 404", resp.StatusCode)
	}
}
