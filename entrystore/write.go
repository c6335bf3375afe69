package entrystore

import (
	"errors"
	"fmt"
	"math"

	"github.com/cockroachdb/pebble/v2"
)

// ErrStaleBatch is what Batch.Commit returns for a batch made before a
// Loader committed a new set of entries: its changes are to a set that is
// gone, and nothing is written.
var ErrStaleBatch = errors.New("entrystore: batch made before a load committed")

// A Batch is a change to the committed entries, made current with its
// revision by Commit, all at once. It holds its changes in memory: it is
// for the entries one change of the site moves, not for a full build
// (Loader).
type Batch struct {
	s   *Store
	b   *pebble.Batch
	gen uint64
	key []byte
	val []byte
}

// NewBatch starts a change to the committed entries.
func (s *Store) NewBatch() *Batch {
	return &Batch{s: s, b: s.db.NewBatch(), gen: s.cur.Load().gen}
}

// errBatchClosed says a Batch was used after Commit or Close.
var errBatchClosed = errors.New("entrystore: batch used after commit or close")

// Put sets entry e of kind.
func (b *Batch) Put(kind string, e *Entry) error {
	if b.b == nil {
		return errBatchClosed
	}
	if err := checkKey(kind, e.Part); err != nil {
		return err
	}
	b.key = appendKey(b.key[:0], b.gen, kind, e.ID, uint32(e.Part))
	b.val = appendEntry(b.val[:0], e)
	return b.b.Set(b.key, b.val, nil)
}

// PutAt sets entry e of kind at position pos: under the key (kind, pos,
// 0), with e's own ID and Part kept in the value, which Scan and Get
// return. It keeps entries in the order a page lists them, whatever
// their IDs (a page's home entry first, alternates' language homes after
// the posts).
func (b *Batch) PutAt(kind string, pos int64, e *Entry) error {
	if b.b == nil {
		return errBatchClosed
	}
	if err := checkKey(kind, e.Part); err != nil {
		return err
	}
	b.key = appendKey(b.key[:0], b.gen, kind, pos, 0)
	b.val = appendEntryAs(b.val[:0], e, true)
	return b.b.Set(b.key, b.val, nil)
}

// Delete removes entry (kind, id, part), if there is one.
func (b *Batch) Delete(kind string, id int64, part int) error {
	if b.b == nil {
		return errBatchClosed
	}
	if err := checkKey(kind, part); err != nil {
		return err
	}
	b.key = appendKey(b.key[:0], b.gen, kind, id, uint32(part))
	return b.b.Delete(b.key, nil)
}

// DeleteIDs removes every entry of kind with lo <= ID <= hi: the entries
// of a range of objects examined again, before Put gives back those still
// listed (a Put after DeleteIDs in the same batch stands).
func (b *Batch) DeleteIDs(kind string, lo, hi int64) error {
	if b.b == nil {
		return errBatchClosed
	}
	if err := checkKey(kind, 0); err != nil {
		return err
	}
	if lo > hi {
		return nil
	}
	start := appendKey(nil, b.gen, kind, lo, 0)
	var end []byte
	if hi == math.MaxInt64 {
		end = kindPrefix(nil, b.gen, kind)
		end[len(end)-1] = 1
	} else {
		end = appendKey(nil, b.gen, kind, hi+1, 0)
	}
	return b.b.DeleteRange(start, end, nil)
}

// DeleteKind removes every entry of kind (a sitemap that is no longer
// listed).
func (b *Batch) DeleteKind(kind string) error {
	if b.b == nil {
		return errBatchClosed
	}
	if err := checkKey(kind, 0); err != nil {
		return err
	}
	start := kindPrefix(nil, b.gen, kind)
	end := kindPrefix(nil, b.gen, kind)
	end[len(end)-1] = 1
	return b.b.DeleteRange(start, end, nil)
}

// Commit makes the batch's changes current, with revision rev (not 0),
// in one synced write: a reader sees the revision before or rev, never
// part of the change. The batch is closed.
func (b *Batch) Commit(rev uint64) error {
	if b.b == nil {
		return errBatchClosed
	}
	defer b.Close()
	if rev == 0 {
		return errors.New("entrystore: commit revision 0")
	}
	s := b.s
	s.mu.Lock()
	defer s.mu.Unlock()
	cur := s.cur.Load()
	if cur.gen != b.gen {
		return ErrStaleBatch
	}
	st := state{rev: rev, gen: b.gen}
	if err := b.b.Set(stateKey, stateValue(st), nil); err != nil {
		return err
	}
	if err := b.b.Commit(pebble.Sync); err != nil {
		return fmt.Errorf("entrystore: commit revision %d: %w", rev, err)
	}
	s.cur.Store(&st)
	return nil
}

// Close discards a batch that was not committed; after Commit it does
// nothing.
func (b *Batch) Close() {
	if b.b != nil {
		b.b.Close()
		b.b = nil
	}
}

// DefaultLoadBatchBytes is the size a Loader lets its batch grow to before
// writing it: under half a memtable (memTableBytes), so that Pebble
// applies it to the memtable rather than keeping the batch itself in
// memory until it is flushed.
const DefaultLoadBatchBytes = 256 << 10

