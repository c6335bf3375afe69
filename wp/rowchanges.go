package wp

import (
	"slices"
	"strconv"
	"strings"
)

// Which written row means which change is decided here, once, for every
// change source that sees rows (wpdb's binary log feed, memwp's write
// log): RowChanges, over the one list of tables the sitemaps read,
// TrackedTables. Sources that find changes another way (wpdb's Poller,
// by checksums) take the list of tables and what each one's rows mean
// from there too.

// A TrackedTable is one of the tables the sitemaps read: what a written
// row of it moves, and which of its columns RowChanges reads.
type TrackedTable struct {
	Name  string     // without the table prefix
	Moves RowMeaning // what a written row changes
	// Columns are the columns RowChanges reads by name; nil: none, a
	// row's presence is all that counts (a source need not read its
	// rows, and passes nil for both).
	Columns []string
	// Ignored are columns whose change alone changes no sitemap: an
	// update of only these is dropped. A table that has them is compared
	// whole: RowChanges needs every column of its rows.
	Ignored []string
	// Optional: a plugin's table (WPML's), which a site may not have; a
	// missing table is never written.
	Optional bool
	// Shared: a network shares the table between its sites, under the
	// base prefix (wp_users, not wp_2_users).
	Shared bool
}

// RowMeaning is what a written row of a tracked table changes.
type RowMeaning uint8

const (
	// PostsMoved: the posts the row names (its ID and parent, the post of
	// a meta row of a key that matters, the object of a relationship).
	PostsMoved RowMeaning = iota
	// TermsMoved: slugs, parents, counts or descriptions (Changes.Terms).
	TermsMoved
	// AuthorsMoved: nicenames or the user meta the author sitemap reads
	// (Changes.Authors).
	AuthorsMoved
	// OptionsMoved: an option the sitemaps read (Changes.Options).
	OptionsMoved
	// TranslationsMoved: WPML's translation rows (Changes.Translations):
	// a post's language or group, and the posts of its groups before and
	// after (Changes.Trids); a term's language (Changes.Terms).
	TranslationsMoved
	// LanguagesMoved: WPML's languages (Changes.Languages): one activated
	// or deactivated, its tag or default locale changed.
	LanguagesMoved
)

// Set records in ch that rows of meaning m moved, whichever rows they
// were (a source that cannot tell which: the Poller's fingerprints).
func (m RowMeaning) Set(ch *Changes) {
	switch m {
	case TermsMoved:
		ch.Terms = true
	case AuthorsMoved:
		ch.Authors = true
	case OptionsMoved:
		ch.Options = true
	case TranslationsMoved:
		ch.Translations = true
	case LanguagesMoved:
		ch.Languages = true
	}
}

// String names m. The names are kept in state files (wpdb.PollerState).
func (m RowMeaning) String() string {
	return [...]string{PostsMoved: "posts", TermsMoved: "terms", AuthorsMoved: "authors", OptionsMoved: "options",
		TranslationsMoved: "translations", LanguagesMoved: "languages"}[m]
}

// IgnoredPostColumns change no sitemap: an update of only these (a new
// comment's count) is dropped.
var IgnoredPostColumns = []string{"comment_count", "comment_status", "ping_status", "to_ping", "pinged"}

// LanguageColumns are the columns of WPML's icl_languages the sitemaps
// read: an update that keeps them (a renamed language) changes nothing.
var LanguageColumns = []string{"code", "active", "default_locale", "tag"}

// TrackedTables are the tables the sitemaps read, and so every table whose
// writes are changes. Query placeholders ({posts}), the Poller's first
// tier, the binary log feed's table filter and the set-up probe all take
// them from here.
var TrackedTables = []TrackedTable{
	{Name: "posts", Moves: PostsMoved, Columns: []string{"ID", "post_parent"}, Ignored: IgnoredPostColumns},
	{Name: "postmeta", Moves: PostsMoved, Columns: []string{"post_id", "meta_key"}},
	{Name: "terms", Moves: TermsMoved},
	{Name: "term_taxonomy", Moves: TermsMoved},
	{Name: "term_relationships", Moves: PostsMoved, Columns: []string{"object_id"}},
	{Name: "users", Moves: AuthorsMoved, Columns: []string{"user_nicename"}, Shared: true},
	{Name: "usermeta", Moves: AuthorsMoved, Columns: []string{"meta_key"}, Shared: true},
	{Name: "options", Moves: OptionsMoved, Columns: []string{"option_name"}},
	{Name: "icl_translations", Moves: TranslationsMoved, Columns: []string{"element_type", "element_id", "trid"}, Optional: true},
	// A dozen rows: only the columns the alternates take are read, so
	// that a renamed language changes nothing.
	{Name: "icl_languages", Moves: LanguagesMoved, Columns: LanguageColumns, Optional: true},
}

// Tracked returns the tracked table of that name (without prefix).
func Tracked(name string) (TrackedTable, bool) {
	i := slices.IndexFunc(TrackedTables, func(t TrackedTable) bool { return t.Name == name })
	if i < 0 {
		return TrackedTable{}, false
	}
	return TrackedTables[i], true
}

// A Row is one row image of a tracked table as a change source saw it:
// column name → value as text (numbers in decimal, dates as MySQL prints
// them). A NULL column is absent.
type Row map[string]string

// Int is the integer in column col; false when it is NULL or not one.
func (r Row) Int(col string) (int64, bool) {
	v, ok := r[col]
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseInt(v, 10, 64)
	return n, err == nil
}

// AuthorNoindexKey is the user meta key of Yoast's per-author noindex.
const AuthorNoindexKey = "wpseo_noindex_author"

