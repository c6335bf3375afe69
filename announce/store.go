package announce

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/wpsitemap/wpsitemap/internal/atomicfile"
)

// LedgerStore keeps what a Ledger records: a manifest, and page records
// the manifest names, each an opaque blob under a name. An Update writes
// the pages it read (CreatePage), then commits the manifest that names
// them (Commit), so that the store holds either the old manifest and its
// pages or the new one and its pages. The state directory keeps them as
// files (OpenLedger); package fleet keeps them in Redis, written by the
// lease holder only, so that the next holder compares with what the last
// one recorded (fleet.Ledger).
type LedgerStore interface {
	// Manifest returns the manifest committed last; nil, and no error,
	// when there is none yet.
	Manifest(ctx context.Context) ([]byte, error)
	// Pages lists the names of the pages kept, committed or not.
	Pages(ctx context.Context) ([]string, error)
	// OpenPage reads the page named.
	OpenPage(ctx context.Context, name string) (io.ReadCloser, error)
	// CreatePage writes the page named: it is kept once Close returns
	// nil.
	CreatePage(ctx context.Context, name string) (io.WriteCloser, error)
	// Commit makes manifest the one Manifest returns and removes the
	// pages named in gone, which it no longer names. A store that stages
	// the URLs announced (fleet.Ledger) hands them on to the queue in the
	// same step.
	Commit(ctx context.Context, manifest []byte, gone []string) error
	// Discard removes pages that no manifest names (an Update that did
	// not commit, or a preview's pages), and drops whatever the store
	// staged for that Update.
	Discard(ctx context.Context, names []string) error
}

// dirStore is a LedgerStore in a directory: the manifest in manifestName,
// written whole through a rename, a file per page.
type dirStore string

func (d dirStore) path(name string) string { return filepath.Join(string(d), name) }

func (d dirStore) Manifest(context.Context) ([]byte, error) {
	b, err := os.ReadFile(d.path(manifestName))
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("announce: %w", err)
	}
	return b, nil
}

func (d dirStore) Pages(context.Context) ([]string, error) {
	es, err := os.ReadDir(string(d))
	if err != nil {
		return nil, fmt.Errorf("announce: %w", err)
	}
	var names []string
	for _, e := range es {
		if e.Name() != manifestName {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

func (d dirStore) OpenPage(_ context.Context, name string) (io.ReadCloser, error) {
	f, err := os.Open(d.path(name))
	if err != nil {
		return nil, err
	}
	return f, nil
}

func (d dirStore) CreatePage(_ context.Context, name string) (io.WriteCloser, error) {
	f, err := os.Create(d.path(name))
	if err != nil {
		return nil, err
	}
	return f, nil
}

func (d dirStore) Commit(_ context.Context, manifest []byte, gone []string) error {
	if err := atomicfile.WriteBytes(d.path(manifestName), manifest); err != nil {
		return fmt.Errorf("announce: %w", err)
	}
	for _, f := range gone {
		os.Remove(d.path(f))
	}
	return nil
}

func (d dirStore) Discard(_ context.Context, names []string) error {
	for _, f := range names {
		os.Remove(d.path(f))
	}
	return nil
}
