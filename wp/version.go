package wp

import (
	"context"
	"fmt"
	"time"
)

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
