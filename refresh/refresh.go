// Package refresh keeps a catalog's snapshot current: it builds the first
// one (or restores it from the state file), asks a wp.ChangeSource what
// changed, has the catalog apply that to a copy of the snapshot or rebuild
// it whole in the background, and writes the state file. It decides when
// (scheduling, the rebuild policy, back-off after failures); the catalog
// decides what (package catalog). Every goroutine it starts runs under the
// Service's own context and is stopped by Close. Several Services over
// catalogs of one site (its language hosts) can read one source of
// changes through a Shared.
package refresh

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/every"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Options configure a Service.
type Options struct {
	// CheckEvery bounds how often the data is checked for changes (0: on
	// every request, and Run does nothing).
	CheckEvery time.Duration
	// FirstWait is how long a request waits for the first preparation
	// before Current returns ErrPreparing (0: as long as it takes).
	FirstWait time.Duration
	// CheckWait bounds how long a request waits for a check of the data
	// when the last one is older than CheckEvery (default 2 s); past it,
	// the request is answered from the snapshot at hand.
	CheckWait time.Duration
	// CheckTimeout bounds one background check for changes (0: 30 s; at
	// least a minute and four times what the last one took). Past it (a
	// locked table, a frozen server) the check gives up and the next ones
	// wait longer, up to 32 times the interval, so checks never pile up.
	CheckTimeout time.Duration
	// StateDir, when set, is the directory of the state file: the first
	// snapshot is restored from it, and Run keeps it current.
	StateDir string
	// SaveEvery bounds how often Run writes the state file after changes
	// (default a minute); a new full build is written at once.
	SaveEvery time.Duration
	// Changes, when set, returns the source of changes to follow (the
	// server's binary log, opened with the catalog's MetaKeys); nil: the
	// catalog's store's own (catalog.Catalog.NewChangeSource). Run checks
	// as soon as the source's Wake reports a commit.
	Changes func(metaKeys []string, now func() time.Time) wp.ChangeSource
	// ProgressEvery is how often the first preparation logs how far it
	// is (what it reads, how many posts of how many, an estimate of the
	// time left), so that a cold start of a large site, minutes of 503,
	// is not silent (default 10 s; negative: never).
	ProgressEvery time.Duration
	// Published, when set, is told of every snapshot put in place (the
	// first, each change, each rebuild), in order, from the goroutine
	// that put it; it must not block (package announce takes the latest
	// and compares it on its own goroutine).
	Published func(*catalog.Snapshot)
	// Clock replaces time.Now (tests of the quiet period); it is given to
	// the change source too.
	Clock  func() time.Time
	Logger *slog.Logger
}

// ErrPreparing says the sitemaps are still being prepared for the first time.
var ErrPreparing = errors.New("refresh: sitemaps are being prepared")

// Service serves the current snapshot of a catalog and keeps it current.
type Service struct {
	cat  *catalog.Catalog
	opts Options
	log  *slog.Logger

	// ctx is the lifetime of every goroutine the Service starts; Close
	// cancels it and waits for them (wg).
	ctx  context.Context
	stop context.CancelFunc
	wg   sync.WaitGroup

	mu        sync.Mutex
	timeMu    sync.Mutex // one retime at a time
	snap      *catalog.Snapshot
	checkedAt time.Time // when the last successful check started reading
	how       string    // how the source found the changes at that check (sourceHow)
	lastErr   error
	first     chan struct{} // the first preparation under way, or done
	firstErr  error
	saved     *catalog.Snapshot // the snapshot last written to the state file
	checkCost time.Duration     // how long the last background check took
	asked     chan struct{}     // the requests' check running (requestCheck)
	askedAt   time.Time         // when it was asked for (Options.Clock)
	timeouts  int               // checks in a row that ran out of time (checkTimeout)

	// checking is held (a token) by the one check running; the source
	// and the rebuild policy's fields belong to its holder.
	checking chan struct{}
	source   wp.ChangeSource
	policy   rebuildPolicy

	wake atomic.Pointer[<-chan struct{}] // the change source's Wake, for Run
	said sync.Map                        // log lines said once
}

