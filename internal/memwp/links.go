package memwp

import (
	"context"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// linkLoader reads what links need for wp.LinkCache, as wpdb's does.
type linkLoader struct{ s *Site }

// NewLinks returns an empty link cache for site that reads this Site.
func (s *Site) NewLinks(site *wp.Site) *wp.LinkCache { return wp.NewLinkCache(site, linkLoader{s}) }

// Terms implements wp.LinkLoader.
func (l linkLoader) Terms(ctx context.Context, tax string) ([]wp.Term, error) {
	return l.s.Terms(ctx, tax)
}

// PostRefs implements wp.LinkLoader: the posts of ids that exist (wpdb's
// postRefs).
func (l linkLoader) PostRefs(ctx context.Context, ids []int64) ([]*wp.PostRef, error) {
	s := l.s
	if err := s.rlock(ctx, "posts by id"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var out []*wp.PostRef
	for _, id := range sortedUnique(ids) {
		if r, ok := s.posts[id]; ok {
			ref := postRef(r)
			out = append(out, &ref)
		}
	}
	s.read(len(out))
	return out, nil
}

// Categories implements wp.LinkLoader: the category term IDs of the posts
// ids (in term_relationships' key order) and their primary category, the
// first _yoast_wpseo_primary_category row.
func (l linkLoader) Categories(ctx context.Context, ids []int64) (map[int64][]int64, map[int64]int64, error) {
	s := l.s
	if err := s.rlock(ctx, "post categories"); err != nil {
		return nil, nil, err
	}
	defer s.mu.RUnlock()
	got := map[int64][]int64{}
	for _, p := range s.relationships(idSet(ids), func(tt row) bool { return eqCI(tt["taxonomy"], "category") }) {
		id := p[0].int("object_id")
		got[id] = append(got[id], p[1].int("term_id"))
	}
	prim := map[int64]int64{}
	for _, m := range s.metaOf(idSet(ids), []string{wp.PrimaryCategoryKey}) {
		id := m.int("post_id")
		if _, ok := prim[id]; !ok {
			prim[id], _ = parseInt(m["meta_value"])
		}
	}
	return got, prim, nil
}

// Nicenames implements wp.LinkLoader.
func (l linkLoader) Nicenames(ctx context.Context, ids []int64) (map[int64]string, error) {
	s := l.s
	if err := s.rlock(ctx, "user nicenames"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	want := idSet(ids)
	out := make(map[int64]string, len(ids))
	for _, u := range s.rows("users") {
		if want[u.int("ID")] {
			out[u.int("ID")] = u["user_nicename"]
			s.read(1)
		}
	}
	return out, nil
}

// PostLanguages implements wp.LinkLoader: the slug of the first term of
// the taxonomy language related to each post of ids (wpdb's postLanguages).
func (l linkLoader) PostLanguages(ctx context.Context, ids []int64) (map[int64]string, error) {
	s := l.s
	if err := s.rlock(ctx, "post languages"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	slugs := s.termSlugs()
	out := map[int64]string{}
	for _, p := range s.relationships(idSet(ids), func(tt row) bool { return eqCI(tt["taxonomy"], "language") }) {
		id := p[0].int("object_id")
		if _, ok := out[id]; !ok {
			out[id] = slugs[p[1].int("term_id")]
		}
	}
	return out, nil
}

// TermLanguages implements wp.LinkLoader: for each term of taxonomy tax,
// the slug of the first term of term_language related to its ID, without
// "pll_" (wpdb's termLanguages).
func (l linkLoader) TermLanguages(ctx context.Context, tax string) (map[int64]string, error) {
	s := l.s
	if err := s.rlock(ctx, "term languages"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	ids := map[int64]bool{}
	for _, tt := range s.rows("term_taxonomy") {
		if eqCI(tt["taxonomy"], tax) {
			ids[tt.int("term_id")] = true
		}
	}
	slugs := s.termSlugs()
	out := map[int64]string{}
	for _, p := range s.relationships(ids, func(tt row) bool { return eqCI(tt["taxonomy"], "term_language") }) {
		id := p[0].int("object_id")
		if _, ok := out[id]; !ok {
			out[id] = strings.TrimPrefix(slugs[p[1].int("term_id")], "pll_")
		}
	}
	return out, nil
}

// termSlugs returns every term's slug by term ID.
func (s *Site) termSlugs() map[int64]string {
	out := map[int64]string{}
	for _, t := range s.rows("terms") {
		out[t.int("term_id")] = t["slug"]
	}
	return out
}

// PostTranslations implements wp.LinkLoader: the description of the first
// post_translations group post id is related to (wpdb's postTranslations).
func (l linkLoader) PostTranslations(ctx context.Context, id int64) (string, error) {
	s := l.s
	if err := s.rlock(ctx, "post translations"); err != nil {
		return "", err
	}
	defer s.mu.RUnlock()
	for _, p := range s.relationships(map[int64]bool{id: true}, func(tt row) bool { return eqCI(tt["taxonomy"], "post_translations") }) {
		return p[1]["description"], nil
	}
	return "", nil
}
