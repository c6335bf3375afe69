package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/refresh"
)

// TestIndexNowMetricsAndKeyFile: /metrics shows what a real notify.Sender
// counted (URLs accepted, given up, waiting), and the key file answers at
// the host's root with the key alone.
func TestIndexNowMetricsAndKeyFile(t *testing.T) {
	// The stand-in engine accepts the first request and refuses the next
	// ones with 403 (a key it cannot verify: given up, not retried).
	var mu sync.Mutex
	requests := 0
	engine := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		requests++
		n := requests
		mu.Unlock()
		if n > 1 {
			w.WriteHeader(http.StatusForbidden)
		}
	}))
	defer engine.Close()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	q, err := notify.OpenQueue(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	sender := notify.NewSender(q, notify.SenderOptions{Endpoint: engine.URL, Key: "metrics-key-1", Interval: time.Millisecond, Settle: -1,
		MaxBatch: 2, Logger: log})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { sender.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	if err := q.Add("https://example.com/a/", "https://example.com/b/", "https://example.com/c/"); err != nil {
		t.Fatal(err)
	}
	sender.Wake()
	for end := time.Now().Add(10 * time.Second); q.Len() > 0 && time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
	}
	sender.SetPaused(true)
	if err := q.Add("https://example.com/d/", "https://example.com/e/", "https://example.com/f/", "https://example.com/g/"); err != nil {
		t.Fatal(err)
	}

	db := sitetest.Memory(t, "wpc_subdir").Store().(store)
	cat := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Logger: log}), refresh.Options{Logger: log})
	ts := httptest.NewServer(New(cat, db, log, Options{IndexNowKey: "metrics-key-1", Notify: sender}))
	defer ts.Close()
	_, body := get(t, ts, http.MethodGet, "/metrics", nil)
	for _, want := range []string{
		"wpsitemap_indexnow_sent_total 2\n",
		"wpsitemap_indexnow_failed_total 1\n",
		"wpsitemap_indexnow_queued 4\n",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}

	// wpc_subdir's home is below a path: the key file is at the root all
	// the same, where keyLocation says.
	resp, key := get(t, ts, http.MethodGet, "/metrics-key-1.txt", nil)
	if resp.StatusCode != http.StatusOK || key != "metrics-key-1" || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") {
		t.Errorf("key file: %d %q %q", resp.StatusCode, resp.Header.Get("Content-Type"), key)
	}
	if resp, _ := get(t, ts, http.MethodGet, "/other-key-22.txt", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("another name: %d, want 404", resp.StatusCode)
	}
}
