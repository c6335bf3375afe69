package wpdb_test

import (
	"context"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
	"github.com/wpsitemap/wpsitemap/wp"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// networkLoaded loads the fixture network into database "wpms" of the
// binary log server, once.
var networkLoaded = sync.OnceValue(func() error {
	p, err := binlogServer()
	if err != nil {
		return err
	}
	return p.Load("wpms", filepath.Join(dbtest.Root(), "testdata", "multisite-subdir.sql"))
})

// TestNetworkFeedPerSite: one binary log feed for a network hands each
// site's Follower the writes to its own tables (wp_2_posts: site 2's;
// wp_posts: site 1's), the membership keys of the shared usermeta to the
// site they name, and Yoast's author noindex to every site; a site is
// woken by its own commits, not by another site's.
func TestNetworkFeedPerSite(t *testing.T) {
	p := feedServer(t)
	if err := networkLoaded(); err != nil {
		dbtest.Unavailable(t, "load the network into the binary log server: %v", err)
	}
	ctx := context.Background()
	conn := p.Conn("wpms")
	db, err := wpdb.Open(conn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	net, err := db.Network(ctx)
	if err != nil || net == nil {
		t.Fatalf("Network: %v %v", net, err)
	}
	// WPML on both sites: site 2's posts 1 and 2 are one translation group.
	for _, prefix := range []string{"wp_", "wp_2_"} {
		if err := p.Exec("wpms", "CREATE TABLE IF NOT EXISTS "+prefix+`icl_translations (
			translation_id bigint(20) NOT NULL AUTO_INCREMENT, element_type varchar(60) NOT NULL DEFAULT 'post_post',
			element_id bigint(20) DEFAULT NULL, trid bigint(20) NOT NULL, language_code varchar(7) NOT NULL,
			source_language_code varchar(7) DEFAULT NULL, PRIMARY KEY (translation_id), KEY trid (trid))`); err != nil {
			t.Fatal(err)
		}
	}
	if err := p.Exec("wpms", `DELETE FROM wp_2_icl_translations; INSERT INTO wp_2_icl_translations (element_type, element_id, trid, language_code, source_language_code)
		VALUES ('post_post', 1, 7, 'en', NULL), ('post_post', 2, 7, 'fr', 'en')`); err != nil {
		t.Fatal(err)
	}
	f, err := wpdb.OpenNetworkFeed(ctx, db, conn, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(f.Close)
	if err := f.Start(ctx, ""); err != nil {
		t.Fatal(err)
	}
	follow := func(id int64) wp.ChangeSource {
		fl := f.FollowSite(db.ForSite(net, id), id, nil)(nil, time.Now)
		if ch, err := fl.Poll(ctx); err != nil || !ch.Everything {
			t.Fatalf("site %d's first poll: %+v %v, want Everything (its baseline)", id, ch, err)
		}
		return fl
	}
	site := map[int64]wp.ChangeSource{1: follow(1), 2: follow(2)}
	do := func(sql string) {
		t.Helper()
		if err := p.Exec("wpms", sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	// after runs sql, waits for the wake of the site that must see it and
	// the settle, and returns what each site's Follower reports, and
	// whether each was woken.
	after := func(sql string, wakes int64) (map[int64]wp.Changes, map[int64]bool) {
		t.Helper()
		do(sql)
		woken := map[int64]bool{}
		select {
		case <-site[wakes].Wake():
			woken[wakes] = true
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: site %d not woken within 10 s", sql, wakes)
		}
		time.Sleep(wpdb.Settle + 300*time.Millisecond)
		out := map[int64]wp.Changes{}
		for id, fl := range site {
			select {
			case <-fl.Wake():
				woken[id] = true
			default:
			}
			ch, err := fl.Poll(ctx)
			if err != nil {
				t.Fatal(err)
			}
			out[id] = ch
		}
		return out, woken
	}
	ch, woken := after("UPDATE wp_2_posts SET post_title = 'Bonjour !' WHERE ID = 2", 2)
	if !slices.Contains(ids(ch[2].Posts), 2) || !ch[1].Empty() || woken[1] {
		t.Errorf("a write to wp_2_posts: site 2 %+v, site 1 %+v (woken %v); want post 2 for site 2 alone", ch[2], ch[1], woken[1])
	}
	ch, woken = after("UPDATE wp_posts SET post_title = 'Hello!' WHERE ID = 3", 1)
	if !slices.Contains(ids(ch[1].Posts), 3) || !ch[2].Empty() || woken[2] {
		t.Errorf("a write to wp_posts: site 1 %+v, site 2 %+v (woken %v); want post 3 for site 1 alone", ch[1], ch[2], woken[2])
	}
	ch, _ = after("INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (3, 'wp_2_capabilities', 'a:1:{s:6:\"author\";b:1;}')", 2)
	if !ch[2].Authors || ch[1].Authors {
		t.Errorf("a membership of site 2: site 2 %+v, site 1 %+v; want site 2's authors alone", ch[2], ch[1])
	}
	ch, _ = after("INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, 'wpseo_noindex_author', 'on')", 1)
	if !ch[1].Authors || !ch[2].Authors {
		t.Errorf("an author noindex: site 1 %+v, site 2 %+v; want every site's authors", ch[1], ch[2])
	}
	ch, _ = after("UPDATE wp_2_options SET option_value = '/%year%/%postname%/' WHERE option_name = 'permalink_structure'", 2)
	if !ch[2].Options || ch[1].Options {
		t.Errorf("site 2's option: site 2 %+v, site 1 %+v; want site 2's options alone", ch[2], ch[1])
	}
	// A translation unlinked on site 2: the other member of its group
	// (found through site 2's own table) is examined again too.
	ch, _ = after("UPDATE wp_2_icl_translations SET trid = 8, source_language_code = NULL WHERE element_id = 2", 2)
	if got := ids(ch[2].Posts); !slices.Contains(got, 1) || !slices.Contains(got, 2) || !ch[2].Translations || ch[2].Trids != nil {
		t.Errorf("a translation of site 2 unlinked: %+v; want posts 1 and 2, its group's before and after", ch[2])
	}
	ch, _ = after("UPDATE wp_2_options SET option_value = 'x' WHERE option_name = 'wp_2_user_roles'", 2)
	if !ch[2].Options {
		t.Errorf("site 2's roles option: site 2 %+v; want its options", ch[2])
	}
}
