package memwp

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// NewsPosts reads the candidates of a news sitemap as wpdb.DB.NewsPosts
// does: published posts of q.Types found through their local post_date in
// the widened window, through a revision dated in it, or in q.Modified;
// then kept when post_date_gmt or post_modified_gmt lies in (From, To],
// without an opt-out row of '1' and outside the excluded terms of their
// type; newest post_date_gmt first, at most q.Limit. Content is set when
// q.WithContent or when it holds <!--nextpage-->; ContentLen and HasParts
// stay unset, as there.
func (s *Site) NewsPosts(ctx context.Context, q wp.NewsQuery, links *wp.LinkCache) (wp.NewsRows, error) {
	out := wp.NewsRows{StockTickers: map[int64]string{}}
	if len(q.Types) == 0 {
		out.Links = links.Data()
		return out, nil
	}
	w := q.Window()
	if err := s.rlock(ctx, "news posts"); err != nil {
		return out, err
	}
	rows := s.newsKept(q, w, s.newsCandidates(q, w))
	s.newsPosts(q, rows, &out)
	s.read(len(out.Posts))
	if len(out.Posts) > 0 {
		s.applyMeta(out.Posts)
	}
	s.mu.RUnlock()
	if len(out.Posts) == 0 {
		out.Links = links.Data()
		return out, nil
	}
	var err error
	out.Links, err = links.Prepare(ctx, out.Posts)
	return out, err
}

// between reports whether lo <= v <= hi, as strings.
func between(v, lo, hi string) bool { return v >= lo && v <= hi }

// newsCandidates returns the IDs of the posts of q.Types whose local
// post_date lies in the widened window, of the parents of revisions dated
// in it, and q.Modified. The caller holds the read lock.
func (s *Site) newsCandidates(q wp.NewsQuery, w wp.NewsWindow) map[int64]bool {
	cand := map[int64]bool{}
	for _, r := range s.rows("posts") {
		if !between(r["post_date"], w.LocalFrom, w.LocalTo) { // see wp.NewsWindow
			continue
		}
		switch {
		case inCI(r["post_type"], q.Types) && eqCI(r["post_status"], "publish"):
			cand[r.int("ID")] = true
		case eqCI(r["post_type"], "revision") && eqCI(r["post_status"], "inherit"):
			cand[r.int("post_parent")] = true
		}
	}
	for _, id := range q.Modified {
		cand[id] = true
	}
	return cand
}

// newsKept returns the candidates that are published posts of q.Types,
// dated or modified in (From, To], not opted out and outside the excluded
// terms of their type: newest post_date_gmt first, at most the window's
// limit. The caller holds the read lock.
func (s *Site) newsKept(q wp.NewsQuery, w wp.NewsWindow, cand map[int64]bool) []row {
	// Excluded terms by type, for the types queried (wpdb's test).
	excluded := map[string]map[int64]bool{}
	for pt, ids := range q.ExcludedTerms {
		if len(ids) > 0 && slices.Contains(q.Types, pt) {
			excluded[pt] = idSet(ids)
		}
	}
	var terms map[int64][]int64
	if len(excluded) > 0 {
		terms = map[int64][]int64{}
		for _, p := range s.relationships(cand, func(row) bool { return true }) {
			id := p[0].int("object_id")
			terms[id] = append(terms[id], p[1].int("term_id"))
		}
	}
	optOut := map[int64]bool{}
	for _, m := range s.metaOf(cand, []string{wp.NewsOptOutKey}) {
		if eqCI(m["meta_value"], "1") {
			optOut[m.int("post_id")] = true
		}
	}
	var rows []row
	for id := range cand {
		r, ok := s.posts[id]
		if !ok || !inCI(r["post_type"], q.Types) || !eqCI(r["post_status"], "publish") || optOut[id] {
			continue
		}
		if !between(r["post_date_gmt"], w.From, w.To) && !between(r["post_modified_gmt"], w.From, w.To) {
			continue
		}
		if inExcluded(r, terms[id], excluded) {
			continue
		}
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b row) int {
		if c := strings.Compare(b["post_date_gmt"], a["post_date_gmt"]); c != 0 {
			return c
		}
		return cmp.Compare(b.int("ID"), a.int("ID"))
	})
	if len(rows) > w.Limit {
		rows = rows[:w.Limit]
	}
	return rows
}

// newsPosts appends rows to out as posts, with their content when
// q.WithContent or when it holds <!--nextpage-->, and their first stock
// tickers. The caller holds the read lock.
func (s *Site) newsPosts(q wp.NewsQuery, rows []row, out *wp.NewsRows) {
	ids := map[int64]bool{}
	for _, r := range rows {
		ids[r.int("ID")] = true
	}
	tickers := map[int64]string{}
	for _, m := range s.metaOf(ids, []string{wp.NewsTickersKey}) {
		if _, ok := tickers[m.int("post_id")]; !ok {
			tickers[m.int("post_id")] = m["meta_value"]
		}
	}
	for _, r := range rows {
		p := postRow(r)
		if c := r["post_content"]; q.WithContent || strings.Contains(c, "<!--nextpage-->") {
			p.Content = c
		}
		if t := tickers[p.ID]; t != "" {
			out.StockTickers[p.ID] = t
		}
		out.Posts = append(out.Posts, p)
	}
}

// inExcluded reports whether a post with the terms termIDs is in an
// excluded term of its type (the type compared under the collation, as
// the query's p.post_type = ?).
func inExcluded(r row, termIDs []int64, excluded map[string]map[int64]bool) bool {
	for pt, set := range excluded {
		if !eqCI(r["post_type"], pt) {
			continue
		}
		for _, id := range termIDs {
			if set[id] {
				return true
			}
		}
	}
	return false
}
