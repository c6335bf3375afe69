package wpdb

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Tracker finds what changed in the tables the sitemaps depend on, at a
// cost that does not grow with the site while nothing changes, and never
// reads a row of wp_posts content (see Poll). It is not safe for
// concurrent use; Clone gives an independent copy.
type Tracker struct {
	db *DB
	// explained is the posts table's UPDATE_TIME when a change in it was
	// last found (Changes.Unexplained).
	explained string
	// listKeys and imageKeys are the post meta keys whose rows (inserted,
	// updated in place or deleted) make their post change. Writes of other
	// keys (_edit_lock, _edit_last, Yoast's scores) are ignored.
	listKeys, imageKeys []string
	// last and cost are, per checksum, when it last ran and how long it
	// took: a checksum runs again at most once per Pace times its cost.
	last      map[string]time.Time
	cost      map[string]time.Duration
	now       func() time.Time
	postTypes []string // the post types whose rows posts_tsd sums; nil: all
	// postsMoved is when wp_posts last moved: a post meta write within
	// saveWindow of it is part of a post save (paced as a prompt check),
	// one without (the editor's _edit_lock heartbeat) as a slow one.
	postsMoved time.Time
	sums       map[string]map[int64]uint32
	hashes     map[string]string
	updated    map[string]string // table → UPDATE_TIME at the previous poll
	settling   map[string]bool   // table written less than two seconds before the previous poll
	maxPost    int64
	maxMeta    int64
	maxUmeta   int64
	maxUser    int64
	maxTT      int64
	pendingSum map[string]bool // checksums skipped for cost, owed at the next chance
	ready      bool
	// feed, when set, is the binary log the tracker follows instead of
	// polling (Follow); cursor is the last record taken from it and
	// feedPos the log position up to which it was read (for the state
	// file). following is false until the first poll attached.
	feed      *Feed
	cursor    uint64
	feedPos   string
	following bool
	// logf reports the fall-back from the feed to polling.
	logf func(msg string, args ...any)
}

// Bucket is the width, in IDs, of the checksum buckets: a change anywhere
// in a bucket makes the whole bucket be examined again.
const Bucket = 512

// NewTracker returns a Tracker of db. extraMetaKeys are post meta keys that
// other sitemaps (video, news) read, added to ListingMetaKeys.
func NewTracker(db *DB, extraMetaKeys ...string) *Tracker {
	keys := append(append([]string(nil), wp.ListingMetaKeys...), extraMetaKeys...)
	return &Tracker{db: db, listKeys: keys, imageKeys: wp.ImageMetaKeys, now: time.Now,
		last: map[string]time.Time{}, cost: map[string]time.Duration{},
		sums: map[string]map[int64]uint32{}, hashes: map[string]string{},
		updated: map[string]string{}, settling: map[string]bool{}, pendingSum: map[string]bool{}}
}

// NewChangeSource returns a Tracker of db that polls tables, with now as
// its clock (catalog.Store).
func (db *DB) NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource {
	t := NewTracker(db, metaKeys...)
	t.SetClock(now)
	return t
}

// FollowFeed returns a factory of Trackers of db that follow feed (for
// catalog.Options.Changes); logf (nil: none) is told when one falls back
// to polling.
func FollowFeed(db *DB, feed *Feed, logf func(msg string, args ...any)) func(metaKeys []string, now func() time.Time) wp.ChangeSource {
	return func(metaKeys []string, now func() time.Time) wp.ChangeSource {
		t := NewTracker(db, metaKeys...)
		t.SetClock(now)
		t.Follow(feed, logf)
		return t
	}
}

// Follow makes the tracker take its changes from f, the server's binary
// log, instead of polling tables: every write is found, in-place updates
// included, within milliseconds of its commit, and nothing is read while
// nothing is written. When the feed breaks (a purged log, a stream down
// for long), the next Poll falls back to polling with a new baseline and
// reports Options (everything must be read again). logf (nil: none) is
// told when that happens.
func (t *Tracker) Follow(f *Feed, logf func(msg string, args ...any)) {
	t.feed, t.logf = f, logf
}

