package wpdb_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestScanPostsContents: with WithContent, every row comes with its whole
// content, byte for byte, a post longer than the whole content budget too;
// fn gets the rows in groups of at most 1 MiB of content, or one longer post
// alone, and the contents are gone once fn has returned.
func TestScanPostsContents(t *testing.T) {
	unit := "é€😀 <img src=\"http://127.0.0.1:8081/a.jpg\"> "
	long := strings.Repeat(unit, 9<<20/len(unit)) // 9 MiB, over the 4 MiB budget
	mid := strings.Repeat("<p>ab</p>", 700<<10/9) // 700 KiB: one to a group
	db := dbtest.Variant(t, "wpc_year_month", dbtest.TempDB(t, "reliab_wp_contents"),
		"UPDATE wp_posts SET post_content = REPEAT('"+unit+"', "+strconv.Itoa(9<<20/len(unit))+") WHERE ID = 70",
		"UPDATE wp_posts SET post_content = REPEAT('<p>ab</p>', "+strconv.Itoa(700<<10/9)+") WHERE ID IN (60, 61, 62, 63, 64, 65)")
	ctx := context.Background()
	site, err := db.LoadSite(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64]string{70: long, 60: mid, 61: mid, 62: mid, 63: mid, 64: mid, 65: mid}
	var groups [][]wp.Post
	got := map[int64]string{}
	err = db.ScanPosts(ctx, wp.PostQuery{Type: "post", WithContent: true}, db.NewLinks(site), func(batch []wp.Post, _ wp.LinkData) error {
		size := 0
		for _, p := range batch {
			got[p.ID] = p.Content
			size += len(p.Content)
			if int64(len(p.Content)) != p.ContentLen {
				t.Errorf("post %d: %d bytes of content, ContentLen %d", p.ID, len(p.Content), p.ContentLen)
			}
		}
		if size > 1<<20 && len(batch) > 1 {
			t.Errorf("a group of %d posts with %d bytes of content, want at most 1 MiB or one post", len(batch), size)
		}
		groups = append(groups, batch)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("post %d: %d bytes of content, want %d (same bytes: %v)", id, len(got[id]), len(w), got[id] == w)
		}
	}
	if len(got) < 30 {
		t.Errorf("%d posts, want the 38 published posts of year-month", len(got))
	}
	for _, g := range groups {
		for _, p := range g {
			if p.Content != "" {
				t.Fatalf("post %d still holds its content after fn returned", p.ID)
			}
		}
	}
}
