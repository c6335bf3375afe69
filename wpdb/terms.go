package wpdb

import (
	"context"
	"fmt"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Terms returns every term of a taxonomy in term ID order. Taxonomies hold
// thousands of terms, not millions, and the hierarchy rules (an empty parent
// is kept when a descendant is not empty) need the whole tree.
func (db *DB) Terms(ctx context.Context, tax string) ([]wp.Term, error) {
	r, err := db.x.QueryContext(ctx, db.q.allTerms, tax)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: terms of %s: %w", tax, err))
	}
	defer r.Close()
	var out []wp.Term
	for r.Next() {
		var t wp.Term
		if err := r.Scan(&t.ID, &t.Taxonomy, &t.Slug, &t.Parent, &t.Count); err != nil {
			return nil, unavailable(fmt.Errorf("wp: terms of %s: %w", tax, err))
		}
		db.rowsRead.Add(1)
		out = append(out, t)
	}
	return out, unavailable(r.Err())
}

// TermDescriptions returns the descriptions of some terms (for their images).
func (db *DB) TermDescriptions(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.expand(
		`SELECT term_id, description FROM {term_taxonomy} WHERE term_id IN (?) AND description <> ''`), ids)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: term descriptions: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var d string
		if err := r.Scan(&id, &d); err != nil {
			return nil, unavailable(fmt.Errorf("wp: term descriptions: %w", err))
		}
		db.rowsRead.Add(1)
		out[id] = d
	}
	return out, unavailable(r.Err())
}

// TermIDsOf returns, for each post ID, the term IDs (of any taxonomy) it is
// attached to: one query for a batch, through term_relationships' primary
// key.
func (db *DB) TermIDsOf(ctx context.Context, postIDs []int64) (map[int64][]int64, error) {
	out := map[int64][]int64{}
	if len(postIDs) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.expand(`SELECT tr.object_id, tt.term_id FROM {term_relationships} tr FORCE INDEX (PRIMARY)
		STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
		WHERE tr.object_id IN (?)`), postIDs)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: terms of posts: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var pid, tid int64
		if err := r.Scan(&pid, &tid); err != nil {
			return nil, unavailable(fmt.Errorf("wp: terms of posts: %w", err))
		}
		db.rowsRead.Add(1)
		out[pid] = append(out[pid], tid)
	}
	return out, unavailable(r.Err())
}

// TermLastModsOfTypes returns, per term ID, the newest post_modified_gmt of
// the published (or inherit) posts without password of the given types
// attached directly to it (Yoast's term lastmod query, grouped), reaching
// the posts through their type_status_date index: for the types whose rows
// the caller did not scan itself.
func (db *DB) TermLastModsOfTypes(ctx context.Context, types []string) (map[int64]string, error) {
	out := map[int64]string{}
	if len(types) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.expand(`SELECT tt.term_id, MAX(p.post_modified_gmt)
		FROM {posts} p FORCE INDEX (type_status_date)
		JOIN {term_relationships} tr ON tr.object_id = p.ID
		JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
		WHERE p.post_type IN (?) AND p.post_status IN ('publish','inherit') AND p.post_password = ''
		GROUP BY tt.term_id`), types)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: term lastmod: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var mod *string
		if err := r.Scan(&id, &mod); err != nil {
			return nil, unavailable(fmt.Errorf("wp: term lastmod: %w", err))
		}
		db.rowsRead.Add(1)
		if mod != nil {
			out[id] = *mod
		}
	}
	return out, unavailable(r.Err())
}
