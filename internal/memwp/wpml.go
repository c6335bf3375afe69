package memwp

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// checkWPML drops WPML's settings when icl_translations was never created
// (wpdb.DB.checkWPML). Called with the read lock held.
func (s *Site) checkWPML(site *wp.Site) {
	if site.WPML == nil || s.tables["icl_translations"].created {
		return
	}
	site.Warnings = append(site.Warnings, fmt.Sprintf("WPML is active but %sicl_translations is missing: read as a site without WPML", s.prefix))
	site.WPML = nil
}

// iclRow is a row of icl_translations that names an object.
type iclRow struct {
	typ, lang string
	id, trid  int64
}

// iclRows returns the rows of icl_translations whose element_id is set, in
// primary-key order.
func (s *Site) iclRows() []iclRow {
	var out []iclRow
	for _, r := range s.rows("icl_translations") {
		if _, ok := r["element_id"]; !ok {
			continue // NULL: a translation not made yet
		}
		out = append(out, iclRow{typ: r["element_type"], lang: r["language_code"], id: r.int("element_id"), trid: r.int("trid")})
	}
	return out
}

// postRow returns the post's icl_translations row, the one of its type
// (wpdb's iclPostLanguagesSQL join).
func (s *Site) postRow(rows []iclRow, id int64) (iclRow, bool) {
	p, ok := s.posts[id]
	if !ok {
		return iclRow{}, false
	}
	for _, r := range rows {
		if r.id == id && eqCI(r.typ, "post_"+p["post_type"]) {
			return r, true
		}
	}
	return iclRow{}, false
}