// LoadOptions configure a Loader.
type LoadOptions struct {
	// BatchBytes is the size a batch grows to before it is written (the
	// load's memory); 0: DefaultLoadBatchBytes.
	BatchBytes int
	// Progress, when set, is called after every batch written with the
	// number of entries written so far.
	Progress func(entries int64)
}

// A Loader writes a complete set of entries (the first build, a
// rebuild), streaming: memory stays at one batch whatever the size of the
// site. Readers see the committed set until Commit makes the loaded one
// current with its revision; a Loader that is closed, or a process that
// dies, before Commit leaves the committed set as it was. A Loader is
// used by one goroutine at a time.
type Loader struct {
	s        *Store
	gen      uint64
	opts     LoadOptions
	b        *pebble.Batch
	n        int64
	key, val []byte
	done     bool
}

// Load starts loading a new set of entries. One Loader at a time.
func (s *Store) Load(opts LoadOptions) (*Loader, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.loading {
		return nil, errors.New("entrystore: a load is already under way")
	}
	if opts.BatchBytes <= 0 {
		opts.BatchBytes = DefaultLoadBatchBytes
	}
	gen := s.cur.Load().gen + 1
	// A load that was closed without committing may have left entries
	// in this generation.
	if err := s.db.DeleteRange(genStart(gen), genStart(gen+1), pebble.NoSync); err != nil {
		return nil, fmt.Errorf("entrystore: load: %w", err)
	}
	s.loading = true
	return &Loader{s: s, gen: gen, opts: opts, b: s.db.NewBatch()}, nil
}

// Put adds entry e of kind to the set.
func (l *Loader) Put(kind string, e *Entry) error {
	if l.done {
		return errors.New("entrystore: put to a closed loader")
	}
	if err := checkKey(kind, e.Part); err != nil {
		return err
	}
	return l.set(appendKey(l.key[:0], l.gen, kind, e.ID, uint32(e.Part)), e, false)
}

// PutAt adds entry e of kind at position pos, as Batch.PutAt does.
func (l *Loader) PutAt(kind string, pos int64, e *Entry) error {
	if l.done {
		return errors.New("entrystore: put to a closed loader")
	}
	if err := checkKey(kind, e.Part); err != nil {
		return err
	}
	return l.set(appendKey(l.key[:0], l.gen, kind, pos, 0), e, true)
}

// set adds e under key, with its ID and Part in the value when object.
func (l *Loader) set(key []byte, e *Entry, object bool) error {
	l.key = key
	l.val = appendEntryAs(l.val[:0], e, object)
	if err := l.b.Set(l.key, l.val, nil); err != nil {
		return err
	}
	l.n++
	if l.b.Len() >= l.opts.BatchBytes {
		return l.flush()
	}
	return nil
}

// flush writes the batch, unsynced: Commit's synced write makes it
// durable before the set becomes current.
func (l *Loader) flush() error {
	if l.b.Empty() {
		return nil
	}
	err := l.b.Commit(pebble.NoSync)
	l.b.Close()
	l.b = l.s.db.NewBatch()
	if err != nil {
		return fmt.Errorf("entrystore: load: %w", err)
	}
	if l.opts.Progress != nil {
		l.opts.Progress(l.n)
	}
	return nil
}

// Commit makes the loaded set current with revision rev (not 0), in one
// synced write, and drops the set it replaces. The loader is closed.
func (l *Loader) Commit(rev uint64) error {
	if l.done {
		return errors.New("entrystore: commit of a closed loader")
	}
	if rev == 0 {
		l.Close()
		return errors.New("entrystore: commit revision 0")
	}
	if err := l.flush(); err != nil {
		l.Close()
		return err
	}
	s := l.s
	s.mu.Lock()
	defer s.mu.Unlock()
	old := s.cur.Load()
	st := state{rev: rev, gen: l.gen}
	b := s.db.NewBatch()
	defer b.Close()
	err := b.DeleteRange(genStart(old.gen), genStart(old.gen+1), nil)
	if err == nil {
		err = b.Set(stateKey, stateValue(st), nil)
	}
	if err == nil {
		err = b.Commit(pebble.Sync)
	}
	l.release()
	if err != nil {
		return fmt.Errorf("entrystore: commit load of revision %d: %w", rev, err)
	}
	s.cur.Store(&st)
	return nil
}

// Entries is the number of entries put so far.
func (l *Loader) Entries() int64 { return l.n }

// Close abandons a load that was not committed: the committed set stays
// current, and what the load wrote is removed. After Commit it does
// nothing.
func (l *Loader) Close() error {
	if l.done {
		return nil
	}
	l.s.mu.Lock()
	defer l.s.mu.Unlock()
	l.release()
	if err := l.s.db.DeleteRange(genStart(l.gen), genStart(l.gen+1), pebble.NoSync); err != nil {
		return fmt.Errorf("entrystore: abandon load: %w", err)
	}
	return nil
}

// release ends the load (under s.mu).
func (l *Loader) release() {
	l.done = true
	l.b.Close()
	l.s.loading = false
}
