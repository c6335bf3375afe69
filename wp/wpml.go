package wp

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// WPML is the WPML plugin's settings (its option icl_sitepress_settings),
// read when the plugin is active (yoast-behavior.md §15, "WPML"). Each
// post, page and term of a translated type belongs to at most one language:
// its row of {prefix}icl_translations (element_type "post_<type>" with the
// post ID, or "tax_<taxonomy>" with the term_taxonomy_id), whose trid names
// its translation group.
type WPML struct {
	// Negotiation is language_negotiation_type: how URLs say the language
	// (WPMLDirectory, WPMLDomain, WPMLParameter).
	Negotiation int
	// DirectoryForDefault is urls.directory_for_default_language: in
	// directory mode the default language is prefixed too.
	DirectoryForDefault bool
	// Domains are language_domains: the host (with its port, as WPML
	// stores it, without a scheme) of each language in domain mode.
	Domains map[string]string
	// DefaultLang is default_language, a language code ("en").
	DefaultLang string
	// Hidden are hidden_languages: active languages only administrators
	// see; their objects are left out of the sitemaps.
	Hidden []string
	// Active is active_languages, which WPML writes beside the active
	// column of icl_languages when a language is activated or
	// deactivated. The language hosts of domain mode are chosen from it
	// at start; the alternates name the languages of icl_languages
	// (LinkCache.Languages), whose change the change sources report
	// (Changes.Languages), so a change of Active alone carries the
	// snapshot over (catalog.Catalog.Reread) without a full build.
	Active []string
	// PostTypes and Taxonomies are custom_posts_sync_option and
	// taxonomies_sync_option: 1 translated, 2 translated with a fallback
	// to the default language, 0 not translated.
	PostTypes, Taxonomies map[string]int
	// Current is the language whose sitemaps are served in domain mode,
	// where WPML serves one set per language domain (Site.PerHost): the
	// language of the links that have none of their own (authors, the
	// home), and the only one listed. "" in the other modes: every
	// language, in one set.
	Current string
}

// The values of WPML's language_negotiation_type.
const (
	WPMLDirectory = 1
	WPMLDomain    = 2
	WPMLParameter = 3
)

// WPMLPlugin is the plugin file active_plugins lists for WPML.
const WPMLPlugin = "sitepress-multilingual-cms/sitepress.php"

// WPMLOption is the option that holds WPML's settings.
const WPMLOption = "icl_sitepress_settings"

// wpmlListed reports whether active_plugins lists WPML.
func wpmlListed(raw map[string]string) bool {
	plugins, _ := activePlugins(raw)
	return slices.Contains(plugins, WPMLPlugin)
}

// readWPML returns WPML's settings when active_plugins lists the plugin and
// its option exists; nil otherwise. A corrupt option is recorded in
// Warnings and read as WPML's defaults (directories, the default language
// unknown: every language prefixed but none), so that the site is still
// served. Whether {prefix}icl_translations exists is the store's to check
// (it drops the settings when it does not).
func (s *Site) readWPML(raw map[string]string) *WPML {
	if _, ok := raw[WPMLOption]; !ok || !wpmlListed(raw) {
		return nil
	}
	opt := s.decode(raw, WPMLOption)
	w := &WPML{Negotiation: WPMLDirectory, Domains: map[string]string{}, PostTypes: map[string]int{}, Taxonomies: map[string]int{}}
	if opt == nil {
		return w
	}
	if n := int(atoi(opt.str("language_negotiation_type"))); n >= WPMLDirectory && n <= WPMLParameter {
		w.Negotiation = n
	}
	w.DirectoryForDefault = opt.array("urls").truthy("directory_for_default_language")
	w.DefaultLang = opt.str("default_language")
	for k, v := range opt.array("language_domains") {
		if d := strings.TrimRight(strings.TrimSpace(phpString(v)), "/"); d != "" {
			w.Domains[phpString(k)] = d
		}
	}
	for _, v := range opt.array("hidden_languages") {
		w.Hidden = append(w.Hidden, phpString(v))
	}
	slices.Sort(w.Hidden)
	for _, v := range opt.array("active_languages") {
		w.Active = append(w.Active, phpString(v))
	}
	slices.Sort(w.Active)
	for k, v := range opt.array("custom_posts_sync_option") {
		w.PostTypes[phpString(k)] = int(atoi(phpString(v)))
	}
	for k, v := range opt.array("taxonomies_sync_option") {
		w.Taxonomies[phpString(k)] = int(atoi(phpString(v)))
	}
	return w
}

