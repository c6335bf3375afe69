package catalog_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The fixtures' objects that writes pick from (testdata/fixtures.sql).
var (
	propPosts       = []int64{2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73}
	propAttachments = []int64{41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51}
	propPages       = []int64{2, 3, 4, 5, 6, 7, 8}
	propTermTaxa    = []int64{101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120}
	propUsers       = []int64{1, 2, 3, 4, 5}
)

// propWrite is one kind of write WordPress, a plugin or an import makes.
type propWrite struct {
	name string
	sql  func(r *rand.Rand, n int) []string
}

func pick(r *rand.Rand, ids []int64) string { return strconv.FormatInt(ids[r.IntN(len(ids))], 10) }

func propDate(r *rand.Rand) string {
	return time.Date(2023+r.IntN(3), time.Month(1+r.IntN(12)), 1+r.IntN(28), r.IntN(24), r.IntN(60), 0, 0, time.UTC).Format(time.DateTime)
}

// propWrites are the writes of the property test, each as the SQL
// WordPress's own API issues for it (a bulk edit is several of them in one
// step).
var propWrites = []propWrite{
	{"publish", func(r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_status = 'publish' WHERE ID = " + pick(r, propPosts)}
	}},
	{"unpublish", func(r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_status = 'draft' WHERE ID = " + pick(r, propPosts)}
	}},
	{"private", func(r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_status = 'private' WHERE ID = " + pick(r, propPosts)}
	}},
	{"trash", func(r *rand.Rand, _ int) []string {
		id := pick(r, propPosts)
		return []string{"UPDATE wp_posts SET post_status = 'trash' WHERE ID = " + id,
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + id + ", '_wp_trash_meta_status', 'publish')"}
	}},
	{"delete", func(r *rand.Rand, _ int) []string {
		id := pick(r, propPosts)
		return []string{"DELETE FROM wp_posts WHERE ID = " + id, "DELETE FROM wp_postmeta WHERE post_id = " + id,
			"DELETE FROM wp_term_relationships WHERE object_id = " + id}
	}},
	{"slug", func(r *rand.Rand, n int) []string {
		id := pick(r, propPosts)
		return []string{fmt.Sprintf("UPDATE wp_posts SET post_name = 'neu-%s-%d' WHERE ID = %s", id, n, id),
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + id + ", '_wp_old_slug', 'alt')"}
	}},
	{"noindex", func(r *rand.Rand, _ int) []string {
		return []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + pick(r, propPosts) + ", '_yoast_wpseo_meta-robots-noindex', '1')"}
	}},
	{"index again", func(r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_postmeta WHERE post_id = " + pick(r, propPosts) + " AND meta_key = '_yoast_wpseo_meta-robots-noindex'"}
	}},
	{"canonical", func(r *rand.Rand, _ int) []string {
		return []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + pick(r, propPosts) + ", '_yoast_wpseo_canonical', 'https://example.org/elsewhere/')"}
	}},
	{"canonical removed", func(r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_postmeta WHERE post_id = " + pick(r, propPosts) + " AND meta_key = '_yoast_wpseo_canonical'"}
	}},
	{"password", func(r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_password = 'geheim' WHERE ID = " + pick(r, propPosts)}
	}},
	{"password cleared", func(r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_password = '' WHERE ID = " + pick(r, propPosts)}
	}},
	{"modified", func(r *rand.Rand, _ int) []string {
		d := propDate(r)
		return []string{"UPDATE wp_posts SET post_modified = '" + d + "', post_modified_gmt = '" + d + "' WHERE ID = " + pick(r, propPosts)}
	}},
	{"content with an image", func(r *rand.Rand, n int) []string {
		return []string{fmt.Sprintf(`UPDATE wp_posts SET post_content = '<p>Neu</p><img src="http://127.0.0.1:8080/wp-content/uploads/2024/01/bild-%d.jpg">' WHERE ID = %s`, n, pick(r, propPosts))}
	}},
	{"featured image", func(r *rand.Rand, _ int) []string {
		id := pick(r, propPosts)
		return []string{"DELETE FROM wp_postmeta WHERE post_id = " + id + " AND meta_key = '_thumbnail_id'",
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + id + ", '_thumbnail_id', '" + pick(r, propAttachments) + "')"}
	}},
	{"attachment moved", func(r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_parent = " + pick(r, propPosts) + " WHERE ID = " + pick(r, propAttachments)}
	}},
	{"child page", func(r *rand.Rand, _ int) []string {
		a, b := pick(r, propPages), pick(r, propPages)
		if a == b {
			return nil
		}
		return []string{"UPDATE wp_posts SET post_parent = " + a + " WHERE ID = " + b}
	}},
	{"term added", func(r *rand.Rand, _ int) []string {
		id, tt := pick(r, propPosts), pick(r, propTermTaxa)
		return []string{"DELETE FROM wp_term_relationships WHERE object_id = " + id + " AND term_taxonomy_id = " + tt,
			"INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (" + id + ", " + tt + ", 0)"}
	}},
	{"term removed", func(r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_term_relationships WHERE object_id = " + pick(r, propPosts) + " AND term_taxonomy_id = " + pick(r, propTermTaxa)}
	}},
	{"term renamed", func(r *rand.Rand, n int) []string {
		tt := pick(r, propTermTaxa)
		return []string{fmt.Sprintf("UPDATE wp_terms SET slug = 'thema-%d' WHERE term_id = %d", n, mustInt(tt)-100)}
	}},
	{"term counted", func(r *rand.Rand, _ int) []string {
		return []string{fmt.Sprintf("UPDATE wp_term_taxonomy SET count = %d WHERE term_taxonomy_id = %s", r.IntN(4), pick(r, propTermTaxa))}
	}},
	{"term deleted", func(r *rand.Rand, _ int) []string {
		tt := pick(r, propTermTaxa)
		id := strconv.FormatInt(mustInt(tt)-100, 10)
		return []string{"DELETE FROM wp_terms WHERE term_id = " + id, "DELETE FROM wp_term_taxonomy WHERE term_taxonomy_id = " + tt,
			"DELETE FROM wp_term_relationships WHERE term_taxonomy_id = " + tt}
	}},
	{"author nicename", func(r *rand.Rand, n int) []string {
		return []string{fmt.Sprintf("UPDATE wp_users SET user_nicename = 'autorin-%d' WHERE ID = %s", n, pick(r, propUsers))}
	}},
	{"author noindex", func(r *rand.Rand, _ int) []string {
		u := pick(r, propUsers)
		return []string{"DELETE FROM wp_usermeta WHERE user_id = " + u + " AND meta_key = 'wpseo_noindex_author'",
			"INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (" + u + ", 'wpseo_noindex_author', 'on')"}
	}},
	{"author indexed", func(r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_usermeta WHERE user_id = " + pick(r, propUsers) + " AND meta_key = 'wpseo_noindex_author'"}
	}},
	{"new post", func(r *rand.Rand, n int) []string {
		types := []string{"post", "page", "event"}
		d := propDate(r)
		id := 1000 + n
		return []string{fmt.Sprintf(`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (%d, %s, '%s', '%s', '<p>x</p>', 'Neu %d', '', 'publish', 'neu-%d', '', '', '%s', '%s', '', '%s')`,
			id, pick(r, propUsers), d, d, n, n, d, d, types[r.IntN(len(types))]),
			fmt.Sprintf("INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (%d, %s, 0)", id, pick(r, propTermTaxa))}
	}},
	{"option: search engines discouraged and back", func(r *rand.Rand, _ int) []string {
		return []string{fmt.Sprintf("UPDATE wp_options SET option_value = '%d' WHERE option_name = 'blog_public'", r.IntN(2))}
	}},
	{"option: permalink structure", func(r *rand.Rand, _ int) []string {
		s := []string{"/%category%/%postname%/", "/%year%/%monthnum%/%postname%/", "/%postname%/"}
		return []string{"UPDATE wp_options SET option_value = '" + s[r.IntN(len(s))] + "' WHERE option_name = 'permalink_structure'"}
	}},
	{"option: Yoast's settings (types, archives, taxonomies, authors)", func(r *rand.Rand, _ int) []string {
		titles := propTitles
		for range 1 + r.IntN(2) {
			key := propTitleKeys[r.IntN(len(propTitleKeys))]
			titles = strings.Replace(titles, key+"b:0;", key+"b:2;", 1) // 2: set below
			titles = strings.Replace(titles, key+"b:1;", key+"b:0;", 1)
			titles = strings.Replace(titles, key+"b:2;", key+"b:1;", 1)
		}
		return []string{"UPDATE wp_options SET option_value = '" + titles + "' WHERE option_name = 'wpseo_titles'"}
	}},
	{"option: a static front page, or the latest posts", func(r *rand.Rand, _ int) []string {
		if r.IntN(3) == 0 {
			return []string{"UPDATE wp_options SET option_value = 'posts' WHERE option_name = 'show_on_front'"}
		}
		posts := "0"
		if r.IntN(2) == 0 {
			posts = pick(r, propPages)
		}
		return []string{"UPDATE wp_options SET option_value = 'page' WHERE option_name = 'show_on_front'",
			"UPDATE wp_options SET option_value = '" + pick(r, propPages) + "' WHERE option_name = 'page_on_front'",
			"UPDATE wp_options SET option_value = '" + posts + "' WHERE option_name = 'page_for_posts'"}
	}},
	{"option: a term's noindex", func(r *rand.Rand, _ int) []string {
		meta := []string{propTaxMeta, strings.Replace(propTaxMeta, `s:7:"noindex"`, `s:5:"index"`, 1),
			strings.Replace(propTaxMeta, `s:5:"index"`, `s:7:"noindex"`, 1)}
		return []string{"UPDATE wp_options SET option_value = '" + meta[r.IntN(len(meta))] + "' WHERE option_name = 'wpseo_taxonomy_meta'"}
	}},
}

