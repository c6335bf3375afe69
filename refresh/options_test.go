package refresh_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// setTitle sets the boolean key of the site's wpseo_titles option to on,
// as Yoast's settings page stores it.
func setTitle(t *testing.T, site *sitetest.Site, key string, on bool) string {
	t.Helper()
	var titles string
	for _, row := range site.Rows(t, "options", "option_name", "option_value") {
		if row[0] == "wpseo_titles" {
			titles = row[1]
		}
	}
	k := `"` + key + `";b:`
	i := strings.Index(titles, k)
	if i < 0 {
		t.Fatalf("wpseo_titles holds no %s", key)
	}
	v := "0"
	if on {
		v = "1"
	}
	titles = titles[:i+len(k)] + v + titles[i+len(k)+1:]
	return "UPDATE wp_options SET option_value = '" + titles + "' WHERE option_name = 'wpseo_titles'"
}

// TestOptionChangesReadOnlyWhatTheyChange: option changes show at the
// next check without a full build (catalog.Reread carries the snapshot
// over), and each equals a fresh build. "Discourage search engines" and a
// new permalink structure read no post; a type made noindex reads none of
// its posts; a type listed again reads its own posts only, a fraction of
// what a build reads.
func TestOptionChangesReadOnlyWhatTheyChange(t *testing.T) {
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
	listed := func(name string) func(*catalog.Snapshot) bool {
		return func(s *catalog.Snapshot) bool { sm, ok := s.Lookup(name); return ok && sm.InIndex }
	}
	not := func(f func(*catalog.Snapshot) bool) func(*catalog.Snapshot) bool {
		return func(s *catalog.Snapshot) bool { return !f(s) }
	}
	// rowsOf counts the rows of a post type: what scanning it reads.
	rowsOf := func(postType string) uint64 {
		n := uint64(0)
		for _, r := range site.Rows(t, "posts", "post_type") {
			if r[0] == postType {
				n++
			}
		}
		return n
	}
	// Each step may read what the first one (a flag) read plus a few (the
	// front page), plus, for a type listed again, its rows with their meta
	// and terms (three per row at most in the fixtures); never what a full
	// build reads.
	var flag uint64
	for i, st := range []struct {
		name  string
		sql   string
		ok    func(*catalog.Snapshot) bool
		again string // the post type listed again, whose rows it reads
	}{
		{"search engines discouraged", "UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'",
			func(s *catalog.Snapshot) bool { return !s.Site.BlogPublic }, ""},
		{"permalink structure", "UPDATE wp_options SET option_value = '/%year%/%monthnum%/%postname%/' WHERE option_name = 'permalink_structure'",
			func(s *catalog.Snapshot) bool { return s.Site.PermalinkStructure == "/%year%/%monthnum%/%postname%/" }, ""},
		{"search engines welcome again", "UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'",
			func(s *catalog.Snapshot) bool { return s.Site.BlogPublic }, ""},
		{"events made noindex", setTitle(t, site, "noindex-event", true), not(listed("event")), ""},
		{"events listed again", setTitle(t, site, "noindex-event", false), listed("event"), "event"},
		{"posts made noindex", setTitle(t, site, "noindex-post", true), not(listed("post")), ""},
		{"posts listed again", setTitle(t, site, "noindex-post", false), listed("post"), "post"},
		{"a static front page", "UPDATE wp_options SET option_value = 'page' WHERE option_name = 'show_on_front'; " +
			"UPDATE wp_options SET option_value = '2' WHERE option_name = 'page_on_front'",
			func(s *catalog.Snapshot) bool { return s.Site.FrontPageID() == 2 }, ""},
		{"a category made noindex", "UPDATE wp_options SET option_value = 'a:1:{s:8:\"category\";a:1:{i:3;a:1:{s:13:\"wpseo_noindex\";s:7:\"noindex\";}}}' WHERE option_name = 'wpseo_taxonomy_meta'",
			func(s *catalog.Snapshot) bool { n, _ := s.Site.TermMeta("category", 3); return n == "noindex" }, ""},
	} {
		old, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range strings.Split(st.sql, "; ") {
			site.Exec(t, q)
		}
		clock.advance(1100 * time.Millisecond)
		before := site.Mem.RowsRead()
		s, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		read := site.Mem.RowsRead() - before
		t.Logf("%s: read %d rows; a full build reads %d", st.name, read, build)
		if !st.ok(s) {
			t.Fatalf("%s: not shown at the next check", st.name)
		}
		if s.Base() == old.Base() {
			t.Errorf("%s: the snapshot kept its base; its pages' URLs may have moved", st.name)
		}
		if i == 0 {
			flag = read
		}
		most := flag + 8
		if st.again != "" {
			most += 3 * rowsOf(st.again)
		}
		if read > most || read >= build {
			t.Errorf("%s: read %d rows, more than %d; a full build reads %d", st.name, read, most, build)
		}
		sameAsFresh(t, svc.Catalog(), s, st.name)
	}
}
