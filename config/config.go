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
//	--db-timeout        WPSITEMAP_DB_TIMEOUT                            5s
//	--log-format        WPSITEMAP_LOG_FORMAT                            text
//	--log-level         WPSITEMAP_LOG_LEVEL                             info
//	--video             WPSITEMAP_VIDEO                                 auto
//	--news              WPSITEMAP_NEWS                                  auto
//	--state-dir         WPSITEMAP_STATE_DIR                             (none)
//	--binlog            WPSITEMAP_BINLOG                                auto
//	--wp-config         (flag only)                                     (none)
//
// Each command reads only the groups of settings it uses (LoadGroups):
// serve all of them, urls and check all but --addr and --state-dir,
// healthcheck --addr.
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
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"os"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
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
	DBTimeout      time.Duration // deadline of a request's database work (then the last good copy, or 503); MinDBTimeout..MaxDBTimeout
	LogFormat      string        // "text" or "json"
	LogLevel       string        // "debug", "info", "warn" or "error"
	Video          string        // the video sitemap: "auto", "on" or "off"
	News           string        // the news sitemap: "auto", "on" or "off"
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
	// --entries-per-page, --config, --image-hosts, --cache, --video, --news.
	Sitemaps
	// Logging: --log-format and --log-level.
	Logging
	// State: --state-dir, the state file serve keeps across restarts,
	// and --binlog, how serve follows changes.
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

// The settings, in the order Load checks them. These are constant tables,
// never modified.
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
	sStateDir = setting{flag: "state-dir", env: "WPSITEMAP_STATE_DIR", keepEmpty: true,
		usage: "existing directory where the prepared sitemaps are kept across restarts (env WPSITEMAP_STATE_DIR, default none)"}
	sBinlog = setting{flag: "binlog", env: "WPSITEMAP_BINLOG", def: "auto",
		usage: "find changes in the server's binary log (needs log_bin, binlog_format=ROW and REPLICATION SLAVE + BINLOG MONITOR): on, off, or auto (when usable; otherwise tables are polled) (env WPSITEMAP_BINLOG, default auto)"}
	sWPConfig = setting{flag: "wp-config",
		usage: "read database settings from this wp-config.php, below flags and variables; PHP is not run"}

	allSettings = []setting{sDBHost, sDBUser, sDBPassword, sDBName, sPrefix,
		sAddr, sEntries, sTypesFile, sImageHosts, sCache, sDBTimeout, sLogFormat, sLogLevel, sVideo, sNews, sStateDir, sBinlog, sWPConfig}
)

// Load registers wpsitemap's flags on fs, parses args (without the program
// or subcommand name) and builds the Config from the flags, the environment
// as seen through lookupEnv (os.LookupEnv in production) and files read
// with readFile (os.ReadFile). It returns the arguments left after the
// flags.
//
// A subcommand may register flags of its own on fs before calling Load, as
// long as their names differ from Load's. fs should use
// flag.ContinueOnError; if nil, Load uses a new one named "wpsitemap".
//
// Errors from fs.Parse are returned as they are: flag.ErrHelp for -h, which
// is not a failure, or a parse error the flag package has already printed
// with the usage. Any other error is one line naming the flag, variable or
// wp-config.php line at fault, and never contains the password; the caller
// should print it and exit with status 2.
func Load(fs *flag.FlagSet, args []string, lookupEnv func(string) (string, bool), readFile func(string) ([]byte, error)) (Config, []string, error) {
	return LoadGroups(fs, All, args, lookupEnv, readFile)
}

// LoadGroups is Load for a command that uses only the settings of groups:
// only their flags are registered, so -h lists them alone, and only they
// are read and validated; the other fields of Config stay zero.
func LoadGroups(fs *flag.FlagSet, groups Group, args []string, lookupEnv func(string) (string, bool), readFile func(string) ([]byte, error)) (Config, []string, error) {
	if fs == nil {
		fs = flag.NewFlagSet("wpsitemap", flag.ContinueOnError)
	}
	l := &loader{
		flags:     make(map[string]*string, len(allSettings)),
		given:     make(map[string]bool),
		lookupEnv: lookupEnv,
		readFile:  readFile,
		groups:    groups,
	}
	for _, s := range allSettings {
		if !l.uses(s) {
			continue
		}
		// No default here: an unset flag must be told from one set to the
		// default, and the defaults are in the usage text.
		l.flags[s.flag] = fs.String(s.flag, "", s.usage)
	}
	if err := fs.Parse(args); err != nil {
		return Config{}, nil, err
	}
	fs.Visit(func(f *flag.Flag) { l.given[f.Name] = true })
	cfg, err := l.load()
	if err != nil {
		return Config{}, nil, err
	}
	return cfg, fs.Args(), nil
}

