package fleet

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// TestAcquireOneOfN: of N replicas trying at once, exactly one holds the
// lease, and the others are told who.
func TestAcquireOneOfN(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	const n = 8
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		leases  []*Lease
		holders []Holder
	)
	for i := range n {
		f := newFleet(t, testClient(t), site, fmt.Sprintf("r%d", i), 5*time.Second)
		wg.Add(1)
		go func() {
			defer wg.Done()
			l, h, err := f.TryAcquire(context.Background())
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err != nil:
				t.Errorf("%s: %v", f.Name(), err)
			case l != nil:
				leases = append(leases, l)
			default:
				holders = append(holders, h)
			}
		}()
	}
	wg.Wait()
	if len(leases) != 1 {
		t.Fatalf("%d replicas hold the lease, want 1", len(leases))
	}
	l := leases[0]
	defer l.Release(context.Background())
	if l.Token() < 1 {
		t.Errorf("token %d, want at least 1", l.Token())
	}
	for _, h := range holders {
		if h.Token != l.Token() || h.Name != l.f.Name() || h.ExpiresIn <= 0 {
			t.Errorf("a loser was told %+v; the holder is %s with token %d", h, l.f.Name(), l.Token())
		}
	}
	if len(holders) != n-1 {
		t.Errorf("%d losers, want %d", len(holders), n-1)
	}
}

// TestRenewal: the holder keeps the lease for many TTLs, and nobody else
// can take it meanwhile.
func TestRenewal(t *testing.T) {
	const ttl = 1500 * time.Millisecond // generous: a loaded machine may stall a renewal
	_, _, a, b := twoReplicas(t, ttl)
	l := acquire(t, a)
	for range 3 {
		time.Sleep(ttl)
		if other, h, err := b.TryAcquire(context.Background()); err != nil || other != nil || h.Token != l.Token() {
			t.Fatalf("b took a renewed lease: %v %v %+v", other, err, h)
		}
	}
	select {
	case <-l.Lost():
		t.Fatalf("lease lost while renewed: %v", l.Err())
	default:
	}
	if err := l.Write(context.Background(), 1, map[string][]byte{"x": []byte("1")}); err != nil {
		t.Fatalf("holder's write after %v: %v", 3*ttl, err)
	}
	// Released, it is free at once.
	if err := l.Release(context.Background()); err != nil {
		t.Fatal(err)
	}
	<-l.Lost()
	other, _, err := b.TryAcquire(context.Background())
	if err != nil || other == nil {
		t.Fatalf("released lease not free: %v %v", other, err)
	}
	defer other.Release(context.Background())
	if other.Token() <= l.Token() {
		t.Errorf("next token %d not above %d", other.Token(), l.Token())
	}
	if err := l.Write(context.Background(), 2, nil); !errors.Is(err, ErrFenced) {
		t.Errorf("released lease's write: %v, want ErrFenced", err)
	}
}

// TestTakeover: a holder that stops renewing without releasing (as after
// kill -9) is replaced once its lease expires, with a higher token, and
// its writes are then refused by Redis itself: the stale holder has not
// noticed anything.
func TestTakeover(t *testing.T) {
	const ttl = 800 * time.Millisecond
	rdb, site, a, b := twoReplicas(t, ttl)
	la := acquire(t, a)
	ctx := context.Background()
	if err := la.Write(ctx, 1, map[string][]byte{"snapshot": []byte("from a")}); err != nil {
		t.Fatal(err)
	}
	la.stopRenewing() // killed: no renewal, no release
	start := time.Now()
	lb := acquire(t, b)
	took := time.Since(start)
	t.Logf("took over after %v (TTL %v)", took, ttl)
	if lb.Token() <= la.Token() {
		t.Errorf("new token %d not above the stale %d", lb.Token(), la.Token())
	}
	select {
	case <-la.Lost():
		t.Fatal("test broken: the stale holder knows it lost the lease")
	default:
	}
	if err := la.Queue("q").Add("https://example.com/stale"); !errors.Is(err, ErrFenced) {
		t.Fatalf("stale holder's queue add: %v, want ErrFenced", err)
	}
	select {
	case <-la.Lost(): // the refusal told it
	default:
		t.Fatal("a refused write did not tell the stale holder it lost the lease")
	}
	la2 := &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})} // as if it had not noticed yet
	if err := la2.Write(ctx, 2, map[string][]byte{"snapshot": []byte("stale")}); !errors.Is(err, ErrFenced) {
		t.Fatalf("stale holder's write: %v, want ErrFenced", err)
	}
	rev, vals, err := b.Read(ctx, "snapshot")
	if err != nil || rev != 1 || string(vals["snapshot"]) != "from a" {
		t.Fatalf("after the refused write: revision %d, %q, %v; want 1, %q", rev, vals["snapshot"], err, "from a")
	}
	if n, _ := rdb.LLen(ctx, Prefix(site)+"q:queue").Result(); n != 0 {
		t.Errorf("the stale holder's URL was queued")
	}
	if err := lb.Write(ctx, 2, map[string][]byte{"snapshot": []byte("from b")}); err != nil {
		t.Fatalf("new holder's write: %v", err)
	}
}

