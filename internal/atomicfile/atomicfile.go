// Package atomicfile writes a file so that readers, and the next start
// after a crash, find either the old content or the new, whole: through a
// temporary file in the same directory, synced, then renamed into place.
package atomicfile

import (
	"io"
	"os"
	"path/filepath"
)

// Write writes path with what fn writes. When fn or any step fails, path
// is left as it was and the temporary file is removed.
func Write(path string, fn func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	err = fn(tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// WriteBytes writes path with data (Write).
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
