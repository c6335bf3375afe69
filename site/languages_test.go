package site

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
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
	want := []LanguageHost{{Lang: "en", Host: "example.com"}, {Lang: "fr", Host: "fr.example.com"}, {Lang: "de", Host: "de.example.com"}}
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

// TestHostSets: urls and diff read each language host's sitemaps as
// serve serves them, or the one named; a language whose host another
// answers is left out, said in a note; a --language the site has no host
// for, or any on a network's site, is the user's to fix.
func TestHostSets(t *testing.T) {
	store := polylang(t, dbtest.PolylangSubdomains...)
	cfg := testConfig()
	one := NewCatalog(store, cfg, nil, discard, "")
	forLanguage := func(lang string) *catalog.Catalog { return NewCatalog(store, cfg, nil, discard, lang) }
	names := func(sets []HostSet) []string {
		var out []string
		for _, s := range sets {
			out = append(out, s.String())
		}
		return out
	}
	var notes strings.Builder
	sets, err := HostSets(t.Context(), store, one, "", forLanguage, &notes)
	if d := cmp.Diff([]string{"example.com (language en)", "fr.example.com (language fr)", "de.example.com (language de)"}, names(sets)); err != nil || d != "" {
		t.Errorf("every host: %v (-want +got):\n%s", err, d)
	}
	if sets, err := HostSets(t.Context(), store, one, "fr", forLanguage, &notes); err != nil || len(sets) != 1 || sets[0].Lang != "fr" {
		t.Errorf("--language fr: %v, %v", names(sets), err)
	}
	for _, c := range []struct {
		lang string
		fl   func(string) *catalog.Catalog
	}{{"xx", forLanguage}, {"fr", nil}} {
		if _, err := HostSets(t.Context(), store, one, c.lang, c.fl, &notes); !errors.Is(err, ErrLanguageFlag) {
			t.Errorf("--language %s (network: %v): %v, want ErrLanguageFlag", c.lang, c.fl == nil, err)
		}
	}
	if notes.Len() != 0 {
		t.Errorf("notes without a shared host: %q", notes.String())
	}
	// Domain mode with de given no domain: de stays on example.com, which
	// en answers.
	domains := strings.Replace(strings.Replace(dbtest.PolylangSubdomains[1], `s:10:"force_lang";i:2;`, `s:10:"force_lang";i:3;`, 1),
		`s:7:"domains";a:0:{}`, `s:7:"domains";a:2:{s:2:"en";s:18:"http://example.com";s:2:"fr";s:17:"http://example.fr";}`, 1)
	store = polylang(t, dbtest.PolylangSubdomains[0], domains)
	sets, err = HostSets(t.Context(), store, one, "", forLanguage, &notes)
	if d := cmp.Diff([]string{"example.com (language en)", "example.fr (language fr)"}, names(sets)); err != nil || d != "" {
		t.Errorf("domain mode, de without a domain: %v (-want +got):\n%s", err, d)
	}
	if want := "note: language de shares the host example.com with en"; !strings.Contains(notes.String(), want) {
		t.Errorf("notes %q lack %q", notes.String(), want)
	}
	if _, err := HostSets(t.Context(), store, one, "de", forLanguage, io.Discard); !errors.Is(err, ErrLanguageFlag) {
		t.Errorf("--language de, which another host answers: %v, want ErrLanguageFlag", err)
	}
}
