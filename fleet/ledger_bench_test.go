package fleet

import (
	"bufio"
	"compress/gzip"
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkLedgerMemory measures the Redis memory the ledger takes per
// URL listed: pages of 1,000 entries in announce's page encoding (a gzip'd
// line of ID, part, lastmod and URL per entry), here with made-up post
// URLs whose slugs are 3 to 6 words drawn from 5,000 random ones (about
// 80 bytes a URL), written as the holder writes them, and Redis's MEMORY
// USAGE of the pages' hash (its manifest is a few bytes per page).
//
//	CI=true go test -run '^$' -bench LedgerMemory -benchtime 1x ./fleet/
func BenchmarkLedgerMemory(b *testing.B) {
	const pages, perPage = 100, 1000
	rdb := testClient(b)
	site := testSite(b, rdb)
	l := acquire(b, newFleet(b, rdb, site, "a", 0))
	g := l.Queue("indexnow").Ledger()
	ctx := context.Background()
	rnd := rand.New(rand.NewPCG(1, 2))
	words := make([]string, 5000)
	for i := range words {
		w := make([]byte, 4+rnd.IntN(6))
		for j := range w {
			w[j] = 'a' + byte(rnd.IntN(26))
		}
		words[i] = string(w)
	}
	slug := func() string {
		s := words[rnd.IntN(len(words))]
		for range 2 + rnd.IntN(4) {
			s += "-" + words[rnd.IntN(len(words))]
		}
		return s
	}
	for b.Loop() {
		for p := range pages {
			w, err := g.CreatePage(ctx, fmt.Sprintf("p%d.gz", p))
			if err != nil {
				b.Fatal(err)
			}
			zw := gzip.NewWriter(w)
			bw := bufio.NewWriter(zw)
			for i := range perPage {
				id := 100000 + p*perPage + i
				fmt.Fprintf(bw, "%d\t0\t2024-%02d-%02dT%02d:%02d:%02dZ\thttps://www.example.com/2024/%02d/%s/\n",
					id, 1+rnd.IntN(12), 1+rnd.IntN(28), rnd.IntN(24), rnd.IntN(60), rnd.IntN(60), 1+rnd.IntN(12), slug())
			}
			if err := bw.Flush(); err != nil {
				b.Fatal(err)
			}
			if err := zw.Close(); err != nil {
				b.Fatal(err)
			}
			if err := w.Close(); err != nil {
				b.Fatal(err)
			}
		}
	}
	n, err := rdb.MemoryUsage(ctx, g.pages, 0).Result()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(n)/(pages*perPage), "redis_bytes/url")
}
