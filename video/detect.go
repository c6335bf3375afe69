package video

import (
	"strings"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"

	"github.com/wpsitemap/wpsitemap/internal/htmlscan"
	"github.com/wpsitemap/wpsitemap/internal/shortcode"
)

// Source says where a video was found.
type Source string

// The sources, in the order the Finder consults them (see the package doc).
const (
	FromMeta       Source = "stored meta"         // _yoast_wpseo_video_meta
	FromAttachment Source = "attachment"          // a video attached to the post
	FromShortcode  Source = "[video]"             // core's [video] shortcode
	FromEmbed      Source = "[embed]"             // core's [embed]URL[/embed]
	FromAutoEmbed  Source = "URL on its own line" // auto-embed: a bare line, a lone <p>, a wp:embed block
	FromVideoTag   Source = "<video>"             // an HTML5 <video> (core's video block)
	FromIframe     Source = "iframe"              // a provider's embed code
	FromObject     Source = "object"              // an old Flash embed (<object>, <embed>)
)

// MaxPerPost is the most videos listed for one post. Detection stops there:
// content repeating an embed thousands of times must not make one <url>
// (and its sitemap page) grow without bound; at this cap a page of 1000
// such posts is around the protocol's 50 MB.
const MaxPerPost = 100

// Found is one video found in a post: the source, the service and what the
// content says of it, before the post's own data (title, dates, tags) is
// added.
type Found struct {
	Source  Source
	Service Service
	ID      string // the service's video ID; "" for SelfHosted
	// URL is what was found, as written: the embed URL, the iframe src, the
	// file URL.
	URL        string
	PlayerLoc  string // derived from the ID; "" for SelfHosted
	ContentLoc string // SelfHosted: the file URL, as written (maybe relative)
	// ThumbnailLoc is derived from the ID (YouTube, Dailymotion) or is the
	// poster as written; "" when there is none.
	ThumbnailLoc string
}

// key identifies a video across sources: the service and ID, or the file.
func (f *Found) key() string {
	if f.Service == SelfHosted {
		return f.ContentLoc
	}
	return string(f.Service) + ":" + f.ID
}

// Detect finds the videos in one post's content, the way WordPress turns
// content into players, in this order: core [video] shortcodes, [embed]
// shortcodes, auto-embedded URLs (alone on a line, alone in a paragraph;
// this covers wp:embed blocks), then in document order <video> elements,
// provider iframes and old Flash <object>/<embed> codes. A video found
// twice is listed once, where it was first found; a later sighting only
// fills in what the first lacked (a poster, say). At most MaxPerPost.
//
// Content that mentions none of the services, file types and tags involved
// is not parsed at all: most posts cost a few vectorized scans.
func Detect(content string) []Found {
	if !mayHoldVideo(content) {
		return nil
	}
	var d detector
	d.shortcodes(content)
	d.embeds(content)
	d.autoEmbeds(content)
	d.html(content)
	return d.found
}

// A video Detect can find needs one of these strings (ASCII, compared
// without case): the services' hosts, "video" ([video], <video>) and the
// file extensions (auto-embedded files, [video] sources). Each is looked
// for around its rarest byte, the anchor, so that prose full of "d", "m"
// and "o" costs a few vectorized scans and almost no comparisons.
var videoAnchors = []struct {
	anchor  byte
	markers []anchoredMarker
}{
	{'y', []anchoredMarker{{"youtu", 0}, {"dailymotion", 4}, {"dai.ly", 5}}},
	{'v', []anchoredMarker{{"video", 0}, {"vimeo", 0}, {"m4v", 2}, {"ogv", 2}, {"flv", 2}}},
	{'4', []anchoredMarker{{"mp4", 2}}},
	{'w', []anchoredMarker{{"webm", 0}}},
}

// anchoredMarker is a marker and the offset of its anchor in it.
type anchoredMarker struct {
	s   string
	off int
}

func mayHoldVideo(content string) bool {
	for _, a := range videoAnchors {
		for _, c := range caseVariants(a.anchor) {
			for i := 0; ; {
				j := strings.IndexByte(content[i:], c)
				if j < 0 {
					break
				}
				p := i + j
				for _, m := range a.markers {
					if start := p - m.off; start >= 0 && hasFoldAt(content, start, m.s) {
						return true
					}
				}
				i = p + 1
			}
		}
	}
	return false
}

