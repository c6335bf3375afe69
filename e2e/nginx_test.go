package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"text/template"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// stack is WordPress behind nginx and php-fpm, with wpsitemap beside them: the setup that
// deploy/nginx/wpsitemap.conf is for, on loopback ports.
type stack struct {
	site   *site
	home   string // nginx's URL, the site's home
	direct string // wpsitemap's own URL
	fpm    string // php-fpm's socket, once started
}

// extraServer is one more nginx server block, on port, that hands sitemaps to backend with
// the snippet at Snippet (deploy/nginx/wpsitemap.conf when empty), and has the cache zone
// Cache ("": none) for the snippet to use.
type extraServer struct {
	Port    int
	Backend string
	Snippet string
	Cache   string
}

var phpFPMConf = template.Must(template.New("php-fpm").Parse(`[global]
pid = {{.Dir}}/php-fpm.pid
error_log = {{.Dir}}/php-fpm.log
daemonize = no

[e2e]
{{if .Root}}user = root
group = root
{{end}}listen = {{.Dir}}/php-fpm.sock
listen.mode = 0666
pm = static
pm.max_children = 4
clear_env = yes
catch_workers_output = yes
php_admin_flag[log_errors] = on
php_admin_value[error_log] = {{.Dir}}/php-errors.log
{{range .Env}}env[{{.Name}}] = "{{.Value}}"
{{end}}`))

// nginxConf is the site's nginx configuration: the usual WordPress server block, with the
// shipped snippet included first as its comment says.
var nginxConf = template.Must(template.New("nginx").Parse(`{{if .Root}}user root root;
{{end}}worker_processes 1;
daemon off;
pid {{.Dir}}/nginx.pid;
error_log {{.Dir}}/nginx-error.log notice;
events {
	worker_connections 256;
}
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log {{.Dir}}/nginx-access.log;
	client_body_temp_path {{.Dir}}/client_body;
	proxy_temp_path {{.Dir}}/proxy;
	fastcgi_temp_path {{.Dir}}/fastcgi;
	uwsgi_temp_path {{.Dir}}/uwsgi;
	scgi_temp_path {{.Dir}}/scgi;
{{range .Caches}}	proxy_cache_path {{$.Dir}}/cache-{{.}} levels=1:2 keys_zone={{.}}:1m max_size=16m inactive=10m use_temp_path=off;
{{end}}{{range .Servers}}
	server {
		listen 127.0.0.1:{{.Port}};
		server_name _;
		root /usr/share/wordpress;
		index index.php;

		set $wpsitemap_backend {{.Backend}};
		include {{.Snippet}};

		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			# Debian's fastcgi_params (nginx 1.22.1-9+deb12u11 and later) pass HTTP_HOST as $host,
			# without the port: WordPress on a port other than 80 or 443 would then answer
			# every URL with a 301 to itself (redirect_canonical). Give it the port back.
			fastcgi_param HTTP_HOST $host:$server_port;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_pass unix:{{$.Socket}};
		}
	}
{{end}}
}
`))

