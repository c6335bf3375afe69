package conformance

import (
	"testing"
	"time"
)

// TestPartImage: the image rules of deviations 9 for the parts of a
// multi-part post, which the scenarios' fixture never exercises (its parts
// have no images).
func TestPartImage(t *testing.T) {
	sc := &scenario{home: "https://example.com/blog", homeScheme: "https", homeHost: "example.com"}
	tests := []struct {
		name  string
		attrs map[string]string
		want  string
	}{
		{"absolute src", map[string]string{"src": "https://example.com/a.jpg"}, "https://example.com/a.jpg"},
		{"root-relative src", map[string]string{"src": "/a.jpg"}, "https://example.com/blog/a.jpg"},
		{"scheme-relative src", map[string]string{"src": "//cdn.example.com/a.jpg"}, "https://cdn.example.com/a.jpg"},
		{"relative src is dropped", map[string]string{"src": "a.jpg"}, ""},
		{"wp-image upgraded to full size, query kept", map[string]string{"src": "/a-300x200.jpg?v=2", "class": "wp-image-7 size-medium", "attachment_url": "https://example.com/a.jpg"}, "https://example.com/a.jpg?v=2"},
		{"size-full is not upgraded", map[string]string{"src": "/a.jpg", "class": "wp-image-7 size-full", "attachment_url": "https://example.com/b.jpg"}, "https://example.com/blog/a.jpg"},
		{"data: src falls back to data-src", map[string]string{"src": "data:image/gif;base64,R0l", "data-src": "/lazy.jpg"}, "https://example.com/blog/lazy.jpg"},
		{"a data: placeholder with wp-image-N lists the full size, not the resized data-src", map[string]string{"src": "data:image/gif;base64,R0l", "data-src": "/a-150x150.jpg?v=1", "class": "wp-image-7", "attachment_url": "https://example.com/a.jpg"}, "https://example.com/a.jpg"},
		{"a data: placeholder with size-full keeps data-src", map[string]string{"src": "data:image/gif;base64,R0l", "data-src": "/a-150x150.jpg", "class": "size-full wp-image-7", "attachment_url": "https://example.com/a.jpg"}, "https://example.com/blog/a-150x150.jpg"},
		{"then data-lazy-src", map[string]string{"data-lazy-src": "https://example.com/l.jpg"}, "https://example.com/l.jpg"},
		{"then the widest srcset candidate", map[string]string{"srcset": "/s.jpg 300w, /l.jpg 1024w, /m.jpg 768w"}, "https://example.com/blog/l.jpg"},
		{"a space is changed by esc_url: dropped", map[string]string{"src": "/a b.jpg"}, ""},
		{"nothing", map[string]string{"alt": "x"}, ""},
	}
	for _, tt := range tests {
		if got := sc.partImage(tt.attrs); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestParseW3C(t *testing.T) {
	utc := time.Date(2022, 3, 4, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		in   string
		want time.Time
		ok   bool
	}{
		{"2022-03-04T10:00:00+00:00", utc, true},
		{"2022-03-04T11:00:00+01:00", utc, true},
		{"2022-03-04T10:00Z", utc, true},
		{"2022-03-04", time.Date(2022, 3, 4, 0, 0, 0, 0, time.UTC), true},
		{"2022-03-04T10:00:00", time.Time{}, false},
		{"", time.Time{}, false},
	}
	for _, tt := range tests {
		got, ok := parseW3C(tt.in)
		if ok != tt.ok || (ok && !got.Equal(tt.want)) {
			t.Errorf("parseW3C(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
