package video

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Real markup, as the editors and the services write it.
const (
	// The block editor's YouTube embed block (WordPress 6.x), as saved.
	blockYouTube = `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=dQw4w9WgXcQ
</div></figure>
<!-- /wp:embed -->`
	blockVimeo = `<!-- wp:embed {"url":"https://vimeo.com/76979871","type":"video","providerNameSlug":"vimeo","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://vimeo.com/76979871
</div></figure>
<!-- /wp:embed -->`
	// The block editor's video block for an uploaded file.
	blockVideo = `<!-- wp:video {"id":231} -->
<figure class="wp-block-video"><video controls poster="https://example.com/wp-content/uploads/2024/05/poster.jpg" src="https://example.com/wp-content/uploads/2024/05/clip.mp4"></video><figcaption class="wp-element-caption">Our clip</figcaption></figure>
<!-- /wp:video -->`
	// The classic editor's "Add Media" insertion of a video file.
	classicVideo = `[video width="1280" height="720" mp4="https://example.com/wp-content/uploads/2024/05/clip.mp4"][/video]`
	// YouTube's "Share > Embed" code.
	youTubeIframe = `<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=Xb1dTZ6bVq1fYh5Q" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`
	// Vimeo's embed code for an unlisted video (h=...), &amp; as the
	// visual editor saves it.
	vimeoIframe = `<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;title=0&amp;byline=0" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`
	// Dailymotion's embed code.
	dailymotionIframe = `<div style="position:relative;padding-bottom:56.25%;height:0;overflow:hidden;"> <iframe style="width:100%;height:100%;position:absolute;left:0px;top:0px;overflow:hidden" frameborder="0" type="text/html" src="https://www.dailymotion.com/embed/video/x8j2k3l?autoplay=1" width="100%" height="100%" allowfullscreen title="Dailymotion Video Player" allow="autoplay"> </iframe> </div>`
	// YouTube's embed code of 2008 (Flash).
	flashYouTube = `<object width="425" height="344"><param name="movie" value="http://www.youtube.com/v/dQw4w9WgXcQ&hl=en&fs=1"></param><param name="allowFullScreen" value="true"></param><embed src="http://www.youtube.com/v/dQw4w9WgXcQ&hl=en&fs=1" type="application/x-shockwave-flash" allowfullscreen="true" width="425" height="344"></embed></object>`
)

var (
	ytRick = Found{Service: YouTube, ID: "dQw4w9WgXcQ",
		PlayerLoc: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", ThumbnailLoc: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"}
	vimeo76979871 = Found{Service: Vimeo, ID: "76979871", PlayerLoc: "https://player.vimeo.com/video/76979871"}
	dmX8j2k3l     = Found{Service: Dailymotion, ID: "x8j2k3l",
		PlayerLoc: "https://www.dailymotion.com/embed/video/x8j2k3l", ThumbnailLoc: "https://www.dailymotion.com/thumbnail/video/x8j2k3l"}
)

// at returns f with its source and URL set.
func at(f Found, src Source, u string) Found {
	f.Source, f.URL = src, u
	return f
}

func file(src Source, u, poster string) Found {
	return Found{Source: src, Service: SelfHosted, URL: u, ContentLoc: u, ThumbnailLoc: poster}
}

