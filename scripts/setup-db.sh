#!/usr/bin/env bash
# setup-db.sh: makes the databases wpsitemap's tests and example use, from files in this
# repository. It leaves a server as it found it: it never changes a password, a grant or how
# root logs in, and creates its own databases and users only when they are missing.
#
#   scripts/setup-db.sh                  fixtures + every conformance scenario
#   scripts/setup-db.sh --only-fixtures  only wpsitemap_fixtures (what run-example.sh needs)
#   scripts/setup-db.sh --bench          also wp_bench (testdata/bench/wp_bench.sql.gz)
#   scripts/setup-db.sh --env FILE       also write the login the tests should use to FILE
#                                        (WPSITEMAP_TEST_DB_USER=..., sourced by test.sh)
#
# What it does:
#   1. Makes sure a MariaDB server answers. When the server is local (127.0.0.1/localhost) and
#      /usr/sbin/mariadbd is missing, it installs Debian's mariadb-server; when it does not
#      answer, it starts it; then it waits until it answers.
#   2. Logs in to set up. First as WPSITEMAP_TEST_DB_USER over TCP (root with the empty
#      password by default, as development machines and CI have it). When that login is
#      refused, the server is local and this runs as the unix root user, it logs in through
#      the unix socket as root instead: a fresh Debian install lets root in only that way
#      (unix_socket), and this script leaves it so.
#   3. Creates, in utf8mb4 / utf8mb4_unicode_520_ci (WordPress's own choice), each database
#      that is missing, and reloads one only when the file it comes from has changed since it
#      was loaded (the file's SHA-256 is kept in the database's comment, MariaDB 10.5+; a
#      server without schema comments gets a reload every time):
#        wpsitemap_fixtures  <- testdata/fixtures.sql
#        compat_sites        <- testdata/fixtures.sql, then testdata/compat-sites.sql (a site set
#                               up differently: Yoast 21.1, stripcategorybase, show_on_front
#                               posts, a removed plugin's types, long and non-ASCII URLs)
#        wpsitemap_video     <- testdata/video.sql (Yoast Video SEO data, for package video)
#        wpsitemap_news      <- testdata/news.sql (Yoast News SEO settings and articles)
#        wpsitemap_multisite <- testdata/multisite-subdir.sql (a subdirectory network: three
#                               sites, one archived, users shared)
#        wpsitemap_multisite_mapped <- testdata/multisite-subdir.sql, then
#                               testdata/multisite-domainmap.sql (the same network with the
#                               legacy domain mapping plugin's table)
#        wpsitemap_wpnet_subdir    <- testdata/network-subdir-wp.sql and
#        wpsitemap_wpnet_subdomain <- testdata/network-subdomain-wp.sql: networks made by
#                               WordPress's own PHP (scripts/wp-network/make.sh), five sites
#                               each, one not public, one archived, one deleted
#        wpc_<scenario>      <- testdata/conformance/<scenario>/db.sql ('-' becomes '_'):
#                               wpc_year_month, wpc_plain, wpc_not_public,
#                               wpc_default_per_page, wpc_core_sitemaps
#        wpc_subdir          <- year-month with home and siteurl under /blog
#        wpc_attachments     <- year-month with Yoast's attachment sitemap on
#        wpsitemap_wpml      <- year-month, then testdata/wpml.sql (WPML in directory mode:
#                               four languages, one hidden, content without a row)
#        wpsitemap_polylang  <- year-month, then testdata/polylang-directory.sql (Polylang in
#                               directory mode: three languages, content without one)
#        wp_bench            <- testdata/bench/wp_bench.sql.gz (only with --bench)
#   4. Creates its own users, each only when missing (an existing one is left exactly as it
#      is, password and grants included), and says which it created:
#        wpsitemap_example (password wpsitemap_example), @localhost and @127.0.0.1: SELECT
#            on wpsitemap_fixtures and nothing else; run-example.sh serves as that user.
#        wpsitemap_test (password wpsitemap_test), @localhost and @127.0.0.1, only when step 2
#            had to use the socket: all privileges on the databases the tests load and create
#            (wpc_*, wpsitemap_*, wpgen_*, wp_gen*, wp_bench and the e2e sites wp_live,
#            wp_nginx, wp_apache, wp_caddy, wp_browser); the tests then log in as that user.
#
# Environment (defaults in brackets):
#   WPSITEMAP_TEST_DB_HOST [127.0.0.1]  WPSITEMAP_TEST_DB_PORT [3306]
#   WPSITEMAP_TEST_DB_USER [root]       WPSITEMAP_TEST_DB_PASSWORD [empty]
#   WPSITEMAP_DB_WAIT [60]  seconds to wait for the server to answer
#   WPSITEMAP_DB_SOCKET [the client's default, /run/mysqld/mysqld.sock on Debian]  the unix
#       socket of step 2
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; }

