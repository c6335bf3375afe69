#!/usr/bin/env bash
# bench/network.sh: what a WordPress network of many small sites costs wpsitemap: the time
# until the process answers, its memory before any site is asked and after one page of each of
# 10, 100 and 1,000 sites, and the time of one page of a cold site against a warm one.
#
#   bench/network.sh [DBNAME]       DBNAME [wpgen_network1000]
#
# 1. The network (skipped when DBNAME holds one with SITES sites; REMAKE=1 makes it again):
#    cmd/wpgen writes one small site (POSTS posts of every status, a few pages and books,
#    attachments, 60 terms, 205 users) as blog 1 at http://DOMAIN/; then SQL copies its ten
#    tables to wp_N_* for every blog N from 2 to SITES, at http://DOMAIN/siteN/ (home,
#    siteurl, wp_N_user_roles), gives each site one member, an author of all its posts
#    (wp_N_capabilities, wp_N_user_level), and makes the network's tables (wp_blogs, wp_site,
#    wp_sitemeta with Yoast network-active). A subdirectory network, as WordPress's schema has
#    it; every site holds the same content, which is what a per-site cost wants.
# 2. wpsitemap serve against it (no state directory: every site is built from the database):
#    start = exec until /healthz answers 200; RSS and peak (VmRSS, VmHWM) then, after 2 s,
#    no site asked; then `load network` (bench/load/network.go) asks post-sitemap.xml of
#    sites 2, 3, ... SITES one after another (each cold: its catalog is made on that request;
#    a 503 while it builds is asked again), reading the memory after 10, 100 and 1,000 sites,
#    then the same page of 100 of them again (warm). BUDGET (a Go duration, e.g. 30m) stops
#    asking new sites once spent, and reads the memory there. Last, 10 s with nothing asked:
#    the service's CPU and MariaDB's statements/s, what the active sites' change checks cost.
# Prints a Markdown table on stdout, with the change source the service used (one binary log
# feed for the network, or polling each active site's tables, from its log); progress goes to
# stderr.
#
# How changes are found: the service inherits the environment, so WPSITEMAP_BINLOG (on, off,
# auto; the service's default is auto) reaches it. The shared server on 3306 writes no binary
# log, so by default the sites poll. To measure the binary log feed, either point
# WORDPRESS_DB_HOST at a server with log_bin on, binlog_format=ROW and the network loaded, and
# set WPSITEMAP_BINLOG=on (it then refuses to start rather than poll), or set PRIVATE_BINLOG=1:
# the script then makes the network on WORDPRESS_DB_HOST as usual (if missing), starts a
# MariaDB of its own (mariadb-install-db + mariadbd from Debian, data under the work directory,
# 127.0.0.1:PRIVATE_PORT, --log-bin --binlog-format=ROW --server-id=1, as internal/dbtest's
# StartWithBinlog does; root without a password has the replication grants), copies DBNAME
# into it (mysqldump --single-transaction, not logged; about 7 minutes for 1,000 sites), runs
# the service against it with WPSITEMAP_BINLOG [on], and stops it and deletes its data at exit.
#
# Environment (defaults in brackets):
#   SITES [1000]  blogs in the network (blog 1 included)    POSTS [30]  wpgen -posts per site
#   DOMAIN [bench.test]  PORT [8098]  REMAKE [0]  KEEP_LOGS [0]  BUDGET [0: none]
#   WORDPRESS_DB_HOST [127.0.0.1:3306]  WORDPRESS_DB_USER [root]  WORDPRESS_DB_PASSWORD [empty]
#   WPSITEMAP_BINLOG [unset: the service's auto]  PRIVATE_BINLOG [0]  PRIVATE_PORT [3407]
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
db=${1:-wpgen_network1000}
sites=${SITES:-1000}
posts=${POSTS:-30}
domain=${DOMAIN:-bench.test}
port=${PORT:-8098}
dbhost=${WORDPRESS_DB_HOST:-127.0.0.1:3306}
dbuser=${WORDPRESS_DB_USER:-root}
export MYSQL_PWD=${WORDPRESS_DB_PASSWORD:-}

log() { printf 'network.sh: %s\n' "$*" >&2; }
sql() { mysql --protocol=TCP -h"${dbhost%:*}" -P"${dbhost##*:}" -u"$dbuser" --default-character-set=utf8mb4 "$@"; }
[[ $db =~ ^[A-Za-z0-9_]+$ ]] || { log "DBNAME: letters, digits and _ only"; exit 2; }
[ "$sites" -ge 2 ] || { log "SITES must be at least 2"; exit 2; }

