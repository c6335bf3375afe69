package refresh_test

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// TestStateFile: a catalog saves its snapshot and tracker state; a new one
// (a restart) answers from the file without reading the posts, and its
// first check finds what changed while it was stopped; a corrupt file and
// a stale one (other entries per page) are logged and the sitemaps built
// from the database.
func TestStateFile(t *testing.T) {
	sitetest.Each(t, "wpsitemap_fixtures", "fresh_catalog_state_test", nil, func(t *testing.T, site *sitetest.Site) {
		dir := t.TempDir()
		ctx := context.Background()
		clock := &fakeClock{t: start}
		open := func(perPage int) (*refresh.Service, *logBuf) {
			logs := &logBuf{}
			log := slog.New(slog.NewTextHandler(logs, nil))
			return newService(t, site, catalog.Options{PerPage: perPage, Logger: log}, refresh.Options{CheckEvery: time.Second, Clock: clock.now, StateDir: dir, Logger: log}), logs
		}

		first, logs := open(3)
		s, err := first.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(logs.String(), "no state file") {
			t.Errorf("first start: the log does not say there was no state file:\n%s", logs)
		}
		before := listed(t, first, s)
		pagesBefore := pageBounds(s)
		if err := first.Save(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(dir, refresh.StateFileName)); err != nil {
			t.Fatalf("no state file after Save: %v", err)
		}

		// A restart with nothing changed: the same sitemaps, pages and
		// entries, from the file.
		again, logs := open(3)
		r, err := again.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(logs.String(), "sitemaps restored from the state file") || strings.Contains(logs.String(), "sitemaps prepared") {
			t.Errorf("restart: not restored from the file:\n%s", logs)
		}
		if diff := cmp.Diff(pagesBefore, pageBounds(r)); diff != "" {
			t.Errorf("restored pages (-saved +restored):\n%s", diff)
		}
		if diff := cmp.Diff(before, listed(t, again, r)); diff != "" {
			t.Errorf("restored entries (-saved +restored):\n%s", diff)
		}

		// Changes while stopped: post 11 made private, post 600 published.
		site.Exec(t, `UPDATE wp_posts SET post_status = 'private' WHERE ID = 11`,
			`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (600, 1, '2024-01-01 10:00:00', '2024-01-01 09:00:00', 'x', 'Neu', '', 'publish', 'neu', '', '',
			'2024-01-01 10:00:00', '2024-01-01 09:00:00', '', 'post')`)
		restarted, logs := open(3)
		if _, err = restarted.Current(ctx); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(logs.String(), "sitemaps restored from the state file") {
			t.Fatalf("restart after changes: not restored from the file:\n%s", logs)
		}
		clock.advance(1100 * time.Millisecond) // the restored snapshot is checked at the next request
		r, err = restarted.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		added, removed := delta(before, listed(t, restarted, r))
		if diff := cmp.Diff([]string{"post 600"}, added); diff != "" {
			t.Errorf("changes while stopped: added (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"post 11"}, removed); diff != "" {
			t.Errorf("changes while stopped: removed (-want +got):\n%s", diff)
		}
		if err := restarted.Save(ctx); err != nil {
			t.Fatal(err)
		}

		// Stale: another entries-per-page setting.
		stale, logs := open(2)
		if _, err := stale.Current(ctx); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(logs.String(), "state file not used") || !strings.Contains(logs.String(), "sitemaps prepared") {
			t.Errorf("stale file: not logged and rebuilt:\n%s", logs)
		}

		// Corrupt: a truncated file.
		path := filepath.Join(dir, refresh.StateFileName)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b[:len(b)/2], 0o600); err != nil {
			t.Fatal(err)
		}
		corrupt, logs := open(3)
		c, err := corrupt.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(logs.String(), "corrupt state file") || !strings.Contains(logs.String(), "sitemaps prepared") {
			t.Errorf("corrupt file: not logged and rebuilt:\n%s", logs)
		}
		added, removed = delta(before, listed(t, corrupt, c))
		if !cmp.Equal(added, []string{"post 600"}) || !cmp.Equal(removed, []string{"post 11"}) {
			t.Errorf("corrupt file, rebuilt: added %v removed %v, want [post 600] and [post 11]", added, removed)
		}
	})
}