// New returns a Service over cat. Nothing is read until the first request
// (or Prepare).
func New(cat *catalog.Catalog, opts Options) *Service {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.CheckWait <= 0 {
		opts.CheckWait = 2 * time.Second
	}
	if opts.SaveEvery <= 0 {
		opts.SaveEvery = time.Minute
	}
	if opts.CheckTimeout <= 0 {
		opts.CheckTimeout = 30 * time.Second
	}
	if opts.ProgressEvery == 0 {
		opts.ProgressEvery = 10 * time.Second
	}
	s := &Service{cat: cat, opts: opts, log: opts.Logger, checking: make(chan struct{}, 1)}
	s.ctx, s.stop = context.WithCancel(context.Background())
	return s
}

// Close stops what the Service runs in the background (a first
// preparation, a full rebuild, a reload) and waits for it. The last
// snapshot is still served; nothing new is started after Close.
func (s *Service) Close() {
	s.mu.Lock() // spawn and firstAttempt check ctx and add to wg under mu
	s.stop()
	s.mu.Unlock()
	s.wg.Wait()
}

// spawn runs fn on a goroutine owned by the Service, unless it is closed.
func (s *Service) spawn(fn func(ctx context.Context)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ctx.Err() != nil {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		fn(s.ctx)
	}()
}

// Catalog is the catalog the Service refreshes.
func (s *Service) Catalog() *catalog.Catalog { return s.cat }

// Reload replaces the type overrides (the types file, read again on
// SIGHUP) and prepares the sitemaps again with them in the background; the
// current snapshot is served meanwhile.
func (s *Service) Reload(o *wp.TypeOverrides) {
	s.cat.SetOverrides(o)
	s.spawn(func(ctx context.Context) {
		if !s.acquire(ctx) {
			return
		}
		defer s.release()
		if s.source != nil {
			s.startRebuild()
		}
	})
}

