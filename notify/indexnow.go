package notify

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// DefaultEndpoint is the shared IndexNow endpoint, which forwards every
// submission to the engines that take part (Bing, Yandex, Seznam, Naver,
// Yep).
const DefaultEndpoint = "https://api.indexnow.org/indexnow"

// MaxURLs is the most URLs IndexNow takes in one request.
const MaxURLs = 10000

// KeyFileName is the file, in the state directory, that keeps the key
// generated when none is configured.
const KeyFileName = "indexnow-key.txt"

var keyPattern = regexp.MustCompile(`^[A-Za-z0-9-]{8,128}$`)

// ValidKey reports whether key is a valid IndexNow key: 8 to 128 letters,
// digits or dashes.
func ValidKey(key string) bool { return keyPattern.MatchString(key) }

// ReadKey returns the key kept in dir; an error wrapping os.ErrNotExist
// when none was generated yet.
func ReadKey(dir string) (string, error) {
	path := filepath.Join(dir, KeyFileName)
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("notify: %w", err)
	}
	k := strings.TrimSpace(string(b))
	if !ValidKey(k) {
		return "", fmt.Errorf("notify: %s does not hold a valid IndexNow key (8 to 128 letters, digits or dashes)", path)
	}
	return k, nil
}

// LoadKey returns the key kept in dir, generating one (32 hex digits) and
// keeping it there the first time.
func LoadKey(dir string) (string, error) {
	path := filepath.Join(dir, KeyFileName)
	k, err := ReadKey(dir)
	if !errors.Is(err, os.ErrNotExist) {
		return k, err
	}
	if k, err = NewKey(); err != nil {
		return "", err
	}
	if err := writeFile(path, []byte(k+"\n")); err != nil {
		return "", err
	}
	return k, nil
}

// NewKey generates a key: 32 random hex digits.
func NewKey() (string, error) {
	var raw [16]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return "", fmt.Errorf("notify: generate key: %w", err)
	}
	return hex.EncodeToString(raw[:]), nil
}

// KeyLocation is where the key file of key is published for the URLs of
// site (an absolute URL): at the root of site's scheme and host, which
// covers every URL of that host.
func KeyLocation(site, key string) (string, error) {
	u, err := url.Parse(site)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("notify: %q is not an absolute URL", site)
	}
	return u.Scheme + "://" + u.Host + "/" + key + ".txt", nil
}

// DefaultInterval is the least time between two requests of a Sender, and
// DefaultSettle how long URLs wait for others of the same burst.
const (
	DefaultInterval = 5 * time.Second
	DefaultSettle   = 2 * time.Second
)

// SenderOptions configure a Sender.
type SenderOptions struct {
	Endpoint string // DefaultEndpoint when empty
	Key      string
	// Interval is the least time between two requests (default 5 s).
	Interval time.Duration
	// Settle is how long URLs added to an idle Sender wait before they
	// are sent, so that a burst goes out as one request (default
	// DefaultSettle; negative: none).
	Settle time.Duration
	// MaxBackoff bounds the wait after refusals (default 10 min).
	MaxBackoff time.Duration
	// MaxBatch is the most URLs per request (default and at most MaxURLs).
	MaxBatch int
	Client   *http.Client // default: one with a 30 s timeout
	Logger   *slog.Logger
	// Withheld, when set, is asked about each URL of a batch before it is
	// sent: one it reports true for is dropped, unsent (a network's site
	// that closed or came to discourage search engines since the URL was
	// queued: the Sender is the whole network's, so it cannot be paused
	// for one site).
	Withheld func(url string) bool
	// Clock and After replace time.Now and time.After (tests).
	Clock func() time.Time
	After func(time.Duration) <-chan time.Time
}

