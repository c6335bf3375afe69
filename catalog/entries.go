package catalog

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/entrystore"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// Entries keeps the entries of every page of a catalog's snapshots on
// disk, in an entrystore.Store, so that Snapshot.Entries reads them from
// there and never from the database (docs/entrystore.md).
//
// A page is stored under its document's name (PageKey: its Rev, or the
// snapshot's version, and its sitemap's Epoch), its entries at positions
// 0, 1, ... in the order it lists them, after a marker at
// math.MinInt64 that says the page is whole. The name identifies one
// content for good (the page cache and ETags rely on the same), so a page
// a change did not touch is kept as it is, and a reader may read it from
// any revision that holds it. Each snapshot the catalog returns (Build,
// Apply, Reread, Retime, ReadState) has been written first: the pages it
// lists that the store lacks are rendered by their providers (which read
// the database) and put, the pages it no longer lists are deleted, all in
// one batch committed with a new revision (or, when the store holds none
// of its pages, a full build, through a Loader). The snapshot then keeps
// a view of that revision.
//
// Views: the two last committed stay open; an older one is retired, and
// closed when its last reader finishes (readers hold it for one page). A
// reader of a snapshot whose view was closed (two changes were committed
// while it held the snapshot) reads the page from the current view when
// it holds the page, else from the provider, as without the store
// (counted: FromDatabase); so does a read the store fails.
type Entries struct {
	st  *entrystore.Store
	log *slog.Logger

	lmu sync.Mutex // one full load at a time; taken before wmu
	wmu sync.Mutex // one commit at a time; present is changed under it and mu

	mu       sync.Mutex
	present  map[string]bool // the pages of the committed revision
	cur      *entryView      // the view of the committed revision
	prev     *entryView      // the one before
	open     int             // views not closed yet
	closed   bool            // Close was called
	stClosed bool            // the store was closed

	fromDB, fromStore, written, duringScan, patched atomic.Int64
	// failReads, set by tests, makes every read of the store fail (a
	// store whose disk is gone): pages must then come from the database.
	failReads atomic.Bool
}

// entryView is a view of one revision, closed once it is retired and no
// reader holds it.
type entryView struct {
	v       *entrystore.View
	rev     uint64 // its revision
	readers int    // under Entries.mu
	retired bool   // under Entries.mu
}

// EntriesOptions configure OpenEntries.
type EntriesOptions struct {
	// CacheBytes bounds the store's block cache (0: entrystore's default).
	CacheBytes int64
	Logger     *slog.Logger
}

// OpenEntries opens the entry store in dir, creating it when absent. What
// an earlier process wrote is read again only for a snapshot restored from
// a state file written with the store's current revision (ReadState):
// its pages that kept their revisions are kept; any other first snapshot
// fills the store again. A store of another format, a damaged one, or not
// a store is removed and made again (entrystore.ErrRebuild).
func OpenEntries(dir string, opts EntriesOptions) (*Entries, error) {
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	eo := entrystore.Options{CacheBytes: opts.CacheBytes, Logger: log}
	st, err := entrystore.Open(dir, eo)
	if errors.Is(err, entrystore.ErrRebuild) {
		log.Info("entry store of another format or damaged; building it again", "dir", dir, "err", err)
		if err = entrystore.Remove(dir); err == nil {
			st, err = entrystore.Open(dir, eo)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("catalog: entry store: %w", err)
	}
	return &Entries{st: st, log: log, present: map[string]bool{}}, nil
}

// Close closes the store once the reads under way are done; the
// snapshots written to it read their providers from then on.
func (e *Entries) Close() error {
	e.lmu.Lock() // after the load under way
	defer e.lmu.Unlock()
	e.wmu.Lock() // and the commit
	defer e.wmu.Unlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil
	}
	e.closed = true
	for _, v := range []*entryView{e.cur, e.prev} {
		if v != nil {
			e.retire(v)
		}
	}
	e.cur, e.prev = nil, nil
	return e.closeStore()
}

// closeStore closes the store once Close was called and no view is open
// (under mu); else the last view's release does.
func (e *Entries) closeStore() error {
	if !e.closed || e.open > 0 || e.stClosed {
		return nil
	}
	e.stClosed = true
	return e.st.Close()
}

