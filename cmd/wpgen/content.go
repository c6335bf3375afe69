package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// image is one generated attachment: an uploaded JPEG or PNG with the
// intermediate sizes WordPress 6.1 makes by default.
type image struct {
	id     int64
	dir    string // "2024/01"
	name   string // "img-123"
	ext    string // "jpg"
	width  int
	height int
	sizes  []imageSize // WordPress's order: medium, large, thumbnail, medium_large
}

type imageSize struct {
	name          string
	width, height int
}

// Original dimensions of the generated uploads.
var imageShapes = [][2]int{{1200, 800}, {1600, 1067}, {2048, 1365}, {800, 1200}, {1024, 768}, {640, 480}, {1920, 1080}, {2560, 1707}, {1080, 1080}}

func newImage(id int64, dir string, r *rand.Rand) image {
	sh := imageShapes[r.IntN(len(imageShapes))]
	im := image{id: id, dir: dir, name: "img-" + strconv.FormatInt(id, 10), ext: "jpg", width: sh[0], height: sh[1]}
	if r.IntN(8) == 0 {
		im.ext = "png"
	}
	w, h := im.width, im.height
	if w > 300 || h > 300 {
		mw, mh := fit(w, h, 300, 300)
		im.sizes = append(im.sizes, imageSize{"medium", mw, mh})
	}
	if w > 1024 || h > 1024 {
		lw, lh := fit(w, h, 1024, 1024)
		im.sizes = append(im.sizes, imageSize{"large", lw, lh})
	}
	im.sizes = append(im.sizes, imageSize{"thumbnail", 150, 150})
	if w > 768 {
		mw, mh := fit(w, h, 768, 0)
		im.sizes = append(im.sizes, imageSize{"medium_large", mw, mh})
	}
	return im
}

// fit scales w×h into maxW×maxH (0: unbounded), as wp_constrain_dimensions.
func fit(w, h, maxW, maxH int) (int, int) {
	ratio := 1.0
	if maxW > 0 && w > maxW {
		ratio = float64(maxW) / float64(w)
	}
	if maxH > 0 && h > maxH {
		ratio = math.Min(ratio, float64(maxH)/float64(h))
	}
	return int(math.Round(float64(w) * ratio)), int(math.Round(float64(h) * ratio))
}

func (im *image) mime() string {
	if im.ext == "png" {
		return "image/png"
	}
	return "image/jpeg"
}

// file is the _wp_attached_file value: "2024/01/img-123.jpg".
func (im *image) file() string { return im.dir + "/" + im.name + "." + im.ext }

// url of the original (size "") or of an intermediate size.
func (im *image) url(b []byte, home string, size *imageSize) []byte {
	b = append(b, home...)
	b = append(b, "/wp-content/uploads/"...)
	b = append(b, im.dir...)
	b = append(b, '/')
	b = append(b, im.name...)
	if size != nil {
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(size.width), 10)
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(size.height), 10)
	}
	b = append(b, '.')
	return append(b, im.ext...)
}

func (im *image) size(name string) *imageSize {
	for i := range im.sizes {
		if im.sizes[i].name == name {
			return &im.sizes[i]
		}
	}
	return nil
}

// metadata is the _wp_attachment_metadata value, as wp_generate_attachment_metadata
// serializes it.
func (im *image) metadata(b []byte) []byte {
	b = append(b, "a:6:{"...)
	b = appendPHPString(b, "width")
	b = appendPHPInt(b, int64(im.width))
	b = appendPHPString(b, "height")
	b = appendPHPInt(b, int64(im.height))
	b = appendPHPString(b, "file")
	b = appendPHPString(b, im.file())
	b = appendPHPString(b, "filesize")
	b = appendPHPInt(b, int64(im.width*im.height/6))
	b = appendPHPString(b, "sizes")
	b = append(b, "a:"...)
	b = strconv.AppendInt(b, int64(len(im.sizes)), 10)
	b = append(b, ":{"...)
	for _, s := range im.sizes {
		b = appendPHPString(b, s.name)
		b = append(b, "a:5:{"...)
		b = appendPHPString(b, "file")
		b = appendPHPString(b, im.name+"-"+strconv.Itoa(s.width)+"x"+strconv.Itoa(s.height)+"."+im.ext)
		b = appendPHPString(b, "width")
		b = appendPHPInt(b, int64(s.width))
		b = appendPHPString(b, "height")
		b = appendPHPInt(b, int64(s.height))
		b = appendPHPString(b, "mime-type")
		b = appendPHPString(b, im.mime())
		b = appendPHPString(b, "filesize")
		b = appendPHPInt(b, int64(s.width*s.height/7))
		b = append(b, '}')
	}
	b = append(b, '}')
	b = appendPHPString(b, "image_meta")
	return append(b, emptyImageMeta...)
}

