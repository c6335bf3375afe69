package config

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"unicode"
)

// defaultMySQLPort is the port used when DB_HOST names none, as in mysqli.
const defaultMySQLPort = "3306"

// parseDBHost turns a WordPress DB_HOST value into a network ("tcp" or "unix")
// and an address for the MySQL driver ("host:port", "[v6]:port" or a socket
// path). local reports "localhost" without a socket path, which mysqli
// reaches through its default Unix socket: the address is then the TCP
// fallback, 127.0.0.1 and the port (see DB.Endpoint).
//
// It accepts every form wpdb::parse_db_host (wp-includes/class-wpdb.php)
// accepts, and connects where PHP's mysqli would connect with it:
//
//	db                               tcp  db:3306
//	db:3307                          tcp  db:3307
//	192.0.2.7:3307                   tcp  192.0.2.7:3307
//	::1, [::1]                       tcp  [::1]:3306
//	[2001:db8::7]:3307               tcp  [2001:db8::7]:3307
//	:/run/mysqld/mysqld.sock         unix /run/mysqld/mysqld.sock
//	localhost:/run/mysqld/mysqld.sock, localhost:3306:/run/mysqld/mysqld.sock
//	                                 unix /run/mysqld/mysqld.sock
//	/run/mysqld/mysqld.sock          unix /run/mysqld/mysqld.sock (see below)
//	db:/run/mysqld/mysqld.sock       tcp  db:3306 (see below)
//	localhost, localhost:3307        local, else tcp 127.0.0.1:3306, 127.0.0.1:3307
//
// mysqli reaches "localhost", with or without a port, through the client
// library's default Unix socket; Go's driver has no default, so DB.Endpoint
// looks for the socket where MariaDB and MySQL put it, and uses TCP to
// 127.0.0.1 only when there is none.
//
// Where it differs from WordPress, on purpose:
//
//   - mysqli uses a socket path only when the host is empty or "localhost"
//     (case-insensitively, as mysqlnd does); with any other host it ignores
//     the path and uses TCP. So does parseDBHost, so that wpsitemap connects
//     where WordPress connects.
//   - WordPress parses a bare "/path/to/socket" as an empty host without a
//     socket, so mysqli silently falls back to its default socket. The only
//     sensible reading is the path, so parseDBHost uses it.
//   - WordPress ignores trailing garbage ("db:abc" is host "db") and turns an
//     empty host with a port (":3306") into the default socket. parseDBHost
//     rejects those, as well as whitespace, ports outside 1..65535, URLs and
//     malformed IPv6 addresses.
//   - IPv6 zones ("fe80::1%eth0") and IPv4-mapped IPv6 addresses, which
//     WordPress's pattern cuts short, are accepted whole.
//
// An IPv6 address with two or more colons and no brackets is always read as
// an address without a port, as WordPress does: "::1:3307" is the address
// ::1:3307 on port 3306. Write "[::1]:3307" for a port.
//
// Errors do not name the setting; the caller adds it.
func parseDBHost(s string) (network, addr string, local bool, err error) {
	if s == "" {
		return "", "", false, errors.New("must not be empty")
	}
	if strings.ContainsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) {
		return "", "", false, fmt.Errorf("must not contain spaces or control characters, got %q", s)
	}
	if strings.Contains(s, "://") {
		return "", "", false, fmt.Errorf("must be host, host:port or host:/path/to/socket, not a URL, got %q", s)
	}

	// Peel the socket off first, as wpdb::parse_db_host does: everything
	// from the first ":/" on is the path.
	host, socket := s, ""
	if i := strings.Index(s, ":/"); i >= 0 {
		host, socket = s[:i], s[i+1:]
	} else if strings.HasPrefix(s, "/") {
		host, socket = "", s
	}
	if socket != "" && strings.HasSuffix(socket, "/") {
		return "", "", false, fmt.Errorf("socket path %q ends in a slash, got %q", socket, s)
	}

	h, port, err := splitDBHostPort(host, s)
	if err != nil {
		return "", "", false, err
	}
	if socket != "" && (h == "" || strings.EqualFold(h, "localhost")) {
		return "unix", socket, false, nil
	}
	if port == "" {
		port = defaultMySQLPort
	}
	if strings.EqualFold(h, "localhost") {
		return "tcp", net.JoinHostPort("127.0.0.1", port), true, nil
	}
	return "tcp", net.JoinHostPort(h, port), false, nil
}

