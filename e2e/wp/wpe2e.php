<?php
/*
 * wpe2e.php: drives a Debian WordPress for wpsitemap's end-to-end tests, through WordPress's
 * own PHP API only (no SQL writes, no browser).
 *
 *   php wpe2e.php install              drop and create the database, wp_install(), set home
 *   php wpe2e.php content              create the test content; prints {"name": ID, ...}
 *   php wpe2e.php permalinks STRUCT    update_option('permalink_structure', STRUCT)
 *   php wpe2e.php flush                flush_rewrite_rules() (run it in a new process after
 *                                      permalinks, so types register under the new structure)
 *   php wpe2e.php titles on|off        write Yoast's wpseo_titles keys for book/genre, or delete it
 *   php wpe2e.php option NAME VALUE... update_option(NAME, VALUE) for each pair
 *   php wpe2e.php expect               print what WordPress says every URL is and what should
 *                                      be listed, as JSON
 *   php wpe2e.php mutate JSON          change content: {"op":"rename"|"unpublish"|"trash"|
 *                                      "delete"|"embed"|"publish", ...}; prints JSON
 *
 * The site comes from the environment: WPSITEMAP_E2E_DB_NAME, _DB_HOST, _DB_USER,
 * _DB_PASSWORD, _MU_DIR (see config-wpsitemap-e2e.php) and WPSITEMAP_E2E_HOME, the home URL
 * (install stores it; the other commands use its host as HTTP_HOST).
 *
 * Exit status: 0 done, 1 failed, 3 the database server cannot be reached.
 */

if (PHP_SAPI !== 'cli') {
	exit(1);
}

function e2e_fail($msg, $code = 1) {
	fwrite(STDERR, "wpe2e: $msg\n");
	exit($code);
}

function e2e_out($v) {
	echo json_encode($v, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT), "\n";
}

$cmd = $argv[1] ?? '';
$home = getenv('WPSITEMAP_E2E_HOME') ?: 'http://127.0.0.1';
$hu = parse_url($home);
if (empty($hu['host'])) {
	e2e_fail("WPSITEMAP_E2E_HOME is not a URL: $home");
}

// What a web request would set; Debian's wp-config.php picks the configuration by
// WORDPRESS_CONFIG (and reads HTTP_HOST in any case).
$_SERVER['WORDPRESS_CONFIG'] = 'wpsitemap-e2e';
$_SERVER['HTTP_HOST'] = $hu['host'] . (isset($hu['port']) ? ':' . $hu['port'] : '');
$_SERVER['SERVER_NAME'] = $hu['host'];
$_SERVER['SERVER_PORT'] = $hu['port'] ?? (($hu['scheme'] ?? 'http') === 'https' ? 443 : 80);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
if (($hu['scheme'] ?? 'http') === 'https') {
	$_SERVER['HTTPS'] = 'on';
}

if ($cmd === 'install') {
	e2e_create_database();
	define('WP_INSTALLING', true);
}

require '/usr/share/wordpress/wp-load.php';

switch ($cmd) {
case 'install':
	e2e_install($home);
	break;
case 'content':
	e2e_out(e2e_content());
	break;
case 'permalinks':
	if (!isset($argv[2])) {
		e2e_fail('permalinks needs a structure (use "" for plain)');
	}
	update_option('permalink_structure', $argv[2]);
	break;
case 'flush':
	flush_rewrite_rules(false);
	break;
case 'titles':
	e2e_titles(($argv[2] ?? '') === 'on');
	break;
case 'option':
	if (count($argv) < 4 || count($argv) % 2 !== 0) {
		e2e_fail('option needs NAME VALUE [NAME VALUE...]');
	}
	for ($i = 2; $i < count($argv); $i += 2) {
		update_option($argv[$i], $argv[$i + 1]);
	}
	break;
case 'expect':
	e2e_out(e2e_expect());
	break;
case 'mutate':
	$m = json_decode($argv[2] ?? '', true);
	if (!is_array($m)) {
		e2e_fail('mutate needs a JSON object');
	}
	e2e_out(e2e_mutate($m));
	break;
default:
	e2e_fail("unknown command \"$cmd\"");
}
exit(0);

