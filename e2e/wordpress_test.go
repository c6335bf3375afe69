package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// Where Debian's wordpress package puts WordPress, and where e2e/setup.sh puts the tests'
// configuration (see e2e/wp/config-wpsitemap-e2e.php).
const (
	wordpressDir    = "/usr/share/wordpress"
	wordpressConfig = "/etc/wordpress/config-wpsitemap-e2e.php"
)

// requireWordPress checks that PHP with mysqli, Debian's WordPress and the tests' WordPress
// configuration are installed, and returns the php binary.
func requireWordPress(t testing.TB) string {
	t.Helper()
	php := needTool(t, "PHP CLI (php-cli)", "php")
	if _, err := os.Stat(filepath.Join(wordpressDir, "wp-load.php")); err != nil {
		dbtest.Unavailable(t, "Debian's wordpress package is not installed (%v); run e2e/setup.sh", err)
	}
	if err := exec.Command(php, "-r", `exit(extension_loaded("mysqli") ? 0 : 1);`).Run(); err != nil {
		dbtest.Unavailable(t, "PHP has no mysqli (php-mysql): %v; run e2e/setup.sh", err)
	}
	want, err := os.ReadFile(filepath.Join("wp", "config-wpsitemap-e2e.php"))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(wordpressConfig); err != nil || !bytes.Equal(got, want) {
		dbtest.Unavailable(t, "%s is missing or differs from e2e/wp/config-wpsitemap-e2e.php; run e2e/setup.sh", wordpressConfig)
	}
	return php
}

// site is a WordPress installed by e2e/wp/wpe2e.php into its own database.
type site struct {
	php  string
	db   string
	home string
	env  []string         // the PHP scripts' and php-fpm's site settings, NAME=value
	ids  map[string]int64 // content by name ("post_plain", "user_alice", ...)
}

// newSite installs WordPress into database db (dropped first) with home as its home URL,
// and creates the test content with permalinks /%postname%/.
func newSite(t testing.TB, db, home string) *site {
	t.Helper()
	php := requireWordPress(t)
	c := dbtest.Conn(db)
	mu, err := filepath.Abs(filepath.Join("wp", "mu-plugins"))
	if err != nil {
		t.Fatal(err)
	}
	s := &site{php: php, db: db, home: home, env: []string{
		"WPSITEMAP_E2E_DB_NAME=" + db,
		"WPSITEMAP_E2E_DB_HOST=" + c.Addr,
		"WPSITEMAP_E2E_DB_USER=" + c.User,
		"WPSITEMAP_E2E_DB_PASSWORD=" + c.Password,
		"WPSITEMAP_E2E_MU_DIR=" + mu,
		"WPSITEMAP_E2E_HOME=" + home,
	}}
	if out, code, err := s.run("install"); err != nil {
		if code == 3 {
			dbtest.Unavailable(t, "%s", out)
		}
		t.Fatalf("install WordPress into %s: %v", db, err)
	}
	dbtest.Open(t, db) // it is a WordPress database now, as wpsitemap's own tests see one
	if err := json.Unmarshal(s.must(t, "content"), &s.ids); err != nil {
		t.Fatalf("content: %v", err)
	}
	s.setPermalinks(t, "/%postname%/")
	return s
}

// run runs wpe2e.php with args and returns its standard output; err carries its standard
// error and code its exit status.
func (s *site) run(args ...string) (out []byte, code int, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.php, append([]string{filepath.Join("wp", "wpe2e.php")}, args...)...)
	cmd.Env = append(os.Environ(), s.env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	if err != nil {
		code = -1
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		}
		return stdout.Bytes(), code, fmt.Errorf("php wpe2e.php %s: %v\n%s%s", strings.Join(args, " "), err, stderr.Bytes(), tail(stdout.String(), 2000))
	}
	return stdout.Bytes(), 0, nil
}