only_fixtures=0
bench=0
env_file=
while [ "$#" -gt 0 ]; do
	case "$1" in
	--only-fixtures) only_fixtures=1 ;;
	--bench) bench=1 ;;
	--env)
		[ "$#" -ge 2 ] || { echo "setup-db: --env needs a file" >&2; exit 2; }
		env_file=$2
		shift
		;;
	-h | --help) usage; exit 0 ;;
	*) echo "setup-db: unknown argument: $1" >&2; usage >&2; exit 2 ;;
	esac
	shift
done

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

host=${WPSITEMAP_TEST_DB_HOST:-127.0.0.1}
port=${WPSITEMAP_TEST_DB_PORT:-3306}
user=${WPSITEMAP_TEST_DB_USER:-root}
password=${WPSITEMAP_TEST_DB_PASSWORD:-}
wait_seconds=${WPSITEMAP_DB_WAIT:-60}
socket_args=()
[ -z "${WPSITEMAP_DB_SOCKET:-}" ] || socket_args=(--socket="$WPSITEMAP_DB_SOCKET")

charset='CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci'
example_user=wpsitemap_example
test_user=wpsitemap_test
# The databases the tests load and create, as GRANT patterns ('_' escaped: it is a wildcard).
test_databases=('wpc\_%' 'wpsitemap\_%' 'wpgen\_%' 'wp\_gen%' 'wp\_bench'
	'wp\_live' 'wp\_nginx' 'wp\_apache' 'wp\_caddy' 'wp\_browser')

log() { printf 'setup-db: %s\n' "$*"; }
die() { printf 'setup-db: error: %s\n' "$*" >&2; exit 1; }

is_local=0
case "$host" in 127.0.0.1 | localhost | ::1) is_local=1 ;; esac

as_root() { [ "$(id -u)" -eq 0 ] || die "$* needs root (run as root, or start MariaDB yourself)"; }

# apt_install, wait_until
# shellcheck source=scripts/lib.sh
. "$repo/scripts/lib.sh"

# tcp_sql: the client over TCP as $user; the password goes through MYSQL_PWD, never on the
# command line.
tcp_sql() { MYSQL_PWD=$password mysql --protocol=TCP -h"$host" -P"$port" -u"$user" --default-character-set=utf8mb4 "$@"; }
# socket_sql: the client through the unix socket as root, authenticated by the unix user.
socket_sql() { mysql --protocol=SOCKET "${socket_args[@]}" -uroot --default-character-set=utf8mb4 "$@"; }

# ping prints nothing and succeeds when the server accepts our login; the error text is kept in
# $ping_error for the messages below.
ping_error=
ping() { ping_error=$(tcp_sql -N -e 'SELECT 1' 2>&1 >/dev/null) && return 0; return 1; }

server_listens() {
	# "Access denied" means a server answered; connection errors mean none did.
	ping && return 0
	case "$ping_error" in *"Access denied"* | *"is not allowed to connect"*) return 0 ;; esac
	return 1
}

# --- 1. the server --------------------------------------------------------------------------

if ! command -v mysql >/dev/null 2>&1 || { [ "$is_local" = 1 ] && [ ! -x /usr/sbin/mariadbd ]; }; then
	if [ "$is_local" = 1 ]; then
		log "MariaDB is not installed; installing mariadb-server (Debian)"
		apt_install mariadb-server mariadb-client
	else
		log "the mysql client is missing; installing mariadb-client (Debian)"
		apt_install mariadb-client
	fi
fi

