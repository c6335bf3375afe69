// Package replica runs one site as a member of a fleet: replicas that
// share one Redis (package fleet, docs/fleet.md), of which one, the lease
// holder, reads the database and the others serve what it ships.
//
// A Replica runs fleet.Fleet.Lead for its whole life. Holding the lease,
// it starts the site (site.Start over its state directory: the refresh
// Service restores the state file and adopts the entry store, so a
// replica that mirrored the last revision continues from there without a
// full read), and ships each snapshot it publishes: the pages and the
// state's chunks Redis lacks (Lease.Put; statechunks.go), then the
// skeleton, the state's list of chunks and the list of pages under a new
// revision (Lease.Write), then the pages and chunks neither that revision
// nor the one before lists (Lease.Delete). When the lease is lost, the site stops
// and the replica is a follower again, serving the holder's last snapshot
// until it mirrors the next revision.
//
// A follower hears of each revision (Fleet.Watch), reads its skeleton and
// state (Fleet.Read; the chunks its state file lacks fetched), restores
// the snapshot into its own entry store with
// the pages it lacks fetched from Redis (catalog.Catalog.ReadShipped, over
// catalog.NoDatabase: no database read), writes the state to its state
// file, so that a promotion or a restart starts from there, and serves it.
//
// One server.Server answers for the replica's whole life, from whichever
// side is current: the holder's refresh.Service, or the follower's
// snapshot. Pages are rendered from the entry store on both sides, so every
// replica serves the same bytes with the same ETag.
//
// A WordPress network runs as a Network (network.go): one lease for the
// network, whose holder reads {prefix}blogs and the sites' active_plugins
// and ships them, a server.Router over them on every replica, and a
// Replica per site in use, with a fleet of its own, whose holder's side
// runs only on the network's holder (Options.Leading). A site served per
// language host runs as Languages (languages.go) the same way: one lease
// for the site, whose holder reads and ships its language hosts, a
// server.Hosts over them on every replica, and a Replica per language.
package replica

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
)

// The names of the values of a revision (fleet.Lease.Write) and of its
// pages (fleet.Lease.Put), under the site's prefix.
const (
	valueSkeleton = "skeleton" // catalog.Catalog.WriteSkeleton, gzip'd
	valueState    = "state"    // catalog.Catalog.WriteState's chunks, listed (statechunks.go)
	valuePages    = "pages"    // the revision's page and state chunk names, one a line
	pagePrefix    = "page:"    // + catalog.PageKey: catalog.Entries.AppendPage's encoding; + chunkPrefix: a state's chunk
)

// Notes are the change notification of one term (site.FleetAnnouncer):
// Observe is told of the snapshot served when the term starts and of each
// one published during it, Run runs until the term ends, Stats count for
// /metrics. Any may be nil.
type Notes struct {
	Observe func(*catalog.Snapshot)
	Run     func(context.Context)
	Stats   server.NotifyStats
}

// Options configure a Replica.
type Options struct {
	// Fleet is the site's fleet in the shared Redis.
	Fleet *fleet.Fleet
	// Dir is the replica's state directory: its state file
	// (refresh.StateFileName) and its entry store (site.EntriesDir).
	Dir string
	// Site returns the parts of the site the holder runs (site.Process.
	// OneParts), started when the replica takes the lease and stopped when
	// another replica holds it or the replica stops; done is called once
	// it stopped. The replica sets StateDir, Entries and NoServer, and
	// chains Published with its own. An error gives the lease up: it is
	// logged, and the lease released after a pause.
	Site func(ctx context.Context) (p site.Parts, done func(), err error)
	// Notify, when set, makes the change notification of a term, with the
	// term's context and lease (site.FleetAnnouncer). An error is logged,
	// and the term announces nothing.
	Notify func(ctx context.Context, l *fleet.Lease) (Notes, error)
	// Follower is the site's catalog over catalog.NoDatabase, with the
	// settings of the holder's (site.NewCatalog): what a follower
	// restores shipped snapshots with. The replica gives it its entry
	// store.
	Follower *catalog.Catalog
	// Database is what /readyz probes (the site's database) and /metrics
	// counts; a follower makes no other use of it.
	Database server.Database
	// Server are the options of the replica's one server. Notify is
	// ignored: with IndexNow, /metrics counts the current term's Stats
	// (zero while following).
	Server   server.Options
	IndexNow bool
	Logger   *slog.Logger
	// SyncEvery, when set, has the holder also ship, every SyncEvery, the
	// snapshot it shipped last when its change source's state moved since
	// (changes found that left the snapshot as it was). The languages of
	// a site share one change source (refresh.Shared), whose state a new
	// holder restores from one language's and takes for the others only
	// when they name the same point: a language whose snapshot no change
	// touched would otherwise ship an older point, and be built again
	// after a takeover.
	SyncEvery time.Duration
	// Language is the code of the language host whose sitemaps the
	// replica serves (Languages), "" for the site's one set.
	Language string
	// Leading, when set, gates the holder's side: the replica takes its
	// lease only within the context Leading returns, which it waits for
	// (nil: ctx ended), and gives the lease up, its site stopped, when
	// that context ends; then it asks again. A network's sites lead while
	// their process holds the network's lease (Network). nil: the
	// replica leads whenever it can take the lease.
	Leading func(ctx context.Context) context.Context
}

