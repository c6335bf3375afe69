// Package server answers HTTP requests for sitemaps: it maps paths to
// sitemaps, renders each page whole (compressed, into the page cache or a
// spool) under the request's database deadline before its first byte goes
// out, falls back to the last good copy of a page when the database fails
// or is too slow, and handles conditional requests, HEAD and gzip. Every
// document also has a view for people (view.go), where a browser's
// navigation is sent while crawlers keep the XML. The URL layout lives in
// routes.go, the only file that knows gorilla/mux. A WordPress network is
// served by a Router (router.go) in front of one Server per site in use,
// which share one Pool (pool.go): one page cache within one budget, one
// set of render slots shared fairly, one route table, one metrics registry.
package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/gzhttp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/xsl"
)

// Snapshots gives the server the snapshot to answer a request from, whose
// sitemaps stream their own entries. *refresh.Service implements it.
type Snapshots interface {
	Current(ctx context.Context) (*catalog.Snapshot, error)
}

// Offline is what a Snapshots that can serve every page without the
// database says (refresh.Service over a catalog with an entry store):
// /readyz then answers 200 while the database is down, its body saying so.
type Offline interface {
	ServesWithoutDatabase() bool
}

// Pending is what a Snapshots that waits for another process to prepare
// the sitemaps says (a fleet's follower before the lease holder's first
// revision, package replica): /readyz answers 503 with the reason while
// it is not "", whatever the database.
type Pending interface {
	Pending() string
}

// Database is what the server asks of the database itself: whether it
// answers (/readyz) and how many rows it has read (metrics). *wpdb.DB
// implements it.
type Database interface {
	Probe(ctx context.Context) error
	RowsRead() uint64
}

// Server is the HTTP side of wpsitemap.
type Server struct {
	cat     Snapshots
	db      Database
	log     *slog.Logger
	handler http.Handler
	cache   *pageCache // the pool's; nil when caching is off
	etags   *etagMemo  // ETags of rendered versions; nil when caching is off
	pool    *Pool      // the cache and render slots, the site's own or a network's
	site    string     // Options.Site: the key of its pages in a shared pool
	// indexNowKey is answered at /{key}.txt (Options.IndexNowKey);
	// notify gives /metrics the IndexNow counters (nil: none).
	indexNowKey string
	notify      NotifyStats
	metrics     *metrics
	timeout     time.Duration // database deadline of a request
	tempDir     string
	spilled     sync.Once // the warning that spools cannot go to files
	mu          sync.Mutex
	flights     map[string]*flight // renders under way, by content version and page

	// RetryAfter is the Retry-After value of 503 answers.
	RetryAfter time.Duration
}

// Options configure a Server.
type Options struct {
	// CacheBytes is the budget of the rendered-page cache (compressed
	// bytes) and of what the snapshot holds for the site's size
	// (catalog.Snapshot.HeldBytes) together: the cache gets what the
	// snapshot leaves, at least an eighth of it. 0 turns the cache off
	// (WPSITEMAP_CACHE=off).
	CacheBytes int64
	// MaxRenders bounds the documents rendered from the database at once
	// (default DefaultMaxRenders). A render holds a batch of posts with
	// their content (several MB on long-form sites); more requests than
	// this wait their turn, so memory stays flat under load.
	MaxRenders int
	// DBTimeout bounds the database work of one request, the wait for a
	// render slot included (default DefaultDBTimeout). Past it the page is
	// served from its last good copy, or answered 503 with Retry-After.
	// /readyz probes the database with the same deadline.
	DBTimeout time.Duration
	// TempDir is where pages larger than 1 MiB compressed are spooled
	// (unlinked files); "" is os.TempDir().
	TempDir string
	// IndexNowKey, when set, is answered at /{IndexNowKey}.txt, at the
	// root of the host whatever the home path (the keyLocation IndexNow
	// is told), as text/plain holding the key.
	IndexNowKey string
	// Notify, when set, gives the IndexNow counters to /metrics.
	Notify NotifyStats
	// Pool, when set, is the page cache, render slots and metrics this
	// Server shares with the other sites of a network (NewPool); CacheBytes
	// and MaxRenders are then the pool's. Site names this site there (its
	// blog_id): the key of its pages and its metrics' site label.
	Pool *Pool
	Site string
}

// NotifyStats are the counters of IndexNow submissions (notify.Sender).
type NotifyStats interface {
	Sent() int64   // URLs accepted by the endpoint
	Failed() int64 // URLs given up (refused with a 4xx other than 429)
	Queued() int64 // URLs waiting
}

