#!/usr/bin/env bash
# bench/languages.sh: what a site served as one set of sitemaps per language host costs the
# database while nothing changes, for one or more builds of wpsitemap, in one run.
#
#   bench/languages.sh [BINARY ...]     (default: a build of this checkout)
#
# It starts a MariaDB of its own (mariadb-install-db + mariadbd from Debian, data in a
# temporary directory, 127.0.0.1:PRIVATE_PORT), loads testdata/conformance/year-month with
# testdata/polylang-directory.sql, switches Polylang to subdomain mode (home
# http://example.com) and adds languages up to LANGS (English, French, German, then made-up
# ones), then for each binary: starts it polling (WPSITEMAP_BINLOG=off), waits until every
# language host's index answers, lets it settle SETTLE seconds, and measures over MEASURE
# seconds the statements the server executed (SHOW GLOBAL STATUS 'Questions', the script's
# own two reads subtracted) and the CPU time the process used. Nothing else uses that
# server, so the count is the service's alone. The server and its data are deleted at exit.
#
# Environment (defaults in brackets): LANGS [8]  MEASURE [20] (seconds)  SETTLE [5]  PRIVATE_PORT [3412]
#   PORT [8099]
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
langs=${LANGS:-8}
secs=${MEASURE:-20}
settle=${SETTLE:-5}
pport=${PRIVATE_PORT:-3412}
port=${PORT:-8099}
log() { printf 'languages.sh: %s\n' "$*" >&2; }
[ "$langs" -ge 3 ] && [ "$langs" -le 26 ] || { log "LANGS: 3 to 26"; exit 2; }

work=$(mktemp -d)
svc_pid=
db_pid=
cleanup() {
	[ -z "$svc_pid" ] || kill "$svc_pid" 2>/dev/null || true
	if [ -n "$db_pid" ]; then
		kill "$db_pid" 2>/dev/null || true
		while kill -0 "$db_pid" 2>/dev/null; do sleep 0.2; done
	fi
	rm -rf "$work"
}
trap cleanup EXIT

bins=("$@")
if [ ${#bins[@]} = 0 ]; then
	(cd "$repo" && go build -o "$work/wpsitemap" ./cmd/wpsitemap)
	bins=("$work/wpsitemap")
fi

# --- the server ---------------------------------------------------------------------------
asroot=()
[ "$(id -u)" != 0 ] || asroot=(--user=root)
mkdir -p "$work/tmp"
mariadb-install-db --no-defaults --datadir="$work/data" --auth-root-authentication-method=normal \
	--skip-test-db --tmpdir="$work/tmp" "${asroot[@]}" >"$work/install.log" 2>&1 ||
	{ tail -5 "$work/install.log" >&2; log "mariadb-install-db failed"; exit 1; }
mariadbd --no-defaults --datadir="$work/data" --socket="$work/sock" --port="$pport" \
	--bind-address=127.0.0.1 --skip-name-resolve --pid-file="$work/pid" --log-error="$work/error.log" \
	--tmpdir="$work/tmp" --innodb-flush-log-at-trx-commit=0 "${asroot[@]}" &
db_pid=$!
sql() { mysql --protocol=TCP -h127.0.0.1 -P"$pport" -uroot --default-character-set=utf8mb4 "$@"; }
for _ in $(seq 100); do sql -e 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.2; done
sql -e 'CREATE DATABASE wp CHARACTER SET utf8mb4'
sql wp <"$repo/testdata/conformance/year-month/db.sql"
sql wp <"$repo/testdata/polylang-directory.sql"
sql wp -e "UPDATE wp_options SET option_value = 'http://example.com' WHERE option_name IN ('home', 'siteurl');
	UPDATE wp_options SET option_value = REPLACE(option_value, 's:10:\"force_lang\";i:1;', 's:10:\"force_lang\";i:2;')
	WHERE option_name = 'polylang'"
hosts=(example.com fr.example.com de.example.com)
for i in $(seq 4 "$langs"); do
	code=x$(printf "\\x$(printf %x $((96 + i)))") # xd, xe, ...: not a real language's code
	id=$((900 + i))
	sql wp -e "INSERT INTO wp_terms (term_id, name, slug, term_group) VALUES ($id, 'Lang $i', '$code', $i), ($((id + 50)), 'Lang $i', 'pll_$code', 0);
		INSERT INTO wp_term_taxonomy (term_taxonomy_id, term_id, taxonomy, description, parent, count) VALUES
		($id, $id, 'language', 'a:3:{s:6:\"locale\";s:5:\"${code}_XX\";s:3:\"rtl\";i:0;s:9:\"flag_code\";s:0:\"\";}', 0, 0),
		($((id + 50)), $((id + 50)), 'term_language', '', 0, 0)"
	hosts+=("$code.example.com")
done
log "a Polylang site in subdomain mode with $langs languages on 127.0.0.1:$pport"

questions() { sql -N -e "SHOW GLOBAL STATUS LIKE 'Questions'" | awk '{print $2}'; }
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; } # utime + stime, in clock ticks
tick=$(getconf CLK_TCK)

printf '| binary | languages | statements/s idle | CPU idle (%% of a core) |\n|---|---|---|---|\n'
for bin in "${bins[@]}"; do
	WORDPRESS_DB_HOST=127.0.0.1:$pport WORDPRESS_DB_USER=root WORDPRESS_DB_PASSWORD= WORDPRESS_DB_NAME=wp \
		WPSITEMAP_ADDR=127.0.0.1:$port WPSITEMAP_BINLOG=off "$bin" serve >"$work/service.log" 2>&1 &
	svc_pid=$!
	for h in "${hosts[@]}"; do
		ok=
		for _ in $(seq 600); do
			[ "$(curl -s -o /dev/null -w '%{http_code}' -H "Host: $h" "http://127.0.0.1:$port/sitemap_index.xml")" = 200 ] && { ok=1; break; }
			sleep 0.1
		done
		[ -n "$ok" ] || { tail -5 "$work/service.log" >&2; log "$(basename "$bin"): $h never answered 200 within a minute"; exit 1; }
	done
	sleep "$settle"
	q0=$(questions)
	c0=$(cpu "$svc_pid")
	sleep "$secs"
	c1=$(cpu "$svc_pid")
	q1=$(questions)
	kill "$svc_pid"
	wait "$svc_pid" 2>/dev/null || true
	svc_pid=
	# Each questions() is one statement of the script's own (counted by the second).
	rate=$(awk -v a="$q0" -v b="$q1" -v s="$secs" 'BEGIN { printf "%.1f", (b - a - 1) / s }')
	load=$(awk -v a="$c0" -v b="$c1" -v s="$secs" -v t="$tick" 'BEGIN { printf "%.1f", 100 * (b - a) / t / s }')
	printf '| %s | %s | %s | %s |\n' "$(basename "$bin")" "$langs" "$rate" "$load"
done
