// Package announce tells search engines what changed in the sitemaps. It
// watches the snapshots package refresh puts in place, compares each with
// what the last one listed (the Ledger, kept in the state directory, or in
// the Redis a fleet of replicas shares: LedgerStore), and
// queues the URLs that appeared, changed or disappeared for IndexNow
// (package notify); after any change it has the ping URLs requested. It
// announces nothing at the first start (only changes), and nothing while
// the site discourages search engines (blog_public = 0): the queue is held
// and the listing of the last public snapshot kept, so what changed
// meanwhile is announced once the site is public again.
package announce

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/notify"
)

// Queue is where the URLs to submit go: the state directory's file
// (*notify.Queue), or the queue a fleet shares in Redis (*fleet.Queue,
// or the one its ledger stages URLs in until the ledger records them).
type Queue interface {
	// Add appends urls; once it returns nil they are kept.
	Add(urls ...string) error
	// Len is the number of URLs not yet handled.
	Len() int64
}

// Options configure an Announcer. Ledger, Queue and Sender are set for
// IndexNow, Pinger for ping URLs; either may be nil.
type Options struct {
	Ledger *Ledger
	Queue  Queue
	Sender *notify.Sender
	Pinger *notify.Pinger
	Logger *slog.Logger
	// Shared says that the Sender and the Pinger serve other Announcers
	// too (a network's sites: one queue, one Sender, one Pinger for the
	// process, so that the rate limits hold process-wide): their owner
	// runs them, not Run, and a site that discourages search engines
	// queues nothing but does not hold the other sites' URLs (Sender
	// SetPaused is not called); what it queued before stays queued.
	Shared bool
}

// Announcer follows snapshots (Observe) and announces their changes (Run).
type Announcer struct {
	opts Options
	log  *slog.Logger
	wake chan struct{}

	mu      sync.Mutex
	latest  *catalog.Snapshot
	handled *catalog.Snapshot // the last snapshot whose changes are queued

	seen map[uint64]bool // the listings (Page.ListingRev) of the last snapshot handled, without a ledger
}

// New returns an Announcer.
func New(opts Options) *Announcer {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	return &Announcer{opts: opts, log: opts.Logger, wake: make(chan struct{}, 1)}
}

