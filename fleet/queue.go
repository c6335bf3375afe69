package fleet

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/notify"
)

// queueTimeout bounds each of the Queue's calls to Redis: notify.Source's
// methods take no context.
const queueTimeout = 5 * time.Second

// Queue is a first-in first-out list of URLs in Redis, shared by the
// replicas of a site and written by the lease holder only. It is a
// notify.Source: a notify.Sender sends from it.
//
// A batch moves (LMOVE) from the queue's list to an in-flight list whose
// owner is the holder's fencing token, and is deleted from there when
// Done says it was sent. The next holder finds a dead holder's batch in
// flight and puts it back at the head of the queue, in order, before
// anything else: nothing is lost. Every change checks the lease inside
// Redis, so a stale holder changes nothing. What a holder killed after
// the endpoint accepted a batch and before Done is sent again by the next
// holder: at most that one batch per takeover.
type Queue struct {
	l                     *Lease
	list, inflight, owner string
	moveKeys              []string     // lease, list, inflight, owner: the scripts' KEYS
	len                   atomic.Int64 // the length last read, for Len when Redis does not answer
	requeued              atomic.Int64 // URLs put back from a previous holder's in-flight batch
}

// Queue returns the site's queue of that name (such as "indexnow"), for
// this lease's holder: its changes are refused once the lease is lost.
func (l *Lease) Queue(name string) *Queue {
	f := l.f
	q := &Queue{l: l,
		list:     f.key(name + ":queue"),
		inflight: f.key(name + ":inflight"),
		owner:    f.key(name + ":inflight-owner"),
	}
	q.moveKeys = []string{f.key(keyLease), q.list, q.inflight, q.owner}
	return q
}

// addScript appends URLs to the queue. KEYS: lease, queue. ARGV: lease
// value, then the URLs.
var addScript = redis.NewScript(fenceCheck + `
for i = 2, #ARGV do
	redis.call('RPUSH', KEYS[2], ARGV[i])
end
return redis.call('LLEN', KEYS[2])
`)

// Add appends urls (each an absolute http(s) URL, notify.CheckURL) to the
// queue; once Add returns nil they are in Redis.
func (q *Queue) Add(urls ...string) error {
	if err := q.l.addURLs(q.list, urls); err != nil {
		return fmt.Errorf("fleet: queue: add: %w", err)
	}
	return nil
}

// addURLs appends urls (each checked by notify.CheckURL) to the list key,
// fenced: refused (ErrFenced) once l is no longer the lease.
func (l *Lease) addURLs(key string, urls []string) error {
	if len(urls) == 0 {
		return nil
	}
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
	return l.scriptError(addScript.Run(ctx, l.f.rdb, []string{l.f.key(keyLease), key}, args...).Err())
}

// Len is the number of URLs waiting or in flight; when Redis does not
// answer, the number last read.
func (q *Queue) Len() int64 {
	ctx, cancel := context.WithTimeout(context.Background(), queueTimeout)
	defer cancel()
	pipe := q.l.f.rdb.Pipeline()
	a := pipe.LLen(ctx, q.list)
	b := pipe.LLen(ctx, q.inflight)
	if _, err := pipe.Exec(ctx); err == nil {
		q.len.Store(a.Val() + b.Val())
	}
	return q.len.Load()
}

// Requeued is how many URLs this holder found in a previous holder's
// in-flight batch and put back at the head of the queue.
func (q *Queue) Requeued() int64 { return q.requeued.Load() }

// claimScript makes the batch in flight. With a batch in flight already:
// the caller's own (its token owns it) comes back as it is, {1, urls...};
// a previous holder's goes back to the head of the queue, in order, {2,
// how many}.
// Otherwise the first n URLs of the queue, if they are still ARGV[4..],
// move to the in-flight list, owned by the caller's token, {3}; if they
// are not, {0}.
//
// KEYS: lease, queue, inflight, owner. ARGV: lease value, token, n, the
// URLs expected.
var claimScript = redis.NewScript(fenceCheck + `
if redis.call('LLEN', KEYS[3]) > 0 then
	if redis.call('GET', KEYS[4]) == ARGV[2] then
		local r = redis.call('LRANGE', KEYS[3], 0, -1)
		table.insert(r, 1, 1)
		return r
	end
	local c = 0
	while redis.call('LMOVE', KEYS[3], KEYS[2], 'RIGHT', 'LEFT') do c = c + 1 end
	redis.call('DEL', KEYS[4])
	return {2, c}
end
local n = tonumber(ARGV[3])
if n == 0 then return {3} end
local head = redis.call('LRANGE', KEYS[2], 0, n - 1)
if #head ~= n then return {0} end
for i = 1, n do
	if head[i] ~= ARGV[3 + i] then return {0} end
end
for i = 1, n do
	redis.call('LMOVE', KEYS[2], KEYS[3], 'LEFT', 'RIGHT')
end
redis.call('SET', KEYS[4], ARGV[2])
return {3}
`)

