package catalog

import (
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// A Provider is one kind of sitemap (post types, taxonomies, authors, the
// parts of multi-part posts, videos, news): everything about that kind is
// in one file, behind this interface. It adds its sitemaps to each
// snapshot, follows changes, streams their entries and explains what it
// leaves out, saves its part of the state file, and names the writer and
// stylesheet that render them. A new kind is a new Provider in
// Options.Providers; nothing else in the catalog or the server changes.
// Every method is required: embed Defaults for those a kind does not need.
type Provider interface {
	// Kind names the provider in logs and errors.
	Kind() string
	// Format is the document writer and stylesheet of its sitemaps.
	Format() Format
	// Alternates reports whether its entries may carry alternate links:
	// when the snapshot's entries do (Snapshot.Hreflang), its documents
	// are written in AlternatesFormat (Snapshot.Format).
	Alternates() bool
	// Names are the names of the sitemaps Prepare would add to s, in
	// index order (those the index leaves out too), told from the site's
	// options and types alone, before any post is read (SitemapNames);
	// known is false when the kind cannot tell them so.
	Names(s *Snapshot) (names []string, known bool)
	// About says what one of its sitemaps lists, in a sentence for the
	// people who read its view (htmlview.Head.About).
	About(sm *Sitemap) string
	// MetaKeys are the post meta keys its sitemaps read beyond the core
	// ones (wp.ListingMetaKeys, wp.ImageMetaKeys): a write of one of them
	// makes its post be examined again.
	MetaKeys() []string
	// WantsContent reports whether the post-type scan must return the
	// content of the posts of postType that may embed a video
	// (wp.PostQuery.VideoContent).
	WantsContent(s *Snapshot, postType string) bool
	// ObservePosts sees every batch of the post-type scan, which reads
	// every candidate post of the listed post types once per snapshot
	// (multipart parts, term and author lastmods, the posts that hold
	// videos learn from it), before Prepare.
	ObservePosts(ctx context.Context, b *Build, batch ScannedBatch) error
	// Prepare adds the provider's sitemaps to the snapshot under
	// construction (b.Add), in index order. Providers prepare in
	// Options.Providers order.
	Prepare(ctx context.Context, b *Build) error
	// Update follows a change without a full rebuild. The catalog copies
	// the snapshot (the copy shares every sitemap and provider state with
	// the old one), examines again the post ID ranges that changed, and
	// calls Update of every provider in Options.Providers order. Update
	// must not modify what the old snapshot holds (readers are using it):
	// it replaces a sitemap with u.Replace and its state with u.SetState,
	// copying what it changes. A page whose entries did not change keeps
	// its Rev, so its cached document and ETag stay valid; one that did
	// gets a new Rev (NewRev). ErrNoUpdate says the provider cannot
	// follow: its sitemaps stay as they were until a full rebuild, which
	// is then scheduled.
	Update(ctx context.Context, u *Update) error
	// Entries streams the entries of one page of q.Sitemap, or of every
	// page when q.Page is 0, reporting every object it leaves out to
	// q.Explain when that is set (what `wpsitemap urls --explain` prints).
	Entries(ctx context.Context, q Query, fn func(Entry) error) error
	// Save writes the provider's part of snapshot s to the state file's
	// gob stream, in values small enough that the encoder's buffer stays
	// small; Restore reads it back into b, and returns ErrStaleState when
	// it no longer fits b's registry. ErrNotPersistent (from Save): the
	// kind cannot be saved, so no state file is written.
	Save(s *Snapshot, enc *gob.Encoder) error
	Restore(ctx context.Context, b *Build, dec *gob.Decoder) error
	// Carry adds the provider's sitemaps to c.Build, a snapshot of the
	// site's new options, from c.Old, the snapshot before they changed
	// (Catalog.Reread), reading again only what the options can have
	// moved (see Carry). ErrStaleState: it cannot, a full build is due.
	Carry(ctx context.Context, c *Carry) error
}

// ErrNoUpdate is what Provider.Update returns for a kind that cannot
// follow changes.
var ErrNoUpdate = errors.New("catalog: provider does not follow changes")

// ErrNotPersistent is what Provider.Save returns for a kind that cannot be
// kept in the state file.
var ErrNotPersistent = errors.New("catalog: provider cannot be saved")

// Defaults are the methods of a Provider whose entries carry no alternate
// links, that cannot tell its sitemaps' names before it prepares them,
// says of a sitemap only its name and kind, reads no extra meta, needs no
// content from the post scan, observes nothing, cannot follow changes (a
// full rebuild brings them), cannot be saved and cannot be carried over a
// change of options.
type Defaults struct{}

// Alternates implements Provider: never.
func (Defaults) Alternates() bool { return false }

// Names implements Provider: unknown.
func (Defaults) Names(*Snapshot) ([]string, bool) { return nil, false }

// About implements Provider: the sitemap's name and its provider's kind.
func (Defaults) About(sm *Sitemap) string {
	return fmt.Sprintf("The %q sitemap (%s).", sm.Name, sm.Provider.Kind())
}

// MetaKeys implements Provider: none.
func (Defaults) MetaKeys() []string { return nil }

// WantsContent implements Provider: never.
func (Defaults) WantsContent(*Snapshot, string) bool { return false }

// ObservePosts implements Provider: nothing.
func (Defaults) ObservePosts(context.Context, *Build, ScannedBatch) error { return nil }

// Update implements Provider: ErrNoUpdate.
func (Defaults) Update(context.Context, *Update) error { return ErrNoUpdate }

// Save implements Provider: ErrNotPersistent.
func (Defaults) Save(*Snapshot, *gob.Encoder) error { return ErrNotPersistent }

// Carry implements Provider: ErrStaleState.
func (Defaults) Carry(context.Context, *Carry) error {
	return fmt.Errorf("%w: a provider that cannot be carried over", ErrStaleState)
}

// Restore implements Provider: ErrStaleState.
func (Defaults) Restore(context.Context, *Build, *gob.Decoder) error {
	return fmt.Errorf("%w: a provider that cannot be saved", ErrStaleState)
}

// state returns what provider p kept in snapshot s across its sitemaps
// (Build.SetState), as a T: the zero T when it kept nothing. Each provider
// keeps one type of its own, and only it sets it, so a value of another
// type is a bug in the provider: state panics, naming both types (the
// server answers the request 500 and logs it; tests fail on it).
func state[T any](s *Snapshot, p Provider) T {
	v, ok := s.state[p].(T)
	if !ok && s.state[p] != nil {
		panic(fmt.Sprintf("catalog: state of provider %s is a %T, not a %T", p.Kind(), s.state[p], v))
	}
	return v
}

// data returns what the provider of sm keeps for it (Sitemap.Data), as a
// T: the zero T when it keeps nothing. A value of another type is a bug in
// the provider, as for state: data panics. A caller that looks at
// sitemaps of other providers asks dataOK.
func data[T any](sm *Sitemap) T {
	v, ok := dataOK[T](sm)
	if !ok && sm.Data != nil {
		panic(fmt.Sprintf("catalog: data of sitemap %q (%s) is a %T, not a %T", sm.Name, sm.Provider.Kind(), sm.Data, v))
	}
	return v
}

// dataOK is data, and whether sm holds a T: false, with no panic, for a
// sitemap whose provider keeps another type.
func dataOK[T any](sm *Sitemap) (T, bool) {
	v, ok := sm.Data.(T)
	return v, ok
}

// Update is a change being applied to a copy of a snapshot.
type Update struct {
	*Build
	Old *Snapshot
	// Ranges are the post ID ranges examined again (sorted, disjoint):
	// every post that changed is in one; so may be posts that did not.
	Ranges []wp.IDRange
	// Batches are the candidate rows of every listed post type found in
	// Ranges now, decided, in ID order per type (a post that left a type
	// or was deleted is in no batch: its range says it is gone).
	Batches []ScannedBatch
	// Terms and Authors say that terms or authors (users, their meta)
	// changed and must be read again.
	Terms, Authors bool
	// Redecided says that the posts of Ranges did not change: an option
	// moved their decision (Catalog.Reread), so what their rows feed
	// (their terms' counts, their authors' posts) is as it was.
	Redecided bool
}

// InRanges reports whether post ID id is in one of u.Ranges.
func (u *Update) InRanges(id int64) bool {
	return u.overlaps(id, id)
}

// overlaps reports whether a range examined again meets [lo, hi].
func (u *Update) overlaps(lo, hi int64) bool {
	i := sort.Search(len(u.Ranges), func(i int) bool { return u.Ranges[i].Hi >= lo })
	return i < len(u.Ranges) && u.Ranges[i].Lo <= hi
}

// Replace puts sm in place of the sitemap of the same name in the
// snapshot under construction (or appends it).
func (u *Update) Replace(sm *Sitemap) {
	for i, old := range u.Sitemaps {
		if old.Name == sm.Name {
			u.Sitemaps[i] = sm
			u.byName[sm.Name] = sm
			return
		}
	}
	u.Sitemaps = append(u.Sitemaps, sm)
	u.byName[sm.Name] = sm
}

// wantsContent reports whether a provider needs, in the scan, the content
// of the posts of postType that may embed a video.
func wantsContent(providers []Provider, s *Snapshot, postType string) bool {
	for _, p := range providers {
		if p.WantsContent(s, postType) {
			return true
		}
	}
	return false
}

// ScannedBatch is one batch of a post type's candidate rows, with Yoast's
// decision and the permalink of each.
type ScannedBatch struct {
	Type       *wp.PostType
	Posts      []wp.Post
	Links      wp.LinkData
	Permalinks []string     // as WordPress prints them
	Locs       []string     // as the sitemap lists them (seo.Loc), for the listed ones
	Reasons    []seo.Reason // seo.Listed for the listed ones
	// Ahead says its rows went through every AheadObserver's work
	// already, on the scan's readers (ObserveAhead).
	Ahead bool
}

// An AheadObserver is a Provider part of whose ObservePosts needs only
// each row on its own, not the batch's decisions nor the batches before:
// a Build's scan then does that part on its readers, ahead of the
// batches, several groups at once (wp.PostQuery.Pre), and the batches
// reach ObservePosts with Ahead set.
type AheadObserver interface {
	// ObserveAhead returns what to call with every candidate row of
	// pt's scan in b, a group at a time, from several goroutines at once
	// and in any order; nil when it has nothing to do for pt. It is
	// called on the scan's goroutine, before the scan.
	ObserveAhead(b *Build, pt *wp.PostType) func(ctx context.Context, group []wp.Post) error
}

// Query selects what Provider.Entries streams.
type Query struct {
	Snap    *Snapshot
	Sitemap *Sitemap
	// Page is the 1-based page; 0 means every page, in order.
	Page int
	// Explain, when set, receives every object left out, with the reason.
	Explain func(Excluded)
}

// page returns the bounds of the queried page, or of the whole sitemap.
func (q Query) page() Page {
	if q.Page == 0 {
		return Page{}
	}
	return q.Sitemap.Pages[q.Page-1]
}

// Entry is one <url> of a sitemap, as the sitemap writers take it.
type Entry struct {
	sitemap.URL        // Loc, LastMod, Images
	Type        string // post type, taxonomy, "author", "multipart", "video", "news"
	ID          int64  // object ID (0 for the home or archive entry)
	Part        int    // part number for multipart entries
	// Extra is what the provider's own Format writes beyond the URL (the
	// videos of a video sitemap entry, the article of a news one).
	Extra any
}

// Format says how a provider's sitemaps are written: the stylesheet the
// documents point to, the writer that streams them, and the writer of
// their view for people (package htmlview), which takes the same entries.
type Format struct {
	Stylesheet string // file name under the home path, e.g. "main-sitemap.xsl"
	Open       func(w io.Writer, stylesheetHref string) (DocWriter, error)
	// View opens the HTML view of a document; nil: the view of a
	// <urlset> (URLFormat's), which shows every Entry's URL.
	View func(w io.Writer, h htmlview.Head) (DocWriter, error)
}

// OpenView opens the HTML view of a document of format f.
func (f Format) OpenView(w io.Writer, h htmlview.Head) (DocWriter, error) {
	if f.View == nil {
		return URLFormat.View(w, h)
	}
	return f.View(w, h)
}

// DocWriter streams one sitemap document.
type DocWriter interface {
	Write(Entry) error
	Flush() error
	Close() error
}

// URLFormat is the <urlset> with images of the core sitemaps.
var URLFormat = Format{Stylesheet: "main-sitemap.xsl",
	Open: func(w io.Writer, href string) (DocWriter, error) {
		u, err := sitemap.NewURLSet(w, href)
		return urlWriter{u}, err
	},
	View: func(w io.Writer, h htmlview.Head) (DocWriter, error) {
		u, err := htmlview.NewURLSet(w, h)
		return urlView{u}, err
	},
}

type urlWriter struct{ *sitemap.URLSet }

func (u urlWriter) Write(e Entry) error { return u.URLSet.Write(e.URL) }

type urlView struct{ *htmlview.URLSet }

func (u urlView) Write(e Entry) error { return u.URLSet.Write(e.URL) }

// About says what sitemap sm lists, in a sentence for people: its
// provider's Provider.About.
func About(sm *Sitemap) string { return sm.Provider.About(sm) }

// CoreProviders are the kinds Yoast SEO serves without add-ons, in its index
// order: post types, taxonomies, authors; then the parts of multi-part
// posts (deviations.md 2).
func CoreProviders(db Store, images Imager) []Provider {
	return []Provider{
		&postTypes{db: db, images: images},
		&taxonomies{db: db, images: images},
		&authors{db: db},
		&multipart{db: db, images: images},
	}
}
