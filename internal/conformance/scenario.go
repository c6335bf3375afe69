// Package conformance checks a running wpsitemap against one scenario of
// testdata/conformance: a WordPress database together with what WordPress
// 6.1 and Yoast SEO 21.1 served for it (NAME.status, NAME.headers,
// NAME.body, index.tsv) and what WordPress computed for every object
// (expected-meta.json, expected-links.json), plus hand-written additions
// (expected-overrides.json).
//
// The expected answer is Yoast's, changed wherever docs/deviations.md says
// wpsitemap differs on purpose. Run requests every URL by its path from the
// service's base URL, whatever host the stored home option names, and
// returns one Check per assertion in ten areas: routing, headers, index,
// entries, paging, images, multipart, stylesheet, xsd and core (the
// core-sitemaps scenario, where Yoast was inactive, is a cross-check against
// WordPress core's own sitemaps). For a Yoast scenario the number of checks
// does not depend on what the service answers: a missing page is failed
// checks, never fewer checks.
//
// The same folders serve the captures of testdata/conformance/observed:
// sites with Polylang or WPML, each host's answers in a folder of its own,
// asked with that host's Host header (Options.Host). Their expected-meta.json
// adds what those deviations need: the stored home (home_option), Polylang's
// language homes, WPML's settings and each object's language.
//
// It is test tooling: the tests of cmd/wpsitemap run it against the service
// for every scenario and capture.
package conformance

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// The namespaces and fixed values the checks compare with.
const (
	nsSitemap   = "http://www.sitemaps.org/schemas/sitemap/0.9"
	nsImage     = "http://www.google.com/schemas/sitemap-image/1.1"
	nsXSL       = "http://www.w3.org/1999/XSL/Transform"
	robotsValue = "noindex, follow"
	contentType = "text/xml; charset=UTF-8"
	multipart   = "multipart"
)

var (
	sitemapName = regexp.MustCompile(`^([^/]+?)-sitemap([0-9]*)\.xml$`)
	piHref      = regexp.MustCompile(`<\?xml-stylesheet\s[^?]*?href="([^"]*)"`)
	w3cDate     = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$`)
	// escURLChanges matches what WordPress's esc_url() would change; Yoast keeps
	// an image src only when esc_url leaves it as it is.
	escURLChanges = regexp.MustCompile(`[^A-Za-z0-9\-~+_.?#=!&;,/:%@$|*'()\x{80}-\x{FFFF}]|[\[\]]`)
	wpImageClass  = regexp.MustCompile(`wp-image-\d+`)
)

// ErrScenario is wrapped by the errors of a scenario folder that cannot be used.
var ErrScenario = errors.New("unusable scenario")

func scenarioErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrScenario, fmt.Sprintf(format, args...))
}

// meta is expected-meta.json, as WordPress computed it on the reference site.
type meta struct {
	Site struct {
		Home                   string          `json:"home"`
		HomeOption             string          `json:"home_option"`
		HomeURL                string          `json:"home_url"`
		BlogPublic             json.RawMessage `json:"blog_public"`
		EntriesPerPage         json.Number     `json:"entries_per_page"`
		YoastActive            *bool           `json:"yoast_active"`
		YoastAuthorSitemap     *bool           `json:"yoast_author_sitemap"`
		AuthorArchivePostTypes []string        `json:"author_archive_post_types"`
		LanguageHomes          []string        `json:"language_homes"`
		WPMLVersion            string          `json:"wpml_version"`
		WPMLHidden             []string        `json:"wpml_hidden_languages"`
		WPMLNegotiation        int             `json:"wpml_negotiation_type"`
		WPMLDefault            string          `json:"wpml_default_language"`
		Language               string          `json:"language"`
		PostTypes              []struct {
			Name         string  `json:"name"`
			ArchiveLink  *string `json:"archive_link"`
			YoastSitemap *bool   `json:"yoast_sitemap"`
		} `json:"post_types"`
		Taxonomies []struct {
			Name         string `json:"name"`
			YoastSitemap *bool  `json:"yoast_sitemap"`
		} `json:"taxonomies"`
	} `json:"site"`
	Posts []post `json:"posts"`
	Terms []struct {
		Language *string `json:"language"`
		TermID   int64   `json:"term_id"`
		Taxonomy string  `json:"taxonomy"`
		Count    int64   `json:"count"`
		Link     string  `json:"link"`
	} `json:"terms"`
	Users []struct {
		ID             int64  `json:"id"`
		Link           string `json:"link"`
		PublishedPosts int64  `json:"published_posts"`
	} `json:"users"`
}