// Following reports whether changes come from a binary log feed.
func (t *Tracker) Following() bool { return t.feed != nil }

// pollFeed takes what the feed found since the last poll. ok is false
// when the feed cannot tell (a gap): the caller polls instead.
func (t *Tracker) pollFeed(ctx context.Context) (wp.Changes, bool) {
	fail := func(err error) (wp.Changes, bool) {
		if t.logf != nil {
			t.logf("binary log feed not usable; polling tables instead", "err", err)
		}
		t.feed, t.following, t.ready = nil, false, false
		return wp.Changes{}, false
	}
	if !t.following {
		if t.ready && t.feedPos != "" {
			// Restored from a state file: replay the log from where it
			// was read up to.
			if t.feed.Started() {
				return fail(errors.New("the feed already runs from another position"))
			}
			if err := t.feed.Start(ctx, t.feedPos); err != nil {
				return fail(err)
			}
			t.cursor, t.following = 0, true
		} else {
			// A new baseline: everything is read once, and what the feed
			// finds from now on is applied to it.
			if !t.feed.Started() {
				if err := t.feed.Start(ctx, ""); err != nil {
					return fail(err)
				}
			}
			t.cursor, t.feedPos = t.feed.Cursor()
			t.following, t.ready = true, true
			t.sums, t.hashes = map[string]map[int64]uint32{}, map[string]string{}
			return wp.Changes{Everything: true}, true
		}
	}
	ch, cur, pos, err := t.feed.Since(t.cursor)
	if err != nil {
		return fail(err)
	}
	t.cursor, t.feedPos = cur, pos
	return ch, true
}

// SetClock replaces time.Now (tests).
func (t *Tracker) SetClock(now func() time.Time) { t.now = now }

// WatchPostTypes restricts the checksum of post types, statuses and dates
// to the rows of types (those that get a sitemap, and attachment when
// attachments are listed): a row that enters or leaves them still changes
// the sum, while the millions of attachments and revisions of a large site
// are not read. nil: every row. The sums are kept per type, so a type
// watched before keeps its baseline; one not watched before has none until
// its first sum (the caller rebuilds when the listed types change anyway).
func (t *Tracker) WatchPostTypes(types []string) {
	types = slices.Sorted(slices.Values(types))
	if slices.Equal(types, t.postTypes) {
		return
	}
	t.postTypes = types
}

// Clone returns an independent copy (the state before a full rebuild, so
// that what changes while it reads is found afterwards).
func (t *Tracker) Clone() wp.ChangeSource { return t.clone() }

