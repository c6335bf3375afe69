package memwp

import (
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// WordPress's tables use utf8mb4_unicode_520_ci: comparisons ignore case,
// accents and trailing spaces (PAD SPACE), and ORDER BY sorts by the
// Unicode collation algorithm. The wpdb queries compare text columns with
// = and IN, so 'Post' = 'post' and 'on ' = 'on' there; these helpers do
// the same. x/text's collator at primary strength stands in for
// MariaDB's UCA 5.2.0 tables.

var (
	collMu sync.Mutex
	coll   = collate.New(language.Und, collate.IgnoreCase, collate.IgnoreDiacritics, collate.IgnoreWidth)
)

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// cmpCI compares a and b as the column collation does.
func cmpCI(a, b string) int {
	a, b = strings.TrimRight(a, " "), strings.TrimRight(b, " ")
	if a == b {
		return 0
	}
	if isASCII(a) && isASCII(b) && asciiAlnum(a) && asciiAlnum(b) {
		return strings.Compare(strings.ToLower(a), strings.ToLower(b))
	}
	collMu.Lock()
	defer collMu.Unlock()
	return coll.CompareString(a, b)
}

// asciiAlnum reports whether s holds only letters and digits, the strings
// whose collation order is their case-folded byte order (punctuation is
// ordered otherwise by the UCA).
func asciiAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if !(c >= 'a' && c <= 'z') && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// eqCI reports whether a = b under the column collation.
func eqCI(a, b string) bool {
	a, b = strings.TrimRight(a, " "), strings.TrimRight(b, " ")
	if a == b {
		return true
	}
	if isASCII(a) && isASCII(b) {
		return strings.EqualFold(a, b)
	}
	return cmpCI(a, b) == 0
}

// inCI reports whether s equals one of list under the column collation.
func inCI(s string, list []string) bool {
	for _, l := range list {
		if eqCI(s, l) {
			return true
		}
	}
	return false
}

// likeCI matches s against a LIKE pattern (% any run, _ one character, \
// escapes), ignoring case.
func likeCI(s, pattern string) bool {
	return like([]rune(strings.ToLower(s)), []rune(strings.ToLower(pattern)))
}

func like(s, p []rune) bool {
	for len(p) > 0 {
		switch p[0] {
		case '%':
			for len(p) > 0 && p[0] == '%' {
				p = p[1:]
			}
			if len(p) == 0 {
				return true
			}
			for i := 0; i <= len(s); i++ {
				if like(s[i:], p) {
					return true
				}
			}
			return false
		case '_':
			if len(s) == 0 {
				return false
			}
			s, p = s[1:], p[1:]
			continue
		case '\\':
			if len(p) > 1 {
				p = p[1:]
			}
		}
		if len(s) == 0 || s[0] != p[0] {
			return false
		}
		s, p = s[1:], p[1:]
	}
	return len(s) == 0
}
