package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/conformance"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
)

// env builds a lookupEnv for run from key/value pairs.
func env(kv ...string) func(string) (string, bool) {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func dbEnv(name string, extra ...string) func(string) (string, bool) {
	c := dbtest.Conn(name)
	kv := []string{
		"WORDPRESS_DB_HOST", c.Addr, "WORDPRESS_DB_USER", c.User, "WORDPRESS_DB_PASSWORD", c.Password,
		"WORDPRESS_DB_NAME", name, "WPSITEMAP_ADDR", "127.0.0.1:0",
	}
	return env(append(kv, extra...)...)
}

// startServe runs `wpsitemap serve` in-process on a free port and returns
// its base URL; the server stops with the test.
func startServe(t *testing.T, lookup func(string) (string, bool)) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve"}, lookup, io.Discard, io.Discard, ready) }()
	t.Cleanup(func() {
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("serve exited with %d", code)
			}
		case <-time.After(25 * time.Second):
			t.Error("serve did not shut down")
		}
	})
	select {
	case addr := <-ready:
		return "http://" + addr
	case code := <-done:
		t.Fatalf("serve exited with %d before listening", code)
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not start")
	}
	return ""
}

// conformanceChecks is how many checks the reference checker (compare.py)
// makes on each Yoast scenario, written down from its runs: for those
// scenarios the number does not depend on what the service answers, so a
// port that drops or adds checks shows here.
var conformanceChecks = map[string]int{
	"year-month":       506,
	"plain":            496,
	"not-public":       96,
	"default-per-page": 443,
}

// runConformance checks the service at base against scenario sc.
func runConformance(t *testing.T, base string, sc dbtest.Scenario) *conformance.Result {
	t.Helper()
	res, err := conformance.Run(context.Background(), base, sc.Dir, conformance.Options{Validate: xsdtest.Validate, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestConformance checks the service against every scenario of
// testdata/conformance, as Yoast SEO served it and as docs/deviations.md
// changes it: routing, headers, index, entries, paging, images, multipart,
// stylesheet and schema (internal/conformance), one failure per check.
func TestConformance(t *testing.T) {
	xsdtest.Require(t)
	for _, sc := range dbtest.Scenarios(t) {
		t.Run(sc.Name, func(t *testing.T) {
			dbtest.Open(t, sc.DB)
			base := startServe(t, dbEnv(sc.DB, "WPSITEMAP_ENTRIES_PER_PAGE", strconv.Itoa(sc.PerPage)))
			res := runConformance(t, base, sc)
			t.Logf("%s, %d requests:\n%s", sc.Name, res.Requests, res.Summary())
			for _, c := range res.Failed() {
				t.Errorf("FAIL %s", c)
			}
			if want, ok := conformanceChecks[sc.Name]; ok && len(res.Checks) != want {
				t.Errorf("%d checks, the reference checker makes %d", len(res.Checks), want)
			}
			if len(res.Checks) == 0 {
				t.Error("no checks ran")
			}
		})
	}
}

// TestConformanceFailsWithoutService is the control of TestConformance:
// against an address where nothing listens, every check of every Yoast
// scenario fails, and there are as many checks as with the service up.
func TestConformanceFailsWithoutService(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "http://" + l.Addr().String()
	l.Close()
	for _, sc := range dbtest.Scenarios(t) {
		want, ok := conformanceChecks[sc.Name]
		if !ok {
			continue // core-sitemaps: its number of checks follows what the service lists
		}
		t.Run(sc.Name, func(t *testing.T) {
			res := runConformance(t, base, sc)
			if res.Passed() != 0 || len(res.Checks) != want {
				t.Errorf("%d/%d checks pass with no service; want 0/%d", res.Passed(), len(res.Checks), want)
			}
		})
	}
}

// TestConformanceCatchesWrongPaging is the control of the finer checks: the
// service on year-month with 6 entries per page instead of the 5 Yoast used
// lists the right URLs on the wrong pages, which the paging and index
// checks must see while the entries checks still pass.
func TestConformanceCatchesWrongPaging(t *testing.T) {
	xsdtest.Require(t)
	var sc dbtest.Scenario
	for _, s := range dbtest.Scenarios(t) {
		if s.Name == "year-month" {
			sc = s
		}
	}
	dbtest.Open(t, sc.DB)
	res := runConformance(t, startServe(t, dbEnv(sc.DB, "WPSITEMAP_ENTRIES_PER_PAGE", "6")), sc)
	failed := map[string]int{}
	for _, c := range res.Failed() {
		failed[c.Area]++
	}
	if failed["paging"] == 0 || failed["index"] == 0 || failed["entries"] != 0 {
		t.Errorf("failed checks per area %v; want paging and index failures and no entries failure", failed)
	}
}

// TestURLsCommand checks `wpsitemap urls --explain` on the year-month
// scenario: listed URLs per type, and a reason for each published object
// that is missing.
func TestURLsCommand(t *testing.T) {
	dbtest.Open(t, "wpc_year_month")
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"urls", "--explain"}, dbEnv("wpc_year_month"), &out, &errb, nil)
	if code != 0 {
		t.Fatalf("urls exited %d: %s", code, errb.String())
	}
	s := out.String()
	for _, want := range []string{
		"post       28     2022-03-05T09:00:00Z  http://127.0.0.1:8081/2022/03/images-everywhere/\n",
		"http://127.0.0.1:8081/books/the-hobbit/",
		"multipart  34#2   2022-04-02T08:00:00Z  http://127.0.0.1:8081/2022/04/multi-part-story/2/\n",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("urls output lacks %q", want)
		}
	}
	left := s[strings.Index(s, "LEFT OUT"):]
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`post\s+42\s+\S+\s+noindex`),
		regexp.MustCompile(`post\s+44\s+\S+\s+canonical URL points elsewhere`),
		regexp.MustCompile(`post\s+38\s+\S+\s+password protected`),
		regexp.MustCompile(`post\s+36\s+\S+\?p=36\s+status is draft, not publish\n`),
		regexp.MustCompile(`author\s+4\s+\S+\s+author set to noindex`),
		regexp.MustCompile(`category\s+6\s+\S+\s+term set to noindex`),
	} {
		if !want.MatchString(left) {
			t.Errorf("--explain lacks %s", want)
		}
	}
	if strings.Contains(s[:strings.Index(s, "LEFT OUT")], "?p=36") {
		t.Error("a draft is listed")
	}
}

