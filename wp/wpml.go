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

// withWPMLLanguage is WPML's URL converter (WPML_URL_Converter::convert_url)
// for a link of language lang; an object without a language takes the
// current one: the language domain's whose sitemaps are served
// (WPML.Current), else the default language. Directory mode inserts
// "lang/" after the home URL (the default language only with
// directory_for_default_language), domain mode puts the
// link on the language's domain, parameter mode adds lang=<code> to the
// query. The default language's links are left as they are but in
// directory mode with directory_for_default_language. Links that do not
// start with the home URL are left as they are.
func (s *Site) withWPMLLanguage(link, lang string) string {
	w := s.WPML
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

// The multilingual plugin of a site, both read from its options.

// TranslatedPostType reports whether the site's multilingual plugin
// (Polylang or WPML) gives the posts of a type a language.
func (s *Site) TranslatedPostType(name string) bool {
	return s.Polylang.TranslatedPostType(name) || s.WPML.TranslatedPostType(name)
}

// TranslatedTaxonomy reports whether the site's multilingual plugin gives
// the terms of a taxonomy a language.
func (s *Site) TranslatedTaxonomy(name string) bool {
	return s.Polylang.TranslatedTaxonomy(name) || s.WPML.TranslatedTaxonomy(name)
}

// Multilingual reports whether a multilingual plugin (Polylang or WPML) is
// active.
func (s *Site) Multilingual() bool { return s.Polylang != nil || s.WPML != nil }

// DefaultLanguage is the default language's code of the multilingual
// plugin, "" without one.
func (s *Site) DefaultLanguage() string {
	switch {
	case s.Polylang != nil:
		return s.Polylang.DefaultLang
	case s.WPML != nil:
		return s.WPML.DefaultLang
	}
	return ""
}

// LanguageURLs says what the multilingual plugin's settings make of the
// URLs, in a form that differs when they move any URL ("" without
// Polylang or WPML): Polylang's settings, WPML's negotiation, default
// language, its directory and domains, and the host's language.
func (s *Site) LanguageURLs() string {
	var out []string
	if pl := s.Polylang; pl != nil {
		out = append(out, fmt.Sprintf("%+v", *pl))
	}
	if w := s.WPML; w != nil {
		out = append(out, fmt.Sprintf("wpml %d %t %q %v %q", w.Negotiation, w.DirectoryForDefault, w.DefaultLang, w.Domains, w.Current))
	}
	return strings.Join(out, "\x00")
}

// CurrentLanguage is the language of a language host's view of the site
// (ForLanguage: Polylang.Current or WPML.Current), "" when the site serves
// one set of sitemaps for every language.
func (s *Site) CurrentLanguage() string {
	switch {
	case s.Polylang != nil:
		return s.Polylang.Current
	case s.WPML != nil:
		return s.WPML.Current
	}
	return ""
}

// ObjectLanguage is the language a post or term of a translated type is
// served in, for the choice of the language host that lists it: its own
// (lang), or, for WPML, the default language when it has no row of
// icl_translations (WPML prints its links in the default language's
// form). Polylang's objects without a language stay without one.
func (s *Site) ObjectLanguage(lang string) string {
	if lang == "" && s.WPML != nil {
		return s.WPML.DefaultLang
	}
	return lang
}

// inLanguage puts link in language lang as the site's multilingual plugin
// does.
func (s *Site) inLanguage(link, lang string) string {
	if s.WPML != nil {
		return s.withWPMLLanguage(link, lang)
	}
	return s.withLanguage(link, lang)
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
