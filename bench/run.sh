#!/usr/bin/env bash
# bench/run.sh: how fast wpsitemap serves one WordPress database, and how much memory it takes.
#
#   bench/run.sh DBNAME          e.g. bench/run.sh wp_bench, or a database made by
#                                `go run ./cmd/wpgen -posts 100000 -load wp_gen100k`
#
# It builds wpsitemap and the client bench/load, then runs the service twice against DBNAME
# with 1000 entries per sitemap page:
#   1. with its page cache on (the default): the start-up time (exec until /healthz answers),
#      the very first index request, how long until the index answers 200 if it did not (the
#      service prepares its snapshot of page boundaries in the background), the time the
#      service logs for preparing that snapshot, the first request of each URL (rendered,
#      nothing in the page cache yet), then N requests of each (served from the cache), and
#      requests/s with C connections;
#   2. with WPSITEMAP_CACHE=off: N requests of each URL (each one rendered from the database),
#      requests/s with C connections, and every sitemap of the index fetched once;
#   3. random pages (unless RANDOM_PAGES=0): C connections for RD, each request a page chosen at
#      random among every page the index lists (`load random`), as crawlers spread over a
#      large site ask; with the page cache on, then with WPSITEMAP_CACHE=off. The service runs
#      with a state directory (STATE, else a new one), so the second start restores the
#      snapshot the first one prepared instead of reading the site again. Its peak resident
#      memory is read twice: once ready (the preparation's peak), and under the load alone
#      (VmHWM reset through /proc/PID/clear_refs when the load starts).
# The URLs are the index, post sitemap page 1, a middle page and the last page. The service's
# peak resident memory (VmHWM) is read from /proc after each run. Last, the bare SQL for the
# rows of the same pages (keyset query by ID) is timed as the floor under it all.
# The client runs as a separate process; on a 2-core machine it shares the CPU with the service
# and MariaDB, as a crawler on the same host would.
#
# Environment (defaults in brackets):
#   N [20]   requests per URL and mode          C [64]  connections for requests/s
#   D [10s]  duration of each requests/s run    PORT [8099]
#   GZIP [0] 1: the client sends Accept-Encoding: gzip (the cache stores gzip, so hits are
#            then sent as stored)
#   WORDPRESS_DB_HOST [127.0.0.1:3306]  WORDPRESS_DB_USER [root]  WORDPRESS_DB_PASSWORD [empty]
#   CRAWL [1] 0: skip fetching every sitemap (on a large site some take minutes each)
#   KEEP_LOGS [0] 1: keep the service logs (their folder is printed)
#   MODE [serve] fresh: instead of the above, the freshness measurements (below);
#            random: only step 3 (random pages)
#   RANDOM_PAGES [1] 0: skip step 3     RD [60s] duration of each random-pages run (long enough
#            for the page cache to fill on a large site)
#   STATE [a new folder] state directory of step 3, kept when given (restarts take seconds)
#   IDLE [60s]  length of each quiet-period measurement in MODE=fresh
#   ONLY [all] MODE=fresh: comma-separated kinds of change to measure (e.g. blog_public,idle)
#   NOSTATE [1] MODE=fresh: 0 skips the restart without the state file (a full read: minutes at 1M)
#   BINLOG [auto] MODE=fresh: WPSITEMAP_BINLOG of the service (off: poll tables even when the
#            server writes a binary log; the bench's user is granted what following it needs)
# Prints Markdown tables on stdout; progress goes to stderr.
#
# MODE=fresh (writes to DBNAME, and puts every row back): the service runs with a state
# directory, connected as its own MariaDB user (wpsm_DBNAME, SELECT only, created if missing)
# with MariaDB's userstat on (restored afterwards), so that USER_STATISTICS.CPU_TIME gives the
# server CPU its queries cost apart from every other client's. `load fresh` makes each kind
# of change through SQL and times how long it takes to show over HTTP (and its revert), with
# the CPU mariadbd spent meanwhile (utime+stime from /proc, the whole server) and the
# service user's share; then IDLE with no write, and IDLE with an _edit_lock refresh every
# 15 s (the WordPress editor's heartbeat). Last, the restart time: exec until the index and
# a middle post page answer 200, with the state file, then without it.
set -euo pipefail

