package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/images"
	"github.com/wpsitemap/wpsitemap/sitediff"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// defaultDiffDelay is the pause between two requests of `wpsitemap diff`
// to the live site.
const defaultDiffDelay = 500 * time.Millisecond

// diffArgs are what `wpsitemap diff` works with.
type diffArgs struct {
	cat        *catalog.Catalog
	db         *wpdb.DB // for the language hosts (site.HostSets)
	site       *url.URL
	delay      time.Duration
	imageHosts []string
	client     *http.Client // nil: a client with a 60 s timeout
	// language is --language: one language host only ("" for every
	// host), on a site that serves one set of sitemaps per language host;
	// forLanguage makes the catalog of one language host (nil on a
	// network's site, served as one set: site.HostSets).
	language    string
	forLanguage func(lang string) *catalog.Catalog
}

// parseSiteURL checks the --url of diff: an absolute http(s) URL.
func parseSiteURL(s string) (*url.URL, error) {
	if s == "" {
		return nil, fmt.Errorf("--url is required: the site's address, such as https://example.com/")
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("--url %q: want the site's address, such as https://example.com/", s)
	}
	return u, nil
}

// diff compares the sitemaps the site at a.site serves with what wpsitemap
// would serve for the database: it prepares the sitemaps once, reads the
// site's index and every sitemap it lists (one request at a time, a.delay
// apart), and prints every difference, marking those docs/deviations.md
// explains. On a site that serves one set of sitemaps per language host
// (site.HostSets) it does so for each host, the default language's first, each
// under a line "# fr.example.com (language fr)": that host's set against
// the index at a.site's scheme, port and path on that host's name
// (onLanguageHost). Exit status 0 when every host has only documented
// differences; 1 otherwise or when the site or the database cannot be
// read (a host that cannot be read is said, and the others still
// compared); 2 for a --language that names no language host.
func diff(ctx context.Context, a diffArgs, stdout, stderr io.Writer) int {
	sets, code := hostSetsOrExit(ctx, "diff", a.db, a.cat, a.language, a.forLanguage, stderr)
	if code != 0 {
		return code
	}
	client := a.client
	if client == nil {
		client = &http.Client{Timeout: 60 * time.Second}
	}
	// One fetcher for every host: one request at a time, a.delay apart,
	// across hosts too.
	f := &sitediff.Fetcher{Client: client, Delay: a.delay,
		UserAgent: "wpsitemap-diff/" + buildVersion() + " (compares the sitemaps with wpsitemap's; one request at a time)",
		Progress: func(u string, status, n int) {
			fmt.Fprintf(stderr, "wpsitemap: GET %s: %d, %d entries\n", u, status, n)
		}}
	if !sets[0].PerHost() {
		undocumented, err := diffSet(ctx, a, f, sets[0].Catalog, a.site, stdout)
		if err != nil {
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1
		}
		if undocumented > 0 {
			return 1
		}
		return 0
	}
	var failed, differ []string
	for i, set := range sets {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "# %s\n", set)
		undocumented, err := diffSet(ctx, a, f, set.Catalog, onLanguageHost(a.site, set.Host), stdout)
		switch {
		case err != nil && ctx.Err() != nil:
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1
		case err != nil:
			fmt.Fprintf(stderr, "wpsitemap: %s: %v\n", set, err)
			fmt.Fprintf(stdout, "not compared: %v\n", err)
			failed = append(failed, set.Host)
		case undocumented > 0:
			differ = append(differ, set.Host)
		}
	}
	// The last line: what exit status 1 is about, host by host.
	var problems []string
	if len(differ) > 0 {
		problems = append(problems, "differences not documented on "+strings.Join(differ, ", "))
	}
	if len(failed) > 0 {
		problems = append(problems, "not compared: "+strings.Join(failed, ", "))
	}
	if len(problems) == 0 {
		problems = []string{"only documented differences"}
	}
	fmt.Fprintf(stdout, "\n%d language hosts: %s\n", len(sets), strings.Join(problems, "; "))
	if len(failed) > 0 || len(differ) > 0 {
		return 1
	}
	return 0
}

