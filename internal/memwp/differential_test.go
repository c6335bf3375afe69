package memwp_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Both stores implement what the catalog and the server read.
var (
	_ catalog.Store   = (*memwp.Site)(nil)
	_ server.Database = (*memwp.Site)(nil)
)

// site is one test database and how memwp makes the same site.
type site struct {
	db      string   // the database scripts/setup-db.sh loads
	files   []string // dumps, under the repository root, applied in order
	fix     func(t *testing.T, s *memwp.Site)
	now     time.Time // the catalogs' clock (the news window)
	perPage []int
}

func sites(t *testing.T) []site {
	root := dbtest.Root()
	day := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	out := []site{
		{db: "wpsitemap_fixtures", files: []string{"testdata/fixtures.sql"}, now: day, perPage: []int{3, 1000}},
		{db: "compat_sites", files: []string{"testdata/fixtures.sql", "testdata/compat-sites.sql"}, now: day, perPage: []int{3, 1000}},
		{db: "wpsitemap_video", files: []string{"testdata/video.sql"}, now: time.Date(2024, 5, 20, 0, 0, 0, 0, time.UTC), perPage: []int{2, 1000}},
		{db: "wpsitemap_news", files: []string{"testdata/news.sql"}, now: time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC), perPage: []int{4, 1000}},
		{db: "wpsitemap_polylang", files: []string{filepath.Join("testdata", "conformance", "year-month", "db.sql"), "testdata/polylang-directory.sql"},
			now: day, perPage: []int{5, 1000}},
		{db: "wpsitemap_wpml", files: []string{filepath.Join("testdata", "conformance", "year-month", "db.sql"), "testdata/wpml.sql"},
			now: day, perPage: []int{5, 1000}},
	}
	for _, sc := range dbtest.Scenarios(t) {
		rel, err := filepath.Rel(root, filepath.Join(sc.Dir, "db.sql"))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, site{db: sc.DB, files: []string{rel}, now: day, perPage: []int{sc.PerPage}})
	}
	ym := filepath.Join("testdata", "conformance", "year-month", "db.sql")
	out = append(out,
		site{db: "wpc_subdir", files: []string{ym}, now: day, perPage: []int{5}, fix: func(t *testing.T, s *memwp.Site) {
			if err := s.Exec("UPDATE wp_options SET option_value = 'http://127.0.0.1:8081/blog' WHERE option_name IN ('home', 'siteurl')"); err != nil {
				t.Fatal(err)
			}
		}},
		site{db: "wpc_attachments", files: []string{ym}, now: day, perPage: []int{5}, fix: func(t *testing.T, s *memwp.Site) {
			titles, ok := s.Option("wpseo_titles")
			if !ok {
				t.Fatal("no wpseo_titles")
			}
			titles = strings.ReplaceAll(titles, `s:18:"disable-attachment";b:1;`, `s:18:"disable-attachment";b:0;`)
			if err := s.SetOption("wpseo_titles", titles); err != nil {
				t.Fatal(err)
			}
		}},
	)
	return out
}

