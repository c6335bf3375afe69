// Package config builds wpsitemap's one typed Config from command-line
// flags, environment variables, Docker-style *_FILE secrets and, if asked,
// an existing wp-config.php, and validates it once at start-up.
//
// Each setting is taken from the first of these sources that provides it:
//
//  1. a flag, such as --db-host;
//  2. an environment variable, such as WORDPRESS_DB_HOST;
//  3. for the WORDPRESS_* variables, the file named by VARIABLE_FILE (as in
//     the official WordPress Docker image: WORDPRESS_DB_PASSWORD_FILE=
//     /run/secrets/db_pw), with trailing CR and LF removed;
//  4. the wp-config.php named by --wp-config;
//  5. the default.
//
// The settings and their defaults:
//
//	flag                variable                        wp-config       default
//	--db-host           WORDPRESS_DB_HOST[_FILE]        DB_HOST         127.0.0.1:3306
//	--db-user           WORDPRESS_DB_USER[_FILE]        DB_USER         root
//	--db-password       WORDPRESS_DB_PASSWORD[_FILE]    DB_PASSWORD     (empty)
//	--db-name           WORDPRESS_DB_NAME[_FILE]        DB_NAME         wordpress
//	--table-prefix      WORDPRESS_TABLE_PREFIX[_FILE]   $table_prefix   wp_
//	--addr              WPSITEMAP_ADDR                                  127.0.0.1:8080
//	--entries-per-page  WPSITEMAP_ENTRIES_PER_PAGE                      1000
//	--config            WPSITEMAP_CONFIG                                (none)
//	--image-hosts       WPSITEMAP_IMAGE_HOSTS                           (none)
//	--cache             WPSITEMAP_CACHE                                 on
//	--store             WPSITEMAP_STORE                                 on
//	--db-timeout        WPSITEMAP_DB_TIMEOUT                            5s
//	--log-format        WPSITEMAP_LOG_FORMAT                            text
//	--log-level         WPSITEMAP_LOG_LEVEL                             info
//	--video             WPSITEMAP_VIDEO                                 auto
//	--news              WPSITEMAP_NEWS                                  auto
//	--hreflang          WPSITEMAP_HREFLANG                              auto
//	--state-dir         WPSITEMAP_STATE_DIR                             (none)
//	--binlog            WPSITEMAP_BINLOG                                auto
//	--indexnow          WPSITEMAP_INDEXNOW                              off
//	--indexnow-endpoint WPSITEMAP_INDEXNOW_ENDPOINT                     https://api.indexnow.org/indexnow
//	--indexnow-key      WPSITEMAP_INDEXNOW_KEY[_FILE]                   (generated, kept in the state directory or Redis)
//	--ping              WPSITEMAP_PING                                  (none)
//	--redis             WPSITEMAP_REDIS                                 (none)
//	--fleet-site        WPSITEMAP_FLEET_SITE                            (from the database's address, name and prefix)
//	--wp-config         (flag only)                                     (none)
//
// Each command reads only the groups of settings it uses (LoadGroups):
// serve all of them, check all but --addr, urls all but --addr and the
// State group, healthcheck --addr.
//
// The DB defaults suit a stock WordPress install with MySQL on the same
// host; they are not the Docker image's ("mysql", "example username", ...),
// which only make sense inside its network.
//
// The DB host accepts every form WordPress accepts in DB_HOST (see
// wpdb::parse_db_host), and the port defaults to 3306: "db", "db:3307",
// "192.0.2.7:3307", "::1", "[::1]:3307", ":/path/to/mysqld.sock",
// "localhost:/path/to/mysqld.sock" and "/path/to/mysqld.sock". As in
// mysqli, a socket path is used only with an empty host or "localhost",
// and "localhost" without a socket path means the local Unix socket: the
// caller finds it with DB.Endpoint, which falls back to TCP 127.0.0.1 only
// when none of the usual socket paths exists.
//
// An empty flag or variable counts as not given, so the next source
// applies, except for the password (an empty WORDPRESS_DB_PASSWORD means an
// empty password, as in the Docker image), --config and --image-hosts
// (empty means none). Setting both VARIABLE and VARIABLE_FILE to non-empty
// values is an error, as in the Docker image's entrypoint.
//
// wp-config.php also gives the WP_HOME and WP_SITEURL constants (Config.Home
// and Config.SiteURL), which win over the stored home and siteurl options as
// they do in WordPress; one that cannot be evaluated without PHP is left
// aside with a note in Config.Warnings.
//
// wp-config.php is read, never run. Load understands define('DB_NAME',
// 'value') with either quotes, any spacing and PHP's escapes, "const
// DB_NAME = ...", and "$table_prefix = ...;", where the value is built from
// string literals, getenv('VAR') and getenv_docker('VAR', 'default') (the
// official Docker image's helper: VAR_FILE, then VAR, then the default)
// joined with "." and "?:". Comments, strings and heredocs are skipped, so
// commented-out defines are ignored. A setting whose value is anything else
// (a PHP variable, a constant, another function), or that is assigned
// several different values (say in both branches of an if), is an error
// only if no flag or variable provides that setting; the error names the
// constant and line and says which variable to set instead.
//
// The password never appears in an error, nor when a DB or Config is
// printed with fmt, logged with log/slog or encoded as JSON.
package config

import (
	"log/slog"
	"time"
)

