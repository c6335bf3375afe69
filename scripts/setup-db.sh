#!/usr/bin/env bash
# setup-db.sh: makes the test databases wpsitemap's tests and examples use. Idempotent.
#
#   scripts/setup-db.sh                  fixtures + every conformance scenario
#   scripts/setup-db.sh --only-fixtures  only wpsitemap_fixtures (what run-example.sh needs)
#   scripts/setup-db.sh --bench          also wp_bench (../shared/bench/wp_bench.sql.gz, large)
#
# What it does:
#   1. Makes sure a MariaDB server answers. When the server is local (127.0.0.1/localhost) and
#      /usr/sbin/mariadbd is missing, it installs Debian's mariadb-server; when it does not
#      answer, it starts it; then it waits until it answers. On a fresh install where root may
#      only log in through the unix socket, it lets root log in over TCP with the empty
#      password too (through the socket, as the unix root user).
#   2. (Re)creates, in utf8mb4 / utf8mb4_unicode_520_ci (WordPress's own choice):
#        wpsitemap_fixtures  <- testdata/fixtures.sql
#        wpsitemap_news      <- testdata/news.sql (Yoast News SEO settings and articles)
#        wpc_<scenario>      <- ../shared/conformance/<scenario>/db.sql ('-' becomes '_'):
#                               wpc_year_month, wpc_plain, wpc_not_public,
#                               wpc_default_per_page, wpc_core_sitemaps
#        wpc_subdir          <- year-month with home and siteurl under /blog
#        wpc_attachments     <- year-month with Yoast's attachment sitemap on
#        wp_bench            <- ../shared/bench/wp_bench.sql.gz (only with --bench)
#   3. Creates the read-only user wpsitemap@'%' and wpsitemap@localhost (password wpsitemap)
#      with SELECT, and nothing else, on those databases.
#
# Environment (defaults in brackets):
#   WPSITEMAP_TEST_DB_HOST [127.0.0.1]  WPSITEMAP_TEST_DB_PORT [3306]
#   WPSITEMAP_TEST_DB_USER [root]       WPSITEMAP_TEST_DB_PASSWORD [empty]
#   WPSITEMAP_SHARED [the repository's parent folder + /shared]
#   WPSITEMAP_DB_WAIT [60]  seconds to wait for the server to answer
#   WPSITEMAP_DB_SOCKET [the client's default, /run/mysqld/mysqld.sock on Debian]  the unix
#       socket used for the root fix in step 1
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; }

only_fixtures=0
bench=0
for arg in "$@"; do
	case "$arg" in
	--only-fixtures) only_fixtures=1 ;;
	--bench) bench=1 ;;
	-h | --help) usage; exit 0 ;;
	*) echo "setup-db: unknown argument: $arg" >&2; usage >&2; exit 2 ;;
	esac
done

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
shared=${WPSITEMAP_SHARED:-$(dirname "$repo")/shared}

host=${WPSITEMAP_TEST_DB_HOST:-127.0.0.1}
port=${WPSITEMAP_TEST_DB_PORT:-3306}
user=${WPSITEMAP_TEST_DB_USER:-root}
password=${WPSITEMAP_TEST_DB_PASSWORD:-}
wait_seconds=${WPSITEMAP_DB_WAIT:-60}
socket_args=()
[ -z "${WPSITEMAP_DB_SOCKET:-}" ] || socket_args=(--socket="$WPSITEMAP_DB_SOCKET")

charset='CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci'
ro_user=wpsitemap
ro_password=wpsitemap

log() { printf 'setup-db: %s\n' "$*"; }
die() { printf 'setup-db: error: %s\n' "$*" >&2; exit 1; }

is_local=0
case "$host" in 127.0.0.1 | localhost | ::1) is_local=1 ;; esac

as_root() { [ "$(id -u)" -eq 0 ] || die "$* needs root (run as root, or start MariaDB yourself)"; }

