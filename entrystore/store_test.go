package entrystore

import (
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/cockroachdb/pebble/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/wpsitemap/wpsitemap/sitemap"
)

func open(t testing.TB, dir string, opts Options) *Store {
	t.Helper()
	s, err := Open(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// scanAll returns a copy of every entry of kind in view v with
// after < ID < before.
func scanAll(t testing.TB, v *View, kind string, after, before int64) []Entry {
	t.Helper()
	var out []Entry
	err := v.Scan(kind, after, before, func(e *Entry) error {
		c := *e
		c.Images = slices.Clone(e.Images)
		c.Alternates = slices.Clone(e.Alternates)
		c.Videos = slices.Clone(e.Videos)
		out = append(out, c)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

type keyed struct {
	kind string
	e    Entry
}

// TestScanOrder puts entries in random order, across kinds one of which
// is a prefix of others, and checks that every range scan gives the
// entries of its kind between its bounds, in (ID, Part) order.
func TestScanOrder(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	kinds := []string{"post", "post_tag", "post\x01", "page", "a", "ünï"}
	ids := []int64{math.MinInt64, -5, 0, 1, 2, 255, 256, 1000, 1 << 32, math.MaxInt64}
	var all []keyed
	for _, k := range kinds {
		for _, id := range ids {
			for _, part := range []int{0, 1, 256, math.MaxUint32} {
				all = append(all, keyed{k, Entry{ID: id, Part: part, URL: sitemap.URL{Loc: fmt.Sprintf("%s/%d/%d", k, id, part)}}})
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	b := s.NewBatch()
	for _, k := range all {
		if err := b.Put(k.kind, &k.e); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	bounds := [][2]int64{{math.MinInt64, 0}, {0, 0}, {-5, 1000}, {1, 2}, {1, 3}, {255, 1 << 32}, {math.MaxInt64 - 1, 0}, {math.MaxInt64, 0}, {1000, 1000}, {5, 3}}
	for _, k := range kinds {
		for _, bd := range bounds {
			var want []Entry
			for _, id := range ids { // ids and parts are listed in order
				if id <= bd[0] || (bd[1] != 0 && id >= bd[1]) {
					continue
				}
				for _, part := range []int{0, 1, 256, math.MaxUint32} {
					want = append(want, Entry{ID: id, Part: part, URL: sitemap.URL{Loc: fmt.Sprintf("%s/%d/%d", k, id, part)}})
				}
			}
			got := scanAll(t, v, k, bd[0], bd[1])
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Scan(%q, %d, %d) (-want +got):\n%s", k, bd[0], bd[1], diff)
			}
		}
	}
	// ScanFrom: from inside the parts of an ID, a count of entries.
	parts := []int{0, 1, 256, math.MaxUint32}
	for _, k := range kinds {
		var all []Entry // every entry of k, in order, as the test put them
		for _, id := range ids {
			for _, part := range parts {
				all = append(all, Entry{ID: id, Part: part, URL: sitemap.URL{Loc: fmt.Sprintf("%s/%d/%d", k, id, part)}})
			}
		}
		for _, c := range []struct{ from, limit int }{{0, 1}, {0, len(all) + 5}, {6, 3}, {len(all) - 2, 10}, {5, 0}} {
			want := all[c.from:min(len(all), c.from+c.limit)]
			var got []Entry
			err := v.ScanFrom(k, all[c.from].ID, all[c.from].Part, c.limit, func(e *Entry) error {
				got = append(got, *e)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("ScanFrom(%q, %d, %d, %d) (-want +got):\n%s", k, all[c.from].ID, all[c.from].Part, c.limit, diff)
			}
		}
	}
	if got := scanAll(t, v, "pos", math.MinInt64, 0); len(got) != 0 {
		t.Errorf("kind %q, a prefix of others: %d entries", "pos", len(got))
	}
	e, ok, err := v.Get("post_tag", 256, 1)
	if err != nil || !ok || e.Loc != "post_tag/256/1" || e.ID != 256 || e.Part != 1 {
		t.Errorf("Get = %+v, %v, %v", e, ok, err)
	}
	if _, ok, err := v.Get("post_tag", 257, 1); ok || err != nil {
		t.Errorf("Get of an absent entry = %v, %v", ok, err)
	}
}

func TestBadKeys(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	b := s.NewBatch()
	defer b.Close()
	for _, c := range []struct {
		kind string
		part int
	}{{"", 0}, {"a\x00b", 0}, {"post", -1}, {"post", math.MaxUint32 + 1}} {
		if err := b.Put(c.kind, &Entry{Part: c.part}); err == nil {
			t.Errorf("Put(%q, part %d) accepted", c.kind, c.part)
		}
	}
	if err := b.Commit(0); err == nil {
		t.Error("Commit(0) accepted")
	}
}

// TestRoundTripThroughStore: every field comes back from the store.
func TestRoundTripThroughStore(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir, Options{})
	want := fullEntry()
	b := s.NewBatch()
	if err := b.Put("video", &want); err != nil {
		t.Fatal(err)
	}
	if err := b.Commit(7); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = open(t, dir, Options{Revision: 7})
	defer s.Close()
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	got := scanAll(t, v, "video", 0, 0)
	if diff := cmp.Diff([]Entry{want}, got, cmpTime); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// page writes n entries of kind "post" whose locs carry revision rev.
func putAll(t testing.TB, put func(string, *Entry) error, rev uint64, n int) {
	t.Helper()
	for i := range n {
		e := Entry{ID: int64(i + 1), URL: sitemap.URL{Loc: fmt.Sprintf("https://example.com/r%d/%d/", rev, i+1)}}
		if err := put("post", &e); err != nil {
			t.Fatal(err)
		}
	}
}

// checkRev checks that view v holds exactly the n entries of revision
// v.Revision() that putAll writes.
func checkRev(t testing.TB, v *View, n int) error {
	i := 0
	err := v.Scan("post", 0, 0, func(e *Entry) error {
		i++
		if want := fmt.Sprintf("https://example.com/r%d/%d/", v.Revision(), i); e.ID != int64(i) || e.Loc != want {
			return fmt.Errorf("revision %d: entry %d is %d %s, want %s", v.Revision(), i, e.ID, e.Loc, want)
		}
		return nil
	})
	if err == nil && i != n {
		err = fmt.Errorf("revision %d: %d entries, want %d", v.Revision(), i, n)
	}
	return err
}

// TestViewSeesOneRevision: readers that open views while batches and
// loads commit see, in each view, every entry of its revision and nothing
// of another.
func TestViewSeesOneRevision(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	const n = 300
	b := s.NewBatch()
	putAll(t, b.Put, 1, n)
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}
	first, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()

	stop := make(chan struct{})
	errs := make(chan error, 2)
	var wg sync.WaitGroup
	seen := make([]map[uint64]bool, 2)
	for r := range 2 {
		seen[r] = map[uint64]bool{}
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				v, err := s.View()
				if err == nil {
					seen[r][v.Revision()] = true
					err = checkRev(t, v, n)
					v.Close()
				}
				if err != nil {
					errs <- err
					return
				}
			}
		})
	}
	for rev := uint64(2); rev <= 20; rev++ {
		if rev%3 == 0 {
			l, err := s.Load(LoadOptions{BatchBytes: 4096})
			if err != nil {
				t.Fatal(err)
			}
			putAll(t, l.Put, rev, n)
			if err := l.Commit(rev); err != nil {
				t.Fatal(err)
			}
		} else {
			b := s.NewBatch()
			putAll(t, b.Put, rev, n)
			if err := b.Commit(rev); err != nil {
				t.Fatal(err)
			}
		}
		if s.Revision() != rev {
			t.Fatalf("Revision() = %d after committing %d", s.Revision(), rev)
		}
	}
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	// The first view still reads revision 1, whatever replaced it since.
	if err := checkRev(t, first, n); err != nil || first.Revision() != 1 {
		t.Errorf("the first view, at %d: %v", first.Revision(), err)
	}
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	if err := checkRev(t, v, n); err != nil || v.Revision() != 20 {
		t.Errorf("the last view, at %d: %v", v.Revision(), err)
	}
	t.Logf("readers saw revisions %v and %v", seen[0], seen[1])
}

// TestLoaderReplaces: a load replaces the whole set (entries it does not
// put are gone), reports its progress batch by batch, and a load closed
// without commit leaves the committed set as it was.
func TestLoaderReplaces(t *testing.T) {
	dir := t.TempDir()
	s := open(t, dir, Options{})
	b := s.NewBatch()
	putAll(t, b.Put, 1, 500)
	if err := b.Put("page", &Entry{ID: 9, URL: sitemap.URL{Loc: "p"}}); err != nil {
		t.Fatal(err)
	}
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}

	// Abandoned.
	l, err := s.Load(LoadOptions{BatchBytes: 1000})
	if err != nil {
		t.Fatal(err)
	}
	putAll(t, l.Put, 2, 700)
	if _, err := s.Load(LoadOptions{}); err == nil {
		t.Error("a second load at once was accepted")
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	if err := checkRev(t, v, 500); err != nil || v.Revision() != 1 {
		t.Errorf("after an abandoned load, at %d: %v", v.Revision(), err)
	}
	v.Close()

	// Committed.
	var progress []int64
	l, err = s.Load(LoadOptions{BatchBytes: 1000, Progress: func(n int64) { progress = append(progress, n) }})
	if err != nil {
		t.Fatal(err)
	}
	putAll(t, l.Put, 3, 400)
	if err := l.Commit(3); err != nil {
		t.Fatal(err)
	}
	if len(progress) < 10 || progress[len(progress)-1] != 400 || !slices.IsSorted(progress) {
		t.Errorf("progress %v, want batches of about 1000 bytes, increasing to 400", progress)
	}
	s.Close()
	s = open(t, dir, Options{Revision: 3})
	defer s.Close()
	v, err = s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	if err := checkRev(t, v, 400); err != nil {
		t.Error(err)
	}
	if got := scanAll(t, v, "page", 0, 0); len(got) != 0 {
		t.Errorf("the load did not put kind page, which has %d entries", len(got))
	}
}

// TestBatchAfterLoad: a batch made before a load committed is refused,
// not applied to the set the load replaced.
func TestBatchAfterLoad(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	b := s.NewBatch()
	l, err := s.Load(LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	putAll(t, l.Put, 1, 10)
	if err := l.Commit(1); err != nil {
		t.Fatal(err)
	}
	putAll(t, b.Put, 2, 10)
	if err := b.Commit(2); !errors.Is(err, ErrStaleBatch) || s.Revision() != 1 {
		t.Errorf("stale batch: %v, revision %d", err, s.Revision())
	}
}

// TestDeleteKind: DeleteKind and Delete remove what they name and
// nothing else.
func TestDeleteKind(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	b := s.NewBatch()
	for _, k := range []string{"pos", "post", "post_tag"} {
		for id := range int64(3) {
			if err := b.Put(k, &Entry{ID: id, URL: sitemap.URL{Loc: k}}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}
	b = s.NewBatch()
	if err := b.DeleteKind("post"); err != nil {
		t.Fatal(err)
	}
	if err := b.Delete("post_tag", 1, 0); err != nil {
		t.Fatal(err)
	}
	if err := b.Commit(2); err != nil {
		t.Fatal(err)
	}
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	for k, want := range map[string]int{"pos": 3, "post": 0, "post_tag": 2} {
		if got := len(scanAll(t, v, k, math.MinInt64, 0)); got != want {
			t.Errorf("%s: %d entries, want %d", k, got, want)
		}
	}
}

// TestDeleteIDs: DeleteIDs removes the kind's entries of an inclusive ID
// range, every part of them, and a Put after it in the same batch stands,
// as when a range of posts is examined again.
func TestDeleteIDs(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	ids := []int64{0, 1, 2, 3, 4, 5, math.MaxInt64}
	b := s.NewBatch()
	for _, k := range []string{"post", "page"} {
		for _, id := range ids {
			for part := range 2 {
				if err := b.Put(k, &Entry{ID: id, Part: part, URL: sitemap.URL{Loc: "old"}}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}
	b = s.NewBatch()
	for _, r := range [][2]int64{{2, 4}, {math.MaxInt64, math.MaxInt64}, {9, 8}} {
		if err := b.DeleteIDs("post", r[0], r[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Put("post", &Entry{ID: 3, URL: sitemap.URL{Loc: "new"}}); err != nil {
		t.Fatal(err)
	}
	if err := b.Commit(2); err != nil {
		t.Fatal(err)
	}
	if err := b.Put("post", &Entry{ID: 3}); err == nil {
		t.Error("Put after Commit accepted")
	}
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	type idLoc struct {
		ID   int64
		Part int
		Loc  string
	}
	for k, want := range map[string][]idLoc{
		"post": {{0, 0, "old"}, {0, 1, "old"}, {1, 0, "old"}, {1, 1, "old"}, {3, 0, "new"}, {5, 0, "old"}, {5, 1, "old"}},
		"page": {{0, 0, "old"}, {0, 1, "old"}, {1, 0, "old"}, {1, 1, "old"}, {2, 0, "old"}, {2, 1, "old"}, {3, 0, "old"}, {3, 1, "old"},
			{4, 0, "old"}, {4, 1, "old"}, {5, 0, "old"}, {5, 1, "old"}, {math.MaxInt64, 0, "old"}, {math.MaxInt64, 1, "old"}},
	} {
		var got []idLoc
		for _, e := range scanAll(t, v, k, -1, 0) {
			got = append(got, idLoc{e.ID, e.Part, e.Loc})
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", k, diff)
		}
	}
}

// TestRebuild: a store of another format, a database that is not a
// store, a store at another revision than expected, or an entry of
// another encoding, say ErrRebuild; Remove and Open give a new store.
func TestRebuild(t *testing.T) {
	newStore := func(t *testing.T) string {
		dir := t.TempDir()
		s := open(t, dir, Options{})
		b := s.NewBatch()
		putAll(t, b.Put, 4, 3)
		if err := b.Commit(4); err != nil {
			t.Fatal(err)
		}
		s.Close()
		return dir
	}
	rawSet := func(t *testing.T, dir string, key, value []byte) {
		db, err := pebble.Open(dir, &pebble.Options{Logger: pebbleLogger{slog.Default()}})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.Set(key, value, pebble.Sync); err != nil {
			t.Fatal(err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
	expectRebuild := func(t *testing.T, dir string, opts Options) {
		t.Helper()
		s, err := Open(dir, opts)
		if !errors.Is(err, ErrRebuild) {
			if err == nil {
				s.Close()
			}
			t.Fatalf("Open: %v, want ErrRebuild", err)
		}
		if err := Remove(dir); err != nil {
			t.Fatal(err)
		}
		s = open(t, dir, Options{})
		defer s.Close()
		if s.Revision() != 0 {
			t.Errorf("a new store at revision %d", s.Revision())
		}
	}
	t.Run("format", func(t *testing.T) {
		dir := newStore(t)
		rawSet(t, dir, formatKey, binary.BigEndian.AppendUint32([]byte(formatMagic), formatVersion+1))
		expectRebuild(t, dir, Options{})
	})
	t.Run("not a store", func(t *testing.T) {
		dir := t.TempDir()
		rawSet(t, dir, []byte("some"), []byte("thing"))
		expectRebuild(t, dir, Options{})
	})
	t.Run("revision", func(t *testing.T) {
		dir := newStore(t)
		s := open(t, dir, Options{Revision: 4})
		s.Close()
		expectRebuild(t, dir, Options{Revision: 5})
	})
	t.Run("never committed", func(t *testing.T) {
		dir := t.TempDir()
		open(t, dir, Options{}).Close()
		expectRebuild(t, dir, Options{Revision: 1})
	})
	t.Run("entry encoding", func(t *testing.T) {
		dir := newStore(t)
		e := Entry{URL: sitemap.URL{Loc: "x"}}
		val := appendEntry(nil, &e)
		val[0]++
		rawSet(t, dir, appendKey(nil, 0, "post", 2, 0), val)
		s := open(t, dir, Options{})
		defer s.Close()
		v, err := s.View()
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		if err := v.Scan("post", 0, 0, func(*Entry) error { return nil }); !errors.Is(err, ErrRebuild) {
			t.Errorf("Scan over an entry of another encoding: %v, want ErrRebuild", err)
		}
	})
}

func TestRemoveRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	open(t, dir, Options{}).Close()
	if err := os.WriteFile(filepath.Join(dir, "state.gob"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Remove(dir); err == nil {
		t.Error("Remove deleted a directory holding a file that is not the store's")
	}
	if _, err := os.Stat(filepath.Join(dir, "state.gob")); err != nil {
		t.Error(err)
	}
}

// TestLoadMemoryBounded: a load holds one batch, not the set: loading
// entries four times the heap bound keeps the heap under it.
func TestLoadMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("loads 160 MB of entries")
	}
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	const bound = 40 << 20
	var peak uint64
	var ms runtime.MemStats
	l, err := s.Load(LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	img := strings.Repeat("https://example.com/wp-content/uploads/2024/01/image-", 4)
	var total int
	for id := int64(1); total < 4*bound; id++ {
		if id%1000 == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		e := Entry{ID: id, URL: sitemap.URL{Loc: fmt.Sprintf("https://example.com/post-%d/", id), Images: []string{img + "1.jpg", img + "2.jpg"}}}
		total += len(e.Loc) + 2*len(img)
		if err := l.Put("post", &e); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Commit(1); err != nil {
		t.Fatal(err)
	}
	if peak > bound {
		t.Errorf("heap in use peaked at %d MiB loading %d MiB, want at most %d MiB", peak>>20, total>>20, bound>>20)
	}
	t.Logf("heap in use peaked at %d MiB loading %d MiB", peak>>20, total>>20)
}

// TestPutAt checks that entries kept at positions come back in position
// order with their own IDs and parts, from a batch and from a load.
func TestPutAt(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	want := []Entry{
		{ID: 0, URL: sitemap.URL{Loc: "https://example.com/"}},
		{ID: 9, Part: 2, URL: sitemap.URL{Loc: "https://example.com/nine/2/", Images: []string{"https://example.com/a.png"}}},
		{ID: -3, URL: sitemap.URL{Loc: "https://example.com/fr/"}},
		{ID: 4, Part: math.MaxUint32, URL: sitemap.URL{Loc: "https://example.com/four/"}},
	}
	check := func(name string) {
		t.Helper()
		v, err := s.View()
		if err != nil {
			t.Fatal(err)
		}
		defer v.Close()
		if diff := cmp.Diff(want, scanAll(t, v, "page", math.MinInt64, 0), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("%s: (-want +got)\n%s", name, diff)
		}
	}
	b := s.NewBatch()
	for i := range want {
		if err := b.PutAt("page", int64(i), &want[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}
	check("batch")
	l, err := s.Load(LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if err := l.PutAt("page", int64(i), &want[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.Commit(2); err != nil {
		t.Fatal(err)
	}
	check("load")
}

// TestScanFromShared: ScanFromShared passes the entries ScanFrom passes,
// each whole while fn runs (entries of a post page: a loc, images and
// alternates; many, over several blocks), and copies nothing: a scan of a
// page allocates a fixed amount, where ScanFrom allocates at least once
// per entry. (What an fn keeps of a shared entry points into the store's
// memory, which may be unmapped once the view is closed: it cannot be
// looked at safely.)
func TestScanFromShared(t *testing.T) {
	s := open(t, t.TempDir(), Options{})
	defer s.Close()
	b := s.NewBatch()
	full := fullEntry()
	full.Videos, full.News = nil, nil // a post page's entry

	const n = 2000 // some 200 kB: more than one 32 kB block
	for i := range int64(n) {
		e := full
		e.ID = i + 1
		e.Loc = fmt.Sprintf("%s?p=%d", full.Loc, i+1)
		if err := b.PutAt("page", i, &e); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Commit(1); err != nil {
		t.Fatal(err)
	}
	v, err := s.View()
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	copyOf := func(e *Entry) Entry { // deep: through an encoding decoded into strings of its own
		c := Entry{ID: e.ID, Part: e.Part}
		if err := decodeEntry(appendEntry(nil, e), &c); err != nil {
			t.Fatal(err)
		}
		return c
	}
	var want, got []Entry
	if err := v.ScanFrom("page", 0, 0, n, func(e *Entry) error { want = append(want, copyOf(e)); return nil }); err != nil {
		t.Fatal(err)
	}
	if err := v.ScanFromShared("page", 0, 0, n, func(e *Entry) error { got = append(got, copyOf(e)); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(want) != n {
		t.Fatalf("ScanFrom passed %d entries, want %d", len(want), n)
	}
	if diff := cmp.Diff(want, got, cmpTime); diff != "" {
		t.Errorf("ScanFromShared (-ScanFrom +ScanFromShared):\n%s", diff)
	}
	if raceEnabled {
		return // the entries agree; the allocations are counted without -race
	}
	none := func(*Entry) error { return nil }
	copied := testing.AllocsPerRun(3, func() { v.ScanFrom("page", 0, 0, n, none) })
	shared := testing.AllocsPerRun(3, func() { v.ScanFromShared("page", 0, 0, n, none) })
	if copied < n || shared > n/10 {
		t.Errorf("a scan of %d entries allocated %.0f times with ScanFrom, %.0f with ScanFromShared: want at least one per entry, then next to none", n, copied, shared)
	}
}
