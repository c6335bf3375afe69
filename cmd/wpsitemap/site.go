package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// siteChoice is the site `check` and `urls` work on: on a network the one
// --site names (the main site when it names none), on a single site the
// site.
type siteChoice struct {
	network *wp.Network    // nil on a single site
	site    wp.NetworkSite // the chosen site, on a network
	db      *wpdb.DB       // the chosen site's handle (wpdb.DB.ForSite on a network)
	opened  *wpdb.DB       // the handle wpdb.Open returned, for the other sites' (ForSite)
	named   bool           // --site named it
}

// errSiteFlag is a --site that names no site: a usage error (exit 2).
var errSiteFlag = errors.New("--site")

// chooseSite resolves --site (spec, "" when not given) on the database db
// opened: a blog_id or a URL on a network, matched as WordPress routes a
// request to it (wp.Network.SiteFor, so any URL within the site will do);
// on a single site only a URL within its home. An error wrapping
// errSiteFlag is the user's to fix; any other is the database's.
func chooseSite(ctx context.Context, db *wpdb.DB, spec string) (siteChoice, error) {
	network, err := db.Network(ctx)
	if err != nil {
		return siteChoice{}, err
	}
	c := siteChoice{network: network, db: db, opened: db, named: spec != ""}
	if network == nil {
		if spec == "" {
			return c, nil
		}
		u, err := siteURL(spec)
		if err != nil {
			return c, fmt.Errorf("%w %q: this database holds a single site, not a network: give its home URL, or no --site", errSiteFlag, spec)
		}
		site, err := db.LoadSite(ctx)
		if err != nil {
			return c, err
		}
		home := site.HomeURL
		one := &wp.Network{Sites: []wp.NetworkSite{{ID: wp.MainSiteID, Domain: home.Host, Path: strings.TrimRight(home.Path, "/") + "/"}}}
		if _, ok := one.SiteFor(u.Host, u.Path); !ok {
			return c, fmt.Errorf("%w %q: not this site, whose home is %s (a single site, not a network)", errSiteFlag, spec, site.Home)
		}
		return c, nil
	}
	id := int64(wp.MainSiteID)
	switch n, numErr := strconv.ParseInt(spec, 10, 64); {
	case spec == "":
	case numErr == nil:
		if _, ok := network.Site(n); !ok {
			return c, fmt.Errorf("%w %s: the network has no site with that blog_id (%s)", errSiteFlag, spec, blogIDs(network))
		}
		id = n
	default:
		u, err := siteURL(spec)
		if err != nil {
			example := "http://example.com/news/"
			if len(network.Sites) > 0 {
				example = "http://" + network.Sites[0].Domain + network.Sites[0].Path
			}
			return c, fmt.Errorf("%w %q: want a blog_id or a site's URL, such as %s", errSiteFlag, spec, example)
		}
		s, ok := network.SiteFor(u.Host, u.Path)
		if !ok {
			return c, fmt.Errorf("%w %q: no site of the network answers at %s", errSiteFlag, spec, u.Host)
		}
		id = s.ID
	}
	c.site, _ = network.Site(id)
	c.db = db.ForSite(network, id)
	return c, nil
}

// siteURL parses a --site URL: http or https and a host.
func siteURL(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errSiteFlag
	}
	if u.Path == "" {
		u.Path = "/"
	}
	return u, nil
}

// blogIDs names the network's blog_ids, the first few and how many.
func blogIDs(n *wp.Network) string {
	const shown = 10
	var ids []string
	for i, s := range n.Sites {
		if i == shown {
			return fmt.Sprintf("blog_ids %s, … (%d sites)", strings.Join(ids, ", "), len(n.Sites))
		}
		ids = append(ids, strconv.FormatInt(s.ID, 10))
	}
	return "blog_ids " + strings.Join(ids, ", ")
}

// describe names the chosen site for people: "blog 2 (example.test/fr-site/)".
func (c siteChoice) describe() string {
	if c.network == nil {
		return "the site"
	}
	return fmt.Sprintf("blog %d (%s)", c.site.ID, address(c.network, c.site))
}

// siteState is a network site's state as a request finds it: closed by
// WordPress (seo.SiteClosed: archived, spam, deleted), not public
// (blog_public 0: 410, deviations.md 1), or open.
func siteState(s wp.NetworkSite, public bool) string {
	var closed []string
	if s.Archived {
		closed = append(closed, "archived")
	}
	if s.Spam {
		closed = append(closed, "spam")
	}
	if s.Deleted {
		closed = append(closed, "deleted")
	}
	if c, _ := seo.SiteClosed(s); c {
		return strings.Join(closed, ", ")
	}
	if !public {
		return "not public"
	}
	return "open"
}

// siteUsage is the help of --site.
const siteUsage = "on a network, the site: its blog_id or a URL within it (http://example.com/news/, http://news.example.com/); on a single site only its home URL"

// noteSite says on w which site of a network urls reads when --site named
// none, and when the chosen site answers 410 whatever it lists.
func noteSite(c siteChoice, w io.Writer) {
	if c.network == nil {
		return
	}
	if !c.named {
		fmt.Fprintf(w, "note: a network of %d sites: the main site's URLs, %s; --site names another, by blog_id or URL\n",
			len(c.network.Sites), c.describe())
	}
	if closed, msg := seo.SiteClosed(c.site); closed {
		fmt.Fprintf(w, "note: %s is %s: every request of it answers 410 (%q), whatever its sitemaps would list\n",
			c.describe(), siteState(c.site, true), msg)
	}
}
