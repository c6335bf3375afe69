package wpdb

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	gomysql "github.com/go-mysql-org/go-mysql/mysql"
	"github.com/go-sql-driver/mysql"
	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/wp"
)

// fakeFeed is a binary log feed in memory: commit adds a record, gap
// breaks it as a purged log would, Resume mends it (unless resumeErr) and
// refuses the cursors from before, as Feed.Resume does.
type fakeFeed struct {
	started   bool
	startPos  string
	records   []wp.Changes // records[i] has sequence number i+1
	oldest    uint64
	gap       error
	resumeErr error
	resumed   int
	wake      chan struct{}
}

func (f *fakeFeed) Started() bool { return f.started }
func (f *fakeFeed) Start(_ context.Context, pos string) error {
	if f.started {
		return errors.New("started twice")
	}
	f.started, f.startPos = true, pos
	return nil
}
func (f *fakeFeed) Resume(context.Context) error {
	if f.resumeErr != nil {
		return f.resumeErr
	}
	if f.gap != nil {
		f.resumed++
		f.gap = nil
		f.records = append(f.records, wp.Changes{})
		f.oldest = uint64(len(f.records))
	}
	return nil
}
func (f *fakeFeed) Since(cursor uint64) (wp.Changes, uint64, string, error) {
	if f.gap != nil {
		return wp.Changes{}, cursor, "", f.gap
	}
	if cursor < f.oldest {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: cursor from before the resume", ErrFeedGap)
	}
	var ranges []wp.IDRange
	for _, r := range f.records[cursor:] {
		ranges = append(ranges, r.Posts...)
	}
	cur, pos := f.Cursor()
	return wp.Changes{Posts: wp.MergeRanges(ranges)}, cur, pos, nil
}
func (f *fakeFeed) Cursor() (uint64, string) {
	n := uint64(len(f.records))
	return n, fmt.Sprintf("log.000001:%d", 100+n)
}
func (f *fakeFeed) Wake() <-chan struct{} { return f.wake }
func (f *fakeFeed) commit(id int64) {
	f.records = append(f.records, wp.Changes{Posts: []wp.IDRange{{Lo: id, Hi: id}}})
}

// fakePoller stands for the Poller a Follower falls back to: its first
// poll is the baseline, then it reports post 99 at every poll.
type fakePoller struct {
	polls int
	types []string
}

func (p *fakePoller) Poll(context.Context) (wp.Changes, error) {
	p.polls++
	if p.polls == 1 {
		return wp.Changes{Everything: true}, nil
	}
	return wp.Changes{Posts: []wp.IDRange{{Lo: 99, Hi: 99}}}, nil
}
func (p *fakePoller) Clone() wp.ChangeSource        { c := *p; return &c }
func (p *fakePoller) WatchPostTypes(types []string) { p.types = types }
func (p *fakePoller) State() ([]byte, error)        { return encodeState(PollerState{Kind: pollerKind}) }
func (p *fakePoller) Restore(b []byte) error {
	p.polls = 1
	return decodeState(b, pollerKind, &PollerState{})
}
func (p *fakePoller) Wake() <-chan struct{} { return nil }
func (p *fakePoller) Describe() string      { return "polling tables" }

func post(id int64) wp.Changes { return wp.Changes{Posts: []wp.IDRange{{Lo: id, Hi: id}}} }
func everything() wp.Changes   { return wp.Changes{Everything: true} }

func newFakeFollower(feed *fakeFeed) (*Follower, *[]string) {
	var logged []string
	fl := newFollower(nil, feed, func() wp.ChangeSource { return &fakePoller{} },
		func(msg string, _ ...any) { logged = append(logged, msg) }, []string{"_news"})
	return fl, &logged
}

