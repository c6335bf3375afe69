package catalog

import (
	"context"
	"time"

	"github.com/wpsitemap/wpsitemap/video"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Store is what the catalog reads of one WordPress site. Every read is
// batched (one query per kind of thing, never one per post) and takes the
// caller's context. *wpdb.DB implements it over MariaDB or MySQL;
// internal/memwp implements it over a site held in memory, for fast tests
// of the listing logic.
type Store interface {
	// Prefix names the site's tables ("wp_"); a state file written for
	// another prefix is not restored.
	Prefix() string
	// LoadSite reads the options the sitemaps depend on.
	LoadSite(ctx context.Context) (*wp.Site, error)
	// LoadTypeFacts reads which post types and taxonomies have rows.
	LoadTypeFacts(ctx context.Context) (*wp.TypeFacts, error)
	// NewChangeSource returns the store's own way of finding changes, for
	// the post meta keys of ListingMetaKeys, ImageMetaKeys and metaKeys,
	// with now as its clock.
	NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource

	// NewLinks returns an empty link cache for the reads below, which
	// fill it through the store.
	NewLinks(site *wp.Site) *wp.LinkCache
	// ScanPosts streams the rows q selects, in ID order, in batches with
	// their meta and what their links need; fn must not keep the batch.
	ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error
	// PostsByID reads the posts of ids (any status) with their meta.
	PostsByID(ctx context.Context, ids []int64, links *wp.LinkCache) ([]wp.Post, wp.LinkData, error)
	// MaxModified is the newest post_modified_gmt of the published posts
	// of postType ("" when none).
	MaxModified(ctx context.Context, postType string) (string, error)
	// PostsWithMeta returns, per post that has rows of meta key, their
	// values in meta_id order (through the meta_key index: few posts have
	// a canonical).
	PostsWithMeta(ctx context.Context, key string) (map[int64][]string, error)
	// ChildrenOf returns the IDs of the posts whose parent is in ranges
	// (attachments among them only when attachments is true).
	ChildrenOf(ctx context.Context, ranges []wp.IDRange, attachments bool) ([]int64, error)
	// NewsPosts reads the candidates of a news sitemap.
	NewsPosts(ctx context.Context, q wp.NewsQuery, links *wp.LinkCache) (wp.NewsRows, error)

	// Terms reads every term of tax with its post count and lastmod.
	Terms(ctx context.Context, tax string) ([]wp.Term, error)
	// TermIDsOf returns the term_taxonomy IDs of each post.
	TermIDsOf(ctx context.Context, postIDs []int64) (map[int64][]int64, error)
	// TermLastModsOfTypes returns, per term, the newest post of types.
	TermLastModsOfTypes(ctx context.Context, types []string) (map[int64]string, error)
	// TermDescriptions returns the descriptions of terms (for images).
	TermDescriptions(ctx context.Context, ids []int64) (map[int64]string, error)

	// Authors reads the users that may have an author archive.
	Authors(ctx context.Context, site *wp.Site) ([]wp.Author, error)
	// AuthorsWithPosts reports which of ids have a published post of types.
	AuthorsWithPosts(ctx context.Context, ids []int64, types []string) (map[int64]bool, error)

	// AttachmentChildren returns the attachments whose parents are given.
	AttachmentChildren(ctx context.Context, parents []int64) ([]wp.Attachment, error)
	// video.Reader: AttachmentsByID, post meta, video attachments, term
	// names, users and excerpts, for the images and the video sitemap.
	video.Reader
}
