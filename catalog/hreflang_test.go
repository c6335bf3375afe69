package catalog_test

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// alternatesOf builds a snapshot of src with hreflang mode and returns the
// alternates of every listed entry ("post 1" → its links) and every loc
// listed, after rendering each page of the post-type and taxonomy
// sitemaps as the server writes them (snap.Format) and validating it
// against the schemas.
func alternatesOf(t *testing.T, site *sitetest.Site, mode string) (map[string][]sitemap.Alternate, map[string]bool) {
	t.Helper()
	return alternatesOn(t, site, mode, "")
}

// alternatesOn is alternatesOf for the sitemaps of language lang's host
// (catalog.Options.Language); the key of an entry without an ID (the
// front page listed as the home) is "page - <lang>".
func alternatesOn(t *testing.T, site *sitetest.Site, mode, lang string) (map[string][]sitemap.Alternate, map[string]bool) {
	t.Helper()
	db := site.Store().(catalog.Store)
	cat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard, Hreflang: mode, Language: lang})
	ctx := context.Background()
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	alts := map[string][]sitemap.Alternate{}
	locs := map[string]bool{}
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for n := 1; n <= len(sm.Pages); n++ {
			var buf bytes.Buffer
			doc, err := snap.Format(sm).Open(&buf, "")
			if err != nil {
				t.Fatal(err)
			}
			err = snap.Entries(ctx, sm, n, func(e catalog.Entry) error {
				locs[e.Loc] = true
				if len(e.Alternates) > 0 {
					k := fmt.Sprintf("%s %d", e.Type, e.ID)
					if e.ID == 0 {
						k = e.Type + " -"
						if lang != "" {
							k += " " + lang
						}
					}
					alts[k] = e.Alternates
				}
				return doc.Write(e)
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := doc.Close(); err != nil {
				t.Fatal(err)
			}
			xsdtest.Check(t, map[string][]byte{fmt.Sprintf("%s page %d", sm.Name, n): buf.Bytes()})
		}
	}
	return alts, locs
}

// reciprocal checks that every link of every entry points at a listed
// URL, and that the entry at each link (x-default aside) has the same
// links: alternates name each other.
func reciprocal(t *testing.T, alts map[string][]sitemap.Alternate, locs map[string]bool) {
	t.Helper()
	byLoc := map[string][]sitemap.Alternate{}
	for _, a := range alts {
		for _, l := range a {
			if l.Hreflang != "x-default" {
				byLoc[l.Href] = a
			}
		}
	}
	for k, a := range alts {
		for _, l := range a {
			if !locs[l.Href] {
				t.Errorf("%s links %s (%s), which no sitemap lists", k, l.Href, l.Hreflang)
			}
			if d := cmp.Diff(a, byLoc[l.Href]); l.Hreflang != "x-default" && d != "" {
				t.Errorf("%s and %s do not link each other alike (-%s +%s):\n%s", k, l.Href, k, l.Href, d)
			}
		}
	}
}

// TestHreflangWPML: on wpsitemap_wpml, hreflang is on by default (auto);
// the links of each translated entry are its listed translations in
// language order with WPML's tags (icl_languages.tag, else
// default_locale, lower case) and x-default to the English one; a draft,
// a noindex post and the hidden language's post are linked by nobody, and
// an entry whose translations are all unlisted has none. Every document
// validates. Both stores; URLs written by hand.
func TestHreflangWPML(t *testing.T) {
	home := "http://127.0.0.1:8081"
	hello := []sitemap.Alternate{
		{Hreflang: "de-de", Href: home + "/de/2023/02/hallo-welt/"},
		{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
		{Hreflang: "fr-fr", Href: home + "/fr/2023/01/bonjour-le-monde/"},
		{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
	}
	indexed := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/2022/05/explicitly-indexed/"},
		{Hreflang: "fr-fr", Href: home + "/fr/2023/03/indexe/"},
		{Hreflang: "x-default", Href: home + "/2022/05/explicitly-indexed/"},
	}
	about := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/about/"},
		{Hreflang: "fr-fr", Href: home + "/fr/a-propos/"},
		{Hreflang: "x-default", Href: home + "/about/"},
	}
	team := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/about/team/"},
		{Hreflang: "fr-fr", Href: home + "/fr/a-propos/equipe/"},
		{Hreflang: "x-default", Href: home + "/about/team/"},
	}
	front := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/"},
		{Hreflang: "fr-fr", Href: home + "/fr/"},
		{Hreflang: "x-default", Href: home + "/"},
	}
	news := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/category/news/"},
		{Hreflang: "fr-fr", Href: home + "/fr/category/actualites/"},
		{Hreflang: "x-default", Href: home + "/category/news/"},
	}
	want := map[string][]sitemap.Alternate{
		"post 1": hello, "post 101": hello, "post 102": hello,
		"post 43": indexed, "post 109": indexed,
		"page 6": about, "page 103": about, "page 7": team, "page 104": team,
		"page -": front, "page 106": front,
		"category 2": news, "category 25": news,
	}
	sitetest.Each(t, "wpsitemap_wpml", "wpml_hreflang", nil, func(t *testing.T, site *sitetest.Site) {
		alts, locs := alternatesOf(t, site, "")
		if d := cmp.Diff(want, alts); d != "" {
			t.Errorf("alternates (-want +got):\n%s", d)
		}
		reciprocal(t, alts, locs)
		for _, u := range []string{home + "/es/2023/03/hola-mundo/", home + "/fr/2023/03/brouillon/", home + "/?p=108",
			home + "/2022/05/hidden-by-yoast/"} {
			if locs[u] {
				t.Errorf("%s is listed", u)
			}
		}
		if off, _ := alternatesOf(t, site, "off"); len(off) > 0 {
			t.Errorf("WPSITEMAP_HREFLANG=off: %d entries have alternates", len(off))
		}
	})
}

