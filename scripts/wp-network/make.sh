#!/usr/bin/env bash
# make.sh: makes a WordPress network with WordPress's own PHP (Debian's wordpress package and
# php-cli), captures what WordPress says each site's links are, and writes both to testdata/:
#
#   scripts/wp-network/make.sh subdir      testdata/network-subdir-wp.sql and .json
#   scripts/wp-network/make.sh subdomain   testdata/network-subdomain-wp.sql and .json
#
# The files are committed; the tests load the .sql (scripts/setup-db.sh) and read the .json,
# so neither the tests nor CI need PHP. Run this again only to change the network.
#
# Steps (each a php-cli run of network.php; see there):
#   1. install: a private database (wpsitemap_wpnet_build_KIND, dropped and made again),
#      wp_install(), then install_network() and populate_network(), as the Network Setup
#      screen does; subdomain false for subdir, true for subdomain.
#   2. sites: users, wpmu_create_blog() for fr, hidden, archive and gone, add_user_to_blog(),
#      and what Yoast would store (network activation in active_sitewide_plugins, each site's
#      wpseo option, the users' _yoast_wpseo_profile_updated): written by the script, as
#      Yoast SEO's code is not available offline.
#   3. content: per site, in that site's own request context (HTTP_HOST and REQUEST_URI).
#   4. close: hidden gets blog_public 0, archive is archived, gone is deleted.
#   5. capture: per open site, in its own request context: every post's, term's and user's
#      link and which of them Yoast's rules list.
#   6. mysqldump of the whole database (no CREATE DATABASE, no USE), and the JSON; the
#      private database is dropped.
#
# Needs: /usr/share/wordpress (Debian's wordpress), php-cli with mysqli (php-mysql),
# mysqldump, a MariaDB the login below may create databases on.
# Environment: NET_DB_HOST [127.0.0.1:3306], NET_DB_USER [root], NET_DB_PASSWORD [empty].
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
kind=${1:-}
case "$kind" in subdir | subdomain) ;; *) echo "usage: $0 subdir|subdomain" >&2; exit 2 ;; esac

[ -f /usr/share/wordpress/wp-settings.php ] || { echo "make.sh: Debian's wordpress package is missing" >&2; exit 1; }
command -v php >/dev/null || { echo "make.sh: php-cli is missing" >&2; exit 1; }

export NET_KIND=$kind
export NET_DB=wpsitemap_wpnet_build_$kind
export NET_DB_HOST=${NET_DB_HOST:-127.0.0.1:3306}
export NET_DB_USER=${NET_DB_USER:-root}
export NET_DB_PASSWORD=${NET_DB_PASSWORD:-}
NET_CONTENT_DIR=$(mktemp -d)
export NET_CONTENT_DIR
trap 'rm -rf "$NET_CONTENT_DIR"' EXIT

net() { php -d display_errors=stderr -d error_reporting=E_ALL "$here/network.php" "$@"; }

net install
sites=$(net sites)
# One line per site: name blog_id domain path.
list=$(printf '%s' "$sites" | php -r '$j = json_decode(stream_get_contents(STDIN), true);
	foreach ($j["sites"] as $s) { echo $s["name"], " ", $s["blog_id"], " ", $s["domain"], " ", $s["path"], "\n"; }')
while read -r name id domain path; do
	NET_HOST=$domain NET_PATH=$path net content "$id" "$name"
done <<<"$list"
net close

captures=()
while read -r name id domain path; do
	case "$name" in
	archive | gone) continue ;; # WordPress itself answers 410 before any plugin (ms_site_check)
	esac
	f=$NET_CONTENT_DIR/capture-$id.json
	NET_HOST=$domain NET_PATH=$path net capture "$id" >"$f"
	captures+=("$f")
done <<<"$list"

json=$repo/testdata/network-$kind-wp.json
printf '%s' "$sites" | php -r '
	$j = json_decode(stream_get_contents(STDIN), true);
	$kind = $argv[1];
	$byId = [];
	foreach (array_slice($argv, 2) as $f) {
		$c = json_decode(file_get_contents($f), true);
		$byId[$c["blog_id"]] = $c;
	}
	$out = ["generated_by" => "scripts/wp-network/make.sh $kind (WordPress " . trim(shell_exec("sed -n \"s/^\\\$wp_version = .\\(.*\\).;/\\1/p\" /usr/share/wordpress/wp-includes/version.php")) . ")",
		"kind" => $kind, "sites" => []];
	foreach ($j["sites"] as $s) {
		$s += $byId[$s["blog_id"]] ?? [];
		if (isset($s["images"]) && !$s["images"]) {
			$s["images"] = new stdClass(); // {} in JSON, not []
		}
		$out["sites"][] = $s;
	}
	echo json_encode($out, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT), "\n";
' "$kind" "${captures[@]}" >"$json"

sql=$repo/testdata/network-$kind-wp.sql
{
	printf -- '-- wpsitemap test fixture: a WordPress %s network made by WordPress %s itself\n' "$kind" \
		"$(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" /usr/share/wordpress/wp-includes/version.php)"
	printf -- '-- (scripts/wp-network/make.sh %s; what WordPress says its links are: network-%s-wp.json).\n' "$kind" "$kind"
	printf -- '-- Yoast SEO did not run: its network activation, wpseo options and users'"'"' profile times\n'
	printf -- '-- were written by the script. No CREATE DATABASE or USE: it loads into any database.\n'
	MYSQL_PWD=$NET_DB_PASSWORD mysqldump --protocol=TCP -h"${NET_DB_HOST%:*}" -P"${NET_DB_HOST##*:}" -u"$NET_DB_USER" \
		--skip-dump-date --skip-comments --no-create-db --single-transaction --default-character-set=utf8mb4 "$NET_DB"
} >"$sql"
MYSQL_PWD=$NET_DB_PASSWORD mysql --protocol=TCP -h"${NET_DB_HOST%:*}" -P"${NET_DB_HOST##*:}" -u"$NET_DB_USER" \
	-e "DROP DATABASE \`$NET_DB\`"
echo "make.sh: wrote ${sql#"$repo"/} and ${json#"$repo"/}"
