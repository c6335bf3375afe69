package replica

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// A site whose sitemaps differ by language host (Polylang's subdomain
// and domain modes, WPML's domains) runs as Languages: one lease for the
// site (its fleet), whose holder alone reads the database. It reads the
// language hosts (site.PerHostLanguages) and ships them as one value
// (valueLanguages) under the site's revisions, and leads one Replica per
// language, each with a fleet of its own (fleet.Fleet.Part, named after
// the language's code) and a state directory of its own, all reading one
// source of the site's changes (refresh.Shared: the tables polled, or the
// binary log followed, once for all of them). Every replica serves the
// language hosts it last read from Redis, routed as one process routes
// them (site.LanguageRoutes: the default language answers any other
// host), each language's pages from that language's Replica: its
// follower's, or, on the holder, its holder's.

// valueLanguages is the site's value: langValue, as JSON.
const valueLanguages = "languages"

// langValue is what the holder of a site served per language host ships:
// its language hosts, the default language first.
type langValue struct {
	Languages []site.LanguageHost
}

// changesFunc makes a site's change source (site.Parts.Changes).
type changesFunc = func(metaKeys []string, now func() time.Time) wp.ChangeSource

// syncEvery is how often a language's holder ships its snapshot again
// when only its change source's state moved (Options.SyncEvery).
const syncEvery = time.Second

// oneSetEvery is how often a holder whose site no longer serves one set of
// sitemaps per language host reads its languages again; it says so at
// level error every perHostReminder.
const oneSetEvery = 30 * time.Second

// LanguagesOptions configure Languages.
type LanguagesOptions struct {
	// Fleet is the site's fleet: its lease and its language hosts.
	Fleet *fleet.Fleet
	// Languages are the language hosts as read at start-up, served until
	// the holder's are read from Redis.
	Languages []site.LanguageHost
	// Read reads the language hosts (the holder's: site.PerHostLanguages);
	// none: the site serves one set of sitemaps.
	Read func(ctx context.Context) ([]site.LanguageHost, error)
	// Changes opens the source of the site's changes, which the holder's
	// languages share while it leads them; done closes it once they
	// stopped (site.Process.Changes).
	Changes func(ctx context.Context) (changes changesFunc, done func(), err error)
	// Language returns the options of language lang's Replica: its own
	// fleet, state directory, follower's catalog, server options and
	// change notification, and the holder's Site, whose change source
	// comes from changes (a reader of the shared source, and its forget,
	// to be called once the Site stopped: Site's done). Languages sets
	// Leading and SyncEvery.
	Language func(lang string, changes func() (changesFunc, func(), error)) (Options, error)
	Logger   *slog.Logger
}

// Languages runs a site served per language host as one replica of its
// fleet.
type Languages struct {
	opts   LanguagesOptions
	f      *fleet.Fleet
	log    *slog.Logger
	ctx    context.Context // the replica's life
	hosts  *server.Hosts
	reread chan struct{} // a change that may move the languages

	mu       sync.Mutex
	parts    map[string]*part
	stopping map[string]chan struct{} // languages whose Replica is stopping
	applied  []byte                   // the value served
	served   []site.LanguageHost
	holding  bool               // this replica holds the site's lease
	lead     context.Context    // while this process leads the languages
	cancel   context.CancelFunc // lead's
	src      *leadSource        // the change source of lead
	changed  chan struct{}      // closed (and replaced) when lead changes
	wg       sync.WaitGroup
}

// NewLanguages returns the Languages of opts, whose languages live until
// ctx ends; Run runs it.
func NewLanguages(ctx context.Context, opts LanguagesOptions) (*Languages, error) {
	if opts.Fleet == nil || len(opts.Languages) == 0 || opts.Read == nil || opts.Changes == nil || opts.Language == nil {
		return nil, errors.New("replica: Fleet, Languages, Read, Changes and Language are required")
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	l := &Languages{opts: opts, f: opts.Fleet, log: log.With("replica", opts.Fleet.Name()), ctx: ctx,
		hosts: server.NewHosts(http.NotFoundHandler(), nil), reread: make(chan struct{}, 1),
		parts: map[string]*part{}, stopping: map[string]chan struct{}{}, changed: make(chan struct{})}
	l.mu.Lock()
	l.setLocked(opts.Languages)
	l.mu.Unlock()
	return l, nil
}

// Handler answers each language host with its language's sitemaps, and
// any other host with the default language's.
func (l *Languages) Handler() http.Handler { return l.hosts }

// Served are the language hosts served, the default language first.
func (l *Languages) Served() []site.LanguageHost {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.served)
}

// Holding reports whether this replica holds the site's lease, and
// whether it leads the languages.
func (l *Languages) Holding() (holding, leading bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.holding, l.lead != nil
}

