package images

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

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
