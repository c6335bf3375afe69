package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

var sitemapPath = regexp.MustCompile(`/([^/]+?)-sitemap([0-9]*)\.xml/?$`)

// yoastURLs reads every urlset Yoast served in a scenario (index.tsv names
// the request of each capture) and returns the union of locs per type.
func yoastURLs(t *testing.T, dir string) map[string][]string {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "index.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sets := map[string]map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 3 || cols[2] != "200" {
			continue
		}
		u, err := url.Parse(cols[1])
		if err != nil {
			continue
		}
		typ := u.Query().Get("sitemap")
		if m := sitemapPath.FindStringSubmatch(u.Path); m != nil {
			typ = m[1]
		}
		if typ == "" || typ == "1" || u.Query().Get("yoast-sitemap-xsl") != "" {
			continue
		}
		body, err := os.ReadFile(filepath.Join(dir, cols[0]+".body"))
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			XMLName xml.Name
			URLs    []struct {
				Loc string `xml:"loc"`
			} `xml:"url"`
		}
		if err := xml.Unmarshal(body, &doc); err != nil || doc.XMLName.Local != "urlset" {
			continue
		}
		if sets[typ] == nil {
			sets[typ] = map[string]bool{}
		}
		for _, x := range doc.URLs {
			sets[typ][x.Loc] = true
		}
	}
	out := map[string][]string{}
	for typ, set := range sets {
		for loc := range set {
			out[typ] = append(out[typ], loc)
		}
		sort.Strings(out[typ])
	}
	return out
}

type urlsOutput struct {
	listed   map[string][]string        // type -> locs
	leftOut  map[string]map[string]bool // type -> "id" -> true
	listedID map[string]map[string]bool // type -> "id" -> true
}

func parseURLs(t *testing.T, out string) urlsOutput {
	t.Helper()
	o := urlsOutput{listed: map[string][]string{}, leftOut: map[string]map[string]bool{}, listedID: map[string]map[string]bool{}}
	section := ""
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "TYPE", "LEFT":
			section = f[0]
			continue
		}
		if len(f) < 3 {
			t.Fatalf("short line %q", line)
		}
		add := func(m map[string]map[string]bool) {
			if m[f[0]] == nil {
				m[f[0]] = map[string]bool{}
			}
			m[f[0]][f[1]] = true
		}
		if section == "TYPE" {
			if len(f) != 4 {
				t.Fatalf("listed line %q: want TYPE ID LASTMOD URL", line)
			}
			o.listed[f[0]] = append(o.listed[f[0]], f[3])
			add(o.listedID)
		} else {
			add(o.leftOut)
		}
	}
	for typ := range o.listed {
		sort.Strings(o.listed[typ])
	}
	return o
}

// TestURLsMatchYoast: on each conformance database, `wpsitemap urls` lists
// per type the same set of URLs as Yoast's captured sitemaps (multipart is
// ours, deviations.md 2), and --explain gives a reason for every published
// object of a listed type that is missing.
func TestURLsMatchYoast(t *testing.T) {
	for _, sc := range dbtest.Scenarios(t) {
		if sc.Name == "core-sitemaps" {
			continue // Yoast was inactive there: nothing to compare with
		}
		t.Run(sc.Name, func(t *testing.T) {
			dbtest.Open(t, sc.DB)
			var out, errb bytes.Buffer
			if code := run(context.Background(), []string{"urls", "--explain=all"}, dbEnv(sc.DB), &out, &errb, nil); code != 0 {
				t.Fatalf("urls exited %d: %s", code, errb.String())
			}
			got := parseURLs(t, out.String())
			want := yoastURLs(t, sc.Dir)
			if len(want) == 0 {
				t.Fatal("no Yoast captures found")
			}
			gotYoastTypes := map[string][]string{}
			for typ, locs := range got.listed {
				if typ != "multipart" {
					gotYoastTypes[typ] = locs
				}
			}
			if d := cmp.Diff(want, gotYoastTypes); d != "" {
				t.Errorf("listed URLs per type differ from Yoast's (-yoast +wpsitemap):\n%s", d)
			}

			var meta struct {
				Posts []struct {
					ID       int64  `json:"id"`
					PostType string `json:"post_type"`
					Status   string `json:"post_status"`
				} `json:"posts"`
			}
			raw, err := os.ReadFile(filepath.Join(sc.Dir, "expected-meta.json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(raw, &meta); err != nil {
				t.Fatal(err)
			}
			accounted := 0
			for _, p := range meta.Posts {
				id := strconv.FormatInt(p.ID, 10)
				if p.Status != "publish" {
					continue
				}
				if !got.listedID[p.PostType][id] && !got.leftOut[p.PostType][id] {
					t.Errorf("published %s %s is neither listed nor explained", p.PostType, id)
				}
				accounted++
			}
			t.Logf("%s: %d types compared with Yoast, %d published objects accounted for", sc.Name, len(want), accounted)
		})
	}
}

// TestWPHomeFromWPConfig: with --wp-config, WP_HOME and WP_SITEURL win over
// the stored options in every URL, and the
// start-up log names both values.
func TestWPHomeFromWPConfig(t *testing.T) {
	dbtest.Open(t, "wpsitemap_fixtures")
	cfgPath := filepath.Join(t.TempDir(), "wp-config.php")
	php := "<?php\ndefine('WP_HOME', 'https://www.example.org/');\ndefine('WP_SITEURL', 'https://www.example.org/wp');\n"
	if err := os.WriteFile(cfgPath, []byte(php), 0o600); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"urls", "--wp-config", cfgPath}, dbEnv("wpsitemap_fixtures"), &out, &errb, nil); code != 0 {
		t.Fatalf("urls exited %d: %s", code, errb.String())
	}
	got := parseURLs(t, out.String())
	// Stored home is http://127.0.0.1:8080; the links below are the
	// fixture's, under WP_HOME.
	for typ, want := range map[string]string{
		"post":     "https://www.example.org/news/lokales/berlin/stadtrat-tagt/",
		"page":     "https://www.example.org/ueber-uns/team/",
		"category": "https://www.example.org/topics/news/",
		"author":   "https://www.example.org/author/jose-garcia/",
	} {
		if !slices.Contains(got.listed[typ], want) {
			t.Errorf("%s: %q not listed; got %q", typ, want, got.listed[typ])
		}
	}
	for typ, locs := range got.listed {
		for _, loc := range locs {
			if !strings.HasPrefix(loc, "https://www.example.org/") {
				t.Errorf("%s %q is not under WP_HOME", typ, loc)
			}
		}
	}
	log := errb.String()
	for _, want := range []string{
		`msg="WP_HOME overrides the stored home option" wp_home=https://www.example.org home_option=http://127.0.0.1:8080`,
		`msg="WP_SITEURL overrides the stored siteurl option" wp_siteurl=https://www.example.org/wp siteurl_option=http://127.0.0.1:8080`,
	} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %s:\n%s", want, log)
		}
	}
}