// loader resolves settings for one call of Load.
type loader struct {
	flags     map[string]*string
	given     map[string]bool // flags present on the command line
	lookupEnv func(string) (string, bool)
	readFile  func(string) ([]byte, error)
	wpPath    string
	wp        wpConfig // nil without --wp-config
	groups    Group    // the groups of settings loaded
}

// groupOf is the group of each setting, by flag name. A setting missing
// here belongs to every group.
var groupOf = map[string]Group{
	"db-host": Database, "db-user": Database, "db-password": Database, "db-name": Database,
	"table-prefix": Database, "wp-config": Database, "db-timeout": Database,
	"addr":             Listen,
	"entries-per-page": Sitemaps, "config": Sitemaps, "image-hosts": Sitemaps, "cache": Sitemaps,
	"video": Sitemaps, "news": Sitemaps,
	"log-format": Logging, "log-level": Logging,
	"state-dir": State, "binlog": State,
}

// uses reports whether s is one of the settings loaded.
func (l *loader) uses(s setting) bool {
	g, ok := groupOf[s.flag]
	return !ok || g&l.groups != 0
}

func (l *loader) load() (Config, error) {
	for _, s := range allSettings {
		if !s.file || !l.uses(s) {
			continue
		}
		v, _ := l.lookupEnv(s.env)
		f, _ := l.lookupEnv(s.env + "_FILE")
		if v != "" && f != "" {
			return Config{}, &settingError{s.env + " and " + s.env + "_FILE", errors.New("both are set; set only one")}
		}
	}

	if l.uses(sWPConfig) {
		path, _, err := l.value(sWPConfig)
		if err != nil {
			return Config{}, err
		}
		if path != "" {
			if err := l.readWPConfig(path); err != nil {
				return Config{}, err
			}
		}
	}

	var cfg Config
	cfg.WPConfig = l.wpPath
	steps := []struct {
		s     setting
		apply func(v string) error
	}{
		{sDBHost, func(v string) (err error) {
			cfg.DB.Net, cfg.DB.Addr, cfg.DB.Local, err = parseDBHost(v)
			return err
		}},
		{sDBUser, func(v string) (err error) {
			cfg.DB.User, err = checkName(v, 0)
			return err
		}},
		{sDBPassword, func(v string) error {
			cfg.DB.Password = v
			return nil
		}},
		{sDBName, func(v string) (err error) {
			cfg.DB.Name, err = checkName(v, 64)
			return err
		}},
		{sPrefix, func(v string) (err error) {
			cfg.DB.Prefix, err = checkPrefix(v)
			return err
		}},
		{sAddr, func(v string) (err error) {
			cfg.Addr, err = checkListenAddr(v)
			return err
		}},
		{sEntries, func(v string) error {
			n, ok := parseDecimal(v, MaxEntriesPerPage)
			if !ok || n < MinEntriesPerPage {
				return fmt.Errorf("must be an integer from %d to %d, got %q", MinEntriesPerPage, MaxEntriesPerPage, v)
			}
			cfg.EntriesPerPage = n
			return nil
		}},
		{sTypesFile, func(v string) error {
			if v == "" {
				return nil
			}
			// Only check it is readable now; the file is parsed elsewhere.
			if _, err := l.readFile(v); err != nil {
				return err
			}
			cfg.TypesFile = v
			return nil
		}},
		{sImageHosts, func(v string) (err error) {
			cfg.ImageHosts, err = parseImageHosts(v)
			return err
		}},
		{sCache, func(v string) error {
			switch strings.ToLower(v) {
			case "on":
				cfg.Cache = true
			case "off":
				cfg.Cache = false
			default:
				return fmt.Errorf(`must be "on" or "off", got %q`, v)
			}
			return nil
		}},
		{sStateDir, func(v string) error {
			if v == "" {
				return nil
			}
			fi, err := os.Stat(v)
			if err != nil {
				return err
			}
			if !fi.IsDir() {
				return fmt.Errorf("%s is not a directory", v)
			}
			cfg.StateDir = v
			return nil
		}},
		{sDBTimeout, func(v string) error {
			d, err := time.ParseDuration(v)
			if err != nil || d < MinDBTimeout || d > MaxDBTimeout {
				return fmt.Errorf("must be a duration from %v to %v, such as 5s or 1500ms, got %q", MinDBTimeout, MaxDBTimeout, v)
			}
			cfg.DBTimeout = d
			return nil
		}},
		{sLogFormat, func(v string) (err error) {
			cfg.LogFormat, err = oneOf(v, "text", "json")
			return err
		}},
		{sLogLevel, func(v string) (err error) {
			cfg.LogLevel, err = oneOf(v, "debug", "info", "warn", "error")
			return err
		}},
		{sVideo, func(v string) (err error) {
			cfg.Video, err = oneOf(v, "auto", "on", "off")
			return err
		}},
		{sNews, func(v string) (err error) {
			cfg.News, err = oneOf(v, "auto", "on", "off")
			return err
		}},
		{sBinlog, func(v string) (err error) {
			cfg.Binlog, err = oneOf(v, "auto", "on", "off")
			return err
		}},
	}
	for _, st := range steps {
		if !l.uses(st.s) {
			continue
		}
		v, src, err := l.value(st.s)
		if err != nil {
			return Config{}, err
		}
		if err := st.apply(v); err != nil {
			return Config{}, &settingError{src, err}
		}
	}
	for _, c := range []struct {
		name string
		dst  *string
	}{{"WP_HOME", &cfg.Home}, {"WP_SITEURL", &cfg.SiteURL}} {
		v, warning, err := l.urlConstant(c.name)
		if err != nil {
			return Config{}, err
		}
		*c.dst = v
		if warning != "" {
			cfg.Warnings = append(cfg.Warnings, warning)
		}
	}
	return cfg, nil
}

