package wp

import (
	"context"
	"net/url"
	"slices"
	"strings"
)

// Multilingual is a site's multilingual plugin, Polylang (*Polylang) or
// WPML (*WPML): what its languages do to the site's types, URLs, hosts
// and sitemaps. Site.Languages returns the active one, or on a site with
// neither one that translates nothing. Only this package implements it (the unexported methods are the
// parts the link cache and the linker ask of the plugin), so that every
// question about languages is asked of this one value instead of testing
// which plugin is active.
type Multilingual interface {
	// TranslatedPostType reports whether the plugin gives the posts of a
	// type a language.
	TranslatedPostType(name string) bool
	// TranslatedTaxonomy reports whether the plugin gives the terms of a
	// taxonomy a language.
	TranslatedTaxonomy(name string) bool
	// DefaultLanguage is the default language's code.
	DefaultLanguage() string
	// CurrentLanguage is the language whose sitemaps are served on a
	// language host's view (Site.ForLanguage), "" when one set serves
	// every language.
	CurrentLanguage() string
	// HiddenLanguage reports whether lang's objects are left out of the
	// sitemaps (WPML's hidden languages).
	HiddenLanguage(lang string) bool
	// HostLanguage returns what the sitemaps' language tests take of an
	// object of language lang, of a type the plugin translates or not:
	// whether the tests apply, the object's language and the language
	// host's. Polylang's apply to every translated object; WPML's only
	// on a language domain's sitemaps, where an object without a language
	// is the default language's.
	HostLanguage(translated bool, lang string) (applies bool, objectLang, current string)
	// LanguagesMoved reports whether ch may have moved the languages or
	// the translation groups wholesale: Polylang's are terms (ch.Terms),
	// WPML's languages its table (ch.Languages; its groups' members are
	// in ch.Posts). The languages are then read again, and every entry
	// that may carry alternates is rendered again.
	LanguagesMoved(ch Changes) bool
	// Hreflangs returns the hreflang value of each of langs as the
	// plugin prints them in its HTML head ("" for one it leaves out).
	Hreflangs(langs []Language) []string

	// perHost reports whether Yoast serves one set of sitemaps per
	// language host on s (Site.PerHost).
	perHost(s *Site) bool
	// setCurrent gives s a copy of the plugin's settings whose current
	// language is lang.
	setCurrent(s *Site, lang string)
	// languageHome is s's home in language lang (lang is not "").
	languageHome(s *Site, lang string) string
	// inLanguage puts link, of an object of language lang, in that
	// language as the plugin does.
	inLanguage(s *Site, link, lang string) string
	// authorLink puts an author's link (which has no language) where the
	// plugin puts it.
	authorLink(s *Site, link string) string
	// frontsAtHome reports whether the translations of the static front
	// page are linked at their languages' homes.
	frontsAtHome() bool
	// keepsPostsPage reports whether a language without a translation of
	// the posts page keeps the stored one (LinkCache.StaticPages).
	keepsPostsPage() bool
	// frontLink returns the link the plugin gives the static front page p
	// itself, outside a language host's view, when it is not the bare
	// home; false when it is.
	frontLink(l *Linker, p *PostRef, d LinkData) (string, bool)
	// urls says what the settings make of the URLs (Site.LanguageURLs).
	urls() string
	// prepareLanguages sets the Lang of rows (LinkCache.prepareLanguages).
	prepareLanguages(ctx context.Context, c *LinkCache, rows []Post) error
	// termLanguages returns the language of each term of taxonomy tax
	// that has one (tax is translated).
	termLanguages(ctx context.Context, load LinkLoader, tax string) (map[int64]string, error)
	// postGroups and termGroups read the translation groups of ids
	// (LinkCache.PostGroups, TermGroups); ids are not empty.
	postGroups(ctx context.Context, load LinkLoader, ids []int64) (map[int64]Group, error)
	termGroups(ctx context.Context, load LinkLoader, tax string, ids []int64) (map[int64]Group, error)
	// languages reads the plugin's languages (LinkCache.Languages).
	languages(ctx context.Context, load LinkLoader) ([]Language, error)
	// translation is LinkCache.Translation (id > 0, lang not "").
	translation(ctx context.Context, load LinkLoader, id int64, lang string) (int64, error)
	// hostLanguages returns the languages that have a host of their own
	// when the site serves one set of sitemaps per language host
	// (LinkCache.LanguageHosts).
	hostLanguages(ctx context.Context, load LinkLoader) ([]string, error)
}

