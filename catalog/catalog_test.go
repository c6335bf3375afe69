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

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// discard is a logger that drops everything.
var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

// The tests of what a build lists read the site held in memory alone:
// internal/memwp.TestSameAsMariaDB checks, on every test database, that it
// reads what wpdb reads from MariaDB, so the MariaDB copy would add
// nothing here but time.

// build builds a catalog's first snapshot of the site src in memory.
func build(t *testing.T, src string, opts catalog.Options) (*catalog.Catalog, *catalog.Snapshot) {
	t.Helper()
	store := sitetest.Memory(t, src).Store().(catalog.Store)
	if opts.Logger == nil {
		opts.Logger = discard
	}
	cat := catalog.New(store, opts)
	snap, err := cat.Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return cat, snap
}

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
	cat, snap := build(t, "wpsitemap_fixtures", catalog.Options{PerPage: 3})
	ctx := context.Background()
	key := func(typ string, id int64) string { return fmt.Sprintf("%s %d", typ, id) }
	got := map[string]string{}
	explained := map[string]bool{}
	err = cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
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
	cat, snap := build(t, "wpc_attachments", catalog.Options{PerPage: 5})
	ctx := context.Background()
	var got []string
	err := cat.Walk(ctx, snap, "attachment", func(e catalog.Entry) error {
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
