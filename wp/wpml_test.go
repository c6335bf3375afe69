package wp

import (
	"context"
	"testing"
)

// The fakeLoader's WPML and Polylang group reads: none of the tests of the
// link cache's other reads asks for them; each ask is recorded.

func (f *fakeLoader) ICLPostLanguages(_ context.Context, ids []int64) (map[int64]ICLElement, error) {
	f.askedLang = append(f.askedLang, "icl posts")
	return nil, nil
}

func (f *fakeLoader) ICLTermLanguages(_ context.Context, tax string) (map[int64]string, error) {
	f.askedLang = append(f.askedLang, "icl "+tax)
	return nil, nil
}

func (f *fakeLoader) ICLLanguages(context.Context) ([]Language, error) {
	f.askedLang = append(f.askedLang, "icl languages")
	return nil, nil
}

func (f *fakeLoader) ICLPostGroups(context.Context, []int64) (map[int64]Group, error) {
	f.askedLang = append(f.askedLang, "icl post groups")
	return nil, nil
}

func (f *fakeLoader) ICLTermGroups(context.Context, string, []int64) (map[int64]Group, error) {
	f.askedLang = append(f.askedLang, "icl term groups")
	return nil, nil
}

func (f *fakeLoader) ICLFrontGroup(context.Context, int64) (Group, error) {
	f.askedLang = append(f.askedLang, "icl front")
	return nil, nil
}

func (f *fakeLoader) PLLPostGroups(context.Context, []int64) (map[int64]string, error) {
	f.askedLang = append(f.askedLang, "pll post groups")
	return nil, nil
}

func (f *fakeLoader) PLLTermGroups(context.Context, []int64) (map[int64]string, error) {
	f.askedLang = append(f.askedLang, "pll term groups")
	return nil, nil
}

func (f *fakeLoader) PLLLanguages(context.Context) ([]Language, error) {
	f.askedLang = append(f.askedLang, "pll languages")
	return nil, nil
}

