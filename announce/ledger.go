package announce

import (
	"bufio"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
)

// Why says why a URL is announced.
type Why string

// The reasons.
const (
	// Appeared: listed now, not before.
	Appeared Why = "new"
	// Updated: listed before and now, with another lastmod, or at a new
	// address (the old one is then Removed).
	Updated Why = "updated"
	// Removed: listed before, not now (unpublished, private, trashed,
	// deleted, noindex, canonical elsewhere, renamed away), so that
	// engines fetch it again and drop it.
	Removed Why = "removed"
)

// Change is one URL to announce.
type Change struct {
	Loc     string
	Why     Why
	Sitemap string // the sitemap it is (or was) listed in
	ID      int64  // the object's ID (0: an archive or home entry)
}

// Tracked reports whether the URLs of a sitemap kind are announced: posts
// of every listed type, terms and authors. The parts of multi-part posts,
// videos and news articles are URLs of posts already announced.
func Tracked(kind string) bool {
	switch kind {
	case "post types", "taxonomies", "authors":
		return true
	}
	return false
}

// DirName is the ledger's directory under the state directory.
const DirName = "indexnow-ledger"

const manifestName = "manifest.json"

// Ledger keeps, in a LedgerStore (a directory, or a fleet's Redis), what
// the tracked sitemaps listed at the last snapshot it saw: one gzip record
// per page (each entry's ID, part, lastmod and URL) and a manifest naming
// the pages. Update compares a new
// snapshot with it page by page: a page whose Rev is the same lists the
// same entries (catalog.Page.Rev), so only the pages that changed are read
// again, and the work is proportional to the change, not to the site;
// what they listed before comes from the ledger, so a deleted post's URL is
// still known. Every URL it reports was listed in a sitemap: none that
// was never public. Not safe for concurrent use.
type Ledger struct {
	store LedgerStore
	man   *manifest // nil: no baseline yet
	// scratch, when set, receives the pages Update writes, and Update
	// records nothing (Preview).
	scratch LedgerStore
	stats   Stats
}

// Stats says what the last Update did: the pages it matched with the
// ledger without reading them, and those it read (through
// Snapshot.Entries, the database) to compare.
type Stats struct {
	Kept, Read int
	// Entries is the number of entries read; Moved names the sitemaps
	// whose URLs moved (home, permalink structure, the type's rewrite
	// rules), every page of which was read.
	Entries int
	Moved   []string
	// ReadPages names the pages read: "post 2" is page 2 of post.
	ReadPages []string
}

type manifest struct {
	Seq      int64
	Sitemaps []sitemapRecord
	// foreign says the pages were recorded by another process: revisions
	// are per process (catalog.NewRev), so those pages are matched by
	// their bounds, count and lastmod instead.
	foreign bool
}

type sitemapRecord struct {
	Name string
	// Links is linkSig of the sitemap when recorded: a restarted
	// process matches pages by their bounds only when it is the same.
	Links string
	Pages []pageRecord
}

type pageRecord struct {
	// Rev is the page's catalog.Page.ListingRev.
	Rev           uint64
	After, Before int64
	Count         int
	LastMod       string
	File          string
}

// OpenLedger opens the ledger kept in dir (created when missing). Files
// no manifest names (left by a crash between writing a page and the
// manifest) are removed.
func OpenLedger(dir string) (*Ledger, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("announce: %w", err)
	}
	return NewLedger(context.Background(), dirStore(dir))
}

// NewLedger opens the ledger kept in store. Pages no manifest names (left
// by an Update that never committed: a crash, a lost lease) are
// discarded.
func NewLedger(ctx context.Context, store LedgerStore) (*Ledger, error) {
	man, err := readManifest(ctx, store)
	if err != nil {
		return nil, err
	}
	l := &Ledger{store: store, man: man}
	keep := map[string]bool{}
	if l.man != nil {
		for _, sm := range l.man.Sitemaps {
			for _, p := range sm.Pages {
				keep[p.File] = true
			}
		}
	}
	names, err := store.Pages(ctx)
	if err != nil {
		return nil, err
	}
	var orphans []string
	for _, n := range names {
		if !keep[n] {
			orphans = append(orphans, n)
		}
	}
	if err := store.Discard(ctx, orphans); err != nil {
		return nil, err
	}
	return l, nil
}

// OpenPreview opens the ledger kept in dir for Preview: it is only read
// (another process may be writing it), and the pages read to compare go
// to scratch, a directory of the caller's.
func OpenPreview(dir, scratch string) (*Ledger, error) {
	man, err := readManifest(context.Background(), dirStore(dir))
	if err != nil {
		return nil, err
	}
	return &Ledger{store: dirStore(dir), scratch: dirStore(scratch), man: man}, nil
}

