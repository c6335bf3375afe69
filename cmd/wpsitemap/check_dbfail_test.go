package main

import (
	"bytes"
	"context"
	"net"
	"strings"
	"testing"
)

// TestCheckStopsAtDatabaseFailure: when the database check fails, check
// says so and nothing about change notification, which it cannot judge
// without the sitemaps; the summary counts the one failure and it exits 1.
func TestCheckStopsAtDatabaseFailure(t *testing.T) {
	// A port nothing listens on: the connection is refused at once.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"check"}, env("WORDPRESS_DB_HOST", addr), &out, &errb, nil)
	if code != 1 {
		t.Errorf("check exited %d, want 1", code)
	}
	got := out.String()
	if !strings.Contains(got, "database\n  FAIL  cannot reach the database server at "+addr) {
		t.Errorf("no database failure in:\n%s", got)
	}
	if strings.Contains(got, "change notification") || strings.Contains(got, "IndexNow") {
		t.Errorf("check went on to change notification after the database failed:\n%s", got)
	}
	if !strings.HasSuffix(got, "1 failure, 0 warnings\n") {
		t.Errorf("summary: want 1 failure, 0 warnings:\n%s", got)
	}
}
