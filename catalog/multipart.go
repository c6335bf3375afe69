package catalog

import (
	"context"
	"encoding/gob"
	"slices"
	"sort"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// multipart is the provider of multipart-sitemap.xml, the parts 2..N of
// listed posts split with <!--nextpage--> (deviations.md 2), in post ID then
// part order. Pages index into the list of parts kept in the snapshot.
type multipart struct {
	Defaults
	db     Store
	images Imager
}

type partRef struct {
	postID  int64
	part    int
	lastMod string
}

// multipartState is what the provider keeps: the parts listed, and those of
// listed posts left out because their URL is too long.
type multipartState struct {
	parts []partRef
	left  []Excluded
}

func (p *multipart) Kind() string   { return "multipart" }
func (p *multipart) Format() Format { return URLFormat }

// About implements Provider.
func (p *multipart) About(*Sitemap) string {
	return "The second and later pages of posts split into pages with <!--nextpage-->, with their images."
}

// ObservePosts collects the parts of the listed posts of a batch.
func (p *multipart) ObservePosts(_ context.Context, b *Build, batch ScannedBatch) error {
	st := state[*multipartState](b.Snapshot, p)
	if st == nil {
		st = &multipartState{}
		b.SetState(p, st)
	}
	for i := range batch.Posts {
		post := &batch.Posts[i]
		if batch.Reasons[i] != seo.Listed || post.Content == "" {
			continue
		}
		if n := len(wp.Parts(post.Content)); n > 1 {
			mod := seo.LastMod(post.ModifiedGMT, post.DateGMT)
			for part := 2; part <= n; part++ {
				url := b.Linker.PartURL(&post.PostRef, batch.Permalinks[i], part, batch.Links)
				if loc, r := seo.Loc(url); r != seo.Listed {
					st.left = append(st.left, Excluded{Type: MultipartName, ID: post.ID, Loc: loc, Reason: r})
					continue
				}
				st.parts = append(st.parts, partRef{postID: post.ID, part: part, lastMod: mod})
			}
		}
	}
	return nil
}

// Prepare pages the parts collected while the post types were scanned.
func (p *multipart) Prepare(_ context.Context, b *Build) error {
	st := state[*multipartState](b.Snapshot, p)
	if st == nil {
		st = &multipartState{}
	}
	parts := st.parts
	sort.SliceStable(parts, func(i, j int) bool {
		if parts[i].postID != parts[j].postID {
			return parts[i].postID < parts[j].postID
		}
		return parts[i].part < parts[j].part
	})
	pg := &pager{perPage: b.perPage}
	for i, r := range parts {
		pg.add(int64(i+1), r.lastMod) // 1-based positions, so that After 0 means "from the start"
	}
	b.Add(p, MultipartName, pg.finish(), len(parts) > 0, st)
	return nil
}

// Entries streams one page of parts, or all of them (and then explains the
// parts left out).
func (p *multipart) Entries(ctx context.Context, q Query, fn func(Entry) error) error {
	st := data[*multipartState](q.Sitemap)
	if st == nil {
		return nil
	}
	if q.Page > 0 {
		return p.entries(ctx, q.Snap, st.parts, q.page(), fn)
	}
	for _, pg := range q.Sitemap.Pages {
		if err := p.entries(ctx, q.Snap, st.parts, pg, fn); err != nil {
			return err
		}
	}
	if q.Explain != nil {
		for _, x := range st.left {
			q.Explain(x)
		}
	}
	return nil
}

func (p *multipart) entries(ctx context.Context, s *Snapshot, parts []partRef, pg Page, fn func(Entry) error) error {
	lo, hi := int(pg.After), len(parts)
	if pg.Before > 0 && int(pg.Before)-1 < hi {
		hi = int(pg.Before) - 1
	}
	if lo >= hi {
		return nil
	}
	// The parts of a post are consecutive: read and render the page
	// partsPosts posts at a time, so that it holds a few posts' contents
	// and parsed parts, not those of every post of the page (hundreds of
	// long posts: tens of MB at once).
	refs := parts[lo:hi]
	for len(refs) > 0 {
		n, posts := 0, 0
		for n < len(refs) && (posts < partsPosts || refs[n].postID == refs[n-1].postID) {
			if n == 0 || refs[n].postID != refs[n-1].postID {
				posts++
			}
			n++
		}
		if err := p.chunk(ctx, s, refs[:n], fn); err != nil {
			return err
		}
		refs = refs[n:]
	}
	return nil
}

// partsPosts is how many posts' parts a multipart page renders at once (a
// variable for tests).
var partsPosts = 50

// chunk renders the entries of refs, the parts of a few posts.
func (p *multipart) chunk(ctx context.Context, s *Snapshot, refs []partRef, fn func(Entry) error) error {
	var ids []int64
	for i, r := range refs {
		if i == 0 || r.postID != refs[i-1].postID {
			ids = append(ids, r.postID)
		}
	}
	posts, d, err := p.db.PostsByID(ctx, ids, s.Links)
	if err != nil {
		return err
	}
	byID := make(map[int64]*wp.Post, len(posts))
	for i := range posts {
		byID[posts[i].ID] = &posts[i]
	}
	type item struct {
		e    Entry
		html string
	}
	items := make([]item, 0, len(refs))
	for _, r := range refs {
		post := byID[r.postID]
		if post == nil {
			continue // deleted since the snapshot was built
		}
		postParts := wp.Parts(post.Content)
		if r.part > len(postParts) {
			continue
		}
		loc, reason := seo.Loc(s.Linker.PartURL(&post.PostRef, s.Linker.Post(&post.PostRef, d), r.part, d))
		if reason != seo.Listed {
			continue // grown too long since the snapshot was built
		}
		items = append(items, item{
			e: Entry{URL: sitemap.URL{Loc: loc, LastMod: lastModTime(r.lastMod)},
				Type: MultipartName, ID: post.ID, Part: r.part},
			html: postParts[r.part-1],
		})
	}
	if p.images != nil && len(items) > 0 {
		pids := make([]int64, len(items))
		htmls := make([]string, len(items))
		for i, it := range items {
			pids[i], htmls[i] = it.e.ID, it.html
		}
		imgs, err := p.images.Fragments(ctx, s, pids, htmls)
		if err != nil {
			return err
		}
		for i := range items {
			items[i].e.Images = imgs[i]
		}
	}
	for _, it := range items {
		if err := fn(it.e); err != nil {
			return err
		}
	}
	return nil
}

// Update drops the parts of the posts examined again and adds those of the
// listed ones, then re-pages the parts (a few per hundred posts: every page
// gets a new revision when any part changed).
func (p *multipart) Update(_ context.Context, u *Update) error {
	sm, ok := u.Old.Lookup(MultipartName)
	if !ok || sm.Provider != p {
		return nil
	}
	old := data[*multipartState](sm)
	if old == nil {
		old = &multipartState{}
	}
	st := &multipartState{parts: make([]partRef, 0, len(old.parts))}
	changed := false
	for _, r := range old.parts {
		if u.InRanges(r.postID) {
			changed = true
			continue
		}
		st.parts = append(st.parts, r)
	}
	for _, x := range old.left {
		if u.InRanges(x.ID) {
			changed = true
			continue
		}
		st.left = append(st.left, x)
	}
	// ObservePosts collects into a scratch state, never the snapshot's.
	b := &Build{Snapshot: &Snapshot{state: map[Provider]any{p: st}, Linker: u.Linker}}
	for _, batch := range u.Batches {
		if err := p.ObservePosts(context.Background(), b, batch); err != nil {
			return err
		}
	}
	parts := st.parts
	if !changed && len(parts) == len(old.parts) && len(st.left) == len(old.left) {
		return nil
	}
	slices.SortStableFunc(parts, func(a, b partRef) int {
		if a.postID != b.postID {
			return cmpInt(a.postID, b.postID)
		}
		return a.part - b.part
	})
	pg := &pager{perPage: u.perPage}
	for i, r := range parts {
		pg.add(int64(i+1), r.lastMod)
	}
	nsm := *sm
	st.parts = parts
	nsm.Pages, nsm.InIndex, nsm.Data = pg.finish(), len(parts) > 0, st
	u.Replace(&nsm)
	return nil
}

type savedPart struct {
	PostID  int64
	Part    int
	LastMod string
}

func (p *multipart) Save(s *Snapshot, enc *gob.Encoder) error {
	var out []savedPart
	if sm, ok := s.Lookup(MultipartName); ok && sm.Provider == p {
		if st := data[*multipartState](sm); st != nil {
			for _, r := range st.parts {
				out = append(out, savedPart{r.postID, r.part, r.lastMod})
			}
		}
	}
	return enc.Encode(out)
}

func (p *multipart) Restore(ctx context.Context, b *Build, dec *gob.Decoder) error {
	var saved []savedPart
	if err := dec.Decode(&saved); err != nil {
		return errCorrupt(err)
	}
	parts := make([]partRef, len(saved))
	for i, r := range saved {
		parts[i] = partRef{r.PostID, r.Part, r.LastMod}
	}
	// The parts left out for their length (explained only) are not kept in
	// the file: after a restore, --explain omits them until a full build.
	b.SetState(p, &multipartState{parts: parts})
	if err := p.Prepare(ctx, b); err != nil {
		return err
	}
	if sm, ok := b.Lookup(MultipartName); ok {
		b.keepSavedRevs(sm) // cut from the same parts: the same pages
	}
	return nil
}

// Carry keeps the parts of Old but those of the posts whose type was
// scanned again (the scan observed them anew) or is no longer listed.
func (p *multipart) Carry(ctx context.Context, c *Carry) error {
	st := &multipartState{}
	if sm, ok := c.Old.Lookup(MultipartName); ok && sm.Provider == p {
		if old := data[*multipartState](sm); old != nil {
			for _, r := range old.parts {
				if !c.Gone(r.postID) {
					st.parts = append(st.parts, r)
				}
			}
			for _, x := range old.left {
				if !c.Gone(x.ID) {
					st.left = append(st.left, x)
				}
			}
		}
	}
	if seen := state[*multipartState](c.Snapshot, p); seen != nil {
		st.parts = append(st.parts, seen.parts...)
		st.left = append(st.left, seen.left...)
	}
	c.SetState(p, st)
	if err := p.Prepare(ctx, c.Build); err != nil {
		return err
	}
	if sm, ok := c.Lookup(MultipartName); ok && sm.Provider == p && c.unscanned() {
		c.keepListings(sm) // the parts of Old, in the same places
	}
	return nil
}