var (
	_ Multilingual = (*Polylang)(nil)
	_ Multilingual = (*WPML)(nil)
	_ Multilingual = monolingual{}
)

// Languages returns the site's multilingual plugin; on a site with
// neither Polylang nor WPML, one that translates nothing and leaves every
// URL as it is. Polylang's settings are read first and WPML's only
// without them (readPolylang, readWPML), so a site has at most one.
func (s *Site) Languages() Multilingual {
	switch {
	case s.Polylang != nil:
		return s.Polylang
	case s.WPML != nil:
		return s.WPML
	}
	return monolingual{}
}

// Multilingual reports whether a multilingual plugin (Polylang or WPML) is
// active.
func (s *Site) Multilingual() bool { return s.Polylang != nil || s.WPML != nil }

// DefaultLanguage is the default language's code of the multilingual
// plugin, "" without one.
func (s *Site) DefaultLanguage() string { return s.Languages().DefaultLanguage() }

// PerHost reports whether Yoast serves one set of sitemaps per language
// host, each listing that language only: Polylang's subdomain and domain
// modes with pretty permalinks (with plain ones Polylang falls back to
// ?lang=, one host; yoast-behavior.md §15 "Subdomain mode"), and WPML's
// domain mode with at least one language domain (WPML filters Yoast's
// queries by the language of the requested domain, whatever the
// permalinks).
func (s *Site) PerHost() bool { return s.Languages().perHost(s) }

// LanguageURLs says what the multilingual plugin's settings make of the
// URLs, in a form that differs when they move any URL ("" without
// Polylang or WPML): Polylang's settings, WPML's negotiation, default
// language, its directory and domains, and the host's language.
func (s *Site) LanguageURLs() string { return s.Languages().urls() }

