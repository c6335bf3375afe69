package wp

import (
	"fmt"
	"reflect"
	"strings"
)

// MaxEntriesPerPage is the most URLs one sitemap page may list (the
// sitemaps.org limit), and so the largest entries per page a setting may ask.
const MaxEntriesPerPage = 50000

// SiteOverride is one "sites" section of the types file: settings that one
// site of a network sets in its own PHP (a theme or plugin active there
// only), so that the process cannot learn them from the tables. It names its
// site by BlogID or by Domain, never both.
type SiteOverride struct {
	// BlogID is the site's blog_id; 0 when Domain names it.
	BlogID int64 `json:"blog_id"`
	// Domain is the site's domain as {prefix}blogs stores it, compared
	// without case; "" when BlogID names it. On a subdirectory network every
	// site has the network's domain, so a domain section applies to them all.
	Domain string `json:"domain"`
	// EntriesPerPage replaces the process's entries per page (the
	// wpseo_sitemap_entries_per_page filter of that site); 0 keeps it.
	EntriesPerPage int `json:"entries_per_page"`
	// PostTypes and Taxonomies complete the global entries for this site:
	// an entry whose name the global list has too sets, field by field, what
	// it names; any other is added.
	PostTypes  []PostTypeOverride `json:"post_types"`
	Taxonomies []TaxonomyOverride `json:"taxonomies"`
}

// SiteSettings is what the types file sets for one site of a network.
type SiteSettings struct {
	// Types are the global entries completed by the site's sections.
	Types *TypeOverrides
	// EntriesPerPage is the site's entries per page; 0 when no section sets
	// it, and the process's applies.
	EntriesPerPage int
}

// ForSite returns the settings of the network site blogID at domain: the
// global entries, completed by every "sites" section that names the site,
// in file order, so that of two sections that set one thing (one by
// blog_id, one by domain) the later wins. o may be nil. The result shares
// nothing that a caller may change with o.
func (o *TypeOverrides) ForSite(blogID int64, domain string) SiteSettings {
	if o == nil {
		return SiteSettings{Types: &TypeOverrides{}}
	}
	t := &TypeOverrides{
		PostTypes:  append([]PostTypeOverride(nil), o.PostTypes...),
		Taxonomies: append([]TaxonomyOverride(nil), o.Taxonomies...),
	}
	s := SiteSettings{Types: t}
	for _, so := range o.Sites {
		if !so.names(blogID, domain) {
			continue
		}
		if so.EntriesPerPage > 0 {
			s.EntriesPerPage = so.EntriesPerPage
		}
		for _, p := range so.PostTypes {
			t.PostTypes = completeOrAdd(t.PostTypes, p, func(o PostTypeOverride) string { return o.Name })
		}
		for _, x := range so.Taxonomies {
			t.Taxonomies = completeOrAdd(t.Taxonomies, x, func(o TaxonomyOverride) string { return o.Name })
		}
	}
	return s
}

// names reports whether the section is the site blogID at domain's.
func (so SiteOverride) names(blogID int64, domain string) bool {
	if so.BlogID > 0 {
		return so.BlogID == blogID
	}
	return strings.EqualFold(so.Domain, domain)
}

// completeOrAdd sets on the last entry of list named as e the fields e sets
// (its non-nil pointers and slices), or appends e when none is. The entry
// changed is a copy: list's backing array is never written.
func completeOrAdd[T any](list []T, e T, name func(T) string) []T {
	for i := len(list) - 1; i >= 0; i-- {
		if name(list[i]) != name(e) {
			continue
		}
		merged := list[i]
		dst, src := reflect.ValueOf(&merged).Elem(), reflect.ValueOf(e)
		for f := range src.NumField() {
			if v := src.Field(f); (v.Kind() == reflect.Pointer || v.Kind() == reflect.Slice) && !v.IsNil() {
				dst.Field(f).Set(v)
			}
		}
		out := append([]T(nil), list...)
		out[i] = merged
		return out
	}
	return append(list[:len(list):len(list)], e)
}

// checkSites validates the "sites" sections: each names its site by exactly
// one of blog_id and domain, no two name the same site the same way, entries
// per page is within 1 to MaxEntriesPerPage when set, and every type entry
// has a name. The error says which section, in one line.
func checkSites(sites []SiteOverride) error {
	ids := map[int64]int{}
	domains := map[string]int{}
	for i, so := range sites {
		where := fmt.Sprintf("sites[%d]", i)
		switch {
		case so.BlogID < 0:
			return fmt.Errorf("%s: blog_id %d: want a positive blog_id", where, so.BlogID)
		case so.BlogID > 0 && so.Domain != "":
			return fmt.Errorf("%s: names both blog_id %d and domain %q: give one", where, so.BlogID, so.Domain)
		case so.BlogID == 0 && so.Domain == "":
			return fmt.Errorf("%s: names no site: give blog_id or domain", where)
		case so.Domain != "" && (strings.ContainsAny(so.Domain, "/:@?#[]\\ \t\r\n") || strings.Trim(so.Domain, ".") == ""):
			return fmt.Errorf("%s: domain %q: want a bare host name such as shop.example.com, as {prefix}blogs stores it", where, so.Domain)
		case so.EntriesPerPage < 0 || so.EntriesPerPage > MaxEntriesPerPage:
			return fmt.Errorf("%s: entries_per_page %d: want 1 to %d", where, so.EntriesPerPage, MaxEntriesPerPage)
		}
		if so.BlogID > 0 {
			if j, dup := ids[so.BlogID]; dup {
				return fmt.Errorf("%s: blog_id %d is named by sites[%d] too", where, so.BlogID, j)
			}
			ids[so.BlogID] = i
		} else {
			d := strings.ToLower(so.Domain)
			if j, dup := domains[d]; dup {
				return fmt.Errorf("%s: domain %q is named by sites[%d] too", where, so.Domain, j)
			}
			domains[d] = i
		}
		if err := checkNames(so.PostTypes, so.Taxonomies); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	return nil
}

// checkNames checks that every post type and taxonomy entry has a name.
func checkNames(pts []PostTypeOverride, taxes []TaxonomyOverride) error {
	for _, p := range pts {
		if p.Name == "" {
			return fmt.Errorf("a post type has no name")
		}
	}
	for _, t := range taxes {
		if t.Name == "" {
			return fmt.Errorf("a taxonomy has no name")
		}
	}
	return nil
}
