package main

import (
	"bytes"
	"context"
	"debug/buildinfo"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestDescribeBuild(t *testing.T) {
	s := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i+1 < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	for _, tc := range []struct {
		bi       debug.BuildInfo
		ver, rev string // stamped with -ldflags -X
		want     string
	}{
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"},
			Settings: s("GOOS", "linux", "GOARCH", "arm64", "vcs.revision", "3f2a1b2c3d4e5f60718293a4b5c6d7e8f9012345",
				"vcs.time", "2025-01-02T03:04:05Z", "vcs.modified", "false")}, "", "",
			"wpsitemap v1.2.0 (revision 3f2a1b2c3d4e, 2025-01-02T03:04:05Z; go1.26.8 linux/arm64)"},
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.0.0-20250102030405-3f2a1b2c3d4e+dirty"},
			Settings: s("GOOS", "linux", "GOARCH", "amd64", "vcs.revision", "3f2a1b2c3d4e5f60718293a4b5c6d7e8f9012345",
				"vcs.time", "2025-01-02T03:04:05Z", "vcs.modified", "true")}, "", "",
			"wpsitemap v0.0.0-20250102030405-3f2a1b2c3d4e+dirty (revision 3f2a1b2c3d4e, 2025-01-02T03:04:05Z, modified; go1.26.8 linux/amd64)"},
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, "", "",
			"wpsitemap (devel) (no VCS revision; go1.26.8)"},
		{debug.BuildInfo{GoVersion: "go1.26.8"}, "", "", "wpsitemap (devel) (no VCS revision; go1.26.8)"},
		// release.sh: -buildvcs=false, the version and revision stamped.
		{debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: s("GOOS", "linux", "GOARCH", "arm64")},
			"v1.3.0", "0123456789abcdef0123456789abcdef01234567",
			"wpsitemap v1.3.0 (revision 0123456789ab; go1.26.8 linux/arm64)"},
		// The build information's revision wins over a stamped one.
		{debug.BuildInfo{GoVersion: "go1.26.8", Settings: s("vcs.revision", "3f2a1b2c3d4e5f60718293a4b5c6d7e8f9012345")},
			"v1.3.0", "0123456789abcdef", "wpsitemap v1.3.0 (revision 3f2a1b2c3d4e; go1.26.8)"},
	} {
		if got := describeBuild(&tc.bi, tc.ver, tc.rev); got != tc.want {
			t.Errorf("describeBuild:\n got %s\nwant %s", got, tc.want)
		}
	}
}

// TestVersionCommand: `wpsitemap version`, `--version` and `-version`
// print the same line, read no setting and need no database.
func TestVersionCommand(t *testing.T) {
	var first string
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		var out, errb bytes.Buffer
		code := run(context.Background(), args, env("WORDPRESS_DB_HOST", "[::1"), &out, &errb, nil)
		if code != 0 || errb.Len() > 0 || !strings.HasPrefix(out.String(), "wpsitemap ") || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
		if first == "" {
			first = out.String()
		} else if out.String() != first {
			t.Errorf("%v prints %q, version prints %q", args, out.String(), first)
		}
	}
}

// TestBuiltBinaryVersion builds the command as a release is built and
// checks that `wpsitemap --version` prints the binary's own build
// information: in a git clone, the revision checked out.
func TestBuiltBinaryVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "wpsitemap")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOFLAGS=-buildvcs=auto", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	bi, err := buildinfo.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.TrimSpace(string(out)), describeBuild(bi, "", ""); got != want {
		t.Errorf("--version prints %q, its build information says %q", got, want)
	}
	var rev string
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" {
			rev = s.Value
		}
	}
	head, err := exec.Command("git", "rev-parse", "HEAD").Output()
	gitDir, statErr := os.Stat(filepath.Join("..", "..", ".git"))
	switch {
	case err != nil:
		t.Logf("not in a git checkout (%v): no revision to compare", err)
	case statErr == nil && !gitDir.IsDir():
		// go build finds no VCS in a git worktree (.git is a file there).
		t.Logf("a git worktree: go build stamps no revision; --version says %s", out)
	case rev != strings.TrimSpace(string(head)):
		t.Errorf("built at revision %q, HEAD is %s", rev, head)
	case !strings.Contains(string(out), "revision "+rev[:12]):
		t.Errorf("--version %q does not name revision %s", out, rev[:12])
	}
}

// TestBuildVersionOf: diff's User-Agent carries what release.sh stamped
// (a release is built with -buildvcs=false: no module version), else the
// module version, else (devel).
func TestBuildVersionOf(t *testing.T) {
	for _, tc := range []struct {
		module, stamped, want string
	}{
		{"", "v1.2.0", "v1.2.0"},
		{"v0.0.0-2025", "v1.2.0", "v1.2.0"},
		{"v0.0.0-2025", "", "v0.0.0-2025"},
		{"", "", "(devel)"},
	} {
		bi := &debug.BuildInfo{Main: debug.Module{Version: tc.module}}
		if got := buildVersionOf(bi, tc.stamped); got != tc.want {
			t.Errorf("buildVersionOf(%q, %q) = %q, want %q", tc.module, tc.stamped, got, tc.want)
		}
	}
}