// TestFollowerFallsBackAndReturns: a Follower reads the feed; at a gap it
// hands over to a new fallback (whose baseline reports Everything) and
// says so; while the log is still broken it polls; after RetryEvery, with
// the log mended, it reports Everything once and follows the log again.
func TestFollowerFallsBackAndReturns(t *testing.T) {
	ctx := context.Background()
	feed := &fakeFeed{}
	fl, logged := newFakeFollower(feed)
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	fl.SetClock(func() time.Time { return now })
	fl.WatchPostTypes([]string{"post", "page"})
	poll := func(step string, want wp.Changes, following bool) {
		t.Helper()
		got, err := fl.Poll(ctx)
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: changes (-want +got):\n%s", step, diff)
		}
		if fl.Following() != following {
			t.Fatalf("%s: following %v, want %v", step, fl.Following(), following)
		}
	}
	poll("baseline", everything(), true)
	if !feed.started || feed.startPos != "" {
		t.Fatalf("feed started %v from %q; want started from the current position", feed.started, feed.startPos)
	}
	feed.commit(5)
	poll("a commit", post(5), true)
	poll("nothing", wp.Changes{}, true)
	before := fl.Clone().(*Follower) // a full rebuild's copy, taken before the gap

	feed.gap = fmt.Errorf("%w: log purged", ErrFeedGap)
	poll("the gap: the fallback's baseline", everything(), false)
	if !slices.Equal(fl.fallback.(*fakePoller).types, []string{"post", "page"}) {
		t.Errorf("the fallback watches %v, not the follower's types", fl.fallback.(*fakePoller).types)
	}
	if d := fl.Describe(); !strings.Contains(d, "polling tables") || !strings.Contains(d, "log purged") {
		t.Errorf("Describe after the fallback = %q; want it to say it polls and why", d)
	}
	if !slices.ContainsFunc(*logged, func(m string) bool { return strings.Contains(m, "not usable") }) {
		t.Errorf("the fallback was not logged: %q", *logged)
	}
	poll("polling", post(99), false)

	// Its state is the fallback's; restored, it goes on polling.
	st, err := fl.State()
	if err != nil {
		t.Fatal(err)
	}
	restored, _ := newFakeFollower(&fakeFeed{})
	if err := restored.Restore(st); err != nil {
		t.Fatal(err)
	}
	if got, err := restored.Poll(ctx); err != nil || restored.Following() || !cmp.Equal(got, post(99)) {
		t.Errorf("restored fallen-back follower: %+v, %v, following %v; want its fallback's changes", got, err, restored.Following())
	}

	// Not yet time to try the log again; then the log is still broken.
	now = now.Add(RetryEvery / 2)
	poll("before RetryEvery", post(99), false)
	feed.resumeErr = errors.New("still purged")
	now = now.Add(RetryEvery)
	poll("the log still broken", post(99), false)
	feed.resumeErr = nil
	poll("not tried again at once", post(99), false)
	if feed.resumed != 0 {
		t.Fatalf("feed resumed %d times before RetryEvery passed again", feed.resumed)
	}

	now = now.Add(RetryEvery)
	poll("the log mended: back to it, reading everything once", everything(), true)
	if feed.resumed != 1 {
		t.Errorf("feed resumed %d times, want 1", feed.resumed)
	}
	if d := fl.Describe(); !strings.Contains(d, "binary log") || strings.Contains(d, "polling") {
		t.Errorf("Describe after the return = %q", d)
	}
	if !slices.ContainsFunc(*logged, func(m string) bool { return strings.Contains(m, "usable again") }) {
		t.Errorf("the return was not logged: %q", *logged)
	}
	feed.commit(7)
	poll("a commit after the return", post(7), true)
	if fl.Position() == "" {
		t.Error("a follower back on the log has no position to save")
	}

	// The copy from before the gap holds a cursor the resumed feed no
	// longer answers for: it falls back too, with a full read.
	if ch, err := before.Poll(ctx); err != nil || !ch.Everything || before.Following() {
		t.Errorf("copy from before the gap: %+v, %v, following %v; want its own fallback", ch, err, before.Following())
	}
}

