package wpdb

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/wpsitemap/wpsitemap/wp"
)

// LinkCache holds, for one data version, what links need and many rows
// share: the category tree, the posts that were needed as parents, and
// authors' nicenames. Its size is bounded by the number of terms, parents
// and authors, never by the number of posts. It is safe for concurrent use.
type LinkCache struct {
	site *wp.Site

	mu         sync.Mutex
	parents    map[int64]*wp.PostRef // nil value: looked up, does not exist
	terms      map[int64]*wp.TermRef
	termsTaxes map[string]bool
	nicenames  map[int64]string
}

// maxParents bounds the parent cache; past it the cache starts over.
const maxParents = 200000

// NewLinkCache returns an empty cache for site.
func NewLinkCache(site *wp.Site) *LinkCache {
	return &LinkCache{site: site, parents: map[int64]*wp.PostRef{}, terms: map[int64]*wp.TermRef{},
		termsTaxes: map[string]bool{}, nicenames: map[int64]string{}}
}

// batchLinks is the LinkData of one batch of rows: the rows themselves and
// their categories, over the shared LinkCache.
type batchLinks struct {
	c       *LinkCache
	rows    map[int64]*wp.PostRef
	cats    map[int64][]int64
	primary map[int64]int64
}

// Post implements LinkData.
func (b *batchLinks) Post(id int64) (*wp.PostRef, bool) {
	if p, ok := b.rows[id]; ok {
		return p, true
	}
	b.c.mu.Lock()
	defer b.c.mu.Unlock()
	p, ok := b.c.parents[id]
	return p, ok && p != nil
}

// Categories implements LinkData.
func (b *batchLinks) Categories(id int64) []int64 { return b.cats[id] }

// PrimaryCategory implements LinkData.
func (b *batchLinks) PrimaryCategory(id int64) int64 { return b.primary[id] }

// Term implements LinkData.
func (b *batchLinks) Term(id int64) (*wp.TermRef, bool) { return b.c.Term(id) }

// Nicename implements LinkData.
func (b *batchLinks) Nicename(id int64) string {
	b.c.mu.Lock()
	defer b.c.mu.Unlock()
	return b.c.nicenames[id]
}

// ForgetPosts drops the posts kept as parents for which changed is true, so
// that links are built from their rows as they are now.
func (c *LinkCache) ForgetPosts(changed func(id int64) bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for id := range c.parents {
		if changed(id) {
			delete(c.parents, id)
		}
	}
}

// ForgetTerms drops every term kept (their slugs or parents changed), so
// that they are read again when next needed.
func (c *LinkCache) ForgetTerms() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.terms = map[int64]*wp.TermRef{}
	c.termsTaxes = map[string]bool{}
}

// ForgetAuthors drops the authors' nicenames kept.
func (c *LinkCache) ForgetAuthors() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nicenames = map[int64]string{}
}

// Term returns a term of a taxonomy prepared with PrepareTerms.
func (c *LinkCache) Term(id int64) (*wp.TermRef, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.terms[id]
	return t, ok
}

// Data returns a LinkData without rows of its own (for term and author
// links, which need only the shared cache).
func (c *LinkCache) Data() wp.LinkData { return &batchLinks{c: c} }

