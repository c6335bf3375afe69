package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// toServer is a transport that sends every request, whatever its host, to
// one test server, the host kept in the Host header: a stand-in for a site
// whose language hosts all resolve to one web server.
type toServer struct{ addr string }

func (t toServer) RoundTrip(r *http.Request) (*http.Response, error) {
	r2 := r.Clone(r.Context())
	if r2.Host == "" {
		r2.Host = r.URL.Host
	}
	r2.URL.Scheme, r2.URL.Host = "http", t.addr
	return http.DefaultTransport.RoundTrip(r2)
}

// liveHosts is a stand-in live site with one set of sitemaps per host:
// docs[host][path] is the body of path on host; a path it does not hold
// is 404. It records every request as "host path".
type liveHosts struct {
	mu       sync.Mutex
	docs     map[string]map[string]string
	requests []string
}

func (l *liveHosts) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	l.mu.Lock()
	l.requests = append(l.requests, r.Host+" "+r.URL.Path)
	body, ok := l.docs[r.Host][r.URL.Path]
	l.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/xml; charset=UTF-8")
	io.WriteString(w, body)
}

// start serves l and returns a client whose every request reaches it.
func (l *liveHosts) start(t *testing.T) *http.Client {
	srv := httptest.NewServer(l)
	t.Cleanup(srv.Close)
	return &http.Client{Transport: toServer{addr: srv.Listener.Addr().String()}}
}

// hostsRequested returns the hosts l was asked for, in the order first asked.
func (l *liveHosts) hostsRequested() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var hosts []string
	for _, r := range l.requests {
		h, _, _ := strings.Cut(r, " ")
		if !slices.Contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	return hosts
}

// yoastIndex is a Yoast sitemap index listing locs.
func yoastIndex(locs ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, l := range locs {
		fmt.Fprintf(&b, "\t<sitemap>\n\t\t<loc>%s</loc>\n\t</sitemap>\n", l)
	}
	return b.String() + "</sitemapindex>\n"
}

