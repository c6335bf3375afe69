package notify

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestPeekQueueAfterACrash: an offset left past the end of the queue (a
// crash after the queue was emptied, before the offset was written) counts
// from the start, as OpenQueue reads it, so that `check` shows the URLs
// added since instead of an empty queue; an offset within the file skips
// the URLs handled.
func TestPeekQueueAfterACrash(t *testing.T) {
	dir := t.TempDir()
	queue := "https://example.com/a/\nhttps://example.com/b/\n"
	if err := os.WriteFile(filepath.Join(dir, QueueFileName), []byte(queue), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pos   string
		n     int64
		first []string
	}{
		{"500\n", 2, []string{"https://example.com/a/", "https://example.com/b/"}},
		{"23\n", 1, []string{"https://example.com/b/"}},
		{"junk\n", 2, []string{"https://example.com/a/", "https://example.com/b/"}},
	} {
		if err := os.WriteFile(filepath.Join(dir, QueuePosName), []byte(c.pos), 0o600); err != nil {
			t.Fatal(err)
		}
		n, first, err := PeekQueue(dir, 10)
		if err != nil {
			t.Fatal(err)
		}
		if n != c.n || !slices.Equal(first, c.first) {
			t.Errorf("offset %q: PeekQueue = %d, %q; want %d, %q", c.pos, n, first, c.n, c.first)
		}
		q, err := OpenQueue(dir)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.Len(); got != c.n {
			t.Errorf("offset %q: OpenQueue holds %d URLs, PeekQueue says %d", c.pos, got, c.n)
		}
		q.Close()
	}
}
