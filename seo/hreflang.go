package seo

// Hreflang decides whether the sitemaps' entries carry alternate links
// (xhtml:link rel="alternate" hreflang) to their listed translations:
// mode "on" wherever a multilingual plugin is active, "off" never, "auto"
// (or "") where WPML is active, since WPML's Yoast add-on prints them
// (yoast-behavior.md §15, "WPML"); Yoast with Polylang prints none (§15
// item 7), so Polylang needs "on". A single-language site has none either
// way: there is nothing to read.
func Hreflang(mode string, polylang, wpml bool) bool {
	switch mode {
	case "on":
		return polylang || wpml
	case "off":
		return false
	}
	return wpml
}
