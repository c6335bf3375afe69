package main

import (
	"bytes"
	"context"
	"io"
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
