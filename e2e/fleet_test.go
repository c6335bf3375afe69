package e2e

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// The bounds issue 32 sets for a fleet: a write shows on every replica within 2 s of its
// commit; after the holder is killed with kill -9, within 20 s on the others.
const (
	fleetWriteBound    = 2 * time.Second
	fleetTakeoverBound = 20 * time.Second
)

// TestFleet: three `wpsitemap serve` processes of one site share one Redis (a private
// redis-server), each with a database user of its own on a private MariaDB that writes a
// row-format binary log (the change source serve picks by default). After start only the
// lease holder's user reads rows (MariaDB's per-user statistics); every page of every
// sitemap has the same bytes and ETag on all three; a write shows on all three within 2 s;
// Redis killed and started again empty is survived (each replica serves meanwhile, and the
// fleet converges after); the holder killed with kill -9, a write shows on the two others
// within 20 s, and the new holder does not read the database again from the start.
func TestFleet(t *testing.T) {
	runFleet(t, fleetCase{
		dump:  []string{"fixtures.sql"},
		sites: []fleetSite{{index: "/sitemap_index.xml"}},
		// Page 2 (über uns) in the main table; its URL is /SLUG/ (its child's /SLUG/team/).
		targets: []fleetTarget{{site: 0, table: "wp_posts", id: 2, slug: "ueber-uns"}},
	})
}

// TestFleetNetwork: TestFleet for a WordPress network (testdata/multisite-subdir.sql: the
// main site and /fr-site/ on example.test), which shares one lease, the network's: every
// page of both sites' sitemaps the same on all three, and writes to both sites' tables
// shown on every replica within the same bounds.
func TestFleetNetwork(t *testing.T) {
	runFleet(t, networkCase)
}

// networkCase is the network the fleet tests serve.
var networkCase = fleetCase{
	dump: []string{"multisite-subdir.sql"},
	sites: []fleetSite{
		{host: "example.test", index: "/sitemap_index.xml"},
		{host: "example.test", index: "/fr-site/sitemap_index.xml"},
	},
	targets: []fleetTarget{
		{site: 0, table: "wp_posts", id: 1},                    // the main site's first post
		{site: 1, table: "wp_2_posts", id: 1, slug: "bonjour"}, // /fr-site/bonjour/
	},
}

// TestFleetLanguages: TestFleet for a site served per language host (wpsitemap_polylang,
// the year-month site with Polylang's en, fr and de, moved to example.com in Polylang's
// subdomain mode), which shares one lease, the site's: every page of each language host's
// sitemaps the same on all three, and writes to an English and a French post shown on
// every replica within the same bounds.
func TestFleetLanguages(t *testing.T) {
	runFleet(t, languagesCase)
}

// languagesCase is the site served per language host that the fleet tests serve.
var languagesCase = fleetCase{
	dump:  []string{"conformance/year-month/db.sql", "polylang-directory.sql"},
	fixes: dbtest.PolylangSubdomains,
	sites: []fleetSite{
		{host: "example.com", index: "/sitemap_index.xml"},
		{host: "fr.example.com", index: "/sitemap_index.xml"},
		{host: "de.example.com", index: "/sitemap_index.xml"},
	},
	targets: []fleetTarget{
		{site: 0, table: "wp_posts", id: 1},   // hello-world, English
		{site: 1, table: "wp_posts", id: 101}, // bonjour-le-monde, French
	},
}

// TestFleetRedisDown: issue 32's "Redis becomes unreachable": every replica keeps serving
// what it has, and the holder keeps its local store current, so a write made while Redis
// is down shows on the holder; when Redis is back (empty), the fleet converges on it.
func TestFleetRedisDown(t *testing.T) {
	runFleetRedisDown(t, fleetCase{
		dump:    []string{"fixtures.sql"},
		sites:   []fleetSite{{index: "/sitemap_index.xml"}},
		targets: []fleetTarget{{site: 0, table: "wp_posts", id: 2, slug: "ueber-uns"}},
	})
}

