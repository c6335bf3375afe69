#!/usr/bin/env bash
# e2e/setup.sh: installs what the end-to-end tests in e2e/ need. Idempotent: it installs only
# what is missing, and does nothing when everything is there. .ci/run runs it before the tests.
#
#   e2e/setup.sh
#
# 1. Debian packages, the missing ones only: wordpress and its default theme
#    (wordpress-theme-twentytwentythree, whose 404 page the web server tests expect), php-cli,
#    php-mysql, php-fpm, nginx, caddy and chromium. The wordpress package brings Apache's
#    binaries and mod_php (apache2-bin, libapache2-mod-php), which TestApache uses, but not
#    the apache2 service package: nginx, in the same apt-get call, is its web server.
#    No service starts. The tests run nginx, php-fpm, Apache and Caddy themselves, on loopback
#    ports with configurations of their own, and stop them. While apt-get runs, a policy-rc.d
#    that forbids starting services is in place (Docker-style machines already have one); and
#    the nginx, php-fpm and caddy services of packages installed here are disabled for boot, so
#    that no system web server ever takes port 80 because of the tests.
# 2. /etc/wordpress/config-wpsitemap-e2e.php <- e2e/wp/config-wpsitemap-e2e.php: the
#    configuration Debian's WordPress loads for the tests' sites, and only for them (their
#    requests name it with WORDPRESS_CONFIG=wpsitemap-e2e); other sites on the machine are
#    left alone.
#
# Needs root when something is missing. Environment: WPSITEMAP_APT_UPDATED=1 skips apt-get
# update (.ci/run exports it after running its own).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
config_src="$here/wp/config-wpsitemap-e2e.php"
config_dst=/etc/wordpress/config-wpsitemap-e2e.php

log() { printf 'e2e/setup: %s\n' "$*"; }
die() { printf 'e2e/setup: error: %s\n' "$*" >&2; exit 1; }
as_root() { [ "$(id -u)" -eq 0 ] || die "$* needs root (run e2e/setup.sh as root)"; }

have() { command -v "$1" >/dev/null 2>&1; }
fpm_binary() { compgen -G '/usr/sbin/php-fpm*' >/dev/null 2>&1 || have php-fpm; }

# --- 1. packages ------------------------------------------------------------------------------

missing=()
[ -f /usr/share/wordpress/wp-load.php ] || missing+=(wordpress)
[ -f /usr/share/wordpress/wp-content/themes/twentytwentythree/style.css ] ||
	missing+=(wordpress-theme-twentytwentythree)
have php || missing+=(php-cli)
if ! have php || ! php -r 'exit(extension_loaded("mysqli") ? 0 : 1);' 2>/dev/null; then
	missing+=(php-mysql)
fi
fpm_binary || missing+=(php-fpm)
[ -x /usr/sbin/nginx ] || have nginx || missing+=(nginx)
have caddy || missing+=(caddy)
[ -x /usr/sbin/apache2 ] || missing+=(apache2-bin)
compgen -G '/usr/lib/apache2/modules/libphp*.so' >/dev/null || missing+=(libapache2-mod-php)
have chromium || missing+=(chromium)
# wordpress depends on "apache2 | httpd": with nginx in the same apt-get call, nginx is the
# httpd and the apache2 service package stays out.
case " ${missing[*]} " in
*" wordpress "*) case " ${missing[*]} " in *" nginx "*) ;; *) missing+=(nginx) ;; esac ;;
esac

if [ "${#missing[@]}" -gt 0 ]; then
	as_root "installing ${missing[*]}"
	log "installing: ${missing[*]}"
	policy=/usr/sbin/policy-rc.d
	if [ ! -e "$policy" ]; then
		# Keep services from starting while apt-get installs them; removed again below.
		printf '#!/bin/sh\n# written by wpsitemap e2e/setup.sh while it installs packages\nexit 101\n' >"$policy"
		chmod 0755 "$policy"
		trap 'rm -f "$policy"' EXIT
	fi
	export DEBIAN_FRONTEND=noninteractive
	if [ -z "${WPSITEMAP_APT_UPDATED:-}" ]; then
		apt-get update -qq
		export WPSITEMAP_APT_UPDATED=1
	fi
	apt-get install -y -qq --no-install-recommends "${missing[@]}"

	# Services of what was just installed: disabled for boot, never started.
	services=()
	for p in "${missing[@]}"; do
		case "$p" in
		nginx | caddy) services+=("$p") ;;
		php-fpm) for u in /etc/init.d/php*-fpm; do [ -e "$u" ] && services+=("$(basename "$u")"); done ;;
		esac
	done
	for s in "${services[@]}"; do
		if [ -d /run/systemd/system ] && have systemctl; then
			systemctl disable --quiet "$s" 2>/dev/null || true
		elif have update-rc.d; then
			update-rc.d "$s" disable >/dev/null 2>&1 || true
		fi
		log "service $s: disabled for boot, not started (the tests run their own $s)"
	done
else
	log "packages: all there"
fi

# Checked again: an install that "succeeded" without them would only show in the tests.
[ -f /usr/share/wordpress/wp-load.php ] || die "wordpress is not installed"
php -r 'exit(extension_loaded("mysqli") ? 0 : 1);' || die "PHP has no mysqli"
fpm_binary || die "php-fpm is not installed"
[ -x /usr/sbin/nginx ] || have nginx || die "nginx is not installed"
have caddy || die "caddy is not installed"
[ -x /usr/sbin/apache2 ] && compgen -G '/usr/lib/apache2/modules/libphp*.so' >/dev/null ||
	die "Apache with mod_php (apache2-bin, libapache2-mod-php; the wordpress package brings them) is not installed"
have chromium || die "chromium is not installed"

# --- 2. WordPress configuration of the tests' sites -------------------------------------------

if ! cmp -s "$config_src" "$config_dst"; then
	as_root "writing $config_dst"
	install -d -m 0755 "$(dirname "$config_dst")"
	install -m 0644 "$config_src" "$config_dst"
	log "wrote $config_dst"
fi

log "ready: $(php -r 'echo "PHP ", PHP_VERSION;'), WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" /usr/share/wordpress/wp-includes/version.php),"\
" $( (/usr/sbin/nginx -v 2>&1 || nginx -v 2>&1) | sed 's/.*: //'), $(/usr/sbin/apache2 -v | sed -n 's/^Server version: //p'),"\
" Caddy $(caddy version | cut -d' ' -f1), $(chromium --version 2>/dev/null | head -n 1)"
