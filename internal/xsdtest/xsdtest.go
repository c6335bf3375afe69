// Package xsdtest validates sitemap documents in tests against the official
// sitemaps.org and Google extension schemas kept in the repository
// (testdata/xsd), with xmllint (Debian: libxml2-utils, which scripts/test.sh
// and .ci/run install). Validation never touches the network: xmllint runs
// with --nonet and every schemaLocation is a local file.
//
// The schema follows the root element: <sitemapindex> is checked against
// siteindex.xsd, <urlset> against urlset-with-extensions.xsd (sitemap.xsd
// with the image, video, news and xhtml schemas imported, because
// sitemap.xsd's strict wildcard needs a declaration for every extension
// element). Any other root, or a root outside the sitemaps.org namespace,
// is an error.
package xsdtest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// NamespaceSitemap is the namespace every sitemap root element must be in.
const NamespaceSitemap = "http://www.sitemaps.org/schemas/sitemap/0.9"

// ErrNoXmllint is returned by Validate when xmllint is not installed.
var ErrNoXmllint = errors.New("xmllint is not installed (Debian: apt-get install libxml2-utils)")

// Dir returns the absolute path of the repository's schema folder, testdata/xsd.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "xsd")
}

// Schema returns the schema file for a document whose root element is root,
// or an error when root is no sitemap root.
func Schema(root xml.Name) (string, error) {
	if root.Space != NamespaceSitemap {
		return "", fmt.Errorf("root <%s> is in namespace %q, want %q", root.Local, root.Space, NamespaceSitemap)
	}
	switch root.Local {
	case "sitemapindex":
		return filepath.Join(Dir(), "siteindex.xsd"), nil
	case "urlset":
		return filepath.Join(Dir(), "urlset-with-extensions.xsd"), nil
	}
	return "", fmt.Errorf("root element <%s> is neither <urlset> nor <sitemapindex>", root.Local)
}

// Validate checks one document against the schema its root element calls
// for. It returns nil when the document is valid, ErrNoXmllint when xmllint
// is missing, and otherwise an error holding xmllint's messages.
func Validate(doc []byte) error {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		return ErrNoXmllint
	}
	root, err := rootOf(doc)
	if err != nil {
		return err
	}
	schema, err := Schema(root)
	if err != nil {
		return err
	}
	cmd := exec.Command(xmllint, "--noout", "--nonet", "--schema", schema, "-")
	cmd.Stdin = bytes.NewReader(doc)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s: %w: %s", filepath.Base(schema), err, notices(out))
	}
	return nil
}

// notices drops the lines xmllint prints for every valid run: "- validates"
// and the skipped remote import of xml.xsd, which the wrapper schema has
// already loaded from its local copy.
func notices(out []byte) string {
	var keep []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if strings.HasSuffix(line, " validates") || strings.Contains(line, "Skipping import of schema located at 'http://www.w3.org/2001/xml.xsd'") {
			continue
		}
		keep = append(keep, line)
	}
	return strings.Join(keep, "; ")
}

// rootOf returns the name of the document's root element.
func rootOf(doc []byte) (xml.Name, error) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := d.Token()
		if err != nil {
			return xml.Name{}, fmt.Errorf("not well-formed XML: %w", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			return se.Name, nil
		}
	}
}

// Require skips the test when xmllint is missing, except in CI (CI=true),
// where it fails it.
func Require(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("xmllint"); err != nil {
		// The rule of internal/dbtest, without its dependency on wp (the
		// sitemap package's tests use this one, and sitemap knows no WordPress).
		if os.Getenv("CI") == "true" {
			t.Fatalf("%v; scripts/test.sh installs it", ErrNoXmllint)
		}
		t.Skipf("%v; scripts/test.sh installs it", ErrNoXmllint)
	}
}

// Check validates every document (name -> body) and reports each invalid one
// with t.Errorf, naming it.
func Check(t testing.TB, docs map[string][]byte) {
	t.Helper()
	Require(t)
	names := make([]string, 0, len(docs))
	for name := range docs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := Validate(docs[name]); err != nil {
			t.Errorf("%s does not validate: %v", name, err)
		}
	}
}
