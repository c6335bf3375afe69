package wpdb_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestScanPathsAgree: the primary-key walk, the walk reading spans of IDs
// ahead (a dense type) or the next batch ahead (a sparse one), the sparse
// (type index) path and a bounded page with meta read by range return the
// same rows and meta.
func TestScanPathsAgree(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t, "wpc_year_month")
	site, err := db.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		ID                 int64
		Noindex, Canonical string
		Thumbnail          int64
		HasContent         bool
	}
	scan := func(q wp.PostQuery) []row {
		var out []row
		err := db.ScanPosts(ctx, q, db.NewLinks(site), func(batch []wp.Post, _ wp.LinkData) error {
			for _, p := range batch {
				out = append(out, row{p.ID, p.Noindex, p.Canonical, p.Thumbnail, p.Content != ""})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	spans0, rests0 := db.SpanStats()
	defer func() {
		// Many spans were read, and some held more than a batch: both of
		// scanSpans' ways were compared above.
		spans, rests := db.SpanStats()
		if spans-spans0 < 10 || rests-rests0 == 0 {
			t.Errorf("%d spans read, %d rests: the spans were not compared", spans-spans0, rests-rests0)
		}
	}()
	for _, typ := range []string{"post", "page", "book"} {
		walk := scan(wp.PostQuery{Type: typ, Batch: 3})
		if len(walk) == 0 {
			t.Fatalf("%s: no rows", typ)
		}
		if d := cmp.Diff(walk, scan(wp.PostQuery{Type: typ, Batch: 3, Ahead: true})); d != "" {
			t.Errorf("%s: the walk ahead differs (-walk +ahead):\n%s", typ, d)
		}
		withContent := scan(wp.PostQuery{Type: typ, Batch: 3, WithContent: true})
		if d := cmp.Diff(withContent, scan(wp.PostQuery{Type: typ, Batch: 3, WithContent: true, Ahead: true})); d != "" {
			t.Errorf("%s: the walk ahead with contents differs (-walk +ahead):\n%s", typ, d)
		}
		if d := cmp.Diff(withContent, scan(wp.PostQuery{Type: typ, Batch: 3, WithContent: true, Ahead: true, Sparse: true})); d != "" {
			t.Errorf("%s: the sparse walk ahead with contents differs (-walk +ahead):\n%s", typ, d)
		}
		if d := cmp.Diff(walk, scan(wp.PostQuery{Type: typ, Sparse: true, Batch: 4})); d != "" {
			t.Errorf("%s: sparse path differs (-walk +sparse):\n%s", typ, d)
		}
		bounded := scan(wp.PostQuery{Type: typ, After: 0, Before: walk[len(walk)-1].ID + 1, RangeMeta: true})
		if d := cmp.Diff(walk, bounded); d != "" {
			t.Errorf("%s: bounded page with range meta differs (-walk +bounded):\n%s", typ, d)
		}
		// By IDs: every other row of the type, among IDs of other types
		// and of no row, in batches smaller than the list.
		var want []row
		ids := []int64{}
		for i, r := range walk {
			ids = append(ids, r.ID+100000) // no such row
			if i%2 == 0 {
				want = append(want, r)
				ids = append(ids, r.ID)
			}
		}
		for _, other := range []string{"post", "page", "book"} {
			if other != typ {
				for _, r := range scan(wp.PostQuery{Type: other}) {
					ids = append(ids, r.ID)
				}
			}
		}
		slices.Sort(ids)
		if d := cmp.Diff(want, scan(wp.PostQuery{Type: typ, IDs: ids, Batch: 2, Sparse: typ == "page"})); d != "" {
			t.Errorf("%s: by IDs differs (-every other row of the walk +by IDs):\n%s", typ, d)
		}
	}
}

// TestScanAheadStops: a scan reading ahead that fn stops returns fn's
// error, after the batch read ahead, and calls fn no more.
func TestScanAheadStops(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t, "wpc_year_month")
	site, err := db.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	calls := 0
	err = db.ScanPosts(ctx, wp.PostQuery{Type: "post", Batch: 2, Ahead: true}, db.NewLinks(site), func([]wp.Post, wp.LinkData) error {
		calls++
		if calls == 2 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || calls != 2 {
		t.Errorf("ScanPosts = %v after %d calls, want %v after 2", err, calls, stop)
	}
}

// TestScanVideoContent: with VideoContent a scan returns the content of the
// posts that may embed a video (in year-month: post 46 has a YouTube
// iframe, post 47 a YouTube URL alone on a line) and no other content but
// that of posts with parts, on both scan paths.
func TestScanVideoContent(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t, "wpc_year_month")
	site, err := db.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, sparse := range []bool{false, true} {
		withContent := map[int64]bool{}
		err := db.ScanPosts(ctx, wp.PostQuery{Type: "post", VideoContent: true, Sparse: sparse}, db.NewLinks(site), func(batch []wp.Post, _ wp.LinkData) error {
			for _, p := range batch {
				if p.Content != "" && len(wp.Parts(p.Content)) == 1 {
					withContent[p.ID] = true
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(map[int64]bool{46: true, 47: true}, withContent); diff != "" {
			t.Errorf("sparse %v: posts returned with content (-want +got):\n%s", sparse, diff)
		}
	}
}

// TestBoundedStopsOnTheServer: a query given a deadline stops on the
// server when the deadline passes (a cancelled context alone only closes
// the connection, and the server finishes the statement).
func TestBoundedStopsOnTheServer(t *testing.T) {
	db := dbtest.Open(t, "wpc_year_month")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	var n int
	err := db.SQL().QueryRowContext(context.Background(), db.Bounded(ctx, "SELECT SLEEP(5)")).Scan(&n)
	if time.Since(start) > 3*time.Second {
		t.Fatalf("SELECT SLEEP(5) with a 300 ms bound ran %v on the server", time.Since(start))
	}
	// MariaDB ends SLEEP early with 1 (interrupted) or an error: either way
	// the statement stopped within the bound.
	t.Logf("result %d, err %v, after %v", n, err, time.Since(start))
}

// TestPostsWithMeta: the posts with a canonical and their values, as
// testdata/fixtures.sql writes them (meta rows 9, 10 and 11).
func TestPostsWithMeta(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_fixtures")
	got, err := db.PostsWithMeta(context.Background(), "_yoast_wpseo_canonical")
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64][]string{
		28: {"https://example.org/original/"},
		29: {"http://127.0.0.1:8080/news/lokales/kanonisch-selbst/"},
		30: {"http://127.0.0.1:8080/news/lokales/kanonisch-ohne-slash"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("PostsWithMeta (-want +got):\n%s", d)
	}
}

// TestLargeContentInPieces: a post larger than a content group is read in
// pieces of bytes and arrives whole, with one- to four-byte characters
// straddling the pieces' edges; on a column in latin1 it is read whole,
// converted as the connection is sent it (read in pieces of stored bytes,
// its é would arrive as one byte, not UTF-8).
func TestLargeContentInPieces(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name, column, unit string
		times              int
	}{
		{"utf8mb4", "", "aé日😀", 300_000}, // 1.2M characters, 3 MB
		{"latin1", "ALTER TABLE wp_posts MODIFY post_content LONGTEXT CHARACTER SET latin1 NOT NULL", "aé", 600_000},
	} {
		t.Run(c.name, func(t *testing.T) {
			name := dbtest.TempDB(t, "wpc_pieces")
			fixes := []string{fmt.Sprintf("UPDATE wp_posts SET post_content = CONCAT(REPEAT('%s', %d), 'end') WHERE ID = 46", c.unit, c.times)}
			if c.column != "" {
				fixes = append([]string{c.column}, fixes...)
			}
			db := dbtest.Variant(t, "wpc_year_month", name, fixes...)
			site, err := db.LoadSite(ctx)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Repeat(c.unit, c.times) + "end"
			found := false
			err = db.ScanPosts(ctx, wp.PostQuery{Type: "post", WithContent: true}, db.NewLinks(site), func(batch []wp.Post, _ wp.LinkData) error {
				for _, p := range batch {
					if p.ID != 46 {
						continue
					}
					found = true
					if p.ContentLen <= wp.ContentGroupBytes {
						t.Errorf("post 46 is %d bytes, not larger than a group: the test reads it whole", p.ContentLen)
					}
					if p.Content != want {
						t.Errorf("post 46: %d bytes read, want %d; equal up to byte %d", len(p.Content), len(want), commonPrefix(p.Content, want))
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if !found {
				t.Fatal("post 46 not scanned")
			}
		})
	}
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// TestScanPre: with Pre, every row goes through Pre exactly once with its
// content, before fn gets it (in ID order, with only the contents it
// needs), whether Pre says it holds enough (wp.ErrAheadFull, which cuts
// the span it was read ahead in) or not; on the spans' path and on the
// walk's. The posts are padded to 600 kB, so that each is a group of its
// own (wp.ContentGroupBytes) and a span is cut between two of its rows.
func TestScanPre(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Variant(t, "wpc_year_month", dbtest.TempDB(t, "scan_pre_test"),
		`UPDATE wp_posts SET post_content = CONCAT(post_content, REPEAT(' ', 600000)) WHERE post_type = 'post'`)
	site, err := db.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var want []int64
	if err := db.ScanPosts(ctx, wp.PostQuery{Type: "post"}, db.NewLinks(site), func(batch []wp.Post, _ wp.LinkData) error {
		for _, p := range batch {
			want = append(want, p.ID)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, full := range []bool{false, true} {
		for _, ahead := range []bool{true, false} {
			name := fmt.Sprintf("full=%v ahead=%v", full, ahead)
			var mu sync.Mutex
			pre := map[int64]int{}
			calls := 0
			q := wp.PostQuery{Type: "post", Batch: 3, Ahead: ahead, WithContent: true, Pre: func(_ context.Context, group []wp.Post) error {
				mu.Lock()
				defer mu.Unlock()
				calls++
				for _, p := range group {
					pre[p.ID]++
					if p.ContentLen > 0 && p.Content == "" {
						t.Errorf("%s: post %d given to Pre without its content", name, p.ID)
					}
				}
				if full && calls%2 == 1 {
					return wp.ErrAheadFull
				}
				return nil
			}}
			_, rests0 := db.SpanStats()
			var got []int64
			err := db.ScanPosts(ctx, q, db.NewLinks(site), func(batch []wp.Post, _ wp.LinkData) error {
				mu.Lock()
				defer mu.Unlock()
				for _, p := range batch {
					got = append(got, p.ID)
					if pre[p.ID] != 1 {
						t.Errorf("%s: post %d reached fn after %d calls of Pre, want 1", name, p.ID, pre[p.ID])
					}
					if !p.NeedsContent(false) && p.Content != "" {
						t.Errorf("%s: post %d reached fn with a content it does not need", name, p.ID)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s: rows (-walk +with Pre):\n%s", name, d)
			}
			if _, rests := db.SpanStats(); full && ahead && rests == rests0 {
				t.Errorf("%s: no span was cut: the test proves little", name)
			}
		}
	}
}
