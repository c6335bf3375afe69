package main

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/seo"
)

// hostSection is one language host's part of `urls` output: its heading
// ("fr.example.com (language fr)"), its rows parsed, and its text.
type hostSection struct {
	heading string
	urlsOutput
	text string
}

// splitHosts cuts `urls` output at its "# host (language l)" headings.
func splitHosts(t *testing.T, out string) []hostSection {
	t.Helper()
	var secs []hostSection
	for _, chunk := range strings.Split("\n"+out, "\n# ")[1:] {
		heading, body, _ := strings.Cut(chunk, "\n")
		secs = append(secs, hostSection{heading: heading, urlsOutput: parseURLs(t, body), text: body})
	}
	if len(secs) == 0 {
		t.Fatalf("no host heading in:\n%s", out)
	}
	return secs
}

// runURLs runs `wpsitemap urls args...` on database name.
func runURLs(t *testing.T, name string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), append([]string{"urls"}, args...), dbEnv(name, "WPSITEMAP_LOG_LEVEL", "warn"), &out, &errb, nil)
	return code, out.String(), errb.String()
}

// polylangSubdomains makes a copy of wpsitemap_polylang in subdomain mode
// (subdomainsOnExampleCom): en at example.com, fr at fr.example.com, de
// at de.example.com.
func polylangSubdomains(t *testing.T) string {
	t.Helper()
	name := dbtest.TempDB(t, "pll_cli")
	dbtest.Variant(t, "wpsitemap_polylang", name, subdomainsOnExampleCom...)
	return name
}

// yoastAuthors is the author sitemap Yoast served for year-month, the
// site wpsitemap_polylang and wpsitemap_wpml are made from, whose new
// posts are all by alice (user 2), an author already.
func yoastAuthors(t *testing.T) []string {
	t.Helper()
	authors := yoastURLs(t, filepath.Join(dbtest.ConformanceDir(), "year-month"))["author"]
	if len(authors) < 2 {
		t.Fatalf("year-month's captured author sitemap lists %v: the test tests little", authors)
	}
	return authors
}

// onHost moves the URLs to host, as a language host lists them.
func onHost(urls []string, host string) []string {
	var out []string
	for _, u := range urls {
		out = append(out, regexp.MustCompile(`^http://[^/]+/`).ReplaceAllString(u, "http://"+host+"/"))
	}
	return out
}

