package conformance

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Areas are the areas of the checks, in the order a summary lists them.
var Areas = []string{"routing", "headers", "index", "entries", "paging", "images", "multipart", "stylesheet", "xsd", "core"}

// Check is one assertion: what was checked, whether it held, and if not, why.
type Check struct {
	Area   string
	What   string
	OK     bool
	Detail string
}

func (c Check) String() string {
	s := fmt.Sprintf("[%s] %s", c.Area, c.What)
	if !c.OK && c.Detail != "" {
		s += ": " + c.Detail
	}
	return s
}

// Result is every check of one run.
type Result struct {
	Scenario string
	Checks   []Check
	Requests int
}

// Passed returns the number of checks that held.
func (r *Result) Passed() int {
	n := 0
	for _, c := range r.Checks {
		if c.OK {
			n++
		}
	}
	return n
}

// Failed returns the checks that did not hold, in order.
func (r *Result) Failed() []Check {
	var out []Check
	for _, c := range r.Checks {
		if !c.OK {
			out = append(out, c)
		}
	}
	return out
}

// Summary returns one line per area ("routing 40/40 ok") and a last line
// "conformance: P/T checks pass".
func (r *Result) Summary() string {
	var b strings.Builder
	areas := append([]string(nil), Areas...)
	known := map[string]bool{}
	for _, a := range Areas {
		known[a] = true
	}
	for _, c := range r.Checks {
		if !known[c.Area] {
			known[c.Area] = true
			areas = append(areas, c.Area)
		}
	}
	for _, a := range areas {
		total, passed := 0, 0
		for _, c := range r.Checks {
			if c.Area == a {
				total++
				if c.OK {
					passed++
				}
			}
		}
		if total == 0 {
			continue
		}
		state := "ok"
		if passed != total {
			state = "FAILING"
		}
		fmt.Fprintf(&b, "  %-11s %4d/%-4d %s\n", a, passed, total, state)
	}
	fmt.Fprintf(&b, "conformance: %d/%d checks pass", r.Passed(), len(r.Checks))
	return b.String()
}

// Options tunes a run.
type Options struct {
	// Timeout bounds each request; 30 s when zero.
	Timeout time.Duration
	// Validate checks one document against the official schemas (nil when
	// valid). Without it every schema check fails.
	Validate func(doc []byte) error
	// Host, when set, is the Host header of every request (HOST or
	// HOST:PORT): the scenario is what one host of the site served, as with
	// the language hosts of Polylang's subdomain and domain modes.
	Host string
}

// Run checks the service at base (http://HOST:PORT) against the scenario
// folder dir. The error is set, wrapping ErrScenario, only when the folder
// cannot be used; what the service answers is in the checks.
func Run(ctx context.Context, base, dir string, opts Options) (*Result, error) {
	sc, err := loadScenario(dir)
	if err != nil {
		return nil, err
	}
	if opts.Timeout == 0 {
		opts.Timeout = 30 * time.Second
	}
	c, err := newClient(ctx, base, opts.Host, opts.Timeout)
	if err != nil {
		return nil, err
	}
	ch := &checker{sc: sc, c: c, validate: opts.Validate, res: &Result{Scenario: sc.name}, docSeen: map[string]bool{}}
	if sc.core {
		err = ch.runCore()
	} else {
		err = ch.runYoast()
	}
	if err != nil {
		return nil, err
	}
	ch.validateAll()
	ch.res.Requests = c.requests
	return ch.res, nil
}

type docRef struct {
	url  string
	body []byte
	doc  *doc
}

type checker struct {
	sc        *scenario
	c         *client
	validate  func([]byte) error
	res       *Result
	docs      []docRef // every 200 XML document, for schema validation
	docSeen   map[string]bool
	emptyDocs []docRef // documents that may be empty: checked without the schema
	noDocs    []string // URLs where a document was expected and none came
}

func (ch *checker) check(area string, ok bool, what, detail string) bool {
	ch.res.Checks = append(ch.res.Checks, Check{Area: area, What: what, OK: ok, Detail: detail})
	return ok
}

var spaces = regexp.MustCompile(`\s+`)

func norm(v string) string { return spaces.ReplaceAllString(strings.ToLower(v), "") }

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return fmt.Sprintf("%q", s)
}

func (ch *checker) robots(r *response) {
	got := r.get("X-Robots-Tag")
	ch.check("headers", norm(got) == norm(robotsValue), fmt.Sprintf("X-Robots-Tag on %s %s (%s)", r.method, r.url, r.describe()),
		fmt.Sprintf("expected %q, got %s", robotsValue, orNone(got)))
}

// ok200Doc checks that r is a 200 sitemap document of the given kind and returns it.
func (ch *checker) ok200Doc(r *response, area, what, kind string, mayBeEmpty bool) *doc {
	if r.status != 200 {
		ch.check(area, false, what, fmt.Sprintf("expected HTTP 200 with XML, got %s (%s)", r.describe(), r.url))
		ch.noDocs = append(ch.noDocs, r.url)
		return nil
	}
	d := parseDoc(r.body)
	if d.err != "" || d.kind != kind {
		root := "urlset"
		if kind == "index" {
			root = "sitemapindex"
		}
		got := d.err
		if got == "" {
			got = "a " + d.kind + " document"
		}
		ch.check(area, false, what, fmt.Sprintf("expected a <%s> document, got %s (%s)", root, got, r.url))
		if d.err != "" {
			ch.docs = append(ch.docs, docRef{r.url, r.body, d}) // let the validator say what is wrong
		} else {
			ch.noDocs = append(ch.noDocs, r.url)
		}
		return nil
	}
	ch.check(area, true, what, "")
	if !ch.docSeen[r.url] {
		ch.docSeen[r.url] = true
		if mayBeEmpty && d.count() == 0 {
			ch.emptyDocs = append(ch.emptyDocs, docRef{r.url, r.body, d})
		} else {
			ch.docs = append(ch.docs, docRef{r.url, r.body, d})
		}
	}
	return d
}