// acquire takes the check token, or gives up when ctx ends.
func (s *Service) acquire(ctx context.Context) bool {
	select {
	case s.checking <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

func (s *Service) release() { <-s.checking }

// Current returns the snapshot for the current data. Only the first call
// waits for a build (at most FirstWait). Later calls return the snapshot at
// hand when the data was checked less than CheckEvery ago (Run checks twice
// per interval on its own); otherwise they have a check made and wait for
// it until CheckWait after it was asked for (requestCheck: one at a time,
// which goes on past that; a request that comes later does not wait), so
// that no answer is older than CheckEvery after a quiet period, and a slow
// or failing database never holds a request for long.
// With CheckEvery 0 every call checks.
//
// Sitemaps that change with the clock (the news window) carry an expiry:
// once it has passed, their provider prepares them again before the
// snapshot is returned, whether or not the database changed.
func (s *Service) Current(ctx context.Context) (*catalog.Snapshot, error) {
	snap, err := s.current(ctx)
	if err != nil {
		return snap, err
	}
	if exp := snap.Expires(); exp.IsZero() || s.opts.Clock().Before(exp) {
		return snap, nil
	}
	return s.retime(ctx, snap)
}

func (s *Service) current(ctx context.Context) (*catalog.Snapshot, error) {
	s.mu.Lock()
	snap := s.snap
	if snap != nil && s.opts.CheckEvery > 0 {
		age := s.opts.Clock().Sub(s.checkedAt)
		s.mu.Unlock()
		if age < s.opts.CheckEvery {
			return snap, nil
		}
		asked, since := s.requestCheck()
		wait := s.opts.CheckWait - s.opts.Clock().Sub(since)
		if wait <= 0 {
			// The check asked for has run longer than CheckWait (the
			// checksums of a million posts after a database restart):
			// the requests that asked waited for it, later ones do not.
			return snap, nil
		}
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case <-asked:
		case <-t.C:
		case <-ctx.Done():
		}
		s.mu.Lock()
		snap = s.snap
		s.mu.Unlock()
		return snap, nil
	}
	if snap == nil && s.opts.FirstWait > 0 {
		// The first preparation takes minutes on a large site: it runs on
		// its own, and a request waits for it a little, then lets the
		// caller answer 503 rather than hold its client.
		ch := s.firstAttempt()
		s.mu.Unlock()
		t := time.NewTimer(s.opts.FirstWait)
		defer t.Stop()
		select {
		case <-ch:
			s.mu.Lock()
			snap, err := s.snap, s.firstErr
			s.mu.Unlock()
			if snap == nil && err == nil {
				err = ErrPreparing
			}
			return snap, err
		case <-t.C:
			return nil, ErrPreparing
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	s.mu.Unlock()
	return s.check(ctx)
}

// retime has the catalog prepare again the sitemaps of old whose expiry
// has passed, and makes the result current. Concurrent callers share one
// run.
func (s *Service) retime(ctx context.Context, old *catalog.Snapshot) (*catalog.Snapshot, error) {
	s.timeMu.Lock()
	defer s.timeMu.Unlock()
	s.mu.Lock()
	cur := s.snap
	s.mu.Unlock()
	now := s.opts.Clock()
	if cur != nil && cur != old && (cur.Expires().IsZero() || now.Before(cur.Expires())) {
		return cur, nil // another request did it, or a rebuild came in
	}
	snap, err := s.cat.Retime(ctx, old, now)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	put := s.snap == old
	if put {
		s.snap = snap
	}
	s.mu.Unlock()
	if put {
		s.publish(snap)
	}
	return snap, nil
}

// Run checks the data twice per CheckEvery until ctx ends, so that changes
// show without waiting for a request, and keeps the state file current.
// When ctx ends it writes the state file a last time, stops what runs in
// the background (Close) and returns. With CheckEvery 0 it only waits for
// ctx.
func (s *Service) Run(ctx context.Context) {
	defer s.Close()
	if s.opts.CheckEvery <= 0 {
		<-ctx.Done()
		return
	}
	t := time.NewTicker(s.opts.CheckEvery / 2)
	defer t.Stop()
	var lastSave, lastFail time.Time
	failures := 0
	save := func(sctx context.Context) {
		if err := s.Save(sctx); err != nil {
			s.log.Warn("state file not saved", "err", err)
		}
		lastSave = time.Now()
	}
	for {
		select {
		case <-ctx.Done():
			sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			save(sctx)
			cancel()
			return
		case <-t.C:
		case <-s.wakeChan():
		}
		s.mu.Lock()
		cur, saved := s.snap, s.saved
		s.mu.Unlock()
		// A new full build at once, changes at most once per SaveEvery.
		if cur != nil && cur != saved && (saved == nil || cur.Base() != saved.Base() || time.Since(lastSave) >= s.opts.SaveEvery) {
			save(ctx)
		}
		if cur == nil {
			continue
		}
		// After failures (a locked table, a frozen or dead server), wait
		// longer between checks, doubling up to 32 intervals.
		if failures > 0 && time.Since(lastFail) < (s.opts.CheckEvery/2)<<min(failures, 5) {
			continue
		}
		// CheckTimeout bounds what a locked table or a frozen server holds
		// a check; a large site's checksums (seconds at a million posts)
		// and the updates they lead to get at least a minute, and more
		// after a check that ran out of it (checkTimeout).
		s.mu.Lock()
		timeout := s.checkTimeout()
		s.mu.Unlock()
		cctx, cancel := context.WithTimeout(ctx, timeout)
		start := time.Now()
		_, err := s.check(cctx)
		s.noteTimeout(cctx, err)
		cancel()
		s.noteErr(ctx, err)
		if err != nil {
			failures++
			lastFail = time.Now()
			continue
		}
		if failures > 0 {
			s.log.Info("data check works again", "failures", failures)
		}
		failures = 0
		s.mu.Lock()
		s.checkCost = time.Since(start)
		s.mu.Unlock()
	}
}

// noteErr keeps the error of a check made for ctx (nil: it worked) and
// warns of a failure. A check that failed because ctx ended (shutdown, a
// client gone) is no failure of the data: the driver then reports the
// connection it closed under the query ("bad connection", "invalid
// connection") rather than context.Canceled, so ctx is asked too.
func (s *Service) noteErr(ctx context.Context, err error) {
	s.mu.Lock()
	s.lastErr = err
	s.mu.Unlock()
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(ctx.Err(), context.Canceled) {
		s.log.Warn("data check failed; serving the last prepared sitemaps", "err", err)
	}
}

// checkTimeout bounds one check: CheckTimeout, at least a minute and four
// times the last check's cost, doubled after each check in a row that ran
// out of it, up to sixteen times. A first check after a restore has no
// cost yet, and at a million posts after a database restart (every
// checksum due) it takes longer than a minute: bounded by a minute, every
// attempt was cancelled and the changes were never followed again.
// Called with s.mu held.
func (s *Service) checkTimeout() time.Duration {
	return max(s.opts.CheckTimeout, time.Minute, 4*s.checkCost) << min(s.timeouts, 4)
}

// noteTimeout counts the checks in a row that ran out of their time
// (checkTimeout): those that failed with cctx's deadline passed (the
// driver may report the connection it closed under the query rather than
// the deadline; the server's own statement limit is set a second past it,
// wpdb.DB.bounded) or with context.DeadlineExceeded. A check that worked
// ends the count. Called before cctx is cancelled.
func (s *Service) noteTimeout(cctx context.Context, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case err == nil:
		s.timeouts = 0
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(cctx.Err(), context.DeadlineExceeded):
		s.timeouts++
	}
}

// LastError is the error of the last check (nil when it worked).
func (s *Service) LastError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastErr
}

// requestCheck starts a check for the requests that found the snapshot
// checked more than CheckEvery ago, unless one is running, and returns a
// channel closed when it ends, with when it was asked for. The check runs
// under the Service's context, bounded as Run's are, not the request's:
// requests wait for it until CheckWait after it was asked for, then answer
// from the snapshot at hand, and the check goes on. Bounded by CheckWait itself, at a million posts polled (a
// checksum of seconds) each request's check was cancelled in turn and
// none ever finished.
func (s *Service) requestCheck() (<-chan struct{}, time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.asked != nil {
		return s.asked, s.askedAt
	}
	ch := make(chan struct{})
	now := s.opts.Clock()
	if s.ctx.Err() != nil { // closed: nothing more is started
		close(ch)
		return ch, now
	}
	s.asked, s.askedAt = ch, now
	timeout := s.checkTimeout()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		cctx, cancel := context.WithTimeout(s.ctx, timeout)
		_, err := s.check(cctx)
		s.noteTimeout(cctx, err)
		cancel()
		s.noteErr(s.ctx, err)
		s.mu.Lock()
		s.asked = nil
		s.mu.Unlock()
		close(ch)
	}()
	return ch, now
}

