package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

// slowKind is a sitemap kind that makes the preparation last (as a large
// site does) and, when its entries are asked for last, notes what `urls`
// has printed by then.
type slowKind struct {
	catalog.Defaults
	prepare time.Duration
	out     *bytes.Buffer
	seen    string // out when Entries began
}

func (k *slowKind) Kind() string           { return "slow" }
func (k *slowKind) Format() catalog.Format { return catalog.URLFormat }

func (k *slowKind) Prepare(ctx context.Context, b *catalog.Build) error {
	time.Sleep(k.prepare)
	b.Add(k, "zzslow", []catalog.Page{{Count: 1}}, true, nil)
	return nil
}

func (k *slowKind) Entries(ctx context.Context, q catalog.Query, fn func(catalog.Entry) error) error {
	k.seen = k.out.String()
	return fn(catalog.Entry{URL: sitemap.URL{Loc: "http://127.0.0.1:8081/zzslow/"}, Type: "zzslow", ID: 1})
}

// TestURLsWaitsAndStreams: `wpsitemap urls` waits for a preparation that
// outlasts the catalog's FirstWait (the 10 s after which it used to give up
// with "sitemaps are being prepared" on a large site), says how far it is
// on stderr meanwhile, and prints each sitemap's rows as soon as they are
// read rather than all at the end.
func TestURLsWaitsAndStreams(t *testing.T) {
	db := dbtest.Open(t, "wpc_year_month")
	// urls serializes its writes to stderr (progress comes from another
	// goroutine) and stops them before it returns.
	var out, errb bytes.Buffer
	slow := &slowKind{prepare: 300 * time.Millisecond, out: &out}
	images := catalog.NewImageSource(db, nil, true)
	cat := catalog.New(db, catalog.Options{PerPage: 5, Images: images, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Providers: append(catalog.CoreProviders(db, images), slow)})
	code := urls(context.Background(), urlsArgs{cat: cat, db: db, explain: explainAll, progress: 20 * time.Millisecond}, &out, &errb)
	if code != 0 {
		t.Fatalf("urls exited %d: %s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "wpsitemap: preparing the sitemaps: reading slow: ") {
		t.Errorf("no progress on stderr while preparing: %q", errb.String())
	}
	// When the last sitemap is read, every row of the sitemaps before the
	// one just finished (multipart) is out.
	s := out.String()
	done := s[:strings.Index(s, "\nmultipart ")+1]
	if !strings.Contains(done, "http://127.0.0.1:8081/2022/03/images-everywhere/") || !strings.HasPrefix(slow.seen, done) {
		t.Errorf("when the last sitemap was read, stdout held %d bytes, want the %d bytes of the sitemaps before multipart:\n%s", len(slow.seen), len(done), slow.seen)
	}
	for _, want := range []string{"\nzzslow  ", "\nLEFT OUT  ", "\nmultipart  34#2   2022-04-02T08:00:00Z  http://127.0.0.1:8081/2022/04/multi-part-story/2/\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}
