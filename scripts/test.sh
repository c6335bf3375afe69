#!/usr/bin/env bash
# test.sh: the project's test command. Installs what the tests need when it is missing
# (Debian packages, as root: xmllint for the schema checks, xsltproc for the stylesheet tests;
# with CI=true also e2e/setup.sh's WordPress, PHP, web servers and Chromium), loads the test
# databases (scripts/setup-db.sh), makes sure Redis answers on 127.0.0.1:6379
# (scripts/setup-redis.sh: installs and starts Debian's redis-server when it does not), then runs
#
#     go test -count=1 -timeout 30m ./...
#
# (30 minutes a package rather than go test's 10: on a loaded 2-core machine e2e and the
# release build of scripts/ have taken close to 10 and past it.)
#
# Usage:
#   scripts/test.sh                      every package
#   scripts/test.sh -run TestX ./wp/     other go test arguments replace ./...
#
# It ends with a line naming every test that skipped and why (without CI=true, the e2e
# tests whose tools are missing, among others), and how to run them.
#
# Environment:
#   CI=true                      reaches the tests unchanged: there, tests must fail, not skip,
#                                when the database or a tool is missing (CI sets it). So that a
#                                fresh machine passes, test.sh then also runs e2e/setup.sh
#                                (idempotent; needs root only when something is missing) when
#                                the packages tested include e2e (no package arguments, ./...,
#                                or ./e2e). Without CI=true the e2e tests skip when their tools
#                                are missing; run e2e/setup.sh to have them run.
#   WPSITEMAP_SKIP_DB_SETUP=1    skip scripts/setup-db.sh and scripts/setup-redis.sh (the
#                                databases are already loaded and Redis runs).
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

# The tools the tests run, by Debian package: xmllint (internal/xsdtest, the schema checks)
# and xsltproc (xsl/, the stylesheets rendered).
missing=()
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
command -v xsltproc >/dev/null 2>&1 || missing+=(xsltproc)
# With CI=true, where a missing tool fails its test: promtool (deploy/TestAlertRules), from
# Debian's prometheus package; elsewhere that test skips without it.
if [ "${CI:-}" = true ]; then
	command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
fi
if [ "${#missing[@]}" -gt 0 ]; then
	[ "$(id -u)" -eq 0 ] || { echo "test.sh: missing tools; install these Debian packages: ${missing[*]}" >&2; exit 1; }
	echo "test.sh: installing ${missing[*]} (xmllint for the schema checks, xsltproc for the stylesheet tests, promtool for the alert rules)"
	export DEBIAN_FRONTEND=noninteractive
	if [ -z "${WPSITEMAP_APT_UPDATED:-}" ]; then
		apt-get update -qq
		export WPSITEMAP_APT_UPDATED=1
	fi
	apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# With CI=true a missing e2e tool fails the e2e tests (they skip only outside CI), so the
# README's test command installs them when it runs e2e: no package arguments, or one that
# names ./... or e2e.
if [ "${CI:-}" = true ]; then
	e2e=0
	[ "$#" -gt 0 ] || e2e=1
	for a in "$@"; do
		case "$a" in ./... | */wpsitemap/... | ./e2e | ./e2e/* | e2e | e2e/* | */wpsitemap/e2e*) e2e=1 ;; esac
	done
	if [ "$e2e" = 1 ]; then
		echo "test.sh: CI=true: e2e/setup.sh (the e2e tests' Debian packages, when missing)"
		e2e/setup.sh
	fi
fi

if [ -z "${WPSITEMAP_SKIP_DB_SETUP:-}" ]; then
	env_file=$(mktemp)
	trap 'rm -f "$env_file"' EXIT
	scripts/setup-db.sh --env "$env_file"
	# shellcheck disable=SC1090
	. "$env_file"
	export WPSITEMAP_TEST_DB_USER WPSITEMAP_TEST_DB_PASSWORD
	scripts/setup-redis.sh
fi

if [ "$#" -gt 0 ]; then
	set -- go test -count=1 -timeout 30m "$@"
else
	set -- go test -count=1 -timeout 30m ./...
fi
# go test -json through internal/testskips prints what go test prints (each package's ok or
# FAIL line, the failed tests' output), then a closing line naming every test that skipped
# and why, and how to run them. The exit status is go test's (pipefail).
skips=$(mktemp -d)
trap 'rm -rf "$skips" ${env_file:+"$env_file"}' EXIT
go build -o "$skips/testskips" ./internal/testskips
echo "+ $*"
"${@:1:2}" -json "${@:3}" | "$skips/testskips"
