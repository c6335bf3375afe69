package announce_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// senderClock is a clock that moves only when told, for the Sender: After
// reports each deadline asked for on waits, and fires once the clock
// reaches it.
type senderClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []senderTimer
	waits  chan time.Time
}

type senderTimer struct {
	at time.Time
	ch chan time.Time
}

func (c *senderClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *senderClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	c.timers = append(c.timers, senderTimer{c.now.Add(d), ch})
	select {
	case c.waits <- c.now.Add(d):
	default:
	}
	return ch
}

func (c *senderClock) advance(d time.Duration) {
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

// TestBulkPublish: 5,000 posts published at once, seen over five checks
// (five statements of 1,000, as an import commits them), reach the engine
// as one request of at most 10,000 URLs once the Sender's settle delay has
// passed, and nothing more is sent after it. On a MariaDB copy of the
// fixtures (the bulk insert reads MariaDB's sequence tables).
func TestBulkPublish(t *testing.T) {
	name := dbtest.TempDB(t, "announce_bulk")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)

	var mu sync.Mutex
	var requests [][]string
	engine := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			URLList []string `json:"urlList"`
		}
		b, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(b, &body); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		mu.Lock()
		requests = append(requests, body.URLList)
		mu.Unlock()
	}))
	defer engine.Close()
	got := func() [][]string { mu.Lock(); defer mu.Unlock(); return append([][]string(nil), requests...) }

	state := t.TempDir()
	q, err := notify.OpenQueue(state)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	l, err := announce.OpenLedger(filepath.Join(state, announce.DirName))
	if err != nil {
		t.Fatal(err)
	}
	sc := &senderClock{now: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), waits: make(chan time.Time, 1000)}
	sender := notify.NewSender(q, notify.SenderOptions{Endpoint: engine.URL, Key: "bulk-key-0123", Logger: discard,
		Clock: sc.Now, After: sc.After})
	ann := announce.New(announce.Options{Ledger: l, Queue: q, Sender: sender, Logger: discard})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { ann.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	cat := catalog.New(db, catalog.Options{Logger: discard, Clock: clock.now})
	svc := refresh.New(cat, refresh.Options{CheckEvery: time.Second, Clock: clock.now, Logger: discard, Published: ann.Observe})
	t.Cleanup(svc.Close)
	if _, err := svc.Current(ctx); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the first listing recorded", func() bool {
		_, err := os.Stat(filepath.Join(state, announce.DirName, "manifest.json"))
		return err == nil
	})

	start := time.Now()
	var last *catalog.Snapshot
	for i := range 5 {
		lo, hi := 10001+i*1000, 11000+i*1000
		dbtest.Exec(t, name, fmt.Sprintf(`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title,
			post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			SELECT seq, 1, '2024-05-01 12:00:00', '2024-05-01 10:00:00', 'x', CONCAT('Bulk ', seq), '', 'publish',
			CONCAT('bulk-', seq), '', '', '2024-05-01 12:00:00', '2024-05-01 10:00:00', '', 'post' FROM seq_%d_to_%d`, lo, hi))
		clock.advance(1100 * time.Millisecond)
		if last, err = svc.Current(ctx); err != nil {
			t.Fatal(err)
		}
	}
	waitUntil(t, "the last snapshot's changes queued", func() bool { return ann.Handled() == last })
	queued := time.Since(start)
	if n := len(got()); n != 0 {
		t.Fatalf("%d requests before the settle delay passed", n)
	}
	sc.advance(notify.DefaultSettle)
	waitUntil(t, "the request", func() bool { return len(got()) > 0 })
	sc.advance(time.Minute)
	time.Sleep(100 * time.Millisecond) // a second request would be under way
	reqs := got()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(reqs))
	}
	urls := reqs[0]
	if len(urls) > notify.MaxURLs {
		t.Errorf("%d URLs in one request, over %d", len(urls), notify.MaxURLs)
	}
	bulk := 0
	for _, u := range urls {
		if strings.Contains(u, "/bulk-") {
			bulk++
		}
	}
	if bulk != 5000 {
		t.Errorf("%d of the 5,000 new posts submitted", bulk)
	}
	t.Logf("5,000 posts over 5 commits: %d URLs queued %v after the first commit, in %d request", len(urls), queued.Round(time.Millisecond), len(reqs))
}

// waitUntil polls cond until it holds or 60 s pass.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}
