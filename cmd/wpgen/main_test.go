package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// readTSV reads one LOAD DATA file: rows of unescaped fields.
func readTSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		for i, s := range fields {
			fields[i] = unescapeTSV(s)
		}
		rows = append(rows, fields)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

func unescapeTSV(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i == len(s)-1 {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case '0':
			b.WriteByte(0)
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// phpCheck reports whether s is one PHP-serialized value whose string
// lengths and element counts are right: the mistakes that make PHP's
// unserialize() return false.
func phpCheck(s string) error {
	n, err := phpValue(s, 0)
	if err != nil {
		return err
	}
	if n != len(s) {
		return fmt.Errorf("trailing bytes at %d", n)
	}
	return nil
}

func phpValue(s string, i int) (int, error) {
	if i >= len(s) {
		return i, errors.New("unexpected end")
	}
	switch s[i] {
	case 'N':
		if !strings.HasPrefix(s[i:], "N;") {
			return i, fmt.Errorf("bad null at %d", i)
		}
		return i + 2, nil
	case 'b', 'i', 'd':
		end := strings.IndexByte(s[i:], ';')
		if end < 0 || s[i+1] != ':' {
			return i, fmt.Errorf("bad scalar at %d", i)
		}
		return i + end + 1, nil
	case 's':
		colon := strings.IndexByte(s[i+2:], ':')
		if s[i+1] != ':' || colon < 0 {
			return i, fmt.Errorf("bad string at %d", i)
		}
		n, err := strconv.Atoi(s[i+2 : i+2+colon])
		if err != nil {
			return i, fmt.Errorf("bad string length at %d", i)
		}
		start := i + 2 + colon + 2 // after `:"`
		end := start + n
		if end+2 > len(s) || s[start-1] != '"' || s[end] != '"' || s[end+1] != ';' {
			return i, fmt.Errorf("string at %d: length %d does not end at a quote", i, n)
		}
		return end + 2, nil
	case 'a':
		colon := strings.IndexByte(s[i+2:], ':')
		if s[i+1] != ':' || colon < 0 {
			return i, fmt.Errorf("bad array at %d", i)
		}
		n, err := strconv.Atoi(s[i+2 : i+2+colon])
		if err != nil || i+2+colon+1 >= len(s) || s[i+2+colon+1] != '{' {
			return i, fmt.Errorf("bad array header at %d", i)
		}
		j := i + 2 + colon + 2
		for range n {
			if j >= len(s) || (s[j] != 'i' && s[j] != 's') {
				return j, fmt.Errorf("array key at %d is not an int or a string", j)
			}
			if j, err = phpValue(s, j); err != nil {
				return j, err
			}
			if j, err = phpValue(s, j); err != nil {
				return j, err
			}
		}
		if j >= len(s) || s[j] != '}' {
			return j, fmt.Errorf("array at %d: %d elements do not end at }", i, n)
		}
		return j + 1, nil
	}
	return i, fmt.Errorf("unknown type %q at %d", s[i], i)
}

func TestPHPCheck(t *testing.T) {
	good := []string{`a:0:{}`, `s:3:"abc";`, `a:1:{i:0;s:2:"é";}`, `a:2:{s:1:"a";b:1;s:1:"b";a:1:{i:3;N;}}`,
		serialize(phpArray{{"x", phpArray{{1, "Über"}}}, {"y", 3}, {"z", false}})}
	for _, s := range good {
		if err := phpCheck(s); err != nil {
			t.Errorf("phpCheck(%q) = %v, want nil", s, err)
		}
	}
	bad := []string{`s:4:"abc";`, `a:2:{i:0;i:1;}`, `a:1:{i:0;i:1;}x`, `s:2:"é`, `a:1:{b:1;i:1;}`, ``}
	for _, s := range bad {
		if err := phpCheck(s); err == nil {
			t.Errorf("phpCheck(%q) = nil, want an error", s)
		}
	}
}

func generateInto(t *testing.T, args ...string) string {
	t.Helper()
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run(append([]string{"-out", dir}, args...), &out, &errb); code != 0 {
		t.Fatalf("wpgen %v: exit %d: %s", args, code, errb.String())
	}
	return dir
}

var wpImage = regexp.MustCompile(`wp-image-(\d+)`)

// TestShape generates a small site and checks the files against each other
// the way WordPress would see them.
func TestShape(t *testing.T) {
	const posts = 500
	dir := generateInto(t, "-posts", strconv.Itoa(posts), "-seed", "7")
	tables := map[string][][]string{}
	for _, tb := range allTables {
		rows := readTSV(t, filepath.Join(dir, tb.name+".tsv"))
		for i, r := range rows {
			if len(r) != len(tb.columns) {
				t.Fatalf("%s row %d: %d fields, want %d", tb.name, i+1, len(r), len(tb.columns))
			}
		}
		tables[tb.name] = rows
	}

	// Options: every serialized value is well-formed; the site's settings are set.
	opts := map[string]string{}
	for _, r := range tables["wp_options"] {
		if _, dup := opts[r[0]]; dup {
			t.Errorf("option %s twice", r[0])
		}
		opts[r[0]] = r[1]
		if strings.HasPrefix(r[1], "a:") {
			if err := phpCheck(r[1]); err != nil {
				t.Errorf("option %s: %v", r[0], err)
			}
		}
	}
	for name, want := range map[string]string{"home": "http://127.0.0.1:8082", "siteurl": "http://127.0.0.1:8082",
		"permalink_structure": "/%year%/%monthnum%/%postname%/", "blog_public": "1", "show_on_front": "posts"} {
		if opts[name] != want {
			t.Errorf("option %s = %q, want %q", name, opts[name], want)
		}
	}
	for _, name := range []string{"wpseo", "wpseo_titles", "wp_user_roles", "rewrite_rules", "category_children", "wpseo_taxonomy_meta"} {
		if !strings.HasPrefix(opts[name], "a:") {
			t.Errorf("option %s missing or not an array: %.40q", name, opts[name])
		}
	}
	for _, frag := range []string{`s:30:"books/([^/]+)(?:/([0-9]+))?/?$";s:43:"index.php?book=$matches[1]&page=$matches[2]";`,
		`s:8:"books/?$";s:24:"index.php?post_type=book";`} {
		if !strings.Contains(opts["rewrite_rules"], frag) {
			t.Errorf("rewrite_rules lacks %s", frag)
		}
	}
	if strings.Contains(opts["rewrite_rules"], "note") || strings.Contains(opts["wpseo_titles"], "genre") {
		t.Error("options mention the conformance site's note or genre types")
	}
	if !strings.Contains(opts["wpseo_titles"], `s:12:"noindex-book";b:0;`) {
		t.Error("wpseo_titles lacks noindex-book")
	}

	// Users: 200 who can write and 5 subscribers, each with capabilities.
	users := tables["wp_users"]
	if len(users) != numWriters+numSubscribers {
		t.Errorf("%d users, want %d", len(users), numWriters+numSubscribers)
	}
	caps := 0
	for _, r := range tables["wp_usermeta"] {
		if r[1] == "wp_capabilities" {
			caps++
			if err := phpCheck(r[2]); err != nil {
				t.Errorf("user %s wp_capabilities: %v", r[0], err)
			}
		}
	}
	if caps != len(users) {
		t.Errorf("%d wp_capabilities rows for %d users", caps, len(users))
	}

	// Posts.
	type postRow struct{ typ, status, password, content string }
	byID := map[string]postRow{}
	count := map[string]int{}
	var lastID int64
	var sizes []int
	for _, r := range tables["wp_posts"] {
		id, _ := strconv.ParseInt(r[0], 10, 64)
		if id <= lastID {
			t.Fatalf("post IDs not increasing: %d after %d", id, lastID)
		}
		lastID = id
		p := postRow{typ: r[20], status: r[7], password: r[10], content: r[4]}
		byID[r[0]] = p
		count[p.typ+"/"+p.status]++
		count[p.typ]++
		if p.typ == "post" {
			sizes = append(sizes, len(p.content))
		}
		if (p.typ == "attachment" || p.typ == "revision") && r[17] != "0" {
			if _, ok := byID[r[17]]; !ok {
				t.Errorf("%s %s: parent %s not written before it", p.typ, r[0], r[17])
			}
		}
		if p.status == "publish" && r[3] == "0000-00-00 00:00:00" {
			t.Errorf("published post %s without post_date_gmt", r[0])
		}
	}
	if count["post"] != posts {
		t.Errorf("%d posts of type post, want %d", count["post"], posts)
	}
	for _, k := range []string{"post/publish", "post/draft", "page/publish", "book/publish", "attachment/inherit", "revision/inherit"} {
		if count[k] == 0 {
			t.Errorf("no %s", k)
		}
	}
	sort.Ints(sizes)
	if m := sizes[len(sizes)/2]; m < 3000 || m > 8000 {
		t.Errorf("median post content %d bytes, want about 5000", m)
	}
	multipart, blockImages, classicImages := 0, 0, 0
	for id, p := range byID {
		if strings.Contains(p.content, "<!--nextpage-->") {
			multipart++
		}
		blockImages += strings.Count(p.content, "<!-- wp:image {\"id\":")
		classicImages += strings.Count(p.content, "<img class=\"")
		for _, m := range wpImage.FindAllStringSubmatch(p.content, -1) {
			if byID[m[1]].typ != "attachment" {
				t.Errorf("post %s shows wp-image-%s, which is no attachment", id, m[1])
			}
		}
	}
	if multipart == 0 || blockImages == 0 || classicImages == 0 {
		t.Errorf("multi-part posts %d, block images %d, classic images %d: want some of each", multipart, blockImages, classicImages)
	}

	// Post meta.
	metaCount := map[string]int{}
	for _, r := range tables["wp_postmeta"] {
		metaCount[r[1]]++
		p, ok := byID[r[0]]
		if !ok {
			t.Fatalf("meta %s of missing post %s", r[1], r[0])
		}
		switch r[1] {
		case "_thumbnail_id":
			if byID[r[2]].typ != "attachment" {
				t.Errorf("post %s: _thumbnail_id %s is no attachment", r[0], r[2])
			}
		case "_wp_attachment_metadata":
			if err := phpCheck(r[2]); err != nil {
				t.Errorf("attachment %s metadata: %v", r[0], err)
			}
		case "_wp_attached_file":
			if p.typ != "attachment" || !regexp.MustCompile(`^\d{4}/\d\d/img-`+r[0]+`\.(jpg|png)$`).MatchString(r[2]) {
				t.Errorf("%s %s: _wp_attached_file %q", p.typ, r[0], r[2])
			}
		}
	}
	if metaCount["_wp_attached_file"] != count["attachment"] {
		t.Errorf("%d _wp_attached_file rows for %d attachments", metaCount["_wp_attached_file"], count["attachment"])
	}
	for _, k := range []string{"_thumbnail_id", "_yoast_wpseo_meta-robots-noindex", "_wp_attachment_metadata"} {
		if metaCount[k] == 0 {
			t.Errorf("no %s meta", k)
		}
	}
	if n := metaCount["_yoast_wpseo_meta-robots-noindex"]; n > posts/10 {
		t.Errorf("%d noindex posts of %d: want about 3%%", n, posts)
	}

	// Terms: counts are the published posts related to each term; parents exist.
	taxonomy := map[string]string{}
	for _, r := range tables["wp_term_taxonomy"] {
		taxonomy[r[0]] = r[2]
	}
	related := map[string]int{}
	for _, r := range tables["wp_term_relationships"] {
		p, ok := byID[r[0]]
		if !ok {
			t.Fatalf("relationship of missing post %s", r[0])
		}
		if _, ok := taxonomy[r[1]]; !ok {
			t.Fatalf("relationship to missing term_taxonomy %s", r[1])
		}
		if p.status == "publish" {
			related[r[1]]++
		}
	}
	nested := 0
	for _, r := range tables["wp_term_taxonomy"] {
		if r[5] != strconv.Itoa(related[r[0]]) {
			t.Errorf("term_taxonomy %s (%s): count %s, want %d", r[0], r[2], r[5], related[r[0]])
		}
		if r[4] != "0" {
			nested++
			if taxonomy[r[4]] != r[2] {
				t.Errorf("term %s: parent %s is not a %s", r[0], r[4], r[2])
			}
			if !strings.Contains(opts["category_children"], "i:"+r[0]+";") {
				t.Errorf("category_children lacks child %s", r[0])
			}
		}
	}
	if nested == 0 {
		t.Error("no nested categories")
	}
	if len(tables["wp_terms"]) != min(10000, max(60, posts)) {
		t.Errorf("%d terms", len(tables["wp_terms"]))
	}
}

// TestDeterministic: the same seed gives the same bytes, whatever the
// number of workers; another seed gives other content.
func TestDeterministic(t *testing.T) {
	a := generateInto(t, "-posts", "2500", "-workers", "1")
	b := generateInto(t, "-posts", "2500", "-workers", "3")
	c := generateInto(t, "-posts", "2500", "-seed", "2")
	for _, tb := range allTables {
		name := tb.name + ".tsv"
		x, _ := os.ReadFile(filepath.Join(a, name))
		y, _ := os.ReadFile(filepath.Join(b, name))
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between 1 and 3 workers", name)
		}
	}
	x, _ := os.ReadFile(filepath.Join(a, "wp_posts.tsv"))
	z, _ := os.ReadFile(filepath.Join(c, "wp_posts.tsv"))
	if bytes.Equal(x, z) {
		t.Error("seed 2 wrote the same posts as seed 1")
	}
}

// TestSchemaCopied: the embedded CREATE TABLEs are those of the
// conformance dump, but for its AUTO_INCREMENT counters.
func TestSchemaCopied(t *testing.T) {
	dump, err := os.ReadFile(filepath.Join("..", "..", "testdata", "conformance", "year-month", "db.sql"))
	if err != nil {
		t.Fatal(err)
	}
	auto := regexp.MustCompile(` AUTO_INCREMENT=\d+`)
	for _, name := range []string{"wp_options", "wp_posts", "wp_postmeta", "wp_terms", "wp_term_taxonomy",
		"wp_term_relationships", "wp_termmeta", "wp_users", "wp_usermeta", "wp_comments", "wp_commentmeta", "wp_links"} {
		want := auto.ReplaceAllString(createTable(string(dump), name), "")
		if got := createTable(schemaSQL, name); got == "" || got != want {
			t.Errorf("schema.sql %s differs from the conformance dump:\n%s\nwant:\n%s", name, got, want)
		}
	}
}

// mysql runs the mysql client against the test server and returns its
// output; ok is false when no server answers.
func mysql(t *testing.T, args ...string) string {
	t.Helper()
	host := envOr("WPSITEMAP_TEST_DB_HOST", "127.0.0.1")
	port := envOr("WPSITEMAP_TEST_DB_PORT", "3306")
	user := envOr("WPSITEMAP_TEST_DB_USER", "root")
	cmd := exec.Command("mysql", append([]string{"--protocol=TCP", "-h", host, "-P", port, "-u", user, "-N", "-B"}, args...)...)
	cmd.Env = append(os.Environ(), "MYSQL_PWD="+os.Getenv("WPSITEMAP_TEST_DB_PASSWORD"))
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("mysql %v: %v: %s", args, err, errb.String())
	}
	return strings.TrimSpace(out.String())
}

