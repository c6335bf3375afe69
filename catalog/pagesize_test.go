package catalog

import (
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
)

// TestPageBoundWorstDocument: for limits from a fake 80 kB to the
// protocol's 50 MB and from 2 to 100 languages, a page of pageBound
// entries of the longest kind (a 2,048-character loc and lastmod, and an
// alternate of a 2,048-character href per language and x-default, with
// the longest hreflang the languages make), after the language homes
// Polylang appends to page 1 and with a stylesheet, as package sitemap
// writes it, stays under the limit (unless a page of one entry cannot:
// a hundred languages in 80 kB); more languages never give larger
// pages, and do give smaller ones; a bound at or over PerPage, or with
// fewer than two languages, is 0.
// TestPageBoundDocumented: the figures docs/multilingual.md ("Size") gives for the default 1,000
// entries a page (two-letter languages, locales like xx_XX): no page made
// smaller with 20 languages, 971 entries with 21, 827 with 25.
func TestPageBoundDocumented(t *testing.T) {
	for n, want := range map[int]int{20: 0, 21: 971, 25: 827} {
		langs := make([]wp.Language, n)
		for i := range langs {
			c := string(rune('a'+i%26)) + "x"
			langs[i] = wp.Language{Code: c, Locale: c + "_XX"}
		}
		if got := pageBound(1000, langs, MaxDocBytes); got != want {
			t.Errorf("%d languages: %d entries a page, docs/multilingual.md says %d", n, got, want)
		}
	}
}

func TestPageBoundWorstDocument(t *testing.T) {
	long := "https://" + strings.Repeat("a", seo.MaxURLLength-len("https://"))
	mod := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, limit := range []int64{80_000, 1 << 20, MaxDocBytes} {
		prev := 0
		for _, n := range []int{2, 3, 5, 10, 21, 40, 100} {
			langs := make([]wp.Language, n)
			for i := range langs {
				langs[i] = wp.Language{Code: "l" + string(rune('a'+i%26)), Locale: "zz_Hant_TW"}
			}
			size := pageBound(sitemapsMaxEntries, langs, limit)
			if size <= 0 {
				t.Fatalf("limit %d, %d languages: bound %d, want 1 or more under %d", limit, n, size, sitemapsMaxEntries)
			}
			if prev > 0 && size > prev {
				t.Errorf("limit %d: %d languages give %d entries a page, fewer languages %d", limit, n, size, prev)
			}
			if limit == MaxDocBytes && prev > 0 && size == prev {
				t.Errorf("limit %d: %d languages give as many entries a page (%d) as fewer", limit, n, size)
			}
			prev = size
			var w countingWriter
			u, err := sitemap.NewURLSetAlternates(&w, "https://example.com/main-sitemap.xsl")
			if err != nil {
				t.Fatal(err)
			}
			code := strings.Repeat("z", len("zz_Hant_TW"))
			e := sitemap.URL{Loc: long, LastMod: mod}
			for range n + 1 {
				e.Alternates = append(e.Alternates, sitemap.Alternate{Hreflang: code, Href: long})
			}
			for range size {
				if err := u.Write(e); err != nil {
					t.Fatal(err)
				}
			}
			for range n {
				if err := u.Write(sitemap.URL{Loc: long, LastMod: mod}); err != nil {
					t.Fatal(err)
				}
			}
			if err := u.Close(); err != nil {
				t.Fatal(err)
			}
			if w.n > limit && size > 1 { // one entry a page is the least

				t.Errorf("limit %d, %d languages: a page of %d of the longest entries is %d bytes", limit, n, size, w.n)
			}
		}
	}
	if got := pageBound(1000, []wp.Language{{Code: "en"}, {Code: "fr"}}, MaxDocBytes); got != 0 {
		t.Errorf("1000 entries a page in two languages: bound %d, want 0 (PerPage fits)", got)
	}
	if got := pageBound(1000, nil, 1000); got != 0 {
		t.Errorf("no languages known: bound %d, want 0", got)
	}
	if got := pageBound(50000, []wp.Language{{Code: "en"}}, 1000); got != 0 {
		t.Errorf("one language (no alternates): bound %d, want 0", got)
	}
}

// sitemapsMaxEntries is the protocol's most entries a document
// (config.MaxEntriesPerPage).
const sitemapsMaxEntries = 50000