db=${1:?usage: bench/run.sh DBNAME}
case $db in *[!A-Za-z0-9_]*) echo "run.sh: bad database name: $db" >&2; exit 2 ;; esac
N=${N:-20}
C=${C:-64}
D=${D:-10s}
PORT=${PORT:-8099}
GZIP=${GZIP:-0}
CRAWL=${CRAWL:-1}
export WORDPRESS_DB_HOST=${WORDPRESS_DB_HOST:-127.0.0.1:3306}
export WORDPRESS_DB_USER=${WORDPRESS_DB_USER:-root}
export WORDPRESS_DB_PASSWORD=${WORDPRESS_DB_PASSWORD:-}
export WORDPRESS_DB_NAME=$db
export WPSITEMAP_ENTRIES_PER_PAGE=1000
export WPSITEMAP_ADDR=127.0.0.1:$PORT
base=http://127.0.0.1:$PORT
gz=()
[ "$GZIP" = 1 ] && gz=(-gzip)

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/wpsitemap-bench.XXXXXX")
svc_pid=
cleanup() {
	if [ -n "$svc_pid" ] && kill -0 "$svc_pid" 2>/dev/null; then
		kill "$svc_pid" 2>/dev/null || true
		wait "$svc_pid" 2>/dev/null || true
	fi
	if [ "${KEEP_LOGS:-0}" = 1 ]; then
		echo "run.sh: logs kept in $work" >&2
	else
		rm -rf "$work"
	fi
}
trap cleanup EXIT

log() { printf 'run.sh: %s\n' "$*" >&2; }
now() { date +%s%N; }
msec() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 1e6 }'; }

log "building wpsitemap and bench/load"
(cd "$repo" && go build -o "$work/wpsitemap" ./cmd/wpsitemap && go build -o "$work/load" ./bench/load)
# The commit measured: what was built, not what is checked out when the run ends.
built=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')
[ -z "$(git -C "$repo" status --porcelain -- ':!bench' ':!docs' ':!cmd/wpgen' 2>/dev/null)" ] || built="$built + uncommitted changes"
load=$work/load

if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
	echo "run.sh: something already listens on port $PORT; set PORT" >&2
	exit 1
fi

# start NAME [VAR=value...]: starts the service; sets svc_pid and startup_ms.
start() {
	local name=$1
	shift
	local t0
	t0=$(now)
	env "$@" "$work/wpsitemap" serve >"$work/$name.log" 2>&1 &
	svc_pid=$!
	until curl -fsS -o /dev/null "$base/healthz" 2>/dev/null; do
		if ! kill -0 "$svc_pid" 2>/dev/null; then
			cat "$work/$name.log" >&2
			echo "run.sh: wpsitemap exited" >&2
			exit 1
		fi
		sleep 0.02
	done
	startup_ms=$(msec "$t0" "$(now)")
	svc_log=$work/$name.log
}

# stop: stops the service; sets hwm_mb (VmHWM, peak resident memory).
stop() {
	hwm_mb=$(awk '/^VmHWM:/ { printf "%.0f", $2 / 1024 }' "/proc/$svc_pid/status")
	kill "$svc_pid"
	wait "$svc_pid" 2>/dev/null || true
	svc_pid=
}

field() { cut -f"$1" <<<"$2"; }

# cell LINE: "median / p99" of a `load get` line, with its statuses when not all 200.
cell() {
	local c
	c="$(field 5 "$1") / $(field 6 "$1")"
	[ "$(field 8 "$1")" = 200 ] || c="$c (status $(field 8 "$1"))"
	echo "$c"
}

# ready: waits until the index answers 200 (a snapshot that failed at start-up is
# retried by the first requests); sets ready_ms, the time from the call.
ready() {
	local t0 s
	t0=$(now)
	until s=$(curl -s -o /dev/null -w '%{http_code}' "$base/sitemap_index.xml") && [ "$s" = 200 ]; do
		log "the index answers $s; waiting"
		sleep 5
	done
	ready_ms=$(msec "$t0" "$(now)")
	# The service logs how long preparing the snapshot took.
	prepared=$(sed -n 's/.*msg="sitemaps prepared".* duration=\([^ ]*\).*/\1/p' "$svc_log" | head -1)
}

