package wpdb

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/wpsitemap/wpsitemap/wp"
)

// This file reads what the video sitemap needs beyond a Post, for a whole
// batch of posts at once: one query per kind, never one per post. The
// decisions (which keys mean what, which videos are listed) are package
// video's.

// PostMeta returns, for each post of ids that has any, the value of each of
// keys; when a key is stored more than once the first row (by meta_id) wins,
// as WPSEO_Meta::get_value reads it. One query.
func (db *DB) PostMeta(ctx context.Context, ids []int64, keys []string) (map[int64]map[string]string, error) {
	out := map[int64]map[string]string{}
	if len(ids) == 0 || len(keys) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.q.postMeta, dedupe(ids), keys)
	if err != nil {
		return nil, err
	}
	metas, err := db.fetchMeta(ctx, q, args)
	if err != nil {
		return nil, err
	}
	for _, m := range metas {
		kv := out[m.PostID]
		if kv == nil {
			kv = map[string]string{}
			out[m.PostID] = kv
		}
		if _, seen := kv[m.Key]; !seen {
			kv[m.Key] = m.Value
		}
	}
	return out, nil
}

// VideoAttachments returns the video attachments (post_mime_type video/*) of
// parents, as WordPress's get_attached_media('video') lists them for a
// visitor: status inherit (or publish), ordered by parent, then menu_order,
// then ID. One query, through the post_parent index.
func (db *DB) VideoAttachments(ctx context.Context, parents []int64) ([]wp.Attachment, error) {
	return db.attachments(ctx, `SELECT `+attachmentColumns+` FROM {posts} p
		WHERE p.post_parent IN (?) AND p.post_type = 'attachment' AND p.post_mime_type LIKE 'video/%'
		  AND p.post_status IN ('inherit', 'publish')
		ORDER BY p.post_parent, p.menu_order, p.ID`, parents)
}

// PostTermNames returns the names of each post's terms of one taxonomy, in
// name order (the order of wp_get_object_terms and get_the_terms, compared
// with the column's collation as WordPress's query compares them). One
// query, from the posts to their terms.
func (db *DB) PostTermNames(ctx context.Context, ids []int64, taxonomy string) (map[int64][]string, error) {
	out := map[int64][]string{}
	err := db.eachRowIn(ctx, "terms of posts", `SELECT tr.object_id, t.name
		FROM {term_relationships} tr FORCE INDEX (PRIMARY)
		STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
		STRAIGHT_JOIN {terms} t ON t.term_id = tt.term_id
		WHERE tr.object_id IN (?) AND tt.taxonomy = ?
		ORDER BY tr.object_id, t.name, t.term_id`, ids, []any{taxonomy}, func(r *sql.Rows) error {
		var id int64
		var name string
		if err := r.Scan(&id, &name); err != nil {
			return err
		}
		out[id] = append(out[id], name)
		return nil
	})
	return out, err
}

// UsersByID returns the users of ids that exist. One query.
func (db *DB) UsersByID(ctx context.Context, ids []int64) (map[int64]wp.User, error) {
	out := map[int64]wp.User{}
	err := db.eachRowIn(ctx, "users", `SELECT ID, user_nicename, display_name FROM {users} WHERE ID IN (?)`,
		ids, nil, func(r *sql.Rows) error {
			var u wp.User
			if err := r.Scan(&u.ID, &u.Nicename, &u.DisplayName); err != nil {
				return err
			}
			out[u.ID] = u
			return nil
		})
	return out, err
}

// Excerpts returns the non-empty post_excerpt of posts. One query.
func (db *DB) Excerpts(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	err := db.eachRowIn(ctx, "excerpts", `SELECT ID, post_excerpt FROM {posts} WHERE ID IN (?) AND post_excerpt <> ''`,
		ids, nil, func(r *sql.Rows) error {
			var id int64
			var e string
			if err := r.Scan(&id, &e); err != nil {
				return err
			}
			out[id] = e
			return nil
		})
	return out, err
}

// eachRowIn runs q (with {table} placeholders and one "IN (?)" that takes
// ids, deduplicated, followed by the placeholders of more) and calls fn for
// every row. Nothing is queried when ids is empty. Errors are wrapped once, with what.
func (db *DB) eachRowIn(ctx context.Context, what, q string, ids []int64, more []any, fn func(*sql.Rows) error) error {
	if ids = dedupe(ids); len(ids) == 0 {
		return nil
	}
	q, args, err := sqlxIn(db.expand(q), append([]any{ids}, more...)...)
	if err != nil {
		return err
	}
	return db.rows(ctx, what, q, args, fn)
}

// rows runs q and calls fn with each row, counting the rows read; an
// error, the query's or fn's, is unavailable and says what was read.
func (db *DB) rows(ctx context.Context, what, q string, args []any, fn func(*sql.Rows) error) error {
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: %s: %w", what, err))
	}
	defer r.Close()
	for r.Next() {
		if err := fn(r); err != nil {
			return unavailable(fmt.Errorf("wp: %s: %w", what, err))
		}
		db.rowsRead.Add(1)
	}
	if err := r.Err(); err != nil {
		return unavailable(fmt.Errorf("wp: %s: %w", what, err))
	}
	return nil
}
