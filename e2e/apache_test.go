package e2e

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"text/template"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// apacheModules are the modules the test's Apache loads: what Debian's apache2 has enabled
// by default that WordPress needs, plus what deploy/apache/wpsitemap.conf says to enable.
var apacheModules = []struct{ name, file string }{
	{"mpm_prefork_module", "mod_mpm_prefork.so"}, // mod_php needs prefork
	{"authz_core_module", "mod_authz_core.so"},
	{"dir_module", "mod_dir.so"},
	{"mime_module", "mod_mime.so"},
	{"env_module", "mod_env.so"},
	{"rewrite_module", "mod_rewrite.so"},
	{"proxy_module", "mod_proxy.so"},
	{"proxy_http_module", "mod_proxy_http.so"},
	{"headers_module", "mod_headers.so"},
	{"php_module", "libphp*.so"}, // libphp8.2.so on Debian 12
}

var apacheConf = template.Must(template.New("apache").Parse(`ServerRoot {{.Dir}}
ServerName 127.0.0.1
Listen 127.0.0.1:{{.Port}}
PidFile {{.Dir}}/apache.pid
DefaultRuntimeDir {{.Dir}}
Mutex file:{{.Dir}} default
ErrorLog {{.Dir}}/apache-error.log
LogLevel warn
LogFormat "%h %l %u %t \"%r\" %>s %b" common
CustomLog {{.Dir}}/apache-access.log common
{{range .Modules}}LoadModule {{.Name}} {{.Path}}
{{end}}{{if .Root}}User www-data
Group www-data
{{end}}StartServers 2
MinSpareServers 1
MaxSpareServers 4
MaxRequestWorkers 8
TypesConfig /etc/mime.types

DocumentRoot /usr/share/wordpress
DirectoryIndex index.php
<Directory />
	AllowOverride None
	Require all denied
</Directory>
<Directory /usr/share/wordpress>
	Options FollowSymLinks
	AllowOverride None
	Require all granted
	# What WordPress writes into .htaccess for pretty permalinks.
	RewriteEngine On
	RewriteBase /
	RewriteRule ^index\.php$ - [L]
	RewriteCond %{REQUEST_FILENAME} !-f
	RewriteCond %{REQUEST_FILENAME} !-d
	RewriteRule . /index.php [L]
</Directory>
<FilesMatch "\.php$">
	SetHandler application/x-httpd-php
</FilesMatch>
SetEnv WORDPRESS_CONFIG wpsitemap-e2e
{{range .Env}}SetEnv {{.}}
{{end}}
Define WPSITEMAP_BACKEND {{.Backend}}
Include {{.Snippet}}
`))

// TestApache runs deploy/apache/wpsitemap.conf in a real Apache (mod_php, as Debian's
// wordpress package installs it) in front of Debian's WordPress, with the checks of TestNginx.
func TestApache(t *testing.T) {
	needTool(t, "Apache (apache2-bin, which the wordpress package brings)", "apache2", "httpd")
	port := freePort(t)
	st := startSite(t, dbtest.TempDB(t, "wp_apache"), port)
	startApache(t, st, port, st.direct, "")

	checkFrontServer(t, st)

	t.Run("fallback-when-down", func(t *testing.T) {
		fallback := fallbackSnippet(t, "apache/wpsitemap.conf",
			"ErrorDocument 502 /index.php", "ErrorDocument 503 /index.php", "ErrorDocument 504 /index.php")
		f := newFallbackFronts(t)
		startApache(t, st, f.down, f.dead, fallback)
		startApache(t, st, f.up, f.stub, fallback)
		startApache(t, st, f.shipped, f.dead, "")
		// Apache answers 503 when it cannot connect.
		checkFallback(t, st.home, f, http.StatusServiceUnavailable)
	})
}

// startApache runs an Apache on port in front of st's WordPress, handing sitemaps to backend
// with the snippet at snippet (deploy/apache/wpsitemap.conf when empty); it stops when the
// test ends.
func startApache(t *testing.T, st *stack, port int, backend, snippet string) {
	t.Helper()
	apache := needTool(t, "Apache (apache2-bin, which the wordpress package brings)", "apache2", "httpd")
	if snippet == "" {
		snippet = filepath.Join(repoRoot, "deploy", "apache", "wpsitemap.conf")
	}
	modules := map[string]string{}
	for _, m := range apacheModules {
		found, _ := filepath.Glob(filepath.Join("/usr/lib/apache2/modules", m.file))
		if len(found) == 0 {
			dbtest.Unavailable(t, "Apache module %s (/usr/lib/apache2/modules/%s) is missing; run e2e/setup.sh", m.name, m.file)
			return
		}
		modules[m.name] = found[len(found)-1]
	}

	// Apache's children run as www-data when it starts as root: the folder they read (the
	// must-use plugin) must be readable by them, which a test's temporary folder is not.
	dir, err := os.MkdirTemp("", "wpsitemap-e2e-apache-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	mu := filepath.Join(dir, "mu-plugins")
	if err := os.Mkdir(mu, 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("wp", "mu-plugins", "wpsitemap-e2e-types.php"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(mu, "wpsitemap-e2e-types.php"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}

	var env []string
	for _, kv := range st.site.env {
		k, v, _ := strings.Cut(kv, "=")
		if k == "WPSITEMAP_E2E_MU_DIR" {
			v = mu
		}
		if strings.ContainsAny(v, "\"\\$\n") {
			t.Fatalf("%s holds a character this test cannot pass through Apache's configuration", k)
		}
		env = append(env, fmt.Sprintf("%s \"%s\"", k, v))
	}
	var mods []map[string]string
	for _, m := range apacheModules {
		mods = append(mods, map[string]string{"Name": m.name, "Path": modules[m.name]})
	}
	conf := filepath.Join(dir, "apache2.conf")
	writeTemplate(t, apacheConf, conf, map[string]any{
		"Dir": dir, "Port": port, "Root": os.Geteuid() == 0, "Modules": mods, "Env": env,
		"Backend": backend, "Snippet": snippet,
	})
	p := startProc(t, "apache2", nil, apache, "-f", conf, "-DFOREGROUND")
	p.logs = []string{filepath.Join(dir, "apache-error.log"), filepath.Join(dir, "apache-access.log")}
	waitListening(t, p, port)
}