func (s *site) must(t testing.TB, args ...string) []byte {
	t.Helper()
	out, _, err := s.run(args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// setPermalinks switches the permalink structure and then, in a new PHP process (so that
// the custom types register their permastructs under the new structure), flushes the
// rewrite rules: what saving Settings > Permalinks does.
func (s *site) setPermalinks(t testing.TB, structure string) {
	t.Helper()
	s.must(t, "permalinks", structure)
	s.must(t, "flush")
}

// Expectations: what WordPress itself says (wpe2e.php expect).

type wpPost struct {
	Type    string `json:"type"`
	ID      int64  `json:"id"`
	Title   string `json:"title"`
	Status  string `json:"status"`
	URL     string `json:"url"`
	LastMod string `json:"lastmod"` // RFC 3339, UTC, as `wpsitemap urls` prints it
	Reason  string `json:"reason"`  // why Yoast leaves it out; "" when listed
}

type wpPart struct {
	Type string `json:"type"`
	ID   int64  `json:"id"`
	Part int    `json:"part"`
	URL  string `json:"url"`
}

type wpTerm struct {
	Taxonomy string `json:"taxonomy"`
	ID       int64  `json:"id"`
	Slug     string `json:"slug"`
	Count    int    `json:"count"`
	URL      string `json:"url"`
	Listed   bool   `json:"listed"` // get_terms(hide_empty) returns it
}

type wpAuthor struct {
	ID       int64  `json:"id"`
	Nicename string `json:"nicename"`
	Posts    int    `json:"posts"`
	URL      string `json:"url"`
	Listed   bool   `json:"listed"` // has published posts
}

// wpVideoPost is a listed post of a Video SEO post type in which WordPress embeds YouTube
// videos: the URL of an Embed block or a URL alone on a line that WordPress's oEmbed providers
// give to YouTube.
type wpVideoPost struct {
	Type    string   `json:"type"`
	ID      int64    `json:"id"`
	Title   string   `json:"title"`
	URL     string   `json:"url"`
	LastMod string   `json:"lastmod"`
	YouTube []string `json:"youtube"` // video IDs, in the content's order
}

// wpNews is what News SEO's settings and WordPress say the news sitemap holds.
type wpNews struct {
	Name     string      `json:"name"`   // news_sitemap_name, else the site title
	Locale   string      `json:"locale"` // get_locale()
	Articles []wpArticle `json:"articles"`
}

// wpArticle is a listed post of a news type published or modified in the 48 hours before
// `wpe2e.php expect` ran, without News SEO's opt-out; newest publication first.
type wpArticle struct {
	Type      string `json:"type"`
	ID        int64  `json:"id"`
	Title     string `json:"title"`
	URL       string `json:"url"`
	Published string `json:"published"` // post_date_gmt, RFC 3339 UTC
	LastMod   string `json:"lastmod"`
}

type expectation struct {
	Home               string              `json:"home"`
	PermalinkStructure string              `json:"permalink_structure"`
	Posts              []wpPost            `json:"posts"`
	Parts              []wpPart            `json:"parts"`
	Terms              []wpTerm            `json:"terms"`
	Authors            []wpAuthor          `json:"authors"`
	Images             map[string][]string `json:"images"` // post ID -> image URLs it must list
	First              map[string]string   `json:"first"`  // post type -> first entry (home, archive)
	Videos             []wpVideoPost       `json:"videos"` // empty without Video SEO's option
	News               *wpNews             `json:"news"`   // nil without News SEO's option
}

func (s *site) expect(t testing.TB) *expectation {
	t.Helper()
	var e expectation
	if err := json.Unmarshal(s.must(t, "expect"), &e); err != nil {
		t.Fatalf("expect: %v", err)
	}
	return &e
}

// object is one thing a sitemap can list, keyed as `wpsitemap urls` prints it:
// "post:4", "page:-" (a first entry), "multipart:7#2", "category:3", "author:2".
type object struct {
	URL     string
	What    string // for messages: title, slug or nicename, and why it is left out
	LastMod string // for posts: what the entry's lastmod must be
}

// listed returns what should be listed when the post types in types and the taxonomies in
// taxes have sitemaps.
func (e *expectation) listed(types, taxes map[string]bool) map[string]object {
	m := map[string]object{}
	for _, p := range e.Posts {
		if types[p.Type] && p.Reason == "" {
			m[p.Type+":"+strconv.FormatInt(p.ID, 10)] = object{p.URL, fmt.Sprintf("%q", p.Title), p.LastMod}
		}
	}
	for pt, u := range e.First {
		if types[pt] && u != "" {
			m[pt+":-"] = object{URL: u, What: "first entry of the " + pt + " sitemap"}
		}
	}
	for _, p := range e.Parts {
		if types[p.Type] {
			m[fmt.Sprintf("multipart:%d#%d", p.ID, p.Part)] = object{URL: p.URL, What: fmt.Sprintf("part %d of %s %d", p.Part, p.Type, p.ID)}
		}
	}
	for _, tm := range e.Terms {
		if taxes[tm.Taxonomy] && tm.Listed {
			m[tm.Taxonomy+":"+strconv.FormatInt(tm.ID, 10)] = object{URL: tm.URL, What: tm.Slug}
		}
	}
	for _, a := range e.Authors {
		if a.Listed {
			m["author:"+strconv.FormatInt(a.ID, 10)] = object{URL: a.URL, What: a.Nicename}
		}
	}
	for _, v := range e.Videos {
		if types[v.Type] {
			m["video:"+strconv.FormatInt(v.ID, 10)] = object{v.URL, fmt.Sprintf("%q with YouTube videos %q", v.Title, v.YouTube), v.LastMod}
		}
	}
	for _, a := range e.news() {
		if types[a.Type] {
			m["news:"+strconv.FormatInt(a.ID, 10)] = object{a.URL, fmt.Sprintf("article %q published %s", a.Title, a.Published), a.LastMod}
		}
	}
	return m
}

// news returns the articles of the news sitemap (none without News SEO's option).
func (e *expectation) news() []wpArticle {
	if e.News == nil {
		return nil
	}
	return e.News.Articles
}

// all returns every object WordPress knows of, listed or not, with its link.
func (e *expectation) all() map[string]object {
	m := map[string]object{}
	for _, p := range e.Posts {
		why := p.Reason
		if why == "" {
			why = "listed"
		}
		m[p.Type+":"+strconv.FormatInt(p.ID, 10)] = object{URL: p.URL, What: fmt.Sprintf("%q, %s, %s", p.Title, p.Status, why)}
		// Under the video and news sitemaps: any post, by the same link.
		for _, sm := range []string{"video", "news"} {
			m[sm+":"+strconv.FormatInt(p.ID, 10)] = object{URL: p.URL, What: fmt.Sprintf("%s %q, %s, %s, not expected in the %s sitemap", p.Type, p.Title, p.Status, why, sm)}
		}
	}
	for _, tm := range e.Terms {
		m[tm.Taxonomy+":"+strconv.FormatInt(tm.ID, 10)] = object{URL: tm.URL, What: fmt.Sprintf("%s, %d posts", tm.Slug, tm.Count)}
	}
	for _, a := range e.Authors {
		m["author:"+strconv.FormatInt(a.ID, 10)] = object{URL: a.URL, What: fmt.Sprintf("%s, %d published posts", a.Nicename, a.Posts)}
	}
	return m
}

// urlsRow is one row of `wpsitemap urls --explain`.
type urlsRow struct {
	Type, ID, URL, Rest string // Rest: LASTMOD, or the REASON of a row left out
}

func (r urlsRow) key() string { return r.Type + ":" + r.ID }

// parseURLs splits `wpsitemap urls --explain` output into the listed rows and the rows left
// out.
func parseURLs(out string) (listed, leftOut []urlsRow, err error) {
	section := 0 // 0 before the header, 1 listed, 2 left out
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
			continue
		case strings.HasPrefix(line, "TYPE") && section == 0:
			section = 1
			continue
		case strings.HasPrefix(line, "LEFT OUT"):
			section = 2
			continue
		case len(f) < 3 || section == 0:
			return nil, nil, fmt.Errorf("unexpected line %q", line)
		}
		r := urlsRow{Type: f[0], ID: f[1], URL: f[2], Rest: strings.Join(f[3:], " ")}
		if section == 1 {
			// TYPE ID LASTMOD URL
			if len(f) != 4 {
				return nil, nil, fmt.Errorf("listed line %q: want TYPE ID LASTMOD URL", line)
			}
			r.URL, r.Rest = f[3], f[2]
			listed = append(listed, r)
		} else {
			leftOut = append(leftOut, r)
		}
	}
	if section == 0 {
		return nil, nil, errors.New("no TYPE header")
	}
	return listed, leftOut, nil
}