# hwm_now: the service's peak resident memory so far (VmHWM, MiB).
hwm_now() { awk '/^VmHWM:/ { printf "%.0f", $2 / 1024 }' "/proc/$svc_pid/status"; }

# random_pages NAME [VAR=value...]: step 3 in one configuration of the service; sets
# rnd_line (the `load random` line), rnd_prep (VmHWM once ready), rnd_hwm (VmHWM under the
# load alone) and rnd_ready (ms from exec until the index answered 200).
random_pages() {
	local name=$1 t0
	shift
	t0=$(now)
	start "$name" WPSITEMAP_STATE_DIR="$state_dir" "$@"
	ready
	rnd_ready=$(msec "$t0" "$(now)")
	rnd_prep=$(hwm_now)
	echo 5 >"/proc/$svc_pid/clear_refs" # VmHWM from here on: the load's peak alone
	rnd_line=$("$load" random -c "$C" -d "$RD" "${gz[@]}" "$base/sitemap_index.xml")
	stop
	rnd_hwm=$hwm_mb
}

# step3: both runs of step 3; sets rnd_on, rnd_off and their memory figures.
step3() {
	RD=${RD:-60s}
	state_dir=${STATE:-$work/state}
	mkdir -p "$state_dir"
	local had=no
	[ -e "$state_dir/wpsitemap-state.gob" ] && had=yes
	log "run 3: random pages, cache on (state file at start: $had)"
	random_pages random-on
	rnd_on=$rnd_line rnd_on_prep=$rnd_prep rnd_on_hwm=$rnd_hwm rnd_on_ready=$rnd_ready rnd_on_state=$had
	log "random pages, cache on: $rnd_on; VmHWM ready $rnd_on_prep MiB, under load $rnd_on_hwm MiB"
	had=no
	[ -e "$state_dir/wpsitemap-state.gob" ] && had=yes
	log "run 3: random pages, WPSITEMAP_CACHE=off (state file at start: $had)"
	random_pages random-off WPSITEMAP_CACHE=off
	rnd_off=$rnd_line rnd_off_prep=$rnd_prep rnd_off_hwm=$rnd_hwm rnd_off_ready=$rnd_ready rnd_off_state=$had
	log "random pages, cache off: $rnd_off; VmHWM ready $rnd_off_prep MiB, under load $rnd_off_hwm MiB"
}

# report3: the table of step 3.
report3() {
	cat <<EOF

| random pages of the index ($(field 8 "$rnd_on") pages), $C connections for $RD | cache on | WPSITEMAP_CACHE=off |
|---|---|---|
| requests/s (median / p99 ms) | $(field 4 "$rnd_on") ($(field 5 "$rnd_on") / $(field 6 "$rnd_on"); errors $(field 7 "$rnd_on")) | $(field 4 "$rnd_off") ($(field 5 "$rnd_off") / $(field 6 "$rnd_off"); errors $(field 7 "$rnd_off")) |
| peak resident memory under the load (VmHWM) | ${rnd_on_hwm} MiB | ${rnd_off_hwm} MiB |
| peak resident memory before it: start-up and preparation (VmHWM) | ${rnd_on_prep} MiB | ${rnd_off_prep} MiB |
| exec until the index answered 200 (state file at start) | ${rnd_on_ready} ms ($rnd_on_state) | ${rnd_off_ready} ms ($rnd_off_state) |
EOF
}

# --- MODE=random ----------------------------------------------------------------------------
if [ "${MODE:-serve}" = random ]; then
	step3
	posts=$(MYSQL_PWD=$WORDPRESS_DB_PASSWORD mysql --protocol=TCP -h"${WORDPRESS_DB_HOST%:*}" -P"${WORDPRESS_DB_HOST##*:}" \
		-u"$WORDPRESS_DB_USER" -N -B "$db" -e "SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'" 2>/dev/null || echo '?')
	echo "### Random pages: $db ($posts published posts)"
	echo
	echo "wpsitemap at $built, $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)$( [ "$GZIP" = 1 ] && echo ', gzip accepted')."
	report3
	exit 0
