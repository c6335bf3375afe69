package images

import (
	"slices"
	"strings"
	"testing"
)

// The fast scanner must find the same <img> tags as the HTML tokenizer.
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
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var fast, slow strings.Builder
		scanImgTags(s, &fast)
		collectImgTags(s, &slow, 0)
		if fast.String() != slow.String() {
			t.Errorf("scanner %q, tokenizer %q", fast.String(), slow.String())
		}
	})
}

// Parsing the <img> tags in chunks gives what one parse of them all gives,
// down to chunks of one tag.
func FuzzParseInChunks(f *testing.F) {
	for _, s := range []string{
		`<p>x</p><img src="a.jpg"><IMG SRC=b.jpg/><img data-src=c.jpg src="data:x"><image src=d.jpg>`,
		`<noscript><img src="h.jpg"></noscript><img srcset="a.jpg 1x, b.jpg 2x">`,
		`<img src='k.jpg' alt=">"><img src=l.jpg alt=a>b><img class="wp-image-7 size-large" src=m.jpg>`,
		`</ img src=s><img/src=t><img src = "u" ><img src="unterminated`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var all strings.Builder
		scanImgTags(s, &all)
		whole := parseImgTags(all.String())
		defer func(n int) { imgChunkBytes = n }(imgChunkBytes)
		imgChunkBytes = 1
		if chunked := parseImgs(s); !slices.Equal(chunked, whole) {
			t.Errorf("chunked %v, whole %v", chunked, whole)
		}
	})
}
