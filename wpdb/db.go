// Package wpdb is the only package that talks to the WordPress database. It
// reads options, posts, terms, users and their meta with streaming,
// batched queries (never one query per object), learns which post types and
// taxonomies exist, and follows changes (polling tables, or the binary log).
//
// Every query takes the caller's context, so a request deadline bounds the
// database work done for it; ConnConfig.LockWait bounds, on the server, how
// long a query waits for a table lock, so that one given up by its context
// does not stay behind. All SQL uses placeholders for values; the table
// prefix is validated once and baked into the query strings at start-up.
package wpdb

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	gomysql "github.com/go-mysql-org/go-mysql/mysql"
	"github.com/go-sql-driver/mysql"
	"github.com/jmoiron/sqlx"
	"github.com/wpsitemap/wpsitemap/wp"
	"golang.org/x/sync/semaphore"
)

// ConnConfig says where the WordPress database is.
type ConnConfig struct {
	Net      string // "tcp" or "unix"
	Addr     string // host:port, or the socket path
	User     string
	Password string
	Name     string
	Prefix   string // table prefix, e.g. "wp_"
	// Home and SiteURL, when set, win over the stored home and siteurl
	// options, as the WP_HOME and WP_SITEURL constants of wp-config.php do.
	Home, SiteURL string
	// LockWait is the server's lock_wait_timeout for the service's
	// sessions, rounded up to whole seconds (0: the server's default, a
	// year). A reader of a table that LOCK TABLES or an ALTER holds waits
	// on the server until the lock goes or this expires, even after the
	// client gave up; the request deadline is the right value.
	LockWait time.Duration
	// Logger receives the driver's own messages (dropped connections and
	// the like) as structured warnings; nil means slog.Default().
	Logger *slog.Logger
}

// driverLogger adapts slog to the driver's Logger interface.
type driverLogger struct{ l *slog.Logger }

// Print logs one message of the driver. Its text goes under "detail": the
// key "msg" is slog's own, and JSON lines must not repeat a key.
func (d driverLogger) Print(v ...any) { d.l.Warn("mysql driver", "detail", fmt.Sprint(v...)) }

var validPrefix = regexp.MustCompile(`^[A-Za-z0-9_]+$`)

// DB is a read-only handle on one WordPress database.
type DB struct {
	x        *sqlx.DB
	prefix   string      // the site's tables' prefix
	base     string      // the prefix of users and usermeta: prefix, but for a network's site
	network  bool        // a site of a network (ForSite)
	blogID   int64       // its blog_id (ForSite)
	sitewide string      // the network's active_sitewide_plugins, as stored (ForSite)
	mapped   string      // the site's primary mapped domain, or "" (ForSite)
	mapTable atomic.Bool // Network found {base}domain_mapping: NetworkSum reads it too
	conn     ConnConfig  // without the password: names for Probe's messages
	home     string      // WP_HOME, or ""
	siteURL  string      // WP_SITEURL, or ""
	q        queries
	rowsRead atomic.Uint64
	// spansRead and spanRests count scanSpans' spans, and those whose
	// rest the consumer read (tests).
	spansRead, spanRests atomic.Int64
	budget               *semaphore.Weighted // ContentBudget bytes of post_content
	deferred             *deferral           // the pool's one deferred baseline (nil: none)
	flavorOnce           sync.Once           // the server's flavour, for bounded
	mariadb, mysql       bool
	charsetMu            sync.Mutex // utf8Content
	charsetKnown         bool
	utf8                 bool
}

// RowsRead is the number of rows read so far (for metrics).
func (db *DB) RowsRead() uint64 { return db.rowsRead.Load() }

// Open connects (lazily: the pool dials on first use) and validates the
// prefix. The pool is small: the service runs beside WordPress on small
// machines and its queries are short.
func Open(c ConnConfig) (*DB, error) {
	if !validPrefix.MatchString(c.Prefix) {
		return nil, fmt.Errorf("wp: invalid table prefix %q", c.Prefix)
	}
	mc := mysql.NewConfig()
	mc.Net = c.Net
	if mc.Net == "" {
		mc.Net = "tcp"
	}
	mc.Addr = c.Addr
	if c.Logger != nil {
		mc.Logger = driverLogger{c.Logger}
	} else {
		mc.Logger = driverLogger{slog.Default()}
	}
	mc.User = c.User
	mc.Passwd = c.Password
	mc.DBName = c.Name
	mc.ParseTime = false
	// Placeholders are filled in by the driver (it escapes for the
	// connection charset): one round trip per query instead of three
	// (prepare, execute, close).
	mc.InterpolateParams = true
	mc.Timeout = 5 * time.Second
	// Preparing a large site runs grouped queries that compute for minutes
	// before their first row; the read timeout only catches dead links.
	// Request deadlines come from contexts.
	mc.ReadTimeout = 15 * time.Minute
	mc.WriteTimeout = 30 * time.Second
	mc.Collation = "utf8mb4_unicode_ci" // also sets the connection charset to utf8mb4
	if c.LockWait > 0 {
		// Sent as SET lock_wait_timeout=N on every new connection; MySQL and
		// MariaDB both have it.
		mc.Params = map[string]string{"lock_wait_timeout": strconv.Itoa(int(math.Ceil(c.LockWait.Seconds())))}
	}
	connector, err := mysql.NewConnector(mc)
	if err != nil {
		return nil, fmt.Errorf("wp: %w", err)
	}
	x := sqlx.NewDb(sql.OpenDB(connector), "mysql")
	x.SetMaxOpenConns(8)
	x.SetMaxIdleConns(4)
	x.SetConnMaxLifetime(5 * time.Minute)
	x.SetConnMaxIdleTime(time.Minute)
	db := &DB{x: x, prefix: c.Prefix, base: c.Prefix, home: c.Home, siteURL: c.SiteURL, q: buildQueries(c.Prefix, c.Prefix), budget: semaphore.NewWeighted(ContentBudget),
		deferred: newDeferral()}
	c.Password, c.Logger = "", nil
	db.conn = c
	return db, nil
}