// yoastURLSet is a Yoast urlset of entries, each "loc lastmod" (lastmod
// "" for none).
func yoastURLSet(entries ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		`<urlset xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, e := range entries {
		loc, mod, _ := strings.Cut(e, " ")
		fmt.Fprintf(&b, "\t<url>\n\t\t<loc>%s</loc>\n", loc)
		if mod != "" {
			fmt.Fprintf(&b, "\t\t<lastmod>%s</lastmod>\n", mod)
		}
		b.WriteString("\t</url>\n")
	}
	return b.String() + "</urlset>\n"
}

// polylangPostsPage is the posts page of wpsitemap_polylang (5, English,
// no translation) as Yoast lists it first on the other languages' hosts:
// as stored, at its own host, with the newest post's lastmod (as the
// captures of testdata/conformance/observed/polylang-subdomain show).
const polylangPostsPage = "http://example.com/blog/ 2024-03-18T13:00:00+00:00"

// polylangLive is what Yoast with Polylang in subdomain mode serves for
// polylangSubdomains (yoast-behavior.md §15 "Subdomain mode"), written
// from the fixtures: example.com serves what Yoast served for year-month
// (the site wpsitemap_polylang is made from, testdata/conformance), moved
// to example.com, but for tag 13 fish-chips, which has no language
// (testdata/polylang-directory.sql); fr.example.com and de.example.com
// serve the documents below, from the rows of polylang-directory.sql: each
// host's posts, pages, terms and home with their post_modified_gmt (a
// term's lastmod: its newest post's), every author on the host (year-month's
// authors), the untranslated genres unchanged, and of the untranslated
// book type its archive only (its posts are outside every home but the
// site's).
func polylangLive(t *testing.T) map[string]map[string]string {
	t.Helper()
	dir := filepath.Join(dbtest.ConformanceDir(), "year-month")
	capture := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name+".body"))
		if err != nil {
			t.Fatal(err)
		}
		return strings.ReplaceAll(string(b), "http://127.0.0.1:8081/", "http://example.com/")
	}
	en := map[string]string{}
	idx := capture("sitemap_index.xml")
	for _, m := range regexp.MustCompile(`<loc>http://example\.com/([^<]+)</loc>`).FindAllStringSubmatch(idx, -1) {
		en["/"+m[1]] = capture(m[1])
	}
	en["/sitemap_index.xml"] = idx
	fishChips := regexp.MustCompile(`(?s)<url>\s*<loc>http://example\.com/tag/fish-chips/</loc>.*?</url>`)
	if !fishChips.MatchString(en["/post_tag-sitemap.xml"]) {
		t.Fatal("year-month's captured tag sitemap does not list fish-chips: the fixture changed")
	}
	en["/post_tag-sitemap.xml"] = fishChips.ReplaceAllString(en["/post_tag-sitemap.xml"], "")

	genres := []string{
		"http://example.com/genre/fantasy/ 2022-02-10T11:00:00+00:00",
		"http://example.com/genre/science-fiction/ 2022-02-12T11:00:00+00:00",
		"http://example.com/genre/space-opera/ 2022-02-11T11:00:00+00:00",
	}
	books := "http://example.com/books/ 2022-02-15T11:00:00+00:00" // the newest book, 78
	// Yoast's author lastmod is _yoast_wpseo_profile_updated, which these
	// users lack: none (deviations.md 8 explains the difference).
	authors := func(host string) []string {
		return []string{"http://" + host + "/author/admin/", "http://" + host + "/author/alice/", "http://" + host + "/author/jose-garcia/"}
	}
	set := func(host string, types ...string) map[string]string {
		docs := map[string]string{}
		var locs []string
		for _, typ := range types {
			locs = append(locs, "http://"+host+"/"+typ+"-sitemap.xml")
		}
		docs["/sitemap_index.xml"] = yoastIndex(locs...)
		return docs
	}
	fr := set("fr.example.com", "post", "page", "book", "category", "genre", "author")
	fr["/post-sitemap.xml"] = yoastURLSet(polylangPostsPage, "http://fr.example.com/2023/01/bonjour-le-monde/ 2023-01-05T09:00:00+00:00")
	fr["/page-sitemap.xml"] = yoastURLSet(
		"http://fr.example.com/ 2022-02-03T08:00:00+00:00", // page 106, the French front page
		"http://fr.example.com/a-propos/ 2022-02-01T08:00:00+00:00",
		"http://fr.example.com/a-propos/equipe/ 2022-02-02T08:00:00+00:00")
	fr["/book-sitemap.xml"] = yoastURLSet(books)
	fr["/category-sitemap.xml"] = yoastURLSet("http://fr.example.com/category/actualites/ 2023-01-05T09:00:00+00:00")
	fr["/genre-sitemap.xml"] = yoastURLSet(genres...)
	fr["/author-sitemap.xml"] = yoastURLSet(authors("fr.example.com")...)

	de := set("de.example.com", "post", "page", "book", "post_tag", "genre", "author")
	de["/post-sitemap.xml"] = yoastURLSet(polylangPostsPage, "http://de.example.com/2023/02/hallo-welt/ 2023-02-06T09:00:00+00:00")
	de["/page-sitemap.xml"] = yoastURLSet("http://de.example.com/") // no German page: the home without a lastmod
	de["/book-sitemap.xml"] = yoastURLSet(books)
	de["/post_tag-sitemap.xml"] = yoastURLSet("http://de.example.com/tag/berlin/ 2023-02-06T09:00:00+00:00")
	de["/genre-sitemap.xml"] = yoastURLSet(genres...)
	de["/author-sitemap.xml"] = yoastURLSet(authors("de.example.com")...)
	return map[string]map[string]string{"example.com": en, "fr.example.com": fr, "de.example.com": de}
}

