package catalog

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/entrystore"
	"github.com/wpsitemap/wpsitemap/internal/freelist"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Shipping a snapshot to a fleet's followers (docs/fleet.md, "What a
// follower restores"). The lease holder writes, for each snapshot it
// serves, its skeleton (WriteSkeleton), its state (WriteState) and every
// page its entry store holds for it (PageKeys, AppendPage); a follower,
// whose catalog is over NoDatabase, restores the snapshot from them
// (ReadShipped) and serves it from its own entry store, byte for byte
// what the holder serves, without a database read.
//
// The skeleton holds what the snapshot was made of that the database
// gave: the options as read (wp.Site.Raw and what the store set after),
// the static pages of a language host, the type facts, Polylang's
// languages, the page size with alternates, and the sitemaps themselves
// (names, pages with their lastmods and revisions, timed sitemaps'
// Epoch), with the snapshot's Version, so that every page has the name
// (PageKey) it has on the holder. It does not hold the providers' data
// (what the post types list, the terms, the users): a follower reads
// every page from its entry store, and never changes the snapshot
// (Apply, Retime, Reread, WriteState and Walk refuse it: ErrShipped).
// Promoted, it starts again from the state the holder wrote, as a
// restart does (ReadState), over the database.

// ErrShipped is the error of what a snapshot restored by ReadShipped
// cannot do: anything but serve its pages from the entry store.
var ErrShipped = errors.New("catalog: a snapshot shipped from the lease holder is served from the entry store only")

// skeletonFormat is the version of WriteSkeleton's layout: skeletonMagic,
// a shippedSkeleton in gob, then a CRC-32 (IEEE, big-endian) of all that
// precedes it.
const skeletonFormat = 1

const skeletonMagic = "wpsitemap skeleton\n"

// shippedSkeleton is what WriteSkeleton writes.
type shippedSkeleton struct {
	Format   int
	Prefix   string
	PerPage  int
	Kinds    []string
	Language string // Options.Language
	// Entries is the entry store's revision written for the snapshot
	// (the state's Entries).
	Entries       uint64
	Version, Base string
	Now, Built    time.Time
	Site          shippedSite
	Facts         *wp.TypeFacts
	Languages     []string
	Hreflang      bool
	AltPerPage    int
	Sitemaps      []shippedSitemap
}

// shippedSite is what the snapshot's wp.Site was made of.
type shippedSite struct {
	Options map[string]string // wp.Site.Raw
	Prefix  string
	// What the store set on the site after wp.NewSite.
	Network                               bool
	UploadsURL, StoredHome, StoredSiteURL string
	Warnings                              []string
	NoWPML                                bool // WPML's settings dropped (no icl_translations)
	// Front and Posts are page_on_front and page_for_posts as a language
	// host's view has them (their translations: hostView).
	Front, Posts int64
}

// shippedSitemap is one sitemap of the snapshot; Provider is its
// provider's index in Options.Providers.
type shippedSitemap struct {
	Name     string
	Provider int
	Pages    []Page
	InIndex  bool
	Expires  time.Time
	Epoch    string
}

// WriteSkeleton writes to w the skeleton of s, a snapshot of c that was
// written to its entry store (Options.Entries): what a follower's
// ReadShipped needs beside the state (WriteState) and the pages
// (AppendPage) to serve what s serves. It is small: the options, the
// types and the pages' bounds, not their entries.
func (c *Catalog) WriteSkeleton(w io.Writer, s *Snapshot) error {
	rev := s.StoreRevision()
	if rev == 0 {
		return errors.New("catalog: skeleton: the snapshot was not written to an entry store")
	}
	raw, prefix := s.Site.Raw()
	sk := shippedSkeleton{
		Format: skeletonFormat, Prefix: c.db.Prefix(), PerPage: c.opts.PerPage, Kinds: c.kinds(), Language: c.opts.Language,
		Entries: rev, Version: s.Version, Base: s.base, Now: s.now, Built: s.Built,
		Site: shippedSite{Options: raw, Prefix: prefix, Network: s.Site.Network, UploadsURL: s.Site.UploadsURL,
			StoredHome: s.Site.StoredHome, StoredSiteURL: s.Site.StoredSiteURL, Warnings: s.Site.Warnings,
			NoWPML: s.Site.WPML == nil, Front: s.Site.PageOnFront, Posts: s.Site.PageForPosts},
		Facts: s.facts, Languages: s.languages, Hreflang: s.hreflang, AltPerPage: s.altPerPage,
	}
	for _, sm := range s.Sitemaps {
		i := slices.Index(c.opts.Providers, sm.Provider)
		if i < 0 {
			return fmt.Errorf("catalog: skeleton: sitemap %s of no provider of the catalog", sm.Name)
		}
		sk.Sitemaps = append(sk.Sitemaps, shippedSitemap{Name: sm.Name, Provider: i, Pages: sm.Pages,
			InIndex: sm.InIndex, Expires: sm.Expires, Epoch: sm.Epoch})
	}
	var buf bytes.Buffer
	buf.WriteString(skeletonMagic)
	if err := gob.NewEncoder(&buf).Encode(&sk); err != nil {
		return fmt.Errorf("catalog: skeleton: %w", err)
	}
	b := binary.BigEndian.AppendUint32(buf.Bytes(), crc32.ChecksumIEEE(buf.Bytes()))
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("catalog: skeleton: %w", err)
	}
	return nil
}

