package memwp

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// This file answers the reads of catalog.Store as the queries of package
// wpdb do; each function names the wpdb method it mirrors and keeps its
// filters, its order and its "first meta row wins" rule.

// rlock takes the read lock and checks that the site answers; the caller
// unlocks when err is nil.
func (s *Site) rlock(ctx context.Context, what string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.RLock()
	if err := s.check(what); err != nil {
		s.mu.RUnlock()
		return err
	}
	return nil
}

func (s *Site) rows(name string) []row { return s.tables[name].rows }

func (s *Site) read(n int) { s.rowsRead.Add(uint64(n)) }

// LoadSite reads the options the sitemaps depend on (wpdb.DB.LoadSite).
func (s *Site) LoadSite(ctx context.Context) (*wp.Site, error) {
	if err := s.rlock(ctx, "load options"); err != nil {
		return nil, err
	}
	names := wp.SiteOptionNames(s.prefix)
	raw := map[string]string{}
	for _, r := range s.rows("options") {
		n := r["option_name"]
		if inCI(n, names) || strings.HasSuffix(strings.ToLower(n), "_children") {
			raw[n] = r["option_value"]
		}
	}
	site, err := wp.NewSite(raw, s.prefix)
	if err == nil {
		s.checkWPML(site)
	}
	s.mu.RUnlock()
	return site, err
}

