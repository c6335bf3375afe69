package catalog_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestFixturesListing compares what the catalog lists on
// testdata/fixtures.sql with the hand-written expectations: every object
// marked listed appears with WordPress's link and lastmod, every other one
// is left out with a reason.
func TestFixturesListing(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "testdata", "fixtures-expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var want struct {
		Objects []struct {
			ObjectType string `json:"object_type"`
			Subtype    string `json:"subtype"`
			ID         int64  `json:"id"`
			Link       string `json:"link"`
			Status     string `json:"status"`
			Listed     bool   `json:"listed"`
			LastMod    string `json:"lastmod"`
		} `json:"objects"`
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	db := dbtest.Open(t, "wpsitemap_fixtures")
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 3, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	snap, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	key := func(typ string, id int64) string { return fmt.Sprintf("%s %d", typ, id) }
	got := map[string]string{}
	explained := map[string]bool{}
	err = cat.Catalog().Walk(ctx, snap, "", func(e catalog.Entry) error {
		if e.ID == 0 || e.Type == catalog.MultipartName {
			return nil // home/archive entries and parts are checked elsewhere
		}
		mod := ""
		if !e.LastMod.IsZero() {
			mod = e.LastMod.Format("2006-01-02T15:04:05+00:00")
		}
		got[key(e.Type, e.ID)] = e.Loc + " " + mod
		return nil
	}, func(x catalog.Excluded) {
		explained[key(x.Type, x.ID)] = true
		if x.Reason == "" {
			t.Errorf("%s %d left out without a reason", x.Type, x.ID)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	wantListed := map[string]string{}
	for _, o := range want.Objects {
		typ := o.Subtype
		if o.ObjectType == "user" {
			typ = "author"
		}
		k := key(typ, o.ID)
		if o.Listed {
			wantListed[k] = o.Link + " " + o.LastMod
		} else if _, listed := got[k]; !listed && !explained[k] && (o.ObjectType != "post" || o.Status == "publish") {
			t.Errorf("%s is neither listed nor explained", k)
		}
	}
	if d := cmp.Diff(wantListed, got); d != "" {
		t.Errorf("listed objects (-want +got):\n%s", d)
	}
	// Pages hold PerPage entries each, the last one 1..PerPage.
	for _, sm := range snap.Sitemaps {
		for i, pg := range sm.Pages {
			if sm.InIndex && i < len(sm.Pages)-1 && pg.Count != 3 {
				t.Errorf("%s page %d holds %d entries, want 3", sm.Name, i+1, pg.Count)
			}
		}
	}
	names := make([]string, 0)
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			names = append(names, sm.Name)
		}
	}
	t.Logf("sitemaps in the index: %v; %d objects listed", names, len(got))
}

// TestAttachmentSitemap: with Yoast's disable-attachment off, attachments
// are listed when their parent is published without password (Yoast's join),
// unattached media never, and the sitemap stands after page in the index.
func TestAttachmentSitemap(t *testing.T) {
	db := dbtest.Open(t, "wpc_attachments")
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	snap, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	err = cat.Catalog().Walk(ctx, snap, "attachment", func(e catalog.Entry) error {
		got = append(got, fmt.Sprintf("%d %s", e.ID, e.Loc))
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Links from testdata/conformance/year-month/expected-links.json.
	want := []string{
		"23 http://127.0.0.1:8081/gallery-page/page-attached-1/",
		"24 http://127.0.0.1:8081/gallery-page/page-attached-2/",
		"32 http://127.0.0.1:8081/2022/03/attached-gallery/post-attached-1/",
		"33 http://127.0.0.1:8081/2022/03/attached-gallery/post-attached-2/",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("attachment entries (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"post", "page", "attachment", "book", "category", "post_tag", "genre", "author", "multipart"}, indexNames(snap)); d != "" {
		t.Errorf("index order (-want +got):\n%s", d)
	}
}

// TestReload: Reload (SIGHUP) prepares the sitemaps again with new type
// overrides; until then the current snapshot stays, and the new one has a
// version of its own (page caches and ETags follow it).
func TestReload(t *testing.T) {
	db := dbtest.Open(t, "wpc_year_month")
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}), refresh.Options{CheckEvery: 10 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx := context.Background()
	before, err := cat.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := before.Lookup("book"); !ok {
		t.Fatal("book has no sitemap before the reload")
	}
	private := false
	cat.Reload(&wp.TypeOverrides{PostTypes: []wp.PostTypeOverride{{Name: "book", Public: &private}}})
	deadline := time.Now().Add(10 * time.Second)
	for {
		snap, err := cat.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := snap.Lookup("book"); !ok {
			if snap.Version == before.Version {
				t.Errorf("the snapshot after the reload has the version of the one before, %q", snap.Version)
			}
			if _, ok := snap.Lookup("post"); !ok {
				t.Error("post has no sitemap after the reload")
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("book still has a sitemap 10 s after a reload that made it not public")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
