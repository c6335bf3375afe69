package video

import (
	"bytes"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/xmltest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

func TestParseStored(t *testing.T) {
	tests := []struct {
		name    string
		raw     string
		want    *Stored
		wantErr bool
	}{
		{"none", "none", nil, false},
		{"none with white space", " none\n", nil, false},
		{"empty array", "a:0:{}", nil, false},
		// Written as PHP's serialize() writes it: lengths are UTF-8 bytes
		// ("Crème" is s:6, "–" three bytes).
		{"a full video", `a:9:{s:4:"type";s:7:"youtube";s:2:"id";s:11:"dQw4w9WgXcQ";s:10:"player_loc";s:46:"https://www.youtube-nocookie.com/v/dQw4w9WgXcQ";s:5:"title";s:19:"Crème – brûlée";s:16:"publication_date";s:25:"2015-12-15T17:36:03+02:00";s:8:"duration";s:3:"213";s:10:"view_count";i:367;s:3:"tag";a:2:{i:1;s:1:"b";i:0;s:1:"a";}s:8:"category";s:4:"Food";}`,
			&Stored{Type: "youtube", ID: "dQw4w9WgXcQ", PlayerLoc: "https://www.youtube-nocookie.com/v/dQw4w9WgXcQ", Title: "Crème – brûlée",
				PublicationDate: time.Date(2015, 12, 15, 17, 36, 3, 0, time.FixedZone("", 2*3600)), Duration: 213, ViewCount: 367,
				Tags: []string{"a", "b"}, Category: "Food"}, false},
		{"a float duration, a single tag, a date without zone", `a:3:{s:8:"duration";d:98.6;s:3:"tag";s:5:"solo ";s:16:"publication_date";s:19:"2020-01-02 03:04:05";}`,
			&Stored{Duration: 98, Tags: []string{"solo"}, PublicationDate: time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)}, false},
		{"an invalid date is no date", `a:1:{s:16:"publication_date";s:19:"0000-00-00 00:00:00";}`, &Stored{}, false},
		{"corrupt: a length that does not match", `a:1:{s:4:"type";s:8:"youtube";}`, nil, true},
		{"corrupt: truncated", `a:2:{s:4:"type";s:7:"youtube";`, nil, true},
		{"a serialized scalar is not a video", `s:4:"none";`, nil, true},
		{"plain text is not a video", "youtube", nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseStored(tc.raw)
			if (err != nil) != tc.wantErr {
				t.Fatalf("error = %v, want error %v", err, tc.wantErr)
			}
			if d := cmp.Diff(tc.want, got, cmp.Comparer(func(a, b time.Time) bool { return a.Equal(b) })); d != "" {
				t.Errorf("ParseStored (-want +got):\n%s", d)
			}
		})
	}
}

// TestStoredFound: what a stored array lacks is derived from its type and
// ID, or its URL, and what it holds is kept.
func TestStoredFound(t *testing.T) {
	tests := []struct {
		name string
		st   Stored
		want Found
	}{
		{"youtube by ID", Stored{Type: "youtube", ID: "dQw4w9WgXcQ"}, Found{Source: FromMeta, Service: YouTube, ID: "dQw4w9WgXcQ",
			PlayerLoc: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", ThumbnailLoc: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"}},
		{"stored values win", Stored{Type: "youtube", ID: "dQw4w9WgXcQ", PlayerLoc: "https://p/", ThumbnailLoc: "https://t/"},
			Found{Source: FromMeta, Service: YouTube, ID: "dQw4w9WgXcQ", PlayerLoc: "https://p/", ThumbnailLoc: "https://t/"}},
		{"a file needs no player", Stored{Type: "youtube", ID: "dQw4w9WgXcQ", ContentLoc: "https://f.mp4"}, Found{Source: FromMeta, Service: YouTube, ID: "dQw4w9WgXcQ",
			ContentLoc: "https://f.mp4", ThumbnailLoc: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"}},
		{"by URL", Stored{Type: "dailymotion", URL: "https://dai.ly/x8j2k3l"}, Found{Source: FromMeta, Service: Dailymotion, URL: "https://dai.ly/x8j2k3l",
			PlayerLoc: "https://www.dailymotion.com/embed/video/x8j2k3l", ThumbnailLoc: "https://www.dailymotion.com/thumbnail/video/x8j2k3l"}},
		{"vimeo: no thumbnail to derive", Stored{Type: "vimeo", ID: "76979871"}, Found{Source: FromMeta, Service: Vimeo, ID: "76979871",
			PlayerLoc: "https://player.vimeo.com/video/76979871"}},
		{"another service", Stored{Type: "wistia", ID: "abc"}, Found{Source: FromMeta, Service: "wistia", ID: "abc"}},
	}
	for _, tc := range tests {
		if d := cmp.Diff(tc.want, tc.st.found()); d != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, d)
		}
	}
}

