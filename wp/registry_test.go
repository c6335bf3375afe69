package wp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRegistryEvidence(t *testing.T) {
	s := newTestSite(t, map[string]string{
		"permalink_structure": "/blog/%postname%/",
		// A public CPT registered with with_front true (rule under blog/), one
		// with an archive under its own slug, and a taxonomy.
		"rewrite_rules": serialize(
			"recipes/?$", "index.php?post_type=recipe",
			"recipes/([^/]+)(?:/([0-9]+))?/?$", "index.php?recipe=$matches[1]&page=$matches[2]",
			"blog/lessons/(.+?)(?:/([0-9]+))?/?$", "index.php?lesson=$matches[1]&page=$matches[2]",
			"blog/cuisine/([^/]+)/?$", "index.php?cuisine=$matches[1]",
		),
		"wpseo_titles": `a:4:{s:14:"noindex-recipe";b:0;s:14:"noindex-lesson";b:0;s:19:"noindex-tax-cuisine";b:0;s:12:"noindex-post";b:0;}`,
	})
	facts := &TypeFacts{
		PostTypes:      map[string]int64{"post": 3, "recipe": 2, "lesson": 1, "shop_order": 40, "revision": 9},
		Taxonomies:     map[string]bool{"category": true, "cuisine": true, "pa_color": true},
		TaxObjectTypes: map[string][]string{"cuisine": {"recipe"}, "pa_color": {"product"}},
	}
	r := NewRegistry(s, facts, nil)
	recipe := r.PostType("recipe")
	if recipe == nil || !recipe.Public || recipe.Slug != "recipes" || recipe.WithFront || !recipe.HasArchive || recipe.ArchiveSlug != "recipes" {
		t.Errorf("recipe = %+v", recipe)
	}
	lesson := r.PostType("lesson")
	if lesson == nil || !lesson.Hierarchical || lesson.Slug != "lessons" || !lesson.WithFront || lesson.HasArchive {
		t.Errorf("lesson = %+v", lesson)
	}
	cuisine := r.Taxonomy("cuisine")
	if cuisine == nil || !cuisine.Public || cuisine.Slug != "cuisine" || !cuisine.WithFront || cuisine.RewriteHierarchical || len(cuisine.ObjectTypes) != 1 {
		t.Errorf("cuisine = %+v", cuisine)
	}
	// A plugin's internal type with many rows but no evidence is never listed.
	var skipped []string
	for _, sk := range r.Skipped {
		skipped = append(skipped, sk.Name)
	}
	got := strings.Join(skipped, ",")
	if !strings.Contains(got, "shop_order") || !strings.Contains(got, "pa_color") {
		t.Errorf("skipped = %q, want shop_order and pa_color named", got)
	}
	for _, pt := range r.PostTypes {
		if pt.Name == "shop_order" || pt.Name == "revision" {
			t.Errorf("%s is registered as public", pt.Name)
		}
	}
	// Registration order follows the stored rules: recipe before lesson.
	var order []string
	for _, pt := range r.PostTypes {
		order = append(order, pt.Name)
	}
	if strings.Join(order, ",") != "post,page,attachment,recipe,lesson" {
		t.Errorf("order = %v", order)
	}
}

// serialize writes a PHP array of string pairs, as PHP's serialize does.
func serialize(kv ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "a:%d:{", len(kv)/2)
	for _, v := range kv {
		fmt.Fprintf(&b, "s:%d:\"%s\";", len(v), v)
	}
	return b.String() + "}"
}

// yoastTitles writes a wpseo_titles option whose keys, in this order, are
// all false, as Yoast stores them.
func yoastTitles(keys ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "a:%d:{", len(keys))
	for _, k := range keys {
		fmt.Fprintf(&b, "s:%d:\"%s\";b:0;", len(k), k)
	}
	return b.String() + "}"
}

// singleRule and archiveRule are the rules WP_Rewrite stores for a custom
// post type with pretty permalinks.
func singleRule(slug, qv string) []string {
	return []string{slug + "/([^/]+)(?:/([0-9]+))?/?$", "index.php?" + qv + "=$matches[1]&page=$matches[2]"}
}

