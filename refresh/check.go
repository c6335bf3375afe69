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
// others wait for it (or for ctx).
func (s *Service) check(ctx context.Context) (*catalog.Snapshot, error) {
	if !s.acquire(ctx) {
		return nil, ctx.Err()
	}
	defer s.release()
	started := s.opts.Clock()
	if s.source == nil && s.snap == nil && s.statePath() != "" {
		snap, src, err := s.restore(ctx)
		switch {
		case err == nil:
			// Served at once; the restored source's first poll (the next
			// check, which the next request waits for at most CheckWait)
			// finds what changed while the process was stopped.
			s.source = src
			s.mu.Lock()
			s.snap, s.saved = snap, snap
			s.mu.Unlock()
			s.publish(snap)
			return snap, nil
		case errors.Is(err, os.ErrNotExist):
			s.log.Info("no state file; preparing the sitemaps from the database", "path", s.statePath())
		default:
			s.log.Warn("state file not used; preparing the sitemaps from the database", "path", s.statePath(), "err", err)
		}
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
		built, err := s.cat.Build(context.WithoutCancel(ctx))
		if err != nil {
			s.source = nil // start from a new baseline
			return nil, err
		}
		s.source.WatchPostTypes(built.WatchedTypes())
		s.mu.Lock()
		s.snap, s.checkedAt = built, started
		s.mu.Unlock()
		s.publish(built)
		return built, nil
	}
	if snap.NeedsRebuild(ch) {
		s.startRebuild()
		ch.Everything, ch.Options = false, false
	}
	if ch.Options {
		// The snapshot is carried over to the new options, reading
		// only what they changed (catalog.Reread); a full build when a
		// provider cannot follow them.
		next, rebuild, err := s.cat.Reread(context.WithoutCancel(ctx), snap)
		if err != nil {
			s.source = prev // found again at the next check
			return nil, err
		}
		if rebuild {
			s.startRebuild()
		} else {
			snap = next
		}
		ch.Options = false
	}
	p := &s.policy
	if ch.Unexplained {
		p.owed = true
	}
	if p.owed && !p.running && s.opts.Clock().Sub(p.last) > p.unexplainedGap() {
		p.owed = false
		s.startRebuild()
	}
	if !ch.Empty() {
		next, stale, err := s.cat.Apply(context.WithoutCancel(ctx), snap, ch)
		if err != nil {
			s.source = prev // found again at the next check
			return nil, err
		}
		if stale && s.opts.Clock().Sub(p.last) > p.staleGap() {
			s.startRebuild() // a provider that does not follow changes
		}
		snap = next
	}
	s.mu.Lock()
	changed := s.snap != snap
	s.snap, s.checkedAt = snap, started
	s.mu.Unlock()
	if changed {
		s.publish(snap)
	}
	return snap, nil
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
