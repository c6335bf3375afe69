// Package notify tells search engines that URLs changed: it keeps the URLs
// to submit in a durable queue (a file in the state directory), submits
// them to an IndexNow endpoint in batches, retries what the endpoint
// refuses for a while (network errors, 429, 5xx) with backoff, and
// requests ping URLs once changes settle. It knows nothing of WordPress or
// of sitemaps: its caller (cmd/wpsitemap, through package ledger) says
// which URLs changed.
package notify

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/wpsitemap/wpsitemap/internal/atomicfile"
)

// QueueFileName and QueuePosName are the queue's files in its directory:
// the URLs appended one a line, and the byte offset up to which they were
// handled (delivered, or given up on).
const (
	QueueFileName = "indexnow-queue.txt"
	QueuePosName  = "indexnow-queue.pos"
)

// Queue is a durable first-in first-out list of URLs: Add appends them to
// a file and syncs it before returning, Next reads the oldest from the
// handled offset on, and Done moves that offset, so that URLs added before
// a crash or a restart are still there after it. Memory holds one batch at
// most, never the queue. Safe for concurrent use.
type Queue struct {
	dir string

	mu      sync.Mutex
	f       *os.File // the queue file, opened for appending
	size    int64    // its length
	pos     int64    // bytes handled
	pending int64    // URLs after pos
}

// OpenQueue opens (or creates) the queue kept in dir.
func OpenQueue(dir string) (*Queue, error) {
	q := &Queue{dir: dir}
	f, err := os.OpenFile(filepath.Join(dir, QueueFileName), os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("notify: open queue: %w", err)
	}
	q.f = f
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("notify: open queue: %w", err)
	}
	q.size = fi.Size()
	q.pos = readPos(dir, q.size)
	// A crash between a write and its sync can leave a partial last line:
	// it is dropped (its URL was never acknowledged to the caller).
	if err := q.trimPartial(); err != nil {
		f.Close()
		return nil, err
	}
	if err := q.count(); err != nil {
		f.Close()
		return nil, err
	}
	return q, nil
}

// trimPartial cuts the file after its last newline.
func (q *Queue) trimPartial() error {
	if q.size == 0 {
		return nil
	}
	var last [1]byte
	if _, err := q.f.ReadAt(last[:], q.size-1); err != nil {
		return fmt.Errorf("notify: read queue: %w", err)
	}
	if last[0] == '\n' {
		return nil
	}
	end := q.size - 1
	buf := make([]byte, 4096)
	for end > 0 {
		from := max(0, end-int64(len(buf)))
		n, err := q.f.ReadAt(buf[:end-from], from)
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("notify: read queue: %w", err)
		}
		if i := strings.LastIndexByte(string(buf[:n]), '\n'); i >= 0 {
			end = from + int64(i) + 1
			break
		}
		end = from
	}
	if err := q.f.Truncate(end); err != nil {
		return fmt.Errorf("notify: trim queue: %w", err)
	}
	q.size = end
	q.pos = min(q.pos, end)
	return nil
}

// count sets pending from the file.
func (q *Queue) count() error {
	r := bufio.NewReader(io.NewSectionReader(q.f, q.pos, q.size-q.pos))
	q.pending = 0
	for {
		_, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			break
		}
		q.pending++
	}
	return nil
}

// Close closes the queue's file.
func (q *Queue) Close() error {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.f.Close()
}

// Len is the number of URLs not yet handled.
func (q *Queue) Len() int64 {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.pending
}

