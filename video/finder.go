package video

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Finder finds the videos of batches of posts in one WordPress database.
// It holds no state between calls and is safe for concurrent use.
type Finder struct {
	db Reader
}

// Reader is what the finder reads of a WordPress database, in batches (one
// query per kind, never per post). *wpdb.DB implements it.
type Reader interface {
	// PostMeta returns the first row of each of keys, by post ID.
	PostMeta(ctx context.Context, ids []int64, keys []string) (map[int64]map[string]string, error)
	// VideoAttachments returns the video attachments of the parents.
	VideoAttachments(ctx context.Context, parents []int64) ([]wp.Attachment, error)
	// AttachmentsByID returns the attachments of ids that exist.
	AttachmentsByID(ctx context.Context, ids []int64) ([]wp.Attachment, error)
	// PostTermNames returns the names of the posts' terms of taxonomy.
	PostTermNames(ctx context.Context, ids []int64, taxonomy string) (map[int64][]string, error)
	// UsersByID returns the users of ids that exist.
	UsersByID(ctx context.Context, ids []int64) (map[int64]wp.User, error)
	// Excerpts returns the stored excerpts of ids.
	Excerpts(ctx context.Context, ids []int64) (map[int64]string, error)
}

// NewFinder returns a Finder over db.
func NewFinder(db Reader) *Finder { return &Finder{db: db} }

// AuthorLinker builds an author's archive URL (get_author_posts_url), the
// info="" of <video:uploader>. *wp.Linker implements it.
type AuthorLinker interface {
	Author(userID int64, nicename string) string
}

// Result is what Posts found for one batch.
type Result struct {
	// Videos holds, by post ID, the listable videos of the post in the
	// order they were found; posts without one are absent.
	Videos map[int64][]sitemap.Video
	// Skipped holds, by post ID, the videos found but left out, and why.
	Skipped map[int64][]Skipped
	// Corrupt lists the posts whose stored _yoast_wpseo_video_meta could
	// not be read; their content was searched instead. Log each once.
	Corrupt []*MetaError
}

// Skipped is a video found in a post but left out of the sitemap.
type Skipped struct {
	Source  Source
	Service Service
	URL     string // the video as found (embed URL, file URL), else its player or file; may be ""
	Reason  Reason
}

// String is one line for `wpsitemap urls --explain`.
func (s Skipped) String() string {
	u := s.URL
	if u == "" {
		u = "(no URL)"
	}
	return fmt.Sprintf("%s video from %s %s: %s", s.Service, s.Source, u, s.Reason)
}

// Reason says why a found video is left out.
type Reason int

// The reasons a found video is left out.
const (
	// ReasonDisabled: the post's _yoast_wpseo_videositemap-disable is "on".
	ReasonDisabled Reason = iota + 1
	// ReasonNoThumbnail: no thumbnail could be found; Google rejects the
	// video.
	ReasonNoThumbnail
	// ReasonNoPlayer: neither a player nor a content URL (or not a usable
	// absolute URL); Google rejects the video.
	ReasonNoPlayer
)

func (r Reason) String() string {
	switch r {
	case ReasonDisabled:
		return "video sitemap disabled for the post (_yoast_wpseo_videositemap-disable)"
	case ReasonNoThumbnail:
		return "no thumbnail (Google rejects a video without one)"
	case ReasonNoPlayer:
		return "neither a player nor a content URL (Google rejects it)"
	}
	return "reason " + strconv.Itoa(int(r))
}

// postVideos is what one post yields before its related rows are loaded.
type postVideos struct {
	post        *wp.Post
	stored      *Stored
	found       []Found
	attachments map[string]int64 // content URL of a video attachment -> its ID
	meta        map[string]string
}