fi

# --- MODE=fresh -----------------------------------------------------------------------------
if [ "${MODE:-serve}" = fresh ]; then
	svc_user=wpsm_$db
	mysql_root() { MYSQL_PWD=$WORDPRESS_DB_PASSWORD mysql --protocol=TCP -h"${WORDPRESS_DB_HOST%:*}" -P"${WORDPRESS_DB_HOST##*:}" -u"$WORDPRESS_DB_USER" -N -B "$@"; }
	mysql_root -e "CREATE USER IF NOT EXISTS '$svc_user'@'%'; GRANT SELECT ON \`$db\`.* TO '$svc_user'@'%'"
	# With a binary log, the service may follow it (WPSITEMAP_BINLOG=auto, the default; BINLOG=off
	# measures polling on the same server).
	if [ "$(mysql_root -e 'SELECT @@log_bin')" = 1 ]; then
		mysql_root -e "GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* TO '$svc_user'@'%'"
	fi
	userstat=$(mysql_root -e 'SELECT @@userstat')
	mysql_root -e 'SET GLOBAL userstat = 1'
	trap 'mysql_root -e "SET GLOBAL userstat = $userstat" || true; cleanup' EXIT
	mariadb_pid=$(pgrep -o -x mariadbd || pgrep -o -x mysqld || echo 0)
	mkdir -p "$work/state"
	svc_env=(WORDPRESS_DB_USER="$svc_user" WORDPRESS_DB_PASSWORD= WPSITEMAP_STATE_DIR="$work/state" WPSITEMAP_BINLOG="${BINLOG:-auto}")
	log "MODE=fresh: first start (no state file)"
	start fresh "${svc_env[@]}"
	ready
	first_ready=$ready_ms
	log "ready after $first_ready ms (prepared in ${prepared:-?})"
	MYSQL_PWD=$WORDPRESS_DB_PASSWORD "$load" fresh -base "$base" -db-host "$WORDPRESS_DB_HOST" -db-user "$WORDPRESS_DB_USER" \
		-svc-user "$svc_user" -mariadb-pid "$mariadb_pid" -log "$svc_log" -idle "${IDLE:-60s}" -only "${ONLY:-}" "$db" >"$work/fresh.tsv"
	stop
	hwm_fresh=$hwm_mb
	# restart NAME: exec until the index and a middle post page answer 200.
	restart() {
		local t0 s
		t0=$(now)
		start "$1" "${svc_env[@]}"
		until s=$(curl -s -o /dev/null -w '%{http_code}' "$base/sitemap_index.xml") && [ "$s" = 200 ]; do sleep 0.05; done
		last=$("$load" pages "$base/sitemap_index.xml" post)
		mid=$(((last + 1) / 2))
		until s=$(curl -s -o /dev/null -w '%{http_code}' "$base/post-sitemap$mid.xml") && [ "$s" = 200 ]; do sleep 0.05; done
		restart_ms=$(msec "$t0" "$(now)")
		stop
	}
	log "restart with the state file"
	restart restart-state
	with_state=$restart_ms
	log "restart: $with_state ms"
	without_state=skipped
	if [ "${NOSTATE:-1}" = 1 ]; then
		rm -rf "${work:?}/state/"*
		log "restart without the state file"
		restart restart-nostate
		without_state="$restart_ms ms"
		log "restart without state: $without_state"
	fi
	posts=$(mysql_root "$db" -e "SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'" 2>/dev/null || echo '?')
	commit=$built
	echo "### Freshness: $db ($posts published posts)"
	echo
	if grep -q 'changes are found through the binary log' "$svc_log"; then
		how="changes read from the binary log"
	else
		how="changes found by polling tables"
	fi
	echo "wpsitemap at $commit, $(date -u '+%Y-%m-%d %H:%M UTC'), $how. First start: the index answered 200 after $first_ready ms."
	echo "Time from the SQL write to the first HTTP answer that shows it, and from the revert to the answer that"
	echo "shows that (never: not within 60 s); MariaDB CPU from the write until the revert showed: all of mariadbd"
	echo "(other clients included) and the service's own connections (USER_STATISTICS)."
	echo
	echo "| change | visible (ms) | revert visible (ms) | mariadbd CPU (ms) | service's MariaDB CPU (ms) |"
	echo "|---|---|---|---|---|"
	awk -F'\t' 'NF == 5 { printf "| %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5 }' "$work/fresh.tsv"
	echo
	echo "| quiet period | seconds | mariadbd CPU (ms) | service's MariaDB CPU (ms) | snapshot updates | writes |"
	echo "|---|---|---|---|---|---|"
	awk -F'\t' 'NF == 6 { printf "| %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6 }' "$work/fresh.tsv"
	echo
	echo "Restart (exec until the index and post page $mid answer 200): $with_state ms with the state file, $without_state without."
	echo "Peak resident memory of the service during the changes: $hwm_fresh MiB."
	exit 0
