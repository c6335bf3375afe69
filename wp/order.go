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
