package refresh_test

import (
	"context"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// scanGate is a provider that holds the post-type scan at the first batch
// of one post type until it is opened: a cold start still reading.
type scanGate struct {
	catalog.Defaults
	postType string
	entered  chan struct{}
	open     chan struct{}
}

func (g *scanGate) Kind() string                                  { return "gate" }
func (g *scanGate) Format() catalog.Format                        { return catalog.URLFormat }
func (g *scanGate) Prepare(context.Context, *catalog.Build) error { return nil }
func (g *scanGate) Entries(context.Context, catalog.Query, func(catalog.Entry) error) error {
	return nil
}
func (g *scanGate) ObservePosts(_ context.Context, _ *catalog.Build, batch catalog.ScannedBatch) error {
	if batch.Type.Name == g.postType {
		select {
		case g.entered <- struct{}{}:
			<-g.open
		default:
		}
	}
	return nil
}

var progressLine = regexp.MustCompile(`msg="preparing the sitemaps" reading="post type page" posts_read=(\d+) posts=(\d+) elapsed=\S+`)

// TestColdStartLogsProgress: while the first preparation reads, the
// Service logs every ProgressEvery (1 ms here, 10 s in production) what it
// reads and how many published posts of how many; nothing once it is done.
func TestColdStartLogsProgress(t *testing.T) {
	site := sitetest.Memory(t, "wpc_year_month")
	store := site.Store().(catalog.Store)
	g := &scanGate{postType: "page", entered: make(chan struct{}, 1), open: make(chan struct{})}
	logs := &logBuf{}
	svc := newService(t, site, catalog.Options{Providers: append(catalog.CoreProviders(store, nil), g)},
		refresh.Options{ProgressEvery: time.Millisecond, Logger: slog.New(slog.NewTextHandler(logs, nil))})
	published := map[string]int{}
	for _, r := range site.Rows(t, "posts", "post_type", "post_status") {
		if r[1] == "publish" {
			published[r[0]]++
		}
	}
	done := make(chan error, 1)
	go func() { done <- svc.Prepare(context.Background()) }()
	if !within(g.entered, 10*time.Second) {
		t.Fatal("the scan did not reach the pages within 10 s")
	}
	// Held at the first batch of pages: every post and those pages read.
	// A line may come between the step's start and its count: the lines
	// are read until one says the count, for at most 10 s.
	want := published["post"] + published["page"]
	var m []string
	read, total := -1, -1
	for deadline := time.Now().Add(10 * time.Second); read != want; time.Sleep(time.Millisecond) {
		for _, l := range progressLine.FindAllStringSubmatch(logs.String(), -1) {
			m = l
			read, _ = strconv.Atoi(l[1])
			total, _ = strconv.Atoi(l[2])
			if read == want {
				break
			}
		}
		if read != want && time.Now().After(deadline) {
			close(g.open)
			t.Fatalf("no progress line naming the pages with %d posts read within 10 s (last: %q):\n%s", want, m, logs)
		}
	}
	close(g.open)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if total < read || total < published["post"]+published["page"] {
		t.Errorf("progress says %d of %d: %s", read, total, m[0])
	}
	// Once prepared, it stops.
	n := strings.Count(logs.String(), `msg="preparing the sitemaps"`)
	if _, err := svc.Current(context.Background()); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	if after := strings.Count(logs.String(), `msg="preparing the sitemaps"`); after != n {
		t.Errorf("%d progress lines after the preparation ended", after-n)
	}
}
