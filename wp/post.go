package wp

import (
	"context"
	"errors"
	"strconv"
	"strings"
)

// Post is one candidate row of a post-type sitemap, with the meta that
// Yoast's decisions read.
type Post struct {
	PostRef
	Title       string
	DateGMT     string
	ModifiedGMT string
	HasPassword bool
	Content     string // whole content while ScanPosts's fn runs, when asked for or when it has parts
	ContentLen  int64  // bytes of post_content
	Noindex     string // first _yoast_wpseo_meta-robots-noindex row, "" when none
	Canonical   string // first _yoast_wpseo_canonical row
	Thumbnail   int64  // _thumbnail_id

	HasParts bool // post_content holds <!--nextpage-->
	MayVideo bool // post_content holds a VideoMarkers string (asked with VideoContent)
}

// PostQuery selects the candidates of one post type: published, with a real
// date (password-protected ones included, for the author and term lastmods
// that count them or not; the caller decides), for attachments those of a
// published parent without password, with After < ID < Before, in ID order.
type PostQuery struct {
	Type   string
	After  int64 // exclusive lower bound (0: from the start)
	Before int64 // exclusive upper bound (0: no bound)
	// IDs, when set (sorted), selects only the rows of these IDs among
	// those the query selects: many scattered posts examined again read in
	// a few queries instead of one per post.
	IDs         []int64
	WithContent bool
	// VideoContent also returns the content of the posts that may embed a
	// video (VideoMarkers), for the video sitemap's preparation.
	VideoContent bool
	Batch        int // rows per batch (default 500; 1000 for a bounded page)
	// RangeMeta reads the meta of the range (After, Before) concurrently with
	// the rows. Worth it when the type's rows are dense in that ID range;
	// for a sparse type it would read the meta of every other post between.
	RangeMeta bool
	// Hidden selects the opposite set: rows of the type that are not
	// candidates (drafts, private, password, ...), for --explain.
	Hidden bool
	// All selects every row of the type but auto-drafts and trash, for
	// --explain of types that have no sitemap.
	All bool
	// Sparse says the type has few rows among many (pages among a million
	// posts): they are found through the type's index, not the primary key.
	Sparse bool
	// Ahead reads the next batch (its rows, meta and links) on a second
	// connection while fn handles this one: for a long scan whose fn
	// reads the database too (a Build's, which makes the entries). Not
	// with IDs nor Before.
	Ahead bool
	// Pre, with WithContent, is called with each group of rows (with
	// their contents) before fn sees them, and may run ahead of fn on
	// other goroutines, several at once: the work on contents that does
	// not depend on what fn saw before (a Build's images). fn then gets
	// the contents only of the rows that NeedsContent(false); without Pre,
	// of those WithContent says.
	Pre func(ctx context.Context, group []Post) error
}

// Handler returns what a store calls with each group of rows it read,
// and which contents the group must hold (all, as NeedsContent takes it):
// fn with the contents WithContent asks for; with Pre, Pre with every
// content, then fn with those of the rows that NeedsContent(false).
// ErrAheadFull from Pre is no error here: fn follows at once.
func (q PostQuery) Handler(ctx context.Context, fn func([]Post) error) (h func([]Post) error, all bool) {
	if q.Pre == nil || !q.WithContent {
		return fn, q.WithContent
	}
	return func(group []Post) error {
		if err := q.Pre(ctx, group); err != nil && !errors.Is(err, ErrAheadFull) {
			return err
		}
		for i := range group {
			if !group[i].NeedsContent(false) {
				group[i].Content = ""
			}
		}
		return fn(group)
	}, true
}

// ErrAheadFull, returned by a PostQuery's Pre once it handled its group,
// says it holds enough of what it found ahead of fn: the scan stops
// reading ahead in that span, and the rows after the group go through Pre
// and fn as they are read, one batch at a time.
var ErrAheadFull = errors.New("wp: enough found ahead")

