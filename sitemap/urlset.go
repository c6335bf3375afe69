package sitemap

import (
	"fmt"
	"io"
	"time"
)

// urlsetStart is Yoast's <urlset> start tag, attribute for attribute
// (yoast-behavior.md §5.5).
const urlsetStart = `<urlset xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:image="` + NamespaceImage + `" xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd http://www.google.com/schemas/sitemap-image/1.1 http://www.google.com/schemas/sitemap-image/1.1/sitemap-image.xsd" xmlns="` + NamespaceSitemap + `">`

// urlsetStartAlternates is urlsetStart with the XHTML namespace declared,
// for the alternate links of NewURLSetAlternates.
const urlsetStartAlternates = `<urlset xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:image="` + NamespaceImage + `" xmlns:xhtml="` + NamespaceXHTML + `" xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd http://www.google.com/schemas/sitemap-image/1.1 http://www.google.com/schemas/sitemap-image/1.1/sitemap-image.xsd" xmlns="` + NamespaceSitemap + `">`

// An Alternate is another version of an entry's page, written as
// <xhtml:link rel="alternate" hreflang="…" href="…"/> (Google's
// "Tell Google about localized versions of your page", the sitemap method).
type Alternate struct {
	Hreflang string // a language tag ("fr", "fr-fr") or "x-default"
	Href     string // the version's absolute URL
}

// URL is one <url> entry of a URLSet.
type URL struct {
	// Loc is the page's absolute URL, printed as given (escaped). Required.
	Loc string
	// LastMod is printed as <lastmod> in UTC; the zero time omits it.
	LastMod time.Time
	// Images are absolute image URLs, one <image:image> each, in order.
	// Empty strings are skipped, as Yoast skips an empty src; duplicates are
	// the caller's business.
	Images []string
	// Alternates are the entry's versions in other languages, itself
	// included, in order; only a set made with NewURLSetAlternates takes
	// them.
	Alternates []Alternate
}

// URLSet streams a <urlset> document in the sitemaps.org namespace with the
// Google image namespace declared, one <url> at a time. Create it with
// NewURLSet and finish it with Close.
type URLSet struct {
	w          *writer
	alternates bool // the XHTML namespace is declared
}

// NewURLSet writes the XML declaration, a <?xml-stylesheet type="text/xsl"
// href="…"?> processing instruction pointing at stylesheetHref (omitted when
// stylesheetHref is ""), and Yoast's <urlset> start tag into the buffer in
// front of w. The returned error is that of the underlying writer, which is
// normally not touched yet (see the package comment).
func NewURLSet(w io.Writer, stylesheetHref string) (*URLSet, error) {
	u := &URLSet{w: newWriter(w)}
	return u, u.w.prologue(stylesheetHref, urlsetStart)
}

// NewURLSetAlternates is NewURLSet with xmlns:xhtml declared on the
// <urlset>, so that entries may carry Alternates.
func NewURLSetAlternates(w io.Writer, stylesheetHref string) (*URLSet, error) {
	u := &URLSet{w: newWriter(w), alternates: true}
	return u, u.w.prologue(stylesheetHref, urlsetStartAlternates)
}

// Write appends one <url> entry:
//
//	\t<url>
//	\t\t<loc>{Loc}</loc>
//	\t\t<lastmod>{LastMod}</lastmod>                  (unless zero)
//	\t\t<xhtml:link rel="alternate" hreflang="{Hreflang}" href="{Href}"/>  (per alternate)
//	\t\t<image:image>                                 (per non-empty image)
//	\t\t\t<image:loc>{image}</image:loc>
//	\t\t</image:image>
//	\t</url>
//
// The alternates follow <lastmod>, not <loc>: sitemap.xsd's <url> is a
// sequence of loc, lastmod, changefreq and priority, then the elements of
// other namespaces.
//
// It returns ErrEmptyLoc, writing nothing, when e.Loc is empty; ErrInvalid
// when e has alternates and the set was not made with
// NewURLSetAlternates, or an alternate lacks its hreflang or href; ErrClosed
// after Close; otherwise the sticky error of the underlying writer, if any.
func (u *URLSet) Write(e URL) error {
	w := u.w
	if err := w.check(); err != nil {
		return err
	}
	if e.Loc == "" {
		return ErrEmptyLoc
	}
	if len(e.Alternates) > 0 && !u.alternates {
		return fmt.Errorf("%w: alternates in a set without the xhtml namespace", ErrInvalid)
	}
	for _, a := range e.Alternates {
		if a.Hreflang == "" || a.Href == "" {
			return fmt.Errorf("%w: an alternate without hreflang or href", ErrInvalid)
		}
	}
	w.raw("\t<url>\n")
	w.element("\t\t", "loc", e.Loc)
	if !e.LastMod.IsZero() {
		w.dateElement("\t\t", "lastmod", e.LastMod)
	}
	for _, a := range e.Alternates {
		w.raw("\t\t<xhtml:link rel=\"alternate\" hreflang=\"")
		w.text(a.Hreflang)
		w.raw("\" href=\"")
		w.text(a.Href)
		w.raw("\"/>\n")
	}
	w.images("\t\t", e.Images)
	w.raw("\t</url>\n")
	if w.err == nil {
		w.n++
	}
	return w.err
}

// Len reports how many entries have been written.
func (u *URLSet) Len() int { return u.w.n }

// Flush writes the buffered bytes to the underlying writer (it does not flush
// that writer in turn). It returns ErrClosed after Close.
func (u *URLSet) Flush() error { return u.w.flush() }

// Close writes </urlset> and the trailing comment, then flushes. It does not
// close the underlying writer. Calling it again returns the sticky error or
// nil.
func (u *URLSet) Close() error { return u.w.close("</urlset>") }
