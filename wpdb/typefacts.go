package wpdb

import (
	"context"
	"fmt"
	"sort"

	"github.com/wpsitemap/wpsitemap/wp"
)

// LoadTypeFacts reads TypeFacts with three grouped queries.
func (db *DB) LoadTypeFacts(ctx context.Context) (*wp.TypeFacts, error) {
	f := &wp.TypeFacts{PostTypes: map[string]int64{}, Taxonomies: map[string]bool{},
		TaxObjectTypes: map[string][]string{}, TaxHasParents: map[string]bool{}}
	rows, err := db.x.QueryContext(ctx, db.expand(
		`SELECT post_type, SUM(post_status = 'publish') FROM {posts} GROUP BY post_type`))
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: post types: %w", err))
	}
	for rows.Next() {
		var name string
		var n *int64
		if err := rows.Scan(&name, &n); err != nil {
			rows.Close()
			return nil, unavailable(fmt.Errorf("wp: post types: %w", err))
		}
		db.rowsRead.Add(1)
		if n != nil {
			f.PostTypes[name] = *n
		} else {
			f.PostTypes[name] = 0
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: post types: %w", err))
	}
	rows, err = db.x.QueryContext(ctx, db.expand(
		`SELECT taxonomy, MAX(parent) > 0 FROM {term_taxonomy} GROUP BY taxonomy`))
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: taxonomies: %w", err))
	}
	for rows.Next() {
		var name string
		var parents bool
		if err := rows.Scan(&name, &parents); err != nil {
			rows.Close()
			return nil, unavailable(fmt.Errorf("wp: taxonomies: %w", err))
		}
		db.rowsRead.Add(1)
		f.Taxonomies[name] = true
		f.TaxHasParents[name] = parents
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: taxonomies: %w", err))
	}
	// Object types are only needed for custom taxonomies; the built-in ones
	// are attached to posts.
	var custom []string
	for t := range f.Taxonomies {
		if !wp.BuiltinTaxonomy(t) && !wp.InternalTaxonomy(t) {
			custom = append(custom, t)
		}
	}
	if len(custom) == 0 {
		return f, nil
	}
	sort.Strings(custom)
	q, args, err := sqlxIn(db.expand(`SELECT DISTINCT tt.taxonomy, p.post_type
		FROM {term_taxonomy} tt
		JOIN {term_relationships} tr ON tr.term_taxonomy_id = tt.term_taxonomy_id
		JOIN {posts} p ON p.ID = tr.object_id
		WHERE tt.taxonomy IN (?) ORDER BY tt.taxonomy, p.post_type`), custom)
	if err != nil {
		return nil, err
	}
	rows, err = db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: taxonomy object types: %w", err))
	}
	defer rows.Close()
	for rows.Next() {
		var tax, pt string
		if err := rows.Scan(&tax, &pt); err != nil {
			return nil, unavailable(fmt.Errorf("wp: taxonomy object types: %w", err))
		}
		db.rowsRead.Add(1)
		if pt != "revision" {
			f.TaxObjectTypes[tax] = append(f.TaxObjectTypes[tax], pt)
		}
	}
	return f, unavailable(rows.Err())
}
