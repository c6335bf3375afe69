package wpdb

import (
	"context"
	"fmt"

	"github.com/wpsitemap/wpsitemap/wp"
)

const attachmentColumns = `p.ID, p.post_parent, p.post_type, COALESCE((SELECT m.meta_value FROM {postmeta} m
	WHERE m.post_id = p.ID AND m.meta_key = '_wp_attached_file' ORDER BY m.meta_id LIMIT 1), ''),
	p.post_mime_type, p.post_status, p.post_date`

// AttachmentsByID loads posts by ID with their attached file (any type:
// Yoast upgrades wp-image-N when post N exists at all). Repeated IDs and
// zeros are allowed.
func (db *DB) AttachmentsByID(ctx context.Context, ids []int64) ([]wp.Attachment, error) {
	return db.attachments(ctx, `SELECT `+attachmentColumns+` FROM {posts} p WHERE p.ID IN (?)`, ids)
}

// AttachmentChildren loads the attachments whose parent is one of parents.
func (db *DB) AttachmentChildren(ctx context.Context, parents []int64) ([]wp.Attachment, error) {
	return db.attachments(ctx, `SELECT `+attachmentColumns+` FROM {posts} p
		WHERE p.post_parent IN (?) AND p.post_type = 'attachment'`, parents)
}

func (db *DB) attachments(ctx context.Context, q string, ids []int64) ([]wp.Attachment, error) {
	if ids = dedupe(ids); len(ids) == 0 {
		return nil, nil
	}
	q, args, err := sqlxIn(db.expand(q), ids)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: attachments: %w", err))
	}
	defer r.Close()
	var out []wp.Attachment
	for r.Next() {
		var a wp.Attachment
		if err := r.Scan(&a.ID, &a.Parent, &a.Type, &a.File, &a.MimeType, &a.Status, &a.Date); err != nil {
			return nil, unavailable(fmt.Errorf("wp: attachments: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, a)
	}
	return out, unavailable(r.Err())
}
