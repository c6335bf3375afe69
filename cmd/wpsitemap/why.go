package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/wpsitemap/wpsitemap/catalog"
)

// whyArgs are what `wpsitemap urls --id N` works with.
type whyArgs struct {
	cat  *catalog.Catalog
	id   int64
	only string // a post type, taxonomy or "author"; "" for every kind
}

// whyHit is one place an object with the ID is listed, or left out.
type whyHit struct {
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
// `urls --explain` does. Exit status 0 when an object with the ID exists, 1
// when none does or reading fails, 2 for an unknown --type.
func why(ctx context.Context, a whyArgs, stdout, stderr io.Writer) int {
	snap, err := a.cat.Build(ctx)
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	if a.only != "" && !knownKind(snap, a.only) {
		fmt.Fprintf(stderr, "wpsitemap: no post type, taxonomy or sitemap named %q\n", a.only)
		return 2
	}
	var hits []whyHit
	// Each sitemap's entries come in page order; multi-part entries are
	// paged by their position in that sitemap, every other kind by ID.
	pos := map[string]int64{}
	err = a.cat.Walk(ctx, snap, "", func(e catalog.Entry) error {
		pos[e.Type]++
		if e.ID != a.id || !a.matches(e.Type) {
			return nil
		}
		key := e.ID
		if e.Type == catalog.MultipartName {
			key = pos[e.Type]
		}
		h := whyHit{typ: e.Type, listed: true, part: e.Part, loc: e.Loc, lastMod: e.LastMod}
		if sm, ok := snap.Lookup(e.Type); ok {
			h.page = pageOf(sm, key)
			h.sitemap = sitemapFile(e.Type, h.page)
		}
		hits = append(hits, h)
		return nil
	}, func(x catalog.Excluded) {
		if x.ID == a.id && a.matches(x.Type) {
			hits = append(hits, whyHit{typ: x.Type, loc: x.Loc, reason: string(x.Reason)})
		}
	})
	if err != nil {
		fmt.Fprintln(stderr, "wpsitemap:", err)
		return 1
	}
	if len(hits) == 0 {
		what := "post, term or user"
		if a.only != "" {
			what = a.only
		}
		fmt.Fprintf(stderr, "wpsitemap: no %s with ID %d is a candidate of any sitemap (it does not exist, or is a revision, a menu item or another row no sitemap considers)\n", what, a.id)
		return 1
	}
	for _, h := range hits {
		name := h.typ + " " + strconv.FormatInt(a.id, 10)
		if h.part > 0 {
			name += " part " + strconv.Itoa(h.part)
		}
		if !h.listed {
			fmt.Fprintf(stdout, "%s: left out: %s\n", name, h.reason)
			if h.loc != "" {
				fmt.Fprintf(stdout, "  loc      %s\n", h.loc)
			}
			continue
		}
		fmt.Fprintf(stdout, "%s: listed in %s (page %d of %s)\n", name, h.sitemap, h.page, h.typ)
		fmt.Fprintf(stdout, "  loc      %s\n", h.loc)
		mod := "-"
		if !h.lastMod.IsZero() {
			mod = h.lastMod.Format(time.RFC3339)
		}
		fmt.Fprintf(stdout, "  lastmod  %s\n", mod)
	}
	if !snap.Site.BlogPublic {
		fmt.Fprintln(stderr, "note: blog_public is 0 (\"Discourage search engines\"): the service answers 410 Gone for the index and every sitemap")
	}
	return 0
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
