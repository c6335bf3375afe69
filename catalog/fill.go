package catalog

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/entrystore"
)

// fillWorkers is how many pages a full load of the entry store renders at
// once, each through its provider on a database connection of its own
// (wpdb opens up to 8). One goroutine writes the rendered pages to the
// store's Loader, a whole page at a time, so that memory holds at most
// fillWorkers + fillQueue + 1 pages (some 400 kB each at 1,000 entries).
const fillWorkers = 2

// fillQueue is how many rendered pages wait for the writer.
const fillQueue = 1

// A filler is a full load of the entry store under way (docs/entrystore.md):
// a Loader into a new generation, pages rendered into it by fillWorkers
// goroutines. A Build starts one before its providers prepare, so that
// the post-type scan hands it each page it closes (Build.fillPage) while
// the scan goes on, and the database still holds those rows in its buffer
// pool; Entries.write renders the rest (the first page of each type, the
// last one, the other kinds of sitemap) and commits. It holds Entries.lmu
// from start to close: one load at a time.
type filler struct {
	e      *Entries
	s      *Snapshot
	l      *entrystore.Loader
	ctx    context.Context
	cancel context.CancelFunc
	start  time.Time

	jobs    chan pageRef
	pages   chan filledPage
	workers sync.WaitGroup
	wrote   chan struct{} // closed when the writer has put every page

	errMu sync.Mutex
	err   error

	// The pages the scan hands over wait here, so that the scan never
	// waits for a worker: it may hold the content budget that the
	// workers' reads need (a batch with long posts).
	pmu     sync.Mutex
	pending []earlyPage
	noMore  bool          // under pmu: the scan handed over its last
	more    chan struct{} // a page was added, or noMore set
	fed     chan struct{} // closed when the feeder has handed every page on

	// Of the goroutine that owns the filler (the Build's):
	queued   map[string]bool // the pages handed to the workers, by key
	early    int             // of them, handed over by the scan
	finished bool            // jobs closed, workers and writer done
	ended    bool            // closed: lmu released
}

// earlyPage is a page the scan handed over: page n of the post-type
// sitemap name, with its Page and the IDs it lists.
type earlyPage struct {
	p    Provider
	name string
	n    int
	pg   Page
	ids  []int64
}

// ref makes the page a sitemap of its own to render: its Page and its
// list at n, the only ones the provider reads for page n > 1.
func (j earlyPage) ref() pageRef {
	pages := make([]Page, j.n)
	pages[j.n-1] = j.pg
	lists := &idPages{ids: make([][]int64, j.n), mods: make([][]uint32, j.n)}
	lists.ids[j.n-1] = j.ids
	return pageRef{&Sitemap{Name: j.name, Provider: j.p, Pages: pages, InIndex: true, Data: &typeData{idPages: lists}}, j.n}
}

// filledPage is one page rendered, for the writer.
type filledPage struct {
	key     string
	entries []entrystore.Entry
}

// startFill starts a full load of the entry store for s: nil when the
// store is closed. The caller closes it.
func (e *Entries) startFill(ctx context.Context, s *Snapshot) (*filler, error) {
	e.lmu.Lock()
	if e.isClosed() {
		e.lmu.Unlock()
		return nil, nil
	}
	start := time.Now()
	last := start
	l, err := e.st.Load(entrystore.LoadOptions{Progress: func(n int64) {
		if time.Since(last) >= 10*time.Second {
			last = time.Now()
			e.log.Info("filling the entry store", "entries", n, "duration", time.Since(start).Round(time.Second))
		}
	}})
	if err != nil {
		e.lmu.Unlock()
		return nil, fmt.Errorf("catalog: entry store: %w", err)
	}
	f := &filler{e: e, s: s, l: l, start: start, jobs: make(chan pageRef), pages: make(chan filledPage, fillQueue),
		wrote: make(chan struct{}), queued: map[string]bool{}, more: make(chan struct{}, 1), fed: make(chan struct{})}
	f.ctx, f.cancel = context.WithCancel(ctx)
	for range fillWorkers {
		f.workers.Add(1)
		go f.work()
	}
	go f.write()
	go f.feed()
	return f, nil
}

// feed hands the pages the scan handed over to the workers, in order.
func (f *filler) feed() {
	defer close(f.fed)
	for {
		f.pmu.Lock()
		if len(f.pending) == 0 {
			done := f.noMore
			f.pmu.Unlock()
			if done {
				return
			}
			select {
			case <-f.more:
			case <-f.ctx.Done():
				return
			}
			continue
		}
		j := f.pending[0]
		f.pending[0] = earlyPage{}
		f.pending = f.pending[1:]
		f.pmu.Unlock()
		select {
		case f.jobs <- j.ref():
		case <-f.ctx.Done():
			return
		}
	}
}

