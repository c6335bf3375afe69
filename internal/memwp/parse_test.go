package memwp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestUnquote(t *testing.T) {
	tests := []struct{ in, want string }{
		{`'plain'`, "plain"},
		{`'it\'s'`, "it's"},
		{`'it''s'`, "it's"},
		{`"say \"hi\""`, `say "hi"`},
		{`"a""b"`, `a"b`},
		{`'back\\slash'`, `back\slash`},
		{`'\n\r\t\0\Z\b'`, "\n\r\t\x00\x1a\b"},
		{`'50\% \_'`, `50\% \_`}, // LIKE escapes keep their backslash
		{`'\x\y'`, "xy"},
		{`'Jörg ; -- not a comment'`, "Jörg ; -- not a comment"},
	}
	for _, tt := range tests {
		got, n, err := unquote(tt.in)
		if err != nil || got != tt.want || n != len(tt.in) {
			t.Errorf("unquote(%s) = %q, %d, %v; want %q, %d", tt.in, got, n, err, tt.want, len(tt.in))
		}
	}
	for _, bad := range []string{`'open`, `'ends in \'`, `"`} {
		if _, _, err := unquote(bad); err == nil {
			t.Errorf("unquote(%s): no error", bad)
		}
	}
}

func TestParseInsert(t *testing.T) {
	st, err := parseStatement("INSERT INTO `wp_postmeta` (`meta_id`, post_id, `meta_key`, `meta_value`) VALUES\n" +
		"(1, 10, '_thumbnail_id', '42'),\n(2, -3, NULL, 'a;b'), (3, 1.5e2, 'k', '')")
	if err != nil {
		t.Fatal(err)
	}
	want := &stmt{kind: "insert", table: "wp_postmeta", cols: []string{"meta_id", "post_id", "meta_key", "meta_value"},
		rows: [][]value{
			{{s: "1"}, {s: "10"}, {s: "_thumbnail_id"}, {s: "42"}},
			{{s: "2"}, {s: "-3"}, {null: true}, {s: "a;b"}},
			{{s: "3"}, {s: "1.5e2"}, {s: "k"}, {s: ""}},
		}}
	if d := cmp.Diff(want, st, cmp.AllowUnexported(stmt{}, value{})); d != "" {
		t.Error(d)
	}
}

