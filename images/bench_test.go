package images

import (
	"fmt"
	"strings"
	"testing"
)

// benchPost is block-editor markup as WordPress 6 saves it: paragraphs,
// headings and a list around three images (a classic-editor image with
// srcset, a block image and a lazy-loaded image), about 5 KB.
func benchPost() string {
	var b strings.Builder
	para := "<!-- wp:paragraph -->\n<p>Lorem ipsum dolor sit amet, <a href=\"https://example.com/2022/03/other-post/\">consectetur</a> adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat &amp; more.</p>\n<!-- /wp:paragraph -->\n\n"
	images := []string{
		`<!-- wp:html --><p><img class="alignnone size-medium wp-image-17" src="https://example.com/wp-content/uploads/2022/02/photo-a-300x200.jpg" alt="A photo" width="300" height="200" srcset="https://example.com/wp-content/uploads/2022/02/photo-a-300x200.jpg 300w, https://example.com/wp-content/uploads/2022/02/photo-a-1024x683.jpg 1024w, https://example.com/wp-content/uploads/2022/02/photo-a-768x512.jpg 768w, https://example.com/wp-content/uploads/2022/02/photo-a.jpg 1200w" sizes="(max-width: 300px) 100vw, 300px" /></p><!-- /wp:html -->` + "\n\n",
		"<!-- wp:image {\"id\":18,\"sizeSlug\":\"large\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-large\"><img src=\"https://example.com/wp-content/uploads/2022/02/photo-b-1024x683.jpg\" alt=\"\" class=\"wp-image-18\"/><figcaption>A caption</figcaption></figure>\n<!-- /wp:image -->\n\n",
		`<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==" data-src="https://example.com/wp-content/uploads/2022/02/photo-c.png" class="lazyload" alt="lazy"></p>` + "\n\n",
	}
	for i := range 12 {
		if i%2 == 0 {
			fmt.Fprintf(&b, "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Section %d</h2>\n<!-- /wp:heading -->\n\n", i/2+1)
		}
		b.WriteString(para)
		if i%4 == 1 {
			b.WriteString(images[i/4])
		}
	}
	b.WriteString("<!-- wp:list -->\n<ul><li>One</li><li>Two</li><li>Three</li></ul>\n<!-- /wp:list -->\n")
	return b.String()
}

// benchLongPost is about 100 KB: twenty copies of benchPost's text with
// distinct images (60 <img>) and two [gallery] shortcodes.
func benchLongPost() string {
	base := benchPost()
	var b strings.Builder
	for i := range 20 {
		r := strings.NewReplacer("photo-a", fmt.Sprintf("photo-a%d", i), "photo-b", fmt.Sprintf("photo-b%d", i), "photo-c", fmt.Sprintf("photo-c%d", i))
		b.WriteString(r.Replace(base))
		if i%10 == 4 {
			b.WriteString("<p>Gallery:</p>[gallery ids=\"21,22\" columns=\"2\" link=\"file\"]\n\n")
		}
	}
	return b.String()
}

func benchTextPost() string {
	return strings.ReplaceAll(benchPost(), "<img", "<span")
}

var benchSink []string

func BenchmarkParse(b *testing.B) {
	for _, bc := range []struct {
		name string
		html string
	}{{"5KB-3img", benchPost()}, {"100KB-60img", benchLongPost()}, {"5KB-text", benchTextPost()}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.html)))
			b.ReportAllocs()
			for b.Loop() {
				p := Parse(bc.html)
				if len(p.imgs) == 0 && bc.name != "5KB-text" {
					b.Fatal("no images")
				}
			}
		})
	}
}

// BenchmarkExtract measures Post on an already parsed (cached) fragment,
// and Parse plus Post together.
func BenchmarkExtract(b *testing.B) {
	x := newTestExtractor(b, testSite)
	for _, bc := range []struct {
		name string
		html string
	}{{"5KB-3img", benchPost()}, {"100KB-60img", benchLongPost()}} {
		p := Parse(bc.html)
		b.Run(bc.name+"/cached", func(b *testing.B) {
			b.SetBytes(int64(len(bc.html)))
			b.ReportAllocs()
			for b.Loop() {
				benchSink = x.Post(40, 20, p, testLib)
			}
		})
		b.Run(bc.name+"/parse+extract", func(b *testing.B) {
			b.SetBytes(int64(len(bc.html)))
			b.ReportAllocs()
			for b.Loop() {
				benchSink = x.Post(40, 20, Parse(bc.html), testLib)
			}
		})
	}
}

func TestBenchInputs(t *testing.T) {
	// The benchmark inputs are what they claim to be.
	x := newTestExtractor(t, testSite)
	short, long := benchPost(), benchLongPost()
	if n := len(short); n < 4500 || n > 6000 {
		t.Errorf("benchPost is %d bytes", n)
	}
	if n := len(long); n < 90_000 || n > 120_000 {
		t.Errorf("benchLongPost is %d bytes", n)
	}
	want := []string{up + "featured.jpg", up + "photo-a.jpg", up + "photo-b.jpg", up + "photo-c.png"}
	if got := x.Post(40, 20, Parse(short), testLib); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("benchPost images = %q, want %q", got, want)
	}
	// In the long post every wp-image-N names the same attachments, so the
	// upgraded URLs repeat; the lazy images differ per copy.
	if got := x.Post(40, 20, Parse(long), testLib); len(got) != 1+2+20+2 {
		t.Errorf("benchLongPost gives %d images: %q", len(got), got)
	}
}
