package config

// setting describes where one setting comes from.
type setting struct {
	flag      string // flag name, without dashes
	env       string // environment variable, or ""
	file      bool   // env has a _FILE twin
	wp        string // key in wp-config.php (see wpKeys), or ""
	def       string // default value
	keepEmpty bool   // an empty value is a value; otherwise it counts as unset
	usage     string
}

// The settings (settingSteps gives the order Load checks them in). These
// are constant tables, never modified.
var (
	sDBHost = setting{flag: "db-host", env: "WORDPRESS_DB_HOST", file: true, wp: "DB_HOST", def: "127.0.0.1:3306",
		usage: "MySQL server: host, host:port, [ipv6]:port or localhost:/path/to/mysqld.sock (env WORDPRESS_DB_HOST, default 127.0.0.1:3306)"}
	sDBUser = setting{flag: "db-user", env: "WORDPRESS_DB_USER", file: true, wp: "DB_USER", def: "root",
		usage: "MySQL user (env WORDPRESS_DB_USER, default root)"}
	sDBPassword = setting{flag: "db-password", env: "WORDPRESS_DB_PASSWORD", file: true, wp: "DB_PASSWORD", keepEmpty: true,
		usage: "MySQL password; prefer WORDPRESS_DB_PASSWORD_FILE, as flags are visible to other users (env WORDPRESS_DB_PASSWORD, default empty)"}
	sDBName = setting{flag: "db-name", env: "WORDPRESS_DB_NAME", file: true, wp: "DB_NAME", def: "wordpress",
		usage: "MySQL database name (env WORDPRESS_DB_NAME, default wordpress)"}
	sPrefix = setting{flag: "table-prefix", env: "WORDPRESS_TABLE_PREFIX", file: true, wp: "$table_prefix", def: "wp_",
		usage: "WordPress table prefix (env WORDPRESS_TABLE_PREFIX, default wp_)"}
	sAddr = setting{flag: "addr", env: "WPSITEMAP_ADDR", def: "127.0.0.1:8080",
		usage: "HTTP listen address, host:port (env WPSITEMAP_ADDR, default 127.0.0.1:8080)"}
	sEntries = setting{flag: "entries-per-page", env: "WPSITEMAP_ENTRIES_PER_PAGE", def: "1000",
		usage: "URLs per sitemap page, 1 to 50000 (env WPSITEMAP_ENTRIES_PER_PAGE, default 1000)"}
	sTypesFile = setting{flag: "config", env: "WPSITEMAP_CONFIG", keepEmpty: true,
		usage: "JSON file of post type settings (env WPSITEMAP_CONFIG, default none)"}
	sImageHosts = setting{flag: "image-hosts", env: "WPSITEMAP_IMAGE_HOSTS", keepEmpty: true,
		usage: "comma-separated extra host names, such as CDNs, whose images are listed (env WPSITEMAP_IMAGE_HOSTS, default none)"}
	sCache = setting{flag: "cache", env: "WPSITEMAP_CACHE", def: "on",
		usage: "cache sitemap responses: on or off (env WPSITEMAP_CACHE, default on)"}
	sStore = setting{flag: "store", env: "WPSITEMAP_STORE", def: "on",
		usage: "keep every sitemap entry on local disk (in the state directory, else a temporary one) and serve pages from it, with no database read per request: on or off (env WPSITEMAP_STORE, default on)"}
	sDBTimeout = setting{flag: "db-timeout", env: "WPSITEMAP_DB_TIMEOUT", def: "5s",
		usage: "longest wait for the database per request, such as 5s or 1500ms; past it the last good copy of the page is served, else 503 (env WPSITEMAP_DB_TIMEOUT, default 5s)"}
	sLogFormat = setting{flag: "log-format", env: "WPSITEMAP_LOG_FORMAT", def: "text",
		usage: "log format: text or json (env WPSITEMAP_LOG_FORMAT, default text)"}
	sLogLevel = setting{flag: "log-level", env: "WPSITEMAP_LOG_LEVEL", def: "info",
		usage: "log level: debug, info, warn or error (env WPSITEMAP_LOG_LEVEL, default info)"}
	sVideo = setting{flag: "video", env: "WPSITEMAP_VIDEO", def: "auto",
		usage: "video sitemap: on, off, or auto (on when Yoast Video SEO's wpseo_video option exists) (env WPSITEMAP_VIDEO, default auto)"}
	sNews = setting{flag: "news", env: "WPSITEMAP_NEWS", def: "auto",
		usage: "news sitemap: on, off, or auto (on when Yoast News SEO's wpseo_news option exists) (env WPSITEMAP_NEWS, default auto)"}
	sHreflang = setting{flag: "hreflang", env: "WPSITEMAP_HREFLANG", def: "auto",
		usage: "alternate links (xhtml:link hreflang) to each entry's listed translations: on, off, or auto (on when WPML is active, as WPML's Yoast add-on prints them; off for Polylang) (env WPSITEMAP_HREFLANG, default auto)"}
	sStateDir = setting{flag: "state-dir", env: "WPSITEMAP_STATE_DIR", keepEmpty: true,
		usage: "existing directory where the prepared sitemaps are kept across restarts (env WPSITEMAP_STATE_DIR, default none)"}
	sBinlog = setting{flag: "binlog", env: "WPSITEMAP_BINLOG", def: "auto",
		usage: "find changes in the server's binary log (needs log_bin, binlog_format=ROW and REPLICATION SLAVE + BINLOG MONITOR): on, off, or auto (when usable; otherwise tables are polled) (env WPSITEMAP_BINLOG, default auto)"}
	sIndexNow = setting{flag: "indexnow", env: "WPSITEMAP_INDEXNOW", def: "off",
		usage: "submit the URLs that appear, change or disappear to IndexNow (needs --state-dir, or --redis for replicas sharing one Redis): on or off (env WPSITEMAP_INDEXNOW, default off)"}
	sIndexNowEndpoint = setting{flag: "indexnow-endpoint", env: "WPSITEMAP_INDEXNOW_ENDPOINT", def: "https://api.indexnow.org/indexnow",
		usage: "IndexNow endpoint (env WPSITEMAP_INDEXNOW_ENDPOINT, default https://api.indexnow.org/indexnow)"}
	sIndexNowKey = setting{flag: "indexnow-key", env: "WPSITEMAP_INDEXNOW_KEY", file: true,
		usage: "IndexNow key, 8 to 128 letters, digits or dashes (env WPSITEMAP_INDEXNOW_KEY[_FILE], default: generated once and kept in the state directory, or in the shared Redis)"}
	sPing = setting{flag: "ping", env: "WPSITEMAP_PING", keepEmpty: true,
		usage: "space-separated URL templates requested once changes settle, at most once a minute, {sitemap} replaced by the index URL, percent-encoded (env WPSITEMAP_PING, default none)"}
	sRedis = setting{flag: "redis", env: "WPSITEMAP_REDIS",
		usage: "Redis shared by the replicas of this site, so that one of them does the database work: redis://[user:password@]host[:port][/db], rediss:// for TLS, unix:///path.sock, or a Sentinel setup with ?master_name= (env WPSITEMAP_REDIS, default none: this replica stands alone)"}
	sFleetSite = setting{flag: "fleet-site", env: "WPSITEMAP_FLEET_SITE",
		usage: "the name the replicas of this site share in Redis, the same on each and different for each site sharing the Redis: no braces, spaces or control characters (env WPSITEMAP_FLEET_SITE, default the database's name and a hash of its host, port, name and table prefix; set it when the replicas name the database server differently)"}
	sWPConfig = setting{flag: "wp-config",
		usage: "read database settings from this wp-config.php, below flags and variables; PHP is not run"}

	allSettings = []setting{sDBHost, sDBUser, sDBPassword, sDBName, sPrefix,
		sAddr, sEntries, sTypesFile, sImageHosts, sCache, sStore, sDBTimeout, sLogFormat, sLogLevel, sVideo, sNews, sHreflang, sStateDir, sBinlog,
		sIndexNow, sIndexNowEndpoint, sIndexNowKey, sPing, sRedis, sFleetSite, sWPConfig}
)

// groupOf is the group of each setting, by flag name. A setting missing
// here belongs to every group.
var groupOf = map[string]Group{
	"db-host": Database, "db-user": Database, "db-password": Database, "db-name": Database,
	"table-prefix": Database, "wp-config": Database, "db-timeout": Database,
	"addr":             Listen,
	"entries-per-page": Sitemaps, "config": Sitemaps, "image-hosts": Sitemaps, "cache": Sitemaps,
	"video": Sitemaps, "news": Sitemaps, "hreflang": Sitemaps,
	"log-format": Logging, "log-level": Logging,
	"state-dir": State, "store": State, "binlog": State,
	"indexnow": State, "indexnow-endpoint": State, "indexnow-key": State, "ping": State,
	"redis": State, "fleet-site": State,
}

// uses reports whether s is one of the settings loaded.
func (l *loader) uses(s setting) bool {
	g, ok := groupOf[s.flag]
	return !ok || g&l.groups != 0
}
