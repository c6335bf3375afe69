package wpdb

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net"
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
	type siteChanges struct {
		ch     wp.Changes
		ranges []wp.IDRange
	}
	pending := map[int64]*siteChanges{}
	of := func(site int64) *siteChanges {
		p := pending[site]
		if p == nil {
			p = &siteChanges{}
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
			if string(e.Table.Schema) != f.schema {
				continue
			}
			site, name, ok := f.tableSite(string(e.Table.Table))
			table, tracked := tableNamed(name)
			if !ok || !tracked {
				continue
			}
			if f.network && table.name == "usermeta" {
				// Shared by the sites: each row's key names its site.
				f.networkUsermeta(e, func(site int64) *wp.Changes { return &of(site).ch })
				continue
			}
			p := of(site)
			f.rows(f.watchOf(site), table, e, &p.ch, &p.ranges)
			if len(p.ranges) > 4096 {
				p.ranges = wp.MergeRanges(p.ranges) // a bulk write: keep its IDs compact
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
				of(0).ch.Everything = true
				if err := f.readColumns(ctx); err != nil {
					return err
				}
				commit = true // DDL commits on its own
			}
		}
		if ev.Header.LogPos == 0 || !commit {
			continue
		}
		bySite := make(map[int64]wp.Changes, len(pending))
		for site, p := range pending {
			p.ch.Posts = wp.MergeRanges(p.ranges)
			bySite[site] = p.ch
		}
		f.publish(bySite, gomysql.Position{Name: name, Pos: ev.Header.LogPos})
		clear(pending)
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
	_, name, ok := f.tableSite(string(e.Table.Table))
	if t, tracked := tableNamed(name); ok && tracked && t.columns != nil {
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
		named := strings.Contains(lq, strings.ToLower(f.db.prefix+t.name))
		if f.network {
			// Any site's: wp_posts, wp_2_posts.
			named = strings.Contains(lq, strings.ToLower(f.db.base)) && strings.Contains(lq, "_"+t.name)
		}
		if named {
			return schema == f.schema || strings.Contains(lq, strings.ToLower(f.schema))
		}
	}
	return false
}

// ignoredPostColumns change no sitemap: an update of only these (a new
// comment's count) is dropped.
var ignoredPostColumns = []string{"comment_count", "comment_status", "ping_status", "to_ping", "pinged"}

// rows turns one rows event of a tracked table into changes.
func (f *Feed) rows(watch *watched, table trackedTable, e *replication.RowsEvent, ch *wp.Changes, ranges *[]wp.IDRange) {
	if table.columns == nil {
		table.means.set(ch) // any row (terms: slugs, parents, counts, descriptions)
		return
	}
	f.mu.Lock()
	cols := f.cols[table.name]
	f.mu.Unlock()
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
		switch table.name {
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
				if watch.postKey(asString(at(r, cols, "meta_key"))) {
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
				if watch.userKey(asString(at(r, cols, "meta_key"))) {
					ch.Authors = true
				}
			}
		case "icl_translations":
			ch.Translations = true
			for _, r := range rows {
				typ := asString(at(r, cols, "element_type"))
				switch {
				case strings.HasPrefix(typ, "post_"):
					post(r, "element_id")
					if trid, ok := asInt(at(r, cols, "trid")); ok {
						ch.Trids = append(ch.Trids, trid)
					}
				case strings.HasPrefix(typ, "tax_"):
					ch.Terms = true
				}
			}
		case "icl_languages":
			// A language added or removed, or one whose code, active
			// flag, tag or locale changed; not its names, major or encode_url.
			if !update || changedAny(rows[0], rows[1], cols, languageColumns) {
				ch.Languages = true
			}
		case "options":
			for _, r := range rows {
				name := asString(at(r, cols, "option_name"))
				if watch.option(name) {
					ch.Options = true
				}
			}
		}
	}
}

// changedAny reports whether before and after differ in a column named.
func changedAny(before, after []any, cols map[string]int, names []string) bool {
	for _, n := range names {
		if !sameValue(at(before, cols, n), at(after, cols, n)) {
			return true
		}
	}
	return false
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
