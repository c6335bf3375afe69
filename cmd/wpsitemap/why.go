package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
	"github.com/wpsitemap/wpsitemap/seo"
	"github.com/wpsitemap/wpsitemap/site"
	"github.com/wpsitemap/wpsitemap/wpdb"
)

// whyArgs are what `wpsitemap urls --id N` works with.
type whyArgs struct {
	cat  *catalog.Catalog
	id   int64
	only string // a post type, taxonomy or "author"; "" for every kind
	// db, language and forLanguage are urlsArgs': on a site with one set
	// of sitemaps per language host, why reads every host's (site.HostSets).
	db          *wpdb.DB
	language    string
	forLanguage func(lang string) *catalog.Catalog
}

// whyHit is one place an object with the ID is listed, or left out.
type whyHit struct {
	set     site.HostSet // the set of sitemaps that lists it or leaves it out
	typ     string
	listed  bool
	sitemap string // the document that lists it: post-sitemap2.xml
	page    int
	part    int
	loc     string
	lastMod time.Time
	reason  string
}

// why says for the objects with one ID (a post of any type, a term, a
// user: IDs are per table, so up to three objects) where the sitemaps list
// them (the document, its page, the loc and lastmod), or why they are left
// out, with the reason `urls --explain` prints. It reads every sitemap as
// `urls --explain` does. On a site with one set of sitemaps per language
// host it reads each host's (or the --language one's) and says which
// host lists each object; an object no host lists is explained by the
// hosts that leave it out for a reason other than its language (its own
// language's host), each reason once with the hosts that give it. Exit
// status 0 when an object with the ID exists, 1 when none does or reading
// fails, 2 for an unknown --type or --language.
func why(ctx context.Context, a whyArgs, stdout, stderr io.Writer) int {
	sets, code := hostSetsOrExit(ctx, "urls", a.db, a.cat, a.language, a.forLanguage, stderr)
	if code != 0 {
		return code
	}
	var hits []whyHit
	public := true
	for _, set := range sets {
		h, snap, code := a.hitsIn(ctx, set, stderr)
		if code != 0 {
			return code
		}
		hits = append(hits, h...)
		public = snap.Site.BlogPublic
	}
	if len(hits) == 0 {
		what := "post, term or user"
		if a.only != "" {
			what = a.only
		}
		fmt.Fprintf(stderr, "wpsitemap: no %s with ID %d is a candidate of any sitemap (it does not exist, or is a revision, a menu item or another row no sitemap considers)\n", what, a.id)
		return 1
	}
	for _, h := range explained(hits) {
		name := h[0].typ + " " + strconv.FormatInt(a.id, 10)
		if h[0].part > 0 {
			name += " part " + strconv.Itoa(h[0].part)
		}
		if !h[0].listed {
			on := ""
			if h[0].set.PerHost() {
				var where []string
				for _, x := range h {
					where = append(where, x.set.String())
				}
				on = " on " + strings.Join(where, ", ")
			}
			fmt.Fprintf(stdout, "%s: left out%s: %s\n", name, on, h[0].reason)
			if h[0].loc != "" {
				fmt.Fprintf(stdout, "  loc      %s\n", h[0].loc)
			}
			continue
		}
		on := ""
		if h[0].set.PerHost() {
			on = " on " + h[0].set.String()
		}
		fmt.Fprintf(stdout, "%s: listed%s in %s (page %d of %s)\n", name, on, h[0].sitemap, h[0].page, h[0].typ)
		fmt.Fprintf(stdout, "  loc      %s\n", h[0].loc)
		mod := "-"
		if !h[0].lastMod.IsZero() {
			mod = h[0].lastMod.Format(time.RFC3339)
		}
		fmt.Fprintf(stdout, "  lastmod  %s\n", mod)
	}
	if !public {
		fmt.Fprintln(stderr, "note: blog_public is 0 (\"Discourage search engines\"): the service answers 410 Gone for the index and every sitemap")
	}
	return 0
}

