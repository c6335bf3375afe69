package server

import (
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
)

// Rendering: a document is rendered whole before its first byte (so that a
// failure is still a 503), once for concurrent requests of the same page,
// within a bounded number of render slots, and served from its last good
// copy when the database fails.

// serveDoc answers a sitemap document: from the page cache when it holds
// it for the current data version, else rendered by body into a spool (and,
// when small enough, the cache) under the request's database deadline, then
// sent. When the render fails, the page's last good copy is sent if there is
// one, whatever data version it was rendered for, else the error goes to
// writeError (503 with Retry-After). No client ever gets a 200 that is cut
// short by a database failure.
//
// d.key names the page (its last good copy is kept under it); d.version
// names its content (docKey: it changes when the page does).
func (s *Server) serveDoc(w http.ResponseWriter, r *http.Request, snap *catalog.Snapshot, d doc) error {
	setRoute(r, d.route)
	if d.view {
		viewHeaders(w.Header())
	}
	key, version := s.scoped(d.key), s.scoped(d.version)
	// The ETag is the document's content hash, known once it has been
	// rendered for this version: then a conditional request needs no
	// render, even after the page left the cache.
	if etag, ok := s.etags.get(version); ok && !current(w, r, etag, lastModified(snap)) {
		setCache(r, "not-modified")
		return nil
	}
	if p, ok := s.cache.get(version, key); ok {
		s.metrics.cacheHits.Inc()
		setCache(r, "hit")
		if !current(w, r, p.etag, p.mod) {
			setCache(r, "not-modified")
			return nil
		}
		s.send(w, r, p)
		return nil
	}
	setCache(r, "off")
	if s.cache != nil {
		s.metrics.cacheMiss.Inc()
		setCache(r, "miss")
	}
	p, err := s.render(r, snap, d, key, version)
	if err != nil {
		return s.lastGood(w, r, key, err)
	}
	defer p.release()
	s.etags.put(version, p.etag)
	if !current(w, r, p.etag, p.mod) {
		setCache(r, "not-modified")
		return nil
	}
	// At a million posts the snapshot holds 11 MB: the cache gives it
	// way, so that memory does not grow with the site (nor, on a network,
	// with the sites).
	s.pool.hold(s.site, snap.HeldBytes())
	s.cache.put(p)
	s.send(w, r, p)
	return nil
}

// scoped is key as the pool knows it: after the site's name on a shared
// pool (two sites' pages have the same names, and may have the same
// revisions), as it is for a single site.
func (s *Server) scoped(key string) string {
	if s.site == "" {
		return key
	}
	return s.site + "\x00" + key
}

// doc is a document to serve: a sitemap's XML, or its view for people.
type doc struct {
	key     string // names the page: its last good copy is kept under it
	version string // names its content (docKey, viewKey)
	route   string // for the metrics and the log
	view    bool   // an HTML view (htmlview), not the XML
	body    func(io.Writer) error
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
func (s *Server) render(r *http.Request, snap *catalog.Snapshot, d doc, key, version string) (*page, error) {
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
			return s.renderAlone(r, snap, d, key, version)
		case <-r.Context().Done():
			return nil, slotErr(r.Context())
		}
	}
	f.p, f.err = s.renderAlone(r, snap, d, key, version)
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
func (s *Server) renderAlone(r *http.Request, snap *catalog.Snapshot, d doc, key, version string) (*page, error) {
	if err := s.pool.slots.acquire(r.Context(), s.site); err != nil {
		return nil, err
	}
	defer s.pool.slots.release(s.site)
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
	if err := d.body(sp); err != nil {
		sp.discard()
		return nil, err
	}
	p, err := sp.finish(version, key, lastModified(snap))
	if err != nil {
		return nil, err
	}
	p.view, p.site = d.view, s.site
	s.metrics.render.WithLabelValues(d.route).Observe(time.Since(start).Seconds())
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