/* --- install --------------------------------------------------------------------------- */

// e2e_create_database drops and recreates the site's database, before WordPress loads.
function e2e_create_database() {
	$name = getenv('WPSITEMAP_E2E_DB_NAME');
	if (!$name || !preg_match('/^[A-Za-z0-9_]+$/', $name)) {
		e2e_fail('WPSITEMAP_E2E_DB_NAME is not set or not a plain name');
	}
	$hostport = getenv('WPSITEMAP_E2E_DB_HOST') ?: '127.0.0.1:3306';
	$port = 3306;
	$host = $hostport;
	if (preg_match('/^(.*):(\d+)$/', $hostport, $m)) {
		$host = $m[1];
		$port = (int) $m[2];
	}
	mysqli_report(MYSQLI_REPORT_OFF);
	$db = @new mysqli($host, getenv('WPSITEMAP_E2E_DB_USER') ?: 'root',
		(string) getenv('WPSITEMAP_E2E_DB_PASSWORD'), '', $port);
	if ($db->connect_errno) {
		e2e_fail("cannot connect to MySQL at $hostport: " . $db->connect_error, 3);
	}
	foreach (["DROP DATABASE IF EXISTS `$name`",
		"CREATE DATABASE `$name` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci"] as $q) {
		if (!$db->query($q)) {
			e2e_fail("$q: " . $db->error);
		}
	}
	$db->close();
}

function e2e_install($home) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$r = wp_install('wpsitemap e2e', 'admin', 'admin@example.org', true, '', 'e2e-password-not-secret');
	if (empty($r['user_id'])) {
		e2e_fail('wp_install failed');
	}
	update_option('siteurl', $home);
	update_option('home', $home);
	// Local dates differ from GMT ones, so that a link built from post_date_gmt instead of
	// post_date shows (a post at 00:30 on 1 January in Berlin is still December in GMT).
	update_option('timezone_string', 'Europe/Berlin');
	update_option('gmt_offset', '');
	update_option('permalink_structure', '/%postname%/');
}

/* --- content --------------------------------------------------------------------------- */

function e2e_check($v, $what) {
	if (is_wp_error($v)) {
		e2e_fail("$what: " . $v->get_error_message());
	}
	if (!$v) {
		e2e_fail("$what failed");
	}
	return $v;
}

function e2e_user($login, $role, $display) {
	return e2e_check(wp_insert_user([
		'user_login'   => $login,
		'user_pass'    => wp_generate_password(),
		'user_email'   => sanitize_title($login) . '@example.org',
		'display_name' => $display,
		'role'         => $role,
	]), "user $login");
}

function e2e_term($name, $tax, $parent = 0) {
	$r = e2e_check(wp_insert_term($name, $tax, ['parent' => $parent]), "term $name");
	return (int) $r['term_id'];
}

function e2e_post(array $a, array $meta = [], array $terms = []) {
	$a += ['post_type' => 'post', 'post_status' => 'publish', 'post_author' => 1,
		'post_content' => 'Some words about ' . ($a['post_title'] ?? 'this') . '.'];
	$id = e2e_check(wp_insert_post(wp_slash($a), true), 'post ' . ($a['post_title'] ?? ''));
	foreach ($meta as $k => $v) {
		update_post_meta($id, $k, wp_slash($v));
	}
	foreach ($terms as $tax => $ids) {
		e2e_check(wp_set_object_terms($id, $ids, $tax), "terms of post $id");
	}
	return $id;
}

function e2e_attachment($title, $file, $mime, $parent) {
	$id = e2e_check(wp_insert_attachment([
		'post_title'     => $title,
		'post_mime_type' => $mime,
		'post_status'    => 'inherit',
		'post_content'   => '',
		'post_author'    => 1,
	], $file, $parent, true), "attachment $title");
	// wp_insert_attachment stored it already; say it explicitly, it is what sitemaps read.
	update_post_meta($id, '_wp_attached_file', $file);
	update_post_meta($id, '_wp_attachment_metadata', [
		'width' => 1200, 'height' => 800, 'file' => $file,
		'sizes' => ['medium' => ['file' => preg_replace('/(\.\w+)$/', '-300x200$1', basename($file)),
			'width' => 300, 'height' => 200, 'mime-type' => $mime]],
	]);
	return $id;
}