func TestMetaErrorWraps(t *testing.T) {
	inner := errors.New("boom")
	var err error = &MetaError{PostID: 7, Err: inner}
	var me *MetaError
	if !errors.As(err, &me) || me.PostID != 7 || !errors.Is(err, inner) {
		t.Errorf("%v: not a *MetaError wrapping its cause", err)
	}
	if want := "video: post 7: unreadable _yoast_wpseo_video_meta: boom"; err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
}

func TestAbsURL(t *testing.T) {
	home, _ := url.Parse("https://example.com/blog")
	tests := []struct{ in, want string }{
		{"https://cdn.example.net/a.mp4", "https://cdn.example.net/a.mp4"},
		{"HTTP://EXAMPLE.COM/A.MP4", "HTTP://EXAMPLE.COM/A.MP4"},
		{"//cdn.example.net/a.mp4", "https://cdn.example.net/a.mp4"},
		{"/wp-content/uploads/a.mp4", "https://example.com/wp-content/uploads/a.mp4"},
		{" https://example.com/my clip.mp4 ", "https://example.com/my%20clip.mp4"},
		{"clip.mp4", ""},
		{"data:video/mp4;base64,AAAA", ""},
		{"javascript:alert(1)", ""},
		{"https://", ""},
		{"https://example.com/\x00.mp4", ""},
		{"https://example.com/\xff.mp4", ""},
		{"https://example.com/\u0085.mp4", ""},
		{"", ""},
	}
	for _, tc := range tests {
		if got := absURL(tc.in, home); got != tc.want {
			t.Errorf("absURL(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestText(t *testing.T) {
	plainTests := []struct{ in, want string }{
		{"<p>Ein <strong>Kurzfilm</strong> über Bohnen &amp; Röstung.</p>", "Ein Kurzfilm über Bohnen & Röstung."},
		{"a < b and c > d", "a < b and c > d"},
		{"line<br>break<script>alert(1)</script> end", "line break end"},
		{"  many \n\t spaces  ", "many spaces"},
		{"Caf&eacute; &#8211; ok", "Café – ok"},
	}
	for _, tc := range plainTests {
		if got := plain(tc.in); got != tc.want {
			t.Errorf("plain(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := decoded("<b>&amp;</b>"); got != "<b>&</b>" {
		t.Errorf("decoded keeps tags as text: got %q", got)
	}
	fitTests := []struct {
		in   string
		max  int
		want string
	}{
		{"short", 10, "short"},
		{"äöüäöü", 3, "äöü"},
		{"ab \xff\xfe cd", 5, "ab \uFFFD\uFFFD"},
		{"word word", 5, "word"}, // no trailing space
	}
	for _, tc := range fitTests {
		if got := fit(tc.in, tc.max); got != tc.want {
			t.Errorf("fit(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
}

func TestSettings(t *testing.T) {
	listed := []string{"post", "page", "product"}
	tests := []struct {
		name, option string
		want         []string
	}{
		{"no option: every listed type", "", listed},
		{"stored list", `a:1:{s:22:"videositemap_posttypes";a:2:{s:7:"product";s:7:"product";s:4:"post";s:4:"post";}}`, []string{"post", "product"}},
		{"stored empty list: none", `a:1:{s:22:"videositemap_posttypes";a:0:{}}`, nil},
		{"a type without sitemap stays out", `a:1:{s:22:"videositemap_posttypes";a:1:{s:10:"attachment";s:10:"attachment";}}`, nil},
		{"corrupt option: every listed type", `a:1:{s:22:"videositemap_posttypes";a:1:{s:4:"post";s:9:"post";}}`, listed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			raw := map[string]string{"home": "https://example.com"}
			if tc.option != "" {
				raw["wpseo_video"] = tc.option
			}
			site, err := wp.NewSite(raw, "wp_")
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, NewSettings(site).PostTypes(listed)); d != "" {
				t.Errorf("PostTypes (-want +got):\n%s", d)
			}
		})
	}
	if BaseName([]string{"post", "video"}) != "yoast-video" || BaseName([]string{"post"}) != "video" {
		t.Error("BaseName: want yoast-video only when a post type named video exists")
	}
}

// TestHostileText builds videos from a post whose texts hold ]]>, &, <,
// bytes that are not UTF-8, control characters and more than the schema's
// lengths, and checks that the rendered document is well-formed and valid.
// The database cannot hold invalid UTF-8 in a utf8mb4 column, so the rows
// are made here.
func TestHostileText(t *testing.T) {
	site, err := wp.NewSite(map[string]string{"home": "https://example.com"}, "wp_")
	if err != nil {
		t.Fatal(err)
	}
	hostile := "]]> & <b>\xff\xfe\x01\x0b</b> ]]]]><![CDATA[ " + strings.Repeat("ü\xc3", 1500)
	post := wp.Post{PostRef: wp.PostRef{ID: 5, Author: 9}, Title: hostile, DateGMT: "2024-01-02 03:04:05",
		Content: "https://youtu.be/dQw4w9WgXcQ\n<video src=\"/a b.mp4\" poster=\"/p\xff.jpg\"></video>"}
	pv := &postVideos{post: &post, meta: map[string]string{keyThumbnail: "\x00bad"}}
	var res Result
	res.Skipped = map[int64][]Skipped{}
	(&Finder{}).find(pv, site, nil, &res)
	if len(pv.found) != 2 {
		t.Fatalf("found %d videos, want 2: %+v", len(pv.found), pv.found)
	}
	rel := &related{
		tags:     map[int64][]string{5: {hostile, "\xff", ""}},
		users:    map[int64]wp.User{9: {ID: 9, Nicename: "n", DisplayName: hostile}},
		excerpts: map[int64]string{5: "<p>" + hostile + "</p>"},
	}
	var vids []sitemap.Video
	for i, f := range pv.found {
		v := rel.video(site, nil, pv, i, f)
		if n := len([]rune(v.Title)); n > maxTitle {
			t.Errorf("title of %d characters", n)
		}
		vids = append(vids, v)
	}
	// The [video] poster has an invalid byte: no thumbnail, left out.
	if vids[1].ThumbnailLoc != "" || vids[1].ContentLoc != "https://example.com/a%20b.mp4" {
		t.Errorf("self-hosted video: %+v", vids[1])
	}
	var buf bytes.Buffer
	set, err := sitemap.NewVideoSet(&buf, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := set.Write(sitemap.VideoURL{Loc: "https://example.com/p/", Videos: vids[:1]}); err != nil {
		t.Fatal(err)
	}
	if err := set.Close(); err != nil {
		t.Fatal(err)
	}
	xmltest.WellFormed(t, buf.Bytes())
	xsdtest.Check(t, map[string][]byte{"hostile.xml": buf.Bytes()})
}
