package refresh_test

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/sitetest"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/wp"
)

// scripted is a change source that reports what a test queued, one batch
// a poll, and counts its polls; its state is the number of batches it
// reported.
type scripted struct {
	mu       sync.Mutex
	queue    []wp.Changes
	polls    int
	reported int
	restored string
	wake     chan struct{}
}

func (s *scripted) push(ch wp.Changes) {
	s.mu.Lock()
	s.queue = append(s.queue, ch)
	s.mu.Unlock()
}

func (s *scripted) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.polls
}

func (s *scripted) Poll(context.Context) (wp.Changes, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.polls++
	if s.polls == 1 && s.restored == "" {
		return wp.Changes{Everything: true}, nil
	}
	if len(s.queue) == 0 {
		return wp.Changes{}, nil
	}
	ch := s.queue[0]
	s.queue = s.queue[1:]
	s.reported++
	return ch, nil
}

func (s *scripted) Clone() wp.ChangeSource  { panic("a shared source is never cloned") }
func (s *scripted) WatchPostTypes([]string) {}
func (s *scripted) State() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return []byte("reported " + strconv.Itoa(s.reported)), nil
}
func (s *scripted) Restore(b []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.restored = string(b)
	return nil
}
func (s *scripted) Wake() <-chan struct{} {
	if s.wake == nil {
		return nil
	}
	return s.wake
}
func (s *scripted) Describe() string { return "a script" }

func posts(ids ...int64) wp.Changes {
	var ch wp.Changes
	for _, id := range ids {
		ch.Posts = append(ch.Posts, wp.IDRange{Lo: id, Hi: id})
	}
	return ch
}

