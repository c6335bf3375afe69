package catalog

import (
	"bufio"
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The state file keeps what a snapshot prepared (the page boundaries and
// listed IDs of every post-type sitemap, the lastmods of terms and authors,
// the parts of multi-part posts) and the change tracker's state, so that a
// restart answers in seconds instead of reading every published post
// again. At start the file is checked against the database: its format,
// table prefix, entries per page, providers and listed types must match,
// and the restored tracker's first poll finds what changed while the
// process was stopped, applied as any other change. A missing, stale or
// corrupt file is logged and the snapshot is built from the database.

// stateFormat is the version of the state file's layout; a file of
// another version is rebuilt.
const stateFormat = 1

// StateFileName is the file, in Options.StateDir, that holds the state.
const StateFileName = "wpsitemap-state.gob"

// Persister is implemented by providers whose part of a snapshot can be
// kept in the state file. Without it on every provider, no state file is
// written and a restart builds from the database.
type Persister interface {
	// Save returns what Restore needs (gob-encoded by the provider).
	Save(s *Snapshot) ([]byte, error)
	// Restore adds the provider's sitemaps to b, in index order, from what
	// Save returned; errStale when it no longer fits b's registry.
	Restore(ctx context.Context, b *Build, data []byte) error
}

// errStale says the state file no longer fits the database.
var errStale = errors.New("catalog: state file does not fit the database")

type stateFile struct {
	Format    int
	Prefix    string
	PerPage   int
	Kinds     []string
	Saved     time.Time
	Tracker   wp.TrackerState
	Providers [][]byte
}

func (c *Catalog) statePath() string {
	if c.opts.StateDir == "" {
		return ""
	}
	return filepath.Join(c.opts.StateDir, StateFileName)
}

func (c *Catalog) kinds() []string {
	var out []string
	for _, p := range c.opts.Providers {
		out = append(out, p.Kind())
	}
	return out
}

// saveState writes the snapshot s and the tracker state that goes with it
// (taken together by the caller) to the state file, through a temporary
// file renamed into place.
func (c *Catalog) saveState(s *Snapshot, ts wp.TrackerState) error {
	path := c.statePath()
	if path == "" {
		return nil
	}
	f := stateFile{Format: stateFormat, Prefix: c.db.Prefix(), PerPage: c.opts.PerPage, Kinds: c.kinds(),
		Saved: time.Now().UTC(), Tracker: ts}
	for _, p := range c.opts.Providers {
		ps, ok := p.(Persister)
		if !ok {
			return nil // a kind that cannot be restored: build at start
		}
		b, err := ps.Save(s)
		if err != nil {
			return fmt.Errorf("catalog: save state of %s: %w", p.Kind(), err)
		}
		f.Providers = append(f.Providers, b)
	}
	tmp, err := os.CreateTemp(c.opts.StateDir, StateFileName+".*")
	if err != nil {
		return fmt.Errorf("catalog: save state: %w", err)
	}
	// Encoded straight into the file: at a million posts the file is about
	// 10 MB, which a buffer would hold (and double while growing) on top of
	// the snapshot and the page cache.
	w := &countWriter{w: bufio.NewWriterSize(tmp, 64<<10)}
	err = gob.NewEncoder(w).Encode(&f)
	if err == nil {
		err = w.w.Flush()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("catalog: save state: %w", err)
	}
	c.log.Info("state saved", "path", path, "bytes", w.n, "version", s.Version)
	return nil
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w *bufio.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// restore builds the first snapshot from the state file and the tracker
// that goes with it. It returns an error when there is no usable file;
// the caller then builds from the database.
func (c *Catalog) restore(ctx context.Context) (*Snapshot, *wp.Tracker, error) {
	path := c.statePath()
	if path == "" {
		return nil, nil, os.ErrNotExist
	}
	start := time.Now()
	file, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer file.Close()
	// Decoded from the file as it is read, not from a copy of it in memory.
	var f stateFile
	if err := gob.NewDecoder(bufio.NewReaderSize(file, 64<<10)).Decode(&f); err != nil {
		return nil, nil, fmt.Errorf("catalog: corrupt state file: %w", err)
	}
	switch {
	case f.Format != stateFormat:
		return nil, nil, fmt.Errorf("%w: format %d, not %d", errStale, f.Format, stateFormat)
	case f.Prefix != c.db.Prefix() || f.PerPage != c.opts.PerPage || !slices.Equal(f.Kinds, c.kinds()) ||
		len(f.Providers) != len(c.opts.Providers):
		return nil, nil, fmt.Errorf("%w: other prefix, entries per page or sitemap kinds", errStale)
	}
	tr := wp.NewTracker(c.db, c.metaKeys()...)
	tr.SetClock(c.opts.Clock)
	if err := tr.Restore(f.Tracker); err != nil {
		return nil, nil, fmt.Errorf("%w: %w", errStale, err)
	}
	s, b, err := c.skeleton(ctx, c.newBase())
	if err != nil {
		return nil, nil, err
	}
	for i, p := range c.opts.Providers {
		ps, ok := p.(Persister)
		if !ok {
			return nil, nil, fmt.Errorf("%w: %s cannot be restored", errStale, p.Kind())
		}
		if err := ps.Restore(ctx, b, f.Providers[i]); err != nil {
			return nil, nil, fmt.Errorf("catalog: restore %s: %w", p.Kind(), err)
		}
		f.Providers[i] = nil // decoded: let it go before the next one
	}
	s.setExpiry()
	s.Built = time.Now()
	s.BuildDur = time.Since(start)
	c.log.Info("sitemaps restored from the state file", "path", path, "saved", f.Saved, "version", s.Version,
		"sitemaps", len(s.Sitemaps), "duration", s.BuildDur)
	return s, tr, nil
}

// Save writes the current snapshot and the tracker state to the state
// file (Options.StateDir); nothing without one. Run calls it after a full
// build, at most once a minute after changes, and when it stops.
func (c *Catalog) Save(ctx context.Context) error {
	if c.statePath() == "" {
		return nil
	}
	select {
	case c.checking <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	c.mu.Lock()
	s := c.snap
	c.mu.Unlock()
	var ts wp.TrackerState
	if c.tracker != nil {
		ts = c.tracker.State()
	}
	ok := c.tracker != nil
	<-c.checking
	c.mu.Lock()
	same := s == c.saved
	c.mu.Unlock()
	if s == nil || !ok || same {
		return nil
	}
	if err := c.saveState(s, ts); err != nil {
		return err
	}
	c.mu.Lock()
	c.saved = s
	c.mu.Unlock()
	return nil
}

// persisted forms of the providers' data.

type savedPage struct {
	After, Before int64
	Count         int
	LastMod       string
}

func savePages(pages []Page) []savedPage {
	out := make([]savedPage, len(pages))
	for i, p := range pages {
		out[i] = savedPage{p.After, p.Before, p.Count, p.LastMod}
	}
	return out
}

func restorePages(saved []savedPage) []Page {
	out := make([]Page, len(saved))
	for i, p := range saved {
		out[i] = Page{After: p.After, Before: p.Before, Count: p.Count, LastMod: p.LastMod, Rev: NewRev()}
	}
	return out
}

type savedFirst struct {
	Loc, LastMod string
	Images       []string
	Type         string
	ID           int64
}

type savedTypeSitemap struct {
	Name    string
	Pages   []savedPage
	InIndex bool
	First   *savedFirst
	IDs     [][]int64
	Mods    [][]uint32
}

func gobBytes(v any) ([]byte, error) {
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(v)
	return buf.Bytes(), err
}

func (p *postTypes) Save(s *Snapshot) ([]byte, error) {
	var out []savedTypeSitemap
	posts := 0
	for _, sm := range s.Sitemaps {
		td, ok := sm.Data.(*typeData)
		if sm.Provider != p || !ok {
			continue
		}
		st := savedTypeSitemap{Name: sm.Name, Pages: savePages(sm.Pages), InIndex: sm.InIndex, IDs: td.ids, Mods: td.mods}
		for _, ids := range td.ids {
			posts += len(ids)
		}
		if f := td.first; f != nil {
			st.First = &savedFirst{Loc: f.Loc, LastMod: f.lastMod, Images: f.Images, Type: f.Type, ID: f.ID}
		}
		out = append(out, st)
	}
	// Sized once (gob writes an ID and a lastmod in about 9 bytes), rather
	// than doubled while growing: megabytes at a million posts.
	var buf bytes.Buffer
	buf.Grow(posts*10 + 4096)
	err := gob.NewEncoder(&buf).Encode(out)
	return buf.Bytes(), err
}

func (p *postTypes) Restore(_ context.Context, b *Build, data []byte) error {
	var saved []savedTypeSitemap
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&saved); err != nil {
		return err
	}
	listed := b.ListedPostTypes()
	if len(listed) != len(saved) {
		return fmt.Errorf("%w: %d post types listed, %d saved", errStale, len(listed), len(saved))
	}
	for i, pt := range listed {
		st := saved[i]
		if st.Name != pt.Name || len(st.IDs) != len(st.Pages) || len(st.Mods) != len(st.Pages) {
			return fmt.Errorf("%w: post type %s", errStale, pt.Name)
		}
		td := &typeData{idPages: &idPages{ids: st.IDs, mods: st.Mods}}
		if f := st.First; f != nil {
			td.first = &firstEntry{Entry: Entry{URL: sitemap.URL{Loc: f.Loc, LastMod: lastModTime(f.LastMod), Images: f.Images},
				Type: f.Type, ID: f.ID}, lastMod: f.LastMod}
		}
		b.Add(p, pt.Name, restorePages(st.Pages), st.InIndex, td)
	}
	return nil
}

func (p *taxonomies) Save(s *Snapshot) ([]byte, error) {
	m, _ := s.State(p).(termLastMods)
	return gobBytes(map[int64]string(m))
}

// Restore takes the terms' lastmods from the file and reads the terms
// (thousands of rows, not millions).
func (p *taxonomies) Restore(ctx context.Context, b *Build, data []byte) error {
	var m map[int64]string
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&m); err != nil {
		return err
	}
	if m == nil {
		m = map[int64]string{}
	}
	b.SetState(p, termLastMods(m))
	for _, tax := range b.ListedTaxonomies() {
		if err := p.prepare(ctx, b, tax); err != nil {
			return err
		}
	}
	return nil
}

func (p *authors) Save(s *Snapshot) ([]byte, error) {
	return gobBytes(p.state(s).lastMod)
}

// Restore takes the authors' lastmods from the file and reads the users.
func (p *authors) Restore(ctx context.Context, b *Build, data []byte) error {
	var m map[int64]string
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&m); err != nil {
		return err
	}
	if m == nil {
		m = map[int64]string{}
	}
	b.SetState(p, &authorState{lastMod: m})
	return p.Prepare(ctx, b)
}

type savedPart struct {
	PostID  int64
	Part    int
	LastMod string
}

func (p *multipart) Save(s *Snapshot) ([]byte, error) {
	var out []savedPart
	if sm, ok := s.Lookup(MultipartName); ok && sm.Provider == p {
		if st, _ := sm.Data.(*multipartState); st != nil {
			for _, r := range st.parts {
				out = append(out, savedPart{r.postID, r.part, r.lastMod})
			}
		}
	}
	return gobBytes(out)
}

func (p *multipart) Restore(ctx context.Context, b *Build, data []byte) error {
	var saved []savedPart
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&saved); err != nil {
		return err
	}
	parts := make([]partRef, len(saved))
	for i, r := range saved {
		parts[i] = partRef{r.PostID, r.Part, r.LastMod}
	}
	// The parts left out for their length (explained only) are not kept in
	// the file: after a restore, --explain omits them until a full build.
	b.SetState(p, &multipartState{parts: parts})
	return p.Prepare(ctx, b)
}
