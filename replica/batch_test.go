package replica

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
)

// pageGets counts a client's MGETs of pages (fleet.Fleet.Get of
// pagePrefix names, not the state's chunks), and the pages they ask for.
type pageGets struct {
	mu    sync.Mutex
	calls int
	pages map[string]int
}

func (h *pageGets) DialHook(next redis.DialHook) redis.DialHook { return next }

func (h *pageGets) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		args := cmd.Args()
		if cmd.Name() == "mget" && len(args) > 1 && strings.Contains(args[1].(string), ":value:"+pagePrefix) &&
			!strings.Contains(args[1].(string), ":value:"+pagePrefix+chunkPrefix) { // not the state's chunks
			h.mu.Lock()
			h.calls++
			for _, a := range args[1:] {
				h.pages[a.(string)]++
			}
			h.mu.Unlock()
		}
		return next(ctx, cmd)
	}
}

func (h *pageGets) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		for _, cmd := range cmds {
			if cmd.Name() == "mget" {
				h.mu.Lock()
				h.calls += 1000 // not expected: fail loudly
				h.mu.Unlock()
			}
		}
		return next(ctx, cmds)
	}
}

// TestFollowerFetchesInBatches: a follower's first mirroring of a site of
// many pages fetches them from Redis a batch at a time (one MGET for the
// first 2 pages, then up to 64 a MGET: catalog's shipBatch), each page
// once, not one round trip a page; and it serves what the holder serves.
func TestFollowerFetchesInBatches(t *testing.T) {
	rdb := redistest.Dial(t, redistest.URL())
	name := testSite(t, rdb)
	mem := fixtures(t)
	const ttl = time.Second
	a := start(t, rdb, name, "a", mem, "", ttl)
	_, rev := converged(t, 60*time.Second, 0, a)

	counted := redistest.Dial(t, redistest.URL())
	gets := &pageGets{pages: map[string]int{}}
	counted.AddHook(gets)
	b := start(t, counted, name, "b", mem, "", ttl)
	if _, got := converged(t, 60*time.Second, 0, a, b); got != rev {
		t.Fatalf("revision %d, then %d: the test wants the holder's first", rev, got)
	}
	sameEverywhere(t, a, b)
	b.r.sides.mu.Lock()
	n := len(b.r.sides.snap.PageKeys())
	b.r.sides.mu.Unlock()
	gets.mu.Lock()
	defer gets.mu.Unlock()
	if n < 10 {
		t.Fatalf("only %d pages: the test would prove little", n)
	}
	if len(gets.pages) != n {
		t.Errorf("%d pages fetched, the revision has %d", len(gets.pages), n)
	}
	for k, c := range gets.pages {
		if c != 1 {
			t.Errorf("%s fetched %d times", k, c)
		}
	}
	if want := 1 + (n-2+63)/64; gets.calls != want {
		t.Errorf("%d pages fetched in %d MGETs, want %d", n, gets.calls, want)
	}
	t.Logf("%d pages in %d MGETs", n, gets.calls)
}
