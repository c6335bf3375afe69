// Package seo holds Yoast SEO's include and exclude decisions as pure
// functions on plain values. It reads no database and knows no HTTP: the
// caller gathers the facts, these functions say whether an object is listed
// and, when it is not, why (the reasons `wpsitemap urls --explain` prints).
package seo

import (
	"net/url"
	"strings"
)

// Reason says why an object is left out. The empty Reason means listed.
type Reason string

// Reasons, worded for people reading `wpsitemap urls --explain`.
const (
	Listed           Reason = ""
	Password         Reason = "password protected"
	NoDate           Reason = "post_date is zero"
	Noindex          Reason = "noindex (Yoast meta-robots-noindex = 1)"
	Canonicalised    Reason = "canonical URL points elsewhere"
	FrontOrPostsPage Reason = "page_on_front or page_for_posts (the front page is the page sitemap's first entry instead)"
	External         Reason = "permalink is not under the home URL"
	NoURL            Reason = "no permalink"
	TermNoindex      Reason = "term set to noindex (wpseo_taxonomy_meta)"
	TermEmpty        Reason = "term has no published posts, nor any descendant that has"
	AuthorNoindex    Reason = "author set to noindex (wpseo_noindex_author)"
	AuthorNoPosts    Reason = "author has no published posts (noindex-author-noposts-wpseo)"
	AuthorCannotEdit Reason = "user cannot edit posts"
	ParentHidden     Reason = "attachment is unattached, or its parent is not published or has a password"
	AuthorNoLevel    Reason = "user level is 0 or unset (Yoast before 27.8 requires {prefix}user_level != 0)"
	NoLanguage       Reason = "no Polylang language (Polylang's language filter leaves it out of every sitemap)"
	OtherLanguage    Reason = "another language (listed in the sitemaps of its language's host)"
	HiddenLanguage   Reason = "in a language WPML hides (hidden_languages: WPML's sitemap filter leaves it out)"

	AuthorNotMember Reason = "user is not a member of this site of the network (no {prefix}capabilities)"
	TooLong         Reason = "URL longer than 2048 characters after encoding (Google's and the schema's limit)"
	// SitemapNotInIndex: the object's sitemap is not in the index, and a
	// sitemap the index does not list is not served (a 404). Yoast leaves
	// a post type out of the index when it counts no published post without
	// a password, so its archive entry is not listed either.
	SitemapNotInIndex Reason = "its sitemap is not in the index, so not served (a post type with no published post without a password)"
)

// NotPublished is the reason of an object whose status is not publish, as
// in "status is draft, not publish".
func NotPublished(status string) Reason {
	if status == "" {
		status = "empty"
	}
	return Reason("status is " + status + ", not publish")
}

// Post is what the post decision needs.
type Post struct {
	ID          int64
	Type        string
	Status      string // for attachments, the parent's effective status
	HasPassword bool
	DateZero    bool
	Noindex     string // first _yoast_wpseo_meta-robots-noindex value
	Canonical   string // first _yoast_wpseo_canonical value
	Permalink   string
	// Translated says Polylang is active and translates the post's type,
	// or WPML does on a language domain's sitemaps; Lang is then the
	// post's language ("" when it has none), and Current, when set, the
	// only language listed (the language host's, in Polylang's subdomain
	// and domain modes and WPML's domain mode).
	Translated bool
	Lang       string
	Current    string
	// HiddenLang says the post's language is one WPML hides.
	HiddenLang bool
}

// Site is what the decisions need to know of the site.
//
// PageOnFront and PageForPosts are the options as stored, whatever
// show_on_front says: Yoast's get_excluded_posts leaves both out of the page
// sitemap whenever they are over 0, and get_first_links puts page_on_front
// first on its page 1, even on a site that shows its latest posts on the
// front (yoast-behavior.md §3.1). WordPress itself ignores them then
// (wp.Site.FrontPageID), which only changes the front page's permalink.
type Site struct {
	Home         string // home option, e.g. https://example.com/blog
	PageOnFront  int64  // the page_on_front option
	PageForPosts int64  // the page_for_posts option
	home         *url.URL
}

