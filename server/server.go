// Package server answers HTTP requests for sitemaps: it maps paths to
// sitemaps, renders each page whole (compressed, into the page cache or a
// spool) under the request's database deadline before its first byte goes
// out, falls back to the last good copy of a page when the database fails
// or is too slow, and handles conditional requests, HEAD and gzip. The URL
// layout lives in routes.go, the only file that knows gorilla/mux.
package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/gzhttp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/sitemap"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/xsl"
)

// Snapshots gives the server the snapshot to answer a request from, whose
// sitemaps stream their own entries. *refresh.Service implements it.
type Snapshots interface {
	Current(ctx context.Context) (*catalog.Snapshot, error)
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
	cache   *pageCache // nil when caching is off
	budget  int64      // Options.CacheBytes
	metrics *metrics
	renders chan struct{} // one token per render running; bounds memory
	timeout time.Duration // database deadline of a request
	tempDir string
	spilled sync.Once // the warning that spools cannot go to files
	mu      sync.Mutex
	flights map[string]*flight // renders under way, by content version and page

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
// compressed page of 1000 URLs is 30-60 KB: a site of 200,000 posts fits
// whole; at a million posts the lists take 11 MB and the cache keeps the
// 80 or so pages asked most recently. With 16 MiB, 64 clients asking for
// random pages of a million posts took the process to 64.4 MiB, past the
// 64 it must stay within (docs/performance.md, "Memory at 1M").
const DefaultCacheBytes = 14 << 20

// New returns a Server over a catalog.
func New(cat Snapshots, db Database, log *slog.Logger, opts Options) *Server {
	if log == nil {
		log = slog.Default()
	}
	s := &Server{cat: cat, db: db, log: log, RetryAfter: 30 * time.Second, flights: map[string]*flight{}}
	if opts.CacheBytes > 0 {
		s.cache = newPageCache(opts.CacheBytes)
		s.budget = opts.CacheBytes
	}
	if opts.MaxRenders <= 0 {
		opts.MaxRenders = DefaultMaxRenders
	}
	s.renders = make(chan struct{}, opts.MaxRenders)
	if opts.DBTimeout <= 0 {
		opts.DBTimeout = DefaultDBTimeout
	}
	s.timeout, s.tempDir = opts.DBTimeout, opts.TempDir
	s.metrics = newMetrics(s)
	// gzip only: cached pages are kept gzip-compressed and answered as they
	// are, and each form has its own ETag (validators), so that the choice
	// made here and in writeCached must be the same: acceptsGzip.
	gz, err := gzhttp.NewWrapper(gzhttp.MinSize(0), gzhttp.EnableZstd(false),
		gzhttp.ContentTypes([]string{"text/xml", "application/xml", "text/xsl"}))
	if err != nil {
		panic(err) // static options; cannot fail
	}
	s.handler = s.observe(s.recoverer(s.stripHome(gz(s.routes()))))
	return s
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// httpError is an error with the status it maps to.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

var (
	errNotFound = &httpError{http.StatusNotFound, "not found"}
	// errHidden answers every sitemap while "Discourage search engines" is on
	// (deviations 1): 410, which the shipped web server snippets never hand
	// back to WordPress, where an active Yoast would serve the sitemaps.
	errHidden = &httpError{http.StatusGone, "gone: the site asks search engines not to index it (blog_public = 0)"}
)

// handle adapts a handler that returns an error; errors map to statuses in
// one place (writeError).
func (s *Server) handle(h func(http.ResponseWriter, *http.Request) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			s.plain(w, http.StatusMethodNotAllowed, "method not allowed")
			return
		}
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	}
}

