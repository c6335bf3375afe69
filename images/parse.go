package images

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"

	"github.com/wpsitemap/wpsitemap/internal/htmlscan"
)

// Parsed is the site-independent result of scanning one HTML fragment: the
// usable <img> candidates in document order and the [gallery] shortcodes.
// The zero value is a fragment without images. A Parsed does not refer to
// the scanned string and is never modified after Parse, so it can be cached
// and shared between goroutines.
type Parsed struct {
	imgs      []imgRef
	galleries []gallery
}

// imgRef is one <img> that yields a candidate URL.
type imgRef struct {
	// src is the candidate as written in the document (entity-decoded,
	// trimmed): the src attribute or, for a lazy-loaded image, the fallback;
	// "" when only the upgrade can give a URL.
	src string
	// upgrade is N of a wp-image-N class that qualifies for Yoast's full-size
	// upgrade; 0 when none.
	upgrade int64
	// lazy is set when src is a lazy-load fallback: its query string is not
	// carried over to the upgraded URL, which Yoast builds from the src
	// attribute, a placeholder here.
	lazy bool
}

// gallery is one [gallery] shortcode, reduced to what Yoast reads.
type gallery struct {
	include    []int64 // "include" (or "ids"), parsed as wp_parse_id_list
	hasInclude bool    // include was non-empty in PHP's sense
	id         int64   // the "id" attribute, as PHP intval
	hasID      bool    // id was non-empty in PHP's sense
	exclude    []int64 // "exclude", parsed as wp_parse_id_list
}

// Parse scans an HTML fragment for <img> tags and [gallery] shortcodes.
// Without "<img" or "<image" (ASCII case-insensitive; the HTML parser turns
// <image> into <img>) it parses no HTML, and without "[gallery" it does not
// look for shortcodes, so text-only content costs one pass over the bytes.
func Parse(content string) Parsed {
	var p Parsed
	if hasImgTag(content) {
		p.imgs = parseImgs(content)
	}
	if strings.Contains(content, "[gallery") {
		p.galleries = findGalleries(content)
	}
	return p
}

// Size estimates the bytes a Parsed holds, for caches with a byte budget.
func (p Parsed) Size() int {
	n := 48
	for _, im := range p.imgs {
		n += len(im.src) + 32
	}
	for _, g := range p.galleries {
		n += 72 + 8*(len(g.include)+len(g.exclude))
	}
	return n
}

// AttachmentIDs returns the attachment IDs the caller must load into the
// Library before calling Extractor.Post or Content: the N of qualifying
// wp-image-N classes and the IDs of every [gallery] include/ids list. IDs are
// positive and unique, in order of first appearance; nil when there are none.
// The featured image ID is not included.
func (p Parsed) AttachmentIDs() []int64 {
	var ids uniq[int64]
	for _, im := range p.imgs {
		if im.upgrade > 0 {
			ids.insert(im.upgrade)
		}
	}
	for _, g := range p.galleries {
		if g.hasInclude {
			for _, id := range g.include {
				ids.insert(id)
			}
		}
	}
	return ids.list
}

// GalleryParents returns the post IDs whose attached images (Library.Children)
// the caller must load: for every [gallery] without include/ids, its id
// attribute or else postID. Pass postID 0 for a term description: a gallery
// without id then needs nothing. IDs are positive and unique; nil when none.
func (p Parsed) GalleryParents(postID int64) []int64 {
	var ids uniq[int64]
	for _, g := range p.galleries {
		if parent, ok := g.parent(postID); ok {
			ids.insert(parent)
		}
	}
	return ids.list
}

// parent is the post whose children form the gallery, when the gallery is
// of that kind and the ID can name a post.
func (g gallery) parent(postID int64) (int64, bool) {
	if g.hasInclude {
		return 0, false
	}
	id := postID
	if g.hasID {
		id = g.id
	}
	return id, id > 0
}

// hasImgTag reports whether s contains "<img" or "<image", ignoring ASCII case.
func hasImgTag(s string) bool {
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 || len(s)-i < 4 {
			return false
		}
		s = s[i+1:]
		if (s[0]|0x20) == 'i' && (s[1]|0x20) == 'm' && ((s[2]|0x20) == 'g' ||
			len(s) >= 5 && (s[2]|0x20) == 'a' && (s[3]|0x20) == 'g' && (s[4]|0x20) == 'e') {
			return true
		}
	}
}

// keepImgTags chooses the <img> and <image> start tags.
func keepImgTags(name string, end bool) bool { return !end && (name == "img" || name == "image") }

// parseImgs returns the candidates of every <img> in document order.
//
// Building a DOM of a whole post costs hundreds of allocations per kilobyte,
// and a page lists a thousand posts. So the HTML tokenizer (which builds no
// tree, and skips comments and the raw text of <script>, <style> and the
// like as the parser does) first picks out the <img> and <image> tags, and
// only those are parsed with goquery to read their attributes, a chunk of
// tags at a time (see imgChunker).
func parseImgs(content string) []imgRef {
	var c imgChunker
	htmlscan.Tags(content, &c, keepImgTags)
	c.flush()
	return c.out
}

// imgChunkBytes is about how many bytes of <img> tags are parsed at once.
// The tree of a post with 20,000 images would take tens of MB; in chunks
// it takes a few hundred KB. A variable so that tests can chunk every tag.
var imgChunkBytes = 64 << 10

// imgChunker receives complete <img> start tags from scanImgTags and parses
// them in chunks. Each tag parses to one element whatever precedes it (img
// is a void element; nothing of one tag carries into the next), so chunks
// give what one parse of all the tags would.
type imgChunker struct {
	buf strings.Builder
	out []imgRef
}

