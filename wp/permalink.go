package wp

import (
	"sort"
	"strconv"
	"strings"
)

// PostRef is the part of a wp_posts row that permalinks depend on.
type PostRef struct {
	ID     int64
	Type   string
	Status string
	Name   string // post_name as stored (non-ASCII stays percent-encoded)
	Parent int64
	Date   string // post_date, local time, "YYYY-MM-DD HH:MM:SS"
	Author int64
	// Lang is the post's Polylang language slug, "" when it has none or
	// Polylang is off. Only the rows a LinkCache prepared have it (not
	// the parents it keeps).
	Lang string
	// FrontTranslation says the post is a translation of the static front
	// page (not that page itself) on a WPML site, or a Polylang site with
	// redirect_lang (its link is its language's home) or serving one set
	// per language host (it is its own host's front page, listed as that
	// host's home). Set as Lang is.
	FrontTranslation bool
}

// TermRef is the part of a term that term links depend on.
type TermRef struct {
	ID       int64
	Taxonomy string
	Slug     string
	Parent   int64
	// Lang is the term's Polylang language slug, "" when it has none or
	// Polylang is off (set by LinkCache.PrepareTerms).
	Lang string
}

// LinkData gives the linker the related objects a permalink may need. The
// loader fills it in batches before asking for links.
type LinkData interface {
	// Post returns any post by ID (parents, ancestors), whatever its status.
	Post(id int64) (*PostRef, bool)
	// Categories returns the category term IDs of a post.
	Categories(postID int64) []int64
	// PrimaryCategory returns Yoast's primary category meta, or 0.
	PrimaryCategory(postID int64) int64
	// Term returns a term by ID.
	Term(id int64) (*TermRef, bool)
	// Nicename returns a user's user_nicename.
	Nicename(userID int64) string
}

// Linker builds permalinks as WordPress's get_permalink, get_term_link and
// get_author_posts_url do for an anonymous visitor.
type Linker struct {
	site *Site
	reg  *Registry
}

// NewLinker returns a Linker for one Site and Registry.
func NewLinker(s *Site, r *Registry) *Linker { return &Linker{site: s, reg: r} }

// forcePlain is wp_force_plain_post_permalink for an anonymous visitor: only
// publicly viewable statuses get pretty links.
func (l *Linker) forcePlain(p *PostRef, d LinkData) bool {
	return l.effectiveStatus(p, d) != "publish"
}

// effectiveStatus is get_post_status: an attachment with status inherit
// takes its parent's status.
func (l *Linker) effectiveStatus(p *PostRef, d LinkData) string {
	if p.Type != "attachment" || p.Status != "inherit" {
		return p.Status
	}
	for depth := 0; depth < 8; depth++ {
		if p.Parent == 0 || p.Parent == p.ID {
			return "publish"
		}
		parent, ok := d.Post(p.Parent)
		if !ok {
			return "publish"
		}
		if parent.Status == "trash" {
			return "publish" // _wp_trash_meta_status is not read; trashed parents are rare
		}
		if parent.Type != "attachment" || parent.Status != "inherit" {
			return parent.Status
		}
		p = parent
	}
	return "publish"
}

// Post returns the permalink of any post, page, attachment or custom type
// entry; on a Polylang site, a translated type's with its language's prefix.
func (l *Linker) Post(p *PostRef, d LinkData) string {
	ml := l.site.Languages()
	if cur := ml.CurrentLanguage(); cur != "" && p.Type == "page" && l.site.FrontPageID() == p.ID {
		// The front page of a language host's sitemaps is that host's
		// home (Polylang and WPML translate page_on_front to the
		// language).
		return ml.inLanguage(l.site, l.post(p, d), cur)
	}
	if link, ok := ml.frontLink(l, p, d); ok {
		return link
	}
	if !ml.TranslatedPostType(p.Type) || (p.Type == "page" && l.site.FrontPageID() == p.ID) {
		return l.post(p, d)
	}
	if p.FrontTranslation && p.Type == "page" && ml.frontsAtHome() {
		return ml.inLanguage(l.site, l.site.HomeURLWith("/"), p.Lang)
	}
	return ml.inLanguage(l.site, l.post(p, d), p.Lang)
}