// caseVariants is the byte and, for a letter, its upper-case form.
func caseVariants(c byte) []byte {
	if c >= 'a' && c <= 'z' {
		return []byte{c, c - 'a' + 'A'}
	}
	return []byte{c}
}

// hasFoldAt reports whether s holds needle (lower-case ASCII) at i, ASCII
// letters compared without case.
func hasFoldAt(s string, i int, needle string) bool {
	if i+len(needle) > len(s) {
		return false
	}
	for k := 0; k < len(needle); k++ {
		c := s[i+k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != needle[k] {
			return false
		}
	}
	return true
}

// containsFold reports whether s contains needle (lower-case ASCII), ASCII
// letters compared without case.
func containsFold(s, needle string) bool { return indexFold(s, needle) >= 0 }

// indexFold is the index of the first needle (lower-case ASCII) in s, ASCII
// letters compared without case; -1 when there is none. Each case of the
// first byte is scanned for once over s, whatever the number of candidates.
func indexFold(s, needle string) int {
	variants := caseVariants(needle[0])
	next := make([]int, len(variants)) // next occurrence of each variant at or after pos; -1: none
	for k := range next {
		next[k] = -2 // not looked for yet
	}
	for pos := 0; pos+len(needle) <= len(s); {
		best := -1
		for k, c := range variants {
			if next[k] != -1 && next[k] < pos {
				if j := strings.IndexByte(s[pos:], c); j < 0 {
					next[k] = -1
				} else {
					next[k] = pos + j
				}
			}
			if next[k] >= 0 && (best < 0 || next[k] < best) {
				best = next[k]
			}
		}
		if best < 0 {
			return -1
		}
		if hasFoldAt(s, best, needle) {
			return best
		}
		pos = best + 1
	}
	return -1
}

// detector collects the videos of one post.
type detector struct {
	found []Found
	index map[string]int // key -> position in found
}

// add records f unless its video is known already, in which case it only
// fills the fields the first sighting left empty.
func (d *detector) add(f Found) {
	k := f.key()
	if k == "" || k == string(f.Service)+":" {
		return
	}
	if i, ok := d.index[k]; ok {
		g := &d.found[i]
		if g.ThumbnailLoc == "" {
			g.ThumbnailLoc = f.ThumbnailLoc
		}
		return
	}
	if len(d.found) >= MaxPerPost {
		return
	}
	if d.index == nil {
		d.index = map[string]int{}
	}
	d.index[k] = len(d.found)
	d.found = append(d.found, f)
}

// addProvider records raw when it is a provider's video URL.
func (d *detector) addProvider(src Source, raw string) bool {
	p, ok := parseProvider(raw)
	if ok {
		d.add(Found{Source: src, Service: p.service, ID: p.id, URL: raw, PlayerLoc: p.player, ThumbnailLoc: p.thumbnail})
	}
	return ok
}

// addFile records a self-hosted video file (with its poster, if any).
func (d *detector) addFile(src Source, raw, poster string) {
	d.add(Found{Source: src, Service: SelfHosted, URL: raw, ContentLoc: raw, ThumbnailLoc: poster})
}

// addEmbed is WP_Embed::shortcode for one URL, reduced to videos: the
// video embed handler (a URL ending with a video extension), then the
// oEmbed providers.
func (d *detector) addEmbed(src Source, raw string) {
	raw = strings.ReplaceAll(strings.TrimSpace(raw), "&amp;", "&")
	if isVideoFileURL(raw) {
		d.addFile(src, raw, "")
		return
	}
	d.addProvider(src, raw)
}

// shortcodes reads core [video] shortcodes (wp_video_shortcode): src, else
// the first of the mp4, m4v, webm, ogv and flv attributes, with poster. A
// src is played when it is a YouTube or Vimeo URL or ends with one of those
// extensions; anything else becomes a plain link. A [video] without source
// plays the post's first video attachment, which the Finder lists as such.
// Escaped [[video]] is text.
func (d *detector) shortcodes(content string) {
	if !strings.Contains(content, "[video") {
		return
	}
	for _, m := range shortcode.Find(content, "video") {
		if m.Escaped {
			continue
		}
		atts := shortcode.ParseAtts(m.Attrs)
		poster := strings.TrimSpace(atts["poster"])
		if src := strings.TrimSpace(atts["src"]); src != "" {
			if p, ok := parseProvider(src); ok && (p.service == YouTube || p.service == Vimeo) {
				d.add(Found{Source: FromShortcode, Service: p.service, ID: p.id, URL: src, PlayerLoc: p.player, ThumbnailLoc: firstNonEmpty(poster, p.thumbnail)})
			} else if hasVideoExtension(src) {
				d.addFile(FromShortcode, src, poster)
			}
			continue
		}
		for _, ext := range videoExtensions {
			// The source of type ext must have that extension.
			if src := strings.TrimSpace(atts[ext]); src != "" && strings.EqualFold(fileExtension(src), ext) {
				d.addFile(FromShortcode, src, poster)
				break
			}
		}
	}
}

// hasVideoExtension is wp_check_filetype's test for a video type: the
// string ends with "." and one of videoExtensions, without case.
func hasVideoExtension(s string) bool {
	ext := fileExtension(s)
	for _, v := range videoExtensions {
		if strings.EqualFold(ext, v) {
			return true
		}
	}
	return false
}

// fileExtension is what follows the last "." of s; "" without one.
func fileExtension(s string) string {
	if dot := strings.LastIndexByte(s, '.'); dot >= 0 {
		return s[dot+1:]
	}
	return ""
}

// embeds reads [embed]URL[/embed] (or [embed src="URL"]).
func (d *detector) embeds(content string) {
	if !strings.Contains(content, "[embed") {
		return
	}
	for _, m := range shortcode.Find(content, "embed") {
		if m.Escaped {
			continue
		}
		u := m.Content
		if strings.TrimSpace(u) == "" {
			u = shortcode.ParseAtts(m.Attrs)["src"]
		}
		d.addEmbed(FromEmbed, u)
	}
}

// autoEmbeds is WP_Embed::autoembed: URLs standing alone on a line, where
// line breaks inside HTML tags and comments do not count (it replaces them
// before matching, as wp_replace_in_html_tags), then URLs alone in a
// paragraph. The block editor's wp:embed block holds its URL on a line of
// its own inside the wrapper <div>, so it is found here too.
func (d *detector) autoEmbeds(content string) {
	if !containsFold(content, "http") {
		return
	}
	start := 0 // of the current line
	for i := 0; i < len(content); i++ {
		switch content[i] {
		case '<':
			i = elementEnd(content, i) - 1
		case '\n', '\r':
			d.autoEmbedLine(content[start:i])
			start = i + 1
		}
	}
	d.autoEmbedLine(content[start:])
	d.paragraphs(content)
}

// paragraphs matches WP_Embed::autoembed's second pattern,
// (<p(?: [^>]*)?>\s*)(https?://[^\s<>"]+)(\s*<\/p>) without case, at every
// "<p".
func (d *detector) paragraphs(content string) {
	for i := 0; ; {
		j := indexFold(content[i:], "<p")
		if j < 0 {
			return
		}
		i += j + 2
		rest := content[i:]
		if rest == "" || (rest[0] != '>' && rest[0] != ' ') {
			continue
		}
		gt := strings.IndexByte(rest, '>')
		if gt < 0 {
			return
		}
		rest = strings.TrimLeft(rest[gt+1:], pcreSpace)
		if !hasFoldAt(rest, 0, "http://") && !hasFoldAt(rest, 0, "https://") {
			continue
		}
		end := strings.IndexAny(rest, pcreSpace+"<>\"")
		if end < 0 {
			return
		}
		if hasFoldAt(strings.TrimLeft(rest[end:], pcreSpace), 0, "</p>") {
			d.addEmbed(FromAutoEmbed, rest[:end])
		}
	}
}

// pcreSpace is PCRE's \s.
const pcreSpace = "\t\n\v\f\r "

// autoEmbedLine matches ^\s*(https?://[^\s<>"]+)\s*$ on one line.
func (d *detector) autoEmbedLine(line string) {
	for len(line) > 0 && isPCRESpace[line[0]] {
		line = line[1:]
	}
	for len(line) > 0 && isPCRESpace[line[len(line)-1]] {
		line = line[:len(line)-1]
	}
	if len(line) < len("http://x") || !hasFoldAt(line, 0, "http") {
		return
	}
	for i := 0; i < len(line); i++ {
		if c := line[i]; isPCRESpace[c] || c == '<' || c == '>' || c == '"' {
			return
		}
	}
	if hasPrefixFold(line, "http://") || hasPrefixFold(line, "https://") {
		d.addEmbed(FromAutoEmbed, line)
	}
}

// isPCRESpace marks the bytes of PCRE's \s.
var isPCRESpace = [256]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// elementEnd returns the index just after the HTML element that starts at
// s[i] == '<', as wp_html_split cuts it: a comment up to "-->", a CDATA
// section up to "]]>", anything else up to the next ">"; the end of s when
// unterminated.
func elementEnd(s string, i int) int {
	rest := s[i:]
	end := ">"
	switch {
	case strings.HasPrefix(rest, "<!--"):
		end, rest, i = "-->", rest[4:], i+4
	case strings.HasPrefix(rest, "<![CDATA["):
		end, rest, i = "]]>", rest[9:], i+9
	}
	if j := strings.Index(rest, end); j >= 0 {
		return i + j + len(end)
	}
	return len(s)
}

// htmlTags are the elements (names compared without case) that make
// content worth parsing as HTML.
var htmlTags = []string{"video", "iframe", "object", "embed"}

// hasAnyTag reports whether s holds "<" and one of names (lower-case),
// compared without case: one pass over the "<" of s.
func hasAnyTag(s string, names []string) bool {
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return false
		}
		i += j + 1
		for _, n := range names {
			if hasFoldAt(s, i, n) {
				return true
			}
		}
	}
}

