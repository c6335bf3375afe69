// Package htmlscan picks chosen tags out of HTML fast, so that only those
// are parsed as a document: images reads <img> with it, video <video>,
// <iframe> and the like. Tags is a fast equivalent of running
// x/net/html's tokenizer over the text (with scripting off, as PHP's
// DOMDocument reads it) and keeping the chosen tags, which the tests hold
// it to.
package htmlscan

import (
	"io"
	"strings"

	"golang.org/x/net/html"
)

// Keep chooses the tags Tags copies: name is the tag name in lower case,
// end tells an end tag (</name>) from a start tag.
type Keep func(name string, end bool) bool

// rawTextElements hold text that the HTML tokenizer does not read as
// markup: an "<img" inside them is no image. (<noscript> is not among them:
// with scripting off, as in PHP's DOMDocument, its content is markup.)
var rawTextElements = []string{"script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"}

// Tags writes the raw tags of s that keep accepts to out, in document
// order, one whole tag per WriteString (so a writer may cut between tags:
// images parses <img> tags in chunks). It is a fast equivalent of running html.Tokenizer over s
// (tokenizerTags, which the tests use as its oracle): it jumps from "<" to
// "<" with IndexByte, skips comments, bogus comments and the content of raw
// text elements, and walks attributes with HTML's quoting rules only inside
// tags, so the text of a post, most of its bytes, is never looked at twice.
func Tags(s string, out io.StringWriter, keep Keep) {
	i := 0
	for {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return
		}
		i += j
		rest := s[i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			i = skipComment(s, i)
		case len(rest) > 1 && (rest[1] == '!' || rest[1] == '?'):
			// Bogus comment (doctype, CDATA, processing instruction) up to ">".
			if k := strings.IndexByte(rest, '>'); k >= 0 {
				i += k + 1
			} else {
				return
			}
		case len(rest) > 1 && rest[1] == '/':
			if len(rest) > 2 && isASCIILetter(rest[2]) {
				nameEnd := tagNameEnd(s, i+2)
				end, _ := tagEnd(s, nameEnd)
				if end < 0 {
					return
				}
				if keep(strings.ToLower(s[i+2:nameEnd]), true) {
					out.WriteString(s[i:end])
				}
				i = end
			} else if len(rest) > 2 && rest[2] == '>' {
				i += 3
			} else {
				// "</" not followed by a letter starts a bogus comment.
				if k := strings.IndexByte(rest, '>'); k >= 0 {
					i += k + 1
				} else {
					return
				}
			}
		case len(rest) > 1 && isASCIILetter(rest[1]):
			nameEnd := tagNameEnd(s, i+1)
			name := strings.ToLower(s[i+1 : nameEnd])
			end, _ := tagEnd(s, nameEnd)
			if end < 0 {
				return // an unterminated tag at EOF is dropped, as the tokenizer does
			}
			if keep(name, false) {
				out.WriteString(s[i:end])
			}
			i = end
			for _, raw := range rawTextElements {
				if name == raw {
					i = skipRawText(s, i, raw)
					break
				}
			}
		default:
			i++
		}
		if i >= len(s) {
			return
		}
	}
}

// tagNameEnd returns the index after the tag name that starts at i.
func tagNameEnd(s string, i int) int {
	for i < len(s) && !isTagNameEnd(s[i]) {
		i++
	}
	return i
}

func isASCIILetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func isTagNameEnd(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == '/' || c == '>'
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// skipComment returns the index after the comment that starts at i, with
// the tokenizer's rules for "<!-->", "<!--->" and "--!>"; len(s) if it never ends.
func skipComment(s string, i int) int {
	j := i + 4
	if strings.HasPrefix(s[j:], ">") {
		return j + 1
	}
	if strings.HasPrefix(s[j:], "->") {
		return j + 2
	}
	for k := j; k < len(s); k++ {
		if s[k] != '-' || k+1 >= len(s) {
			continue
		}
		if s[k+1] == '-' {
			if k+2 < len(s) && s[k+2] == '>' {
				return k + 3
			}
			if k+3 < len(s) && s[k+2] == '!' && s[k+3] == '>' {
				return k + 4
			}
		}
	}
	return len(s)
}

// tagEnd returns the index after the ">" that ends the tag whose attributes
// start at i, reading quoted attribute values as the tokenizer does; -1 at
// EOF.
func tagEnd(s string, i int) (int, bool) {
	for i < len(s) {
		c := s[i]
		switch {
		case c == '>':
			return i + 1, true
		case isSpace(c) || c == '/':
			i++
		default:
			// Attribute name: up to space, "/", ">" or "=" (a leading "=" is
			// part of the name).
			k := i + 1
			for k < len(s) && !isSpace(s[k]) && s[k] != '/' && s[k] != '>' && s[k] != '=' {
				k++
			}
			for k < len(s) && isSpace(s[k]) {
				k++
			}
			if k >= len(s) {
				return -1, false
			}
			if s[k] != '=' {
				i = k
				continue
			}
			k++
			for k < len(s) && isSpace(s[k]) {
				k++
			}
			if k >= len(s) {
				return -1, false
			}
			switch q := s[k]; q {
			case '"', '\'':
				e := strings.IndexByte(s[k+1:], q)
				if e < 0 {
					return -1, false
				}
				i = k + 1 + e + 1
			case '>':
				return k + 1, true
			default:
				for k < len(s) && !isSpace(s[k]) && s[k] != '>' {
					k++
				}
				i = k
			}
		}
	}
	return -1, false
}

// skipRawText returns the index after the end tag of a raw text element
// opened just before i ("</name" followed by space, "/" or ">"), or len(s).
func skipRawText(s string, i int, name string) int {
	for {
		j := strings.Index(s[i:], "</")
		if j < 0 {
			return len(s)
		}
		k := i + j + 2
		if len(s)-k >= len(name) && strings.EqualFold(s[k:k+len(name)], name) &&
			(k+len(name) == len(s) || isTagNameEnd(s[k+len(name)])) {
			return k - 2 // the end tag itself is read by the main loop
		}
		i = k
	}
}

// tokenizerTags appends the raw tags of s that keep accepts to out, in
// document order, with x/net/html's tokenizer. Tags does the same faster;
// the tests hold it to this one. The tokenizer reads <noscript> as raw
// text; with scripting off its content is markup, so after a <noscript>
// start tag a new tokenizer reads on from there, markup all along, as a
// scripting-off parser reads it ("</noscript>" inside a tag is an
// attribute).
func tokenizerTags(s string, out *strings.Builder, keep Keep) {
	for {
		z := html.NewTokenizer(strings.NewReader(s))
		pos, restart := 0, false
		for !restart {
			tt := z.Next()
			if tt == html.ErrorToken {
				return
			}
			raw := z.Raw()
			pos += len(raw)
			switch tt {
			case html.StartTagToken, html.SelfClosingTagToken:
				name, _ := z.TagName()
				if keep(string(name), false) {
					out.Write(raw)
				}
				restart = tt == html.StartTagToken && string(name) == "noscript"
			case html.EndTagToken:
				if name, _ := z.TagName(); keep(string(name), true) {
					out.Write(raw)
				}
			}
		}
		s = s[pos:]
	}
}
