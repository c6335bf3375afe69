package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/check"
	"github.com/wpsitemap/wpsitemap/internal/every"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// progressEvery is how often `wpsitemap urls` says on stderr how far it
// is, once a run has lasted that long: as check does.
const progressEvery = check.ProgressEvery

// urlsArgs are what `wpsitemap urls` works with.
type urlsArgs struct {
	cat      *catalog.Catalog
	db       *wpdb.DB // for the rows read, in progress lines
	only     string   // one sitemap, or "" for all
	explain  explainMode
	progress time.Duration // interval of progress lines on stderr
	// language is --language: one language host's URLs only ("" for
	// every host's), on a site that serves one set of sitemaps per
	// language host; forLanguage makes the catalog of one language host
	// (nil on a network's site, served as one set: site.HostSets).
	language    string
	forLanguage func(lang string) *catalog.Catalog
}

// explainMode is the value of `urls --explain`: off, on (the objects of a
// type without a sitemap summed up in one line per type and reason), or
// "all" (each of them too).
type explainMode int

const (
	explainOff explainMode = iota
	explainSummary
	explainAll
)

// String implements flag.Value.
func (m *explainMode) String() string {
	switch *m {
	case explainSummary:
		return "true"
	case explainAll:
		return "all"
	}
	return "false"
}

// Set implements flag.Value: --explain, --explain=all, --explain=false.
func (m *explainMode) Set(v string) error {
	switch v {
	case "true", "1", "on":
		*m = explainSummary
	case "all":
		*m = explainAll
	case "false", "0", "off":
		*m = explainOff
	default:
		return fmt.Errorf(`must be "all", or nothing (--explain), got %q`, v)
	}
	return nil
}

// IsBoolFlag lets --explain stand alone, as a boolean flag.
func (m *explainMode) IsBoolFlag() bool { return true }

// urls prints every URL the sitemaps list, in index order, as it reads
// them: it waits for the preparation however long it takes (a large site
// takes minutes), then streams the rows; the objects left out (--explain)
// are kept in a temporary file and printed after. Long runs say how far
// they are on stderr. On a site that serves one set of sitemaps per
// language host it does so for each host (site.HostSets), each under a line
// "# fr.example.com (language fr)".
func urls(ctx context.Context, a urlsArgs, stdout, stderr io.Writer) int {
	stderr = &lockedWriter{w: stderr} // progress lines come from another goroutine
	sets, code := hostSetsOrExit(ctx, "urls", a.db, a.cat, a.language, a.forLanguage, stderr)
	if code != 0 {
		return code
	}
	if a.only != "" {
		// Known from the options and types in a second, where preparing
		// every sitemap takes minutes on a large site. Every language
		// host has the same types.
		names, complete, err := sets[0].Catalog.SitemapNames(ctx)
		if err != nil {
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1
		}
		if complete && !slices.Contains(names, a.only) {
			fmt.Fprintln(stderr, noSuchType(a.only, names))
			return 2
		}
	}
	public := true
	for i, set := range sets {
		if set.PerHost() {
			if i > 0 {
				fmt.Fprintln(stdout)
			}
			fmt.Fprintf(stdout, "# %s\n", set)
		}
		if code, public = listSet(ctx, a, set, stdout, stderr); code != 0 {
			return code
		}
	}
	if !public {
		fmt.Fprintln(stderr, "note: blog_public is 0 (\"Discourage search engines\"): the service answers 410 Gone for the index and every sitemap")
	}
	return 0
}