// diffOn runs diff on database name as main wires it (a catalog per
// language host, 5 entries per page as on year-month's reference site),
// against the site at siteURL reached through client.
func diffOn(t *testing.T, name, siteURL, lang string, client *http.Client) (code int, stdout, stderr string) {
	t.Helper()
	db := dbtest.Open(t, name)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	newCat := func(db *wpdb.DB, lang string) *catalog.Catalog {
		images := catalog.NewImageSource(db, nil, true)
		return catalog.New(db, catalog.Options{PerPage: 5, Images: images, Logger: log,
			Providers: catalog.CoreProviders(db, images), Language: lang})
	}
	site, err := url.Parse(siteURL)
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code = diff(context.Background(), diffArgs{cat: newCat(db, ""), db: db, site: site, client: client, language: lang,
		forLanguage: func(lang string) *catalog.Catalog { return newCat(db, lang) }}, &out, &errb)
	return code, out.String(), errb.String()
}

// diffSections cuts diff's output at its "# host (language l)" headings:
// heading -> text.
func diffSections(out string) map[string]string {
	secs := map[string]string{}
	for _, chunk := range strings.Split("\n"+out, "\n# ")[1:] {
		heading, body, _ := strings.Cut(chunk, "\n")
		secs[heading] = body
	}
	return secs
}

