package wp

import (
	"os"
	"path/filepath"
	"testing"
)

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