// keepVideoTags chooses the tags html reads: <video> and <object> with
// their end tags (for the <source> and <param> they hold), <iframe> with
// its end tag (its content is raw text), <source>, <param> and <embed>.
func keepVideoTags(name string, end bool) bool {
	switch name {
	case "video", "object", "iframe":
		return true
	case "source", "param", "embed":
		return !end
	}
	return false
}

// html reads, in document order, <video> elements (src or the first
// <source src>, with poster), provider iframes (src, or the data-src or
// data-lazy-src of a lazy-loaded one) and Flash <object>/<embed> codes.
//
// Building a DOM of a whole post costs hundreds of allocations per
// kilobyte, so the tags involved are first picked out (htmlscan.Tags, which
// skips comments and the raw text of <script> and the like as the HTML
// tokenizer does) and only those are parsed with goquery, as HTML5 with
// scripting off (<noscript> content is markup, as in PHP's DOMDocument).
func (d *detector) html(content string) {
	if !hasAnyTag(content, htmlTags) {
		return
	}
	var frag strings.Builder
	htmlscan.Tags(content, &frag, keepVideoTags)
	if frag.Len() == 0 {
		return
	}
	root, err := html.ParseWithOptions(strings.NewReader(frag.String()), html.ParseOptionEnableScripting(false))
	if err != nil {
		return // strings.Reader does not fail; the parser recovers from anything
	}
	doc := goquery.NewDocumentFromNode(root)
	doc.Find("video, iframe, object, embed").Each(func(_ int, s *goquery.Selection) {
		switch goquery.NodeName(s) {
		case "video":
			src := attr(s, "src")
			if src == "" {
				src = attr(s.Find("source[src]").First(), "src")
			}
			if src != "" && !d.addProvider(FromVideoTag, src) {
				d.addFile(FromVideoTag, src, attr(s, "poster"))
			}
		case "iframe":
			src := attr(s, "src")
			if src == "" || src == "about:blank" || hasPrefixFold(src, "data:") {
				src = firstNonEmpty(attr(s, "data-src"), attr(s, "data-lazy-src"))
			}
			d.addProvider(FromIframe, src)
		case "object":
			if !d.addProvider(FromObject, attr(s, "data")) {
				s.Find("param").EachWithBreak(func(_ int, p *goquery.Selection) bool {
					name := strings.ToLower(attr(p, "name"))
					return !(name == "movie" || name == "src") || !d.addProvider(FromObject, attr(p, "value"))
				})
			}
		case "embed":
			d.addProvider(FromObject, attr(s, "src"))
		}
	})
}

// attr is an attribute's value, trimmed; "" when missing.
func attr(s *goquery.Selection, name string) string {
	if len(s.Nodes) == 0 {
		return ""
	}
	for _, a := range s.Nodes[0].Attr {
		if a.Namespace == "" && a.Key == name {
			return strings.TrimSpace(a.Val)
		}
	}
	return ""
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}
