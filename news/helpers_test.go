package news_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites that file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./news -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run with -update if the change is intended)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// validate checks doc against the official schemas with the shared
// validate.sh (xmllint, offline). Without xmllint or the schemas it skips
// locally and fails in CI.
func validate(t *testing.T, doc []byte) {
	t.Helper()
	script := filepath.Join(dbtest.SharedDir(), "xsd", "validate.sh")
	if _, err := os.Stat(script); err != nil {
		dbtest.Unavailable(t, "schemas: %v (set WPSITEMAP_SHARED)", err)
		return
	}
	if _, err := exec.LookPath("xmllint"); err != nil {
		dbtest.Unavailable(t, "xmllint: %v", err)
		return
	}
	file := filepath.Join(t.TempDir(), "news-sitemap.xml")
	if err := os.WriteFile(file, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("bash", script, file).CombinedOutput(); err != nil {
		t.Errorf("validate.sh: %v\n%s", err, out)
	}
}
