package wpdb

import (
	"context"
	"errors"
	"fmt"
	"net"
	"sort"
	"strings"

	"github.com/go-sql-driver/mysql"
	"github.com/wpsitemap/wpsitemap/wp"
)

// Problem classifies what Probe found wrong with the database settings.
type Problem int

// The problems Probe tells apart. Each maps to one setting to change.
const (
	// Unreachable: no database server answers at the address (refused,
	// unknown host, no socket, timeout), or what answers is not MySQL.
	Unreachable Problem = iota + 1
	// Unavailable: the server answers but cannot serve now (too many
	// connections, shutting down).
	Unavailable
	// AccessDenied: the server refused the user name or password (1045, 1698).
	AccessDenied
	// HostNotAllowed: the user may not connect from this host (1130).
	HostNotAllowed
	// NoDatabase: the database does not exist (1049).
	NoDatabase
	// NoDatabaseAccess: the user may not use the database (1044).
	NoDatabaseAccess
	// NoTableAccess: the user may not read a WordPress table (1142, 1143).
	NoTableAccess
	// WrongPrefix: no WordPress table has the prefix, but tables with
	// another prefix are there.
	WrongPrefix
	// NotWordPress: the database holds no WordPress tables, or its options
	// table has no home option.
	NotWordPress
	// MissingTables: some WordPress tables with the prefix are there, others
	// are not.
	MissingTables
)

// SetupError is what Probe found wrong: the problem, a sentence saying
// what is wrong (Msg, naming the server, database or table involved) and,
// when it helps, what was found instead (Found). It never holds the
// password. Errors of Unreachable and Unavailable problems match
// wp.ErrUnavailable with errors.Is.
type SetupError struct {
	Problem Problem
	Msg     string // e.g. `table wpx_options not found in database "blog"`
	Found   string // e.g. `tables found with prefix "wp_"`; may be empty
	Err     error  // the driver's error, if any
}

func (e *SetupError) Error() string {
	if e.Found != "" {
		return e.Msg + " (" + e.Found + ")"
	}
	return e.Msg
}

func (e *SetupError) Unwrap() error { return e.Err }

// Is makes connection problems match wp.ErrUnavailable.
func (e *SetupError) Is(target error) bool {
	return target == wp.ErrUnavailable && (e.Problem == Unreachable || e.Problem == Unavailable)
}

// tableNames are the tables every site has that wpsitemap reads
// (wp.TrackedTables but the plugins'), without the prefix, the options
// first.
var tableNames = func() []string {
	names := []string{"options"}
	for _, t := range wp.TrackedTables {
		if !t.Optional && t.Name != "options" {
			names = append(names, t.Name)
		}
	}
	return names
}()

// Probe checks that the database answers, that the user may read it, that
// every table wpsitemap reads is there with the configured prefix and that
// the options hold a home URL: what start-up and /readyz check. It costs a
// ping and one query that reads no row but one option. A failure is a
// *SetupError, except for errors of the context.
func (db *DB) Probe(ctx context.Context) error {
	if err := db.x.PingContext(ctx); err != nil {
		return db.classify(err)
	}
	var home string
	if err := db.x.QueryRowContext(ctx, probeQuery(db.prefix, db.base)).Scan(&home); err != nil {
		var me *mysql.MySQLError
		if errors.As(err, &me) && me.Number == 1146 {
			return db.explainMissing(ctx, err)
		}
		return db.classify(err)
	}
	if strings.TrimSpace(home) == "" {
		return &SetupError{Problem: NotWordPress,
			Msg: fmt.Sprintf("table %soptions in database %q has no home option", db.prefix, db.conn.Name)}
	}
	return nil
}

// probeQuery opens every table wpsitemap reads (a missing one fails with
// 1146, an unreadable one with 1142) and reads the home option, as one
// column: CONCAT_WS skips the NULLs of the empty subqueries.
func probeQuery(prefix, base string) string {
	var b strings.Builder
	b.WriteString("SELECT CONCAT_WS('', (SELECT option_value FROM {options} WHERE option_name = 'home' LIMIT 1)")
	for _, t := range tableNames[1:] {
		fmt.Fprintf(&b, ",\n\t(SELECT '' FROM {%s} LIMIT 0)", t)
	}
	b.WriteString(")")
	return expandSite(prefix, base, b.String())
}