func archiveRule(slug, pt string) []string {
	return []string{slug + "/?$", "index.php?post_type=" + pt}
}

func termRule(slug, qv string) []string {
	return []string{slug + "/([^/]+)/?$", "index.php?" + qv + "=$matches[1]"}
}

func rules(rs ...[]string) string {
	var kv []string
	for _, r := range rs {
		kv = append(kv, r...)
	}
	return serialize(kv...)
}

// TestRegistrationOrder: the index lists custom post types and taxonomies
// in registration order as wpseo_titles and rewrite_rules keep it, never
// alphabetically, and never by the archive rules WordPress puts first.
func TestRegistrationOrder(t *testing.T) {
	names := func(r *Registry) string {
		var pts, taxes []string
		for _, p := range r.PostTypes {
			pts = append(pts, p.Name)
		}
		for _, tx := range r.Taxonomies {
			taxes = append(taxes, tx.Name)
		}
		return strings.Join(pts, ",") + " | " + strings.Join(taxes, ",")
	}
	facts := &TypeFacts{PostTypes: map[string]int64{"post": 1, "zine": 1, "book": 1, "zeta": 1, "alpha": 1},
		Taxonomies: map[string]bool{"zone": true, "area": true}}
	tests := []struct {
		name  string
		opts  map[string]string
		over  *TypeOverrides
		facts *TypeFacts
		want  string
	}{
		{"archive rules come first but do not place the type", map[string]string{
			"permalink_structure": "/%postname%/",
			"rewrite_rules":       rules(archiveRule("alphas", "alpha"), singleRule("zetas", "zeta"), singleRule("alphas", "alpha"), termRule("zone", "zone"), termRule("area", "area")),
			"wpseo_titles":        yoastTitles("noindex-post", "noindex-zeta", "noindex-alpha", "noindex-ptarchive-alpha", "noindex-tax-category", "noindex-tax-zone", "noindex-tax-area"),
		}, nil, facts, "post,page,attachment,zeta,alpha | category,post_tag,post_format,zone,area"},
		{"plain permalinks: wpseo_titles alone", map[string]string{
			"wpseo_titles": yoastTitles("noindex-zine", "noindex-book", "noindex-tax-zone", "noindex-tax-area"),
		}, nil, facts, "post,page,attachment,zine,book | category,post_tag,post_format,zone,area"},
		{"a type registered after Yoast saved its options sits where the rules put it", map[string]string{
			"permalink_structure": "/%postname%/",
			"rewrite_rules":       rules(singleRule("zetas", "zeta"), singleRule("news", "newbie"), singleRule("alphas", "alpha")),
			"wpseo_titles":        yoastTitles("noindex-zeta", "noindex-alpha"),
		}, &TypeOverrides{PostTypes: []PostTypeOverride{{Name: "newbie", Public: ptrTo(true)}}}, facts, "post,page,attachment,zeta,newbie,alpha | category,post_tag,post_format"},
		{"wpseo_titles wins where the two disagree", map[string]string{
			"permalink_structure": "/%postname%/",
			"rewrite_rules":       rules(singleRule("alphas", "alpha"), singleRule("zetas", "zeta")),
			"wpseo_titles":        yoastTitles("noindex-zeta", "noindex-alpha"),
		}, nil, facts, "post,page,attachment,zeta,alpha | category,post_tag,post_format"},
		{"types the rules alone know come after the last one wpseo_titles knows", map[string]string{
			"permalink_structure": "/%postname%/",
			"rewrite_rules":       rules(singleRule("zetas", "zeta"), singleRule("news", "newbie"), singleRule("alphas", "alpha")),
			"wpseo_titles":        yoastTitles("noindex-zeta"),
		}, &TypeOverrides{PostTypes: []PostTypeOverride{{Name: "alpha", Public: ptrTo(true)}, {Name: "newbie", Public: ptrTo(true)}}}, facts, "post,page,attachment,zeta,newbie,alpha | category,post_tag,post_format"},
		{"types known only from WPSITEMAP_CONFIG keep its order", nil, &TypeOverrides{PostTypes: []PostTypeOverride{
			{Name: "zzz", Public: ptrTo(true)}, {Name: "aaa", Public: ptrTo(true)}}}, facts, "post,page,attachment,zzz,aaa | category,post_tag,post_format"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestSite(t, tt.opts)
			if got := names(NewRegistry(s, tt.facts, tt.over)); got != tt.want {
				t.Errorf("order %q, want %q", got, tt.want)
			}
		})
	}
}

