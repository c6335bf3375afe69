package wp

import (
	"context"
	"slices"
	"strings"
	"sync"
)

// A LinkLoader reads, in batches, what permalinks need beyond a post's own
// row. Each method is one query (or one lookup) for all the IDs it is
// given; IDs are unique.
type LinkLoader interface {
	// PostRefs returns the posts of ids that exist, whatever their status.
	PostRefs(ctx context.Context, ids []int64) ([]*PostRef, error)
	// Categories returns the category term IDs of each post, and Yoast's
	// primary category (_yoast_wpseo_primary_category, its first row) of
	// those that have one above 0.
	Categories(ctx context.Context, postIDs []int64) (cats map[int64][]int64, primary map[int64]int64, err error)
	// Terms returns every term of taxonomy tax.
	Terms(ctx context.Context, tax string) ([]Term, error)
	// Nicenames returns the user_nicename of the users of ids that exist.
	Nicenames(ctx context.Context, ids []int64) (map[int64]string, error)
	// LanguageLoader reads Polylang's languages; the cache asks only when
	// the site's Polylang settings are set.
	LanguageLoader
	// PolylangGroupLoader reads Polylang's translation groups, for the
	// alternates only.
	PolylangGroupLoader
	// WPMLLoader reads WPML's languages and groups; the cache asks only
	// when the site's WPML settings are set.
	WPMLLoader
}

// LinkCache holds, for one snapshot, what links need and many rows share:
// the category tree (and the terms of other taxonomies prepared), the
// posts that were needed as parents, and authors' nicenames. Its size is
// bounded by the number of terms, parents and authors, never by the number
// of posts. It is safe for concurrent use. The store that reads the rows
// makes it (NewLinkCache with its LinkLoader); callers read it and say
// what went stale (Forget*).
type LinkCache struct {
	site *Site
	load LinkLoader

	mu         sync.Mutex
	parents    map[int64]*PostRef // nil value: looked up, does not exist
	terms      map[int64]*TermRef
	termsTaxes map[string]bool
	nicenames  map[int64]string
	// fronts holds the translations of the static front page (Polylang
	// with redirect_lang), once read (frontsRead).
	fronts     map[int64]string
	frontsRead bool
	// langs are the multilingual plugin's languages, once read.
	langs     []Language
	langsRead bool
}

// maxParents bounds the parent cache; past it the cache starts over.
const maxParents = 200000

// NewLinkCache returns an empty cache for site that reads through load.
func NewLinkCache(site *Site, load LinkLoader) *LinkCache {
	return &LinkCache{site: site, load: load, parents: map[int64]*PostRef{}, terms: map[int64]*TermRef{},
		termsTaxes: map[string]bool{}, nicenames: map[int64]string{}}
}

// batchLinks is the LinkData of one batch of rows: the rows themselves and
// their categories, over the shared LinkCache.
type batchLinks struct {
	c       *LinkCache
	rows    map[int64]*PostRef
	cats    map[int64][]int64
	primary map[int64]int64
	// ancestors are the rows' ancestors as Prepare found them (nil: none
	// of that ID), kept with the batch: the cache may start over (past
	// maxParents) while the batch is still in use, when the next batch is
	// prepared ahead of it (PostQuery.Ahead).
	ancestors map[int64]*PostRef
}

// Post implements LinkData.
func (b *batchLinks) Post(id int64) (*PostRef, bool) {
	if p, ok := b.rows[id]; ok {
		return p, true
	}
	if p, ok := b.ancestors[id]; ok {
		return p, p != nil
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
func (b *batchLinks) Term(id int64) (*TermRef, bool) { return b.c.Term(id) }

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
	c.terms = map[int64]*TermRef{}
	c.termsTaxes = map[string]bool{}
	c.fronts, c.frontsRead = nil, false // translation groups are terms
	c.langs, c.langsRead = nil, false   // Polylang's languages are terms
}

// ForgetTranslations drops what the cache keeps of translation groups
// (WPML's icl_translations changed).
func (c *LinkCache) ForgetTranslations() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.fronts, c.frontsRead = nil, false
	c.langs, c.langsRead = nil, false
}

// ForgetLanguages drops the languages kept (WPML's icl_languages
// changed: a language activated or deactivated, a tag or a locale).
func (c *LinkCache) ForgetLanguages() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.langs, c.langsRead = nil, false
}

// ForgetAuthors drops the authors' nicenames kept.
func (c *LinkCache) ForgetAuthors() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nicenames = map[int64]string{}
}

// Term returns a term of a taxonomy prepared with PrepareTerms (or of
// category, prepared for %category% links).
func (c *LinkCache) Term(id int64) (*TermRef, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t, ok := c.terms[id]
	return t, ok
}

// Data returns a LinkData without rows of its own (for term and author
// links, which need only the shared cache).
func (c *LinkCache) Data() LinkData { return &batchLinks{c: c} }

