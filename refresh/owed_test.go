package refresh_test

import (
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// cloned is a scripted source whose clones are itself: the check's copy
// and the rebuild's read the one queue.
type cloned struct{ *scripted }

func (c cloned) Clone() wp.ChangeSource { return c }

// TestUnexplainedOwesFullRead: a write the change source reports only as
// Unexplained (wp_posts written, no row found) is found by the full read
// it owes, in the background; one it does not report at all is not.
func TestUnexplainedOwesFullRead(t *testing.T) {
	for _, unexplained := range []bool{true, false} {
		site := sitetest.Memory(t, "wpc_year_month")
		src := cloned{&scripted{}}
		clock := &fakeClock{t: start}
		svc := newService(t, site, catalog.Options{PerPage: 5}, refresh.Options{CheckEvery: time.Second, Clock: clock.now,
			Changes: func([]string, func() time.Time) wp.ChangeSource { return src }})
		const mod = "2030-01-02 03:04:05"
		newest := func() string { return newestPost(t, svc) }
		if got := newest(); got == "" || got == mod {
			t.Fatalf("newest post lastmod before: %q", got)
		}
		site.Exec(t, "UPDATE wp_posts SET post_modified = '"+mod+"', post_modified_gmt = '"+mod+"' WHERE ID = 53")
		src.push(wp.Changes{Unexplained: unexplained})
		found := false
		for i := 0; i < 100 && !found; i++ {
			clock.advance(1100 * time.Millisecond)
			found = newest() == mod
			time.Sleep(20 * time.Millisecond)
		}
		if found != unexplained {
			t.Errorf("reported Unexplained %v: the write found %v", unexplained, found)
		}
	}
}
