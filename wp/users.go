package wp

import (
	"context"
	"fmt"
	"strings"
)

// Author is one user who may have an author archive.
type Author struct {
	ID       int64
	Nicename string
	LastMod  string // newest post_modified_gmt of the author's published posts of the archive types; "" if none
	HasPosts bool   // has published posts of the author-archive post types
	Noindex  bool   // user meta wpseo_noindex_author = 'on'
	CanEdit  bool   // holds edit_posts through a role or directly
}

// Authors returns every user in ID order with what Yoast's author sitemap
// decides on. archiveTypes are the author-archive post types (Yoast's
// wpseo_author_archive_post_types filter, default ["post"]).
func (db *DB) Authors(ctx context.Context, site *Site, archiveTypes []string) ([]Author, error) {
	roles := site.RolesWithCap("edit_posts")
	capKey := db.prefix + "capabilities"
	var capConds []string
	args := []any{}
	for _, role := range append([]string{"edit_posts"}, roles...) {
		capConds = append(capConds, "cap.meta_value LIKE ?")
		args = append(args, `%"`+escapeLike(role)+`"%`)
	}
	inTypes := strings.TrimSuffix(strings.Repeat("?,", len(archiveTypes)), ",")
	q := expand(db.prefix, `SELECT u.ID, u.user_nicename,
		COALESCE((SELECT MAX(p.post_modified_gmt) FROM {posts} p
		  WHERE p.post_author = u.ID AND p.post_status = 'publish' AND p.post_type IN (`+inTypes+`)), ''),
		EXISTS(SELECT 1 FROM {usermeta} nm WHERE nm.user_id = u.ID AND nm.meta_key = 'wpseo_noindex_author' AND nm.meta_value = 'on'),
		EXISTS(SELECT 1 FROM {usermeta} cap WHERE cap.user_id = u.ID AND cap.meta_key = ? AND (`+strings.Join(capConds, " OR ")+`))
		FROM {users} u ORDER BY u.ID`)
	all := []any{}
	for _, t := range archiveTypes {
		all = append(all, t)
	}
	all = append(all, capKey)
	all = append(all, args...)
	r, err := db.x.QueryContext(ctx, q, all...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: authors: %w", err))
	}
	defer r.Close()
	var out []Author
	for r.Next() {
		var a Author
		if err := r.Scan(&a.ID, &a.Nicename, &a.LastMod, &a.Noindex, &a.CanEdit); err != nil {
			return nil, unavailable(fmt.Errorf("wp: authors: %w", err))
		}
		db.rowsRead.Add(1)
		a.HasPosts = a.LastMod != ""
		out = append(out, a)
	}
	return out, unavailable(r.Err())
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// Version is a cheap fingerprint of the data the sitemaps depend on. When it
// changes, prepared structures (types, page boundaries) are rebuilt. It sees
// new, edited (post_modified_gmt), deleted (the count) and re-termed posts,
// new meta rows, users and user meta, and the options that shape URLs. A
// change that touches none of these (editing an existing meta row without
// saving its post, which WordPress's editor never does) waits for the next
// one that does.
func (db *DB) Version(ctx context.Context) (string, error) {
	var maxID, count, maxMeta, terms, umeta, users int64
	var maxMod string
	var opts *string
	err := db.x.QueryRowContext(ctx, db.q.version).Scan(&maxID, &count, &maxMod, &maxMeta, &terms, &umeta, &users, &opts)
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: data version: %w", err))
	}
	o := ""
	if opts != nil {
		o = *opts
	}
	return fmt.Sprintf("%d.%d.%s.%d.%d.%d.%d.%s", maxID, count, maxMod, maxMeta, terms, umeta, users, o), nil
}
