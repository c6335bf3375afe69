package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/images"
	"github.com/wpsitemap/wpsitemap/sitediff"
)

// defaultDiffDelay is the pause between two requests of `wpsitemap diff`
// to the live site.
const defaultDiffDelay = 500 * time.Millisecond

// diffArgs are what `wpsitemap diff` works with.
type diffArgs struct {
	cat        *catalog.Catalog
	site       *url.URL
	delay      time.Duration
	imageHosts []string
	client     *http.Client // nil: a client with a 60 s timeout
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
// explains. Exit status 0 when only documented differences remain, 1
// otherwise or when the site or the database cannot be read.
func diff(ctx context.Context, a diffArgs, stdout, stderr io.Writer) int {
	snap, err := a.cat.Build(ctx)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	// The host rule of the images the sitemaps keep, as the extractor
	// applies it (home, the uploads URL, WPSITEMAP_IMAGE_HOSTS).
	x, err := images.NewExtractor(images.Site{Home: snap.Site.Home, UploadsURL: snap.Site.UploadsURL, ExtraHosts: a.imageHosts})
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	ours := &sitediff.Ours{Types: map[string]map[string]sitediff.URL{}, Discouraged: !snap.Site.BlogPublic, KeepsImage: x.KeepsImage}
	for _, sm := range snap.Sitemaps {
		if !sm.InIndex {
			continue
		}
		set := map[string]sitediff.URL{}
		ours.Types[sm.Name] = set
		ours.Order = append(ours.Order, sm.Name)
		err := a.cat.Walk(ctx, snap, sm.Name, func(e catalog.Entry) error {
			u := sitediff.URL{Loc: e.Loc, Images: e.Images}
			if !e.LastMod.IsZero() {
				u.LastMod = e.LastMod.UTC().Format(time.RFC3339)
			}
			set[e.Loc] = u
			return nil
		}, nil)
		if err != nil {
			fmt.Fprintln(stderr, "wpsitemap:", err)
			return 1
		}
	}

	client := a.client
	if client == nil {
		client = &http.Client{Timeout: 60 * time.Second}
	}
	f := &sitediff.Fetcher{Client: client, Delay: a.delay,
		UserAgent: "wpsitemap-diff/" + buildVersion() + " (compares the sitemaps with wpsitemap's; one request at a time)",
		Progress: func(u string, status, n int) {
			fmt.Fprintf(stderr, "wpsitemap: GET %s: %d, %d entries\n", u, status, n)
		}}
	live, err := f.Fetch(ctx, a.site)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	rep := sitediff.Compare(live, ours)

	out := bufio.NewWriter(stdout)
	fmt.Fprintf(out, "site %s: %d sitemaps read; wpsitemap: %d sitemaps for database %s\n\n",
		a.site, live.Documents, len(ours.Order), snap.Site.Home)
	rows := &columns{w: out, widths: []int{len("TYPE"), len("SITE"), len("WPSITEMAP")}}
	rows.print("TYPE", "SITE", "WPSITEMAP", "BOTH")
	for _, typ := range typeNames(live.Order, ours.Order) {
		rows.print(typ, fmt.Sprint(len(live.Types[typ])), fmt.Sprint(len(ours.Types[typ])), fmt.Sprint(rep.Compared[typ]))
	}
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
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	if rep.Undocumented > 0 {
		return 1
	}
	return 0
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
