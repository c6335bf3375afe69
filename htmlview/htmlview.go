// Package htmlview writes the view of a sitemap for people: an HTML page
// that says what the sitemap is and how many entries it has, and shows
// every entry in a table, each a link, with its last modification, images,
// videos or article, the other pages of the same sitemap and a link to the
// XML itself. Browsers are removing XSLT, and without it a sitemap's XML
// shows as a raw tree; this page is what wpsitemap shows a browser instead
// (the server decides when: see docs/deviations.md, item 19).
//
// It is the HTML twin of package sitemap: one writer per kind of document
// (Index, URLSet, VideoSet, NewsSet) that takes the same values as the XML
// writer of that kind, one entry at a time, and streams the page out
// through a 16 KiB buffer, so the page grows with the entries and is never
// held whole. Like package sitemap, it knows nothing of WordPress: callers
// pass final, absolute URLs, times and sentences.
//
// Every page comes from one html/template set (templates.go): the same
// look for every kind, with a heading, a table with header cells, and
// colours of sufficient contrast in light and dark mode; it fits a phone's
// width, has no script, and loads nothing but the images a sitemap lists
// (video thumbnails). Its only style sheet is inline, allowed by
// ContentSecurityPolicy. Only http, https and scheme-relative URLs become
// links or images; anything else is shown as text.
//
// The table has id="sitemap" and its rows class="entry", as the XSLT
// stylesheets of package xsl render them, so that one test reads both.
//
// A writer is not safe for concurrent use; use one per response.
package htmlview

import (
	"bufio"
	"errors"
	"html/template"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wpsitemap/wpsitemap/sitemap"
)

// ContentType is the Content-Type of a view.
const ContentType = "text/html; charset=utf-8"

// bufferSize is the buffer between a writer and its io.Writer, as in
// package sitemap.
const bufferSize = 16 << 10

// ErrClosed is returned by Write and Flush after Close.
var ErrClosed = errors.New("htmlview: writer closed")

// Head is what the top of a page says about its document.
type Head struct {
	// SiteName is the site's title; "" shows Home instead.
	SiteName string
	// Home is the site's home URL.
	Home string
	// Name is the document's file name, e.g. "post-sitemap2.xml".
	Name string
	// Loc is the document's URL, the one search engines read.
	Loc string
	// Raw is where a browser gets the document's XML as search engines
	// get it (Loc itself may bring a browser back to this view).
	Raw string
	// Index is the view of the sitemap index; "" on the index itself.
	Index string
	// About says, in a sentence for people, what the document lists.
	About string
	// Entries is how many entries the document lists, as its sitemap was
	// prepared (the table's footer counts the rows written).
	Entries int
	// Page is the document's page of its sitemap (1-based) and Pages how
	// many the sitemap has; PageURL gives the view of page n. Page 0: the
	// index, which has no pages.
	Page, Pages int
	PageURL     func(n int) string
	// LastMod is the document's last modification (zero: unknown).
	LastMod time.Time
}

// doc is what every writer shares: the buffer, the sticky error, the page
// head and the counts for the footer.
type doc struct {
	bw     *bufio.Writer
	err    error
	closed bool
	head   *headData
	rows   int // rows written (entries; videos for a VideoSet)
	urls   int // entries written
	extra  int // images (URLSet, NewsSet); videos (VideoSet)
	kind   string
}

func newDoc(w io.Writer, h Head, kind string) (*doc, error) {
	d := &doc{bw: bufio.NewWriterSize(w, bufferSize), kind: kind}
	d.head = newHeadData(h, kind)
	d.exec("head", d.head)
	return d, d.err
}

func (d *doc) exec(name string, data any) {
	if d.err == nil {
		d.err = pages.ExecuteTemplate(d.bw, name, data)
	}
}

func (d *doc) check() error {
	if d.closed {
		return ErrClosed
	}
	return d.err
}

func (d *doc) flush() error {
	if d.closed {
		if d.err != nil {
			return d.err
		}
		return ErrClosed
	}
	if d.err == nil {
		d.err = d.bw.Flush()
	}
	return d.err
}

