package refresh

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Shared is one source of a site's changes read for several catalogs of
// that site (one per language host, on a site that serves one set of
// sitemaps per language host): the tables are polled, or the binary log
// followed, once for all of them, not once per catalog.
//
// Each catalog's Service gets its own wp.ChangeSource from a Reader
// (Options.Changes). What the shared source finds is kept as numbered
// records; each reader's source holds a cursor into them (and a Clone, a
// copy of the cursor), so every catalog sees every change exactly once,
// whichever of them polled the tables. A reader's poll polls the shared
// source when it was woken (the binary log's commits), or when the last
// poll is older than the interval given to NewShared; otherwise it only
// reads the records. When the shared source finds changes, every other
// reader is woken, so that all catalogs follow a change within one check.
//
// A reader's state (the state file) is the shared source's state together
// with what that reader has not applied yet; the shared source's state is
// encoded once per change, so that the states every reader saves at the
// same point are the same bytes. At a start, the first reader's state
// restores the shared source; another reader's is taken when it names the
// same point, and refused otherwise (that catalog is built again).
type Shared struct {
	make  func(metaKeys []string, now func() time.Time) wp.ChangeSource
	every time.Duration
	found func(wp.Changes) // OnChange's
	done  chan struct{}
	woken atomic.Bool // the shared source's Wake reported a commit

	mu       sync.Mutex
	src      wp.ChangeSource // made at the first reader's source
	now      func() time.Time
	polled   bool      // src was polled or restored
	last     time.Time // when src was last polled
	seq      uint64    // the last record's number
	oldest   uint64    // records before it are no longer kept
	records  []sharedRecord
	state    []byte // src's state encoded at record stateSeq
	stateSeq uint64

	rmu     sync.Mutex
	readers map[*sharedReader]struct{}
}

// sharedRecord is what one poll of the shared source found.
type sharedRecord struct {
	seq uint64
	at  time.Time
	ch  wp.Changes
}

// sharedKeep bounds the records kept: a reader further behind (a rebuild
// that ran longer) reads everything again.
const (
	sharedKeepFor   = time.Hour
	sharedKeepCount = 100_000
)

// NewShared returns a Shared whose source is made by newSource (with the
// first reader's meta keys and clock) and polled at most once per every
// unless its Wake reports a commit.
func NewShared(newSource func(metaKeys []string, now func() time.Time) wp.ChangeSource, every time.Duration) *Shared {
	return &Shared{make: newSource, every: every, done: make(chan struct{}), readers: map[*sharedReader]struct{}{}}
}

// OnChange has fn told of each change the shared source finds, after it
// is kept for the readers and from the goroutine that polled it (fn must
// not block). Call it before the first reader's source is made.
func (s *Shared) OnChange(fn func(wp.Changes)) { s.found = fn }

// Close stops forwarding the shared source's wake-ups.
func (s *Shared) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	select {
	case <-s.done:
	default:
		close(s.done)
	}
}

// Reader returns, for one catalog, the factory of its change sources (for
// Options.Changes) and the function that forgets the reader once its
// Service stopped.
func (s *Shared) Reader() (changes func(metaKeys []string, now func() time.Time) wp.ChangeSource, stop func()) {
	r := &sharedReader{wake: make(chan struct{}, 1)}
	s.rmu.Lock()
	s.readers[r] = struct{}{}
	s.rmu.Unlock()
	changes = func(metaKeys []string, now func() time.Time) wp.ChangeSource {
		s.start(metaKeys, now)
		return &sharedSource{s: s, r: r}
	}
	stop = func() {
		s.rmu.Lock()
		delete(s.readers, r)
		s.rmu.Unlock()
	}
	return changes, stop
}

// start makes the shared source, once, and forwards its wake-ups.
func (s *Shared) start(metaKeys []string, now func() time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.src != nil {
		return
	}
	if now == nil {
		now = time.Now
	}
	s.src, s.now = s.make(metaKeys, now), now
	wake := s.src.Wake()
	if wake == nil {
		return
	}
	go func() {
		for {
			select {
			case <-s.done:
				return
			case <-wake:
				s.woken.Store(true)
				s.poke(nil)
			}
		}
	}()
}

// poke wakes every reader but but.
func (s *Shared) poke(but *sharedReader) {
	s.rmu.Lock()
	defer s.rmu.Unlock()
	for r := range s.readers {
		if r == but {
			continue
		}
		select {
		case r.wake <- struct{}{}:
		default:
		}
	}
}

