package wp

import "sort"

// IDRange is a closed range of post IDs, Lo ≤ ID ≤ Hi.
type IDRange struct{ Lo, Hi int64 }

// Changes is what a ChangeSource found moved since its previous poll. Post
// changes are reported as ID ranges to examine again: a range may hold
// rows that did not change (a checksum bucket), never miss one that did.
type Changes struct {
	Posts []IDRange // sorted, disjoint
	Terms bool      // terms or term_taxonomy rows (slugs, parents, counts, descriptions)
	// Unexplained says that wp_posts was written but no changed row was
	// found: an in-place update of a column no index holds (a title, a
	// password, post_modified, the content, a comment count) that came
	// without a revision or a meta write. Only a full read finds what it
	// was; the caller decides when that is worth its cost.
	Unexplained bool
	Authors     bool // users, or the user meta the author sitemap reads
	// Options says that an option the sitemaps read changed: the site's
	// options are read again, and what they change decides what else is
	// (catalog.Catalog.Reread).
	Options bool
	// Everything says that what was known no longer holds: a table was
	// altered, or the source lost track of changes (a new baseline).
	// Every sitemap is built again.
	Everything bool
	// Translations says that WPML's translation rows (icl_translations)
	// moved: the groups and languages a link cache kept are forgotten.
	// The posts whose language or group moved, and the other members of
	// their groups before and after, are in Posts; terms' rows set Terms.
	Translations bool
	// Languages says that WPML's languages (icl_languages) moved: a
	// language activated or deactivated, its tag or default locale
	// changed. Which languages the alternates list, and their hreflang
	// values, follow: the link cache's languages are forgotten and the
	// pages of the translated types get new revisions. Nothing else of
	// the sitemaps hangs on that table.
	Languages bool
	// Trids are WPML translation groups written, which a change source
	// resolves into the posts they hold (Posts) before Poll returns;
	// never set in what Poll returns.
	Trids []int64
}

// Empty reports whether nothing moved.
func (c Changes) Empty() bool {
	return len(c.Posts) == 0 && !c.Terms && !c.Authors && !c.Options && !c.Everything && !c.Translations && !c.Languages && len(c.Trids) == 0
}

// Add merges o into c: every flag set in either, o's post ranges and
// groups appended (the caller merges the ranges, MergeRanges, once it
// added all).
func (c *Changes) Add(o Changes) {
	c.Posts = append(c.Posts, o.Posts...)
	c.Terms = c.Terms || o.Terms
	c.Unexplained = c.Unexplained || o.Unexplained
	c.Authors = c.Authors || o.Authors
	c.Options = c.Options || o.Options
	c.Everything = c.Everything || o.Everything
	c.Translations = c.Translations || o.Translations
	c.Languages = c.Languages || o.Languages
	c.Trids = append(c.Trids, o.Trids...)
}

// ListingMetaKeys are the post meta keys that decide whether a post is
// listed (Yoast's noindex and canonical), and _wp_old_slug, which WordPress
// writes or deletes when a published post's slug changes. Few posts have
// them, so their checksum is cheap.
var ListingMetaKeys = []string{NoindexKey, CanonicalKey, "_wp_old_slug"}

// ImageMetaKeys are the post meta keys that change an entry without
// deciding it: the featured image, the primary category (links with
// %category%), an attachment's file. Half the posts have them, so their
// checksum (in-place updates and deletes) runs at a pace bounded by its
// cost; new rows are seen at once.
var ImageMetaKeys = []string{ThumbnailKey, PrimaryCategoryKey, "_wp_attached_file"}

// MergeRanges sorts ranges and merges those that overlap or touch.
func MergeRanges(rs []IDRange) []IDRange {
	if len(rs) == 0 {
		return nil
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].Lo < rs[j].Lo })
	out := []IDRange{rs[0]}
	for _, r := range rs[1:] {
		last := &out[len(out)-1]
		if r.Lo <= last.Hi+1 {
			last.Hi = max(last.Hi, r.Hi)
			continue
		}
		out = append(out, r)
	}
	return out
}