// TestFleetNetworkRedisDown: TestFleetRedisDown for a WordPress network: the network's
// holder keeps the sites it leads following the database while Redis is down.
func TestFleetNetworkRedisDown(t *testing.T) {
	runFleetRedisDown(t, networkCase)
}

// TestFleetLanguagesRedisDown: TestFleetRedisDown for a site served per language host: the
// site's holder keeps its languages following the database while Redis is down.
func TestFleetLanguagesRedisDown(t *testing.T) {
	runFleetRedisDown(t, languagesCase)
}

func runFleetRedisDown(t *testing.T, c fleetCase) {
	f := newFleetRig(t, c)
	for i := range 3 {
		f.start(i)
	}
	f.waitServing(f.replicas, 90*time.Second)
	f.findTargets()
	base := f.userStats()
	f.write(f.replicas, 60*time.Second)
	holder := f.onlyOneReads("before Redis stops", base, f.replicas)
	if holder == nil {
		t.Fatal("no single replica read the database: no holder")
	}
	f.redis.Stop()
	// Past the lease's TTL (10 s): the holder knows Redis is gone.
	time.Sleep(12 * time.Second)
	for _, r := range f.replicas {
		for _, s := range c.sites {
			if resp, err := fget(r, s.host, s.index); err != nil || resp.StatusCode != http.StatusOK {
				t.Errorf("%s %s with Redis down: %v %v", r.name, s.index, resp, err)
			}
		}
	}
	t.Logf("Redis down; a write must show on the holder %s, which keeps its store current", holder.name)
	lat := f.write([]*fleetReplica{holder}, 20*time.Second)
	t.Logf("with Redis down, the write showed on the holder after %v", lat)
	f.redis.Start()
	lat = f.write(f.replicas, 90*time.Second)
	t.Logf("Redis back (empty): the next write showed after %v", lat)
	f.sameDocuments(f.replicas)
}

// fleetCase is what runFleet runs: a dump (under testdata) and where to look.
type fleetCase struct {
	dump    []string
	fixes   []string // SQL run on the dump before the replicas start
	sites   []fleetSite
	targets []fleetTarget // posts whose post_name each write changes
}

// fleetSite is one site's index, asked for with Host host ("" for the address's own).
type fleetSite struct{ host, index string }

// fleetTarget is a published post or page that the test renames (post_name) to show a
// write: its loc then ends in /NEW-SLUG/. slug is its name in the dump ("": read it).
type fleetTarget struct {
	site  int // in fleetCase.sites
	table string
	id    int
	slug  string
	doc   string // the document that lists it (found before the first write)
}

// fleetReplica is one serve process with its own database user and state directory.
type fleetReplica struct {
	name string // "r1", ...
	user string // its database user
	addr string // 127.0.0.1:port
	p    *proc
}

type fleetRig struct {
	t        *testing.T
	db       *dbtest.Private
	dbName   string
	redis    *redistest.Server
	site     string // WPSITEMAP_FLEET_SITE
	replicas []*fleetReplica
	c        fleetCase
	writes   int
	// firstBuild is the most rows one replica's user read until every replica served:
	// the first holder's first build, a full read.
	firstBuild int64
}

func runFleet(t *testing.T, c fleetCase) {
	f := newFleetRig(t, c)
	for i := range 3 {
		f.start(i)
	}
	f.waitServing(f.replicas, 90*time.Second)
	base := f.userStats()
	for _, st := range base {
		f.firstBuild = max(f.firstBuild, st.rowsRead)
	}
	f.findTargets()
	f.checkRedisKeys()

	// (b) one fleet, one set of documents.
	f.sameDocuments(f.replicas)

	// (c) a write shows on all three within the bound; (a) only the holder read rows for it.
	lat := f.write(f.replicas, 60*time.Second)
	for _, r := range f.replicas {
		if lat[r.name] > fleetWriteBound {
			t.Errorf("(c) a write showed on %s after %v, over the %v bound", r.name, lat[r.name].Round(time.Millisecond), fleetWriteBound)
		}
	}
	t.Logf("(c) write to visible, per replica: %v", lat)
	f.onlyOneReads("(a) after start", base, f.replicas)
	f.sameDocuments(f.replicas)

	// (e) Redis killed and started again, empty, mid-run; then the holder may be another.
	holder := f.redisRestart()

	// (d) the holder killed with kill -9.
	if holder == nil {
		t.Fatal("(d) no single replica read the database: no holder to kill")
	}
	f.killHolder(holder)
}

