// Command wpgen writes a realistic WordPress database of any size, for
// benchmarks: WordPress 6.1's schema, posts of blog-like length with images
// in classic and block editor markup, attachments with their meta, nested
// categories and thousands of tags with correct counts, 200 authors, Yoast
// SEO settings and post meta, drafts, private, password-protected, future
// and trashed posts, revisions, multi-part posts, pages and the custom post
// type book. The output depends only on the flags: the same seed gives the
// same bytes.
//
//	wpgen -posts 100000 -out /tmp/wp100k          write TSV files and load.sh
//	wpgen -posts 100000 -load wp_gen100k          write to a temporary folder and load it
//	wpgen -posts 100000 -format sql -out DIR      one wordpress.sql of multi-row INSERTs instead
//
// It needs no database driver: the mysql client loads the folder, with
// LOAD DATA LOCAL INFILE (tsv, the default and the faster) or by piping
// wordpress.sql (sql). A password goes through MYSQL_PWD.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"time"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// config is the parsed command line.
type config struct {
	posts     int
	seed      uint64
	format    string
	home      string
	terms     int
	workers   int
	deferKeys bool
}

// loadConfig says where -load goes.
type loadConfig struct {
	db, host, port, user string
}

var dbName = regexp.MustCompile(`^[A-Za-z0-9_]+$`)

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wpgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg config
	fs.IntVar(&cfg.posts, "posts", 1000, "number of posts of type post (all statuses)")
	out := fs.String("out", "", "folder to write (default: wpgen-out; with -load, a temporary folder removed afterwards)")
	fs.Uint64Var(&cfg.seed, "seed", 1, "random seed: the same seed and flags give the same output")
	fs.StringVar(&cfg.format, "format", formatTSV, "tsv (files for LOAD DATA LOCAL INFILE) or sql (multi-row INSERTs)")
	fs.StringVar(&cfg.home, "home", "http://127.0.0.1:8082", "home and siteurl options")
	fs.IntVar(&cfg.terms, "terms", 0, "categories, tags and post formats (default min(10000, max(60, posts)))")
	fs.IntVar(&cfg.workers, "workers", runtime.NumCPU(), "goroutines writing posts")
	fs.BoolVar(&cfg.deferKeys, "defer-keys", true, "drop the secondary keys of the big tables during the load and rebuild them after")
	var lc loadConfig
	fs.StringVar(&lc.db, "load", "", "(re)create this database and load the output into it with the mysql client")
	fs.StringVar(&lc.host, "db-host", "127.0.0.1", "with -load: database host")
	fs.StringVar(&lc.port, "db-port", "3306", "with -load: database port")
	fs.StringVar(&lc.user, "db-user", "root", "with -load: database user (password: MYSQL_PWD)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := cfg.validate(); err != nil {
		fmt.Fprintln(stderr, "wpgen:", err)
		return 2
	}
	if lc.db != "" && !dbName.MatchString(lc.db) {
		fmt.Fprintf(stderr, "wpgen: -load %q: use letters, digits and _ only\n", lc.db)
		return 2
	}
	dir := *out
	if dir == "" && lc.db != "" {
		tmp, err := os.MkdirTemp("", "wpgen-")
		if err != nil {
			fmt.Fprintln(stderr, "wpgen:", err)
			return 1
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	} else if dir == "" {
		dir = "wpgen-out"
	}
	started := time.Now()
	sum, err := generate(cfg, dir)
	if err != nil {
		fmt.Fprintln(stderr, "wpgen:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wpgen: wrote %s in %.1fs: %s\n", dir, time.Since(started).Seconds(), sum)
	if lc.db == "" {
		return 0
	}
	loadStart := time.Now()
	if err := load(dir, lc, stderr); err != nil {
		fmt.Fprintln(stderr, "wpgen:", err)
		return 1
	}
	fmt.Fprintf(stdout, "wpgen: loaded %s in %.1fs (%.1fs in all)\n", lc.db, time.Since(loadStart).Seconds(), time.Since(started).Seconds())
	return 0
}

func (c *config) validate() error {
	switch {
	case c.posts < 1:
		return errors.New("-posts must be at least 1")
	case c.format != formatTSV && c.format != formatSQL:
		return fmt.Errorf("-format %q: want tsv or sql", c.format)
	case c.workers < 1:
		return errors.New("-workers must be at least 1")
	case !regexp.MustCompile(`^https?://[^/\s"'<>]+(/[^\s"'<>]*)?$`).MatchString(c.home):
		return fmt.Errorf("-home %q is not an http(s) URL", c.home)
	}
	return nil
}

// load runs the folder's load.sh with the mysql client.
func load(dir string, lc loadConfig, stderr io.Writer) error {
	cmd := exec.Command("bash", filepath.Join(dir, "load.sh"), lc.db,
		"--protocol=TCP", "-h", lc.host, "-P", lc.port, "-u", lc.user)
	cmd.Stdout = stderr
	cmd.Stderr = stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("load %s: %w", lc.db, err)
	}
	return nil
}

// generate writes the whole site into dir and returns a one-line summary.
func generate(cfg config, dir string) (string, error) {
	s := newSite(cfg)
	o, err := newOutput(dir, cfg)
	if err != nil {
		return "", err
	}
	if err := o.writeStatic(s); err != nil {
		return "", err
	}
	counts := make([]int64, len(s.terms)+1)
	add := func(c *chunkOut) {
		for i, n := range c.counts {
			counts[i] += int64(n)
		}
	}
	head := s.newChunkOut()
	s.newGen().head(head)
	add(head)
	if err := o.writeChunk(head); err != nil {
		return "", err
	}

	// Workers write chunks in parallel; chunks are written out in order. A
	// worker takes a buffer before a chunk, so the chunk written next always
	// has one and the buffers cannot all wait behind it.
	jobs := make(chan *chunkPlan)
	done := make(chan *chunkOut)
	free := make(chan *chunkOut, 2*cfg.workers)
	for range cap(free) {
		free <- s.newChunkOut()
	}
	go func() {
		for i := range s.chunks {
			jobs <- &s.chunks[i]
		}
		close(jobs)
	}()
	for range cfg.workers {
		go func() {
			g := s.newGen()
			for {
				out := <-free
				p, ok := <-jobs
				if !ok {
					return
				}
				out.reset()
				g.chunk(p, out)
				out.finish()
				done <- out
			}
		}()
	}
	pending := map[int]*chunkOut{}
	var werr error
	for next := 0; next < len(s.chunks); {
		c := <-done
		pending[c.index] = c
		for pending[next] != nil {
			c := pending[next]
			delete(pending, next)
			add(c)
			if werr == nil {
				werr = o.writeChunk(c)
			}
			free <- c
			next++
		}
	}
	if werr != nil {
		return "", werr
	}
	if err := o.writeTermTaxonomy(s, counts); err != nil {
		return "", err
	}
	if err := o.close(); err != nil {
		return "", err
	}
	sum := ""
	for _, t := range allTables {
		sum += t.name + "=" + strconv.FormatInt(o.rows[t], 10) + " "
	}
	return sum + fmt.Sprintf("(%.0f MB)", float64(o.bytes)/1e6), nil
}
