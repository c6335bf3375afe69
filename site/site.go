// Package site starts and stops one site's sitemaps from its parts, and
// holds the policies of the three ways a process serves them.
//
// A Site is made of a store it is read from (Store: *wpdb.DB, or
// internal/memwp's in-memory site in tests), where its changes come from
// (Parts.Changes: the store's own polling, or the binary log's feed), the
// settings, its state directory and, when set, an entry store the caller
// keeps open (Parts.Entries). Unless the settings turn it off (Store), the
// entries of every page are kept on disk, in EntriesDir of the state
// directory, else in a temporary directory removed when the site stops,
// and pages are rendered from there (catalog.Entries). Start builds its catalog (NewCatalog), its
// refresh.Service, its server.Server and, when change notification is on,
// its announce.Announcer; Stop stops every goroutine it started. The
// single site, each site of a network and each language host of a site
// that serves one set of sitemaps per language host are each one Site,
// started with different parts:
//
//   - ServeOne serves a single site: one Site with its own page cache and
//     IndexNow queue.
//   - ServeNetwork serves a WordPress network: a server.Router in front of
//     one Site per site in use (NetworkSites), which a server.Gate holds
//     back while Yoast SEO is not active there (YoastGate), sharing one
//     server.Pool, one IndexNow queue (Notifier) whose queued URLs of a
//     closed site are withheld (Withheld), and the memory limit grown by
//     the sites (SetMemoryLimit).
//   - ServeLanguages serves Polylang's subdomain and domain modes and
//     WPML's domain mode: a server.Hosts in front of one Site per language
//     host (LanguageHosts, Languages), which share one source of changes
//     (refresh.Shared).
//
// Process runs them in turn on one listener (Front): a site switched to
// or from one set per language host is served the other way from then on.
// The commands that read a site without serving it ask the same policies:
// which site of a network --site names (Choose), and which sets of
// sitemaps serve would answer per language host (HostSets).
package site

import (
	"context"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Store is what one site is read from: the catalog's reads, and the
// database's health and row count for the server (/readyz, /metrics).
// *wpdb.DB and *memwp.Site implement it.
type Store interface {
	catalog.Store
	server.Database
}

// Parts are what one Site is started from.
type Parts struct {
	// Store is what the site is read from.
	Store Store
	// Changes returns the source of the site's changes (the binary log's
	// feed, a refresh.Shared reader); nil: the Store's own polling.
	Changes func(metaKeys []string, now func() time.Time) wp.ChangeSource
	// Settings configure the site's catalog (NewCatalog) and bound a
	// request's wait for the first preparation, a background check, and
	// a request's database work (DBTimeout).
	Settings config.Config
	// Types are the types file's overrides, as last read.
	Types *wp.TypeOverrides
	// Language is "" for a site's one set of sitemaps, or the code of the
	// language host whose sitemaps the site lists.
	Language string
	// Entries, when set, is the site's entry store, opened by the caller
	// and left open when the site stops: a fleet replica's (package
	// replica), which its follower side writes between the terms it
	// holds the lease. nil: Start opens the site's own (EntriesDir of
	// StateDir, else a temporary directory), unless the settings turn it
	// off, and closes it when the site stops.
	Entries *catalog.Entries
	// NoServer leaves the server to the caller, which serves the
	// Service through one of its own (a fleet replica's, which outlives
	// each Site it starts): Handler is then nil.
	NoServer bool
	// StateDir keeps the site's state file ("" for none).
	StateDir string
	// Prepare prepares the sitemaps at once, in the background, rather
	// than at the first request.
	Prepare bool
	// Announce, when set, runs the site's announcer until its context
	// ends; Published is then told of every snapshot (refresh.Options).
	Announce  func(context.Context)
	Published func(*catalog.Snapshot)
	// Server are the options of the site's server.Server (DBTimeout is
	// the Settings').
	Server server.Options
	Logger *slog.Logger
}

// Site is one site's sitemaps being served: its refresh.Service and the
// server.Server in front of it, with the goroutines that keep them
// current.
type Site struct {
	svc  *refresh.Service
	h    *server.Server
	stop context.CancelFunc
	wg   sync.WaitGroup
}

// Start starts the site of p until ctx ends or Stop is called.
func Start(ctx context.Context, p Parts) *Site {
	log := p.Logger
	if log == nil {
		log = slog.Default()
	}
	ctx, stop := context.WithCancel(ctx)
	s := &Site{stop: stop}
	opts := refresh.Options{
		CheckEvery: time.Second,
		// A request waits for the first preparation no longer than for
		// the database; a background check gives up after as long.
		FirstWait:    p.Settings.DBTimeout,
		CheckTimeout: p.Settings.DBTimeout,
		StateDir:     p.StateDir,
		Logger:       log,
		Changes:      p.Changes,
		Published:    p.Published,
	}
	if p.Announce != nil {
		s.wg.Go(func() { p.Announce(ctx) })
	}
	entries, closeEntries := p.Entries, func() {}
	if entries == nil {
		entries, closeEntries = openEntries(p.Settings, p.StateDir, log)
	}
	s.svc = refresh.New(newCatalog(p.Store, p.Settings, p.Types, log, p.Language, entries), opts)
	if p.Prepare {
		// The log says what was found while the server already answers
		// (503 until it is ready: a large site takes minutes). A database
		// that is down now is not fatal: requests answer 503 until it is
		// back.
		s.wg.Go(func() {
			if err := s.svc.Prepare(ctx); err != nil && ctx.Err() == nil {
				log.Warn("sitemaps not prepared at start-up; serving 503 until the database answers", "err", err)
			}
		})
	}
	// Run follows changes on its own, so that none waits for a request;
	// when ctx ends it writes the state file and stops what the Service
	// runs in the background before it returns.
	s.wg.Go(func() {
		s.svc.Run(ctx)
		closeEntries() // reads under way finish first (catalog.Entries.Close)
	})
	if p.NoServer {
		return s
	}
	so := p.Server
	so.DBTimeout = p.Settings.DBTimeout
	s.h = server.New(s.svc, p.Store, log, so)
	return s
}

// Handler is the site's server (nil with Parts.NoServer).
func (s *Site) Handler() http.Handler {
	if s.h == nil {
		return nil
	}
	return s.h
}

// Service is the site's refresh.Service.
func (s *Site) Service() *refresh.Service { return s.svc }

// Stop stops the site's goroutines and takes its server out of a shared
// Pool; it does not wait for them (Wait).
func (s *Site) Stop() {
	s.stop()
	if s.h != nil {
		s.h.Close()
	}
}

// Wait waits until the site's goroutines ended, or d passed.
func (s *Site) Wait(d time.Duration) {
	waitAtMost(&s.wg, d)
}

// waitAtMost waits for wg, or d, whichever comes first: what a way of
// serving started in the background stops before it returns, unless it
// hangs.
func waitAtMost(wg *sync.WaitGroup, d time.Duration) {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
	}
}
