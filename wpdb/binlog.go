package wpdb

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	gomysql "github.com/go-mysql-org/go-mysql/mysql"
	"github.com/go-mysql-org/go-mysql/replication"
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
// MySQL); OpenFeed says which is missing. A Tracker that follows a Feed
// (Tracker.Follow) polls nothing.
type Feed struct {
	db     *DB
	conn   ConnConfig
	log    *slog.Logger
	keys   map[string]bool // post meta keys that matter
	ukeys  map[string]bool // user meta keys that matter
	opts   map[string]bool // options the sitemaps read
	schema string
	flavor string // gomysql.MariaDBFlavor or MySQLFlavor

	mu      sync.Mutex
	cols    map[string]map[string]int // table (no prefix) → column → position
	records []feedRecord
	seq     uint64 // of the last record
	pos     gomysql.Position
	started bool
	err     error                       // the feed broke: what it found since is incomplete
	down    time.Time                   // since when the stream has been down (zero: up)
	echoes  map[uint64]gomysql.Position // first reports whose echo is pending → position before them
	wake    chan struct{}
	cancel  context.CancelFunc
	done    chan struct{}
}

type feedRecord struct {
	seq uint64
	at  time.Time
	ch  wp.Changes
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

// feedDownFor is how long the stream may be down, while the database
// answers, before readers are told to fall back (a variable for tests).
var feedDownFor = 30 * time.Second

// FeedUnusable wraps the reason a Feed cannot be opened: the server's
// settings or the user's privileges (not a connection failure).
type FeedUnusable struct{ Reason string }

func (e *FeedUnusable) Error() string { return "wp: binary log not usable: " + e.Reason }

// OpenFeed checks that the binary log can be followed with conn and reads
// the tracked tables' column positions. extraMetaKeys are the post meta
// keys other sitemaps read (as NewTracker's). Nothing is streamed until
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
	if !strings.Contains(strings.ToLower(version), "mariadb") {
		flavor = gomysql.MySQLFlavor
	}
	f := &Feed{db: db, conn: conn, log: log, schema: conn.Name, flavor: flavor, wake: make(chan struct{}, 1), echoes: map[uint64]gomysql.Position{},
		keys: map[string]bool{}, ukeys: map[string]bool{}, opts: map[string]bool{}}
	for _, k := range slices.Concat(wp.ListingMetaKeys, wp.ImageMetaKeys, extraMetaKeys) {
		f.keys[k] = true
	}
	for _, k := range []string{"wpseo_noindex_author", db.prefix + "capabilities", db.prefix + "user_level"} {
		f.ukeys[k] = true
	}
	for _, k := range append(slices.Clone(siteOptionNames), db.prefix+"user_roles") {
		f.opts[k] = true
	}
	if _, err := f.masterPos(ctx); err != nil {
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
	if err != nil && strings.Contains(err.Error(), "1064") {
		// MySQL 8.4 renamed it.
		rows, err = f.db.x.QueryContext(ctx, "SHOW BINARY LOG STATUS")
	}
	if err != nil {
		if strings.Contains(err.Error(), "denied") {
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
	names := make([]any, len(trackedTables))
	for i, t := range trackedTables {
		names[i] = f.db.prefix + t
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
	for t, need := range map[string][]string{"posts": {"ID", "post_parent"}, "postmeta": {"post_id", "meta_key"},
		"term_relationships": {"object_id"}, "usermeta": {"meta_key"}, "options": {"option_name"}, "users": {"user_nicename"}} {
		for _, c := range need {
			if _, ok := cols[t][c]; !ok {
				return fmt.Errorf("wp: table %s%s has no column %s", f.db.prefix, t, c)
			}
		}
	}
	f.mu.Lock()
	f.cols = cols
	f.mu.Unlock()
	return nil
}

// Start begins streaming from pos (a position Since or Cursor returned,
// as a Tracker saved it; "" for the server's current position). It returns at once;
// Since reports what arrives. A Feed starts once.
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
	if f.started {
		f.mu.Unlock()
		return errors.New("wp: feed already started")
	}
	f.started, f.pos = true, p
	rctx, cancel := context.WithCancel(context.Background())
	f.cancel, f.done = cancel, make(chan struct{})
	f.mu.Unlock()
	go f.run(rctx)
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
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return wp.Changes{}, cursor, "", f.err
	}
	if !f.down.IsZero() && time.Since(f.down) > feedDownFor {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: the stream has been down since %s", ErrFeedGap, f.down.Format(time.RFC3339))
	}
	if cursor > f.seq {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: cursor %d ahead of the feed (%d)", ErrFeedGap, cursor, f.seq)
	}
	i, _ := slices.BinarySearchFunc(f.records, cursor+1, func(r feedRecord, s uint64) int { return cmp.Compare(r.seq, s) })
	if cursor < f.seq && (i == len(f.records) || f.records[i].seq != cursor+1) {
		return wp.Changes{}, cursor, "", fmt.Errorf("%w: records after %d no longer kept", ErrFeedGap, cursor)
	}
	var ch wp.Changes
	var ranges []wp.IDRange
	for _, r := range f.records[i:] {
		ranges = append(ranges, r.ch.Posts...)
		ch.Terms = ch.Terms || r.ch.Terms
		ch.Authors = ch.Authors || r.ch.Authors
		ch.Everything = ch.Everything || r.ch.Everything
	}
	ch.Posts = wp.MergeRanges(ranges)
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

// run streams until ctx ends, reconnecting from the last committed
// position after a failure, with a growing pause.
func (f *Feed) run(ctx context.Context) {
	defer close(f.done)
	pause := 500 * time.Millisecond
	for ctx.Err() == nil {
		err := f.stream(ctx)
		if ctx.Err() != nil {
			return
		}
		// A database that does not answer at all is not the feed's
		// failure: the stream resumes from its position when it is back,
		// and nothing is lost meanwhile. Only a stream down while the
		// database answers makes readers fall back.
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		dbUp := f.db.x.PingContext(pctx) == nil
		cancel()
		f.mu.Lock()
		if !dbUp {
			f.down = time.Time{}
		} else if f.down.IsZero() {
			f.down = time.Now()
		}
		if isGap(err) || errors.Is(err, errStatementLogged) {
			f.err = fmt.Errorf("%w: %s", ErrFeedGap, message(err))
		}
		broken := f.err != nil
		f.mu.Unlock()
		if broken {
			f.log.Warn("binary log feed stopped; changes are found by polling", "err", message(err))
			f.signal()
			return
		}
		f.log.Warn("binary log stream failed; reconnecting", "err", message(err), "in", pause)
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		pause = min(2*pause, 4*time.Second)
	}
}

// errStatementLogged says a write to a tracked table was logged as a
// statement, not as rows.
var errStatementLogged = errors.New("a write to a tracked table was logged as a statement (binlog_format is not ROW)")

// message is an error's first line, without the stack trace the
// replication library's errors carry.
func message(err error) string {
	msg, _, _ := strings.Cut(err.Error(), "\n")
	return msg
}

// isGap reports whether a stream error means events are lost: the server
// no longer has the log asked for (MySQL error 1236).
func isGap(err error) bool {
	var me *gomysql.MyError
	if errors.As(err, &me) && me.Code == 1236 {
		return true
	}
	return false
}

// stream follows the log from f.pos until an error.
func (f *Feed) stream(ctx context.Context) error {
	cfg := replication.BinlogSyncerConfig{
		// A replica's id must be unique among the server's replicas.
		ServerID:         1<<30 + rand.Uint32N(1<<30),
		Flavor:           f.flavor,
		User:             f.conn.User,
		Password:         f.conn.Password,
		HeartbeatPeriod:  10 * time.Second,
		ReadTimeout:      30 * time.Second,
		DisableRetrySync: true,
		// The library's own records (its config at Info, a failed KILL of
		// its dump thread at Error on every close) say nothing the
		// stream's errors, logged by run, do not.
		Logger: slog.New(slog.DiscardHandler),
		// Rows of other databases and untracked tables (a server holds
		// many sites, and WordPress writes sessions, comments, caches) are
		// not decoded, and neither are those of the term tables, where a
		// row's presence is all that counts.
		RowsEventDecodeFunc: f.decodeRows,
	}
	if f.conn.Net == "unix" {
		sock := f.conn.Addr
		cfg.Host = "localhost"
		cfg.Dialer = func(ctx context.Context, _, _ string) (net.Conn, error) {
			var d net.Dialer
			return d.DialContext(ctx, "unix", sock)
		}
	} else {
		host, port, err := net.SplitHostPort(f.conn.Addr)
		if err != nil {
			host, port = f.conn.Addr, "3306"
		}
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil {
			return fmt.Errorf("wp: bad port in %q", f.conn.Addr)
		}
		cfg.Host, cfg.Port = host, uint16(n)
	}
	syncer := replication.NewBinlogSyncer(cfg)
	defer syncer.Close()
	f.mu.Lock()
	start := f.pos
	f.mu.Unlock()
	s, err := syncer.StartSync(start)
	if err != nil {
		return err
	}
	var pending wp.Changes
	var ranges []wp.IDRange
	name := start.Name
	for {
		ev, err := s.GetEvent(ctx)
		if err != nil {
			return err
		}
		f.mu.Lock()
		if !f.down.IsZero() {
			f.log.Info("binary log stream works again", "down", time.Since(f.down).Round(time.Millisecond))
			f.down = time.Time{}
		}
		f.mu.Unlock()
		commit := false
		switch e := ev.Event.(type) {
		case *replication.RotateEvent:
			name = string(e.NextLogName)
			f.mu.Lock()
			f.pos = gomysql.Position{Name: name, Pos: uint32(e.Position)}
			f.mu.Unlock()
			continue
		case *replication.RowsEvent:
			if string(e.Table.Schema) != f.schema {
				continue
			}
			table, ok := strings.CutPrefix(string(e.Table.Table), f.db.prefix)
			if !ok {
				continue
			}
			f.rows(table, e, &pending, &ranges)
			if len(ranges) > 4096 {
				ranges = wp.MergeRanges(ranges) // a bulk write: keep its IDs compact
			}
		case *replication.XIDEvent:
			commit = true
		case *replication.QueryEvent:
			q := bytes.TrimSpace(e.Query)
			switch {
			case bytes.EqualFold(q, []byte("BEGIN")):
				continue
			case bytes.EqualFold(q, []byte("COMMIT")):
				commit = true
			default:
				if !f.namesTrackedTable(string(e.Schema), q) {
					commit = true
					break
				}
				if !isDDL(q) {
					// A write logged as a statement (binlog_format changed,
					// globally or by a session): its rows are unknown, and
					// so may be the next ones'. Polling takes over.
					return fmt.Errorf("%w: %.80s", errStatementLogged, q)
				}
				// DDL (a plugin or WordPress upgrade altering a table):
				// read everything again, with the new columns.
				pending.Everything = true
				if err := f.readColumns(ctx); err != nil {
					return err
				}
				commit = true // DDL commits on its own
			}
		}
		if ev.Header.LogPos == 0 || !commit {
			continue
		}
		pending.Posts = wp.MergeRanges(ranges)
		f.publish(pending, gomysql.Position{Name: name, Pos: ev.Header.LogPos})
		pending, ranges = wp.Changes{}, nil
	}
}

// decodeRows decodes a rows event's values only when rows() reads them.
func (f *Feed) decodeRows(e *replication.RowsEvent, data []byte) error {
	pos, err := e.DecodeHeader(data)
	if err != nil {
		return err
	}
	if e.Table == nil {
		return e.DecodeData(pos, data)
	}
	if string(e.Table.Schema) != f.schema {
		return nil
	}
	switch table, _ := strings.CutPrefix(string(e.Table.Table), f.db.prefix); table {
	case "posts", "postmeta", "term_relationships", "users", "usermeta", "options":
		return e.DecodeData(pos, data)
	}
	return nil
}

func isDDL(q []byte) bool {
	w, _, _ := bytes.Cut(q, []byte(" "))
	switch strings.ToUpper(string(w)) {
	case "ALTER", "DROP", "RENAME", "TRUNCATE", "CREATE":
		return true
	}
	return false
}

// namesTrackedTable reports whether a statement logged as text may touch
// a tracked table of the feed's database.
func (f *Feed) namesTrackedTable(schema string, q []byte) bool {
	lq := strings.ToLower(string(q))
	for _, t := range trackedTables {
		if strings.Contains(lq, strings.ToLower(f.db.prefix+t)) {
			return schema == f.schema || strings.Contains(lq, strings.ToLower(f.schema))
		}
	}
	return false
}

// publish appends a committed transaction's changes and moves the
// position past it; after settle it appends them again.
func (f *Feed) publish(ch wp.Changes, pos gomysql.Position) {
	f.mu.Lock()
	from := f.pos
	f.pos = pos
	if ch.Empty() {
		f.mu.Unlock()
		return
	}
	seq := f.add(feedRecord{ch: ch})
	f.echoes[seq] = from
	f.mu.Unlock()
	f.signal()
	time.AfterFunc(settle, func() {
		f.mu.Lock()
		delete(f.echoes, seq)
		f.add(feedRecord{ch: ch})
		f.mu.Unlock()
		f.signal()
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

func (f *Feed) signal() {
	select {
	case f.wake <- struct{}{}:
	default:
	}
}

// ignoredPostColumns change no sitemap: an update of only these (a new
// comment's count) is dropped.
var ignoredPostColumns = []string{"comment_count", "comment_status", "ping_status", "to_ping", "pinged"}

// rows turns one rows event of a tracked table into changes.
func (f *Feed) rows(table string, e *replication.RowsEvent, ch *wp.Changes, ranges *[]wp.IDRange) {
	f.mu.Lock()
	cols := f.cols[table]
	f.mu.Unlock()
	if table == "terms" || table == "term_taxonomy" {
		ch.Terms = true // any row: slugs, parents, counts, descriptions
		return
	}
	update := e.Type() == replication.EnumRowsEventTypeUpdate
	step := 1
	if update {
		step = 2 // before and after images
	}
	post := func(row []any, col string) {
		if id, ok := asInt(at(row, cols, col)); ok && id > 0 {
			*ranges = append(*ranges, wp.IDRange{Lo: id, Hi: id})
		}
	}
	for i := 0; i+step <= len(e.Rows); i += step {
		rows := e.Rows[i : i+step]
		switch table {
		case "posts":
			if update && onlyChanged(rows[0], rows[1], cols, ignoredPostColumns) {
				continue
			}
			for _, r := range rows {
				post(r, "ID")
				post(r, "post_parent")
			}
		case "postmeta":
			for _, r := range rows {
				if f.keys[asString(at(r, cols, "meta_key"))] {
					post(rows[0], "post_id")
					post(r, "post_id")
				}
			}
		case "term_relationships":
			for _, r := range rows {
				post(r, "object_id")
			}
		case "users":
			if !update || asString(at(rows[0], cols, "user_nicename")) != asString(at(rows[1], cols, "user_nicename")) {
				ch.Authors = true
			}
		case "usermeta":
			for _, r := range rows {
				if f.ukeys[asString(at(r, cols, "meta_key"))] {
					ch.Authors = true
				}
			}
		case "options":
			for _, r := range rows {
				name := asString(at(r, cols, "option_name"))
				if f.opts[name] || strings.HasSuffix(name, "_children") {
					ch.Everything = true
				}
			}
		}
	}
}

// onlyChanged reports whether before and after differ only in the
// columns named.
func onlyChanged(before, after []any, cols map[string]int, names []string) bool {
	skip := map[int]bool{}
	for _, n := range names {
		if i, ok := cols[n]; ok {
			skip[i] = true
		}
	}
	if len(before) != len(after) {
		return false
	}
	for i := range before {
		if !skip[i] && !sameValue(before[i], after[i]) {
			return false
		}
	}
	return true
}

func sameValue(a, b any) bool {
	switch av := a.(type) {
	case []byte:
		bv, ok := b.([]byte)
		return ok && bytes.Equal(av, bv)
	case nil:
		return b == nil
	}
	return fmt.Sprint(a) == fmt.Sprint(b) && fmt.Sprintf("%T", a) == fmt.Sprintf("%T", b)
}

func at(row []any, cols map[string]int, col string) any {
	i, ok := cols[col]
	if !ok || i >= len(row) {
		return nil
	}
	return row[i]
}

func asInt(v any) (int64, bool) {
	switch n := v.(type) {
	case int64:
		return n, true
	case uint64:
		return int64(n), true
	case int32:
		return int64(n), true
	case uint32:
		return int64(n), true
	case int:
		return int64(n), true
	case string:
		i, err := strconv.ParseInt(n, 10, 64)
		return i, err == nil
	}
	return 0, false
}

func asString(v any) string {
	switch s := v.(type) {
	case string:
		return s
	case []byte:
		return string(s)
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}