// ICLPostLanguages implements wp.LinkLoader (wpdb's).
func (l linkLoader) ICLPostLanguages(ctx context.Context, ids []int64) (map[int64]wp.ICLElement, error) {
	s := l.s
	if err := s.rlock(ctx, "WPML post languages"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	rows := s.iclRows()
	out := map[int64]wp.ICLElement{}
	for _, id := range sortedUnique(ids) {
		if r, ok := s.postRow(rows, id); ok {
			out[id] = wp.ICLElement{Type: r.typ, Lang: r.lang}
			s.read(1)
		}
	}
	return out, nil
}

// termTaxonomies returns the term_taxonomy rows of tax: term_taxonomy_id →
// term_id.
func (s *Site) termTaxonomies(tax string) map[int64]int64 {
	out := map[int64]int64{}
	for _, tt := range s.rows("term_taxonomy") {
		if eqCI(tt["taxonomy"], tax) {
			out[tt.int("term_taxonomy_id")] = tt.int("term_id")
		}
	}
	return out
}

// ICLTermLanguages implements wp.LinkLoader (wpdb's).
func (l linkLoader) ICLTermLanguages(ctx context.Context, tax string) (map[int64]string, error) {
	s := l.s
	if err := s.rlock(ctx, "WPML term languages"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	tts := s.termTaxonomies(tax)
	out := map[int64]string{}
	for _, r := range s.iclRows() {
		if term, ok := tts[r.id]; ok && eqCI(r.typ, "tax_"+tax) {
			out[term] = r.lang
			s.read(1)
		}
	}
	return out, nil
}

// ICLLanguages implements wp.LinkLoader (wpdb's).
func (l linkLoader) ICLLanguages(ctx context.Context) ([]wp.Language, error) {
	return l.s.ICLLanguages(ctx)
}

// ICLLanguages returns WPML's active languages (wpdb.DB.ICLLanguages).
func (s *Site) ICLLanguages(ctx context.Context) ([]wp.Language, error) {
	if err := s.rlock(ctx, "WPML languages"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	var out []wp.Language
	for _, r := range s.rows("icl_languages") {
		if r.int("active") != 1 {
			continue
		}
		loc := r["tag"]
		if loc == "" {
			loc = r["default_locale"]
		}
		if loc == "" {
			loc = r["code"]
		}
		out = append(out, wp.Language{Code: r["code"], Locale: loc})
	}
	slices.SortFunc(out, func(a, b wp.Language) int { return cmpCI(a.Code, b.Code) })
	s.read(len(out))
	return out, nil
}

// members returns the rows of trid of element type typ.
func members(rows []iclRow, typ string, trid int64) []iclRow {
	var out []iclRow
	for _, r := range rows {
		if r.trid == trid && eqCI(r.typ, typ) {
			out = append(out, r)
		}
	}
	return out
}

// ICLPostGroups implements wp.LinkLoader (wpdb's).
func (l linkLoader) ICLPostGroups(ctx context.Context, ids []int64) (map[int64]wp.Group, error) {
	s := l.s
	if err := s.rlock(ctx, "WPML post translations"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	rows := s.iclRows()
	out := map[int64]wp.Group{}
	for _, id := range sortedUnique(ids) {
		r, ok := s.postRow(rows, id)
		if !ok {
			continue
		}
		g := wp.Group{}
		for _, m := range members(rows, r.typ, r.trid) {
			g[m.lang] = m.id
		}
		s.read(len(g))
		if len(g) >= 2 {
			out[id] = g
		}
	}
	return out, nil
}

// ICLTermGroups implements wp.LinkLoader (wpdb's).
func (l linkLoader) ICLTermGroups(ctx context.Context, tax string, ids []int64) (map[int64]wp.Group, error) {
	s := l.s
	if err := s.rlock(ctx, "WPML term translations"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	tts := s.termTaxonomies(tax)
	allTT := map[int64]int64{}
	for _, tt := range s.rows("term_taxonomy") {
		allTT[tt.int("term_taxonomy_id")] = tt.int("term_id")
	}
	want := idSet(ids)
	rows := s.iclRows()
	out := map[int64]wp.Group{}
	for _, r := range rows {
		term, ok := tts[r.id]
		if !ok || !want[term] || !eqCI(r.typ, "tax_"+tax) {
			continue
		}
		g := wp.Group{}
		for _, m := range members(rows, r.typ, r.trid) {
			if mt, ok := allTT[m.id]; ok {
				g[m.lang] = mt
			}
		}
		s.read(len(g))
		if len(g) >= 2 {
			out[term] = g
		}
	}
	return out, nil
}

// ICLFrontGroup implements wp.LinkLoader (wpdb's).
func (l linkLoader) ICLFrontGroup(ctx context.Context, id int64) (wp.Group, error) {
	s := l.s
	if err := s.rlock(ctx, "WPML front page translations"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	rows := s.iclRows()
	out := wp.Group{}
	for _, r := range rows {
		if r.id == id && eqCI(r.typ, "post_page") {
			for _, m := range members(rows, r.typ, r.trid) {
				out[m.lang] = m.id
			}
		}
	}
	s.read(len(out))
	return out, nil
}

// PLLPostGroups implements wp.LinkLoader (wpdb's pllGroups).
func (l linkLoader) PLLPostGroups(ctx context.Context, ids []int64) (map[int64]string, error) {
	return l.s.pllGroups(ctx, "post_translations", ids)
}

// PLLTermGroups implements wp.LinkLoader (wpdb's pllGroups).
func (l linkLoader) PLLTermGroups(ctx context.Context, ids []int64) (map[int64]string, error) {
	return l.s.pllGroups(ctx, "term_translations", ids)
}

func (s *Site) pllGroups(ctx context.Context, tax string, ids []int64) (map[int64]string, error) {
	if err := s.rlock(ctx, "Polylang "+strings.ReplaceAll(tax, "_", " ")); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	out := map[int64]string{}
	for _, p := range s.relationships(idSet(ids), func(tt row) bool { return eqCI(tt["taxonomy"], tax) }) {
		id := p[0].int("object_id")
		if _, ok := out[id]; !ok {
			out[id] = p[1]["description"]
			s.read(1)
		}
	}
	return out, nil
}

// PLLLanguages implements wp.LinkLoader (wpdb's).
func (l linkLoader) PLLLanguages(ctx context.Context) ([]wp.Language, error) {
	s := l.s
	if err := s.rlock(ctx, "Polylang languages"); err != nil {
		return nil, err
	}
	defer s.mu.RUnlock()
	slugs := s.termSlugs()
	var out []wp.Language
	var ids []int64
	desc := map[int64]string{}
	for _, tt := range s.rows("term_taxonomy") {
		if eqCI(tt["taxonomy"], "language") {
			ids = append(ids, tt.int("term_id"))
			desc[tt.int("term_id")] = tt["description"]
		}
	}
	slices.Sort(ids)
	for _, id := range ids {
		out = append(out, wp.Language{Code: slugs[id], Locale: wp.PolylangLocale(desc[id])})
	}
	s.read(len(out))
	return out, nil
}
