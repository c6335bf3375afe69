// Package redistest connects tests to Redis: the shared test Redis
// (WPSITEMAP_TEST_REDIS_URL, by default the one scripts/setup-redis.sh
// starts on 127.0.0.1:6379), under a site name of the test's own, and
// private redis-server processes a test may kill and start again. A test
// that cannot reach Redis skips, except in CI (CI=true), where it fails
// (dbtest.Unavailable).
//
// It does not import package fleet, whose own tests use it: the fleet's
// key prefix is given to Site as a function (fleet.Prefix).
package redistest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// URL is the shared test Redis: WPSITEMAP_TEST_REDIS_URL, or
// redis://127.0.0.1:6379/0.
func URL() string {
	if u := os.Getenv("WPSITEMAP_TEST_REDIS_URL"); u != "" {
		return u
	}
	return "redis://127.0.0.1:6379/0"
}

// Dial connects to the Redis at rawURL (go-redis's URL form, options such
// as pool_size= and dial_timeout= included; not a Sentinel URL), with
// contexts' deadlines kept as fleet.ParseURL's clients keep them. The
// client is closed when the test ends; a Redis that does not answer skips
// the test (fails it in CI).
func Dial(t testing.TB, rawURL string) *redis.Client {
	t.Helper()
	o, err := redis.ParseURL(rawURL)
	if err != nil {
		t.Fatalf("Redis URL %s: %v", redact(rawURL), err)
	}
	o.ContextTimeoutEnabled = true
	return Ping(t, redis.NewClient(o), redact(rawURL))
}

// Ping closes rdb when the test ends, and checks that it answers within
// 5 s: otherwise it skips the test (fails it in CI), naming the server
// shown (a URL without its password).
func Ping(t testing.TB, rdb *redis.Client, shown string) *redis.Client {
	t.Helper()
	t.Cleanup(func() { rdb.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := rdb.Ping(ctx).Err(); err != nil {
		dbtest.Unavailable(t, "Redis at %s: %v (run scripts/setup-redis.sh)", shown, err)
	}
	return rdb
}

// Site returns a site name unique to this test, prefix followed by random
// hex, and deletes the keys keyPrefix(name)+"*" of rdb when the test ends
// (keyPrefix is fleet.Prefix).
func Site(t testing.TB, rdb *redis.Client, prefix string, keyPrefix func(site string) string) string {
	t.Helper()
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	name := prefix + hex.EncodeToString(b[:])
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		keys, err := rdb.Keys(ctx, keyPrefix(name)+"*").Result()
		if err == nil && len(keys) > 0 {
			err = rdb.Del(ctx, keys...).Err()
		}
		if err != nil && !t.Failed() && !t.Skipped() {
			t.Logf("clean up %s: %v", name, err) // a test that stopped its own Redis
		}
	})
	return name
}

// redact hides the password of a Redis URL in messages.
func redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "[unparsable URL]"
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// Server is a redis-server of the test's own on a free port of
// 127.0.0.1, without persistence: started again, it is empty. Stop and
// Start it at will; the test's end stops it.
type Server struct {
	t    testing.TB
	bin  string
	dir  string
	port int
	mu   sync.Mutex
	cmd  *exec.Cmd
}

// NewServer starts a Server. Without a redis-server binary the test skips
// (fails in CI).
func NewServer(t testing.TB) *Server {
	t.Helper()
	bin, err := dbtest.FindBinary("redis-server", "/usr/bin/redis-server", "/usr/sbin/redis-server")
	if err != nil {
		dbtest.Unavailable(t, "%v (Debian's redis-server package; scripts/setup-redis.sh)", err)
	}
	s := &Server{t: t, bin: bin, dir: t.TempDir(), port: freePort(t)}
	s.Start()
	t.Cleanup(s.Stop)
	return s
}

// NewSentinel starts a Sentinel of its own, on a free port, that watches
// primary under the name main (down after 1 s). Its URL is
// redis://Addr()/0?master_name=main.
func NewSentinel(t testing.TB, primary *Server) *Server {
	t.Helper()
	s := &Server{t: t, bin: primary.bin, dir: t.TempDir(), port: freePort(t)}
	conf := filepath.Join(s.dir, "sentinel.conf")
	err := os.WriteFile(conf, []byte(fmt.Sprintf("port %d\nbind 127.0.0.1\ndir %s\nlogfile %s\n"+
		"sentinel monitor main 127.0.0.1 %d 1\nsentinel down-after-milliseconds main 1000\n",
		s.port, s.dir, filepath.Join(s.dir, "redis.log"), primary.port)), 0o600)
	if err != nil {
		t.Fatal(err)
	}
	s.start(s.bin, conf, "--sentinel")
	t.Cleanup(s.Stop)
	return s
}

func freePort(t testing.TB) int {
	t.Helper()
	port, err := dbtest.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// Addr is the server's host:port.
func (s *Server) Addr() string { return "127.0.0.1:" + strconv.Itoa(s.port) }

// URL is the server's redis:// URL, database 0.
func (s *Server) URL() string { return "redis://" + s.Addr() + "/0" }

// Start starts the server again, on its port, and waits until it answers.
func (s *Server) Start() {
	s.t.Helper()
	s.start(s.bin, "--port", strconv.Itoa(s.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", s.dir, "--daemonize", "no",
		"--logfile", filepath.Join(s.dir, "redis.log"))
}

// start runs the command line and waits, at most 20 s, until the port
// answers.
func (s *Server) start(args ...string) {
	s.t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	cmd := exec.Command(args[0], args[1:]...)
	if err := cmd.Start(); err != nil {
		s.t.Fatalf("start redis-server: %v", err)
	}
	s.cmd = cmd
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		c, err := net.DialTimeout("tcp", s.Addr(), time.Second)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(s.dir, "redis.log"))
			s.t.Fatalf("redis-server on %s does not answer: %v\n%s", s.Addr(), err, log)
		}
	}
}

// Stop kills the server (SIGKILL: nothing saved, connections cut). A
// stopped server's Stop does nothing.
func (s *Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Kill()
	s.cmd.Wait()
	s.cmd = nil
}
