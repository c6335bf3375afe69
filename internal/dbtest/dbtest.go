// Package dbtest connects tests to the MariaDB databases that
// scripts/setup-db.sh loads. A test that needs the database skips when it
// cannot connect, except in CI (CI=true), where it fails: CI must never pass
// by skipping the tests that matter.
package dbtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/wpdb"
)

// Conn returns the connection settings for database name, from
// WPSITEMAP_TEST_DB_HOST/PORT/USER/PASSWORD (defaults 127.0.0.1, 3306, root, "").
func Conn(name string) wpdb.ConnConfig {
	get := func(k, def string) string {
		if v, ok := os.LookupEnv(k); ok {
			return v
		}
		return def
	}
	return wpdb.ConnConfig{
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
func Open(t testing.TB, name string) *wpdb.DB {
	t.Helper()
	db, err := wpdb.Open(Conn(name))
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

// Variant makes database name as a copy of database src with the SQL
// statements fixes run on it, and opens it. The copy is made with the mysql
// client as the test user (root in CI), so tests can cover site settings
// that no loaded database has without a dump of their own. Names must be
// unique per test: tests of different packages run at the same time.
func Variant(t testing.TB, src, name string, fixes ...string) *wpdb.DB {
	t.Helper()
	mysql := client(src)
	var b strings.Builder
	fmt.Fprintf(&b, "DROP DATABASE IF EXISTS `%s`; CREATE DATABASE `%s` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;\n", name, name)
	tables, err := mysql("", "-N", "-e", "SELECT table_name FROM information_schema.tables WHERE table_schema = '"+src+"'")
	if err != nil || len(tables) == 0 {
		Unavailable(t, "list the tables of %s: %v (run scripts/setup-db.sh)", src, err)
		return nil
	}
	for _, tbl := range strings.Fields(string(tables)) {
		fmt.Fprintf(&b, "CREATE TABLE `%s`.`%s` LIKE `%s`.`%s`; INSERT INTO `%s`.`%s` SELECT * FROM `%s`.`%s`;\n",
			name, tbl, src, tbl, name, tbl, src, tbl)
	}
	if _, err := mysql(b.String()); err != nil {
		Unavailable(t, "copy %s to %s: %v", src, name, err)
		return nil
	}
	Exec(t, name, fixes...)
	return Open(t, name)
}

// Query runs a query on database name with the mysql client and returns
// its rows as tab-separated fields (NULL reads "NULL"; values must not hold
// tabs or newlines: select what the test compares, or a hash of it).
func Query(t testing.TB, name, query string) [][]string {
	t.Helper()
	out, err := client(name)("", "-N", "-B", "-e", query, name)
	if err != nil {
		t.Fatalf("query on %s: %v", name, err)
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimRight(string(out), "\n"), "\n") {
		if line != "" {
			rows = append(rows, strings.Split(line, "\t"))
		}
	}
	return rows
}

// client returns a runner of the mysql client, as the test user, for
// scripts (on stdin) and arguments.
func client(name string) func(script string, args ...string) ([]byte, error) {
	c := Conn(name)
	host, port, _ := strings.Cut(c.Addr, ":")
	return func(script string, args ...string) ([]byte, error) {
		args = append([]string{"--protocol=TCP", "-h" + host, "-P" + port, "-u" + c.User, "--default-character-set=utf8mb4"}, args...)
		cmd := exec.Command("mysql", args...)
		cmd.Env = append(os.Environ(), "MYSQL_PWD="+c.Password)
		cmd.Stdin = strings.NewReader(script)
		out, err := cmd.Output()
		if ee, ok := err.(*exec.ExitError); ok {
			err = fmt.Errorf("%v: %s", err, ee.Stderr)
		}
		return out, err
	}
}

// Exec runs SQL statements on database name (a Variant: tests write only
// to their own copies), as a writer such as WordPress would. With name ""
// they run on no database: for the users and databases a test makes for
// itself.
func Exec(t testing.TB, name string, stmts ...string) {
	t.Helper()
	if len(stmts) == 0 {
		return
	}
	var args []string
	if name != "" {
		args = append(args, name)
	}
	if _, err := client(name)(strings.Join(stmts, ";\n")+";", args...); err != nil {
		t.Fatalf("exec on %s: %v", name, err)
	}
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
