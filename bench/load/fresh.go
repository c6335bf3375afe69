package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/go-sql-driver/mysql"
)

// fresh measures how long each kind of change takes to show over HTTP, and
// what MariaDB spends on it. It writes to the database (as WordPress or a
// plugin would, through SQL) and puts every row back afterwards.
//
//	load fresh -base URL -mariadb-pid PID [-svc-user U] [-log FILE] DB
//
// For each change it prints one line: kind, ms until visible, ms until the
// revert is visible, mariadbd CPU ms (whole server, utime+stime from /proc)
// and the service user's MariaDB CPU ms (information_schema.USER_STATISTICS,
// when userstat is on) from the write until the revert showed. Then idle
// lines: 60 s with no write, and 60 s with an _edit_lock refresh every 15 s
// (with the number of snapshot updates the service logged meanwhile).
func fresh(args []string) error {
	fs := flag.NewFlagSet("fresh", flag.ExitOnError)
	base := fs.String("base", "http://127.0.0.1:8099", "the service")
	host := fs.String("db-host", "127.0.0.1:3306", "database address")
	user := fs.String("db-user", "root", "database user that may write (password: MYSQL_PWD)")
	svcUser := fs.String("svc-user", "", "the service's database user, for USER_STATISTICS")
	pid := fs.Int("mariadb-pid", 0, "mariadbd's process ID, for its CPU time")
	logFile := fs.String("log", "", "the service's log, to count snapshot updates")
	timeout := fs.Duration("timeout", 60*time.Second, "give up on a change after this long")
	idle := fs.Duration("idle", 60*time.Second, "length of each idle measurement")
	only := fs.String("only", "", "comma-separated kinds to run (default: all)")
	fs.Parse(args)
	if fs.NArg() != 1 {
		return errors.New("fresh: one database name")
	}
	cfg := mysql.NewConfig()
	cfg.Net, cfg.Addr, cfg.User, cfg.Passwd, cfg.DBName = "tcp", *host, *user, os.Getenv("MYSQL_PWD"), fs.Arg(0)
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	f := &freshRun{db: db, base: *base, c: newClient(1), pid: *pid, svcUser: *svcUser, timeout: *timeout, logFile: *logFile}
	ctx := context.Background()
	if err := f.target(ctx); err != nil {
		return err
	}
	defer func() {
		if err := f.cleanup(ctx); err != nil {
			fmt.Fprintln(os.Stderr, "load: fresh: cleanup:", err)
		}
	}()
	fmt.Fprintf(os.Stderr, "load: fresh: post %d (%s) on %s, term %d (%s), author %d (%s)\n",
		f.post, f.slug, f.page, f.term, f.termSlug, f.author, f.nicename)
	want := map[string]bool{}
	for _, k := range strings.Split(*only, ",") {
		if k != "" {
			want[k] = true
		}
	}
	for _, ch := range f.changes() {
		if len(want) > 0 && !want[ch.kind] {
			continue
		}
		if err := f.measure(ctx, ch); err != nil {
			return fmt.Errorf("%s: %w", ch.kind, err)
		}
	}
	if len(want) == 0 || want["idle"] {
		f.idle(ctx, "idle", *idle, nil)
		f.idle(ctx, "edit_lock", *idle, func() error {
			_, err := db.ExecContext(ctx, `UPDATE wp_postmeta SET meta_value = ? WHERE post_id = ? AND meta_key = '_edit_lock'`,
				fmt.Sprintf("%d:1", time.Now().Unix()), f.post)
			return err
		})
	}
	return nil
}

type freshRun struct {
	db      *sql.DB
	base    string
	c       *http.Client
	pid     int
	svcUser string
	timeout time.Duration
	logFile string

	page           string // the last post sitemap page, which lists post
	post           int64
	slug           string
	term           int64
	termSlug       string
	author         int64
	nicename       string
	saved          []any // the post's row, for delete
	newID          int64
	structure      string // the permalink structure, while another is tried
	lockMetaID     int64
	noindexMetaID  int64
	oldSlugMetaIDs []int64
}

// change is one kind of write: do and undo are the SQL, url and needle what
// shows it (present says whether the needle is there after do).
type change struct {
	kind    string
	do      func(context.Context) error
	undo    func(context.Context) error
	url     func() []string
	needle  func() string
	present bool
}

