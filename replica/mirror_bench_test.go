package replica

import (
	"bytes"
	"compress/gzip"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/internal/redistest"
	"github.com/wpsitemap/wpsitemap/site"
)

// BenchmarkMirror measures a follower's first mirroring of a revision
// (Replica.mirror into an empty state directory: the skeleton and state
// read, the pages and the state's chunks fetched from Redis, the pages
// written to the entry store, the state file written): wp_bench in MariaDB (20,038 posts), built with 25
// entries a page, which makes about as many pages (900) as 1M posts make
// at 1,000, shipped to the test Redis. The pages' round trips to Redis
// are the part a batch saves; over a network each costs its latency more,
// which the "latency" case adds: 1 ms before each command of the
// follower's client.
//
//	WPSITEMAP_SKIP_DB_SETUP=1 go test -run '^$' -bench Mirror -benchtime 5x ./replica/
func BenchmarkMirror(b *testing.B) {
	ctx := context.Background()
	db := dbtest.Open(b, "wp_bench")
	rdb := redistest.Dial(b, redistest.URL())
	log := slog.New(slog.DiscardHandler)
	cfg := config.Config{EntriesPerPage: 25, DBTimeout: time.Minute, Store: true}
	e, err := catalog.OpenEntries(b.TempDir(), catalog.EntriesOptions{Logger: log})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	holder := site.NewCatalog(db, cfg, nil, log, "").WithEntries(e)
	snap, err := holder.Build(ctx)
	if err != nil {
		b.Fatal(err)
	}
	fleetSite, _, l := leased(b, rdb, log)
	keys := snap.PageKeys()
	pages, pageBytes := map[string][]byte{}, 0
	for _, k := range keys {
		p, err := e.AppendPage(nil, snap, k)
		if err != nil {
			b.Fatal(err)
		}
		pages[pagePrefix+k], pageBytes = p, pageBytes+len(p)
	}
	var whole bytes.Buffer
	if err := holder.WriteState(&whole, snap, nil); err != nil {
		b.Fatal(err)
	}
	state, chunkKeys, chunks := cutState(whole.Bytes())
	for k, c := range chunks {
		pages[pagePrefix+k] = c
	}
	keys = append(keys, chunkKeys...)
	if err := l.Put(ctx, pages); err != nil {
		b.Fatal(err)
	}
	skeleton, err := gzipped(func(w *gzip.Writer) error { return holder.WriteSkeleton(w, snap) })
	if err != nil {
		b.Fatal(err)
	}
	if err := l.Write(ctx, 1, map[string][]byte{valueSkeleton: skeleton, valueState: state,
		valuePages: []byte(strings.Join(keys, "\n"))}); err != nil {
		b.Fatal(err)
	}
	for _, latency := range []time.Duration{0, time.Millisecond} {
		name := "local"
		if latency > 0 {
			name = "latency"
		}
		b.Run(name, func(b *testing.B) {
			client := redistest.Dial(b, redistest.URL())
			gets := &pageGets{pages: map[string]int{}}
			client.AddHook(gets)
			client.AddHook(delay(latency))
			ff, err := fleet.New(client, fleet.Options{Site: fleetSite, Logger: log})
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				b.StopTimer()
				r := followerOf(b, ff, b.TempDir(), cfg, log)
				b.StartTimer()
				err := r.mirror(ctx)
				b.StopTimer()
				if err != nil {
					b.Fatal(err)
				}
				if rev, _ := r.Revision(); rev != 1 {
					b.Fatalf("revision %d mirrored, want 1", rev)
				}
				r.entries.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(len(keys)-len(chunkKeys)), "pages")
			b.ReportMetric(float64(pageBytes), "page-bytes")
			b.ReportMetric(float64(gets.calls)/float64(b.N), "page-gets/op")
		})
	}
}

// delay is a hook that waits d before each command, as a Redis d away.
type delay time.Duration

func (d delay) DialHook(next redis.DialHook) redis.DialHook { return next }

func (d delay) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		time.Sleep(time.Duration(d))
		return next(ctx, cmd)
	}
}

func (d delay) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		time.Sleep(time.Duration(d))
		return next(ctx, cmds)
	}
}
