package config

import (
	"regexp"
	"testing"
)

// TestFleetName: replicas configured alike agree on the name; another
// database, table prefix or server gives another; a given name wins; and
// a default name is one fleet.CheckSite takes, readable by its database.
func TestFleetName(t *testing.T) {
	base := DB{Net: "tcp", Addr: "db.internal:3306", Name: "shop", Prefix: "wp_", User: "a", Password: "x"}
	name := Config{DB: base}.FleetName()
	if !regexp.MustCompile(`^shop-[0-9a-f]{8}$`).MatchString(name) {
		t.Fatalf("default name %q, want shop- and 8 hex digits", name)
	}
	same := base
	same.User, same.Password = "b", "y" // each replica has its own database user
	if got := (Config{DB: same}).FleetName(); got != name {
		t.Errorf("another user: %q, want %q", got, name)
	}
	for what, db := range map[string]DB{
		"database": {Net: "tcp", Addr: "db.internal:3306", Name: "shop2", Prefix: "wp_"},
		"prefix":   {Net: "tcp", Addr: "db.internal:3306", Name: "shop", Prefix: "wp2_"},
		"port":     {Net: "tcp", Addr: "db.internal:3307", Name: "shop", Prefix: "wp_"},
		"host":     {Net: "tcp", Addr: "db2.internal:3306", Name: "shop", Prefix: "wp_"},
	} {
		if got := (Config{DB: db}).FleetName(); got == name {
			t.Errorf("another %s gives the same name %q", what, got)
		}
	}
	// localhost: one replica found a socket, another did not.
	a := Config{DB: DB{Net: "unix", Addr: "/run/mysqld/mysqld.sock", Name: "shop", Prefix: "wp_", Local: true}}
	b := Config{DB: DB{Net: "tcp", Addr: "localhost:3306", Name: "shop", Prefix: "wp_", Local: true}}
	if a.FleetName() != b.FleetName() {
		t.Errorf("localhost through a socket %q and over TCP %q differ", a.FleetName(), b.FleetName())
	}
	if got := (Config{DB: base, FleetSite: "given"}).FleetName(); got != "given" {
		t.Errorf("given name: %q", got)
	}
	odd := Config{DB: DB{Net: "tcp", Addr: "h:3306", Name: "my db{1}", Prefix: "wp_"}}
	if got := odd.FleetName(); !regexp.MustCompile(`^mydb1-[0-9a-f]{8}$`).MatchString(got) {
		t.Errorf("database with a space and braces: %q", got)
	}
}
