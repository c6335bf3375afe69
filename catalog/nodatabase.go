package catalog

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// ErrNoDatabase is the error of every read of NoDatabase's store.
var ErrNoDatabase = errors.New("catalog: no database on a fleet's follower")

// NoDatabase returns the Store of a fleet's follower, which never reads
// the database: every method but Prefix returns an error wrapping
// ErrNoDatabase (NewLinks and NewChangeSource return a link cache and a
// change source whose every read does), so that a read would show as an
// error, never as a query. A catalog over it serves the snapshots of
// ReadShipped; Build, ReadState, Apply and the others fail.
func NoDatabase(prefix string) Store { return &noDatabase{prefix: prefix} }

// noDatabase is NoDatabase's store; asked counts the calls it refused.
type noDatabase struct {
	prefix string
	asked  atomic.Int64
}

// refuse counts a call of what and returns its error.
func (d *noDatabase) refuse(what string) error {
	d.asked.Add(1)
	return fmt.Errorf("%w: %s", ErrNoDatabase, what)
}

// Prefix implements Store.
func (d *noDatabase) Prefix() string { return d.prefix }

// LoadSite implements Store: refused.
func (d *noDatabase) LoadSite(context.Context) (*wp.Site, error) { return nil, d.refuse("LoadSite") }

// LoadTypeFacts implements Store: refused.
func (d *noDatabase) LoadTypeFacts(context.Context) (*wp.TypeFacts, error) {
	return nil, d.refuse("LoadTypeFacts")
}

// NewChangeSource implements Store: a source whose every read is refused.
func (d *noDatabase) NewChangeSource([]string, func() time.Time) wp.ChangeSource {
	d.refuse("NewChangeSource")
	return noChanges{d}
}

// NewLinks implements Store: a link cache whose every read is refused.
func (d *noDatabase) NewLinks(site *wp.Site) *wp.LinkCache {
	d.refuse("NewLinks")
	return wp.NewLinkCache(site, d)
}

// ScanPosts implements Store: refused.
func (d *noDatabase) ScanPosts(context.Context, wp.PostQuery, *wp.LinkCache, func([]wp.Post, wp.LinkData) error) error {
	return d.refuse("ScanPosts")
}

// PostsByID implements Store: refused.
func (d *noDatabase) PostsByID(context.Context, []int64, *wp.LinkCache) ([]wp.Post, wp.LinkData, error) {
	return nil, nil, d.refuse("PostsByID")
}

// MaxModified implements Store: refused.
func (d *noDatabase) MaxModified(context.Context, string) (string, error) {
	return "", d.refuse("MaxModified")
}

// PostsWithMeta implements Store: refused.
func (d *noDatabase) PostsWithMeta(context.Context, string) (map[int64][]string, error) {
	return nil, d.refuse("PostsWithMeta")
}

// ChildrenOf implements Store: refused.
func (d *noDatabase) ChildrenOf(context.Context, []wp.IDRange, bool) ([]int64, error) {
	return nil, d.refuse("ChildrenOf")
}

// NewsPosts implements Store: refused.
func (d *noDatabase) NewsPosts(context.Context, wp.NewsQuery, *wp.LinkCache) (wp.NewsRows, error) {
	return wp.NewsRows{}, d.refuse("NewsPosts")
}

// Terms implements Store and wp.LinkLoader: refused.
func (d *noDatabase) Terms(context.Context, string) ([]wp.Term, error) {
	return nil, d.refuse("Terms")
}

// TermIDsOf implements Store: refused.
func (d *noDatabase) TermIDsOf(context.Context, []int64) (map[int64][]int64, error) {
	return nil, d.refuse("TermIDsOf")
}

// TermLastModsOfTypes implements Store: refused.
func (d *noDatabase) TermLastModsOfTypes(context.Context, []string) (map[int64]string, error) {
	return nil, d.refuse("TermLastModsOfTypes")
}

// TermDescriptions implements Store: refused.
func (d *noDatabase) TermDescriptions(context.Context, []int64) (map[int64]string, error) {
	return nil, d.refuse("TermDescriptions")
}

// Authors implements Store: refused.
func (d *noDatabase) Authors(context.Context, *wp.Site) ([]wp.Author, error) {
	return nil, d.refuse("Authors")
}

// AuthorsWithPosts implements Store: refused.
func (d *noDatabase) AuthorsWithPosts(context.Context, []int64, []string) (map[int64]bool, error) {
	return nil, d.refuse("AuthorsWithPosts")
}

// AttachmentChildren implements Store: refused.
func (d *noDatabase) AttachmentChildren(context.Context, []int64) ([]wp.Attachment, error) {
	return nil, d.refuse("AttachmentChildren")
}

// PostMeta implements video.Reader: refused.
func (d *noDatabase) PostMeta(context.Context, []int64, []string) (map[int64]map[string]string, error) {
	return nil, d.refuse("PostMeta")
}

// VideoAttachments implements video.Reader: refused.
func (d *noDatabase) VideoAttachments(context.Context, []int64) ([]wp.Attachment, error) {
	return nil, d.refuse("VideoAttachments")
}

