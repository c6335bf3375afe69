package shortcode

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
		got := ParseAtts(tc.text)
		if diff := cmp.Diff(tc.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("ParseAtts(%q) (-want +got):\n%s", tc.text, diff)
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

func TestFind(t *testing.T) {
	tests := []struct {
		name, in, tag string
		want          []Match
	}{
		{"none", `[caption]x[/caption]`, "video", nil},
		{"bare", `[video]`, "video", []Match{{}}},
		{"attributes", `a [video src="x.mp4" poster='p.jpg'] b`, "video", []Match{{Attrs: ` src="x.mp4" poster='p.jpg'`}}},
		{"self-closing", `[video mp4="x.mp4" /]`, "video", []Match{{Attrs: ` mp4="x.mp4" `}}},
		{"enclosing", "[embed width=\"600\"]https://youtu.be/abc[/embed]", "embed", []Match{{Attrs: ` width="600"`, Content: "https://youtu.be/abc"}}},
		{"enclosing swallows nested", `[embed]a[embed]b[/embed][embed]c[/embed]`, "embed", []Match{{Content: "a[embed]b"}, {Content: "c"}}},
		{"escaped", `[[video src="x.mp4"]]`, "video", []Match{{Attrs: ` src="x.mp4"`, Escaped: true}}},
		{"escaped enclosing", `[[embed]u[/embed]]`, "embed", []Match{{Content: "u", Escaped: true}}},
		{"only a leading bracket is not escaped", `[[video]`, "video", []Match{{}}},
		{"only a trailing bracket is not escaped", `[video]]`, "video", []Match{{}}},
		{"leading bracket inside the previous match", `[video][[video]]`, "video", []Match{{}, {Escaped: true}}},
		{"other names", `[videos][video-x][video_x][Video][video2]`, "video", nil},
		{"no closing bracket", `[video src=x`, "video", nil},
		{"closing tag before the opening one is ignored", `[/embed][embed]u`, "embed", []Match{{}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Find(tc.in, tc.tag)
			if diff := cmp.Diff(tc.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Find(%q, %q) (-want +got):\n%s", tc.in, tc.tag, diff)
			}
		})
	}
}
