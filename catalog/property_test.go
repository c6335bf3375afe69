package catalog_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/wpwrites"
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

// fixturePools are the fixtures' objects for wpwrites.
func fixturePools() *wpwrites.Pools {
	p := &wpwrites.Pools{Posts: propPosts, Pages: propPages, Attachments: propAttachments, Users: propUsers,
		NewTypes: []string{"post", "page", "event"}, NextID: 1000,
		Titles: propTitles, TaxMeta: propTaxMeta, TitleKeys: propTitleKeys,
		Structures: []string{"/%category%/%postname%/", "/%year%/%monthnum%/%postname%/", "/%postname%/"},
		Image:      "http://127.0.0.1:8080/wp-content/uploads"}
	for _, tt := range propTermTaxa {
		p.Terms = append(p.Terms, wpwrites.Term{TT: tt, ID: tt - 100})
	}
	return p
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
	var patched int64 // pages written from the store's own entries (Entries.patch)
	defer func() {
		if !t.Failed() && sequences > 1 && patched == 0 {
			t.Error("no page was patched: the sequences never wrote a page from the entries the store held")
		}
		t.Logf("pages patched: %d", patched)
	}()
	for seed := first; seed < first+uint64(sequences); seed++ {
		r := rand.New(rand.NewPCG(seed, 19))
		site := sitetest.Memory(t, "wpsitemap_fixtures")
		store := site.Mem
		now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
		perPage := 2 + r.IntN(4)
		images := catalog.NewImageSource(store, nil, false)
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		entries := openEntries(t)
		cat := catalog.New(store, catalog.Options{PerPage: perPage, Images: images, Logger: log, Clock: func() time.Time { return now },
			Entries:   entries,
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
		pools := fixturePools()
		steps := 5 + r.IntN(20)
		for step := range steps {
			// One write, or a bulk edit of several in one step.
			for range 1 + r.IntN(3)*r.IntN(2) {
				writes++
				w := pools.Next(r, int(seed)*1000+writes)
				history = append(history, w.Kind)
				if os.Getenv("WPSITEMAP_PROPERTY_SEED") != "" {
					t.Logf("step %d: %s: %q", step+1, w.Kind, w.Stmts)
				}
				site.Exec(t, w.Stmts...)
			}
			snap = follow(t, cat, src, snap)
			label := fmt.Sprintf("seed %d (per page %d), step %d after %v", seed, perPage, step+1, history)
			if !sameAsFresh(t, cat, snap, label) {
				return // the first difference says it; the rest would repeat it
			}
		}
		patched += entries.Patched()
	}
}

// openEntries opens an entry store for a test, closed when it ends.
func openEntries(t *testing.T) *catalog.Entries {
	t.Helper()
	e, err := catalog.OpenEntries(t.TempDir(), catalog.EntriesOptions{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
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
	all := wpwrites.BooleanTitleKeys(propTitles)
	for _, k := range propTitleKeys {
		if !slices.Contains(all, k) {
			t.Errorf("wpseo_titles holds no boolean %s", k)
		}
	}
}
