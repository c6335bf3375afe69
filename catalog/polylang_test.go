package catalog_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/seo"
)

// showDefault switches Polylang's hide_default off on wpsitemap_polylang:
// the option of testdata/polylang-directory.sql with hide_default i:0.
const showDefault = `UPDATE wp_options SET option_value = 'a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:0;` +
	`s:10:"force_lang";i:1;s:13:"redirect_lang";i:0;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}` +
	`s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";a:0:{}s:7:"version";s:5:"3.4.6";` +
	`s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}' WHERE option_name = 'polylang'`

// redirectLang switches Polylang's redirect_lang on (hide_default on).
const redirectLang = `UPDATE wp_options SET option_value = 'a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:1;` +
	`s:10:"force_lang";i:1;s:13:"redirect_lang";i:1;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}` +
	`s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";a:0:{}s:7:"version";s:5:"3.4.6";` +
	`s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}' WHERE option_name = 'polylang'`

// TestPolylangDirectory reads wpsitemap_polylang (testdata/polylang-directory.sql:
// the year-month site with Polylang in directory mode, English default,
// French and German) on both stores, with hide_default on and off and
// with redirect_lang, and checks URLs against yoast-behavior.md §15: every
// other language with "/<slug>" after the home, the default one only when
// hide_default is off (authors too), untranslated types and taxonomies
// unchanged, objects without a language left out. The expected URLs are
// written by hand; besides them, with hide_default off every URL of a
// translated type carries a language, and with it on none carries "/en/".
func TestPolylangDirectory(t *testing.T) {
	home := "http://127.0.0.1:8081"
	// The same in every case unless it says otherwise.
	common := map[string]string{
		"post 101":    home + "/fr/2023/01/bonjour-le-monde/",
		"post 102":    home + "/de/2023/02/hallo-welt/",
		"page 103":    home + "/fr/a-propos/",
		"page 104":    home + "/fr/a-propos/equipe/",
		"page 106":    home + "/fr/accueil/", // the front page's translation, redirect_lang 0 (§15 item 4)
		"category 25": home + "/fr/category/actualites/",
		"post_tag 26": home + "/de/tag/berlin/",
		"page -":      home + "/",                  // the default language's front page, prefix hidden
		"book 73":     home + "/books/the-hobbit/", // book is not translated
		"genre 14":    home + "/genre/fantasy/",    // nor genre
	}
	cases := []struct {
		name     string
		fixes    []string
		prefixed bool // the default language is prefixed
		want     map[string]string
	}{
		{"hide_default on", nil, false, map[string]string{
			"post 1":       home + "/2022/01/hello-world/",
			"page 7":       home + "/about/team/",
			"category 2":   home + "/category/news/",
			"category 3":   home + "/category/news/local/",
			"post_tag 10":  home + "/tag/featured/",
			"author 2":     home + "/author/alice/",
			"post -":       home + "/blog/",
			"multipart 34": home + "/2022/04/multi-part-story/2/",
		}},
		{"hide_default off", []string{showDefault}, true, map[string]string{
			"post 1":      home + "/en/2022/01/hello-world/",
			"page 7":      home + "/en/about/team/",
			"category 2":  home + "/en/category/news/",
			"category 3":  home + "/en/category/news/local/",
			"post_tag 10": home + "/en/tag/featured/",
			"author 2":    home + "/en/author/alice/",
			"post -":      home + "/en/blog/", // page_for_posts is an English page
			// The front page at its permalink in its language, Polylang's
			// front_page_url (seen: testdata/conformance/observed/polylang-directory-shown).
			"page -":       home + "/en/home/",
			"multipart 34": home + "/en/2022/04/multi-part-story/2/",
		}},
		{"redirect_lang on", []string{redirectLang}, false, map[string]string{
			"post 1":       home + "/2022/01/hello-world/",
			"page 106":     home + "/fr/", // the front page's French translation at the French home (§15 item 4)
			"page 103":     home + "/fr/a-propos/",
			"multipart 34": home + "/2022/04/multi-part-story/2/",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sitetest.Each(t, "wpsitemap_polylang", "polylang", tc.fixes, func(t *testing.T, site *sitetest.Site) {
				db := site.Store().(catalog.Store)
				cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard})
				ctx := context.Background()
				snap, err := cat.Build(ctx)
				if err != nil {
					t.Fatal(err)
				}
				listed := map[string]string{}
				left := map[string]seo.Reason{}
				key := func(typ string, id int64) string {
					if id == 0 {
						return typ + " -"
					}
					return fmt.Sprintf("%s %d", typ, id)
				}
				err = cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
					k := key(e.Type, e.ID)
					switch {
					case e.ID == 0, e.Type == "book", e.Type == "genre":
					case tc.prefixed && !strings.HasPrefix(e.URL.Loc, home+"/en/") && !strings.HasPrefix(e.URL.Loc, home+"/fr/") &&
						!strings.HasPrefix(e.URL.Loc, home+"/de/"):
						t.Errorf("%s %s has no language prefix", k, e.URL.Loc)
					case !tc.prefixed && strings.HasPrefix(e.URL.Loc, home+"/en/"):
						t.Errorf("%s %s has the default language's prefix", k, e.URL.Loc)
					}
					if e.Type == catalog.MultipartName && e.Part != 2 {
						return nil
					}
					listed[k] = e.URL.Loc
					return nil
				}, func(x catalog.Excluded) { left[key(x.Type, x.ID)] = x.Reason })
				if err != nil {
					t.Fatal(err)
				}
				want := map[string]string{}
				for k, v := range common {
					want[k] = v
				}
				for k, v := range tc.want {
					want[k] = v
				}
				got := map[string]string{}
				for k := range want {
					got[k] = listed[k]
				}
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("URLs (-want +got):\n%s", d)
				}
				// §15 item 3: content without a language is left out, and
				// explained; a post named only by an orphan translation
				// group (105) has none.
				wantLeft := map[string]seo.Reason{"post 105": seo.NoLanguage, "post_tag 13": seo.NoLanguage}
				for k, r := range wantLeft {
					if u, ok := listed[k]; ok {
						t.Errorf("%s listed as %s; it has no language", k, u)
					}
					if left[k] != r {
						t.Errorf("%s left out because %q, want %q", k, left[k], r)
					}
				}
				// The internal taxonomies of Polylang have no sitemap.
				for _, sm := range snap.Sitemaps {
					switch sm.Name {
					case "language", "term_language", "post_translations", "term_translations":
						if sm.InIndex {
							t.Errorf("sitemap %s in the index", sm.Name)
						}
					}
				}
			})
		})
	}
}

