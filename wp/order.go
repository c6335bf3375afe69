package wp

import (
	"sort"
	"strconv"
	"strings"
)

// serializedKeyPos returns where the serialized form of the string key
// appears in raw, or -1. PHP arrays keep insertion order but Go maps do not,
// so order-sensitive decisions (the registration order of types) sort keys by
// where they stand in the stored text.
func serializedKeyPos(raw, key string) int {
	return strings.Index(raw, `s:`+strconv.Itoa(len(key))+`:"`+key+`";`)
}

// orderedRules lists the rewrite rules in their stored order.
func orderedRules(raw string, rules phpArray) []rewriteRule {
	type posRule struct {
		pos int
		r   rewriteRule
	}
	list := make([]posRule, 0, len(rules))
	for k, v := range rules {
		pattern := phpString(k)
		list = append(list, posRule{serializedKeyPos(raw, pattern), rewriteRule{pattern, phpString(v)}})
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].pos != list[j].pos {
			return list[i].pos < list[j].pos
		}
		return list[i].r.pattern < list[j].r.pattern
	})
	out := make([]rewriteRule, len(list))
	for i, p := range list {
		out[i] = p.r
	}
	return out
}

// ranked is a type name and its position in one source of the registration
// order.
type ranked struct {
	name string
	pos  int
}

// registrationOrder sorts the names of custom post types or taxonomies in
// WordPress's registration order, as far as the database keeps it (§2 of
// yoast-behavior.md): Yoast's wpseo_titles holds a "{prefix}{name}" key per
// public type in registration order, and WordPress's rewrite_rules hold
// each type's rules in registration order (the archive rules of custom post
// types all come first, so a type's single-post rule is what places it).
// The two orders are merged, wpseo_titles winning where they disagree; names
// that neither knows come after, in the WPSITEMAP_CONFIG order, then by name.
func registrationOrder(names []string, titlesRaw, titlePrefix string, rules map[string]*ruleFacts, configOrder []string) []string {
	var byTitles, byRules, rest []ranked
	for _, n := range names {
		known := false
		if p := serializedKeyPos(titlesRaw, titlePrefix+n); p >= 0 {
			byTitles = append(byTitles, ranked{n, p})
			known = true
		}
		if rf, ok := rules[n]; ok {
			pos := rf.pos
			if rf.single {
				pos = rf.singlePos
			}
			byRules = append(byRules, ranked{n, pos})
			known = true
		}
		if !known {
			rest = append(rest, ranked{n, configPos(configOrder, n)})
		}
	}
	sortRanked(byTitles)
	sortRanked(byRules)
	sortRanked(rest)
	out := mergeOrders(byTitles, byRules, len(names))
	for _, x := range rest {
		out = append(out, x.name)
	}
	return out
}

// configPos is n's position in the WPSITEMAP_CONFIG order, or after every
// name there.
func configPos(configOrder []string, n string) int {
	for i, c := range configOrder {
		if c == n {
			return i
		}
	}
	return len(configOrder)
}

// sortRanked sorts by position, then by name.
func sortRanked(l []ranked) {
	sort.SliceStable(l, func(i, j int) bool {
		if l[i].pos != l[j].pos {
			return l[i].pos < l[j].pos
		}
		return l[i].name < l[j].name
	})
}

// mergeOrders merges the wpseo_titles order and the rewrite_rules order into
// one list, each name once. Where the two disagree, wpseo_titles wins: the
// rules place a name only before one they put later or do not know, and
// only when wpseo_titles does not know it.
func mergeOrders(byTitles, byRules []ranked, size int) []string {
	inTitles := map[string]bool{}
	for _, x := range byTitles {
		inTitles[x.name] = true
	}
	inRules := map[string]bool{}
	for _, x := range byRules {
		inRules[x.name] = true
	}
	out := make([]string, 0, size)
	placed := map[string]bool{}
	i, j := 0, 0
	for i < len(byTitles) || j < len(byRules) {
		switch {
		case i < len(byTitles) && placed[byTitles[i].name]:
			i++
		case j < len(byRules) && placed[byRules[j].name]:
			j++
		case j == len(byRules):
			out, placed[byTitles[i].name] = append(out, byTitles[i].name), true
		case i == len(byTitles):
			out, placed[byRules[j].name] = append(out, byRules[j].name), true
		default:
			a, b := byTitles[i].name, byRules[j].name
			// The rules put b before a (a comes later in them, or not at
			// all); follow them unless wpseo_titles knows b, and so
			// places it after a.
			if a != b && inRules[a] && !inTitles[b] {
				out, placed[b] = append(out, b), true
			} else {
				out, placed[a] = append(out, a), true
			}
		}
	}
	return out
}