func (d *doc) close() error {
	if d.closed {
		return d.err
	}
	d.closed = true
	d.exec("foot", footData{Head: d.head, Kind: d.kind, Rows: d.rows, URLs: d.urls, Extra: d.extra})
	if d.err == nil {
		d.err = d.bw.Flush()
	}
	return d.err
}

// IndexEntry is one sitemap of an index.
type IndexEntry struct {
	// Loc is the sitemap's URL, as the XML index lists it.
	Loc string
	// View is the view of that sitemap (the link people follow).
	View string
	// Entries is how many entries it lists.
	Entries int
	// LastMod is its last modification (zero: unknown).
	LastMod time.Time
}

// Index writes the view of a sitemap index.
type Index struct{ d *doc }

// NewIndex writes the head of the view of a sitemap index.
func NewIndex(w io.Writer, h Head) (*Index, error) {
	d, err := newDoc(w, h, "index")
	return &Index{d}, err
}

// Write adds one sitemap.
func (x *Index) Write(e IndexEntry) error {
	d := x.d
	if err := d.check(); err != nil {
		return err
	}
	d.rows++
	d.exec("index-row", indexRow{N: d.rows, Loc: newLink(e.Loc), View: newLink(e.View), Entries: group(e.Entries), LastMod: newStamp(e.LastMod)})
	d.urls++
	d.extra += e.Entries
	return d.err
}

// Flush writes the buffered bytes to the underlying writer.
func (x *Index) Flush() error { return x.d.flush() }

// Close writes the end of the page and flushes. It does not close the
// underlying writer.
func (x *Index) Close() error { return x.d.close() }

// URLSet writes the view of a <urlset> with images.
type URLSet struct{ d *doc }

// NewURLSet writes the head of the view of a <urlset>.
func NewURLSet(w io.Writer, h Head) (*URLSet, error) {
	d, err := newDoc(w, h, "urlset")
	return &URLSet{d}, err
}

// Write adds one URL with its last modification and images.
func (u *URLSet) Write(e sitemap.URL) error {
	d := u.d
	if err := d.check(); err != nil {
		return err
	}
	images := nonEmpty(e.Images)
	d.rows++
	d.urls++
	d.extra += len(images)
	row := urlRow{N: d.rows, Loc: newLink(e.Loc), LastMod: newStamp(e.LastMod), Images: make([]link, len(images))}
	for i, img := range images {
		row.Images[i] = newLink(img)
	}
	if len(images) > 0 {
		row.ImageCount = count(len(images), "image", "images")
	}
	d.exec("url-row", row)
	return d.err
}

// Flush writes the buffered bytes to the underlying writer.
func (u *URLSet) Flush() error { return u.d.flush() }

// Close writes the end of the page and flushes.
func (u *URLSet) Close() error { return u.d.close() }

// VideoSet writes the view of a Google video sitemap: one row per video.
type VideoSet struct{ d *doc }

// NewVideoSet writes the head of the view of a video sitemap.
func NewVideoSet(w io.Writer, h Head) (*VideoSet, error) {
	d, err := newDoc(w, h, "video")
	return &VideoSet{d}, err
}

// Write adds the videos of one page, a row each (a page without videos
// gets a row of its own).
func (v *VideoSet) Write(e sitemap.VideoURL) error {
	d := v.d
	if err := d.check(); err != nil {
		return err
	}
	d.urls++
	if len(e.Videos) == 0 {
		d.rows++
		d.exec("video-row", videoRow{N: d.rows, Loc: newLink(e.Loc)})
		return d.err
	}
	for i := range e.Videos {
		vid := &e.Videos[i]
		d.rows++
		d.extra++
		play := vid.PlayerLoc
		if play == "" {
			play = vid.ContentLoc
		}
		d.exec("video-row", videoRow{N: d.rows, Loc: newLink(e.Loc), Thumbnail: newLink(vid.ThumbnailLoc), Title: clean(vid.Title),
			Play: newLink(play), Duration: duration(vid.Duration), Published: newStamp(vid.PublicationDate)})
	}
	return d.err
}

// Flush writes the buffered bytes to the underlying writer.
func (v *VideoSet) Flush() error { return v.d.flush() }