func (l *Linker) post(p *PostRef, d LinkData) string {
	switch p.Type {
	case "page":
		if l.site.FrontPageID() == p.ID {
			return l.site.HomeURLWith("/")
		}
		return l.pageLink(p, d)
	case "attachment":
		return l.attachmentLink(p, d)
	case "post":
		return l.postLink(p, d)
	}
	if internalPostTypes[p.Type] {
		// WordPress's own types (revision, wp_block, ...) are _builtin, so
		// get_permalink treats them as posts.
		return l.postLink(p, d)
	}
	return l.customLink(p, d)
}

func (l *Linker) postLink(p *PostRef, d LinkData) string {
	s := l.site
	if s.PermalinkStructure == "" || l.forcePlain(p, d) {
		return s.HomeURLWith("?p=" + strconv.FormatInt(p.ID, 10))
	}
	var b strings.Builder
	b.Grow(len(s.PermalinkStructure) + len(p.Name) + 16)
	y, mo, da, h, mi, se := splitDate(p.Date)
	for _, tok := range s.structure {
		switch tok {
		case "%year%":
			b.WriteString(y)
		case "%monthnum%":
			b.WriteString(mo)
		case "%day%":
			b.WriteString(da)
		case "%hour%":
			b.WriteString(h)
		case "%minute%":
			b.WriteString(mi)
		case "%second%":
			b.WriteString(se)
		case "%postname%", "%pagename%":
			b.WriteString(p.Name)
		case "%post_id%":
			b.WriteString(strconv.FormatInt(p.ID, 10))
		case "%category%":
			b.WriteString(l.categoryPath(p, d))
		case "%author%":
			b.WriteString(d.Nicename(p.Author))
		default:
			b.WriteString(tok) // literal text, or a tag left to plugins
		}
	}
	link := b.String()
	return s.UserTrailingSlashIt(s.HomeURLWith(link))
}

// categoryPath picks the category WordPress uses for %category%: Yoast's
// primary category when it is one of the post's, else the lowest term ID;
// with its ancestors' slugs in front. No category: default_category.
func (l *Linker) categoryPath(p *PostRef, d LinkData) string {
	cats := append([]int64(nil), d.Categories(p.ID)...)
	sort.Slice(cats, func(i, j int) bool { return cats[i] < cats[j] })
	var chosen int64
	if len(cats) > 0 {
		chosen = cats[0]
		if prim := d.PrimaryCategory(p.ID); prim > 0 {
			for _, c := range cats {
				if c == prim {
					chosen = prim
				}
			}
		}
	}
	if chosen == 0 {
		if t, ok := d.Term(l.site.DefaultCategory); ok {
			return t.Slug
		}
		return ""
	}
	t, ok := d.Term(chosen)
	if !ok {
		return ""
	}
	return l.termPath(t, d, true)
}

// termPath joins the ancestors' slugs and the term's slug with "/".
func (l *Linker) termPath(t *TermRef, d LinkData, hierarchical bool) string {
	if !hierarchical {
		return t.Slug
	}
	parts := []string{t.Slug}
	seen := map[int64]bool{t.ID: true}
	for parent := t.Parent; parent != 0 && !seen[parent]; {
		seen[parent] = true
		pt, ok := d.Term(parent)
		if !ok {
			break
		}
		parts = append(parts, pt.Slug)
		parent = pt.Parent
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, "/")
}

// pageURI is get_page_uri: the ancestors' post_names, at any status.
func (l *Linker) pageURI(p *PostRef, d LinkData) string {
	uri := p.Name
	seen := map[int64]bool{p.ID: true}
	for parent := p.Parent; parent != 0 && !seen[parent]; {
		seen[parent] = true
		pp, ok := d.Post(parent)
		if !ok {
			break
		}
		if pp.Name != "" {
			uri = pp.Name + "/" + uri
		}
		parent = pp.Parent
	}
	return uri
}

// pageLink is _get_page_link (without the front-page rule).
func (l *Linker) pageLink(p *PostRef, d LinkData) string {
	s := l.site
	if s.PermalinkStructure == "" || l.forcePlain(p, d) {
		return s.HomeURLWith("?page_id=" + strconv.FormatInt(p.ID, 10))
	}
	return s.UserTrailingSlashIt(s.HomeURLWith(s.Root + l.pageURI(p, d)))
}