var emptyImageMeta = serialize(phpArray{
	{"aperture", "0"}, {"credit", ""}, {"camera", ""}, {"caption", ""}, {"created_timestamp", "0"},
	{"copyright", ""}, {"focal_length", "0"}, {"iso", "0"}, {"shutter_speed", "0"}, {"title", ""},
	{"orientation", "0"}, {"keywords", phpArray{}},
}) + "}"

// text is the pool of prose the posts are cut from: sentences made once
// per run, so that generating gigabytes of HTML is mostly copying.
type text struct {
	sentences []string
	titles    []string // capitalised words
}

func newText(r *rand.Rand, home string) *text {
	t := &text{}
	for _, w := range words {
		t.titles = append(t.titles, strings.ToUpper(w[:1])+w[1:])
	}
	var b strings.Builder
	for range 8192 {
		b.Reset()
		n := 5 + r.IntN(18)
		for j := range n {
			if j > 0 {
				b.WriteByte(' ')
			}
			w := words[r.IntN(len(words))]
			switch x := r.IntN(200); {
			case j == 0:
				b.WriteString(strings.ToUpper(w[:1]) + w[1:])
			case x < 3:
				b.WriteString(`<a href="` + home + `/20` + strconv.Itoa(14+r.IntN(11)) + `/0` + strconv.Itoa(1+r.IntN(9)) + `/` +
					w + `-` + words[r.IntN(len(words))] + `/">` + w + `</a>`)
			case x < 6:
				b.WriteString("<strong>" + w + "</strong>")
			case x < 9:
				b.WriteString("<em>" + w + "</em>")
			case x < 11:
				b.WriteString(w + "&#8217;s")
			case x < 12:
				b.WriteString(nonASCIIWords[r.IntN(len(nonASCIIWords))].word)
			case x < 13:
				b.WriteString(`<a href="https://example.org/` + w + `" target="_blank" rel="noreferrer noopener">` + w + `</a>`)
			default:
				b.WriteString(w)
			}
			if j < n-1 && r.IntN(12) == 0 {
				b.WriteByte(',')
			}
		}
		b.WriteString(".")
		t.sentences = append(t.sentences, b.String())
	}
	return t
}

// contentGen writes one post's HTML.
type contentGen struct {
	t    *text
	home string
	r    *rand.Rand
	b    []byte
}

// postContent describes the HTML to write.
type postContent struct {
	target  int     // bytes of prose
	block   bool    // block editor markup (else classic editor)
	parts   int     // >1: a multi-part post with <!--nextpage-->
	images  []image // attachments shown in the text, in order
	gallery int     // >0: that many of the images form a gallery
	ext     int     // images hot-linked from another host
}

func (g *contentGen) sentence() string { return g.t.sentences[g.r.IntN(len(g.t.sentences))] }

func (g *contentGen) paragraph() {
	n := 2 + g.r.IntN(5)
	for i := range n {
		if i > 0 {
			g.b = append(g.b, ' ')
		}
		g.b = append(g.b, g.sentence()...)
	}
}

func (g *contentGen) titleWords(n int) {
	for i := range n {
		if i > 0 {
			g.b = append(g.b, ' ')
		}
		g.b = append(g.b, g.t.titles[g.r.IntN(len(g.t.titles))]...)
	}
}

// write returns the HTML of a post; the result is valid until the next call.
func (g *contentGen) write(c postContent) []byte {
	g.b = g.b[:0]
	// Byte offsets at which the images, the gallery and the page breaks go.
	type mark struct {
		at   int
		kind int // 0 image, 1 gallery, 2 nextpage, 3 external image
	}
	var marks []mark
	single := len(c.images) - c.gallery
	for range single {
		marks = append(marks, mark{g.r.IntN(c.target + 1), 0})
	}
	if c.gallery > 0 {
		marks = append(marks, mark{g.r.IntN(c.target + 1), 1})
	}
	for i := 1; i < c.parts; i++ {
		marks = append(marks, mark{c.target * i / c.parts, 2})
	}
	for range c.ext {
		marks = append(marks, mark{g.r.IntN(c.target + 1), 3})
	}
	slices.SortStableFunc(marks, func(a, b mark) int { return a.at - b.at })
	img, m := 0, 0
	for {
		for m < len(marks) && (marks[m].at <= len(g.b) || len(g.b) >= c.target) {
			switch marks[m].kind {
			case 0:
				g.image(&c.images[img], c.block)
				img++
			case 1:
				g.gallery(c.images[single:], c.block)
			case 2:
				if c.block {
					g.b = append(g.b, "<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->\n\n"...)
				} else {
					g.b = append(g.b, "<!--nextpage-->\n\n"...)
				}
			case 3:
				g.external(c.block)
			}
			m++
		}
		if len(g.b) >= c.target {
			break
		}
		g.block(c.block)
	}
	return g.b
}

