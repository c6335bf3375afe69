package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/announce"
	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/notify"
	"github.com/wpsitemap/wpsitemap/refresh"
	"github.com/wpsitemap/wpsitemap/server"
)

// TestCheckChangeNotification: check's change-notification section on a
// copy of year-month where Rank Math's Instant Indexing is on: the
// plugin's IndexNow is a warning with wpsitemap's on and a note with it
// off; the key, its location and the endpoint; the URLs queued; the URL a
// start would queue (a post deleted since the ledger was recorded); the
// ping URL; and with --url, whether the key file answers through the web
// server.
func TestCheckChangeNotification(t *testing.T) {
	name := dbtest.TempDB(t, "check_notify")
	db := dbtest.Variant(t, "wpc_year_month", name,
		`UPDATE wp_options SET option_value = 'a:2:{i:0;s:24:"wordpress-seo/wp-seo.php";i:1;s:30:"seo-by-rank-math/rank-math.php";}' WHERE option_name = 'active_plugins'`,
		`INSERT INTO wp_options (option_name, option_value) VALUES ('rank_math_modules', 'a:2:{i:0;s:7:"sitemap";i:1;s:16:"instant-indexing";}')`)
	state := t.TempDir()
	if err := os.WriteFile(filepath.Join(state, notify.KeyFileName), []byte("check-key-0123\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(state, notify.QueueFileName), []byte("http://127.0.0.1:8081/queued-1/\nhttp://127.0.0.1:8081/queued-2/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The ledger as serve would have recorded it, then a post deleted.
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := refresh.New(catalog.New(db, catalog.Options{PerPage: 5, Logger: log}), refresh.Options{Logger: log})
	defer svc.Close()
	snap, err := svc.Current(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	l, err := announce.OpenLedger(filepath.Join(state, announce.DirName))
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Update(context.Background(), snap, nil); err != nil {
		t.Fatal(err)
	}
	dbtest.Exec(t, name, `DELETE FROM wp_posts WHERE ID = 28`)

	withKey := httptest.NewServer(server.New(svc, db, log, server.Options{IndexNowKey: "check-key-0123"}))
	defer withKey.Close()
	withoutKey := wordpressServer(t)

	runIt := func(kv ...string) (int, string) {
		t.Helper()
		var stdout, stderr bytes.Buffer
		args := []string{"check"}
		var env []string
		for i := 0; i+1 < len(kv); i += 2 {
			if strings.HasPrefix(kv[i], "--") {
				args = append(args, kv[i]+"="+kv[i+1])
			} else {
				env = append(env, kv[i], kv[i+1])
			}
		}
		code := run(context.Background(), args, dbEnv(name, append([]string{"WPSITEMAP_ENTRIES_PER_PAGE", "5", "WPSITEMAP_STATE_DIR", state}, env...)...), &stdout, &stderr, nil)
		t.Logf("check %v: exit %d\n%s%s", args, code, stdout.String(), stderr.String())
		return code, stdout.String()
	}

	t.Run("on", func(t *testing.T) {
		_, out := runIt("--url", withKey.URL, "WPSITEMAP_INDEXNOW", "on", "WPSITEMAP_INDEXNOW_ENDPOINT", "http://127.0.0.1:9/indexnow",
			"WPSITEMAP_PING", "http://ping.example/p?s={sitemap}")
		wantLines(t, out,
			`^change notification$`,
			`^  WARN  Rank Math submits changed URLs to IndexNow too \(rank_math_modules: instant-indexing\): with WPSITEMAP_INDEXNOW=on both submit the same URLs`,
			`^  ok    after changes settle \(at most once a minute\): GET http://ping.example/p\?s=http%3A%2F%2F127.0.0.1%3A8081%2Fsitemap_index.xml$`,
			`^  ok    IndexNow on: submissions go to http://127.0.0.1:9/indexnow with the key from \S+/indexnow-key.txt; keyLocation http://127.0.0.1:8081/check-key-0123.txt$`,
			`^  ok    2 URLs queued, to be sent in 1 request .*; the oldest:\n +http://127.0.0.1:8081/queued-1/\n +http://127.0.0.1:8081/queued-2/$`,
			`^  ok    1 URL differs from the ledger \(0 new, 0 updated, 1 removed\): .*\n +removed http://127.0.0.1:8081/2022/03/images-everywhere/$`,
			`^  ok    GET `+withKey.URL+`/check-key-0123.txt: 200, the IndexNow key$`,
		)
	})
	t.Run("key file not routed", func(t *testing.T) {
		code, out := runIt("--url", withoutKey.URL, "WPSITEMAP_INDEXNOW", "on")
		if code != 1 {
			t.Errorf("exit %d, want 1", code)
		}
		wantLines(t, out, `^  FAIL  GET `+withoutKey.URL+`/check-key-0123.txt: 200, not from wpsitemap.*: engines cannot verify the IndexNow key`)
	})
	t.Run("fleet", func(t *testing.T) {
		// With a shared Redis the queue and the ledger are there, not in
		// the state directory; check does not connect to it.
		_, out := runIt("WPSITEMAP_INDEXNOW", "on", "WPSITEMAP_REDIS", "redis://127.0.0.1:1/0")
		wantLines(t, out, `^  note  with WPSITEMAP_REDIS the lease holder submits the fleet's changed URLs; the IndexNow queue, the ledger and the key \(unless WPSITEMAP_INDEXNOW_KEY sets it\) are kept in Redis, which check does not read$`)
		for _, not := range []string{"queued", "differs from the ledger", "indexnow-key.txt"} {
			if strings.Contains(out, not) {
				t.Errorf("with Redis, check reported %q from the state directory", not)
			}
		}
	})
	t.Run("off", func(t *testing.T) {
		_, out := runIt()
		wantLines(t, out,
			`^  note  Rank Math submits changed URLs to IndexNow itself \(rank_math_modules: instant-indexing, on\)`,
			`^  note  IndexNow is off \(WPSITEMAP_INDEXNOW\): nothing is submitted$`)
		if strings.Contains(out, "check-key-0123.txt") {
			t.Error("the key file was fetched with IndexNow off")
		}
	})
	// check changed nothing in the state directory.
	if n, _, _ := notify.PeekQueue(state, 0); n != 2 {
		t.Errorf("%d URLs queued after check, want the 2 it found", n)
	}
	if _, err := os.Stat(filepath.Join(state, "wpsitemap-state.gob")); err == nil {
		t.Error("check wrote a state file")
	}
}
