package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Errors: one function maps an error to its answer (writeError), and no
// panic reaches a client (recoverer).

var (
	errNotFound = &httpError{http.StatusNotFound, "not found"}
	// errHidden answers every sitemap while "Discourage search engines" is on
	// (deviations 1): 410, which the shipped web server snippets never hand
	// back to WordPress, where an active Yoast would serve the sitemaps.
	errHidden = &httpError{http.StatusGone, "gone: the site asks search engines not to index it (blog_public = 0)"}
)

// httpError is an error with the status it maps to.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

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
func (s *Server) plain(w http.ResponseWriter, status int, msg string) { writePlain(w, status, msg) }

// writePlain answers status with msg as plain text, never cached.
func writePlain(w http.ResponseWriter, status int, msg string) {
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
