package catalog

import (
	"fmt"
	"sync"
	"time"
)

// Progress says how far a Build is: the first preparation of a large site
// reads every published post (minutes at a million posts), and whoever
// waits for it (serve's log, `wpsitemap urls` on stderr) says so.
type Progress struct {
	// Step is what is being read: "options and types", "post type page",
	// then the other kinds of sitemap by their Kind ("taxonomies",
	// "authors", ...), last "entry store" (every page written to it).
	Step string
	// Read is how many published posts of the listed post types the scan
	// has read, of Total (the published posts counted before it started).
	Read, Total int64
	// Elapsed is the time since the Build started.
	Elapsed time.Duration
}

// Left estimates the time the post scan still needs at the pace so far:
// 0 when nothing has been read yet, or everything has (the other kinds
// of sitemap, read after the posts, take a small part of the time).
func (p Progress) Left() time.Duration {
	if p.Read <= 0 || p.Read >= p.Total {
		return 0
	}
	return time.Duration(float64(p.Elapsed) / float64(p.Read) * float64(p.Total-p.Read))
}

// String is the progress in words, as in "reading post type post: 12000 of
// 150000 published posts, 10s, about 1m55s left".
func (p Progress) String() string {
	s := fmt.Sprintf("reading %s: %d of %d published posts, %s", p.Step, p.Read, p.Total, p.Elapsed.Round(time.Second))
	if left := p.Left(); left > 0 {
		s += fmt.Sprintf(", about %s left", left.Round(time.Second))
	}
	return s
}

// buildProgress is the Progress of one Build under way.
type buildProgress struct {
	start time.Time
	mu    sync.Mutex
	step  string
	read  int64
	total int64
}

func (b *buildProgress) setStep(step string) {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.step = step
	b.mu.Unlock()
}

func (b *buildProgress) setTotal(n int64) {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.total = n
	b.mu.Unlock()
}

func (b *buildProgress) add(n int64) {
	if b == nil {
		return
	}
	b.mu.Lock()
	b.read += n
	b.mu.Unlock()
}

// Progress returns how far the Build under way is (the one started last,
// when several are), and false when none is.
func (c *Catalog) Progress() (Progress, bool) {
	b := c.building.Load()
	if b == nil {
		return Progress{}, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return Progress{Step: b.step, Read: b.read, Total: b.total, Elapsed: time.Since(b.start)}, true
}
