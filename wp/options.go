package wp

import (
	"fmt"
	"hash/fnv"
	"maps"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Site holds the options that decide URLs and sitemap contents, read in one
// query. It is immutable once loaded; a new Site is loaded when the data
// version changes.
type Site struct {
	Home    string   // home option, no trailing slash: "https://example.com/blog"
	SiteURL string   // siteurl option, no trailing slash
	HomeURL *url.URL // Home parsed
	// StoredHome and StoredSiteURL are the options as stored when the
	// WP_HOME or WP_SITEURL constant overrides them (Home and SiteURL hold
	// the constants then); "" when not overridden.
	StoredHome, StoredSiteURL string

	BlogPublic bool
	// Network: the site is one of a WordPress network's (multisite), read
	// through wpdb's ForSite. Its authors are its members only.
	Network bool
	// ActivePlugins are the plugins active on the site ("dir/file.php"):
	// its active_plugins option and, on a network's site, the plugins the
	// network activates for every site. PluginsKnown is false when neither
	// was read.
	ActivePlugins []string
	PluginsKnown  bool

	// Permalink settings (WP_Rewrite::init).
	PermalinkStructure string
	Front              string // part of the structure before the first tag, e.g. "/" or "/blog/"
	Root               string // "index.php/" for PATHINFO permalinks, else ""
	TrailingSlash      bool   // the structure ends with "/"
	CategoryBase       string
	structure          []string // PermalinkStructure split into literals and %tags%
	TagBase            string

	ShowOnFront     string
	PageOnFront     int64
	PageForPosts    int64
	DefaultCategory int64

	BlogName   string
	Language   string // WPLANG, e.g. "de_DE"; "" means en_US
	UploadsURL string // base URL of uploads, as wp_upload_dir()['baseurl']

	// Yoast settings, with Yoast's defaults applied on lookup.
	SitemapsEnabled bool
	YoastVersion    string // the wpseo option's "version" ("21.1"); "" when not stored
	// StripCategoryBase is wpseo_titles stripcategorybase === true: Yoast
	// removes the category base from category links (term_link filter).
	StripCategoryBase bool
	titles            phpArray
	titlesRaw         string
	optionSums        map[string]uint64 // a hash of each option read, by name
	raw               map[string]string // the options as given to NewSite (Raw)
	prefix            string            // the table prefix given to NewSite
	taxMeta           phpArray
	video             phpArray // wpseo_video (Yoast Video SEO), nil when absent or corrupt
	// VideoSEO says the wpseo_video option exists (Yoast Video SEO is or
	// was installed), even when its value is corrupt.
	VideoSEO bool
	// News is Yoast News SEO's wpseo_news option as stored (the news
	// package interprets it).
	News NewsOption

	userRoles    phpArray
	childrenOpts map[string]bool // taxonomies that have a {tax}_children option
	rewriteRules []rewriteRule   // in stored order

	// Polylang holds the Polylang plugin's settings when it is active; nil
	// otherwise, and then no language is read.
	Polylang *Polylang
	// WPML holds the WPML plugin's settings when it is active; nil
	// otherwise (Polylang wins when both are listed).
	WPML *WPML

	// Warnings lists options that could not be decoded and were treated as absent.
	Warnings []string

	// links, on a language host's view (ForLanguage), is the same view
	// with the stored home, which links are built from.
	links *Site
	// stored holds page_on_front and page_for_posts as stored, on a view
	// whose own are their translations (TranslateStaticPages).
	stored *[2]int64
}

type rewriteRule struct{ pattern, query string }

// FrontPageID is the page WordPress shows as the front page: page_on_front
// when show_on_front is "page", else 0 (WordPress then gives that page its
// own permalink; Yoast still treats it as the front page, see seo.Site).
func (s *Site) FrontPageID() int64 {
	if s.ShowOnFront != "page" {
		return 0
	}
	return s.PageOnFront
}

// PostsPageID is the page that shows the latest posts: page_for_posts when
// show_on_front is "page" (WordPress ignores it otherwise), else 0. Yoast's
// exclusions read the option itself (seo.Site).
func (s *Site) PostsPageID() int64 {
	if s.ShowOnFront != "page" {
		return 0
	}
	return s.PageForPosts
}

// Pretty reports whether pretty permalinks are on.
func (s *Site) Pretty() bool { return s.PermalinkStructure != "" }

// HomeURLWith is WordPress's home_url($path): the home option, then "/" and
// the path without its leading slashes.
func (s *Site) HomeURLWith(path string) string {
	if path == "" {
		return s.Home
	}
	return s.Home + "/" + strings.TrimLeft(path, "/")
}

// UserTrailingSlashIt applies WordPress's user_trailingslashit.
func (s *Site) UserTrailingSlashIt(p string) string {
	if s.TrailingSlash {
		return strings.TrimRight(p, "/\\") + "/"
	}
	return strings.TrimRight(p, "/\\")
}

// NewSite builds a Site from raw option values (as stored). Corrupt
// serialized values are recorded in Warnings and treated as absent.
func NewSite(raw map[string]string, prefix string) (*Site, error) {
	s := &Site{childrenOpts: map[string]bool{}, optionSums: make(map[string]uint64, len(raw)),
		raw: maps.Clone(raw), prefix: prefix}
	for name, v := range raw {
		h := fnv.New64a()
		h.Write([]byte(v))
		s.optionSums[name] = h.Sum64()
	}
	if err := s.readURLs(raw); err != nil {
		return nil, err
	}
	s.readSettings(raw)
	s.readSerialized(raw, prefix)
	s.Polylang = s.readPolylang(raw)
	if s.Polylang == nil {
		s.WPML = s.readWPML(raw)
	}
	s.ActivePlugins, s.PluginsKnown = activePlugins(raw)
	if _, ok := raw["active_plugins"]; ok {
		// Read for Polylang, WPML and Yoast only: another plugin switched on or

		// off must not look like a change of the sitemaps' options (a
		// saved state would be refused for it).
		h := fnv.New64a()
		h.Write([]byte(strconv.FormatBool(polylangListed(raw))))
		if wpmlListed(raw) {
			h.Write([]byte("wpml"))
		}
		h.Write([]byte(strconv.FormatBool(slices.Contains(s.ActivePlugins, YoastPlugin))))

		s.optionSums["active_plugins"] = h.Sum64()
	}
	return s, nil
}

// readURLs reads the home and siteurl options, without trailing slashes:
// an empty one takes the other's value, and home must be an absolute
// http(s) URL.
func (s *Site) readURLs(raw map[string]string) error {
	s.Home = strings.TrimRight(strings.TrimSpace(raw["home"]), "/")
	s.SiteURL = strings.TrimRight(strings.TrimSpace(raw["siteurl"]), "/")
	if s.Home == "" {
		s.Home = s.SiteURL
	}
	u, err := url.Parse(s.Home)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("wp: the home option %q is not an absolute http(s) URL", s.Home)
	}
	s.HomeURL = u
	if s.SiteURL == "" {
		s.SiteURL = s.Home
	}
	return nil
}

