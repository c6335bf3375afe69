package config

import (
	"errors"
	"flag"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// ignoreOrigins leaves Config's record of where each value came from
// (Origin, tested by TestOrigin) out of comparisons of whole Configs.
var ignoreOrigins = cmpopts.IgnoreUnexported(Config{})

// load calls Load with a fresh flag set and fake environment and files.
func load(args []string, e env, f files) (Config, []string, error) {
	fset := flag.NewFlagSet("wpsitemap", flag.ContinueOnError)
	fset.SetOutput(io.Discard)
	return Load(fset, args, e.lookup, f.read)
}

// defaults returns the Config that Load builds from nothing.
func defaults() Config {
	return Config{
		DB:               DB{Net: "tcp", Addr: "127.0.0.1:3306", User: "root", Name: "wordpress", Prefix: "wp_"},
		Addr:             "127.0.0.1:8080",
		EntriesPerPage:   1000,
		Cache:            true,
		Store:            true,
		DBTimeout:        5 * time.Second,
		LogFormat:        "text",
		LogLevel:         "info",
		Video:            "auto",
		News:             "auto",
		Hreflang:         "auto",
		Binlog:           "auto",
		IndexNowEndpoint: "https://api.indexnow.org/indexnow",
	}
}

// with returns defaults changed by fn.
func with(fn func(*Config)) Config {
	c := defaults()
	fn(&c)
	return c
}

func TestLoad(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		env   env
		files files
		want  Config
	}{
		{name: "defaults", want: defaults()},
		{
			name: "every flag",
			args: []string{
				"--db-host=db:3307", "--db-user=u", "--db-password=p", "--db-name=n", "--table-prefix=t_",
				"--addr=:9000", "--entries-per-page=50000", "--config=types.json", "--image-hosts=CDN.example.com, img.example.net",
				"--cache=off", "--db-timeout=1500ms", "--log-format=json", "--log-level=debug", "--video=on", "--news=off", "--binlog=off",
			},
			files: files{"types.json": "{}"},
			want: Config{
				DB:               DB{Net: "tcp", Addr: "db:3307", User: "u", Password: "p", Name: "n", Prefix: "t_"},
				Addr:             ":9000",
				EntriesPerPage:   50000,
				TypesFile:        "types.json",
				ImageHosts:       []string{"cdn.example.com", "img.example.net"},
				Cache:            false,
				Store:            true,
				DBTimeout:        1500 * time.Millisecond,
				LogFormat:        "json",
				LogLevel:         "debug",
				Video:            "on",
				News:             "off",
				Hreflang:         "auto",
				Binlog:           "off",
				IndexNowEndpoint: "https://api.indexnow.org/indexnow",
			},
		},
		{
			name: "every variable",
			env: env{
				"WORDPRESS_DB_HOST": "localhost:/run/mysqld/mysqld.sock", "WORDPRESS_DB_USER": "u", "WORDPRESS_DB_PASSWORD": "p",
				"WORDPRESS_DB_NAME": "n", "WORDPRESS_TABLE_PREFIX": "t_",
				"WPSITEMAP_ADDR": "[::1]:0", "WPSITEMAP_ENTRIES_PER_PAGE": "1", "WPSITEMAP_CONFIG": "/etc/wpsitemap.json",
				"WPSITEMAP_IMAGE_HOSTS": "cdn.example.com,", "WPSITEMAP_CACHE": "OFF", "WPSITEMAP_DB_TIMEOUT": "5m", "WPSITEMAP_LOG_FORMAT": "JSON", "WPSITEMAP_LOG_LEVEL": "Warn", "WPSITEMAP_VIDEO": "off", "WPSITEMAP_NEWS": "on", "WPSITEMAP_HREFLANG": "ON", "WPSITEMAP_BINLOG": "On",
			},
			files: files{"/etc/wpsitemap.json": "{}"},
			want: Config{
				DB:               DB{Net: "unix", Addr: "/run/mysqld/mysqld.sock", User: "u", Password: "p", Name: "n", Prefix: "t_"},
				Addr:             "[::1]:0",
				EntriesPerPage:   1,
				TypesFile:        "/etc/wpsitemap.json",
				ImageHosts:       []string{"cdn.example.com"},
				Cache:            false,
				Store:            true,
				DBTimeout:        5 * time.Minute,
				LogFormat:        "json",
				LogLevel:         "warn",
				Video:            "off",
				News:             "on",
				Hreflang:         "on",
				Binlog:           "on",
				IndexNowEndpoint: "https://api.indexnow.org/indexnow",
			},
		},
		{
			name: "change notification",
			args: []string{"--state-dir=.", "--indexnow=on", "--indexnow-key=k-123456"},
			env:  env{"WPSITEMAP_PING": " https://a.example/p?u={sitemap}\n https://b.example/{sitemap} ", "WPSITEMAP_INDEXNOW_ENDPOINT": "http://127.0.0.1:9/in"},
			want: with(func(c *Config) {
				c.StateDir, c.IndexNow, c.IndexNowKey, c.IndexNowEndpoint = ".", true, "k-123456", "http://127.0.0.1:9/in"
				c.Ping = []string{"https://a.example/p?u={sitemap}", "https://b.example/{sitemap}"}
			}),
		},
		{
			name: "shared Redis",
			env:  env{"WPSITEMAP_REDIS": "redis://:pw@10.0.0.5:6379/1?dial_timeout=2s"},
			want: with(func(c *Config) { c.Redis = "redis://:pw@10.0.0.5:6379/1?dial_timeout=2s" }),
		},
		{
			// The fleet keeps IndexNow's queue, ledger and key in Redis.
			name: "IndexNow with a shared Redis and no state directory",
			env:  env{"WPSITEMAP_REDIS": "redis://10.0.0.5:6379/1", "WPSITEMAP_INDEXNOW": "on"},
			want: with(func(c *Config) { c.Redis, c.IndexNow = "redis://10.0.0.5:6379/1", true }),
		},
		{
			name: "shared Redis through Sentinel",
			args: []string{"--redis=redis://s1:26379/0?master_name=main&addr=s2:26379"},
			want: with(func(c *Config) { c.Redis = "redis://s1:26379/0?master_name=main&addr=s2:26379" }),
		},
		{
			name: "shared Redis under a site name of its own",
			env:  env{"WPSITEMAP_REDIS": "redis://r/0", "WPSITEMAP_FLEET_SITE": "shop.example"},
			want: with(func(c *Config) { c.Redis, c.FleetSite = "redis://r/0", "shop.example" }),
		},
		{
			name: "every _FILE variable, trailing newlines trimmed",
			env: env{
				"WORDPRESS_DB_HOST_FILE": "/s/host", "WORDPRESS_DB_USER_FILE": "/s/user", "WORDPRESS_DB_PASSWORD_FILE": "/s/pw",
				"WORDPRESS_DB_NAME_FILE": "/s/name", "WORDPRESS_TABLE_PREFIX_FILE": "/s/prefix",
			},
			files: files{"/s/host": "db\n", "/s/user": "u\r\n", "/s/pw": " p w \n\n", "/s/name": "n", "/s/prefix": "t_\n"},
			want: with(func(c *Config) {
				c.DB = DB{Net: "tcp", Addr: "db:3306", User: "u", Password: " p w ", Name: "n", Prefix: "t_"}
			}),
		},
		{
			name: "empty variables count as unset",
			env: env{
				"WORDPRESS_DB_HOST": "", "WORDPRESS_DB_USER": "", "WORDPRESS_DB_NAME": "", "WORDPRESS_TABLE_PREFIX": "",
				"WORDPRESS_DB_HOST_FILE": "", "WPSITEMAP_ADDR": "", "WPSITEMAP_ENTRIES_PER_PAGE": "", "WPSITEMAP_CACHE": "",
				"WPSITEMAP_LOG_FORMAT": "", "WPSITEMAP_LOG_LEVEL": "", "WPSITEMAP_CONFIG": "", "WPSITEMAP_IMAGE_HOSTS": "",
				"WPSITEMAP_DB_TIMEOUT": "",
			},
			want: defaults(),
		},
		{
			name: "empty flags count as unset",
			args: []string{"--db-host=", "--addr", "", "--entries-per-page="},
			env:  env{"WORDPRESS_DB_HOST": "db", "WPSITEMAP_ADDR": ":1"},
			want: with(func(c *Config) { c.DB.Addr = "db:3306"; c.Addr = ":1" }),
		},
		{
			name: "an empty password variable is an empty password",
			args: []string{"--wp-config=testdata/wp-config-sample.php"},
			env:  env{"WORDPRESS_DB_PASSWORD": ""},
			want: Config{
				DB:               DB{Net: "tcp", Addr: "db.internal:3307", User: "blog", Password: "", Name: "blog_prod", Prefix: "wp7_"},
				Addr:             "127.0.0.1:8080",
				EntriesPerPage:   1000,
				Cache:            true,
				Store:            true,
				DBTimeout:        5 * time.Second,
				LogFormat:        "text",
				LogLevel:         "info",
				Video:            "auto",
				News:             "auto",
				Hreflang:         "auto",
				Binlog:           "auto",
				IndexNowEndpoint: "https://api.indexnow.org/indexnow",
				WPConfig:         "testdata/wp-config-sample.php",
			},
		},
		{
			name:  "an empty password variable yields to _FILE, as in the Docker image",
			env:   env{"WORDPRESS_DB_PASSWORD": "", "WORDPRESS_DB_PASSWORD_FILE": "/s/pw"},
			files: files{"/s/pw": "p\n"},
			want:  with(func(c *Config) { c.DB.Password = "p" }),
		},
		{
			name: "an empty password flag is an empty password",
			args: []string{"--db-password="},
			env:  env{"WORDPRESS_DB_PASSWORD": "p"},
			want: defaults(),
		},
		{
			name: "empty image hosts and config flags clear the variables",
			args: []string{"--image-hosts=", "--config="},
			env:  env{"WPSITEMAP_IMAGE_HOSTS": "cdn.example.com", "WPSITEMAP_CONFIG": "/nope"},
			want: defaults(),
		},
		{
			name: "image hosts: blanks, case and duplicates",
			env:  env{"WPSITEMAP_IMAGE_HOSTS": " cdn.example.com ,,CDN.EXAMPLE.COM, i0.wp.com,s3-eu-west-1.amazonaws.com ,"},
			want: with(func(c *Config) { c.ImageHosts = []string{"cdn.example.com", "i0.wp.com", "s3-eu-west-1.amazonaws.com"} }),
		},
		{
			name: "single dash flags, as the flag package allows",
			args: []string{"-db-host", "db", "-cache=on"},
			want: with(func(c *Config) { c.DB.Addr = "db:3306" }),
		},
		{
			name: "docker wp-config without variables: the image's defaults",
			args: []string{"--wp-config", "testdata/wp-config-docker.php"},
			want: with(func(c *Config) {
				c.DB = DB{Net: "tcp", Addr: "mysql:3306", User: "example username", Password: "example password", Name: "wordpress", Prefix: "wp_"}
				c.WPConfig = "testdata/wp-config-docker.php"
			}),
		},
		{
			name: "commented-out defines are ignored",
			args: []string{"--wp-config", "testdata/wp-config-commented.php"},
			want: with(func(c *Config) {
				c.DB = DB{Net: "tcp", Addr: "[::1]:3307", User: "new_user", Password: "tab\there", Name: "new_db", Prefix: "new_"}
				c.WPConfig = "testdata/wp-config-commented.php"
			}),
		},
		{
			name: "what wp-config cannot tell is fine when variables tell it",
			args: []string{"--wp-config", "testdata/wp-config-conditional.php"},
			env: env{
				"WORDPRESS_DB_HOST": "db", "WORDPRESS_DB_USER": "u", "WORDPRESS_DB_PASSWORD_FILE": "/s/pw",
			},
			files: files{"/s/pw": "p"},
			want: with(func(c *Config) {
				// DB_NAME is set twice, but to the same literal.
				c.DB = DB{Net: "tcp", Addr: "db:3306", User: "u", Password: "p", Name: "shop", Prefix: "wp_"}
				c.WPConfig = "testdata/wp-config-conditional.php"
			}),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, rest, err := load(tt.args, tt.env, tt.files)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			if diff := cmp.Diff(tt.want, got, ignoreOrigins); diff != "" {
				t.Errorf("Config mismatch (-want +got):\n%s", diff)
			}
			if len(rest) != 0 {
				t.Errorf("remaining args = %q, want none", rest)
			}
		})
	}
}

