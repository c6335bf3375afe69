package wpdb

import (
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// The tables the sitemaps read, and what a written row of each means,
// are wp.TrackedTables; which row write means which change is
// wp.Watched.RowChanges. This package adds what its SQL needs of them.

// pollKeys are the auto-increment keys whose largest value the Poller
// reads at every poll, beside UPDATE_TIME: it moves with every insert,
// even within the second UPDATE_TIME cannot tell apart. A tracked table
// not here has none worth reading (term_relationships has none; a new
// term always comes with a term_taxonomy row; an option is found by its
// fingerprint).
var pollKeys = map[string]string{
	"posts": "ID", "postmeta": "meta_id", "term_taxonomy": "term_taxonomy_id", "users": "ID", "usermeta": "umeta_id",
}

// expandSite replaces {name} placeholders with prefixed table names: a
// site's own tables carry prefix, the users and their meta, which a
// network shares, base (the same prefix on a single site).
func expandSite(prefix, base, q string) string {
	pairs := make([]string, 0, 2*len(wp.TrackedTables))
	for _, t := range wp.TrackedTables {
		p := prefix
		if t.Shared {
			p = base
		}
		pairs = append(pairs, "{"+t.Name+"}", p+t.Name)
	}
	return strings.NewReplacer(pairs...).Replace(q)
}

// tableOf returns the tracked table's name without its prefix: db's
// site's, or the network's for the tables it shares.
func (db *DB) tableOf(full string) string {
	if name, ok := strings.CutPrefix(full, db.prefix); ok {
		return name
	}
	return strings.TrimPrefix(full, db.base)
}

// expand is expandSite for db's site.
func (db *DB) expand(q string) string { return expandSite(db.prefix, db.base, q) }

// childrenLike is wp.ChildrenOptionSuffix as a LIKE pattern (an SQL
// string).
var childrenLike = "'%" + strings.ReplaceAll(wp.ChildrenOptionSuffix, "_", `\_`) + "'"

// watch returns what db's change sources watch (the Poller sums and
// fingerprints exactly these rows; the Feed drops the writes of others);
// extraMetaKeys are the post meta keys other sitemaps (video, news) read.
func (db *DB) watch(extraMetaKeys []string) wp.Watched { return wp.WatchFor(db.prefix, extraMetaKeys) }