// WriteString takes one whole tag.
func (c *imgChunker) WriteString(tag string) (int, error) {
	c.buf.WriteString(tag)
	if c.buf.Len() >= imgChunkBytes {
		c.flush()
	}
	return len(tag), nil
}

func (c *imgChunker) flush() {
	if c.buf.Len() > 0 {
		c.out = append(c.out, parseImgTags(c.buf.String())...)
		c.buf.Reset()
	}
}

// parseImgTags parses a run of <img> start tags.
func parseImgTags(frag string) []imgRef {
	// Scripting off: like PHP's DOMDocument (Yoast), <noscript> content is
	// markup, so the real <img> that lazy-load plugins put there is seen.
	root, err := html.ParseWithOptions(strings.NewReader(frag), html.ParseOptionEnableScripting(false))
	if err != nil { // only a reader error, impossible with strings.Reader
		return nil
	}
	var out []imgRef
	for _, n := range goquery.NewDocumentFromNode(root).Find("img").Nodes {
		if im, ok := imgCandidate(n); ok {
			out = append(out, im)
		}
	}
	return out
}

// imgCandidate applies the src / lazy-load fallback rules to one <img>.
func imgCandidate(n *html.Node) (imgRef, bool) {
	var src, class, dataSrc, dataLazy, srcset string
	var seen uint8 // the first of duplicate attributes wins, as in browsers
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		var bit uint8
		var dst *string
		switch a.Key {
		case "src":
			bit, dst = 1, &src
		case "class":
			bit, dst = 2, &class
		case "data-src":
			bit, dst = 4, &dataSrc
		case "data-lazy-src":
			bit, dst = 8, &dataLazy
		case "srcset":
			bit, dst = 16, &srcset
		default:
			continue
		}
		if seen&bit == 0 {
			seen |= bit
			*dst = a.Val
		}
	}
	if src == "0" {
		src = "" // empty in PHP's sense: Yoast skips it as it skips ""
	}
	if s := pyStrip(src); s != "" && !isDataURI(s) {
		return imgRef{src: s, upgrade: upgradeID(class)}, true
	}
	// A lazy-loaded image: src is missing, blank or a data: placeholder. Yoast
	// applies its class rule to any src that is not empty in PHP's sense, so a
	// placeholder with wp-image-N lists attachment N's full-size file; the
	// same rule applies to the fallback candidate, so that a resized copy in
	// data-src is never listed beside its original.
	// Without src (Yoast skips the <img>) and without a fallback there is
	// nothing to upgrade.
	im := imgRef{src: lazyCandidate(dataSrc, dataLazy, srcset), lazy: true}
	if im.src != "" || src != "" {
		im.upgrade = upgradeID(class)
	}
	return im, im.src != "" || im.upgrade > 0
}

// lazyCandidate is the fallback of a lazy-loaded image: the first non-blank,
// non-data: value of data-src, then data-lazy-src, else the largest srcset
// candidate; "" when none.
func lazyCandidate(dataSrc, dataLazy, srcset string) string {
	for _, v := range [...]string{dataSrc, dataLazy} {
		if s := pyStrip(v); s != "" && !isDataURI(s) {
			// The first usable lazy attribute is the candidate even when it
			// is later dropped (relative, off-host): no further fallback.
			return s
		}
	}
	return largestSrcset(srcset)
}

// upgradeID returns N when class qualifies for Yoast's full-size upgrade:
// non-empty, without "size-full", containing wp-image-N (the first such
// match, ASCII digits). 0 when it does not qualify or N overflows.
func upgradeID(class string) int64 {
	if class == "" || strings.Contains(class, "size-full") {
		return 0
	}
	const prefix = "wp-image-"
	for s := class; ; {
		i := strings.Index(s, prefix)
		if i < 0 {
			return 0
		}
		s = s[i+len(prefix):]
		j := 0
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j > 0 {
			id, err := strconv.ParseInt(s[:j], 10, 64)
			if err != nil { // overflow: PHP saturates to a post that does not exist
				return 0
			}
			return id
		}
	}
}

// largestSrcset returns the srcset candidate URL with the largest w or x
// descriptor (a missing or unreadable descriptor counts 0; the first wins on
// ties), as the conformance check (internal/conformance) reads srcset: candidates split on ",", URL and
// descriptor split on whitespace.
func largestSrcset(srcset string) string {
	best, bestW := "", -1.0
	for cand := range strings.SplitSeq(srcset, ",") {
		bits := strings.FieldsFunc(cand, isPySpace)
		if len(bits) == 0 {
			continue
		}
		w := 0.0
		if len(bits) > 1 {
			if d := bits[1]; strings.HasSuffix(d, "w") || strings.HasSuffix(d, "x") {
				if v, err := strconv.ParseFloat(d[:len(d)-1], 64); err == nil || isRangeErr(err) {
					w = v
				}
			}
		}
		if w > bestW {
			best, bestW = bits[0], w
		}
	}
	return best
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// isDataURI reports whether s starts with "data:" in any ASCII case.
func isDataURI(s string) bool {
	return len(s) >= 5 && strings.EqualFold(s[:5], "data:")
}

// pyStrip trims what Python's str.strip() trims (the reference checker strips
// attribute values): Unicode white space plus the separators U+001C..U+001F.
func pyStrip(s string) string {
	return strings.TrimFunc(s, isPySpace)
}

func isPySpace(r rune) bool {
	return unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f
}
