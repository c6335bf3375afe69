package wp

import "strings"

// polylangHreflangs returns Polylang's hreflang value of each of langs:
// the locale with "-" ("fr-FR"), cut to the language ("fr") unless
// another of langs shares it.
func polylangHreflangs(langs []Language) []string {
	out := make([]string, len(langs))
	w3c := make([]string, len(langs))
	count := map[string]int{}
	for i, l := range langs {
		loc := l.Locale
		if loc == "" {
			loc = l.Code
		}
		w3c[i] = strings.ReplaceAll(loc, "_", "-")
		short, _, _ := strings.Cut(w3c[i], "-")
		count[short]++
	}
	for i := range langs {
		short, _, _ := strings.Cut(w3c[i], "-")
		if count[short] > 1 {
			out[i] = w3c[i]
		} else {
			out[i] = short
		}
	}
	return out
}
