package wpdb

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	gomysql "github.com/go-mysql-org/go-mysql/mysql"
	"github.com/wpsitemap/wpsitemap/wp"
)

// A Feed follows the server's binary log, as a replica does, and turns
// each committed transaction into the Changes it makes to the tables the
// sitemaps read: the IDs of the posts whose rows (or whose meta rows of
// the keys that matter, or whose term relationships) were inserted,
// updated or deleted, and whether terms, authors or the options the
// sitemaps read moved. It finds every write, in-place updates included,
// at a cost proportional to the writes, and reads nothing while nothing is
// written. Writes that change no sitemap (an _edit_lock refresh, a
// comment count, a transient) are dropped as they arrive.
//
// It needs the binary log in row format with full row images
// (log_bin=ON, binlog_format=ROW, binlog_row_image=FULL) and a user with
// REPLICATION SLAVE and BINLOG MONITOR (MariaDB; REPLICATION CLIENT on
// MySQL); OpenFeed says which is missing. A Follower reads it.
type Feed struct {
	db     *DB
	conn   ConnConfig
	log    *slog.Logger
	watch  wp.Watched
	schema string
	// downFor is how long the stream may be down, while the database
	// answers, before readers are told it has a gap.
	downFor time.Duration
	flavor  string // gomysql.MariaDBFlavor or MySQLFlavor

	mu      sync.Mutex
	cols    map[string]map[string]int // table (no prefix) → column → position
	records []feedRecord
	seq     uint64 // of the last record
	oldest  uint64 // the first cursor Since takes: those before a Resume are refused
	pos     gomysql.Position
	started bool
	closed  bool
	err     error                       // the feed broke: what it found since is incomplete
	down    time.Time                   // since when the stream has been down (zero: up)
	echoes  map[uint64]gomysql.Position // first reports whose echo is pending → position before them
	wake    chan struct{}
	// network: the feed follows every site of a network (OpenNetworkFeed);
	// its records are each one site's (feedRecord.site) and wakes holds
	// each site's reader's wake channel (siteFeed).
	network bool
	watches map[int64]*wp.Watched
	wakes   map[int64]chan struct{}
	cancel  context.CancelFunc
	done    chan struct{}
}

type feedRecord struct {
	seq  uint64
	at   time.Time
	ch   wp.Changes
	site int64 // the site whose tables changed, on a network's feed; 0: every site (and any single site's)
}

// settle is when a transaction's changes are reported a second time. The
// server sends a transaction to replicas once it is in the binary log,
// which is a moment before InnoDB makes it visible to other sessions (a
// group commit writes the log, wakes the dump threads, then commits in
// the engines): the first read of the rows may still see them as they
// were. The second report reads them again; it costs what the first did.
const settle = 500 * time.Millisecond

// ErrFeedGap says a feed can no longer tell what changed (the log it
// needed was purged, a write was logged as a statement, the stream was
// down too long while the database answered, or a reader fell behind what
// it keeps): what the reader knows must be read again in full.
var ErrFeedGap = errors.New("wp: the binary log feed has a gap")

// feedKeep bounds the records a Feed keeps for readers that fall behind
// (a full rebuild's copy of the tracker reads them after the rebuild).
const (
	feedKeepFor   = time.Hour
	feedKeepCount = 200000
)

// feedDownFor is the default of Feed.downFor: long enough for a
// replication connection to be refused and retried a few times, short
// enough that changes are not missed for long.
const feedDownFor = 30 * time.Second

// FeedUnusable wraps the reason a Feed cannot be opened: the server's
// settings or the user's privileges (not a connection failure).
type FeedUnusable struct{ Reason string }

func (e *FeedUnusable) Error() string { return "wp: binary log not usable: " + e.Reason }