// listSet prints the URLs of one set of sitemaps, and with --explain the
// objects it leaves out; it returns the exit status and whether the site
// is public (blog_public).
func listSet(ctx context.Context, a urlsArgs, set site.HostSet, stdout, stderr io.Writer) (int, bool) {
	label := "wpsitemap: "
	if set.PerHost() {
		label += set.Host + ": "
	}
	var listed, leftOut atomic.Int64
	var listing atomic.Bool
	start := time.Now()
	stop := every.Start(a.progress, func() {
		if p, ok := set.Catalog.Progress(); ok && !listing.Load() {
			fmt.Fprintf(stderr, "%spreparing the sitemaps: %s\n", label, p)
			return
		}
		phase := "listing"
		if !listing.Load() {
			phase = "preparing the sitemaps"
		}
		fmt.Fprintf(stderr, "%s%s: %d URLs listed, %d left out, %d rows read, %s\n",
			label, phase, listed.Load(), leftOut.Load(), a.db.RowsRead(), time.Since(start).Round(time.Second))
	})
	defer stop()

	snap, err := set.Catalog.Build(ctx)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1, true
	}
	var names []string
	for _, sm := range snap.Sitemaps {
		names = append(names, sm.Name)
	}
	if a.only != "" && !slices.Contains(names, a.only) {
		fmt.Fprintln(stderr, noSuchType(a.only, names))
		return 2, true
	}
	listing.Store(true)

	out := bufio.NewWriter(stdout)
	rows := urlColumns(out, snap)
	rows.print("TYPE", "ID", "LASTMOD", "URL")
	var spool *leftOutSpool
	var explain func(catalog.Excluded)
	if a.explain != explainOff {
		if spool, err = newLeftOutSpool(a.explain == explainAll); err != nil {
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1, true
		}
		defer spool.close()
		explain = func(e catalog.Excluded) {
			leftOut.Add(1)
			spool.add(e)
		}
	}
	lastType := ""
	err = set.Catalog.Walk(ctx, snap, a.only, func(e catalog.Entry) error {
		if e.Type != lastType && lastType != "" {
			// A sitemap is done: let its rows out now.
			if err := out.Flush(); err != nil {
				return err
			}
		}
		lastType = e.Type
		listed.Add(1)
		id := fmt.Sprint(e.ID)
		switch {
		case e.ID == 0:
			id = "-"
		case e.Part > 0:
			id = fmt.Sprintf("%d#%d", e.ID, e.Part)
		}
		mod := "-"
		if !e.LastMod.IsZero() {
			mod = e.LastMod.Format(time.RFC3339)
		}
		return rows.print(e.Type, id, mod, e.Loc)
	}, explain)
	if err == nil && spool != nil {
		err = spool.err
	}
	if err == nil && spool != nil {
		out.WriteString("\n")
		err = spool.printTo(out)
	}
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1, true
	}
	return 0, snap.Site.BlogPublic
}

// urlColumns are the columns of the URLs of snap, their widths from what
// the snapshot knows before any row: the names, and the largest listed ID
// and the page bounds for the IDs (with room for a multipart "#part").
// The URL, of any width, comes last, so the columns stay aligned while
// rows stream out.
func urlColumns(out io.Writer, snap *catalog.Snapshot) *columns {
	typeWidth, idWidth := len("TYPE"), len(fmt.Sprint(snap.MaxListedID()))+len("#99")
	for _, sm := range snap.Sitemaps {
		typeWidth = max(typeWidth, len(sm.Name))
		for _, p := range sm.Pages {
			idWidth = max(idWidth, len(fmt.Sprint(p.After)), len(fmt.Sprint(p.Before)))
		}
	}
	return &columns{w: out, widths: []int{typeWidth, idWidth, len(time.RFC3339) - len("07:00")}}
}

// noSuchType is the line that says a --type does not exist, and which do.
func noSuchType(name string, names []string) string {
	return fmt.Sprintf("wpsitemap: no sitemap type %q; the types are: %s", name, strings.Join(names, ", "))
}

// lockedWriter serializes writes from several goroutines.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// columns writes rows of cells separated by two spaces, each padded to
// its column's width. Widths only grow: rows stream out before the widest
// cell of a column is known, so a wider one shifts the rows after it. The
// last cell is not padded.
type columns struct {
	w      io.Writer
	widths []int
}

