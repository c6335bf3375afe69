package refresh_test

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The tests of this file hold the site in memory: they stop a rebuild in
// the middle, make change sources fail and take the database down, which
// a shared MariaDB server cannot do on demand.

// blocker is a provider that, once armed, blocks in Prepare until its
// context ends (a full read of a large site that is still running).
type blocker struct {
	catalog.Defaults
	armed   atomic.Bool
	entered chan struct{} // a Prepare is blocked
	left    chan error    // the error a blocked Prepare returned
}

func newBlocker() *blocker {
	return &blocker{entered: make(chan struct{}, 1), left: make(chan error, 1)}
}

func (b *blocker) Kind() string           { return "blocker" }
func (b *blocker) Format() catalog.Format { return catalog.URLFormat }
func (b *blocker) Prepare(ctx context.Context, _ *catalog.Build) error {
	if !b.armed.Load() {
		return nil
	}
	b.entered <- struct{}{}
	<-ctx.Done()
	b.left <- ctx.Err()
	return ctx.Err()
}
func (b *blocker) Entries(context.Context, catalog.Query, func(catalog.Entry) error) error {
	return nil
}

// within waits for ch at most d, and reports whether it was received.
func within[T any](ch <-chan T, d time.Duration) bool {
	select {
	case <-ch:
		return true
	case <-time.After(d):
		return false
	}
}

// TestCloseStopsARebuild: Close cancels a full rebuild running in the
// background and returns only once it has stopped; the last snapshot is
// still served, and nothing new starts afterwards.
func TestCloseStopsARebuild(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	b := newBlocker()
	store := site.Store().(catalog.Store)
	// Not newService: its Close at cleanup would hang a test that fails
	// because Close hangs.
	svc := refresh.New(catalog.New(store, catalog.Options{PerPage: 3, Logger: discard, Providers: append(catalog.CoreProviders(store, nil), b)}),
		refresh.Options{CheckEvery: time.Hour, Logger: discard})
	ctx := context.Background()
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	first, err := svc.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b.armed.Store(true)
	svc.Reload(nil) // a full rebuild in the background
	if !within(b.entered, 10*time.Second) {
		t.Fatal("the rebuild did not start")
	}
	closed := make(chan struct{})
	go func() { svc.Close(); close(closed) }()
	if !within(closed, 10*time.Second) {
		t.Fatal("Close did not return within 10 s while a rebuild ran")
	}
	select {
	case err := <-b.left:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("the rebuild ended with %v, want context.Canceled", err)
		}
	default:
		t.Error("Close returned while the rebuild was still running")
	}
	if s, err := svc.Current(ctx); err != nil || s != first {
		t.Errorf("after Close: snapshot %p (was %p), err %v; want the last one served", s, first, err)
	}
	svc.Reload(nil)
	if within(b.entered, 200*time.Millisecond) {
		t.Error("a rebuild started after Close")
	}
}