if ! server_listens; then
	[ "$is_local" = 1 ] || die "no MariaDB/MySQL answers at $host:$port: $ping_error"
	[ -x /usr/sbin/mariadbd ] || die "no server answers at $host:$port and /usr/sbin/mariadbd is missing"
	as_root "starting MariaDB"
	log "MariaDB does not answer at $host:$port; starting /usr/sbin/mariadbd"
	# Without systemd nothing makes the socket folder; Debian's config runs the server as mysql.
	install -d -m 0755 -o mysql -g mysql /run/mysqld 2>/dev/null || install -d -m 0755 /run/mysqld
	start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
fi

wait_until "$wait_seconds" server_listens ||
	die "MariaDB did not answer at $host:$port within ${wait_seconds}s: $ping_error"

# --- 2. the login for setting up ------------------------------------------------------------

if ping; then
	sql() { tcp_sql "$@"; }
	via="$user over TCP"
	tests_user=$user tests_password=$password
else
	tcp_error=$ping_error
	if [ "$is_local" = 1 ] && [ "$(id -u)" -eq 0 ] && socket_sql -N -e 'SELECT 1' >/dev/null 2>&1; then
		sql() { socket_sql "$@"; }
		via="root through the unix socket ($user over TCP: $tcp_error)"
		tests_user=$test_user tests_password=$test_user
	else
		die "cannot log in as $user at $host:$port: $tcp_error. Set WPSITEMAP_TEST_DB_USER and" \
			"WPSITEMAP_TEST_DB_PASSWORD to a user that may create databases, or run this as root" \
			"on the database's machine (root then logs in through the unix socket)"
	fi
fi
log "MariaDB $(sql -N -e 'SELECT VERSION()') answers at $host:$port; setting up as $via"

# --- 3. the databases -----------------------------------------------------------------------

# Two runs at once (parallel test runs) must not load a database under each other.
if command -v flock >/dev/null 2>&1; then
	exec 9>"${TMPDIR:-/tmp}/wpsitemap-setup-db.lock"
	flock 9
fi

loaded=()

# load NAME FILE [SQL]: makes database NAME hold FILE (.sql or .sql.gz), then runs SQL in it.
# An existing NAME whose comment names the same content is left as it is.
load() {
	local name=$1 file=$2 extra=${3:-} started=$SECONDS sum have
	[ -f "$file" ] || die "missing $file"
	sum="wpsitemap-setup sha256:$({ cat "$file"; printf '%s' "$extra"; } | sha256sum | cut -d' ' -f1)"
	have=$(sql -N -e "SELECT IFNULL(MAX(SCHEMA_COMMENT), '-') FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '$name'" 2>/dev/null ||
		sql -N -e "SELECT IF(COUNT(*), '', '-') FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '$name'")
	loaded+=("$name")
	if [ "$have" = "$sum" ]; then
		log "$name is up to date (${file#"$repo"/})"
		return
	fi
	sql -e "DROP DATABASE IF EXISTS \`$name\`; CREATE DATABASE \`$name\` $charset;"
	case "$file" in
	*.gz) gzip -dc "$file" | sql "$name" ;;
	*) sql "$name" <"$file" ;;
	esac
	[ -z "$extra" ] || sql "$name" -e "$extra"
	# Last, so that a load cut short is redone next time.
	sql -e "ALTER DATABASE \`$name\` COMMENT = '$sum'" 2>/dev/null || true
	case "$have" in
	-) log "created database $name <- ${file#"$repo"/} ($((SECONDS - started))s)" ;;
	'') log "reloaded database $name <- ${file#"$repo"/}: it did not say what it was loaded from ($((SECONDS - started))s)" ;;
	*) log "reloaded database $name <- ${file#"$repo"/}, which changed ($((SECONDS - started))s)" ;;
	esac
}

load wpsitemap_fixtures "$repo/testdata/fixtures.sql"

