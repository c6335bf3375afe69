package catalog

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestMultipartChunks: a multipart page read a post at a time lists what
// it lists read in one go.
func TestMultipartChunks(t *testing.T) {
	// Two more multi-part posts beside the site's one.
	db := dbtest.Variant(t, "wpc_year_month", dbtest.TempDB(t, "catalog_multipart_chunks"),
		`UPDATE wp_posts SET post_content = CONCAT(post_content, '<!--nextpage--><p>two</p><!--nextpage--><p>three</p>')
		 WHERE post_type = 'post' AND post_status = 'publish' AND post_content NOT LIKE '%<!--nextpage-->%'
		 ORDER BY ID LIMIT 2`)
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
