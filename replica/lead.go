package replica

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/fleet"
)

// A fleet whose holder ships one value and leads the fleets of its parts:
// a WordPress network and its sites (Network), a site served per language
// host and its languages (Languages). Its holder reads what the parts are
// (the network's sites, the site's language hosts), ships it as one value
// under the fleet's revisions, which every replica follows (followValue),
// and leads each part's Replica (Options.Leading) while it holds the
// lease (leadParts).

// part is one part's Replica on a process (a network's site, a site's
// language): made and run in the background (run), once the one it
// replaces has stopped (that one closes the entry store this one opens).
type part struct {
	r      *Replica      // set before ready is closed
	ready  chan struct{} // closed once r is made, or could not be
	cancel context.CancelFunc
	done   chan struct{} // closed once r stopped, or could not be made
}

// newPart returns a part whose Replica lives until parent ends or the
// part is cancelled, and the context to run it with.
func newPart(parent context.Context) (*part, context.Context) {
	ctx, cancel := context.WithCancel(parent)
	return &part{ready: make(chan struct{}), done: make(chan struct{}), cancel: cancel}, ctx
}

// replica is p's Replica once made (nil: not yet, or it could not be).
func (p *part) replica() *Replica {
	select {
	case <-p.ready:
		return p.r
	default:
		return nil
	}
}

// run waits for old (nil: none) to be closed, makes p's Replica with
// newReplica and runs it until ctx ends. An error making it is given to
// failed, one running it to stopped.
func (p *part) run(ctx context.Context, old <-chan struct{}, newReplica func() (*Replica, error), failed, stopped func(error)) {
	defer close(p.done)
	if old != nil {
		<-old
	}
	if ctx.Err() != nil {
		close(p.ready)
		return
	}
	r, err := newReplica()
	if err != nil {
		close(p.ready)
		failed(err)
		return
	}
	p.r = r
	close(p.ready)
	if err := r.Run(ctx); err != nil {
		stopped(err)
	}
	r.h.Close()
}

// waitLead waits until current, called under mu, gives a lead whose
// context has not ended, and returns that context (nil: ctx ended);
// current also gives the channel closed when the lead changes.
func waitLead(ctx context.Context, mu *sync.Mutex, current func() (lead context.Context, changed <-chan struct{})) context.Context {
	for {
		mu.Lock()
		lead, ch := current()
		mu.Unlock()
		if lead != nil && lead.Err() == nil {
			return lead
		}
		select {
		case <-ctx.Done():
			return nil
		case <-ch:
		}
	}
}

// leadParts is a replica's part in f's lease, until ctx ends: take the
// lease, hold it for a term (term, with a context that ends when the
// lease is lost), and again. A term whose lease was lost because Redis
// could not be reached leaves the parts it leads running (each follows
// the database and serves what it finds, as a single site's holder does:
// Replica.lead); the replica then tries the lease every TTL/keptRetry:
// taken, the next term goes on with the same parts; held by another
// replica, unlead ends their lead. Any other loss ends it at once. parts
// names them in the log.
func leadParts(ctx context.Context, f *fleet.Fleet, log *slog.Logger, parts string, term func(context.Context, *fleet.Lease), unlead func()) error {
	defer unlead()
	kept := false
	for {
		l, err := acquireKept(ctx, f, kept, func(h fleet.Holder) {
			log.Info("holder: another replica took the lease while Redis could not be reached; stopping "+parts+" and following it",
				"holder", h.Name, "holder_token", h.Token)
			unlead()
		})
		if err != nil {
			return err
		}
		tctx, end := context.WithCancel(ctx)
		go func() {
			select {
			case <-l.Lost():
			case <-tctx.Done():
			}
			end()
		}()
		term(tctx, l)
		end()
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), f.TTL())
		if err := l.Release(rctx); err != nil {
			log.Warn("fleet: the lease not released; it expires within its TTL", "err", err)
		}
		cancel()
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if kept = errors.Is(l.Err(), fleet.ErrUnreachable); kept {
			log.Warn("holder: Redis cannot be reached: " + parts + " keep following the database and serving; they ship again once this replica holds the lease")
		} else {
			unlead()
		}
	}
}

// followValue serves, through apply, value name of each revision of f,
// until ctx ends; what names it in the log. A value not read, or not
// applied, is tried again every second.
func followValue(ctx context.Context, f *fleet.Fleet, log *slog.Logger, name, what string, apply func([]byte) error) {
	revs := f.Watch(ctx)
	var retry <-chan time.Time
	failing := false
	for {
		select {
		case <-ctx.Done():
			return
		case _, ok := <-revs:
			if !ok {
				return
			}
		case <-retry:
		}
		retry = nil
		_, vals, err := f.Read(ctx, name)
		if err == nil && vals[name] != nil {
			err = apply(vals[name])
		}
		switch {
		case err != nil && ctx.Err() == nil:
			if !failing {
				log.Warn("follower: "+what+" not read from Redis; trying again every second", "err", err)
			}
			failing = true
			retry = time.After(retryMirror)
		case err == nil && failing:
			log.Info("follower: " + what + " read from Redis again")
			failing = false
		}
	}
}

// shipValue writes v as value name of f under the revision after the one
// Redis has, with lease l, and returns that revision.
func shipValue(ctx context.Context, f *fleet.Fleet, l *fleet.Lease, name string, v []byte) (int64, error) {
	wctx, cancel := context.WithTimeout(ctx, f.TTL())
	defer cancel()
	rev, err := f.Revision(wctx)
	if err != nil {
		return 0, err
	}
	if err := l.Write(wctx, rev+1, map[string][]byte{name: v}); err != nil {
		return 0, err
	}
	return rev + 1, nil
}
