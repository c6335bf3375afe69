// Package xmltest holds test helpers for XML output: golden files
// refreshed with -update, and validation against the official sitemap
// schemas of ../shared/xsd with xmllint. Missing tools or schema files skip
// the test locally and fail it in CI (CI=true), as internal/dbtest does for
// the database. It imports nothing of the project, so that the tests of
// package sitemap, which knows no WordPress, can use it.
package xmltest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Golden compares got with the file at path, or rewrites the file when
// update is set (the caller's -update flag).
func Golden(t testing.TB, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run with -update if the change is intended)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// WellFormed fails the test unless doc parses as XML to its end.
func WellFormed(t testing.TB, doc []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
	}
}

// Validate runs ../shared/xsd/validate.sh (xmllint against the official
// schemas) on doc, written to a temporary file called name.
func Validate(t testing.TB, name string, doc []byte) {
	t.Helper()
	script := validator(t)
	if script == "" {
		return
	}
	if err := check(script, filepath.Join(t.TempDir(), name), doc); err != nil {
		t.Error(err)
	}
}

// validator returns the path of validate.sh, or "" when the test was
// skipped for want of it or of xmllint.
func validator(t testing.TB) string {
	t.Helper()
	if _, err := exec.LookPath("xmllint"); err != nil {
		unavailable(t, "xmllint not installed (libxml2-utils): %v", err)
		return ""
	}
	script := findShared(filepath.Join("xsd", "validate.sh"))
	if script == "" {
		unavailable(t, "shared/xsd/validate.sh not found above the working directory; set WPSITEMAP_SHARED")
	}
	return script
}

// findShared returns $WPSITEMAP_SHARED/rel when that variable is set, else
// shared/rel in the working directory or the nearest of its parents that
// has it (CI and /work/main have ../shared beside the repository, a git
// worktree may sit deeper); "" when there is none.
func findShared(rel string) string {
	if d := os.Getenv("WPSITEMAP_SHARED"); d != "" {
		return filepath.Join(d, rel)
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, "shared", rel)
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// unavailable skips the test locally and fails it in CI.
func unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf(format, args...)
	}
	t.Skipf(format, args...)
}

// check writes doc to path and validates it.
func check(script, path string, doc []byte) error {
	if err := os.WriteFile(path, doc, 0o644); err != nil {
		return err
	}
	if out, err := exec.Command("bash", script, path).CombinedOutput(); err != nil {
		return fmt.Errorf("validate.sh %s: %w\n%s", filepath.Base(path), err, out)
	}
	return nil
}
