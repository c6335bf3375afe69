package wpdb

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Follower takes its changes from the server's binary log (a Feed)
// instead of reading tables: every write is found, in-place updates
// included, within milliseconds of its commit, and nothing is read while
// nothing is written.
//
// When the log cannot tell what changed (ErrFeedGap: a purged position, a
// stream down too long while the database answers, a write logged as a
// statement), the Follower logs it and hands over to a fallback, a Poller
// with a new baseline (the poll reports Everything). Every RetryEvery it
// tries the log again from the server's current position; when the log
// answers, it reports Everything once and follows it again.
//
// It is not safe for concurrent use; Clone gives an independent copy,
// which shares the Feed.
type Follower struct {
	feed        logFeed
	newFallback func() wp.ChangeSource
	metaKeys    []string
	logf        func(msg string, args ...any)
	now         func() time.Time
	retryEvery  time.Duration
	postTypes   []string
	// db resolves the WPML groups the feed saw written (nil: none to).
	db *DB

	// cursor is the last feed record taken and pos the log position read
	// up to (the state). attached is true once cursor belongs to the
	// running feed; before, a pos comes from a restored state and the
	// first poll starts the feed from it.
	cursor   uint64
	pos      string
	attached bool

	// fallback, while set, finds the changes instead; why is the gap that
	// made it, tried when going back to the log was last tried.
	fallback wp.ChangeSource
	why      string
	tried    time.Time
}

// logFeed is what a Follower uses of a Feed.
type logFeed interface {
	Started() bool
	Start(ctx context.Context, pos string) error
	Resume(ctx context.Context) error
	Since(cursor uint64) (wp.Changes, uint64, string, error)
	Cursor() (uint64, string)
	Wake() <-chan struct{}
}

// RetryEvery is how often a Follower that fell back to polling tries the
// binary log again.
const RetryEvery = time.Minute

// NewFollower returns a Follower of feed, whose fallback polls db.
// extraMetaKeys are as NewPoller's (and should be those the feed was
// opened with); logf (nil: none) is told when it falls back and when it
// follows the log again.
func NewFollower(db *DB, feed *Feed, logf func(msg string, args ...any), extraMetaKeys ...string) *Follower {
	fl := newFollower(db, feed, nil, logf, extraMetaKeys)
	fl.newFallback = func() wp.ChangeSource {
		p := NewPoller(db, extraMetaKeys...)
		p.SetClock(fl.now)
		return p
	}
	return fl
}

func newFollower(db *DB, feed logFeed, fallback func() wp.ChangeSource, logf func(msg string, args ...any), metaKeys []string) *Follower {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	return &Follower{db: db, feed: feed, newFallback: fallback, metaKeys: slices.Clone(metaKeys), logf: logf,
		now: time.Now, retryEvery: RetryEvery}
}

// FollowFeed returns a factory of Followers of feed whose fallback polls
// db (for catalog.Options.Changes); logf is as NewFollower's.
func FollowFeed(db *DB, feed *Feed, logf func(msg string, args ...any)) func(metaKeys []string, now func() time.Time) wp.ChangeSource {
	return func(metaKeys []string, now func() time.Time) wp.ChangeSource {
		fl := NewFollower(db, feed, logf, metaKeys...)
		fl.SetClock(now)
		return fl
	}
}

// SetClock replaces time.Now (for the fallback's pacing and RetryEvery).
func (fl *Follower) SetClock(now func() time.Time) { fl.now = now }

// SetRetryEvery replaces RetryEvery.
func (fl *Follower) SetRetryEvery(d time.Duration) { fl.retryEvery = d }

// Following reports whether changes come from the binary log, not from
// the fallback.
func (fl *Follower) Following() bool { return fl.fallback == nil }

// Poll implements wp.ChangeSource: what the feed found since the last
// poll, or what the fallback finds while the log cannot tell.
func (fl *Follower) Poll(ctx context.Context) (wp.Changes, error) {
	if fl.fallback != nil {
		if fl.now().Sub(fl.tried) >= fl.retryEvery {
			fl.tried = fl.now()
			if fl.rejoin(ctx) {
				return wp.Changes{Everything: true}, nil
			}
		}
		return fl.fallback.Poll(ctx)
	}
	if !fl.attached {
		if fl.pos == "" {
			// A new baseline: everything is read once, and what the feed
			// finds from now on is applied to it.
			if !fl.feed.Started() {
				if err := fl.feed.Start(ctx, ""); err != nil {
					return fl.fallBack(ctx, err)
				}
			}
			fl.cursor, fl.pos = fl.feed.Cursor()
			fl.attached = true
			return wp.Changes{Everything: true}, nil
		}
		// Restored from a state: replay the log from where it was read.
		if fl.feed.Started() {
			return fl.fallBack(ctx, errors.New("the feed already runs from another position"))
		}
		if err := fl.feed.Start(ctx, fl.pos); err != nil {
			return fl.fallBack(ctx, err)
		}
		fl.cursor, fl.attached = 0, true
	}
	ch, cur, pos, err := fl.feed.Since(fl.cursor)
	if err != nil {
		return fl.fallBack(ctx, err)
	}
	// WPML's groups written are read as they are now (their posts).
	if ch, err = fl.db.resolveTrids(ctx, ch); err != nil {
		// Not the log's fault: the database did not answer. The records
		// stay, read again at the next poll.
		return wp.Changes{}, err
	}
	fl.cursor, fl.pos = cur, pos
	return ch, nil
}

