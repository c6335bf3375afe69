package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

// ScanPosts streams the rows selected by q in batches. For every batch it
// loads the batch's meta and whatever permalinks need (parents, categories,
// nicenames) with one query each, then calls fn, in groups when contents are
// read (see withContent). fn must not keep the slice nor the contents.
func (db *DB) ScanPosts(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, fn func([]wp.Post, wp.LinkData) error) error {
	batch := q.Batch
	if batch <= 0 {
		batch = 500
		if q.Before > 0 {
			batch = 1000 // a page of the default size in one batch
		}
	}
	before := q.Before
	if before <= 0 {
		before = math.MaxInt64
	}
	sqlText := db.q.postsPage
	switch {
	case q.Hidden:
		sqlText = db.q.hiddenPage
	case q.All:
		sqlText = db.q.allPage
	case q.Type == "attachment":
		sqlText = db.q.attachmentsPage
	case q.Sparse:
		sqlText = db.q.postsPageSparse
	}
	if len(q.IDs) > 0 {
		sqlText = db.q.byIDs[sqlText]
	}
	if q.Ahead && len(q.IDs) == 0 && q.Before <= 0 {
		if !q.Sparse {
			return db.scanSpans(ctx, q, links, sqlText, batch, fn)
		}
		return db.scanAhead(ctx, q, links, sqlText, batch, fn)
	}
	after := q.After
	rows := make([]wp.Post, 0, min(batch, 1024))
	for first := true; ; first = false {
		rows = rows[:0]
		var metas []wp.PostMeta
		var metaErr error
		var chunk []int64 // the IDs of this batch, when q.IDs is set
		rangeMeta := first && q.RangeMeta && q.Before > 0 && len(q.IDs) == 0
		if len(q.IDs) > 0 {
			if chunk = nextIDs(q.IDs, after, before, batch); len(chunk) == 0 {
				return nil
			}
			if err := db.scanPostIDs(ctx, sqlText, q, chunk, &rows); err != nil {
				return err
			}
		} else if rangeMeta {
			// A bounded range (one sitemap page): read its meta by ID range
			// at the same time as the rows, on a second connection.
			done := make(chan struct{})
			go func() {
				defer close(done)
				q, args, err := sqlxIn(db.q.postMetaRange, after, before, wp.PostMetaKeys)
				if err != nil {
					metaErr = err
					return
				}
				metas, metaErr = db.fetchMeta(ctx, q, args)
			}()
			err := db.scanPostBatch(ctx, sqlText, q, after, before, batch, &rows)
			<-done
			if err != nil {
				return err
			}
			if metaErr != nil {
				return metaErr
			}
		} else if err := db.scanPostBatch(ctx, sqlText, q, after, before, batch, &rows); err != nil {
			return err
		}
		if len(rows) == 0 && chunk != nil {
			after = chunk[len(chunk)-1]
			continue
		}
		if len(rows) == 0 {
			return nil
		}
		if rangeMeta {
			wp.ApplyPostMeta(rows, metas)
		} else if err := db.loadPostMeta(ctx, rows); err != nil {
			return err
		}
		d, err := links.Prepare(ctx, rows)
		if err != nil {
			return err
		}
		if err := db.handle(ctx, rows, q, func(group []wp.Post) error { return fn(group, d) }); err != nil {
			return err
		}
		if chunk != nil {
			after = chunk[len(chunk)-1]
			continue
		}
		if len(rows) < batch {
			return nil
		}
		after = rows[len(rows)-1].ID
	}
}

