package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/go-sql-driver/mysql"

	"github.com/wpsitemap/wpsitemap/wp"
)

// WPML's reads. A post's row is the one of element_type "post_<its type>";
// a term's, the one of "tax_<taxonomy>" with its term_taxonomy_id. Rows
// whose element_id is NULL (a translation WPML has not made yet) name no
// object. The reads by post ID start from the posts (STRAIGHT_JOIN): from
// a list of a thousand IDs, MariaDB would otherwise scan icl_translations
// whole (an IN list that long becomes a subquery); each post's row is
// then one lookup in the unique key el_type_id (element_type, element_id),
// and a group's rows one in the key trid.
const (
	iclPostLanguagesSQL = `SELECT t.element_id, t.element_type, t.language_code FROM {posts} p
		STRAIGHT_JOIN {icl_translations} t ON t.element_id = p.ID AND t.element_type = CONCAT('post_', p.post_type)
		WHERE p.ID IN (?)`
	iclTermLanguagesSQL = `SELECT tt.term_id, t.language_code FROM {term_taxonomy} tt
		JOIN {icl_translations} t ON t.element_id = tt.term_taxonomy_id AND t.element_type = ?
		WHERE tt.taxonomy = ?`
	iclLanguagesSQL = `SELECT code, COALESCE(NULLIF(tag, ''), NULLIF(default_locale, ''), code) FROM {icl_languages}
		WHERE active = 1 ORDER BY code`
	iclPostGroupsSQL = `SELECT a.element_id, b.element_id, b.language_code FROM {posts} p
		STRAIGHT_JOIN {icl_translations} a ON a.element_id = p.ID AND a.element_type = CONCAT('post_', p.post_type)
		STRAIGHT_JOIN {icl_translations} b ON b.trid = a.trid AND b.element_type = a.element_type
		WHERE p.ID IN (?) AND b.element_id IS NOT NULL`
	iclTermGroupsSQL = `SELECT att.term_id, btt.term_id, b.language_code FROM {term_taxonomy} att
		JOIN {icl_translations} a ON a.element_id = att.term_taxonomy_id AND a.element_type = ?
		JOIN {icl_translations} b ON b.trid = a.trid AND b.element_type = a.element_type
		JOIN {term_taxonomy} btt ON btt.term_taxonomy_id = b.element_id
		WHERE att.taxonomy = ? AND att.term_id IN (?)`
	iclFrontGroupSQL = `SELECT b.element_id, b.language_code FROM {icl_translations} a
		JOIN {icl_translations} b ON b.trid = a.trid AND b.element_type = a.element_type
		WHERE a.element_type = 'post_page' AND a.element_id = ? AND b.element_id IS NOT NULL`
	// Polylang's groups: the first post_translations (term_translations)
	// group each object is related to, from the objects (the primary key
	// of term_relationships starts with object_id).
	pllGroupsSQL = `SELECT tr.object_id, tt.description FROM {term_relationships} tr FORCE INDEX (PRIMARY)
		STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
		WHERE tt.taxonomy = ? AND tr.object_id IN (?)
		ORDER BY tr.object_id, tr.term_taxonomy_id`
	pllLanguagesSQL = `SELECT t.slug, tt.description FROM {terms} t
		JOIN {term_taxonomy} tt ON tt.term_id = t.term_id
		WHERE tt.taxonomy = 'language' ORDER BY t.term_id`
)

// checkWPML drops WPML's settings from s when its table icl_translations
// is missing (the plugin listed but never set up), with a warning.
func (db *DB) checkWPML(ctx context.Context, s *wp.Site) error {
	if s.WPML == nil {
		return nil
	}
	ok, err := db.hasTable(ctx, db.prefix+"icl_translations")
	if err != nil || ok {
		return err
	}
	s.Warnings = append(s.Warnings, fmt.Sprintf("WPML is active but %sicl_translations is missing: read as a site without WPML", db.prefix))
	s.WPML = nil
	return nil
}