// TestURLsUnknownType: `urls --type nosuch` says so, with the types there
// are, on one line and with exit status 2, before preparing any sitemap.
func TestURLsUnknownType(t *testing.T) {
	dbtest.Open(t, "wpc_year_month")
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"urls", "--type", "nosuch"}, dbEnv("wpc_year_month"), &out, &errb, nil)
	want := `wpsitemap: no sitemap type "nosuch"; the types are: post, page, book, category, post_tag, genre, author, multipart` + "\n"
	if code != 2 || errb.String() != want || out.Len() > 0 {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, %q", code, out.String(), errb.String(), want)
	}
	// A known type is listed alone.
	out.Reset()
	errb.Reset()
	if code := run(context.Background(), []string{"urls", "--type", "book"}, dbEnv("wpc_year_month"), &out, &errb, nil); code != 0 {
		t.Fatalf("--type book: exit %d: %s", code, errb.String())
	}
	got := parseURLs(t, out.String())
	if len(got.listed) != 1 || len(got.listed["book"]) == 0 {
		t.Errorf("--type book listed %v", got.listed)
	}
}

// TestURLsExplainSummary: --explain sums up the objects of a type without
// a sitemap in one line per type (attachments, redirected to their parent
// on this site, and a type set to noindex); --explain=all lists each.
func TestURLsExplainSummary(t *testing.T) {
	dbtest.Open(t, "wpc_year_month")
	rows := map[string]int{}
	for _, typ := range []string{"attachment", "note"} {
		n, err := strconv.Atoi(dbtest.Query(t, "wpc_year_month", "SELECT COUNT(*) FROM wp_posts WHERE post_type = '"+typ+"'")[0][0])
		if err != nil {
			t.Fatal(err)
		}
		if n < 2 {
			t.Fatalf("%d %s rows: the test tests nothing", n, typ)
		}
		rows[typ] = n
	}
	explain := func(flag string) (summaries, each map[string]int) {
		var out, errb bytes.Buffer
		if code := run(context.Background(), []string{"urls", flag}, dbEnv("wpc_year_month"), &out, &errb, nil); code != 0 {
			t.Fatalf("urls %s: exit %d: %s", flag, code, errb.String())
		}
		s := out.String()
		summaries, each = map[string]int{}, map[string]int{}
		line := regexp.MustCompile(`(?m)^(\w+)\s+-\s+\((\d+) objects; --explain=all lists them\)\s+no sitemap for this type: \S`)
		for _, m := range line.FindAllStringSubmatch(s[strings.Index(s, "\nLEFT OUT "):], -1) {
			n, _ := strconv.Atoi(m[2])
			summaries[m[1]] += n
		}
		for _, l := range strings.Split(s[strings.Index(s, "\nLEFT OUT "):], "\n") {
			if f := strings.Fields(l); len(f) > 2 && f[1] != "-" && strings.Contains(l, "no sitemap for this type") {
				each[f[0]]++
			}
		}
		return summaries, each
	}
	summaries, each := explain("--explain")
	if d := cmp.Diff(rows, summaries); d != "" || len(each) > 0 {
		t.Errorf("--explain: summaries per type (-rows +summed):\n%s\nobjects told one by one: %v", d, each)
	}
	summaries, each = explain("--explain=all")
	if d := cmp.Diff(rows, each); d != "" || len(summaries) > 0 {
		t.Errorf("--explain=all: objects per type (-rows +told):\n%s\nsummaries: %v", d, summaries)
	}
}

// TestURLsColumnsAligned: every listed row's URL starts under the header's
// URL, whatever the widths of the URLs before it.
func TestURLsColumnsAligned(t *testing.T) {
	dbtest.Open(t, "wpc_attachments")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"urls"}, dbEnv("wpc_attachments"), &out, &errb, nil); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	header := lines[0]
	cols := []int{strings.Index(header, "ID"), strings.Index(header, "LASTMOD"), strings.Index(header, "URL")}
	if cols[0] < 0 || cols[1] < 0 || cols[2] < 0 {
		t.Fatalf("header %q", header)
	}
	for _, l := range lines[1:] {
		for i, c := range cols {
			if len(l) <= c || l[c-1] != ' ' || l[c] == ' ' {
				t.Errorf("column %d of %q does not start at %d, under the header's", i+2, l, c)
			}
		}
	}
	if len(lines) < 50 {
		t.Errorf("%d lines: the test tests nothing", len(lines))
	}
}
