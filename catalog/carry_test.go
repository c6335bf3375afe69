package catalog_test

import (
	"context"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// TestRereadKeepsListingOnlyWhenNoURLMoved: after an option change, a
// post-type page keeps its ListingRev (what package announce compares)
// only when no option that may move permalinks changed. The fixtures' links
// hold %category%, so a new default category moves the URLs of posts filed
// under it alone; the site's name moves none.
func TestRereadKeepsListingOnlyWhenNoURLMoved(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	cat := catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: discard})
	ctx := context.Background()
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []struct {
		name, sql string
		kept      bool
	}{
		{"blogname", "UPDATE wp_options SET option_value = 'Ein anderer Name' WHERE option_name = 'blogname'", true},
		{"default_category", "UPDATE wp_options SET option_value = '3' WHERE option_name = 'default_category'", false},
	} {
		site.Exec(t, st.sql)
		next, rebuild, err := cat.Reread(ctx, snap)
		if err != nil || rebuild {
			t.Fatalf("%s: Reread = %v, rebuild %v", st.name, err, rebuild)
		}
		post, ok := next.Lookup("post")
		old, _ := snap.Lookup("post")
		if !ok || len(post.Pages) != len(old.Pages) {
			t.Fatalf("%s: the post sitemap was not carried over", st.name)
		}
		if len(old.Pages) < 2 {
			t.Fatalf("%s: the post sitemap has %d pages; the test needs several", st.name, len(old.Pages))
		}
		for i, pg := range post.Pages {
			if kept := pg.ListingRev() == old.Pages[i].ListingRev(); kept != st.kept {
				t.Errorf("%s: post page %d kept its listing: %v, want %v", st.name, i+1, kept, st.kept)
			}
		}
		snap = next
	}
}
