package fleet

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/notify"
)

func sameHost(first, u string) bool {
	return strings.SplitN(first, "/", 4)[2] == strings.SplitN(u, "/", 4)[2]
}

// TestQueue: first in, first out; a batch stops at the first URL of
// another host and holds each URL once; until Done the same batch comes
// back; Done empties the in-flight list.
func TestQueue(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	l := acquire(t, newFleet(t, rdb, site, "holder", 2*time.Second))
	q := l.Queue("indexnow")
	if err := q.Add("https://a.example/1", "ftp://a.example/x"); err == nil {
		t.Fatal("a non-http URL was queued")
	}
	if n := q.Len(); n != 0 {
		t.Fatalf("Len %d after a refused Add", n)
	}
	in := []string{"https://a.example/1", "https://a.example/2", "https://a.example/1", "https://a.example/3",
		"https://b.example/1", "https://b.example/2"}
	if err := q.Add(in...); err != nil {
		t.Fatal(err)
	}
	if n := q.Len(); n != 6 {
		t.Fatalf("Len %d, want 6", n)
	}
	b, err := q.Next(10, sameHost)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"https://a.example/1", "https://a.example/2", "https://a.example/3"}
	if !cmp.Equal(b.URLs, want) {
		t.Fatalf("first batch %v, want %v", b.URLs, want)
	}
	again, err := q.Next(10, sameHost)
	if err != nil || !cmp.Equal(again.URLs, want) {
		t.Fatalf("before Done, Next gave %v %v; want the same batch", again.URLs, err)
	}
	if n := q.Len(); n != 6 {
		t.Fatalf("Len %d with a batch in flight, want 6", n)
	}
	if err := q.Done(b); err != nil {
		t.Fatal(err)
	}
	if n := q.Len(); n != 2 {
		t.Fatalf("Len %d after Done, want 2", n)
	}
	b, err = q.Next(1, sameHost)
	if err != nil || !cmp.Equal(b.URLs, []string{"https://b.example/1"}) {
		t.Fatalf("batch of 1: %v %v", b.URLs, err)
	}
	q.Done(b)
	b, _ = q.Next(10, sameHost)
	q.Done(b)
	if b, err = q.Next(10, sameHost); err != nil || len(b.URLs) != 0 || q.Len() != 0 {
		t.Fatalf("emptied queue: %v %v, Len %d", b.URLs, err, q.Len())
	}
}

