package sitemap

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

type xVideoSet struct {
	XMLName xml.Name    `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []xVideoURL `xml:"url"`
}

type xVideoURL struct {
	Loc    string   `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 loc"`
	Videos []xVideo `xml:"http://www.google.com/schemas/sitemap-video/1.1 video"`
}

type xVideo struct {
	Elements []xElement `xml:",any"`
}

// xElement is one child of <video:video>, kept in document order so that the
// schema's sequence is checked too.
type xElement struct {
	XMLName xml.Name
	Info    string `xml:"info,attr"`
	Value   string `xml:",chardata"`
}

func el(name, value string) xElement {
	return xElement{XMLName: xml.Name{Space: NamespaceVideo, Local: name}, Value: value}
}

type xNewsSet struct {
	XMLName xml.Name   `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []xNewsURL `xml:"url"`
}

type xNewsURL struct {
	Loc      string   `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 loc"`
	Name     string   `xml:"http://www.google.com/schemas/sitemap-news/0.9 news>publication>name"`
	Language string   `xml:"http://www.google.com/schemas/sitemap-news/0.9 news>publication>language"`
	Date     string   `xml:"http://www.google.com/schemas/sitemap-news/0.9 news>publication_date"`
	Title    string   `xml:"http://www.google.com/schemas/sitemap-news/0.9 news>title"`
	Tickers  string   `xml:"http://www.google.com/schemas/sitemap-news/0.9 news>stock_tickers"`
	Images   []xImage `xml:"http://www.google.com/schemas/sitemap-image/1.1 image"`
}