type post struct {
	ID              int64   `json:"id"`
	PostType        string  `json:"post_type"`
	PostStatus      string  `json:"post_status"`
	PostAuthor      int64   `json:"post_author"`
	PostModifiedGMT string  `json:"post_modified_gmt"`
	HasPassword     bool    `json:"has_password"`
	Permalink       string  `json:"permalink"`
	Language        *string `json:"language"`
	Multipage       *struct {
		PartURLs []string `json:"part_urls"`
		Parts    []struct {
			N   int                 `json:"n"`
			URL string              `json:"url"`
			Img []map[string]string `json:"img"`
		} `json:"parts"`
	} `json:"multipage"`
}

// overrides is expected-overrides.json: image URLs deviations 9 adds.
type overrides struct {
	Images struct {
		Add []struct {
			PostID int64    `json:"post_id"`
			Loc    string   `json:"loc"`
			Images []string `json:"images"`
		} `json:"add"`
	} `json:"images"`
}

// capture is one request the reference site answered.
type capture struct {
	url    string
	status int
}

// scenario is a scenario folder and the facts derived from it.
type scenario struct {
	dir, name                 string
	meta                      meta
	overrides                 overrides
	home, homeURL             string
	homeScheme, homeNetloc    string
	homeHost, homePath        string
	imageHost                 string // the site's host, for deviations 9: the home option's
	perPage                   int
	public, core              bool
	postTypeNames             []string
	archiveLinks              map[string]string
	excludedTypes, validTypes []string
	posts                     map[int64]*post
	captured                  map[string]capture
	capturedNames             []string // sorted
	authorArchiveTypes        []string
	postTypeSet               map[string]bool
}