fi

# --- 1. page cache on -----------------------------------------------------------------------
log "run 1: cache on"
start cache-on
startup_on=$startup_ms
log "listening after $startup_on ms"
# The very first request after start, before anything else asked the service.
first_index=$("$load" get -n 1 "${gz[@]}" "$base/sitemap_index.xml")
log "first index request: $(field 4 "$first_index") ms, status $(field 8 "$first_index")"
ready
prepared_on=$prepared
log "snapshot prepared in ${prepared_on:-?}"
late=
if [ "$(field 8 "$first_index")" != 200 ]; then
	late=" The first index request answered $(field 8 "$first_index") after $(field 4 "$first_index") ms; the index answered 200 $ready_ms ms later."
	log "$late"
fi
last=$("$load" pages "$base/sitemap_index.xml" post)
mid=$(((last + 1) / 2))
page_url() { if [ "$1" = 1 ]; then echo "$base/post-sitemap.xml"; else echo "$base/post-sitemap$1.xml"; fi; }
urls=("$base/sitemap_index.xml" "$(page_url 1)" "$(page_url "$mid")" "$(page_url "$last")")
labels=("index" "post page 1" "post page $mid (middle)" "post page $last (last)")
declare -A first warm size
for i in "${!urls[@]}"; do
	# The first request of each URL after start: rendered, nothing in the page cache.
	if [ "$i" = 0 ]; then
		line=$first_index
	else
		line=$("$load" get -n 1 "${gz[@]}" "${urls[$i]}")
	fi
	first[$i]=$(field 4 "$line")
	[ "$(field 8 "$line")" = 200 ] || first[$i]="${first[$i]} (status $(field 8 "$line"))"
	line=$("$load" get -n "$N" "${gz[@]}" "${urls[$i]}")
	warm[$i]=$(cell "$line")
	size[$i]=$(field 3 "$line")
	log "${labels[$i]}: first ${first[$i]} ms, cached ${warm[$i]} ms, ${size[$i]} bytes"
done
log "requests/s, cache on"
rps_on=$("$load" rps -c "$C" -d "$D" "${gz[@]}" "$(page_url 1)")
log "requests/s, cache on: $rps_on"
stop
hwm_on=$hwm_mb
log "VmHWM, cache on: $hwm_on MiB"

# --- 2. page cache off ----------------------------------------------------------------------
log "run 2: WPSITEMAP_CACHE=off"
start cache-off WPSITEMAP_CACHE=off
startup_off=$startup_ms
log "listening after $startup_off ms"
ready
prepared_off=$prepared
log "snapshot prepared in ${prepared_off:-?}"
declare -A off
for i in "${!urls[@]}"; do
	line=$("$load" get -n "$N" "${gz[@]}" "${urls[$i]}")
	off[$i]=$(cell "$line")
	log "${labels[$i]}: cache off ${off[$i]} ms"
done
log "requests/s, cache off"
rps_off=$("$load" rps -c "$C" -d "$D" "${gz[@]}" "$(page_url 1)")
log "requests/s, cache off: $rps_off"
crawl=
if [ "$CRAWL" = 1 ]; then
	log "every sitemap in the index, once"
	crawl=$("$load" crawl "${gz[@]}" "$base/sitemap_index.xml")
	log "crawl: $crawl"
