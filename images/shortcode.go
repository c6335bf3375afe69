package images

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// This file reproduces what Yoast's get_content_galleries does with the
// content: preg_match_all of WordPress's get_shortcode_regex(['gallery']),
// then shortcode_parse_atts of each match's attribute text. The shortcode
// regex needs look-ahead, a back-reference and possessive quantifiers, which
// RE2 lacks, so it is replaced by the equivalent scan below.

const (
	galleryOpen  = "[gallery"
	galleryClose = "[/gallery]"
)

// findGalleries returns the [gallery] shortcodes of s in order. Per match of
//
//	\[(\[?)(gallery)(?![\w-])([^\]\/]*(?:\/(?!\])[^\]\/]*)*?)(?:(\/)\]|\](?:([^\[]*+(?:\[(?!\/\2\])[^\[]*+)*+)\[\/\2\])?)(\]?)
//
// (the tag name is case-sensitive) the attribute text, group 3, runs from
// after "gallery" to the first "]", less a "/" just before it (self-closing).
// A tag that is not self-closing swallows everything up to the first
// "[/gallery]" after it, if there is one, so galleries inside an enclosing
// [gallery]...[/gallery] are not matched on their own; the next search
// starts after the match. Escaped [[gallery]] matches too: Yoast does not
// check for escaping.
func findGalleries(s string) []gallery {
	var out []gallery
	bracket := -1 // cache: first "]" at or after bracketFrom (-1: none)
	bracketFrom := len(s) + 1
	closeAt, closeFrom := -1, len(s)+1 // the same for "[/gallery]"
	for pos := 0; pos < len(s); {
		i := strings.Index(s[pos:], galleryOpen)
		if i < 0 {
			break
		}
		q := pos + i + len(galleryOpen) // just after the tag name
		if q < len(s) && (isWordByte(s[q]) || s[q] == '-') {
			pos = pos + i + 1 // "[gallery-x]", "[gallery2]": another shortcode
			continue
		}
		if q < bracketFrom || (bracket >= 0 && bracket < q) {
			bracket = indexFrom(s, q, "]")
		}
		bracketFrom = q
		if bracket < 0 {
			break // no "]" anywhere after: no later tag can close either
		}
		attrs, end := s[q:bracket], bracket+1
		if bracket > q && s[bracket-1] == '/' {
			attrs = s[q : bracket-1] // self-closing [gallery .../]
		} else {
			if end < closeFrom || (closeAt >= 0 && closeAt < end) {
				closeAt = indexFrom(s, end, galleryClose)
			}
			closeFrom = end
			if closeAt >= 0 {
				end = closeAt + len(galleryClose)
			}
		}
		if end < len(s) && s[end] == ']' {
			end++
		}
		out = append(out, galleryFromAtts(parseShortcodeAtts(attrs)))
		pos = end
	}
	return out
}

// indexFrom is strings.Index of sub in s[from:], as an index into s.
func indexFrom(s string, from int, sub string) int {
	if from > len(s) {
		return -1
	}
	i := strings.Index(s[from:], sub)
	if i < 0 {
		return -1
	}
	return from + i
}

// isWordByte is PCRE's \w without the u flag: ASCII letters, digits, "_".
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// shortcodeAttsRE is WordPress's get_shortcode_atts_regex with PCRE's \s
// spelled out (PCRE2's \s includes \v; Go's does not).
var shortcodeAttsRE = regexp.MustCompile(
	`([\w-]+)[\t\n\v\f\r ]*=[\t\n\v\f\r ]*"([^"]*)"(?:[\t\n\v\f\r ]|$)` +
		`|([\w-]+)[\t\n\v\f\r ]*=[\t\n\v\f\r ]*'([^']*)'(?:[\t\n\v\f\r ]|$)` +
		`|([\w-]+)[\t\n\v\f\r ]*=[\t\n\v\f\r ]*([^\t\n\v\f\r '"]+)(?:[\t\n\v\f\r ]|$)` +
		`|"([^"]*)"(?:[\t\n\v\f\r ]|$)` +
		`|'([^']*)'(?:[\t\n\v\f\r ]|$)` +
		`|([^\t\n\v\f\r ]+)(?:[\t\n\v\f\r ]|$)`)

var nbspZWSP = regexp.MustCompile("[\u00a0\u200b]+")