// TestDiffLanguageHosts: on a Polylang site in subdomain mode `diff`
// reads each language host's sitemaps, at --url's scheme, port and path
// on that host, the default language's first, and compares them with that
// host's set, each under its heading (docs/multilingual.md "Multilingual sites
// (Polylang)"): against what Yoast serves there (polylangLive), only
// documented differences, exit 0; with the French post gone from
// fr.example.com's sitemap, that difference alone, on that host, exit 1;
// a host whose index cannot be read is said, the others compared, exit 1;
// --language reads one host.
func TestDiffLanguageHosts(t *testing.T) {
	// The site moved to example.com throughout, as `wp search-replace`
	// moves one: its posts' content and canonical too, so that Yoast's
	// capture of year-month, moved the same way, is what Yoast serves.
	name := dbtest.TempDB(t, "pll_diff")
	dbtest.Variant(t, "wpsitemap_polylang", name, append(slices.Clone(subdomainsOnExampleCom),
		"UPDATE wp_posts SET post_content = REPLACE(post_content, 'http://127.0.0.1:8081/', 'http://example.com/'), guid = REPLACE(guid, 'http://127.0.0.1:8081/', 'http://example.com/')",
		"UPDATE wp_postmeta SET meta_value = REPLACE(meta_value, 'http://127.0.0.1:8081/', 'http://example.com/') WHERE meta_key = '_yoast_wpseo_canonical'")...)
	headings := []string{"example.com (language en)", "fr.example.com (language fr)", "de.example.com (language de)"}

	t.Run("as served", func(t *testing.T) {
		live := &liveHosts{docs: polylangLive(t)}
		code, out, errs := diffOn(t, name, "http://example.com/", "", live.start(t))
		if code != 0 {
			t.Fatalf("diff exited %d, want 0; stdout:\n%s\nstderr:\n%s", code, out, errs)
		}
		if got := live.hostsRequested(); !slices.Equal(got, []string{"example.com", "fr.example.com", "de.example.com"}) {
			t.Errorf("hosts read, in order: %v", got)
		}
		secs := diffSections(out)
		for _, h := range headings {
			if !strings.Contains(secs[h], ", 0 not\n") {
				t.Errorf("%s: no summary of 0 undocumented differences:\n%s", h, out)
			}
		}
		for h, read := range map[string]string{
			"example.com (language en)":    "site http://example.com/: 17 sitemaps read;",
			"fr.example.com (language fr)": "site http://fr.example.com/: 6 sitemaps read;",
			"de.example.com (language de)": "site http://de.example.com/: 6 sitemaps read;",
		} {
			if !strings.Contains(secs[h], read) {
				t.Errorf("%s does not say %q:\n%s", h, read, secs[h])
			}
		}
		if !strings.HasSuffix(out, "\n3 language hosts: only documented differences\n") {
			t.Errorf("the last line is not the hosts' summary:\n%s", out)
		}
	})

	t.Run("one host differs", func(t *testing.T) {
		docs := polylangLive(t)
		docs["fr.example.com"]["/post-sitemap.xml"] = yoastURLSet(polylangPostsPage)
		live := &liveHosts{docs: docs}
		code, out, errs := diffOn(t, name, "http://example.com/", "", live.start(t))
		if code != 1 {
			t.Fatalf("diff exited %d, want 1; stdout:\n%s\nstderr:\n%s", code, out, errs)
		}
		secs := diffSections(out)
		want := regexp.MustCompile(`(?m)^only in wpsitemap +post +http://fr\.example\.com/2023/01/bonjour-le-monde/$`)
		if !want.MatchString(secs["fr.example.com (language fr)"]) || !strings.Contains(secs["fr.example.com (language fr)"], ", 1 not\n") {
			t.Errorf("fr.example.com: the missing post is not the one undocumented difference:\n%s", out)
		}
		for _, h := range []string{"example.com (language en)", "de.example.com (language de)"} {
			if !strings.Contains(secs[h], ", 0 not\n") {
				t.Errorf("%s: undocumented differences:\n%s", h, secs[h])
			}
		}
		if !strings.HasSuffix(out, "\n3 language hosts: differences not documented on fr.example.com\n") {
			t.Errorf("the last line does not name fr.example.com alone:\n%s", out)
		}
	})

	t.Run("one host not read", func(t *testing.T) {
		docs := polylangLive(t)
		delete(docs["de.example.com"], "/sitemap_index.xml")
		live := &liveHosts{docs: docs}
		code, out, errs := diffOn(t, name, "http://example.com/", "", live.start(t))
		if code != 1 {
			t.Fatalf("diff exited %d, want 1; stdout:\n%s\nstderr:\n%s", code, out, errs)
		}
		if want := "wpsitemap: de.example.com (language de): GET http://de.example.com/sitemap_index.xml: status 404\n"; !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
		secs := diffSections(out)
		if !strings.HasPrefix(secs["de.example.com (language de)"], "not compared: ") {
			t.Errorf("de.example.com does not say it was not compared:\n%s", out)
		}
		for _, h := range headings[:2] {
			if !strings.Contains(secs[h], ", 0 not\n") {
				t.Errorf("%s was not compared:\n%s", h, out)
			}
		}
		if !strings.HasSuffix(out, "\n3 language hosts: not compared: de.example.com\n") {
			t.Errorf("the last line does not name de.example.com as not compared:\n%s", out)
		}
	})

	t.Run("--language", func(t *testing.T) {
		// --url's port and path go to the language's host: its index is
		// read at /blog/sitemap_index.xml, the sitemaps where the index
		// says.
		fr := polylangLive(t)["fr.example.com"]
		fr["/blog/sitemap_index.xml"] = fr["/sitemap_index.xml"]
		delete(fr, "/sitemap_index.xml")
		live := &liveHosts{docs: map[string]map[string]string{"fr.example.com:8080": fr}}
		code, out, errs := diffOn(t, name, "http://example.com:8080/blog/", "fr", live.start(t))
		if got := live.hostsRequested(); !slices.Equal(got, []string{"fr.example.com:8080"}) {
			t.Errorf("hosts read: %v, want fr.example.com:8080 alone", got)
		}
		if code != 0 {
			t.Fatalf("diff --language fr exited %d, want 0; stdout:\n%s\nstderr:\n%s", code, out, errs)
		}
		if secs := diffSections(out); len(secs) != 1 || !strings.Contains(secs["fr.example.com (language fr)"], "site http://fr.example.com:8080/blog/: 6 sitemaps read;") {
			t.Errorf("diff --language fr:\n%s", out)
		}
	})
}

// TestDiffLanguageFlag: `diff --language` naming no language host of the
// site is a usage error as for urls (TestURLsLanguageFlag): one line, exit
// status 2, before the site is read (--url names a port nothing listens
// on).
func TestDiffLanguageFlag(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	subdomains := polylangSubdomains(t)
	for _, c := range []struct {
		db, lang, err string
	}{
		{subdomains, "es", "wpsitemap diff: --language es: the site has no such language host; its languages are en, fr, de\n"},
		{"wpsitemap_polylang", "fr", "wpsitemap diff: --language fr: this site serves one set of sitemaps for every language, not one per language host\n"},
		{"wpsitemap_multisite", "fr", "wpsitemap diff: --language fr: a network's sites are served with one set of sitemaps each, whatever the language\n"},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"diff", "--url", "http://127.0.0.1:1/", "--language", c.lang, "--delay", "0"},
			dbEnv(c.db, "WPSITEMAP_LOG_LEVEL", "warn"), &out, &errb, nil)
		if code != 2 || out.String() != "" || errb.String() != c.err {
			t.Errorf("diff --language %s on %s: exit %d, stdout %q, stderr %q; want 2, nothing, %q", c.lang, c.db, code, out.String(), errb.String(), c.err)
		}
	}
}

