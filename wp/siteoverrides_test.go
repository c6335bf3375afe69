package wp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func ptr[T any](v T) *T { return &v }

// TestForSite: a network site gets the global entries, completed field by
// field by every section that names it by blog_id or by domain, in file
// order; other sites get the global entries alone.
func TestForSite(t *testing.T) {
	o := &TypeOverrides{
		PostTypes:  []PostTypeOverride{{Name: "book", Public: ptr(false), Slug: ptr("books")}},
		Taxonomies: []TaxonomyOverride{{Name: "genre", Public: ptr(true)}},
		Sites: []SiteOverride{
			{BlogID: 2, EntriesPerPage: 50, PostTypes: []PostTypeOverride{{Name: "book", Public: ptr(true)}, {Name: "recipe", Public: ptr(true)}}},
			{Domain: "Shop.Example.com", EntriesPerPage: 200, Taxonomies: []TaxonomyOverride{{Name: "genre", ObjectTypes: []string{"book"}}}},
			{BlogID: 3, PostTypes: []PostTypeOverride{{Name: "book", Slug: ptr("livres")}}},
		},
	}
	global := SiteSettings{Types: &TypeOverrides{PostTypes: o.PostTypes, Taxonomies: o.Taxonomies}}
	for _, tt := range []struct {
		name   string
		blogID int64
		domain string
		want   SiteSettings
	}{
		{"another site", 4, "other.example.com", global},
		{"by blog_id: a field set, a type added", 2, "example.com", SiteSettings{EntriesPerPage: 50, Types: &TypeOverrides{
			PostTypes:  []PostTypeOverride{{Name: "book", Public: ptr(true), Slug: ptr("books")}, {Name: "recipe", Public: ptr(true)}},
			Taxonomies: o.Taxonomies}}},
		{"by domain, without case", 5, "shop.example.COM", SiteSettings{EntriesPerPage: 200, Types: &TypeOverrides{
			PostTypes:  o.PostTypes,
			Taxonomies: []TaxonomyOverride{{Name: "genre", Public: ptr(true), ObjectTypes: []string{"book"}}}}}},
		{"by domain and by blog_id: both apply, the later wins", 3, "shop.example.com", SiteSettings{EntriesPerPage: 200, Types: &TypeOverrides{
			PostTypes:  []PostTypeOverride{{Name: "book", Public: ptr(false), Slug: ptr("livres")}},
			Taxonomies: []TaxonomyOverride{{Name: "genre", Public: ptr(true), ObjectTypes: []string{"book"}}}}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := o.ForSite(tt.blogID, tt.domain)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ForSite(%d, %q) (-want +got):\n%s", tt.blogID, tt.domain, diff)
			}
		})
	}
	// The global entries are never written through.
	if *o.PostTypes[0].Public || *o.PostTypes[0].Slug != "books" || o.Taxonomies[0].ObjectTypes != nil || len(o.PostTypes) != 1 {
		t.Errorf("ForSite changed the global entries: %+v %+v", o.PostTypes, o.Taxonomies)
	}
	var none *TypeOverrides
	if got := none.ForSite(1, "example.com"); got.Types == nil || got.EntriesPerPage != 0 {
		t.Errorf("nil overrides: %+v", got)
	}
}

// TestSiteSectionsFromFile: the "sites" sections are read and checked with
// the rest of the types file; a misconfiguration is one line naming the
// section.
func TestSiteSectionsFromFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "types.json")
	good := `{"post_types": [{"name": "book", "public": false}],
		"sites": [{"blog_id": 2, "entries_per_page": 50, "post_types": [{"name": "book", "public": true}]},
		          {"domain": "shop.example.com", "taxonomies": [{"name": "pa_color", "public": true}]}]}`
	if err := os.WriteFile(path, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := LoadTypeOverrides(path)
	if err != nil {
		t.Fatal(err)
	}
	if s := o.ForSite(2, "example.com"); s.EntriesPerPage != 50 || len(s.Types.PostTypes) != 1 || !*s.Types.PostTypes[0].Public {
		t.Errorf("blog 2: %+v", s)
	}
	for _, tt := range []struct{ json, want string }{
		{`{"sites": [{"entries_per_page": 5}]}`, "sites[0]: names no site"},
		{`{"sites": [{"blog_id": 2, "domain": "a.example.com"}]}`, "sites[0]: names both"},
		{`{"sites": [{"blog_id": -1}]}`, "sites[0]: blog_id -1"},
		{`{"sites": [{"blog_id": 2}, {"blog_id": 2}]}`, "sites[1]: blog_id 2 is named by sites[0] too"},
		{`{"sites": [{"domain": "a.example.com"}, {"domain": "A.example.com"}]}`, "sites[1]: domain"},
		{`{"sites": [{"domain": "https://a.example.com/"}]}`, "want a bare host name"},
		{`{"sites": [{"blog_id": 2, "entries_per_page": 50001}]}`, "entries_per_page 50001: want 1 to 50000"},
		{`{"sites": [{"blog_id": 2, "entries_per_page": -3}]}`, "entries_per_page -3"},
		{`{"sites": [{"blog_id": 2, "post_types": [{"public": true}]}]}`, "sites[0]: a post type has no name"},
		{`{"sites": [{"blog_id": 2, "taxonomies": [{"public": true}]}]}`, "sites[0]: a taxonomy has no name"},
		{`{"sites": [{"blog_id": 2, "per_page": 5}]}`, `unknown field "per_page"`},
		{`{"sites": {"blog_id": 2}}`, "cannot unmarshal"},
	} {
		if err := os.WriteFile(path, []byte(tt.json), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadTypeOverrides(path)
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line with %q", tt.json, err, tt.want)
		}
	}
}
