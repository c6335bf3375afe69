package config

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/wpsitemap/wpsitemap/fleet"
)

// redacted stands for a password that is set.
const redacted = "[redacted]"

func redact(password string) string {
	if password == "" {
		return ""
	}
	return redacted
}

// String describes the connection without the password, in the shape of a
// Go MySQL DSN: "root:[redacted]@tcp(127.0.0.1:3306)/wordpress?prefix=wp_".
// ":[redacted]" is left out when the password is empty.
func (db DB) String() string {
	var b strings.Builder
	b.WriteString(db.User)
	if db.Password != "" {
		b.WriteString(":" + redacted)
	}
	fmt.Fprintf(&b, "@%s(%s)/%s?prefix=%s", db.Net, db.Addr, db.Name, db.Prefix)
	return b.String()
}

// Format implements fmt.Formatter so that no verb can print the password,
// including when a DB is printed as a field of Config: %v, %+v, %s and %q
// print String (quoted for %q), %#v prints Go syntax with the password
// redacted, and other verbs print String inside the usual %!verb marker.
func (db DB) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v':
		if f.Flag('#') {
			fmt.Fprintf(f, "config.DB{Net:%q, Addr:%q, User:%q, Password:%q, Name:%q, Prefix:%q}",
				db.Net, db.Addr, db.User, redact(db.Password), db.Name, db.Prefix)
			return
		}
		io.WriteString(f, db.String())
	case 's':
		io.WriteString(f, db.String())
	case 'q':
		fmt.Fprintf(f, "%q", db.String())
	default:
		fmt.Fprintf(f, "%%!%c(config.DB=%s)", verb, db.String())
	}
}

// LogValue implements slog.LogValuer: a group without the password, which
// shows as "[redacted]" when set.
func (db DB) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("net", db.Net),
		slog.String("addr", db.Addr),
		slog.String("user", db.User),
		slog.String("password", redact(db.Password)),
		slog.String("name", db.Name),
		slog.String("prefix", db.Prefix),
	)
}

// MarshalJSON encodes db with the password redacted, so that dumping a
// Config as JSON cannot leak it either.
func (db DB) MarshalJSON() ([]byte, error) {
	type plain DB // without methods
	p := plain(db)
	p.Password = redact(db.Password)
	return json.Marshal(p)
}

// LogValue implements slog.LogValuer, so that a whole Config logs at
// start-up as one group with snake_case keys; the password is redacted as
// in DB.LogValue.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.Any("db", c.DB),
		slog.String("addr", c.Addr),
		slog.Int("entries_per_page", c.EntriesPerPage),
		slog.String("types_file", c.TypesFile),
		slog.String("image_hosts", strings.Join(c.ImageHosts, ",")),
		slog.Bool("cache", c.Cache),
		slog.Bool("store", c.Store),
		slog.String("log_format", c.LogFormat),
		slog.String("log_level", c.LogLevel),
		slog.String("wp_config", c.WPConfig),
		slog.Any("redis", c.Redis),
	)
}

// RedisURL is WPSITEMAP_REDIS. It holds passwords: String, Format,
// LogValue and MarshalJSON show it with them redacted (fleet.Redact);
// string(u) is the URL itself, for fleet.ParseURL.
type RedisURL string

// String is the URL with its passwords redacted, "" when unset.
func (u RedisURL) String() string {
	if u == "" {
		return ""
	}
	return fleet.Redact(string(u))
}

// Format implements fmt.Formatter so that no verb prints a password:
// every verb formats String.
func (u RedisURL) Format(f fmt.State, verb rune) {
	switch verb {
	case 'q':
		fmt.Fprintf(f, "%q", u.String())
	default:
		io.WriteString(f, u.String())
	}
}

// LogValue implements slog.LogValuer: the redacted URL.
func (u RedisURL) LogValue() slog.Value { return slog.StringValue(u.String()) }

// MarshalJSON encodes the redacted URL.
func (u RedisURL) MarshalJSON() ([]byte, error) { return json.Marshal(u.String()) }
