package catalog

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImageLocsNonASCII: one image named raw, percent-encoded in upper case
// and in lower case is listed once, as Yoast's renderer encodes the first
// (upper-case hex, yoast-behavior.md §5.7); another file stays.
func TestImageLocsNonASCII(t *testing.T) {
	const u = "https://example.com/wp-content/uploads/2023/05/"
	got := imageLocs([]string{
		u + "Müller.jpg",
		u + "M%C3%BCller.jpg",
		u + "M%c3%bcller.jpg",
		u + "M%c3%bcller-150x150.jpg",
		u + "Müller.jpg?v=%2f",
		u + "Müller.jpg?v=%2F",
	})
	want := []string{
		u + "M%C3%BCller.jpg",
		u + "M%c3%bcller-150x150.jpg",
		u + "M%C3%BCller.jpg?v=%2F",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("imageLocs (-want +got):\n%s", d)
	}
}