// Parts splits post content into its pages as WordPress's setup_postdata
// does; a post without <!--nextpage--> has one part.
func Parts(content string) []string {
	if !strings.Contains(content, "<!--nextpage-->") {
		return []string{content}
	}
	r := strings.NewReplacer("\n<!--nextpage-->\n", "<!--nextpage-->")
	content = r.Replace(content)
	content = strings.ReplaceAll(content, "\n<!--nextpage-->", "<!--nextpage-->")
	content = strings.ReplaceAll(content, "<!--nextpage-->\n", "<!--nextpage-->")
	content = strings.ReplaceAll(content, "<!-- wp:nextpage -->", "")
	content = strings.ReplaceAll(content, "<!-- /wp:nextpage -->", "")
	content = strings.TrimPrefix(content, "<!--nextpage-->")
	return strings.Split(content, "<!--nextpage-->")
}

// Term is one term of a taxonomy.
type Term struct {
	TermRef
	Count int64 // WordPress's stored count of published objects
}

// Author is one user who may have an author archive.
type Author struct {
	ID       int64
	Nicename string
	Noindex  bool // user meta wpseo_noindex_author = 'on'
	CanEdit  bool // holds edit_posts through a role or directly
	// HasLevel: a {prefix}user_level meta whose value is not '0' (the
	// meta_query clause of Yoast before 27.8, compared as WordPress does,
	// by the server).
	HasLevel bool
	// Member: a {prefix}capabilities meta exists, the user belongs to the
	// site. WP_User_Query asks it only on a network (Site.Network).
	Member bool
}

// User is a user's names: user_nicename (for the author link) and
// display_name.
type User struct {
	ID          int64
	Nicename    string
	DisplayName string
}

// The post meta keys a post's entry reads with its row (Yoast's noindex
// and canonical, the featured image, Yoast's primary category).
const (
	NoindexKey         = "_yoast_wpseo_meta-robots-noindex"
	CanonicalKey       = "_yoast_wpseo_canonical"
	ThumbnailKey       = "_thumbnail_id"
	PrimaryCategoryKey = "_yoast_wpseo_primary_category"
)

// PostMetaKeys are the keys a store reads with every post (Post's meta
// fields; the primary category goes to LinkData).
var PostMetaKeys = []string{NoindexKey, CanonicalKey, ThumbnailKey, PrimaryCategoryKey}

// PostMeta is one wp_postmeta row.
type PostMeta struct {
	PostID     int64
	Key, Value string
}

// ApplyPostMeta fills the meta fields of rows from metas, in meta_id order:
// the first row of each key wins, as WPSEO_Meta::get_value reads it. Rows
// of other posts and other keys are ignored.
func ApplyPostMeta(rows []Post, metas []PostMeta) {
	idx := make(map[int64]int, len(rows))
	for i := range rows {
		idx[rows[i].ID] = i
	}
	type seenKey struct {
		id  int64
		key string
	}
	seen := map[seenKey]bool{}
	for _, m := range metas {
		i, ok := idx[m.PostID]
		if !ok || seen[seenKey{m.PostID, m.Key}] {
			continue
		}
		seen[seenKey{m.PostID, m.Key}] = true
		p := &rows[i]
		switch m.Key {
		case NoindexKey:
			p.Noindex = m.Value
		case CanonicalKey:
			p.Canonical = m.Value
		case ThumbnailKey:
			p.Thumbnail, _ = strconv.ParseInt(m.Value, 10, 64)
		}
	}
}

// ContentGroupBytes is the most content bytes one group of ContentGroups
// holds (a few groups make a page of blog-sized posts), unless one post
// is larger.
const ContentGroupBytes = 1 << 20

// NeedsContent reports whether p's content is read with its row: always
// with all, else when it holds <!--nextpage--> or may embed a video.
func (p *Post) NeedsContent(all bool) bool { return all || p.HasParts || p.MayVideo }

// ContentGroups calls fn with consecutive groups of rows whose needed
// content (NeedsContent; ContentLen bytes each) adds up to at most
// ContentGroupBytes, a larger post alone, and bytes, what the group needs.
// A store reads the group's contents, calls fn, and drops them, so that
// the contents held at once stay bounded whatever the posts' sizes.
func ContentGroups(rows []Post, all bool, fn func(group []Post, bytes int64) error) error {
	for lo := 0; lo < len(rows); {
		hi, size := lo, int64(0)
		for hi < len(rows) {
			var n int64
			if rows[hi].NeedsContent(all) {
				n = rows[hi].ContentLen
			}
			if hi > lo && size+n > ContentGroupBytes {
				break
			}
			size += n
			hi++
		}
		if err := fn(rows[lo:hi], size); err != nil {
			return err
		}
		lo = hi
	}
	return nil
}
