package memwp

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/wpsitemap/wpsitemap/wp"
)

// linkCache is wpdb's LinkCache over a Site: for one snapshot, the posts
// met as parents, the terms of the taxonomies prepared and the authors'
// nicenames. It fills itself as wpdb's does, batch by batch, so that what
// a batch's LinkData holds is what it holds over MariaDB.
type linkCache struct {
	site *wp.Site

	mu         sync.Mutex
	parents    map[int64]*wp.PostRef // nil value: looked up, does not exist
	terms      map[int64]*wp.TermRef
	termsTaxes map[string]bool
	nicenames  map[int64]string
}

// maxParents bounds the parent cache, as wpdb's.
const maxParents = 200000

// NewLinks returns an empty link cache for site.
func (s *Site) NewLinks(site *wp.Site) wp.Links {
	return &linkCache{site: site, parents: map[int64]*wp.PostRef{}, terms: map[int64]*wp.TermRef{},
		termsTaxes: map[string]bool{}, nicenames: map[int64]string{}}
}

// cacheOf returns the linkCache behind lc, which must come from NewLinks.
func cacheOf(lc wp.Links) *linkCache {
	c, ok := lc.(*linkCache)
	if !ok {
		panic(fmt.Sprintf("memwp: links of type %T, not from memwp's NewLinks", lc))
	}
	return c
}

type batchLinks struct {
	c       *linkCache
	rows    map[int64]*wp.PostRef
	cats    map[int64][]int64
	primary map[int64]int64
}

func (b *batchLinks) Post(id int64) (*wp.PostRef, bool) {
	if p, ok := b.rows[id]; ok {
		return p, true
	}
	b.c.mu.Lock()
	defer b.c.mu.Unlock()
	p, ok := b.c.parents[id]
	return p, ok && p != nil
}

func (b *batchLinks) Categories(id int64) []int64       { return b.cats[id] }
func (b *batchLinks) PrimaryCategory(id int64) int64    { return b.primary[id] }
func (b *batchLinks) Term(id int64) (*wp.TermRef, bool) { return b.c.term(id) }
func (b *batchLinks) Nicename(id int64) string {
	b.c.mu.Lock()
	defer b.c.mu.Unlock()
	return b.c.nicenames[id]
}

func (c *linkCache) term(id int64) (*wp.TermRef, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.terms[id]
	return t, ok
}

// Data implements wp.Links.
func (c *linkCache) Data() wp.LinkData { return &batchLinks{c: c} }

// ForgetPosts implements wp.Links.
func (c *linkCache) ForgetPosts(changed func(id int64) bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for id := range c.parents {
		if changed(id) {
			delete(c.parents, id)
		}
	}
}

// ForgetTerms implements wp.Links.
func (c *linkCache) ForgetTerms() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.terms = map[int64]*wp.TermRef{}
	c.termsTaxes = map[string]bool{}
}

// ForgetAuthors implements wp.Links.
func (c *linkCache) ForgetAuthors() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nicenames = map[int64]string{}
}

// PrepareTerms makes every term of tax available to links.Data().
func (s *Site) PrepareTerms(ctx context.Context, lc wp.Links, tax string) error {
	return cacheOf(lc).loadTerms(ctx, s, tax)
}

func (c *linkCache) loadTerms(ctx context.Context, s *Site, tax string) error {
	c.mu.Lock()
	done := c.termsTaxes[tax]
	c.mu.Unlock()
	if done {
		return nil
	}
	terms, err := s.Terms(ctx, tax)
	if err != nil {
		return err
	}
	c.mu.Lock()
	for _, t := range terms {
		ref := t.TermRef
		c.terms[t.ID] = &ref
	}
	c.termsTaxes[tax] = true
	c.mu.Unlock()
	return nil
}