// propTitles and propTaxMeta are the fixtures' wpseo_titles and
// wpseo_taxonomy_meta options; the writes above flip the settings of
// propTitleKeys in them.
const (
	propTitles  = `a:31:{s:17:"forcerewritetitle";b:0;s:9:"separator";s:7:"sc-dash";s:16:"title-home-wpseo";s:42:"%%sitename%% %%page%% %%sep%% %%sitedesc%%";s:20:"noindex-author-wpseo";b:0;s:28:"noindex-author-noposts-wpseo";b:1;s:21:"noindex-archive-wpseo";b:1;s:14:"disable-author";b:0;s:12:"disable-date";b:0;s:19:"disable-post_format";b:0;s:18:"disable-attachment";b:1;s:17:"stripcategorybase";b:0;s:12:"noindex-post";b:0;s:23:"post_types-post-maintax";i:0;s:12:"noindex-page";b:0;s:23:"post_types-page-maintax";i:0;s:18:"noindex-attachment";b:0;s:29:"post_types-attachment-maintax";i:0;s:13:"noindex-event";b:0;s:24:"post_types-event-maintax";i:0;s:23:"noindex-ptarchive-event";b:0;s:23:"bctitle-ptarchive-event";s:0:"";s:13:"noindex-guide";b:0;s:24:"post_types-guide-maintax";i:0;s:20:"noindex-tax-category";b:0;s:26:"taxonomy-category-ptparent";i:0;s:20:"noindex-tax-post_tag";b:0;s:26:"taxonomy-post_tag-ptparent";i:0;s:23:"noindex-tax-post_format";b:1;s:29:"taxonomy-post_format-ptparent";i:0;s:17:"noindex-tax-venue";b:0;s:23:"taxonomy-venue-ptparent";i:0;}`
	propTaxMeta = `a:3:{s:8:"category";a:1:{i:9;a:1:{s:13:"wpseo_noindex";s:7:"noindex";}}s:8:"post_tag";a:1:{i:14;a:1:{s:15:"wpseo_canonical";s:33:"https://example.org/tag/woanders/";}}s:5:"venue";a:1:{i:16;a:2:{s:15:"wpseo_canonical";s:36:"http://127.0.0.1:8080/at/stadthalle/";s:13:"wpseo_noindex";s:5:"index";}}}`
)