func (l *Linker) customLink(p *PostRef, d LinkData) string {
	s := l.site
	pt := l.reg.PostType(p.Type)
	if pt == nil {
		pt = &PostType{Name: p.Type, QueryVar: p.Type, Rewrite: true, Slug: p.Type, WithFront: true}
	}
	slug := p.Name
	if pt.Hierarchical {
		slug = l.pageURI(p, d)
	}
	plain := l.forcePlain(p, d)
	if s.Pretty() && pt.Rewrite && !plain {
		return s.HomeURLWith(s.UserTrailingSlashIt(l.withFront(pt.WithFront) + pt.Slug + "/" + slug))
	}
	if pt.QueryVar != "" && !plain {
		return s.HomeURLWith("?" + pt.QueryVar + "=" + slug)
	}
	return s.HomeURLWith("?post_type=" + p.Type + "&p=" + strconv.FormatInt(p.ID, 10))
}

func (l *Linker) withFront(withFront bool) string {
	if withFront {
		return l.site.Front
	}
	return l.site.Root
}

// attachmentLink is get_attachment_link.
func (l *Linker) attachmentLink(p *PostRef, d LinkData) string {
	s := l.site
	fallback := s.HomeURLWith("/?attachment_id=" + strconv.FormatInt(p.ID, 10))
	var parent *PostRef
	if p.Parent != 0 {
		pp, ok := d.Post(p.Parent)
		if p.Parent == p.ID || !ok || !l.viewableType(pp.Type) {
			return fallback
		}
		parent = pp
	}
	if l.forcePlain(p, d) || !s.Pretty() {
		return fallback
	}
	if parent != nil {
		var parentLink string
		if parent.Type == "page" {
			parentLink = l.pageLink(parent, d)
		} else {
			parentLink = l.Post(parent, d)
		}
		if strings.Contains(parentLink, "?") {
			return fallback
		}
		name := p.Name
		if isNumeric(p.Name) || strings.Contains(s.PermalinkStructure, "%category%") {
			name = "attachment/" + p.Name
		}
		return s.UserTrailingSlashIt(strings.TrimRight(parentLink, "/\\") + "/" + name)
	}
	return s.HomeURLWith(s.UserTrailingSlashIt(p.Name))
}

func (l *Linker) viewableType(name string) bool {
	if pt := l.reg.PostType(name); pt != nil {
		return pt.Public
	}
	return false
}

// PostTypeArchive is get_post_type_archive_link ("" when there is none).
func (l *Linker) PostTypeArchive(ptName string, d LinkData) string {
	s := l.site
	if ptName == "post" {
		if id := s.PostsPageID(); id > 0 {
			if p, ok := d.Post(id); ok {
				return l.Post(p, d)
			}
			return s.HomeURLWith("?p=" + strconv.FormatInt(id, 10))
		}
		return s.Home
	}
	pt := l.reg.PostType(ptName)
	if pt == nil || !pt.HasArchive {
		return ""
	}
	if s.Pretty() && pt.Rewrite {
		return s.HomeURLWith(s.UserTrailingSlashIt(l.withFront(pt.WithFront) + pt.ArchiveSlug))
	}
	return s.HomeURLWith("?post_type=" + ptName)
}

// Term returns get_term_link for a term, after Yoast's stripcategorybase
// filter for categories.
func (l *Linker) Term(t *TermRef, d LinkData) string {
	link := l.termLink(t, d)
	if ml := l.site.Languages(); ml.TranslatedTaxonomy(t.Taxonomy) {
		link = ml.inLanguage(l.site, link, t.Lang)
	}
	if t.Taxonomy == "category" && l.site.StripCategoryBase {
		return stripCategoryBase(link, l.site.CategoryBase)
	}
	return link
}

// stripCategoryBase is Yoast's no_category_base term_link filter: the first
// "{category_base or 'category'}/" anywhere in the link (even inside the
// home path, yoast-behavior.md §12 item 16) is removed, with a leading "/"
// of the base dropped first.
func stripCategoryBase(link, base string) string {
	if base == "" || base == "0" { // PHP's empty()
		base = "category"
	}
	base = strings.TrimPrefix(base, "/") + "/"
	if i := strings.Index(link, base); i >= 0 {
		return link[:i] + link[i+len(base):]
	}
	return link
}

