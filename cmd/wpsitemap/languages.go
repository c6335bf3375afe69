package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// languageHost is one language of a site whose sitemaps differ by host:
// its slug and the host of its home.
type languageHost struct {
	Lang, Host string
}

// languageHosts returns, when site serves one set of sitemaps per
// language host (Polylang's subdomain and domain modes, WPML's domain mode:
// wp.Site.PerHost), its languages with their hosts, the default language
// first; nil otherwise. Polylang's are its language terms, in term order;
// WPML's the default language and those of language_domains, in code
// order, but the hidden ones (WPML serves them to administrators only) and
// those active_languages does not list.
func languageHosts(ctx context.Context, db *wpdb.DB, site *wp.Site) ([]languageHost, error) {
	if !site.PerHost() {
		return nil, nil
	}
	var codes []string
	if w := site.WPML; w != nil {
		codes = append(codes, w.DefaultLang)
		for code := range w.Domains {
			if code != w.DefaultLang && !w.IsHidden(code) && (len(w.Active) == 0 || slices.Contains(w.Active, code)) {
				codes = append(codes, code)
			}
		}
		slices.Sort(codes[1:])
	} else {
		terms, err := db.Terms(ctx, "language")
		if err != nil {
			return nil, err
		}
		for _, t := range terms {
			codes = append(codes, t.Slug)
		}
	}
	var out []languageHost
	for _, code := range codes {
		u, err := url.Parse(site.LanguageHome(code))
		if err != nil || u.Host == "" {
			continue
		}
		lh := languageHost{Lang: code, Host: u.Host}
		if code == site.DefaultLanguage() {
			out = append([]languageHost{lh}, out...)
		} else {
			out = append(out, lh)
		}
	}
	return out, nil
}

// serveLanguages serves a site whose sitemaps differ by language host:
// a server.Hosts in front of one catalog (catalog.Options.Language),
// refresh.Service and server.Server per language, sharing one page cache
// and one set of render slots (server.NewPool, each language's metrics
// labelled site="{code}"). The site's changes are found once for every
// language (refresh.Shared): its tables polled, or its binary log
// followed, once. The first of langs (the default language) answers every
// other host. A change of the options or terms (a language added, removed
// or given another domain) has the languages read again: a new language
// gets its catalog and host, one that left is stopped, the others go on
// untouched (WPML's icl_languages too); a site that no longer serves one set per host ends this way
// of serving (again: the caller serves one set). Change notification
// (IndexNow, pings) has one key, queue, Sender and Pinger, and one ledger
// per language (languages/{code}/ under the state directory). SIGHUP reads
// the types file again for every language.
func serveLanguages(ctx context.Context, cfg config.Config, db *wpdb.DB, conn wpdb.ConnConfig, langs []languageHost,
	newCatalog func(*wpdb.DB, *slog.Logger, string) *catalog.Catalog, setTypes func(*wp.TypeOverrides),
	log *slog.Logger, stderr io.Writer, fr *front) (code int, again bool) {
	ctx, cancel := context.WithCancel(ctx)
	var running sync.WaitGroup // each language's Service.Run and Announcer, the watcher
	var feed *wpdb.Feed
	var notes *networkNotify
	ls := &languageSets{on: map[string]*languageSet{}}
	defer func() {
		cancel()
		ls.stopAll()
		waitAtMost(&running, 15*time.Second)
		if feed != nil {
			feed.Close()
		}
		if notes != nil && notes.queue != nil {
			notes.queue.Close() // once the Announcers and the Sender stopped
		}
	}()
	log.Info("Polylang's subdomain or domain mode, or WPML's domain mode: one set of sitemaps per language host", "languages", len(langs))
	// One source of changes for every language: the binary log's feed,
	// or the tables' poller.
	newSource := func(metaKeys []string, now func() time.Time) wp.ChangeSource {
		return db.NewChangeSource(metaKeys, now)
	}
	var ok bool
	feed, ok = openFeed(ctx, cfg, func(ctx context.Context) (*wpdb.Feed, error) {
		return wpdb.OpenFeed(ctx, db, conn, log, newCatalog(db, log, "").MetaKeys()...)
	}, "tables", log, stderr)
	if !ok {
		return 2, false
	}
	if feed != nil { // closed once the languages stopped (above)
		newSource = wpdb.FollowFeed(db, feed, log.Warn)
	}
	shared := refresh.NewShared(newSource, time.Second)
	defer shared.Close()
	reread := make(chan struct{}, 1)
	shared.OnChange(func(ch wp.Changes) {
		if ch.Options || ch.Terms || ch.Languages || ch.Everything {
			select {
			case reread <- struct{}{}:
			default:
			}
		}
	})
	var err error
	notes, err = newNetworkNotify(cfg, nil, log)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 2, false
	}
	if cfg.IndexNow {
		warnOtherIndexNow(ctx, db, log)
	}
	popts := server.PoolOptions{CacheBytes: cacheBytes(cfg)}
	if notes.sender != nil {
		popts.Notify = notes.sender
	}
	pool := server.NewPool(popts)
	ls.start = func(lh languageHost) *languageSet {
		llog := log.With("language", lh.Lang, "host", lh.Host)
		changes, forget := shared.Reader()
		opts := refresh.Options{
			CheckEvery:   time.Second,
			FirstWait:    cfg.DBTimeout,
			CheckTimeout: cfg.DBTimeout,
			StateDir:     languageStateDir(cfg.StateDir, lh.Lang, llog),
			Logger:       llog,
			Changes:      changes,
		}
		sctx, stop := context.WithCancel(ctx)
		if observe, announce := notes.announcer(opts.StateDir, llog); announce != nil {
			opts.Published = observe
			running.Add(1)
			go func() { defer running.Done(); announce(sctx) }()
		}
		svc := refresh.New(newCatalog(db, llog, lh.Lang), opts)
		running.Add(2)
		go func() {
			defer running.Done()
			if err := svc.Prepare(sctx); err != nil && sctx.Err() == nil {
				llog.Warn("sitemaps not prepared yet; serving 503 until the database answers", "err", err)
			}
		}()
		go func() { defer running.Done(); svc.Run(sctx) }()
		h := server.New(svc, db, llog, server.Options{DBTimeout: cfg.DBTimeout, Pool: pool, Site: lh.Lang,
			IndexNowKey: notes.key})
		llog.Info("serving a language host")
		return &languageSet{host: lh.Host, h: h, svc: svc, stop: func() { stop(); h.Close(); forget() }}
	}
	hosts := server.NewHosts(http.NotFoundHandler(), nil)
	ls.set(langs, hosts, log)
	processSetup(ctx, func() { reload(cfg, setTypes, log, ls.services()...) })
	if notes.sender != nil || notes.pinger != nil {
		running.Add(1)
		go func() { defer running.Done(); notes.run(ctx) }()
	}
	// The languages are read again after a change of the options or the
	// terms; a read that fails is tried again a few seconds later.
	switched := make(chan struct{})
	running.Add(1)
	go func() {
		defer running.Done()
		var retry <-chan time.Time
		for {
			select {
			case <-ctx.Done():
				return
			case <-reread:
			case <-retry:
			}
			retry = nil
			rctx, rcancel := context.WithTimeout(ctx, cfg.DBTimeout)
			now, err := perHostLanguages(rctx, db)
			rcancel()
			switch {
			case err != nil:
				if ctx.Err() == nil {
					log.Warn("the languages could not be read again; trying again", "err", err)
					retry = time.After(5 * time.Second)
				}
			case len(now) == 0:
				log.Info("the site no longer serves one set of sitemaps per language host; serving one set")
				close(switched)
				return
			default:
				ls.set(now, hosts, log)
			}
		}
	}()
	return fr.serve(ctx, hosts, switched)
}

