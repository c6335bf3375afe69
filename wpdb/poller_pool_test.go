package wpdb_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// TestPollersShareThePool: more pollers than the connection pool holds
// (the sites of a network, each polling its tables) poll at once, each
// running its checksums on connections of their own; none may hold a
// connection while it waits for another, or all of them wait for ever.
func TestPollersShareThePool(t *testing.T) {
	db := dbtest.Open(t, "wpsitemap_fixtures")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start := make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan error, 24)
	for range 24 {
		p := wpdb.NewPoller(db)
		wg.Go(func() {
			<-start
			_, err := p.Poll(ctx)
			errs <- err
		})
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("a poll among 24 at once: %v", err)
		}
	}
}