// e2e_content creates the test site's content and returns the IDs by name.
function e2e_content() {
	wp_set_current_user(1); // an administrator: unfiltered HTML, may assign terms
	$ids = [];

	// Users. admin (1) owns "Hello world!" and the Sample Page from wp_install.
	$ids['user_alice'] = e2e_user('alice', 'author', 'Alice Archer');
	$ids['user_bob'] = e2e_user('bob', 'editor', 'Bob Builder');     // pages and drafts only
	$ids['user_carol'] = e2e_user('carol', 'author', 'Carol Cole');  // nothing yet
	$ids['user_jane'] = e2e_user('jane.doe', 'author', 'Jane Doe');  // nicename jane-doe

	// Terms.
	$ids['cat_news'] = e2e_term('News', 'category');
	$ids['cat_local'] = e2e_term('Local', 'category', $ids['cat_news']);
	$ids['cat_cafe'] = e2e_term('Café & Crème', 'category');
	$ids['cat_empty'] = e2e_term('Empty', 'category');
	$ids['cat_drafts'] = e2e_term('Drafts only', 'category');
	$ids['tag_go'] = e2e_term('go', 'post_tag');
	$ids['tag_wp'] = e2e_term('wordpress', 'post_tag');
	$ids['tag_jp'] = e2e_term('日本', 'post_tag');
	$ids['tag_private'] = e2e_term('private only', 'post_tag');
	$ids['genre_fiction'] = e2e_term('Fiction', 'genre');
	$ids['genre_scifi'] = e2e_term('Science Fiction', 'genre', $ids['genre_fiction']);
	$ids['genre_nonfiction'] = e2e_term('Non-fiction', 'genre');
	$ids['genre_poetry'] = e2e_term('Poetry', 'genre');

	// Posts that are listed.
	$ids['post_plain'] = e2e_post(['post_title' => 'A plain post', 'post_author' => $ids['user_alice'],
		'post_date' => '2024-03-05 10:00:00', 'post_category' => [$ids['cat_local']]],
		[], ['post_tag' => [$ids['tag_go'], $ids['tag_wp']]]);
	$ids['post_unicode'] = e2e_post(['post_title' => '日本語の投稿', 'post_author' => $ids['user_jane'],
		'post_date' => '2023-11-20 08:15:00', 'post_category' => [$ids['cat_cafe']]],
		[], ['post_tag' => [$ids['tag_jp']]]);
	$ids['post_new_year'] = e2e_post(['post_title' => 'Just after midnight',
		'post_date' => '2020-01-01 00:30:00', 'post_category' => [$ids['cat_news']]]);
	$ids['post_multipart'] = e2e_post(['post_title' => 'A long read in three parts',
		'post_author' => $ids['user_alice'], 'post_date' => '2022-01-15 12:00:00',
		'post_content' => "<p>Part one.</p>\n<!--nextpage-->\n<p>Part two.</p>\n<!--nextpage-->\n<p>Part three.</p>"]);
	$ids['post_dup1'] = e2e_post(['post_title' => 'Same title', 'post_date' => '2021-05-01 09:00:00']);
	$ids['post_dup2'] = e2e_post(['post_title' => 'Same title', 'post_date' => '2021-05-02 09:00:00']);
	$ids['post_index2'] = e2e_post(['post_title' => 'Forced index', 'post_date' => '2021-06-01 09:00:00'],
		['_yoast_wpseo_meta-robots-noindex' => '2']);

	// Images: one featured, one in the content through a resized copy (class wp-image-N),
	// one attached to a draft.
	$ids['post_pictures'] = e2e_post(['post_title' => 'A post with pictures', 'post_date' => '2024-06-01 18:00:00',
		'post_category' => [$ids['cat_news']]]);
	$ids['att_photo'] = e2e_attachment('Photo', '2024/06/photo.jpg', 'image/jpeg', $ids['post_pictures']);
	$ids['att_diagram'] = e2e_attachment('Diagram', '2024/06/diagram.png', 'image/png', 0);
	$uploads = wp_upload_dir(null, false);
	wp_update_post(wp_slash(['ID' => $ids['post_pictures'], 'post_content' =>
		'<p>A diagram:</p><img class="alignnone size-medium wp-image-' . $ids['att_diagram'] . '" src="'
		. $uploads['baseurl'] . '/2024/06/diagram-300x200.png" alt="Diagram" width="300" height="200" />']));
	set_post_thumbnail($ids['post_pictures'], $ids['att_photo']);

	// Posts that are not listed.
	$ids['post_private'] = e2e_post(['post_title' => 'A private post', 'post_status' => 'private'],
		[], ['post_tag' => [$ids['tag_private']]]);
	$ids['post_draft'] = e2e_post(['post_title' => 'A draft', 'post_status' => 'draft',
		'post_author' => $ids['user_bob'], 'post_category' => [$ids['cat_drafts']]]);
	$ids['post_pending'] = e2e_post(['post_title' => 'Pending review', 'post_status' => 'pending']);
	$ids['post_future'] = e2e_post(['post_title' => 'From the future', 'post_status' => 'future',
		'post_date' => gmdate('Y-m-d H:i:s', time() + 365 * 86400)]);
	$ids['post_password'] = e2e_post(['post_title' => 'Members only', 'post_password' => 'secret']);
	$ids['post_noindex'] = e2e_post(['post_title' => 'Not for search engines'],
		['_yoast_wpseo_meta-robots-noindex' => '1']);
	$ids['post_canonical_elsewhere'] = e2e_post(['post_title' => 'Syndicated copy'],
		['_yoast_wpseo_canonical' => 'https://example.org/original/']);
	$ids['att_draft'] = e2e_attachment('Draft photo', '2024/06/draft-photo.jpg', 'image/jpeg', $ids['post_draft']);

	// Canonical equal to its own permalink under /%postname%/ (listed there, and only there).
	$ids['post_canonical_self'] = e2e_post(['post_title' => 'Canonical to itself']);
	update_post_meta($ids['post_canonical_self'], '_yoast_wpseo_canonical', get_permalink($ids['post_canonical_self']));

	// Pages: a hierarchy, a child of a draft, and the unlisted kinds.
	$ids['page_about'] = e2e_post(['post_type' => 'page', 'post_title' => 'About', 'post_author' => $ids['user_alice']]);
	$ids['page_team'] = e2e_post(['post_type' => 'page', 'post_title' => 'Team', 'post_parent' => $ids['page_about']]);
	$ids['page_leaders'] = e2e_post(['post_type' => 'page', 'post_title' => 'Leadership', 'post_parent' => $ids['page_team']]);
	$ids['page_contact'] = e2e_post(['post_type' => 'page', 'post_title' => 'Contact', 'post_author' => $ids['user_bob']]);
	$ids['page_draft_parent'] = e2e_post(['post_type' => 'page', 'post_title' => 'Unfinished section', 'post_status' => 'draft']);
	$ids['page_child_of_draft'] = e2e_post(['post_type' => 'page', 'post_title' => 'Child of a draft',
		'post_parent' => $ids['page_draft_parent']]);
	$ids['page_noindex'] = e2e_post(['post_type' => 'page', 'post_title' => 'Thank you'],
		['_yoast_wpseo_meta-robots-noindex' => '1']);
	$ids['page_private'] = e2e_post(['post_type' => 'page', 'post_title' => 'Staff only', 'post_status' => 'private']);
	$ids['page_multipart'] = e2e_post(['post_type' => 'page', 'post_title' => 'Handbook',
		'post_parent' => $ids['page_about'],
		'post_content' => "Chapter one<!--nextpage-->Chapter two"]);

	// Books.
	$ids['book_dune'] = e2e_post(['post_type' => 'book', 'post_title' => 'Dune', 'post_date' => '2023-02-01 10:00:00'],
		[], ['genre' => [$ids['genre_scifi']]]);
	$ids['book_cosmos'] = e2e_post(['post_type' => 'book', 'post_title' => 'Cosmos', 'post_author' => $ids['user_alice']],
		[], ['genre' => [$ids['genre_nonfiction']]]);
	$ids['book_annotated'] = e2e_post(['post_type' => 'book', 'post_title' => 'The Annotated Edition',
		'post_content' => "Preface<!--nextpage-->Notes"], [], ['genre' => [$ids['genre_scifi']]]);
	$ids['book_no_genre'] = e2e_post(['post_type' => 'book', 'post_title' => 'Without a genre']);
	$ids['book_draft'] = e2e_post(['post_type' => 'book', 'post_title' => 'Unwritten', 'post_status' => 'draft'],
		[], ['genre' => [$ids['genre_poetry']]]);
	$ids['book_noindex'] = e2e_post(['post_type' => 'book', 'post_title' => 'Hidden book'],
		['_yoast_wpseo_meta-robots-noindex' => '1'], ['genre' => [$ids['genre_scifi']]]);

	// Videos, embedded the ways authors embed a YouTube video: the block editor's Embed block
	// (its wrapper holds the URL on a line of its own), a URL pasted alone on a line in the
	// classic editor, and a page with both a youtu.be and a watch URL (two videos).
	$ids['post_video_block'] = e2e_post(['post_title' => 'A video in an embed block',
		'post_date' => '2024-02-10 09:00:00', 'post_content' => e2e_embed_block('https://www.youtube.com/watch?v=M7lc1UVf-VE')]);
	$ids['post_video_line'] = e2e_post(['post_title' => 'A video on a line of its own',
		'post_date' => '2023-08-08 20:00:00',
		'post_content' => "Have a look at this:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nMore words after the video."]);
	$ids['page_video'] = e2e_post(['post_type' => 'page', 'post_title' => 'Tutorials',
		'post_content' => "<!-- wp:paragraph -->\n<p>Two tutorials.</p>\n<!-- /wp:paragraph -->\n\n"
			. e2e_embed_block('https://youtu.be/aqz-KE-bpKQ') . "\n\nhttps://www.youtube.com/watch?v=ScMzIvxBSi4\n"]);
	// A video in a post no sitemap lists.
	$ids['post_video_noindex'] = e2e_post(['post_title' => 'A hidden video',
		'post_date' => '2023-08-09 20:00:00', 'post_content' => "https://www.youtube.com/watch?v=jNQXAC9IVRw\n"],
		['_yoast_wpseo_meta-robots-noindex' => '1']);

	// News: articles published within the last 48 hours (two listed, one opted out of the
	// news sitemap) and one published three days ago. Local dates, as an author sets them.
	$ids['post_news_1h'] = e2e_post(['post_title' => 'News of the hour',
		'post_date' => wp_date('Y-m-d H:i:s', time() - HOUR_IN_SECONDS)]);
	$ids['post_news_2h'] = e2e_post(['post_title' => 'News & views from two hours ago',
		'post_date' => wp_date('Y-m-d H:i:s', time() - 2 * HOUR_IN_SECONDS)]);
	$ids['post_news_optout'] = e2e_post(['post_title' => 'Recent but not news',
		'post_date' => wp_date('Y-m-d H:i:s', time() - 3 * HOUR_IN_SECONDS)],
		['_yoast_wpseo_newssitemap-robots-index' => '1']);
	$ids['post_news_3d'] = e2e_post(['post_title' => 'News of three days ago',
		'post_date' => wp_date('Y-m-d H:i:s', time() - 3 * DAY_IN_SECONDS)]);
	e2e_addons();
	return $ids;
}