// DefaultDBTimeout is the default of Options.DBTimeout.
const DefaultDBTimeout = 5 * time.Second

// Every answer carries GeneratorHeader: Generator, so that an operator
// (or `wpsitemap check --url`) can tell through the web server whether
// wpsitemap or WordPress answered a path. It names no version.
const (
	GeneratorHeader = "X-Generator"
	Generator       = "wpsitemap"
)

// DefaultMaxRenders is the default of Options.MaxRenders: a few per core.
const DefaultMaxRenders = 4

// DefaultCacheBytes is the budget of the page cache and the snapshot's
// per-post lists together when caching is on (Options.CacheBytes). A
// compressed page of 1000 URLs is 30-60 KB: a site of 150,000 posts fits
// whole; at a million posts the lists take some 5 MB and the cache keeps
// the 80 or so pages asked most recently. It is set so that a process
// serving random pages of a million posts stays within 64 MiB: 14 MiB
// did while the lists took 11 MB of it, and left it at 68 MiB once they
// were packed (docs/performance.md, "The per-page lists, packed, and a
// lower memory limit"). A page not in the cache is read from the entry
// store, a few ms, not from the database.
const DefaultCacheBytes = 9 << 20

// keyFile answers the IndexNow key file: the key, as text/plain.
func (s *Server) keyFile(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "indexnow-key")
	writeKey(w, s.indexNowKey)
}

// writeKey writes the key file of key.
func writeKey(w http.ResponseWriter, key string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "max-age=300")
	io.WriteString(w, key)
}

// New returns a Server over a catalog.
func New(cat Snapshots, db Database, log *slog.Logger, opts Options) *Server {
	if log == nil {
		log = slog.Default()
	}
	s := &Server{cat: cat, db: db, log: log, RetryAfter: 30 * time.Second, flights: map[string]*flight{}}
	s.pool = opts.Pool
	if s.pool == nil {
		s.pool = newPool(opts.CacheBytes, opts.MaxRenders, false)
	} else {
		s.site = opts.Site
	}
	s.cache, s.etags = s.pool.cache, s.pool.etags
	if opts.DBTimeout <= 0 {
		opts.DBTimeout = DefaultDBTimeout
	}
	s.timeout, s.tempDir = opts.DBTimeout, opts.TempDir
	s.indexNowKey, s.notify = opts.IndexNowKey, opts.Notify
	s.metrics = newMetrics(s)
	// gzip only: cached pages are kept gzip-compressed and answered as they
	// are, and each form has its own ETag (validators), so that the choice
	// made here and in writeCached must be the same: acceptsGzip.
	gz, err := gzhttp.NewWrapper(gzhttp.MinSize(0), gzhttp.EnableZstd(false),
		gzhttp.ContentTypes([]string{"text/xml", "application/xml", "text/xsl"}))
	if err != nil {
		panic(err) // static options; cannot fail
	}
	table := s.pool.routes(s.indexNowKey)
	if table == nil {
		table = routes(func(*http.Request) *Server { return s }, s.indexNowKey)
	} else {
		table = withServer(s, table)
	}
	s.handler = s.observe(s.recoverer(s.stripHome(gz(table))))
	return s
}

type serverKey struct{}

// withServer has the route table of a shared Pool answer with s.
func withServer(s *Server, table http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		table.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), serverKey{}, s)))
	})
}

// serverOf is the Server withServer put in r's context.
func serverOf(r *http.Request) *Server { return r.Context().Value(serverKey{}).(*Server) }

// Close drops what a shared Pool keeps for this Server's site (its cached
// pages, its series): a site the network no longer serves, or serves
// again through a new Server. It does nothing for a single site.
func (s *Server) Close() {
	if s.site != "" {
		s.pool.forget(s.site, s.metrics)
	}
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// robots adds X-Robots-Tag to every answer of the sitemap routes
// (deviations.md 12), 404s and redirects included.
func robots(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		next.ServeHTTP(w, r)
	})
}