// wpmlLive is what Yoast with WPML in domain mode (wpmlDomainMode) serves,
// written from the fixtures: the home's host 127.0.0.1:8081 serves what
// Yoast served for year-month (the site wpsitemap_wpml is made from), with
// post 105, which has no row in icl_translations and so is the default
// language's (testdata/wpml.sql); de.example.test:8081 and
// fr.example.test serve the documents below, from the rows of wpml.sql:
// each domain's posts, pages, terms and home with their post_modified_gmt
// (a term's lastmod: its newest post's), every author on the domain, the
// untranslated genres unchanged and of the untranslated book type its
// archive only. Post 108 is a draft; 107 is Spanish, a hidden language.
func wpmlLive(t *testing.T) map[string]map[string]string {
	t.Helper()
	dir := filepath.Join(dbtest.ConformanceDir(), "year-month")
	capture := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name+".body"))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	en := map[string]string{}
	idx := capture("sitemap_index.xml")
	for _, m := range regexp.MustCompile(`<loc>http://127\.0\.0\.1:8081/([^<]+)</loc>`).FindAllStringSubmatch(idx, -1) {
		en["/"+m[1]] = capture(m[1])
	}
	en["/sitemap_index.xml"] = idx
	// Yoast's pages are in date order: 105 (2023-03) goes with the posts of
	// 2023 (its page does not matter to diff).
	en["/post-sitemap8.xml"] = strings.Replace(en["/post-sitemap8.xml"], "</urlset>",
		"\t<url>\n\t\t<loc>http://127.0.0.1:8081/2023/03/sans-langue/</loc>\n\t\t<lastmod>2023-03-07T09:00:00+00:00</lastmod>\n\t</url>\n</urlset>", 1)

	genres := []string{
		"http://127.0.0.1:8081/genre/fantasy/ 2022-02-10T11:00:00+00:00",
		"http://127.0.0.1:8081/genre/science-fiction/ 2022-02-12T11:00:00+00:00",
		"http://127.0.0.1:8081/genre/space-opera/ 2022-02-11T11:00:00+00:00",
	}
	books := "http://127.0.0.1:8081/books/ 2022-02-15T11:00:00+00:00"
	authors := func(host string) []string {
		return []string{"http://" + host + "/author/admin/", "http://" + host + "/author/alice/", "http://" + host + "/author/jose-garcia/"}
	}
	set := func(host string, types ...string) map[string]string {
		docs := map[string]string{}
		var locs []string
		for _, typ := range types {
			locs = append(locs, "http://"+host+"/"+typ+"-sitemap.xml")
		}
		docs["/sitemap_index.xml"] = yoastIndex(locs...)
		return docs
	}
	fr := set("fr.example.test", "post", "page", "book", "category", "genre", "author")
	fr["/post-sitemap.xml"] = yoastURLSet(
		"http://fr.example.test/2023/01/bonjour-le-monde/ 2023-01-05T09:00:00+00:00",
		"http://fr.example.test/2023/03/indexe/ 2023-03-10T09:00:00+00:00",
		"http://fr.example.test/2023/03/cache-par-yoast/ 2023-03-11T09:00:00+00:00")
	fr["/page-sitemap.xml"] = yoastURLSet(
		"http://fr.example.test/ 2022-02-03T08:00:00+00:00", // page 106, the French front page
		"http://fr.example.test/a-propos/ 2022-02-01T08:00:00+00:00",
		"http://fr.example.test/a-propos/equipe/ 2022-02-02T08:00:00+00:00")
	fr["/book-sitemap.xml"] = yoastURLSet(books)
	fr["/category-sitemap.xml"] = yoastURLSet("http://fr.example.test/category/actualites/ 2023-01-05T09:00:00+00:00")
	fr["/genre-sitemap.xml"] = yoastURLSet(genres...)
	fr["/author-sitemap.xml"] = yoastURLSet(authors("fr.example.test")...)

	de := set("de.example.test:8081", "post", "page", "book", "post_tag", "genre", "author")
	de["/post-sitemap.xml"] = yoastURLSet("http://de.example.test:8081/2023/02/hallo-welt/ 2023-02-06T09:00:00+00:00")
	de["/page-sitemap.xml"] = yoastURLSet("http://de.example.test:8081/")
	de["/book-sitemap.xml"] = yoastURLSet(books)
	de["/post_tag-sitemap.xml"] = yoastURLSet("http://de.example.test:8081/tag/berlin/ 2023-02-06T09:00:00+00:00")
	de["/genre-sitemap.xml"] = yoastURLSet(genres...)
	de["/author-sitemap.xml"] = yoastURLSet(authors("de.example.test:8081")...)
	// --url's port (8081) goes to every domain: fr.example.test is read
	// at fr.example.test:8081.
	return map[string]map[string]string{"127.0.0.1:8081": en, "de.example.test:8081": de, "fr.example.test:8081": fr}
}

