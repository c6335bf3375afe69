package main

import (
	"strings"
	"testing"
)

// TestCheckWPML: on wpsitemap_wpml (testdata/wpml.sql) check names WPML,
// its active languages with the default and the hidden one, its
// negotiation type, and that hreflang is on (auto); WPSITEMAP_HREFLANG=off
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
	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_wpml", "WPSITEMAP_HREFLANG", "off")
	wantLines(t, out, `^  ok    hreflang alternates off \(WPSITEMAP_HREFLANG=off\)$`)

	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_polylang")
	wantLines(t, out, `^  ok    hreflang alternates off \(WPSITEMAP_HREFLANG=auto\)$`)
	_, out = runCheck(t, "WORDPRESS_DB_NAME", "wpsitemap_polylang", "--hreflang", "on")
	wantLines(t, out, `^  ok    hreflang alternates on \(WPSITEMAP_HREFLANG=on\)`)

	_, out = runCheck(t)
	if strings.Contains(out, "hreflang") {
		t.Errorf("a single-language site speaks of hreflang:\n%s", out)
	}
}
