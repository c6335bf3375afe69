package xsdtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSamples is the control of the validator: every sample under
// testdata/xsd/samples/valid passes and every one under invalid fails, so a
// validator that accepts anything (a wrong schema path, xmllint not really
// run) cannot go unnoticed.
func TestSamples(t *testing.T) {
	Require(t)
	for _, kind := range []string{"valid", "invalid"} {
		files, err := filepath.Glob(filepath.Join(Dir(), "samples", kind, "*.xml"))
		if err != nil || len(files) < 5 {
			t.Fatalf("samples/%s: %d files, %v", kind, len(files), err)
		}
		for _, f := range files {
			doc, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			err = Validate(doc)
			if kind == "valid" && err != nil {
				t.Errorf("%s: %v", filepath.Base(f), err)
			}
			if kind == "invalid" && err == nil {
				t.Errorf("%s validates; it must not", filepath.Base(f))
			}
		}
	}
}

// TestErrors: the reasons a document is rejected before and by xmllint.
func TestErrors(t *testing.T) {
	Require(t)
	tests := []struct {
		name, doc, want string
	}{
		{"not XML", "<urlset", "not well-formed XML"},
		{"other root", `<feed xmlns="http://www.w3.org/2005/Atom"/>`, `namespace "http://www.w3.org/2005/Atom"`},
		{"other root in the namespace", `<sitemaps xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>`, "neither <urlset> nor <sitemapindex>"},
		{"https namespace", `<urlset xmlns="https://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://a/</loc></url></urlset>`, "namespace"},
		{"empty urlset", `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`, "urlset-with-extensions.xsd"},
		{"empty index", `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>`, "siteindex.xsd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Validate([]byte(tt.doc))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Validate: %v, want an error containing %q", err, tt.want)
			}
		})
	}
	ok := `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://a/post-sitemap.xml</loc></sitemap></sitemapindex>`
	if err := Validate([]byte(ok)); err != nil {
		t.Errorf("a one-entry index: %v", err)
	}
}
