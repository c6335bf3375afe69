package wp

import (
	"regexp"
	"strings"
)

// NewRegistry learns the post types and taxonomies from the options
// (rewrite_rules, Yoast's per-type keys), the facts in the tables, and the
// overrides file, which wins. Types with rows but no evidence of being public
// are recorded in Skipped.
//
// The steps, in order: WordPress's built-in types; what the stored rewrite
// rules say of each custom type; the custom post types; then the custom
// taxonomies, which never take a name a post type already has.
func NewRegistry(s *Site, f *TypeFacts, o *TypeOverrides) *Registry {
	r := &Registry{pt: map[string]*PostType{}, tax: map[string]*Taxonomy{}}
	if o == nil {
		o = &TypeOverrides{}
	}
	r.addBuiltins(s)
	l := newLearner(s, f)
	l.addPostTypes(r, o.PostTypes)
	l.addTaxonomies(r, o.Taxonomies)
	return r
}

// addBuiltins registers WordPress's built-in post types and taxonomies, in
// its registration order (create_initial_post_types, then
// create_initial_taxonomies). Posts, pages and the three taxonomies have a
// permastruct only with pretty permalinks; attachments have none of their
// own.
func (r *Registry) addBuiltins(s *Site) {
	pretty := s.Pretty()
	r.addPT(&PostType{Name: "post", Builtin: true, Public: true, Rewrite: pretty, QueryVar: "", Source: "builtin"})
	r.addPT(&PostType{Name: "page", Builtin: true, Public: true, Hierarchical: true, Rewrite: pretty, Source: "builtin"})
	r.addPT(&PostType{Name: "attachment", Builtin: true, Public: true, QueryVar: "attachment", Source: "builtin"})
	catSlug, catFront := builtinBase(s, s.CategoryBase, "category")
	tagSlug, tagFront := builtinBase(s, s.TagBase, "tag")
	r.addTax(&Taxonomy{Name: "category", Builtin: true, Public: true, Hierarchical: true, Rewrite: pretty,
		Slug: catSlug, WithFront: catFront, RewriteHierarchical: true, QueryVar: "category_name",
		ObjectTypes: []string{"post"}, Source: "builtin"})
	r.addTax(&Taxonomy{Name: "post_tag", Builtin: true, Public: true, Rewrite: pretty,
		Slug: tagSlug, WithFront: tagFront, QueryVar: "tag", ObjectTypes: []string{"post"}, Source: "builtin"})
	r.addTax(&Taxonomy{Name: "post_format", Builtin: true, Public: true, Rewrite: pretty,
		Slug: "type", WithFront: true, QueryVar: "post_format", ObjectTypes: []string{"post"}, Source: "builtin"})
}

// builtinBase is the rewrite slug and with_front of the category or tag
// taxonomy, as create_initial_taxonomies sets them: the category_base or
// tag_base option when set, else the default slug; with_front when no base
// is set or permalinks are PATHINFO ("index.php/").
func builtinBase(s *Site, base, def string) (slug string, withFront bool) {
	if base == "" {
		return def, true
	}
	return base, s.IndexPermalinks()
}

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

// learner holds the evidence NewRegistry learns custom types from: the site's
// options and the facts in the tables, with the stored rewrite rules read
// once.
type learner struct {
	s      *Site
	f      *TypeFacts
	pretty bool
	// ptRules and taxRules are what the rules say of each post type (by
	// query var and by post_type=) and each taxonomy (by query var).
	ptRules, taxRules map[string]*ruleFacts
	// rulesStored: pretty permalinks are on and WordPress has stored its
	// rules, so a registered type with rules is mentioned in them.
	rulesStored bool
	mentioned   map[string]bool // every name the stored rules mention (ruleMentions)
}

func newLearner(s *Site, f *TypeFacts) *learner {
	l := &learner{s: s, f: f, pretty: s.Pretty(), ptRules: map[string]*ruleFacts{}, taxRules: map[string]*ruleFacts{}}
	l.readRules()
	l.rulesStored = l.pretty && len(s.rewriteRules) > 0
	l.mentioned = s.ruleMentions()
	return l
}

// readRules reads the evidence from the rewrite rules, in stored order (which
// follows registration order). A rule whose query is a custom post type's
// single or archive query is never a term rule.
func (l *learner) readRules() {
	for i, rule := range l.s.rewriteRules {
		if l.singleRule(i, rule) || l.archiveRule(i, rule) {
			continue
		}
		l.termRule(i, rule)
	}
}

