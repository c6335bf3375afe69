package catalog

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Apply examines again what ch says changed and returns the next snapshot,
// sharing with old everything the change did not touch (old is not
// modified: its readers go on). It reports whether a provider could not
// follow (a full rebuild is then due). ch.Everything is not for Apply:
// the caller rebuilds (Snapshot.NeedsRebuild).
//
// The steps: the next snapshot and its update (next); the languages'
// part before the scan (beginLanguages); the posts in ch's ranges, and
// those that hang on them, scanned and decided again (scan); each
// provider's update (updateProviders); the languages' part after it
// (languageChange.finish); and, on a language host's view, the
// translations of the static pages followed (followStaticPages).
func (c *Catalog) Apply(ctx context.Context, old *Snapshot, ch wp.Changes) (*Snapshot, bool, error) {
	if old.shipped {
		return nil, false, ErrShipped
	}
	s, stale, err := c.apply(ctx, old, ch, false)
	if err == nil {
		err = c.storeEntries(ctx, s)
	}
	if err != nil {
		return nil, false, err
	}
	return s, stale, nil
}

// apply is Apply; redecided says that the posts of ch.Posts did not change,
// an option moved their decision (Update.Redecided).
func (c *Catalog) apply(ctx context.Context, old *Snapshot, ch wp.Changes, redecided bool) (*Snapshot, bool, error) {
	start := time.Now()
	s, u := c.next(old, ch, redecided)
	lc, err := c.beginLanguages(ctx, s, old, ch)
	if err != nil {
		return nil, false, err
	}
	rows, err := c.scan(ctx, u)
	if err != nil {
		return nil, false, err
	}
	s.patch = patchable(old, ch, redecided, u.Ranges)
	stale, err := c.updateProviders(ctx, u)
	if err != nil {
		return nil, false, err
	}
	if err := lc.finish(ctx, u.Ranges); err != nil {
		return nil, false, err
	}
	s.setExpiry()
	s.Built = time.Now()
	c.log.Info("sitemaps updated", "version", s.Version, "ranges", len(u.Ranges), "rows", rows,
		"terms", ch.Terms, "authors", ch.Authors, "languages", ch.Languages, "duration", time.Since(start))
	return lc.followStaticPages(ctx, stale)
}

// next returns the snapshot that follows old (a copy sharing its
// sitemaps, at a new version and the clock's time) and the update of ch
// the providers will apply to it; the terms the link cache keeps are
// forgotten when ch moved them. redecided is apply's.
func (c *Catalog) next(old *Snapshot, ch wp.Changes, redecided bool) (*Snapshot, *Update) {
	s := old.copy()
	s.Version = fmt.Sprintf("%s+%d", old.base, c.seq.Add(1))
	s.now = c.opts.Clock() // providers that follow the clock (news) update at it
	if ch.Terms {
		s.Links.ForgetTerms()
	}
	u := &Update{Build: &Build{Snapshot: &s}, Old: old, Ranges: ch.Posts, Terms: ch.Terms, Authors: ch.Authors, Redecided: redecided}
	return &s, u
}

// scan widens u.Ranges to the posts that hang on them (withChildren),
// reads the rows in them of every listed post type, decides each, and
// hands them to the providers as u.Batches. It returns the rows read.
func (c *Catalog) scan(ctx context.Context, u *Update) (int, error) {
	if len(u.Ranges) == 0 {
		return 0, nil
	}
	s := u.Snapshot
	var err error
	if u.Ranges, err = c.withChildren(ctx, s, u.Ranges); err != nil {
		return 0, err
	}
	rows := 0
	for _, pt := range s.ListedPostTypes() {
		for _, q := range rangeQueries(pt.Name, u.Ranges, s.sparse(pt.Name)) {
			q.VideoContent = wantsContent(c.opts.Providers, s, pt.Name)
			err := c.db.ScanPosts(ctx, q, s.Links, func(batch []wp.Post, d wp.LinkData) error {
				sb := ScannedBatch{Type: pt, Posts: slices.Clone(batch), Links: d}
				for i := range sb.Posts {
					link, loc, reason := s.decidePost(&sb.Posts[i], d)
					sb.Permalinks, sb.Locs, sb.Reasons = append(sb.Permalinks, link), append(sb.Locs, loc), append(sb.Reasons, reason)
				}
				rows += len(batch)
				u.Batches = append(u.Batches, sb)
				return nil
			})
			if err != nil {
				return 0, err
			}
		}
	}
	return rows, nil
}

