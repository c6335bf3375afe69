package e2e

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// repoRoot is the repository root; go test runs the tests in e2e/.
var repoRoot = func() string {
	wd, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	return filepath.Dir(wd)
}()

// workDir holds what the whole run shares (the wpsitemap binary); TestMain removes it.
var workDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "wpsitemap-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	workDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// wpsitemapBinary builds cmd/wpsitemap once per run and returns its path.
func wpsitemapBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			goTool = "/usr/local/go/bin/go"
		}
		binPath = filepath.Join(workDir, "wpsitemap")
		cmd := exec.Command(goTool, "build", "-o", binPath, "./cmd/wpsitemap")
		cmd.Dir = repoRoot
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build ./cmd/wpsitemap: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// findTool looks a program up on PATH and in the sbin folders, which are not on every
// user's PATH (nginx, php-fpm8.2). names may hold glob patterns. "" when missing.
func findTool(names ...string) string {
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
		for _, dir := range []string{"/usr/sbin", "/usr/bin", "/sbin", "/bin"} {
			matches, _ := filepath.Glob(filepath.Join(dir, n))
			sort.Strings(matches)
			for _, m := range matches {
				if fi, err := os.Stat(m); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
					return m
				}
			}
		}
	}
	return ""
}

// needTool is findTool for a tool the test cannot do without: it skips locally and fails in
// CI when the tool is missing.
func needTool(t testing.TB, what string, names ...string) string {
	t.Helper()
	p := findTool(names...)
	if p == "" {
		dbtest.Unavailable(t, "%s not found (looked for %s); run e2e/setup.sh", what, strings.Join(names, ", "))
	}
	return p
}

// freePort returns a loopback TCP port that was free a moment ago.
func freePort(t testing.TB) int {
	t.Helper()
	port, err := dbtest.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// lockedBuffer collects a process's output.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}

// proc is a server the test started, in a process group of its own so that stopping it
// also stops its children (nginx and php-fpm workers).
type proc struct {
	name string
	cmd  *exec.Cmd
	out  *lockedBuffer
	done chan struct{}
	err  error
	logs []string // files whose tails are printed when the test fails
}

// startProc starts argv with env (nil: this process's) and stops it when the test ends.
func startProc(t testing.TB, name string, env []string, argv ...string) *proc {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	p := &proc{name: name, cmd: cmd, out: &lockedBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		p.stop()
		if t.Failed() {
			p.dump(t)
		}
	})
	return p
}

func (p *proc) dump(t testing.TB) {
	t.Helper()
	if out := p.out.String(); out != "" {
		t.Logf("--- %s output:\n%s", p.name, tail(out, 4000))
	}
	for _, f := range p.logs {
		if b, err := os.ReadFile(f); err == nil && len(b) > 0 {
			t.Logf("--- %s:\n%s", f, tail(string(b), 4000))
		}
	}
}

