package catalog

import (
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// A snapshot's state (WriteState, ReadState) is what it prepared: the
// page boundaries and listed IDs of every post-type sitemap, the lastmods
// of terms and authors, the parts of multi-part posts, with the change
// source's state beside it, so that a restart answers in seconds instead
// of reading every published post again. ReadState checks it against the
// store: its format, table prefix, entries per page, providers and listed
// types must match.

// stateFormat is the version of the state file's layout; a file of
// another version is rebuilt. 2: the providers' parts follow the header as
// values of their own in the gob stream (the post types' lists page by
// page), so that neither writing nor reading holds the file in memory;
// 3: the change source's state is opaque bytes of its own encoding; 4:
// the terms' and authors' lastmods are lists in ID order, not maps (gob
// writes a map in a new order every time, and a fleet ships the state in
// chunks cut by content: a one-post change shipped the 260 kB of a
// million-post site's terms). Files of format 3 are still read.
const stateFormat = 4

// oldestStateFormat is the oldest format still read.
const oldestStateFormat = 3

// lastModListsFormat is the first format that saves lastmods as lists
// (saveLastMods); a file before it holds maps.
const lastModListsFormat = 4

// ErrStaleState says a saved state no longer fits the database.
var ErrStaleState = errors.New("catalog: state file does not fit the database")

// stateFile is the header of the state file; each provider's part
// (Provider.Save) follows it, in provider order.
type stateFile struct {
	Format  int
	Prefix  string
	PerPage int
	// AltPerPage is the page size of the sitemaps with alternates
	// (Snapshot.AlternatesPerPage; 0, also in files written before it
	// was saved: PerPage): the languages or the limit may have moved it.
	AltPerPage int
	Kinds      []string
	Saved      time.Time
	Tracker    []byte // the change source's (wp.ChangeSource.State)
	// Options hashes the options the snapshot was built with
	// (wp.Site.OptionSums): only those that move URLs (relinkOption) may
	// have changed since for the state to be read.
	Options map[string]uint64
	// Entries is the entry store's revision written for the snapshot
	// (0: none): a store at another revision is filled again.
	Entries uint64
	// Facts are the type facts the snapshot was built with (nil in files
	// written before they were saved: read again). A restart takes them,
	// as the process it follows kept them since its last full build
	// (Apply carries them over): counting the rows of every type reads a
	// whole index of wp_posts, seconds at a million posts. What changed
	// while it was stopped, the change source's first poll finds, as it
	// would have had the process kept running.
	Facts *wp.TypeFacts
	// Repaged holds, by sitemap name, the pages of the sitemaps that a
	// restore cuts again from the lists the file holds (multipart), with
	// their revisions: pages cut the same keep them (when nothing that
	// moves URLs changed), and with them the entry store's copies.
	Repaged map[string][]savedPage
}

func (c *Catalog) kinds() []string {
	var out []string
	for _, p := range c.opts.Providers {
		out = append(out, p.Kind())
	}
	return out
}

// WriteState writes snapshot s and the change source's state that goes
// with it to w, in small values (at a million posts it is about 10 MB,
// which would otherwise sit in memory, and double while growing, on top of
// the snapshot and the page cache).
func (c *Catalog) WriteState(w io.Writer, s *Snapshot, source []byte) error {
	if s.shipped {
		return fmt.Errorf("catalog: save state: %w", ErrShipped)
	}
	f := stateFile{Format: stateFormat, Prefix: c.db.Prefix(), PerPage: c.opts.PerPage, AltPerPage: s.altPerPage, Kinds: c.kinds(),
		Saved: time.Now().UTC(), Tracker: source, Options: s.Site.OptionSums(), Entries: s.StoreRevision(), Facts: s.facts}
	for _, sm := range s.Sitemaps {
		if _, ok := sm.Provider.(*multipart); ok {
			if f.Repaged == nil {
				f.Repaged = map[string][]savedPage{}
			}
			f.Repaged[sm.Name] = savePages(sm.Pages)
		}
	}
	enc := gob.NewEncoder(w)
	err := enc.Encode(&f)
	for _, p := range c.opts.Providers {
		if err != nil {
			break
		}
		if err = p.Save(s, enc); err != nil {
			err = fmt.Errorf("of %s: %w", p.Kind(), err)
		}
	}
	if err != nil {
		return fmt.Errorf("catalog: save state: %w", err)
	}
	return nil
}

// errCorrupt is the error of a state file that does not decode.
func errCorrupt(err error) error { return fmt.Errorf("corrupt state file: %w", err) }

// ReadState reads a snapshot written by WriteState from r, decoding as it
// reads, and returns it with the change source's state. The options are
// read again from the store (the type facts too, for a file without
// them); a state that does not fit them is ErrStaleState.
func (c *Catalog) ReadState(ctx context.Context, r io.Reader) (*Snapshot, []byte, error) {
	s, src, err := c.readState(ctx, r, nil, nil)
	if err == nil {
		err = c.storeEntries(ctx, s)
	}
	if err != nil {
		return nil, nil, err
	}
	return s, src, nil
}

// readState is ReadState, with the options and type facts at hand (nil:
// read them).
func (c *Catalog) readState(ctx context.Context, r io.Reader, site *wp.Site, facts *wp.TypeFacts) (*Snapshot, []byte, error) {
	start := time.Now()
	dec := gob.NewDecoder(r)
	f, err := c.readStateHeader(dec)
	if err != nil {
		return nil, nil, err
	}
	if facts == nil {
		facts = f.Facts
	}
	s, b, err := c.skeleton(ctx, newBase(), site, facts, true)
	if err != nil {
		return nil, nil, err
	}
	if f.AltPerPage != s.altPerPage {
		return nil, nil, fmt.Errorf("%w: entries per page with alternates %d, now %d", ErrStaleState, f.AltPerPage, s.altPerPage)
	}
	changed := s.Site.ChangedOptions(f.Options)
	for _, name := range changed {
		if !relinkOption(name) {
			return nil, nil, fmt.Errorf("%w: option %s changed", ErrStaleState, name)
		}
	}
	// The saved pages are the documents they were when nothing that moves
	// URLs changed: they keep their revisions, and the entry store its
	// copies of them.
	s.keepRevs, s.storedRev, b.repaged, b.stateFormat = len(changed) == 0, f.Entries, f.Repaged, f.Format
	for _, p := range c.opts.Providers {
		if err = p.Restore(ctx, b, dec); err != nil {
			return nil, nil, fmt.Errorf("catalog: restore %s: %w", p.Kind(), err)
		}
	}
	s.setExpiry()
	s.Built = time.Now()
	s.BuildDur = time.Since(start)
	c.log.Debug("snapshot read from the state", "saved", f.Saved, "version", s.Version, "sitemaps", len(s.Sitemaps))
	return s, f.Tracker, nil
}

// readStateHeader reads the state file's header from dec and checks that
// it is of this format and fits the catalog's prefix, entries per page
// and kinds (ErrStaleState).
func (c *Catalog) readStateHeader(dec *gob.Decoder) (stateFile, error) {
	var f stateFile
	if err := dec.Decode(&f); err != nil {
		return f, fmt.Errorf("catalog: corrupt state file: %w", err)
	}
	switch {
	case f.Format < oldestStateFormat || f.Format > stateFormat:
		return f, fmt.Errorf("%w: format %d, not %d to %d", ErrStaleState, f.Format, oldestStateFormat, stateFormat)
	case f.Prefix != c.db.Prefix() || f.PerPage != c.opts.PerPage || !slices.Equal(f.Kinds, c.kinds()):
		return f, fmt.Errorf("%w: other prefix, entries per page or sitemap kinds", ErrStaleState)
	}
	return f, nil
}

// persisted forms of the providers' data.

// relinkOption reports whether a change of option name can move URLs or
// flip a site-wide flag but changes no sitemap's membership: a state file
// saved before it is still good. Any other option the sitemaps read
// (Yoast's settings, the front page, the roles) may change what is listed,
// and the file does not hold the options it was saved with (a running
// service carries its snapshot over any option change: Reread).
func relinkOption(name string) bool {
	switch name {
	case "blog_public", "blogname", "permalink_structure", "category_base", "tag_base", "rewrite_rules",
		"home", "siteurl", "upload_path", "upload_url_path", "default_category", "WPLANG":
		return true
	}
	return strings.HasSuffix(name, "_children") // hierarchy caches WordPress rebuilds
}

// An idMod is one lastmod of a list saved in ID order (saveLastMods).
type idMod struct {
	ID  int64
	Mod string
}

// saveLastMods encodes m, lastmods by ID, as a list in ID order: the same
// map encodes to the same bytes.
func saveLastMods(enc *gob.Encoder, m map[int64]string) error {
	l := make([]idMod, 0, len(m))
	for _, id := range slices.Sorted(maps.Keys(m)) {
		l = append(l, idMod{id, m[id]})
	}
	return enc.Encode(l)
}

// restoreLastMods decodes what saveLastMods wrote, or, from a file before
// lastModListsFormat, the map itself; never nil.
func restoreLastMods(b *Build, dec *gob.Decoder) (map[int64]string, error) {
	m := map[int64]string{}
	if b.stateFormat < lastModListsFormat {
		if err := dec.Decode(&m); err != nil {
			return nil, errCorrupt(err)
		}
		if m == nil {
			m = map[int64]string{}
		}
		return m, nil
	}
	var l []idMod
	if err := dec.Decode(&l); err != nil {
		return nil, errCorrupt(err)
	}
	for _, e := range l {
		m[e.ID] = e.Mod
	}
	return m, nil
}