// TestPolylangFollowed: on a built snapshot of a site that shows its
// posts on the front (so the language homes are listed), each change of
// languages is followed incrementally and equals a fresh build: a post
// given a language, a term given one, a post losing its own; a language
// added (its home appended) and removed (its home and its posts gone);
// Polylang's settings changed (hide_default off, then the language from
// the content) carried over without a build (Reread), the URLs moved. A
// switch to subdomains changes which objects each set lists: a build.
// Both stores.
func TestPolylangFollowed(t *testing.T) {
	sitetest.Each(t, "wpsitemap_polylang", "polylang_follow", postsOnFront, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		src := newPolled(t, db, cat)
		// loc is the URL of typ id, "" when not listed; homes are the
		// entries of ID 0 after the first of the post sitemap.
		loc := func(snap *catalog.Snapshot, typ string, id int64) string {
			var got string
			err := cat.Walk(ctx, snap, typ, func(e catalog.Entry) error {
				if e.ID == id {
					got = e.URL.Loc
				}
				return nil
			}, func(catalog.Excluded) {})
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		homes := func(snap *catalog.Snapshot) []string {
			var out []string
			sm, _ := snap.Lookup("post")
			first := true
			err := snap.Entries(ctx, sm, 1, func(e catalog.Entry) error {
				if e.ID == 0 && !first {
					out = append(out, e.URL.Loc)
				}
				first = false
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
		home := "http://127.0.0.1:8081"
		step := func(name string, stmts ...string) {
			t.Helper()
			site.Exec(t, stmts...)
			snap = applyChanges(t, cat, src.next(), snap)
			sameAsFresh(t, cat, snap, name)
		}

		step("post 105 given German", "INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (105, 21, 0)")
		if got, want := loc(snap, "post", 105), home+"/de/2023/03/sans-langue/"; got != want {
			t.Errorf("post 105 given German: %q, want %q", got, want)
		}
		// Tag 13 gets English as Polylang writes it: the relationship by
		// term ID and the language term's count.
		step("tag 13 given English", "INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (13, 22, 0)",
			"UPDATE wp_term_taxonomy SET count = 13 WHERE term_taxonomy_id = 22")
		if got, want := loc(snap, "post_tag", 13), home+"/tag/fish-chips/"; got != want {
			t.Errorf("tag 13 given English: %q, want %q", got, want)
		}
		step("post 101 loses French", "DELETE FROM wp_term_relationships WHERE object_id = 101 AND term_taxonomy_id = 20")
		if got := loc(snap, "post", 101); got != "" {
			t.Errorf("post 101 without a language listed at %s", got)
		}
		if d := cmp.Diff([]string{home + "/fr/", home + "/de/"}, homes(snap)); d != "" {
			t.Errorf("homes (-want +got):\n%s", d)
		}
		step("Spanish added", "INSERT INTO wp_terms (term_id, name, slug, term_group) VALUES (40, 'Español', 'es', 0)",
			`INSERT INTO wp_term_taxonomy (term_taxonomy_id, term_id, taxonomy, description, parent, count) VALUES (40, 40, 'language', 'a:1:{s:6:"locale";s:5:"es_ES";}', 0, 0)`)
		if d := cmp.Diff([]string{home + "/fr/", home + "/de/", home + "/es/"}, homes(snap)); d != "" {
			t.Errorf("homes with Spanish added (-want +got):\n%s", d)
		}
		step("German removed", "DELETE FROM wp_term_relationships WHERE term_taxonomy_id = 21",
			"DELETE FROM wp_term_taxonomy WHERE term_taxonomy_id = 21", "DELETE FROM wp_terms WHERE term_id = 21")
		if d := cmp.Diff([]string{home + "/fr/", home + "/es/"}, homes(snap)); d != "" {
			t.Errorf("homes with German removed (-want +got):\n%s", d)
		}
		if got := loc(snap, "post", 102); got != "" {
			t.Errorf("post 102, German, listed at %s after German was removed", got)
		}

		reread := func(name, stmt string, wantRebuild bool) {
			t.Helper()
			site.Exec(t, stmt)
			ch := src.next()
			if !ch.Options {
				t.Fatalf("%s: the polylang option's change was not seen", name)
			}
			next, rebuild, err := cat.Reread(ctx, snap)
			if err != nil {
				t.Fatal(err)
			}
			if rebuild != wantRebuild {
				t.Fatalf("%s: Reread asks for a build: %v, want %v", name, rebuild, wantRebuild)
			}
			if rebuild {
				if next, err = cat.Build(ctx); err != nil {
					t.Fatal(err)
				}
			}
			snap = next
			sameAsFresh(t, cat, snap, name)
		}
		reread("hide_default off", showDefault, false)
		if got, want := loc(snap, "post", 1), home+"/en/2022/01/hello-world/"; got != want {
			t.Errorf("post 1 with hide_default off: %q, want %q", got, want)
		}
		if d := cmp.Diff([]string{home + "/en/", home + "/fr/", home + "/es/"}, homes(snap)); d != "" {
			t.Errorf("homes with hide_default off (-want +got):\n%s", d)
		}
		reread("the language from the content", polylangOption(0, 1, "a:0:{}"), false)
		if got, want := loc(snap, "page", 103), home+"/a-propos/"; got != want {
			t.Errorf("page 103, French, with the language from the content: %q, want %q", got, want)
		}
		reread("subdomains", polylangOption(2, 1, "a:0:{}"), true)
	})
}

// polylangOption is wpsitemap_polylang's polylang option with force_lang
// mode, hide_default hide and the domains setting domains (a serialized
// PHP array).
func polylangOption(mode, hide int, domains string) string {
	return fmt.Sprintf(`UPDATE wp_options SET option_value = 'a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:%d;`+
		`s:10:"force_lang";i:%d;s:13:"redirect_lang";i:0;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}`+
		`s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";%ss:7:"version";s:5:"3.4.6";`+
		`s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}' WHERE option_name = 'polylang'`,
		hide, mode, domains)
}

// onExampleCom moves wpsitemap_polylang to http://example.com, whose
// subdomains are the languages' hosts.
var onExampleCom = []string{
	"UPDATE wp_options SET option_value = 'http://example.com' WHERE option_name = 'home'",
	"UPDATE wp_options SET option_value = 'http://example.com' WHERE option_name = 'siteurl'",
}

// TestPolylangHosts: in subdomain and domain modes each language host has
// its own catalog (Options.Language), which lists that language's posts,
// pages and terms only, at its host, every author at that host, the home
// of that host first (the posts page of a language without its translation:
// the stored one, at its own host), and leaves out the other languages (seo.OtherLanguage),
// those without one (seo.NoLanguage) and what is not under that host's home
// (the untranslated book type, on the main host: seo.External); the front
// page is the translation of page_on_front in the host's language; a
// catalog of no language is the default language's. As Yoast
// with Polylang does (yoast-behavior.md §15 "Subdomain mode"). Pages are
// counted per host. The expected URLs are written by hand from Polylang's
// PLL_Links_Subdomain and PLL_Links_Domain. Both stores.
func TestPolylangHosts(t *testing.T) {
	subdomains := append(slices.Clone(onExampleCom), polylangOption(2, 1, "a:0:{}"))
	domains := append(slices.Clone(onExampleCom), polylangOption(3, 1,
		`a:3:{s:2:"en";s:18:"http://example.com";s:2:"fr";s:17:"http://example.fr";s:2:"de";s:17:"http://example.de";}`))
	type want struct {
		listed map[string]string
		left   map[string]seo.Reason
	}
	cases := []struct {
		name  string
		fixes []string
		langs map[string]want
	}{
		{"subdomains", subdomains, map[string]want{
			"en": {map[string]string{
				"post 1": "http://example.com/2022/01/hello-world/", "page -": "http://example.com/",
				"category 2": "http://example.com/category/news/", "author 2": "http://example.com/author/alice/",
				"book 73": "http://example.com/books/the-hobbit/",
				"post -":  "http://example.com/blog/", // page_for_posts, English, in no translation group
			}, map[string]seo.Reason{"post 101": seo.OtherLanguage, "category 25": seo.OtherLanguage, "post 105": seo.NoLanguage}},
			"fr": {map[string]string{
				"post 101": "http://fr.example.com/2023/01/bonjour-le-monde/", "page 103": "http://fr.example.com/a-propos/",
				"page 104": "http://fr.example.com/a-propos/equipe/",
				"page -":   "http://fr.example.com/", "category 25": "http://fr.example.com/category/actualites/",
				"author 2": "http://fr.example.com/author/alice/",
				// page_for_posts has no French translation: Polylang leaves
				// the option as stored, and Yoast lists that page, at its
				// own language's host (seen: testdata/conformance/observed/polylang-subdomain).
				"post -": "http://example.com/blog/",
			}, map[string]seo.Reason{"post 1": seo.OtherLanguage,
				// The front page's French translation is the French host's
				// front page (Polylang translates page_on_front there): the
				// first entry, not listed twice.
				"page 106": seo.FrontOrPostsPage, "post 102": seo.OtherLanguage, "category 2": seo.OtherLanguage,
				"post_tag 26": seo.OtherLanguage, "post 105": seo.NoLanguage, "book 73": seo.External}},
			// A catalog of no language is the default language's host's.
			"": {map[string]string{"post 1": "http://example.com/2022/01/hello-world/", "author 2": "http://example.com/author/alice/"},
				map[string]seo.Reason{"post 101": seo.OtherLanguage}},
			"de": {map[string]string{
				"post 102": "http://de.example.com/2023/02/hallo-welt/", "post_tag 26": "http://de.example.com/tag/berlin/",
				"author 2": "http://de.example.com/author/alice/", "page -": "http://de.example.com/",
				"post -": "http://example.com/blog/",
			}, map[string]seo.Reason{"post 101": seo.OtherLanguage, "book 73": seo.External}},
		}},
		{"domains", domains, map[string]want{
			"en": {map[string]string{
				"post 1": "http://example.com/2022/01/hello-world/", "book 73": "http://example.com/books/the-hobbit/",
			}, map[string]seo.Reason{"post 101": seo.OtherLanguage}},
			"fr": {map[string]string{
				"post 101": "http://example.fr/2023/01/bonjour-le-monde/", "page -": "http://example.fr/",
				"category 25": "http://example.fr/category/actualites/", "author 2": "http://example.fr/author/alice/",
				"post -": "http://example.com/blog/",
			}, map[string]seo.Reason{"post 1": seo.OtherLanguage, "book 73": seo.External}},
		}},
	}
	key := func(typ string, id int64) string {
		if id == 0 {
			return typ + " -"
		}
		return fmt.Sprintf("%s %d", typ, id)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sitetest.Each(t, "wpsitemap_polylang", "polylang_hosts", tc.fixes, func(t *testing.T, site *sitetest.Site) {
				db := site.Store().(catalog.Store)
				ctx := context.Background()
				for lang, w := range tc.langs {
					cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Language: lang})
					snap, err := cat.Build(ctx)
					if err != nil {
						t.Fatal(err)
					}
					listed := map[string]string{}
					left := map[string]seo.Reason{}
					posts := 0
					err = cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
						if e.Type == "post" {
							posts++
						}
						listed[key(e.Type, e.ID)] = e.URL.Loc
						return nil
					}, func(x catalog.Excluded) { left[key(x.Type, x.ID)] = x.Reason })
					if err != nil {
						t.Fatal(err)
					}
					got := map[string]string{}
					for k := range w.listed {
						got[k] = listed[k]
					}
					if d := cmp.Diff(w.listed, got); d != "" {
						t.Errorf("%s: URLs (-want +got):\n%s", lang, d)
					}
					for k, r := range w.left {
						if u, ok := listed[k]; ok {
							t.Errorf("%s: %s listed as %s", lang, k, u)
						}
						if left[k] != r {
							t.Errorf("%s: %s left out because %q, want %q", lang, k, left[k], r)
						}
					}
					// Pages are counted per host: the post sitemap's count
					// is this language's posts only.
					sm, ok := snap.Lookup("post")
					if !ok {
						t.Fatalf("%s: no post sitemap", lang)
					}
					n := 0
					for _, pg := range sm.Pages {
						n += pg.Count
					}
					if n != posts || posts == 0 {
						t.Errorf("%s: the post sitemap counts %d entries, lists %d; want the same, not none", lang, n, posts)
					}
				}
			})
		})
	}
}

