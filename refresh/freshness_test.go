package refresh_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// logSource stands for a source that follows the binary log
// (wpdb.Follower): following says whether it follows it, or has fallen
// back to polling.
type logSource struct {
	wp.ChangeSource
	following *atomic.Bool
}

func (s *logSource) Following() bool { return s.following.Load() }

func (s *logSource) Clone() wp.ChangeSource {
	return &logSource{ChangeSource: s.ChangeSource.Clone(), following: s.following}
}

// TestFreshness: Freshness reports nothing before the first check; after
// a check, when it started and how its source found the changes (polling,
// the binary log, the fallback); a failed check as failing, while the
// time stays that of the last check that worked, and a check that works
// again as not failing.
func TestFreshness(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	var fail, following atomic.Bool
	var polls atomic.Int64
	clock := &fakeClock{t: start}
	changes := func(keys []string, now func() time.Time) wp.ChangeSource {
		return &logSource{ChangeSource: flaky(site, &fail, &polls)(keys, now), following: &following}
	}
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: time.Second, Clock: clock.now, Changes: changes})
	if f := svc.Freshness(); f != (refresh.Freshness{}) {
		t.Errorf("before the first check: %+v, want the zero Freshness", f)
	}
	ctx := context.Background()
	following.Store(true)
	if _, err := svc.Current(ctx); err != nil {
		t.Fatal(err)
	}
	if f, want := svc.Freshness(), (refresh.Freshness{Checked: start, How: refresh.ByBinlog}); f != want {
		t.Errorf("after the first check: %+v, want %+v", f, want)
	}

	following.Store(false) // the log failed: its fallback polls
	clock.advance(1100 * time.Millisecond)
	if _, err := svc.Current(ctx); err != nil {
		t.Fatal(err)
	}
	fellBack := start.Add(1100 * time.Millisecond)
	if f, want := svc.Freshness(), (refresh.Freshness{Checked: fellBack, How: refresh.ByFallback}); f != want {
		t.Errorf("fallen back: %+v, want %+v", f, want)
	}

	fail.Store(true)
	clock.advance(1100 * time.Millisecond)
	if _, err := svc.Current(ctx); err != nil {
		t.Fatal(err)
	}
	if f, want := svc.Freshness(), (refresh.Freshness{Checked: fellBack, How: refresh.ByFallback, Failing: true}); f != want {
		t.Errorf("after a failed check: %+v, want %+v", f, want)
	}

	fail.Store(false)
	following.Store(true)
	clock.advance(1100 * time.Millisecond)
	if _, err := svc.Current(ctx); err != nil {
		t.Fatal(err)
	}
	if f, want := svc.Freshness(), (refresh.Freshness{Checked: start.Add(3300 * time.Millisecond), How: refresh.ByBinlog}); f != want {
		t.Errorf("working again: %+v, want %+v", f, want)
	}
}

// TestFreshnessPolling: a source that cannot follow a log is polling; a
// first preparation that fails is failing.
func TestFreshnessPolling(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{FirstWait: time.Minute})
	site.Mem.SetDown(errors.New("server gone"))
	if _, err := svc.Current(context.Background()); err == nil {
		t.Fatal("the first preparation worked with the database down")
	}
	if f := svc.Freshness(); !f.Failing || !f.Checked.IsZero() {
		t.Errorf("the first preparation failed: %+v, want failing, never checked", f)
	}
	site.Mem.SetDown(nil)
	if _, err := svc.Current(context.Background()); err != nil {
		t.Fatal(err)
	}
	if f := svc.Freshness(); f.Failing || f.How != refresh.ByPolling || f.Checked.IsZero() {
		t.Errorf("prepared: %+v, want checked, by polling, not failing", f)
	}
}