// Close writes the end of the page and flushes.
func (v *VideoSet) Close() error { return v.d.close() }

// NewsSet writes the view of a Google News sitemap: one row per article.
type NewsSet struct{ d *doc }

// NewNewsSet writes the head of the view of a news sitemap.
func NewNewsSet(w io.Writer, h Head) (*NewsSet, error) {
	d, err := newDoc(w, h, "news")
	return &NewsSet{d}, err
}

// Write adds one article.
func (n *NewsSet) Write(e sitemap.NewsURL) error {
	d := n.d
	if err := d.check(); err != nil {
		return err
	}
	images := nonEmpty(e.Images)
	d.rows++
	d.urls++
	d.extra += len(images)
	d.exec("news-row", newsRow{N: d.rows, Loc: newLink(e.Loc), Title: clean(e.Title), Publication: clean(e.PublicationName),
		Language: clean(e.Language), Published: newStamp(e.PublicationDate)})
	return d.err
}

// Flush writes the buffered bytes to the underlying writer.
func (n *NewsSet) Flush() error { return n.d.flush() }

// Close writes the end of the page and flushes.
func (n *NewsSet) Close() error { return n.d.close() }

// What the templates get.

type headData struct {
	Head
	Kind     string
	Title    string // the page's <title>
	Site     string // SiteName, or Home
	Nav      []pageLink
	Prev     string
	Next     string
	Noun     string // what an entry is: "sitemap", "URL", "page with videos", "article"
	Nouns    string
	Modified stamp
	Styles   template.CSS
}

// pageLink is one item of the page navigation: a page, or a gap (N 0).
type pageLink struct {
	N       int
	URL     string
	Current bool
}

func newHeadData(h Head, kind string) *headData {
	h.SiteName = clean(h.SiteName)
	h.About = clean(h.About)
	hd := &headData{Head: h, Kind: kind, Site: h.SiteName, Modified: newStamp(h.LastMod), Styles: template.CSS(styles)}
	if hd.Site == "" {
		hd.Site = h.Home
	}
	hd.Title = h.Name
	if h.Pages > 1 {
		hd.Title += " (page " + strconv.Itoa(h.Page) + " of " + strconv.Itoa(h.Pages) + ")"
	}
	if hd.Site != "" {
		hd.Title += " · " + hd.Site
	}
	switch kind {
	case "index":
		hd.Noun, hd.Nouns = "sitemap", "sitemaps"
	case "video":
		hd.Noun, hd.Nouns = "page with videos", "pages with videos"
	case "news":
		hd.Noun, hd.Nouns = "article", "articles"
	default:
		hd.Noun, hd.Nouns = "URL", "URLs"
	}
	if h.Pages > 1 && h.PageURL != nil {
		hd.Nav = pageWindow(h.Page, h.Pages, h.PageURL)
		if h.Page > 1 {
			hd.Prev = h.PageURL(h.Page - 1)
		}
		if h.Page < h.Pages {
			hd.Next = h.PageURL(h.Page + 1)
		}
	}
	return hd
}

// pageWindow lists the pages to link from page cur of n: the first, the
// last, and those within two of cur, with gaps between (N 0). A sitemap of
// a million posts has a thousand pages; each links a handful.
func pageWindow(cur, n int, url func(int) string) []pageLink {
	var out []pageLink
	last := 0
	for p := 1; p <= n; p++ {
		if p != 1 && p != n && (p < cur-2 || p > cur+2) {
			continue
		}
		if p > last+1 {
			out = append(out, pageLink{})
		}
		out = append(out, pageLink{N: p, URL: url(p), Current: p == cur})
		last = p
	}
	return out
}

type footData struct {
	Head  *headData
	Kind  string
	Rows  int
	URLs  int
	Extra int
}

// The rows hold what the templates print, worked out beforehand: a
// template's own function calls go through reflection, and a page has
// thousands of rows.

type indexRow struct {
	N       int
	Loc     link
	View    link
	Entries string
	LastMod stamp
}

type urlRow struct {
	N          int
	Loc        link
	LastMod    stamp
	Images     []link
	ImageCount string // "2 images"; "" for none
}

