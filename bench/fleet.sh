#!/usr/bin/env bash
# bench/fleet.sh: what a fleet of replicas sharing one Redis costs the database (issue 32).
#
#   bench/fleet.sh [DBNAME]      default wp_bench (20,000 posts; loaded with
#                                scripts/setup-db.sh --only-fixtures --bench when missing)
#
# For one replica, then three, all `wpsitemap serve` with WPSITEMAP_REDIS pointing at a
# redis-server of this script's own (no persistence, a free port) and WPSITEMAP_FLEET_SITE
# set to one name, each replica connected as a MariaDB user of its own (SELECT on DBNAME, and
# what following the binary log needs; created here, dropped at the end) with its own state
# directory. MariaDB's userstat is switched on (and restored after), so that
# information_schema.USER_STATISTICS counts the replicas' statements apart from every other
# client of the server. Measured, summed over the replicas' users:
#   - idle: IDLE seconds with no write;
#   - with more than one replica, last: the holder (the pid in the lease's name) killed with
#     SIGKILL, how long until another holds the lease, and how many rows it reads in SETTLE
#     seconds, against the first build's;
#   - burst: 1,000 writes, one UPDATE each (autocommit) of a published post's post_modified
#     (+1 s), as fast as one mysql session sends them, then SETTLE seconds; the window is the
#     burst plus SETTLE. The posts' post_modified are put back after the replicas stop.
# "statements" are SELECT_COMMANDS + OTHER_COMMANDS (SHOW, SET, ... which a binary log
# reader and the readiness checks send), per second of the window; rows read too. The
# writes themselves are root's and not counted.
# Last, Redis's memory: INFO used_memory before the first replica starts and once one
# replica has written the site (keys under wpsitemap:{SITE}:, with MEMORY USAGE each).
#
# Environment (defaults in brackets):
#   WORDPRESS_DB_HOST [127.0.0.1:3306]  root login: DB_ROOT_USER [root] DB_ROOT_PASSWORD []
#   PRIVATE [0]  1: instead, a MariaDB server of the script's own (mariadb-install-db and
#                mariadbd on a free port, removed at the end) writing a row-format binary
#                log, with DBNAME loaded from testdata/bench/wp_bench.sql.gz: the replicas
#                then follow the log rather than poll
#   IDLE [30]  SETTLE [10]  WRITES [1000]  REPLICAS ["1 3"]  KEEP_LOGS [0]
# Prints Markdown on stdout; progress goes to stderr.
set -euo pipefail

db=${1:-wp_bench}
case $db in *[!A-Za-z0-9_]*) echo "fleet.sh: bad database name: $db" >&2; exit 2 ;; esac
IDLE=${IDLE:-30}
SETTLE=${SETTLE:-10}
WRITES=${WRITES:-1000}
REPLICAS=${REPLICAS:-1 3}
host=${WORDPRESS_DB_HOST:-127.0.0.1:3306}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/wpsitemap-fleet.XXXXXX")
run=$(od -An -N3 -tx1 /dev/urandom | tr -d ' \n')
site=bench-$run

log() { printf 'fleet.sh: %s\n' "$*" >&2; }
sql() { MYSQL_PWD=${DB_ROOT_PASSWORD:-} mysql --protocol=TCP -h"${host%:*}" -P"${host##*:}" -u"${DB_ROOT_USER:-root}" -N -B "$@"; }
private_pid=

pids=()
users=()
redis_pid=
userstat=
bursts=0
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
	[ -z "$redis_pid" ] || { kill "$redis_pid" 2>/dev/null || true; wait "$redis_pid" 2>/dev/null || true; }
	if [ -n "$private_pid" ]; then
		kill "$private_pid" 2>/dev/null || true
		wait "$private_pid" 2>/dev/null || true
		bursts=0 userstat= users=() # the server and its data go with it
	fi
	if [ "$bursts" -gt 0 ]; then
		log "putting post_modified back"
		sql "$db" -e "UPDATE wp_posts SET post_modified = post_modified - INTERVAL $bursts SECOND, post_modified_gmt = post_modified_gmt - INTERVAL $bursts SECOND WHERE ID IN ($(paste -sd, "$work/ids"))" || true
	fi
	for u in "${users[@]}"; do sql -e "DROP USER IF EXISTS '$u'@'%'" || true; done
	[ -z "$userstat" ] || sql -e "SET GLOBAL userstat = $userstat" || true
	if [ "${KEEP_LOGS:-0}" = 1 ]; then log "logs kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

