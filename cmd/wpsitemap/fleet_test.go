package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// testRedis is the Redis the fleet tests share (WPSITEMAP_TEST_REDIS_URL,
// by default scripts/setup-redis.sh's), and a fleet site name of the
// test's own, whose keys are deleted when it ends.
func testRedis(t *testing.T) (url, site string, f *fleet.Fleet) {
	t.Helper()
	url = redistest.URL()
	rdb := redistest.Dial(t, url)
	site = redistest.Site(t, rdb, "test-serve-", fleet.Prefix)
	var err error
	if f, err = fleet.New(rdb, fleet.Options{Site: site}); err != nil {
		t.Fatal(err)
	}
	return url, site, f
}

// TestServeFleet: two `serve` of one site with WPSITEMAP_REDIS: one says
// it is the holder and ships revisions, the other that it serves them,
// both answer the index with the same bytes, and both answer the fleet's
// IndexNow key file.
func TestServeFleet(t *testing.T) {
	dbtest.Open(t, "wpsitemap_fixtures")
	url, site, f := testRedis(t)
	var bases []string
	var logs []func() string
	for range 2 {
		base, log := startServeLogged(t, dbEnv("wpsitemap_fixtures", "WPSITEMAP_REDIS", url, "WPSITEMAP_FLEET_SITE", site,
			"WPSITEMAP_STATE_DIR", t.TempDir(), "WPSITEMAP_INDEXNOW", "on", "WPSITEMAP_INDEXNOW_ENDPOINT", "http://127.0.0.1:9/indexnow"))
		bases, logs = append(bases, base), append(logs, log)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		s0, b0 := getAt(t, bases[0], "127.0.0.1:8081", "/sitemap_index.xml")
		s1, b1 := getAt(t, bases[1], "127.0.0.1:8081", "/sitemap_index.xml")
		if s0 == http.StatusOK && s1 == http.StatusOK && b0 == b1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the two replicas never answered the same index: %d, %d\n%s\n%s", s0, s1, logs[0](), logs[1]())
		}
		time.Sleep(100 * time.Millisecond)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	key, err := f.IndexNowKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, base := range bases {
		if code, body := getAt(t, base, "127.0.0.1:8081", "/"+key+".txt"); code != http.StatusOK || body != key {
			t.Errorf("%s: the fleet's key file: %d %q, want %q", base, code, body, key)
		}
	}
	all := logs[0]() + logs[1]()
	for _, want := range []string{`msg="holder: revision shipped"`, `msg="follower: serving revision"`, "fleet_site=" + site} {
		if !strings.Contains(all, want) {
			t.Errorf("the logs do not say %s:\n%s", want, all)
		}
	}
}

// TestServeFleetNetworkRefusesBinlogOn: a WordPress network's replicas
// sharing Redis poll each site's tables, so WPSITEMAP_BINLOG=on with
// WPSITEMAP_REDIS on a network is one line naming the setting, exit
// status 2. (The network's fleet itself: e2e TestFleetNetwork.)
func TestServeFleetNetworkRefusesBinlogOn(t *testing.T) {
	dbtest.Open(t, "wpsitemap_multisite")
	url, site, _ := testRedis(t)
	var errb bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	code := run(ctx, []string{"serve"}, dbEnv("wpsitemap_multisite", "WPSITEMAP_REDIS", url, "WPSITEMAP_FLEET_SITE", site,
		"WPSITEMAP_BINLOG", "on", "WPSITEMAP_LOG_LEVEL", "error"), io.Discard, &errb, nil)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if msg := strings.TrimSpace(errb.String()); !strings.HasPrefix(msg, "wpsitemap: --binlog=on (WPSITEMAP_BINLOG):") || strings.Contains(msg, "\n") {
		t.Errorf("want one line naming WPSITEMAP_BINLOG, got %q", msg)
	}
}
