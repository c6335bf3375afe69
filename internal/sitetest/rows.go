package sitetest

import (
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// primaryKeys are the primary key columns of the tables Rows reads, by
// name without prefix.
var primaryKeys = map[string]string{
	"options":            "option_id",
	"posts":              "ID",
	"postmeta":           "meta_id",
	"terms":              "term_id",
	"term_taxonomy":      "term_taxonomy_id",
	"term_relationships": "object_id, term_taxonomy_id",
	"termmeta":           "meta_id",
	"users":              "ID",
	"usermeta":           "umeta_id",
}

// Rows returns columns cols of every row of table (named without prefix:
// "posts") in primary key order, as text (NULL reads "NULL"), from the
// site's tables themselves rather than through the store's reads: what a
// test checks the sitemaps against. Values must not hold tabs or newlines
// (the mysql client's output): select what the test compares.
func (s *Site) Rows(t testing.TB, table string, cols ...string) [][]string {
	t.Helper()
	if s.Mem != nil {
		rows, err := s.Mem.Rows(table, cols...)
		if err != nil {
			t.Fatal(err)
		}
		return rows
	}
	key, ok := primaryKeys[table]
	if !ok {
		t.Fatalf("sitetest: Rows of unknown table %q", table)
	}
	return dbtest.Query(t, s.Name, "SELECT "+strings.Join(cols, ", ")+" FROM wp_"+table+" ORDER BY "+key)
}
