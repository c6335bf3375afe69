package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/wpsitemap/wpsitemap/wp"
)

// Poller finds what changed in the tracked tables by reading them, at a
// cost that does not grow with the site while nothing changes, and never
// reads a row of wp_posts content (see Poll). It is the change source of
// a server without a usable binary log, and a Follower's fallback. It is
// not safe for concurrent use; Clone gives an independent copy.
type Poller struct {
	db    *DB
	watch wp.Watched
	now   func() time.Time
	// pace and savePace start as sumSpecs' (tests change them).
	pace, savePace [numSumKinds]int
	postTypes      []string // the post types whose rows posts_tsd sums; nil: all

	// explained is the posts table's UPDATE_TIME when a change in it was
	// last found (Changes.Unexplained); doubted, when that change was one
	// nobody could explain.
	explained, doubted string
	// last and cost are, per checksum, when it last ran and how long it
	// took: a checksum runs again at most once per pace times its cost.
	last map[sumKind]time.Time
	cost map[sumKind]time.Duration
	owed map[sumKind]bool // checksums skipped for cost, owed at the next chance
	// postsMoved is when wp_posts last moved: a post meta write within
	// saveWindow of it is part of a post save (savePace), one without
	// (the editor's _edit_lock heartbeat) is paced as a slow one.
	postsMoved time.Time
	sums       map[sumKey]map[int64]uint32 // never modified in place: replaced whole
	hashes     map[wp.RowMeaning]string    // fingerprints of terms, authors, options
	updated    map[string]string           // table → UPDATE_TIME at the previous poll
	settling   map[string]bool             // table written less than two seconds before the previous poll
	maxKey     map[string]int64            // table → its largest maxKey at the previous poll
	ready      bool                        // a baseline was taken (or is being taken: pending)
	// pending is the first poll's baseline while it is taken in the
	// background (beginBaseline); the next Poll or State waits for it.
	pending *baseline
	lost    error // why the last baseline could not be taken (none since)
	// q runs the queries of tier 2: the pool, or the connection of a
	// background baseline's snapshot, on which they run one at a time
	// (serial).
	q      querier
	serial bool
	// baselineHook, when set (by tests), runs in the background once a
	// baseline's snapshot has begun, before it reads.
	baselineHook func()
	deferMax     time.Duration // baselineDeferMax (tests change it)
}

// querier is what runs a query: the pool, or one connection.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// NewPoller returns a Poller of db. extraMetaKeys are post meta keys that
// other sitemaps (video, news) read, added to wp.ListingMetaKeys.
func NewPoller(db *DB, extraMetaKeys ...string) *Poller {
	p := &Poller{db: db, q: db.x, watch: db.watch(extraMetaKeys), now: time.Now,
		last: map[sumKind]time.Time{}, cost: map[sumKind]time.Duration{}, owed: map[sumKind]bool{},
		sums: map[sumKey]map[int64]uint32{}, hashes: map[wp.RowMeaning]string{},
		updated: map[string]string{}, settling: map[string]bool{}, maxKey: map[string]int64{},
		deferMax: baselineDeferMax}
	for k, s := range sumSpecs {
		p.pace[k], p.savePace[k] = s.pace, s.savePace
	}
	return p
}

// NewChangeSource returns a Poller of db with now as its clock (the
// catalog's default change source).
func (db *DB) NewChangeSource(metaKeys []string, now func() time.Time) wp.ChangeSource {
	p := NewPoller(db, metaKeys...)
	p.SetClock(now)
	return p
}

// SetClock replaces time.Now.
func (p *Poller) SetClock(now func() time.Time) { p.now = now }

// WatchPostTypes restricts the checksum of post types, statuses and dates
// to the rows of types (those that get a sitemap, and attachment when
// attachments are listed): a row that enters or leaves them still changes
// the sum, while the millions of attachments and revisions of a large site
// are not read. nil: every row. The sums are kept per type, so a type
// watched before keeps its baseline; one not watched before has none until
// its first sum (the caller rebuilds when the listed types change anyway).
func (p *Poller) WatchPostTypes(types []string) {
	p.postTypes = slices.Sorted(slices.Values(types))
}

// Clone returns an independent copy.
func (p *Poller) Clone() wp.ChangeSource { return p.clone() }

