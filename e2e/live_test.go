package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// typesConfig is a WPSITEMAP_CONFIG file that describes e2e/wp/mu-plugins' book and genre
// exactly as they are registered.
const typesConfig = `{
  "post_types": [{"name": "book", "public": true, "rewrite_slug": "books", "with_front": false,
    "hierarchical": false, "has_archive": true, "query_var": "book"}],
  "taxonomies": [{"name": "genre", "public": true, "rewrite_slug": "genre", "hierarchical": true,
    "rewrite_hierarchical": true, "object_types": ["book"]}]
}`

// The permalink structures the test switches between. The last one has a front ("/blog/",
// which book leaves out with with_front false and genre keeps) and no trailing slash.
var permalinkStructures = []struct{ name, structure string }{
	{"postname", "/%postname%/"},
	{"year-month", "/%year%/%monthnum%/%postname%/"},
	{"plain", ""},
	{"front-no-slash", "/blog/%post_id%/%postname%"},
}

func set(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// TestLiveWordPress checks wpsitemap against WordPress itself: the links of every object,
// the set listed, and how fast edits show.
func TestLiveWordPress(t *testing.T) {
	port := freePort(t)
	home := "http://127.0.0.1:" + strconv.Itoa(port)
	s := newSite(t, dbtest.TempDB(t, "wp_live"), home)
	config := filepath.Join(t.TempDir(), "types.json")
	if err := os.WriteFile(config, []byte(typesConfig), 0o644); err != nil {
		t.Fatal(err)
	}

	builtinTypes, builtinTaxes := set("post", "page"), set("category", "post_tag")
	allTypes, allTaxes := set("post", "page", "book"), set("category", "post_tag", "genre")
	// How wpsitemap learns that book and genre are public: Yoast's option, or the file.
	evidence := []struct {
		name   string
		titles string // wpe2e.php titles on|off
		config string
	}{
		{"wpseo_titles", "on", ""},
		{"WPSITEMAP_CONFIG", "off", config},
	}
	for _, ps := range permalinkStructures {
		t.Run(ps.name, func(t *testing.T) {
			s.setPermalinks(t, ps.structure)
			for _, ev := range evidence {
				t.Run(ev.name, func(t *testing.T) {
					s.must(t, "titles", ev.titles)
					e := s.expect(t)
					if e.PermalinkStructure != ps.structure {
						t.Fatalf("permalink_structure is %q, want %q", e.PermalinkStructure, ps.structure)
					}
					listed, leftOut := wpsitemapURLs(t, s.db, ev.config)
					compareListing(t, e, listed, leftOut, allTypes, allTaxes)
				})
			}
		})
	}

	// Without either, wpsitemap cannot know that book and genre are public: they are left
	// out, and everything else is as before.
	t.Run("no-evidence", func(t *testing.T) {
		s.setPermalinks(t, "/%postname%/")
		s.must(t, "titles", "off")
		listed, leftOut := wpsitemapURLs(t, s.db, "")
		compareListing(t, s.expect(t), listed, leftOut, builtinTypes, builtinTaxes)
	})

	// A static front page and a posts page: both leave their sitemap rows for the first
	// entries, and the front page's link is the home URL.
	t.Run("static-front-page", func(t *testing.T) {
		s.must(t, "titles", "on")
		// The posts page is the Sample Page of wp_install.
		s.must(t, "option", "page_on_front", strconv.FormatInt(s.ids["page_about"], 10), "page_for_posts", "2", "show_on_front", "page")
		defer s.must(t, "option", "show_on_front", "posts", "page_on_front", "0", "page_for_posts", "0")
		listed, leftOut := wpsitemapURLs(t, s.db, "")
		compareListing(t, s.expect(t), listed, leftOut, allTypes, allTaxes)
	})

	// WordPress in a subfolder of its host (Debian's Apache configuration serves it at
	// /wordpress): every link carries the path.
	t.Run("home-in-subfolder", func(t *testing.T) {
		s.must(t, "titles", "on")
		s.must(t, "option", "home", home+"/wordpress", "siteurl", home+"/wordpress")
		defer s.must(t, "option", "home", home, "siteurl", home)
		listed, leftOut := wpsitemapURLs(t, s.db, "")
		compareListing(t, s.expect(t), listed, leftOut, allTypes, allTaxes)
	})

	t.Run("changes", func(t *testing.T) {
		s.setPermalinks(t, "/%postname%/")
		s.must(t, "titles", "on")
		svc := serveWpsitemap(t, s.db, port, "")
		// Which way it follows the edits: the binary log when the server writes one
		// in row format (the test user is root), else polling.
		// Following the log, every edit shows within 10 s. Polling finds an edit no index
		// shows (a retitle without revision) by a full read, at most once per 10 times
		// what the last one took (docs/architecture.md): on a loaded machine a full read
		// of this site can take over a second, so polling gets a minute.
		within := 10 * time.Second
		if out := svc.out.String(); strings.Contains(out, "changes are found through the binary log") {
			t.Log("wpsitemap follows the binary log")
		} else {
			t.Log("wpsitemap polls tables for changes")
			within = time.Minute
		}
		testChanges(t, s, allTypes, allTaxes, within)
	})
}

// testChanges edits the site through WordPress and checks that wpsitemap's sitemaps, over
// HTTP, list exactly what WordPress then says should be listed within the given time (the
// service reads its data version at most once a second), the video and news sitemaps included.
func testChanges(t *testing.T, s *site, types, taxes map[string]bool, within time.Duration) {
	index := s.home + "/sitemap_index.xml"

	// matches polls the served sitemaps until their locs are exactly the listed URLs of e,
	// the lastmods of posts are WordPress's, and the video and news sitemaps are e's.
	matches := func(t *testing.T, e *expectation, what string) *served {
		t.Helper()
		want := map[string]bool{}
		lastmod := map[string]string{}
		for _, o := range e.listed(types, taxes) {
			want[o.URL] = true
			if o.LastMod != "" {
				lastmod[o.URL] = o.LastMod
			}
		}
		var last *served
		took := eventually(t, within, what, func() error {
			got, err := fetchAll(index)
			if err != nil {
				return err
			}
			last = got
			have := map[string]bool{}
			for loc := range got.locs {
				have[loc] = true
			}
			if d := diffSets(have, want); d != "" {
				return fmt.Errorf("served sitemaps differ from WordPress:%s", d)
			}
			for loc, w := range lastmod {
				served, err := time.Parse(time.RFC3339, got.locs[loc].LastMod)
				if err != nil || served.UTC().Format("2006-01-02T15:04:05Z") != w {
					return fmt.Errorf("%s: lastmod %q, WordPress says %s", loc, got.locs[loc].LastMod, w)
				}
			}
			return checkAddOns(s.home, e, types)
		})
		t.Logf("%s: served after %v", what, took.Round(10*time.Millisecond))
		return last
	}

	t.Run("baseline", func(t *testing.T) {
		e := s.expect(t)
		if err := checkAddOnContent(e, s.ids); err != nil {
			t.Fatal(err)
		}
		got := matches(t, e, "as installed")
		if got == nil {
			return
		}
		// Images: the featured image and the full-size file of a resized wp-image-N copy.
		urls := map[string]string{}
		for _, p := range e.Posts {
			urls[strconv.FormatInt(p.ID, 10)] = p.URL
		}
		if len(e.Images) == 0 {
			t.Fatal("WordPress reports no images; the content should have some")
		}
		for id, want := range e.Images {
			entry, ok := got.locs[urls[id]]
			if !ok {
				t.Errorf("post %s (%s) is not served", id, urls[id])
				continue
			}
			var have []string
			for _, im := range entry.Images {
				have = append(have, im.Loc)
			}
			for _, w := range want {
				if !slices.Contains(have, w) {
					t.Errorf("post %s (%s): image %s is not listed; listed: %q", id, urls[id], w, have)
				}
			}
		}
	})

	mutate := func(t *testing.T, m map[string]any) map[string]any {
		t.Helper()
		b, _ := json.Marshal(m)
		var r map[string]any
		if err := json.Unmarshal(s.must(t, "mutate", string(b)), &r); err != nil {
			t.Fatal(err)
		}
		return r
	}
	id := func(name string) int64 {
		v, ok := s.ids[name]
		if !ok {
			t.Fatalf("no content named %s", name)
		}
		return v
	}
	changes := []struct {
		name string
		m    map[string]any
	}{
		// A new slug: the old URL goes, the new one comes.
		{"rename", map[string]any{"op": "rename", "id": id("post_plain"), "title": "A renamed post", "slug": "a-renamed-post"}},
		// The same for a post type without revisions (book), while a post is scheduled: the
		// edit changes nothing but the row itself (no new revision row, no meta, no term
		// count), and its post_modified is older than the scheduled post's.
		{"rename-without-revision", map[string]any{"op": "rename", "id": id("book_dune"), "title": "Dune Messiah", "slug": "dune-messiah"}},
		// A new title only, on a post type without revisions: the URL stays, its lastmod moves.
		{"retitle-without-revision", map[string]any{"op": "rename", "id": id("book_annotated"), "title": "The Annotated Edition, revised"}},
		// The only post of a tag, a category and an author: all four go.
		{"unpublish", map[string]any{"op": "unpublish", "id": id("post_unicode")}},
		// A page (no terms, so no term count changes) back to draft, while a post is
		// scheduled: only the row's status and post_modified change.
		{"unpublish-page", map[string]any{"op": "unpublish", "id": id("page_leaders")}},
		// A book without genre back to draft: no revision (books have none), no term, no meta;
		// only the row's status and post_modified change, and a post is scheduled later.
		{"unpublish-without-revision", map[string]any{"op": "unpublish", "id": id("book_no_genre")}},
		// The only book of a genre: both go.
		{"trash", map[string]any{"op": "trash", "id": id("book_cosmos")}},
		// Deleted outright, not trashed first: no post is modified, no term count changes.
		{"delete", map[string]any{"op": "delete", "id": id("page_contact")}},
		// A YouTube URL pasted alone on a line into an old post without video: the post joins
		// the video sitemap and, modified now, the news sitemap.
		{"embed-video", map[string]any{"op": "embed", "id": id("post_dup1"), "url": "https://www.youtube.com/watch?v=9bZkp7q19f0"}},
		// A first post for an author in a new category: post, category and author come; it
		// is the newest article of the news sitemap.
		{"publish", map[string]any{"op": "publish", "title": "Breaking news", "author": id("user_carol"), "category": "Breaking"}},
	}
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			r := mutate(t, c.m)
			t.Logf("WordPress: %v", r)
			matches(t, s.expect(t), c.name)
		})
	}
}
