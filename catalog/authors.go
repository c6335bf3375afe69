package catalog

import (
	"context"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// authorArchiveTypes are the post types whose posts make an author
// eligible (Yoast's wpseo_author_archive_post_types filter default).
var authorArchiveTypes = []string{"post"}

func (c *Catalog) authors(ctx context.Context, s *Snapshot) ([]wp.Author, error) {
	return c.db.Authors(ctx, s.Site)
}

// decideAuthor applies Yoast's eligibility; whether the author has published
// posts of the archive types, and the newest, was learnt while scanning them.
// loc is the author archive link as the sitemap lists it.
func decideAuthor(s *Snapshot, a *wp.Author) (loc string, r seo.Reason) {
	link := s.Linker.Author(a.ID, a.Nicename)
	_, hasPosts := s.authorMax[a.ID]
	if r := seo.AuthorListed(seo.Author{HasPosts: hasPosts, CanEdit: a.CanEdit, Noindex: a.Noindex, HasLevel: a.HasLevel},
		seo.AuthorRulesFor(s.Site.YoastVersion, s.Site.AuthorsNeedPosts())); r != seo.Listed {
		return link, r
	}
	return seo.Loc(link)
}

func isAuthorArchiveType(pt string) bool {
	for _, t := range authorArchiveTypes {
		if t == pt {
			return true
		}
	}
	return false
}

func (c *Catalog) prepareAuthors(ctx context.Context, s *Snapshot) error {
	users, err := c.authors(ctx, s)
	if err != nil {
		return err
	}
	pg := &pager{perPage: s.perPage}
	for i := range users {
		if _, r := decideAuthor(s, &users[i]); r == seo.Listed {
			pg.add(users[i].ID, s.authorMax[users[i].ID])
			s.authors = append(s.authors, users[i])
		}
	}
	s.addSitemap("author", Authors, pg.finish(), len(s.authors) > 0)
	return nil
}

func (c *Catalog) authorEntries(ctx context.Context, s *Snapshot, pg Page, fn func(Entry) error, explain func(Excluded)) error {
	// Serving uses the listed authors kept in the snapshot; explaining needs
	// every user, read again.
	users := s.authors
	if explain != nil {
		var err error
		if users, err = c.authors(ctx, s); err != nil {
			return err
		}
	}
	for i := range users {
		a := &users[i]
		if a.ID <= pg.After || (pg.Before > 0 && a.ID >= pg.Before) {
			continue
		}
		loc, r := decideAuthor(s, a)
		if r != seo.Listed {
			if explain != nil {
				explain(Excluded{Type: "author", ID: a.ID, Loc: loc, Reason: r})
			}
			continue
		}
		if err := fn(Entry{Loc: loc, LastMod: s.authorMax[a.ID], Kind: Authors, Type: "author", ID: a.ID}); err != nil {
			return err
		}
	}
	return nil
}