func (f *freshRun) exec(ctx context.Context, q string, args ...any) error {
	_, err := f.db.ExecContext(ctx, q, args...)
	return err
}

// target picks a listed post on the last post sitemap page, a listed
// category and a listed author.
func (f *freshRun) target(ctx context.Context) error {
	locs, err := indexLocs(f.c, f.base+"/sitemap_index.xml")
	if err != nil {
		return err
	}
	last := 0
	for _, loc := range locs {
		m := pageRe.FindStringSubmatch(loc[strings.LastIndex(loc, "/")+1:])
		if m == nil || m[1] != "post" {
			continue
		}
		n := 1
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		last = max(last, n)
	}
	f.page = f.base + "/post-sitemap.xml"
	if last > 1 {
		f.page = fmt.Sprintf("%s/post-sitemap%d.xml", f.base, last)
	}
	body, err := f.body(f.page)
	if err != nil {
		return err
	}
	rows, err := f.db.QueryContext(ctx, `SELECT p.ID, p.post_name FROM wp_posts p WHERE p.post_type = 'post' AND p.post_status = 'publish'
		AND p.post_password = '' AND NOT EXISTS (SELECT 1 FROM wp_postmeta m WHERE m.post_id = p.ID
		  AND m.meta_key IN ('_yoast_wpseo_meta-robots-noindex', '_yoast_wpseo_canonical'))
		ORDER BY p.ID DESC LIMIT 200`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		var slug string
		if err := rows.Scan(&id, &slug); err != nil {
			rows.Close()
			return err
		}
		if f.post == 0 && strings.Count(body, "/"+slug+"/</loc>") == 1 {
			f.post, f.slug = id, slug
		}
	}
	rows.Close()
	if f.post == 0 {
		return fmt.Errorf("no listed post found on %s", f.page)
	}
	cats, err := f.body(f.base + "/category-sitemap.xml")
	if err != nil {
		return err
	}
	rows, err = f.db.QueryContext(ctx, `SELECT t.term_id, t.slug FROM wp_terms t JOIN wp_term_taxonomy tt ON tt.term_id = t.term_id
		WHERE tt.taxonomy = 'category' AND tt.parent = 0 AND tt.count > 0 ORDER BY t.term_id DESC LIMIT 50`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		var slug string
		if err := rows.Scan(&id, &slug); err != nil {
			rows.Close()
			return err
		}
		if f.term == 0 && strings.Contains(cats, "/"+slug+"/</loc>") {
			f.term, f.termSlug = id, slug
		}
	}
	rows.Close()
	authors, err := f.body(f.base + "/author-sitemap.xml")
	if err != nil {
		return err
	}
	rows, err = f.db.QueryContext(ctx, `SELECT ID, user_nicename FROM wp_users ORDER BY ID DESC`)
	if err != nil {
		return err
	}
	for rows.Next() {
		var id int64
		var n string
		if err := rows.Scan(&id, &n); err != nil {
			rows.Close()
			return err
		}
		if f.author == 0 && strings.Contains(authors, "/author/"+n+"/</loc>") {
			f.author, f.nicename = id, n
		}
	}
	rows.Close()
	if f.term == 0 || f.author == 0 {
		return errors.New("no listed category or author found")
	}
	return nil
}

func (f *freshRun) body(url string) (string, error) {
	resp, err := f.c.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusNotFound && resp.StatusCode != http.StatusGone {
		return "", fmt.Errorf("%s: status %d", url, resp.StatusCode)
	}
	return string(b), err
}

// changes are the writes the benchmark times, each undone after: to one
// post, then to a term, the options and an author.
func (f *freshRun) changes() []change {
	return append(f.postChanges(), f.siteChanges()...)
}

