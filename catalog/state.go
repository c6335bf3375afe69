package catalog

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/wpsitemap/wpsitemap/sitemap"
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
// 3: the change source's state is opaque bytes of its own encoding.
const stateFormat = 3

// Persister is implemented by providers whose part of a snapshot can be
// kept in the state file. Without it on every provider, no state file is
// written and a restart builds from the database.
type Persister interface {
	// Save returns what Restore needs (gob-encoded by the provider).
	Save(s *Snapshot) ([]byte, error)
	// Restore adds the provider's sitemaps to b, in index order, from what
	// Save returned; ErrStaleState when it no longer fits b's registry.
	Restore(ctx context.Context, b *Build, data []byte) error
}

// streamPersister is a Persister whose part is large (the post types'
// lists: 9 MB at a million posts): it writes it into the state file's gob
// stream in small values, and reads it back the same way, rather than as
// one []byte. gob buffers each value whole before it writes it.
type streamPersister interface {
	saveTo(s *Snapshot, enc *gob.Encoder) error
	restoreFrom(ctx context.Context, b *Build, dec *gob.Decoder) error
}

// ErrStaleState says a saved state no longer fits the database.
var ErrStaleState = errors.New("catalog: state file does not fit the database")

// stateFile is the header of the state file; each provider's part follows
// it, in provider order: a []byte (Persister.Save), or the values of a
// streamPersister.
type stateFile struct {
	Format  int
	Prefix  string
	PerPage int
	Kinds   []string
	Saved   time.Time
	Tracker []byte // the change source's (wp.ChangeSource.State)
}

func (c *Catalog) kinds() []string {
	var out []string
	for _, p := range c.opts.Providers {
		out = append(out, p.Kind())
	}
	return out
}

// Persistent reports whether every provider can be saved (Persister):
// without that, WriteState refuses and every start builds.
func (c *Catalog) Persistent() bool {
	for _, p := range c.opts.Providers {
		if _, ok := p.(Persister); !ok {
			return false
		}
	}
	return true
}