func newFleetRig(t *testing.T, c fleetCase) *fleetRig {
	wpsitemapBinary(t) // build first: a build error is the first thing to see
	var files []string
	for _, d := range c.dump {
		files = append(files, filepath.Join(repoRoot, "testdata", d))
	}
	const dbName = "wp"
	db, err := dbtest.StartWithBinlog(dbName, files...)
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	t.Cleanup(db.Close)
	// Per-user statistics: MariaDB's userstat (information_schema.USER_STATISTICS).
	if err := db.Exec("", "SET GLOBAL userstat = 1"); err != nil {
		dbtest.Unavailable(t, "this MariaDB has no per-user statistics (userstat): %v", err)
	}
	if rows, err := db.Query("", "SELECT COUNT(*) FROM information_schema.USER_STATISTICS"); err != nil || len(rows) != 1 {
		dbtest.Unavailable(t, "information_schema.USER_STATISTICS: %v", err)
	}
	for _, fix := range c.fixes {
		if err := db.Exec(dbName, fix); err != nil {
			t.Fatal(err)
		}
	}
	f := &fleetRig{t: t, db: db, dbName: dbName, redis: redistest.NewServer(t), site: "e2e-" + randHex(4), c: c}
	return f
}

func randHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// start starts replica i with a database user of its own: SELECT on the test database,
// and what following the binary log needs (as the README tells operators).
func (f *fleetRig) start(i int) {
	t := f.t
	user := fmt.Sprintf("fleet%d_%s", i+1, randHex(3)) // unique per run
	pw := randHex(8)
	if err := f.db.Exec("", fmt.Sprintf("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\n"+
		"GRANT SELECT ON `%s`.* TO '%s'@'%%';\n"+
		"GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* TO '%s'@'%%';", user, pw, f.dbName, user, user)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.db.Exec("", "DROP USER IF EXISTS '"+user+"'@'%'"); err != nil {
			t.Logf("drop user %s: %v", user, err)
		}
	})
	addr := "127.0.0.1:" + strconv.Itoa(freePort(t))
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "WORDPRESS_") && !strings.HasPrefix(kv, "WPSITEMAP_") {
			env = append(env, kv)
		}
	}
	env = append(env,
		"WORDPRESS_DB_HOST="+f.db.Addr,
		"WORDPRESS_DB_USER="+user,
		"WORDPRESS_DB_PASSWORD="+pw,
		"WORDPRESS_DB_NAME="+f.dbName,
		"WORDPRESS_TABLE_PREFIX=wp_",
		"WPSITEMAP_ADDR="+addr,
		"WPSITEMAP_ENTRIES_PER_PAGE=2", // many pages to compare
		"WPSITEMAP_STATE_DIR="+t.TempDir(),
		"WPSITEMAP_REDIS="+f.redis.URL(),
		"WPSITEMAP_FLEET_SITE="+f.site,
		"WPSITEMAP_LOG_LEVEL=info",
	)
	name := fmt.Sprintf("r%d", i+1)
	p := startProc(t, "wpsitemap "+name+" "+addr, env, wpsitemapBinary(t), "serve")
	f.replicas = append(f.replicas, &fleetReplica{name: name, user: user, addr: addr, p: p})
}

// fget GETs path from replica r with Host host ("": the address's own).
func fget(r *fleetReplica, host, path string, headers ...string) (*response, error) {
	if host != "" {
		headers = append(headers, "Host: "+host)
	}
	return do(http.MethodGet, "http://"+r.addr+path, headers...)
}

