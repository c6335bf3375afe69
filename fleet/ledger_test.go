package fleet

import (
	"context"
	"errors"
	"io"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/notify"
)

// Both of the fleet's queues are what an Announcer queues to.
var (
	_ announce.Queue       = (*Queue)(nil)
	_ announce.Queue       = (*Staged)(nil)
	_ announce.LedgerStore = (*Ledger)(nil)
)

func putPage(t *testing.T, g *Ledger, name, body string) error {
	t.Helper()
	w, err := g.CreatePage(context.Background(), name)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(w, body); err != nil {
		t.Fatal(err)
	}
	return w.Close()
}

func readPage(t *testing.T, g *Ledger, name string) string {
	t.Helper()
	r, err := g.OpenPage(context.Background(), name)
	if err != nil {
		t.Fatalf("page %s: %v", name, err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// queued returns the URLs waiting in the queue.
func queued(t *testing.T, q *Queue) []string {
	t.Helper()
	urls, err := q.l.f.rdb.LRange(context.Background(), q.list, 0, -1).Result()
	if err != nil {
		t.Fatal(err)
	}
	return urls
}

// TestLedgerTakeover: holder a records a manifest and pages, and the URLs
// it staged reach the queue when it commits, not before. It is taken
// over without knowing it: its page, staging, commit and discard are
// refused by Redis and change nothing. Holder b reads what a recorded,
// page for page, and its commit goes through.
func TestLedgerTakeover(t *testing.T) {
	const ttl = 800 * time.Millisecond
	_, _, a, b := twoReplicas(t, ttl)
	ctx := context.Background()
	la := acquire(t, a)
	qa := la.Queue("indexnow")
	ga := qa.Ledger()
	if m, err := ga.Manifest(ctx); m != nil || err != nil {
		t.Fatalf("a new site's manifest: %q, %v; want none", m, err)
	}
	for _, p := range [][2]string{{"p1.gz", "one"}, {"p2.gz", "two"}} {
		if err := putPage(t, ga, p[0], p[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := ga.Commit(ctx, []byte("M1"), nil); err != nil {
		t.Fatal(err)
	}
	staged := ga.Staged()
	if err := staged.Add("https://a.example/1/", "https://a.example/2/"); err != nil {
		t.Fatal(err)
	}
	if got := queued(t, qa); len(got) != 0 {
		t.Fatalf("staged URLs in the queue before the commit: %q", got)
	}
	if n := staged.Len(); n != 2 {
		t.Errorf("Staged.Len %d before the commit, want 2", n)
	}
	if err := putPage(t, ga, "p3.gz", "three"); err != nil {
		t.Fatal(err)
	}
	if err := ga.Commit(ctx, []byte("M2"), []string{"p2.gz"}); err != nil {
		t.Fatal(err)
	}
	if err := qa.Add("https://a.example/3/"); err != nil { // the queue had URLs: the next staged go after them
		t.Fatal(err)
	}
	if err := staged.Add("https://a.example/4/"); err != nil {
		t.Fatal(err)
	}
	if err := ga.Commit(ctx, []byte("M3"), nil); err != nil {
		t.Fatal(err)
	}
	want := []string{"https://a.example/1/", "https://a.example/2/", "https://a.example/3/", "https://a.example/4/"}
	if got := queued(t, qa); !slices.Equal(got, want) {
		t.Fatalf("queue after the commits: %q, want %q", got, want)
	}
	if n := staged.Len(); n != 4 {
		t.Errorf("Staged.Len %d after the commits, want the queue's 4", n)
	}

	// a is killed (no renewal, no release) and has not noticed.
	la.stopRenewing()
	stale := &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})}
	lb := acquire(t, b)
	gs := stale.Queue("indexnow").Ledger()
	if err := putPage(t, gs, "p9.gz", "stale"); !errors.Is(err, ErrFenced) {
		t.Errorf("stale holder's page: %v, want ErrFenced", err)
	}
	stale = &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})}
	gs = stale.Queue("indexnow").Ledger()
	if err := gs.Staged().Add("https://a.example/stale/"); !errors.Is(err, ErrFenced) {
		t.Errorf("stale holder's staging: %v, want ErrFenced", err)
	}
	stale = &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})}
	gs = stale.Queue("indexnow").Ledger()
	if err := gs.Commit(ctx, []byte("stale"), []string{"p1.gz"}); !errors.Is(err, ErrFenced) {
		t.Errorf("stale holder's commit: %v, want ErrFenced", err)
	}
	stale = &Lease{f: la.f, token: la.token, value: la.value, lost: make(chan struct{})}
	gs = stale.Queue("indexnow").Ledger()
	if err := gs.Discard(ctx, []string{"p1.gz"}); !errors.Is(err, ErrFenced) {
		t.Errorf("stale holder's discard: %v, want ErrFenced", err)
	}

	qb := lb.Queue("indexnow")
	gb := qb.Ledger()
	m, err := gb.Manifest(ctx)
	if err != nil || string(m) != "M3" {
		t.Fatalf("b reads the manifest %q, %v; want a's last, M3", m, err)
	}
	pages, err := gb.Pages(ctx)
	slices.Sort(pages)
	if err != nil || !slices.Equal(pages, []string{"p1.gz", "p3.gz"}) {
		t.Fatalf("b finds the pages %q, %v; want p1.gz p3.gz", pages, err)
	}
	if got := readPage(t, gb, "p1.gz"); got != "one" {
		t.Errorf("p1.gz holds %q, want one", got)
	}
	if got := readPage(t, gb, "p3.gz"); got != "three" {
		t.Errorf("p3.gz holds %q, want three", got)
	}
	if _, err := gb.OpenPage(ctx, "p9.gz"); err == nil {
		t.Error("the stale holder's page is there")
	}
	if got := queued(t, qb); !slices.Equal(got, want) {
		t.Errorf("queue after the stale holder's attempts: %q, want %q", got, want)
	}
	if err := putPage(t, gb, "p4.gz", "four"); err != nil {
		t.Fatal(err)
	}
	if err := gb.Commit(ctx, []byte("M4"), []string{"p3.gz"}); err != nil {
		t.Fatalf("b's commit: %v", err)
	}
	if m, _ := gb.Manifest(ctx); string(m) != "M4" {
		t.Errorf("manifest %q after b's commit, want M4", m)
	}
}