// readSettings reads WordPress's plain options: visibility, permalinks,
// the front page, the default category, the site's name and language, and
// where uploads live. show_on_front defaults to "posts".
func (s *Site) readSettings(raw map[string]string) {
	s.BlogPublic = raw["blog_public"] != "0"
	s.PermalinkStructure = raw["permalink_structure"]
	s.initRewrite()
	s.CategoryBase = raw["category_base"]
	s.TagBase = raw["tag_base"]
	s.ShowOnFront = raw["show_on_front"]
	if s.ShowOnFront == "" {
		s.ShowOnFront = "posts"
	}
	s.PageOnFront = atoi(raw["page_on_front"])
	s.PageForPosts = atoi(raw["page_for_posts"])
	s.DefaultCategory = atoi(raw["default_category"])
	s.BlogName = raw["blogname"]
	s.Language = raw["WPLANG"]
	s.UploadsURL = uploadsURL(s.SiteURL, strings.TrimSpace(raw["upload_path"]), strings.TrimSpace(raw["upload_url_path"]))
}

// readSerialized reads the PHP-serialized options: Yoast's (the sitemaps
// are on unless enable_xml_sitemap says otherwise; a wpseo_news row counts
// even when corrupt), the user roles, the rewrite rules in stored order,
// and which taxonomies have a {tax}_children option.
func (s *Site) readSerialized(raw map[string]string, prefix string) {
	wpseo := s.decode(raw, "wpseo")
	s.SitemapsEnabled = true
	if v, ok := wpseo.get("enable_xml_sitemap"); ok {
		s.SitemapsEnabled = PHPTruthy(v)
	}
	s.YoastVersion = wpseo.str("version")
	if _, ok := raw["wpseo_news"]; ok {
		s.News = newsOption(s.decode(raw, "wpseo_news"))
	}
	s.titles = s.decode(raw, "wpseo_titles")
	if v, ok := s.titles.get("stripcategorybase"); ok {
		s.StripCategoryBase, _ = v.(bool)
	}
	s.titlesRaw = raw["wpseo_titles"]
	s.taxMeta = s.decode(raw, "wpseo_taxonomy_meta")
	s.video = s.decode(raw, "wpseo_video")
	_, s.VideoSEO = raw["wpseo_video"]
	s.userRoles = s.decode(raw, prefix+"user_roles")
	rules := s.decode(raw, "rewrite_rules")
	for name := range raw {
		if tax, ok := strings.CutSuffix(name, "_children"); ok && tax != "" {
			s.childrenOpts[tax] = true
		}
	}
	s.rewriteRules = orderedRules(raw["rewrite_rules"], rules)
}