// urlConstant reads the WP_HOME or WP_SITEURL constant of wp-config.php.
// As WordPress's _config_wp_home does, the value loses its trailing
// slashes. A definition wpsitemap cannot evaluate (one built from
// $_SERVER['HTTP_HOST'], as many are, or set differently in several
// places) is left aside with a warning: the stored option applies then, as
// wpsitemap answers no single request host. A value that is not an
// absolute http(s) URL is an error, as WordPress could not work with it.
func (l *loader) urlConstant(name string) (v, warning string, err error) {
	as := l.wp[name]
	if len(as) == 0 {
		return "", "", nil
	}
	source := fmt.Sprintf("--wp-config %s: line %d: %s", l.wpPath, as[0].line, name)
	first, firstLit := as[0].literal()
	for _, a := range as[1:] {
		if x, lit := a.literal(); !firstLit || !lit || x != first {
			return "", fmt.Sprintf("%s is defined %d times; wpsitemap does not run PHP to tell which applies, so the stored option is used", source, len(as)), nil
		}
	}
	v, err = as[0].eval(l.lookupEnv, l.readFile)
	if err != nil {
		return "", fmt.Sprintf("%s: %v; the stored option is used", source, err), nil
	}
	v = strings.TrimRight(v, "/\\")
	if u, perr := url.Parse(v); perr != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", "", &settingError{source, fmt.Errorf("must be an absolute http or https URL, got %q", v)}
	}
	return v, "", nil
}

// readWPConfig reads and parses the wp-config.php at path.
func (l *loader) readWPConfig(path string) error {
	src, err := l.readFile(path)
	if err != nil {
		return &settingError{"--wp-config", err}
	}
	wp, err := parseWPConfig(src)
	if err != nil {
		return &settingError{"--wp-config " + path, err}
	}
	if len(wp) == 0 {
		return &settingError{"--wp-config " + path, fmt.Errorf("sets none of %s; is it a wp-config.php?", strings.Join(wpKeys, ", "))}
	}
	l.wpPath, l.wp = path, wp
	return nil
}

// value returns the raw value of s from the first source that has it, and
// the name of that source for error messages.
func (l *loader) value(s setting) (v, source string, err error) {
	if l.given[s.flag] {
		if v := *l.flags[s.flag]; v != "" || s.keepEmpty {
			return v, "--" + s.flag, nil
		}
	}
	if s.env != "" {
		v, ok := l.lookupEnv(s.env)
		if v != "" {
			return v, s.env, nil
		}
		if s.file {
			if f, _ := l.lookupEnv(s.env + "_FILE"); f != "" {
				b, err := l.readFile(f)
				if err != nil {
					return "", "", &settingError{s.env + "_FILE", err}
				}
				return strings.TrimRight(string(b), "\r\n"), s.env + "_FILE", nil
			}
		}
		if ok && s.keepEmpty {
			return "", s.env, nil
		}
	}
	if as := l.wp[s.wp]; s.wp != "" && len(as) > 0 {
		return l.wpValue(s, as)
	}
	return s.def, "default " + s.flag, nil
}

