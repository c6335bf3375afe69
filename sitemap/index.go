package sitemap

import (
	"io"
	"time"
)

// indexStart is Yoast's <sitemapindex> start tag (yoast-behavior.md §5.4).
const indexStart = `<sitemapindex xmlns="` + NamespaceSitemap + `">`

// Index streams a <sitemapindex> document, one <sitemap> at a time. Create it
// with NewIndex and finish it with Close.
type Index struct {
	w *writer
}

// NewIndex writes the XML declaration, the stylesheet processing instruction
// (omitted when stylesheetHref is "") and the <sitemapindex> start tag into the
// buffer in front of w; see NewURLSet.
func NewIndex(w io.Writer, stylesheetHref string) (*Index, error) {
	x := &Index{w: newWriter(w)}
	return x, x.w.prologue(stylesheetHref, indexStart)
}

// Write appends one <sitemap> entry:
//
//	\t<sitemap>
//	\t\t<loc>{loc}</loc>
//	\t\t<lastmod>{lastmod}</lastmod>                  (unless zero)
//	\t</sitemap>
//
// It returns ErrEmptyLoc, writing nothing, when loc is empty; ErrClosed after
// Close; otherwise the sticky error of the underlying writer, if any.
func (x *Index) Write(loc string, lastmod time.Time) error {
	w := x.w
	if err := w.check(); err != nil {
		return err
	}
	if loc == "" {
		return ErrEmptyLoc
	}
	w.raw("\t<sitemap>\n")
	w.element("\t\t", "loc", loc)
	if !lastmod.IsZero() {
		w.dateElement("\t\t", "lastmod", lastmod)
	}
	w.raw("\t</sitemap>\n")
	if w.err == nil {
		w.n++
	}
	return w.err
}

// Len reports how many entries have been written.
func (x *Index) Len() int { return x.w.n }

// Flush writes the buffered bytes to the underlying writer; see URLSet.Flush.
func (x *Index) Flush() error { return x.w.flush() }

// Close writes </sitemapindex> and the trailing comment, then flushes; see
// URLSet.Close.
func (x *Index) Close() error { return x.w.close("</sitemapindex>") }