// DB says how to reach WordPress's MySQL database.
type DB struct {
	Net      string // "tcp" or "unix"
	Addr     string // "host:port" ("[::1]:3306" for IPv6) for tcp; the socket path for unix
	User     string
	Password string // never printed: see DB.Format, DB.LogValue, DB.MarshalJSON
	Name     string // database name
	Prefix   string // table prefix, matching ^[A-Za-z0-9_]+$, so it can be put into SQL as is
	// Local is DB_HOST "localhost" without a socket path: connect through
	// the local Unix socket when one is found (see Endpoint), else to Addr.
	Local bool
}

// Config is wpsitemap's whole configuration. Load returns it validated.
type Config struct {
	DB             DB
	Addr           string        // HTTP listen address, host:port; host may be empty and port 0
	EntriesPerPage int           // URLs per sitemap page, 1..50000
	TypesFile      string        // path of a JSON file of post type settings, or ""; Load checked it is readable
	ImageHosts     []string      // extra hosts (such as CDNs) whose images are listed, lower case, or nil
	Cache          bool          // cache sitemap responses
	Store          bool          // serve pages from the entry store on disk (else read them from the database)
	DBTimeout      time.Duration // deadline of a request's database work (then the last good copy, or 503); MinDBTimeout..MaxDBTimeout
	LogFormat      string        // "text" or "json"
	LogLevel       string        // "debug", "info", "warn" or "error"
	Video          string        // the video sitemap: "auto", "on" or "off"
	News           string        // the news sitemap: "auto", "on" or "off"
	Hreflang       string        // alternate links of translations: "auto", "on" or "off"
	WPConfig       string        // path of the wp-config.php read, or ""
	// Home and SiteURL are the WP_HOME and WP_SITEURL constants of the
	// wp-config.php read, without trailing slashes ("" when not defined):
	// as in WordPress, they win over the stored home and siteurl options.
	Home, SiteURL string
	// Warnings are settings of wp-config.php that were left aside, worded
	// for the start-up log (a WP_HOME that only PHP can compute, say).
	Warnings []string
	Binlog   string // changes from the binary log: "auto", "on" or "off"
	StateDir string // existing directory for the state file, or "": none (every start reads the database)
	// IndexNow submits changed URLs (needs StateDir, or Redis: a fleet
	// keeps the queue, ledger and key there) to IndexNowEndpoint with
	// IndexNowKey ("": generated once and kept in StateDir, or in Redis).
	IndexNow         bool
	IndexNowEndpoint string
	IndexNowKey      string
	// Ping are URL templates requested after changes, {sitemap} replaced
	// by the index URL, percent-encoded.
	Ping []string
	// Redis is the Redis the replicas of this site share (package fleet),
	// "" when this replica stands alone; Load checked that fleet.ParseURL
	// takes it. Printed and logged, its passwords are redacted.
	Redis RedisURL
	// FleetSite names this site in the shared Redis (fleet.Options.Site)
	// as given, "" when it is not: FleetName is the name used.
	FleetSite string

	origins map[string]string // by flag name: where each value loaded came from (Origin)
}

// Origin says where the value of the setting named by its flag (without
// dashes: "db-name", "table-prefix", "addr") came from, worded for a
// message that tells the operator what to change: "--db-name",
// "WORDPRESS_DB_NAME", "WORDPRESS_DB_NAME_FILE", "DB_NAME in
// /var/www/html/wp-config.php (line 23)", or, for a default,
// `WORDPRESS_DB_NAME (not set: default "wordpress")`. For a setting Load
// did not read (another group, or a Config not made by Load) it is the
// variable or flag that sets it.
func (c Config) Origin(flag string) string {
	if o, ok := c.origins[flag]; ok {
		return o
	}
	for _, s := range allSettings {
		if s.flag == flag && s.env != "" {
			return s.env
		}
	}
	return "--" + flag
}

// SlogLevel returns LogLevel as a slog.Level.
func (c Config) SlogLevel() slog.Level {
	var l slog.Level
	_ = l.UnmarshalText([]byte(c.LogLevel)) // Load accepted only valid names
	return l
}

// Limits of EntriesPerPage; 50000 is the limit of the sitemaps protocol.
const (
	MinEntriesPerPage = 1
	MaxEntriesPerPage = 50000
)

// Group is a set of settings: a command registers and reads only the
// groups it uses, so its -h lists its own flags alone.
type Group uint

// The groups of settings.
const (
	// Database: --db-host, --db-user, --db-password, --db-name,
	// --table-prefix and --wp-config.
	Database Group = 1 << iota
	// Listen: --addr.
	Listen
	// Sitemaps: what the sitemaps list and how they are kept:
	// --entries-per-page, --config, --image-hosts, --cache, --video, --news,
	// --hreflang.
	Sitemaps
	// Logging: --log-format and --log-level.
	Logging
	// State: --state-dir, the state file serve keeps across restarts,
	// --binlog, how serve follows changes, the change notifications
	// (--indexnow, --indexnow-endpoint, --indexnow-key, --ping), and
	// --redis, the Redis the replicas of a site share.
	State

	// All is every setting (wpsitemap serve).
	All = Database | Listen | Sitemaps | Logging | State
)

// Limits of DBTimeout. Under 100 ms a healthy database under load would
// time out; over 5 minutes a client would hang behind a locked table far
// longer than any crawler waits.
const (
	MinDBTimeout = 100 * time.Millisecond
	MaxDBTimeout = 5 * time.Minute
)
