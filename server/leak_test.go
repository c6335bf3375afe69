package server

import (
	"cmp"
	"context"
	"encoding/xml"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
)

// TestNothingHiddenLeaks is a property test: it puts a WordPress site (the
// year-month conformance site) into many random states — post statuses,
// passwords, Yoast noindex 0/1/2, canonicals, type-level noindex and
// disable flags, blog_public, a custom type with no evidence of being
// public, attachments under hidden parents, future posts, author noindex
// and user level, term noindex — serves (with the video and news sitemaps
// on) every sitemap over HTTP, and checks each listed URL against the
// site's tables with rules written here, independently of package seo:
// nothing WordPress or Yoast would hide is ever listed, and what the HTTP
// answers list is exactly what the catalog walks.
//
// It runs on the site held in memory, where a state costs milliseconds,
// and on a MariaDB copy (the real SQL path), where one costs about half a
// second. WPSITEMAP_LEAK_STATES sets the number of states on MariaDB
// (default 24), WPSITEMAP_LEAK_MEMWP_STATES on memwp (default 200), and
// WPSITEMAP_LEAK_SEED the seed (default 1); state i is the same on both.
func TestNothingHiddenLeaks(t *testing.T) {
	seed := uint64(envInt("WPSITEMAP_LEAK_SEED", 1))
	secret, err := os.ReadFile(filepath.Join("testdata", "leak-secret-posts.sql"))
	if err != nil {
		t.Fatal(err)
	}
	// A custom type no rewrite rule or Yoast option knows: a plugin's
	// internal type, never to be listed.
	fixes := []string{strings.TrimRight(strings.TrimSpace(string(secret)), ";")}
	sitetest.Each(t, "wpc_year_month", "server_leak", fixes, func(t *testing.T, s *sitetest.Site) {
		states := envInt("WPSITEMAP_LEAK_STATES", 24)
		if s.Backend == "memwp" {
			states = envInt("WPSITEMAP_LEAK_MEMWP_STATES", 200)
		}
		nothingHiddenLeaks(t, s, seed, states)
	})
}

