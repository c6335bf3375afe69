package site

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/config"
)

// Front is the process's HTTP server: it listens once, and answers with
// the handler of the way of serving in place (one set of sitemaps, one per
// language host, a network), which a site that changes how it is served
// (Polylang switched to or from subdomains) replaces without closing the
// listener.
type Front struct {
	cfg   config.Config
	log   *slog.Logger
	ready chan<- string

	h    atomic.Pointer[http.Handler]
	srv  *http.Server
	errc chan error // the server's end
}

// NewFront returns the server listening on cfg.Addr once Serve is first
// called, which then sends ready (when not nil) the address.
func NewFront(cfg config.Config, log *slog.Logger, ready chan<- string) *Front {
	return &Front{cfg: cfg, log: log, ready: ready}
}

// ServeHTTP implements http.Handler: the handler in place.
func (f *Front) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	(*f.h.Load()).ServeHTTP(w, r)
}

// Serve answers with handler, listening on cfg.Addr the first time, until
// ctx ends (it then shuts the server down and returns the exit status) or
// until switched is closed (it returns again = true, still listening, for
// the next way of serving to call Serve with its handler).
func (f *Front) Serve(ctx context.Context, handler http.Handler, switched <-chan struct{}) (code int, again bool) {
	f.h.Store(&handler)
	if f.srv == nil {
		f.srv = &http.Server{
			Handler:           f,
			ReadHeaderTimeout: 5 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      120 * time.Second,
			IdleTimeout:       120 * time.Second,
			MaxHeaderBytes:    64 << 10,
			ErrorLog:          slog.NewLogLogger(f.log.Handler(), slog.LevelWarn),
		}
		ln, err := net.Listen("tcp", f.cfg.Addr)
		if err != nil {
			// A busy port, most often: say which setting moves it.
			f.log.Error("cannot listen; set WPSITEMAP_ADDR or --addr to another address", "addr", f.cfg.Addr,
				"from", f.cfg.Origin("addr"), "err", err)
			return 1, false
		}
		f.log.Info("serving", "addr", ln.Addr().String(), "db", f.cfg.DB, "db_timeout", f.cfg.DBTimeout,
			"memory_limit", debug.SetMemoryLimit(-1))
		if f.ready != nil {
			f.ready <- ln.Addr().String()
		}
		f.errc = make(chan error, 1)
		go func() { f.errc <- f.srv.Serve(ln) }()
	}
	select {
	case err := <-f.errc:
		f.log.Error("server stopped", "err", err)
		return 1, false
	case <-switched:
		return 0, true
	case <-ctx.Done():
	}
	f.log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := f.srv.Shutdown(sctx); err != nil {
		f.log.Error("shutdown", "err", err)
		return 1, false
	}
	return 0, false
}
