package main

import (
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestCheckLanguageHosts: check on a site with one set of sitemaps per
// language host lists each host with its language, the default's first;
// with --all each host's sitemaps and entries, counted by hand from
// testdata/polylang-directory.sql (see TestURLsLanguageHosts): fr lists
// post, page, category, author, book and genre (2 + 3 + 1 + the authors +
// the book archive, Yoast's first link of the type's sitemap + the
// genres), de post, page, post_tag, author, book and genre (2 + 1 + 1 +
// the authors + 1 + the genres), each post sitemap with the untranslated
// posts page first, the authors and genres those of Yoast's
// year-month captures. A language sharing another's host is said so, and
// a language host whose index lists nothing is a warning. A site with one
// set has no such section.
func TestCheckLanguageHosts(t *testing.T) {
	name := polylangSubdomains(t)
	authors := len(yoastAuthors(t))
	genres := len(yoastURLs(t, filepath.Join(dbtest.ConformanceDir(), "year-month"))["genre"])
	if genres == 0 {
		t.Fatal("no genre in year-month's captures")
	}
	_, out := runCheck(t, "WORDPRESS_DB_NAME", name)
	wantLines(t, out,
		`^language hosts \(3; one set of sitemaps each: the sections above are the default language's, en at example\.com\)$`,
		`^  LANGUAGE +HOST$`,
		`^  en +example\.com$`,
		`^  fr +fr\.example\.com$`,
		`^  de +de\.example\.com$`,
		`^  ok    3 language hosts served \(--all counts each host's sitemaps\)$`,
	)
	_, out = runCheck(t, "WORDPRESS_DB_NAME", name, "--all", "true")
	wantLines(t, out,
		`^  LANGUAGE +HOST +SITEMAPS +ENTRIES$`,
		`^  en +example\.com +\d+ +\d+$`,
		`^  fr +fr\.example\.com +6 +`+strconv.Itoa(6+authors+1+genres)+`$`,
		`^  de +de\.example\.com +6 +`+strconv.Itoa(4+authors+1+genres)+`$`,
	)
	// The default host's counts are those of the sitemaps section.
	m := regexp.MustCompile(`(?m)^  ok    (\d+) sitemaps in the index, (\d+) entries$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no count of the sitemaps section:\n%s", out)
	}
	wantLines(t, out, `^  en +example\.com +`+m[1]+` +`+m[2]+`$`)

	domains := dbtest.TempDB(t, "pll_check_dom")
	dbtest.Variant(t, "wpsitemap_polylang", domains, subdomainsOnExampleCom[0], strings.Replace(strings.Replace(subdomainsOnExampleCom[1],
		`s:10:"force_lang";i:2;`, `s:10:"force_lang";i:3;`, 1), `s:7:"domains";a:0:{}`,
		`s:7:"domains";a:2:{s:2:"en";s:18:"http://example.com";s:2:"fr";s:17:"http://example.fr";}`, 1))
	_, out = runCheck(t, "WORDPRESS_DB_NAME", domains)
	wantLines(t, out,
		`^  de +example\.com \(en's sitemaps answer it\)$`,
		`^  ok    2 language hosts served`,
	)

	// German without a post or tag of its own (102 and 26 without a
	// language), with no sitemap listed on every host (pages, authors, the
	// book type, the genre taxonomy set off in Yoast): de's index lists
	// nothing, which --all warns of.
	empty := dbtest.TempDB(t, "pll_check_empty")
	fixes := append(slices.Clone(subdomainsOnExampleCom),
		"DELETE FROM wp_term_relationships WHERE (object_id = 102 AND term_taxonomy_id = 21) OR (object_id = 26 AND term_taxonomy_id = 24)",
		// nor the posts page, which every host lists where it has no translation
		"UPDATE wp_options SET option_value = '0' WHERE option_name = 'page_for_posts'")
	for _, key := range []string{`s:14:"disable-author"`, `s:12:"noindex-page"`, `s:12:"noindex-book"`, `s:17:"noindex-tax-genre"`} {
		fixes = append(fixes, "UPDATE wp_options SET option_value = REPLACE(option_value, '"+key+";b:0;', '"+key+";b:1;') WHERE option_name = 'wpseo_titles'")
	}
	dbtest.Variant(t, "wpsitemap_polylang", empty, fixes...)
	_, out = runCheck(t, "WORDPRESS_DB_NAME", empty, "--all", "true")
	wantLines(t, out,
		`^  de +de\.example\.com +0 +0$`,
		`^  WARN  language de \(de\.example\.com\): no sitemap has entries: its /sitemap_index\.xml answers 404$`,
	)
	if strings.Contains(out, "language fr (fr.example.com): no sitemap") {
		t.Errorf("fr, which lists its post, is said to list nothing:\n%s", out)
	}

	wpml := dbtest.TempDB(t, "wpml_check")
	dbtest.Variant(t, "wpsitemap_wpml", wpml, wpmlDomainMode)
	_, out = runCheck(t, "WORDPRESS_DB_NAME", wpml)
	wantLines(t, out,
		`^language hosts \(3; .* en at 127\.0\.0\.1:8081\)$`,
		`^  en +127\.0\.0\.1:8081$`,
		`^  de +de\.example\.test:8081$`,
		`^  fr +fr\.example\.test$`,
	)

	for _, db := range []string{"wpsitemap_polylang", "wpsitemap_wpml", "wpc_year_month"} {
		_, out := runCheck(t, "WORDPRESS_DB_NAME", db)
		// check got as far as the sections after the sitemaps'.
		wantLines(t, out, `^  ok    \d+ sitemaps in the index`)
		if strings.Contains(out, "language hosts") {
			t.Errorf("%s, one set of sitemaps, has a language hosts section:\n%s", db, out)
		}
	}
}
