package announce_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/wp"
)

// memStore is a LedgerStore in memory that notes, at each Commit, what
// the queue held.
type memStore struct {
	mu       sync.Mutex
	manifest []byte
	pages    map[string][]byte
	queue    *memQueue
	atCommit [][]string // the queue's URLs at each Commit
}

func (s *memStore) Manifest(context.Context) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.manifest, nil
}

func (s *memStore) Pages(context.Context) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var names []string
	for n := range s.pages {
		names = append(names, n)
	}
	return names, nil
}

func (s *memStore) OpenPage(_ context.Context, name string) (io.ReadCloser, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.pages[name]
	if !ok {
		return nil, fmt.Errorf("no page %s", name)
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

type memPage struct {
	bytes.Buffer
	s    *memStore
	name string
}

func (p *memPage) Close() error {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	p.s.pages[p.name] = p.Bytes()
	return nil
}

func (s *memStore) CreatePage(_ context.Context, name string) (io.WriteCloser, error) {
	return &memPage{s: s, name: name}, nil
}

func (s *memStore) Commit(_ context.Context, manifest []byte, gone []string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.manifest = manifest
	for _, n := range gone {
		delete(s.pages, n)
	}
	s.atCommit = append(s.atCommit, s.queue.urls())
	return nil
}

func (s *memStore) Discard(_ context.Context, names []string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, n := range names {
		delete(s.pages, n)
	}
	return nil
}

type memQueue struct {
	mu sync.Mutex
	u  []string
}

func (q *memQueue) Add(urls ...string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.u = append(q.u, urls...)
	return nil
}

func (q *memQueue) Len() int64 { q.mu.Lock(); defer q.mu.Unlock(); return int64(len(q.u)) }

func (q *memQueue) urls() []string { q.mu.Lock(); defer q.mu.Unlock(); return slices.Clone(q.u) }

// TestQueuedBeforeRecorded: the Announcer queues every URL of a change
// before its ledger records the listing, so that a crash in between finds
// the change again rather than losing it. The ledger is kept in a
// LedgerStore of the test's own (NewLedger), as package fleet keeps it in
// Redis.
func TestQueuedBeforeRecorded(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard})
	ctx := context.Background()
	q := &memQueue{}
	store := &memStore{pages: map[string][]byte{}, queue: q}
	l, err := announce.NewLedger(ctx, store)
	if err != nil {
		t.Fatal(err)
	}
	fileQueue, err := notify.OpenQueue(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer fileQueue.Close()
	// Shared: the Sender is not run; the Announcer only wakes it.
	a := announce.New(announce.Options{Ledger: l, Queue: q, Sender: notify.NewSender(fileQueue, notify.SenderOptions{Logger: discard}),
		Logger: discard, Shared: true})
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { a.Run(rctx); close(done) }()
	defer func() { cancel(); <-done }()
	handled := func(s *catalog.Snapshot) {
		t.Helper()
		a.Observe(s)
		for deadline := time.Now().Add(10 * time.Second); a.Handled() != s; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("snapshot not handled within 10 s")
			}
		}
	}
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	handled(snap)
	site.Exec(t, "UPDATE wp_posts SET post_status = 'draft' WHERE ID = 11")
	if snap, _, err = cat.Apply(ctx, snap, wp.Changes{Posts: []wp.IDRange{{Lo: 11, Hi: 11}}}); err != nil {
		t.Fatal(err)
	}
	handled(snap)
	want := []string{home + "/news/lokales/berlin/stadtrat-tagt/"}
	if got := q.urls(); !slices.Equal(got, want) {
		t.Fatalf("queued %q, want %q", got, want)
	}
	store.mu.Lock()
	defer store.mu.Unlock()
	if len(store.atCommit) != 2 {
		t.Fatalf("%d commits, want 2 (the first listing, the change)", len(store.atCommit))
	}
	if got := store.atCommit[1]; !slices.Equal(got, want) {
		t.Errorf("when the change's listing was recorded the queue held %q, want %q", got, want)
	}
}