work=$(mktemp -d)
svc_pid=
private_pid=
cleanup() {
	[ -z "$svc_pid" ] || kill "$svc_pid" 2>/dev/null || true
	if [ -n "$private_pid" ]; then
		kill "$private_pid" 2>/dev/null || true
		while kill -0 "$private_pid" 2>/dev/null; do sleep 0.2; done
		rm -rf "$work/mariadb/data" # a copy of the network: a gigabyte
	fi
	if [ "${KEEP_LOGS:-0}" = 1 ]; then log "logs kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# --- 1. the network ----------------------------------------------------------------------

have=$(sql -N -e "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '$db' AND TABLE_NAME = 'wp_blogs'")
[ "$have" = 0 ] || have=$(sql -N "$db" -e "SELECT COUNT(*) FROM wp_blogs")
if [ "${REMAKE:-0}" = 1 ] || [ "$have" != "$sites" ]; then
	started=$SECONDS
	log "making $db: $sites sites of wpgen -posts $posts"
	(cd "$repo" && go run ./cmd/wpgen -posts "$posts" -home "http://$domain" -load "$db" \
		-db-host "${dbhost%:*}" -db-port "${dbhost##*:}" -db-user "$dbuser") >&2
	tables=(commentmeta comments links options postmeta posts term_relationships term_taxonomy termmeta terms)
	{
		cat <<-EOF
			SET SESSION foreign_key_checks = 0;
			CREATE TABLE wp_blogs (
			  blog_id bigint(20) NOT NULL AUTO_INCREMENT,
			  site_id bigint(20) NOT NULL DEFAULT 0,
			  domain varchar(200) NOT NULL DEFAULT '',
			  path varchar(100) NOT NULL DEFAULT '',
			  registered datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			  last_updated datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			  public tinyint(2) NOT NULL DEFAULT 1,
			  archived tinyint(2) NOT NULL DEFAULT 0,
			  mature tinyint(2) NOT NULL DEFAULT 0,
			  spam tinyint(2) NOT NULL DEFAULT 0,
			  deleted tinyint(2) NOT NULL DEFAULT 0,
			  lang_id int(11) NOT NULL DEFAULT 0,
			  PRIMARY KEY (blog_id),
			  KEY domain (domain(50),path(5)),
			  KEY lang_id (lang_id)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;
			CREATE TABLE wp_site (
			  id bigint(20) NOT NULL AUTO_INCREMENT,
			  domain varchar(200) NOT NULL DEFAULT '',
			  path varchar(100) NOT NULL DEFAULT '',
			  PRIMARY KEY (id),
			  KEY domain (domain(140),path(51))
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;
			CREATE TABLE wp_sitemeta (
			  meta_id bigint(20) NOT NULL AUTO_INCREMENT,
			  site_id bigint(20) NOT NULL DEFAULT 0,
			  meta_key varchar(255) DEFAULT NULL,
			  meta_value longtext DEFAULT NULL,
			  PRIMARY KEY (meta_id),
			  KEY meta_key (meta_key(191)),
			  KEY site_id (site_id)
			) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;
			INSERT INTO wp_site (id, domain, path) VALUES (1, '$domain', '/');
			INSERT INTO wp_sitemeta (site_id, meta_key, meta_value) VALUES
			  (1, 'site_name', 'wpsitemap bench network'), (1, 'subdomain_install', '0'),
			  (1, 'ms_files_rewriting', '0'), (1, 'main_site', '1'),
			  (1, 'active_sitewide_plugins', 'a:1:{s:24:"wordpress-seo/wp-seo.php";i:1672531200;}');
			INSERT INTO wp_blogs (blog_id, site_id, domain, path, registered, last_updated)
			  VALUES (1, 1, '$domain', '/', '2023-01-01 00:00:00', '2023-01-01 00:00:00');
		EOF
		for ((n = 2; n <= sites; n++)); do
			for t in "${tables[@]}"; do
				printf 'CREATE TABLE wp_%d_%s LIKE wp_%s;\n' "$n" "$t" "$t"
			done
			printf 'START TRANSACTION;\n'
			for t in "${tables[@]}"; do
				printf 'INSERT INTO wp_%d_%s SELECT * FROM wp_%s;\n' "$n" "$t" "$t"
			done
			member=$((2 + n % 200))
			printf "UPDATE wp_%d_options SET option_value = 'http://%s/site%d' WHERE option_name IN ('home', 'siteurl');\n" "$n" "$domain" "$n"
			printf "UPDATE wp_%d_options SET option_name = 'wp_%d_user_roles' WHERE option_name = 'wp_user_roles';\n" "$n" "$n"
			printf "UPDATE wp_%d_posts SET post_author = %d;\n" "$n" "$member"
			printf "INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (%d, 'wp_%d_capabilities', 'a:1:{s:6:\"author\";b:1;}'), (%d, 'wp_%d_user_level', '2');\n" \
				"$member" "$n" "$member" "$n"
			printf "INSERT INTO wp_blogs (blog_id, site_id, domain, path, registered, last_updated) VALUES (%d, 1, '%s', '/site%d/', '2023-01-01 00:00:00', '2023-01-01 00:00:00');\n" \
				"$n" "$domain" "$n"
			printf 'COMMIT;\n'
		done
	} >"$work/network.sql"
	sql "$db" <"$work/network.sql"
	log "made $db in $((SECONDS - started)) s"
fi

# --- 1b. PRIVATE_BINLOG=1: a MariaDB of the script's own that writes a row binary log -------

if [ "${PRIVATE_BINLOG:-0}" = 1 ]; then
	pport=${PRIVATE_PORT:-3407}
	pdir=$work/mariadb
	mkdir -p "$pdir/tmp"
	asroot=()
	[ "$(id -u)" != 0 ] || asroot=(--user=root) # mariadbd refuses root otherwise
	log "private MariaDB: installing in $pdir"
	mariadb-install-db --no-defaults --datadir="$pdir/data" --auth-root-authentication-method=normal \
		--skip-test-db --tmpdir="$pdir/tmp" "${asroot[@]}" >"$pdir/install.log" 2>&1 ||
		{ tail -5 "$pdir/install.log" >&2; log "mariadb-install-db failed"; exit 1; }
	mariadbd --no-defaults --datadir="$pdir/data" --socket="$pdir/sock" --port="$pport" \
		--bind-address=127.0.0.1 --skip-name-resolve --pid-file="$pdir/pid" --log-error="$pdir/error.log" \
		--tmpdir="$pdir/tmp" --log-bin=binlog --binlog-format=ROW --server-id=1 \
		--innodb-flush-log-at-trx-commit=0 --max-allowed-packet=64M --open-files-limit=20000 \
		"${asroot[@]}" >/dev/null 2>&1 &
	private_pid=$!
	private_sql() { mysql --protocol=TCP -h127.0.0.1 -P"$pport" -uroot --default-character-set=utf8mb4 "$@"; }
	until MYSQL_PWD= private_sql -e 'SELECT 1' >/dev/null 2>&1; do
		kill -0 "$private_pid" 2>/dev/null || { tail -10 "$pdir/error.log" >&2; log "mariadbd ended"; exit 1; }
		sleep 0.2
	done
	started=$SECONDS
	log "private MariaDB on 127.0.0.1:$pport; copying $db from $dbhost"
	mysqldump --protocol=TCP -h"${dbhost%:*}" -P"${dbhost##*:}" -u"$dbuser" --single-transaction \
		--skip-lock-tables --databases "$db" | MYSQL_PWD= private_sql --init-command='SET SESSION sql_log_bin = 0'
	log "copied $db in $((SECONDS - started)) s"
	dbhost=127.0.0.1:$pport dbuser=root MYSQL_PWD=
	export WPSITEMAP_BINLOG=${WPSITEMAP_BINLOG:-on}
fi

# --- 2. the service ----------------------------------------------------------------------

log "building wpsitemap and bench/load"
(cd "$repo" && go build -o "$work/wpsitemap" ./cmd/wpsitemap && go build -o "$work/load" ./bench/load)

now_ms() { date +%s%3N; }
t0=$(now_ms)
WORDPRESS_DB_HOST=$dbhost WORDPRESS_DB_USER=$dbuser WORDPRESS_DB_PASSWORD=$MYSQL_PWD WORDPRESS_DB_NAME=$db \
	WPSITEMAP_ADDR=127.0.0.1:$port "$work/wpsitemap" serve >"$work/serve.log" 2>&1 &
svc_pid=$!
until [ "$(curl -s -o /dev/null -w '%{http_code}' -H "Host: $domain" "http://127.0.0.1:$port/healthz" || true)" = 200 ]; do
	kill -0 "$svc_pid" 2>/dev/null || { cat "$work/serve.log" >&2; log "the service ended"; exit 1; }
	sleep 0.01
done
start_ms=$(($(now_ms) - t0))
sleep 2
mem() { awk -v k="$1:" '$1 == k { printf "%.0f", $2 / 1024 }' "/proc/$svc_pid/status"; }
rss0=$(mem VmRSS)
hwm0=$(mem VmHWM)
log "answering after $start_ms ms; RSS $rss0 MiB (peak $hwm0 MiB), no site asked"

steps=10,100,1000
"$work/load" network -base "http://127.0.0.1:$port" -host "$domain" -sites "$sites" -pid "$svc_pid" \
	-steps "$steps" -warm 100 -budget "${BUDGET:-0}" >"$work/network.tsv"
cat "$work/network.tsv" >&2

# What the sites asked cost while nobody asks anything: the service's CPU over 10 s (utime +
# stime, /proc/PID/stat), and the statements MariaDB ran meanwhile (Questions: the whole
# server's, other clients included).
cpu() { awk '{ print $14 + $15 }' "/proc/$svc_pid/stat"; }
questions() { sql -N -e "SHOW GLOBAL STATUS LIKE 'Questions'" | awk '{ print $2 }'; }
c0=$(cpu) q0=$(questions)
sleep 10
c1=$(cpu) q1=$(questions)
tick=$(getconf CLK_TCK)
idle_cpu=$(awk -v a="$c0" -v b="$c1" -v t="$tick" 'BEGIN { printf "%.0f", (b - a) / t / 10 * 100 }')
idle_q=$(((q1 - q0) / 10))
active=$(awk -F'\t' '$1 == "cold" { print $2 }' "$work/network.tsv")
log "idle with $active sites active: service CPU $idle_cpu%, MariaDB $idle_q statements/s"

# How the service found changes, from its log: one binary log feed for the network, or polls.
if grep -q "one binary log feed" "$work/serve.log"; then
	changes="one binary log feed for the network (WPSITEMAP_BINLOG=${WPSITEMAP_BINLOG:-auto})"
	stopped=$(grep -c "binary log feed stopped" "$work/serve.log" || true)
	[ "$stopped" = 0 ] || changes="$changes; it stopped $stopped times and the sites polled"
else
	changes="polling each active site's tables (WPSITEMAP_BINLOG=${WPSITEMAP_BINLOG:-auto})"
fi
log "changes: $changes"
# What went wrong meanwhile, from the service's log: requests answered 503, database waits
# given up, checks for changes that failed.
n503=$(grep -c "status=503" "$work/serve.log" || true)
ndeadline=$(grep -c "context deadline exceeded" "$work/serve.log" || true)
nchecks=$(grep -c "data check failed" "$work/serve.log" || true)
log "log: $n503 answers 503, $ndeadline 'context deadline exceeded', $nchecks failed checks"
# How busy the server was opening tables (the whole server's): over 5 s, now.
o0=$(sql -N -e "SHOW GLOBAL STATUS LIKE 'Opened_tables'" | awk '{ print $2 }')
sleep 5
o1=$(sql -N -e "SHOW GLOBAL STATUS LIKE 'Opened_tables'" | awk '{ print $2 }')
log "MariaDB opened $(((o1 - o0) / 5)) tables a second, idle; load average $(cut -d' ' -f1-3 /proc/loadavg)"

# --- 3. the table ------------------------------------------------------------------------

commit=$(git -C "$repo" rev-parse --short HEAD)
git -C "$repo" diff --quiet HEAD -- . ':!docs' || commit="$commit + uncommitted changes"
echo "| $sites sites, wpgen -posts $posts each ($commit) | figure |"
echo "|---|---|"
echo "| changes found through | $changes |"
echo "| start: exec until /healthz answers | $start_ms ms |"
echo "| RSS, no site asked (2 s after) | $rss0 MiB (peak $hwm0 MiB) |"
awk -F'\t' -v first="$rss0" '
	$1 == "rss" { printf "| RSS after one page of %d sites | %s MiB (peak %s MiB); %.2f MiB per site over no site |\n", $2, $3, $4, ($3 - first) / $2 }
	$1 == "cold" { printf "| a cold site'"'"'s first page (post-sitemap.xml), %d sites one after another | median %s ms, p90 %s ms, max %s ms; %s s in all |\n", $2, $3, $4, $5, $6 }
	$1 == "warm" { printf "| the same page of a warm site, %d sites | median %s ms, p90 %s ms, max %s ms |\n", $2, $3, $4, $5 }
' "$work/network.tsv"
echo "| idle, $active sites active (10 s, nothing asked) | service CPU $idle_cpu% of one core; MariaDB $idle_q statements/s (whole server) |"