// headers200 checks the headers of a 200 sitemap answer; deep adds HEAD,
// conditional requests and gzip. An answer that is no 200 fails each check,
// so that the number of checks does not depend on what the service answers.
func (ch *checker) headers200(r *response, deep bool) {
	if r.status != 200 {
		names := []string{"X-Robots-Tag", "Content-Type", "Last-Modified and ETag"}
		if deep {
			names = append(names, "If-None-Match -> 304", "X-Robots-Tag on a 304", "If-Modified-Since -> 304", "HEAD", "Accept-Encoding: gzip")
		}
		for _, n := range names {
			ch.check("headers", false, n+" of "+r.url, "no 200 to look at ("+r.describe()+")")
		}
		return
	}
	ch.robots(r)
	ct := r.get("Content-Type")
	ch.check("headers", norm(ct) == norm(contentType), "Content-Type of "+r.url, fmt.Sprintf("expected %q, got %s", contentType, orNone(ct)))
	lm, etag := r.get("Last-Modified"), r.get("ETag")
	_, lmErr := http.ParseTime(lm)
	ch.check("headers", lm != "" && lmErr == nil && etag != "", "Last-Modified and ETag on "+r.url,
		fmt.Sprintf("expected an HTTP-date Last-Modified and an ETag, got Last-Modified=%s ETag=%s", orNone(lm), orNone(etag)))
	if !deep {
		return
	}
	if etag != "" {
		r2 := ch.c.request(http.MethodGet, r.path, map[string]string{"If-None-Match": etag}, false)
		body := ""
		if len(r2.body) > 0 {
			body = " with a body"
		}
		ch.check("headers", r2.status == 304 && len(r2.body) == 0, fmt.Sprintf("GET %s with If-None-Match: %s answers 304", r.url, etag), "got "+r2.describe()+body)
		if r2.status == 304 {
			ch.robots(r2)
		} else {
			ch.check("headers", false, "X-Robots-Tag on a 304 for "+r.url, "no 304 to look at")
		}
	} else {
		ch.check("headers", false, fmt.Sprintf("GET %s with If-None-Match answers 304", r.url), "no ETag to send")
		ch.check("headers", false, "X-Robots-Tag on a 304 for "+r.url, "no 304 to look at")
	}
	if lm != "" {
		r3 := ch.c.request(http.MethodGet, r.path, map[string]string{"If-Modified-Since": lm}, false)
		ch.check("headers", r3.status == 304, fmt.Sprintf("GET %s with If-Modified-Since: %s answers 304", r.url, lm), "got "+r3.describe())
	} else {
		ch.check("headers", false, fmt.Sprintf("GET %s with If-Modified-Since answers 304", r.url), "no Last-Modified to send")
	}
	rh := ch.c.request(http.MethodHead, r.path, nil, false)
	ok := rh.status == 200 && len(rh.body) == 0 && norm(rh.get("Content-Type")) == norm(contentType) && norm(rh.get("X-Robots-Tag")) == norm(robotsValue)
	ch.check("headers", ok, "HEAD "+r.url, fmt.Sprintf("expected 200, no body, Content-Type %q, X-Robots-Tag %q; got %s, %d body bytes, %s, %s",
		contentType, robotsValue, rh.describe(), len(rh.body), orNone(rh.get("Content-Type")), orNone(rh.get("X-Robots-Tag"))))
	rg := ch.c.request(http.MethodGet, r.path, map[string]string{"Accept-Encoding": "gzip"}, false)
	enc := strings.ToLower(rg.get("Content-Encoding"))
	detail := ""
	ok = rg.status == 200 && enc == "gzip"
	if ok {
		zr, err := gzip.NewReader(bytes.NewReader(rg.body))
		var plain []byte
		if err == nil {
			plain, err = io.ReadAll(zr)
		}
		switch {
		case err != nil:
			ok, detail = false, fmt.Sprintf("body is not gzip data (%v)", err)
		case !bytes.Equal(plain, r.body):
			ok, detail = false, "decompressed body differs from the identity response"
		}
	} else {
		detail = fmt.Sprintf("expected 200 with Content-Encoding: gzip, got %s with Content-Encoding %s", rg.describe(), orNone(enc))
	}
	ch.check("headers", ok, fmt.Sprintf("GET %s with Accept-Encoding: gzip", r.url), detail)
}

// expectStatus is the routing check of one request: want is 301, 404 or
// 410; lenient, when set, also accepts a 301 to that URL.
func (ch *checker) expectStatus(path string, want int, location, lenient, why string) *response {
	r := ch.c.getPath(path)
	label := fmt.Sprintf("GET %s -> %d", r.url, want)
	if lenient != "" {
		label = fmt.Sprintf("GET %s -> %d (or 301 to %s)", r.url, want, lenient)
	}
	if why != "" {
		label += " (" + why + ")"
	}
	loc := r.get("Location")
	lenientOK := lenient != "" && r.status == 301 && loc == lenient
	shortBody := func(what string) {
		ct := strings.ToLower(r.get("Content-Type"))
		ch.check("routing", r.status == want && strings.HasPrefix(ct, "text/plain") && len(r.body) <= 1024,
			fmt.Sprintf("%d body of %s is short plain text (%s)", want, r.url, what),
			fmt.Sprintf("got %s, Content-Type %s, %d bytes", r.describe(), orNone(r.get("Content-Type")), len(r.body)))
	}
	switch want {
	case 301:
		ch.check("routing", r.status == 301 && loc == location, label, fmt.Sprintf("expected 301 Location: %s, got %s Location: %s", location, r.describe(), loc))
	case 404:
		detail := "got " + r.describe()
		if loc != "" {
			detail += " Location: " + loc
		}
		ch.check("routing", r.status == 404 || lenientOK, label, detail)
		if lenient == "" { // deviations 13, on the strict 404s
			shortBody("deviations 13")
		}
	case 410:
		ch.check("routing", r.status == 410 || lenientOK, label, "got "+r.describe())
		if lenient == "" {
			shortBody("deviations 1")
		}
	}
	if r.err == nil {
		ch.robots(r)
	} else {
		ch.check("headers", false, "X-Robots-Tag on GET "+r.url, r.describe())
	}
	return r
}