// firstAttempt starts the first preparation unless one is running, and
// returns a channel closed when it ends. A failed attempt (database down)
// is forgotten, so the next request starts another. Called with s.mu held.
func (s *Service) firstAttempt() chan struct{} {
	if s.first != nil {
		return s.first
	}
	ch := make(chan struct{})
	if s.ctx.Err() != nil { // closed: nothing more is started
		s.firstErr = s.ctx.Err()
		close(ch)
		return ch
	}
	s.first = ch
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		stop := s.logProgress()
		_, err := s.check(s.ctx)
		stop()
		s.mu.Lock()
		s.firstErr = err
		if err != nil {
			s.first = nil
		}
		s.mu.Unlock()
		close(ch)
	}()
	return ch
}

// logProgress logs every ProgressEvery, until stop is called, how far the
// catalog's build is; stop waits for a line being written.
func (s *Service) logProgress() (stop func()) {
	return every.Start(s.opts.ProgressEvery, func() {
		p, ok := s.cat.Progress()
		if !ok {
			// Not reading posts: the options and types, or the state file.
			s.log.Info("preparing the sitemaps")
			return
		}
		attrs := []any{"reading", p.Step, "posts_read", p.Read, "posts", p.Total, "elapsed", p.Elapsed.Round(time.Second)}
		if left := p.Left(); left > 0 {
			attrs = append(attrs, "left_estimate", left.Round(time.Second))
		}
		s.log.Info("preparing the sitemaps", attrs...)
	})
}

// Prepare builds the first snapshot and waits for it (start-up calls it in
// the background, so the log says what was found).
func (s *Service) Prepare(ctx context.Context) error {
	s.mu.Lock()
	ch := s.firstAttempt()
	s.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
		return ctx.Err()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.snap != nil {
		return nil
	}
	return s.firstErr
}

// ServesWithoutDatabase reports whether every page of the current snapshot
// is rendered from the catalog's entry store (catalog.Options.Entries),
// with no database read: what /readyz says while the database is down.
func (s *Service) ServesWithoutDatabase() bool {
	s.mu.Lock()
	snap := s.snap
	s.mu.Unlock()
	return snap != nil && snap.Stored()
}

// publish tells Options.Published of snap, now in place.
func (s *Service) publish(snap *catalog.Snapshot) {
	if s.opts.Published != nil {
		s.opts.Published(snap)
	}
}

// sayOnce logs msg at info level the first time key is seen.
func (s *Service) sayOnce(key, msg string, attrs ...any) {
	if _, seen := s.said.LoadOrStore(key, true); !seen {
		s.log.Info(msg, attrs...)
	}
}