// LoadTypeFacts reads which post types and taxonomies have rows
// (wpdb.DB.LoadTypeFacts).
func (s *Site) LoadTypeFacts(ctx context.Context) (*wp.TypeFacts, error) {
	if err := s.rlock(ctx, "post types"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	f := &wp.TypeFacts{PostTypes: map[string]int64{}, Taxonomies: map[string]bool{},
		TaxObjectTypes: map[string][]string{}, TaxHasParents: map[string]bool{}}
	for _, r := range s.rows("posts") {
		pt := groupKey(f.PostTypes, r["post_type"])
		f.PostTypes[pt] += int64(boolInt(eqCI(r["post_status"], "publish")))
	}
	maxParent := map[string]int64{}
	for _, r := range s.rows("term_taxonomy") {
		tax := groupKey(f.Taxonomies, r["taxonomy"])
		f.Taxonomies[tax] = true
		maxParent[tax] = max(maxParent[tax], r.int("parent"))
	}
	for tax, m := range maxParent {
		f.TaxHasParents[tax] = m > 0
	}
	s.read(len(f.PostTypes) + len(f.Taxonomies))
	var custom []string
	for t := range f.Taxonomies {
		if !wp.BuiltinTaxonomy(t) && !wp.InternalTaxonomy(t) {
			custom = append(custom, t)
		}
	}
	if len(custom) == 0 {
		return f, nil
	}
	tts := map[int64]string{}
	for _, r := range s.rows("term_taxonomy") {
		if inCI(r["taxonomy"], custom) {
			tts[r.int("term_taxonomy_id")] = r["taxonomy"]
		}
	}
	type pair struct{ tax, pt string }
	var pairs []pair
	for _, r := range s.rows("term_relationships") {
		tax, ok := tts[r.int("term_taxonomy_id")]
		if !ok {
			continue
		}
		p, ok := s.posts[r.int("object_id")]
		if !ok {
			continue
		}
		pr := pair{tax, p["post_type"]}
		if !slices.ContainsFunc(pairs, func(q pair) bool { return eqCI(q.tax, pr.tax) && eqCI(q.pt, pr.pt) }) {
			pairs = append(pairs, pr)
		}
	}
	slices.SortStableFunc(pairs, func(a, b pair) int {
		if c := cmpCI(a.tax, b.tax); c != 0 {
			return c
		}
		return cmpCI(a.pt, b.pt)
	})
	s.read(len(pairs))
	for _, p := range pairs {
		if p.pt != "revision" {
			f.TaxObjectTypes[p.tax] = append(f.TaxObjectTypes[p.tax], p.pt)
		}
	}
	return f, nil
}

// groupKey returns the key of m that GROUP BY puts v under (the first
// spelling met, as values equal under the collation group together).
func groupKey[V any](m map[string]V, v string) string {
	if _, ok := m[v]; ok {
		return v
	}
	for k := range m {
		if eqCI(k, v) {
			return k
		}
	}
	return v
}

// postRow is the wp.Post of a posts row, without meta and content.
func postRow(r row) wp.Post {
	return wp.Post{PostRef: postRef(r), DateGMT: r["post_date_gmt"], ModifiedGMT: r["post_modified_gmt"],
		HasPassword: strings.TrimRight(r["post_password"], " ") != "", Title: r["post_title"]}
}

func postRef(r row) wp.PostRef {
	return wp.PostRef{ID: r.int("ID"), Type: r["post_type"], Status: r["post_status"], Name: r["post_name"],
		Parent: r.int("post_parent"), Date: r["post_date"], Author: r.int("post_author")}
}

// postsByID returns the posts rows in ID order.
func (s *Site) postsByID() []row {
	out := slices.Clone(s.rows("posts"))
	slices.SortFunc(out, func(a, b row) int { return cmp.Compare(a.int("ID"), b.int("ID")) })
	return out
}

// selected reports whether a posts row is one of q's rows (the WHERE of
// wpdb's postsPage, attachmentsPage, hiddenPage or allPage).
func (s *Site) selected(q wp.PostQuery, r row) bool {
	if !eqCI(r["post_type"], q.Type) {
		return false
	}
	status := r["post_status"]
	dated := r["post_date"] != zeroDate
	switch {
	case q.Hidden:
		return !(eqCI(status, "publish") && dated) && !inCI(status, []string{"auto-draft", "inherit", "trash"})
	case q.All:
		return !inCI(status, []string{"auto-draft", "trash"})
	case q.Type == "attachment":
		parent, ok := s.posts[r.int("post_parent")]
		return ok && eqCI(parent["post_status"], "publish") && strings.TrimRight(parent["post_password"], " ") == "" && dated
	}
	return eqCI(status, "publish") && dated
}

// ScanPosts streams the rows q selects in ID order, in batches (of q.Batch
// rows; 500, or 1000 for a bounded range, by default), with their meta and
// their links' data, as wpdb.DB.ScanPosts; fn is called for groups of at
// most a megabyte of content, as there. RangeMeta and Sparse change
// nothing here.
func (s *Site) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	batch := q.Batch
	if batch <= 0 {
		batch = 500
		if q.Before > 0 {
			batch = 1000
		}
	}
	before := q.Before
	if before <= 0 {
		before = math.MaxInt64
	}
	plain := q.Hidden || q.All
	after := q.After
	for {
		if err := s.rlock(ctx, "list "+q.Type+" posts"); err != nil {
			return err
		}
		var rows []wp.Post
		var contents []string
		for _, r := range s.postsByID() {
			id := r.int("ID")
			if id <= after || id >= before || !s.selected(q, r) {
				continue
			}
			if _, listed := slices.BinarySearch(q.IDs, id); len(q.IDs) > 0 && !listed {
				continue
			}
			p := postRow(r)
			content := r["post_content"]
			if !plain {
				p.ContentLen = int64(len(content))
				p.HasParts = strings.Contains(content, "<!--nextpage-->")
				p.MayVideo = q.VideoContent && mayVideo(content)
			}
			rows = append(rows, p)
			contents = append(contents, content)
			if len(rows) == batch {
				break
			}
		}
		s.read(len(rows))
		s.applyMeta(rows)
		s.mu.RUnlock()
		if len(rows) == 0 {
			return nil
		}
		d, err := links.Prepare(ctx, rows)
		if err != nil {
			return err
		}
		handle, all := q.Handler(ctx, func(group []wp.Post) error { return fn(group, d) })
		if err := withContent(rows, contents, all, handle); err != nil {
			return err
		}
		if len(rows) < batch {
			return nil
		}
		after = rows[len(rows)-1].ID
	}
}

