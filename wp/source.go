package wp

import (
	"context"
	"errors"
)

// ErrUnavailable wraps every error caused by the database not answering
// (refused, timed out, gone away, a lock wait given up), so that callers can
// answer 503 and try again later.
var ErrUnavailable = errors.New("database unavailable")

// A ChangeSource finds what changed in a site's database since it was last
// asked. Two kinds exist (package wpdb): one polls tables, one follows the
// server's binary log; tests use one over a site held in memory. A
// ChangeSource is used by one goroutine at a time.
type ChangeSource interface {
	// Poll returns what changed since the previous Poll. The first Poll
	// sets the baseline and reports Changes.Everything.
	Poll(ctx context.Context) (Changes, error)
	// Clone returns an independent copy: the state before a full rebuild,
	// so that what changes while it reads is found afterwards.
	Clone() ChangeSource
	// WatchPostTypes names the post types that get a sitemap; a source may
	// then leave the rows of other types unread.
	WatchPostTypes(types []string)
	// State encodes what the source needs to go on after a restart (the
	// state file); Restore takes it back. A state of another kind of
	// source, or of another version, is refused with an error.
	State() ([]byte, error)
	Restore(state []byte) error
	// Wake reports a change as soon as it is committed, for sources that
	// learn of changes without being polled (nil: none; poll on a timer).
	Wake() <-chan struct{}
	// Describe says, in a few words, how changes are found (for logs and
	// `wpsitemap check`).
	Describe() string
}
