package catalog

import (
	"context"
	"hash/maphash"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/wpsitemap/wpsitemap/images"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// ImageSource is the Imager over the WordPress database: it parses content
// with package images (keeping the parse of each post version, so an
// unchanged post is not parsed twice) and loads the attachments a batch
// needs with two queries.
type ImageSource struct {
	db         Store
	extraHosts []string
	cache      *parseCache // nil: no caching (WPSITEMAP_CACHE=off)

	mu   sync.Mutex
	ext  *images.Extractor
	site *wp.Site
}

// NewImageSource returns an ImageSource. extraHosts are CDN hosts whose
// images are kept (deviations.md 9); cache keeps parsed content per post version.
func NewImageSource(db Store, extraHosts []string, cache bool) *ImageSource {
	s := &ImageSource{db: db, extraHosts: extraHosts}
	if cache {
		s.cache = newParseCache(parseCacheBytes)
	}
	return s
}

func (s *ImageSource) extractor(site *wp.Site) (*images.Extractor, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.site == site && s.ext != nil {
		return s.ext, nil
	}
	ext, err := images.NewExtractor(images.Site{Home: site.Home, UploadsURL: site.UploadsURL, ExtraHosts: s.extraHosts})
	if err != nil {
		return nil, err
	}
	s.ext, s.site = ext, site
	return ext, nil
}

// library is an images.Library over loaded attachments.
type library struct {
	byID     map[int64]images.Attachment
	children map[int64][]images.Attachment
}

func (l *library) Attachment(id int64) (images.Attachment, bool) {
	a, ok := l.byID[id]
	return a, ok
}

func (l *library) Children(parent int64) []images.Attachment { return l.children[parent] }

func (s *ImageSource) load(ctx context.Context, ids, parents []int64) (*library, error) {
	lib := &library{byID: map[int64]images.Attachment{}, children: map[int64][]images.Attachment{}}
	conv := func(a wp.Attachment) images.Attachment {
		return images.Attachment{ID: a.ID, Parent: a.Parent, File: a.File, MimeType: a.MimeType, Status: a.Status, Date: a.Date}
	}
	byID, err := s.db.AttachmentsByID(ctx, dedupeIDs(ids))
	if err != nil {
		return nil, err
	}
	for _, a := range byID {
		lib.byID[a.ID] = conv(a)
	}
	kids, err := s.db.AttachmentChildren(ctx, dedupeIDs(parents))
	if err != nil {
		return nil, err
	}
	for _, a := range kids {
		lib.children[a.Parent] = append(lib.children[a.Parent], conv(a))
	}
	return lib, nil
}

// parse parses p's content, through the cache when keep (the parse is
// kept for p's version: its modification time and a hash of its content).
func (s *ImageSource) parse(p *wp.Post, keep bool) images.Parsed {
	if s.cache == nil || p.ID == 0 || !keep {
		return images.Parse(p.Content)
	}
	key := parseKey{id: p.ID, version: p.ModifiedGMT + "|" + contentKey(p.Content)}
	if parsed, ok := s.cache.get(key); ok {
		return parsed
	}
	parsed := images.Parse(p.Content)
	s.cache.put(key, parsed)
	return parsed
}

// Posts implements Imager.
func (s *ImageSource) Posts(ctx context.Context, snap *Snapshot, posts []wp.Post) (map[int64][]string, error) {
	return s.posts(ctx, snap, posts, true)
}

// PostsOnce implements Imager: the parses bypass the cache.
func (s *ImageSource) PostsOnce(ctx context.Context, snap *Snapshot, posts []wp.Post) (map[int64][]string, error) {
	return s.posts(ctx, snap, posts, false)
}

func (s *ImageSource) posts(ctx context.Context, snap *Snapshot, posts []wp.Post, keep bool) (map[int64][]string, error) {
	ext, err := s.extractor(snap.Site)
	if err != nil {
		return nil, err
	}
	parsed := make([]images.Parsed, len(posts))
	var ids, parents []int64
	for i := range posts {
		p := &posts[i]
		parsed[i] = s.parse(p, keep)
		ids = append(ids, parsed[i].AttachmentIDs()...)
		parents = append(parents, parsed[i].GalleryParents(p.ID)...)
		if p.Thumbnail > 0 {
			ids = append(ids, p.Thumbnail)
		}
	}
	lib, err := s.load(ctx, ids, parents)
	if err != nil {
		return nil, err
	}
	out := make(map[int64][]string, len(posts))
	for i := range posts {
		if urls := imageLocs(ext.Post(posts[i].ID, posts[i].Thumbnail, parsed[i], lib)); len(urls) > 0 {
			out[posts[i].ID] = urls
		}
	}
	return out, nil
}

// Fragments implements Imager.
func (s *ImageSource) Fragments(ctx context.Context, snap *Snapshot, postIDs []int64, html []string) ([][]string, error) {
	ext, err := s.extractor(snap.Site)
	if err != nil {
		return nil, err
	}
	parsed := make([]images.Parsed, len(html))
	var ids, parents []int64
	for i, h := range html {
		parsed[i] = images.Parse(h)
		ids = append(ids, parsed[i].AttachmentIDs()...)
		parents = append(parents, parsed[i].GalleryParents(postIDs[i])...)
	}
	lib, err := s.load(ctx, ids, parents)
	if err != nil {
		return nil, err
	}
	out := make([][]string, len(html))
	for i := range html {
		out[i] = imageLocs(ext.Content(postIDs[i], parsed[i], lib))
	}
	return out, nil
}

// imageLocs turns image URLs into <image:loc> values: encoded as Yoast's
// renderer encodes them, those over 2048 characters dropped, and the
// duplicates that encoding can make ("a b.jpg" and "a%20b.jpg") listed once.
//
// Two URLs are one image when they are equal once encoded and once the
// hex digits of their %XX escapes are upper case (RFC 3986 6.2.2.1: %c3
// and %C3 are the same octet): a file named in raw UTF-8 in one place and
// percent-encoded, in either case, in another is listed once, in the form
// met first.
func imageLocs(urls []string) []string {
	var out, keys []string
	for _, u := range urls {
		loc, r := seo.Loc(u)
		if r != seo.Listed {
			continue
		}
		key := upperEscapes(loc)
		if slices.Contains(keys, key) {
			continue
		}
		out, keys = append(out, loc), append(keys, key)
	}
	return out
}

// upperEscapes returns s with the hex digits of every %XX escape in upper
// case.
func upperEscapes(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' && isHex(b[i+1]) && isHex(b[i+2]) {
			b[i+1], b[i+2] = upperHex(b[i+1]), upperHex(b[i+2])
			i += 2
		}
	}
	return string(b)
}