// TestHreflangWPMLDomains: in WPML's domain mode each language domain
// lists its language only, and its entries still link their translations
// on the other domains: a translation counts as listed when the sitemaps
// of its own domain list it. Gathered over the three hosts (English at the
// home, French, German), every link points at a URL one of them lists and
// the links are reciprocal; the hidden Spanish post, the French draft and
// the noindex post are linked by nobody. Both stores; URLs written by hand.
func TestHreflangWPMLDomains(t *testing.T) {
	home, fr, de := "http://127.0.0.1:8081", "http://fr.example.test", "http://de.example.test:8081"
	hello := []sitemap.Alternate{
		{Hreflang: "de-de", Href: de + "/2023/02/hallo-welt/"},
		{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
		{Hreflang: "fr-fr", Href: fr + "/2023/01/bonjour-le-monde/"},
		{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
	}
	indexed := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/2022/05/explicitly-indexed/"},
		{Hreflang: "fr-fr", Href: fr + "/2023/03/indexe/"},
		{Hreflang: "x-default", Href: home + "/2022/05/explicitly-indexed/"},
	}
	about := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/about/"},
		{Hreflang: "fr-fr", Href: fr + "/a-propos/"},
		{Hreflang: "x-default", Href: home + "/about/"},
	}
	team := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/about/team/"},
		{Hreflang: "fr-fr", Href: fr + "/a-propos/equipe/"},
		{Hreflang: "x-default", Href: home + "/about/team/"},
	}
	front := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/"},
		{Hreflang: "fr-fr", Href: fr + "/"},
		{Hreflang: "x-default", Href: home + "/"},
	}
	news := []sitemap.Alternate{
		{Hreflang: "en-us", Href: home + "/category/news/"},
		{Hreflang: "fr-fr", Href: fr + "/category/actualites/"},
		{Hreflang: "x-default", Href: home + "/category/news/"},
	}
	want := map[string][]sitemap.Alternate{
		"post 1": hello, "post 101": hello, "post 102": hello,
		"post 43": indexed, "post 109": indexed,
		"page 6": about, "page 103": about, "page 7": team, "page 104": team,
		"page - en": front, "page - fr": front,
		"category 2": news, "category 25": news,
	}
	sitetest.Each(t, "wpsitemap_wpml", "wpml_hreflang_domains", []string{wpmlDomains}, func(t *testing.T, site *sitetest.Site) {
		alts, locs := map[string][]sitemap.Alternate{}, map[string]bool{}
		for _, lang := range []string{"en", "fr", "de"} {
			a, l := alternatesOn(t, site, "", lang)
			for k, v := range a {
				if _, dup := alts[k]; dup {
					t.Errorf("%s has entries on two hosts", k)
				}
				alts[k] = v
			}
			for u := range l {
				locs[u] = true
			}
		}
		if d := cmp.Diff(want, alts); d != "" {
			t.Errorf("alternates (-want +got):\n%s", d)
		}
		reciprocal(t, alts, locs)
		for _, u := range []string{home + "/es/2023/03/hola-mundo/", "http://127.0.0.1:8081/2023/03/hola-mundo/", fr + "/2023/03/brouillon/",
			home + "/2022/05/hidden-by-yoast/"} {
			if locs[u] {
				t.Errorf("%s is listed", u)
			}
		}
	})
}