func (p *Poller) clone() *Poller {
	c := *p
	c.last, c.cost, c.owed = maps.Clone(p.last), maps.Clone(p.cost), maps.Clone(p.owed)
	c.sums = maps.Clone(p.sums) // the bucket maps are shared: replaced, never modified
	c.hashes, c.updated = maps.Clone(p.hashes), maps.Clone(p.updated)
	c.settling, c.maxKey = maps.Clone(p.settling), maps.Clone(p.maxKey)
	return &c
}

// Wake implements wp.ChangeSource: a Poller learns of changes only when
// polled.
func (p *Poller) Wake() <-chan struct{} { return nil }

// Describe implements wp.ChangeSource.
func (p *Poller) Describe() string { return "polling tables" }

// Poll finds what changed since the previous call; the first call only
// takes the baseline and reports Everything. In two tiers:
//
//  1. Every call: one query of information_schema UPDATE_TIME for the
//     tracked tables and the largest keys of the big ones (index ends). A
//     table whose UPDATE_TIME and key did not move costs nothing more.
//     UPDATE_TIME has a one-second resolution, so a table written within two
//     seconds of a poll is examined again at the next one.
//  2. For a table that moved: wp_posts rows above the last known ID (new
//     posts, revisions and attachments, whose parents are examined too), and
//     bucketed checksums (sumSpecs) over the covering indexes
//     type_status_date, post_parent and post_author, which find deletes and
//     changes of type, status, date, parent and author; wp_postmeta rows
//     above the last meta_id of the keys that matter, and a bucketed
//     checksum of those keys' rows (in-place updates and deletes);
//     term_relationships by a checksum of its primary key per post bucket;
//     terms, term_taxonomy, users and the user meta that matters through
//     one fingerprint each (small tables); the options the sitemaps read
//     through a fingerprint of their values; WPML's icl_translations by
//     a checksum per trid bucket, and its icl_languages (a dozen rows)
//     through a fingerprint of what the alternates read of them.
//
// Each checksum runs at most once per its pace times its last duration;
// one skipped is owed and runs at the first poll allowed, whether or not
// its table moved again.
func (p *Poller) Poll(ctx context.Context) (wp.Changes, error) {
	if err := p.settle(ctx); err != nil {
		return wp.Changes{}, err
	}
	if !p.ready {
		if ok, err := p.beginBaseline(ctx); err != nil || ok {
			return wp.Changes{Everything: true}, err
		}
	}
	t1, err := p.firstTier(ctx)
	if err != nil {
		return wp.Changes{}, err
	}
	return p.poll(ctx, t1)
}

// poll is Poll once tier 1 was read.
func (p *Poller) poll(ctx context.Context, t1 tier1) (wp.Changes, error) {
	moved := map[string]bool{}
	for _, tbl := range wp.TrackedTables {
		n := tbl.Name
		if !p.ready || t1.updated[n] != p.updated[n] || p.settling[n] || t1.maxKey[n] != p.maxKey[n] {
			moved[n] = true
		}
		p.settling[n] = settling(t1.updated[n], t1.now)
	}
	for k := range p.owed {
		moved[k.spec().table] = true
	}
	if p.ready && (t1.updated["posts"] != p.updated["posts"] || t1.maxKey["posts"] != p.maxKey["posts"]) {
		p.postsMoved = p.now()
	}
	var ch wp.Changes
	var ranges []wp.IDRange
	for _, tbl := range wp.TrackedTables {
		if !moved[tbl.Name] || tbl.Moves != wp.PostsMoved {
			continue
		}
		var r []wp.IDRange
		var err error
		switch tbl.Name {
		case "posts":
			r, err = p.newPosts(ctx, t1.maxKey["posts"])
		case "postmeta":
			r, err = p.newMeta(ctx, t1.maxKey["postmeta"])
		}
		if err != nil {
			return wp.Changes{}, err
		}
		var kinds []sumKind
		for k := range numSumKinds {
			if k.spec().table == tbl.Name {
				kinds = append(kinds, k)
			}
		}
		sums, err := p.checksums(ctx, kinds...)
		if err != nil {
			return wp.Changes{}, err
		}
		r = append(r, sums...)
		if tbl.Name == "posts" {
			p.explain(&ch, r, t1.updated["posts"], kinds)
		}
		ranges = append(ranges, r...)
	}
	if moved["icl_translations"] {
		r, err := p.translations(ctx, &ch)
		if err != nil {
			return wp.Changes{}, err
		}
		ranges = append(ranges, r...)
	}
	for _, m := range fingerprinted {
		if !slices.ContainsFunc(wp.TrackedTables, func(t wp.TrackedTable) bool { return t.Moves == m && moved[t.Name] }) {
			continue
		}
		changed, err := p.hash(ctx, m)
		if err != nil {
			return wp.Changes{}, err
		}
		if changed {
			m.Set(&ch)
		}
	}
	p.updated, p.maxKey = t1.updated, t1.maxKey
	if !p.ready {
		p.ready, p.lost = true, nil
		return wp.Changes{Everything: true}, nil
	}
	ch.Posts = wp.MergeRanges(ranges)
	return ch, nil
}