// e2e_embed_block is what the block editor saves for a YouTube URL pasted into an Embed block.
function e2e_embed_block($url) {
	return '<!-- wp:embed {"url":"' . $url . '","type":"video","providerNameSlug":"youtube","responsive":true,'
		. '"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->' . "\n"
		. '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio">'
		. '<div class="wp-block-embed__wrapper">' . "\n" . $url . "\n" . '</div></figure>' . "\n"
		. '<!-- /wp:embed -->';
}

// e2e_addons stores the settings of Yoast's Video SEO and News SEO add-ons, as they save them:
// videos of posts and pages, news of posts under a publication name of its own.
function e2e_addons() {
	update_option('wpseo_video', ['videositemap_posttypes' => ['post' => 'post', 'page' => 'page']]);
	update_option('wpseo_news', ['news_sitemap_name' => 'The e2e Gazette',
		'news_sitemap_include_post_types' => ['post' => 'on']]);
}

function e2e_titles($on) {
	if (!$on) {
		delete_option('wpseo_titles');
		return;
	}
	// What Yoast SEO stores once book and genre exist: their noindex keys (false: indexed),
	// plus its defaults for the built-ins.
	update_option('wpseo_titles', [
		'noindex-post' => false, 'noindex-page' => false, 'noindex-attachment' => false,
		'noindex-book' => false, 'noindex-ptarchive-book' => false,
		'noindex-tax-category' => false, 'noindex-tax-post_tag' => false,
		'noindex-tax-post_format' => true, 'noindex-tax-genre' => false,
		'disable-author' => false, 'noindex-author-wpseo' => false,
		'noindex-author-noposts-wpseo' => true, 'disable-attachment' => true,
		'disable-post_format' => false,
	]);
}