// eachRow runs q, scans each row into dest and calls fn after each.
func (db *DB) eachRow(ctx context.Context, what, q string, args []any, dest []any, fn func()) error {
	return db.rows(ctx, what, q, args, func(r *sql.Rows) error {
		if err := r.Scan(dest...); err != nil {
			return err
		}
		fn()
		return nil
	})
}

// ICLPostLanguages implements wp.LinkLoader.
func (l linkLoader) ICLPostLanguages(ctx context.Context, ids []int64) (map[int64]wp.ICLElement, error) {
	db := l.db
	q, args, err := sqlxIn(db.expand(iclPostLanguagesSQL), ids)
	if err != nil {
		return nil, err
	}
	out := map[int64]wp.ICLElement{}
	var id int64
	var e wp.ICLElement
	err = db.eachRow(ctx, "WPML post languages", q, args, []any{&id, &e.Type, &e.Lang}, func() { out[id] = e })
	return out, err
}

// ICLTermLanguages implements wp.LinkLoader.
func (l linkLoader) ICLTermLanguages(ctx context.Context, tax string) (map[int64]string, error) {
	db := l.db
	out := map[int64]string{}
	var id int64
	var lang string
	err := db.eachRow(ctx, "WPML term languages", db.expand(iclTermLanguagesSQL), []any{"tax_" + tax, tax},
		[]any{&id, &lang}, func() { out[id] = lang })
	return out, err
}

// ICLLanguages implements wp.LinkLoader.
func (l linkLoader) ICLLanguages(ctx context.Context) ([]wp.Language, error) {
	return l.db.ICLLanguages(ctx)
}

// ICLLanguages returns WPML's active languages (for check and the
// alternates).
func (db *DB) ICLLanguages(ctx context.Context) ([]wp.Language, error) {
	var out []wp.Language
	var g wp.Language
	err := db.eachRow(ctx, "WPML languages", db.expand(iclLanguagesSQL), nil, []any{&g.Code, &g.Locale}, func() { out = append(out, g) })
	if isNoSuchTable(err) {
		return nil, nil // no icl_languages: the alternates name the groups' codes
	}
	return out, err
}

// ICLPostGroups implements wp.LinkLoader.
func (l linkLoader) ICLPostGroups(ctx context.Context, ids []int64) (map[int64]wp.Group, error) {
	db := l.db
	q, args, err := sqlxIn(db.expand(iclPostGroupsSQL), ids)
	if err != nil {
		return nil, err
	}
	return db.groups(ctx, "WPML post translations", q, args)
}

// ICLTermGroups implements wp.LinkLoader.
func (l linkLoader) ICLTermGroups(ctx context.Context, tax string, ids []int64) (map[int64]wp.Group, error) {
	db := l.db
	q, args, err := sqlxIn(db.expand(iclTermGroupsSQL), "tax_"+tax, tax, ids)
	if err != nil {
		return nil, err
	}
	return db.groups(ctx, "WPML term translations", q, args)
}

// groups reads (object, member, language) rows into groups of two members
// or more.
func (db *DB) groups(ctx context.Context, what, q string, args []any) (map[int64]wp.Group, error) {
	out := map[int64]wp.Group{}
	var id, member int64
	var lang string
	err := db.eachRow(ctx, what, q, args, []any{&id, &member, &lang}, func() {
		if out[id] == nil {
			out[id] = wp.Group{}
		}
		out[id][lang] = member
	})
	for id, g := range out {
		if len(g) < 2 {
			delete(out, id)
		}
	}
	return out, err
}

// ICLFrontGroup implements wp.LinkLoader.
func (l linkLoader) ICLFrontGroup(ctx context.Context, id int64) (wp.Group, error) {
	db := l.db
	out := wp.Group{}
	var member int64
	var lang string
	err := db.eachRow(ctx, "WPML front page translations", db.expand(iclFrontGroupSQL), []any{id}, []any{&member, &lang},
		func() { out[lang] = member })
	return out, err
}

// PLLPostGroups implements wp.LinkLoader.
func (l linkLoader) PLLPostGroups(ctx context.Context, ids []int64) (map[int64]string, error) {
	return l.db.pllGroups(ctx, "post_translations", ids)
}

