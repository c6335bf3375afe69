package fleet

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// ErrFenced is a write refused because its lease is no longer held: it
// was lost (taken by another replica, or expired while Redis could not be
// reached) or released. Redis itself refuses it when the holder has not
// noticed yet.
var ErrFenced = errors.New("fleet: the lease is no longer held: write refused")

// ErrUnreachable is why a lease was lost when Redis could not be reached
// for its whole TTL (Lease.Err wraps it): nobody may have taken it, and
// the holder cannot know until Redis answers again.
var ErrUnreachable = errors.New("fleet: Redis unreachable")

// acquireScript takes the lease when it is free: SET NX PX, then the next
// fencing token (INCR, raised to ARGV[3] when the replica has seen a
// higher one). It returns {token, value, ttl}, or {0, holder's value, its
// remaining ms} when the lease is held.
//
// KEYS: lease, token. ARGV: name, ttl in ms, least token.
var acquireScript = redis.NewScript(`
local t = tonumber(redis.call('GET', KEYS[2]) or '0') + 1
local least = tonumber(ARGV[3])
if t < least then t = least end
local v = t .. ' ' .. ARGV[1]
if not redis.call('SET', KEYS[1], v, 'NX', 'PX', ARGV[2]) then
	return {0, redis.call('GET', KEYS[1]) or '', redis.call('PTTL', KEYS[1])}
end
redis.call('SET', KEYS[2], t)
return {t, v, tonumber(ARGV[2])}
`)

// renewScript extends the lease when it is still the caller's. KEYS:
// lease. ARGV: the lease's value, ttl in ms. 1: renewed; 0: not ours.
var renewScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
	return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`)

// releaseScript deletes the lease when it is still the caller's. KEYS:
// lease. ARGV: the lease's value.
var releaseScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
	return redis.call('DEL', KEYS[1])
end
return 0
`)

// Holder describes the lease as Redis has it.
type Holder struct {
	Token     int64         // the holder's fencing token; 0 when nobody holds the lease
	Name      string        // the holder's replica name
	ExpiresIn time.Duration // until the lease expires unless renewed
}

// parseLease splits a lease value "token name".
func parseLease(v string) (token int64, name string) {
	t, n, _ := strings.Cut(v, " ")
	token, _ = strconv.ParseInt(t, 10, 64)
	return token, n
}

// TryAcquire takes the lease if it is free. It returns the Lease, or nil
// and who holds it.
func (f *Fleet) TryAcquire(ctx context.Context) (*Lease, Holder, error) {
	sent := time.Now()
	res, err := acquireScript.Run(ctx, f.rdb, []string{f.key(keyLease), f.key(keyToken)},
		f.name, f.ttl.Milliseconds(), f.maxToken.Load()+1).Slice()
	if err != nil {
		return nil, Holder{}, fmt.Errorf("fleet: acquire the lease: %w", err)
	}
	if len(res) != 3 {
		return nil, Holder{}, fmt.Errorf("fleet: acquire the lease: unexpected answer %v", res)
	}
	token, _ := res[0].(int64)
	value, _ := res[1].(string)
	ms, _ := res[2].(int64)
	if token == 0 {
		h := Holder{ExpiresIn: time.Duration(max(ms, 0)) * time.Millisecond}
		h.Token, h.Name = parseLease(value)
		f.seen(h.Token)
		return nil, h, nil
	}
	f.seen(token)
	l := &Lease{f: f, token: token, value: value, lost: make(chan struct{}), stop: make(chan struct{}), done: make(chan struct{})}
	go l.keep(sent)
	return l, Holder{Token: token, Name: f.name, ExpiresIn: f.ttl}, nil
}

