// Package memwp is a WordPress site held in memory: it loads a SQL dump
// (mysqldump output, the repository's test fixtures), takes the writes
// tests make (Exec), and answers every read of catalog.Store with the
// semantics of *wpdb.DB, so that the catalog and the server can be tested
// in milliseconds without MariaDB. A differential test compares the two on
// every test database.
//
// It keeps only the tables the store reads (options, posts, postmeta,
// terms, term_taxonomy, term_relationships, termmeta, users, usermeta);
// rows of other tables are dropped. Text columns compare as WordPress's
// utf8mb4_unicode_520_ci collation does (case, accents and trailing
// spaces ignored).
package memwp

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/wpsitemap/wpsitemap/wp"
)

// table is one kept table.
type table struct {
	sch      *schema
	order    []string // column order for an INSERT without a column list
	rows     []row    // in insertion order (InnoDB's order by primary key is applied by reads)
	nextAuto int64
	// created: the table exists (a WordPress table always; a plugin's
	// once a dump created it).
	created bool
}

// event is one row written: before is nil for an insert, after nil for a
// delete. Change sources read them.
type event struct {
	seq           uint64
	table         string // without prefix
	before, after row
}

// Site is a WordPress site in memory. It is safe for concurrent use: reads
// share it, writes (Exec and the Go writers) take it alone.
type Site struct {
	prefix string
	id     string // tells a change source's state of this site from another's

	mu     sync.RWMutex
	tables map[string]*table // by name without prefix
	posts  map[int64]row     // wp_posts by ID
	seq    uint64            // of the last write statement
	events []event
	down   error

	rowsRead atomic.Uint64
	wake     chan struct{}
}

var validPrefix = regexp.MustCompile(`^[A-Za-z0-9_]+$`)

// New returns an empty site (its tables exist, without rows) whose tables
// are named with prefix ("wp_").
func New(prefix string) (*Site, error) {
	if !validPrefix.MatchString(prefix) {
		return nil, fmt.Errorf("memwp: invalid table prefix %q", prefix)
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	s := &Site{prefix: prefix, id: hex.EncodeToString(b[:]), tables: map[string]*table{}, posts: map[int64]row{},
		wake: make(chan struct{}, 1)}
	for name, sch := range schemas {
		s.tables[name] = newTable(sch)
	}
	return s, nil
}

func newTable(sch *schema) *table {
	t := &table{sch: sch, nextAuto: 1, created: !sch.optional}
	for _, c := range sch.cols {
		t.order = append(t.order, c.name)
	}
	return t
}

// Load reads a SQL dump into a new site with table prefix prefix. See Exec
// for the statements it takes; CREATE TABLE and DROP TABLE are taken too
// (a CREATE TABLE gives the column order of INSERTs without a column list).
func Load(r io.Reader, prefix string) (*Site, error) {
	s, err := New(prefix)
	if err != nil {
		return nil, err
	}
	if err := s.LoadMore(r); err != nil {
		return nil, err
	}
	// Nobody watched the load: its writes wake no one (a change source's
	// first Poll reports everything anyway).
	select {
	case <-s.wake:
	default:
	}
	return s, nil
}

// LoadFile is Load of the file at path, with prefix "wp_".
func LoadFile(path string) (*Site, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("memwp: %w", err)
	}
	defer f.Close()
	s, err := Load(f, "wp_")
	if err != nil {
		return nil, fmt.Errorf("memwp: %s: %w", path, err)
	}
	return s, nil
}

// LoadMore applies another dump to the site (testdata/compat-sites.sql
// after fixtures.sql). Its writes are recorded, as Exec's are.
func (s *Site) LoadMore(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("memwp: read dump: %w", err)
	}
	return s.exec(string(b), true)
}

// Exec runs SQL statements (separated by semicolons) on the site, as a
// writer such as WordPress would; each statement that writes is one
// change, reported to change sources and their Wake channel. It takes:
//
//   - INSERT INTO t [(cols)] VALUES (...), (...) with literal values;
//   - UPDATE t [alias] SET col = literal, ... [WHERE cond];
//   - DELETE FROM t [WHERE cond];
//   - where cond is comparisons of a column with literals (=, <>, !=, <,
//     <=, >, >=, [NOT] IN (...), [NOT] BETWEEN, [NOT] LIKE, IS [NOT] NULL)
//     joined by AND, OR, NOT and parentheses;
//   - SET, LOCK TABLES, UNLOCK TABLES, START TRANSACTION, BEGIN, COMMIT
//     and comments, which change nothing here.
//
// Anything else (INSERT ... SELECT, subqueries, functions, ORDER BY or
// LIMIT in an UPDATE, DDL) is an error, as is a write that breaks a
// primary or unique key; the statements before it stay applied. Writes to
// tables the store does not keep are dropped.
func (s *Site) Exec(sql string) error {
	return s.exec(sql, false)
}

