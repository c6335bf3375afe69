package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
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

// TestConformance runs ../shared/conformance/compare.py against the service
// for every scenario: the whole Yoast comparison (routing, headers, index,
// entries, paging, images, multipart, stylesheet, schema) on each commit.
func TestConformance(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		dbtest.Unavailable(t, "python3 is needed to run compare.py: %v", err)
	}
	if _, err := exec.LookPath("xmllint"); err != nil {
		dbtest.Unavailable(t, "xmllint is needed by compare.py's schema checks: %v", err)
	}
	compare := filepath.Join(dbtest.SharedDir(), "conformance", "compare.py")
	for _, sc := range dbtest.Scenarios(t) {
		t.Run(sc.Name, func(t *testing.T) {
			dbtest.Open(t, sc.DB)
			base := startServe(t, dbEnv(sc.DB, "WPSITEMAP_ENTRIES_PER_PAGE", strconv.Itoa(sc.PerPage)))
			out, err := exec.Command(py, compare, "--base", base, "--scenario", sc.Dir).CombinedOutput()
			lines := strings.Split(strings.TrimSpace(string(out)), "\n")
			last := lines[len(lines)-1]
			t.Logf("%s: %s", sc.Name, last)
			m := regexp.MustCompile(`^conformance: (\d+)/(\d+) checks pass$`).FindStringSubmatch(last)
			if err != nil || m == nil || m[1] != m[2] || m[2] == "0" {
				t.Errorf("compare.py failed (%v):\n%s", err, out)
			}
		})
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
		"post       28    http://127.0.0.1:8081/2022/03/images-everywhere/",
		"http://127.0.0.1:8081/books/the-hobbit/",
		"multipart  34#2  http://127.0.0.1:8081/2022/04/multi-part-story/2/",
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
		regexp.MustCompile(`post\s+36\s+\S+\?p=36\s+status is not publish`),
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

// TestDatabaseDown: with nothing listening where the database should be,
// sitemaps and /readyz answer 503 with Retry-After, /healthz (liveness)
// still answers 200, and nothing panics.
func TestDatabaseDown(t *testing.T) {
	base := startServe(t, env("WORDPRESS_DB_HOST", "127.0.0.1:1", "WORDPRESS_DB_NAME", "x", "WPSITEMAP_ADDR", "127.0.0.1:0"))
	for _, p := range []string{"/sitemap_index.xml", "/post-sitemap.xml", "/readyz"} {
		resp, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
			t.Errorf("%s: %d Retry-After=%q, want 503 with Retry-After", p, resp.StatusCode, resp.Header.Get("Retry-After"))
		}
		if strings.Contains(string(body), "goroutine") || len(body) > 1024 {
			t.Errorf("%s: body %q", p, body)
		}
	}
	if resp, err := http.Get(base + "/healthz"); err != nil || resp.StatusCode != 200 {
		t.Errorf("/healthz with the database down: %v %v, want 200 (the process is up)", resp, err)
	} else {
		resp.Body.Close()
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