// TestLossNoticed: a holder whose lease another replica took learns it at
// its next renewal, within a TTL, and says who holds it.
func TestLossNoticed(t *testing.T) {
	const ttl = 900 * time.Millisecond
	rdb, site, a, b := twoReplicas(t, ttl)
	la := acquire(t, a)
	// As if a's renewals had been held up past the TTL: the lease expires
	// and b takes it.
	if err := rdb.Del(context.Background(), Prefix(site)+keyLease).Err(); err != nil {
		t.Fatal(err)
	}
	lb := acquire(t, b)
	select {
	case <-la.Lost():
	case <-time.After(10 * ttl):
		t.Fatal("the old holder did not notice it lost the lease")
	}
	if err := la.Err(); err == nil || !strings.Contains(err.Error(), `"b"`) {
		t.Errorf("Err = %v, want it to name the new holder b", err)
	}
	if err := la.Write(context.Background(), 1, nil); !errors.Is(err, ErrFenced) {
		t.Errorf("lost lease's write: %v, want ErrFenced", err)
	}
	select {
	case <-lb.Lost():
		t.Fatalf("the new holder lost the lease: %v", lb.Err())
	default:
	}
}

// TestAcquireWaits: a replica that finds the lease held waits, and takes
// it once the holder releases it.
func TestAcquireWaits(t *testing.T) {
	const ttl = 1500 * time.Millisecond
	rdb, site, a, _ := twoReplicas(t, ttl)
	var logs syncBuffer
	b, err := New(rdb, Options{Site: site, Name: "b", TTL: ttl, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	la := acquire(t, a)
	got := make(chan *Lease, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		l, _ := b.Acquire(ctx)
		got <- l
	}()
	time.Sleep(2 * ttl)
	select {
	case l := <-got:
		t.Fatalf("b took a held lease: %v", l)
	default:
	}
	la.Release(context.Background())
	select {
	case l := <-got:
		if l == nil {
			t.Fatal("b gave up")
		}
		l.Release(context.Background())
	case <-time.After(20 * ttl):
		t.Fatal("b did not take the released lease")
	}
	// It said what it was doing, in order.
	want := []string{`msg="fleet: taking the lease"`,
		fmt.Sprintf(`msg="fleet: another replica holds the lease; following it" site=%s replica=b holder=a token=%d`, site, la.Token()),
		`msg="fleet: lease acquired: this replica does the database work"`}
	text := logs.String()
	for _, w := range want {
		i := strings.Index(text, w)
		if i < 0 {
			t.Fatalf("b's log lacks %s, or has it out of order:\n%s", w, logs.String())
		}
		text = text[i+len(w):]
	}
}

// syncBuffer is a bytes.Buffer safe for concurrent use.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestNewChecks(t *testing.T) {
	for _, o := range []Options{
		{Site: ""},
		{Site: "a{b}"},
		{Site: "a\nb"},
		{Site: "ok", TTL: time.Millisecond},
		{Site: "ok", Name: "two words"},
	} {
		if _, err := New(nil, o); err == nil {
			t.Errorf("New(%+v) accepted", o)
		}
	}
	f, err := New(nil, Options{Site: "example.com"})
	if err != nil || f.TTL() != DefaultTTL || f.Name() == "" || f.key(keyLease) != "wpsitemap:{example.com}:lease" {
		t.Errorf("New: %v %v %q %q", err, f.TTL(), f.Name(), f.key(keyLease))
	}
}

// twoReplicas returns the test Redis, a site of the test's own, and two
// replicas of it, a and b.
func twoReplicas(t *testing.T, ttl time.Duration) (*redis.Client, string, *Fleet, *Fleet) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	return rdb, site, newFleet(t, rdb, site, "a", ttl), newFleet(t, rdb, site, "b", ttl)
}

