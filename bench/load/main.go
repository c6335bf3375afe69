// Command load is the HTTP and SQL client of bench/run.sh. It runs as its
// own process, so the service's timings do not include the client's work
// (on a 2-core machine they still share the CPU).
//
//	load get [-n 20] [-gzip] URL...     N sequential requests per URL: first, median, p99
//	load rps [-c 64] [-d 10s] URL       requests/s with C connections for D
//	load crawl [-gzip] INDEX-URL        every sitemap the index lists, once, one after another
//	load random [-c 64] [-d 10s] INDEX-URL  requests/s with C connections, each request a random page of the index
//	load pages INDEX-URL NAME           the number of pages of sitemap NAME in the index
//	load sql [-n 20] -page K DB         the bare keyset query for the rows of post sitemap page K
//	load fresh -base URL DB             time to visible of each kind of change, MariaDB CPU (fresh.go)
//	load network -pid PID [-sites 1000]  one page of each site of a network, cold then warm; memory (network.go)
//
// Results are one tab-separated line each, times in milliseconds, for
// run.sh to put in tables. Bodies are read whole and not decompressed
// (-gzip asks for gzip as crawlers do; the bytes reported are the bytes
// sent).
//
// This is the one package besides wp/ that imports the SQL driver: sql
// times MariaDB alone, as the floor under what the service can do.
package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-sql-driver/mysql"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: load get|rps|random|crawl|pages|sql|fresh|network [flags] ARGS")
		os.Exit(2)
	}
	var err error
	switch cmd, args := os.Args[1], os.Args[2:]; cmd {
	case "get":
		err = get(args)
	case "rps":
		err = rps(args)
	case "random":
		err = random(args)
	case "crawl":
		err = crawl(args)
	case "pages":
		err = pages(args)
	case "sql":
		err = sqlFloor(args)
	case "fresh":
		err = fresh(args)
	case "network":
		err = network(args)
	default:
		err = fmt.Errorf("unknown command %q", cmd)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

func newClient(conns int) *http.Client {
	return &http.Client{
		Timeout: 10 * time.Minute,
		Transport: &http.Transport{
			MaxIdleConns:        conns,
			MaxIdleConnsPerHost: conns,
			MaxConnsPerHost:     conns,
			DisableCompression:  true, // read the bytes as sent
		},
	}
}

// fetch GETs url and reads the whole body; err is set on a status other than 200.
func fetch(c *http.Client, url string, gzip bool) (n int64, d time.Duration, status int, err error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return 0, 0, 0, err
	}
	if gzip {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	start := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		return 0, time.Since(start), 0, err
	}
	n, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	d = time.Since(start)
	if err == nil && resp.StatusCode != http.StatusOK {
		err = fmt.Errorf("%s: status %d", url, resp.StatusCode)
	}
	return n, d, resp.StatusCode, err
}

// statusList is the distinct statuses seen, in order: "200" or "503,200".
type statusList []int

func (l *statusList) add(code int) {
	if !slices.Contains(*l, code) {
		*l = append(*l, code)
	}
}

func (l statusList) String() string {
	s := make([]string, len(l))
	for i, c := range l {
		s[i] = strconv.Itoa(c)
		if c == 0 {
			s[i] = "error"
		}
	}
	return strings.Join(s, ",")
}

func ms(d time.Duration) string { return strconv.FormatFloat(float64(d)/1e6, 'f', 1, 64) }

// quantile of sorted durations, nearest rank.
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(q*float64(len(sorted))+0.999999) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// get: url, n, bytes, first, median, p99, max, statuses. A failed request
// counts with its time and shows in the statuses.
func get(args []string) error {
	fs := flag.NewFlagSet("get", flag.ExitOnError)
	n := fs.Int("n", 20, "requests per URL")
	gz := fs.Bool("gzip", false, "send Accept-Encoding: gzip")
	fs.Parse(args)
	c := newClient(1)
	for _, url := range fs.Args() {
		var ds []time.Duration
		var size int64
		var statuses statusList
		for range *n {
			b, d, status, err := fetch(c, url, *gz)
			if err != nil {
				fmt.Fprintln(os.Stderr, "load:", err)
			}
			ds, size = append(ds, d), b
			statuses.add(status)
		}
		first := ds[0]
		slices.Sort(ds)
		fmt.Printf("%s\t%d\t%d\t%s\t%s\t%s\t%s\t%s\n", url, *n, size, ms(first), ms(quantile(ds, 0.5)), ms(quantile(ds, 0.99)), ms(ds[len(ds)-1]), statuses)
	}
	return nil
}

