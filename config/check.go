package config

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"os"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wpsitemap/wpsitemap/notify"
)

// parseEntriesPerPage parses --entries-per-page: a decimal integer from
// MinEntriesPerPage to MaxEntriesPerPage.
func parseEntriesPerPage(v string) (int, error) {
	n, ok := parseDecimal(v, MaxEntriesPerPage)
	if !ok || n < MinEntriesPerPage {
		return 0, fmt.Errorf("must be an integer from %d to %d, got %q", MinEntriesPerPage, MaxEntriesPerPage, v)
	}
	return n, nil
}

// checkTypesFile checks that the --config file, if any, is readable; it is
// parsed elsewhere.
func checkTypesFile(v string, readFile func(string) ([]byte, error)) (string, error) {
	if v == "" {
		return "", nil
	}
	if _, err := readFile(v); err != nil {
		return "", err
	}
	return v, nil
}

// parseOnOff parses "on" or "off", in any case.
func parseOnOff(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "on":
		return true, nil
	case "off":
		return false, nil
	}
	return false, fmt.Errorf(`must be "on" or "off", got %q`, v)
}

// checkStateDir checks that --state-dir, if any, is an existing directory.
func checkStateDir(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	fi, err := os.Stat(v)
	if err != nil {
		return "", err
	}
	if !fi.IsDir() {
		return "", fmt.Errorf("%s is not a directory", v)
	}
	return v, nil
}

// parseDBTimeout parses --db-timeout: a Go duration from MinDBTimeout to
// MaxDBTimeout.
func parseDBTimeout(v string) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil || d < MinDBTimeout || d > MaxDBTimeout {
		return 0, fmt.Errorf("must be a duration from %v to %v, such as 5s or 1500ms, got %q", MinDBTimeout, MaxDBTimeout, v)
	}
	return d, nil
}

// checkName checks a user or database name: not empty, no control
// characters, at most max characters if max > 0.
func checkName(v string, max int) (string, error) {
	switch {
	case v == "":
		return "", errors.New("must not be empty")
	case strings.ContainsFunc(v, unicode.IsControl) || !utf8.ValidString(v):
		return "", fmt.Errorf("must be valid UTF-8 without control characters, got %q", v)
	case max > 0 && utf8.RuneCountInString(v) > max:
		return "", fmt.Errorf("must be at most %d characters, got %q", max, v)
	}
	return v, nil
}

// checkPrefix checks the table prefix. WordPress refuses any other
// character too (wpdb::set_prefix), and the rule is what makes it safe to
// put the prefix into SQL text.
func checkPrefix(v string) (string, error) {
	ok := v != ""
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			ok = false
		}
	}
	if !ok {
		return "", fmt.Errorf("must be letters, digits and underscores only (^[A-Za-z0-9_]+$), got %q", v)
	}
	return v, nil
}

// checkListenAddr checks an HTTP listen address: host:port, where host may
// be empty (all interfaces), an IP address or a host name, and port a
// number from 0 (any free port) to 65535.
func checkListenAddr(v string) (string, error) {
	host, port, err := net.SplitHostPort(v)
	if err != nil {
		return "", fmt.Errorf("must be host:port, such as 127.0.0.1:8080 or :8080, got %q", v)
	}
	if _, ok := parseDecimal(port, 65535); !ok {
		return "", fmt.Errorf("port must be a number from 0 to 65535, got %q", v)
	}
	if host != "" && !validHostName(host) {
		if _, err := netip.ParseAddr(host); err != nil {
			return "", fmt.Errorf("invalid host %q, got %q", host, v)
		}
	}
	return v, nil
}

// parseImageHosts parses a comma-separated list of bare host names. Blanks
// around names and empty items are ignored; names are lower-cased and
// duplicates dropped. nil means none.
func parseImageHosts(v string) ([]string, error) {
	var hosts []string
	for _, h := range strings.Split(v, ",") {
		h = strings.ToLower(strings.TrimSpace(h))
		if h == "" {
			continue
		}
		if err := checkBareHost(h); err != nil {
			return nil, err
		}
		if !contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	return hosts, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkBareHost checks that h (lower case) is a DNS host name such as
// cdn.example.com: no scheme, port or path, labels of letters, digits and
// inner hyphens. Images are matched on the exact host.
func checkBareHost(h string) error {
	if strings.ContainsAny(h, "/:[]@?#") {
		return fmt.Errorf("each entry must be a bare host name such as cdn.example.com, without scheme, port or path, got %q", h)
	}
	bad := len(h) > 253
	for _, label := range strings.Split(h, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			bad = true
		}
		for i := 0; i < len(label); i++ {
			if c := label[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
				bad = true
			}
		}
	}
	if bad {
		return fmt.Errorf("%q is not a valid host name (letters, digits, hyphens and dots; use punycode for other scripts)", h)
	}
	return nil
}

// oneOf returns v lower-cased if it is one of choices.
func oneOf(v string, choices ...string) (string, error) {
	lv := strings.ToLower(v)
	for _, c := range choices {
		if lv == c {
			return lv, nil
		}
	}
	return "", fmt.Errorf("must be one of %s, got %q", strings.Join(choices, ", "), v)
}

// checkHTTPURL checks an absolute http or https URL.
func checkHTTPURL(v string) (string, error) {
	u, err := url.Parse(v)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", fmt.Errorf("must be an absolute http or https URL, got %q", v)
	}
	return v, nil
}

// parsePing parses --ping: space-separated absolute http(s) URL templates,
// each holding {sitemap} (notify.CheckPingTemplate).
func parsePing(v string) ([]string, error) {
	var out []string
	for _, t := range strings.Fields(v) {
		if err := notify.CheckPingTemplate(t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}
