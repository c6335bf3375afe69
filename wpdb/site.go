package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// LoadSite reads the options in one query.
func (db *DB) LoadSite(ctx context.Context) (*wp.Site, error) {
	names := db.watch(nil).Options
	q, args, err := sqlxIn(db.expand(
		`SELECT option_name, option_value FROM {options} WHERE option_name IN (?) OR option_name LIKE `+childrenLike), names)
	if err != nil {
		return nil, err
	}
	rows, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: load options: %w", err))
	}
	defer rows.Close()
	raw := map[string]string{}
	for rows.Next() {
		var name, value string
		if err := rows.Scan(&name, &value); err != nil {
			return nil, unavailable(fmt.Errorf("wp: load options: %w", err))
		}
		raw[name] = value
	}
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: load options: %w", err))
	}
	// WP_HOME and WP_SITEURL filter the options in WordPress
	// (_config_wp_home, _config_wp_siteurl): they replace them everywhere.
	stored := [2]string{raw["home"], raw["siteurl"]}
	// A network site's primary mapped domain (the domain mapping plugin's
	// domain_mapping_siteurl filters both options).
	if db.mapped != "" {
		raw["home"], raw["siteurl"] = wp.MappedURL(raw["home"], db.mapped), wp.MappedURL(raw["siteurl"], db.mapped)
	}
	if db.home != "" {
		raw["home"] = db.home
	}
	if db.siteURL != "" {
		raw["siteurl"] = db.siteURL
	}
	if db.sitewide != "" {
		raw[wp.SitewidePluginsOption] = db.sitewide
	}
	s, err := wp.NewSite(raw, db.prefix)
	if err != nil {
		return nil, err
	}
	s.Network = db.network
	if db.network {
		s.UploadsURL = wp.SiteUploadsURL(s.UploadsURL, db.blogID)
	}
	if err := db.checkWPML(ctx, s); err != nil {
		return nil, err
	}
	if db.home != "" {
		s.StoredHome = strings.TrimRight(strings.TrimSpace(stored[0]), "/")
	}
	if db.siteURL != "" {
		s.StoredSiteURL = strings.TrimRight(strings.TrimSpace(stored[1]), "/")
	}
	return s, nil
}

// LoadPlugins reads only the site's active_plugins option (one row, by
// its unique key) and returns it with the network's sitewide plugins
// (wp.PluginsSite): what seo.YoastActive needs, read without the site's
// other options, posts or terms.
func (db *DB) LoadPlugins(ctx context.Context) (*wp.Site, error) {
	var v string
	err := db.x.QueryRowContext(ctx, db.expand(`SELECT option_value FROM {options} WHERE option_name = 'active_plugins'`)).Scan(&v)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return wp.PluginsSite("", false, db.sitewide), nil
	case err != nil:
		return nil, unavailable(fmt.Errorf("wp: load active_plugins: %w", err))
	}
	db.rowsRead.Add(1)
	return wp.PluginsSite(v, true, db.sitewide), nil
}