func writeVideoSet(t testing.TB, href string, urls []VideoURL) []byte {
	t.Helper()
	var buf bytes.Buffer
	v, err := NewVideoSet(&buf, href)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range urls {
		if err := v.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if v.Len() != len(urls) {
		t.Errorf("Len() = %d, want %d", v.Len(), len(urls))
	}
	if err := v.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func writeNewsSet(t testing.TB, href string, urls []NewsURL) []byte {
	t.Helper()
	var buf bytes.Buffer
	n, err := NewNewsSet(&buf, href)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range urls {
		if err := n.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if n.Len() != len(urls) {
		t.Errorf("Len() = %d, want %d", n.Len(), len(urls))
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestVideoSet(t *testing.T) {
	many := make([]string, 40)
	for i := range many {
		many[i] = fmt.Sprintf("tag %d", i)
	}
	full := Video{
		ThumbnailLoc:    "https://example.com/wp-content/uploads/2024/03/steak.jpg",
		Title:           "Grilling steaks & more",
		Description:     `How to "grill" <a> steak`,
		ContentLoc:      "https://example.com/wp-content/uploads/2024/03/steak.mp4",
		PlayerLoc:       "https://www.youtube-nocookie.com/v/abc123?x=1&y=2",
		Duration:        98,
		Rating:          4.5,
		ViewCount:       367,
		PublicationDate: march18CEST,
		Tags:            []string{"Example tag", "", "Another example tag"},
		Category:        "Cooking",
		FamilyFriendly:  "yes",
		Uploader:        "Example Person",
		UploaderInfo:    "https://example.com/author/example/?a=1&b='2'",
	}
	minimal := Video{
		ThumbnailLoc: "https://example.com/thumb.jpg",
		Title:        "Only what is required",
		PlayerLoc:    "https://player.example.com/1",
		Duration:     28801, // out of the schema's range: omitted
		Rating:       5.5,   // out of range: omitted
		Tags:         many,  // only MaxVideoTags written
	}
	urls := []VideoURL{
		{Loc: "https://example.com/2024/03/cooking-show/", Videos: []Video{full, minimal}},
		{Loc: "https://example.com/no-videos/"},
	}
	wantMinimal := []xElement{
		el("thumbnail_loc", minimal.ThumbnailLoc), el("title", minimal.Title), el("description", ""),
		el("player_loc", minimal.PlayerLoc),
	}
	for _, tag := range many[:MaxVideoTags] {
		wantMinimal = append(wantMinimal, el("tag", tag))
	}
	uploader := el("uploader", "Example Person")
	uploader.Info = full.UploaderInfo
	want := []xVideoURL{
		{Loc: urls[0].Loc, Videos: []xVideo{
			{Elements: []xElement{
				el("thumbnail_loc", full.ThumbnailLoc), el("title", full.Title), el("description", full.Description),
				el("content_loc", full.ContentLoc), el("player_loc", full.PlayerLoc), el("duration", "98"),
				el("rating", "4.5"), el("view_count", "367"), el("publication_date", "2024-03-18T13:00:00+00:00"),
				el("tag", "Example tag"), el("tag", "Another example tag"), el("category", "Cooking"),
				el("family_friendly", "yes"), uploader,
			}},
			{Elements: wantMinimal},
		}},
		{Loc: urls[1].Loc},
	}

	doc := writeVideoSet(t, "//example.com/video-sitemap.xsl", urls)
	golden(t, "video.xml", doc)
	checkFrame(t, doc, "//example.com/video-sitemap.xsl")
	var got xVideoSet
	if err := xml.Unmarshal(doc, &got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got.URLs); diff != "" {
		t.Errorf("parsed entries (-want +got):\n%s", diff)
	}

	empty := writeVideoSet(t, "//example.com/video-sitemap.xsl", nil)
	golden(t, "video-empty.xml", empty)
	if root, n := wellFormed(t, empty); root.Space != NamespaceSitemap || root.Local != "urlset" || n != 0 {
		t.Errorf("empty video sitemap: root %v with %d children", root, n)
	}

	t.Run("xsd", func(t *testing.T) { validateXSD(t, map[string][]byte{"video.xml": doc}) })
}

func TestVideoSetRefuses(t *testing.T) {
	ok := Video{ThumbnailLoc: "https://example.com/t.jpg", Title: "t", PlayerLoc: "https://example.com/p"}
	noThumb, noPlayer, badFF := ok, ok, ok
	noThumb.ThumbnailLoc = ""
	noPlayer.PlayerLoc = ""
	badFF.FamilyFriendly = "Yes"
	var buf bytes.Buffer
	v, _ := NewVideoSet(&buf, "")
	for _, tt := range []struct {
		e    VideoURL
		want error
	}{
		{VideoURL{Videos: []Video{ok}}, ErrEmptyLoc},
		{VideoURL{Loc: "https://example.com/a/", Videos: []Video{ok, noThumb}}, ErrInvalid},
		{VideoURL{Loc: "https://example.com/b/", Videos: []Video{noPlayer}}, ErrInvalid},
		{VideoURL{Loc: "https://example.com/c/", Videos: []Video{badFF}}, ErrInvalid},
	} {
		if err := v.Write(tt.e); !errors.Is(err, tt.want) {
			t.Errorf("Write(%+v) = %v, want %v", tt.e, err, tt.want)
		}
	}
	if err := v.Write(VideoURL{Loc: "https://example.com/ok/", Videos: []Video{ok}}); err != nil {
		t.Fatalf("Write after refused entries: %v", err)
	}
	if err := v.Close(); err != nil {
		t.Fatal(err)
	}
	if _, n := wellFormed(t, buf.Bytes()); n != 1 || v.Len() != 1 {
		t.Errorf("%d entries in the document, Len %d; want 1", n, v.Len())
	}
}

func TestNewsSet(t *testing.T) {
	urls := []NewsURL{
		{
			Loc:             "https://example.com/2024/03/big-news/",
			PublicationName: "Example & Co Daily",
			Language:        "en",
			PublicationDate: march18CEST,
			Title:           "Big news: <everything> changes",
			StockTickers:    "NASDAQ:A, NYSE:B",
			Images:          []string{"https://example.com/wp-content/uploads/2024/03/une.jpg", ""},
		},
		{
			Loc:             "https://example.com/2024/03/petites-nouvelles/?a=1&b=2",
			PublicationName: "Example & Co Daily",
			Language:        "fr",
			PublicationDate: time.Date(2024, 3, 17, 21, 5, 9, 0, time.UTC),
			Title:           "Petites nouvelles — l'été",
		},
	}
	want := []xNewsURL{
		{
			Loc: urls[0].Loc, Name: "Example & Co Daily", Language: "en", Date: "2024-03-18T13:00:00+00:00",
			Title: urls[0].Title, Tickers: "NASDAQ:A, NYSE:B",
			Images: []xImage{{"https://example.com/wp-content/uploads/2024/03/une.jpg"}},
		},
		{
			Loc: urls[1].Loc, Name: "Example & Co Daily", Language: "fr", Date: "2024-03-17T21:05:09+00:00",
			Title: urls[1].Title,
		},
	}
	doc := writeNewsSet(t, "//example.com/news-sitemap.xsl", urls)
	golden(t, "news.xml", doc)
	checkFrame(t, doc, "//example.com/news-sitemap.xsl")
	var got xNewsSet
	if err := xml.Unmarshal(doc, &got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got.URLs); diff != "" {
		t.Errorf("parsed entries (-want +got):\n%s", diff)
	}

	empty := writeNewsSet(t, "//example.com/news-sitemap.xsl", nil)
	golden(t, "news-empty.xml", empty)
	if root, n := wellFormed(t, empty); root.Space != NamespaceSitemap || root.Local != "urlset" || n != 0 {
		t.Errorf("empty news sitemap: root %v with %d children", root, n)
	}

	var buf bytes.Buffer
	n, _ := NewNewsSet(&buf, "")
	if err := n.Write(NewsURL{Loc: "https://example.com/x/", Title: "x", Language: "en"}); !errors.Is(err, ErrInvalid) {
		t.Errorf("Write without a date = %v, want ErrInvalid", err)
	}
	if err := n.Write(NewsURL{PublicationDate: march18}); !errors.Is(err, ErrEmptyLoc) {
		t.Errorf("Write without a loc = %v, want ErrEmptyLoc", err)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	if _, c := wellFormed(t, buf.Bytes()); c != 0 {
		t.Errorf("refused entries were written: %d children", c)
	}

	t.Run("xsd", func(t *testing.T) { validateXSD(t, map[string][]byte{"news.xml": doc}) })
}
