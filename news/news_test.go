package news_test

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/news"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// now is the tests' clock (the one testdata/news.sql is dated against).
var now = time.Date(2024, 3, 18, 12, 0, 0, 0, time.UTC)

func ago(d time.Duration) time.Time { return now.Add(-d) }

// site builds a wp.Site from raw options, as wp.LoadSite does.
func site(t *testing.T, opts map[string]string) *wp.Site {
	t.Helper()
	raw := map[string]string{"home": "https://news.example.com", "siteurl": "https://news.example.com", "blogname": "Daily & Co"}
	for k, v := range opts {
		raw[k] = v
	}
	s, err := wp.NewSite(raw, "wp_")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSettings(t *testing.T) {
	for _, c := range []struct {
		name     string
		opts     map[string]string
		want     news.Settings
		warnings int
	}{
		{
			name: "no wpseo_news: the site title, post",
			opts: map[string]string{"WPLANG": "de_DE"},
			want: news.Settings{PublicationName: "Daily & Co", Language: "de"},
		},
		{
			name: "everything set",
			opts: map[string]string{"wpseo_news": `a:3:{s:17:"news_sitemap_name";s:9:"The Daily";` +
				`s:31:"news_sitemap_include_post_types";a:3:{s:4:"post";s:2:"on";s:5:"event";s:2:"on";s:4:"page";s:0:"";}` +
				`s:26:"news_sitemap_exclude_terms";a:4:{s:10:"5_for_post";s:2:"on";s:10:"3_for_post";s:2:"on";` +
				`s:12:"12_for_event";s:2:"on";s:10:"7_for_post";s:0:"";}}`},
			want: news.Settings{PublicationName: "The Daily", Language: "en", Ticked: []string{"event", "post"},
				ExcludedTerms: map[string][]int64{"post": {3, 5}, "event": {12}}},
		},
		{
			name: "a blank name means the site title",
			opts: map[string]string{"wpseo_news": `a:1:{s:17:"news_sitemap_name";s:2:"  ";}`},
			want: news.Settings{PublicationName: "Daily & Co", Language: "en"},
		},
		{
			// Yoast compares with === 'on': true, '1' and 'yes' do not tick.
			name: "only the string on ticks",
			opts: map[string]string{"wpseo_news": `a:2:{s:31:"news_sitemap_include_post_types";a:3:{s:4:"post";b:1;s:4:"page";s:1:"1";s:4:"book";s:3:"yes";}` +
				`s:26:"news_sitemap_exclude_terms";a:1:{s:10:"5_for_post";b:1;}}`},
			want: news.Settings{PublicationName: "Daily & Co", Language: "en"},
		},
		{
			name: "malformed exclusion keys are ignored",
			opts: map[string]string{"wpseo_news": `a:1:{s:26:"news_sitemap_exclude_terms";a:5:{s:10:"x_for_post";s:2:"on";` +
				`s:10:"0_for_post";s:2:"on";s:6:"8_for_";s:2:"on";s:4:"9for";s:2:"on";s:16:"4_for_my_for_cpt";s:2:"on";}}`},
			// Split at the first "_for_", as Yoast does.
			want: news.Settings{PublicationName: "Daily & Co", Language: "en", ExcludedTerms: map[string][]int64{"my_for_cpt": {4}}},
		},
		{
			name: "settings stored as a string, not an array",
			opts: map[string]string{"wpseo_news": `a:2:{s:31:"news_sitemap_include_post_types";s:4:"post";s:26:"news_sitemap_exclude_terms";i:5;}`},
			want: news.Settings{PublicationName: "Daily & Co", Language: "en"},
		},
		{
			// s:40 announces 40 bytes, the string has 9.
			name:     "corrupt serialized option: defaults and a warning",
			opts:     map[string]string{"wpseo_news": `a:1:{s:17:"news_sitemap_name";s:40:"The Daily";}`, "WPLANG": "zh_CN"},
			want:     news.Settings{PublicationName: "Daily & Co", Language: "zh-cn"},
			warnings: 1,
		},
		{
			name:     "not an array at all",
			opts:     map[string]string{"wpseo_news": `s:9:"The Daily";`},
			want:     news.Settings{PublicationName: "Daily & Co", Language: "en"},
			warnings: 1,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := site(t, c.opts)
			if d := cmp.Diff(c.want, news.NewSettings(s)); d != "" {
				t.Errorf("settings (-want +got):\n%s", d)
			}
			if len(s.Warnings) != c.warnings {
				t.Errorf("warnings = %q, want %d", s.Warnings, c.warnings)
			}
			_, present := c.opts["wpseo_news"]
			if s.News.Present != present {
				t.Errorf("News.Present = %v, want %v (the row exists, whatever its value)", s.News.Present, present)
			}
		})
	}
}

