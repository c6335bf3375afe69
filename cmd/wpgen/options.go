package main

import (
	"strconv"
	"strings"
)

// option is one wp_options row.
type option struct {
	Name, Value, Autoload string
}

// siteOptions returns the wp_options rows of the generated site: the
// conformance site's options in WordPress's order, with the values that
// depend on the generated content computed from s.
func siteOptions(s *site) []option {
	generated := map[string]string{
		"siteurl":             s.home,
		"home":                s.home,
		"blogname":            "wpgen Benchmark Site",
		"blogdescription":     "Just another generated WordPress site",
		"admin_email":         "admin@example.com",
		"show_on_front":       "posts",
		"page_on_front":       "0",
		"page_for_posts":      "0",
		"user_count":          strconv.Itoa(len(s.users)),
		"sticky_posts":        serialize(intList(s.sticky)),
		"rewrite_rules":       serialize(rewriteRulesOption("0")),
		"wpseo_titles":        serialize(yoastTitles),
		"category_children":   serialize(childrenOption(s.terms, "category")),
		"wpseo_taxonomy_meta": serialize(s.taxMeta),
	}
	var out []option
	for _, o := range baseOptions {
		if v, ok := generated[o.Name]; ok {
			o.Value = v
			delete(generated, o.Name)
		} else if o.Value == "" && strings.HasSuffix(o.Name, "_children") {
			continue // genre_children: the generated site has no genre taxonomy
		}
		out = append(out, o)
	}
	if len(generated) != 0 {
		panic("wpgen: options missing from baseOptions")
	}
	return out
}

// rewriteRulesOption is the rewrite_rules array for the generated site: the
// rules WordPress 6.1 writes for /%year%/%monthnum%/%postname%/ with Yoast
// SEO and the post type book (rewrite slug "books", has_archive).
func rewriteRulesOption(pageOnFront string) phpArray {
	a := make(phpArray, 0, len(rewriteRules))
	for _, r := range rewriteRules {
		a = append(a, kv{r[0], strings.ReplaceAll(r[1], "{page_on_front}", pageOnFront)})
	}
	return a
}

// childrenOption is WordPress's {taxonomy}_children option
// (_get_term_hierarchy): parent term ID => child term IDs, walking the terms
// in ID order.
func childrenOption(terms []term, taxonomy string) phpArray {
	var out phpArray
	index := map[int64]int{}
	for _, t := range terms {
		if t.taxonomy != taxonomy || t.parent == 0 {
			continue
		}
		i, ok := index[t.parent]
		if !ok {
			i = len(out)
			index[t.parent] = i
			out = append(out, kv{t.parent, phpArray{}})
		}
		children := out[i].V.(phpArray)
		out[i].V = append(children, kv{len(children), t.id})
	}
	return out
}

func intList(ids []int64) phpArray {
	a := make(phpArray, len(ids))
	for i, id := range ids {
		a[i] = kv{i, id}
	}
	return a
}