// readSkeleton reads a skeleton WriteSkeleton wrote.
func readSkeleton(r io.Reader) (*shippedSkeleton, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("catalog: skeleton: %w", err)
	}
	n := len(b) - 4
	if n < len(skeletonMagic) || string(b[:len(skeletonMagic)]) != skeletonMagic ||
		binary.BigEndian.Uint32(b[n:]) != crc32.ChecksumIEEE(b[:n]) {
		return nil, errors.New("catalog: corrupt skeleton: short, or its checksum does not match")
	}
	var sk shippedSkeleton
	dec := gob.NewDecoder(bytes.NewReader(b[len(skeletonMagic):n]))
	if err := dec.Decode(&sk); err != nil {
		return nil, fmt.Errorf("catalog: corrupt skeleton: %w", err)
	}
	return &sk, nil
}

// PageKeys returns the name (PageKey) of every page s serves, each once,
// in index order: the pages its entry store holds for it.
func (s *Snapshot) PageKeys() []string {
	keys, _ := s.pageRefs()
	return keys
}

// StoreRevision is the entry store's revision written for s (0: s was
// not written to one).
func (s *Snapshot) StoreRevision() uint64 {
	if s.view == nil {
		return 0
	}
	return s.view.rev
}

// ShippedPages returns the pages named keys (PageKey) that a lease holder
// shipped, each in AppendPage's encoding, in the order of keys: what a
// follower's ReadShipped writes to its entry store. A page it cannot give
// is an error. ReadShipped asks for a few pages at a time (shipBatch), so
// that one round trip to where the holder put them (Redis) brings many.
type ShippedPages func(ctx context.Context, keys []string) ([][]byte, error)

// ReadShipped restores, on a fleet's follower, the snapshot whose
// skeleton (WriteSkeleton) and state (WriteState) a lease holder wrote,
// and returns it with the change source's state. It makes no call on the
// catalog's Store but Prefix (NoDatabase). The snapshot is written to the
// catalog's entry store (Options.Entries, required): the pages it holds
// (by name, from any earlier snapshot) are kept, those it lacks are
// fetched with pages (AppendPage's encoding of the holder's pages), a
// batch at a time in the order they are written (shipBatch), and
// written, those no longer listed are deleted, all committed at the
// state's Entries revision. So the store and the state are of one moment:
// a follower promoted to holder restores the state over the database
// with ReadState, and that adopts the store as it is.
//
// Only the state's header is read (its format, prefix, entries per page,
// kinds, the store's revision and the change source's state): the caller
// keeps the state's bytes for its state file.
func (c *Catalog) ReadShipped(ctx context.Context, skeleton, state io.Reader, pages ShippedPages) (*Snapshot, []byte, error) {
	e := c.opts.Entries
	if e == nil {
		return nil, nil, errors.New("catalog: ReadShipped needs an entry store (Options.Entries)")
	}
	f, err := c.readStateHeader(gob.NewDecoder(state))
	if err != nil {
		return nil, nil, err
	}
	sk, err := readSkeleton(skeleton)
	if err != nil {
		return nil, nil, err
	}
	if err := c.checkSkeleton(sk, &f); err != nil {
		return nil, nil, err
	}
	s, err := c.shippedSnapshot(ctx, sk)
	if err != nil {
		return nil, nil, err
	}
	if changed := s.Site.ChangedOptions(f.Options); len(changed) > 0 {
		return nil, nil, fmt.Errorf("catalog: skeleton and state of different options (%s)", strings.Join(changed, ", "))
	}
	s.fetch = &pageBatches{get: pages}
	err = e.write(ctx, s)
	s.fetch = nil
	if err != nil {
		return nil, nil, err
	}
	if s.view == nil {
		return nil, nil, fmt.Errorf("%w: the entry store is closed", ErrShipped)
	}
	c.log.Debug("snapshot shipped from the lease holder", "version", s.Version, "revision", s.view.rev,
		"sitemaps", len(s.Sitemaps))
	return s, f.Tracker, nil
}

