package images

import (
	"strings"

	"github.com/wpsitemap/wpsitemap/internal/shortcode"
)

// This file reproduces what Yoast's get_content_galleries does with the
// content: preg_match_all of WordPress's get_shortcode_regex(['gallery']),
// then shortcode_parse_atts of each match's attribute text (both in package
// internal/shortcode), then Yoast's parse_galleries.

// findGalleries returns the [gallery] shortcodes of s in order, found as
// WordPress's get_shortcode_regex(['gallery']) finds them (shortcode.Find).
// Escaped [[gallery]] counts: Yoast does not check for escaping.
func findGalleries(s string) []gallery {
	var out []gallery
	for _, m := range shortcode.Find(s, "gallery") {
		out = append(out, galleryFromAtts(shortcode.ParseAtts(m.Attrs)))
	}
	return out
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