// TestDiffWPMLDomains: on a WPML site in domain mode `diff` compares each
// language domain's set (the default language's at the home's host, then
// de and fr; es is hidden: no set of its own) with what that domain
// serves (wpmlLive), read at --url's scheme and port on the domain's name;
// only documented differences, exit 0. With the German tag gone from
// de.example.test's sitemap, that difference alone, exit 1.
func TestDiffWPMLDomains(t *testing.T) {
	name := dbtest.TempDB(t, "wpml_diff")
	dbtest.Variant(t, "wpsitemap_wpml", name, wpmlDomainMode)
	headings := []string{"127.0.0.1:8081 (language en)", "de.example.test:8081 (language de)", "fr.example.test (language fr)"}

	live := &liveHosts{docs: wpmlLive(t)}
	code, out, errs := diffOn(t, name, "http://127.0.0.1:8081/", "", live.start(t))
	if code != 0 {
		t.Fatalf("diff exited %d, want 0; stdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	if got := live.hostsRequested(); !slices.Equal(got, []string{"127.0.0.1:8081", "de.example.test:8081", "fr.example.test:8081"}) {
		t.Errorf("hosts read, in order: %v", got)
	}
	secs := diffSections(out)
	for _, h := range headings {
		if !strings.Contains(secs[h], ", 0 not\n") {
			t.Errorf("%s: no summary of 0 undocumented differences:\n%s", h, out)
		}
	}

	docs := wpmlLive(t)
	docs["de.example.test:8081"]["/post_tag-sitemap.xml"] = yoastURLSet()
	live = &liveHosts{docs: docs}
	code, out, errs = diffOn(t, name, "http://127.0.0.1:8081/", "", live.start(t))
	if code != 1 {
		t.Fatalf("diff exited %d, want 1; stdout:\n%s\nstderr:\n%s", code, out, errs)
	}
	secs = diffSections(out)
	want := regexp.MustCompile(`(?m)^only in wpsitemap +post_tag +http://de\.example\.test:8081/tag/berlin/$`)
	if de := secs[headings[1]]; !want.MatchString(de) || !strings.Contains(de, ", 1 not\n") {
		t.Errorf("de.example.test:8081: the missing tag is not the one undocumented difference:\n%s", out)
	}
	for _, h := range []string{headings[0], headings[2]} {
		if !strings.Contains(secs[h], ", 0 not\n") {
			t.Errorf("%s: undocumented differences:\n%s", h, secs[h])
		}
	}
	if !strings.HasSuffix(out, "\n3 language hosts: differences not documented on de.example.test:8081\n") {
		t.Errorf("the last line does not name de.example.test:8081 alone:\n%s", out)
	}
}