func ptrTo[T any](v T) *T { return &v }

// TestRemovedPluginTypes: on a site with pretty permalinks and stored
// rewrite rules, a type Yoast still has keys for but the rules no longer
// mention (its plugin is gone) is left out, with the reason; plain
// permalinks, missing rules and WPSITEMAP_CONFIG keep it.
func TestRemovedPluginTypes(t *testing.T) {
	titles := yoastTitles("noindex-event", "noindex-recipe", "noindex-ptarchive-recipe", "noindex-tax-cuisine")
	facts := &TypeFacts{PostTypes: map[string]int64{"event": 2, "recipe": 3}, Taxonomies: map[string]bool{"cuisine": true},
		TaxObjectTypes: map[string][]string{"cuisine": {"recipe"}}}
	pretty := rules(archiveRule("events", "event"), singleRule("events", "event"))
	tests := []struct {
		name   string
		opts   map[string]string
		over   *TypeOverrides
		listed bool
	}{
		{"pretty permalinks, rules without it", map[string]string{"permalink_structure": "/%postname%/", "rewrite_rules": pretty}, nil, false},
		{"plain permalinks store no rules", map[string]string{"rewrite_rules": ""}, nil, true},
		{"pretty permalinks, rules not stored yet", map[string]string{"permalink_structure": "/%postname%/"}, nil, true},
		{"named in WPSITEMAP_CONFIG", map[string]string{"permalink_structure": "/%postname%/", "rewrite_rules": pretty},
			&TypeOverrides{PostTypes: []PostTypeOverride{{Name: "recipe", Public: ptrTo(true)}}, Taxonomies: []TaxonomyOverride{{Name: "cuisine", Public: ptrTo(true)}}}, true},
		{"only a feed rule mentions it", map[string]string{"permalink_structure": "/%postname%/",
			"rewrite_rules": rules([]string{"recipes/feed/?$", "index.php?post_type=recipe&feed=rss2"}, []string{"cuisine/x/?$", "index.php?taxonomy=cuisine&term=x"})}, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.opts["wpseo_titles"] = titles
			r := NewRegistry(newTestSite(t, tt.opts), facts, tt.over)
			if r.PostType("event") == nil || !r.PostType("event").Public {
				t.Fatal("event, which the rules mention, must stay")
			}
			listedPT := false
			for _, p := range r.PostTypes {
				listedPT = listedPT || p.Name == "recipe"
			}
			listedTax := false
			for _, x := range r.Taxonomies {
				listedTax = listedTax || x.Name == "cuisine"
			}
			if listedPT != tt.listed || listedTax != tt.listed {
				t.Errorf("recipe listed %v, cuisine listed %v, want %v", listedPT, listedTax, tt.listed)
			}
			skipped := map[string]string{}
			for _, sk := range r.Skipped {
				skipped[sk.Name] = sk.Reason
			}
			if !tt.listed && (!strings.Contains(skipped["recipe"], "rewrite_rules do not mention it") || !strings.Contains(skipped["cuisine"], "rewrite_rules do not mention it")) {
				t.Errorf("skipped reasons %q", skipped)
			}
		})
	}
}

// registryWant is what a NewRegistry case expects: the listed post types and
// taxonomies in order, every Skipped entry in order, and the full facts of
// the named types (a nil entry: the registry does not know the name).
type registryWant struct {
	postTypes, taxonomies string // listed names, comma-separated
	skipped               []Skipped
	pt                    map[string]*PostType
	tax                   map[string]*Taxonomy
}

