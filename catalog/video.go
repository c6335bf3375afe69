package catalog

import (
	"context"
	"encoding/gob"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"slices"
	"sync"

	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/video"
	"github.com/wpsitemap/wpsitemap/wp"
)

// videos is the provider of the video sitemap (yoast-behavior.md §9):
// video-sitemap.xml (yoast-video-sitemap.xml when a post type is named
// video), one <url> per listed post of the video post types that holds a
// video Google accepts, in post ID order, paged like the others. It learns
// which posts hold videos from the post-type scan, which returns the
// content of the posts that may embed one (wp.VideoMarkers); the entries
// are read again, with their videos, when a page is served.
type videos struct {
	Defaults
	db     Store
	finder *video.Finder
	log    *slog.Logger
	mode   string // "auto" (on when Video SEO's wpseo_video option exists), "on" or "off"

	mu      sync.Mutex
	corrupt map[int64]bool // posts whose corrupt video meta was logged
}

// NewVideoProvider returns the provider of the video sitemap; mode is
// "auto" (on when Yoast Video SEO's wpseo_video option exists, as Yoast
// serves one only with Video SEO), "on" or "off".
func NewVideoProvider(db Store, log *slog.Logger, mode string) Provider {
	if log == nil {
		log = slog.Default()
	}
	return &videos{db: db, finder: video.NewFinder(db), log: log, mode: mode, corrupt: map[int64]bool{}}
}

func (p *videos) enabled(site *wp.Site) bool {
	switch p.mode {
	case "on":
		return true
	case "off":
		return false
	}
	return site.VideoSEO
}

// videoState is what the provider keeps in a snapshot.
type videoState struct {
	types map[string]bool // the video post types
	refs  []videoRef      // posts with a listable video, in ID order once prepared
}

type videoRef struct {
	postID  int64
	lastMod string
}

// VideoFormat is the <urlset> of Google video sitemaps.
var VideoFormat = Format{Stylesheet: "video-sitemap.xsl",
	Open: func(w io.Writer, href string) (DocWriter, error) {
		v, err := sitemap.NewVideoSet(w, href)
		return videoWriter{v}, err
	},
	View: func(w io.Writer, h htmlview.Head) (DocWriter, error) {
		v, err := htmlview.NewVideoSet(w, h)
		return videoView{v}, err
	},
}

type videoView struct{ *htmlview.VideoSet }

// Write shows the videos of a video entry, a row each.
func (v videoView) Write(e Entry) error {
	videos, _ := e.Extra.([]sitemap.Video)
	return v.VideoSet.Write(sitemap.VideoURL{Loc: e.Loc, Videos: videos})
}

type videoWriter struct{ *sitemap.VideoSet }

// Write writes the videos of a video entry (Entry.Extra, a
// []sitemap.Video).
func (v videoWriter) Write(e Entry) error {
	videos, _ := e.Extra.([]sitemap.Video)
	return v.VideoSet.Write(sitemap.VideoURL{Loc: e.Loc, Videos: videos})
}

func (p *videos) Kind() string   { return "video" }
func (p *videos) Format() Format { return VideoFormat }

// About implements Provider.
func (p *videos) About(*Sitemap) string {
	return "The pages of this site that show videos, one row per video, with what search engines are told of each."
}

// MetaKeys are Video SEO's post meta: an in-place change of any of
// them changes the post's videos.
func (p *videos) MetaKeys() []string {
	return []string{"_yoast_wpseo_video_meta", "_yoast_wpseo_videositemap-disable", "_yoast_wpseo_videositemap-thumbnail",
		"_yoast_wpseo_videositemap-duration", "_yoast_wpseo_videositemap-rating", "_yoast_wpseo_videositemap-not-family-friendly"}
}

// state returns the provider's state in a snapshot under construction,
// creating it with the video post types (Video SEO's videositemap_posttypes
// among the post types that have a sitemap). Serving reads the state from
// Sitemap.Data instead, never writing the snapshot.
func (p *videos) state(s *Snapshot) *videoState {
	if st := state[*videoState](s, p); st != nil {
		return st
	}
	var listed []string
	for _, pt := range s.ListedPostTypes() {
		listed = append(listed, pt.Name)
	}
	st := &videoState{types: map[string]bool{}}
	if p.enabled(s.Site) {
		for _, pt := range video.NewSettings(s.Site).PostTypes(listed) {
			st.types[pt] = true
		}
	}
	s.state[p] = st
	return st
}

