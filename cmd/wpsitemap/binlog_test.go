package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeFollowsTheBinlog: `serve` hands the catalog a feed of the
// binary log when the server writes one and the user may read it
// (WPSITEMAP_BINLOG=auto), whose tracker then says it follows it, and with --binlog=on refuses to start,
// in one line and exit 2, where it cannot.
func TestServeFollowsTheBinlog(t *testing.T) {
	p, err := dbtest.StartWithBinlog("wp", filepath.Join(dbtest.Root(), "testdata", "fixtures.sql"))
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	defer p.Close()
	c := p.Conn("wp")
	lookup := env("WORDPRESS_DB_HOST", c.Addr, "WORDPRESS_DB_USER", c.User, "WORDPRESS_DB_PASSWORD", c.Password,
		"WORDPRESS_DB_NAME", "wp", "WPSITEMAP_ADDR", "127.0.0.1:0")
	var buf bytes.Buffer
	lw := &lockedWriter{w: &buf} // urls.go's: the server's goroutines write
	logText := func() string { lw.mu.Lock(); defer lw.mu.Unlock(); return buf.String() }
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan int, 1)
	go func() { done <- run(ctx, []string{"serve"}, lookup, io.Discard, lw, ready) }()
	select {
	case <-ready:
	case code := <-done:
		t.Fatalf("serve exited with %d:\n%s", code, logText())
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not start")
	}
	// The catalog says so when its change tracker takes the feed (at the
	// first preparation, which serve starts in the background).
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(logText(), "changes are found through the binary log") && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("serve exited with %d", code)
	}
	if !strings.Contains(logText(), "changes are found through the binary log") {
		t.Errorf("the catalog did not follow the binary log:\n%s", logText())
	}

	// The shared server of the other tests writes no row-format log (or
	// its user may not read it): --binlog=on is a setup error.
	var errb bytes.Buffer
	code := run(context.Background(), []string{"serve", "--binlog=on"}, dbEnv("wpsitemap_fixtures"), io.Discard, &errb, nil)
	t.Logf("--binlog=on on the shared server: exit %d, %s", code, errb.String())
	if code != 2 || !strings.Contains(errb.String(), "wpsitemap: --binlog=on (WPSITEMAP_BINLOG): wp: binary log not usable: ") {
		t.Errorf("--binlog=on without a usable log: exit %d, want 2 and the reason; output:\n%s", code, errb.String())
	}
}