// TestRunSavesStateWhenItEnds: Run returns once its context ends, and
// writes the state file a last time on the way out, so a restart restores
// what was applied since the last save (incremental changes are otherwise
// saved at most once per SaveEvery).
func TestRunSavesStateWhenItEnds(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	dir := t.TempDir()
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: 20 * time.Millisecond, StateDir: dir})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { svc.Run(ctx); close(done) }()
	// Run saves a new full build at once: wait for that first save, so
	// that what follows is saved only when Run ends.
	path := filepath.Join(dir, refresh.StateFileName)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("Run wrote no state file within 10 s of the first build")
		}
	}
	first, err := svc.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// Entries are read live: the snapshot's pages say whether the change
	// was applied (and restored).
	want := count(first) - 1
	site.Exec(t, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		s, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if count(s) == want {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("post 11 made private: the pages count %d entries after 10 s, want %d", count(s), want)
		}
	}
	cancel()
	if !within(done, 10*time.Second) {
		t.Fatal("Run did not return within 10 s of its context's end")
	}

	logs := &logBuf{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	again := newService(t, site, catalog.Options{PerPage: 3, Logger: log}, refresh.Options{CheckEvery: time.Hour, StateDir: dir, Logger: log})
	s, err := again.Current(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if out := logs.String(); !strings.Contains(out, "sitemaps restored from the state file") || strings.Contains(out, "sitemaps prepared") {
		t.Fatalf("the restart did not restore from the state file:\n%s", out)
	}
	if count(s) != want {
		t.Errorf("the restored pages count %d entries, want %d (post 11 made private): the state file was not written when Run ended", count(s), want)
	}
}

// flakySource is a change source whose polls fail while fail is set, after
// reading what changed (a connection lost mid-poll): what it read must be
// found again by the next poll.
type flakySource struct {
	wp.ChangeSource
	fail  *atomic.Bool
	polls *atomic.Int64
}

func (f *flakySource) Poll(ctx context.Context) (wp.Changes, error) {
	f.polls.Add(1)
	ch, err := f.ChangeSource.Poll(ctx)
	if err == nil && f.fail.Load() {
		return wp.Changes{}, errors.New("flaky: connection lost")
	}
	return ch, err
}

func (f *flakySource) Clone() wp.ChangeSource {
	return &flakySource{ChangeSource: f.ChangeSource.Clone(), fail: f.fail, polls: f.polls}
}

// flaky returns Options.Changes for site's own change source behind a
// flakySource.
func flaky(site *sitetest.Site, fail *atomic.Bool, polls *atomic.Int64) func([]string, func() time.Time) wp.ChangeSource {
	return func(keys []string, now func() time.Time) wp.ChangeSource {
		return &flakySource{ChangeSource: site.Mem.NewChangeSource(keys, now), fail: fail, polls: polls}
	}
}

// TestSourceErrorKeepsTheSnapshot: a check whose change source fails
// answers with the last snapshot and no error (LastError says what
// failed), and the changes that poll had read are applied by the next
// check that works.
func TestSourceErrorKeepsTheSnapshot(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	var fail atomic.Bool
	var polls atomic.Int64
	clock := &fakeClock{t: start}
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: time.Second, Clock: clock.now, Changes: flaky(site, &fail, &polls)})
	ctx := context.Background()
	first, err := svc.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := listed(t, svc, first)["post 11"]; !ok {
		t.Fatal("post 11 not listed to begin with")
	}
	site.Exec(t, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`)
	fail.Store(true)
	clock.advance(1100 * time.Millisecond)
	n := polls.Load()
	s, err := svc.Current(ctx)
	if err != nil || s != first {
		t.Errorf("a failed check answered snapshot %p (was %p) and %v; want the last snapshot and no error", s, first, err)
	}
	if polls.Load() == n {
		t.Fatal("Current did not check: the test tests nothing")
	}
	if svc.LastError() == nil {
		t.Error("LastError is nil after a failed check")
	}
	fail.Store(false)
	clock.advance(1100 * time.Millisecond)
	if s, err = svc.Current(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := listed(t, svc, s)["post 11"]; ok {
		t.Error("post 11, made private before the failed check, is still listed after the next one")
	}
	if count(s) != count(first)-1 {
		t.Errorf("the pages count %d entries, want %d", count(s), count(first)-1)
	}
	if err := svc.LastError(); err != nil {
		t.Errorf("LastError after a check that worked: %v", err)
	}
}

// TestRunBacksOff: while the database is down, Run checks less and less
// often (doubling the wait up to 32 intervals) instead of every half
// interval, and checks as usual again once it answers.
func TestRunBacksOff(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	var fail atomic.Bool
	var polls atomic.Int64
	logs := &logBuf{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	const every = 20 * time.Millisecond
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: every, Logger: log, Changes: flaky(site, &fail, &polls)})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	site.Mem.SetDown(errors.New("server gone"))
	done := make(chan struct{})
	go func() { svc.Run(ctx); close(done) }()
	// Without back-off Run would check every 10 ms: 100 times in a second.
	// With it: at 0, 20, 60, 140, 300, 620 and 940 ms.
	time.Sleep(time.Second)
	if n := polls.Load() - 1; n < 2 || n > 20 { // the first poll was Prepare's
		t.Errorf("%d checks in a second while the database was down, want 2..20 (every 10 ms, doubling the wait after each failure)", n)
	}
	if svc.LastError() == nil || !errors.Is(svc.LastError(), wp.ErrUnavailable) {
		t.Errorf("LastError while down: %v, want wp.ErrUnavailable", svc.LastError())
	}
	site.Mem.SetDown(nil)
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(logs.String(), "data check works again"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("Run did not check successfully within 10 s of the database's return:\n%s", logs)
		}
	}
	if err := svc.LastError(); err != nil {
		t.Errorf("LastError after the database came back: %v", err)
	}
	cancel()
	if !within(done, 10*time.Second) {
		t.Fatal("Run did not return")
	}
}

// hangingSource is a change source whose polls, once armed, wait for their
// context to end and then fail as the MySQL driver does when the
// connection under a query is closed for a cancelled context: with
// driver.ErrBadConn, not context.Canceled.
type hangingSource struct {
	wp.ChangeSource
	armed   *atomic.Bool
	entered chan struct{}
}

func (h *hangingSource) Poll(ctx context.Context) (wp.Changes, error) {
	if !h.armed.Load() {
		return h.ChangeSource.Poll(ctx)
	}
	select {
	case h.entered <- struct{}{}:
	default:
	}
	<-ctx.Done()
	return wp.Changes{}, fmt.Errorf("wpdb: poll: %w", driver.ErrBadConn)
}

func (h *hangingSource) Clone() wp.ChangeSource {
	return &hangingSource{ChangeSource: h.ChangeSource.Clone(), armed: h.armed, entered: h.entered}
}

// TestShutdownIsNoDataFailure: a check cut short by the end of Run's
// context (SIGTERM) logs no "data check failed" warning, even when the
// driver reports a bad connection rather than the cancellation; a check
// that fails while Run goes on still warns.
func TestShutdownIsNoDataFailure(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	var armed atomic.Bool
	entered := make(chan struct{}, 1)
	logs := &logBuf{}
	changes := func(keys []string, now func() time.Time) wp.ChangeSource {
		return &hangingSource{ChangeSource: site.Mem.NewChangeSource(keys, now), armed: &armed, entered: entered}
	}
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: 20 * time.Millisecond,
		Logger: slog.New(slog.NewTextHandler(logs, nil)), Changes: changes})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	armed.Store(true)
	done := make(chan struct{})
	go func() { svc.Run(ctx); close(done) }()
	if !within(entered, 10*time.Second) {
		t.Fatal("Run did not check within 10 s")
	}
	cancel() // SIGTERM while the check waits on the database
	if !within(done, 10*time.Second) {
		t.Fatal("Run did not return")
	}
	if strings.Contains(logs.String(), "data check failed") {
		t.Errorf("a check cut short by shutdown was logged as a failure:\n%s", logs)
	}
	if !errors.Is(svc.LastError(), driver.ErrBadConn) {
		t.Fatalf("LastError %v: the check did not fail as the driver does, the test tests nothing", svc.LastError())
	}

	// The control: the same error while Run goes on is a failure.
	armed.Store(false)
	svc2 := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: 20 * time.Millisecond,
		Logger: slog.New(slog.NewTextHandler(logs, nil)), Changes: changes})
	ctx2, cancel2 := context.WithCancel(context.Background())
	if err := svc2.Prepare(ctx2); err != nil {
		t.Fatal(err)
	}
	site.Mem.SetDown(driver.ErrBadConn)
	defer site.Mem.SetDown(nil)
	done2 := make(chan struct{})
	go func() { svc2.Run(ctx2); close(done2) }()
	defer func() { cancel2(); <-done2 }()
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(logs.String(), "data check failed"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("a failing check while running logged no warning within 10 s:\n%s", logs)
		}
	}
}
