package main

import (
	"context"
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
// refresh.Service and server.Server per language, each polling the
// site's tables (the binary log and change notification are single-set
// features for now). The first of langs (the default language) answers
// every other host.
func serveLanguages(ctx context.Context, cfg config.Config, db *wpdb.DB, langs []languageHost,
	newCatalog func(*wpdb.DB, *slog.Logger, string) *catalog.Catalog, log *slog.Logger, ready chan<- string) int {
	ctx, cancel := context.WithCancel(ctx)
	var running sync.WaitGroup // each language's Service.Run
	defer func() {
		cancel()
		done := make(chan struct{})
		go func() { running.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
		}
	}()
	processSetup(ctx, func() {
		log.Warn("SIGHUP: the types file is not read again with one set of sitemaps per language host yet")
	})
	log.Info("Polylang's subdomain or domain mode, or WPML's domain mode: one set of sitemaps per language host", "languages", len(langs))
	if cfg.Binlog == "on" {
		log.Warn("the binary log is not followed with one set of sitemaps per language host yet: each language polls the tables")
	}
	if cfg.IndexNow {
		log.Warn("change notification (IndexNow) is not sent with one set of sitemaps per language host yet")
	}
	byHost := map[string]http.Handler{}
	var def http.Handler
	for _, lh := range langs {
		llog := log.With("language", lh.Lang, "host", lh.Host)
		if _, dup := byHost[lh.Host]; dup {
			// A language without a domain of its own stays on the home's
			// host, which the first language there (the default first)
			// answers.
			llog.Warn("another language's sitemaps answer this language's host; its own are not served")
			continue
		}
		opts := refresh.Options{
			CheckEvery:   time.Second,
			FirstWait:    cfg.DBTimeout,
			CheckTimeout: cfg.DBTimeout,
			StateDir:     languageStateDir(cfg.StateDir, lh.Lang, llog),
			Logger:       llog,
		}
		svc := refresh.New(newCatalog(db, llog, lh.Lang), opts)
		running.Add(2)
		go func() {
			defer running.Done()
			if err := svc.Prepare(ctx); err != nil && ctx.Err() == nil {
				llog.Warn("sitemaps not prepared at start-up; serving 503 until the database answers", "err", err)
			}
		}()
		go func() { defer running.Done(); svc.Run(ctx) }()
		// The languages share the page cache's budget (0: no cache).
		h := server.New(svc, db, llog, server.Options{CacheBytes: cacheBytes(cfg) / int64(len(langs)), DBTimeout: cfg.DBTimeout})
		llog.Info("serving a language host")
		byHost[lh.Host] = h
		if def == nil {
			def = h
		}
	}
	return listen(ctx, cfg, server.NewHosts(def, byHost), log, ready)
}

// languageStateDir is where language lang keeps its state file:
// languages/{lang} under the state directory ("" when there is none, or
// it cannot be made).
func languageStateDir(dir, lang string, log *slog.Logger) string {
	if dir == "" {
		return ""
	}
	d := filepath.Join(dir, "languages", filepath.Base(lang))
	if err := os.MkdirAll(d, 0o700); err != nil {
		log.Warn("no state file for this language", "dir", d, "err", err)
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