func envOr(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}

// needMySQL skips the test when no server answers, except in CI.
func needMySQL(t *testing.T) {
	t.Helper()
	skip := func(format string, args ...any) {
		if os.Getenv("CI") == "true" {
			t.Fatalf(format, args...)
		}
		t.Skipf(format, args...)
	}
	if _, err := exec.LookPath("mysql"); err != nil {
		skip("no mysql client: %v", err)
	}
	cmd := exec.Command("mysql", "--protocol=TCP", "-h", envOr("WPSITEMAP_TEST_DB_HOST", "127.0.0.1"),
		"-P", envOr("WPSITEMAP_TEST_DB_PORT", "3306"), "-u", envOr("WPSITEMAP_TEST_DB_USER", "root"), "-e", "SELECT 1")
	cmd.Env = append(os.Environ(), "MYSQL_PWD="+os.Getenv("WPSITEMAP_TEST_DB_PASSWORD"))
	if out, err := cmd.CombinedOutput(); err != nil {
		skip("no MariaDB answers: %v: %s", err, out)
	}
}

// TestLoad loads 2,000 posts with -load, in both formats, and checks that
// the database holds what the files hold and that the tables are
// WordPress's.
func TestLoad(t *testing.T) {
	needMySQL(t)
	loadArgs := []string{"-db-host", envOr("WPSITEMAP_TEST_DB_HOST", "127.0.0.1"), "-db-port", envOr("WPSITEMAP_TEST_DB_PORT", "3306"),
		"-db-user", envOr("WPSITEMAP_TEST_DB_USER", "root")}
	t.Setenv("MYSQL_PWD", os.Getenv("WPSITEMAP_TEST_DB_PASSWORD"))
	// Names of this run only, dropped at the end: another test run may load at the same time.
	tsvDB, sqlDB := dbtest.TempDB(t, "wpgen_test"), dbtest.TempDB(t, "wpgen_test_sql")
	dir := generateInto(t, append([]string{"-posts", "2000", "-load", tsvDB}, loadArgs...)...)

	for _, tb := range allTables {
		lines := bytes.Count(must(os.ReadFile(filepath.Join(dir, tb.name+".tsv"))), []byte("\n"))
		if got := mysql(t, tsvDB, "-e", "SELECT COUNT(*) FROM "+tb.name); got != strconv.Itoa(lines) {
			t.Errorf("%s: %s rows in the database, %d in the file", tb.name, got, lines)
		}
	}
	if got := mysql(t, tsvDB, "-e", "SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post'"); got != "2000" {
		t.Errorf("%s posts, want 2000", got)
	}
	// The counts WordPress would compute (_update_post_term_count).
	if got := mysql(t, tsvDB, "-e", `SELECT COUNT(*) FROM wp_term_taxonomy tt WHERE tt.count <> (
		SELECT COUNT(*) FROM wp_term_relationships tr JOIN wp_posts p ON p.ID = tr.object_id
		WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish')`); got != "0" {
		t.Errorf("%s terms with a wrong count", got)
	}
	// Non-ASCII text survived the load as UTF-8.
	if got := mysql(t, tsvDB, "-e", "SELECT COUNT(*) FROM wp_terms WHERE name LIKE '%Новости%' OR name LIKE '%Café%'"); got == "0" {
		t.Error("no non-ASCII term names in the database")
	}
	// The keys dropped for the load are back: SHOW CREATE TABLE is WordPress's.
	auto := regexp.MustCompile(` AUTO_INCREMENT=\d+`)
	for _, tb := range bigTables {
		out := mysql(t, tsvDB, "-e", "SHOW CREATE TABLE "+tb.name)
		got := strings.ReplaceAll(strings.SplitN(out, "\t", 2)[1], `\n`, "\n")
		if want := createTable(schemaSQL, tb.name); auto.ReplaceAllString(got, "") != want {
			t.Errorf("SHOW CREATE TABLE %s:\n%s\nwant:\n%s", tb.name, got, want)
		}
	}

	// The sql format loads the same data.
	var out, errb bytes.Buffer
	if code := run(append([]string{"-posts", "2000", "-format", "sql", "-load", sqlDB}, loadArgs...), &out, &errb); code != 0 {
		t.Fatalf("wpgen -format sql: exit %d: %s", code, errb.String())
	}
	names := make([]string, len(allTables))
	for i, tb := range allTables {
		names[i] = tb.name
	}
	sums := func(db string) []string {
		return strings.Split(mysql(t, db, "-e", "CHECKSUM TABLE "+strings.Join(names, ", ")), "\n")
	}
	a, b := sums(tsvDB), sums(sqlDB)
	for i := range a {
		if strings.Fields(a[i])[1] != strings.Fields(b[i])[1] {
			t.Errorf("tsv and sql loads differ: %s vs %s", a[i], b[i])
		}
	}
	if len(a) != len(allTables) || len(b) != len(a) {
		t.Errorf("checksums: %q and %q", a, b)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