func poll(t *testing.T, src wp.ChangeSource) wp.Changes {
	t.Helper()
	ch, err := src.Poll(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// TestSharedEveryReaderSeesEveryChange: two readers of one shared source
// each get every change once, whichever polled the source; the source is
// polled at most once per interval unless it woke; a clone taken before a
// change gets it too.
func TestSharedEveryReaderSeesEveryChange(t *testing.T) {
	under := &scripted{wake: make(chan struct{}, 1)}
	clock := &fakeClock{t: start}
	shared := refresh.NewShared(func([]string, func() time.Time) wp.ChangeSource { return under }, time.Second)
	t.Cleanup(shared.Close)
	mkA, stopA := shared.Reader()
	mkB, _ := shared.Reader()
	a, b := mkA(nil, clock.now), mkB(nil, clock.now)
	if !poll(t, a).Everything || !poll(t, b).Everything {
		t.Fatal("a reader's first poll must report Everything")
	}
	if n := under.count(); n != 1 {
		t.Fatalf("two first polls within the interval polled the source %d times, want 1", n)
	}
	clone := a.Clone()
	under.push(posts(5))
	clock.advance(1100 * time.Millisecond)
	if got := poll(t, a); !cmp.Equal(got.Posts, posts(5).Posts) {
		t.Fatalf("a: %+v, want post 5", got)
	}
	select {
	case <-b.Wake():
	default:
		t.Error("b was not woken by the change a found")
	}
	if got := poll(t, b); !cmp.Equal(got.Posts, posts(5).Posts) {
		t.Fatalf("b: %+v, want post 5", got)
	}
	if got := poll(t, b); !got.Empty() {
		t.Fatalf("b again: %+v, want nothing", got)
	}
	if n := under.count(); n != 2 {
		t.Fatalf("source polled %d times, want 2 (b's polls within the interval read the records)", n)
	}
	under.push(wp.Changes{Terms: true})
	clock.advance(1100 * time.Millisecond)
	if got := poll(t, clone); !got.Terms || !cmp.Equal(got.Posts, posts(5).Posts) {
		t.Fatalf("clone from before both changes: %+v, want post 5 and terms", got)
	}
	// A write the source cannot explain, alone, reaches the readers too.
	under.push(wp.Changes{Unexplained: true})
	clock.advance(1100 * time.Millisecond)
	if got := poll(t, b); !got.Terms || !got.Unexplained {
		t.Fatalf("b: %+v, want terms (found by the clone) and the unexplained write", got)
	}
	// A commit the source reports wakes both and is polled at once,
	// within the interval.
	under.push(wp.Changes{Authors: true, Languages: true})
	for range 2 { // what the clone and b found woke it
		select {
		case <-b.Wake():
		default:
		}
	}
	under.wake <- struct{}{}
	select {
	case <-b.Wake():
	case <-time.After(10 * time.Second):
		t.Fatal("b was not woken by the source's commit")
	}
	if got := poll(t, b); got.Terms || !got.Authors || !got.Languages {
		t.Fatalf("b after the wake: %+v, want authors and languages", got)
	}
	if got := poll(t, a); !got.Terms || !got.Unexplained || !got.Authors || !got.Languages || len(got.Posts) != 0 {
		t.Fatalf("a: %+v, want terms, the unexplained write, authors and languages only", got)
	}
	select {
	case <-a.Wake(): // b's find
	default:
	}
	stopA()
	under.push(posts(7))
	clock.advance(1100 * time.Millisecond)
	poll(t, b)
	select {
	case <-a.Wake():
		t.Error("a stopped reader was woken")
	default:
	}
}

// TestSharedState: a reader's state carries what it had not applied; at a
// new start the first state restores the source, another at the same point
// is taken with its own pending changes, one at another point is refused.
func TestSharedState(t *testing.T) {
	under := &scripted{}
	clock := &fakeClock{t: start}
	shared := refresh.NewShared(func([]string, func() time.Time) wp.ChangeSource { return under }, time.Second)
	mkA, _ := shared.Reader()
	mkB, _ := shared.Reader()
	a, b := mkA(nil, clock.now), mkB(nil, clock.now)
	poll(t, a)
	poll(t, b)
	under.push(posts(9))
	clock.advance(1100 * time.Millisecond)
	poll(t, a) // b has not seen post 9
	sa, err := a.State()
	if err != nil {
		t.Fatal(err)
	}
	sb, err := b.State()
	if err != nil {
		t.Fatal(err)
	}

	under2 := &scripted{}
	again := refresh.NewShared(func([]string, func() time.Time) wp.ChangeSource { return under2 }, time.Second)
	mkA2, _ := again.Reader()
	mkB2, _ := again.Reader()
	a2, b2 := mkA2(nil, clock.now), mkB2(nil, clock.now)
	if err := a2.Restore(sa); err != nil {
		t.Fatal(err)
	}
	if under2.restored != "reported 1" {
		t.Fatalf("source restored with %q, want a's", under2.restored)
	}
	if err := b2.Restore(sb); err != nil {
		t.Fatalf("b's state, saved at the same point with a change pending: %v", err)
	}
	if got := poll(t, a2); !got.Empty() {
		t.Errorf("a after the restart: %+v, want nothing", got)
	}
	if got := poll(t, b2); !cmp.Equal(got.Posts, posts(9).Posts) {
		t.Errorf("b after the restart: %+v, want its pending post 9", got)
	}

	// A state of another point: refused, so that catalog is built again.
	under.push(posts(10))
	clock.advance(1100 * time.Millisecond)
	poll(t, a)
	later, err := a.State()
	if err != nil {
		t.Fatal(err)
	}
	third := refresh.NewShared(func([]string, func() time.Time) wp.ChangeSource { return &scripted{} }, time.Second)
	mk1, _ := third.Reader()
	mk2, _ := third.Reader()
	if err := mk1(nil, clock.now).Restore(sa); err != nil {
		t.Fatal(err)
	}
	if err := mk2(nil, clock.now).Restore(later); err == nil {
		t.Error("a state at another point was taken")
	}
	if err := mk2(nil, clock.now).Restore([]byte("reported 1")); err == nil {
		t.Error("a bare source state was taken")
	}
}

// TestSharedLanguageHosts: the catalogs of a Polylang site's language
// hosts (subdomain mode), each under its own Service, follow one shared
// change source through a run of writes; after each, every host's
// snapshot equals a fresh build, and the site's tables were polled once
// per check round, not once per host.
func TestSharedLanguageHosts(t *testing.T) {
	site := sitetest.Memory(t, "wpsitemap_polylang",
		"UPDATE wp_options SET option_value = 'http://example.com' WHERE option_name IN ('home', 'siteurl')",
		`UPDATE wp_options SET option_value = 'a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:1;`+
			`s:10:"force_lang";i:2;s:13:"redirect_lang";i:0;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}`+
			`s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";a:0:{}s:7:"version";s:5:"3.4.6";`+
			`s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}' WHERE option_name = 'polylang'`)
	clock := &fakeClock{t: start}
	var polls atomic.Int64
	shared := refresh.NewShared(func(keys []string, now func() time.Time) wp.ChangeSource {
		return noWake{&flakySource{ChangeSource: site.Mem.NewChangeSource(keys, now), fail: new(atomic.Bool), polls: &polls}}
	}, time.Second)
	t.Cleanup(shared.Close)
	ctx := context.Background()
	langs := []string{"en", "fr", "de"}
	var svcs []*refresh.Service
	for _, lang := range langs {
		changes, _ := shared.Reader()
		svc := newService(t, site, catalog.Options{PerPage: 3, Language: lang, Hreflang: "on"},
			refresh.Options{CheckEvery: time.Second, Clock: clock.now, Changes: changes})
		if err := svc.Prepare(ctx); err != nil {
			t.Fatal(err)
		}
		svcs = append(svcs, svc)
	}
	// Writes on posts of each language (1, 13: English; 101, 103:
	// French; 102: German), a translated term, one at a time. Page 13, a
	// draft, is published: a new entry only the changes can bring.
	writes := []string{
		"UPDATE wp_posts SET post_status = 'publish' WHERE ID = 13",
		"UPDATE wp_posts SET post_name = 'bonjour-2' WHERE ID = 101",
		"UPDATE wp_posts SET post_status = 'draft' WHERE ID = 102",
		"UPDATE wp_posts SET post_name = 'hello-again' WHERE ID = 1",
		"UPDATE wp_posts SET post_title = 'À propos 2', post_modified_gmt = '2024-03-02 10:00:00' WHERE ID = 103",
		"UPDATE wp_terms SET slug = 'actualites-2' WHERE term_id = 25",
		"UPDATE wp_posts SET post_status = 'private' WHERE ID = 101",
		"UPDATE wp_posts SET post_status = 'publish' WHERE ID = 102",
		"UPDATE wp_posts SET post_status = 'publish' WHERE ID = 101",
		"UPDATE wp_posts SET post_status = 'draft' WHERE ID = 13",
	}
	for round, stmt := range writes {
		site.Exec(t, stmt)
		clock.advance(1100 * time.Millisecond)
		before := polls.Load()
		for i, svc := range svcs {
			s, err := svc.Current(ctx)
			if err != nil {
				t.Fatal(err)
			}
			sameAsFresh(t, svc.Catalog(), s, fmt.Sprintf("round %d (%s), %s host", round, stmt, langs[i]))
		}
		if n := polls.Load() - before; n != 1 {
			t.Fatalf("round %d: the tables were polled %d times for %d hosts, want once", round, n, len(svcs))
		}
	}
}

// noWake is a source polled on a timer only, as the tables' poller is.
type noWake struct{ wp.ChangeSource }

func (noWake) Wake() <-chan struct{} { return nil }
