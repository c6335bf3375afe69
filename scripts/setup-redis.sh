#!/usr/bin/env bash
# setup-redis.sh: makes sure a Redis answers where the tests of package fleet look for it,
# 127.0.0.1:6379, as scripts/setup-db.sh does for MariaDB:
#
#   1. installs Debian's redis-server (and with it redis-cli) when redis-server or redis-cli
#      is missing; the tests that restart a private Redis run that same binary;
#   2. when nothing answers PING on 127.0.0.1:6379, starts redis-server there, bound to
#      127.0.0.1, without persistence (the tests write only under names of their own, and
#      delete them), its files in a temporary folder, daemonized;
#   3. waits until it answers.
#
# A Redis that already answers is left as it is. With WPSITEMAP_TEST_REDIS_URL set (the
# tests then use that server instead) this does nothing but install the binaries.
#
# Environment: WPSITEMAP_REDIS_WAIT [30] seconds to wait for the server to answer.
set -euo pipefail

host=127.0.0.1
port=6379
wait_seconds=${WPSITEMAP_REDIS_WAIT:-30}

log() { printf 'setup-redis: %s\n' "$*"; }
die() { printf 'setup-redis: error: %s\n' "$*" >&2; exit 1; }
# apt_install, wait_until: as setup-db.sh does
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

server_bin() { command -v redis-server 2>/dev/null || { [ -x /usr/bin/redis-server ] && echo /usr/bin/redis-server; }; }

if [ -z "$(server_bin)" ] || ! command -v redis-cli >/dev/null 2>&1; then
	[ "$(id -u)" -eq 0 ] || die "redis-server is missing; install Debian's redis-server (as root)"
	log "Redis is not installed; installing redis-server (Debian)"
	apt_install redis-server redis-tools
fi

if [ -n "${WPSITEMAP_TEST_REDIS_URL:-}" ]; then
	log "WPSITEMAP_TEST_REDIS_URL is set; the tests use that server"
	exit 0
fi

answers() { [ "$(redis-cli -h "$host" -p "$port" ping 2>/dev/null)" = PONG ]; }

if ! answers; then
	dir=$(mktemp -d "${TMPDIR:-/tmp}/wpsitemap-redis.XXXXXX")
	log "no Redis answers at $host:$port; starting $(server_bin) (files in $dir)"
	"$(server_bin)" --bind "$host" --port "$port" --daemonize yes --save '' --appendonly no \
		--dir "$dir" --logfile "$dir/redis.log" --pidfile "$dir/redis.pid" ||
		die "redis-server did not start; see $dir/redis.log"
fi

wait_until "$wait_seconds" answers || die "Redis did not answer at $host:$port within ${wait_seconds}s"
log "Redis $(redis-cli -h "$host" -p "$port" info server | sed -n 's/^redis_version:\([^[:space:]]*\).*/\1/p') answers at $host:$port"
