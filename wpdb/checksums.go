package wpdb

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Bucket is the width, in IDs, of the checksum buckets: a change anywhere
// in a bucket makes the whole bucket be examined again. The checksum
// queries group by ID DIV Bucket (sumSpec.sql's {bucket}).
const Bucket = 512

// A sumKind is one of the Poller's bucketed checksums (BIT_XOR of CRC32
// grouped by ID DIV Bucket) over a covering index; sumSpecs says what
// each reads and how often it may run.
type sumKind uint8

const (
	sumPostsTSD      sumKind = iota // type, status, date: unpublish, delete, trash
	sumPostsParent                  // post_parent
	sumPostsAuthor                  // post_author
	sumPostsRows                    // slug, password, dates, title: in-place edits
	sumMetaList                     // the post meta rows that decide a listing
	sumMetaImages                   // the post meta rows of images and categories
	sumRelationships                // term_relationships
	sumTranslations                 // WPML's icl_translations, by trid
	numSumKinds
)

// A sumSpec is what one kind of checksum reads and its pace.
type sumSpec struct {
	name  string // in errors and in the state's sums
	table string // the tracked table it reads: it runs when that moved
	// pace is how many times its last duration must pass before it runs
	// again while its table keeps moving: a checksum then takes at most
	// 1/pace of one core of MariaDB, however often the table is written,
	// and a change it alone can find shows within pace times its cost.
	// What new rows reveal (new posts, revisions, new meta rows of the
	// keys that matter) is never paced.
	pace int
	// savePace, when set, is the pace within saveWindow of a wp_posts
	// write: a meta write that is part of a post save.
	savePace int
	// sql is the query, with {bucket} and table placeholders; when keys is
	// set, its IN (?) takes them.
	sql  string
	keys func(w *wp.Watched) []string
	// perType: the query returns (post_type, bucket, sum) and the sums
	// are kept per type ("posts_tsd/post"), so that WatchPostTypes can
	// narrow it to fewer types and keep their baselines; sqlOf is the
	// query narrowed to the types of its IN (?).
	perType bool
	sqlOf   string
}

// sumSpecs, by kind. The paces:
//
//   - posts_tsd (unpublish, delete, trash), and meta_list within
//     saveWindow of a post write (a post save that also wrote its noindex
//     or canonical): 4, at most a quarter of a core;
//   - posts_parent, posts_author, relationships: 20 (WordPress changes
//     them with a post save, whose revision or status already shows);
//   - posts_rows, the columns no index covers (slug, password, dates,
//     title: an edit without revision, a plugin, SQL), over the whole
//     clustered index: 30, so that such an edit shows within 30 times
//     its cost whatever else was written in the same second (UPDATE_TIME
//     cannot tell two writes of one second apart);
//   - meta_list without a post write, which is what WordPress's editor
//     does every 15 s while a post is open (_edit_lock): 100, one per cent
//     of a core, so an in-place update of a noindex or canonical row by
//     direct SQL shows within 100 times the checksum's cost;
//   - meta_images (featured image, primary category, attached file of
//     half the posts): 100.
var sumSpecs = [numSumKinds]sumSpec{
	sumPostsTSD: {name: "posts_tsd", table: "posts", pace: 4, perType: true,
		sql: `SELECT post_type, ID DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', ID, post_status, post_date)))
			FROM {posts} FORCE INDEX (type_status_date) GROUP BY 1, 2`,
		sqlOf: `SELECT post_type, ID DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', ID, post_status, post_date)))
			FROM {posts} FORCE INDEX (type_status_date) WHERE post_type IN (?) GROUP BY 1, 2`},
	sumPostsParent: {name: "posts_parent", table: "posts", pace: 20,
		sql: `SELECT ID DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', ID, post_parent)))
			FROM {posts} FORCE INDEX (post_parent) GROUP BY 1`},
	sumPostsAuthor: {name: "posts_author", table: "posts", pace: 20,
		sql: `SELECT ID DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', ID, post_author)))
			FROM {posts} FORCE INDEX (post_author) GROUP BY 1`},
	sumPostsRows: {name: "posts_rows", table: "posts", pace: 30,
		sql: `SELECT ID DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', ID, post_name, post_password, post_modified_gmt, post_date_gmt, post_title)))
			FROM {posts} FORCE INDEX (PRIMARY) GROUP BY 1`},
	sumMetaList: {name: "meta_list", table: "postmeta", pace: 100, savePace: 4, sql: sumPostMetaSQL,
		keys: func(w *wp.Watched) []string { return w.ListKeys }},
	sumMetaImages: {name: "meta_images", table: "postmeta", pace: 100, sql: sumPostMetaScanSQL,
		keys: func(w *wp.Watched) []string { return w.ImageKeys }},
	sumRelationships: {name: "relationships", table: "term_relationships", pace: 20,
		sql: `SELECT object_id DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', object_id, term_taxonomy_id)))
			FROM {term_relationships} FORCE INDEX (PRIMARY) GROUP BY 1`},
	// Its buckets are of trids, not post IDs: Poller.translations reads
	// the rows of the buckets that moved.
	sumTranslations: {name: "translations", table: "icl_translations", pace: 20,
		sql: `SELECT trid DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', translation_id, element_type, IFNULL(element_id, 0), trid, language_code)))
			FROM {icl_translations} GROUP BY 1`},
}