/* --- expectations ---------------------------------------------------------------------- */

function e2e_first_meta($id, $key) {
	$v = get_post_meta($id, $key, false);
	return $v ? (string) $v[0] : '';
}

// e2e_reason is Yoast's decision for one post row of a public type ('' = listed).
function e2e_reason($p, $link) {
	if ($p->post_status !== 'publish') {
		return 'status ' . $p->post_status;
	}
	if ($p->post_password !== '') {
		return 'password';
	}
	if ($p->post_type === 'page' && in_array($p->ID, [(int) get_option('page_on_front'), (int) get_option('page_for_posts')], true)) {
		return 'front or posts page';
	}
	if (e2e_first_meta($p->ID, '_yoast_wpseo_meta-robots-noindex') === '1') {
		return 'noindex';
	}
	$canonical = e2e_first_meta($p->ID, '_yoast_wpseo_canonical');
	if ($canonical !== '' && $canonical !== $link) {
		return 'canonical elsewhere';
	}
	return '';
}

function e2e_part_url($p, $i) {
	$GLOBALS['post'] = $p;
	setup_postdata($p);
	$a = _wp_link_page($i);
	if (!preg_match('/href="([^"]*)"/', $a, $m)) {
		e2e_fail("no link in _wp_link_page($i) for post {$p->ID}: $a");
	}
	return html_entity_decode($m[1], ENT_QUOTES | ENT_HTML5, 'UTF-8');
}

