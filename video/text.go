package video

import (
	"html"
	"strings"
	"unicode/utf8"

	nethtml "golang.org/x/net/html"
)

// The schema's length limits (sitemap-video.xsd), in characters.
const (
	maxTitle       = 100
	maxDescription = 2048
	maxCategory    = 256
)

// decoded is a text value with its HTML entities decoded (Video SEO's
// clean_string) and its white space runs collapsed to one space.
func decoded(s string) string {
	if strings.IndexByte(s, '&') >= 0 {
		s = html.UnescapeString(s)
	}
	return collapseSpace(s)
}

// plain is the text of an HTML fragment (an excerpt, a description): tags
// dropped, entities decoded, white space collapsed. Text in <script> and
// <style> is dropped too.
func plain(s string) string {
	if strings.IndexByte(s, '<') < 0 {
		return decoded(s)
	}
	var b strings.Builder
	z := nethtml.NewTokenizer(strings.NewReader(s))
	skip := 0
	for {
		switch z.Next() {
		case nethtml.ErrorToken:
			return collapseSpace(b.String())
		case nethtml.TextToken:
			if skip == 0 {
				b.Write(z.Text())
			}
		case nethtml.StartTagToken:
			if name, _ := z.TagName(); string(name) == "script" || string(name) == "style" {
				skip++
			}
			b.WriteByte(' ')
		case nethtml.EndTagToken:
			if name, _ := z.TagName(); (string(name) == "script" || string(name) == "style") && skip > 0 {
				skip--
			}
			b.WriteByte(' ')
		case nethtml.SelfClosingTagToken:
			b.WriteByte(' ')
		}
	}
}

// collapseSpace trims s and turns every run of white space into one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// fit makes s fit a schema length limit: every byte that is not valid
// UTF-8 becomes U+FFFD (as the sitemap writer would write it, so the count
// is the written one), then s is cut to max characters.
func fit(s string, max int) string {
	if !utf8.ValidString(s) {
		var b strings.Builder
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				b.WriteRune(utf8.RuneError)
			} else {
				b.WriteString(s[i : i+size])
			}
			i += size
		}
		s = b.String()
	}
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	n := 0
	for i := range s {
		if n == max {
			return strings.TrimRight(s[:i], " ")
		}
		n++
	}
	return s
}
