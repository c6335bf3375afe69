package refresh_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/internal/snaptest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// discard is a logger that drops everything.
var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

// start is the time the tests' clocks start at.
var start = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// newService returns a Service over a catalog of site's store, closed when
// the test ends. Unset loggers and clocks are discard and the real one.
func newService(t *testing.T, site *sitetest.Site, co catalog.Options, ro refresh.Options) *refresh.Service {
	t.Helper()
	if co.Logger == nil {
		co.Logger = discard
	}
	if ro.Logger == nil {
		ro.Logger = discard
	}
	if co.Clock == nil {
		co.Clock = ro.Clock
	}
	svc := refresh.New(catalog.New(site.Store().(catalog.Store), co), ro)
	t.Cleanup(svc.Close)
	return svc
}

// fakeClock is an injectable clock that moves only when told.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// logBuf collects a Service's log lines.
type logBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// listed returns "type id" of every listed object of a snapshot.
func listed(t *testing.T, cat *refresh.Service, s *catalog.Snapshot) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := cat.Catalog().Walk(context.Background(), s, "", func(e catalog.Entry) error {
		if e.ID != 0 {
			key := e.Type + " " + itoa(e.ID)
			if e.Part > 0 {
				key += " part " + itoa(int64(e.Part))
			}
			out[key] = e.Loc
		}
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// count is the number of entries the snapshot's pages say they hold.
func count(s *catalog.Snapshot) int {
	n := 0
	for _, sm := range s.Sitemaps {
		if sm.InIndex {
			for _, pg := range sm.Pages {
				n += pg.Count
			}
		}
	}
	return n
}

// revs returns the page revisions of every sitemap.
func revs(s *catalog.Snapshot) map[string][]uint64 {
	out := map[string][]uint64{}
	for _, sm := range s.Sitemaps {
		for _, pg := range sm.Pages {
			out[sm.Name] = append(out[sm.Name], pg.Rev)
		}
	}
	return out
}

// pageBounds lists every page of every sitemap: name, bounds, count, lastmod.
func pageBounds(s *catalog.Snapshot) []string {
	var out []string
	for _, sm := range s.Sitemaps {
		for _, p := range sm.Pages {
			out = append(out, strings.Join([]string{sm.Name, itoa(p.After), itoa(p.Before), itoa(int64(p.Count)), p.LastMod}, " "))
		}
	}
	return out
}

// delta returns the keys after holds and before does not, and the reverse.
func delta(before, after map[string]string) (added, removed []string) {
	for k := range after {
		if _, ok := before[k]; !ok {
			added = append(added, k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			removed = append(removed, k)
		}
	}
	sort.Strings(added)
	sort.Strings(removed)
	return added, removed
}

var cmpEmpty = cmp.Comparer(func(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") })

// sameAsFresh is snaptest.SameAsFresh.
func sameAsFresh(t *testing.T, cat *catalog.Catalog, s *catalog.Snapshot, step string) {
	t.Helper()
	snaptest.SameAsFresh(t, cat, s, step)
}

// newestPost is the newest lastmod of the post sitemap's pages, in the
// snapshot svc serves now (after a check when one is due).
func newestPost(t *testing.T, svc *refresh.Service) string {
	t.Helper()
	s, err := svc.Current(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sm, ok := s.Lookup("post")
	if !ok {
		t.Fatal("no post sitemap")
	}
	m := ""
	for _, pg := range sm.Pages {
		m = max(m, pg.LastMod)
	}
	return m
}
