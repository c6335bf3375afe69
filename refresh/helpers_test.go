package refresh_test

import (
	"bytes"
	"context"
	"fmt"
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

// testWriter sends log lines to the test's log.
type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(string(p))
	return len(p), nil
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

// served is what a snapshot serves, page by page as the server renders
// them: per sitemap in the index, its entries in order, each written as
// loc, lastmod and images; and every page's size.
type served struct {
	entries map[string][]string // sitemap name -> entries
	sizes   map[string][]int    // sitemap name -> entries per page
}

// serve renders every page of every sitemap s lists in its index. Term
// and author entries keep only their loc: their lastmods are only raised
// between full builds (docs/architecture.md, "What a fresh build would
// change").
func serve(t *testing.T, s *catalog.Snapshot) served {
	t.Helper()
	out := served{entries: map[string][]string{}, sizes: map[string][]int{}}
	for _, sm := range s.Sitemaps {
		if !sm.InIndex {
			continue
		}
		exact := s.Registry.PostType(sm.Name) != nil
		for n := 1; n <= len(sm.Pages); n++ {
			size := 0
			err := s.Entries(context.Background(), sm, n, func(e catalog.Entry) error {
				size++
				line := e.Loc
				if exact {
					line += fmt.Sprintf(" %s %s", e.LastMod.UTC().Format("2006-01-02T15:04:05"), strings.Join(e.Images, " "))
				}
				out.entries[sm.Name] = append(out.entries[sm.Name], line)
				return nil
			})
			if err != nil {
				t.Fatalf("%s page %d: %v", sm.Name, n, err)
			}
			out.sizes[sm.Name] = append(out.sizes[sm.Name], size)
		}
	}
	return out
}

// sameAsFresh checks the property incremental updates guarantee (the copy
// of catalog's, for the snapshots the Service makes): what s serves equals
// what a snapshot freshly built from the same store serves (every loc; for
// posts every lastmod and image), no page holds more than entries-per-page,
// and no page but page 1 of a sitemap is empty. Page boundaries may differ
// (deviations.md 6).
func sameAsFresh(t *testing.T, cat *catalog.Catalog, s *catalog.Snapshot, step string) {
	t.Helper()
	fresh, err := cat.Build(context.Background())
	if err != nil {
		t.Fatalf("%s: fresh build: %v", step, err)
	}
	got, want := serve(t, s), serve(t, fresh)
	if diff := cmp.Diff(want.entries, got.entries); diff != "" {
		t.Errorf("%s: incremental snapshot differs from a fresh build (-fresh +incremental):\n%s", step, diff)
	}
	for name, sizes := range got.sizes {
		for i, n := range sizes {
			if n > s.PerPage() {
				t.Errorf("%s: %s page %d lists %d entries, over the limit %d", step, name, i+1, n, s.PerPage())
			}
			if n == 0 && i > 0 {
				t.Errorf("%s: %s page %d is empty", step, name, i+1)
			}
		}
	}
}