// fallBack hands over to a new fallback, whose first poll (its baseline)
// reports Everything.
func (fl *Follower) fallBack(ctx context.Context, err error) (wp.Changes, error) {
	fl.logf("binary log feed not usable; polling tables instead", "err", message(err))
	fl.fallback = fl.newFallback()
	fl.fallback.WatchPostTypes(fl.postTypes)
	fl.why, fl.tried = message(err), fl.now()
	fl.cursor, fl.pos, fl.attached = 0, "", false
	return fl.fallback.Poll(ctx)
}

// rejoin tries to follow the log again from the server's current
// position, restarting the feed if it stopped; it reports whether it
// follows it.
func (fl *Follower) rejoin(ctx context.Context) bool {
	var err error
	if fl.feed.Started() {
		err = fl.feed.Resume(ctx)
	} else {
		err = fl.feed.Start(ctx, "")
	}
	if err != nil {
		return false
	}
	cur, pos := fl.feed.Cursor()
	if _, _, _, err := fl.feed.Since(cur); err != nil {
		return false // still down
	}
	fl.logf("binary log feed usable again; following it", "after", fl.why)
	fl.fallback, fl.why = nil, ""
	fl.cursor, fl.pos, fl.attached = cur, pos, true
	return true
}

// WatchPostTypes implements wp.ChangeSource: the log tells every type's
// writes; the fallback sums the types watched.
func (fl *Follower) WatchPostTypes(types []string) {
	fl.postTypes = slices.Clone(types)
	if fl.fallback != nil {
		fl.fallback.WatchPostTypes(types)
	}
}

// Clone implements wp.ChangeSource.
func (fl *Follower) Clone() wp.ChangeSource {
	c := *fl
	if fl.fallback != nil {
		c.fallback = fl.fallback.Clone()
	}
	return &c
}

// Wake implements wp.ChangeSource: the feed reports each commit.
func (fl *Follower) Wake() <-chan struct{} { return fl.feed.Wake() }

// Describe implements wp.ChangeSource.
func (fl *Follower) Describe() string {
	if fl.fallback != nil {
		return fmt.Sprintf("%s, the binary log having failed (%s; tried again every %s)", fl.fallback.Describe(), fl.why, fl.retryEvery)
	}
	return "the binary log, as changes are committed"
}

// FollowerState is what a Follower keeps across a restart: the log
// position up to which it read, or, fallen back, its fallback's state.
type FollowerState struct {
	Kind     string // followerKind
	MetaKeys []string
	Position string // "file:offset"
	Fallback []byte // the fallback's State, while it finds the changes
}

// State implements wp.ChangeSource.
func (fl *Follower) State() ([]byte, error) {
	st := FollowerState{Kind: followerKind, MetaKeys: fl.metaKeys, Position: fl.pos}
	if fl.fallback != nil {
		b, err := fl.fallback.State()
		if err != nil {
			return nil, err
		}
		st.Position, st.Fallback = "", b
	} else if fl.pos == "" {
		return nil, errors.New("wpdb: follower state: no log position yet")
	}
	return encodeState(st)
}

// Restore implements wp.ChangeSource: the Follower replays the log from
// the state's position at its first poll (its feed must not have
// started), or, when the state is a fallback's, goes on polling and tries
// the log again after RetryEvery. It refuses a Poller's state, and one
// taken with other meta keys.
func (fl *Follower) Restore(state []byte) error {
	var st FollowerState
	if err := decodeState(state, followerKind, &st); err != nil {
		return err
	}
	if !slices.Equal(st.MetaKeys, fl.metaKeys) {
		return fmt.Errorf("wpdb: follower state of other meta keys (%v, not %v)", st.MetaKeys, fl.metaKeys)
	}
	if st.Fallback != nil {
		fb := fl.newFallback()
		fb.WatchPostTypes(fl.postTypes)
		if err := fb.Restore(st.Fallback); err != nil {
			return err
		}
		fl.fallback, fl.why, fl.tried = fb, "it had failed before the restart", fl.now()
		fl.cursor, fl.pos, fl.attached = 0, "", false
		return nil
	}
	if st.Position == "" {
		return errors.New("wpdb: follower state incomplete")
	}
	if fl.feed.Started() {
		return errors.New("wpdb: follower state: the feed already runs from another position")
	}
	fl.fallback = nil
	fl.cursor, fl.pos, fl.attached = 0, st.Position, false
	return nil
}
