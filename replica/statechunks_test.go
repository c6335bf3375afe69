package replica

import (
	"bytes"
	"compress/gzip"
	"context"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/site"
)

// randomState is n bytes of a seeded generator: a state that does not
// compress, as the IDs and lastmods of a real one hardly do.
func randomState(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, seed))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// TestCut: the chunks put together are the state; each is between 2 and
// 32 kB (but the last); and a change of a few bytes, or bytes inserted,
// moves only the chunks around it: the rest keep their names.
func TestCut(t *testing.T) {
	state := randomState(1<<20, 1)
	chunks := cut(state)
	if got := bytes.Join(chunks, nil); !bytes.Equal(got, state) {
		t.Fatal("the chunks put together are not the state")
	}
	for i, c := range chunks {
		if len(c) > 32<<10 || (len(c) < 2<<10 && i < len(chunks)-1) {
			t.Errorf("chunk %d of %d bytes", i, len(c))
		}
	}
	if n := len(chunks); n < 1<<20/(40<<10) || n > 1<<20/(4<<10) {
		t.Errorf("%d chunks for 1 MiB: not about 8 kB each", n)
	}
	changed := bytes.Clone(state)
	copy(changed[300_000:], "four")
	changed = append(changed[:700_000:700_000], append([]byte("ten bytes!"), changed[700_000:]...)...)
	_, keys, _ := cutState(state)
	old := map[string]bool{}
	for _, k := range keys {
		old[k] = true
	}
	_, newKeys, newChunks := cutState(changed)
	moved := 0
	for _, k := range newKeys {
		if !old[k] {
			moved += len(newChunks[k])
		}
	}
	if moved == 0 || moved > 4*32<<10 {
		t.Errorf("%d bytes of chunks moved for two changes of a few bytes", moved)
	}
	t.Logf("%d chunks; two small changes moved %d bytes of %d", len(newKeys), moved, len(changed))
}

// TestReadState: a follower puts a state together from the chunks its
// state file has and those it fetches from Redis (only those); a chunk
// Redis no longer has, or chunks that do not make the state listed, are
// errors; a state shipped whole and gzip'd (an earlier holder) is read.
func TestReadState(t *testing.T) {
	ctx := context.Background()
	log := slog.New(slog.DiscardHandler)
	_, f, l := leased(t, redistest.Dial(t, redistest.URL()), log)
	dir := t.TempDir()
	r := followerOf(t, f, dir, testConfig(), log)
	defer r.entries.Close()
	put := func(chunks map[string][]byte) {
		t.Helper()
		vals := map[string][]byte{}
		for k, c := range chunks {
			vals[pagePrefix+k] = c
		}
		if err := l.Put(ctx, vals); err != nil {
			t.Fatal(err)
		}
	}
	first := randomState(200_000, 2)
	value, keys, chunks := cutState(first)
	put(chunks)
	got, fetched, err := r.readState(ctx, value)
	if err != nil || !bytes.Equal(got, first) || fetched != len(keys) {
		t.Fatalf("into an empty directory: %d bytes, %d of %d chunks fetched, %v", len(got), fetched, len(keys), err)
	}
	if err := os.WriteFile(filepath.Join(dir, refresh.StateFileName), first, 0o600); err != nil {
		t.Fatal(err)
	}
	second := bytes.Clone(first)
	copy(second[100_000:], "changed")
	value, keys, chunks = cutState(second)
	put(chunks)
	got, fetched, err = r.readState(ctx, value)
	if err != nil || !bytes.Equal(got, second) || fetched == 0 || fetched > 2 {
		t.Errorf("a change of 7 bytes: %d bytes, %d of %d chunks fetched, %v", len(got), fetched, len(keys), err)
	}

	// A chunk deleted (the holder moved on), and chunks of another state.
	third := randomState(50_000, 3)
	value, _, chunks = cutState(third)
	if _, _, err := r.readState(ctx, value); err == nil || !strings.Contains(err.Error(), "no longer in Redis") {
		t.Errorf("chunks never put: %v", err)
	}
	put(chunks)
	forged := bytes.Replace(value, []byte("50000 "), []byte("50001 "), 1)
	if _, _, err := r.readState(ctx, forged); err == nil {
		t.Error("a length that is not the chunks': no error")
	}
	for _, bad := range []string{chunksMagic + "x y\n", chunksMagic + "5 00\nnot-a-chunk"} {
		if _, _, err := r.readState(ctx, []byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}

	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(third)
	w.Close()
	if got, _, err := r.readState(ctx, gz.Bytes()); err != nil || !bytes.Equal(got, third) {
		t.Errorf("a state shipped whole: %d bytes, %v", len(got), err)
	}
}

// leased returns a fleet site of the test's own over rdb, and its lease,
// released when the test ends.
func leased(tb testing.TB, rdb *redis.Client, log *slog.Logger) (name string, f *fleet.Fleet, l *fleet.Lease) {
	tb.Helper()
	name = testSite(tb, rdb)
	f, err := fleet.New(rdb, fleet.Options{Site: name, Logger: log})
	if err != nil {
		tb.Fatal(err)
	}
	if l, err = f.Acquire(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { l.Release(context.Background()) })
	return name, f, l
}

// followerOf returns a replica of f, its state in dir, that is not run:
// for calling its follower's parts (mirror, readState) directly. The
// caller closes its entry store.
func followerOf(tb testing.TB, f *fleet.Fleet, dir string, cfg config.Config, log *slog.Logger) *Replica {
	tb.Helper()
	r, err := New(Options{Fleet: f, Dir: dir, Logger: log,
		Follower: site.NewCatalog(catalog.NoDatabase("wp_"), cfg, nil, log, ""),
		Site:     func(context.Context) (site.Parts, func(), error) { return site.Parts{}, nil, nil },
	})
	if err != nil {
		tb.Fatal(err)
	}
	return r
}