// postChanges are the writes to the target post, and a new post.
func (f *freshRun) postChanges() []change {
	postURL := f.postURLs
	postNeedle := func() string { return "/" + f.slug + "/</loc>" }
	newSlug := func() string { return f.slug + "-renamed" }
	newPost := "fresh-bench-new-post"
	return []change{
		{kind: "new_post", url: postURL, needle: func() string { return "/" + newPost + "/</loc>" }, present: true,
			do: func(ctx context.Context) error {
				now := time.Now().UTC().Format("2006-01-02 15:04:05")
				r, err := f.db.ExecContext(ctx, `INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title,
					post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
					VALUES (1, ?, ?, 'Fresh.', 'Fresh', '', 'publish', ?, '', '', ?, ?, '', 'post')`, now, now, newPost, now, now)
				if err == nil {
					f.newID, err = r.LastInsertId()
				}
				return err
			},
			undo: func(ctx context.Context) error { return f.exec(ctx, `DELETE FROM wp_posts WHERE ID = ?`, f.newID) }},
		// As WordPress renames a published post: the new slug, and the old
		// one kept in _wp_old_slug.
		{kind: "slug_edit", url: postURL, needle: func() string { return "/" + newSlug() + "/</loc>" }, present: true,
			do: func(ctx context.Context) error {
				if err := f.exec(ctx, `UPDATE wp_posts SET post_name = ? WHERE ID = ?`, newSlug(), f.post); err != nil {
					return err
				}
				return f.addOldSlug(ctx, f.slug)
			},
			undo: func(ctx context.Context) error {
				if err := f.exec(ctx, `UPDATE wp_posts SET post_name = ? WHERE ID = ?`, f.slug, f.post); err != nil {
					return err
				}
				return f.addOldSlug(ctx, newSlug())
			}},
		{kind: "unpublish", url: postURL, needle: postNeedle,
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_posts SET post_status = 'draft' WHERE ID = ?`, f.post)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_posts SET post_status = 'publish' WHERE ID = ?`, f.post)
			}},
		{kind: "delete", url: postURL, needle: postNeedle,
			do: func(ctx context.Context) error {
				if err := f.saveRow(ctx); err != nil {
					return err
				}
				return f.exec(ctx, `DELETE FROM wp_posts WHERE ID = ?`, f.post)
			},
			undo: f.restoreRow},
		// Yoast keeps the noindex flag in one meta row, updated in place.
		{kind: "noindex_meta_update", url: postURL, needle: postNeedle,
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_postmeta SET meta_value = '1' WHERE meta_id = ?`, f.noindexMetaID)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_postmeta SET meta_value = '2' WHERE meta_id = ?`, f.noindexMetaID)
			}},
		{kind: "canonical", url: postURL, needle: postNeedle,
			do: func(ctx context.Context) error {
				return f.exec(ctx, `INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (?, '_yoast_wpseo_canonical', 'https://elsewhere.example/')`, f.post)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `DELETE FROM wp_postmeta WHERE post_id = ? AND meta_key = '_yoast_wpseo_canonical'`, f.post)
			}},
		{kind: "password", url: postURL, needle: postNeedle,
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_posts SET post_password = 'secret' WHERE ID = ?`, f.post)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_posts SET post_password = '' WHERE ID = ?`, f.post)
			}},
	}
}

// postURLs are the target's sitemap page and the one after it.
func (f *freshRun) postURLs() []string { return []string{f.page, f.nextPage()} }

// siteChanges are the writes to a term, the options and an author.
func (f *freshRun) siteChanges() []change {
	return []change{
		{kind: "term_slug", url: func() []string { return []string{f.base + "/category-sitemap.xml"} },
			needle: func() string { return "/" + f.termSlug + "-renamed/</loc>" }, present: true,
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_terms SET slug = ? WHERE term_id = ?`, f.termSlug+"-renamed", f.term)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_terms SET slug = ? WHERE term_id = ?`, f.termSlug, f.term)
			}},
		// Options: a flag (every sitemap answers 410), the permalink
		// structure (every URL moves, no listing changes), a post type
		// made noindex (its sitemap leaves the index; back, it is read
		// again).
		{kind: "blog_public", url: func() []string { return []string{f.base + "/sitemap_index.xml"} },
			needle: func() string { return "<sitemapindex" },
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_options SET option_value = '0' WHERE option_name = 'blog_public'`)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_options SET option_value = '1' WHERE option_name = 'blog_public'`)
			}},
		{kind: "permalink_structure", url: f.postURLs, needle: func() string { return fmt.Sprintf("/archives/%d/</loc>", f.post) }, present: true,
			do: func(ctx context.Context) error {
				if err := f.db.QueryRowContext(ctx, `SELECT option_value FROM wp_options WHERE option_name = 'permalink_structure'`).Scan(&f.structure); err != nil {
					return err
				}
				return f.exec(ctx, `UPDATE wp_options SET option_value = '/archives/%post_id%/' WHERE option_name = 'permalink_structure'`)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_options SET option_value = ? WHERE option_name = 'permalink_structure'`, f.structure)
			}},
		{kind: "type_noindex", url: func() []string { return []string{f.base + "/sitemap_index.xml"} },
			needle: func() string { return "/page-sitemap.xml</loc>" },
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_options SET option_value = REPLACE(option_value, 's:12:"noindex-page";b:0;', 's:12:"noindex-page";b:1;') WHERE option_name = 'wpseo_titles'`)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_options SET option_value = REPLACE(option_value, 's:12:"noindex-page";b:1;', 's:12:"noindex-page";b:0;') WHERE option_name = 'wpseo_titles'`)
			}},
		{kind: "author_noindex", url: func() []string { return []string{f.base + "/author-sitemap.xml"} },
			needle: func() string { return "/author/" + f.nicename + "/</loc>" },
			do: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_usermeta SET meta_value = 'on' WHERE user_id = ? AND meta_key = 'wpseo_noindex_author'`, f.author)
			},
			undo: func(ctx context.Context) error {
				return f.exec(ctx, `UPDATE wp_usermeta SET meta_value = 'off' WHERE user_id = ? AND meta_key = 'wpseo_noindex_author'`, f.author)
			}},
	}
}

