package site

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"sync"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/config"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/server"
	"github.com/wpsitemap/wpsitemap/wp"
)

// announcer is what change notification needs wired: the Announcer (nil
// when neither IndexNow nor pings are on), the key file and the counters.
type announcer struct {
	a     *announce.Announcer
	key   string
	stats server.NotifyStats
	queue *notify.Queue
}

// close closes the IndexNow queue, once the Announcer stopped.
func (a announcer) close() {
	if a.queue != nil {
		a.queue.Close()
	}
}

// errNoStateDir is IndexNow on without a state directory: config allows
// it with WPSITEMAP_REDIS, for a fleet's holder (FleetAnnouncer), but a
// replica that stands alone keeps its queue, ledger and key in the state
// directory.
var errNoStateDir = errors.New("IndexNow without WPSITEMAP_STATE_DIR is for the replicas of a fleet (WPSITEMAP_REDIS); this way of serving keeps its queue, ledger and key in the state directory: set WPSITEMAP_STATE_DIR")

// newAnnouncer sets up IndexNow (its key, queue and ledger in the state
// directory) and the ping URLs.
func newAnnouncer(cfg config.Config, log *slog.Logger) (announcer, error) {
	var out announcer
	var opts announce.Options
	opts.Logger = log
	if cfg.IndexNow {
		if cfg.StateDir == "" {
			return out, errNoStateDir
		}
		key := cfg.IndexNowKey
		if key == "" {
			var err error
			if key, err = notify.LoadKey(cfg.StateDir); err != nil {
				return out, err
			}
		}
		q, err := notify.OpenQueue(cfg.StateDir)
		if err != nil {
			return out, err
		}
		l, err := announce.OpenLedger(filepath.Join(cfg.StateDir, announce.DirName))
		if err != nil {
			return out, err
		}
		sender := notify.NewSender(q, notify.SenderOptions{Endpoint: cfg.IndexNowEndpoint, Key: key, Logger: log})
		opts.Ledger, opts.Queue, opts.Sender = l, q, sender
		out.key, out.stats, out.queue = key, sender, q
		log.Info("IndexNow: changed URLs are submitted", "endpoint", cfg.IndexNowEndpoint, "key_file", "/"+key+".txt",
			"queued", q.Len())
	}
	if len(cfg.Ping) > 0 {
		opts.Pinger = notify.NewPinger(notify.PingOptions{Templates: cfg.Ping, Logger: log})
	}
	if opts.Ledger != nil || opts.Pinger != nil {
		out.a = announce.New(opts)
	}
	return out, nil
}

// indexNowReader reads the IndexNow settings of the plugins that submit
// to IndexNow themselves (*wpdb.DB).
type indexNowReader interface {
	OtherIndexNow(ctx context.Context) ([]wp.IndexNowPlugin, error)
}

// warnOtherIndexNow logs a warning for each plugin that submits IndexNow
// itself (Yoast SEO Premium, Rank Math): both would submit the same URLs.
func warnOtherIndexNow(ctx context.Context, db indexNowReader, log *slog.Logger) {
	qctx, cancel := context.WithTimeout(ctx, ProbeTimeout)
	defer cancel()
	others, err := db.OtherIndexNow(qctx)
	if err != nil {
		log.Warn("IndexNow: the plugins' IndexNow settings not read", "err", err)
		return
	}
	for _, p := range others {
		if p.Known && !p.Active {
			continue
		}
		log.Warn("IndexNow: a plugin submits the same URLs; turn its IndexNow off", "plugin", p.Name, "setting", p.Setting)
	}
}

// Notifier is the change notification of a network, or of a site served
// per language host (one ledger per language host): one IndexNow key
// (answered on every host), queue and Sender, and one
// Pinger, for the process, so that IndexNow's and the pings' rate limits
// hold process-wide (the Sender puts each host's URLs in requests of
// their own); each site in use has an Announcer of its own over its
// ledger in its state directory (sites/{id}/indexnow-ledger), made with
// the site and stopped with it. A site's first snapshot is recorded, not
// announced, as a single site's first start; a closed site has no
// handler, so no Announcer, and one that discourages search engines
// queues nothing; what a site queued before it closed or stopped being
// public is withheld by the Sender (SenderOptions.Withheld, asked of the
// network as the Router has it).
type Notifier struct {
	key    string
	queue  *notify.Queue
	sender *notify.Sender
	pinger *notify.Pinger
	log    *slog.Logger

	mu      sync.Mutex
	running map[string]chan struct{} // by state directory: closed when the site's last Announcer stopped
}