// WantsContent says the post-type scan must return the content of the
// posts of postType that may embed a video.
func (p *videos) WantsContent(s *Snapshot, postType string) bool {
	return p.state(s).types[postType]
}

// name is the sitemap's name: yoast-video when a post type is named video.
func (p *videos) name(s *Snapshot) string {
	var names []string
	for _, pt := range s.Registry.AllPostTypes() {
		names = append(names, pt.Name)
	}
	return video.BaseName(names)
}

// find runs the Finder on the listed posts and logs corrupt meta once per
// post.
func (p *videos) find(ctx context.Context, s *Snapshot, posts []wp.Post) (*video.Result, error) {
	res, err := p.finder.Posts(ctx, s.Site, s.Linker, posts)
	if err != nil {
		return nil, err
	}
	for _, me := range res.Corrupt {
		p.mu.Lock()
		seen := p.corrupt[me.PostID]
		p.corrupt[me.PostID] = true
		p.mu.Unlock()
		if !seen {
			p.log.Warn("corrupt video meta treated as absent", "post", me.PostID, "err", me.Err)
		}
	}
	return res, nil
}

// ObservePosts notes the listed posts of the video types that hold a
// listable video.
func (p *videos) ObservePosts(ctx context.Context, b *Build, batch ScannedBatch) error {
	st := p.state(b.Snapshot)
	refs, err := p.scan(ctx, b.Snapshot, st, batch)
	st.refs = append(st.refs, refs...)
	return err
}

func (p *videos) scan(ctx context.Context, s *Snapshot, st *videoState, batch ScannedBatch) ([]videoRef, error) {
	if !st.types[batch.Type.Name] {
		return nil, nil
	}
	var listed []wp.Post
	for i := range batch.Posts {
		if batch.Reasons[i] == seo.Listed {
			listed = append(listed, batch.Posts[i])
		}
	}
	if len(listed) == 0 {
		return nil, nil
	}
	res, err := p.find(ctx, s, listed)
	if err != nil {
		return nil, err
	}
	var refs []videoRef
	for i := range listed {
		if len(res.Videos[listed[i].ID]) > 0 {
			refs = append(refs, videoRef{postID: listed[i].ID, lastMod: seo.LastMod(listed[i].ModifiedGMT, listed[i].DateGMT)})
		}
	}
	return refs, nil
}

// Prepare pages the posts with videos found by the scan.
func (p *videos) Prepare(_ context.Context, b *Build) error {
	if !p.enabled(b.Site) {
		return nil
	}
	p.add(b, p.state(b.Snapshot))
	return nil
}

func (p *videos) add(b *Build, st *videoState) {
	b.Add(p, p.name(b.Snapshot), p.pages(b.Snapshot, st), len(st.refs) > 0, st)
}

// pages sorts the posts with videos and pages them by ID.
func (p *videos) pages(s *Snapshot, st *videoState) []Page {
	slices.SortFunc(st.refs, func(a, b videoRef) int { return cmpInt(a.postID, b.postID) })
	pg := &pager{perPage: s.perPage}
	for _, r := range st.refs {
		pg.add(r.postID, r.lastMod)
	}
	return pg.finish()
}

// Update drops the posts examined again and adds those that hold videos
// now, then re-pages.
func (p *videos) Update(ctx context.Context, u *Update) error {
	old := p.state(u.Old)
	sm, ok := u.Old.Lookup(p.name(u.Old))
	if !ok || sm.Provider != p {
		return nil
	}
	st := &videoState{types: old.types}
	for _, r := range old.refs {
		if !u.InRanges(r.postID) {
			st.refs = append(st.refs, r)
		}
	}
	for _, batch := range u.Batches {
		refs, err := p.scan(ctx, u.Snapshot, st, batch)
		if err != nil {
			return err
		}
		st.refs = append(st.refs, refs...)
	}
	u.SetState(p, st)
	nsm := *sm
	nsm.Pages, nsm.InIndex, nsm.Data = p.pages(u.Snapshot, st), len(st.refs) > 0, st
	u.Replace(&nsm)
	return nil
}

