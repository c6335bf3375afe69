package wp

import (
	"regexp"
	"sort"
	"strings"
)

// PostType is what wpsitemap knows of a registered post type.
type PostType struct {
	Name         string
	Builtin      bool
	Public       bool // public and viewable (publicly_queryable for custom types)
	Hierarchical bool
	HasArchive   bool
	ArchiveSlug  string // has_archive slug (rewrite slug when has_archive is true)
	Rewrite      bool   // has a permastruct (pretty permalinks and rewrite not false)
	Slug         string // rewrite slug
	WithFront    bool
	QueryVar     string // "" when the type has none
	Source       string // where the facts came from
}

// Taxonomy is what wpsitemap knows of a registered taxonomy.
type Taxonomy struct {
	Name                string
	Builtin             bool
	Public              bool
	Hierarchical        bool
	Rewrite             bool
	Slug                string
	WithFront           bool
	RewriteHierarchical bool
	QueryVar            string
	ObjectTypes         []string
	Source              string
}

// Skipped names a type that exists in the data but is left out, and why.
type Skipped struct {
	Kind   string // "post type" or "taxonomy"
	Name   string
	Reason string
}

// Registry is the set of post types and taxonomies, in registration order.
type Registry struct {
	PostTypes  []*PostType
	Taxonomies []*Taxonomy
	Skipped    []Skipped
	pt         map[string]*PostType
	tax        map[string]*Taxonomy
}

// PostType looks a post type up by name.
func (r *Registry) PostType(name string) *PostType { return r.pt[name] }