// readManifest reads the manifest kept in store (nil: none yet), marked
// as written by an earlier process.
func readManifest(ctx context.Context, store LedgerStore) (*manifest, error) {
	b, err := store.Manifest(ctx)
	if err != nil || b == nil {
		return nil, err
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("announce: the ledger's manifest: %w", err)
	}
	m.foreign = true
	return &m, nil
}

// Baselined reports whether the ledger holds a listing to compare with.
func (l *Ledger) Baselined() bool { return l.man != nil }

// Stats returns what the last Update did.
func (l *Ledger) Stats() Stats { return l.stats }

// linkSig is what the URLs of a tracked sitemap hang on besides the
// objects it lists: the home URL and the permalink structure, the
// multilingual plugin's URL settings, and the rewrite facts of its post
// type or taxonomy, the bases and Yoast's "strip category base" for terms. Pages of a sitemap whose linkSig is
// unchanged list the same URLs when they list the same objects.
func linkSig(snap *catalog.Snapshot, sm *catalog.Sitemap) string {
	site := snap.Site
	sig := fmt.Sprintf("%s\x00%s", site.Home, site.PermalinkStructure)
	// Where each language's URLs are (Polylang's mode and hide_default,
	// WPML's negotiation and domains, ...); nothing on a site without
	// them, whose ledgers keep their signatures.
	if l := site.LanguageURLs(); l != "" {
		sig += "\x00" + l
	}
	switch sm.Provider.Kind() {
	case "post types":
		if pt := snap.Registry.PostType(sm.Name); pt != nil {
			c := *pt
			c.Source = ""
			sig += fmt.Sprintf("\x00%+v", c)
		}
	case "taxonomies":
		if tx := snap.Registry.Taxonomy(sm.Name); tx != nil {
			c := *tx
			c.Source = ""
			sig += fmt.Sprintf("\x00%s\x00%s\x00%t\x00%+v", site.CategoryBase, site.TagBase, site.StripCategoryBase, c)
		}
	}
	h := fnv.New64a()
	h.Write([]byte(sig))
	return strconv.FormatUint(h.Sum64(), 16)
}

// Preview is Update without recording anything: what would be announced
// now (OpenPreview).
func (l *Ledger) Preview(ctx context.Context, snap *catalog.Snapshot, emit func(Change) error) error {
	if l.scratch == nil {
		return errors.New("announce: Preview needs a ledger opened with OpenPreview")
	}
	return l.Update(ctx, snap, emit)
}

// entry is one line of a page file.
type entry struct {
	id      int64
	part    int
	lastMod string // RFC 3339, or empty
	loc     string
}

func (e entry) before(o entry) bool {
	return e.id < o.id || (e.id == o.id && e.part < o.part)
}

// Update compares snap with the ledger, calls emit for each URL to
// announce, then records snap's listing. Without a baseline it only
// records (nothing is announced at the first start). Pages are read
// through snap.Entries (the database, as a render does). emit's error
// stops Update before anything is recorded, so the same changes are found
// again.
func (l *Ledger) Update(ctx context.Context, snap *catalog.Snapshot, emit func(Change) error) error {
	return l.update(ctx, snap, emit, nil)
}

// update is Update, calling flush (when set) after the last emit and
// before the listing is recorded: the Announcer queues what emit gathered
// there, so that a listing is never recorded before its changes are
// queued.
func (l *Ledger) update(ctx context.Context, snap *catalog.Snapshot, emit func(Change) error, flush func() error) error {
	l.stats = Stats{}
	u := l.newUpdate()
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex || !Tracked(sm.Provider.Kind()) {
			continue
		}
		if err := u.sitemap(ctx, snap, sm); err != nil {
			return u.fail(ctx, err)
		}
	}
	gone, err := u.compare(ctx, emit)
	if err == nil && flush != nil {
		err = flush()
	}
	if err != nil {
		return u.fail(ctx, err)
	}
	if l.scratch != nil {
		return u.fail(ctx, nil) // a preview records nothing
	}
	b, err := json.Marshal(u.next)
	if err == nil {
		err = l.store.Commit(ctx, b, gone)
	}
	if err != nil {
		return u.fail(ctx, fmt.Errorf("announce: record the listing: %w", err))
	}
	l.man = u.next
	return nil
}

// oldRef names a page of the recorded manifest.
type oldRef struct {
	sitemap string
	idx     int
}

// pagesDiff is the old and new pages of a sitemap that differ.
type pagesDiff struct{ old, new []pageRecord }

// ledgerUpdate is one Update under way: the recorded pages, by revision
// and, for a ledger of another process, by bounds; those kept; where new
// pages go, and those written (discarded if Update fails); the pages that
// differ.
type ledgerUpdate struct {
	l           *Ledger
	next        *manifest
	byRev       map[uint64]oldRef
	byBounds    map[string]oldRef
	oldSitemaps map[string]sitemapRecord
	kept        map[oldRef]bool
	newStore    LedgerStore
	written     []string
	changed     map[string]*pagesDiff
	order       []string
}

