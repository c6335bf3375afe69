package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// pending is Snapshots that waits for another process (a fleet's
// follower before its first revision) while why is not "".
type pending struct{ why string }

func (p *pending) Current(context.Context) (*catalog.Snapshot, error) {
	return nil, refresh.ErrPreparing
}
func (p *pending) Pending() string { return p.why }

// TestReadyzPending: a Snapshots that says it waits makes /readyz 503
// with Retry-After and its reason, although the database answers; once it
// no longer waits, /readyz is the database's answer again.
func TestReadyzPending(t *testing.T) {
	db := sitetest.Memory(t, "wpsitemap_fixtures").Store().(store)
	p := &pending{why: "waiting for the lease holder"}
	ts := httptest.NewServer(New(p, db, slog.New(slog.NewTextHandler(io.Discard, nil)), Options{}))
	t.Cleanup(ts.Close)
	r, body := get(t, ts, http.MethodGet, "/readyz", nil)
	if r.StatusCode != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" || !strings.Contains(body, "waiting for the lease holder") {
		t.Errorf("/readyz while pending: %d (Retry-After %q) %q", r.StatusCode, r.Header.Get("Retry-After"), body)
	}
	p.why = ""
	if r, body := get(t, ts, http.MethodGet, "/readyz", nil); r.StatusCode != http.StatusOK {
		t.Errorf("/readyz no longer pending: %d %q", r.StatusCode, body)
	}
}
