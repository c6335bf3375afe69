// Package dbtest connects tests to the MariaDB databases that
// scripts/setup-db.sh loads. A test that needs the database skips when it
// cannot connect, except in CI (CI=true), where it fails: CI must never pass
// by skipping the tests that matter.
package dbtest

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Conn returns the connection settings for database name, from
// WPSITEMAP_TEST_DB_HOST/PORT/USER/PASSWORD (defaults 127.0.0.1, 3306, root, "").
func Conn(name string) wp.ConnConfig {
	get := func(k, def string) string {
		if v, ok := os.LookupEnv(k); ok {
			return v
		}
		return def
	}
	return wp.ConnConfig{
		Net:      "tcp",
		Addr:     get("WPSITEMAP_TEST_DB_HOST", "127.0.0.1") + ":" + get("WPSITEMAP_TEST_DB_PORT", "3306"),
		User:     get("WPSITEMAP_TEST_DB_USER", "root"),
		Password: get("WPSITEMAP_TEST_DB_PASSWORD", ""),
		Name:     name,
		Prefix:   "wp_",
	}
}

// Open connects to database name and checks that it answers and holds a
// WordPress options table.
func Open(t testing.TB, name string) *wp.DB {
	t.Helper()
	db, err := wp.Open(Conn(name))
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	t.Cleanup(func() { db.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := db.LoadSite(ctx); err != nil {
		Unavailable(t, "database %s: %v (run scripts/setup-db.sh)", name, err)
	}
	return db
}

// Unavailable skips the test locally and fails it in CI.
func Unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf(format, args...)
	}
	t.Skipf(format, args...)
}

// Scenario is one conformance folder.
type Scenario struct {
	Name    string // folder name, e.g. "year-month"
	Dir     string // absolute path
	DB      string // database name, e.g. "wpc_year_month"
	PerPage int
}

// Root returns the repository's root folder.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// ConformanceDir returns testdata/conformance: one folder per scenario, each
// with the database dump (db.sql, loaded by scripts/setup-db.sh), what
// WordPress and Yoast SEO answered for it, and what WordPress computed.
func ConformanceDir() string {
	return filepath.Join(Root(), "testdata", "conformance")
}

// Scenarios lists the conformance scenarios that have a database dump.
func Scenarios(t testing.TB) []Scenario {
	t.Helper()
	dir := ConformanceDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		Unavailable(t, "conformance data: %v", err)
		return nil
	}
	var out []Scenario
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		d := filepath.Join(dir, e.Name())
		if _, err := os.Stat(filepath.Join(d, "db.sql")); err != nil {
			continue
		}
		pp := 5
		if e.Name() == "default-per-page" {
			pp = 1000
		}
		out = append(out, Scenario{Name: e.Name(), Dir: d, DB: "wpc_" + strings.ReplaceAll(e.Name(), "-", "_"), PerPage: pp})
	}
	if len(out) == 0 {
		Unavailable(t, "no conformance scenarios under %s", dir)
	}
	return out
}
