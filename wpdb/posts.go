package wpdb

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/wpsitemap/wpsitemap/wp"
)

// ScanPosts streams the rows selected by q in batches. For every batch it
// loads the batch's meta and whatever permalinks need (parents, categories,
// nicenames) with one query each, then calls fn, in groups when contents are
// read (see withContent). fn must not keep the slice nor the contents.
func (db *DB) ScanPosts(ctx context.Context, q wp.PostQuery, lc wp.Links, fn func([]wp.Post, wp.LinkData) error) error {
	links := cacheOf(lc)
	batch := q.Batch
	if batch <= 0 {
		batch = 500
		if q.Before > 0 {
			batch = 1000 // a page of the default size in one batch
		}
	}
	before := q.Before
	if before <= 0 {
		before = math.MaxInt64
	}
	sqlText := db.q.postsPage
	switch {
	case q.Hidden:
		sqlText = db.q.hiddenPage
	case q.All:
		sqlText = db.q.allPage
	case q.Type == "attachment":
		sqlText = db.q.attachmentsPage
	case q.Sparse:
		sqlText = db.q.postsPageSparse
	}
	after := q.After
	rows := make([]wp.Post, 0, min(batch, 1024))
	for first := true; ; first = false {
		rows = rows[:0]
		var metas []metaRow
		var metaErr error
		rangeMeta := first && q.RangeMeta && q.Before > 0
		if rangeMeta {
			// A bounded range (one sitemap page): read its meta by ID range
			// at the same time as the rows, on a second connection.
			done := make(chan struct{})
			go func() {
				defer close(done)
				q, args, err := sqlxIn(db.q.postMetaRange, after, before, entryMetaKeys)
				if err != nil {
					metaErr = err
					return
				}
				metas, metaErr = db.fetchMeta(ctx, q, args)
			}()
			err := db.scanPostBatch(ctx, sqlText, q, after, before, batch, &rows)
			<-done
			if err != nil {
				return err
			}
			if metaErr != nil {
				return metaErr
			}
		} else if err := db.scanPostBatch(ctx, sqlText, q, after, before, batch, &rows); err != nil {
			return err
		}
		if len(rows) == 0 {
			return nil
		}
		if rangeMeta {
			applyMeta(rows, metas)
		} else if err := db.loadPostMeta(ctx, rows); err != nil {
			return err
		}
		d, err := links.prepare(ctx, db, rows)
		if err != nil {
			return err
		}
		if err := db.withContent(ctx, rows, q.WithContent, func(group []wp.Post) error { return fn(group, d) }); err != nil {
			return err
		}
		if len(rows) < batch {
			return nil
		}
		after = rows[len(rows)-1].ID
	}
}

func (db *DB) scanPostBatch(ctx context.Context, sqlText string, q wp.PostQuery, after, before int64, limit int, out *[]wp.Post) error {
	r, err := db.x.QueryContext(ctx, sqlText, q.VideoContent, q.Type, after, before, limit)
	if err != nil {
		return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
	}
	defer r.Close()
	for r.Next() {
		var p wp.Post
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author,
			&p.DateGMT, &p.ModifiedGMT, &p.HasPassword, &p.Title, &p.ContentLen, &p.HasParts, &p.MayVideo); err != nil {
			return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
		}
		db.rowsRead.Add(1)
		*out = append(*out, p)
	}
	if err := r.Err(); err != nil {
		return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
	}
	return nil
}

// ContentBudget is how many bytes of post_content the service holds at
// once, all requests and preparations together. Posts are read in groups of
// at most contentGroup bytes, each taking its size from the budget while it
// is in use; a post larger than the whole budget is read alone, when nothing
// else is. So memory does not grow with the number of clients nor with the
// posts' sizes past the largest one: a page of a thousand 10 MB posts costs
// what one such post does (twice its size while it is read: the driver's
// buffer and the string).
const ContentBudget = 4 << 20

// contentGroup is the most content bytes one query reads (a few groups make
// a page of blog-sized posts), unless one post is larger.
const contentGroup = 1 << 20

// withContent calls fn with consecutive groups of rows whose content is
// loaded (every row's when all is set, else those holding parts; the others
// keep Content ""), and drops the contents when fn returns.
func (db *DB) withContent(ctx context.Context, rows []wp.Post, all bool, fn func([]wp.Post) error) error {
	need := func(p *wp.Post) int64 {
		if all || p.HasParts || p.MayVideo {
			return p.ContentLen
		}
		return 0
	}
	for lo := 0; lo < len(rows); {
		hi, size := lo, int64(0)
		for hi < len(rows) {
			n := need(&rows[hi])
			if hi > lo && size+n > contentGroup {
				break
			}
			size += n
			hi++
		}
		group := rows[lo:hi]
		weight := min(size, ContentBudget)
		if weight > 0 {
			if err := db.budget.Acquire(ctx, weight); err != nil {
				return fmt.Errorf("wp: wait for the content budget: %w", err)
			}
		}
		err := db.loadContents(ctx, group, need)
		if err == nil {
			err = fn(group)
		}
		for i := range group {
			group[i].Content = ""
		}
		if weight > 0 {
			db.budget.Release(weight)
		}
		if err != nil {
			return err
		}
		lo = hi
	}
	return nil
}

