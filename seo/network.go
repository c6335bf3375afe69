package seo

import (
	"slices"

	"github.com/wpsitemap/wpsitemap/wp"
)

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

// YoastActive says whether Yoast SEO runs on site, so that its sitemaps
// exist there. On a network's site WordPress loads it when the network
// activates it for every site (active_sitewide_plugins) or the site's own
// active_plugins lists it; elsewhere the site answers what WordPress
// without Yoast would. A single site is served as a Yoast site whatever
// its plugins say (wpsitemap stands in for Yoast there: README), and a
// site whose plugins were not read is taken to run it.
func YoastActive(site *wp.Site) bool {
	if !site.Network || !site.PluginsKnown {
		return true
	}
	return slices.Contains(site.ActivePlugins, wp.YoastPlugin)
}

// RobotsSitemaps returns the sites whose sitemap_index.xml Yoast lists in
// the robots.txt answered at host (yoast-behavior.md §14 item 6). On a
// subdirectory network only the root robots.txt exists, and it lists every
// site that is public, not archived, deleted or spam, with Yoast active
// (Robots_Txt_Integration's subdirectory multisite sitemaps); on a
// subdomain network each host's robots.txt lists its own index only, under
// the same conditions. yoast says whether Yoast is active on a site (its
// active_plugins or the network's: YoastActive on the site's options).
func RobotsSitemaps(net *wp.Network, host string, yoast func(wp.NetworkSite) bool) []wp.NetworkSite {
	listed := func(s wp.NetworkSite) bool {
		return s.Public && !s.Archived && !s.Deleted && !s.Spam && yoast(s)
	}
	if net.Subdomain {
		s, ok := net.SiteFor(host, "/")
		if !ok || !listed(s) {
			return nil
		}
		return []wp.NetworkSite{s}
	}
	var out []wp.NetworkSite
	for _, s := range net.Sites {
		if listed(s) {
			out = append(out, s)
		}
	}
	return out
}
