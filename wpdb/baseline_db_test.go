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
	db := dbtest.Variant(t, "wpsitemap_fixtures", name)
	p = wpdb.NewPoller(db)
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
