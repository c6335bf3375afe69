package replica

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/logtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// netList is the network's list of sites ({prefix}blogs) that the
// replicas share, as they share one database: its checksum moves with
// each change.
type netList struct {
	mu  sync.Mutex
	net *wp.Network
	sum int
}

func (l *netList) set(net *wp.Network) {
	l.mu.Lock()
	l.net, l.sum = net, l.sum+1
	l.mu.Unlock()
}

// countedList is the network's list as one replica reads it, each read
// counted.
type countedList struct {
	l     *netList
	reads atomic.Int64
}

func (c *countedList) NetworkSum(context.Context) (string, error) {
	c.reads.Add(1)
	c.l.mu.Lock()
	defer c.l.mu.Unlock()
	return strconv.Itoa(c.l.sum), nil
}

func (c *countedList) Network(context.Context) (*wp.Network, error) {
	c.reads.Add(1)
	c.l.mu.Lock()
	defer c.l.mu.Unlock()
	n := *c.l.net
	n.Sites = append([]wp.NetworkSite(nil), c.l.net.Sites...)
	return &n, nil
}

// netMember is one replica of a test network's fleet.
type netMember struct {
	name    string
	n       *Network
	list    *countedList
	stores  map[int64]*counted
	plugins atomic.Int64 // active_plugins read
	stop    func()
}

// netSites are the test network's sites: the fixtures at example.test
// (1), at example.test/two/ (2), and at example.test/three/ without
// Yoast SEO (3).
func netSites(t *testing.T) map[int64]*memwp.Site {
	t.Helper()
	home := func(url string) string {
		return "UPDATE wp_options SET option_value = '" + url + "' WHERE option_name IN ('home', 'siteurl')"
	}
	return map[int64]*memwp.Site{
		1: loadMem(t, home("http://example.test")),
		2: loadMem(t, home("http://example.test/two")),
		3: loadMem(t, home("http://example.test/three"), "UPDATE wp_options SET option_value = 'a:0:{}' WHERE option_name = 'active_plugins'"),
	}
}

// network is the test network of the sites ids at example.test: 1 at /,
// the others at /two/, /three/, ...
func network(ids ...int64) *wp.Network {
	paths := map[int64]string{1: "/", 2: "/two/", 3: "/three/", 4: "/four/"}
	net := &wp.Network{}
	for _, id := range ids {
		net.Sites = append(net.Sites, wp.NetworkSite{ID: id, Domain: "example.test", Path: paths[id], Public: true})
	}
	return net
}

// loadMem loads the fixtures with fixes applied.
func loadMem(t *testing.T, fixes ...string) *memwp.Site {
	t.Helper()
	mem := fixtures(t)
	for _, f := range fixes {
		if err := mem.Exec(f); err != nil {
			t.Fatal(err)
		}
	}
	return mem
}

