package catalog

import (
	"context"

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

func (p *authors) state(s *Snapshot) *authorState {
	st, _ := s.State(p).(*authorState)
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
	if r := seo.AuthorListed(seo.Author{HasPosts: hasPosts, CanEdit: a.CanEdit, Noindex: a.Noindex, HasLevel: a.HasLevel},
		seo.AuthorRulesFor(s.Site.YoastVersion, seo.AuthorsNeedPosts(s.Site))); r != seo.Listed {
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
