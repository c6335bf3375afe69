package catalog

import (
	"context"
	"io"
	"log/slog"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// TestMultipartChunks: a multipart page read a post at a time lists what
// it lists read in one go.
func TestMultipartChunks(t *testing.T) {
	// Two more multi-part posts beside the site's one, held in memory
	// (what a build reads there is what it reads from MariaDB:
	// internal/memwp.TestSameAsMariaDB).
	fix, err := os.ReadFile("testdata/multipart-chunks.sql")
	if err != nil {
		t.Fatal(err)
	}
	db := sitetest.Memory(t, "wpc_year_month", strings.TrimSpace(string(fix))).Store().(Store)
	cat := New(db, Options{PerPage: 1000, Images: NewImageSource(db, nil, false), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	walk := func() []Entry {
		var out []Entry
		if err := cat.Walk(ctx, snap, MultipartName, func(e Entry) error { out = append(out, e); return nil }, nil); err != nil {
			t.Fatal(err)
		}
		return out
	}
	whole := walk()
	posts := map[int64]bool{}
	for _, e := range whole {
		posts[e.ID] = true
	}
	if len(posts) < 2 {
		t.Fatalf("%d multipart entries of %d posts; want the parts of several posts", len(whole), len(posts))
	}
	defer func(n int) { partsPosts = n }(partsPosts)
	partsPosts = 1
	if d := cmp.Diff(whole, walk()); d != "" {
		t.Errorf("a post at a time (-whole +chunked):\n%s", d)
	}
}
