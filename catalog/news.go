package catalog

import (
	"context"
	"encoding/gob"
	"fmt"
	"hash/fnv"
	"io"
	"maps"
	"slices"
	"strconv"
	"time"

	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/news"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// News modes (WPSITEMAP_NEWS).
const (
	NewsAuto = "auto" // on when Yoast News SEO's wpseo_news option exists
	NewsOn   = "on"
	NewsOff  = "off"
)

// newsProvider is the provider of the Google News sitemap
// (yoast-behavior.md §10): news-sitemap.xml (yoast-news-sitemap.xml when a
// post type is named news), the listed articles of the news post types
// published or modified in the last 48 hours, newest first, at most 1000,
// on one page. What it lists changes with the clock: the sitemap expires
// when the next article leaves the window, and is prepared again then (one
// indexed query).
type newsProvider struct {
	Defaults
	db     Store
	images Imager
	mode   string
}

// NewNewsProvider returns the provider of the news sitemap; mode is
// NewsAuto, NewsOn or NewsOff.
func NewNewsProvider(db Store, images Imager, mode string) Provider {
	return &newsProvider{db: db, images: images, mode: mode}
}

// newsState is what the provider keeps in a snapshot: the posts of the news
// types modified in the window seen by the post-type scan (for the query,
// which finds modified posts through revisions otherwise), and the
// articles listed.
type newsState struct {
	recent  map[int64]bool
	entries []Entry
	left    []Excluded
}

// NewsFormat is the <urlset> of Google News sitemaps.
var NewsFormat = Format{Stylesheet: "news-sitemap.xsl",
	Open: func(w io.Writer, href string) (DocWriter, error) {
		n, err := sitemap.NewNewsSet(w, href)
		return newsWriter{n}, err
	},
	View: func(w io.Writer, h htmlview.Head) (DocWriter, error) {
		n, err := htmlview.NewNewsSet(w, h)
		return newsView{n}, err
	},
}

type newsView struct{ *htmlview.NewsSet }

// Write shows the article of a news entry.
func (n newsView) Write(e Entry) error {
	nu, ok := e.Extra.(*sitemap.NewsURL)
	if !ok {
		return fmt.Errorf("catalog: news entry %s without its article (%T)", e.Loc, e.Extra)
	}
	return n.NewsSet.Write(*nu)
}

type newsWriter struct{ *sitemap.NewsSet }

// Write writes the article of a news entry (Entry.Extra, a
// *sitemap.NewsURL); an entry without one is a programming error.
func (n newsWriter) Write(e Entry) error {
	nu, ok := e.Extra.(*sitemap.NewsURL)
	if !ok {
		return fmt.Errorf("catalog: news entry %s without its article (%T)", e.Loc, e.Extra)
	}
	return n.NewsSet.Write(*nu)
}

func (p *newsProvider) Kind() string   { return "news" }
func (p *newsProvider) Format() Format { return NewsFormat }

// About implements Provider.
func (p *newsProvider) About(*Sitemap) string {
	return "This site's news articles published or modified in the last 48 hours, newest first, at most 1,000."
}

// MetaKeys are News SEO's post meta (the opt-out, the tickers).
func (p *newsProvider) MetaKeys() []string { return wp.NewsMetaKeys }

func (p *newsProvider) enabled(site *wp.Site) bool {
	switch p.mode {
	case NewsOn:
		return true
	case NewsOff:
		return false
	}
	return site.News.Present
}

// types are the news post types (News SEO's choice among the public
// types) that have a post sitemap; none when the chosen ones have none.
func (p *newsProvider) types(s *Snapshot) []string {
	listed := map[string]bool{}
	for _, pt := range s.ListedPostTypes() {
		listed[pt.Name] = true
	}
	public := func(name string) bool {
		pt := s.Registry.PostType(name)
		return pt != nil && pt.Public
	}
	return news.NewSettings(s.Site).Types(public, func(pt string) bool { return listed[pt] })
}

func (p *newsProvider) state(b *Build) *newsState {
	st := state[*newsState](b.Snapshot, p)
	if st == nil {
		st = &newsState{recent: map[int64]bool{}}
		b.SetState(p, st)
	}
	return st
}

// ObservePosts notes the posts modified within the window before the scan.
func (p *newsProvider) ObservePosts(_ context.Context, b *Build, batch ScannedBatch) error {
	if !p.enabled(b.Site) {
		return nil
	}
	st := p.state(b)
	for i := range batch.Posts {
		if batch.Reasons[i] == seo.Listed && news.Recent(batch.Posts[i].ModifiedGMT, b.Now()) {
			st.recent[batch.Posts[i].ID] = true
		}
	}
	return nil
}

// Prepare reads the articles in the window at the snapshot's clock.
func (p *newsProvider) Prepare(ctx context.Context, b *Build) error {
	if !p.enabled(b.Site) {
		return nil
	}
	sm, err := p.prepare(ctx, b, p.state(b))
	if err != nil {
		return err
	}
	b.SetState(p, sm.Data)
	added := b.Add(p, sm.Name, sm.Pages, sm.InIndex, sm.Data)
	added.Expires, added.Epoch = sm.Expires, sm.Epoch
	return nil
}

// prepare returns the news sitemap at b's clock, without adding it.
func (p *newsProvider) prepare(ctx context.Context, b *Build, old *newsState) (*Sitemap, error) {
	now := b.Now()
	types := p.types(b.Snapshot)
	st := &newsState{recent: map[int64]bool{}}
	var modified []int64
	for id := range old.recent {
		st.recent[id] = true
		modified = append(modified, id)
	}
	settings := news.NewSettings(b.Site)
	rows, err := p.db.NewsPosts(ctx, settings.Query(types, modified, now, p.images != nil), b.Links)
	if err != nil {
		return nil, err
	}
	name := p.name(b.Snapshot)
	var articles []news.Article
	var posts []wp.Post
	for i := range rows.Posts {
		post := &rows.Posts[i]
		_, loc, reason := b.decidePost(post, rows.Links)
		if reason != seo.Listed {
			st.left = append(st.left, Excluded{Type: name, ID: post.ID, Loc: loc, Reason: reason})
			continue
		}
		a := news.NewArticle(post, rows.StockTickers[post.ID])
		a.Loc = loc
		articles = append(articles, a)
		posts = append(posts, *post)
	}
	selected := news.Select(articles, now)
	if p.images != nil && len(selected) > 0 {
		byID := map[int64]bool{}
		for _, a := range selected {
			byID[a.ID] = true
		}
		var listed []wp.Post
		for _, post := range posts {
			if byID[post.ID] {
				listed = append(listed, post)
			}
		}
		imgs, err := p.images.Posts(ctx, b.Snapshot, listed)
		if err != nil {
			return nil, err
		}
		for i := range selected {
			selected[i].Images = imgs[selected[i].ID]
		}
	}
	h := fnv.New64a()
	for _, a := range selected {
		nu := settings.URL(a)
		mod := a.Published
		if a.Modified.After(mod) && !a.Modified.After(now) {
			mod = a.Modified
		}
		st.entries = append(st.entries, Entry{URL: sitemap.URL{Loc: a.Loc, LastMod: mod, Images: a.Images}, Extra: &nu, Type: name, ID: a.ID})
		io.WriteString(h, strconv.FormatInt(a.ID, 10)+"@"+mod.Format(time.DateTime)+";")
	}
	pg := Page{Count: len(st.entries)}
	if t := news.LastMod(selected, now); !t.IsZero() {
		pg.LastMod = t.UTC().Format(time.DateTime)
	}
	return &Sitemap{Name: name, Provider: p, Pages: []Page{pg}, InIndex: len(st.entries) > 0, Data: st,
		Expires: news.NextChange(articles, now), Epoch: strconv.FormatUint(h.Sum64(), 36)}, nil
}

// name is the sitemap's name: yoast-news when a post type is named news.
func (p *newsProvider) name(s *Snapshot) string {
	if s.Registry.PostType("news") != nil {
		return "yoast-news"
	}
	return "news"
}

// Update notes the posts modified now and reads the window again (one
// query, whatever changed).
func (p *newsProvider) Update(ctx context.Context, u *Update) error {
	old, ok := u.Old.Lookup(p.name(u.Old))
	if !ok || old.Provider != p {
		return nil
	}
	prev := data[*newsState](old)
	if prev == nil {
		prev = &newsState{}
	}
	st := &newsState{recent: map[int64]bool{}}
	for id := range prev.recent {
		st.recent[id] = true
	}
	for _, b := range u.Batches {
		for i := range b.Posts {
			if b.Reasons[i] == seo.Listed && news.Recent(b.Posts[i].ModifiedGMT, u.Now()) {
				st.recent[b.Posts[i].ID] = true
			}
		}
	}
	sm, err := p.prepare(ctx, u.Build, st)
	if err != nil {
		return err
	}
	u.SetState(p, sm.Data)
	u.Replace(sm)
	return nil
}

// Entries streams the articles kept in the snapshot, and with Explain the
// candidates left out.
func (p *newsProvider) Entries(_ context.Context, q Query, fn func(Entry) error) error {
	st := data[*newsState](q.Sitemap)
	if st == nil {
		return nil
	}
	for _, e := range st.entries {
		if err := fn(e); err != nil {
			return err
		}
	}
	if q.Explain != nil {
		for _, x := range st.left {
			q.Explain(x)
		}
	}
	return nil
}

type savedNews struct{ Recent []int64 }

// Save keeps the recently modified posts; the articles are read again.
func (p *newsProvider) Save(s *Snapshot, enc *gob.Encoder) error {
	var saved savedNews
	if st := state[*newsState](s, p); st != nil {
		saved.Recent = slices.Sorted(maps.Keys(st.recent)) // in order: the same state, the same bytes
	}
	return enc.Encode(saved)
}

// Restore reads the window again at the clock of b.
func (p *newsProvider) Restore(ctx context.Context, b *Build, dec *gob.Decoder) error {
	var saved savedNews
	if err := dec.Decode(&saved); err != nil {
		return errCorrupt(err)
	}
	st := p.state(b)
	for _, id := range saved.Recent {
		st.recent[id] = true
	}
	return p.Prepare(ctx, b)
}

// Carry prepares the news sitemap again (the articles of the window, at
// most a thousand), with the recent posts of Old and those of the scan.
func (p *newsProvider) Carry(ctx context.Context, c *Carry) error {
	if !p.enabled(c.Site) {
		return nil
	}
	st := p.state(c.Build)
	if old := state[*newsState](c.Old, p); old != nil {
		for id := range old.recent {
			if !c.Gone(id) {
				st.recent[id] = true
			}
		}
	}
	return p.Prepare(ctx, c.Build)
}