// NewNotifier sets up what cfg turns on (nothing when neither
// IndexNow nor pings are).
func NewNotifier(cfg config.Config, withheld func(string) bool, log *slog.Logger) (*Notifier, error) {
	n := &Notifier{log: log, running: map[string]chan struct{}{}}
	if cfg.IndexNow {
		if cfg.StateDir == "" {
			return n, errNoStateDir
		}
		n.key = cfg.IndexNowKey
		if n.key == "" {
			var err error
			if n.key, err = notify.LoadKey(cfg.StateDir); err != nil {
				return n, err
			}
		}
		q, err := notify.OpenQueue(cfg.StateDir)
		if err != nil {
			return n, err
		}
		n.queue = q
		n.sender = notify.NewSender(q, notify.SenderOptions{Endpoint: cfg.IndexNowEndpoint, Key: n.key, Logger: log,
			Withheld: withheld})
		log.Info("IndexNow: changed URLs of every site are submitted", "endpoint", cfg.IndexNowEndpoint,
			"key_file", "/"+n.key+".txt", "queued", q.Len())
	}
	if len(cfg.Ping) > 0 {
		n.pinger = notify.NewPinger(notify.PingOptions{Templates: cfg.Ping, Logger: log})
	}
	return n, nil
}

// Run runs the Sender and the Pinger until ctx ends.
func (n *Notifier) Run(ctx context.Context) {
	var wg sync.WaitGroup
	if n.sender != nil {
		wg.Go(func() { n.sender.Run(ctx) })
	}
	if n.pinger != nil {
		wg.Go(func() { n.pinger.Run(ctx) })
	}
	wg.Wait()
}

// announcer returns what announces the changes of a site whose state is
// kept in dir: observe, to hand to refresh.Options.Published, and run,
// which runs its Announcer until ctx ends (both nil when nothing is
// announced). A site stopped and made again (its row changed, or it was
// idle) has its new Announcer open the ledger only once the old one's run
// returned, so that two never write one ledger.
func (n *Notifier) announcer(dir string, log *slog.Logger) (observe func(*catalog.Snapshot), run func(context.Context)) {
	if n.sender == nil && n.pinger == nil {
		return nil, nil
	}
	if n.sender != nil && dir == "" {
		log.Warn("IndexNow: this site's changes are not submitted: it has no state directory for its ledger")
		if n.pinger == nil {
			return nil, nil
		}
	}
	done := make(chan struct{})
	var prev chan struct{}
	if dir != "" { // without a ledger nothing is written
		n.mu.Lock()
		prev = n.running[dir]
		n.running[dir] = done
		n.mu.Unlock()
	}
	late := &lateObserver{}
	run = func(ctx context.Context) {
		defer close(done)
		if prev != nil {
			select {
			case <-prev:
			case <-ctx.Done():
				return
			}
		}
		opts := announce.Options{Pinger: n.pinger, Logger: log, Shared: true}
		if n.sender != nil && dir != "" {
			l, err := announce.OpenLedger(filepath.Join(dir, announce.DirName))
			if err != nil {
				log.Warn("IndexNow: this site's changes are not submitted", "err", err)
			} else {
				opts.Ledger, opts.Queue, opts.Sender = l, n.queue, n.sender
			}
		}
		if opts.Ledger == nil && opts.Pinger == nil {
			return
		}
		a := announce.New(opts)
		late.set(a)
		a.Run(ctx)
	}
	return late.Observe, run
}

// lateObserver hands snapshots to an Announcer made after the site's
// refresh service: the latest one observed before it exists, then each.
type lateObserver struct {
	mu     sync.Mutex
	a      *announce.Announcer
	latest *catalog.Snapshot
}

func (o *lateObserver) Observe(snap *catalog.Snapshot) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.a == nil {
		o.latest = snap
		return
	}
	o.a.Observe(snap)
}

func (o *lateObserver) set(a *announce.Announcer) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.a = a
	if o.latest != nil {
		a.Observe(o.latest)
		o.latest = nil
	}
}