func (l *Ledger) newUpdate() *ledgerUpdate {
	u := &ledgerUpdate{l: l, next: &manifest{}, byRev: map[uint64]oldRef{}, byBounds: map[string]oldRef{},
		oldSitemaps: map[string]sitemapRecord{}, kept: map[oldRef]bool{}, newStore: l.store, changed: map[string]*pagesDiff{}}
	if l.scratch != nil {
		u.newStore = l.scratch
	}
	if l.man == nil {
		return u
	}
	u.next.Seq = l.man.Seq
	for _, sm := range l.man.Sitemaps {
		u.oldSitemaps[sm.Name] = sm
		for i, p := range sm.Pages {
			ref := oldRef{sm.Name, i}
			if l.man.foreign {
				u.byBounds[boundsKey(sm.Name, p.After, p.Before, p.Count, p.LastMod)] = ref
			} else {
				u.byRev[p.Rev] = ref
			}
		}
	}
	return u
}

// fail discards the pages written and returns err.
func (u *ledgerUpdate) fail(ctx context.Context, err error) error {
	// Discarded in a context of its own: ctx may be why Update failed.
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if derr := u.newStore.Discard(dctx, u.written); derr != nil && err == nil {
		err = derr
	}
	return err
}

// note returns the differing pages of sitemap name.
func (u *ledgerUpdate) note(name string) *pagesDiff {
	d := u.changed[name]
	if d == nil {
		d = &pagesDiff{}
		u.changed[name] = d
		u.order = append(u.order, name)
	}
	return d
}

// sitemap records sm's pages: each that lists what a recorded one did is
// kept, the others are read and written.
func (u *ledgerUpdate) sitemap(ctx context.Context, snap *catalog.Snapshot, sm *catalog.Sitemap) error {
	l := u.l
	rec := sitemapRecord{Name: sm.Name, Links: linkSig(snap, sm)}
	old, had := u.oldSitemaps[sm.Name]
	moved := had && old.Links != rec.Links
	if moved {
		l.stats.Moved = append(l.stats.Moved, sm.Name)
	}
	for i, pg := range sm.Pages {
		// A page lists what a recorded one did when it has its listing
		// revision (catalog.Page.ListingRev: the same process), or,
		// recorded by another process, its bounds, count and lastmod, as
		// long as no URL moved since.
		ref, ok := u.byRev[pg.ListingRev()]
		if !ok && l.man != nil && l.man.foreign && !moved {
			ref, ok = u.byBounds[boundsKey(sm.Name, pg.After, pg.Before, pg.Count, pg.LastMod)]
		}
		if ok && !u.kept[ref] {
			u.kept[ref] = true
			old := u.oldSitemaps[ref.sitemap].Pages[ref.idx]
			old.Rev = pg.ListingRev()
			rec.Pages = append(rec.Pages, old)
			l.stats.Kept++
			continue
		}
		u.next.Seq++
		p := pageRecord{Rev: pg.ListingRev(), After: pg.After, Before: pg.Before, Count: pg.Count, LastMod: pg.LastMod,
			File: "p" + strconv.FormatInt(u.next.Seq, 10) + ".gz"}
		n, err := l.writePage(ctx, snap, sm, i+1, u.newStore, p.File)
		if err != nil {
			return err
		}
		l.stats.Read++
		l.stats.Entries += n
		l.stats.ReadPages = append(l.stats.ReadPages, sm.Name+" "+strconv.Itoa(i+1))
		u.written = append(u.written, p.File)
		rec.Pages = append(rec.Pages, p)
		d := u.note(sm.Name)
		d.new = append(d.new, p)
	}
	u.next.Sitemaps = append(u.next.Sitemaps, rec)
	return nil
}

// compare hands emit what changed between the recorded pages not kept and
// the new ones, and returns the files of those recorded pages.
func (u *ledgerUpdate) compare(ctx context.Context, emit func(Change) error) (gone []string, err error) {
	l := u.l
	if l.man == nil {
		return nil, nil
	}
	for _, sm := range l.man.Sitemaps {
		for i, p := range sm.Pages {
			if !u.kept[oldRef{sm.Name, i}] {
				d := u.note(sm.Name)
				d.old = append(d.old, p)
				gone = append(gone, p.File)
			}
		}
	}
	for _, name := range u.order {
		d := u.changed[name]
		if err := l.compare(ctx, name, d.old, d.new, u.newStore, emit); err != nil {
			return nil, err
		}
	}
	return gone, nil
}