// TestURLsLanguageHosts: on a Polylang site in subdomain mode `urls` lists
// each language host's URLs, the default language's host first, then the
// others in term order (en, fr, de), each under its heading and each on
// its host (yoast-behavior.md §15 "Subdomain mode", docs/multilingual.md "Multilingual
// sites (Polylang)"). The French and German hosts' lists are those of
// testdata/polylang-directory.sql: fr has post 101, pages 103 and 104
// under its home (page 106, the front page's translation, is that home),
// category 25; de post 102, tag 26, its home; both the posts page, which
// has no translation, at the English host; every author on every host
// (Yoast's year-month authors); the untranslated book type's posts only at
// the home's host, the untranslated genre taxonomy's terms unchanged on
// every host. --language keeps one host; --type and --explain work per
// host.
func TestURLsLanguageHosts(t *testing.T) {
	name := polylangSubdomains(t)
	authors := yoastAuthors(t)
	code, out, errs := runURLs(t, name)
	if code != 0 {
		t.Fatalf("urls: exit %d: %s", code, errs)
	}
	secs := splitHosts(t, out)
	var headings []string
	for _, s := range secs {
		headings = append(headings, s.heading)
	}
	if d := cmp.Diff([]string{"example.com (language en)", "fr.example.com (language fr)", "de.example.com (language de)"}, headings); d != "" {
		t.Fatalf("host headings (-want +got):\n%s\n%s", d, out)
	}
	hosts := []string{"example.com", "fr.example.com", "de.example.com"}
	translated := []string{"post", "page", "category", "post_tag", "author"}
	for i, s := range secs {
		for typ, locs := range s.listed {
			for _, loc := range locs {
				// The posts page has no translation: the stored one is
				// listed on every host, at its own (Polylang).
				if slices.Contains(translated, typ) && !strings.HasPrefix(loc, "http://"+hosts[i]+"/") && loc != "http://example.com/blog/" {
					t.Errorf("%s lists %s %s, not on its host", s.heading, typ, loc)
				}
			}
		}
		if d := cmp.Diff(onHost(authors, hosts[i]), s.listed["author"]); d != "" {
			t.Errorf("%s: authors (-want +got):\n%s", s.heading, d)
		}
		// The untranslated taxonomy is unchanged on every host; the
		// untranslated type's posts are outside every home but the
		// site's.
		if len(s.listed["genre"]) == 0 || !slices.Equal(s.listed["genre"], secs[0].listed["genre"]) {
			t.Errorf("%s lists the genres %v, example.com %v", s.heading, s.listed["genre"], secs[0].listed["genre"])
		}
		if hobbit := slices.Contains(s.listed["book"], "http://example.com/books/the-hobbit/"); hobbit != (i == 0) {
			t.Errorf("%s: book 73 listed: %v", s.heading, hobbit)
		}
	}
	// onlyTranslated keeps the translated types' URLs.
	onlyTranslated := func(m map[string][]string) map[string][]string {
		out := map[string][]string{}
		for _, typ := range translated {
			if len(m[typ]) > 0 {
				out[typ] = m[typ]
			}
		}
		return out
	}
	wantFr := map[string][]string{
		"post":     {"http://example.com/blog/", "http://fr.example.com/2023/01/bonjour-le-monde/"},
		"page":     {"http://fr.example.com/", "http://fr.example.com/a-propos/", "http://fr.example.com/a-propos/equipe/"},
		"category": {"http://fr.example.com/category/actualites/"},
		"author":   onHost(authors, "fr.example.com"),
	}
	wantDe := map[string][]string{
		"post":     {"http://de.example.com/2023/02/hallo-welt/", "http://example.com/blog/"},
		"page":     {"http://de.example.com/"},
		"post_tag": {"http://de.example.com/tag/berlin/"},
		"author":   onHost(authors, "de.example.com"),
	}
	if d := cmp.Diff(wantFr, onlyTranslated(secs[1].listed)); d != "" {
		t.Errorf("fr.example.com (-want +got):\n%s", d)
	}
	if d := cmp.Diff(wantDe, onlyTranslated(secs[2].listed)); d != "" {
		t.Errorf("de.example.com (-want +got):\n%s", d)
	}
	en := secs[0].listed
	for typ, loc := range map[string]string{"post": "http://example.com/2022/01/hello-world/", "book": "http://example.com/books/the-hobbit/",
		"category": "http://example.com/category/news/"} {
		if !slices.Contains(en[typ], loc) {
			t.Errorf("example.com does not list %s %s", typ, loc)
		}
	}

	// --language: that host alone, as the full listing has it.
	code, out, errs = runURLs(t, name, "--language", "fr")
	if code != 0 {
		t.Fatalf("urls --language fr: exit %d: %s", code, errs)
	}
	if secs := splitHosts(t, out); len(secs) != 1 || secs[0].heading != "fr.example.com (language fr)" {
		t.Errorf("--language fr: %d sections:\n%s", len(secs), out)
	} else if d := cmp.Diff(wantFr, onlyTranslated(secs[0].listed)); d != "" {
		t.Errorf("--language fr (-want +got):\n%s", d)
	}

	// --type per host.
	code, out, errs = runURLs(t, name, "--type", "post")
	if code != 0 {
		t.Fatalf("urls --type post: exit %d: %s", code, errs)
	}
	secs = splitHosts(t, out)
	if len(secs) != 3 {
		t.Fatalf("--type post: %d sections:\n%s", len(secs), out)
	}
	for i, want := range []map[string][]string{nil, {"post": wantFr["post"]}, {"post": wantDe["post"]}} {
		if i == 0 {
			if len(secs[0].listed) != 1 || !slices.Contains(secs[0].listed["post"], "http://example.com/2022/01/hello-world/") {
				t.Errorf("--type post on example.com: %v", secs[0].listed)
			}
			continue
		}
		if d := cmp.Diff(want, secs[i].listed); d != "" {
			t.Errorf("--type post on %s (-want +got):\n%s", secs[i].heading, d)
		}
	}

	// --explain per host: post 105 has no language on every host; the
	// posts of the other languages are summed up as another language's,
	// one line per type, and --explain=all lists them.
	code, out, errs = runURLs(t, name, "--explain")
	if code != 0 {
		t.Fatalf("urls --explain: exit %d: %s", code, errs)
	}
	secs = splitHosts(t, out)
	if len(secs) != 3 {
		t.Fatalf("--explain: %d sections:\n%s", len(secs), out)
	}
	for _, s := range secs {
		for _, re := range []string{
			`(?m)^LEFT OUT\s+ID\s+URL\s+REASON$`,
			`(?m)^post\s+105\s+\S+sans-langue/\s+` + regexp.QuoteMeta(string(seo.NoLanguage)) + `$`,
			`(?m)^post\s+-\s+\(\d+ objects; --explain=all lists them\)\s+` + regexp.QuoteMeta(string(seo.OtherLanguage)) + `$`,
		} {
			if !regexp.MustCompile(re).MatchString(s.text) {
				t.Errorf("--explain on %s: no line matches %s:\n%s", s.heading, re, s.text)
			}
		}
		if regexp.MustCompile(`(?m)^post\s+\d+\s+\S+\s+another language`).MatchString(s.text) {
			t.Errorf("--explain on %s tells another language's posts one by one:\n%s", s.heading, s.text)
		}
	}
	code, out, errs = runURLs(t, name, "--explain=all", "--language", "de")
	if code != 0 {
		t.Fatalf("urls --explain=all --language de: exit %d: %s", code, errs)
	}
	for _, re := range []string{
		`(?m)^post\s+101\s+http://fr\.example\.com/2023/01/bonjour-le-monde/\s+` + regexp.QuoteMeta(string(seo.OtherLanguage)) + `$`,
		`(?m)^post\s+1\s+http://example\.com/2022/01/hello-world/\s+` + regexp.QuoteMeta(string(seo.OtherLanguage)) + `$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("--explain=all --language de: no line matches %s:\n%s", re, out)
		}
	}
}

// TestURLsLanguageFlag: --language naming no language host of the site is
// a usage error, one line, exit status 2, before anything is listed: a
// code the site does not have, a language sharing another's host (its
// sitemaps are not served), any code on a site with one set or on a
// network's site (serve gives each one set).
func TestURLsLanguageFlag(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	subdomains := polylangSubdomains(t)
	domains := dbtest.TempDB(t, "pll_cli_dom")
	dbtest.Variant(t, "wpsitemap_polylang", domains, subdomainsOnExampleCom[0], strings.Replace(strings.Replace(subdomainsOnExampleCom[1],
		`s:10:"force_lang";i:2;`, `s:10:"force_lang";i:3;`, 1), `s:7:"domains";a:0:{}`,
		`s:7:"domains";a:2:{s:2:"en";s:18:"http://example.com";s:2:"fr";s:17:"http://example.fr";}`, 1))
	for _, c := range []struct {
		db   string
		args []string
		err  string
	}{
		{subdomains, []string{"--language", "es"}, "wpsitemap urls: --language es: the site has no such language host; its languages are en, fr, de\n"},
		{subdomains, []string{"--language", "es", "--id", "101"}, "wpsitemap urls: --language es: the site has no such language host; its languages are en, fr, de\n"},
		{domains, []string{"--language", "de"}, "wpsitemap urls: --language de: its host example.com serves en's sitemaps; de's own are not served\n"},
		{"wpsitemap_polylang", []string{"--language", "fr"}, "wpsitemap urls: --language fr: this site serves one set of sitemaps for every language, not one per language host\n"},
		{"wpsitemap_multisite", []string{"--site", "2", "--language", "fr"}, "wpsitemap urls: --language fr: a network's sites are served with one set of sitemaps each, whatever the language\n"},
	} {
		code, out, errs := runURLs(t, c.db, c.args...)
		if code != 2 || out != "" || errs != c.err {
			t.Errorf("urls %v on %s: exit %d, stdout %q, stderr %q; want 2, nothing, %q", c.args, c.db, code, out, errs, c.err)
		}
	}
	// Without --language the language without a host of its own is said
	// to be left out, and the others listed.
	code, out, errs := runURLs(t, domains)
	if code != 0 {
		t.Fatalf("urls on %s: exit %d: %s", domains, code, errs)
	}
	var headings []string
	for _, s := range splitHosts(t, out) {
		headings = append(headings, s.heading)
	}
	if d := cmp.Diff([]string{"example.com (language en)", "example.fr (language fr)"}, headings); d != "" {
		t.Errorf("domain mode, de without a domain: headings (-want +got):\n%s", d)
	}
	if want := "note: language de shares the host example.com with en, whose sitemaps answer there: de's are not served, nor listed\n"; !strings.Contains(errs, want) {
		t.Errorf("stderr lacks %q:\n%s", want, errs)
	}
}

// TestURLsIDLanguageHosts: `urls --id N` on a Polylang site in subdomain
// mode says which host lists the object: post 101 (French) on
// fr.example.com only, in its first page (one French post); alice (user
// 2) on every host; post 105, without a language, left out on every host
// for that reason, said once; page 106, the French translation of the
// front page, left out on the French host as the front page (the other
// hosts' "another language" not said). With --language it explains the
// object on that host only.
func TestURLsIDLanguageHosts(t *testing.T) {
	name := polylangSubdomains(t)
	for _, c := range []struct {
		args []string
		want string // regexp of stdout, whole
	}{{
		[]string{"--id", "101", "--type", "post"},
		`^post 101: listed on fr\.example\.com \(language fr\) in post-sitemap\.xml \(page 1 of post\)
  loc      http://fr\.example\.com/2023/01/bonjour-le-monde/
  lastmod  2023-01-05T09:00:00Z
$`,
	}, {
		[]string{"--id", "2", "--type", "author"},
		`^author 2: listed on example\.com \(language en\) in author-sitemap\.xml \(page 1 of author\)
  loc      http://example\.com/author/alice/
  lastmod  \S+
author 2: listed on fr\.example\.com \(language fr\) in author-sitemap\.xml \(page 1 of author\)
  loc      http://fr\.example\.com/author/alice/
  lastmod  \S+
author 2: listed on de\.example\.com \(language de\) in author-sitemap\.xml \(page 1 of author\)
  loc      http://de\.example\.com/author/alice/
  lastmod  \S+
$`,
	}, {
		[]string{"--id", "105"},
		`^post 105: left out on example\.com \(language en\), fr\.example\.com \(language fr\), de\.example\.com \(language de\): ` +
			regexp.QuoteMeta(string(seo.NoLanguage)) + `
  loc      http://example\.com/2023/03/sans-langue/
$`,
	}, {
		// The front page's French translation is the French host's home:
		// explained there, not as another language on the others.
		[]string{"--id", "106", "--type", "page"},
		`^page 106: left out on fr\.example\.com \(language fr\): ` + regexp.QuoteMeta(string(seo.FrontOrPostsPage)) + `
  loc      http://fr\.example\.com/
$`,
	}, {
		[]string{"--id", "101", "--language", "en"},
		`^post 101: left out on example\.com \(language en\): ` + regexp.QuoteMeta(string(seo.OtherLanguage)) + `
  loc      http://fr\.example\.com/2023/01/bonjour-le-monde/
$`,
	}} {
		code, out, errs := runURLs(t, name, c.args...)
		if code != 0 {
			t.Errorf("urls %v: exit %d: %s", c.args, code, errs)
			continue
		}
		if !regexp.MustCompile(c.want).MatchString(out) {
			t.Errorf("urls %v:\n%s\nwant it to match\n%s", c.args, out, c.want)
		}
	}
}

// TestURLsWPMLDomains: on a WPML site in domain mode (wpmlDomainMode)
// `urls` lists the default language's set at the home's host, then each
// active language of language_domains that is not hidden, in code order:
// de, fr (es is hidden: no host of its own, and --language es is a usage
// error). Each host lists its language's posts (testdata/wpml.sql: 101
// in French, 102 in German), on its host; post 105, without a row, at the
// home's host only.
func TestURLsWPMLDomains(t *testing.T) {
	name := dbtest.TempDB(t, "wpml_cli")
	dbtest.Variant(t, "wpsitemap_wpml", name, wpmlDomainMode)
	code, out, errs := runURLs(t, name, "--type", "post")
	if code != 0 {
		t.Fatalf("urls: exit %d: %s", code, errs)
	}
	secs := splitHosts(t, out)
	var headings []string
	for _, s := range secs {
		headings = append(headings, s.heading)
	}
	if d := cmp.Diff([]string{"127.0.0.1:8081 (language en)", "de.example.test:8081 (language de)", "fr.example.test (language fr)"}, headings); d != "" {
		t.Fatalf("host headings (-want +got):\n%s\n%s", d, out)
	}
	for _, c := range []struct {
		sec         int
		has, hasNot []string
	}{
		{0, []string{"http://127.0.0.1:8081/2022/01/hello-world/", "http://127.0.0.1:8081/2023/03/sans-langue/"}, []string{"bonjour-le-monde", "hallo-welt"}},
		{1, []string{"http://de.example.test:8081/2023/02/hallo-welt/"}, []string{"hello-world", "bonjour-le-monde", "sans-langue"}},
		{2, []string{"http://fr.example.test/2023/01/bonjour-le-monde/"}, []string{"hello-world", "hallo-welt", "sans-langue", "hola-mundo"}},
	} {
		s := secs[c.sec]
		host := strings.Fields(s.heading)[0]
		for _, loc := range s.listed["post"] {
			if !strings.HasPrefix(loc, "http://"+host+"/") {
				t.Errorf("%s lists %s, not on its host", s.heading, loc)
			}
		}
		for _, h := range c.has {
			if !slices.Contains(s.listed["post"], h) {
				t.Errorf("%s does not list %s", s.heading, h)
			}
		}
		for _, h := range c.hasNot {
			if strings.Contains(strings.Join(s.listed["post"], " "), h) {
				t.Errorf("%s lists %s", s.heading, h)
			}
		}
	}
	code, out, errs = runURLs(t, name, "--language", "es")
	if want := "wpsitemap urls: --language es: the site has no such language host; its languages are en, de, fr\n"; code != 2 || out != "" || errs != want {
		t.Errorf("--language es: exit %d, stdout %q, stderr %q; want 2, nothing, %q", code, out, errs, want)
	}
}
