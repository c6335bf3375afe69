package catalog_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/seo"
)

// WPML's settings of testdata/wpml.sql in the other negotiation types (the
// same option but for language_negotiation_type and
// directory_for_default_language).
const (
	wpmlDirDefault = `UPDATE wp_options SET option_value = '` + `a:8:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:1;s:4:"urls";a:3:{s:30:"dir` +
		`ectory_for_default_language";i:1;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_doma` +
		`ins";a:2:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";}s:16:"hidden_languag` +
		`es";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"tax` +
		`onomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;}` + `' WHERE option_name = 'icl_sitepress_settings'`
	wpmlDomains = `UPDATE wp_options SET option_value = '` + `a:8:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:2;s:4:"urls";a:3:{s:30:"dir` +
		`ectory_for_default_language";i:0;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_doma` +
		`ins";a:2:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";}s:16:"hidden_languag` +
		`es";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"tax` +
		`onomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;}` + `' WHERE option_name = 'icl_sitepress_settings'`
	wpmlParameter = `UPDATE wp_options SET option_value = '` + `a:8:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:3;s:4:"urls";a:3:{s:30:"dir` +
		`ectory_for_default_language";i:0;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_doma` +
		`ins";a:2:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";}s:16:"hidden_languag` +
		`es";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"tax` +
		`onomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;}` + `' WHERE option_name = 'icl_sitepress_settings'`
	plainPermalinks = `UPDATE wp_options SET option_value = '' WHERE option_name = 'permalink_structure'`
)