// prepare loads what the links of rows need, as wpdb's LinkCache.prepare:
// ancestors level by level (those not in the cache), the categories and
// primary category of the rows and of the parents loaded now, the
// nicenames not yet known. Like wpdb's, it gives no categories to a
// parent that an earlier batch cached, so that under %category% such an
// attachment's parent link takes default_category: kept identical, so
// that the differential test shows when wpdb changes.
func (c *linkCache) prepare(ctx context.Context, s *Site, rows []wp.Post) (wp.LinkData, error) {
	structure := c.site.PermalinkStructure
	needCats := strings.Contains(structure, "%category%")
	needAuthor := strings.Contains(structure, "%author%")
	b := &batchLinks{c: c, rows: make(map[int64]*wp.PostRef, len(rows)), cats: map[int64][]int64{}, primary: map[int64]int64{}}
	for i := range rows {
		b.rows[rows[i].ID] = &rows[i].PostRef
	}
	var parents, catPosts, authors []int64
	wantCats := func(p *wp.PostRef) {
		if needCats && (p.Type == "post" || wp.InternalPostType(p.Type)) {
			catPosts = append(catPosts, p.ID)
		}
	}
	c.mu.Lock()
	if len(c.parents) > maxParents {
		c.parents = map[int64]*wp.PostRef{}
	}
	for i := range rows {
		p := &rows[i].PostRef
		if p.Parent != 0 {
			if _, ok := b.rows[p.Parent]; !ok {
				if _, ok := c.parents[p.Parent]; !ok {
					parents = append(parents, p.Parent)
				}
			}
		}
		wantCats(p)
		if needAuthor {
			if _, ok := c.nicenames[p.Author]; !ok {
				authors = append(authors, p.Author)
			}
		}
	}
	c.mu.Unlock()
	parents = dedupe(parents)
	for depth := 0; len(parents) > 0 && depth < 32; depth++ {
		loaded, err := s.postRefs(ctx, parents)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		for _, id := range parents {
			if _, ok := c.parents[id]; !ok {
				c.parents[id] = nil
			}
		}
		for _, p := range loaded {
			c.parents[p.ID] = p
		}
		var next []int64
		for _, p := range loaded {
			if p.Parent != 0 {
				if _, ok := c.parents[p.Parent]; !ok {
					if _, ok := b.rows[p.Parent]; !ok {
						next = append(next, p.Parent)
					}
				}
			}
			if needAuthor {
				if _, ok := c.nicenames[p.Author]; !ok {
					authors = append(authors, p.Author)
				}
			}
		}
		c.mu.Unlock()
		for _, p := range loaded {
			wantCats(p)
		}
		parents = dedupe(next)
	}
	if needCats {
		if err := c.loadTerms(ctx, s, "category"); err != nil {
			return nil, err
		}
		if err := b.loadCategories(ctx, s, dedupe(catPosts)); err != nil {
			return nil, err
		}
	}
	if needAuthor && len(authors) > 0 {
		if err := c.loadNicenames(ctx, s, dedupe(authors)); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func dedupe(ids []int64) []int64 {
	seen := make(map[int64]bool, len(ids))
	out := ids[:0:0]
	for _, id := range ids {
		if id != 0 && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// postRefs reads the posts of ids that exist (wpdb's postRefs).
func (s *Site) postRefs(ctx context.Context, ids []int64) ([]*wp.PostRef, error) {
	if err := s.rlock(ctx, "posts by id"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var out []*wp.PostRef
	for _, id := range sortedUnique(ids) {
		if r, ok := s.posts[id]; ok {
			ref := postRef(r)
			out = append(out, &ref)
		}
	}
	s.read(len(out))
	return out, nil
}

// loadCategories reads the category term IDs of the posts ids (in
// term_relationships' key order) and their primary category: the first
// _yoast_wpseo_primary_category row, when positive.
func (b *batchLinks) loadCategories(ctx context.Context, s *Site, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	if err := s.rlock(ctx, "post categories"); err != nil {
		return err
	}
	defer s.mu.RUnlock()
	got := map[int64][]int64{}
	for _, p := range s.relationships(idSet(ids), func(tt row) bool { return eqCI(tt["taxonomy"], "category") }) {
		id := p[0].int("object_id")
		got[id] = append(got[id], p[1].int("term_id"))
	}
	prim := map[int64]int64{}
	for _, m := range s.metaOf(idSet(ids), []string{"_yoast_wpseo_primary_category"}) {
		id := m.int("post_id")
		if _, ok := prim[id]; !ok {
			prim[id], _ = parseInt(m["meta_value"])
		}
	}
	for _, id := range ids {
		b.cats[id] = got[id]
		if v := prim[id]; v > 0 {
			b.primary[id] = v
		}
	}
	return nil
}

func (c *linkCache) loadNicenames(ctx context.Context, s *Site, ids []int64) error {
	if err := s.rlock(ctx, "user nicenames"); err != nil {
		return err
	}
	defer s.mu.RUnlock()
	c.mu.Lock()
	defer c.mu.Unlock()
	want := idSet(ids)
	for _, id := range ids {
		c.nicenames[id] = ""
	}
	for _, u := range s.rows("users") {
		if want[u.int("ID")] {
			c.nicenames[u.int("ID")] = u["user_nicename"]
			s.read(1)
		}
	}
	return nil
}
