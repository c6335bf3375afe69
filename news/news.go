// Package news holds the rules of the Google News sitemap (Yoast News SEO's
// news-sitemap.xml) as pure functions: the settings read from the
// wpseo_news option, the 48-hour window and when it next changes what is
// listed, the language code Google expects, and the <news:news> fields of
// an article. It runs no SQL (wp reads the candidates with
// wpdb.DB.NewsPosts) and writes no XML (sitemap.NewsSet does).
//
// A caller (the catalog) does, per request or cached until NextChange:
//
//	s := news.NewSettings(site)
//	// recent: IDs of the published posts for which Recent(p.ModifiedGMT, at)
//	// held when the data version was prepared at at (nil if unknown)
//	rows, err := db.NewsPosts(ctx, s.Query(s.Types(isPublic, hasPostSitemap), recent, now, true), links)
//	// for each row: the seo decisions, the link, the images, then
//	a := news.NewArticle(&rows.Posts[i], rows.StockTickers[id])
//	a.Loc, a.Images = loc, images
//	listed := news.Select(articles, now)
//	// write s.URL(a) for each listed article; expire at news.NextChange(articles, now)
package news

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Window is how far back an article's publication or modification may lie
// for it to be listed: Google News wants articles of the last two days.
const Window = 48 * time.Hour

// MaxArticles is the most articles one news sitemap lists (Google's limit;
// Yoast News SEO has no second page).
const MaxArticles = 1000

// Ahead is how far after now Query still reads articles. WordPress makes a
// post dated in the future 'future', not 'publish'; a published post dated
// after now means the database's clock (or WordPress's) is ahead of ours.
// Such an article enters the window by the clock alone, with no database
// change: reading it lets NextChange say when.
const Ahead = time.Hour

// Settings are the news sitemap's settings, from Yoast News SEO's
// wpseo_news option and the site's own options.
type Settings struct {
	// PublicationName is <news:name>: news_sitemap_name when it is set (not
	// blank), else the site title (blogname). Yoast News SEO 13.1 prints an
	// empty name when news_sitemap_name is unset; the functional
	// specification wants the site title.
	PublicationName string
	// Language is <news:language>, from the site locale (WPLANG).
	Language string
	// Ticked are the post types ticked in news_sitemap_include_post_types
	// (value exactly "on", as Yoast compares), sorted. See Types.
	Ticked []string
	// ExcludedTerms maps a post type to the term IDs ticked in
	// news_sitemap_exclude_terms ("{term_id}_for_{post_type}" => "on"),
	// each list sorted.
	ExcludedTerms map[string][]int64
}

// NewSettings reads the settings from site. A missing or corrupt wpseo_news
// option gives the defaults (the site title, type post, no excluded term);
// wp.NewSite has then recorded the corruption in site.Warnings.
func NewSettings(site *wp.Site) Settings {
	o := site.News
	s := Settings{PublicationName: site.BlogName, Language: Language(site.Language)}
	if strings.TrimSpace(o.Name) != "" {
		s.PublicationName = o.Name
	}
	for pt, v := range o.IncludePostTypes {
		if v == "on" && pt != "" {
			s.Ticked = append(s.Ticked, pt)
		}
	}
	slices.Sort(s.Ticked)
	for key, v := range o.ExcludeTerms {
		if v != "on" {
			continue
		}
		// Yoast splits at the first "_for_": the term ID is digits.
		id, pt, ok := strings.Cut(key, "_for_")
		n, err := strconv.ParseInt(id, 10, 64)
		if !ok || err != nil || n <= 0 || pt == "" {
			continue
		}
		if s.ExcludedTerms == nil {
			s.ExcludedTerms = map[string][]int64{}
		}
		s.ExcludedTerms[pt] = append(s.ExcludedTerms[pt], n)
	}
	for _, ids := range s.ExcludedTerms {
		slices.Sort(ids)
	}
	return s
}

// Types returns the post types whose articles are listed. First Yoast News
// SEO's choice (get_included_post_types in classes/wpseo-news.php): the
// ticked types that public reports public (Yoast only offers and reads
// public types), or, when there are none, "post". Then the types without a
// post sitemap (listed false: noindex-{type} or disable-{type}) are dropped,
// since every exclusion of the post sitemaps applies to the news sitemap
// (docs/deviations.md 17; Yoast's query does not check a type's noindex).
// The fallback is decided before that drop: a ticked type that is noindex
// leaves no type rather than "post", which Yoast would not list then. The
// result may be empty: the news sitemap then lists nothing. A nil public or
// listed accepts every type.
func (s Settings) Types(public, listed func(postType string) bool) []string {
	var chosen []string
	for _, pt := range s.Ticked {
		if public == nil || public(pt) {
			chosen = append(chosen, pt)
		}
	}
	if len(chosen) == 0 {
		chosen = []string{"post"}
	}
	var out []string
	for _, pt := range chosen {
		if listed == nil || listed(pt) {
			out = append(out, pt)
		}
	}
	return out
}

