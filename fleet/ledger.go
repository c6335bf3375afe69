package fleet

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/notify"
)

// Ledger is the record of what a site's sitemaps listed, from which the
// lease holder finds the URLs to announce: an announce.LedgerStore in
// Redis, so that a new holder compares with what the last one recorded
// (nothing announced again, nothing missed). Its manifest is a string and
// its pages the fields of a hash; only the holder writes them, each write
// checked against the lease inside Redis, as every fenced write is.
//
// The URLs an update finds go first to a staging list (Staged), and move
// to the queue in the same script that records the manifest (Commit). So
// the queue gets an update's URLs exactly when its listing is recorded: a
// holder that dies or loses the lease before that leaves the old listing
// and an unused staging list, which the next holder drops (NewLedger
// discards what no manifest names) before finding the same changes again.
type Ledger struct {
	q                       *Queue
	manifest, pages, staged string
}

// Ledger returns the ledger whose updates q gets (for the queue named
// indexnow: the keys indexnow:ledger, indexnow:ledger-pages and
// indexnow:staged), for this lease's holder.
func (q *Queue) Ledger() *Ledger {
	base := strings.TrimSuffix(q.list, "queue")
	return &Ledger{q: q, manifest: base + "ledger", pages: base + "ledger-pages", staged: base + "staged"}
}

// Manifest returns the manifest committed last (nil: none yet).
func (g *Ledger) Manifest(ctx context.Context) ([]byte, error) {
	b, err := g.q.l.f.rdb.Get(ctx, g.manifest).Bytes()
	switch {
	case errors.Is(err, redis.Nil):
		return nil, nil
	case err != nil:
		return nil, fmt.Errorf("fleet: ledger: %w", err)
	}
	return b, nil
}

// Pages lists the pages kept, committed or not.
func (g *Ledger) Pages(ctx context.Context) ([]string, error) {
	names, err := g.q.l.f.rdb.HKeys(ctx, g.pages).Result()
	if err != nil {
		return nil, fmt.Errorf("fleet: ledger: %w", err)
	}
	return names, nil
}

