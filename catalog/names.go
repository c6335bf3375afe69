package catalog

import (
	"context"

	"github.com/wpsitemap/wpsitemap/seo"
)

// SitemapNames returns the names of the sitemaps a Build would prepare now
// (in index order, those the index leaves out too), from the options and
// the types only: what `wpsitemap urls --type` accepts, known in a second
// on a site whose preparation takes minutes. complete is false when a
// provider cannot tell its names (Provider.Names): the list then lacks
// them.
func (c *Catalog) SitemapNames(ctx context.Context) (names []string, complete bool, err error) {
	s, _, err := c.skeleton(ctx, newBase(), nil, nil, false) // Build logs what it finds
	if err != nil {
		return nil, false, err
	}
	complete = true
	for _, p := range c.opts.Providers {
		n, known := p.Names(s)
		complete = complete && known
		names = append(names, n...)
	}
	return names, complete, nil
}

// Names implements Provider: every listed post type.
func (p *postTypes) Names(s *Snapshot) ([]string, bool) {
	var out []string
	for _, pt := range s.ListedPostTypes() {
		out = append(out, pt.Name)
	}
	return out, true
}

// Names implements Provider: every listed taxonomy.
func (p *taxonomies) Names(s *Snapshot) ([]string, bool) {
	var out []string
	for _, tax := range s.ListedTaxonomies() {
		out = append(out, tax.Name)
	}
	return out, true
}

// Names implements Provider: "author", when Yoast lists authors at all.
func (p *authors) Names(s *Snapshot) ([]string, bool) {
	if !seo.AuthorsListed(s.Site) {
		return nil, true
	}
	return []string{"author"}, true
}

// Names implements Provider: the parts of multi-part posts, always.
func (p *multipart) Names(*Snapshot) ([]string, bool) { return []string{MultipartName}, true }

// Names implements Provider: the video sitemap, when it is on.
func (p *videos) Names(s *Snapshot) ([]string, bool) {
	if !p.enabled(s.Site) {
		return nil, true
	}
	return []string{p.name(s)}, true
}

// Names implements Provider: the news sitemap, when it is on.
func (p *newsProvider) Names(s *Snapshot) ([]string, bool) {
	if !p.enabled(s.Site) {
		return nil, true
	}
	return []string{p.name(s)}, true
}
