package config

import (
	"bytes"
	"flag"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestLoadGroups: a command registers, reads and validates only the
// settings of its groups; the rest of Config stays zero, and a bad value
// of a setting it does not use is no error.
func TestLoadGroups(t *testing.T) {
	bad := env{"WORDPRESS_DB_HOST": "[::1", "WPSITEMAP_ADDR": "nope", "WPSITEMAP_LOG_LEVEL": "loud",
		"WPSITEMAP_ENTRIES_PER_PAGE": "0"}
	for _, tc := range []struct {
		name   string
		groups Group
		env    env
		flags  []string
		want   Config
	}{
		{name: "healthcheck", groups: Listen, env: env{"WPSITEMAP_ADDR": ":9000", "WORDPRESS_DB_HOST": "[::1"},
			flags: []string{"addr"}, want: Config{Addr: ":9000"}},
		{name: "urls", groups: Database | Sitemaps | Logging, env: env{"WPSITEMAP_ADDR": "nope", "WORDPRESS_DB_NAME": "blog"},
			flags: []string{"cache", "config", "db-host", "db-name", "db-password", "db-timeout", "db-user", "entries-per-page",
				"hreflang", "image-hosts", "log-format", "log-level", "news", "table-prefix", "video", "wp-config"},
			want: Config{DB: DB{Net: "tcp", Addr: "127.0.0.1:3306", User: "root", Name: "blog", Prefix: "wp_"},
				EntriesPerPage: 1000, Cache: true, DBTimeout: 5 * time.Second, LogFormat: "text", LogLevel: "info", Video: "auto", News: "auto", Hreflang: "auto"}},
		{name: "none", groups: 0, env: bad, want: Config{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fset := flag.NewFlagSet(tc.name, flag.ContinueOnError)
			fset.SetOutput(&bytes.Buffer{})
			cfg, _, err := LoadGroups(fset, tc.groups, nil, tc.env.lookup, files{}.read)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, cfg, ignoreOrigins); d != "" {
				t.Errorf("Config (-want +got):\n%s", d)
			}
			var flags []string
			fset.VisitAll(func(f *flag.Flag) { flags = append(flags, f.Name) })
			sort.Strings(flags)
			if d := cmp.Diff(tc.flags, flags); d != "" {
				t.Errorf("flags registered (-want +got):\n%s", d)
			}
		})
	}
	// A flag of another group is not defined.
	fset := flag.NewFlagSet("healthcheck", flag.ContinueOnError)
	fset.SetOutput(&bytes.Buffer{})
	if _, _, err := LoadGroups(fset, Listen, []string{"--db-host=x"}, env{}.lookup, files{}.read); err == nil || err.Error() != "flag provided but not defined: -db-host" {
		t.Errorf("--db-host for Listen only: %v", err)
	}
	// Every setting belongs to a group: a new one must be placed.
	for _, s := range allSettings {
		if _, ok := groupOf[s.flag]; !ok {
			t.Errorf("setting --%s has no group in groupOf", s.flag)
		}
	}
}

// TestIsSettingError tells a bad value from a command line the flag
// package could not parse (check reports the first, exits 2 on the other).
func TestIsSettingError(t *testing.T) {
	_, _, bad := load(nil, env{"WPSITEMAP_CACHE": "maybe"}, nil)
	_, _, parse := load([]string{"--no-such-flag"}, nil, nil)
	_, _, help := load([]string{"-h"}, nil, nil)
	if !IsSettingError(bad) || IsSettingError(parse) || IsSettingError(help) || IsSettingError(nil) {
		t.Errorf("IsSettingError: bad value %v, parse error %v, -h %v, nil %v; want true, false, false, false",
			IsSettingError(bad), IsSettingError(parse), IsSettingError(help), IsSettingError(nil))
	}
}
