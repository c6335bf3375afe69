package catalog

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Page size with alternates: a page is cut by entries (Options.PerPage),
// but an entry with alternate links grows with the site's languages, up
// to one 2,048-character URL per language and x-default. The sitemaps
// whose entries may carry them (translated post types and taxonomies,
// with hreflang on) hold at most as many entries a page as keep a page
// of the longest possible entries under the protocol's limit of an
// uncompressed document (MaxDocBytes), with a tenth of it spare: the
// smaller of PerPage and that bound. Every other sitemap, and every
// sitemap with hreflang off, is cut by PerPage alone, as Yoast cuts it.
//
// The longest entry counted is its <loc> and its alternates' hrefs at
// seo.MaxURLLength characters (one byte each: an encoded URL is ASCII
// but for an IDN host, and escapes such as the &amp; between query
// parameters are few; the spare tenth is for them, the stylesheet's href
// and the language homes' extra bytes), its <lastmod>, one alternate per
// language and x-default with the longest hreflang value the languages
// can make, and the language homes Polylang appends to page 1 of the post
// sitemap. Images are not counted: an entry lists up to
// images.MaxPerEntry (1,000) of up to 2,048 characters each, about 2.1 MB,
// a bound that would cut every page to some twenty entries, with or
// without languages; what images add is the same with hreflang off.

// MaxDocBytes is the sitemaps protocol's limit of an uncompressed
// document: 50 MB (52,428,800 bytes).
const MaxDocBytes = 50 << 20

// maxDocBytes is the limit the page bound keeps under (Options.MaxDocBytes).
func (c *Catalog) maxDocBytes() int64 {
	if c.opts.MaxDocBytes > 0 {
		return c.opts.MaxDocBytes
	}
	return MaxDocBytes
}

// AlternatesPerPage is the number of entries per page of the sitemaps
// whose entries may carry alternate links, when the languages make it
// smaller than PerPage; 0 when those are cut by PerPage like the others.
func (s *Snapshot) AlternatesPerPage() int { return s.altPerPage }

// typePerPage is the number of entries per page of the sitemap of post
// type typ.
func (s *Snapshot) typePerPage(typ string) int {
	if s.altPerPage > 0 && s.Site.Languages().TranslatedPostType(typ) {
		return s.altPerPage
	}
	return s.perPage
}

// taxPerPage is the number of entries per page of the sitemap of
// taxonomy tax.
func (s *Snapshot) taxPerPage(tax string) int {
	if s.altPerPage > 0 && s.Site.Languages().TranslatedTaxonomy(tax) {
		return s.altPerPage
	}
	return s.perPage
}

// alternatesPerPage returns the entries per page of s's sitemaps whose
// entries may carry alternates (Snapshot.altPerPage): 0 unless hreflang
// is on and the site's languages (wp.LinkCache.Languages) make the bound
// smaller than PerPage. Without a list of languages (WPML without
// icl_languages, whose alternates then follow the groups' own codes) the
// number of languages is not known: 0.
func (c *Catalog) alternatesPerPage(ctx context.Context, s *Snapshot) (int, error) {
	if !s.hreflang {
		return 0, nil
	}
	langs, err := s.Links.Languages(ctx)
	if err != nil {
		return 0, err
	}
	return pageBound(s.perPage, langs, c.maxDocBytes()), nil
}

// pageBound returns the most entries a page may hold so that a document
// of the longest entries with alternates in langs stays under nine tenths
// of limit bytes (at least 1), or 0 when that is perPage or more, or
// when there are fewer than two languages (an entry then has no
// alternates: alternatesOf).
func pageBound(perPage int, langs []wp.Language, limit int64) int {
	if len(langs) < 2 {
		return 0
	}
	code := len("x-default")
	for _, l := range langs {
		// An hreflang value is the language's locale or tag, or its
		// code, or a part of them (wp.Multilingual.Hreflangs).
		code = max(code, len(l.Code), len(l.Locale))
	}
	doc, entry, alt := worstSizes(code)
	n := len(langs)
	budget := limit - limit/10 - doc - int64(n)*entry // n: Polylang's language homes on page 1
	size := max(budget/(entry+int64(n+1)*alt), 1)
	if size >= int64(perPage) {
		return 0
	}
	return int(size)
}

// worstSizes returns, as package sitemap writes them, the bytes of a
// document with alternates and no entry (without a stylesheet), of an
// entry without alternates whose loc is seo.MaxURLLength characters long,
// and of one alternate of such an href whose hreflang is code characters
// long.
func worstSizes(code int) (doc, entry, alt int64) {
	long := "https://" + strings.Repeat("a", seo.MaxURLLength-len("https://"))
	size := func(alts int) int64 {
		var w countingWriter
		u, _ := sitemap.NewURLSetAlternates(&w, "")
		if alts >= 0 {
			e := sitemap.URL{Loc: long, LastMod: time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)}
			for range alts {
				e.Alternates = append(e.Alternates, sitemap.Alternate{Hreflang: strings.Repeat("a", code), Href: long})
			}
			_ = u.Write(e)
		}
		_ = u.Close()
		return w.n
	}
	doc = size(-1)
	entry = size(0) - doc
	alt = size(1) - doc - entry
	return doc, entry, alt
}

// countingWriter counts the bytes written to it.
type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += int64(len(p))
	return len(p), nil
}

// repageAlternates cuts again, at the snapshot's page sizes, every
// sitemap whose entries may carry alternates (after the bound changed: a
// language added or removed), from what the snapshot holds, as a build
// would cut them; nothing is read. A page that comes out as it was keeps
// its revision. The sitemaps are replaced by copies; readers of those
// before go on.
func (s *Snapshot) repageAlternates() {
	if !s.hreflang {
		return
	}
	for i, sm := range s.Sitemaps {
		var nsm *Sitemap
		switch p := sm.Provider.(type) {
		case *postTypes:
			td, ok := dataOK[*typeData](sm)
			if !ok || !s.Site.Languages().TranslatedPostType(sm.Name) || td.idPages == nil {
				continue
			}
			nsm = recutAll(sm, td, s.typePerPage(sm.Name))
			data[*typeData](nsm).newest = td.newest
			nsm.InIndex = sm.InIndex
		case *taxonomies:
			v, ok := dataOK[*termView](sm)
			if !ok || !s.Site.Languages().TranslatedTaxonomy(v.tax.Name) {
				continue
			}
			c := *sm
			c.Pages, c.InIndex = p.page(s, v)
			nsm = &c
		default:
			continue
		}
		keepRevs(sm.Pages, nsm.Pages)
		s.Sitemaps[i] = nsm
		if s.byName[sm.Name] == sm {
			s.byName[sm.Name] = nsm
		}
	}
}

// recutAll returns post-type sitemap sm with its listed posts (td) cut
// into pages of size entries, page 1 holding td's first entry, as a build
// cuts them.
func recutAll(sm *Sitemap, td *typeData, size int) *Sitemap {
	var all segment
	for i := range td.ids {
		all.ids = slices.AppendSeq(all.ids, td.ids[i].all())
		all.mods = append(all.mods, td.mods[i]...)
	}
	return paged(sm, td.first, recut([]segment{all}, td.first, size))
}