// NewSite returns a Site with the home URL parsed once, for callers that
// decide on many objects. pageOnFront and pageForPosts are the stored
// options (wp.Site.PageOnFront, PageForPosts), not the IDs WordPress uses.
func NewSite(home string, pageOnFront, pageForPosts int64) Site {
	s := Site{Home: home, PageOnFront: pageOnFront, PageForPosts: pageForPosts}
	s.home, _ = url.Parse(home)
	return s
}

// In returns p with its language facts set (Translated, Lang, Current).
func (p Post) In(translated bool, lang, current string) Post {
	p.Translated, p.Lang, p.Current = translated, lang, current
	return p
}

// In returns t with its language facts set (Translated, Lang, Current).
func (t Term) In(translated bool, lang, current string) Term {
	t.Translated, t.Lang, t.Current = translated, lang, current
	return t
}

// PostListed is Yoast's per-row decision for post-type sitemaps
// (WPSEO_Post_Type_Sitemap_Provider::get_sitemap_links and get_url).
func PostListed(p Post, s Site) Reason {
	switch {
	case p.Status != "publish":
		return NotPublished(p.Status)
	case p.Translated && p.Lang == "":
		return NoLanguage
	case p.HiddenLang:
		return HiddenLanguage // no host lists it
	case p.Translated && p.Current != "" && p.Lang != p.Current:
		return OtherLanguage
	case p.HasPassword:
		return Password
	case p.DateZero:
		return NoDate
	case p.Type == "page" && p.ID > 0 && (p.ID == s.PageOnFront || p.ID == s.PageForPosts):
		return FrontOrPostsPage
	case p.Noindex == "1":
		return Noindex
	}
	return FrontPageListed(p, s)
}

// Internal is Yoast's link-type test: http(s), the home host, and under the
// home path when home has one.
func Internal(link, home string) bool {
	h, err := url.Parse(home)
	if err != nil {
		return false
	}
	return internal(link, h)
}

func (s Site) internal(link string) bool {
	if s.home == nil {
		return Internal(link, s.Home)
	}
	return internal(link, s.home)
}

func internal(link string, h *url.URL) bool {
	u, err := url.Parse(link)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	if !strings.EqualFold(u.Hostname(), h.Hostname()) {
		return false
	}
	if p := strings.TrimRight(h.Path, "/"); p != "" {
		return u.Path == p || strings.HasPrefix(u.Path, p+"/")
	}
	return true
}

// Term is what the term decision needs.
type Term struct {
	Count        int64
	HasNonEmpty  bool   // a descendant has Count > 0 (hierarchical taxonomies)
	Hierarchical bool   // the taxonomy is hierarchical
	Noindex      string // "default", "index" or "noindex"
	Canonical    string
	Link         string
	// Translated says Polylang is active and translates the taxonomy, or
	// WPML does on a language domain's sitemaps; Lang is then the term's
	// language ("" when it has none), and Current, when set, the only
	// language listed.
	Translated bool
	Lang       string
	Current    string
	// HiddenLang says the term's language is one WPML hides.
	HiddenLang bool
}

// TermListed is Yoast's per-term decision (hide_empty, noindex, canonical).
func TermListed(t Term) Reason {
	if t.Translated && t.Lang == "" {
		return NoLanguage // Polylang's language filter on the terms query
	}
	if t.HiddenLang {
		return HiddenLanguage // WPML's excludeHiddenLanguagesTerms
	}
	if t.Translated && t.Current != "" && t.Lang != t.Current {
		return OtherLanguage
	}
	if t.Count <= 0 && !(t.Hierarchical && t.HasNonEmpty) {
		return TermEmpty
	}
	if t.Noindex == "noindex" {
		return TermNoindex
	}
	if t.Link == "" {
		return NoURL
	}
	if t.Canonical != "" && t.Canonical != t.Link {
		return Canonicalised
	}
	return Listed
}

// Author is what the author decision needs.
type Author struct {
	HasPosts bool // published posts of the author-archive post types
	CanEdit  bool
	Noindex  bool // wpseo_noindex_author = on
	HasLevel bool // has a {prefix}user_level meta that is not '0'
	Member   bool // has a {prefix}capabilities meta
}