func TestSplitStatements(t *testing.T) {
	src := "/*!40101 SET NAMES utf8mb4 */;\n-- a comment; with a semicolon\nINSERT INTO t VALUES ('a;b', \"c;d\"); # more; here\n" +
		"/* block; */ DELETE FROM t WHERE `x;y` = 1;\nUPDATE t SET a = 1"
	got, err := splitStatements(src)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 {
		t.Fatalf("%d statements, want 4: %q", len(got), got)
	}
	kinds := []string{"ignore", "insert", "delete", "update"}
	for i, s := range got {
		st, err := parseStatement(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if st.kind != kinds[i] {
			t.Errorf("%q: kind %s, want %s", s, st.kind, kinds[i])
		}
	}
}

func TestCreateTableColumns(t *testing.T) {
	st, err := parseStatement("CREATE TABLE `wp_terms` (\n  `term_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,\n" +
		"  `name` varchar(200) NOT NULL DEFAULT '',\n  `slug` varchar(200) NOT NULL DEFAULT '',\n  `term_group` bigint(10) NOT NULL DEFAULT 0,\n" +
		"  PRIMARY KEY (`term_id`),\n  KEY `slug` (`slug`(191)),\n  KEY `name` (`name`(191))\n) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"term_id", "name", "slug", "term_group"}, st.cols); d != "" {
		t.Error(d)
	}
}

// TestExecUnsupported: what Exec does not know is an error, never a
// silent no-op.
func TestExecUnsupported(t *testing.T) {
	s := mustLoad(t, "fixtures.sql")
	for _, sql := range []string{
		"INSERT INTO wp_posts SELECT * FROM wp_posts",
		"UPDATE wp_posts SET post_name = CONCAT(post_name, '-2') WHERE ID = 10",
		"UPDATE wp_posts SET post_status = 'draft' WHERE ID = (SELECT 10)",
		"UPDATE wp_posts SET post_status = 'draft' WHERE ID IN (SELECT post_id FROM wp_postmeta)",
		"UPDATE wp_posts SET post_status = 'draft' ORDER BY ID LIMIT 2",
		"UPDATE wp_posts SET post_status = 'draft' WHERE post_author = post_parent",
		"RENAME TABLE wp_options TO wp_options_gone",
		"ALTER TABLE wp_posts ADD COLUMN x int",
		"CREATE TABLE wp_x (a int)",
		"REPLACE INTO wp_options (option_name, option_value) VALUES ('a', 'b')",
		"INSERT INTO wp_posts (nope) VALUES (1)",
		"INSERT INTO wp_posts (ID) VALUES (1, 2)",
		"INSERT INTO wp_options (option_name, option_value) VALUES ('home', 'x')", // option_name is unique
		"SELECT 1",
	} {
		if err := s.Exec(sql); err == nil {
			t.Errorf("%s: no error", sql)
		}
	}
}

func TestExecWrites(t *testing.T) {
	s := mustLoad(t, "fixtures.sql")
	exec := func(sql string) {
		t.Helper()
		if err := s.Exec(sql); err != nil {
			t.Fatal(err)
		}
	}
	post := func(id int64) row {
		s.mu.RLock()
		defer s.mu.RUnlock()
		return s.posts[id]
	}
	exec(`INSERT INTO wp_posts (post_author, post_title, post_content, post_excerpt, to_ping, pinged, post_content_filtered)
		VALUES (1, 'Neu', 'x', '', '', '', '')`)
	s.mu.RLock()
	var maxID int64
	for id := range s.posts {
		maxID = max(maxID, id)
	}
	s.mu.RUnlock()
	if p := post(maxID); p["post_title"] != "Neu" || p["post_status"] != "publish" || p["post_type"] != "post" || p["post_date"] != zeroDate {
		t.Errorf("inserted row with defaults: %v", p)
	}
	exec("UPDATE wp_posts SET post_status = 'draft', menu_order = '7' WHERE ID = 10 OR (post_author = 99 AND post_type = 'post')")
	if p := post(10); p["post_status"] != "draft" || p["menu_order"] != "7" {
		t.Errorf("updated row: %v", p)
	}
	exec("UPDATE wp_posts SET post_status = 'draft' WHERE ID BETWEEN 11 AND 12 AND post_type IN ('POST', 'page') AND post_name LIKE '%'")
	if post(11)["post_status"] != "draft" {
		t.Errorf("post 11 not updated (case-insensitive IN)")
	}
	exec("DELETE FROM wp_posts WHERE ID = 12")
	if post(12) != nil {
		t.Error("post 12 not deleted")
	}
	exec("DELETE FROM wp_postmeta WHERE post_id = 10 AND meta_key IN ('_yoast_wpseo_meta-robots-noindex', '_yoast_wpseo_canonical')")
	exec("UPDATE wp_postmeta SET meta_value = NULL WHERE meta_key IS NULL")
}

// TestNewsTermCounts: the counts stored in news.sql are the published
// posts of each term, as WordPress keeps them.
func TestNewsTermCounts(t *testing.T) {
	s := mustLoad(t, "news.sql")
	got := map[int64]int64{}
	for _, tr := range s.rows("term_relationships") {
		if p, ok := s.posts[tr.int("object_id")]; ok && p["post_status"] == "publish" {
			got[tr.int("term_taxonomy_id")]++
		}
	}
	for _, tt := range s.rows("term_taxonomy") {
		if id := tt.int("term_taxonomy_id"); tt.int("count") != got[id] {
			t.Errorf("term_taxonomy %d: count %d stored, %d published posts", id, tt.int("count"), got[id])
		}
	}
}

func mustLoad(t testing.TB, name string) *Site {
	t.Helper()
	s, err := LoadFile(filepath.Join("..", "..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// FuzzLoad: a dump is input the package does not control; Load returns
// an error or a site, never panics, and what it loaded reads back.
func FuzzLoad(f *testing.F) {
	for _, name := range []string{"fixtures.sql", "news.sql"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		// Seeds of a few statements each, so that mutations hit every part.
		stmts, _ := splitStatements(string(b))
		for i := 0; i < len(stmts); i += 7 {
			f.Add(strings.Join(stmts[i:min(i+3, len(stmts))], ";"))
		}
	}
	f.Add("INSERT INTO wp_options (option_name, option_value) VALUES ('a\\'b', \"c\"\"d\"), ('\\0', NULL)")
	f.Add("UPDATE wp_posts SET post_status = 'x' WHERE NOT (ID > 1 OR ID IS NULL) AND post_name NOT LIKE 'a%'")
	f.Fuzz(func(t *testing.T, sql string) {
		s, err := Load(strings.NewReader(sql), "wp_")
		if err != nil {
			return
		}
		if _, err := s.LoadTypeFacts(t.Context()); err != nil {
			t.Fatal(err)
		}
	})
}