// decode unserializes the option name as an array: nil when it is absent
// or empty, and nil with a warning in Warnings when it is corrupt or not
// an array.
func (s *Site) decode(raw map[string]string, name string) phpArray {
	v, ok := raw[name]
	if !ok || v == "" {
		return nil
	}
	x, err := Unserialize(v)
	if err != nil {
		s.Warnings = append(s.Warnings, fmt.Sprintf("option %s: %v; using its default", name, err))
		return nil
	}
	a := asArray(x)
	if a == nil {
		s.Warnings = append(s.Warnings, fmt.Sprintf("option %s: not an array; using its default", name))
	}
	return a
}

// initRewrite mirrors WP_Rewrite::init.
func (s *Site) initRewrite() {
	ps := s.PermalinkStructure
	s.structure = splitStructure(ps)
	if ps == "" {
		s.Front, s.Root, s.TrailingSlash = "", "", false
		return
	}
	if i := strings.Index(ps, "%"); i >= 0 {
		s.Front = ps[:i]
	} else {
		s.Front = ps
	}
	if strings.HasPrefix(ps, "/index.php") {
		s.Root = "index.php/"
	}
	s.TrailingSlash = strings.HasSuffix(ps, "/")
}

// IndexPermalinks reports PATHINFO permalinks (/index.php/...).
func (s *Site) IndexPermalinks() bool { return s.Root != "" }

func uploadsURL(siteurl, uploadPath, uploadURLPath string) string {
	if uploadURLPath != "" {
		return strings.TrimRight(uploadURLPath, "/")
	}
	if uploadPath == "" || uploadPath == "wp-content/uploads" || strings.HasPrefix(uploadPath, "/") {
		// An absolute upload_path is a filesystem path; WordPress then falls
		// back to WP_CONTENT_URL/uploads as well.
		return siteurl + "/wp-content/uploads"
	}
	return siteurl + "/" + strings.TrimRight(uploadPath, "/")
}

func atoi(s string) int64 {
	n, _ := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	return n
}