func loadScenario(dir string) (*scenario, error) {
	sc := &scenario{dir: dir, name: filepath.Base(filepath.Clean(dir))}
	raw, err := os.ReadFile(filepath.Join(dir, "expected-meta.json"))
	if err != nil {
		return nil, scenarioErr("%s has no expected-meta.json; is it a scenario folder? (%v)", dir, err)
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	if err := d.Decode(&sc.meta); err != nil {
		return nil, scenarioErr("expected-meta.json: %v", err)
	}
	site := &sc.meta.Site
	if site.Home == "" || site.HomeURL == "" || len(site.BlogPublic) == 0 || site.EntriesPerPage == "" || site.PostTypes == nil || site.Taxonomies == nil {
		return nil, scenarioErr("%s lacks site.home, home_url, blog_public, entries_per_page, post_types or taxonomies", filepath.Join(dir, "expected-meta.json"))
	}
	if raw, err := os.ReadFile(filepath.Join(dir, "expected-overrides.json")); err == nil {
		if err := json.Unmarshal(raw, &sc.overrides); err != nil {
			return nil, scenarioErr("expected-overrides.json: %v", err)
		}
	}
	sc.home = strings.TrimRight(site.Home, "/")
	sc.homeURL = site.HomeURL
	hu, err := url.Parse(sc.home)
	if err != nil {
		return nil, scenarioErr("home %q: %v", sc.home, err)
	}
	sc.homeScheme, sc.homeNetloc = hu.Scheme, hu.Host
	sc.homeHost = strings.ToLower(hu.Hostname())
	sc.homePath = strings.TrimRight(hu.Path, "/")
	sc.imageHost = sc.homeHost
	if site.HomeOption != "" {
		// A language host's capture: site.home is that host's home, and
		// the site's host is the home option's.
		ho, err := url.Parse(site.HomeOption)
		if err != nil || ho.Hostname() == "" {
			return nil, scenarioErr("home_option %q is no URL", site.HomeOption)
		}
		sc.imageHost = strings.ToLower(ho.Hostname())
	}
	pp, err := strconv.Atoi(site.EntriesPerPage.String())
	if err != nil || pp < 1 {
		return nil, scenarioErr("entries_per_page %q", site.EntriesPerPage)
	}
	sc.perPage = pp
	sc.public = strings.Trim(string(site.BlogPublic), `"`) != "0"
	sc.core = site.YoastActive != nil && !*site.YoastActive
	sc.archiveLinks = map[string]string{}
	sc.postTypeSet = map[string]bool{}
	for _, p := range site.PostTypes {
		sc.postTypeNames = append(sc.postTypeNames, p.Name)
		sc.postTypeSet[p.Name] = true
		if p.ArchiveLink != nil && *p.ArchiveLink != "" {
			sc.archiveLinks[p.Name] = *p.ArchiveLink
		}
		if p.YoastSitemap != nil {
			if *p.YoastSitemap {
				sc.validTypes = append(sc.validTypes, p.Name)
			} else {
				sc.excludedTypes = append(sc.excludedTypes, p.Name)
			}
		}
	}
	for _, tx := range site.Taxonomies {
		if tx.YoastSitemap != nil {
			if *tx.YoastSitemap {
				sc.validTypes = append(sc.validTypes, tx.Name)
			} else {
				sc.excludedTypes = append(sc.excludedTypes, tx.Name)
			}
		}
	}
	if a := site.YoastAuthorSitemap; a != nil {
		if *a {
			sc.validTypes = append(sc.validTypes, "author")
		} else {
			sc.excludedTypes = append(sc.excludedTypes, "author")
		}
	}
	sc.authorArchiveTypes = site.AuthorArchivePostTypes
	if len(sc.authorArchiveTypes) == 0 {
		sc.authorArchiveTypes = []string{"post"}
	}
	sc.posts = map[int64]*post{}
	for i := range sc.meta.Posts {
		sc.posts[sc.meta.Posts[i].ID] = &sc.meta.Posts[i]
	}
	if err := sc.readIndexTSV(); err != nil {
		return nil, err
	}
	return sc, nil
}

// readIndexTSV reads index.tsv: every captured request, NAME URL STATUS TYPE.
func (sc *scenario) readIndexTSV() error {
	sc.captured = map[string]capture{}
	f, err := os.Open(filepath.Join(sc.dir, "index.tsv"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return scenarioErr("index.tsv: %v", err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	first := true
	for s.Scan() {
		if first {
			first = false
			continue
		}
		cols := strings.Split(s.Text(), "\t")
		if len(cols) < 3 {
			continue
		}
		st, _ := strconv.Atoi(cols[2])
		sc.captured[cols[0]] = capture{url: cols[1], status: st}
		sc.capturedNames = append(sc.capturedNames, cols[0])
	}
	sort.Strings(sc.capturedNames)
	return s.Err()
}

// captureOf returns what the reference site answered for NAME: status,
// headers (lower-case names, first value) and body. ok is false when NAME
// was not captured. Bodies of answers no check reads (theme 404 pages) are
// not kept in the repository and read as empty.
func (sc *scenario) captureOf(name string) (status int, headers map[string]string, body []byte, ok bool) {
	raw, err := os.ReadFile(filepath.Join(sc.dir, name+".status"))
	if err != nil {
		return 0, nil, nil, false
	}
	status, _ = strconv.Atoi(strings.TrimSpace(string(raw)))
	headers = map[string]string{}
	if raw, err := os.ReadFile(filepath.Join(sc.dir, name+".headers")); err == nil {
		lines := strings.Split(strings.ReplaceAll(string(raw), "\r\n", "\n"), "\n")
		for _, line := range lines[1:] {
			k, v, found := strings.Cut(line, ":")
			if !found {
				continue
			}
			k = strings.ToLower(strings.TrimSpace(k))
			if _, dup := headers[k]; !dup {
				headers[k] = strings.TrimSpace(v)
			}
		}
	}
	body, _ = os.ReadFile(filepath.Join(sc.dir, name+".body"))
	return status, headers, body, true
}

// yoastDoc returns the first of the named captures that was a 200 sitemap document.
func (sc *scenario) yoastDoc(names ...string) (*doc, string) {
	for _, name := range names {
		st, _, body, ok := sc.captureOf(name)
		if ok && st == 200 {
			if d := parseDoc(body); d.kind != "" {
				return d, name
			}
		}
	}
	return nil, ""
}

func (sc *scenario) yoastPage(t string, n int) (*doc, error) {
	pathName := sc.sitemapName(t, n)
	queryName := "__sitemap-" + t
	if n > 1 {
		queryName += "_sitemap_n-" + strconv.Itoa(n)
	}
	d, _ := sc.yoastDoc(pathName, queryName)
	if d == nil {
		return nil, scenarioErr("no Yoast capture for %s page %d (%s or %s)", t, n, pathName, queryName)
	}
	return d, nil
}

// url is the absolute URL of a sitemap file under home.
func (sc *scenario) url(name string) string { return sc.home + "/" + name }

// pathOf is the request path of a URL the service printed.
func (sc *scenario) pathOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return u
	}
	path := p.EscapedPath()
	if path == "" {
		path = "/"
	}
	if p.RawQuery != "" {
		path += "?" + p.RawQuery
	}
	return path
}

func (sc *scenario) sitemapName(t string, n int) string {
	if n > 1 {
		return fmt.Sprintf("%s-sitemap%d.xml", t, n)
	}
	return t + "-sitemap.xml"
}

func (sc *scenario) onHome(u string) bool { return strings.HasPrefix(u, sc.home+"/") }

// imageHostOK: the image's host is the site's host (the home option's) or a
// subdomain of it, ignoring a leading www. (deviations 9).
func (sc *scenario) imageHostOK(u string) bool {
	host := ""
	if p, err := url.Parse(u); err == nil {
		host = strings.ToLower(p.Hostname())
	}
	home := strings.TrimPrefix(sc.imageHost, "www.")
	host = strings.TrimPrefix(host, "www.")
	return host == home || strings.HasSuffix(host, "."+home)
}

// absolute makes an <img> URL absolute as Yoast does; "" when Yoast drops it.
func (sc *scenario) absolute(src string) string {
	switch {
	case strings.HasPrefix(src, "//"):
		return sc.homeScheme + ":" + src
	case strings.HasPrefix(src, "/"):
		return sc.home + src
	case strings.HasPrefix(src, "http://"), strings.HasPrefix(src, "https://"):
		return src
	}
	return ""
}

// partImage is the image of one <img> in a later part of a multi-part post,
// by deviations 9; "" when none is listed.
func (sc *scenario) partImage(attrs map[string]string) string {
	u := sc.partImageURL(attrs)
	if u == "" || escURLChanges.MatchString(u) {
		return ""
	}
	return u
}

func (sc *scenario) partImageURL(attrs map[string]string) string {
	src := strings.TrimSpace(attrs["src"])
	cls := attrs["class"]
	full := ""
	if f := attrs["attachment_url"]; f != "" && cls != "" && !strings.Contains(cls, "size-full") && wpImageClass.MatchString(cls) {
		full = f
	}
	if src != "" && !strings.HasPrefix(strings.ToLower(src), "data:") {
		if full != "" {
			q := ""
			if p, err := url.Parse(src); err == nil && p.RawQuery != "" {
				q = "?" + p.RawQuery
			}
			src = full + q
		}
		return sc.absolute(src)
	}
	// Lazy-loaded: Yoast's class rule applies to a placeholder src as to any
	// other, and to the fallback, without the fallback's query.
	if full != "" && (attrs["src"] != "" && attrs["src"] != "0" || sc.lazyFallback(attrs) != "") {
		return sc.absolute(full)
	}
	if u := sc.lazyFallback(attrs); u != "" {
		return sc.absolute(u)
	}
	return ""
}

// lazyFallback is the candidate of an <img> whose src is missing or a data:
// URI: data-src, then data-lazy-src, then the widest srcset candidate.
func (sc *scenario) lazyFallback(attrs map[string]string) string {
	for _, k := range []string{"data-src", "data-lazy-src"} {
		if v := strings.TrimSpace(attrs[k]); v != "" && !strings.HasPrefix(strings.ToLower(v), "data:") {
			return v
		}
	}
	best, bestW := "", -1.0
	for _, cand := range strings.Split(attrs["srcset"], ",") {
		bits := strings.Fields(cand)
		if len(bits) == 0 {
			continue
		}
		w := 0.0
		if len(bits) > 1 && (strings.HasSuffix(bits[1], "w") || strings.HasSuffix(bits[1], "x")) {
			if f, err := strconv.ParseFloat(bits[1][:len(bits[1])-1], 64); err == nil {
				w = f
			}
		}
		if w > bestW {
			best, bestW = bits[0], w
		}
	}
	return best
}

// doc is a parsed sitemap document.
type doc struct {
	err     string // not well-formed, or not a sitemaps.org root
	kind    string // "index", "urlset" or ""
	index   []indexEntry
	urls    []urlEntry
	xslHref string
	hasXSL  bool
}

type indexEntry struct{ loc, lastmod string }

type urlEntry struct {
	loc, lastmod string
	images       []string
}

func (d *doc) count() int { return len(d.index) + len(d.urls) }

// locs returns the locs of the document's entries, in order.
func (d *doc) locs() []string {
	var out []string
	for _, e := range d.index {
		out = append(out, e.loc)
	}
	for _, e := range d.urls {
		out = append(out, e.loc)
	}
	return out
}

type xmlDoc struct {
	XMLName  xml.Name
	Sitemaps []struct {
		Loc     *string `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 loc"`
		LastMod *string `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 lastmod"`
	} `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 sitemap"`
	URLs []struct {
		Loc     *string `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 loc"`
		LastMod *string `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 lastmod"`
		Images  []struct {
			Loc *string `xml:"http://www.google.com/schemas/sitemap-image/1.1 loc"`
		} `xml:"http://www.google.com/schemas/sitemap-image/1.1 image"`
	} `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 url"`
}

func strip(s *string) string {
	if s == nil {
		return ""
	}
	return strings.TrimSpace(*s)
}

func parseDoc(body []byte) *doc {
	d := &doc{}
	head := body
	if len(head) > 4096 {
		head = head[:4096]
	}
	if m := piHref.FindSubmatch(head); m != nil {
		d.hasXSL = true
		d.xslHref = strings.ReplaceAll(string(m[1]), "&amp;", "&")
	}
	var x xmlDoc
	if err := xml.Unmarshal(body, &x); err != nil {
		d.err = "not well-formed XML: " + err.Error()
		return d
	}
	switch x.XMLName {
	case xml.Name{Space: nsSitemap, Local: "sitemapindex"}:
		d.kind = "index"
		for _, s := range x.Sitemaps {
			d.index = append(d.index, indexEntry{strip(s.Loc), strip(s.LastMod)})
		}
	case xml.Name{Space: nsSitemap, Local: "urlset"}:
		d.kind = "urlset"
		for _, u := range x.URLs {
			e := urlEntry{loc: strip(u.Loc), lastmod: strip(u.LastMod), images: []string{}}
			for _, i := range u.Images {
				e.images = append(e.images, strip(i.Loc))
			}
			d.urls = append(d.urls, e)
		}
	default:
		d.err = fmt.Sprintf("root element is {%s}%s, not a sitemaps.org <urlset> or <sitemapindex>", x.XMLName.Space, x.XMLName.Local)
	}
	return d
}

// parseW3C parses a sitemap lastmod (W3C datetime); ok is false when it is none.
func parseW3C(s string) (time.Time, bool) {
	m := w3cDate.FindStringSubmatch(s)
	if m == nil {
		return time.Time{}, false
	}
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	if m[4] == "" {
		return time.Date(atoi(m[1]), time.Month(atoi(m[2])), atoi(m[3]), 0, 0, 0, 0, time.UTC), true
	}
	loc := time.UTC
	if tz := m[7]; tz != "Z" {
		off := (atoi(tz[1:3])*60 + atoi(tz[4:6])) * 60
		if tz[0] == '-' {
			off = -off
		}
		loc = time.FixedZone("", off)
	}
	return time.Date(atoi(m[1]), time.Month(atoi(m[2])), atoi(m[3]), atoi(m[4]), atoi(m[5]), atoi(m[6]), 0, loc), true
}

// yoastDate turns 'Y-m-d H:i:s' (UTC, as WordPress stores *_gmt) into Yoast's W3C form.
func yoastDate(gmt string) string { return strings.Replace(gmt, " ", "T", 1) + "+00:00" }

// short lists up to n items, then how many more there are.
func short(items []string, n int) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:n], ", ") + fmt.Sprintf(" (+%d more)", len(items)-n)
}

