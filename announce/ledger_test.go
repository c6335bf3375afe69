package announce_test

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

const home = "http://127.0.0.1:8080"

// collect runs one Update and returns "why url" of every change, sorted.
func collect(t *testing.T, l *announce.Ledger, snap *catalog.Snapshot) []string {
	t.Helper()
	var out []string
	err := l.Update(context.Background(), snap, func(c announce.Change) error {
		out = append(out, string(c.Why)+" "+c.Loc)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	return out
}

// TestLedger writes to a copy of the fixtures as WordPress and SQL would,
// and checks which URLs the ledger reports after each change: the links
// are those of testdata/fixtures-expected.json (written by hand from
// WordPress's rules).
func TestLedger(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "announce_ledger_test", nil, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
		cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard, Clock: clock.now})
		svc := refresh.New(cat, refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: discard})
		t.Cleanup(svc.Close)
		ctx := context.Background()
		snap, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		l, err := announce.OpenLedger(dir)
		if err != nil {
			t.Fatal(err)
		}
		if got := collect(t, l, snap); len(got) != 0 {
			t.Fatalf("the first snapshot announced %v; want nothing (only changes)", got)
		}
		steps := []struct {
			name string
			sql  []string
			want []string
		}{
			{"nothing changed", nil, nil},
			{"draft written", []string{`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (700, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x', 'Entwurf', '', 'draft', 'entwurf', '', '',
			'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`}, nil},
			{"private post made public? no: made private", []string{`UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`},
				[]string{"removed " + home + "/news/lokales/berlin/stadtrat-tagt/"}},
			{"deleted", []string{`DELETE FROM wp_posts WHERE ID = 12`},
				[]string{"removed " + home + "/news/zwei-kategorien/"}},
			{"noindex", []string{`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (34, '_yoast_wpseo_meta-robots-noindex', '1')`},
				[]string{"removed " + home + "/news/nur-text/"}},
			{"draft published", []string{`UPDATE wp_posts SET post_status = 'publish', post_date_gmt = '2023-02-09 08:00:00',
				post_modified = '2024-06-01 12:00:00', post_modified_gmt = '2024-06-01 10:00:00' WHERE ID = 18`},
				// Bernd (user 4) had no published post; the home entry and the
				// News category take the post's lastmod.
				[]string{"new " + home + "/author/bernd/", "new " + home + "/news/entwurf/", "updated " + home + "/", "updated " + home + "/topics/news/"}},
			{"edited: lastmod moved", []string{`UPDATE wp_posts SET post_modified = '2024-07-01 12:00:00', post_modified_gmt = '2024-07-01 10:00:00' WHERE ID = 10`,
				`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type, post_parent)
			VALUES (701, 1, '2024-07-01 12:00:00', '2024-07-01 10:00:00', 'x', 'Hallo Welt', '', 'inherit', '10-revision-v1', '', '',
			'2024-07-01 12:00:00', '2024-07-01 10:00:00', '', 'revision', 10)`},
				[]string{"updated " + home + "/", "updated " + home + "/author/admin/", "updated " + home + "/blog/hallo-welt/", "updated " + home + "/topics/blog/"}},
			{"trashed", []string{`UPDATE wp_posts SET post_status = 'trash', post_name = 'hallo-welt__trashed' WHERE ID = 10`,
				`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (10, '_wp_trash_meta_status', 'publish')`},
				// The home entry's lastmod goes back to the newest post left.
				[]string{"removed " + home + "/blog/hallo-welt/", "updated " + home + "/"}},
		}
		for _, st := range steps {
			site.Exec(t, st.sql...)
			clock.advance(1100 * time.Millisecond)
			snap, err := svc.Current(ctx)
			if err != nil {
				t.Fatalf("%s: %v", st.name, err)
			}
			got := collect(t, l, snap)
			if !slices.Equal(got, st.want) {
				t.Errorf("%s: announced\n%v\nwant\n%v", st.name, got, st.want)
			}
		}

		// A term renamed while links hold %category%: a full rebuild, every
		// page read again, and only what moved announced.
		base := snap.Base()
		site.Exec(t, `UPDATE wp_terms SET slug = 'europe' WHERE term_id = 7`)
		var got []string
		for end := time.Now().Add(20 * time.Second); snap.Base() == base && time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			clock.advance(1100 * time.Millisecond)
			if snap, err = svc.Current(ctx); err != nil {
				t.Fatal(err)
			}
			got = append(got, collect(t, l, snap)...)
		}
		sort.Strings(got)
		// The full build also sets the lastmods of terms and authors that
		// changes only ever raise (docs/architecture.md): those of the
		// posts unpublished and trashed above.
		want := []string{
			"removed " + home + "/reisen/europa/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82/",
			"removed " + home + "/reisen/europa/bilder-beitrag/",
			"removed " + home + "/topics/reisen/europa/",
			"updated " + home + "/author/admin/",
			"updated " + home + "/reisen/europe/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82/",
			"updated " + home + "/reisen/europe/bilder-beitrag/",
			"updated " + home + "/topics/blog/",
			"updated " + home + "/topics/news/lokales/berlin/",
			"updated " + home + "/topics/reisen/europe/",
		}
		if !slices.Equal(got, want) {
			t.Errorf("term renamed: announced\n%q\nwant\n%q", got, want)
		}

		// Another process: the ledger is read from its directory and
		// matched by page bounds; nothing is announced again, and the next
		// change is.
		l, err = announce.OpenLedger(dir)
		if err != nil {
			t.Fatal(err)
		}
		snap, err = svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got := collect(t, l, snap); len(got) != 0 {
			t.Errorf("reopened: announced %q again", got)
		}
		site.Exec(t, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 13`)
		clock.advance(1100 * time.Millisecond)
		if snap, err = svc.Current(ctx); err != nil {
			t.Fatal(err)
		}
		if got, want := collect(t, l, snap), []string{"removed " + home + "/k%c3%bcche/primaer-kategorie/"}; !slices.Equal(got, want) {
			t.Errorf("unpublished after reopening: announced %q, want %q", got, want)
		}
	})
}

// TestOptionChangeCost: an option change carries the snapshot over with a
// new revision on every page (catalog.Reread); the ledger reads again only
// the pages whose URLs may have moved. A flag (the site's name, "Discourage
// search engines" off and on) reads no post-type page and announces
// nothing; a new permalink structure moves every post URL, each of which is
// announced at its new address with the old one removed.
func TestOptionChangeCost(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "announce_options_test", nil, func(t *testing.T, site *sitetest.Site) {
		clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
		cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard, Clock: clock.now})
		svc := refresh.New(cat, refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: discard})
		t.Cleanup(svc.Close)
		ctx := context.Background()
		next := func(sql ...string) *catalog.Snapshot {
			t.Helper()
			site.Exec(t, sql...)
			clock.advance(1100 * time.Millisecond)
			snap, err := svc.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return snap
		}
		first := next()
		l, err := announce.OpenLedger(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		collect(t, l, first)
		postPages := 0
		for _, sm := range first.Sitemaps {
			if sm.InIndex && sm.Provider.Kind() == "post types" {
				postPages += len(sm.Pages)
			}
		}
		if postPages < 5 {
			t.Fatalf("%d post-type pages; the test wants several", postPages)
		}

		for _, step := range []struct {
			name string
			sql  string
		}{
			{"blogname", `UPDATE wp_options SET option_value = 'Ein anderer Name' WHERE option_name = 'blogname'`},
			{"blog_public", `UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'`},
			{"blog_public again", `UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'`},
		} {
			before := next()
			snap := next(step.sql)
			if snap.Version == before.Version {
				t.Fatalf("%s: no new snapshot", step.name)
			}
			renewed := 0
			for _, sm := range snap.Sitemaps {
				if sm.Provider.Kind() != "post types" {
					continue
				}
				old, _ := before.Lookup(sm.Name)
				for i, pg := range sm.Pages {
					if i < len(old.Pages) && pg.Rev != old.Pages[i].Rev {
						renewed++
					}
				}
			}
			if renewed == 0 {
				t.Fatalf("%s: no page got a new revision; the test no longer covers a carried snapshot", step.name)
			}
			if got := collect(t, l, snap); len(got) != 0 {
				t.Errorf("%s: announced %q", step.name, got)
			}
			// A flag moves no permalink: Reread decides no post again,
			// and no post-type page is read.
			var want []string
			var read []string
			for _, p := range l.Stats().ReadPages {
				name, _, _ := strings.Cut(p, " ")
				if sm, ok := snap.Lookup(name); ok && sm.Provider.Kind() == "post types" {
					read = append(read, p)
				}
			}
			if !slices.Equal(read, want) {
				t.Errorf("%s: post-type pages read %q, want %q (of %d)", step.name, read, want, postPages)
			}
		}

		snap := next(`UPDATE wp_options SET option_value = '/%year%/%postname%/' WHERE option_name = 'permalink_structure'`)
		got := collect(t, l, snap)
		for _, want := range []string{
			"removed " + home + "/blog/hallo-welt/",
			"updated " + home + "/2023/hallo-welt/",
			"removed " + home + "/news/lokales/berlin/stadtrat-tagt/",
			"updated " + home + "/2023/stadtrat-tagt/",
		} {
			if !slices.Contains(got, want) {
				t.Errorf("permalink structure changed: %q not announced; got %q", want, got)
			}
		}
		if st := l.Stats(); !slices.Contains(st.Moved, "post") {
			t.Errorf("moved sitemaps %q, want post among them", st.Moved)
		}
		// The flags' "no post-type page read" above means something only
		// if ReadPages records reads: the structure's change read them.
		read := 0
		for _, p := range l.Stats().ReadPages {
			name, _, _ := strings.Cut(p, " ")
			if sm, ok := snap.Lookup(name); ok && sm.Provider.Kind() == "post types" {
				read++
			}
		}
		if read == 0 {
			t.Errorf("the permalink structure's change read no post-type page (ReadPages %q)", l.Stats().ReadPages)
		}
	})
}

