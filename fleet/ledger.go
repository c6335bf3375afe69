package fleet

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/redis/go-redis/v9"
)

// Ledger is the record of what a site's sitemaps listed, from which the
// lease holder finds the URLs to announce: an announce.LedgerStore in
// Redis, so that a new holder compares with what the last one recorded
// (nothing announced again, nothing missed). Its manifest is a string and
// its pages the fields of a hash; only the holder writes them, each write
// checked against the lease inside Redis, as every fenced write is.
//
// The URLs an update finds go first to a staging list (Staged), which the
// script that records the manifest (Commit) renames to the committed list
// (O(1), whatever its length); from there they move to the queue's tail
// in chunks, each chunk one script (so that a million URLs, a permalink
// change, do not hold Redis for seconds), or by one rename when the queue
// is empty, as it mostly is. So an update's URLs are queued exactly when
// its listing is recorded: a holder that dies or loses the lease before
// that leaves the old listing and an unused staging list, which the next
// holder drops (announce.NewLedger discards what no manifest names)
// before finding the same changes again; one that dies after it leaves
// committed URLs, which the next holder moves on to the queue first.
type Ledger struct {
	q                                  *Queue
	manifest, pages, staged, committed string
}

// Ledger returns the ledger whose updates q gets (for the queue named
// indexnow: the keys indexnow:ledger, indexnow:ledger-pages and
// indexnow:staged), for this lease's holder.
func (q *Queue) Ledger() *Ledger {
	base := strings.TrimSuffix(q.list, "queue")
	return &Ledger{q: q, manifest: base + "ledger", pages: base + "ledger-pages", staged: base + "staged", committed: base + "committed"}
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

// moveChunk is how many URLs a script moves from one list to another:
// Lua's unpack takes a few thousand values at most, and a chunk holds
// Redis for milliseconds.
const moveChunk = 4000

// commitScript records the manifest, deletes the pages it no longer
// names, and makes the staged URLs committed: a rename, or, when a
// previous commit's URLs are still there (not moved on yet), appended to
// them in chunks.
// KEYS: lease, manifest, pages, staged, committed. ARGV: lease value,
// manifest, chunk, the pages gone.
var commitScript = redis.NewScript(fenceCheck + `
redis.call('SET', KEYS[2], ARGV[2])
for i = 4, #ARGV do
	redis.call('HDEL', KEYS[3], ARGV[i])
end
if redis.call('EXISTS', KEYS[5]) == 0 then
	if redis.call('EXISTS', KEYS[4]) == 1 then
		redis.call('RENAME', KEYS[4], KEYS[5])
	end
	return 1
end
local n = tonumber(ARGV[3])
while true do
	local r = redis.call('LRANGE', KEYS[4], 0, n - 1)
	if #r == 0 then break end
	redis.call('RPUSH', KEYS[5], unpack(r))
	redis.call('LTRIM', KEYS[4], #r, -1)
end
return 1
`)

// handOnScript moves the committed URLs to the queue's tail: all of them
// by a rename when the queue is empty, else the first chunk; it returns
// how many are left. KEYS: lease, committed, queue. ARGV: lease value,
// chunk.
var handOnScript = redis.NewScript(fenceCheck + `
if redis.call('EXISTS', KEYS[3]) == 0 then
	if redis.call('EXISTS', KEYS[2]) == 1 then
		redis.call('RENAME', KEYS[2], KEYS[3])
	end
	return 0
end
local r = redis.call('LRANGE', KEYS[2], 0, tonumber(ARGV[2]) - 1)
if #r == 0 then return 0 end
redis.call('RPUSH', KEYS[3], unpack(r))
redis.call('LTRIM', KEYS[2], #r, -1)
return redis.call('LLEN', KEYS[2])
`)

// handOn moves the committed URLs on to the queue.
func (g *Ledger) handOn(ctx context.Context) error {
	l := g.q.l
	for {
		if !l.held() {
			return ErrFenced
		}
		left, err := handOnScript.Run(ctx, l.f.rdb, []string{l.f.key(keyLease), g.committed, g.q.list}, l.value, moveChunk).Int64()
		if err = l.scriptError(err); err != nil {
			return fmt.Errorf("fleet: ledger: queue the committed URLs: %w", err)
		}
		if left == 0 {
			return nil
		}
	}
}

// Commit records manifest, deletes the pages gone and commits the staged
// URLs, all at once, if this lease is still the site's; then it moves
// them on to the queue. Once the script succeeded Commit returns nil: the
// listing is recorded, and URLs not moved on yet (Redis went away) are
// moved by the next Commit or Discard, this holder's or the next one's.
func (g *Ledger) Commit(ctx context.Context, manifest []byte, gone []string) error {
	l := g.q.l
	if !l.held() {
		return ErrFenced
	}
	args := make([]any, 0, 3+len(gone))
	args = append(args, l.value, manifest, moveChunk)
	for _, n := range gone {
		args = append(args, n)
	}
	keys := []string{l.f.key(keyLease), g.manifest, g.pages, g.staged, g.committed}
	if err := l.scriptError(commitScript.Run(ctx, l.f.rdb, keys, args...).Err()); err != nil {
		return fmt.Errorf("fleet: ledger: commit: %w", err)
	}
	if err := g.handOn(ctx); err != nil {
		l.f.log.Warn("fleet: ledger: the URLs of a recorded listing wait to be queued; the next update queues them", "err", err)
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
// again. First it moves on to the queue the URLs of a commit that were
// not yet (a holder that died right after its commit).
func (g *Ledger) Discard(ctx context.Context, names []string) error {
	l := g.q.l
	if err := g.handOn(ctx); err != nil {
		return err
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
	if err := s.g.q.l.addURLs(s.g.staged, urls); err != nil {
		return fmt.Errorf("fleet: ledger: stage: %w", err)
	}
	return nil
}

// Len is the number of URLs in the queue (waiting or in flight),
// committed or staged.
func (s *Staged) Len() int64 {
	ctx, cancel := context.WithTimeout(context.Background(), queueTimeout)
	defer cancel()
	pipe := s.g.q.l.f.rdb.Pipeline()
	a := pipe.LLen(ctx, s.g.staged)
	b := pipe.LLen(ctx, s.g.committed)
	var n int64
	if _, err := pipe.Exec(ctx); err == nil {
		n = a.Val() + b.Val()
	}
	return s.g.q.Len() + n
}
