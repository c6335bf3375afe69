package e2e

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"text/template"
)

// replicasConf is an nginx in front of two wpsitemap processes: an upstream group named in
// $wpsitemap_backend (nginx looks a proxy_pass variable up among its upstream groups first),
// the shipped snippet unchanged, and proxy_next_upstream at server level, which the
// snippet's location inherits: a request that finds its replica gone (refused, reset, or
// answering 503 while it prepares) goes to the other. This is the configuration docs/web-servers.md
// shows for replicas.
var replicasConf = template.Must(template.New("replicas").Parse(`{{if .Root}}user root root;
{{end}}worker_processes 1;
daemon off;
pid {{.Dir}}/nginx.pid;
error_log {{.Dir}}/nginx-error.log notice;
events {
	worker_connections 256;
}
http {
	access_log {{.Dir}}/nginx-access.log;
	client_body_temp_path {{.Dir}}/client_body;
	proxy_temp_path {{.Dir}}/proxy;
	fastcgi_temp_path {{.Dir}}/fastcgi;
	uwsgi_temp_path {{.Dir}}/uwsgi;
	scgi_temp_path {{.Dir}}/scgi;

	upstream wpsitemap_replicas {
{{range .Backends}}		server {{.}} max_fails=1 fail_timeout=30s;
{{end}}		keepalive 8;
	}
	server {
		listen 127.0.0.1:{{.Port}};
		server_name _;
		root {{.Dir}}/www;

		set $wpsitemap_backend http://wpsitemap_replicas;
		proxy_next_upstream error timeout http_502 http_503;
		include {{.Snippet}};
	}
}
`))

// TestReplicas: two wpsitemap processes on the same database behind one nginx serve the
// same documents with the same ETags, each answers 304 to the ETag the other gave, and
// stopping one in the middle of a crawl costs the crawler nothing: every page of the index
// answers 200 through nginx, before and after, and revalidation still gets 304s.
func TestReplicas(t *testing.T) {
	const db = "wpsitemap_fixtures"
	nginx := needTool(t, "nginx", "nginx")
	var addrs []string
	var procs []*proc
	for range 2 {
		addr := "127.0.0.1:" + strconv.Itoa(freePort(t))
		// One entry per page: many documents to crawl.
		env := append(wpsitemapEnv(db, addr, ""), "WPSITEMAP_ENTRIES_PER_PAGE=1", "WPSITEMAP_LOG_LEVEL=warn")
		p := startProc(t, "wpsitemap "+addr, env, wpsitemapBinary(t), "serve")
		p.waitFor(t, "serving the index", func() error {
			r, err := do(http.MethodGet, "http://"+addr+"/sitemap_index.xml")
			if err != nil {
				return err
			}
			if r.StatusCode != http.StatusOK {
				return errors.New(r.String())
			}
			return nil
		})
		addrs, procs = append(addrs, addr), append(procs, p)
	}

	// The documents the index lists, by path (the locs name the stored home, not nginx).
	var idx sitemapIndex
	if err := fetchXML("http://"+addrs[0]+"/sitemap_index.xml", &idx); err != nil {
		t.Fatal(err)
	}
	paths := []string{"/sitemap_index.xml"}
	for _, sm := range idx.Sitemaps {
		u, err := url.Parse(sm.Loc)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, u.Path)
	}
	if len(paths) < 20 {
		t.Fatalf("the index lists %d sitemaps; the crawl below wants many", len(paths)-1)
	}

	// Same documents, same ETags, and each replica takes the other's ETag.
	for _, path := range paths {
		for _, enc := range []string{"identity", "gzip"} {
			a := get(t, "http://"+addrs[0]+path, "Accept-Encoding: "+enc)
			b := get(t, "http://"+addrs[1]+path, "Accept-Encoding: "+enc)
			if a.StatusCode != http.StatusOK || b.StatusCode != http.StatusOK {
				t.Fatalf("%s: %v / %v", path, a, b)
			}
			if !bytes.Equal(a.body, b.body) {
				t.Errorf("%s (%s): the replicas answer different documents", path, enc)
			}
			if ea, eb := a.Header.Get("ETag"), b.Header.Get("ETag"); ea == "" || ea != eb {
				t.Errorf("%s (%s): ETags %q and %q, want one", path, enc, ea, eb)
			}
			if r := get(t, "http://"+addrs[1]+path, "Accept-Encoding: "+enc, "If-None-Match: "+a.Header.Get("ETag")); r.StatusCode != http.StatusNotModified {
				t.Errorf("%s (%s): replica 2 answers %d to replica 1's ETag, want 304", path, enc, r.StatusCode)
			}
		}
	}

	// nginx in front of both, the shipped snippet included.
	dir := t.TempDir()
	for _, d := range []string{"client_body", "proxy", "fastcgi", "uwsgi", "scgi", "www"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	port := freePort(t)
	conf := filepath.Join(dir, "nginx.conf")
	writeTemplate(t, replicasConf, conf, map[string]any{"Dir": dir, "Root": os.Geteuid() == 0, "Port": port,
		"Backends": addrs, "Snippet": filepath.Join(repoRoot, "deploy", "nginx", "wpsitemap.conf")})
	ng := startProc(t, "nginx", nil, nginx, "-p", dir, "-c", conf, "-e", filepath.Join(dir, "nginx-error.log"))
	ng.logs = []string{filepath.Join(dir, "nginx-error.log"), filepath.Join(dir, "nginx-access.log")}
	waitListening(t, ng, port)
	front := "http://127.0.0.1:" + strconv.Itoa(port)

	// A crawler through nginx, keeping each page's ETag; replica 2 stops half way, with
	// nginx's keep-alive connections to it open.
	etags := map[string]string{}
	crawl := func(from, to int) {
		for _, path := range paths[from:to] {
			r := get(t, front+path, "Accept-Encoding: gzip")
			if r.StatusCode != http.StatusOK {
				t.Errorf("crawl: %v", r)
				continue
			}
			if _, err := gunzip(r.body); err != nil {
				t.Errorf("crawl %s: %v", path, err)
			}
			etags[path] = r.Header.Get("ETag")
		}
	}
	half := len(paths) / 2
	crawl(0, half)
	procs[1].stop()
	crawl(half, len(paths))
	crawl(0, half) // pages first fetched while both ran, now from replica 1 alone
	if t.Failed() {
		return
	}
	// Revalidation through nginx: every ETag, whichever replica gave it, is current.
	for _, path := range paths {
		if r := get(t, front+path, "Accept-Encoding: gzip", "If-None-Match: "+etags[path]); r.StatusCode != http.StatusNotModified {
			t.Errorf("revalidate %s with %s: %d, want 304", path, etags[path], r.StatusCode)
		}
	}
}

func gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}
