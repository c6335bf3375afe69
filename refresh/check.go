package refresh

import (
	"context"
	"errors"
	"os"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/wp"
)

// rebuildPolicy decides when a full read is worth its cost. Fields belong
// to the holder of the check token.
type rebuildPolicy struct {
	running bool          // a full rebuild runs in the background
	again   bool          // another one is due when it ends
	owed    bool          // wp_posts was written with nothing found: a full read is due
	last    time.Time     // when the last full rebuild ended
	cost    time.Duration // how long it took
}

// unexplainedGap is how long after a full rebuild a write nobody could
// explain (Changes.Unexplained) may start another: 10 times what the last
// one took while it takes under 10 s (a small site: such an edit shows
// within seconds), 30 times beyond (a large one: about 3% of the database's
// time, within the hour at a million posts).
func (p *rebuildPolicy) unexplainedGap() time.Duration {
	if p.cost >= 10*time.Second {
		return 30 * p.cost
	}
	return 10 * p.cost
}

// staleGap is how long after a full rebuild a provider that cannot follow
// changes may start another.
func (p *rebuildPolicy) staleGap() time.Duration { return 10 * p.cost }

// check finds what changed since the last check (the change source) and
// applies it: incrementally to a copy of the snapshot, or, for a change
// that reshapes everything, with a full rebuild in the background while the
// current snapshot keeps serving. The first check builds the first
// snapshot (or restores it from the state file). One check runs at a time;
// others wait for it (or for ctx). A check that fails puts the change
// source back as it was, so the next one finds the same changes again.
func (s *Service) check(ctx context.Context) (*catalog.Snapshot, error) {
	if !s.acquire(ctx) {
		return nil, ctx.Err()
	}
	defer s.release()
	started := s.opts.Clock()
	if snap, ok := s.restoreFirst(ctx); ok {
		return snap, nil
	}
	if s.source == nil {
		s.source = s.newSource()
	}
	prev := s.source.Clone()
	ch, err := s.source.Poll(ctx)
	if err != nil {
		s.source = prev
		return nil, err
	}
	how := sourceHow(s.source)
	s.mu.Lock()
	snap := s.snap
	s.how = how
	s.mu.Unlock()
	if snap == nil {
		return s.buildFirst(ctx, started)
	}
	next, err := s.follow(context.WithoutCancel(ctx), snap, ch)
	if err != nil {
		s.source = prev
		return nil, err
	}
	s.install(next, started)
	return next, nil
}

// restoreFirst serves the snapshot of the state file, when there is no
// snapshot and no change source yet; false: there is one already, no
// state file, or one that does not fit (logged), and the check goes on.
func (s *Service) restoreFirst(ctx context.Context) (*catalog.Snapshot, bool) {
	if s.source != nil || s.snap != nil || s.statePath() == "" {
		return nil, false
	}
	snap, src, err := s.restore(ctx)
	switch {
	case err == nil:
		// Served at once; the restored source's first poll (the next
		// check, which the next request waits for at most CheckWait)
		// finds what changed while the process was stopped.
		s.source = src
		s.mu.Lock()
		s.snap = snap
		if !snap.StaleState() {
			s.saved = snap // else the next save writes it: the store's revision moved
		}
		s.mu.Unlock()
		s.publish(snap)
		return snap, true
	case errors.Is(err, os.ErrNotExist):
		s.log.Info("no state file; preparing the sitemaps from the database", "path", s.statePath())
	default:
		s.log.Warn("state file not used; preparing the sitemaps from the database", "path", s.statePath(), "err", err)
	}
	return nil, false
}

// buildFirst builds the first snapshot, after the change source's first
// poll took its baseline. On failure the source is dropped, so the next
// check starts from a new baseline.
func (s *Service) buildFirst(ctx context.Context, started time.Time) (*catalog.Snapshot, error) {
	built, err := s.cat.Build(context.WithoutCancel(ctx))
	if err != nil {
		s.source = nil
		return nil, err
	}
	s.source.WatchPostTypes(built.WatchedTypes())
	s.mu.Lock()
	s.snap, s.checkedAt = built, started
	s.mu.Unlock()
	s.publish(built)
	return built, nil
}