// Entries streams a page of posts with their videos, read again; for the
// whole sitemap with Explain, it searches every listed post of the video
// types and also reports the videos left out, and why.
func (p *videos) Entries(ctx context.Context, q Query, fn func(Entry) error) error {
	s := q.Snap
	st := data[*videoState](q.Sitemap)
	if st == nil {
		return nil
	}
	if q.Page == 0 && q.Explain != nil {
		return p.explain(ctx, q, st, fn)
	}
	pages := q.Sitemap.Pages
	if q.Page > 0 {
		pages = []Page{q.page()}
	}
	for _, pg := range pages {
		var ids []int64
		for _, r := range st.refs {
			if r.postID > pg.After && (pg.Before == 0 || r.postID < pg.Before) {
				ids = append(ids, r.postID)
			}
		}
		if len(ids) == 0 {
			continue
		}
		posts, d, err := p.db.PostsByID(ctx, ids, s.Links)
		if err != nil {
			return err
		}
		slices.SortFunc(posts, func(a, b wp.Post) int { return cmpInt(a.ID, b.ID) })
		if err := p.emit(ctx, s, st, q.Sitemap.Name, posts, d, fn, nil); err != nil {
			return err
		}
	}
	return nil
}

// emit decides posts again (they may have changed since the snapshot),
// finds their videos and streams the posts that have one.
func (p *videos) emit(ctx context.Context, s *Snapshot, st *videoState, name string, posts []wp.Post, d wp.LinkData, fn func(Entry) error, explain func(Excluded)) error {
	var listed []wp.Post
	var locs []string
	for i := range posts {
		if !st.types[posts[i].Type] {
			continue
		}
		_, loc, reason := s.decidePost(&posts[i], d)
		if reason != seo.Listed {
			continue
		}
		listed = append(listed, posts[i])
		locs = append(locs, loc)
	}
	if len(listed) == 0 {
		return nil
	}
	res, err := p.find(ctx, s, listed)
	if err != nil {
		return err
	}
	for i := range listed {
		id := listed[i].ID
		if explain != nil {
			for _, sk := range res.Skipped[id] {
				explain(Excluded{Type: name, ID: id, Loc: locs[i], Reason: seo.Reason("video left out: " + sk.String())})
			}
		}
		if len(res.Videos[id]) == 0 {
			continue
		}
		e := Entry{URL: sitemap.URL{Loc: locs[i], LastMod: lastModTime(seo.LastMod(listed[i].ModifiedGMT, listed[i].DateGMT))},
			Extra: res.Videos[id], Type: name, ID: id}
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}

func (p *videos) explain(ctx context.Context, q Query, st *videoState, fn func(Entry) error) error {
	s := q.Snap
	for _, pt := range s.ListedPostTypes() {
		if !st.types[pt.Name] {
			continue
		}
		err := p.db.ScanPosts(ctx, wp.PostQuery{Type: pt.Name, VideoContent: true, Sparse: s.sparse(pt.Name)}, s.Links,
			func(batch []wp.Post, d wp.LinkData) error {
				return p.emit(ctx, s, st, q.Sitemap.Name, batch, d, fn, q.Explain)
			})
		if err != nil {
			return err
		}
	}
	return nil
}

type savedVideoRef struct {
	PostID  int64
	LastMod string
}

// Save keeps the posts that hold videos.
func (p *videos) Save(s *Snapshot, enc *gob.Encoder) error {
	var out []savedVideoRef
	for _, r := range p.state(s).refs {
		out = append(out, savedVideoRef{r.postID, r.lastMod})
	}
	return enc.Encode(out)
}

// Restore pages the posts kept by Save.
func (p *videos) Restore(ctx context.Context, b *Build, dec *gob.Decoder) error {
	var saved []savedVideoRef
	if err := dec.Decode(&saved); err != nil {
		return errCorrupt(err)
	}
	st := p.state(b.Snapshot)
	for _, r := range saved {
		st.refs = append(st.refs, videoRef{r.PostID, r.LastMod})
	}
	return p.Prepare(ctx, b)
}

// Carry keeps the posts with videos of Old but those whose type was
// scanned again (observed anew) or is no longer listed. When the post
// types whose videos are looked for changed (Video SEO's settings, or a
// type listed or not), the posts of the others were never read for
// videos: ErrStaleState.
func (p *videos) Carry(ctx context.Context, c *Carry) error {
	st, old := p.state(c.Snapshot), p.state(c.Old)
	if !maps.Equal(st.types, old.types) {
		return fmt.Errorf("%w: the post types with videos changed", ErrStaleState)
	}
	for _, r := range old.refs {
		if !c.Gone(r.postID) {
			st.refs = append(st.refs, r)
		}
	}
	if err := p.Prepare(ctx, c.Build); err != nil {
		return err
	}
	if sm, ok := c.Lookup(p.name(c.Snapshot)); ok && sm.Provider == p && c.unscanned() {
		c.keepListings(sm) // the posts of Old with videos, in the same places
	}
	return nil
}