// retire closes v once its last reader is done (under mu).
func (e *Entries) retire(v *entryView) {
	v.retired = true
	if v.readers == 0 {
		e.closeView(v)
	}
}

// closeView closes v, and the store after the last view once Close was
// called (under mu).
func (e *Entries) closeView(v *entryView) {
	v.v.Close()
	e.open--
	if err := e.closeStore(); err != nil {
		e.log.Warn("entry store not closed cleanly", "err", err)
	}
}

// Revision is the store's committed revision (0: none yet).
func (e *Entries) Revision() uint64 { return e.st.Revision() }

// FromDatabase is the number of pages read from the database rather than
// from the store (a reader that held its snapshot across two changes, or
// a store that could not be read).
func (e *Entries) FromDatabase() int64 { return e.fromDB.Load() }

// Written is the number of pages rendered by their providers (or, on a
// fleet's follower, fetched: ReadShipped) and written to the store.
func (e *Entries) Written() int64 { return e.written.Load() }

// Patched is the number of pages written from the entries the store held
// of the pages they replace and the posts a change examined again, read
// from the database (Entries.patch): of Written, those not rendered whole.
func (e *Entries) Patched() int64 { return e.patched.Load() }

// DuringScan is the number of pages a Build's scan handed to the store
// while it went on (its full loads' pages rendered before the scan ended).
func (e *Entries) DuringScan() int64 { return e.duringScan.Load() }

// FromStore is the number of pages read from the store.
func (e *Entries) FromStore() int64 { return e.fromStore.Load() }

// FailReads makes every read of the store fail from now on (fail true),
// as a store whose disk is gone: for tests.
func (e *Entries) FailReads(fail bool) { e.failReads.Store(fail) }

// PageKey names the document of page n (1-based) of sitemap sm of s: the
// page's Rev when it has one (a page a change did not touch keeps it
// across snapshots), else the snapshot's version, with the sitemap's
// Epoch (the clock's part of timed sitemaps). One name is one content.
func PageKey(s *Snapshot, sm *Sitemap, n int) string {
	return pageKey(s, sm.Name, n, sm.Pages[n-1], sm.Epoch)
}

// pageKey is PageKey of page n, pg, of the sitemap name of epoch.
func pageKey(s *Snapshot, name string, n int, pg Page, epoch string) string {
	if pg.Rev != 0 {
		return "rev:" + strconv.FormatUint(pg.Rev, 36) + "@" + epoch
	}
	return s.Version + "/" + name + "/" + strconv.Itoa(n) + "@" + epoch
}

// markerPos is the position of a page's marker, before its entries.
const markerPos = math.MinInt64

// stored converts e to what the store keeps.
func stored(e *Entry) (entrystore.Entry, error) {
	se := entrystore.Entry{ID: e.ID, Part: e.Part, URL: e.URL}
	switch x := e.Extra.(type) {
	case nil:
	case []sitemap.Video:
		se.Videos = x
	case *sitemap.NewsURL:
		se.News = x
	default:
		return se, fmt.Errorf("catalog: entry %s: extra %T cannot be stored", e.Loc, e.Extra)
	}
	return se, nil
}

// loaded converts an entry of the store of sitemap sm back, copying what
// the store reuses unless shared (the reader keeps nothing: Render).
func loaded(sm *Sitemap, se *entrystore.Entry, shared bool) Entry {
	e := Entry{Type: sm.Name, ID: se.ID, Part: se.Part, URL: se.URL}
	if !shared {
		e.Images = slices.Clone(se.Images)
		e.Alternates = slices.Clone(se.Alternates)
	}
	switch {
	case se.News != nil:
		e.Extra = se.News
	case se.Videos != nil && shared:
		e.Extra = se.Videos
	case se.Videos != nil:
		e.Extra = slices.Clone(se.Videos)
	}
	return e
}

// pageRef is one page of a snapshot to write.
type pageRef struct {
	sm *Sitemap
	n  int
}

// pageRefs returns the names of the pages of s that are served (of the
// sitemaps the index lists), each once, in index order, with a page of
// each name.
func (s *Snapshot) pageRefs() ([]string, []pageRef) {
	seen := map[string]bool{}
	var keys []string
	var refs []pageRef
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue // not served
		}
		for n := 1; n <= len(sm.Pages); n++ {
			k := PageKey(s, sm, n)
			if !seen[k] {
				seen[k] = true
				keys = append(keys, k)
				refs = append(refs, pageRef{sm, n})
			}
		}
	}
	return keys, refs
}

