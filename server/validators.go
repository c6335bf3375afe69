package server

import (
	"encoding/hex"
	"hash/fnv"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
)

// Validators: the cache key, ETag and Last-Modified of a document, and
// conditional requests.

// docKey names a document by what it depends on: the page's revision when
// it has one (a page a change did not touch keeps it across snapshots),
// else the snapshot's version; the index by the lastmods of every page it
// lists.
func docKey(snap *catalog.Snapshot, route string, sm *catalog.Sitemap, n int) string {
	if sm != nil {
		return catalog.PageKey(snap, sm, n)
	}
	h := fnv.New128a()
	// The timed sitemaps (news) change the index with the clock too.
	io.WriteString(h, snap.Site.Home+"\x00"+snap.IndexEpoch()+"\x00")
	for _, sm := range snap.Sitemaps {
		if sm.InIndex {
			io.WriteString(h, sm.Name+"\x00")
			for _, pg := range sm.Pages {
				io.WriteString(h, pg.LastMod+"\x00")
			}
		}
	}
	return route + ":" + hex.EncodeToString(h.Sum(nil))
}

// lastModified is the Last-Modified of every document of a snapshot: when
// it was prepared, so that an If-Modified-Since client sees any change. It
// differs between processes; the ETag (a hash of the document) does not.
func lastModified(snap *catalog.Snapshot) time.Time {
	return snap.Built.UTC().Truncate(time.Second)
}

// etagMemo remembers the ETag of the documents rendered, by version
// (docKey), so that a conditional request for a page no longer cached is
// answered 304 without a render. A version names one content for good. It
// holds at most maxETags versions (about 100 bytes each), then starts over.
type etagMemo struct {
	mu sync.Mutex
	m  map[string]string
}

const maxETags = 100_000

func newETagMemo() *etagMemo { return &etagMemo{m: map[string]string{}} }

func (e *etagMemo) get(version string) (string, bool) {
	if e == nil {
		return "", false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	etag, ok := e.m[version]
	return etag, ok
}

func (e *etagMemo) put(version, etag string) {
	if e == nil {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.m) >= maxETags {
		clear(e.m)
	}
	e.m[version] = etag
}

// etagFor is the strong ETag of the form of a document r gets: the gzip and
// identity forms are different bytes, so the gzip one ends in "-gzip".
func etagFor(r *http.Request, etag string) string {
	if acceptsGzip(r) {
		etag += "-gzip"
	}
	return `"` + etag + `"`
}

// current sets ETag and Last-Modified and answers 304 when the client's
// copy is current. It reports whether the caller should go on.
func current(w http.ResponseWriter, r *http.Request, etag string, mod time.Time) bool {
	etag = etagFor(r, etag)
	h := w.Header()
	h.Set("ETag", etag)
	h.Set("Last-Modified", mod.Format(http.TimeFormat))
	if inm := r.Header.Get("If-None-Match"); inm != "" {
		if etagMatch(inm, etag) {
			notModified(w)
			return false
		}
		return true
	}
	if ims := r.Header.Get("If-Modified-Since"); ims != "" {
		if t, err := http.ParseTime(ims); err == nil && !mod.After(t) {
			notModified(w)
			return false
		}
	}
	return true
}

func etagMatch(header, etag string) bool {
	for _, part := range strings.Split(header, ",") {
		p := strings.TrimSpace(part)
		if p == "*" || p == etag || strings.TrimPrefix(p, "W/") == etag {
			return true
		}
	}
	return false
}

func notModified(w http.ResponseWriter) {
	h := w.Header()
	h.Del("Content-Type")
	h.Del("Content-Length")
	w.WriteHeader(http.StatusNotModified)
}

// acceptsGzip says whether the answer to r is gzip-compressed, as the gzip
// wrapper decides it: not for HEAD (the wrapper never compresses those),
// and when Accept-Encoding gives gzip a quality above zero (a quality that
// does not parse counts as zero).
func acceptsGzip(r *http.Request) bool {
	if r.Method == http.MethodHead {
		return false
	}
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		if q, named := quality(part, "gzip"); named {
			return q > 0
		}
	}
	return false
}

// quality reads one element of an Accept or Accept-Encoding list: whether
// it names name (case-insensitively), and its q (1 when absent, 0 when it
// does not parse).
func quality(part, name string) (q float64, named bool) {
	n, params, _ := strings.Cut(part, ";")
	if !strings.EqualFold(strings.TrimSpace(n), name) {
		return 0, false
	}
	q = 1.0
	for _, p := range strings.Split(params, ";") {
		p = strings.TrimSpace(p)
		if len(p) >= 2 && strings.EqualFold(p[:2], "q=") {
			var err error
			if q, err = strconv.ParseFloat(p[2:], 64); err != nil {
				q = 0
			}
		}
	}
	return q, true
}
