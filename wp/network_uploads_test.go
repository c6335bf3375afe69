package wp

import "testing"

// TestSiteUploadsURL: _wp_upload_dir on a network made since WordPress 3.5
// (yoast-behavior.md §14 item 10): blog 1 keeps the single-site base, every
// other blog adds sites/{id}, after upload_url_path too.
func TestSiteUploadsURL(t *testing.T) {
	for _, c := range []struct {
		base string
		id   int64
		want string
	}{
		{"http://example.test/wp-content/uploads", 1, "http://example.test/wp-content/uploads"},
		{"http://example.test/fr/wp-content/uploads", 2, "http://example.test/fr/wp-content/uploads/sites/2"},
		{"https://cdn.example.net/media", 1234, "https://cdn.example.net/media/sites/1234"},
	} {
		if got := SiteUploadsURL(c.base, c.id); got != c.want {
			t.Errorf("SiteUploadsURL(%q, %d) = %q, want %q", c.base, c.id, got, c.want)
		}
	}
}