// explain sets ch.Unexplained when wp_posts was written (its UPDATE_TIME
// moved to updated) and found holds nothing. UPDATE_TIME has a one-second
// resolution: a poll that finds nothing in the second a change was
// explained in is the settling look again, not a new write (a write in
// that same second is missed: a limit of the clock). After a write nobody
// could explain, the looks while its second settles report it again: a
// second such write in that second (a retitle right after a rename, both
// without revision) is then read by the full read owed. A checksum of kinds
// skipped for its cost may yet explain the write: it is decided when the
// checksum has run.
func (p *Poller) explain(ch *wp.Changes, found []wp.IDRange, updated string, kinds []sumKind) {
	owed := slices.ContainsFunc(kinds, func(k sumKind) bool { return p.owed[k] })
	switch {
	case len(found) > 0 || !p.ready:
		p.explained = updated
	case updated == "":
		// The server no longer knows when wp_posts was last written:
		// MariaDB forgets it when the table leaves its definition cache
		// (a server with more tables than table_definition_cache: a
		// network, shared hosting), and only a write sets it again. The
		// checksums ran on the change; nothing says a write came.
	case updated != p.explained && !owed:
		ch.Unexplained = true
		p.explained, p.doubted = updated, updated
	case updated == p.doubted && p.settling["posts"]:
		// Another write may have come in the second of one nobody could
		// explain, and could not be told apart from it: while that second
		// settles, every look says so again (the full read it owes is one,
		// paced by the caller, that starts after it).
		ch.Unexplained = true
	}
}

// fingerprinted are the meanings whose tables the Poller fingerprints
// whole (small tables), in the order it reads them.
var fingerprinted = []wp.RowMeaning{wp.TermsMoved, wp.AuthorsMoved, wp.OptionsMoved, wp.LanguagesMoved}

type tier1 struct {
	updated map[string]string // table → UPDATE_TIME
	maxKey  map[string]int64  // table → largest maxKey
	now     string            // the server's clock
}

// firstTier reads tier1 on a connection of its own, given back before the
// checksums run: a poll holding one connection while its checksums wait
// for others would, with as many polls at once as the pool holds (the
// sites of a network), leave every poll waiting for ever.
func (p *Poller) firstTier(ctx context.Context) (tier1, error) {
	conn, err := p.db.x.Conn(ctx)
	if err != nil {
		return tier1{}, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	defer conn.Close()
	// MySQL 8 caches UPDATE_TIME for a day by default; MariaDB refuses
	// the variable, harmlessly.
	_, _ = conn.ExecContext(ctx, "SET SESSION information_schema_stats_expiry = 0")
	return p.tier1(ctx, conn)
}

func (p *Poller) tier1(ctx context.Context, conn *sql.Conn) (tier1, error) {
	out := tier1{updated: map[string]string{}, maxKey: map[string]int64{}}
	r, err := conn.QueryContext(ctx, p.db.q.updateTimes)
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
			out.updated[p.db.tableOf(name)] = *upd
		}
	}
	r.Close()
	if err := r.Err(); err != nil {
		return out, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	// One column per table of pollKeys, in wp.TrackedTables' order, then
	// the server's clock (buildQueries).
	var dest []any
	var keyed []string
	for _, t := range wp.TrackedTables {
		if pollKeys[t.Name] != "" {
			keyed = append(keyed, t.Name)
			dest = append(dest, new(int64))
		}
	}
	if err := conn.QueryRowContext(ctx, p.db.q.maxKeys).Scan(append(dest, &out.now)...); err != nil {
		return out, unavailable(fmt.Errorf("wp: poll changes: %w", err))
	}
	for i, name := range keyed {
		out.maxKey[name] = *dest[i].(*int64)
	}
	return out, nil
}

