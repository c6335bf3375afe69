<?php
/*
 * network.php: makes a WordPress network (multisite) with WordPress's own PHP, for the
 * network conformance test (cmd/wpsitemap/network_conformance_test.go). make.sh runs it, one
 * php-cli process per step and, for everything done on one site, one process per site, in
 * that site's own request context (HTTP_HOST and REQUEST_URI set before WordPress loads, so
 * that ms-settings.php picks the site as it does for a web request; switch_to_blog() would
 * give other term and author links, yoast-behavior.md §14 item 11).
 *
 *   php network.php install             create the database, wp_install(), install_network()
 *                                       and populate_network() (WordPress still single-site)
 *   php network.php sites               users, sites (wpmu_create_blog), memberships
 *                                       (add_user_to_blog), Yoast's network activation
 *   php network.php content BLOG        the content of one site, in its own context
 *   php network.php close               the sites' statuses: blog_public 0, archived, deleted
 *   php network.php capture BLOG        prints, as JSON, what WordPress says the site's links
 *                                       are and which of them Yoast's rules list
 *
 * Environment: NET_DB (database), NET_KIND (subdir|subdomain), NET_CONTENT_DIR (a scratch
 * wp-content folder: uploads are written there), NET_DB_HOST [127.0.0.1:3306],
 * NET_DB_USER [root], NET_DB_PASSWORD [empty]; for content and capture NET_HOST and NET_PATH,
 * the site's domain and path (make.sh reads them from the sites step's output).
 *
 * Nothing here is Yoast's code: Yoast SEO cannot run offline. What Yoast would have stored
 * (active_sitewide_plugins, each site's wpseo option, the users' _yoast_wpseo_profile_updated)
 * is written by the sites step, and the lists capture prints are Yoast's documented rules
 * (yoast-behavior.md §3, §14) evaluated with WordPress's own queries.
 */

if (PHP_SAPI !== 'cli') {
	exit(1);
}

function net_fail($msg) {
	fwrite(STDERR, "network.php: $msg\n");
	exit(1);
}

function net_env($name, $default = null) {
	$v = getenv($name);
	if ($v === false || $v === '') {
		if ($default === null) {
			net_fail("$name is not set");
		}
		return $default;
	}
	return $v;
}

$net_cmd = $argv[1] ?? '';
$net_kind = net_env('NET_KIND');
if ($net_kind !== 'subdir' && $net_kind !== 'subdomain') {
	net_fail("NET_KIND must be subdir or subdomain, not $net_kind");
}
// The network's main domain. No port: WordPress cannot make sites on a network whose domain
// has one (wpmu_create_blog strips the colon, §14 item 12).
$net_domain = $net_kind === 'subdir' ? 'network.test' : 'subdomain.test';

$net_host = $net_domain;
$net_path = '/';
if ($net_cmd === 'content' || $net_cmd === 'capture') {
	$net_host = net_env('NET_HOST');
	$net_path = net_env('NET_PATH');
}
$_SERVER['HTTP_HOST'] = $net_host;
$_SERVER['SERVER_NAME'] = $net_host;
$_SERVER['SERVER_PORT'] = 80;
$_SERVER['REQUEST_URI'] = $net_path;
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

// What a wp-config.php holds; Debian's own one picks a file in /etc/wordpress by host, which
// this script leaves alone.
define('DB_NAME', net_env('NET_DB'));
define('DB_HOST', net_env('NET_DB_HOST', '127.0.0.1:3306'));
define('DB_USER', net_env('NET_DB_USER', 'root'));
define('DB_PASSWORD', (string) getenv('NET_DB_PASSWORD'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
define('ABSPATH', '/usr/share/wordpress/');
define('WP_CONTENT_DIR', net_env('NET_CONTENT_DIR'));
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT',
	'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $net_key) {
	define($net_key, 'wpsitemap-network-' . strtolower($net_key));
}
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);
define('WP_ALLOW_MULTISITE', true);
if ($net_cmd === 'install') {
	net_create_database();
	define('WP_INSTALLING', true);
} else {
	// What the Network Setup screen tells one to add to wp-config.php.
	define('MULTISITE', true);
	define('SUBDOMAIN_INSTALL', $net_kind === 'subdomain');
	define('DOMAIN_CURRENT_SITE', $net_domain);
	define('PATH_CURRENT_SITE', '/');
	define('SITE_ID_CURRENT_SITE', 1);
	define('BLOG_ID_CURRENT_SITE', 1);
}