// wpValue evaluates the assignments as to s.wp found in wp-config.php.
func (l *loader) wpValue(s setting, as []wpAssignment) (v, source string, err error) {
	instead := fmt.Sprintf("; set %s or --%s instead", s.env, s.flag)
	if len(as) > 1 {
		first, ok := as[0].literal()
		lines := make([]string, len(as))
		for i, a := range as {
			lines[i] = fmt.Sprint(a.line)
			if v, lit := a.literal(); !lit || v != first {
				ok = false
			}
		}
		if !ok {
			return "", "", &settingError{
				fmt.Sprintf("--wp-config %s: %s", l.wpPath, s.wp),
				fmt.Errorf("is set %d times (lines %s) and wpsitemap does not run PHP to tell which one applies%s",
					len(as), strings.Join(lines, ", "), instead),
			}
		}
	}
	source = fmt.Sprintf("--wp-config %s: line %d: %s", l.wpPath, as[0].line, s.wp)
	v, err = as[0].eval(l.lookupEnv, l.readFile)
	if err != nil {
		return "", "", &settingError{source, fmt.Errorf("%w%s", err, instead)}
	}
	return v, source, nil
}

// settingError is an invalid setting. source names the flag, variable or
// wp-config.php line the value came from.
type settingError struct {
	source string
	err    error
}

func (e *settingError) Error() string { return oneLine(e.source + ": " + e.err.Error()) }
func (e *settingError) Unwrap() error { return e.err }

// IsSettingError reports whether err, returned by Load, is a bad setting
// rather than a command line the flag package could not parse.
func IsSettingError(err error) bool {
	var se *settingError
	return errors.As(err, &se)
}

// oneLine escapes control characters, so that an error stays on one line
// whatever a path or value contains.
func oneLine(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// checkName checks a user or database name: not empty, no control
// characters, at most max characters if max > 0.
func checkName(v string, max int) (string, error) {
	switch {
	case v == "":
		return "", errors.New("must not be empty")
	case strings.ContainsFunc(v, unicode.IsControl) || !utf8.ValidString(v):
		return "", fmt.Errorf("must be valid UTF-8 without control characters, got %q", v)
	case max > 0 && utf8.RuneCountInString(v) > max:
		return "", fmt.Errorf("must be at most %d characters, got %q", max, v)
	}
	return v, nil
}

// checkPrefix checks the table prefix. WordPress refuses any other
// character too (wpdb::set_prefix), and the rule is what makes it safe to
// put the prefix into SQL text.
func checkPrefix(v string) (string, error) {
	ok := v != ""
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			ok = false
		}
	}
	if !ok {
		return "", fmt.Errorf("must be letters, digits and underscores only (^[A-Za-z0-9_]+$), got %q", v)
	}
	return v, nil
}

// checkListenAddr checks an HTTP listen address: host:port, where host may
// be empty (all interfaces), an IP address or a host name, and port a
// number from 0 (any free port) to 65535.
func checkListenAddr(v string) (string, error) {
	host, port, err := net.SplitHostPort(v)
	if err != nil {
		return "", fmt.Errorf("must be host:port, such as 127.0.0.1:8080 or :8080, got %q", v)
	}
	if _, ok := parseDecimal(port, 65535); !ok {
		return "", fmt.Errorf("port must be a number from 0 to 65535, got %q", v)
	}
	if host != "" && !validHostName(host) {
		if _, err := netip.ParseAddr(host); err != nil {
			return "", fmt.Errorf("invalid host %q, got %q", host, v)
		}
	}
	return v, nil
}

// parseImageHosts parses a comma-separated list of bare host names. Blanks
// around names and empty items are ignored; names are lower-cased and
// duplicates dropped. nil means none.
func parseImageHosts(v string) ([]string, error) {
	var hosts []string
	for _, h := range strings.Split(v, ",") {
		h = strings.ToLower(strings.TrimSpace(h))
		if h == "" {
			continue
		}
		if err := checkBareHost(h); err != nil {
			return nil, err
		}
		if !contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	return hosts, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkBareHost checks that h (lower case) is a DNS host name such as
// cdn.example.com: no scheme, port or path, labels of letters, digits and
// inner hyphens. Images are matched on the exact host.
func checkBareHost(h string) error {
	if strings.ContainsAny(h, "/:[]@?#") {
		return fmt.Errorf("each entry must be a bare host name such as cdn.example.com, without scheme, port or path, got %q", h)
	}
	bad := len(h) > 253
	for _, label := range strings.Split(h, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			bad = true
		}
		for i := 0; i < len(label); i++ {
			if c := label[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
				bad = true
			}
		}
	}
	if bad {
		return fmt.Errorf("%q is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)", h)
	}
	return nil
}

// oneOf returns v lower-cased if it is one of choices.
func oneOf(v string, choices ...string) (string, error) {
	lv := strings.ToLower(v)
	for _, c := range choices {
		if lv == c {
			return lv, nil
		}
	}
	return "", fmt.Errorf("must be one of %s, got %q", strings.Join(choices, ", "), v)
}
