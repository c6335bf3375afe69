package sitediff

import (
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/wpsitemap/wpsitemap/images"
)

func TestSitemapType(t *testing.T) {
	for in, want := range map[string]string{
		"https://example.com/post-sitemap.xml":            "post",
		"https://example.com/blog/post_tag-sitemap12.xml": "post_tag",
		"https://example.com/?sitemap=page&sitemap_n=2":   "page",
		"https://example.com/sitemap_index.xml":           "",
		"https://example.com/?sitemap=1":                  "",
		"https://example.com/post-sitemap.xml.gz":         "",
	} {
		u, _ := url.Parse(in)
		if got := SitemapType(u); got != want {
			t.Errorf("SitemapType(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestCompare(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("x", 2040) + "/"
	live := &Live{Order: []string{"post", "author"}, Types: map[string]map[string]URL{
		"post": {
			"https://example.com/a/": {Loc: "https://example.com/a/", LastMod: "2024-01-02T03:04:05+00:00",
				Images: []string{"https://example.com/1.jpg", "https://example.com/1.jpg", "https://elsewhere.org/example.com/2.jpg"}},
			"https://example.com/b/": {Loc: "https://example.com/b/", LastMod: "2024-01-02T03:04:05+00:00"},
			"https://example.com/c/": {Loc: "https://example.com/c/"},
			long:                     {Loc: long},
		},
		"author": {"https://example.com/author/x/": {Loc: "https://example.com/author/x/", LastMod: "2020-01-01T00:00:00+00:00"}},
	}}
	x, err := images.NewExtractor(images.Site{Home: "https://www.example.com", UploadsURL: "https://www.example.com/wp-content/uploads"})
	if err != nil {
		t.Fatal(err)
	}
	ours := &Ours{KeepsImage: x.KeepsImage, Order: []string{"post", "author", "multipart"}, Types: map[string]map[string]URL{
		"post": {
			// The same instant, written with Z; the duplicate and the
			// off-host image are left out.
			"https://example.com/a/": {Loc: "https://example.com/a/", LastMod: "2024-01-02T03:04:05Z", Images: []string{"https://example.com/1.jpg"}},
			"https://example.com/b/": {Loc: "https://example.com/b/", LastMod: "2024-01-02T03:04:06Z", Images: []string{"https://cdn.example.com/3.jpg"}},
			"https://example.com/d/": {Loc: "https://example.com/d/"},
		},
		"author":    {"https://example.com/author/x/": {Loc: "https://example.com/author/x/", LastMod: "2024-01-01T00:00:00Z"}},
		"multipart": {"https://example.com/a/2/": {Loc: "https://example.com/a/2/"}},
	}}
	rep := Compare(live, ours)
	want := []Finding{
		{Kind: Images, Type: "post", Loc: "https://example.com/a/", Site: "https://elsewhere.org/example.com/2.jpg", Documented: docImageHost},
		{Kind: LastMod, Type: "post", Loc: "https://example.com/b/", Site: "2024-01-02T03:04:05+00:00", Wpsitemap: "2024-01-02T03:04:06Z"},
		{Kind: Images, Type: "post", Loc: "https://example.com/b/", Wpsitemap: "https://cdn.example.com/3.jpg"},
		{Kind: OnlySite, Type: "post", Loc: "https://example.com/c/"},
		{Kind: OnlySite, Type: "post", Loc: long, Documented: docTooLong},
		{Kind: OnlyWpsitemap, Type: "post", Loc: "https://example.com/d/"},
		{Kind: LastMod, Type: "author", Loc: "https://example.com/author/x/", Site: "2020-01-01T00:00:00+00:00", Wpsitemap: "2024-01-01T00:00:00Z", Documented: docAuthorMod},
		{Kind: OnlyWpsitemap, Type: "multipart", Loc: "https://example.com/a/2/", Documented: docMultipart},
	}
	if d := cmp.Diff(want, rep.Findings); d != "" {
		t.Errorf("findings (-want +got):\n%s", d)
	}
	if rep.Undocumented != 4 {
		t.Errorf("Undocumented = %d, want 4", rep.Undocumented)
	}
	if d := cmp.Diff(map[string]int{"post": 2, "author": 1}, rep.Compared); d != "" {
		t.Errorf("Compared (-want +got):\n%s", d)
	}

	// With blog_public 0 wpsitemap serves nothing: every difference is
	// deviation 1.
	ours.Discouraged = true
	if rep := Compare(live, ours); rep.Undocumented != 0 {
		t.Errorf("discouraged: %d undocumented differences, want 0", rep.Undocumented)
	}
}