// loadContents fills Content of the rows that need it, with one query.
func (db *DB) loadContents(ctx context.Context, rows []wp.Post, need func(*wp.Post) int64) error {
	idx := map[int64]int{}
	var ids []int64
	for i := range rows {
		if need(&rows[i]) > 0 {
			idx[rows[i].ID] = i
			ids = append(ids, rows[i].ID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	q, args, err := sqlxIn(db.q.contents, ids)
	if err != nil {
		return err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: post contents: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var content string
		if err := r.Scan(&id, &content); err != nil {
			return unavailable(fmt.Errorf("wp: post contents: %w", err))
		}
		if i, ok := idx[id]; ok {
			rows[i].Content = content
		}
	}
	return unavailable(r.Err())
}

type metaRow struct {
	postID     int64
	key, value string
}

// loadPostMeta fills the meta fields of rows with one query by ID.
func (db *DB) loadPostMeta(ctx context.Context, rows []wp.Post) error {
	ids := make([]int64, len(rows))
	for i := range rows {
		ids[i] = rows[i].ID
	}
	q, args, err := sqlxIn(db.q.postMeta, ids, entryMetaKeys)
	if err != nil {
		return err
	}
	metas, err := db.fetchMeta(ctx, q, args)
	if err != nil {
		return err
	}
	applyMeta(rows, metas)
	return nil
}

// fetchMeta runs a meta query (post_id, meta_key, meta_value by meta_id).
func (db *DB) fetchMeta(ctx context.Context, q string, args []any) ([]metaRow, error) {
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: post meta: %w", err))
	}
	defer r.Close()
	var out []metaRow
	for r.Next() {
		var m metaRow
		if err := r.Scan(&m.postID, &m.key, &m.value); err != nil {
			return nil, unavailable(fmt.Errorf("wp: post meta: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, m)
	}
	return out, unavailable(r.Err())
}

// applyMeta fills the meta fields; the first row of each key wins, as in
// WPSEO_Meta::get_value. Rows for other posts are ignored.
func applyMeta(rows []wp.Post, metas []metaRow) {
	idx := make(map[int64]int, len(rows))
	for i := range rows {
		idx[rows[i].ID] = i
	}
	type seenKey struct {
		id  int64
		key string
	}
	seen := map[seenKey]bool{}
	for _, m := range metas {
		i, ok := idx[m.postID]
		if !ok || seen[seenKey{m.postID, m.key}] {
			continue
		}
		seen[seenKey{m.postID, m.key}] = true
		p := &rows[i]
		switch m.key {
		case noindexKey:
			p.Noindex = m.value
		case canonicalKey:
			p.Canonical = m.value
		case thumbnailKey:
			p.Thumbnail, _ = strconv.ParseInt(m.value, 10, 64)
		}
	}
}

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

// PostsByID loads posts (with content and meta) by ID, in ID order, and
// prepares their links. Used for the parts of multi-part posts.
func (db *DB) PostsByID(ctx context.Context, ids []int64, lc wp.Links) ([]wp.Post, wp.LinkData, error) {
	links := cacheOf(lc)
	if len(ids) == 0 {
		return nil, links.Data(), nil
	}
	q, args, err := sqlxIn(expand(db.prefix, `SELECT `+postColumns+`, p.post_content
		FROM {posts} p WHERE p.ID IN (?) ORDER BY p.ID`), ids)
	if err != nil {
		return nil, nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
	}
	var out []wp.Post
	for r.Next() {
		var p wp.Post
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author,
			&p.DateGMT, &p.ModifiedGMT, &p.HasPassword, &p.Title, &p.Content); err != nil {
			r.Close()
			return nil, nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, p)
	}
	r.Close()
	if err := r.Err(); err != nil {
		return nil, nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
	}
	if len(out) == 0 {
		return nil, links.Data(), nil
	}
	if err := db.loadPostMeta(ctx, out); err != nil {
		return nil, nil, err
	}
	d, err := links.prepare(ctx, db, out)
	return out, d, err
}

// MaxModified returns MAX(post_modified_gmt) of a post type over the
// statuses publish and inherit (Yoast's get_last_modified_gmt).
func (db *DB) MaxModified(ctx context.Context, postType string) (string, error) {
	var m *string
	err := db.x.QueryRowContext(ctx, expand(db.prefix,
		`SELECT MAX(post_modified_gmt) FROM {posts} WHERE post_type = ? AND post_status IN ('publish','inherit')`),
		postType).Scan(&m)
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: last modified of %s: %w", postType, err))
	}
	if m == nil {
		return "", nil
	}
	return *m, nil
}