var propTitleKeys = []string{`s:12:"noindex-post";`, `s:12:"noindex-page";`, `s:13:"noindex-event";`, `s:13:"noindex-guide";`,
	`s:23:"noindex-ptarchive-event";`, `s:18:"disable-attachment";`, `s:18:"noindex-attachment";`, `s:20:"noindex-tax-category";`,
	`s:17:"noindex-tax-venue";`, `s:14:"disable-author";`, `s:28:"noindex-author-noposts-wpseo";`, `s:17:"stripcategorybase";`}

func mustInt(s string) int64 {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		panic(err)
	}
	return n
}

// TestIncrementalEqualsFresh is the property incremental updates
// guarantee: after any sequence of WordPress-like writes, each step's
// changes applied to the snapshot (catalog.Apply, or a full build when
// they reshape everything, as the refresh service does) give what a fresh
// build of the same site gives (sameAsFresh: every loc, for posts every
// lastmod and image; no page over the limit). Each sequence runs on a copy
// of the fixtures held in memory, whose change source reports exactly what
// was written, as the binary log does. WPSITEMAP_PROPERTY_SEQUENCES sets
// the number of sequences (default 150; thousands in a long run), and
// WPSITEMAP_PROPERTY_SEED=N runs sequence N alone, logging its writes.
func TestIncrementalEqualsFresh(t *testing.T) {
	sequences := 150
	if v, err := strconv.Atoi(os.Getenv("WPSITEMAP_PROPERTY_SEQUENCES")); err == nil && v > 0 {
		sequences = v
	}
	first := uint64(0)
	if v, err := strconv.ParseUint(os.Getenv("WPSITEMAP_PROPERTY_SEED"), 10, 64); err == nil {
		first, sequences = v, 1 // reproduce one sequence
	}
	for seed := first; seed < first+uint64(sequences); seed++ {
		r := rand.New(rand.NewPCG(seed, 19))
		site := sitetest.Memory(t, "wpsitemap_fixtures")
		store := site.Mem
		now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		perPage := 2 + r.IntN(4)
		images := catalog.NewImageSource(store, nil, false)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		cat := catalog.New(store, catalog.Options{PerPage: perPage, Images: images, Logger: log, Clock: func() time.Time { return now },
			Providers: append(catalog.CoreProviders(store, images), catalog.NewVideoProvider(store, log, "on"), catalog.NewNewsProvider(store, images, "on"))})
		ctx := context.Background()
		src := store.NewChangeSource(cat.MetaKeys(), func() time.Time { return now })
		if _, err := src.Poll(ctx); err != nil {
			t.Fatal(err)
		}
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var history []string
		writes := 0
		steps := 5 + r.IntN(20)
		for step := range steps {
			// One write, or a bulk edit of several in one step.
			for range 1 + r.IntN(3)*r.IntN(2) {
				w := propWrites[r.IntN(len(propWrites))]
				writes++
				stmts := w.sql(r, int(seed)*1000+writes)
				history = append(history, w.name)
				if os.Getenv("WPSITEMAP_PROPERTY_SEED") != "" {
					t.Logf("step %d: %s: %q", step+1, w.name, stmts)
				}
				site.Exec(t, stmts...)
			}
			snap = follow(t, cat, src, snap)
			label := fmt.Sprintf("seed %d (per page %d), step %d after %v", seed, perPage, step+1, history)
			if !sameAsFresh(t, cat, snap, label) {
				return // the first difference says it; the rest would repeat it
			}
		}
	}
}

