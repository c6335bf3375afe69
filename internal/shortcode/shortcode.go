// Package shortcode finds WordPress shortcodes in post content the way
// WordPress's get_shortcode_regex finds them, and parses their attributes as
// shortcode_parse_atts does. It knows no particular shortcode: images reads
// [gallery] with it, video reads [video] and [embed].
//
// The shortcode regex needs look-ahead, a back-reference and possessive
// quantifiers, which RE2 lacks, so Find replaces it with an equivalent scan
// that stays linear however many tags the content holds.
package shortcode

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Match is one shortcode found by Find.
type Match struct {
	// Attrs is the attribute text (group 3 of the regex): from after the
	// tag name to the first "]", less a "/" just before it (self-closing).
	// Parse it with ParseAtts.
	Attrs string
	// Content is the enclosed text of [tag]...[/tag] (group 5): up to the
	// first "[/tag]" after the opening tag; "" when there is none.
	Content string
	// Escaped reports [[tag]]: WordPress prints such a tag literally
	// instead of running it (do_shortcode_tag). Whether it counts is the
	// caller's rule (Yoast's gallery parser counts it).
	Escaped bool
}

// Find returns the tag shortcodes of s in order. Per match of
//
//	\[(\[?)(tag)(?![\w-])([^\]\/]*(?:\/(?!\])[^\]\/]*)*?)(?:(\/)\]|\](?:([^\[]*+(?:\[(?!\/\2\])[^\[]*+)*+)\[\/\2\])?)(\]?)
//
// (the tag name is case-sensitive) the attribute text, group 3, runs from
// after the name to the first "]", less a "/" just before it (self-closing).
// A tag that is not self-closing swallows everything up to the first
// "[/tag]" after it, if there is one, so tags inside an enclosing
// [tag]...[/tag] are not matched on their own; the next search starts after
// the match. tag must not be empty.
func Find(s, tag string) []Match {
	open, closing := "["+tag, "[/"+tag+"]"
	var out []Match
	bracket := -1 // cache: first "]" at or after bracketFrom (-1: none)
	bracketFrom := len(s) + 1
	closeAt, closeFrom := -1, len(s)+1 // the same for closing
	for pos := 0; pos < len(s); {
		i := strings.Index(s[pos:], open)
		if i < 0 {
			break
		}
		start := pos + i
		q := start + len(open) // just after the tag name
		if q < len(s) && (isWordByte(s[q]) || s[q] == '-') {
			pos = start + 1 // "[tag-x]", "[tag2]": another shortcode
			continue
		}
		if q < bracketFrom || (bracket >= 0 && bracket < q) {
			bracket = indexFrom(s, q, "]")
		}
		bracketFrom = q
		if bracket < 0 {
			break // no "]" anywhere after: no later tag can close either
		}
		m := Match{Attrs: s[q:bracket]}
		end := bracket + 1
		if bracket > q && s[bracket-1] == '/' {
			m.Attrs = s[q : bracket-1] // self-closing [tag .../]
		} else {
			if end < closeFrom || (closeAt >= 0 && closeAt < end) {
				closeAt = indexFrom(s, end, closing)
			}
			closeFrom = end
			if closeAt >= 0 {
				m.Content = s[end:closeAt]
				end = closeAt + len(closing)
			}
		}
		// Group 1 is the "[" just before, when the match may start there
		// (not inside the previous match); group 6 the "]" just after.
		leading := start > pos && s[start-1] == '['
		if end < len(s) && s[end] == ']' {
			m.Escaped = leading
			end++
		}
		out = append(out, m)
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

// ParseAtts is WordPress's shortcode_parse_atts, keeping only the
// named attributes (lower-cased names; a later duplicate wins).
func ParseAtts(text string) map[string]string {
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
