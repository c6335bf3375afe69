package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// linkLoader reads what links need for wp.LinkCache, one query per kind.
type linkLoader struct{ db *DB }

// NewLinks returns an empty link cache for site that reads this database,
// for ScanPosts, PostsByID and NewsPosts.
func (db *DB) NewLinks(site *wp.Site) *wp.LinkCache { return wp.NewLinkCache(site, linkLoader{db}) }

// Terms implements wp.LinkLoader.
func (l linkLoader) Terms(ctx context.Context, tax string) ([]wp.Term, error) {
	return l.db.Terms(ctx, tax)
}

// PostRefs implements wp.LinkLoader.
func (l linkLoader) PostRefs(ctx context.Context, ids []int64) ([]*wp.PostRef, error) {
	return l.db.postRefs(ctx, ids)
}

// Categories implements wp.LinkLoader.
func (l linkLoader) Categories(ctx context.Context, ids []int64) (map[int64][]int64, map[int64]int64, error) {
	db := l.db
	q, args, err := sqlxIn(db.q.postCategories, ids)
	if err != nil {
		return nil, nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, nil, unavailable(fmt.Errorf("wp: post categories: %w", err))
	}
	defer r.Close()
	got := map[int64][]int64{}
	for r.Next() {
		var pid, tid int64
		if err := r.Scan(&pid, &tid); err != nil {
			return nil, nil, unavailable(fmt.Errorf("wp: post categories: %w", err))
		}
		db.rowsRead.Add(1)
		got[pid] = append(got[pid], tid)
	}
	if err := r.Err(); err != nil {
		return nil, nil, unavailable(fmt.Errorf("wp: post categories: %w", err))
	}
	prim, err := db.metaInt(ctx, ids, wp.PrimaryCategoryKey)
	if err != nil {
		return nil, nil, err
	}
	return got, prim, nil
}

// Nicenames implements wp.LinkLoader.
func (l linkLoader) Nicenames(ctx context.Context, ids []int64) (map[int64]string, error) {
	db := l.db
	q, args, err := sqlxIn(db.q.nicenames, ids)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: user nicenames: %w", err))
	}
	defer r.Close()
	out := make(map[int64]string, len(ids))
	for r.Next() {
		var id int64
		var n string
		if err := r.Scan(&id, &n); err != nil {
			return nil, unavailable(fmt.Errorf("wp: user nicenames: %w", err))
		}
		db.rowsRead.Add(1)
		out[id] = n
	}
	return out, unavailable(r.Err())
}

// metaInt reads the first value of one meta key for many posts.
func (db *DB) metaInt(ctx context.Context, ids []int64, key string) (map[int64]int64, error) {
	out := map[int64]int64{}
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := sqlxIn(db.q.postMeta, ids, []string{key})
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: post meta %s: %w", key, err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var k, v string
		if err := r.Scan(&id, &k, &v); err != nil {
			return nil, unavailable(fmt.Errorf("wp: post meta %s: %w", key, err))
		}
		db.rowsRead.Add(1)
		if _, ok := out[id]; !ok {
			out[id], _ = strconv.ParseInt(v, 10, 64)
		}
	}
	return out, unavailable(r.Err())
}

func (db *DB) postRefs(ctx context.Context, ids []int64) ([]*wp.PostRef, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	q, args, err := sqlxIn(db.q.postRefs, ids)
	if err != nil {
		return nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
	}
	defer r.Close()
	var out []*wp.PostRef
	for r.Next() {
		p := &wp.PostRef{}
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author); err != nil {
			return nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, p)
	}
	return out, unavailable(r.Err())
}

// PostLanguages implements wp.LinkLoader: the Polylang language of each
// post of ids that has one.
func (l linkLoader) PostLanguages(ctx context.Context, ids []int64) (map[int64]string, error) {
	db := l.db
	q, args, err := sqlxIn(db.q.postLanguages, ids)
	if err != nil {
		return nil, err
	}
	return db.languages(ctx, "post languages", q, args...)
}

// TermLanguages implements wp.LinkLoader: the Polylang language of each
// term of taxonomy tax that has one ("pll_fr" is French).
func (l linkLoader) TermLanguages(ctx context.Context, tax string) (map[int64]string, error) {
	out, err := l.db.languages(ctx, "term languages", l.db.q.termLanguages, tax)
	for id, slug := range out {
		out[id] = strings.TrimPrefix(slug, "pll_")
	}
	return out, err
}

// languages reads (object ID, slug) rows, the first of each object.
func (db *DB) languages(ctx context.Context, what, q string, args ...any) (map[int64]string, error) {
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: %s: %w", what, err))
	}
	defer r.Close()
	out := map[int64]string{}
	for r.Next() {
		var id int64
		var slug string
		if err := r.Scan(&id, &slug); err != nil {
			return nil, unavailable(fmt.Errorf("wp: %s: %w", what, err))
		}
		db.rowsRead.Add(1)
		if _, ok := out[id]; !ok {
			out[id] = slug
		}
	}
	if err := r.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: %s: %w", what, err))
	}
	return out, nil
}

// PostTranslations implements wp.LinkLoader: the description of the
// post_translations group post id is related to.
func (l linkLoader) PostTranslations(ctx context.Context, id int64) (string, error) {
	var desc string
	err := l.db.x.QueryRowContext(ctx, l.db.q.postTranslations, id).Scan(&desc)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: post translations: %w", err))
	}
	l.db.rowsRead.Add(1)
	return desc, nil
}