// WriteState writes snapshot s and the change source's state that goes
// with it to w, in small values (at a million posts it is about 10 MB,
// which would otherwise sit in memory, and double while growing, on top of
// the snapshot and the page cache).
func (c *Catalog) WriteState(w io.Writer, s *Snapshot, source []byte) error {
	if !c.Persistent() {
		return errors.New("catalog: a provider cannot be saved")
	}
	f := stateFile{Format: stateFormat, Prefix: c.db.Prefix(), PerPage: c.opts.PerPage, Kinds: c.kinds(),
		Saved: time.Now().UTC(), Tracker: source}
	enc := gob.NewEncoder(w)
	err := enc.Encode(&f)
	for _, p := range c.opts.Providers {
		if err != nil {
			break
		}
		if sp, ok := p.(streamPersister); ok {
			err = sp.saveTo(s, enc)
		} else {
			var b []byte
			if b, err = p.(Persister).Save(s); err == nil {
				err = enc.Encode(b)
			}
		}
		if err != nil {
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
// reads, and returns it with the change source's state. The options and
// types are read again from the store; a state that does not fit them is
// ErrStaleState.
func (c *Catalog) ReadState(ctx context.Context, r io.Reader) (*Snapshot, []byte, error) {
	start := time.Now()
	var f stateFile
	dec := gob.NewDecoder(r)
	if err := dec.Decode(&f); err != nil {
		return nil, nil, fmt.Errorf("catalog: corrupt state file: %w", err)
	}
	switch {
	case f.Format != stateFormat:
		return nil, nil, fmt.Errorf("%w: format %d, not %d", ErrStaleState, f.Format, stateFormat)
	case f.Prefix != c.db.Prefix() || f.PerPage != c.opts.PerPage || !slices.Equal(f.Kinds, c.kinds()):
		return nil, nil, fmt.Errorf("%w: other prefix, entries per page or sitemap kinds", ErrStaleState)
	}
	s, b, err := c.skeleton(ctx, newBase())
	if err != nil {
		return nil, nil, err
	}
	for _, p := range c.opts.Providers {
		ps, ok := p.(Persister)
		if !ok {
			return nil, nil, fmt.Errorf("%w: %s cannot be restored", ErrStaleState, p.Kind())
		}
		if sp, ok := p.(streamPersister); ok {
			err = sp.restoreFrom(ctx, b, dec)
		} else {
			var data []byte
			if err = dec.Decode(&data); err != nil {
				err = errCorrupt(err)
			} else {
				err = ps.Restore(ctx, b, data)
			}
		}
		if err != nil {
			return nil, nil, fmt.Errorf("catalog: restore %s: %w", p.Kind(), err)
		}
	}
	s.setExpiry()
	s.Built = time.Now()
	s.BuildDur = time.Since(start)
	c.log.Debug("snapshot read from the state", "saved", f.Saved, "version", s.Version, "sitemaps", len(s.Sitemaps))
	return s, f.Tracker, nil
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
	Lists   int // page lists that follow: IDs, then lastmods, per page
}

func gobBytes(v any) ([]byte, error) {
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(v)
	return buf.Bytes(), err
}

// Save is saveTo into bytes (the Persister the state file does not use).
func (p *postTypes) Save(s *Snapshot) ([]byte, error) {
	var buf bytes.Buffer
	err := p.saveTo(s, gob.NewEncoder(&buf))
	return buf.Bytes(), err
}

// Restore is restoreFrom bytes written by Save.
func (p *postTypes) Restore(ctx context.Context, b *Build, data []byte) error {
	return p.restoreFrom(ctx, b, gob.NewDecoder(bytes.NewReader(data)))
}

// saveTo writes the post-type sitemaps (pages, first entry, how many
// lists), then every page's IDs and lastmods as values of their own.
func (p *postTypes) saveTo(s *Snapshot, enc *gob.Encoder) error {
	var out []savedTypeSitemap
	var lists []*typeData
	for _, sm := range s.Sitemaps {
		td, ok := sm.Data.(*typeData)
		if sm.Provider != p || !ok {
			continue
		}
		st := savedTypeSitemap{Name: sm.Name, Pages: savePages(sm.Pages), InIndex: sm.InIndex, Lists: len(td.ids)}
		if f := td.first; f != nil {
			st.First = &savedFirst{Loc: f.Loc, LastMod: f.lastMod, Images: f.Images, Type: f.Type, ID: f.ID}
		}
		out = append(out, st)
		lists = append(lists, td)
	}
	if err := enc.Encode(out); err != nil {
		return err
	}
	for _, td := range lists {
		for i := range td.ids {
			if err := enc.Encode(td.ids[i]); err != nil {
				return err
			}
			if err := enc.Encode(td.mods[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// restoreFrom reads what saveTo wrote.
func (p *postTypes) restoreFrom(_ context.Context, b *Build, dec *gob.Decoder) error {
	var saved []savedTypeSitemap
	if err := dec.Decode(&saved); err != nil {
		return errCorrupt(err)
	}
	kept := make([]*idPages, len(saved))
	for j, st := range saved {
		if st.Lists != len(st.Pages) {
			return fmt.Errorf("%w: post type %s", ErrStaleState, st.Name)
		}
		k := &idPages{ids: make([][]int64, st.Lists), mods: make([][]uint32, st.Lists)}
		for i := range st.Lists {
			if err := dec.Decode(&k.ids[i]); err != nil {
				return errCorrupt(err)
			}
			if err := dec.Decode(&k.mods[i]); err != nil {
				return errCorrupt(err)
			}
		}
		kept[j] = k
	}
	listed := b.ListedPostTypes()
	if len(listed) != len(saved) {
		return fmt.Errorf("%w: %d post types listed, %d saved", ErrStaleState, len(listed), len(saved))
	}
	for i, pt := range listed {
		st := saved[i]
		if st.Name != pt.Name {
			return fmt.Errorf("%w: post type %s", ErrStaleState, pt.Name)
		}
		td := &typeData{idPages: kept[i]}
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
