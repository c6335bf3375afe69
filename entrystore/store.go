// Package entrystore keeps, on local disk, the entries every sitemap page
// prints (loc, lastmod, images, alternates, videos, news), so that a page
// is rendered from one range scan of the store and never from the
// database.
//
// The store is a Pebble database (docs/entrystore.md says why) in a
// directory of its own. Its keys are ordered by (sitemap kind, object ID,
// part), so the entries of a page, the IDs between two bounds, are one
// scan in the order the page lists them. Every write commits atomically
// together with a revision, the caller's snapshot revision, and a reader
// (View) sees one committed revision, never a mix of two:
//
//   - Batch changes the current entries (a post was published, edited,
//     trashed) and commits with the new revision, synced, in one write.
//   - Loader builds a complete new set of entries (the first build, a
//     rebuild) in a generation of its own, streaming in small batches
//     with bounded memory; its Commit makes it current together with its
//     revision, in one synced write, and drops the old generation. Until
//     then readers see the old set; a crash leaves the old set and its
//     revision, and the next Open removes what the load had written.
//
// The store keeps its format version: Open reports ErrRebuild for a store
// of another format, one that was never committed, or, when the caller
// names one (Options.Revision), one at another revision. The caller then
// removes it (Remove) and builds it again. The catalog opens its store
// before its state file is read, so it names no revision: it compares
// Store.Revision with the state file's itself and fills the store again on
// a mismatch (catalog.Entries).
package entrystore

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/cockroachdb/pebble/v2"
)

// formatVersion is the version of the store's layout: its keys, its meta
// records and the entry encoding (entryVersion). A store of another
// version is rebuilt, never read.
const formatVersion = 2

// formatMagic starts the format record, so that a Pebble database that is
// not an entry store is not taken for one.
const formatMagic = "wpsitemap-entrystore"

// DefaultCacheBytes is the block cache of a store opened without
// Options.CacheBytes. Small: a page is read whole from a few 32 kB blocks,
// which the kernel's page cache keeps (reads are pread, not counted in the
// process's memory), so a larger cache gained nothing measurable, at 20k
// or at 1M entries, and cost resident memory (docs/performance.md, "Cold
// start, restart and memory at 1M, one read per post").
const DefaultCacheBytes = 2 << 20

// memTableBytes bounds each of Pebble's memtables (it keeps up to two, and
// a large batch of a load in flight). Small: built without cgo, Pebble
// allocates them in Go's heap, where during a first build at 1M two of
// 4 MiB left the live heap 2-7 MB under the goal that the soft memory
// limit sets (site.SetMemoryLimit), and the collector ran 49 times a
// second and took half of the build's CPU (docs/performance.md, "The first build under the memory
// limit"). An incremental change writes a few kB; a load, a flush per MiB.
const memTableBytes = 1 << 20

// pebbleFormat is the on-disk format of Pebble's files, named rather than
// "the newest", so that an upgrade of Pebble does not move a store to a
// format that the build before it cannot open.
const pebbleFormat = pebble.FormatValueSeparation

// blockBytes is the size of the blocks the store reads and caches: a page
// of 1,000 entries is some 240 kB, so blocks larger than Pebble's 4 kB
// make a page fewer reads, each decompressed at once.
const blockBytes = 32 << 10

// ErrRebuild says the store cannot be used as it is: it has another
// format, was never committed, does not hold the revision the caller
// expects, or is corrupt. The caller removes it and builds it again.
var ErrRebuild = errors.New("entrystore: the store must be rebuilt")

// Keys. Meta records sort after every entry:
//
//	'e' gen(8) kind 0x00 id(8, sign bit flipped) part(4) → encoded entry
//	"m/format" → formatMagic, formatVersion(4)
//	"m/state"  → revision(8), generation(8)
//
// Numbers are big-endian, so that byte order is numeric order.
const entryPrefix = 'e'

var (
	formatKey = []byte("m/format")
	stateKey  = []byte("m/state")
)