fi
stop
hwm_off=$hwm_mb
log "VmHWM, cache off: $hwm_off MiB"

# --- 3. random pages ------------------------------------------------------------------------
[ "${RANDOM_PAGES:-1}" = 0 ] || step3

# --- 4. the SQL floor -----------------------------------------------------------------------
log "SQL floor"
export MYSQL_PWD=$WORDPRESS_DB_PASSWORD
declare -A sql_bare sql_content
for p in 1 "$mid" "$last"; do
	while IFS= read -r line; do
		case $(field 1 "$line") in
		bare) sql_bare[$p]="$(field 5 "$line") / $(field 6 "$line")" ;;
		content) sql_content[$p]="$(field 5 "$line") / $(field 6 "$line")" ;;
		esac
	done < <("$load" sql -n "$N" -page "$p" -db-host "$WORDPRESS_DB_HOST" -db-user "$WORDPRESS_DB_USER" "$db")
	log "SQL page $p: bare ${sql_bare[$p]}, with content ${sql_content[$p]} ms"
done

# --- report ---------------------------------------------------------------------------------
posts=$(MYSQL_PWD=$WORDPRESS_DB_PASSWORD mysql --protocol=TCP -h"${WORDPRESS_DB_HOST%:*}" -P"${WORDPRESS_DB_HOST##*:}" \
	-u"$WORDPRESS_DB_USER" -N -B "$db" -e "SELECT COUNT(*) FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish'" 2>/dev/null || echo '?')
commit=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')
[ -z "$(git -C "$repo" status --porcelain -- ':!bench' ':!docs' ':!cmd/wpgen' 2>/dev/null)" ] || commit="$commit + uncommitted changes"
cat <<EOF
### $db ($posts published posts, $last post sitemap pages of 1000)

wpsitemap at $commit, $(date -u '+%Y-%m-%d %H:%M UTC').

Start-up: /healthz answered ${startup_on} ms after exec (cache on run; ${startup_off} ms in the cache off run); the service logged the snapshot (the sitemaps' page boundaries) as prepared in ${prepared_on:-?} (${prepared_off:-?}).$late
Milliseconds; $N sequential requests per cell, median / p99$( [ "$GZIP" = 1 ] && echo ', gzip accepted').

| request | bytes | first after start | cached: median / p99 | WPSITEMAP_CACHE=off: median / p99 | SQL floor (keyset, 1000 rows): bare / with post_content, median |
|---|---|---|---|---|---|
EOF
for i in "${!urls[@]}"; do
	case $i in
	0) floor="" ;;
	1) floor="${sql_bare[1]%% /*} / ${sql_content[1]%% /*}" ;;
	2) floor="${sql_bare[$mid]%% /*} / ${sql_content[$mid]%% /*}" ;;
	3) floor="${sql_bare[$last]%% /*} / ${sql_content[$last]%% /*}" ;;
	esac
	echo "| ${labels[$i]} | ${size[$i]} | ${first[$i]} | ${warm[$i]} | ${off[$i]} | $floor |"
done
cat <<EOF

| | cache on | WPSITEMAP_CACHE=off |
|---|---|---|
| post page 1, $C connections: requests/s (median / p99 ms) | $(field 4 "$rps_on") ($(field 5 "$rps_on") / $(field 6 "$rps_on"); errors $(field 7 "$rps_on")) | $(field 4 "$rps_off") ($(field 5 "$rps_off") / $(field 6 "$rps_off"); errors $(field 7 "$rps_off")) |
| peak resident memory (VmHWM) | ${hwm_on} MiB | ${hwm_off} MiB |
EOF
[ "${RANDOM_PAGES:-1}" = 0 ] || report3
if [ -n "$crawl" ]; then
	echo
	echo "Every sitemap in the index fetched once, one after another (cache off): $(field 1 "$crawl") sitemaps in $(field 2 "$crawl") ms, $(field 3 "$crawl") bytes, $(field 6 "$crawl") failed; slowest $(field 5 "$crawl") ms ($(basename "$(field 4 "$crawl")"))."
fi