// No mail leaves: wp_mail is pluggable, and this one is defined first.
function wp_mail() {
	return true;
}

require ABSPATH . 'wp-settings.php';

switch ($net_cmd) {
case 'install':
	net_install($net_domain, $net_kind === 'subdomain');
	break;
case 'sites':
	net_out(net_sites($net_domain, $net_kind === 'subdomain'));
	break;
case 'content':
	wp_set_current_user(1);
	net_content((int) ($argv[2] ?? 0), $argv[3] ?? '');
	break;
case 'close':
	net_close();
	break;
case 'capture':
	net_out(net_capture((int) ($argv[2] ?? 0)));
	break;
default:
	net_fail("unknown command \"$net_cmd\"");
}
exit(0);

function net_out($v) {
	echo json_encode($v, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT), "\n";
}

function net_check($v, $what) {
	if (is_wp_error($v)) {
		net_fail("$what: " . $v->get_error_message());
	}
	if (!$v) {
		net_fail("$what failed");
	}
	return $v;
}

/* --- install --------------------------------------------------------------------------- */

function net_create_database() {
	$name = DB_NAME;
	if (!preg_match('/^[A-Za-z0-9_]+$/', $name)) {
		net_fail("NET_DB is not a plain name: $name");
	}
	$host = DB_HOST;
	$port = 3306;
	if (preg_match('/^(.*):(\d+)$/', $host, $m)) {
		$host = $m[1];
		$port = (int) $m[2];
	}
	mysqli_report(MYSQLI_REPORT_OFF);
	$db = @new mysqli($host, DB_USER, DB_PASSWORD, '', $port);
	if ($db->connect_errno) {
		net_fail('cannot connect to MySQL at ' . DB_HOST . ': ' . $db->connect_error);
	}
	foreach (["DROP DATABASE IF EXISTS `$name`",
		"CREATE DATABASE `$name` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci"] as $q) {
		if (!$db->query($q)) {
			net_fail("$q: " . $db->error);
		}
	}
	$db->close();
}

// net_install installs a single site and turns it into a network the way the Network Setup
// screen (wp-admin/network.php) does: install_network() makes the network's tables,
// populate_network() fills them and gives a subdirectory network's main site the /blog/ front.
function net_install($domain, $subdomain) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$r = wp_install('wpsitemap network', 'admin', 'admin@' . $domain, true, '', 'network-password-not-secret');
	if (empty($r['user_id'])) {
		net_fail('wp_install failed');
	}
	update_option('siteurl', 'http://' . $domain);
	update_option('home', 'http://' . $domain);
	// populate_network() overwrites it; a pretty structure first, as a real site would have.
	update_option('permalink_structure', '/%year%/%monthnum%/%postname%/');
	// wp-admin/network.php names the network's tables first: a single site's $wpdb has none.
	global $wpdb;
	foreach ($wpdb->tables('ms_global') as $table => $prefixed) {
		$wpdb->$table = $prefixed;
	}
	install_network();
	$r = populate_network(1, $domain, 'admin@' . $domain, 'wpsitemap network', '/', $subdomain);
	// A subdomain network's check of wildcard DNS fails offline; the network is made all the same.
	if (is_wp_error($r) && $r->get_error_code() !== 'no_wildcard_dns') {
		net_fail('populate_network: ' . $r->get_error_message());
	}
}

/* --- sites and users ------------------------------------------------------------------- */

