package server

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestSpoolsReuseKits: pages rendered one after another and side by side
// through spools whose gzip writers, buffers and readers come from the
// free lists each send what was written to them, compressed or not, with
// the ETag of their own bytes: a kit's buffer never shows in another page.
func TestSpoolsReuseKits(t *testing.T) {
	s := &Server{log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	doc := func(i int) string {
		return fmt.Sprintf("<urlset>%s</urlset>\n", strings.Repeat(fmt.Sprintf("<url><loc>https://example.com/%d/</loc></url>\n", i), 500+i*37))
	}
	render := func(i int) *page {
		sp := newSpool(t.TempDir(), nil)
		if _, err := io.WriteString(sp, doc(i)); err != nil {
			t.Error(err)
		}
		p, err := sp.finish("v", fmt.Sprint(i), time.Unix(0, 0))
		if err != nil {
			t.Error(err)
		}
		return p
	}
	check := func(i int, p *page) {
		for _, gz := range []bool{false, true} {
			r := httptest.NewRequest("GET", "/post-sitemap.xml", nil)
			if gz {
				r.Header.Set("Accept-Encoding", "gzip")
			}
			w := httptest.NewRecorder()
			s.send(w, r, p)
			body := w.Body.Bytes()
			if gz {
				zr, err := gunzipper(bytes.NewReader(body))
				if err != nil {
					t.Errorf("page %d: %v", i, err)
					return
				}
				body, err = io.ReadAll(zr)
				putGunzipper(zr)
				if err != nil {
					t.Errorf("page %d: %v", i, err)
					return
				}
			}
			if string(body) != doc(i) {
				t.Errorf("page %d (gzip %v): %d bytes sent, not the %d written", i, gz, len(body), len(doc(i)))
			}
		}
	}
	pages := map[int]*page{}
	for i := range 20 {
		pages[i] = render(i)
	}
	var wg sync.WaitGroup
	for i := 20; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := render(i)
			check(i, p)
		}()
	}
	wg.Wait()
	for i, p := range pages {
		check(i, p)
		if p.etag == "" || (i > 0 && p.etag == pages[i-1].etag) {
			t.Errorf("page %d: ETag %q", i, p.etag)
		}
	}
	if spoolKits.Len() == 0 || gunzippers.Len() == 0 {
		t.Errorf("%d kits and %d readers kept: nothing was given back to be reused", spoolKits.Len(), gunzippers.Len())
	}
}
