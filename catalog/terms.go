package catalog

import (
	"context"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// termView is a taxonomy's terms with the facts the decisions need.
type termView struct {
	tax      *wp.Taxonomy
	terms    []wp.Term
	nonEmpty map[int64]bool // terms with a descendant whose count > 0
	lastMod  map[int64]string
	links    wp.LinkData // ancestors of the taxonomy's terms, for their links
}

func (c *Catalog) loadTermView(ctx context.Context, s *Snapshot, tax *wp.Taxonomy) (*termView, error) {
	terms, err := c.db.Terms(ctx, tax.Name)
	if err != nil {
		return nil, err
	}
	if err := s.Links.PrepareTerms(ctx, c.db, tax.Name); err != nil {
		return nil, err
	}
	v := &termView{tax: tax, terms: terms, lastMod: s.termMax, nonEmpty: map[int64]bool{}, links: s.Links.Data()}
	if tax.Hierarchical {
		parent := make(map[int64]int64, len(terms))
		for _, t := range terms {
			parent[t.ID] = t.Parent
		}
		for _, t := range terms {
			if t.Count <= 0 {
				continue
			}
			seen := map[int64]bool{t.ID: true}
			for p := parent[t.ID]; p != 0 && !seen[p]; p = parent[p] {
				seen[p] = true
				v.nonEmpty[p] = true
			}
		}
	}
	return v, nil
}

// decide applies Yoast's term decision; the loc is the term link encoded as
// the sitemap lists it.
func (v *termView) decide(s *Snapshot, t *wp.Term) (string, seo.Reason) {
	link := s.Linker.Term(&t.TermRef, v.links)
	noindex, canonical := s.Site.TermMeta(t.Taxonomy, t.ID)
	if r := seo.TermListed(seo.Term{
		Count: t.Count, HasNonEmpty: v.nonEmpty[t.ID], Hierarchical: v.tax.Hierarchical,
		Noindex: noindex, Canonical: canonical, Link: link,
	}); r != seo.Listed {
		return link, r
	}
	return seo.Loc(link)
}

func (c *Catalog) prepareTaxonomy(ctx context.Context, s *Snapshot, tax *wp.Taxonomy) error {
	if len(tax.ObjectTypes) == 0 {
		s.addSitemap(tax.Name, Taxonomy, []Page{{}}, false)
		return nil
	}
	v, err := c.loadTermView(ctx, s, tax)
	if err != nil {
		return err
	}
	s.termViews[tax.Name] = v
	pg := &pager{perPage: s.perPage}
	entries := 0
	for i := range v.terms {
		if _, r := v.decide(s, &v.terms[i]); r == seo.Listed {
			pg.add(v.terms[i].ID, v.lastMod[v.terms[i].ID])
			entries++
		}
	}
	s.addSitemap(tax.Name, Taxonomy, pg.finish(), entries > 0)
	return nil
}

func (c *Catalog) termEntries(ctx context.Context, s *Snapshot, name string, pg Page, fn func(Entry) error, explain func(Excluded)) error {
	tax := s.Registry.Taxonomy(name)
	if tax == nil || len(tax.ObjectTypes) == 0 {
		return nil
	}
	// The terms and their lastmods were read when the snapshot was
	// prepared; a taxonomy holds thousands of terms, not millions.
	v := s.termViews[name]
	if v == nil {
		var err error
		if v, err = c.loadTermView(ctx, s, tax); err != nil {
			return err
		}
	}
	var entries []Entry
	var ids []int64
	for i := range v.terms {
		t := &v.terms[i]
		if t.ID <= pg.After || (pg.Before > 0 && t.ID >= pg.Before) {
			continue
		}
		link, r := v.decide(s, t)
		if r != seo.Listed {
			if explain != nil {
				explain(Excluded{Type: name, ID: t.ID, Loc: link, Reason: r})
			}
			continue
		}
		entries = append(entries, Entry{Loc: link, LastMod: v.lastMod[t.ID], Kind: Taxonomy, Type: name, ID: t.ID})
		ids = append(ids, t.ID)
	}
	if c.opts.Images != nil && len(ids) > 0 {
		desc, err := c.db.TermDescriptions(ctx, ids)
		if err != nil {
			return err
		}
		var idx []int
		var htmls []string
		for i, id := range ids {
			if d := desc[id]; d != "" {
				idx = append(idx, i)
				htmls = append(htmls, d)
			}
		}
		if len(htmls) > 0 {
			imgs, err := c.opts.Images.Fragments(ctx, s, make([]int64, len(htmls)), htmls)
			if err != nil {
				return err
			}
			for j, i := range idx {
				entries[i].Images = imgs[j]
			}
		}
	}
	for _, e := range entries {
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}