// expectedEntry is what one listed URL must look like.
type expectedEntry struct {
	lastmod    string
	images     map[string]bool
	yoastPage  string
	post, part int64
}

// typeExpect is what one sitemap type must list.
type typeExpect struct {
	name      string
	entries   map[string]*expectedEntry
	order     []string // locs, in the order they were found
	firstLink string   // the loc that stays first on page 1, if any
	// appended are the language homes Polylang's Yoast integration adds
	// after the posts of the post sitemap's page 1 (deviations 20): on page
	// 1, at its end, not counted in its entries per page.
	appended map[string]bool
	pages    int
	area     string // "" for the generic areas; "multipart" for everything in that area
}

func (te *typeExpect) areaFor(generic string) string {
	if te.area != "" {
		return te.area
	}
	return generic
}

func (te *typeExpect) add(loc string, e *expectedEntry) {
	te.entries[loc] = e
	te.order = append(te.order, loc)
}

// expectations is what the service must serve for a Yoast scenario.
type expectations struct {
	order       []string // types with entries, in the index's order
	types       map[string]*typeExpect
	validEmpty  []string
	postIDs     map[string]int64
	listedPages map[string][]int // the pages Yoast's index listed per type
}

// buildYoastExpectations derives, from Yoast's captured index and pages, the
// types and entries the service must serve, changed as deviations 2, 8 and 9 say.
func buildYoastExpectations(sc *scenario) (*expectations, error) {
	index, _ := sc.yoastDoc("sitemap_index.xml", "__sitemap-1")
	if index == nil || index.kind != "index" {
		return nil, scenarioErr("no Yoast sitemap index capture (sitemap_index.xml or __sitemap-1)")
	}
	ex := &expectations{types: map[string]*typeExpect{}, postIDs: map[string]int64{}, listedPages: map[string][]int{}}
	order, err := ex.readYoastIndex(sc, index)
	if err != nil {
		return nil, err
	}
	ex.readPostIDs(sc)
	added, err := addedImages(sc)
	if err != nil {
		return nil, err
	}
	for _, t := range order {
		te, err := yoastTypeExpect(sc, t, ex.listedPages[t], added)
		if err != nil {
			return nil, err
		}
		ex.types[t] = te
	}
	if sc.meta.Site.WPMLVersion != "" {
		sc.wpmlGlue(ex)
		sc.wpmlRows(ex, &order)
	}
	if err := ex.authorLastmods(sc); err != nil {
		return nil, err
	}
	if mp := ex.multipartExpect(sc, order); len(mp.entries) > 0 {
		ex.types[multipart] = mp
		order = append(order, multipart)
	}
	ex.paginate(sc, order)
	return ex, nil
}