func (s *Site) exec(sql string, ddl bool) error {
	stmts, err := splitStatements(sql)
	if err != nil {
		return fmt.Errorf("memwp: %w", err)
	}
	for _, text := range stmts {
		st, err := parseStatement(text)
		if err != nil {
			return fmt.Errorf("memwp: %s: %w", oneLine(text), err)
		}
		if (st.kind == "create" || st.kind == "drop") && !ddl {
			return fmt.Errorf("memwp: %s: table definitions are not supported by Exec", oneLine(text))
		}
		if err := s.apply(st); err != nil {
			return fmt.Errorf("memwp: %s: %w", oneLine(text), err)
		}
	}
	return nil
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 120 {
		s = s[:120] + "..."
	}
	return s
}

// apply runs one parsed statement.
func (s *Site) apply(st *stmt) error {
	if st.kind == "ignore" {
		return nil
	}
	name, ok := strings.CutPrefix(st.table, s.prefix)
	var t *table
	if ok {
		t = s.tables[name]
	}
	if t == nil {
		return nil // not a table the store reads
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	seq := s.seq + 1
	n := len(s.events)
	var err error
	switch st.kind {
	case "create":
		t.order, t.created = nil, true
		for _, c := range st.cols {
			if _, ok := t.sch.col(c); !ok {
				return fmt.Errorf("column %s of %s is not WordPress's", c, st.table)
			}
			t.order = append(t.order, c)
		}
	case "drop":
		*t = *newTable(t.sch)
		s.reindex(name)
	case "insert":
		err = s.insert(name, t, st, seq)
	case "update":
		err = s.update(name, t, st, seq)
	case "delete":
		err = s.delete(name, t, st, seq)
	default:
		return fmt.Errorf("unsupported statement %s", st.kind)
	}
	if len(s.events) > n {
		s.seq = seq
		select {
		case s.wake <- struct{}{}:
		default:
		}
	}
	return err
}

func (s *Site) reindex(name string) {
	if name != "posts" {
		return
	}
	s.posts = make(map[int64]row, len(s.tables["posts"].rows))
	for _, r := range s.tables["posts"].rows {
		s.posts[r.int("ID")] = r
	}
}

// canonical returns the schema's spelling of a column name.
func (t *table) canonical(col string) (column, error) {
	c, ok := t.sch.col(col)
	if !ok {
		return column{}, fmt.Errorf("unknown column %s", col)
	}
	return c, nil
}

func (s *Site) insert(name string, t *table, st *stmt, seq uint64) error {
	cols := st.cols
	if cols == nil {
		cols = t.order
	}
	var defs []column
	for _, c := range cols {
		col, err := t.canonical(c)
		if err != nil {
			return err
		}
		defs = append(defs, col)
	}
	for _, vals := range st.rows {
		if len(vals) != len(defs) {
			return fmt.Errorf("%d values for %d columns", len(vals), len(defs))
		}
		r := row{}
		given := map[string]bool{}
		for i, c := range defs {
			if v, ok := c.store(vals[i]); ok {
				r[c.name] = v
			}
			given[c.name] = true
		}
		for _, c := range t.sch.cols {
			if !given[c.name] && !c.nullable {
				r[c.name] = c.def
			}
		}
		if a := t.sch.auto; a != "" {
			if v, has := r[a]; !has || v == "0" {
				r[a] = strconv.FormatInt(t.nextAuto, 10)
			}
			t.nextAuto = max(t.nextAuto, r.int(a)+1)
		}
		if err := t.checkUnique(r, nil); err != nil {
			return err
		}
		t.rows = append(t.rows, r)
		if name == "posts" {
			s.posts[r.int("ID")] = r
		}
		s.events = append(s.events, event{seq: seq, table: name, after: r})
	}
	return nil
}

// checkUnique refuses r when another row than self has its key.
func (t *table) checkUnique(r, self row) error {
	if len(t.sch.unique) == 0 {
		return nil
	}
	for _, o := range t.rows {
		if sameRow(o, self) {
			continue
		}
		dup := true
		for _, k := range t.sch.unique {
			if !eqCI(o[k], r[k]) {
				dup = false
				break
			}
		}
		if dup {
			return fmt.Errorf("duplicate entry for key (%s)", strings.Join(t.sch.unique, ", "))
		}
	}
	return nil
}

// sameRow reports whether a and b are the same map.
func sameRow(a, b row) bool {
	if a == nil || b == nil {
		return false
	}
	return fmt.Sprintf("%p", a) == fmt.Sprintf("%p", b)
}

func (s *Site) update(name string, t *table, st *stmt, seq uint64) error {
	var set []struct {
		c column
		v value
	}
	for _, a := range st.set {
		c, err := t.canonical(a.col)
		if err != nil {
			return err
		}
		set = append(set, struct {
			c column
			v value
		}{c, a.v})
	}
	for _, r := range t.rows {
		ok, err := t.match(st.where, r)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		before := maps.Clone(r)
		next := maps.Clone(r)
		for _, a := range set {
			if v, ok := a.c.store(a.v); ok {
				next[a.c.name] = v
			} else {
				delete(next, a.c.name)
			}
		}
		if maps.Equal(before, next) {
			continue // MariaDB writes no row that did not change
		}
		if err := t.checkUnique(next, r); err != nil {
			return err
		}
		clear(r)
		maps.Copy(r, next)
		s.events = append(s.events, event{seq: seq, table: name, before: before, after: maps.Clone(r)})
	}
	s.reindex(name)
	return nil
}

func (s *Site) delete(name string, t *table, st *stmt, seq uint64) error {
	var keep []row
	for _, r := range t.rows {
		ok, err := t.match(st.where, r)
		if err != nil {
			return err
		}
		if ok {
			s.events = append(s.events, event{seq: seq, table: name, before: r})
		} else {
			keep = append(keep, r)
		}
	}
	t.rows = keep
	s.reindex(name)
	return nil
}

// match evaluates a WHERE condition on r (nil: every row). A comparison
// with NULL is false, as SQL's unknown is in a WHERE.
func (t *table) match(e expr, r row) (bool, error) {
	if e == nil {
		return true, nil
	}
	v, err := t.eval(e, r)
	return v == 1, err
}

// eval gives 1 (true), 0 (false) or -1 (unknown: NULL involved).
func (t *table) eval(e expr, r row) (int, error) {
	switch e := e.(type) {
	case andExpr:
		return t.evalAnd(e, r)
	case orExpr:
		a, b, err := t.evalBoth(e.a, e.b, r)
		if err != nil {
			return 0, err
		}
		return max(a, b), nil
	case notExpr:
		a, err := t.eval(e.a, r)
		if a == -1 {
			return -1, err
		}
		return 1 - a, err
	case nullExpr:
		c, err := t.canonical(e.col)
		if err != nil {
			return 0, err
		}
		_, has := r[c.name]
		return boolInt(has == e.not), nil
	case cmpExpr:
		return t.evalCmp(e, r)
	case inExpr:
		return t.evalIn(e, r)
	case betweenExpr:
		return t.evalBetween(e, r)
	}
	return 0, fmt.Errorf("unsupported condition %T", e)
}

// evalBoth evaluates the two sides of AND or OR, left first.
func (t *table) evalBoth(x, y expr, r row) (a, b int, err error) {
	if a, err = t.eval(x, r); err != nil {
		return 0, 0, err
	}
	if b, err = t.eval(y, r); err != nil {
		return 0, 0, err
	}
	return a, b, nil
}

// evalAnd is SQL's AND: false if either side is, else unknown if either is.
func (t *table) evalAnd(e andExpr, r row) (int, error) {
	a, b, err := t.evalBoth(e.a, e.b, r)
	if err != nil {
		return 0, err
	}
	switch {
	case a == 0 || b == 0:
		return 0, nil
	case a == -1 || b == -1:
		return -1, nil
	}
	return 1, nil
}

// evalCmp is a comparison of a column with a literal, or LIKE.
func (t *table) evalCmp(e cmpExpr, r row) (int, error) {
	c, err := t.canonical(e.col)
	if err != nil {
		return 0, err
	}
	v, has := r[c.name]
	if !has || e.v.null {
		return -1, nil
	}
	if e.op == "LIKE" {
		return boolInt(likeCI(v, e.v.s)), nil
	}
	d := compare(c, v, e.v.s)
	switch e.op {
	case "=":
		return boolInt(d == 0), nil
	case "<>", "!=":
		return boolInt(d != 0), nil
	case "<":
		return boolInt(d < 0), nil
	case "<=":
		return boolInt(d <= 0), nil
	case ">":
		return boolInt(d > 0), nil
	case ">=":
		return boolInt(d >= 0), nil
	}
	return 0, fmt.Errorf("unsupported operator %s", e.op)
}

// evalIn is [NOT] IN (...): unknown when the value is NULL, or when it is
// not found and the list holds a NULL.
func (t *table) evalIn(e inExpr, r row) (int, error) {
	c, err := t.canonical(e.col)
	if err != nil {
		return 0, err
	}
	v, has := r[c.name]
	if !has {
		return -1, nil
	}
	found, unknown := false, false
	for _, l := range e.vs {
		if l.null {
			unknown = true
		} else if compare(c, v, l.s) == 0 {
			found = true
		}
	}
	switch {
	case found:
		return boolInt(!e.not), nil
	case unknown:
		return -1, nil
	}
	return boolInt(e.not), nil
}

// evalBetween is [NOT] BETWEEN lo AND hi, both ends included.
func (t *table) evalBetween(e betweenExpr, r row) (int, error) {
	c, err := t.canonical(e.col)
	if err != nil {
		return 0, err
	}
	v, has := r[c.name]
	if !has || e.lo.null || e.hi.null {
		return -1, nil
	}
	in := compare(c, v, e.lo.s) >= 0 && compare(c, v, e.hi.s) <= 0
	return boolInt(in != e.not), nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// compare compares a stored value of column c with a literal, as MariaDB
// compares that column with a constant.
func compare(c column, stored, lit string) int {
	switch c.kind {
	case kInt:
		a, _ := strconv.ParseInt(stored, 10, 64)
		bf, err := strconv.ParseFloat(strings.TrimSpace(lit), 64)
		if err != nil {
			bf, _ = strconv.ParseFloat(intText(lit), 64)
		}
		af := float64(a)
		switch {
		case af < bf:
			return -1
		case af > bf:
			return 1
		}
		return 0
	case kDate:
		return strings.Compare(stored, dateText(lit))
	}
	return cmpCI(stored, lit)
}

// SetDown makes every read fail with an error wrapping wp.ErrUnavailable
// and err (a database that stopped answering); SetDown(nil) brings the
// site back.
func (s *Site) SetDown(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.down = err
}

// check returns the error of a read while the site is down.
func (s *Site) check(what string) error {
	if s.down != nil {
		return fmt.Errorf("wp: %s: %w: %w", what, wp.ErrUnavailable, s.down)
	}
	return nil
}

// Prefix is the table prefix.
func (s *Site) Prefix() string { return s.prefix }

// RowsRead is the number of rows the reads returned so far (metrics).
func (s *Site) RowsRead() uint64 { return s.rowsRead.Load() }

// Probe reports whether the site answers (the server's /readyz): the
// error of SetDown, else nil.
func (s *Site) Probe(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.check("probe")
}

// SetOption stores an option (inserting it when missing), as one write.
func (s *Site) SetOption(name, value string) error {
	s.mu.RLock()
	exists := slices.ContainsFunc(s.tables["options"].rows, func(r row) bool { return eqCI(r["option_name"], name) })
	s.mu.RUnlock()
	if exists {
		return s.Exec("UPDATE " + s.prefix + "options SET option_value = " + quote(value) + " WHERE option_name = " + quote(name))
	}
	return s.Exec("INSERT INTO " + s.prefix + "options (option_name, option_value) VALUES (" + quote(name) + ", " + quote(value) + ")")
}

// quote writes a string literal that the parser reads back as s.
func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\x00", `\0`, "\n", `\n`, "\r", `\r`, "\x1a", `\Z`)
	return "'" + r.Replace(s) + "'"
}

// Option returns an option's stored value.
func (s *Site) Option(name string) (string, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, r := range s.tables["options"].rows {
		if eqCI(r["option_name"], name) {
			return r["option_value"], true
		}
	}
	return "", false
}