// OpenFeed checks that the binary log can be followed with conn and reads
// the tracked tables' column positions. extraMetaKeys are the post meta
// keys other sitemaps read (as NewPoller's). Nothing is streamed until
// Start.
func OpenFeed(ctx context.Context, db *DB, conn ConnConfig, log *slog.Logger, extraMetaKeys ...string) (*Feed, error) {
	if log == nil {
		log = slog.Default()
	}
	var logBin, format, image, version string
	err := db.x.QueryRowContext(ctx, "SELECT @@GLOBAL.log_bin, @@GLOBAL.binlog_format, @@GLOBAL.binlog_row_image, VERSION()").Scan(&logBin, &format, &image, &version)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: binary log settings: %w", err))
	}
	switch {
	case logBin != "1" && !strings.EqualFold(logBin, "ON"):
		return nil, &FeedUnusable{"the server does not write a binary log (log_bin is OFF)"}
	case !strings.EqualFold(format, "ROW"):
		return nil, &FeedUnusable{"binlog_format is " + format + ", not ROW"}
	case !strings.EqualFold(image, "FULL"):
		return nil, &FeedUnusable{"binlog_row_image is " + image + ", not FULL"}
	}
	flavor := gomysql.MariaDBFlavor // the replication protocol differs
	if !isMariaDB(version) {
		flavor = gomysql.MySQLFlavor
	}
	f := &Feed{db: db, conn: conn, log: log, schema: conn.Name, flavor: flavor, wake: make(chan struct{}, 1), echoes: map[uint64]gomysql.Position{},
		watch: db.watch(extraMetaKeys), downFor: feedDownFor}
	pos, err := f.masterPos(ctx)
	if err != nil {
		return nil, err
	}
	if err := f.checkDump(ctx, pos); err != nil {
		return nil, err
	}
	if err := f.readColumns(ctx); err != nil {
		return nil, err
	}
	return f, nil
}

// masterPos is the server's current binary log position.
func (f *Feed) masterPos(ctx context.Context) (gomysql.Position, error) {
	rows, err := f.db.x.QueryContext(ctx, "SHOW MASTER STATUS")
	if errorCode(err) == erParse {
		// MySQL 8.4 renamed it.
		rows, err = f.db.x.QueryContext(ctx, "SHOW BINARY LOG STATUS")
	}
	if err != nil {
		if accessDenied(err) {
			return gomysql.Position{}, &FeedUnusable{"the user may not read the binary log position (grant it BINLOG MONITOR, or REPLICATION CLIENT on MySQL, and REPLICATION SLAVE): " + err.Error()}
		}
		return gomysql.Position{}, unavailable(fmt.Errorf("wp: binary log position: %w", err))
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return gomysql.Position{}, unavailable(err)
	}
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return gomysql.Position{}, unavailable(err)
		}
		return gomysql.Position{}, &FeedUnusable{"SHOW MASTER STATUS is empty (no binary log, or no privilege to see it)"}
	}
	vals := make([]any, len(cols))
	var file string
	var pos uint64
	vals[0], vals[1] = &file, &pos
	for i := 2; i < len(vals); i++ {
		vals[i] = new(any)
	}
	if err := rows.Scan(vals...); err != nil {
		return gomysql.Position{}, unavailable(err)
	}
	return gomysql.Position{Name: file, Pos: uint32(pos)}, nil
}

