// Package dbtest connects tests to the MariaDB databases that
// scripts/setup-db.sh loads. A test that needs the database skips when it
// cannot connect, except in CI (CI=true), where it fails: CI must never pass
// by skipping the tests that matter.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
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

// runID tells this test process's databases and users from those of every
// other test run on the same server: two `go test` at once, from one clone or
// two, and the packages of one `go test ./...`, which run in parallel.
var runID = func() string {
	var b [3]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return fmt.Sprintf("%d%x", os.Getpid(), b)
}()

var (
	nameSeq atomic.Int64
	tempDBs sync.Map // names TempDB gave out
)

// unique returns prefix+base+"_"+suffix, with suffix unique to this process
// and call, and base cut so that the whole fits in max characters.
func unique(prefix, base string, max int) string {
	suffix := fmt.Sprintf("_%s_%d", runID, nameSeq.Add(1))
	if n := max - len(prefix) - len(suffix); len(base) > n {
		base = base[:n]
	}
	return prefix + base + suffix
}

// TempDB returns a database name for a test to create and write to, made from
// base but unique to this test run, so that tests running at once on the same
// server never share one; the database is dropped when the test ends. Its
// name starts with wpsitemap_, which scripts/setup-db.sh's test user may
// create. The shared databases that scripts/setup-db.sh loads are read-only
// for tests: a test that writes makes a Variant of one under a TempDB name.
func TempDB(t testing.TB, base string) string {
	t.Helper()
	name := unique("wpsitemap_t_", base, 64)
	tempDBs.Store(name, true)
	t.Cleanup(func() {
		if _, err := client("")("DROP DATABASE IF EXISTS `" + name + "`"); err != nil && !t.Skipped() {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	return name
}

// TempUser returns a user name made from base but unique to this test run
// (see TempDB); every account of that name is dropped when the test ends.
func TempUser(t testing.TB, base string) string {
	t.Helper()
	name := unique("", base, 32)
	t.Cleanup(func() {
		if _, err := client("")("DROP USER IF EXISTS '" + name + "'@'%', '" + name + "'@'localhost'"); err != nil && !t.Skipped() {
			t.Errorf("drop user %s: %v", name, err)
		}
	})
	return name
}

// Variant makes database name as a copy of database src with the SQL
// statements fixes run on it, and opens it. The copy is made with the mysql
// client as the test user (root in CI), so tests can cover site settings
// that no loaded database has without a dump of their own. name must come
// from TempDB: tests of different packages, and other test runs, use the
// same server at the same time.
func Variant(t testing.TB, src, name string, fixes ...string) *wpdb.DB {
	t.Helper()
	if _, ok := tempDBs.Load(name); !ok {
		t.Fatalf("dbtest.Variant(%q): name the copy with dbtest.TempDB, so that it is unique to the run and dropped after it", name)
	}
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

// Observed is one capture of testdata/conformance/observed: a WordPress
// database made by WordPress's own PHP with plugins installed (db.sql) and
// what the running site served, for each host it was asked on.
type Observed struct {
	Name  string   // folder name, e.g. "polylang-subdomain"
	Dump  string   // its db.sql
	Hosts []Host   // one per host captured; a single-host capture has one, Host ""
	Env   []string // what the service needs beside the database (NAME, value, ...)
}

// Host is what one host of an observed site served: a scenario folder of
// internal/conformance, requested with Host (none for a single-host capture).
type Host struct {
	Host string
	Dir  string
}

// ObservedDir returns testdata/conformance/observed.
func ObservedDir() string { return filepath.Join(ConformanceDir(), "observed") }

// ObservedCaptures lists the captures of ObservedDir. A capture folder holds
// db.sql; its host folders are the folder itself when it holds index.tsv,
// else each subfolder that does, named by the host (HOST or HOST:PORT).
// Its env file, when present, holds NAME=value lines for the service.
func ObservedCaptures(t testing.TB) []Observed {
	t.Helper()
	entries, err := os.ReadDir(ObservedDir())
	if err != nil {
		t.Fatalf("observed captures: %v", err)
	}
	var out []Observed
	for _, e := range entries {
		d := filepath.Join(ObservedDir(), e.Name())
		if !e.IsDir() {
			continue
		}
		o := Observed{Name: e.Name(), Dump: filepath.Join(d, "db.sql")}
		if _, err := os.Stat(o.Dump); err != nil {
			t.Fatalf("observed capture %s has no db.sql", d)
		}
		if _, err := os.Stat(filepath.Join(d, "index.tsv")); err == nil {
			o.Hosts = []Host{{Dir: d}}
		} else {
			subs, _ := os.ReadDir(d)
			for _, s := range subs {
				if _, err := os.Stat(filepath.Join(d, s.Name(), "index.tsv")); s.IsDir() && err == nil {
					o.Hosts = append(o.Hosts, Host{Host: s.Name(), Dir: filepath.Join(d, s.Name())})
				}
			}
		}
		if len(o.Hosts) == 0 {
			t.Fatalf("observed capture %s has no index.tsv, nor a host folder with one", d)
		}
		if raw, err := os.ReadFile(filepath.Join(d, "env")); err == nil {
			for _, line := range strings.Split(string(raw), "\n") {
				if k, v, ok := strings.Cut(strings.TrimSpace(line), "="); ok && !strings.HasPrefix(k, "#") {
					o.Env = append(o.Env, k, v)
				}
			}
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		t.Fatalf("no observed captures under %s", ObservedDir())
	}
	return out
}

// Load makes database name (from TempDB) and loads the SQL dump file into it.
func Load(t testing.TB, name, file string) *wpdb.DB {
	t.Helper()
	if _, ok := tempDBs.Load(name); !ok {
		t.Fatalf("dbtest.Load(%q): name the database with dbtest.TempDB, so that it is unique to the run and dropped after it", name)
	}
	sql, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client("")("CREATE DATABASE `" + name + "` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci"); err != nil {
		Unavailable(t, "create database %s: %v", name, err)
		return nil
	}
	if _, err := client(name)(string(sql), name); err != nil {
		t.Fatalf("load %s into %s: %v", file, name, err)
	}
	return Open(t, name)
}

// KnownDifferences reads a host folder's known-differences.json: the
// checks (by their What) that fail because wpsitemap differs from what
// the site served where no deviation explains it, each with why; empty
// when there is no such file.
func KnownDifferences(t testing.TB, dir string) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(dir, "known-differences.json"))
	if errors.Is(err, os.ErrNotExist) {
		return map[string]string{}
	}
	if err != nil {
		t.Fatal(err)
	}
	var list []struct{ Check, Why string }
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatalf("%s: %v", filepath.Join(dir, "known-differences.json"), err)
	}
	out := map[string]string{}
	for _, k := range list {
		if k.Check == "" || k.Why == "" {
			t.Fatalf("%s: every entry needs check and why", filepath.Join(dir, "known-differences.json"))
		}
		out[k.Check] = k.Why
	}
	return out
}
