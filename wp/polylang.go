package wp

import (
	"context"
	"net/url"
	"slices"
	"strings"
)

// Polylang is the Polylang plugin's settings (its option "polylang"), read
// when the plugin is active (yoast-behavior.md §15). Each post, page and
// term of a translated type then belongs to at most one language: a term of
// the taxonomy "language" (slug = the language's URL slug) related to the
// post, or a term "pll_<slug>" of "term_language" related to the term (its
// object_id is the term ID).
type Polylang struct {
	// ForceLang is how URLs say the language: 0 from the content (no
	// prefix), 1 a directory (/fr/...), 2 subdomains, 3 domains.
	ForceLang int
	// HideDefault says that the default language's URLs have no prefix.
	HideDefault bool
	// DefaultLang is the default language's slug; the option is the only
	// place that names it.
	DefaultLang string
	// Rewrite is Polylang's "rewrite" setting: true (the default) drops
	// "language/" from the prefix.
	Rewrite bool
	// RedirectLang is Polylang's "redirect_lang": a translation of the
	// static front page is at its language's home (/fr/), not at its own
	// permalink (yoast-behavior.md §15 item 4).
	RedirectLang bool
	// PostTypes and Taxonomies are the custom types and taxonomies the
	// site translates, besides post, page, category and post_tag.
	PostTypes, Taxonomies []string
	// Domains is the "domains" setting of domain mode: each language's
	// home URL ("http://example.fr"), by slug; a language without one
	// stays on the home's host.
	Domains map[string]string
	// Current is the language whose sitemaps are served, in the modes
	// that serve one set per language host (PerHost): the language of
	// the links that have none of their own (authors, the home), and the
	// only one listed. "" in the other modes: every language, in one set.
	Current string
}

// Directory modes of Polylang's force_lang setting.
const (
	PolylangFromContent = 0
	PolylangDirectory   = 1
	PolylangSubdomain   = 2
	PolylangDomains     = 3
)

// polylangPlugins are the plugin files active_plugins lists for Polylang
// (free and Pro).
var polylangPlugins = []string{"polylang/polylang.php", "polylang-pro/polylang.php"}

// readPolylang returns Polylang's settings when the polylang option exists
// and active_plugins lists the plugin; nil otherwise (a deactivated
// plugin's option changes nothing WordPress prints).
func (s *Site) readPolylang(raw map[string]string) *Polylang {
	if _, ok := raw["polylang"]; !ok {
		return nil
	}
	if !polylangListed(raw) {
		return nil
	}
	opt := s.decode(raw, "polylang")
	if opt == nil {
		return nil
	}
	p := &Polylang{
		ForceLang:    int(atoi(opt.str("force_lang"))),
		HideDefault:  opt.truthy("hide_default"),
		DefaultLang:  opt.str("default_lang"),
		RedirectLang: opt.truthy("redirect_lang"),
		Rewrite:      true,
	}
	if v, ok := opt.get("rewrite"); ok {
		p.Rewrite = PHPTruthy(v)
	}
	for _, v := range opt.array("post_types") {
		p.PostTypes = append(p.PostTypes, phpString(v))
	}
	for _, v := range opt.array("taxonomies") {
		p.Taxonomies = append(p.Taxonomies, phpString(v))
	}
	for k, v := range opt.array("domains") {
		if d := strings.TrimRight(strings.TrimSpace(phpString(v)), "/"); d != "" {
			if p.Domains == nil {
				p.Domains = map[string]string{}
			}
			p.Domains[phpString(k)] = d
		}
	}
	return p
}

// PerHost reports whether Yoast serves one set of sitemaps per language
// host, each listing that language only: Polylang's subdomain and domain
// modes with pretty permalinks (with plain ones Polylang falls back to
// ?lang=, one host; yoast-behavior.md §15 "Subdomain mode"), and WPML's
// domain mode with at least one language domain (WPML filters Yoast's
// queries by the language of the requested domain, whatever the
// permalinks).
func (s *Site) PerHost() bool {
	if w := s.WPML; w != nil {
		return w.Negotiation == WPMLDomain && len(w.Domains) > 0
	}
	pl := s.Polylang
	return pl != nil && s.Pretty() && (pl.ForceLang == PolylangSubdomain || pl.ForceLang == PolylangDomains)
}