// ptRuleFacts returns the post type's rule facts, first made at position i.
func (l *learner) ptRuleFacts(name string, i int) *ruleFacts {
	rf := l.ptRules[name]
	if rf == nil {
		rf = &ruleFacts{pos: i}
		l.ptRules[name] = rf
	}
	return rf
}

// singleRule learns a custom post type's rewrite slug, with_front and
// hierarchy from its single post rule, and reports whether the rule's query
// is a single post query. The query vars of posts (name), pages (pagename)
// and attachments are WordPress's own; a pattern with a group before the
// slug (a %tag% in the permastruct) says nothing of the slug. A type's first
// single rule wins.
func (l *learner) singleRule(i int, rule rewriteRule) bool {
	m := cptQuery.FindStringSubmatch(rule.query)
	if m == nil {
		return false
	}
	qv := m[1]
	if qv == "name" || qv == "pagename" || qv == "attachment" {
		return true
	}
	pm := cptRule.FindStringSubmatch(rule.pattern)
	if pm == nil || strings.Contains(pm[1], "(") {
		return true
	}
	rf := l.ptRuleFacts(qv, i)
	if !rf.single {
		rf.slug, rf.withFront = l.s.splitFront(pm[1])
		rf.hier, rf.single, rf.singlePos = pm[2] == "(.+?)", true, i
	}
	return true
}

// archiveRule learns a custom post type's has_archive slug from its archive
// rule, "{slug}/?$" => "index.php?post_type={pt}", and reports whether the
// rule's query is an archive query. A pattern with groups or classes is not
// a plain archive; a type's first archive rule wins.
func (l *learner) archiveRule(i int, rule rewriteRule) bool {
	m := archiveQuery.FindStringSubmatch(rule.query)
	if m == nil {
		return false
	}
	p, ok := strings.CutSuffix(rule.pattern, "/?$")
	if !ok || strings.ContainsAny(p, "()[]") {
		return true
	}
	rf := l.ptRuleFacts(m[1], i)
	if !rf.archived {
		rf.archive, _ = l.s.splitFront(p)
		rf.archived = true
	}
	return true
}

// builtinTermQueryVars are the query vars of WordPress's own one-match rules
// (built-in taxonomies, authors, posts, pages, attachments): never a custom
// taxonomy's term rule.
var builtinTermQueryVars = map[string]bool{
	"category_name": true, "tag": true, "post_format": true, "author_name": true, "name": true,
	"pagename": true, "attachment": true, "p": true, "page_id": true,
}

// termRule learns a custom taxonomy's rewrite slug, with_front and
// hierarchical rewrite from its term rule, "{struct}/([^/]+)/?$" or
// "{struct}/(.+?)/?$" => "index.php?{qv}=$matches[1]". A pattern with a group
// before the slug, or no slug, says nothing; a taxonomy's first term rule
// wins.
func (l *learner) termRule(i int, rule rewriteRule) {
	m := taxQuery.FindStringSubmatch(rule.query)
	if m == nil || builtinTermQueryVars[m[1]] {
		return
	}
	qv := m[1]
	pm := taxRule.FindStringSubmatch(rule.pattern)
	if pm == nil || strings.Contains(pm[1], "(") || pm[1] == "" {
		return
	}
	if _, seen := l.taxRules[qv]; seen {
		return
	}
	slug, wf := l.s.splitFront(pm[1])
	l.taxRules[qv] = &ruleFacts{slug: slug, withFront: wf, hier: pm[2] == "(.+?)", pos: i, single: true, singlePos: i}
}

// splitFront separates WP_Rewrite's front ("blog/") or root ("index.php/")
// from a permastruct prefix such as "blog/books/": the rest is the slug, and
// with_front is whether the front was there. With no front ("/"), every
// prefix is with_front.
func (s *Site) splitFront(prefix string) (slug string, withFront bool) {
	front := strings.TrimPrefix(s.Front, "/")
	p := strings.TrimSuffix(prefix, "/") + "/"
	if front != "" && strings.HasPrefix(p, front) {
		return strings.TrimSuffix(strings.TrimPrefix(p, front), "/"), true
	}
	if s.Root != "" && strings.HasPrefix(p, s.Root) {
		return strings.TrimSuffix(strings.TrimPrefix(p, s.Root), "/"), false
	}
	return strings.TrimSuffix(p, "/"), front == ""
}

