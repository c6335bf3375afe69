package seo

import "github.com/wpsitemap/wpsitemap/wp"

// SiteClosed says whether a network's site answers every request with 410
// and WordPress's message, before Yoast loads: core's ms_site_check stops a
// deleted site ("This site is no longer available.") and an archived or spam
// one ("This site has been archived or suspended."). A site that is only
// not public is not closed here: its own blog_public option decides, as on a
// single site.
func SiteClosed(s wp.NetworkSite) (closed bool, message string) {
	switch {
	case s.Deleted:
		return true, "This site is no longer available."
	case s.Archived, s.Spam:
		return true, "This site has been archived or suspended."
	}
	return false, ""
}
