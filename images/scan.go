package images

import (
	"io"
	"strings"
)

// rawTextElements hold text that the HTML tokenizer does not read as
// markup: an "<img" inside them is no image. (<noscript> is not among them:
// with scripting off, as in PHP's DOMDocument, its content is markup.)
var rawTextElements = []string{"script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"}

// scanImgTags writes the raw <img> and <image> start tags of s to out, in
// document order, one whole tag per WriteString. It is a fast equivalent of running html.Tokenizer over s
// (collectImgTags, which the tests use as its oracle): it jumps from "<" to
// "<" with IndexByte, skips comments, bogus comments and the content of raw
// text elements, and walks attributes with HTML's quoting rules only inside
// tags, so the text of a post, most of its bytes, is never looked at twice.
func scanImgTags(s string, out io.StringWriter) {
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
				end, _ := tagEnd(s, i+2)
				if end < 0 {
					return
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
			nameEnd := i + 1
			for nameEnd < len(s) && !isTagNameEnd(s[nameEnd]) {
				nameEnd++
			}
			name := strings.ToLower(s[i+1 : nameEnd])
			end, _ := tagEnd(s, nameEnd)
			if end < 0 {
				return // an unterminated tag at EOF is dropped, as the tokenizer does
			}
			if name == "img" || name == "image" {
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