// nothingHiddenLeaks checks states random states of site s.
func nothingHiddenLeaks(t *testing.T, s *sitetest.Site, seed uint64, states int) {
	db := s.Store().(store)
	var posts, attachments [][]string
	newest := ""
	for _, r := range s.Rows(t, "posts", "ID", "post_type", "post_date_gmt") {
		switch {
		case sqlIn(r[1], "post", "page", "book", "note", "secret"):
			posts = append(posts, r[:2])
		case sqlEq(r[1], "attachment"):
			attachments = append(attachments, r[:1])
		}
		if sqlEq(r[1], "post") && r[2] > newest {
			newest = r[2]
		}
	}
	users := s.Rows(t, "users", "ID")
	terms := s.Rows(t, "term_taxonomy", "term_id", "taxonomy")
	slices.SortStableFunc(terms, func(a, b []string) int { return cmp.Compare(atoi(t, a[0]), atoi(t, b[0])) })
	options := s.Rows(t, "options", "option_name", "option_value")
	titlesRaw := option(t, options, "wpseo_titles")
	titleKeys := regexp.MustCompile(`s:\d+:"((?:noindex|disable)-[^"]+)";b:[01];`).FindAllStringSubmatch(titlesRaw, -1)
	var pageOnFront [][]string
	for _, r := range options {
		if sqlIn(r[0], "page_on_front", "page_for_posts") {
			pageOnFront = append(pageOnFront, r[1:])
		}
	}

	newestTime, err := time.Parse(time.DateTime, newest)
	if err != nil {
		t.Fatal(err)
	}
	checkedURLs, hiddenStates := 0, 0
	kinds := map[string]int{}
	for i := range states {
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		st := randomState(rng, posts, attachments, users, terms, titleKeys, pageOnFront)
		s.Exec(t, st.sql(titlesRaw)...)

		// The video and news sitemaps on (the site has two YouTube posts),
		// the news window a day after the newest post.
		ts, cat := addonServer(t, db, func() time.Time { return newestTime.Add(24 * time.Hour) }, "on", "on")
		oracle := loadOracle(t, s, st)
		if !st.public {
			hiddenStates++
			for _, p := range []string{"/sitemap_index.xml", "/post-sitemap.xml", "/page-sitemap.xml", "/author-sitemap.xml"} {
				if resp, _ := get(t, ts, http.MethodGet, p, nil); resp.StatusCode != http.StatusGone {
					t.Errorf("state %d (blog_public 0): %s answered %d, want 410", i, p, resp.StatusCode)
				}
			}
			ts.Close()
			cat.Close()
			continue
		}
		served := serveAll(t, ts, oracle.home)
		walked := map[string]catalog.Entry{}
		snap, err := cat.Current(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		err = cat.Catalog().Walk(context.Background(), snap, "", func(e catalog.Entry) error {
			walked[e.Loc] = e
			return nil
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for loc := range served {
			if _, ok := walked[loc]; !ok {
				t.Errorf("state %d: %s is served but the catalog does not list it", i, loc)
			}
		}
		for loc, e := range walked {
			kinds[e.Type]++
			if !served[loc] {
				t.Errorf("state %d: the catalog lists %s (%s %d) but no sitemap serves it", i, loc, e.Type, e.ID)
			}
			if why := oracle.hidden(e); why != "" {
				t.Errorf("state %d: %s %d is listed as %s, but %s", i, e.Type, e.ID, loc, why)
			}
		}
		checkedURLs += len(walked)
		ts.Close()
		cat.Close()
	}
	t.Logf("%s: %d random states (%d with blog_public 0), %d listed URLs checked against the site's tables, by sitemap: %v", s.Backend, states, hiddenStates, checkedURLs, kinds)
	if kinds["video"] == 0 || kinds["news"] == 0 {
		t.Errorf("no video or news entry was checked: %v", kinds)
	}
	if checkedURLs == 0 {
		t.Fatal("no URL was checked")
	}
}

// sqlEq compares two text values as WordPress's tables do for the ASCII
// values compared here (utf8mb4_unicode_520_ci: case and trailing spaces
// ignored).
func sqlEq(a, b string) bool {
	return strings.EqualFold(strings.TrimRight(a, " "), strings.TrimRight(b, " "))
}

// sqlIn is a IN (list...) under sqlEq.
func sqlIn(a string, list ...string) bool {
	return slices.ContainsFunc(list, func(b string) bool { return sqlEq(a, b) })
}

// option returns the value of option name in rows of (option_name,
// option_value).
func option(t *testing.T, rows [][]string, name string) string {
	t.Helper()
	for _, r := range rows {
		if sqlEq(r[0], name) {
			return r[1]
		}
	}
	t.Fatalf("no option %s", name)
	return ""
}

func atoi(t *testing.T, s string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// leakState is one random state of the site.
type leakState struct {
	public      bool
	status      map[string]string // post ID -> post_status
	password    map[string]bool
	noindex     map[string]string // "" for no meta row
	canonical   map[string]string
	parent      map[string]string // attachment ID -> post_parent
	titles      map[string]bool   // wpseo_titles key -> value
	authorNoidx map[string]bool
	userLevel   map[string]string          // wp_user_level
	termNoidx   map[string]map[string]bool // taxonomy -> term ID
}

func randomState(rng *rand.Rand, posts, attachments, users, terms [][]string, titleKeys [][]string, fixed [][]string) *leakState {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	st := &leakState{
		public: rng.IntN(8) != 0, status: map[string]string{}, password: map[string]bool{}, noindex: map[string]string{},
		canonical: map[string]string{}, parent: map[string]string{}, titles: map[string]bool{},
		authorNoidx: map[string]bool{}, userLevel: map[string]string{}, termNoidx: map[string]map[string]bool{},
	}
	keep := map[string]bool{}
	for _, r := range fixed {
		keep[r[0]] = true // the static front page and the posts page keep their state
	}
	for _, p := range posts {
		id := p[0]
		if keep[id] {
			continue
		}
		st.status[id] = pick("publish", "publish", "publish", "publish", "draft", "private", "pending", "future", "trash")
		st.password[id] = rng.IntN(7) == 0
		st.noindex[id] = pick("", "", "0", "1", "2")
		st.canonical[id] = pick("", "", "", "https://elsewhere.example/"+id+"/")
	}
	for _, a := range attachments {
		st.parent[a[0]] = pick(append([]string{"0"}, column(posts, 0)...)...)
	}
	for _, k := range titleKeys {
		st.titles[k[1]] = rng.IntN(4) == 0
	}
	for _, u := range users {
		st.authorNoidx[u[0]] = rng.IntN(4) == 0
		st.userLevel[u[0]] = pick("0", "2", "7", "10")
	}
	for _, tt := range terms {
		if rng.IntN(4) == 0 {
			if st.termNoidx[tt[1]] == nil {
				st.termNoidx[tt[1]] = map[string]bool{}
			}
			st.termNoidx[tt[1]][tt[0]] = true
		}
	}
	return st
}

func column(rows [][]string, i int) []string {
	out := make([]string, len(rows))
	for j, r := range rows {
		out[j] = r[i]
	}
	return out
}

// sql writes the state into the site.
func (st *leakState) sql(titlesRaw string) []string {
	q := func(s string) string { return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'" }
	var out []string
	public := "1"
	if !st.public {
		public = "0"
	}
	out = append(out, "UPDATE wp_options SET option_value = '"+public+"' WHERE option_name = 'blog_public'")
	for id, status := range st.status {
		pw := ""
		if st.password[id] {
			pw = "secret"
		}
		out = append(out, fmt.Sprintf("UPDATE wp_posts SET post_status = %s, post_password = %s WHERE ID = %s", q(status), q(pw), id),
			fmt.Sprintf("DELETE FROM wp_postmeta WHERE post_id = %s AND meta_key IN ('_yoast_wpseo_meta-robots-noindex', '_yoast_wpseo_canonical')", id))
		if v := st.noindex[id]; v != "" {
			out = append(out, fmt.Sprintf("INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (%s, '_yoast_wpseo_meta-robots-noindex', %s)", id, q(v)))
		}
		if v := st.canonical[id]; v != "" {
			out = append(out, fmt.Sprintf("INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (%s, '_yoast_wpseo_canonical', %s)", id, q(v)))
		}
	}
	for id, parent := range st.parent {
		out = append(out, fmt.Sprintf("UPDATE wp_posts SET post_parent = %s WHERE ID = %s", parent, id))
	}
	titles := titlesRaw
	for k, v := range st.titles {
		b := "0"
		if v {
			b = "1"
		}
		titles = regexp.MustCompile(`(s:\d+:"`+regexp.QuoteMeta(k)+`";b:)[01];`).ReplaceAllString(titles, "${1}"+b+";")
	}
	out = append(out, "UPDATE wp_options SET option_value = "+q(titles)+" WHERE option_name = 'wpseo_titles'",
		"DELETE FROM wp_usermeta WHERE meta_key = 'wpseo_noindex_author'")
	for id, on := range st.authorNoidx {
		v := "off"
		if on {
			v = "on"
		}
		out = append(out, fmt.Sprintf("INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (%s, 'wpseo_noindex_author', %s)", id, q(v)))
	}
	for id, level := range st.userLevel {
		out = append(out, fmt.Sprintf("UPDATE wp_usermeta SET meta_value = %s WHERE user_id = %s AND meta_key = 'wp_user_level'", q(level), id))
	}
	var meta strings.Builder
	fmt.Fprintf(&meta, "a:%d:{", len(st.termNoidx))
	for tax, ids := range st.termNoidx {
		fmt.Fprintf(&meta, "s:%d:\"%s\";a:%d:{", len(tax), tax, len(ids))
		for id := range ids {
			fmt.Fprintf(&meta, "i:%s;a:1:{s:13:\"wpseo_noindex\";s:7:\"noindex\";}", id)
		}
		meta.WriteString("}")
	}
	meta.WriteString("}")
	out = append(out, "UPDATE wp_options SET option_value = "+q(meta.String())+" WHERE option_name = 'wpseo_taxonomy_meta'")
	return out
}

// oracle knows, from the site's tables and the state, what must stay hidden.
type oracle struct {
	st    *leakState
	home  string
	posts map[string][]string // ID -> type, status, has password, parent status, parent password, noindex, canonical
	// authorsWithPosts: users with a published post.
	authorsWithPosts map[string]bool
	subscribers      map[string]bool // users whose only role is subscriber
}

func loadOracle(t *testing.T, s *sitetest.Site, st *leakState) *oracle {
	o := &oracle{st: st, posts: map[string][]string{}, authorsWithPosts: map[string]bool{}, subscribers: map[string]bool{}}
	for _, r := range s.Rows(t, "usermeta", "user_id", "meta_key", "meta_value") {
		if sqlEq(r[1], "wp_capabilities") && sqlEq(r[2], `a:1:{s:10:"subscriber";b:1;}`) {
			o.subscribers[r[0]] = true
		}
	}
	o.home = option(t, s.Rows(t, "options", "option_name", "option_value"), "home")
	// The first noindex and canonical row of each post, by meta_id (NULL
	// reads "").
	type metaKey struct{ post, key string }
	first := map[metaKey]string{}
	for _, r := range s.Rows(t, "postmeta", "post_id", "meta_key", "meta_value") {
		for _, key := range []string{"_yoast_wpseo_meta-robots-noindex", "_yoast_wpseo_canonical"} {
			k := metaKey{r[0], key}
			if _, seen := first[k]; !seen && r[1] != "NULL" && sqlEq(r[1], key) {
				first[k] = r[2]
				if r[2] == "NULL" {
					first[k] = ""
				}
			}
		}
	}
	hasPassword := func(pw string) string {
		if sqlEq(pw, "") {
			return "0"
		}
		return "1"
	}
	rows := s.Rows(t, "posts", "ID", "post_type", "post_status", "post_password", "post_parent", "post_author")
	byID := map[string][]string{}
	for _, r := range rows {
		byID[r[0]] = r
	}
	for _, r := range rows {
		id, typ, status, password, parent := r[0], r[1], r[2], r[3], r[4]
		// The parent's status and whether it has a password: "" and "0"
		// without a parent.
		parStatus, parPassword := "", "0"
		if par, ok := byID[parent]; ok && atoi(t, parent) > 0 {
			parStatus, parPassword = par[2], hasPassword(par[3])
		}
		o.posts[id] = []string{typ, status, hasPassword(password), parStatus, parPassword,
			first[metaKey{id, "_yoast_wpseo_meta-robots-noindex"}], first[metaKey{id, "_yoast_wpseo_canonical"}]}
		if sqlEq(typ, "post") && sqlEq(status, "publish") {
			o.authorsWithPosts[r[5]] = true
		}
	}
	return o
}

// hidden says why e must not be listed, or "" when it may be.
func (o *oracle) hidden(e catalog.Entry) string {
	id := strconv.FormatInt(e.ID, 10)
	titles := o.st.titles
	switch {
	case e.ID == 0:
		return "" // the home or archive entry
	case e.Type == "author":
		switch {
		case titles["disable-author"] || titles["noindex-author-wpseo"]:
			return "the author sitemap is disabled"
		case o.st.authorNoidx[id]:
			return "the author is set to noindex"
		case o.st.userLevel[id] == "0":
			// This site runs Yoast 21.1: before 27.8 a user of level 0 is
			// never listed.
			return "the author's user level is 0"
		case titles["noindex-author-noposts-wpseo"] && !o.authorsWithPosts[id]:
			return "the author has no published post"
		case !titles["noindex-author-noposts-wpseo"] && o.subscribers[id]:
			return "the author is a subscriber, who cannot edit posts"
		}
		return ""
	case e.Type == "category" || e.Type == "post_tag" || e.Type == "genre" || e.Type == "post_format":
		if titles["noindex-tax-"+e.Type] {
			return "the taxonomy is set to noindex"
		}
		if o.st.termNoidx[e.Type][id] {
			return "the term is set to noindex"
		}
		return ""
	}
	p, ok := o.posts[id]
	if !ok {
		return "no such post"
	}
	typ, status, password, parentStatus, parentPassword, noindex, canonical := p[0], p[1], p[2], p[3], p[4], p[5], p[6]
	if e.Type == "news" && typ != "post" {
		return "it is a " + typ + ", not a news type"
	}
	if e.Type != catalog.MultipartName && e.Type != "video" && e.Type != "news" && e.Type != typ {
		return "it is a " + typ + ", listed as " + e.Type
	}
	switch {
	case typ == "secret":
		return "its post type has no evidence of being public"
	case titles["noindex-"+typ] || titles["disable-"+typ]:
		return "its post type is set to noindex or disabled"
	case typ == "attachment" && (parentStatus != "publish" || parentPassword == "1"):
		return "its parent is " + parentStatus + " or has a password"
	case typ != "attachment" && status != "publish":
		return "its status is " + status
	case password == "1":
		return "it has a password"
	case noindex == "1":
		return "it is set to noindex"
	case canonical != "" && canonical != e.Loc && e.Type != catalog.MultipartName && e.Type != "video" && e.Type != "news":
		return "its canonical points to " + canonical
	case canonical != "" && (e.Type == catalog.MultipartName || e.Type == "video" || e.Type == "news"):
		// The states only set canonicals that point elsewhere.
		return "its post's canonical points to " + canonical
	}
	return ""
}

// serveAll fetches the index and every sitemap it lists over HTTP, checks
// each answer is a 200 sitemap document, and returns every <loc> of every
// <url>.
func serveAll(t *testing.T, ts *httptest.Server, home string) map[string]bool {
	t.Helper()
	path := func(loc string) string {
		u, err := url.Parse(loc)
		if err != nil {
			t.Fatalf("bad loc %q", loc)
		}
		return strings.TrimPrefix(u.Path, strings.TrimRight(mustPath(t, home), "/"))
	}
	locs := map[string]bool{}
	resp, body := get(t, ts, http.MethodGet, "/sitemap_index.xml", nil)
	if resp.StatusCode == http.StatusNotFound {
		return locs // nothing to list
	}
	var index struct {
		Sitemaps []struct {
			Loc string `xml:"loc"`
		} `xml:"sitemap"`
	}
	if resp.StatusCode != http.StatusOK || xml.Unmarshal([]byte(body), &index) != nil {
		t.Fatalf("index: %d %.200q", resp.StatusCode, body)
	}
	for _, sm := range index.Sitemaps {
		resp, body := get(t, ts, http.MethodGet, path(sm.Loc), nil)
		var set struct {
			URLs []struct {
				Loc string `xml:"loc"`
			} `xml:"url"`
		}
		if resp.StatusCode != http.StatusOK || xml.Unmarshal([]byte(body), &set) != nil || len(set.URLs) == 0 {
			t.Fatalf("%s: %d %.200q", sm.Loc, resp.StatusCode, body)
		}
		for _, u := range set.URLs {
			locs[u.Loc] = true
		}
	}
	return locs
}

func mustPath(t *testing.T, home string) string {
	u, err := url.Parse(home)
	if err != nil {
		t.Fatal(err)
	}
	return u.Path
}
