package config

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// FleetName is the name of the site in the shared Redis: the same on
// every replica of the site, different for each site sharing the Redis.
// It is FleetSite when given, else DefaultFleetSite.
func (c Config) FleetName() string {
	if c.FleetSite != "" {
		return c.FleetSite
	}
	return DefaultFleetSite(c.DB)
}

// DefaultFleetSite is the name of the site in the shared Redis when
// WPSITEMAP_FLEET_SITE is not given: the database's name (its letters,
// digits, '_' and '-', at most 32) and a hash of how it is reached and
// which tables are the site's (network, host and port or socket, name,
// table prefix). Replicas that name the database server the same way agree
// on it; two sites sharing a Redis differ by database or table prefix.
// Replicas that reach one server by different names (an IP address here, a
// host name there) must set WPSITEMAP_FLEET_SITE.
func DefaultFleetSite(db DB) string {
	where := db.Net + "\x00" + db.Addr
	if db.Local {
		where = "localhost" // whichever socket or port each replica finds
	}
	h := sha256.Sum256([]byte(where + "\x00" + db.Name + "\x00" + db.Prefix))
	name := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '-':
			return r
		}
		return -1
	}, db.Name)
	if len(name) > 32 {
		name = name[:32]
	}
	if name == "" {
		name = "site"
	}
	return name + "-" + hex.EncodeToString(h[:4])
}
