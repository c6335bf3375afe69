package entrystore

// Benchmarks of the store on the sitemap workload, Pebble (the package)
// beside bbolt (the same keys and entry encoding in one bucket), so that
// the choice in docs/entrystore.md can be measured again:
//
//	BenchmarkLoad          the first build: time, size on disk, load memory
//	BenchmarkRenderPage    one 1,000-entry page read in key order and encoded
//	BenchmarkOnePostChange one entry changed and committed with a revision
//	BenchmarkRandomPages   resident memory after reading random pages
//
// ENTRYSTORE_BENCH_ENTRIES sets the store's size (default 100,000; the
// figures in docs/entrystore.md are at 1,000,000). ENTRYSTORE_BENCH_DIR
// keeps the stores the benchmarks read between runs (default: a temporary
// directory, removed at the end). The stores are built by a child process,
// so that the resident memory a benchmark reports is not the build's.

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/procmem"
	"github.com/wpsitemap/wpsitemap/sitemap"
	bolt "go.etcd.io/bbolt"
)

// benchPerPage is the entries of a sitemap page (Yoast's default).
const benchPerPage = 1000

// benchWords make the slugs of the generated posts.
var benchWords = strings.Fields(`lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor
incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris
nisi aliquip ex ea commodo consequat duis aute irure reprehenderit voluptate velit esse cillum fugiat nulla
pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim`)

// benchEntry is post id as a generated site lists it: a dated permalink
// of about 70 bytes, a lastmod, and 0 to 4 images (2 on average) under
// the uploads folder, as cmd/wpgen makes them.
func benchEntry(id int64) Entry {
	r := rand.New(rand.NewPCG(uint64(id), 0x5eed))
	year, month := 2010+id%15, 1+id%12
	var slug strings.Builder
	for i := range 3 + r.IntN(3) {
		if i > 0 {
			slug.WriteByte('-')
		}
		slug.WriteString(benchWords[r.IntN(len(benchWords))])
	}
	e := Entry{ID: id, URL: sitemap.URL{
		Loc:     fmt.Sprintf("https://bench.example/%d/%02d/%s-%d/", year, month, slug.String(), id),
		LastMod: time.Unix(1_300_000_000+id*400+r.Int64N(400), 0).UTC()}}
	for i := range r.IntN(5) {
		w, h := 1024+r.IntN(4)*256, 768
		e.Images = append(e.Images, fmt.Sprintf("https://bench.example/wp-content/uploads/%d/%02d/img-%d-%d-%dx%d.jpg", year, month, id, i, w, h))
	}
	return e
}

func benchEntries() int64 {
	if s := os.Getenv("ENTRYSTORE_BENCH_ENTRIES"); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err == nil && n >= benchPerPage {
			return n
		}
		panic("ENTRYSTORE_BENCH_ENTRIES: want a number of at least 1000, not " + s)
	}
	return 100_000
}

// benchStore is one library's store, as the benchmarks use it.
type benchStore interface {
	page(after, before int64, fn func(*Entry) error) error
	change(rev uint64, e *Entry) error
	close() error
}

// libraries are what the benchmarks compare.
var libraries = []struct {
	name string
	// build writes n entries into a new store at path, calling progress
	// after each batch.
	build func(path string, n int64, progress func()) error
	open  func(path string) (benchStore, error)
}{
	{"pebble", buildPebble, openPebble},
	{"bbolt", buildBolt, openBolt},
}

type pebbleBench struct{ s *Store }

func buildPebble(path string, n int64, progress func()) error {
	s, err := Open(path, Options{})
	if err != nil {
		return err
	}
	defer s.Close()
	l, err := s.Load(LoadOptions{Progress: func(int64) { progress() }})
	if err != nil {
		return err
	}
	for id := int64(1); id <= n; id++ {
		e := benchEntry(id)
		if err := l.Put("post", &e); err != nil {
			l.Close()
			return err
		}
	}
	if err := l.Commit(1); err != nil {
		return err
	}
	// Compact what the load left in level 0 now, as Pebble would soon in
	// the background, so that the benchmarks that follow measure a store
	// at rest, not its compactions.
	return s.db.Compact(context.Background(), []byte{0}, []byte{0xff}, true)
}

