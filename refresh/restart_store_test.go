package refresh_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// TestRestartsKeepTheStore: a restart renders some pages into the entry
// store again (terms, authors), which commits a new revision of it; the
// state file saved on the way out names that revision, so that the next
// restart finds the store and the file of one moment and keeps the
// store's pages instead of filling it again whole.
func TestRestartsKeepTheStore(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_fixtures")
	dir := t.TempDir()
	ctx := context.Background()
	clock := &fakeClock{t: start}
	run := func(what string) string {
		t.Helper()
		logs := &logBuf{}
		log := slog.New(slog.NewTextHandler(logs, nil))
		e, err := catalog.OpenEntries(filepath.Join(dir, "entries"), catalog.EntriesOptions{Logger: log})
		if err != nil {
			t.Fatal(err)
		}
		svc := refresh.New(catalog.New(site.Store().(catalog.Store), catalog.Options{PerPage: 3, Logger: log, Clock: clock.now, Entries: e}),
			refresh.Options{CheckEvery: time.Hour, Clock: clock.now, StateDir: dir, Logger: log})
		if _, err := svc.Current(ctx); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if err := svc.Save(ctx); err != nil {
			t.Fatalf("%s: save: %v", what, err)
		}
		svc.Close()
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
		return logs.String()
	}
	if out := run("first start"); !strings.Contains(out, "no state file") {
		t.Fatalf("first start: not built:\n%s", out)
	}
	for _, what := range []string{"first restart", "second restart"} {
		out := run(what)
		if !strings.Contains(out, "entry store agrees with the state file") || strings.Contains(out, "different moments") {
			t.Errorf("%s: the store and the state file did not agree:\n%s", what, out)
		}
	}
}