// readColumns learns the column positions of the tracked tables (rows
// events carry values by position).
func (f *Feed) readColumns(ctx context.Context) error {
	names := make([]any, len(wp.TrackedTables))
	for i, t := range wp.TrackedTables {
		names[i] = f.db.prefix + t.Name
	}
	q := `SELECT TABLE_NAME, COLUMN_NAME, ORDINAL_POSITION FROM information_schema.COLUMNS
		WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (?` + strings.Repeat(", ?", len(names)-1) + `)`
	rows, err := f.db.x.QueryContext(ctx, q, names...)
	if err != nil {
		return unavailable(fmt.Errorf("wp: table columns: %w", err))
	}
	defer rows.Close()
	cols := map[string]map[string]int{}
	for rows.Next() {
		var table, col string
		var pos int
		if err := rows.Scan(&table, &col, &pos); err != nil {
			return unavailable(err)
		}
		t := strings.TrimPrefix(table, f.db.prefix)
		if cols[t] == nil {
			cols[t] = map[string]int{}
		}
		cols[t][col] = pos - 1
	}
	if err := rows.Err(); err != nil {
		return unavailable(err)
	}
	for _, t := range wp.TrackedTables {
		if t.Optional && cols[t.Name] == nil {
			continue // a plugin's table this site does not have
		}
		for _, c := range t.Columns {
			if _, ok := cols[t.Name][c]; !ok {
				return fmt.Errorf("wp: table %s%s has no column %s", f.db.prefix, t.Name, c)
			}
		}
	}
	f.mu.Lock()
	f.cols = cols
	f.mu.Unlock()
	return nil
}

// Start begins streaming from pos (a position Since or Cursor returned,
// as a Follower saved it; "" for the server's current position). It
// returns at once; Since reports what arrives. A Feed starts once (Resume
// restarts it after a gap).
func (f *Feed) Start(ctx context.Context, pos string) error {
	var p gomysql.Position
	if pos == "" {
		var err error
		if p, err = f.masterPos(ctx); err != nil {
			return err
		}
	} else {
		name, off, ok := strings.Cut(pos, ":")
		n, err := strconv.ParseUint(off, 10, 32)
		if !ok || err != nil || name == "" {
			return fmt.Errorf("wp: bad binary log position %q", pos)
		}
		p = gomysql.Position{Name: name, Pos: uint32(n)}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.started || f.closed {
		return errors.New("wp: feed already started")
	}
	f.started, f.pos = true, p
	f.launch()
	return nil
}

// launch starts the stream from f.pos; called with f.mu held.
func (f *Feed) launch() {
	rctx, cancel := context.WithCancel(context.Background())
	f.cancel, f.done = cancel, make(chan struct{})
	go f.run(rctx)
}

// Resume restarts a feed that stopped for a gap, from the server's
// current position: what was written in between is lost, so every cursor
// taken before fails with ErrFeedGap (readers read everything again and
// take Cursor). A feed that runs is left as it is.
func (f *Feed) Resume(ctx context.Context) error {
	f.mu.Lock()
	if !f.started || f.closed {
		f.mu.Unlock()
		return errors.New("wp: feed not started, or closed")
	}
	broken, done := f.err != nil, f.done
	f.mu.Unlock()
	if !broken {
		return nil
	}
	<-done // the stream that broke has ended
	p, err := f.masterPos(ctx)
	if err != nil {
		return err
	}
	if err := f.readColumns(ctx); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed || f.err == nil {
		return nil // closed, or resumed by another reader, meanwhile
	}
	f.seq++ // no record: the gap
	f.oldest = f.seq
	f.records, f.echoes = nil, map[uint64]gomysql.Position{}
	f.err, f.down, f.pos = nil, time.Time{}, p
	f.launch()
	f.log.Info("binary log feed resumed from the current position", "position", f.position())
	return nil
}

// Started reports whether Start was called.
func (f *Feed) Started() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.started
}

// Close stops the stream.
func (f *Feed) Close() {
	f.mu.Lock()
	f.closed = true
	cancel, done := f.cancel, f.done
	f.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
}

// Wake receives a value after a transaction with changes was committed.
func (f *Feed) Wake() <-chan struct{} { return f.wake }

// Since returns what changed after record cursor, the cursor to pass next
// time and the binary log position up to which everything has been read
// ("file:offset", for the state file). ErrFeedGap (wrapped) when the feed
// cannot tell: the reader must read everything again.
func (f *Feed) Since(cursor uint64) (wp.Changes, uint64, string, error) {
	return f.since(0, cursor)
}