type videoRow struct {
	N         int
	Loc       link
	Thumbnail link
	Title     string
	Play      link // the player, or else the video file
	Duration  string
	Published stamp
}

type newsRow struct {
	N           int
	Loc         link
	Title       string
	Publication string
	Language    string
	Published   stamp
}

// link is a URL as a row shows it: a link when it is a web URL (Web), its
// text the readable form of the URL.
type link struct {
	URL, Text string
	Web       bool
}

func newLink(u string) link {
	if !web(u) {
		return link{URL: u}
	}
	return link{URL: u, Text: readable(u), Web: true}
}

// stamp is a time as a row shows it; all "" for the zero time.
type stamp struct{ W3C, Day, Clock string }

func newStamp(t time.Time) stamp {
	if t.IsZero() {
		return stamp{}
	}
	return stamp{W3C: w3c(t), Day: day(t), Clock: clock(t)}
}

// nonEmpty returns the non-empty strings of s (the XML writers skip empty
// images too).
func nonEmpty(s []string) []string {
	for _, v := range s {
		if v == "" {
			out := make([]string, 0, len(s))
			for _, v := range s {
				if v != "" {
					out = append(out, v)
				}
			}
			return out
		}
	}
	return s
}

// clean makes s valid UTF-8 (a database may hold anything).
func clean(s string) string { return strings.ToValidUTF8(s, "\uFFFD") }

// web reports whether u may be a link or an image: http, https or
// scheme-relative, as the XSLT stylesheets decide.
func web(u string) bool {
	l := strings.ToLower(u)
	return strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "http://") || strings.HasPrefix(u, "//")
}

// readable is URL u as an address bar shows it: the percent-encoded UTF-8
// of letters and other printable characters decoded (/reisen/%d0%bf%d1%80/
// reads /reisen/пр/), everything else left as it is: ASCII escapes (%2F,
// %20), bytes that are not UTF-8, invisible and formatting characters
// (bidirectional overrides among them), so that the text never reads as
// another address than the link's.
func readable(u string) string {
	if !strings.Contains(u, "%") {
		return u
	}
	var b strings.Builder
	for i := 0; i < len(u); {
		// A run of escaped bytes of 0x80 and above.
		j, raw := i, []byte(nil)
		for j+2 < len(u) && u[j] == '%' {
			c, ok := unhex2(u[j+1], u[j+2])
			if !ok || c < 0x80 {
				break
			}
			raw = append(raw, c)
			j += 3
		}
		if len(raw) == 0 {
			b.WriteByte(u[i])
			i++
			continue
		}
		for k := 0; k < len(raw); {
			r, n := utf8.DecodeRune(raw[k:])
			if r == utf8.RuneError || !unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) {
				b.WriteString(u[i+3*k : i+3*(k+n)])
			} else {
				b.WriteRune(r)
			}
			k += n
		}
		i = j
	}
	return b.String()
}

func unhex2(a, b byte) (byte, bool) {
	h, ok1 := unhex(a)
	l, ok2 := unhex(b)
	return h<<4 | l, ok1 && ok2
}

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// w3c prints t as the XML does (sitemap.DateLayout, UTC).
func w3c(t time.Time) string { return t.UTC().Format(sitemap.DateLayout) }

// day and clock print t in UTC for people: 2024-03-18 and 13:05 UTC.
func day(t time.Time) string   { return t.UTC().Format("2006-01-02") }
func clock(t time.Time) string { return t.UTC().Format("15:04") + " UTC" }

// duration prints seconds as m:ss or h:mm:ss; "" for none.
func duration(s int) string {
	if s <= 0 {
		return ""
	}
	h, m, sec := s/3600, s/60%60, s%60
	if h > 0 {
		return strconv.Itoa(h) + ":" + pad2(m) + ":" + pad2(sec)
	}
	return strconv.Itoa(m) + ":" + pad2(sec)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// count prints n with its noun, singular or plural: "1 URL", "3 URLs".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return group(n) + " " + many
}

// group prints n with thin groups of three digits: 12,345.
func group(n int) string {
	s := strconv.Itoa(n)
	if n < 0 || len(s) <= 3 {
		return s
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
