package wp

import (
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