// load makes the memwp site of st.
func (st site) load(t *testing.T) *memwp.Site {
	t.Helper()
	s, err := memwp.New("wp_")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range st.files {
		r, err := os.Open(filepath.Join(dbtest.Root(), f))
		if err != nil {
			t.Fatal(err)
		}
		err = s.LoadMore(r)
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	if st.fix != nil {
		st.fix(t, s)
	}
	return s
}

// listing is everything a catalog serves of a site.
type listing struct {
	Taxonomies []string // the registered taxonomies' names
	Sitemaps   []sitemapListing
	Explain    []catalog.Excluded
}

type sitemapListing struct {
	Name    string
	InIndex bool
	Expires time.Time
	Pages   []catalog.Page
	Entries [][]catalog.Entry // by page
}

// flat is l without page bounds: every sitemap's entries in order.
// With noTermLastMod, the lastmods of term entries are zeroed.
func (l listing) flat(noTermLastMod bool) map[string][]catalog.Entry {
	out := map[string][]catalog.Entry{}
	for _, sm := range l.Sitemaps {
		if !sm.InIndex {
			continue
		}
		out[sm.Name] = []catalog.Entry{}
		for _, p := range sm.Entries {
			for _, e := range p {
				if noTermLastMod && slices.Contains(l.Taxonomies, sm.Name) {
					e.LastMod = time.Time{}
				}
				out[sm.Name] = append(out[sm.Name], e)
			}
		}
	}
	out["explain"] = nil
	for _, x := range l.Explain {
		out["explain"] = append(out["explain"], catalog.Entry{Type: x.Type, ID: x.ID, URL: sitemap.URL{Loc: x.Loc + " " + string(x.Reason)}})
	}
	return out
}

// list builds a catalog over db as cmd/wpsitemap does (core, video and
// news providers, images), and reads every page of every sitemap and the
// --explain output.
func list(t *testing.T, db catalog.Store, now time.Time, perPage int) listing {
	t.Helper()
	cat := newCatalog(db, now, perPage)
	snap, err := cat.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return listSnapshot(t, cat, snap)
}

func newCatalog(db catalog.Store, now time.Time, perPage int) *catalog.Catalog {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	images := catalog.NewImageSource(db, nil, true)
	providers := append(catalog.CoreProviders(db, images),
		catalog.NewVideoProvider(db, log, "on"), catalog.NewNewsProvider(db, images, "on"))
	return catalog.New(db, catalog.Options{PerPage: perPage, Images: images, Logger: log, Providers: providers,
		Clock: func() time.Time { return now }})
}

// listSnapshot lists everything snap serves, and what cat's --explain
// reports for it.
func listSnapshot(t *testing.T, cat *catalog.Catalog, snap *catalog.Snapshot) listing {
	t.Helper()
	ctx := context.Background()
	var out listing
	for _, tax := range snap.Registry.Taxonomies {
		out.Taxonomies = append(out.Taxonomies, tax.Name)
	}
	for _, sm := range snap.Sitemaps {
		l := sitemapListing{Name: sm.Name, InIndex: sm.InIndex, Expires: sm.Expires, Pages: sm.Pages}
		for n := range sm.Pages {
			var page []catalog.Entry
			if err := snap.Entries(ctx, sm, n+1, func(e catalog.Entry) error {
				page = append(page, e)
				return nil
			}); err != nil {
				t.Fatalf("%s page %d: %v", sm.Name, n+1, err)
			}
			l.Entries = append(l.Entries, page)
		}
		out.Sitemaps = append(out.Sitemaps, l)
	}
	err := cat.Walk(ctx, snap, "", func(catalog.Entry) error { return nil }, func(x catalog.Excluded) {
		out.Explain = append(out.Explain, x)
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestSameAsMariaDB builds the catalog of every test database twice, over
// MariaDB (wpdb) and over memwp loaded from the same dump, and compares
// everything it serves: sitemaps, pages, every entry (loc, lastmod,
// images, videos, news) and what --explain reports. It needs the
// databases of scripts/setup-db.sh (it fails without them in CI).
func TestSameAsMariaDB(t *testing.T) {
	for _, st := range sites(t) {
		t.Run(st.db, func(t *testing.T) {
			db := dbtest.Open(t, st.db)
			mem := st.load(t)
			for _, pp := range st.perPage {
				t.Run(fmt.Sprint("per-page-", pp), func(t *testing.T) {
					want := list(t, db, st.now, pp)
					got := list(t, mem, st.now, pp)
					if d := cmp.Diff(want, got, cmpopts.IgnoreFields(catalog.Page{}, "Rev"), cmpopts.EquateEmpty()); d != "" {
						t.Errorf("memwp differs from MariaDB (-wpdb +memwp):\n%s", d)
					}
					n := 0
					for _, sm := range want.Sitemaps {
						for _, p := range sm.Entries {
							n += len(p)
						}
					}
					t.Logf("%d sitemaps, %d entries, %d explained", len(want.Sitemaps), n, len(want.Explain))
				})
			}
		})
	}
}

// TestSameReads compares the store's reads that the catalog's output may
// not show (type facts, authors, terms) on every test database.
func TestSameReads(t *testing.T) {
	ctx := context.Background()
	for _, st := range sites(t) {
		t.Run(st.db, func(t *testing.T) {
			db := dbtest.Open(t, st.db)
			mem := st.load(t)
			type reads struct {
				Site  *wp.Site
				Facts *wp.TypeFacts
				Auth  []wp.Author
				Terms map[string][]wp.Term
			}
			read := func(s catalog.Store) reads {
				var r reads
				var err error
				if r.Site, err = s.LoadSite(ctx); err != nil {
					t.Fatal(err)
				}
				if r.Facts, err = s.LoadTypeFacts(ctx); err != nil {
					t.Fatal(err)
				}
				if r.Auth, err = s.Authors(ctx, r.Site); err != nil {
					t.Fatal(err)
				}
				r.Terms = map[string][]wp.Term{}
				for tax := range r.Facts.Taxonomies {
					if r.Terms[tax], err = s.Terms(ctx, tax); err != nil {
						t.Fatal(err)
					}
				}
				return r
			}
			want, got := read(db), read(mem)
			if d := cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true }), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("memwp differs from MariaDB (-wpdb +memwp):\n%s", d)
			}
		})
	}
}

// TestSameAfterWrites applies the same writes (the shapes the catalog's
// and server's tests make) to a copy of a MariaDB database and to memwp,
// then compares what a new catalog over each serves, and what the memwp
// catalog built before the writes serves once it has found them through
// its change source.
func TestSameAfterWrites(t *testing.T) {
	cases := []struct {
		src  string
		file string
		sql  []string
	}{
		{"wpsitemap_fixtures", "testdata/fixtures.sql", []string{
			`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x<!--nextpage-->y', 'Neu', '', 'publish', 'neu', '', '',
			'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`,
			`UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`,
			`DELETE FROM wp_posts WHERE ID = 12`,
			`UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = 8`,
			`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (35, '_yoast_wpseo_canonical', 'https://example.org/anders/')`,
			`UPDATE wp_posts SET post_password = 'geheim' WHERE ID = 34`,
			`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type, post_parent)
			VALUES (601, 1, '2024-01-02 10:00:00', '2024-01-02 09:00:00', 'x', 'Nur Text', '', 'inherit', '34-revision-v1', '', '',
			'2024-01-02 10:00:00', '2024-01-02 09:00:00', '', 'revision', 34)`,
			`UPDATE wp_usermeta SET meta_value = 'on' WHERE user_id = 4 AND meta_key = 'wpseo_noindex_author'`,
			`INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wpseo_noindex_author', 'ON ')`,
			`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (10, '_edit_lock', '1700000000:1'), (10, '_edit_last', '1')`,
			`UPDATE wp_postmeta SET meta_value = '1700000015:1' WHERE post_id = 10 AND meta_key = '_edit_lock'`,
			`INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('_transient_timeout_x', '1700000000', 'no')`,
			`UPDATE wp_posts SET post_type = 'POST' WHERE ID = 13`,
			`UPDATE wp_terms SET slug = 'neuer-tag' WHERE term_id = 2`,
			// The collation: trailing spaces and case do not count.
			`UPDATE wp_posts SET post_password = '   ' WHERE ID = 10`,
			`UPDATE wp_posts SET post_status = 'Publish' WHERE ID = 14`,
			`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (15, '_YOAST_WPSEO_META-ROBOTS-NOINDEX', '1')`,
			// The first meta row wins.
			`INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (16, '_yoast_wpseo_canonical', 'https://elsewhere.example/'),
			(16, '_yoast_wpseo_canonical', '')`,
		}},
		{"wpsitemap_video", "testdata/video.sql", []string{
			`UPDATE wp_terms SET name = 'apfel' WHERE term_id = 4`,
			`UPDATE wp_terms SET name = 'Zubereitung ' WHERE term_id = 1`,
			`UPDATE wp_terms SET name = 'BARISTA' WHERE term_id = 2`,
			`UPDATE wp_posts SET post_excerpt = '  ' WHERE ID = 13`,
			`UPDATE wp_users SET display_name = 'Ärger' WHERE ID = 2`,
		}},
		{"wpc_year_month", "testdata/conformance/year-month/db.sql", []string{
			"UPDATE wp_posts SET post_status = 'draft' WHERE ID = 53 OR (post_author = 6 AND post_type = 'post')",
			"UPDATE wp_posts SET post_title = 'Retitled', post_modified = '2030-01-02 03:04:05', post_modified_gmt = '2030-01-02 03:04:05' WHERE ID = 54",
			"UPDATE wp_posts SET post_parent = 54 WHERE post_type = 'page' AND ID > 0 AND post_status = 'publish' AND post_name NOT LIKE '%a%'",
			"DELETE FROM wp_postmeta WHERE post_id IN (55, 56) AND meta_key IN ('_yoast_wpseo_meta-robots-noindex', '_yoast_wpseo_canonical')",
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (57, '_yoast_wpseo_meta-robots-noindex', '1 ')",
			"UPDATE wp_options SET option_value = 'Neu' WHERE option_name = 'blogname'",
			"UPDATE wp_usermeta SET meta_value = '0' WHERE user_id = 6 AND meta_key = 'wp_user_level'",
		}},
	}
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			name := dbtest.TempDB(t, "memwp_writes_"+c.src)
			db := dbtest.Variant(t, c.src, name)
			mem := site{files: []string{c.file}}.load(t)
			// CheckEvery 0: every Current asks the change source first.
			before := refresh.New(newCatalog(mem, now, 3), refresh.Options{Clock: func() time.Time { return now },
				Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
			t.Cleanup(before.Close)
			if _, err := before.Current(context.Background()); err != nil {
				t.Fatal(err)
			}
			dbtest.Exec(t, name, c.sql...)
			for _, sql := range c.sql {
				if err := mem.Exec(sql); err != nil {
					t.Fatal(err)
				}
			}
			want := list(t, db, now, 3)
			if d := cmp.Diff(want, list(t, mem, now, 3), cmpopts.IgnoreFields(catalog.Page{}, "Rev"), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("after the writes, memwp differs from MariaDB (-wpdb +memwp):\n%s", d)
			}
			// An updated catalog keeps its page bounds where a new one
			// cuts them afresh: the entries are compared, not the pages.
			// And it does not lower a term's lastmod when the term's
			// newest post leaves (the catalog's rule, not the store's):
			// term lastmods are left out.
			updated, err := before.Current(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want.flat(true), listSnapshot(t, before.Catalog(), updated).flat(true), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("the memwp catalog made before the writes differs from MariaDB's after them (-wpdb +memwp):\n%s", d)
			}
		})
	}
}
