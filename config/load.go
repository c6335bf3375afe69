package config

import (
	"errors"
	"flag"
	"fmt"
	"net/url"
	"strings"
	"unicode"

	"github.com/wpsitemap/wpsitemap/fleet"
	"github.com/wpsitemap/wpsitemap/notify"
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

// load resolves and checks every setting loaded, in this order: a
// VARIABLE and VARIABLE_FILE pair set together, the wp-config.php, each
// setting in settingSteps's order, then wp-config.php's WP_HOME and
// WP_SITEURL. The first error wins.
func (l *loader) load() (Config, error) {
	if err := l.checkFilePairs(); err != nil {
		return Config{}, err
	}
	if err := l.loadWPConfig(); err != nil {
		return Config{}, err
	}
	var cfg Config
	cfg.WPConfig = l.wpPath
	for _, st := range settingSteps(&cfg, l.readFile) {
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
		if cfg.origins == nil {
			cfg.origins = map[string]string{}
		}
		cfg.origins[st.s.flag] = l.origin(st.s, src)
	}
	if err := l.urlConstants(&cfg); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// checkFilePairs refuses a WORDPRESS_* variable set together with its
// _FILE twin, both non-empty, as the Docker image's entrypoint does.
func (l *loader) checkFilePairs() error {
	for _, s := range allSettings {
		if !s.file || !l.uses(s) {
			continue
		}
		v, _ := l.lookupEnv(s.env)
		f, _ := l.lookupEnv(s.env + "_FILE")
		if v != "" && f != "" {
			return &settingError{s.env + " and " + s.env + "_FILE", errors.New("both are set; set only one")}
		}
	}
	return nil
}

// loadWPConfig reads the wp-config.php named by --wp-config, if any.
func (l *loader) loadWPConfig() error {
	if !l.uses(sWPConfig) {
		return nil
	}
	path, _, err := l.value(sWPConfig)
	if err != nil || path == "" {
		return err
	}
	return l.readWPConfig(path)
}

// step checks the raw value of one setting and stores it in a Config.
type step struct {
	s     setting
	apply func(v string) error
}

// settingSteps lists, for every setting Load resolves in turn, how its
// value is checked (the check* and parse* functions) and where in cfg it
// goes. readFile is for the check that the WPSITEMAP_CONFIG file is
// readable.
func settingSteps(cfg *Config, readFile func(string) ([]byte, error)) []step {
	return append(serviceSteps(cfg, readFile), featureSteps(cfg)...)
}

// serviceSteps are the steps of the database, the listener, the pages,
// the state directory and the logs.
func serviceSteps(cfg *Config, readFile func(string) ([]byte, error)) []step {
	return []step{
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
		{sEntries, func(v string) (err error) {
			cfg.EntriesPerPage, err = parseEntriesPerPage(v)
			return err
		}},
		{sTypesFile, func(v string) (err error) {
			cfg.TypesFile, err = checkTypesFile(v, readFile)
			return err
		}},
		{sImageHosts, func(v string) (err error) {
			cfg.ImageHosts, err = parseImageHosts(v)
			return err
		}},
		{sCache, func(v string) (err error) {
			cfg.Cache, err = parseOnOff(v)
			return err
		}},
		{sStore, func(v string) (err error) {
			cfg.Store, err = parseOnOff(v)
			return err
		}},
		{sStateDir, func(v string) (err error) {
			cfg.StateDir, err = checkStateDir(v)
			return err
		}},
		{sDBTimeout, func(v string) (err error) {
			cfg.DBTimeout, err = parseDBTimeout(v)
			return err
		}},
		{sLogFormat, func(v string) (err error) {
			cfg.LogFormat, err = oneOf(v, "text", "json")
			return err
		}},
		{sLogLevel, func(v string) (err error) {
			cfg.LogLevel, err = oneOf(v, "debug", "info", "warn", "error")
			return err
		}},
	}
}

// featureSteps are the steps of the optional sitemaps, the change feed,
// change notification and the shared Redis.
func featureSteps(cfg *Config) []step {
	return []step{
		{sVideo, func(v string) (err error) {
			cfg.Video, err = oneOf(v, "auto", "on", "off")
			return err
		}},
		{sNews, func(v string) (err error) {
			cfg.News, err = oneOf(v, "auto", "on", "off")
			return err
		}},
		{sHreflang, func(v string) (err error) {
			cfg.Hreflang, err = oneOf(v, "auto", "on", "off")
			return err
		}},
		{sBinlog, func(v string) (err error) {
			cfg.Binlog, err = oneOf(v, "auto", "on", "off")
			return err
		}},
		// Before IndexNow: with a shared Redis, the queue, the ledger and
		// the key are kept there.
		{sRedis, func(v string) error {
			if v != "" {
				if _, err := fleet.ParseURL(v); err != nil {
					return err
				}
				if !cfg.Store {
					return errors.New("the replicas sharing Redis serve pages from their entry stores: WPSITEMAP_STORE (--store) must not be off")
				}
			}
			cfg.Redis = RedisURL(v)
			return nil
		}},
		{sIndexNow, func(v string) (err error) {
			if cfg.IndexNow, err = parseOnOff(v); err == nil && cfg.IndexNow && cfg.StateDir == "" && cfg.Redis == "" {
				err = errors.New("IndexNow needs WPSITEMAP_STATE_DIR (--state-dir) or WPSITEMAP_REDIS (--redis), where its queue and key are kept")
			}
			return err
		}},
		{sIndexNowEndpoint, func(v string) (err error) {
			cfg.IndexNowEndpoint, err = checkHTTPURL(v)
			return err
		}},
		{sIndexNowKey, func(v string) error {
			if v != "" && !notify.ValidKey(v) {
				return errors.New("must be 8 to 128 letters, digits or dashes")
			}
			cfg.IndexNowKey = v
			return nil
		}},
		{sPing, func(v string) (err error) {
			cfg.Ping, err = parsePing(v)
			return err
		}},
		{sFleetSite, func(v string) error {
			if v != "" {
				if err := fleet.CheckSite(v); err != nil {
					return err
				}
			}
			cfg.FleetSite = v
			return nil
		}},
	}
}

// urlConstants sets cfg.Home and cfg.SiteURL from wp-config.php's WP_HOME
// and WP_SITEURL (urlConstant), and collects their warnings.
func (l *loader) urlConstants(cfg *Config) error {
	for _, c := range []struct {
		name string
		dst  *string
	}{{"WP_HOME", &cfg.Home}, {"WP_SITEURL", &cfg.SiteURL}} {
		v, warning, err := l.urlConstant(c.name)
		if err != nil {
			return err
		}
		*c.dst = v
		if warning != "" {
			cfg.Warnings = append(cfg.Warnings, warning)
		}
	}
	return nil
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

// origin words source, as value returned it for s, for messages that tell
// the operator what to change: "--db-name", "WORDPRESS_DB_NAME",
// "WORDPRESS_DB_NAME_FILE", "DB_NAME in /var/www/html/wp-config.php (line
// 23)", or for a default `WORDPRESS_DB_NAME (not set: default "wordpress")`.
func (l *loader) origin(s setting, source string) string {
	switch {
	case strings.HasPrefix(source, "--wp-config "):
		if as := l.wp[s.wp]; len(as) > 0 {
			return fmt.Sprintf("%s in %s (line %d)", s.wp, l.wpPath, as[0].line)
		}
		return source
	case strings.HasPrefix(source, "default "):
		name := "--" + s.flag
		if s.env != "" {
			name = s.env
		}
		if s.def == "" {
			return name + " (not set: empty)"
		}
		return fmt.Sprintf("%s (not set: default %q)", name, s.def)
	}
	return source
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