// classify turns a driver error into a *SetupError.
func (db *DB) classify(err error) error {
	if errors.Is(err, context.Canceled) {
		return err
	}
	addr := db.conn.Addr
	var me *mysql.MySQLError
	if errors.As(err, &me) {
		e := &SetupError{Err: err}
		switch me.Number {
		case 1045, 1698, 1251:
			e.Problem = AccessDenied
			e.Msg = fmt.Sprintf("the database server at %s refused the login: %s", addr, me.Message)
		case 1130:
			e.Problem = HostNotAllowed
			e.Msg = fmt.Sprintf("the database server at %s does not let user %q connect from this host: %s", addr, db.conn.User, me.Message)
		case 1049:
			e.Problem = NoDatabase
			e.Msg = fmt.Sprintf("database %q does not exist on %s", db.conn.Name, addr)
		case 1044:
			e.Problem = NoDatabaseAccess
			e.Msg = fmt.Sprintf("user %q may not use database %q on %s", db.conn.User, db.conn.Name, addr)
		case 1142, 1143:
			e.Problem = NoTableAccess
			e.Msg = fmt.Sprintf("user %q may not read the WordPress tables of database %q: %s", db.conn.User, db.conn.Name, me.Message)
		default:
			e.Problem = Unavailable
			e.Msg = fmt.Sprintf("the database server at %s cannot answer: %s", addr, me.Message)
		}
		return e
	}
	e := &SetupError{Problem: Unreachable, Err: err}
	var op *net.OpError
	var dns *net.DNSError
	switch {
	case errors.As(err, &dns):
		e.Msg = fmt.Sprintf("cannot reach the database server at %s: unknown host %q", addr, dns.Name)
	case errors.As(err, &op):
		e.Msg = fmt.Sprintf("cannot reach the database server at %s: %v", addr, op.Err)
	case errors.Is(err, context.DeadlineExceeded):
		e.Msg = fmt.Sprintf("cannot reach the database server at %s: no answer in time", addr)
	case errors.Is(err, mysql.ErrNativePassword), errors.Is(err, mysql.ErrCleartextPassword),
		errors.Is(err, mysql.ErrOldPassword), errors.Is(err, mysql.ErrUnknownPlugin):
		e.Problem = AccessDenied
		e.Msg = fmt.Sprintf("the database server at %s refused the login: %v", addr, err)
	default:
		e.Msg = fmt.Sprintf("cannot talk to a database server at %s: %v", addr, oneLine(err.Error()))
	}
	return e
}

// explainMissing says which tables are missing, and which prefixes the
// database does have tables with.
func (db *DB) explainMissing(ctx context.Context, cause error) error {
	names := make([]string, len(tableNames))
	for i, t := range tableNames {
		names[i] = db.expand("{" + t + "}") // a network's users are under its base prefix
	}
	have := map[string]bool{}
	var prefixes []string
	like := func(p string) string { return strings.ReplaceAll(p, "_", `\_`) + "%" }
	rows, err := db.x.QueryContext(ctx, `SELECT TABLE_NAME FROM information_schema.TABLES
		WHERE TABLE_SCHEMA = DATABASE() AND (TABLE_NAME LIKE '%options' OR TABLE_NAME LIKE ? OR TABLE_NAME LIKE ?)`,
		like(db.prefix), like(db.base))
	if err != nil {
		return db.classify(err)
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return db.classify(err)
		}
		have[name] = true
		if p, ok := strings.CutSuffix(name, "options"); ok && p != db.prefix && validPrefix.MatchString(p) {
			prefixes = append(prefixes, p)
		}
	}
	if err := rows.Err(); err != nil {
		return db.classify(err)
	}
	var missing []string
	for _, n := range names {
		if !have[n] {
			missing = append(missing, n)
		}
	}
	sort.Strings(prefixes)
	e := &SetupError{Err: cause}
	switch {
	case len(missing) < len(names):
		e.Problem = MissingTables
		e.Msg = fmt.Sprintf("%s %s not found in database %q", plural(len(missing), "table", "tables"), strings.Join(missing, ", "), db.conn.Name)
		e.Found = fmt.Sprintf("the other tables with prefix %q are there", db.prefix)
	case len(prefixes) > 0:
		e.Problem = WrongPrefix
		e.Msg = fmt.Sprintf("table %soptions not found in database %q", db.prefix, db.conn.Name)
		quoted := make([]string, 0, 6)
		for i, p := range prefixes {
			if i == 5 {
				quoted = append(quoted, fmt.Sprintf("and %d more", len(prefixes)-5))
				break
			}
			quoted = append(quoted, fmt.Sprintf("%q", p))
		}
		e.Found = fmt.Sprintf("tables found with %s %s", plural(len(prefixes), "prefix", "prefixes"), strings.Join(quoted, ", "))
	default:
		e.Problem = NotWordPress
		e.Msg = fmt.Sprintf("database %q holds no WordPress tables (no %soptions, nor any table named like *options)", db.conn.Name, db.prefix)
	}
	return e
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// oneLine keeps a driver message on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Installation is what the database says of the software that wrote it,
// and of the database user: what `wpsitemap check` prints.
type Installation struct {
	Server    string   // the server's VERSION(), e.g. "10.11.6-MariaDB"
	User      string   // CURRENT_USER(), e.g. "wpsitemap@%"
	DBVersion string   // WordPress's db_version option (a schema number, e.g. "57155")
	WordPress string   // the release WordPress last checked updates for; "" when unknown
	Yoast     string   // the version in Yoast SEO's wpseo option; "" when not stored
	HasYoast  bool     // the wpseo option is there: Yoast SEO ran on the site
	Grants    []string // SHOW GRANTS, as the server prints them
}

