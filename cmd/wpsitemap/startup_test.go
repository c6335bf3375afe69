package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestStartupFailsFast: with a wrong database setting, serve and urls stop
// at once with exit status 2 and one line that names the cause and the
// setting to change (serve does not start answering 503 forever).
func TestStartupFailsFast(t *testing.T) {
	dbtest.Open(t, "wpc_year_month")
	addr := dbtest.Conn("").Addr
	wpConfig := filepath.Join(t.TempDir(), "wp-config.php")
	if err := os.WriteFile(wpConfig, []byte("<?php\n$table_prefix = 'wpx_';\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		env  []string
		args []string
		want string
	}{
		// The message names where the value came from: a flag, wp-config.php, a default.
		{"prefix from the flag", nil, []string{"--table-prefix", "wpx_"},
			`wpsitemap: table wpx_options not found in database "wpc_year_month": is --table-prefix right? (tables found with prefix "wp_")`},
		{"prefix from wp-config.php", nil, []string{"--wp-config", wpConfig},
			`wpsitemap: table wpx_options not found in database "wpc_year_month": is $table_prefix in ` + wpConfig + ` (line 2) right? (tables found with prefix "wp_")`},
		{"default database", []string{"WORDPRESS_DB_NAME", ""}, nil,
			`wpsitemap: database "wordpress" does not exist on ` + addr + `: is WORDPRESS_DB_NAME (not set: default "wordpress") right?`},
		{"wrong prefix", []string{"WORDPRESS_TABLE_PREFIX", "wpx_"}, nil,
			`wpsitemap: table wpx_options not found in database "wpc_year_month": is WORDPRESS_TABLE_PREFIX right? (tables found with prefix "wp_")`},
		{"unknown database", []string{"WORDPRESS_DB_NAME", "ops_startup_nonesuch"}, nil,
			`wpsitemap: database "ops_startup_nonesuch" does not exist on ` + addr + `: is WORDPRESS_DB_NAME right?`},
		{"refused", []string{"WORDPRESS_DB_HOST", "127.0.0.1:1"}, nil,
			`wpsitemap: cannot reach the database server at 127.0.0.1:1: connect: connection refused: is WORDPRESS_DB_HOST right, and is the database server running?`},
		{"access denied", []string{"WORDPRESS_DB_USER", "ops_startup_nobody", "WORDPRESS_DB_PASSWORD", "s3cret-pw"}, nil,
			`wpsitemap: the database server at ` + addr + ` refused the login: Access denied for user 'ops_startup_nobody'@`},
	} {
		for _, cmd := range []string{"serve", "urls"} {
			t.Run(tc.name+"/"+cmd, func(t *testing.T) {
				var out, errb bytes.Buffer
				ready := make(chan string, 1)
				code := run(context.Background(), append([]string{cmd}, tc.args...), dbEnv("wpc_year_month", tc.env...), &out, &errb, ready)
				if code != 2 {
					t.Errorf("exit %d, want 2", code)
				}
				if len(ready) > 0 {
					t.Error("serve listened before failing")
				}
				msg := errb.String()
				if strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, tc.want) {
					t.Errorf("stderr %q\nwant one line starting %q", msg, tc.want)
				}
				if strings.Contains(msg, "s3cret-pw") || out.Len() > 0 {
					t.Errorf("stdout %q, stderr %q: want nothing on stdout and no password", out.String(), msg)
				}
			})
		}
	}
}

// TestBadConfigExitsTwoEverywhere: a bad value of a setting a command uses
// stops it with exit status 2; one it does not use is ignored (healthcheck
// reads no database setting).
func TestBadConfigExitsTwoEverywhere(t *testing.T) {
	bad := env("WORDPRESS_DB_HOST", "[::1", "WPSITEMAP_ADDR", "127.0.0.1:1")
	for cmd, want := range map[string]int{"serve": 2, "urls": 2, "healthcheck": 1} {
		var errb bytes.Buffer
		if code := run(context.Background(), []string{cmd}, bad, io.Discard, &errb, nil); code != want {
			t.Errorf("%s: exit %d (%s), want %d", cmd, code, strings.TrimSpace(errb.String()), want)
		}
	}
}

// TestBusyPort: serve on an address in use exits 1 with a line that says
// which setting changes it, and where the address came from.
func TestBusyPort(t *testing.T) {
	dbtest.Open(t, "wpc_year_month")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	busy := ln.Addr().String()
	for _, tc := range []struct {
		args []string
		env  []string
		from string
	}{
		{nil, []string{"WPSITEMAP_ADDR", busy}, "from=WPSITEMAP_ADDR"},
		{[]string{"--addr", busy}, nil, "from=--addr"},
	} {
		var errb bytes.Buffer
		code := run(context.Background(), append([]string{"serve"}, tc.args...), dbEnv("wpc_year_month", tc.env...), io.Discard, &errb, nil)
		if code != 1 {
			t.Errorf("%v %v: exit %d, want 1", tc.args, tc.env, code)
		}
		for _, want := range []string{`msg="cannot listen; set WPSITEMAP_ADDR or --addr to another address" addr=` + busy, tc.from, "address already in use"} {
			if !strings.Contains(errb.String(), want) {
				t.Errorf("%v %v: log lacks %q:\n%s", tc.args, tc.env, want, errb.String())
			}
		}
	}
}