// TestFollowerRestoredPosition: a Follower restored from a position
// starts the feed there at its first poll, and refuses a feed that
// already runs.
func TestFollowerRestoredPosition(t *testing.T) {
	feed := &fakeFeed{}
	fl, _ := newFakeFollower(feed)
	if _, err := fl.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	feed.commit(3)
	if _, err := fl.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	st, err := fl.State()
	if err != nil {
		t.Fatal(err)
	}
	feed2 := &fakeFeed{records: slices.Clone(feed.records)}
	feed2.commit(4) // while stopped
	fl2, _ := newFakeFollower(feed2)
	if err := fl2.Restore(st); err != nil {
		t.Fatal(err)
	}
	if _, err := fl2.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	if feed2.startPos != "log.000001:101" {
		t.Errorf("restored follower started the feed at %q, want the saved position", feed2.startPos)
	}
	running := &fakeFeed{started: true}
	fl3, _ := newFakeFollower(running)
	if err := fl3.Restore(st); err == nil {
		t.Error("a follower whose feed already runs took a saved position")
	}
}

// TestStateKinds: each change source refuses the other's state, and a
// state of the version before kinds, with an error that says so.
func TestStateKinds(t *testing.T) {
	p := NewPoller(&DB{}, "_news")
	pst, err := p.State()
	if err != nil {
		t.Fatal(err)
	}
	fl, _ := newFakeFollower(&fakeFeed{})
	fl.pos = "log.000001:4"
	fst, err := fl.State()
	if err != nil {
		t.Fatal(err)
	}
	// The state of Tracker, which both replaced.
	old, err := encodeState(struct {
		ListKeys []string
		Binlog   string
	}{[]string{"x"}, "log.000001:4"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		src   wp.ChangeSource
		state []byte
		want  string // in the error; "" for none
	}{
		{"poller takes its own", NewPoller(&DB{}, "_news"), pst, ""},
		{"poller refuses a follower's", NewPoller(&DB{}, "_news"), fst, "follow the binary log"},
		{"poller refuses other meta keys", NewPoller(&DB{}), pst, "other meta keys"},
		{"poller refuses the old tracker's", NewPoller(&DB{}, "_news"), old, "another version"},
		{"follower takes its own", must(newFakeFollower(&fakeFeed{})), fst, ""},
		{"follower refuses a poller's", must(newFakeFollower(&fakeFeed{})), pst, "poll tables"},
		{"follower refuses the old tracker's", must(newFakeFollower(&fakeFeed{})), old, "another version"},
	} {
		err := c.src.Restore(c.state)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

func must[T any](v T, _ *[]string) T { return v }

// TestErrorClassification: errors are told apart by the server's number,
// from either library's typed error, wrapped or not, never by their text.
func TestErrorClassification(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("wp: something: %w", err) }
	for _, c := range []struct {
		name                    string
		err                     error
		code                    uint16
		denied, gap, unavailble bool
	}{
		{"parse error (MySQL 8.4 renamed SHOW MASTER STATUS)", wrap(&mysql.MySQLError{Number: 1064, Message: "syntax"}), erParse, false, false, false},
		{"missing privilege", &mysql.MySQLError{Number: 1227, Message: "Access denied; you need BINLOG MONITOR"}, 1227, true, false, false},
		{"access denied at login", wrap(&mysql.MySQLError{Number: 1045}), 1045, true, false, false},
		{"purged log, from the replication stream", wrap(&gomysql.MyError{Code: 1236, Message: "Could not find first log file name"}), 1236, false, true, true},
		{"replication stream refused", &gomysql.MyError{Code: 1227}, 1227, true, false, true},
		{"server gone", wrap(&mysql.MySQLError{Number: 2013}), 2013, false, false, true},
		{"no such table", &mysql.MySQLError{Number: 1146}, 1146, false, false, false},
		{"text that looks like a code", errors.New("Error 1064: access denied; 1236"), 0, false, false, true},
		{"nil", nil, 0, false, false, false},
	} {
		if got := errorCode(c.err); got != c.code {
			t.Errorf("%s: errorCode = %d, want %d", c.name, got, c.code)
		}
		if got := accessDenied(c.err); got != c.denied {
			t.Errorf("%s: accessDenied = %v, want %v", c.name, got, c.denied)
		}
		if got := isGap(c.err); got != c.gap {
			t.Errorf("%s: isGap = %v, want %v", c.name, got, c.gap)
		}
		if got := errors.Is(unavailable(c.err), wp.ErrUnavailable); got != c.unavailble {
			t.Errorf("%s: unavailable = %v, want %v", c.name, got, c.unavailble)
		}
	}
}
