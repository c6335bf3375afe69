#!/usr/bin/env bash
# run-example.sh: runs wpsitemap against the bundled example database (testdata/fixtures.sql)
# on this machine, installing and starting MariaDB if needed (scripts/setup-db.sh
# --only-fixtures, which changes no existing user and says what it created).
#
#   scripts/run-example.sh                   then open http://127.0.0.1:8080/sitemap_index.xml
#   WPSITEMAP_ADDR=127.0.0.1:9000 scripts/run-example.sh
#
# The service logs in as wpsitemap_example, a user setup-db.sh creates when it is missing,
# that may only SELECT on wpsitemap_fixtures: what a production user should be allowed too.
# The fixture's home option is http://127.0.0.1:8080 and the service prints the stored home in
# every URL, whatever address it listens on: on another port, the links still say :8080.
# Extra arguments go to `wpsitemap serve`.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
export PATH="/usr/local/go/bin:$PATH"

scripts/setup-db.sh --only-fixtures

export WORDPRESS_DB_HOST=${WPSITEMAP_TEST_DB_HOST:-127.0.0.1}:${WPSITEMAP_TEST_DB_PORT:-3306}
export WORDPRESS_DB_USER=wpsitemap_example
export WORDPRESS_DB_PASSWORD=wpsitemap_example
export WORDPRESS_DB_NAME=wpsitemap_fixtures
export WORDPRESS_TABLE_PREFIX=wp_
export WPSITEMAP_ADDR=${WPSITEMAP_ADDR:-127.0.0.1:8080}

echo
echo "wpsitemap will listen on $WPSITEMAP_ADDR (database $WORDPRESS_DB_NAME at $WORDPRESS_DB_HOST, user $WORDPRESS_DB_USER)."
echo "Open: http://$WPSITEMAP_ADDR/sitemap_index.xml"
echo "Stop with Ctrl-C."
echo
exec go run ./cmd/wpsitemap serve "$@"