// sumPostMetaSQL sums the rows of a few keys through the meta_key index:
// the listing keys (noindex, canonical, old slugs), which few posts have.
const sumPostMetaSQL = `SELECT post_id DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', meta_id, post_id, meta_key, meta_value)))
	FROM {postmeta} FORCE INDEX (meta_key) WHERE meta_key IN (?) GROUP BY 1`

// sumPostMetaScanSQL sums the rows of keys that a large share of the
// rows have (the image keys: a featured image on half the posts, a file
// on every attachment; a quarter of wp_postmeta at a million posts) in
// one scan of the table in its own order. Through the meta_key index each
// row is a lookup in the table (meta_value is not in the index): at a
// million posts, 2.5 million lookups took 45 s with a 128 MB buffer pool,
// the scan 7.4 s, for the same sums.
const sumPostMetaScanSQL = `SELECT post_id DIV {bucket}, BIT_XOR(CRC32(CONCAT_WS('|', meta_id, post_id, meta_key, meta_value)))
	FROM {postmeta} FORCE INDEX (PRIMARY) WHERE meta_key IN (?) GROUP BY 1`

func (k sumKind) spec() *sumSpec { return &sumSpecs[k] }

func (k sumKind) String() string { return sumSpecs[k].name }

// sumKindNamed returns the kind of that name.
func sumKindNamed(name string) (sumKind, bool) {
	for k := range numSumKinds {
		if k.String() == name {
			return k, true
		}
	}
	return 0, false
}

// sumQueries returns, by kind, the checksum queries and their narrowed
// variants with the prefix and Bucket baked in (buildQueries).
func sumQueries(prefix, base string) (sql, sqlOf [numSumKinds]string) {
	bucket := strconv.Itoa(Bucket)
	for k, s := range sumSpecs {
		sql[k] = expandSite(prefix, base, strings.ReplaceAll(s.sql, "{bucket}", bucket))
		if s.sqlOf != "" {
			sqlOf[k] = expandSite(prefix, base, strings.ReplaceAll(s.sqlOf, "{bucket}", bucket))
		}
	}
	return sql, sqlOf
}

// saveWindow is how close a post meta write must follow a wp_posts write
// to count as part of the same post save.
const saveWindow = 5 * time.Second

// sumKey names one set of bucket sums: a kind's, or, for a perType kind,
// one post type's.
type sumKey struct {
	kind     sumKind
	postType string
}

