package server

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/wpsitemap/wpsitemap/refresh"
)

// metrics are the Prometheus series served at /metrics.
type metrics struct {
	reg       *prometheus.Registry
	requests  *prometheus.CounterVec
	render    *prometheus.HistogramVec
	cacheHits prometheus.Counter
	cacheMiss prometheus.Counter
	dbErrors  prometheus.Counter
	aborted   prometheus.Counter
	stale     prometheus.Counter
	handler   http.Handler
}

// newMetrics makes s's series. A single site registers them, with the Go
// runtime's and the process's, in a registry of its own; a site of a
// network in its pool's, under the label site="{Options.Site}", and the
// pool's handler answers every site's (/metrics on a network).
func newMetrics(s *Server) *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "wpsitemap_requests_total", Help: "HTTP requests by route and status.",
	}, []string{"route", "status"})
	m.render = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "wpsitemap_render_seconds", Help: "Time to render a document that was not cached.",
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
	}, []string{"route"})
	m.cacheHits = prometheus.NewCounter(prometheus.CounterOpts{Name: "wpsitemap_cache_hits_total", Help: "Documents served from the page cache."})
	m.cacheMiss = prometheus.NewCounter(prometheus.CounterOpts{Name: "wpsitemap_cache_misses_total", Help: "Documents rendered from the database."})
	m.dbErrors = prometheus.NewCounter(prometheus.CounterOpts{Name: "wpsitemap_database_errors_total", Help: "Requests that failed because of the database."})
	m.aborted = prometheus.NewCounter(prometheus.CounterOpts{Name: "wpsitemap_aborted_streams_total", Help: "Responses cut mid-stream after a failure."})
	m.stale = prometheus.NewCounter(prometheus.CounterOpts{Name: "wpsitemap_stale_served_total",
		Help: "Pages served from their last good copy because the database failed or missed the deadline."})
	rows := prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "wpsitemap_rows_read_total", Help: "Rows read from the WordPress database."},
		func() float64 { return float64(s.db.RowsRead()) })
	cachePages := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "wpsitemap_cache_pages", Help: "Documents in the page cache."},
		func() float64 { n, _ := s.cacheStats(); return float64(n) })
	cacheBytes := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "wpsitemap_cache_bytes", Help: "Compressed bytes in the page cache."},
		func() float64 { _, b := s.cacheStats(); return float64(b) })
	if s.notify != nil {
		m.reg.MustRegister(notifyCollectors(s.notify)...)
	}
	site := []prometheus.Collector{m.requests, m.render, m.cacheHits, m.cacheMiss, m.dbErrors, m.aborted, m.stale, rows, cachePages, cacheBytes}
	if f, ok := s.cat.(freshness); ok {
		site = append(site, freshnessCollectors(f)...)
	}
	if s.pool.reg != nil {
		s.pool.register(s.site, site...)
		m.handler = s.pool.metrics
		return m
	}
	m.reg.MustRegister(append(site, collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))...)
	m.handler = promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
	return m
}

// cacheStats returns the pages and bytes of the page cache: all of it for
// a single site, the site's own part of a shared pool's.
func (s *Server) cacheStats() (int, int64) {
	if s.pool.reg != nil {
		return s.cache.siteStats(s.site)
	}
	return s.cache.stats()
}

type routeKey struct{}

// reqInfo is filled in by handlers and read by the access log.
type reqInfo struct {
	route string
	cache string
}

func setRoute(r *http.Request, route string) {
	if ri, ok := r.Context().Value(routeKey{}).(*reqInfo); ok {
		ri.route = route
	}
}

func setCache(r *http.Request, state string) {
	if ri, ok := r.Context().Value(routeKey{}).(*reqInfo); ok {
		ri.cache = state
	}
}

// statusWriter records the status and size of a response.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(p)
	w.bytes += int64(n)
	return n, err
}

func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// observe logs one line per request and counts it.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		w.Header().Set(GeneratorHeader, Generator)
		info := &reqInfo{route: "other"}
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			if v := recover(); v != nil {
				status = 0 // aborted
				s.metrics.aborted.Inc()
				defer panic(v)
			}
			s.metrics.requests.WithLabelValues(info.route, strconv.Itoa(status)).Inc()
			s.log.LogAttrs(r.Context(), levelFor(status), "request",
				slog.String("method", r.Method), slog.String("path", r.URL.RequestURI()), slog.Int("status", status),
				slog.Int64("bytes", sw.bytes), slog.Duration("duration", time.Since(start)),
				slog.String("route", info.route), slog.String("cache", info.cache))
		}()
		next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), routeKey{}, info)))
	})
}

func (s *Server) metricsHandler(w http.ResponseWriter, r *http.Request) {
	setRoute(r, "metrics")
	s.metrics.handler.ServeHTTP(w, r)
}

// levelFor logs server errors and aborted streams as warnings, the rest at info.
func levelFor(status int) slog.Level {
	if status == 0 || status >= 500 {
		return slog.LevelWarn
	}
	return slog.LevelInfo
}

// notifyCollectors are the IndexNow counters of n: a single site's, or a
// network's one Sender's, registered once in its pool (PoolOptions.Notify).
func notifyCollectors(n NotifyStats) []prometheus.Collector {
	return []prometheus.Collector{
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "wpsitemap_indexnow_sent_total", Help: "URLs IndexNow accepted."},
			func() float64 { return float64(n.Sent()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "wpsitemap_indexnow_failed_total", Help: "URLs IndexNow refused for good (a 4xx other than 429), given up."},
			func() float64 { return float64(n.Failed()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "wpsitemap_indexnow_queued", Help: "URLs waiting to be submitted to IndexNow."},
			func() float64 { return float64(n.Queued()) }),
	}
}

// freshness is implemented by Snapshots that follow the database's changes
// (*refresh.Service).
type freshness interface{ Freshness() refresh.Freshness }

// freshnessCollectors say how current f's sitemaps are: when the last
// check for changes that worked started (how far the sitemaps may be
// behind the database), whether the last check failed, and how changes
// are found (the binary log, polling, or polling after the log failed).
func freshnessCollectors(f freshness) []prometheus.Collector {
	cs := []prometheus.Collector{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "wpsitemap_changes_checked_timestamp_seconds",
			Help: "Unix time when the last successful check for database changes started; 0 before the first. The sitemaps show every write committed before it."},
			func() float64 {
				if t := f.Freshness().Checked; !t.IsZero() {
					return float64(t.UnixNano()) / 1e9
				}
				return 0
			}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "wpsitemap_changes_check_failing",
			Help: "1 while the last check for changes (or the first preparation) failed: the database unreachable, or too slow for the deadline."},
			func() float64 { return boolGauge(f.Freshness().Failing) }),
	}
	for _, how := range []string{refresh.ByBinlog, refresh.ByPolling, refresh.ByFallback} {
		cs = append(cs, prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "wpsitemap_changes_source",
			Help:        "1 for how changes are found now: binlog (the binary log), polling (tables polled), fallback (tables polled because the binary log failed; it is tried again).",
			ConstLabels: prometheus.Labels{"source": how}},
			func() float64 { return boolGauge(f.Freshness().How == how) }))
	}
	return cs
}

func boolGauge(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