// follow applies ch to snap: what reshapes everything starts a full
// rebuild in the background, new options carry the snapshot over to them,
// a write nobody could explain may start the full read it owes, and the
// rest is applied incrementally.
func (s *Service) follow(ctx context.Context, snap *catalog.Snapshot, ch wp.Changes) (*catalog.Snapshot, error) {
	if snap.NeedsRebuild(ch) {
		s.startRebuild()
		ch.Everything, ch.Options = false, false
	}
	if ch.Options {
		var err error
		if snap, err = s.rereadOptions(ctx, snap); err != nil {
			return nil, err
		}
		ch.Options = false
	}
	s.payOwed(ch.Unexplained)
	if ch.Empty() {
		return snap, nil
	}
	next, stale, err := s.cat.Apply(ctx, snap, ch)
	if err != nil {
		return nil, err
	}
	if stale && s.opts.Clock().Sub(s.policy.last) > s.policy.staleGap() {
		s.startRebuild() // a provider that does not follow changes
	}
	return next, nil
}

// rereadOptions carries snap over to the site's new options, reading only
// what they changed (catalog.Reread); when a provider cannot follow them,
// snap stays and a full rebuild starts.
func (s *Service) rereadOptions(ctx context.Context, snap *catalog.Snapshot) (*catalog.Snapshot, error) {
	next, rebuild, err := s.cat.Reread(ctx, snap)
	switch {
	case err != nil:
		return nil, err
	case rebuild:
		s.startRebuild()
		return snap, nil
	}
	return next, nil
}

// payOwed notes a write nobody could explain (unexplained), and starts
// the full read such writes owe once the last full rebuild is far enough
// behind (rebuildPolicy.unexplainedGap).
func (s *Service) payOwed(unexplained bool) {
	p := &s.policy
	if unexplained {
		p.owed = true
	}
	if p.owed && !p.running && s.opts.Clock().Sub(p.last) > p.unexplainedGap() {
		p.owed = false
		s.startRebuild()
	}
}

// install puts snap in place as the snapshot checked at started, and
// publishes it when it is a new one.
func (s *Service) install(snap *catalog.Snapshot, started time.Time) {
	s.mu.Lock()
	changed := s.snap != snap
	s.snap, s.checkedAt = snap, started
	s.mu.Unlock()
	if changed {
		s.publish(snap)
	}
}

// newSource returns a new source of changes: Options.Changes, else the
// catalog's store's own.
func (s *Service) newSource() wp.ChangeSource {
	var src wp.ChangeSource
	if s.opts.Changes != nil {
		src = s.opts.Changes(s.cat.MetaKeys(), s.opts.Clock)
	} else {
		src = s.cat.NewChangeSource(s.opts.Clock)
	}
	wake := src.Wake()
	s.wake.Store(&wake)
	s.sayOnce("changes:"+src.Describe(), "changes are found through "+src.Describe())
	return src
}

// wakeChan is the current change source's Wake (nil before the first).
func (s *Service) wakeChan() <-chan struct{} {
	if w := s.wake.Load(); w != nil {
		return *w
	}
	return nil
}

// startRebuild builds a new snapshot in the background from a copy of the
// change source, then applies what changed while it read, and puts it in
// place. Called by the holder of the check token.
func (s *Service) startRebuild() {
	p := &s.policy
	if p.running {
		p.again = true
		return
	}
	p.running = true
	base := s.source.Clone()
	s.spawn(func(ctx context.Context) {
		start := s.opts.Clock()
		snap, err := s.cat.Build(ctx)
		if !s.acquire(context.Background()) {
			return
		}
		defer s.release()
		p.running = false
		p.last, p.cost = s.opts.Clock(), s.opts.Clock().Sub(start)
		if err != nil {
			if ctx.Err() == nil {
				s.log.Warn("full rebuild failed; serving the last prepared sitemaps", "err", err)
			}
			return
		}
		started := s.opts.Clock()
		base.WatchPostTypes(snap.WatchedTypes())
		ch, err := base.Poll(ctx)
		if ch.Unexplained {
			p.owed = true // written while the build read; the next full read is owed
		}
		if err == nil && ch.Options {
			// Options read before the build may have changed since: the
			// snapshot is carried over to them, as a check does.
			next, rebuild, rerr := s.cat.Reread(ctx, snap)
			switch {
			case rerr != nil:
				err = rerr
			case rebuild:
				p.again = true
			default:
				snap = next
			}
			ch.Options = false
		}
		if err == nil && !ch.Empty() {
			if ch.Everything {
				p.again = true
				ch.Everything = false
			}
			if !ch.Empty() {
				snap, _, err = s.cat.Apply(ctx, snap, ch)
			}
		}
		if err != nil {
			s.log.Warn("full rebuild failed; serving the last prepared sitemaps", "err", err)
			return
		}
		s.source = base
		s.mu.Lock()
		s.snap, s.checkedAt = snap, started
		s.mu.Unlock()
		s.publish(snap)
		if p.again && ctx.Err() == nil {
			p.again = false
			s.startRebuild()
		}
	})
}
