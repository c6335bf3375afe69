package catalog

import (
	"bytes"
	"math"
	"slices"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Pages: how a sitemap is cut into pages of at most entries-per-page, and
// cut again when an update changes what a page lists.

// idPages is, per page of a sitemap, the IDs of the posts it lists (in ID
// order, the entry at the top of page 1 left out, packed: idList) and
// their lastmods as Unix seconds: some 6 bytes per listed post, so that a
// change re-pages only the pages whose ID range it touches. Lists are
// never modified in place once a snapshot holds them; a changed page gets
// new ones.
type idPages struct {
	ids  []idList
	mods [][]uint32
	// peaks is each page's largest of mods, once the lists are whole
	// (clip, paged): a change re-pages without looking at the lastmods
	// of the pages it did not touch.
	peaks []uint32
}

// peak returns the largest lastmod of page i.
func (k *idPages) peak(i int) uint32 {
	if i < len(k.peaks) {
		return k.peaks[i]
	}
	return maxMod(k.mods[i])
}

func maxMod(mods []uint32) uint32 {
	var m uint32
	for _, v := range mods {
		m = max(m, v)
	}
	return m
}

func (k *idPages) add(page int, id int64, lastMod string) {
	k.pad(page + 1)
	k.ids[page].add(id)
	k.mods[page] = append(k.mods[page], modUnix(lastMod))
}

// has reports whether the lists hold post id (false on nil lists).
func (k *idPages) has(id int64) bool {
	if k == nil {
		return false
	}
	for _, l := range k.ids {
		if l.has(id) {
			return true
		}
	}
	return false
}

// typeIDs returns the listed posts of the post-type sitemap of postType
// in s (nil: s has none).
func (s *Snapshot) typeIDs(postType string) *idPages {
	sm, ok := s.Lookup(postType)
	if !ok {
		return nil
	}
	if td, ok := dataOK[*typeData](sm); ok {
		return td.idPages
	}
	return nil
}

// pad makes sure there are lists for n pages.
func (k *idPages) pad(n int) {
	for len(k.ids) < n {
		k.ids = append(k.ids, idList{})
		k.mods = append(k.mods, nil)
	}
}

// modUnix encodes a MySQL GMT datetime ("" or zero: 0).
func modUnix(s string) uint32 {
	t, ok := LastModTime(s)
	if !ok || t.Unix() <= 0 || t.Unix() > math.MaxUint32 {
		return 0
	}
	return uint32(t.Unix())
}

// modString decodes modUnix.
func modString(u uint32) string {
	if u == 0 {
		return ""
	}
	return time.Unix(int64(u), 0).UTC().Format("2006-01-02 15:04:05")
}

// segment is one page being re-paged: its IDs as they were (kept) when
// the page did not change, else unpacked (ids).
type segment struct {
	kept   idList
	packed bool   // kept holds the IDs
	peak   uint32 // the largest of mods, when packed
	ids    []int64
	mods   []uint32
	rev    uint64 // 0: changed, gets a new revision
	// listing is the page's Listing, kept with its revision
	listing uint64
}

// keptSegment is page i of k, as it is.
func keptSegment(k *idPages, i int) segment {
	return segment{kept: k.ids[i], packed: true, mods: k.mods[i], peak: k.peak(i)}
}

func (sg segment) len() int {
	if sg.packed {
		return sg.kept.len()
	}
	return len(sg.ids)
}

// lastID is the segment's last ID (0 when empty).
func (sg segment) lastID() int64 {
	switch {
	case sg.packed:
		return sg.kept.last
	case len(sg.ids) > 0:
		return sg.ids[len(sg.ids)-1]
	}
	return 0
}

// unpacked returns the segment's IDs as a slice.
func (sg segment) unpacked() []int64 {
	if sg.packed {
		return sg.kept.slice()
	}
	return sg.ids
}

// list returns the segment's IDs packed.
func (sg segment) list() idList {
	if sg.packed {
		return sg.kept
	}
	return packIDs(sg.ids)
}

// repage merges the listed rows found in the changed ranges into the pages
// of a post-type sitemap; it reports whether anything changed.
func repage(u *Update, sm *Sitemap, td *typeData, first *firstEntry, listed []wp.Post) (*Sitemap, bool) {
	segs, changed := merge(u, sm, td, first, listed)
	if !changed && first == td.first {
		return sm, false
	}
	return paged(sm, first, recut(segs, first, u.typePerPage(sm.Name))), true
}

// merge returns the pages of sm as segments with the listed rows of the
// changed ranges merged in, and whether any page changed; a page that did
// not keeps its revision.
func merge(u *Update, sm *Sitemap, td *typeData, first *firstEntry, listed []wp.Post) ([]segment, bool) {
	changed := false
	segs := make([]segment, 0, len(sm.Pages)+1)
	j := 0
	for i, pg := range sm.Pages {
		hi := pg.Before - 1
		if pg.Before == 0 {
			hi = math.MaxInt64
		}
		kept := segment{packed: true, rev: pg.Rev, listing: pg.Listing}
		if i < len(td.ids) {
			kept = keptSegment(td.idPages, i)
			kept.rev, kept.listing = pg.Rev, pg.Listing
		}
		list, mods := kept.kept, kept.mods
		k := j
		for k < len(listed) && listed[k].ID <= hi {
			k++
		}
		fresh := listed[j:k]
		j = k
		removed := false
		if len(fresh) == 0 && list.len() > 0 && u.overlaps(list.first, list.last) {
			for id := range list.all() {
				if u.InRanges(id) {
					removed = true
					break
				}
			}
		}
		if len(fresh) == 0 && !removed && !(i == 0 && first != td.first) {
			segs = append(segs, kept)
			continue
		}
		changed = true
		ids := list.slice()
		var nids []int64
		var nmods []uint32
		a, b := 0, 0
		for a < len(ids) || b < len(fresh) {
			switch {
			case a < len(ids) && u.InRanges(ids[a]):
				a++ // re-examined: present in fresh if still listed
			case b >= len(fresh) || (a < len(ids) && ids[a] < fresh[b].ID):
				nids, nmods = append(nids, ids[a]), append(nmods, mods[a])
				a++
			default:
				nids = append(nids, fresh[b].ID)
				nmods = append(nmods, modUnix(seo.LastMod(fresh[b].ModifiedGMT, fresh[b].DateGMT)))
				b++
			}
		}
		segs = append(segs, segment{ids: nids, mods: nmods})
	}
	return segs, changed
}

// recut splits the segments over the limit and drops empty ones (page 1
// stays while it has the first entry, or when it is the only one).
func recut(segs []segment, first *firstEntry, perPage int) []segment {
	var out []segment
	for i, sg := range segs {
		extra := 0
		if i == 0 && first != nil {
			extra = 1
		}
		n := sg.len() + extra
		switch {
		case n == 0 && (i > 0 || len(segs) > 1):
			continue
		case n <= perPage:
			out = append(out, sg)
		case i == len(segs)-1:
			// The last page: full pages, then the rest.
			out = append(out, cut(sg, perPage-extra, perPage)...)
		default:
			// A page inside the sitemap: as many pages as it takes, of
			// equal size, so that each keeps room for posts to come
			// (an import published at once may bring thousands).
			k := (n + perPage - 1) / perPage
			size := (n + k - 1) / k
			out = append(out, cut(sg, size-extra, size)...)
		}
	}
	if len(out) == 0 {
		out = []segment{{}}
	}
	return out
}

// paged returns sm with the pages of segments out, the first entry at the
// top of page 1.
func paged(sm *Sitemap, first *firstEntry, out []segment) *Sitemap {
	ntd := &typeData{first: first, idPages: &idPages{}}
	pages := make([]Page, len(out))
	total := 0
	var after int64
	for i, sg := range out {
		pg := Page{After: after, Count: sg.len(), Rev: sg.rev}
		if sg.rev != 0 {
			pg.Listing = sg.listing
		}
		peak := sg.peak
		if !sg.packed {
			peak = maxMod(sg.mods)
		}
		pg.LastMod = modString(peak)
		if i == 0 && first != nil {
			pg.Count++
			if first.lastMod > pg.LastMod {
				pg.LastMod = first.lastMod
			}
		}
		if pg.Rev == 0 {
			pg.Rev = NewRev()
		}
		if sg.len() > 0 {
			after = sg.lastID()
		}
		if i < len(out)-1 {
			pg.Before = after + 1
		}
		pages[i] = pg
		ntd.ids = append(ntd.ids, sg.list())
		ntd.mods = append(ntd.mods, sg.mods)
		ntd.peaks = append(ntd.peaks, peak)
		total += sg.len()
	}
	nsm := *sm
	nsm.Pages = pages
	nsm.Data = ntd
	nsm.InIndex = total > 0 || (first != nil && sm.InIndex)
	return &nsm
}

// cut splits sg into pages of first IDs, then of size IDs each (the last
// one holding the rest).
func cut(sg segment, first, size int) []segment {
	var out []segment
	sg = segment{ids: sg.unpacked(), mods: sg.mods}
	for n := first; len(sg.ids) > n; n = size {
		out = append(out, segment{ids: sg.ids[:n:n], mods: sg.mods[:n:n]})
		sg = segment{ids: sg.ids[n:], mods: sg.mods[n:]}
	}
	return append(out, segment{ids: sg.ids, mods: sg.mods})
}

// keepRevs gives the pages of a re-paged sitemap the revisions of the old
// pages they equal (same bounds, count and lastmod), when the objects they
// list were not read again; not to a page that holds one of moved, the
// objects whose own lastmod moved (below the page's newest, which the
// page's LastMod does not show).
func keepRevs(old, pages []Page, moved ...int64) {
	for i := range pages {
		if i < len(old) {
			o := old[i]
			if o.After == pages[i].After && o.Before == pages[i].Before && o.Count == pages[i].Count && o.LastMod == pages[i].LastMod &&
				!slices.ContainsFunc(moved, func(id int64) bool { return id > o.After && (o.Before == 0 || id < o.Before) }) {
				pages[i].Rev, pages[i].Listing = o.Rev, o.Listing
			}
		}
	}
}

// pager accumulates entries into pages.
type pager struct {
	perPage int
	pages   []Page
	cur     Page
	lastID  int64
}

func (p *pager) add(id int64, lastMod string) {
	if p.cur.Count == p.perPage {
		p.cur.Before = p.lastID + 1
		p.cur.Rev = NewRev() // final: a Build's filler may render the page now
		p.pages = append(p.pages, p.cur)
		p.cur = Page{After: p.lastID}
	}
	p.cur.Count++
	if lastMod > p.cur.LastMod {
		p.cur.LastMod = lastMod
	}
	p.lastID = id
}

func (p *pager) finish() []Page {
	p.cur.Before = 0
	p.cur.Rev = NewRev()
	return append(p.pages, p.cur)
}

// clip gives every page's lists their exact length: appended one by one
// they have up to twice the room they need (the lastmods of a page of 1000
// had room for 1856), 3 MB more at a million posts.
func (k *idPages) clip() {
	for i := range k.ids {
		k.ids[i].b, k.mods[i] = bytes.Clone(k.ids[i].b), slices.Clone(k.mods[i])
	}
	k.notePeaks()
}

// notePeaks notes each page's newest lastmod (idPages.peaks).
func (k *idPages) notePeaks() {
	k.peaks = make([]uint32, len(k.mods))
	for i, mods := range k.mods {
		k.peaks[i] = maxMod(mods)
	}
}

type savedPage struct {
	After, Before int64
	Count         int
	LastMod       string
	// Rev is the page's revision, kept on a restore that nothing moved
	// (Snapshot.keepRevs), so that the entry store's copy of the page
	// is still its (0 in files written before it was saved).
	Rev uint64
}

func savePages(pages []Page) []savedPage {
	out := make([]savedPage, len(pages))
	for i, p := range pages {
		out[i] = savedPage{p.After, p.Before, p.Count, p.LastMod, p.Rev}
	}
	return out
}

// restorePages makes the saved pages again: with their saved revisions
// when keep (the options that move URLs are as they were saved), else new
// ones.
func restorePages(saved []savedPage, keep bool) []Page {
	out := make([]Page, len(saved))
	for i, p := range saved {
		rev := p.Rev
		if !keep || rev == 0 {
			rev = NewRev()
		}
		out[i] = Page{After: p.After, Before: p.Before, Count: p.Count, LastMod: p.LastMod, Rev: rev}
	}
	return out
}
