package check

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"sync/atomic"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/internal/every"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wp"
)

// checkLanguageHosts lists, on a site that serves one set of sitemaps per
// language host (languageHosts), each language with its host, one line
// each, the default language's first (the sections above are its host's);
// with --all also the sitemaps each host's index lists and their entries,
// which prepares every language host's sitemaps. def is the default
// host's snapshot, already prepared. A host whose sitemaps cannot be
// prepared, or whose index lists none (it answers 404), is a warning; so
// is, on a WPML site, a language whose host another language's set
// answers (checkPolylang warns of it on a Polylang site). Nothing is said
// of a site with one set.
func checkLanguageHosts(ctx context.Context, r *report, a Args, def *catalog.Snapshot, stderr io.Writer) {
	lctx, cancel := context.WithTimeout(ctx, site.ProbeTimeout)
	langs, err := site.PerHostLanguages(lctx, a.DB)
	cancel()
	if err != nil {
		r.section("language hosts")
		r.fail("reading the language hosts: %v", err)
		return
	}
	if len(langs) == 0 {
		return
	}
	r.section(fmt.Sprintf("language hosts (%d; one set of sitemaps each: the sections above are the default language's, %s at %s)",
		len(langs), langs[0].Lang, langs[0].Host))
	t := r.table()
	if a.All {
		fmt.Fprint(t, "  LANGUAGE\tHOST\tSITEMAPS\tENTRIES\n")
	} else {
		fmt.Fprint(t, "  LANGUAGE\tHOST\n")
	}
	var done atomic.Int64
	stop := every.Start(ProgressEvery, func() {
		fmt.Fprintf(stderr, "wpsitemap: preparing the language hosts' sitemaps: %d of %d\n", done.Load(), len(langs))
	})
	defer stop()
	noCounts := "" // the counts' cells of a host not prepared
	if a.All {
		noCounts = "\t-\t-"
	}
	var problems []string
	owners := wp.HostOwners(langs)
	served, sitemaps, entries := 0, 0, 0
	for i, lh := range langs {
		done.Add(1)
		if owner := owners[i]; owner != lh.Lang {
			fmt.Fprintf(t, "  %s\t%s (%s's sitemaps answer it)%s\n", lh.Lang, lh.Host, owner, noCounts)
			if def.Site.WPML != nil {
				problems = append(problems, fmt.Sprintf("languages %s and %s share the host %s: it serves %s's sitemaps only", owner, lh.Lang, lh.Host, owner))
			}
			continue
		}
		served++
		if !a.All {
			fmt.Fprintf(t, "  %s\t%s\n", lh.Lang, lh.Host)
			continue
		}
		snap := def
		if i > 0 {
			snap, err = a.ForLanguage(lh.Lang).Build(ctx)
		}
		if err != nil {
			fmt.Fprintf(t, "  %s\t%s%s\n", lh.Lang, lh.Host, noCounts)
			problems = append(problems, fmt.Sprintf("language %s (%s): preparing its sitemaps: %v", lh.Lang, lh.Host, err))
			continue
		}
		m, e := indexCounts(snap)
		fmt.Fprintf(t, "  %s\t%s\t%s\t%s\n", lh.Lang, lh.Host, strconv.Itoa(m), strconv.Itoa(e))
		sitemaps += m
		entries += e
		if m == 0 && i > 0 {
			// The default host's empty index is the sitemaps section's warning.
			problems = append(problems, fmt.Sprintf("language %s (%s): no sitemap has entries: its /sitemap_index.xml answers 404", lh.Lang, lh.Host))
		}
	}
	t.Flush()
	for _, p := range problems {
		r.warn("%s", p)
	}
	if a.All {
		r.ok("%d language %s served; their indexes list %d sitemaps, %d entries", served, plural(served, "host", "hosts"), sitemaps, entries)
	} else {
		r.ok("%d language %s served (--all counts each host's sitemaps)", served, plural(served, "host", "hosts"))
	}
}