// Options configure Open.
type Options struct {
	// CacheBytes bounds the block cache, the store's memory beyond two
	// memtables of 1 MiB; 0: DefaultCacheBytes.
	CacheBytes int64
	// Revision, when not 0, is the revision the caller expects the store
	// to hold (its state file's): another one is ErrRebuild.
	Revision uint64
	// Logger receives Pebble's errors; nil: slog.Default().
	Logger *slog.Logger
}

// Store is an open entry store. Its methods are safe for concurrent use.
type Store struct {
	db *pebble.DB
	// mu orders commits, so that the state they write is the state they
	// read; cur is the committed state (readers of Revision need no lock).
	mu      sync.Mutex
	cur     atomic.Pointer[state]
	loading bool // a Loader is open (under mu)
}

// state is what the state record holds: the committed revision and the
// generation of the entries that belong to it.
type state struct {
	rev, gen uint64
}

// Open opens the store in directory dir, creating it when absent. It
// returns an error wrapping ErrRebuild when the store must be built again
// (see ErrRebuild); any other error is not the store's content (the
// directory cannot be read, it is locked by another process).
func Open(dir string, opts Options) (*Store, error) {
	cacheBytes := opts.CacheBytes
	if cacheBytes <= 0 {
		cacheBytes = DefaultCacheBytes
	}
	logger := opts.Logger
	if logger == nil {
		logger = slog.Default()
	}
	cache := pebble.NewCache(cacheBytes)
	defer cache.Unref()
	po := &pebble.Options{
		Cache:              cache,
		MemTableSize:       memTableBytes,
		FormatMajorVersion: pebbleFormat,
		Logger:             pebbleLogger{logger},
	}
	for i := range po.Levels {
		po.Levels[i].BlockSize = blockBytes
	}
	db, err := pebble.Open(dir, po)
	if err != nil {
		if errors.Is(err, pebble.ErrCorruption) {
			return nil, fmt.Errorf("%w: open %s: %w", ErrRebuild, dir, err)
		}
		return nil, fmt.Errorf("entrystore: open %s: %w", dir, err)
	}
	s := &Store{db: db}
	if err := s.check(opts.Revision); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// check reads the format and state records of a store just opened,
// marks a new store with the format, and removes the entries of
// generations that are not the committed one (a load that did not commit).
func (s *Store) check(want uint64) error {
	format := binary.BigEndian.AppendUint32([]byte(formatMagic), formatVersion)
	got, err := s.get(formatKey)
	switch {
	case errors.Is(err, pebble.ErrNotFound):
		empty, err := s.empty()
		if err != nil {
			return err
		}
		if !empty {
			return fmt.Errorf("%w: a database without the store's format record", ErrRebuild)
		}
		if err := s.db.Set(formatKey, format, pebble.Sync); err != nil {
			return fmt.Errorf("entrystore: write format: %w", err)
		}
	case err != nil:
		return fmt.Errorf("entrystore: read format: %w", err)
	case !bytes.Equal(got, format):
		return fmt.Errorf("%w: format %q, this build reads %q", ErrRebuild, got, format)
	}
	st, err := s.readState(s.db)
	if err != nil {
		return err
	}
	if want != 0 && st.rev != want {
		return fmt.Errorf("%w: the store holds revision %d, the caller expects %d", ErrRebuild, st.rev, want)
	}
	s.cur.Store(&st)
	b := s.db.NewBatch()
	defer b.Close()
	if st.gen > 0 {
		if err := b.DeleteRange(genStart(0), genStart(st.gen), nil); err != nil {
			return err
		}
	}
	if err := b.DeleteRange(genStart(st.gen+1), []byte{entryPrefix + 1}, nil); err != nil {
		return err
	}
	if err := b.Commit(pebble.NoSync); err != nil {
		return fmt.Errorf("entrystore: drop uncommitted entries: %w", err)
	}
	return nil
}

// empty reports whether the database holds no key.
func (s *Store) empty() (bool, error) {
	it, err := s.db.NewIter(nil)
	if err != nil {
		return false, err
	}
	first := it.First()
	return !first, it.Close()
}

func (s *Store) get(key []byte) ([]byte, error) {
	v, closer, err := s.db.Get(key)
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	return bytes.Clone(v), nil
}

// reader is what both the database and a snapshot read with.
type reader interface {
	Get(key []byte) ([]byte, io.Closer, error)
}

// readState reads the state record through r: the zero state when the
// store was never committed.
func (s *Store) readState(r reader) (state, error) {
	v, closer, err := r.Get(stateKey)
	if errors.Is(err, pebble.ErrNotFound) {
		return state{}, nil
	}
	if err != nil {
		return state{}, fmt.Errorf("entrystore: read state: %w", err)
	}
	defer closer.Close()
	if len(v) != 16 {
		return state{}, fmt.Errorf("%w: a state record of %d bytes", ErrRebuild, len(v))
	}
	return state{rev: binary.BigEndian.Uint64(v), gen: binary.BigEndian.Uint64(v[8:])}, nil
}

func stateValue(st state) []byte {
	v := binary.BigEndian.AppendUint64(nil, st.rev)
	return binary.BigEndian.AppendUint64(v, st.gen)
}

// Revision returns the committed revision; 0 when the store was never
// committed.
func (s *Store) Revision() uint64 { return s.cur.Load().rev }

// Close closes the store. Every View, Batch and Loader must be closed
// first.
func (s *Store) Close() error {
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("entrystore: close: %w", err)
	}
	return nil
}