// scanAhead is ScanPosts with q.Ahead: the rows of the next batch, with
// their meta and links, are read on a second connection while fn handles
// the batch before (its contents, and what fn reads): two queries at a
// time instead of one after the other. One batch more in memory, without
// contents.
func (db *DB) scanAhead(ctx context.Context, q wp.PostQuery, links *wp.LinkCache, sqlText string, batch int, fn func([]wp.Post, wp.LinkData) error) error {
	type fetched struct {
		rows []wp.Post
		d    wp.LinkData
		err  error
	}
	fetch := func(after int64) (f fetched) {
		if f.err = db.scanPostBatch(ctx, sqlText, q, after, math.MaxInt64, batch, &f.rows); f.err != nil || len(f.rows) == 0 {
			return f
		}
		if f.err = db.loadPostMeta(ctx, f.rows); f.err != nil {
			return f
		}
		f.d, f.err = links.Prepare(ctx, f.rows)
		return f
	}
	cur := fetch(q.After)
	for {
		if cur.err != nil || len(cur.rows) == 0 {
			return cur.err
		}
		var next chan fetched
		if len(cur.rows) == batch {
			next = make(chan fetched, 1)
			after := cur.rows[len(cur.rows)-1].ID
			go func() { next <- fetch(after) }()
		}
		err := db.handle(ctx, cur.rows, q, func(group []wp.Post) error { return fn(group, cur.d) })
		if next == nil {
			return err
		}
		n := <-next // never left running
		if err != nil {
			return err
		}
		cur = n
	}
}

// nextIDs returns the next at most n of ids (sorted) above after and below
// before.
func nextIDs(ids []int64, after, before int64, n int) []int64 {
	i, _ := slices.BinarySearch(ids, after+1)
	j := i
	for j < len(ids) && j-i < n && ids[j] < before {
		j++
	}
	return ids[i:j]
}

// scanPostIDs reads the rows of chunk that sqlText (with p.ID IN (?))
// selects.
func (db *DB) scanPostIDs(ctx context.Context, sqlText string, q wp.PostQuery, chunk []int64, out *[]wp.Post) error {
	text, args, err := sqlxIn(sqlText, q.VideoContent, q.Type, chunk, len(chunk))
	if err != nil {
		return err
	}
	r, err := db.x.QueryContext(ctx, text, args...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
	}
	return db.readPostRows(r, q, out)
}

func (db *DB) scanPostBatch(ctx context.Context, sqlText string, q wp.PostQuery, after, before int64, limit int, out *[]wp.Post) error {
	r, err := db.x.QueryContext(ctx, sqlText, q.VideoContent, q.Type, after, before, limit)
	if err != nil {
		return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
	}
	return db.readPostRows(r, q, out)
}

// readPostRows appends the rows of a posts page query to out, and closes r.
func (db *DB) readPostRows(r *sql.Rows, q wp.PostQuery, out *[]wp.Post) error {
	defer r.Close()
	for r.Next() {
		var p wp.Post
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author,
			&p.DateGMT, &p.ModifiedGMT, &p.HasPassword, &p.Title, &p.ContentLen, &p.HasParts, &p.MayVideo); err != nil {
			return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
		}
		db.rowsRead.Add(1)
		*out = append(*out, p)
	}
	if err := r.Err(); err != nil {
		return unavailable(fmt.Errorf("wp: list %s posts: %w", q.Type, err))
	}
	return nil
}

// ContentBudget is how many bytes of post_content the service holds at
// once, all requests and preparations together. Posts are read in groups of
// at most wp.ContentGroupBytes bytes, each taking its size from the budget while it
// is in use; a post larger than the whole budget is read alone, when nothing
// else is. So memory does not grow with the number of clients nor with the
// posts' sizes past the largest one: a page of a thousand 10 MB posts costs
// what one such post does (twice its size while it is read: the driver's
// buffer and the string).
const ContentBudget = 4 << 20

// withContent calls fn with consecutive groups of rows whose content is
// loaded (wp.ContentGroups; the others keep Content ""), each group taking
// its size from the budget while in use, and drops the contents when fn
// returns.
func (db *DB) withContent(ctx context.Context, rows []wp.Post, all bool, fn func([]wp.Post) error) error {
	return wp.ContentGroups(rows, all, func(group []wp.Post, size int64) error {
		weight := min(size, ContentBudget)
		if weight > 0 {
			if err := db.budget.Acquire(ctx, weight); err != nil {
				return fmt.Errorf("wp: wait for the content budget: %w", err)
			}
			defer db.budget.Release(weight)
		}
		err := db.loadContents(ctx, group, all)
		if err == nil {
			err = fn(group)
		}
		for i := range group {
			group[i].Content = ""
		}
		return err
	})
}

