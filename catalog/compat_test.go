package catalog_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/seo"
)

// nestedPage is the link of page 299+depth of compat_sites: twelve nested
// pages whose slugs are "ebene-NN-" and x's (183 characters for levels 1 to
// 10, 184 for level 11, "ebene-12-x" for level 12).
func nestedPage(depth int) string {
	link := "http://127.0.0.1:8080/"
	for k := 1; k <= depth; k++ {
		xs := 174
		switch k {
		case 11:
			xs = 175
		case 12:
			xs = 1
		}
		link += fmt.Sprintf("ebene-%02d-%s/", k, strings.Repeat("x", xs))
	}
	return link
}

// indexNames lists the sitemaps the index names, in order.
func indexNames(snap *catalog.Snapshot) []string {
	var names []string
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			names = append(names, sm.Name)
		}
	}
	return names
}

// TestCompatSite reads compat_sites (testdata/fixtures.sql changed by
// testdata/compat-sites.sql), a site set up differently from the fixture,
// and checks each rule of issue 9 that needs the database: the expected
// values are written by hand from WordPress's and Yoast's rules. The site
// is held in memory (see build).
func TestCompatSite(t *testing.T) {
	db := sitetest.Memory(t, "compat_sites").Store().(catalog.Store)
	cat := catalog.New(db, catalog.Options{PerPage: 1000, Images: catalog.NewImageSource(db, nil, false), Logger: discard})
	ctx := context.Background()
	snap, err := cat.Build(ctx)
	if err != nil {
		t.Fatal(err)
	}

	// Item 3: registration order (guide before event, as wpseo_titles and
	// the single-post rules say, although event's archive rules come
	// first), and item 10: no recipe or cuisine sitemap.
	if d := cmp.Diff([]string{"post", "page", "guide", "event", "category", "post_tag", "venue", "author", "multipart"}, indexNames(snap)); d != "" {
		t.Errorf("index order (-want +got):\n%s", d)
	}

	listed := map[string]catalog.Entry{}
	left := map[string]catalog.Excluded{}
	key := func(typ string, id int64) string {
		if id == 0 {
			return typ + " -"
		}
		return fmt.Sprintf("%s %d", typ, id)
	}
	err = cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
		k := key(e.Type, e.ID)
		if e.Type == catalog.MultipartName {
			k = fmt.Sprintf("%s %d#%d", e.Type, e.ID, e.Part)
		}
		listed[k] = e
		return nil
	}, func(x catalog.Excluded) { left[key(x.Type, x.ID)] = x })
	if err != nil {
		t.Fatal(err)
	}

	wantListed := map[string]string{
		// show_on_front is posts, with page_on_front 2 and page_for_posts
		// 3 still set: Yoast's page sitemap starts with page_on_front's
		// own entry (its permalink, as WordPress does not show it on the
		// front), and leaves both out of the rest (yoast-behavior.md
		// §3.1, exclusions and first links); the post sitemap starts with
		// home.
		"page -": "http://127.0.0.1:8080/ueber-uns/",
		"post -": "http://127.0.0.1:8080/",
		// Item 1: stripcategorybase removes the category base "topics/";
		// post links keep their category path.
		"category 3":  "http://127.0.0.1:8080/news/",
		"category 5":  "http://127.0.0.1:8080/news/lokales/berlin/",
		"category 10": "http://127.0.0.1:8080/k%c3%bcche/",
		"post 11":     "http://127.0.0.1:8080/news/lokales/berlin/stadtrat-tagt/",
		// Item 5: a raw UTF-8 slug is encoded with uppercase hex; a stored
		// lowercase %xx slug stays as it is.
		"post 400": "http://127.0.0.1:8080/sonstiges/gr%C3%BC%C3%9Fe-aus-k%C3%B6ln/",
		"post 17":  "http://127.0.0.1:8080/reisen/europa/%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82/",
		// Item 2: Yoast 21.1 still lists authors with a user level.
		"author 1": "http://127.0.0.1:8080/author/admin/",
		"author 5": "http://127.0.0.1:8080/author/gast-autorin/",
		// Item 6: 2047 characters is within the limit.
		"page 310": nestedPage(11),
	}
	for k, want := range wantListed {
		if e, ok := listed[k]; !ok {
			t.Errorf("%s not listed (want %.80s); left out: %q", k, want, left[k].Reason)
		} else if e.Loc != want {
			t.Errorf("%s: loc %q, want %q", k, e.Loc, want)
		}
	}
	if n := len(nestedPage(11)); n != 2047 {
		t.Fatalf("the test's page 310 link is %d characters, want 2047", n)
	}
	// The front page's entry is get_url(page 2): its lastmod is page 2's
	// post_modified_gmt (testdata/fixtures.sql).
	if e, want := listed["page -"], "2023-01-02T09:00:00Z"; e.LastMod.UTC().Format(time.RFC3339) != want {
		t.Errorf("the first entry of the page sitemap has lastmod %v, want %s", e.LastMod, want)
	}
	// Item 5 for images: the featured image's non-ASCII file name with
	// spaces is encoded, and the same image in the content, already
	// encoded, is listed once.
	if d := cmp.Diff([]string{"https://cdn.example.net/uploads/2024/05/Stra%C3%9Fe%20im%20Schnee.jpg"}, listed["post 400"].Images); d != "" {
		t.Errorf("post 400 images (-want +got):\n%s", d)
	}

	wantLeft := map[string]string{
		"page 2":        string(seo.FrontOrPostsPage), // page_on_front
		"page 3":        string(seo.FrontOrPostsPage), // page_for_posts
		"author 6":      string(seo.AuthorNoLevel),    // level 0
		"author 7":      string(seo.AuthorNoLevel),    // no level
		"page 311":      string(seo.TooLong),          // 2058 characters
		"multipart 310": string(seo.TooLong),          // part 2 of page 310: 2049 characters
		"recipe 90":     "rewrite_rules do not mention it",
		"recipe 91":     "rewrite_rules do not mention it",
		"cuisine 30":    "rewrite_rules do not mention it",
	}
	for k, want := range wantLeft {
		if _, ok := listed[k]; ok {
			t.Errorf("%s is listed", k)
		}
		if x, ok := left[k]; !ok || !strings.Contains(string(x.Reason), want) {
			t.Errorf("%s: left out %v with reason %q, want %q", k, ok, x.Reason, want)
		}
	}
	for _, name := range []string{"recipe", "cuisine"} {
		if _, ok := snap.Lookup(name); ok {
			t.Errorf("a %s sitemap exists", name)
		}
	}
}