// addPostTypes registers the custom post types in registration order.
// WordPress's internal types are left out unless the overrides name them
// (and recorded in Skipped when they have rows).
func (l *learner) addPostTypes(r *Registry, overrides []PostTypeOverride) {
	over := map[string]PostTypeOverride{}
	var configOrder []string
	for _, p := range overrides {
		over[p.Name] = p
		configOrder = append(configOrder, p.Name)
	}
	names := l.postTypeNames(r, over)
	for _, name := range registrationOrder(names, l.s.titlesRaw, "noindex-", l.ptRules, configOrder) {
		ov, hasOv := over[name]
		if internalPostTypes[name] && !hasOv {
			if l.f.PostTypes[name] > 0 {
				r.Skipped = append(r.Skipped, Skipped{"post type", name, "internal WordPress type, never public"})
			}
			continue
		}
		l.placePostType(r, l.postType(name, ov, hasOv), ov.Public, hasOv)
	}
}

// postTypeNames lists the custom post type candidates, each once: every
// post type with rows or rules, or named in the overrides, that is not a
// built-in one.
func (l *learner) postTypeNames(r *Registry, over map[string]PostTypeOverride) []string {
	var names []string
	seen := map[string]bool{}
	add := func(n string) {
		if !seen[n] && r.pt[n] == nil {
			seen[n] = true
			names = append(names, n)
		}
	}
	for n := range l.f.PostTypes {
		add(n)
	}
	for n, rf := range l.ptRules {
		if rf.single || rf.archived {
			add(n)
		}
	}
	for n := range over {
		add(n)
	}
	return names
}