func (t *Tracker) clone() *Tracker {
	c := *t
	c.last = cloneMap(t.last)
	c.cost = cloneMap(t.cost)
	c.hashes = cloneMap(t.hashes)
	c.updated = cloneMap(t.updated)
	c.settling = cloneMap(t.settling)
	c.pendingSum = cloneMap(t.pendingSum)
	c.sums = make(map[string]map[int64]uint32, len(t.sums))
	for k, v := range t.sums {
		c.sums[k] = v // never modified in place: Poll replaces whole maps
	}
	return &c
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// tracked tables, by their name without prefix.
var trackedTables = []string{"posts", "postmeta", "terms", "term_taxonomy", "term_relationships", "options", "users", "usermeta"}

// Poll finds what changed since the previous call; the first call only
// takes the baseline and reports Options (everything). In two tiers:
//
//  1. Every call: one query of information_schema UPDATE_TIME for the eight
//     tables and the largest primary key of the big ones (index ends). A
//     table whose UPDATE_TIME and key did not move costs nothing more.
//     UPDATE_TIME has a one-second resolution, so a table written within two
//     seconds of a poll is examined again at the next one.
//  2. For a table that moved: wp_posts rows above the last known ID (new
//     posts, revisions and attachments, whose parents are examined too), and
//     bucketed checksums (BIT_XOR of CRC32 grouped by ID DIV Bucket) over the
//     covering indexes type_status_date, post_parent and post_author, which
//     find deletes and changes of type, status, date, parent and author;
//     wp_postmeta rows above the last meta_id of the keys that matter, and a
//     bucketed checksum of those keys' rows (in-place updates and deletes);
//     term_relationships by a checksum of its primary key per post bucket;
//     terms, term_taxonomy, users and the user meta that matters through
//     one checksum each (small tables); the options the sitemaps read
//     through a hash of their values.
//
// Each checksum runs at most once per Pace times its last duration; one
// skipped is owed and runs at the first poll allowed, whether or not its
// table moved again.
func (t *Tracker) Poll(ctx context.Context) (wp.Changes, error) {
	if t.feed != nil {
		if ch, ok := t.pollFeed(ctx); ok {
			return ch, nil
		}
	}
	conn, err := t.db.x.Conn(ctx)
	if err != nil {
		return wp.Changes{}, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	defer conn.Close()
	// MySQL 8 caches UPDATE_TIME for a day by default; MariaDB refuses
	// the variable, harmlessly.
	_, _ = conn.ExecContext(ctx, "SET SESSION information_schema_stats_expiry = 0")
	tier1, err := t.tier1(ctx, conn)
	if err != nil {
		return wp.Changes{}, err
	}
	moved := map[string]bool{}
	for _, tbl := range trackedTables {
		if !t.ready || tier1.updated[tbl] != t.updated[tbl] || t.settling[tbl] {
			moved[tbl] = true
		}
		t.settling[tbl] = settling(tier1.updated[tbl], tier1.now)
	}
	if tier1.maxPost != t.maxPost {
		moved["posts"] = true
	}
	if tier1.maxMeta != t.maxMeta {
		moved["postmeta"] = true
	}
	if tier1.maxUmeta != t.maxUmeta {
		moved["usermeta"] = true
	}
	if tier1.maxUser != t.maxUser {
		moved["users"] = true
	}
	if tier1.maxTT != t.maxTT {
		moved["term_taxonomy"] = true
	}
	for k := range t.pendingSum {
		moved[sumTable[k]] = true
	}
	if t.ready && (tier1.updated["posts"] != t.updated["posts"] || tier1.maxPost != t.maxPost) {
		t.postsMoved = t.now()
	}
	var ch wp.Changes
	var ranges []wp.IDRange
	if moved["posts"] {
		r, err := t.newPosts(ctx, tier1.maxPost)
		if err != nil {
			return wp.Changes{}, err
		}
		ranges = append(ranges, r...)
		r, err = t.checksums(ctx, "posts_tsd", "posts_parent", "posts_author")
		if err != nil {
			return wp.Changes{}, err
		}
		ranges = append(ranges, r...)
		// UPDATE_TIME has a one-second resolution: a poll that finds
		// nothing in the second a change was explained in is the settling
		// look again, not a new write (a write in that same second is
		// missed: a limit of the clock).
		// A checksum skipped for its cost may yet explain the write: it is
		// decided when the checksum has run.
		owed := t.pendingSum["posts_tsd"] || t.pendingSum["posts_parent"] || t.pendingSum["posts_author"]
		if len(ranges) > 0 || !t.ready {
			t.explained = tier1.updated["posts"]
		} else if tier1.updated["posts"] != t.explained && !owed {
			ch.Unexplained = true
			t.explained = tier1.updated["posts"]
		}
	}
	if moved["postmeta"] {
		r, err := t.newMeta(ctx, tier1.maxMeta)
		if err != nil {
			return wp.Changes{}, err
		}
		ranges = append(ranges, r...)
		r, err = t.checksums(ctx, "meta_list", "meta_images")
		if err != nil {
			return wp.Changes{}, err
		}
		ranges = append(ranges, r...)
	}
	if moved["term_relationships"] {
		r, err := t.checksums(ctx, "relationships")
		if err != nil {
			return wp.Changes{}, err
		}
		ranges = append(ranges, r...)
	}
	hashed := func(kind string, into *bool) error {
		changed, err := t.hash(ctx, kind)
		if changed {
			*into = true
		}
		return err
	}
	if moved["terms"] || moved["term_taxonomy"] {
		if err := hashed("terms", &ch.Terms); err != nil {
			return wp.Changes{}, err
		}
	}
	if moved["users"] || moved["usermeta"] {
		if err := hashed("authors", &ch.Authors); err != nil {
			return wp.Changes{}, err
		}
	}
	if moved["options"] {
		if err := hashed("options", &ch.Everything); err != nil {
			return wp.Changes{}, err
		}
	}
	t.updated = tier1.updated
	t.maxPost, t.maxMeta, t.maxUmeta, t.maxUser, t.maxTT = tier1.maxPost, tier1.maxMeta, tier1.maxUmeta, tier1.maxUser, tier1.maxTT
	if !t.ready {
		t.ready = true
		return wp.Changes{Everything: true}, nil
	}
	ch.Posts = wp.MergeRanges(ranges)
	return ch, nil
}

type tier1 struct {
	updated                                    map[string]string
	now                                        string
	maxPost, maxMeta, maxUmeta, maxUser, maxTT int64
}

func (t *Tracker) tier1(ctx context.Context, conn *sql.Conn) (tier1, error) {
	out := tier1{updated: map[string]string{}}
	r, err := conn.QueryContext(ctx, t.db.q.updateTimes)
	if err != nil {
		return out, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	for r.Next() {
		var name string
		var upd *string
		if err := r.Scan(&name, &upd); err != nil {
			r.Close()
			return out, unavailable(fmt.Errorf("wp: poll changes: %w", err))
		}
		if upd != nil {
			out.updated[strings.TrimPrefix(name, t.db.prefix)] = *upd
		}
	}
	r.Close()
	if err := r.Err(); err != nil {
		return out, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	err = conn.QueryRowContext(ctx, t.db.q.maxKeys).Scan(&out.maxPost, &out.maxMeta, &out.maxUmeta, &out.maxUser, &out.maxTT, &out.now)
	if err != nil {
		return out, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	return out, nil
}

// newPosts returns the rows above the last known ID, and their parents
// (a revision or an attachment says its parent was edited).
func (t *Tracker) newPosts(ctx context.Context, max int64) ([]wp.IDRange, error) {
	if !t.ready || max <= t.maxPost {
		return nil, nil
	}
	r, err := t.db.x.QueryContext(ctx, t.db.q.newPosts, t.maxPost)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: new posts: %w", err))
	}
	defer r.Close()
	var out []wp.IDRange
	for r.Next() {
		var id, parent int64
		if err := r.Scan(&id, &parent); err != nil {
			return nil, unavailable(fmt.Errorf("wp: new posts: %w", err))
		}
		out = append(out, wp.IDRange{Lo: id, Hi: id})
		if parent > 0 {
			out = append(out, wp.IDRange{Lo: parent, Hi: parent})
		}
	}
	return out, unavailable(r.Err())
}

// newMeta returns the posts of meta rows above the last known meta_id whose
// key matters.
func (t *Tracker) newMeta(ctx context.Context, max int64) ([]wp.IDRange, error) {
	if !t.ready || max <= t.maxMeta {
		return nil, nil
	}
	q, args, err := sqlxIn(t.db.q.newMeta, t.maxMeta, append(append([]string(nil), t.listKeys...), t.imageKeys...))
	if err != nil {
		return nil, err
	}
	r, err := t.db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: new post meta: %w", err))
	}
	defer r.Close()
	var out []wp.IDRange
	for r.Next() {
		var id int64
		if err := r.Scan(&id); err != nil {
			return nil, unavailable(fmt.Errorf("wp: new post meta: %w", err))
		}
		out = append(out, wp.IDRange{Lo: id, Hi: id})
	}
	return out, unavailable(r.Err())
}

// sumTable is the table each checksum reads.
var sumTable = map[string]string{
	"posts_tsd": "posts", "posts_parent": "posts", "posts_author": "posts",
	"meta_list": "postmeta", "meta_images": "postmeta", "relationships": "term_relationships",
}

// Pace is, per checksum, how many times its last duration must pass before
// it runs again while its table keeps moving: a checksum then takes at most
// 1/Pace of one core of MariaDB, however often the table is written, and a
// change it alone can find shows within Pace times its cost. What new rows
// reveal (new posts, revisions, new meta rows of the keys that matter) is
// never paced.
//
//   - posts_tsd (type, status, date: unpublish, delete, trash) and
//     meta_list when wp_posts moved within saveWindow (a post save that
//     also wrote its noindex or canonical): 4, at most a quarter of a core;
//   - posts_parent, posts_author, relationships: 20 (WordPress changes
//     them with a post save, whose revision or status already shows);
//   - meta_list without a post write, which is what WordPress's editor
//     does every 15 s while a post is open (_edit_lock): 100, one per cent
//     of a core, so an in-place update of a noindex or canonical row by
//     direct SQL shows within 100 times the checksum's cost;
//   - meta_images (featured image, primary category, attached file of
//     half the posts): 100.
var Pace = map[string]int{"posts_tsd": 4, "meta_list_save": 4, "posts_parent": 20, "posts_author": 20,
	"relationships": 20, "meta_list": 100, "meta_images": 100}

// saveWindow is how close a post meta write must follow a wp_posts write
// to count as part of the same post save.
const saveWindow = 5 * time.Second

// checksums runs the named bucketed checksums, each on its own connection
// (they are independent index scans), and returns the buckets that differ
// from the previous run as ID ranges.
func (t *Tracker) checksums(ctx context.Context, kinds ...string) ([]wp.IDRange, error) {
	now := t.now()
	type result struct {
		kind string
		sums map[string]map[int64]uint32
		took time.Duration
		err  error
	}
	var run []string
	for _, k := range kinds {
		pace := Pace[k]
		if k == "meta_list" && now.Sub(t.postsMoved) <= saveWindow {
			pace = Pace["meta_list_save"]
		}
		if _, had := t.last[k]; had && now.Sub(t.last[k]) < time.Duration(pace)*t.cost[k] {
			t.pendingSum[k] = true // too soon for its cost: owed
			continue
		}
		run = append(run, k)
	}
	results := make([]result, len(run))
	var wg sync.WaitGroup
	for i, k := range run {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			s, err := t.bucketSums(ctx, k)
			results[i] = result{k, s, time.Since(start), err}
		}()
	}
	wg.Wait()
	var out []wp.IDRange
	for _, res := range results {
		if res.err != nil {
			return nil, res.err
		}
		for name, sums := range res.sums {
			old, had := t.sums[name]
			if had {
				out = append(out, diffBuckets(old, sums)...)
			}
			t.sums[name] = sums
		}
		t.last[res.kind] = now
		t.cost[res.kind] = res.took
		delete(t.pendingSum, res.kind)
	}
	return out, nil
}

// diffBuckets returns the ranges of the buckets whose sums differ.
func diffBuckets(old, sums map[int64]uint32) []wp.IDRange {
	var out []wp.IDRange
	for b, v := range sums {
		if o, ok := old[b]; !ok || o != v {
			out = append(out, wp.IDRange{Lo: b * Bucket, Hi: b*Bucket + Bucket - 1})
		}
	}
	for b := range old {
		if _, ok := sums[b]; !ok {
			out = append(out, wp.IDRange{Lo: b * Bucket, Hi: b*Bucket + Bucket - 1})
		}
	}
	return out
}

// bucketSums runs one checksum. It returns its sums under its kind, except
// posts_tsd, summed per post type ("posts_tsd/post", ...) so that
// WatchPostTypes can narrow it to fewer types and keep their baselines.
func (t *Tracker) bucketSums(ctx context.Context, kind string) (map[string]map[int64]uint32, error) {
	var q string
	var args []any
	var types []string // posts_tsd: the types summed (nil: those found)
	switch kind {
	case "posts_tsd":
		q = t.db.q.sumPostsTSD
		if len(t.postTypes) > 0 {
			types = t.postTypes
			var err error
			if q, args, err = sqlxIn(t.db.q.sumPostsTSDOf, types); err != nil {
				return nil, err
			}
		} else {
			for name := range t.sums {
				if typ, ok := strings.CutPrefix(name, "posts_tsd/"); ok {
					types = append(types, typ) // a type whose rows all went sums to nothing
				}
			}
		}
	case "posts_parent":
		q = t.db.q.sumPostsParent
	case "posts_author":
		q = t.db.q.sumPostsAuthor
	case "relationships":
		q = t.db.q.sumRelationships
	case "meta_list", "meta_images":
		keys := t.listKeys
		if kind == "meta_images" {
			keys = t.imageKeys
		}
		var err error
		if q, args, err = sqlxIn(t.db.q.sumPostMeta, keys); err != nil {
			return nil, err
		}
	}
	r, err := t.db.x.QueryContext(ctx, t.db.bounded(ctx, q), args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: checksum %s: %w", kind, err))
	}
	defer r.Close()
	out := map[string]map[int64]uint32{}
	if kind == "posts_tsd" {
		for _, typ := range types {
			out["posts_tsd/"+typ] = map[int64]uint32{}
		}
	} else {
		out[kind] = map[int64]uint32{}
	}
	for r.Next() {
		var b int64
		var v uint32
		name := kind
		if kind == "posts_tsd" {
			var typ string
			err = r.Scan(&typ, &b, &v)
			name += "/" + typ
			if out[name] == nil {
				out[name] = map[int64]uint32{}
			}
		} else {
			err = r.Scan(&b, &v)
		}
		if err != nil {
			return nil, unavailable(fmt.Errorf("wp: checksum %s: %w", kind, err))
		}
		out[name][b] = v
	}
	return out, unavailable(r.Err())
}

// hash reads one whole-table fingerprint and reports whether it changed.
func (t *Tracker) hash(ctx context.Context, kind string) (bool, error) {
	var q string
	var args []any
	var err error
	switch kind {
	case "terms":
		q = t.db.q.hashTerms
	case "authors":
		q, args = t.db.q.hashAuthors, []any{t.db.prefix + "capabilities", t.db.prefix + "user_level"}
	case "options":
		names := append(append([]string(nil), siteOptionNames...), t.db.prefix+"user_roles")
		if q, args, err = sqlxIn(t.db.q.hashOptions, names, names); err != nil {
			return false, err
		}
	}
	s, err := t.fingerprint(ctx, q, args)
	if err != nil {
		return false, fmt.Errorf("wp: fingerprint of %s: %w", kind, err)
	}
	old, had := t.hashes[kind]
	t.hashes[kind] = s
	return had && old != s, nil
}

// fingerprint hashes every row of every column the query returns (as
// strings); hashing here rather than with GROUP_CONCAT avoids its length
// limit.
func (t *Tracker) fingerprint(ctx context.Context, q string, args []any) (string, error) {
	r, err := t.db.x.QueryContext(ctx, t.db.bounded(ctx, q), args...)
	if err != nil {
		return "", unavailable(err)
	}
	defer r.Close()
	cols, err := r.Columns()
	if err != nil {
		return "", unavailable(err)
	}
	vals := make([]sql.NullString, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	h := fnv.New128a()
	for r.Next() {
		if err := r.Scan(ptrs...); err != nil {
			return "", unavailable(err)
		}
		for _, v := range vals {
			fmt.Fprintf(h, "%t%d:%s|", v.Valid, len(v.String), v.String)
		}
	}
	if err := r.Err(); err != nil {
		return "", unavailable(err)
	}
	return fmt.Sprintf("%x", h.Sum(nil)), nil
}

// ChildrenOf returns, in ID order, the posts whose parent is in one of
// ranges (sorted): child pages, whose links hold their parents' slugs, and,
// with attachments, attachments, listed through their parent. Revisions are
// left out. Through the post_parent index.
func (db *DB) ChildrenOf(ctx context.Context, ranges []wp.IDRange, attachments bool) ([]int64, error) {
	var conds []string
	var args []any
	for _, r := range ranges {
		if r.Hi < 1 {
			continue
		}
		conds = append(conds, "post_parent BETWEEN ? AND ?")
		args = append(args, max(r.Lo, 1), r.Hi)
	}
	if len(conds) == 0 {
		return nil, nil
	}
	q := expand(db.prefix, `SELECT ID FROM {posts} WHERE (`+strings.Join(conds, " OR ")+`) AND post_type <> 'revision'`)
	if !attachments {
		q += " AND post_type <> 'attachment'"
	}
	r, err := db.x.QueryContext(ctx, q+" ORDER BY ID", args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: children of posts: %w", err))
	}
	defer r.Close()
	var out []int64
	for r.Next() {
		var id int64
		if err := r.Scan(&id); err != nil {
			return nil, unavailable(fmt.Errorf("wp: children of posts: %w", err))
		}
		out = append(out, id)
	}
	return out, unavailable(r.Err())
}

// TrackerState is what a Tracker knows, to be kept across a restart (in
// the catalog's state file): the last table times and key ends, the
// checksums and fingerprints. A Tracker restored from it finds, at its
// next poll, what changed while the process was stopped.
type TrackerState struct {
	ListKeys  []string
	PostTypes []string
	Sums      map[string]map[int64]uint32
	Hashes    map[string]string
	Updated   map[string]string
	Settling  map[string]bool
	MaxPost   int64
	MaxMeta   int64
	MaxUmeta  int64
	MaxUser   int64
	MaxTT     int64
	// Binlog is the binary log position ("file:offset") up to which a
	// tracker that follows a feed had read; the polling fields are then
	// empty.
	Binlog string `json:",omitempty"`
}

// State returns the tracker's state (sharing its maps: the tracker
// replaces them, never modifies them in place, except Updated, copied).
func (t *Tracker) State() ([]byte, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(t.state()); err != nil {
		return nil, fmt.Errorf("wpdb: encode tracker state: %w", err)
	}
	return buf.Bytes(), nil
}

// Restore implements wp.ChangeSource: it takes back a state of State.
func (t *Tracker) Restore(state []byte) error {
	var st TrackerState
	if err := gob.NewDecoder(bytes.NewReader(state)).Decode(&st); err != nil {
		return fmt.Errorf("wpdb: decode tracker state: %w", err)
	}
	return t.restore(st)
}

// Wake implements wp.ChangeSource: a followed binary log reports each
// commit; a polling tracker has nothing to report.
func (t *Tracker) Wake() <-chan struct{} {
	if t.feed == nil {
		return nil
	}
	return t.feed.Wake()
}

// Describe implements wp.ChangeSource.
func (t *Tracker) Describe() string {
	if t.feed != nil {
		return "the binary log, as changes are committed"
	}
	return "polling tables"
}

func (t *Tracker) state() TrackerState {
	return TrackerState{ListKeys: t.listKeys, PostTypes: t.postTypes, Sums: cloneMap(t.sums), Hashes: cloneMap(t.hashes),
		Updated: cloneMap(t.updated), Settling: cloneMap(t.settling),
		MaxPost: t.maxPost, MaxMeta: t.maxMeta, MaxUmeta: t.maxUmeta, MaxUser: t.maxUser, MaxTT: t.maxTT,
		Binlog: map[bool]string{true: t.feedPos}[t.following]}
}

// Restore makes the tracker continue from st, as if it had polled when st
// was taken. It refuses a state taken with other meta keys. Every
// checksum is due at the next poll of its table.
func (t *Tracker) restore(st TrackerState) error {
	if !slices.Equal(st.ListKeys, t.listKeys) {
		return fmt.Errorf("wp: tracker state of other meta keys (%v, not %v)", st.ListKeys, t.listKeys)
	}
	if st.Binlog != "" {
		if t.feed == nil || t.feed.Started() {
			return errors.New("wp: tracker state follows a binary log, and this tracker does not (or no longer can)")
		}
		t.feedPos, t.ready = st.Binlog, true
		return nil
	}
	if t.feed != nil {
		return errors.New("wp: tracker state of polling, and this tracker follows the binary log")
	}
	if st.Sums == nil || st.Hashes == nil || st.Updated == nil {
		return errors.New("wp: tracker state incomplete")
	}
	t.postTypes = st.PostTypes
	t.sums, t.hashes, t.updated = cloneMap(st.Sums), cloneMap(st.Hashes), cloneMap(st.Updated)
	t.settling = cloneMap(st.Settling)
	if t.settling == nil {
		t.settling = map[string]bool{}
	}
	t.maxPost, t.maxMeta, t.maxUmeta, t.maxUser, t.maxTT = st.MaxPost, st.MaxMeta, st.MaxUmeta, st.MaxUser, st.MaxTT
	t.ready = true
	return nil
}
