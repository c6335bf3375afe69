package wpdb_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// newBaselinePoller returns a poller of a copy of the fixtures whose
// background baseline, once its snapshot has begun, waits for the test:
// begun receives when it has begun, and it reads once proceed is closed.
func newBaselinePoller(t *testing.T, base string) (p *wpdb.Poller, name string, begun chan struct{}, proceed chan struct{}) {
	name = dbtest.TempDB(t, base)
	p = wpdb.NewPoller(dbtest.Variant(t, "wpsitemap_fixtures", name))
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	p.SetClock(func() time.Time { now = now.Add(time.Hour); return now })
	begun, proceed = make(chan struct{}, 4), make(chan struct{})
	p.SetBaselineHook(func() {
		begun <- struct{}{}
		<-proceed
	})
	return p, name, begun, proceed
}

// TestBaselineInTheBackground: the first poll returns before its baseline
// is taken (the build starts at once), and a write made after it returned
// but before the baseline read a row is found by the next poll: the
// baseline sees the tables as they were when the first poll returned
// (its consistent snapshot), not as they were when it read them.
func TestBaselineInTheBackground(t *testing.T) {
	ctx := context.Background()
	p, name, begun, proceed := newBaselinePoller(t, "baseline_bg_test")
	first, err := p.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !first.Everything {
		t.Fatalf("first poll = %+v, want Everything", first)
	}
	if !p.BaselinePending() {
		t.Fatal("the first poll took its baseline before it returned")
	}
	<-begun
	// Written after the first poll returned (what a build may have read
	// or not), before the baseline read anything.
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10`,
		`UPDATE wp_options SET option_value = 'Renamed' WHERE option_name = 'blogname'`)
	time.Sleep(1100 * time.Millisecond) // UPDATE_TIME's second has passed: the next poll is not merely settling
	close(proceed)
	got, err := p.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := wp.Changes{Posts: []wp.IDRange{{Lo: 0, Hi: 511}}, Options: true}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the poll after the baseline (-want +got):\n%s", diff)
	}
	if _, err := p.State(); err != nil {
		t.Errorf("state after a baseline taken: %v", err)
	}
}

// TestBaselineNotInnoDB: with a tracked table that has no consistent
// snapshot (MyISAM), the first poll takes its baseline before it returns,
// and the next poll still finds a write.
func TestBaselineNotInnoDB(t *testing.T) {
	ctx := context.Background()
	p, name, _, proceed := newBaselinePoller(t, "baseline_myisam_test")
	close(proceed)
	dbtest.Exec(t, name, `ALTER TABLE wp_term_relationships ENGINE = MyISAM`)
	if _, err := p.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	if p.BaselinePending() {
		t.Fatal("a baseline was left to the background with a MyISAM table")
	}
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10`)
	got, err := p.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := []wp.IDRange{{Lo: 0, Hi: 511}}; !cmp.Equal(want, got.Posts) {
		t.Errorf("the poll after the baseline found %v, want %v", got.Posts, want)
	}
}

// TestBaselineLost: a baseline that fails in the background is not taken
// for one: the state cannot be saved, and the next poll takes a new one
// and reports Everything (the build it began cannot be trusted).
func TestBaselineLost(t *testing.T) {
	ctx := context.Background()
	p, name, begun, proceed := newBaselinePoller(t, "baseline_lost_test")
	if _, err := p.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	<-begun
	dbtest.Exec(t, name, `RENAME TABLE wp_term_relationships TO gone_relationships`)
	close(proceed)
	if _, err := p.State(); err == nil {
		t.Fatal("the state of a lost baseline was saved")
	}
	dbtest.Exec(t, name, `RENAME TABLE gone_relationships TO wp_term_relationships`)
	got, err := p.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Everything {
		t.Errorf("the poll after a lost baseline = %+v, want Everything", got)
	}
	if _, err := p.State(); err != nil {
		t.Errorf("state after the second baseline: %v", err)
	}
}

