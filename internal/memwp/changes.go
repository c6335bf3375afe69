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
// from the site's write log by the rule wpdb's binary log feed follows
// too (wp.Watched.RowChanges), with the groups of WPML's translation rows
// resolved into their posts.
type changeSource struct {
	s       *Site
	watch   wp.Watched
	started bool
	cursor  uint64 // the site's write sequence number read up to
}

// NewChangeSource returns a wp.ChangeSource over the site's writes, for
// the post meta keys of wp.ListingMetaKeys, wp.ImageMetaKeys and metaKeys.
// now is not used: writes are known as they are made.
func (s *Site) NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource {
	return &changeSource{s: s, watch: wp.WatchFor(s.prefix, metaKeys)}
}

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
	// Events are in sequence order: find the first one after the cursor.
	i, _ := slices.BinarySearchFunc(c.s.events, c.cursor+1, func(e event, seq uint64) int {
		return cmpUint(e.seq, seq)
	})
	for _, e := range c.s.events[i:] {
		ch.Add(c.watch.RowChanges(e.table, wp.Row(e.before), wp.Row(e.after)))
	}
	// WPML's groups written, as they are now (wpdb's resolveTrids).
	if len(ch.Trids) > 0 {
		trids := idSet(ch.Trids)
		for _, r := range c.s.iclRows() {
			if trids[r.trid] && strings.HasPrefix(r.typ, "post_") {
				ch.Posts = append(ch.Posts, wp.IDRange{Lo: r.id, Hi: r.id})
			}
		}
		ch.Trids = nil
	}
	ch.Posts = wp.MergeRanges(ch.Posts)
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