// block writes one paragraph, heading, list or quote.
func (g *contentGen) block(blockEditor bool) {
	x := g.r.IntN(100)
	switch {
	case x < 10:
		if blockEditor {
			g.b = append(g.b, "<!-- wp:heading -->\n<h2>"...)
			g.titleWords(2 + g.r.IntN(5))
			g.b = append(g.b, "</h2>\n<!-- /wp:heading -->\n\n"...)
		} else {
			g.b = append(g.b, "<h2>"...)
			g.titleWords(2 + g.r.IntN(5))
			g.b = append(g.b, "</h2>\n\n"...)
		}
	case x < 15:
		n := 3 + g.r.IntN(5)
		if blockEditor {
			g.b = append(g.b, "<!-- wp:list -->\n<ul>"...)
			for range n {
				g.b = append(g.b, "<!-- wp:list-item -->\n<li>"...)
				g.b = append(g.b, g.sentence()...)
				g.b = append(g.b, "</li>\n<!-- /wp:list-item -->\n\n"...)
			}
			g.b = append(g.b, "</ul>\n<!-- /wp:list -->\n\n"...)
		} else {
			g.b = append(g.b, "<ul>\n"...)
			for range n {
				g.b = append(g.b, "\t<li>"...)
				g.b = append(g.b, g.sentence()...)
				g.b = append(g.b, "</li>\n"...)
			}
			g.b = append(g.b, "</ul>\n\n"...)
		}
	case x < 18:
		if blockEditor {
			g.b = append(g.b, "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>"...)
			g.paragraph()
			g.b = append(g.b, "</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->\n\n"...)
		} else {
			g.b = append(g.b, "<blockquote>"...)
			g.paragraph()
			g.b = append(g.b, "</blockquote>\n\n"...)
		}
	default:
		if blockEditor {
			g.b = append(g.b, "<!-- wp:paragraph -->\n<p>"...)
			g.paragraph()
			g.b = append(g.b, "</p>\n<!-- /wp:paragraph -->\n\n"...)
		} else {
			// The classic editor stores paragraphs as text; wpautop adds <p> on display.
			g.paragraph()
			g.b = append(g.b, "\n\n"...)
		}
	}
}

var aligns = []string{"alignnone", "aligncenter", "alignleft", "alignright"}

// image writes one attachment as the block editor or the classic editor
// inserts it.
func (g *contentGen) image(im *image, blockEditor bool) {
	sizeName := []string{"large", "medium", "full", "large", "thumbnail"}[g.r.IntN(5)]
	sz := im.size(sizeName)
	if sz == nil {
		sizeName = "full"
	}
	alt := ""
	if g.r.IntN(2) == 0 {
		alt = words[g.r.IntN(len(words))] + " " + words[g.r.IntN(len(words))]
	}
	if blockEditor {
		g.blockImage(im, sizeName, sz, alt, "")
		g.b = append(g.b, "\n\n"...)
		return
	}
	w, h := im.width, im.height
	if sz != nil {
		w, h = sz.width, sz.height
	}
	align := aligns[g.r.IntN(len(aligns))]
	caption := g.r.IntN(5) == 0
	link := g.r.IntN(2) == 0
	if caption {
		g.b = append(g.b, `[caption id="attachment_`...)
		g.b = strconv.AppendInt(g.b, im.id, 10)
		g.b = append(g.b, `" align="`...)
		g.b = append(g.b, align...)
		g.b = append(g.b, `" width="`...)
		g.b = strconv.AppendInt(g.b, int64(w), 10)
		g.b = append(g.b, `"]`...)
	}
	if link {
		g.b = append(g.b, `<a href="`...)
		g.b = im.url(g.b, g.home, nil)
		g.b = append(g.b, `">`...)
	}
	g.b = append(g.b, `<img class="`...)
	if !caption {
		g.b = append(g.b, align...)
		g.b = append(g.b, ' ')
	}
	g.b = append(g.b, "size-"...)
	g.b = append(g.b, sizeName...)
	g.b = append(g.b, " wp-image-"...)
	g.b = strconv.AppendInt(g.b, im.id, 10)
	g.b = append(g.b, `" src="`...)
	g.b = im.url(g.b, g.home, sz)
	g.b = append(g.b, `" alt="`...)
	g.b = append(g.b, alt...)
	g.b = append(g.b, `" width="`...)
	g.b = strconv.AppendInt(g.b, int64(w), 10)
	g.b = append(g.b, `" height="`...)
	g.b = strconv.AppendInt(g.b, int64(h), 10)
	g.b = append(g.b, '"')
	if sizeName != "thumbnail" {
		// srcset: the sizes with the original's aspect ratio, then the original.
		g.b = append(g.b, ` srcset="`...)
		for i := range im.sizes {
			s := &im.sizes[i]
			if s.name == "thumbnail" {
				continue
			}
			g.b = im.url(g.b, g.home, s)
			g.b = append(g.b, ' ')
			g.b = strconv.AppendInt(g.b, int64(s.width), 10)
			g.b = append(g.b, "w, "...)
		}
		g.b = im.url(g.b, g.home, nil)
		g.b = append(g.b, ' ')
		g.b = strconv.AppendInt(g.b, int64(im.width), 10)
		g.b = append(g.b, `w" sizes="(max-width: `...)
		g.b = strconv.AppendInt(g.b, int64(w), 10)
		g.b = append(g.b, `px) 100vw, `...)
		g.b = strconv.AppendInt(g.b, int64(w), 10)
		g.b = append(g.b, `px"`...)
	}
	g.b = append(g.b, " />"...)
	if link {
		g.b = append(g.b, "</a>"...)
	}
	if caption {
		g.b = append(g.b, ' ')
		g.titleWords(3)
		g.b = append(g.b, "[/caption]"...)
	}
	g.b = append(g.b, "\n\n"...)
}

