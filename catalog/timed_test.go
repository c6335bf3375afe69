package catalog_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// hourly is a provider whose one sitemap lists the hour of the clock and
// expires at the next hour, as the news window does with its articles.
type hourly struct{ prepared int }

func (h *hourly) Kind() string           { return "hourly" }
func (h *hourly) Format() catalog.Format { return catalog.URLFormat }
func (h *hourly) Prepare(_ context.Context, b *catalog.Build) error {
	h.prepared++
	hour := b.Now().Truncate(time.Hour)
	sm := b.Add(h, "hourly", []catalog.Page{{Count: 1}}, true, hour)
	sm.Expires = hour.Add(time.Hour)
	sm.Epoch = hour.Format("15")
	return nil
}
func (h *hourly) Entries(_ context.Context, q catalog.Query, fn func(catalog.Entry) error) error {
	hour := q.Sitemap.Data.(time.Time)
	return fn(catalog.Entry{URL: sitemap.URL{Loc: "https://example.com/" + hour.Format("15") + "/"}})
}

type hourClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *hourClock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *hourClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// TestTimedSitemapTurnsOver: a sitemap that changes with the clock is
// prepared again once its expiry passes, with no change to the database;
// the other sitemaps are shared, not prepared again.
func TestTimedSitemapTurnsOver(t *testing.T) {
	db := dbtest.Open(t, "wpc_year_month")
	clock := &hourClock{t: time.Date(2026, 11, 23, 10, 30, 0, 0, time.UTC)}
	h := &hourly{}
	cat := catalog.New(db, catalog.Options{PerPage: 5, Clock: clock.now, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Providers: append(catalog.CoreProviders(db, nil), h)})
	ctx := context.Background()
	first, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	loc := func(s *catalog.Snapshot) string {
		sm, ok := s.Lookup("hourly")
		if !ok {
			t.Fatal("no hourly sitemap")
		}
		var got string
		if err := cat.Entries(ctx, s, sm, 1, func(e catalog.Entry) error { got = e.Loc; return nil }); err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := loc(first); got != "https://example.com/10/" {
		t.Fatalf("first: %s", got)
	}
	clock.add(29 * time.Minute) // 10:59
	same, err := cat.Current(ctx)
	if err != nil || same != first || h.prepared != 1 {
		t.Fatalf("before the expiry: new snapshot %v, prepared %d times, err %v", same != first, h.prepared, err)
	}
	clock.add(time.Minute) // 11:00
	next, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := loc(next); got != "https://example.com/11/" || h.prepared != 2 {
		t.Fatalf("after the expiry: %s, prepared %d times", got, h.prepared)
	}
	if next.Version != first.Version || next.IndexEpoch() == first.IndexEpoch() {
		t.Errorf("version %q -> %q, epoch %q -> %q: want the same data version and a new epoch",
			first.Version, next.Version, first.IndexEpoch(), next.IndexEpoch())
	}
	a, _ := first.Lookup("post")
	b, _ := next.Lookup("post")
	if a != b {
		t.Error("the post sitemap was prepared again; only the timed one should be")
	}
	if again, _ := cat.Current(ctx); again != next {
		t.Error("the retimed snapshot is not kept as the current one")
	}
}