// Acquire waits until this replica holds the lease, or ctx ends. While
// another holds it, Acquire tries again when the lease would expire if not
// renewed (so a dead holder is replaced within the TTL), and logs when it
// starts waiting, whenever the holder changes, when Redis cannot be
// reached and when it can again.
//
// A free lease is left for one TTL to the replica that held it when Redis
// could not be reached meanwhile, or lost its data (restarted empty: its
// token counter is below the highest token this replica has seen): that
// holder's lease was lost only because Redis could not be reached, it may
// still be doing the holder's work (package replica keeps its site
// running), and it retakes the lease with TryAcquire, tried more often
// than that. Taken by another replica, two would do the database work
// until the last holder next tries and finds it held.
func (f *Fleet) Acquire(ctx context.Context) (*Lease, error) {
	var last Holder
	down := false
	var grace time.Time // until then, a free lease is left to its last holder
	f.log.Info("fleet: taking the lease", "ttl", f.ttl)
	for {
		var l *Lease
		// Read the lease without taking it.
		h, counter, err := f.readLease(ctx)
		switch {
		case err != nil || h.Token != 0:
			grace = time.Time{}
		case grace.IsZero() && (down || counter < f.maxToken.Load()):
			grace = time.Now().Add(f.ttl)
			f.log.Info("fleet: the lease is free after Redis could not be reached or lost its data: leaving it to its last holder first",
				"for", f.ttl, "token_counter", counter, "seen_token", f.maxToken.Load())
		}
		if err == nil && h.Token == 0 && !time.Now().Before(grace) {
			l, h, err = f.TryAcquire(ctx)
		}
		wait := f.ttl / 4
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, ctx.Err()
		case err != nil:
			if !down {
				f.log.Warn("fleet: Redis unreachable; retrying", "err", err)
				down = true
			}
		case l != nil:
			f.log.Info("fleet: lease acquired: this replica does the database work", "token", l.token)
			return l, nil
		default:
			if down {
				f.log.Info("fleet: Redis reachable again")
				down = false
			}
			if h.Token != 0 && (h.Token != last.Token || h.Name != last.Name) {
				f.seen(h.Token)
				f.log.Info("fleet: another replica holds the lease; following it", "holder", h.Name, "token", h.Token, "expires_in", h.ExpiresIn)
				last = h
			}
			// Renewed, the lease's expiry moves on and the next try finds
			// it held again; not renewed, that try takes it. (A lease
			// without an expiry, set by hand, is tried every TTL/4.)
			if h.ExpiresIn > 0 {
				wait = min(h.ExpiresIn+10*time.Millisecond, f.ttl)
			}
			if h.Token == 0 {
				wait = min(wait, time.Until(grace))
			}
		}
		if sleep(ctx, max(wait, 10*time.Millisecond)); ctx.Err() != nil {
			return nil, ctx.Err()
		}
	}
}

// Holder returns who holds the lease now (Token 0: nobody).
func (f *Fleet) Holder(ctx context.Context) (Holder, error) {
	h, _, err := f.readLease(ctx)
	return h, err
}

// readLease returns who holds the lease now (Token 0: nobody) and the
// site's token counter, the last token issued (0: none, or Redis lost it).
func (f *Fleet) readLease(ctx context.Context) (Holder, int64, error) {
	pipe := f.rdb.Pipeline()
	get := pipe.Get(ctx, f.key(keyLease))
	ttl := pipe.PTTL(ctx, f.key(keyLease))
	tok := pipe.Get(ctx, f.key(keyToken))
	if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
		return Holder{}, 0, fmt.Errorf("fleet: read the lease: %w", err)
	}
	counter, _ := tok.Int64()
	if get.Err() != nil {
		return Holder{}, counter, nil
	}
	h := Holder{ExpiresIn: max(ttl.Val(), 0)}
	h.Token, h.Name = parseLease(get.Val())
	return h, counter, nil
}

// Lease is this replica's hold on its site's lease, from Acquire until it
// is lost or released. A goroutine renews it every TTL/3; Release (or the
// loss) stops it.
type Lease struct {
	f     *Fleet
	token int64
	value string // the lease key's value: "token name"

	lost chan struct{} // closed when the lease is lost or released
	stop chan struct{} // closed by Release
	done chan struct{} // closed when keep returns

	mu       sync.Mutex
	err      error // why it was lost
	stopOnce sync.Once
}

// Fleet is the Fleet the lease was taken from.
func (l *Lease) Fleet() *Fleet { return l.f }

// Token is the lease's fencing token: every acquisition of the site's
// lease issues a higher one.
func (l *Lease) Token() int64 { return l.token }

// Lost is closed as soon as this replica knows the lease is no longer its
// own: a renewal found another holder or no lease, Redis could not be
// reached for the lease's whole TTL (after which another replica may hold
// it), or Release was called. Err says which.
func (l *Lease) Lost() <-chan struct{} { return l.lost }

// Err is why the lease was lost, nil while it is held.
func (l *Lease) Err() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

// held reports whether the lease is still held as far as this replica
// knows; Redis has the last word (the scripts check the lease).
func (l *Lease) held() bool {
	select {
	case <-l.lost:
		return false
	default:
		return true
	}
}

// lose records why the lease was lost and closes Lost, once; it reports
// whether this call did.
func (l *Lease) lose(err error) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err != nil {
		return false
	}
	l.err = err
	close(l.lost)
	return true
}

