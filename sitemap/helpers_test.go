package sitemap

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/xmltest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites that file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	xmltest.Golden(t, filepath.Join("testdata", name), got, *update)
}

// inCI reports whether the tests run in CI, where missing tools are failures.
func inCI() bool { return os.Getenv("CI") == "true" }

// needTool returns the path of an external program, skipping the test when it
// is missing locally and failing it in CI.
func needTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if inCI() {
			t.Fatalf("%s is required in CI (CI=true): %v", name, err)
		}
		t.Skipf("%s not installed; skipping (it is required when CI=true)", name)
	}
	return p
}

// sharedDir finds the project's shared folder (XSDs, Yoast captures):
// $WPSITEMAP_SHARED when set (as scripts/setup-db.sh reads it), else the first
// "shared" folder holding rel in the working directory or one of its parents
// (CI has ../shared beside the repository). Missing, it skips the test
// locally and fails it in CI.
func sharedDir(t *testing.T, rel string) string {
	t.Helper()
	if shared := os.Getenv("WPSITEMAP_SHARED"); shared != "" {
		return shared
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared")
		if _, err := os.Stat(filepath.Join(p, rel)); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if inCI() {
		t.Fatalf("shared/%s not found above the working directory; set WPSITEMAP_SHARED", rel)
	}
	t.Skipf("shared/%s not found; set WPSITEMAP_SHARED to run this test", rel)
	return ""
}

// validateScript returns the path of shared/xsd/validate.sh.
func validateScript(t *testing.T) string {
	t.Helper()
	return filepath.Join(sharedDir(t, "xsd/validate.sh"), "xsd", "validate.sh")
}

// validateXSD runs validate.sh on the given documents, written to temporary
// files named after the keys.
func validateXSD(t *testing.T, docs map[string][]byte) {
	t.Helper()
	needTool(t, "xmllint")
	script := validateScript(t)
	dir := t.TempDir()
	var files []string
	for name, body := range docs {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	out, err := exec.Command("bash", append([]string{script}, files...)...).CombinedOutput()
	if err != nil {
		t.Errorf("validate.sh: %v\n%s", err, out)
	}
}

// wellFormed parses doc with encoding/xml and returns its root element's name
// and the number of its child elements.
func wellFormed(t *testing.T, doc []byte) (root xml.Name, children int) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	depth := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 1 {
				root = tok.Name
			} else if depth == 2 {
				children++
			}
		case xml.EndElement:
			depth--
		case xml.CharData:
			if depth == 0 && strings.TrimSpace(string(tok)) != "" {
				t.Fatalf("text outside the root element: %q", tok)
			}
		}
	}
	if depth != 0 || root.Local == "" {
		t.Fatalf("document is incomplete (depth %d, root %q)", depth, root.Local)
	}
	return root, children
}

// failWriter fails every write after the first n bytes.
type failWriter struct {
	n   int
	err error
}

func (f *failWriter) Write(p []byte) (int, error) {
	if len(p) <= f.n {
		f.n -= len(p)
		return len(p), nil
	}
	k := f.n
	f.n = 0
	return k, f.err
}

// TestValidatorRejects is a control for validateXSD: the schemas require at
// least one entry, so an empty urlset must fail. If it passes, validate.sh is
// not checking anything and the XSD subtests prove nothing.
func TestValidatorRejects(t *testing.T) {
	needTool(t, "xmllint")
	script := validateScript(t)
	p := filepath.Join(t.TempDir(), "empty.xml")
	if err := os.WriteFile(p, writeURLSet(t, "", nil), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("bash", script, p).CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("validate.sh on an empty urlset: %v, want exit status 1\n%s", err, out)
	}
}