func (p *proc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// stop ends the process group: SIGTERM, then SIGKILL after 5 seconds, then SIGKILL for
// whatever of the group outlived its leader.
func (p *proc) stop() {
	pgid := p.cmd.Process.Pid
	if !p.exited() {
		syscall.Kill(-pgid, syscall.SIGTERM)
		select {
		case <-p.done:
		case <-time.After(5 * time.Second):
			syscall.Kill(-pgid, syscall.SIGKILL)
			<-p.done
		}
	}
	syscall.Kill(-pgid, syscall.SIGKILL)
}

// waitFor polls ready until it succeeds, the process exits or 15 seconds pass.
func (p *proc) waitFor(t testing.TB, what string, ready func() error) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		err := ready()
		if err == nil {
			return
		}
		if p.exited() {
			t.Fatalf("%s exited before %s (%v)\n%s", p.name, what, p.err, tail(p.out.String(), 4000))
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %s: not within 15s: %v", p.name, what, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// client follows no redirects, keeps no connections (servers stop between tests) and
// leaves compression to the caller.
var client = &http.Client{
	Timeout:       30 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	Transport:     &http.Transport{DisableKeepAlives: true, DisableCompression: true},
}

// response is an answer with its body read.
type response struct {
	*http.Response
	body []byte
}

func (r *response) String() string {
	return fmt.Sprintf("%s %s -> %d (%s): %q", r.Request.Method, r.Request.URL, r.StatusCode,
		r.Header.Get("Content-Type"), tail(string(r.body), 300))
}

// do sends a request; headers are "Name: value" strings.
func do(method, url string, headers ...string) (*response, error) {
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		return nil, err
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ":")
		if k, v = strings.TrimSpace(k), strings.TrimSpace(v); strings.EqualFold(k, "Host") {
			req.Host = v // net/http sends req.Host, never a Host header
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("%s %s: read body: %w", method, url, err)
	}
	return &response{resp, body}, nil
}

func get(t testing.TB, url string, headers ...string) *response {
	t.Helper()
	r, err := do(http.MethodGet, url, headers...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sitemapURL is one <url> of a urlset.
type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod"`
	Images  []struct {
		Loc string `xml:"loc"`
	} `xml:"http://www.google.com/schemas/sitemap-image/1.1 image"`
}

type urlset struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapIndex struct {
	XMLName  xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex"`
	Sitemaps []struct {
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
	} `xml:"sitemap"`
}

// fetchXML GETs url, which must answer 200, and decodes it into v.
func fetchXML(url string, v any) error {
	r, err := do(http.MethodGet, url)
	if err != nil {
		return err
	}
	if r.StatusCode != http.StatusOK {
		return fmt.Errorf("%v", r)
	}
	if err := xml.Unmarshal(r.body, v); err != nil {
		return fmt.Errorf("GET %s: %w", url, err)
	}
	return nil
}

// served is everything the sitemaps list, as a client sees it.
type served struct {
	locs map[string]sitemapURL // loc -> entry
}

// fetchAll reads the index at indexURL and every sitemap it lists. A loc listed twice in one
// sitemap is an error; in two it is not (Yoast lists the home URL first in both the page and
// the post sitemap; the video and news sitemaps list posts of the post sitemaps again). A loc
// keeps the entry of the first sitemap that gave it a lastmod: the video and news sitemaps
// give none.
func fetchAll(indexURL string) (*served, error) {
	var idx sitemapIndex
	if err := fetchXML(indexURL, &idx); err != nil {
		return nil, err
	}
	s := &served{locs: map[string]sitemapURL{}}
	for _, sm := range idx.Sitemaps {
		var us urlset
		if err := fetchXML(sm.Loc, &us); err != nil {
			return nil, err
		}
		seen := map[string]bool{}
		for _, u := range us.URLs {
			if seen[u.Loc] {
				return nil, fmt.Errorf("%s is listed twice in %s", u.Loc, sm.Loc)
			}
			seen[u.Loc] = true
			if prev, ok := s.locs[u.Loc]; !ok || prev.LastMod == "" {
				s.locs[u.Loc] = u
			}
		}
	}
	return s, nil
}

// diffSets describes how got differs from want ("" when equal).
func diffSets(got, want map[string]bool) string {
	var missing, extra []string
	for k := range want {
		if !got[k] {
			missing = append(missing, k)
		}
	}
	for k := range got {
		if !want[k] {
			extra = append(extra, k)
		}
	}
	if len(missing) == 0 && len(extra) == 0 {
		return ""
	}
	sort.Strings(missing)
	sort.Strings(extra)
	var b strings.Builder
	for _, m := range missing {
		b.WriteString("\n  missing:    " + m)
	}
	for _, e := range extra {
		b.WriteString("\n  unexpected: " + e)
	}
	return b.String()
}

// eventually polls check every 200ms until it returns nil or timeout passes; it reports
// the last error and returns how long it took.
func eventually(t testing.TB, timeout time.Duration, what string, check func() error) time.Duration {
	t.Helper()
	start := time.Now()
	for {
		err := check()
		if err == nil {
			return time.Since(start)
		}
		if time.Since(start) > timeout {
			t.Errorf("%s: not within %v: %v", what, timeout, err)
			return time.Since(start)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// wpsitemapEnv is the environment for wpsitemap on database db (reached as internal/dbtest
// says), listening on addr, with the WPSITEMAP_CONFIG file config ("" for none), and without
// any other WORDPRESS_* or WPSITEMAP_* setting inherited from the caller.
func wpsitemapEnv(db, addr, config string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "WORDPRESS_") || strings.HasPrefix(kv, "WPSITEMAP_") {
			continue
		}
		env = append(env, kv)
	}
	c := dbtest.Conn(db)
	env = append(env,
		"WORDPRESS_DB_HOST="+c.Addr,
		"WORDPRESS_DB_USER="+c.User,
		"WORDPRESS_DB_PASSWORD="+c.Password,
		"WORDPRESS_DB_NAME="+db,
		"WORDPRESS_TABLE_PREFIX=wp_",
		"WPSITEMAP_ENTRIES_PER_PAGE=1000",
		"WPSITEMAP_ADDR="+addr,
	)
	if config != "" {
		env = append(env, "WPSITEMAP_CONFIG="+config)
	}
	return env
}

// serveWpsitemap runs `wpsitemap serve` on 127.0.0.1:port, with the settings extra
// ("NAME=value") besides wpsitemapEnv's, and waits until /healthz answers.
func serveWpsitemap(t testing.TB, db string, port int, config string, extra ...string) *proc {
	t.Helper()
	addr := "127.0.0.1:" + strconv.Itoa(port)
	p := startProc(t, "wpsitemap", append(wpsitemapEnv(db, addr, config), extra...), wpsitemapBinary(t), "serve")
	p.waitFor(t, "answering /healthz", func() error {
		r, err := do(http.MethodGet, "http://"+addr+"/healthz")
		if err != nil {
			return err
		}
		if r.StatusCode != http.StatusOK {
			return errors.New(r.String())
		}
		return nil
	})
	return p
}