// TestLedgerPolylangRestart: a process that restarts after Polylang's
// settings moved the URLs (hide_default off: the English ones get /en/)
// announces them at their old and new addresses, though the pages list
// the same posts with the same lastmods.
func TestLedgerPolylangRestart(t *testing.T) {
	sitetest.Each(t, "wpsitemap_polylang", "announce_polylang", nil, func(t *testing.T, site *sitetest.Site) {
		ctx := context.Background()
		dir := t.TempDir()
		build := func() *catalog.Snapshot {
			t.Helper()
			snap, err := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 1000, Logger: discard}).Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return snap
		}
		l, err := announce.OpenLedger(dir)
		if err != nil {
			t.Fatal(err)
		}
		collect(t, l, build())
		site.Exec(t, `UPDATE wp_options SET option_value = 'a:4:{s:7:"rewrite";i:1;s:12:"hide_default";i:0;s:10:"force_lang";i:1;s:12:"default_lang";s:2:"en";}' WHERE option_name = 'polylang'`)
		// Another process: a new catalog, a ledger opened again.
		l, err = announce.OpenLedger(dir)
		if err != nil {
			t.Fatal(err)
		}
		got := collect(t, l, build())
		for _, want := range []string{
			"removed http://127.0.0.1:8081/2022/01/hello-world/",
			"updated http://127.0.0.1:8081/en/2022/01/hello-world/",
			// on pages whose bounds, counts and lastmods did not change
			"updated http://127.0.0.1:8081/en/about/team/",
			"updated http://127.0.0.1:8081/en/category/news/",
			"updated http://127.0.0.1:8081/en/author/alice/",
		} {
			if !slices.Contains(got, want) {
				t.Errorf("%q not announced; got %q", want, got)
			}
		}
	})
}