func TestBadConfigExitsTwo(t *testing.T) {
	var errb bytes.Buffer
	code := run(context.Background(), []string{"serve"}, env("WPSITEMAP_ENTRIES_PER_PAGE", "0", "WORDPRESS_DB_PASSWORD", "s3cret-pw"), io.Discard, &errb, nil)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if !strings.Contains(errb.String(), "WPSITEMAP_ENTRIES_PER_PAGE") || strings.Contains(errb.String(), "s3cret-pw") {
		t.Errorf("message %q must name the variable and not the password", errb.String())
	}
	if strings.Count(strings.TrimSpace(errb.String()), "\n") != 0 {
		t.Errorf("message must be one line: %q", errb.String())
	}
}

// TestLocalhostUsesTheSocket: DB_HOST localhost goes through the local
// socket when there is one, as mysqli does, and the start-up log says which
// endpoint was used. The machine decides which line applies; both name the
// endpoint.
func TestLocalhostUsesTheSocket(t *testing.T) {
	var errb bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	run(ctx, []string{"urls", "--type", "post"}, env("WORDPRESS_DB_HOST", "localhost:1", "WORDPRESS_DB_NAME", "wpsitemap_fixtures"), io.Discard, &errb, nil)
	log := errb.String()
	sock := regexp.MustCompile(`msg="DB_HOST is localhost: connecting through the local socket" socket=(\S+)`).FindStringSubmatch(log)
	switch {
	case sock != nil:
		if !isSocket(sock[1]) {
			t.Errorf("connected through %s, which is no socket", sock[1])
		}
	case strings.Contains(log, `msg="DB_HOST is localhost and no local socket was found: connecting over TCP" addr=127.0.0.1:1`):
		for _, p := range []string{"/run/mysqld/mysqld.sock", "/var/run/mysqld/mysqld.sock", "/tmp/mysql.sock"} {
			if isSocket(p) {
				t.Errorf("TCP chosen although %s is a socket", p)
			}
		}
	default:
		t.Errorf("the log does not say how DB_HOST localhost was reached:\n%s", log)
	}
}

// startServeLogged is startServe keeping the service's log: it returns the
// base URL and a function that returns what the log holds so far.
func startServeLogged(t *testing.T, lookup func(string) (string, bool)) (string, func() string) {
	t.Helper()
	var buf bytes.Buffer
	lw := &lockedWriter{w: &buf} // urls.go's: the server's goroutines write
	logText := func() string { lw.mu.Lock(); defer lw.mu.Unlock(); return buf.String() }
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve"}, lookup, io.Discard, lw, ready) }()
	t.Cleanup(func() {
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("serve exited with %d", code)
			}
		case <-time.After(25 * time.Second):
			t.Error("serve did not shut down")
		}
	})
	select {
	case addr := <-ready:
		return "http://" + addr, logText
	case code := <-done:
		t.Fatalf("serve exited with %d before listening:\n%s", code, logText())
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not start")
	}
	return "", logText
}

// getAt sends GET base+path with the Host host and returns the status and
// the body.
func getAt(t *testing.T, base, host, path string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Host = host
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}
