package catalog

import (
	"context"
	"reflect"
	"slices"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// The multilingual part of the catalog: what the site's multilingual
// plugin (wp.Multilingual: Polylang, WPML, or on most sites none) does to
// the snapshot. Everything else in the catalog asks wp.Site.Languages()
// (TranslatedPostType, CurrentLanguage...) and never which plugin is
// active; the few rules that only one plugin has (Polylang's language
// homes, what a change of each plugin's settings moves) are here.

// hreflangOn reports whether the entries of site's sitemaps carry
// alternate links under Options.Hreflang (seo.Hreflang).
func hreflangOn(mode string, site *wp.Site) bool {
	ml := site.Languages()
	_, polylang := ml.(*wp.Polylang)
	_, wpml := ml.(*wp.WPML)
	return seo.Hreflang(mode, polylang, wpml)
}

// hostView returns site as the sitemaps of a language host see it, on a
// site that serves one set of sitemaps per language host
// (wp.Site.PerHost): the host of Options.Language, or, without one, the
// default language's (what the server answers a host that is no
// language's). Other sites are returned as they are. static gives the
// translations of the static pages on the view (staticTranslations, or
// what a fleet's lease holder read: ReadShipped).
func (c *Catalog) hostView(ctx context.Context, site *wp.Site, static func(context.Context, *wp.Site) (front, posts int64, err error)) (*wp.Site, error) {
	if !site.PerHost() {
		// Polylang left subdomain or domain mode (WPML domain mode):
		// until the process serves one set again, each host serves it.
		return site, nil
	}
	lang := c.opts.Language
	if lang == "" {
		lang = site.DefaultLanguage()
	}
	view := site.ForLanguage(lang)
	front, posts, err := static(ctx, view)
	if err != nil {
		return nil, err
	}
	view.TranslateStaticPages(front, posts)
	return view, nil
}

// staticTranslations returns page_on_front and page_for_posts as view, a
// language host's, shows them (wp.LinkCache.StaticPages: Polylang and WPML
// translate both options there).
func (c *Catalog) staticTranslations(ctx context.Context, view *wp.Site) (front, posts int64, err error) {
	storedFront, storedPosts := view.StoredStaticPages()
	return c.db.NewLinks(view).StaticPages(ctx, storedFront, storedPosts, view.Languages().CurrentLanguage())
}

// readLanguages returns the slugs of Polylang's languages, in term ID
// order, for its language homes (languageHomes); nil, without a read,
// without Polylang.
func (c *Catalog) readLanguages(ctx context.Context, site *wp.Site) ([]string, error) {
	pl, ok := site.Languages().(*wp.Polylang)
	if !ok {
		return nil, nil
	}
	return pl.LanguageSlugs(ctx, c.db)
}

// languageHomes are the homes of Polylang's languages that its Yoast
// integration appends to the post sitemap when page_on_front is 0 (the
// front shows the posts) in directory mode or with the language from the
// content (yoast-behavior.md §15 item 5): every language's, in the order
// of the snapshot's languages, but the default language's when
// hide_default is on (the home entry is that one).
func (s *Snapshot) languageHomes() []string {
	site := s.Site
	pl, ok := site.Languages().(*wp.Polylang)
	if !ok || pl.ForceLang > wp.PolylangDirectory || site.PageOnFront != 0 {
		return nil
	}
	var out []string
	for _, l := range s.languages {
		if pl.HideDefault && l == pl.DefaultLang {
			continue
		}
		out = append(out, site.LanguageHome(l))
	}
	return out
}

// sameLanguageListing reports whether a change of the multilingual
// plugin's settings from old to site leaves what is listed as it was, so
// that the snapshot can be carried over (Reread): the same plugin on in
// both, or none in either, and samePolylangListing or sameWPMLListing.
func sameLanguageListing(old, site *wp.Site) bool {
	return samePolylangListing(old, site) && sameWPMLListing(old.WPML, site.WPML)
}

// samePolylangListing: Polylang on in both, translating the same types
// and taxonomies, and serving the same language (one set for all, or the
// same language host's); the option "polylang" moves permalinks, so every
// page is rendered again. A switch of mode between directory, the
// language from the content and plain ?lang= links, hide_default,
// rewrite, redirect_lang, the default language or the domains only moves
// URLs. Without Polylang in either, nothing of it changed.
func samePolylangListing(old, site *wp.Site) bool {
	a, b := old.Polylang, site.Polylang
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	sorted := func(v []string) []string { v = slices.Clone(v); slices.Sort(v); return v }
	return slices.Equal(sorted(a.PostTypes), sorted(b.PostTypes)) && slices.Equal(sorted(a.Taxonomies), sorted(b.Taxonomies)) &&
		old.PerHost() == site.PerHost() && a.Current == b.Current
}

// sameWPMLListing reports whether WPML's settings from old to site list
// the same objects at the same URLs: on in both or in neither, and equal
// but for active_languages (WPML.Active), which WPML rewrites beside
// icl_languages when a language is activated or deactivated. Nothing the
// catalog decides reads it: which languages the alternates name comes
// from icl_languages (wp.Changes.Languages, followed by Apply).
func sameWPMLListing(old, site *wp.WPML) bool {
	if old == nil || site == nil {
		return old == nil && site == nil
	}
	a, b := *old, *site
	a.Active, b.Active = nil, nil
	return reflect.DeepEqual(a, b)
}

// languageChange is what one change (Apply) does to the languages of the
// next snapshot s, in the three steps Apply takes at their places: begin
// before the rows are scanned again, finish after the providers updated,
// followStaticPages last.
type languageChange struct {
	c      *Catalog
	s, old *Snapshot
	ch     wp.Changes
	// moved: the change may have moved the languages or the translation
	// groups wholesale (wp.Multilingual.LanguagesMoved).
	moved bool
	// resized: the languages moved the page size of the sitemaps with
	// alternates (Snapshot.altPerPage).
	resized bool
}

// beginLanguages forgets what ch made stale of the translations and
// languages the link cache keeps, and, when the languages may have moved,
// bounds the page size of the sitemaps with alternates again
// (AlternatesPerPage), before the rows are scanned.
func (c *Catalog) beginLanguages(ctx context.Context, s, old *Snapshot, ch wp.Changes) (*languageChange, error) {
	lc := &languageChange{c: c, s: s, old: old, ch: ch}
	if ch.Translations {
		s.Links.ForgetTranslations()
	}
	// A table left behind by a plugin switched off moves nothing.
	if !s.Site.Languages().LanguagesMoved(ch) {
		return lc, nil
	}
	lc.moved = true
	s.Links.ForgetLanguages()
	n, err := c.alternatesPerPage(ctx, s)
	if err != nil {
		return nil, err
	}
	lc.resized, s.altPerPage = n != old.altPerPage, n
	return lc, nil
}

// finish renders again what the languages of the entries examined again
// (ranges) moved, once the providers updated: the pages of the sitemaps
// with alternates cut again at a new size; then, when the languages or
// groups may have moved wholesale, Polylang's language homes and every
// page whose entries may carry alternates (which translations they list,
// their hreflang values); else only the pages that list a translation of
// a post in ranges.
func (lc *languageChange) finish(ctx context.Context, ranges []wp.IDRange) error {
	s := lc.s
	if lc.resized {
		// A language added or removed: the pages are cut again from the
		// lists the snapshot holds.
		s.repageAlternates()
	}
	if !lc.moved {
		return s.renewTranslations(ctx, ranges)
	}
	langs, err := lc.c.readLanguages(ctx, s.Site)
	if err != nil {
		return err
	}
	if !slices.Equal(langs, lc.old.languages) {
		// The language homes of the post sitemap's page 1 follow.
		s.languages = langs
		s.renewFirstPage("post")
	}
	s.renewAlternates()
	return nil
}

// followStaticPages returns the snapshot Apply made (s), on a language
// host's view moved to the translations of page_on_front and
// page_for_posts in its language when a change of the groups moved them
// (a translation linked or unlinked): that is carried over as a change of
// those options (reread). stale is what Apply reports so far.
func (lc *languageChange) followStaticPages(ctx context.Context, stale bool) (*Snapshot, bool, error) {
	s, c := lc.s, lc.c
	if !(lc.ch.Terms || lc.ch.Translations) || !s.Site.PerHost() {
		return s, stale, nil
	}
	front, posts, err := c.staticTranslations(ctx, s.Site)
	if err != nil {
		return nil, false, err
	}
	var moved []string
	if front != s.Site.PageOnFront {
		moved = append(moved, "page_on_front")
	}
	if posts != s.Site.PageForPosts {
		moved = append(moved, "page_for_posts")
	}
	if len(moved) == 0 {
		return s, stale, nil
	}
	next, rebuild, err := c.reread(ctx, s, moved)
	if err != nil {
		return nil, false, err
	}
	if rebuild {
		return s, true, nil
	}
	return next, stale, nil
}
