package wp

import (
	"context"
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
	return p
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
	if p == nil || p.ForceLang != PolylangDirectory || lang == "" || (p.HideDefault && lang == p.DefaultLang) {
		return ""
	}
	if !p.Rewrite {
		return "language/" + lang + "/"
	}
	return lang + "/"
}

// withLanguage is PLL_Links_Directory::add_language_to_link: the
// language's prefix inserted once, after the home URL and the PATHINFO
// root ("index.php/"), unless the link already has it there. Links that
// do not start with the home URL are left as they are.
func (s *Site) withLanguage(link, lang string) string {
	pre := s.Polylang.Prefix(lang)
	if pre == "" || !s.Pretty() {
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