func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var he *httpError
	switch {
	case errors.As(err, &he):
		s.plain(w, he.status, he.msg)
	case errors.Is(err, catalog.ErrNotFound):
		s.plain(w, http.StatusNotFound, "not found")
	case errors.Is(err, refresh.ErrPreparing):
		w.Header().Set("Retry-After", strconv.Itoa(int(s.RetryAfter/time.Second)))
		s.plain(w, http.StatusServiceUnavailable, "sitemaps are being prepared, try again later")
	case errors.Is(err, errBusy):
		s.log.Warn("no render slot within the deadline", "path", r.URL.Path)
		w.Header().Set("Retry-After", strconv.Itoa(int(s.RetryAfter/time.Second)))
		s.plain(w, http.StatusServiceUnavailable, "busy, try again later")
	case errors.Is(err, wp.ErrUnavailable), errors.Is(err, context.DeadlineExceeded):
		s.metrics.dbErrors.Inc()
		s.log.Warn("database unavailable", "path", r.URL.Path, "err", err)
		w.Header().Set("Retry-After", strconv.Itoa(int(s.RetryAfter/time.Second)))
		s.plain(w, http.StatusServiceUnavailable, "database unavailable, try again later")
	case errors.Is(err, context.Canceled):
		// The client went away; nothing to answer.
	default:
		s.metrics.dbErrors.Inc()
		s.log.Error("request failed", "path", r.URL.Path, "err", err)
		w.Header().Set("Retry-After", strconv.Itoa(int(s.RetryAfter/time.Second)))
		s.plain(w, http.StatusServiceUnavailable, "temporarily unavailable")
	}
}

// plain writes a short text/plain answer (deviations.md 13).
func (s *Server) plain(w http.ResponseWriter, status int, msg string) {
	h := w.Header()
	h.Del("ETag")
	h.Del("Last-Modified")
	h.Del("Content-Encoding")
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	io.WriteString(w, msg+"\n")
}

func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.plain(w, http.StatusNotFound, "not found")
}

// robots adds X-Robots-Tag to every answer of the sitemap routes
// (deviations.md 12), 404s and redirects included.
func (s *Server) robots(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Robots-Tag", "noindex, follow")
		next.ServeHTTP(w, r)
	})
}

