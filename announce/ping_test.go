package announce_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestPingFollowsTheListing: without IndexNow, the ping URLs are requested
// when what the sitemaps list changed, not when an option change only gave
// every page a new revision (the site's name), and a change made while
// search engines were discouraged is pinged once they are welcome again.
func TestPingFollowsTheListing(t *testing.T) {
	var pings atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { pings.Add(1) }))
	defer srv.Close()
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard})
	a := announce.New(announce.Options{Logger: discard, Pinger: notify.NewPinger(notify.PingOptions{
		Templates: []string{srv.URL + "/ping?sitemap={sitemap}"}, Settle: time.Millisecond, Every: time.Millisecond, Logger: discard})})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go a.Run(ctx)
	handled := func(step string, s *catalog.Snapshot) {
		t.Helper()
		a.Observe(s)
		for deadline := time.Now().Add(10 * time.Second); a.Handled() != s; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%s: not handled within 10 s", step)
			}
		}
		time.Sleep(100 * time.Millisecond) // a ping, were one due, would have gone out by now
	}
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	reread := func(sql string) *catalog.Snapshot {
		t.Helper()
		site.Exec(t, sql)
		next, rebuild, err := cat.Reread(ctx, snap)
		if err != nil || rebuild {
			t.Fatalf("Reread: %v, rebuild %v", err, rebuild)
		}
		return next
	}
	apply := func(sql string, id int64) *catalog.Snapshot {
		t.Helper()
		site.Exec(t, sql)
		next, _, err := cat.Apply(ctx, snap, wp.Changes{Posts: []wp.IDRange{{Lo: id, Hi: id}}})
		if err != nil {
			t.Fatal(err)
		}
		return next
	}
	steps := []struct {
		name  string
		next  func() *catalog.Snapshot
		pings int32
	}{
		{"first snapshot", func() *catalog.Snapshot { return snap }, 0},
		{"the site's name", func() *catalog.Snapshot {
			return reread("UPDATE wp_options SET option_value = 'Anders' WHERE option_name = 'blogname'")
		}, 0},
		{"a post unpublished", func() *catalog.Snapshot { return apply("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10", 10) }, 1},
		{"search engines discouraged", func() *catalog.Snapshot {
			return reread("UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'")
		}, 1},
		{"a post published while discouraged", func() *catalog.Snapshot {
			return apply("UPDATE wp_posts SET post_status = 'publish' WHERE ID = 10", 10)
		}, 1},
		{"welcome again", func() *catalog.Snapshot {
			return reread("UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'")
		}, 2},
	}
	for _, st := range steps {
		snap = st.next()
		handled(st.name, snap)
		if got := pings.Load(); got != st.pings {
			t.Errorf("%s: %d pings in all, want %d", st.name, got, st.pings)
		}
	}
}
