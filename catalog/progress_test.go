package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

func TestProgressLeft(t *testing.T) {
	for _, tc := range []struct {
		p    catalog.Progress
		want time.Duration
		str  string
	}{
		{catalog.Progress{Step: "post type post", Read: 100, Total: 400, Elapsed: 10 * time.Second}, 30 * time.Second,
			"reading post type post: 100 of 400 published posts, 10s, about 30s left"},
		{catalog.Progress{Step: "options and types", Total: 400, Elapsed: 2 * time.Second}, 0,
			"reading options and types: 0 of 400 published posts, 2s"},
		{catalog.Progress{Step: "taxonomies", Read: 400, Total: 400, Elapsed: 40 * time.Second}, 0,
			"reading taxonomies: 400 of 400 published posts, 40s"},
		{catalog.Progress{Step: "post type page", Read: 500, Total: 400, Elapsed: 40 * time.Second}, 0,
			"reading post type page: 500 of 400 published posts, 40s"},
	} {
		if got := tc.p.Left(); got != tc.want {
			t.Errorf("%+v: Left %v, want %v", tc.p, got, tc.want)
		}
		if got := tc.p.String(); got != tc.str {
			t.Errorf("%+v: String\n got %q\nwant %q", tc.p, got, tc.str)
		}
	}
}

// gate is a provider that holds the post-type scan at the first batch of
// one post type until it is opened.
type gate struct {
	catalog.Defaults
	postType string
	entered  chan struct{}
	open     chan struct{}
}

func (g *gate) Kind() string                                                            { return "gate" }
func (g *gate) Format() catalog.Format                                                  { return catalog.URLFormat }
func (g *gate) Prepare(context.Context, *catalog.Build) error                           { return nil }
func (g *gate) Entries(context.Context, catalog.Query, func(catalog.Entry) error) error { return nil }
func (g *gate) ObservePosts(_ context.Context, _ *catalog.Build, batch catalog.ScannedBatch) error {
	if batch.Type.Name == g.postType {
		select {
		case g.entered <- struct{}{}:
			<-g.open
		default:
		}
	}
	return nil
}

// TestBuildProgress: while a Build reads, Progress names the post type
// being read and counts the published posts read, of all those of the
// listed types; none is under way before or after.
func TestBuildProgress(t *testing.T) {
	site := sitetest.Memory(t, "wpc_year_month")
	store := site.Store().(catalog.Store)
	g := &gate{postType: "page", entered: make(chan struct{}, 1), open: make(chan struct{})}
	providers := append(catalog.CoreProviders(store, nil), g)
	cat := catalog.New(store, catalog.Options{Logger: discard, Providers: providers})
	if _, ok := cat.Progress(); ok {
		t.Error("Progress before any Build")
	}
	// What the database holds: published posts per type.
	published := map[string]int64{}
	for _, r := range site.Rows(t, "posts", "post_type", "post_status") {
		if r[1] == "publish" {
			published[r[0]]++
		}
	}
	done := make(chan error, 1)
	go func() { _, err := cat.Build(context.Background()); done <- err }()
	<-g.entered
	p, ok := cat.Progress()
	close(g.open)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Fatal("no Progress while the Build reads")
	}
	// The scan is held at the first batch of pages, read with every post
	// before it (the fixture's pages fit in one batch).
	if want := published["post"] + published["page"]; p.Step != "post type page" || p.Read != want {
		t.Errorf("Progress %+v, want step %q and %d read", p, "post type page", want)
	}
	// The listed types: post, page, book (wpc_year_month's custom type).
	if want := published["post"] + published["page"] + published["book"] + published["attachment"]; p.Total != want {
		t.Errorf("Progress.Total %d, want %d (published posts, pages and books)", p.Total, want)
	}
	if _, ok := cat.Progress(); ok {
		t.Error("Progress after the Build")
	}
}