// write stores the pages of s the store lacks, deletes those s no longer
// lists, commits them with a new revision and gives s its view. A
// snapshot already written is left alone. A full load renders its pages
// without holding up the changes of the snapshot being served (its own
// commit is ordered with theirs); a change writes under wmu.
func (e *Entries) write(ctx context.Context, s *Snapshot) error {
	if s.view != nil {
		return nil
	}
	defer func() { s.patch = nil }() // old's snapshot is not kept alive
	start := time.Now()
	e.wmu.Lock()
	if e.isClosed() {
		e.wmu.Unlock()
		return nil // read from the providers
	}
	if len(e.present) == 0 && s.storedRev != 0 {
		if err := e.adopt(s); err != nil {
			e.wmu.Unlock()
			return err
		}
	}
	names, refs := s.pageRefs()
	keys := make(map[string]bool, len(names))
	var missing []pageRef
	var lacking []string // their names
	for i, k := range names {
		keys[k] = true
		if !e.present[k] {
			missing = append(missing, refs[i])
			lacking = append(lacking, k)
		}
	}
	if s.fetch != nil {
		s.fetch.want(lacking) // in the order both ways below render them
	}
	var stale []string
	for k := range e.present {
		if !keys[k] {
			stale = append(stale, k)
		}
	}
	full := len(missing) == len(keys) && len(keys) > 0
	if !full {
		defer e.wmu.Unlock()
		commit := len(missing) > 0 || len(stale) > 0 || (s.shipped && e.st.Revision() != s.storedRev)
		if commit {
			if err := e.change(ctx, s, missing, stale, e.nextRevision(s)); err != nil {
				return err
			}
		}
		return e.done(s, keys, start, commit, len(missing), len(stale))
	}
	e.wmu.Unlock()
	f := s.fill // the Build's, which the scan may have handed pages to
	if f != nil && !f.fits(keys) {
		e.log.Warn("entry store: the scan handed over pages the snapshot does not list; loading again")
		f.close()
		f = nil
	}
	if f == nil {
		var err error
		if f, err = e.startFill(ctx, s); f == nil {
			return err // nil: closed, read from the providers
		}
		defer f.close()
	}
	for _, r := range missing {
		if err := f.add(PageKey(s, r.sm, r.n), r); err != nil {
			return err
		}
	}
	if err := f.finish(); err != nil {
		return err
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	rev := e.nextRevision(s)
	if err := f.commit(rev); err != nil {
		return err
	}
	e.duringScan.Add(int64(f.early))
	e.log.Info("entry store filled", "entries", f.l.Entries()-int64(len(missing)), "pages", len(missing),
		"during_the_scan", f.early, "revision", rev, "duration", time.Since(f.start))
	return e.done(s, keys, start, true, len(missing), len(stale))
}

// nextRevision is the revision to commit s with: the one after the
// store's, but for a snapshot shipped from a fleet's lease holder
// (ReadShipped), which is committed at the holder's.
func (e *Entries) nextRevision(s *Snapshot) uint64 {
	if s.shipped {
		return s.storedRev
	}
	return e.st.Revision() + 1
}

// adopt takes the pages of s that the store holds as present, when the
// store is at the revision the state file s was read from was written
// with: the store and the file are of one moment. At another revision
// (a process killed between a commit and the state file's next write),
// nothing is taken: the first write fills the store again. A snapshot
// shipped from a lease holder (ReadShipped) takes whatever pages the
// store holds, at any revision (a follower restarted after it missed
// revisions): a name is one content for good, whichever process wrote
// it, and a page is whole once its marker is committed. Under wmu.
func (e *Entries) adopt(s *Snapshot) error {
	if rev := e.st.Revision(); rev != s.storedRev && !s.shipped {
		e.log.Info("entry store and state file of different moments; filling the store again",
			"store_revision", rev, "state_revision", s.storedRev)
		return nil
	}
	v, err := e.st.View()
	if err != nil {
		return fmt.Errorf("catalog: entry store: %w", err)
	}
	defer v.Close()
	present := map[string]bool{}
	keys, _ := s.pageRefs()
	for _, k := range keys {
		_, ok, err := v.Get(k, markerPos, 0)
		if err != nil {
			return fmt.Errorf("catalog: entry store: %w", err)
		}
		if ok {
			present[k] = true
		}
	}
	e.mu.Lock()
	e.present = present
	e.mu.Unlock()
	e.log.Info("entry store agrees with the state file", "revision", s.storedRev, "pages_kept", len(present))
	return nil
}

// isClosed reports whether Close was called.
func (e *Entries) isClosed() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.closed
}

