// Package wp holds WordPress's rules, read from its source: the data a sitemap needs
// (posts, terms, users, the site's options), the type registry, permalinks, PHP values
// and attachment URLs, the multilingual plugins' settings, languages and translation
// groups (Polylang and WPML, behind one interface: Multilingual, from Site.Languages),
// what a change to the database is, and which written row makes which change
// (Watched.RowChanges, over TrackedTables). It knows no SQL (package wpdb reads the
// database) and makes no SEO decision (package seo does).
package wp