// prepare loads, in a few batched queries, what the links of rows need,
// and returns the batch's LinkData.
func (c *LinkCache) prepare(ctx context.Context, db *DB, rows []wp.Post) (wp.LinkData, error) {
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
	// Ancestors, level by level (a handful of levels at most).
	parents = dedupe(parents)
	for depth := 0; len(parents) > 0 && depth < 32; depth++ {
		loaded, err := db.postRefs(ctx, parents)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		for _, id := range parents {
			if _, ok := c.parents[id]; !ok {
				c.parents[id] = nil // remember misses
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
			wantCats(p) // an attachment's parent post may need %category%
		}
		parents = dedupe(next)
	}
	if needCats {
		if err := c.loadTerms(ctx, db, "category"); err != nil {
			return nil, err
		}
		if err := b.loadCategories(ctx, db, dedupe(catPosts)); err != nil {
			return nil, err
		}
	}
	if needAuthor && len(authors) > 0 {
		if err := c.loadNicenames(ctx, db, dedupe(authors)); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// NewLinks returns an empty link cache for site, for ScanPosts, PostsByID,
// NewsPosts and PrepareTerms of this database.
func (db *DB) NewLinks(site *wp.Site) wp.Links { return NewLinkCache(site) }

// PrepareTerms makes every term of tax available to the cache's LinkData
// (term links need their ancestors).
func (db *DB) PrepareTerms(ctx context.Context, lc wp.Links, tax string) error {
	return cacheOf(lc).loadTerms(ctx, db, tax)
}

// cacheOf returns the LinkCache behind lc, which must come from NewLinks
// or NewLinkCache: a cache of another store holds nothing this one can
// fill, which is a programming error.
func cacheOf(lc wp.Links) *LinkCache {
	c, ok := lc.(*LinkCache)
	if !ok {
		panic(fmt.Sprintf("wpdb: links of type %T, not from wpdb.NewLinks", lc))
	}
	return c
}

func (c *LinkCache) loadTerms(ctx context.Context, db *DB, tax string) error {
	c.mu.Lock()
	done := c.termsTaxes[tax]
	c.mu.Unlock()
	if done {
		return nil
	}
	terms, err := db.Terms(ctx, tax)
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

func (b *batchLinks) loadCategories(ctx context.Context, db *DB, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	q, args, err := sqlxIn(db.q.postCategories, ids)
	if err != nil {
		return err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: post categories: %w", err))
	}
	defer r.Close()
	got := map[int64][]int64{}
	for r.Next() {
		var pid, tid int64
		if err := r.Scan(&pid, &tid); err != nil {
			return unavailable(fmt.Errorf("wp: post categories: %w", err))
		}
		db.rowsRead.Add(1)
		got[pid] = append(got[pid], tid)
	}
	if err := r.Err(); err != nil {
		return unavailable(fmt.Errorf("wp: post categories: %w", err))
	}
	prim, err := db.metaInt(ctx, ids, primaryCategoryKey)
	if err != nil {
		return err
	}
	for _, id := range ids {
		b.cats[id] = got[id]
		if v := prim[id]; v > 0 {
			b.primary[id] = v
		}
	}
	return nil
}

func (c *LinkCache) loadNicenames(ctx context.Context, db *DB, ids []int64) error {
	q, args, err := sqlxIn(db.q.nicenames, ids)
	if err != nil {
		return err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: user nicenames: %w", err))
	}
	defer r.Close()
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, id := range ids {
		c.nicenames[id] = ""
	}
	for r.Next() {
		var id int64
		var n string
		if err := r.Scan(&id, &n); err != nil {
			return unavailable(fmt.Errorf("wp: user nicenames: %w", err))
		}
		db.rowsRead.Add(1)
		c.nicenames[id] = n
	}
	return unavailable(r.Err())
}

// metaInt reads the first value of one meta key for many posts.
func (db *DB) metaInt(ctx context.Context, ids []int64, key string) (map[int64]int64, error) {
	out := map[int64]int64{}
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.q.postMeta, ids, []string{key})
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: post meta %s: %w", key, err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var k, v string
		if err := r.Scan(&id, &k, &v); err != nil {
			return nil, unavailable(fmt.Errorf("wp: post meta %s: %w", key, err))
		}
		db.rowsRead.Add(1)
		if _, ok := out[id]; !ok {
			out[id], _ = strconv.ParseInt(v, 10, 64)
		}
	}
	return out, unavailable(r.Err())
}

func (db *DB) postRefs(ctx context.Context, ids []int64) ([]*wp.PostRef, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	q, args, err := sqlxIn(db.q.postRefs, ids)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
	}
	defer r.Close()
	var out []*wp.PostRef
	for r.Next() {
		p := &wp.PostRef{}
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author); err != nil {
			return nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, p)
	}
	return out, unavailable(r.Err())
}