// ForLanguage returns the site as the sitemaps of language lang's host
// see it (CurrentLanguage = lang): its Home is that language's home, as
// home_url() is there (Polylang and WPML switch it for Yoast's sitemaps:
// the index's links, the stylesheet, the test of what is under the home),
// while links are built from LinkSite, whose Home is the stored one (the
// plugins' links start from it and move to their language's host).
// Everything else is shared. Without a multilingual plugin it returns s.
func (s *Site) ForLanguage(lang string) *Site {
	if !s.Multilingual() {
		return s
	}
	links := *s
	s.Languages().setCurrent(&links, lang)
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

// LanguageHome is the multilingual plugin's home URL of language lang
// (Polylang's pll_home_url; WPML's home in lang's form: its directory,
// domain or ?lang=), always ending in "/" before any query. The home
// itself without a plugin or a language.
func (s *Site) LanguageHome(lang string) string {
	if lang == "" {
		return s.Home + "/"
	}
	return s.Languages().languageHome(s, lang)
}

// A LanguageHost is one language of a site that serves one set of
// sitemaps per language host (Site.PerHost): its code and the host of its
// home.
type LanguageHost struct {
	Lang, Host string
}

// HostOwners returns, for each of langs (in LanguageHosts' order, the
// default language first), the language whose sitemaps answer its host:
// itself, or the first language before it at the same host (a language
// without a domain of its own stays on the home's host, which the first
// language there answers).
func HostOwners(langs []LanguageHost) []string {
	first := map[string]string{} // host -> its first language
	out := make([]string, len(langs))
	for i, lh := range langs {
		if _, ok := first[lh.Host]; !ok {
			first[lh.Host] = lh.Lang
		}
		out[i] = first[lh.Host]
	}
	return out
}

// LanguageHosts returns, when the site serves one set of sitemaps per
// language host, its languages with their hosts, the default language
// first; nil otherwise. Polylang's are its language terms, in term order
// (one read); WPML's the default language and those of
// language_domains, in code order, but the hidden ones (WPML serves them
// to administrators only) and those active_languages does not list. A
// language whose home has no host is left out.
func (c *LinkCache) LanguageHosts(ctx context.Context) ([]LanguageHost, error) {
	s := c.site
	if !s.PerHost() {
		return nil, nil
	}
	codes, err := s.Languages().hostLanguages(ctx, c.load)
	if err != nil {
		return nil, err
	}
	var out []LanguageHost
	for _, code := range codes {
		u, err := url.Parse(s.LanguageHome(code))
		if err != nil || u.Host == "" {
			continue
		}
		lh := LanguageHost{Lang: code, Host: u.Host}
		if code == s.DefaultLanguage() {
			out = append([]LanguageHost{lh}, out...)
		} else {
			out = append(out, lh)
		}
	}
	return out, nil
}

func (p *Polylang) hostLanguages(ctx context.Context, load LinkLoader) ([]string, error) {
	return p.LanguageSlugs(ctx, load)
}

// LanguageSlugs returns the slugs of Polylang's languages (the terms of
// the taxonomy "language"), in term ID order, read through load.
func (p *Polylang) LanguageSlugs(ctx context.Context, load interface {
	Terms(ctx context.Context, tax string) ([]Term, error)
}) ([]string, error) {
	terms, err := load.Terms(ctx, "language")
	if err != nil {
		return nil, err
	}
	codes := make([]string, len(terms))
	for i, t := range terms {
		codes[i] = t.Slug
	}
	return codes, nil
}

func (w *WPML) hostLanguages(context.Context, LinkLoader) ([]string, error) {
	codes := []string{w.DefaultLang}
	for code := range w.Domains {
		if code != w.DefaultLang && !w.IsHidden(code) && (len(w.Active) == 0 || slices.Contains(w.Active, code)) {
			codes = append(codes, code)
		}
	}
	slices.Sort(codes[1:])
	return codes, nil
}

// monolingual is the Multilingual of a site without a multilingual
// plugin: no type is translated, there is no language, and every URL is
// left as it is.
type monolingual struct{}

func (monolingual) TranslatedPostType(string) bool      { return false }
func (monolingual) TranslatedTaxonomy(string) bool      { return false }
func (monolingual) DefaultLanguage() string             { return "" }
func (monolingual) CurrentLanguage() string             { return "" }
func (monolingual) HiddenLanguage(string) bool          { return false }
func (monolingual) LanguagesMoved(Changes) bool         { return false }
func (monolingual) Hreflangs(langs []Language) []string { return make([]string, len(langs)) }

func (monolingual) HostLanguage(_ bool, lang string) (bool, string, string) {
	return false, lang, ""
}

func (monolingual) perHost(*Site) bool                                         { return false }
func (monolingual) setCurrent(*Site, string)                                   {}
func (monolingual) languageHome(s *Site, _ string) string                      { return s.Home + "/" }
func (monolingual) inLanguage(_ *Site, link, _ string) string                  { return link }
func (monolingual) authorLink(_ *Site, link string) string                     { return link }
func (monolingual) keepsPostsPage() bool                                       { return false }
func (monolingual) frontsAtHome() bool                                         { return false }
func (monolingual) frontLink(*Linker, *PostRef, LinkData) (string, bool)       { return "", false }
func (monolingual) urls() string                                               { return "" }
func (monolingual) prepareLanguages(context.Context, *LinkCache, []Post) error { return nil }

func (monolingual) termLanguages(context.Context, LinkLoader, string) (map[int64]string, error) {
	return nil, nil
}

func (monolingual) postGroups(context.Context, LinkLoader, []int64) (map[int64]Group, error) {
	return nil, nil
}

func (monolingual) termGroups(context.Context, LinkLoader, string, []int64) (map[int64]Group, error) {
	return nil, nil
}

func (monolingual) languages(context.Context, LinkLoader) ([]Language, error) { return nil, nil }

func (monolingual) translation(context.Context, LinkLoader, int64, string) (int64, error) {
	return 0, nil
}

func (monolingual) hostLanguages(context.Context, LinkLoader) ([]string, error) { return nil, nil }