// follow applies what src reports to snap as the refresh service would: a
// full build when the changes reshape everything, options read again
// (catalog.Reread), then catalog.Apply.
func follow(t *testing.T, cat *catalog.Catalog, src wp.ChangeSource, snap *catalog.Snapshot) *catalog.Snapshot {
	t.Helper()
	ch, err := src.Poll(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return applyChanges(t, cat, ch, snap)
}

// applyChanges applies ch to snap as the refresh service would.
func applyChanges(t *testing.T, cat *catalog.Catalog, ch wp.Changes, snap *catalog.Snapshot) *catalog.Snapshot {
	t.Helper()
	ctx := context.Background()
	var err error
	if snap.NeedsRebuild(ch) {
		if snap, err = cat.Build(ctx); err != nil {
			t.Fatal(err)
		}
		return snap
	}
	if ch.Options {
		next, rebuild, err := cat.Reread(ctx, snap)
		if err != nil {
			t.Fatal(err)
		}
		if rebuild {
			if snap, err = cat.Build(ctx); err != nil {
				t.Fatal(err)
			}
			return snap
		}
		snap, ch.Options = next, false
	}
	if ch.Empty() {
		return snap
	}
	next, stale, err := cat.Apply(ctx, snap, ch)
	if err != nil {
		t.Fatal(err)
	}
	if stale {
		t.Fatal("a core provider could not follow a change")
	}
	return next
}

// TestPropertyOptionsAreTheFixtures checks that the option writes above
// start from the fixtures' values and flip settings they hold.
func TestPropertyOptionsAreTheFixtures(t *testing.T) {
	sql, err := os.ReadFile("../testdata/fixtures.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{propTitles, propTaxMeta} {
		if !strings.Contains(string(sql), "'"+v+"'") {
			t.Errorf("not the fixtures' value: %.60s...", v)
		}
	}
	for _, k := range propTitleKeys {
		if !strings.Contains(propTitles, k+"b:0;") && !strings.Contains(propTitles, k+"b:1;") {
			t.Errorf("wpseo_titles holds no boolean %s", k)
		}
	}
}