// Installed reads the Installation. Call Probe first: it explains errors.
func (db *DB) Installed(ctx context.Context) (*Installation, error) {
	in := &Installation{}
	if err := db.x.QueryRowContext(ctx, "SELECT VERSION(), CURRENT_USER()").Scan(&in.Server, &in.User); err != nil {
		return nil, unavailable(fmt.Errorf("wp: server version: %w", err))
	}
	rows, err := db.x.QueryContext(ctx, db.expand(`SELECT option_name, option_value FROM {options}
		WHERE option_name IN ('db_version', 'wpseo', '_site_transient_update_core')`))
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: versions: %w", err))
	}
	defer rows.Close()
	for rows.Next() {
		var name, value string
		if err := rows.Scan(&name, &value); err != nil {
			return nil, unavailable(fmt.Errorf("wp: versions: %w", err))
		}
		switch name {
		case "db_version":
			in.DBVersion = value
		case "wpseo":
			in.HasYoast = true
			if v, err := wp.Unserialize(value); err == nil {
				in.Yoast = wp.PHPArrayString(v, "version")
			}
		case "_site_transient_update_core":
			// An object (stdClass) with version_checked: the release
			// that asked WordPress.org for updates.
			if v, err := wp.Unserialize(value); err == nil {
				in.WordPress = wp.PHPArrayString(v, "version_checked")
			}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: versions: %w", err))
	}
	grants, err := db.x.QueryContext(ctx, "SHOW GRANTS")
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: grants: %w", err))
	}
	defer grants.Close()
	for grants.Next() {
		var g string
		if err := grants.Scan(&g); err != nil {
			return nil, unavailable(fmt.Errorf("wp: grants: %w", err))
		}
		in.Grants = append(in.Grants, g)
	}
	return in, unavailable(grants.Err())
}

// OtherIndexNow returns the plugins whose own IndexNow submissions are on
// in the database (wp.OtherIndexNow, from the options wp.IndexNowOptions).
func (db *DB) OtherIndexNow(ctx context.Context) ([]wp.IndexNowPlugin, error) {
	q, args, err := sqlxIn(db.expand(`SELECT option_name, option_value FROM {options} WHERE option_name IN (?)`), wp.IndexNowOptions)
	if err != nil {
		return nil, err
	}
	rows, err := db.x.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, unavailable(fmt.Errorf("wp: IndexNow plugins: %w", err))
	}
	defer rows.Close()
	raw := map[string]string{}
	for rows.Next() {
		var name, value string
		if err := rows.Scan(&name, &value); err != nil {
			return nil, unavailable(fmt.Errorf("wp: IndexNow plugins: %w", err))
		}
		raw[name] = value
	}
	if err := rows.Err(); err != nil {
		return nil, unavailable(fmt.Errorf("wp: IndexNow plugins: %w", err))
	}
	if db.sitewide != "" {
		raw[wp.SitewidePluginsOption] = db.sitewide
	}
	return wp.OtherIndexNow(raw), nil
}
