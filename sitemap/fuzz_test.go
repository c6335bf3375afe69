package sitemap

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzText checks, for arbitrary text, that the fast path in writer.text
// writes exactly what xml.EscapeText writes, and that a document carrying the
// text as loc, image and stylesheet href is well-formed and reads back as the
// input whenever the input is legal XML text.
func FuzzText(f *testing.F) {
	for _, s := range []string{
		"https://example.com/", escLoc, intlLoc, badLoc, ctlLoc, escHref, escImage,
		"a\tb\nc\rd", "]]>", "--", "?>", "\uFFFD", "\xed\xa0\x80", "\U0010FFFF",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var got, want bytes.Buffer
		w := newWriter(&got)
		w.text(s)
		if err := w.bw.Flush(); err != nil {
			t.Fatal(err)
		}
		if err := xml.EscapeText(&want, []byte(s)); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("text(%q) = %q, xml.EscapeText = %q", s, got.String(), want.String())
		}

		if s == "" {
			return
		}
		doc := writeURLSet(t, s, []URL{{Loc: s, Images: []string{s}}})
		var u xURLSet
		if err := xml.Unmarshal(doc, &u); err != nil {
			t.Fatalf("loc %q: output not well-formed: %v\n%s", s, err, doc)
		}
		if len(u.URLs) != 1 || len(u.URLs[0].Images) != 1 {
			t.Fatalf("loc %q: parsed %+v", s, u)
		}
		if legalXMLText(s) && (u.URLs[0].Loc != s || u.URLs[0].Images[0].Loc != s) {
			t.Fatalf("loc %q read back as %q", s, u.URLs[0].Loc)
		}
	})
}

// legalXMLText reports whether s is valid UTF-8 made only of characters that
// XML 1.0 allows, so that it must survive a write and a parse unchanged.
func legalXMLText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool {
		return !(r == 0x09 || r == 0x0A || r == 0x0D ||
			r >= 0x20 && r <= 0xD7FF ||
			r >= 0xE000 && r <= 0xFFFD ||
			r >= 0x10000 && r <= 0x10FFFF)
	})
}