// PrepareTerms makes every term of tax available to Term (term links need
// their ancestors).
func (c *LinkCache) PrepareTerms(ctx context.Context, tax string) error {
	c.mu.Lock()
	done := c.termsTaxes[tax]
	c.mu.Unlock()
	if done {
		return nil
	}
	terms, err := c.load.Terms(ctx, tax)
	if err != nil {
		return err
	}
	var langs map[int64]string
	if ml := c.site.Languages(); ml.TranslatedTaxonomy(tax) {
		if langs, err = ml.termLanguages(ctx, c.load, tax); err != nil {
			return err
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, t := range terms {
		ref := t.TermRef
		ref.Lang = langs[t.ID]
		c.terms[t.ID] = &ref
	}
	c.termsTaxes[tax] = true
	return nil
}

// CarryTerms makes the terms of tax that from holds (a cache that
// PrepareTerms prepared for tax) available to Term, without reading them,
// and reports whether it did. It is for a cache of the same site's tables
// made after an option change: a term's slug, parent and language are rows
// of the term tables, which no option changes.
func (c *LinkCache) CarryTerms(from *LinkCache, tax string) bool {
	from.mu.Lock()
	if !from.termsTaxes[tax] {
		from.mu.Unlock()
		return false
	}
	var refs []*TermRef
	for _, ref := range from.terms {
		if ref.Taxonomy == tax {
			refs = append(refs, ref)
		}
	}
	from.mu.Unlock()
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, ref := range refs {
		c.terms[ref.ID] = ref
	}
	c.termsTaxes[tax] = true
	return true
}

// Prepare loads, with one read per kind, what the links of rows need (the
// ancestors of each, level by level; categories and the primary category
// under %category%, for the rows and for the parents an attachment's link
// goes through; nicenames under %author%; on a Polylang site, the rows'
// languages, which it sets in their Lang), and returns the batch's
// LinkData. The rows must stay as they are while it is used.
func (c *LinkCache) Prepare(ctx context.Context, rows []Post) (LinkData, error) {
	if err := c.prepareLanguages(ctx, rows); err != nil {
		return nil, err
	}
	structure := c.site.PermalinkStructure
	needCats := strings.Contains(structure, "%category%")
	needAuthor := strings.Contains(structure, "%author%")
	b := &batchLinks{c: c, rows: make(map[int64]*PostRef, len(rows)), cats: map[int64][]int64{}, primary: map[int64]int64{},
		ancestors: map[int64]*PostRef{}}
	for i := range rows {
		b.rows[rows[i].ID] = &rows[i].PostRef
	}
	var parents, catPosts, authors []int64
	wantCats := func(p *PostRef) {
		if needCats && (p.Type == "post" || InternalPostType(p.Type)) {
			catPosts = append(catPosts, p.ID)
		}
	}
	wantAuthor := func(p *PostRef) {
		if _, ok := c.nicenames[p.Author]; needAuthor && !ok {
			authors = append(authors, p.Author)
		}
	}
	c.mu.Lock()
	if len(c.parents) > maxParents {
		c.parents = map[int64]*PostRef{}
	}
	for i := range rows {
		p := &rows[i].PostRef
		wantCats(p)
		wantAuthor(p)
		if id := c.firstMissing(b, p.Parent, wantCats); id != 0 {
			parents = append(parents, id)
		}
	}
	c.mu.Unlock()
	// Ancestors, level by level (a handful of levels at most).
	parents = dedupe(parents)
	for depth := 0; len(parents) > 0 && depth < 32; depth++ {
		loaded, err := c.load.PostRefs(ctx, parents)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		for _, id := range parents {
			if _, ok := c.parents[id]; !ok {
				c.parents[id] = nil // remember misses
			}
			b.ancestors[id] = c.parents[id]
		}
		for _, p := range loaded {
			c.parents[p.ID] = p
			b.ancestors[p.ID] = p
		}
		var next []int64
		for _, p := range loaded {
			if id := c.firstMissing(b, p.Parent, wantCats); id != 0 {
				next = append(next, id)
			}
			wantAuthor(p)
			wantCats(p) // an attachment's parent post may need %category%
		}
		c.mu.Unlock()
		parents = dedupe(next)
	}
	if needCats {
		if err := c.PrepareTerms(ctx, "category"); err != nil {
			return nil, err
		}
		if ids := dedupe(catPosts); len(ids) > 0 {
			cats, primary, err := c.load.Categories(ctx, ids)
			if err != nil {
				return nil, err
			}
			for _, id := range ids {
				b.cats[id] = cats[id]
				if v := primary[id]; v > 0 {
					b.primary[id] = v
				}
			}
		}
	}
	if authors = dedupe(authors); len(authors) > 0 {
		names, err := c.load.Nicenames(ctx, authors)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		for _, id := range authors {
			c.nicenames[id] = names[id] // "" for a user that does not exist
		}
		c.mu.Unlock()
	}
	return b, nil
}

// firstMissing walks up the ancestors from id through the cache and
// returns the first one neither cached nor in the batch's rows (0 when the
// chain is complete). The cache may hold a post without its ancestors
// (ForgetPosts dropped them), so a cached parent is not proof that its
// ancestors are there. It hands every cached ancestor to kept (whose
// categories are this batch's to load: an attachment's link goes through
// its parent's). Called with c.mu held.
func (c *LinkCache) firstMissing(b *batchLinks, id int64, kept func(*PostRef)) int64 {
	for depth := 0; id != 0 && depth < 32; depth++ {
		if _, ok := b.rows[id]; ok {
			return 0 // its own chain is walked as a row's
		}
		parent, ok := c.parents[id]
		switch {
		case !ok:
			return id
		case parent == nil:
			b.ancestors[id] = nil
			return 0 // looked up before: does not exist
		}
		b.ancestors[id] = parent
		kept(parent)
		id = parent.Parent
	}
	return 0
}

// dedupe returns ids sorted, without repeats and without 0.
func dedupe(ids []int64) []int64 {
	ids = slices.DeleteFunc(slices.Clone(ids), func(id int64) bool { return id == 0 })
	slices.Sort(ids)
	return slices.Compact(ids)
}

// prepareLanguages sets the Lang of the rows of translated post types, in
// one read, and marks the static front page's translations; without a
// multilingual plugin it reads nothing.
func (c *LinkCache) prepareLanguages(ctx context.Context, rows []Post) error {
	return c.site.Languages().prepareLanguages(ctx, c, rows)
}

func (w *WPML) prepareLanguages(ctx context.Context, c *LinkCache, rows []Post) error {
	return c.setLanguages(ctx, rows, w.TranslatedPostType, func(ctx context.Context, ids []int64) (func(Post) string, error) {
		elems, err := c.load.ICLPostLanguages(ctx, ids)
		return func(p Post) string {
			if e, ok := elems[p.ID]; ok && e.Type == "post_"+p.Type {
				return e.Lang
			}
			return ""
		}, err
	}, c.wpmlFronts)
}

func (p *Polylang) prepareLanguages(ctx context.Context, c *LinkCache, rows []Post) error {
	return c.setLanguages(ctx, rows, p.TranslatedPostType, func(ctx context.Context, ids []int64) (func(Post) string, error) {
		langs, err := c.load.PostLanguages(ctx, ids)
		return func(row Post) string { return langs[row.ID] }, err
	}, func(ctx context.Context) (map[int64]string, error) { return c.frontTranslations(ctx, p) })
}

func (w *WPML) termLanguages(ctx context.Context, load LinkLoader, tax string) (map[int64]string, error) {
	return load.ICLTermLanguages(ctx, tax)
}

func (p *Polylang) termLanguages(ctx context.Context, load LinkLoader, tax string) (map[int64]string, error) {
	return load.TermLanguages(ctx, tax)
}

// setLanguages is prepareLanguages for one plugin: translated says which
// types it translates, load reads the languages of the rows of those
// (their IDs) and gives each row's, and fronts the front page's
// translations, which are linked at their languages' homes.
func (c *LinkCache) setLanguages(ctx context.Context, rows []Post, translated func(string) bool,
	load func(context.Context, []int64) (func(Post) string, error),
	fronts func(context.Context) (map[int64]string, error)) error {
	var ids []int64
	for i := range rows {
		rows[i].Lang, rows[i].FrontTranslation = "", false
		if translated(rows[i].Type) {
			ids = append(ids, rows[i].ID)
		}
	}
	if ids = dedupe(ids); len(ids) == 0 {
		return nil
	}
	lang, err := load(ctx, ids)
	if err != nil {
		return err
	}
	front, err := fronts(ctx)
	if err != nil {
		return err
	}
	page := c.site.FrontPageID()
	for i := range rows {
		if translated(rows[i].Type) {
			rows[i].Lang = lang(rows[i])
			_, ok := front[rows[i].ID]
			rows[i].FrontTranslation = ok && rows[i].ID != page && rows[i].Type == "page"
		}
	}
	return nil
}

// frontTranslations returns the members of the static front page's
// translation group, read once, when Polylang's redirect_lang puts them at
// their languages' homes, or on a language host's sitemaps, where each is
// its own host's front page (the alternates link it there); nil otherwise.
func (c *LinkCache) frontTranslations(ctx context.Context, p *Polylang) (map[int64]string, error) {
	if !p.RedirectLang && p.Current == "" {
		return nil, nil
	}
	return c.frontGroup(ctx, func(ctx context.Context, front int64) (map[int64]string, error) {
		desc, err := c.load.PostTranslations(ctx, front)
		return translationIDs(desc), err
	})
}

// frontGroup returns the static front page's translations (post ID →
// language) as read reads them, read once for the cache; nil when the
// front page is not a static page.
func (c *LinkCache) frontGroup(ctx context.Context, read func(context.Context, int64) (map[int64]string, error)) (map[int64]string, error) {
	front := c.site.FrontPageID()
	if front <= 0 {
		return nil, nil
	}
	c.mu.Lock()
	fronts, done := c.fronts, c.frontsRead
	c.mu.Unlock()
	if done {
		return fronts, nil
	}
	fronts, err := read(ctx, front)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.fronts, c.frontsRead = fronts, true
	c.mu.Unlock()
	return fronts, nil
}