// recoverer turns a panic into a 500 without a stack trace in the answer;
// http.ErrAbortHandler (a stream cut on purpose) is passed on.
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.Error("panic serving request", "path", r.URL.Path, "panic", fmt.Sprint(v))
				s.plain(w, http.StatusInternalServerError, "internal error")
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// stripHome removes the home URL's path (a site at /blog serves
// /blog/sitemap_index.xml) before routing. Requests outside it are 404s.
func (s *Server) stripHome(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if p == "/healthz" || p == "/readyz" || p == "/metrics" {
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
// whose body says why.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "readyz")
	// Every table the sitemaps read must answer within the request
	// deadline: a locked table makes it 503, as it makes uncached pages.
	ctx, cancel := context.WithTimeout(r.Context(), s.timeout)
	defer cancel()
	if err := s.db.Probe(ctx); err != nil {
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

// docKey names a document by what it depends on: the page's revision when
// it has one (a page a change did not touch keeps it across snapshots),
// else the snapshot's version; the index by the lastmods of every page it
// lists.
func docKey(snap *catalog.Snapshot, route string, sm *catalog.Sitemap, n int) string {
	if sm != nil {
		if rev := sm.Pages[n-1].Rev; rev != 0 {
			return "rev:" + strconv.FormatUint(rev, 36) + "@" + sm.Epoch
		}
		return snap.Version + "/" + sm.Name + "/" + strconv.Itoa(n) + "@" + sm.Epoch
	}
	h := fnv.New128a()
	// The timed sitemaps (news) change the index with the clock too.
	io.WriteString(h, snap.Site.Home+"\x00"+snap.IndexEpoch()+"\x00")
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			io.WriteString(h, sm.Name+"\x00")
			for _, pg := range sm.Pages {
				io.WriteString(h, pg.LastMod+"\x00")
			}
		}
	}
	return route + ":" + hex.EncodeToString(h.Sum(nil))
}

// validators returns the ETag (of the identity form; etagFor adds the gzip
// form's suffix) and Last-Modified of a document whose content is named by
// version (docKey).
func validators(snap *catalog.Snapshot, version string) (etag string, mod time.Time) {
	sum := sha256.Sum256([]byte(strconv.Itoa(snap.PerPage()) + "\x00" + version))
	return hex.EncodeToString(sum[:12]), snap.Built.UTC().Truncate(time.Second)
}

// etagFor is the strong ETag of the form of a document r gets: the gzip and
// identity forms are different bytes, so the gzip one ends in "-gzip".
func etagFor(r *http.Request, etag string) string {
	if acceptsGzip(r) {
		etag += "-gzip"
	}
	return `"` + etag + `"`
}

// current sets ETag and Last-Modified and answers 304 when the client's
// copy is current. It reports whether the caller should go on.
func current(w http.ResponseWriter, r *http.Request, etag string, mod time.Time) bool {
	etag = etagFor(r, etag)
	h := w.Header()
	h.Set("ETag", etag)
	h.Set("Last-Modified", mod.Format(http.TimeFormat))
	if inm := r.Header.Get("If-None-Match"); inm != "" {
		if etagMatch(inm, etag) {
			notModified(w)
			return false
		}
		return true
	}
	if ims := r.Header.Get("If-Modified-Since"); ims != "" {
		if t, err := http.ParseTime(ims); err == nil && !mod.After(t) {
			notModified(w)
			return false
		}
	}
	return true
}

func etagMatch(header, etag string) bool {
	for _, part := range strings.Split(header, ",") {
		p := strings.TrimSpace(part)
		if p == "*" || p == etag || strings.TrimPrefix(p, "W/") == etag {
			return true
		}
	}
	return false
}

func notModified(w http.ResponseWriter) {
	h := w.Header()
	h.Del("Content-Type")
	h.Del("Content-Length")
	w.WriteHeader(http.StatusNotModified)
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
	return s.serveDoc(w, r, snap, "index", docKey(snap, "index", nil, 0), "index", func(out io.Writer) error {
		x, err := sitemap.NewIndex(out, stylesheetHref(snap.Site, "main-sitemap.xsl"))
		if err != nil {
			return err
		}
		for _, sm := range snap.Sitemaps {
			if !sm.InIndex {
				continue
			}
			for i, pg := range sm.Pages {
				suffix := ""
				if i > 0 {
					suffix = strconv.Itoa(i + 1)
				}
				t, _ := catalog.LastModTime(pg.LastMod)
				if err := x.Write(snap.Site.HomeURLWith("/"+sm.Name+"-sitemap"+suffix+".xml"), t); err != nil {
					return err
				}
			}
		}
		return x.Close()
	})
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
		return s.redirect(w, r, "/"+typ+"-sitemap.xml")
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
	format := sm.Provider.Format()
	return s.serveDoc(w, r, snap, "sitemap/"+typ+"/"+strconv.Itoa(n), docKey(snap, "sitemap", sm, n), "sitemap", func(out io.Writer) error {
		doc, err := format.Open(out, stylesheetHref(snap.Site, format.Stylesheet))
		if err != nil {
			return err
		}
		written := 0
		err = snap.Entries(r.Context(), sm, n, func(e catalog.Entry) error {
			if err := doc.Write(e); err != nil {
				return err
			}
			written++
			if written%200 == 0 {
				return doc.Flush()
			}
			return nil
		})
		if err != nil {
			return err
		}
		return doc.Close()
	})
}

// serveDoc answers a sitemap document: from the page cache when it holds
// it for the current data version, else rendered by body into a spool (and,
// when small enough, the cache) under the request's database deadline, then
// sent. When the render fails, the page's last good copy is sent if there is
// one, whatever data version it was rendered for, else the error goes to
// writeError (503 with Retry-After). No client ever gets a 200 that is cut
// short by a database failure.
//
// key names the page (its last good copy is kept under it); version names
// its content (docKey: it changes when the page does).
func (s *Server) serveDoc(w http.ResponseWriter, r *http.Request, snap *catalog.Snapshot, key, version, route string, body func(io.Writer) error) error {
	setRoute(r, route)
	etag, mod := validators(snap, version)
	if !current(w, r, etag, mod) {
		setCache(r, "not-modified")
		return nil
	}
	if p, ok := s.cache.get(version, key); ok {
		s.metrics.cacheHits.Inc()
		setCache(r, "hit")
		s.send(w, r, p)
		return nil
	}
	setCache(r, "off")
	if s.cache != nil {
		s.metrics.cacheMiss.Inc()
		setCache(r, "miss")
	}
	p, err := s.render(r, snap, key, version, route, body)
	if err != nil {
		return s.lastGood(w, r, key, err)
	}
	defer p.release()
	if s.cache != nil {
		// At a million posts the snapshot holds 11 MB: the cache gives it
		// way, so that memory does not grow with the site.
		s.cache.resize(max(s.budget-snap.HeldBytes(), s.budget/8))
	}
	s.cache.put(p)
	s.send(w, r, p)
	return nil
}

// errBusy: no render slot came free within the deadline.
var errBusy = errors.New("server: every render slot is busy")

// flight is a render under way that other requests for the same page of
// the same data version wait for, rather than render it again.
type flight struct {
	done chan struct{}
	p    *page
	err  error
}

// render returns page key of snap: rendered by a request already rendering
// it, or else by this one. A page that lives in a file is not shared (its
// file is the renderer's to close); a request that waited for one renders
// its own.
func (s *Server) render(r *http.Request, snap *catalog.Snapshot, key, version, route string, body func(io.Writer) error) (*page, error) {
	fk := version + "\x00" + key
	s.mu.Lock()
	f, joined := s.flights[fk]
	if !joined {
		f = &flight{done: make(chan struct{})}
		s.flights[fk] = f
	}
	s.mu.Unlock()
	if joined {
		select {
		case <-f.done:
			if f.err == nil && f.p.file == nil {
				setCache(r, "shared")
				return f.p, nil
			}
			// Its renderer failed (its client may have gone) or keeps a
			// file: try on our own, within what is left of the deadline.
			return s.renderAlone(r, snap, key, version, route, body)
		case <-r.Context().Done():
			return nil, slotErr(r.Context())
		}
	}
	f.p, f.err = s.renderAlone(r, snap, key, version, route, body)
	s.mu.Lock()
	delete(s.flights, fk)
	s.mu.Unlock()
	close(f.done)
	return f.p, f.err
}

// slotErr is the error of a request whose context ended while it waited.
func slotErr(ctx context.Context) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return errBusy
	}
	return ctx.Err()
}