if [ "${PRIVATE:-0}" = 1 ]; then
	pdir=$work/mariadb
	mkdir -p "$pdir/tmp"
	as_root=()
	[ "$(id -u)" != 0 ] || as_root=(--user=root)
	log "a private MariaDB with a binary log in $pdir"
	mariadb-install-db --no-defaults --datadir="$pdir/data" --auth-root-authentication-method=normal --skip-test-db \
		--tmpdir="$pdir/tmp" "${as_root[@]}" >"$pdir/install.log" 2>&1
	pport=$(free_port)
	/usr/sbin/mariadbd --no-defaults --datadir="$pdir/data" --socket="$pdir/sock" --port="$pport" --bind-address=127.0.0.1 \
		--skip-name-resolve --pid-file="$pdir/pid" --log-error="$pdir/error.log" --tmpdir="$pdir/tmp" \
		--innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=0 --max-connections=200 \
		--log-bin=binlog --binlog-format=ROW --server-id=1 "${as_root[@]}" &
	private_pid=$!
	host=127.0.0.1:$pport
	sql() { mysql --no-defaults --socket="$pdir/sock" -uroot -N -B "$@"; }
	until sql -e 'SELECT 1' >/dev/null 2>&1; do
		kill -0 "$private_pid" 2>/dev/null || { cat "$pdir/error.log" >&2; exit 1; }
		sleep 0.2
	done
	sql -e "CREATE DATABASE \`$db\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci"
	log "loading testdata/bench/wp_bench.sql.gz into $db"
	gzip -dc "$repo/testdata/bench/wp_bench.sql.gz" | sql "$db"
elif [ "$(sql -e "SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '$db'")" = 0 ]; then
	[ "$db" = wp_bench ] || { echo "fleet.sh: database $db does not exist" >&2; exit 1; }
	log "loading wp_bench (scripts/setup-db.sh --only-fixtures --bench)"
	"$repo/scripts/setup-db.sh" --only-fixtures --bench >&2
fi
posts=$(sql "$db" -e "SELECT COUNT(*) FROM wp_posts WHERE post_status = 'publish'")

redis_bin=$(command -v redis-server || echo /usr/bin/redis-server)
[ -x "$redis_bin" ] || { echo "fleet.sh: redis-server not found (scripts/setup-redis.sh)" >&2; exit 1; }
redis_port=$(free_port)
"$redis_bin" --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --dir "$work" --logfile "$work/redis.log" &
redis_pid=$!
rcli() { redis-cli -p "$redis_port" "$@"; }
until rcli ping >/dev/null 2>&1; do sleep 0.05; done

log "building wpsitemap"
(cd "$repo" && go build -o "$work/wpsitemap" ./cmd/wpsitemap)
built=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')
[ -z "$(git -C "$repo" status --porcelain -- ':!bench' ':!docs' 2>/dev/null)" ] || built="$built + uncommitted changes"

userstat=$(sql -e 'SELECT @@userstat')
sql -e 'SET GLOBAL userstat = 1'
binlog=$(sql -e "SELECT @@log_bin, @@binlog_format")

# start I: replica I with a user of its own; appends to pids, users, ports.
ports=()
start() {
	local i=$1 u="wpfleet${n}r${i}_$run" port
	port=$(free_port)
	sql -e "CREATE USER '$u'@'%' IDENTIFIED BY 'fleet'; GRANT SELECT ON \`$db\`.* TO '$u'@'%'; GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* TO '$u'@'%'"
	users+=("$u")
	mkdir -p "$work/state$i-$n"
	env WORDPRESS_DB_HOST="$host" WORDPRESS_DB_USER="$u" WORDPRESS_DB_PASSWORD=fleet WORDPRESS_DB_NAME="$db" \
		WPSITEMAP_ADDR="127.0.0.1:$port" WPSITEMAP_ENTRIES_PER_PAGE=1000 WPSITEMAP_STATE_DIR="$work/state$i-$n" \
		WPSITEMAP_REDIS="redis://127.0.0.1:$redis_port/0" WPSITEMAP_FLEET_SITE="$site-$n" \
		"$work/wpsitemap" serve >"$work/replica$i-$n.log" 2>&1 &
	pids+=($!)
	ports+=("$port")
}

