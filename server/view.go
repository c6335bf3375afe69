package server

import (
	"encoding/hex"
	"hash/fnv"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The view for people (deviations.md 19). Every sitemap document has two
// forms: its XML, at its own URL, for crawlers and every other client; and
// an HTML view (package htmlview) at the same URL with ?view=html, for
// people, since browsers are removing the XSLT that made the XML readable.
//
// The XML URL answers the XML to every request, with the headers it always
// had, except a browser's navigation (browserNavigation: the headers only
// a browser sends when a person opens a page), which gets a 303 to the
// view. That redirect and the view are "Cache-Control: no-store, private":
// no shared cache (a CDN, nginx's proxy_cache, Varnish) stores either, so
// none can hand them to a crawler, whatever its cache key; and the view
// lives at a URL of its own, so a crawler that follows a link to the XML
// URL never gets HTML, even from a cache that ignores Vary. ?view=xml
// answers the XML whoever asks: it is what the view links as "the XML".

// viewParam is the query parameter that names a form: ?view=html (the
// view) or ?view=xml (the XML, never redirected).
const viewParam = "view"

// form is what a request to a sitemap document gets.
type form int

const (
	formXML    form = iota // the XML, as crawlers get it
	formView               // the view for people
	formToView             // a 303 to the view
)

// requestedForm says which form r gets.
func requestedForm(r *http.Request) form {
	switch viewOf(r) {
	case "html":
		return formView
	case "xml":
		return formXML
	}
	if browserNavigation(r) {
		return formToView
	}
	return formXML
}

// viewOf returns the ?view= of r ("" when none).
func viewOf(r *http.Request) string {
	if !strings.Contains(r.URL.RawQuery, viewParam) {
		return ""
	}
	q, _ := url.ParseQuery(r.URL.RawQuery)
	return q.Get(viewParam)
}

// browserNavigation reports whether r is a person's browser opening the
// page: a GET whose Fetch Metadata say it is a navigation to a document
// (Sec-Fetch-Mode: navigate, Sec-Fetch-Dest: document; browsers send them
// since 2020-2023, and no crawler does), that accepts text/html, from a
// user agent that does not name itself a crawler, a headless browser or
// an audit tool. Anything else gets the XML: crawlers, curl, feed readers,
// a script's fetch(), a page's <iframe>, browsers too old to send Fetch
// Metadata (those all have XSLT), and automated browsers that announce
// themselves (HeadlessChrome, Lighthouse, Googlebot's renderer).
func browserNavigation(r *http.Request) bool {
	if r.Method != http.MethodGet {
		return false
	}
	h := r.Header
	if !strings.EqualFold(h.Get("Sec-Fetch-Mode"), "navigate") || !strings.EqualFold(h.Get("Sec-Fetch-Dest"), "document") {
		return false
	}
	return acceptsHTML(h.Values("Accept")) && !automated.MatchString(h.Get("User-Agent"))
}

// automated matches the user agents of crawlers, headless browsers and
// audit tools, which get the XML even when they navigate as a browser does.
// A browser matched by mistake gets the XML too: the safe side.
var automated = regexp.MustCompile(`(?i)bot|crawl|spider|slurp|headless|lighthouse|google|bing|yandex|baidu|externalhit|preview|inspect`)

// acceptsHTML reports whether an Accept header names text/html with a
// quality above zero (*/* alone does not count: every crawler sends it).
func acceptsHTML(accept []string) bool {
	for _, line := range accept {
		for _, part := range strings.Split(line, ",") {
			if q, named := quality(part, "text/html"); named && q > 0 {
				return true
			}
		}
	}
	return false
}

// viewVary names what the redirect to the view depends on.
const viewVary = "Accept-Encoding, Accept, Sec-Fetch-Dest, Sec-Fetch-Mode, User-Agent"

// noStore is the Cache-Control of the redirect to the view and of the
// view: stored by no cache, shared or not.
const noStore = "no-store, private"

// toView answers a browser's navigation to the XML at path with a 303 to
// its view, which no cache may store.
func (s *Server) toView(w http.ResponseWriter, r *http.Request, path string) error {
	setRoute(r, "to-view")
	h := w.Header()
	h.Set("Location", viewURL(snapshotOf(r).Site, path))
	h.Set("Cache-Control", noStore)
	h.Set("Vary", viewVary) // in place of the gzip wrapper's: one Vary
	h.Set("X-Redirect-By", "wpsitemap")
	w.WriteHeader(http.StatusSeeOther)
	return nil
}

// viewHeaders are the headers of a view, whatever its status.
func viewHeaders(h http.Header) {
	h.Set("Cache-Control", noStore)
	h.Set("Content-Security-Policy", htmlview.ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
}

// viewURL and rawURL are the view of the document at path and its XML
// for a browser, under the stored home (deviations.md 10).
func viewURL(site *wp.Site, path string) string {
	return site.HomeURLWith(path) + "?" + viewParam + "=html"
}

func rawURL(site *wp.Site, path string) string {
	return site.HomeURLWith(path) + "?" + viewParam + "=xml"
}

// sitemapPath is the path of page n (1-based) of the sitemap called name.
func sitemapPath(name string, n int) string {
	suffix := ""
	if n > 1 {
		suffix = strconv.Itoa(n)
	}
	return "/" + name + "-sitemap" + suffix + ".xml"
}

// indexPath is the path of the sitemap index.
const indexPath = "/sitemap_index.xml"

// viewKey names the content of a view, as docKey names the XML's: the
// view shows, beyond the XML, the site's name, the number of entries of
// each page and the number of pages of its sitemap.
func viewKey(snap *catalog.Snapshot, sm *catalog.Sitemap, n int) string {
	h := fnv.New128a()
	io.WriteString(h, snap.Site.BlogName+"\x00"+snap.Site.Home+"\x00")
	if sm == nil {
		io.WriteString(h, docKey(snap, "index", nil, 0)+"\x00")
		for _, sm := range snap.Sitemaps {
			if sm.InIndex {
				for _, pg := range sm.Pages {
					io.WriteString(h, strconv.Itoa(pg.Count)+"\x00")
				}
			}
		}
	} else {
		io.WriteString(h, docKey(snap, "sitemap", sm, n)+"\x00"+strconv.Itoa(len(sm.Pages))+"\x00"+
			strconv.Itoa(sm.Pages[n-1].Count)+"\x00"+sm.Pages[n-1].LastMod+"\x00"+catalog.About(sm))
	}
	return "view:" + hex.EncodeToString(h.Sum(nil))
}

// indexView is the view of the sitemap index.
func (s *Server) indexView(w http.ResponseWriter, r *http.Request, snap *catalog.Snapshot) error {
	site := snap.Site
	return s.serveDoc(w, r, snap, doc{key: "view/index", version: viewKey(snap, nil, 0), route: "view", view: true, body: func(out io.Writer) error {
		head := htmlview.Head{SiteName: site.BlogName, Home: site.Home, Name: strings.TrimPrefix(indexPath, "/"),
			Loc: site.HomeURLWith(indexPath), Raw: rawURL(site, indexPath),
			About: "Every sitemap of this site, a page each: search engines read this index first, then the sitemaps it lists."}
		for _, sm := range snap.Sitemaps {
			if sm.InIndex {
				head.Entries += len(sm.Pages)
				for _, pg := range sm.Pages {
					if t, ok := catalog.LastModTime(pg.LastMod); ok && t.After(head.LastMod) {
						head.LastMod = t
					}
				}
			}
		}
		x, err := htmlview.NewIndex(out, head)
		if err != nil {
			return err
		}
		for _, sm := range snap.Sitemaps {
			if !sm.InIndex {
				continue
			}
			for i, pg := range sm.Pages {
				t, _ := catalog.LastModTime(pg.LastMod)
				p := sitemapPath(sm.Name, i+1)
				if err := x.Write(htmlview.IndexEntry{Loc: site.HomeURLWith(p), View: viewURL(site, p), Entries: pg.Count, LastMod: t}); err != nil {
					return err
				}
			}
		}
		return x.Close()
	}})
}

// sitemapView is the view of page n of sitemap sm.
func (s *Server) sitemapView(w http.ResponseWriter, r *http.Request, snap *catalog.Snapshot, sm *catalog.Sitemap, n int) error {
	site := snap.Site
	key := "view/sitemap/" + sm.Name + "/" + strconv.Itoa(n)
	return s.serveDoc(w, r, snap, doc{key: key, version: viewKey(snap, sm, n), route: "view", view: true, body: func(out io.Writer) error {
		p := sitemapPath(sm.Name, n)
		var mod time.Time
		if t, ok := catalog.LastModTime(sm.Pages[n-1].LastMod); ok {
			mod = t
		}
		head := htmlview.Head{SiteName: site.BlogName, Home: site.Home, Name: strings.TrimPrefix(p, "/"),
			Loc: site.HomeURLWith(p), Raw: rawURL(site, p), Index: viewURL(site, indexPath), About: catalog.About(sm),
			Entries: sm.Pages[n-1].Count, Page: n, Pages: len(sm.Pages), LastMod: mod,
			PageURL: func(k int) string { return viewURL(site, sitemapPath(sm.Name, k)) }}
		v, err := sm.Provider.Format().OpenView(out, head)
		if err != nil {
			return err
		}
		return writeEntries(r, snap, sm, n, v)
	}})
}

// writeEntries streams the entries of page n of sm into doc (the XML or
// its view) and closes it.
func writeEntries(r *http.Request, snap *catalog.Snapshot, sm *catalog.Sitemap, n int, doc catalog.DocWriter) error {
	written := 0
	err := snap.Render(r.Context(), sm, n, func(e catalog.Entry) error { // doc keeps nothing of e
		if err := doc.Write(e); err != nil {
			return err
		}
		written++
		if written%200 == 0 {
			return doc.Flush()
		}
		return nil
	})
	if err != nil {
		return err
	}
	return doc.Close()
}