// signal wakes the feeder.
func (f *filler) signal() {
	select {
	case f.more <- struct{}{}:
	default:
	}
}

// fail keeps the first error and stops the load.
func (f *filler) fail(err error) {
	f.errMu.Lock()
	if f.err == nil {
		f.err = err
	}
	f.errMu.Unlock()
	f.cancel()
}

func (f *filler) failure() error {
	f.errMu.Lock()
	defer f.errMu.Unlock()
	if f.err != nil {
		return f.err
	}
	return f.ctx.Err()
}

// work renders the pages handed over, one at a time.
func (f *filler) work() {
	defer f.workers.Done()
	for r := range f.jobs {
		if f.ctx.Err() != nil {
			continue // failed: drain
		}
		p := filledPage{key: PageKey(f.s, r.sm, r.n)}
		err := f.e.render(f.ctx, f.s, r, func(_ int64, se *entrystore.Entry) error {
			p.entries = append(p.entries, *se)
			return nil
		})
		if err != nil {
			f.fail(fmt.Errorf("catalog: entry store: %s page %d: %w", r.sm.Name, r.n, err))
			continue
		}
		select {
		case f.pages <- p:
		case <-f.ctx.Done():
		}
	}
}

// write puts the rendered pages into the Loader: the page's marker, then
// its entries at positions 0, 1, ...
func (f *filler) write() {
	defer close(f.wrote)
	for p := range f.pages {
		if f.ctx.Err() != nil {
			continue
		}
		err := f.l.PutAt(p.key, markerPos, &entrystore.Entry{})
		for i := 0; err == nil && i < len(p.entries); i++ {
			err = f.l.PutAt(p.key, int64(i), &p.entries[i])
		}
		if err != nil {
			f.fail(fmt.Errorf("catalog: entry store: %w", err))
		}
	}
}

// add hands page r, named key, to the workers, unless it was already;
// it waits while they are all busy (never call it holding the content
// budget, as the scan does: fillPage).
func (f *filler) add(key string, r pageRef) error {
	if f.queued[key] {
		return nil
	}
	f.queued[key] = true
	select {
	case f.jobs <- r:
		return nil
	case <-f.ctx.Done():
		return f.failure()
	}
}

// fits reports whether every page handed over is one of keys, the pages
// of the snapshot to commit: a page the scan handed over that the
// snapshot does not list would stay in the store for good.
func (f *filler) fits(keys map[string]bool) bool {
	for k := range f.queued {
		if !keys[k] {
			return false
		}
	}
	return true
}

// finish waits until every page handed over is in the Loader.
func (f *filler) finish() error {
	if !f.finished {
		f.finished = true
		f.pmu.Lock()
		f.noMore = true
		f.pmu.Unlock()
		f.signal()
		<-f.fed
		close(f.jobs)
		f.workers.Wait()
		close(f.pages)
		<-f.wrote
	}
	f.errMu.Lock()
	defer f.errMu.Unlock()
	return f.err
}

// commit makes the loaded pages current with revision rev.
func (f *filler) commit(rev uint64) error {
	if err := f.finish(); err != nil {
		return err
	}
	if err := f.l.Commit(rev); err != nil {
		return fmt.Errorf("catalog: entry store: %w", err)
	}
	return nil
}

// close ends the load: one not committed is abandoned (the committed set
// stays current). It releases Entries.lmu; nil and closed fillers are
// left alone.
func (f *filler) close() {
	if f == nil || f.ended {
		return
	}
	f.ended = true
	f.cancel()
	f.finish()
	if err := f.l.Close(); err != nil { // nothing after a Commit
		f.e.log.Warn("entry store: abandoned load not removed", "err", err)
	}
	f.e.lmu.Unlock()
}

// fillPage hands page n of the post-type sitemap name (its Page and the
// IDs it lists, final: the scan has moved past it) to the Build's filler,
// to be rendered while the scan goes on; it never waits. Not with alternates: they are
// read from the snapshot's other sitemaps, not built yet. Never page 1:
// it ends with what the scan learns last (the archive's lastmod, the
// language homes).
func (b *Build) fillPage(p Provider, name string, n int, pg Page, ids []int64) error {
	f := b.fill
	if f == nil || b.hreflang {
		return nil
	}
	j := earlyPage{p: p, name: name, n: n, pg: pg, ids: ids}
	key := pageKey(b.Snapshot, name, n, pg, "")
	if f.queued[key] {
		return nil
	}
	f.queued[key] = true
	f.early++
	f.pmu.Lock()
	f.pending = append(f.pending, j)
	f.pmu.Unlock()
	f.signal()
	return nil
}
