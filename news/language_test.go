package news_test

import (
	"regexp"
	"testing"

	"github.com/wpsitemap/wpsitemap/news"
)

// TestLanguage: one locale per rule of Language.
func TestLanguage(t *testing.T) {
	for _, c := range []struct{ locale, want string }{
		{"", "en"},              // WordPress's default, en_US
		{"en_US", "en"},         // language_REGION
		{"de_DE", "de"},         // another region
		{"pt_BR", "pt"},         // the region is dropped, not mapped
		{"de_DE_formal", "de"},  // a variant after the region
		{"ja", "ja"},            // no region at all
		{"fil", "fil"},          // a three-letter code stays whole (Yoast: "fi", Finnish)
		{"zh_CN", "zh-cn"},      // Simplified Chinese
		{"zh_SG", "zh-cn"},      // Simplified too
		{"zh_TW", "zh-tw"},      // Traditional Chinese
		{"zh_HK", "zh-tw"},      // Traditional too
		{"zh_Hant_MO", "zh-tw"}, // the Hant script names Traditional
		{"EN-gb", "en"},         // BCP 47 spelling, upper case
		{" fr_FR ", "fr"},       // stray spaces
		{"C", "en"},             // not a language code: Yoast's fallback
		{"english", "en"},       // too long to be an ISO 639 code
		{"d3_DE", "en"},         // not letters
		{"_DE", "en"},           // no language subtag
	} {
		if got := news.Language(c.locale); got != c.want {
			t.Errorf("Language(%q) = %q, want %q", c.locale, got, c.want)
		}
	}
}

// FuzzLanguage: whatever WPLANG holds, the code is one the news schema
// accepts (zh-cn|zh-tw|[a-z]{2,3}).
func FuzzLanguage(f *testing.F) {
	for _, s := range []string{"", "en_US", "de_DE_formal", "zh_Hant_TW", "fil", "C", "\xff\xfe", "ZH"} {
		f.Add(s)
	}
	valid := regexp.MustCompile(`^(zh-cn|zh-tw|[a-z]{2,3})$`)
	f.Fuzz(func(t *testing.T, locale string) {
		if got := news.Language(locale); !valid.MatchString(got) {
			t.Errorf("Language(%q) = %q, which the schema refuses", locale, got)
		}
	})
}
