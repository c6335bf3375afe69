package wpdb_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// binlogServer is a private MariaDB that writes a row-format binary log,
// with the fixtures in database "wp"; started once for the tests of this
// file.
var binlogServer = sync.OnceValues(func() (*dbtest.Private, error) {
	return dbtest.StartWithBinlog("wp", filepath.Join(dbtest.Root(), "testdata", "fixtures.sql"))
})

func TestMain(m *testing.M) {
	code := m.Run()
	if p, err := binlogServer(); err == nil && p != nil {
		p.Close()
	}
	os.Exit(code)
}

func queryInt(t *testing.T, p *dbtest.Private, sql string) int64 {
	t.Helper()
	rows, err := p.Query("wp", sql)
	if err != nil || len(rows) != 1 {
		t.Fatalf("%s: %v %v", sql, rows, err)
	}
	n, err := strconv.ParseInt(rows[0][0], 10, 64)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func feedServer(t *testing.T) *dbtest.Private {
	t.Helper()
	p, err := binlogServer()
	if err != nil {
		dbtest.Unavailable(t, "private MariaDB with a binary log: %v", err)
	}
	return p
}

func exec(t *testing.T, p *dbtest.Private, sql string) {
	t.Helper()
	if err := p.Exec("wp", sql); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
}

// openFeed opens a feed of database wp as the read-only user.
func openFeed(t *testing.T, p *dbtest.Private) (*wpdb.DB, *wpdb.Feed) {
	t.Helper()
	conn := p.Conn("wp")
	db, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	f, err := wpdb.OpenFeed(context.Background(), db, conn, nil)
	if err != nil {
		t.Fatalf("OpenFeed: %v", err)
	}
	t.Cleanup(f.Close)
	return db, f
}

// next waits until the feed reports a commit, and then for its second
// report (the settle), and polls.
func next(t *testing.T, f *wpdb.Feed, tr *wpdb.Follower) wp.Changes {
	t.Helper()
	select {
	case <-f.Wake():
	case <-time.After(10 * time.Second):
		t.Fatal("no commit reported within 10 s")
	}
	time.Sleep(wpdb.Settle + 200*time.Millisecond)
	select {
	case <-f.Wake():
	default:
	}
	ch, err := tr.Poll(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func ids(rs []wp.IDRange) []int64 {
	var out []int64
	for _, r := range rs {
		for id := r.Lo; id <= r.Hi; id++ {
			out = append(out, id)
		}
	}
	return out
}

// TestFeedFindsEachWrite: every kind of write polling finds
// late or never (an in-place update of a meta value, a password, a
// delete) comes out of the binary log as the IDs it touched, at the
// commit; writes that change no sitemap come out as nothing.
func TestFeedFindsEachWrite(t *testing.T) {
	p := feedServer(t)
	db, f := openFeed(t, p)
	tr := wpdb.NewFollower(db, f, logTo(t))
	if ch, err := tr.Poll(context.Background()); err != nil || !ch.Everything {
		t.Fatalf("first poll: %+v, %v; want Options (the baseline)", ch, err)
	}
	post := queryInt(t, p, "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'")
	exec(t, p, "INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES ("+itoa(post)+", '_yoast_wpseo_meta-robots-noindex', '2')")
	if ch := next(t, f, tr); !slices.Equal(ids(ch.Posts), []int64{post}) {
		t.Fatalf("noindex meta inserted: %+v, want post %d", ch, post)
	}
	meta := queryInt(t, p, "SELECT MAX(meta_id) FROM wp_postmeta")
	cases := []struct {
		name  string
		sql   string
		posts []int64
		check func(wp.Changes) bool
	}{
		{"noindex value updated in place", "UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = " + itoa(meta), []int64{post}, nil},
		{"password alone", "UPDATE wp_posts SET post_password = 'x' WHERE ID = " + itoa(post), []int64{post}, nil},
		{"canonical deleted", "DELETE FROM wp_postmeta WHERE meta_id = " + itoa(meta), []int64{post}, nil},
		{"two posts in one transaction", "BEGIN; UPDATE wp_posts SET post_status = 'draft' WHERE ID = " + itoa(post) +
			"; UPDATE wp_posts SET post_name = 'moved' WHERE ID = " + itoa(post+1) + "; COMMIT", []int64{post, post + 1}, nil},
		{"post deleted", "DELETE FROM wp_posts WHERE ID = " + itoa(post+1), []int64{post + 1}, nil},
		{"term renamed", "UPDATE wp_terms SET slug = CONCAT(slug, '-x') ORDER BY term_id LIMIT 1", nil,
			func(c wp.Changes) bool { return c.Terms && !c.Authors && !c.Everything }},
		{"author set to noindex", "INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (1, 'wpseo_noindex_author', 'on')", nil,
			func(c wp.Changes) bool { return c.Authors && !c.Terms && !c.Everything }},
		{"option the sitemaps read", "UPDATE wp_options SET option_value = 'New name' WHERE option_name = 'blogname'", nil,
			func(c wp.Changes) bool { return c.Options && !c.Everything }},
		{"table altered", "ALTER TABLE wp_posts ADD COLUMN wpsm_test INT NOT NULL DEFAULT 0", nil,
			func(c wp.Changes) bool { return c.Everything }},
		{"a row after the new column", "UPDATE wp_posts SET post_password = 'y', wpsm_test = 1 WHERE ID = " + itoa(post), []int64{post}, nil},
	}
	for _, c := range cases {
		// Writes that change no sitemap first: they must add nothing.
		exec(t, p, "UPDATE wp_posts SET comment_count = comment_count + 1 WHERE ID = "+itoa(post+2))
		exec(t, p, "INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES ("+itoa(post+2)+", '_edit_lock', '1:1')")
		exec(t, p, "INSERT INTO wp_options (option_name, option_value, autoload) VALUES ('_transient_x"+itoa(int64(len(c.name)))+"', 'v', 'no') ON DUPLICATE KEY UPDATE option_value = 'w'")
		exec(t, p, c.sql)
		ch := next(t, f, tr)
		if !tr.Following() {
			t.Fatalf("%s: the follower left the feed", c.name)
		}
		if c.check != nil {
			if !c.check(ch) {
				t.Errorf("%s: %+v", c.name, ch)
			}
			continue
		}
		if got := ids(ch.Posts); !slices.Equal(got, c.posts) || ch.Terms || ch.Authors || ch.Options || ch.Everything {
			t.Errorf("%s: %+v (posts %v), want posts %v and nothing else", c.name, ch, got, c.posts)
		}
	}
}

// TestFeedStatementLogged: a write logged as a statement names no rows:
// the follower leaves the feed for polling, with a full read; trying the
// log again, it follows it from the current position.
func TestFeedStatementLogged(t *testing.T) {
	p := feedServer(t)
	db, f := openFeed(t, p)
	tr := wpdb.NewFollower(db, f, logTo(t))
	if _, err := tr.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	exec(t, p, "SET SESSION binlog_format = 'STATEMENT'; UPDATE wp_posts SET post_title = CONCAT(post_title, '') WHERE ID = 1")
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		ch, err := tr.Poll(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if ch.Everything {
			if tr.Following() {
				t.Fatal("Everything reported, but the follower still follows the feed")
			}
			returnsToTheLog(t, p, f, tr)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("a statement-logged write was not reported")
}

// returnsToTheLog checks that a follower that fell back goes back to the
// log once it is told to try (the feed resumes from the current
// position), reporting Everything once, and then finds a write from it.
func returnsToTheLog(t *testing.T, p *dbtest.Private, f *wpdb.Feed, tr *wpdb.Follower) {
	t.Helper()
	tr.SetRetryEvery(0)
	ch, err := tr.Poll(context.Background())
	if err != nil || !ch.Everything || !tr.Following() {
		t.Fatalf("trying the log again: %+v, %v, following %v; want Everything, following", ch, err, tr.Following())
	}
	post := queryInt(t, p, "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'page'")
	exec(t, p, "UPDATE wp_posts SET post_password = 'back-on-the-log' WHERE ID = "+itoa(post))
	if ch := next(t, f, tr); !slices.Equal(ids(ch.Posts), []int64{post}) || !tr.Following() {
		t.Fatalf("a write after the return: %+v (following %v), want post %d from the log", ch, tr.Following(), post)
	}
}

// TestFeedResumesFromTheStateFile: a follower restored from a state with a
// log position replays what was written while the process was stopped;
// when that log is gone it falls back to polling with a full read.
func TestFeedResumesFromTheStateFile(t *testing.T) {
	p := feedServer(t)
	db, f := openFeed(t, p)
	tr := wpdb.NewFollower(db, f, logTo(t))
	if _, err := tr.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	post := queryInt(t, p, "SELECT MAX(ID) FROM wp_posts WHERE post_type = 'page'")
	exec(t, p, "UPDATE wp_posts SET post_modified_gmt = NOW() WHERE ID = "+itoa(post-1))
	next(t, f, tr)
	if tr.Position() == "" {
		t.Fatal("a following follower's state has no log position")
	}
	st, err := tr.State()
	if err != nil {
		t.Fatal(err)
	}
	f.Close()

	// Stopped: a write happens.
	exec(t, p, "UPDATE wp_posts SET post_password = 'while-down' WHERE ID = "+itoa(post))

	_, f2 := openFeed(t, p)
	tr2 := wpdb.NewFollower(db, f2, logTo(t))
	if err := tr2.Restore(st); err != nil {
		t.Fatal(err)
	}
	var got []int64
	deadline := time.Now().Add(10 * time.Second)
	for !slices.Contains(got, post) && time.Now().Before(deadline) {
		ch, err := tr2.Poll(context.Background())
		if err != nil || ch.Everything {
			t.Fatalf("restored poll: %+v, %v", ch, err)
		}
		got = append(got, ids(ch.Posts)...)
		time.Sleep(20 * time.Millisecond)
	}
	if !slices.Contains(got, post) || slices.Contains(got, post-1) {
		t.Fatalf("after restore: posts %v; want %d (written while stopped), not %d (seen before)", got, post, post-1)
	}

	// The log it would resume from is purged: fall back.
	if st, err = tr2.State(); err != nil {
		t.Fatal(err)
	}
	f2.Close()
	exec(t, p, "FLUSH BINARY LOGS")
	var last string
	logs, err := p.Query("", "SHOW BINARY LOGS")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range logs {
		last = r[0]
	}
	// The server keeps a log a dump thread still reads (the closed
	// feed's, until the server notices): purge until it is gone.
	for deadline := time.Now().Add(10 * time.Second); ; {
		exec(t, p, "PURGE BINARY LOGS TO '"+last+"'")
		if logs, err = p.Query("", "SHOW BINARY LOGS"); err != nil || len(logs) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("logs not purged: %v", logs)
		}
		time.Sleep(100 * time.Millisecond)
	}
	_, f3 := openFeed(t, p)
	var logged []string
	tr3 := wpdb.NewFollower(db, f3, func(msg string, args ...any) { logged = append(logged, msg) })
	if err := tr3.Restore(st); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		ch, err := tr3.Poll(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if ch.Everything {
			if tr3.Following() || len(logged) == 0 {
				t.Fatalf("fell back without leaving the feed (following %v, logged %v)", tr3.Following(), logged)
			}
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("a purged log position was never reported: the follower kept following a feed with a gap")
}

// TestFeedUnusable: OpenFeed names what is missing.
func TestFeedUnusable(t *testing.T) {
	p := feedServer(t)
	conn := p.Conn("wp")
	conn.User, conn.Password = "feednopriv", "x"
	exec(t, p, "CREATE USER IF NOT EXISTS 'feednopriv'@'%' IDENTIFIED BY 'x'; GRANT SELECT ON wp.* TO 'feednopriv'@'%'")
	db, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, err = wpdb.OpenFeed(context.Background(), db, conn, nil)
	var un *wpdb.FeedUnusable
	if !errors.As(err, &un) || !strings.Contains(err.Error(), "BINLOG MONITOR") {
		t.Errorf("without privileges: %v; want FeedUnusable naming the grant", err)
	}
	// BINLOG MONITOR alone lets the user see the position, not read the
	// log: refused at once, naming the grant still missing.
	// (A new pool: a connection keeps the global privileges it logged in
	// with.)
	exec(t, p, "GRANT BINLOG MONITOR ON *.* TO 'feednopriv'@'%'")
	db2, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	defer db2.Close()
	_, err = wpdb.OpenFeed(context.Background(), db2, conn, nil)
	if !errors.As(err, &un) || !strings.Contains(err.Error(), "as a replica (grant it REPLICATION SLAVE)") {
		t.Errorf("with BINLOG MONITOR only: %v; want FeedUnusable naming REPLICATION SLAVE", err)
	}
	// The shared server of the other tests writes no binary log, or not in
	// row format; either way it is refused with the setting named.
	shared := dbtest.Open(t, "wpsitemap_fixtures")
	if _, err := wpdb.OpenFeed(context.Background(), shared, dbtest.Conn("wpsitemap_fixtures"), nil); err != nil {
		if !errors.As(err, &un) {
			t.Errorf("shared server: %v; want FeedUnusable", err)
		}
	}
}

// TestFeedOutages: a server that stops and comes back is followed again
// from where the stream was, with nothing lost and no full read; a stream
// that cannot go on while the database answers (the user lost the
// privilege) makes the follower fall back to polling.
func TestFeedOutages(t *testing.T) {
	p := feedServer(t)
	db, f := openFeed(t, p)
	f.SetDownFor(time.Second)
	tr := wpdb.NewFollower(db, f, logTo(t))
	if _, err := tr.Poll(context.Background()); err != nil {
		t.Fatal(err)
	}
	post := queryInt(t, p, "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'page'")
	p.Stop()
	time.Sleep(3 * time.Second) // three times the allowed stream outage
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	exec(t, p, "UPDATE wp_posts SET post_password = 'after-restart' WHERE ID = "+itoa(post))
	deadline := time.Now().Add(20 * time.Second)
	var got []int64
	for !slices.Contains(got, post) && time.Now().Before(deadline) {
		ch, err := tr.Poll(context.Background())
		if err != nil {
			continue // the pool reconnects
		}
		if ch.Everything || !tr.Following() {
			t.Fatalf("the database restarted: the follower gave up the feed (%+v)", ch)
		}
		got = append(got, ids(ch.Posts)...)
		time.Sleep(50 * time.Millisecond)
	}
	if !slices.Contains(got, post) {
		t.Fatalf("after the server came back: posts %v, want %d", got, post)
	}

	// The stream's user loses REPLICATION SLAVE; the database answers.
	exec(t, p, "REVOKE REPLICATION SLAVE ON *.* FROM '"+dbtest.PrivateUser+"'@'%'")
	defer exec(t, p, "GRANT REPLICATION SLAVE ON *.* TO '"+dbtest.PrivateUser+"'@'%'")
	dumps, err := p.Query("", "SELECT ID FROM information_schema.PROCESSLIST WHERE COMMAND LIKE 'Binlog Dump%'")
	if err != nil || len(dumps) == 0 {
		t.Fatalf("no dump thread to kill: %v %v", dumps, err)
	}
	for _, d := range dumps {
		exec(t, p, "KILL "+d[0])
	}
	deadline = time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		ch, err := tr.Poll(context.Background())
		if err == nil && ch.Everything && !tr.Following() {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("a stream that could not resume while the database answered never made the follower fall back")
}

// logTo adapts t.Log to the follower's slog-style log function.
func logTo(t *testing.T) func(msg string, args ...any) {
	return func(msg string, args ...any) { t.Log(append([]any{msg}, args...)...) }
}

// TestFeedWPMLTranslations: WPML's icl_translations rows come out of the
// binary log as the posts of the groups written, as they are after the
// write: a post linked to another gives both; unlinked (a trid of its
// own), both again, the one it left found through its group.
func TestFeedWPMLTranslations(t *testing.T) {
	p := feedServer(t)
	exec(t, p, "DROP TABLE IF EXISTS wp_icl_translations")
	exec(t, p, "CREATE TABLE wp_icl_translations (translation_id bigint(20) NOT NULL AUTO_INCREMENT, "+
		"element_type varchar(60) NOT NULL DEFAULT 'post_post', element_id bigint(20) DEFAULT NULL, trid bigint(20) NOT NULL, "+
		"language_code varchar(7) NOT NULL, source_language_code varchar(7) DEFAULT NULL, PRIMARY KEY (translation_id), "+
		"UNIQUE KEY trid_lang (trid, language_code), UNIQUE KEY el_type_id (element_type, element_id), KEY trid (trid))")
	t.Cleanup(func() { _ = p.Exec("wp", "DROP TABLE IF EXISTS wp_icl_translations") })
	db, f := openFeed(t, p)
	tr := wpdb.NewFollower(db, f, logTo(t))
	if ch, err := tr.Poll(context.Background()); err != nil || !ch.Everything {
		t.Fatalf("first poll: %+v, %v; want Everything (the baseline)", ch, err)
	}
	a := queryInt(t, p, "SELECT MIN(ID) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'")
	b := queryInt(t, p, "SELECT MAX(ID) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'")
	exec(t, p, "INSERT INTO wp_icl_translations (element_type, element_id, trid, language_code) VALUES ('post_post', "+itoa(a)+", 900, 'en')")
	if ch := next(t, f, tr); !slices.Equal(ids(ch.Posts), []int64{a}) || !ch.Translations || ch.Trids != nil {
		t.Fatalf("a post given a language: %+v, want post %d, Translations", ch, a)
	}
	exec(t, p, "INSERT INTO wp_icl_translations (element_type, element_id, trid, language_code, source_language_code) VALUES ('post_post', "+
		itoa(b)+", 900, 'fr', 'en')")
	if ch := next(t, f, tr); !slices.Equal(ids(ch.Posts), []int64{a, b}) || !ch.Translations {
		t.Errorf("linked: %+v, want posts %d and %d", ch, a, b)
	}
	exec(t, p, "UPDATE wp_icl_translations SET trid = 901, source_language_code = NULL WHERE element_id = "+itoa(b))
	if ch := next(t, f, tr); !slices.Equal(ids(ch.Posts), []int64{a, b}) || !ch.Translations {
		t.Errorf("unlinked: %+v, want posts %d (the one left) and %d", ch, a, b)
	}
	exec(t, p, "INSERT INTO wp_icl_translations (element_type, element_id, trid, language_code) VALUES ('tax_category', 1, 902, 'en')")
	if ch := next(t, f, tr); len(ch.Posts) != 0 || !ch.Terms || !ch.Translations {
		t.Errorf("a term given a language: %+v, want Terms only", ch)
	}
}

// TestFeedWPMLLanguages: WPML's icl_languages rows come out of the binary
// log as Changes.Languages: a language's tag changed, one deactivated, one
// added; a write of a column the sitemaps do not read (its name) adds
// nothing.
func TestFeedWPMLLanguages(t *testing.T) {
	p := feedServer(t)
	exec(t, p, "DROP TABLE IF EXISTS wp_icl_languages")
	exec(t, p, "CREATE TABLE wp_icl_languages (id int(11) NOT NULL AUTO_INCREMENT, code varchar(7) NOT NULL, "+
		"english_name varchar(128) NOT NULL, major tinyint(4) NOT NULL DEFAULT 0, active tinyint(4) NOT NULL, "+
		"default_locale varchar(35) DEFAULT NULL, tag varchar(35) DEFAULT NULL, encode_url tinyint(1) NOT NULL DEFAULT 0, "+
		"country varchar(10) DEFAULT NULL, PRIMARY KEY (id), UNIQUE KEY code (code), UNIQUE KEY english_name (english_name))")
	exec(t, p, "INSERT INTO wp_icl_languages (code, english_name, active, default_locale, tag) VALUES "+
		"('en', 'English', 1, 'en_US', 'en-US'), ('fr', 'French', 1, 'fr_FR', 'fr-FR')")
	t.Cleanup(func() { _ = p.Exec("wp", "DROP TABLE IF EXISTS wp_icl_languages") })
	db, f := openFeed(t, p)
	tr := wpdb.NewFollower(db, f, logTo(t))
	if ch, err := tr.Poll(context.Background()); err != nil || !ch.Everything {
		t.Fatalf("first poll: %+v, %v; want Everything (the baseline)", ch, err)
	}
	languages := func(c wp.Changes) bool {
		return c.Languages && len(c.Posts) == 0 && !c.Terms && !c.Options && !c.Translations && !c.Everything
	}
	for _, c := range []struct{ name, sql string }{
		{"tag", "UPDATE wp_icl_languages SET tag = 'fr-CA' WHERE code = 'fr'"},
		{"locale", "UPDATE wp_icl_languages SET default_locale = 'fr_CA' WHERE code = 'fr'"},
		{"deactivated", "UPDATE wp_icl_languages SET active = 0 WHERE code = 'fr'"},
		{"added", "INSERT INTO wp_icl_languages (code, english_name, active, default_locale, tag) VALUES ('de', 'German', 1, 'de_DE', '')"},
		{"deleted", "DELETE FROM wp_icl_languages WHERE code = 'de'"},
	} {
		exec(t, p, c.sql)
		if ch := next(t, f, tr); !languages(ch) {
			t.Errorf("%s: %+v, want Languages alone", c.name, ch)
		}
	}
	// A name changes no sitemap; a term write after it shows it added
	// nothing.
	exec(t, p, "UPDATE wp_icl_languages SET english_name = 'Francais' WHERE code = 'fr'")
	exec(t, p, "UPDATE wp_terms SET name = CONCAT(name, ' ') ORDER BY term_id LIMIT 1")
	if ch := next(t, f, tr); ch.Languages || !ch.Terms {
		t.Errorf("a language renamed, then a term: %+v, want Terms alone", ch)
	}
}
