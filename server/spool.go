package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/klauspost/compress/gzip"

	"github.com/wpsitemap/wpsitemap/htmlview"
	"github.com/wpsitemap/wpsitemap/internal/freelist"
)

// spoolMemory is how many compressed bytes of one rendered page are kept in
// memory; the rest goes to an unlinked temporary file. A page of 1000 URLs
// is 30-60 KB compressed; pages with hundreds of images per URL run to
// megabytes, and there can be as many of them in flight as there are
// clients reading slowly.
const spoolMemory = 1 << 20

// page is a rendered document: its XML gzip-compressed, in memory or in a
// file, with the validators of the data version it was rendered for.
type page struct {
	version string // data version it was rendered for
	key     string // page key ("index", "post/2", ...), after its site's on a shared pool
	site    string // the site of a shared pool ("" for a single site)
	gz      []byte // the compressed bytes when in memory
	file    *os.File
	size    int64 // compressed bytes
	raw     int64 // uncompressed bytes
	etag    string
	mod     time.Time
	view    bool // an HTML view for people, not a sitemap's XML
}

// compressed reads the compressed bytes from the start.
func (p *page) compressed() io.Reader {
	if p.file != nil {
		return io.NewSectionReader(p.file, 0, p.size)
	}
	return bytes.NewReader(p.gz)
}

// release frees the file of a page that lives in one. Pages in memory may
// be shared with the cache and are left to the garbage collector.
func (p *page) release() {
	if p.file != nil {
		p.file.Close()
	}
}

// spool receives the XML of one page as it renders and compresses it, so
// that the whole page exists before its first byte goes out: the status is
// decided by then, and the render slot and the database connection are
// given back before a client that reads slowly or not at all gets it.
type spool struct {
	zw     *gzip.Writer
	sum    hash.Hash // of the XML: the document's ETag
	mem    bytes.Buffer
	file   *os.File
	dir    string // temporary directory ("" for os.TempDir)
	size   int64
	raw    int64
	spills func(error) // told when a temporary file cannot be made
}

// A spoolKit is what renders reuse: a gzip writer (some 300 KB of tables;
// BestSpeed: the cost of compressing is paid on every render, and its
// output is still a tenth of the XML) and the buffer the compressed page
// grows in. Kept in a free list of a fixed size rather than a sync.Pool:
// under the memory limit a busy server collects several times a second,
// and a sync.Pool, whose objects outlive one collection at most, made a
// new writer and buffer for most renders (docs/performance.md, "At 1M
// after patching").
type spoolKit struct {
	zw  *gzip.Writer
	buf []byte
}

// spoolKits holds the kits not in use: as many as the renders that run
// at once by default, twice.
var spoolKits = freelist.New[*spoolKit](2 * DefaultMaxRenders)

// keptSpoolBuffer is the largest buffer a kit keeps (a page of 1,000
// entries compresses to 30-60 KB).
const keptSpoolBuffer = 256 << 10

func newSpool(dir string, spills func(error)) *spool {
	sp := &spool{dir: dir, spills: spills, sum: sha256.New()}
	if k, ok := spoolKits.Get(); ok {
		sp.zw = k.zw
		sp.mem = *bytes.NewBuffer(k.buf[:0])
	} else {
		sp.zw, _ = gzip.NewWriterLevel(io.Discard, gzip.BestSpeed)
	}
	sp.zw.Reset(spoolSink{sp})
	return sp
}

// Write takes XML.
func (sp *spool) Write(p []byte) (int, error) {
	n, err := sp.zw.Write(p)
	sp.sum.Write(p[:n])
	sp.raw += int64(n)
	return n, err
}

// spoolSink stores the compressed stream: in memory up to spoolMemory, then
// in the file.
type spoolSink struct{ sp *spool }

func (k spoolSink) Write(p []byte) (int, error) {
	sp := k.sp
	if sp.file == nil && sp.mem.Len()+len(p) > spoolMemory && sp.spills != nil {
		f, err := os.CreateTemp(sp.dir, "wpsitemap-*.xml.gz")
		if err == nil {
			os.Remove(f.Name()) // gone when closed, or if the process dies
			_, err = f.Write(sp.mem.Bytes())
			if err != nil {
				f.Close()
			}
		}
		if err != nil {
			// Keep it in memory: a page served is worth more than the bound.
			sp.spills(err)
			sp.spills = nil
		} else {
			sp.file = f
			sp.mem = bytes.Buffer{}
		}
	}
	var n int
	var err error
	if sp.file != nil {
		n, err = sp.file.Write(p)
	} else {
		n, err = sp.mem.Write(p)
	}
	sp.size += int64(n)
	return n, err
}