// hitsIn reads one set of sitemaps for the objects with the ID; it returns
// an exit status other than 0 when reading fails (1) or --type names no
// kind (2), said on stderr.
func (a whyArgs) hitsIn(ctx context.Context, set site.HostSet, stderr io.Writer) ([]whyHit, *catalog.Snapshot, int) {
	snap, err := set.Catalog.Build(ctx)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return nil, nil, 1
	}
	if a.only != "" && !knownKind(snap, a.only) {
		fmt.Fprintf(stderr, "wpsitemap: no post type, taxonomy or sitemap named %q\n", a.only)
		return nil, nil, 2
	}
	var hits []whyHit
	// Each sitemap's entries come in page order; multi-part entries are
	// paged by their position in that sitemap, every other kind by ID.
	pos := map[string]int64{}
	err = set.Catalog.Walk(ctx, snap, "", func(e catalog.Entry) error {
		pos[e.Type]++
		if e.ID != a.id || !a.matches(e.Type) {
			return nil
		}
		key := e.ID
		if e.Type == catalog.MultipartName {
			key = pos[e.Type]
		}
		h := whyHit{set: set, typ: e.Type, listed: true, part: e.Part, loc: e.Loc, lastMod: e.LastMod}
		if sm, ok := snap.Lookup(e.Type); ok {
			h.page = pageOf(sm, key)
			h.sitemap = sitemapFile(e.Type, h.page)
		}
		hits = append(hits, h)
		return nil
	}, func(x catalog.Excluded) {
		if x.ID == a.id && a.matches(x.Type) {
			hits = append(hits, whyHit{set: set, typ: x.Type, loc: x.Loc, reason: string(x.Reason)})
		}
	})
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return nil, nil, 1
	}
	return hits, snap, 0
}

// explained picks, from the hits of every set read, what why prints for
// each object (its kind and part), in the order first read: each listing
// of it (one per language host that lists it: an author, every host);
// when none lists it, its reasons, each with the hits that give it, but
// seo.OtherLanguage when another reason is given (that of its own
// language's host). On a site with one set each object has one hit.
func explained(hits []whyHit) [][]whyHit {
	var out [][]whyHit
	if len(hits) > 0 && !hits[0].set.PerHost() {
		for _, h := range hits {
			out = append(out, []whyHit{h})
		}
		return out
	}
	type object struct {
		typ  string
		part int
	}
	var order []object
	byObject := map[object][]whyHit{}
	for _, h := range hits {
		o := object{h.typ, h.part}
		if _, seen := byObject[o]; !seen {
			order = append(order, o)
		}
		byObject[o] = append(byObject[o], h)
	}
	for _, o := range order {
		hs := byObject[o]
		if slices.ContainsFunc(hs, func(h whyHit) bool { return h.listed }) {
			for _, h := range hs {
				if h.listed {
					out = append(out, []whyHit{h})
				}
			}
			continue
		}
		if slices.ContainsFunc(hs, func(h whyHit) bool { return h.reason != string(seo.OtherLanguage) }) {
			hs = slices.DeleteFunc(hs, func(h whyHit) bool { return h.reason == string(seo.OtherLanguage) })
		}
		var reasons []string
		byReason := map[string][]whyHit{}
		for _, h := range hs {
			if _, seen := byReason[h.reason]; !seen {
				reasons = append(reasons, h.reason)
			}
			byReason[h.reason] = append(byReason[h.reason], h)
		}
		for _, r := range reasons {
			out = append(out, byReason[r])
		}
	}
	return out
}

func (a whyArgs) matches(typ string) bool { return a.only == "" || typ == a.only }

// knownKind reports whether name is a sitemap, a post type or a taxonomy
// the snapshot knows, or "author".
func knownKind(snap *catalog.Snapshot, name string) bool {
	if _, ok := snap.Lookup(name); ok || name == "author" {
		return true
	}
	return snap.Registry.PostType(name) != nil || snap.Registry.Taxonomy(name) != nil
}

// pageOf is the 1-based page of sm whose bounds hold key (an ID, or a
// position for multi-part entries), 0 when none does.
func pageOf(sm *catalog.Sitemap, key int64) int {
	for i, p := range sm.Pages {
		if key > p.After && (p.Before == 0 || key < p.Before) {
			return i + 1
		}
	}
	return 0
}

// sitemapFile is the document name of page n of sitemap name, as the
// index lists it.
func sitemapFile(name string, n int) string {
	if n <= 1 {
		return name + "-sitemap.xml"
	}
	return name + "-sitemap" + strconv.Itoa(n) + ".xml"
}
