package refresh

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/atomicfile"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The state file keeps what a snapshot prepared (catalog.WriteState) and
// the change source's state, so that a restart answers in seconds instead
// of reading every published post again. The restored source's first poll
// finds what changed while the process was stopped, applied as any other
// change. A missing, stale or corrupt file is logged and the snapshot is
// built from the database.

// StateFileName is the file, in Options.StateDir, that holds the state.
const StateFileName = "wpsitemap-state.gob"

func (s *Service) statePath() string {
	if s.opts.StateDir == "" {
		return ""
	}
	return filepath.Join(s.opts.StateDir, StateFileName)
}

// Save writes the current snapshot and the change source's state to the
// state file (Options.StateDir); nothing without one, or when the catalog
// has a provider that cannot be restored. Run calls it after a full build,
// at most once per SaveEvery after changes, and when it stops.
func (s *Service) Save(ctx context.Context) error {
	if s.statePath() == "" {
		return nil
	}
	snap, src, err := s.Moment(ctx)
	if err != nil {
		return err
	}
	s.mu.Lock()
	same := snap == s.saved
	s.mu.Unlock()
	if snap == nil || src == nil || same {
		return nil
	}
	if err := s.write(snap, src); errors.Is(err, catalog.ErrNotPersistent) {
		// A kind that cannot be saved: every start builds.
		s.sayOnce("not persistent", "no state file: a sitemap kind cannot be saved", "err", err)
		return nil
	} else if err != nil {
		return err
	}
	s.mu.Lock()
	s.saved = snap
	s.mu.Unlock()
	return nil
}

// Moment returns the current snapshot and the change source's state that
// goes with it (wp.ChangeSource.State), of one moment: between two
// checks, so that the source's next poll finds what changed after the
// snapshot. That is what the state file keeps (Save), and what a fleet's
// lease holder ships with each snapshot (catalog.Catalog.WriteState).
// Both are nil before the first snapshot; the state is non-nil once there
// is a source (an empty state is []byte{}).
func (s *Service) Moment(ctx context.Context) (*catalog.Snapshot, []byte, error) {
	if !s.acquire(ctx) {
		return nil, nil, ctx.Err()
	}
	defer s.release()
	s.mu.Lock()
	snap := s.snap
	s.mu.Unlock()
	if s.source == nil {
		return snap, nil, nil
	}
	src, err := s.source.State()
	if err != nil {
		return nil, nil, err
	}
	if src == nil {
		src = []byte{}
	}
	return snap, src, nil
}

// write writes the state file whole (atomicfile).
func (s *Service) write(snap *catalog.Snapshot, src []byte) error {
	path := s.statePath()
	var w *countWriter
	err := atomicfile.Write(path, func(f io.Writer) error {
		// Encoded straight into the file: at a million posts it is about
		// 10 MB, which would otherwise sit in memory on top of the
		// snapshot and the page cache.
		w = &countWriter{w: bufio.NewWriterSize(f, 64<<10)}
		if err := s.cat.WriteState(w, snap, src); err != nil {
			return err
		}
		return w.w.Flush()
	})
	if err != nil {
		return fmt.Errorf("refresh: save state: %w", err)
	}
	s.log.Info("state saved", "path", path, "bytes", w.n, "version", snap.Version)
	return nil
}

// restore reads the first snapshot and its change source from the state
// file. It returns an error when there is no usable file; the caller then
// builds from the database.
func (s *Service) restore(ctx context.Context) (*catalog.Snapshot, wp.ChangeSource, error) {
	start := time.Now()
	file, err := os.Open(s.statePath())
	if err != nil {
		return nil, nil, err
	}
	defer file.Close()
	snap, state, err := s.cat.ReadState(ctx, bufio.NewReaderSize(file, 64<<10))
	if err != nil {
		return nil, nil, err
	}
	src := s.newSource()
	if err := src.Restore(state); err != nil {
		return nil, nil, fmt.Errorf("%w: %w", catalog.ErrStaleState, err)
	}
	s.log.Info("sitemaps restored from the state file", "path", s.statePath(), "version", snap.Version,
		"sitemaps", len(snap.Sitemaps), "duration", time.Since(start))
	return snap, src, nil
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