// done makes the revision just committed, which holds the pages keys,
// current and gives s its view (under wmu).
func (e *Entries) done(s *Snapshot, keys map[string]bool, start time.Time, committed bool, written, deleted int) error {
	e.mu.Lock()
	if c := e.cur; c != nil && !committed && c.rev == e.st.Revision() {
		// Nothing was committed: s shares the current view, and the
		// one before stays open for the readers of older snapshots. (A
		// commit may reuse the current view's revision: a fleet's
		// follower commits at the holder's, which an earlier term of its
		// own may have used for other pages.)
		e.mu.Unlock()
		s.view, s.entries = c, e
		return nil
	}
	e.mu.Unlock()
	v, err := e.st.View()
	if err != nil {
		return fmt.Errorf("catalog: entry store: %w", err)
	}
	ev := &entryView{v: v, rev: v.Revision()}
	e.mu.Lock()
	e.open++
	e.present = keys
	if e.closed {
		e.retire(ev)
	} else {
		if old := e.prev; old != nil {
			e.retire(old)
		}
		e.prev, e.cur = e.cur, ev
	}
	e.mu.Unlock()
	s.view = ev
	s.entries = e
	e.log.Debug("entries stored", "version", s.Version, "revision", v.Revision(), "pages", written,
		"deleted", deleted, "duration", time.Since(start))
	return nil
}

// render streams the entries of page r of s, from its provider, or, for
// a snapshot being shipped (ReadShipped), from the page fetched. Each
// entry fn gets is its own (nothing in it is reused for the next), so
// fn may keep it: the fill's workers keep a page's entries until its
// writer puts them.
func (e *Entries) render(ctx context.Context, s *Snapshot, r pageRef, fn func(pos int64, e *entrystore.Entry) error) error {
	e.written.Add(1)
	if s.fetch != nil {
		k := PageKey(s, r.sm, r.n)
		b, err := s.fetch.page(ctx, k)
		if err != nil {
			return err
		}
		return decodePage(k, b, fn)
	}
	var pos int64
	return r.sm.Provider.Entries(ctx, Query{Snap: s, Sitemap: r.sm, Page: r.n}, func(e Entry) error {
		se, err := stored(&e)
		if err != nil {
			return err
		}
		err = fn(pos, &se)
		pos++
		return err
	})
}

// change writes the pages missing and deletes the stale ones in one batch.
func (e *Entries) change(ctx context.Context, s *Snapshot, missing []pageRef, stale []string, rev uint64) error {
	b := e.st.NewBatch()
	defer b.Close()
	for _, k := range stale {
		if err := b.DeleteKind(k); err != nil {
			return fmt.Errorf("catalog: entry store: %w", err)
		}
	}
	for _, r := range missing {
		k := PageKey(s, r.sm, r.n)
		if err := b.DeleteKind(k); err != nil { // a page left half written by a failed load
			return fmt.Errorf("catalog: entry store: %w", err)
		}
		if ok, err := e.patch(ctx, s, r, k, b); err != nil {
			return fmt.Errorf("catalog: entry store: %s page %d: %w", r.sm.Name, r.n, err)
		} else if ok {
			continue
		}
		if err := b.PutAt(k, markerPos, &entrystore.Entry{}); err != nil {
			return fmt.Errorf("catalog: entry store: %w", err)
		}
		if err := e.render(ctx, s, r, func(pos int64, se *entrystore.Entry) error { return b.PutAt(k, pos, se) }); err != nil {
			return fmt.Errorf("catalog: entry store: %s page %d: %w", r.sm.Name, r.n, err)
		}
	}
	if err := b.Commit(rev); err != nil {
		return fmt.Errorf("catalog: entry store: %w", err)
	}
	return nil
}

