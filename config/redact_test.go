package config

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"
)

// secret is a password distinctive enough that finding it anywhere is a leak.
const secret = "Zq7!xK-SECRET-PW-93"

// assertNoSecret fails if text contains the password, plainly or in hex.
func assertNoSecret(t *testing.T, what, text string) {
	t.Helper()
	for _, s := range []string{secret, hex.EncodeToString([]byte(secret)), strings.ToUpper(hex.EncodeToString([]byte(secret)))} {
		if strings.Contains(text, s) {
			t.Errorf("%s leaks the password: %s", what, text)
		}
	}
}

func TestPasswordNotPrinted(t *testing.T) {
	cfg, _, err := load([]string{"--db-password=" + secret, "--redis=rediss://u:" + secret + "@redis.example:6380/2"}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(cfg.Redis) != "rediss://u:"+secret+"@redis.example:6380/2" {
		t.Fatalf("Redis = %q, want the URL as given", string(cfg.Redis))
	}
	if cfg.DB.Password != secret {
		t.Fatalf("Password = %q, want the secret", cfg.DB.Password)
	}

	for _, format := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%X", "%d", "%10.3v", "%T"} {
		assertNoSecret(t, "Sprintf("+format+", cfg)", fmt.Sprintf(format, cfg))
		assertNoSecret(t, "Sprintf("+format+", &cfg)", fmt.Sprintf(format, &cfg))
		assertNoSecret(t, "Sprintf("+format+", cfg.DB)", fmt.Sprintf(format, cfg.DB))
		assertNoSecret(t, "Sprintf("+format+", cfg.Redis)", fmt.Sprintf(format, cfg.Redis))
	}
	assertNoSecret(t, "Sprint(cfg)", fmt.Sprint(cfg))
	assertNoSecret(t, "Sprintln(cfg.DB)", fmt.Sprintln(cfg.DB))
	assertNoSecret(t, "String", cfg.DB.String())

	for _, newHandler := range []func(*bytes.Buffer) slog.Handler{
		func(b *bytes.Buffer) slog.Handler { return slog.NewTextHandler(b, nil) },
		func(b *bytes.Buffer) slog.Handler { return slog.NewJSONHandler(b, nil) },
	} {
		var buf bytes.Buffer
		log := slog.New(newHandler(&buf))
		log.Info("config", "config", cfg, "db", cfg.DB, "ptr", &cfg)
		log.Info("config", slog.Any("config", cfg), slog.Group("g", "db", cfg.DB))
		assertNoSecret(t, "slog", buf.String())
		if !strings.Contains(buf.String(), redacted) {
			t.Errorf("slog output does not show the password as %s: %s", redacted, buf.String())
		}
	}

	b, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	assertNoSecret(t, "json.Marshal", string(b))

	// What is printed is still useful.
	if got, want := fmt.Sprint(cfg.Redis), "rediss://u:[redacted]@redis.example:6380/2"; got != want {
		t.Errorf("Sprint(Redis) = %q, want %q", got, want)
	}
	if got := string(b); !strings.Contains(got, `"Redis":"rediss://u:[redacted]@redis.example:6380/2"`) {
		t.Errorf("json.Marshal(cfg) = %s", got)
	}
	if got, want := fmt.Sprint(cfg.DB), "root:[redacted]@tcp(127.0.0.1:3306)/wordpress?prefix=wp_"; got != want {
		t.Errorf("Sprint(DB) = %q, want %q", got, want)
	}
	if got, want := fmt.Sprintf("%#v", cfg.DB), `config.DB{Net:"tcp", Addr:"127.0.0.1:3306", User:"root", Password:"[redacted]", Name:"wordpress", Prefix:"wp_"}`; got != want {
		t.Errorf("Sprintf(%%#v, DB) = %q, want %q", got, want)
	}
	if got, want := fmt.Sprint(DB{Net: "unix", Addr: "/s.sock", User: "u", Name: "n", Prefix: "p_"}), "u@unix(/s.sock)/n?prefix=p_"; got != want {
		t.Errorf("Sprint(DB without password) = %q, want %q", got, want)
	}
	if got := string(b); !strings.Contains(got, `"Password":"[redacted]"`) || !strings.Contains(got, `"Addr":"127.0.0.1:3306"`) {
		t.Errorf("json.Marshal(cfg) = %s", got)
	}
}