func writeTemplate(t testing.TB, tmpl *template.Template, path string, data any) {
	t.Helper()
	var b bytes.Buffer
	if err := tmpl.Execute(&b, data); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// startSite installs WordPress into db with home http://127.0.0.1:port (where the test's web
// server will listen), the custom types known through wpseo_titles and permalinks
// /%postname%/, and starts wpsitemap on another port.
func startSite(t *testing.T, db string, port int) *stack {
	t.Helper()
	sitemapPort := freePort(t)
	st := &stack{
		home:   "http://127.0.0.1:" + strconv.Itoa(port),
		direct: "http://127.0.0.1:" + strconv.Itoa(sitemapPort),
	}
	st.site = newSite(t, db, st.home)
	st.site.must(t, "titles", "on")
	// IndexNow on, so that its key file answers (checkFrontServer); what it submits goes to
	// a stand-in that accepts everything.
	engine := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	t.Cleanup(engine.Close)
	serveWpsitemap(t, db, sitemapPort, "", "WPSITEMAP_STATE_DIR="+t.TempDir(), "WPSITEMAP_INDEXNOW=on",
		"WPSITEMAP_INDEXNOW_KEY="+indexNowKey, "WPSITEMAP_INDEXNOW_ENDPOINT="+engine.URL)
	return st
}

// indexNowKey is the IndexNow key of the wpsitemap startSite runs.
const indexNowKey = "e2e-indexnow-key-0123"

// startFPM starts php-fpm for st's WordPress, its files in dir, and returns its socket. The
// site's settings reach WordPress as environment variables of the pool (see
// config-wpsitemap-e2e.php), WORDPRESS_CONFIG among them, so that any web server in front
// needs no parameters of its own.
func startFPM(t *testing.T, st *stack, dir string) string {
	t.Helper()
	fpm := needTool(t, "php-fpm", "php-fpm", "php-fpm8.*", "php-fpm[0-9]*")
	type envVar struct{ Name, Value string }
	env := []envVar{{"WORDPRESS_CONFIG", "wpsitemap-e2e"}}
	for _, kv := range st.site.env {
		k, v, _ := strings.Cut(kv, "=")
		if v == "" {
			continue // php-fpm rejects an empty env[] value; unset means empty there
		}
		if strings.ContainsAny(v, "\"\\$\n") {
			t.Fatalf("%s holds a character this test cannot pass through php-fpm's configuration", k)
		}
		env = append(env, envVar{k, v})
	}
	root := os.Geteuid() == 0
	conf := filepath.Join(dir, "php-fpm.conf")
	writeTemplate(t, phpFPMConf, conf, map[string]any{"Dir": dir, "Root": root, "Env": env})
	args := []string{fpm, "--nodaemonize", "--fpm-config", conf}
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
	return sock
}

// waitListening waits until p accepts connections on port.
func waitListening(t *testing.T, p *proc, port int) {
	t.Helper()
	addr := "127.0.0.1:" + strconv.Itoa(port)
	p.waitFor(t, "listening on "+addr, func() error {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
		}
		return err
	})
}

// startStack is startSite with nginx's address as home, plus php-fpm and nginx, which
// includes deploy/nginx/wpsitemap.conf. Everything stops when the test ends.
func startStack(t *testing.T, db string, extra ...extraServer) *stack {
	t.Helper()
	needTool(t, "nginx", "nginx")
	nginxPort := freePort(t)
	st := startSite(t, db, nginxPort)
	st.fpm = startFPM(t, st, t.TempDir())
	startNginx(t, st, append([]extraServer{{Port: nginxPort, Backend: st.direct}}, extra...)...)
	return st
}

// startNginx runs an nginx with the given server blocks in front of st's php-fpm; it stops
// when the test ends.
func startNginx(t *testing.T, st *stack, servers ...extraServer) {
	t.Helper()
	nginx := needTool(t, "nginx", "nginx")
	if _, err := os.Stat("/etc/nginx/fastcgi_params"); err != nil {
		dbtest.Unavailable(t, "nginx's fastcgi_params: %v; run e2e/setup.sh", err)
	}
	dir := t.TempDir()
	for i := range servers {
		if servers[i].Snippet == "" {
			servers[i].Snippet = filepath.Join(repoRoot, "deploy", "nginx", "wpsitemap.conf")
		}
	}
	var caches []string
	for _, s := range servers {
		if s.Cache != "" {
			caches = append(caches, s.Cache)
		}
	}
	conf := filepath.Join(dir, "nginx.conf")
	writeTemplate(t, nginxConf, conf, map[string]any{
		"Dir": dir, "Root": os.Geteuid() == 0, "Socket": st.fpm, "Servers": servers, "Caches": caches,
	})
	for _, d := range []string{"client_body", "proxy", "fastcgi", "uwsgi", "scgi"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	ng := startProc(t, "nginx", nil, nginx, "-p", dir, "-c", conf, "-e", filepath.Join(dir, "nginx-error.log"))
	ng.logs = []string{filepath.Join(dir, "nginx-error.log"), filepath.Join(dir, "nginx-access.log")}
	for _, s := range servers {
		waitListening(t, ng, s.Port)
	}
}

// fromWpsitemap checks that r is a sitemap answer of wpsitemap's: nginx adds no
// X-Robots-Tag, WordPress without Yoast answers none of these paths with one.
func fromWpsitemap(t *testing.T, r *response, status int, contentType string) {
	t.Helper()
	if r.StatusCode != status || !strings.HasPrefix(r.Header.Get("Content-Type"), contentType) {
		t.Fatalf("want %d %s: %v", status, contentType, r)
	}
	if got := r.Header.Get("X-Robots-Tag"); got != "noindex, follow" {
		t.Errorf("%s: X-Robots-Tag %q, want wpsitemap's \"noindex, follow\"", r.Request.URL, got)
	}
}

// recorder is a stand-in for wpsitemap that records the requests a web server hands it.
type recorder struct {
	*httptest.Server
	mu   sync.Mutex
	seen []*http.Request
}

func newRecorder(t *testing.T) *recorder {
	rec := &recorder{}
	rec.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec.mu.Lock()
		rec.seen = append(rec.seen, r.Clone(context.Background()))
		rec.mu.Unlock()
		w.Header().Set("Content-Type", "text/xml; charset=UTF-8")
		io.WriteString(w, "<sitemapindex/>")
	}))
	t.Cleanup(rec.Close)
	return rec
}