func (k sumKey) String() string {
	if k.postType == "" {
		return k.kind.String()
	}
	return k.kind.String() + "/" + k.postType
}

// parseSumKey reads a sumKey's String.
func parseSumKey(s string) (sumKey, bool) {
	name, typ, _ := strings.Cut(s, "/")
	k, ok := sumKindNamed(name)
	return sumKey{k, typ}, ok && (typ != "") == k.spec().perType
}

// checksums runs the bucketed checksums of kinds, each on its own
// connection (they are independent index scans), and returns the buckets
// that differ from the previous run as ID ranges. One run too soon for
// its cost is skipped and owed.
func (p *Poller) checksums(ctx context.Context, kinds ...sumKind) ([]wp.IDRange, error) {
	now := p.now()
	type result struct {
		kind sumKind
		sums map[sumKey]map[int64]uint32
		took time.Duration
		err  error
	}
	var run []sumKind
	for _, k := range kinds {
		pace := p.pace[k]
		if sp := p.savePace[k]; sp > 0 && now.Sub(p.postsMoved) <= saveWindow {
			pace = sp
		}
		if last, had := p.last[k]; had && now.Sub(last) < time.Duration(pace)*p.cost[k] {
			p.owed[k] = true // too soon for its cost
			continue
		}
		run = append(run, k)
	}
	results := make([]result, len(run))
	var wg sync.WaitGroup
	for i, k := range run {
		if p.serial { // one connection: one query at a time
			start := time.Now()
			s, err := p.bucketSums(ctx, k)
			results[i] = result{k, s, time.Since(start), err}
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			s, err := p.bucketSums(ctx, k)
			results[i] = result{k, s, time.Since(start), err}
		}()
	}
	wg.Wait()
	var out []wp.IDRange
	for _, res := range results {
		if res.err != nil {
			return nil, res.err
		}
		for key, sums := range res.sums {
			if old, had := p.sums[key]; had {
				out = append(out, diffBuckets(old, sums)...)
			}
			p.sums[key] = sums
		}
		p.last[res.kind] = now
		p.cost[res.kind] = res.took
		delete(p.owed, res.kind)
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

// bucketSums runs one checksum.
func (p *Poller) bucketSums(ctx context.Context, kind sumKind) (map[sumKey]map[int64]uint32, error) {
	spec := kind.spec()
	q := p.db.q.sums[kind]
	var args []any
	var types []string // perType: the types summed (nil: those found)
	var err error
	switch {
	case spec.keys != nil:
		q, args, err = sqlxIn(q, spec.keys(&p.watch))
	case spec.perType && len(p.postTypes) > 0:
		types = p.postTypes
		q, args, err = sqlxIn(p.db.q.sumsOf[kind], types)
	case spec.perType:
		for key := range p.sums {
			if key.kind == kind {
				types = append(types, key.postType) // a type whose rows all went sums to nothing
			}
		}
	}
	if err != nil {
		return nil, err
	}
	r, err := p.q.QueryContext(ctx, p.db.bounded(ctx, q), args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: checksum %s: %w", kind, err))
	}
	defer r.Close()
	out := map[sumKey]map[int64]uint32{}
	if spec.perType {
		for _, typ := range types {
			out[sumKey{kind, typ}] = map[int64]uint32{}
		}
	} else {
		out[sumKey{kind: kind}] = map[int64]uint32{}
	}
	for r.Next() {
		var b int64
		var v uint32
		key := sumKey{kind: kind}
		if spec.perType {
			err = r.Scan(&key.postType, &b, &v)
			if out[key] == nil {
				out[key] = map[int64]uint32{}
			}
		} else {
			err = r.Scan(&b, &v)
		}
		if err != nil {
			return nil, unavailable(fmt.Errorf("wp: checksum %s: %w", kind, err))
		}
		out[key][b] = v
	}
	return out, unavailable(r.Err())
}
