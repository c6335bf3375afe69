package check

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"sync/atomic"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/every"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// checkNetwork lists every site of the network, one line each, so that the
// report stays a line per site on a network of thousands: its blog_id, the
// address it is served at (address), its state (open,
// archived, spam, deleted, not public) and its home as its options say;
// with --all also the sitemaps its index lists and their entries, which
// prepares every open site's sitemaps. main is the main site's snapshot,
// already prepared. A site whose options cannot be read is a warning when
// it is open (its requests fail), a note when it is closed.
func checkNetwork(ctx context.Context, r *report, a Args, main *catalog.Snapshot, stderr io.Writer) {
	n := a.Site.Network
	r.section(fmt.Sprintf("network (%d %s; --site checks one in full)", len(n.Sites), plural(len(n.Sites), "site", "sites")))
	t := r.table()
	if a.All {
		fmt.Fprint(t, "  BLOG_ID\tADDRESS\tSTATE\tHOME\tSITEMAPS\tENTRIES\n")
	} else {
		fmt.Fprint(t, "  BLOG_ID\tADDRESS\tSTATE\tHOME\n")
	}
	var done atomic.Int64
	stop := every.Start(ProgressEvery, func() {
		fmt.Fprintf(stderr, "wpsitemap: reading the network's sites: %d of %d\n", done.Load(), len(n.Sites))
	})
	defer stop()
	type problem struct {
		site wp.NetworkSite
		err  error
	}
	var problems []problem
	open, sitemaps, entries := 0, 0, 0
	for _, s := range n.Sites {
		done.Add(1)
		sdb := a.Site.Opened.ForSite(n, s.ID)
		closed, _ := seo.SiteClosed(s)
		ws, err := sdb.LoadSite(ctx)
		if err != nil {
			problems = append(problems, problem{s, err})
			fmt.Fprintf(t, "  %d\t%s\t%s\t%s\n", s.ID, site.Address(n, s), site.State(s, true), "(options not read)")
			continue
		}
		state := site.State(s, ws.BlogPublic)
		counts := ""
		if a.All {
			counts = "\t-\t-"
			if !closed {
				snap := main
				if s.ID != a.Site.Site.ID {
					snap, err = a.NewCatalog(sdb).Build(ctx)
				}
				if err != nil {
					problems = append(problems, problem{s, err})
				} else {
					m, e := indexCounts(snap)
					counts = "\t" + strconv.Itoa(m) + "\t" + strconv.Itoa(e)
					sitemaps += m
					entries += e
				}
			}
		}
		if state == "open" {
			open++
		}
		fmt.Fprintf(t, "  %d\t%s\t%s\t%s%s\n", s.ID, site.Address(n, s), state, ws.Home, counts)
	}
	t.Flush()
	for _, p := range problems {
		if closed, _ := seo.SiteClosed(p.site); closed {
			r.note("blog %d (%s): %v", p.site.ID, site.State(p.site, true), p.err)
		} else {
			r.warn("blog %d: %v", p.site.ID, p.err)
		}
	}
	switch {
	case a.All:
		r.ok("%d of %d sites open; their indexes list %d sitemaps, %d entries", open, len(n.Sites), sitemaps, entries)
	default:
		r.ok("%d of %d sites open (--all counts every site's sitemaps; closed and not public sites answer 410)", open, len(n.Sites))
	}
}
