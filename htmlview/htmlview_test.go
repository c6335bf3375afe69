package htmlview

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"github.com/wpsitemap/wpsitemap/sitemap"
)

func head(name string, page, pages int) Head {
	return Head{SiteName: "Café <b>&", Home: "https://example.com", Name: name, Loc: "https://example.com/" + name,
		Raw: "https://example.com/" + name + "?view=xml", Index: "https://example.com/sitemap_index.xml?view=html",
		About: `The entries of the post type "post".`, Entries: 3, Page: page, Pages: pages,
		PageURL: func(n int) string { return "https://example.com/post-sitemap" + strconv.Itoa(n) + ".xml?view=html" },
		LastMod: time.Date(2024, 3, 18, 13, 5, 0, 0, time.UTC)}
}

func parse(t *testing.T, b []byte) *goquery.Document {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestURLSet: one row per entry with its link, images and date; text is
// escaped, only web URLs are links, and the footer counts what was written.
func TestURLSet(t *testing.T) {
	var b bytes.Buffer
	u, err := NewURLSet(&b, head("post-sitemap2.xml", 2, 3))
	if err != nil {
		t.Fatal(err)
	}
	mod := time.Date(2024, 3, 18, 13, 5, 9, 0, time.FixedZone("CET", 3600))
	for _, e := range []sitemap.URL{
		{Loc: "https://example.com/a/", LastMod: mod, Images: []string{"https://example.com/i.jpg", "", "javascript:alert(1)"}},
		{Loc: "javascript:alert(2)"},
		{Loc: "https://example.com/%d0%bf%d1%80/?q=<x>&y=1"},
	} {
		if err := u.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := u.Close(); err != nil {
		t.Fatal(err)
	}
	if err := u.Write(sitemap.URL{Loc: "https://example.com/late/"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Close: %v, want ErrClosed", err)
	}
	out := b.String()
	for _, bad := range []string{"<b>", `href="javascript`, "<script"} {
		if strings.Contains(out, bad) {
			t.Errorf("the page holds %q", bad)
		}
	}
	doc := parse(t, b.Bytes())
	if got := doc.Find("title").Text(); got != "post-sitemap2.xml (page 2 of 3) · Café <b>&" {
		t.Errorf("title %q", got)
	}
	rows := doc.Find("tbody tr.entry")
	if rows.Length() != 3 {
		t.Fatalf("%d rows", rows.Length())
	}
	first := rows.Eq(0)
	if h, _ := first.Find("td.loc > a").Attr("href"); h != "https://example.com/a/" {
		t.Errorf("row 1 link %q", h)
	}
	if n := first.Find("td.images").Text(); n != "2" {
		t.Errorf("row 1 images %q, want 2 (the empty one skipped, as in the XML)", n)
	}
	if first.Find("details li a").Length() != 1 || first.Find("details li").Length() != 2 {
		t.Errorf("row 1: the image list links the web URL only")
	}
	if dt, _ := first.Find("td.lastmod time").Attr("datetime"); dt != "2024-03-18T12:05:09+00:00" {
		t.Errorf("row 1 datetime %q, want the XML's form in UTC", dt)
	}
	if txt := first.Find("td.lastmod").Text(); txt != "2024-03-18 12:05 UTC" {
		t.Errorf("row 1 date %q", txt)
	}
	if rows.Eq(1).Find("a").Length() != 0 || rows.Eq(1).Find("td.loc").Text() != "javascript:alert(2)" {
		t.Errorf("row 2: a javascript: URL must be text, not a link")
	}
	third := rows.Eq(2).Find("td.loc > a")
	if h, _ := third.Attr("href"); h != "https://example.com/%d0%bf%d1%80/?q=%3cx%3e&y=1" {
		t.Errorf("row 3 href %q", h)
	}
	if third.Text() != "https://example.com/пр/?q=<x>&y=1" {
		t.Errorf("row 3 text %q, want the readable form", third.Text())
	}
	if doc.Find("#entries").Text() != "3" || !strings.Contains(doc.Find("tfoot").Text(), "3 URLs, 2 images.") {
		t.Errorf("footer %q", doc.Find("tfoot").Text())
	}
	// The inline style sheet is the one the Content-Security-Policy allows.
	sum := sha256.Sum256([]byte(doc.Find("style").Text()))
	if !strings.Contains(ContentSecurityPolicy, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") {
		t.Errorf("the page's style sheet is not the one %q allows", ContentSecurityPolicy)
	}
	if doc.Find("nav.pages").Length() != 2 || doc.Find(`nav.pages a[aria-current=page]`).First().Text() != "Page 2" {
		t.Errorf("page navigation: %d, current %q", doc.Find("nav.pages").Length(), doc.Find(`nav.pages a[aria-current=page]`).First().Text())
	}
	if l, _ := doc.Find(`link[rel=alternate][type="application/xml"]`).Attr("href"); l != "https://example.com/post-sitemap2.xml" {
		t.Errorf("no alternate link to the XML: %q", l)
	}
}

// TestIndex: the index links the views of its sitemaps, with the loc as
// the text, and counts the entries of all.
func TestIndex(t *testing.T) {
	var b bytes.Buffer
	h := head("sitemap_index.xml", 0, 0)
	h.Index, h.PageURL, h.Entries = "", nil, 2
	x, err := NewIndex(&b, h)
	if err != nil {
		t.Fatal(err)
	}
	x.Write(IndexEntry{Loc: "https://example.com/post-sitemap.xml", View: "https://example.com/post-sitemap.xml?view=html", Entries: 1000})
	x.Write(IndexEntry{Loc: "https://example.com/page-sitemap.xml", View: "https://example.com/page-sitemap.xml?view=html", Entries: 2, LastMod: time.Unix(0, 0)})
	if err := x.Close(); err != nil {
		t.Fatal(err)
	}
	doc := parse(t, b.Bytes())
	rows := doc.Find("tr.entry")
	if rows.Length() != 2 || rows.Eq(0).Find("td.count").Text() != "1,000" || rows.Eq(0).Find("td.lastmod").Text() != "" {
		t.Errorf("rows: %q", rows.Text())
	}
	if a := rows.Eq(1).Find("td.loc a"); a.AttrOr("href", "") != "https://example.com/page-sitemap.xml?view=html" || a.Text() != "https://example.com/page-sitemap.xml" {
		t.Errorf("row 2 link %q %q", a.AttrOr("href", ""), a.Text())
	}
	if !strings.Contains(doc.Find("tfoot").Text(), "2 sitemaps, listing 1,002 entries in all.") {
		t.Errorf("footer %q", doc.Find("tfoot").Text())
	}
	if doc.Find("nav.pages").Length() != 0 || doc.Find(`a:contains("Sitemap index")`).Length() != 0 {
		t.Errorf("the index has no pages and no link to itself")
	}
}

// TestVideoAndNews: a row per video (thumbnail, title linking the player
// or the file, duration) and per article (title, date, publication).
func TestVideoAndNews(t *testing.T) {
	var b bytes.Buffer
	v, _ := NewVideoSet(&b, head("video-sitemap.xml", 1, 1))
	pub := time.Date(2024, 5, 1, 8, 0, 0, 0, time.UTC)
	v.Write(sitemap.VideoURL{Loc: "https://example.com/v/", Videos: []sitemap.Video{
		{ThumbnailLoc: "https://i.ytimg.com/vi/x/hqdefault.jpg", Title: "One & <two>", PlayerLoc: "https://www.youtube.com/embed/x", Duration: 3725, PublicationDate: pub},
		{ThumbnailLoc: "data:image/png;base64,AAAA", ContentLoc: "https://example.com/v.mp4", Duration: 59},
	}})
	v.Close()
	doc := parse(t, b.Bytes())
	rows := doc.Find("tr.entry")
	if rows.Length() != 2 {
		t.Fatalf("%d rows", rows.Length())
	}
	r1, r2 := rows.Eq(0), rows.Eq(1)
	if r1.Find("td.thumb img").AttrOr("src", "") != "https://i.ytimg.com/vi/x/hqdefault.jpg" || r1.Find("td.title a").Text() != "One & <two>" ||
		r1.Find("td.title a").AttrOr("href", "") != "https://www.youtube.com/embed/x" || r1.Find("td.duration").Text() != "1:02:05" {
		t.Errorf("row 1: %s", r1.Text())
	}
	if r2.Find("img").Length() != 0 || r2.Find("td.title a").Text() != "(no title)" || r2.Find("td.title a").AttrOr("href", "") != "https://example.com/v.mp4" ||
		r2.Find("td.duration").Text() != "0:59" {
		t.Errorf("row 2: %s", r2.Text())
	}
	if !strings.Contains(doc.Find("tfoot").Text(), "2 videos on 1 page.") {
		t.Errorf("footer %q", doc.Find("tfoot").Text())
	}

	b.Reset()
	n, _ := NewNewsSet(&b, head("news-sitemap.xml", 1, 1))
	n.Write(sitemap.NewsURL{Loc: "https://example.com/n/", PublicationName: "The Daily", Language: "de", PublicationDate: pub, Title: "Breaking \xff news"})
	n.Close()
	doc = parse(t, b.Bytes())
	row := doc.Find("tr.entry")
	if row.Find("td.title").Text() != "Breaking \uFFFD news" || row.Find("td.publication").Text() != "The Daily (de)" ||
		row.Find("td.lastmod time").AttrOr("datetime", "") != "2024-05-01T08:00:00+00:00" {
		t.Errorf("news row: %s", row.Text())
	}
}

// TestStreams: the page goes out as it is written, through a bounded
// buffer, and grows with the entries.
func TestStreams(t *testing.T) {
	var b bytes.Buffer
	u, _ := NewURLSet(&b, head("post-sitemap.xml", 1, 1))
	sizes := []int{}
	for i := range 3000 {
		u.Write(sitemap.URL{Loc: "https://example.com/post-" + strconv.Itoa(i) + "/"})
		if i%1000 == 999 {
			sizes = append(sizes, b.Len())
		}
	}
	u.Close()
	if sizes[0] == 0 || sizes[1] <= sizes[0] || sizes[2] <= sizes[1] || b.Len()-sizes[2] > bufferSize+4096 {
		t.Errorf("bytes out after 1000, 2000, 3000 entries: %v, %d in all: want them out as written", sizes, b.Len())
	}
}

// failing fails its writes after n bytes.
type failing struct{ n int }

func (f *failing) Write(p []byte) (int, error) {
	if f.n -= len(p); f.n < 0 {
		return 0, errors.New("disk full")
	}
	return len(p), nil
}

// TestStickyError: the first error of the writer underneath is returned by
// every later call.
func TestStickyError(t *testing.T) {
	u, _ := NewURLSet(&failing{n: 1000}, head("post-sitemap.xml", 1, 1))
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		err = u.Write(sitemap.URL{Loc: "https://example.com/" + strconv.Itoa(i) + "/"})
	}
	if err == nil || u.Flush() == nil || u.Close() == nil {
		t.Errorf("want the writer's error to stick: %v", err)
	}
}

func TestReadable(t *testing.T) {
	for in, want := range map[string]string{
		"https://example.com/a/":                        "https://example.com/a/",
		"https://example.com/%D0%BF%D1%80/":             "https://example.com/пр/",
		"https://example.com/a%20b/%2F%25/":             "https://example.com/a%20b/%2F%25/",
		"https://example.com/%e2%80%ae/evil/":           "https://example.com/%e2%80%ae/evil/", // RIGHT-TO-LEFT OVERRIDE stays encoded
		"https://example.com/%ff%fe/":                   "https://example.com/%ff%fe/",
		"https://example.com/%c3%a9%c2%a0%c3%a9/":       "https://example.com/é%c2%a0é/", // no-break space stays
		"https://example.com/%c3":                       "https://example.com/%c3",
		"https://example.com/%e6%97%a5%e6%9c%ac%zz":     "https://example.com/日本%zz",
		"https://example.com/caf%C3%A9?x=%C3%A9#%C3%A9": "https://example.com/café?x=é#é",
	} {
		if got := readable(in); got != want {
			t.Errorf("readable(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestHelpers(t *testing.T) {
	for s, want := range map[int]string{0: "", -1: "", 5: "0:05", 65: "1:05", 3600: "1:00:00", 28800: "8:00:00"} {
		if got := duration(s); got != want {
			t.Errorf("duration(%d) = %q, want %q", s, got, want)
		}
	}
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 1234567: "1,234,567", -5: "-5"} {
		if got := group(n); got != want {
			t.Errorf("group(%d) = %q, want %q", n, got, want)
		}
	}
	url := func(n int) string { return strconv.Itoa(n) }
	var got []string
	for _, l := range pageWindow(6, 20, url) {
		if l.N == 0 {
			got = append(got, "…")
		} else if l.Current {
			got = append(got, "["+l.URL+"]")
		} else {
			got = append(got, l.URL)
		}
	}
	if s := strings.Join(got, " "); s != "1 … 4 5 [6] 7 8 … 20" {
		t.Errorf("pageWindow(6, 20) = %s", s)
	}
	if s := len(pageWindow(1, 2, url)); s != 2 {
		t.Errorf("pageWindow(1, 2): %d links", s)
	}
}

// BenchmarkURLSet renders the view of a page of 1000 URLs with two images
// each, as the server does for a post sitemap.
func BenchmarkURLSet(b *testing.B) {
	e := sitemap.URL{Loc: "https://example.com/2024/03/a-post-about-something/", LastMod: time.Now(),
		Images: []string{"https://example.com/wp-content/uploads/2024/03/a.jpg", "https://example.com/wp-content/uploads/2024/03/b.jpg"}}
	var size int
	b.ReportAllocs()
	for b.Loop() {
		var out countWriter
		u, _ := NewURLSet(&out, head("post-sitemap.xml", 1, 1))
		for range 1000 {
			u.Write(e)
		}
		u.Close()
		size = int(out)
	}
	b.ReportMetric(float64(size), "bytes/page")
}

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }
