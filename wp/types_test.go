package wp

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
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

func TestTypeOverrides(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "types.json")
	os.WriteFile(path, []byte(`{"post_types":[{"name":"shop_order","public":false},{"name":"product","public":true,"rewrite_slug":"shop","has_archive":true}],
		"taxonomies":[{"name":"pa_color","public":true,"object_types":["product"],"rewrite_slug":"color"}]}`), 0o644)
	o, err := LoadTypeOverrides(path)
	if err != nil {
		t.Fatal(err)
	}
	s := newTestSite(t, map[string]string{"permalink_structure": "/%postname%/"})
	r := NewRegistry(s, &TypeFacts{PostTypes: map[string]int64{"product": 5, "shop_order": 5}, Taxonomies: map[string]bool{"pa_color": true}}, o)
	l := NewLinker(s, r)
	if got := l.Post(&PostRef{ID: 9, Type: "product", Status: "publish", Name: "mug"}, &fakeData{}); got != "https://example.com/shop/mug/" {
		t.Errorf("product link %q", got)
	}
	if got := l.Term(&TermRef{ID: 3, Taxonomy: "pa_color", Slug: "red"}, &fakeData{}); got != "https://example.com/color/red/" {
		t.Errorf("pa_color link %q", got)
	}
	if pt := r.PostType("shop_order"); pt != nil && pt.Public {
		t.Error("shop_order made public")
	}
	for _, bad := range []string{`{"post_types":[{"public":true}]}`, `{"taxonomies":[{"public":true}]}`, `{"unknown":1}`, `not json`} {
		os.WriteFile(path, []byte(bad), 0o644)
		if _, err := LoadTypeOverrides(path); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if _, err := LoadTypeOverrides(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file: no error")
	}
	if o, err := LoadTypeOverrides(""); err != nil || len(o.PostTypes)+len(o.Taxonomies) != 0 {
		t.Errorf("no file: %+v, %v", o, err)
	}
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

// TestRolesWithCap: the capability branch of the author query matches the
// roles whose capabilities in {prefix}user_roles grant edit_posts (true),
// custom roles included, and not those that deny or lack it.
func TestRolesWithCap(t *testing.T) {
	roles := `a:4:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:12:"manage_links";b:1;}}` +
		`s:6:"lektor";a:2:{s:4:"name";s:6:"Lektor";s:12:"capabilities";a:1:{s:10:"edit_posts";b:1;}}` +
		`s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:1:{s:4:"read";b:1;}}` +
		`s:6:"banned";a:2:{s:4:"name";s:6:"Banned";s:12:"capabilities";a:1:{s:10:"edit_posts";b:0;}}}`
	s := newTestSite(t, map[string]string{"xy_user_roles": roles})
	if got := s.RolesWithCap("edit_posts"); len(got) != 0 {
		t.Errorf("another prefix's roles were read: %q", got)
	}
	raw := map[string]string{"home": "https://example.com", "xy_user_roles": roles}
	s, err := NewSite(raw, "xy_")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.RolesWithCap("edit_posts"), ","); got != "administrator,lektor" {
		t.Errorf("roles with edit_posts: %q, want administrator,lektor", got)
	}
}
