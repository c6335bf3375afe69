package news

import "strings"

// Language returns the <news:language> code for a WordPress locale (the
// WPLANG option: "de_DE", "pt_BR", "de_DE_formal", "fil", "zh_TW").
//
// Google wants the ISO 639 code of the language, two or three letters,
// except Chinese, which is "zh-cn" (Simplified) or "zh-tw" (Traditional).
// So:
//   - "" (WordPress's default, en_US) gives "en";
//   - zh_TW, zh_HK and zh_MO, and a locale naming the Hant script, give
//     "zh-tw"; any other Chinese locale (zh_CN, zh_SG, "zh") gives "zh-cn";
//   - otherwise the language subtag, before the first "_" or "-",
//     lower-cased, when it is two or three letters: WordPress's locales
//     use the ISO 639-1 code when the language has one and ISO 639-2 or
//     639-3 otherwise ("fil", "haz"), which Google accepts as they are.
//     Yoast keeps the first two characters, which turns "fil" (Filipino)
//     into "fi" (Finnish);
//   - anything else (not a locale) gives "en", Yoast's fallback.
func Language(locale string) string {
	lang, rest, _ := strings.Cut(strings.ReplaceAll(strings.TrimSpace(locale), "-", "_"), "_")
	lang = strings.ToLower(lang)
	if lang == "zh" {
		for _, part := range strings.Split(strings.ToLower(rest), "_") {
			switch part {
			case "tw", "hk", "mo", "hant":
				return "zh-tw"
			}
		}
		return "zh-cn"
	}
	if len(lang) < 2 || len(lang) > 3 {
		return "en"
	}
	for i := 0; i < len(lang); i++ {
		if lang[i] < 'a' || lang[i] > 'z' {
			return "en"
		}
	}
	return lang
}
