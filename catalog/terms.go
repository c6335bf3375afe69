package catalog

import (
	"context"
	"encoding/gob"
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
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

// taxonomies is the provider of the taxonomy sitemaps: one per listed
// taxonomy, terms in ID order. It learns the terms' lastmods from the
// post-type scan.
type taxonomies struct {
	Defaults
	db     Store
	images Imager
	// ahead orders the folds of the scan's readers (ObserveAhead) into
	// a build's lastmods, which every post type's scan shares.
	ahead sync.Mutex
}

// termLastMods is, per term ID, the newest post_modified_gmt of the
// published posts without password attached to it (Yoast's term lastmod).
type termLastMods map[int64]string

func (p *taxonomies) Kind() string   { return "taxonomies" }
func (p *taxonomies) Format() Format { return URLFormat }

// About implements Provider.
func (p *taxonomies) About(sm *Sitemap) string {
	return fmt.Sprintf("The archive pages of the terms of the taxonomy %q that search engines may index, in ID order.", sm.Name)
}

func (p *taxonomies) lastMods(b *Build) termLastMods {
	m := state[termLastMods](b.Snapshot, p)
	if m == nil {
		m = termLastMods{}
		b.SetState(p, m)
	}
	return m
}

// ObservePosts folds a batch of published posts without password into the
// terms' lastmods, unless the scan did ahead (ObserveAhead).
func (p *taxonomies) ObservePosts(ctx context.Context, b *Build, batch ScannedBatch) error {
	if batch.Ahead || batch.Type.Name == "attachment" {
		return nil
	}
	return foldTermLastMods(ctx, p.db, p.lastMods(b), batch.Posts)
}

// ObserveAhead implements AheadObserver: a term's lastmod is the newest
// of its posts', whatever the order they are seen in, so the scan's
// readers fold their groups as they read them.
func (p *taxonomies) ObserveAhead(b *Build, pt *wp.PostType) func(context.Context, []wp.Post) error {
	if pt.Name == "attachment" {
		return nil
	}
	max := p.lastMods(b)
	return func(ctx context.Context, group []wp.Post) error {
		mine := termLastMods{}
		if err := foldTermLastMods(ctx, p.db, mine, group); err != nil {
			return err
		}
		p.ahead.Lock()
		defer p.ahead.Unlock()
		for tid, m := range mine {
			if m > max[tid] {
				max[tid] = m
			}
		}
		return nil
	}
}

// foldTermLastMods folds posts (published, of a type with terms) into max:
// one query, through term_relationships' primary key, instead of a grouped
// query that reads every post of every term (minutes on a million posts).
// Attachments are candidates through their parent and counted with the
// other types, so they are never folded.
func foldTermLastMods(ctx context.Context, db Store, max termLastMods, posts []wp.Post) error {
	if len(posts) == 0 {
		return nil
	}
	ids := make([]int64, 0, len(posts))
	mod := make(map[int64]string, len(posts))
	for i := range posts {
		post := &posts[i]
		if post.HasPassword {
			continue // Yoast's term lastmod counts posts without password only
		}
		ids = append(ids, post.ID)
		mod[post.ID] = post.ModifiedGMT
	}
	terms, err := db.TermIDsOf(ctx, ids)
	if err != nil {
		return err
	}
	for pid, tids := range terms {
		for _, tid := range tids {
			if m := mod[pid]; m > max[tid] {
				max[tid] = m
			}
		}
	}
	return nil
}

// Prepare adds the posts of the types that were not scanned to the terms'
// lastmods, then pages every listed taxonomy.
func (p *taxonomies) Prepare(ctx context.Context, b *Build) error {
	if err := p.lastModsOfOthers(ctx, b); err != nil {
		return err
	}
	for _, tax := range b.ListedTaxonomies() {
		if err := p.prepare(ctx, b, tax); err != nil {
			return err
		}
	}
	return nil
}

// lastModsOfOthers adds the posts of the types that were not scanned
// (custom types without a sitemap, and so on) to the terms' lastmods.
// Attachments and revisions are left out: WordPress attaches no terms to
// them unless a plugin registers a taxonomy for media, and reaching millions
// of media rows would cost what the scan saves.
func (p *taxonomies) lastModsOfOthers(ctx context.Context, b *Build) error {
	var others []string
	for name := range b.published {
		if _, scanned := b.byName[name]; scanned || name == "attachment" || name == "revision" {
			continue
		}
		others = append(others, name)
	}
	sort.Strings(others)
	lm, err := p.db.TermLastModsOfTypes(ctx, others)
	if err != nil {
		return err
	}
	max := p.lastMods(b)
	for tid, m := range lm {
		if m > max[tid] {
			max[tid] = m
		}
	}
	return nil
}

func (p *taxonomies) loadTermView(ctx context.Context, s *Snapshot, tax *wp.Taxonomy) (*termView, error) {
	terms, err := p.db.Terms(ctx, tax.Name)
	if err != nil {
		return nil, err
	}
	if err := s.Links.PrepareTerms(ctx, tax.Name); err != nil {
		return nil, err
	}
	if s.Site.Multilingual() {
		for i := range terms { // the languages PrepareTerms read
			if ref, ok := s.Links.Term(terms[i].ID); ok {
				terms[i].Lang = ref.Lang
			}
		}
	}
	return newTermView(s, tax, terms, state[termLastMods](s, p)), nil
}

// newTermView is the view of tax over its terms as read, in s.
func newTermView(s *Snapshot, tax *wp.Taxonomy, terms []wp.Term, lastMod termLastMods) *termView {
	v := &termView{tax: tax, terms: terms, lastMod: lastMod, nonEmpty: map[int64]bool{}, links: s.Links.Data()}
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
	return v
}

// decide applies Yoast's term decision; the loc is the term link encoded as
// the sitemap lists it.
func (v *termView) decide(s *Snapshot, t *wp.Term) (string, seo.Reason) {
	ml := s.Site.Languages()
	translated, lang, current := ml.HostLanguage(ml.TranslatedTaxonomy(t.Taxonomy), t.Lang)
	return v.decideOn(s, t, translated, lang, current)
}

// decideOn is decide with the language facts given: this snapshot's
// host's, or the term's own language's host's (alternates).
func (v *termView) decideOn(s *Snapshot, t *wp.Term, translated bool, lang, current string) (string, seo.Reason) {
	link := s.Linker.Term(&t.TermRef, v.links)
	noindex, canonical := s.Site.TermMeta(t.Taxonomy, t.ID)
	if r := seo.TermListed(seo.Term{
		Count: t.Count, HasNonEmpty: v.nonEmpty[t.ID], Hierarchical: v.tax.Hierarchical,
		Noindex: noindex, Canonical: canonical, Link: link,
		HiddenLang: s.Site.Languages().HiddenLanguage(t.Lang),
	}.In(translated, lang, current)); r != seo.Listed {
		return link, r
	}
	return seo.Loc(link)
}

func (p *taxonomies) prepare(ctx context.Context, b *Build, tax *wp.Taxonomy) error {
	s := b.Snapshot
	if len(tax.ObjectTypes) == 0 {
		b.Add(p, tax.Name, []Page{{}}, false, nil)
		return nil
	}
	v, err := p.loadTermView(ctx, s, tax)
	if err != nil {
		return err
	}
	pages, inIndex := p.page(s, v)
	b.Add(p, tax.Name, pages, inIndex, v)
	return nil
}

// page pages the listed terms of a taxonomy.
func (p *taxonomies) page(s *Snapshot, v *termView) ([]Page, bool) {
	pg := &pager{perPage: s.taxPerPage(v.tax.Name)}
	entries := 0
	for i := range v.terms {
		if _, r := v.decide(s, &v.terms[i]); r == seo.Listed {
			pg.add(v.terms[i].ID, v.lastMod[v.terms[i].ID])
			entries++
		}
	}
	return pg.finish(), entries > 0
}

// Entries streams the terms of a page, from the terms and lastmods read
// when the snapshot was prepared (a taxonomy holds thousands of terms, not
// millions).
func (p *taxonomies) Entries(ctx context.Context, q Query, fn func(Entry) error) error {
	s, name, pg, explain := q.Snap, q.Sitemap.Name, q.page(), q.Explain
	v := data[*termView](q.Sitemap)
	if v == nil {
		return nil // a taxonomy of no post type
	}
	var entries []Entry
	var ids []int64
	var locs []string
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
		entries = append(entries, Entry{URL: sitemap.URL{Loc: link, LastMod: lastModTime(v.lastMod[t.ID])}, Type: name, ID: t.ID})
		ids = append(ids, t.ID)
		locs = append(locs, link)
	}
	alts, err := s.termAlternates(ctx, v, ids, locs)
	if err != nil {
		return err
	}
	for i := range alts {
		entries[i].Alternates = alts[i]
	}
	if p.images != nil && len(ids) > 0 {
		desc, err := p.db.TermDescriptions(ctx, ids)
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
			imgs, err := p.images.Fragments(ctx, s, make([]int64, len(htmls)), htmls)
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

// Update raises the terms' lastmods with the posts that changed (a lastmod
// is lowered only by a full rebuild: when the newest post of a term is
// unpublished, the term keeps its date until then), and re-pages the
// taxonomies when a lastmod or a term changed; the terms are read again
// when they changed. A page whose bounds, count and lastmod are unchanged
// keeps its revision unless the terms were read again.
func (p *taxonomies) Update(ctx context.Context, u *Update) error {
	old := state[termLastMods](u.Old, p)
	m := old
	copied := false
	var moved []int64 // the terms whose lastmod was raised
	for _, b := range u.Batches {
		if b.Type.Name == "attachment" {
			continue
		}
		seen := termLastMods{}
		if err := foldTermLastMods(ctx, p.db, seen, b.Posts); err != nil {
			return err
		}
		for tid, mod := range seen {
			if mod > m[tid] {
				if !copied {
					m = make(termLastMods, len(old)+1)
					for k, v := range old {
						m[k] = v
					}
					copied = true
				}
				m[tid] = mod
				moved = append(moved, tid)
			}
		}
	}
	// A post that changed may have changed the terms' counts (WordPress
	// writes them with the post) even when the tracker did not see the
	// term tables move in time: read the terms again after any post change
	// (not after posts decided again, whose rows are as they were).
	// A taxonomy holds thousands of terms, not millions; this is one query
	// per taxonomy.
	reload := u.Terms || len(u.Ranges) > 0 && !u.Redecided
	if !copied && !reload {
		return nil
	}
	u.SetState(p, m)
	for _, sm := range u.Old.Sitemaps {
		v, ok := dataOK[*termView](sm)
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
			keepRevs(sm.Pages, pages, moved...)
		}
		nsm := *sm
		nsm.Pages, nsm.InIndex, nsm.Data = pages, inIndex, &nv
		u.Replace(&nsm)
	}
	return nil
}

func (p *taxonomies) Save(s *Snapshot, enc *gob.Encoder) error {
	return saveLastMods(enc, state[termLastMods](s, p))
}

// Restore takes the terms' lastmods from the file and reads the terms
// (thousands of rows, not millions).
func (p *taxonomies) Restore(ctx context.Context, b *Build, dec *gob.Decoder) error {
	m, err := restoreLastMods(b, dec)
	if err != nil {
		return err
	}
	b.SetState(p, termLastMods(m))
	for _, tax := range b.ListedTaxonomies() {
		if err := p.prepare(ctx, b, tax); err != nil {
			return err
		}
	}
	return nil
}

// Carry keeps the terms' lastmods of Old, raised by the posts scanned
// again (a term's lastmod counts the posts of every type, listed or not),
// and the terms Old read, with their links' ancestors: no option changes a
// term row. Their decisions and links follow the options
// (wpseo_taxonomy_meta, the bases) when paged again. A taxonomy Old did not
// page (newly listed, or of no post type then) is read.
func (p *taxonomies) Carry(ctx context.Context, c *Carry) error {
	old := state[termLastMods](c.Old, p)
	seen := state[termLastMods](c.Snapshot, p)
	m := make(termLastMods, len(old)+len(seen))
	for tid, mod := range old {
		m[tid] = mod
	}
	for tid, mod := range seen {
		if mod > m[tid] {
			m[tid] = mod
		}
	}
	c.SetState(p, m)
	for _, tax := range c.ListedTaxonomies() {
		if v := p.carriedView(c, tax, m); v != nil {
			pages, inIndex := p.page(c.Snapshot, v)
			c.Add(p, tax.Name, pages, inIndex, v)
		} else if err := p.prepare(ctx, c.Build, tax); err != nil {
			return err
		}
		if sm, ok := c.Lookup(tax.Name); ok {
			c.keepListings(sm)
		}
	}
	return nil
}

// carriedView is the view of tax over the terms Old paged for it, with
// their links' ancestors carried to the new link cache; nil when Old did
// not page tax's terms (or its link cache no longer holds them), so that
// they are read.
func (p *taxonomies) carriedView(c *Carry, tax *wp.Taxonomy, lastMod termLastMods) *termView {
	sm, ok := c.Old.Lookup(tax.Name)
	if !ok || sm.Provider != p || len(tax.ObjectTypes) == 0 {
		return nil
	}
	old, ok := dataOK[*termView](sm)
	if !ok || !c.Links.CarryTerms(c.Old.Links, tax.Name) {
		return nil
	}
	return newTermView(c.Snapshot, tax, old.terms, lastMod)
}
