package fleet

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// The tests run against a real Redis: WPSITEMAP_TEST_REDIS_URL, by default
// the one scripts/setup-redis.sh starts on 127.0.0.1:6379. Each test works
// under a site name of its own, so that runs beside each other never meet.
// Without Redis they skip, except in CI (CI=true), where they fail.

// testClient connects to the test Redis, or skips (fails in CI).
func testClient(t testing.TB) *redis.Client {
	t.Helper()
	c, err := ParseURL(redistest.URL())
	if err != nil {
		t.Fatalf("WPSITEMAP_TEST_REDIS_URL: %v", err)
	}
	return dial(t, c)
}

// dial connects to c (a Sentinel setup too), or skips (fails in CI).
func dial(t testing.TB, c *Conn) *redis.Client {
	t.Helper()
	return redistest.Ping(t, c.Client(), c.String())
}

// testSite returns a site name unique to this test, and deletes its keys
// when the test ends.
func testSite(t testing.TB, rdb *redis.Client) string {
	t.Helper()
	return redistest.Site(t, rdb, "test-", Prefix)
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
