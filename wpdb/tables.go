package wpdb

import (
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// A trackedTable is one of the tables the sitemaps read: what a written
// row of it means, what tells the Poller it was written, and what of its
// rows the Feed reads. trackedTables is the one list of them: query
// placeholders ({posts}), the Poller's first tier and the Feed's table
// filter all take it from there.
type trackedTable struct {
	name string // without the table prefix
	// means is what a written row changes.
	means rowMeaning
	// maxKey is the auto-increment key whose largest value the Poller
	// reads at every poll, beside UPDATE_TIME: it moves with every insert,
	// even within the second UPDATE_TIME cannot tell apart. "" where there
	// is none worth reading (term_relationships has none; a new term
	// always comes with a term_taxonomy row; an option is found by its
	// fingerprint).
	maxKey string
	// columns are the columns the Feed reads from its row events; nil:
	// they are not decoded, a row's presence is all that counts.
	columns []string
	// optional: a plugin's table, which a site may not have.
	optional bool
}

// rowMeaning is what a written row of a tracked table changes.
type rowMeaning uint8

const (
	// postsMoved: the posts the row names (its ID and parent, the post of
	// a meta row of a key that matters, the object of a relationship).
	postsMoved rowMeaning = iota
	// termsMoved: slugs, parents, counts or descriptions (Changes.Terms).
	termsMoved
	// authorsMoved: nicenames or the user meta the author sitemap reads
	// (Changes.Authors).
	authorsMoved
	// optionsMoved: an option the sitemaps read (Changes.Options).
	optionsMoved
	// translationsMoved: WPML's translation rows (Changes.Translations):
	// a post's language or group, and the posts of its groups before and
	// after; a term's language (Changes.Terms).
	translationsMoved
	// languagesMoved: WPML's languages (Changes.Languages): one activated
	// or deactivated, its tag or default locale changed.
	languagesMoved
)

var trackedTables = []trackedTable{
	{name: "posts", means: postsMoved, maxKey: "ID", columns: []string{"ID", "post_parent"}},
	{name: "postmeta", means: postsMoved, maxKey: "meta_id", columns: []string{"post_id", "meta_key"}},
	{name: "term_relationships", means: postsMoved, columns: []string{"object_id"}},
	{name: "terms", means: termsMoved},
	{name: "term_taxonomy", means: termsMoved, maxKey: "term_taxonomy_id"},
	{name: "users", means: authorsMoved, maxKey: "ID", columns: []string{"user_nicename"}},
	{name: "usermeta", means: authorsMoved, maxKey: "umeta_id", columns: []string{"meta_key"}},
	{name: "options", means: optionsMoved, columns: []string{"option_name"}},
	// WPML's, on a site that has it (a missing table is never written).
	{name: "icl_translations", means: translationsMoved, columns: []string{"element_type", "element_id", "trid"}, optional: true},
	// A dozen rows; the Feed reads the columns the alternates take
	// (iclLanguagesSQL), so that a renamed language changes nothing.
	{name: "icl_languages", means: languagesMoved, columns: languageColumns, optional: true},
}

// languageColumns are the columns of icl_languages the sitemaps read.
var languageColumns = []string{"code", "active", "default_locale", "tag"}

// tableNamed returns the tracked table of that name (without prefix).
func tableNamed(name string) (trackedTable, bool) {
	i := slices.IndexFunc(trackedTables, func(t trackedTable) bool { return t.name == name })
	if i < 0 {
		return trackedTable{}, false
	}
	return trackedTables[i], true
}

// expandSite replaces {name} placeholders with prefixed table names: a
// site's own tables carry prefix, the users and their meta, which a
// network shares, base (the same prefix on a single site).
func expandSite(prefix, base, q string) string {
	pairs := make([]string, 0, 2*len(trackedTables))
	for _, t := range trackedTables {
		p := prefix
		if networkTables[t.name] {
			p = base
		}
		pairs = append(pairs, "{"+t.name+"}", p+t.name)
	}
	return strings.NewReplacer(pairs...).Replace(q)
}

// networkTables are the tracked tables a network shares between its
// sites, under the base prefix (wp_users, not wp_2_users).
var networkTables = map[string]bool{"users": true, "usermeta": true}

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

// authorNoindexKey is the user meta key of Yoast's per-author noindex.
const authorNoindexKey = "wpseo_noindex_author"

// watched is what a change source watches beyond whole tables: the post
// meta keys whose rows make their post change, the user meta keys of the
// author sitemap and the options the sitemaps read. The Poller sums and
// fingerprints exactly these rows; the Feed drops the writes of others.
type watched struct {
	// listKeys decide whether a post is listed (wp.ListingMetaKeys and
	// the providers' keys), imageKeys change an entry without deciding
	// it (wp.ImageMetaKeys): they are summed apart, at different paces.
	listKeys, imageKeys []string
	userKeys            []string
	options             []string
}

// childrenSuffix ends the names of the options where WordPress caches a
// taxonomy's hierarchy: the sitemaps read them all, whatever the taxonomy.
const childrenSuffix = "_children"

// childrenLike is childrenSuffix as a LIKE pattern (an SQL string).
var childrenLike = "'%" + strings.ReplaceAll(childrenSuffix, "_", `\_`) + "'"

// watch returns what db's change sources watch; extraMetaKeys are the
// post meta keys other sitemaps (video, news) read.
func (db *DB) watch(extraMetaKeys []string) watched {
	return watched{
		listKeys:  slices.Concat(wp.ListingMetaKeys, extraMetaKeys),
		imageKeys: slices.Clone(wp.ImageMetaKeys),
		userKeys:  []string{authorNoindexKey, db.prefix + "capabilities", db.prefix + "user_level"},
		options:   wp.SiteOptionNames(db.prefix),
	}
}

// postKey reports whether a post meta row of key k makes its post change.
func (w *watched) postKey(k string) bool {
	return slices.Contains(w.listKeys, k) || slices.Contains(w.imageKeys, k)
}

// userKey reports whether a user meta row of key k changes an author.
func (w *watched) userKey(k string) bool { return slices.Contains(w.userKeys, k) }

// option reports whether the option named so is one the sitemaps read.
func (w *watched) option(name string) bool {
	return slices.Contains(w.options, name) || strings.HasSuffix(name, childrenSuffix)
}