// blockImage writes a core/image block (no trailing blank line).
func (g *contentGen) blockImage(im *image, sizeName string, sz *imageSize, alt, align string) {
	g.b = append(g.b, `<!-- wp:image {"id":`...)
	g.b = strconv.AppendInt(g.b, im.id, 10)
	if align != "" {
		g.b = append(g.b, `,"align":"`...)
		g.b = append(g.b, align...)
		g.b = append(g.b, '"')
	}
	g.b = append(g.b, `,"sizeSlug":"`...)
	g.b = append(g.b, sizeName...)
	g.b = append(g.b, `","linkDestination":"none"} -->`+"\n"+`<figure class="wp-block-image`...)
	if align != "" {
		g.b = append(g.b, " align"...)
		g.b = append(g.b, align...)
	}
	g.b = append(g.b, " size-"...)
	g.b = append(g.b, sizeName...)
	g.b = append(g.b, `"><img src="`...)
	g.b = im.url(g.b, g.home, sz)
	g.b = append(g.b, `" alt="`...)
	g.b = append(g.b, alt...)
	g.b = append(g.b, `" class="wp-image-`...)
	g.b = strconv.AppendInt(g.b, im.id, 10)
	g.b = append(g.b, `"/>`...)
	if g.r.IntN(4) == 0 {
		g.b = append(g.b, `<figcaption class="wp-element-caption">`...)
		g.titleWords(4)
		g.b = append(g.b, "</figcaption>"...)
	}
	g.b = append(g.b, "</figure>\n<!-- /wp:image -->"...)
}

// gallery writes a core/gallery block or a [gallery] shortcode.
func (g *contentGen) gallery(ims []image, blockEditor bool) {
	if blockEditor {
		g.b = append(g.b, "<!-- wp:gallery {\"linkTo\":\"none\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">"...)
		for i := range ims {
			sizeName := "large"
			sz := ims[i].size(sizeName)
			if sz == nil {
				sizeName = "full"
			}
			g.blockImage(&ims[i], sizeName, sz, "", "")
			if i < len(ims)-1 {
				g.b = append(g.b, "\n\n"...)
			}
		}
		g.b = append(g.b, "</figure>\n<!-- /wp:gallery -->\n\n"...)
		return
	}
	g.b = append(g.b, `[gallery `...)
	if g.r.IntN(2) == 0 {
		g.b = append(g.b, `columns="2" link="file" `...)
	}
	g.b = append(g.b, `ids="`...)
	for i := range ims {
		if i > 0 {
			g.b = append(g.b, ',')
		}
		g.b = strconv.AppendInt(g.b, ims[i].id, 10)
	}
	g.b = append(g.b, "\"]\n\n"...)
}

// external writes an image hot-linked from another site.
func (g *contentGen) external(blockEditor bool) {
	src := "https://images.example.org/photos/" + words[g.r.IntN(len(words))] + "-" + strconv.Itoa(g.r.IntN(100000)) + ".jpg"
	if blockEditor {
		g.b = append(g.b, "<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\""+src+"\" alt=\"\"/></figure>\n<!-- /wp:image -->\n\n"...)
		return
	}
	g.b = append(g.b, "<img src=\""+src+"\" alt=\"\" width=\"640\" height=\"480\" />\n\n"...)
}