// updateProviders hands u to each provider in turn. It reports whether
// one could not follow (ErrNoUpdate: a full rebuild is due).
func (c *Catalog) updateProviders(ctx context.Context, u *Update) (stale bool, err error) {
	for _, p := range c.opts.Providers {
		err := p.Update(ctx, u)
		if errors.Is(err, ErrNoUpdate) {
			stale = true
			continue
		}
		if err != nil {
			return false, fmt.Errorf("catalog: update %s: %w", p.Kind(), err)
		}
	}
	return stale, nil
}

// rangeQueries returns the scans of postType's rows in ranges (sorted), in
// ID order: a run of single posts (many, scattered: the posts with a
// canonical after a new permalink structure) is read by ID, a thousand a
// query, instead of one query per post; a wider range by its bounds.
func rangeQueries(postType string, ranges []wp.IDRange, sparse bool) []wp.PostQuery {
	var out []wp.PostQuery
	var ids []int64
	flush := func() {
		if len(ids) > 0 {
			out = append(out, wp.PostQuery{Type: postType, IDs: ids, Batch: 1000})
			ids = nil
		}
	}
	for _, r := range ranges {
		if r.Lo == r.Hi {
			ids = append(ids, r.Lo)
			continue
		}
		flush()
		out = append(out, wp.PostQuery{Type: postType, After: r.Lo - 1, Before: r.Hi + 1, Sparse: sparse, Batch: 1000})
	}
	flush()
	return out
}

// withChildren adds the posts whose links or listing hang on a changed
// post (child pages, attachments), level by level, and forgets the changed
// posts the link cache holds as parents.
func (c *Catalog) withChildren(ctx context.Context, s *Snapshot, ranges []wp.IDRange) ([]wp.IDRange, error) {
	s.Links.ForgetPosts(func(id int64) bool { return inRanges(ranges, id) })
	level := ranges
	all := slices.Clone(ranges)
	for depth := 0; depth < 8 && len(level) > 0; depth++ {
		_, attachments := s.byName["attachment"]
		kids, err := c.db.ChildrenOf(ctx, level, attachments)
		if err != nil {
			return nil, err
		}
		level = level[:0:0]
		for _, id := range kids {
			if !inRanges(all, id) {
				level = append(level, wp.IDRange{Lo: id, Hi: id})
			}
		}
		s.Links.ForgetPosts(func(id int64) bool { return inRanges(level, id) })
		all = wp.MergeRanges(append(all, level...))
	}
	return all, nil
}

func inRanges(rs []wp.IDRange, id int64) bool {
	u := Update{Ranges: rs}
	return u.InRanges(id)
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// renewAlternates gives every page whose entries may carry alternates (the
// sitemaps of translated post types and taxonomies, with hreflang on) a
// new revision: their documents may differ, what they list does not
// (each keeps its ListingRev). The sitemaps are replaced by copies;
// readers of those before go on.
func (s *Snapshot) renewAlternates() {
	if !s.hreflang {
		return
	}
	for i, sm := range s.Sitemaps {
		translated := false
		switch sm.Provider.(type) {
		case *postTypes:
			translated = s.Site.Languages().TranslatedPostType(sm.Name)
		case *taxonomies:
			v, ok := dataOK[*termView](sm)
			translated = ok && s.Site.Languages().TranslatedTaxonomy(v.tax.Name)
		}
		if !translated {
			continue
		}
		n := *sm
		n.Pages = renewPages(sm.Pages, true)
		s.Sitemaps[i] = &n
		if s.byName[sm.Name] == sm {
			s.byName[sm.Name] = &n
		}
	}
}

// renewFirstPage gives page 1 of the sitemap called name, if s has it, a
// new revision: what it lists beyond its posts changed (the language
// homes). The sitemap is replaced by a copy; readers of the one before go on.
func (s *Snapshot) renewFirstPage(name string) {
	sm, ok := s.byName[name]
	if !ok || len(sm.Pages) == 0 {
		return
	}
	n := *sm
	n.Pages = slices.Clone(sm.Pages)
	n.Pages[0].Rev, n.Pages[0].Listing = NewRev(), 0
	for i, o := range s.Sitemaps {
		if o == sm {
			s.Sitemaps[i] = &n
		}
	}
	s.byName[name] = &n
}
