package wp

import (
	"fmt"
	"strings"
)

// A NetworkSite is one site of a WordPress network: a row of {prefix}blogs.
// Path is as WordPress stores it, with a leading and a trailing slash ("/"
// for a site at the root of its domain, "/fr-site/" for a subdirectory site).
type NetworkSite struct {
	ID                              int64
	Domain, Path                    string
	Public, Archived, Deleted, Spam bool
}

// Network is a WordPress network (multisite): its sites in blog_id order and
// the plugins active on every site (the keys of the network's
// active_sitewide_plugins, "dir/file.php").
type Network struct {
	Sites           []NetworkSite
	SitewidePlugins []string
	// SitewideOption is that sitemeta value as stored, which each site's
	// options carry (SitewidePluginsOption).
	SitewideOption string
	// Subdomain is the network's subdomain_install: its sites are told
	// apart by host, not by path.
	Subdomain bool
}

// MainSiteID is the blog_id whose tables carry the bare table prefix
// (wpdb::get_blog_prefix: blog 1, whatever the network's main site is).
const MainSiteID = 1

// TablePrefix returns the prefix of site id's own tables: base for blog 1,
// base + "{id}_" for the others ("wp_2_" for blog 2 of base "wp_"). The
// network's tables and users/usermeta always carry base.
func TablePrefix(base string, id int64) string {
	if id == MainSiteID {
		return base
	}
	return fmt.Sprintf("%s%d_", base, id)
}

// Site returns the site with that blog_id.
func (n *Network) Site(id int64) (NetworkSite, bool) {
	for _, s := range n.Sites {
		if s.ID == id {
			return s, true
		}
	}
	return NetworkSite{}, false
}

// SiteFor returns the site that answers a request for host and path, as
// WordPress's get_site_by_path chooses it. The request's host is
// lowercased, loses a ":80" or ":443" (ms-settings.php), and also matches
// a site's domain without its leading "www."; the request's path matches
// every site path that is a prefix of it on a segment boundary. Of the
// matches WordPress takes the longest domain, then the longest path: a
// subdirectory network tells its sites apart by path, a subdomain network
// by domain (every path "/"). ok is false when no site matches.
func (n *Network) SiteFor(host, path string) (NetworkSite, bool) {
	host = strings.ToLower(host)
	host = strings.TrimSuffix(strings.TrimSuffix(host, ":80"), ":443")
	bare := strings.TrimPrefix(host, "www.")
	if !strings.HasSuffix(path, "/") {
		// "/fr-site" is site /fr-site/'s root; "/fr-site/x.xml" is within it.
		path += "/"
	}
	var best NetworkSite
	found := false
	for _, s := range n.Sites {
		d := strings.ToLower(s.Domain)
		if (d != host && d != bare) || !strings.HasPrefix(path, s.Path) {
			continue
		}
		if !found || len(d) > len(best.Domain) || (len(d) == len(best.Domain) && len(s.Path) > len(best.Path)) {
			best, found = s, true
		}
	}
	return best, found
}

// SitewidePluginsFrom returns the plugins of a serialized
// active_sitewide_plugins value (an array of "dir/file.php" => activation
// time), in name order; nil when the value is empty or unreadable.
func SitewidePluginsFrom(value string) []string {
	v, err := MaybeUnserialize(value)
	if err != nil {
		return nil
	}
	keys := asArray(v).keysInOrder()
	if len(keys) == 0 {
		return nil
	}
	return keys
}
