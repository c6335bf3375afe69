package faults

import (
	"fmt"
	"net"
	"strings"
	"syscall"
	"testing"
	"time"
)

// stalledClient sends a request for path and never reads the answer. Its
// receive buffer is small, so the server's writes block as soon as the
// kernel's buffers are full (a few MB on loopback).
func stalledClient(t *testing.T, s *service, path string) net.Conn {
	t.Helper()
	d := net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var err error
		c.Control(func(fd uintptr) { err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096) })
		return err
	}}
	conn, err := d.Dial("tcp", strings.TrimPrefix(s.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: stalled\r\n\r\n", path)
	return conn
}

// TestStalledClients (issue 13 item 2): clients that ask for ~20 MB pages
// and never read must not hold the renderers or the database: with twice as
// many of them as there are render slots, other pages, rendered from the
// database, are still served at once.
func TestStalledClients(t *testing.T) {
	s := startService(t, dbHostile, "WPSITEMAP_ENTRIES_PER_PAGE=150", "WPSITEMAP_DB_TIMEOUT=20s")
	s.waitStatus("/sitemap_index.xml", 200, 60*time.Second)
	for i := 0; i < 8; i++ {
		stalledClient(t, s, []string{"/post-sitemap2.xml", "/post-sitemap3.xml"}[i%2])
	}
	time.Sleep(5 * time.Second) // time to render both pages and fill the sockets
	for _, p := range []string{"/page-sitemap.xml", "/category-sitemap.xml", "/author-sitemap.xml"} {
		r := s.get(p, 15*time.Second)
		t.Logf("%s beside 8 stalled clients: %d in %v", p, r.status, r.elapsed.Round(time.Millisecond))
		if r.err != nil || r.status != 200 || !whole(r.body) {
			t.Errorf("%s beside 8 stalled clients: %d after %v, %v; want a whole 200 document", p, r.status, r.elapsed.Round(time.Millisecond), r.err)
		}
	}
	// The big pages themselves, for a client that reads.
	r := s.get("/post-sitemap2.xml", 30*time.Second)
	if r.err != nil || r.status != 200 || len(r.body) < 15<<20 || !whole(r.body) {
		t.Errorf("post-sitemap2.xml beside 8 stalled clients: %d, %d bytes, %v; want a whole document of more than 15 MB", r.status, len(r.body), r.err)
	}
}