// rps: url, conns, requests, requests/s, median, p99, errors.
func rps(args []string) error {
	fs := flag.NewFlagSet("rps", flag.ExitOnError)
	conns := fs.Int("c", 64, "connections")
	dur := fs.Duration("d", 10*time.Second, "duration")
	gz := fs.Bool("gzip", false, "send Accept-Encoding: gzip")
	fs.Parse(args)
	if fs.NArg() != 1 {
		return errors.New("rps: one URL")
	}
	url := fs.Arg(0)
	hammer(url, *conns, *dur, *gz, func() string { return url })
	fmt.Println()
	return nil
}

// random: index url, conns, requests, requests/s, median, p99, errors,
// pages. Each request asks for a page chosen at random among every page of
// every sitemap the index lists (the index lists each page), as crawlers
// spread over a large site do: most of them miss a page cache that cannot
// hold the whole site.
func random(args []string) error {
	fs := flag.NewFlagSet("random", flag.ExitOnError)
	conns := fs.Int("c", 64, "connections")
	dur := fs.Duration("d", 10*time.Second, "duration")
	gz := fs.Bool("gzip", false, "send Accept-Encoding: gzip")
	seed := fs.Uint64("seed", 1, "seed of the page choice")
	fs.Parse(args)
	if fs.NArg() != 1 {
		return errors.New("random: one index URL")
	}
	index := fs.Arg(0)
	base := index[:strings.LastIndex(index, "/")]
	locs, err := indexLocs(newClient(1), index)
	if err != nil {
		return err
	}
	if len(locs) == 0 {
		return fmt.Errorf("random: %s lists no sitemap", index)
	}
	urls := make([]string, len(locs))
	for i, loc := range locs {
		// Fetch from the service, whatever host the site's home names.
		urls[i] = base + loc[strings.LastIndex(loc, "/"):]
	}
	var mu sync.Mutex
	rnd := rand.New(rand.NewPCG(*seed, 0))
	hammer(index, *conns, *dur, *gz, func() string {
		mu.Lock()
		defer mu.Unlock()
		return urls[rnd.IntN(len(urls))]
	})
	// The line hammer printed ends without a newline: add the page count.
	fmt.Printf("\t%d\n", len(urls))
	return nil
}

// hammer sends requests for next() on conns connections for dur, then
// prints: label, conns, requests, requests/s, median, p99, errors (without
// the final newline).
func hammer(label string, conns int, dur time.Duration, gz bool, next func() string) {
	c := newClient(conns)
	var mu sync.Mutex
	var all []time.Duration
	var errs atomic.Int64
	var firstErr atomic.Value
	deadline := time.Now().Add(dur)
	start := time.Now()
	var wg sync.WaitGroup
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			for time.Now().Before(deadline) {
				_, d, _, err := fetch(c, next(), gz)
				if err != nil {
					errs.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
					continue
				}
				mine = append(mine, d)
			}
			mu.Lock()
			all = append(all, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(all)
	fmt.Printf("%s\t%d\t%d\t%.1f\t%s\t%s\t%d", label, conns, len(all), float64(len(all))/elapsed.Seconds(),
		ms(quantile(all, 0.5)), ms(quantile(all, 0.99)), errs.Load())
	if e := firstErr.Load(); e != nil {
		fmt.Fprintln(os.Stderr, "load: first error:", e)
	}
}

var locRe = regexp.MustCompile(`<loc>([^<]+)</loc>`)

func indexLocs(c *http.Client, index string) ([]string, error) {
	resp, err := c.Get(index)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: status %d", index, resp.StatusCode)
	}
	var locs []string
	for _, m := range locRe.FindAllStringSubmatch(string(body), -1) {
		locs = append(locs, strings.ReplaceAll(m[1], "&amp;", "&"))
	}
	return locs, nil
}

