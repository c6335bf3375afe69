package video_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/video"
	"github.com/wpsitemap/wpsitemap/wp"
)

// benchText is block-editor markup as WordPress 6 saves it, about 5 KB:
// headings, paragraphs with links, images and a list, and no video.
func benchText() string {
	var b strings.Builder
	para := "<!-- wp:paragraph -->\n<p>Lorem ipsum dolor sit amet, <a href=\"https://example.com/2022/03/other-post/\">consectetur</a> adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat &amp; more.</p>\n<!-- /wp:paragraph -->\n\n"
	img := "<!-- wp:image {\"id\":18,\"sizeSlug\":\"large\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-large\"><img src=\"https://example.com/wp-content/uploads/2022/02/photo-b-1024x683.jpg\" alt=\"\" class=\"wp-image-18\"/><figcaption>A caption</figcaption></figure>\n<!-- /wp:image -->\n\n"
	for i := range 12 {
		if i%2 == 0 {
			fmt.Fprintf(&b, "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Section %d</h2>\n<!-- /wp:heading -->\n\n", i/2+1)
		}
		b.WriteString(para)
		if i%4 == 1 {
			b.WriteString(img)
		}
	}
	b.WriteString("<!-- wp:list -->\n<ul><li>One</li><li>Two</li><li>Three</li></ul>\n<!-- /wp:list -->\n")
	return b.String()
}

// The editors' markup of one video each (as in detect_test.go, repeated
// here because that file is in package video).
const (
	benchYouTubeBlock = "<!-- wp:embed {\"url\":\"https://www.youtube.com/watch?v=dQw4w9WgXcQ\",\"type\":\"video\",\"providerNameSlug\":\"youtube\",\"responsive\":true} -->\n<figure class=\"wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube\"><div class=\"wp-block-embed__wrapper\">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div></figure>\n<!-- /wp:embed -->\n\n"
	benchIframe       = "<!-- wp:html -->\n<iframe width=\"560\" height=\"315\" src=\"https://www.youtube.com/embed/M7lc1UVf-VE?si=Xb1dTZ6bVq1fYh5Q\" title=\"YouTube video player\" frameborder=\"0\" allowfullscreen></iframe>\n<!-- /wp:html -->\n\n"
	benchVideoBlock   = "<!-- wp:video {\"id\":231} -->\n<figure class=\"wp-block-video\"><video controls poster=\"/wp-content/uploads/2024/05/poster.jpg\" src=\"/wp-content/uploads/2024/05/clip.mp4\"></video></figure>\n<!-- /wp:video -->\n\n"
)

// BenchmarkDetect measures detection throughput on real post HTML: a post
// without video (most posts: one pass over the bytes), one with a
// block-editor YouTube embed (no HTML parse), one with an iframe and a
// video block (parsed as HTML), and a 100 KB post with twenty videos.
//
//	go test ./video -run '^$' -bench Detect -benchmem
func BenchmarkDetect(b *testing.B) {
	text := benchText()
	var long strings.Builder
	for i := range 20 {
		long.WriteString(text)
		switch i % 3 {
		case 0:
			long.WriteString(strings.ReplaceAll(benchYouTubeBlock, "dQw4w9WgXcQ", fmt.Sprintf("dQw4w9WgX%02d", i)))
		case 1:
			long.WriteString(strings.ReplaceAll(benchIframe, "M7lc1UVf-VE", fmt.Sprintf("M7lc1UVf-%02d", i)))
		case 2:
			long.WriteString(strings.ReplaceAll(benchVideoBlock, "clip.mp4", fmt.Sprintf("clip-%d.mp4", i)))
		}
	}
	for _, bc := range []struct {
		name    string
		content string
		videos  int
	}{
		{"5KB-no-video", text, 0},
		{"5KB-youtube-block", text + benchYouTubeBlock, 1},
		{"5KB-iframe+video-block", text + benchIframe + benchVideoBlock, 2},
		{"100KB-20-videos", long.String(), 20},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.content)))
			b.ReportAllocs()
			for b.Loop() {
				if n := len(video.Detect(bc.content)); n != bc.videos {
					b.Fatalf("%d videos, want %d", n, bc.videos)
				}
			}
		})
	}
}

// benchDB opens video_bench (scripts/video-bench-db.sh; another name in
// WPSITEMAP_VIDEO_BENCH_DB).
func benchDB(b *testing.B) *fixture {
	b.Helper()
	name := os.Getenv("WPSITEMAP_VIDEO_BENCH_DB")
	if name == "" {
		name = "video_bench"
	}
	return openDB(b, name)
}

var errOnePage = errors.New("one page read")

// BenchmarkVideoPage measures one 1000-post page: "posts" is what a post
// sitemap page reads (the rows, with content, their meta and links),
// "videos" that plus the Finder over the batch and the rendered
// VideoSet, so the difference is what video costs on top of a post page;
// "finder" is Finder.Posts alone over the batch read once.
// The first 1000 published posts of video_bench hold about 470 videos.
//
//	scripts/video-bench-db.sh && go test ./video -run '^$' -bench VideoPage -benchmem
func BenchmarkVideoPage(b *testing.B) {
	fx := benchDB(b)
	db, site, linker, links := fx.db, fx.site, fx.linker, fx.links
	ctx := context.Background()
	f := video.NewFinder(db)
	page := func(withVideos bool) (urls, videos int) {
		err := db.ScanPosts(ctx, wp.PostQuery{Type: "post", WithContent: true, Batch: 1000}, links, func(posts []wp.Post, d wp.LinkData) error {
			if urls > 0 {
				return errOnePage // the first batch is the page
			}
			if !withVideos {
				for i := range posts {
					_ = linker.Post(&posts[i].PostRef, d)
				}
				urls = len(posts)
				return nil
			}
			res, err := f.Posts(ctx, site, linker, posts)
			if err != nil {
				return err
			}
			set, err := sitemap.NewVideoSet(io.Discard, "//example.com/video-sitemap.xsl")
			if err != nil {
				return err
			}
			for i := range posts {
				if vids := res.Videos[posts[i].ID]; len(vids) > 0 {
					videos += len(vids)
					if err := set.Write(sitemap.VideoURL{Loc: linker.Post(&posts[i].PostRef, d), Videos: vids}); err != nil {
						return err
					}
				}
			}
			urls = set.Len()
			return set.Close()
		})
		if err != nil && !errors.Is(err, errOnePage) {
			b.Fatal(err)
		}
		return urls, videos
	}
	b.Run("posts", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			page(false)
		}
	})
	b.Run("finder", func(b *testing.B) {
		var batch []wp.Post
		err := db.ScanPosts(ctx, wp.PostQuery{Type: "post", WithContent: true, Batch: 1000}, links, func(posts []wp.Post, _ wp.LinkData) error {
			batch = append([]wp.Post(nil), posts...)
			return errOnePage
		})
		if err != nil && !errors.Is(err, errOnePage) {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, err := f.Posts(ctx, site, linker, batch); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("videos", func(b *testing.B) {
		b.ReportAllocs()
		var urls, videos int
		for b.Loop() {
			urls, videos = page(true)
		}
		b.ReportMetric(float64(urls), "urls/page")
		b.ReportMetric(float64(videos), "videos/page")
	})
}