func TestTypes(t *testing.T) {
	public := func(pt string) bool { return pt == "post" || pt == "page" || pt == "event" }
	all := func(string) bool { return true }
	// The types with a post sitemap: post and page noindex or disabled.
	noPost := func(pt string) bool { return pt != "post" }
	noEvent := func(pt string) bool { return pt != "event" }
	none := func(string) bool { return false }
	for _, c := range []struct {
		name           string
		ticked         []string
		public, listed func(string) bool
		want           []string
	}{
		{"none ticked: post", nil, public, all, []string{"post"}},
		{"post is not added to ticked types", []string{"event", "page"}, public, all, []string{"event", "page"}},
		{"a non-public type is dropped", []string{"event", "internal"}, public, all, []string{"event"}},
		{"no public type ticked: post", []string{"internal"}, public, all, []string{"post"}},
		{"nil public: every ticked type", []string{"internal"}, nil, all, []string{"internal"}},
		{"nil listed: every chosen type", []string{"event"}, public, nil, []string{"event"}},
		// Every exclusion of the post sitemaps applies (deviations.md 17).
		{"the fallback post without a post sitemap", nil, public, noPost, nil},
		{"no public type ticked, post without a post sitemap", []string{"internal"}, public, noPost, nil},
		{"a ticked type without a post sitemap is dropped", []string{"event", "page"}, public, noEvent, []string{"page"}},
		{"the only ticked type without a post sitemap: no fallback to post", []string{"event"}, public, noEvent, nil},
		{"no type has a post sitemap", []string{"event", "post"}, public, none, nil},
		{"post ticked and listed", []string{"event", "post"}, public, noEvent, []string{"post"}},
	} {
		got := news.Settings{Ticked: c.ticked}.Types(c.public, c.listed)
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("%s: Types(%q) (-want +got):\n%s", c.name, c.ticked, d)
		}
	}
}

func TestQuery(t *testing.T) {
	s := news.Settings{ExcludedTerms: map[string][]int64{"post": {5}}}
	got := s.Query([]string{"post"}, []int64{15}, now, true)
	want := wp.NewsQuery{
		Types:         []string{"post"},
		ExcludedTerms: map[string][]int64{"post": {5}},
		From:          time.Date(2024, 3, 16, 12, 0, 0, 0, time.UTC),
		To:            time.Date(2024, 3, 18, 13, 0, 0, 0, time.UTC),
		Limit:         2000,
		WithContent:   true,
		Modified:      []int64{15},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("query (-want +got):\n%s", d)
	}
}

func TestRecent(t *testing.T) {
	for _, c := range []struct {
		modified string
		want     bool
	}{
		{"2024-03-18 10:00:00", true},  // 2h before the pass
		{"2024-03-16 12:01:00", true},  // 47h59m before
		{"2024-03-16 12:00:00", false}, // 48h before: out of the window already
		{"2024-03-18 12:30:00", true},  // after the pass (a clock ahead)
		{"0000-00-00 00:00:00", false},
		{"", false},
	} {
		if got := news.Recent(c.modified, now); got != c.want {
			t.Errorf("Recent(%q) = %v, want %v", c.modified, got, c.want)
		}
	}
}

