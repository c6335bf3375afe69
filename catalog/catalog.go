// Package catalog decides what every sitemap lists. It combines the
// database (package wp), Yoast's decisions (package seo) and image
// extraction into sitemaps of pages: it prepares, once per data version, the
// list of sitemaps in index order and the ID boundaries of every page
// (keyset bounds, so serving page N costs the same as page 1), then streams
// the entries of one page on request.
//
// A fleet's follower replica (docs/fleet.md) serves the lease holder's
// snapshots without reading the database: the holder writes each
// snapshot's skeleton (WriteSkeleton), state (WriteState) and pages
// (Snapshot.PageKeys, Entries.AppendPage), and the follower, whose
// catalog is over NoDatabase, restores them with ReadShipped into its
// own entry store (ship.go).
package catalog

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// MultipartName is the name of the sitemap of parts of multi-part posts
// (deviations.md 2).
const MultipartName = "multipart"

// Excluded is an object left out, with the reason.
type Excluded struct {
	Type   string
	ID     int64
	Loc    string
	Reason seo.Reason
	// NoSitemap: the object's type or taxonomy has no sitemap at all, so
	// every object of it is left out for the same Reason (attachments
	// when Yoast redirects them to their parent, a type set to noindex).
	NoSitemap bool
}

// Page is one page of a sitemap: the objects with After < ID < Before
// (Before 0: no upper bound). Providers that list from a list kept in the
// snapshot (multipart parts) use After and Before as positions in it.
type Page struct {
	After, Before int64
	Count         int
	LastMod       string
	// Rev identifies the page's document: it changes whenever what the
	// page lists may have changed, and only then, so that the cached
	// document and its ETag outlive snapshots that did not touch the page.
	// 0: unknown (the page is then keyed on the snapshot's Version).
	Rev uint64
	// Listing, when not 0, is the Rev of an earlier page that listed the
	// same entries at the same URLs with the same lastmods: set when the
	// snapshot is carried over to new options that moved none of the
	// page's URLs (Catalog.Reread), whose documents still differ (a new
	// Rev). Readers that follow what pages list, not their documents
	// (package announce), use ListingRev.
	Listing uint64
}

// ListingRev identifies what the page lists (each entry's URL and
// lastmod): Listing when set, else Rev. Two pages with the same
// ListingRev list the same.
func (p Page) ListingRev() uint64 {
	if p.Listing != 0 {
		return p.Listing
	}
	return p.Rev
}

// revSeq hands out page revisions: a random start per process, so that
// ETags of different processes never collide.
var revSeq atomic.Uint64

func init() { revSeq.Store(rand.Uint64() >> 1) }

// NewRev returns a page revision never handed out before in this process.
func NewRev() uint64 { return revSeq.Add(1) }

// Sitemap is one sitemap (a post type, a taxonomy, ...) and its pages.
type Sitemap struct {
	Name     string
	Provider Provider
	Pages    []Page
	// InIndex says whether the index lists it (it has entries). A sitemap
	// the index does not list is not served.
	InIndex bool
	// Data is what the provider keeps for this sitemap in this snapshot.
	Data any
	// Expires, when set, is when the sitemap stops being true without any
	// change to the database (an article leaves the news window); Epoch
	// then names its current content, for cache keys and ETags.
	Expires time.Time
	Epoch   string
}

// Options configure a Catalog.
type Options struct {
	PerPage   int
	Overrides *wp.TypeOverrides
	Images    Imager // nil: no images
	Logger    *slog.Logger
	// Providers are the sitemap kinds, in index order; nil: the core
	// kinds (CoreProviders). Extra kinds (video, news) are appended by the
	// caller to CoreProviders' list.
	Providers []Provider
	// Clock replaces time.Now: the "now" of a snapshot (the news window).
	Clock func() time.Time
	// Language, on a Polylang site in subdomain or domain mode or a WPML
	// site in domain mode (wp.Site.PerHost), makes the catalog that of one language host's
	// sitemaps: that language only, on its host (wp.Site.ForLanguage).
	// "": the site's one set of sitemaps.
	Language string
	// Hreflang says whether entries carry alternate links to their
	// listed translations: "on", "off" or "auto" ("": auto), decided per
	// snapshot by seo.Hreflang.
	Hreflang string
	// Entries, when set, is where the entries of every page are kept:
	// every snapshot the catalog returns has been written to it, and
	// Snapshot.Entries reads it rather than the database.
	Entries *Entries
	// MaxDocBytes is the size no document of a sitemap whose entries
	// carry alternates may pass, even of the longest entries, unless a
	// single entry does (see AlternatesPerPage); 0: MaxDocBytes, the
	// protocol's 50 MB. Tests lower it.
	MaxDocBytes int64
}

