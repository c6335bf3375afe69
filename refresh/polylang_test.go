package refresh_test

import (
	"context"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// TestPolylangSettingsReadOnlyWhatTheyMove: on wpsitemap_polylang, a change
// of Polylang's settings that only moves URLs (hide_default off, then the
// language from the content, then back to the directories) shows at the
// next check through the options' carry-over: it reads what a flag reads
// (options, terms, users) and the few posts decided again, never what a
// full build reads, and equals a fresh build.
func TestPolylangSettingsReadOnlyWhatTheyMove(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_polylang")
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
	option := func(hide, mode int) string {
		return `UPDATE wp_options SET option_value = 'a:6:{s:7:"rewrite";i:1;s:12:"hide_default";i:` + string(rune('0'+hide)) +
			`;s:10:"force_lang";i:` + string(rune('0'+mode)) + `;s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}` +
			`s:12:"default_lang";s:2:"en";}' WHERE option_name = 'polylang'`
	}
	// A flag first: what any option change reads.
	var flag uint64
	for i, st := range []struct {
		name, sql, post1 string
	}{
		{"search engines discouraged", "UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'", "http://127.0.0.1:8081/2022/01/hello-world/"},
		{"hide_default off", option(0, 1), "http://127.0.0.1:8081/en/2022/01/hello-world/"},
		{"the language from the content", option(1, 0), "http://127.0.0.1:8081/2022/01/hello-world/"},
		{"directories again, hide_default off", option(0, 1), "http://127.0.0.1:8081/en/2022/01/hello-world/"},
	} {
		site.Exec(t, st.sql)
		clock.advance(1100 * time.Millisecond)
		before := site.Mem.RowsRead()
		s, err := svc.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		read := site.Mem.RowsRead() - before
		t.Logf("%s: read %d rows; a full build reads %d", st.name, read, build)
		got := ""
		err = svc.Catalog().Walk(ctx, s, "post", func(e catalog.Entry) error {
			if e.ID == 1 {
				got = e.URL.Loc
			}
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got != st.post1 {
			t.Errorf("%s: post 1 at %q, want %q", st.name, got, st.post1)
		}
		if i == 0 {
			flag = read
		}
		// Beyond a flag: the languages, and the posts decided again with
		// their meta (the front page, the posts page, those with a
		// canonical under home), as for any option that moves permalinks.
		if most := flag + 40; read > most || read >= build {
			t.Errorf("%s: read %d rows, more than %d; a full build reads %d", st.name, read, most, build)
		}
		sameAsFresh(t, svc.Catalog(), s, st.name)
	}
}