// TestLedgerWPMLRestart: WPML switched from directories to ?lang= while
// the process was stopped moves every translated URL though no page
// changes its bounds, counts or lastmods; the next start announces the
// old URLs removed and the new ones.
func TestLedgerWPMLRestart(t *testing.T) {
	const wpmlParameter = `UPDATE wp_options SET option_value = '` + `a:8:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:3;s:4:"urls";a:3:{s:30:"dir` +
		`ectory_for_default_language";i:0;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_doma` +
		`ins";a:2:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";}s:16:"hidden_languag` +
		`es";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"tax` +
		`onomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;}` + `' WHERE option_name = 'icl_sitepress_settings'`
	sitetest.Each(t, "wpsitemap_wpml", "announce_wpml", nil, func(t *testing.T, site *sitetest.Site) {
		ctx := context.Background()
		dir := t.TempDir()
		build := func() *catalog.Snapshot {
			t.Helper()
			snap, err := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 1000, Logger: discard, Hreflang: "off"}).Build(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return snap
		}
		l, err := announce.OpenLedger(dir)
		if err != nil {
			t.Fatal(err)
		}
		collect(t, l, build())
		site.Exec(t, wpmlParameter)
		l, err = announce.OpenLedger(dir)
		if err != nil {
			t.Fatal(err)
		}
		got := collect(t, l, build())
		for _, want := range []string{
			"removed http://127.0.0.1:8081/fr/2023/01/bonjour-le-monde/",
			"updated http://127.0.0.1:8081/2023/01/bonjour-le-monde/?lang=fr",
		} {
			if !slices.Contains(got, want) {
				t.Errorf("%q not announced; got %q", want, got)
			}
		}
	})
}