// checkSkeleton checks that sk is of this format, of this catalog, and of
// the moment of the state f.
func (c *Catalog) checkSkeleton(sk *shippedSkeleton, f *stateFile) error {
	switch {
	case sk.Format != skeletonFormat:
		return fmt.Errorf("%w: skeleton format %d, not %d", ErrStaleState, sk.Format, skeletonFormat)
	case sk.Prefix != c.db.Prefix() || sk.PerPage != c.opts.PerPage || !slices.Equal(sk.Kinds, c.kinds()) ||
		sk.Language != c.opts.Language:
		return fmt.Errorf("%w: skeleton of another prefix, entries per page, sitemap kinds or language", ErrStaleState)
	case sk.Entries == 0 || sk.Entries != f.Entries || sk.AltPerPage != f.AltPerPage:
		return fmt.Errorf("catalog: skeleton (revision %d) and state (revision %d) of different snapshots", sk.Entries, f.Entries)
	case sk.Version == "" || sk.Facts == nil:
		return errors.New("catalog: corrupt skeleton: no version or type facts")
	}
	names := map[string]bool{}
	for _, sm := range sk.Sitemaps {
		if sm.Provider < 0 || sm.Provider >= len(c.opts.Providers) || names[sm.Name] {
			return fmt.Errorf("catalog: corrupt skeleton: sitemap %q", sm.Name)
		}
		names[sm.Name] = true
	}
	return nil
}

// shippedSnapshot makes the snapshot sk describes, without a read.
func (c *Catalog) shippedSnapshot(ctx context.Context, sk *shippedSkeleton) (*Snapshot, error) {
	in := &sk.Site
	site, err := wp.NewSite(in.Options, in.Prefix)
	if err != nil {
		return nil, fmt.Errorf("catalog: skeleton: %w", err)
	}
	site.Network, site.UploadsURL, site.StoredHome, site.StoredSiteURL = in.Network, in.UploadsURL, in.StoredHome, in.StoredSiteURL
	site.Warnings = in.Warnings
	if in.NoWPML {
		site.WPML = nil
	}
	site, err = c.hostView(ctx, site, func(context.Context, *wp.Site) (int64, int64, error) { return in.Front, in.Posts, nil })
	if err != nil {
		return nil, err
	}
	// The links are never read (the pages come from the entry store):
	// should one be, it is refused, and counted by NoDatabase's store.
	refuse, ok := c.db.(*noDatabase)
	if !ok {
		refuse = &noDatabase{prefix: c.db.Prefix()}
	}
	s := c.newSnapshot(sk.Version, site, sk.Facts, wp.NewLinkCache(site, refuse))
	s.base, s.now, s.Built = sk.Base, sk.Now, sk.Built
	s.languages, s.hreflang, s.altPerPage = sk.Languages, sk.Hreflang, sk.AltPerPage
	s.shipped, s.storedRev, s.keepRevs = true, sk.Entries, true
	for _, m := range sk.Sitemaps {
		sm := &Sitemap{Name: m.Name, Provider: c.opts.Providers[m.Provider], Pages: m.Pages, InIndex: m.InIndex,
			Expires: m.Expires, Epoch: m.Epoch}
		s.Sitemaps = append(s.Sitemaps, sm)
		s.byName[sm.Name] = sm
	}
	s.setExpiry()
	return s, nil
}