// checkForwarded asks the web server at front, which hands sitemaps to rec, for a sitemap
// and checks what reached rec: the URI, Host and the X-Forwarded-* headers.
func checkForwarded(t *testing.T, front string, rec *recorder, host, forwardedHost string) {
	t.Helper()
	r := get(t, front+"/sitemap_index.xml?probe=1")
	if r.StatusCode != http.StatusOK || string(r.body) != "<sitemapindex/>" {
		t.Fatalf("%v, want the recorder's answer", r)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.seen) != 1 {
		t.Fatalf("the recorder saw %d requests, want 1", len(rec.seen))
	}
	g := rec.seen[0]
	check := func(name, have, want string) {
		t.Helper()
		if have != want {
			t.Errorf("%s: %q, want %q", name, have, want)
		}
	}
	check("request URI", g.RequestURI, "/sitemap_index.xml?probe=1")
	check("Host", g.Host, host)
	check("X-Forwarded-For", g.Header.Get("X-Forwarded-For"), "127.0.0.1")
	check("X-Forwarded-Proto", g.Header.Get("X-Forwarded-Proto"), "http")
	check("X-Forwarded-Host", g.Header.Get("X-Forwarded-Host"), forwardedHost)
}

// TestNginx runs deploy/nginx/wpsitemap.conf in a real nginx in front of php-fpm and
// Debian's WordPress.
func TestNginx(t *testing.T) {
	// A second server block hands sitemaps to a recorder, to see the request as wpsitemap
	// would see it.
	rec := newRecorder(t)
	probePort := freePort(t)
	db := dbtest.TempDB(t, "wp_nginx")
	st := startStack(t, db, extraServer{Port: probePort, Backend: rec.URL})

	checkFrontServer(t, st)
	t.Run("check", func(t *testing.T) { checkThrough(t, st, db) })

	t.Run("headers-to-backend", func(t *testing.T) {
		// nginx's $host: no port.
		checkForwarded(t, "http://127.0.0.1:"+strconv.Itoa(probePort), rec, "127.0.0.1", "127.0.0.1")
	})

	t.Run("behind-a-cache", func(t *testing.T) { checkBehindCache(t, st) })

	t.Run("fallback-when-down", func(t *testing.T) {
		fallback := fallbackSnippet(t, "nginx/wpsitemap.conf", "error_page 502 504 = @wordpress;")
		f := newFallbackFronts(t)
		startNginx(t, st,
			extraServer{Port: f.down, Backend: f.dead, Snippet: fallback},
			extraServer{Port: f.up, Backend: f.stub, Snippet: fallback},
			extraServer{Port: f.shipped, Backend: f.dead})
		checkFallback(t, st.home, f, http.StatusBadGateway)
	})
}