func (ch *checker) runYoast() error {
	sc := ch.sc
	ex, err := buildYoastExpectations(sc)
	if err != nil {
		return err
	}
	indexResp := ch.c.getPath(sc.homePath + "/sitemap_index.xml")
	if !sc.public {
		ch.runNotPublic(ex)
		return nil
	}
	ch.checkRouting(ex)
	index := ch.ok200Doc(indexResp, "index", fmt.Sprintf("GET %s answers a sitemap index", indexResp.url), "index", false)
	ch.headers200(indexResp, true)
	listed := ch.checkIndex(ex, index)
	for _, t := range ex.order {
		ch.checkType(ex.types[t], listed[t], ex.postIDs)
	}
	ch.checkStylesheet(index, true)
	return nil
}

// checkRouting checks the redirects and the 404s of a public site: the
// legacy and zero-padded names, unknown and excluded types, pages past the
// last, valid types without entries, and core's sitemap paths.
func (ch *checker) checkRouting(ex *expectations) {
	sc, hp := ch.sc, ch.sc.homePath
	ch.expectStatus(hp+"/sitemap.xml", 301, sc.url("sitemap_index.xml"), "", "deviations 4")
	for _, t := range ex.order {
		for _, n := range []string{"0", "1"} {
			ch.expectStatus(fmt.Sprintf("%s/%s-sitemap%s.xml", hp, t, n), 301, sc.url(t+"-sitemap.xml"), "", "deviations 7")
		}
	}
	for _, t := range ch.unknownTypes(ex) {
		ch.expectStatus(fmt.Sprintf("%s/%s-sitemap.xml", hp, t), 404, "", "", "unknown type")
	}
	for _, t := range sc.excludedTypes {
		ch.expectStatus(fmt.Sprintf("%s/%s-sitemap.xml", hp, t), 404, "", "", "type excluded from sitemaps")
	}
	for _, p := range ch.pagesPastLast(ex) {
		ch.expectStatus(hp+"/"+sc.sitemapName(p.t, p.n), 404, "", "", "page past the last")
	}
	for _, b := range ch.badPageNames(ex) {
		ch.expectStatus(hp+"/"+b, 404, "", "", "zero-padded or non-numeric page, deviations 7")
	}
	for _, t := range ex.validEmpty {
		ch.expectStatus(fmt.Sprintf("%s/%s-sitemap.xml", hp, t), 404, "", "", "valid type without entries, deviations 7")
	}
	ch.coreRedirects(false)
	ch.requestHostIndependence(ex.order)
}

// unknownTypes returns, sorted, "foo" and every type Yoast answered 404 for
// that is neither listed, valid nor excluded.
func (ch *checker) unknownTypes(ex *expectations) []string {
	sc := ch.sc
	excluded := map[string]bool{}
	for _, t := range sc.excludedTypes {
		excluded[t] = true
	}
	valid := map[string]bool{}
	for _, t := range sc.validTypes {
		valid[t] = true
	}
	unknown := map[string]bool{"foo": true}
	for name, c := range sc.captured {
		if m := sitemapName.FindStringSubmatch(name); m != nil && c.status == 404 && ex.types[m[1]] == nil && !valid[m[1]] {
			unknown[m[1]] = true
		}
	}
	var unknownTypes []string
	for t := range unknown {
		if !excluded[t] {
			unknownTypes = append(unknownTypes, t)
		}
	}
	sort.Strings(unknownTypes)
	return unknownTypes
}

// typePage is page n of the sitemap of type t.
type typePage struct {
	t string
	n int
}

// pagesPastLast returns, by type and number, the page after the last of
// each listed type and every captured page past the last.
func (ch *checker) pagesPastLast(ex *expectations) []typePage {
	past := map[typePage]bool{}
	inOrder := map[string]bool{}
	for _, t := range ex.order {
		past[typePage{t, ex.types[t].pages + 1}] = true
		inOrder[t] = true
	}
	for name := range ch.sc.captured {
		m := sitemapName.FindStringSubmatch(name)
		if m == nil || m[2] == "" || !inOrder[m[1]] {
			continue
		}
		if n, _ := strconv.Atoi(m[2]); n > ex.types[m[1]].pages {
			past[typePage{m[1], n}] = true
		}
	}
	pastPages := make([]typePage, 0, len(past))
	for p := range past {
		pastPages = append(pastPages, p)
	}
	sort.Slice(pastPages, func(i, j int) bool {
		if pastPages[i].t != pastPages[j].t {
			return pastPages[i].t < pastPages[j].t
		}
		return pastPages[i].n < pastPages[j].n
	})
	return pastPages
}