func mayVideo(content string) bool {
	for _, m := range wp.VideoMarkers {
		if strings.Contains(content, m) {
			return true
		}
	}
	return false
}

// withContent calls fn with the groups of wp.ContentGroups, their
// contents set where needed (contents holds every row's), and clears them
// when fn returns (wpdb's withContent).
func withContent(rows []wp.Post, contents []string, all bool, fn func([]wp.Post) error) error {
	lo := 0
	return wp.ContentGroups(rows, all, func(group []wp.Post, _ int64) error {
		for i := range group {
			if group[i].NeedsContent(all) && group[i].ContentLen > 0 {
				group[i].Content = contents[lo+i]
			}
		}
		lo += len(group)
		err := fn(group)
		for i := range group {
			group[i].Content = ""
		}
		return err
	})
}

// metaOf returns the postmeta rows of posts ids with a key among keys
// (compared under the collation), in meta_id order.
func (s *Site) metaOf(ids map[int64]bool, keys []string) []row {
	var out []row
	for _, r := range s.rows("postmeta") {
		k, has := r["meta_key"]
		if !has || !ids[r.int("post_id")] || !inCI(k, keys) {
			continue
		}
		if _, has := r["meta_value"]; !has {
			continue // NULL: wpdb's scan into a string would fail; no such rows in WordPress
		}
		out = append(out, r)
	}
	slices.SortStableFunc(out, func(a, b row) int { return cmp.Compare(a.int("meta_id"), b.int("meta_id")) })
	s.read(len(out))
	return out
}

// applyMeta fills the meta fields of rows from their postmeta rows
// (wp.ApplyPostMeta). Called with the lock held.
func (s *Site) applyMeta(rows []wp.Post) {
	ids := make(map[int64]bool, len(rows))
	for i := range rows {
		ids[rows[i].ID] = true
	}
	var metas []wp.PostMeta
	for _, m := range s.metaOf(ids, wp.PostMetaKeys) {
		metas = append(metas, wp.PostMeta{PostID: m.int("post_id"), Key: m["meta_key"], Value: m["meta_value"]})
	}
	wp.ApplyPostMeta(rows, metas)
}

// PostsByID reads the posts of ids (any status) in ID order, with their
// content and meta (wpdb.DB.PostsByID: ContentLen and HasParts stay unset).
func (s *Site) PostsByID(ctx context.Context, ids []int64, links *wp.LinkCache) ([]wp.Post, wp.LinkData, error) {
	if len(ids) == 0 {
		return nil, links.Data(), nil
	}
	if err := s.rlock(ctx, "posts by id"); err != nil {
		return nil, nil, err
	}
	var out []wp.Post
	for _, id := range sortedUnique(ids) {
		if r, ok := s.posts[id]; ok {
			p := postRow(r)
			p.Content = r["post_content"]
			out = append(out, p)
		}
	}
	s.read(len(out))
	if len(out) > 0 {
		s.applyMeta(out)
	}
	s.mu.RUnlock()
	if len(out) == 0 {
		return nil, links.Data(), nil
	}
	d, err := links.Prepare(ctx, out)
	return out, d, err
}

