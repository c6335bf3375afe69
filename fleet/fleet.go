// Package fleet lets the replicas of one site share one Redis, so that one
// of them, the lease holder, does the database work and the others serve
// what it writes. It knows no SQL, HTTP, sitemap or catalog: it moves
// opaque values, revision numbers and URLs.
//
//   - A lease (Fleet.Acquire, Lease): one holder at a time per site, taken
//     with SET NX PX, renewed by its holder only, with a fencing token
//     issued at each acquisition. The holder learns at once when it lost
//     the lease (Lease.Lost); every write it makes goes through a Lua
//     script that checks, inside Redis, that the lease is still the one it
//     took, so a stale holder's writes are refused by Redis itself.
//     Fleet.Lead is the loop a replica runs: hold the lease and do the
//     holder's work until it is lost, then wait for it again.
//   - Fenced writes of named values with a revision (Lease.Write), read
//     atomically by any replica (Fleet.Read), and a publish/subscribe of
//     "revision N is out" (Fleet.Watch).
//   - A queue of URLs shared by the replicas (Lease.Queue), which
//     notify.Sender sends from: a batch moves to an in-flight list owned by
//     the holder's token and leaves it when sent; the next holder puts a
//     dead holder's in-flight batch back at the head.
//   - The announcer's ledger (Queue.Ledger, an announce.LedgerStore): what
//     the sitemaps listed when last announced, written by the holder only,
//     so that the next holder compares with it; the URLs an update finds
//     reach the queue in the same script that records its listing.
//   - The site's IndexNow key (Fleet.IndexNowKey), generated once by the
//     first replica that asks, the same for all.
//   - What the replicas are asked for (Fleet.Want, Fleet.Wanted): a
//     network's sites in use, which its holder builds; and the fleet of
//     each such site (Fleet.Part), under a prefix of its own.
//
// Every key of a site starts with Prefix(site), "wpsitemap:{site}:": the
// braces make it a Redis Cluster hash tag, so a site's keys share a slot
// and its scripts may touch several of them. docs/fleet.md gives the
// layout.
package fleet

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync/atomic"
	"time"
	"unicode"

	"github.com/redis/go-redis/v9"
)

// DefaultTTL is the lease's time to live: a holder killed without
// releasing it (kill -9, a lost machine) is replaced at most this long
// after its last renewal, and so within 15 s of its death with some room.
const DefaultTTL = 10 * time.Second

// MinTTL is the shortest TTL accepted; tests use it.
const MinTTL = 300 * time.Millisecond

// Options configure a Fleet.
type Options struct {
	// Site names the site (or network) whose replicas share the lease and
	// the keys: each key starts with Prefix(Site). Required; no '{', '}'
	// or control characters.
	Site string
	// Name tells this replica from the others in the lease and the logs
	// (default: host name, process ID and a random suffix).
	Name string
	// TTL is the lease's time to live (default DefaultTTL, at least
	// MinTTL). The holder renews it every TTL/3.
	TTL    time.Duration
	Logger *slog.Logger // default slog.Default()
}

// Fleet is one replica's view of its site's shared Redis. Safe for
// concurrent use.
type Fleet struct {
	rdb    redis.UniversalClient
	opts   Options // as New completed them
	prefix string
	name   string
	ttl    time.Duration
	log    *slog.Logger

	// maxToken is the highest fencing token this replica has seen: an
	// acquisition never issues one below it, so tokens stay monotonic even
	// when Redis lost its data (a restart without persistence).
	maxToken atomic.Int64
}

// New returns the Fleet of opts.Site over rdb, which the caller keeps and
// closes. Nothing is sent to Redis yet.
func New(rdb redis.UniversalClient, opts Options) (*Fleet, error) {
	if err := CheckSite(opts.Site); err != nil {
		return nil, err
	}
	if opts.Name == "" {
		opts.Name = defaultName()
	}
	if strings.ContainsFunc(opts.Name, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) {
		return nil, fmt.Errorf("fleet: replica name %q has a space or a control character", opts.Name)
	}
	switch {
	case opts.TTL == 0:
		opts.TTL = DefaultTTL
	case opts.TTL < MinTTL:
		return nil, fmt.Errorf("fleet: lease TTL %v is under %v", opts.TTL, MinTTL)
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	return &Fleet{rdb: rdb, opts: opts, prefix: Prefix(opts.Site), name: opts.Name, ttl: opts.TTL,
		log: opts.Logger.With("site", opts.Site, "replica", opts.Name)}, nil
}

// Prefix is what every key of site starts with.
func Prefix(site string) string { return "wpsitemap:{" + site + "}:" }

// CheckSite says why site cannot name a site (Options.Site): it is empty,
// or has a brace (the hash tag's), a space or a control character.
func CheckSite(site string) error {
	switch {
	case site == "":
		return errors.New("fleet: the site's name is empty")
	case strings.ContainsAny(site, "{}"), strings.ContainsFunc(site, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }):
		return fmt.Errorf("fleet: site name %q has a brace, a space or a control character", site)
	}
	return nil
}

// defaultName is host-pid-random: unique among replicas, readable in logs.
func defaultName() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "replica"
	}
	var b [3]byte
	_, _ = rand.Read(b[:])
	return fmt.Sprintf("%s-%d-%s", strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			return '_'
		}
		return r
	}, host), os.Getpid(), hex.EncodeToString(b[:]))
}

// Part returns the Fleet of a part of this one, named part (a site of a
// network, by its blog_id): the site SITE.part, over the same Redis, with
// this replica's name and TTL, logging to log (nil: this Fleet's logger).
// Its keys are its own, under a hash tag of their own.
func (f *Fleet) Part(part string, log *slog.Logger) (*Fleet, error) {
	opts := f.opts
	opts.Site += "." + part
	if log != nil {
		opts.Logger = log
	}
	return New(f.rdb, opts)
}

// Name is this replica's name.
func (f *Fleet) Name() string { return f.name }

// TTL is the lease's time to live.
func (f *Fleet) TTL() time.Duration { return f.ttl }

// key returns the site's key of that name.
func (f *Fleet) key(name string) string { return f.prefix + name }

// The keys of a site, after its prefix (docs/fleet.md).
const (
	keyLease    = "lease"     // the holder: "token name", with the lease's TTL
	keyToken    = "token"     // the last fencing token issued
	keyRevision = "revision"  // the revision last written
	keyValue    = "value:"    // + name: a value written with a revision
	chanRevs    = "revisions" // channel: "revision N is out", as N in decimal
)

// seen raises maxToken to t.
func (f *Fleet) seen(t int64) {
	for {
		cur := f.maxToken.Load()
		if t <= cur || f.maxToken.CompareAndSwap(cur, t) {
			return
		}
	}
}