// waitServing waits until each replica answers every site's index with 200 (not /readyz:
// it probes the database, which the counts below would see).
func (f *fleetRig) waitServing(rs []*fleetReplica, timeout time.Duration) {
	t := f.t
	t.Helper()
	deadline := time.Now().Add(timeout)
	for _, r := range rs {
		for _, s := range f.c.sites {
			for {
				resp, err := fget(r, s.host, s.index)
				if err == nil && resp.StatusCode == http.StatusOK {
					break
				}
				if r.p.exited() {
					t.Fatalf("%s exited before serving %s (%v)\n%s", r.name, s.index, r.p.err, tail(r.p.out.String(), 4000))
				}
				if time.Now().After(deadline) {
					t.Fatalf("%s: %s not served within %v: %v %v", r.name, s.index, timeout, resp, err)
				}
				time.Sleep(100 * time.Millisecond)
			}
		}
	}
}

// documents walks every site's index on r: the index paths and every sitemap page it lists,
// as (host, path) pairs.
func (f *fleetRig) documents(r *fleetReplica) [][2]string {
	return f.siteDocuments(r, f.c.sites...)
}

// siteDocuments is documents for the sites given.
func (f *fleetRig) siteDocuments(r *fleetReplica, sites ...fleetSite) [][2]string {
	t := f.t
	t.Helper()
	var docs [][2]string
	for _, s := range sites {
		resp, err := fget(r, s.host, s.index)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("%s %s: %v %v", r.name, s.index, resp, err)
		}
		var idx sitemapIndex
		if err := xml.Unmarshal(resp.body, &idx); err != nil {
			t.Fatalf("%s %s: %v", r.name, s.index, err)
		}
		docs = append(docs, [2]string{s.host, s.index})
		for _, sm := range idx.Sitemaps {
			u, err := url.Parse(sm.Loc)
			if err != nil {
				t.Fatal(err)
			}
			docs = append(docs, [2]string{s.host, u.Path})
		}
	}
	return docs
}