// acquire returns a view to read page key of s from: the snapshot's own
// while it is open, else the current one when it holds the page; nil:
// none (the page is read from the provider).
func (e *Entries) acquire(own *entryView, key string) *entryView {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return nil
	}
	if own != nil && !own.retired {
		own.readers++
		return own
	}
	if e.cur != nil && e.present[key] {
		e.cur.readers++
		return e.cur
	}
	return nil
}

// release ends a read of v.
func (e *Entries) release(v *entryView) {
	e.mu.Lock()
	defer e.mu.Unlock()
	v.readers--
	if v.retired && v.readers == 0 {
		e.closeView(v)
	}
}

// errReadsFail is the error of a read made to fail (FailReads).
var errReadsFail = errors.New("catalog: entry store reads made to fail")

// read streams the entries of page n of sm, a sitemap of s, from the
// store; false when the store cannot give them (nothing was passed to fn).
// With shared, fn keeps nothing of an entry past its return (Render).
func (e *Entries) read(ctx context.Context, s *Snapshot, sm *Sitemap, n int, shared bool, fn func(Entry) error) (bool, error) {
	if !sm.InIndex {
		return false, nil // never written: not served
	}
	key := PageKey(s, sm, n)
	v := e.acquire(s.view, key)
	if v == nil {
		return false, nil
	}
	defer e.release(v)
	if e.failReads.Load() {
		e.log.Warn("entry store read failed; reading the database", "sitemap", sm.Name, "page", n, "err", errReadsFail)
		return false, nil
	}
	started, whole := false, false
	scan := v.v.ScanFrom
	if shared {
		scan = v.v.ScanFromShared
	}
	err := scan(key, markerPos, 0, math.MaxInt32, func(se *entrystore.Entry) error {
		if !whole {
			whole = true // the marker: the page is whole
			return nil
		}
		if err := ctx.Err(); err != nil {
			return callerErr{err}
		}
		started = true
		if err := fn(loaded(sm, se, shared)); err != nil {
			return callerErr{err}
		}
		return nil
	})
	if whole {
		e.fromStore.Add(1)
	}
	var ce callerErr
	switch {
	case errors.As(err, &ce):
		return true, ce.err
	case err != nil && started:
		return true, err // part of the page is out: it cannot be read again
	case err != nil:
		e.log.Warn("entry store read failed; reading the database", "sitemap", sm.Name, "page", n, "err", err)
		return false, nil
	case !whole:
		// Every view given out holds the pages it was given for
		// (write, acquire): a page missing is the store's bug, said
		// rather than hidden behind the database.
		e.log.Error("entry store lacks a page it was written with; reading the database",
			"sitemap", sm.Name, "page", n, "key", key, "revision", v.rev)
	}
	return whole, nil
}

// callerErr carries an error of read's caller (or its context) through
// the store's scan, told apart from the store's own.
type callerErr struct{ err error }

func (c callerErr) Error() string { return c.err.Error() }

// storeEntries writes s to the catalog's entry store, if it has one.
func (c *Catalog) storeEntries(ctx context.Context, s *Snapshot) error {
	if c.opts.Entries == nil || s == nil {
		return nil
	}
	return c.opts.Entries.write(ctx, s)
}

// Stored reports whether the snapshot was written to an entry store, from
// which Snapshot.Entries reads its pages: false once the store is closed
// (its pages then come from their providers).
func (s *Snapshot) Stored() bool { return s.view != nil && !s.entries.isClosed() }

// StaleState reports whether s, restored from a state file (ReadState),
// was written to the entry store at another revision than the file
// names: the pages it rendered again (terms, authors) were committed, so
// the file must be written again, else the next start finds the store and
// the file of different moments and fills the store again whole.
func (s *Snapshot) StaleState() bool {
	return s.view != nil && s.storedRev != s.view.rev
}

// EntryStore is the catalog's entry store (Options.Entries; nil: none).
func (c *Catalog) EntryStore() *Entries { return c.opts.Entries }

// WithEntries returns a catalog of the same site and options that keeps
// its entries in e (nil: none), from the same providers: a second lineage
// of snapshots beside c's (tests compare a fresh build with c's).
func (c *Catalog) WithEntries(e *Entries) *Catalog {
	opts := c.opts
	opts.Entries = e
	opts.Overrides = c.overrides.Load()
	return New(c.db, opts)
}
