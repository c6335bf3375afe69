package seo

import "github.com/wpsitemap/wpsitemap/wp"

// Titles is Yoast's wpseo_titles option as stored: Title returns the
// decoded PHP value of a key, and false when the key is absent (Yoast then
// uses its default, which these functions know).
type Titles interface {
	Title(key string) (any, bool)
}

// titleTruthy reads a key with Yoast's defaults for missing keys
// (yoast-behavior.md §6.1).
func titleTruthy(t Titles, key string) bool {
	if v, ok := t.Title(key); ok {
		return wp.PHPTruthy(v)
	}
	switch key {
	case "disable-attachment", "noindex-tax-post_format", "noindex-author-noposts-wpseo":
		return true
	}
	return false
}

// strictBool reports whether a stored key is exactly the PHP boolean want;
// missing: def.
func strictBool(t Titles, key string, want, def bool) bool {
	v, ok := t.Title(key)
	if !ok {
		return def
	}
	b, isBool := v.(bool)
	return isBool && b == want
}

// PostTypeListed is Yoast's is_valid_post_type for a public post type: not
// disabled (disable-{pt}) and noindex-{pt} strictly false.
func PostTypeListed(t Titles, pt string) bool {
	return !titleTruthy(t, "disable-"+pt) && strictBool(t, "noindex-"+pt, false, true)
}

// ArchiveListed reports whether the archive entry at the top of a post
// type's sitemap is kept (noindex-ptarchive-{pt} not set).
func ArchiveListed(t Titles, pt string) bool {
	return !titleTruthy(t, "noindex-ptarchive-"+pt)
}

// TaxonomyListed is Yoast's is_valid_taxonomy for a public taxonomy:
// WordPress's internal taxonomies never, noindex-tax-{tax} not strictly
// true (true by default for post_format), and post_format not disabled.
func TaxonomyListed(t Titles, tax string) bool {
	switch tax {
	case "link_category", "nav_menu", "wp_pattern_category":
		return false
	case "post_format":
		if titleTruthy(t, "disable-post_format") {
			return false
		}
	}
	return !strictBool(t, "noindex-tax-"+tax, true, tax == "post_format")
}

// AuthorsListed reports whether the author sitemap exists: neither
// disable-author nor noindex-author-wpseo.
func AuthorsListed(t Titles) bool {
	return !titleTruthy(t, "disable-author") && !titleTruthy(t, "noindex-author-wpseo")
}

// AuthorsNeedPosts is noindex-author-noposts-wpseo (true by default): only
// users with published posts are listed.
func AuthorsNeedPosts(t Titles) bool { return titleTruthy(t, "noindex-author-noposts-wpseo") }
