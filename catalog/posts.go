package catalog

import (
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"slices"
	"sync"
	"unsafe"

	"github.com/wpsitemap/wpsitemap/entrystore"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// decidePost applies Yoast's row decision to one candidate: link is the
// permalink as WordPress prints it, loc what the sitemap lists (link
// encoded as Yoast's renderer encodes it; over 2048 characters it is left
// out).
func (s *Snapshot) decidePost(p *wp.Post, d wp.LinkData) (link, loc string, reason seo.Reason) {
	ml := s.Site.Languages()
	translated, lang, current := ml.HostLanguage(ml.TranslatedPostType(p.Type), p.Lang)
	return s.decidePostOn(p, s.Linker.Post(&p.PostRef, d), translated, lang, current, s.seoSite)
}

// decidePostOn is decidePost with the permalink, the language facts and
// the site given: those of this snapshot's host, or of the post's own
// language's host (ownHost).
func (s *Snapshot) decidePostOn(p *wp.Post, link string, translated bool, lang, current string, site seo.Site) (_, loc string, reason seo.Reason) {
	status := p.Status
	if p.Type == "attachment" {
		status = "publish" // the candidate query already required a published parent
	}
	reason = seo.PostListed(seo.Post{
		ID: p.ID, Type: p.Type, Status: status, HasPassword: p.HasPassword,
		DateZero: p.Date == "0000-00-00 00:00:00", Noindex: p.Noindex, Canonical: p.Canonical,
		Permalink: link, HiddenLang: s.Site.Languages().HiddenLanguage(p.Lang),
	}.In(translated, lang, current), site)
	if reason != seo.Listed {
		return link, link, reason
	}
	loc, reason = seo.Loc(link)
	return link, loc, reason
}

// postTypes is the provider of the post-type sitemaps: one per listed post
// type, pages of posts in ID order, after the home or archive entry.
type postTypes struct {
	Defaults
	db     Store
	images Imager // nil: no images
}

func (p *postTypes) Kind() string   { return "post types" }
func (p *postTypes) Format() Format { return URLFormat }

// About implements Provider.
func (p *postTypes) About(sm *Sitemap) string {
	return fmt.Sprintf("The entries of the post type %q that search engines may index, with their images, in ID order.", sm.Name)
}

// Prepare scans every listed post type once: the page boundaries of its
// sitemap, and every batch handed to the observers.
func (p *postTypes) Prepare(ctx context.Context, b *Build) error {
	for _, pt := range b.ListedPostTypes() {
		if err := p.prepare(ctx, b, pt); err != nil {
			return err
		}
	}
	return nil
}

func (p *postTypes) prepare(ctx context.Context, b *Build, pt *wp.PostType) error {
	s := b.Snapshot
	b.progress.setStep("post type " + pt.Name)
	pg := &pager{perPage: s.typePerPage(pt.Name)}
	// The archive entry's lastmod (Yoast's MAX(post_modified_gmt) of the
	// type) is learnt from the scan below: as a query it reads every row
	// of wp_posts, minutes on a large site.
	first, err := p.firstLink(ctx, s, pt, false)
	if err != nil {
		return err
	}
	var top newest
	entries := 0
	if first != nil && first.left == nil {
		pg.add(0, first.lastMod)
		entries++
	}
	kept := &idPages{}
	rows := 0
	var links, locs []string
	var reasons []seo.Reason
	// With a filler, the scan makes the entries of the pages after the
	// first from the rows it reads (with their contents, for the images),
	// and hands each page over when it closes: no page is read twice.
	fill := b.fillsDuringScan()
	var sp scanPages
	q := wp.PostQuery{Type: pt.Name, Sparse: s.sparse(pt.Name), WithContent: fill && p.images != nil, Ahead: fill,
		VideoContent: wantsContent(b.providers, s, pt.Name)}
	if q.WithContent {
		// The images are found ahead, by the readers of the scan, several
		// batches at once (wp.PostQuery.Pre).
		sp.ahead = &imagesAhead{m: map[int64][]string{}}
		q.Pre = b.preScan(pt, sp.ahead.pre(p.images, s))
	}
	err = p.db.ScanPosts(ctx, q, s.Links, func(batch []wp.Post, d wp.LinkData) error {
		links, locs, reasons = links[:0], locs[:0], reasons[:0]
		sp.reset()
		published := 0
		for i := range batch {
			post := &batch[i]
			if !post.HasPassword {
				rows++ // Yoast's count leaves password-protected posts out
			}
			if post.Status == "publish" {
				published++ // what Progress.Total counts
			}
			top.add(post.ID, post.ModifiedGMT)
			link, loc, reason := s.decidePost(post, d)
			links, locs, reasons = append(links, link), append(locs, loc), append(reasons, reason)
			if reason == seo.Listed {
				mod := seo.LastMod(post.ModifiedGMT, post.DateGMT)
				pg.add(post.ID, mod)
				kept.add(len(pg.pages), post.ID, mod)
				entries++
				if fill && len(pg.pages) >= 1 {
					sp.note(i, len(pg.pages), loc)
				}
			}
		}
		if fill {
			err := sp.make(ctx, b, p, pt.Name, pg.pages, batch)
			sp.ahead.drop(batch)
			if err != nil {
				return err
			}
			for i := range batch {
				if !batch[i].NeedsContent(false) {
					batch[i].Content = "" // read for the images: the observers see what they asked for
				}
			}
		}
		top.trim()
		b.progress.add(int64(published))
		return b.observe(ctx, ScannedBatch{Type: pt, Posts: batch, Links: d, Permalinks: links, Locs: locs, Reasons: reasons, Ahead: q.Pre != nil})
	})
	if err != nil {
		return err
	}
	maxMod, _ := top.max() // the scan saw every candidate: known
	// Yoast skips a post type whose count (before exclusions) is zero.
	pages := pg.finish()
	if first != nil && first.ID == 0 && first.archive {
		first.lastMod, first.LastMod = maxMod, lastModTime(maxMod)
		if first.left == nil && maxMod > pages[0].LastMod {
			pages[0].LastMod = maxMod
		}
	}
	if fill && sp.page > 0 && sp.page == len(pages)-1 {
		if err := sp.hand(b, pt.Name, pages); err != nil { // the last page
			return err
		}
	}
	kept.pad(len(pages))
	kept.clip()
	b.Add(p, pt.Name, pages, rows > 0 && entries > 0, &typeData{first: first, idPages: kept, newest: &top})
	return nil
}

// typeData is what a post-type sitemap keeps in a snapshot: the entry at
// the top of page 1 and the listed posts of every page (see idPages).
type typeData struct {
	first *firstEntry
	*idPages
	// newest are the type's newest candidates, for the archive's lastmod
	// (nil: unknown, read from the store when needed).
	newest *newest
}

// HeldBytes is what the snapshot holds that grows with the site: the
// listed IDs (packed: idList, 1-2 bytes an ID) and lastmods (4 bytes) of
// the post-type sitemaps: some 5 bytes per listed post. The server gives the page cache what is
// left of its budget, so that the two together stay flat as the site grows.
func (s *Snapshot) HeldBytes() int64 {
	var n int64
	for _, sm := range s.Sitemaps {
		if td, ok := dataOK[*typeData](sm); ok && td.idPages != nil {
			for i := range td.ids {
				n += int64(cap(td.ids[i].b)) + int64(unsafe.Sizeof(td.ids[i])) + int64(cap(td.mods[i]))*4
			}
		}
	}
	return n
}

// firstEntry is the home, posts page or archive entry at the top of page 1.
type firstEntry struct {
	Entry
	lastMod string
	// archive: a home or archive entry whose lastmod is the type's newest
	// modification, filled in by the scan.
	archive bool
	// left, when set, says why the entry is left out (its URL is too long).
	left *Excluded
}

// firstLink is Yoast's get_first_links: the home entry of the page sitemap,
// the posts page or home of the post sitemap, the archive of custom types;
// its loc encoded as the sitemap lists it.
//
// The lastmod of a home or archive entry is the type's newest
// post_modified_gmt: read from the database when withMax, else left for
// the caller, which learns it from its scan (archive is then set).
func (p *postTypes) firstLink(ctx context.Context, s *Snapshot, pt *wp.PostType, withMax bool) (*firstEntry, error) {
	e, err := p.firstLinkRaw(ctx, s, pt, withMax)
	if e == nil || err != nil {
		return e, err
	}
	loc, r := seo.Loc(e.Loc)
	if r != seo.Listed {
		e.left = &Excluded{Type: pt.Name, Loc: loc, Reason: r}
	}
	e.Loc = loc
	return e, nil
}

// firstLinkRaw is firstLink with the URL as WordPress prints it.
func (p *postTypes) firstLinkRaw(ctx context.Context, s *Snapshot, pt *wp.PostType, withMax bool) (*firstEntry, error) {
	site := s.Site
	home := &firstEntry{Entry: Entry{URL: sitemap.URL{Loc: s.Linker.Home()}, Type: pt.Name}}
	switch pt.Name {
	case "attachment":
		return nil, nil
	case "page":
		// page_on_front as stored, even when show_on_front is "posts"
		// (Yoast's get_first_links); its permalink is home only when
		// WordPress shows it on the front.
		if s.seoSite.PageOnFront <= 0 {
			return home, nil
		}
		posts, d, err := p.db.PostsByID(ctx, []int64{s.seoSite.PageOnFront}, s.Links)
		if err != nil || len(posts) == 0 {
			return home, err
		}
		post := &posts[0]
		loc := s.Linker.Post(&post.PostRef, d)
		if seo.FrontPageListed(seo.Post{Permalink: loc, Canonical: post.Canonical}, s.seoSite) != seo.Listed {
			return home, nil
		}
		mod := seo.LastMod(post.ModifiedGMT, post.DateGMT)
		e := &firstEntry{Entry: Entry{URL: sitemap.URL{Loc: loc, LastMod: lastModTime(mod)}, Type: "page"}, lastMod: mod}
		if p.images != nil {
			imgs, err := p.images.Posts(ctx, s, posts)
			if err != nil {
				return nil, err
			}
			e.Images = imgs[post.ID]
		}
		return e, nil
	}
	var loc string
	if pt.Name == "post" {
		switch {
		case site.ShowOnFront == "posts":
			loc = s.Linker.Home()
		case site.PostsPageID() <= 0:
			return nil, nil
		default:
			posts, d, err := p.db.PostsByID(ctx, []int64{site.PostsPageID()}, s.Links)
			if err != nil {
				return nil, err
			}
			if len(posts) == 0 || seo.PostsPageListed(seo.Post{Noindex: posts[0].Noindex}) != seo.Listed {
				return nil, nil
			}
			loc = s.Linker.Post(&posts[0].PostRef, d)
		}
	} else {
		loc = s.Linker.PostTypeArchive(pt.Name, s.Links.Data())
	}
	if loc == "" || !seo.ArchiveListed(site, pt.Name) {
		return nil, nil
	}
	if !withMax {
		return &firstEntry{Entry: Entry{URL: sitemap.URL{Loc: loc}, Type: pt.Name}, archive: true}, nil
	}
	mod, err := p.db.MaxModified(ctx, pt.Name)
	if err != nil {
		return nil, err
	}
	return &firstEntry{Entry: Entry{URL: sitemap.URL{Loc: loc, LastMod: lastModTime(mod)}, Type: pt.Name}, lastMod: mod, archive: true}, nil
}

// Entries streams the listed entries of a page of a post type; for the
// whole sitemap with Explain, also the rows that are not even candidates.
func (p *postTypes) Entries(ctx context.Context, q Query, fn func(Entry) error) error {
	s, name, pg := q.Snap, q.Sitemap.Name, q.page()
	if q.Page <= 1 {
		if err := p.firstEntry(ctx, q, fn); err != nil {
			return err
		}
	}
	// A page lists what the snapshot decided: a row that changed behind
	// its back (an in-place write no change source reported) can leave
	// the page, never join it, so a page never passes its limit.
	var keep []int64
	if td := data[*typeData](q.Sitemap); q.Page >= 1 && td != nil && td.idPages != nil && q.Page <= len(td.ids) {
		keep = td.ids[q.Page-1].slice() // empty, not nil, on an empty page: nothing joins it
	}
	if err := p.postEntries(ctx, s, name, pg, keep, fn, q.Explain); err != nil {
		return err
	}
	if q.Page <= 1 && name == "post" {
		if err := p.homeEntries(ctx, s, q.Sitemap, fn, q.Explain); err != nil {
			return err
		}
	}
	if q.Explain != nil && q.Page == 0 {
		return p.explainHidden(ctx, s, name, q.Explain)
	}
	return nil
}

// firstEntry streams the entry at the top of page 1 of q's sitemap (the
// home, posts page or archive), if it has one.
func (p *postTypes) firstEntry(ctx context.Context, q Query, fn func(Entry) error) error {
	s, name := q.Snap, q.Sitemap.Name
	td := data[*typeData](q.Sitemap)
	switch {
	case td != nil && td.first != nil && td.first.left == nil:
		e := td.first.Entry
		if front := s.Site.FrontPageID(); name == "page" && front > 0 && front == s.seoSite.PageOnFront {
			// The static front page, listed as the home: its
			// translations are its alternates.
			alts, err := s.postAlternates(ctx, p.db, name, []int64{front}, []string{e.Loc})
			if err != nil {
				return err
			}
			if alts != nil {
				e.Alternates = alts[0]
			}
		}
		return fn(e)
	case td != nil && td.first != nil && q.Explain != nil:
		q.Explain(*td.first.left)
	}
	return nil
}

// homeEntries streams the language homes appended to the end of page 1
// of the post sitemap (languageHomes), each with the type's last
// modification as its lastmod (Yoast's get_last_modified_gmt).
func (p *postTypes) homeEntries(ctx context.Context, s *Snapshot, sm *Sitemap, fn func(Entry) error, explain func(Excluded)) error {
	homes := s.languageHomes()
	if len(homes) == 0 {
		return nil
	}
	mod, known := "", false
	if td := data[*typeData](sm); td != nil && td.newest != nil {
		mod, known = td.newest.max()
	}
	if !known {
		var err error
		if mod, err = p.db.MaxModified(ctx, sm.Name); err != nil {
			return err
		}
	}
	for _, h := range homes {
		loc, r := seo.Loc(h)
		if r != seo.Listed {
			if explain != nil {
				explain(Excluded{Type: sm.Name, Loc: loc, Reason: r})
			}
			continue
		}
		if err := fn(Entry{URL: sitemap.URL{Loc: loc, LastMod: lastModTime(mod)}, Type: sm.Name}); err != nil {
			return err
		}
	}
	return nil
}

// postEntries streams the listed entries of one page of a post type; with
// keep (sorted), only those of its IDs.
func (p *postTypes) postEntries(ctx context.Context, s *Snapshot, name string, pg Page, keep []int64, fn func(Entry) error, explain func(Excluded)) error {
	q := wp.PostQuery{Type: name, After: pg.After, Before: pg.Before, WithContent: p.images != nil, Sparse: s.sparse(name),
		// Dense pages (the type's rows are most of the ID range) read their
		// meta by range, in parallel with the rows.
		RangeMeta: pg.Before > 0 && pg.Before-pg.After <= 4*int64(pg.Count)+64}
	return p.scanEntries(ctx, s, name, q, keep, fn, explain)
}

// idsQuery selects the posts of ids (sorted) of type name, as a page's
// render reads them (Entries.patch).
func (p *postTypes) idsQuery(s *Snapshot, name string, ids []int64) wp.PostQuery {
	return wp.PostQuery{Type: name, IDs: ids, WithContent: p.images != nil, Sparse: s.sparse(name), Batch: 1000}
}

// scanEntries streams the listed entries of the rows q selects; with keep
// (sorted), only those of its IDs.
func (p *postTypes) scanEntries(ctx context.Context, s *Snapshot, name string, q wp.PostQuery, keep []int64, fn func(Entry) error, explain func(Excluded)) error {
	var listed []wp.Post
	var locs []string
	return p.db.ScanPosts(ctx, q, s.Links, func(batch []wp.Post, d wp.LinkData) error {
		listed, locs = listed[:0], locs[:0]
		for i := range batch {
			if keep != nil {
				if _, ok := slices.BinarySearch(keep, batch[i].ID); !ok {
					continue
				}
			}
			_, loc, reason := s.decidePost(&batch[i], d)
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
		if p.images != nil && len(listed) > 0 {
			var err error
			if images, err = p.images.Posts(ctx, s, listed); err != nil {
				return err
			}
		}
		defer clear(listed) // the copies hold the contents, which ScanPosts drops
		alts, err := s.postAlternates(ctx, p.db, name, postIDs(listed), locs)
		if err != nil {
			return err
		}
		for i := range listed {
			post := &listed[i]
			e := postEntry(name, post, locs[i], images[post.ID])
			if alts != nil {
				e.Alternates = alts[i]
			}
			if err := fn(e); err != nil {
				return err
			}
		}
		return nil
	})
}

// postEntry is the entry of a listed post of type name, at loc.
func postEntry(name string, post *wp.Post, loc string, images []string) Entry {
	return Entry{URL: sitemap.URL{Loc: loc, LastMod: lastModTime(seo.LastMod(post.ModifiedGMT, post.DateGMT)), Images: images},
		Type: name, ID: post.ID}
}

// scanPages makes, during a Build's scan of a post type, the entries of
// its pages after the first from the rows the scan reads, and hands each
// page to the Build's filler once the scan has moved past it (or ended
// with it).
type scanPages struct {
	page    int // the index of the page entries are made for (0: none yet)
	entries []entrystore.Entry

	// Of the batch under way: the listed rows of pages after the first,
	// the index of the page each went to, and its loc.
	rows  []int
	pages []int
	locs  []string

	ahead *imagesAhead // nil: the images are found when entries are made
}

func (sp *scanPages) reset() { sp.rows, sp.pages, sp.locs = sp.rows[:0], sp.pages[:0], sp.locs[:0] }

// note records that row i of the batch is listed on the page of index
// page, at loc.
func (sp *scanPages) note(i, page int, loc string) {
	sp.rows, sp.pages, sp.locs = append(sp.rows, i), append(sp.pages, page), append(sp.locs, loc)
}

// make makes the entries of the rows noted in batch (their images in one
// call, as a page's render does), handing over each page (pages, closed)
// that a later row shows the scan has moved past.
func (sp *scanPages) make(ctx context.Context, b *Build, p *postTypes, name string, pages []Page, batch []wp.Post) error {
	if len(sp.rows) == 0 {
		return nil
	}
	listed := make([]wp.Post, len(sp.rows))
	for k, i := range sp.rows {
		listed[k] = batch[i]
	}
	defer clear(listed) // the copies hold the contents, which ScanPosts drops
	images, err := sp.images(p, listed)
	if err != nil {
		return err
	}
	for k := range listed {
		if sp.pages[k] != sp.page {
			if sp.page > 0 {
				if err := sp.hand(b, name, pages); err != nil {
					return err
				}
			}
			sp.page = sp.pages[k]
		}
		e := postEntry(name, &listed[k], sp.locs[k], images[listed[k].ID])
		se, err := stored(&e)
		if err != nil {
			return err
		}
		sp.entries = append(sp.entries, se)
	}
	return nil
}

// images returns the images of the listed rows, found ahead by the
// scan's Pre: every row the scan hands over went through it first, and
// without its content since, so a row missing is a fault of the scan.
func (sp *scanPages) images(p *postTypes, listed []wp.Post) (map[int64][]string, error) {
	if p.images == nil {
		return nil, nil
	}
	out := make(map[int64][]string, len(listed))
	for i := range listed {
		imgs, ok := sp.ahead.take(listed[i].ID)
		if !ok {
			return nil, fmt.Errorf("catalog: the images of post %d were not found ahead of its entry", listed[i].ID)
		}
		out[listed[i].ID] = imgs
	}
	return out, nil
}

// imagesAhead holds the images that a Build's scan found ahead of the
// batch being made into entries (wp.PostQuery.Pre), by post ID, until
// that batch is made: a few batches' worth at most.
type imagesAhead struct {
	mu    sync.Mutex
	m     map[int64][]string // nil: found none
	bytes int                // what m holds, about
}

// aheadBytes is about how much of the images found ahead imagesAhead
// holds before it says it has enough (wp.ErrAheadFull): posts of a
// thousand images each would otherwise fill it with megabytes of URLs
// per span.
const aheadBytes = 1 << 20

func imagesSize(imgs []string) int {
	n := 64 // the map's entry and the slice's header
	for _, u := range imgs {
		n += len(u) + 16
	}
	return n
}

// pre is the scan's Pre: it finds the images of a group of posts with
// their contents.
func (a *imagesAhead) pre(images Imager, s *Snapshot) func(context.Context, []wp.Post) error {
	return func(ctx context.Context, group []wp.Post) error {
		found, err := images.PostsOnce(ctx, s, group)
		if err != nil {
			return err
		}
		a.mu.Lock()
		defer a.mu.Unlock()
		for i := range group {
			id := group[i].ID
			if old, ok := a.m[id]; ok {
				a.bytes -= imagesSize(old)
			}
			a.m[id] = found[id]
			a.bytes += imagesSize(found[id])
		}
		if a.bytes > aheadBytes {
			return wp.ErrAheadFull
		}
		return nil
	}
}

// preScan is the Pre of pt's scan in b: the AheadObservers' work on
// each group, then images's.
func (b *Build) preScan(pt *wp.PostType, images func(context.Context, []wp.Post) error) func(context.Context, []wp.Post) error {
	var observers []func(context.Context, []wp.Post) error
	for _, p := range b.providers {
		if o, ok := p.(AheadObserver); ok {
			if f := o.ObserveAhead(b, pt); f != nil {
				observers = append(observers, f)
			}
		}
	}
	return func(ctx context.Context, group []wp.Post) error {
		for _, f := range observers {
			if err := f(ctx, group); err != nil {
				return err
			}
		}
		return images(ctx, group)
	}
}

// take returns the images found ahead for post id, and whether they were.
func (a *imagesAhead) take(id int64) ([]string, bool) {
	if a == nil {
		return nil, false
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	imgs, ok := a.m[id]
	return imgs, ok
}

// drop forgets the images of batch, made into entries or not listed.
func (a *imagesAhead) drop(batch []wp.Post) {
	if a == nil {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	for i := range batch {
		if imgs, ok := a.m[batch[i].ID]; ok {
			a.bytes -= imagesSize(imgs)
			delete(a.m, batch[i].ID)
		}
	}
}

// hand gives the page of index sp.page, final in pages, to the filler.
func (sp *scanPages) hand(b *Build, name string, pages []Page) error {
	entries := sp.entries
	sp.entries = nil
	return b.fillPage(name, sp.page+1, pages[sp.page], entries)
}

// explainHidden reports the rows of a type that are not even candidates.
func (p *postTypes) explainHidden(ctx context.Context, s *Snapshot, name string, explain func(Excluded)) error {
	if name == "attachment" {
		// Attachments are candidates through their parent: report those
		// whose parent is missing or not published.
		return p.db.ScanPosts(ctx, wp.PostQuery{Type: name, All: true}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
			for i := range batch {
				post := &batch[i]
				if parent, ok := d.Post(post.Parent); ok && parent.Status == "publish" {
					continue // a candidate, decided by postEntries
				}
				explain(Excluded{Type: name, ID: post.ID, Loc: s.Linker.Post(&post.PostRef, d), Reason: seo.ParentHidden})
			}
			return nil
		})
	}
	return p.db.ScanPosts(ctx, wp.PostQuery{Type: name, Hidden: true}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
		for i := range batch {
			post := &batch[i]
			loc := s.Linker.Post(&post.PostRef, d)
			reason := seo.PostListed(seo.Post{ID: post.ID, Type: post.Type, Status: post.Status, HasPassword: post.HasPassword,
				DateZero: post.Date == "0000-00-00 00:00:00", Permalink: loc}, s.seoSite)
			explain(Excluded{Type: name, ID: post.ID, Loc: loc, Reason: reason})
		}
		return nil
	})
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
		case pt.Name == "attachment" && !seo.PostTypeListed(s.Site, "attachment"):
			reason = "attachments have no sitemap (Yoast's disable-attachment)"
		default:
			reason = "post type set to noindex or disabled in Yoast (noindex-" + pt.Name + ")"
		}
		err := c.db.ScanPosts(ctx, wp.PostQuery{Type: pt.Name, All: true}, s.Links, func(batch []wp.Post, d wp.LinkData) error {
			for i := range batch {
				explain(Excluded{Type: pt.Name, ID: batch[i].ID, Loc: s.Linker.Post(&batch[i].PostRef, d),
					Reason: seo.Reason("no sitemap for this type: " + reason), NoSitemap: true})
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
		if err := s.Links.PrepareTerms(ctx, tax.Name); err != nil {
			return err
		}
		for i := range terms {
			explain(Excluded{Type: tax.Name, ID: terms[i].ID, Loc: s.Linker.Term(&terms[i].TermRef, s.Links.Data()),
				Reason: seo.Reason("no sitemap for this taxonomy: " + reason), NoSitemap: true})
		}
	}
	return nil
}

// Update re-pages the post-type sitemaps whose ID ranges the change
// touches. Untouched pages keep their lists and revisions; a touched page
// is merged (its old posts outside the ranges, and the listed rows found in
// them now); a page left empty goes, one over the limit splits (the last
// page into a full page and the rest, so that new posts fill pages as a
// full build would; another in halves). Later pages are renumbered, but
// keep their revisions: their documents do not change.
func (p *postTypes) Update(ctx context.Context, u *Update) error {
	for _, sm := range u.Old.Sitemaps {
		td, ok := dataOK[*typeData](sm)
		if sm.Provider != p || !ok {
			continue
		}
		var listed []wp.Post
		var candidates []*wp.Post
		for _, b := range u.Batches {
			if b.Type.Name != sm.Name {
				continue
			}
			for i := range b.Posts {
				candidates = append(candidates, &b.Posts[i])
				if b.Reasons[i] == seo.Listed {
					listed = append(listed, b.Posts[i])
				}
			}
		}
		var top *newest
		if td.newest != nil {
			top = td.newest.updated(u, candidates)
		}
		first, err := p.updateFirst(ctx, u, sm, td.first, top)
		if err != nil {
			return err
		}
		nsm, changed := repage(u, sm, td, first, listed)
		in, err := p.indexed(ctx, u.Snapshot, nsm)
		if err != nil {
			return err
		}
		// (A change that may have moved the translation groups wholesale,
		// such as Polylang's terms, renews the pages of the translated
		// types after the providers: languageChange.finish.)
		if !changed && in == sm.InIndex && top.same(td.newest) {
			continue // nothing this sitemap keeps moved
		}
		if !changed {
			c := *sm
			nsm = &c
		}
		ntd := *data[*typeData](nsm)
		ntd.newest = top
		nsm.Data, nsm.InIndex = &ntd, in
		u.Replace(nsm)
	}
	return nil
}

// indexed says whether sm belongs in the index after an update. While it
// lists a post it does; once an update left it none, it does as a fresh
// build decides: only while the type has a candidate that is not
// password-protected (Yoast skips a post type whose count is zero) and an
// entry to list (the archive). One small read, and only then.
func (p *postTypes) indexed(ctx context.Context, s *Snapshot, sm *Sitemap) (bool, error) {
	td := data[*typeData](sm)
	listed := 0
	for _, pg := range sm.Pages {
		listed += pg.Count
	}
	if td.first != nil && td.first.left == nil {
		listed--
	}
	if listed > 0 || td.first == nil || td.first.left != nil {
		return sm.InIndex, nil
	}
	has := false
	errFound := errors.New("found")
	err := p.db.ScanPosts(ctx, wp.PostQuery{Type: sm.Name, Batch: 64, Sparse: s.sparse(sm.Name)}, s.Links, func(batch []wp.Post, _ wp.LinkData) error {
		for i := range batch {
			if !batch[i].HasPassword {
				has = true
				return errFound
			}
		}
		return nil
	})
	if err != nil && !errors.Is(err, errFound) {
		return false, err
	}
	return has, nil
}

// updateFirst keeps the entry at the top of page 1 current: the lastmod of
// an archive entry is the type's newest post (top, the newest candidates
// after the update; read from the store when more of them left than were
// kept); the front page and the posts page are read again when they are
// among the changed posts.
func (p *postTypes) updateFirst(ctx context.Context, u *Update, sm *Sitemap, first *firstEntry, top *newest) (*firstEntry, error) {
	site := u.Site
	if front := u.seoSite.PageOnFront; (front > 0 && u.InRanges(front)) || (site.PostsPageID() > 0 && u.InRanges(site.PostsPageID())) {
		if pt := u.Registry.PostType(sm.Name); pt != nil {
			return p.firstLink(ctx, u.Snapshot, pt, true)
		}
	}
	// Only an archive's lastmod follows its type's posts: the home entry
	// of the page sitemap has none, in a fresh build as in Yoast.
	if first == nil || first.ID != 0 || !first.archive {
		return first, nil
	}
	mod, known := "", false
	if top != nil {
		mod, known = top.max()
	}
	if !known {
		// More of the newest posts left than the snapshot kept: one read
		// of the type's newest modification.
		var err error
		if mod, err = p.db.MaxModified(ctx, sm.Name); err != nil {
			return nil, err
		}
	}
	if mod == first.lastMod {
		return first, nil
	}
	f := *first
	f.lastMod, f.LastMod = mod, lastModTime(mod)
	return &f, nil
}

type savedFirst struct {
	Loc, LastMod string
	Images       []string
	Type         string
	ID           int64
	Archive      bool
	Left         bool // left out (its URL too long): not counted on page 1
}

type savedTypeSitemap struct {
	Name    string
	Pages   []savedPage
	InIndex bool
	First   *savedFirst
	Lists   int // page lists that follow: IDs, then lastmods, per page
	// Newest and Floor are typeData.newest (nil Newest and an empty
	// Floor: none kept, the store is read when needed).
	Newest    []modRef
	Floor     string
	HasNewest bool
}

// Save writes the post-type sitemaps (pages, first entry, how many
// lists), then every page's IDs and lastmods as values of their own.
func (p *postTypes) Save(s *Snapshot, enc *gob.Encoder) error {
	var out []savedTypeSitemap
	var lists []*typeData
	for _, sm := range s.Sitemaps {
		td, ok := dataOK[*typeData](sm)
		if sm.Provider != p || !ok {
			continue
		}
		st := savedTypeSitemap{Name: sm.Name, Pages: savePages(sm.Pages), InIndex: sm.InIndex, Lists: len(td.ids)}
		if n := td.newest; n != nil {
			st.Newest, st.Floor, st.HasNewest = n.refs, n.floor, true
		}
		if f := td.first; f != nil {
			st.First = &savedFirst{Loc: f.Loc, LastMod: f.lastMod, Images: f.Images, Type: f.Type, ID: f.ID, Archive: f.archive, Left: f.left != nil}
		}
		out = append(out, st)
		lists = append(lists, td)
	}
	if err := enc.Encode(out); err != nil {
		return err
	}
	for _, td := range lists {
		for i := range td.ids {
			if err := enc.Encode(td.ids[i].slice()); err != nil {
				return err
			}
			if err := enc.Encode(td.mods[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// Restore reads what Save wrote.
func (p *postTypes) Restore(ctx context.Context, b *Build, dec *gob.Decoder) error {
	var saved []savedTypeSitemap
	if err := dec.Decode(&saved); err != nil {
		return errCorrupt(err)
	}
	kept := make([]*idPages, len(saved))
	for j, st := range saved {
		if st.Lists != len(st.Pages) {
			return fmt.Errorf("%w: post type %s", ErrStaleState, st.Name)
		}
		k := &idPages{ids: make([]idList, st.Lists), mods: make([][]uint32, st.Lists)}
		for i := range st.Lists {
			var ids []int64
			if err := dec.Decode(&ids); err != nil {
				return errCorrupt(err)
			}
			k.ids[i] = packIDs(ids)
			if err := dec.Decode(&k.mods[i]); err != nil {
				return errCorrupt(err)
			}
		}
		k.notePeaks()
		kept[j] = k
	}
	listed := b.ListedPostTypes()
	if len(listed) != len(saved) {
		return fmt.Errorf("%w: %d post types listed, %d saved", ErrStaleState, len(listed), len(saved))
	}
	for i, pt := range listed {
		st := saved[i]
		if st.Name != pt.Name {
			return fmt.Errorf("%w: post type %s", ErrStaleState, pt.Name)
		}
		td := &typeData{idPages: kept[i]}
		if st.HasNewest {
			td.newest = &newest{refs: st.Newest, floor: st.Floor}
		}
		first, err := p.restoreFirst(ctx, b.Snapshot, pt, st.First)
		if err != nil {
			return err
		}
		td.first = first
		b.Add(p, pt.Name, restorePages(st.Pages, b.keepRevs), st.InIndex, td)
	}
	return nil
}

// restoreFirst makes the entry at the top of page 1 again, from the site
// as it is now: its URL follows the options (the state may be carried
// saved before a permalink change: relinkOption). An archive keeps its saved
// lastmod. When the entry would no longer be listed as it was, the pages'
// counts no longer fit: ErrStaleState.
func (p *postTypes) restoreFirst(ctx context.Context, s *Snapshot, pt *wp.PostType, saved *savedFirst) (*firstEntry, error) {
	first, err := p.firstLink(ctx, s, pt, false)
	if err != nil {
		return nil, err
	}
	listed := func(f *firstEntry) bool { return f != nil && f.left == nil }
	if (first != nil) != (saved != nil) || listed(first) != (saved != nil && !saved.Left) {
		return nil, fmt.Errorf("%w: the first entry of %s", ErrStaleState, pt.Name)
	}
	if first != nil && first.archive {
		first.lastMod, first.LastMod = saved.LastMod, lastModTime(saved.LastMod)
	}
	return first, nil
}

// Carry keeps the pages of every post type still listed as they were
// (their entries follow the new options when rendered), with the first
// entry made again from the new options: when it came or went, the pages
// are cut again from the lists the snapshot holds, without a read. It
// scans a type newly listed. The lists of the types no longer listed are
// gone.
func (p *postTypes) Carry(ctx context.Context, c *Carry) error {
	listed := map[string]bool{}
	for _, pt := range c.ListedPostTypes() {
		listed[pt.Name] = true
		carried, err := p.carry(ctx, c, pt)
		if err != nil {
			return err
		}
		if carried {
			continue
		}
		c.scanned[pt.Name] = true
		if err := p.prepare(ctx, c.Build, pt); err != nil {
			return err
		}
	}
	for _, sm := range c.Old.Sitemaps {
		if sm.Provider == p && !listed[sm.Name] {
			c.drop(sm)
		}
	}
	return nil
}

// carry adds the sitemap of pt from what Old held, and reports whether it
// could (Old had it).
func (p *postTypes) carry(ctx context.Context, c *Carry, pt *wp.PostType) (bool, error) {
	sm, ok := c.Old.Lookup(pt.Name)
	if !ok || sm.Provider != p {
		return false, nil
	}
	td, ok := dataOK[*typeData](sm)
	if !ok {
		return false, nil
	}
	first, err := p.firstLink(ctx, c.Snapshot, pt, false)
	if err != nil {
		return false, err
	}
	// The page size moved (the languages, so the bound of the
	// alternates, changed): cut the pages again as a build would.
	resized := c.Old.typePerPage(pt.Name) != c.typePerPage(pt.Name)
	if sameFirst(td.first, first) && !resized {
		if first != nil && first.archive {
			first.lastMod, first.LastMod = td.first.lastMod, td.first.LastMod
		}
		c.Add(p, pt.Name, renewPages(sm.Pages, c.sameLinks(pt.Name)), sm.InIndex, &typeData{first: first, idPages: td.idPages, newest: td.newest})
		return true, nil
	}
	if first != nil && first.archive {
		mod, known := "", false
		if td.newest != nil {
			mod, known = td.newest.max()
		}
		if !known {
			if mod, err = p.db.MaxModified(ctx, pt.Name); err != nil {
				return false, err
			}
		}
		first.lastMod, first.LastMod = mod, lastModTime(mod)
	}
	var nsm *Sitemap
	if resized {
		nsm = recutAll(sm, &typeData{first: first, idPages: td.idPages}, c.typePerPage(pt.Name))
	} else {
		segs := make([]segment, len(td.ids))
		for i := range td.ids {
			segs[i] = keptSegment(td.idPages, i)
		}
		nsm = paged(sm, first, recut(segs, first, c.typePerPage(pt.Name)))
	}
	if nsm.InIndex, err = p.indexed(ctx, c.Snapshot, nsm); err != nil {
		return false, err
	}
	ntd := data[*typeData](nsm)
	ntd.newest = td.newest
	c.Add(p, pt.Name, nsm.Pages, nsm.InIndex, ntd)
	return true, nil
}

// sameFirst reports whether first entry now holds the place old held on
// page 1: both absent, both listed or both left out, archives both or not.
func sameFirst(old, now *firstEntry) bool {
	if old == nil || now == nil {
		return old == nil && now == nil
	}
	return (old.left == nil) == (now.left == nil) && old.archive == now.archive
}

// MaxListedID is the largest post ID the post-type sitemaps list (0:
// none), from the lists the snapshot keeps: what `wpsitemap urls` sizes
// its ID column with before the first row.
func (s *Snapshot) MaxListedID() int64 {
	var m int64
	for _, sm := range s.Sitemaps {
		td, ok := dataOK[*typeData](sm)
		if !ok || td.idPages == nil {
			continue
		}
		for i := len(td.ids) - 1; i >= 0; i-- {
			if td.ids[i].len() > 0 {
				m = max(m, td.ids[i].last)
				break
			}
		}
	}
	return m
}

// postIDs returns the IDs of posts, in order.
func postIDs(posts []wp.Post) []int64 {
	ids := make([]int64, len(posts))
	for i := range posts {
		ids[i] = posts[i].ID
	}
	return ids
}
