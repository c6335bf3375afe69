// Package sitetest gives tests a WordPress site to read and write, on two
// backends: held in memory (internal/memwp), always, and a MariaDB copy of
// a database scripts/setup-db.sh loads (internal/dbtest), when the server
// answers (in CI it must). A test body written once runs on both: what is
// listed, paged and updated is the catalog's logic, and memwp reproduces
// what wpdb reads (internal/memwp.TestSameAsMariaDB).
package sitetest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/memwp"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// Store is what tests hand to the catalog and the server: catalog.Store
// and server.Database (checked where they are used).
type Store interface {
	Prefix() string
	LoadSite(ctx context.Context) (*wp.Site, error)
	NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource
	Probe(ctx context.Context) error
	RowsRead() uint64
}

// Site is one copy of a test site.
type Site struct {
	// Backend is "memwp" or "mariadb".
	Backend string
	// Mem is the site in memory (memwp backend), DB the MariaDB copy
	// (mariadb backend); the other is nil.
	Mem *memwp.Site
	DB  *wpdb.DB
	// Name is the MariaDB copy's database name ("" for memwp).
	Name string
}

// Store returns the site as the catalog and the server read it. Its
// dynamic type is *memwp.Site or *wpdb.DB; callers convert it to
// catalog.Store and server.Database.
func (s *Site) Store() Store {
	if s.Mem != nil {
		return s.Mem
	}
	return s.DB
}

// Exec runs SQL statements on the site, as WordPress or a plugin would
// write them. memwp takes INSERT ... VALUES, UPDATE and DELETE with plain
// WHERE clauses (memwp.Site.Exec); a statement it refuses fails the test.
func (s *Site) Exec(t testing.TB, stmts ...string) {
	t.Helper()
	if s.Mem != nil {
		for _, q := range stmts {
			if err := s.Mem.Exec(q); err != nil {
				t.Fatalf("memwp: %v\n%s", err, q)
			}
		}
		return
	}
	dbtest.Exec(t, s.Name, stmts...)
}

// Dumps are the SQL files, under the repository root, that make each
// database scripts/setup-db.sh loads, applied in order; a database that
// setup-db.sh derives from another by a statement memwp cannot run has its
// own fix in Memory.
func Dumps(src string) ([]string, bool) {
	ym := filepath.Join("testdata", "conformance", "year-month", "db.sql")
	switch src {
	case "wpsitemap_fixtures":
		return []string{"testdata/fixtures.sql"}, true
	case "compat_sites":
		return []string{"testdata/fixtures.sql", "testdata/compat-sites.sql"}, true
	case "wpsitemap_video":
		return []string{"testdata/video.sql"}, true
	case "wpsitemap_news":
		return []string{"testdata/news.sql"}, true
	case "wpc_subdir", "wpc_attachments":
		return []string{ym}, true
	case "wpsitemap_polylang":
		return []string{ym, "testdata/polylang-directory.sql"}, true
	case "wpsitemap_wpml":
		return []string{ym, "testdata/wpml.sql"}, true
	}
	if sc, ok := strings.CutPrefix(src, "wpc_"); ok {
		return []string{filepath.Join("testdata", "conformance", strings.ReplaceAll(sc, "_", "-"), "db.sql")}, true
	}
	return nil, false
}

// Memory returns the site src (a database scripts/setup-db.sh loads) held
// in memory, with the statements fixes run on it.
func Memory(t testing.TB, src string, fixes ...string) *Site {
	t.Helper()
	files, ok := Dumps(src)
	if !ok {
		t.Fatalf("sitetest: no dump makes %s", src)
	}
	m, err := memwp.New("wp_")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		r, err := os.Open(filepath.Join(dbtest.Root(), f))
		if err != nil {
			t.Fatal(err)
		}
		err = m.LoadMore(r)
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	switch src {
	case "wpc_subdir":
		mustExec(t, m, "UPDATE wp_options SET option_value = 'http://127.0.0.1:8081/blog' WHERE option_name IN ('home', 'siteurl')")
	case "wpc_attachments":
		titles, ok := m.Option("wpseo_titles")
		if !ok {
			t.Fatal("sitetest: no wpseo_titles")
		}
		titles = strings.ReplaceAll(titles, `s:18:"disable-attachment";b:1;`, `s:18:"disable-attachment";b:0;`)
		if err := m.SetOption("wpseo_titles", titles); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range fixes {
		mustExec(t, m, q)
	}
	return &Site{Backend: "memwp", Mem: m}
}

// MariaDB returns a copy of database src on the test server, named after
// base and unique to the run (dropped when the test ends), with fixes run
// on it. Without a server the test skips, and fails in CI.
func MariaDB(t testing.TB, src, base string, fixes ...string) *Site {
	t.Helper()
	name := dbtest.TempDB(t, base)
	db := dbtest.Variant(t, src, name, fixes...)
	return &Site{Backend: "mariadb", DB: db, Name: name}
}

// Each runs fn as a subtest on each backend ("memwp", then "mariadb"),
// each with its own copy of src with fixes run on it.
func Each(t *testing.T, src, base string, fixes []string, fn func(t *testing.T, s *Site)) {
	t.Helper()
	t.Run("memwp", func(t *testing.T) { fn(t, Memory(t, src, fixes...)) })
	t.Run("mariadb", func(t *testing.T) { fn(t, MariaDB(t, src, base, fixes...)) })
}

func mustExec(t testing.TB, m *memwp.Site, q string) {
	t.Helper()
	if err := m.Exec(q); err != nil {
		t.Fatalf("memwp: %v\n%s", err, q)
	}
}