// TestQueueRequeue: a holder that dies with a batch in flight leaves it
// there; the next holder puts it back at the head, in order, before the
// URLs queued after it, and the stale holder's Done is refused.
func TestQueueRequeue(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	const ttl = 600 * time.Millisecond
	la := acquire(t, newFleet(t, rdb, site, "a", ttl))
	qa := la.Queue("indexnow")
	if err := qa.Add("https://a.example/1", "https://a.example/2", "https://a.example/3"); err != nil {
		t.Fatal(err)
	}
	ba, err := qa.Next(2, nil)
	if err != nil || len(ba.URLs) != 2 {
		t.Fatalf("a's batch: %v %v", ba.URLs, err)
	}
	la.stopRenewing() // killed mid-send
	lb := acquire(t, newFleet(t, rdb, site, "b", ttl))
	qb := lb.Queue("indexnow")
	if err := qa.Done(ba); !errors.Is(err, ErrFenced) {
		t.Fatalf("stale holder's Done: %v, want ErrFenced", err)
	}
	if err := qb.Add("https://a.example/4"); err != nil {
		t.Fatal(err)
	}
	var got []string
	for {
		b, err := qb.Next(10, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(b.URLs) == 0 {
			break
		}
		got = append(got, b.URLs...)
		if err := qb.Done(b); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"https://a.example/1", "https://a.example/2", "https://a.example/3", "https://a.example/4"}
	if !cmp.Equal(got, want) {
		t.Errorf("b sent %v, want %v", got, want)
	}
	if n := qb.Requeued(); n != 2 {
		t.Errorf("Requeued %d, want 2", n)
	}
}

// The holder process of TestQueueHolderKilled: started by the test with
// FLEET_TEST_HOLDER set, it takes the lease, queues the URLs and sends
// them until it is killed.
func TestMain(m *testing.M) {
	if os.Getenv("FLEET_TEST_HOLDER") != "" {
		os.Exit(runHolder())
	}
	os.Exit(m.Run())
}

func runHolder() int {
	c, err := ParseURL(os.Getenv("FLEET_TEST_REDIS"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	f, err := New(c.Client(), Options{Site: os.Getenv("FLEET_TEST_SITE"), Name: "killed"})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	l, err := f.Acquire(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	q := l.Queue("indexnow")
	if err := q.Add(strings.Fields(os.Getenv("FLEET_TEST_URLS"))...); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("holding %d\n", l.Token())
	notify.NewSender(q, notify.SenderOptions{Endpoint: os.Getenv("FLEET_TEST_ENDPOINT"), Key: "testkey1234",
		Interval: 10 * time.Millisecond, Settle: -1, MaxBatch: 10}).Run(context.Background())
	return 0
}

// endpoint is an IndexNow endpoint that records the URLs it accepts. The
// request numbered hang is held open until its client goes away, and then
// not accepted: that is where the test kills the holder.
type endpoint struct {
	hang     int
	hung     chan struct{}
	mu       sync.Mutex
	requests int
	accepted map[string]int
}

func (e *endpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body struct{ URLList []string }
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	e.mu.Lock()
	e.requests++
	n := e.requests
	e.mu.Unlock()
	if n == e.hang {
		close(e.hung)
		<-r.Context().Done()
		return
	}
	e.mu.Lock()
	for _, u := range body.URLList {
		e.accepted[u]++
	}
	e.mu.Unlock()
	w.WriteHeader(http.StatusOK)
}

func (e *endpoint) total() (n int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, c := range e.accepted {
		n += c
	}
	return n
}

// TestQueueHolderKilled: a holder process sending the shared queue is
// killed with SIGKILL in the middle of a submission. Another replica takes
// the lease within 15 s (the default TTL) and sends the rest: every URL
// reaches the endpoint once, none is lost.
func TestQueueHolderKilled(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	var urls []string
	for i := range 35 {
		urls = append(urls, fmt.Sprintf("https://a.example/post-%d/", i))
	}
	e := &endpoint{hang: 2, hung: make(chan struct{}), accepted: map[string]int{}}
	srv := httptest.NewServer(e)
	defer srv.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "FLEET_TEST_HOLDER=1", "FLEET_TEST_REDIS="+redistest.URL(), "FLEET_TEST_SITE="+site,
		"FLEET_TEST_ENDPOINT="+srv.URL, "FLEET_TEST_URLS="+strings.Join(urls, " "))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		cmd.Wait()
		t.Fatalf("holder process: %v", err)
	}
	t.Logf("holder process: %s", strings.TrimSpace(line))
	select {
	case <-e.hung:
	case <-time.After(30 * time.Second):
		t.Fatal("the holder never sent its second batch")
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	cmd.Wait()
	killed := time.Now()
	if got := e.total(); got != 10 {
		t.Fatalf("before the kill the endpoint accepted %d URLs, want the first batch of 10", got)
	}

	f := newFleet(t, rdb, site, "survivor", 0) // the default TTL
	l := acquire(t, f)
	took := time.Since(killed)
	t.Logf("lease taken over %v after kill -9 (TTL %v)", took, f.TTL())
	if took > 15*time.Second {
		t.Errorf("takeover took %v, over 15 s", took)
	}
	q := l.Queue("indexnow")
	if n := q.Len(); n != 25 {
		t.Errorf("queue holds %d URLs after the kill, want 25 (10 in flight, 15 waiting)", n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		notify.NewSender(q, notify.SenderOptions{Endpoint: srv.URL, Key: "testkey1234",
			Interval: 10 * time.Millisecond, Settle: -1, MaxBatch: 10, Logger: testLogger(t)}).Run(ctx)
	}()
	eventually(t, 30*time.Second, "the survivor did not send the rest", func() bool { return q.Len() == 0 })
	cancel()
	<-done
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, u := range urls {
		if n := e.accepted[u]; n != 1 {
			t.Errorf("%s accepted %d times, want once", u, n)
		}
	}
	if len(e.accepted) != len(urls) {
		t.Errorf("%d distinct URLs accepted, want %d", len(e.accepted), len(urls))
	}
	if n := q.Requeued(); n != 10 {
		t.Errorf("Requeued %d, want the 10 in flight", n)
	}
}
