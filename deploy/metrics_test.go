package deploy

import (
	"bufio"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
)

// notifyCounts stands for the IndexNow sender, so that its series are
// exported too.
type notifyCounts struct{}

func (notifyCounts) Sent() int64   { return 1 }
func (notifyCounts) Failed() int64 { return 0 }
func (notifyCounts) Queued() int64 { return 0 }

// exported scrapes /metrics of a running service, as serve makes it (a
// refresh.Service over a catalog, IndexNow on), after a request of each
// kind, so that every labelled series has a value; it returns the names
// of the samples and of their families (a histogram's family, X, has the
// samples X_bucket, X_sum and X_count).
func exported(t *testing.T) (samples, families map[string]bool) {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	db := sitetest.Memory(t, "wpc_year_month").Store().(interface {
		catalog.Store
		server.Database
	})
	svc := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Logger: log}), refresh.Options{Logger: log})
	t.Cleanup(svc.Close)
	h := server.New(svc, db, log, server.Options{CacheBytes: server.DefaultCacheBytes, Notify: notifyCounts{}})
	t.Cleanup(h.Close)
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	get := func(path string) string {
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d", path, resp.StatusCode)
		}
		return string(b)
	}
	get("/sitemap_index.xml")
	get("/post-sitemap.xml")
	samples, families = map[string]bool{}, map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(get("/metrics")))
	for sc.Scan() {
		line := sc.Text()
		if f, ok := strings.CutPrefix(line, "# TYPE "); ok {
			families[strings.Fields(f)[0]] = true
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		samples[strings.FieldsFunc(line, func(r rune) bool { return r == '{' || r == ' ' })[0]] = true
	}
	if !families["wpsitemap_requests_total"] || !families["wpsitemap_changes_source"] || !families["go_goroutines"] {
		t.Fatalf("the scrape lacks the service's series: %v", families)
	}
	return samples, families
}

// metricName is a series name of the service, the Go runtime or the
// process, as a query names it.
var metricName = regexp.MustCompile(`\b(?:wpsitemap|go|process)_[a-z0-9_]+\b`)

// TestDashboardAndAlertsUseExportedMetrics: the Grafana dashboard and the
// alert rules name only series the running service exports, the dashboard
// shows every one of the service's own, and the rules hold an alert for
// each trouble an operator must hear of.
func TestDashboardAndAlertsUseExportedMetrics(t *testing.T) {
	samples, families := exported(t)
	known := func(name string) bool { return samples[name] || families[name] }

	raw, err := os.ReadFile("grafana/wpsitemap.json")
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Title  string
		Panels []struct {
			Type    string
			Title   string
			Targets []struct{ Expr string }
		}
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatalf("grafana/wpsitemap.json: %v", err)
	}
	shown := map[string]bool{}
	for _, p := range dash.Panels {
		if p.Type != "row" && len(p.Targets) == 0 {
			t.Errorf("dashboard panel %q has no query", p.Title)
		}
		for _, q := range p.Targets {
			for _, name := range metricName.FindAllString(q.Expr, -1) {
				shown[strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, "_bucket"), "_sum"), "_count")] = true
			}
		}
	}
	for _, name := range metricName.FindAllString(string(raw), -1) {
		if !known(name) {
			t.Errorf("grafana/wpsitemap.json names %s, which the service does not export", name)
		}
	}
	for f := range families {
		if strings.HasPrefix(f, "wpsitemap_") && !shown[f] {
			t.Errorf("the dashboard shows nothing of %s", f)
		}
	}

	rules, err := os.ReadFile("prometheus/wpsitemap-alerts.yml")
	if err != nil {
		t.Fatal(err)
	}
	alertLine := regexp.MustCompile(`(?m)^\s*- alert: (\S+)$`)
	exprLine := regexp.MustCompile(`(?m)^\s*expr: (.+)$`)
	var alerts []string
	for _, m := range alertLine.FindAllStringSubmatch(string(rules), -1) {
		alerts = append(alerts, m[1])
	}
	exprs := exprLine.FindAllStringSubmatch(string(rules), -1)
	if len(exprs) != len(alerts) {
		t.Fatalf("%d alerts and %d one-line expressions: write each expr on its line, so this test reads it", len(alerts), len(exprs))
	}
	for i, m := range exprs {
		names := metricName.FindAllString(m[1], -1)
		if len(names) == 0 {
			t.Errorf("alert %s: %q names no series of the service", alerts[i], m[1])
		}
		for _, name := range names {
			if !known(name) {
				t.Errorf("alert %s names %s, which the service does not export", alerts[i], name)
			}
		}
	}
	for _, want := range []string{
		"WpsitemapDatabaseUnreachable", "WpsitemapServingOldCopies", "WpsitemapChangesBehind",
		"WpsitemapBinlogFallback", "WpsitemapIndexNowFailing", "WpsitemapIndexNowStuck", "Wpsitemap503s",
	} {
		if !slices.Contains(alerts, want) {
			t.Errorf("no alert %s in prometheus/wpsitemap-alerts.yml (alerts: %v)", want, alerts)
		}
	}
}

// TestAlertRules: promtool (Debian's prometheus package; .ci/run installs
// it) accepts the rules, and its unit tests of them pass: each alert fires
// on the series that should fire it, and none on a healthy service.
func TestAlertRules(t *testing.T) {
	promtool, err := exec.LookPath("promtool")
	if err != nil {
		dbtest.Unavailable(t, "promtool: %v (apt-get install prometheus)", err)
	}
	for _, args := range [][]string{
		{"check", "rules", "wpsitemap-alerts.yml"},
		{"test", "rules", "wpsitemap-alerts.test.yml"},
	} {
		cmd := exec.Command(promtool, args...)
		cmd.Dir = "prometheus"
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("promtool %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}