func openPebble(path string) (benchStore, error) {
	s, err := Open(path, Options{})
	return pebbleBench{s}, err
}

func (p pebbleBench) page(after, before int64, fn func(*Entry) error) error {
	v, err := p.s.View()
	if err != nil {
		return err
	}
	defer v.Close()
	return v.Scan("post", after, before, fn)
}

func (p pebbleBench) change(rev uint64, e *Entry) error {
	b := p.s.NewBatch()
	if err := b.Put("post", e); err != nil {
		b.Close()
		return err
	}
	return b.Commit(rev)
}

func (p pebbleBench) close() error { return p.s.Close() }

// boltBench keeps the entries in bucket "e", under the package's keys
// (generation 0) and encoding, and the revision in bucket "m".
type boltBench struct{ db *bolt.DB }

var boltEntries, boltMeta = []byte("e"), []byte("m")

func buildBolt(path string, n int64, progress func()) error {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		return err
	}
	defer db.Close()
	const perTx = 10_000 // about a Pebble load batch's worth of entries
	for lo := int64(1); lo <= n; lo += perTx {
		err := db.Update(func(tx *bolt.Tx) error {
			b, err := tx.CreateBucketIfNotExists(boltEntries)
			if err != nil {
				return err
			}
			b.FillPercent = 1 // keys come in order: full pages
			for id := lo; id < lo+perTx && id <= n; id++ {
				e := benchEntry(id)
				// bbolt keeps the key and value until the commit: no reuse.
				if err := b.Put(appendKey(nil, 0, "post", id, 0), appendEntry(nil, &e)); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		progress()
	}
	return db.Update(func(tx *bolt.Tx) error {
		m, err := tx.CreateBucketIfNotExists(boltMeta)
		if err != nil {
			return err
		}
		return m.Put(stateKey, stateValue(state{rev: 1}))
	})
}

func openBolt(path string) (benchStore, error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	return boltBench{db}, err
}

func (o boltBench) page(after, before int64, fn func(*Entry) error) error {
	tx, err := o.db.Begin(false)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	c := tx.Bucket(boltEntries).Cursor()
	upper := appendKey(nil, 0, "post", before, 0)
	n := len(upper) - 12
	var e Entry
	for k, v := c.Seek(appendKey(nil, 0, "post", after+1, 0)); k != nil && bytes.Compare(k, upper) < 0; k, v = c.Next() {
		if err := decodeKey(k, n, &e); err != nil {
			return err
		}
		if err := decodeEntry(v, &e); err != nil {
			return err
		}
		if err := fn(&e); err != nil {
			return err
		}
	}
	return nil
}

func (o boltBench) change(rev uint64, e *Entry) error {
	return o.db.Update(func(tx *bolt.Tx) error {
		if err := tx.Bucket(boltEntries).Put(appendKey(nil, 0, "post", e.ID, 0), appendEntry(nil, e)); err != nil {
			return err
		}
		return tx.Bucket(boltMeta).Put(stateKey, stateValue(state{rev: rev}))
	})
}

func (o boltBench) close() error { return o.db.Close() }

// benchDir is where the stores the benchmarks read are kept.
var benchDir = sync.OnceValue(func() string {
	if d := os.Getenv("ENTRYSTORE_BENCH_DIR"); d != "" {
		return d
	}
	d, err := os.MkdirTemp("", "entrystore-bench-")
	if err != nil {
		panic(err)
	}
	tempBenchDir = d
	return d
})

// tempBenchDir is benchDir when TestMain is to remove it.
var tempBenchDir string

func TestMain(m *testing.M) {
	if spec := os.Getenv("ENTRYSTORE_BENCH_BUILD"); spec != "" {
		os.Exit(benchBuildChild(spec))
	}
	code := m.Run()
	if tempBenchDir != "" {
		os.RemoveAll(tempBenchDir)
	}
	os.Exit(code)
}

// benchBuildChild builds the store spec names ("library path entries"),
// in the child process that benchPath starts.
func benchBuildChild(spec string) int {
	f := strings.Fields(spec)
	n, _ := strconv.ParseInt(f[2], 10, 64)
	for _, lib := range libraries {
		if lib.name == f[0] {
			if err := lib.build(f[1], n, func() {}); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 1
			}
			return 0
		}
	}
	fmt.Fprintln(os.Stderr, "no library", f[0])
	return 1
}

// benchPath returns the path of library lib's store of n generated
// entries, built by a child process unless it is there already.
func benchPath(b *testing.B, lib string, n int64) string {
	path := filepath.Join(benchDir(), fmt.Sprintf("%s-%d", lib, n))
	if _, err := os.Stat(path + ".done"); err == nil {
		return path
	}
	os.RemoveAll(path)
	start := time.Now()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), fmt.Sprintf("ENTRYSTORE_BENCH_BUILD=%s %s %d", lib, path, n))
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("building the %s store: %v\n%s", lib, err, out)
	}
	if err := os.WriteFile(path+".done", nil, 0o644); err != nil {
		b.Fatal(err)
	}
	b.Logf("built %s (%d entries) in %v", path, n, time.Since(start).Round(time.Millisecond))
	return path
}

