#!/usr/bin/env bash
# test.sh: the project's test command. Installs what the tests need (xmllint, for the schema
# checks), loads the test databases (scripts/setup-db.sh), then runs
#
#     go test -count=1 ./...
#
# Usage:
#   scripts/test.sh                      every package
#   scripts/test.sh -run TestX ./wp/     other go test arguments replace ./...
#
# Environment:
#   CI=true                      reaches the tests unchanged: there, tests must fail, not skip,
#                                when the database or a tool is missing (CI sets it).
#   WPSITEMAP_SKIP_DB_SETUP=1    skip scripts/setup-db.sh (the databases are already loaded).
#   WPSITEMAP_TEST_DB_HOST/PORT/USER/PASSWORD: see scripts/setup-db.sh; exported with their
#                                defaults so the tests find the same server. When setup-db.sh
#                                had to create its own test user (root may not log in over
#                                TCP, as on a fresh Debian), the tests log in as that user.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

export PATH="/usr/local/go/bin:$PATH"
export WPSITEMAP_TEST_DB_HOST=${WPSITEMAP_TEST_DB_HOST:-127.0.0.1}
export WPSITEMAP_TEST_DB_PORT=${WPSITEMAP_TEST_DB_PORT:-3306}
export WPSITEMAP_TEST_DB_USER=${WPSITEMAP_TEST_DB_USER:-root}
export WPSITEMAP_TEST_DB_PASSWORD=${WPSITEMAP_TEST_DB_PASSWORD:-}

if ! command -v xmllint >/dev/null 2>&1; then
	[ "$(id -u)" -eq 0 ] || { echo "test.sh: xmllint is missing; install libxml2-utils" >&2; exit 1; }
	echo "test.sh: installing libxml2-utils (xmllint, for the schema checks)"
	export DEBIAN_FRONTEND=noninteractive
	if [ -z "${WPSITEMAP_APT_UPDATED:-}" ]; then
		apt-get update -qq
		export WPSITEMAP_APT_UPDATED=1
	fi
	apt-get install -y -qq --no-install-recommends libxml2-utils
fi

if [ -z "${WPSITEMAP_SKIP_DB_SETUP:-}" ]; then
	env_file=$(mktemp)
	trap 'rm -f "$env_file"' EXIT
	scripts/setup-db.sh --env "$env_file"
	# shellcheck disable=SC1090
	. "$env_file"
	export WPSITEMAP_TEST_DB_USER WPSITEMAP_TEST_DB_PASSWORD
fi

if [ "$#" -gt 0 ]; then
	set -- go test -count=1 "$@"
else
	set -- go test -count=1 ./...
fi
echo "+ $*"
"$@"