// The sites, by the name make.sh and the test know them: [subdir path, subdomain label, title].
function net_site_plan() {
	return [
		'fr'      => ['/fr/', 'fr', 'Le site français'],
		'hidden'  => ['/hidden/', 'hidden', 'Discouraged site'],
		'archive' => ['/archive/', 'archive', 'Archived site'],
		'gone'    => ['/gone/', 'gone', 'Deleted site'],
	];
}

function net_user($login, $display) {
	// A network user, member of no site until add_user_to_blog (Network Admin > Add User).
	$id = (int) net_check(wpmu_create_user($login, 'network-password-not-secret', $login . '@example.org'), "user $login");
	net_check(wp_update_user(['ID' => $id, 'display_name' => $display]), "name of $login");
	return $id;
}

function net_sites($domain, $subdomain) {
	$users = [
		'admin'   => 1,
		'marie'   => net_user('marie', 'Marie Curie'),
		'paul'    => net_user('paul', 'Paul Martin'),
		'sophie'  => net_user('sophie', 'Sophie Lemaire'),
	];
	// paul: an author of the main site only (he writes on fr all the same).
	net_check(add_user_to_blog(1, $users['paul'], 'author'), 'paul on blog 1');
	$sites = [['name' => 'main', 'blog_id' => 1, 'domain' => $domain, 'path' => '/']];
	foreach (net_site_plan() as $name => [$path, $label, $title]) {
		$d = $subdomain ? "$label.$domain" : $domain;
		$p = $subdomain ? '/' : $path;
		$id = (int) net_check(wpmu_create_blog($d, $p, $title, 1, ['public' => 1]), "site $name");
		$sites[] = ['name' => $name, 'blog_id' => $id, 'domain' => $d, 'path' => $p];
	}
	$fr = $sites[1]['blog_id'];
	// marie: an author of fr; sophie: a subscriber of fr (she has a post there all the same).
	net_check(add_user_to_blog($fr, $users['marie'], 'author'), 'marie on fr');
	net_check(add_user_to_blog($fr, $users['sophie'], 'subscriber'), 'sophie on fr');
	foreach ($sites as $s) {
		if ($s['name'] === 'hidden' || $s['name'] === 'archive' || $s['name'] === 'gone') {
			net_check(add_user_to_blog($s['blog_id'], $users['marie'], 'author'), "marie on {$s['name']}");
		}
	}

	// Written by this script, not by Yoast (which cannot run here): what a network activation
	// of Yoast SEO stores, and the wpseo option Yoast makes on each site it loads on.
	update_site_option('active_sitewide_plugins', ['wordpress-seo/wp-seo.php' => 1672531200]);
	foreach ($sites as $s) {
		switch_to_blog($s['blog_id']);
		update_option('wpseo', ['version' => '21.1', 'enable_xml_sitemap' => true]);
		restore_current_blog();
	}
	// Yoast's index request gives every user this meta (yoast-behavior.md §3.3); fixed times.
	$t = 1672617600;
	foreach ($users as $login => $id) {
		update_user_meta($id, '_yoast_wpseo_profile_updated', $t);
		$t += 86400;
	}
	return ['users' => $users, 'sites' => $sites];
}

/* --- content --------------------------------------------------------------------------- */

function net_uid($login) {
	$u = get_user_by('login', $login);
	if (!$u) {
		net_fail("no user $login");
	}
	return $u->ID;
}

function net_term($name, $tax, $parent = 0, $slug = '') {
	$args = ['parent' => $parent];
	if ($slug !== '') {
		$args['slug'] = $slug;
	}
	$r = net_check(wp_insert_term($name, $tax, $args), "term $name");
	return (int) $r['term_id'];
}

function net_post(array $a, array $cats = [], array $tags = []) {
	$a += ['post_type' => 'post', 'post_status' => 'publish', 'post_author' => 1,
		'post_content' => 'Some words about ' . ($a['post_title'] ?? 'this') . '.'];
	$id = (int) net_check(wp_insert_post(wp_slash($a), true), 'post ' . ($a['post_title'] ?? ''));
	if ($cats) {
		net_check(wp_set_post_terms($id, $cats, 'category'), "categories of $id");
	}
	if ($tags) {
		net_check(wp_set_post_terms($id, $tags, 'post_tag'), "tags of $id");
	}
	return $id;
}

