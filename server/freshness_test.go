package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// freshSnapshots are Snapshots that report a given Freshness.
type freshSnapshots struct {
	Snapshots
	f refresh.Freshness
}

func (s freshSnapshots) Freshness() refresh.Freshness { return s.f }

// TestFreshnessMetrics: /metrics says when changes were last checked, in
// Unix seconds, whether the checks fail, and how changes are found, one
// series per way with 1 for the current one; a site of a network carries
// its site label.
func TestFreshnessMetrics(t *testing.T) {
	checked := time.Unix(1700000000, 500_000_000)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	db := sitetest.Memory(t, "wpc_year_month").Store().(store)
	for _, tc := range []struct {
		name string
		f    refresh.Freshness
		want []string
	}{
		{"binlog", refresh.Freshness{Checked: checked, How: refresh.ByBinlog}, []string{
			"wpsitemap_changes_checked_timestamp_seconds 1.7000000005e+09",
			"wpsitemap_changes_check_failing 0",
			`wpsitemap_changes_source{source="binlog"} 1`,
			`wpsitemap_changes_source{source="fallback"} 0`,
			`wpsitemap_changes_source{source="polling"} 0`,
		}},
		{"fallen back and failing", refresh.Freshness{Checked: checked, How: refresh.ByFallback, Failing: true}, []string{
			"wpsitemap_changes_check_failing 1",
			`wpsitemap_changes_source{source="binlog"} 0`,
			`wpsitemap_changes_source{source="fallback"} 1`,
		}},
		{"never checked", refresh.Freshness{}, []string{
			"wpsitemap_changes_checked_timestamp_seconds 0",
			`wpsitemap_changes_source{source="polling"} 0`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := freshSnapshots{f: tc.f}
			ts := httptest.NewServer(New(cat, db, log, Options{}))
			defer ts.Close()
			_, body := get(t, ts, http.MethodGet, "/metrics", nil)
			for _, w := range tc.want {
				if !strings.Contains(body, "\n"+w+"\n") {
					t.Errorf("/metrics lacks %s", w)
				}
			}
		})
	}

	t.Run("network site", func(t *testing.T) {
		pool := NewPool(PoolOptions{})
		h := New(freshSnapshots{f: refresh.Freshness{Checked: checked, How: refresh.ByPolling}}, db, log, Options{Pool: pool, Site: "7"})
		defer h.Close()
		ts := httptest.NewServer(h)
		defer ts.Close()
		_, body := get(t, ts, http.MethodGet, "/metrics", nil)
		for _, w := range []string{`wpsitemap_changes_source{site="7",source="polling"} 1`, `wpsitemap_changes_check_failing{site="7"} 0`} {
			if !strings.Contains(body, w) {
				t.Errorf("/metrics lacks %s", w)
			}
		}
	})
}