# apt-get update runs at most once per CI run: .ci/run exports WPSITEMAP_APT_UPDATED after its own.
apt_install() {
	as_root "installing $*"
	if [ -z "${WPSITEMAP_APT_UPDATED:-}" ]; then
		DEBIAN_FRONTEND=noninteractive apt-get update -qq
		export WPSITEMAP_APT_UPDATED=1
	fi
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# The client: the password goes through MYSQL_PWD, never on the command line.
sql() { MYSQL_PWD=$password mysql --protocol=TCP -h"$host" -P"$port" -u"$user" --default-character-set=utf8mb4 "$@"; }

# ping prints nothing and succeeds when the server accepts our login; the error text is kept in
# $ping_error for the messages below.
ping_error=
ping() { ping_error=$(sql -N -e 'SELECT 1' 2>&1 >/dev/null) && return 0; return 1; }

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

waited=0
until server_listens; do
	if [ "$waited" -ge "$wait_seconds" ]; then
		die "MariaDB did not answer at $host:$port within ${wait_seconds}s: $ping_error"
	fi
	sleep 1
	waited=$((waited + 1))
done

if ! ping; then
	# A fresh Debian install lets root in only through the unix socket (unix_socket plugin).
	# Allow the empty password over TCP as well, the way the development machines are set up.
	if [ "$is_local" = 1 ] && [ "$user" = root ] && [ -z "$password" ] && [ "$(id -u)" -eq 0 ]; then
		log "root may not log in over TCP ($ping_error); allowing the empty password through the socket"
		mysql "${socket_args[@]}" -uroot <<-'SQL'
			ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket;
			CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY '';
			GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
			FLUSH PRIVILEGES;
		SQL
	fi
	ping || die "cannot log in as $user at $host:$port: $ping_error"
fi
log "MariaDB answers at $host:$port as $user ($(sql -N -e 'SELECT VERSION()'))"

# --- 2. the databases -----------------------------------------------------------------------

# Two runs at once (parallel test runs) must not drop a database under each other.
if command -v flock >/dev/null 2>&1; then
	exec 9>"${TMPDIR:-/tmp}/wpsitemap-setup-db.lock"
	flock 9
fi

loaded=()

# load NAME FILE: drops and recreates database NAME and loads FILE (.sql or .sql.gz) into it.
load() {
	local name=$1 file=$2 started=$SECONDS
	sql -e "DROP DATABASE IF EXISTS \`$name\`; CREATE DATABASE \`$name\` $charset;"
	case "$file" in
	*.gz) gzip -dc "$file" | sql "$name" ;;
	*) sql "$name" <"$file" ;;
	esac
	loaded+=("$name")
	log "loaded $name <- ${file#"$repo"/} ($((SECONDS - started))s)"
}

[ -f "$repo/testdata/fixtures.sql" ] || die "missing $repo/testdata/fixtures.sql"
load wpsitemap_fixtures "$repo/testdata/fixtures.sql"

if [ "$only_fixtures" = 0 ]; then
	[ -f "$repo/testdata/news.sql" ] || die "missing $repo/testdata/news.sql"
	load wpsitemap_news "$repo/testdata/news.sql"
	if [ -d "$shared/conformance" ]; then
		for dump in "$shared"/conformance/*/db.sql; do
			[ -f "$dump" ] || continue
			scenario=$(basename "$(dirname "$dump")")
			load "wpc_${scenario//-/_}" "$dump"
		done
		# The year-month site moved under /blog (home and siteurl), for the tests
		# of a WordPress installed in a subdirectory.
		if [ -f "$shared/conformance/year-month/db.sql" ]; then
			load wpc_subdir "$shared/conformance/year-month/db.sql"
			sql wpc_subdir -e "UPDATE wp_options SET option_value = 'http://127.0.0.1:8081/blog' WHERE option_name IN ('home', 'siteurl')"
			# And with Yoast's attachment sitemap switched on (same-length edit of
			# the serialized wpseo_titles, so its lengths stay right).
			load wpc_attachments "$shared/conformance/year-month/db.sql"
			sql wpc_attachments -e "UPDATE wp_options SET option_value = REPLACE(option_value, 's:18:\"disable-attachment\";b:1;', 's:18:\"disable-attachment\";b:0;') WHERE option_name = 'wpseo_titles'"
		fi
	else
		log "warning: $shared/conformance not found (set WPSITEMAP_SHARED); conformance databases not loaded"
	fi
fi

if [ "$bench" = 1 ]; then
	if [ -f "$shared/bench/wp_bench.sql.gz" ]; then
		load wp_bench "$shared/bench/wp_bench.sql.gz"
	else
		log "warning: $shared/bench/wp_bench.sql.gz not found; wp_bench not loaded"
	fi
fi

# --- 3. the read-only user ------------------------------------------------------------------

grants=""
for name in "${loaded[@]}"; do
	# In a database-level GRANT, '_' is a wildcard: escape it so each grant names one database.
	escaped=${name//_/\\_}
	for h in "%" localhost; do
		grants+="GRANT SELECT ON \`$escaped\`.* TO '$ro_user'@'$h';"$'\n'
	done
done
sql <<SQL
CREATE USER IF NOT EXISTS '$ro_user'@'%' IDENTIFIED BY '$ro_password';
CREATE USER IF NOT EXISTS '$ro_user'@'localhost' IDENTIFIED BY '$ro_password';
ALTER USER '$ro_user'@'%' IDENTIFIED BY '$ro_password';
ALTER USER '$ro_user'@'localhost' IDENTIFIED BY '$ro_password';
$grants
SQL
log "user $ro_user/$ro_password (@'%' and @localhost) may SELECT on: ${loaded[*]}"
log "done: ${#loaded[@]} database(s) at $host:$port"