// TestHreflangPolylang: Polylang's groups (the post_translations and
// term_translations group each object is related to, never an orphan
// group's description) give the links with WPSITEMAP_HREFLANG=on, and
// none by default; Polylang's hreflang is the locale's language ("fr")
// when no other language shares it. Both stores.
func TestHreflangPolylang(t *testing.T) {
	home := "http://127.0.0.1:8081"
	hello := []sitemap.Alternate{
		{Hreflang: "en", Href: home + "/2022/01/hello-world/"},
		{Hreflang: "fr", Href: home + "/fr/2023/01/bonjour-le-monde/"},
		{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
	}
	front := []sitemap.Alternate{
		{Hreflang: "en", Href: home + "/"},
		{Hreflang: "fr", Href: home + "/fr/accueil/"},
		{Hreflang: "x-default", Href: home + "/"},
	}
	news := []sitemap.Alternate{
		{Hreflang: "en", Href: home + "/category/news/"},
		{Hreflang: "fr", Href: home + "/fr/category/actualites/"},
		{Hreflang: "x-default", Href: home + "/category/news/"},
	}
	want := map[string][]sitemap.Alternate{
		"post 1": hello, "post 101": hello,
		"page -": front, "page 106": front,
		"category 2": news, "category 25": news,
	}
	sitetest.Each(t, "wpsitemap_polylang", "polylang_hreflang", nil, func(t *testing.T, site *sitetest.Site) {
		alts, locs := alternatesOf(t, site, "on")
		if d := cmp.Diff(want, alts); d != "" {
			t.Errorf("alternates (-want +got):\n%s", d)
		}
		reciprocal(t, alts, locs)
		if auto, _ := alternatesOf(t, site, "auto"); len(auto) > 0 {
			t.Errorf("Polylang with hreflang auto: %d entries have alternates, want none (Yoast with Polylang prints none)", len(auto))
		}
	})
}

// TestHreflangPolylangHosts: in Polylang's subdomain mode with hreflang
// on, each host lists one language and its entries link their
// translations on the other hosts: the French front page is the French
// host's home, so the English home links that, not its permalink.
// Gathered over the hosts, the links are reciprocal and point only at
// listed URLs. Both stores; URLs written by hand.
func TestHreflangPolylangHosts(t *testing.T) {
	en, fr := "http://example.com", "http://fr.example.com"
	hello := []sitemap.Alternate{
		{Hreflang: "en", Href: en + "/2022/01/hello-world/"},
		{Hreflang: "fr", Href: fr + "/2023/01/bonjour-le-monde/"},
		{Hreflang: "x-default", Href: en + "/2022/01/hello-world/"},
	}
	front := []sitemap.Alternate{
		{Hreflang: "en", Href: en + "/"},
		{Hreflang: "fr", Href: fr + "/"},
		{Hreflang: "x-default", Href: en + "/"},
	}
	news := []sitemap.Alternate{
		{Hreflang: "en", Href: en + "/category/news/"},
		{Hreflang: "fr", Href: fr + "/category/actualites/"},
		{Hreflang: "x-default", Href: en + "/category/news/"},
	}
	want := map[string][]sitemap.Alternate{
		"post 1": hello, "post 101": hello,
		"page - en": front, "page - fr": front,
		"category 2": news, "category 25": news,
	}
	fixes := append(slices.Clone(onExampleCom), polylangOption(2, 1, "a:0:{}"))
	sitetest.Each(t, "wpsitemap_polylang", "polylang_hreflang_hosts", fixes, func(t *testing.T, site *sitetest.Site) {
		alts, locs := map[string][]sitemap.Alternate{}, map[string]bool{}
		for _, lang := range []string{"en", "fr", "de"} {
			a, l := alternatesOn(t, site, "on", lang)
			maps.Copy(alts, a)
			maps.Copy(locs, l)
		}
		if d := cmp.Diff(want, alts); d != "" {
			t.Errorf("alternates (-want +got):\n%s", d)
		}
		reciprocal(t, alts, locs)
	})
}

// TestHreflangWithoutLanguageTable: a WPML site without icl_languages
// still renders (MariaDB, where a table can be dropped): the links name
// the groups' own codes, in code order.
func TestHreflangWithoutLanguageTable(t *testing.T) {
	name := dbtest.TempDB(t, "wpml_nolang")
	db := dbtest.Variant(t, "wpsitemap_wpml", name, "DROP TABLE wp_icl_languages")
	cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard})
	ctx := context.Background()
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	home := "http://127.0.0.1:8081"
	want := []sitemap.Alternate{
		{Hreflang: "de", Href: home + "/de/2023/02/hallo-welt/"},
		{Hreflang: "en", Href: home + "/2022/01/hello-world/"},
		{Hreflang: "fr", Href: home + "/fr/2023/01/bonjour-le-monde/"},
		{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
	}
	if d := cmp.Diff(want, linksOf(t, snap, 1)); d != "" {
		t.Errorf("post 1 (-want +got):\n%s", d)
	}
}

// TestHreflangSingleLanguage: on a site without WPML or Polylang,
// WPSITEMAP_HREFLANG=on changes nothing: no alternates, the plain urlset,
// and not one row more read to render every sitemap (MariaDB's count).
func TestHreflangSingleLanguage(t *testing.T) {
	db := dbtest.Open(t, "wpc_year_month")
	ctx := context.Background()
	read := func(mode string) (uint64, bool) {
		cat := catalog.New(db, catalog.Options{PerPage: 5, Logger: discard, Hreflang: mode})
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		start := db.RowsRead()
		alts := false
		err = cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
			alts = alts || len(e.Alternates) > 0
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return db.RowsRead() - start, alts || snap.Hreflang()
	}
	off, _ := read("off")
	on, alts := read("on")
	if alts {
		t.Error("a single-language site has alternates with hreflang on")
	}
	if on != off {
		t.Errorf("rendering read %d rows with hreflang on, %d off", on, off)
	}
}