// Posts finds the videos of posts, which must have been read with their
// content (wp.PostQuery.WithContent) and must all be listed (the caller
// applies the post sitemaps' exclusions first). It reads what the batch
// needs with one query per kind, whatever the number of posts: the Video
// SEO meta and the video attachments of every post, then, for the posts
// that have a video, the attachments' thumbnails, the featured images, the
// tags, the authors and the excerpts. authors may be nil (no uploader
// info). The error is the database's.
//
// Per post: a stored _yoast_wpseo_video_meta, when present, decides alone
// ("none": no video; a video: that one); otherwise (no meta, or meta that
// cannot be read) the video attachments and then Detect's finds in the
// content, deduplicated. With _yoast_wpseo_videositemap-disable "on" every
// video is skipped. Each video then gets:
//
//   - thumbnail_loc: for the first video the -thumbnail override, then the
//     video's own (stored, derived from the ID, poster), then the
//     attachment's featured image for an attachment, then the post's
//     featured image. Relative URLs are resolved against the home URL.
//   - title: the stored title, else the post title; description: the
//     stored description, else the excerpt, else the title (entities
//     decoded, tags dropped from descriptions, cut to the schema's 100 and
//     2048 characters);
//   - duration: for the first video the -duration override when > 0, else
//     the stored one; kept when 1..28800; rating: for the first video the
//     -rating override when 0 < r <= 5; view_count and category as stored;
//   - publication_date: the stored date when valid, else post_date_gmt;
//   - tags: the stored ones when the key is stored, else the post's tags
//     (post_tag, name order), at most 32;
//   - family_friendly: "no" when -not-family-friendly is "on", else "yes";
//   - uploader: the author's display name, info = the author's archive.
//
// A video without thumbnail, or without player and content URL, is
// skipped with its reason.
func (f *Finder) Posts(ctx context.Context, site *wp.Site, authors AuthorLinker, posts []wp.Post) (*Result, error) {
	res := &Result{Videos: map[int64][]sitemap.Video{}, Skipped: map[int64][]Skipped{}}
	if len(posts) == 0 {
		return res, nil
	}
	ids := make([]int64, len(posts))
	for i := range posts {
		ids[i] = posts[i].ID
	}
	meta, err := f.db.PostMeta(ctx, ids, metaKeys)
	if err != nil {
		return nil, err
	}
	atts, err := f.db.VideoAttachments(ctx, ids)
	if err != nil {
		return nil, err
	}
	attsOf := map[int64][]wp.Attachment{}
	for _, a := range atts {
		attsOf[a.Parent] = append(attsOf[a.Parent], a)
	}

	var withVideos []*postVideos
	for i := range posts {
		pv := &postVideos{post: &posts[i], meta: meta[posts[i].ID]}
		f.find(pv, site, attsOf[pv.post.ID], res)
		if len(pv.found) == 0 {
			continue
		}
		if pv.meta[keyDisable] == "on" {
			for _, v := range pv.found {
				res.skip(pv.post.ID, v, ReasonDisabled)
			}
			continue
		}
		withVideos = append(withVideos, pv)
	}
	if len(withVideos) == 0 {
		return res, nil
	}

	rel, err := f.loadRelated(ctx, withVideos)
	if err != nil {
		return nil, err
	}
	for _, pv := range withVideos {
		for i, fv := range pv.found {
			v := rel.video(site, authors, pv, i, fv)
			switch {
			case v.PlayerLoc == "" && v.ContentLoc == "":
				res.skip(pv.post.ID, fv, ReasonNoPlayer)
			case v.ThumbnailLoc == "":
				res.skip(pv.post.ID, fv, ReasonNoThumbnail)
			default:
				res.Videos[pv.post.ID] = append(res.Videos[pv.post.ID], v)
			}
		}
	}
	return res, nil
}

func (r *Result) skip(postID int64, f Found, why Reason) {
	r.Skipped[postID] = append(r.Skipped[postID], Skipped{Source: f.Source, Service: f.Service,
		URL: firstNonEmpty(f.URL, f.PlayerLoc, f.ContentLoc), Reason: why})
}

