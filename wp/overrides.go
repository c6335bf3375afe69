package wp

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// TypeOverrides is the optional WPSITEMAP_CONFIG file: facts that only PHP
// knows (register_post_type / register_taxonomy arguments). Every field is
// optional; a set field wins over what the database suggests.
type TypeOverrides struct {
	PostTypes  []PostTypeOverride `json:"post_types"`
	Taxonomies []TaxonomyOverride `json:"taxonomies"`
	// Sites are per-site sections for a network (ForSite); a single site
	// does not read them.
	Sites []SiteOverride `json:"sites"`
}

// PostTypeOverride completes or corrects one post type.
type PostTypeOverride struct {
	Name         string  `json:"name"`
	Public       *bool   `json:"public"`
	Hierarchical *bool   `json:"hierarchical"`
	HasArchive   *bool   `json:"has_archive"`
	ArchiveSlug  *string `json:"archive_slug"`
	Rewrite      *bool   `json:"rewrite"`
	Slug         *string `json:"rewrite_slug"`
	WithFront    *bool   `json:"with_front"`
	QueryVar     *string `json:"query_var"`
}

// TaxonomyOverride completes or corrects one taxonomy.
type TaxonomyOverride struct {
	Name                string   `json:"name"`
	Public              *bool    `json:"public"`
	Hierarchical        *bool    `json:"hierarchical"`
	Rewrite             *bool    `json:"rewrite"`
	Slug                *string  `json:"rewrite_slug"`
	WithFront           *bool    `json:"with_front"`
	RewriteHierarchical *bool    `json:"rewrite_hierarchical"`
	QueryVar            *string  `json:"query_var"`
	ObjectTypes         []string `json:"object_types"`
}

// LoadTypeOverrides reads the WPSITEMAP_CONFIG file ("" means none).
func LoadTypeOverrides(path string) (*TypeOverrides, error) {
	if path == "" {
		return &TypeOverrides{}, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("WPSITEMAP_CONFIG: %w", err)
	}
	var o TypeOverrides
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return nil, fmt.Errorf("WPSITEMAP_CONFIG %s: %w", path, err)
	}
	if err := checkNames(o.PostTypes, o.Taxonomies); err != nil {
		return nil, fmt.Errorf("WPSITEMAP_CONFIG %s: %w", path, err)
	}
	if err := checkSites(o.Sites); err != nil {
		return nil, fmt.Errorf("WPSITEMAP_CONFIG %s: %w", path, err)
	}
	return &o, nil
}

// applyPTOverride applies a WPSITEMAP_CONFIG entry to a post type: every
// set field wins, and a rewrite slug without a rewrite setting turns rewrite
// on (register_post_type's rewrite array).
func applyPTOverride(p *PostType, o PostTypeOverride) {
	set := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	set(&p.Public, o.Public)
	set(&p.Hierarchical, o.Hierarchical)
	set(&p.HasArchive, o.HasArchive)
	set(&p.Rewrite, o.Rewrite)
	set(&p.WithFront, o.WithFront)
	if o.Slug != nil {
		p.Slug = *o.Slug
		if o.Rewrite == nil {
			p.Rewrite = true
		}
	}
	if o.ArchiveSlug != nil {
		p.ArchiveSlug = *o.ArchiveSlug
	}
	if o.QueryVar != nil {
		p.QueryVar = *o.QueryVar
	}
}

// applyTaxOverride applies a WPSITEMAP_CONFIG entry to a taxonomy: every set
// field wins, and a rewrite slug without a rewrite setting turns rewrite on
// (register_taxonomy's rewrite array).
func applyTaxOverride(t *Taxonomy, o TaxonomyOverride) {
	set := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	set(&t.Public, o.Public)
	set(&t.Hierarchical, o.Hierarchical)
	set(&t.Rewrite, o.Rewrite)
	set(&t.WithFront, o.WithFront)
	set(&t.RewriteHierarchical, o.RewriteHierarchical)
	if o.Slug != nil {
		t.Slug = *o.Slug
		if o.Rewrite == nil {
			t.Rewrite = true
		}
	}
	if o.QueryVar != nil {
		t.QueryVar = *o.QueryVar
	}
	if o.ObjectTypes != nil {
		t.ObjectTypes = append([]string(nil), o.ObjectTypes...)
	}
}
