package wpdb_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The expected values are those testdata/video.sql stores, read by hand.

func TestPostMetaFirstRowWins(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t, "wpsitemap_video")
	got, err := db.PostMeta(ctx, []int64{10, 11, 26, 10, 0}, []string{
		"_yoast_wpseo_video_meta", "_yoast_wpseo_videositemap-rating", "_yoast_wpseo_videositemap-duration"})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(got[10]["_yoast_wpseo_video_meta"]); n != 609 {
		t.Errorf("post 10 video meta: %d bytes, want the stored 609", n)
	}
	delete(got[10], "_yoast_wpseo_video_meta")
	want := map[int64]map[string]string{
		10: {"_yoast_wpseo_videositemap-rating": "4.5", "_yoast_wpseo_videositemap-duration": "300"},
		11: {"_yoast_wpseo_video_meta": "none"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("PostMeta (-want +got):\n%s", d)
	}
	if got, err := db.PostMeta(ctx, nil, []string{"x"}); err != nil || len(got) != 0 {
		t.Errorf("PostMeta(no ids) = %v, %v; want empty, nil", got, err)
	}
}

func TestVideoAttachments(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_video")
	got, err := db.VideoAttachments(context.Background(), []int64{20, 27, 15, 26})
	if err != nil {
		t.Fatal(err)
	}
	// Post 20: menu_order 1 (103) before 2 (101); its trashed 105 and the
	// image 100 of post 15 are not videos to list.
	want := []wp.Attachment{
		{ID: 103, Parent: 20, Type: "attachment", File: "2024/05/interview-short.webm", MimeType: "video/webm", Status: "inherit", Date: "2024-05-20 11:00:00"},
		{ID: 101, Parent: 20, Type: "attachment", File: "2024/05/interview.mp4", MimeType: "video/mp4", Status: "inherit", Date: "2024-05-20 11:00:00"},
		{ID: 106, Parent: 27, Type: "attachment", File: "/var/www/html/wp-content/uploads/2023/01/old.mov", MimeType: "video/quicktime", Status: "inherit", Date: "2023-01-05 11:00:00"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("VideoAttachments (-want +got):\n%s", d)
	}
}

func TestPostTermNames(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_video")
	got, err := db.PostTermNames(context.Background(), []int64{13, 24, 26}, "post_tag")
	if err != nil {
		t.Fatal(err)
	}
	// Name order under utf8mb4_unicode_520_ci: punctuation sorts before
	// letters, Ä with A, case ignored. The category of 13 is not a tag.
	want := map[int64][]string{
		13: {"a]]>b <c>", "Äpfel", "barista", "Kaffee", "tips & tricks", "Zubereitung"},
		24: {"Kaffee"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("PostTermNames (-want +got):\n%s", d)
	}
}

func TestUsersAndExcerpts(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t, "wpsitemap_video")
	users, err := db.UsersByID(ctx, []int64{2, 1, 2, 99})
	if err != nil {
		t.Fatal(err)
	}
	wantUsers := map[int64]wp.User{
		1: {ID: 1, Nicename: "redaktion", DisplayName: "Redaktion & <Team>"},
		2: {ID: 2, Nicename: "joerg", DisplayName: "Jörg Müller"},
	}
	if d := cmp.Diff(wantUsers, users); d != "" {
		t.Errorf("UsersByID (-want +got):\n%s", d)
	}
	ex, err := db.Excerpts(ctx, []int64{13, 24, 26})
	if err != nil {
		t.Fatal(err)
	}
	wantEx := map[int64]string{
		13: "<p>Ein <strong>Kurzfilm</strong> über Bohnen &amp; Röstung.</p>",
		24: "Kurz erklärt.",
	}
	if d := cmp.Diff(wantEx, ex); d != "" {
		t.Errorf("Excerpts (-want +got):\n%s", d)
	}
}

func TestLoadSiteVideoOption(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_video")
	site, err := db.LoadSite(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	types, stored := site.VideoPostTypes()
	if d := cmp.Diff([]string{"page", "post"}, types); d != "" || !stored {
		t.Errorf("VideoPostTypes() = %q, %v; want [page post], true", types, stored)
	}
	if len(site.Warnings) != 0 {
		t.Errorf("warnings: %q", site.Warnings)
	}
}