function e2e_expect() {
	global $wpdb;
	$out = ['home' => home_url(), 'permalink_structure' => (string) get_option('permalink_structure'),
		'posts' => [], 'parts' => [], 'terms' => [], 'authors' => [], 'images' => new stdClass(),
		'first' => [], 'videos' => [], 'news' => null];
	$images = [];
	$video_types = e2e_video_types();
	$news = e2e_news_settings();
	$now = time();
	$ids = $wpdb->get_col("SELECT ID FROM {$wpdb->posts} WHERE post_type IN ('post','page','book','attachment')
		AND post_status NOT IN ('auto-draft','trash') ORDER BY ID");
	foreach ($ids as $id) {
		$p = get_post((int) $id);
		$link = (string) get_permalink($p);
		// Yoast's lastmod: the later of post_modified_gmt and post_date_gmt.
		$mod = max($p->post_modified_gmt, $p->post_date_gmt);
		$row = ['type' => $p->post_type, 'id' => $p->ID, 'title' => $p->post_title, 'status' => $p->post_status,
			'url' => $link, 'lastmod' => $mod === '0000-00-00 00:00:00' ? '' : str_replace(' ', 'T', $mod) . 'Z'];
		if ($p->post_type === 'attachment') {
			$row['reason'] = 'attachment';
			$out['posts'][] = $row;
			continue;
		}
		$row['reason'] = e2e_reason($p, $link);
		$out['posts'][] = $row;
		if ($row['reason'] !== '') {
			continue;
		}
		$GLOBALS['post'] = $p;
		setup_postdata($p);
		$n = (int) $GLOBALS['numpages'];
		for ($i = 2; $i <= $n; $i++) {
			$out['parts'][] = ['type' => $p->post_type, 'id' => $p->ID, 'part' => $i, 'url' => e2e_part_url($p, $i)];
		}
		$imgs = [];
		if ($thumb = (int) get_post_thumbnail_id($p)) {
			$imgs[] = wp_get_attachment_url($thumb);
		}
		if (preg_match_all('/wp-image-(\d+)/', $p->post_content, $m)) {
			foreach ($m[1] as $att) {
				$imgs[] = wp_get_attachment_url((int) $att);
			}
		}
		if ($imgs) {
			$images[(string) $p->ID] = $imgs;
		}
		if (isset($video_types[$p->post_type]) && ($yt = e2e_youtube_ids($p->post_content))) {
			$out['videos'][] = ['type' => $p->post_type, 'id' => $p->ID, 'title' => $p->post_title,
				'url' => $link, 'lastmod' => $row['lastmod'], 'youtube' => $yt];
		}
		if ($news && in_array($p->post_type, $news['types'], true) && e2e_first_meta($p->ID, '_yoast_wpseo_newssitemap-robots-index') !== '1'
			&& (e2e_in_news_window($p->post_date_gmt, $now) || e2e_in_news_window($p->post_modified_gmt, $now))) {
			$news['articles'][] = ['type' => $p->post_type, 'id' => $p->ID, 'title' => $p->post_title, 'url' => $link,
				'published' => str_replace(' ', 'T', $p->post_date_gmt) . 'Z', 'lastmod' => $row['lastmod']];
		}
	}
	wp_reset_postdata();
	if ($news) {
		// Newest publication first.
		usort($news['articles'], function ($a, $b) { return strcmp($b['published'], $a['published']); });
		unset($news['types']);
		$out['news'] = $news;
	}
	if ($images) {
		$out['images'] = $images;
	}
	foreach (['category', 'post_tag', 'genre'] as $tax) {
		$listed = [];
		foreach (get_terms(['taxonomy' => $tax, 'hide_empty' => true, 'fields' => 'ids']) as $tid) {
			$listed[(int) $tid] = true;
		}
		foreach (get_terms(['taxonomy' => $tax, 'hide_empty' => false]) as $t) {
			$out['terms'][] = ['taxonomy' => $tax, 'id' => $t->term_id, 'slug' => $t->slug, 'count' => $t->count,
				'url' => (string) get_term_link($t), 'listed' => isset($listed[$t->term_id])];
		}
	}
	foreach (get_users(['orderby' => 'ID']) as $u) {
		$n = (int) count_user_posts($u->ID, 'post', true);
		$out['authors'][] = ['id' => $u->ID, 'nicename' => $u->user_nicename, 'posts' => $n,
			'url' => get_author_posts_url($u->ID, $u->user_nicename), 'listed' => $n > 0];
	}
	// Yoast's first entries (get_first_links): the front page on the page sitemap (the home
	// URL when there is no static one), the home URL or the posts page on the post sitemap,
	// the archive of the others.
	$front = trailingslashit(home_url());
	$on_front = (int) get_option('page_on_front');
	$for_posts = (int) get_option('page_for_posts');
	$out['first']['page'] = $on_front > 0 ? (string) get_permalink($on_front) : $front;
	if (get_option('show_on_front') === 'posts') {
		$out['first']['post'] = $front;
	} elseif ($for_posts > 0 && e2e_first_meta($for_posts, '_yoast_wpseo_meta-robots-noindex') !== '1') {
		$out['first']['post'] = (string) get_permalink($for_posts);
	}
	$out['first']['book'] = (string) get_post_type_archive_link('book');
	return $out;
}

// e2e_video_types are Video SEO's videositemap_posttypes (all public types when unset), as a
// set; empty without the wpseo_video option (no Video SEO, no video sitemap).
function e2e_video_types() {
	$o = get_option('wpseo_video');
	if (!is_array($o)) {
		return [];
	}
	$types = $o['videositemap_posttypes'] ?? get_post_types(['public' => true]);
	return array_fill_keys(array_values($types), true);
}

// e2e_youtube_ids returns the IDs of the YouTube videos WordPress embeds from content, in
// order: the URLs of Embed blocks and the URLs alone on a line (WP_Embed::autoembed's
// pattern), those that WordPress's oEmbed providers give to YouTube.
function e2e_youtube_ids($content) {
	$urls = [];
	$walk = function ($blocks) use (&$walk, &$urls) {
		foreach ($blocks as $b) {
			if ($b['blockName'] === 'core/embed' && !empty($b['attrs']['url'])) {
				$urls[] = $b['attrs']['url'];
			}
			$walk($b['innerBlocks']);
		}
	};
	$walk(parse_blocks($content));
	if (preg_match_all('|^\s*(https?://[^\s<>"]+)\s*$|im', $content, $m)) {
		$urls = array_merge($urls, $m[1]);
	}
	$oembed = _wp_oembed_get_object();
	$ids = [];
	foreach ($urls as $url) {
		$provider = (string) $oembed->get_provider($url, ['discover' => false]);
		if (strpos($provider, '://www.youtube.com/') === false) {
			continue;
		}
		$u = wp_parse_url($url);
		if (preg_replace('/^www\./', '', strtolower($u['host'] ?? '')) === 'youtu.be') {
			$id = trim($u['path'] ?? '', '/');
		} else {
			parse_str($u['query'] ?? '', $q);
			$id = (string) ($q['v'] ?? '');
		}
		if ($id !== '' && !in_array($id, $ids, true)) {
			$ids[] = $id;
		}
	}
	return $ids;
}

// e2e_news_settings reads News SEO's wpseo_news option: the publication name (the site title
// when unset, as the functional specification wants), the site locale and the news post types
// (post when none is ticked); null without the option. The content excludes no term.
function e2e_news_settings() {
	$o = get_option('wpseo_news');
	if (!is_array($o)) {
		return null;
	}
	$types = [];
	foreach ((array) ($o['news_sitemap_include_post_types'] ?? []) as $pt => $on) {
		if ($on === 'on' && post_type_exists($pt) && is_post_type_viewable($pt)) {
			$types[] = $pt;
		}
	}
	$name = trim((string) ($o['news_sitemap_name'] ?? ''));
	return ['name' => $name !== '' ? $name : get_bloginfo('name'), 'locale' => get_locale(),
		'types' => $types ?: ['post'], 'articles' => []];
}

// e2e_in_news_window says whether a GMT datetime lies within the 48 hours before now.
function e2e_in_news_window($gmt, $now) {
	if ($gmt === '0000-00-00 00:00:00') {
		return false;
	}
	$t = strtotime($gmt . ' UTC');
	return $t > $now - 2 * DAY_IN_SECONDS && $t <= $now;
}

/* --- changes --------------------------------------------------------------------------- */

function e2e_mutate(array $m) {
	wp_set_current_user(1);
	$id = (int) ($m['id'] ?? 0);
	$before = $id ? (string) get_permalink($id) : '';
	switch ($m['op'] ?? '') {
	case 'rename': // a new title, and a new slug when one is given
		$u = ['ID' => $id, 'post_title' => $m['title']];
		if (isset($m['slug'])) {
			$u['post_name'] = $m['slug'];
		}
		e2e_check(wp_update_post(wp_slash($u), true), "rename $id");
		break;
	case 'unpublish':
		e2e_check(wp_update_post(['ID' => $id, 'post_status' => 'draft'], true), "unpublish $id");
		break;
	case 'trash':
		e2e_check(wp_trash_post($id), "trash $id");
		break;
	case 'delete':
		e2e_check(wp_delete_post($id, true), "delete $id");
		break;
	case 'embed': // a YouTube URL pasted alone on a line at the end of the content
		$p = get_post($id);
		e2e_check(wp_update_post(wp_slash(['ID' => $id, 'post_content' => $p->post_content . "\n\n" . $m['url'] . "\n"]), true), "embed $id");
		break;
	case 'publish':
		$cat = e2e_term($m['category'], 'category');
		$id = e2e_post(['post_title' => $m['title'], 'post_author' => (int) $m['author'], 'post_category' => [$cat]]);
		return ['id' => $id, 'url' => get_permalink($id), 'category' => $cat,
			'category_url' => get_term_link($cat, 'category'),
			'author_url' => get_author_posts_url((int) $m['author'])];
	default:
		e2e_fail('unknown mutation ' . json_encode($m));
	}
	clean_post_cache($id);
	return ['id' => $id, 'before' => $before, 'after' => (string) get_permalink($id)];
}