// ForLanguage returns the site as the sitemaps of language lang's host
// see it (Polylang.Current or WPML.Current = lang): its Home is that
// language's home, as home_url() is there (Polylang and WPML switch it for
// Yoast's sitemaps: the index's links, the stylesheet, the test of what is
// under the home), while links are built from LinkSite, whose Home is the
// stored one (the plugins' links start from it and move to their
// language's host). Everything else is shared. Without a multilingual
// plugin it returns s.
func (s *Site) ForLanguage(lang string) *Site {
	if s.Polylang == nil && s.WPML == nil {
		return s
	}
	links := *s
	if s.Polylang != nil {
		pl := *s.Polylang
		pl.Current = lang
		links.Polylang = &pl
	} else {
		w := *s.WPML
		w.Current = lang
		links.WPML = &w
	}
	links.links = nil
	served := links
	served.links = &links
	served.Home = strings.TrimRight(links.LanguageHome(lang), "/")
	if u, err := url.Parse(served.Home); err == nil {
		served.HomeURL = u
	}
	return &served
}

// LinkSite is the site links are built from: s itself, but for a
// language host's view (ForLanguage), the same view with the stored home.
func (s *Site) LinkSite() *Site {
	if s.links != nil {
		return s.links
	}
	return s
}

// LanguageHome is Polylang's home URL of language lang (pll_home_url):
// the home with the language's directory, subdomain, domain or ?lang=,
// always ending in "/" before any query. The default language's is the
// home itself when hide_default is on. With WPML it is the home in lang's
// form (its directory, domain or ?lang=).
func (s *Site) LanguageHome(lang string) string {
	home := s.Home + "/"
	if s.WPML != nil && lang != "" {
		return s.withWPMLLanguage(home, lang)
	}
	pl := s.Polylang
	if pl == nil || lang == "" {
		return home
	}
	if !s.Pretty() {
		return pl.addQuery(home, lang)
	}
	switch pl.ForceLang {
	case PolylangSubdomain, PolylangDomains:
		return s.onLanguageHost(home, lang)
	}
	// Directory links (also the homes of force_lang 0, whose other links
	// carry no language).
	return home + s.Root + pl.dirPrefix(lang)
}

// TranslatedPostType reports whether Polylang gives the posts of a type a
// language: post and page always, the custom types the option lists.
// Attachments have none here (Polylang's media option is not read).
func (p *Polylang) TranslatedPostType(name string) bool {
	return p != nil && (name == "post" || name == "page" || slices.Contains(p.PostTypes, name))
}

// TranslatedTaxonomy reports whether Polylang gives the terms of a
// taxonomy a language: category and post_tag always, the custom
// taxonomies the option lists.
func (p *Polylang) TranslatedTaxonomy(name string) bool {
	return p != nil && (name == "category" || name == "post_tag" || slices.Contains(p.Taxonomies, name))
}

// Prefix returns the path Polylang inserts after the home URL for a
// language in directory mode ("fr/", or "language/fr/" without rewrite), "" when none: another mode, no
// language, or the default language with hide_default.
func (p *Polylang) Prefix(lang string) string {
	if p == nil || p.ForceLang != PolylangDirectory {
		return ""
	}
	return p.dirPrefix(lang)
}

// hidden reports whether lang's links carry no language: none, or the
// default one with hide_default.
func (p *Polylang) hidden(lang string) bool {
	return lang == "" || (p.HideDefault && lang == p.DefaultLang)
}

// dirPrefix is the directory of lang in Polylang's directory links,
// whatever the mode.
func (p *Polylang) dirPrefix(lang string) string {
	if p.hidden(lang) {
		return ""
	}
	if !p.Rewrite {
		return "language/" + lang + "/"
	}
	return lang + "/"
}

// addQuery is PLL_Links_Default::add_language_to_link (plain
// permalinks): "lang=fr" added to the query, unless lang is hidden.
func (p *Polylang) addQuery(link, lang string) string {
	if p.hidden(lang) {
		return link
	}
	return addQueryArg(link, "lang", lang)
}

// withLanguage is Polylang's add_language_to_link for the site's links
// model, applied where Polylang's link filters apply it (only when
// force_lang is set: with 0 the language comes from the content and links
// carry none). Plain permalinks: ?lang= (PLL_Links_Default, whatever
// force_lang); directory: the prefix; subdomain and domains: the
// language's host.
func (s *Site) withLanguage(link, lang string) string {
	pl := s.Polylang
	if pl == nil || pl.ForceLang == PolylangFromContent {
		return link
	}
	if !s.Pretty() {
		return pl.addQuery(link, lang)
	}
	if pl.ForceLang == PolylangSubdomain || pl.ForceLang == PolylangDomains {
		return s.onLanguageHost(link, lang)
	}
	return s.withDirectory(link, lang)
}