// find fills pv.found (and pv.stored) from the stored meta or, failing
// that, from the attachments and the content. A self-hosted video whose
// file URL cannot be made absolute is skipped at once.
func (f *Finder) find(pv *postVideos, site *wp.Site, atts []wp.Attachment, res *Result) {
	id := pv.post.ID
	if raw := strings.TrimSpace(pv.meta[keyMeta]); raw != "" {
		st, err := ParseStored(raw)
		if err == nil {
			if st != nil {
				pv.stored = st
				pv.found = []Found{st.found()}
			}
			return
		}
		res.Corrupt = append(res.Corrupt, &MetaError{PostID: id, Err: err})
	}
	var d detector
	for _, a := range atts {
		u := absURL(site.AttachmentURL(a.File), site.HomeURL)
		if u == "" {
			res.skip(id, Found{Source: FromAttachment, Service: SelfHosted, URL: a.File}, ReasonNoPlayer)
			continue
		}
		if pv.attachments == nil {
			pv.attachments = map[string]int64{}
		}
		pv.attachments[u] = a.ID
		d.addFile(FromAttachment, u, "")
	}
	for _, fv := range Detect(pv.post.Content) {
		if fv.Service == SelfHosted {
			if fv.ContentLoc = absURL(fv.ContentLoc, site.HomeURL); fv.ContentLoc == "" {
				res.skip(id, fv, ReasonNoPlayer)
				continue
			}
		}
		d.add(fv)
	}
	pv.found = d.found
}

// related is what the posts with videos need from other rows.
type related struct {
	attThumb map[int64]int64  // video attachment -> its featured image
	files    map[int64]string // attachment -> _wp_attached_file
	tags     map[int64][]string
	users    map[int64]wp.User
	excerpts map[int64]string
}

func (f *Finder) loadRelated(ctx context.Context, pvs []*postVideos) (*related, error) {
	var ids, authors, attIDs, excerptIDs []int64
	for _, pv := range pvs {
		p := pv.post
		ids = append(ids, p.ID)
		authors = append(authors, p.Author)
		for _, a := range pv.attachments {
			attIDs = append(attIDs, a)
		}
		if pv.stored == nil || pv.stored.Description == "" {
			excerptIDs = append(excerptIDs, p.ID)
		}
	}
	rel := &related{attThumb: map[int64]int64{}}
	thumbMeta, err := f.db.PostMeta(ctx, attIDs, []string{"_thumbnail_id"})
	if err != nil {
		return nil, err
	}
	var imageIDs []int64
	for id, kv := range thumbMeta {
		if t, _ := strconv.ParseInt(kv["_thumbnail_id"], 10, 64); t > 0 {
			rel.attThumb[id] = t
			imageIDs = append(imageIDs, t)
		}
	}
	for _, pv := range pvs {
		if pv.post.Thumbnail > 0 {
			imageIDs = append(imageIDs, pv.post.Thumbnail)
		}
	}
	images, err := f.db.AttachmentsByID(ctx, imageIDs)
	if err != nil {
		return nil, err
	}
	rel.files = make(map[int64]string, len(images))
	for _, a := range images {
		rel.files[a.ID] = a.File
	}
	if rel.tags, err = f.db.PostTermNames(ctx, ids, "post_tag"); err != nil {
		return nil, err
	}
	if rel.users, err = f.db.UsersByID(ctx, authors); err != nil {
		return nil, err
	}
	if rel.excerpts, err = f.db.Excerpts(ctx, excerptIDs); err != nil {
		return nil, err
	}
	return rel, nil
}

