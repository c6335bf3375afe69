package wpdb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math/rand/v2"
	"net"
	"slices"
	"strconv"
	"strings"
	"time"

	gomysql "github.com/go-mysql-org/go-mysql/mysql"
	"github.com/go-mysql-org/go-mysql/replication"
	"github.com/wpsitemap/wpsitemap/wp"
)

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
// no longer has the log asked for.
func isGap(err error) bool { return errorCode(err) == erBinlogUnreadable }

// syncerConfig is how the feed connects to the server as a replica.
func (f *Feed) syncerConfig() (replication.BinlogSyncerConfig, error) {
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
			return cfg, fmt.Errorf("wp: bad port in %q", f.conn.Addr)
		}
		cfg.Host, cfg.Port = host, uint16(n)
	}
	return cfg, nil
}

// checkDump asks the server for its binary log from pos, as a replica
// does, and takes the first event it sends: a user without REPLICATION
// SLAVE is refused there, and nowhere before (SHOW MASTER STATUS needs
// only BINLOG MONITOR).
func (f *Feed) checkDump(ctx context.Context, pos gomysql.Position) error {
	cfg, err := f.syncerConfig()
	if err != nil {
		return err
	}
	syncer := replication.NewBinlogSyncer(cfg)
	defer syncer.Close()
	s, err := syncer.StartSync(pos)
	if err == nil {
		_, err = s.GetEvent(ctx)
	}
	switch {
	case err == nil:
		return nil
	case accessDenied(err):
		return &FeedUnusable{"the user may not read the binary log as a replica (grant it REPLICATION SLAVE): " + err.Error()}
	default:
		return unavailable(fmt.Errorf("wp: binary log: %w", err))
	}
}

// stream follows the log from f.pos until an error.
func (f *Feed) stream(ctx context.Context) error {
	cfg, err := f.syncerConfig()
	if err != nil {
		return err
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
	// What the transaction under way changed, per site (a single site's
	// feed: site 0 only).
	pending := map[int64]*wp.Changes{}
	of := func(site int64) *wp.Changes {
		p := pending[site]
		if p == nil {
			p = &wp.Changes{}
			pending[site] = p
		}
		return p
	}
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
			f.rowsEvent(e, of)
		case *replication.XIDEvent:
			commit = true
		case *replication.QueryEvent:
			if commit, err = f.queryEvent(ctx, e, of); err != nil {
				return err
			}
		}
		if ev.Header.LogPos == 0 || !commit {
			continue
		}
		bySite := make(map[int64]wp.Changes, len(pending))
		for site, p := range pending {
			p.Posts = wp.MergeRanges(p.Posts)
			bySite[site] = *p
		}
		f.publish(bySite, gomysql.Position{Name: name, Pos: ev.Header.LogPos})
		clear(pending)
	}
}

// rowsEvent adds what a rows event of a tracked table of the feed's
// database changed to the pending changes of its site (of).
func (f *Feed) rowsEvent(e *replication.RowsEvent, of func(site int64) *wp.Changes) {
	if string(e.Table.Schema) != f.schema {
		return
	}
	site, name, ok := f.tableSite(string(e.Table.Table))
	table, tracked := wp.Tracked(name)
	if !ok || !tracked {
		return
	}
	if f.network && table.Name == "usermeta" {
		// Shared by the sites: each row's key names its site.
		f.networkUsermeta(table, e, of)
		return
	}
	p := of(site)
	f.rows(f.watchOf(site), table, e, p)
	if len(p.Posts) > 4096 {
		p.Posts = wp.MergeRanges(p.Posts) // a bulk write: keep its IDs compact
	}
}

// queryEvent reads a statement logged as text: whether it commits the
// transaction (COMMIT, DDL, a statement on no tracked table), Everything
// for DDL on a tracked table (of(0)), and errStatementLogged for a write
// to one logged as a statement.
func (f *Feed) queryEvent(ctx context.Context, e *replication.QueryEvent, of func(site int64) *wp.Changes) (commit bool, err error) {
	q := bytes.TrimSpace(e.Query)
	switch {
	case bytes.EqualFold(q, []byte("BEGIN")):
		return false, nil
	case bytes.EqualFold(q, []byte("COMMIT")), !f.namesTrackedTable(string(e.Schema), q):
		return true, nil
	case !isDDL(q):
		// A write logged as a statement (binlog_format changed, globally
		// or by a session): its rows are unknown, and so may be the next
		// ones'. Polling takes over.
		return false, fmt.Errorf("%w: %.80s", errStatementLogged, q)
	}
	// DDL (a plugin or WordPress upgrade altering a table): read
	// everything again, with the new columns.
	of(0).Everything = true
	if err := f.readColumns(ctx); err != nil {
		return false, err
	}
	return true, nil // DDL commits on its own
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
	_, name, ok := f.tableSite(string(e.Table.Table))
	if t, tracked := wp.Tracked(name); ok && tracked && t.Columns != nil {
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
	for _, t := range wp.TrackedTables {
		named := strings.Contains(lq, strings.ToLower(f.db.prefix+t.Name))
		if f.network {
			// Any site's: wp_posts, wp_2_posts.
			named = strings.Contains(lq, strings.ToLower(f.db.base)) && strings.Contains(lq, "_"+t.Name)
		}
		if named {
			return schema == f.schema || strings.Contains(lq, strings.ToLower(f.schema))
		}
	}
	return false
}

// rows turns one rows event of a tracked table into changes, by the rule
// of wp.Watched.RowChanges.
func (f *Feed) rows(watch *wp.Watched, table wp.TrackedTable, e *replication.RowsEvent, ch *wp.Changes) {
	if table.Columns == nil {
		ch.Add(watch.RowChanges(table.Name, nil, nil)) // rows not decoded: any row counts
		return
	}
	f.eachRow(table, e, func(before, after wp.Row) { ch.Add(watch.RowChanges(table.Name, before, after)) })
}

// eachRow calls fn with each row event e of table wrote: its image before
// (nil for an insert) and after (nil for a delete), holding the columns
// the rule reads, or, for an update of a table the rule compares whole
// (wp.TrackedTable.Ignored), every column.
func (f *Feed) eachRow(table wp.TrackedTable, e *replication.RowsEvent, fn func(before, after wp.Row)) {
	f.mu.Lock()
	cols := f.cols[table.Name]
	f.mu.Unlock()
	names := table.Columns
	if len(table.Ignored) > 0 && e.Type() == replication.EnumRowsEventTypeUpdate {
		names = slices.Collect(maps.Keys(cols))
	}
	image := func(vals []any) wp.Row {
		r := make(wp.Row, len(names))
		for _, n := range names {
			if v := at(vals, cols, n); v != nil {
				r[n] = asString(v)
			}
		}
		return r
	}
	switch e.Type() {
	case replication.EnumRowsEventTypeUpdate:
		for i := 0; i+2 <= len(e.Rows); i += 2 {
			fn(image(e.Rows[i]), image(e.Rows[i+1]))
		}
	case replication.EnumRowsEventTypeDelete:
		for _, r := range e.Rows {
			fn(image(r), nil)
		}
	default:
		for _, r := range e.Rows {
			fn(nil, image(r))
		}
	}
}

func at(row []any, cols map[string]int, col string) any {
	i, ok := cols[col]
	if !ok || i >= len(row) {
		return nil
	}
	return row[i]
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
