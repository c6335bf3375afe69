package wp

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestVideoPostTypes(t *testing.T) {
	tests := []struct {
		name       string
		option     string // the stored wpseo_video; "-" for none
		want       []string
		wantStored bool
		warnings   int
	}{
		{"no option", "-", nil, false, 0},
		{"key absent", `a:1:{s:19:"video_cloak_sitemap";b:0;}`, nil, false, 0},
		{"[pt => pt], as Video SEO stores it", `a:1:{s:22:"videositemap_posttypes";a:2:{s:4:"post";s:4:"post";s:5:"event";s:5:"event";}}`, []string{"event", "post"}, true, 0},
		{"stored empty: no post type", `a:1:{s:22:"videositemap_posttypes";a:0:{}}`, nil, true, 0},
		{"not an array: no post type", `a:1:{s:22:"videositemap_posttypes";s:4:"post";}`, nil, true, 0},
		{"corrupt: the default, and a warning", `a:1:{s:22:"videositemap_posttypes";a:1:{s:4:"post";s:9:"post";}}`, nil, false, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			raw := map[string]string{}
			if tc.option != "-" {
				raw["wpseo_video"] = tc.option
			}
			s := newTestSite(t, raw)
			got, stored := s.VideoPostTypes()
			if d := cmp.Diff(tc.want, got); d != "" || stored != tc.wantStored {
				t.Errorf("VideoPostTypes() = %q, %v; want %q, %v", got, stored, tc.want, tc.wantStored)
			}
			if len(s.Warnings) != tc.warnings {
				t.Errorf("warnings = %q, want %d", s.Warnings, tc.warnings)
			}
		})
	}
}

func TestAttachmentURL(t *testing.T) {
	const base = "https://cdn.example.net/uploads"
	tests := []struct{ dir, file, want string }{
		{"", "2024/05/clip.mp4", base + "/2024/05/clip.mp4"},
		{"", "/var/www/html/wp-content/uploads/2024/05/clip.mp4", base + "/2024/05/clip.mp4"},
		{"/srv/up", "/srv/up/2024/05/clip.mp4", base + "/2024/05/clip.mp4"},
		{"", "", ""},
		{"", "0", ""},
	}
	for _, tc := range tests {
		if got := AttachmentURL(base, tc.dir, tc.file); got != tc.want {
			t.Errorf("AttachmentURL(%q, %q) = %q, want %q", tc.dir, tc.file, got, tc.want)
		}
	}
	s := newTestSite(t, map[string]string{"upload_url_path": base})
	if got := s.AttachmentURL("2024/05/clip.mp4"); got != base+"/2024/05/clip.mp4" {
		t.Errorf("Site.AttachmentURL = %q", got)
	}
}