func isHex(c byte) bool { return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func upperHex(c byte) byte {
	if 'a' <= c && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}

// contentKey is a cheap discriminator added to the modification time, so that
// content changed without a new post_modified_gmt is parsed again. maphash
// runs at memory speed; the seed is per process, as the cache is.
func contentKey(s string) string {
	return strconv.FormatUint(maphash.String(contentSeed, s), 36) + ":" + strconv.Itoa(len(s))
}

var contentSeed = maphash.MakeSeed()

func dedupeIDs(ids []int64) []int64 {
	seen := make(map[int64]bool, len(ids))
	out := make([]int64, 0, len(ids))
	for _, id := range ids {
		if id > 0 && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

type parseKey struct {
	id      int64
	version string
}

// parseCacheBytes bounds the parse cache: about 50,000 posts of blog
// size (one or two images each), or a dozen posts of a thousand images.
// It spares the parse of the unchanged posts of a page that a change makes
// render again; the page cache, not this, spares whole renders.
const parseCacheBytes = 2 << 20

// parseCache is a map of parsed content bounded by its estimated size; when
// full, an arbitrary half is dropped (cheap, and good enough for a cache
// that is refilled page by page). A parse larger than a sixteenth of the
// budget is not kept.
type parseCache struct {
	mu   sync.Mutex
	max  int
	size int
	m    map[parseKey]images.Parsed
}

func newParseCache(maxBytes int) *parseCache {
	return &parseCache{max: maxBytes, m: make(map[parseKey]images.Parsed)}
}

func (c *parseCache) get(k parseKey) (images.Parsed, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.m[k]
	return p, ok
}

func (c *parseCache) put(k parseKey, p images.Parsed) {
	n := entrySize(k, p)
	if n > c.max/16 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.m[k]; ok {
		c.size -= entrySize(k, old)
		delete(c.m, k)
	}
	if c.size+n > c.max {
		for key, old := range c.m { // map order: an arbitrary half goes
			delete(c.m, key)
			c.size -= entrySize(key, old)
			if c.size+n <= c.max/2 {
				break
			}
		}
	}
	c.m[k] = p
	c.size += n
}

// entrySize estimates the bytes one parse cache entry holds.
func entrySize(k parseKey, p images.Parsed) int { return p.Size() + len(k.version) + 40 }
