package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestHosts: each host's requests go to its handler (case, a port and a
// trailing dot aside); other hosts and the process's endpoints to the
// default one.
func TestHosts(t *testing.T) {
	named := func(name string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, name+" "+r.URL.Path) })
	}
	hs := NewHosts(named("en"), map[string]http.Handler{"fr.example.com": named("fr"), "Example.DE": named("de"),
		"127.0.0.1:8081": named("port")})
	for _, c := range []struct{ host, path, want string }{
		{"fr.example.com", "/sitemap_index.xml", "fr /sitemap_index.xml"},
		{"FR.example.com:8080", "/post-sitemap.xml", "fr /post-sitemap.xml"},
		{"fr.example.com.", "/robots.txt", "fr /robots.txt"},
		{"example.de", "/sitemap_index.xml", "de /sitemap_index.xml"},
		{"127.0.0.1:8081", "/x", "port /x"},
		{"example.com", "/sitemap_index.xml", "en /sitemap_index.xml"},
		{"unknown.example", "/sitemap_index.xml", "en /sitemap_index.xml"},
		{"fr.example.com", "/healthz", "en /healthz"},
		{"fr.example.com", "/metrics", "en /metrics"},
	} {
		r := httptest.NewRequest("GET", "http://x"+c.path, nil)
		r.Host = c.host
		w := httptest.NewRecorder()
		hs.ServeHTTP(w, r)
		if got := w.Body.String(); got != c.want {
			t.Errorf("%s%s: %q, want %q", c.host, c.path, got, c.want)
		}
	}
}

// TestHostsSet: hosts set while serving answer from the next request on;
// a host no longer named goes to the new default.
func TestHostsSet(t *testing.T) {
	named := func(name string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, name) })
	}
	hs := NewHosts(named("en"), map[string]http.Handler{"fr.example.com": named("fr")})
	get := func(host string) string {
		r := httptest.NewRequest("GET", "http://x/sitemap_index.xml", nil)
		r.Host = host
		w := httptest.NewRecorder()
		hs.ServeHTTP(w, r)
		return w.Body.String()
	}
	if got := get("de.example.com"); got != "en" {
		t.Fatalf("before: de.example.com answered by %q", got)
	}
	hs.Set(named("en2"), map[string]http.Handler{"de.example.com": named("de")})
	for host, want := range map[string]string{"de.example.com": "de", "fr.example.com": "en2", "example.com": "en2"} {
		if got := get(host); got != want {
			t.Errorf("after Set: %s answered by %q, want %q", host, got, want)
		}
	}
}
