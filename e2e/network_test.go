package e2e

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"text/template"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// networkNginxConf is an nginx with one server block per network: wpsitemap.conf as shipped,
// then (Rules) deploy/nginx/wpsitemap-network.conf as shipped, WordPress's own rules from its
// nginx guide (the control), or nothing (a subdomain network). WordPress's PHP is a stand-in
// that names the host and the URI it got: WordPress multisite itself is not installed here;
// what is tested is which requests nginx hands to wpsitemap, with which Host, and which come
// back to WordPress.
var networkNginxConf = template.Must(template.New("nginx").Parse(`{{if .Root}}user root root;
{{end}}worker_processes 1;
daemon off;
pid {{.Dir}}/nginx.pid;
error_log {{.Dir}}/nginx-error.log notice;
events {
	worker_connections 64;
}
http {
	access_log {{.Dir}}/nginx-access.log;
	client_body_temp_path {{.Dir}}/client_body;
	proxy_temp_path {{.Dir}}/proxy;
	fastcgi_temp_path {{.Dir}}/fastcgi;
	uwsgi_temp_path {{.Dir}}/uwsgi;
	scgi_temp_path {{.Dir}}/scgi;
{{range .Servers}}
	server {
		listen 127.0.0.1:{{.Port}};
		server_name _;
		root {{$.Dir}}/www;

		set $wpsitemap_backend {{.Backend}};
		include {{$.Snippet}};
{{if eq .Rules "shipped"}}		include {{$.Network}};
{{else if eq .Rules "wordpress"}}		if (!-e $request_filename) {
			rewrite /wp-admin$ $scheme://$host$uri/ permanent;
			rewrite ^(/[^/]+)?(/wp-.*) $2 last;
			rewrite ^(/[^/]+)?(/.*\.php) $2 last;
		}
{{end}}
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \.php$ {
			default_type text/plain;
			return 200 "wordpress $host $uri $request_uri\n";
		}
	}
{{end}}
}
`))

// networkServer is one server block of networkNginxConf.
type networkServer struct {
	Port    int
	Backend string
	Rules   string // "shipped", "wordpress" or ""
}

// getAs GETs path on front with the Host header host, as a crawler asking for that site.
func getAs(t *testing.T, front, host, path string) *response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, front+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Host = host
	for deadline := time.Now().Add(30 * time.Second); ; {
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
		// A site's first request may find its sitemaps still being prepared.
		if resp.StatusCode == http.StatusServiceUnavailable && time.Now().Before(deadline) {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		return &response{resp, body}
	}
}