// readYoastIndex records the pages Yoast's index lists per type and returns the
// types in the index's order.
func (ex *expectations) readYoastIndex(sc *scenario, index *doc) ([]string, error) {
	var order []string
	for _, e := range index.index {
		if !sc.onHome(e.loc) {
			return nil, scenarioErr("Yoast index loc %s is not under home %s", e.loc, sc.home)
		}
		m := sitemapName.FindStringSubmatch(e.loc[len(sc.home)+1:])
		if m == nil {
			return nil, scenarioErr("unexpected Yoast index loc %s", e.loc)
		}
		t := m[1]
		if _, seen := ex.listedPages[t]; !seen {
			order = append(order, t)
			ex.listedPages[t] = []int{}
		}
		n := 1
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		ex.listedPages[t] = append(ex.listedPages[t], n)
	}
	return order, nil
}

// readPostIDs maps each permalink to its post, a published post winning.
func (ex *expectations) readPostIDs(sc *scenario) {
	for _, p := range sc.meta.Posts {
		if p.Permalink == "" {
			continue
		}
		if _, seen := ex.postIDs[p.Permalink]; !seen || p.PostStatus == "publish" {
			ex.postIDs[p.Permalink] = p.ID
		}
	}
}

// addedImages returns the images expected-overrides.json adds, per loc.
func addedImages(sc *scenario) (map[string][]string, error) {
	added := map[string][]string{}
	for _, o := range sc.overrides.Images.Add {
		if p := sc.posts[o.PostID]; p != nil && p.Permalink != o.Loc {
			return nil, scenarioErr("expected-overrides.json: loc %s is not the permalink of post %d (%s)", o.Loc, o.PostID, p.Permalink)
		}
		added[o.Loc] = append(added[o.Loc], o.Images...)
	}
	return added, nil
}

