package config

import (
	"net"
	"slices"
	"strings"
	"testing"
)

func TestParseDBHost(t *testing.T) {
	tests := []struct {
		in       string
		net      string
		addr     string
		errWants string // substring of the error; "" for success
		local    bool
	}{
		// host, host:port
		{in: "db", net: "tcp", addr: "db:3306"},
		{in: "db:3307", net: "tcp", addr: "db:3307"},
		{in: "db:03307", net: "tcp", addr: "db:3307"},
		{in: "mysql.example.com", net: "tcp", addr: "mysql.example.com:3306"},
		{in: "my_db-1", net: "tcp", addr: "my_db-1:3306"},
		{in: "192.0.2.7", net: "tcp", addr: "192.0.2.7:3306"},
		{in: "192.0.2.7:3307", net: "tcp", addr: "192.0.2.7:3307"},
		{in: "db:1", net: "tcp", addr: "db:1"},
		{in: "db:65535", net: "tcp", addr: "db:65535"},

		// localhost is mysqli's default socket (DB.Endpoint finds it), with
		// TCP to 127.0.0.1 and the port given as the fallback.
		{in: "localhost", net: "tcp", addr: "127.0.0.1:3306", local: true},
		{in: "LOCALHOST:3307", net: "tcp", addr: "127.0.0.1:3307", local: true},
		{in: "127.0.0.1", net: "tcp", addr: "127.0.0.1:3306"},

		// Sockets.
		{in: "localhost:/run/mysqld/mysqld.sock", net: "unix", addr: "/run/mysqld/mysqld.sock"},
		{in: "LocalHost:/run/mysqld/mysqld.sock", net: "unix", addr: "/run/mysqld/mysqld.sock"},
		{in: ":/tmp/mysql.sock", net: "unix", addr: "/tmp/mysql.sock"},
		{in: "localhost:3306:/tmp/mysql.sock", net: "unix", addr: "/tmp/mysql.sock"},
		{in: "/tmp/mysql.sock", net: "unix", addr: "/tmp/mysql.sock"},
		{in: ":/var/lib/mysql/my sql.sock", errWants: "must not contain spaces"},
		{in: ":/tmp/", errWants: `socket path "/tmp/" ends in a slash`},
		// mysqli ignores the socket for a host other than localhost.
		{in: "db:/tmp/mysql.sock", net: "tcp", addr: "db:3306"},
		{in: "db:3307:/tmp/mysql.sock", net: "tcp", addr: "db:3307"},
		{in: "127.0.0.1:/tmp/mysql.sock", net: "tcp", addr: "127.0.0.1:3306"},

		// IPv6.
		{in: "::1", net: "tcp", addr: "[::1]:3306"},
		{in: "[::1]", net: "tcp", addr: "[::1]:3306"},
		{in: "[::1]:3307", net: "tcp", addr: "[::1]:3307"},
		{in: "2001:db8::7", net: "tcp", addr: "[2001:db8::7]:3306"},
		{in: "[2001:db8::7]:3307", net: "tcp", addr: "[2001:db8::7]:3307"},
		{in: "[::1]:/tmp/mysql.sock", net: "tcp", addr: "[::1]:3306"},
		{in: "::1:3307", net: "tcp", addr: "[::1:3307]:3306"}, // as in WordPress: all address, no port
		{in: "fe80::1%eth0", net: "tcp", addr: "[fe80::1%eth0]:3306"},
		{in: "[::ffff:192.0.2.7]:3307", net: "tcp", addr: "[::ffff:192.0.2.7]:3307"},

		// Garbage.
		{in: "", errWants: "must not be empty"},
		{in: ":3306", errWants: "empty host before the port"},
		{in: ":3306:/tmp/mysql.sock", errWants: "empty host before the port"},
		{in: "db:", errWants: "port must be a number from 1 to 65535"},
		{in: "db:abc", errWants: `port must be a number from 1 to 65535, got "db:abc"`},
		{in: "db:0", errWants: "port must be a number from 1 to 65535"},
		{in: "db:65536", errWants: "port must be a number from 1 to 65535"},
		{in: "db:99999999999999999999999", errWants: "port must be a number from 1 to 65535"},
		{in: "db:-1", errWants: "port must be a number"},
		{in: "db:+3306", errWants: "port must be a number"},
		{in: "db:3306x", errWants: "port must be a number"},
		{in: " db", errWants: "must not contain spaces"},
		{in: "db ", errWants: "must not contain spaces"},
		{in: "my db", errWants: "must not contain spaces"},
		{in: "db:\t3306", errWants: "must not contain spaces"},
		{in: "db\n", errWants: "must not contain spaces or control characters"},
		{in: "mysql://db:3306", errWants: "not a URL"},
		{in: "tcp(db:3306)", errWants: `invalid host name "tcp(db"`},
		{in: "-db", errWants: "invalid host name"},
		{in: "db/x", errWants: "invalid host name"},
		{in: "dé.example", errWants: "invalid host name"},
		{in: "[::1", errWants: "missing ]"},
		{in: "[::1]x", errWants: `unexpected "x" after ]`},
		{in: "[::1]:", errWants: "port must be a number"},
		{in: "[::1]:99999", errWants: "port must be a number"},
		{in: "[db]:3306", errWants: `"db" is not an IPv6 address`},
		{in: "[127.0.0.1]:3306", errWants: "is not an IPv6 address"},
		{in: "db:3306:3307", errWants: "is not an IPv6 address"},
		{in: "1:2:3", errWants: "is not an IPv6 address"},
	}
	for _, tt := range tests {
		network, addr, local, err := parseDBHost(tt.in)
		if tt.errWants != "" {
			if err == nil || !strings.Contains(err.Error(), tt.errWants) {
				t.Errorf("parseDBHost(%q) = %q, %q, %v; want error containing %q", tt.in, network, addr, err, tt.errWants)
			}
			continue
		}
		if err != nil || network != tt.net || addr != tt.addr || local != tt.local {
			t.Errorf("parseDBHost(%q) = %q, %q, %v, %v; want %q, %q, %v", tt.in, network, addr, local, err, tt.net, tt.addr, tt.local)
		}
	}
}

