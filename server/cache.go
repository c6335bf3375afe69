package server

import (
	"bytes"
	"compress/gzip"
	"container/list"
	"io"
	"sync"
)

// pageCache keeps rendered documents, gzip-compressed, keyed by what each
// depends on (docKey), within a byte budget (least recently used first
// out): a page that a change did not touch stays cached across snapshots.
// Compressed pages are about a tenth of their size, so the budget holds a
// large site's pages; clients that accept gzip get the bytes as they are.
type pageCache struct {
	mu   sync.Mutex
	max  int64
	size int64
	ll   *list.List
	m    map[string]*list.Element
}

type cachedPage struct {
	key string
	gz  []byte
}

func newPageCache(maxBytes int64) *pageCache {
	return &pageCache{max: maxBytes, ll: list.New(), m: map[string]*list.Element{}}
}

func (c *pageCache) get(key string) ([]byte, bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[key]
	if !ok {
		return nil, false
	}
	c.ll.MoveToFront(e)
	return e.Value.(*cachedPage).gz, true
}

func (c *pageCache) put(key string, gz []byte) {
	if c == nil || int64(len(gz)) > c.max/4 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[key]; ok {
		c.size -= int64(len(e.Value.(*cachedPage).gz))
		c.ll.Remove(e)
	}
	c.m[key] = c.ll.PushFront(&cachedPage{key: key, gz: gz})
	c.size += int64(len(gz))
	for c.size > c.max {
		last := c.ll.Back()
		p := last.Value.(*cachedPage)
		c.ll.Remove(last)
		delete(c.m, p.key)
		c.size -= int64(len(p.gz))
	}
}

// stats returns the number of pages and bytes kept.
func (c *pageCache) stats() (pages int, bytes int64) {
	if c == nil {
		return 0, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m), c.size
}

// recorder compresses a copy of a response as it streams, for the cache.
// It gives up (and keeps nothing) past limit compressed bytes.
type recorder struct {
	buf    bytes.Buffer
	gz     *gzip.Writer
	limit  int
	failed bool
}

func newRecorder(limit int) *recorder {
	r := &recorder{limit: limit}
	r.gz, _ = gzip.NewWriterLevel(&r.buf, gzip.BestSpeed)
	return r
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.failed {
		return len(p), nil
	}
	if _, err := r.gz.Write(p); err != nil || r.buf.Len() > r.limit {
		r.failed = true
		r.buf = bytes.Buffer{}
	}
	return len(p), nil
}

func (r *recorder) bytes() ([]byte, bool) {
	if r.failed || r.gz.Close() != nil || r.buf.Len() > r.limit {
		return nil, false
	}
	return r.buf.Bytes(), true
}

// teeWriter writes to the client and, best effort, to the recorder.
type teeWriter struct {
	w   io.Writer
	rec *recorder
}

func (t teeWriter) Write(p []byte) (int, error) {
	n, err := t.w.Write(p)
	if err == nil {
		t.rec.Write(p[:n])
	}
	return n, err
}
