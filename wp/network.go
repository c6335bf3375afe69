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
	Sites []NetworkSite
	// Mappings are the legacy domain mappings (DomainMapping), in the
	// table's id order; none without the plugin's table.
	Mappings        []DomainMapping
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

// SiteUploadsURL is _wp_upload_dir's base URL on site id of a network, given
// the base URL the site's options give (Site.UploadsURL): every site but the
// main one keeps its uploads in sites/{id}/, and the URL says so whatever
// upload_url_path holds (yoast-behavior.md §14 item 10). That is the rule of
// every network made since WordPress 3.5 (ms_files_rewriting off); an older
// network that still rewrites /files/ is not read.
func SiteUploadsURL(base string, id int64) string {
	if id == MainSiteID {
		return base
	}
	return fmt.Sprintf("%s/sites/%d", base, id)
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

// SiteFor returns the site that answers a request for host and path: Route
// without the address.
func (n *Network) SiteFor(host, path string) (NetworkSite, bool) {
	s, _, ok := n.Route(host, path)
	return s, ok
}

// siteByPath returns the site that answers a request for host and path, as
// WordPress's get_site_by_path chooses it. host is the request's host as
// Route prepares it; it also matches a site's domain as bare, without its
// leading "www."; the request's path matches
// every site path that is a prefix of it on a segment boundary. Of the
// matches WordPress takes the longest domain, then the longest path: a
// subdirectory network tells its sites apart by path, a subdomain network
// by domain (every path "/"). ok is false when no site matches.
func (n *Network) siteByPath(host, bare, path string) (NetworkSite, bool) {
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

// A DomainMapping is a row of the {prefix}domain_mapping table of the
// WordPress MU Domain Mapping plugin (the legacy way of giving a site a
// domain of its own, before WordPress 4.5 let a site's domain be anything):
// requests for Domain reach blog BlogID at the root of that domain (the
// plugin's sunrise.php, whatever the site's path). Primary is the row's
// active column, which the plugin's screens call "Primary": the domain
// the plugin rewrites the site's home and siteurl to (domain_mapping_siteurl)
// and redirects the site's other addresses to (redirect_to_mapped_domain).
type DomainMapping struct {
	BlogID  int64
	Domain  string
	Primary bool
}

// An Address is where a site answers: a domain and a path as
// {prefix}blogs stores it ("/", "/fr-site/").
type Address struct {
	Domain, Path string
}

// Route returns the site that answers a request for host and path, and
// the address the request reached it at. A mapped domain comes first, as
// sunrise.php runs before WordPress looks at {prefix}blogs: the request's
// host, or that host without "www.", equal to a mapped domain (the longer
// of the two when both are) reaches the mapping's site at that domain and
// "/". Otherwise it is siteByPath, WordPress's get_site_by_path. The
// request's host is lowercased and loses ":80" or ":443" (ms-settings.php).
// A mapping of a blog_id the network does not have is passed over. ok is
// false when no site answers.
func (n *Network) Route(host, path string) (site NetworkSite, at Address, ok bool) {
	host = strings.ToLower(host)
	host = strings.TrimSuffix(strings.TrimSuffix(host, ":80"), ":443")
	bare := strings.TrimPrefix(host, "www.")
	var best *DomainMapping
	for i, m := range n.Mappings {
		d := strings.ToLower(m.Domain)
		if (d == host || d == bare) && (best == nil || len(d) > len(best.Domain)) {
			if _, known := n.Site(m.BlogID); known {
				best = &n.Mappings[i]
			}
		}
	}
	if best != nil {
		site, _ := n.Site(best.BlogID)
		return site, Address{Domain: strings.ToLower(best.Domain), Path: "/"}, true
	}
	site, ok = n.siteByPath(host, bare, path)
	return site, Address{Domain: strings.ToLower(site.Domain), Path: site.Path}, ok
}

// Primary returns site id's primary mapped domain: the first row of the
// mapping table, in id order, that is the site's and marked primary (the
// plugin's "active = 1 LIMIT 1"); ok is false when it has none.
func (n *Network) Primary(id int64) (domain string, ok bool) {
	for _, m := range n.Mappings {
		if m.BlogID == id && m.Primary {
			return strings.ToLower(m.Domain), true
		}
	}
	return "", false
}

// Canonical returns the one address at which site s is served, whose
// URLs its sitemaps list: its primary mapped domain at "/" when it has one,
// else its own domain and path.
func (n *Network) Canonical(s NetworkSite) Address {
	if d, ok := n.Primary(s.ID); ok {
		return Address{Domain: d, Path: "/"}
	}
	return Address{Domain: strings.ToLower(s.Domain), Path: s.Path}
}

// MovedTo says where a request for path that reached site s at address at
// (Route) is sent when at is not the site's canonical address: the same
// path below the canonical address, scheme-relative ("//bonjour.test/
// sitemap_index.xml"), so that the client keeps the scheme it used, as
// the plugin's redirect_to_mapped_domain does. moved is false when at is
// the canonical address, and for a host that only adds "www." to it.
func (n *Network) MovedTo(s NetworkSite, at Address, path string) (location string, moved bool) {
	c := n.Canonical(s)
	if at == c {
		return "", false
	}
	rest := strings.TrimPrefix(path, strings.TrimSuffix(at.Path, "/"))
	if !strings.HasPrefix(rest, "/") {
		rest = "/" + rest
	}
	return "//" + c.Domain + strings.TrimSuffix(c.Path, "/") + rest, true
}

// MappedURL returns a home or siteurl option as the plugin rewrites it on
// a site with a primary mapped domain: the option's scheme (http when it
// has none), "://" and the domain, without the site's path.
func MappedURL(option, domain string) string {
	scheme := "http"
	if i := strings.Index(option, "://"); i > 0 {
		scheme = strings.ToLower(option[:i])
	}
	return scheme + "://" + domain
}
