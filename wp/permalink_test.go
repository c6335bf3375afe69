package wp

import (
	"testing"
)

// fakeData is a LinkData over plain maps.
type fakeData struct {
	posts   map[int64]*PostRef
	cats    map[int64][]int64
	primary map[int64]int64
	terms   map[int64]*TermRef
	names   map[int64]string
}

func (f *fakeData) Post(id int64) (*PostRef, bool) { p, ok := f.posts[id]; return p, ok }
func (f *fakeData) Categories(id int64) []int64    { return f.cats[id] }
func (f *fakeData) PrimaryCategory(id int64) int64 { return f.primary[id] }
func (f *fakeData) Term(id int64) (*TermRef, bool) { t, ok := f.terms[id]; return t, ok }
func (f *fakeData) Nicename(id int64) string       { return f.names[id] }

func newTestSite(t testing.TB, opts map[string]string) *Site {
	t.Helper()
	raw := map[string]string{"home": "https://example.com", "siteurl": "https://example.com", "default_category": "1"}
	for k, v := range opts {
		raw[k] = v
	}
	s, err := NewSite(raw, "wp_")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func testData() *fakeData {
	return &fakeData{
		posts: map[int64]*PostRef{
			10: {ID: 10, Type: "page", Status: "publish", Name: "about"},
			11: {ID: 11, Type: "page", Status: "publish", Name: "team", Parent: 10},
			12: {ID: 12, Type: "page", Status: "private", Name: "secret"},
			13: {ID: 13, Type: "page", Status: "publish", Name: "child", Parent: 12},
			20: {ID: 20, Type: "guide", Status: "publish", Name: "basics"},
			21: {ID: 21, Type: "guide", Status: "publish", Name: "install", Parent: 20},
		},
		cats:    map[int64][]int64{100: {7, 3}, 101: {7, 3}, 102: nil},
		primary: map[int64]int64{101: 7, 102: 3},
		terms: map[int64]*TermRef{
			1: {ID: 1, Taxonomy: "category", Slug: "uncategorized"},
			2: {ID: 2, Taxonomy: "category", Slug: "world"},
			3: {ID: 3, Taxonomy: "category", Slug: "europe", Parent: 2},
			7: {ID: 7, Taxonomy: "category", Slug: "sports"},
		},
		names: map[int64]string{5: "jose-garcia"},
	}
}

// The expected links below are written by hand from WordPress's
// get_permalink (link-template.php), not computed by this package.
func TestPostLinks(t *testing.T) {
	post := func(id int64, status string) *PostRef {
		return &PostRef{ID: id, Type: "post", Status: status, Name: "hello-world", Date: "2023-01-01 01:30:09", Author: 5}
	}
	tests := []struct {
		name      string
		structure string
		p         *PostRef
		want      string
	}{
		{"plain", "", post(100, "publish"), "https://example.com/?p=100"},
		{"postname", "/%postname%/", post(100, "publish"), "https://example.com/hello-world/"},
		{"no trailing slash", "/%postname%", post(100, "publish"), "https://example.com/hello-world"},
		{"dates use local post_date", "/%year%/%monthnum%/%day%/%hour%/%minute%/%second%/%postname%/", post(100, "publish"), "https://example.com/2023/01/01/01/30/09/hello-world/"},
		{"post id", "/archives/%post_id%", post(100, "publish"), "https://example.com/archives/100"},
		{"html suffix", "/%postname%.html", post(100, "publish"), "https://example.com/hello-world.html"},
		{"category: lowest term id with parents", "/%category%/%postname%/", post(100, "publish"), "https://example.com/world/europe/hello-world/"},
		{"category: Yoast primary wins", "/%category%/%postname%/", post(101, "publish"), "https://example.com/sports/hello-world/"},
		{"category: primary not among the post's: default category", "/%category%/%postname%/", post(102, "publish"), "https://example.com/uncategorized/hello-world/"},
		{"author", "/%author%/%postname%/", post(100, "publish"), "https://example.com/jose-garcia/hello-world/"},
		{"index.php", "/index.php/%postname%/", post(100, "publish"), "https://example.com/index.php/hello-world/"},
		{"draft is plain", "/%postname%/", post(100, "draft"), "https://example.com/?p=100"},
		{"private is plain for visitors", "/%postname%/", post(100, "private"), "https://example.com/?p=100"},
		{"future is plain", "/%postname%/", post(100, "future"), "https://example.com/?p=100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestSite(t, map[string]string{"permalink_structure": tt.structure})
			l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
			if got := l.Post(tt.p, testData()); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPageAndCustomTypeLinks(t *testing.T) {
	d := testData()
	hier := true
	slug := "docs"
	front := false
	over := &TypeOverrides{PostTypes: []PostTypeOverride{{Name: "guide", Public: &hier, Hierarchical: &hier, Slug: &slug, WithFront: &front}}}
	tests := []struct {
		name, structure, home string
		opts                  map[string]string
		p                     *PostRef
		want                  string
	}{
		{"page with parent", "/blog/%postname%/", "", nil, d.posts[11], "https://example.com/about/team/"},
		{"page under a private parent keeps the path", "/%postname%/", "", nil, d.posts[13], "https://example.com/secret/child/"},
		{"private page is plain", "/%postname%/", "", nil, d.posts[12], "https://example.com/?page_id=12"},
		{"page with plain permalinks", "", "", nil, d.posts[11], "https://example.com/?page_id=11"},
		{"page under index.php", "/index.php/%postname%/", "", nil, d.posts[11], "https://example.com/index.php/about/team/"},
		{"front page is home", "/%postname%/", "", map[string]string{"show_on_front": "page", "page_on_front": "10"}, d.posts[10], "https://example.com/"},
		{"a page_on_front left over under show_on_front posts is an ordinary page", "/%postname%/", "", map[string]string{"show_on_front": "posts", "page_on_front": "10"}, d.posts[10], "https://example.com/about/"},
		{"home in a subdirectory", "/%postname%/", "https://example.com/blog", nil, d.posts[11], "https://example.com/blog/about/team/"},
		{"hierarchical custom type without front", "/blog/%postname%/", "", nil, d.posts[21], "https://example.com/docs/basics/install/"},
		{"custom type with plain permalinks uses its query var", "", "", nil, d.posts[21], "https://example.com/?guide=basics/install"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := map[string]string{"permalink_structure": tt.structure}
			if tt.home != "" {
				opts["home"] = tt.home
			}
			for k, v := range tt.opts {
				opts[k] = v
			}
			s := newTestSite(t, opts)
			l := NewLinker(s, NewRegistry(s, &TypeFacts{}, over))
			if got := l.Post(tt.p, d); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTermAndAuthorLinks(t *testing.T) {
	d := testData()
	tests := []struct {
		name, structure string
		opts            map[string]string
		term            *TermRef
		want            string
	}{
		{"category with parent", "/%postname%/", nil, d.terms[3], "https://example.com/category/world/europe/"},
		{"category base set: no front", "/blog/%postname%/", map[string]string{"category_base": "topics"}, d.terms[3], "https://example.com/topics/world/europe/"},
		{"category with front", "/blog/%postname%/", nil, d.terms[3], "https://example.com/blog/category/world/europe/"},
		{"category plain", "", nil, d.terms[3], "https://example.com/?cat=3"},
		{"tag plain", "", nil, &TermRef{ID: 9, Taxonomy: "post_tag", Slug: "go"}, "https://example.com/?tag=go"},
		{"tag base", "/%postname%/", map[string]string{"tag_base": "keyword"}, &TermRef{ID: 9, Taxonomy: "post_tag", Slug: "go"}, "https://example.com/keyword/go/"},
		{"index.php category", "/index.php/%postname%/", nil, d.terms[7], "https://example.com/index.php/category/sports/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := map[string]string{"permalink_structure": tt.structure}
			for k, v := range tt.opts {
				opts[k] = v
			}
			s := newTestSite(t, opts)
			l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
			if got := l.Term(tt.term, d); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	for _, tt := range []struct{ structure, want string }{
		{"", "https://example.com/?author=5"},
		{"/%postname%/", "https://example.com/author/jose-garcia/"},
		{"/blog/%postname%", "https://example.com/blog/author/jose-garcia"},
	} {
		s := newTestSite(t, map[string]string{"permalink_structure": tt.structure})
		if got := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil)).Author(5, "jose-garcia"); got != tt.want {
			t.Errorf("author with %q: got %q, want %q", tt.structure, got, tt.want)
		}
	}
}

func TestPartURLs(t *testing.T) {
	p := &PostRef{ID: 7, Type: "post", Status: "publish", Name: "story"}
	for _, tt := range []struct{ structure, link, want string }{
		{"/%postname%/", "https://example.com/story/", "https://example.com/story/2/"},
		{"/%postname%", "https://example.com/story", "https://example.com/story/2"},
		{"", "https://example.com/?p=7", "https://example.com/?p=7&page=2"},
	} {
		s := newTestSite(t, map[string]string{"permalink_structure": tt.structure})
		l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
		if got := l.PartURL(p, tt.link, 2, testData()); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.structure, got, tt.want)
		}
	}
}

func TestCorruptOptionIsDefault(t *testing.T) {
	s := newTestSite(t, map[string]string{
		"wpseo_titles":        `a:2:{s:18:"disable-attachment";b:0;s:12:"noindex-post";b:1`, // truncated
		"wpseo_taxonomy_meta": `a:1:{s:8:"category";a:1:{i:6;a:1:{s:13:"wpseo_noindex";s:99:"noindex";}}}`,
	})
	if len(s.Warnings) != 2 {
		t.Fatalf("warnings = %q, want one per corrupt option", s.Warnings)
	}
	if _, ok := s.Title("noindex-post"); ok {
		t.Error("a corrupt wpseo_titles must read as absent, so that Yoast's defaults apply")
	}
	if n, _ := s.TermMeta("category", 6); n != "default" {
		t.Errorf("term noindex from a corrupt option = %q, want default", n)
	}
}

func FuzzUnserialize(f *testing.F) {
	for _, s := range []string{`a:1:{s:1:"a";b:1;}`, `s:3:"abc";`, `a:2:{i:0;d:1.5;i:1;N;}`, `O:8:"stdClass":0:{}`, `a:1:{s:5:"x`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = Unserialize(s) // must not panic
		_, _ = NewSite(map[string]string{"home": "https://e.com", "wpseo_titles": s, "rewrite_rules": s}, "wp_")
	})
}

// TestStripCategoryBase: with Yoast's stripcategorybase on, category links
// lose the first "{category_base or category}/" (anywhere in the link, even
// in the home path); other taxonomies and post links with %category% keep
// theirs. Expected links written by hand from Yoast's no_category_base.
func TestStripCategoryBase(t *testing.T) {
	const on = `a:1:{s:17:"stripcategorybase";b:1;}`
	const off = `a:1:{s:17:"stripcategorybase";b:0;}`
	d := testData()
	tag := &TermRef{ID: 9, Taxonomy: "post_tag", Slug: "go"}
	tests := []struct {
		name, structure, base, home, titles string
		term                                *TermRef
		want                                string
	}{
		{"default base", "/%postname%/", "", "", on, d.terms[3], "https://example.com/world/europe/"},
		{"off", "/%postname%/", "", "", off, d.terms[3], "https://example.com/category/world/europe/"},
		{"custom base", "/blog/%postname%/", "topics", "", on, d.terms[7], "https://example.com/sports/"},
		{"custom base stored with a leading slash", "/%postname%/", "/topics", "", on, d.terms[3], "https://example.com/world/europe/"},
		{"with front", "/blog/%postname%/", "", "", on, d.terms[3], "https://example.com/blog/world/europe/"},
		{"the first occurrence, in the home path", "/%postname%/", "", "https://example.com/category/site", on, d.terms[7], "https://example.com/site/category/sports/"},
		{"plain permalinks have no base", "", "", "", on, d.terms[3], "https://example.com/?cat=3"},
		{"tags keep their base", "/%postname%/", "", "", on, tag, "https://example.com/tag/go/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := map[string]string{"permalink_structure": tt.structure, "category_base": tt.base, "wpseo_titles": tt.titles}
			if tt.home != "" {
				opts["home"] = tt.home
			}
			s := newTestSite(t, opts)
			l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
			if got := l.Term(tt.term, d); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
	// Post links are built by get_permalink, which Yoast's filter does not
	// touch: a base equal to the top category stays in the post link.
	s := newTestSite(t, map[string]string{"permalink_structure": "/%category%/%postname%/", "category_base": "world", "wpseo_titles": on})
	l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
	post := &PostRef{ID: 100, Type: "post", Status: "publish", Name: "hello-world", Date: "2023-01-01 01:30:09"}
	if got, want := l.Post(post, d), "https://example.com/world/europe/hello-world/"; got != want {
		t.Errorf("post link %q, want %q", got, want)
	}
	if got, want := l.Term(d.terms[3], d), "https://example.com/world/europe/"; got != want {
		t.Errorf("category link %q, want %q", got, want)
	}
}

// TestFrontAndPostsPage: WordPress only has a front page and a posts page
// when show_on_front is "page"; otherwise the stored IDs are leftovers.
func TestFrontAndPostsPage(t *testing.T) {
	for _, tt := range []struct {
		show        string
		front, blog int64
	}{
		{"page", 4, 5},
		{"posts", 0, 0},
		{"", 0, 0}, // not stored: WordPress's default, posts
	} {
		opts := map[string]string{"page_on_front": "4", "page_for_posts": "5"}
		if tt.show != "" {
			opts["show_on_front"] = tt.show
		}
		s := newTestSite(t, opts)
		if s.FrontPageID() != tt.front || s.PostsPageID() != tt.blog {
			t.Errorf("show_on_front %q: front %d, posts page %d; want %d, %d", tt.show, s.FrontPageID(), s.PostsPageID(), tt.front, tt.blog)
		}
	}
}

// TestUnserializeRefusesImpossibleCounts: a declared count the data cannot
// hold is refused before the decoder allocates for it (FuzzUnserialize found
// "a:166666666:{" taking minutes and gigabytes); real values still decode.
func TestUnserializeRefusesImpossibleCounts(t *testing.T) {
	for _, bad := range []string{`a:166666666:{s:5:"x`, `a:2:{i:0;a:99999999999:{}}`, `O:8:"stdClass":4000000:{}`} {
		if _, err := Unserialize(bad); err == nil {
			t.Errorf("Unserialize(%q): no error", bad)
		}
	}
	v, err := Unserialize(`a:2:{s:1:"a";a:1:{i:0;s:4:"x:{}";}s:1:"b";b:1;}`)
	if err != nil || len(asArray(v)) != 2 {
		t.Errorf("a real value: %v, %v", v, err)
	}
}