func (c *columns) print(cells ...string) error {
	var b strings.Builder
	for i, cell := range cells {
		if i == len(cells)-1 {
			b.WriteString(cell)
			break
		}
		if i >= len(c.widths) {
			c.widths = append(c.widths, 0)
		}
		c.widths[i] = max(c.widths[i], len(cell))
		b.WriteString(cell)
		b.WriteString(strings.Repeat(" ", c.widths[i]-len(cell)+2))
	}
	b.WriteByte('\n')
	_, err := io.WriteString(c.w, b.String())
	return err
}

// leftOutSpool keeps the objects left out in a temporary file, so that
// memory does not grow with the site, and the widest of each column, so
// that their section prints aligned. Unless all is set, the objects of a
// type without a sitemap (every attachment, on most sites) and those of
// another language, which another language host lists (seo.OtherLanguage:
// most objects of a site with one set of sitemaps per language host), are
// only counted, per type and reason, and printed as one line each.
type leftOutSpool struct {
	f      *os.File
	w      *bufio.Writer
	widths []int
	err    error
	all    bool
	groups []leftOutGroup
}

// leftOutGroup is the objects of one type left out for one reason that
// is summed up (no sitemap for the type, another language).
type leftOutGroup struct {
	typ    string
	reason string
	n      int
}

func newLeftOutSpool(all bool) (*leftOutSpool, error) {
	f, err := os.CreateTemp("", "wpsitemap-urls-*")
	if err != nil {
		return nil, fmt.Errorf("spool the objects left out: %w", err)
	}
	return &leftOutSpool{f: f, w: bufio.NewWriter(f), widths: []int{len("LEFT OUT"), len("ID"), len("URL")}, all: all}, nil
}

// field keeps a value on one line and in one column of the spool.
var field = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ")

func (s *leftOutSpool) add(e catalog.Excluded) {
	if (e.NoSitemap || e.Reason == seo.OtherLanguage) && !s.all {
		s.count(e.Type, string(e.Reason))
		return
	}
	loc := e.Loc
	if loc == "" {
		loc = "-"
	}
	s.write([]string{e.Type, fmt.Sprint(e.ID), field.Replace(loc), field.Replace(string(e.Reason))})
}

func (s *leftOutSpool) write(cells []string) {
	for i := range s.widths {
		s.widths[i] = max(s.widths[i], len(cells[i]))
	}
	if _, err := s.w.WriteString(strings.Join(cells, "\t") + "\n"); err != nil && s.err == nil {
		s.err = fmt.Errorf("spool the objects left out: %w", err)
	}
}

// count adds an object to its group: a type has few reasons, so the
// groups stay few whatever the size of the site.
func (s *leftOutSpool) count(typ, reason string) {
	if n := len(s.groups); n > 0 && s.groups[n-1].typ == typ && s.groups[n-1].reason == reason {
		s.groups[n-1].n++
		return
	}
	for i := range s.groups {
		if s.groups[i].typ == typ && s.groups[i].reason == reason {
			s.groups[i].n++
			return
		}
	}
	s.groups = append(s.groups, leftOutGroup{typ: typ, reason: reason, n: 1})
}

// printTo writes the section of the objects left out.
func (s *leftOutSpool) printTo(w io.Writer) error {
	// The groups, one line each, after the objects told one by one.
	for _, g := range s.groups {
		noun := "objects"
		if g.n == 1 {
			noun = "object"
		}
		s.write([]string{g.typ, "-", fmt.Sprintf("(%d %s; --explain=all lists them)", g.n, noun), field.Replace(g.reason)})
	}
	if s.err != nil {
		return s.err
	}
	if err := s.w.Flush(); err != nil {
		return fmt.Errorf("spool the objects left out: %w", err)
	}
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("spool the objects left out: %w", err)
	}
	c := &columns{w: w, widths: s.widths}
	if err := c.print("LEFT OUT", "ID", "URL", "REASON"); err != nil {
		return err
	}
	sc := bufio.NewScanner(s.f)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		if err := c.print(strings.Split(sc.Text(), "\t")...); err != nil {
			return err
		}
	}
	return sc.Err()
}

func (s *leftOutSpool) close() {
	s.f.Close()
	os.Remove(s.f.Name())
}