func openBench(b *testing.B, lib string, n int64) benchStore {
	for _, l := range libraries {
		if l.name == lib {
			s, err := l.open(benchPath(b, lib, n))
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { s.close() })
			return s
		}
	}
	b.Fatalf("no library %s", lib)
	return nil
}

// diskBytes is the size of the files under path.
func diskBytes(path string) int64 {
	var total int64
	filepath.WalkDir(path, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				total += info.Size()
			}
		}
		return nil
	})
	return total
}

// BenchmarkLoad builds a store of ENTRYSTORE_BENCH_ENTRIES entries in
// each iteration, in this process, and reports its size on disk, the
// encoded entries' size, the entries loaded a second and the largest Go
// heap seen during the load. Run it with -benchtime=1x at 1M.
func BenchmarkLoad(b *testing.B) {
	n := benchEntries()
	var raw int64
	for id := int64(1); id <= n; id++ {
		e := benchEntry(id)
		raw += int64(len(appendKey(nil, 0, "post", id, 0)) + len(appendEntry(nil, &e)))
	}
	for _, lib := range libraries {
		b.Run(lib.name, func(b *testing.B) {
			var size, heap uint64
			for range b.N {
				path := filepath.Join(b.TempDir(), "store")
				runtime.GC()
				var ms runtime.MemStats
				err := lib.build(path, n, func() {
					runtime.ReadMemStats(&ms)
					heap = max(heap, ms.HeapInuse)
				})
				if err != nil {
					b.Fatal(err)
				}
				size = uint64(diskBytes(path))
				os.RemoveAll(path)
			}
			b.ReportMetric(float64(size)/(1<<20), "MiB-disk")
			b.ReportMetric(float64(raw)/(1<<20), "MiB-encoded")
			b.ReportMetric(float64(heap)/(1<<20), "MiB-peak-heap")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "entries/s")
		})
	}
}

