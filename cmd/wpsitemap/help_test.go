package main

import (
	"bytes"
	"context"
	"regexp"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHelpListsOwnFlags: `wpsitemap <command> -h` exits 0 and lists the
// flags of that command, and no other.
func TestHelpListsOwnFlags(t *testing.T) {
	db := []string{"db-host", "db-name", "db-password", "db-timeout", "db-user", "table-prefix", "wp-config"}
	sitemaps := []string{"cache", "config", "entries-per-page", "hreflang", "image-hosts", "news", "video"}
	logging := []string{"log-format", "log-level"}
	join := func(lists ...[]string) []string {
		var out []string
		for _, l := range lists {
			out = append(out, l...)
		}
		sort.Strings(out)
		return out
	}
	flagLine := regexp.MustCompile(`(?m)^  -([a-z-]+)`)
	for cmd, want := range map[string][]string{
		"serve":       join(db, sitemaps, logging, []string{"addr", "binlog", "state-dir", "store", "indexnow", "indexnow-endpoint", "indexnow-key", "ping", "redis", "fleet-site"}),
		"urls":        join(db, sitemaps, logging, []string{"explain", "id", "language", "site", "type"}),
		"check":       join(db, sitemaps, logging, []string{"all", "site", "url", "binlog", "state-dir", "store", "indexnow", "indexnow-endpoint", "indexnow-key", "ping", "redis", "fleet-site"}),
		"diff":        join(db, sitemaps, logging, []string{"delay", "language", "url"}),
		"healthcheck": {"addr"},
		"version":     nil,
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), []string{cmd, "-h"}, env(), &out, &errb, nil); code != 0 {
			t.Errorf("%s -h: exit %d", cmd, code)
		}
		var got []string
		for _, m := range flagLine.FindAllStringSubmatch(errb.String(), -1) {
			got = append(got, m[1])
		}
		sort.Strings(got)
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s -h lists (-want +got):\n%s\n%s", cmd, d, errb.String())
		}
		if !bytes.HasPrefix(errb.Bytes(), []byte("usage: wpsitemap "+cmd+" [flags]\n")) {
			t.Errorf("%s -h: %q", cmd, errb.String())
		}
	}
}
