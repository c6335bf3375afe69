package check

import (
	"context"
	"strings"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/wp"
)

// checkWPML reports, when WPML is active, its languages (the hidden and
// the default ones said so) and its negotiation type; then, on any
// multilingual site, whether the entries carry hreflang alternates, and
// the page size the languages impose on the sitemaps that carry them
// (catalog.Snapshot.AlternatesPerPage).
func checkWPML(ctx context.Context, r *report, a Args, snap *catalog.Snapshot) {
	site := snap.Site
	if w := site.WPML; w != nil {
		r.section("multilingual")
		active, err := a.DB.ICLLanguages(ctx)
		if err != nil {
			r.fail("reading WPML's languages: %v", err)
			return
		}
		codes := make([]string, len(active))
		for i, l := range active {
			codes[i] = l.Code
		}
		hidden := func(code string) string {
			if w.IsHidden(code) {
				return "hidden: left out"
			}
			return ""
		}
		other := listLanguages(r, "WPML", codes, w.DefaultLang, hidden,
			"no language is active (icl_languages)", "active languages")
		switch w.Negotiation {
		case wp.WPMLDirectory:
			if w.DirectoryForDefault {
				r.ok("directory mode (/%s/...), the default language with its directory too", other)
			} else {
				r.ok("directory mode (/%s/...), the default language without a directory", other)
			}
		case wp.WPMLDomain:
			var doms []string
			for _, l := range active {
				if d, ok := w.Domains[l.Code]; ok && l.Code != w.DefaultLang {
					doms = append(doms, l.Code+" "+d)
				}
			}
			r.ok("a domain per language (%s); one set of sitemaps per domain, each listing its language (the default language's at the home's host), as WPML serves them", strings.Join(doms, ", "))
		case wp.WPMLParameter:
			r.ok("the language as a parameter (?lang=%s)", other)
		}
	}
	if !site.Multilingual() {
		return
	}
	langs := 0 // the plugin's languages, as the alternates name them
	if l, err := snap.Links.Languages(ctx); err == nil {
		langs = len(l)
	}
	switch {
	case snap.Hreflang():
		r.ok("hreflang alternates on (WPSITEMAP_HREFLANG=%s): each entry links its listed translations and x-default", a.Config.Hreflang)
		// An alternate is at most about 2.1 kB (a 2,048-character URL and
		// its markup): a page of N entries in L languages adds up to
		// N*(L+1)*2.1 kB, which the catalog keeps under the protocol's
		// limit by cutting those sitemaps into smaller pages.
		if n := snap.AlternatesPerPage(); n > 0 {
			r.note("with %d languages, a page of %d entries of very long URLs could pass the protocol's 50 MB: the sitemaps whose entries carry alternates are cut into pages of %d entries instead (the others keep WPSITEMAP_ENTRIES_PER_PAGE=%d)", langs, snap.PerPage(), n, snap.PerPage())
		}
	default:
		r.ok("hreflang alternates off (WPSITEMAP_HREFLANG=%s)", a.Config.Hreflang)
	}
}
