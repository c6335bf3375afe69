package wp

import "strings"

// The hreflang values each plugin prints (Multilingual.Hreflangs).

// Hreflangs implements Multilingual: the language's tag, else its default
// locale, lower case with "-" (WPML_Language_Tag; "" when shorter than
// two characters, which WPML leaves out).
func (w *WPML) Hreflangs(langs []Language) []string {
	out := make([]string, len(langs))
	for i, l := range langs {
		code := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(l.Locale), "_", "-"))
		if len(code) >= 2 {
			out[i] = code
		}
	}
	return out
}

// Hreflangs implements Multilingual: the locale with "-" ("fr-FR"), cut to
// the language ("fr") unless another of langs shares it
// (PLL_Frontend_Filters_Links::wp_head: the country only when necessary).
func (p *Polylang) Hreflangs(langs []Language) []string {
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