// Catalog decides what each sitemap of one site lists: it builds snapshots
// from the store, applies changes to copies of them, and streams their
// entries. It holds no current snapshot (package refresh does) and is safe
// for concurrent use.
type Catalog struct {
	db        Store
	opts      Options
	log       *slog.Logger
	overrides atomic.Pointer[wp.TypeOverrides] // the types file, replaced by SetOverrides
	seq       atomic.Uint64                    // numbers the incremental versions
	said      sync.Map                         // log lines said once
	building  atomic.Pointer[buildProgress]    // the Build started last, while it runs (Progress)
}

// Imager finds the images of entries. Implementations batch their queries.
type Imager interface {
	// Posts returns the images of whole posts (featured image, content, galleries).
	Posts(ctx context.Context, snap *Snapshot, posts []wp.Post) (map[int64][]string, error)
	// PostsOnce is Posts for posts a full build reads once each: what it
	// parses is not kept for later (a build of a million posts would
	// only churn a cache of a few thousand, and the collector with it).
	PostsOnce(ctx context.Context, snap *Snapshot, posts []wp.Post) (map[int64][]string, error)
	// Fragments returns the images of HTML fragments (parts of posts, term
	// descriptions); postIDs give the gallery context (0 for terms).
	Fragments(ctx context.Context, snap *Snapshot, postIDs []int64, html []string) ([][]string, error)
}

