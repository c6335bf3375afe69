package catalog

import (
	"context"
	"io"
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Alternate links (xhtml:link rel="alternate" hreflang): an entry of a
// post type or taxonomy sitemap whose object has translations carries a
// link to each translation the sitemaps list, itself included, and
// x-default to the default language's when that one is listed. What a
// translation is comes from the multilingual plugin: WPML's trid,
// Polylang's translation group the object is related to. They are read
// per batch of rows rendered (one query for the groups, one for the
// members the batch does not hold), only when the snapshot says so
// (seo.Hreflang): a site without a multilingual plugin reads nothing.
// Members are listed or not as the snapshot decided (a post type's lists,
// which leave out drafts, noindex posts and a hidden language's), and
// their rows are read as they are now (without content or meta): a member
// no longer published is not linked. Since an entry's links follow its
// translations' rows, Apply gives a new revision to every page that lists
// a translation of a post it examined again (renewTranslations).

// Hreflang reports whether the snapshot's entries carry alternate links.
func (s *Snapshot) Hreflang() bool { return s.hreflang }

// Alternates implements Provider: posts' entries link their translations.
func (*postTypes) Alternates() bool { return true }

// Alternates implements Provider: terms' entries link their translations.
func (*taxonomies) Alternates() bool { return true }

// AlternatesFormat is URLFormat with the XHTML namespace declared on the
// <urlset>, for entries with alternate links. The view for people shows
// the entries without them.
var AlternatesFormat = Format{Stylesheet: URLFormat.Stylesheet,
	Open: func(w io.Writer, href string) (DocWriter, error) {
		u, err := sitemap.NewURLSetAlternates(w, href)
		return urlWriter{u}, err
	},
	View: func(w io.Writer, h htmlview.Head) (DocWriter, error) { return URLFormat.View(w, h) },
}

// Format returns the writer of sm's documents: its provider's, with the
// XHTML namespace when the snapshot's entries carry alternate links.
func (s *Snapshot) Format(sm *Sitemap) Format {
	if sm.Provider.Alternates() && s.hreflang {
		return AlternatesFormat
	}
	return sm.Provider.Format()
}

// listedPost reports whether the snapshot lists post id in the sitemap of
// post type typ, and at which loc when the loc is known without reading
// the row (the static front page, listed as the page sitemap's first
// entry).
func (s *Snapshot) listedPost(typ string, id int64) (bool, string) {
	sm, ok := s.byName[typ]
	if !ok || !sm.InIndex {
		return false, ""
	}
	td, ok := dataOK[*typeData](sm)
	if !ok {
		return false, ""
	}
	if typ == "page" && id == s.seoSite.PageOnFront && id == s.Site.FrontPageID() {
		if f := td.first; f != nil && f.left == nil {
			return true, f.Loc // the home, as WordPress links the front page
		}
		return false, ""
	}
	return td.idPages.has(id), ""
}

// postAlternates returns the alternate links of the listed posts ids (of
// post type typ, at locs), in their order; nil when none has any.
//
// On a language host's sitemaps (wp.Multilingual.CurrentLanguage) this snapshot
// lists its language only; a member of another language counts as listed
// when it passes the same decision as the sitemaps of its own language's
// host make (ownHost), read with its meta through db: so an entry on one
// host links its translations on the others, and they link it back.
func (s *Snapshot) postAlternates(ctx context.Context, db Store, typ string, ids []int64, locs []string) ([][]sitemap.Alternate, error) {
	ml := s.Site.Languages()
	if !s.hreflang || !ml.TranslatedPostType(typ) || len(ids) == 0 {
		return nil, nil
	}
	groups, err := s.Links.PostGroups(ctx, ids)
	if err != nil || len(groups) == 0 {
		return nil, err
	}
	loc := make(map[int64]string, len(ids))
	for i, id := range ids {
		loc[id] = locs[i]
	}
	cur := ml.CurrentLanguage()
	var need, elsewhere []int64
	for _, g := range groups {
		for lang, m := range g {
			if _, ok := loc[m]; ok {
				continue
			}
			listed, at := s.listedPost(typ, m)
			switch {
			case listed && at != "":
				loc[m] = at
			case listed:
				need = append(need, m)
			case cur != "" && lang != cur:
				elsewhere = append(elsewhere, m)
			}
		}
	}
	if len(elsewhere) > 0 {
		slices.Sort(elsewhere)
		elsewhere = slices.Compact(elsewhere)
		q := wp.PostQuery{Type: typ, IDs: elsewhere, Batch: len(elsewhere)}
		err := db.ScanPosts(ctx, q, s.Links, func(batch []wp.Post, d wp.LinkData) error {
			for i := range batch {
				p := &batch[i]
				translated, lang, _ := ml.HostLanguage(ml.TranslatedPostType(p.Type), p.Lang)
				if lang == cur {
					continue // this host's to list, and it does not
				}
				link := s.Linker.Post(&p.PostRef, d)
				if p.FrontTranslation && p.Type == "page" {
					// Its host's front page (the plugins translate
					// page_on_front there), listed as that host's home.
					link = s.Linker.HomeIn(lang)
				}
				if _, l, r := s.decidePostOn(p, link, translated, lang, lang, s.ownHost(lang)); r == seo.Listed {
					loc[p.ID] = l
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(need) > 0 {
		// The members' rows without content or meta: the snapshot's
		// lists say they are listed (noindex and canonical as it
		// decided them), their rows say whether they still are published
		// and where they are.
		posts, d, err := s.Links.Members(ctx, need)
		if err != nil {
			return nil, err
		}
		for i := range posts {
			p := &posts[i]
			if p.Type != typ || p.Status != "publish" {
				continue
			}
			if l, r := seo.Loc(s.Linker.Post(&p.PostRef, d)); r == seo.Listed {
				loc[p.ID] = l
			}
		}
	}
	return s.alternatesOf(ctx, ids, groups, loc)
}

// ownHost is what seo's decisions need of the sitemaps of language
// lang's host (on a site that serves one set per language host): its home
// instead of this snapshot's. page_on_front and page_for_posts stay this
// host's: the front page's translations are decided at their hosts' homes
// (postAlternates), and a translation of the posts page is only ever in
// the group of this host's posts page, which no page entry lists.
//
// Made once per language and kept in s.hosts (postAlternates asks for it
// per translation of every batch rendered); a snapshot made without one
// (a provider's scratch snapshot) makes it each time.
func (s *Snapshot) ownHost(lang string) seo.Site {
	if s.hosts != nil {
		if v, ok := s.hosts.Load(lang); ok {
			return v.(seo.Site)
		}
	}
	home := strings.TrimRight(s.Site.LinkSite().LanguageHome(lang), "/")
	site := seo.NewSite(home, s.seoSite.PageOnFront, s.seoSite.PageForPosts)
	if s.hosts != nil {
		s.hosts.Store(lang, site)
	}
	return site
}

// termAlternates returns the alternate links of the listed terms ids (of
// taxonomy v.tax, at locs), in their order; nil when none has any.
func (s *Snapshot) termAlternates(ctx context.Context, v *termView, ids []int64, locs []string) ([][]sitemap.Alternate, error) {
	tax := v.tax.Name
	ml := s.Site.Languages()
	if !s.hreflang || !ml.TranslatedTaxonomy(tax) || len(ids) == 0 {
		return nil, nil
	}
	groups, err := s.Links.TermGroups(ctx, tax, ids)
	if err != nil || len(groups) == 0 {
		return nil, err
	}
	loc := make(map[int64]string, len(ids))
	for i, id := range ids {
		loc[id] = locs[i]
	}
	cur := ml.CurrentLanguage()
	for _, g := range groups {
		for _, m := range g {
			if _, ok := loc[m]; ok {
				continue
			}
			i, found := slices.BinarySearchFunc(v.terms, m, func(t wp.Term, id int64) int {
				switch {
				case t.ID < id:
					return -1
				case t.ID > id:
					return 1
				}
				return 0
			})
			if !found {
				continue
			}
			t := &v.terms[i]
			l, r := v.decide(s, t)
			if translated, lang, _ := ml.HostLanguage(ml.TranslatedTaxonomy(tax), t.Lang); cur != "" && translated && lang != cur {
				// On a language host's sitemaps a term of another
				// language counts as listed when its own host lists it.
				l, r = v.decideOn(s, t, translated, lang, lang)
			}
			if r == seo.Listed {
				loc[m] = l
			}
		}
	}
	return s.alternatesOf(ctx, ids, groups, loc)
}

// alternatesOf makes the links of each object of ids from its group: one
// per language whose member is listed (at loc), in the order of the site's
// languages, and x-default to the default language's member; none for an
// object whose group lists fewer than two.
func (s *Snapshot) alternatesOf(ctx context.Context, ids []int64, groups map[int64]wp.Group, loc map[int64]string) ([][]sitemap.Alternate, error) {
	langs, err := s.Links.Languages(ctx)
	if err != nil {
		return nil, err
	}
	def := s.Site.DefaultLanguage()
	out := make([][]sitemap.Alternate, len(ids))
	var present []wp.Language
	for i, id := range ids {
		g := groups[id]
		if g == nil {
			continue
		}
		present = present[:0]
		for _, l := range langs {
			if m, ok := g[l.Code]; ok && loc[m] != "" {
				present = append(present, l)
			}
		}
		if len(langs) == 0 {
			// No list of languages (WPML without icl_languages): the
			// group's own codes, in code order.
			for code, m := range g {
				if loc[m] != "" {
					present = append(present, wp.Language{Code: code, Locale: code})
				}
			}
			slices.SortFunc(present, func(a, b wp.Language) int { return strings.Compare(a.Code, b.Code) })
		}
		if len(present) < 2 {
			continue
		}
		codes := s.Site.Languages().Hreflangs(present)
		alts := make([]sitemap.Alternate, 0, len(present)+1)
		for j, l := range present {
			if codes[j] != "" {
				alts = append(alts, sitemap.Alternate{Hreflang: codes[j], Href: loc[g[l.Code]]})
			}
		}
		if m, ok := g[def]; ok && loc[m] != "" {
			alts = append(alts, sitemap.Alternate{Hreflang: "x-default", Href: loc[m]})
		}
		out[i] = alts
	}
	return out, nil
}

// maxGroupIDs bounds the post IDs whose translation groups an update reads
// (renewTranslations), a thousand a query: past it, every page of the
// translated post types gets a new revision instead.
const maxGroupIDs = 64 * 1024

// renewTranslations gives a new revision to every page of s that lists a
// translation of a post in ranges (the posts an update examined again):
// the alternates of that page's entries link the post as it is now (its
// URL, whether its own sitemaps still list it), though no row of the page
// changed. It reads the groups of the posts in ranges only (a thousand
// IDs a query), whatever their status, so that a post that left its
// sitemaps (unpublished, noindex) or another language's, which this
// snapshot never listed (a language host), still finds its translations.
// A group that was itself written (WPML's trid, Polylang's group term)
// is the change source's: its members before and after are in ranges
// (WPML), or the terms changed (Polylang), which renews every page of a
// translated type (postTypes.Update). Each language host's catalog
// applies the same changes, so each renews its own pages. The pages keep
// their ListingRev: what they list did not move.
func (s *Snapshot) renewTranslations(ctx context.Context, ranges []wp.IDRange) error {
	if !s.hreflang || len(ranges) == 0 {
		return nil
	}
	var translated []*Sitemap
	for _, sm := range s.Sitemaps {
		if _, ok := dataOK[*typeData](sm); ok && sm.InIndex && s.Site.Languages().TranslatedPostType(sm.Name) {
			translated = append(translated, sm)
		}
	}
	if len(translated) == 0 {
		return nil
	}
	var n int64
	for _, r := range ranges {
		n += r.Hi - r.Lo + 1
	}
	members := map[int64]bool{}
	if n <= maxGroupIDs {
		ids := make([]int64, 0, min(n, 1000))
		read := func() error {
			groups, err := s.Links.PostGroups(ctx, ids)
			for _, g := range groups {
				for _, m := range g {
					members[m] = true
				}
			}
			ids = ids[:0]
			return err
		}
		for _, r := range ranges {
			for id := r.Lo; id <= r.Hi; id++ {
				if ids = append(ids, id); len(ids) == cap(ids) {
					if err := read(); err != nil {
						return err
					}
				}
			}
		}
		if err := read(); err != nil {
			return err
		}
		if len(members) == 0 {
			return nil
		}
	}
	for _, sm := range translated {
		var renew []int
		if n > maxGroupIDs {
			renew = make([]int, len(sm.Pages))
			for i := range renew {
				renew[i] = i
			}
		} else {
			renew = s.pagesListing(sm, members)
		}
		if len(renew) == 0 {
			continue
		}
		c := *sm
		c.Pages = slices.Clone(sm.Pages)
		for _, i := range renew {
			c.Pages[i].Listing, c.Pages[i].Rev = c.Pages[i].ListingRev(), NewRev()
		}
		for i, o := range s.Sitemaps {
			if o == sm {
				s.Sitemaps[i] = &c
			}
		}
		s.byName[sm.Name] = &c
	}
	return nil
}

// pagesListing returns the indexes of the pages of post-type sitemap sm
// that list one of ids (the static front page as page 1's home entry), in
// order: a binary search per ID, whatever the size of the sitemap.
func (s *Snapshot) pagesListing(sm *Sitemap, ids map[int64]bool) []int {
	td := data[*typeData](sm)
	var out []int
	if sm.Name == "page" && td.first != nil && td.first.left == nil && len(sm.Pages) > 0 {
		if front := s.Site.FrontPageID(); front > 0 && front == s.seoSite.PageOnFront && ids[front] {
			out = append(out, 0)
		}
	}
	if td.idPages == nil {
		return out
	}
	for id := range ids {
		i, _ := slices.BinarySearchFunc(sm.Pages, id, func(pg Page, id int64) int {
			if pg.Before != 0 && pg.Before <= id {
				return -1
			}
			return 0
		})
		if i >= len(sm.Pages) || id <= sm.Pages[i].After || i >= len(td.ids) {
			continue
		}
		if td.ids[i].has(id) {
			out = append(out, i)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
