package video

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"net/url"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// FuzzDetect feeds Detect arbitrary content, seeded with real editor and
// embed markup, and checks what it promises: no panic, at most MaxPerPost
// videos, each with a service and what that service needs, no video twice,
// the same answer twice, nothing when no marker is present. Each video is
// then built with the content as its title, excerpt and tag, and the
// rendered document must be well-formed XML.
func FuzzDetect(f *testing.F) {
	for _, s := range []string{
		blockYouTube, blockVimeo, blockVideo, classicVideo, youTubeIframe, vimeoIframe,
		dailymotionIframe, flashYouTube,
		"Intro\r\n  https://youtu.be/dQw4w9WgXcQ \t\r\nEnd",
		`<p>https://www.dailymotion.com/video/x8j2k3l</p>`,
		`[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30[/embed][[video src="a.mp4"]]`,
		`[video src="/a.webm" poster="/a.jpg"][video mp4="x.mp4"/]`,
		`<video controls><source src="/media/flower.webm" type="video/webm"></video>`,
		`<iframe src="about:blank" data-lazy-src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
		"<!--\nhttps://youtu.be/dQw4w9WgXcQ\n--><div data-x=\"\nhttps://vimeo.com/1\n\">",
		"https://example.com/clip.MP4\nhttps://vimeo.com/channels/x/76979871\n",
		"<object data=\"https://www.youtube.com/v/dQw4w9WgXcQ\"><param name=movie value=\"//dai.ly/x1\">",
		"]]> & < \xff\xfe video",
	} {
		f.Add(s)
	}
	home, _ := url.Parse("https://example.com")
	site, err := wp.NewSite(map[string]string{"home": "https://example.com"}, "wp_")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, content string) {
		got := Detect(content)
		if len(got) > MaxPerPost {
			t.Fatalf("%d videos, more than MaxPerPost", len(got))
		}
		if !mayHoldVideo(content) && got != nil {
			t.Fatalf("videos found without a marker: %+v", got)
		}
		seen := map[string]bool{}
		for _, v := range got {
			k := v.key()
			if seen[k] {
				t.Fatalf("video %q listed twice", k)
			}
			seen[k] = true
			switch v.Service {
			case YouTube, Vimeo, Dailymotion:
				if v.ID == "" || !strings.HasPrefix(v.PlayerLoc, "https://") || absURL(v.PlayerLoc, home) != v.PlayerLoc {
					t.Fatalf("provider video without a usable player: %+v", v)
				}
			case SelfHosted:
				if v.ContentLoc == "" || v.PlayerLoc != "" {
					t.Fatalf("self-hosted video without file: %+v", v)
				}
			default:
				t.Fatalf("unknown service: %+v", v)
			}
		}
		if again := Detect(content); !cmp.Equal(got, again) {
			t.Fatalf("Detect is not deterministic:\n%+v\n%+v", got, again)
		}

		post := wp.Post{PostRef: wp.PostRef{ID: 1, Author: 1}, Title: content, DateGMT: "2024-01-02 03:04:05"}
		pv := &postVideos{post: &post, found: got, meta: map[string]string{keyThumbnail: "https://example.com/t.jpg"}}
		rel := &related{tags: map[int64][]string{1: {content}}, excerpts: map[int64]string{1: content},
			users: map[int64]wp.User{1: {ID: 1, DisplayName: content}}}
		var vids []sitemap.Video
		for i, fv := range got {
			if v := rel.video(site, nil, pv, i, fv); v.ThumbnailLoc != "" && (v.PlayerLoc != "" || v.ContentLoc != "") {
				vids = append(vids, v)
			}
		}
		if len(vids) == 0 {
			return
		}
		var buf bytes.Buffer
		set, _ := sitemap.NewVideoSet(&buf, "")
		if err := set.Write(sitemap.VideoURL{Loc: "https://example.com/p/", Videos: vids}); err != nil {
			t.Fatal(err)
		}
		_ = set.Close()
		d := xml.NewDecoder(&buf)
		for {
			if _, err := d.Token(); errors.Is(err, io.EOF) {
				break
			} else if err != nil {
				t.Fatalf("not well-formed: %v\n%s", err, buf.Bytes())
			}
		}
	})
}
