package config

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// env is a fake environment for lookupEnv.
type env map[string]string

func (e env) lookup(k string) (string, bool) {
	v, ok := e[k]
	return v, ok
}

// files is a fake file system for readFile. Paths under testdata/ are read
// from the package's testdata directory.
type files map[string]string

func (f files) read(name string) ([]byte, error) {
	if v, ok := f[name]; ok {
		return []byte(v), nil
	}
	if strings.HasPrefix(name, "testdata/") {
		return os.ReadFile(name)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// evalAll evaluates every setting found in a wp-config: its value,
// "error: ..." when it cannot be evaluated, or "repeated: line value; ..."
// when it is assigned more than once.
func evalAll(wp wpConfig, e env, f files) map[string]string {
	got := map[string]string{}
	for k, as := range wp {
		if len(as) > 1 {
			var lines []string
			for _, a := range as {
				v, _ := a.eval(e.lookup, f.read)
				lines = append(lines, fmt.Sprintf("%d %s", a.line, v))
			}
			got[k] = "repeated: " + strings.Join(lines, "; ")
			continue
		}
		v, err := as[0].eval(e.lookup, f.read)
		if err != nil {
			v = "error: " + err.Error()
		}
		got[k] = v
	}
	return got
}

func TestParseWPConfigFiles(t *testing.T) {
	tests := []struct {
		file string
		env  env
		want map[string]string
	}{
		{
			file: "wp-config-sample.php",
			want: map[string]string{
				"DB_NAME":       "blog_prod",
				"DB_USER":       "blog",
				"DB_PASSWORD":   `Sample'Pa"ss\w#rd//not-a-comment?>`,
				"DB_HOST":       "db.internal:3307",
				"$table_prefix": "wp7_",
			},
		},
		{
			file: "wp-config-docker.php",
			want: map[string]string{
				"DB_NAME":       "wordpress",
				"DB_USER":       "example username",
				"DB_PASSWORD":   "example password",
				"DB_HOST":       "mysql",
				"$table_prefix": "wp_",
			},
		},
		{
			// getenv_docker reads VAR_FILE, then VAR (even empty), then the default.
			file: "wp-config-docker.php",
			env: env{
				"WORDPRESS_DB_NAME":          "shop",
				"WORDPRESS_DB_USER":          "",
				"WORDPRESS_DB_PASSWORD_FILE": "/run/secrets/db_pw",
				"WORDPRESS_DB_HOST_FILE":     "0", // falsy in PHP: ignored
			},
			want: map[string]string{
				"DB_NAME":       "shop",
				"DB_USER":       "",
				"DB_PASSWORD":   "from-secret",
				"DB_HOST":       "mysql",
				"$table_prefix": "wp_",
			},
		},
		{
			file: "wp-config-commented.php",
			want: map[string]string{
				"DB_NAME":       "new_db",
				"DB_USER":       "new_user",
				"DB_PASSWORD":   "tab\there",
				"DB_HOST":       "[::1]:3307",
				"$table_prefix": "new_",
			},
		},
		{
			file: "wp-config-conditional.php",
			want: map[string]string{
				"DB_HOST":       "repeated: 4 staging-db; 7 prod-db",
				"DB_NAME":       "repeated: 5 shop; 8 shop",
				"DB_USER":       "error: is not a string literal, and wpsitemap does not run PHP",
				"DB_PASSWORD":   "error: is a double-quoted string with $variables in it, and wpsitemap does not run PHP",
				"$table_prefix": "wp_",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			wp, err := parseWPConfig(src)
			if err != nil {
				t.Fatalf("parseWPConfig: %v", err)
			}
			got := evalAll(wp, tt.env, files{"/run/secrets/db_pw": "from-secret\r\n\n"})
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("settings mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseWPConfigSnippets(t *testing.T) {
	tests := []struct {
		name string
		src  string
		env  env
		want map[string]string
	}{
		{"no spaces", `<?php define('DB_NAME','a');`, nil, map[string]string{"DB_NAME": "a"}},
		{"double quotes", `<?php define("DB_NAME", "a\tb\x41\101\u{e9}\$x\"\\");`, nil, map[string]string{"DB_NAME": "a\tbAAé$x\"\\"}},
		{"single quote escapes", `<?php define('DB_NAME', 'it\'s \\ \n');`, nil, map[string]string{"DB_NAME": `it's \ \n`}},
		{"uppercase and namespaced", `<?php DEFINE('DB_NAME', 'a'); \define('DB_USER', 'b');`, nil, map[string]string{"DB_NAME": "a", "DB_USER": "b"}},
		{"third argument", `<?php define('DB_NAME', 'a', true);`, nil, map[string]string{"DB_NAME": "a"}},
		{"const", `<?php const DB_NAME = 'a';`, nil, map[string]string{"DB_NAME": "a"}},
		{"newlines everywhere", "<?php\ndefine\n(\n'DB_HOST'\n,\n'db'\n)\n;", nil, map[string]string{"DB_HOST": "db"}},
		{"multi-line string", "<?php define('DB_PASSWORD', 'a\nb');", nil, map[string]string{"DB_PASSWORD": "a\nb"}},
		{"same value twice", `<?php define('DB_NAME', 'a'); define('DB_NAME', "a");`, nil, map[string]string{"DB_NAME": "repeated: 1 a; 1 a"}},
		{"other constants ignored", `<?php define('DB_NAMES', 'x'); define('WP_DB_NAME', 'y'); define('db_name', 'z');`, nil, map[string]string{}},
		{"method and function named define", `<?php $o->define('DB_NAME', 'x'); function define($a, $b) {}`, nil, map[string]string{}},
		{"defined() is not define()", `<?php if (!defined('DB_NAME')) { define('DB_NAME', 'a'); }`, nil, map[string]string{"DB_NAME": "a"}},
		{"table_prefix compared, not assigned", `<?php if ($table_prefix == 'x') {} $table_prefix = 'wp2_';`, nil, map[string]string{"$table_prefix": "wp2_"}},
		{"table_prefix property", `<?php $wpdb->table_prefix = 'x';`, nil, map[string]string{}},
		{"html before php", "<h1>define('DB_NAME', 'x');</h1>\n<?php define('DB_NAME', 'a'); ?>\ndefine('DB_NAME', 'b');", nil, map[string]string{"DB_NAME": "a"}},
		{"no php tag", `define('DB_NAME', 'x');`, nil, map[string]string{}},
		{"short open tag", "<? define('DB_NAME', 'a');", nil, map[string]string{"DB_NAME": "a"}},
		{"comment before define on one line", `<?php /* define('DB_NAME', 'x'); */ define('DB_NAME', 'a'); # define('DB_NAME', 'y');`, nil, map[string]string{"DB_NAME": "a"}},
		{"comment inside define", `<?php define( /* name */ 'DB_NAME', // value:
			'a' );`, nil, map[string]string{"DB_NAME": "a"}},
		{"comment markers in strings", `<?php define('DB_PASSWORD', "/* not */ // a # comment");`, nil, map[string]string{"DB_PASSWORD": "/* not */ // a # comment"}},
		{"interpolation", `<?php define('DB_PASSWORD', "pa$word");`, nil, map[string]string{"DB_PASSWORD": "error: is a double-quoted string with $variables in it, and wpsitemap does not run PHP"}},
		{"braced interpolation with nested quotes", `<?php $x = "{$a["}"]} define('DB_NAME', 'x');"; define('DB_NAME', 'a');`, nil, map[string]string{"DB_NAME": "a"}},
		{"dollar without name is literal", `<?php define('DB_PASSWORD', "a$ b$1");`, nil, map[string]string{"DB_PASSWORD": "a$ b$1"}},
		{"heredoc", "<?php $x = <<<\"EOT\"\ndefine('DB_NAME', 'x');\nEOT;\ndefine('DB_NAME', 'a');", nil, map[string]string{"DB_NAME": "a"}},
		{"backticks", "<?php $x = `define('DB_NAME', 'x')`; define('DB_NAME', 'a');", nil, map[string]string{"DB_NAME": "a"}},
		{"concatenation", `<?php define('DB_HOST', 'db' . ':' . '3307');`, nil, map[string]string{"DB_HOST": "db:3307"}},
		{"getenv set", `<?php define('DB_HOST', getenv('DB_HOST'));`, env{"DB_HOST": "db"}, map[string]string{"DB_HOST": "db"}},
		{"getenv unset", `<?php define('DB_HOST', getenv('DB_HOST'));`, nil, map[string]string{"DB_HOST": `error: getenv("DB_HOST") is false because DB_HOST is not set`}},
		{"getenv or default", `<?php define('DB_HOST', getenv('DB_HOST') ?: 'db');`, nil, map[string]string{"DB_HOST": "db"}},
		{"getenv or default, set", `<?php define('DB_HOST', getenv('DB_HOST') ?: 'db');`, env{"DB_HOST": "other"}, map[string]string{"DB_HOST": "other"}},
		{"getenv_docker without default", `<?php define('DB_PASSWORD', getenv_docker('PW'));`, nil, map[string]string{"DB_PASSWORD": `error: getenv_docker("PW") has no default and PW is not set`}},
		{"getenv_docker with port", `<?php define('DB_HOST', getenv_docker('H', 'mysql') . ':' . getenv_docker('P', '3306'));`, env{"P": "3307"}, map[string]string{"DB_HOST": "mysql:3307"}},
		{"getenv_docker unreadable file", `<?php define('DB_PASSWORD', getenv_docker('PW', ''));`, env{"PW_FILE": "/nope"}, map[string]string{"DB_PASSWORD": "error: getenv_docker: PW_FILE: open /nope: file does not exist"}},
		{"constant", `<?php define('DB_HOST', DB_HOST_FROM_ELSEWHERE);`, nil, map[string]string{"DB_HOST": "error: is not a string literal, and wpsitemap does not run PHP"}},
		{"variable", `<?php define('DB_HOST', $host);`, nil, map[string]string{"DB_HOST": "error: is not a string literal, and wpsitemap does not run PHP"}},
		{"other function", `<?php define('DB_HOST', env('DB_HOST'));`, nil, map[string]string{"DB_HOST": "error: is not a string literal, and wpsitemap does not run PHP"}},
		{"number", `<?php define('DB_NAME', 42);`, nil, map[string]string{"DB_NAME": "error: is not a string literal, and wpsitemap does not run PHP"}},
		{"empty expression", `<?php define('DB_NAME', );`, nil, map[string]string{"DB_NAME": "error: is not a string literal, and wpsitemap does not run PHP"}},
		{"bedrock style", `<?php Config::define('DB_NAME', env('DB_NAME'));`, nil, map[string]string{"DB_NAME": "error: is not a string literal, and wpsitemap does not run PHP"}},
		{"truncated define", `<?php define('DB_NAME'`, nil, map[string]string{}},
		{"truncated value", `<?php define('DB_NAME', 'a'`, nil, map[string]string{"DB_NAME": "a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wp, err := parseWPConfig([]byte(tt.src))
			if err != nil {
				t.Fatalf("parseWPConfig: %v", err)
			}
			got := evalAll(wp, tt.env, nil)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("settings mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseWPConfigErrors(t *testing.T) {
	tests := []struct {
		src  string
		want string
	}{
		{"<?php\n\ndefine('DB_NAME', 'a);", "line 3: unterminated string"},
		{"<?php define('DB_NAME', \"a);", "line 1: unterminated string"},
		{"<?php\n/* define('DB_NAME', 'a');", "line 2: unterminated /* comment"},
		{"<?php $x = <<<EOT\nabc\n", "line 1: unterminated heredoc"},
		{"<?php $x = \"{$a['x]}\";", "line 1: unterminated string"},
		{"<?php $x = `abc", "line 1: unterminated string"},
	}
	for _, tt := range tests {
		_, err := parseWPConfig([]byte(tt.src))
		if err == nil || err.Error() != tt.want {
			t.Errorf("parseWPConfig(%q) error = %v, want %q", tt.src, err, tt.want)
		}
	}
}

func FuzzParseWPConfig(f *testing.F) {
	matches, err := filepath.Glob("testdata/*.php")
	if err != nil {
		f.Fatal(err)
	}
	for _, m := range matches {
		src, err := os.ReadFile(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	for _, s := range []string{
		`<?php define('DB_NAME', "a{$b["c"]}d");`,
		"<?php $x = <<<'EOT'\n  EOT;",
		`<?php define('DB_HOST', getenv('X') ?: getenv_docker('Y', 'z') . ':3306');`,
		`<?php define("DB_NAME", "\u{1F600}\x4\0\777\`,
		"<?php # ?> <?= const DB_USER = 'u';",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		wp, err := parseWPConfig(src)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		for k, as := range wp {
			if !strings.HasPrefix(k, "DB_") && k != "$table_prefix" {
				t.Fatalf("unexpected key %q", k)
			}
			for _, a := range as {
				if a.line < 1 || a.line > strings.Count(string(src), "\n")+1 {
					t.Fatalf("%s: line %d out of range", k, a.line)
				}
				// Must not panic, whatever the environment.
				_, _ = a.eval(env{"X": "1"}.lookup, files{}.read)
			}
		}
	})
}
