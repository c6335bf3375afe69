package refresh_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// hourly is a provider whose one sitemap lists the hour of the clock and
// expires at the next hour, as the news window does with its articles.
type hourly struct {
	catalog.Defaults
	prepared int
}

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

// TestTimedSitemapTurnsOver: a sitemap that changes with the clock is
// prepared again once its expiry passes, with no change to the database;
// the other sitemaps are shared, not prepared again.
func TestTimedSitemapTurnsOver(t *testing.T) {
	sitetest.Each(t, "wpc_year_month", "catalog_timed_test", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		clock := &fakeClock{t: time.Date(2026, 11, 23, 10, 30, 0, 0, time.UTC)}
		h := &hourly{}
		cat := newService(t, site, catalog.Options{PerPage: 5, Providers: append(catalog.CoreProviders(db, nil), h)}, refresh.Options{Clock: clock.now})
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
			if err := s.Entries(ctx, sm, 1, func(e catalog.Entry) error { got = e.Loc; return nil }); err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := loc(first); got != "https://example.com/10/" {
			t.Fatalf("first: %s", got)
		}
		clock.advance(29 * time.Minute) // 10:59
		same, err := cat.Current(ctx)
		if err != nil || same != first || h.prepared != 1 {
			t.Fatalf("before the expiry: new snapshot %v, prepared %d times, err %v", same != first, h.prepared, err)
		}
		clock.advance(time.Minute) // 11:00
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
	})
}

// TestNewsFollowsAChangeAtTheClock: an article inserted after the last
// check, dated between that check's clock and the next one's, is listed
// once the next check has run (by the update, or by the expiry that the
// article's entering the window sets).
func TestNewsFollowsAChangeAtTheClock(t *testing.T) {
	sitetest.Each(t, "wpsitemap_news", "catalog_news_update_test", nil, func(t *testing.T, site *sitetest.Site) {
		db := site.Store().(catalog.Store)
		clock := &fakeClock{t: time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC)}
		cat := newService(t, site, catalog.Options{PerPage: 1000, Providers: append(catalog.CoreProviders(db, nil), catalog.NewNewsProvider(db, nil, catalog.NewsAuto))}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
		ctx := context.Background()
		listed := func() map[int64]bool {
			s, err := cat.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			out := map[int64]bool{}
			if sm, ok := s.Lookup("news"); ok {
				if err := s.Entries(ctx, sm, 1, func(e catalog.Entry) error { out[e.ID] = true; return nil }); err != nil {
					t.Fatal(err)
				}
			}
			return out
		}
		if listed()[900] {
			t.Fatal("post 900 listed before it exists")
		}
		// Published 30 s after the snapshot's clock, seen a minute later.
		site.Exec(t, `INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
		post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
		VALUES (900, 1, '2024-03-18 12:00:30', '2024-03-18 12:00:30', 'x', 'Late news', '', 'publish', 'late-news', '', '',
		'2024-03-18 12:00:30', '2024-03-18 12:00:30', '', 'post')`)
		clock.advance(time.Minute)
		if !listed()[900] {
			t.Error("post 900, published before the check's clock, is not listed after the check")
		}
	})
}