// TestLead: three replicas run Lead. One at a time leads; when the leader
// stops, another takes over with a higher token, until each has led once.
// Every write a leader makes while it leads is accepted.
func TestLead(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	const ttl = time.Second
	type term struct {
		name  string
		token int64
	}
	var (
		mu        sync.Mutex
		active    int
		maxActive int
		terms     []term
		writeErrs []error
	)
	leading := make(chan string, 3)
	cancels := map[string]context.CancelFunc{}
	var wg sync.WaitGroup
	for _, name := range []string{"r1", "r2", "r3"} {
		f := newFleet(t, rdb, site, name, ttl)
		ctx, cancel := context.WithCancel(context.Background())
		cancels[name] = cancel
		wg.Add(1)
		go func() {
			defer wg.Done()
			f.Lead(ctx, func(ctx context.Context, l *Lease) {
				mu.Lock()
				active++
				maxActive = max(maxActive, active)
				terms = append(terms, term{name, l.Token()})
				mu.Unlock()
				select {
				case leading <- name:
				case <-ctx.Done():
				}
				for ctx.Err() == nil {
					rev, err := f.Revision(ctx)
					if err == nil {
						err = l.Write(ctx, rev+1, map[string][]byte{"by": []byte(name)})
					}
					if err != nil && ctx.Err() == nil {
						mu.Lock()
						writeErrs = append(writeErrs, err)
						mu.Unlock()
					}
					sleep(ctx, 50*time.Millisecond)
				}
				mu.Lock()
				active--
				mu.Unlock()
			})
		}()
	}
	defer func() {
		for _, c := range cancels {
			c()
		}
		wg.Wait()
	}()
	for range 3 {
		select {
		case name := <-leading:
			time.Sleep(2 * ttl) // leads through several renewals
			cancels[name]()
		case <-time.After(30 * time.Second):
			t.Fatal("no replica took over")
		}
	}
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	if maxActive != 1 {
		t.Errorf("%d replicas led at once", maxActive)
	}
	if len(terms) != 3 || terms[0].token >= terms[1].token || terms[1].token >= terms[2].token ||
		terms[0].name == terms[1].name || terms[1].name == terms[2].name || terms[0].name == terms[2].name {
		t.Errorf("terms %+v: want each replica once, tokens rising", terms)
	}
	if len(writeErrs) > 0 {
		t.Errorf("a leader's writes were refused: %v", writeErrs)
	}
}

// TestAcquireAfterDataLoss: Redis lost the lease and the token counter
// (restarted empty) while a held the lease. b, which had seen a's token,
// finds the lease free but leaves it to a, which may still be doing the
// holder's work; a takes it back, and b follows it.
func TestAcquireAfterDataLoss(t *testing.T) {
	const ttl = 3 * time.Second
	rdb, site, a, _ := twoReplicas(t, ttl)
	var logs syncBuffer
	b, err := New(rdb, Options{Site: site, Name: "b", TTL: ttl, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	bg := context.Background()
	la := acquire(t, a)
	if l, h, err := b.TryAcquire(bg); l != nil || err != nil || h.Token != la.Token() {
		t.Fatalf("b.TryAcquire with a holding the lease: %v %+v %v", l, h, err)
	}
	la.stopRenewing()
	if err := rdb.Del(bg, a.key(keyLease), a.key(keyToken)).Err(); err != nil {
		t.Fatal(err)
	}
	got := make(chan *Lease, 1)
	ctx, cancel := context.WithCancel(bg)
	defer cancel()
	go func() {
		l, _ := b.Acquire(ctx)
		got <- l
	}()
	deadline := time.After(30 * time.Second)
	for !strings.Contains(logs.String(), "leaving it to its last holder first") {
		select {
		case l := <-got:
			l.Release(bg)
			t.Fatalf("b took the free lease at once, token %d; its log:\n%s", l.Token(), logs.String())
		case <-deadline:
			t.Fatalf("b never said it leaves the lease to its last holder; its log:\n%s", logs.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	la2, h, err := a.TryAcquire(bg)
	if la2 == nil {
		t.Fatalf("a did not take the lease back: held by %+v (%v); b's log:\n%s", h, err, logs.String())
	}
	defer la2.Release(bg)
	if la2.Token() <= la.Token() {
		t.Errorf("a's token after the loss: %d, not above %d", la2.Token(), la.Token())
	}
	eventually(t, 30*time.Second, "b follows a", func() bool {
		return strings.Contains(logs.String(), fmt.Sprintf("holder=a token=%d", la2.Token()))
	})
	select {
	case l := <-got:
		t.Fatalf("b took the lease a holds: %v", l)
	default:
	}
}