// termLink is WordPress's get_term_link.
func (l *Linker) termLink(t *TermRef, d LinkData) string {
	s := l.site
	tax := l.reg.Taxonomy(t.Taxonomy)
	if tax == nil {
		tax = &Taxonomy{Name: t.Taxonomy, QueryVar: t.Taxonomy}
	}
	if !s.Pretty() || !tax.Rewrite {
		switch {
		case t.Taxonomy == "category":
			return s.HomeURLWith("?cat=" + strconv.FormatInt(t.ID, 10))
		case tax.QueryVar != "":
			qv := tax.QueryVar
			if t.Taxonomy == "category" || qv == "category_name" {
				qv = "cat"
			}
			return s.HomeURLWith("?" + qv + "=" + t.Slug)
		}
		return s.HomeURLWith("?taxonomy=" + t.Taxonomy + "&term=" + t.Slug)
	}
	slug := t.Slug
	if t.Taxonomy == "post_format" {
		slug = strings.TrimPrefix(slug, "post-format-")
	}
	path := l.termPath(&TermRef{ID: t.ID, Taxonomy: t.Taxonomy, Slug: slug, Parent: t.Parent}, d, tax.RewriteHierarchical)
	return s.HomeURLWith(s.UserTrailingSlashIt(l.withFront(tax.WithFront) + strings.TrimPrefix(tax.Slug, "/") + "/" + path))
}

// Author returns get_author_posts_url.
func (l *Linker) Author(userID int64, nicename string) string {
	s := l.site
	var link string
	if !s.Pretty() {
		link = s.HomeURLWith("/") + "?author=" + strconv.FormatInt(userID, 10)
	} else {
		link = s.HomeURLWith(s.UserTrailingSlashIt(s.Front + "author/" + nicename))
	}
	return s.Languages().authorLink(s, link)
}

// Home is Yoast's Url_Helper::home(): the home URL with a trailing slash at
// the site root; in a subdirectory, the slash follows the permalink setting.
//
// On a language host's sitemaps (Multilingual.CurrentLanguage) it is that
// language's home.
func (l *Linker) Home() string { return l.HomeIn(l.site.Languages().CurrentLanguage()) }

// HomeIn is Home on the sitemaps of language lang's host, on a site that
// serves one set per language host: the home entry there, which is where
// that language's translation of the static front page is listed. ""
// gives the home itself.
func (l *Linker) HomeIn(lang string) string {
	s := l.site
	home := s.UserTrailingSlashIt(s.Home)
	if s.HomeURL.Path == "" || s.HomeURL.Path == "/" {
		home = s.Home + "/"
	}
	if lang != "" {
		return s.Languages().inLanguage(s, home, lang)
	}
	return home
}

// PartURL is _wp_link_page for part n (n >= 2) of a multi-page post whose
// permalink is link.
func (l *Linker) PartURL(p *PostRef, link string, n int, d LinkData) string {
	s := l.site
	ns := strconv.Itoa(n)
	if !s.Pretty() || p.Status == "draft" || p.Status == "pending" {
		return addQueryArg(link, "page", ns)
	}
	if s.FrontPageID() == p.ID {
		return strings.TrimRight(link, "/\\") + "/" + s.UserTrailingSlashIt("page/"+ns)
	}
	return strings.TrimRight(link, "/\\") + "/" + s.UserTrailingSlashIt(ns)
}

// addQueryArg appends key=value the way add_query_arg does for a new key.
func addQueryArg(link, key, value string) string {
	frag := ""
	if i := strings.Index(link, "#"); i >= 0 {
		link, frag = link[:i], link[i:]
	}
	sep := "?"
	if strings.Contains(link, "?") {
		sep = "&"
	}
	return link + sep + key + "=" + value + frag
}

func splitDate(date string) (y, mo, d, h, mi, s string) {
	// "YYYY-MM-DD HH:MM:SS"
	if len(date) < 19 {
		date = (date + "0000-00-00 00:00:00")[:19]
	}
	return date[0:4], date[5:7], date[8:10], date[11:13], date[14:16], date[17:19]
}

func isNumeric(s string) bool {
	if s == "" {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}
