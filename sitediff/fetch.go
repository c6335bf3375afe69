package sitediff

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// MaxDocBytes bounds one document read from the site: the sitemap
// protocol's 50 MB limit, with room to spare.
const MaxDocBytes = 64 << 20

// Fetcher reads the sitemaps a site serves, one request at a time.
type Fetcher struct {
	Client    *http.Client // http.DefaultClient when nil
	UserAgent string
	// Delay is the pause before every request but the first, so that the
	// site is not hurried.
	Delay time.Duration
	// Progress, when set, is told of each document read.
	Progress func(url string, status int, urls int)

	requests int
}

// Fetch reads base's sitemap_index.xml, then every sitemap it lists, in
// index order, and returns their entries by sitemap type. base is the
// site's home ("https://example.com/" or "https://example.com/blog/").
// Every document is requested from base's scheme and host, by the path
// the index gives it, so that a site whose stored home names another host
// (an internal name, http behind a TLS proxy) is still read where the
// operator pointed; redirects are followed as the client's policy says
// (net/http's: up to 10). A document that does not answer 200 is recorded
// in Live.Failed; a failed index is an error.
func (f *Fetcher) Fetch(ctx context.Context, base *url.URL) (*Live, error) {
	root := *base
	if !strings.HasSuffix(root.Path, "/") {
		root.Path += "/"
	}
	root.RawQuery, root.Fragment = "", ""
	indexURL := root.ResolveReference(&url.URL{Path: "sitemap_index.xml"})
	status, body, err := f.get(ctx, indexURL.String())
	if err != nil {
		return nil, err
	}
	if status != http.StatusOK {
		return nil, fmt.Errorf("GET %s: status %d", indexURL, status)
	}
	var idx struct {
		XMLName  xml.Name
		Sitemaps []struct {
			Loc string `xml:"loc"`
		} `xml:"sitemap"`
	}
	if err := xml.Unmarshal(body, &idx); err != nil || idx.XMLName.Local != "sitemapindex" {
		return nil, fmt.Errorf("GET %s: not a sitemap index", indexURL)
	}
	if f.Progress != nil {
		f.Progress(indexURL.String(), status, len(idx.Sitemaps))
	}
	live := &Live{Types: map[string]map[string]URL{}}
	for _, s := range idx.Sitemaps {
		loc, err := url.Parse(strings.TrimSpace(s.Loc))
		if err != nil {
			live.Failed = append(live.Failed, Failure{URL: s.Loc, Reason: "the index lists a URL that does not parse"})
			continue
		}
		u := root.ResolveReference(&url.URL{Path: loc.Path, RawQuery: loc.RawQuery})
		typ := SitemapType(u)
		if typ == "" {
			live.Failed = append(live.Failed, Failure{URL: u.String(), Reason: "not a sitemap name Yoast serves ({type}-sitemap{n}.xml)"})
			continue
		}
		status, body, err := f.get(ctx, u.String())
		if err != nil {
			if ctx.Err() != nil {
				return nil, err
			}
			live.Failed = append(live.Failed, Failure{URL: u.String(), Reason: err.Error()})
			continue
		}
		if status != http.StatusOK {
			live.Failed = append(live.Failed, Failure{URL: u.String(), Reason: "status " + strconv.Itoa(status)})
			continue
		}
		entries, err := parseURLSet(body)
		if err != nil {
			live.Failed = append(live.Failed, Failure{URL: u.String(), Reason: err.Error()})
			continue
		}
		if f.Progress != nil {
			f.Progress(u.String(), status, len(entries))
		}
		set := live.Types[typ]
		if set == nil {
			set = map[string]URL{}
			live.Types[typ] = set
			live.Order = append(live.Order, typ)
		}
		for _, e := range entries {
			if old, ok := set[e.Loc]; ok {
				// Listed twice (Yoast's OFFSET paging can repeat a row
				// across pages): one URL, its images merged.
				e.Images = append(old.Images, e.Images...)
			}
			set[e.Loc] = e
		}
		live.Documents++
	}
	return live, nil
}

// get requests u once, or twice when the site asks to wait (429 or 503
// with a Retry-After of at most a minute).
func (f *Fetcher) get(ctx context.Context, u string) (int, []byte, error) {
	for attempt := 0; ; attempt++ {
		wait := f.Delay
		if f.requests == 0 {
			wait = 0
		}
		if err := sleep(ctx, wait); err != nil {
			return 0, nil, err
		}
		f.requests++
		status, body, retry, err := f.once(ctx, u)
		if err != nil || retry <= 0 || attempt > 0 {
			return status, body, err
		}
		if err := sleep(ctx, retry); err != nil {
			return 0, nil, err
		}
	}
}

func (f *Fetcher) once(ctx context.Context, u string) (status int, body []byte, retry time.Duration, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return 0, nil, 0, err
	}
	if f.UserAgent != "" {
		req.Header.Set("User-Agent", f.UserAgent)
	}
	c := f.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, nil, 0, err
	}
	defer resp.Body.Close()
	body, err = io.ReadAll(io.LimitReader(resp.Body, MaxDocBytes+1))
	if err != nil {
		return 0, nil, 0, fmt.Errorf("GET %s: %w", u, err)
	}
	if len(body) > MaxDocBytes {
		return 0, nil, 0, fmt.Errorf("GET %s: larger than %d bytes", u, MaxDocBytes)
	}
	if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable {
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 && s <= 60 {
			retry = time.Duration(s) * time.Second
		}
	}
	return resp.StatusCode, body, retry, nil
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

var sitemapName = regexp.MustCompile(`(?:^|/)([^/]+?)-sitemap([0-9]*)\.xml$`)

// SitemapType is the type of a sitemap URL as Yoast names them:
// "post" for /post-sitemap3.xml, and the sitemap parameter of the plain
// form (/?sitemap=post&sitemap_n=3); "" for anything else.
func SitemapType(u *url.URL) string {
	if m := sitemapName.FindStringSubmatch(u.Path); m != nil {
		return m[1]
	}
	if t := u.Query().Get("sitemap"); t != "" && t != "1" {
		return t
	}
	return ""
}

// parseURLSet reads the <url> entries of a urlset document.
func parseURLSet(body []byte) ([]URL, error) {
	var doc struct {
		XMLName xml.Name
		URLs    []struct {
			Loc     string `xml:"loc"`
			LastMod string `xml:"lastmod"`
			Images  []struct {
				Loc string `xml:"loc"`
			} `xml:"image"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal(body, &doc); err != nil {
		return nil, fmt.Errorf("not XML: %w", err)
	}
	if doc.XMLName.Local != "urlset" {
		return nil, errors.New("not a urlset")
	}
	out := make([]URL, 0, len(doc.URLs))
	for _, x := range doc.URLs {
		e := URL{Loc: strings.TrimSpace(x.Loc), LastMod: strings.TrimSpace(x.LastMod)}
		for _, im := range x.Images {
			e.Images = append(e.Images, strings.TrimSpace(im.Loc))
		}
		out = append(out, e)
	}
	return out, nil
}
