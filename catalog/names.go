package catalog

import (
	"context"

	"github.com/wpsitemap/wpsitemap/seo"
)

// Namer is implemented by the providers that can tell the names of the
// sitemaps their Prepare adds from the site's options and types alone,
// before any post is read.
type Namer interface {
	Names(s *Snapshot) []string
}

// SitemapNames returns the names of the sitemaps a Build would prepare now
// (in index order, those the index leaves out too), from the options and
// the types only: what `wpsitemap urls --type` accepts, known in a second
// on a site whose preparation takes minutes. complete is false when a
// provider cannot tell its names (not a Namer): the list then lacks them.
func (c *Catalog) SitemapNames(ctx context.Context) (names []string, complete bool, err error) {
	s, _, err := c.skeleton(ctx, newBase(), nil, nil, false) // Build logs what it finds
	if err != nil {
		return nil, false, err
	}
	complete = true
	for _, p := range c.opts.Providers {
		n, ok := p.(Namer)
		if !ok {
			complete = false
			continue
		}
		names = append(names, n.Names(s)...)
	}
	return names, complete, nil
}

// Names implements Namer: every listed post type.
func (p *postTypes) Names(s *Snapshot) []string {
	var out []string
	for _, pt := range s.ListedPostTypes() {
		out = append(out, pt.Name)
	}
	return out
}

// Names implements Namer: every listed taxonomy.
func (p *taxonomies) Names(s *Snapshot) []string {
	var out []string
	for _, tax := range s.ListedTaxonomies() {
		out = append(out, tax.Name)
	}
	return out
}

// Names implements Namer: "author", when Yoast lists authors at all.
func (p *authors) Names(s *Snapshot) []string {
	if !seo.AuthorsListed(s.Site) {
		return nil
	}
	return []string{"author"}
}

// Names implements Namer: the parts of multi-part posts, always.
func (p *multipart) Names(*Snapshot) []string { return []string{MultipartName} }

// Names implements Namer: the video sitemap, when it is on.
func (p *videos) Names(s *Snapshot) []string {
	if !p.enabled(s.Site) {
		return nil
	}
	return []string{p.name(s)}
}

// Names implements Namer: the news sitemap, when it is on.
func (p *newsProvider) Names(s *Snapshot) []string {
	if !p.enabled(s.Site) {
		return nil
	}
	return []string{p.name(s)}
}