// Close releases the pool. A baseline deferred on it reads now, on the
// connection it holds (which the pool's closing lets finish), and gives
// that connection back, rather than keep it and its snapshot open until
// baselineDeferMax.
func (db *DB) Close() error {
	db.deferred.close()
	return db.x.Close()
}

// Ping reports whether the database answers.
func (db *DB) Ping(ctx context.Context) error {
	if err := db.x.PingContext(ctx); err != nil {
		return unavailable(err)
	}
	return nil
}

// Server error numbers this package acts on (MySQL's and MariaDB's are
// the same; 2xxx are the client library's).
const (
	erDBAccessDenied       = 1044 // ER_DBACCESS_DENIED_ERROR
	erAccessDenied         = 1045 // ER_ACCESS_DENIED_ERROR
	erParse                = 1064 // ER_PARSE_ERROR: a statement this server does not know
	erTableAccessDenied    = 1142 // ER_TABLEACCESS_DENIED_ERROR
	erSpecificAccessDenied = 1227 // ER_SPECIFIC_ACCESS_DENIED_ERROR: a privilege is missing
	erBinlogUnreadable     = 1236 // ER_MASTER_FATAL_ERROR_READING_BINLOG: the log asked for is gone
)

// errorCode returns the error number the server gave err, from the SQL
// driver's *mysql.MySQLError or the replication library's
// *gomysql.MyError anywhere in err's chain; 0 when neither is there.
func errorCode(err error) uint16 {
	var me *mysql.MySQLError
	if errors.As(err, &me) {
		return me.Number
	}
	var re *gomysql.MyError
	if errors.As(err, &re) {
		return re.Code
	}
	return 0
}

// accessDenied reports whether the server refused err's statement for
// want of a privilege.
func accessDenied(err error) bool {
	switch errorCode(err) {
	case erDBAccessDenied, erAccessDenied, erTableAccessDenied, erSpecificAccessDenied:
		return true
	}
	return false
}

// isMariaDB reports whether a server's VERSION() is MariaDB's (which
// differs from MySQL in SQL and in the replication protocol).
func isMariaDB(version string) bool { return strings.Contains(strings.ToLower(version), "mariadb") }

// unavailable marks connection-level failures so that the HTTP layer can
// answer 503. SQL errors that come back from a live server (a missing table,
// say) are not wrapped: they are configuration errors.
func unavailable(err error) error {
	if err == nil {
		return nil
	}
	var me *mysql.MySQLError
	if errors.As(err, &me) {
		switch me.Number {
		case 1040, 1053, 1205, 1213, 2002, 2003, 2006, 2013:
			return fmt.Errorf("%w: %w", wp.ErrUnavailable, err)
		}
		return err
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	return fmt.Errorf("%w: %w", wp.ErrUnavailable, err)
}

// Prefix is the table prefix.
func (db *DB) Prefix() string { return db.prefix }

// bounded returns query (a SELECT) with a server-side time limit equal to
// what is left of ctx's deadline, so that a query the client gave up on
// does not go on running on the server (a cancelled context only closes
// the connection: MariaDB and MySQL finish the statement anyway, and
// periodic checks that time out would pile up). MariaDB takes SET STATEMENT
// max_statement_time; MySQL an optimizer hint. Without a deadline, or on a
// server of unknown flavour, the query is returned as it is.
func (db *DB) bounded(ctx context.Context, query string) string {
	dl, ok := ctx.Deadline()
	if !ok || !strings.HasPrefix(query, "SELECT ") {
		return query
	}
	left := time.Until(dl)
	if left <= 0 {
		left = time.Millisecond
	}
	db.flavorOnce.Do(func() {
		var v string
		fctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if db.x.QueryRowContext(fctx, "SELECT VERSION()").Scan(&v) == nil {
			db.mariadb = isMariaDB(v)
			db.mysql = !db.mariadb
		}
	})
	switch {
	case db.mariadb:
		return fmt.Sprintf("SET STATEMENT max_statement_time=%.3f FOR %s", left.Seconds()+1, query)
	case db.mysql:
		return "SELECT /*+ MAX_EXECUTION_TIME(" + strconv.FormatInt(left.Milliseconds()+1000, 10) + ") */ " + strings.TrimPrefix(query, "SELECT ")
	}
	return query
}

// hasTable reports whether the database has the table name (its full
// name, prefix included): one look at the catalog of tables, for the
// tables that only some sites have (a network's blogs, the legacy domain
// mapping plugin's, WPML's).
func (db *DB) hasTable(ctx context.Context, name string) (bool, error) {
	var n int
	err := db.x.QueryRowContext(ctx, `SELECT COUNT(*) FROM information_schema.TABLES
		WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?`, name).Scan(&n)
	if err != nil {
		return false, unavailable(fmt.Errorf("wp: look for table %s: %w", name, err))
	}
	return n > 0, nil
}
