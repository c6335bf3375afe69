package server

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// flakyProxy forwards TCP to MariaDB until cut, like a network hiccup.
type flakyProxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	down   bool
	conns  []net.Conn
	delay  time.Duration // added before each chunk sent to the database; set once
}

// newFlakyProxy proxies to target, adding delay before each chunk sent to
// the database.
func newFlakyProxy(t *testing.T, target string, delay time.Duration) *flakyProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &flakyProxy{ln: ln, target: target, delay: delay}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			if p.down {
				p.mu.Unlock()
				c.Close()
				continue
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				p.mu.Unlock()
				c.Close()
				continue
			}
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			delay := p.delay
			go func() { io.Copy(slowWriter{up, delay}, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
	t.Cleanup(func() { ln.Close(); p.set(true) })
	return p
}

// set cuts (true) or restores (false) the link; cutting closes open connections.
func (p *flakyProxy) set(down bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = down
	if down {
		for _, c := range p.conns {
			c.Close()
		}
		p.conns = nil
	}
}

// TestDatabaseHiccup: while the database is unreachable (a TCP proxy in
// front of MariaDB cuts every connection: the driver's own errors and
// reconnects), pages already rendered for the current data version are
// still served from the cache, others answer 503 with Retry-After; when it
// comes back, all is served. TestDatabaseHiccupMemwp is the same contract
// without MariaDB.
func TestDatabaseHiccup(t *testing.T) {
	proxy := newFlakyProxy(t, dbtest.Conn("wpc_year_month").Addr, 0)
	ts := proxiedServer(t, proxy, 5, refresh.Options{CheckEvery: 50 * time.Millisecond})
	databaseHiccup(t, ts, proxy.set)
}

// TestDatabaseHiccupMemwp: TestDatabaseHiccup on the site held in memory,
// down while memwp.Site.SetDown holds an error.
func TestDatabaseHiccupMemwp(t *testing.T) {
	site := sitetest.Memory(t, "wpc_year_month").Mem
	ts := storeServer(t, site, 5, refresh.Options{CheckEvery: 50 * time.Millisecond})
	databaseHiccup(t, ts, func(down bool) {
		if down {
			site.SetDown(errors.New("dial tcp 127.0.0.1:3306: connect: connection refused"))
		} else {
			site.SetDown(nil)
		}
	})
}

// databaseHiccup checks what ts answers before, while and after
// setDown(true) makes its database unreachable (refresh checks every 50 ms).
func databaseHiccup(t *testing.T, ts *httptest.Server, setDown func(down bool)) {
	t.Helper()
	if r, _ := get(t, ts, http.MethodGet, "/post-sitemap.xml", nil); r.StatusCode != 200 {
		t.Fatalf("before: %d", r.StatusCode)
	}
	setDown(true)
	time.Sleep(100 * time.Millisecond) // past CheckEvery: the background check fails
	for i := 0; i < 3; i++ {
		if r, body := get(t, ts, http.MethodGet, "/post-sitemap.xml", nil); r.StatusCode != 200 || len(body) < 100 {
			t.Errorf("cached page while the database is down: %d", r.StatusCode)
		}
		time.Sleep(60 * time.Millisecond)
	}
	r, _ := get(t, ts, http.MethodGet, "/post-sitemap2.xml", nil)
	if r.StatusCode != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" {
		t.Errorf("uncached page while the database is down: %d Retry-After %q, want 503 with Retry-After", r.StatusCode, r.Header.Get("Retry-After"))
	}
	if r, _ := get(t, ts, http.MethodGet, "/readyz", nil); r.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("/readyz while the database is down: %d", r.StatusCode)
	}
	if r, _ := get(t, ts, http.MethodGet, "/healthz", nil); r.StatusCode != 200 {
		t.Errorf("/healthz while the database is down: %d", r.StatusCode)
	}
	setDown(false)
	waitFor200(t, ts, "/post-sitemap2.xml", 5*time.Second)
}

// waitFor200 polls path until it answers 200, failing after limit.
func waitFor200(t *testing.T, ts *httptest.Server, path string, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		r, _ := get(t, ts, http.MethodGet, path, nil)
		if r.StatusCode == 200 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never answered 200 (last %d)", path, r.StatusCode)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// proxiedServer serves the year-month database through proxy.
func proxiedServer(t *testing.T, proxy *flakyProxy, perPage int, opts refresh.Options) *httptest.Server {
	t.Helper()
	dbtest.Open(t, "wpc_year_month") // the database must be there
	conn := dbtest.Conn("wpc_year_month")
	conn.Addr = proxy.ln.Addr().String()
	db, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return storeServer(t, db, perPage, opts)
}

// storeServer serves db with the core sitemaps (no images), refreshed as
// opts say.
func storeServer(t *testing.T, db store, perPage int, opts refresh.Options) *httptest.Server {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	opts.Logger = log // refresh.Options
	ts := httptest.NewServer(New(refresh.New(catalog.New(db, catalog.Options{PerPage: perPage, Logger: log}), opts), db, log, Options{CacheBytes: DefaultCacheBytes}))
	t.Cleanup(ts.Close)
	return ts
}

// slowWriter delays each write, like a slow database link.
type slowWriter struct {
	w     io.Writer
	delay time.Duration
}

func (s slowWriter) Write(b []byte) (int, error) {
	time.Sleep(s.delay)
	return s.w.Write(b)
}

// TestFirstPreparationAnswers503: while the first preparation is running
// (minutes on a large site; here a slow link to MariaDB), requests get a
// prompt 503 with Retry-After instead of waiting, and the sitemaps once it
// is done. TestFirstPreparationAnswers503Memwp is the same without MariaDB.
func TestFirstPreparationAnswers503(t *testing.T) {
	proxy := newFlakyProxy(t, dbtest.Conn("wpc_year_month").Addr, 30*time.Millisecond)
	ts := proxiedServer(t, proxy, 5, refresh.Options{CheckEvery: time.Second, FirstWait: 100 * time.Millisecond})
	firstPreparation(t, ts)
	waitFor200(t, ts, "/sitemap_index.xml", 60*time.Second)
}

// TestFirstPreparationAnswers503Memwp: TestFirstPreparationAnswers503 on
// the site held in memory, whose first read waits until the test lets it
// go.
func TestFirstPreparationAnswers503Memwp(t *testing.T) {
	site := &heldSite{Site: sitetest.Memory(t, "wpc_year_month").Mem, held: make(chan struct{})}
	ts := storeServer(t, site, 5, refresh.Options{CheckEvery: time.Second, FirstWait: 100 * time.Millisecond})
	firstPreparation(t, ts)
	close(site.held)
	waitFor200(t, ts, "/sitemap_index.xml", 10*time.Second)
}

// firstPreparation checks the first answer of ts, while its first
// preparation cannot finish.
func firstPreparation(t *testing.T, ts *httptest.Server) {
	t.Helper()
	start := time.Now()
	r, _ := get(t, ts, http.MethodGet, "/sitemap_index.xml", nil)
	if r.StatusCode != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" {
		t.Fatalf("during the first preparation: %d Retry-After %q, want 503 with Retry-After", r.StatusCode, r.Header.Get("Retry-After"))
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the 503 took %v", d)
	}
}

// heldSite is a site in memory whose LoadSite (the first read of a
// preparation) waits until held is closed: a preparation that takes as
// long as the test wants.
type heldSite struct {
	*memwp.Site
	held chan struct{}
}

func (s *heldSite) LoadSite(ctx context.Context) (*wp.Site, error) {
	select {
	case <-s.held:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return s.Site.LoadSite(ctx)
}
