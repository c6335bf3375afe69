// Package catalog decides what every sitemap lists. It combines the
// database (package wp), Yoast's decisions (package seo) and image
// extraction into sitemaps of pages: it prepares, once per data version, the
// list of sitemaps in index order and the ID boundaries of every page
// (keyset bounds, so serving page N costs the same as page 1), then streams
// the entries of one page on request.
package catalog

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Kind is the kind of a sitemap.
type Kind int

// Sitemap kinds.
const (
	PostType Kind = iota
	Taxonomy
	Authors
	Multipart
)

// MultipartName is the name of the sitemap of parts of multi-part posts
// (deviations.md 2).
const MultipartName = "multipart"

// Entry is one <url> of a sitemap.
type Entry struct {
	Loc     string
	LastMod string // "YYYY-MM-DD HH:MM:SS" UTC, or "" when unknown
	Images  []string
	Kind    Kind
	Type    string // post type, taxonomy, "author" or "multipart"
	ID      int64  // object ID (0 for the home or archive entry)
	Part    int    // part number for multipart entries
}

// Excluded is an object left out, with the reason.
type Excluded struct {
	Type   string
	ID     int64
	Loc    string
	Reason seo.Reason
}

// Page is one page of a sitemap: the objects with After < ID < Before
// (Before 0: no upper bound). For multipart pages, After and Before index
// into the snapshot's list of parts.
type Page struct {
	After, Before int64
	Count         int
	LastMod       string
}

// Sitemap is one sitemap type and its pages.
type Sitemap struct {
	Name  string
	Kind  Kind
	Pages []Page
	// InIndex says whether the index lists it (it has entries).
	InIndex bool
}

// Options configure a Catalog.
type Options struct {
	PerPage int
	// CheckEvery bounds how often the data version is read (0: every request).
	CheckEvery time.Duration
	// FirstWait is how long a request waits for the first preparation
	// before Current returns ErrPreparing (0: as long as it takes).
	FirstWait time.Duration
	// CheckTimeout bounds one background read of the data version (0: 30
	// minutes). It takes milliseconds; past the bound (a locked table, a
	// frozen server) it gives up and the next one waits longer, so checks
	// never pile up. Preparing a new version is not bounded by it.
	CheckTimeout time.Duration
	Overrides    *wp.TypeOverrides
	Images       Imager // nil: no images
	Logger       *slog.Logger
}

// Imager finds the images of entries. Implementations batch their queries.
type Imager interface {
	// Posts returns the images of whole posts (featured image, content, galleries).
	Posts(ctx context.Context, snap *Snapshot, posts []wp.Post) (map[int64][]string, error)
	// Fragments returns the images of HTML fragments (parts of posts, term
	// descriptions); postIDs give the gallery context (0 for terms).
	Fragments(ctx context.Context, snap *Snapshot, postIDs []int64, html []string) ([][]string, error)
}

// Catalog serves snapshots of the sitemap structure.
type Catalog struct {
	db   *wp.DB
	opts Options
	log  *slog.Logger

	mu         sync.Mutex
	snap       *Snapshot
	checkedAt  time.Time
	building   chan struct{}
	refreshing bool
	lastErr    error
	checkCost  time.Duration // duration of the last version query
	failures   int           // background checks failed in a row
	reloads    int           // Reload calls, part of every snapshot's version
	first      chan struct{} // the first preparation under way, or done
	firstErr   error
	warned     map[string]bool
}

