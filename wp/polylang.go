package wp

import (
	"context"
	"fmt"
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

// The Multilingual methods of Polylang.

// DefaultLanguage implements Multilingual: the option's default_lang.
func (p *Polylang) DefaultLanguage() string { return p.DefaultLang }

// CurrentLanguage implements Multilingual.
func (p *Polylang) CurrentLanguage() string { return p.Current }

// HiddenLanguage implements Multilingual: Polylang hides no language from
// the sitemaps.
func (p *Polylang) HiddenLanguage(string) bool { return false }

// HostLanguage implements Multilingual: Polylang's language tests apply
// to every translated object, on a language host's sitemaps and on the
// single set alike.
func (p *Polylang) HostLanguage(translated bool, lang string) (bool, string, string) {
	return translated, lang, p.Current
}

// LanguagesMoved implements Multilingual: Polylang's languages and
// translation groups are terms.
func (p *Polylang) LanguagesMoved(ch Changes) bool { return ch.Terms }

// perHost: subdomain and domain modes with pretty permalinks (with plain
// ones Polylang falls back to ?lang=, one host).
func (p *Polylang) perHost(s *Site) bool {
	return s.Pretty() && (p.ForceLang == PolylangSubdomain || p.ForceLang == PolylangDomains)
}

func (p *Polylang) setCurrent(s *Site, lang string) {
	c := *p
	c.Current = lang
	s.Polylang = &c
}

// languageHome is pll_home_url: the home with the language's directory,
// subdomain, domain or ?lang=. The default language's is the home itself
// when hide_default is on.
func (p *Polylang) languageHome(s *Site, lang string) string {
	home := s.Home + "/"
	if !s.Pretty() {
		return p.addQuery(home, lang)
	}
	switch p.ForceLang {
	case PolylangSubdomain, PolylangDomains:
		return p.onLanguageHost(s, home, lang)
	}
	// Directory links (also the homes of force_lang 0, whose other links
	// carry no language).
	return home + s.Root + p.dirPrefix(lang)
}

// authorLink: authors have no language; Polylang gives their links the
// language of the sitemaps' host: the default one in the modes of one set
// (a prefix only when hide_default is off, yoast-behavior.md §15 item 6),
// the host's in the others.
func (p *Polylang) authorLink(s *Site, link string) string {
	lang := p.Current
	if lang == "" {
		lang = p.DefaultLang
	}
	return p.inLanguage(s, link, lang)
}

// frontsAtHome: redirect_lang puts the front page's translations at their
// languages' homes.
func (p *Polylang) frontsAtHome() bool { return p.RedirectLang }

// keepsPostsPage: Polylang translates page_for_posts only where the
// language has a translation of it (translate_page_for_posts).
func (p *Polylang) keepsPostsPage() bool { return true }

// frontLink: with the default language's prefix shown in directory mode,
// Polylang's page_link gives the static front page its language's home
// URL, which is the page's own permalink in its language (/en/home/,
// Polylang's front_page_url), or with redirect_lang the language's home
// (/en/).
func (p *Polylang) frontLink(l *Linker, ref *PostRef, d LinkData) (string, bool) {
	s := l.site
	if ref.Lang == "" || p.ForceLang != PolylangDirectory || p.HideDefault || ref.Type != "page" ||
		s.FrontPageID() != ref.ID || !s.Pretty() || !p.TranslatedPostType(ref.Type) {
		return "", false
	}
	if p.RedirectLang {
		return p.inLanguage(s, s.HomeURLWith("/"), ref.Lang), true
	}
	return p.inLanguage(s, l.pageLink(ref, d), ref.Lang), true
}

func (p *Polylang) urls() string { return fmt.Sprintf("%+v", *p) }

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

// inLanguage is Polylang's add_language_to_link for the site's links
// model, applied where Polylang's link filters apply it (only when
// force_lang is set: with 0 the language comes from the content and links
// carry none). Plain permalinks: ?lang= (PLL_Links_Default, whatever
// force_lang); directory: the prefix; subdomain and domains: the
// language's host.
func (p *Polylang) inLanguage(s *Site, link, lang string) string {
	if p.ForceLang == PolylangFromContent {
		return link
	}
	if !s.Pretty() {
		return p.addQuery(link, lang)
	}
	if p.ForceLang == PolylangSubdomain || p.ForceLang == PolylangDomains {
		return p.onLanguageHost(s, link, lang)
	}
	return p.withDirectory(s, link, lang)
}

// onLanguageHost is add_language_to_link of PLL_Links_Subdomain and
// PLL_Links_Domain. Subdomains: "://" (or "://www.") becomes "://fr.",
// unless the link already has it or lang is hidden. Domains: the home's
// host becomes the host of lang's entry in Domains, when it has one.
func (p *Polylang) onLanguageHost(s *Site, link, lang string) string {
	if lang == "" {
		return link
	}
	if p.ForceLang == PolylangDomains {
		d, ok := p.Domains[lang]
		if !ok {
			return link
		}
		u, err := url.Parse(d)
		if err != nil || u.Host == "" {
			return link
		}
		return strings.Replace(link, "://"+s.HomeURL.Host, "://"+u.Host, 1)
	}
	if p.hidden(lang) || strings.Contains(link, "://"+lang+".") {
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
func (p *Polylang) withDirectory(s *Site, link, lang string) string {
	pre := p.dirPrefix(lang)
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

// translation is pll_get_post: id itself when it is of lang. One read of
// the group, through the post's own relationship.
func (p *Polylang) translation(ctx context.Context, load LinkLoader, id int64, lang string) (int64, error) {
	desc, err := load.PostTranslations(ctx, id)
	if err != nil {
		return 0, err
	}
	for pid, l := range translationIDs(desc) {
		if l == lang {
			return pid, nil
		}
	}
	// No group, or none of lang in it: the post itself if it is of lang.
	own, err := load.PostLanguages(ctx, []int64{id})
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