// New returns a Catalog over db. Nothing is read until the first Build.
func New(db Store, opts Options) *Catalog {
	if opts.PerPage <= 0 {
		opts.PerPage = 1000
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.Overrides == nil {
		opts.Overrides = &wp.TypeOverrides{}
	}
	if opts.Providers == nil {
		opts.Providers = CoreProviders(db, opts.Images)
	}
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	c := &Catalog{db: db, opts: opts, log: opts.Logger}
	c.overrides.Store(opts.Overrides)
	return c
}

// SetOverrides replaces the type overrides (the types file, read again on
// SIGHUP); the next Build uses them.
func (c *Catalog) SetOverrides(o *wp.TypeOverrides) {
	if o == nil {
		o = &wp.TypeOverrides{}
	}
	c.overrides.Store(o)
}

// NewChangeSource returns the store's own source of changes for what the
// providers read, with now as its clock.
func (c *Catalog) NewChangeSource(now func() time.Time) wp.ChangeSource {
	return c.db.NewChangeSource(c.MetaKeys(), now)
}

// Expires is when the first of the snapshot's timed sitemaps stops being
// true (zero: none); Retime prepares them again.
func (s *Snapshot) Expires() time.Time { return s.expires }

// Base names the full build the snapshot descends from: snapshots of one
// base differ by incremental changes only.
func (s *Snapshot) Base() string { return s.base }

// NeedsRebuild reports whether ch reshapes the snapshot beyond what an
// incremental update can follow: everything changed, or terms changed while
// post links contain %category% (every post's URL may move).
func (s *Snapshot) NeedsRebuild(ch wp.Changes) bool {
	return ch.Everything || (ch.Terms && strings.Contains(s.Site.PermalinkStructure, "%category%"))
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

	byName  map[string]*Sitemap
	base    string // Version of the full build this snapshot descends from
	perPage int
	now     time.Time // the clock when the snapshot was prepared
	expires time.Time // the earliest Sitemap.Expires; zero: none
	seoSite seo.Site
	// hosts holds the seo.Site of each language's host (ownHost), by
	// language. Made with the options (skeleton); the snapshots that Apply
	// and Retime derive keep those options, and share it.
	hosts *sync.Map
	// hreflang: entries carry alternate links to their listed
	// translations (seo.Hreflang).
	hreflang bool
	// altPerPage, when not 0, is the number of entries per page of the
	// sitemaps whose entries may carry alternates: smaller than perPage,
	// so that a page of the longest entries stays under the protocol's
	// limit (pagesize.go).
	altPerPage int
	state      map[Provider]any // what each provider keeps across its sitemaps
	// the type facts the registry was made from; published rows per post
	// type, and in all, when the snapshot was built
	facts        *wp.TypeFacts
	published    map[string]int64
	publishedAll int64
	// languages are Polylang's languages (the slugs of its language
	// terms, in term ID order), read with the options when it is active.
	languages []string
	// entries is the entry store the snapshot was written to, and view
	// the view of the revision written for it (nil: not written).
	entries *Entries
	view    *entryView
	// storedRev is, for a snapshot read from the state file, the entry
	// store's revision the file was written with (0: none); keepRevs
	// says its pages kept their saved revisions (ReadState).
	storedRev uint64
	keepRevs  bool
	// shipped: the snapshot was restored from what a fleet's lease
	// holder wrote (ReadShipped), for serving its pages from the entry
	// store only: it holds none of the providers' data. fetch, while it
	// is written to the store, gets the pages the store lacks.
	shipped bool
	fetch   *pageBatches
	// fill is the full load of the entry store a Build started, which
	// its scan hands pages to (nil: none; a returned snapshot has none).
	fill *filler
	// patch, while the snapshot Apply made is written to the entry store,
	// lets its pages be written from the pages of the snapshot before
	// (nil: rendered whole).
	patch *entryPatch
}

// Build is a snapshot under construction, handed to the providers.
type Build struct {
	*Snapshot
	providers []Provider     // those that observe the post-type scan: all of them
	progress  *buildProgress // nil when restoring from the state file
	// repaged are the saved pages of the sitemaps a restore cuts again
	// (stateFile.Repaged; nil: not a restore).
	repaged map[string][]savedPage
	// stateFormat is the format of the state file restored from (0: not
	// a restore).
	stateFormat int
}

// keepSavedRevs gives the pages of sm, cut again on a restore, the
// revisions they were saved with, when they are cut as they were saved
// and nothing that moves URLs changed (keepRevs): the same documents.
func (b *Build) keepSavedRevs(sm *Sitemap) {
	saved := b.repaged[sm.Name]
	if !b.keepRevs || len(saved) != len(sm.Pages) {
		return
	}
	for i, p := range saved {
		pg := sm.Pages[i]
		if p.Rev == 0 || p.After != pg.After || p.Before != pg.Before || p.Count != pg.Count || p.LastMod != pg.LastMod {
			return
		}
	}
	for i := range sm.Pages {
		sm.Pages[i].Rev = saved[i].Rev
	}
}

// Add appends a sitemap of provider p, in index order.
func (b *Build) Add(p Provider, name string, pages []Page, inIndex bool, data any) *Sitemap {
	sm := &Sitemap{Name: name, Provider: p, Pages: pages, InIndex: inIndex, Data: data}
	b.Sitemaps = append(b.Sitemaps, sm)
	b.byName[name] = sm
	return sm
}

// SetState keeps what provider p needs across its sitemaps in this snapshot.
func (b *Build) SetState(p Provider, v any) { b.state[p] = v }

// observe hands one scanned batch to every provider.
func (b *Build) observe(ctx context.Context, batch ScannedBatch) error {
	for _, p := range b.providers {
		if err := p.ObservePosts(ctx, b, batch); err != nil {
			return err
		}
	}
	return nil
}

// Now is the clock at which the snapshot (or its timed sitemaps) was
// prepared: the "now" of the news window.
func (s *Snapshot) Now() time.Time { return s.now }

// IndexEpoch names the content of the timed sitemaps, which the index
// lists: it joins the data version in the index's cache key and ETag.
func (s *Snapshot) IndexEpoch() string {
	var b strings.Builder
	for _, sm := range s.Sitemaps {
		if sm.Epoch != "" {
			b.WriteString(sm.Name + "=" + sm.Epoch + ";")
		}
	}
	return b.String()
}

func (s *Snapshot) setExpiry() {
	s.expires = time.Time{}
	for _, sm := range s.Sitemaps {
		if !sm.Expires.IsZero() && (s.expires.IsZero() || sm.Expires.Before(s.expires)) {
			s.expires = sm.Expires
		}
	}
}

// Retime prepares again the sitemaps of old whose expiry has passed at
// now, into a copy of old that shares everything else. The providers'
// queries are small (the news window holds at most 1000 articles).
func (c *Catalog) Retime(ctx context.Context, old *Snapshot, now time.Time) (*Snapshot, error) {
	if old.shipped {
		return nil, ErrShipped
	}
	s := old.copy()
	s.now = now
	expired := map[Provider]bool{}
	for _, sm := range old.Sitemaps {
		if !sm.Expires.IsZero() && !now.Before(sm.Expires) {
			expired[sm.Provider] = true
		}
	}
	var sitemaps []*Sitemap
	placed := map[Provider]bool{}
	for _, sm := range old.Sitemaps {
		p := sm.Provider
		if !expired[p] {
			sitemaps = append(sitemaps, sm)
			continue
		}
		if placed[p] {
			continue
		}
		placed[p] = true
		// Prepare the provider's sitemaps again, in their place.
		for _, o := range old.Sitemaps {
			if o.Provider == p {
				delete(s.byName, o.Name)
			}
		}
		s.Sitemaps = nil
		if err := p.Prepare(ctx, &Build{Snapshot: &s}); err != nil {
			return nil, fmt.Errorf("catalog: prepare %s: %w", p.Kind(), err)
		}
		sitemaps = append(sitemaps, s.Sitemaps...)
	}
	s.Sitemaps = sitemaps
	s.setExpiry()
	s.Built = time.Now()
	if err := c.storeEntries(ctx, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// copy returns a shallow copy of s whose sitemap list, name index and
// provider states can be changed without touching s.
func (s *Snapshot) copy() Snapshot {
	n := *s
	n.Sitemaps = slices.Clone(s.Sitemaps)
	n.byName = maps.Clone(s.byName)
	n.state = maps.Clone(s.state)
	n.entries, n.view, n.patch = nil, nil, nil // written again, as the snapshot it becomes
	return n
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

// PerPage is the number of entries per page (Options.PerPage); the
// sitemaps whose entries carry alternates may hold fewer
// (AlternatesPerPage).
func (s *Snapshot) PerPage() int { return s.perPage }

// MetaKeys are the post meta keys the providers read beyond the core ones
// (for a change source that filters post meta by key).
func MetaKeys(providers []Provider) []string {
	var keys []string
	for _, p := range providers {
		keys = append(keys, p.MetaKeys()...)
	}
	return keys
}

// MetaKeys are the post meta keys the catalog's providers read beyond the
// core ones.
func (c *Catalog) MetaKeys() []string { return MetaKeys(c.opts.Providers) }

// Build prepares a snapshot from the store: options, types, and the page
// boundaries of every sitemap, in one pass over the listed candidates of
// each type. Its Version is new, and the base of what Apply derives from it.
func (c *Catalog) Build(ctx context.Context) (*Snapshot, error) {
	start := time.Now()
	progress := &buildProgress{start: start, step: "options and types"}
	c.building.Store(progress)
	defer c.building.CompareAndSwap(progress, nil)
	version := newBase()
	s, b, err := c.skeleton(ctx, version, nil, nil, true)
	if err != nil {
		return nil, err
	}
	b.providers = c.opts.Providers
	b.progress = progress
	if e := c.opts.Entries; e != nil {
		f, err := e.startFill(ctx, s)
		if err != nil {
			return nil, err
		}
		defer f.close()
		s.fill = f
		defer func() { s.fill = nil }()
	}
	var total int64
	for _, pt := range s.ListedPostTypes() {
		total += s.published[pt.Name]
	}
	progress.setTotal(total)
	for _, p := range c.opts.Providers {
		t := time.Now()
		progress.setStep(p.Kind())
		if err := p.Prepare(ctx, b); err != nil {
			return nil, fmt.Errorf("catalog: prepare %s: %w", p.Kind(), err)
		}
		c.log.Debug("prepared", "kind", p.Kind(), "duration", time.Since(t))
	}
	s.setExpiry()
	progress.setStep("entry store") // every page rendered into it
	if err := c.storeEntries(ctx, s); err != nil {
		return nil, err
	}
	s.Built = time.Now()
	s.BuildDur = time.Since(start)
	c.log.Info("sitemaps prepared", "version", version, "sitemaps", len(s.Sitemaps), "duration", s.BuildDur)
	return s, nil
}

// skeleton reads the options and the types, and returns a snapshot with
// no sitemap yet, for the providers to fill (from the database or from the
// state file). logged: say what was found (types, corrupt options).
func (c *Catalog) skeleton(ctx context.Context, version string, site *wp.Site, facts *wp.TypeFacts, logged bool) (*Snapshot, *Build, error) {
	start := time.Now()
	var err error
	if site == nil {
		if site, err = c.loadSite(ctx); err != nil {
			return nil, nil, err
		}
	}
	for _, w := range site.Warnings {
		if logged {
			c.warnOnce("corrupt option treated as its default", "detail", w)
		}
	}
	if facts == nil {
		if facts, err = c.db.LoadTypeFacts(ctx); err != nil {
			return nil, nil, err
		}
	}
	s := c.newSnapshot(version, site, facts, c.db.NewLinks(site))
	if s.languages, err = c.readLanguages(ctx, site); err != nil {
		return nil, nil, err
	}
	s.hreflang = hreflangOn(c.opts.Hreflang, site)
	if s.altPerPage, err = c.alternatesPerPage(ctx, s); err != nil {
		return nil, nil, err
	}

	if logged {
		c.logTypes(s)
		c.log.Debug("prepared types", "duration", time.Since(start))
	}
	s.now = c.opts.Clock()
	return s, &Build{Snapshot: s}, nil
}

// newSnapshot returns a snapshot of site and facts with no sitemap yet,
// its links read through links; its languages and page size with
// alternates are the caller's to set.
func (c *Catalog) newSnapshot(version string, site *wp.Site, facts *wp.TypeFacts, links *wp.LinkCache) *Snapshot {
	reg := wp.NewRegistry(site, facts, c.overrides.Load())
	var total int64
	for _, n := range facts.PostTypes {
		total += n
	}
	return &Snapshot{
		facts: facts, published: facts.PostTypes, publishedAll: total,
		Version: version, base: version, Site: site, Registry: reg, Linker: wp.NewLinker(site.LinkSite(), reg),
		Links: links, byName: map[string]*Sitemap{}, perPage: c.opts.PerPage,
		state:   map[Provider]any{},
		seoSite: seo.NewSite(site.Home, site.PageOnFront, site.PageForPosts), hosts: &sync.Map{},
	}
}

// loadSite reads the site's options, as the sitemaps of its host see them
// (hostView).
func (c *Catalog) loadSite(ctx context.Context) (*wp.Site, error) {
	site, err := c.db.LoadSite(ctx)
	if err != nil {
		return nil, err
	}
	return c.hostView(ctx, site, c.staticTranslations)
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
	if h := s.Site.StoredHome; h != "" && h != s.Site.Home {
		c.warnOnceInfo("home:"+h+" "+s.Site.Home, "WP_HOME overrides the stored home option", "wp_home", s.Site.Home, "home_option", h)
	}
	if u := s.Site.StoredSiteURL; u != "" && u != s.Site.SiteURL {
		c.warnOnceInfo("siteurl:"+u+" "+s.Site.SiteURL, "WP_SITEURL overrides the stored siteurl option", "wp_siteurl", s.Site.SiteURL, "siteurl_option", u)
	}
}

// warnOnceInfo logs msg at info level the first time key is seen.
func (c *Catalog) warnOnceInfo(key, msg string, attrs ...any) {
	if _, seen := c.said.LoadOrStore(key, true); !seen {
		c.log.Info(msg, attrs...)
	}
}

// warnOnce logs msg as a warning the first time it is seen.
func (c *Catalog) warnOnce(msg string, attrs ...any) {
	if _, seen := c.said.LoadOrStore("warn:"+msg, true); !seen {
		c.log.Warn(msg, attrs...)
	}
}

// newBase names a new full build.
func newBase() string { return fmt.Sprintf("%x", NewRev()) }

// ListedPostTypes are the post types that get a sitemap (Yoast's
// is_valid_post_type), in registration order.
func (s *Snapshot) ListedPostTypes() []*wp.PostType {
	var out []*wp.PostType
	for _, pt := range s.Registry.PostTypes {
		if pt.Public && seo.PostTypeListed(s.Site, pt.Name) {
			out = append(out, pt)
		}
	}
	return out
}

// ListedTaxonomies are the taxonomies that get a sitemap, in registration
// order.
func (s *Snapshot) ListedTaxonomies() []*wp.Taxonomy {
	var out []*wp.Taxonomy
	for _, t := range s.Registry.Taxonomies {
		if !t.Public || !seo.TaxonomyListed(s.Site, t.Name) {
			continue
		}
		if _, clash := s.byName[t.Name]; clash {
			continue // shadowed by a post type of the same name, as in Yoast
		}
		out = append(out, t)
	}
	return out
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

// lastModTime is LastModTime without the flag: the zero time when unknown.
func lastModTime(s string) time.Time {
	t, _ := LastModTime(s)
	return t
}

// Entries streams the entries of page n (1-based) of sm, a sitemap of s,
// in order: from the entry store when the snapshot was written to one
// (Options.Entries), else from its provider, which reads the database.
func (s *Snapshot) Entries(ctx context.Context, sm *Sitemap, n int, fn func(Entry) error) error {
	return s.entriesOf(ctx, sm, n, false, fn)
}

// Render is Entries for an fn that keeps nothing of an entry past its
// return, as a document's writer: the entries read from the entry store
// share its buffers (their strings and slices change with the next entry)
// instead of being copied.
func (s *Snapshot) Render(ctx context.Context, sm *Sitemap, n int, fn func(Entry) error) error {
	return s.entriesOf(ctx, sm, n, true, fn)
}

func (s *Snapshot) entriesOf(ctx context.Context, sm *Sitemap, n int, shared bool, fn func(Entry) error) error {
	if n < 1 || n > len(sm.Pages) {
		return ErrNotFound
	}
	if e := s.entries; e != nil {
		if ok, err := e.read(ctx, s, sm, n, shared, fn); ok {
			return err
		}
		if s.shipped {
			return fmt.Errorf("%w: page %d of %s is not in the entry store", ErrShipped, n, sm.Name)
		}
		e.fromDB.Add(1)
	}
	if s.shipped {
		return fmt.Errorf("%w: the entry store is closed", ErrShipped)
	}
	return sm.Provider.Entries(ctx, Query{Snap: s, Sitemap: sm, Page: n}, fn)
}

// Walk streams every entry of every sitemap (or those of one sitemap), and
// every object left out with the reason when explain is given: what
// `wpsitemap urls --explain` prints. It lists what is served: the entries
// of a sitemap the index does not list (a post type's archive entry when
// Yoast counts no post of the type) are left out, as seo.SitemapNotInIndex.
func (c *Catalog) Walk(ctx context.Context, s *Snapshot, only string, fn func(Entry) error, explain func(Excluded)) error {
	if s.shipped {
		return ErrShipped
	}
	for _, sm := range s.Sitemaps {
		if only != "" && sm.Name != only {
			continue
		}
		emit := fn
		if !sm.InIndex {
			if explain == nil {
				continue
			}
			emit = func(e Entry) error {
				explain(Excluded{Type: e.Type, ID: e.ID, Loc: e.Loc, Reason: seo.SitemapNotInIndex})
				return nil
			}
		}
		if err := sm.Provider.Entries(ctx, Query{Snap: s, Sitemap: sm, Explain: explain}, emit); err != nil {
			return err
		}
	}
	if explain != nil && only == "" {
		return c.explainUnlisted(ctx, s, explain)
	}
	return nil
}

// WatchedTypes are the post types whose rows a change source must watch:
// those that get a sitemap (attachments among them when they are listed).
func (s *Snapshot) WatchedTypes() []string {
	var out []string
	for _, pt := range s.ListedPostTypes() {
		out = append(out, pt.Name)
	}
	return out
}

// sparse reports whether a post type holds under a twentieth of the
// published rows: its rows are then found through its index rather than by
// walking the primary key.
func (s *Snapshot) sparse(postType string) bool {
	return s.published[postType]*20 < s.publishedAll
}