// net_image writes a small file under the site's uploads (sites/N/ on a subsite) and makes it
// an attachment of $parent, as the media library would.
function net_image($name, $parent, $month) {
	$up = wp_upload_dir($month);
	if (!empty($up['error'])) {
		net_fail('uploads: ' . $up['error']);
	}
	$file = $up['path'] . '/' . $name;
	// A 1x1 GIF under a .jpg name would lie; write a real 1x1 PNG.
	file_put_contents($file, base64_decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='));
	$id = (int) net_check(wp_insert_attachment([
		'post_title'     => pathinfo($name, PATHINFO_FILENAME),
		'post_mime_type' => 'image/png',
		'post_status'    => 'inherit',
		'post_content'   => '',
		'post_author'    => get_post($parent)->post_author,
		'post_date'      => get_post($parent)->post_date,
	], $file, $parent, true), "attachment $name");
	return $id;
}

function net_content($blog, $name) {
	if ($blog !== get_current_blog_id()) {
		net_fail("the request context is blog " . get_current_blog_id() . ", not $blog");
	}
	// WordPress's own first post and pages (wp_install_defaults) carry the time they were
	// made; fixed dates keep their links the same from one run of make.sh to the next.
	foreach ([1, 2, 3] as $id) {
		if (get_post($id)) {
			net_check(wp_update_post(['ID' => $id, 'post_date' => '2023-01-01 08:00:00', 'post_date_gmt' => '2023-01-01 08:00:00'], true), "date of $id");
		}
	}
	$marie = net_uid('marie');
	$paul = net_uid('paul');
	$sophie = net_uid('sophie');
	if ($blog === 1) {
		// The main site keeps populate_network()'s structure (the /blog/ front on a
		// subdirectory network).
		$news = net_term('Network news', 'category');
		$tag = net_term('Announcements', 'post_tag');
		net_post(['post_title' => 'Welcome to the network', 'post_date' => '2023-01-10 09:00:00'], [$news], [$tag]);
		net_post(['post_title' => 'Paul on the main site', 'post_author' => $paul, 'post_date' => '2023-01-11 09:00:00'], [$news]);
		net_post(['post_title' => 'Main draft', 'post_status' => 'draft', 'post_date' => '2023-01-12 09:00:00'], [], [$tag]);
		net_post(['post_title' => 'Contact', 'post_type' => 'page', 'post_date' => '2023-01-13 09:00:00']);
		return;
	}
	if ($name !== 'fr') {
		// Sites that end closed: one post of marie's each, so that their 410 is not for want
		// of content.
		net_post(['post_title' => 'Only post here', 'post_author' => $marie, 'post_date' => '2023-02-01 09:00:00']);
		return;
	}

	// The French site: the category in its links, a category base of its own.
	update_option('permalink_structure', '/%category%/%postname%/');
	update_option('category_base', 'rubrique');
	update_option('tag_base', 'etiquette');

	$actu = net_term('Actualités', 'category');
	$sport = net_term('Sport', 'category', $actu);
	net_term('Vide', 'category');                          // empty: not listed
	$parent = net_term('Parent sans article', 'category'); // empty parent of a listed child
	$child = net_term('Enfant', 'category', $parent);
	$ete = net_term('Été', 'post_tag');
	$secret = net_term('Secret', 'post_tag');               // only on a password-protected post
	$draftTag = net_term('Brouillon', 'post_tag');          // only on a draft: not listed

	$p1 = net_post(['post_title' => 'Le Tour de France', 'post_author' => $marie, 'post_date' => '2023-03-01 10:00:00'], [$sport], [$ete]);
	$img = net_image('velo.png', $p1, '2023/03');
	set_post_thumbnail($p1, $img);
	$url = wp_get_attachment_url($img);
	$p2 = net_post(['post_title' => 'Une journée à la mer', 'post_author' => $marie, 'post_date' => '2023-03-02 10:00:00',
		'post_content' => "Photo :\n<img src=\"$url\" alt=\"vélo\" />"], [$actu], [$ete]);
	net_post(['post_title' => 'Article enfant', 'post_author' => $marie, 'post_date' => '2023-03-03 10:00:00'], [$child]);
	net_post(['post_title' => 'Brouillon de Marie', 'post_author' => $marie, 'post_status' => 'draft', 'post_date' => '2023-03-04 10:00:00'], [$actu], [$draftTag]);
	net_post(['post_title' => 'Privé', 'post_author' => $marie, 'post_status' => 'private', 'post_date' => '2023-03-05 10:00:00'], [$actu]);
	net_post(['post_title' => 'Protégé', 'post_author' => $marie, 'post_password' => 'motdepasse', 'post_date' => '2023-03-06 10:00:00'], [$actu], [$secret]);
	net_post(['post_title' => 'Paul écrit ici', 'post_author' => $paul, 'post_date' => '2023-03-07 10:00:00'], [$actu]);
	net_post(['post_title' => 'Sophie aussi', 'post_author' => $sophie, 'post_date' => '2023-03-08 10:00:00'], [$actu]);
	net_post(['post_title' => 'Demain', 'post_author' => $marie, 'post_status' => 'future', 'post_date' => '2099-01-01 10:00:00'], [$actu]);

	$about = net_post(['post_title' => 'À propos', 'post_type' => 'page', 'post_author' => $marie, 'post_date' => '2023-03-10 10:00:00']);
	net_post(['post_title' => 'Équipe', 'post_type' => 'page', 'post_parent' => $about, 'post_author' => $marie, 'post_date' => '2023-03-11 10:00:00']);
	net_post(['post_title' => 'Page brouillon', 'post_type' => 'page', 'post_status' => 'draft', 'post_date' => '2023-03-12 10:00:00']);
	net_post(['post_title' => 'Page privée', 'post_type' => 'page', 'post_status' => 'private', 'post_date' => '2023-03-13 10:00:00']);
	flush_rewrite_rules(false);
}

/* --- statuses -------------------------------------------------------------------------- */

function net_close() {
	foreach (net_site_plan() as $name => $plan) {
		$id = net_blog_by_name($name);
		switch ($name) {
		case 'hidden':
			net_check(wp_update_site($id, ['public' => 0]), 'hidden: public 0');
			break;
		case 'archive':
			update_blog_status($id, 'archived', '1');
			break;
		case 'gone':
			update_blog_status($id, 'deleted', '1');
			break;
		}
	}
}

function net_blog_by_name($name) {
	global $wpdb;
	[$path, $label] = net_site_plan()[$name];
	$d = SUBDOMAIN_INSTALL ? "$label." . DOMAIN_CURRENT_SITE : DOMAIN_CURRENT_SITE;
	$p = SUBDOMAIN_INSTALL ? '/' : $path;
	$id = (int) $wpdb->get_var($wpdb->prepare("SELECT blog_id FROM $wpdb->blogs WHERE domain = %s AND path = %s", $d, $p));
	if (!$id) {
		net_fail("no site $name");
	}
	return $id;
}

/* --- capture --------------------------------------------------------------------------- */

// net_home is Yoast's Url_Helper::home(): home_url() with a slash when home is at the root of
// its host, else as the permalink settings end links (yoast-behavior.md §3.1).
function net_home() {
	$home = home_url();
	$path = (string) parse_url($home, PHP_URL_PATH);
	if ($path === '' || $path === '/') {
		return trailingslashit($home);
	}
	return user_trailingslashit($home);
}

function net_capture($blog) {
	global $wpdb;
	if ($blog !== get_current_blog_id()) {
		net_fail("the request context is blog " . get_current_blog_id() . ", not $blog");
	}
	$site = get_site($blog);
	$out = [
		'blog_id'  => $blog,
		'domain'   => $site->domain,
		'path'     => $site->path,
		'home_url' => home_url(),
		'public'   => (int) $site->public,
		'archived' => (int) $site->archived,
		'deleted'  => (int) $site->deleted,
		'permalink_structure' => get_option('permalink_structure'),
		'objects'  => [],
		'sitemaps' => [],
		'images'   => (object) [],
	];

	// Every object's link, whatever Yoast makes of it.
	$rows = $wpdb->get_results("SELECT ID FROM $wpdb->posts WHERE post_type IN ('post', 'page', 'attachment') ORDER BY ID");
	foreach ($rows as $r) {
		$p = get_post($r->ID);
		$out['objects'][] = ['kind' => 'post', 'id' => $p->ID, 'type' => $p->post_type, 'status' => $p->post_status,
			'password' => $p->post_password !== '', 'author' => (int) $p->post_author,
			'url' => $p->post_type === 'attachment' ? wp_get_attachment_url($p->ID) : get_permalink($p)];
	}
	foreach (get_terms(['taxonomy' => ['category', 'post_tag'], 'hide_empty' => false, 'orderby' => 'term_id']) as $t) {
		$out['objects'][] = ['kind' => 'term', 'id' => $t->term_id, 'type' => $t->taxonomy, 'count' => $t->count,
			'url' => get_term_link($t)];
	}
	foreach (get_users(['blog_id' => 0, 'orderby' => 'ID']) as $u) {
		$out['objects'][] = ['kind' => 'user', 'id' => $u->ID, 'login' => $u->user_login,
			'member' => is_user_member_of_blog($u->ID, $blog),
			'user_level' => (int) get_user_meta($u->ID, $wpdb->get_blog_prefix($blog) . 'user_level', true),
			'url' => get_author_posts_url($u->ID, $u->user_nicename)];
	}

	// What Yoast lists (yoast-behavior.md §3): the site's own queries, the site's own links.
	$home = net_home();
	foreach (['post', 'page'] as $type) {
		$ids = $wpdb->get_col($wpdb->prepare("SELECT ID FROM $wpdb->posts WHERE post_type = %s AND post_status = 'publish'
			AND post_password = '' AND post_date != '0000-00-00 00:00:00' ORDER BY ID", $type));
		$list = [];
		// show_on_front is posts on every site here: the home is the first entry of both.
		$list[] = $home;
		foreach ($ids as $id) {
			$list[] = get_permalink((int) $id);
			$images = [];
			$thumb = (int) get_post_thumbnail_id((int) $id);
			if ($thumb) {
				$images[] = wp_get_attachment_url($thumb);
			}
			if (preg_match_all('/<img[^>]+src="([^"]+)"/', get_post_field('post_content', (int) $id), $m)) {
				foreach ($m[1] as $src) {
					$images[] = $src;
				}
			}
			if ($images) {
				$out['images']->{get_permalink((int) $id)} = $images;
			}
		}
		$out['sitemaps'][$type] = $list;
	}
	foreach (['category', 'post_tag'] as $tax) {
		// hide_empty with hierarchical keeps an empty parent of a non-empty child, as Yoast does.
		$list = [];
		foreach (get_terms(['taxonomy' => $tax, 'hide_empty' => true]) as $t) {
			$list[] = get_term_link($t);
		}
		sort($list);
		$out['sitemaps'][$tax] = $list;
	}
	// Authors: members of this site (blog_id), user level not 0, with a published post here.
	$list = [];
	foreach (get_users([
		'blog_id' => $blog,
		'has_published_posts' => ['post'],
		'meta_query' => [['key' => $wpdb->get_blog_prefix($blog) . 'user_level', 'value' => '0', 'compare' => '!=']],
	]) as $u) {
		$list[] = get_author_posts_url($u->ID, $u->user_nicename);
	}
	sort($list);
	$out['sitemaps']['author'] = $list;
	return $out;
}