// defaultSockets are where MariaDB and MySQL put the Unix socket that
// mysqli uses for "localhost", in the order DB.Endpoint tries them: Debian
// and Ubuntu's /run/mysqld, its older /var/run alias, and the compiled-in
// default of MySQL's own builds.
var defaultSockets = []string{"/run/mysqld/mysqld.sock", "/var/run/mysqld/mysqld.sock", "/tmp/mysql.sock"}

// Endpoint returns where to connect. For DB_HOST "localhost" (db.Local),
// as PHP's mysqli does, that is the local Unix socket: the first of
// /run/mysqld/mysqld.sock, /var/run/mysqld/mysqld.sock and /tmp/mysql.sock
// for which isSocket is true; only when there is none, TCP to db.Addr
// (127.0.0.1 and the port given, 3306 by default). Otherwise it is db.Net
// and db.Addr.
func (db DB) Endpoint(isSocket func(path string) bool) (network, addr string) {
	if db.Local {
		for _, p := range defaultSockets {
			if isSocket(p) {
				return "unix", p
			}
		}
	}
	return db.Net, db.Addr
}

// splitDBHostPort splits the host part of a DB_HOST value (socket already
// removed) into host and port; port is "" when none is given. whole is the
// full value, for error messages.
func splitDBHostPort(host, whole string) (h, port string, err error) {
	switch {
	case host == "":
		return "", "", nil

	case strings.HasPrefix(host, "["):
		end := strings.IndexByte(host, ']')
		if end < 0 {
			return "", "", fmt.Errorf("missing ] after IPv6 address, got %q", whole)
		}
		h, rest := host[1:end], host[end+1:]
		if !isIPv6(h) {
			return "", "", fmt.Errorf("%q is not an IPv6 address (brackets are only for IPv6), got %q", h, whole)
		}
		if rest == "" {
			return h, "", nil
		}
		if rest[0] != ':' {
			return "", "", fmt.Errorf("unexpected %q after ], got %q", rest, whole)
		}
		port, err := parsePort(rest[1:], whole)
		return h, port, err

	case strings.Count(host, ":") > 1:
		// Two colons or more: WordPress reads an IPv6 address without
		// brackets, and without a port.
		if !isIPv6(host) {
			return "", "", fmt.Errorf("%q is not an IPv6 address (write [address]:port for a port), got %q", host, whole)
		}
		return host, "", nil

	default:
		h, p, hasPort := strings.Cut(host, ":")
		if hasPort && h == "" {
			return "", "", fmt.Errorf("empty host before the port (for a socket write :/path/to/socket), got %q", whole)
		}
		if !validHostName(h) {
			return "", "", fmt.Errorf("invalid host name %q, got %q", h, whole)
		}
		if !hasPort {
			return h, "", nil
		}
		port, err := parsePort(p, whole)
		return h, port, err
	}
}

// parsePort checks that p is a decimal port from 1 to 65535 and returns it
// without leading zeros.
func parsePort(p, whole string) (string, error) {
	n, ok := parseDecimal(p, 65535)
	if !ok || n == 0 {
		return "", fmt.Errorf("port must be a number from 1 to 65535, got %q", whole)
	}
	return strconv.Itoa(n), nil
}

// parseDecimal parses a string of ASCII digits with a value up to max.
// Unlike strconv.Atoi it rejects signs, and it cannot overflow.
func parseDecimal(s string, max int) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
		if n > max {
			return 0, false
		}
	}
	return n, true
}

func isIPv6(s string) bool {
	a, err := netip.ParseAddr(s)
	return err == nil && a.Is6()
}

// validHostName reports whether s looks like a host name or an IPv4 address
// a resolver could be asked about. It is lenient on purpose (underscores, as
// in Docker Compose service names, are allowed): the resolver has the last
// word; this only catches values that cannot be a host at all.
func validHostName(s string) bool {
	if s == "" || len(s) > 253 || s[0] == '-' || s[0] == '.' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
