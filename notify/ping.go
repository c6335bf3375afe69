package notify

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// Placeholder is what a ping template holds where the sitemap index's URL
// goes, percent-encoded.
const Placeholder = "{sitemap}"

// CheckPingTemplate reports what is wrong with a ping URL template: it
// must be an absolute http(s) URL holding Placeholder.
func CheckPingTemplate(t string) error {
	if !strings.Contains(t, Placeholder) {
		return fmt.Errorf("%q holds no %s", t, Placeholder)
	}
	u, err := url.Parse(strings.ReplaceAll(t, Placeholder, "x"))
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return fmt.Errorf("%q is not an absolute http or https URL", t)
	}
	return nil
}

// PingURL is template with the index URL put in place of Placeholder.
func PingURL(template, indexURL string) string {
	return strings.ReplaceAll(template, Placeholder, url.QueryEscape(indexURL))
}

// PingOptions configure a Pinger.
type PingOptions struct {
	Templates []string // checked by CheckPingTemplate
	// Settle is how long changes must stop before a ping (default 10 s);
	// Every the least time between two pings (default a minute).
	Settle, Every time.Duration
	Client        *http.Client // default: one with a 30 s timeout
	Logger        *slog.Logger
	// Clock and After replace time.Now and time.After (tests).
	Clock func() time.Time
	After func(time.Duration) <-chan time.Time
}

// Pinger requests every ping URL once after changes settle, at most once
// per Every: GET of each template with each index URL that changed since
// the last round (a network's sites each have their index, and share the
// one Pinger, so that the process pings at most once per Every). An answer
// that is not 2xx, or none, is logged; pings are not retried (the next
// change pings again).
type Pinger struct {
	opts PingOptions
	log  *slog.Logger
	wake chan struct{}

	mu      sync.Mutex
	owed    []string  // the index URLs changed since the last round, in order
	changed time.Time // when the last change was reported; zero: none owed
}

// NewPinger returns a Pinger.
func NewPinger(opts PingOptions) *Pinger {
	if opts.Settle <= 0 {
		opts.Settle = 10 * time.Second
	}
	if opts.Every <= 0 {
		opts.Every = time.Minute
	}
	if opts.Client == nil {
		opts.Client = &http.Client{Timeout: 30 * time.Second}
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.After == nil {
		opts.After = time.After
	}
	return &Pinger{opts: opts, log: opts.Logger, wake: make(chan struct{}, 1)}
}

// Changed reports that the sitemaps of the index at indexURL changed.
func (p *Pinger) Changed(indexURL string) {
	if len(p.opts.Templates) == 0 {
		return
	}
	p.mu.Lock()
	if !slices.Contains(p.owed, indexURL) {
		p.owed = append(p.owed, indexURL)
	}
	p.changed = p.opts.Clock()
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// Run pings until ctx ends.
func (p *Pinger) Run(ctx context.Context) {
	var last time.Time
	for {
		p.mu.Lock()
		changed := p.changed
		p.mu.Unlock()
		var fire <-chan time.Time
		if !changed.IsZero() {
			due := pingDue(changed, last, p.opts.Settle, p.opts.Every)
			if now := p.opts.Clock(); now.Before(due) {
				fire = p.opts.After(due.Sub(now))
			} else {
				p.mu.Lock()
				owed := p.owed
				p.owed, p.changed = nil, time.Time{}
				p.mu.Unlock()
				last = now
				for _, index := range owed {
					p.ping(ctx, index)
				}
				continue
			}
		}
		select {
		case <-ctx.Done():
		case <-p.wake:
		case <-fire:
		}
		if ctx.Err() != nil {
			return
		}
	}
}

// pingDue is when a ping is due for a change reported at changed: once
// changes settled, and not within every of the last ping (zero: none).
func pingDue(changed, last time.Time, settle, every time.Duration) time.Time {
	due := changed.Add(settle)
	if !last.IsZero() && due.Before(last.Add(every)) {
		due = last.Add(every)
	}
	return due
}

func (p *Pinger) ping(ctx context.Context, index string) {
	for _, t := range p.opts.Templates {
		u := PingURL(t, index)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			p.log.Warn("ping not sent", "url", u, "err", err)
			continue
		}
		resp, err := p.opts.Client.Do(req)
		if err != nil {
			p.log.Warn("ping failed", "url", u, "err", err)
			continue
		}
		io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
		resp.Body.Close()
		if resp.StatusCode/100 != 2 {
			p.log.Warn("ping refused", "url", u, "status", resp.StatusCode)
			continue
		}
		p.log.Info("pinged", "url", u, "status", resp.StatusCode)
	}
}