func FuzzParseDBHost(f *testing.F) {
	for _, s := range []string{
		"db", "db:3307", "localhost", "localhost:/tmp/mysql.sock", ":/tmp/mysql.sock",
		"/tmp/mysql.sock", "[::1]:3307", "::1", "[::1", "db:abc", ":3306", "fe80::1%eth0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		network, addr, local, err := parseDBHost(s)
		if local && network != "tcp" {
			t.Fatalf("parseDBHost(%q): local with network %q", s, network)
		}
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("parseDBHost(%q): error spans lines: %v", s, err)
			}
			return
		}
		switch network {
		case "tcp":
			host, port, err := net.SplitHostPort(addr)
			if err != nil || host == "" {
				t.Fatalf("parseDBHost(%q) = tcp %q, not host:port: %v", s, addr, err)
			}
			if n, ok := parseDecimal(port, 65535); !ok || n == 0 {
				t.Fatalf("parseDBHost(%q) = tcp %q: bad port", s, addr)
			}
		case "unix":
			if !strings.HasPrefix(addr, "/") {
				t.Fatalf("parseDBHost(%q) = unix %q, not an absolute path", s, addr)
			}
		default:
			t.Fatalf("parseDBHost(%q) = network %q", s, network)
		}
	})
}

// TestEndpoint: DB_HOST localhost connects through the first default socket
// that exists, as mysqli does, and over TCP only when none does; other
// hosts connect where they say.
func TestEndpoint(t *testing.T) {
	local := DB{Net: "tcp", Addr: "127.0.0.1:3307", Local: true}
	tests := []struct {
		name    string
		db      DB
		sockets []string // paths that are sockets
		net     string
		addr    string
	}{
		{"Debian's socket", local, []string{"/run/mysqld/mysqld.sock", "/tmp/mysql.sock"}, "unix", "/run/mysqld/mysqld.sock"},
		{"the /var/run alias", local, []string{"/var/run/mysqld/mysqld.sock", "/tmp/mysql.sock"}, "unix", "/var/run/mysqld/mysqld.sock"},
		{"MySQL's default", local, []string{"/tmp/mysql.sock"}, "unix", "/tmp/mysql.sock"},
		{"no socket: TCP", local, nil, "tcp", "127.0.0.1:3307"},
		{"another host ignores sockets", DB{Net: "tcp", Addr: "db:3306"}, []string{"/run/mysqld/mysqld.sock"}, "tcp", "db:3306"},
		{"a named socket", DB{Net: "unix", Addr: "/srv/my.sock"}, []string{"/run/mysqld/mysqld.sock"}, "unix", "/srv/my.sock"},
	}
	for _, tt := range tests {
		isSocket := func(p string) bool { return slices.Contains(tt.sockets, p) }
		if n, a := tt.db.Endpoint(isSocket); n != tt.net || a != tt.addr {
			t.Errorf("%s: %s %s, want %s %s", tt.name, n, a, tt.net, tt.addr)
		}
	}
}