// Sender submits the queue's URLs to IndexNow, oldest first, at most
// MaxBatch per request and one request per Interval. Every URL of a
// request has the first's scheme and host (IndexNow's host field). A
// network error, 429 or 5xx is retried with a doubling wait (Retry-After
// when the endpoint gives one), the URLs staying in the queue; any other
// answer that is not 2xx (a bad key, a wrong host) is logged once per
// status with the reason, and the batch is given up (counted as failed),
// as asking again would get the same answer.
type Sender struct {
	q    Source
	opts SenderOptions
	log  *slog.Logger

	wake   chan struct{}
	paused atomic.Bool
	sent   atomic.Int64
	failed atomic.Int64
	said   sync.Map
}

// NewSender returns a Sender of q's URLs: a Queue, or another Source.
func NewSender(q Source, opts SenderOptions) *Sender {
	if opts.Endpoint == "" {
		opts.Endpoint = DefaultEndpoint
	}
	if opts.Interval <= 0 {
		opts.Interval = DefaultInterval
	}
	if opts.MaxBackoff <= 0 {
		opts.MaxBackoff = 10 * time.Minute
	}
	switch {
	case opts.Settle == 0:
		opts.Settle = DefaultSettle
	case opts.Settle < 0:
		opts.Settle = 0
	}
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	if opts.After == nil {
		opts.After = time.After
	}
	if opts.MaxBatch <= 0 || opts.MaxBatch > MaxURLs {
		opts.MaxBatch = MaxURLs
	}
	if opts.Client == nil {
		opts.Client = &http.Client{Timeout: 30 * time.Second}
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	return &Sender{q: q, opts: opts, log: opts.Logger, wake: make(chan struct{}, 1)}
}

// Wake tells the Sender that URLs were added.
func (s *Sender) Wake() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// SetPaused holds (true) or resumes (false) submissions: nothing is sent
// while the site discourages search engines; the queue is kept.
func (s *Sender) SetPaused(p bool) {
	if s.paused.Swap(p) && !p {
		s.Wake()
	}
}

// Sent and Failed count the URLs submitted and given up; Queued those
// waiting.
func (s *Sender) Sent() int64   { return s.sent.Load() }
func (s *Sender) Failed() int64 { return s.failed.Load() }
func (s *Sender) Queued() int64 { return s.q.Len() }

// Interval is the least time between two requests.
func (s *Sender) Interval() time.Duration { return s.opts.Interval }

// Run submits until ctx ends. URLs added while nothing is scheduled wait
// Settle first, so that a burst of commits (an import, a bulk edit seen
// over several checks) goes out as one request.
func (s *Sender) Run(ctx context.Context) {
	now := s.opts.Clock
	var last time.Time
	failures := 0
	var due time.Time // the next attempt; zero: when woken
	if s.q.Len() > 0 {
		due = now() // left from before a restart
	}
	for {
		var fire <-chan time.Time
		if !due.IsZero() {
			fire = s.opts.After(due.Sub(now()))
		}
		select {
		case <-ctx.Done():
		case <-s.wake:
			if due.IsZero() { // nothing scheduled: a backoff is never cut short
				due = now().Add(s.opts.Settle)
			}
		case <-fire:
		}
		if ctx.Err() != nil {
			return
		}
		if due.IsZero() || now().Before(due) {
			continue // the settle delay, a refusal's backoff, or Interval, runs on
		}
		if s.paused.Load() {
			due = time.Time{} // SetPaused(false) wakes
			continue
		}
		if next := last.Add(s.opts.Interval); !last.IsZero() && now().Before(next) {
			due = next
			continue
		}
		b, err := s.q.Next(s.opts.MaxBatch, sameOrigin)
		if err != nil {
			s.log.Error("IndexNow queue unreadable", "err", err)
			due = now().Add(s.opts.MaxBackoff)
			continue
		}
		if len(b.URLs) == 0 {
			due = time.Time{}
			continue
		}
		if s.withhold(&b) {
			if err := s.q.Done(b); err != nil {
				s.log.Error("IndexNow queue not updated", "err", err)
			}
			due = now() // nothing was sent: the next batch may go at once
			continue
		}
		last = now()
		retry, after := s.submit(ctx, b)
		switch {
		case ctx.Err() != nil:
			return
		case retry:
			failures++
			wait := min(s.opts.MaxBackoff, s.opts.Interval<<min(failures, 16))
			if after > 0 {
				wait = min(max(after, s.opts.Interval), s.opts.MaxBackoff)
			}
			due = now().Add(wait)
		default:
			if failures > 0 {
				s.log.Info("IndexNow accepts submissions again", "attempts", failures+1)
			}
			failures = 0
			if err := s.q.Done(b); err != nil {
				s.log.Error("IndexNow queue not updated", "err", err)
			}
			due = last.Add(s.opts.Interval) // more may be queued
		}
	}
}

// withhold drops from b the URLs Withheld reports, and reports whether
// none is left to send.
func (s *Sender) withhold(b *Batch) bool {
	if s.opts.Withheld == nil {
		return false
	}
	kept := b.URLs[:0]
	for _, u := range b.URLs {
		if s.opts.Withheld(u) {
			s.log.Info("IndexNow: URL withheld: its site no longer accepts submissions", "url", u)
			continue
		}
		kept = append(kept, u)
	}
	b.URLs = kept
	return len(kept) == 0
}

// submit posts one batch. retry says the batch stays queued, after is the
// endpoint's Retry-After (0: none).
func (s *Sender) submit(ctx context.Context, b Batch) (retry bool, after time.Duration) {
	u, _ := url.Parse(b.URLs[0]) // sameOrigin parsed it
	loc, _ := KeyLocation(b.URLs[0], s.opts.Key)
	body, _ := json.Marshal(struct {
		Host        string   `json:"host"`
		Key         string   `json:"key"`
		KeyLocation string   `json:"keyLocation"`
		URLList     []string `json:"urlList"`
	}{u.Hostname(), s.opts.Key, loc, b.URLs})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.opts.Endpoint, bytes.NewReader(body))
	if err != nil {
		s.log.Error("IndexNow endpoint unusable", "endpoint", s.opts.Endpoint, "err", err)
		return true, 0
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	start := time.Now()
	resp, err := s.opts.Client.Do(req)
	if err != nil {
		if ctx.Err() == nil {
			s.log.Warn("IndexNow submission failed; retrying later", "urls", len(b.URLs), "err", err)
		}
		return true, 0
	}
	reason, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	resp.Body.Close()
	switch code := resp.StatusCode; {
	case code >= 200 && code < 300:
		s.sent.Add(int64(len(b.URLs)))
		s.log.Info("submitted to IndexNow", "urls", len(b.URLs), "host", u.Hostname(), "status", code, "duration", time.Since(start))
		return false, 0
	case code == http.StatusTooManyRequests || code >= 500:
		s.log.Warn("IndexNow refused the submission for now; retrying later", "urls", len(b.URLs), "status", code)
		return true, retryAfter(resp.Header.Get("Retry-After"))
	default:
		s.failed.Add(int64(len(b.URLs)))
		if _, seen := s.said.LoadOrStore(code, true); !seen {
			s.log.Error("IndexNow rejected the submission; these URLs are given up (a wrong key, a key file it cannot fetch, or URLs of another host)",
				"urls", len(b.URLs), "status", code, "reason", strings.TrimSpace(string(reason)), "key_location", loc)
		} else {
			s.log.Debug("IndexNow rejected the submission", "urls", len(b.URLs), "status", code)
		}
		return false, 0
	}
}

// retryAfter parses a Retry-After header in seconds (0: none or another form).
func retryAfter(h string) time.Duration {
	n, err := strconv.Atoi(strings.TrimSpace(h))
	if err != nil || n <= 0 {
		return 0
	}
	return time.Duration(n) * time.Second
}

// sameOrigin reports whether u has the scheme and host of first, so that
// they go in one request; a URL that does not parse goes alone.
func sameOrigin(first, u string) bool {
	a, err1 := url.Parse(first)
	b, err2 := url.Parse(u)
	return err1 == nil && err2 == nil && a.Scheme == b.Scheme && a.Host == b.Host && a.Host != ""
}
