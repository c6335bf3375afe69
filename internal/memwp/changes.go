package memwp

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// changeSource reports the site's writes since its previous Poll, read
// from the site's write log with the rules of wpdb's binary log feed: a
// posts row (but for an update of only a comment count and the like), a
// postmeta row of a key that matters or a term relationship gives its
// post's ID and the post's parent; terms and term_taxonomy give Terms;
// users (not an update that keeps the nicename) and the user meta the
// author sitemap reads give Authors; an option the sitemaps read gives
// Options; WPML's icl_translations gives Translations (and the posts of
// the groups written), its icl_languages Languages (but for an update
// that keeps the code, the active flag, the tag and the locale).
type changeSource struct {
	s       *Site
	keys    map[string]bool // post meta keys that matter
	ukeys   map[string]bool // user meta keys that matter
	opts    map[string]bool // options the sitemaps read
	started bool
	cursor  uint64 // the site's write sequence number read up to
}

// NewChangeSource returns a wp.ChangeSource over the site's writes, for
// the post meta keys of wp.ListingMetaKeys, wp.ImageMetaKeys and metaKeys.
// now is not used: writes are known as they are made.
func (s *Site) NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource {
	c := &changeSource{s: s, keys: map[string]bool{}, ukeys: map[string]bool{}, opts: map[string]bool{}}
	for _, k := range slices.Concat(wp.ListingMetaKeys, wp.ImageMetaKeys, metaKeys) {
		c.keys[k] = true
	}
	for _, k := range []string{"wpseo_noindex_author", s.prefix + "capabilities", s.prefix + "user_level"} {
		c.ukeys[k] = true
	}
	for _, k := range wp.SiteOptionNames(s.prefix) {
		c.opts[k] = true
	}
	return c
}

// ignoredPostColumns change no sitemap: an update of only these is dropped
// (wpdb's binary log rule).
var ignoredPostColumns = []string{"comment_count", "comment_status", "ping_status", "to_ping", "pinged"}

