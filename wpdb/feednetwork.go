package wpdb

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/go-mysql-org/go-mysql/replication"

	"github.com/wpsitemap/wpsitemap/wp"
)

// One binary log for a whole network: a network's Feed (OpenNetworkFeed)
// reads the log once for the process and tells each row event's site by
// its table's prefix (wp_2_posts: site 2; wp_posts: site 1); the shared
// users and usermeta are every site's, but for the membership keys
// (wp_2_capabilities, wp_2_user_level: site 2's). Each site's Follower
// reads the feed through a siteFeed, which gives it its own site's records
// and those of every site, and wakes it at its own commits only.

// OpenNetworkFeed is OpenFeed for every site of the network db (the handle
// Open returned, on the network's base prefix). Start it once; each site
// follows it through FollowSite.
func OpenNetworkFeed(ctx context.Context, db *DB, conn ConnConfig, log *slog.Logger, extraMetaKeys ...string) (*Feed, error) {
	f, err := OpenFeed(ctx, db, conn, log, extraMetaKeys...)
	if err != nil {
		return nil, err
	}
	f.mu.Lock()
	f.network, f.watches, f.wakes = true, map[int64]*wp.Watched{}, map[int64]chan struct{}{}
	f.mu.Unlock()
	return f, nil
}

// FollowSite returns a factory of Followers of site's changes in the
// network's feed f (for refresh.Options.Changes), whose fallback polls
// sdb, the site's handle (DB.ForSite). The feed must be started first: a
// site's Follower never starts it, and refuses a state file's position
// (the site is read in full once when it is made).
func (f *Feed) FollowSite(sdb *DB, site int64, logf func(msg string, args ...any)) func(metaKeys []string, now func() time.Time) wp.ChangeSource {
	return func(metaKeys []string, now func() time.Time) wp.ChangeSource {
		fl := newFollower(sdb, &siteFeed{f: f, site: site}, nil, logf, metaKeys)
		fl.newFallback = func() wp.ChangeSource {
			p := NewPoller(sdb, metaKeys...)
			p.SetClock(fl.now)
			return p
		}
		fl.SetClock(now)
		return fl
	}
}

// siteFeed is one site's view of a network's Feed: a Follower's logFeed.
type siteFeed struct {
	f    *Feed
	site int64
}

func (s *siteFeed) Started() bool                               { return s.f.Started() }
func (s *siteFeed) Start(ctx context.Context, pos string) error { return s.f.Start(ctx, pos) }
func (s *siteFeed) Resume(ctx context.Context) error            { return s.f.Resume(ctx) }
func (s *siteFeed) Cursor() (uint64, string)                    { return s.f.Cursor() }

func (s *siteFeed) Since(cursor uint64) (wp.Changes, uint64, string, error) {
	return s.f.since(s.site, cursor)
}

// Wake receives a value after a transaction that changed the site's
// tables, or the shared ones, was committed.
func (s *siteFeed) Wake() <-chan struct{} {
	s.f.mu.Lock()
	defer s.f.mu.Unlock()
	c, ok := s.f.wakes[s.site]
	if !ok {
		c = make(chan struct{}, 1)
		s.f.wakes[s.site] = c
	}
	return c
}

// tableSite returns the site a table of the feed's database belongs to
// and its name without the prefix; ok is false for a table of another
// prefix. A single site's feed: site 0, its own prefix. A network's: the
// blog_id of wp_{id}_*, 1 for the base prefix's own tables, 0 for the
// tables every site shares (users, usermeta).
func (f *Feed) tableSite(table string) (site int64, name string, ok bool) {
	if !f.network {
		name, ok = strings.CutPrefix(table, f.db.prefix)
		return 0, name, ok
	}
	rest, ok := strings.CutPrefix(table, f.db.base)
	if !ok {
		return 0, "", false
	}
	if t, ok := wp.Tracked(rest); ok && t.Shared {
		return 0, rest, true
	}
	if id, name, found := strings.Cut(rest, "_"); found {
		if n, err := strconv.ParseInt(id, 10, 64); err == nil && n > wp.MainSiteID {
			return n, name, true
		}
	}
	return wp.MainSiteID, rest, true
}

// watchOf is what the feed watches for site: a network site's own
// membership keys and options ({prefix}{id}_user_roles).
func (f *Feed) watchOf(site int64) *wp.Watched {
	if !f.network || site == 0 {
		return &f.watch
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	w, ok := f.watches[site]
	if !ok {
		ws := f.watch.ForPrefix(wp.TablePrefix(f.db.base, site))
		w = &ws
		f.watches[site] = w
	}
	return w
}

// networkUsermeta hands each row of a network's usermeta event to the site
// its key is about, whose rule (watchOf) decides: a membership key
// ({base}{id}_capabilities, _user_level) to that site's, Yoast's author
// noindex to every site's (site 0).
func (f *Feed) networkUsermeta(table wp.TrackedTable, e *replication.RowsEvent, of func(site int64) *wp.Changes) {
	f.eachRow(table, e, func(before, after wp.Row) {
		for _, r := range []wp.Row{before, after} {
			if r == nil {
				continue
			}
			if site, ok := f.userKeySite(r["meta_key"]); ok {
				of(site).Add(f.watchOf(site).RowChanges(table.Name, nil, r))
			}
		}
	})
}

// userKeySite is the site a network's user meta key is about: 0 (every
// site) for Yoast's author noindex, the blog_id of {base}{id}_*, and the
// main site's for the rest of {base}*; ok is false for another key.
func (f *Feed) userKeySite(key string) (site int64, ok bool) {
	if key == wp.AuthorNoindexKey {
		return 0, true
	}
	rest, ok := strings.CutPrefix(key, f.db.base)
	if !ok {
		return 0, false
	}
	if id, _, found := strings.Cut(rest, "_"); found {
		if n, err := strconv.ParseInt(id, 10, 64); err == nil && n > wp.MainSiteID {
			return n, true
		}
	}
	return wp.MainSiteID, true
}