// A follower fetches the pages it lacks (ReadShipped) in batches of at
// most shipBatchPages pages and, once it has seen a page, of about
// shipBatchBytes: as many pages as fit in it at the size of the largest
// page fetched so far. The first batch, of pages of unknown size, is of
// shipFirstBatch. At 1M posts (929 pages of some 48 kB deflated) a follower's
// first mirroring took 16 round trips, not 929 (docs/fleet.md), and holds a few MB
// of pages beside those the fill's workers decode.
const (
	shipBatchPages = 64
	shipBatchBytes = 4 << 20
	shipFirstBatch = 2
)

// pageBatches hands the entry store's write (render) the pages of a
// snapshot being shipped, fetched a batch at a time: told the pages the
// write lacks in the order it renders them (want), it fetches, for a page
// asked that it does not hold, that page and the first ones of that order
// not fetched yet, and keeps the others until they are asked, each once.
type pageBatches struct {
	get ShippedPages

	mu      sync.Mutex
	order   []string       // the pages the write lacks, in its order
	pos     map[string]int // of each in order
	next    int            // order[:next] are fetched
	fetched map[string]bool
	ready   map[string][]byte // fetched, not asked for yet
	largest int               // the largest page fetched
}

// want says which pages the write lacks, in the order it renders them.
func (p *pageBatches) want(keys []string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.order, p.pos, p.next = keys, make(map[string]int, len(keys)), 0
	for i, k := range keys {
		p.pos[k] = i
	}
	p.fetched, p.ready = map[string]bool{}, map[string][]byte{}
}

// page returns page key, fetching it, when it was not fetched already,
// with the first pages of the write's order not fetched yet. The workers
// of a full load ask in about that order, so the pages fetched with one
// are asked soon after.
func (p *pageBatches) page(ctx context.Context, key string) ([]byte, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ready == nil { // not told what the write lacks
		p.fetched, p.ready = map[string]bool{}, map[string][]byte{}
	}
	b, ok := p.ready[key]
	if !ok {
		batch := []string{key}
		if _, ok := p.pos[key]; ok && !p.fetched[key] {
			n := shipFirstBatch
			if p.largest > 0 {
				n = min(max(shipBatchBytes/p.largest, 1), shipBatchPages)
			}
			for i := p.next; i < len(p.order) && len(batch) < n; i++ {
				if k := p.order[i]; k != key && !p.fetched[k] {
					batch = append(batch, k)
				}
			}
		}
		got, err := p.get(ctx, batch)
		if err != nil {
			return nil, err
		}
		if len(got) != len(batch) {
			return nil, fmt.Errorf("catalog: %d pages asked for, %d given", len(batch), len(got))
		}
		for i, k := range batch {
			p.fetched[k] = true
			p.largest = max(p.largest, len(got[i]))
			if i > 0 {
				p.ready[k] = got[i]
			}
		}
		b = got[0]
		for p.next < len(p.order) && p.fetched[p.order[p.next]] {
			p.next++
		}
	}
	delete(p.ready, key)
	if b == nil {
		return nil, fmt.Errorf("catalog: page %s was not shipped", key)
	}
	return b, nil
}

// A page's encoding (AppendPage): pageFormat, the page's name (its
// length as a uvarint, then its bytes), then the body deflated
// (compress/flate, BestSpeed), then a CRC-32 (IEEE, big-endian) of all
// that precedes it. The body is the number of entries (uvarint), then
// each entry as its length (uvarint) and entrystore.AppendValue's
// encoding. Deflated, a page of 1,000 posts of cmd/wpgen's site takes
// about 48 kB instead of 224 kB: what a fleet's Redis holds per page
// (docs/fleet.md). pageFormatPlain, the body as it is, was the encoding
// before; decodePage reads both.
const (
	pageFormatPlain = 1
	pageFormat      = 2
)