// stripHome removes the home URL's path (a site at /blog serves
// /blog/sitemap_index.xml) before routing. Requests outside it are 404s.
func (s *Server) stripHome(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if processPath(p) || keyPath(p, s.indexNowKey) {
			next.ServeHTTP(w, r)
			return
		}
		// From here on, the request's context carries its database deadline.
		ctx, cancel := context.WithTimeout(r.Context(), s.timeout)
		defer cancel()
		r = r.WithContext(ctx)
		snap, err := s.cat.Current(r.Context())
		if err != nil {
			w.Header().Set("X-Robots-Tag", "noindex, follow")
			s.writeError(w, r, err)
			return
		}
		if !seo.YoastActive(snap.Site) {
			// Yoast was switched off on this site while it was in use.
			setRoute(r, "no-yoast")
			writeNoYoast(w)
			return
		}
		if prefix := strings.TrimRight(snap.Site.HomeURL.Path, "/"); prefix != "" {
			rest, ok := strings.CutPrefix(p, prefix)
			if !ok || !strings.HasPrefix(rest, "/") {
				w.Header().Set("X-Robots-Tag", "noindex, follow")
				s.plain(w, http.StatusNotFound, "not found")
				return
			}
			r2 := r.Clone(r.Context())
			r2.URL.Path = rest
			r2.URL.RawPath = ""
			r = r2
		}
		next.ServeHTTP(w, r.WithContext(withSnapshot(r.Context(), snap)))
	})
}

type snapKey struct{}

func withSnapshot(ctx context.Context, s *catalog.Snapshot) context.Context {
	return context.WithValue(ctx, snapKey{}, s)
}

func snapshotOf(r *http.Request) *catalog.Snapshot {
	s, _ := r.Context().Value(snapKey{}).(*catalog.Snapshot)
	return s
}

// healthz says the process is up (liveness); it does not touch the database.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "healthz")
	s.plain(w, http.StatusOK, "ok")
}

// readyz says whether the database answers and still holds what the
// sitemaps read (readiness): a renamed table or a revoked grant is a 503
// whose body says why, unless every page is served from the entry store
// (Offline): then it is 200, and the body says the database is down.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "readyz")
	if p, ok := s.cat.(Pending); ok {
		if why := p.Pending(); why != "" {
			w.Header().Set("Retry-After", strconv.Itoa(int(s.RetryAfter/time.Second)))
			s.plain(w, http.StatusServiceUnavailable, "not ready: "+why)
			return
		}
	}
	// Every table the sitemaps read must answer within the request
	// deadline: a locked table makes it 503, as it makes uncached pages.
	ctx, cancel := context.WithTimeout(r.Context(), s.timeout)
	defer cancel()
	if err := s.db.Probe(ctx); err != nil {
		if o, ok := s.cat.(Offline); ok && o.ServesWithoutDatabase() {
			// Every page is rendered from the entry store: the process
			// serves, and says what it cannot do (follow changes).
			s.plain(w, http.StatusOK, "ready, serving every page from the entry store; the database does not answer: "+err.Error())
			return
		}
		w.Header().Set("Retry-After", strconv.Itoa(int(s.RetryAfter/time.Second)))
		s.plain(w, http.StatusServiceUnavailable, "not ready: "+err.Error())
		return
	}
	s.plain(w, http.StatusOK, "ready")
}

// redirect answers a 301 to a URL under the stored home (deviations.md 10).
func (s *Server) redirect(w http.ResponseWriter, r *http.Request, path string) error {
	setRoute(r, "redirect")
	snap := snapshotOf(r)
	w.Header().Set("Location", snap.Site.HomeURLWith(path))
	w.Header().Set("X-Redirect-By", "wpsitemap")
	w.WriteHeader(http.StatusMovedPermanently)
	return nil
}

func (s *Server) toIndex(w http.ResponseWriter, r *http.Request) error {
	return s.redirect(w, r, "/sitemap_index.xml")
}

// sitemapXML is /sitemap.xml's redirect to the index (deviations.md 4), with
// the no-cache headers the installed Yoast's redirect carries.
func (s *Server) sitemapXML(w http.ResponseWriter, r *http.Request) error {
	if seo.RedirectNoCache(snapshotOf(r).Site.YoastVersion) {
		h := w.Header()
		h.Set("Expires", wpNoCacheExpires)
		h.Set("Cache-Control", wpNoCacheControl)
	}
	return s.toIndex(w, r)
}

// WordPress's nocache_headers() as Yoast before 28 sent them on the
// /sitemap.xml redirect.
const (
	wpNoCacheExpires = "Wed, 11 Jan 1984 05:00:00 GMT"
	wpNoCacheControl = "no-cache, must-revalidate, max-age=0"
)