// Title returns the decoded value of a wpseo_titles key, and false when the
// key is absent. The decisions on these keys (with Yoast's defaults) are in
// package seo.
func (s *Site) Title(key string) (any, bool) { return s.titles.get(key) }

// titleSet reports whether Yoast stored the key at all (evidence that the
// type was public when Yoast last saved its options).
func (s *Site) titleSet(key string) bool {
	_, ok := s.titles.get(key)
	return ok
}

// TermMeta returns Yoast's noindex setting ("default", "index", "noindex")
// and canonical for a term, from the wpseo_taxonomy_meta option.
func (s *Site) TermMeta(tax string, termID int64) (noindex, canonical string) {
	m := s.taxMeta.array(tax).array(termID)
	noindex = m.str("wpseo_noindex")
	if noindex == "" {
		noindex = "default"
	}
	return noindex, m.str("wpseo_canonical")
}

// RolesWithCap lists the roles whose capabilities grant cap.
func (s *Site) RolesWithCap(cap string) []string {
	var out []string
	for _, role := range s.userRoles.keysInOrder() {
		if s.userRoles.array(role).array("capabilities").truthy(cap) {
			out = append(out, role)
		}
	}
	return out
}

// permalinkTags are the structure tags WordPress replaces in get_permalink.
var permalinkTags = []string{"%year%", "%monthnum%", "%day%", "%hour%", "%minute%", "%second%",
	"%postname%", "%post_id%", "%category%", "%author%", "%pagename%"}

// splitStructure splits a permalink structure into literal runs and the
// tags get_permalink replaces, once, so that building a link is a walk over
// a short slice.
func splitStructure(ps string) []string {
	var out []string
	for ps != "" {
		next, tag := -1, ""
		for _, t := range permalinkTags {
			if i := strings.Index(ps, t); i >= 0 && (next < 0 || i < next) {
				next, tag = i, t
			}
		}
		if next < 0 {
			out = append(out, ps)
			break
		}
		if next > 0 {
			out = append(out, ps[:next])
		}
		out = append(out, tag)
		ps = ps[next+len(tag):]
	}
	return out
}

// Raw returns the option values s was made from and the table prefix,
// as given to NewSite: NewSite(Raw()) makes the same options again, on
// another machine (a fleet's follower, which never reads the database).
// What the store set on the Site after NewSite (Network, UploadsURL,
// StoredHome, ...) is not in them. The map must not be changed.
func (s *Site) Raw() (raw map[string]string, prefix string) { return s.raw, s.prefix }

// OptionSums returns a hash of each option read, by name: what
// ChangedOptions compares a later read with.
func (s *Site) OptionSums() map[string]uint64 { return maps.Clone(s.optionSums) }

// ChangedOptions returns, sorted, the names of the options whose values
// differ between the read that gave sums (OptionSums) and s; an option
// present in one only counts.
func (s *Site) ChangedOptions(sums map[string]uint64) []string {
	var out []string
	for name, h := range sums {
		if g, ok := s.optionSums[name]; !ok || g != h {
			out = append(out, name)
		}
	}
	for name := range s.optionSums {
		if _, ok := sums[name]; !ok {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// siteOptionNames are the options the sitemaps read, besides the
// {prefix}user_roles option and the *_children hierarchy caches.
var siteOptionNames = []string{
	"home", "siteurl", "blog_public", "permalink_structure", "category_base", "tag_base",
	"show_on_front", "page_on_front", "page_for_posts", "blogname", "WPLANG", "rewrite_rules",
	"upload_path", "upload_url_path", "wpseo", "wpseo_titles", "wpseo_taxonomy_meta",
	"default_category", "wpseo_video", "wpseo_news", "polylang", "active_plugins", WPMLOption,
}

// SiteOptionNames returns the names of the options NewSite reads for a
// site of table prefix prefix (the *_children caches aside): what a store
// loads, and what a change source watches.
func SiteOptionNames(prefix string) []string {
	return append(slices.Clone(siteOptionNames), prefix+"user_roles")
}