// startNet runs a replica of the network fleet netSite over mems and
// list, which keeps a site nobody asks for idle long (0: site.SiteIdle).
func startNet(t *testing.T, rdb redis.UniversalClient, netSite, name string, mems map[int64]*memwp.Site, list *netList, idle time.Duration) *netMember {
	t.Helper()
	log := logtest.Logger(t, slog.LevelInfo).With("test_replica", name)
	const ttl = time.Second
	f, err := fleet.New(rdb, fleet.Options{Site: netSite, Name: name, TTL: ttl, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	m := &netMember{name: name, list: &countedList{l: list}, stores: map[int64]*counted{}}
	for id, mem := range mems {
		m.stores[id] = &counted{Site: mem}
	}
	// Each site's state directory is made now, so that its removal, a
	// cleanup of the test's, comes after the network's stop (cleanups run
	// last first): made when a site is first led, it was removed while the
	// site still wrote in it.
	dirs := map[int64]string{}
	for id := range mems {
		dirs[id] = t.TempDir()
	}
	cfg := testConfig()
	ctx, cancel := context.WithCancel(context.Background())
	list.mu.Lock()
	first := list.net
	list.mu.Unlock()
	m.n, err = NewNetwork(ctx, NetworkOptions{
		Fleet: f, Network: first, DB: m.list, Logger: log, Every: 100 * time.Millisecond, Idle: idle,
		Plugins: func(_ *wp.Network, id int64) func(context.Context) (*wp.Site, error) {
			return func(ctx context.Context) (*wp.Site, error) {
				m.plugins.Add(1)
				return mems[id].LoadPlugins(ctx)
			}
		},
		Site: func(s wp.NetworkSite, _ func() *wp.Network) (Options, error) {
			store := m.stores[s.ID]
			if store == nil {
				return Options{}, fmt.Errorf("no site %d", s.ID)
			}
			sf, err := f.Part(strconv.FormatInt(s.ID, 10), nil)
			if err != nil {
				return Options{}, err
			}
			dir := dirs[s.ID]
			slog := log.With("blog_id", s.ID)
			return Options{Fleet: sf, Dir: dir, Database: store, Logger: slog,
				Follower: site.NewCatalog(catalog.NoDatabase(store.Prefix()), cfg, nil, slog, ""),
				Site: func(context.Context) (site.Parts, func(), error) {
					return site.Parts{Store: store, Settings: cfg, Prepare: true, Logger: slog}, nil, nil
				},
			}, nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	m.stop = runStopped(t, name, cancel, m.n.Run)
	return m
}

// get asks m for url.
func (m *netMember) get(url string) (code int, body, etag string) {
	rec := httptest.NewRecorder()
	m.n.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	return rec.Code, rec.Body.String(), rec.Header().Get("ETag")
}

// holding reports whether m holds the network's lease.
func (m *netMember) holding() bool {
	m.n.mu.Lock()
	defer m.n.mu.Unlock()
	return m.n.holding
}

// pages fetches the index at url and every page it lists from m; ok is
// false unless each answered 200.
func (m *netMember) pages(url string) (docs map[string]doc, ok bool) {
	docs = map[string]doc{}
	code, index, etag := m.get(url)
	if code != http.StatusOK {
		return nil, false
	}
	docs[url] = doc{index, etag}
	for _, loc := range regexp.MustCompile(`<loc>(https?://[^<]*)</loc>`).FindAllStringSubmatch(index, -1) {
		code, body, etag := m.get(loc[1])
		if code != http.StatusOK {
			return nil, false
		}
		docs[loc[1]] = doc{body, etag}
	}
	return docs, true
}

// sameOnAll waits until every member answers the index at url and every
// page it lists with 200 and the same bytes and ETags (and, with not,
// other documents than not), and returns them; it fails after d.
func sameOnAll(t *testing.T, d time.Duration, url string, not map[string]doc, ms ...*netMember) map[string]doc {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		first, ok := ms[0].pages(url)
		why := ms[0].name + " does not answer every page"
		if ok && not != nil && differs(not, first) == 0 {
			ok, why = false, "no change yet"
		}
		for _, m := range ms[1:] {
			if !ok {
				break
			}
			got, gotOK := m.pages(url)
			if !gotOK || len(got) != len(first) {
				ok, why = false, m.name+" does not answer every page"
				break
			}
			for path, want := range first {
				if g := got[path]; g.body != want.body || g.etag != want.etag || want.etag == "" {
					ok, why = false, m.name+" differs on "+path
				}
			}
		}
		if ok {
			return first
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: after %v, the replicas do not agree: %s", url, d, why)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// theHolder waits for the one member holding the network's lease.
func theHolder(t *testing.T, d time.Duration, ms ...*netMember) *netMember {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		var hs []*netMember
		for _, m := range ms {
			if m.holding() {
				hs = append(hs, m)
			}
		}
		if len(hs) == 1 {
			return hs[0]
		}
		if time.Now().After(deadline) {
			t.Fatalf("after %v, %d replicas hold the network's lease", d, len(hs))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// netTestSite is a network's fleet name unique to this test; its keys and
// its sites' are deleted when the test ends.
func netTestSite(t *testing.T, rdb *redis.Client) string {
	return redistest.Site(t, rdb, "test-network-", func(s string) string { return "wpsitemap:{" + s })
}

// TestNetwork: three replicas of a network of three sites. The holder
// alone reads the network's list, the sites' plugins and the sites; a
// site asked for on one replica is built by the holder and served alike
// by all three; a site without Yoast SEO answers 404 on all three, only
// its active_plugins read, by the holder; a change of the network's list
// reaches every replica; a write to a site shows on all.
func TestNetwork(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := netTestSite(t, rdb)
	mems := netSites(t)
	list := &netList{}
	list.set(network(1, 2, 3))
	ms := []*netMember{
		startNet(t, rdb, name, "a", mems, list, 0),
		startNet(t, rdb, name, "b", mems, list, 0),
		startNet(t, rdb, name, "c", mems, list, 0),
	}
	holder := theHolder(t, 30*time.Second, ms...)
	var followers []*netMember
	for _, m := range ms {
		if m != holder {
			followers = append(followers, m)
		}
	}
	t.Logf("holder %s", holder.name)

	// Site 2 asked for on a follower only: the holder builds it, and
	// every replica serves it alike.
	two := "http://example.test/two/sitemap_index.xml"
	deadline := time.Now().Add(60 * time.Second)
	for code, body, _ := followers[0].get(two); code != http.StatusOK; code, body, _ = followers[0].get(two) {
		if code != http.StatusServiceUnavailable {
			t.Fatalf("site 2 on %s before it is built: %d %.200q, want 503 then 200", followers[0].name, code, body)
		}
		if time.Now().After(deadline) {
			t.Fatalf("site 2 asked for on %s was never served", followers[0].name)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, led := holder.n.Sites(); len(led) != 1 || led[0] != 2 {
		t.Errorf("the holder leads %v, want [2]: the site asked for on a follower", led)
	}
	if holder.stores[2].scans.Load() == 0 {
		t.Error("the holder read no post of site 2")
	}
	docs2 := sameOnAll(t, 30*time.Second, two, nil, ms...)
	if len(docs2) < 5 {
		t.Fatalf("site 2: only %d documents: the test would prove little", len(docs2))
	}
	one := "http://example.test/sitemap_index.xml"
	docs1 := sameOnAll(t, 60*time.Second, one, nil, ms...)
	if !strings.Contains(docs1[one].body, "http://example.test/") || strings.Contains(docs1[one].body, "/two/") {
		t.Errorf("the main site's index lists other sites' sitemaps: %.300q", docs1[one].body)
	}

	// Site 3 has no Yoast SEO: 404 on every replica, decided by the
	// holder from its active_plugins alone.
	three := "http://example.test/three/sitemap_index.xml"
	for _, m := range ms {
		deadline := time.Now().Add(30 * time.Second)
		for {
			code, body, _ := m.get(three)
			if code == http.StatusNotFound && strings.Contains(body, "Yoast SEO is not active") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("site 3 on %s: %d %.200q, want 404 (no Yoast)", m.name, code, body)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	for _, m := range ms {
		if n := m.stores[3].reads.Load() + m.stores[3].polls.Load(); n != 0 {
			t.Errorf("%s read site 3, without Yoast, %d times", m.name, n)
		}
	}
	if holder.plugins.Load() == 0 {
		t.Error("the holder read no active_plugins")
	}

	// The followers read nothing of the database.
	for _, m := range followers {
		if n := m.list.reads.Load(); n != 0 {
			t.Errorf("follower %s read the network's list %d times", m.name, n)
		}
		if n := m.plugins.Load(); n != 0 {
			t.Errorf("follower %s read active_plugins %d times", m.name, n)
		}
		for id, st := range m.stores {
			if n := st.reads.Load() + st.polls.Load(); n != 0 {
				t.Errorf("follower %s read site %d %d times", m.name, id, n)
			}
		}
	}
	if holder.list.reads.Load() == 0 {
		t.Error("the holder read no network list")
	}

	// A site added to the network reaches every replica's Router.
	list.set(network(1, 2, 3, 4))
	for _, m := range ms {
		deadline := time.Now().Add(10 * time.Second)
		for _, ok := m.n.router.Network().Site(4); !ok; _, ok = m.n.router.Network().Site(4) {
			if time.Now().After(deadline) {
				t.Fatalf("%s never served the network with site 4", m.name)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for _, m := range followers {
		if n := m.list.reads.Load(); n != 0 {
			t.Errorf("follower %s read the network's list %d times", m.name, n)
		}
	}

	// A write to site 2 shows on every replica.
	if err := mems[2].Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	sameOnAll(t, 30*time.Second, two, docs2, ms...)
}

// TestNetworkLeaseLost: the network's lease taken from under its holder
// (another name holds it for a while) ends the holder's lead of every
// site: their sites stop, and the replicas serve what they had. Once the
// lease is free, a replica takes it, leads the sites wanted again, and a
// write shows on both.
func TestNetworkLeaseLost(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := netTestSite(t, rdb)
	mems := netSites(t)
	list := &netList{}
	list.set(network(1, 2))
	ms := []*netMember{
		startNet(t, rdb, name, "a", mems, list, 0),
		startNet(t, rdb, name, "b", mems, list, 0),
	}
	holder := theHolder(t, 30*time.Second, ms...)
	one := "http://example.test/sitemap_index.xml"
	docs := sameOnAll(t, 60*time.Second, one, nil, ms...)
	if _, led := holder.n.Sites(); len(led) != 1 || led[0] != 1 {
		t.Fatalf("the holder leads %v, want [1]", led)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	err := rdb.Set(ctx, fleet.Prefix(name)+"lease", "1000000 intruder", 3*time.Second).Err()
	cancel()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		_, led := holder.n.Sites()
		_, siteHolder := holder.n.Site(1).Revision()
		if len(led) == 0 && !siteHolder && !holder.holding() {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the holder %s still leads %v (site 1's holder: %v) after it lost the network's lease", holder.name, led, siteHolder)
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, m := range ms {
		if got, ok := m.pages(one); !ok || differs(docs, got) != 0 {
			t.Errorf("%s does not serve what it had while no replica leads", m.name)
		}
	}
	next := theHolder(t, 30*time.Second, ms...)
	t.Logf("holder %s, then %s", holder.name, next.name)
	if err := mems[1].Exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10"); err != nil {
		t.Fatal(err)
	}
	sameOnAll(t, 30*time.Second, one, docs, ms...)
	if _, led := next.n.Sites(); len(led) != 1 || led[0] != 1 {
		t.Errorf("the new holder leads %v, want [1]", led)
	}
}

// TestNetworkIdle: the holder leads a site asked for on a follower while
// a replica asks for it within Idle, and stops leading it after that; a
// request for it again has it led again.
func TestNetworkIdle(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := netTestSite(t, rdb)
	mems := netSites(t)
	list := &netList{}
	list.set(network(1, 2))
	const idle = 3 * time.Second
	ms := []*netMember{
		startNet(t, rdb, name, "a", mems, list, idle),
		startNet(t, rdb, name, "b", mems, list, idle),
	}
	holder := theHolder(t, 30*time.Second, ms...)
	follower := ms[0]
	if follower == holder {
		follower = ms[1]
	}
	two := "http://example.test/two/sitemap_index.xml"
	led := func() []int64 { _, l := holder.n.Sites(); return l }
	waitLed := func(want []int64, d time.Duration) time.Duration {
		t.Helper()
		start := time.Now()
		for !slices.Equal(led(), want) {
			if time.Since(start) > d {
				t.Fatalf("the holder leads %v after %v, want %v", led(), d, want)
			}
			time.Sleep(50 * time.Millisecond)
		}
		return time.Since(start)
	}
	sameOnAll(t, 60*time.Second, two, nil, follower)
	asked := time.Now() // the last request
	waitLed([]int64{2}, time.Second)
	// Nobody asks for it any more: within Idle and the holder's first
	// rounds (a term keeps what it led for 2*wantEvery), it is no longer
	// led.
	waitLed(nil, idle+2*wantEvery+10*time.Second)
	after := time.Since(asked)
	t.Logf("site 2 no longer led %v after the last request", after.Round(100*time.Millisecond))
	if after < idle-time.Second {
		t.Errorf("site 2 stopped %v after its last request, before Idle (%v)", after, idle)
	}
	if code, _, _ := follower.get(two); code != http.StatusOK {
		t.Errorf("site 2 on %s once no longer led: %d, want what it had", follower.name, code)
	}
	waitLed([]int64{2}, 10*time.Second)
}