// pollLocked polls the shared source when it is due (never polled, woken,
// or its last poll older than s.every) and keeps what it found. Called
// with s.mu held.
func (s *Shared) pollLocked(ctx context.Context, by *sharedReader) error {
	now := s.now()
	if s.polled && !s.woken.Load() && now.Sub(s.last) < s.every {
		return nil
	}
	s.woken.Store(false) // a commit from now on wakes the next poll
	ch, err := s.src.Poll(ctx)
	if err != nil {
		return err
	}
	s.polled, s.last = true, now
	if ch.Empty() && !ch.Unexplained {
		return nil
	}
	s.seq++
	s.records = append(s.records, sharedRecord{seq: s.seq, at: now, ch: ch})
	drop := 0
	for drop < len(s.records) && (len(s.records)-drop > sharedKeepCount || now.Sub(s.records[drop].at) > sharedKeepFor) {
		drop++
	}
	if drop > 0 {
		s.oldest = s.records[drop-1].seq + 1
		s.records = slices.Delete(s.records, 0, drop)
	}
	s.poke(by)
	if s.found != nil {
		s.found(ch)
	}
	return nil
}

// since merges pending with the records after cursor; ok is false when
// some of them are no longer kept. Called with s.mu held.
func (s *Shared) since(cursor uint64, pending wp.Changes) (ch wp.Changes, ok bool) {
	if cursor+1 < s.oldest {
		return wp.Changes{}, false
	}
	ch = pending
	ch.Posts = slices.Clone(pending.Posts)
	// Record numbers follow each other: those after cursor start at an
	// index (none new: an idle poll reads nothing).
	if i := len(s.records) - int(s.seq-cursor); i < len(s.records) {
		for _, r := range s.records[max(i, 0):] {
			ch.Add(r.ch)
		}
	}
	ch.Posts = wp.MergeRanges(ch.Posts)
	return ch, true
}

// sharedReader is one catalog's place among the readers: its wake-ups.
type sharedReader struct {
	wake chan struct{}
}

// sharedSource is one catalog's wp.ChangeSource over a Shared.
type sharedSource struct {
	s       *Shared
	r       *sharedReader
	started bool
	cursor  uint64     // the last record applied
	pending wp.Changes // restored from a state file, not applied yet
}

// Poll implements wp.ChangeSource. The first Poll reports Everything.
func (c *sharedSource) Poll(ctx context.Context) (wp.Changes, error) {
	s := c.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.pollLocked(ctx, c.r); err != nil {
		return wp.Changes{}, err
	}
	if !c.started {
		c.started, c.cursor, c.pending = true, s.seq, wp.Changes{}
		return wp.Changes{Everything: true}, nil
	}
	ch, ok := s.since(c.cursor, c.pending)
	c.cursor, c.pending = s.seq, wp.Changes{}
	if !ok {
		return wp.Changes{Everything: true}, nil // fell too far behind
	}
	return ch, nil
}

// Clone implements wp.ChangeSource: a copy of the cursor.
func (c *sharedSource) Clone() wp.ChangeSource {
	cp := *c
	cp.pending.Posts = slices.Clone(c.pending.Posts)
	return &cp
}

// WatchPostTypes implements wp.ChangeSource: the readers are catalogs of
// one site, with the same types.
func (c *sharedSource) WatchPostTypes(types []string) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	c.s.src.WatchPostTypes(types)
}

// Wake implements wp.ChangeSource: this reader's wake-ups.
func (c *sharedSource) Wake() <-chan struct{} { return c.r.wake }

// Describe implements wp.ChangeSource.
func (c *sharedSource) Describe() string {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	return c.s.src.Describe() + ", read once for every language host"
}

// sharedKind names the encoding of a reader's state.
const sharedKind = "wpsitemap shared change source 1"

// sharedState is a reader's state: the shared source's, and what the
// reader had not applied when it was saved.
type sharedState struct {
	Kind    string
	Source  []byte
	Pending wp.Changes
}

// State implements wp.ChangeSource.
func (c *sharedSource) State() ([]byte, error) {
	s := c.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if !c.started {
		return nil, errors.New("refresh: a shared change source not polled yet has no state")
	}
	if s.state == nil || s.stateSeq != s.seq {
		st, err := s.src.State()
		if err != nil {
			return nil, err
		}
		s.state, s.stateSeq = st, s.seq
	}
	pending, ok := s.since(c.cursor, c.pending)
	if !ok {
		pending = wp.Changes{Everything: true}
	}
	return json.Marshal(sharedState{Kind: sharedKind, Source: s.state, Pending: pending})
}

// Restore implements wp.ChangeSource: the first reader's state restores
// the shared source; another's must name the point it was restored to, or
// the point it has reached without changes since.
func (c *sharedSource) Restore(state []byte) error {
	var st sharedState
	if err := json.Unmarshal(state, &st); err != nil || st.Kind != sharedKind {
		return fmt.Errorf("refresh: not a shared change source's state")
	}
	s := c.s
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case !s.polled:
		if err := s.src.Restore(st.Source); err != nil {
			return err
		}
		s.polled, s.state, s.stateSeq = true, st.Source, s.seq
		c.cursor = s.seq
	case s.state != nil && bytes.Equal(st.Source, s.state) && s.stateSeq+1 >= s.oldest:
		c.cursor = s.stateSeq
	default:
		return errors.New("refresh: another language host's state file is at another point of the changes")
	}
	c.started, c.pending = true, st.Pending
	return nil
}