// New returns a Catalog. Nothing is read until the first request.
func New(db *wp.DB, opts Options) *Catalog {
	if opts.PerPage <= 0 {
		opts.PerPage = 1000
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.Overrides == nil {
		opts.Overrides = &wp.TypeOverrides{}
	}
	return &Catalog{db: db, opts: opts, log: opts.Logger, warned: map[string]bool{}}
}

// ErrNotFound is returned for sitemaps and pages that do not exist.
var ErrNotFound = errors.New("no such sitemap")

// Snapshot is the structure of the sitemaps for one data version.
type Snapshot struct {
	Version  string
	Site     *wp.Site
	Registry *wp.Registry
	Linker   *wp.Linker
	Links    *wp.LinkCache
	Sitemaps []*Sitemap // index order
	Built    time.Time
	BuildDur time.Duration

	byName    map[string]*Sitemap
	parts     []partRef // multipart entries in order
	perPage   int
	firstLink map[string]*Entry // post type -> home/archive entry
	seoSite   seo.Site
	termViews map[string]*termView // taxonomy -> terms and lastmods
	// termMax is, per term ID, the newest post_modified_gmt of the published
	// posts without password attached to it (Yoast's term lastmod), gathered
	// while the post types are scanned.
	termMax map[int64]string
	// authorMax is, per user, the newest post_modified_gmt of their
	// published posts of the author-archive types (deviations.md 8),
	// gathered while those types are scanned; no entry: no such post.
	authorMax map[int64]string
	// published rows per post type, and in all, when the snapshot was built
	published    map[string]int64
	publishedAll int64
	authors      []wp.Author // listed authors, in ID order
}

type partRef struct {
	postID  int64
	postTyp string
	part    int
	lastMod string
}

// Lookup returns the sitemap called name.
func (s *Snapshot) Lookup(name string) (*Sitemap, bool) {
	sm, ok := s.byName[name]
	return sm, ok
}

// HasIndexEntries reports whether the index lists any sitemap.
func (s *Snapshot) HasIndexEntries() bool {
	for _, sm := range s.Sitemaps {
		if sm.InIndex {
			return true
		}
	}
	return false
}

// PerPage is the number of entries per page.
func (s *Snapshot) PerPage() int { return s.perPage }

// Current returns the snapshot for the current data version. Only the first
// call waits for a build. Later calls return the snapshot at hand at once;
// when it was last checked more than CheckEvery ago, a background refresh
// reads the data version and rebuilds if it changed, so a slow or failing
// database never delays requests for data that is already prepared. With
// CheckEvery 0 every call checks the version synchronously.
func (c *Catalog) Current(ctx context.Context) (*Snapshot, error) {
	c.mu.Lock()
	snap := c.snap
	if snap != nil && c.opts.CheckEvery > 0 {
		if time.Since(c.checkedAt) >= c.interval() && !c.refreshing {
			c.refreshing = true
			go c.refresh()
		}
		c.mu.Unlock()
		return snap, nil
	}
	if snap == nil && c.opts.FirstWait > 0 {
		// The first preparation takes minutes on a large site: it runs on
		// its own, and a request waits for it a little, then lets the
		// caller answer 503 rather than hold its client.
		ch := c.firstAttempt()
		c.mu.Unlock()
		t := time.NewTimer(c.opts.FirstWait)
		defer t.Stop()
		select {
		case <-ch:
			c.mu.Lock()
			s, err := c.snap, c.firstErr
			c.mu.Unlock()
			if s == nil && err == nil {
				err = ErrPreparing
			}
			return s, err
		case <-t.C:
			return nil, ErrPreparing
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	c.mu.Unlock()
	return c.check(ctx)
}

// firstAttempt starts the first preparation unless one is running, and
// returns a channel closed when it ends. A failed attempt (database down)
// is forgotten, so the next request starts another. Called with c.mu held.
func (c *Catalog) firstAttempt() chan struct{} {
	if c.first == nil {
		ch := make(chan struct{})
		c.first = ch
		go func() {
			_, err := c.check(context.Background())
			c.mu.Lock()
			c.firstErr = err
			if err != nil {
				c.first = nil
			}
			c.mu.Unlock()
			close(ch)
		}()
	}
	return c.first
}

// ErrPreparing says the sitemaps are still being prepared for the first time.
var ErrPreparing = errors.New("catalog: sitemaps are being prepared")

// Prepare builds the first snapshot and waits for it (start-up calls it in
// the background, so the log says what was found).
func (c *Catalog) Prepare(ctx context.Context) error {
	c.mu.Lock()
	ch := c.firstAttempt()
	c.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
		return ctx.Err()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != nil {
		return nil
	}
	return c.firstErr
}

// interval is how long a checked version is trusted: CheckEvery, or twenty
// times what the last version query took when that is longer, so that the
// check never costs a large site more than about 5% of a database core.
// After failures it doubles with each one, up to 32 times, so that a dead or
// locked database is not hammered. Called with c.mu held.
func (c *Catalog) interval() time.Duration {
	d := max(20*c.checkCost, c.opts.CheckEvery)
	return d << min(c.failures, 5)
}

// refresh runs one background version check.
func (c *Catalog) refresh() {
	timeout := c.opts.CheckTimeout
	if timeout <= 0 {
		timeout = 30 * time.Minute
	}
	c.mu.Lock()
	timeout = max(timeout, 4*c.checkCost) // a large site's normal cost
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	_, err := c.check(ctx)
	c.mu.Lock()
	c.refreshing = false
	c.checkedAt = time.Now() // also after a failure, so a dead database is not hammered
	c.lastErr = err
	failures := c.failures
	if err != nil {
		c.failures++
	} else {
		c.failures = 0
	}
	c.mu.Unlock()
	switch {
	case err != nil:
		c.log.Warn("data version check failed; serving the last prepared sitemaps", "err", err, "failures", failures+1)
	case failures > 0:
		c.log.Info("data version check works again", "failures", failures)
	}
}

// Reload replaces the type overrides (the types file, read again on
// SIGHUP) and prepares the sitemaps again with them in the background. The
// current snapshot is served until the new one is ready; the new one has a
// version of its own, so no page rendered with the old types is served as
// current.
func (c *Catalog) Reload(o *wp.TypeOverrides) {
	if o == nil {
		o = &wp.TypeOverrides{}
	}
	c.mu.Lock()
	c.opts.Overrides = o
	c.reloads++
	c.checkedAt = time.Time{} // the next request checks, if this cannot now
	start := c.snap != nil && c.opts.CheckEvery > 0 && !c.refreshing
	if start {
		c.refreshing = true
	}
	c.mu.Unlock()
	if start {
		go c.refresh()
	}
}

// LastError is the error of the last background check (nil when it worked).
func (c *Catalog) LastError() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lastErr
}

// check reads the data version and rebuilds the snapshot when it changed.
// Concurrent callers share one build.
func (c *Catalog) check(ctx context.Context) (*Snapshot, error) {
	start := time.Now()
	version, err := c.db.Version(ctx)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.checkCost = time.Since(start)
	if c.reloads > 0 {
		version += fmt.Sprintf(".reload%d", c.reloads)
	}
	c.mu.Unlock()
	for {
		c.mu.Lock()
		if c.snap != nil && c.snap.Version == version {
			c.checkedAt = time.Now()
			s := c.snap
			c.mu.Unlock()
			return s, nil
		}
		if c.building != nil {
			ch := c.building
			c.mu.Unlock()
			select {
			case <-ch:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		ch := make(chan struct{})
		c.building = ch
		c.mu.Unlock()

		s, err := c.build(context.WithoutCancel(ctx), version)
		c.mu.Lock()
		c.building = nil
		close(ch)
		if err == nil {
			c.snap = s
			c.checkedAt = time.Now()
		}
		c.mu.Unlock()
		return s, err
	}
}

func (c *Catalog) warnOnce(msg string, attrs ...any) {
	c.mu.Lock()
	seen := c.warned[msg]
	c.warned[msg] = true
	c.mu.Unlock()
	if !seen {
		c.log.Warn(msg, attrs...)
	}
}

// build prepares a snapshot: options, types, and the page boundaries of
// every sitemap, in one pass over the listed candidates of each type.
func (c *Catalog) build(ctx context.Context, version string) (*Snapshot, error) {
	start := time.Now()
	site, err := c.db.LoadSite(ctx)
	if err != nil {
		return nil, err
	}
	for _, w := range site.Warnings {
		c.warnOnce("corrupt option treated as its default", "detail", w)
	}
	facts, err := c.db.LoadTypeFacts(ctx)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	overrides := c.opts.Overrides
	c.mu.Unlock()
	reg := wp.NewRegistry(site, facts, overrides)
	var total int64
	for _, n := range facts.PostTypes {
		total += n
	}
	s := &Snapshot{
		published: facts.PostTypes, publishedAll: total,
		Version: version, Site: site, Registry: reg, Linker: wp.NewLinker(site, reg),
		Links: wp.NewLinkCache(site), byName: map[string]*Sitemap{}, perPage: c.opts.PerPage,
		firstLink: map[string]*Entry{}, termViews: map[string]*termView{}, termMax: map[int64]string{}, authorMax: map[int64]string{},
		seoSite: seo.NewSite(site.Home, site.PageOnFront, site.PageForPosts),
	}
	c.logTypes(s)

	c.log.Debug("prepared types", "duration", time.Since(start))
	for _, pt := range s.ListedPostTypes() {
		t := time.Now()
		if err := c.preparePostType(ctx, s, pt); err != nil {
			return nil, err
		}
		c.log.Debug("prepared post type", "type", pt.Name, "duration", time.Since(t))
	}
	if err := c.termLastModsOfOthers(ctx, s, facts); err != nil {
		return nil, err
	}
	for _, tax := range s.ListedTaxonomies() {
		t := time.Now()
		if err := c.prepareTaxonomy(ctx, s, tax); err != nil {
			return nil, err
		}
		c.log.Debug("prepared taxonomy", "taxonomy", tax.Name, "duration", time.Since(t))
	}
	if !site.AuthorsDisabled() {
		t := time.Now()
		if err := c.prepareAuthors(ctx, s); err != nil {
			return nil, err
		}
		c.log.Debug("prepared authors", "duration", time.Since(t))
	}
	c.prepareMultipart(s)
	s.Built = time.Now()
	s.BuildDur = time.Since(start)
	c.log.Info("sitemaps prepared", "version", version, "sitemaps", len(s.Sitemaps), "duration", s.BuildDur)
	return s, nil
}

// logTypes says, once per registry shape, which types were found and left out.
func (c *Catalog) logTypes(s *Snapshot) {
	var pts, taxes []string
	for _, p := range s.Registry.PostTypes {
		pts = append(pts, p.Name+"("+p.Source+")")
	}
	for _, t := range s.Registry.Taxonomies {
		taxes = append(taxes, t.Name+"("+t.Source+")")
	}
	key := "types: " + strings.Join(pts, ",") + " " + strings.Join(taxes, ",")
	c.warnOnceInfo(key, "post types and taxonomies found", "post_types", strings.Join(pts, " "), "taxonomies", strings.Join(taxes, " "))
	for _, sk := range s.Registry.Skipped {
		c.warnOnceInfo("skip:"+sk.Kind+sk.Name+sk.Reason, "type left out", "kind", sk.Kind, "name", sk.Name, "reason", sk.Reason)
	}
	if !s.Site.SitemapsEnabled {
		c.warnOnce("Yoast's enable_xml_sitemap is off; serving sitemaps anyway")
	}
}

func (c *Catalog) warnOnceInfo(key, msg string, attrs ...any) {
	c.mu.Lock()
	seen := c.warned[key]
	c.warned[key] = true
	c.mu.Unlock()
	if !seen {
		c.log.Info(msg, attrs...)
	}
}

// ListedPostTypes are the post types that get a sitemap (Yoast's
// is_valid_post_type), in registration order.
func (s *Snapshot) ListedPostTypes() []*wp.PostType {
	var out []*wp.PostType
	for _, pt := range s.Registry.PostTypes {
		if pt.Public && s.Site.PostTypeIndexable(pt.Name) {
			out = append(out, pt)
		}
	}
	return out
}

// ListedTaxonomies are the taxonomies that get a sitemap.
func (s *Snapshot) ListedTaxonomies() []*wp.Taxonomy {
	var out []*wp.Taxonomy
	for _, t := range s.Registry.Taxonomies {
		if !t.Public || s.Site.TaxonomyNoindex(t.Name) {
			continue
		}
		switch t.Name {
		case "link_category", "nav_menu", "wp_pattern_category":
			continue
		case "post_format":
			if s.Site.TaxonomyDisabled("post_format") {
				continue
			}
		}
		if _, clash := s.byName[t.Name]; clash {
			continue // shadowed by a post type of the same name, as in Yoast
		}
		out = append(out, t)
	}
	return out
}

// pager accumulates entries into pages.
type pager struct {
	perPage int
	pages   []Page
	cur     Page
	lastID  int64
}

func (p *pager) add(id int64, lastMod string) {
	if p.cur.Count == p.perPage {
		p.cur.Before = p.lastID + 1
		p.pages = append(p.pages, p.cur)
		p.cur = Page{After: p.lastID}
	}
	p.cur.Count++
	if lastMod > p.cur.LastMod {
		p.cur.LastMod = lastMod
	}
	p.lastID = id
}

func (p *pager) finish() []Page {
	p.cur.Before = 0
	return append(p.pages, p.cur)
}

func (s *Snapshot) addSitemap(name string, kind Kind, pages []Page, inIndex bool) {
	sm := &Sitemap{Name: name, Kind: kind, Pages: pages, InIndex: inIndex}
	s.Sitemaps = append(s.Sitemaps, sm)
	s.byName[name] = sm
}

// LastModTime parses an Entry or Page LastMod (a MySQL GMT datetime); false
// when it is empty or zero.
func LastModTime(s string) (time.Time, bool) {
	if s == "" || strings.HasPrefix(s, "0000") {
		return time.Time{}, false
	}
	t, err := time.Parse("2006-01-02 15:04:05", s)
	return t, err == nil
}

// Entries streams the entries of page n (1-based) of sm, in order.
func (c *Catalog) Entries(ctx context.Context, s *Snapshot, sm *Sitemap, n int, fn func(Entry) error) error {
	if n < 1 || n > len(sm.Pages) {
		return ErrNotFound
	}
	pg := sm.Pages[n-1]
	switch sm.Kind {
	case PostType:
		return c.postEntries(ctx, s, sm.Name, pg, n == 1, fn, nil)
	case Taxonomy:
		return c.termEntries(ctx, s, sm.Name, pg, fn, nil)
	case Authors:
		return c.authorEntries(ctx, s, pg, fn, nil)
	case Multipart:
		return c.partEntries(ctx, s, pg, fn)
	}
	return fmt.Errorf("catalog: unknown sitemap kind %d", sm.Kind)
}

// Walk streams every entry of every sitemap (or those of one type), and
// every object left out with the reason when explain is given: what
// `wpsitemap urls --explain` prints.
func (c *Catalog) Walk(ctx context.Context, s *Snapshot, only string, fn func(Entry) error, explain func(Excluded)) error {
	for _, sm := range s.Sitemaps {
		if only != "" && sm.Name != only {
			continue
		}
		all := Page{}
		var err error
		switch sm.Kind {
		case PostType:
			err = c.postEntries(ctx, s, sm.Name, all, true, fn, explain)
			if err == nil && explain != nil {
				err = c.explainHidden(ctx, s, sm.Name, explain)
			}
		case Taxonomy:
			err = c.termEntries(ctx, s, sm.Name, all, fn, explain)
		case Authors:
			err = c.authorEntries(ctx, s, all, fn, explain)
		case Multipart:
			for i := range sm.Pages {
				if err = c.partEntries(ctx, s, sm.Pages[i], fn); err != nil {
					break
				}
			}
		}
		if err != nil {
			return err
		}
	}
	if explain != nil && only == "" {
		return c.explainUnlisted(ctx, s, explain)
	}
	return nil
}

// sparse reports whether a post type holds under a twentieth of the
// published rows: its rows are then found through its index rather than by
// walking the primary key.
func (s *Snapshot) sparse(postType string) bool {
	return s.published[postType]*20 < s.publishedAll
}