func boundsKey(name string, after, before int64, count int, lastMod string) string {
	return fmt.Sprintf("%s\x00%d\x00%d\x00%d\x00%s", name, after, before, count, lastMod)
}

// writePage writes the entries of page n of sm to the page name of
// store, and returns how many it wrote.
func (l *Ledger) writePage(ctx context.Context, snap *catalog.Snapshot, sm *catalog.Sitemap, n int, store LedgerStore, name string) (int, error) {
	f, err := store.CreatePage(ctx, name)
	if err != nil {
		return 0, fmt.Errorf("announce: %w", err)
	}
	count := 0
	zw := gzip.NewWriter(f)
	bw := bufio.NewWriter(zw)
	err = snap.Entries(ctx, sm, n, func(e catalog.Entry) error {
		mod := ""
		if !e.LastMod.IsZero() {
			mod = e.LastMod.UTC().Format(time.RFC3339)
		}
		if strings.ContainsAny(e.Loc, "\t\n") {
			return nil // not a URL any engine would take
		}
		count++
		_, err := fmt.Fprintf(bw, "%d\t%d\t%s\t%s\n", e.ID, e.Part, mod, e.Loc)
		return err
	})
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = zw.Close()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = store.Discard(context.WithoutCancel(ctx), []string{name})
		return 0, fmt.Errorf("announce: record page %d of %s: %w", n, sm.Name, err)
	}
	return count, nil
}

// pageReader reads the entries of a list of pages, in order.
type pageReader struct {
	ctx   context.Context
	store LedgerStore
	files []pageRecord
	name  string // the page being read
	f     io.ReadCloser
	zr    *gzip.Reader
	sc    *bufio.Scanner
	err   error
}

func (r *pageReader) next() (entry, bool) {
	for r.err == nil {
		if r.sc != nil && r.sc.Scan() {
			fs := strings.SplitN(r.sc.Text(), "\t", 4)
			if len(fs) != 4 {
				r.err = fmt.Errorf("announce: corrupt ledger page %s", r.name)
				break
			}
			id, err1 := strconv.ParseInt(fs[0], 10, 64)
			part, err2 := strconv.Atoi(fs[1])
			if err1 != nil || err2 != nil {
				r.err = fmt.Errorf("announce: corrupt ledger page %s", r.name)
				break
			}
			return entry{id: id, part: part, lastMod: fs[2], loc: fs[3]}, true
		}
		if r.sc != nil {
			r.err = r.sc.Err()
			r.close()
			if r.err != nil {
				break
			}
		}
		if len(r.files) == 0 {
			return entry{}, false
		}
		r.name = r.files[0].File
		r.f, r.err = r.store.OpenPage(r.ctx, r.name)
		r.files = r.files[1:]
		if r.err != nil {
			break
		}
		if r.zr, r.err = gzip.NewReader(r.f); r.err != nil {
			break
		}
		r.sc = bufio.NewScanner(r.zr)
		r.sc.Buffer(make([]byte, 64<<10), 1<<20)
	}
	return entry{}, false
}

func (r *pageReader) close() {
	if r.f != nil {
		r.f.Close()
	}
	r.f, r.zr, r.sc = nil, nil, nil
}

// compare merges the entries of a sitemap's old and new changed pages, in
// (ID, part) order as sitemaps list them, and emits what differs. Were
// the order ever different, an entry would be announced as removed and new
// at once: a URL too many, never one that was not listed.
func (l *Ledger) compare(ctx context.Context, name string, old, new []pageRecord, newStore LedgerStore, emit func(Change) error) error {
	or := &pageReader{ctx: ctx, store: l.store, files: old}
	nr := &pageReader{ctx: ctx, store: newStore, files: new}
	defer or.close()
	defer nr.close()
	o, ook := or.next()
	n, nok := nr.next()
	for ook || nok {
		var err error
		switch {
		case ook && (!nok || o.before(n)):
			err = emit(Change{Loc: o.loc, Why: Removed, Sitemap: name, ID: o.id})
			o, ook = or.next()
		case nok && (!ook || n.before(o)):
			err = emit(Change{Loc: n.loc, Why: Appeared, Sitemap: name, ID: n.id})
			n, nok = nr.next()
		default:
			if n.loc != o.loc {
				err = emit(Change{Loc: n.loc, Why: Updated, Sitemap: name, ID: n.id})
				if err == nil {
					err = emit(Change{Loc: o.loc, Why: Removed, Sitemap: name, ID: o.id})
				}
			} else if n.lastMod != o.lastMod {
				err = emit(Change{Loc: n.loc, Why: Updated, Sitemap: name, ID: n.id})
			}
			o, ook = or.next()
			n, nok = nr.next()
		}
		if err != nil {
			return err
		}
	}
	if or.err != nil {
		return or.err
	}
	return nr.err
}
