package wpdb_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestProbe: each wrong setting is told apart, with the names an operator
// needs to fix it, against the real server.
func TestProbe(t *testing.T) {
	dbtest.Open(t, "wpc_year_month")
	// Databases and a user of this run only (dropped at the end): limitedUser
	// may read wp_options of wpc_year_month and nothing else.
	missing, nohome, other := dbtest.TempDB(t, "ops_probe_missing"), dbtest.TempDB(t, "ops_probe_nohome"), dbtest.TempDB(t, "ops_probe_other")
	limitedUser := dbtest.TempUser(t, "probe_limited")
	dbtest.Variant(t, "wpc_year_month", missing, "DROP TABLE wp_usermeta")
	dbtest.Variant(t, "wpc_year_month", nohome, "DELETE FROM wp_options WHERE option_name = 'home'")
	dbtest.Exec(t, "", "CREATE DATABASE `"+other+"`;"+
		" CREATE TABLE `"+other+"`.notes (id INT PRIMARY KEY);"+
		" CREATE USER IF NOT EXISTS '"+limitedUser+"'@'%' IDENTIFIED BY 'probe-pw';"+
		" GRANT SELECT ON `wpc_year_month`.`wp_options` TO '"+limitedUser+"'@'%';")
	addr := dbtest.Conn("").Addr

	conn := func(name string, edit func(*wpdb.ConnConfig)) wpdb.ConnConfig {
		c := dbtest.Conn(name)
		if edit != nil {
			edit(&c)
		}
		return c
	}
	limited := func(c *wpdb.ConnConfig) { c.User, c.Password = limitedUser, "probe-pw" }
	for _, tc := range []struct {
		name    string
		conn    wpdb.ConnConfig
		problem wpdb.Problem // 0: no error
		msg     string       // the start of Msg
		found   string
		down    bool // matches ErrUnavailable
	}{
		{name: "ok", conn: conn("wpc_year_month", nil)},
		{name: "wrong prefix", conn: conn("wpc_year_month", func(c *wpdb.ConnConfig) { c.Prefix = "wpx_" }),
			problem: wpdb.WrongPrefix, msg: `table wpx_options not found in database "wpc_year_month"`,
			found: `tables found with prefix "wp_"`},
		{name: "not wordpress", conn: conn(other, nil),
			problem: wpdb.NotWordPress, msg: `database "` + other + `" holds no WordPress tables (no wp_options, nor any table named like *options)`},
		{name: "missing table", conn: conn(missing, nil),
			problem: wpdb.MissingTables, msg: `table wp_usermeta not found in database "` + missing + `"`,
			found: `the other tables with prefix "wp_" are there`},
		{name: "no home", conn: conn(nohome, nil),
			problem: wpdb.NotWordPress, msg: `table wp_options in database "` + nohome + `" has no home option`},
		{name: "unknown database", conn: conn("ops_probe_nonesuch", nil),
			problem: wpdb.NoDatabase, msg: `database "ops_probe_nonesuch" does not exist on ` + addr},
		{name: "wrong password", conn: conn("wpc_year_month", func(c *wpdb.ConnConfig) { c.User, c.Password = limitedUser, "wrong" }),
			problem: wpdb.AccessDenied, msg: "the database server at " + addr + " refused the login: Access denied for user '" + limitedUser + "'@"},
		{name: "no grant on the database", conn: conn("wpc_plain", limited),
			problem: wpdb.NoDatabaseAccess, msg: `user "` + limitedUser + `" may not use database "wpc_plain" on ` + addr},
		{name: "no grant on a table", conn: conn("wpc_year_month", limited),
			problem: wpdb.NoTableAccess, msg: `user "` + limitedUser + `" may not read the WordPress tables of database "wpc_year_month": SELECT command denied`},
		{name: "refused", conn: conn("wpc_year_month", func(c *wpdb.ConnConfig) { c.Addr = "127.0.0.1:1" }),
			problem: wpdb.Unreachable, msg: "cannot reach the database server at 127.0.0.1:1: connect: connection refused", down: true},
		{name: "unknown host", conn: conn("wpc_year_month", func(c *wpdb.ConnConfig) { c.Addr = "no-such-host.invalid:3306" }),
			problem: wpdb.Unreachable, msg: `cannot reach the database server at no-such-host.invalid:3306: unknown host "no-such-host.invalid"`, down: true},
		{name: "no socket", conn: conn("wpc_year_month", func(c *wpdb.ConnConfig) { c.Net, c.Addr = "unix", "/nonexistent/mysqld.sock" }),
			problem: wpdb.Unreachable, msg: "cannot reach the database server at /nonexistent/mysqld.sock: connect: no such file or directory", down: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db, err := wpdb.Open(tc.conn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			err = db.Probe(ctx)
			if tc.problem == 0 {
				if err != nil {
					t.Fatalf("Probe: %v", err)
				}
				return
			}
			var se *wpdb.SetupError
			if !errors.As(err, &se) {
				t.Fatalf("Probe: %v (%T), want a *wpdb.SetupError", err, err)
			}
			if se.Problem != tc.problem || !strings.HasPrefix(se.Msg, tc.msg) || se.Found != tc.found {
				t.Errorf("Probe: problem %d, Msg %q, Found %q\nwant problem %d, Msg starting %q, Found %q",
					se.Problem, se.Msg, se.Found, tc.problem, tc.msg, tc.found)
			}
			if errors.Is(err, wp.ErrUnavailable) != tc.down {
				t.Errorf("errors.Is(err, ErrUnavailable) = %v, want %v", !tc.down, tc.down)
			}
			if strings.Contains(err.Error(), "probe-pw") || strings.Contains(err.Error(), "\n") {
				t.Errorf("message %q must be one line without the password", err)
			}
		})
	}
}

// TestInstalled reads the versions and grants of a conformance database,
// made with WordPress 6.1 (db_version 53496) and Yoast SEO 21.1.
func TestInstalled(t *testing.T) {
	db := dbtest.Open(t, "wpc_year_month")
	in, err := db.Installed(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	got := []string{in.DBVersion, in.WordPress, in.Yoast}
	if d := cmp.Diff([]string{"53496", "", "21.1"}, got); d != "" {
		t.Errorf("db_version, WordPress, Yoast (-want +got):\n%s", d)
	}
	if !in.HasYoast {
		t.Error("HasYoast is false; the database has a wpseo option")
	}
	if in.Server == "" || !strings.Contains(in.User, "@") || len(in.Grants) == 0 || !strings.HasPrefix(in.Grants[0], "GRANT ") {
		t.Errorf("server %q, user %q, grants %q", in.Server, in.User, in.Grants)
	}
}

// BenchmarkProbe is what each /readyz costs the database: a ping and
// one query that opens every table and reads one option.
//
//	go test ./wp -run '^$' -bench Probe
func BenchmarkProbe(b *testing.B) {
	db := dbtest.Open(b, "wpc_year_month")
	ctx := context.Background()
	for b.Loop() {
		if err := db.Probe(ctx); err != nil {
			b.Fatal(err)
		}
	}
}