// OpenPage reads the page named.
func (g *Ledger) OpenPage(ctx context.Context, name string) (io.ReadCloser, error) {
	b, err := g.q.l.f.rdb.HGet(ctx, g.pages, name).Bytes()
	switch {
	case errors.Is(err, redis.Nil):
		return nil, fmt.Errorf("fleet: ledger: no page %q", name)
	case err != nil:
		return nil, fmt.Errorf("fleet: ledger: %w", err)
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

// putPageScript sets a page. KEYS: lease, pages. ARGV: lease value, name,
// bytes.
var putPageScript = redis.NewScript(fenceCheck + `
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
return 1
`)

// CreatePage returns a writer of the page named: Close sends it to
// Redis, fenced.
func (g *Ledger) CreatePage(ctx context.Context, name string) (io.WriteCloser, error) {
	if !g.q.l.held() {
		return nil, ErrFenced
	}
	return &pageWriter{ctx: ctx, g: g, name: name}, nil
}

type pageWriter struct {
	ctx  context.Context
	g    *Ledger
	name string
	buf  bytes.Buffer
}

func (w *pageWriter) Write(p []byte) (int, error) { return w.buf.Write(p) }

func (w *pageWriter) Close() error {
	l := w.g.q.l
	if !l.held() {
		return ErrFenced
	}
	err := l.scriptError(putPageScript.Run(w.ctx, l.f.rdb, []string{l.f.key(keyLease), w.g.pages}, l.value, w.name, w.buf.Bytes()).Err())
	if err != nil {
		return fmt.Errorf("fleet: ledger: write page %s: %w", w.name, err)
	}
	return nil
}

// commitScript records the manifest, deletes the pages it no longer
// names, and moves the staged URLs to the tail of the queue, in order.
// KEYS: lease, manifest, pages, staged, queue. ARGV: lease value,
// manifest, the pages gone.
var commitScript = redis.NewScript(fenceCheck + `
redis.call('SET', KEYS[2], ARGV[2])
for i = 3, #ARGV do
	redis.call('HDEL', KEYS[3], ARGV[i])
end
if redis.call('EXISTS', KEYS[4]) == 1 then
	if redis.call('EXISTS', KEYS[5]) == 0 then
		redis.call('RENAME', KEYS[4], KEYS[5])
	else
		while redis.call('LMOVE', KEYS[4], KEYS[5], 'LEFT', 'RIGHT') do end
	end
end
return 1
`)

// Commit records manifest, deletes the pages gone and hands the staged
// URLs to the queue, all at once, if this lease is still the site's.
func (g *Ledger) Commit(ctx context.Context, manifest []byte, gone []string) error {
	l := g.q.l
	if !l.held() {
		return ErrFenced
	}
	args := make([]any, 0, 2+len(gone))
	args = append(args, l.value, manifest)
	for _, n := range gone {
		args = append(args, n)
	}
	keys := []string{l.f.key(keyLease), g.manifest, g.pages, g.staged, g.q.list}
	if err := l.scriptError(commitScript.Run(ctx, l.f.rdb, keys, args...).Err()); err != nil {
		return fmt.Errorf("fleet: ledger: commit: %w", err)
	}
	return nil
}

// discardScript deletes pages and the staging list. KEYS: lease, pages,
// staged. ARGV: lease value, the pages.
var discardScript = redis.NewScript(fenceCheck + `
for i = 2, #ARGV do
	redis.call('HDEL', KEYS[2], ARGV[i])
end
redis.call('DEL', KEYS[3])
return 1
`)

// Discard deletes pages no manifest names and the URLs staged: the update
// they were written for did not commit, so the next one finds its changes
// again.
func (g *Ledger) Discard(ctx context.Context, names []string) error {
	l := g.q.l
	if !l.held() {
		return ErrFenced
	}
	args := make([]any, 0, 1+len(names))
	args = append(args, l.value)
	for _, n := range names {
		args = append(args, n)
	}
	keys := []string{l.f.key(keyLease), g.pages, g.staged}
	if err := l.scriptError(discardScript.Run(ctx, l.f.rdb, keys, args...).Err()); err != nil {
		return fmt.Errorf("fleet: ledger: discard: %w", err)
	}
	return nil
}

// Staged is where an update's URLs wait until its listing is recorded
// (Ledger.Commit moves them to the queue): what announce.Options.Queue is
// given with this ledger.
func (g *Ledger) Staged() *Staged { return &Staged{g: g} }

// Staged is a Ledger's staging list (Ledger.Staged).
type Staged struct{ g *Ledger }

// Add appends urls (each an absolute http(s) URL, notify.CheckURL) to the
// staging list, fenced.
func (s *Staged) Add(urls ...string) error {
	if len(urls) == 0 {
		return nil
	}
	l := s.g.q.l
	if !l.held() {
		return ErrFenced
	}
	args := make([]any, 0, len(urls)+1)
	args = append(args, l.value)
	for _, u := range urls {
		if err := notify.CheckURL(u); err != nil {
			return err
		}
		args = append(args, u)
	}
	ctx, cancel := context.WithTimeout(context.Background(), queueTimeout)
	defer cancel()
	if err := l.scriptError(addScript.Run(ctx, l.f.rdb, []string{l.f.key(keyLease), s.g.staged}, args...).Err()); err != nil {
		return fmt.Errorf("fleet: ledger: stage: %w", err)
	}
	return nil
}

// Len is the number of URLs in the queue (waiting or in flight) and
// staged.
func (s *Staged) Len() int64 {
	ctx, cancel := context.WithTimeout(context.Background(), queueTimeout)
	defer cancel()
	n, err := s.g.q.l.f.rdb.LLen(ctx, s.g.staged).Result()
	if err != nil {
		n = 0
	}
	return s.g.q.Len() + n
}
