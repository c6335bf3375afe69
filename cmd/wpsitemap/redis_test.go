package main

import (
	"strings"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestServeSaysRedisIsNotUsedYet: a replica given WPSITEMAP_REDIS says, in
// one warning, that it still reads the database on its own, and names the
// Redis without its password.
func TestServeSaysRedisIsNotUsedYet(t *testing.T) {
	dbtest.Open(t, "wpsitemap_fixtures")
	_, logText := startServeLogged(t, dbEnv("wpsitemap_fixtures", "WPSITEMAP_REDIS", "redis://u:secret@127.0.0.1:6379/0"))
	var log string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		log = logText()
		if strings.Contains(log, "WPSITEMAP_REDIS is set") || time.Now().After(deadline) {
			break
		}
	}
	if !strings.Contains(log, "replicas sharing one Redis are not served yet") {
		t.Errorf("no warning that Redis is not used:\n%s", log)
	}
	if strings.Contains(log, "secret") {
		t.Errorf("the log shows the Redis password:\n%s", log)
	}
}
