package main

import (
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeRedisPasswordNotLogged: a replica given WPSITEMAP_REDIS says
// it serves as a replica of the fleet, naming the Redis without its
// password, also when Redis refuses it.
func TestServeRedisPasswordNotLogged(t *testing.T) {
	dbtest.Open(t, "wpsitemap_fixtures")
	_, logText := startServeLogged(t, dbEnv("wpsitemap_fixtures", "WPSITEMAP_REDIS", "redis://u:secret@127.0.0.1:6379/0"))
	var log string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		log = logText()
		if strings.Contains(log, "fleet: taking the lease") || time.Now().After(deadline) {
			break
		}
	}
	if !strings.Contains(log, `msg="fleet: serving as a replica of the site's fleet" redis=redis://u:[redacted]@127.0.0.1:6379/0`) {
		t.Errorf("no line saying the replica serves, naming the Redis without its password:\n%s", log)
	}
	if strings.Contains(log, "secret") {
		t.Errorf("the log shows the Redis password:\n%s", log)
	}
}