// finish ends the compressed stream and returns the page. Its ETag is a
// hash of its XML: the same document has the same ETag in every process
// (replicas behind one web server), whatever revision names it there.
func (sp *spool) finish(version, key string, mod time.Time) (*page, error) {
	etag := hex.EncodeToString(sp.sum.Sum(nil)[:12])
	if err := sp.zw.Close(); err != nil {
		sp.discard()
		return nil, err
	}
	p := &page{version: version, key: key, size: sp.size, raw: sp.raw, etag: etag, mod: mod, file: sp.file}
	if sp.file == nil {
		p.gz = bytes.Clone(sp.mem.Bytes()) // exactly its size: the cache counts it
	}
	sp.putWriter(sp.file == nil)
	sp.mem = bytes.Buffer{}
	return p, nil
}

// discard drops a render that failed.
func (sp *spool) discard() {
	sp.putWriter(false)
	if sp.file != nil {
		sp.file.Close()
		sp.file = nil
	}
	sp.mem = bytes.Buffer{}
}

// putWriter gives the gzip writer, and the buffer when its bytes were
// copied out (keep), back to the free list.
func (sp *spool) putWriter(keep bool) {
	if sp.zw == nil {
		return
	}
	sp.zw.Reset(io.Discard)
	k := &spoolKit{zw: sp.zw}
	if keep && sp.mem.Cap() <= keptSpoolBuffer {
		k.buf = sp.mem.Bytes()[:0]
	}
	sp.zw = nil
	spoolKits.Put(k)
}

// send writes a page: as stored to clients that accept gzip, decompressed on
// the fly to the others. A client that stops reading holds its connection
// and this page, never a render slot nor a database connection; the server's
// WriteTimeout ends it.
func (s *Server) send(w http.ResponseWriter, r *http.Request, p *page) {
	h := w.Header()
	if p.view {
		viewHeaders(h)
		h.Set("Content-Type", htmlview.ContentType)
	} else {
		h.Set("Content-Type", "text/xml; charset=UTF-8")
	}
	h.Set("ETag", etagFor(r, p.etag))
	h.Set("Last-Modified", p.mod.UTC().Format(http.TimeFormat))
	// The gzip wrapper adds Vary: Accept-Encoding (once).
	gz := acceptsGzip(r)
	if gz {
		h.Set("Content-Encoding", "gzip")
		h.Set("Content-Length", strconv.FormatInt(p.size, 10))
	} else {
		h.Set("Content-Length", strconv.FormatInt(p.raw, 10))
	}
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	src := p.compressed()
	if !gz {
		zr, err := gunzipper(src)
		if err != nil {
			panic(http.ErrAbortHandler) // cannot happen: we wrote it
		}
		defer putGunzipper(zr)
		src = zr
	}
	// A failed write means the client went away or its WriteTimeout came:
	// nothing is left to answer, and it is no failure of ours (the page
	// was whole before the first byte went out).
	if _, err := io.Copy(w, src); err != nil {
		s.log.Info("client went away mid-download", "path", r.URL.Path, "err", err)
	}
}

// gunzippers are the gzip readers not in use, for the clients that do not
// accept gzip (a reader holds some 40 KB of window and tables), in a free
// list for the reason spoolKits are.
var gunzippers = freelist.New[*gzip.Reader](2 * DefaultMaxRenders)

// gunzipper returns a gzip reader of src.
func gunzipper(src io.Reader) (*gzip.Reader, error) {
	if zr, ok := gunzippers.Get(); ok {
		if err := zr.Reset(src); err != nil {
			return nil, err
		}
		return zr, nil
	}
	return gzip.NewReader(src)
}

// putGunzipper gives zr back to the free list.
func putGunzipper(zr *gzip.Reader) {
	zr.Close()
	gunzippers.Put(zr)
}
