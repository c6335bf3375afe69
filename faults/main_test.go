package faults

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// The databases the tests load into their own server.
const (
	dbYearMonth = "faults_ym"      // ../shared/conformance/year-month
	dbHostile   = "faults_hostile" // the same plus testdata/faults/hostile.sql
)

var (
	priv     *dbtest.Private
	binary   string // the wpsitemap binary under test
	setupErr error  // why the tests cannot run
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "wpsitemap-faults-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	setupErr = setup(dir)
	code := m.Run()
	if priv != nil {
		priv.Close()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}

func setup(dir string) error {
	_, file, _, _ := runtime.Caller(0)
	repo := filepath.Dir(filepath.Dir(file))
	binary = filepath.Join(dir, "wpsitemap")
	build := exec.Command("go", "build", "-o", binary, "./cmd/wpsitemap")
	build.Dir = repo
	// As released (scripts/release.sh, the Dockerfile): static, so that
	// the memory measured is the shipped binary's (with cgo, Pebble would
	// allocate its cache in C and link zstd).
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v: %s", err, out)
	}
	ym := filepath.Join(dbtest.ConformanceDir(), "year-month", "db.sql")
	if _, err := os.Stat(ym); err != nil {
		return fmt.Errorf("conformance data: %w", err)
	}
	var err error
	if priv, err = dbtest.StartPrivate(); err != nil {
		return err
	}
	if err := priv.Load(dbYearMonth, ym); err != nil {
		return err
	}
	return priv.Load(dbHostile, ym, filepath.Join(repo, "testdata", "faults", "hostile.sql"))
}

// needSetup skips (fails in CI) a test when the server or binary is missing.
func needSetup(t *testing.T) {
	t.Helper()
	if setupErr != nil {
		dbtest.Unavailable(t, "fault tests: %v", setupErr)
	}
}

// service is one running wpsitemap process.
type service struct {
	t    *testing.T
	cmd  *exec.Cmd
	base string // http://127.0.0.1:port
	logs *logBuffer
	done chan struct{}
}

// startService runs `wpsitemap serve` on database db of the private server
// with the variables in env (NAME=value) added, and waits until it listens.
func startService(t *testing.T, db string, env ...string) *service {
	t.Helper()
	needSetup(t)
	c := priv.Conn(db)
	cmd := exec.Command(binary, "serve")
	cmd.Env = append(os.Environ(), "WORDPRESS_DB_HOST="+c.Addr, "WORDPRESS_DB_USER="+c.User,
		"WORDPRESS_DB_PASSWORD="+c.Password, "WORDPRESS_DB_NAME="+db, "WPSITEMAP_ADDR=127.0.0.1:0",
		"WPSITEMAP_LOG_FORMAT=json")
	cmd.Env = append(cmd.Env, env...)
	s := &service{t: t, cmd: cmd, logs: newLogBuffer(), done: make(chan struct{})}
	cmd.Stdout = s.logs
	cmd.Stderr = s.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { cmd.Wait(); close(s.done) }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			<-s.done
		}
		if t.Failed() {
			t.Logf("service log:\n%s", s.logs.String())
		}
	})
	line, err := s.logs.wait(`"msg":"serving"`, time.Minute)
	if err != nil {
		t.Fatalf("wpsitemap did not start: %v\n%s", err, s.logs.String())
	}
	var m struct{ Addr string }
	if err := json.Unmarshal([]byte(line), &m); err != nil || m.Addr == "" {
		t.Fatalf("serving line %q: %v", line, err)
	}
	s.base = "http://" + m.Addr
	return s
}

// alive reports whether the process is still running.
func (s *service) alive() bool {
	select {
	case <-s.done:
		return false
	default:
		return true
	}
}

// result is one HTTP answer.
type result struct {
	status  int
	header  http.Header
	body    string
	elapsed time.Duration
	err     error
}

// get fetches path with a client timeout of limit (the longest the test
// waits; past it the result has an error).
func (s *service) get(path string, limit time.Duration, hdr ...string) result {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.base+path, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	start := time.Now()
	tr := &http.Transport{DisableCompression: true, DisableKeepAlives: true}
	defer tr.CloseIdleConnections()
	resp, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		return result{err: err, elapsed: time.Since(start)}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return result{status: resp.StatusCode, header: resp.Header, body: string(b), elapsed: time.Since(start), err: err}
}

// waitStatus polls path until it answers want, failing after limit.
func (s *service) waitStatus(path string, want int, limit time.Duration) result {
	s.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		r := s.get(path, 30*time.Second)
		if r.err == nil && r.status == want {
			return r
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%s never answered %d within %v (last: %d %v)", path, want, limit, r.status, r.err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// whole reports whether body ends as a complete urlset document does.
func whole(body string) bool {
	return strings.HasSuffix(body, "</urlset>"+sitemap.Trailer)
}

// vmHWM returns the peak resident memory of the process, in bytes.
func (s *service) vmHWM() int64 {
	s.t.Helper()
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		s.t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(v), "%d kB", &kb)
			return kb << 10
		}
	}
	s.t.Fatal("no VmHWM in /proc status")
	return 0
}

// logBuffer collects a process's output and lets tests wait for a line.
type logBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	cond *sync.Cond
}

func newLogBuffer() *logBuffer {
	l := &logBuffer{}
	l.cond = sync.NewCond(&l.mu)
	return l
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Write(p)
	l.cond.Broadcast()
	return len(p), nil
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// lines returns the lines that contain substr.
func (l *logBuffer) lines(substr string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(l.String()))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.Contains(sc.Text(), substr) {
			out = append(out, sc.Text())
		}
	}
	return out
}

// wait returns the first line containing substr, waiting up to limit.
func (l *logBuffer) wait(substr string, limit time.Duration) (string, error) {
	timer := time.AfterFunc(limit, func() { l.mu.Lock(); l.cond.Broadcast(); l.mu.Unlock() })
	defer timer.Stop()
	deadline := time.Now().Add(limit)
	l.mu.Lock()
	defer l.mu.Unlock()
	for {
		for _, line := range strings.Split(l.buf.String(), "\n") {
			if strings.Contains(line, substr) {
				return line, nil
			}
		}
		if time.Now().After(deadline) {
			return "", fmt.Errorf("no line with %s after %v", substr, limit)
		}
		l.cond.Wait()
	}
}