// AuthorRules are the author eligibility rules of the Yoast version that
// runs the site (yoast-behavior.md §3.3).
type AuthorRules struct {
	// NeedPosts is noindex-author-noposts-wpseo: published posts of the
	// author-archive types are required; otherwise the edit_posts capability.
	NeedPosts bool
	// NeedLevel is Yoast before 27.8: only users whose {prefix}user_level
	// meta exists and is not '0' are listed, whatever their capabilities.
	NeedLevel bool
	// NeedMember: on a site of a network, WP_User_Query lists the site's
	// members only (a {prefix}capabilities meta; yoast-behavior.md §14.3).
	NeedMember bool
}

// AuthorRulesFor returns the rules of the Yoast version stored in the wpseo
// option's "version" key ("21.1", "27.8-RC2"; "" when unknown, which means
// the current rules). Only the numeric part counts: a 27.8 release
// candidate already has 27.8's query.
func AuthorRulesFor(yoastVersion string, needPosts bool) AuthorRules {
	return AuthorRules{NeedPosts: needPosts, NeedLevel: yoastVersion != "" && versionBefore(yoastVersion, 27, 8)}
}

// RedirectNoCache reports whether Yoast's /sitemap.xml redirect carries
// WordPress's no-cache headers (Expires in 1984, Cache-Control no-cache) on
// the installed version ("" when unknown, which means the current Yoast).
// The router redirects a request WordPress has already answered as a 404,
// and WordPress sends those headers with a 404: the captures of 21.1 show
// them; 28.x was seen sending neither.
func RedirectNoCache(yoastVersion string) bool {
	return yoastVersion != "" && versionBefore(yoastVersion, 28, 0)
}

// versionBefore reports whether the dotted version v (its leading digits
// and dots) is older than major.minor.
func versionBefore(v string, major, minor int) bool {
	var parts [2]int
	n := 0
	for i := 0; i < len(v) && n < 2; i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			parts[n] = parts[n]*10 + int(c-'0')
		case c == '.':
			n++
		default:
			n = 2
		}
	}
	if parts[0] != major {
		return parts[0] < major
	}
	return parts[1] < minor
}

// AuthorListed is Yoast's author eligibility (deviations 8: no
// _yoast_wpseo_profile_updated requirement).
func AuthorListed(a Author, r AuthorRules) Reason {
	if r.NeedMember && !a.Member {
		return AuthorNotMember
	}
	if r.NeedLevel && !a.HasLevel {
		return AuthorNoLevel
	}
	if r.NeedPosts && !a.HasPosts {
		return AuthorNoPosts
	}
	if !r.NeedPosts && !a.CanEdit {
		return AuthorCannotEdit
	}
	if a.Noindex {
		return AuthorNoindex
	}
	return Listed
}

// LastMod is Yoast's post lastmod: the later of post_modified_gmt and
// post_date_gmt (string comparison of "YYYY-MM-DD HH:MM:SS"), "" when zero.
func LastMod(modifiedGMT, dateGMT string) string {
	m := modifiedGMT
	if dateGMT > m {
		m = dateGMT
	}
	if m == "" || strings.HasPrefix(m, "0000-00-00") {
		return ""
	}
	return m
}

// FrontPageListed is the decision on page_on_front, which Yoast lists as
// the first entry of the page sitemap in place of the home URL (with its
// own permalink when show_on_front is "posts"), whatever its status or
// noindex:
// kept when it has a permalink under home and no canonical pointing
// elsewhere (the link rules PostListed ends with). Reasons as PostListed's;
// the caller lists home instead.
func FrontPageListed(p Post, s Site) Reason {
	switch {
	case p.Permalink == "":
		return NoURL
	case !s.internal(p.Permalink):
		return External
	case p.Canonical != "" && p.Canonical != p.Permalink:
		return Canonicalised
	}
	return Listed
}

// PostsPageListed is the decision on the posts page (page_for_posts), the
// first entry of the post sitemap when the front page is static: left out
// when it is noindex.
func PostsPageListed(p Post) Reason {
	if p.Noindex == "1" {
		return Noindex
	}
	return Listed
}