// ChildrenOptionSuffix ends the names of the options where WordPress
// caches a taxonomy's hierarchy: the sitemaps read them all, whatever the
// taxonomy.
const ChildrenOptionSuffix = "_children"

// Watched is what a change source watches beyond whole tables: the post
// meta keys whose rows make their post change, the user meta keys of the
// author sitemap and the options the sitemaps read.
type Watched struct {
	// ListKeys decide whether a post is listed (ListingMetaKeys and the
	// providers' keys); ImageKeys change an entry without deciding it
	// (ImageMetaKeys). A Poller sums them apart, at different paces.
	ListKeys, ImageKeys []string
	UserKeys            []string
	Options             []string // besides every option ending in ChildrenOptionSuffix
}

// WatchFor returns what a change source of the site of table prefix
// watches; extraMetaKeys are the post meta keys other sitemaps (video,
// news) read.
func WatchFor(prefix string, extraMetaKeys []string) Watched {
	w := Watched{ListKeys: slices.Concat(ListingMetaKeys, extraMetaKeys), ImageKeys: slices.Clone(ImageMetaKeys)}
	return w.ForPrefix(prefix)
}

// ForPrefix is w for the site of table prefix: its membership keys
// ({prefix}capabilities) and options ({prefix}user_roles), the same post
// meta keys.
func (w Watched) ForPrefix(prefix string) Watched {
	w.UserKeys = []string{AuthorNoindexKey, prefix + "capabilities", prefix + "user_level"}
	w.Options = SiteOptionNames(prefix)
	return w
}

// PostKey reports whether a post meta row of key k makes its post change.
func (w *Watched) PostKey(k string) bool {
	return slices.Contains(w.ListKeys, k) || slices.Contains(w.ImageKeys, k)
}

// UserKey reports whether a user meta row of key k changes an author.
func (w *Watched) UserKey(k string) bool { return slices.Contains(w.UserKeys, k) }

// Option reports whether the option named so is one the sitemaps read.
func (w *Watched) Option(name string) bool {
	return slices.Contains(w.Options, name) || strings.HasSuffix(name, ChildrenOptionSuffix)
}

// RowChanges is what one written row of table (named without prefix)
// changes: before is nil for an insert, after nil for a delete. A row of
// a table that is not tracked changes nothing; one of a table without
// Columns changes its meaning's flag whatever it holds (both may be nil).
// Post IDs come as single-ID ranges, in Posts, unmerged; the WPML groups
// a translation row names come in Trids, for the source to resolve.
func (w *Watched) RowChanges(table string, before, after Row) Changes {
	t, ok := Tracked(table)
	if !ok {
		return Changes{}
	}
	var ch Changes
	if t.Columns == nil {
		t.Moves.Set(&ch)
		return ch
	}
	update := before != nil && after != nil
	if update && len(t.Ignored) > 0 && onlyChanged(before, after, t.Ignored) {
		return ch
	}
	images := make([]Row, 0, 2)
	for _, r := range []Row{before, after} {
		if r != nil {
			images = append(images, r)
		}
	}
	switch t.Name {
	case "posts":
		for _, r := range images {
			ch.addPost(r, "ID")
			ch.addPost(r, "post_parent")
		}
	case "postmeta":
		for _, r := range images {
			if w.PostKey(r["meta_key"]) {
				// A key renamed to one that matters moves the post it
				// was of, too.
				ch.addPost(images[0], "post_id")
				ch.addPost(r, "post_id")
			}
		}
	case "term_relationships":
		for _, r := range images {
			ch.addPost(r, "object_id")
		}
	case "users":
		ch.Authors = !update || before["user_nicename"] != after["user_nicename"]
	case "usermeta":
		ch.Authors = slices.ContainsFunc(images, func(r Row) bool { return w.UserKey(r["meta_key"]) })
	case "options":
		ch.Options = slices.ContainsFunc(images, func(r Row) bool { return w.Option(r["option_name"]) })
	case "icl_translations":
		translationRows(&ch, images)
	case "icl_languages":
		// A language added or removed, or one whose code, active flag,
		// tag or locale changed; not its names, major or encode_url.
		ch.Languages = !update || changedAny(before, after, t.Columns)
	}
	return ch
}

// translationRows is RowChanges of WPML's icl_translations: a post's row
// moves the post and its group, a term's the terms.
func translationRows(ch *Changes, images []Row) {
	ch.Translations = true
	for _, r := range images {
		typ := r["element_type"]
		switch {
		case strings.HasPrefix(typ, "post_"):
			ch.addPost(r, "element_id")
			if trid, ok := r.Int("trid"); ok {
				ch.Trids = append(ch.Trids, trid)
			}
		case strings.HasPrefix(typ, "tax_"):
			ch.Terms = true
		}
	}
}

// addPost adds the post whose ID is in column col of r, if any.
func (c *Changes) addPost(r Row, col string) {
	if id, ok := r.Int(col); ok && id > 0 {
		c.Posts = append(c.Posts, IDRange{Lo: id, Hi: id})
	}
}

// changedAny reports whether before and after differ in a column named (a
// NULL differs from every value).
func changedAny(before, after Row, names []string) bool {
	for _, n := range names {
		b, hadB := before[n]
		a, hadA := after[n]
		if hadB != hadA || a != b {
			return true
		}
	}
	return false
}

// onlyChanged reports whether before and after differ only in the
// columns named.
func onlyChanged(before, after Row, names []string) bool {
	for k, v := range before {
		if w, ok := after[k]; (!ok || w != v) && !slices.Contains(names, k) {
			return false
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok && !slices.Contains(names, k) {
			return false
		}
	}
	return true
}