// TranslatedPostType reports whether WPML gives the posts of a type a
// language: post and page always (WPML does not let them be left
// untranslated), any other type when custom_posts_sync_option says 1 or 2.
func (w *WPML) TranslatedPostType(name string) bool {
	if w == nil {
		return false
	}
	return name == "post" || name == "page" || w.PostTypes[name] == 1 || w.PostTypes[name] == 2
}

// TranslatedTaxonomy reports whether WPML gives the terms of a taxonomy a
// language: category and post_tag always, others when
// taxonomies_sync_option says 1 or 2.
func (w *WPML) TranslatedTaxonomy(name string) bool {
	if w == nil {
		return false
	}
	return name == "category" || name == "post_tag" || w.Taxonomies[name] == 1 || w.Taxonomies[name] == 2
}

// IsHidden reports whether lang is one of WPML's hidden languages.
func (w *WPML) IsHidden(lang string) bool {
	return w != nil && lang != "" && slices.Contains(w.Hidden, lang)
}

// inLanguage is WPML's URL converter (WPML_URL_Converter::convert_url)
// for a link of language lang; an object without a language takes the
// current one: the language domain's whose sitemaps are served
// (WPML.Current), else the default language. Directory mode inserts
// "lang/" after the home URL (the default language only with
// directory_for_default_language), domain mode puts the
// link on the language's domain, parameter mode adds lang=<code> to the
// query. The default language's links are left as they are but in
// directory mode with directory_for_default_language. Links that do not
// start with the home URL are left as they are.
func (w *WPML) inLanguage(s *Site, link, lang string) string {
	if lang == "" {
		lang = w.Current
	}
	if lang == "" {
		lang = w.DefaultLang
	}
	if lang == "" || !strings.HasPrefix(link, s.Home) {
		return link
	}
	rest := link[len(s.Home):]
	if rest != "" && rest[0] != '/' && rest[0] != '?' {
		return link // another host that merely starts the same
	}
	isDefault := lang == w.DefaultLang
	switch w.Negotiation {
	case WPMLDirectory:
		if isDefault && !w.DirectoryForDefault {
			return link
		}
		pre := "/" + lang
		if rest == pre || strings.HasPrefix(rest, pre+"/") {
			return link
		}
		if rest == "" || rest[0] == '?' {
			return s.Home + pre + "/" + rest
		}
		return s.Home + pre + rest
	case WPMLDomain:
		d, ok := w.Domains[lang]
		if isDefault || !ok {
			return link
		}
		return s.HomeURL.Scheme + "://" + d + strings.TrimRight(s.HomeURL.Path, "/") + rest
	case WPMLParameter:
		if isDefault {
			return link
		}
		return addQueryArg(link, "lang", lang)
	}
	return link
}

// The Multilingual methods of WPML.

// DefaultLanguage implements Multilingual: default_language.
func (w *WPML) DefaultLanguage() string { return w.DefaultLang }

// CurrentLanguage implements Multilingual.
func (w *WPML) CurrentLanguage() string { return w.Current }

// HiddenLanguage implements Multilingual: hidden_languages.
func (w *WPML) HiddenLanguage(lang string) bool { return w.IsHidden(lang) }

// HostLanguage implements Multilingual: WPML's language tests apply only
// on a language domain's sitemaps (domain mode), where an object without
// a language is the default language's (WPML prints its links in that
// language's form).
func (w *WPML) HostLanguage(translated bool, lang string) (bool, string, string) {
	if w.Current == "" || !translated {
		return false, lang, ""
	}
	if lang == "" {
		lang = w.DefaultLang
	}
	return true, lang, w.Current
}

// LanguagesMoved implements Multilingual: WPML's languages are its table
// icl_languages; a written trid names its members before and after in
// ch.Posts.
func (w *WPML) LanguagesMoved(ch Changes) bool { return ch.Languages }

// perHost: domain mode with at least one language domain (WPML filters
// Yoast's queries by the language of the requested domain, whatever the
// permalinks).
func (w *WPML) perHost(*Site) bool { return w.Negotiation == WPMLDomain && len(w.Domains) > 0 }