// compareListing reports, as test errors, every difference between what wpsitemap listed
// and what WordPress says should be listed, and every link of an object left out that
// differs from WordPress's.
func compareListing(t testing.TB, e *expectation, listed, leftOut []urlsRow, types, taxes map[string]bool) {
	t.Helper()
	want := e.listed(types, taxes)
	all := e.all()
	var problems []string
	seen := map[string]bool{}
	for _, r := range listed {
		k := r.key()
		if seen[k] {
			problems = append(problems, fmt.Sprintf("%s listed twice (%s)", k, r.URL))
			continue
		}
		seen[k] = true
		w, ok := want[k]
		switch {
		case ok && w.URL != r.URL:
			problems = append(problems, fmt.Sprintf("%s %s: wpsitemap lists %s, WordPress says %s", k, w.What, r.URL, w.URL))
		case ok && w.LastMod != "" && w.LastMod != r.Rest:
			problems = append(problems, fmt.Sprintf("%s %s (%s): lastmod %s, WordPress's post_modified_gmt/post_date_gmt say %s", k, w.What, r.URL, r.Rest, w.LastMod))
		case !ok:
			if o, known := all[k]; known {
				problems = append(problems, fmt.Sprintf("%s (%s) is listed as %s but should not be (WordPress: %s)", k, o.What, r.URL, o.URL))
			} else {
				problems = append(problems, fmt.Sprintf("%s is listed as %s but WordPress has no such listable object", k, r.URL))
			}
		}
	}
	for k, w := range want {
		if !seen[k] {
			problems = append(problems, fmt.Sprintf("%s %s is missing (WordPress: %s)", k, w.What, w.URL))
		}
	}
	for _, r := range leftOut {
		if r.URL == "-" {
			continue
		}
		if o, known := all[r.key()]; known && o.URL != r.URL {
			problems = append(problems, fmt.Sprintf("left out %s (%s): wpsitemap's link %s, WordPress says %s", r.key(), o.What, r.URL, o.URL))
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
	if len(problems) == 0 {
		t.Logf("%d listed and %d left-out objects agree with WordPress", len(listed), len(leftOut))
	}
}

// wpsitemapURLs runs `wpsitemap urls --explain=all` on database db: every
// object left out, those of the types without a sitemap too.
func wpsitemapURLs(t testing.TB, db, config string) (listed, leftOut []urlsRow) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, wpsitemapBinary(t), "urls", "--explain=all")
	cmd.Env = wpsitemapEnv(db, "127.0.0.1:0", config)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("wpsitemap urls: %v\n%s", err, stderr.Bytes())
	}
	listed, leftOut, err := parseURLs(stdout.String())
	if err != nil {
		t.Fatalf("wpsitemap urls: %v\n%s", err, stdout.Bytes())
	}
	return listed, leftOut
}