// TestNewRegistryRules pins the rules NewRegistry applies that the other
// registry tests leave out: PATHINFO permalinks, rewrite rules it must not
// read, the first rule of a type winning, WordPress's internal types, every
// WPSITEMAP_CONFIG field, and where a taxonomy's hierarchy comes from.
func TestNewRegistryRules(t *testing.T) {
	noEvidence := func(kind, name string) Skipped {
		key := "noindex-" + name
		if kind == "taxonomy" {
			key = "noindex-tax-" + name
		}
		return Skipped{kind, name, "no evidence that it is public (no Yoast " + key + " setting, not in WPSITEMAP_CONFIG)"}
	}
	tests := []struct {
		name  string
		opts  map[string]string
		facts *TypeFacts
		over  *TypeOverrides
		want  registryWant
	}{
		{
			name: "PATHINFO permalinks under a front: a rule under index.php/ alone is not with_front",
			opts: map[string]string{
				"permalink_structure": "/index.php/blog/%postname%/",
				"category_base":       "topics",
				"rewrite_rules": rules(archiveRule("index.php/books", "book"), singleRule("index.php/books", "book"),
					singleRule("index.php/blog/lessons", "lesson"), termRule("index.php/genre", "genre")),
				"wpseo_titles": yoastTitles("noindex-book", "noindex-lesson", "noindex-tax-genre"),
			},
			facts: &TypeFacts{PostTypes: map[string]int64{"book": 1, "lesson": 1}, Taxonomies: map[string]bool{"genre": true}},
			want: registryWant{
				postTypes:  "post,page,attachment,book,lesson",
				taxonomies: "category,post_tag,post_format,genre",
				pt: map[string]*PostType{
					"book": {Name: "book", Public: true, HasArchive: true, ArchiveSlug: "books", Rewrite: true, Slug: "books",
						QueryVar: "book", Source: "rewrite_rules+wpseo_titles"},
					"lesson": {Name: "lesson", Public: true, Rewrite: true, Slug: "lessons", WithFront: true,
						QueryVar: "lesson", Source: "rewrite_rules+wpseo_titles"},
				},
				tax: map[string]*Taxonomy{
					"category": {Name: "category", Builtin: true, Public: true, Hierarchical: true, Rewrite: true, Slug: "topics",
						WithFront: true, RewriteHierarchical: true, QueryVar: "category_name", ObjectTypes: []string{"post"}, Source: "builtin"},
					"post_tag": {Name: "post_tag", Builtin: true, Public: true, Rewrite: true, Slug: "tag",
						WithFront: true, QueryVar: "tag", ObjectTypes: []string{"post"}, Source: "builtin"},
					"genre": {Name: "genre", Public: true, Rewrite: true, Slug: "genre", QueryVar: "genre", Source: "rewrite_rules+wpseo_titles"},
				},
			},
		},
		{
			name: "bases without PATHINFO are not with_front; plain permalinks have no rewrite",
			opts: map[string]string{"category_base": "topics", "tag_base": "kw"},
			want: registryWant{
				postTypes:  "post,page,attachment",
				taxonomies: "category,post_tag,post_format",
				pt: map[string]*PostType{
					"post":       {Name: "post", Builtin: true, Public: true, Source: "builtin"},
					"page":       {Name: "page", Builtin: true, Public: true, Hierarchical: true, Source: "builtin"},
					"attachment": {Name: "attachment", Builtin: true, Public: true, QueryVar: "attachment", Source: "builtin"},
				},
				tax: map[string]*Taxonomy{
					"category": {Name: "category", Builtin: true, Public: true, Hierarchical: true, Slug: "topics",
						RewriteHierarchical: true, QueryVar: "category_name", ObjectTypes: []string{"post"}, Source: "builtin"},
					"post_tag": {Name: "post_tag", Builtin: true, Public: true, Slug: "kw",
						QueryVar: "tag", ObjectTypes: []string{"post"}, Source: "builtin"},
					"post_format": {Name: "post_format", Builtin: true, Public: true, Slug: "type", WithFront: true,
						QueryVar: "post_format", ObjectTypes: []string{"post"}, Source: "builtin"},
				},
			},
		},
		{
			name: "rules that are not a type's single, archive or term rule teach nothing",
			opts: map[string]string{
				"permalink_structure": "/%postname%/",
				"rewrite_rules": rules(
					// WordPress's own single rules: posts, pages, attachments.
					singleRule("(.+?)", "pagename"), singleRule("[^/]+/attachment", "attachment"), singleRule("blog", "name"),
					// A group before the slug, no page part, no "/?$", a group in an archive.
					[]string{"([^/]+)/books/([^/]+)(?:/([0-9]+))?/?$", "index.php?book=$matches[1]&page=$matches[2]"},
					[]string{"books/([^/]+)/?$", "index.php?book=$matches[1]&page=$matches[2]"},
					[]string{"books$", "index.php?post_type=book"},
					[]string{"books/(x)/?$", "index.php?post_type=book"},
					// Term rules: a group before the slug, no slug, not a slug group, a built-in query var.
					[]string{"([^/]+)/genre/([^/]+)/?$", "index.php?genre=$matches[1]"},
					[]string{"([^/]+)/?$", "index.php?genre=$matches[1]"},
					[]string{"genre/([0-9]+)/?$", "index.php?genre=$matches[1]"},
					termRule("author", "author_name"),
				),
				"wpseo_titles": yoastTitles("noindex-book", "noindex-tax-genre"),
			},
			facts: &TypeFacts{PostTypes: map[string]int64{"book": 1}, Taxonomies: map[string]bool{"genre": true}},
			want: registryWant{
				postTypes:  "post,page,attachment,book",
				taxonomies: "category,post_tag,post_format,genre",
				pt: map[string]*PostType{
					"book":     {Name: "book", Public: true, Slug: "book", WithFront: true, QueryVar: "book", Source: "wpseo_titles"},
					"pagename": nil,
					"name":     nil,
				},
				tax: map[string]*Taxonomy{
					"genre":       {Name: "genre", Public: true, Slug: "genre", WithFront: true, QueryVar: "genre", Source: "wpseo_titles"},
					"author_name": nil,
				},
			},
		},
		{
			name: "a type's first single, archive and term rule win",
			opts: map[string]string{
				"permalink_structure": "/%postname%/",
				"rewrite_rules": rules(archiveRule("books", "book"), archiveRule("library", "book"),
					singleRule("books", "book"), []string{"old-books/(.+?)(?:/([0-9]+))?/?$", "index.php?book=$matches[1]&page=$matches[2]"},
					termRule("genre", "genre"), []string{"genres/(.+?)/?$", "index.php?genre=$matches[1]"}),
				"wpseo_titles": yoastTitles("noindex-book", "noindex-tax-genre"),
			},
			facts: &TypeFacts{PostTypes: map[string]int64{"book": 1}, Taxonomies: map[string]bool{"genre": true}},
			want: registryWant{
				postTypes:  "post,page,attachment,book",
				taxonomies: "category,post_tag,post_format,genre",
				pt: map[string]*PostType{
					"book": {Name: "book", Public: true, HasArchive: true, ArchiveSlug: "books", Rewrite: true, Slug: "books",
						WithFront: true, QueryVar: "book", Source: "rewrite_rules+wpseo_titles"},
				},
				tax: map[string]*Taxonomy{
					"genre": {Name: "genre", Public: true, Rewrite: true, Slug: "genre", WithFront: true, QueryVar: "genre",
						Source: "rewrite_rules+wpseo_titles"},
				},
			},
		},
		{
			name: "WordPress's internal types: skipped with rows, silent without, listed when configured",
			opts: map[string]string{"wpseo_titles": yoastTitles("noindex-revision", "noindex-tax-nav_menu")},
			facts: &TypeFacts{PostTypes: map[string]int64{"revision": 9, "wp_navigation": 0, "wp_block": 2},
				Taxonomies: map[string]bool{"nav_menu": true, "wp_theme": true}},
			over: &TypeOverrides{PostTypes: []PostTypeOverride{{Name: "wp_block", Public: ptrTo(true)}},
				Taxonomies: []TaxonomyOverride{{Name: "wp_theme", Public: ptrTo(true)}}},
			want: registryWant{
				postTypes:  "post,page,attachment,wp_block",
				taxonomies: "category,post_tag,post_format,wp_theme",
				skipped:    []Skipped{{"post type", "revision", "internal WordPress type, never public"}},
				pt: map[string]*PostType{
					"revision":      nil,
					"wp_navigation": nil,
					"wp_block":      {Name: "wp_block", Public: true, Slug: "wp_block", WithFront: true, QueryVar: "wp_block", Source: "config"},
				},
				tax: map[string]*Taxonomy{
					"nav_menu": nil,
					"wp_theme": {Name: "wp_theme", Public: true, Slug: "wp_theme", WithFront: true, QueryVar: "wp_theme", Source: "config"},
				},
			},
		},
		{
			name: "WPSITEMAP_CONFIG: public false, public unset, every field",
			opts: map[string]string{
				"permalink_structure": "/%postname%/",
				"rewrite_rules":       rules(singleRule("books", "book"), termRule("genre", "genre"), termRule("mood", "mood")),
				"wpseo_titles":        yoastTitles("noindex-book", "noindex-tax-genre", "noindex-ptarchive-film"),
			},
			facts: &TypeFacts{PostTypes: map[string]int64{"book": 1, "film": 1, "draft": 1},
				Taxonomies: map[string]bool{"genre": true, "mood": true, "topic": true}},
			over: &TypeOverrides{
				PostTypes: []PostTypeOverride{
					{Name: "book", Public: ptrTo(false)},
					{Name: "draft", Slug: ptrTo("drafts")},
					{Name: "film", Public: ptrTo(true), QueryVar: ptrTo("movie"), Slug: ptrTo("films")},
					{Name: "show", Public: ptrTo(true), Hierarchical: ptrTo(true), HasArchive: ptrTo(true), ArchiveSlug: ptrTo("shows"),
						Rewrite: ptrTo(false), Slug: ptrTo("tv"), WithFront: ptrTo(false)},
					{Name: "clip", Public: ptrTo(true), HasArchive: ptrTo(true), Slug: ptrTo("clips")},
				},
				Taxonomies: []TaxonomyOverride{
					{Name: "genre", Public: ptrTo(false)},
					{Name: "mood", Slug: ptrTo("moods")},
					{Name: "topic", Public: ptrTo(true), Hierarchical: ptrTo(true), Rewrite: ptrTo(false), Slug: ptrTo("topics"),
						WithFront: ptrTo(false), RewriteHierarchical: ptrTo(true), QueryVar: ptrTo("t"), ObjectTypes: []string{"film"}},
					{Name: "tone", Public: ptrTo(true), Slug: ptrTo("tones")},
				},
			},
			want: registryWant{
				postTypes:  "post,page,attachment,film,show,clip",
				taxonomies: "category,post_tag,post_format,topic,tone",
				skipped: []Skipped{
					{"post type", "book", "not public (WPSITEMAP_CONFIG)"},
					noEvidence("post type", "draft"),
					{"taxonomy", "genre", "not public (WPSITEMAP_CONFIG)"},
					noEvidence("taxonomy", "mood"),
				},
				pt: map[string]*PostType{
					"book": {Name: "book", Rewrite: true, Slug: "books", WithFront: true, QueryVar: "book",
						Source: "rewrite_rules+wpseo_titles+config"},
					"draft": {Name: "draft", Rewrite: true, Slug: "drafts", WithFront: true, QueryVar: "draft", Source: "config"},
					"film": {Name: "film", Public: true, HasArchive: true, ArchiveSlug: "film", Rewrite: true, Slug: "films",
						WithFront: true, QueryVar: "movie", Source: "config"},
					"show": {Name: "show", Public: true, Hierarchical: true, HasArchive: true, ArchiveSlug: "shows", Slug: "tv",
						QueryVar: "show", Source: "config"},
					"clip": {Name: "clip", Public: true, HasArchive: true, ArchiveSlug: "clips", Rewrite: true, Slug: "clips",
						WithFront: true, QueryVar: "clip", Source: "config"},
				},
				tax: map[string]*Taxonomy{
					"genre": {Name: "genre", Rewrite: true, Slug: "genre", WithFront: true, QueryVar: "genre",
						Source: "rewrite_rules+wpseo_titles+config"},
					"mood": {Name: "mood", Rewrite: true, Slug: "moods", WithFront: true, QueryVar: "mood", Source: "rewrite_rules+config"},
					"topic": {Name: "topic", Public: true, Hierarchical: true, Slug: "topics", RewriteHierarchical: true,
						QueryVar: "t", ObjectTypes: []string{"film"}, Source: "config"},
					"tone": {Name: "tone", Public: true, Rewrite: true, Slug: "tones", WithFront: true, QueryVar: "tone", Source: "config"},
				},
			},
		},
		{
			name: "a taxonomy's hierarchy, object types and candidacy",
			opts: map[string]string{
				"genre_children": "a:0:{}",
				"rewrite_rules":  rules(termRule("orphan", "orphan"), termRule("fresh", "fresh")),
				"wpseo_titles":   yoastTitles("noindex-book", "noindex-tax-genre", "noindex-tax-topic", "noindex-tax-fresh", "noindex-tax-book"),
			},
			facts: &TypeFacts{PostTypes: map[string]int64{"book": 1},
				Taxonomies:     map[string]bool{"genre": true, "topic": true, "book": true},
				TaxObjectTypes: map[string][]string{"genre": {"book", "post"}},
				TaxHasParents:  map[string]bool{"topic": true}},
			want: registryWant{
				postTypes:  "post,page,attachment,book",
				taxonomies: "category,post_tag,post_format,genre,topic,fresh",
				tax: map[string]*Taxonomy{
					"genre": {Name: "genre", Public: true, Hierarchical: true, Slug: "genre", WithFront: true, QueryVar: "genre",
						ObjectTypes: []string{"book", "post"}, Source: "wpseo_titles"},
					"topic": {Name: "topic", Public: true, Hierarchical: true, Slug: "topic", WithFront: true, QueryVar: "topic",
						Source: "wpseo_titles"},
					"fresh": {Name: "fresh", Public: true, Slug: "fresh", WithFront: true, QueryVar: "fresh",
						Source: "rewrite_rules+wpseo_titles"},
					"orphan": nil,
					"book":   nil,
				},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			facts := tt.facts
			if facts == nil {
				facts = &TypeFacts{}
			}
			r := NewRegistry(newTestSite(t, tt.opts), facts, tt.over)
			var pts, taxes []string
			for _, p := range r.PostTypes {
				pts = append(pts, p.Name)
			}
			for _, x := range r.Taxonomies {
				taxes = append(taxes, x.Name)
			}
			if got := strings.Join(pts, ","); got != tt.want.postTypes {
				t.Errorf("post types %q, want %q", got, tt.want.postTypes)
			}
			if got := strings.Join(taxes, ","); got != tt.want.taxonomies {
				t.Errorf("taxonomies %q, want %q", got, tt.want.taxonomies)
			}
			if diff := cmp.Diff(tt.want.skipped, r.Skipped); diff != "" {
				t.Errorf("skipped (-want +got):\n%s", diff)
			}
			for name, want := range tt.want.pt {
				if diff := cmp.Diff(want, r.PostType(name)); diff != "" {
					t.Errorf("post type %s (-want +got):\n%s", name, diff)
				}
			}
			for name, want := range tt.want.tax {
				if diff := cmp.Diff(want, r.Taxonomy(name)); diff != "" {
					t.Errorf("taxonomy %s (-want +got):\n%s", name, diff)
				}
			}
		})
	}
}
