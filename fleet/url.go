package fleet

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/redis/go-redis/v9"
)

// Conn is where the fleet's Redis is and how to log in to it, parsed from
// WPSITEMAP_REDIS by ParseURL: one server, or a Sentinel-managed primary.
type Conn struct {
	single   *redis.Options
	failover *redis.FailoverOptions
	shown    string // the URL with its passwords redacted
}

// ParseURL parses a Redis URL without connecting. The forms are go-redis's:
//
//	redis://[user:password@]host[:port][/db][?option=value...]
//	rediss://...   the same over TLS (checked against the host name)
//	unix://[user:password@]/path/to/redis.sock[?db=N]
//
// A URL with the query parameter master_name is a Sentinel setup
// (go-redis's ParseFailoverURL): host:port and each addr=host:port
// parameter are Sentinels, the user and password of the URL log in to the
// Sentinels, and the parameters username= and password= to the primary.
// The query parameters are go-redis's option names in snake case
// (dial_timeout=3s, pool_size=20); an unknown one is an error.
//
// The error never contains the password: go-redis's and net/url's
// messages quote the whole URL, so they are replaced.
func ParseURL(s string) (*Conn, error) {
	if !strings.Contains(s, "://") {
		return nil, errors.New("must be a URL such as redis://host:6379/0 (rediss:// for TLS, unix:///path/redis.sock)")
	}
	u, err := url.Parse(s)
	if err != nil {
		// url.Error quotes the URL, password included: keep only the reason.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, hidePassword(fmt.Errorf("not a URL: %w", err), s)
	}
	switch u.Scheme {
	case "redis", "rediss", "unix":
	default:
		return nil, fmt.Errorf("must be a redis://, rediss:// or unix:// URL, got scheme %q", u.Scheme)
	}
	c := &Conn{shown: Redact(s)}
	if u.Query().Has("master_name") {
		if u.Scheme == "unix" {
			return nil, errors.New("a Sentinel setup (master_name=) needs redis:// or rediss://")
		}
		if c.failover, err = redis.ParseFailoverURL(s); err != nil {
			return nil, hidePassword(err, s)
		}
		if c.failover.MasterName == "" {
			return nil, errors.New("master_name= is empty")
		}
		c.failover.ContextTimeoutEnabled = true
		return c, nil
	}
	if c.single, err = redis.ParseURL(s); err != nil {
		return nil, hidePassword(err, s)
	}
	// The lease's timing rests on contexts' deadlines being kept.
	c.single.ContextTimeoutEnabled = true
	return c, nil
}

// hidePassword returns err without anything of the URL s it may echo,
// when s holds credentials. Passwords are removed where they appear
// whole; and since a password with an unencoded '/', '?', '#' or '@' is
// parsed as part of the host, path or query, an echoed value (after a
// quote, or after the last ": ") is cut off unless it is an option's name.
func hidePassword(err error, s string) error {
	msg := err.Error()
	if !strings.Contains(s, "@") && !strings.Contains(s, "password=") {
		return err // no credentials
	}
	if u, perr := url.Parse(s); perr == nil {
		if p, ok := u.User.Password(); ok && p != "" {
			msg = strings.ReplaceAll(msg, p, redacted)
		}
		if p := u.Query().Get("password"); p != "" {
			msg = strings.ReplaceAll(msg, p, redacted)
		}
	}
	if i := strings.IndexByte(msg, '"'); i >= 0 {
		msg = strings.TrimRight(msg[:i], " :")
	}
	if i := strings.LastIndex(msg, ": "); i > strings.Index(msg, ": ") && strings.Trim(msg[i+2:], "abcdefghijklmnopqrstuvwxyz_, ") != "" {
		msg = msg[:i]
	}
	if strings.Contains(s, "@") {
		msg += " (a password holding / ? # @ or % must be percent-encoded)"
	}
	return errors.New(msg)
}

// redacted stands for a password in what is shown.
const redacted = "[redacted]"

// Redact returns the Redis URL s with its passwords (the user's, and a
// password= parameter) replaced by [redacted], for logs and messages.
// Something that does not parse as a URL is shown as [redacted] whole.
func Redact(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return redacted
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "REDACTED")
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "REDACTED")
		u.RawQuery = q.Encode()
	}
	return strings.ReplaceAll(u.String(), "REDACTED", redacted)
}

// String is the URL with its passwords redacted.
func (c *Conn) String() string { return c.shown }

// Sentinel reports whether the URL names a Sentinel setup.
func (c *Conn) Sentinel() bool { return c.failover != nil }

// Client returns a new client of the server or primary; the caller closes
// it. It connects on first use.
func (c *Conn) Client() *redis.Client {
	if c.failover != nil {
		o := *c.failover
		return redis.NewFailoverClient(&o)
	}
	o := *c.single
	return redis.NewClient(&o)
}
