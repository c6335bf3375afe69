package catalog

import (
	"context"
	"sort"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// decidePost applies Yoast's row decision to one candidate.
func (s *Snapshot) decidePost(p *wp.Post, d wp.LinkData) (loc string, reason seo.Reason) {
	loc = s.Linker.Post(&p.PostRef, d)
	status := p.Status
	if p.Type == "attachment" {
		status = "publish" // the candidate query already required a published parent
	}
	reason = seo.PostListed(seo.Post{
		ID: p.ID, Type: p.Type, Status: status, HasPassword: p.HasPassword,
		DateZero: p.Date == "0000-00-00 00:00:00", Noindex: p.Noindex, Canonical: p.Canonical,
		Permalink: loc,
	}, s.seoSite)
	return loc, reason
}

func (c *Catalog) preparePostType(ctx context.Context, s *Snapshot, pt *wp.PostType) error {
	pg := &pager{perPage: s.perPage}
	first, err := c.firstLink(ctx, s, pt)
	if err != nil {
		return err
	}
	entries := 0
	if first != nil {
		s.firstLink[pt.Name] = first
		pg.add(0, first.LastMod)
		entries++
	}
	rows := 0
	err = c.db.ScanPosts(ctx, wp.PostQuery{Type: pt.Name, Sparse: s.sparse(pt.Name)}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
		if err := c.noteTermLastMods(ctx, s, batch); err != nil {
			return err
		}
		authors := isAuthorArchiveType(pt.Name)
		for i := range batch {
			p := &batch[i]
			if authors {
				if _, seen := s.authorMax[p.Author]; !seen || p.ModifiedGMT > s.authorMax[p.Author] {
					s.authorMax[p.Author] = p.ModifiedGMT
				}
			}
			if !p.HasPassword {
				rows++ // Yoast's count leaves password-protected posts out
			}
			if _, reason := s.decidePost(p, d); reason != seo.Listed {
				continue
			}
			mod := seo.LastMod(p.ModifiedGMT, p.DateGMT)
			pg.add(p.ID, mod)
			entries++
			if p.Content != "" {
				if n := len(wp.Parts(p.Content)); n > 1 {
					for part := 2; part <= n; part++ {
						s.parts = append(s.parts, partRef{postID: p.ID, postTyp: p.Type, part: part, lastMod: mod})
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	// Yoast skips a post type whose count (before exclusions) is zero.
	s.addSitemap(pt.Name, PostType, pg.finish(), rows > 0 && entries > 0)
	return nil
}

// firstLink is Yoast's get_first_links: the home entry of the page sitemap,
// the posts page or home of the post sitemap, the archive of custom types.
func (c *Catalog) firstLink(ctx context.Context, s *Snapshot, pt *wp.PostType) (*Entry, error) {
	site := s.Site
	home := &Entry{Loc: s.Linker.Home(), Kind: PostType, Type: pt.Name}
	switch pt.Name {
	case "attachment":
		return nil, nil
	case "page":
		if site.PageOnFront <= 0 {
			return home, nil
		}
		posts, d, err := c.db.PostsByID(ctx, []int64{site.PageOnFront}, s.Links)
		if err != nil || len(posts) == 0 {
			return home, err
		}
		p := &posts[0]
		loc := s.Linker.Post(&p.PostRef, d)
		if loc == "" || !seo.Internal(loc, site.Home) || (p.Canonical != "" && p.Canonical != loc) {
			return home, nil
		}
		e := &Entry{Loc: loc, LastMod: seo.LastMod(p.ModifiedGMT, p.DateGMT), Kind: PostType, Type: "page", ID: 0}
		if c.opts.Images != nil {
			imgs, err := c.opts.Images.Posts(ctx, s, posts)
			if err != nil {
				return nil, err
			}
			e.Images = imgs[p.ID]
		}
		return e, nil
	}
	var loc string
	if pt.Name == "post" {
		switch {
		case site.ShowOnFront == "posts":
			loc = s.Linker.Home()
		case site.PageForPosts <= 0:
			return nil, nil
		default:
			posts, d, err := c.db.PostsByID(ctx, []int64{site.PageForPosts}, s.Links)
			if err != nil {
				return nil, err
			}
			if len(posts) == 0 || posts[0].Noindex == "1" {
				return nil, nil
			}
			loc = s.Linker.Post(&posts[0].PostRef, d)
		}
	} else {
		loc = s.Linker.PostTypeArchive(pt.Name, s.Links.Data())
	}
	if loc == "" || site.PostTypeArchiveNoindex(pt.Name) {
		return nil, nil
	}
	mod, err := c.db.MaxModified(ctx, pt.Name)
	if err != nil {
		return nil, err
	}
	return &Entry{Loc: loc, LastMod: mod, Kind: PostType, Type: pt.Name}, nil
}

// postEntries streams the listed entries of one page of a post type.
func (c *Catalog) postEntries(ctx context.Context, s *Snapshot, name string, pg Page, first bool, fn func(Entry) error, explain func(Excluded)) error {
	if first {
		if e := s.firstLink[name]; e != nil {
			if err := fn(*e); err != nil {
				return err
			}
		}
	}
	q := wp.PostQuery{Type: name, After: pg.After, Before: pg.Before, WithContent: c.opts.Images != nil, Sparse: s.sparse(name),
		// Dense pages (the type's rows are most of the ID range) read their
		// meta by range, in parallel with the rows.
		RangeMeta: pg.Before > 0 && pg.Before-pg.After <= 4*int64(pg.Count)+64}
	var listed []wp.Post
	var locs []string
	return c.db.ScanPosts(ctx, q, s.Links, func(batch []wp.Post, d wp.LinkData) error {
		listed, locs = listed[:0], locs[:0]
		for i := range batch {
			loc, reason := s.decidePost(&batch[i], d)
			if reason != seo.Listed {
				if explain != nil {
					explain(Excluded{Type: name, ID: batch[i].ID, Loc: loc, Reason: reason})
				}
				continue
			}
			listed = append(listed, batch[i])
			locs = append(locs, loc)
		}
		var images map[int64][]string
		if c.opts.Images != nil && len(listed) > 0 {
			var err error
			if images, err = c.opts.Images.Posts(ctx, s, listed); err != nil {
				return err
			}
		}
		defer clear(listed) // the copies hold the contents, which ScanPosts drops
		for i := range listed {
			p := &listed[i]
			e := Entry{Loc: locs[i], LastMod: seo.LastMod(p.ModifiedGMT, p.DateGMT), Images: images[p.ID],
				Kind: PostType, Type: name, ID: p.ID}
			if err := fn(e); err != nil {
				return err
			}
		}
		return nil
	})
}

// explainHidden reports the rows of a type that are not even candidates.
func (c *Catalog) explainHidden(ctx context.Context, s *Snapshot, name string, explain func(Excluded)) error {
	if name == "attachment" {
		// Attachments are candidates through their parent: report those
		// whose parent is missing or not published.
		return c.db.ScanPosts(ctx, wp.PostQuery{Type: name, All: true}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
			for i := range batch {
				p := &batch[i]
				if parent, ok := d.Post(p.Parent); ok && parent.Status == "publish" {
					continue // a candidate, decided by postEntries
				}
				explain(Excluded{Type: name, ID: p.ID, Loc: s.Linker.Post(&p.PostRef, d), Reason: seo.ParentHidden})
			}
			return nil
		})
	}
	return c.db.ScanPosts(ctx, wp.PostQuery{Type: name, Hidden: true}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
		for i := range batch {
			p := &batch[i]
			loc := s.Linker.Post(&p.PostRef, d)
			reason := seo.PostListed(seo.Post{ID: p.ID, Type: p.Type, Status: p.Status, HasPassword: p.HasPassword,
				DateZero: p.Date == "0000-00-00 00:00:00", Permalink: loc}, s.seoSite)
			explain(Excluded{Type: name, ID: p.ID, Loc: loc, Reason: reason})
		}
		return nil
	})
}

// prepareMultipart pages the parts collected while preparing post types,
// in post ID then part order.
func (c *Catalog) prepareMultipart(s *Snapshot) {
	sort.SliceStable(s.parts, func(i, j int) bool {
		if s.parts[i].postID != s.parts[j].postID {
			return s.parts[i].postID < s.parts[j].postID
		}
		return s.parts[i].part < s.parts[j].part
	})
	pg := &pager{perPage: s.perPage}
	for i, p := range s.parts {
		pg.add(int64(i+1), p.lastMod) // 1-based positions, so that After 0 means "from the start"
	}
	s.addSitemap(MultipartName, Multipart, pg.finish(), len(s.parts) > 0)
}

// partEntries streams one page of the multipart sitemap.
func (c *Catalog) partEntries(ctx context.Context, s *Snapshot, pg Page, fn func(Entry) error) error {
	lo, hi := int(pg.After), len(s.parts)
	if pg.Before > 0 && int(pg.Before)-1 < hi {
		hi = int(pg.Before) - 1
	}
	if lo >= hi {
		return nil
	}
	refs := s.parts[lo:hi]
	var ids []int64
	for i, r := range refs {
		if i == 0 || r.postID != refs[i-1].postID {
			ids = append(ids, r.postID)
		}
	}
	posts, d, err := c.db.PostsByID(ctx, ids, s.Links)
	if err != nil {
		return err
	}
	byID := make(map[int64]*wp.Post, len(posts))
	for i := range posts {
		byID[posts[i].ID] = &posts[i]
	}
	type item struct {
		e    Entry
		html string
	}
	items := make([]item, 0, len(refs))
	for _, r := range refs {
		p := byID[r.postID]
		if p == nil {
			continue // deleted since the snapshot was built
		}
		parts := wp.Parts(p.Content)
		if r.part > len(parts) {
			continue
		}
		link := s.Linker.Post(&p.PostRef, d)
		items = append(items, item{
			e: Entry{Loc: s.Linker.PartURL(&p.PostRef, link, r.part, d), LastMod: r.lastMod,
				Kind: Multipart, Type: MultipartName, ID: p.ID, Part: r.part},
			html: parts[r.part-1],
		})
	}
	if c.opts.Images != nil && len(items) > 0 {
		pids := make([]int64, len(items))
		htmls := make([]string, len(items))
		for i, it := range items {
			pids[i], htmls[i] = it.e.ID, it.html
		}
		imgs, err := c.opts.Images.Fragments(ctx, s, pids, htmls)
		if err != nil {
			return err
		}
		for i := range items {
			items[i].e.Images = imgs[i]
		}
	}
	for _, it := range items {
		if err := fn(it.e); err != nil {
			return err
		}
	}
	return nil
}

// explainUnlisted reports every published object of the post types that have
// no sitemap, and the taxonomies left out, with the reason.
func (c *Catalog) explainUnlisted(ctx context.Context, s *Snapshot, explain func(Excluded)) error {
	skipped := map[string]string{}
	for _, sk := range s.Registry.Skipped {
		skipped[sk.Kind+":"+sk.Name] = sk.Reason
	}
	for _, pt := range s.Registry.AllPostTypes() {
		if _, listed := s.byName[pt.Name]; listed {
			continue
		}
		reason := skipped["post type:"+pt.Name]
		switch {
		case reason != "":
		case pt.Name == "attachment" && !s.Site.PostTypeIndexable("attachment"):
			reason = "attachments have no sitemap (Yoast's disable-attachment)"
		default:
			reason = "post type set to noindex or disabled in Yoast (noindex-" + pt.Name + ")"
		}
		err := c.db.ScanPosts(ctx, wp.PostQuery{Type: pt.Name, All: true}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
			for i := range batch {
				explain(Excluded{Type: pt.Name, ID: batch[i].ID, Loc: s.Linker.Post(&batch[i].PostRef, d),
					Reason: seo.Reason("no sitemap for this type: " + reason)})
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	for _, tax := range s.Registry.AllTaxonomies() {
		if _, listed := s.byName[tax.Name]; listed {
			continue
		}
		reason := skipped["taxonomy:"+tax.Name]
		if reason == "" {
			reason = "taxonomy set to noindex or excluded in Yoast (noindex-tax-" + tax.Name + ")"
		}
		terms, err := c.db.Terms(ctx, tax.Name)
		if err != nil {
			return err
		}
		if err := s.Links.PrepareTerms(ctx, c.db, tax.Name); err != nil {
			return err
		}
		for i := range terms {
			explain(Excluded{Type: tax.Name, ID: terms[i].ID, Loc: s.Linker.Term(&terms[i].TermRef, s.Links.Data()),
				Reason: seo.Reason("no sitemap for this taxonomy: " + reason)})
		}
	}
	return nil
}

// noteTermLastMods folds a batch of published posts without password into
// the terms' lastmods: one query per batch, through term_relationships'
// primary key, instead of a grouped query that reads every post of every
// term (minutes on a million posts).
func (c *Catalog) noteTermLastMods(ctx context.Context, s *Snapshot, batch []wp.Post) error {
	if batch[0].Type == "attachment" {
		return nil // candidates through their parent; counted with the other types
	}
	ids := make([]int64, 0, len(batch))
	mod := make(map[int64]string, len(batch))
	for i := range batch {
		if batch[i].HasPassword {
			continue // Yoast's term lastmod counts posts without password only
		}
		ids = append(ids, batch[i].ID)
		mod[batch[i].ID] = batch[i].ModifiedGMT
	}
	terms, err := c.db.TermIDsOf(ctx, ids)
	if err != nil {
		return err
	}
	for pid, tids := range terms {
		for _, tid := range tids {
			if m := mod[pid]; m > s.termMax[tid] {
				s.termMax[tid] = m
			}
		}
	}
	return nil
}

// termLastModsOfOthers adds the posts of the types that were not scanned
// (custom types without a sitemap, and so on) to the terms' lastmods.
// Attachments and revisions are left out: WordPress attaches no terms to
// them unless a plugin registers a taxonomy for media, and reaching millions
// of media rows would cost what the scan saves.
func (c *Catalog) termLastModsOfOthers(ctx context.Context, s *Snapshot, facts *wp.TypeFacts) error {
	var others []string
	for name := range facts.PostTypes {
		if _, scanned := s.byName[name]; scanned && name != "attachment" {
			continue
		}
		if name == "attachment" || name == "revision" {
			continue
		}
		others = append(others, name)
	}
	sort.Strings(others)
	lm, err := c.db.TermLastModsOfTypes(ctx, others)
	if err != nil {
		return err
	}
	for tid, m := range lm {
		if m > s.termMax[tid] {
			s.termMax[tid] = m
		}
	}
	return nil
}