// Observe hands over a new current snapshot; it never blocks (refresh calls
// it as it puts each snapshot in place). Snapshots that come faster than
// they are handled are skipped: the next one handled is compared with the
// last one recorded, which includes every change in between.
func (a *Announcer) Observe(snap *catalog.Snapshot) {
	a.mu.Lock()
	a.latest = snap
	a.mu.Unlock()
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// Run handles observed snapshots until ctx ends, and runs the Sender and
// the Pinger unless they are Shared.
func (a *Announcer) Run(ctx context.Context) {
	var wg sync.WaitGroup
	if a.opts.Sender != nil && !a.opts.Shared {
		wg.Go(func() { a.opts.Sender.Run(ctx) })
	}
	if a.opts.Pinger != nil && !a.opts.Shared {
		wg.Go(func() { a.opts.Pinger.Run(ctx) })
	}
	defer wg.Wait()
	var done *catalog.Snapshot
	for {
		select {
		case <-ctx.Done():
			return
		case <-a.wake:
		}
		a.mu.Lock()
		snap := a.latest
		a.mu.Unlock()
		if snap == nil || snap == done {
			continue
		}
		if err := a.handle(ctx, snap); err != nil {
			if ctx.Err() != nil {
				return
			}
			// Left as it was: the next snapshot is compared with the
			// same listing, so nothing is lost.
			a.log.Warn("changes not announced yet", "err", err)
			continue
		}
		done = snap
		a.mu.Lock()
		a.handled = snap
		a.mu.Unlock()
	}
}

// Handled returns the last snapshot whose changes are queued (nil: none
// yet).
func (a *Announcer) Handled() *catalog.Snapshot {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.handled
}

// handle announces what changed between the last snapshot recorded and snap.
func (a *Announcer) handle(ctx context.Context, snap *catalog.Snapshot) error {
	public := snap.Site.BlogPublic
	if a.opts.Sender != nil && !a.opts.Shared {
		a.opts.Sender.SetPaused(!public)
	}
	if !public {
		// What was seen stays: the first public snapshot is compared
		// with the last public one.
		return nil
	}
	l := a.opts.Ledger
	if l == nil {
		if a.changed(snap) {
			a.ping(snap)
		}
		return nil
	}
	if !l.Baselined() {
		a.log.Info("IndexNow: recording what the sitemaps list; changes from now on are submitted")
		return l.Update(ctx, snap, nil)
	}
	var urls []string
	counts := map[Why]int{}
	flush := func() error {
		if err := a.opts.Queue.Add(urls...); err != nil {
			return err
		}
		urls = urls[:0]
		return nil
	}
	// Every URL is queued before the listing is recorded (flush, last):
	// a crash in between finds the same changes again, never loses them.
	err := l.update(ctx, snap, func(c Change) error {
		counts[c.Why]++
		a.log.Debug("IndexNow: queued", "url", c.Loc, "why", string(c.Why), "sitemap", c.Sitemap, "id", c.ID)
		urls = append(urls, c.Loc)
		if len(urls) >= 1000 {
			return flush()
		}
		return nil
	}, flush)
	if err != nil {
		return fmt.Errorf("announce: %w", err)
	}
	st := l.Stats()
	n := counts[Appeared] + counts[Updated] + counts[Removed]
	if len(st.Moved) > 0 {
		// Every URL of these sitemaps moved (home, the permalink
		// structure, a type's rewrite slug): the new ones and the old
		// ones are sent, which is right, and costs this much.
		a.log.Warn("IndexNow: the URLs of whole sitemaps moved; each old and new URL is submitted",
			"sitemaps", st.Moved, "urls", n, "requests", Requests(n), "over", SendTime(n, a.interval()), "pages_read", st.Read)
	}
	a.log.Debug("IndexNow: listing compared", "pages_kept", st.Kept, "pages_read", st.Read, "entries_read", st.Entries)
	if n > 0 {
		a.ping(snap)
		a.log.Info("IndexNow: URLs queued", "new", counts[Appeared], "updated", counts[Updated], "removed", counts[Removed],
			"queued", a.opts.Queue.Len())
		a.opts.Sender.Wake()
	}
	return nil
}

// interval is the Sender's least time between requests.
func (a *Announcer) interval() time.Duration {
	if a.opts.Sender == nil {
		return notify.DefaultInterval
	}
	return a.opts.Sender.Interval()
}

// Requests is the number of IndexNow requests n URLs of one host take.
func Requests(n int) int { return (n + notify.MaxURLs - 1) / notify.MaxURLs }

// SendTime is how long n URLs of one host take to submit, one request
// per interval, when the endpoint accepts them.
func SendTime(n int, interval time.Duration) time.Duration {
	return time.Duration(max(0, Requests(n)-1)) * interval
}

// ping tells the Pinger (if any) that the sitemaps changed.
func (a *Announcer) ping(snap *catalog.Snapshot) {
	if a.opts.Pinger != nil {
		a.opts.Pinger.Changed(snap.Site.HomeURLWith("sitemap_index.xml"))
	}
}

// changed reports, without a ledger, whether any page of snap lists what
// no page of the last snapshot handled listed (ListingRev: an option
// change that moves no URL renews every page's Rev, not its listing);
// false for the first one.
func (a *Announcer) changed(snap *catalog.Snapshot) bool {
	revs := map[uint64]bool{}
	diff := false
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			continue
		}
		for _, p := range sm.Pages {
			revs[p.ListingRev()] = true
			if a.seen != nil && !a.seen[p.ListingRev()] {
				diff = true
			}
		}
	}
	if a.seen != nil && len(revs) != len(a.seen) {
		diff = true
	}
	a.seen = revs
	return diff
}
