package catalog

// Refused returns the number of calls NoDatabase's store s refused (all
// but Prefix), those of the link caches of the snapshots over it among
// them.
func Refused(s Store) int64 { return s.(*noDatabase).asked.Load() }

// Skeleton returns what a snapshot was made of besides its Site and
// sitemaps: what a follower's must share with its holder's.
func Skeleton(s *Snapshot) map[string]any {
	return map[string]any{"base": s.base, "now": s.now.UnixNano(), "built": s.Built.UnixNano(), "facts": s.facts,
		"languages": s.languages, "hreflang": s.hreflang, "altPerPage": s.altPerPage, "perPage": s.perPage,
		"published": s.published, "publishedAll": s.publishedAll, "seoSite": [3]any{s.seoSite.Home, s.seoSite.PageOnFront, s.seoSite.PageForPosts}}
}

// ParsesKept is how many parses s's cache holds.
func ParsesKept(s *ImageSource) int {
	s.cache.mu.Lock()
	defer s.cache.mu.Unlock()
	return len(s.cache.m)
}
