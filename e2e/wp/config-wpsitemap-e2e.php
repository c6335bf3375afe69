<?php
/*
 * config-wpsitemap-e2e.php: the WordPress configuration of wpsitemap's end-to-end tests.
 *
 * e2e/setup.sh copies this file to /etc/wordpress/config-wpsitemap-e2e.php. Debian's
 * /usr/share/wordpress/wp-config.php loads /etc/wordpress/config-$WORDPRESS_CONFIG.php when
 * the request sets WORDPRESS_CONFIG (a FastCGI parameter in the tests' nginx, a $_SERVER
 * entry in e2e/wp/wpe2e.php), so this file only ever serves the tests' own sites and leaves
 * any other WordPress on the machine alone.
 *
 * Everything site-specific comes from the caller, so that one file serves every test site:
 *
 *   WPSITEMAP_E2E_DB_NAME      database (required)
 *   WPSITEMAP_E2E_DB_HOST      MySQL host:port            [127.0.0.1:3306]
 *   WPSITEMAP_E2E_DB_USER      MySQL user                 [root]
 *   WPSITEMAP_E2E_DB_PASSWORD  MySQL password             [empty]
 *   WPSITEMAP_E2E_MU_DIR       must-use plugins folder, e2e/wp/mu-plugins
 *                              [WordPress's default, wp-content/mu-plugins]
 *
 * read from $_SERVER (FastCGI parameters; the environment under PHP CLI) or getenv().
 */

$wpsitemap_e2e_get = function ($name, $default = null) {
	if (isset($_SERVER[$name]) && $_SERVER[$name] !== '') {
		return $_SERVER[$name];
	}
	$v = getenv($name);
	return ($v === false || $v === '') ? $default : $v;
};

$wpsitemap_e2e_db = $wpsitemap_e2e_get('WPSITEMAP_E2E_DB_NAME');
if ($wpsitemap_e2e_db === null || !preg_match('/^[A-Za-z0-9_]+$/', $wpsitemap_e2e_db)) {
	header('HTTP/1.0 500 Internal Server Error');
	echo "config-wpsitemap-e2e.php: WPSITEMAP_E2E_DB_NAME is not set or not a plain name\n";
	exit(1);
}

define('DB_NAME', $wpsitemap_e2e_db);
define('DB_HOST', $wpsitemap_e2e_get('WPSITEMAP_E2E_DB_HOST', '127.0.0.1:3306'));
define('DB_USER', $wpsitemap_e2e_get('WPSITEMAP_E2E_DB_USER', 'root'));
define('DB_PASSWORD', (string) $wpsitemap_e2e_get('WPSITEMAP_E2E_DB_PASSWORD', ''));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';

$wpsitemap_e2e_mu = $wpsitemap_e2e_get('WPSITEMAP_E2E_MU_DIR');
if ($wpsitemap_e2e_mu !== null) {
	define('WPMU_PLUGIN_DIR', rtrim($wpsitemap_e2e_mu, '/'));
}

// Fixed keys: these sites live for one test run on loopback.
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT',
	'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $wpsitemap_e2e_key) {
	define($wpsitemap_e2e_key, 'wpsitemap-e2e-' . strtolower($wpsitemap_e2e_key));
}

// No cron, no update checks, no outgoing HTTP but to the site itself: the tests run offline
// and must not wait for the network.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);

unset($wpsitemap_e2e_get, $wpsitemap_e2e_db, $wpsitemap_e2e_mu, $wpsitemap_e2e_key);
