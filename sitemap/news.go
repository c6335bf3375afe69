package sitemap

import (
	"fmt"
	"io"
	"time"
)

// newsStart is the root start tag of a news sitemap: Yoast News SEO's
// (yoast-behavior.md §10.3) plus the image namespace, which the functional
// specification's example declares for the optional images.
const newsStart = `<urlset xmlns="` + NamespaceSitemap + `" xmlns:news="` + NamespaceNews + `" xmlns:image="` + NamespaceImage + `">`

// NewsURL is one <url> of a NewsSet: an article and its <news:news> block.
type NewsURL struct {
	// Loc is the article's absolute URL. Required.
	Loc string
	// PublicationName is <news:name>, the site title; written even when
	// empty, as Yoast does with an unset name.
	PublicationName string
	// Language is <news:language>. The schema wants an ISO 639 code
	// ([a-z]{2,3}, zh-cn or zh-tw); the writer does not check it.
	Language string
	// PublicationDate is <news:publication_date>, printed in UTC. Required:
	// the zero time is refused.
	PublicationDate time.Time
	// Title is <news:title>, written even when empty.
	Title string
	// StockTickers is <news:stock_tickers>; "" omits it.
	StockTickers string
	// Images are absolute image URLs, one <image:image> each; empty strings
	// are skipped.
	Images []string
}

// NewsSet streams a Google News sitemap: a <urlset> with the news and image
// namespaces, one <url> holding a <news:news> per article. Create it with
// NewNewsSet and finish it with Close.
type NewsSet struct {
	w *writer
}

// NewNewsSet writes the XML declaration, the stylesheet processing
// instruction (omitted when stylesheetHref is "") and the news <urlset> start
// tag into the buffer in front of w; see NewURLSet.
func NewNewsSet(w io.Writer, stylesheetHref string) (*NewsSet, error) {
	n := &NewsSet{w: newWriter(w)}
	return n, n.w.prologue(stylesheetHref, newsStart)
}

// Write appends one <url> entry. Yoast's news layout is one tab shallower
// than its urlset layout; this one is indented like URLSet's:
//
//	\t<url>
//	\t\t<loc>{Loc}</loc>
//	\t\t<news:news>
//	\t\t\t<news:publication>
//	\t\t\t\t<news:name>{PublicationName}</news:name>
//	\t\t\t\t<news:language>{Language}</news:language>
//	\t\t\t</news:publication>
//	\t\t\t<news:publication_date>{PublicationDate}</news:publication_date>
//	\t\t\t<news:title>{Title}</news:title>
//	\t\t\t<news:stock_tickers>{StockTickers}</news:stock_tickers>  (unless "")
//	\t\t</news:news>
//	\t\t<image:image>…</image:image>                                  (per image)
//	\t</url>
//
// The title is escaped, not wrapped in CDATA as Yoast does; the parsed value
// is the same. It returns ErrEmptyLoc, or an error wrapping ErrInvalid when
// PublicationDate is zero, writing nothing in either case; ErrClosed after
// Close; otherwise the sticky error of the underlying writer, if any.
func (n *NewsSet) Write(e NewsURL) error {
	w := n.w
	if err := w.check(); err != nil {
		return err
	}
	if e.Loc == "" {
		return ErrEmptyLoc
	}
	if e.PublicationDate.IsZero() {
		return fmt.Errorf("%w: %s: no publication date", ErrInvalid, e.Loc)
	}
	w.raw("\t<url>\n")
	w.element("\t\t", "loc", e.Loc)
	w.raw("\t\t<news:news>\n")
	w.raw("\t\t\t<news:publication>\n")
	w.element("\t\t\t\t", "news:name", e.PublicationName)
	w.element("\t\t\t\t", "news:language", e.Language)
	w.raw("\t\t\t</news:publication>\n")
	w.dateElement("\t\t\t", "news:publication_date", e.PublicationDate)
	w.element("\t\t\t", "news:title", e.Title)
	if e.StockTickers != "" {
		w.element("\t\t\t", "news:stock_tickers", e.StockTickers)
	}
	w.raw("\t\t</news:news>\n")
	w.images("\t\t", e.Images)
	w.raw("\t</url>\n")
	if w.err == nil {
		w.n++
	}
	return w.err
}

// Len reports how many entries (articles) have been written.
func (n *NewsSet) Len() int { return n.w.n }

// Flush writes the buffered bytes to the underlying writer; see URLSet.Flush.
func (n *NewsSet) Flush() error { return n.w.flush() }

// Close writes </urlset> and the trailing comment, then flushes; see
// URLSet.Close.
func (n *NewsSet) Close() error { return n.w.close("</urlset>") }