// renderAlone renders page key into a spool under the request's deadline,
// in a render slot that it gives back, with the database connection, before
// a byte goes to the client.
func (s *Server) renderAlone(r *http.Request, snap *catalog.Snapshot, key, version, route string, body func(io.Writer) error) (*page, error) {
	select {
	case s.renders <- struct{}{}:
		defer func() { <-s.renders }()
	case <-r.Context().Done():
		return nil, slotErr(r.Context())
	}
	if p, ok := s.cache.get(version, key); ok {
		// Rendered by another request while this one waited.
		s.metrics.cacheHits.Inc()
		setCache(r, "hit")
		return p, nil
	}
	start := time.Now()
	sp := newSpool(s.tempDir, func(err error) {
		s.spilled.Do(func() { s.log.Warn("cannot spool large pages to a file; keeping them in memory", "err", err) })
	})
	if err := body(sp); err != nil {
		sp.discard()
		return nil, err
	}
	etag, mod := validators(snap, version)
	p, err := sp.finish(version, key, etag, mod)
	if err != nil {
		return nil, err
	}
	s.metrics.render.WithLabelValues(route).Observe(time.Since(start).Seconds())
	return p, nil
}

// lastGood answers a page whose render failed with its last good copy, when
// the cache has one and the failure is not the client's.
func (s *Server) lastGood(w http.ResponseWriter, r *http.Request, key string, err error) error {
	var he *httpError
	if errors.As(err, &he) || errors.Is(err, catalog.ErrNotFound) || errors.Is(err, context.Canceled) {
		return err
	}
	p, ok := s.cache.last(key)
	if !ok {
		return err
	}
	s.metrics.stale.Inc()
	setCache(r, "stale")
	s.log.Warn("serving the last good copy", "path", r.URL.Path, "rendered", p.mod, "err", err)
	if !current(w, r, p.etag, p.mod) {
		return nil
	}
	s.send(w, r, p)
	return nil
}

// acceptsGzip says whether the answer to r is gzip-compressed, as the gzip
// wrapper decides it: not for HEAD (the wrapper never compresses those),
// and when Accept-Encoding gives gzip a quality above zero (a quality that
// does not parse counts as zero).
func acceptsGzip(r *http.Request) bool {
	if r.Method == http.MethodHead {
		return false
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(part, ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			p = strings.TrimSpace(p)
			if len(p) >= 2 && strings.EqualFold(p[:2], "q=") {
				var err error
				if q, err = strconv.ParseFloat(p[2:], 64); err != nil {
					q = 0
				}
			}
		}
		return q > 0
	}
	return false
}