// Add appends urls and syncs the file: once Add returns nil they survive
// a crash. A URL holding a newline or a carriage return is refused.
func (q *Queue) Add(urls ...string) error {
	if len(urls) == 0 {
		return nil
	}
	var b strings.Builder
	for _, u := range urls {
		if err := CheckURL(u); err != nil {
			return err
		}
		b.WriteString(u)
		b.WriteByte('\n')
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	n, err := q.f.WriteString(b.String())
	q.size += int64(n)
	if err == nil {
		err = q.f.Sync()
	}
	if err != nil {
		return fmt.Errorf("notify: queue: %w", err)
	}
	q.pending += int64(len(urls))
	return nil
}

// CheckURL says why u cannot be queued: it must be an absolute http(s)
// URL without a newline or a carriage return (a queue keeps one a line).
func CheckURL(u string) error {
	if p, err := url.Parse(u); err != nil || p.Host == "" || (p.Scheme != "http" && p.Scheme != "https") || strings.ContainsAny(u, "\r\n") {
		return fmt.Errorf("notify: queue: %q is not an absolute http(s) URL", u)
	}
	return nil
}

// Source is what a Sender sends from: URLs waiting, oldest first. Queue
// keeps them in a file; package fleet keeps them in Redis, shared by the
// replicas of a site.
type Source interface {
	// Len is the number of URLs not yet handled.
	Len() int64
	// Next returns up to maxURLs distinct URLs from the oldest on, as
	// Queue.Next does. Until Done is called with it, Next returns the
	// same URLs again (a refused submission is retried).
	Next(maxURLs int, same func(first, u string) bool) (Batch, error)
	// Done marks a batch Next returned as handled.
	Done(b Batch) error
}

// Batch is the oldest URLs not yet handled, each once; End marks where
// the batch ends in its source (for Queue, the offset Done moves the
// handled offset to).
type Batch struct {
	URLs []string
	End  int64
	read int64 // lines read, duplicates included
}

// Next returns up to maxURLs distinct URLs from the oldest on (an empty
// batch when the queue is empty), stopping before the first URL u for
// which same(first, u) is false, first being the batch's first URL. A URL
// repeated within the lines read is in the batch once.
func (q *Queue) Next(maxURLs int, same func(first, u string) bool) (Batch, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	r := bufio.NewReader(io.NewSectionReader(q.f, q.pos, q.size-q.pos))
	b := Batch{End: q.pos}
	g := NewGather(maxURLs, same)
	for !g.Full() {
		line, err := r.ReadString('\n')
		if err != nil {
			break // the end (a partial line is not ours yet)
		}
		if !g.Add(strings.TrimSuffix(line, "\n")) {
			break
		}
		b.End += int64(len(line))
		b.read++
	}
	b.URLs = g.URLs
	return b, nil
}

// Gather collects a batch's URLs as every Source's Next must: up to max
// distinct URLs, in order, stopping before the first URL u for which
// same(first, u) is false, first being the batch's first URL (same nil:
// any URL belongs).
type Gather struct {
	URLs []string // the distinct URLs taken, in order

	max  int
	same func(first, u string) bool
	seen map[string]bool
}

// NewGather starts a batch of up to max distinct URLs.
func NewGather(max int, same func(first, u string) bool) *Gather {
	return &Gather{max: max, same: same, seen: map[string]bool{}}
}

// Full reports whether the batch holds max distinct URLs.
func (g *Gather) Full() bool { return len(g.URLs) >= g.max }

// Add takes the next URL: false, and u not taken, when the batch is full
// or u does not belong with its first URL. A URL taken already is taken
// again (its line is part of the batch) without being listed twice.
func (g *Gather) Add(u string) bool {
	if g.Full() || (len(g.URLs) > 0 && g.same != nil && !g.same(g.URLs[0], u)) {
		return false
	}
	if !g.seen[u] {
		g.seen[u] = true
		g.URLs = append(g.URLs, u)
	}
	return true
}

// Done marks the batch handled: the offset is written (through a
// temporary file renamed into place), and once every URL is handled the
// queue file is emptied.
func (q *Queue) Done(b Batch) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if b.End <= q.pos {
		return nil
	}
	q.pos = b.End
	q.pending = max(0, q.pending-b.read)
	if q.pos == q.size {
		// Everything handled: start again from an empty file. A crash
		// before the offset below is written leaves an offset past the
		// end, which OpenQueue resets to 0: nothing is sent twice.
		if err := q.f.Truncate(0); err != nil {
			return fmt.Errorf("notify: queue: %w", err)
		}
		q.size, q.pos = 0, 0
	}
	return writeFile(filepath.Join(q.dir, QueuePosName), []byte(strconv.FormatInt(q.pos, 10)+"\n"))
}

// readPos is the offset of the queue's first URL not handled, as kept in
// dir: 0 when it is missing, unreadable or past size, the file's length (a
// crash after the queue was emptied and before the offset was written).
func readPos(dir string, size int64) int64 {
	b, err := os.ReadFile(filepath.Join(dir, QueuePosName))
	if err != nil {
		return 0
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || n < 0 || n > size {
		return 0
	}
	return n
}

// writeFile writes data to path whole (atomicfile).
func writeFile(path string, data []byte) error {
	if err := atomicfile.WriteBytes(path, data); err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}

// PeekQueue reads the queue kept in dir without changing it (another
// process may be sending from it): the number of URLs not yet handled,
// and the first max of them, oldest first. A missing queue is empty.
func PeekQueue(dir string, max int) (n int64, first []string, err error) {
	f, err := os.Open(filepath.Join(dir, QueueFileName))
	if errors.Is(err, os.ErrNotExist) {
		return 0, nil, nil
	}
	if err != nil {
		return 0, nil, fmt.Errorf("notify: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return 0, nil, fmt.Errorf("notify: %w", err)
	}
	if _, err := f.Seek(readPos(dir, fi.Size()), io.SeekStart); err != nil {
		return 0, nil, fmt.Errorf("notify: %w", err)
	}
	r := bufio.NewReader(f)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			break // the end, or a line still being written
		}
		n++
		if len(first) < max {
			first = append(first, strings.TrimSuffix(line, "\n"))
		}
	}
	return n, first, nil
}
