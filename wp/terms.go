package wp

import (
	"context"
	"fmt"
)

// Term is one term of a taxonomy.
type Term struct {
	TermRef
	Count int64 // WordPress's stored count of published objects
}

// Terms returns every term of a taxonomy in term ID order. Taxonomies hold
// thousands of terms, not millions, and the hierarchy rules (an empty parent
// is kept when a descendant is not empty) need the whole tree.
func (db *DB) Terms(ctx context.Context, tax string) ([]Term, error) {
	r, err := db.x.QueryContext(ctx, db.q.allTerms, tax)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: terms of %s: %w", tax, err))
	}
	defer r.Close()
	var out []Term
	for r.Next() {
		var t Term
		if err := r.Scan(&t.ID, &t.Taxonomy, &t.Slug, &t.Parent, &t.Count); err != nil {
			return nil, unavailable(fmt.Errorf("wp: terms of %s: %w", tax, err))
		}
		db.rowsRead.Add(1)
		out = append(out, t)
	}
	return out, unavailable(r.Err())
}

// TermLastMods returns, per term ID, the newest post_modified_gmt of the
// published (or inherit) posts without password attached directly to it:
// Yoast's term lastmod query, grouped for the whole taxonomy at once.
func (db *DB) TermLastMods(ctx context.Context, tax string) (map[int64]string, error) {
	r, err := db.x.QueryContext(ctx, db.q.termLastMod, tax)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: term lastmod of %s: %w", tax, err))
	}
	defer r.Close()
	out := map[int64]string{}
	for r.Next() {
		var id int64
		var mod *string
		if err := r.Scan(&id, &mod); err != nil {
			return nil, unavailable(fmt.Errorf("wp: term lastmod of %s: %w", tax, err))
		}
		db.rowsRead.Add(1)
		if mod != nil {
			out[id] = *mod
		}
	}
	return out, unavailable(r.Err())
}

// TermDescriptions returns the descriptions of some terms (for their images).
func (db *DB) TermDescriptions(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(expand(db.prefix,
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