// TestWPML reads wpsitemap_wpml (testdata/wpml.sql: the year-month site
// with WPML, English default, French, German, Spanish hidden) on both
// stores, in each of WPML's negotiation types, and checks URLs written by
// hand: a directory per language (the default one's only with
// directory_for_default_language), a domain per language, ?lang= (&lang=
// with plain permalinks); the front page's translation at its language's
// home; untranslated types unchanged; a post without a WPML row listed in
// the default language's form; the hidden language's objects left out.
func TestWPML(t *testing.T) {
	home := "http://127.0.0.1:8081"
	cases := []struct {
		name  string
		fixes []string
		lang  string // catalog.Options.Language
		want  map[string]string
		left  map[string]seo.Reason
	}{
		{"directories", nil, "", map[string]string{
			"post 1":      home + "/2022/01/hello-world/",
			"post 101":    home + "/fr/2023/01/bonjour-le-monde/",
			"post 102":    home + "/de/2023/02/hallo-welt/",
			"post 105":    home + "/2023/03/sans-langue/",
			"page 103":    home + "/fr/a-propos/",
			"page 104":    home + "/fr/a-propos/equipe/",
			"page 106":    home + "/fr/",
			"page 7":      home + "/about/team/",
			"category 2":  home + "/category/news/",
			"category 25": home + "/fr/category/actualites/",
			"post_tag 26": home + "/de/tag/berlin/",
			"author 2":    home + "/author/alice/",
			"book 73":     home + "/books/the-hobbit/",
			"genre 14":    home + "/genre/fantasy/",
		}, nil},
		{"directory for the default language", []string{wpmlDirDefault}, "", map[string]string{
			"post 1":      home + "/en/2022/01/hello-world/",
			"post 101":    home + "/fr/2023/01/bonjour-le-monde/",
			"post 105":    home + "/en/2023/03/sans-langue/",
			"page 104":    home + "/fr/a-propos/equipe/",
			"page 106":    home + "/fr/",
			"page 7":      home + "/en/about/team/",
			"category 2":  home + "/en/category/news/",
			"category 25": home + "/fr/category/actualites/",
			"author 2":    home + "/en/author/alice/",
			"book 73":     home + "/books/the-hobbit/",
		}, nil},
		// Domain mode: one set per language domain, each listing its
		// language only (a post without a WPML row is the default
		// language's), the authors on every domain, untranslated types on
		// the home's host only (their links stay there).
		{"domains, the home's host", []string{wpmlDomains}, "", map[string]string{
			"post 1":     home + "/2022/01/hello-world/",
			"post 105":   home + "/2023/03/sans-langue/",
			"page 7":     home + "/about/team/",
			"page -":     home + "/",
			"category 2": home + "/category/news/",
			"author 2":   home + "/author/alice/",
			"book 73":    home + "/books/the-hobbit/",
		}, map[string]seo.Reason{"post 101": seo.OtherLanguage, "post 102": seo.OtherLanguage, "page 106": seo.OtherLanguage,
			"category 25": seo.OtherLanguage, "post_tag 26": seo.OtherLanguage}},
		{"domains, the French domain", []string{wpmlDomains}, "fr", map[string]string{
			"post 101":    "http://fr.example.test/2023/01/bonjour-le-monde/",
			"page 103":    "http://fr.example.test/a-propos/",
			"page 104":    "http://fr.example.test/a-propos/equipe/",
			"page -":      "http://fr.example.test/",
			"category 25": "http://fr.example.test/category/actualites/",
			"author 2":    "http://fr.example.test/author/alice/",
		}, map[string]seo.Reason{"post 1": seo.OtherLanguage, "post 105": seo.OtherLanguage, "post 102": seo.OtherLanguage,
			// WPML translates page_on_front on the French domain: its
			// front page is the home entry, not listed twice.
			"page 106": seo.FrontOrPostsPage, "category 2": seo.OtherLanguage, "book 73": seo.External}},
		{"domains, the German domain", []string{wpmlDomains}, "de", map[string]string{
			"post 102":    "http://de.example.test:8081/2023/02/hallo-welt/",
			"post_tag 26": "http://de.example.test:8081/tag/berlin/",
			"author 2":    "http://de.example.test:8081/author/alice/",
			"page -":      "http://de.example.test:8081/",
		}, map[string]seo.Reason{"post 1": seo.OtherLanguage, "post 101": seo.OtherLanguage, "page 103": seo.OtherLanguage,
			"book 73": seo.External}},
		{"parameter", []string{wpmlParameter}, "", map[string]string{
			"post 1":      home + "/2022/01/hello-world/",
			"post 101":    home + "/2023/01/bonjour-le-monde/?lang=fr",
			"post 102":    home + "/2023/02/hallo-welt/?lang=de",
			"page 104":    home + "/a-propos/equipe/?lang=fr",
			"page 106":    home + "/?lang=fr",
			"category 25": home + "/category/actualites/?lang=fr",
			"post_tag 26": home + "/tag/berlin/?lang=de",
			"book 73":     home + "/books/the-hobbit/",
		}, nil},
		{"parameter, plain permalinks", []string{wpmlParameter, plainPermalinks}, "", map[string]string{
			"post 1":      home + "/?p=1",
			"post 101":    home + "/?p=101&lang=fr",
			"page 104":    home + "/?page_id=104&lang=fr",
			"page 106":    home + "/?lang=fr",
			"category 25": home + "/?cat=25&lang=fr",
			"post_tag 26": home + "/?tag=berlin&lang=de",
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sitetest.Each(t, "wpsitemap_wpml", "wpml", tc.fixes, func(t *testing.T, site *sitetest.Site) {
				db := site.Store().(catalog.Store)
				cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Language: tc.lang})
				ctx := context.Background()
				snap, err := cat.Build(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if snap.Site.WPML == nil {
					t.Fatal("WPML not detected")
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
					if e.Type != catalog.MultipartName {
						listed[key(e.Type, e.ID)] = e.URL.Loc
					}
					return nil
				}, func(x catalog.Excluded) { left[key(x.Type, x.ID)] = x.Reason })
				if err != nil {
					t.Fatal(err)
				}
				got := map[string]string{}
				for k := range tc.want {
					got[k] = listed[k]
				}
				if d := cmp.Diff(tc.want, got); d != "" {
					t.Errorf("URLs (-want +got):\n%s", d)
				}
				for k, r := range tc.left {
					if u, ok := listed[k]; ok {
						t.Errorf("%s listed as %s", k, u)
					}
					if left[k] != r {
						t.Errorf("%s left out because %q, want %q", k, left[k], r)
					}
				}
				// Spanish is hidden: its post is left out, and explained.
				if u, ok := listed["post 107"]; ok {
					t.Errorf("post 107 (Spanish, hidden) listed as %s", u)
				}
				if left["post 107"] != seo.HiddenLanguage {
					t.Errorf("post 107 left out because %q, want %q", left["post 107"], seo.HiddenLanguage)
				}
			})
		})
	}
}

// TestWPMLSettingsFollowed: WPML's settings changed (directories to
// ?lang=) are an option change that Reread answers with a full build,
// whose URLs take the new form. Both stores.
func TestWPMLSettingsFollowed(t *testing.T) {
	sitetest.Each(t, "wpsitemap_wpml", "wpml_settings", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		src := newPolled(t, db, cat)
		site.Exec(t, wpmlParameter)
		ch := src.next()
		if !ch.Options {
			t.Fatal("the change of icl_sitepress_settings was not seen")
		}
		if _, rebuild, err := cat.Reread(ctx, snap); err != nil || !rebuild {
			t.Fatalf("Reread after WPML's settings changed: rebuild %v, err %v; want a rebuild", rebuild, err)
		}
		if snap, err = cat.Build(ctx); err != nil {
			t.Fatal(err)
		}
		var got string
		err = cat.Walk(ctx, snap, "post", func(e catalog.Entry) error {
			if e.ID == 101 {
				got = e.URL.Loc
			}
			return nil
		}, func(catalog.Excluded) {})
		if err != nil {
			t.Fatal(err)
		}
		if want := "http://127.0.0.1:8081/2023/01/bonjour-le-monde/?lang=fr"; got != want {
			t.Errorf("post 101 after the change: %q, want %q", got, want)
		}
	})
}