// nextPage is the page after the last one (a new post may open it).
func (f *freshRun) nextPage() string {
	m := pageRe.FindStringSubmatch(f.page[strings.LastIndex(f.page, "/")+1:])
	n := 1
	if m[2] != "" {
		n, _ = strconv.Atoi(m[2])
	}
	return fmt.Sprintf("%s/post-sitemap%d.xml", f.base, n+1)
}

func (f *freshRun) addOldSlug(ctx context.Context, slug string) error {
	r, err := f.db.ExecContext(ctx, `INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (?, '_wp_old_slug', ?)`, f.post, slug)
	if err != nil {
		return err
	}
	id, err := r.LastInsertId()
	f.oldSlugMetaIDs = append(f.oldSlugMetaIDs, id)
	return err
}

var postCols = `ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status,
	ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent,
	guid, menu_order, post_type, post_mime_type, comment_count`

func (f *freshRun) saveRow(ctx context.Context) error {
	f.saved = make([]any, 23)
	ptrs := make([]any, len(f.saved))
	for i := range f.saved {
		ptrs[i] = &f.saved[i]
	}
	return f.db.QueryRowContext(ctx, `SELECT `+postCols+` FROM wp_posts WHERE ID = ?`, f.post).Scan(ptrs...)
}

func (f *freshRun) restoreRow(ctx context.Context) error {
	return f.exec(ctx, `INSERT INTO wp_posts (`+postCols+`) VALUES (`+strings.TrimSuffix(strings.Repeat("?, ", 23), ", ")+`)`, f.saved...)
}

