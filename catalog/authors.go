package catalog

import (
	"context"
	"encoding/gob"
	"maps"
	"slices"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// authorArchiveTypes are the post types whose posts make an author
// eligible (Yoast's wpseo_author_archive_post_types filter default).
var authorArchiveTypes = []string{"post"}

func isAuthorArchiveType(pt string) bool {
	for _, t := range authorArchiveTypes {
		if t == pt {
			return true
		}
	}
	return false
}

// authors is the provider of the author sitemap: users in ID order. It
// learns from the post-type scan which users have published posts of the
// author-archive types, and the newest (deviations.md 8).
type authors struct {
	Defaults
	db Store
}

// authorState is what the author sitemap keeps in a snapshot.
type authorState struct {
	// lastMod is, per user, the newest post_modified_gmt of their published
	// posts of the author-archive types; no entry: no such post.
	lastMod map[int64]string
	listed  []wp.Author // listed authors, in ID order
	all     []wp.Author // every user, for updates
}

func (p *authors) Kind() string   { return "authors" }
func (p *authors) Format() Format { return URLFormat }

// About implements Provider.
func (p *authors) About(*Sitemap) string {
	return "The archive pages of this site's authors that search engines may index."
}

func (p *authors) state(s *Snapshot) *authorState {
	st := state[*authorState](s, p)
	if st == nil {
		st = &authorState{lastMod: map[int64]string{}}
	}
	return st
}

// ObservePosts notes the newest post of each author among the candidates
// of the author-archive types.
func (p *authors) ObservePosts(_ context.Context, b *Build, batch ScannedBatch) error {
	if !isAuthorArchiveType(batch.Type.Name) {
		return nil
	}
	st := p.state(b.Snapshot)
	b.SetState(p, st)
	for i := range batch.Posts {
		post := &batch.Posts[i]
		if m, seen := st.lastMod[post.Author]; !seen || post.ModifiedGMT > m {
			st.lastMod[post.Author] = post.ModifiedGMT
		}
	}
	return nil
}

// decide applies the eligibility of the site's Yoast version; whether the
// author has published posts of the archive types was learnt while
// scanning them. loc is the author archive link as the sitemap lists it.
func (p *authors) decide(s *Snapshot, st *authorState, a *wp.Author) (loc string, r seo.Reason) {
	link := s.Linker.Author(a.ID, a.Nicename)
	_, hasPosts := st.lastMod[a.ID]
	rules := seo.AuthorRulesFor(s.Site.YoastVersion, seo.AuthorsNeedPosts(s.Site))
	rules.NeedMember = s.Site.Network
	if r := seo.AuthorListed(seo.Author{HasPosts: hasPosts, CanEdit: a.CanEdit, Noindex: a.Noindex, HasLevel: a.HasLevel, Member: a.Member}, rules); r != seo.Listed {
		return link, r
	}
	return seo.Loc(link)
}

func (p *authors) Prepare(ctx context.Context, b *Build) error {
	if !seo.AuthorsListed(b.Site) {
		return nil
	}
	users, err := p.db.Authors(ctx, b.Site)
	if err != nil {
		return err
	}
	st := p.state(b.Snapshot)
	b.SetState(p, st)
	st.all = users
	b.Add(p, "author", p.page(b.Snapshot, st), len(st.listed) > 0, nil)
	return nil
}

// page decides every user of st.all and pages the listed ones.
func (p *authors) page(s *Snapshot, st *authorState) []Page {
	pg := &pager{perPage: s.perPage}
	st.listed = nil
	for i := range st.all {
		if _, r := p.decide(s, st, &st.all[i]); r == seo.Listed {
			pg.add(st.all[i].ID, st.lastMod[st.all[i].ID])
			st.listed = append(st.listed, st.all[i])
		}
	}
	return pg.finish()
}

// Entries serves from the listed authors kept in the snapshot; explaining
// needs every user, read again.
func (p *authors) Entries(ctx context.Context, q Query, fn func(Entry) error) error {
	s, pg := q.Snap, q.page()
	st := p.state(s)
	users := st.listed
	if q.Explain != nil {
		var err error
		if users, err = p.db.Authors(ctx, s.Site); err != nil {
			return err
		}
	}
	for i := range users {
		a := &users[i]
		if a.ID <= pg.After || (pg.Before > 0 && a.ID >= pg.Before) {
			continue
		}
		loc, r := p.decide(s, st, a)
		if r != seo.Listed {
			if q.Explain != nil {
				q.Explain(Excluded{Type: "author", ID: a.ID, Loc: loc, Reason: r})
			}
			continue
		}
		e := Entry{URL: sitemap.URL{Loc: loc, LastMod: lastModTime(st.lastMod[a.ID])}, Type: "author", ID: a.ID}
		if err := fn(e); err != nil {
			return err
		}
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
	var moved []int64 // the authors whose lastmod was raised
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
			moved = append(moved, post.Author)
		}
	}
	// A post that left (unpublished, deleted, moved to another author) is
	// in no batch: lastmods are only ever raised above, so check whether
	// the authors who had posts still have one (one index lookup each);
	// posts decided again left nothing.
	if len(u.Ranges) > 0 && !u.Redecided && len(st.lastMod) > 0 {
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
		keepRevs(sm.Pages, pages, moved...)
	}
	nsm := *sm
	nsm.Pages, nsm.InIndex = pages, len(st.listed) > 0
	u.Replace(&nsm)
	return nil
}

