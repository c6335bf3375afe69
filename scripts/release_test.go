package scripts

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/buildinfo"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// The release the tests build: a version, and the commit and time that
// release.sh would otherwise take from git, so that two checkouts at
// different paths (one without git) build the same bytes.
const (
	relVersion  = "v0.0.0-test.1"
	relRevision = "0123456789abcdef0123456789abcdef01234567"
	relEpoch    = "1700000000"
)

// release runs release.sh of the checkout at repo into a new folder and
// returns the folder.
func release(t *testing.T, repo string) string {
	t.Helper()
	out := t.TempDir()
	cmd := exec.Command(filepath.Join(repo, "scripts", "release.sh"), relVersion, out)
	cmd.Env = append(os.Environ(), "REVISION="+relRevision, "SOURCE_DATE_EPOCH="+relEpoch, "GO="+goCommand(t))
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("release.sh in %s: %v\n%s", repo, err, b)
	}
	return out
}

// goCommand is the go command on PATH, else Go's usual place.
func goCommand(t *testing.T) string {
	t.Helper()
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	const usual = "/usr/local/go/bin/go"
	if _, err := os.Stat(usual); err != nil {
		t.Fatalf("no go command on PATH nor at %s", usual)
	}
	return usual
}

// copySource copies the files a build reads (no .git, no test data) to a
// new folder at another path.
func copySource(t *testing.T, repo string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "elsewhere")
	err := filepath.WalkDir(repo, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(repo, path)
		if d.IsDir() {
			switch d.Name() {
			case ".git", "testdata", "artifacts", "dist":
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() || d.Name() == ".git" {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, fi.Mode().Perm())
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// sums reads a SHA256SUMS file and checks every hash against its file.
func sums(t *testing.T, dir string) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("SHA256SUMS line %q", sc.Text())
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if h := sha256.Sum256(b); hex.EncodeToString(h[:]) != sum {
			t.Errorf("SHA256SUMS says %s for %s, the file's is %x", sum, name, h)
		}
		out[name] = sum
	}
	return out
}

// unpack reads a .tar.gz: each entry's mode, and the files under dst.
func unpack(t *testing.T, archive, dst string) map[string]fs.FileMode {
	t.Helper()
	f, err := os.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	modes := map[string]fs.FileMode{}
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		modes[h.Name] = h.FileInfo().Mode()
		if h.Typeflag != tar.TypeReg {
			continue
		}
		if strings.Contains(h.Name, "..") {
			t.Fatalf("archive entry %q", h.Name)
		}
		p := filepath.Join(dst, h.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, h.FileInfo().Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
	return modes
}

// TestRelease: release.sh builds both archives with the binary, the README
// and what it links to, the deployment files, a build information file
// each, and SHA256SUMS that match them; each archive stands alone
// (standsAlone: its links, its Dockerfile, docker-compose config); a second
// build from a copy of the source at another path, without git, gives the
// same bytes; the binary prints the version.
func TestRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two releases")
	}
	for _, tool := range []string{"tar", "gzip", "sha256sum"} {
		if _, err := exec.LookPath(tool); err != nil {
			dbtest.Unavailable(t, "release.sh needs %s: %v", tool, err)
		}
	}
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	first := release(t, repo)
	second := release(t, copySource(t, repo))

	got := sums(t, first)
	var names []string
	for name := range got {
		names = append(names, name)
	}
	want := []string{
		"wpsitemap-" + relVersion + "-linux-amd64.buildinfo.txt", "wpsitemap-" + relVersion + "-linux-amd64.tar.gz",
		"wpsitemap-" + relVersion + "-linux-arm64.buildinfo.txt", "wpsitemap-" + relVersion + "-linux-arm64.tar.gz",
	}
	slices.Sort(names)
	if d := cmp.Diff(want, names); d != "" {
		t.Errorf("SHA256SUMS names (-want +got):\n%s", d)
	}
	if d := cmp.Diff(got, sums(t, second)); d != "" {
		t.Errorf("not reproducible: the build from a copy elsewhere differs (-first +second):\n%s", d)
	}

	for _, arch := range []string{"amd64", "arm64"} {
		name := "wpsitemap-" + relVersion + "-linux-" + arch
		dst := t.TempDir()
		modes := unpack(t, filepath.Join(first, name+".tar.gz"), dst)
		for _, f := range []string{"wpsitemap", "README.md", "LICENSE", "CHANGELOG.md", "BUILDINFO.txt", "Dockerfile", "docker-compose.yml",
			"docs/deviations.md", "deploy/grafana/wpsitemap.json", "deploy/prometheus/wpsitemap-alerts.yml",
			"deploy/README.md", "deploy/systemd/wpsitemap.service", "deploy/systemd/wpsitemap.env.example",
			"deploy/nginx/wpsitemap.conf", "deploy/apache/wpsitemap.conf", "deploy/caddy/wpsitemap.caddy"} {
			if _, ok := modes[name+"/"+f]; !ok {
				t.Errorf("%s.tar.gz lacks %s/%s", name, name, f)
			}
		}
		for f := range modes {
			if strings.HasSuffix(f, ".go") {
				t.Errorf("%s.tar.gz holds Go source %s", name, f)
			}
		}
		standsAlone(t, filepath.Join(dst, name))
		if m := modes[name+"/wpsitemap"]; m.Perm() != 0o755 {
			t.Errorf("%s/wpsitemap has mode %v, want -rwxr-xr-x", name, m)
		}
		bin := filepath.Join(dst, name, "wpsitemap")
		bi, err := buildinfo.ReadFile(bin)
		if err != nil {
			t.Fatal(err)
		}
		settings := map[string]string{}
		for _, s := range bi.Settings {
			settings[s.Key] = s.Value
		}
		if settings["GOOS"] != "linux" || settings["GOARCH"] != arch || settings["CGO_ENABLED"] != "0" || settings["-trimpath"] != "true" {
			t.Errorf("%s: build settings %v", name, settings)
		}
		// With -trimpath the build information keeps no -ldflags: the
		// stamped version is looked for in the binary itself.
		if b, err := os.ReadFile(bin); err != nil || !bytes.Contains(b, []byte(relVersion)) || !bytes.Contains(b, []byte(relRevision)) {
			t.Errorf("%s: version %s or revision %s not stamped (%v)", name, relVersion, relRevision, err)
		}
		if arch != runtime.GOARCH {
			continue // built for another machine: its build information says enough
		}
		out, err := exec.Command(bin, "version").Output()
		if err != nil {
			t.Fatalf("%s version: %v", name, err)
		}
		if want := "wpsitemap " + relVersion + " (revision 0123456789ab; " + runtime.Version() + " linux/" + arch + ")\n"; string(out) != want {
			t.Errorf("%s version prints %q, want %q", name, out, want)
		}
	}
}