// yoastTypeExpect reads what type t must list from Yoast's listed pages of
// it: each loc once, with its lastmod and the images on a permitted host.
func yoastTypeExpect(sc *scenario, t string, listedPages []int, added map[string][]string) (*typeExpect, error) {
	te := &typeExpect{name: t, entries: map[string]*expectedEntry{}, pages: 1}
	pages := append([]int(nil), listedPages...)
	sort.Ints(pages)
	for _, n := range pages {
		d, err := sc.yoastPage(t, n)
		if err != nil {
			return nil, err
		}
		for i, e := range d.urls {
			if n == 1 && i == 0 && sc.postTypeSet[t] && (e.loc == sc.homeURL || (sc.archiveLinks[t] != "" && e.loc == sc.archiveLinks[t])) {
				te.firstLink = e.loc
			}
			if te.entries[e.loc] != nil {
				continue
			}
			images := map[string]bool{}
			for _, img := range append(append([]string(nil), e.images...), added[e.loc]...) {
				if sc.imageHostOK(img) {
					images[img] = true
				}
			}
			te.add(e.loc, &expectedEntry{lastmod: e.lastmod, images: images, yoastPage: sc.sitemapName(t, n)})
		}
	}
	if t == "post" {
		for _, h := range sc.meta.Site.LanguageHomes {
			if te.entries[h] != nil && h != te.firstLink {
				if te.appended == nil {
					te.appended = map[string]bool{}
				}
				te.appended[h] = true
			}
		}
	}
	return te, nil
}