func (w *WPML) setCurrent(s *Site, lang string) {
	c := *w
	c.Current = lang
	s.WPML = &c
}

// languageHome is the home in lang's form (its directory, domain or
// ?lang=).
func (w *WPML) languageHome(s *Site, lang string) string { return w.inLanguage(s, s.Home+"/", lang) }

// authorLink: on a language domain's sitemaps (domain mode) WPML's
// home_url filter puts authors on the domain: Yoast with WPML lists every
// author on every language's domain. In directory mode with
// directory_for_default_language the filter gives them the current
// language's directory, the default one's at the root.
func (w *WPML) authorLink(s *Site, link string) string {
	switch {
	case w.Current != "":
		return w.inLanguage(s, link, w.Current)
	case w.Negotiation == WPMLDirectory && w.DirectoryForDefault:
		return w.inLanguage(s, link, w.DefaultLang)
	}
	return link
}

// frontsAtHome: WPML links each translation of the front page at its
// language's home.
func (w *WPML) frontsAtHome() bool { return true }

// keepsPostsPage: WPML leaves page_for_posts without a page in a language
// that has no translation of it.
func (w *WPML) keepsPostsPage() bool { return false }

// frontLink: WPML links the default language's front page at the home.
func (w *WPML) frontLink(*Linker, *PostRef, LinkData) (string, bool) { return "", false }

func (w *WPML) urls() string {
	return fmt.Sprintf("wpml %d %t %q %v %q", w.Negotiation, w.DirectoryForDefault, w.DefaultLang, w.Domains, w.Current)
}

// translation is wpml_object_id: the member of lang of page id's trid; id
// itself when it has no trid and lang is the default language (WPML
// prints it in that language's form).
func (w *WPML) translation(ctx context.Context, load LinkLoader, id int64, lang string) (int64, error) {
	g, err := load.ICLFrontGroup(ctx, id)
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

// A Language is one language of a multilingual site, as the alternates of
// its sitemaps name it.
type Language struct {
	// Code is the language's code: WPML's language_code, Polylang's slug.
	Code string
	// Locale is what hreflang is made of: WPML's tag (its default_locale
	// when empty), Polylang's locale ("fr_FR").
	Locale string
}

// WPMLLoader is what the link cache reads of WPML's data, one query per
// call.
type WPMLLoader interface {
	// ICLPostLanguages returns, for each post of ids that has a row of
	// icl_translations whose element_type starts with "post_", that row's
	// element_type and language_code.
	ICLPostLanguages(ctx context.Context, ids []int64) (map[int64]ICLElement, error)
	// ICLTermLanguages returns the language_code of each term (by term
	// ID) of taxonomy tax that has a row of element_type "tax_<tax>".
	ICLTermLanguages(ctx context.Context, tax string) (map[int64]string, error)
	// ICLLanguages returns WPML's active languages (icl_languages with
	// active = 1), in code order.
	ICLLanguages(ctx context.Context) ([]Language, error)
	// ICLPostGroups returns, for each post of ids whose row (element_type
	// "post_<its type>") shares its trid with another row of the same
	// element_type, the members of that trid by language.
	ICLPostGroups(ctx context.Context, ids []int64) (map[int64]Group, error)
	// ICLTermGroups is ICLPostGroups for the terms (by term ID) of
	// taxonomy tax, through their term_taxonomy_id.
	ICLTermGroups(ctx context.Context, tax string, ids []int64) (map[int64]Group, error)
	// ICLFrontGroup returns the members of the trid of page id, by
	// language (nil when it has none).
	ICLFrontGroup(ctx context.Context, id int64) (Group, error)
}

// ICLElement is a post's row of icl_translations.
type ICLElement struct {
	Type string // element_type, "post_page"
	Lang string // language_code
}

// wpmlFronts returns the members of the static front page's trid (by post
// ID), read once.
func (c *LinkCache) wpmlFronts(ctx context.Context) (map[int64]string, error) {
	return c.frontGroup(ctx, func(ctx context.Context, front int64) (map[int64]string, error) {
		g, err := c.load.ICLFrontGroup(ctx, front)
		fronts := make(map[int64]string, len(g))
		for lang, id := range g {
			fronts[id] = lang
		}
		return fronts, err
	})
}
