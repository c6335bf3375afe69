package sitemap

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/xmltest"
	"github.com/wpsitemap/wpsitemap/internal/xsdtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites that file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	xmltest.Golden(t, filepath.Join("testdata", name), got, *update)
}

// validateXSD validates the given documents (name -> body) against the
// repository's copies of the official schemas.
func validateXSD(t *testing.T, docs map[string][]byte) {
	t.Helper()
	xsdtest.Check(t, docs)
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
// least one entry, so an empty urlset this package writes must fail. If it
// passes, the validator is not checking anything and the XSD subtests prove
// nothing.
func TestValidatorRejects(t *testing.T) {
	xsdtest.Require(t)
	if err := xsdtest.Validate(writeURLSet(t, "", nil)); err == nil {
		t.Error("an empty urlset validates; the validator checks nothing")
	}
}
