package catalog

import (
	"context"
	"fmt"
	"maps"
	"math"
	"slices"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// idPages is, per page of a sitemap, the IDs of the posts it lists (in ID
// order, the entry at the top of page 1 left out) and their lastmods as
// Unix seconds: 12 bytes per listed post, so that a change re-pages only
// the pages whose ID range it touches. Slices are never modified in place
// once a snapshot holds them; a changed page gets new ones.
type idPages struct {
	ids  [][]int64
	mods [][]uint32
}

func (k *idPages) add(page int, id int64, lastMod string) {
	k.pad(page + 1)
	k.ids[page] = append(k.ids[page], id)
	k.mods[page] = append(k.mods[page], modUnix(lastMod))
}

// pad makes sure there are lists for n pages.
func (k *idPages) pad(n int) {
	for len(k.ids) < n {
		k.ids = append(k.ids, nil)
		k.mods = append(k.mods, nil)
	}
}

// modUnix encodes a MySQL GMT datetime ("" or zero: 0).
func modUnix(s string) uint32 {
	t, ok := LastModTime(s)
	if !ok || t.Unix() <= 0 || t.Unix() > math.MaxUint32 {
		return 0
	}
	return uint32(t.Unix())
}

// modString decodes modUnix.
func modString(u uint32) string {
	if u == 0 {
		return ""
	}
	return time.Unix(int64(u), 0).UTC().Format("2006-01-02 15:04:05")
}

// segment is one page being re-paged.
type segment struct {
	ids  []int64
	mods []uint32
	rev  uint64 // 0: changed, gets a new revision
}

// Update re-pages the post-type sitemaps whose ID ranges the change
// touches. Untouched pages keep their lists and revisions; a touched page
// is merged (its old posts outside the ranges, and the listed rows found in
// them now); a page left empty goes, one over the limit splits (the last
// page into a full page and the rest, so that new posts fill pages as a
// full build would; another in halves). Later pages are renumbered, but
// keep their revisions: their documents do not change.
func (p *postTypes) Update(ctx context.Context, u *Update) error {
	for _, sm := range u.Old.Sitemaps {
		td, ok := sm.Data.(*typeData)
		if sm.Provider != p || !ok {
			continue
		}
		var listed []wp.Post
		var candidates []*wp.Post
		for _, b := range u.Batches {
			if b.Type.Name != sm.Name {
				continue
			}
			for i := range b.Posts {
				candidates = append(candidates, &b.Posts[i])
				if b.Reasons[i] == seo.Listed {
					listed = append(listed, b.Posts[i])
				}
			}
		}
		first, err := p.updateFirst(ctx, u, sm, td.first, candidates)
		if err != nil {
			return err
		}
		nsm, changed := repage(u, sm, td, first, listed)
		if changed {
			u.Replace(nsm)
		}
	}
	return nil
}

// updateFirst keeps the entry at the top of page 1 current: the lastmod of
// a home or archive entry is the type's newest post, raised by the posts
// that changed (lowered only by a full rebuild); the front page and the
// posts page are read again when they are among the changed posts.
func (p *postTypes) updateFirst(ctx context.Context, u *Update, sm *Sitemap, first *firstEntry, candidates []*wp.Post) (*firstEntry, error) {
	site := u.Site
	if (site.FrontPageID() > 0 && u.InRanges(site.FrontPageID())) || (site.PostsPageID() > 0 && u.InRanges(site.PostsPageID())) {
		if pt := u.Registry.PostType(sm.Name); pt != nil {
			return p.firstLink(ctx, u.Snapshot, pt, true)
		}
	}
	if first == nil || first.ID != 0 {
		return first, nil
	}
	mod := first.lastMod
	for _, c := range candidates {
		if c.ModifiedGMT > mod {
			mod = c.ModifiedGMT
		}
	}
	if mod == first.lastMod {
		return first, nil
	}
	f := *first
	f.lastMod, f.LastMod = mod, lastModTime(mod)
	return &f, nil
}

// repage merges the listed rows found in the changed ranges into the pages
// of a post-type sitemap; it reports whether anything changed.
func repage(u *Update, sm *Sitemap, td *typeData, first *firstEntry, listed []wp.Post) (*Sitemap, bool) {
	perPage := u.perPage
	changed := first != td.first
	segs := make([]segment, 0, len(sm.Pages)+1)
	j := 0
	for i, pg := range sm.Pages {
		hi := pg.Before - 1
		if pg.Before == 0 {
			hi = math.MaxInt64
		}
		var ids []int64
		var mods []uint32
		if i < len(td.ids) {
			ids, mods = td.ids[i], td.mods[i]
		}
		k := j
		for k < len(listed) && listed[k].ID <= hi {
			k++
		}
		fresh := listed[j:k]
		j = k
		removed := false
		if len(fresh) == 0 {
			for _, id := range ids {
				if u.InRanges(id) {
					removed = true
					break
				}
			}
		}
		if len(fresh) == 0 && !removed && !(i == 0 && first != td.first) {
			segs = append(segs, segment{ids: ids, mods: mods, rev: pg.Rev})
			continue
		}
		changed = true
		var nids []int64
		var nmods []uint32
		a, b := 0, 0
		for a < len(ids) || b < len(fresh) {
			switch {
			case a < len(ids) && u.InRanges(ids[a]):
				a++ // re-examined: present in fresh if still listed
			case b >= len(fresh) || (a < len(ids) && ids[a] < fresh[b].ID):
				nids, nmods = append(nids, ids[a]), append(nmods, mods[a])
				a++
			default:
				nids = append(nids, fresh[b].ID)
				nmods = append(nmods, modUnix(seo.LastMod(fresh[b].ModifiedGMT, fresh[b].DateGMT)))
				b++
			}
		}
		segs = append(segs, segment{ids: nids, mods: nmods})
	}
	if !changed {
		return sm, false
	}
	// Split full pages, drop empty ones (page 1 stays while it has the
	// first entry, or when it is the only one).
	var out []segment
	for i, sg := range segs {
		extra := 0
		if i == 0 && first != nil {
			extra = 1
		}
		n := len(sg.ids) + extra
		switch {
		case n == 0 && (i > 0 || len(segs) > 1):
			continue
		case n <= perPage:
			out = append(out, sg)
		case i == len(segs)-1:
			// The last page: full pages, then the rest.
			cut := perPage - extra
			for len(sg.ids) > cut {
				out = append(out, segment{ids: sg.ids[:cut:cut], mods: sg.mods[:cut:cut]})
				sg = segment{ids: sg.ids[cut:], mods: sg.mods[cut:]}
				cut = perPage
			}
			out = append(out, segment{ids: sg.ids, mods: sg.mods})
		default:
			half := (len(sg.ids) + 1) / 2
			out = append(out, segment{ids: sg.ids[:half:half], mods: sg.mods[:half:half]},
				segment{ids: sg.ids[half:], mods: sg.mods[half:]})
		}
	}
	if len(out) == 0 {
		out = []segment{{}}
	}
	ntd := &typeData{first: first, idPages: &idPages{}}
	pages := make([]Page, len(out))
	total := 0
	var after int64
	for i, sg := range out {
		pg := Page{After: after, Count: len(sg.ids), Rev: sg.rev}
		var max uint32
		for _, m := range sg.mods {
			if m > max {
				max = m
			}
		}
		pg.LastMod = modString(max)
		if i == 0 && first != nil {
			pg.Count++
			if first.lastMod > pg.LastMod {
				pg.LastMod = first.lastMod
			}
		}
		if pg.Rev == 0 {
			pg.Rev = NewRev()
		}
		if len(sg.ids) > 0 {
			after = sg.ids[len(sg.ids)-1]
		}
		if i < len(out)-1 {
			pg.Before = after + 1
		}
		pages[i] = pg
		ntd.ids = append(ntd.ids, sg.ids)
		ntd.mods = append(ntd.mods, sg.mods)
		total += len(sg.ids)
	}
	nsm := *sm
	nsm.Pages = pages
	nsm.Data = ntd
	nsm.InIndex = total > 0 || (first != nil && sm.InIndex)
	return &nsm, true
}

// Apply examines again what ch says changed and returns the next snapshot,
// sharing with old everything the change did not touch (old is not
// modified: its readers go on). It reports whether a provider could not
// follow (a full rebuild is then due). ch.Everything is not for Apply:
// the caller rebuilds (Snapshot.NeedsRebuild).
func (c *Catalog) Apply(ctx context.Context, old *Snapshot, ch wp.Changes) (*Snapshot, bool, error) {
	start := time.Now()
	s := old.copy()
	s.Version = fmt.Sprintf("%s+%d", old.base, c.seq.Add(1))
	s.now = c.opts.Clock() // providers that follow the clock (news) update at it
	u := &Update{Build: &Build{Snapshot: &s}, Old: old, Ranges: ch.Posts, Terms: ch.Terms, Authors: ch.Authors}
	if ch.Terms {
		s.Links.ForgetTerms()
	}
	rows := 0
	if len(u.Ranges) > 0 {
		var err error
		if u.Ranges, err = c.withChildren(ctx, &s, u.Ranges); err != nil {
			return nil, false, err
		}
		for _, pt := range s.ListedPostTypes() {
			for _, r := range u.Ranges {
				q := wp.PostQuery{Type: pt.Name, After: r.Lo - 1, Before: r.Hi + 1, Sparse: s.sparse(pt.Name), Batch: 1000,
					VideoContent: videoContent(c.observers(), &s, pt.Name)}
				err := c.db.ScanPosts(ctx, q, s.Links, func(batch []wp.Post, d wp.LinkData) error {
					sb := ScannedBatch{Type: pt, Posts: slices.Clone(batch), Links: d}
					for i := range sb.Posts {
						link, loc, reason := s.decidePost(&sb.Posts[i], d)
						sb.Permalinks, sb.Locs, sb.Reasons = append(sb.Permalinks, link), append(sb.Locs, loc), append(sb.Reasons, reason)
					}
					rows += len(batch)
					u.Batches = append(u.Batches, sb)
					return nil
				})
				if err != nil {
					return nil, false, err
				}
			}
		}
	}
	stale := false
	for _, p := range c.opts.Providers {
		up, ok := p.(Updater)
		if !ok {
			stale = true
			continue
		}
		if err := up.Update(ctx, u); err != nil {
			return nil, false, fmt.Errorf("catalog: update %s: %w", p.Kind(), err)
		}
	}
	s.setExpiry()
	s.Built = time.Now()
	c.log.Info("sitemaps updated", "version", s.Version, "ranges", len(u.Ranges), "rows", rows,
		"terms", ch.Terms, "authors", ch.Authors, "duration", time.Since(start))
	return &s, stale, nil
}

// observers are the providers that learn from the post-type scan.
func (c *Catalog) observers() []PostObserver {
	var out []PostObserver
	for _, p := range c.opts.Providers {
		if o, ok := p.(PostObserver); ok {
			out = append(out, o)
		}
	}
	return out
}

// withChildren adds the posts whose links or listing hang on a changed
// post (child pages, attachments), level by level, and forgets the changed
// posts the link cache holds as parents.
func (c *Catalog) withChildren(ctx context.Context, s *Snapshot, ranges []wp.IDRange) ([]wp.IDRange, error) {
	s.Links.ForgetPosts(func(id int64) bool { return inRanges(ranges, id) })
	level := ranges
	all := slices.Clone(ranges)
	for depth := 0; depth < 8 && len(level) > 0; depth++ {
		_, attachments := s.byName["attachment"]
		kids, err := c.db.ChildrenOf(ctx, level, attachments)
		if err != nil {
			return nil, err
		}
		level = level[:0:0]
		for _, id := range kids {
			if !inRanges(all, id) {
				level = append(level, wp.IDRange{Lo: id, Hi: id})
			}
		}
		s.Links.ForgetPosts(func(id int64) bool { return inRanges(level, id) })
		all = wp.MergeRanges(append(all, level...))
	}
	return all, nil
}

func inRanges(rs []wp.IDRange, id int64) bool {
	u := Update{Ranges: rs}
	return u.InRanges(id)
}

// keepRevs gives the pages of a re-paged sitemap the revisions of the old
// pages they equal (same bounds, count and lastmod), when the objects they
// list were not read again.
func keepRevs(old, pages []Page) {
	for i := range pages {
		if i < len(old) {
			o := old[i]
			if o.After == pages[i].After && o.Before == pages[i].Before && o.Count == pages[i].Count && o.LastMod == pages[i].LastMod {
				pages[i].Rev = o.Rev
			}
		}
	}
}

// Update raises the terms' lastmods with the posts that changed (a lastmod
// is lowered only by a full rebuild: when the newest post of a term is
// unpublished, the term keeps its date until then), and re-pages the
// taxonomies when a lastmod or a term changed; the terms are read again
// when they changed. A page whose bounds, count and lastmod are unchanged
// keeps its revision unless the terms were read again.
func (p *taxonomies) Update(ctx context.Context, u *Update) error {
	old, _ := u.Old.State(p).(termLastMods)
	m := old
	copied := false
	for _, b := range u.Batches {
		if b.Type.Name == "attachment" {
			continue
		}
		var ids []int64
		mod := map[int64]string{}
		for i := range b.Posts {
			if !b.Posts[i].HasPassword {
				ids = append(ids, b.Posts[i].ID)
				mod[b.Posts[i].ID] = b.Posts[i].ModifiedGMT
			}
		}
		terms, err := p.db.TermIDsOf(ctx, ids)
		if err != nil {
			return err
		}
		for pid, tids := range terms {
			for _, tid := range tids {
				if mod[pid] > m[tid] {
					if !copied {
						m = make(termLastMods, len(old)+1)
						for k, v := range old {
							m[k] = v
						}
						copied = true
					}
					m[tid] = mod[pid]
				}
			}
		}
	}
	// A post that changed may have changed the terms' counts (WordPress
	// writes them with the post) even when the tracker did not see the
	// term tables move in time: read the terms again after any post change.
	// A taxonomy holds thousands of terms, not millions; this is one query
	// per taxonomy.
	reload := u.Terms || len(u.Ranges) > 0
	if !copied && !reload {
		return nil
	}
	u.SetState(p, m)
	for _, sm := range u.Old.Sitemaps {
		v, ok := sm.Data.(*termView)
		if sm.Provider != p || !ok {
			continue
		}
		nv := *v
		same := !reload
		if reload {
			fresh, err := p.loadTermView(ctx, u.Snapshot, v.tax)
			if err != nil {
				return err
			}
			// Terms and counts as they were (the usual case for a post
			// change): the pages keep their revisions, so their cached
			// copies stay good.
			same = !u.Terms && slices.Equal(v.terms, fresh.terms)
			nv = *fresh
		}
		nv.lastMod = m
		pages, inIndex := p.page(u.Snapshot, &nv)
		if same {
			keepRevs(sm.Pages, pages)
		}
		nsm := *sm
		nsm.Pages, nsm.InIndex, nsm.Data = pages, inIndex, &nv
		u.Replace(&nsm)
	}
	return nil
}

// Update raises the authors' lastmods with the changed posts of the
// author-archive types (as for terms, lowered only by a full rebuild; an
// author whose last post is unpublished stays listed until then), reads
// the users again when they or their meta changed, and re-pages.
func (p *authors) Update(ctx context.Context, u *Update) error {
	old := p.state(u.Old)
	st := &authorState{lastMod: old.lastMod, all: old.all}
	copied := false
	for _, b := range u.Batches {
		if !isAuthorArchiveType(b.Type.Name) {
			continue
		}
		for i := range b.Posts {
			post := &b.Posts[i]
			if m, seen := st.lastMod[post.Author]; seen && post.ModifiedGMT <= m {
				continue
			}
			if !copied {
				st.lastMod = make(map[int64]string, len(old.lastMod)+1)
				for k, v := range old.lastMod {
					st.lastMod[k] = v
				}
				copied = true
			}
			st.lastMod[post.Author] = post.ModifiedGMT
		}
	}
	// A post that left (unpublished, deleted, moved to another author) is
	// in no batch: lastmods are only ever raised above, so check whether
	// the authors who had posts still have one (one index lookup each).
	if len(u.Ranges) > 0 && len(st.lastMod) > 0 {
		ids := make([]int64, 0, len(st.lastMod))
		for id := range st.lastMod {
			ids = append(ids, id)
		}
		has, err := p.db.AuthorsWithPosts(ctx, ids, authorArchiveTypes)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if has[id] {
				continue
			}
			if !copied {
				st.lastMod = maps.Clone(old.lastMod)
				copied = true
			}
			delete(st.lastMod, id)
		}
	}
	if !copied && !u.Authors {
		return nil
	}
	u.SetState(p, st)
	sm, ok := u.Old.Lookup("author")
	if !ok || sm.Provider != p {
		return nil
	}
	if u.Authors {
		u.Links.ForgetAuthors()
		users, err := p.db.Authors(ctx, u.Site)
		if err != nil {
			return err
		}
		st.all = users
	}
	pages := p.page(u.Snapshot, st)
	if !u.Authors {
		keepRevs(sm.Pages, pages)
	}
	nsm := *sm
	nsm.Pages, nsm.InIndex = pages, len(st.listed) > 0
	u.Replace(&nsm)
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
	old, _ := sm.Data.(*multipartState)
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

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
