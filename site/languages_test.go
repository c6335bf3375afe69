package site

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
)

// TestLanguageHosts: Polylang's directory mode serves one set; its
// subdomain mode one per language, the default language first.
func TestLanguageHosts(t *testing.T) {
	dir := polylang(t)
	if langs, err := PerHostLanguages(t.Context(), dir); err != nil || langs != nil {
		t.Errorf("directory mode: %v, %v; want none", langs, err)
	}
	sub := polylang(t, dbtest.PolylangSubdomains...)
	langs, err := PerHostLanguages(t.Context(), sub)
	if err != nil {
		t.Fatal(err)
	}
	want := []LanguageHost{{"en", "example.com"}, {"fr", "fr.example.com"}, {"de", "de.example.com"}}
	if d := cmp.Diff(want, langs); d != "" {
		t.Errorf("subdomain mode (-want +got):\n%s", d)
	}
}

// TestLanguages: each language host is served its language's sitemaps, an
// unknown host the default language's; a language that leaves is stopped
// and its host answered by the default language, the others go on.
func TestLanguages(t *testing.T) {
	store := polylang(t, dbtest.PolylangSubdomains...)
	langs, err := PerHostLanguages(t.Context(), store)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	shared := refresh.NewShared(store.NewChangeSource, time.Second)
	ls := &Languages{Config: testConfig(), Types: NewTypes(nil), Store: store, Shared: shared,
		Pool: server.NewPool(server.PoolOptions{}), Logger: discard}
	ls.Start(ctx)
	t.Cleanup(func() { cancel(); ls.Stop(20 * time.Second); shared.Close() })
	ls.Set(langs)
	index := func(host string) string {
		t.Helper()
		code, body := get(ls.Handler(), "http://"+host+"/sitemap_index.xml")
		if code != http.StatusOK {
			t.Fatalf("%s: %d %.200q", host, code, body)
		}
		return body
	}
	for host, want := range map[string]string{
		"fr.example.com": "<loc>http://fr.example.com/post-sitemap.xml</loc>",
		"de.example.com": "<loc>http://de.example.com/post-sitemap.xml</loc>",
		"example.com":    "<loc>http://example.com/post-sitemap.xml</loc>",
		"other.test":     "<loc>http://example.com/post-sitemap.xml</loc>",
	} {
		if body := index(host); !strings.Contains(body, want) {
			t.Errorf("%s's index lacks %s:\n%.300s", host, want, body)
		}
	}
	fr := ls.Services()[1]
	ls.Set(langs[:2])
	if body := index("de.example.com"); !strings.Contains(body, "<loc>http://example.com/post-sitemap.xml</loc>") {
		t.Errorf("de.example.com after de left: not the default language's index:\n%.300s", body)
	}
	if got := ls.Services(); len(got) != 2 || got[1] != fr {
		t.Errorf("after de left: %d services, fr's kept: %v; want 2, fr's the same", len(got), len(got) == 2 && got[1] == fr)
	}
}
