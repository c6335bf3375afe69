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
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// servedAlternates is what snap serves with the alternates, which
// sameAsFresh leaves out: per sitemap whose entries may carry them, each
// entry's loc and links.
func servedAlternates(t *testing.T, snap *catalog.Snapshot) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for n := 1; n <= len(sm.Pages); n++ {
			err := snap.Entries(context.Background(), sm, n, func(e catalog.Entry) error {
				var links []string
				for _, a := range e.Alternates {
					links = append(links, a.Hreflang+"="+a.Href)
				}
				out[sm.Name] = append(out[sm.Name], e.Loc+" "+strings.Join(links, " "))
				return nil
			})
			if err != nil {
				t.Fatalf("%s page %d: %v", sm.Name, n, err)
			}
		}
	}
	return out
}

// sameAlternatesAsFresh reports whether snap serves the alternates a
// fresh build serves, and what it serves otherwise (sameAsFresh).
func sameAlternatesAsFresh(t *testing.T, cat *catalog.Catalog, snap *catalog.Snapshot, step string) {
	t.Helper()
	sameAsFresh(t, cat, snap, step)
	fresh, err := cat.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(servedAlternates(t, fresh), servedAlternates(t, snap)); d != "" {
		t.Errorf("%s: alternates differ from a fresh build (-fresh +incremental):\n%s", step, d)
	}
}

// pageRevs returns the Rev and ListingRev of every page of sitemap name.
func pageRevs(t *testing.T, snap *catalog.Snapshot, name string) (revs, listings []uint64) {
	t.Helper()
	sm, ok := snap.Lookup(name)
	if !ok {
		t.Fatalf("no sitemap %s", name)
	}
	for _, pg := range sm.Pages {
		revs, listings = append(revs, pg.Rev), append(listings, pg.ListingRev())
	}
	return revs, listings
}