// PLLTermGroups implements wp.LinkLoader.
func (l linkLoader) PLLTermGroups(ctx context.Context, ids []int64) (map[int64]string, error) {
	return l.db.pllGroups(ctx, "term_translations", ids)
}

func (db *DB) pllGroups(ctx context.Context, tax string, ids []int64) (map[int64]string, error) {
	q, args, err := sqlxIn(db.expand(pllGroupsSQL), tax, ids)
	if err != nil {
		return nil, err
	}
	out := map[int64]string{}
	var id int64
	var desc string
	err = db.eachRow(ctx, "Polylang "+strings.ReplaceAll(tax, "_", " "), q, args, []any{&id, &desc}, func() {
		if _, ok := out[id]; !ok {
			out[id] = desc
		}
	})
	return out, err
}

// PLLLanguages implements wp.LinkLoader.
func (l linkLoader) PLLLanguages(ctx context.Context) ([]wp.Language, error) {
	db := l.db
	var out []wp.Language
	var slug, desc string
	err := db.eachRow(ctx, "Polylang languages", db.expand(pllLanguagesSQL), nil, []any{&slug, &desc}, func() {
		out = append(out, wp.Language{Code: slug, Locale: wp.PolylangLocale(desc)})
	})
	return out, err
}

// translations is the Poller's look at icl_translations, once it moved:
// the checksum of its rows by trid bucket, then, for the buckets that
// differ, the rows they hold now. A bucket moves when a row joined or left
// one of its trids, so the posts it holds now are the members of every
// group a change touched, before and after (a post that left a group is
// in its new group's bucket): all are examined again (ch.Posts), which
// gives their pages new revisions and so new alternates. A term's row
// sets ch.Terms. A site without the table has nothing to read.
func (p *Poller) translations(ctx context.Context, ch *wp.Changes) ([]wp.IDRange, error) {
	trids, err := p.checksums(ctx, sumTranslations)
	if isNoSuchTable(err) {
		return nil, nil
	}
	if err != nil || len(trids) == 0 {
		return nil, err
	}
	ch.Translations = true
	return p.db.tridMembers(ctx, trids, ch)
}

// isNoSuchTable reports MySQL's error 1146 (a table that does not exist).
func isNoSuchTable(err error) bool {
	var me *mysql.MySQLError
	return errors.As(err, &me) && me.Number == 1146
}

// tridMembers returns the posts of the trids in ranges as ID ranges, and
// sets ch.Terms when a term is among their rows.
func (db *DB) tridMembers(ctx context.Context, trids []wp.IDRange, ch *wp.Changes) ([]wp.IDRange, error) {
	trids = wp.MergeRanges(trids)
	var where []string
	var args []any
	for _, r := range trids {
		where = append(where, "trid BETWEEN ? AND ?")
		args = append(args, r.Lo, r.Hi)
	}
	q := db.expand(`SELECT element_type, element_id FROM {icl_translations}
		WHERE element_id IS NOT NULL AND (` + strings.Join(where, " OR ") + `)`)
	var out []wp.IDRange
	var typ string
	var id int64
	err := db.eachRow(ctx, "WPML translation groups", q, args, []any{&typ, &id}, func() {
		switch {
		case strings.HasPrefix(typ, "post_"):
			out = append(out, wp.IDRange{Lo: id, Hi: id})
		case strings.HasPrefix(typ, "tax_"):
			ch.Terms = true
		}
	})
	return out, err
}

// resolveTrids replaces ch.Trids (the feed's) with the posts those groups
// hold now, added to ch.Posts.
func (db *DB) resolveTrids(ctx context.Context, ch wp.Changes) (wp.Changes, error) {
	if len(ch.Trids) == 0 {
		ch.Trids = nil
		return ch, nil
	}
	var rs []wp.IDRange
	for _, t := range ch.Trids {
		rs = append(rs, wp.IDRange{Lo: t, Hi: t})
	}
	members, err := db.tridMembers(ctx, rs, &ch)
	if err != nil {
		return wp.Changes{}, err
	}
	ch.Trids = nil
	ch.Posts = wp.MergeRanges(append(ch.Posts, members...))
	return ch, nil
}