// crawl: sitemaps, total, bytes, slowest url, slowest ms, failures. The index lists
// the site's home URL; the sitemaps are fetched from the index's host.
func crawl(args []string) error {
	fs := flag.NewFlagSet("crawl", flag.ExitOnError)
	gz := fs.Bool("gzip", false, "send Accept-Encoding: gzip")
	fs.Parse(args)
	if fs.NArg() != 1 {
		return errors.New("crawl: one index URL")
	}
	index := fs.Arg(0)
	base := index[:strings.LastIndex(index, "/")]
	c := newClient(1)
	start := time.Now()
	locs, err := indexLocs(c, index)
	if err != nil {
		return err
	}
	var total int64
	var slowest time.Duration
	slowURL := ""
	failed := 0
	for _, loc := range locs {
		// Fetch from the service, whatever host the site's home names.
		url := base + loc[strings.LastIndex(loc, "/"):]
		n, d, _, err := fetch(c, url, *gz)
		if err != nil {
			fmt.Fprintln(os.Stderr, "load:", err)
			failed++
		}
		total += n
		if d > slowest {
			slowest, slowURL = d, url
		}
	}
	fmt.Printf("%d\t%s\t%d\t%s\t%s\t%d\n", len(locs), ms(time.Since(start)), total, slowURL, ms(slowest), failed)
	return nil
}

var pageRe = regexp.MustCompile(`^(.*)-sitemap(\d*)\.xml$`)

// pages prints how many pages sitemap NAME has in the index.
func pages(args []string) error {
	if len(args) != 2 {
		return errors.New("pages: INDEX-URL NAME")
	}
	locs, err := indexLocs(newClient(1), args[0])
	if err != nil {
		return err
	}
	last := 0
	for _, loc := range locs {
		m := pageRe.FindStringSubmatch(loc[strings.LastIndex(loc, "/")+1:])
		if m == nil || m[1] != args[1] {
			continue
		}
		n := 1
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		last = max(last, n)
	}
	if last == 0 {
		return fmt.Errorf("no %s sitemap in %s", args[1], args[0])
	}
	fmt.Println(last)
	return nil
}

// sqlFloor: page, n, rows, median, p99 of the bare keyset query, then of
// the same query with post_content (which the service reads for images).
func sqlFloor(args []string) error {
	fs := flag.NewFlagSet("sql", flag.ExitOnError)
	n := fs.Int("n", 20, "repetitions")
	page := fs.Int("page", 1, "post sitemap page (1-based)")
	perPage := fs.Int("per-page", 1000, "entries per page")
	host := fs.String("db-host", "127.0.0.1:3306", "database address")
	user := fs.String("db-user", "root", "database user (password: MYSQL_PWD)")
	fs.Parse(args)
	if fs.NArg() != 1 {
		return errors.New("sql: one database name")
	}
	cfg := mysql.NewConfig()
	cfg.Net, cfg.Addr, cfg.User, cfg.Passwd, cfg.DBName = "tcp", *host, *user, os.Getenv("MYSQL_PWD"), fs.Arg(0)
	db, err := sql.Open("mysql", cfg.FormatDSN())
	if err != nil {
		return err
	}
	defer db.Close()
	ctx := context.Background()
	const where = `FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish' AND ID > ? ORDER BY ID LIMIT ?`
	var after int64
	if *page > 1 {
		err := db.QueryRowContext(ctx, `SELECT ID FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'
			ORDER BY ID LIMIT 1 OFFSET ?`, (*page-1)**perPage-1).Scan(&after)
		if err != nil {
			return fmt.Errorf("page %d start: %w", *page, err)
		}
	}
	for _, q := range []struct{ name, sql string }{
		{"bare", `SELECT ID, post_name, post_modified_gmt ` + where},
		{"content", `SELECT ID, post_name, post_modified_gmt, post_content ` + where},
	} {
		var ds []time.Duration
		rows := 0
		for range *n {
			start := time.Now()
			r, err := db.QueryContext(ctx, q.sql, after, *perPage)
			if err != nil {
				return err
			}
			rows = 0
			for r.Next() {
				var id int64
				var name, mod string
				var content sql.RawBytes
				dest := []any{&id, &name, &mod}
				if q.name == "content" {
					dest = append(dest, &content)
				}
				if err := r.Scan(dest...); err != nil {
					r.Close()
					return err
				}
				rows++
			}
			r.Close()
			if err := r.Err(); err != nil {
				return err
			}
			ds = append(ds, time.Since(start))
		}
		slices.Sort(ds)
		fmt.Printf("%s\t%d\t%d\t%d\t%s\t%s\n", q.name, *page, *n, rows, ms(quantile(ds, 0.5)), ms(quantile(ds, 0.99)))
	}
	return nil
}