// TestBaselineWaitsForTheNextPoll: the first poll's baseline reads
// nothing until the next poll (the first build runs meanwhile), one per
// pool: a second poller on the same pool reads its own at once. The next
// poll waits for the deferred reads, and they see the tables as they were
// when the first poll returned.
func TestBaselineWaitsForTheNextPoll(t *testing.T) {
	ctx := context.Background()
	p, name, begun, proceed := newBaselinePoller(t, "baseline_defer_test")
	close(proceed)
	if _, err := p.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	<-begun
	if !p.BaselineDeferred() {
		t.Fatal("the first poller's baseline reads at once")
	}
	// Written after the first poll returned, as the build reads.
	dbtest.Exec(t, name, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = 10`)

	other := p.Sibling() // a poller of the same pool
	if _, err := other.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	if other.BaselineDeferred() {
		t.Fatal("two baselines deferred on one pool")
	}
	select {
	case <-other.BaselineDone():
	case <-time.After(60 * time.Second):
		t.Fatal("the second poller's baseline, not deferred, did not read in 60 s")
	}
	// The other baseline has read the whole fixtures meanwhile: the
	// deferred one, had it read, would be done too.
	select {
	case <-p.BaselineDone():
		t.Fatal("the deferred baseline read before the next poll")
	default:
	}
	time.Sleep(1100 * time.Millisecond) // UPDATE_TIME's second has passed
	got, err := p.Poll(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := []wp.IDRange{{Lo: 0, Hi: 511}}; !cmp.Equal(want, got.Posts) {
		t.Errorf("the poll after the deferred baseline found %v, want %v", got.Posts, want)
	}
	if _, err := p.State(); err != nil {
		t.Errorf("state after a deferred baseline: %v", err)
	}
}

// TestBaselineDeferredAtMost: a deferred baseline whose poller is not
// polled again reads after baselineDeferMax, and gives the pool's
// deferral back: the next poller's baseline is deferred in turn.
func TestBaselineDeferredAtMost(t *testing.T) {
	ctx := context.Background()
	p, _, _, proceed := newBaselinePoller(t, "baseline_defermax_test")
	close(proceed)
	p.SetBaselineDeferMax(100 * time.Millisecond)
	if _, err := p.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	if !p.BaselineDeferred() {
		t.Fatal("the baseline reads at once")
	}
	select {
	case <-p.BaselineDone():
	case <-time.After(60 * time.Second):
		t.Fatal("a deferred baseline never polled again did not read in 60 s")
	}
	if _, err := p.State(); err != nil {
		t.Errorf("state after a baseline read on its own: %v", err)
	}
	next := p.Sibling()
	if _, err := next.Poll(ctx); err != nil {
		t.Fatal(err)
	}
	if !next.BaselineDeferred() {
		t.Error("the pool's deferral was not given back")
	}
}

// TestBaselinesBesideBuilds: a pool told so (a fleet's holder) defers no
// baseline.
func TestBaselinesBesideBuilds(t *testing.T) {
	name := dbtest.TempDB(t, "baseline_beside_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	db.BaselinesBesideBuilds()
	p := wpdb.NewPoller(db)
	if _, err := p.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	if p.BaselineDeferred() {
		t.Error("a baseline was deferred on a pool told to read them beside the builds")
	}
}

// TestBaselineDeferredPoolClosed: a deferred baseline whose pool closes
// (the service stopping mid-build) reads at once rather than wait for
// baselineDeferMax, holding its connection and snapshot: it reads on the
// connection it holds, which the pool's closing lets finish.
func TestBaselineDeferredPoolClosed(t *testing.T) {
	name := dbtest.TempDB(t, "baseline_closed_test")
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	p := wpdb.NewPoller(db)
	p.SetBaselineDeferMax(time.Hour) // a baseline that waited for it would hold the test
	if _, err := p.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !p.BaselineDeferred() {
		t.Fatal("the baseline reads at once")
	}
	db.Close()
	select {
	case <-p.BaselineDone():
	case <-time.After(60 * time.Second):
		t.Fatal("a deferred baseline still waited 60 s after its pool closed")
	}
	if _, err := p.State(); err != nil {
		t.Errorf("the baseline read after its pool closed: %v", err)
	}
}
