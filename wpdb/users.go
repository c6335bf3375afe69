package wpdb

import (
	"context"
	"fmt"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Authors returns every user in ID order with what Yoast's author sitemap
// decides on, but for the posts, which the caller learns while it scans them.
func (db *DB) Authors(ctx context.Context, site *wp.Site) ([]wp.Author, error) {
	roles := site.RolesWithCap("edit_posts")
	capKey := db.prefix + "capabilities"
	var capConds []string
	args := []any{db.prefix + "user_level"}
	// Membership is asked on a network only, as WP_User_Query does; a
	// single site's query is as it was.
	member := "FALSE"
	if db.network {
		member = "EXISTS(SELECT 1 FROM {usermeta} mb WHERE mb.user_id = u.ID AND mb.meta_key = ?)"
		args = append(args, capKey)
	}
	args = append(args, capKey)
	for _, role := range append([]string{"edit_posts"}, roles...) {
		capConds = append(capConds, "cap.meta_value LIKE ?")
		args = append(args, `%"`+escapeLike(role)+`"%`)
	}
	q := db.expand(`SELECT u.ID, u.user_nicename,
		EXISTS(SELECT 1 FROM {usermeta} nm WHERE nm.user_id = u.ID AND nm.meta_key = 'wpseo_noindex_author' AND nm.meta_value = 'on'),
		EXISTS(SELECT 1 FROM {usermeta} lv WHERE lv.user_id = u.ID AND lv.meta_key = ? AND CAST(lv.meta_value AS CHAR) != '0'),
		` + member + `,
		EXISTS(SELECT 1 FROM {usermeta} cap WHERE cap.user_id = u.ID AND cap.meta_key = ? AND (` + strings.Join(capConds, " OR ") + `))
		FROM {users} u ORDER BY u.ID`)
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: authors: %w", err))
	}
	defer r.Close()
	var out []wp.Author
	for r.Next() {
		var a wp.Author
		if err := r.Scan(&a.ID, &a.Nicename, &a.Noindex, &a.HasLevel, &a.Member, &a.CanEdit); err != nil {
			return nil, unavailable(fmt.Errorf("wp: authors: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, a)
	}
	return out, unavailable(r.Err())
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// AuthorsWithPosts returns which of the users ids have at least one
// published post of the given types. One query; per user it stops at the
// first such post found through the post_author index, so it costs about
// one index lookup per user whatever their number of posts.
func (db *DB) AuthorsWithPosts(ctx context.Context, ids []int64, types []string) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 || len(types) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.expand(`SELECT u.ID FROM {users} u WHERE u.ID IN (?) AND EXISTS (
		SELECT 1 FROM {posts} p FORCE INDEX (post_author)
		WHERE p.post_author = u.ID AND p.post_type IN (?) AND p.post_status = 'publish')`), ids, types)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: authors with posts: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		if err := r.Scan(&id); err != nil {
			return nil, unavailable(fmt.Errorf("wp: authors with posts: %w", err))
		}
		out[id] = true
	}
	return out, unavailable(r.Err())
}