// wpmlSite returns a site at home with WPML's settings in the option value
// settings (a serialized icl_sitepress_settings).
func wpmlSite(t *testing.T, home, permalinks, settings string) *Site {
	t.Helper()
	s, err := NewSite(map[string]string{
		"home": home, "siteurl": home, "permalink_structure": permalinks,
		"active_plugins": `a:1:{i:0;s:40:"sitepress-multilingual-cms/sitepress.php";}`,
		WPMLOption:       settings,
	}, "wp_")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestWPMLLinks checks WPML's URL forms against URLs written by hand: a
// post and a term in French and English (the default) and without a
// language, in each negotiation type, with pretty and plain permalinks.
func TestWPMLLinks(t *testing.T) {
	const (
		dir     = `a:3:{s:25:"language_negotiation_type";i:1;s:16:"default_language";s:2:"en";s:4:"urls";a:1:{s:30:"directory_for_default_language";i:0;}}`
		dirDef  = `a:3:{s:25:"language_negotiation_type";i:1;s:16:"default_language";s:2:"en";s:4:"urls";a:1:{s:30:"directory_for_default_language";i:1;}}`
		domain  = `a:3:{s:25:"language_negotiation_type";i:2;s:16:"default_language";s:2:"en";s:16:"language_domains";a:1:{s:2:"fr";s:14:"fr.example.com";}}`
		param   = `a:2:{s:25:"language_negotiation_type";s:1:"3";s:16:"default_language";s:2:"en";}`
		corrupt = `a:2:{s:25:"language_negotiation_type";`
	)
	post := func(lang string) *PostRef {
		return &PostRef{ID: 5, Type: "post", Status: "publish", Name: "salut", Date: "2023-01-05 10:00:00", Lang: lang}
	}
	term := func(lang string) *TermRef { return &TermRef{ID: 9, Taxonomy: "category", Slug: "actu", Lang: lang} }
	cases := []struct {
		name, home, permalinks, settings string
		want                             [6]string // post fr, en, none; term fr, en, none
	}{
		{"directory", "https://example.com", "/%postname%/", dir, [6]string{
			"https://example.com/fr/salut/", "https://example.com/salut/", "https://example.com/salut/",
			"https://example.com/fr/category/actu/", "https://example.com/category/actu/", "https://example.com/category/actu/"}},
		{"directory for the default", "https://example.com/blog", "/%postname%/", dirDef, [6]string{
			"https://example.com/blog/fr/salut/", "https://example.com/blog/en/salut/", "https://example.com/blog/en/salut/",
			"https://example.com/blog/fr/category/actu/", "https://example.com/blog/en/category/actu/", "https://example.com/blog/en/category/actu/"}},
		{"domain", "https://example.com", "/%postname%/", domain, [6]string{
			"https://fr.example.com/salut/", "https://example.com/salut/", "https://example.com/salut/",
			"https://fr.example.com/category/actu/", "https://example.com/category/actu/", "https://example.com/category/actu/"}},
		{"parameter, pretty", "https://example.com", "/%postname%/", param, [6]string{
			"https://example.com/salut/?lang=fr", "https://example.com/salut/", "https://example.com/salut/",
			"https://example.com/category/actu/?lang=fr", "https://example.com/category/actu/", "https://example.com/category/actu/"}},
		{"parameter, plain", "https://example.com", "", param, [6]string{
			"https://example.com/?p=5&lang=fr", "https://example.com/?p=5", "https://example.com/?p=5",
			"https://example.com/?cat=9&lang=fr", "https://example.com/?cat=9", "https://example.com/?cat=9"}},
		// A corrupt option is WPML's defaults: directories, no default
		// language known, so every language is prefixed.
		{"corrupt option", "https://example.com", "/%postname%/", corrupt, [6]string{
			"https://example.com/fr/salut/", "https://example.com/en/salut/", "https://example.com/salut/",
			"https://example.com/fr/category/actu/", "https://example.com/en/category/actu/", "https://example.com/category/actu/"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := wpmlSite(t, tc.home, tc.permalinks, tc.settings)
			if s.WPML == nil {
				t.Fatal("WPML not detected")
			}
			l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
			d := NewLinkCache(s, &fakeLoader{}).Data()
			got := [6]string{l.Post(post("fr"), d), l.Post(post("en"), d), l.Post(post(""), d),
				l.Term(term("fr"), d), l.Term(term("en"), d), l.Term(term(""), d)}
			if got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestWPMLDetected: WPML's settings count only while active_plugins lists
// the plugin, and Polylang wins when both are listed.
func TestWPMLDetected(t *testing.T) {
	raw := map[string]string{"home": "https://example.com", "siteurl": "https://example.com",
		WPMLOption: `a:1:{s:16:"default_language";s:2:"de";}`}
	s, err := NewSite(raw, "wp_")
	if err != nil {
		t.Fatal(err)
	}
	if s.WPML != nil {
		t.Error("WPML detected while active_plugins does not list it")
	}
	raw["active_plugins"] = `a:1:{i:0;s:40:"sitepress-multilingual-cms/sitepress.php";}`
	if s, _ = NewSite(raw, "wp_"); s.WPML == nil || s.WPML.DefaultLang != "de" || s.WPML.Negotiation != WPMLDirectory {
		t.Errorf("WPML = %+v, want default language de, directories", s.WPML)
	}
}

// TestWPMLDomainView: WPML's domain mode serves one set of sitemaps per
// language domain (PerHost; not without a domain, nor in the other
// modes), and a domain's view (ForLanguage) has that domain's home, puts
// the home, the authors and the objects without a language on it, and
// leaves the other languages' objects on their own hosts.
func TestWPMLDomainView(t *testing.T) {
	const (
		domain    = `a:3:{s:25:"language_negotiation_type";i:2;s:16:"default_language";s:2:"en";s:16:"language_domains";a:1:{s:2:"fr";s:14:"fr.example.com";}}`
		noDomains = `a:2:{s:25:"language_negotiation_type";i:2;s:16:"default_language";s:2:"en";}`
		dir       = `a:2:{s:25:"language_negotiation_type";i:1;s:16:"default_language";s:2:"en";}`
	)
	for settings, want := range map[string]bool{domain: true, noDomains: false, dir: false} {
		if got := wpmlSite(t, "https://example.com", "/%postname%/", settings).PerHost(); got != want {
			t.Errorf("PerHost = %v, want %v, with %s", got, want, settings)
		}
	}
	s := wpmlSite(t, "https://example.com", "/%postname%/", domain)
	post := func(lang string) *PostRef {
		return &PostRef{ID: 5, Type: "post", Status: "publish", Name: "salut", Date: "2023-01-05 10:00:00", Lang: lang}
	}
	for lang, want := range map[string][5]string{
		"fr": {"https://fr.example.com", "https://fr.example.com/", "https://fr.example.com/author/alice/",
			"https://fr.example.com/salut/", "https://example.com/salut/"},
		"en": {"https://example.com", "https://example.com/", "https://example.com/author/alice/",
			"https://example.com/salut/", "https://example.com/salut/"},
	} {
		v := s.ForLanguage(lang)
		if v.Languages().CurrentLanguage() != lang || s.Languages().CurrentLanguage() != "" {
			t.Errorf("%s: current language %q (the site's %q)", lang, v.Languages().CurrentLanguage(), s.Languages().CurrentLanguage())
		}
		l := NewLinker(v.LinkSite(), NewRegistry(v, &TypeFacts{}, nil))
		d := NewLinkCache(v, &fakeLoader{}).Data()
		got := [5]string{v.Home, l.Home(), l.Author(2, "alice"), l.Post(post(""), d), l.Post(post("en"), d)}
		if got != want {
			t.Errorf("%s: got  %q\nwant %q", lang, got, want)
		}
	}
}