// Replica is one replica of a site in its fleet.
type Replica struct {
	opts     Options
	f        *fleet.Fleet
	log      *slog.Logger
	entries  *catalog.Entries
	follower *catalog.Catalog
	sides    *sides
	h        *server.Server
	stats    *termStats

	// work is held while the holder's site runs, from before it starts
	// until it stopped, and by each mirroring of a revision: the entry
	// store and the state file have one writer at a time.
	work sync.Mutex
	// leased is true while a term runs: this replica holds the lease.
	leased atomic.Bool
	// kick asks the follower's loop to read the revision Redis has now
	// (after a term).
	kick chan struct{}
}

// New opens the replica's entry store and makes its server; Run runs it.
func New(opts Options) (*Replica, error) {
	if opts.Fleet == nil || opts.Site == nil || opts.Follower == nil || opts.Dir == "" {
		return nil, errors.New("replica: Fleet, Site, Follower and Dir are required")
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	log = log.With("replica", opts.Fleet.Name())
	e, err := catalog.OpenEntries(filepath.Join(opts.Dir, site.EntriesDir), catalog.EntriesOptions{Logger: log})
	if err != nil {
		return nil, fmt.Errorf("replica: %w", err)
	}
	r := &Replica{opts: opts, f: opts.Fleet, log: log, entries: e, follower: opts.Follower.WithEntries(e),
		sides: &sides{}, stats: &termStats{}, kick: make(chan struct{}, 1)}
	so := opts.Server
	so.Notify = nil
	if opts.IndexNow {
		so.Notify = r.stats
	}
	r.h = server.New(r.sides, opts.Database, log, so)
	return r, nil
}

// Handler is the replica's server, for its whole life.
func (r *Replica) Handler() http.Handler { return r.h }

// Services is the site the replica runs as the lease holder, if it runs
// one now: what SIGHUP's types reload (site.Process.Reload) prepares
// again. A follower has none; the site it starts when it takes the lease
// is made with the types as they are then.
func (r *Replica) Services() []*refresh.Service {
	r.sides.mu.Lock()
	defer r.sides.mu.Unlock()
	if r.sides.svc == nil {
		return nil
	}
	return []*refresh.Service{r.sides.svc}
}

// Revision is the fleet revision served (0: none yet) and whether this
// replica holds the lease now (a site kept running while Redis cannot be
// reached does not).
func (r *Replica) Revision() (rev int64, holder bool) {
	return r.sides.served(), r.leased.Load()
}

// Run runs the replica until ctx ends: the follower's loop, and the
// holder's terms whenever it holds the lease. It closes the entry store
// before it returns.
func (r *Replica) Run(ctx context.Context) error {
	defer func() {
		if err := r.entries.Close(); err != nil {
			r.log.Warn("entry store not closed cleanly", "err", err)
		}
	}()
	var wg sync.WaitGroup
	wg.Go(func() { r.follow(ctx) })
	var err error
	if r.opts.Leading == nil {
		err = r.lead(ctx)
	} else {
		err = r.leadWhile(ctx)
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// leadWhile runs lead within each context Leading gives, until ctx ends.
func (r *Replica) leadWhile(ctx context.Context) error {
	for {
		gate := r.opts.Leading(ctx)
		if gate == nil || ctx.Err() != nil {
			return ctx.Err()
		}
		lctx, cancel := context.WithCancel(gate)
		stop := context.AfterFunc(ctx, cancel)
		err := r.lead(lctx)
		stop()
		cancel()
		if err != nil && lctx.Err() == nil {
			return err
		}
	}
}

// termStats are the current term's IndexNow counters (server.NotifyStats):
// zero while following.
type termStats struct {
	mu sync.Mutex
	s  server.NotifyStats
}

func (t *termStats) set(s server.NotifyStats) {
	t.mu.Lock()
	t.s = s
	t.mu.Unlock()
}

func (t *termStats) get() server.NotifyStats {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.s
}

func (t *termStats) Sent() int64 {
	if s := t.get(); s != nil {
		return s.Sent()
	}
	return 0
}

func (t *termStats) Failed() int64 {
	if s := t.get(); s != nil {
		return s.Failed()
	}
	return 0
}

func (t *termStats) Queued() int64 {
	if s := t.get(); s != nil {
		return s.Queued()
	}
	return 0
}

// sides is what the server answers from (server.Snapshots): the holder's
// refresh.Service while a term runs and has published, else the last
// snapshot served (the follower's, or the last term's).
type sides struct {
	mu        sync.Mutex
	svc       *refresh.Service
	snap      *catalog.Snapshot
	rev       int64 // the fleet revision served
	fromRedis bool  // a revision read from Redis is served, or one shipped to it
}

// errWaiting is what a follower answers before its first revision: 503
// with Retry-After, as before a first build.
var errWaiting = fmt.Errorf("%w: waiting for the fleet's lease holder", refresh.ErrPreparing)

// Current implements server.Snapshots.
func (s *sides) Current(ctx context.Context) (*catalog.Snapshot, error) {
	s.mu.Lock()
	svc, snap := s.svc, s.snap
	s.mu.Unlock()
	if svc != nil {
		return svc.Current(ctx)
	}
	if snap == nil {
		return nil, errWaiting
	}
	return snap, nil
}

// ServesWithoutDatabase implements server.Offline.
func (s *sides) ServesWithoutDatabase() bool {
	s.mu.Lock()
	svc, snap := s.svc, s.snap
	s.mu.Unlock()
	if svc != nil {
		return svc.ServesWithoutDatabase()
	}
	return snap != nil && snap.Stored()
}

// Pending implements server.Pending: a follower is ready once it serves a
// revision read from Redis (or shipped to it).
func (s *sides) Pending() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.svc != nil || s.fromRedis {
		return ""
	}
	return "waiting for the fleet's lease holder's first revision"
}

// follower serves snap, revision rev read from Redis.
func (s *sides) follower(snap *catalog.Snapshot, rev int64) {
	s.mu.Lock()
	s.svc, s.snap, s.rev, s.fromRedis = nil, snap, rev, true
	s.mu.Unlock()
}

// holder serves from svc, whose first snapshot is snap.
func (s *sides) holder(svc *refresh.Service, snap *catalog.Snapshot) {
	s.mu.Lock()
	s.svc, s.snap = svc, snap
	s.mu.Unlock()
}

// shipped records that the holder shipped revision rev.
func (s *sides) shipped(rev int64) {
	s.mu.Lock()
	s.rev, s.fromRedis = rev, true
	s.mu.Unlock()
}

// latest records the holder's latest snapshot, served once its term ends.
func (s *sides) latest(snap *catalog.Snapshot) {
	s.mu.Lock()
	s.snap = snap
	s.mu.Unlock()
}

// served is the revision served.
func (s *sides) served() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rev
}

// demote ends the holder's side: its last snapshot is served until the
// follower mirrors the next revision.
func (s *sides) demote() {
	s.mu.Lock()
	s.svc = nil
	s.mu.Unlock()
}
