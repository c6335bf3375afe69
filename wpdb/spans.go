package wpdb

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"sync/atomic"

	"github.com/wpsitemap/wpsitemap/wp"
)

// spanReaders is how many spans of IDs scanSpans reads at once. A scan
// of a large table in one stream waits on one read at a time: with
// MariaDB's default O_DIRECT the pages of wp_posts come from the disk,
// and at 1M posts three spans read at once gave the rows of the whole
// table in about half the time of one stream (docs/performance.md).
const spanReaders = 3

// A span is the rows of IDs lo < ID < hi, read ahead by one reader: at
// most one batch of rows, with their meta and links. When the span held
// more rows than a batch, or Pre said it holds enough (wp.ErrAheadFull),
// rest is the ID after which the rest is to be read, in order, by the
// consumer.
type span struct {
	lo, hi int64
	rows   []wp.Post
	d      wp.LinkData
	rest   int64
	err    error
	done   chan struct{}
}

// scanSpans is ScanPosts with q.Ahead over a dense type (its rows are
// not few among many): the ID range is cut into spans sized to hold about
// a batch each (from the density seen so far), spanReaders of them read at
// once, each with its meta and links, and given with their contents to
// q.Pre (a group at a time, within the content budget); fn gets them in
// ID order, with the contents it needs (ScanPosts). At most spanReaders
// spans wait, without contents, beside the one fn is given.
func (db *DB) scanSpans(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, sqlText string, batch int, fn func([]wp.Post, wp.LinkData) error) error {
	var top int64
	if err := db.x.QueryRowContext(ctx, db.q.maxPostID).Scan(&top); err != nil {
		return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait() // no query of a reader outlives the scan
	defer cancel()
	var seen density
	spans := make(chan *span, spanReaders)
	slots := make(chan struct{}, spanReaders)
	wg.Add(1)
	go func() { // hands out the spans in order
		defer wg.Done()
		defer close(spans)
		for lo := q.After; ; {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			hi := int64(math.MaxInt64)
			if lo < top {
				hi = min(lo+seen.width(batch)+1, top+1)
			}
			sp := &span{lo: lo, hi: hi, done: make(chan struct{})}
			wg.Add(1)
			go func() {
				defer wg.Done()
				db.readSpan(ctx, q, links, sqlText, batch, sp, &seen)
			}()
			spans <- sp // never blocks: one slot each
			if hi == math.MaxInt64 {
				return
			}
			lo = hi - 1
		}
	}()
	for sp := range spans {
		select {
		case <-sp.done:
		case <-ctx.Done():
			return ctx.Err()
		}
		<-slots
		if sp.err != nil {
			return sp.err
		}
		if len(sp.rows) > 0 {
			all := q.WithContent && q.Pre == nil // with Pre, the reader gave every content to it
			if err := db.withContent(ctx, sp.rows, all, func(group []wp.Post) error { return fn(group, sp.d) }); err != nil {
				return err
			}
		}
		if sp.rest > 0 {
			db.spanRests.Add(1)
			rest := q
			rest.After, rest.Before, rest.Ahead, rest.Batch = sp.rest, sp.hi, false, batch
			if sp.hi == math.MaxInt64 {
				rest.Before = 0
			}
			if err := db.ScanPosts(ctx, rest, links, fn); err != nil {
				return err
			}
		}
	}
	return ctx.Err()
}

// density is what the spans read so far found: IDs covered and rows.
type density struct{ spanned, found atomic.Int64 }

// width is the span of IDs that should hold about a batch of rows.
func (d *density) width(batch int) int64 {
	s, f := d.spanned.Load(), d.found.Load()
	if f == 0 {
		return int64(2 * batch)
	}
	return min(max(s*int64(batch)/f, int64(batch)), 256*int64(batch))
}

// readSpan reads sp: its rows (a batch at most), their meta and links,
// and, with q.Pre, their contents, a group at a time, given to Pre.
func (db *DB) readSpan(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, sqlText string, batch int, sp *span, seen *density) {
	defer close(sp.done)
	db.spansRead.Add(1)
	if sp.err = db.scanPostBatch(ctx, sqlText, q, sp.lo, sp.hi, batch, &sp.rows); sp.err != nil || len(sp.rows) == 0 {
		return
	}
	if len(sp.rows) == batch {
		sp.rest = sp.rows[len(sp.rows)-1].ID
	} else if sp.hi != math.MaxInt64 {
		seen.spanned.Add(sp.hi - sp.lo - 1)
		seen.found.Add(int64(len(sp.rows)))
	}
	if sp.err = db.loadPostMeta(ctx, sp.rows); sp.err != nil {
		return
	}
	if sp.d, sp.err = links.Prepare(ctx, sp.rows); sp.err != nil || q.Pre == nil || !q.WithContent {
		return
	}
	handled := 0
	sp.err = db.withContent(ctx, sp.rows, true, func(group []wp.Post) error {
		handled += len(group)
		return q.Pre(ctx, group)
	})
	if errors.Is(sp.err, wp.ErrAheadFull) { // the rows after the group are read again, in order
		sp.err = nil
		if handled < len(sp.rows) {
			sp.rows, sp.rest = sp.rows[:handled], sp.rows[handled-1].ID
		}
	}
}