// Language returns language lang's Replica on this process (nil: none,
// or not made yet).
func (l *Languages) Language(lang string) *Replica {
	l.mu.Lock()
	p := l.parts[lang]
	l.mu.Unlock()
	if p == nil {
		return nil
	}
	return p.replica()
}

// Run runs the replica until NewLanguages's context ends: the language
// hosts read from Redis, and, while this replica holds the site's lease,
// the holder's work. It returns once every language's Replica stopped.
func (l *Languages) Run() error {
	ctx := l.ctx
	var wg sync.WaitGroup
	wg.Go(func() { followValue(ctx, l.f, l.log, valueLanguages, "the language hosts", l.apply) })
	err := leadParts(ctx, l.f, l.log, "the languages", l.term, l.unlead)
	wg.Wait()
	l.mu.Lock()
	for lang, p := range l.parts {
		l.stopLocked(lang, p)
	}
	l.mu.Unlock()
	l.wg.Wait()
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// apply serves the value b, unless it is the one served.
func (l *Languages) apply(b []byte) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if bytes.Equal(b, l.applied) {
		return nil
	}
	var v langValue
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("the language hosts' value: %w", err)
	}
	if len(v.Languages) == 0 {
		return errors.New("the language hosts' value has no language")
	}
	l.applied = b
	if !slices.Equal(v.Languages, l.served) {
		l.log.Info("fleet: serving the language hosts as the holder read them", "languages", v.Languages)
		l.setLocked(v.Languages)
	}
	return nil
}

// setLocked serves langs: a language new among them gets its Replica, one
// gone is stopped, and the hosts are routed to them. Under mu.
func (l *Languages) setLocked(langs []site.LanguageHost) {
	l.served = slices.Clone(langs)
	keep := map[string]bool{}
	def, byHost := site.LanguageRoutes(langs, func(lh site.LanguageHost) http.Handler {
		keep[lh.Lang] = true
		p := l.partLocked(lh.Lang)
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			rep := p.replica()
			if rep == nil {
				w.Header().Set("Retry-After", "1")
				http.Error(w, "this language host is being prepared", http.StatusServiceUnavailable)
				return
			}
			rep.Handler().ServeHTTP(w, r)
		})
	}, l.log)
	for lang, p := range l.parts {
		if !keep[lang] {
			l.log.Info("fleet: a language host stops", "language", lang)
			l.stopLocked(lang, p)
		}
	}
	l.hosts.Set(def, byHost)
}

// partLocked returns language lang's part on this process, made now when
// there is none: its Replica is made and run in the background, once the
// one it replaces has stopped (it closes the entry store this one opens).
// Under mu.
func (l *Languages) partLocked(lang string) *part {
	if p := l.parts[lang]; p != nil {
		return p
	}
	p, ctx := newPart(l.ctx)
	l.parts[lang] = p
	old := l.stopping[lang]
	l.wg.Go(func() {
		p.run(ctx, old, func() (*Replica, error) {
			opts, err := l.opts.Language(lang, l.reader)
			if err != nil {
				return nil, err
			}
			opts.Leading, opts.SyncEvery = l.leading, syncEvery
			return New(opts)
		}, func(err error) {
			l.log.Error("fleet: the language's replica cannot be made; its host answers 503", "language", lang, "err", err)
		}, func(err error) {
			l.log.Error("fleet: the language's replica stopped", "language", lang, "err", err)
		})
	})
	return p
}

// stopLocked stops p, language lang's Replica, in the background. Under
// mu.
func (l *Languages) stopLocked(lang string, p *part) {
	delete(l.parts, lang)
	l.stopping[lang] = p.done
	p.cancel()
	l.wg.Go(func() {
		<-p.done
		l.mu.Lock()
		if l.stopping[lang] == p.done {
			delete(l.stopping, lang)
		}
		l.mu.Unlock()
	})
}

// leading waits until this process leads the languages, and returns the
// context of that lead (nil: ctx ended).
func (l *Languages) leading(ctx context.Context) context.Context {
	return waitLead(ctx, &l.mu, func() (context.Context, <-chan struct{}) { return l.lead, l.changed })
}

// errNotLeading is what a language's holder is told when it starts its
// site after this process stopped leading the languages.
var errNotLeading = errors.New("this replica no longer leads the site's languages")

// reader is a reader of the change source the languages share while this
// process leads them.
func (l *Languages) reader() (changesFunc, func(), error) {
	l.mu.Lock()
	src := l.src
	l.mu.Unlock()
	if src == nil {
		return nil, nil, errNotLeading
	}
	return src.reader()
}

