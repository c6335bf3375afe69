<?php
/*
 * Plugin Name: wpsitemap e2e types
 * Description: The custom post type and taxonomy of wpsitemap's end-to-end test sites: books
 *              (archive at /books/, rewrite slug "books", not under the permalink front) and
 *              genres (hierarchical, hierarchical URLs /genre/fiction/sci-fi/).
 *
 * Loaded as a must-use plugin through WPMU_PLUGIN_DIR (see config-wpsitemap-e2e.php), so it
 * is active without being activated, on the command line and through php-fpm alike.
 */

add_action('init', function () {
	register_post_type('book', [
		'label'        => 'Books',
		'public'       => true,
		'has_archive'  => true,
		'hierarchical' => false,
		'rewrite'      => ['slug' => 'books', 'with_front' => false],
		'supports'     => ['title', 'editor', 'author', 'thumbnail'],
	]);
	register_taxonomy('genre', ['book'], [
		'label'        => 'Genres',
		'public'       => true,
		'hierarchical' => true,
		'rewrite'      => ['slug' => 'genre', 'with_front' => true, 'hierarchical' => true],
	]);
}, 0);

// The sites have no mail server: every mail "succeeds" at once. Must-use plugins load before
// pluggable.php, so this definition wins.
if (!function_exists('wp_mail')) {
	function wp_mail($to, $subject, $message, $headers = '', $attachments = []) {
		return true;
	}
}

// Nor any network: WordPress's own HTTP requests (update checks, the pretty-permalink probe
// of wp_install, oEmbed discovery) fail at once instead of waiting for a timeout.
add_filter('pre_http_request', function ($pre, $args, $url) {
	return new WP_Error('wpsitemap_e2e_offline', 'the e2e test sites make no HTTP requests: ' . $url);
}, 10, 3);
