package wp

import "time"

// Yoast News SEO's post meta: the opt-out ('1' leaves the post out of the
// news sitemap) and the stock tickers.
const (
	NewsOptOutKey  = "_yoast_wpseo_newssitemap-robots-index"
	NewsTickersKey = "_yoast_wpseo_newssitemap-stocktickers"
)

// NewsOption is Yoast News SEO's wpseo_news option, decoded but not
// interpreted: which values count, and the defaults, are the news package's
// decisions.
type NewsOption struct {
	// Present is true when the option row exists, even when its value is
	// corrupt (Site.Warnings then says so and the fields are empty).
	Present bool
	// Name is news_sitemap_name as stored.
	Name string
	// IncludePostTypes is news_sitemap_include_post_types: post type =>
	// value as a PHP string ("on" when ticked).
	IncludePostTypes map[string]string
	// ExcludeTerms is news_sitemap_exclude_terms: "{term_id}_for_{post_type}"
	// => value as a PHP string ("on" when ticked).
	ExcludeTerms map[string]string
}

func newsOption(a phpArray) NewsOption {
	o := NewsOption{Present: true, Name: a.str("news_sitemap_name")}
	strs := func(m phpArray) map[string]string {
		out := make(map[string]string, len(m))
		for k, v := range m {
			out[phpString(k)] = phpString(v)
		}
		return out
	}
	o.IncludePostTypes = strs(a.array("news_sitemap_include_post_types"))
	o.ExcludeTerms = strs(a.array("news_sitemap_exclude_terms"))
	return o
}

// NewsMetaKeys are the post meta keys the news sitemap reads, for the
// change sources (wpdb.NewPoller's extraMetaKeys): a change of one of them
// changes the news sitemap.
var NewsMetaKeys = []string{NewsOptOutKey, NewsTickersKey}

// NewsQuery selects the candidates of a news sitemap.
type NewsQuery struct {
	// Types are the post types to read; none selects nothing.
	Types []string
	// ExcludedTerms maps a post type to term IDs (wp_terms.term_id): a post
	// of that type in any of those terms is left out.
	ExcludedTerms map[string][]int64
	// From and To bound the window (From, To]: a post is a candidate when
	// its post_date_gmt or its post_modified_gmt is after From and not
	// after To (stored times are whole seconds). The caller passes its
	// clock; the database's clock is never used.
	From, To time.Time
	// Limit caps the rows (default 1000, Google's limit).
	Limit int
	// WithContent fetches post_content whole (for images); otherwise only
	// when it holds <!--nextpage-->, as in ScanPosts.
	WithContent bool
	// Modified are IDs of posts the caller saw modified lately, whatever
	// the way (see NewsPosts): they are candidates too, and pass the same
	// filters. Any ID may be given; those out of the window are dropped.
	Modified []int64
}

// NewsRows is what NewsPosts returns.
type NewsRows struct {
	// Posts are the candidates, newest post_date_gmt first (then highest
	// ID), with the meta the post sitemaps read.
	Posts []Post
	// StockTickers holds _yoast_wpseo_newssitemap-stocktickers (its first
	// row) of the posts that have a non-empty one, by post ID.
	StockTickers map[int64]string
	// Links is what the posts' permalinks need.
	Links LinkData
}

// Bounds of the offset between a site's local time (post_date,
// post_modified) and UTC. WordPress offers UTC-12 to UTC+14, as do the
// time zones in use.
const (
	maxBehindUTC  = 12 * time.Hour
	maxAheadOfUTC = 14 * time.Hour
)

// NewsWindow is a NewsQuery's window as stored DATETIME strings compare.
type NewsWindow struct {
	// LocalFrom and LocalTo bound post_date (local time): the window
	// widened by the largest offsets from UTC, so that an index on the
	// local date finds every candidate.
	LocalFrom, LocalTo string
	// From and To bound post_date_gmt and post_modified_gmt, both
	// included: stored times are whole seconds, so t > q.From is
	// t >= the first whole second after it, and t <= q.To is t <= its
	// whole second.
	From, To string
	// Limit is q.Limit, or Google's 1000.
	Limit int
}

// Window returns q's window as stored times compare.
func (q NewsQuery) Window() NewsWindow {
	from, to := q.From.UTC(), q.To.UTC()
	w := NewsWindow{
		LocalFrom: from.Add(-maxBehindUTC).Format(time.DateTime), LocalTo: to.Add(maxAheadOfUTC).Format(time.DateTime),
		From: from.Truncate(time.Second).Add(time.Second).Format(time.DateTime), To: to.Truncate(time.Second).Format(time.DateTime),
		Limit: q.Limit,
	}
	if w.Limit <= 0 {
		w.Limit = 1000
	}
	return w
}