// newPosts returns the rows above the last known ID, and their parents
// (a revision or an attachment says its parent was edited).
func (p *Poller) newPosts(ctx context.Context, max int64) ([]wp.IDRange, error) {
	if !p.ready || max <= p.maxKey["posts"] {
		return nil, nil
	}
	r, err := p.q.QueryContext(ctx, p.db.q.newPosts, p.maxKey["posts"])
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
func (p *Poller) newMeta(ctx context.Context, max int64) ([]wp.IDRange, error) {
	if !p.ready || max <= p.maxKey["postmeta"] {
		return nil, nil
	}
	q, args, err := sqlxIn(p.db.q.newMeta, p.maxKey["postmeta"], slices.Concat(p.watch.ListKeys, p.watch.ImageKeys))
	if err != nil {
		return nil, err
	}
	r, err := p.q.QueryContext(ctx, q, args...)
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

// hash reads the fingerprint of the tables of meaning m and reports
// whether it changed.
func (p *Poller) hash(ctx context.Context, m wp.RowMeaning) (bool, error) {
	var q string
	var args []any
	var err error
	switch m {
	case wp.TermsMoved:
		q = p.db.q.hashTerms
	case wp.AuthorsMoved:
		q, args, err = sqlxIn(p.db.q.hashAuthors, p.watch.UserKeys)
	case wp.OptionsMoved:
		q, args, err = sqlxIn(p.db.q.hashOptions, p.watch.Options, p.watch.Options)
	case wp.LanguagesMoved:
		q = p.db.q.hashLanguages
	default:
		err = fmt.Errorf("wp: no fingerprint of %s", m)
	}
	if err != nil {
		return false, err
	}
	s, err := p.fingerprint(ctx, q, args)
	if m == wp.LanguagesMoved && isNoSuchTable(err) {
		s, err = "none", nil // a site without WPML's table: it may come
	}
	if err != nil {
		return false, fmt.Errorf("wp: fingerprint of %s: %w", m, err)
	}
	old, had := p.hashes[m]
	p.hashes[m] = s
	return had && old != s, nil
}

// fingerprint hashes every row of every column the query returns (as
// strings); hashing here rather than with GROUP_CONCAT avoids its length
// limit.
func (p *Poller) fingerprint(ctx context.Context, q string, args []any) (string, error) {
	r, err := p.q.QueryContext(ctx, p.db.bounded(ctx, q), args...)
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

// PollerState is what a Poller knows, kept across a restart (in the
// catalog's state file): the last table times and key ends, the checksums
// and fingerprints. A Poller restored from it finds, at its next poll,
// what changed while the process was stopped.
type PollerState struct {
	Kind      string // pollerKind
	MetaKeys  []string
	PostTypes []string
	// The checksums (each as its buckets and their sums in bucket order),
	// the fingerprints (by wp.RowMeaning.String), the tables' update times,
	// whether each was settling, and their key ends, each in name order:
	// the same state encodes to the same bytes (a fleet ships the state in
	// content-defined chunks; a map would encode in a new order every
	// time, and the whole state would ship for a one-post change).
	Ordered      bool // the lists below are written (else the maps after them)
	Buckets      []SavedSums
	Fingerprints []Named[string]
	Times        []Named[string]
	Settle       []Named[bool]
	Ends         []Named[int64]
	// How states written before the lists above kept the same: read,
	// never written. Sums is by sumKey.String, Hashes by
	// wp.RowMeaning.String.
	Sums     map[string]map[int64]uint32
	Hashes   map[string]string
	Updated  map[string]string
	Settling map[string]bool
	MaxKey   map[string]int64
}

// SavedSums is one checksum of a PollerState: Sums[i] is the sum of
// bucket Buckets[i].
type SavedSums struct {
	Name    string // sumKey.String
	Buckets []int64
	Sums    []uint32
}

// Named is one value of a PollerState's lists.
type Named[V any] struct {
	Name  string
	Value V
}

// named returns m as a list in name order.
func named[V any](m map[string]V) []Named[V] {
	l := make([]Named[V], 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		l = append(l, Named[V]{k, m[k]})
	}
	return l
}

// unnamed returns list as a map.
func unnamed[V any](list []Named[V]) map[string]V {
	m := make(map[string]V, len(list))
	for _, nv := range list {
		m[nv.Name] = nv.Value
	}
	return m
}

// State implements wp.ChangeSource.
// A state is that of a baseline taken: State waits for one being taken,
// and fails when it could not be.
func (p *Poller) State() ([]byte, error) {
	if err := p.settle(context.Background()); err != nil {
		return nil, err
	}
	if p.lost != nil {
		return nil, fmt.Errorf("wpdb: no baseline of the tables to save: %w", p.lost)
	}
	return encodeState(p.state())
}

func (p *Poller) state() PollerState {
	hashes := map[string]string{}
	for m, v := range p.hashes {
		hashes[m.String()] = v
	}
	st := PollerState{Kind: pollerKind, MetaKeys: p.watch.ListKeys, PostTypes: p.postTypes, Ordered: true,
		Fingerprints: named(hashes), Times: named(p.updated), Settle: named(p.settling), Ends: named(p.maxKey)}
	for k, v := range p.sums {
		saved := SavedSums{Name: k.String(), Buckets: slices.Sorted(maps.Keys(v))}
		saved.Sums = make([]uint32, len(saved.Buckets))
		for i, b := range saved.Buckets {
			saved.Sums[i] = v[b]
		}
		st.Buckets = append(st.Buckets, saved)
	}
	slices.SortFunc(st.Buckets, func(a, b SavedSums) int { return strings.Compare(a.Name, b.Name) })
	return st
}

// Restore implements wp.ChangeSource: the Poller goes on from a state of
// State, as if it had polled when the state was taken. It refuses a
// Follower's state, and one taken with other meta keys. Every checksum
// is due at the next poll of its table.
func (p *Poller) Restore(state []byte) error {
	var st PollerState
	if err := decodeState(state, pollerKind, &st); err != nil {
		return err
	}
	if !slices.Equal(st.MetaKeys, p.watch.ListKeys) {
		return fmt.Errorf("wpdb: poller state of other meta keys (%v, not %v)", st.MetaKeys, p.watch.ListKeys)
	}
	if !st.Ordered && (st.Sums == nil || st.Hashes == nil || st.Updated == nil) {
		return errors.New("wpdb: poller state incomplete")
	}
	if st.Ordered {
		st.Hashes, st.Updated = unnamed(st.Fingerprints), unnamed(st.Times)
		st.Settling, st.MaxKey = unnamed(st.Settle), unnamed(st.Ends)
	}
	for _, saved := range st.Buckets {
		if len(saved.Sums) != len(saved.Buckets) {
			return fmt.Errorf("wpdb: poller state: checksum %q of %d buckets and %d sums", saved.Name, len(saved.Buckets), len(saved.Sums))
		}
		if st.Sums == nil {
			st.Sums = map[string]map[int64]uint32{} // not written with Ordered
		}
		v := make(map[int64]uint32, len(saved.Buckets))
		for i, b := range saved.Buckets {
			v[b] = saved.Sums[i]
		}
		st.Sums[saved.Name] = v
	}
	sums := map[sumKey]map[int64]uint32{}
	for name, v := range st.Sums {
		k, ok := parseSumKey(name)
		if !ok {
			return fmt.Errorf("wpdb: poller state has an unknown checksum %q", name)
		}
		sums[k] = v
	}
	hashes := map[wp.RowMeaning]string{}
	for name, v := range st.Hashes {
		i := slices.IndexFunc(fingerprinted, func(m wp.RowMeaning) bool { return m.String() == name })
		if i < 0 {
			return fmt.Errorf("wpdb: poller state has an unknown fingerprint %q", name)
		}
		hashes[fingerprinted[i]] = v
	}
	p.postTypes, p.sums, p.hashes = st.PostTypes, sums, hashes
	p.updated, p.settling, p.maxKey = maps.Clone(st.Updated), maps.Clone(st.Settling), maps.Clone(st.MaxKey)
	if p.settling == nil {
		p.settling = map[string]bool{}
	}
	if p.maxKey == nil {
		p.maxKey = map[string]int64{}
	}
	p.ready = true
	return nil
}
