package wp

import (
	"slices"
	"strings"
)

// IndexNowOptions are the options OtherIndexNow reads.
var IndexNowOptions = []string{"wpseo", "rank_math_modules", "active_plugins"}

// IndexNowPlugin is a WordPress plugin that submits URLs to IndexNow
// itself, from PHP hooks: with wpsitemap's IndexNow on too, both submit
// the same URLs.
type IndexNowPlugin struct {
	Name    string // "Yoast SEO Premium", "Rank Math"
	Setting string // the option and key that turn it on
	// Active says that active_plugins lists the plugin; false when it does
	// not (the setting stays in the database after a deactivation),
	// unknown when the option is missing (a network-activated plugin of
	// a multisite is in the site meta).
	Active, Known bool
}

// OtherIndexNow returns the plugins whose IndexNow is on in raw, the
// values of IndexNowOptions by name (missing ones absent): Yoast SEO
// Premium's (wpseo → enable_index_now, a setting its free version stores
// but never acts on, so it counts only with the Premium plugin active or
// active_plugins unknown) and Rank Math's (its Instant Indexing module in
// rank_math_modules).
func OtherIndexNow(raw map[string]string) []IndexNowPlugin {
	var out []IndexNowPlugin
	active, known := activePlugins(raw)
	has := func(dir string) bool {
		for _, p := range active {
			if strings.HasPrefix(p, dir+"/") {
				return true
			}
		}
		return false
	}
	if v, err := MaybeUnserialize(raw["wpseo"]); err == nil && asArray(v).truthy("enable_index_now") {
		if p := (IndexNowPlugin{Name: "Yoast SEO Premium", Setting: "wpseo: enable_index_now", Active: has("wordpress-seo-premium"), Known: known}); p.Active || !known {
			out = append(out, p)
		}
	}
	if v, err := MaybeUnserialize(raw["rank_math_modules"]); err == nil {
		for _, m := range asArray(v) {
			if phpString(m) == "instant-indexing" {
				out = append(out, IndexNowPlugin{Name: "Rank Math", Setting: "rank_math_modules: instant-indexing",
					Active: has("seo-by-rank-math"), Known: known})
				break
			}
		}
	}
	return out
}

// SitewidePluginsOption is the name, among a site's raw options, under
// which a store of a network's site passes the plugins the network
// activates for every site (its sitemeta active_sitewide_plugins, as
// stored): WordPress counts them active on each site.
const SitewidePluginsOption = "active_sitewide_plugins"

// YoastPlugin is Yoast SEO's plugin file, as active_plugins and
// active_sitewide_plugins name it.
const YoastPlugin = "wordpress-seo/wp-seo.php"

// activePlugins returns the entries of the active_plugins option
// ("dir/file.php") with the network's sitewide plugins, and whether either
// was there.
func activePlugins(raw map[string]string) ([]string, bool) {
	s, ok := raw["active_plugins"]
	sitewide, network := raw[SitewidePluginsOption]
	if !ok && !network {
		return nil, false
	}
	var out []string
	if v, err := MaybeUnserialize(s); ok && err == nil {
		for _, p := range asArray(v) {
			out = append(out, phpString(p))
		}
	} else if !network {
		return nil, false
	}
	// Sorted: a PHP array unserialized is a map here, whose order would
	// change from one read to the next.
	out = append(out, SitewidePluginsFrom(sitewide)...)
	slices.Sort(out)
	return slices.Compact(out), true
}

// PluginsSite returns a Site that holds only what decides which plugins
// run on a network's site: its stored active_plugins (ok false when the
// option is missing) and the network's active_sitewide_plugins as stored
// ("" when there are none). It is what a site that may not run Yoast is
// asked (seo.YoastActive) before its options are read in full.
func PluginsSite(activePluginsValue string, ok bool, sitewide string) *Site {
	raw := map[string]string{}
	if ok {
		raw["active_plugins"] = activePluginsValue
	}
	if sitewide != "" {
		raw[SitewidePluginsOption] = sitewide
	}
	s := &Site{Network: true}
	s.ActivePlugins, s.PluginsKnown = activePlugins(raw)
	return s
}