// Query returns the database query for the candidates at now: the given
// types, the excluded terms, the window ending at now and the Ahead after
// it, the content whole when withContent (for images), and at most twice
// MaxArticles rows: the per-post decisions (password, noindex, canonical)
// come after the query, and may drop up to half of the newest candidates
// with Select still listing the newest MaxArticles that remain. modified are the IDs of the posts Recent kept (nil when the
// caller has none): without them, a post published before the window and
// modified in it is found only through the revision its edit wrote. Select
// keeps the articles in the window.
func (s Settings) Query(types []string, modified []int64, now time.Time, withContent bool) wp.NewsQuery {
	return wp.NewsQuery{
		Types:         types,
		ExcludedTerms: s.ExcludedTerms,
		From:          now.Add(-Window),
		To:            now.Add(Ahead),
		Limit:         2 * MaxArticles,
		WithContent:   withContent,
		Modified:      modified,
	}
}

// Recent reports whether a post whose post_modified_gmt is modifiedGMT (as
// stored), seen by a pass over every published post at the instant at,
// belongs in Query's modified: it was modified after at-Window, so it may
// be in the window until at+Window or later. Query's results are filtered
// exactly, so keeping such a post longer than needed costs a lookup only;
// posts modified after the pass change the data version, and revisions find
// most of them before the next pass.
func Recent(modifiedGMT string, at time.Time) bool {
	t := ParseGMT(modifiedGMT)
	return !t.IsZero() && t.After(at.Add(-Window))
}

// InWindow reports whether an article published at published and last
// modified at modified is listed at now: either time lies in the window
// (now-48h, now]. A zero time is never in the window; a time after now is
// not yet (a clock ahead of the database's, or a row dated ahead).
func InWindow(published, modified, now time.Time) bool {
	in := func(t time.Time) bool {
		return !t.IsZero() && t.After(now.Add(-Window)) && !t.After(now)
	}
	return in(published) || in(modified)
}

// Article is what the news sitemap needs of one post. NewArticle fills it
// from a candidate row but for Loc and Images, which are the caller's (the
// permalink and the images of the post sitemaps).
type Article struct {
	ID           int64
	Loc          string
	Title        string    // post_title as stored
	Published    time.Time // post_date_gmt; zero when unknown
	Modified     time.Time // post_modified_gmt; zero when unknown
	StockTickers string    // trimmed; "" when none
	Images       []string
}

// NewArticle makes the Article of a candidate row and its stock tickers
// (wp.NewsRows.StockTickers).
func NewArticle(p *wp.Post, stockTickers string) Article {
	return Article{
		ID:           p.ID,
		Title:        p.Title,
		Published:    ParseGMT(p.DateGMT),
		Modified:     ParseGMT(p.ModifiedGMT),
		StockTickers: strings.TrimSpace(stockTickers),
	}
}

// ParseGMT parses a GMT datetime column ("2006-01-02 15:04:05") as UTC.
// The zero date and anything unparsable give the zero time.
func ParseGMT(s string) time.Time {
	t, err := time.Parse(time.DateTime, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// Select returns the articles listed at now: those InWindow with a known
// publication time (<news:publication_date> is required), newest
// publication first (then highest ID), at most MaxArticles. It does not
// modify articles.
func Select(articles []Article, now time.Time) []Article {
	var out []Article
	for _, a := range articles {
		if !a.Published.IsZero() && InWindow(a.Published, a.Modified, now) {
			out = append(out, a)
		}
	}
	slices.SortStableFunc(out, func(a, b Article) int {
		if c := b.Published.Compare(a.Published); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
	if len(out) > MaxArticles {
		out = out[:MaxArticles]
	}
	return out
}

// NextChange returns the first instant after now at which InWindow changes
// for one of the articles: when the next one leaves the window (48 hours
// after the later of its times in the window), or, for a time after now,
// enters it. The zero time means never. Pass every candidate that the
// per-post decisions kept, before Select (those dated after now are not
// listed yet): the news sitemap, its cache and its ETag are valid until
// this instant unless the database changes. Other articles only enter
// through a database change (a new publication or edit), which the data
// version sees, except a published post dated more than Ahead after now,
// which only a direct write to the database makes.
func NextChange(articles []Article, now time.Time) time.Time {
	var next time.Time
	for _, a := range articles {
		in := InWindow(a.Published, a.Modified, now)
		// InWindow can only change at these instants (a zero time's are
		// long past).
		for _, t := range []time.Time{a.Published, a.Published.Add(Window), a.Modified, a.Modified.Add(Window)} {
			if t.After(now) && (next.IsZero() || t.Before(next)) && InWindow(a.Published, a.Modified, t) != in {
				next = t
			}
		}
	}
	return next
}

// LastMod is the <lastmod> of the news sitemap's entry in the index: the
// newest publication or modification time among the articles, ignoring
// times after now; zero when there is none.
func LastMod(articles []Article, now time.Time) time.Time {
	var m time.Time
	for _, a := range articles {
		for _, t := range []time.Time{a.Published, a.Modified} {
			if !t.After(now) && t.After(m) {
				m = t
			}
		}
	}
	return m
}

// URL returns the sitemap entry of an article: its link, the publication
// name and language, the publication time (printed in UTC, in W3C format
// with its +00:00 offset, as Yoast prints it), the title as stored (the
// writer escapes it, and replaces bytes that are not UTF-8), the stock
// tickers when set, and the images. No deprecated tag (keywords, genres)
// exists to be written.
func (s Settings) URL(a Article) sitemap.NewsURL {
	return sitemap.NewsURL{
		Loc:             a.Loc,
		PublicationName: s.PublicationName,
		Language:        s.Language,
		PublicationDate: a.Published,
		Title:           a.Title,
		StockTickers:    a.StockTickers,
		Images:          a.Images,
	}
}