// authorLastmods sets the lastmod of each author entry (deviations 8): the
// newest post_modified_gmt of the author's published posts.
func (ex *expectations) authorLastmods(sc *scenario) error {
	authors := ex.types["author"]
	if authors == nil {
		return nil
	}
	newest := map[int64]string{}
	archive := map[string]bool{}
	for _, t := range sc.authorArchiveTypes {
		archive[t] = true
	}
	for _, p := range sc.meta.Posts {
		if p.PostStatus == "publish" && archive[p.PostType] && p.PostModifiedGMT > newest[p.PostAuthor] {
			newest[p.PostAuthor] = p.PostModifiedGMT
		}
	}
	byLink := map[string]int64{}
	for _, u := range sc.meta.Users {
		byLink[u.Link] = u.ID
	}
	for _, loc := range authors.order {
		uid, ok := byLink[loc]
		if !ok {
			return scenarioErr("Yoast author loc %s is no user link in expected-meta.json", loc)
		}
		authors.entries[loc].lastmod = ""
		if g, ok := newest[uid]; ok {
			authors.entries[loc].lastmod = yoastDate(g)
		}
	}
	return nil
}

// multipartExpect (deviations 2): parts 2..N of the listed multi-part
// entries of any listed post type, by post ID, each with its post's lastmod.
func (ex *expectations) multipartExpect(sc *scenario, order []string) *typeExpect {
	mp := &typeExpect{name: multipart, entries: map[string]*expectedEntry{}, pages: 1, area: multipart}
	type listedPost struct {
		id int64
		t  string
	}
	var listed []listedPost
	seen := map[listedPost]bool{}
	for _, t := range order {
		if !sc.postTypeSet[t] {
			continue
		}
		for _, loc := range ex.types[t].order {
			pid, ok := ex.postIDs[loc]
			if !ok || sc.posts[pid].Multipage == nil || seen[listedPost{pid, t}] {
				continue
			}
			seen[listedPost{pid, t}] = true
			listed = append(listed, listedPost{pid, t})
		}
	}
	sort.Slice(listed, func(i, j int) bool {
		if listed[i].id != listed[j].id {
			return listed[i].id < listed[j].id
		}
		return listed[i].t < listed[j].t
	})
	for _, lp := range listed {
		p := sc.posts[lp.id]
		lastmod := ex.types[lp.t].entries[p.Permalink].lastmod
		for _, part := range p.Multipage.Parts {
			images := map[string]bool{}
			for _, a := range part.Img {
				if u := sc.partImage(a); u != "" && sc.imageHostOK(u) {
					images[u] = true
				}
			}
			mp.add(part.URL, &expectedEntry{lastmod: lastmod, images: images, post: lp.id, part: int64(part.N)})
		}
	}
	return mp
}

// paginate splits the types of order with entries into pages of the scenario's
// size, in order; the others, and the valid types Yoast did not list, are
// valid but empty.
func (ex *expectations) paginate(sc *scenario, order []string) {
	for _, t := range order {
		te := ex.types[t]
		if len(te.entries) > 0 {
			te.pages = max(1, int(math.Ceil(float64(len(te.entries)-len(te.appended))/float64(sc.perPage))))
			ex.order = append(ex.order, t)
		} else {
			ex.validEmpty = append(ex.validEmpty, t)
		}
	}
	for _, t := range sc.validTypes {
		if ex.types[t] == nil {
			ex.validEmpty = append(ex.validEmpty, t)
		}
	}
}

// wpmlGlue changes Yoast's lists as deviations 22 says wpsitemap differs on
// a WPML site: WPML's glue adds the language homes (the front page's
// translations) and the posts page's translations, without a lastmod, as
// first entries of the page and post sitemaps; wpsitemap lists those pages
// as ordinary entries of the page sitemap, with their lastmod. Yoast lists
// the stored posts page twice (first, then among the glue's), once here.
func (sc *scenario) wpmlGlue(ex *expectations) {
	pages := ex.types["page"]
	if pages == nil {
		return
	}
	pageByLoc := map[string]*post{}
	for i := range sc.meta.Posts {
		if p := &sc.meta.Posts[i]; p.PostType == "page" && p.PostStatus == "publish" {
			pageByLoc[p.Permalink] = p
		}
	}
	for _, t := range []string{"page", "post"} {
		te := ex.types[t]
		if te == nil {
			continue
		}
		var keep []string
		for _, loc := range te.order {
			e, p := te.entries[loc], pageByLoc[loc]
			if p == nil || e.lastmod != "" || loc == te.firstLink {
				keep = append(keep, loc)
				continue
			}
			e.lastmod = yoastDate(p.PostModifiedGMT)
			if t == "page" {
				keep = append(keep, loc)
				continue
			}
			delete(te.entries, loc)
			if pages.entries[loc] == nil {
				pages.add(loc, e)
			}
		}
		te.order = keep
	}
}