// handle hands rows to fn in groups with their contents (withContent),
// through q.Pre first when set (wp.PostQuery.Handler).
func (db *DB) handle(ctx context.Context, rows []wp.Post, q wp.PostQuery, fn func([]wp.Post) error) error {
	h, all := q.Handler(ctx, fn)
	return db.withContent(ctx, rows, all, h)
}

// loadContents fills Content of the rows that need it, with one query, and
// a few more for each post larger than a group when the column holds UTF-8
// (readInPieces).
func (db *DB) loadContents(ctx context.Context, rows []wp.Post, all bool) error {
	idx := map[int64]int{}
	var ids []int64
	for i := range rows {
		if !rows[i].NeedsContent(all) || rows[i].ContentLen == 0 {
			continue
		}
		if rows[i].ContentLen > wp.ContentGroupBytes && db.utf8Content(ctx) {
			if err := db.readInPieces(ctx, &rows[i]); err != nil {
				return err
			}
			continue
		}
		idx[rows[i].ID] = i
		ids = append(ids, rows[i].ID)
	}
	if len(ids) == 0 {
		return nil
	}
	q, args, err := sqlxIn(db.q.contents, ids)
	if err != nil {
		return err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: post contents: %w", err))
	}
	defer r.Close()
	for r.Next() {
		var id int64
		var content string
		if err := r.Scan(&id, &content); err != nil {
			return unavailable(fmt.Errorf("wp: post contents: %w", err))
		}
		if i, ok := idx[id]; ok {
			rows[i].Content = content
		}
	}
	return unavailable(r.Err())
}

// contentPiece is how many bytes of a large post's content one query reads.
const contentPiece = 1 << 20

// readInPieces fills p's Content a piece of bytes at a time. Read whole, a
// 10 MB post is held twice (the driver's buffer of its row, then the
// string scanned from it); in pieces, once, beside one piece. The pieces
// are cut from the bytes as stored (a character may straddle two pieces;
// joined, the bytes are whole again), which are the bytes the utf8mb4
// connection is sent when the column holds UTF-8 (utf8Content). Cut by
// characters instead, each piece made the server count the characters up
// to its start: 10 MB posts took seconds each. A post edited between two
// pieces is read mixed; the change feed reads it again after the edit.
func (db *DB) readInPieces(ctx context.Context, p *wp.Post) error {
	var b strings.Builder
	b.Grow(int(p.ContentLen))
	for pos := int64(1); ; pos += contentPiece {
		r, err := db.x.QueryContext(ctx, db.q.contentPiece, pos, contentPiece, p.ID)
		if err != nil {
			return unavailable(fmt.Errorf("wp: post %d content: %w", p.ID, err))
		}
		var piece sql.RawBytes // the driver's buffer: copied once, into b
		found := r.Next()
		if found {
			err = r.Scan(&piece)
			b.Write(piece)
		}
		n := len(piece)
		if err == nil {
			err = r.Err()
		}
		r.Close()
		if err != nil {
			return unavailable(fmt.Errorf("wp: post %d content: %w", p.ID, err))
		}
		if !found || n < contentPiece { // the last piece, or deleted since it was listed
			break
		}
	}
	p.Content = b.String()
	return nil
}

// utf8Content reports whether the posts' content column holds UTF-8
// (utf8mb4, or utf8mb3 whose bytes are the same): then its stored bytes
// are what the connection is sent, and a large post may be read in pieces
// of bytes. Another character set (latin1 on old sites) reads every post
// whole. The answer is kept once the server gave it; a failure to ask
// (a cancelled request, the server away) reads this post whole and asks
// again next time.
func (db *DB) utf8Content(ctx context.Context) bool {
	db.charsetMu.Lock()
	defer db.charsetMu.Unlock()
	if !db.charsetKnown {
		var cs sql.NullString
		if err := db.x.QueryRowContext(ctx, `SELECT CHARACTER_SET_NAME FROM information_schema.COLUMNS
			WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = 'post_content'`, db.prefix+"posts").Scan(&cs); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return false
		}
		db.charsetKnown = true
		switch cs.String {
		case "utf8mb4", "utf8mb3", "utf8":
			db.utf8 = true
		}
	}
	return db.utf8
}

