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

// TestServeFleetLanguageHosts: a site that serves one set of sitemaps per
// language host (Polylang in subdomain mode) is served with
// WPSITEMAP_REDIS per language host (replica.Languages): a replica
// answers fr.example.com with fr's index, and its holder ships the
// language hosts. Served in directory mode by two replicas, then switched
// to subdomains while they run, it is shipped no more: the holder says so
// at level error, stops its site and keeps the lease (no other replica
// takes it); a write made after is shipped to none; both replicas go on
// serving the last revision, in directory mode, alike; and a replica
// started now, per language host, waits (503) for the lease that holder
// keeps until it is restarted.
func TestServeFleetLanguageHosts(t *testing.T) {
	name := dbtest.TempDB(t, "pll_fleet")
	dbtest.Variant(t, "wpsitemap_polylang", name, subdomainsOnExampleCom...)
	url, site, f := testRedis(t)
	// Per language host, under a fleet of its own.
	_, hostsSite, hostsFleet := testRedis(t)
	hostsBase, hostsLog := startServeLogged(t, dbEnv(name, "WPSITEMAP_REDIS", url, "WPSITEMAP_FLEET_SITE", hostsSite,
		"WPSITEMAP_STATE_DIR", t.TempDir(), "WPSITEMAP_BINLOG", "off"))
	for end := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		code, body := getAt(t, hostsBase, "fr.example.com", "/sitemap_index.xml")
		if code == http.StatusOK && strings.Contains(body, "<loc>http://fr.example.com/post-sitemap.xml</loc>") {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("fr.example.com not served fr's index: %d %.300s\n%s", code, body, hostsLog())
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	if _, vals, err := hostsFleet.Read(ctx, "languages"); err != nil || !strings.Contains(string(vals["languages"]), `"Host":"fr.example.com"`) {
		t.Errorf("the language hosts in Redis: %q, %v", vals["languages"], err)
	}

	const toDirs = `UPDATE wp_options SET option_value = REPLACE(option_value, 's:10:"force_lang";i:2;', 's:10:"force_lang";i:1;') WHERE option_name = 'polylang'`
	const toHosts = `UPDATE wp_options SET option_value = REPLACE(option_value, 's:10:"force_lang";i:1;', 's:10:"force_lang";i:2;') WHERE option_name = 'polylang'`
	dbtest.Exec(t, name, toDirs)
	var bases []string
	var logs []func() string
	for range 2 {
		base, log := startServeLogged(t, dbEnv(name, "WPSITEMAP_REDIS", url, "WPSITEMAP_FLEET_SITE", site,
			"WPSITEMAP_STATE_DIR", t.TempDir(), "WPSITEMAP_BINLOG", "off"))
		bases, logs = append(bases, base), append(logs, log)
	}
	const dirURL = "<loc>http://example.com/fr/2023/01/bonjour-le-monde/</loc>"
	// same waits until both replicas answer path alike, with want in it.
	same := func(step, path, want string) string {
		t.Helper()
		var s0, s1 int
		var b0, b1 string
		for end := time.Now().Add(40 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			s0, b0 = getAt(t, bases[0], "fr.example.com", path)
			s1, b1 = getAt(t, bases[1], "fr.example.com", path)
			if s0 == http.StatusOK && s1 == http.StatusOK && b0 == b1 && strings.Contains(b0, want) {
				return b0
			}
		}
		t.Fatalf("%s: the replicas never both answered %s with %s: %d, %d\n%s\n%s\n%s\n%s", step, path, want, s0, s1, b0, b1, logs[0](), logs[1]())
		return ""
	}
	before := same("directories", "/post-sitemap.xml", dirURL)
	holder, err := f.Holder(ctx)
	if err != nil || holder.Token == 0 {
		t.Fatalf("no holder: %+v, %v", holder, err)
	}

	dbtest.Exec(t, name, toHosts)
	const stopped = `msg="holder: the site now serves one set of sitemaps per language host`
	h := -1 // the holder's replica
	for end := time.Now().Add(40 * time.Second); h < 0; time.Sleep(50 * time.Millisecond) {
		for i, log := range logs {
			if strings.Contains(log(), stopped) {
				h = i
			}
		}
		if time.Now().After(end) {
			t.Fatalf("no replica said it stopped shipping:\n%s\n%s", logs[0](), logs[1]())
		}
	}
	if l := logs[h](); !strings.Contains(l, "level=ERROR "+stopped) || !strings.Contains(l, `msg="holder: site stopped; following the holder"`) {
		t.Errorf("the holder did not say so at level error and stop its site:\n%s", l)
	}
	rev, err := f.Revision(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// A write, polled within a second were the site running: shipped to
	// none.
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_name = 'bonjour-encore', post_modified = '2024-06-01 12:00:00',
		post_modified_gmt = '2024-06-01 10:00:00' WHERE ID = 101`)
	time.Sleep(5 * time.Second)
	if after, err := f.Revision(ctx); err != nil || after != rev {
		t.Errorf("revision %d after the switch, then %d (%v): shipped", rev, after, err)
	}
	if got := same("after the switch", "/post-sitemap.xml", dirURL); got != before {
		t.Errorf("the replicas serve other than the last revision of one set:\n%s\nwant\n%s", got, before)
	}
	if now, err := f.Holder(ctx); err != nil || now.Token != holder.Token || now.Name != holder.Name {
		t.Errorf("holder %+v after the switch (%v), want %+v still", now, err, holder)
	}
	for i, log := range logs {
		if n := strings.Count(log(), `msg="holder: this replica reads the database`); n != 0 && (n > 1 || i != h) {
			t.Errorf("replica %d (the holder: %d) took the lease %d times:\n%s", i, h, n, log())
		}
	}
	// The late replica waits for the lease: 503 throughout, for longer
	// than it would take to read this small site and serve it had it
	// taken the lease, and no word of leading.
	late, lateLog := startServeLogged(t, dbEnv(name, "WPSITEMAP_REDIS", url, "WPSITEMAP_FLEET_SITE", site,
		"WPSITEMAP_STATE_DIR", t.TempDir(), "WPSITEMAP_BINLOG", "off"))
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(250 * time.Millisecond) {
		if code, body := getAt(t, late, "fr.example.com", "/sitemap_index.xml"); code != http.StatusServiceUnavailable {
			t.Errorf("a replica started per language host while the holder of one set keeps the lease: %d %.200q, want 503", code, body)
			break
		}
	}
	if l := lateLog(); strings.Contains(l, `msg="holder: this replica reads`) {
		t.Errorf("the replica started per language host took the lease:\n%s", l)
	}
}