// TestReleaseRefusesABadVersion: a VERSION that is not vX.Y.Z[-pre] is one
// line and exit status 2, before anything is built.
func TestReleaseRefusesABadVersion(t *testing.T) {
	for _, v := range []string{"1.2.0", "v1.2", "latest", "v1.2.0/../x"} {
		out := t.TempDir()
		cmd := exec.Command("./release.sh", v, out)
		b, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 || strings.Count(string(b), "\n") != 1 {
			t.Errorf("release.sh %q: %v, output %q; want exit status 2 and one line", v, err, b)
		}
		if entries, _ := os.ReadDir(out); len(entries) > 0 {
			t.Errorf("release.sh %q wrote %d files", v, len(entries))
		}
	}
}

// TestDockerfileStampsVersion runs the Dockerfile's build command as the
// image build does, with its VERSION and REVISION build arguments, and
// checks that the binary prints them: the image cannot learn them from
// git, which .dockerignore leaves out.
func TestDockerfileStampsVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	src, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	var build, line string
	for _, l := range strings.Split(string(src), "\n") {
		line += strings.TrimSpace(strings.TrimSuffix(l, "\\")) + " "
		if strings.HasSuffix(l, "\\") {
			continue
		}
		if strings.HasPrefix(line, "RUN go build ") {
			build = strings.TrimPrefix(line, "RUN ")
		}
		line = ""
	}
	if build == "" {
		t.Fatal("no RUN go build line in the Dockerfile")
	}
	out := t.TempDir()
	cmd := exec.Command("sh", "-c", strings.ReplaceAll(build, "/out/", out+"/"))
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(goCommand(t))+":"+os.Getenv("PATH"),
		"CGO_ENABLED=0", "GOFLAGS=", "VERSION=v9.8.7", "REVISION=fedcba9876543210fedcba9876543210fedcba98")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", build, err, b)
	}
	got, err := exec.Command(filepath.Join(out, "wpsitemap"), "version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if want := "wpsitemap v9.8.7 (revision fedcba987654; " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")\n"; string(got) != want {
		t.Errorf("the image's binary prints %q, want %q", got, want)
	}
}