// keep renews the lease every TTL/3 until it is lost or released. acquired
// is when the acquisition was sent: Redis set the lease's expiry no
// earlier than that plus the TTL, so the lease is surely ours until then,
// and after each renewal until the renewal's sending time plus the TTL.
func (l *Lease) keep(acquired time.Time) {
	defer close(l.done)
	f := l.f
	ttl := f.ttl
	every := ttl / 3
	sure := acquired.Add(ttl) // the lease is ours at least until then
	next := time.NewTimer(every)
	defer next.Stop()
	var lastErr error
	for {
		expiry := time.NewTimer(time.Until(sure))
		select {
		case <-l.stop:
			expiry.Stop()
			return
		case <-l.lost: // a write found the lease gone
			expiry.Stop()
			return
		case <-expiry.C:
			l.lose(fmt.Errorf("%w for the lease's TTL (%v); another replica may hold it: %w", ErrUnreachable, ttl, lastErr))
			f.log.Error("fleet: lease lost: Redis unreachable for the lease's TTL; stopping the database work", "token", l.token, "err", lastErr)
			return
		case <-next.C:
			expiry.Stop()
		}
		sent := time.Now()
		ctx, cancel := context.WithDeadline(context.Background(), sure)
		n, err := renewScript.Run(ctx, f.rdb, []string{f.key(keyLease)}, l.value, ttl.Milliseconds()).Int64()
		cancel()
		switch {
		case err == nil && n == 1:
			if lastErr != nil {
				f.log.Info("fleet: lease renewed again: Redis reachable", "token", l.token)
			}
			lastErr = nil
			sure = sent.Add(ttl)
			next.Reset(every)
		case err == nil:
			ctx, cancel := context.WithTimeout(context.Background(), every)
			h, _ := f.Holder(ctx)
			cancel()
			l.lose(fmt.Errorf("fleet: lease lost: now held by %q with token %d", h.Name, h.Token))
			f.log.Error("fleet: lease lost: another replica took it, or it expired; stopping the database work", "token", l.token, "holder", h.Name, "holder_token", h.Token)
			return
		default:
			if lastErr == nil {
				f.log.Warn("fleet: lease renewal failed; retrying until it expires", "token", l.token, "err", err, "expires_in", time.Until(sure).Round(time.Millisecond))
			}
			lastErr = err
			next.Reset(max(ttl/10, 10*time.Millisecond))
		}
	}
}

// Release stops renewing and gives the lease up, so another replica may
// take it at once (it does when its next try comes, within the TTL).
// Lost is closed. Releasing a lost lease only stops the renewals.
func (l *Lease) Release(ctx context.Context) error {
	l.stopRenewing()
	if !l.held() {
		return nil
	}
	l.lose(errors.New("fleet: lease released"))
	n, err := releaseScript.Run(ctx, l.f.rdb, []string{l.f.key(keyLease)}, l.value).Int64()
	if err != nil {
		return fmt.Errorf("fleet: release the lease: %w", err)
	}
	if n == 1 {
		l.f.log.Info("fleet: lease released", "token", l.token)
	}
	return nil
}

// stopRenewing stops the renewals and waits for them to end; the lease
// then expires after its TTL unless released.
func (l *Lease) stopRenewing() {
	l.stopOnce.Do(func() { close(l.stop) })
	<-l.done
}

// Lead runs lead each time this replica holds the lease, until ctx ends:
// it waits for the lease (Acquire), runs lead with a context that ends
// when the lease is lost or ctx ends, releases the lease once lead
// returns, and waits for the lease again. A replica is a follower
// whenever lead is not running. lead must return soon after its context
// ends: until it does, this replica may still be doing the holder's work
// while another holds the lease (its writes are refused, but its other
// effects, such as requests to IndexNow, are not).
func (f *Fleet) Lead(ctx context.Context, lead func(ctx context.Context, l *Lease)) error {
	for {
		l, err := f.Acquire(ctx)
		if err != nil {
			return err
		}
		term, end := context.WithCancel(ctx)
		go func() { // ends with the term at the latest
			select {
			case <-l.Lost():
			case <-term.Done():
			}
			end()
		}()
		lead(term, l)
		end()
		rctx, cancel := context.WithTimeout(context.Background(), f.ttl)
		if err := l.Release(rctx); err != nil {
			f.log.Warn("fleet: lease not released; it expires within its TTL", "err", err)
		}
		cancel()
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
}
