package fleet

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
)

// The tests run against a real Redis: WPSITEMAP_TEST_REDIS_URL, by default
// the one scripts/setup-redis.sh starts on 127.0.0.1:6379. Each test works
// under a site name of its own, so that runs beside each other never meet.
// Without Redis they skip, except in CI (CI=true), where they fail.

func testURL() string {
	if u := os.Getenv("WPSITEMAP_TEST_REDIS_URL"); u != "" {
		return u
	}
	return "redis://127.0.0.1:6379/0"
}

// testClient connects to the test Redis, or skips (fails in CI).
func testClient(t testing.TB) *redis.Client {
	t.Helper()
	c, err := ParseURL(testURL())
	if err != nil {
		t.Fatalf("WPSITEMAP_TEST_REDIS_URL: %v", err)
	}
	return dial(t, c)
}

func dial(t testing.TB, c *Conn) *redis.Client {
	t.Helper()
	rdb := c.Client()
	t.Cleanup(func() { rdb.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := rdb.Ping(ctx).Err(); err != nil {
		dbtest.Unavailable(t, "Redis at %s: %v (run scripts/setup-redis.sh)", c, err)
	}
	return rdb
}

// testSite returns a site name unique to this test, and deletes its keys
// when the test ends.
func testSite(t testing.TB, rdb *redis.Client) string {
	t.Helper()
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	site := "test-" + hex.EncodeToString(b[:])
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		keys, err := rdb.Keys(ctx, Prefix(site)+"*").Result()
		if err == nil && len(keys) > 0 {
			err = rdb.Del(ctx, keys...).Err()
		}
		if err != nil && !t.Failed() && !t.Skipped() {
			t.Logf("clean up %s: %v", site, err) // a test that stopped its own Redis
		}
	})
	return site
}

// testLogger logs to the test's output.
func testLogger(t testing.TB) *slog.Logger { return logtest.Logger(t, slog.LevelDebug) }

// newFleet returns replica name's Fleet of site.
func newFleet(t testing.TB, rdb redis.UniversalClient, site, name string, ttl time.Duration) *Fleet {
	t.Helper()
	f, err := New(rdb, Options{Site: site, Name: name, TTL: ttl, Logger: testLogger(t).With("test_replica", name)})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// acquire takes the lease, waiting at most 30 s.
func acquire(t testing.TB, f *Fleet) *Lease {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l, err := f.Acquire(ctx)
	if err != nil {
		t.Fatalf("%s: acquire: %v", f.Name(), err)
	}
	t.Cleanup(func() { l.Release(context.Background()) })
	return l
}

// eventually waits up to d for cond, polling.
func eventually(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("after %v: %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// privateRedis is a redis-server of the test's own, on a free port,
// without persistence: a restart empties it. Stop and Start it at will;
// the test's end stops it.
type privateRedis struct {
	t    testing.TB
	bin  string
	dir  string
	port int
	mu   sync.Mutex
	cmd  *exec.Cmd
}

func newPrivateRedis(t testing.TB) *privateRedis {
	t.Helper()
	bin, err := dbtest.FindBinary("redis-server", "/usr/bin/redis-server", "/usr/sbin/redis-server")
	if err != nil {
		dbtest.Unavailable(t, "%v (Debian's redis-server package)", err)
	}
	r := &privateRedis{t: t, bin: bin, dir: t.TempDir(), port: freePort(t)}
	r.Start()
	t.Cleanup(r.Stop)
	return r
}

func (r *privateRedis) URL() string { return fmt.Sprintf("redis://127.0.0.1:%d/0", r.port) }

// Start starts the server and waits until it answers.
func (r *privateRedis) Start() {
	r.t.Helper()
	r.start(r.bin, "--port", strconv.Itoa(r.port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", r.dir, "--daemonize", "no",
		"--logfile", filepath.Join(r.dir, "redis.log"))
}

// newPrivateSentinel starts a Sentinel of its own that watches primary
// under the name main.
func newPrivateSentinel(t testing.TB, primary *privateRedis) *privateRedis {
	t.Helper()
	s := &privateRedis{t: t, bin: primary.bin, dir: t.TempDir(), port: freePort(t)}
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

// start runs the command line and waits until the port answers.
func (r *privateRedis) start(args ...string) {
	r.t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	cmd := exec.Command(args[0], args[1:]...)
	if err := cmd.Start(); err != nil {
		r.t.Fatalf("start redis-server: %v", err)
	}
	r.cmd = cmd
	deadline := time.Now().Add(20 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", r.port), time.Second)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(filepath.Join(r.dir, "redis.log"))
			r.t.Fatalf("redis-server on port %d does not answer: %v\n%s", r.port, err, log)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Stop kills the server (SIGKILL: nothing saved, connections cut).
func (r *privateRedis) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cmd == nil {
		return
	}
	r.cmd.Process.Kill()
	r.cmd.Wait()
	r.cmd = nil
}
