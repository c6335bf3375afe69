package main

import (
	"strings"
	"testing"
)

// TestCheckWPML: on wpsitemap_wpml (testdata/wpml.sql) check names WPML,
// its active languages with the default and the hidden one, its
// negotiation type, and that hreflang is on (auto), at 50,000 entries a
// page with the smaller page size of the sitemaps with alternates said;
// WPSITEMAP_HREFLANG=off
// says off. On wpsitemap_polylang hreflang is off unless asked for, and a
// single-language site says nothing of it.
func TestCheckWPML(t *testing.T) {
	_, out := runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_wpml")
	wantLines(t, out,
		`^multilingual$`,
		`^  ok    WPML, languages de, en \(default\), es \(hidden: left out\), fr$`,
		`^  ok    directory mode \(/de/\.\.\.\), the default language without a directory$`,
		`^  ok    hreflang alternates on \(WPSITEMAP_HREFLANG=auto\): each entry links its listed translations and x-default$`,
	)
	if strings.Contains(out, "Polylang") {
		t.Errorf("a WPML site is said to have Polylang:\n%s", out)
	}
	if strings.Contains(out, "cut into pages") {
		t.Errorf("four languages at 1000 entries a page: a page size lowered:\n%s", out)
	}
	// Four languages at 50,000 entries a page: the sitemaps with
	// alternates get smaller pages, which check says.
	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_wpml", "WPSITEMAP_ENTRIES_PER_PAGE", "50000")
	wantLines(t, out, `^sitemaps \(50000 entries a page, [0-9]+ with alternates\)$`,
		`^  note  with 4 languages, a page of 50000 entries of very long URLs could pass the protocol's 50 MB: the sitemaps whose entries carry alternates are cut into pages of [0-9]+ entries instead \(the others keep WPSITEMAP_ENTRIES_PER_PAGE=50000\)$`)
	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_wpml", "WPSITEMAP_HREFLANG", "off")
	wantLines(t, out, `^  ok    hreflang alternates off \(WPSITEMAP_HREFLANG=off\)$`)

	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_polylang")
	wantLines(t, out, `^  ok    hreflang alternates off \(WPSITEMAP_HREFLANG=auto\)$`)
	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_polylang", "--hreflang", "on")
	wantLines(t, out, `^  ok    hreflang alternates on \(WPSITEMAP_HREFLANG=on\)`)

	_, out = runCheck(t)
	wantLines(t, out, `^  ok    \d+ sitemaps in the index`) // check went past the multilingual section's place
	if strings.Contains(out, "hreflang") {
		t.Errorf("a single-language site speaks of hreflang:\n%s", out)
	}
}
