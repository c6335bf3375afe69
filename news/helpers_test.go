package news_test

import (
	"flag"
	"path/filepath"
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

// validate checks doc against the repository's copies of the official
// schemas (xmllint; without it the test skips locally and fails in CI).
func validate(t *testing.T, doc []byte) {
	t.Helper()
	xsdtest.Check(t, map[string][]byte{"news-sitemap.xml": doc})
}
