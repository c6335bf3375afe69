package site

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// Choice is the site `check` and `urls` work on: on a network the one
// --site names (the main site when it names none), on a single site the
// site.
type Choice struct {
	Network *wp.Network    // nil on a single site
	Site    wp.NetworkSite // the chosen site, on a network
	DB      *wpdb.DB       // the chosen site's handle (wpdb.DB.ForSite on a network)
	Opened  *wpdb.DB       // the handle wpdb.Open returned, for the other sites' (ForSite)
	Named   bool           // --site named it
}

// ErrSiteFlag is a --site that names no site: a usage error (exit 2).
var ErrSiteFlag = errors.New("--site")

// Choose resolves --site (spec, "" when not given) on the database db
// opened: a blog_id or a URL on a network, matched as WordPress routes a
// request to it (wp.Network.SiteFor, so any URL within the site will do);
// on a single site only a URL within its home. An error wrapping
// ErrSiteFlag is the user's to fix; any other is the database's.
func Choose(ctx context.Context, db *wpdb.DB, spec string) (Choice, error) {
	network, err := db.Network(ctx)
	if err != nil {
		return Choice{}, err
	}
	c := Choice{Network: network, DB: db, Opened: db, Named: spec != ""}
	if network == nil {
		if spec == "" {
			return c, nil
		}
		u, err := siteURL(spec)
		if err != nil {
			return c, fmt.Errorf("%w %q: this database holds a single site, not a network: give its home URL, or no --site", ErrSiteFlag, spec)
		}
		site, err := db.LoadSite(ctx)
		if err != nil {
			return c, err
		}
		home := site.HomeURL
		one := &wp.Network{Sites: []wp.NetworkSite{{ID: wp.MainSiteID, Domain: home.Host, Path: strings.TrimRight(home.Path, "/") + "/"}}}
		if _, ok := one.SiteFor(u.Host, u.Path); !ok {
			return c, fmt.Errorf("%w %q: not this site, whose home is %s (a single site, not a network)", ErrSiteFlag, spec, site.Home)
		}
		return c, nil
	}
	id := int64(wp.MainSiteID)
	switch n, numErr := strconv.ParseInt(spec, 10, 64); {
	case spec == "":
	case numErr == nil:
		if _, ok := network.Site(n); !ok {
			return c, fmt.Errorf("%w %s: the network has no site with that blog_id (%s)", ErrSiteFlag, spec, blogIDs(network))
		}
		id = n
	default:
		u, err := siteURL(spec)
		if err != nil {
			example := "http://example.com/news/"
			if len(network.Sites) > 0 {
				example = "http://" + network.Sites[0].Domain + network.Sites[0].Path
			}
			return c, fmt.Errorf("%w %q: want a blog_id or a site's URL, such as %s", ErrSiteFlag, spec, example)
		}
		s, ok := network.SiteFor(u.Host, u.Path)
		if !ok {
			return c, fmt.Errorf("%w %q: no site of the network answers at %s", ErrSiteFlag, spec, u.Host)
		}
		id = s.ID
	}
	c.Site, _ = network.Site(id)
	c.DB = db.ForSite(network, id)
	return c, nil
}

// siteURL parses a --site URL: http or https and a host.
func siteURL(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, ErrSiteFlag
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

// Describe names the chosen site for people: "blog 2 (example.test/fr-site/)".
func (c Choice) Describe() string {
	if c.Network == nil {
		return "the site"
	}
	return fmt.Sprintf("blog %d (%s)", c.Site.ID, Address(c.Network, c.Site))
}

// Address is where site s is served, domain and path, and its own
// address when it is mapped elsewhere: "bonjour.test/, mapped from
// example.test/fr-site/" (wp.Network.Canonical).
func Address(n *wp.Network, s wp.NetworkSite) string {
	c := n.Canonical(s)
	own := s.Domain + s.Path
	if c.Domain+c.Path == own {
		return own
	}
	return c.Domain + c.Path + ", mapped from " + own
}

// State is a network site's state as a request finds it: closed by
// WordPress (seo.SiteClosed: archived, spam, deleted), not public
// (blog_public 0: 410, deviations.md 1), or open.
func State(s wp.NetworkSite, public bool) string {
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