// badPageNames returns zero-padded and non-numeric page names of the first
// listed type, and every zero-padded page that was captured.
func (ch *checker) badPageNames(ex *expectations) []string {
	first := "post"
	if len(ex.order) > 0 {
		first = ex.order[0]
	}
	bad := []string{first + "-sitemap01.xml", first + "-sitemap00.xml", first + "-sitemapx.xml"}
	for _, name := range ch.sc.capturedNames {
		m := sitemapName.FindStringSubmatch(name)
		if m != nil && len(m[2]) > 1 && strings.HasPrefix(m[2], "0") && !contains(bad, name) {
			bad = append(bad, name)
		}
	}
	return bad
}

// checkIndex checks that the index lists exactly the expected types, the
// Yoast types in Yoast's order, and each type's pages; it returns the
// entries it lists, by type and page.
func (ch *checker) checkIndex(ex *expectations, index *doc) map[string]map[int]indexEntry {
	sc := ch.sc
	listed, listedOrder, foreign := ch.servedIndex(index)
	missing, unexpected := setDiff(ex.order, listedOrder), setDiff(listedOrder, ex.order)
	ch.check("index", len(missing) == 0 && len(unexpected) == 0 && len(foreign) == 0, "index lists exactly the expected sitemap types",
		fmt.Sprintf("missing %s; unexpected %s; locs not of the form %s/TYPE-sitemapN.xml: %s", dash(missing), dash(unexpected), sc.home, dash(foreign)))
	var yo, gotYo []string
	for _, t := range ex.order {
		if t != multipart {
			yo = append(yo, t)
		}
	}
	for _, t := range listedOrder {
		if contains(yo, t) {
			gotYo = append(gotYo, t)
		}
	}
	ch.check("index", strings.Join(gotYo, ",") == strings.Join(yo, ","), "index lists the Yoast types in Yoast's order (post types, taxonomies, author)",
		fmt.Sprintf("expected %v, got %v", yo, gotYo))
	for _, t := range ex.order {
		ch.checkIndexPages(ex.types[t], listed[t])
	}
	return listed
}

// servedIndex returns the entries of the served index by type and page, the
// types in the order it lists them, and the locs that name no sitemap of
// the home.
func (ch *checker) servedIndex(index *doc) (listed map[string]map[int]indexEntry, order, foreign []string) {
	sc := ch.sc
	listed = map[string]map[int]indexEntry{}
	if index == nil {
		return listed, nil, nil
	}
	for _, e := range index.index {
		var m []string
		if sc.onHome(e.loc) {
			m = sitemapName.FindStringSubmatch(e.loc[len(sc.home)+1:])
		}
		if m == nil {
			foreign = append(foreign, e.loc)
			continue
		}
		t := m[1]
		if listed[t] == nil {
			listed[t] = map[int]indexEntry{}
			order = append(order, t)
		}
		n := 1
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		listed[t][n] = e
	}
	return listed, order, foreign
}