// sameDocuments: every document of every site answers 200 with the same bytes and the same
// ETag on every replica of rs, for both encodings. Replicas that have just heard of a
// revision may be a moment apart: the comparison is retried for 10 s, then reported.
func (f *fleetRig) sameDocuments(rs []*fleetReplica) {
	t := f.t
	t.Helper()
	var diffs []string
	deadline := time.Now().Add(10 * time.Second)
	for {
		diffs = diffs[:0]
		docs := f.documents(rs[0])
		for _, d := range docs {
			for _, enc := range []string{"identity", "gzip"} {
				var first *response
				for i, r := range rs {
					resp, err := fget(r, d[0], d[1], "Accept-Encoding: "+enc)
					if err != nil {
						t.Fatal(err)
					}
					if resp.StatusCode != http.StatusOK {
						diffs = append(diffs, fmt.Sprintf("%s %s%s (%s): %d", r.name, d[0], d[1], enc, resp.StatusCode))
						continue
					}
					if i == 0 {
						first = resp
						continue
					}
					if first == nil {
						continue
					}
					if string(first.body) != string(resp.body) {
						diffs = append(diffs, fmt.Sprintf("%s%s (%s): %s and %s answer different bytes", d[0], d[1], enc, rs[0].name, r.name))
					}
					if ea, eb := first.Header.Get("ETag"), resp.Header.Get("ETag"); ea == "" || ea != eb {
						diffs = append(diffs, fmt.Sprintf("%s%s (%s): ETags %q (%s) and %q (%s)", d[0], d[1], enc, ea, rs[0].name, eb, r.name))
					}
				}
			}
		}
		if len(diffs) == 0 {
			t.Logf("(b) %d documents (x2 encodings) identical on %d replicas", len(docs), len(rs))
			return
		}
		if time.Now().After(deadline) {
			sort.Strings(diffs)
			if len(diffs) > 20 {
				diffs = append(diffs[:20], fmt.Sprintf("... and %d more", len(diffs)-20))
			}
			t.Errorf("(b) the replicas differ:\n  %s", strings.Join(diffs, "\n  "))
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// findTargets finds, on the first replica, the document that lists each target.
func (f *fleetRig) findTargets() {
	t := f.t
	t.Helper()
	for i := range f.c.targets {
		tg := &f.c.targets[i]
		if tg.slug == "" {
			rows, err := f.db.Query(f.dbName, fmt.Sprintf("SELECT post_name FROM %s WHERE ID = %d", tg.table, tg.id))
			if err != nil || len(rows) != 1 {
				t.Fatalf("%s #%d: %v %v", tg.table, tg.id, rows, err)
			}
			tg.slug = rows[0][0]
		}
		for _, d := range f.siteDocuments(f.replicas[0], f.c.sites[tg.site])[1:] {
			resp, err := fget(f.replicas[0], d[0], d[1])
			if err != nil {
				t.Fatal(err)
			}
			var us urlset
			if xml.Unmarshal(resp.body, &us) != nil {
				continue // an index
			}
			for _, u := range us.URLs {
				if strings.HasSuffix(u.Loc, "/"+tg.slug+"/") {
					tg.doc = d[1]
				}
			}
			if tg.doc != "" {
				break
			}
		}
		if tg.doc == "" {
			t.Fatalf("no sitemap lists %s #%d (/%s/)", tg.table, tg.id, tg.slug)
		}
		t.Logf("%s #%d (/%s/) is listed in %s", tg.table, tg.id, tg.slug, tg.doc)
	}
}

// write renames every target (one transaction, as WordPress's save would commit) and
// returns how long after the commit each replica of rs first listed every new URL. It
// fails the test when one does not within timeout.
func (f *fleetRig) write(rs []*fleetReplica, timeout time.Duration) map[string]time.Duration {
	t := f.t
	t.Helper()
	f.writes++
	slug := fmt.Sprintf("fleet-write-%d", f.writes)
	var sql strings.Builder
	sql.WriteString("START TRANSACTION;\n")
	for _, tg := range f.c.targets {
		fmt.Fprintf(&sql, "UPDATE %s SET post_name = '%s' WHERE ID = %d;\n", tg.table, slug, tg.id)
	}
	sql.WriteString("COMMIT;\n")
	if err := f.db.Exec(f.dbName, sql.String()); err != nil {
		t.Fatal(err)
	}
	committed := time.Now()
	lat := map[string]time.Duration{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	missed := false
	for _, r := range rs {
		wg.Go(func() {
			for {
				all := true
				for _, tg := range f.c.targets {
					resp, err := fget(r, f.c.sites[tg.site].host, tg.doc)
					if err != nil || resp.StatusCode != http.StatusOK || !strings.Contains(string(resp.body), "/"+slug+"/</loc>") {
						all = false
						break
					}
				}
				if all {
					mu.Lock()
					lat[r.name] = time.Since(committed)
					mu.Unlock()
					return
				}
				if time.Since(committed) > timeout {
					t.Errorf("write %d (%s) not shown on %s within %v", f.writes, slug, r.name, timeout)
					mu.Lock()
					missed = true
					mu.Unlock()
					return
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
	wg.Wait()
	if missed {
		t.FailNow()
	}
	return lat
}

// userStat is a user's line of information_schema.USER_STATISTICS.
type userStat struct{ rowsRead, selects int64 }

func (f *fleetRig) userStats() map[string]userStat {
	t := f.t
	t.Helper()
	rows, err := f.db.Query("", "SELECT USER, ROWS_READ, SELECT_COMMANDS FROM information_schema.USER_STATISTICS WHERE USER LIKE 'fleet%'")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]userStat{}
	for _, row := range rows {
		rr, _ := strconv.ParseInt(row[1], 10, 64)
		sc, _ := strconv.ParseInt(row[2], 10, 64)
		out[row[0]] = userStat{rr, sc}
	}
	return out
}

// onlyOneReads checks that, since base, exactly one replica of rs read rows from the
// database, and returns it (nil when not exactly one did).
func (f *fleetRig) onlyOneReads(what string, base map[string]userStat, rs []*fleetReplica) *fleetReplica {
	t := f.t
	t.Helper()
	now := f.userStats()
	var readers []*fleetReplica
	var report []string
	for _, r := range rs {
		rr := now[r.user].rowsRead - base[r.user].rowsRead
		sc := now[r.user].selects - base[r.user].selects
		report = append(report, fmt.Sprintf("%s (%s): %d rows read, %d selects", r.name, r.user, rr, sc))
		if rr > 0 {
			readers = append(readers, r)
		}
	}
	t.Logf("%s, per database user: %s", what, strings.Join(report, "; "))
	if len(readers) != 1 {
		t.Errorf("%s: %d replicas read rows from the database, want only the holder: %s", what, len(readers), strings.Join(report, "; "))
		return nil
	}
	if pid, ok := f.leasePID(); ok && pid != readers[0].p.cmd.Process.Pid {
		t.Errorf("%s: %s read rows, but the lease names pid %d", what, readers[0].name, pid)
	}
	return readers[0]
}

// rdb is a client of the test's Redis.
func (f *fleetRig) rdb() *redis.Client {
	return redis.NewClient(&redis.Options{Addr: f.redis.Addr(), DialTimeout: time.Second})
}

// leasePID reads the lease (TOKEN NAME, NAME = host-PID-random by default) and returns the
// holder's pid when its name has one.
func (f *fleetRig) leasePID() (int, bool) {
	c := f.rdb()
	defer c.Close()
	v, err := c.Get(context.Background(), "wpsitemap:{"+f.site+"}:lease").Result()
	if err != nil {
		f.t.Logf("lease: %v", err)
		return 0, false
	}
	f.t.Logf("lease: %s", v)
	m := regexp.MustCompile(`-(\d+)-[0-9a-f]+$`).FindStringSubmatch(v)
	if m == nil {
		return 0, false
	}
	pid, _ := strconv.Atoi(m[1])
	return pid, true
}

// checkRedisKeys: the fleet keeps its keys in Redis under the site's prefix, and a lease.
func (f *fleetRig) checkRedisKeys() {
	t := f.t
	t.Helper()
	c := f.rdb()
	defer c.Close()
	ctx := context.Background()
	prefix := "wpsitemap:{" + f.site + "}:"
	keys, err := c.Keys(ctx, prefix+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	var bytes int64
	for _, k := range keys {
		n, _ := c.MemoryUsage(ctx, k).Result()
		bytes += n
	}
	t.Logf("Redis holds %d keys under %s, %d bytes (MEMORY USAGE)", len(keys), prefix, bytes)
	if n, err := c.Exists(ctx, prefix+"lease").Result(); err != nil || n != 1 {
		t.Errorf("no lease in Redis (%s): %v; the replicas do not share it", prefix+"lease", err)
	}
	if len(keys) < 3 {
		t.Errorf("Redis holds %d keys under %s: %v; the replicas write nothing there", len(keys), prefix, keys)
	}
	if len(f.c.sites) < 2 {
		return
	}
	// A network: each site in use has a fleet of its own, under its own prefix
	// (wpsitemap:{SITE.BLOG_ID}:), with its lease, revision and pages; a site served per
	// language host, each language (wpsitemap:{SITE.CODE}:).
	siteKeys, err := c.Keys(ctx, "wpsitemap:{"+f.site+".*").Result()
	if err != nil {
		t.Fatal(err)
	}
	type usage struct{ keys, bytes int64 }
	per := map[string]*usage{}
	for _, k := range siteKeys {
		tag := k[:strings.Index(k, "}")+1]
		if per[tag] == nil {
			per[tag] = &usage{}
		}
		n, _ := c.MemoryUsage(ctx, k).Result()
		per[tag].keys++
		per[tag].bytes += n
	}
	var tags []string
	for tag, u := range per {
		tags = append(tags, fmt.Sprintf("%s: %d keys, %d bytes", tag, u.keys, u.bytes))
		if n, err := c.Exists(ctx, tag+":revision").Result(); err != nil || n != 1 {
			t.Errorf("the site's fleet %s has no revision: %v", tag, err)
		}
	}
	sort.Strings(tags)
	used, _ := c.InfoMap(ctx, "memory").Result()
	t.Logf("per site (MEMORY USAGE): %s; Redis used_memory %s bytes", strings.Join(tags, "; "), used["Memory"]["used_memory"])
	if len(per) != len(f.c.sites) {
		t.Errorf("Redis holds the fleets of %d sites, want %d (one per site in use)", len(per), len(f.c.sites))
	}
}

// waitRedisKeys waits until Redis holds the lease and, for a site in several fleets, the
// fleet (its revision) of each site in use, or until d has passed.
func (f *fleetRig) waitRedisKeys(d time.Duration) {
	c := f.rdb()
	defer c.Close()
	ctx := context.Background()
	prefix := "wpsitemap:{" + f.site + "}:"
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if n, err := c.Exists(ctx, prefix+"lease").Result(); err != nil || n != 1 {
			continue
		}
		if len(f.c.sites) < 2 {
			return
		}
		revisions, err := c.Keys(ctx, "wpsitemap:{"+f.site+".*}:revision").Result()
		if err == nil && len(revisions) == len(f.c.sites) {
			return
		}
	}
}

// redisRestart kills Redis (nothing saved) and starts it again, empty. Meanwhile every
// replica keeps serving; after, a write shows on all of them and they agree again. Then,
// with the fleet settled, a second write is read by one replica only, which it returns.
func (f *fleetRig) redisRestart() *fleetReplica {
	t := f.t
	t.Helper()
	f.redis.Stop()
	stopped := time.Now()
	// Beyond the lease's TTL (10 s): the holder has given up its lease by then.
	for time.Since(stopped) < 12*time.Second {
		for _, r := range f.replicas {
			for _, s := range f.c.sites {
				resp, err := fget(r, s.host, s.index)
				if err != nil || resp.StatusCode != http.StatusOK {
					t.Fatalf("(e) %s with Redis down: %v %v", r.name, resp, err)
				}
			}
		}
		time.Sleep(time.Second)
	}
	f.redis.Start()
	lat := f.write(f.replicas, 90*time.Second)
	t.Logf("(e) after Redis came back empty, a write showed after: %v", lat)
	f.sameDocuments(f.replicas)
	// A lease lost with Redis's data is left to its last holder for a TTL
	// before another replica may take it (fleet.Fleet.Acquire's grace), and
	// each fleet is shipped again once its lease is held: the write may show
	// before that. Wait for it, within three TTLs, before checking.
	f.waitRedisKeys(30 * time.Second)
	f.checkRedisKeys()
	base := f.userStats()
	lat = f.write(f.replicas, 60*time.Second)
	t.Logf("(e) the next write showed after: %v", lat)
	return f.onlyOneReads("(e) after Redis came back", base, f.replicas)
}

// killHolder kills the holder with SIGKILL, writes at once, and checks the write shows on
// the others within the bound, that one of them took over, and that it did not read the
// database again from the start.
func (f *fleetRig) killHolder(holder *fleetReplica) {
	t := f.t
	t.Helper()
	var rest []*fleetReplica
	for _, r := range f.replicas {
		if r != holder {
			rest = append(rest, r)
		}
	}
	base := f.userStats()
	if err := syscall.Kill(-holder.p.cmd.Process.Pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-holder.p.done
	lat := f.write(rest, 90*time.Second)
	for _, r := range rest {
		if lat[r.name] > fleetTakeoverBound {
			t.Errorf("(d) after kill -9 of the holder, a write showed on %s after %v, over the %v bound", r.name, lat[r.name].Round(time.Millisecond), fleetTakeoverBound)
		}
	}
	t.Logf("(d) after kill -9 of %s, write to visible: %v", holder.name, lat)
	next := f.onlyOneReads("(d) after the takeover", base, rest)
	if next != nil {
		took := f.userStats()[next.user].rowsRead - base[next.user].rowsRead
		t.Logf("(d) %s read %d rows to take over and show the write; the first build read %d", next.name, took, f.firstBuild)
		if took >= f.firstBuild {
			t.Errorf("(d) the new holder read %d rows, as many as the first build (%d): it did not continue from the shared position", took, f.firstBuild)
		}
	}
	f.sameDocuments(rest)
}
