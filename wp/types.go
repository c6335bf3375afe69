package wp

import "sort"

// PostType is what wpsitemap knows of a registered post type.
type PostType struct {
	Name         string
	Builtin      bool
	Public       bool // public and viewable (publicly_queryable for custom types)
	Hierarchical bool
	HasArchive   bool
	ArchiveSlug  string // has_archive slug (rewrite slug when has_archive is true)
	Rewrite      bool   // has a permastruct (pretty permalinks and rewrite not false)
	Slug         string // rewrite slug
	WithFront    bool
	QueryVar     string // "" when the type has none
	Source       string // where the facts came from
}

// Taxonomy is what wpsitemap knows of a registered taxonomy.
type Taxonomy struct {
	Name                string
	Builtin             bool
	Public              bool
	Hierarchical        bool
	Rewrite             bool
	Slug                string
	WithFront           bool
	RewriteHierarchical bool
	QueryVar            string
	ObjectTypes         []string
	Source              string
}

// Skipped names a type that exists in the data but is left out, and why.
type Skipped struct {
	Kind   string // "post type" or "taxonomy"
	Name   string
	Reason string
}

// Registry is the set of post types and taxonomies, in registration order.
type Registry struct {
	PostTypes  []*PostType
	Taxonomies []*Taxonomy
	Skipped    []Skipped
	pt         map[string]*PostType
	tax        map[string]*Taxonomy
}

// PostType looks a post type up by name.
func (r *Registry) PostType(name string) *PostType { return r.pt[name] }

// AllPostTypes returns every known post type, listed or not, by name.
func (r *Registry) AllPostTypes() []*PostType {
	out := make([]*PostType, 0, len(r.pt))
	for _, p := range r.pt {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// AllTaxonomies returns every known taxonomy, listed or not, by name.
func (r *Registry) AllTaxonomies() []*Taxonomy {
	out := make([]*Taxonomy, 0, len(r.tax))
	for _, t := range r.tax {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Taxonomy looks a taxonomy up by name.
func (r *Registry) Taxonomy(name string) *Taxonomy { return r.tax[name] }

// internalPostTypes are WordPress's own non-public post types.
var internalPostTypes = map[string]bool{
	"revision": true, "nav_menu_item": true, "custom_css": true, "customize_changeset": true,
	"oembed_cache": true, "user_request": true, "wp_block": true, "wp_template": true,
	"wp_template_part": true, "wp_global_styles": true, "wp_navigation": true,
	"wp_font_family": true, "wp_font_face": true,
}

// InternalPostType reports whether name is one of WordPress's own non-public
// post types (revisions, menu items, templates, ...).
func InternalPostType(name string) bool { return internalPostTypes[name] }

// InternalTaxonomy reports whether name is one of WordPress's own non-public
// taxonomies (menus, link categories, template areas, ...).
func InternalTaxonomy(name string) bool { return internalTaxonomies[name] }

// BuiltinTaxonomy reports whether name is one of WordPress's built-in
// taxonomies for posts: category, post_tag, post_format.
func BuiltinTaxonomy(name string) bool { return builtinTaxonomy(name) }

var internalTaxonomies = map[string]bool{
	"nav_menu": true, "link_category": true, "wp_theme": true, "wp_template_part_area": true,
	"wp_pattern_category": true,
}

// TypeFacts is what the database holds about types: the post types and
// taxonomies that have rows, and the post types each taxonomy's terms are
// attached to.
type TypeFacts struct {
	PostTypes      map[string]int64    // post_type -> published rows
	Taxonomies     map[string]bool     // taxonomies with terms
	TaxObjectTypes map[string][]string // taxonomy -> post types of related objects
	TaxHasParents  map[string]bool     // taxonomy -> some term has a parent
}

func builtinTaxonomy(t string) bool { return t == "category" || t == "post_tag" || t == "post_format" }