// TestNginxNetwork runs deploy/nginx/wpsitemap.conf and wpsitemap-network.conf in a real
// nginx in front of wpsitemap serving WordPress networks (checkNetworkFronts); and, as the
// control, WordPress's own nginx rules sending a subsite's wp-sitemap.xml to the main site,
// which the shipped file prevents.
func TestNginxNetwork(t *testing.T) {
	nginx := needTool(t, "nginx", "nginx")
	b := startNetworkBackends(t)
	servers := map[string]*networkServer{
		"subdir":    {Backend: b.subdir, Rules: "shipped"},
		"control":   {Backend: b.subdir, Rules: "wordpress"},
		"subdomain": {Backend: b.subdomain},
		"mapped":    {Backend: b.mapped, Rules: "shipped"},
	}
	var list []networkServer
	for _, s := range servers {
		s.Port = freePort(t)
		list = append(list, *s)
	}
	dir := t.TempDir()
	for _, d := range []string{"www", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	conf := filepath.Join(dir, "nginx.conf")
	writeTemplate(t, networkNginxConf, conf, map[string]any{
		"Dir": dir, "Root": os.Geteuid() == 0, "Servers": list,
		"Snippet": filepath.Join(repoRoot, "deploy", "nginx", "wpsitemap.conf"),
		"Network": filepath.Join(repoRoot, "deploy", "nginx", "wpsitemap-network.conf"),
	})
	ng := startProc(t, "nginx", nil, nginx, "-p", dir, "-c", conf, "-e", filepath.Join(dir, "nginx-error.log"))
	ng.logs = []string{filepath.Join(dir, "nginx-error.log"), filepath.Join(dir, "nginx-access.log")}
	for _, s := range list {
		waitListening(t, ng, s.Port)
	}
	front := func(name string) string { return "http://127.0.0.1:" + strconv.Itoa(servers[name].Port) }
	checkNetworkFronts(t, front("subdir"), front("subdomain"), front("mapped"))
	t.Run("control: WordPress's own rules send a subsite's wp-sitemap.xml to the main site", func(t *testing.T) {
		r := getAs(t, front("control"), "example.test", "/fr-site/wp-sitemap.xml")
		if got := r.Header.Get("Location"); r.StatusCode != http.StatusMovedPermanently || got != "http://example.test/sitemap_index.xml" {
			t.Errorf("%v: Location %q; want 301 to the main site's index", r, got)
		}
	})
}

// networkBackends are wpsitemap processes serving WordPress networks: the subdirectory
// network of testdata/multisite-subdir.sql, the same network with blog 2 at
// fr.example.test (a subdomain network), and multisite-domainmap.sql's (blog 2 mapped to
// bonjour.test). Each field is a base URL.
type networkBackends struct {
	subdir, subdomain, mapped string
}

func startNetworkBackends(t *testing.T) networkBackends {
	t.Helper()
	dbtest.Open(t, "wpsitemap_multisite")
	dbtest.Open(t, "wpsitemap_multisite_mapped")
	subdomain := dbtest.TempDB(t, "e2e_subdomain")
	dbtest.Variant(t, "wpsitemap_multisite", subdomain,
		"UPDATE wp_blogs SET domain = 'fr.example.test', path = '/' WHERE blog_id = 2",
		"UPDATE wp_2_options SET option_value = 'http://fr.example.test' WHERE option_name IN ('home', 'siteurl')")
	backend := func(db string) string {
		port := freePort(t)
		serveWpsitemap(t, db, port, "")
		return "http://127.0.0.1:" + strconv.Itoa(port)
	}
	return networkBackends{subdir: backend("wpsitemap_multisite"), subdomain: backend(subdomain), mapped: backend("wpsitemap_multisite_mapped")}
}

// checkNetworkFronts asks web servers in front of startNetworkBackends' wpsitemap processes
// (subdir, subdomain, mapped: each a base URL) for the sitemaps of each site, as crawlers
// would, by Host and path: the sites of a subdirectory network by path, of a subdomain
// network by Host, a domain-mapped site by its domain, each reaching its own sitemaps; a
// subsite's PHP and wpsitemap's 404s reaching WordPress (the server's stand-in, which names
// the host, the script and the request URI it got). The URLs are the fixture's, written by
// hand.
func checkNetworkFronts(t *testing.T, subdir, subdomain, mapped string) {
	for _, c := range []struct {
		name, server, host, path string
		status                   int
		has, hasNot              []string
		location                 string
		fromWordPress            bool
	}{
		{name: "subdirectory: the main site", server: "subdir", host: "example.test", path: "/sitemap_index.xml", status: 200,
			has: []string{"<loc>http://example.test/post-sitemap.xml</loc>"}, hasNot: []string{"fr-site"}},
		{name: "subdirectory: a subsite's index", server: "subdir", host: "example.test", path: "/fr-site/sitemap_index.xml", status: 200,
			has: []string{"<loc>http://example.test/fr-site/post-sitemap.xml</loc>", `href="//example.test/fr-site/main-sitemap.xsl"`}},
		{name: "subdirectory: a subsite's posts", server: "subdir", host: "example.test", path: "/fr-site/post-sitemap.xml", status: 200,
			has: []string{"<loc>http://example.test/fr-site/bonjour/</loc>"}, hasNot: []string{"hello-world"}},
		{name: "subdirectory: a subsite's stylesheet", server: "subdir", host: "example.test", path: "/fr-site/main-sitemap.xsl", status: 200,
			has: []string{"<xsl:stylesheet"}},
		{name: "subdirectory: a subsite's wp-sitemap.xml stays the subsite's", server: "subdir", host: "example.test", path: "/fr-site/wp-sitemap.xml",
			status: 301, location: "http://example.test/fr-site/sitemap_index.xml"},
		{name: "subdirectory: an archived site", server: "subdir", host: "example.test", path: "/news/sitemap_index.xml", status: 410,
			has: []string{"This site has been archived or suspended."}},
		{name: "subdirectory: wpsitemap's 404 goes back to WordPress", server: "subdir", host: "example.test", path: "/fr-site/nothing-sitemap.xml",
			has: []string{"wordpress example.test /index.php /fr-site/nothing-sitemap.xml"}, fromWordPress: true},
		{name: "subdirectory: a subsite's PHP is the network's", server: "subdir", host: "example.test", path: "/fr-site/wp-login.php",
			has: []string{"wordpress example.test /wp-login.php /fr-site/wp-login.php"}, fromWordPress: true},
		{name: "subdomain: the subsite by its host", server: "subdomain", host: "fr.example.test", path: "/post-sitemap.xml", status: 200,
			has: []string{"<loc>http://fr.example.test/bonjour/</loc>"}, hasNot: []string{"hello-world"}},
		{name: "subdomain: the main site by its host", server: "subdomain", host: "example.test", path: "/post-sitemap.xml", status: 200,
			has: []string{"<loc>http://example.test/blog/2022/02/01/hello-world/</loc>"}, hasNot: []string{"bonjour"}},
		{name: "subdomain: an unknown host", server: "subdomain", host: "elsewhere.test", path: "/sitemap_index.xml",
			has: []string{"wordpress elsewhere.test /index.php /sitemap_index.xml"}, fromWordPress: true},
		{name: "mapped: the site on its domain", server: "mapped", host: "bonjour.test", path: "/post-sitemap.xml", status: 200,
			has: []string{"<loc>http://bonjour.test/bonjour/</loc>"}, hasNot: []string{"example.test"}},
		{name: "mapped: its original address is sent there", server: "mapped", host: "example.test", path: "/fr-site/sitemap_index.xml",
			status: 301, location: "//bonjour.test/sitemap_index.xml"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := getAs(t, map[string]string{"subdir": subdir, "subdomain": subdomain, "mapped": mapped}[c.server], c.host, c.path)
			// WordPress's stand-in answers whatever status the server gives it.
			if !c.fromWordPress && r.StatusCode != c.status {
				t.Fatalf("%s %s: %v, want %d", c.host, c.path, r, c.status)
			}
			body := string(r.body)
			for _, s := range c.has {
				if !strings.Contains(body, s) {
					t.Errorf("%s %s lacks %q: %v", c.host, c.path, s, r)
				}
			}
			for _, s := range c.hasNot {
				if strings.Contains(body, s) {
					t.Errorf("%s %s holds %q: %v", c.host, c.path, s, r)
				}
			}
			if got := r.Header.Get("Location"); got != c.location {
				t.Errorf("%s %s: Location %q, want %q", c.host, c.path, got, c.location)
			}
			if got := r.Header.Get("X-Robots-Tag"); !c.fromWordPress && got != "noindex, follow" {
				t.Errorf("%s %s: X-Robots-Tag %q, want wpsitemap's", c.host, c.path, got)
			}
		})
	}
}

