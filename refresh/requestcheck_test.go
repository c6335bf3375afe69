package refresh_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// slowPoll is a scripted source whose polls, once hold is set, wait
// until the test closes it, and record whether their context ended first.
type slowPoll struct {
	*scripted
	hold      chan struct{}
	entered   chan struct{}
	cancelled chan bool
}

func (p *slowPoll) Poll(ctx context.Context) (wp.Changes, error) {
	if p.hold != nil {
		p.entered <- struct{}{}
		select {
		case <-p.hold:
			p.cancelled <- false
		case <-ctx.Done():
			p.cancelled <- true
			return wp.Changes{}, ctx.Err()
		}
	}
	return p.scripted.Poll(ctx)
}

func (p *slowPoll) Clone() wp.ChangeSource { return p }

func newSlowPoll() *slowPoll {
	return &slowPoll{scripted: &scripted{}, entered: make(chan struct{}, 4), cancelled: make(chan bool, 4)}
}

// builtService returns a service over the fixtures and src, checking every
// second of its fake clock and waiting wait for a check a request asked
// for, with its first snapshot built.
func builtService(t *testing.T, src wp.ChangeSource, wait time.Duration) (*refresh.Service, *fakeClock, *catalog.Snapshot) {
	t.Helper()
	clock := &fakeClock{t: start}
	svc := newService(t, sitetest.Memory(t, "wpsitemap_fixtures"), catalog.Options{}, refresh.Options{
		CheckEvery: time.Second, CheckWait: wait, Clock: clock.now,
		Changes: func([]string, func() time.Time) wp.ChangeSource { return src },
	})
	first, err := svc.Current(context.Background()) // the first build
	if err != nil {
		t.Fatal(err)
	}
	return svc, clock, first
}

// TestSlowCheckOutlivesRequests: a check that takes longer than CheckWait
// (at a million posts, polled, a checksum of seconds) is not cancelled when
// the requests that asked for it stop waiting: they answer from the
// snapshot at hand after CheckWait, the requests after them join the same
// check rather than start their own, and once it ends the change it found
// is served.
func TestSlowCheckOutlivesRequests(t *testing.T) {
	src := newSlowPoll()
	svc, clock, first := builtService(t, src, 20*time.Millisecond)
	ctx := context.Background()
	src.push(posts(1))
	src.hold = make(chan struct{})
	clock.advance(2 * time.Second) // the snapshot is due a check
	for i := range 3 {
		got, err := svc.Current(ctx)
		if err != nil || got != first {
			t.Fatalf("request %d while the check runs: %v, %v; want the snapshot at hand", i, got, err)
		}
	}
	<-src.entered // one check polls
	select {
	case <-src.entered:
		t.Fatal("a second check started while the first ran")
	default:
	}
	close(src.hold)
	if <-src.cancelled {
		t.Fatal("the check was cancelled when the requests that asked for it stopped waiting")
	}
	src.hold = nil
	deadline := time.Now().Add(time.Minute)
	for {
		got, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got != first {
			break // the check's snapshot, with post 1's change
		}
		if time.Now().After(deadline) {
			t.Fatal("the check's snapshot was not served within a minute")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestLaterRequestsDoNotWait: the requests that asked for a check wait
// for it until CheckWait after it was asked for; a request that comes
// once the check has run longer than that (the checksums of a million
// posts after a database restart, over a minute) answers from the
// snapshot at hand at once, where it waited CheckWait of its own before:
// every request of that minute was two seconds late.
func TestLaterRequestsDoNotWait(t *testing.T) {
	src := newSlowPoll()
	svc, clock, first := builtService(t, src, time.Hour)
	ctx := context.Background()
	src.push(posts(1))
	src.hold = make(chan struct{})
	clock.advance(2 * time.Second) // the snapshot is due a check
	asker := make(chan *catalog.Snapshot, 1)
	go func() {
		got, _ := svc.Current(ctx) // asks for the check, and waits for it
		asker <- got
	}()
	<-src.entered // the check polls, and is held
	clock.advance(2 * time.Hour)
	later := make(chan *catalog.Snapshot, 1)
	go func() {
		got, _ := svc.Current(ctx)
		later <- got
	}()
	select {
	case got := <-later:
		if got != first {
			t.Errorf("the later request got %v, want the snapshot at hand", got)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("a request that came after the check had run CheckWait waited for it")
	}
	select {
	case <-asker:
		t.Fatal("the request that asked for the check stopped waiting before CheckWait")
	default:
	}
	close(src.hold)
	<-src.cancelled
	if got := <-asker; got == first {
		t.Error("the request that asked for the check did not get its snapshot")
	}
}

// needsTime is a scripted source whose polls, once need is set, fail as a
// query cut off by its deadline would when their context gives them less
// than need.
type needsTime struct {
	*scripted
	need     time.Duration
	deadline []time.Duration // the time each poll was given
}

func (p *needsTime) Poll(ctx context.Context) (wp.Changes, error) {
	if p.need > 0 {
		dl, _ := ctx.Deadline()
		left := time.Until(dl)
		p.deadline = append(p.deadline, left)
		if left < p.need {
			return wp.Changes{}, fmt.Errorf("%w: wp: checksum posts_tsd: %w", wp.ErrUnavailable, context.DeadlineExceeded)
		}
	}
	return p.scripted.Poll(ctx)
}

func (p *needsTime) Clone() wp.ChangeSource { return p }

// TestChecksGetMoreTime: a check that runs out of its time (a restored
// site's first check at a million posts after a database restart, every
// checksum due: over a minute) is given twice as much at the next
// attempt, until it ends; bounded by a minute, every attempt failed and no
// change was followed again.
func TestChecksGetMoreTime(t *testing.T) {
	src := &needsTime{scripted: &scripted{}}
	svc, clock, first := builtService(t, src, time.Hour)
	ctx := context.Background()
	var err error
	src.push(posts(1))
	src.need = 3 * time.Minute
	var got *catalog.Snapshot
	for attempt := range 4 {
		clock.advance(2 * time.Second) // due a check: the request asks for one and waits for it
		if got, err = svc.Current(ctx); err != nil {
			t.Fatal(err)
		}
		if got != first {
			t.Logf("the change was followed at attempt %d", attempt+1)
			break
		}
	}
	if got == first || svc.LastError() != nil {
		t.Errorf("the change was not followed after 4 attempts given %v: %v", src.deadline, svc.LastError())
	}
	if n := len(src.deadline); n < 3 {
		t.Errorf("%d attempts (%v): the first two, of one and two minutes, must fail", n, src.deadline)
	}
}
