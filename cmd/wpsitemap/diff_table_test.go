package main

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestDiffTableAligned: each column of diff's summary table starts where
// its heading starts, on every row, whatever the widest type name or count
// (year-month has post_tag and multipart, wider than the heading TYPE).
func TestDiffTableAligned(t *testing.T) {
	const db = "wpc_year_month"
	dbtest.Open(t, db)
	srv, _ := captureServer(t, filepath.Join("..", "..", "testdata", "conformance", "year-month"), nil)
	var out, errb bytes.Buffer
	lookup := dbEnv(db, "WPSITEMAP_ENTRIES_PER_PAGE", "5", "WPSITEMAP_LOG_LEVEL", "warn")
	if code := run(context.Background(), []string{"diff", "--url", srv.URL + "/", "--delay", "0"}, lookup, &out, &errb, nil); code != 0 {
		t.Fatalf("diff exited %d; stdout:\n%s\nstderr:\n%s", code, out.String(), errb.String())
	}
	lines := strings.Split(out.String(), "\n")
	head := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "TYPE ") {
			head = i
			break
		}
	}
	if head < 0 {
		t.Fatalf("no table heading in:\n%s", out.String())
	}
	cell := regexp.MustCompile(`\S+`)
	starts := func(l string) []int {
		var s []int
		for _, m := range cell.FindAllStringIndex(l, -1) {
			s = append(s, m[0])
		}
		return s
	}
	want := starts(lines[head])
	if len(want) != 4 {
		t.Fatalf("heading %q: want 4 columns", lines[head])
	}
	rows := 0
	for _, l := range lines[head+1:] {
		if l == "" {
			break
		}
		rows++
		if got := starts(l); len(got) != len(want) || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
			t.Errorf("row %q: columns start at %v, the heading's at %v\n%s", l, got, want, out.String())
		}
	}
	if rows < 5 {
		t.Errorf("%d rows under the heading, want one per type (8 types):\n%s", rows, out.String())
	}
}