// loadPostMeta fills the meta fields of rows with one query by ID.
func (db *DB) loadPostMeta(ctx context.Context, rows []wp.Post) error {
	ids := make([]int64, len(rows))
	for i := range rows {
		ids[i] = rows[i].ID
	}
	q, args, err := sqlxIn(db.q.postMeta, ids, wp.PostMetaKeys)
	if err != nil {
		return err
	}
	metas, err := db.fetchMeta(ctx, q, args)
	if err != nil {
		return err
	}
	wp.ApplyPostMeta(rows, metas)
	return nil
}

// fetchMeta runs a meta query (post_id, meta_key, meta_value by meta_id).
func (db *DB) fetchMeta(ctx context.Context, q string, args []any) ([]wp.PostMeta, error) {
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: post meta: %w", err))
	}
	defer r.Close()
	var out []wp.PostMeta
	for r.Next() {
		var m wp.PostMeta
		if err := r.Scan(&m.PostID, &m.Key, &m.Value); err != nil {
			return nil, unavailable(fmt.Errorf("wp: post meta: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, m)
	}
	return out, unavailable(r.Err())
}

func dedupe(ids []int64) []int64 {
	seen := make(map[int64]bool, len(ids))
	out := ids[:0:0]
	for _, id := range ids {
		if id != 0 && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// PostsByID loads posts (with content and meta) by ID, in ID order, and
// prepares their links. Used for the parts of multi-part posts.
func (db *DB) PostsByID(ctx context.Context, ids []int64, links *wp.LinkCache) ([]wp.Post, wp.LinkData, error) {
	if len(ids) == 0 {
		return nil, links.Data(), nil
	}
	q, args, err := sqlxIn(db.expand(`SELECT `+postColumns+`, p.post_content
		FROM {posts} p WHERE p.ID IN (?) ORDER BY p.ID`), ids)
	if err != nil {
		return nil, nil, err
	}
	r, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
	}
	var out []wp.Post
	for r.Next() {
		var p wp.Post
		if err := r.Scan(&p.ID, &p.Type, &p.Status, &p.Name, &p.Parent, &p.Date, &p.Author,
			&p.DateGMT, &p.ModifiedGMT, &p.HasPassword, &p.Title, &p.Content); err != nil {
			r.Close()
			return nil, nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
		}
		db.rowsRead.Add(1)
		out = append(out, p)
	}
	r.Close()
	if err := r.Err(); err != nil {
		return nil, nil, unavailable(fmt.Errorf("wp: posts by id: %w", err))
	}
	if len(out) == 0 {
		return nil, links.Data(), nil
	}
	if err := db.loadPostMeta(ctx, out); err != nil {
		return nil, nil, err
	}
	d, err := links.Prepare(ctx, out)
	return out, d, err
}

// MaxModified returns MAX(post_modified_gmt) of a post type over the
// statuses publish and inherit (Yoast's get_last_modified_gmt).
func (db *DB) MaxModified(ctx context.Context, postType string) (string, error) {
	var m *string
	err := db.x.QueryRowContext(ctx, db.expand(
		`SELECT MAX(post_modified_gmt) FROM {posts} WHERE post_type = ? AND post_status IN ('publish','inherit')`),
		postType).Scan(&m)
	if err != nil {
		return "", unavailable(fmt.Errorf("wp: last modified of %s: %w", postType, err))
	}
	if m == nil {
		return "", nil
	}
	return *m, nil
}

// PostsWithMeta returns, per post that has rows of meta key, their
// values in meta_id order, through the meta_key index.
func (db *DB) PostsWithMeta(ctx context.Context, key string) (map[int64][]string, error) {
	r, err := db.x.QueryContext(ctx, db.expand(`SELECT post_id, meta_value FROM {postmeta} WHERE meta_key = ? ORDER BY post_id, meta_id`), key)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: posts with %s: %w", key, err))
	}
	defer r.Close()
	out := map[int64][]string{}
	for r.Next() {
		var id int64
		var v sql.NullString
		if err := r.Scan(&id, &v); err != nil {
			return nil, unavailable(fmt.Errorf("wp: posts with %s: %w", key, err))
		}
		db.rowsRead.Add(1)
		out[id] = append(out[id], v.String)
	}
	return out, unavailable(r.Err())
}