// wpmlRows changes Yoast's lists for WPML's languages as deviations 22 says
// wpsitemap differs: a hidden language's terms are left out (WPML 4.4.10
// without its Yoast glue lists them; the glue leaves them out), and in domain
// mode the published posts without a WPML row, which WPML's filter on
// Yoast's queries leaves out there, are listed on the default language's
// host (as WordPress links them).
func (sc *scenario) wpmlRows(ex *expectations, order *[]string) {
	site := &sc.meta.Site
	hidden := map[string]bool{}
	for _, l := range site.WPMLHidden {
		hidden[l] = true
	}
	for _, term := range sc.meta.Terms {
		if te := ex.types[term.Taxonomy]; te != nil && term.Language != nil && hidden[*term.Language] && te.entries[term.Link] != nil {
			delete(te.entries, term.Link)
			te.order = slices.DeleteFunc(te.order, func(l string) bool { return l == term.Link })
		}
	}
	if site.WPMLNegotiation != 2 || site.Language != site.WPMLDefault {
		return
	}
	for i := range sc.meta.Posts {
		p := &sc.meta.Posts[i]
		if p.Language != nil || p.PostStatus != "publish" || p.HasPassword || !slices.Contains(sc.validTypes, p.PostType) || !sc.onHome(p.Permalink) {
			continue
		}
		te := ex.types[p.PostType]
		if te == nil {
			te = &typeExpect{name: p.PostType, entries: map[string]*expectedEntry{}, pages: 1}
			ex.types[p.PostType] = te
			*order = append(*order, p.PostType)
		}
		if te.entries[p.Permalink] == nil {
			te.add(p.Permalink, &expectedEntry{lastmod: yoastDate(p.PostModifiedGMT), images: map[string]bool{}})
		}
	}
}

// sortKey orders entries: object ID, and for multipart the part number.
type sortKey [2]int64

func (k sortKey) String() string {
	if k[1] == 0 {
		return fmt.Sprintf("ID %d", k[0])
	}
	return fmt.Sprintf("ID %d/%d", k[0], k[1])
}

func (k sortKey) lessEq(o sortKey) bool { return k[0] < o[0] || (k[0] == o[0] && k[1] <= o[1]) }

// sortKeys maps every loc of type t to its sort key.
func sortKeys(sc *scenario, t string, postIDs map[string]int64) map[string]sortKey {
	keys := map[string]sortKey{}
	switch {
	case t == multipart:
		for _, p := range sc.meta.Posts {
			if p.Multipage != nil {
				for _, part := range p.Multipage.Parts {
					keys[part.URL] = sortKey{p.ID, int64(part.N)}
				}
			}
		}
	case t == "author":
		for _, u := range sc.meta.Users {
			keys[u.Link] = sortKey{u.ID}
		}
	case sc.postTypeSet[t]:
		for loc, id := range postIDs {
			keys[loc] = sortKey{id}
		}
	default:
		for _, term := range sc.meta.Terms {
			if term.Taxonomy == t && term.Link != "" {
				keys[term.Link] = sortKey{term.TermID}
			}
		}
	}
	return keys
}

// describeLoc names the object whose permalink loc is, for failure messages.
func describeLoc(sc *scenario, loc string, postIDs map[string]int64) string {
	if pid, ok := postIDs[loc]; ok {
		p := sc.posts[pid]
		pw := ""
		if p.HasPassword {
			pw = ", password"
		}
		return fmt.Sprintf("%s %d, status %s%s", p.PostType, pid, p.PostStatus, pw)
	}
	for _, term := range sc.meta.Terms {
		if term.Link == loc {
			return fmt.Sprintf("%s term %d, count %d", term.Taxonomy, term.TermID, term.Count)
		}
	}
	for _, u := range sc.meta.Users {
		if u.Link == loc {
			return fmt.Sprintf("user %d, %d published posts", u.ID, u.PublishedPosts)
		}
	}
	return "no object of this site"
}
