package notify

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

// receiver stands in for an IndexNow endpoint: it answers each request
// with the next status of its script (the last one repeats) and records
// what it accepted.
type receiver struct {
	mu       sync.Mutex
	statuses []int
	requests int
	accepted [][]string
	bodies   []map[string]any
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	var body map[string]any
	b, _ := io.ReadAll(req.Body)
	_ = json.Unmarshal(b, &body)
	r.mu.Lock()
	defer r.mu.Unlock()
	st := r.statuses[min(r.requests, len(r.statuses)-1)]
	r.requests++
	if st/100 == 2 {
		var urls []string
		for _, u := range body["urlList"].([]any) {
			urls = append(urls, u.(string))
		}
		r.accepted = append(r.accepted, urls)
		r.bodies = append(r.bodies, body)
	}
	w.WriteHeader(st)
}

func (r *receiver) setStatuses(st ...int) {
	r.mu.Lock()
	r.statuses, r.requests = st, 0
	r.mu.Unlock()
}

func (r *receiver) got() [][]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.accepted)
}

func (r *receiver) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.requests
}

// waitFor polls cond until it holds or 10 s pass.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

func startSender(t *testing.T, dir, endpoint string, opts SenderOptions) (*Queue, *Sender, func()) {
	t.Helper()
	q, err := OpenQueue(dir)
	if err != nil {
		t.Fatal(err)
	}
	opts.Endpoint, opts.Key, opts.Logger = endpoint, "abcdef0123456789", discard
	if opts.Interval == 0 {
		opts.Interval = time.Millisecond
	}
	if opts.Settle == 0 {
		opts.Settle = -1
	}
	s := NewSender(q, opts)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { s.Run(ctx); close(done) }()
	stop := func() { cancel(); <-done; q.Close() }
	return q, s, stop
}