# ready PORT: until the index answers 200.
ready() {
	local s
	until s=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/sitemap_index.xml") && [ "$s" = 200 ]; do sleep 0.5; done
}

# stats: "statements rows" summed over this run's users of the current fleet.
stats() {
	local list
	list=$(printf "'%s'," "${fleet_users[@]}")
	sql -e "SELECT IFNULL(SUM(SELECT_COMMANDS + OTHER_COMMANDS), 0), IFNULL(SUM(ROWS_READ), 0) FROM information_schema.USER_STATISTICS WHERE USER IN (${list%,})"
}

# rate BEFORE AFTER SECONDS: "statements/s, rows/s".
rate() {
	awk -v a="$1" -v b="$2" -v s="$3" 'BEGIN { split(a, x, "\t"); split(b, y, "\t"); printf "%.1f\t%.0f", (y[1]-x[1])/s, (y[2]-x[2])/s }'
}

sql "$db" -e "SELECT ID FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish' ORDER BY ID LIMIT $WRITES" >"$work/ids"
used_before=$(rcli info memory | sed -n 's/^used_memory:\([0-9]*\).*/\1/p' | tr -d '\r')
rows=()
for n in $REPLICAS; do
	log "$n replica(s): starting"
	fleet_users=()
	ports=()
	first_pid=${#pids[@]}
	t0=$(date +%s.%N)
	for ((i = 1; i <= n; i++)); do
		start "$i"
		fleet_users+=("${users[-1]}")
	done
	for p in "${ports[@]}"; do ready "$p"; done
	t_ready=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
	log "$n replica(s) serving after ${t_ready}s"
	per_user=$(printf "'%s'," "${fleet_users[@]}")
	first_build=$(sql -e "SELECT IFNULL(MAX(ROWS_READ), 0) FROM information_schema.USER_STATISTICS WHERE USER IN (${per_user%,})")
	if [ "$n" = "$(echo "$REPLICAS" | awk '{print $1}')" ]; then
		sleep 2 # what the holder writes after its first build
		used_after=$(rcli info memory | sed -n 's/^used_memory:\([0-9]*\).*/\1/p' | tr -d '\r')
		keys=$(rcli --scan --pattern "wpsitemap:{$site-$n}:*" | wc -l)
		key_bytes=$(rcli --scan --pattern "wpsitemap:{$site-$n}:*" | while read -r k; do rcli memory usage "$k"; done | awk '{ s += $1 } END { print s + 0 }')
	fi
	sleep 5
	a=$(stats)
	sleep "$IDLE"
	b=$(stats)
	idle=$(rate "$a" "$b" "$IDLE")
	log "$n replica(s), idle: $idle (statements/s, rows/s)"
	a=$(stats)
	ts=$(date +%s.%N)
	awk '{ printf "UPDATE wp_posts SET post_modified = post_modified + INTERVAL 1 SECOND, post_modified_gmt = post_modified_gmt + INTERVAL 1 SECOND WHERE ID = %s;\n", $1 }' "$work/ids" | sql "$db"
	bursts=$((bursts + 1))
	burst_s=$(awk -v a="$ts" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
	sleep "$SETTLE"
	b=$(stats)
	window=$(awk -v a="$ts" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
	burst=$(rate "$a" "$b" "$window")
	log "$n replica(s), burst ($WRITES writes in ${burst_s}s, window ${window}s): $burst"
	sql -e "SELECT USER, SELECT_COMMANDS, OTHER_COMMANDS, ROWS_READ FROM information_schema.USER_STATISTICS WHERE USER IN (${per_user%,})" >"$work/users-$n.tsv"
	rows+=("$n	$(cut -f1 <<<"$idle")	$(cut -f2 <<<"$idle")	$(cut -f1 <<<"$burst")	$(cut -f2 <<<"$burst")	$burst_s	$window	$t_ready")
	if [ "$n" -gt 1 ]; then
		# The holder killed with SIGKILL: what the replica that takes over reads, against
		# the first build (the most rows one user read by the time all served).
		lease=$(rcli get "wpsitemap:{$site-$n}:lease")
		holder_pid=$(sed -n 's/.*-\([0-9][0-9]*\)-[0-9a-f]*$/\1/p' <<<"$lease")
		if [ -n "$holder_pid" ] && kill -0 "$holder_pid" 2>/dev/null; then
			a=$(sql -e "SELECT USER, ROWS_READ FROM information_schema.USER_STATISTICS WHERE USER IN (${per_user%,})")
			kill -9 "$holder_pid"
			t_kill=$(date +%s.%N)
			until lease2=$(rcli get "wpsitemap:{$site-$n}:lease") && [ -n "$lease2" ] && [ "$lease2" != "$lease" ]; do sleep 0.2; done
			took_lease=$(awk -v a="$t_kill" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
			sleep "$SETTLE"
			b=$(sql -e "SELECT USER, ROWS_READ FROM information_schema.USER_STATISTICS WHERE USER IN (${per_user%,})")
			takeover=$(join <(sort <<<"$a") <(sort <<<"$b") | awk '{ d = $3 - $2; if (d > m) m = d } END { print m + 0 }')
			log "takeover: lease taken ${took_lease}s after kill -9, the new holder read $takeover rows in ${SETTLE}s more (first build: $first_build)"
		else
			takeover="" took_lease=""
			log "takeover: no holder pid in the lease ($lease)"
		fi
	fi
	for ((i = first_pid; i < ${#pids[@]}; i++)); do kill "${pids[$i]}" 2>/dev/null || true; wait "${pids[$i]}" 2>/dev/null || true; done
done

echo "### Database statements of a fleet: $db ($posts published rows in wp_posts)"
echo
echo "wpsitemap at $built, $(date -u '+%Y-%m-%d %H:%M UTC'), MariaDB log_bin/binlog_format: $(tr '\t' '/' <<<"$binlog"), load average $(cut -d' ' -f1-3 /proc/loadavg)."
echo "Idle: ${IDLE}s. Burst: $WRITES single-row UPDATEs (autocommit), then ${SETTLE}s; rates over the burst and the settle."
echo
echo "| replicas | idle statements/s | idle rows read/s | burst statements/s | burst rows read/s | burst took | window | start until all serve |"
echo "|---|---|---|---|---|---|---|---|"
for r in "${rows[@]}"; do
	IFS=$'\t' read -r a b c d e f g h <<<"$r"
	echo "| $a | $b | $c | $d | $e | ${f}s | ${g}s | ${h}s |"
done
echo
[ -z "${takeover:-}" ] || echo "The holder of the last run killed with SIGKILL: another replica held the lease ${took_lease}s later, and read $takeover rows in the ${SETTLE}s after; the first build had read $first_build."
echo
echo "Per replica user at the end of each run (SELECT_COMMANDS, OTHER_COMMANDS, ROWS_READ since its start):"
echo
for n in $REPLICAS; do
	sed "s/^/    $n replica(s): /" "$work/users-$n.tsv"
done
echo
used_kb=$(awk -v a="$used_before" -v b="$used_after" 'BEGIN { printf "%.0f", (b - a) / 1024 }')
if [ "$keys" = 0 ]; then
	echo "Redis: nothing under wpsitemap:{SITE}:* (used_memory grew by $used_kb KiB: connections): this build does not share Redis."
	exit 0
fi
per_m=$(awk -v k="$key_bytes" -v p="$posts" 'BEGIN { printf "%.0f", k / p * 1e6 / 1048576 }')
per_m_used=$(awk -v a="$used_before" -v b="$used_after" -v p="$posts" 'BEGIN { printf "%.0f", (b - a) / p * 1e6 / 1048576 }')
echo "Redis, once one replica had written the site: $keys keys under wpsitemap:{SITE}:, $key_bytes bytes by MEMORY USAGE (used_memory grew by $used_kb KiB), for $posts published rows: about $per_m MiB per 1M posts ($per_m_used MiB by used_memory), extrapolated linearly."
