#!/usr/bin/env bash
# test.sh: the project's test command. Loads the test databases, then runs
#
#     go test -count=1 ./...
#
# Usage:
#   scripts/test.sh                      every package
#   scripts/test.sh -run TestX ./wp/     other go test arguments replace ./...
#
# Environment:
#   CI=true                      reaches the tests unchanged: there, database tests must fail, not
#                                skip, when the database is missing (CI sets it).
#   WPSITEMAP_SKIP_DB_SETUP=1    skip scripts/setup-db.sh (the databases are already loaded).
#   WPSITEMAP_TEST_DB_HOST/PORT/USER/PASSWORD, WPSITEMAP_SHARED: see scripts/setup-db.sh; exported
#                                with their defaults so the tests find the same server.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

export PATH="/usr/local/go/bin:$PATH"
export WPSITEMAP_TEST_DB_HOST=${WPSITEMAP_TEST_DB_HOST:-127.0.0.1}
export WPSITEMAP_TEST_DB_PORT=${WPSITEMAP_TEST_DB_PORT:-3306}
export WPSITEMAP_TEST_DB_USER=${WPSITEMAP_TEST_DB_USER:-root}
export WPSITEMAP_TEST_DB_PASSWORD=${WPSITEMAP_TEST_DB_PASSWORD:-}
export WPSITEMAP_SHARED=${WPSITEMAP_SHARED:-$(dirname "$repo")/shared}

if [ -z "${WPSITEMAP_SKIP_DB_SETUP:-}" ]; then
	scripts/setup-db.sh
fi

if [ "$#" -gt 0 ]; then
	set -- go test -count=1 "$@"
else
	set -- go test -count=1 ./...
fi
echo "+ $*"
exec "$@"
