package catalog_test

import (
	"context"
	"io"
	"strconv"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// BenchmarkHreflangPage renders the post sitemap of wpsitemap_wpml with
// 3,000 more English posts, each with a French translation (6,000 posts
// in 3,000 trids), 1,000 entries a page, with hreflang off and on: the
// cost of the alternates per page of 1,000 entries, in time, rows read
// and bytes. "fr-host" is hreflang on in WPML's domain mode, on the French
// domain's sitemaps: each entry's English translation is decided as its
// own domain's sitemaps decide it (read with its meta, ownHost). "on-store"
// is "on" rendered from the entry store (filled by the build). MariaDB.
//
//	CI=true WPSITEMAP_SKIP_DB_SETUP=1 go test -run '^$' -bench HreflangPage -benchtime 20x ./catalog/
func BenchmarkHreflangPage(b *testing.B) {
	name := dbtest.TempDB(b, "wpml_bench")
	const n = 3000
	gen := func(first int64, lang, slug string) string {
		return `INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status,
			post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, post_type)
			SELECT ` + strconv.FormatInt(first, 10) + ` + seq, 2, '2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 't', '', 'publish',
			CONCAT('` + slug + `-', seq), '', '', '2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 0, '', 'post'
			FROM seq_0_to_` + strconv.Itoa(n-1) + `;
			INSERT INTO wp_icl_translations (element_type, element_id, trid, language_code)
			SELECT 'post_post', ` + strconv.FormatInt(first, 10) + ` + seq, 100000 + seq, '` + lang + `' FROM seq_0_to_` + strconv.Itoa(n-1)
	}
	db := dbtest.Variant(b, "wpsitemap_wpml", name, gen(10000, "en", "bench"), gen(20000, "fr", "banc"))
	domains := dbtest.Variant(b, "wpsitemap_wpml", dbtest.TempDB(b, "wpml_bench_domains"), gen(10000, "en", "bench"), gen(20000, "fr", "banc"), wpmlDomains)
	ctx := context.Background()
	cases := []struct {
		name, mode, lang string
		db               *wpdb.DB
		store            bool
	}{{"off", "off", "", db, false}, {"on", "on", "", db, false}, {"on-store", "on", "", db, true}, {"fr-host", "on", "fr", domains, false}}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			db := c.db
			var entries *catalog.Entries
			if c.store {
				e, err := catalog.OpenEntries(b.TempDir(), catalog.EntriesOptions{Logger: discard})
				if err != nil {
					b.Fatal(err)
				}
				defer e.Close()
				entries = e
			}
			cat := catalog.New(db, catalog.Options{PerPage: 1000, Logger: discard, Hreflang: c.mode, Language: c.lang, Entries: entries})
			snap, err := cat.Build(ctx)
			if err != nil {
				b.Fatal(err)
			}
			sm, _ := snap.Lookup("post")
			var bytes, rows int64
			b.ResetTimer()
			for b.Loop() {
				start := db.RowsRead()
				for pg := 1; pg <= len(sm.Pages); pg++ {
					w := &counter{}
					doc, err := snap.Format(sm).Open(w, "")
					if err != nil {
						b.Fatal(err)
					}
					if err := snap.Entries(ctx, sm, pg, doc.Write); err != nil {
						b.Fatal(err)
					}
					if err := doc.Close(); err != nil {
						b.Fatal(err)
					}
					bytes += w.n
				}
				rows += int64(db.RowsRead() - start)
			}
			pages := float64(b.N * len(sm.Pages))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/pages/1e6, "ms/page")
			b.ReportMetric(float64(rows)/pages, "rows/page")
			b.ReportMetric(float64(bytes)/pages, "bytes/page")
		})
	}
}

type counter struct{ n int64 }

func (c *counter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*counter)(nil)
