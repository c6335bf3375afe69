package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// runOn runs `wpsitemap args...` on database name and returns its exit
// status, stdout and stderr.
func runOn(t *testing.T, name string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, dbEnv(name, "WPSITEMAP_LOG_LEVEL", "warn"), &out, &errb, nil)
	t.Logf("%v: exit %d\n%s%s", args, code, out.String(), errb.String())
	return code, out.String(), errb.String()
}

// TestURLsSite: `urls --site` on the subdirectory network of
// testdata/multisite-subdir.sql lists the named site's URLs, by blog_id or
// by any URL within the site, with --explain and --id too; without --site,
// the main site's, and stderr says so; a --site that names no site is one
// line and exit 2. The URLs are the fixture's, written by hand.
func TestURLsSite(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	main := []string{"http://example.test/blog/2022/02/01/hello-world/", "http://example.test/blog/2022/02/05/paul-main/",
		"http://example.test/about/", "http://example.test/blog/author/paul/"}
	fr := []string{"http://example.test/fr-site/bonjour/", "http://example.test/fr-site/salut/",
		"http://example.test/fr-site/a-propos/", "http://example.test/fr-site/author/marie/"}
	for _, c := range []struct {
		name      string
		args      []string
		has, not  []string
		errHas    string
		errHasNot string
	}{
		{"no --site: the main site", []string{"urls"}, main, fr, "note: a network of 3 sites: the main site's URLs, blog 1 (example.test/)", ""},
		{"by blog_id", []string{"urls", "--site", "2"}, fr, main, "", "note:"},
		{"by the site's URL", []string{"urls", "--site", "http://example.test/fr-site/"}, fr, main, "", ""},
		{"by a URL within the site", []string{"urls", "--site", "http://example.test/fr-site/post-sitemap.xml"}, fr, main, "", ""},
		{"host without case, no slash", []string{"urls", "--site", "https://EXAMPLE.test/fr-site"}, fr, main, "", ""},
		{"the main site named", []string{"urls", "--site", "1"}, main, fr, "", "note:"},
		{"an archived site", []string{"urls", "--site", "3"}, []string{"http://example.test/news/old-news/"}, append(main, fr...),
			`note: blog 3 (example.test/news/) is archived: every request of it answers 410 ("This site has been archived or suspended.")`, ""},
		{"--explain", []string{"urls", "--site", "2", "--explain"},
			append(fr, "author    3   http://example.test/fr-site/author/paul/   user is not a member of this site",
				"post      4   http://example.test/fr-site/?p=4           status is draft"), main, "", ""},
		{"--id", []string{"urls", "--site", "http://example.test/fr-site/", "--id", "2"},
			[]string{"post 2: listed in post-sitemap.xml", "loc      http://example.test/fr-site/salut/", "author 2: listed in author-sitemap.xml"},
			[]string{"example.test/blog/", "about"}, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runOn(t, "wpsitemap_multisite", c.args...)
			if code != 0 {
				t.Fatalf("exit %d, want 0", code)
			}
			for _, s := range c.has {
				if !strings.Contains(out, s) {
					t.Errorf("stdout lacks %q", s)
				}
			}
			for _, s := range c.not {
				if strings.Contains(out, s) {
					t.Errorf("stdout holds %q", s)
				}
			}
			if c.errHas != "" && !strings.Contains(errs, c.errHas) {
				t.Errorf("stderr lacks %q", c.errHas)
			}
			if c.errHasNot != "" && strings.Contains(errs, c.errHasNot) {
				t.Errorf("stderr holds %q", c.errHasNot)
			}
		})
	}
}

// TestSiteFlagNamesNoSite: a --site that names no site of the network, or
// is not a single site's home, is one line on stderr, nothing on stdout,
// and exit status 2, for urls and check alike.
func TestSiteFlagNamesNoSite(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	dbtest.Open(t, "wpc_year_month")
	dbtest.Open(t, "wpc_subdir")
	for _, c := range []struct {
		db, site, line string
	}{
		{"wpsitemap_multisite", "9", `--site 9: the network has no site with that blog_id (blog_ids 1, 2, 3)`},
		{"wpsitemap_multisite", "http://other.test/", `--site "http://other.test/": no site of the network answers at other.test`},
		{"wpsitemap_multisite", "fr-site", `--site "fr-site": want a blog_id or a site's URL, such as http://example.test/`},
		{"wpc_year_month", "http://elsewhere.test/", `--site "http://elsewhere.test/": not this site, whose home is http://127.0.0.1:8081 (a single site, not a network)`},
		{"wpc_year_month", "1", `--site "1": this database holds a single site, not a network: give its home URL, or no --site`},
		{"wpc_subdir", "http://127.0.0.1:8081/", `--site "http://127.0.0.1:8081/": not this site, whose home is http://127.0.0.1:8081/blog (a single site, not a network)`},
		{"wpc_subdir", "http://127.0.0.1:8081/blogroll/", `--site "http://127.0.0.1:8081/blogroll/": not this site, whose home is http://127.0.0.1:8081/blog (a single site, not a network)`},
	} {
		for _, cmd := range []string{"urls", "check"} {
			t.Run(cmd+" "+c.db+" "+c.site, func(t *testing.T) {
				code, out, errs := runOn(t, c.db, cmd, "--site", c.site)
				if code != 2 {
					t.Errorf("exit %d, want 2", code)
				}
				if want := "wpsitemap " + cmd + ": " + c.line + "\n"; errs != want {
					t.Errorf("stderr %q, want %q", errs, want)
				}
				if out != "" {
					t.Errorf("stdout %q, want nothing", out)
				}
			})
		}
	}
	// A single site's own home, with or without the slash, or a URL within it, is the site.
	for _, c := range []struct{ db, site string }{
		{"wpc_year_month", "http://127.0.0.1:8081/"}, {"wpc_year_month", "http://127.0.0.1:8081"},
		{"wpc_subdir", "http://127.0.0.1:8081/blog"}, {"wpc_subdir", "http://127.0.0.1:8081/blog/page-sitemap.xml"},
	} {
		code, out, _ := runOn(t, c.db, "urls", "--site", c.site, "--type", "page")
		if code != 0 || !strings.Contains(out, "http://127.0.0.1:8081/") {
			t.Errorf("urls --site %s on its single site %s: exit %d", c.site, c.db, code)
		}
	}
}

