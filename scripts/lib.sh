# lib.sh: shell functions that setup-db.sh and setup-redis.sh share; sourced, never run.
# shellcheck shell=bash

# apt_install PACKAGE...: installs Debian packages, as root. apt-get update runs at most once
# per CI run: .ci/run exports WPSITEMAP_APT_UPDATED after its own.
apt_install() {
	if [ "$(id -u)" -ne 0 ]; then
		printf '%s: error: installing %s needs root\n' "${0##*/}" "$*" >&2
		exit 1
	fi
	if [ -z "${WPSITEMAP_APT_UPDATED:-}" ]; then
		DEBIAN_FRONTEND=noninteractive apt-get update -qq
		export WPSITEMAP_APT_UPDATED=1
	fi
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# wait_until SECONDS COMMAND...: runs COMMAND (in this shell, so what it sets stays set) once a
# second until it succeeds; fails when it has not within SECONDS.
wait_until() {
	local seconds=$1 waited=0
	shift
	until "$@"; do
		[ "$waited" -lt "$seconds" ] || return 1
		sleep 1
		waited=$((waited + 1))
	done
}
