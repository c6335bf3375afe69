package fleet

import (
	"strings"
	"testing"
)

func TestParseURL(t *testing.T) {
	tests := []struct {
		url      string
		addr     string // the server's, or the first Sentinel's
		user, pw string
		db       int
		tls      bool
		sentinel string // the master's name
	}{
		{url: "redis://127.0.0.1:6379/0", addr: "127.0.0.1:6379"},
		{url: "redis://cache", addr: "cache:6379"},
		{url: "redis://u:p%40ss@cache:7000/3", addr: "cache:7000", user: "u", pw: "p@ss", db: 3},
		{url: "rediss://:secret@redis.example/1", addr: "redis.example:6379", pw: "secret", db: 1, tls: true},
		{url: "unix:///run/redis/redis.sock?db=2", addr: "/run/redis/redis.sock", db: 2},
		{url: "redis://su:sp@s1:26379/4?master_name=main&addr=s2:26379&password=pp", addr: "s1:26379", user: "su", pw: "sp", db: 4, sentinel: "main"},
		{url: "rediss://s1:26379?master_name=main", addr: "s1:26379", tls: true, sentinel: "main"},
	}
	for _, tt := range tests {
		c, err := ParseURL(tt.url)
		if err != nil {
			t.Errorf("%s: %v", tt.url, err)
			continue
		}
		if c.Sentinel() != (tt.sentinel != "") {
			t.Errorf("%s: Sentinel() = %v", tt.url, c.Sentinel())
			continue
		}
		if c.Sentinel() {
			o := c.failover
			if o.SentinelAddrs[0] != tt.addr || o.SentinelUsername != tt.user || o.SentinelPassword != tt.pw || o.DB != tt.db ||
				(o.TLSConfig != nil) != tt.tls || o.MasterName != tt.sentinel || !o.ContextTimeoutEnabled {
				t.Errorf("%s: got %+v", tt.url, o)
			}
			continue
		}
		o := c.single
		if o.Addr != tt.addr || o.Username != tt.user || o.Password != tt.pw || o.DB != tt.db || (o.TLSConfig != nil) != tt.tls || !o.ContextTimeoutEnabled {
			t.Errorf("%s: got addr %q user %q pw %q db %d tls %v", tt.url, o.Addr, o.Username, o.Password, o.DB, o.TLSConfig != nil)
		}
		if tt.tls && o.TLSConfig.ServerName != "redis.example" {
			t.Errorf("%s: TLS server name %q", tt.url, o.TLSConfig.ServerName)
		}
	}
}

// TestParseURLErrors: bad URLs are refused, and the error never shows a
// password, even one that, not percent-encoded, was parsed as a host, a
// path or a query.
func TestParseURLErrors(t *testing.T) {
	const secret = "Hunter2Secret"
	for _, s := range []string{
		"127.0.0.1:6379",
		"http://h/",
		"redis://u:" + secret + "@h:port/0",
		"redis://u:" + secret + "@h/zero",
		"redis://u:" + secret + "@h/0?colour=red",
		"redis://u:" + secret + "@h/0?pool_size=" + secret,
		"redis://u:x/" + secret + "@h/0",
		"redis://u:x/y:" + secret + "@h/0",
		"redis://u:x?" + secret + "@h/0",
		"redis://u:x#@h/0?pool_size=x" + secret,
		"redis://h:26379/0?master_name=m&password=" + secret + "&pool_size=" + secret,
		"unix://u:" + secret + "@/s.sock?master_name=m",
	} {
		_, err := ParseURL(s)
		if err == nil {
			t.Errorf("%s: accepted", s)
			continue
		}
		if strings.Contains(err.Error(), "Secret") {
			t.Errorf("%s: the error shows the password: %v", s, err)
		}
	}
}

func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"redis://u:pw@h:6379/0":                           "redis://u:[redacted]@h:6379/0",
		"redis://h:6379/0":                                "redis://h:6379/0",
		"redis://s:26379?master_name=m&password=pw":       "redis://s:26379?master_name=m&password=[redacted]",
		"rediss://:pw@h/1":                                "rediss://:[redacted]@h/1",
		"redis://u:x/pw@h/0":                              "[redacted]", // host "u:x": not a URL
		"redis://u:pw@h:x/0":                              "[redacted]",
		"redis://u:p%40w@h/0?dial_timeout=1s&pool_size=2": "redis://u:[redacted]@h/0?dial_timeout=1s&pool_size=2",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}