// checkIndexPages checks that the index lists pages 1..N of te's sitemap,
// each at its URL.
func (ch *checker) checkIndexPages(te *typeExpect, listed map[int]indexEntry) {
	sc, t := ch.sc, te.name
	var want, wantLocs []string
	for n := 1; n <= te.pages; n++ {
		want = append(want, strconv.Itoa(n))
		wantLocs = append(wantLocs, sc.url(sc.sitemapName(t, n)))
	}
	var got, badLocs []string
	ns := make([]int, 0, len(listed))
	for n := range listed {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	for _, n := range ns {
		got = append(got, strconv.Itoa(n))
		if listed[n].loc != sc.url(sc.sitemapName(t, n)) {
			badLocs = append(badLocs, listed[n].loc)
		}
	}
	detail := fmt.Sprintf("expected pages [%s] (%d entries / %d per page), got pages %s", strings.Join(want, ", "), len(te.entries), sc.perPage, dash(got))
	if len(badLocs) > 0 {
		detail += fmt.Sprintf("; wrong locs %v", badLocs)
	}
	ch.check("index", strings.Join(got, ",") == strings.Join(want, ",") && len(badLocs) == 0,
		fmt.Sprintf("index lists the %s sitemap as %s", t, strings.Join(wantLocs, ", ")), detail)
}

// runNotPublic: deviations 1, with blog_public=0 the index and every
// sitemap answer 410 Gone with a short plain-text body; /sitemap.xml still
// redirects (deviations 4).
func (ch *checker) runNotPublic(ex *expectations) {
	sc, hp := ch.sc, ch.sc.homePath
	ch.expectStatus(hp+"/sitemap_index.xml", 410, "", "", "blog_public=0, deviations 1")
	ch.expectStatus(hp+"/sitemap.xml", 301, sc.url("sitemap_index.xml"), "", "deviations 4")
	for _, t := range ex.order {
		pages := map[int]bool{1: true}
		for _, n := range ex.listedPages[t] {
			pages[n] = true
		}
		ns := make([]int, 0, len(pages))
		for n := range pages {
			ns = append(ns, n)
		}
		sort.Ints(ns)
		for _, n := range ns {
			ch.expectStatus(hp+"/"+sc.sitemapName(t, n), 410, "", "", "blog_public=0, deviations 1")
		}
		for _, n := range []string{"0", "1"} {
			ch.expectStatus(fmt.Sprintf("%s/%s-sitemap%s.xml", hp, t, n), 410, "", sc.url(t+"-sitemap.xml"), "blog_public=0, deviations 1")
		}
	}
	ch.coreRedirects(true)
	ch.checkStylesheet(nil, false)
}

// coreRedirects: the 301s Yoast sent from WordPress core's sitemap paths, as captured.
func (ch *checker) coreRedirects(lenient bool) {
	sc := ch.sc
	for _, name := range sc.capturedNames {
		c := sc.captured[name]
		if !strings.HasPrefix(name, "wp-sitemap") || c.status != 301 {
			continue
		}
		_, headers, _, _ := sc.captureOf(name)
		if headers["x-redirect-by"] != "Yoast SEO" {
			continue
		}
		path, target := sc.pathOf(c.url), headers["location"]
		if lenient {
			ch.expectStatus(path, 410, "", target, "core sitemap path, blog_public=0, deviations 1")
		} else {
			ch.expectStatus(path, 301, target, "", "core sitemap path, as Yoast redirects it")
		}
	}
}

// requestHostIndependence: deviations 10, URLs come from the stored home
// option, never from Host or X-Forwarded-* request headers.
func (ch *checker) requestHostIndependence(order []string) {
	sc := ch.sc
	proto := "https"
	if sc.homeScheme != "http" {
		proto = "http"
	}
	fake := map[string]string{"Host": ch.c.host + ":4444", "X-Forwarded-Host": "conformance.invalid", "X-Forwarded-Proto": proto}
	r := ch.c.request(http.MethodGet, sc.homePath+"/sitemap.xml", fake, true)
	ch.check("routing", r.status == 301 && r.get("Location") == sc.url("sitemap_index.xml"),
		"/sitemap.xml redirect ignores Host / X-Forwarded-* request headers (deviations 10)",
		fmt.Sprintf("expected Location %s, got %s Location %s", sc.url("sitemap_index.xml"), r.describe(), r.get("Location")))
	names := []string{"sitemap_index.xml"}
	if len(order) > 0 {
		names = append(names, sc.sitemapName(order[0], 1))
	}
	for _, name := range names {
		path := sc.homePath + "/" + name
		r := ch.c.request(http.MethodGet, path, fake, true)
		var locs, off []string
		if r.status == 200 {
			if d := parseDoc(r.body); d.kind != "" {
				locs = d.locs()
			}
		}
		// A loc Yoast itself listed outside the home (on a language host,
		// another language's posts page) is no sign of the request's Host.
		yoast := map[string]bool{}
		if d, _ := sc.yoastDoc(name); d != nil {
			for _, l := range d.locs() {
				yoast[l] = true
			}
		}
		for _, l := range locs {
			if !strings.HasPrefix(l, sc.home+"/") && !yoast[l] {
				off = append(off, l)
			}
		}
		ch.check("routing", r.status == 200 && len(locs) > 0 && len(off) == 0,
			fmt.Sprintf("locs of %s ignore Host / X-Forwarded-* request headers (deviations 10)", ch.c.base+path),
			fmt.Sprintf("expected 200 with every loc under %s/, got %s, %d locs, not under home: %s", sc.home, r.describe(), len(locs), dash(off)))
	}
}

type pageDoc struct {
	resp *response
	doc  *doc
}

// servedType is what the service served for one sitemap type, across its pages.
type servedType struct {
	got      map[string]urlEntry // by loc, the first listing of each
	order    []string            // the locs, in the order first listed
	where    map[string][]string // by loc, the URLs of the pages listing it
	sequence []seqItem           // every listing, in order
	pages    map[int]pageDoc     // by page number
	// nothing is set when no entry came back at all: the checks for things
	// that must be absent then fail with it.
	nothing string
}

// seqItem is one listing of loc, on page n.
type seqItem struct {
	loc string
	n   int
}

func (ch *checker) checkType(te *typeExpect, listedPages map[int]indexEntry, postIDs map[string]int64) {
	st := ch.fetchType(te, listedPages)
	ch.checkTypeEntries(te, st, postIDs)
	ch.checkTypeLastmods(te, st)
	what := te.name + " entries ordered by ID across pages"
	if te.firstLink != "" {
		what += ", " + te.firstLink + " first"
	}
	problem := ch.orderProblem(te, st, sortKeys(ch.sc, te.name, postIDs))
	ch.check(te.areaFor("paging"), problem == "", what, problem)
	ch.checkPageSizes(te, st)
	ch.checkIndexLastmods(te, st, listedPages)
}

// fetchType gets every page of te's sitemap that is expected or listed in
// the index, checking the expected ones answer a <urlset>.
func (ch *checker) fetchType(te *typeExpect, listedPages map[int]indexEntry) *servedType {
	sc, hp, t := ch.sc, ch.sc.homePath, te.name
	pageSet := map[int]bool{}
	for n := 1; n <= te.pages; n++ {
		pageSet[n] = true
	}
	for n := range listedPages {
		pageSet[n] = true
	}
	pages := make([]int, 0, len(pageSet))
	for n := range pageSet {
		pages = append(pages, n)
	}
	sort.Ints(pages)
	st := &servedType{got: map[string]urlEntry{}, where: map[string][]string{}, pages: map[int]pageDoc{}}
	for _, n := range pages {
		r := ch.c.getPath(hp + "/" + sc.sitemapName(t, n))
		var d *doc
		if n <= te.pages {
			d = ch.ok200Doc(r, te.areaFor("index"), fmt.Sprintf("listed sitemap %s answers 200 with a <urlset>", r.url), "urlset", false)
			ch.headers200(r, n == 1)
		} else if r.status == 200 {
			if d = parseDoc(r.body); d.kind != "urlset" {
				d = nil
			}
		}
		st.pages[n] = pageDoc{r, d}
		if d == nil {
			continue
		}
		for _, e := range d.urls {
			st.where[e.loc] = append(st.where[e.loc], r.url)
			st.sequence = append(st.sequence, seqItem{e.loc, n})
			if _, ok := st.got[e.loc]; !ok {
				st.got[e.loc] = e
				st.order = append(st.order, e.loc)
			}
		}
	}
	if len(st.got) == 0 {
		st.nothing = "no " + t + " entries came back to look at"
	}
	return st
}

// checkTypeEntries checks that te's sitemap lists each expected loc, nothing
// else, and each loc once.
func (ch *checker) checkTypeEntries(te *typeExpect, st *servedType, postIDs map[string]int64) {
	sc, t, areaE := ch.sc, te.name, te.areaFor("entries")
	for _, loc := range te.order {
		exp := te.entries[loc]
		_, ok := st.got[loc]
		detail := "missing from every " + t + " page"
		if exp.yoastPage != "" {
			detail += " (Yoast lists it on " + sc.url(exp.yoastPage) + ")"
		}
		ch.check(areaE, ok, t+" lists "+loc, detail)
	}
	var extra []string
	for _, loc := range st.order {
		if te.entries[loc] == nil {
			extra = append(extra, fmt.Sprintf("%s [%s] on %s", loc, describeLoc(sc, loc, postIDs), st.where[loc][0]))
		}
	}
	detail := st.nothing
	if detail == "" && len(extra) > 0 {
		detail = "unexpected entries: " + short(extra, 8)
	}
	ch.check(areaE, len(st.got) > 0 && len(extra) == 0, t+" lists nothing else", detail)
	var dups []string
	for _, loc := range st.order {
		if len(st.where[loc]) > 1 {
			dups = append(dups, loc+" on "+strings.Join(st.where[loc], ", "))
		}
	}
	detail = st.nothing
	if detail == "" && len(dups) > 0 {
		detail = "listed more than once: " + short(dups, 8)
	}
	ch.check(areaE, len(st.got) > 0 && len(dups) == 0, t+" lists each URL once", detail)
}

// checkTypeLastmods checks the lastmod and the images of each expected entry.
func (ch *checker) checkTypeLastmods(te *typeExpect, st *servedType) {
	t, areaE, areaI := te.name, te.areaFor("entries"), te.areaFor("images")
	for _, loc := range te.order {
		exp := te.entries[loc]
		g, ok := st.got[loc]
		what := fmt.Sprintf("lastmod of %s (%s)", loc, t)
		if !ok {
			ch.check(areaE, false, what, "not listed")
			ch.check(areaI, false, fmt.Sprintf("images of %s (%s)", loc, t), "not listed")
			continue
		}
		detail := fmt.Sprintf("expected %s, got %s on %s", orNoLastmod(exp.lastmod), orNoLastmod(g.lastmod), st.where[loc][0])
		if g.lastmod != exp.lastmod && exp.lastmod != "" && g.lastmod != "" {
			a, okA := parseW3C(exp.lastmod)
			b, okB := parseW3C(g.lastmod)
			if okA && okB && a.Equal(b) {
				detail += " (same instant, different form; Yoast prints YYYY-MM-DDThh:mm:ss+00:00)"
			}
		}
		if t == "author" {
			detail += " (deviations 8: newest post_modified_gmt of the author's published posts)"
		}
		ch.check(areaE, g.lastmod == exp.lastmod, what, detail)
		ch.checkImages(areaI, fmt.Sprintf("images of %s (%s)", loc, t), exp, g, st.where[loc][0])
	}
}

// orderProblem says what is wrong with the order of te's entries across
// pages, "" when nothing is: the first link first, the language homes at
// the end of page 1 (deviations 20), the others by ID.
func (ch *checker) orderProblem(te *typeExpect, st *servedType, keys map[string]sortKey) string {
	if st.nothing != "" {
		return st.nothing
	}
	if te.firstLink != "" {
		first := ""
		if len(st.sequence) > 0 && st.sequence[0].n == 1 {
			first = st.sequence[0].loc
		}
		if first != te.firstLink {
			return fmt.Sprintf("page 1 must start with %s, starts with %s", te.firstLink, orNone(first))
		}
	}
	if problem := appendedProblem(te, st); problem != "" {
		return problem
	}
	var unknown []string
	for _, s := range st.sequence {
		if _, ok := keys[s.loc]; s.loc != te.firstLink && !te.appended[s.loc] && !ok {
			unknown = append(unknown, s.loc)
		}
	}
	if len(unknown) > 0 {
		return fmt.Sprintf("cannot order %d entries that are no object of this site: %s", len(unknown), short(unknown, 3))
	}
	var prevLoc string
	var prev *sortKey
	for _, s := range st.sequence {
		if s.loc == te.firstLink || te.appended[s.loc] {
			continue
		}
		k := keys[s.loc]
		if prev != nil && k.lessEq(*prev) {
			return fmt.Sprintf("%s (%s) comes after %s (%s) on %s%s/%s", s.loc, k, prevLoc, *prev, ch.c.base, ch.sc.homePath, ch.sc.sitemapName(te.name, s.n))
		}
		prevLoc, prev = s.loc, &k
	}
	return ""
}

// appendedProblem (deviations 20): the language homes come after the posts
// of page 1; it says which listing breaks that, "" when none does.
func appendedProblem(te *typeExpect, st *servedType) string {
	if len(te.appended) == 0 {
		return ""
	}
	after := ""
	for _, s := range st.sequence {
		switch {
		case te.appended[s.loc] && s.n != 1:
			return fmt.Sprintf("language home %s is on page %d, not at the end of page 1", s.loc, s.n)
		case te.appended[s.loc]:
			after = s.loc
		case after != "" && s.n == 1:
			return fmt.Sprintf("%s follows the language home %s on page 1", s.loc, after)
		}
	}
	return ""
}

// checkPageSizes checks that every page but the last holds exactly the
// entries per page, and the last between 1 and that many.
func (ch *checker) checkPageSizes(te *typeExpect, st *servedType) {
	sc, t := ch.sc, te.name
	for n := 1; n <= te.pages; n++ {
		pd := st.pages[n]
		cnt := -1
		if pd.doc != nil {
			cnt = len(pd.doc.urls)
			for _, e := range pd.doc.urls {
				if n == 1 && te.appended[e.loc] {
					cnt-- // deviations 20: beside the page's entries
				}
			}
		}
		var ok bool
		var want string
		if n < te.pages {
			ok, want = cnt == sc.perPage, fmt.Sprintf("exactly %d", sc.perPage)
		} else {
			ok, want = cnt >= 1 && cnt <= sc.perPage, fmt.Sprintf("between 1 and %d (last page)", sc.perPage)
		}
		gotS, at := "no urlset", sc.sitemapName(t, n)
		if cnt >= 0 {
			gotS = strconv.Itoa(cnt)
		}
		if pd.resp != nil {
			at = pd.resp.url
		}
		ch.check(te.areaFor("paging"), ok, fmt.Sprintf("%s page %d holds %s entries", t, n, want), fmt.Sprintf("got %s on %s", gotS, at))
	}
}

// checkIndexLastmods (deviations 3): the index's lastmod of each page of
// te's sitemap is the newest lastmod inside it.
func (ch *checker) checkIndexLastmods(te *typeExpect, st *servedType, listedPages map[int]indexEntry) {
	sc := ch.sc
	for n := 1; n <= te.pages; n++ {
		pd := st.pages[n]
		entry, listed := listedPages[n]
		u := sc.url(sc.sitemapName(te.name, n))
		what := fmt.Sprintf("index lastmod of %s is the newest lastmod inside it (deviations 3)", u)
		if !listed || pd.doc == nil {
			reason := "the page did not answer a urlset"
			if !listed {
				reason = "not listed in the index"
			}
			ch.check("index", false, what, reason)
			continue
		}
		newest, newestT := "", time.Time{}
		for _, e := range pd.doc.urls {
			if tm, ok := parseW3C(e.lastmod); e.lastmod != "" && ok && (newest == "" || tm.After(newestT) || (tm.Equal(newestT) && e.lastmod > newest)) {
				newest, newestT = e.lastmod, tm
			}
		}
		idx := entry.lastmod
		idxT, idxOK := parseW3C(idx)
		ok := (newest == "" && idx == "") || (newest != "" && idx != "" && idxOK && idxT.Equal(newestT))
		ch.check("index", ok, what, fmt.Sprintf("expected %s, got %s", orNoLastmod(newest), orNoLastmod(idx)))
	}
}

// checkImages checks the image:loc values of one listed entry g against the
// expected set: each expected image present, nothing else, nothing twice.
func (ch *checker) checkImages(area, what string, exp *expectedEntry, g urlEntry, page string) {
	count := map[string]int{}
	for _, i := range g.images {
		count[i]++
	}
	var dup, miss, unexp []string
	for i, c := range count {
		if c > 1 {
			dup = append(dup, i)
		}
		if !exp.images[i] {
			unexp = append(unexp, i)
		}
	}
	for i := range exp.images {
		if count[i] == 0 {
			miss = append(miss, i)
		}
	}
	sort.Strings(dup)
	sort.Strings(miss)
	sort.Strings(unexp)
	var problems []string
	if len(miss) > 0 {
		problems = append(problems, "missing "+strings.Join(miss, ", "))
	}
	if len(unexp) > 0 {
		problems = append(problems, "unexpected "+strings.Join(unexp, ", "))
	}
	if len(dup) > 0 {
		problems = append(problems, "listed more than once "+strings.Join(dup, ", "))
	}
	ch.check(area, len(problems) == 0, what, fmt.Sprintf("%s (on %s; expected %d image(s), got %d)",
		strings.Join(problems, "; "), page, len(exp.images), len(g.images)))
}

func (ch *checker) checkStylesheet(index *doc, documents bool) {
	sc := ch.sc
	want := "//" + sc.homeNetloc + sc.homePath + "/main-sitemap.xsl"
	type target struct{ label, href string }
	targets := []target{{"/main-sitemap.xsl (deviations 11)", want}}
	if documents {
		all := append(append([]docRef(nil), ch.docs...), ch.emptyDocs...)
		indexHref := ""
		if index != nil {
			indexHref = index.xslHref
		}
		var missing, differ []string
		for _, d := range all {
			if !d.doc.hasXSL || d.doc.xslHref == "" {
				missing = append(missing, d.url)
			} else if d.doc.xslHref != indexHref {
				differ = append(differ, d.url)
			}
		}
		detail := "no documents to look at"
		if len(all) > 0 {
			detail = fmt.Sprintf("no stylesheet PI in %s; different href in %s", dash(missing), dash(differ))
		}
		ch.check("stylesheet", len(all) > 0 && len(missing) == 0 && len(differ) == 0,
			"every sitemap document carries the same <?xml-stylesheet?> as the index", detail)
		ch.check("stylesheet", indexHref == want, fmt.Sprintf("stylesheet href is %s (deviations 11)", want), fmt.Sprintf("got %s", orNone(indexHref)))
		targets = append([]target{{"the index's stylesheet href", indexHref}}, targets...)
	}
	for _, tg := range targets {
		if tg.href == "" {
			ch.check("stylesheet", false, tg.label+" answers an XSL document", "no href")
			continue
		}
		abs := tg.href
		switch {
		case strings.HasPrefix(abs, "//"):
			abs = sc.homeScheme + ":" + abs
		case strings.HasPrefix(abs, "/"):
			abs = sc.home + abs
		}
		r := ch.c.getPath(sc.pathOf(abs))
		ok, detail := r.status == 200, "got "+r.describe()
		if ok {
			var root struct{ XMLName xml.Name }
			if err := xml.Unmarshal(r.body, &root); err != nil {
				ok, detail = false, "not XML: "+err.Error()
			} else {
				ok = root.XMLName.Space == nsXSL && (root.XMLName.Local == "stylesheet" || root.XMLName.Local == "transform")
				detail = fmt.Sprintf("root element is {%s}%s, not xsl:stylesheet", root.XMLName.Space, root.XMLName.Local)
			}
		}
		ch.check("stylesheet", ok, fmt.Sprintf("%s %s (GET %s) answers an XSL document", tg.label, abs, r.url), detail)
	}
}

var corePath = regexp.MustCompile(`^wp-sitemap-(?:(?:posts|taxonomies)-(\w+)|(users))-(\d+)\.xml$`)

// runCore cross-checks against WordPress core's own sitemaps (Yoast
// inactive on the database): the service takes over core's sitemap paths as
// Yoast does, and lists no URL core does not list as public.
func (ch *checker) runCore() error {
	sc, hp := ch.sc, ch.sc.homePath
	coreURLs := map[string]bool{}
	var coreMaps []string
	for _, name := range sc.capturedNames {
		c := sc.captured[name]
		if !strings.HasPrefix(name, "wp-sitemap") || c.status != 200 {
			continue
		}
		d, _ := sc.yoastDoc(name)
		if d == nil {
			continue
		}
		for _, e := range d.urls {
			coreURLs[e.loc] = true
		}
		coreMaps = append(coreMaps, sc.pathOf(c.url))
	}
	if len(coreURLs) == 0 {
		return scenarioErr("no core sitemap captures (wp-sitemap-*.xml) in %s", sc.dir)
	}
	for _, path := range coreMaps {
		name := path[strings.LastIndex(path, "/")+1:]
		var target string
		if name == "wp-sitemap.xml" {
			target = sc.url("sitemap_index.xml")
		} else {
			m := corePath.FindStringSubmatch(name)
			if m == nil {
				continue
			}
			t := m[1]
			if m[2] != "" {
				t = "author"
			}
			// Page N of core is page N-1 of Yoast's numbering (as the
			// reference checker counts it), the bare name for N = 1.
			n, _ := strconv.Atoi(m[3])
			target = sc.url(t + "-sitemap.xml")
			if n-1 > 0 {
				target = sc.url(fmt.Sprintf("%s-sitemap%d.xml", t, n-1))
			}
		}
		ch.expectStatus(path, 301, target, "", "Yoast takes over core sitemap paths")
	}
	indexResp := ch.c.getPath(hp + "/sitemap_index.xml")
	index := ch.ok200Doc(indexResp, "core", fmt.Sprintf("GET %s answers a sitemap index", indexResp.url), "index", false)
	ch.headers200(indexResp, false)
	var entries []indexEntry
	if index != nil {
		entries = index.index
	}
	ch.check("core", len(entries) > 0, "the index lists sitemaps", "it lists none")
	allowed := map[string]bool{sc.homeURL: true}
	for _, l := range sc.archiveLinks {
		allowed[l] = true
	}
	for _, p := range sc.meta.Posts {
		if coreURLs[p.Permalink] && p.Multipage != nil {
			for _, u := range p.Multipage.PartURLs {
				allowed[u] = true
			}
		}
	}
	var leaks []string
	for _, e := range entries {
		r := ch.c.getPath(sc.pathOf(e.loc))
		d := ch.ok200Doc(r, "core", fmt.Sprintf("listed sitemap %s answers 200 with a <urlset>", r.url), "urlset", false)
		if d == nil {
			continue
		}
		for _, u := range d.urls {
			if !coreURLs[u.loc] && !allowed[u.loc] {
				leaks = append(leaks, u.loc+" on "+r.url)
			}
		}
	}
	detail := "nothing listed"
	if len(leaks) > 0 {
		detail = "not listed by core: " + short(leaks, 10)
	}
	ch.check("core", len(entries) > 0 && len(leaks) == 0,
		"every URL the service lists is one WordPress core lists as public (or home / archive / part URL)", detail)
	ch.checkStylesheet(index, true)
	return nil
}

// validateAll runs the schema checks of every document collected.
func (ch *checker) validateAll() {
	for _, u := range ch.noDocs {
		ch.check("xsd", false, u+" validates against the sitemap XSDs", "no sitemap document came back")
	}
	for _, d := range ch.emptyDocs {
		// The schemas require at least one child, so an empty document is
		// checked for well-formedness and its root only.
		ok := d.doc.err == "" && d.doc.kind != "" && d.doc.count() == 0
		detail := d.doc.err
		if detail == "" {
			detail = fmt.Sprintf("has %d entries", d.doc.count())
		}
		ch.check("xsd", ok, d.url+" is a well-formed, empty sitemaps.org document (checked without the XSD, which demands one child)", detail)
	}
	for _, d := range ch.docs {
		what := d.url + " validates against the sitemap XSDs"
		if ch.validate == nil {
			ch.check("xsd", false, what, "no validator given")
			continue
		}
		err := ch.validate(d.body)
		detail := ""
		if err != nil {
			detail = err.Error()
		}
		ch.check("xsd", err == nil, what, detail)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// setDiff returns the items of a not in b, sorted.
func setDiff(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !contains(b, x) && !contains(out, x) {
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return out
}

func dash(items []string) string {
	if len(items) == 0 {
		return "-"
	}
	return short(items, 6)
}

func orNoLastmod(s string) string {
	if s == "" {
		return "no <lastmod>"
	}
	return s
}