// postsOnFront makes wpsitemap_polylang show its posts on the front, with
// no page_on_front.
var postsOnFront = []string{
	"UPDATE wp_options SET option_value = 'posts' WHERE option_name = 'show_on_front'",
	"UPDATE wp_options SET option_value = '0' WHERE option_name = 'page_on_front'",
}

// TestPolylangLanguageHomes: on a site that shows its posts on the front
// with page_on_front 0, the homes of the languages are appended at the end
// of page 1 of post-sitemap.xml with the post type's last modification
// (2024-03-18 13:00:00, the newest published post of wpsitemap_polylang,
// whatever its language), the default language's only when hide_default is
// off, in the languages' order (yoast-behavior.md §15 item 5; Polylang's
// Yoast integration, add_post_type_archive); never with a page_on_front,
// nor in the modes of one set per host. With the language from the content
// (force_lang 0) the other links carry no language, the homes keep their
// directory; with plain permalinks they are ?lang= URLs, as the posts'
// (Polylang's PLL_Links_Default). Both stores.
func TestPolylangLanguageHomes(t *testing.T) {
	home := "http://127.0.0.1:8081"
	plain := "UPDATE wp_options SET option_value = '' WHERE option_name = 'permalink_structure'"
	cases := []struct {
		name  string
		fixes []string
		homes []string
		post  string // post 101's URL
	}{
		{"hide_default on", postsOnFront, []string{home + "/fr/", home + "/de/"}, home + "/fr/2023/01/bonjour-le-monde/"},
		{"hide_default off", append(slices.Clone(postsOnFront), showDefault), []string{home + "/en/", home + "/fr/", home + "/de/"},
			home + "/fr/2023/01/bonjour-le-monde/"},
		{"a page on the front", nil, nil, home + "/fr/2023/01/bonjour-le-monde/"},
		{"language from the content", append(slices.Clone(postsOnFront), polylangOption(0, 1, "a:0:{}")),
			[]string{home + "/fr/", home + "/de/"}, home + "/2023/01/bonjour-le-monde/"},
		{"plain permalinks", append(slices.Clone(postsOnFront), plain), []string{home + "/?lang=fr", home + "/?lang=de"}, home + "/?p=101&lang=fr"},
		{"subdomains", append(slices.Clone(postsOnFront), polylangOption(2, 1, "a:0:{}")), nil, "http://fr.127.0.0.1:8081/2023/01/bonjour-le-monde/"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sitetest.Each(t, "wpsitemap_polylang", "polylang_homes", tc.fixes, func(t *testing.T, site *sitetest.Site) {
				db := site.Store().(catalog.Store)
				ctx := context.Background()
				lang := ""
				if tc.name == "subdomains" {
					lang = "fr"
				}
				cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Language: lang})
				snap, err := cat.Build(ctx)
				if err != nil {
					t.Fatal(err)
				}
				sm, ok := snap.Lookup("post")
				if !ok {
					t.Fatal("no post sitemap")
				}
				var entries []catalog.Entry
				if err := snap.Entries(ctx, sm, 1, func(e catalog.Entry) error { entries = append(entries, e); return nil }); err != nil {
					t.Fatal(err)
				}
				var post string
				for _, e := range entries {
					if e.ID == 101 {
						post = e.URL.Loc
					}
				}
				if post != tc.post {
					t.Errorf("post 101 at %q, want %q", post, tc.post)
				}
				// The homes are the last entries, with IDs 0.
				var got []string
				for i := len(entries) - 1; i > 0 && entries[i].ID == 0; i-- {
					got = append([]string{entries[i].URL.Loc}, got...)
					if w := "2024-03-18 13:00:00"; entries[i].URL.LastMod.Format("2006-01-02 15:04:05") != w {
						t.Errorf("%s lastmod %v, want %s", entries[i].URL.Loc, entries[i].URL.LastMod, w)
					}
				}
				if d := cmp.Diff(tc.homes, got); d != "" {
					t.Errorf("the language homes at the end of page 1 (-want +got):\n%s", d)
				}
			})
		})
	}
}