// Poll implements wp.ChangeSource.
func (c *changeSource) Poll(ctx context.Context) (wp.Changes, error) {
	if err := c.s.rlock(ctx, "changes"); err != nil {
		return wp.Changes{}, err
	}
	defer c.s.mu.RUnlock()
	if !c.started {
		c.started, c.cursor = true, c.s.seq
		return wp.Changes{Everything: true}, nil
	}
	var ch wp.Changes
	var ranges []wp.IDRange
	post := func(r row, col string) {
		if id := r.int(col); id > 0 {
			ranges = append(ranges, wp.IDRange{Lo: id, Hi: id})
		}
	}
	// Events are in sequence order: find the first one after the cursor.
	i, _ := slices.BinarySearchFunc(c.s.events, c.cursor+1, func(e event, seq uint64) int {
		return cmpUint(e.seq, seq)
	})
	for _, e := range c.s.events[i:] {
		rows := make([]row, 0, 2)
		for _, r := range []row{e.before, e.after} {
			if r != nil {
				rows = append(rows, r)
			}
		}
		switch e.table {
		case "terms", "term_taxonomy":
			ch.Terms = true
		case "posts":
			if e.before != nil && e.after != nil && onlyChanged(e.before, e.after, ignoredPostColumns) {
				continue
			}
			for _, r := range rows {
				post(r, "ID")
				post(r, "post_parent")
			}
		case "postmeta":
			for _, r := range rows {
				if k, ok := r["meta_key"]; ok && c.keys[k] {
					post(rows[0], "post_id")
					post(r, "post_id")
				}
			}
		case "term_relationships":
			for _, r := range rows {
				post(r, "object_id")
			}
		case "users":
			if e.before == nil || e.after == nil || e.before["user_nicename"] != e.after["user_nicename"] {
				ch.Authors = true
			}
		case "usermeta":
			for _, r := range rows {
				if k, ok := r["meta_key"]; ok && c.ukeys[k] {
					ch.Authors = true
				}
			}
		case "icl_translations":
			ch.Translations = true
			for _, r := range rows {
				switch typ := r["element_type"]; {
				case strings.HasPrefix(typ, "post_"):
					post(r, "element_id")
					ch.Trids = append(ch.Trids, r.int("trid"))
				case strings.HasPrefix(typ, "tax_"):
					ch.Terms = true
				}
			}
		case "icl_languages":
			if e.before == nil || e.after == nil || changedAny(e.before, e.after, languageColumns) {
				ch.Languages = true
			}
		case "options":
			for _, r := range rows {
				name := r["option_name"]
				if c.opts[name] || strings.HasSuffix(name, "_children") {
					ch.Options = true
				}
			}
		}
	}
	// WPML's groups written, as they are now (wpdb's resolveTrids).
	if len(ch.Trids) > 0 {
		trids := idSet(ch.Trids)
		for _, r := range c.s.iclRows() {
			if trids[r.trid] && strings.HasPrefix(r.typ, "post_") {
				ranges = append(ranges, wp.IDRange{Lo: r.id, Hi: r.id})
			}
		}
		ch.Trids = nil
	}
	ch.Posts = wp.MergeRanges(ranges)
	c.cursor = c.s.seq
	return ch, nil
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// languageColumns are the columns of icl_languages the sitemaps read
// (wpdb's).
var languageColumns = []string{"code", "active", "default_locale", "tag"}

// changedAny reports whether before and after differ in a column named
// (a NULL, an absent key, differs from every value).
func changedAny(before, after row, names []string) bool {
	for _, n := range names {
		b, hadB := before[n]
		a, hadA := after[n]
		if hadB != hadA || a != b {
			return true
		}
	}
	return false
}

// onlyChanged reports whether before and after differ only in the columns
// named.
func onlyChanged(before, after row, names []string) bool {
	for k, v := range before {
		if w, ok := after[k]; (!ok || w != v) && !slices.Contains(names, k) {
			return false
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok && !slices.Contains(names, k) {
			return false
		}
	}
	return true
}

// Clone implements wp.ChangeSource.
func (c *changeSource) Clone() wp.ChangeSource {
	d := *c
	return &d
}

// WatchPostTypes implements wp.ChangeSource: every write is known, so
// nothing is left unread.
func (c *changeSource) WatchPostTypes([]string) {}

// stateTag starts a state of this kind of source.
const stateTag = "memwp/1 "

// State implements wp.ChangeSource: the site's identity and the sequence
// number of the last write read.
func (c *changeSource) State() ([]byte, error) {
	if !c.started {
		return nil, fmt.Errorf("memwp: no state before the first poll")
	}
	return []byte(stateTag + c.s.id + " " + strconv.FormatUint(c.cursor, 10)), nil
}

// Restore implements wp.ChangeSource. A state of another kind of source,
// or of another Site, is refused.
func (c *changeSource) Restore(state []byte) error {
	rest, ok := strings.CutPrefix(string(state), stateTag)
	if !ok {
		return fmt.Errorf("memwp: not a state of memwp's change source")
	}
	id, seq, ok := strings.Cut(rest, " ")
	if !ok || id != c.s.id {
		return fmt.Errorf("memwp: change source state of another site")
	}
	n, err := strconv.ParseUint(seq, 10, 64)
	if err != nil {
		return fmt.Errorf("memwp: change source state: %w", err)
	}
	c.s.mu.RLock()
	last := c.s.seq
	c.s.mu.RUnlock()
	if n > last {
		return fmt.Errorf("memwp: change source state ahead of the site (write %d, last %d)", n, last)
	}
	c.started, c.cursor = true, n
	return nil
}

// Wake implements wp.ChangeSource: it receives after each write (one
// signal kept while nobody reads; shared by the site's sources, as a
// binary log feed's is).
func (c *changeSource) Wake() <-chan struct{} { return c.s.wake }

// Describe implements wp.ChangeSource.
func (c *changeSource) Describe() string { return "the writes to an in-memory site" }
