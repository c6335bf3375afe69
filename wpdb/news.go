package wpdb

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// NewsPosts reads the candidates of a news sitemap in one query, then their
// meta and what their links need in one query per kind, as ScanPosts does.
//
// The rows are published posts of q.Types, not in a term of
// q.ExcludedTerms for their type, without a
// _yoast_wpseo_newssitemap-robots-index row of '1', whose post_date_gmt or
// post_modified_gmt lies in (q.From, q.To]. Every other decision (password,
// noindex, canonical, the exact window) is the caller's.
//
// What the query reads, at any site size, is bounded by the window, never
// by the number of posts: WordPress indexes wp_posts on (post_type,
// post_status, post_date, ID) and on nothing holding a GMT or modification
// date, and this service cannot add an index. So:
//
//   - published in the window: the posts of the types whose local
//     post_date lies in [From-12h, To+14h] (the window widened by the
//     largest time-zone offsets), through type_status_date, then
//     post_date_gmt is compared exactly;
//   - modified in the window: WordPress writes a revision (type 'revision',
//     status 'inherit', post_parent = the post, post_date = the post's new
//     post_modified) whenever an edit changes the title, content or
//     excerpt. Revisions whose post_date lies in the widened window are
//     found through the same index, and their parents' post_modified_gmt is
//     compared exactly. Autosaves are revisions too; they bring parents
//     that were not modified, which the exact comparison drops;
//   - the posts of q.Modified, by primary key.
//
// The revisions miss a post modified in the window, published before it,
// whose modification left no revision: edits of only terms, meta, status,
// slug or dates (WordPress saves no revision when title, content and
// excerpt are unchanged), sites with revisions turned off
// (WP_POST_REVISIONS false), revisions deleted since, and writes made by
// SQL or by importers that bypass wp_insert_post. q.Modified closes that
// gap: a caller that reads every published post once per data version (the
// catalog does, for the post sitemaps) sees post_modified_gmt of each and
// can pass those in the window; any later write to wp_posts changes the
// data version and brings a new pass. Without q.Modified these are found
// only when their post_date_gmt lies in the window. Missed in any case: a
// post whose post_date is more than 12 hours behind or 14 hours ahead of
// its post_date_gmt (hand-edited rows) and is not in q.Modified, and a post
// published with a zero post_date_gmt that was not modified in the window.
func (db *DB) NewsPosts(ctx context.Context, q wp.NewsQuery, links *wp.LinkCache) (wp.NewsRows, error) {
	out := wp.NewsRows{StockTickers: map[int64]string{}}
	if len(q.Types) == 0 {
		out.Links = links.Data()
		return out, nil
	}
	sqlText, args, err := db.newsQuery(q)
	if err != nil {
		return out, err
	}
	r, err := db.x.QueryContext(ctx, sqlText, args...)
	if err != nil {
		return out, unavailable(fmt.Errorf("wp: news posts: %w", err))
	}
	for r.Next() {
		var p wp.Post
		var tickers string
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author,
			&p.DateGMT, &p.ModifiedGMT, &p.HasPassword, &p.Title, &p.Content, &tickers); err != nil {
			r.Close()
			return out, unavailable(fmt.Errorf("wp: news posts: %w", err))
		}
		db.rowsRead.Add(1)
		if tickers != "" {
			out.StockTickers[p.ID] = tickers
		}
		out.Posts = append(out.Posts, p)
	}
	r.Close()
	if err := r.Err(); err != nil {
		return out, unavailable(fmt.Errorf("wp: news posts: %w", err))
	}
	slices.SortFunc(out.Posts, func(a, b wp.Post) int {
		if c := strings.Compare(b.DateGMT, a.DateGMT); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
	if len(out.Posts) == 0 {
		out.Links = links.Data()
		return out, nil
	}
	if err := db.loadPostMeta(ctx, out.Posts); err != nil {
		return out, err
	}
	out.Links, err = links.Prepare(ctx, out.Posts)
	return out, err
}

// newsQuery builds the SQL of NewsPosts with its arguments.
//
// The candidates' IDs come from a derived table (a UNION of two range scans
// of type_status_date and a lookup of q.Modified by primary key,
// materialised once), joined to wp_posts by primary key. A UNION inside
// IN (...) would instead be evaluated per row of wp_posts. The exclusions are probes by post ID, through the post_id index
// and term_relationships' primary key, a few lookups per candidate. They
// are written as scalar subqueries with LIMIT 1 rather than NOT EXISTS,
// which MariaDB may turn into a materialised scan of every opt-out row of
// wp_postmeta (its exists-to-in rewrite, chosen on small tables).
func (db *DB) newsQuery(q wp.NewsQuery) (string, []any, error) {
	w := q.Window()
	limit := w.Limit
	localFrom, localTo, fromS, toS := w.LocalFrom, w.LocalTo, w.From, w.To // see wp.NewsWindow

	// The inner query picks the candidates and sorts only their IDs and
	// dates (an in-memory sort); the outer one reads the wide columns of
	// at most limit rows by primary key. Sorting rows that carry
	// post_content would spill to a temporary table on disk. NewsPosts
	// puts the rows back in order.
	var b strings.Builder
	b.WriteString(`SELECT ` + postColumns + `,
		IF(? OR LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0, p.post_content, ''),
		COALESCE((SELECT t.meta_value FROM {postmeta} t FORCE INDEX (post_id)
		  WHERE t.post_id = p.ID AND t.meta_key = '` + wp.NewsTickersKey + `'
		  ORDER BY t.meta_id LIMIT 1), '')
		FROM (
		SELECT p.ID FROM (
		  SELECT ID FROM {posts} FORCE INDEX (type_status_date)
		  WHERE post_type IN (?) AND post_status = 'publish' AND post_date BETWEEN ? AND ?
		  UNION
		  SELECT post_parent FROM {posts} FORCE INDEX (type_status_date)
		  WHERE post_type = 'revision' AND post_status = 'inherit' AND post_date BETWEEN ? AND ?
		  UNION
		  SELECT ID FROM {posts} FORCE INDEX (PRIMARY) WHERE ID IN (?)
		) c
		STRAIGHT_JOIN {posts} p ON p.ID = c.ID
		WHERE p.post_type IN (?) AND p.post_status = 'publish'
		  AND (p.post_date_gmt BETWEEN ? AND ? OR p.post_modified_gmt BETWEEN ? AND ?)
		  AND (SELECT 1 FROM {postmeta} o FORCE INDEX (post_id)
		    WHERE o.post_id = p.ID AND o.meta_key = '` + wp.NewsOptOutKey + `' AND o.meta_value = '1'
		    LIMIT 1) IS NULL`)
	modified := q.Modified
	if len(modified) == 0 {
		modified = []int64{0} // IN () is no SQL; no post has ID 0
	}
	args := []any{q.WithContent, q.Types, localFrom, localTo, localFrom, localTo, modified, q.Types, fromS, toS, fromS, toS}

	// Excluded terms, per post type, in a stable order (the query text is
	// the same for the same settings).
	var types []string
	for pt, ids := range q.ExcludedTerms {
		if len(ids) > 0 && slices.Contains(q.Types, pt) {
			types = append(types, pt)
		}
	}
	slices.Sort(types)
	if len(types) > 0 {
		b.WriteString(`
		  AND (SELECT 1 FROM {term_relationships} tr FORCE INDEX (PRIMARY)
		    STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
		    WHERE tr.object_id = p.ID AND (`)
		for i, pt := range types {
			if i > 0 {
				b.WriteString(" OR ")
			}
			b.WriteString("(p.post_type = ? AND tt.term_id IN (?))")
			args = append(args, pt, q.ExcludedTerms[pt])
		}
		b.WriteString(") LIMIT 1) IS NULL")
	}
	b.WriteString(`
		ORDER BY p.post_date_gmt DESC, p.ID DESC
		LIMIT ?
		) k
		STRAIGHT_JOIN {posts} p ON p.ID = k.ID`)
	args = append(args, limit)
	return sqlxIn(db.expand(b.String()), args...)
}
