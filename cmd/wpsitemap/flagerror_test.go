package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestUnknownFlagOnce: an unknown flag is named once, above the command's
// usage, and exits 2; the flag package has said it already, so run does
// not say it again.
func TestUnknownFlagOnce(t *testing.T) {
	for _, cmd := range []string{"serve", "urls", "check", "diff", "healthcheck", "version"} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{cmd, "--no-such-flag"}, env(), &out, &errb, nil)
		if code != 2 {
			t.Errorf("%s --no-such-flag: exit %d, want 2", cmd, code)
		}
		msg := "flag provided but not defined: -no-such-flag"
		if n := strings.Count(errb.String(), msg); n != 1 {
			t.Errorf("%s --no-such-flag: %q %d times in stderr, want once:\n%s", cmd, msg, n, errb.String())
		}
		if !strings.Contains(errb.String(), "usage: wpsitemap "+cmd) {
			t.Errorf("%s --no-such-flag: no usage in stderr:\n%s", cmd, errb.String())
		}
	}
}
