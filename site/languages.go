package site

import (
	"context"
	"log/slog"
	"net/http"
	"path/filepath"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// LanguageHost is one language of a site whose sitemaps differ by host:
// its slug and the host of its home.
type LanguageHost = wp.LanguageHost

// LanguageHosts returns, when site serves one set of sitemaps per
// language host (wp.Site.PerHost), its languages with their hosts, the
// default language first; nil otherwise: the multilingual plugin's answer
// (wp.LinkCache.LanguageHosts), read through store.
func LanguageHosts(ctx context.Context, store catalog.Store, site *wp.Site) ([]LanguageHost, error) {
	return store.NewLinks(site).LanguageHosts(ctx)
}

// PerHostLanguages reads the site's options and returns LanguageHosts.
func PerHostLanguages(ctx context.Context, store catalog.Store) ([]LanguageHost, error) {
	site, err := store.LoadSite(ctx)
	if err != nil {
		return nil, err
	}
	return LanguageHosts(ctx, store, site)
}

// Languages serves each language host of a site: one Site per language
// (catalog.Options.Language), each reading the site's changes from
// Shared, sharing the Pool and the Notifier, behind one server.Hosts
// (Handler). Set says which languages are served; a language added, or
// given another host, is started, one that left is stopped, the others go
// on untouched.
type Languages struct {
	Config config.Config
	Types  *Types
	Store  Store
	Shared *refresh.Shared
	// Notifier, when set, announces each language's changes.
	Notifier *Notifier
	Pool     *server.Pool
	Logger   *slog.Logger

	ctx   context.Context
	hosts *server.Hosts

	mu      sync.Mutex
	on      map[string]*languageSet
	order   []string       // the languages as last set, the default first
	running sync.WaitGroup // the languages' goroutines
}

// languageSet is one language host's Site.
type languageSet struct {
	host   string
	site   *Site
	forget func()
}

// Start makes the languages live until ctx ends; the Hosts answers 404
// until Set.
func (ls *Languages) Start(ctx context.Context) {
	ls.ctx = ctx
	ls.on = map[string]*languageSet{}
	ls.hosts = server.NewHosts(http.NotFoundHandler(), nil)
}

// Handler answers each host with its language's Site, and any other host
// with the default language's.
func (ls *Languages) Handler() http.Handler { return ls.hosts }

// start starts one language host's Site.
func (ls *Languages) start(lh LanguageHost) *languageSet {
	log := ls.Logger.With("language", lh.Lang, "host", lh.Host)
	changes, forget := ls.Shared.Reader()
	p := Parts{
		Store:    ls.Store,
		Changes:  changes,
		Settings: ls.Config,
		Types:    ls.Types.Load(),
		Language: lh.Lang,
		StateDir: languageStateDir(ls.Config.StateDir, lh.Lang, log),
		Prepare:  true,
		Server:   server.Options{Pool: ls.Pool, Site: lh.Lang},
		Logger:   log,
	}
	if ls.Notifier != nil {
		p.Server.IndexNowKey = ls.Notifier.key
		p.Published, p.Announce = ls.Notifier.announcer(p.StateDir, log)
	}
	s := Start(ls.ctx, p)
	ls.running.Go(s.wg.Wait)
	log.Info("serving a language host")
	return &languageSet{host: lh.Host, site: s, forget: forget}
}

// stop stops one language host's Site.
func (set *languageSet) stop() {
	set.site.Stop()
	set.forget()
}

// Set serves langs from now on: a language new, or at another host, is
// started; one no longer among them is stopped; the others go on. The
// Handler then answers each host with its language's Site; a language
// whose host another language (the default first) already answers is not
// served.
func (ls *Languages) Set(langs []LanguageHost) {
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
			ls.Logger.Info("a language host stops", "language", lang, "host", cur.host)
			cur.stop()
			delete(ls.on, lang)
		}
	}
	ls.order = ls.order[:0]
	def, byHost := LanguageRoutes(langs, func(lh LanguageHost) http.Handler {
		cur, ok := ls.on[lh.Lang]
		if !ok {
			cur = ls.start(lh)
			ls.on[lh.Lang] = cur
		}
		ls.order = append(ls.order, lh.Lang)
		return cur.site.Handler()
	}, ls.Logger)
	ls.hosts.Set(def, byHost)
}

// LanguageRoutes are the handlers of langs' hosts (LanguageHosts' order,
// the default language first), each language's from handler, and the
// default language's, which answers every other host. A language whose
// host another language (the default first) already answers is not
// served, said in the log, and handler is not asked for it.
func LanguageRoutes(langs []LanguageHost, handler func(LanguageHost) http.Handler, log *slog.Logger) (def http.Handler, byHost map[string]http.Handler) {
	byHost = map[string]http.Handler{}
	owners := wp.HostOwners(langs)
	for i, lh := range langs {
		if owners[i] != lh.Lang {
			// A language without a domain of its own stays on the home's
			// host, which the first language there (the default first)
			// answers.
			log.Warn("another language's sitemaps answer this language's host; its own are not served",
				"language", lh.Lang, "host", lh.Host)
			continue
		}
		h := handler(lh)
		byHost[lh.Host] = h
		if def == nil {
			def = h
		}
	}
	if def == nil {
		def = http.NotFoundHandler()
	}
	return def, byHost
}

// Services returns the refresh services of the languages in use, the
// default language's first.
func (ls *Languages) Services() []*refresh.Service {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	var out []*refresh.Service
	for _, lang := range ls.order {
		out = append(out, ls.on[lang].site.Service())
	}
	return out
}

// Stop stops every language in use and waits for their goroutines, or d.
func (ls *Languages) Stop(d time.Duration) {
	ls.mu.Lock()
	for lang, cur := range ls.on {
		cur.stop()
		delete(ls.on, lang)
	}
	ls.mu.Unlock()
	waitAtMost(&ls.running, d)
}

// LanguageDir is the state directory of language lang of a site served
// per language host, under the site's dir: languages/{lang}, by one
// process or by a fleet's replica alike.
func LanguageDir(dir, lang string) string {
	return filepath.Join(dir, "languages", filepath.Base(lang))
}

// languageStateDir is where language lang keeps its state file:
// LanguageDir, made ("" when there is no state directory, or it cannot be
// made).
func languageStateDir(dir, lang string, log *slog.Logger) string {
	if dir == "" {
		return ""
	}
	return stateSubdir(LanguageDir(dir, lang), "language", log)
}