// since is Since for the reader of site (0: every record).
func (f *Feed) since(site int64, cursor uint64) (wp.Changes, uint64, string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return wp.Changes{}, cursor, "", f.err
	}
	if !f.down.IsZero() && time.Since(f.down) > f.downFor {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: the stream has been down since %s", ErrFeedGap, f.down.Format(time.RFC3339))
	}
	if cursor < f.oldest {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: cursor %d from before the feed resumed", ErrFeedGap, cursor)
	}
	if cursor > f.seq {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: cursor %d ahead of the feed (%d)", ErrFeedGap, cursor, f.seq)
	}
	i, _ := slices.BinarySearchFunc(f.records, cursor+1, func(r feedRecord, s uint64) int { return cmp.Compare(r.seq, s) })
	if cursor < f.seq && (i == len(f.records) || f.records[i].seq != cursor+1) {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: records after %d no longer kept", ErrFeedGap, cursor)
	}
	var ch wp.Changes
	for _, r := range f.records[i:] {
		if site != 0 && r.site != 0 && r.site != site {
			continue // another site's
		}
		ch.Add(r.ch)
	}
	slices.Sort(ch.Trids)
	ch.Trids = slices.Compact(ch.Trids)
	ch.Posts = wp.MergeRanges(ch.Posts)
	return ch, f.seq, f.position(), nil
}

// Cursor is where a reader that starts now begins (the last record), and
// the log position that goes with it.
func (f *Feed) Cursor() (uint64, string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.seq, f.position()
}

// position is where a restart must replay from: the last position read,
// or before any transaction whose second report is still to come. Called
// with f.mu held.
func (f *Feed) position() string {
	pos := f.pos
	for _, from := range f.echoes {
		if from.Compare(pos) < 0 {
			pos = from
		}
	}
	return pos.Name + ":" + strconv.FormatUint(uint64(pos.Pos), 10)
}

// publish appends a committed transaction's changes, one record per site
// it changed (a single site's feed: one, of site 0), and moves the position
// past it; after settle it appends them again.
func (f *Feed) publish(bySite map[int64]wp.Changes, pos gomysql.Position) {
	f.mu.Lock()
	from := f.pos
	f.pos = pos
	var seqs []uint64
	var sites []int64
	for site, ch := range bySite {
		if ch.Empty() {
			continue
		}
		seq := f.add(feedRecord{ch: ch, site: site})
		f.echoes[seq] = from
		seqs, sites = append(seqs, seq), append(sites, site)
	}
	f.mu.Unlock()
	if len(seqs) == 0 {
		return
	}
	f.signal(sites...)
	time.AfterFunc(settle, func() {
		f.mu.Lock()
		for i, seq := range seqs {
			delete(f.echoes, seq)
			f.add(feedRecord{ch: bySite[sites[i]], site: sites[i]})
		}
		f.mu.Unlock()
		f.signal(sites...)
	})
}

// add appends a record, dropping those older than kept; called with f.mu
// held. It returns the record's sequence number.
func (f *Feed) add(r feedRecord) uint64 {
	f.seq++
	now := time.Now()
	r.seq, r.at = f.seq, now
	f.records = append(f.records, r)
	drop := 0
	for drop < len(f.records) && (len(f.records)-drop > feedKeepCount || now.Sub(f.records[drop].at) > feedKeepFor) {
		drop++
	}
	if drop > 0 {
		f.records = slices.Delete(f.records, 0, drop)
	}
	return f.seq
}

// signal wakes the readers of sites (none named, or site 0: every reader).
func (f *Feed) signal(sites ...int64) {
	poke := func(c chan struct{}) {
		select {
		case c <- struct{}{}:
		default:
		}
	}
	poke(f.wake)
	if !f.network {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(sites) == 0 || slices.Contains(sites, 0) {
		for _, c := range f.wakes {
			poke(c)
		}
		return
	}
	for _, site := range sites {
		if c, ok := f.wakes[site]; ok {
			poke(c)
		}
	}
}