// startLead has this process lead the languages, with a change source of
// their own, unless it does.
func (l *Languages) startLead() error {
	l.mu.Lock()
	leading := l.lead != nil
	l.mu.Unlock()
	if leading {
		return nil
	}
	changes, done, err := l.opts.Changes(l.ctx)
	if err != nil {
		return err
	}
	shared := refresh.NewShared(changes, time.Second)
	shared.OnChange(func(ch wp.Changes) {
		if site.LanguagesMayMove(ch) {
			select {
			case l.reread <- struct{}{}:
			default:
			}
		}
	})
	l.mu.Lock()
	defer l.mu.Unlock()
	// The lead outlives the term: a term ended by Redis going away
	// leaves it (leadParts).
	l.lead, l.cancel = context.WithCancel(l.ctx)
	l.src = &leadSource{shared: shared, done: done}
	l.signalLocked()
	return nil
}

// unlead ends the lead of the languages (the site's lease is lost to
// another replica, the site no longer serves one set per language host,
// or the replica stops); their change source is closed once their sites
// stopped.
func (l *Languages) unlead() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.cancel != nil {
		l.cancel()
		l.lead, l.cancel = nil, nil
	}
	if l.src != nil {
		l.src.close()
		l.src = nil
	}
	l.signalLocked()
}

// signalLocked wakes those waiting in leading. Under mu.
func (l *Languages) signalLocked() {
	close(l.changed)
	l.changed = make(chan struct{})
}

// term is the holder's work while it holds lease: the language hosts read
// at once and after each change that may move them, shipped when they
// changed, and every language led by this process. A site that no longer
// serves one set per language host has its languages no longer led, and
// says so at level error (a fleet does not switch how it serves a site
// while it runs: its replicas are restarted).
func (l *Languages) term(ctx context.Context, lease *fleet.Lease) {
	log := l.log.With("token", lease.Token())
	log.Info("holder: this replica reads the site's language hosts and leads each language")
	l.setHolding(true)
	defer l.setHolding(false)
	var shipped []byte
	var retry <-chan time.Time
	var said time.Time // when the site serving one set was last said
	failing := false
	for {
		langs, err := l.read(ctx)
		switch {
		case err != nil:
			if ctx.Err() != nil {
				return
			}
			if !failing {
				log.Warn("holder: the language hosts not read; serving them as last read, and trying again", "err", err)
			}
			failing = true
			retry = time.After(5 * time.Second)
		case len(langs) == 0:
			failing = false
			l.unlead()
			if time.Since(said) >= perHostReminder {
				said = time.Now()
				log.Error("holder: the site no longer serves one set of sitemaps per language host, which replicas serving it per language host cannot switch to while they run: its languages are no longer read, and every replica serves their last revisions; restart the replicas",
					"served", l.Served())
			}
			retry = time.After(oneSetEvery)
		default:
			if failing {
				log.Info("holder: the language hosts read again")
			}
			failing, said = false, time.Time{}
			v := mustJSON(langValue{Languages: langs})
			if !bytes.Equal(v, shipped) {
				rev, err := shipValue(ctx, l.f, lease, valueLanguages, v)
				if err != nil {
					if ctx.Err() == nil {
						log.Warn("holder: the language hosts not shipped; trying again", "err", err)
						retry = time.After(retryShip)
					}
					break
				}
				shipped = v
				log.Info("holder: language hosts shipped", "revision", rev, "languages", langs)
				_ = l.apply(v)
			}
			if err := l.startLead(); err != nil {
				log.Error("holder: the site's changes cannot be followed; its languages are not led", "err", err)
				retry = time.After(5 * time.Second)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-l.reread:
		case <-retry:
		}
		retry = nil
	}
}

// setHolding records whether this replica holds the site's lease.
func (l *Languages) setHolding(on bool) {
	l.mu.Lock()
	l.holding = on
	l.mu.Unlock()
}

// read reads the language hosts.
func (l *Languages) read(ctx context.Context) ([]site.LanguageHost, error) {
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return l.opts.Read(rctx)
}

// leadSource is the change source the languages share during one lead:
// closed once the lead ended and every language's site that reads it
// stopped.
type leadSource struct {
	shared *refresh.Shared
	done   func()

	mu     sync.Mutex
	refs   int
	closed bool
}

// reader returns a reader of the shared source and the function that
// forgets it once its site stopped.
func (s *leadSource) reader() (changesFunc, func(), error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, nil, errNotLeading
	}
	s.refs++
	changes, forget := s.shared.Reader()
	var once sync.Once
	return changes, func() {
		once.Do(func() {
			forget()
			s.mu.Lock()
			defer s.mu.Unlock()
			s.refs--
			s.finishLocked()
		})
	}, nil
}

// close closes the source once no site reads it.
func (s *leadSource) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	s.finishLocked()
}

// finishLocked closes the source when it is closed and no site reads it.
// Under mu.
func (s *leadSource) finishLocked() {
	if s.closed && s.refs == 0 && s.done != nil {
		s.shared.Close()
		s.done()
		s.done = nil
	}
}
