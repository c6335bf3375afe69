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
	"maps"
	"math/rand/v2"
	"os"
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
	PerPage int
	// CheckEvery bounds how often the data version is read (0: every request).
	CheckEvery time.Duration
	// FirstWait is how long a request waits for the first preparation
	// before Current returns ErrPreparing (0: as long as it takes).
	FirstWait time.Duration
	Overrides *wp.TypeOverrides
	Images    Imager // nil: no images
	Logger    *slog.Logger
	// Providers are the sitemap kinds, in index order; nil: the core
	// kinds (CoreProviders). Extra kinds (video, news) are appended by the
	// caller to CoreProviders' list.
	Providers []Provider
	// Clock replaces time.Now (tests of the quiet period).
	Clock func() time.Time
	// CheckWait bounds how long a request waits for a check of the data
	// when the last one is older than CheckEvery (default 2 s); past it,
	// the request is answered from the snapshot at hand.
	CheckWait time.Duration
	// StateDir, when set, is the directory of the state file (state.go):
	// the first snapshot is restored from it, and Run keeps it current.
	StateDir string
	// SaveEvery bounds how often Run writes the state file after changes
	// (default a minute).
	SaveEvery time.Duration
	// CheckTimeout bounds one background check for changes (0: 30 s; at
	// least four times what the last one took). Past it (a locked table, a
	// frozen server) the check gives up and the next ones wait longer, up
	// to 32 times the interval, so checks never pile up.
	CheckTimeout time.Duration
	// Changes, when set, returns the source of changes to follow (the
	// server's binary log, opened with the meta keys of MetaKeys); nil:
	// the store's own (Store.NewChangeSource). Run checks as soon as the
	// source's Wake reports a commit.
	Changes func(metaKeys []string, now func() time.Time) wp.ChangeSource
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
	db   Store
	opts Options
	log  *slog.Logger

	mu        sync.Mutex
	timeMu    sync.Mutex // one retime at a time
	snap      *Snapshot
	checkedAt time.Time // when the last successful check started reading
	lastErr   error
	first     chan struct{} // the first preparation under way, or done
	firstErr  error
	warned    map[string]bool

	// checking is held (a token) by the one check running; the tracker,
	// seq and the rebuild fields belong to its holder.
	checking     chan struct{}
	tracker      wp.ChangeSource
	seq          uint64
	rebuilding   bool
	rebuildAgain bool
	unexplained  bool // wp_posts written with nothing found: a full read is due
	lastRebuild  time.Time
	rebuildCost  time.Duration
	// saved is the snapshot last written to the state file (Save).
	saved     *Snapshot
	failures  int                              // background checks failed in a row (Run's)
	checkCost time.Duration                    // how long the last check took
	overrides atomic.Pointer[wp.TypeOverrides] // the types file, replaced by Reload
	wake      atomic.Pointer[<-chan struct{}]  // the change source's Wake, for Run
}

// New returns a Catalog. Nothing is read until the first request.
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
	if opts.CheckWait <= 0 {
		opts.CheckWait = 2 * time.Second
	}
	if opts.SaveEvery <= 0 {
		opts.SaveEvery = time.Minute
	}
	if opts.CheckTimeout <= 0 {
		opts.CheckTimeout = 30 * time.Second
	}
	c := &Catalog{db: db, opts: opts, log: opts.Logger, warned: map[string]bool{}, checking: make(chan struct{}, 1)}
	c.overrides.Store(opts.Overrides)
	return c
}

// Reload replaces the type overrides (the types file, read again on
// SIGHUP) and prepares the sitemaps again with them in the background; the
// current snapshot is served meanwhile.
func (c *Catalog) Reload(o *wp.TypeOverrides) {
	if o == nil {
		o = &wp.TypeOverrides{}
	}
	c.overrides.Store(o)
	go func() {
		c.checking <- struct{}{}
		defer func() { <-c.checking }()
		if c.tracker != nil {
			c.startRebuild()
		}
	}()
}

// ErrNotFound is returned for sitemaps and pages that do not exist.
var ErrNotFound = errors.New("no such sitemap")

