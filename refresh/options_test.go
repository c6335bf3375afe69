package refresh_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// TestOptionChangesReadNoPosts: "Discourage search engines" and a new
// permalink structure show at the next check without a full build: the
// snapshot is carried over (catalog.Reread), reading a fraction of what a
// build reads, and it equals a fresh build. An option that changes what
// is listed (a post type set to noindex) still builds again.
func TestOptionChangesReadNoPosts(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	clock := &fakeClock{t: time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)}
	svc := newService(t, site, catalog.Options{PerPage: 3}, refresh.Options{CheckEvery: time.Second, Clock: clock.now})
	ctx := context.Background()
	if err := svc.Prepare(ctx); err != nil {
		t.Fatal(err)
	}
	before := site.Mem.RowsRead()
	if _, err := svc.Catalog().Build(ctx); err != nil {
		t.Fatal(err)
	}
	build := site.Mem.RowsRead() - before

	for _, st := range []struct {
		name string
		sql  string
		ok   func(*catalog.Snapshot) bool
	}{
		{"search engines discouraged", "UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'",
			func(s *catalog.Snapshot) bool { return !s.Site.BlogPublic }},
		{"permalink structure", "UPDATE wp_options SET option_value = '/%year%/%monthnum%/%postname%/' WHERE option_name = 'permalink_structure'",
			func(s *catalog.Snapshot) bool { return s.Site.PermalinkStructure == "/%year%/%monthnum%/%postname%/" }},
		{"search engines welcome again", "UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'",
			func(s *catalog.Snapshot) bool { return s.Site.BlogPublic }},
	} {
		old, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		site.Exec(t, st.sql)
		clock.advance(1100 * time.Millisecond)
		before := site.Mem.RowsRead()
		s, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		read := site.Mem.RowsRead() - before
		if !st.ok(s) {
			t.Fatalf("%s: not shown at the next check", st.name)
		}
		if s.Base() == old.Base() {
			t.Errorf("%s: the snapshot kept its base; its pages' URLs may have moved", st.name)
		}
		if read*2 >= build {
			t.Errorf("%s: read %d rows; a full build reads %d", st.name, read, build)
		}
		sameAsFresh(t, svc.Catalog(), s, st.name)
	}
}