// TestLoadPrecedence checks, for every DB setting, that each source wins
// over all those below it: flag > variable > _FILE > wp-config > default.
// A variable and its _FILE twin cannot both be set, so the variable is
// checked against wp-config and the _FILE separately against wp-config.
func TestLoadPrecedence(t *testing.T) {
	const wpConfig = "/srv/wp-config.php"
	wpSrc := `<?php
define('DB_HOST', 'wp-host');
define('DB_USER', 'wp-user');
define('DB_PASSWORD', 'wp-password');
define('DB_NAME', 'wp-name');
$table_prefix = 'wp_prefix_';
`
	type source string
	const (
		fromDefault  source = "default"
		fromWPConfig source = "wp-config"
		fromFile     source = "_FILE"
		fromEnv      source = "variable"
		fromFlag     source = "flag"
	)
	settings := []struct {
		flag, env string
		get       func(Config) string
		values    map[source]string // what each source holds
		want      map[source]string // the resulting value when that source is the highest
	}{
		{
			flag: "db-host", env: "WORDPRESS_DB_HOST", get: func(c Config) string { return c.DB.Addr },
			values: map[source]string{fromFlag: "flag-host", fromEnv: "env-host", fromFile: "file-host"},
			want:   map[source]string{fromFlag: "flag-host:3306", fromEnv: "env-host:3306", fromFile: "file-host:3306", fromWPConfig: "wp-host:3306", fromDefault: "127.0.0.1:3306"},
		},
		{
			flag: "db-user", env: "WORDPRESS_DB_USER", get: func(c Config) string { return c.DB.User },
			values: map[source]string{fromFlag: "flag-user", fromEnv: "env-user", fromFile: "file-user"},
			want:   map[source]string{fromFlag: "flag-user", fromEnv: "env-user", fromFile: "file-user", fromWPConfig: "wp-user", fromDefault: "root"},
		},
		{
			flag: "db-password", env: "WORDPRESS_DB_PASSWORD", get: func(c Config) string { return c.DB.Password },
			values: map[source]string{fromFlag: "flag-password", fromEnv: "env-password", fromFile: "file-password"},
			want:   map[source]string{fromFlag: "flag-password", fromEnv: "env-password", fromFile: "file-password", fromWPConfig: "wp-password", fromDefault: ""},
		},
		{
			flag: "db-name", env: "WORDPRESS_DB_NAME", get: func(c Config) string { return c.DB.Name },
			values: map[source]string{fromFlag: "flag-name", fromEnv: "env-name", fromFile: "file-name"},
			want:   map[source]string{fromFlag: "flag-name", fromEnv: "env-name", fromFile: "file-name", fromWPConfig: "wp-name", fromDefault: "wordpress"},
		},
		{
			flag: "table-prefix", env: "WORDPRESS_TABLE_PREFIX", get: func(c Config) string { return c.DB.Prefix },
			values: map[source]string{fromFlag: "flag_", fromEnv: "env_", fromFile: "file_"},
			want:   map[source]string{fromFlag: "flag_", fromEnv: "env_", fromFile: "file_", fromWPConfig: "wp_prefix_", fromDefault: "wp_"},
		},
	}
	// Each case lists the sources present.
	cases := []struct {
		present []source
		winner  source
	}{
		{[]source{fromDefault}, fromDefault},
		{[]source{fromWPConfig}, fromWPConfig},
		{[]source{fromFile, fromWPConfig}, fromFile},
		{[]source{fromEnv, fromWPConfig}, fromEnv},
		{[]source{fromFlag, fromEnv, fromWPConfig}, fromFlag},
		{[]source{fromFlag, fromFile, fromWPConfig}, fromFlag},
		{[]source{fromFlag}, fromFlag},
	}
	for _, s := range settings {
		for _, c := range cases {
			var args []string
			e := env{}
			f := files{wpConfig: wpSrc}
			for _, p := range c.present {
				switch p {
				case fromFlag:
					args = append(args, "--"+s.flag+"="+s.values[fromFlag])
				case fromEnv:
					e[s.env] = s.values[fromEnv]
				case fromFile:
					e[s.env+"_FILE"] = "/run/secrets/x"
					f["/run/secrets/x"] = s.values[fromFile] + "\n"
				case fromWPConfig:
					args = append(args, "--wp-config="+wpConfig)
				}
			}
			cfg, _, err := load(args, e, f)
			if err != nil {
				t.Errorf("%s with %v: Load: %v", s.flag, c.present, err)
				continue
			}
			if got, want := s.get(cfg), s.want[c.winner]; got != want {
				t.Errorf("%s with %v: got %q, want %q", s.flag, c.present, got, want)
			}
		}
	}

	// The non-DB settings: flag > variable > default.
	for _, c := range []struct {
		args []string
		env  env
		want string
	}{
		{nil, nil, "127.0.0.1:8080"},
		{nil, env{"WPSITEMAP_ADDR": ":1"}, ":1"},
		{[]string{"--addr=:2"}, env{"WPSITEMAP_ADDR": ":1"}, ":2"},
	} {
		cfg, _, err := load(c.args, c.env, nil)
		if err != nil || cfg.Addr != c.want {
			t.Errorf("Load(%q, %v): Addr = %q, %v; want %q", c.args, c.env, cfg.Addr, err, c.want)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		env   env
		files files
		want  string
	}{
		// Both X and X_FILE.
		{
			name: "password and password file",
			env:  env{"WORDPRESS_DB_PASSWORD": "p", "WORDPRESS_DB_PASSWORD_FILE": "/s/pw"},
			want: "WORDPRESS_DB_PASSWORD and WORDPRESS_DB_PASSWORD_FILE: both are set; set only one",
		},
		{
			name: "host and host file, even with a flag",
			args: []string{"--db-host=db"},
			env:  env{"WORDPRESS_DB_HOST": "db", "WORDPRESS_DB_HOST_FILE": "/s/host"},
			want: "WORDPRESS_DB_HOST and WORDPRESS_DB_HOST_FILE: both are set; set only one",
		},
		{
			name: "prefix and prefix file",
			env:  env{"WORDPRESS_TABLE_PREFIX": "wp_", "WORDPRESS_TABLE_PREFIX_FILE": "/s/prefix"},
			want: "WORDPRESS_TABLE_PREFIX and WORDPRESS_TABLE_PREFIX_FILE: both are set; set only one",
		},

		// Change notification.
		{name: "IndexNow without a state directory", env: env{"WPSITEMAP_INDEXNOW": "on"},
			want: "WPSITEMAP_INDEXNOW: IndexNow needs WPSITEMAP_STATE_DIR (--state-dir) or WPSITEMAP_REDIS (--redis), where its queue and key are kept"},
		{name: "IndexNow with a bad shared Redis", args: []string{"--indexnow=on", "--redis=redis://h/x"}, want: `--redis: redis: invalid database number: "x"`},
		{name: "IndexNow with an empty shared Redis", env: env{"WPSITEMAP_INDEXNOW": "on", "WPSITEMAP_REDIS": ""},
			want: "WPSITEMAP_INDEXNOW: IndexNow needs WPSITEMAP_STATE_DIR (--state-dir) or WPSITEMAP_REDIS (--redis), where its queue and key are kept"},
		{name: "short IndexNow key", args: []string{"--indexnow-key=abc"}, want: "--indexnow-key: must be 8 to 128 letters, digits or dashes"},
		{name: "IndexNow key with an underscore", env: env{"WPSITEMAP_INDEXNOW_KEY": "abc_defgh"}, want: "WPSITEMAP_INDEXNOW_KEY: must be 8 to 128 letters, digits or dashes"},
		{name: "relative endpoint", env: env{"WPSITEMAP_INDEXNOW_ENDPOINT": "/indexnow"}, want: `WPSITEMAP_INDEXNOW_ENDPOINT: must be an absolute http or https URL, got "/indexnow"`},
		{name: "ping without {sitemap}", env: env{"WPSITEMAP_PING": "https://a.example/ping?s={sitemap} https://b.example/ping"},
			want: `WPSITEMAP_PING: "https://b.example/ping" holds no {sitemap}`},

		// Unreadable _FILE.
		{
			name: "missing password file",
			env:  env{"WORDPRESS_DB_PASSWORD_FILE": "/run/secrets/db_pw"},
			want: "WORDPRESS_DB_PASSWORD_FILE: open /run/secrets/db_pw: file does not exist",
		},
		{
			name: "missing name file",
			env:  env{"WORDPRESS_DB_NAME_FILE": "/run/secrets/db_name"},
			want: "WORDPRESS_DB_NAME_FILE: open /run/secrets/db_name: file does not exist",
		},

		// DB_HOST.
		{name: "bad host variable", env: env{"WORDPRESS_DB_HOST": "db:abc"}, want: `WORDPRESS_DB_HOST: port must be a number from 1 to 65535, got "db:abc"`},
		{name: "bad host flag", args: []string{"--db-host=db:70000"}, want: `--db-host: port must be a number from 1 to 65535, got "db:70000"`},
		{
			name:  "bad host file",
			env:   env{"WORDPRESS_DB_HOST_FILE": "/s/host"},
			files: files{"/s/host": "my db\n"},
			want:  `WORDPRESS_DB_HOST_FILE: must not contain spaces or control characters, got "my db"`,
		},
		{name: "empty host with port", env: env{"WORDPRESS_DB_HOST": ":3306"}, want: `WORDPRESS_DB_HOST: empty host before the port (for a socket write :/path/to/socket), got ":3306"`},

		// Table prefix.
		{name: "prefix with a hyphen", env: env{"WORDPRESS_TABLE_PREFIX": "wp-"}, want: `WORDPRESS_TABLE_PREFIX: must be letters, digits and underscores only (^[A-Za-z0-9_]+$), got "wp-"`},
		{name: "prefix with SQL", args: []string{"--table-prefix=wp_; DROP"}, want: `--table-prefix: must be letters, digits and underscores only (^[A-Za-z0-9_]+$), got "wp_; DROP"`},
		{name: "prefix with a newline", env: env{"WORDPRESS_TABLE_PREFIX": "wp_\nx"}, want: `WORDPRESS_TABLE_PREFIX: must be letters, digits and underscores only (^[A-Za-z0-9_]+$), got "wp_\nx"`},

		// Entries per page.
		{name: "entries 0", env: env{"WPSITEMAP_ENTRIES_PER_PAGE": "0"}, want: `WPSITEMAP_ENTRIES_PER_PAGE: must be an integer from 1 to 50000, got "0"`},
		{name: "entries 50001", env: env{"WPSITEMAP_ENTRIES_PER_PAGE": "50001"}, want: `WPSITEMAP_ENTRIES_PER_PAGE: must be an integer from 1 to 50000, got "50001"`},
		{name: "entries abc", args: []string{"--entries-per-page=abc"}, want: `--entries-per-page: must be an integer from 1 to 50000, got "abc"`},
		{name: "entries -1", env: env{"WPSITEMAP_ENTRIES_PER_PAGE": "-1"}, want: `WPSITEMAP_ENTRIES_PER_PAGE: must be an integer from 1 to 50000, got "-1"`},
		{name: "entries with space", env: env{"WPSITEMAP_ENTRIES_PER_PAGE": " 10"}, want: `WPSITEMAP_ENTRIES_PER_PAGE: must be an integer from 1 to 50000, got " 10"`},
		{name: "entries huge", env: env{"WPSITEMAP_ENTRIES_PER_PAGE": "99999999999999999999999"}, want: `WPSITEMAP_ENTRIES_PER_PAGE: must be an integer from 1 to 50000, got "99999999999999999999999"`},

		// Listen address.
		{name: "addr without port", env: env{"WPSITEMAP_ADDR": "127.0.0.1"}, want: `WPSITEMAP_ADDR: must be host:port, such as 127.0.0.1:8080 or :8080, got "127.0.0.1"`},
		{name: "addr bad port", args: []string{"--addr=:http"}, want: `--addr: port must be a number from 0 to 65535, got ":http"`},
		{name: "redis not a redis URL", env: env{"WPSITEMAP_REDIS": "127.0.0.1:6379"}, want: `WPSITEMAP_REDIS: must be a URL such as redis://host:6379/0 (rediss:// for TLS, unix:///path/redis.sock)`},
		{name: "redis other scheme", env: env{"WPSITEMAP_REDIS": "https://h/"}, want: `WPSITEMAP_REDIS: must be a redis://, rediss:// or unix:// URL, got scheme "https"`},
		{name: "redis unknown option", args: []string{"--redis=redis://h/0?tls=on"}, want: `--redis: redis: unexpected option: tls`},
		{name: "redis bad database", args: []string{"--redis=redis://h/x"}, want: `--redis: redis: invalid database number: "x"`},
		{name: "redis without the entry store", env: env{"WPSITEMAP_REDIS": "redis://h/0", "WPSITEMAP_STORE": "off"}, want: `WPSITEMAP_REDIS: the replicas sharing Redis serve pages from their entry stores: WPSITEMAP_STORE (--store) must not be off`},
		{name: "fleet site with a brace", env: env{"WPSITEMAP_FLEET_SITE": "a{b"}, want: `WPSITEMAP_FLEET_SITE: fleet: site name "a{b" has a brace, a space or a control character`},
		{name: "fleet site with a space", args: []string{"--fleet-site=a b"}, want: `--fleet-site: fleet: site name "a b" has a brace, a space or a control character`},
		{name: "redis sentinel without a name", args: []string{"--redis=redis://h:26379?master_name="}, want: `--redis: master_name= is empty`},
		{name: "addr port too big", env: env{"WPSITEMAP_ADDR": ":65536"}, want: `WPSITEMAP_ADDR: port must be a number from 0 to 65535, got ":65536"`},
		{name: "addr bad host", env: env{"WPSITEMAP_ADDR": "my host:80"}, want: `WPSITEMAP_ADDR: invalid host "my host", got "my host:80"`},
		{name: "addr IPv6 without brackets", env: env{"WPSITEMAP_ADDR": "::1:8080"}, want: `WPSITEMAP_ADDR: must be host:port, such as 127.0.0.1:8080 or :8080, got "::1:8080"`},
		{name: "addr URL", env: env{"WPSITEMAP_ADDR": "http://localhost:8080"}, want: `WPSITEMAP_ADDR: must be host:port, such as 127.0.0.1:8080 or :8080, got "http://localhost:8080"`},

		// Image hosts.
		{name: "image host URL", env: env{"WPSITEMAP_IMAGE_HOSTS": "https://cdn.example.com"}, want: `WPSITEMAP_IMAGE_HOSTS: each entry must be a bare host name such as cdn.example.com, without scheme, port or path, got "https://cdn.example.com"`},
		{name: "image host path", env: env{"WPSITEMAP_IMAGE_HOSTS": "ok.example.com,cdn.example.com/img"}, want: `WPSITEMAP_IMAGE_HOSTS: each entry must be a bare host name such as cdn.example.com, without scheme, port or path, got "cdn.example.com/img"`},
		{name: "image host port", args: []string{"--image-hosts=cdn.example.com:443"}, want: `--image-hosts: each entry must be a bare host name such as cdn.example.com, without scheme, port or path, got "cdn.example.com:443"`},
		{name: "image host space", env: env{"WPSITEMAP_IMAGE_HOSTS": "cdn example.com"}, want: `WPSITEMAP_IMAGE_HOSTS: "cdn example.com" is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},
		{name: "image host underscore", env: env{"WPSITEMAP_IMAGE_HOSTS": "cdn_1.example.com"}, want: `WPSITEMAP_IMAGE_HOSTS: "cdn_1.example.com" is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},
		{name: "image host hyphen", env: env{"WPSITEMAP_IMAGE_HOSTS": "-cdn.example.com"}, want: `WPSITEMAP_IMAGE_HOSTS: "-cdn.example.com" is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},
		{name: "image host empty label", env: env{"WPSITEMAP_IMAGE_HOSTS": "cdn..example.com"}, want: `WPSITEMAP_IMAGE_HOSTS: "cdn..example.com" is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},
		{name: "image host trailing dot", env: env{"WPSITEMAP_IMAGE_HOSTS": "cdn.example.com."}, want: `WPSITEMAP_IMAGE_HOSTS: "cdn.example.com." is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},
		{name: "image host wildcard", env: env{"WPSITEMAP_IMAGE_HOSTS": "*.example.com"}, want: `WPSITEMAP_IMAGE_HOSTS: "*.example.com" is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},
		{name: "image host unicode", env: env{"WPSITEMAP_IMAGE_HOSTS": "bücher.example"}, want: `WPSITEMAP_IMAGE_HOSTS: "bücher.example" is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)`},

		// Enumerations.
		{name: "cache", env: env{"WPSITEMAP_CACHE": "yes"}, want: `WPSITEMAP_CACHE: must be "on" or "off", got "yes"`},
		{name: "db timeout unit", env: env{"WPSITEMAP_DB_TIMEOUT": "5"}, want: `WPSITEMAP_DB_TIMEOUT: must be a duration from 100ms to 5m0s, such as 5s or 1500ms, got "5"`},
		{name: "db timeout short", args: []string{"--db-timeout=99ms"}, want: `--db-timeout: must be a duration from 100ms to 5m0s, such as 5s or 1500ms, got "99ms"`},
		{name: "db timeout long", env: env{"WPSITEMAP_DB_TIMEOUT": "5m1s"}, want: `WPSITEMAP_DB_TIMEOUT: must be a duration from 100ms to 5m0s, such as 5s or 1500ms, got "5m1s"`},
		{name: "db timeout negative", env: env{"WPSITEMAP_DB_TIMEOUT": "-5s"}, want: `WPSITEMAP_DB_TIMEOUT: must be a duration from 100ms to 5m0s, such as 5s or 1500ms, got "-5s"`},
		{name: "log format", args: []string{"--log-format=logfmt"}, want: `--log-format: must be one of text, json, got "logfmt"`},
		{name: "log level", env: env{"WPSITEMAP_LOG_LEVEL": "verbose"}, want: `WPSITEMAP_LOG_LEVEL: must be one of debug, info, warn, error, got "verbose"`},
		{name: "hreflang", env: env{"WPSITEMAP_HREFLANG": "yes"}, want: `WPSITEMAP_HREFLANG: must be one of auto, on, off, got "yes"`},

		// Types file.
		{name: "types file missing", env: env{"WPSITEMAP_CONFIG": "/etc/wpsitemap.json"}, want: "WPSITEMAP_CONFIG: open /etc/wpsitemap.json: file does not exist"},
		{name: "types file flag missing", args: []string{"--config=types.json"}, want: "--config: open types.json: file does not exist"},

		// DB user and name.
		{name: "user with a newline", env: env{"WORDPRESS_DB_USER": "a\nb"}, want: `WORDPRESS_DB_USER: must be valid UTF-8 without control characters, got "a\nb"`},
		{name: "name too long", env: env{"WORDPRESS_DB_NAME": strings.Repeat("n", 65)}, want: `WORDPRESS_DB_NAME: must be at most 64 characters, got "` + strings.Repeat("n", 65) + `"`},

		// wp-config.
		{name: "wp-config missing", args: []string{"--wp-config=/srv/wp-config.php"}, want: "--wp-config: open /srv/wp-config.php: file does not exist"},
		{
			name:  "wp-config with a syntax error",
			args:  []string{"--wp-config=/srv/wp-config.php"},
			files: files{"/srv/wp-config.php": "<?php\n// ok\ndefine('DB_NAME', 'x);\n"},
			want:  "--wp-config /srv/wp-config.php: line 3: unterminated string",
		},
		{
			name:  "wp-config without settings",
			args:  []string{"--wp-config=/srv/wp-config.php"},
			files: files{"/srv/wp-config.php": "<?php\nrequire __DIR__ . '/secrets.php';\n"},
			want:  "--wp-config /srv/wp-config.php: sets none of DB_NAME, DB_USER, DB_PASSWORD, DB_HOST, $table_prefix, WP_HOME, WP_SITEURL; is it a wp-config.php?",
		},
		{
			name:  "wp-config bad host",
			args:  []string{"--wp-config=/srv/wp-config.php"},
			files: files{"/srv/wp-config.php": "<?php\n\ndefine( 'DB_HOST', 'db:abc' );\n"},
			want:  `--wp-config /srv/wp-config.php: line 3: DB_HOST: port must be a number from 1 to 65535, got "db:abc"`,
		},
		{
			name:  "wp-config bad prefix",
			args:  []string{"--wp-config=/srv/wp-config.php"},
			files: files{"/srv/wp-config.php": "<?php $table_prefix = 'wp-';"},
			want:  `--wp-config /srv/wp-config.php: line 1: $table_prefix: must be letters, digits and underscores only (^[A-Za-z0-9_]+$), got "wp-"`,
		},
		{
			name: "wp-config ambiguous host",
			args: []string{"--wp-config=testdata/wp-config-conditional.php"},
			want: "--wp-config testdata/wp-config-conditional.php: DB_HOST: is set 2 times (lines 4, 7) and wpsitemap does not run PHP to tell which one applies; set WORDPRESS_DB_HOST or --db-host instead",
		},
		{
			name: "wp-config user not a literal",
			args: []string{"--wp-config=testdata/wp-config-conditional.php"},
			env:  env{"WORDPRESS_DB_HOST": "db"},
			want: "--wp-config testdata/wp-config-conditional.php: line 10: DB_USER: is not a string literal, and wpsitemap does not run PHP; set WORDPRESS_DB_USER or --db-user instead",
		},
		{
			name: "wp-config password interpolated",
			args: []string{"--wp-config=testdata/wp-config-conditional.php", "--db-user=u"},
			env:  env{"WORDPRESS_DB_HOST": "db"},
			want: "--wp-config testdata/wp-config-conditional.php: line 11: DB_PASSWORD: is a double-quoted string with $variables in it, and wpsitemap does not run PHP; set WORDPRESS_DB_PASSWORD or --db-password instead",
		},
		{
			name:  "wp-config getenv_docker with unreadable file",
			args:  []string{"--wp-config=/srv/wp-config.php"},
			env:   env{"MY_PW_FILE": "/run/secrets/pw"},
			files: files{"/srv/wp-config.php": "<?php define('DB_PASSWORD', getenv_docker('MY_PW', ''));"},
			want:  "--wp-config /srv/wp-config.php: line 1: DB_PASSWORD: getenv_docker: MY_PW_FILE: open /run/secrets/pw: file does not exist; set WORDPRESS_DB_PASSWORD or --db-password instead",
		},
		{
			name:  "wp-config path with a newline stays on one line",
			args:  []string{"--wp-config=/srv/a\nb.php"},
			files: files{"/srv/a\nb.php": "<?php define('DB_NAME', '');"},
			want:  `--wp-config /srv/a\nb.php: line 1: DB_NAME: must not be empty`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, _, err := load(tt.args, tt.env, tt.files)
			if err == nil {
				t.Fatalf("Load succeeded with %+v; want error %q", cfg, tt.want)
			}
			if got := err.Error(); got != tt.want {
				t.Errorf("Load error:\n got %s\nwant %s", got, tt.want)
			}
			if diff := cmp.Diff(Config{}, cfg, ignoreOrigins); diff != "" {
				t.Errorf("Load returned a Config with its error (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLoadErrorUnwraps(t *testing.T) {
	_, _, err := load(nil, env{"WORDPRESS_DB_PASSWORD_FILE": "/nope"}, nil)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load error %v does not wrap fs.ErrNotExist", err)
	}
}

func TestLoadFlagSet(t *testing.T) {
	// A subcommand adds its own flags and gets the positional arguments.
	fset := flag.NewFlagSet("urls", flag.ContinueOnError)
	fset.SetOutput(io.Discard)
	typ := fset.String("type", "", "post type")
	cfg, rest, err := Load(fset, []string{"--type=page", "--db-name=blog", "https://example.com/", "--not-a-flag"}, env{}.lookup, files{}.read)
	if err != nil {
		t.Fatal(err)
	}
	if *typ != "page" || cfg.DB.Name != "blog" {
		t.Errorf("type = %q, DB.Name = %q; want page, blog", *typ, cfg.DB.Name)
	}
	if diff := cmp.Diff([]string{"https://example.com/", "--not-a-flag"}, rest); diff != "" {
		t.Errorf("remaining args mismatch (-want +got):\n%s", diff)
	}

	// -h is returned as flag.ErrHelp, for main to exit 0.
	if _, _, err := load([]string{"-h"}, nil, nil); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("Load(-h) error = %v, want flag.ErrHelp", err)
	}
	if _, _, err := load([]string{"--no-such-flag"}, nil, nil); err == nil || err.Error() != "flag provided but not defined: -no-such-flag" {
		t.Errorf("Load(--no-such-flag) error = %v", err)
	}

	// A nil flag set works too.
	if _, _, err := Load(nil, nil, env{}.lookup, files{}.read); err != nil {
		t.Errorf("Load(nil, ...): %v", err)
	}
}

func TestSlogLevel(t *testing.T) {
	for name, want := range map[string]slog.Level{"debug": slog.LevelDebug, "info": slog.LevelInfo, "warn": slog.LevelWarn, "error": slog.LevelError} {
		cfg, _, err := load([]string{"--log-level=" + strings.ToUpper(name)}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := cfg.SlogLevel(); got != want {
			t.Errorf("SlogLevel for %q = %v, want %v", name, got, want)
		}
	}
}

// TestWPHomeAndSiteURL: WP_HOME and WP_SITEURL from wp-config.php win over
// the stored options, as in WordPress; a definition only PHP can compute is
// left aside with a warning, and a value that is no URL is an error.
func TestWPHomeAndSiteURL(t *testing.T) {
	const path = "/srv/wp-config.php"
	tests := []struct {
		name                  string
		php                   string
		env                   env
		home, siteURL, warned string
		err                   string
	}{
		{name: "not defined", php: "<?php define('DB_NAME', 'wp');"},
		{name: "both, trailing slashes dropped", php: "<?php\ndefine( 'WP_HOME', 'https://example.com/' );\ndefine('WP_SITEURL', 'https://example.com/wp//');",
			home: "https://example.com", siteURL: "https://example.com/wp"},
		{name: "from the environment", php: "<?php define('WP_HOME', getenv('SITE_URL') . '/blog');", env: env{"SITE_URL": "http://example.org"},
			home: "http://example.org/blog"},
		{name: "from the request host: left aside", php: "<?php define('DB_NAME', 'wp');\ndefine('WP_HOME', 'https://' . $_SERVER['HTTP_HOST']);",
			warned: "line 2: WP_HOME: "},
		{name: "set in two places: left aside", php: "<?php if (X) { define('WP_SITEURL', 'https://a.example'); } else { define('WP_SITEURL', 'https://b.example'); }",
			warned: "WP_SITEURL is defined 2 times"},
		{name: "the same in two places is fine", php: "<?php define('WP_HOME', 'https://a.example'); define('WP_HOME', 'https://a.example');",
			home: "https://a.example"},
		{name: "not a URL", php: "<?php\n\ndefine('WP_HOME', 'example.com');", err: `--wp-config /srv/wp-config.php: line 3: WP_HOME: must be an absolute http or https URL, got "example.com"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, _, err := load([]string{"--wp-config=" + path}, tt.env, files{path: tt.php})
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("error %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Home != tt.home || cfg.SiteURL != tt.siteURL {
				t.Errorf("home %q, siteurl %q; want %q, %q", cfg.Home, cfg.SiteURL, tt.home, tt.siteURL)
			}
			warnings := strings.Join(cfg.Warnings, "\n")
			if (tt.warned == "") != (warnings == "") || !strings.Contains(warnings, tt.warned) {
				t.Errorf("warnings %q, want one containing %q", warnings, tt.warned)
			}
		})
	}
}

// TestStateDir: WPSITEMAP_STATE_DIR (or --state-dir) names an existing
// directory; none by default; a missing path or a file is refused.
func TestStateDir(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/f"
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, _, err := load(nil, env{}, files{})
	if err != nil || cfg.StateDir != "" {
		t.Errorf("default: StateDir %q, err %v; want none", cfg.StateDir, err)
	}
	cfg, _, err = load(nil, env{"WPSITEMAP_STATE_DIR": dir}, files{})
	if err != nil || cfg.StateDir != dir {
		t.Errorf("existing directory: StateDir %q, err %v; want %q", cfg.StateDir, err, dir)
	}
	for _, c := range []struct {
		args []string
		e    env
		want string
	}{
		{e: env{"WPSITEMAP_STATE_DIR": dir + "/missing"}, want: "WPSITEMAP_STATE_DIR: stat " + dir + "/missing: no such file or directory"},
		{args: []string{"--state-dir=" + file}, want: "--state-dir: " + file + " is not a directory"},
	} {
		_, _, err := load(c.args, c.e, files{})
		if err == nil || err.Error() != c.want {
			t.Errorf("%v %v: err %v, want %q", c.args, c.e, err, c.want)
		}
	}
}

// TestOrigin: Origin names the source each value came from, so that a
// message says what to change: the flag, the variable, its _FILE twin, the
// wp-config.php constant and line, or the variable to set for a default.
func TestOrigin(t *testing.T) {
	const wpPath = "/srv/www/wp-config.php"
	f := files{wpPath: "<?php\n// settings\ndefine('DB_NAME', 'blog');\n$table_prefix = 'wpx_';\n", "/run/secrets/user": "alice\n"}
	cfg, _, err := load([]string{"--wp-config", wpPath, "--db-host", "db:3306"},
		env{"WORDPRESS_DB_USER_FILE": "/run/secrets/user", "WPSITEMAP_ADDR": ":9000"}, f)
	if err != nil {
		t.Fatal(err)
	}
	for flag, want := range map[string]string{
		"db-host":      "--db-host",
		"db-user":      "WORDPRESS_DB_USER_FILE",
		"db-name":      "DB_NAME in /srv/www/wp-config.php (line 3)",
		"table-prefix": "$table_prefix in /srv/www/wp-config.php (line 4)",
		"db-password":  "WORDPRESS_DB_PASSWORD (not set: empty)",
		"addr":         "WPSITEMAP_ADDR",
		"log-level":    `WPSITEMAP_LOG_LEVEL (not set: default "info")`,
	} {
		if got := cfg.Origin(flag); got != want {
			t.Errorf("Origin(%q) = %q, want %q", flag, got, want)
		}
	}
	// Without --wp-config, the default names the variable to set; a
	// Config Load did not make names the variable.
	cfg, _, err = load(nil, env{"WORDPRESS_DB_NAME": "blog"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for flag, want := range map[string]string{
		"db-name":      "WORDPRESS_DB_NAME",
		"table-prefix": `WORDPRESS_TABLE_PREFIX (not set: default "wp_")`,
	} {
		if got := cfg.Origin(flag); got != want {
			t.Errorf("Origin(%q) = %q, want %q", flag, got, want)
		}
	}
	if got := (Config{}).Origin("db-name"); got != "WORDPRESS_DB_NAME" {
		t.Errorf("Config{}.Origin(db-name) = %q", got)
	}
}
