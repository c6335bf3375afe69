#!/usr/bin/env bash
# bench/network-memory.sh: the memory a WordPress network costs wpsitemap per site in use.
#
#   bench/network-memory.sh [SITES]    SITES [50]: sites added to the fixture network
#   POSTS=3000 bench/network-memory.sh 150   each added site with 3,000 more posts (3 pages)
#
# It copies the fixture network (testdata/multisite-subdir.sql, database wpsitemap_multisite,
# loaded by scripts/setup-db.sh) into a database of its own, adds SITES sites (each a copy of
# blog 2's tables, at /s{id}/), builds wpsitemap and serves the copy. It reads the process's
# resident memory (VmRSS) and the Go heap in use (go_memstats_heap_inuse_bytes) once ready,
# asks every site for its index and each page of its post sitemap (so that each gets its
# catalog, refresh service and share of the one page cache), then waits, and reads them again;
# the difference divided by the sites is the memory per site in use. The page cache's bytes
# are summed over the sites' wpsitemap_cache_bytes series: one budget for all of them.
# The database is dropped at the end.
#
# Environment: POSTS [0] published posts added to each added site (ID 1001 on), 1000 per
# sitemap page; WORDPRESS_DB_HOST [127.0.0.1:3306] WORDPRESS_DB_USER [root]
# WORDPRESS_DB_PASSWORD [empty] PORT [8097]
set -euo pipefail
SITES=${1:-50}
HOST=${WORDPRESS_DB_HOST:-127.0.0.1:3306}
USER_=${WORDPRESS_DB_USER:-root}
PASS=${WORDPRESS_DB_PASSWORD:-}
PORT=${PORT:-8097}
POSTS=${POSTS:-0}
DB=wpsitemap_msbench_$$
cd "$(dirname "$0")/.."
my() { mysql -h "${HOST%:*}" -P "${HOST#*:}" -u "$USER_" ${PASS:+-p"$PASS"} "$@"; }
tmp=$(mktemp -d)
pid=
cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
	my -e "DROP DATABASE IF EXISTS \`$DB\`" || true
	rm -rf "$tmp"
}
trap cleanup EXIT
{
	echo "CREATE DATABASE \`$DB\`; USE \`$DB\`;"
	for t in $(my -N -e "SELECT table_name FROM information_schema.tables WHERE table_schema = 'wpsitemap_multisite'"); do
		echo "CREATE TABLE \`$t\` LIKE wpsitemap_multisite.\`$t\`; INSERT INTO \`$t\` SELECT * FROM wpsitemap_multisite.\`$t\`;"
	done
	if [ "$POSTS" -gt 0 ]; then
		# The template of the added sites: blog 2's tables with POSTS more posts.
		for t in options posts postmeta terms term_taxonomy term_relationships termmeta; do
			echo "CREATE TABLE tpl_$t LIKE wp_2_$t; INSERT INTO tpl_$t SELECT * FROM wp_2_$t;"
		done
		echo "SET SESSION max_recursive_iterations = $((POSTS + 10));"
		echo "INSERT INTO tpl_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, post_type)
			WITH RECURSIVE n(i) AS (SELECT 1001 UNION ALL SELECT i + 1 FROM n WHERE i < 1000 + $POSTS)
			SELECT i, 2, '2022-03-01 08:00:00', '2022-03-01 08:00:00', 'Text.', CONCAT('Post ', i), '', 'publish', CONCAT('post-number-', i), '', '',
				'2022-03-01 08:00:00', '2022-03-01 08:00:00', '', 0, CONCAT('http://example.test/?p=', i), 'post' FROM n;"
	fi
	src=wp_2_; [ "$POSTS" -gt 0 ] && src=tpl_
	for i in $(seq 4 $((SITES + 3))); do
		for t in options posts postmeta terms term_taxonomy term_relationships termmeta; do
			echo "CREATE TABLE wp_${i}_$t LIKE $src$t; INSERT INTO wp_${i}_$t SELECT * FROM $src$t;"
		done
		echo "UPDATE wp_${i}_options SET option_value = 'http://example.test/s$i' WHERE option_name IN ('home', 'siteurl');"
		echo "UPDATE wp_${i}_options SET option_name = 'wp_${i}_user_roles' WHERE option_name = 'wp_2_user_roles';"
		echo "INSERT INTO wp_blogs (blog_id, site_id, domain, path, registered, last_updated, public) VALUES ($i, 1, 'example.test', '/s$i/', NOW(), NOW(), 1);"
	done
} | my
go build -o "$tmp/wpsitemap" ./cmd/wpsitemap
WORDPRESS_DB_HOST=$HOST WORDPRESS_DB_USER=$USER_ WORDPRESS_DB_PASSWORD=$PASS WORDPRESS_DB_NAME=$DB \
	WPSITEMAP_ADDR=127.0.0.1:$PORT "$tmp/wpsitemap" serve >"$tmp/log" 2>&1 &
pid=$!
for _ in $(seq 100); do curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.2; done
get() { curl -s -o /dev/null -w '%{http_code}' -H 'Host: example.test' -H 'Accept-Encoding: gzip' "http://127.0.0.1:$PORT$1"; }
measure() {
	local m rss heap cache
	m=$(curl -s -H 'Host: example.test' "http://127.0.0.1:$PORT/metrics")
	rss=$(awk '/^VmRSS/ {print $2 * 1024}' "/proc/$pid/status")
	heap=$(echo "$m" | awk '/^go_memstats_heap_inuse_bytes / {printf "%d", $2}')
	cache=$(echo "$m" | awk '/^wpsitemap_cache_bytes\{/ {s += $2} END {printf "%d", s}')
	echo "$rss $heap $cache"
}
get /sitemap_index.xml >/dev/null # the main site, so that /metrics has a site to answer
sleep 2
read -r rss0 heap0 _ <<<"$(measure)"
ok=0 asked=0
for i in 1 2 $(seq 4 $((SITES + 3))); do
	p=/s$i; [ "$i" = 1 ] && p=; [ "$i" = 2 ] && p=/fr-site
	paths="/sitemap_index.xml /post-sitemap.xml"
	if [ "$i" -gt 3 ]; then
		for n in $(seq 2 $(((POSTS + 2) / 1000 + 1))); do paths="$paths /post-sitemap$n.xml"; done
	fi
	for path in $paths; do
		for _ in $(seq 50); do code=$(get "$p$path"); [ "$code" != 503 ] && break; sleep 0.2; done
		[ "$code" = 200 ] && ok=$((ok + 1))
		asked=$((asked + 1))
	done
done
sleep 5 # every site's refresh service polls meanwhile
read -r rss1 heap1 cache1 <<<"$(measure)"
n=$((SITES + 2))
echo "sites in use: $n ($ok of $asked documents answered 200)"
echo "ready, one site in use: VmRSS $((rss0 >> 10)) KiB, heap in use $((heap0 >> 10)) KiB"
echo "all in use:             VmRSS $((rss1 >> 10)) KiB, heap in use $((heap1 >> 10)) KiB, page cache $((cache1 >> 10)) KiB (one budget: 14336 KiB)"
echo "per site in use:        VmRSS $(((rss1 - rss0) / (n - 1) >> 10)) KiB, heap $(((heap1 - heap0) / (n - 1) >> 10)) KiB"