// AppendPage appends to dst the encoding of the page of s named key
// (PageKey), read from the revision of this store written for s: what a
// follower's ReadShipped fetches and writes to its own store.
func (e *Entries) AppendPage(dst []byte, s *Snapshot, key string) ([]byte, error) {
	if s.entries != e || s.view == nil {
		return dst, errors.New("catalog: page: the snapshot was not written to this entry store")
	}
	v := e.acquire(s.view, key)
	if v == nil {
		return dst, fmt.Errorf("catalog: page %s: the store no longer holds the snapshot's revision", key)
	}
	defer e.release(v)
	start := len(dst)
	dst = append(dst, pageFormat)
	dst = binary.AppendUvarint(dst, uint64(len(key)))
	dst = append(dst, key...)
	var body, val []byte
	n, whole := 0, false
	err := v.v.ScanFrom(key, markerPos, 0, math.MaxInt32, func(se *entrystore.Entry) error {
		if !whole {
			whole = true // the marker
			return nil
		}
		val = entrystore.AppendValue(val[:0], se)
		body = binary.AppendUvarint(body, uint64(len(val)))
		body = append(body, val...)
		n++
		return nil
	})
	if err != nil {
		return dst[:start], fmt.Errorf("catalog: page %s: %w", key, err)
	}
	if !whole {
		return dst[:start], fmt.Errorf("catalog: page %s is not in the entry store", key)
	}
	buf := bytes.NewBuffer(dst)
	zw, ok := pageDeflaters.Get()
	if ok {
		zw.Reset(buf)
	} else {
		zw, _ = flate.NewWriter(buf, flate.BestSpeed) // BestSpeed is a valid level
	}
	defer pageDeflaters.Put(zw)
	_, err = zw.Write(binary.AppendUvarint(nil, uint64(n)))
	if err == nil {
		_, err = zw.Write(body)
	}
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		return dst[:start], err
	}
	dst = buf.Bytes()
	return binary.BigEndian.AppendUint32(dst, crc32.ChecksumIEEE(dst[start:])), nil
}

// pageDeflaters are the flate writers of AppendPage not in use (a writer
// holds some hundreds of kB of tables; a holder ships every page of a
// site at its first revision), in a free list of a fixed size: what the
// holder's two fill workers use at once, twice.
var pageDeflaters = freelist.New[*flate.Writer](4)

// errCorruptPage is the error of a page that is not what AppendPage
// writes.
var errCorruptPage = errors.New("catalog: corrupt page")

// decodePage streams the entries of b, page key as AppendPage encoded
// it, to fn at positions 0, 1, ... (after checking the whole of it).
func decodePage(key string, b []byte, fn func(pos int64, e *entrystore.Entry) error) error {
	if len(b) < 5 || binary.BigEndian.Uint32(b[len(b)-4:]) != crc32.ChecksumIEEE(b[:len(b)-4]) {
		return fmt.Errorf("%w %s: short, or its checksum does not match", errCorruptPage, key)
	}
	b = b[:len(b)-4]
	format := b[0]
	if format != pageFormat && format != pageFormatPlain {
		return fmt.Errorf("%w %s: format %d, not %d", errCorruptPage, key, format, pageFormat)
	}
	p := 1
	next := func() (uint64, bool) {
		v, k := binary.Uvarint(b[p:])
		p += max(k, 0)
		return v, k > 0
	}
	l, ok := next()
	if !ok || l > uint64(len(b)-p) || string(b[p:p+int(l)]) != key {
		return fmt.Errorf("%w %s: not that page", errCorruptPage, key)
	}
	p += int(l)
	if format == pageFormat {
		plain, err := io.ReadAll(flate.NewReader(bytes.NewReader(b[p:])))
		if err != nil {
			return fmt.Errorf("%w %s: %w", errCorruptPage, key, err)
		}
		b, p = plain, 0
	}
	count, ok := next()
	if !ok {
		return fmt.Errorf("%w %s: no count", errCorruptPage, key)
	}
	for pos := range count {
		// A fresh entry each time: DecodeValue reuses what it is given,
		// and a full load's workers keep the entries of a page until its
		// writer puts them (catalog's fill).
		var se entrystore.Entry
		l, ok := next()
		if !ok || l > uint64(len(b)-p) {
			return fmt.Errorf("%w %s: entry %d cut short", errCorruptPage, key, pos)
		}
		if err := entrystore.DecodeValue(b[p:p+int(l)], &se); err != nil {
			return fmt.Errorf("%w %s: entry %d: %w", errCorruptPage, key, pos, err)
		}
		p += int(l)
		if err := fn(int64(pos), &se); err != nil {
			return err
		}
	}
	if p != len(b) {
		return fmt.Errorf("%w %s: %d bytes after its entries", errCorruptPage, key, len(b)-p)
	}
	return nil
}
