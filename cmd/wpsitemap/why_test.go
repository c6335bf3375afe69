package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestURLsID: `urls --id N` on the fixture with two entries per page. The
// expected pages are counted by hand from testdata/fixtures.sql: the
// listed posts in ID order are 10, 11, ... 17, 27 (25 has a password, 26
// is noindex), 29 (28's canonical points elsewhere), 31 (30's canonical
// lacks the slash), and the home entry takes one place on page 1: post 31
// is the 12th entry, on page 6. Post 31 has three parts, the only ones of
// the site: parts 2 and 3 are the multi-part sitemap's entries 1 and 2,
// both on page 1, and on pages 1 and 2 with one entry per page.
func TestURLsID(t *testing.T) {
	dbtest.Open(t, "wpsitemap_fixtures")
	for _, tc := range []struct {
		name    string
		args    []string
		perPage string // "2" when empty
		code    int
		want    string // stdout, whole
		err     string // in stderr
	}{{
		name: "post and parts",
		args: []string{"--id", "31"},
		want: `post 31: listed in post-sitemap6.xml (page 6 of post)
  loc      http://127.0.0.1:8080/blog/mehrteilig/
  lastmod  2023-03-01T08:00:00Z
multipart 31 part 2: listed in multipart-sitemap.xml (page 1 of multipart)
  loc      http://127.0.0.1:8080/blog/mehrteilig/2/
  lastmod  2023-03-01T08:00:00Z
multipart 31 part 3: listed in multipart-sitemap.xml (page 1 of multipart)
  loc      http://127.0.0.1:8080/blog/mehrteilig/3/
  lastmod  2023-03-01T08:00:00Z
`,
	}, {
		name:    "parts one per page",
		args:    []string{"--id", "31", "--type", "multipart"},
		perPage: "1",
		want: `multipart 31 part 2: listed in multipart-sitemap.xml (page 1 of multipart)
  loc      http://127.0.0.1:8080/blog/mehrteilig/2/
  lastmod  2023-03-01T08:00:00Z
multipart 31 part 3: listed in multipart-sitemap2.xml (page 2 of multipart)
  loc      http://127.0.0.1:8080/blog/mehrteilig/3/
  lastmod  2023-03-01T08:00:00Z
`,
	}, {
		name: "left out, with its reason",
		args: []string{"--id", "26", "--type", "post"},
		want: `post 26: left out: noindex (Yoast meta-robots-noindex = 1)
  loc      http://127.0.0.1:8080/news/noindex-beitrag/
`,
	}, {
		// ID 3 is a page, a category and a user; --type keeps the user.
		name: "one kind of three",
		args: []string{"--id", "3", "--type", "author"},
		want: `author 3: left out: author set to noindex (wpseo_noindex_author)
  loc      http://127.0.0.1:8080/author/anna-mueller/
`,
	}, {
		name: "no such object",
		args: []string{"--id", "99999"},
		code: 1,
		err:  "no post, term or user with ID 99999",
	}, {
		name: "unknown type",
		args: []string{"--id", "3", "--type", "nosuch"},
		code: 2,
		err:  `no post type, taxonomy or sitemap named "nosuch"`,
	}, {
		name: "negative ID",
		args: []string{"--id", "-3"},
		code: 2,
		err:  "--id must be a positive object ID",
	}, {
		// Not the whole listing, as when --id is not given.
		name: "zero ID",
		args: []string{"--id", "0"},
		code: 2,
		err:  "--id must be a positive object ID",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			perPage := tc.perPage
			if perPage == "" {
				perPage = "2"
			}
			lookup := dbEnv("wpsitemap_fixtures", "WPSITEMAP_ENTRIES_PER_PAGE", perPage, "WPSITEMAP_LOG_LEVEL", "warn")
			var out, errb bytes.Buffer
			code := run(context.Background(), append([]string{"urls"}, tc.args...), lookup, &out, &errb, nil)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, tc.code, errb.String())
			}
			if d := cmp.Diff(tc.want, out.String()); d != "" {
				t.Errorf("stdout (-want +got):\n%s", d)
			}
			if !strings.Contains(errb.String(), tc.err) {
				t.Errorf("stderr lacks %q:\n%s", tc.err, errb.String())
			}
		})
	}
}
