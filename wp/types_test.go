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
	for _, bad := range []string{`{"post_types":[{"public":true}]}`, `{"unknown":1}`, `not json`} {
		os.WriteFile(path, []byte(bad), 0o644)
		if _, err := LoadTypeOverrides(path); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