// parseShortcodeAtts is WordPress's shortcode_parse_atts, keeping only the
// named attributes (lower-cased names; a later duplicate wins).
func parseShortcodeAtts(text string) map[string]string {
	// preg_replace with the u flag returns null on invalid UTF-8, and
	// shortcode_parse_atts then returns '': no attributes at all.
	if !utf8.ValidString(text) {
		return nil
	}
	if strings.Contains(text, "\u00a0") || strings.Contains(text, "\u200b") {
		text = nbspZWSP.ReplaceAllLiteralString(text, " ")
	}
	var atts map[string]string
	for _, m := range shortcodeAttsRE.FindAllStringSubmatchIndex(text, -1) {
		for g := 1; g <= 5; g += 2 { // name groups 1, 3, 5; values 2, 4, 6
			name := group(text, m, g)
			if name == "" || name == "0" { // PHP empty()
				continue
			}
			if atts == nil {
				atts = make(map[string]string)
			}
			v := stripCSlashes(group(text, m, g+1))
			if strings.Contains(v, "<") && !balancedTags(v) {
				v = "" // "Reject any unclosed HTML elements."
			}
			atts[strings.ToLower(name)] = v
			break
		}
	}
	return atts
}

// group returns submatch g of match m in s, "" when it did not take part.
func group(s string, m []int, g int) string {
	if 2*g+1 >= len(m) || m[2*g] < 0 {
		return ""
	}
	return s[m[2*g]:m[2*g+1]]
}

// balancedTags reports whether v matches /^[^<]*+(?:<[^>]*+>[^<]*+)*+$/:
// every "<" is followed, later, by a ">".
func balancedTags(v string) bool {
	for {
		i := strings.IndexByte(v, '<')
		if i < 0 {
			return true
		}
		j := strings.IndexByte(v[i+1:], '>')
		if j < 0 {
			return false
		}
		v = v[i+1+j+1:]
	}
}

// stripCSlashes is PHP's stripcslashes: C escapes \a \b \f \n \r \t \v,
// \xH and \xHH, octal \o to \ooo; any other escaped byte stands for itself.
func stripCSlashes(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b = append(b, c)
			continue
		}
		i++
		switch c = s[i]; c {
		case 'n':
			b = append(b, '\n')
		case 't':
			b = append(b, '\t')
		case 'r':
			b = append(b, '\r')
		case 'a':
			b = append(b, '\a')
		case 'v':
			b = append(b, '\v')
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'x':
			if i+1 < len(s) && isHex(s[i+1]) {
				v := unhex(s[i+1])
				i++
				if i+1 < len(s) && isHex(s[i+1]) {
					v = v<<4 | unhex(s[i+1])
					i++
				}
				b = append(b, v)
			} else {
				b = append(b, 'x')
			}
		default:
			if c >= '0' && c <= '7' {
				v := c - '0'
				for k := 0; k < 2 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '7'; k++ {
					v = v<<3 | (s[i+1] - '0')
					i++
				}
				b = append(b, v)
			} else {
				b = append(b, c)
			}
		}
	}
	return string(b)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// galleryFromAtts applies Yoast's parse_galleries to one attribute map.
func galleryFromAtts(atts map[string]string) gallery {
	var g gallery
	include := atts["include"]
	if ids := atts["ids"]; !phpEmpty(ids) {
		include = ids
	}
	if !phpEmpty(include) {
		g.hasInclude = true
		g.include = parseIDList(include)
	}
	if id := atts["id"]; !phpEmpty(id) {
		g.hasID = true
		g.id = phpIntval(id)
	}
	if ex := atts["exclude"]; !phpEmpty(ex) {
		g.exclude = parseIDList(ex)
	}
	return g
}

// phpEmpty is PHP's empty() for a string.
func phpEmpty(s string) bool { return s == "" || s == "0" }

// parseIDList is WordPress's wp_parse_id_list: split on runs of white space
// and commas, absint each item, unique. Zeros are dropped as no post has ID 0.
func parseIDList(s string) []int64 {
	var ids uniq[int64]
	for f := range strings.FieldsFuncSeq(s, func(r rune) bool {
		return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
	}) {
		id := phpIntval(f)
		if id < 0 {
			id = -id
		}
		if id != 0 {
			ids.insert(id)
		}
	}
	return ids.list
}

// phpIntval is PHP's intval for the integer forms people write: leading
// white space, an optional sign, decimal digits; anything after is ignored.
// Out of range gives 0 (PHP saturates, to an ID that names no post).
func phpIntval(s string) int64 {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\v' || s[i] == '\f') {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	var v int64
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if v > (1<<63-1-9)/10 {
			return 0
		}
		v = v*10 + int64(s[i]-'0')
	}
	if neg {
		return -v
	}
	return v
}
