package server

import (
	"container/list"
	"sync"
)

// pageCache keeps rendered pages, gzip-compressed, one per page key, within
// a byte budget (least recently used first out). A page rendered for an
// older data version is not served as current, but it stays, as the last
// good copy of its key, until a newer rendering replaces it or the budget
// pushes it out: when the database fails or is too slow, it is what the
// client gets. Compressed pages are about a tenth of their size, so the
// budget holds a large site's pages; clients that accept gzip get the bytes
// as they are.
type pageCache struct {
	mu   sync.Mutex
	max  int64
	size int64
	ll   *list.List
	m    map[string]*list.Element
	// sites holds the pages and bytes of each site of a shared pool (page.site).
	sites map[string]*siteUse
}

// siteUse is what one site has in the cache.
type siteUse struct {
	pages int
	bytes int64
}

func newPageCache(maxBytes int64) *pageCache {
	return &pageCache{max: maxBytes, ll: list.New(), m: map[string]*list.Element{}, sites: map[string]*siteUse{}}
}

// maxPage is the largest page the cache keeps: a quarter of the budget, and
// never more than a spool keeps in memory (larger ones are in files).
func (c *pageCache) maxPage() int64 {
	if c == nil {
		return 0
	}
	return min(c.max/4, spoolMemory)
}

// get returns the page of key rendered for data version version.
func (c *pageCache) get(version, key string) (*page, bool) {
	p, ok := c.last(key)
	if !ok || p.version != version {
		return nil, false
	}
	return p, true
}

// last returns the last good copy of key, whatever its data version.
func (c *pageCache) last(key string) (*page, bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[key]
	if !ok {
		return nil, false
	}
	c.ll.MoveToFront(e)
	return e.Value.(*page), true
}

// resize sets the byte budget; pages past it go, least recently used first.
func (c *pageCache) resize(maxBytes int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.max = maxBytes
	c.evict()
}

// evict drops least recently used pages until the cache is within its
// budget. Called with c.mu held.
func (c *pageCache) evict() {
	for c.size > c.max && c.ll.Len() > 0 {
		c.remove(c.ll.Back())
	}
}

// remove drops one page. Called with c.mu held.
func (c *pageCache) remove(e *list.Element) {
	old := e.Value.(*page)
	c.ll.Remove(e)
	delete(c.m, old.key)
	c.size -= old.size
	if u := c.sites[old.site]; u != nil {
		u.pages--
		u.bytes -= old.size
		if u.pages == 0 {
			delete(c.sites, old.site)
		}
	}
}

// drop removes every page of site.
func (c *pageCache) drop(site string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for e := c.ll.Front(); e != nil; {
		next := e.Next()
		if e.Value.(*page).site == site {
			c.remove(e)
		}
		e = next
	}
}

// put keeps p (a page in memory) as the copy of its key.
func (c *pageCache) put(p *page) {
	if c == nil || p.gz == nil || p.size > c.maxPage() {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[p.key]; ok {
		c.remove(e)
	}
	c.m[p.key] = c.ll.PushFront(p)
	c.size += p.size
	u := c.sites[p.site]
	if u == nil {
		u = &siteUse{}
		c.sites[p.site] = u
	}
	u.pages++
	u.bytes += p.size
	c.evict()
}

// stats returns the number of pages and bytes kept.
func (c *pageCache) stats() (pages int, bytes int64) {
	if c == nil {
		return 0, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m), c.size
}

// siteStats returns the number of pages and bytes site has in the cache.
func (c *pageCache) siteStats(site string) (pages int, bytes int64) {
	if c == nil {
		return 0, 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if u := c.sites[site]; u != nil {
		return u.pages, u.bytes
	}
	return 0, 0
}
