// Package sitediff compares the sitemaps a site serves now (Yoast SEO's
// PHP, or anything else) with what wpsitemap would serve for the same
// database, for `wpsitemap diff`: the proof an operator wants before
// handing the sitemap paths to wpsitemap.
//
// Both sides are sets of URLs per sitemap type: page order and page
// boundaries differ on purpose (docs/deviations.md 6), so a URL counts
// wherever its type's pages hold it. For a URL on both sides, the lastmods
// are compared as instants and the images as sets (Yoast repeats an image
// a post shows twice; wpsitemap lists it once, deviations 9). Each
// difference is either documented (it is one that docs/deviations.md
// explains, and Finding.Documented says which) or not; Report.Undocumented
// counts the others.
//
// The package knows HTTP and the sitemap XML, not WordPress nor the
// catalog: the caller hands it wpsitemap's side as plain values.
package sitediff

import (
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// URL is one <url> of a sitemap: its loc, its lastmod as written (W3C
// datetime, "" when absent), its image locs.
type URL struct {
	Loc     string
	LastMod string
	Images  []string
}

// Live is what a site serves.
type Live struct {
	Types     map[string]map[string]URL // sitemap type -> loc -> entry
	Order     []string                  // types in index order
	Documents int                       // urlset documents read
	Failed    []Failure                 // documents the index lists that could not be read
}

// Failure is a document that could not be read.
type Failure struct{ URL, Reason string }

// Ours is what wpsitemap would serve, built by the caller.
type Ours struct {
	Types map[string]map[string]URL
	Order []string
	// Discouraged is blog_public = 0: wpsitemap answers 410 Gone for
	// every sitemap (deviations 1), so none of its entries is served.
	Discouraged bool
	// KeepsImage says whether wpsitemap keeps an image of that URL, for
	// its host (deviations 9; images.Extractor.KeepsImage); nil: every
	// image counts.
	KeepsImage func(imageURL string) bool
}

// Kind is the kind of a difference.
type Kind string

// Kinds of differences.
const (
	OnlySite      Kind = "only on the site"
	OnlyWpsitemap Kind = "only in wpsitemap"
	LastMod       Kind = "lastmod differs"
	Images        Kind = "images differ"
	Unreadable    Kind = "not read"
)

// Finding is one difference.
type Finding struct {
	Kind Kind
	Type string
	Loc  string
	// Site and Wpsitemap say what each side has, for a lastmod or images.
	Site, Wpsitemap string
	// Documented names the item of docs/deviations.md that explains the
	// difference; "" when none does.
	Documented string
}

// Report is the outcome of a comparison.
type Report struct {
	Findings []Finding
	// Compared counts, per type, the URLs on both sides.
	Compared     map[string]int
	Undocumented int
}

// Reasons given for documented differences, by item of docs/deviations.md.
const (
	docGone      = "deviations.md 1: blog_public is 0, so wpsitemap answers 410 Gone for every sitemap"
	docMultipart = "deviations.md 2: the parts of <!--nextpage--> posts have a sitemap of their own"
	docAuthors   = "deviations.md 8: wpsitemap does not wait for Yoast's _yoast_wpseo_profile_updated user meta"
	docAuthorMod = "deviations.md 8: an author's lastmod is the newest modification of its posts, not Yoast's _yoast_wpseo_profile_updated"
	docImageHost = "deviations.md 9: an image is kept only on the home host, its subdomains or WPSITEMAP_IMAGE_HOSTS"
	docTooLong   = "deviations.md 15: URLs over 2,048 characters are left out"
)

// Compare compares what the site serves with what wpsitemap would.
func Compare(live *Live, ours *Ours) *Report {
	r := &Report{Compared: map[string]int{}}
	add := func(f Finding) {
		if ours.Discouraged && f.Documented == "" {
			f.Documented = docGone
		}
		if f.Documented == "" {
			r.Undocumented++
		}
		r.Findings = append(r.Findings, f)
	}
	for _, f := range live.Failed {
		add(Finding{Kind: Unreadable, Loc: f.URL, Site: f.Reason})
	}
	keeps := ours.KeepsImage
	if keeps == nil {
		keeps = func(string) bool { return true }
	}
	for _, typ := range typeOrder(live.Order, ours.Order) {
		site, mine := live.Types[typ], ours.Types[typ]
		for _, loc := range sortedKeys(site) {
			s := site[loc]
			m, ok := mine[loc]
			if !ok {
				f := Finding{Kind: OnlySite, Type: typ, Loc: loc}
				if utf8.RuneCountInString(loc) > 2048 {
					f.Documented = docTooLong
				}
				add(f)
				continue
			}
			r.Compared[typ]++
			if !sameTime(s.LastMod, m.LastMod) {
				f := Finding{Kind: LastMod, Type: typ, Loc: loc, Site: orNone(s.LastMod), Wpsitemap: orNone(m.LastMod)}
				if typ == "author" {
					f.Documented = docAuthorMod
				}
				add(f)
			}
			siteOnly, oursOnly := setDiff(s.Images, m.Images), setDiff(m.Images, s.Images)
			var kept []string
			for _, im := range siteOnly {
				if keeps(im) {
					kept = append(kept, im)
				}
			}
			if len(kept) > 0 || len(oursOnly) > 0 {
				add(Finding{Kind: Images, Type: typ, Loc: loc, Site: strings.Join(kept, " "), Wpsitemap: strings.Join(oursOnly, " ")})
			}
			if dropped := len(siteOnly) - len(kept); dropped > 0 {
				var off []string
				for _, im := range siteOnly {
					if !keeps(im) {
						off = append(off, im)
					}
				}
				add(Finding{Kind: Images, Type: typ, Loc: loc, Site: strings.Join(off, " "), Documented: docImageHost})
			}
		}
		for _, loc := range sortedKeys(mine) {
			if _, ok := site[loc]; ok {
				continue
			}
			f := Finding{Kind: OnlyWpsitemap, Type: typ, Loc: loc}
			switch typ {
			case "multipart":
				f.Documented = docMultipart
			case "author":
				f.Documented = docAuthors
			}
			if ours.Discouraged {
				// Not served at all: nothing is only in wpsitemap.
				f.Documented = docGone
			}
			add(f)
		}
	}
	return r
}

// typeOrder is the site's types in its index order, then wpsitemap's
// others in its order.
func typeOrder(a, b []string) []string {
	out := slices.Clone(a)
	for _, t := range b {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

func sortedKeys(m map[string]URL) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// sameTime compares two W3C datetimes as instants ("+00:00" and "Z" are
// the same); strings that do not parse are compared as they are.
func sameTime(a, b string) bool {
	if a == b {
		return true
	}
	ta, ea := parseW3C(a)
	tb, eb := parseW3C(b)
	return ea == nil && eb == nil && ta.Equal(tb)
}

func parseW3C(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04Z07:00", time.DateOnly} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Parse(time.RFC3339, s)
}

// setDiff is the distinct elements of a that are not in b, in a's order.
func setDiff(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) && !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