// TestLedgerUncommitted: a holder killed in the middle of an update, its
// page written and URLs staged but its listing not recorded. The next
// holder's announce.NewLedger discards the page and the staged URLs (it
// will find those changes again against the listing it reads), and the
// queue never gets them.
func TestLedgerUncommitted(t *testing.T) {
	const ttl = 800 * time.Millisecond
	_, _, a, b := twoReplicas(t, ttl)
	ctx := context.Background()
	la := acquire(t, a)
	ga := la.Queue("indexnow").Ledger()
	if err := putPage(t, ga, "p1.gz", "one"); err != nil {
		t.Fatal(err)
	}
	if err := ga.Commit(ctx, []byte(`{"Seq":1,"Sitemaps":[{"Name":"post","Pages":[{"File":"p1.gz"}]}]}`), nil); err != nil {
		t.Fatal(err)
	}
	if err := putPage(t, ga, "p2.gz", "two"); err != nil {
		t.Fatal(err)
	}
	if err := ga.Staged().Add("https://a.example/1/"); err != nil {
		t.Fatal(err)
	}
	la.stopRenewing()

	lb := acquire(t, b)
	qb := lb.Queue("indexnow")
	gb := qb.Ledger()
	l, err := announce.NewLedger(ctx, gb)
	if err != nil {
		t.Fatal(err)
	}
	if !l.Baselined() {
		t.Error("b's ledger has no baseline; a recorded one")
	}
	if pages, err := gb.Pages(ctx); err != nil || !slices.Equal(pages, []string{"p1.gz"}) {
		t.Errorf("pages after b opened the ledger: %q, %v; want p1.gz only", pages, err)
	}
	if n := gb.Staged().Len(); n != 0 {
		t.Errorf("%d URLs staged or queued after b opened the ledger, want 0", n)
	}
	if got := queued(t, qb); len(got) != 0 {
		t.Errorf("queue %q, want empty", got)
	}
}

// TestIndexNowKey: replicas asking at once for the site's key get the
// same one, generated once and kept in Redis; another site gets another.
func TestIndexNowKey(t *testing.T) {
	rdb := testClient(t)
	site := testSite(t, rdb)
	ctx := context.Background()
	keys := make([]string, 6)
	var wg sync.WaitGroup
	for i := range keys {
		f := newFleet(t, rdb, site, "r"+string(rune('a'+i)), 0)
		wg.Go(func() {
			k, err := f.IndexNowKey(ctx)
			if err != nil {
				t.Error(err)
			}
			keys[i] = k
		})
	}
	wg.Wait()
	stored, err := rdb.Get(ctx, Prefix(site)+keyIndexNow).Result()
	if err != nil {
		t.Fatal(err)
	}
	if !notify.ValidKey(stored) {
		t.Fatalf("stored key %q is not a valid IndexNow key", stored)
	}
	for i, k := range keys {
		if k != stored {
			t.Errorf("replica %d got %q, Redis holds %q", i, k, stored)
		}
	}
	other := newFleet(t, rdb, testSite(t, rdb), "x", 0)
	k, err := other.IndexNowKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if k == stored {
		t.Errorf("another site got the same key %q", k)
	}
	if err := rdb.Set(ctx, Prefix(site)+keyIndexNow, "bad key", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if k, err := newFleet(t, rdb, site, "y", 0).IndexNowKey(ctx); err == nil {
		t.Errorf("an invalid key in Redis was taken: %q", k)
	}
}