// onLanguageHost is add_language_to_link of PLL_Links_Subdomain and
// PLL_Links_Domain. Subdomains: "://" (or "://www.") becomes "://fr.",
// unless the link already has it or lang is hidden. Domains: the home's
// host becomes the host of lang's entry in Domains, when it has one.
func (s *Site) onLanguageHost(link, lang string) string {
	pl := s.Polylang
	if lang == "" {
		return link
	}
	if pl.ForceLang == PolylangDomains {
		d, ok := pl.Domains[lang]
		if !ok {
			return link
		}
		u, err := url.Parse(d)
		if err != nil || u.Host == "" {
			return link
		}
		return strings.Replace(link, "://"+s.HomeURL.Host, "://"+u.Host, 1)
	}
	if pl.hidden(lang) || strings.Contains(link, "://"+lang+".") {
		return link
	}
	sep := "://"
	if strings.Contains(s.Home, "://www.") {
		sep = "://www."
	}
	return strings.Replace(link, sep, "://"+lang+".", 1)
}

// withDirectory is PLL_Links_Directory::add_language_to_link: the
// language's prefix inserted once, after the home URL and the PATHINFO
// root ("index.php/"), unless the link already has it there. Links that
// do not start with the home URL are left as they are.
func (s *Site) withDirectory(link, lang string) string {
	pre := s.Polylang.dirPrefix(lang)
	if pre == "" {
		return link
	}
	root := s.Home + "/" + s.Root
	rest, ok := strings.CutPrefix(link, root)
	if !ok || strings.HasPrefix(rest, pre) {
		return link
	}
	return root + pre + rest
}

// polylangListed reports whether active_plugins lists Polylang.
func polylangListed(raw map[string]string) bool {
	plugins, _ := activePlugins(raw)
	return slices.ContainsFunc(plugins, func(p string) bool { return slices.Contains(polylangPlugins, p) })
}

// LanguageLoader is what the link cache reads of Polylang's data, one
// query per call: the language slug of each post of ids that has one, and
// of each term of a taxonomy that has one.
type LanguageLoader interface {
	PostLanguages(ctx context.Context, ids []int64) (map[int64]string, error)
	TermLanguages(ctx context.Context, tax string) (map[int64]string, error)
	// PostTranslations returns the description of the post_translations
	// group post id is related to (a serialized {slug: post ID}), "" when
	// it has none. Groups are found through the post's relationship,
	// never by their descriptions: orphan groups name posts too.
	PostTranslations(ctx context.Context, id int64) (string, error)
}

// translationIDs decodes a translation group's description: the post or
// term ID of each language, 0 and corrupt entries dropped.
func translationIDs(description string) map[int64]string {
	v, err := MaybeUnserialize(description)
	if err != nil {
		return nil
	}
	out := map[int64]string{}
	for k, id := range asArray(v) {
		if n := atoi(phpString(id)); n > 0 {
			out[n] = phpString(k)
		}
	}
	return out
}

// Translation returns the post of language lang in the translation group
// of post id (Polylang's pll_get_post), 0 when it has none; id itself
// when it is of lang. One read of the group, through the post's own
// relationship.
//
// With WPML it is the member of lang of page id's trid (WPML's
// wpml_object_id, which translates page_on_front and page_for_posts on a
// language domain); id itself when it has no trid and lang is the
// default language (WPML prints it in that language's form).
func (c *LinkCache) Translation(ctx context.Context, id int64, lang string) (int64, error) {
	if id <= 0 || lang == "" {
		return 0, nil
	}
	if w := c.site.WPML; w != nil {
		g, err := c.load.ICLFrontGroup(ctx, id)
		if err != nil {
			return 0, err
		}
		if m, ok := g[lang]; ok {
			return m, nil
		}
		if len(g) == 0 && lang == w.DefaultLang {
			return id, nil
		}
		return 0, nil
	}
	desc, err := c.load.PostTranslations(ctx, id)
	if err != nil {
		return 0, err
	}
	for pid, l := range translationIDs(desc) {
		if l == lang {
			return pid, nil
		}
	}
	// No group, or none of lang in it: the post itself if it is of lang.
	own, err := c.load.PostLanguages(ctx, []int64{id})
	if err != nil {
		return 0, err
	}
	if own[id] == lang {
		return id, nil
	}
	return 0, nil
}

// TranslateStaticPages sets, on a language host's view (ForLanguage),
// page_on_front and page_for_posts to their translations in its language
// (Polylang translates both options there: the front page of fr.example.com
// is the French one); 0 where there is none. It must be called before the
// view is shared.
func (s *Site) TranslateStaticPages(front, posts int64) {
	stored := &[2]int64{s.PageOnFront, s.PageForPosts}
	if s.stored != nil {
		stored = s.stored
	}
	for _, v := range []*Site{s, s.links} {
		if v != nil {
			v.PageOnFront, v.PageForPosts, v.stored = front, posts, stored
		}
	}
}

// StoredStaticPages returns page_on_front and page_for_posts as stored:
// on a language host's view, what TranslateStaticPages translated.
func (s *Site) StoredStaticPages() (front, posts int64) {
	if s.stored != nil {
		return s.stored[0], s.stored[1]
	}
	return s.PageOnFront, s.PageForPosts
}