// video builds the sitemap entry of the i-th video fv of pv.
func (rel *related) video(site *wp.Site, authors AuthorLinker, pv *postVideos, i int, fv Found) sitemap.Video {
	p, st, home := pv.post, pv.stored, site.HomeURL
	if st == nil {
		st = &Stored{}
	}
	v := sitemap.Video{
		PlayerLoc:  absURL(fv.PlayerLoc, home),
		ContentLoc: absURL(fv.ContentLoc, home),
		ViewCount:  max(st.ViewCount, 0),
		Category:   fit(decoded(st.Category), maxCategory),
	}

	// Thumbnail: the override, the video's own, its attachment's, the post's.
	var thumbs []string
	if i == 0 {
		thumbs = append(thumbs, strings.TrimSpace(pv.meta[keyThumbnail]))
	}
	thumbs = append(thumbs, fv.ThumbnailLoc)
	if att, ok := pv.attachments[fv.ContentLoc]; ok && fv.Source == FromAttachment {
		thumbs = append(thumbs, site.AttachmentURL(rel.files[rel.attThumb[att]]))
	}
	if p.Thumbnail > 0 {
		thumbs = append(thumbs, site.AttachmentURL(rel.files[p.Thumbnail]))
	}
	for _, t := range thumbs {
		if v.ThumbnailLoc = absURL(t, home); v.ThumbnailLoc != "" {
			break
		}
	}

	title := decoded(st.Title)
	if title == "" {
		title = decoded(p.Title)
	}
	desc := plain(st.Description)
	if desc == "" {
		desc = plain(rel.excerpts[p.ID])
	}
	if desc == "" {
		desc = title
	}
	v.Title, v.Description = fit(title, maxTitle), fit(desc, maxDescription)

	v.Duration = st.Duration
	if i == 0 {
		if d := phpInt(strings.TrimSpace(pv.meta[keyDuration])); d > 0 {
			v.Duration = int(min(d, 1<<31))
		}
		if r, err := strconv.ParseFloat(strings.TrimSpace(pv.meta[keyRating]), 64); err == nil && r > 0 && r <= 5 {
			v.Rating = r
		}
	}
	if v.Duration < 1 || v.Duration > 28800 {
		v.Duration = 0
	}

	v.PublicationDate = st.PublicationDate
	if v.PublicationDate.IsZero() {
		if t, err := time.Parse(time.DateTime, p.DateGMT); err == nil && t.Year() > 1 {
			v.PublicationDate = t
		}
	}

	tags := st.Tags
	if tags == nil {
		tags = rel.tags[p.ID]
	}
	for _, t := range tags {
		if len(v.Tags) == sitemap.MaxVideoTags {
			break
		}
		if t = decoded(t); t != "" {
			v.Tags = append(v.Tags, fit(t, maxDescription))
		}
	}

	v.FamilyFriendly = "yes"
	if pv.meta[keyNotFamilyFriendly] == "on" {
		v.FamilyFriendly = "no"
	}
	if u, ok := rel.users[p.Author]; ok {
		v.Uploader = fit(decoded(u.DisplayName), maxDescription)
		if v.Uploader == "" {
			v.Uploader = u.Nicename
		}
		if authors != nil {
			v.UploaderInfo = absURL(authors.Author(u.ID, u.Nicename), home)
		}
	}
	return v
}

// absURL resolves a URL found in content or meta as the visitor's browser
// would, against the home URL: "//host/x" takes the home scheme, "/x" the
// home scheme and host; http and https URLs are kept; anything else
// (relative paths, data: and other schemes) gives "". A URL that is not
// valid UTF-8 or holds control characters gives "" too; spaces become %20
// (as esc_url writes them).
func absURL(raw string, home *url.URL) string {
	raw = strings.TrimSpace(raw)
	switch {
	case raw == "":
		return ""
	case strings.HasPrefix(raw, "//"):
		raw = home.Scheme + ":" + raw
	case strings.HasPrefix(raw, "/"):
		raw = home.Scheme + "://" + home.Host + raw
	case hasPrefixFold(raw, "http://"), hasPrefixFold(raw, "https://"):
	default:
		return ""
	}
	if !validURLText(raw) {
		return ""
	}
	raw = strings.ReplaceAll(raw, " ", "%20")
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return raw
}

// validURLText rejects invalid UTF-8, C0 and C1 controls and U+FFFE/U+FFFF.
func validURLText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 || r >= 0x7f && r <= 0x9f || r == 0xFFFE || r == 0xFFFF {
			return false
		}
	}
	return true
}