// AllPostTypes returns every known post type, listed or not, by name.
func (r *Registry) AllPostTypes() []*PostType {
	out := make([]*PostType, 0, len(r.pt))
	for _, p := range r.pt {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// AllTaxonomies returns every known taxonomy, listed or not, by name.
func (r *Registry) AllTaxonomies() []*Taxonomy {
	out := make([]*Taxonomy, 0, len(r.tax))
	for _, t := range r.tax {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Taxonomy looks a taxonomy up by name.
func (r *Registry) Taxonomy(name string) *Taxonomy { return r.tax[name] }

// internalPostTypes are WordPress's own non-public post types.
var internalPostTypes = map[string]bool{
	"revision": true, "nav_menu_item": true, "custom_css": true, "customize_changeset": true,
	"oembed_cache": true, "user_request": true, "wp_block": true, "wp_template": true,
	"wp_template_part": true, "wp_global_styles": true, "wp_navigation": true,
	"wp_font_family": true, "wp_font_face": true,
}

// InternalPostType reports whether name is one of WordPress's own non-public
// post types (revisions, menu items, templates, ...).
func InternalPostType(name string) bool { return internalPostTypes[name] }

// InternalTaxonomy reports whether name is one of WordPress's own non-public
// taxonomies (menus, link categories, template areas, ...).
func InternalTaxonomy(name string) bool { return internalTaxonomies[name] }

// BuiltinTaxonomy reports whether name is one of WordPress's built-in
// taxonomies for posts: category, post_tag, post_format.
func BuiltinTaxonomy(name string) bool { return builtinTaxonomy(name) }

var internalTaxonomies = map[string]bool{
	"nav_menu": true, "link_category": true, "wp_theme": true, "wp_template_part_area": true,
	"wp_pattern_category": true,
}

// TypeFacts is what the database holds about types: the post types and
// taxonomies that have rows, and the post types each taxonomy's terms are
// attached to.
type TypeFacts struct {
	PostTypes      map[string]int64    // post_type -> published rows
	Taxonomies     map[string]bool     // taxonomies with terms
	TaxObjectTypes map[string][]string // taxonomy -> post types of related objects
	TaxHasParents  map[string]bool     // taxonomy -> some term has a parent
}

func builtinTaxonomy(t string) bool { return t == "category" || t == "post_tag" || t == "post_format" }

var (
	// Single post rules of custom post types, as WP_Rewrite generates them:
	// "{struct}/([^/]+)(?:/([0-9]+))?/?$" or, hierarchical, "(.+?)".
	cptRule  = regexp.MustCompile(`^(.*?)(\(\[\^/\]\+\)|\(\.\+\?\))\(\?:/\(\[0-9\]\+\)\)\?/\?\$$`)
	cptQuery = regexp.MustCompile(`^index\.php\?([A-Za-z0-9_\-]+)=\$matches\[1\]&page=\$matches\[2\]$`)
	// Post type archives: "{slug}/?$" => "index.php?post_type={pt}".
	archiveQuery = regexp.MustCompile(`^index\.php\?post_type=([A-Za-z0-9_\-]+)$`)
	// Term rules: "{struct}/([^/]+)/?$" or "{struct}/(.+?)/?$" => "index.php?{qv}=$matches[1]".
	taxRule  = regexp.MustCompile(`^(.*?)(\(\[\^/\]\+\)|\(\.\+\?\))/\?\$$`)
	taxQuery = regexp.MustCompile(`^index\.php\?([A-Za-z0-9_\-]+)=\$matches\[1\]$`)
)

// ruleFacts is what the stored rewrite rules say of one type: its slugs and
// where its first rule (pos) and its single-object rule (singlePos) stand.
type ruleFacts struct {
	slug, archive    string
	withFront, hier  bool
	pos, singlePos   int
	single, archived bool
}

// NewRegistry learns the post types and taxonomies from the options
// (rewrite_rules, Yoast's per-type keys), the facts in the tables, and the
// overrides file, which wins. Types with rows but no evidence of being public
// are recorded in Skipped.
func NewRegistry(s *Site, f *TypeFacts, o *TypeOverrides) *Registry {
	r := &Registry{pt: map[string]*PostType{}, tax: map[string]*Taxonomy{}}
	if o == nil {
		o = &TypeOverrides{}
	}
	front := strings.TrimPrefix(s.Front, "/")
	pretty := s.Pretty()

	// Built-ins, in WordPress's registration order.
	r.addPT(&PostType{Name: "post", Builtin: true, Public: true, Rewrite: pretty, QueryVar: "", Source: "builtin"})
	r.addPT(&PostType{Name: "page", Builtin: true, Public: true, Hierarchical: true, Rewrite: pretty, Source: "builtin"})
	r.addPT(&PostType{Name: "attachment", Builtin: true, Public: true, QueryVar: "attachment", Source: "builtin"})
	catSlug, catFront := "category", true
	if s.CategoryBase != "" {
		catSlug, catFront = s.CategoryBase, s.IndexPermalinks()
	}
	tagSlug, tagFront := "tag", true
	if s.TagBase != "" {
		tagSlug, tagFront = s.TagBase, s.IndexPermalinks()
	}
	r.addTax(&Taxonomy{Name: "category", Builtin: true, Public: true, Hierarchical: true, Rewrite: pretty,
		Slug: catSlug, WithFront: catFront, RewriteHierarchical: true, QueryVar: "category_name",
		ObjectTypes: []string{"post"}, Source: "builtin"})
	r.addTax(&Taxonomy{Name: "post_tag", Builtin: true, Public: true, Rewrite: pretty,
		Slug: tagSlug, WithFront: tagFront, QueryVar: "tag", ObjectTypes: []string{"post"}, Source: "builtin"})
	r.addTax(&Taxonomy{Name: "post_format", Builtin: true, Public: true, Rewrite: pretty,
		Slug: "type", WithFront: true, QueryVar: "post_format", ObjectTypes: []string{"post"}, Source: "builtin"})

	// Evidence from rewrite rules, in stored order (which follows registration order).
	ptRules := map[string]*ruleFacts{}
	taxRules := map[string]*ruleFacts{}
	// splitFront separates WP_Rewrite's front ("blog/") or root ("index.php/")
	// from a permastruct prefix such as "blog/books/".
	splitFront := func(prefix string) (slug string, withFront bool) {
		p := strings.TrimSuffix(prefix, "/") + "/"
		if front != "" && strings.HasPrefix(p, front) {
			return strings.TrimSuffix(strings.TrimPrefix(p, front), "/"), true
		}
		if s.Root != "" && strings.HasPrefix(p, s.Root) {
			return strings.TrimSuffix(strings.TrimPrefix(p, s.Root), "/"), false
		}
		return strings.TrimSuffix(p, "/"), front == ""
	}
	for i, rule := range s.rewriteRules {
		if m := cptQuery.FindStringSubmatch(rule.query); m != nil {
			qv := m[1]
			if qv == "name" || qv == "pagename" || qv == "attachment" {
				continue
			}
			pm := cptRule.FindStringSubmatch(rule.pattern)
			if pm == nil || strings.Contains(pm[1], "(") {
				continue
			}
			rf := ptRules[qv]
			if rf == nil {
				rf = &ruleFacts{pos: i}
				ptRules[qv] = rf
			}
			if !rf.single {
				rf.slug, rf.withFront = splitFront(pm[1])
				rf.hier, rf.single, rf.singlePos = pm[2] == "(.+?)", true, i
			}
			continue
		}
		if m := archiveQuery.FindStringSubmatch(rule.query); m != nil {
			pt := m[1]
			p, ok := strings.CutSuffix(rule.pattern, "/?$")
			if !ok || strings.ContainsAny(p, "()[]") {
				continue
			}
			rf := ptRules[pt]
			if rf == nil {
				rf = &ruleFacts{pos: i}
				ptRules[pt] = rf
			}
			if !rf.archived {
				rf.archive, _ = splitFront(p)
				rf.archived = true
			}
			continue
		}
		if m := taxQuery.FindStringSubmatch(rule.query); m != nil {
			qv := m[1]
			switch qv {
			case "category_name", "tag", "post_format", "author_name", "name", "pagename", "attachment", "p", "page_id":
				continue
			}
			pm := taxRule.FindStringSubmatch(rule.pattern)
			if pm == nil || strings.Contains(pm[1], "(") || pm[1] == "" {
				continue
			}
			if _, seen := taxRules[qv]; seen {
				continue
			}
			slug, wf := splitFront(pm[1])
			taxRules[qv] = &ruleFacts{slug: slug, withFront: wf, hier: pm[2] == "(.+?)", pos: i, single: true, singlePos: i}
		}
	}

	// Custom post types: every post type with rows or rules, or named in the overrides.
	ptOver := map[string]PostTypeOverride{}
	for _, p := range o.PostTypes {
		ptOver[p.Name] = p
	}
	var candidates []string
	seen := map[string]bool{}
	addCand := func(n string) {
		if !seen[n] && r.pt[n] == nil {
			seen[n] = true
			candidates = append(candidates, n)
		}
	}
	for n := range f.PostTypes {
		addCand(n)
	}
	for n, rf := range ptRules {
		if rf.single || rf.archived {
			addCand(n)
		}
	}
	for n := range ptOver {
		addCand(n)
	}
	var ptConfigOrder []string
	for _, p := range o.PostTypes {
		ptConfigOrder = append(ptConfigOrder, p.Name)
	}
	candidates = registrationOrder(candidates, s.titlesRaw, "noindex-", ptRules, ptConfigOrder)
	rulesStored := pretty && len(s.rewriteRules) > 0
	mentioned := s.ruleMentions()
	for _, name := range candidates {
		ov, hasOv := ptOver[name]
		if internalPostTypes[name] && !hasOv {
			if f.PostTypes[name] > 0 {
				r.Skipped = append(r.Skipped, Skipped{"post type", name, "internal WordPress type, never public"})
			}
			continue
		}
		pt := &PostType{Name: name, QueryVar: name, WithFront: true, Slug: name, Source: "database"}
		rf := ptRules[name]
		evidence := []string{}
		if rf != nil && rf.single {
			pt.Rewrite = pretty
			pt.Slug, pt.WithFront, pt.Hierarchical = rf.slug, rf.withFront, rf.hier
			evidence = append(evidence, "rewrite_rules")
		}
		if rf != nil && rf.archived {
			pt.HasArchive, pt.ArchiveSlug = true, rf.archive
		} else if s.titleSet("noindex-ptarchive-" + name) {
			pt.HasArchive, pt.ArchiveSlug = true, pt.Slug
		}
		if s.titleSet("noindex-" + name) {
			pt.Public = true
			evidence = append(evidence, "wpseo_titles")
		}
		if hasOv {
			applyPTOverride(pt, ov)
			evidence = append(evidence, "config")
		}
		if pt.HasArchive && pt.ArchiveSlug == "" {
			pt.ArchiveSlug = pt.Slug
		}
		pt.Source = strings.Join(evidence, "+")
		if pt.Public && !hasOv && rulesStored && !mentioned[name] && !mentioned[pt.QueryVar] {
			r.Skipped = append(r.Skipped, Skipped{"post type", name, removedReason})
			r.pt[name] = pt
			continue
		}
		if !pt.Public {
			reason := "no evidence that it is public (no Yoast noindex-" + name + " setting, not in WPSITEMAP_CONFIG)"
			if hasOv && ov.Public != nil && !*ov.Public {
				reason = "not public (WPSITEMAP_CONFIG)"
			}
			r.Skipped = append(r.Skipped, Skipped{"post type", name, reason})
			r.pt[name] = pt // known, so links can still be printed for --explain
			continue
		}
		r.addPT(pt)
	}

	// Custom taxonomies.
	taxOver := map[string]TaxonomyOverride{}
	for _, t := range o.Taxonomies {
		taxOver[t.Name] = t
	}
	var taxCands []string
	seenTax := map[string]bool{}
	addTaxCand := func(n string) {
		if !seenTax[n] && r.tax[n] == nil && r.pt[n] == nil {
			seenTax[n] = true
			taxCands = append(taxCands, n)
		}
	}
	for n := range f.Taxonomies {
		addTaxCand(n)
	}
	for n := range taxRules {
		if f.Taxonomies[n] || s.titleSet("noindex-tax-"+n) {
			addTaxCand(n)
		}
	}
	for n := range taxOver {
		addTaxCand(n)
	}
	var taxConfigOrder []string
	for _, t := range o.Taxonomies {
		taxConfigOrder = append(taxConfigOrder, t.Name)
	}
	taxCands = registrationOrder(taxCands, s.titlesRaw, "noindex-tax-", taxRules, taxConfigOrder)
	for _, name := range taxCands {
		ov, hasOv := taxOver[name]
		if internalTaxonomies[name] && !hasOv {
			continue
		}
		t := &Taxonomy{Name: name, QueryVar: name, Slug: name, WithFront: true, Source: "database"}
		t.Hierarchical = s.childrenOpts[name] || f.TaxHasParents[name]
		t.ObjectTypes = append([]string(nil), f.TaxObjectTypes[name]...)
		evidence := []string{}
		if rf := taxRules[name]; rf != nil {
			t.Rewrite = pretty
			t.Slug, t.WithFront, t.RewriteHierarchical = rf.slug, rf.withFront, rf.hier
			evidence = append(evidence, "rewrite_rules")
		}
		if s.titleSet("noindex-tax-" + name) {
			t.Public = true
			evidence = append(evidence, "wpseo_titles")
		}
		if hasOv {
			applyTaxOverride(t, ov)
			evidence = append(evidence, "config")
		}
		t.Source = strings.Join(evidence, "+")
		if t.Public && !hasOv && rulesStored && !mentioned[name] && !mentioned[t.QueryVar] {
			r.Skipped = append(r.Skipped, Skipped{"taxonomy", name, removedReason})
			r.tax[name] = t
			continue
		}
		if !t.Public {
			reason := "no evidence that it is public (no Yoast noindex-tax-" + name + " setting, not in WPSITEMAP_CONFIG)"
			if hasOv && ov.Public != nil && !*ov.Public {
				reason = "not public (WPSITEMAP_CONFIG)"
			}
			r.Skipped = append(r.Skipped, Skipped{"taxonomy", name, reason})
			r.tax[name] = t
			continue
		}
		r.addTax(t)
	}
	return r
}

// removedReason says why a type that Yoast still knows is left out: its
// plugin is most likely gone, and WordPress answers its links with the home
// page (issue 9, item 10).
const removedReason = "pretty permalinks are on and the stored rewrite_rules do not mention it " +
	"(its plugin was removed?); name it in WPSITEMAP_CONFIG to list it"

// ruleMentions returns every name the stored rewrite rules mention: the
// query variables of their queries and the values of post_type= and
// taxonomy=. A registered type or taxonomy with rewrite rules appears here
// through its single, archive or feed rules.
func (s *Site) ruleMentions() map[string]bool {
	out := map[string]bool{}
	for _, rule := range s.rewriteRules {
		_, q, _ := strings.Cut(rule.query, "?")
		for _, kv := range strings.Split(q, "&") {
			k, v, _ := strings.Cut(kv, "=")
			out[k] = true
			if k == "post_type" || k == "taxonomy" {
				out[v] = true
			}
		}
	}
	return out
}

// registrationOrder sorts the names of custom post types or taxonomies in
// WordPress's registration order, as far as the database keeps it (§2 of
// yoast-behavior.md): Yoast's wpseo_titles holds a "{prefix}{name}" key per
// public type in registration order, and WordPress's rewrite_rules hold
// each type's rules in registration order (the archive rules of custom post
// types all come first, so a type's single-post rule is what places it).
// The two orders are merged, wpseo_titles winning where they disagree; names
// that neither knows come after, in the WPSITEMAP_CONFIG order, then by name.
func registrationOrder(names []string, titlesRaw, titlePrefix string, rules map[string]*ruleFacts, configOrder []string) []string {
	type ranked struct {
		name string
		pos  int
	}
	var byTitles, byRules, rest []ranked
	inTitles := map[string]int{} // name -> index in byTitles order, filled below
	inRules := map[string]bool{}
	for _, n := range names {
		known := false
		if p := serializedKeyPos(titlesRaw, titlePrefix+n); p >= 0 {
			byTitles = append(byTitles, ranked{n, p})
			known = true
		}
		if rf, ok := rules[n]; ok {
			pos := rf.pos
			if rf.single {
				pos = rf.singlePos
			}
			byRules = append(byRules, ranked{n, pos})
			inRules[n] = true
			known = true
		}
		if !known {
			pos := len(configOrder)
			for i, c := range configOrder {
				if c == n {
					pos = i
					break
				}
			}
			rest = append(rest, ranked{n, pos})
		}
	}
	byPos := func(l []ranked) {
		sort.SliceStable(l, func(i, j int) bool {
			if l[i].pos != l[j].pos {
				return l[i].pos < l[j].pos
			}
			return l[i].name < l[j].name
		})
	}
	byPos(byTitles)
	byPos(byRules)
	byPos(rest)
	for i, x := range byTitles {
		inTitles[x.name] = i
	}
	out := make([]string, 0, len(names))
	placed := map[string]bool{}
	i, j := 0, 0
	for i < len(byTitles) || j < len(byRules) {
		switch {
		case i < len(byTitles) && placed[byTitles[i].name]:
			i++
		case j < len(byRules) && placed[byRules[j].name]:
			j++
		case j == len(byRules):
			out, placed[byTitles[i].name] = append(out, byTitles[i].name), true
		case i == len(byTitles):
			out, placed[byRules[j].name] = append(out, byRules[j].name), true
		default:
			a, b := byTitles[i].name, byRules[j].name
			_, bInTitles := inTitles[b]
			// The rules put b before a (a comes later in them, or not at
			// all); follow them unless wpseo_titles knows b, and so
			// places it after a.
			if a != b && inRules[a] && !bInTitles {
				out, placed[b] = append(out, b), true
			} else {
				out, placed[a] = append(out, a), true
			}
		}
	}
	for _, x := range rest {
		out = append(out, x.name)
	}
	return out
}

func (r *Registry) addPT(p *PostType) {
	r.PostTypes = append(r.PostTypes, p)
	r.pt[p.Name] = p
}

func (r *Registry) addTax(t *Taxonomy) {
	r.Taxonomies = append(r.Taxonomies, t)
	r.tax[t.Name] = t
}