if [ "$only_fixtures" = 0 ]; then
	load wpsitemap_news "$repo/testdata/news.sql"
	load wpsitemap_video "$repo/testdata/video.sql"
	load wpsitemap_multisite "$repo/testdata/multisite-subdir.sql"
	load wpsitemap_multisite_mapped "$repo/testdata/multisite-subdir.sql" "$(cat "$repo/testdata/multisite-domainmap.sql")"
	load wpsitemap_wpnet_subdir "$repo/testdata/network-subdir-wp.sql"
	load wpsitemap_wpnet_subdomain "$repo/testdata/network-subdomain-wp.sql"
	load compat_sites "$repo/testdata/fixtures.sql" "$(cat "$repo/testdata/compat-sites.sql")"
	conformance=$repo/testdata/conformance
	for dump in "$conformance"/*/db.sql; do
		scenario=$(basename "$(dirname "$dump")")
		load "wpc_${scenario//-/_}" "$dump"
	done
	# The year-month site moved under /blog (home and siteurl), for the tests of a WordPress
	# installed in a subdirectory.
	load wpc_subdir "$conformance/year-month/db.sql" \
		"UPDATE wp_options SET option_value = 'http://127.0.0.1:8081/blog' WHERE option_name IN ('home', 'siteurl')"
	# And with Yoast's attachment sitemap switched on (same-length edit of the serialized
	# wpseo_titles, so its lengths stay right).
	load wpc_attachments "$conformance/year-month/db.sql" \
		"UPDATE wp_options SET option_value = REPLACE(option_value, 's:18:\"disable-attachment\";b:1;', 's:18:\"disable-attachment\";b:0;') WHERE option_name = 'wpseo_titles'"
	# And with Polylang active in directory mode: languages, translations, content without one.
	load wpsitemap_polylang "$conformance/year-month/db.sql" "$(cat "$repo/testdata/polylang-directory.sql")"
	# And with WPML active: its tables, languages, translations, a hidden language.
	load wpsitemap_wpml "$conformance/year-month/db.sql" "$(cat "$repo/testdata/wpml.sql")"
fi

if [ "$bench" = 1 ]; then
	load wp_bench "$repo/testdata/bench/wp_bench.sql.gz"
fi

# --- 4. our own users -----------------------------------------------------------------------

# user_exists NAME: whether any account NAME@host exists.
user_exists() { [ "$(sql -N -e "SELECT COUNT(*) FROM mysql.user WHERE User = '$1'")" != 0 ]; }

# create_user NAME PASSWORD GRANT...: creates NAME@localhost and NAME@127.0.0.1 with the
# grants, when no account NAME exists; an existing one is not touched.
create_user() {
	local name=$1 pw=$2 h g stmts=""
	shift 2
	if user_exists "$name"; then
		log "user $name exists; left as it is (password and grants unchanged)"
		return
	fi
	for h in localhost 127.0.0.1; do
		stmts+="CREATE USER '$name'@'$h' IDENTIFIED BY '$pw';"$'\n'
		for g in "$@"; do
			stmts+="GRANT $g TO '$name'@'$h';"$'\n'
		done
	done
	sql <<<"$stmts"
	log "created user $name (password $pw) @localhost and @127.0.0.1: $(printf '%s; ' "$@")"
}

create_user "$example_user" "$example_user" 'SELECT ON `wpsitemap\_fixtures`.*'

if [ "$tests_user" = "$test_user" ]; then
	grants=()
	for db in "${test_databases[@]}"; do
		grants+=("ALL PRIVILEGES ON \`$db\`.*")
	done
	create_user "$test_user" "$test_user" "${grants[@]}"
	MYSQL_PWD=$test_user mysql --protocol=TCP -h"$host" -P"$port" -u"$test_user" -N -e 'SELECT 1' >/dev/null 2>&1 ||
		die "the tests' user $test_user cannot log in at $host:$port with password $test_user;" \
			"it existed before with another password or host. Drop it, or set WPSITEMAP_TEST_DB_USER/PASSWORD"
fi

if [ -n "$env_file" ]; then
	printf 'WPSITEMAP_TEST_DB_USER=%q\nWPSITEMAP_TEST_DB_PASSWORD=%q\n' "$tests_user" "$tests_password" >"$env_file"
fi
who="the tests log in as $tests_user"
[ "$only_fixtures" = 0 ] || who="the example logs in as $example_user" # run-example.sh's database, no tests
log "done: ${#loaded[@]} database(s) at $host:$port (${loaded[*]}); $who"
