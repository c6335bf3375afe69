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
// (wpdb opens up to 8): the pages the post-type scan does not make itself.
// One goroutine writes the pages to the store's Loader, a whole page at a
// time, so that memory holds at most fillWorkers + fillQueue + 1 pages
// (some 400 kB each at 1,000 entries), or, during a Build's scan, the
// page the scan is making, one queued and the writer's.
const fillWorkers = 2

// fillQueue is how many rendered pages wait for the writer.
const fillQueue = 1

// A filler is a full load of the entry store under way (docs/entrystore.md):
// a Loader into a new generation, pages rendered into it by fillWorkers
// goroutines. A Build starts one before its providers prepare, so that
// the post-type scan hands it the entries of each page it closes
// (Build.fillPage), made from the rows it read: a cold start reads each
// post once. Entries.write renders the rest (the first page of each type,
// the other kinds of sitemap) and commits. It holds Entries.lmu from
// start to close: one load at a time.
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

	// Of the goroutine that owns the filler (the Build's):
	queued   map[string]bool // the pages handed over, by key
	early    int             // of them, handed over by the scan
	finished bool            // jobs closed, workers and writer done
	ended    bool            // closed: lmu released
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
		wrote: make(chan struct{}), queued: map[string]bool{}}
	f.ctx, f.cancel = context.WithCancel(ctx)
	for range fillWorkers {
		f.workers.Add(1)
		go f.work()
	}
	go f.write()
	return f, nil
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

// fillsDuringScan reports whether the post-type scan hands the pages it
// closes to the Build's filler (Build.fillPage): not without one, nor with
// alternates (they are read from the snapshot's other sitemaps, not built
// yet).
func (b *Build) fillsDuringScan() bool { return b.fill != nil && !b.hreflang }

// fillPage hands page n of the post-type sitemap name (its Page, final:
// the scan has moved past it) to the Build's filler with its entries, made
// by the scan from the rows it read, for the filler's writer to put. It
// waits only for the writer, which needs nothing the scan may hold (the
// content budget): never for the workers. Never page 1: it ends with what
// the scan learns last (the archive's lastmod, the language homes).
func (b *Build) fillPage(name string, n int, pg Page, entries []entrystore.Entry) error {
	f := b.fill
	key := pageKey(b.Snapshot, name, n, pg, "")
	if f.queued[key] {
		return nil
	}
	f.queued[key] = true
	f.early++
	f.e.written.Add(1)
	select {
	case f.pages <- filledPage{key: key, entries: entries}:
		return nil
	case <-f.ctx.Done():
		return f.failure()
	}
}