// TestWPMLLanguagesFollowed: a change of WPML's icl_languages (a tag, a
// language deactivated and activated again) is reported by the change
// source as Changes.Languages alone, and Apply makes the snapshot serve
// what a fresh build serves, alternates included: every page of the
// translated types gets a new revision (its cached document holds the old
// links), keeping what it lists (ListingRev); the untranslated types keep
// theirs. A write to a column the sitemaps do not read (a language's
// name) reports nothing. Both stores (MariaDB through the Poller).
func TestWPMLLanguagesFollowed(t *testing.T) {
	home := "http://127.0.0.1:8081"
	sitetest.Each(t, "wpsitemap_wpml", "wpml_languages", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !snap.Hreflang() {
			t.Fatal("hreflang is off on the WPML site: the alternates are not served")
		}
		src := newPolled(t, db, cat)
		// poll returns what src reports after the writes, which must be
		// Languages alone.
		poll := func(stmts ...string) wp.Changes {
			t.Helper()
			site.Exec(t, stmts...)
			return src.next()
		}
		apply := func(step string, ch wp.Changes) {
			t.Helper()
			if want := (wp.Changes{Languages: true}); fmt.Sprintf("%+v", ch) != fmt.Sprintf("%+v", want) {
				t.Fatalf("%s: the change source reported %+v, want %+v", step, ch, want)
			}
			postRevs, postListings := pageRevs(t, snap, "post")
			bookRevs, _ := pageRevs(t, snap, "book")
			next, stale, err := cat.Apply(ctx, snap, ch)
			if err != nil || stale {
				t.Fatalf("%s: Apply: stale %v, err %v", step, stale, err)
			}
			snap = next
			sameAlternatesAsFresh(t, cat, snap, step)
			revs, listings := pageRevs(t, snap, "post")
			for i := range revs {
				if revs[i] == postRevs[i] {
					t.Errorf("%s: post page %d kept its revision: its cached document keeps the old links", step, i+1)
				}
			}
			if !slices.Equal(listings, postListings) {
				t.Errorf("%s: the post pages' listings moved (%v, were %v): they list the same", step, listings, postListings)
			}
			if revs, _ := pageRevs(t, snap, "book"); !slices.Equal(revs, bookRevs) {
				t.Errorf("%s: the pages of book, a type WPML does not translate, got new revisions", step)
			}
		}

		// The languages as built, read before the change (the link cache
		// keeps them).
		if got := linksOf(t, snap, 1); len(got) != 4 || got[2].Hreflang != "fr-fr" {
			t.Fatalf("post 1 before the change: %v, want fr-fr third of four", got)
		}
		apply("French tagged fr-CA", poll("UPDATE wp_icl_languages SET tag = 'fr-CA' WHERE code = 'fr'"))
		want := []sitemap.Alternate{
			{Hreflang: "de-de", Href: home + "/de/2023/02/hallo-welt/"},
			{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
			{Hreflang: "fr-ca", Href: home + "/fr/2023/01/bonjour-le-monde/"},
			{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
		}
		if d := cmp.Diff(want, linksOf(t, snap, 1)); d != "" {
			t.Errorf("post 1 after fr was tagged fr-CA (-want +got):\n%s", d)
		}

		apply("German deactivated", poll("UPDATE wp_icl_languages SET active = 0 WHERE code = 'de'"))
		want = []sitemap.Alternate{
			{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
			{Hreflang: "fr-ca", Href: home + "/fr/2023/01/bonjour-le-monde/"},
			{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
		}
		if d := cmp.Diff(want, linksOf(t, snap, 1)); d != "" {
			t.Errorf("post 1 after German was deactivated (-want +got):\n%s", d)
		}

		apply("German activated again", poll("UPDATE wp_icl_languages SET active = 1 WHERE code = 'de'"))
		if got := linksOf(t, snap, 1); len(got) != 4 || got[0].Hreflang != "de-de" {
			t.Errorf("post 1 after German was activated again: %v, want de-de first of four", got)
		}

		if ch := poll("UPDATE wp_icl_languages SET english_name = 'Deutsch' WHERE code = 'de'"); !ch.Empty() {
			t.Errorf("a language renamed (a column the sitemaps do not read): %+v, want nothing", ch)
		}
	})
}

// wpmlWithoutGerman is WPML's settings of testdata/wpml.sql with
// active_languages written as WPML writes it when German is deactivated
// (en, fr and the hidden es).
const wpmlWithoutGerman = `UPDATE wp_options SET option_value = '` + `a:9:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:1;s:4:"urls";a:3:{s:30:"dir` +
	`ectory_for_default_language";i:0;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_doma` +
	`ins";a:2:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";}s:16:"hidden_languag` +
	`es";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"tax` +
	`onomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;s:16:"active_languages";a:3:{i:0;s:2:"en";i:1;s:2:"fr";i:2;s:2:"es";}}` +
	`' WHERE option_name = 'icl_sitepress_settings'`

// TestWPMLDeactivationCarried: German deactivated as WPML does it, its row
// of icl_languages and active_languages in its settings written together:
// the change source reports Options and Languages; Reread carries the
// snapshot over (the settings' change moves no URL and lists nothing
// else) instead of asking for a full build, the pages keeping what they
// list (ListingRev: no URL moved), and Apply makes it serve what a fresh
// build serves, alternates included. Both stores.
func TestWPMLDeactivationCarried(t *testing.T) {
	home := "http://127.0.0.1:8081"
	sitetest.Each(t, "wpsitemap_wpml", "wpml_deactivation", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		cat := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		src := newPolled(t, db, cat)
		if got := linksOf(t, snap, 1); len(got) != 4 || got[0].Hreflang != "de-de" {
			t.Fatalf("post 1 before the change: %v, want de-de first of four", got)
		}
		postRevs, postListings := pageRevs(t, snap, "post")
		site.Exec(t, "UPDATE wp_icl_languages SET active = 0 WHERE code = 'de'", wpmlWithoutGerman)
		ch := src.next()
		if !ch.Options || !ch.Languages || ch.Everything || len(ch.Posts) > 0 {
			t.Fatalf("the change source reported %+v, want Options and Languages", ch)
		}
		next, rebuild, err := cat.Reread(ctx, snap)
		if err != nil || rebuild {
			t.Fatalf("Reread after active_languages changed: rebuild %v, err %v; want the snapshot carried over", rebuild, err)
		}
		ch.Options = false
		if snap, _, err = cat.Apply(ctx, next, ch); err != nil {
			t.Fatal(err)
		}
		sameAlternatesAsFresh(t, cat, snap, "German deactivated")
		revs, listings := pageRevs(t, snap, "post")
		if !slices.Equal(listings, postListings) {
			t.Errorf("the post pages' listings moved (%v, were %v): no URL did", listings, postListings)
		}
		for i := range revs {
			if revs[i] == postRevs[i] {
				t.Errorf("post page %d kept its revision: its cached document keeps the old links", i+1)
			}
		}
		want := []sitemap.Alternate{
			{Hreflang: "en-us", Href: home + "/2022/01/hello-world/"},
			{Hreflang: "fr-fr", Href: home + "/fr/2023/01/bonjour-le-monde/"},
			{Hreflang: "x-default", Href: home + "/2022/01/hello-world/"},
		}
		if d := cmp.Diff(want, linksOf(t, snap, 1)); d != "" {
			t.Errorf("post 1 after German was deactivated (-want +got):\n%s", d)
		}
	})
}