// Next returns up to maxURLs distinct URLs from the oldest on, stopping
// before the first u for which same(first, u) is false (notify.Source),
// and puts them in flight. Until Done, it returns the same batch again. A
// previous holder's batch left in flight goes back to the head first.
func (q *Queue) Next(maxURLs int, same func(first, u string) bool) (notify.Batch, error) {
	if !q.l.held() {
		return notify.Batch{}, ErrFenced
	}
	ctx, cancel := context.WithTimeout(context.Background(), queueTimeout)
	defer cancel()
	rdb := q.l.f.rdb
	for range 8 {
		lines, urls, err := q.peek(ctx, maxURLs, same)
		if err != nil {
			return notify.Batch{}, err
		}
		args := make([]any, 0, 3+len(lines))
		args = append(args, q.l.value, q.l.token, len(lines))
		for _, u := range lines {
			args = append(args, u)
		}
		res, err := claimScript.Run(ctx, rdb, q.moveKeys, args...).Slice()
		if err = q.l.scriptError(err); err != nil {
			return notify.Batch{}, fmt.Errorf("fleet: queue: next: %w", err)
		}
		switch code, _ := res[0].(int64); code {
		case 1: // ours, in flight already
			lines = lines[:0]
			for _, v := range res[1:] {
				s, _ := v.(string)
				lines = append(lines, s)
			}
			return batch(lines), nil
		case 2:
			n, _ := res[1].(int64)
			q.requeued.Add(n)
			q.l.f.log.Info("fleet: queue: a previous holder's batch in flight put back at the head of the queue", "queue", q.list, "urls", n)
		case 3:
			b := batch(lines)
			b.URLs = urls
			return b, nil
		}
		// 0: the head changed under the peek (a requeue); again.
	}
	return notify.Batch{}, fmt.Errorf("fleet: queue: next: the queue's head kept changing")
}

// batch makes a batch of the lines in flight, each URL once.
func batch(lines []string) notify.Batch {
	b := notify.Batch{End: int64(len(lines))}
	seen := make(map[string]bool, len(lines))
	for _, u := range lines {
		if !seen[u] {
			seen[u] = true
			b.URLs = append(b.URLs, u)
		}
	}
	return b
}

// peek reads the queue's head: the lines a batch takes (notify.Gather's
// rule: up to maxURLs distinct URLs, none that same refuses), and its
// distinct URLs.
func (q *Queue) peek(ctx context.Context, maxURLs int, same func(first, u string) bool) (lines, urls []string, err error) {
	g := notify.NewGather(maxURLs, same)
	chunk := int64(max(maxURLs, 1))
	for start := int64(0); !g.Full(); start += chunk {
		got, err := q.l.f.rdb.LRange(ctx, q.list, start, start+chunk-1).Result()
		if err != nil {
			return nil, nil, fmt.Errorf("fleet: queue: %w", err)
		}
		for _, u := range got {
			if !g.Add(u) {
				return lines, g.URLs, nil
			}
			lines = append(lines, u)
		}
		if int64(len(got)) < chunk {
			break
		}
	}
	return lines, g.URLs, nil
}

// doneScript deletes the batch in flight when the caller's token owns
// it. KEYS: lease, queue, inflight, owner. ARGV: lease value, token.
var doneScript = redis.NewScript(fenceCheck + `
if redis.call('GET', KEYS[4]) == ARGV[2] then
	redis.call('DEL', KEYS[3], KEYS[4])
end
return 1
`)

// Done deletes the batch in flight: it was sent (or given up).
func (q *Queue) Done(b notify.Batch) error {
	if b.End == 0 {
		return nil
	}
	if !q.l.held() {
		return ErrFenced
	}
	ctx, cancel := context.WithTimeout(context.Background(), queueTimeout)
	defer cancel()
	if err := q.l.scriptError(doneScript.Run(ctx, q.l.f.rdb, q.moveKeys, q.l.value, q.l.token).Err()); err != nil {
		return fmt.Errorf("fleet: queue: done: %w", err)
	}
	return nil
}

var _ notify.Source = (*Queue)(nil)