// TestPasswordNotInErrors puts the password in every place it can come
// from, then breaks something, and checks the error does not show it.
func TestPasswordNotInErrors(t *testing.T) {
	wpLiteral := "<?php define('DB_PASSWORD', '" + secret + "');\n"
	tests := []struct {
		name  string
		args  []string
		env   env
		files files
	}{
		{name: "flag, bad host", args: []string{"--db-password=" + secret, "--db-host=db:x"}},
		{name: "flag, bad prefix", args: []string{"--db-password", secret, "--table-prefix=wp-"}},
		{name: "flag, unknown flag", args: []string{"--db-password=" + secret, "--db-pasword=" + secret}},
		{name: "flag, missing value", args: []string{"--db-host=db", "--db-password"}},
		{name: "variable, bad entries", env: env{"WORDPRESS_DB_PASSWORD": secret, "WPSITEMAP_ENTRIES_PER_PAGE": "0"}},
		{name: "variable and file", env: env{"WORDPRESS_DB_PASSWORD": secret, "WORDPRESS_DB_PASSWORD_FILE": "/s/pw"}, files: files{"/s/pw": secret}},
		{name: "file, bad addr", env: env{"WORDPRESS_DB_PASSWORD_FILE": "/s/pw", "WPSITEMAP_ADDR": "x"}, files: files{"/s/pw": secret + "\n"}},
		{name: "file, bad cache", env: env{"WORDPRESS_DB_PASSWORD_FILE": "/s/pw", "WPSITEMAP_CACHE": "maybe"}, files: files{"/s/pw": secret}},
		{name: "wp-config literal, bad host", args: []string{"--wp-config=/w.php"}, files: files{"/w.php": wpLiteral + "define('DB_HOST', ' db');"}},
		{name: "wp-config literal, bad log level", args: []string{"--wp-config=/w.php", "--log-level=x"}, files: files{"/w.php": wpLiteral}},
		{name: "wp-config literal, syntax error after", args: []string{"--wp-config=/w.php"}, files: files{"/w.php": wpLiteral + "define('DB_HOST', 'x);"}},
		{name: "wp-config concatenation", args: []string{"--wp-config=/w.php"}, files: files{"/w.php": "<?php define('DB_PASSWORD', '" + secret + "' . $x);"}},
		{name: "wp-config interpolation", args: []string{"--wp-config=/w.php"}, files: files{"/w.php": "<?php define('DB_PASSWORD', \"" + secret + "$x\");"}},
		{name: "wp-config repeated", args: []string{"--wp-config=/w.php"}, files: files{"/w.php": wpLiteral + "define('DB_PASSWORD', 'other');"}},
		{name: "wp-config getenv_docker default", args: []string{"--wp-config=/w.php"}, env: env{"PW_FILE": "/nope"}, files: files{"/w.php": "<?php define('DB_PASSWORD', getenv_docker('PW', '" + secret + "'));"}},
		{name: "wp-config getenv_docker file, bad prefix", args: []string{"--wp-config=/w.php", "--table-prefix=a b"}, env: env{"PW_FILE": "/s/pw"}, files: files{"/s/pw": secret, "/w.php": "<?php define('DB_PASSWORD', getenv_docker('PW', ''));"}},
		{name: "password as types file path", env: env{"WORDPRESS_DB_PASSWORD": secret, "WPSITEMAP_CONFIG": "/etc/types.json"}},
		{name: "redis, bad port", env: env{"WPSITEMAP_REDIS": "redis://u:" + secret + "@host:x/0"}},
		{name: "redis, bad scheme", args: []string{"--redis=http://u:" + secret + "@host/"}},
		{name: "redis, unknown option", args: []string{"--redis=redis://:" + secret + "@host/0?colour=red"}},
		{name: "redis, bad database", args: []string{"--redis=rediss://u:" + secret + "@host/zero"}},
		{name: "redis sentinel, bad option", args: []string{"--redis=redis://h:26379/0?master_name=m&password=" + secret + "&pool_size=many"}},
		{name: "redis, then a bad setting", args: []string{"--redis=redis://u:" + secret + "@host/0", "--cache=maybe"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, _, err := load(tt.args, tt.env, tt.files)
			if err == nil {
				t.Fatalf("Load succeeded; want an error")
			}
			assertNoSecret(t, "error", err.Error())
			assertNoSecret(t, "Config returned with the error", fmt.Sprintf("%+v %#v", cfg, cfg))
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Errorf("error spans lines: %q", err)
			}
		})
	}
}
