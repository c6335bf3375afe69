package catalog_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/wp"
)

// readCounter is a Store that counts the rows of the terms and of the users
// the catalog reads.
type readCounter struct {
	catalog.Store
	terms, users atomic.Int64
}

func (s *readCounter) Terms(ctx context.Context, tax string) ([]wp.Term, error) {
	t, err := s.Store.Terms(ctx, tax)
	s.terms.Add(int64(len(t)))
	return t, err
}

func (s *readCounter) Authors(ctx context.Context, site *wp.Site) ([]wp.Author, error) {
	a, err := s.Store.Authors(ctx, site)
	s.users.Add(int64(len(a)))
	return a, err
}

// TestRereadCarriesTermsAndUsers: "Discourage search engines" flipped and
// a new permalink structure read no term and no user (no option changes
// their rows, and what decides them follows the options when paged
// again): a flag reads nothing beyond the options, a permalink structure
// or a base only the posts with a canonical, decided again. Roles that
// change who can edit posts read the users again, and a taxonomy listed
// again its terms. Each equals a fresh build.
func TestRereadCarriesTermsAndUsers(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	store := &readCounter{Store: site.Store().(catalog.Store)}
	cat := catalog.New(store, catalog.Options{PerPage: 3, Logger: discard})
	ctx := context.Background()
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if store.terms.Load() == 0 || store.users.Load() == 0 {
		t.Fatalf("the build read %d terms and %d users; the test needs both", store.terms.Load(), store.users.Load())
	}
	roles, _ := site.Mem.Option("wp_user_roles")
	const subscriber = `s:12:"capabilities";a:2:{s:4:"read";b:1;s:7:"level_0";b:1;}`
	if !strings.Contains(roles, subscriber) {
		t.Fatal("wp_user_roles: no subscriber as the test expects")
	}
	setTitles := func(from, to string) {
		titles, _ := site.Mem.Option("wpseo_titles")
		if !strings.Contains(titles, from) {
			t.Fatalf("wpseo_titles holds no %s", from)
		}
		if err := site.Mem.SetOption("wpseo_titles", strings.Replace(titles, from, to, 1)); err != nil {
			t.Fatal(err)
		}
	}
	for _, st := range []struct {
		name         string
		change       func()
		terms, users bool // read again
		mostRows     uint64
	}{
		{name: "search engines discouraged", change: func() { site.Exec(t, "UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'") }},
		{name: "permalink structure", change: func() {
			site.Exec(t, "UPDATE wp_options SET option_value = '/%year%/%monthnum%/%postname%/' WHERE option_name = 'permalink_structure'")
		}, mostRows: 20},
		{name: "search engines welcome again", change: func() { site.Exec(t, "UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'") }},
		{name: "category base", change: func() {
			site.Exec(t, "UPDATE wp_options SET option_value = 'themen' WHERE option_name = 'category_base'")
		}, mostRows: 20},
		{name: "subscribers may edit posts", change: func() {
			if err := site.Mem.SetOption("wp_user_roles", strings.Replace(roles, subscriber,
				`s:12:"capabilities";a:3:{s:4:"read";b:1;s:7:"level_0";b:1;s:10:"edit_posts";b:1;}`, 1)); err != nil {
				t.Fatal(err)
			}
		}, users: true, mostRows: 1 << 20},
		{name: "tags made noindex", change: func() { setTitles(`"noindex-tax-post_tag";b:0`, `"noindex-tax-post_tag";b:1`) }},
		{name: "tags listed again", change: func() { setTitles(`"noindex-tax-post_tag";b:1`, `"noindex-tax-post_tag";b:0`) },
			terms: true, mostRows: 1 << 20},
	} {
		st.change()
		store.terms.Store(0)
		store.users.Store(0)
		before := site.Mem.RowsRead()
		next, rebuild, err := cat.Reread(ctx, snap)
		if err != nil || rebuild {
			t.Fatalf("%s: Reread = %v, rebuild %v", st.name, err, rebuild)
		}
		read := site.Mem.RowsRead() - before
		t.Logf("%s: read %d rows, %d terms, %d users", st.name, read, store.terms.Load(), store.users.Load())
		if got := store.terms.Load() > 0; got != st.terms {
			t.Errorf("%s: read %d terms; want them read again: %v", st.name, store.terms.Load(), st.terms)
		}
		if got := store.users.Load() > 0; got != st.users {
			t.Errorf("%s: read %d users; want them read again: %v", st.name, store.users.Load(), st.users)
		}
		if read > st.mostRows {
			t.Errorf("%s: read %d rows, more than %d", st.name, read, st.mostRows)
		}
		sameAsFresh(t, cat, next, st.name)
		snap = next
	}
}
