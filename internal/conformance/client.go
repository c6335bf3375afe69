package conformance

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"
)

// response is one answer of the service; err is set when none came.
type response struct {
	method, path, url string
	status            int
	header            http.Header
	body              []byte
	err               error
}

func (r *response) get(name string) string {
	if r.header == nil {
		return ""
	}
	return r.header.Get(name)
}

func (r *response) describe() string {
	if r.err != nil {
		return fmt.Sprintf("no response (%v)", r.err)
	}
	return fmt.Sprintf("HTTP %d", r.status)
}

// client sends plain requests: no redirect followed, no transparent
// decompression, one connection per request; answers are cached by method,
// path and headers unless asked otherwise.
type client struct {
	ctx      context.Context
	base     string
	host     string // the host name requests name: the base's, or Options.Host's
	hostHdr  string // Options.Host: the Host header of every request that sets none
	http     *http.Client
	cache    map[string]*response
	requests int
}

func newClient(ctx context.Context, base, host string, timeout time.Duration) (*client, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" {
		return nil, scenarioErr("base must be http://HOST:PORT, got %q", base)
	}
	name := u.Hostname()
	if host != "" {
		h, err := url.Parse("http://" + host)
		if err != nil || h.Hostname() == "" || h.Host != host {
			return nil, scenarioErr("host must be HOST or HOST:PORT, got %q", host)
		}
		name = h.Hostname()
	}
	return &client{
		ctx:     ctx,
		base:    u.Scheme + "://" + u.Host,
		host:    name,
		hostHdr: host,
		cache:   map[string]*response{},
		http: &http.Client{
			Timeout:       timeout,
			Transport:     &http.Transport{DisableCompression: true, DisableKeepAlives: true},
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
	}, nil
}

func (c *client) request(method, path string, headers map[string]string, cached bool) *response {
	h := map[string]string{"Accept-Encoding": "identity", "User-Agent": "wpsitemap-conformance/1"}
	if c.hostHdr != "" {
		h["Host"] = c.hostHdr
	}
	for k, v := range headers {
		h[k] = v
	}
	keys := make([]string, 0, len(h))
	for k := range h {
		keys = append(keys, k+"="+h[k])
	}
	sort.Strings(keys)
	key := method + " " + path + " " + strings.Join(keys, "\x00")
	if r, ok := c.cache[key]; ok && cached {
		return r
	}
	r := &response{method: method, path: path, url: c.base + path}
	req, err := http.NewRequestWithContext(c.ctx, method, r.url, nil)
	if err == nil {
		for k, v := range h {
			if k == "Host" {
				req.Host = v
				continue
			}
			req.Header.Set(k, v)
		}
		var resp *http.Response
		resp, err = c.http.Do(req)
		if err == nil {
			r.status, r.header = resp.StatusCode, resp.Header
			r.body, err = io.ReadAll(resp.Body)
			resp.Body.Close()
		}
	}
	if err != nil {
		r.status, r.header, r.body, r.err = 0, nil, nil, err
	}
	c.requests++
	if cached {
		c.cache[key] = r
	}
	return r
}

func (c *client) getPath(path string) *response { return c.request(http.MethodGet, path, nil, true) }
