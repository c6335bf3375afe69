package e2e

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"text/template"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// caddyfile is a WordPress site as Caddy's documentation writes one, with the shipped
// snippet imported.
var caddyfile = template.Must(template.New("caddy").Parse(`{
	admin off
	auto_https off
	storage file_system {{.Dir}}/data
}

http://127.0.0.1:{{.Port}} {
	root * /usr/share/wordpress
	import {{.Snippet}}
	php_fastcgi unix/{{.Socket}}
	file_server
	log {
		output file {{.Dir}}/caddy-access.log
	}
}
`))

// startCaddy runs Caddy on port with the snippet at snippet (the shipped one when empty),
// wpsitemap at backend and PHP at socket.
func startCaddy(t *testing.T, bin, dir string, port int, backend, socket, snippet string) {
	t.Helper()
	if snippet == "" {
		snippet = filepath.Join(repoRoot, "deploy", "caddy", "wpsitemap.caddy")
	}
	conf := filepath.Join(dir, "Caddyfile-"+strconv.Itoa(port))
	writeTemplate(t, caddyfile, conf, map[string]any{
		"Dir": dir, "Port": port, "Socket": socket, "Snippet": snippet,
	})
	env := append(os.Environ(),
		"HOME="+dir, "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir,
		"WPSITEMAP_BACKEND="+strings.TrimPrefix(backend, "http://"),
		"WPSITEMAP_PHP_FASTCGI=unix/"+socket,
	)
	p := startProc(t, "caddy", env, bin, "run", "--config", conf, "--adapter", "caddyfile")
	p.logs = []string{filepath.Join(dir, "caddy-access.log")}
	waitListening(t, p, port)
}

// TestCaddy runs deploy/caddy/wpsitemap.caddy in a real Caddy in front of php-fpm and
// Debian's WordPress, with the checks of TestNginx.
func TestCaddy(t *testing.T) {
	bin := needTool(t, "Caddy", "caddy")
	port := freePort(t)
	st := startSite(t, dbtest.TempDB(t, "wp_caddy"), port)
	dir := t.TempDir()
	sock := startFPM(t, st, dir)
	startCaddy(t, bin, dir, port, st.direct, sock, "")

	checkFrontServer(t, st)

	t.Run("headers-to-backend", func(t *testing.T) {
		rec := newRecorder(t)
		probePort := freePort(t)
		startCaddy(t, bin, dir, probePort, rec.URL, sock, "")
		// Caddy passes Host on unchanged; {host} has no port.
		checkForwarded(t, "http://127.0.0.1:"+strconv.Itoa(probePort), rec, "127.0.0.1:"+strconv.Itoa(probePort), "127.0.0.1")
	})

	t.Run("fallback-when-down", func(t *testing.T) {
		fallback := fallbackSnippet(t, "caddy/wpsitemap.caddy",
			"handle_errors {", "\t@wpsitemap_down {", "\t\tpath_regexp ([^/]*)sitemap(.*)\\.x(m|s)l$",
			"\t\texpression `{err.status_code} in [502, 504]`", "\t}", "\thandle @wpsitemap_down {",
			"\t\tphp_fastcgi {$WPSITEMAP_PHP_FASTCGI:unix//run/php/php-fpm.sock}", "\t}", "}")
		f := newFallbackFronts(t)
		startCaddy(t, bin, t.TempDir(), f.down, f.dead, sock, fallback)
		startCaddy(t, bin, t.TempDir(), f.up, f.stub, sock, fallback)
		startCaddy(t, bin, t.TempDir(), f.shipped, f.dead, sock, "")
		checkFallback(t, st.home, f, http.StatusBadGateway)
	})
}