func TestDetect(t *testing.T) {
	const clip = "https://example.com/wp-content/uploads/2024/05/clip.mp4"
	tests := []struct {
		name    string
		content string
		want    []Found
	}{
		{"no video", `<!-- wp:paragraph --><p>Just words, a <a href="https://example.com/">link</a> and an <img src="/a.jpg">.</p><!-- /wp:paragraph -->`, nil},
		{"block editor YouTube embed", blockYouTube, []Found{at(ytRick, FromAutoEmbed, "https://www.youtube.com/watch?v=dQw4w9WgXcQ")}},
		{"block editor Vimeo embed", blockVimeo, []Found{at(vimeo76979871, FromAutoEmbed, "https://vimeo.com/76979871")}},
		{"block editor video block", blockVideo, []Found{file(FromVideoTag, clip, "https://example.com/wp-content/uploads/2024/05/poster.jpg")}},
		{"classic [video] from Add Media", classicVideo, []Found{file(FromShortcode, clip, "")}},
		{"[video] src and poster, relative", `[video src="/wp-content/uploads/a.webm" poster="/wp-content/uploads/a.jpg"]`,
			[]Found{file(FromShortcode, "/wp-content/uploads/a.webm", "/wp-content/uploads/a.jpg")}},
		{"[video] with a YouTube src", `[video src="https://youtu.be/dQw4w9WgXcQ"]`, []Found{at(ytRick, FromShortcode, "https://youtu.be/dQw4w9WgXcQ")}},
		{"[video] src of another type is a link", `[video src="https://example.com/a.mov"]`, nil},
		{"[video] source attribute of another extension is no source", `[video mp4="https://example.com/a.webm" webm="https://example.com/b.webm"]`,
			[]Found{file(FromShortcode, "https://example.com/b.webm", "")}},
		{"[video] without source plays the attachment (found as such)", `[video width="640"]`, nil},
		{"escaped [[video]] is text", `[[video mp4="https://example.com/a.mp4"]]`, nil},
		{"classic editor: URL alone on a line", "Look at this:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nNice.",
			[]Found{at(ytRick, FromAutoEmbed, "https://youtu.be/dQw4w9WgXcQ")}},
		{"CRLF lines and spaces around", "Intro\r\n  https://www.youtube.com/shorts/dQw4w9WgXcQ \t\r\nEnd",
			[]Found{at(ytRick, FromAutoEmbed, "https://www.youtube.com/shorts/dQw4w9WgXcQ")}},
		{"URL inside a sentence is a link", "See https://youtu.be/dQw4w9WgXcQ for more.", nil},
		{"URL alone in a paragraph", `<p>https://www.dailymotion.com/video/x8j2k3l</p>`,
			[]Found{at(dmX8j2k3l, FromAutoEmbed, "https://www.dailymotion.com/video/x8j2k3l")}},
		{"line breaks inside a tag do not count", "<div data-x=\"\nhttps://youtu.be/dQw4w9WgXcQ\n\">x</div>", nil},
		{"nor inside a comment", "<!--\nhttps://youtu.be/dQw4w9WgXcQ\n-->", nil},
		{"a video file URL alone on a line", "https://example.com/wp-content/uploads/2024/05/clip.WEBM",
			[]Found{file(FromAutoEmbed, "https://example.com/wp-content/uploads/2024/05/clip.WEBM", "")}},
		{"a video file URL with a query is not embedded", "https://example.com/clip.mp4?v=2", nil},
		{"a YouTube playlist is not one video", "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs", nil},
		{"[embed] with &amp;", `[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30[/embed]`,
			[]Found{at(ytRick, FromEmbed, "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30")}},
		{"[embed src]", `[embed src="https://dai.ly/x8j2k3l"]`, []Found{at(dmX8j2k3l, FromEmbed, "https://dai.ly/x8j2k3l")}},
		{"YouTube share iframe", youTubeIframe, []Found{at(ytRick, FromIframe, "https://www.youtube.com/embed/dQw4w9WgXcQ?si=Xb1dTZ6bVq1fYh5Q")}},
		{"privacy-enhanced, protocol-relative iframe", `<iframe src="//www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"></iframe>`,
			[]Found{at(ytRick, FromIframe, "//www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0")}},
		{"unlisted Vimeo iframe keeps its hash", vimeoIframe, []Found{{Source: FromIframe, Service: Vimeo, ID: "76979871",
			URL: "https://player.vimeo.com/video/76979871?h=8272103f6e&title=0&byline=0", PlayerLoc: "https://player.vimeo.com/video/76979871?h=8272103f6e"}}},
		{"Dailymotion iframe", dailymotionIframe, []Found{at(dmX8j2k3l, FromIframe, "https://www.dailymotion.com/embed/video/x8j2k3l?autoplay=1")}},
		{"Dailymotion player iframe", `<iframe src="https://geo.dailymotion.com/player.html?video=x8j2k3l"></iframe>`,
			[]Found{at(dmX8j2k3l, FromIframe, "https://geo.dailymotion.com/player.html?video=x8j2k3l")}},
		{"lazy-loaded iframe", `<iframe src="about:blank" data-lazy-src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
			[]Found{at(ytRick, FromIframe, "https://www.youtube.com/embed/dQw4w9WgXcQ")}},
		{"other iframes are not videos", `<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>`, nil},
		{"old Flash embed, param and embed are one video", flashYouTube,
			[]Found{at(ytRick, FromObject, "http://www.youtube.com/v/dQw4w9WgXcQ&hl=en&fs=1")}},
		{"<video> with <source> children", `<video controls width="250"><source src="/media/flower.webm" type="video/webm"><source src="/media/flower.mp4" type="video/mp4"></video>`,
			[]Found{file(FromVideoTag, "/media/flower.webm", "")}},
		{"upper-case tags and hosts", `<IFRAME SRC="https://WWW.YouTube.com/embed/dQw4w9WgXcQ"></IFRAME>`,
			[]Found{at(ytRick, FromIframe, "https://WWW.YouTube.com/embed/dQw4w9WgXcQ")}},
		{"several videos, in source order, the same one once", blockVideo + "\n" + youTubeIframe + "\n" + blockYouTube + "\n" + classicVideo + "\n" + dailymotionIframe, []Found{
			file(FromShortcode, clip, "https://example.com/wp-content/uploads/2024/05/poster.jpg"), // [video] first; the <video> block fills in its poster
			at(ytRick, FromAutoEmbed, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
			at(dmX8j2k3l, FromIframe, "https://www.dailymotion.com/embed/video/x8j2k3l?autoplay=1"),
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Detect(tc.content)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("Detect (-want +got):\n%s", d)
			}
		})
	}
}

func TestDetectMaxPerPost(t *testing.T) {
	var b strings.Builder
	for i := range MaxPerPost + 10 {
		b.WriteString("https://vimeo.com/" + strconv.Itoa(1000+i) + "\n")
	}
	if got := len(Detect(b.String())); got != MaxPerPost {
		t.Errorf("found %d videos, want MaxPerPost = %d", got, MaxPerPost)
	}
}

func TestParseProvider(t *testing.T) {
	tests := []struct {
		in      string
		service Service
		id      string
	}{
		{"https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", YouTube, "dQw4w9WgXcQ"},
		{"https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", YouTube, "dQw4w9WgXcQ"},
		{"https://youtu.be/dQw4w9WgXcQ?si=abc", YouTube, "dQw4w9WgXcQ"},
		{"https://www.youtube.com/live/dQw4w9WgXcQ", YouTube, "dQw4w9WgXcQ"},
		{"https://www.youtube.com/watch?v=tooShort", "", ""},
		{"https://www.youtube.com/embed/videoseries?list=PL1", "", ""},
		{"https://www.youtube.com/@channel", "", ""},
		{"javascript://youtu.be/dQw4w9WgXcQ", "", ""},
		{"https://vimeo.com/channels/staffpicks/76979871", Vimeo, "76979871"},
		{"https://vimeo.com/groups/shortfilms/videos/76979871", Vimeo, "76979871"},
		{"https://vimeo.com/showcase/11111/video/76979871", Vimeo, "76979871"},
		{"https://vimeo.com/76979871/8272103f6e", Vimeo, "76979871"},
		{"https://vimeo.com/about", "", ""},
		{"https://www.dailymotion.com/video/x8j2k3l_some-title_news", Dailymotion, "x8j2k3l"},
		{"https://dai.ly/x8j2k3l", Dailymotion, "x8j2k3l"},
		{"https://www.dailymotion.com/user/someone", "", ""},
		{"https://notyoutube.com/watch?v=dQw4w9WgXcQ", "", ""},
	}
	for _, tc := range tests {
		p, ok := parseProvider(tc.in)
		if p.service != tc.service || p.id != tc.id || ok != (tc.service != "") {
			t.Errorf("parseProvider(%q) = %q %q %v, want %q %q", tc.in, p.service, p.id, ok, tc.service, tc.id)
		}
	}
}