// networkApacheConf is an Apache for a network: deploy/apache/wpsitemap.conf as shipped, and
// the rules WordPress writes into .htaccess for a subdirectory network. WordPress's PHP is a
// stand-in (index.php and wp-login.php, run by mod_php) that names the host, the script and
// the request URI it got.
var networkApacheConf = template.Must(template.New("apache").Parse(`ServerRoot {{.Dir}}
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
{{end}}StartServers 1
MinSpareServers 1
MaxSpareServers 2
MaxRequestWorkers 4
TypesConfig /etc/mime.types

DocumentRoot {{.Dir}}/www
DirectoryIndex index.php
<Directory />
	AllowOverride None
	Require all denied
</Directory>
<Directory {{.Dir}}/www>
	Options FollowSymLinks
	AllowOverride None
	Require all granted
	# What WordPress writes into .htaccess for a subdirectory network.
	RewriteEngine On
	RewriteBase /
	RewriteRule ^index\.php$ - [L]
	RewriteRule ^([_0-9a-zA-Z-]+/)?wp-admin$ $1wp-admin/ [R=301,L]
	RewriteCond %{REQUEST_FILENAME} -f [OR]
	RewriteCond %{REQUEST_FILENAME} -d
	RewriteRule ^ - [L]
	RewriteRule ^([_0-9a-zA-Z-]+/)?(wp-(content|admin|includes).*) $2 [L]
	RewriteRule ^([_0-9a-zA-Z-]+/)?(.*\.php)$ $2 [L]
	RewriteRule . index.php [L]
</Directory>
<FilesMatch "\.php$">
	SetHandler application/x-httpd-php
</FilesMatch>

Define WPSITEMAP_BACKEND {{.Backend}}
Include {{.Snippet}}
`))

// standInPHP is WordPress's stand-in: it names the host, the script and the request URI.
const standInPHP = `<?php
header('Content-Type: text/plain');
echo 'wordpress ', $_SERVER['HTTP_HOST'], ' ', $_SERVER['SCRIPT_NAME'], ' ', $_SERVER['REQUEST_URI'], "\n";
`