func (p *authors) Save(s *Snapshot, enc *gob.Encoder) error {
	return saveLastMods(enc, p.state(s).lastMod)
}

// Restore takes the authors' lastmods from the file and reads the users.
func (p *authors) Restore(ctx context.Context, b *Build, dec *gob.Decoder) error {
	m, err := restoreLastMods(b, dec)
	if err != nil {
		return err
	}
	b.SetState(p, &authorState{lastMod: m})
	return p.Prepare(ctx, b)
}

// Carry decides the users again (their decisions follow Yoast's author
// settings) with the lastmods of Old, or those of the scan when an
// author-archive type was scanned again; none when no such type is listed
// any more (a full build learns them from its scan only). The users are
// those Old read, unless the roles that can edit posts changed (which users
// can edit is read with them) or Old did not read them.
func (p *authors) Carry(ctx context.Context, c *Carry) error {
	archived, scanned := false, false
	for _, pt := range c.ListedPostTypes() {
		if isAuthorArchiveType(pt.Name) {
			archived = true
			scanned = scanned || c.Scanned(pt.Name)
		}
	}
	lastMod := map[int64]string{}
	switch {
	case scanned:
		lastMod = p.state(c.Snapshot).lastMod
	case archived:
		lastMod = maps.Clone(p.state(c.Old).lastMod)
	}
	st := &authorState{lastMod: lastMod}
	c.SetState(p, st)
	if users, ok := p.carriedUsers(c); ok {
		st.all = users
		c.Add(p, "author", p.page(c.Snapshot, st), len(st.listed) > 0, nil)
	} else if err := p.Prepare(ctx, c.Build); err != nil {
		return err
	}
	if sm, ok := c.Lookup("author"); ok && sm.Provider == p {
		c.keepListings(sm)
	}
	return nil
}

// carriedUsers returns the users Old read, when they are as the new
// options would read them: both list authors, and the roles with
// edit_posts (CanEdit's query) are the same.
func (p *authors) carriedUsers(c *Carry) ([]wp.Author, bool) {
	if !seo.AuthorsListed(c.Old.Site) || !seo.AuthorsListed(c.Site) ||
		!slices.Equal(c.Old.Site.RolesWithCap("edit_posts"), c.Site.RolesWithCap("edit_posts")) {
		return nil, false
	}
	if _, ok := c.Old.Lookup("author"); !ok {
		return nil, false
	}
	return p.state(c.Old).all, true
}
