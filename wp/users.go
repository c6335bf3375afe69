package wp

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Author is one user who may have an author archive.
type Author struct {
	ID       int64
	Nicename string
	Noindex  bool // user meta wpseo_noindex_author = 'on'
	CanEdit  bool // holds edit_posts through a role or directly
}

// Authors returns every user in ID order with what Yoast's author sitemap
// decides on, but for the posts, which the caller learns while it scans them.
func (db *DB) Authors(ctx context.Context, site *Site) ([]Author, error) {
	roles := site.RolesWithCap("edit_posts")
	capKey := db.prefix + "capabilities"
	var capConds []string
	args := []any{capKey}
	for _, role := range append([]string{"edit_posts"}, roles...) {
		capConds = append(capConds, "cap.meta_value LIKE ?")
		args = append(args, `%"`+escapeLike(role)+`"%`)
	}
	q := expand(db.prefix, `SELECT u.ID, u.user_nicename,
		EXISTS(SELECT 1 FROM {usermeta} nm WHERE nm.user_id = u.ID AND nm.meta_key = 'wpseo_noindex_author' AND nm.meta_value = 'on'),
		EXISTS(SELECT 1 FROM {usermeta} cap WHERE cap.user_id = u.ID AND cap.meta_key = ? AND (`+strings.Join(capConds, " OR ")+`))
		FROM {users} u ORDER BY u.ID`)
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: authors: %w", err))
	}
	defer r.Close()
	var out []Author
	for r.Next() {
		var a Author
		if err := r.Scan(&a.ID, &a.Nicename, &a.Noindex, &a.CanEdit); err != nil {
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

// Version is a cheap fingerprint of the data the sitemaps depend on. When it
// changes, prepared structures (types, page boundaries) are rebuilt.
//
// It reads no row of wp_posts: new and deleted posts show in the primary
// key and a count over the type_status_date index, status and date changes
// in a checksum over that index, writes in place (a title, a slug, a meta
// value) in the UPDATE_TIME that MariaDB and MySQL keep per table. That time
// has a one-second resolution, so while the newest write is under two
// seconds old the version includes the clock: it keeps changing until the
// tables have been quiet long enough that the last rebuild saw every write.
// After a database restart UPDATE_TIME is empty until the next write, which
// is right: nothing has changed.
func (db *DB) Version(ctx context.Context) (string, error) {
	conn, err := db.x.Conn(ctx)
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: data version: %w", err))
	}
	defer conn.Close()
	// MySQL 8 caches table statistics, UPDATE_TIME included, for a day by
	// default; MariaDB has no such variable and refuses this, harmlessly.
	_, _ = conn.ExecContext(ctx, "SET SESSION information_schema_stats_expiry = 0")
	var maxID, count, sum, maxMeta, terms, umeta, users int64
	var opts, updated *string
	var now string
	err = conn.QueryRowContext(ctx, db.q.version).Scan(&maxID, &count, &sum, &maxMeta, &terms, &umeta, &users, &opts, &updated, &now)
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: data version: %w", err))
	}
	deref := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	v := fmt.Sprintf("%d.%d.%d.%d.%d.%d.%d.%s.%s", maxID, count, sum, maxMeta, terms, umeta, users, deref(opts), deref(updated))
	if settling(deref(updated), now) {
		v += ".settling@" + now
	}
	return v, nil
}

// settling reports whether the newest write (updated) is less than two
// seconds before now; both are "YYYY-MM-DD HH:MM:SS" from the server's clock.
func settling(updated, now string) bool {
	if updated == "" {
		return false
	}
	u, err1 := time.Parse(time.DateTime, updated)
	n, err2 := time.Parse(time.DateTime, now)
	if err1 != nil || err2 != nil {
		return true // unknown: rebuild rather than miss a write
	}
	return n.Sub(u) < 2*time.Second
}
