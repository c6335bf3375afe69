package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Network reads the WordPress network (multisite) the database holds: its
// sites from {prefix}blogs, the legacy domain mappings from
// {prefix}domain_mapping when that table exists, and the plugins active
// network-wide from {prefix}sitemeta. It returns nil and no error when there is no
// {prefix}blogs table: a single site, which costs this one look at the
// catalog of tables and nothing else.
func (db *DB) Network(ctx context.Context) (*wp.Network, error) {
	if found, err := db.hasTable(ctx, db.base+"blogs"); err != nil || !found {
		return nil, err
	}
	rows, err := db.x.QueryContext(ctx, `SELECT blog_id, domain, path, public <> 0, archived <> 0, deleted <> 0, spam <> 0
		FROM `+db.base+`blogs ORDER BY blog_id`)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: network sites: %w", err))
	}
	defer rows.Close()
	net := &wp.Network{}
	for rows.Next() {
		var s wp.NetworkSite
		if err := rows.Scan(&s.ID, &s.Domain, &s.Path, &s.Public, &s.Archived, &s.Deleted, &s.Spam); err != nil {
			return nil, unavailable(fmt.Errorf("wp: network sites: %w", err))
		}
		net.Sites = append(net.Sites, s)
	}
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: network sites: %w", err))
	}
	if net.Mappings, err = db.domainMappings(ctx); err != nil {
		return nil, err
	}
	// One network per database is what wpsitemap serves: the sitemeta of
	// the network the main site belongs to.
	var plugins string
	err = db.x.QueryRowContext(ctx, `SELECT m.meta_value FROM `+db.base+`sitemeta m
		JOIN `+db.base+`blogs b ON b.site_id = m.site_id AND b.blog_id = ?
		WHERE m.meta_key = 'active_sitewide_plugins' ORDER BY m.meta_id LIMIT 1`, wp.MainSiteID).Scan(&plugins)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return nil, unavailable(fmt.Errorf("wp: network plugins: %w", err))
	default:
		net.SitewidePlugins, net.SitewideOption = wp.SitewidePluginsFrom(plugins), plugins
	}
	var subdomain string
	err = db.x.QueryRowContext(ctx, `SELECT m.meta_value FROM `+db.base+`sitemeta m
		JOIN `+db.base+`blogs b ON b.site_id = m.site_id AND b.blog_id = ?
		WHERE m.meta_key = 'subdomain_install' ORDER BY m.meta_id LIMIT 1`, wp.MainSiteID).Scan(&subdomain)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return nil, unavailable(fmt.Errorf("wp: network subdomain_install: %w", err))
	default:
		net.Subdomain = subdomain != "" && subdomain != "0"
	}
	return net, nil
}

// ForSite returns a handle on site id of the network in db's database: the
// same connection pool and content budget, the site's own tables
// (wp.TablePrefix), the network's users and usermeta, and the site's own
// membership keys ({prefix}{id}_capabilities, _user_level): its authors are
// its members (wp.Site.Network). WP_HOME and WP_SITEURL apply to blog 1
// only; the plugins net activates for every site count as the site's
// (wp.SitewidePluginsOption). A site with a primary mapped domain
// (wp.Network.Primary) has its home and siteurl on that domain, as the
// domain mapping plugin rewrites them (wp.MappedURL); WP_HOME and
// WP_SITEURL still win on blog 1. Its uploads are the site's own
// (wp.SiteUploadsURL). db must be the handle Open returned (the network's
// base prefix). Its Poller follows the site's own tables.
func (db *DB) ForSite(net *wp.Network, id int64) *DB {
	prefix := wp.TablePrefix(db.base, id)
	site := &DB{x: db.x, prefix: prefix, base: db.base, network: true, blogID: id, q: buildQueries(prefix, db.base), budget: db.budget, deferred: db.deferred, conn: db.conn,
		sitewide: net.SitewideOption}
	site.conn.Prefix = prefix
	if id == wp.MainSiteID {
		site.home, site.siteURL = db.home, db.siteURL
	}
	site.mapped, _ = net.Primary(id)
	return site
}

// NetworkSum is a checksum of what Network reads: the rows of
// {prefix}blogs that routing reads (their number, and a CRC of each row's
// blog_id, domain, path and flags) and the network's
// active_sitewide_plugins and subdomain_install, and the legacy
// domain_mapping rows once Network has found that table. One query over a table of a row per site (a
// thousand sites: a millisecond); when it moves, read the Network again.
func (db *DB) NetworkSum(ctx context.Context) (string, error) {
	var count, rowsSum, pluginsSum, mapSum sql.NullString
	mappings := "''"
	if db.mapTable.Load() {
		mappings = `(SELECT CONCAT(COUNT(*), ':', COALESCE(BIT_XOR(CRC32(CONCAT_WS('|', id, blog_id, domain, active))), 0))
			FROM ` + db.base + `domain_mapping)`
	}
	err := db.x.QueryRowContext(ctx, `SELECT COUNT(*),
		COALESCE(BIT_XOR(CRC32(CONCAT_WS('|', blog_id, domain, path, public, archived, deleted, spam))), 0),
		(SELECT COALESCE(BIT_XOR(CRC32(CONCAT_WS('|', meta_id, meta_value))), 0) FROM `+db.base+`sitemeta
			WHERE meta_key IN ('active_sitewide_plugins', 'subdomain_install')),
		`+mappings+`
		FROM `+db.base+`blogs`).Scan(&count, &rowsSum, &pluginsSum, &mapSum)
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: network checksum: %w", err))
	}
	return count.String + "/" + rowsSum.String + "/" + pluginsSum.String + "/" + mapSum.String, nil
}

// WatchNetwork reads the network again whenever NetworkSum moves, checking
// every interval until ctx ends, and hands each new reading to changed.
// since is the checksum of the network already in hand ("" to read it at
// the first check). A database that fails is asked again at the next
// check (logged once until it answers).
func (db *DB) WatchNetwork(ctx context.Context, every time.Duration, since string, changed func(*wp.Network), log *slog.Logger) {
	t := time.NewTicker(every)
	defer t.Stop()
	failing := false
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		sum, err := db.NetworkSum(ctx)
		var net *wp.Network
		if err == nil && sum != since {
			net, err = db.Network(ctx)
			if err == nil && net == nil {
				err = errors.New("the network's blogs table is gone")
			}
		}
		if err != nil {
			if !failing && ctx.Err() == nil {
				log.Warn("cannot read the network's sites; serving them as last read", "err", err)
			}
			failing = true
			continue
		}
		failing = false
		if net != nil {
			since = sum
			changed(net)
		}
	}
}