// TestRefusalsThenRestart: URLs queued while the endpoint answers 503 and
// 429 stay queued across a restart of the sender and are delivered once it
// accepts, as one request with the fields IndexNow asks for.
func TestRefusalsThenRestart(t *testing.T) {
	rc := &receiver{statuses: []int{503, 429, 503}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	dir := t.TempDir()
	q, s, stop := startSender(t, dir, srv.URL, SenderOptions{MaxBackoff: 20 * time.Millisecond})
	if err := q.Add("https://example.com/a/", "https://example.com/b/", "https://example.com/a/"); err != nil {
		t.Fatal(err)
	}
	s.Wake()
	waitFor(t, "three refusals", func() bool { return rc.count() >= 3 })
	stop()
	if got := rc.got(); len(got) != 0 {
		t.Fatalf("accepted while refusing: %v", got)
	}

	rc.setStatuses(200)
	q, s, stop = startSender(t, dir, srv.URL, SenderOptions{})
	defer stop()
	// A request the first sender gave up on when it was stopped may still
	// reach the receiver after the statuses changed (delivery is at least
	// once): the restarted sender's is the last one accepted.
	waitFor(t, "delivery after the restart", func() bool { return len(rc.got()) >= 1 && q.Len() == 0 })
	got := rc.got()
	if last, want := got[len(got)-1], []string{"https://example.com/a/", "https://example.com/b/"}; !slices.Equal(last, want) || len(got) > 2 {
		t.Errorf("accepted %v, want %v last (each URL once a request), at most twice", got, want)
	}
	rc.mu.Lock()
	body := rc.bodies[len(rc.bodies)-1]
	rc.mu.Unlock()
	if body["host"] != "example.com" || body["key"] != "abcdef0123456789" || body["keyLocation"] != "https://example.com/abcdef0123456789.txt" {
		t.Errorf("body = %v", body)
	}
	waitFor(t, "the queue emptied", func() bool { return q.Len() == 0 })
	if s.Sent() != 2 || s.Failed() != 0 {
		t.Errorf("sent %d failed %d, want 2 and 0", s.Sent(), s.Failed())
	}
	// Nothing is sent twice after another restart.
	stop()
	n := rc.count()
	_, _, stop2 := startSender(t, dir, srv.URL, SenderOptions{})
	defer stop2()
	time.Sleep(50 * time.Millisecond)
	if rc.count() != n {
		t.Errorf("%d requests after a restart with an empty queue", rc.count()-n)
	}
}

// TestRejectedIsGivenUp: a 403 (a key the engine cannot verify) is not
// retried; the next batch goes on.
func TestRejectedIsGivenUp(t *testing.T) {
	rc := &receiver{statuses: []int{403, 200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	q, s, stop := startSender(t, t.TempDir(), srv.URL, SenderOptions{})
	defer stop()
	if err := q.Add("https://example.com/x/"); err != nil {
		t.Fatal(err)
	}
	s.Wake()
	waitFor(t, "the refusal", func() bool { return s.Failed() == 1 })
	if err := q.Add("https://example.com/y/"); err != nil {
		t.Fatal(err)
	}
	s.Wake()
	waitFor(t, "the next batch", func() bool { return len(rc.got()) == 1 })
	if got := rc.got()[0]; !slices.Equal(got, []string{"https://example.com/y/"}) {
		t.Errorf("sent %v, want only y (x was refused and given up)", got)
	}
	if rc.count() != 2 {
		t.Errorf("%d requests, want 2", rc.count())
	}
}

// TestBatches: at most MaxBatch URLs a request, one host per request.
func TestBatches(t *testing.T) {
	rc := &receiver{statuses: []int{200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	q, s, stop := startSender(t, t.TempDir(), srv.URL, SenderOptions{MaxBatch: 2})
	defer stop()
	if err := q.Add("https://example.com/1", "https://example.com/2", "https://example.com/3", "https://other.example/4"); err != nil {
		t.Fatal(err)
	}
	s.Wake()
	waitFor(t, "three requests", func() bool { return len(rc.got()) == 3 })
	want := [][]string{{"https://example.com/1", "https://example.com/2"}, {"https://example.com/3"}, {"https://other.example/4"}}
	if got := rc.got(); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("batches %v, want %v", got, want)
	}
}

// TestPaused: nothing is sent while paused; the queue goes out on resume.
func TestPaused(t *testing.T) {
	rc := &receiver{statuses: []int{200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	q, s, stop := startSender(t, t.TempDir(), srv.URL, SenderOptions{})
	defer stop()
	s.SetPaused(true)
	if err := q.Add("https://example.com/p"); err != nil {
		t.Fatal(err)
	}
	s.Wake()
	time.Sleep(50 * time.Millisecond)
	if rc.count() != 0 {
		t.Fatal("sent while paused")
	}
	s.SetPaused(false)
	waitFor(t, "delivery after resuming", func() bool { return len(rc.got()) == 1 })
}

// TestQueuePartialLine: a line cut by a crash is dropped; the rest stays.
func TestQueuePartialLine(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, QueueFileName), []byte("https://example.com/a\nhttps://exa"), 0o644); err != nil {
		t.Fatal(err)
	}
	q, err := OpenQueue(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	b, err := q.Next(10, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(b.URLs, []string{"https://example.com/a"}) || q.Len() != 1 {
		t.Errorf("batch %v, len %d", b.URLs, q.Len())
	}
	if err := q.Add("relative/path"); err == nil {
		t.Error("a relative URL was queued")
	}
}

func TestKey(t *testing.T) {
	dir := t.TempDir()
	k, err := LoadKey(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !ValidKey(k) || len(k) != 32 {
		t.Errorf("generated key %q", k)
	}
	again, err := LoadKey(dir)
	if err != nil || again != k {
		t.Errorf("second load %q, %v; want %q", again, err, k)
	}
	for _, bad := range []string{"short", strings.Repeat("a", 129), "has space1", "under_score"} {
		if ValidKey(bad) {
			t.Errorf("ValidKey(%q)", bad)
		}
	}
	if loc, _ := KeyLocation("https://example.com/blog", "k1234567"); loc != "https://example.com/k1234567.txt" {
		t.Errorf("KeyLocation = %q", loc)
	}
}

// TestPing: the template gets the index URL percent-encoded, once after a
// burst of changes.
func TestPing(t *testing.T) {
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.URL.RawQuery)
		mu.Unlock()
	}))
	defer srv.Close()
	p := NewPinger(PingOptions{Templates: []string{srv.URL + "/ping?sitemap={sitemap}"}, Settle: 30 * time.Millisecond, Logger: discard})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { p.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	for range 3 {
		p.Changed("https://example.com/blog/sitemap_index.xml")
	}
	waitFor(t, "the ping", func() bool { mu.Lock(); defer mu.Unlock(); return len(got) > 0 })
	time.Sleep(100 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if want := []string{"sitemap=https%3A%2F%2Fexample.com%2Fblog%2Fsitemap_index.xml"}; !slices.Equal(got, want) {
		t.Errorf("pings %v, want %v", got, want)
	}
	if err := CheckPingTemplate("https://example.com/ping"); err == nil {
		t.Error("a template without {sitemap} was accepted")
	}
}

// fakeClock is a clock that moves only when told; After reports each
// deadline asked for on waits and fires once the clock reaches it.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []fakeTimer
	waits  chan time.Time
}

type fakeTimer struct {
	at time.Time
	ch chan time.Time
}

func newFakeClock(t time.Time) *fakeClock {
	return &fakeClock{now: t, waits: make(chan time.Time, 100)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	c.timers = append(c.timers, fakeTimer{c.now.Add(d), ch})
	c.waits <- c.now.Add(d)
	return ch
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	kept := c.timers[:0]
	for _, tm := range c.timers {
		if tm.at.After(c.now) {
			kept = append(kept, tm)
			continue
		}
		tm.ch <- c.now
	}
	c.timers = kept
}

// TestPingAtMostOnceAMinute: a ping goes out once changes have settled
// (10 s), and a change soon after a ping waits until a minute has passed
// since it, however many changes come meanwhile; all on a fake clock.
func TestPingAtMostOnceAMinute(t *testing.T) {
	var mu sync.Mutex
	var pings int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		pings++
		mu.Unlock()
	}))
	defer srv.Close()
	count := func() int { mu.Lock(); defer mu.Unlock(); return pings }
	t0 := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	clock := newFakeClock(t0)
	p := NewPinger(PingOptions{Templates: []string{srv.URL + "/ping?sitemap={sitemap}"}, Logger: discard,
		Clock: clock.Now, After: clock.After})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { p.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	wait := func(want time.Time) {
		t.Helper()
		select {
		case at := <-clock.waits:
			if !at.Equal(want) {
				t.Fatalf("the pinger waits until %v, want %v", at.Sub(t0), want.Sub(t0))
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("the pinger never waited for %v", want.Sub(t0))
		}
	}
	const index = "https://example.com/sitemap_index.xml"

	p.Changed(index)
	wait(t0.Add(10 * time.Second)) // changes settle
	clock.advance(10 * time.Second)
	waitFor(t, "the first ping", func() bool { return count() == 1 })
	for len(clock.waits) > 0 { // the same wait again, had Run seen the change twice
		<-clock.waits
	}

	clock.advance(5 * time.Second)
	p.Changed(index)
	wait(t0.Add(70 * time.Second)) // a minute after the first ping, not 10 s after the change
	clock.advance(40 * time.Second)
	p.Changed(index)
	wait(t0.Add(70 * time.Second))
	clock.advance(14 * time.Second) // t0+69s
	if n := count(); n != 1 {
		t.Fatalf("%d pings before a minute passed, want 1", n)
	}
	clock.advance(time.Second)
	waitFor(t, "the second ping", func() bool { return count() == 2 })
}

// TestPingEveryIndex: the sites of a network share one Pinger; each index
// that changed since the last round is pinged once in the next round, the
// same index once however often it changed.
func TestPingEveryIndex(t *testing.T) {
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.URL.Query().Get("sitemap"))
		mu.Unlock()
	}))
	defer srv.Close()
	// A clock that moves only when told: the three changes come within
	// one settle however slow the machine.
	clock := newFakeClock(time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC))
	p := NewPinger(PingOptions{Templates: []string{srv.URL + "/ping?sitemap={sitemap}"}, Logger: discard,
		Clock: clock.Now, After: clock.After})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { p.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	p.Changed("https://example.com/sitemap_index.xml")
	p.Changed("https://example.com/fr-site/sitemap_index.xml")
	p.Changed("https://example.com/sitemap_index.xml")
	select {
	case <-clock.waits: // the changes settle
	case <-time.After(10 * time.Second):
		t.Fatal("the pinger never waited for the changes to settle")
	}
	clock.advance(10 * time.Second)
	waitFor(t, "the pings", func() bool { mu.Lock(); defer mu.Unlock(); return len(got) >= 2 })
	time.Sleep(100 * time.Millisecond) // a third ping, were there one, would be in by now
	mu.Lock()
	defer mu.Unlock()
	if want := []string{"https://example.com/sitemap_index.xml", "https://example.com/fr-site/sitemap_index.xml"}; !slices.Equal(got, want) {
		t.Errorf("pings %q, want %q", got, want)
	}
}

// TestWithheld: URLs Withheld reports are dropped unsent, a batch of only
// such URLs makes no request, and the others go out as usual.
func TestWithheld(t *testing.T) {
	rc := &receiver{statuses: []int{200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	closed := func(u string) bool { return strings.HasPrefix(u, "https://example.com/closed/") }
	q, s, stop := startSender(t, t.TempDir(), srv.URL, SenderOptions{Withheld: closed})
	defer stop()
	if err := q.Add("https://closed.example/1"); err != nil {
		t.Fatal(err)
	}
	if err := q.Add("https://example.com/closed/a", "https://example.com/open/b", "https://example.com/closed/c"); err != nil {
		t.Fatal(err)
	}
	s.Wake()
	waitFor(t, "the queue handled", func() bool { return q.Len() == 0 })
	want := [][]string{{"https://closed.example/1"}, {"https://example.com/open/b"}}
	if got := rc.got(); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("sent %v, want %v", got, want)
	}
	if rc.count() != 2 {
		t.Errorf("%d requests, want 2", rc.count())
	}
}