// checkFrontServer checks a web server in front of WordPress and wpsitemap (st.home): the
// sitemaps and stylesheets come from wpsitemap, its 404s become WordPress's theme 404 page,
// WordPress serves the rest, and every URL the sitemaps list opens.
func checkFrontServer(t *testing.T, st *stack) {
	t.Run("index", func(t *testing.T) {
		r := get(t, st.home+"/sitemap_index.xml")
		fromWpsitemap(t, r, http.StatusOK, "text/xml")
		if !bytes.Contains(r.body, []byte("<sitemapindex")) {
			t.Fatalf("no <sitemapindex: %v", r)
		}
		if !bytes.Contains(r.body, []byte("<loc>"+st.home+"/post-sitemap.xml</loc>")) {
			t.Errorf("the index does not list %s/post-sitemap.xml: %v", st.home, r)
		}
		if direct := get(t, st.direct+"/sitemap_index.xml"); !bytes.Equal(direct.body, r.body) {
			t.Errorf("nginx's answer differs from wpsitemap's:\n%s\n---\n%s", r.body, direct.body)
		}
	})

	t.Run("post-sitemap", func(t *testing.T) {
		r := get(t, st.home+"/post-sitemap.xml")
		fromWpsitemap(t, r, http.StatusOK, "text/xml")
		if !bytes.Contains(r.body, []byte("<urlset")) || !bytes.Contains(r.body, []byte("<loc>"+st.home+"/hello-world/</loc>")) {
			t.Fatalf("no <urlset> with %s/hello-world/: %v", st.home, r)
		}
		// Conditional requests, HEAD and gzip pass through.
		etag := r.Header.Get("ETag")
		if etag == "" {
			t.Fatal("no ETag")
		}
		if c := get(t, st.home+"/post-sitemap.xml", "If-None-Match: "+etag); c.StatusCode != http.StatusNotModified {
			t.Errorf("If-None-Match %s: %v, want 304", etag, c)
		}
		h, err := do(http.MethodHead, st.home+"/post-sitemap.xml")
		if err != nil {
			t.Fatal(err)
		}
		if h.StatusCode != http.StatusOK || len(h.body) != 0 {
			t.Errorf("HEAD: %v", h)
		}
		z := get(t, st.home+"/post-sitemap.xml", "Accept-Encoding: gzip")
		if z.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("Accept-Encoding gzip: Content-Encoding %q", z.Header.Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(z.body))
		if err != nil {
			t.Fatal(err)
		}
		if plain, err := io.ReadAll(zr); err != nil || !bytes.Equal(plain, r.body) {
			t.Errorf("gunzipped body differs (%v)", err)
		}
	})

	t.Run("stylesheet", func(t *testing.T) {
		r := get(t, st.home+"/main-sitemap.xsl")
		fromWpsitemap(t, r, http.StatusOK, "text/xml") // as Yoast serves its XSL
		if !bytes.Contains(r.body, []byte("<xsl:stylesheet")) {
			t.Fatalf("not a stylesheet: %v", r)
		}
		if direct := get(t, st.direct+"/main-sitemap.xsl"); !bytes.Equal(direct.body, r.body) {
			t.Error("nginx's stylesheet differs from wpsitemap's")
		}
	})

	// Yoast's Video SEO and News SEO add-ons' sitemaps: the site has both options.
	t.Run("video-and-news", func(t *testing.T) {
		for _, path := range []string{"/video-sitemap.xml", "/news-sitemap.xml"} {
			fromWpsitemap(t, get(t, st.home+path), http.StatusOK, "text/xml")
		}
		for _, path := range []string{"/video-sitemap.xsl", "/news-sitemap.xsl"} {
			r := get(t, st.home+path)
			fromWpsitemap(t, r, http.StatusOK, "text/xml")
			if !bytes.Contains(r.body, []byte("<xsl:stylesheet")) {
				t.Errorf("%s is not a stylesheet: %v", path, r)
			}
		}
		e := st.site.expect(t)
		if err := checkAddOnContent(e, st.site.ids); err != nil {
			t.Fatal(err)
		}
		if err := checkAddOns(st.home, e, set("post", "page", "book")); err != nil {
			t.Errorf("the video and news sitemaps differ from WordPress:\n  %v", err)
		}
	})

	// The IndexNow key file answers through the web server at the host's root; another
	// name of the same form gets WordPress's 404 page, and robots.txt stays WordPress's.
	t.Run("indexnow-key-file", func(t *testing.T) {
		r := get(t, st.home+"/"+indexNowKey+".txt")
		if r.StatusCode != http.StatusOK || r.Header.Get("X-Generator") != "wpsitemap" ||
			!strings.HasPrefix(r.Header.Get("Content-Type"), "text/plain") {
			t.Fatalf("key file: %v, want 200 text/plain from wpsitemap", r)
		}
		if string(r.body) != indexNowKey {
			t.Errorf("key file body %q, want %q", r.body, indexNowKey)
		}
		other := get(t, st.home+"/other-name-4567.txt")
		if other.StatusCode != http.StatusNotFound || other.Header.Get("X-Generator") == "wpsitemap" ||
			!bytes.Contains(other.body, []byte("error404")) {
			t.Errorf("another .txt of the key's form: %v, want WordPress's 404 page", other)
		}
		robots := get(t, st.home+"/robots.txt")
		if robots.StatusCode != http.StatusOK || robots.Header.Get("X-Generator") == "wpsitemap" ||
			!bytes.Contains(robots.body, []byte("User-agent:")) {
			t.Errorf("robots.txt: %v, want WordPress's", robots)
		}
	})
	t.Run("people-and-crawlers", func(t *testing.T) { checkPeopleAndCrawlers(t, st) })

	t.Run("sitemap.xml", func(t *testing.T) {
		r := get(t, st.home+"/sitemap.xml")
		fromWpsitemap(t, r, http.StatusMovedPermanently, "")
		if loc := r.Header.Get("Location"); loc != st.home+"/sitemap_index.xml" {
			t.Errorf("Location %q, want %s/sitemap_index.xml", loc, st.home)
		}
	})

	t.Run("404-to-wordpress", func(t *testing.T) {
		direct := get(t, st.direct+"/foo-sitemap.xml")
		if direct.StatusCode != http.StatusNotFound || !strings.HasPrefix(direct.Header.Get("Content-Type"), "text/plain") {
			t.Fatalf("wpsitemap itself: %v, want its plain 404", direct)
		}
		r := get(t, st.home+"/foo-sitemap.xml")
		if r.StatusCode != http.StatusNotFound || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
			t.Fatalf("through nginx: %v, want WordPress's HTML 404", r)
		}
		for _, want := range []string{"<html", "error404", "twentytwentythree"} {
			if !bytes.Contains(r.body, []byte(want)) {
				t.Errorf("the 404 page has no %q; not the theme's 404 page?\n%s", want, tail(string(r.body), 2000))
			}
		}
	})

	t.Run("wordpress-pages", func(t *testing.T) {
		r := get(t, st.home+"/")
		if r.StatusCode != http.StatusOK || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/html") {
			t.Fatalf("home page: %v", r)
		}
		for _, want := range []string{"wpsitemap e2e", "Hello world!", "twentytwentythree"} {
			if !bytes.Contains(r.body, []byte(want)) {
				t.Errorf("home page has no %q", want)
			}
		}
		if r.Header.Get("X-Robots-Tag") != "" {
			t.Errorf("home page has X-Robots-Tag %q: not from WordPress?", r.Header.Get("X-Robots-Tag"))
		}
		// WordPress's canonical redirect, from PHP.
		p := get(t, st.home+"/?p=1")
		if p.StatusCode != http.StatusMovedPermanently || p.Header.Get("Location") != st.home+"/hello-world/" {
			t.Errorf("/?p=1: %v, Location %q; want WordPress's 301 to %s/hello-world/", p, p.Header.Get("Location"), st.home)
		}
	})

	// Every URL the sitemaps list opens on WordPress with 200: no 404, no redirect to
	// another URL.
	t.Run("every-listed-url-opens", func(t *testing.T) {
		all, err := fetchAll(st.home + "/sitemap_index.xml")
		if err != nil {
			t.Fatal(err)
		}
		if len(all.locs) < 20 {
			t.Fatalf("only %d URLs listed", len(all.locs))
		}
		// A published page under a draft: get_permalink leaves out the draft's empty slug,
		// and WordPress's own router then answers 404 for that link. Yoast lists it, and so
		// does wpsitemap; it is WordPress's quirk, not a wrong link.
		var quirk string
		for _, p := range st.site.expect(t).Posts {
			if p.ID == st.site.ids["page_child_of_draft"] {
				quirk = p.URL
			}
		}
		if _, ok := all.locs[quirk]; ok {
			if r, err := do(http.MethodGet, quirk); err == nil {
				t.Logf("known WordPress quirk: %s (a page under a draft) answers %d", quirk, r.StatusCode)
			}
			delete(all.locs, quirk)
		}
		jobs := make(chan string)
		var wg sync.WaitGroup
		var mu sync.Mutex
		var bad []string
		for range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for loc := range jobs {
					r, err := do(http.MethodGet, loc)
					if err == nil && r.StatusCode == http.StatusOK {
						continue
					}
					msg := fmt.Sprint(err)
					if err == nil {
						msg = fmt.Sprintf("%d %s", r.StatusCode, r.Header.Get("Location"))
					}
					mu.Lock()
					bad = append(bad, loc+": "+msg)
					mu.Unlock()
				}
			}()
		}
		for loc := range all.locs {
			jobs <- loc
		}
		close(jobs)
		wg.Wait()
		for _, b := range bad {
			t.Errorf("listed URL does not open: %s", b)
		}
		t.Logf("%d listed URLs checked on WordPress", len(all.locs))
	})

}