// Snapshot is the structure of the sitemaps for one data version.
type Snapshot struct {
	Version  string
	Site     *wp.Site
	Registry *wp.Registry
	Linker   *wp.Linker
	Links    wp.Links
	Sitemaps []*Sitemap // index order
	Built    time.Time
	BuildDur time.Duration

	byName  map[string]*Sitemap
	base    string // Version of the full build this snapshot descends from
	perPage int
	now     time.Time // the clock when the snapshot was prepared
	expires time.Time // the earliest Sitemap.Expires; zero: none
	seoSite seo.Site
	state   map[Provider]any // what each provider keeps across its sitemaps
	// published rows per post type, and in all, when the snapshot was built
	published    map[string]int64
	publishedAll int64
}

// Build is a snapshot under construction, handed to the providers.
type Build struct {
	*Snapshot
	observers []PostObserver
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

// observe hands one scanned batch to every PostObserver.
func (b *Build) observe(ctx context.Context, batch ScannedBatch) error {
	for _, o := range b.observers {
		if err := o.ObservePosts(ctx, b, batch); err != nil {
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

// retime prepares again the sitemaps of s whose expiry has passed, into a
// copy of s that shares everything else, and makes it current. Concurrent
// callers share one run; the providers' queries are small (the news window
// holds at most 1000 articles).
func (c *Catalog) retime(ctx context.Context, old *Snapshot) (*Snapshot, error) {
	c.timeMu.Lock()
	defer c.timeMu.Unlock()
	c.mu.Lock()
	cur := c.snap
	c.mu.Unlock()
	now := c.opts.Clock()
	if cur != nil && cur != old && (cur.expires.IsZero() || now.Before(cur.expires)) {
		return cur, nil // another request did it, or a rebuild came in
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
	c.mu.Lock()
	if c.snap == old {
		c.snap = &s
	}
	c.mu.Unlock()
	return &s, nil
}

// copy returns a shallow copy of s whose sitemap list, name index and
// provider states can be changed without touching s.
func (s *Snapshot) copy() Snapshot {
	n := *s
	n.Sitemaps = slices.Clone(s.Sitemaps)
	n.byName = maps.Clone(s.byName)
	n.state = maps.Clone(s.state)
	return n
}

// State returns what provider p kept in this snapshot (nil: nothing).
func (s *Snapshot) State(p Provider) any { return s.state[p] }

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

// Current returns the snapshot for the current data. Only the first call
// waits for a build (at most FirstWait). Later calls return the snapshot at
// hand when the data was checked less than CheckEvery ago (Run checks twice
// per interval on its own); otherwise they check first, waiting at most
// CheckWait, so that no answer is older than CheckEvery after a quiet
// period, and a slow or failing database never holds a request for long.
// With CheckEvery 0 every call checks.
//
// Sitemaps that change with the clock (the news window) carry an expiry:
// once it has passed, their provider prepares them again before the
// snapshot is returned, whether or not the database changed.
func (c *Catalog) Current(ctx context.Context) (*Snapshot, error) {
	s, err := c.current(ctx)
	if err != nil || s.expires.IsZero() || c.opts.Clock().Before(s.expires) {
		return s, err
	}
	return c.retime(ctx, s)
}

func (c *Catalog) current(ctx context.Context) (*Snapshot, error) {
	c.mu.Lock()
	snap := c.snap
	if snap != nil && c.opts.CheckEvery > 0 {
		age := c.opts.Clock().Sub(c.checkedAt)
		c.mu.Unlock()
		if age < c.opts.CheckEvery {
			return snap, nil
		}
		cctx, cancel := context.WithTimeout(ctx, c.opts.CheckWait)
		defer cancel()
		s, err := c.check(cctx)
		if err != nil {
			c.noteErr(err)
			return snap, nil
		}
		return s, nil
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

// Run checks the data twice per CheckEvery until ctx ends, so that changes
// show without waiting for a request. It returns at once when CheckEvery
// is 0.
func (c *Catalog) Run(ctx context.Context) {
	if c.opts.CheckEvery <= 0 {
		return
	}
	t := time.NewTicker(c.opts.CheckEvery / 2)
	defer t.Stop()
	var lastSave, lastFail time.Time
	save := func(sctx context.Context) {
		if err := c.Save(sctx); err != nil {
			c.log.Warn("state file not saved", "err", err)
		}
		lastSave = time.Now()
	}
	for {
		select {
		case <-ctx.Done():
			sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			save(sctx)
			cancel()
			return
		case <-t.C:
		case <-c.wakeChan():
		}
		c.mu.Lock()
		cur, saved := c.snap, c.saved
		c.mu.Unlock()
		// A new full build at once, changes at most once per SaveEvery.
		if cur != nil && cur != saved && (saved == nil || cur.base != saved.base || time.Since(lastSave) >= c.opts.SaveEvery) {
			save(ctx)
		}
		c.mu.Lock()
		ready := c.snap != nil
		c.mu.Unlock()
		if !ready {
			continue
		}
		// After failures (a locked table, a frozen or dead server), wait
		// longer between checks, doubling up to 32 intervals.
		if c.failures > 0 && time.Since(lastFail) < (c.opts.CheckEvery/2)<<min(c.failures, 5) {
			continue
		}
		// CheckTimeout bounds what a locked table or a frozen server holds
		// a check; a large site's checksums (seconds at a million posts)
		// and the updates they lead to get at least a minute.
		c.mu.Lock()
		timeout := max(c.opts.CheckTimeout, time.Minute, 4*c.checkCost)
		c.mu.Unlock()
		cctx, cancel := context.WithTimeout(ctx, timeout)
		start := time.Now()
		_, err := c.check(cctx)
		cancel()
		c.noteErr(err)
		if err != nil {
			c.failures++
			lastFail = time.Now()
		} else {
			if c.failures > 0 {
				c.log.Info("data check works again", "failures", c.failures)
			}
			c.failures = 0
			c.mu.Lock()
			c.checkCost = time.Since(start)
			c.mu.Unlock()
		}
	}
}

func (c *Catalog) noteErr(err error) {
	c.mu.Lock()
	c.lastErr = err
	c.mu.Unlock()
	if err != nil && !errors.Is(err, context.Canceled) {
		c.log.Warn("data check failed; serving the last prepared sitemaps", "err", err)
	}
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

// LastError is the error of the last background check (nil when it worked).
func (c *Catalog) LastError() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lastErr
}

// check finds what changed since the last check (the change source) and applies
// it: incrementally to a copy of the snapshot, or, for a change that
// reshapes everything (options, the term slugs in %category% links), with
// a full rebuild in the background while the current snapshot keeps
// serving. The first check builds the first snapshot. One check runs at a
// time; others wait for it (or for ctx).
func (c *Catalog) check(ctx context.Context) (*Snapshot, error) {
	select {
	case c.checking <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-c.checking }()
	started := c.opts.Clock()
	if c.tracker == nil && c.snap == nil && c.statePath() != "" {
		s, tr, err := c.restore(ctx)
		switch {
		case err == nil:
			// Served at once; the restored tracker's first poll (the next
			// check, which the next request waits for at most CheckWait)
			// finds what changed while the process was stopped.
			c.tracker = tr
			c.mu.Lock()
			c.snap, c.saved = s, s
			c.mu.Unlock()
			return s, nil
		case errors.Is(err, os.ErrNotExist):
			c.log.Info("no state file; preparing the sitemaps from the database", "path", c.statePath())
		default:
			c.log.Warn("state file not used; preparing the sitemaps from the database", "path", c.statePath(), "err", err)
		}
	}
	if c.tracker == nil {
		c.tracker = c.newTracker()
	}
	prev := c.tracker.Clone()
	ch, err := c.tracker.Poll(ctx)
	if err != nil {
		c.tracker = prev
		return nil, err
	}
	c.mu.Lock()
	snap := c.snap
	c.mu.Unlock()
	if snap == nil {
		s, err := c.build(context.WithoutCancel(ctx), c.newBase())
		if err != nil {
			c.tracker = nil // start from a new baseline
			return nil, err
		}
		c.tracker.WatchPostTypes(s.watchedTypes())
		c.mu.Lock()
		c.snap, c.checkedAt = s, started
		c.mu.Unlock()
		return s, nil
	}
	if ch.Everything || (ch.Terms && strings.Contains(snap.Site.PermalinkStructure, "%category%")) {
		c.startRebuild()
		ch.Everything = false
	}
	// Writes to wp_posts that no index shows (a retitle without revision,
	// a comment count) are only found by a full read: at most one per 10
	// times what the last one took while it takes under 10 s (a small site:
	// such an edit shows within seconds), per 30 times beyond (a large one:
	// ~3% of the database, within the hour at 1M posts).
	if ch.Unexplained {
		c.unexplained = true
	}
	gap := 10 * c.rebuildCost
	if c.rebuildCost >= 10*time.Second {
		gap = 30 * c.rebuildCost
	}
	if c.unexplained && !c.rebuilding && c.opts.Clock().Sub(c.lastRebuild) > gap {
		c.unexplained = false
		c.startRebuild()
	}
	if !ch.Empty() {
		s, stale, err := c.apply(context.WithoutCancel(ctx), snap, ch)
		if err != nil {
			c.tracker = prev // found again at the next check
			return nil, err
		}
		if stale && c.opts.Clock().Sub(c.lastRebuild) > 10*c.rebuildCost {
			c.startRebuild() // a provider that does not follow changes
		}
		snap = s
	}
	c.mu.Lock()
	c.snap, c.checkedAt = snap, started
	c.mu.Unlock()
	return snap, nil
}

// newTracker returns a new source of changes: Options.Changes, else the
// store's own.
func (c *Catalog) newTracker() wp.ChangeSource {
	var tr wp.ChangeSource
	if c.opts.Changes != nil {
		tr = c.opts.Changes(c.metaKeys(), c.opts.Clock)
	} else {
		tr = c.db.NewChangeSource(c.metaKeys(), c.opts.Clock)
	}
	wake := tr.Wake()
	c.wake.Store(&wake)
	c.warnOnceInfo("changes", "changes are found through "+tr.Describe())
	return tr
}

// wakeChan is the current change source's Wake (nil before the first).
func (c *Catalog) wakeChan() <-chan struct{} {
	if w := c.wake.Load(); w != nil {
		return *w
	}
	return nil
}

// MetaKeys are the post meta keys the providers read beyond the core ones
// (for a change source that filters post meta by key).
func MetaKeys(providers []Provider) []string {
	var keys []string
	for _, p := range providers {
		if w, ok := p.(MetaWatcher); ok {
			keys = append(keys, w.WatchedMetaKeys()...)
		}
	}
	return keys
}

// metaKeys are the post meta keys the providers read beyond the core ones.
func (c *Catalog) metaKeys() []string { return MetaKeys(c.opts.Providers) }

func (c *Catalog) newBase() string { return fmt.Sprintf("%x", NewRev()) }

// startRebuild builds a new snapshot in the background from a copy of the
// tracker, then applies what changed while it read, and puts it in place.
// Called by the holder of c.checking.
func (c *Catalog) startRebuild() {
	if c.rebuilding {
		c.rebuildAgain = true
		return
	}
	c.rebuilding = true
	base := c.tracker.Clone()
	go func() {
		ctx := context.Background()
		start := c.opts.Clock()
		s, err := c.build(ctx, c.newBase())
		c.checking <- struct{}{}
		defer func() { <-c.checking }()
		c.rebuilding = false
		c.lastRebuild, c.rebuildCost = c.opts.Clock(), c.opts.Clock().Sub(start)
		if err != nil {
			c.log.Warn("full rebuild failed; serving the last prepared sitemaps", "err", err)
			return
		}
		started := c.opts.Clock()
		base.WatchPostTypes(s.watchedTypes())
		ch, err := base.Poll(ctx)
		if err == nil && !ch.Empty() {
			again := ch.Everything
			ch.Everything = false
			if !ch.Empty() {
				s, _, err = c.apply(ctx, s, ch)
			}
			if again {
				c.rebuildAgain = true
			}
		}
		if err != nil {
			c.log.Warn("full rebuild failed; serving the last prepared sitemaps", "err", err)
			return
		}
		c.tracker = base
		c.mu.Lock()
		c.snap, c.checkedAt = s, started
		c.mu.Unlock()
		if c.rebuildAgain {
			c.rebuildAgain = false
			c.startRebuild()
		}
	}()
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
	s, b, err := c.skeleton(ctx, version)
	if err != nil {
		return nil, err
	}
	for _, p := range c.opts.Providers {
		if o, ok := p.(PostObserver); ok {
			b.observers = append(b.observers, o)
		}
	}
	for _, p := range c.opts.Providers {
		t := time.Now()
		if err := p.Prepare(ctx, b); err != nil {
			return nil, fmt.Errorf("catalog: prepare %s: %w", p.Kind(), err)
		}
		c.log.Debug("prepared", "kind", p.Kind(), "duration", time.Since(t))
	}
	s.setExpiry()
	s.Built = time.Now()
	s.BuildDur = time.Since(start)
	c.log.Info("sitemaps prepared", "version", version, "sitemaps", len(s.Sitemaps), "duration", s.BuildDur)
	return s, nil
}

// skeleton reads the options and the types, and returns a snapshot with
// no sitemap yet, for the providers to fill (from the database or from the
// state file).
func (c *Catalog) skeleton(ctx context.Context, version string) (*Snapshot, *Build, error) {
	start := time.Now()
	site, err := c.db.LoadSite(ctx)
	if err != nil {
		return nil, nil, err
	}
	for _, w := range site.Warnings {
		c.warnOnce("corrupt option treated as its default", "detail", w)
	}
	facts, err := c.db.LoadTypeFacts(ctx)
	if err != nil {
		return nil, nil, err
	}
	c.mu.Lock()
	overrides := c.overrides.Load()
	c.mu.Unlock()
	reg := wp.NewRegistry(site, facts, overrides)
	var total int64
	for _, n := range facts.PostTypes {
		total += n
	}
	s := &Snapshot{
		published: facts.PostTypes, publishedAll: total,
		Version: version, base: version, Site: site, Registry: reg, Linker: wp.NewLinker(site, reg),
		Links: c.db.NewLinks(site), byName: map[string]*Sitemap{}, perPage: c.opts.PerPage,
		state:   map[Provider]any{},
		seoSite: seo.NewSite(site.Home, site.FrontPageID(), site.PostsPageID()),
	}
	c.logTypes(s)
	c.log.Debug("prepared types", "duration", time.Since(start))
	s.now = c.opts.Clock()
	return s, &Build{Snapshot: s}, nil
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
	pages := append(p.pages, p.cur)
	for i := range pages {
		pages[i].Rev = NewRev()
	}
	return pages
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

// Entries streams the entries of page n (1-based) of sm, in order.
func (c *Catalog) Entries(ctx context.Context, s *Snapshot, sm *Sitemap, n int, fn func(Entry) error) error {
	if n < 1 || n > len(sm.Pages) {
		return ErrNotFound
	}
	return sm.Provider.Entries(ctx, Query{Snap: s, Sitemap: sm, Page: n}, fn)
}

// Walk streams every entry of every sitemap (or those of one sitemap), and
// every object left out with the reason when explain is given: what
// `wpsitemap urls --explain` prints.
func (c *Catalog) Walk(ctx context.Context, s *Snapshot, only string, fn func(Entry) error, explain func(Excluded)) error {
	for _, sm := range s.Sitemaps {
		if only != "" && sm.Name != only {
			continue
		}
		if err := sm.Provider.Entries(ctx, Query{Snap: s, Sitemap: sm, Explain: explain}, fn); err != nil {
			return err
		}
	}
	if explain != nil && only == "" {
		return c.explainUnlisted(ctx, s, explain)
	}
	return nil
}

// watchedTypes are the post types whose rows' type, status and date the
// tracker sums: those that get a sitemap (attachments among them when
// they are listed).
func (s *Snapshot) watchedTypes() []string {
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
