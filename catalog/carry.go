package catalog

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Carry is a snapshot being made again after the site's options changed
// (Catalog.Reread): the registry, the links and every decision follow the
// new options, and each provider carries its sitemaps over from Old,
// reading again only what the change can have moved. The post-type
// provider goes first: it scans again the post types whose listing the
// options changed (a type newly listed, or one whose first entry came or
// went), and their batches reach every provider's ObservePosts, as in a
// full build; the other providers then keep what Old held for the posts of
// the other types.
type Carry struct {
	*Build
	Old *Snapshot

	scanned map[string]bool // post types scanned again into Build
	gone    []*idPages      // the lists in Old of the types scanned again or no longer listed
	// relinked: an option that may move permalinks changed
	// (movesPermalinks), so no post's URL is known to be as Old printed it.
	relinked bool
}

// Scanned reports whether the posts of postType were scanned again (their
// batches went to ObservePosts).
func (c *Carry) Scanned(postType string) bool { return c.scanned[postType] }

// Rescanned names the post types scanned again, sorted.
func (c *Carry) Rescanned() []string {
	var out []string
	for name := range c.scanned {
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// Gone reports whether post id was listed in Old by a post-type sitemap
// that was scanned again or is no longer listed: what another provider
// kept for it in Old is to be dropped (it was observed again if its type
// was scanned).
func (c *Carry) Gone(id int64) bool {
	return slices.ContainsFunc(c.gone, func(k *idPages) bool { return k.has(id) })
}

// keepListings gives the pages of sitemap sm, made again from the store
// (terms, users), the ListingRev of the page of Old they equal (same
// bounds, count and lastmod: the same objects, and their URLs did not
// move), so that readers of listings (package announce) do not take an
// option change for a change of what is listed.
func (c *Carry) keepListings(sm *Sitemap) {
	old, ok := c.Old.Lookup(sm.Name)
	if c.relinked || !ok || old.Provider != sm.Provider {
		return
	}
	for i := range sm.Pages {
		if i < len(old.Pages) {
			o, pg := old.Pages[i], &sm.Pages[i]
			if o.After == pg.After && o.Before == pg.Before && o.Count == pg.Count && o.LastMod == pg.LastMod {
				pg.Listing = o.ListingRev()
			}
		}
	}
}

// unscanned reports whether every post type kept its listing as Old held
// it: none scanned again, none dropped (what other providers kept for the
// posts of Old is then kept whole).
func (c *Carry) unscanned() bool { return len(c.scanned) == 0 && len(c.gone) == 0 }

// drop notes that the posts Old listed in sm are gone (see Gone).
func (c *Carry) drop(sm *Sitemap) {
	if td, ok := dataOK[*typeData](sm); ok && td.idPages != nil {
		c.gone = append(c.gone, td.idPages)
	}
}

// renewPages returns a copy of pages with new revisions: their documents
// may differ (their URLs follow the options) though the objects they list
// do not. When sameURLs says the options moved none of their URLs, each
// keeps its ListingRev (Page.Listing).
func renewPages(pages []Page, sameURLs bool) []Page {
	out := slices.Clone(pages)
	for i := range out {
		if sameURLs {
			out[i].Listing = out[i].ListingRev()
		} else {
			out[i].Listing = 0
		}
		out[i].Rev = NewRev()
	}
	return out
}

// sameLinks reports whether the URLs of the posts of type name are those
// Old printed: no option that may move permalinks changed (the rule
// decideAgain follows too) and the type's rewrite facts are as they were.
// (The front page and the posts page, whose entries also hang on options,
// are decided again by Reread, which renews their pages.)
func (c *Carry) sameLinks(name string) bool {
	if c.relinked {
		return false
	}
	op, np := c.Old.Registry.PostType(name), c.Registry.PostType(name)
	if op == nil || np == nil {
		return false
	}
	a, b := *op, *np
	a.Source, b.Source = "", "" // where the facts came from, not what they say
	return a == b
}

// Reread reads the site's options again after a change of them
// (wp.Changes.Options) and carries old over to them (Carry): a flag
// ("Discourage search engines") or an option that moves URLs (the
// permalink structure, the bases, home) reads no post; one that changes
// which post types are listed (noindex-{type}, a type made public) scans
// only those types; the terms and users, whose rows no option changes, are
// carried over and decided again (the users are read again when the roles
// that can edit posts changed, a taxonomy's terms when old did not list
// it). The posts whose decision hangs on an option are decided again:
// the front page and the posts page (before and after), and those with a
// canonical (Yoast lists a post whose canonical is its own permalink). It
// reports rebuild when a provider cannot carry its sitemaps over (the
// post types whose videos are looked for changed), or when Polylang's or
// WPML's settings changed what is listed or where (but for WPML's
// active_languages, which it rewrites when a language is activated: the
// alternates follow icl_languages, wp.Changes.Languages): a full build is
// due.
func (c *Catalog) Reread(ctx context.Context, old *Snapshot) (s *Snapshot, rebuild bool, err error) {
	if old.shipped {
		return nil, false, ErrShipped
	}
	s, rebuild, err = c.reread(ctx, old, nil)
	if err == nil && !rebuild {
		err = c.storeEntries(ctx, s)
	}
	if err != nil {
		return nil, false, err
	}
	return s, rebuild, nil
}

// reread is Reread with moved, options whose value for this catalog moved
// though the stored option did not (a language host's translation of
// page_on_front), counted as changed.
func (c *Catalog) reread(ctx context.Context, old *Snapshot, moved []string) (s *Snapshot, rebuild bool, err error) {
	start := time.Now()
	site, err := c.loadSite(ctx)
	if err != nil {
		return nil, false, err
	}
	changed := append(site.ChangedOptions(old.Site.OptionSums()), moved...)
	if len(changed) == 0 {
		return old, false, nil
	}
	if !sameLanguageListing(old.Site, site) {
		// Polylang or WPML switched on or off, or its settings changed
		// which objects are listed: each must be decided again.
		c.log.Info("the multilingual plugin's settings changed what is listed; building the sitemaps again", "options", changed)

		return nil, true, nil
	}
	s, b, err := c.skeleton(ctx, newBase(), site, old.facts, true)
	if err != nil {
		return nil, false, err
	}
	b.providers = c.opts.Providers
	cr := &Carry{Build: b, Old: old, scanned: map[string]bool{}, relinked: slices.ContainsFunc(changed, movesPermalinks)}
	for _, p := range c.opts.Providers {
		err := p.Carry(ctx, cr)
		if errors.Is(err, ErrStaleState) {
			c.log.Info("options changed what is listed beyond what can be carried over; building the sitemaps again",
				"options", changed, "detail", err)
			return nil, true, nil
		}
		if err != nil {
			return nil, false, fmt.Errorf("catalog: carry %s: %w", p.Kind(), err)
		}
	}
	s.setExpiry()
	s.Built = time.Now()
	if slices.ContainsFunc(changed, frontOption) {
		// The front page and the posts page may change their URLs or
		// their place without their page changing its bounds.
		forgetListing(s, old.Site.PageOnFront, old.Site.PageForPosts, site.PageOnFront, site.PageForPosts)
	}
	ids, err := c.decideAgain(ctx, cr, s, changed)
	if err != nil {
		return nil, false, err
	}
	if len(ids) > 0 {
		ranges := make([]wp.IDRange, len(ids))
		for i, id := range ids {
			ranges[i] = wp.IDRange{Lo: id, Hi: id}
		}
		next, stale, err := c.apply(ctx, s, wp.Changes{Posts: wp.MergeRanges(ranges)}, true)
		if err != nil {
			return nil, false, err
		}
		if stale {
			return nil, true, nil
		}
		s = next
	}
	c.log.Info("options changed; sitemaps carried over", "options", changed, "version", s.Version,
		"scanned", cr.Rescanned(), "decided_again", len(ids), "duration", time.Since(start))
	return s, false, nil
}

// decideAgain returns the posts whose decision hangs on the options that
// changed, from old to s: the front page and the posts page, before and
// after, when those options changed; when an option that may move
// permalinks changed, the posts with a canonical under home (before or
// after) whose listing flips: Yoast lists a post whose canonical is its
// own permalink, and one pointing elsewhere stays out whatever the
// permalinks.
func (c *Catalog) decideAgain(ctx context.Context, cr *Carry, s *Snapshot, changed []string) ([]int64, error) {
	old := cr.Old
	var ids []int64
	if slices.ContainsFunc(changed, frontOption) {
		for _, id := range []int64{old.Site.PageOnFront, old.Site.PageForPosts, s.Site.PageOnFront, s.Site.PageForPosts} {
			if id > 0 {
				ids = append(ids, id)
			}
		}
	}
	if !cr.relinked {
		return ids, nil
	}
	canonicals, err := c.db.PostsWithMeta(ctx, wp.CanonicalKey)
	if err != nil {
		return nil, err
	}
	var under []int64
	for id, values := range canonicals {
		if slices.ContainsFunc(values, func(v string) bool { return seo.Internal(v, s.Site.Home) || seo.Internal(v, old.Site.Home) }) {
			under = append(under, id)
		}
	}
	flips, err := c.flipped(ctx, old, s, under)
	return append(ids, flips...), err
}

// flipped returns those of ids that s lists and old did not, or the other
// way round, decided from their rows (a few hundred at a time): the rest
// need no update, their entries follow the options when rendered. One
// decided listed that is not a candidate (an attachment of a draft) is
// returned too; the update that examines it again finds out.
func (c *Catalog) flipped(ctx context.Context, old, s *Snapshot, ids []int64) ([]int64, error) {
	slices.Sort(ids)
	var out []int64
	for chunk := range slices.Chunk(ids, 500) {
		posts, d, err := c.db.PostsByID(ctx, chunk, s.Links)
		if err != nil {
			return nil, err
		}
		for i := range posts {
			p := &posts[i]
			_, _, reason := s.decidePost(p, d)
			now := reason == seo.Listed && s.typeIDs(p.Type) != nil
			if now != old.typeIDs(p.Type).has(p.ID) {
				out = append(out, p.ID)
			}
		}
	}
	return out, nil
}

// frontOption reports whether option name says which pages are the front
// page and the posts page.
func frontOption(name string) bool {
	return name == "show_on_front" || name == "page_on_front" || name == "page_for_posts"
}

// movesPermalinks reports whether a change of option name may move a
// post's permalink: any option but the flags, Yoast's settings, the
// front page settings (the front page is the page sitemap's first entry,
// made again), the upload paths (images), the roles, and WPML's settings
// (a change of them that moves URLs is built again: sameWPMLListing).
func movesPermalinks(name string) bool {
	switch name {
	case "blog_public", "blogname", "WPLANG", "wpseo", "wpseo_titles", "wpseo_taxonomy_meta", "wpseo_video", "wpseo_news",
		"show_on_front", "page_on_front", "page_for_posts", "upload_path", "upload_url_path", wp.WPMLOption:
		return false
	}
	return !strings.HasSuffix(name, "user_roles")
}

// forgetListing clears Page.Listing on the pages of s's post-type sitemaps
// that hold any of ids (pages s alone holds: carried over, not yet
// published).
func forgetListing(s *Snapshot, ids ...int64) {
	for _, sm := range s.Sitemaps {
		if _, ok := dataOK[*typeData](sm); !ok {
			continue
		}
		for i := range sm.Pages {
			pg := &sm.Pages[i]
			for _, id := range ids {
				if id > 0 && id > pg.After && (pg.Before == 0 || id < pg.Before) {
					pg.Listing = 0
				}
			}
		}
	}
}