// Remove deletes the store in directory dir (which must be closed), so
// that Open makes a new one: what a caller does on ErrRebuild. dir must be
// the store's own directory; Remove refuses one that holds anything else
// than Pebble's files.
func Remove(dir string) error {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("entrystore: remove: %w", err)
	}
	for _, e := range ents {
		if !pebbleFile(e.Name()) {
			return fmt.Errorf("entrystore: remove %s: it holds %s, not a store's file", dir, e.Name())
		}
	}
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("entrystore: remove: %w", err)
	}
	return nil
}

// pebbleFile reports whether name is one of the files Pebble keeps in its
// directory.
func pebbleFile(name string) bool {
	for _, p := range []string{"MANIFEST-", "OPTIONS-", "marker.", "LOCK", "CURRENT"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	for _, suf := range []string{".sst", ".log", ".blob", ".dbtmp"} {
		if strings.HasSuffix(name, suf) {
			return true
		}
	}
	return false
}

// genStart is the first key of generation gen.
func genStart(gen uint64) []byte {
	return binary.BigEndian.AppendUint64([]byte{entryPrefix}, gen)
}

// kindPrefix appends the prefix of kind's keys in generation gen to dst.
func kindPrefix(dst []byte, gen uint64, kind string) []byte {
	dst = append(dst, entryPrefix)
	dst = binary.BigEndian.AppendUint64(dst, gen)
	dst = append(dst, kind...)
	return append(dst, 0)
}

// appendKey appends the key of entry (kind, id, part) of generation gen.
func appendKey(dst []byte, gen uint64, kind string, id int64, part uint32) []byte {
	dst = kindPrefix(dst, gen, kind)
	dst = binary.BigEndian.AppendUint64(dst, uint64(id)^1<<63)
	return binary.BigEndian.AppendUint32(dst, part)
}

// checkKey refuses a kind or part that cannot be a key.
func checkKey(kind string, part int) error {
	if kind == "" || strings.IndexByte(kind, 0) >= 0 {
		return fmt.Errorf("entrystore: kind %q: empty or with a NUL byte", kind)
	}
	if part < 0 || part > math.MaxUint32 {
		return fmt.Errorf("entrystore: part %d out of range", part)
	}
	return nil
}

// pebbleLogger passes Pebble's errors to slog and drops its information.
type pebbleLogger struct{ l *slog.Logger }

func (pebbleLogger) Infof(string, ...any) {}

func (p pebbleLogger) Errorf(format string, args ...any) {
	p.l.Error("entrystore: pebble", "err", fmt.Sprintf(format, args...))
}

func (p pebbleLogger) Fatalf(format string, args ...any) {
	p.l.Error("entrystore: pebble fatal", "err", fmt.Sprintf(format, args...))
	os.Exit(1)
}
