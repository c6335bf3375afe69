package catalog_test

import (
	"bytes"
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// pageCache is what the server keeps of rendered pages: a page's document
// by its revision (server's docKey), which outlives the snapshots that did
// not give the page a new one.
type pageCache map[uint64][]byte

// renderPage renders page n of sm as the server writes it (snap.Format).
func renderPage(t *testing.T, snap *catalog.Snapshot, sm *catalog.Sitemap, n int) []byte {
	t.Helper()
	var buf bytes.Buffer
	doc, err := snap.Format(sm).Open(&buf, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := snap.Entries(context.Background(), sm, n, doc.Write); err != nil {
		t.Fatal(err)
	}
	if err := doc.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var urlElement = regexp.MustCompile(`(?s)<url>.*?</url>`)

// servedURLs returns the <url> elements of the post and page sitemaps of
// snap, in order, as a server with cache serves them: a page whose
// revision the cache holds is served from it, the others are rendered now
// (and cached). With a nil cache every page is rendered. Pages are joined
// per sitemap: a followed snapshot may cut them elsewhere than a fresh
// build.
func servedURLs(t *testing.T, snap *catalog.Snapshot, cache pageCache) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, name := range []string{"post", "page"} {
		sm, ok := snap.Lookup(name)
		if !ok || !sm.InIndex {
			continue
		}
		for n := 1; n <= len(sm.Pages); n++ {
			rev := sm.Pages[n-1].Rev
			doc, hit := cache[rev]
			if !hit || rev == 0 {
				doc = renderPage(t, snap, sm, n)
				if cache != nil && rev != 0 {
					cache[rev] = doc
				}
			}
			for _, u := range urlElement.FindAll(doc, -1) {
				out[name] = append(out[name], string(u))
			}
		}
	}
	return out
}

// altStep is one write to a translation group's member.
type altStep struct {
	name string
	sql  []string
}

// checkAlternatesFresh follows steps on site with one catalog per
// language of langs (none: the one set of sitemaps), each serving through
// a page cache, and checks after each step that every catalog serves, to
// the byte, the post and page entries a fresh catalog built over the
// changed data renders: no page that lists a translation of the written
// post is served from a document rendered before the write.
func checkAlternatesFresh(t *testing.T, site *sitetest.Site, hreflang string, langs []string, steps []altStep) {
	t.Helper()
	ctx := context.Background()
	db := site.Store().(catalog.Store)
	if len(langs) == 0 {
		langs = []string{""}
	}
	cats := make([]*catalog.Catalog, len(langs))
	before := make([]map[string][]string, len(langs)) // what a fresh build rendered before the step
	snaps := make([]*catalog.Snapshot, len(langs))
	cache := pageCache{}
	for i, lang := range langs {
		cats[i] = catalog.New(db, catalog.Options{PerPage: 7, Logger: discard, Hreflang: hreflang, Language: lang})
		var err error
		if snaps[i], err = cats[i].Build(ctx); err != nil {
			t.Fatal(err)
		}
		if !snaps[i].Hreflang() {
			t.Fatal("hreflang is off: the test would compare nothing")
		}
		before[i] = servedURLs(t, snaps[i], cache) // the documents served before any write
	}
	if !strings.Contains(strings.Join(before[0]["post"], ""), "<xhtml:link") {
		t.Fatalf("host %q: no post entry has alternates: the test would compare nothing", langs[0])
	}
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	src := db.NewChangeSource(cats[0].MetaKeys(), func() time.Time { return now })
	if _, err := src.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	for _, st := range steps {
		site.Exec(t, st.sql...)
		now = now.Add(time.Minute)
		ch, err := src.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: poll: %v", st.name, err)
		}
		if ch.Empty() {
			t.Fatalf("%s: the change source saw nothing", st.name)
		}
		moved := false
		for i, lang := range langs {
			snaps[i] = applyChanges(t, cats[i], ch, snaps[i])
			fresh, err := catalog.New(db, catalog.Options{PerPage: 7, Logger: discard, Hreflang: hreflang, Language: lang}).Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			want := servedURLs(t, fresh, nil)
			moved = moved || !cmp.Equal(want, before[i])
			before[i] = want
			if d := cmp.Diff(want, servedURLs(t, snaps[i], cache)); d != "" {
				t.Errorf("%s: host %q serves other entries than a fresh build renders (-fresh +served):\n%s", st.name, lang, d)
			}
		}
		if !moved {
			t.Errorf("%s: a fresh build renders what it rendered before: the step checks nothing", st.name)
		}
	}
}

// moved moves the French translations of post 1 and of the front page
// (post 101, page 106) to IDs 1101 and 1106, with their meta, terms and
// group rows (WPML's; Polylang's group descriptions when polylang): on
// MariaDB, whose change source reports posts by checksum buckets of 512
// IDs (wpdb.Bucket), a write to one member then does not put the other
// in the ranges examined again, which would renew its page anyway.
func moved(polylang bool) []string {
	var out []string
	for _, m := range [][2]string{{"101", "1101"}, {"106", "1106"}} {
		out = append(out,
			`UPDATE wp_posts SET ID = `+m[1]+` WHERE ID = `+m[0],
			`UPDATE wp_postmeta SET post_id = `+m[1]+` WHERE post_id = `+m[0],
			`UPDATE wp_term_relationships SET object_id = `+m[1]+` WHERE object_id = `+m[0])
		if !polylang {
			out = append(out, `UPDATE wp_icl_translations SET element_id = `+m[1]+` WHERE element_id = `+m[0]+` AND element_type IN ('post_post', 'post_page')`)
		}
	}
	if polylang {
		out = append(out,
			`UPDATE wp_term_taxonomy SET description = 'a:2:{s:2:"en";i:1;s:2:"fr";i:1101;}' WHERE term_taxonomy_id = 28`,
			`UPDATE wp_term_taxonomy SET description = 'a:2:{s:2:"en";i:4;s:2:"fr";i:1106;}' WHERE term_taxonomy_id = 29`)
	}
	return out
}

// memberSteps are writes to post 1 (English) and post 1101 (its French
// translation, moved), and to page 6 and the front page's translation that leave their translation group as it is: a slug
// changed as WordPress writes it, noindex set and cleared, unpublished and
// published again. Each moves the link to the written post in the entry
// of its translation, which no written row names.
var memberSteps = []altStep{
	{"slug of post 1", []string{`UPDATE wp_posts SET post_name = 'hello-world-again' WHERE ID = 1`,
		`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (1, '_wp_old_slug', 'hello-world')`}},
	{"slug of post 1101", []string{`UPDATE wp_posts SET post_name = 'bonjour-encore' WHERE ID = 1101`,
		`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (1101, '_wp_old_slug', 'bonjour-le-monde')`}},
	{"post 1101 noindex", []string{`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (1101, '_yoast_wpseo_meta-robots-noindex', '1')`}},
	{"post 1101 indexed again", []string{`DELETE FROM wp_postmeta WHERE post_id = 1101 AND meta_key = '_yoast_wpseo_meta-robots-noindex'`}},
	{"post 1 unpublished", []string{`UPDATE wp_posts SET post_status = 'draft' WHERE ID = 1`}},
	{"post 1 published again", []string{`UPDATE wp_posts SET post_status = 'publish' WHERE ID = 1`}},
	{"post 1101 unpublished", []string{`UPDATE wp_posts SET post_status = 'private' WHERE ID = 1101`}},
	{"post 1101 published again", []string{`UPDATE wp_posts SET post_status = 'publish' WHERE ID = 1101`}},
	{"page 6 slug", []string{`UPDATE wp_posts SET post_name = 'about-us' WHERE ID = 6`}},
	{"front page's translation unpublished", []string{`UPDATE wp_posts SET post_status = 'draft' WHERE ID = 1106`}},
	{"front page's translation published again", []string{`UPDATE wp_posts SET post_status = 'publish' WHERE ID = 1106`}},
}

// wpmlGroupSteps unlink post 1101 from post 1 as WPML does (a trid of its
// own) and link it again.
var wpmlGroupSteps = []altStep{
	{"post 1101 unlinked", []string{`UPDATE wp_icl_translations SET trid = 5000, source_language_code = NULL WHERE element_type = 'post_post' AND element_id = 1101`}},
	{"post 1101 linked again", []string{`UPDATE wp_icl_translations SET trid = 1, source_language_code = 'en' WHERE element_type = 'post_post' AND element_id = 1101`}},
	{"post 105 linked as a new translation", []string{`INSERT INTO wp_icl_translations (element_type, element_id, trid, language_code, source_language_code) VALUES ('post_post', 105, 43, 'de', 'en')`}},
}

// polylangGroupSteps unlink post 1101 from post 1 as Polylang does (its
// relationship deleted, the group's description rewritten), link it again,
// and link post 102 (German) as a new member.
var polylangGroupSteps = []altStep{
	{"post 1101 unlinked", []string{`DELETE FROM wp_term_relationships WHERE object_id = 1101 AND term_taxonomy_id = 28`,
		`UPDATE wp_term_taxonomy SET description = 'a:1:{s:2:"en";i:1;}', count = 1 WHERE term_taxonomy_id = 28`}},
	{"post 1101 linked again", []string{`INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (1101, 28, 0)`,
		`UPDATE wp_term_taxonomy SET description = 'a:2:{s:2:"en";i:1;s:2:"fr";i:1101;}', count = 2 WHERE term_taxonomy_id = 28`}},
	{"post 102 linked as a new translation", []string{`INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (102, 28, 0)`,
		`UPDATE wp_term_taxonomy SET description = 'a:3:{s:2:"en";i:1;s:2:"fr";i:1101;s:2:"de";i:102;}', count = 3 WHERE term_taxonomy_id = 28`}},
}

// TestHreflangFreshWPML: on WPML's one set of sitemaps (directories), a
// write to one member of a translation group (its slug, noindex, status,
// its group) changes the served page of every other listed member as a
// fresh build renders it. Both stores.
func TestHreflangFreshWPML(t *testing.T) {
	sitetest.Each(t, "wpsitemap_wpml", "wpml_alt_fresh", moved(false), func(t *testing.T, site *sitetest.Site) {
		checkAlternatesFresh(t, site, "", nil, slices.Concat(memberSteps, wpmlGroupSteps))
	})
}

// TestHreflangFreshWPMLDomains is TestHreflangFreshWPML in WPML's domain
// mode, one catalog per language domain (en, fr, de): a write on one
// domain's post changes the pages of the other domains that list its
// translations.
func TestHreflangFreshWPMLDomains(t *testing.T) {
	sitetest.Each(t, "wpsitemap_wpml", "wpml_alt_fresh_domains", append(moved(false), wpmlDomains), func(t *testing.T, site *sitetest.Site) {
		checkAlternatesFresh(t, site, "", []string{"en", "fr", "de"}, slices.Concat(memberSteps, wpmlGroupSteps))
	})
}

// TestHreflangFreshPolylang: the same with Polylang in directory mode
// (one set of sitemaps), hreflang on. Both stores.
func TestHreflangFreshPolylang(t *testing.T) {
	sitetest.Each(t, "wpsitemap_polylang", "polylang_alt_fresh", moved(true), func(t *testing.T, site *sitetest.Site) {
		checkAlternatesFresh(t, site, "on", nil, slices.Concat(memberSteps, polylangGroupSteps))
	})
}

// TestHreflangFreshPolylangHosts: the same in Polylang's subdomain mode,
// one catalog per language host (en, fr, de). Both stores.
func TestHreflangFreshPolylangHosts(t *testing.T) {
	fixes := slices.Concat(onExampleCom, []string{polylangOption(2, 1, "a:0:{}")}, moved(true))
	sitetest.Each(t, "wpsitemap_polylang", "polylang_alt_fresh_hosts", fixes, func(t *testing.T, site *sitetest.Site) {
		checkAlternatesFresh(t, site, "on", []string{"en", "fr", "de"}, slices.Concat(memberSteps, polylangGroupSteps))
	})
}

// TestHreflangFreshWideRanges: changes that name more post IDs than the
// groups are read for (a range of 80,000 IDs around post 1, none of them
// post 1101, its translation) renew every page of the translated types
// instead: post 1's new slug reaches post 1101's page. Both stores.
func TestHreflangFreshWideRanges(t *testing.T) {
	sitetest.Each(t, "wpsitemap_wpml", "wpml_alt_fresh_wide", moved(false), func(t *testing.T, site *sitetest.Site) {
		ctx := context.Background()
		cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 7, Logger: discard})
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		cache := pageCache{}
		servedURLs(t, snap, cache)
		site.Exec(t, `UPDATE wp_posts SET post_name = 'hello-world-again' WHERE ID = 1`)
		ch := wp.Changes{Posts: []wp.IDRange{{Lo: 1, Hi: 1}, {Lo: 2000, Hi: 82000}}}
		if snap, _, err = cat.Apply(ctx, snap, ch); err != nil {
			t.Fatal(err)
		}
		fresh, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(servedURLs(t, fresh, nil), servedURLs(t, snap, cache)); d != "" {
			t.Errorf("served other entries than a fresh build renders (-fresh +served):\n%s", d)
		}
	})
}