// TestApacheNetwork runs deploy/apache/wpsitemap.conf in a real Apache, with WordPress's
// .htaccess rules for a subdirectory network, in front of wpsitemap serving WordPress
// networks (checkNetworkFronts): one Apache per network, each taking every host.
func TestApacheNetwork(t *testing.T) {
	apache := needTool(t, "Apache (apache2-bin, which the wordpress package brings)", "apache2", "httpd")
	var mods []map[string]string
	for _, m := range apacheModules {
		found, _ := filepath.Glob(filepath.Join("/usr/lib/apache2/modules", m.file))
		if len(found) == 0 {
			dbtest.Unavailable(t, "Apache module %s (/usr/lib/apache2/modules/%s) is missing; run e2e/setup.sh", m.name, m.file)
			return
		}
		mods = append(mods, map[string]string{"Name": m.name, "Path": found[len(found)-1]})
	}
	b := startNetworkBackends(t)
	front := func(backend string) string {
		// Apache's children run as www-data when it starts as root: the folder they
		// read must be readable by them, which a test's temporary folder is not.
		dir, err := os.MkdirTemp("", "wpsitemap-e2e-apache-network-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		if err := os.Chmod(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		www := filepath.Join(dir, "www")
		if err := os.Mkdir(www, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"index.php", "wp-login.php"} {
			if err := os.WriteFile(filepath.Join(www, f), []byte(standInPHP), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		port := freePort(t)
		conf := filepath.Join(dir, "apache2.conf")
		writeTemplate(t, networkApacheConf, conf, map[string]any{
			"Dir": dir, "Port": port, "Root": os.Geteuid() == 0, "Modules": mods, "Backend": backend,
			"Snippet": filepath.Join(repoRoot, "deploy", "apache", "wpsitemap.conf"),
		})
		p := startProc(t, "apache2", nil, apache, "-f", conf, "-DFOREGROUND")
		p.logs = []string{filepath.Join(dir, "apache-error.log"), filepath.Join(dir, "apache-access.log")}
		waitListening(t, p, port)
		return "http://127.0.0.1:" + strconv.Itoa(port)
	}
	checkNetworkFronts(t, front(b.subdir), front(b.subdomain), front(b.mapped))
}

// networkCaddyfile is a Caddy for a network: every host on its port, the shipped snippet
// imported, and WordPress's subdirectory-network rules (its .htaccess, as a Caddy rewrite),
// in front of php-fpm running WordPress's stand-in.
var networkCaddyfile = template.Must(template.New("caddy").Parse(`{
	admin off
	auto_https off
	storage file_system {{.Dir}}/data
}

http://:{{.Port}} {
	root * {{.Dir}}/www
	import {{.Snippet}}
	@network path_regexp network ^/[_0-9a-zA-Z-]+(/wp-(content|admin|includes)/.*|/[^/]*\.php)$
	rewrite @network {re.network.1}
	php_fastcgi unix/{{.Socket}}
	file_server
	log {
		output file {{.Dir}}/caddy-access.log
	}
}
`))

// TestCaddyNetwork runs deploy/caddy/wpsitemap.caddy in a real Caddy, with WordPress's
// subdirectory-network rules, in front of wpsitemap serving WordPress networks
// (checkNetworkFronts): one Caddy per network, each taking every host on its port.
func TestCaddyNetwork(t *testing.T) {
	bin := needTool(t, "Caddy", "caddy")
	fpm := needTool(t, "php-fpm", "php-fpm", "php-fpm8.*", "php-fpm[0-9]*")
	b := startNetworkBackends(t)
	dir := t.TempDir()
	www := filepath.Join(dir, "www")
	if err := os.Mkdir(www, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"index.php", "wp-login.php"} {
		if err := os.WriteFile(filepath.Join(www, f), []byte(standInPHP), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	root := os.Geteuid() == 0
	fpmConf := filepath.Join(dir, "php-fpm.conf")
	writeTemplate(t, phpFPMConf, fpmConf, map[string]any{"Dir": dir, "Root": root})
	args := []string{fpm, "--nodaemonize", "--fpm-config", fpmConf}
	if root {
		args = append(args, "--allow-to-run-as-root")
	}
	p := startProc(t, "php-fpm", nil, args...)
	p.logs = []string{filepath.Join(dir, "php-fpm.log"), filepath.Join(dir, "php-errors.log")}
	sock := filepath.Join(dir, "php-fpm.sock")
	p.waitFor(t, "creating its socket", func() error {
		_, err := os.Stat(sock)
		return err
	})
	front := func(backend string) string {
		port := freePort(t)
		conf := filepath.Join(dir, "Caddyfile-"+strconv.Itoa(port))
		writeTemplate(t, networkCaddyfile, conf, map[string]any{
			"Dir": dir, "Port": port, "Socket": sock,
			"Snippet": filepath.Join(repoRoot, "deploy", "caddy", "wpsitemap.caddy"),
		})
		env := append(os.Environ(),
			"HOME="+dir, "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir,
			"WPSITEMAP_BACKEND="+strings.TrimPrefix(backend, "http://"),
			"WPSITEMAP_PHP_FASTCGI=unix/"+sock,
		)
		c := startProc(t, "caddy", env, bin, "run", "--config", conf, "--adapter", "caddyfile")
		c.logs = []string{filepath.Join(dir, "caddy-access.log")}
		waitListening(t, c, port)
		return "http://127.0.0.1:" + strconv.Itoa(port)
	}
	checkNetworkFronts(t, front(b.subdir), front(b.subdomain), front(b.mapped))
}