// BenchmarkRenderPage reads a random 1,000-entry page in key order and
// writes it as a <urlset>, as a request for an uncached page would.
// "memory" is the encoding alone, from entries already in memory.
func BenchmarkRenderPage(b *testing.B) {
	n := benchEntries()
	pages := n / benchPerPage
	var buf bytes.Buffer
	render := func(b *testing.B, s benchStore, page int64) {
		buf.Reset()
		u, err := sitemap.NewURLSet(&buf, "https://bench.example/main-sitemap.xsl")
		if err != nil {
			b.Fatal(err)
		}
		after := page * benchPerPage
		count := 0
		err = s.page(after, after+benchPerPage+1, func(e *Entry) error {
			count++
			return u.Write(e.URL)
		})
		if err == nil {
			err = u.Close()
		}
		if err != nil || count != benchPerPage {
			b.Fatalf("page %d: %d entries, %v", page, count, err)
		}
	}
	b.Run("memory", func(b *testing.B) {
		entries := make([]Entry, benchPerPage)
		for i := range entries {
			entries[i] = benchEntry(int64(i + 1))
		}
		for b.Loop() {
			buf.Reset()
			u, _ := sitemap.NewURLSet(&buf, "https://bench.example/main-sitemap.xsl")
			for i := range entries {
				if err := u.Write(entries[i].URL); err != nil {
					b.Fatal(err)
				}
			}
			if err := u.Close(); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(buf.Len()), "B-page")
	})
	for _, lib := range libraries {
		b.Run(lib.name, func(b *testing.B) {
			s := openBench(b, lib.name, n)
			r := rand.New(rand.NewPCG(1, 1))
			for b.Loop() {
				render(b, s, r.Int64N(pages))
			}
		})
	}
}

// procIO reads this process's write_bytes (what reached the block layer)
// and wchar (what went through write calls) from /proc/self/io.
func procIO() (writeBytes, wchar int64) {
	data, err := os.ReadFile("/proc/self/io")
	if err != nil {
		return 0, 0
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		k, v, _ := strings.Cut(sc.Text(), ": ")
		n, _ := strconv.ParseInt(v, 10, 64)
		switch k {
		case "write_bytes":
			writeBytes = n
		case "wchar":
			wchar = n
		}
	}
	return writeBytes, wchar
}

// BenchmarkOnePostChange changes one random entry (a new lastmod) and
// commits it with a new revision, synced, as following one edited post
// would. It reports the bytes written a change; count the syncs with
// strace (docs/entrystore.md).
func BenchmarkOnePostChange(b *testing.B) {
	n := benchEntries()
	for _, lib := range libraries {
		b.Run(lib.name, func(b *testing.B) {
			s := openBench(b, lib.name, n)
			r := rand.New(rand.NewPCG(2, 2))
			rev := uint64(time.Now().UnixNano())
			w0, c0 := procIO()
			for b.Loop() {
				e := benchEntry(1 + r.Int64N(n))
				e.LastMod = e.LastMod.Add(time.Hour)
				rev++
				if err := s.change(rev, &e); err != nil {
					b.Fatal(err)
				}
			}
			w1, c1 := procIO()
			b.ReportMetric(float64(w1-w0)/float64(b.N), "disk-B/op")
			b.ReportMetric(float64(c1-c0)/float64(b.N), "write-B/op")
		})
	}
}

// BenchmarkRandomPages reads random pages, as a crawl spread over the
// site does, and reports the process's resident memory at the end. Run
// each library alone (-bench 'RandomPages/pebble$'), so that one's memory
// is not counted in the other's.
func BenchmarkRandomPages(b *testing.B) {
	n := benchEntries()
	pages := n / benchPerPage
	for _, lib := range libraries {
		b.Run(lib.name, func(b *testing.B) {
			s := openBench(b, lib.name, n)
			r := rand.New(rand.NewPCG(3, 3))
			before, err := procmem.Read(0)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				after := r.Int64N(pages) * benchPerPage
				count := 0
				err := s.page(after, after+benchPerPage+1, func(*Entry) error { count++; return nil })
				if err != nil || count != benchPerPage {
					b.Fatalf("%d entries, %v", count, err)
				}
			}
			m, err := procmem.Read(0)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(before.RSS, "MiB-rss-before")
			b.ReportMetric(m.RSS, "MiB-rss")
			b.ReportMetric(m.Anon, "MiB-rss-anon")
			b.ReportMetric(m.File, "MiB-rss-file")
		})
	}
}