// postType gathers what is known of one custom post type. Its single rule
// gives the slug, with_front and hierarchy; its archive rule, or else Yoast's
// noindex-ptarchive-{name} key, says it has an archive; Yoast's
// noindex-{name} key, which Yoast writes for public types only, makes it
// public; the overrides win. An archive without its own slug uses the rewrite
// slug. Source names the evidence, "+"-joined.
func (l *learner) postType(name string, ov PostTypeOverride, hasOv bool) *PostType {
	pt := &PostType{Name: name, QueryVar: name, WithFront: true, Slug: name}
	rf := l.ptRules[name]
	evidence := []string{}
	if rf != nil && rf.single {
		pt.Rewrite = l.pretty
		pt.Slug, pt.WithFront, pt.Hierarchical = rf.slug, rf.withFront, rf.hier
		evidence = append(evidence, "rewrite_rules")
	}
	if rf != nil && rf.archived {
		pt.HasArchive, pt.ArchiveSlug = true, rf.archive
	} else if l.s.titleSet("noindex-ptarchive-" + name) {
		pt.HasArchive, pt.ArchiveSlug = true, pt.Slug
	}
	if l.s.titleSet("noindex-" + name) {
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
	return pt
}

// placePostType lists a public post type, or records in Skipped why it is
// left out (removedPlugin, not public). A left-out type stays known, so
// links can still be printed for --explain.
func (l *learner) placePostType(r *Registry, pt *PostType, ovPublic *bool, hasOv bool) {
	switch {
	case l.removedPlugin(pt.Name, pt.QueryVar, pt.Public, hasOv):
		r.Skipped = append(r.Skipped, Skipped{"post type", pt.Name, removedReason})
		r.pt[pt.Name] = pt
	case !pt.Public:
		r.Skipped = append(r.Skipped, Skipped{"post type", pt.Name, notPublicReason("noindex-"+pt.Name, ovPublic)})
		r.pt[pt.Name] = pt
	default:
		r.addPT(pt)
	}
}

// addTaxonomies registers the custom taxonomies in registration order,
// after the post types. WordPress's internal taxonomies are left out unless
// the overrides name them.
func (l *learner) addTaxonomies(r *Registry, overrides []TaxonomyOverride) {
	over := map[string]TaxonomyOverride{}
	var configOrder []string
	for _, t := range overrides {
		over[t.Name] = t
		configOrder = append(configOrder, t.Name)
	}
	names := l.taxonomyNames(r, over)
	for _, name := range registrationOrder(names, l.s.titlesRaw, "noindex-tax-", l.taxRules, configOrder) {
		ov, hasOv := over[name]
		if internalTaxonomies[name] && !hasOv {
			continue
		}
		l.placeTaxonomy(r, l.taxonomy(name, ov, hasOv), ov.Public, hasOv)
	}
}

// taxonomyNames lists the custom taxonomy candidates, each once: every
// taxonomy with terms, every taxonomy with a term rule that has terms or a
// Yoast noindex-tax-{name} key, and every one named in the overrides. A name
// that is built in or already known as a post type is left out.
func (l *learner) taxonomyNames(r *Registry, over map[string]TaxonomyOverride) []string {
	var names []string
	seen := map[string]bool{}
	add := func(n string) {
		if !seen[n] && r.tax[n] == nil && r.pt[n] == nil {
			seen[n] = true
			names = append(names, n)
		}
	}
	for n := range l.f.Taxonomies {
		add(n)
	}
	for n := range l.taxRules {
		if l.f.Taxonomies[n] || l.s.titleSet("noindex-tax-"+n) {
			add(n)
		}
	}
	for n := range over {
		add(n)
	}
	return names
}

// taxonomy gathers what is known of one custom taxonomy. It is hierarchical
// when WordPress keeps a {name}_children option (it does for hierarchical
// taxonomies) or a term has a parent; its object types are the post types of
// its terms' objects; its term rule gives the slug, with_front and
// hierarchical rewrite; Yoast's noindex-tax-{name} key makes it public; the
// overrides win. Source names the evidence, "+"-joined.
func (l *learner) taxonomy(name string, ov TaxonomyOverride, hasOv bool) *Taxonomy {
	t := &Taxonomy{Name: name, QueryVar: name, Slug: name, WithFront: true}
	t.Hierarchical = l.s.childrenOpts[name] || l.f.TaxHasParents[name]
	t.ObjectTypes = append([]string(nil), l.f.TaxObjectTypes[name]...)
	evidence := []string{}
	if rf := l.taxRules[name]; rf != nil {
		t.Rewrite = l.pretty
		t.Slug, t.WithFront, t.RewriteHierarchical = rf.slug, rf.withFront, rf.hier
		evidence = append(evidence, "rewrite_rules")
	}
	if l.s.titleSet("noindex-tax-" + name) {
		t.Public = true
		evidence = append(evidence, "wpseo_titles")
	}
	if hasOv {
		applyTaxOverride(t, ov)
		evidence = append(evidence, "config")
	}
	t.Source = strings.Join(evidence, "+")
	return t
}

// placeTaxonomy lists a public taxonomy, or records in Skipped why it is left
// out (removedPlugin, not public); a left-out taxonomy stays known.
func (l *learner) placeTaxonomy(r *Registry, t *Taxonomy, ovPublic *bool, hasOv bool) {
	switch {
	case l.removedPlugin(t.Name, t.QueryVar, t.Public, hasOv):
		r.Skipped = append(r.Skipped, Skipped{"taxonomy", t.Name, removedReason})
		r.tax[t.Name] = t
	case !t.Public:
		r.Skipped = append(r.Skipped, Skipped{"taxonomy", t.Name, notPublicReason("noindex-tax-"+t.Name, ovPublic)})
		r.tax[t.Name] = t
	default:
		r.addTax(t)
	}
}

// removedPlugin reports a type that only Yoast's keys make public while
// pretty permalinks are on and the stored rewrite rules mention neither its
// name nor its query var: its plugin is most likely gone. The overrides keep
// such a type.
func (l *learner) removedPlugin(name, queryVar string, public, configured bool) bool {
	return public && !configured && l.rulesStored && !l.mentioned[name] && !l.mentioned[queryVar]
}

// removedReason says why a type that Yoast still knows is left out: its
// plugin is most likely gone, and WordPress answers its links with the home
// page.
const removedReason = "pretty permalinks are on and the stored rewrite_rules do not mention it " +
	"(its plugin was removed?); name it in WPSITEMAP_CONFIG to list it"

// notPublicReason says why a type is not public: WPSITEMAP_CONFIG says so,
// or nothing says it is (no Yoast key yoastKey, no public in the overrides).
func notPublicReason(yoastKey string, ovPublic *bool) string {
	if ovPublic != nil && !*ovPublic {
		return "not public (WPSITEMAP_CONFIG)"
	}
	return "no evidence that it is public (no Yoast " + yoastKey + " setting, not in WPSITEMAP_CONFIG)"
}

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

func (r *Registry) addPT(p *PostType) {
	r.PostTypes = append(r.PostTypes, p)
	r.pt[p.Name] = p
}

func (r *Registry) addTax(t *Taxonomy) {
	r.Taxonomies = append(r.Taxonomies, t)
	r.tax[t.Name] = t
}
