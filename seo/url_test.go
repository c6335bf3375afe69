package seo

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The expectations are worked out by hand from Yoast's encode_url_rfc3986
// and PHP's filter_var, parse_url, rawurlencode, parse_str and
// http_build_query (é is C3 A9, ü C3 BC, Ü C3 9C in UTF-8).
func TestEncodeURL(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"valid ASCII stays", "http://127.0.0.1:8081/2022/03/images-everywhere/", "http://127.0.0.1:8081/2022/03/images-everywhere/"},
		{"lowercase %xx slug stays", "https://example.com/%d0%ba%d0%bd%d0%b8%d0%b3%d0%b0/", "https://example.com/%d0%ba%d0%bd%d0%b8%d0%b3%d0%b0/"},
		{"raw ? in a slug is a valid URL", "https://example.com/what?now/", "https://example.com/what?now/"},
		{"non-ASCII slug", "https://example.com/café/", "https://example.com/caf%C3%A9/"},
		{"non-ASCII file name with a space", "https://cdn.example.net/uploads/2024/01/Ümlaut bild.jpg", "https://cdn.example.net/uploads/2024/01/%C3%9Cmlaut%20bild.jpg"},
		{"lowercase %xx next to raw UTF-8 is re-encoded uppercase", "https://example.com/%d0%ba-é/", "https://example.com/%D0%BA-%C3%A9/"},
		{"space", "https://example.com/a b/", "https://example.com/a%20b/"},
		{"reserved characters of a segment", "https://example.com/a:b,c+d é/", "https://example.com/a%3Ab%2Cc%2Bd%20%C3%A9/"},
		{"tilde, dot, dash and underscore stay", "https://example.com/~a.b-c_d é/", "https://example.com/~a.b-c_d%20%C3%A9/"},
		{"a lone % is encoded", "https://example.com/100% é/", "https://example.com/100%25%20%C3%A9/"},
		{"raw ? in a slug of an invalid URL: the rest is a query", "https://example.com/qué?/", "https://example.com/qu%C3%A9?%2F="},
		{"raw # in a slug of an invalid URL: the rest is a fragment", "https://example.com/é#x/", "https://example.com/%C3%A9#x/"},
		{"plain permalink with a non-ASCII value", "https://example.com/?book=dünn", "https://example.com/?book=d%C3%BCnn"},
		{"query rebuilt: spaces, order, empty values", "https://example.com/?p=1&x=a b&y&=z", "https://example.com/?p=1&x=a%20b&y="},
		{"query: a later value replaces in place", "https://example.com/?a=1&b=2&a=ü", "https://example.com/?a=%C3%BC&b=2"},
		{"query: + is a space, dots in keys become _", "https://example.com/é?a.b=c+d", "https://example.com/%C3%A9?a_b=c%20d"},
		{"the fragment is left alone", "https://example.com/é#top", "https://example.com/%C3%A9#top"},
		{"a path inside the query is encoded as a value", "https://example.com/é?next=/é", "https://example.com/%C3%A9?next=%2F%C3%A9"},
		{"the path is only replaced where it stands", "https://é.example/é", "https://é.example/%C3%A9"},
		{"a host with an underscore fails validation", "https://my_host.example/a,b/", "https://my_host.example/a%2Cb/"},
		{"an IDN host stays raw", "https://bücher.example/x/", "https://bücher.example/x/"},
		{"root path only", "https://bücher.example/", "https://bücher.example/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := EncodeURL(tt.in); got != tt.want {
				t.Errorf("EncodeURL(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestValidURL checks the FILTER_VALIDATE_URL emulation on the cases that
// decide whether a URL is re-encoded.
func TestValidURL(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"http://example.com", true},
		{"https://example.com/a/b/?x=1&y=2#f", true},
		{"http://127.0.0.1:8081/x/", true},
		{"http://[::1]:8080/x/", true},
		{"http://user:pw@example.com/", true},
		{"http://example.com/a<b>{c}", true}, // FILTER_SANITIZE_URL keeps these
		{"http://example.com.", true},
		{"http://example.com/ü", false},
		{"http://example.com/a b", false},
		{"http://exa_mple.com/", false},
		{"http://-example.com/", false},
		{"http://example-.com/", false},
		{"http://example..com/", false},
		{"http://" + strings.Repeat("a", 64) + ".com/", false},
		{"http://example.com:99999/", false},
		{"http://example.com:80x/", false},
		{"http:///x", false},
		{"http://us er@example.com/", false},
		{"http://[::1/", false},
		{"example.com/x", false},
	} {
		if got := validURL(tt.in); got != tt.want {
			t.Errorf("validURL(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestLoc(t *testing.T) {
	home := "https://example.com/"
	// 2048 characters in all is the limit; one more is too long.
	fits := home + strings.Repeat("a", MaxURLLength-len(home))
	if loc, r := Loc(fits); r != Listed || loc != fits {
		t.Errorf("a %d-character URL: %q, %q", len(fits), r, loc)
	}
	if _, r := Loc(fits + "b"); r != TooLong {
		t.Errorf("a %d-character URL: %q, want TooLong", len(fits)+1, r)
	}
	// Length counts after encoding: 700 "é" are 700 characters raw but
	// 4200 once encoded.
	if loc, r := Loc(home + strings.Repeat("é", 700)); r != TooLong || !strings.HasPrefix(loc, home+"%C3%A9") {
		t.Errorf("encoded length not counted: %q %.40q", r, loc)
	}
}

// FuzzEncodeURL checks what must hold for any path: no panic, valid UTF-8
// stays valid, and below an ASCII host without a fragment the result is
// ASCII, a valid URL, and left alone by a second pass.
func FuzzEncodeURL(f *testing.F) {
	for _, s := range []string{"café/", "a b", "%d0%ba-é", "qué?/", "?book=dünn", "a?x=1&x=ü", "100%", "~x.y", "é?next=/é", "%zz%", "\x00\x7f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		u := "https://example.com/" + path
		got := EncodeURL(u)
		if utf8.ValidString(u) && !utf8.ValidString(got) {
			t.Fatalf("EncodeURL(%q) = %q: not UTF-8", u, got)
		}
		if strings.ContainsAny(path, "#") || hasControl(path) {
			return
		}
		for i := 0; i < len(got); i++ {
			if got[i] >= 0x80 || got[i] == ' ' {
				t.Fatalf("EncodeURL(%q) = %q: byte %#x left", u, got, got[i])
			}
		}
		if !validURL(got) {
			t.Fatalf("EncodeURL(%q) = %q: not a valid URL", u, got)
		}
		if again := EncodeURL(got); again != got {
			t.Fatalf("second pass changed %q to %q", got, again)
		}
	})
}

// BenchmarkLoc measures the pass every listed URL goes through: the common
// valid ASCII URL (validation only) and a non-ASCII one (re-encoded).
func BenchmarkLoc(b *testing.B) {
	for _, bc := range []struct{ name, url string }{
		{"ascii", "https://example.com/2022/03/%d0%ba%d0%bd%d0%b8%d0%b3%d0%b0-images-everywhere/"},
		{"non-ascii", "https://cdn.example.net/uploads/2024/05/Straße im Schnee.jpg"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Loc(bc.url)
			}
		})
	}
}
