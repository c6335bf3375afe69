package wp

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMultilingualAnswers holds what each plugin answers through the one
// interface the catalog asks: which change moves its languages, and which
// language facts the sitemaps' language tests take of an object (a post
// without a language, one in French) on the single set and on a language
// host's view.
func TestMultilingualAnswers(t *testing.T) {
	type facts struct {
		Applies       bool
		Lang, Current string
	}
	type answers struct {
		Multilingual             bool
		TermsMove, LanguagesMove bool
		NoLang, French           facts
		Hidden                   bool
	}
	polylang := &Polylang{DefaultLang: "en"}
	wpml := &WPML{DefaultLang: "en", Hidden: []string{"fr"}}
	for _, tc := range []struct {
		name string
		site *Site
		want answers
	}{
		{"none", &Site{}, answers{NoLang: facts{}, French: facts{Lang: "fr"}}},
		{"polylang", &Site{Polylang: polylang}, answers{Multilingual: true, TermsMove: true,
			NoLang: facts{Applies: true}, French: facts{Applies: true, Lang: "fr"}}},
		{"polylang host de", &Site{Polylang: &Polylang{DefaultLang: "en", Current: "de"}}, answers{Multilingual: true, TermsMove: true,
			NoLang: facts{Applies: true, Current: "de"}, French: facts{Applies: true, Lang: "fr", Current: "de"}}},
		{"wpml", &Site{WPML: wpml}, answers{Multilingual: true, LanguagesMove: true,
			NoLang: facts{}, French: facts{Lang: "fr"}, Hidden: true}},
		{"wpml domain de", &Site{WPML: &WPML{DefaultLang: "en", Hidden: []string{"fr"}, Current: "de"}}, answers{Multilingual: true, LanguagesMove: true,
			NoLang: facts{Applies: true, Lang: "en", Current: "de"}, French: facts{Applies: true, Lang: "fr", Current: "de"}, Hidden: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ml := tc.site.Languages()
			var got answers
			got.Multilingual = tc.site.Multilingual()
			got.TermsMove = ml.LanguagesMoved(Changes{Terms: true})
			got.LanguagesMove = ml.LanguagesMoved(Changes{Languages: true})
			got.NoLang.Applies, got.NoLang.Lang, got.NoLang.Current = ml.HostLanguage(true, "")
			got.French.Applies, got.French.Lang, got.French.Current = ml.HostLanguage(true, "fr")
			got.Hidden = ml.HiddenLanguage("fr")
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("answers (-want +got):\n%s", d)
			}
			// An object of a type the plugin does not translate is never
			// tested.
			if applies, _, _ := ml.HostLanguage(false, "fr"); applies {
				t.Errorf("HostLanguage(false, fr) applies")
			}
		})
	}
}

// TestLanguageHosts: the language hosts of Polylang's subdomain mode are
// its language terms' (the default language, hidden, on the home's host,
// first); WPML's domain mode's are the default language's and those of
// language_domains, but a hidden one (es, though active) and one
// active_languages does not list (it). A site that serves one set for every language has none.
func TestLanguageHosts(t *testing.T) {
	const wpmlDomains = `a:5:{s:25:"language_negotiation_type";i:2;s:16:"default_language";s:2:"en";` +
		`s:16:"language_domains";a:4:{s:2:"fr";s:10:"example.fr";s:2:"de";s:14:"de.example.com";s:2:"es";s:14:"es.example.com";s:2:"it";s:10:"example.it";}` +
		`s:16:"hidden_languages";a:1:{i:0;s:2:"es";}s:16:"active_languages";a:4:{i:0;s:2:"de";i:1;s:2:"en";i:2;s:2:"es";i:3;s:2:"fr";}}`
	polylang := func(mode int) *Site {
		return newTestSite(t, map[string]string{"polylang": plOptionMode(mode, 1), "active_plugins": plActive, "permalink_structure": "/%postname%/"})
	}
	languages := map[string][]Term{"language": {
		{TermRef: TermRef{ID: 1, Taxonomy: "language", Slug: "de"}},
		{TermRef: TermRef{ID: 2, Taxonomy: "language", Slug: "en"}},
		{TermRef: TermRef{ID: 3, Taxonomy: "language", Slug: "fr"}},
	}}
	for _, tc := range []struct {
		name string
		site *Site
		want []LanguageHost
	}{
		{"polylang subdomains", polylang(PolylangSubdomain),
			[]LanguageHost{{"en", "example.com"}, {"de", "de.example.com"}, {"fr", "fr.example.com"}}},
		{"polylang directories", polylang(PolylangDirectory), nil},
		{"wpml domains", wpmlSite(t, "https://example.com", "/%postname%/", wpmlDomains),
			[]LanguageHost{{"en", "example.com"}, {"de", "de.example.com"}, {"fr", "example.fr"}}},
		{"none", newTestSite(t, nil), nil},
	} {
		got, err := NewLinkCache(tc.site, &fakeLoader{terms: languages}).LanguageHosts(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: hosts (-want +got):\n%s", tc.name, d)
		}
	}
}

// TestHostOwners: a language at a host an earlier language has is
// answered by that earlier one; the others answer their own.
func TestHostOwners(t *testing.T) {
	got := HostOwners([]LanguageHost{
		{Lang: "en", Host: "example.com"},
		{Lang: "fr", Host: "example.fr"},
		{Lang: "de", Host: "example.com"},
		{Lang: "es", Host: "example.fr"},
		{Lang: "it", Host: "example.it"},
	})
	want := []string{"en", "fr", "en", "fr", "it"}
	if !cmp.Equal(got, want) {
		t.Errorf("HostOwners = %v, want %v", got, want)
	}
}