func TestInWindow(t *testing.T) {
	old := ago(10 * 24 * time.Hour)
	var zero time.Time
	for _, c := range []struct {
		name                string
		published, modified time.Time
		want                bool
	}{
		{"published 47h59m ago", ago(47*time.Hour + 59*time.Minute), ago(47*time.Hour + 59*time.Minute), true},
		{"published 48h01m ago", ago(48*time.Hour + time.Minute), ago(48*time.Hour + time.Minute), false},
		{"published exactly 48h ago", ago(48 * time.Hour), ago(48 * time.Hour), false},
		{"published 48h ago less a second", ago(48*time.Hour - time.Second), old, true},
		{"published now", now, now, true},
		{"published a second from now", now.Add(time.Second), now.Add(time.Second), false},
		{"modified 47h59m ago", old, ago(47*time.Hour + 59*time.Minute), true},
		{"modified 48h01m ago", old, ago(48*time.Hour + time.Minute), false},
		{"published long ago, modified from now", old, now.Add(time.Minute), false},
		{"no publication time, modified 1h ago", zero, ago(time.Hour), true},
		{"no times", zero, zero, false},
	} {
		if got := news.InWindow(c.published, c.modified, now); got != c.want {
			t.Errorf("%s: InWindow = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestSelect(t *testing.T) {
	old := ago(10 * 24 * time.Hour)
	in := []news.Article{
		{ID: 1, Published: ago(3 * time.Hour), Modified: ago(3 * time.Hour)},
		{ID: 2, Published: old, Modified: ago(time.Hour)}, // by modification: last, oldest publication
		{ID: 3, Published: ago(time.Hour), Modified: ago(time.Hour)},
		{ID: 4, Published: ago(49 * time.Hour), Modified: ago(49 * time.Hour)},   // out
		{ID: 5, Published: ago(3 * time.Hour), Modified: ago(3 * time.Hour)},     // same time as 1: higher ID first
		{ID: 6, Modified: ago(time.Hour)},                                        // no publication time
		{ID: 7, Published: now.Add(time.Minute), Modified: now.Add(time.Minute)}, // not yet
	}
	var got []int64
	for _, a := range news.Select(in, now) {
		got = append(got, a.ID)
	}
	if d := cmp.Diff([]int64{3, 5, 1, 2}, got); d != "" {
		t.Errorf("Select (-want +got):\n%s", d)
	}
	if in[0].ID != 1 || in[1].ID != 2 {
		t.Error("Select reordered its input")
	}

	// At most MaxArticles, the newest.
	many := make([]news.Article, 1500)
	for i := range many {
		many[i] = news.Article{ID: int64(i + 1), Published: ago(time.Duration(i+1) * time.Minute)}
	}
	sel := news.Select(many, now)
	if len(sel) != 1000 || sel[0].ID != 1 || sel[999].ID != 1000 {
		t.Errorf("Select of 1500 = %d articles from %d to %d, want 1000 from 1 to 1000", len(sel), sel[0].ID, sel[len(sel)-1].ID)
	}
}

func TestNextChange(t *testing.T) {
	old := ago(10 * 24 * time.Hour)
	var zero time.Time
	for _, c := range []struct {
		name     string
		articles []news.Article
		want     time.Time
	}{
		{"none", nil, zero},
		{"one leaves 48h after publication", []news.Article{{Published: ago(47*time.Hour + 59*time.Minute), Modified: ago(47*time.Hour + 59*time.Minute)}},
			now.Add(time.Minute)},
		{"the first to leave", []news.Article{
			{Published: ago(time.Hour), Modified: ago(time.Hour)},
			{Published: ago(30 * time.Hour), Modified: ago(30 * time.Hour)},
			{Published: ago(2 * time.Hour), Modified: ago(2 * time.Hour)},
		}, now.Add(18 * time.Hour)},
		{"a later modification keeps it", []news.Article{{Published: ago(47 * time.Hour), Modified: ago(time.Hour)}},
			now.Add(47 * time.Hour)},
		{"modified long ago, published recently", []news.Article{{Published: ago(time.Hour), Modified: old}},
			now.Add(47 * time.Hour)},
		{"dated after now: enters", []news.Article{
			{Published: ago(time.Hour), Modified: ago(time.Hour)},
			{Published: now.Add(time.Second), Modified: now.Add(time.Second)},
		}, now.Add(time.Second)},
		{"modified after now: it stays past its publication's 48h", []news.Article{{Published: ago(47 * time.Hour), Modified: now.Add(time.Minute)}},
			now.Add(48*time.Hour + time.Minute)},
		{"out for good", []news.Article{{Published: ago(49 * time.Hour), Modified: ago(49 * time.Hour)}}, zero},
		{"no times", []news.Article{{}}, zero},
	} {
		if got := news.NextChange(c.articles, now); !got.Equal(c.want) {
			t.Errorf("%s: NextChange = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestNextChangeIsAChange: just before NextChange, Select gives what it
// gives at now; at NextChange, it gives something else.
func TestNextChangeIsAChange(t *testing.T) {
	articles := []news.Article{
		{ID: 1, Published: ago(20 * time.Hour), Modified: ago(20 * time.Hour)},
		{ID: 2, Published: ago(5 * 24 * time.Hour), Modified: ago(30 * time.Hour)},
		{ID: 3, Published: now.Add(10 * time.Minute), Modified: now.Add(10 * time.Minute)},
	}
	ids := func(at time.Time) (out []int64) {
		for _, a := range news.Select(articles, at) {
			out = append(out, a.ID)
		}
		return out
	}
	at := now
	for _, want := range [][]int64{{1, 2}, {3, 1, 2}, {3, 1}, {3}, nil} {
		if d := cmp.Diff(want, ids(at)); d != "" {
			t.Fatalf("at %v (-want +got):\n%s", at, d)
		}
		next := news.NextChange(articles, at)
		if next.IsZero() {
			if want != nil {
				t.Fatalf("at %v: no next change, but %v are listed", at, want)
			}
			break
		}
		if d := cmp.Diff(want, ids(next.Add(-time.Nanosecond))); d != "" {
			t.Fatalf("just before %v (-want +got):\n%s", next, d)
		}
		at = next
	}
}

func TestLastMod(t *testing.T) {
	articles := []news.Article{
		{Published: ago(3 * time.Hour), Modified: ago(2 * time.Hour)},
		{Published: ago(5 * 24 * time.Hour), Modified: ago(time.Hour)},
		{Published: ago(30 * time.Minute), Modified: now.Add(time.Hour)}, // modified after now: ignored
	}
	if got, want := news.LastMod(articles, now), ago(30*time.Minute); !got.Equal(want) {
		t.Errorf("LastMod = %v, want %v", got, want)
	}
	if got := news.LastMod(nil, now); !got.IsZero() {
		t.Errorf("LastMod(nil) = %v, want zero", got)
	}
}

func TestNewArticle(t *testing.T) {
	p := &wp.Post{PostRef: wp.PostRef{ID: 7}, Title: "A & B", DateGMT: "2024-03-18 11:00:00", ModifiedGMT: "0000-00-00 00:00:00"}
	got := news.NewArticle(p, "  NYSE:A ")
	want := news.Article{ID: 7, Title: "A & B", Published: time.Date(2024, 3, 18, 11, 0, 0, 0, time.UTC), StockTickers: "NYSE:A"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("NewArticle (-want +got):\n%s", d)
	}
}

// TestRenderEscaping renders titles that would break a naive writer (or
// Yoast's CDATA): &, <, ]]>, bytes that are not UTF-8, a control
// character; the document is compared with a golden file and validated
// against the schemas.
func TestRenderEscaping(t *testing.T) {
	s := news.Settings{PublicationName: "Tom & Jerry's <Daily>", Language: news.Language("pt_BR")}
	articles := []news.Article{
		{ID: 1, Loc: "https://news.example.com/a/?x=1&y=2", Title: "Fish & Chips < 5 £", Published: ago(time.Hour), StockTickers: "NYSE:A, LSE:B"},
		{ID: 2, Loc: "https://news.example.com/b/", Title: "CDATA ends here: ]]> and goes on", Published: ago(2 * time.Hour)},
		{ID: 3, Loc: "https://news.example.com/c/", Title: "Latin-1 caf\xe9, cut UTF-8 \xe2\x82, a bell \x07", Published: ago(3 * time.Hour),
			Images: []string{"https://news.example.com/wp-content/uploads/c.jpg"}},
		{ID: 4, Loc: "https://news.example.com/d/", Title: "北京新闻", Published: ago(4 * time.Hour)},
	}
	doc := render(t, s, news.Select(articles, now))
	golden(t, "escaping.xml", doc)
	validate(t, doc)
	if !utf8.Valid(doc) || !bytes.Contains(doc, []byte("caf\uFFFD,")) {
		t.Error("the byte 0xE9, not UTF-8 on its own, is not replaced by U+FFFD")
	}
}

// render writes a news sitemap of the articles, as the caller of the
// package would.
func render(t *testing.T, s news.Settings, articles []news.Article) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := sitemap.NewNewsSet(&buf, "//news.example.com/news-sitemap.xsl")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range articles {
		if err := w.Write(s.URL(a)); err != nil {
			t.Fatalf("article %d: %v", a.ID, err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(buf.String(), "<url>"); n != len(articles) {
		t.Fatalf("%d <url> for %d articles", n, len(articles))
	}
	return buf.Bytes()
}