// TestCheckNetwork: check on a network reports the main site in full and
// a line per site with its address, state and home (with --all, each
// open site's sitemaps and entries, counted by hand from the fixture);
// --site checks one site in full.
func TestCheckNetwork(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	t.Run("every site", func(t *testing.T) {
		_, out, _ := runOn(t, "wpsitemap_multisite", "check")
		wantLines(t, out,
			`^  ok    a network of 3 sites: this check is of blog 1 \(example\.test/\), the main site; --site names another, by blog_id or URL$`,
			`^  ok    home http://example\.test, siteurl http://example\.test$`,
			`^network \(3 sites; --site checks one in full\)$`,
			`^  BLOG_ID +ADDRESS +STATE +HOME$`,
			`^  1 +example\.test/ +open +http://example\.test$`,
			`^  2 +example\.test/fr-site/ +open +http://example\.test/fr-site$`,
			`^  3 +example\.test/news/ +archived +http://example\.test/news$`,
			`^  ok    2 of 3 sites open \(--all counts`)
	})
	t.Run("--all", func(t *testing.T) {
		_, out, _ := runOn(t, "wpsitemap_multisite", "check", "--all")
		wantLines(t, out,
			`^  BLOG_ID +ADDRESS +STATE +HOME +SITEMAPS +ENTRIES$`,
			// post 3 (the home + 2), page 2, category 1, author 2
			`^  1 +example\.test/ +open +http://example\.test +4 +8$`,
			// post 3 (the home + 2), page 2, category 1, author 1
			`^  2 +example\.test/fr-site/ +open +http://example\.test/fr-site +4 +7$`,
			`^  3 +example\.test/news/ +archived +http://example\.test/news +- +-$`,
			`^  ok    2 of 3 sites open; their indexes list 8 sitemaps, 15 entries$`)
	})
	t.Run("--site", func(t *testing.T) {
		_, out, _ := runOn(t, "wpsitemap_multisite", "check", "--site", "http://example.test/fr-site/")
		wantLines(t, out,
			`^  ok    a network of 3 sites: this check is of blog 2 \(example\.test/fr-site/\), named by --site$`,
			`^  ok    home http://example\.test/fr-site, siteurl http://example\.test/fr-site$`,
			`^  post +1 +3$`, `^  author +1 +1$`,
			`^  ok    4 sitemaps in the index, 7 entries$`)
		if strings.Contains(out, "BLOG_ID") {
			t.Errorf("check --site lists every site:\n%s", out)
		}
	})
	t.Run("--site of an archived site", func(t *testing.T) {
		_, out, _ := runOn(t, "wpsitemap_multisite", "check", "--site", "3")
		wantLines(t, out,
			`^  note  blog 3 \(example\.test/news/\) is archived: WordPress answers every request of it with 410 \("This site has been archived or suspended\."\), and so does wpsitemap$`,
			`^  ok    home http://example\.test/news, siteurl http://example\.test/news$`)
	})
}

// TestSiteDomainMapping: on the network of testdata/multisite-domainmap.sql
// --site finds blog 2 by its primary mapped domain and by its alias, urls
// lists its URLs on the primary domain, and check shows where each site is
// served.
func TestSiteDomainMapping(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite_mapped")
	for _, site := range []string{"http://bonjour.test/", "http://fr-alias.test/", "2", "http://example.test/fr-site/"} {
		code, out, _ := runOn(t, "wpsitemap_multisite_mapped", "urls", "--site", site)
		if code != 0 {
			t.Fatalf("urls --site %s: exit %d", site, code)
		}
		for _, s := range []string{"http://bonjour.test/bonjour/", "http://bonjour.test/salut/", "http://bonjour.test/author/marie/"} {
			if !strings.Contains(out, s) {
				t.Errorf("urls --site %s lacks %s", site, s)
			}
		}
		if strings.Contains(out, "example.test") {
			t.Errorf("urls --site %s lists URLs on example.test", site)
		}
	}
	_, out, _ := runOn(t, "wpsitemap_multisite_mapped", "check")
	wantLines(t, out,
		`^  1 +example\.test/ +open +http://example\.test$`,
		`^  2 +bonjour\.test/, mapped from example\.test/fr-site/ +open +http://bonjour\.test$`,
		`^  3 +example\.test/news/ +archived +http://example\.test/news$`)
	code, _, errs := runOn(t, "wpsitemap_multisite_mapped", "urls", "--site", "http://gone.test/")
	if want := "wpsitemap urls: --site \"http://gone.test/\": no site of the network answers at gone.test\n"; code != 2 || errs != want {
		t.Errorf("urls --site of a mapping of no blog: exit %d, %q; want 2, %q", code, errs, want)
	}
}