func sortedUnique(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

// MaxModified is MAX(post_modified_gmt) of the type over the statuses
// publish and inherit (wpdb.DB.MaxModified).
func (s *Site) MaxModified(ctx context.Context, postType string) (string, error) {
	if err := s.rlock(ctx, "last modified of "+postType); err != nil {
		return "", err
	}
	defer s.mu.RUnlock()
	m := ""
	for _, r := range s.rows("posts") {
		if eqCI(r["post_type"], postType) && inCI(r["post_status"], []string{"publish", "inherit"}) {
			m = max(m, r["post_modified_gmt"])
		}
	}
	return m, nil
}

// ChildrenOf returns, in ID order, the posts whose parent lies in ranges,
// revisions left out, attachments only when asked (wpdb.DB.ChildrenOf).
func (s *Site) ChildrenOf(ctx context.Context, ranges []wp.IDRange, attachments bool) ([]int64, error) {
	var rs []wp.IDRange
	for _, r := range ranges {
		if r.Hi >= 1 {
			rs = append(rs, wp.IDRange{Lo: max(r.Lo, 1), Hi: r.Hi})
		}
	}
	if len(rs) == 0 {
		return nil, nil
	}
	if err := s.rlock(ctx, "children of posts"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var out []int64
	for _, r := range s.postsByID() {
		parent := r.int("post_parent")
		in := slices.ContainsFunc(rs, func(x wp.IDRange) bool { return parent >= x.Lo && parent <= x.Hi })
		if !in || eqCI(r["post_type"], "revision") || (!attachments && eqCI(r["post_type"], "attachment")) {
			continue
		}
		out = append(out, r.int("ID"))
	}
	return out, nil
}

// termRows returns the terms of tax (a join of terms and term_taxonomy) in
// term_id order (wpdb's allTerms).
type termRow struct {
	t, tt row
}

func (s *Site) termsOf(tax string) []termRow {
	terms := map[int64][]row{}
	for _, t := range s.rows("terms") {
		terms[t.int("term_id")] = append(terms[t.int("term_id")], t)
	}
	var out []termRow
	for _, tt := range s.rows("term_taxonomy") {
		if !eqCI(tt["taxonomy"], tax) {
			continue
		}
		for _, t := range terms[tt.int("term_id")] {
			out = append(out, termRow{t, tt})
		}
	}
	slices.SortStableFunc(out, func(a, b termRow) int { return cmp.Compare(a.t.int("term_id"), b.t.int("term_id")) })
	return out
}

// Terms reads every term of tax with its count, in term ID order
// (wpdb.DB.Terms).
func (s *Site) Terms(ctx context.Context, tax string) ([]wp.Term, error) {
	if err := s.rlock(ctx, "terms of "+tax); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var out []wp.Term
	for _, r := range s.termsOf(tax) {
		out = append(out, wp.Term{TermRef: wp.TermRef{ID: r.t.int("term_id"), Taxonomy: r.tt["taxonomy"], Slug: r.t["slug"],
			Parent: r.tt.int("parent")}, Count: r.tt.int("count")})
	}
	s.read(len(out))
	return out, nil
}

// TermDescriptions returns the non-empty descriptions of the terms of ids
// (wpdb.DB.TermDescriptions).
func (s *Site) TermDescriptions(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "term descriptions"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	want := idSet(ids)
	for _, tt := range s.rows("term_taxonomy") {
		if want[tt.int("term_id")] && strings.TrimRight(tt["description"], " ") != "" {
			out[tt.int("term_id")] = tt["description"]
			s.read(1)
		}
	}
	return out, nil
}

func idSet(ids []int64) map[int64]bool {
	m := make(map[int64]bool, len(ids))
	for _, id := range ids {
		m[id] = true
	}
	return m
}

// relationships returns the term relationships of the objects ids joined
// to their term_taxonomy rows, in the primary key's order (object_id,
// term_taxonomy_id), as wpdb's queries through that key return them.
func (s *Site) relationships(ids map[int64]bool, keep func(tt row) bool) [][2]row {
	tts := map[int64]row{}
	for _, tt := range s.rows("term_taxonomy") {
		tts[tt.int("term_taxonomy_id")] = tt
	}
	var out [][2]row
	for _, tr := range s.rows("term_relationships") {
		if !ids[tr.int("object_id")] {
			continue
		}
		tt, ok := tts[tr.int("term_taxonomy_id")]
		if ok && keep(tt) {
			out = append(out, [2]row{tr, tt})
		}
	}
	slices.SortFunc(out, func(a, b [2]row) int {
		if c := cmp.Compare(a[0].int("object_id"), b[0].int("object_id")); c != 0 {
			return c
		}
		return cmp.Compare(a[0].int("term_taxonomy_id"), b[0].int("term_taxonomy_id"))
	})
	s.read(len(out))
	return out
}

// TermIDsOf returns the term IDs of each post, of any taxonomy
// (wpdb.DB.TermIDsOf).
func (s *Site) TermIDsOf(ctx context.Context, postIDs []int64) (map[int64][]int64, error) {
	out := map[int64][]int64{}
	if len(postIDs) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "terms of posts"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	for _, p := range s.relationships(idSet(postIDs), func(row) bool { return true }) {
		id := p[0].int("object_id")
		out[id] = append(out[id], p[1].int("term_id"))
	}
	return out, nil
}

// TermLastModsOfTypes returns, per term ID, the newest post_modified_gmt
// of the published or inherit posts without password of types attached to
// it (wpdb.DB.TermLastModsOfTypes).
func (s *Site) TermLastModsOfTypes(ctx context.Context, types []string) (map[int64]string, error) {
	out := map[int64]string{}
	if len(types) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "term lastmod"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	ids := map[int64]bool{}
	for id, p := range s.posts {
		if inCI(p["post_type"], types) && inCI(p["post_status"], []string{"publish", "inherit"}) &&
			strings.TrimRight(p["post_password"], " ") == "" {
			ids[id] = true
		}
	}
	for _, pr := range s.relationships(ids, func(row) bool { return true }) {
		id := pr[1].int("term_id")
		mod := s.posts[pr[0].int("object_id")]["post_modified_gmt"]
		if cur, ok := out[id]; !ok || mod > cur {
			out[id] = mod
		}
	}
	return out, nil
}

// Authors reads every user in ID order with what Yoast's author sitemap
// decides on (wpdb.DB.Authors).
func (s *Site) Authors(ctx context.Context, site *wp.Site) ([]wp.Author, error) {
	if err := s.rlock(ctx, "authors"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	roles := append([]string{"edit_posts"}, site.RolesWithCap("edit_posts")...)
	type flags struct{ noindex, level, canEdit bool }
	byUser := map[int64]*flags{}
	for _, m := range s.rows("usermeta") {
		k, hasK := m["meta_key"]
		v, hasV := m["meta_value"]
		if !hasK || !hasV {
			continue
		}
		f := byUser[m.int("user_id")]
		if f == nil {
			f = &flags{}
			byUser[m.int("user_id")] = f
		}
		switch {
		case eqCI(k, "wpseo_noindex_author"):
			f.noindex = f.noindex || eqCI(v, "on")
		case eqCI(k, s.prefix+"user_level"):
			f.level = f.level || !eqCI(v, "0")
		case eqCI(k, s.prefix+"capabilities"):
			for _, role := range roles {
				if likeCI(v, `%"`+escapeLike(role)+`"%`) {
					f.canEdit = true
				}
			}
		}
	}
	var out []wp.Author
	users := slices.Clone(s.rows("users"))
	slices.SortFunc(users, func(a, b row) int { return cmp.Compare(a.int("ID"), b.int("ID")) })
	for _, u := range users {
		a := wp.Author{ID: u.int("ID"), Nicename: u["user_nicename"]}
		if f := byUser[a.ID]; f != nil {
			a.Noindex, a.HasLevel, a.CanEdit = f.noindex, f.level, f.canEdit
		}
		out = append(out, a)
	}
	s.read(len(out))
	return out, nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// AuthorsWithPosts reports which of the users ids have a published post of
// types (wpdb.DB.AuthorsWithPosts).
func (s *Site) AuthorsWithPosts(ctx context.Context, ids []int64, types []string) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 || len(types) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "authors with posts"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	users := map[int64]bool{}
	for _, u := range s.rows("users") {
		users[u.int("ID")] = true
	}
	want := idSet(ids)
	for _, p := range s.posts {
		a := p.int("post_author")
		if want[a] && users[a] && inCI(p["post_type"], types) && eqCI(p["post_status"], "publish") {
			out[a] = true
		}
	}
	return out, nil
}

// attachment is the wp.Attachment of a posts row with its first
// _wp_attached_file (wpdb's attachmentColumns).
func (s *Site) attachment(r row, files map[int64]string) wp.Attachment {
	return wp.Attachment{ID: r.int("ID"), Parent: r.int("post_parent"), Type: r["post_type"], File: files[r.int("ID")],
		MimeType: r["post_mime_type"], Status: r["post_status"], Date: r["post_date"]}
}

// attachedFiles returns the first _wp_attached_file row's value of each
// post ("" for a NULL value, as COALESCE gives).
func (s *Site) attachedFiles(ids map[int64]bool) map[int64]string {
	out := map[int64]string{}
	var metas []row
	for _, m := range s.rows("postmeta") {
		if _, has := m["meta_key"]; has && ids[m.int("post_id")] && eqCI(m["meta_key"], "_wp_attached_file") {
			metas = append(metas, m)
		}
	}
	slices.SortStableFunc(metas, func(a, b row) int { return cmp.Compare(a.int("meta_id"), b.int("meta_id")) })
	seen := map[int64]bool{}
	for _, m := range metas {
		id := m.int("post_id")
		if !seen[id] {
			seen[id] = true
			out[id] = m["meta_value"]
		}
	}
	return out
}

// attachments returns the posts rows keep selects, as attachments, in the
// order of less (ID when nil).
func (s *Site) attachments(ctx context.Context, ids []int64, keep func(r row, ids map[int64]bool) bool, less func(a, b row) int) ([]wp.Attachment, error) {
	set := idSet(ids)
	delete(set, 0)
	if len(set) == 0 {
		return nil, nil
	}
	if err := s.rlock(ctx, "attachments"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var rows []row
	for _, r := range s.postsByID() {
		if keep(r, set) {
			rows = append(rows, r)
		}
	}
	if less != nil {
		slices.SortStableFunc(rows, less)
	}
	found := map[int64]bool{}
	for _, r := range rows {
		found[r.int("ID")] = true
	}
	files := s.attachedFiles(found)
	var out []wp.Attachment
	for _, r := range rows {
		out = append(out, s.attachment(r, files))
	}
	s.read(len(out))
	return out, nil
}

// AttachmentsByID returns the posts of ids that exist, of any type, with
// their attached file (wpdb.DB.AttachmentsByID), in ID order.
func (s *Site) AttachmentsByID(ctx context.Context, ids []int64) ([]wp.Attachment, error) {
	return s.attachments(ctx, ids, func(r row, ids map[int64]bool) bool { return ids[r.int("ID")] }, nil)
}

// AttachmentChildren returns the attachments whose parent is among
// parents (wpdb.DB.AttachmentChildren), in ID order.
func (s *Site) AttachmentChildren(ctx context.Context, parents []int64) ([]wp.Attachment, error) {
	return s.attachments(ctx, parents, func(r row, ids map[int64]bool) bool {
		return ids[r.int("post_parent")] && eqCI(r["post_type"], "attachment")
	}, nil)
}

// VideoAttachments returns the video attachments (video/*, inherit or
// publish) of parents by parent, menu_order, ID (wpdb.DB.VideoAttachments).
func (s *Site) VideoAttachments(ctx context.Context, parents []int64) ([]wp.Attachment, error) {
	return s.attachments(ctx, parents, func(r row, ids map[int64]bool) bool {
		return ids[r.int("post_parent")] && eqCI(r["post_type"], "attachment") && likeCI(r["post_mime_type"], "video/%") &&
			inCI(r["post_status"], []string{"inherit", "publish"})
	}, func(a, b row) int {
		if c := cmp.Compare(a.int("post_parent"), b.int("post_parent")); c != 0 {
			return c
		}
		if c := cmp.Compare(a.int("menu_order"), b.int("menu_order")); c != 0 {
			return c
		}
		return cmp.Compare(a.int("ID"), b.int("ID"))
	})
}

// PostMeta returns, per post of ids that has any, the first row (by
// meta_id) of each of keys (wpdb.DB.PostMeta). Keys are matched under the
// collation and reported as stored.
func (s *Site) PostMeta(ctx context.Context, ids []int64, keys []string) (map[int64]map[string]string, error) {
	out := map[int64]map[string]string{}
	if len(ids) == 0 || len(keys) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "post meta"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	for _, m := range s.metaOf(idSet(ids), keys) {
		id := m.int("post_id")
		kv := out[id]
		if kv == nil {
			kv = map[string]string{}
			out[id] = kv
		}
		if _, seen := kv[m["meta_key"]]; !seen {
			kv[m["meta_key"]] = m["meta_value"]
		}
	}
	return out, nil
}

// PostTermNames returns the names of each post's terms of taxonomy, by
// name under the collation, then term ID (wpdb.DB.PostTermNames).
func (s *Site) PostTermNames(ctx context.Context, ids []int64, taxonomy string) (map[int64][]string, error) {
	out := map[int64][]string{}
	set := idSet(ids)
	delete(set, 0)
	if len(set) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "terms of posts"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	terms := map[int64]row{}
	for _, t := range s.rows("terms") {
		terms[t.int("term_id")] = t
	}
	type named struct {
		post, term int64
		name       string
	}
	var list []named
	for _, p := range s.relationships(set, func(tt row) bool { return eqCI(tt["taxonomy"], taxonomy) }) {
		t, ok := terms[p[1].int("term_id")]
		if ok {
			list = append(list, named{p[0].int("object_id"), t.int("term_id"), t["name"]})
		}
	}
	slices.SortStableFunc(list, func(a, b named) int {
		if c := cmp.Compare(a.post, b.post); c != 0 {
			return c
		}
		if c := cmpCI(a.name, b.name); c != 0 {
			return c
		}
		return cmp.Compare(a.term, b.term)
	})
	for _, n := range list {
		out[n.post] = append(out[n.post], n.name)
	}
	return out, nil
}

// UsersByID returns the users of ids that exist (wpdb.DB.UsersByID).
func (s *Site) UsersByID(ctx context.Context, ids []int64) (map[int64]wp.User, error) {
	out := map[int64]wp.User{}
	set := idSet(ids)
	delete(set, 0)
	if len(set) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "users"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	for _, u := range s.rows("users") {
		if set[u.int("ID")] {
			out[u.int("ID")] = wp.User{ID: u.int("ID"), Nicename: u["user_nicename"], DisplayName: u["display_name"]}
			s.read(1)
		}
	}
	return out, nil
}

// Excerpts returns the non-empty post_excerpt of ids (wpdb.DB.Excerpts).
func (s *Site) Excerpts(ctx context.Context, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	set := idSet(ids)
	delete(set, 0)
	if len(set) == 0 {
		return out, nil
	}
	if err := s.rlock(ctx, "excerpts"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	for id := range set {
		if p, ok := s.posts[id]; ok && strings.TrimRight(p["post_excerpt"], " ") != "" {
			out[id] = p["post_excerpt"]
			s.read(1)
		}
	}
	return out, nil
}

// PostsWithMeta returns, per post that has rows of meta key, their
// values (wpdb's PostsWithMeta).
func (s *Site) PostsWithMeta(ctx context.Context, key string) (map[int64][]string, error) {
	if err := s.rlock(ctx, "posts with meta"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	out := map[int64][]string{}
	n := 0
	for _, r := range s.rows("postmeta") {
		if k, has := r["meta_key"]; has && inCI(k, []string{key}) {
			id := r.int("post_id")
			out[id] = append(out[id], r["meta_value"])
			n++
		}
	}
	s.read(n)
	return out, nil
}
