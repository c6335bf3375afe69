package htmlscan

import (
	"strings"
	"testing"
)

// The fast scanner must find the same tags as the HTML tokenizer: the
// <img> start tags images keeps, and the start and end tags video keeps.
func FuzzScanMatchesTokenizer(f *testing.F) {
	for _, s := range []string{
		`<p>x</p><img src="a.jpg"><IMG SRC=b.jpg/>`,
		`<!-- <img src=c.jpg> --><img src=d.jpg>`,
		`<script>var s="<img src=e.jpg>";</script><img src=f.jpg>`,
		`<a title="<img src=g.jpg>">x</a>`,
		`<noscript><img src="h.jpg"></noscript>`,
		`<style>img{}</style><textarea><img src=i></textarea><image src=j.jpg>`,
		`<img src='k.jpg' alt=">"><img src=l.jpg alt=a>b>`,
		`<!--> <img src=m> <!---> <img src=n> <!-- a --!> <img src=o>`,
		`<![CDATA[<img src=p>]]><?php <img src=q> ?><img src=r>`,
		`</ img src=s><img/src=t><img src = "u" >`,
		`<img src="unterminated`,
		`<video src=a.mp4 poster=p.jpg></video><VIDEO><source src=b.webm></Video>`,
		`<iframe src="https://www.youtube.com/embed/x"></iframe><object data=y><param name=movie value=z></object><embed src=w>`,
		`<noscript><iframe src="https://player.vimeo.com/video/1"></iframe></noscript></ video>`,
	} {
		f.Add(s)
	}
	images := func(name string, end bool) bool { return !end && (name == "img" || name == "image") }
	videos := func(name string, end bool) bool {
		switch name {
		case "video", "object":
			return true
		case "source", "iframe", "param", "embed":
			return !end
		}
		return false
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, keep := range []Keep{images, videos} {
			var fast, slow strings.Builder
			Tags(s, &fast, keep)
			tokenizerTags(s, &slow, keep)
			if fast.String() != slow.String() {
				t.Errorf("scanner %q, tokenizer %q", fast.String(), slow.String())
			}
		}
	})
}
