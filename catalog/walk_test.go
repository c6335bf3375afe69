package catalog_test

import (
	"context"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/seo"
)

// TestWalkListsWhatIsServed: a post type whose every published post has a
// password is not in the index (Yoast counts no post of it), so its
// sitemap is not served; Walk then lists none of its entries, not even the
// archive entry that would top its page 1, and with explain says why.
func TestWalkListsWhatIsServed(t *testing.T) {
	walk := func(t *testing.T, fixes ...string) (*catalog.Sitemap, map[string]catalog.Entry, map[string]catalog.Excluded) {
		t.Helper()
		store := sitetest.Memory(t, "wpc_year_month", fixes...).Store().(catalog.Store)
		cat := catalog.New(store, catalog.Options{Logger: discard})
		ctx := context.Background()
		snap, err := cat.Build(ctx)
		if err != nil {
			t.Fatal(err)
		}
		book, ok := snap.Lookup("book")
		if !ok {
			t.Fatal("no book sitemap")
		}
		listed, left := map[string]catalog.Entry{}, map[string]catalog.Excluded{}
		if err := cat.Walk(ctx, snap, "", func(e catalog.Entry) error { listed[e.Loc] = e; return nil }, nil); err != nil {
			t.Fatal(err)
		}
		withExplain := map[string]catalog.Entry{}
		err = cat.Walk(ctx, snap, "book", func(e catalog.Entry) error { withExplain[e.Loc] = e; return nil }, func(x catalog.Excluded) { left[x.Loc] = x })
		if err != nil {
			t.Fatal(err)
		}
		for loc := range withExplain {
			if _, ok := listed[loc]; !ok {
				t.Errorf("%s is walked with explain only", loc)
			}
		}
		return book, listed, left
	}
	var archive string
	t.Run("books listed", func(t *testing.T) {
		book, listed, _ := walk(t)
		if !book.InIndex {
			t.Fatal("the book sitemap is not in the index")
		}
		for loc, e := range listed {
			if e.Type == "book" && e.ID == 0 {
				archive = loc
			}
		}
		if archive == "" {
			t.Fatal("no book archive entry walked")
		}
	})
	t.Run("every book has a password", func(t *testing.T) {
		if archive == "" {
			t.Skip("no archive entry to look for")
		}
		book, listed, left := walk(t, "UPDATE wp_posts SET post_password = 'secret' WHERE post_type = 'book'")
		if book.InIndex {
			t.Fatal("the book sitemap is in the index")
		}
		for loc, e := range listed {
			if e.Type == "book" {
				t.Errorf("%s (book %d) is walked, but the book sitemap is not served", loc, e.ID)
			}
		}
		x, ok := left[archive]
		if !ok || x.Type != "book" || x.ID != 0 || x.Reason != seo.SitemapNotInIndex {
			t.Errorf("archive %s explained as %+v (found %v), want book 0 %q", archive, x, ok, seo.SitemapNotInIndex)
		}
		n := 0
		for _, x := range left {
			if x.Type == "book" && x.ID != 0 && x.Reason == seo.Password {
				n++
			}
		}
		if n == 0 {
			t.Errorf("no book post explained as %q", seo.Password)
		}
	})
}