// setup adds the rows some changes update in place (a noindex meta row
// saying "index", the author's noindex meta "off", an _edit_lock), and
// waits for the service to take them in.
func (f *freshRun) setup(ctx context.Context) error {
	r, err := f.db.ExecContext(ctx, `INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (?, '_yoast_wpseo_meta-robots-noindex', '2')`, f.post)
	if err != nil {
		return err
	}
	if f.noindexMetaID, err = r.LastInsertId(); err != nil {
		return err
	}
	r, err = f.db.ExecContext(ctx, `INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (?, '_edit_lock', '1:1')`, f.post)
	if err != nil {
		return err
	}
	if f.lockMetaID, err = r.LastInsertId(); err != nil {
		return err
	}
	var n int
	if err := f.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM wp_usermeta WHERE user_id = ? AND meta_key = 'wpseo_noindex_author'`, f.author).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		if err := f.exec(ctx, `INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (?, 'wpseo_noindex_author', 'off')`, f.author); err != nil {
			return err
		}
	}
	time.Sleep(5 * time.Second)
	return nil
}

// cleanup removes what setup and the changes added.
func (f *freshRun) cleanup(ctx context.Context) error {
	ids := append([]int64{f.noindexMetaID, f.lockMetaID}, f.oldSlugMetaIDs...)
	for _, id := range ids {
		if err := f.exec(ctx, `DELETE FROM wp_postmeta WHERE meta_id = ?`, id); err != nil {
			return err
		}
	}
	return nil
}

// visible polls the change's URLs every 20 ms until the needle is there
// (or gone), and returns how long it took from since.
func (f *freshRun) visible(ch change, since time.Time, present bool) (time.Duration, error) {
	for {
		found := false
		for _, u := range ch.url() {
			b, err := f.body(u)
			if err != nil {
				return 0, err
			}
			if strings.Contains(b, ch.needle()) {
				found = true
			}
		}
		if found == present {
			return time.Since(since), nil
		}
		if time.Since(since) > f.timeout {
			return -1, nil
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// cpu returns mariadbd's utime+stime and the service user's MariaDB CPU.
func (f *freshRun) cpu(ctx context.Context) (server, user time.Duration) {
	if f.pid > 0 {
		if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", f.pid)); err == nil {
			s := string(b)
			fields := strings.Fields(s[strings.LastIndex(s, ")")+2:])
			ut, _ := strconv.ParseInt(fields[11], 10, 64)
			st, _ := strconv.ParseInt(fields[12], 10, 64)
			server = time.Duration(ut+st) * 10 * time.Millisecond // USER_HZ 100
		}
	}
	if f.svcUser != "" {
		var secs float64
		if err := f.db.QueryRowContext(ctx, `SELECT COALESCE(SUM(CPU_TIME), 0) FROM information_schema.USER_STATISTICS WHERE USER = ?`, f.svcUser).Scan(&secs); err == nil {
			user = time.Duration(secs * float64(time.Second))
		}
	}
	return server, user
}

func fmtDur(d time.Duration) string {
	if d < 0 {
		return "never"
	}
	return ms(d)
}

// measure: kind, ms to visible, ms to revert visible, mariadbd CPU ms,
// service user's CPU ms.
func (f *freshRun) measure(ctx context.Context, ch change) error {
	if f.noindexMetaID == 0 {
		if err := f.setup(ctx); err != nil {
			return err
		}
	}
	s0, u0 := f.cpu(ctx)
	t0 := time.Now()
	if err := ch.do(ctx); err != nil {
		return err
	}
	d1, err := f.visible(ch, t0, ch.present)
	if err != nil {
		return err
	}
	t1 := time.Now()
	if err := ch.undo(ctx); err != nil {
		return err
	}
	d2, err := f.visible(ch, t1, !ch.present)
	if err != nil {
		return err
	}
	s1, u1 := f.cpu(ctx)
	fmt.Printf("%s\t%s\t%s\t%s\t%s\n", ch.kind, fmtDur(d1), fmtDur(d2), ms(s1-s0), ms(u1-u0))
	fmt.Fprintf(os.Stderr, "load: fresh: %s: visible after %s ms, reverted after %s ms\n", ch.kind, fmtDur(d1), fmtDur(d2))
	if d1 < 0 || d2 < 0 {
		time.Sleep(2 * time.Second) // let a late sighting pass before the next change
	}
	return nil
}

// idle: kind, seconds, mariadbd CPU ms, service user's CPU ms, snapshot
// updates logged, writes made. write, when set, runs every 15 s.
func (f *freshRun) idle(ctx context.Context, kind string, d time.Duration, write func() error) {
	// The last change's tail first: a service that follows the binary
	// log applies each transaction a second time 500 ms after it (wpdb.Feed),
	// which belongs to that change, not to the quiet period.
	time.Sleep(2 * time.Second)
	updates0 := f.updates()
	s0, u0 := f.cpu(ctx)
	start := time.Now()
	writes := 0
	for time.Since(start) < d {
		if write != nil && time.Since(start) >= time.Duration(writes)*15*time.Second {
			if err := write(); err != nil {
				fmt.Fprintln(os.Stderr, "load: fresh:", err)
			}
			writes++
		}
		time.Sleep(100 * time.Millisecond)
	}
	s1, u1 := f.cpu(ctx)
	fmt.Printf("%s\t%.0f\t%s\t%s\t%d\t%d\n", kind, d.Seconds(), ms(s1-s0), ms(u1-u0), f.updates()-updates0, writes)
	fmt.Fprintf(os.Stderr, "load: fresh: %s: mariadbd %s ms, service user %s ms in %s\n", kind, ms(s1-s0), ms(u1-u0), d)
}

// updates counts the snapshot updates the service logged.
func (f *freshRun) updates() int {
	if f.logFile == "" {
		return 0
	}
	b, err := os.ReadFile(f.logFile)
	if err != nil {
		return 0
	}
	return strings.Count(string(b), `msg="sitemaps updated"`)
}