// languageSets is what serves each language host: the sets in use, by
// language code, and how to make one.
type languageSets struct {
	start func(languageHost) *languageSet

	mu    sync.Mutex
	on    map[string]*languageSet
	order []string // the languages as last set, the default first
}

// languageSet is one language host's sitemaps.
type languageSet struct {
	host string
	h    http.Handler
	svc  *refresh.Service
	stop func()
}

// set serves langs from now on: a language new, or at another host, is
// made; one no longer among them is stopped; the others go on. hosts then
// answers each host with its language's handler.
func (ls *languageSets) set(langs []languageHost, hosts *server.Hosts, log *slog.Logger) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	keep := map[string]bool{}
	for _, lh := range langs {
		if cur, ok := ls.on[lh.Lang]; ok && cur.host == lh.Host {
			keep[lh.Lang] = true
		}
	}
	for lang, cur := range ls.on {
		if !keep[lang] {
			log.Info("a language host stops", "language", lang, "host", cur.host)
			cur.stop()
			delete(ls.on, lang)
		}
	}
	byHost := map[string]http.Handler{}
	var def http.Handler
	ls.order = ls.order[:0]
	for _, lh := range langs {
		if _, dup := byHost[lh.Host]; dup {
			// A language without a domain of its own stays on the home's
			// host, which the first language there (the default first)
			// answers.
			log.Warn("another language's sitemaps answer this language's host; its own are not served",
				"language", lh.Lang, "host", lh.Host)
			continue
		}
		cur, ok := ls.on[lh.Lang]
		if !ok {
			cur = ls.start(lh)
			ls.on[lh.Lang] = cur
		}
		ls.order = append(ls.order, lh.Lang)
		byHost[lh.Host] = cur.h
		if def == nil {
			def = cur.h
		}
	}
	if def == nil {
		def = http.NotFoundHandler()
	}
	hosts.Set(def, byHost)
}

// services returns the refresh services of the languages in use.
func (ls *languageSets) services() []*refresh.Service {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	var out []*refresh.Service
	for _, lang := range ls.order {
		out = append(out, ls.on[lang].svc)
	}
	return out
}

// stopAll stops every language in use.
func (ls *languageSets) stopAll() {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	for lang, cur := range ls.on {
		cur.stop()
		delete(ls.on, lang)
	}
}

// languageStateDir is where language lang keeps its state file:
// languages/{lang} under the state directory ("" when there is none, or
// it cannot be made).
func languageStateDir(dir, lang string, log *slog.Logger) string {
	if dir == "" {
		return ""
	}
	return stateSubdir(filepath.Join(dir, "languages", filepath.Base(lang)), "language", log)
}

// stateSubdir makes d, a state directory of one language or site, and
// returns it; "" (said in the log) when it cannot be made.
func stateSubdir(d, of string, log *slog.Logger) string {
	if err := os.MkdirAll(d, 0o700); err != nil {
		log.Warn("no state file for this "+of, "dir", d, "err", err)
		return ""
	}
	return d
}

// perHostLanguages reads the site's options and returns languageHosts.
func perHostLanguages(ctx context.Context, db *wpdb.DB) ([]languageHost, error) {
	site, err := db.LoadSite(ctx)
	if err != nil {
		return nil, err
	}
	return languageHosts(ctx, db, site)
}