// onLanguageHost is the site's address on a language host: site's scheme, port
// and path, with host's name (its port, if any, left aside: the port is
// where the operator pointed --url).
func onLanguageHost(site *url.URL, host string) *url.URL {
	u := *site
	name := (&url.URL{Host: host}).Hostname()
	switch port := site.Port(); {
	case port != "":
		u.Host = net.JoinHostPort(name, port)
	case strings.Contains(name, ":"): // IPv6
		u.Host = "[" + name + "]"
	default:
		u.Host = name
	}
	return &u
}

// diffSet compares one set of sitemaps, cat's, with the one the site at
// site serves, and prints the differences on stdout; it returns how many
// docs/deviations.md does not explain.
func diffSet(ctx context.Context, a diffArgs, f *sitediff.Fetcher, cat *catalog.Catalog, site *url.URL, stdout io.Writer) (int, error) {
	snap, err := cat.Build(ctx)
	if err != nil {
		return 0, err
	}
	// The host rule of the images the sitemaps keep, as the extractor
	// applies it (home, the uploads URL, WPSITEMAP_IMAGE_HOSTS).
	x, err := images.NewExtractor(images.Site{Home: snap.Site.Home, UploadsURL: snap.Site.UploadsURL, ExtraHosts: a.imageHosts})
	if err != nil {
		return 0, err
	}
	ours := &sitediff.Ours{Types: map[string]map[string]sitediff.URL{}, Discouraged: !snap.Site.BlogPublic, KeepsImage: x.KeepsImage}
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			continue
		}
		set := map[string]sitediff.URL{}
		ours.Types[sm.Name] = set
		ours.Order = append(ours.Order, sm.Name)
		err := cat.Walk(ctx, snap, sm.Name, func(e catalog.Entry) error {
			u := sitediff.URL{Loc: e.Loc, Images: e.Images}
			if !e.LastMod.IsZero() {
				u.LastMod = e.LastMod.UTC().Format(time.RFC3339)
			}
			set[e.Loc] = u
			return nil
		}, nil)
		if err != nil {
			return 0, err
		}
	}

	live, err := f.Fetch(ctx, site)
	if err != nil {
		return 0, err
	}
	rep := sitediff.Compare(live, ours)

	out := bufio.NewWriter(stdout)
	fmt.Fprintf(out, "site %s: %d sitemaps read; wpsitemap: %d sitemaps for database %s\n\n",
		site, live.Documents, len(ours.Order), snap.Site.Home)
	rows := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0) // every row is known: columns as wide as their widest cell
	fmt.Fprint(rows, "TYPE\tSITE\tWPSITEMAP\tBOTH\n")
	for _, typ := range typeNames(live.Order, ours.Order) {
		fmt.Fprintf(rows, "%s\t%d\t%d\t%d\n", typ, len(live.Types[typ]), len(ours.Types[typ]), rep.Compared[typ])
	}
	rows.Flush()
	if len(rep.Findings) > 0 {
		out.WriteString("\n")
	}
	documented := 0
	for _, f := range rep.Findings {
		line := fmt.Sprintf("%-17s  %s  %s", f.Kind, orDash(f.Type), f.Loc)
		switch f.Kind {
		case sitediff.LastMod:
			line += fmt.Sprintf("  site %s, wpsitemap %s", f.Site, f.Wpsitemap)
		case sitediff.Images:
			if f.Site != "" {
				line += "  only on the site: " + f.Site
			}
			if f.Wpsitemap != "" {
				line += "  only in wpsitemap: " + f.Wpsitemap
			}
		case sitediff.Unreadable:
			line += ": " + f.Site
		}
		if f.Documented != "" {
			documented++
			line += "  [documented: " + f.Documented + "]"
		}
		out.WriteString(line + "\n")
	}
	fmt.Fprintf(out, "\n%d differences: %d documented in docs/deviations.md, %d not\n", len(rep.Findings), documented, rep.Undocumented)
	if err := out.Flush(); err != nil {
		return 0, err
	}
	return rep.Undocumented, nil
}

func typeNames(a, b []string) []string {
	out := append([]string(nil), a...)
	for _, t := range b {
		found := false
		for _, x := range out {
			found = found || x == t
		}
		if !found {
			out = append(out, t)
		}
	}
	return out
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
