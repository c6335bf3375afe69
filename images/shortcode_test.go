package images

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParseShortcodeAtts(t *testing.T) {
	tests := []struct {
		text string
		want map[string]string
	}{
		{``, nil},
		{`   `, nil},
		{` ids="21,22" columns="2"`, map[string]string{"ids": "21,22", "columns": "2"}},
		{` ids='21'`, map[string]string{"ids": "21"}},
		{` ids=21,22 link=file`, map[string]string{"ids": "21,22", "link": "file"}},
		{` IDS = "1" `, map[string]string{"ids": "1"}},
		{` ids="1" ids="2"`, map[string]string{"ids": "2"}},
		{` "positional" 'also' bare ids="3"`, map[string]string{"ids": "3"}},
		{"\u00a0ids=\"4\"\u200bsize=\"large\"", map[string]string{"ids": "4", "size": "large"}},
		{` ids="5"size="x"`, map[string]string{}},                       // no space after the quote: alternatives fail, `ids="5"size="x"` is one bare word
		{` ids="a\tb\x41\101\\"`, map[string]string{"ids": "a\tbAA\\"}}, // stripcslashes
		{` title="<b>ok</b>" caption="<b"`, map[string]string{"title": "<b>ok</b>", "caption": ""}},
		{" ids=\"1\" bad=\"\xff\"", nil}, // invalid UTF-8: preg_replace //u fails, no attributes at all
		{` 0="x" data-x="y"`, map[string]string{"data-x": "y"}},
		{"\tids=\"6\"\v", map[string]string{"ids": "6"}},
	}
	for _, tc := range tests {
		got := parseShortcodeAtts(tc.text)
		if diff := cmp.Diff(tc.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("parseShortcodeAtts(%q) (-want +got):\n%s", tc.text, diff)
		}
	}
}

func TestStripCSlashes(t *testing.T) {
	tests := []struct{ in, want string }{
		{`plain`, `plain`},
		{`a\nb`, "a\nb"},
		{`\a\b\f\r\t\v`, "\a\b\f\r\t\v"},
		{`\x41\x4a\x4A\x4`, "AJJ\x04"},
		{`\xg`, "xg"},
		{`\101\60\0`, "A0\x00"},
		{`\777`, "\xff"},
		{`\q\\\"`, `q\"`},
		{`trailing\`, `trailing\`},
	}
	for _, tc := range tests {
		if got := stripCSlashes(tc.in); got != tc.want {
			t.Errorf("stripCSlashes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestFindGalleries(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []gallery
	}{
		{"none", `[caption]x[/caption]`, nil},
		{"bare", `[gallery]`, []gallery{{}}},
		{"ids to include", `[gallery ids="3,1,3"]`, []gallery{{include: []int64{3, 1}, hasInclude: true}}},
		{"id and exclude", `[gallery id="12" exclude="4, 5"]`, []gallery{{id: 12, hasID: true, exclude: []int64{4, 5}}}},
		{"self-closing, no space", `[gallery/]`, []gallery{{}}},
		{"slash inside attributes", `[gallery link="a/b" ids="1"]`, []gallery{{include: []int64{1}, hasInclude: true}}},
		{"bracket inside attribute ends the tag", `[gallery ids="1]2"]`, []gallery{{}}}, // attribute text ` ids="1`: one bare word
		{"two in a row", `[gallery ids=1][gallery ids=2]`, []gallery{{include: []int64{1}, hasInclude: true}, {include: []int64{2}, hasInclude: true}}},
		{"enclosing swallows", `[gallery ids=1]a[gallery ids=2]b[/gallery][gallery ids=3]`, []gallery{{include: []int64{1}, hasInclude: true}, {include: []int64{3}, hasInclude: true}}},
		{"closing tag before the opening one is ignored", `[/gallery][gallery ids=1]`, []gallery{{include: []int64{1}, hasInclude: true}}},
		{"hyphen or word char after the name", `[gallery-x ids=1][gallery_x ids=1][gallery ids=2]`, []gallery{{include: []int64{2}, hasInclude: true}}},
		{"no closing bracket", `[gallery ids=1 [gallery ids=2`, nil},
		{"nested opening inside attributes", `[gallery [gallery ids=2]`, []gallery{{include: []int64{2}, hasInclude: true}}}, // text ` [gallery ids=2`: "[gallery" bare, then ids=2
		{"id 0 and include 0 are empty", `[gallery id="0" include="0"]`, []gallery{{}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := findGalleries(tc.in)
			if diff := cmp.Diff(tc.want, got, cmp.AllowUnexported(gallery{}), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("findGalleries(%q) (-want +got):\n%s", tc.in, diff)
			}
		})
	}
}

func TestPHPIntval(t *testing.T) {
	tests := []struct {
		in   string
		want int64
	}{
		{"12", 12}, {" 12abc", 12}, {"+7", 7}, {"-3", -3}, {"012", 12}, {"abc", 0}, {"", 0},
		{"0x1A", 0}, {"9223372036854775807000", 0}, {"\n\t5", 5},
	}
	for _, tc := range tests {
		if got := phpIntval(tc.in); got != tc.want {
			t.Errorf("phpIntval(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}