// TestServeFleetReloadsTypes: two replicas of one site sharing Redis;
// SIGHUP reads the types file (WPSITEMAP_CONFIG) again, the holder's site
// prepares its sitemaps with it and ships them, and both replicas list the
// custom type the file now makes public, with its one post at its
// query-var link (no rewrite rule names book).
func TestServeFleetReloadsTypes(t *testing.T) {
	types, publish := bookTypesFile(t)
	name := dbtest.TempDB(t, "fleet_reload")
	dbtest.Variant(t, "wpsitemap_fixtures", name, bookRow("wp_posts", 900, 1))
	url, site, _ := testRedis(t)
	var bases []string
	var logs []func() string
	for range 2 {
		base, log := startServeLogged(t, dbEnv(name, "WPSITEMAP_REDIS", url, "WPSITEMAP_FLEET_SITE", site,
			"WPSITEMAP_STATE_DIR", t.TempDir(), "WPSITEMAP_CONFIG", types))
		bases, logs = append(bases, base), append(logs, log)
	}
	const host = "127.0.0.1:8080"
	listsBook := func(body string) bool { return strings.Contains(body, "book-sitemap.xml") }
	deadline := time.Now().Add(time.Minute)
	for {
		s0, b0 := getAt(t, bases[0], host, "/sitemap_index.xml")
		s1, b1 := getAt(t, bases[1], host, "/sitemap_index.xml")
		if s0 == http.StatusOK && s1 == http.StatusOK && b0 == b1 {
			if listsBook(b0) {
				t.Fatalf("the index lists book-sitemap.xml while the types file says book is not public:\n%s", b0)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the two replicas never answered the same index: %d, %d\n%s\n%s", s0, s1, logs[0](), logs[1]())
		}
		time.Sleep(100 * time.Millisecond)
	}
	publish()
	for i, base := range bases {
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
			status, body := getAt(t, base, host, "/sitemap_index.xml")
			if status == http.StatusOK && listsBook(body) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("replica %d: the index a minute after SIGHUP with book public: %d\n%s\n%s", i, status, body, logs[i]())
			}
		}
		if status, body := getAt(t, base, host, "/book-sitemap.xml"); status != http.StatusOK ||
			!strings.Contains(body, "<loc>http://127.0.0.1:8080/?book=livre</loc>") {
			t.Errorf("replica %d: /book-sitemap.xml after SIGHUP: %d\n%s", i, status, body)
		}
	}
}