// fromCore maps WordPress core's sitemap paths as Yoast does: core page N
// becomes page N-1 (Yoast's off-by-one, kept for compatibility).
func (s *Server) fromCore(w http.ResponseWriter, r *http.Request) error {
	v := vars(r)
	n, err := strconv.Atoi(v["n"])
	if err != nil {
		return errNotFound
	}
	name := v["name"]
	if name == "" {
		name = "author"
	}
	// Not sitemapPath: core's page 2 is Yoast's "1" (post-sitemap1.xml,
	// which Yoast redirects again), a suffix sitemapPath leaves off.
	suffix := ""
	if n-1 > 0 {
		suffix = strconv.Itoa(n - 1)
	}
	return s.redirect(w, r, "/"+name+"-sitemap"+suffix+".xml")
}

func (s *Server) stylesheet(w http.ResponseWriter, r *http.Request) error {
	setRoute(r, "xsl")
	sheet, ok := xsl.Lookup(vars(r)["xsl"] + "-sitemap.xsl")
	if !ok {
		return errNotFound
	}
	h := w.Header()
	h.Set("Content-Type", "text/xml; charset=UTF-8")
	h.Set("Cache-Control", "public, max-age=86400")
	h.Set("ETag", sheet.ETag)
	http.ServeContent(w, r, sheet.Name, time.Time{}, sheet.Reader())
	return nil
}

// stylesheetHref is the scheme-relative href of the stylesheet PI
// (deviations.md 11).
func stylesheetHref(site *wp.Site, name string) string {
	u := *site.HomeURL
	return "//" + u.Host + strings.TrimRight(u.Path, "/") + "/" + name
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) error {
	snap := snapshotOf(r)
	if !snap.Site.BlogPublic {
		setRoute(r, "index")
		return errHidden
	}
	if !snap.HasIndexEntries() {
		// An empty <sitemapindex> fails the schema; Yoast answers 404 too.
		setRoute(r, "index")
		return errNotFound
	}
	switch requestedForm(r) {
	case formToView:
		return s.toView(w, r, indexPath)
	case formView:
		return s.indexView(w, r, snap)
	}
	return s.serveDoc(w, r, snap, doc{key: "index", version: docKey(snap, "index", nil, 0), route: "index", body: func(out io.Writer) error {
		x, err := sitemap.NewIndex(out, stylesheetHref(snap.Site, "main-sitemap.xsl"))
		if err != nil {
			return err
		}
		for _, sm := range snap.Sitemaps {
			if !sm.InIndex {
				continue
			}
			for i, pg := range sm.Pages {
				t, _ := catalog.LastModTime(pg.LastMod)
				if err := x.Write(snap.Site.HomeURLWith(sitemapPath(sm.Name, i+1)), t); err != nil {
					return err
				}
			}
		}
		return x.Close()
	}})
}

func (s *Server) sitemap(w http.ResponseWriter, r *http.Request) error {
	setRoute(r, "sitemap")
	snap := snapshotOf(r)
	v := vars(r)
	typ, ns := v["type"], v["n"]
	if !snap.Site.BlogPublic {
		return errHidden // every sitemap path, known or not (deviations 1)
	}
	if ns == "0" || ns == "1" {
		return s.redirect(w, r, sitemapPath(typ, 1))
	}
	n := 1
	if ns != "" {
		if strings.HasPrefix(ns, "0") {
			return errNotFound // zero-padded (deviations.md 7)
		}
		var err error
		if n, err = strconv.Atoi(ns); err != nil || n < 2 {
			return errNotFound
		}
	}
	sm, ok := snap.Lookup(typ)
	// A sitemap the index does not list has no entries: its page 1 is a 404
	// too, since an empty <urlset> fails the schema (deviations 7).
	if !ok || !sm.InIndex || n > len(sm.Pages) {
		return errNotFound
	}
	switch requestedForm(r) {
	case formToView:
		return s.toView(w, r, sitemapPath(typ, n))
	case formView:
		return s.sitemapView(w, r, snap, sm, n)
	}
	format := snap.Format(sm)
	return s.serveDoc(w, r, snap, doc{key: "sitemap/" + typ + "/" + strconv.Itoa(n), version: docKey(snap, "sitemap", sm, n), route: "sitemap", body: func(out io.Writer) error {
		doc, err := format.Open(out, stylesheetHref(snap.Site, format.Stylesheet))
		if err != nil {
			return err
		}
		return writeEntries(r, snap, sm, n, doc)
	}})
}
