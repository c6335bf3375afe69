package fleet

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// fenceCheck starts every script that writes for a holder: KEYS[1] is the
// lease and ARGV[1] the value the holder took it with. Anything else (a
// later holder's value, or no lease) refuses the write.
const fenceCheck = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
	return redis.error_reply('FENCED the lease is no longer held by this writer')
end
`

// writeScript sets and deletes values and moves the revision on, all at
// once, then announces the revision.
//
// KEYS: lease, revision, then a value key per change. ARGV: lease value,
// revision, channel, a string of 's' (set) or 'd' (delete) per change,
// then the values set, in order.
var writeScript = redis.NewScript(fenceCheck + `
local rev = tonumber(ARGV[2])
local cur = tonumber(redis.call('GET', KEYS[2]) or '0')
if rev <= cur then
	return redis.error_reply('STALEREV revision ' .. ARGV[2] .. ' is not above ' .. cur)
end
local ops = ARGV[4]
local v = 5
for i = 1, #ops do
	if string.sub(ops, i, i) == 's' then
		redis.call('SET', KEYS[2 + i], ARGV[v])
		v = v + 1
	else
		redis.call('DEL', KEYS[2 + i])
	end
end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[2])
return 1
`)

// ErrStaleRevision is a Write whose revision is not above the one Redis
// has.
var ErrStaleRevision = errors.New("fleet: revision not above the one written last")

// scriptError turns the scripts' refusals into ErrFenced and
// ErrStaleRevision. A write Redis refused for the fence means the lease
// is lost, whatever the renewals have seen so far: Lost closes at once.
func (l *Lease) scriptError(err error) error {
	if err == nil {
		return nil
	}
	var re redis.Error
	if errors.As(err, &re) {
		switch msg := re.Error(); {
		case strings.HasPrefix(msg, "FENCED"):
			if l.lose(errors.New("fleet: lease lost: Redis refused a write for a later holder's lease")) {
				l.f.log.Error("fleet: lease lost: Redis refused a write; stopping the database work", "token", l.token)
			}
			return ErrFenced
		case strings.HasPrefix(msg, "STALEREV"):
			return fmt.Errorf("%w: %s", ErrStaleRevision, strings.TrimPrefix(msg, "STALEREV "))
		}
	}
	return err
}

// Write sets (a nil value deletes) the named values and makes rev the
// revision, all at once, if and only if this lease is still the site's;
// then "revision rev is out" goes to every Watch. rev must be above the
// revision written last (ErrStaleRevision). A lease lost or released gets
// ErrFenced, and so does a stale holder that has not noticed yet: Redis
// checks.
func (l *Lease) Write(ctx context.Context, rev int64, values map[string][]byte) error {
	if !l.held() {
		return ErrFenced
	}
	f := l.f
	keys := []string{f.key(keyLease), f.key(keyRevision)}
	ops := make([]byte, 0, len(values))
	args := []any{l.value, rev, f.key(chanRevs), nil}
	for name, v := range values {
		keys = append(keys, f.key(keyValue+name))
		if v == nil {
			ops = append(ops, 'd')
			continue
		}
		ops = append(ops, 's')
		args = append(args, v)
	}
	args[3] = string(ops)
	if err := l.scriptError(writeScript.Run(ctx, f.rdb, keys, args...).Err()); err != nil {
		return fmt.Errorf("fleet: write revision %d: %w", rev, err)
	}
	return nil
}

// Read returns the revision last written and, as of that revision, each
// named value that exists (a missing one is left out of the map). Any
// replica may read.
func (f *Fleet) Read(ctx context.Context, names ...string) (rev int64, values map[string][]byte, err error) {
	keys := []string{f.key(keyRevision)}
	for _, n := range names {
		keys = append(keys, f.key(keyValue+n))
	}
	// One MGET: Write changes them all in one script, so they agree.
	res, err := f.rdb.MGet(ctx, keys...).Result()
	if err != nil {
		return 0, nil, fmt.Errorf("fleet: read: %w", err)
	}
	if s, ok := res[0].(string); ok {
		if rev, err = strconv.ParseInt(s, 10, 64); err != nil {
			return 0, nil, fmt.Errorf("fleet: read: revision %q: %w", s, err)
		}
	}
	values = make(map[string][]byte, len(names))
	for i, n := range names {
		if s, ok := res[i+1].(string); ok {
			values[n] = []byte(s)
		}
	}
	return rev, values, nil
}

// Revision returns the revision last written (0: none).
func (f *Fleet) Revision(ctx context.Context) (int64, error) {
	rev, _, err := f.Read(ctx)
	return rev, err
}

// Watch sends the revisions written, until ctx ends; then it closes the
// channel. It sends the revision Redis has as soon as it is subscribed,
// and again after each reconnection (announcements made while Redis could
// not be reached are not replayed, so this is how a replica catches up),
// then each revision announced, within milliseconds of its Write. A
// reader that falls behind gets the latest revision only. A revision may
// come twice, and after Redis lost its data (a restart without
// persistence) a lower one may come: the reader compares.
func (f *Fleet) Watch(ctx context.Context) <-chan int64 {
	out := make(chan int64, 1)
	ps := f.rdb.Subscribe(ctx, f.key(chanRevs))
	// Receive does not return when ctx ends; closing the subscription
	// makes it.
	stop := context.AfterFunc(ctx, func() { ps.Close() })
	go func() {
		defer close(out)
		defer stop()
		defer ps.Close()
		send := func(rev int64) {
			for {
				select {
				case out <- rev:
					return
				case <-out: // drop the one not read yet: the latest wins
				}
			}
		}
		down := false
		for ctx.Err() == nil {
			msg, err := ps.Receive(ctx)
			if err != nil {
				if ctx.Err() != nil {
					return
				}
				if !down {
					f.log.Warn("fleet: revision announcements interrupted; resubscribing", "err", err)
					down = true
				}
				sleep(ctx, 200*time.Millisecond) // go-redis reconnects on the next Receive
				continue
			}
			switch m := msg.(type) {
			case *redis.Subscription:
				// Subscribed, first or again: what was announced meanwhile
				// is lost, so read where the site is.
				rev, err := f.Revision(ctx)
				if err != nil {
					continue // the next Receive fails and resubscribes
				}
				if down {
					f.log.Info("fleet: revision announcements resumed", "revision", rev)
					down = false
				}
				send(rev)
			case *redis.Message:
				rev, err := strconv.ParseInt(m.Payload, 10, 64)
				if err != nil {
					f.log.Warn("fleet: unreadable revision announcement", "payload", m.Payload)
					continue
				}
				send(rev)
			}
		}
	}()
	return out
}

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