// AttachmentsByID implements video.Reader: refused.
func (d *noDatabase) AttachmentsByID(context.Context, []int64) ([]wp.Attachment, error) {
	return nil, d.refuse("AttachmentsByID")
}

// PostTermNames implements video.Reader: refused.
func (d *noDatabase) PostTermNames(context.Context, []int64, string) (map[int64][]string, error) {
	return nil, d.refuse("PostTermNames")
}

// UsersByID implements video.Reader: refused.
func (d *noDatabase) UsersByID(context.Context, []int64) (map[int64]wp.User, error) {
	return nil, d.refuse("UsersByID")
}

// Excerpts implements video.Reader: refused.
func (d *noDatabase) Excerpts(context.Context, []int64) (map[int64]string, error) {
	return nil, d.refuse("Excerpts")
}

// PostRefs implements wp.LinkLoader: refused.
func (d *noDatabase) PostRefs(context.Context, []int64) ([]*wp.PostRef, error) {
	return nil, d.refuse("PostRefs")
}

// Categories implements wp.LinkLoader: refused.
func (d *noDatabase) Categories(context.Context, []int64) (map[int64][]int64, map[int64]int64, error) {
	return nil, nil, d.refuse("Categories")
}

// Nicenames implements wp.LinkLoader: refused.
func (d *noDatabase) Nicenames(context.Context, []int64) (map[int64]string, error) {
	return nil, d.refuse("Nicenames")
}

// PostLanguages implements wp.LanguageLoader: refused.
func (d *noDatabase) PostLanguages(context.Context, []int64) (map[int64]string, error) {
	return nil, d.refuse("PostLanguages")
}

// TermLanguages implements wp.LanguageLoader: refused.
func (d *noDatabase) TermLanguages(context.Context, string) (map[int64]string, error) {
	return nil, d.refuse("TermLanguages")
}

// PostTranslations implements wp.LanguageLoader: refused.
func (d *noDatabase) PostTranslations(context.Context, int64) (string, error) {
	return "", d.refuse("PostTranslations")
}

// PLLPostGroups implements wp.PolylangGroupLoader: refused.
func (d *noDatabase) PLLPostGroups(context.Context, []int64) (map[int64]string, error) {
	return nil, d.refuse("PLLPostGroups")
}

// PLLTermGroups implements wp.PolylangGroupLoader: refused.
func (d *noDatabase) PLLTermGroups(context.Context, []int64) (map[int64]string, error) {
	return nil, d.refuse("PLLTermGroups")
}

// PLLLanguages implements wp.PolylangGroupLoader: refused.
func (d *noDatabase) PLLLanguages(context.Context) ([]wp.Language, error) {
	return nil, d.refuse("PLLLanguages")
}

// ICLPostLanguages implements wp.WPMLLoader: refused.
func (d *noDatabase) ICLPostLanguages(context.Context, []int64) (map[int64]wp.ICLElement, error) {
	return nil, d.refuse("ICLPostLanguages")
}

// ICLTermLanguages implements wp.WPMLLoader: refused.
func (d *noDatabase) ICLTermLanguages(context.Context, string) (map[int64]string, error) {
	return nil, d.refuse("ICLTermLanguages")
}

// ICLLanguages implements wp.WPMLLoader: refused.
func (d *noDatabase) ICLLanguages(context.Context) ([]wp.Language, error) {
	return nil, d.refuse("ICLLanguages")
}

// ICLPostGroups implements wp.WPMLLoader: refused.
func (d *noDatabase) ICLPostGroups(context.Context, []int64) (map[int64]wp.Group, error) {
	return nil, d.refuse("ICLPostGroups")
}

// ICLTermGroups implements wp.WPMLLoader: refused.
func (d *noDatabase) ICLTermGroups(context.Context, string, []int64) (map[int64]wp.Group, error) {
	return nil, d.refuse("ICLTermGroups")
}

// ICLFrontGroup implements wp.WPMLLoader: refused.
func (d *noDatabase) ICLFrontGroup(context.Context, int64) (wp.Group, error) {
	return nil, d.refuse("ICLFrontGroup")
}

// noChanges is NoDatabase's change source: it finds nothing, every
// read refused.
type noChanges struct{ d *noDatabase }

func (n noChanges) Poll(context.Context) (wp.Changes, error) {
	return wp.Changes{}, n.d.refuse("Poll")
}
func (n noChanges) Clone() wp.ChangeSource  { return n }
func (n noChanges) WatchPostTypes([]string) {}
func (n noChanges) State() ([]byte, error)  { return nil, n.d.refuse("State") }
func (n noChanges) Restore([]byte) error    { return n.d.refuse("Restore") }
func (n noChanges) Wake() <-chan struct{}   { return nil }
func (n noChanges) Describe() string        { return "none: a fleet's follower reads no database" }

var (
	_ Store         = (*noDatabase)(nil)
	_ wp.LinkLoader = (*noDatabase)(nil)
)
