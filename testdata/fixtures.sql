-- wpsitemap test fixture: a small WordPress 6.x database (table prefix wp_), written by hand.
--
-- Loaded by scripts/setup-db.sh into the database wpsitemap_fixtures. It has no CREATE DATABASE
-- or USE, so it loads into any database. The expected permalinks and sitemap membership of
-- every row are in testdata/fixtures-expected.json.
--
-- It covers what the conformance scenarios in ../shared/conformance do not:
--   * permalink_structure /%category%/%postname%/ with category_base "topics": category paths
--     with parents and grandparents, WordPress's choice among several categories (lowest
--     term_id) and Yoast's primary category (_yoast_wpseo_primary_category, honoured only when
--     it names one of the post's own categories), and the default_category fallback for a post
--     without a category row (WordPress uses that category's slug alone, without its parents);
--   * attachments under %category% (parent link + attachment/NAME/), attached to a post, a page,
--     a custom-type post, a draft and a private post, and unattached;
--   * custom post types registered in PHP, visible here only through rewrite_rules and
--     Yoast's option keys: event (slug "events", with_front false, has_archive, not
--     hierarchical), guide (slug "guides", hierarchical, no archive); custom taxonomy venue
--     (slug "at", not hierarchical, for event);
--   * every post status: publish, draft, pending, future, private, trash, auto-draft, and an
--     inherit revision; a password-protected post, page and event;
--   * Yoast per-post noindex '1' and forced index '2', canonicals elsewhere, equal to the
--     permalink, and equal but for the trailing slash (Yoast compares bytes);
--   * taxonomy meta: a noindex category, a tag and a venue with canonicals (elsewhere / equal);
--     empty terms, an empty parent with a non-empty child, an empty parent whose only child is
--     empty too; post_format (noindex-tax-post_format is true);
--   * images: upload_url_path points at a CDN (https://cdn.example.net/uploads), a featured
--     image, classic-editor <img class="wp-image-N size-medium">, a lazy-loaded <img> (data: URI
--     in src, real URL in data-src), a [gallery ids=...] shortcode, an off-host image, an
--     image on the home host, an image in part 2 of a three-part post, and posts without images;
--   * local post_date vs post_date_gmt (gmt_offset 2, no timezone_string): post 35 was
--     published at 2023-01-01 01:30 local, 2022-12-31 23:30 GMT; a post whose
--     post_modified_gmt is older than its post_date_gmt;
--   * authors: one without Yoast's _yoast_wpseo_profile_updated meta, one with
--     wpseo_noindex_author=on, one with no published post (only drafts, a private post and
--     published events), one whose only published post is password-protected;
--   * option wpseo_social holds a deliberately CORRUPT serialized value (a string length that
--     does not match). wpsitemap does not read wpseo_social; the row shows that an unreadable
--     option it does not need is no reason to fail. WordPress itself would treat it as false.
--
-- IDs are explicit. term_taxonomy_id is term_id + 100 on purpose.

SET NAMES utf8mb4;
SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO';
SET SESSION foreign_key_checks = 0;
SET SESSION unique_checks = 0;

DROP TABLE IF EXISTS `wp_options`;
DROP TABLE IF EXISTS `wp_posts`;
DROP TABLE IF EXISTS `wp_postmeta`;
DROP TABLE IF EXISTS `wp_terms`;
DROP TABLE IF EXISTS `wp_term_taxonomy`;
DROP TABLE IF EXISTS `wp_term_relationships`;
DROP TABLE IF EXISTS `wp_termmeta`;
DROP TABLE IF EXISTS `wp_users`;
DROP TABLE IF EXISTS `wp_usermeta`;

CREATE TABLE `wp_options` (
  `option_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `option_name` varchar(191) NOT NULL DEFAULT '',
  `option_value` longtext NOT NULL,
  `autoload` varchar(20) NOT NULL DEFAULT 'yes',
  PRIMARY KEY (`option_id`),
  UNIQUE KEY `option_name` (`option_name`),
  KEY `autoload` (`autoload`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_posts` (
  `ID` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `post_author` bigint(20) unsigned NOT NULL DEFAULT 0,
  `post_date` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `post_date_gmt` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `post_content` longtext NOT NULL,
  `post_title` text NOT NULL,
  `post_excerpt` text NOT NULL,
  `post_status` varchar(20) NOT NULL DEFAULT 'publish',
  `comment_status` varchar(20) NOT NULL DEFAULT 'open',
  `ping_status` varchar(20) NOT NULL DEFAULT 'open',
  `post_password` varchar(255) NOT NULL DEFAULT '',
  `post_name` varchar(200) NOT NULL DEFAULT '',
  `to_ping` text NOT NULL,
  `pinged` text NOT NULL,
  `post_modified` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `post_modified_gmt` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `post_content_filtered` longtext NOT NULL,
  `post_parent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `guid` varchar(255) NOT NULL DEFAULT '',
  `menu_order` int(11) NOT NULL DEFAULT 0,
  `post_type` varchar(20) NOT NULL DEFAULT 'post',
  `post_mime_type` varchar(100) NOT NULL DEFAULT '',
  `comment_count` bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY (`ID`),
  KEY `post_name` (`post_name`(191)),
  KEY `type_status_date` (`post_type`,`post_status`,`post_date`,`ID`),
  KEY `post_parent` (`post_parent`),
  KEY `post_author` (`post_author`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_postmeta` (
  `meta_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `post_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `meta_key` varchar(255) DEFAULT NULL,
  `meta_value` longtext DEFAULT NULL,
  PRIMARY KEY (`meta_id`),
  KEY `post_id` (`post_id`),
  KEY `meta_key` (`meta_key`(191))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_terms` (
  `term_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `name` varchar(200) NOT NULL DEFAULT '',
  `slug` varchar(200) NOT NULL DEFAULT '',
  `term_group` bigint(10) NOT NULL DEFAULT 0,
  PRIMARY KEY (`term_id`),
  KEY `slug` (`slug`(191)),
  KEY `name` (`name`(191))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_term_taxonomy` (
  `term_taxonomy_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `term_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `taxonomy` varchar(32) NOT NULL DEFAULT '',
  `description` longtext NOT NULL,
  `parent` bigint(20) unsigned NOT NULL DEFAULT 0,
  `count` bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY (`term_taxonomy_id`),
  UNIQUE KEY `term_id_taxonomy` (`term_id`,`taxonomy`),
  KEY `taxonomy` (`taxonomy`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_term_relationships` (
  `object_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `term_taxonomy_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `term_order` int(11) NOT NULL DEFAULT 0,
  PRIMARY KEY (`object_id`,`term_taxonomy_id`),
  KEY `term_taxonomy_id` (`term_taxonomy_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_termmeta` (
  `meta_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `term_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `meta_key` varchar(255) DEFAULT NULL,
  `meta_value` longtext DEFAULT NULL,
  PRIMARY KEY (`meta_id`),
  KEY `term_id` (`term_id`),
  KEY `meta_key` (`meta_key`(191))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_users` (
  `ID` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `user_login` varchar(60) NOT NULL DEFAULT '',
  `user_pass` varchar(255) NOT NULL DEFAULT '',
  `user_nicename` varchar(50) NOT NULL DEFAULT '',
  `user_email` varchar(100) NOT NULL DEFAULT '',
  `user_url` varchar(100) NOT NULL DEFAULT '',
  `user_registered` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `user_activation_key` varchar(255) NOT NULL DEFAULT '',
  `user_status` int(11) NOT NULL DEFAULT 0,
  `display_name` varchar(250) NOT NULL DEFAULT '',
  PRIMARY KEY (`ID`),
  KEY `user_login_key` (`user_login`),
  KEY `user_nicename` (`user_nicename`),
  KEY `user_email` (`user_email`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_usermeta` (
  `umeta_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `user_id` bigint(20) unsigned NOT NULL DEFAULT 0,
  `meta_key` varchar(255) DEFAULT NULL,
  `meta_value` longtext DEFAULT NULL,
  PRIMARY KEY (`umeta_id`),
  KEY `user_id` (`user_id`),
  KEY `meta_key` (`meta_key`(191))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

-- ---------------------------------------------------------------- options
INSERT INTO `wp_options` (`option_id`, `option_name`, `option_value`, `autoload`) VALUES
-- home = siteurl; the service prints this home in every URL
(1, 'siteurl', 'http://127.0.0.1:8080', 'yes'),
(2, 'home', 'http://127.0.0.1:8080', 'yes'),
(3, 'blogname', 'wpsitemap Beispiel', 'yes'),
(4, 'blogdescription', 'Testdaten für wpsitemap', 'yes'),
(5, 'admin_email', 'admin@example.com', 'yes'),
(6, 'blog_public', '1', 'yes'),
(7, 'blog_charset', 'UTF-8', 'yes'),
(8, 'WPLANG', 'de_DE', 'yes'),
-- fixed +02:00, no timezone_string
(9, 'gmt_offset', '2', 'yes'),
(10, 'timezone_string', '', 'yes'),
(11, 'date_format', 'j. F Y', 'yes'),
(12, 'time_format', 'G:i', 'yes'),
(13, 'posts_per_page', '10', 'yes'),
(14, 'permalink_structure', '/%category%/%postname%/', 'yes'),
(15, 'category_base', 'topics', 'yes'),
(16, 'tag_base', '', 'yes'),
(17, 'show_on_front', 'posts', 'yes'),
(18, 'page_on_front', '0', 'yes'),
(19, 'page_for_posts', '0', 'yes'),
-- a child category (blog > sonstiges)
(20, 'default_category', '2', 'yes'),
(21, 'default_post_format', '0', 'yes'),
(22, 'uploads_use_yearmonth_folders', '1', 'yes'),
(23, 'upload_path', '', 'yes'),
-- uploads are served from a CDN
(24, 'upload_url_path', 'https://cdn.example.net/uploads', 'yes'),
(25, 'template', 'twentytwentyfour', 'yes'),
(26, 'stylesheet', 'twentytwentyfour', 'yes'),
(27, 'active_plugins', 'a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}', 'yes'),
(28, 'db_version', '57155', 'yes'),
(29, 'initial_db_version', '57155', 'yes'),
(30, 'sticky_posts', 'a:0:{}', 'yes'),
(31, 'wp_user_roles', 'a:5:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:26:{s:13:"switch_themes";b:1;s:11:"edit_themes";b:1;s:16:"activate_plugins";b:1;s:12:"edit_plugins";b:1;s:10:"edit_users";b:1;s:14:"manage_options";b:1;s:17:"moderate_comments";b:1;s:17:"manage_categories";b:1;s:12:"upload_files";b:1;s:10:"edit_posts";b:1;s:17:"edit_others_posts";b:1;s:20:"edit_published_posts";b:1;s:13:"publish_posts";b:1;s:10:"edit_pages";b:1;s:4:"read";b:1;s:8:"level_10";b:1;s:7:"level_9";b:1;s:7:"level_8";b:1;s:7:"level_7";b:1;s:7:"level_6";b:1;s:7:"level_5";b:1;s:7:"level_4";b:1;s:7:"level_3";b:1;s:7:"level_2";b:1;s:7:"level_1";b:1;s:7:"level_0";b:1;}}s:6:"editor";a:2:{s:4:"name";s:6:"Editor";s:12:"capabilities";a:17:{s:17:"moderate_comments";b:1;s:17:"manage_categories";b:1;s:12:"upload_files";b:1;s:10:"edit_posts";b:1;s:17:"edit_others_posts";b:1;s:20:"edit_published_posts";b:1;s:13:"publish_posts";b:1;s:10:"edit_pages";b:1;s:4:"read";b:1;s:7:"level_7";b:1;s:7:"level_6";b:1;s:7:"level_5";b:1;s:7:"level_4";b:1;s:7:"level_3";b:1;s:7:"level_2";b:1;s:7:"level_1";b:1;s:7:"level_0";b:1;}}s:6:"author";a:2:{s:4:"name";s:6:"Author";s:12:"capabilities";a:10:{s:12:"upload_files";b:1;s:10:"edit_posts";b:1;s:20:"edit_published_posts";b:1;s:13:"publish_posts";b:1;s:4:"read";b:1;s:7:"level_2";b:1;s:7:"level_1";b:1;s:7:"level_0";b:1;s:12:"delete_posts";b:1;s:22:"delete_published_posts";b:1;}}s:11:"contributor";a:2:{s:4:"name";s:11:"Contributor";s:12:"capabilities";a:5:{s:10:"edit_posts";b:1;s:4:"read";b:1;s:7:"level_1";b:1;s:7:"level_0";b:1;s:12:"delete_posts";b:1;}}s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:2:{s:4:"read";b:1;s:7:"level_0";b:1;}}}', 'yes'),
-- term hierarchy cache WordPress keeps for hierarchical taxonomies
(32, 'category_children', 'a:5:{i:1;a:1:{i:0;i:2;}i:3;a:1:{i:0;i:4;}i:4;a:1:{i:0;i:5;}i:6;a:1:{i:0;i:7;}i:8;a:1:{i:0;i:20;}}', 'yes'),
-- as WP_Rewrite::rewrite_rules() writes it for this structure and these registrations: event (slug events, with_front false, has_archive), guide (slug guides, hierarchical), venue (slug at); plus Yoast's three rules, the REST API's and core sitemaps' rules at the top
(33, 'rewrite_rules', 'a:141:{s:9:"events/?$";s:25:"index.php?post_type=event";s:39:"events/feed/(feed|rdf|rss|rss2|atom)/?$";s:42:"index.php?post_type=event&feed=$matches[1]";s:34:"events/(feed|rdf|rss|rss2|atom)/?$";s:42:"index.php?post_type=event&feed=$matches[1]";s:26:"events/page/([0-9]{1,})/?$";s:43:"index.php?post_type=event&paged=$matches[1]";s:19:"sitemap_index\\.xml$";s:19:"index.php?sitemap=1";s:31:"([^/]+?)-sitemap([0-9]+)?\\.xml$";s:51:"index.php?sitemap=$matches[1]&sitemap_n=$matches[2]";s:24:"([a-z]+)?-?sitemap\\.xsl$";s:39:"index.php?yoast-sitemap-xsl=$matches[1]";s:11:"^wp-json/?$";s:22:"index.php?rest_route=/";s:14:"^wp-json/(.*)?";s:33:"index.php?rest_route=/$matches[1]";s:21:"^index.php/wp-json/?$";s:22:"index.php?rest_route=/";s:24:"^index.php/wp-json/(.*)?";s:33:"index.php?rest_route=/$matches[1]";s:17:"^wp-sitemap\\.xml$";s:23:"index.php?sitemap=index";s:17:"^wp-sitemap\\.xsl$";s:36:"index.php?sitemap-stylesheet=sitemap";s:23:"^wp-sitemap-index\\.xsl$";s:34:"index.php?sitemap-stylesheet=index";s:48:"^wp-sitemap-([a-z]+?)-([a-z\\d_-]+?)-(\\d+?)\\.xml$";s:75:"index.php?sitemap=$matches[1]&sitemap-subtype=$matches[2]&paged=$matches[3]";s:34:"^wp-sitemap-([a-z]+?)-(\\d+?)\\.xml$";s:47:"index.php?sitemap=$matches[1]&paged=$matches[2]";s:45:"topics/(.+?)/feed/(feed|rdf|rss|rss2|atom)/?$";s:52:"index.php?category_name=$matches[1]&feed=$matches[2]";s:40:"topics/(.+?)/(feed|rdf|rss|rss2|atom)/?$";s:52:"index.php?category_name=$matches[1]&feed=$matches[2]";s:21:"topics/(.+?)/embed/?$";s:46:"index.php?category_name=$matches[1]&embed=true";s:33:"topics/(.+?)/page/?([0-9]{1,})/?$";s:53:"index.php?category_name=$matches[1]&paged=$matches[2]";s:15:"topics/(.+?)/?$";s:35:"index.php?category_name=$matches[1]";s:44:"tag/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:42:"index.php?tag=$matches[1]&feed=$matches[2]";s:39:"tag/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:42:"index.php?tag=$matches[1]&feed=$matches[2]";s:20:"tag/([^/]+)/embed/?$";s:36:"index.php?tag=$matches[1]&embed=true";s:32:"tag/([^/]+)/page/?([0-9]{1,})/?$";s:43:"index.php?tag=$matches[1]&paged=$matches[2]";s:14:"tag/([^/]+)/?$";s:25:"index.php?tag=$matches[1]";s:45:"type/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:50:"index.php?post_format=$matches[1]&feed=$matches[2]";s:40:"type/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:50:"index.php?post_format=$matches[1]&feed=$matches[2]";s:21:"type/([^/]+)/embed/?$";s:44:"index.php?post_format=$matches[1]&embed=true";s:33:"type/([^/]+)/page/?([0-9]{1,})/?$";s:51:"index.php?post_format=$matches[1]&paged=$matches[2]";s:15:"type/([^/]+)/?$";s:33:"index.php?post_format=$matches[1]";s:34:"events/[^/]+/attachment/([^/]+)/?$";s:32:"index.php?attachment=$matches[1]";s:44:"events/[^/]+/attachment/([^/]+)/trackback/?$";s:37:"index.php?attachment=$matches[1]&tb=1";s:64:"events/[^/]+/attachment/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:59:"events/[^/]+/attachment/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:59:"events/[^/]+/attachment/([^/]+)/comment-page-([0-9]{1,})/?$";s:50:"index.php?attachment=$matches[1]&cpage=$matches[2]";s:40:"events/[^/]+/attachment/([^/]+)/embed/?$";s:43:"index.php?attachment=$matches[1]&embed=true";s:23:"events/([^/]+)/embed/?$";s:38:"index.php?event=$matches[1]&embed=true";s:27:"events/([^/]+)/trackback/?$";s:32:"index.php?event=$matches[1]&tb=1";s:47:"events/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:44:"index.php?event=$matches[1]&feed=$matches[2]";s:42:"events/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:44:"index.php?event=$matches[1]&feed=$matches[2]";s:35:"events/([^/]+)/page/?([0-9]{1,})/?$";s:45:"index.php?event=$matches[1]&paged=$matches[2]";s:42:"events/([^/]+)/comment-page-([0-9]{1,})/?$";s:45:"index.php?event=$matches[1]&cpage=$matches[2]";s:31:"events/([^/]+)(?:/([0-9]+))?/?$";s:44:"index.php?event=$matches[1]&page=$matches[2]";s:23:"events/[^/]+/([^/]+)/?$";s:32:"index.php?attachment=$matches[1]";s:33:"events/[^/]+/([^/]+)/trackback/?$";s:37:"index.php?attachment=$matches[1]&tb=1";s:53:"events/[^/]+/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:48:"events/[^/]+/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:48:"events/[^/]+/([^/]+)/comment-page-([0-9]{1,})/?$";s:50:"index.php?attachment=$matches[1]&cpage=$matches[2]";s:29:"events/[^/]+/([^/]+)/embed/?$";s:43:"index.php?attachment=$matches[1]&embed=true";s:32:"guides/.+?/attachment/([^/]+)/?$";s:32:"index.php?attachment=$matches[1]";s:42:"guides/.+?/attachment/([^/]+)/trackback/?$";s:37:"index.php?attachment=$matches[1]&tb=1";s:62:"guides/.+?/attachment/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:57:"guides/.+?/attachment/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:57:"guides/.+?/attachment/([^/]+)/comment-page-([0-9]{1,})/?$";s:50:"index.php?attachment=$matches[1]&cpage=$matches[2]";s:38:"guides/.+?/attachment/([^/]+)/embed/?$";s:43:"index.php?attachment=$matches[1]&embed=true";s:21:"guides/(.+?)/embed/?$";s:38:"index.php?guide=$matches[1]&embed=true";s:25:"guides/(.+?)/trackback/?$";s:32:"index.php?guide=$matches[1]&tb=1";s:33:"guides/(.+?)/page/?([0-9]{1,})/?$";s:45:"index.php?guide=$matches[1]&paged=$matches[2]";s:40:"guides/(.+?)/comment-page-([0-9]{1,})/?$";s:45:"index.php?guide=$matches[1]&cpage=$matches[2]";s:29:"guides/(.+?)(?:/([0-9]+))?/?$";s:44:"index.php?guide=$matches[1]&page=$matches[2]";s:43:"at/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:44:"index.php?venue=$matches[1]&feed=$matches[2]";s:38:"at/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:44:"index.php?venue=$matches[1]&feed=$matches[2]";s:19:"at/([^/]+)/embed/?$";s:38:"index.php?venue=$matches[1]&embed=true";s:31:"at/([^/]+)/page/?([0-9]{1,})/?$";s:45:"index.php?venue=$matches[1]&paged=$matches[2]";s:13:"at/([^/]+)/?$";s:27:"index.php?venue=$matches[1]";s:12:"robots\\.txt$";s:18:"index.php?robots=1";s:13:"favicon\\.ico$";s:19:"index.php?favicon=1";s:48:".*wp-(atom|rdf|rss|rss2|feed|commentsrss2)\\.php$";s:18:"index.php?feed=old";s:20:".*wp-app\\.php(/.*)?$";s:19:"index.php?error=403";s:18:".*wp-register.php$";s:23:"index.php?register=true";s:32:"feed/(feed|rdf|rss|rss2|atom)/?$";s:27:"index.php?&feed=$matches[1]";s:27:"(feed|rdf|rss|rss2|atom)/?$";s:27:"index.php?&feed=$matches[1]";s:8:"embed/?$";s:21:"index.php?&embed=true";s:20:"page/?([0-9]{1,})/?$";s:28:"index.php?&paged=$matches[1]";s:41:"comments/feed/(feed|rdf|rss|rss2|atom)/?$";s:42:"index.php?&feed=$matches[1]&withcomments=1";s:36:"comments/(feed|rdf|rss|rss2|atom)/?$";s:42:"index.php?&feed=$matches[1]&withcomments=1";s:17:"comments/embed/?$";s:21:"index.php?&embed=true";s:44:"search/(.+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:40:"index.php?s=$matches[1]&feed=$matches[2]";s:39:"search/(.+)/(feed|rdf|rss|rss2|atom)/?$";s:40:"index.php?s=$matches[1]&feed=$matches[2]";s:20:"search/(.+)/embed/?$";s:34:"index.php?s=$matches[1]&embed=true";s:32:"search/(.+)/page/?([0-9]{1,})/?$";s:41:"index.php?s=$matches[1]&paged=$matches[2]";s:14:"search/(.+)/?$";s:23:"index.php?s=$matches[1]";s:47:"author/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:50:"index.php?author_name=$matches[1]&feed=$matches[2]";s:42:"author/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:50:"index.php?author_name=$matches[1]&feed=$matches[2]";s:23:"author/([^/]+)/embed/?$";s:44:"index.php?author_name=$matches[1]&embed=true";s:35:"author/([^/]+)/page/?([0-9]{1,})/?$";s:51:"index.php?author_name=$matches[1]&paged=$matches[2]";s:17:"author/([^/]+)/?$";s:33:"index.php?author_name=$matches[1]";s:69:"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})/feed/(feed|rdf|rss|rss2|atom)/?$";s:80:"index.php?year=$matches[1]&monthnum=$matches[2]&day=$matches[3]&feed=$matches[4]";s:64:"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})/(feed|rdf|rss|rss2|atom)/?$";s:80:"index.php?year=$matches[1]&monthnum=$matches[2]&day=$matches[3]&feed=$matches[4]";s:45:"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})/embed/?$";s:74:"index.php?year=$matches[1]&monthnum=$matches[2]&day=$matches[3]&embed=true";s:57:"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})/page/?([0-9]{1,})/?$";s:81:"index.php?year=$matches[1]&monthnum=$matches[2]&day=$matches[3]&paged=$matches[4]";s:39:"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})/?$";s:63:"index.php?year=$matches[1]&monthnum=$matches[2]&day=$matches[3]";s:56:"([0-9]{4})/([0-9]{1,2})/feed/(feed|rdf|rss|rss2|atom)/?$";s:64:"index.php?year=$matches[1]&monthnum=$matches[2]&feed=$matches[3]";s:51:"([0-9]{4})/([0-9]{1,2})/(feed|rdf|rss|rss2|atom)/?$";s:64:"index.php?year=$matches[1]&monthnum=$matches[2]&feed=$matches[3]";s:32:"([0-9]{4})/([0-9]{1,2})/embed/?$";s:58:"index.php?year=$matches[1]&monthnum=$matches[2]&embed=true";s:44:"([0-9]{4})/([0-9]{1,2})/page/?([0-9]{1,})/?$";s:65:"index.php?year=$matches[1]&monthnum=$matches[2]&paged=$matches[3]";s:26:"([0-9]{4})/([0-9]{1,2})/?$";s:47:"index.php?year=$matches[1]&monthnum=$matches[2]";s:43:"([0-9]{4})/feed/(feed|rdf|rss|rss2|atom)/?$";s:43:"index.php?year=$matches[1]&feed=$matches[2]";s:38:"([0-9]{4})/(feed|rdf|rss|rss2|atom)/?$";s:43:"index.php?year=$matches[1]&feed=$matches[2]";s:19:"([0-9]{4})/embed/?$";s:37:"index.php?year=$matches[1]&embed=true";s:31:"([0-9]{4})/page/?([0-9]{1,})/?$";s:44:"index.php?year=$matches[1]&paged=$matches[2]";s:13:"([0-9]{4})/?$";s:26:"index.php?year=$matches[1]";s:27:".?.+?/attachment/([^/]+)/?$";s:32:"index.php?attachment=$matches[1]";s:37:".?.+?/attachment/([^/]+)/trackback/?$";s:37:"index.php?attachment=$matches[1]&tb=1";s:57:".?.+?/attachment/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:52:".?.+?/attachment/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:52:".?.+?/attachment/([^/]+)/comment-page-([0-9]{1,})/?$";s:50:"index.php?attachment=$matches[1]&cpage=$matches[2]";s:33:".?.+?/attachment/([^/]+)/embed/?$";s:43:"index.php?attachment=$matches[1]&embed=true";s:16:"(.?.+?)/embed/?$";s:41:"index.php?pagename=$matches[1]&embed=true";s:20:"(.?.+?)/trackback/?$";s:35:"index.php?pagename=$matches[1]&tb=1";s:40:"(.?.+?)/feed/(feed|rdf|rss|rss2|atom)/?$";s:47:"index.php?pagename=$matches[1]&feed=$matches[2]";s:35:"(.?.+?)/(feed|rdf|rss|rss2|atom)/?$";s:47:"index.php?pagename=$matches[1]&feed=$matches[2]";s:28:"(.?.+?)/page/?([0-9]{1,})/?$";s:48:"index.php?pagename=$matches[1]&paged=$matches[2]";s:35:"(.?.+?)/comment-page-([0-9]{1,})/?$";s:48:"index.php?pagename=$matches[1]&cpage=$matches[2]";s:24:"(.?.+?)(?:/([0-9]+))?/?$";s:47:"index.php?pagename=$matches[1]&page=$matches[2]";s:31:".+?/[^/]+/attachment/([^/]+)/?$";s:32:"index.php?attachment=$matches[1]";s:41:".+?/[^/]+/attachment/([^/]+)/trackback/?$";s:37:"index.php?attachment=$matches[1]&tb=1";s:61:".+?/[^/]+/attachment/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:56:".+?/[^/]+/attachment/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:56:".+?/[^/]+/attachment/([^/]+)/comment-page-([0-9]{1,})/?$";s:50:"index.php?attachment=$matches[1]&cpage=$matches[2]";s:37:".+?/[^/]+/attachment/([^/]+)/embed/?$";s:43:"index.php?attachment=$matches[1]&embed=true";s:22:"(.+?)/([^/]+)/embed/?$";s:63:"index.php?category_name=$matches[1]&name=$matches[2]&embed=true";s:26:"(.+?)/([^/]+)/trackback/?$";s:57:"index.php?category_name=$matches[1]&name=$matches[2]&tb=1";s:46:"(.+?)/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:69:"index.php?category_name=$matches[1]&name=$matches[2]&feed=$matches[3]";s:41:"(.+?)/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:69:"index.php?category_name=$matches[1]&name=$matches[2]&feed=$matches[3]";s:34:"(.+?)/([^/]+)/page/?([0-9]{1,})/?$";s:70:"index.php?category_name=$matches[1]&name=$matches[2]&paged=$matches[3]";s:41:"(.+?)/([^/]+)/comment-page-([0-9]{1,})/?$";s:70:"index.php?category_name=$matches[1]&name=$matches[2]&cpage=$matches[3]";s:30:"(.+?)/([^/]+)(?:/([0-9]+))?/?$";s:69:"index.php?category_name=$matches[1]&name=$matches[2]&page=$matches[3]";s:20:".+?/[^/]+/([^/]+)/?$";s:32:"index.php?attachment=$matches[1]";s:30:".+?/[^/]+/([^/]+)/trackback/?$";s:37:"index.php?attachment=$matches[1]&tb=1";s:50:".+?/[^/]+/([^/]+)/feed/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:45:".+?/[^/]+/([^/]+)/(feed|rdf|rss|rss2|atom)/?$";s:49:"index.php?attachment=$matches[1]&feed=$matches[2]";s:45:".+?/[^/]+/([^/]+)/comment-page-([0-9]{1,})/?$";s:50:"index.php?attachment=$matches[1]&cpage=$matches[2]";s:26:".+?/[^/]+/([^/]+)/embed/?$";s:43:"index.php?attachment=$matches[1]&embed=true";s:38:"(.+?)/feed/(feed|rdf|rss|rss2|atom)/?$";s:52:"index.php?category_name=$matches[1]&feed=$matches[2]";s:33:"(.+?)/(feed|rdf|rss|rss2|atom)/?$";s:52:"index.php?category_name=$matches[1]&feed=$matches[2]";s:14:"(.+?)/embed/?$";s:46:"index.php?category_name=$matches[1]&embed=true";s:26:"(.+?)/page/?([0-9]{1,})/?$";s:53:"index.php?category_name=$matches[1]&paged=$matches[2]";s:33:"(.+?)/comment-page-([0-9]{1,})/?$";s:53:"index.php?category_name=$matches[1]&cpage=$matches[2]";s:8:"(.+?)/?$";s:35:"index.php?category_name=$matches[1]";}', 'yes'),
(34, 'wpseo', 'a:1:{s:18:"enable_xml_sitemap";b:1;}', 'yes'),
(35, 'wpseo_titles', 'a:31:{s:17:"forcerewritetitle";b:0;s:9:"separator";s:7:"sc-dash";s:16:"title-home-wpseo";s:42:"%%sitename%% %%page%% %%sep%% %%sitedesc%%";s:20:"noindex-author-wpseo";b:0;s:28:"noindex-author-noposts-wpseo";b:1;s:21:"noindex-archive-wpseo";b:1;s:14:"disable-author";b:0;s:12:"disable-date";b:0;s:19:"disable-post_format";b:0;s:18:"disable-attachment";b:1;s:17:"stripcategorybase";b:0;s:12:"noindex-post";b:0;s:23:"post_types-post-maintax";i:0;s:12:"noindex-page";b:0;s:23:"post_types-page-maintax";i:0;s:18:"noindex-attachment";b:0;s:29:"post_types-attachment-maintax";i:0;s:13:"noindex-event";b:0;s:24:"post_types-event-maintax";i:0;s:23:"noindex-ptarchive-event";b:0;s:23:"bctitle-ptarchive-event";s:0:"";s:13:"noindex-guide";b:0;s:24:"post_types-guide-maintax";i:0;s:20:"noindex-tax-category";b:0;s:26:"taxonomy-category-ptparent";i:0;s:20:"noindex-tax-post_tag";b:0;s:26:"taxonomy-post_tag-ptparent";i:0;s:23:"noindex-tax-post_format";b:1;s:29:"taxonomy-post_format-ptparent";i:0;s:17:"noindex-tax-venue";b:0;s:23:"taxonomy-venue-ptparent";i:0;}', 'yes'),
-- CORRUPT on purpose: s:40 announces 40 bytes, the string has 32. Not read by wpsitemap.
(36, 'wpseo_social', 'a:2:{s:13:"facebook_site";s:40:"https://www.facebook.com/example";s:12:"twitter_site";s:7:"example";}', 'yes'),
-- category 9 noindex; post_tag 14 canonical elsewhere; venue 16 canonical = its own link
(37, 'wpseo_taxonomy_meta', 'a:3:{s:8:"category";a:1:{i:9;a:1:{s:13:"wpseo_noindex";s:7:"noindex";}}s:8:"post_tag";a:1:{i:14;a:1:{s:15:"wpseo_canonical";s:33:"https://example.org/tag/woanders/";}}s:5:"venue";a:1:{i:16;a:2:{s:15:"wpseo_canonical";s:36:"http://127.0.0.1:8080/at/stadthalle/";s:13:"wpseo_noindex";s:5:"index";}}}', 'yes');

-- ---------------------------------------------------------------- users
INSERT INTO `wp_users` (`ID`, `user_login`, `user_pass`, `user_nicename`, `user_email`, `user_url`, `user_registered`, `user_activation_key`, `user_status`, `display_name`) VALUES
-- 1 admin: published posts -> listed
(1, 'admin', '$P$Bfixturefixturefixturefixture0', 'admin', 'admin@example.com', '', '2022-06-01 08:00:00', '', 0, 'Administrator'),
-- 2 jose-garcia: published posts, no _yoast_wpseo_profile_updated meta -> listed (deviations 8)
(2, 'jgarcia', '$P$Bfixturefixturefixturefixture0', 'jose-garcia', 'jgarcia@example.com', '', '2022-06-02 08:00:00', '', 0, 'José García'),
-- 3 anna-mueller: published posts but wpseo_noindex_author=on -> not listed
(3, 'amueller', '$P$Bfixturefixturefixturefixture0', 'anna-mueller', 'amueller@example.com', '', '2022-06-03 08:00:00', '', 0, 'Anna Müller'),
-- 4 bernd: drafts, a pending, a future and a private post, published events, no published post -> not listed
(4, 'bernd', '$P$Bfixturefixturefixturefixture0', 'bernd', 'bernd@example.com', '', '2022-06-04 08:00:00', '', 0, 'Bernd'),
-- 5 gast-autorin: only post is published but password-protected -> listed (it is a published post)
(5, 'gast', '$P$Bfixturefixturefixturefixture0', 'gast-autorin', 'gast@example.com', '', '2022-06-05 08:00:00', '', 0, 'Gast-Autorin');

INSERT INTO `wp_usermeta` (`umeta_id`, `user_id`, `meta_key`, `meta_value`) VALUES
(1, 1, 'nickname', 'admin'),
(2, 1, 'first_name', ''),
(3, 1, 'last_name', ''),
(4, 1, 'description', ''),
(5, 1, 'rich_editing', 'true'),
(6, 1, 'locale', ''),
(7, 1, 'wp_capabilities', 'a:1:{s:13:"administrator";b:1;}'),
(8, 1, 'wp_user_level', '10'),
(9, 1, '_yoast_wpseo_profile_updated', '1700000000'),
(10, 2, 'nickname', 'jgarcia'),
(11, 2, 'first_name', ''),
(12, 2, 'last_name', ''),
(13, 2, 'description', ''),
(14, 2, 'rich_editing', 'true'),
(15, 2, 'locale', ''),
(16, 2, 'wp_capabilities', 'a:1:{s:6:"author";b:1;}'),
(17, 2, 'wp_user_level', '2'),
(18, 3, 'nickname', 'amueller'),
(19, 3, 'first_name', ''),
(20, 3, 'last_name', ''),
(21, 3, 'description', ''),
(22, 3, 'rich_editing', 'true'),
(23, 3, 'locale', ''),
(24, 3, 'wp_capabilities', 'a:1:{s:6:"editor";b:1;}'),
(25, 3, 'wp_user_level', '7'),
(26, 3, '_yoast_wpseo_profile_updated', '1700003600'),
(27, 3, 'wpseo_noindex_author', 'on'),
(28, 4, 'nickname', 'bernd'),
(29, 4, 'first_name', ''),
(30, 4, 'last_name', ''),
(31, 4, 'description', ''),
(32, 4, 'rich_editing', 'true'),
(33, 4, 'locale', ''),
(34, 4, 'wp_capabilities', 'a:1:{s:6:"author";b:1;}'),
(35, 4, 'wp_user_level', '2'),
(36, 4, '_yoast_wpseo_profile_updated', '1700007200'),
(37, 4, 'wpseo_noindex_author', 'off'),
(38, 5, 'nickname', 'gast'),
(39, 5, 'first_name', ''),
(40, 5, 'last_name', ''),
(41, 5, 'description', ''),
(42, 5, 'rich_editing', 'true'),
(43, 5, 'locale', ''),
(44, 5, 'wp_capabilities', 'a:1:{s:6:"author";b:1;}'),
(45, 5, 'wp_user_level', '2'),
(46, 5, '_yoast_wpseo_profile_updated', '1700010800');

-- ---------------------------------------------------------------- terms
INSERT INTO `wp_terms` (`term_id`, `name`, `slug`, `term_group`) VALUES
-- category tree: blog > sonstiges
(1, 'Blog', 'blog', 0),
-- default_category (a child category)
(2, 'Sonstiges', 'sonstiges', 0),
-- news > lokales > berlin (three levels)
(3, 'News', 'news', 0),
(4, 'Lokales', 'lokales', 0),
(5, 'Berlin', 'berlin', 0),
-- empty parent with a non-empty child
(6, 'Reisen', 'reisen', 0),
(7, 'Europa', 'europa', 0),
-- empty parent whose only child is empty too
(8, 'Leer', 'leer', 0),
-- noindex in wpseo_taxonomy_meta
(9, 'Intern', 'intern', 0),
-- non-ASCII slug, percent-encoded lowercase
(10, 'Küche', 'k%c3%bcche', 0),
-- tags
(11, 'Featured', 'featured', 0),
(12, 'grün', 'gr%c3%bcn', 0),
-- no posts
(13, 'Leerer Tag', 'leerer-tag', 0),
-- canonical elsewhere in wpseo_taxonomy_meta
(14, 'Umgeleitet', 'umgeleitet', 0),
-- only on a draft: count 0
(15, 'Nur Entwurf', 'nur-entwurf', 0),
-- venues (custom taxonomy for event); canonical = its own link
(16, 'Stadthalle', 'stadthalle', 0),
(17, 'Open Air', 'open-air', 0),
-- only on a draft event: count 0
(18, 'Geschlossen', 'geschlossen', 0),
-- post format (noindex-tax-post_format)
(19, 'Galerie', 'post-format-gallery', 0),
-- empty leaf under the empty "leer"
(20, 'Alt', 'alt', 0);

-- term_taxonomy_id = term_id + 100 on purpose: code that mixes the two up finds nothing.
-- count = published objects of the taxonomy's object types (password-protected included), as
-- WordPress's _update_post_term_count() stores it.
INSERT INTO `wp_term_taxonomy` (`term_taxonomy_id`, `term_id`, `taxonomy`, `description`, `parent`, `count`) VALUES
(101, 1, 'category', '', 0, 4),
(102, 2, 'category', '', 1, 1),
(103, 3, 'category', '', 0, 9),
(104, 4, 'category', '', 3, 4),
(105, 5, 'category', '', 4, 2),
(106, 6, 'category', '', 0, 0),
(107, 7, 'category', '', 6, 3),
(108, 8, 'category', '', 0, 0),
(109, 9, 'category', '', 0, 1),
(110, 10, 'category', '', 0, 2),
(111, 11, 'post_tag', '', 0, 3),
(112, 12, 'post_tag', '', 0, 2),
(113, 13, 'post_tag', '', 0, 0),
(114, 14, 'post_tag', '', 0, 1),
(115, 15, 'post_tag', '', 0, 0),
(116, 16, 'venue', '', 0, 2),
(117, 17, 'venue', '', 0, 2),
(118, 18, 'venue', '', 0, 0),
(119, 19, 'post_format', '', 0, 1),
(120, 20, 'category', '', 8, 0);

INSERT INTO `wp_term_relationships` (`object_id`, `term_taxonomy_id`, `term_order`) VALUES
(10, 101, 0),
(11, 105, 0),
(11, 111, 0),
(12, 110, 0),
(12, 103, 0),
(13, 103, 0),
(13, 110, 0),
(14, 107, 0),
(14, 104, 0),
(16, 102, 0),
(17, 107, 0),
(17, 112, 0),
(18, 103, 0),
(18, 115, 0),
(19, 103, 0),
(20, 103, 0),
(21, 103, 0),
(22, 103, 0),
(25, 104, 0),
(26, 103, 0),
(27, 103, 0),
(28, 103, 0),
(29, 104, 0),
(30, 104, 0),
(31, 101, 0),
(32, 107, 0),
(32, 111, 0),
(33, 101, 0),
(33, 111, 0),
(34, 103, 0),
(34, 112, 0),
(35, 105, 0),
(36, 109, 0),
(37, 101, 0),
(37, 119, 0),
(38, 103, 0),
(39, 103, 0),
(40, 103, 0),
(40, 114, 0),
(60, 116, 0),
(61, 117, 0),
(62, 118, 0),
(63, 116, 0),
(64, 117, 0);

-- wp_termmeta is empty: Yoast keeps term SEO data in the wpseo_taxonomy_meta option.

-- ---------------------------------------------------------------- posts
INSERT INTO `wp_posts` (`ID`, `post_author`, `post_date`, `post_date_gmt`, `post_content`, `post_title`, `post_excerpt`, `post_status`, `comment_status`, `ping_status`, `post_password`, `post_name`, `to_ping`, `pinged`, `post_modified`, `post_modified_gmt`, `post_content_filtered`, `post_parent`, `guid`, `menu_order`, `post_type`, `post_mime_type`, `comment_count`) VALUES
-- 2 page, top level
(2, 1, '2023-01-02 11:00:00', '2023-01-02 09:00:00', '<p>Wer wir sind.</p>', 'Über uns', '', 'publish', 'closed', 'closed', '', 'ueber-uns', '', '', '2023-01-02 11:00:00', '2023-01-02 09:00:00', '', 0, 'http://127.0.0.1:8080/?page_id=2', 0, 'page', '', 0),
-- 3 page, child of 2
(3, 1, '2023-01-02 11:10:00', '2023-01-02 09:10:00', '<p>Das Team.</p>', 'Team', '', 'publish', 'closed', 'closed', '', 'team', '', '', '2023-01-02 11:10:00', '2023-01-02 09:10:00', '', 2, 'http://127.0.0.1:8080/?page_id=3', 0, 'page', '', 0),
-- 4 page, grandchild (2 > 3 > 4)
(4, 1, '2023-01-02 11:20:00', '2023-01-02 09:20:00', '<p>Die Redaktion.</p>', 'Redaktion', '', 'publish', 'closed', 'closed', '', 'redaktion', '', '', '2023-01-02 11:20:00', '2023-01-02 09:20:00', '', 3, 'http://127.0.0.1:8080/?page_id=4', 0, 'page', '', 0),
-- 5 page, Yoast noindex
(5, 1, '2023-01-02 11:30:00', '2023-01-02 09:30:00', '<p>Impressum.</p>', 'Impressum', '', 'publish', 'closed', 'closed', '', 'impressum', '', '', '2023-01-02 11:30:00', '2023-01-02 09:30:00', '', 0, 'http://127.0.0.1:8080/?page_id=5', 0, 'page', '', 0),
-- 6 page, draft
(6, 1, '2023-01-02 11:40:00', '0000-00-00 00:00:00', '<p>Entwurf.</p>', 'Datenschutz', '', 'draft', 'closed', 'closed', '', 'datenschutz', '', '', '2023-01-02 11:40:00', '0000-00-00 00:00:00', '', 0, 'http://127.0.0.1:8080/?page_id=6', 0, 'page', '', 0),
-- 7 page, password-protected
(7, 1, '2023-01-02 11:50:00', '2023-01-02 09:50:00', '<p>Nur mit Passwort.</p>', 'Kontakt', '', 'publish', 'closed', 'closed', 'kontakt', 'kontakt', '', '', '2023-01-02 11:50:00', '2023-01-02 09:50:00', '', 0, 'http://127.0.0.1:8080/?page_id=7', 0, 'page', '', 0),
-- 8 page, private
(8, 1, '2023-01-02 12:00:00', '2023-01-02 10:00:00', '<p>Privat.</p>', 'Interne Seite', '', 'private', 'closed', 'closed', '', 'intern-seite', '', '', '2023-01-02 12:00:00', '2023-01-02 10:00:00', '', 0, 'http://127.0.0.1:8080/?page_id=8', 0, 'page', '', 0),
-- 10 one top-level category
(10, 1, '2023-02-01 10:00:00', '2023-02-01 08:00:00', '<p>Willkommen.</p>', 'Hallo Welt', '', 'publish', 'open', 'open', '', 'hallo-welt', '', '', '2023-02-01 10:00:00', '2023-02-01 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=10', 0, 'post', '', 0),
-- 11 grandchild category berlin: news/lokales/berlin
(11, 2, '2023-02-02 10:00:00', '2023-02-02 08:00:00', '<p>Der Stadtrat tagt.</p>', 'Stadtrat tagt', '', 'publish', 'open', 'open', '', 'stadtrat-tagt', '', '', '2023-02-02 10:00:00', '2023-02-02 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=11', 0, 'post', '', 0),
-- 12 categories 3 and 10, no primary: lowest term_id (3) wins
(12, 2, '2023-02-03 10:00:00', '2023-02-03 08:00:00', '<p>Zwei Kategorien, keine primäre.</p>', 'Zwei Kategorien', '', 'publish', 'open', 'open', '', 'zwei-kategorien', '', '', '2023-02-03 10:00:00', '2023-02-03 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=12', 0, 'post', '', 0),
-- 13 categories 3 and 10, Yoast primary 10
(13, 2, '2023-02-04 10:00:00', '2023-02-04 08:00:00', '<p>Primär: Küche.</p>', 'Primäre Kategorie', '', 'publish', 'open', 'open', '', 'primaer-kategorie', '', '', '2023-02-04 10:00:00', '2023-02-04 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=13', 0, 'post', '', 0),
-- 14 categories 7 and 4 (rows in that order), primary 5 is not one of them: ignored, lowest term_id (4) wins
(14, 2, '2023-02-05 10:00:00', '2023-02-05 08:00:00', '<p>Primär nicht zugeordnet.</p>', 'Primär ungültig', '', 'publish', 'open', 'open', '', 'primaer-ungueltig', '', '', '2023-02-05 10:00:00', '2023-02-05 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=14', 0, 'post', '', 0),
-- 15 no category row: default_category (2) slug alone
(15, 1, '2023-02-06 10:00:00', '2023-02-06 08:00:00', '<p>Keine Kategorie.</p>', 'Ohne Kategorie', '', 'publish', 'open', 'open', '', 'ohne-kategorie', '', '', '2023-02-06 10:00:00', '2023-02-06 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=15', 0, 'post', '', 0),
-- 16 explicitly in category 2 (child of 1): blog/sonstiges
(16, 1, '2023-02-07 10:00:00', '2023-02-07 08:00:00', '<p>In Sonstiges.</p>', 'Explizit Sonstiges', '', 'publish', 'open', 'open', '', 'explizit-sonstiges', '', '', '2023-02-07 10:00:00', '2023-02-07 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=16', 0, 'post', '', 0),
-- 17 Cyrillic slug, child category europa of the empty reisen
(17, 2, '2023-02-08 10:00:00', '2023-02-08 08:00:00', '<p>Привет из Европы.</p>', 'Привет', '', 'publish', 'open', 'open', '', '%d0%bf%d1%80%d0%b8%d0%b2%d0%b5%d1%82', '', '', '2023-02-08 10:00:00', '2023-02-08 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=17', 0, 'post', '', 0),
-- 18 draft (with a slug)
(18, 4, '2023-02-09 10:00:00', '0000-00-00 00:00:00', '<p>Noch nicht fertig.</p>', 'Entwurf', '', 'draft', 'open', 'open', '', 'entwurf', '', '', '2023-02-09 10:00:00', '0000-00-00 00:00:00', '', 0, 'http://127.0.0.1:8080/?p=18', 0, 'post', '', 0),
-- 19 private
(19, 4, '2023-02-10 10:00:00', '2023-02-10 08:00:00', '<p>Privat.</p>', 'Privat', '', 'private', 'open', 'open', '', 'privat', '', '', '2023-02-10 10:00:00', '2023-02-10 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=19', 0, 'post', '', 0),
-- 20 pending
(20, 4, '2023-02-11 10:00:00', '0000-00-00 00:00:00', '<p>Wartet.</p>', 'Zur Prüfung', '', 'pending', 'open', 'open', '', 'zur-pruefung', '', '', '2023-02-11 10:00:00', '0000-00-00 00:00:00', '', 0, 'http://127.0.0.1:8080/?p=20', 0, 'post', '', 0),
-- 21 future (scheduled)
(21, 4, '2031-01-01 10:00:00', '2031-01-01 08:00:00', '<p>Später.</p>', 'Geplant', '', 'future', 'open', 'open', '', 'geplant', '', '', '2031-01-01 10:00:00', '2031-01-01 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=21', 0, 'post', '', 0),
-- 22 trash
(22, 1, '2023-02-12 10:00:00', '2023-02-12 08:00:00', '<p>Im Papierkorb.</p>', 'Gelöscht', '', 'trash', 'open', 'open', '', 'geloescht__trashed', '', '', '2023-02-12 10:00:00', '2023-02-12 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=22', 0, 'post', '', 0),
-- 23 auto-draft (no slug)
(23, 1, '2023-02-13 10:00:00', '0000-00-00 00:00:00', '', 'Automatisch gespeicherter Entwurf', '', 'auto-draft', 'open', 'open', '', '', '', '', '2023-02-13 10:00:00', '0000-00-00 00:00:00', '', 0, 'http://127.0.0.1:8080/?p=23', 0, 'post', '', 0),
-- 24 revision of post 10
(24, 1, '2023-02-01 10:00:00', '2023-02-01 08:00:00', '<p>Willkommen.</p>', 'Hallo Welt', '', 'inherit', 'closed', 'closed', '', '10-revision-v1', '', '', '2023-02-01 10:00:00', '2023-02-01 08:00:00', '', 10, 'http://127.0.0.1:8080/?p=24', 0, 'revision', '', 0),
-- 25 password-protected (the only post of user 5)
(25, 5, '2023-02-15 10:00:00', '2023-02-15 08:00:00', '<p>Geschützt.</p>', 'Passwort-Beitrag', '', 'publish', 'open', 'open', 'geheim', 'passwort-beitrag', '', '', '2023-02-15 10:00:00', '2023-02-15 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=25', 0, 'post', '', 0),
-- 26 Yoast noindex 1
(26, 1, '2023-02-16 10:00:00', '2023-02-16 08:00:00', '<p>Nicht indexieren.</p>', 'Noindex-Beitrag', '', 'publish', 'open', 'open', '', 'noindex-beitrag', '', '', '2023-02-16 10:00:00', '2023-02-16 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=26', 0, 'post', '', 0),
-- 27 Yoast noindex 2 (force index)
(27, 1, '2023-02-17 10:00:00', '2023-02-17 08:00:00', '<p>Indexieren.</p>', 'Index erzwungen', '', 'publish', 'open', 'open', '', 'index-erzwungen', '', '', '2023-02-17 10:00:00', '2023-02-17 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=27', 0, 'post', '', 0),
-- 28 canonical elsewhere
(28, 2, '2023-02-18 10:00:00', '2023-02-18 08:00:00', '<p>Das Original ist woanders.</p>', 'Kanonisch woanders', '', 'publish', 'open', 'open', '', 'kanonisch-woanders', '', '', '2023-02-18 10:00:00', '2023-02-18 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=28', 0, 'post', '', 0),
-- 29 canonical equal to its own permalink
(29, 2, '2023-02-19 10:00:00', '2023-02-19 08:00:00', '<p>Kanonisch auf sich selbst.</p>', 'Kanonisch selbst', '', 'publish', 'open', 'open', '', 'kanonisch-selbst', '', '', '2023-02-19 10:00:00', '2023-02-19 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=29', 0, 'post', '', 0),
-- 30 canonical equal to its permalink but without the trailing slash (Yoast compares bytes)
(30, 2, '2023-02-20 10:00:00', '2023-02-20 08:00:00', '<p>Kanonisch ohne abschließenden Schrägstrich.</p>', 'Kanonisch ohne Slash', '', 'publish', 'open', 'open', '', 'kanonisch-ohne-slash', '', '', '2023-02-20 10:00:00', '2023-02-20 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=30', 0, 'post', '', 0),
-- 31 three parts (2 <!--nextpage-->), an image in part 2 only
(31, 1, '2023-03-01 10:00:00', '2023-03-01 08:00:00', '<p>Teil eins, ohne Bild.</p>\n<!--nextpage-->\n<p>Teil zwei, mit Bild.</p>\n<img class="alignnone size-full wp-image-46" src="https://cdn.example.net/uploads/2023/03/teil-zwei.jpg" alt="Teil zwei" width="1200" height="800" />\n<!--nextpage-->\n<p>Teil drei, ohne Bild.</p>', 'Mehrteilig', '', 'publish', 'open', 'open', '', 'mehrteilig', '', '', '2023-03-01 10:00:00', '2023-03-01 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=31', 0, 'post', '', 0),
-- 32 featured image (41), classic <img class="wp-image-42 size-medium">, lazy-loaded <img> (data-src), an off-host image
(32, 1, '2023-05-02 10:00:00', '2023-05-02 08:00:00', '<p>Bilder aller Art.</p>\n<img class="alignnone size-medium wp-image-42" src="https://cdn.example.net/uploads/2023/05/strand-300x200.jpg" alt="Strand" width="300" height="200" />\n<img class="lazyload" src="data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%3E%3C/svg%3E" data-src="https://cdn.example.net/uploads/2023/05/berg.jpg" alt="Berg" />\n<img src="https://bilder.example.org/fremd.jpg" alt="Fremdes Bild" />', 'Bilder-Beitrag', '', 'publish', 'open', 'open', '', 'bilder-beitrag', '', '', '2023-05-02 10:00:00', '2023-05-02 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=32', 0, 'post', '', 0),
-- 33 [gallery ids="44,45"]
(33, 2, '2023-06-02 10:00:00', '2023-06-02 08:00:00', '<p>Eine Galerie.</p>\n[gallery ids="44,45" columns="2"]', 'Galerie', '', 'publish', 'open', 'open', '', 'galerie', '', '', '2023-06-02 10:00:00', '2023-06-02 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=33', 0, 'post', '', 0),
-- 34 no images
(34, 2, '2023-06-03 10:00:00', '2023-06-03 08:00:00', '<p>Kein einziges Bild.</p>', 'Nur Text', '', 'publish', 'open', 'open', '', 'nur-text', '', '', '2023-06-03 10:00:00', '2023-06-03 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=34', 0, 'post', '', 0),
-- 35 local 2023-01-01 01:30, GMT 2022-12-31 23:30
(35, 1, '2023-01-01 01:30:00', '2022-12-31 23:30:00', '<p>Frohes neues Jahr!</p>', 'Neujahr', '', 'publish', 'open', 'open', '', 'neujahr', '', '', '2023-01-01 01:30:00', '2022-12-31 23:30:00', '', 0, 'http://127.0.0.1:8080/?p=35', 0, 'post', '', 0),
-- 36 only in the noindex category intern (the post itself is listed)
(36, 2, '2023-06-05 10:00:00', '2023-06-05 08:00:00', '<p>In der noindex-Kategorie.</p>', 'Intern-Beitrag', '', 'publish', 'open', 'open', '', 'intern-beitrag', '', '', '2023-06-05 10:00:00', '2023-06-05 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=36', 0, 'post', '', 0),
-- 37 post format gallery; an <img> on the home host (from before the CDN)
(37, 1, '2023-06-06 10:00:00', '2023-06-06 08:00:00', '<p>Ein altes Bild vom eigenen Server.</p>\n<img src="http://127.0.0.1:8080/wp-content/uploads/2022/01/altes-bild.jpg" alt="Alt" />', 'Format Galerie', '', 'publish', 'open', 'open', '', 'format-galerie', '', '', '2023-06-06 10:00:00', '2023-06-06 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=37', 0, 'post', '', 0),
-- 38 modified after publication
(38, 3, '2023-07-01 10:00:00', '2023-07-01 08:00:00', '<p>Später überarbeitet.</p>', 'Geändert', '', 'publish', 'open', 'open', '', 'geaendert', '', '', '2024-01-15 14:00:00', '2024-01-15 12:00:00', '', 0, 'http://127.0.0.1:8080/?p=38', 0, 'post', '', 0),
-- 39 post_modified_gmt older than post_date_gmt (imported)
(39, 3, '2024-03-01 12:00:00', '2024-03-01 10:00:00', '<p>Importiert: das Datum ist jünger als die Änderung.</p>', 'Datum nach Änderung', '', 'publish', 'open', 'open', '', 'datum-nach-aenderung', '', '', '2024-02-01 12:00:00', '2024-02-01 10:00:00', '', 0, 'http://127.0.0.1:8080/?p=39', 0, 'post', '', 0),
-- 40 tagged with the canonical-elsewhere tag
(40, 2, '2023-07-03 10:00:00', '2023-07-03 08:00:00', '<p>Mit dem Tag umgeleitet.</p>', 'Umgeleitet-Beitrag', '', 'publish', 'open', 'open', '', 'umgeleitet-beitrag', '', '', '2023-07-03 10:00:00', '2023-07-03 08:00:00', '', 0, 'http://127.0.0.1:8080/?p=40', 0, 'post', '', 0),
-- 41 attached to post 32 (its featured image)
(41, 1, '2023-05-01 10:00:00', '2023-05-01 08:00:00', '', 'Sonnenuntergang', '', 'inherit', 'closed', 'closed', '', 'sonnenuntergang', '', '', '2023-05-01 10:00:00', '2023-05-01 08:00:00', '', 32, 'https://cdn.example.net/uploads/2023/05/sonnenuntergang.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 42 attached to post 32
(42, 1, '2023-05-01 10:01:00', '2023-05-01 08:01:00', '', 'Strand', '', 'inherit', 'closed', 'closed', '', 'strand', '', '', '2023-05-01 10:01:00', '2023-05-01 08:01:00', '', 32, 'https://cdn.example.net/uploads/2023/05/strand.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 43 unattached
(43, 1, '2023-05-01 10:02:00', '2023-05-01 08:02:00', '', 'Berg', '', 'inherit', 'closed', 'closed', '', 'berg', '', '', '2023-05-01 10:02:00', '2023-05-01 08:02:00', '', 0, 'https://cdn.example.net/uploads/2023/05/berg.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 44 attached to post 33
(44, 1, '2023-06-01 10:00:00', '2023-06-01 08:00:00', '', 'Galerie Eins', '', 'inherit', 'closed', 'closed', '', 'galerie-eins', '', '', '2023-06-01 10:00:00', '2023-06-01 08:00:00', '', 33, 'https://cdn.example.net/uploads/2023/06/galerie-eins.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 45 attached to post 33
(45, 1, '2023-06-01 10:01:00', '2023-06-01 08:01:00', '', 'Galerie Zwei', '', 'inherit', 'closed', 'closed', '', 'galerie-zwei', '', '', '2023-06-01 10:01:00', '2023-06-01 08:01:00', '', 33, 'https://cdn.example.net/uploads/2023/06/galerie-zwei.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 46 attached to post 31
(46, 1, '2023-03-01 09:00:00', '2023-03-01 07:00:00', '', 'Teil Zwei', '', 'inherit', 'closed', 'closed', '', 'teil-zwei', '', '', '2023-03-01 09:00:00', '2023-03-01 07:00:00', '', 31, 'https://cdn.example.net/uploads/2023/03/teil-zwei.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 47 attached to the draft post 18
(47, 1, '2023-02-09 09:00:00', '2023-02-09 07:00:00', '', 'Entwurf Bild', '', 'inherit', 'closed', 'closed', '', 'entwurf-bild', '', '', '2023-02-09 09:00:00', '2023-02-09 07:00:00', '', 18, 'https://cdn.example.net/uploads/2023/02/entwurf-bild.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 48 attached to the page 3
(48, 1, '2023-01-02 09:00:00', '2023-01-02 07:00:00', '', 'Teamfoto', '', 'inherit', 'closed', 'closed', '', 'teamfoto', '', '', '2023-01-02 09:00:00', '2023-01-02 07:00:00', '', 3, 'https://cdn.example.net/uploads/2023/01/teamfoto.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 49 attached to the event 60
(49, 1, '2023-04-01 09:00:00', '2023-04-01 07:00:00', '', 'Plakat', '', 'inherit', 'closed', 'closed', '', 'plakat', '', '', '2023-04-01 09:00:00', '2023-04-01 07:00:00', '', 60, 'https://cdn.example.net/uploads/2023/04/plakat.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 50 attached to the private post 19
(50, 1, '2023-02-10 09:00:00', '2023-02-10 07:00:00', '', 'Privat Bild', '', 'inherit', 'closed', 'closed', '', 'privat-bild', '', '', '2023-02-10 09:00:00', '2023-02-10 07:00:00', '', 19, 'https://cdn.example.net/uploads/2023/02/privat-bild.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 51 attached to the guide 71
(51, 1, '2023-08-01 09:00:00', '2023-08-01 07:00:00', '', 'Anleitung Bild', '', 'inherit', 'closed', 'closed', '', 'anleitung-bild', '', '', '2023-08-01 09:00:00', '2023-08-01 07:00:00', '', 71, 'https://cdn.example.net/uploads/2023/08/anleitung-bild.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 60 event
(60, 1, '2023-04-01 10:00:00', '2023-04-01 08:00:00', '<p>Sommerfest in der Stadthalle.</p>', 'Sommerfest', '', 'publish', 'open', 'closed', '', 'sommerfest', '', '', '2023-04-01 10:00:00', '2023-04-01 08:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=event&p=60', 0, 'event', '', 0),
-- 61 event by user 4
(61, 4, '2023-04-02 10:00:00', '2023-04-02 08:00:00', '<p>Konzert unter freiem Himmel.</p>', 'Konzert', '', 'publish', 'open', 'closed', '', 'konzert', '', '', '2023-04-02 10:00:00', '2023-04-02 08:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=event&p=61', 0, 'event', '', 0),
-- 62 event, draft
(62, 4, '2023-04-03 10:00:00', '0000-00-00 00:00:00', '<p>Abgesagt.</p>', 'Abgesagt', '', 'draft', 'open', 'closed', '', 'abgesagt', '', '', '2023-04-03 10:00:00', '0000-00-00 00:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=event&p=62', 0, 'event', '', 0),
-- 63 event, password-protected
(63, 1, '2023-04-04 10:00:00', '2023-04-04 08:00:00', '<p>Nur für Gäste.</p>', 'VIP-Abend', '', 'publish', 'open', 'closed', 'vip', 'vip-abend', '', '', '2023-04-04 10:00:00', '2023-04-04 08:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=event&p=63', 0, 'event', '', 0),
-- 64 event, Yoast noindex
(64, 1, '2023-04-05 10:00:00', '2023-04-05 08:00:00', '<p>Nicht indexieren.</p>', 'Noindex-Event', '', 'publish', 'open', 'closed', '', 'noindex-event', '', '', '2023-04-05 10:00:00', '2023-04-05 08:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=event&p=64', 0, 'event', '', 0),
-- 65 event, private
(65, 1, '2023-04-06 10:00:00', '2023-04-06 08:00:00', '<p>Privat.</p>', 'Privat-Event', '', 'private', 'open', 'closed', '', 'privat-event', '', '', '2023-04-06 10:00:00', '2023-04-06 08:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=event&p=65', 0, 'event', '', 0),
-- 70 guide, top level
(70, 1, '2023-08-01 10:00:00', '2023-08-01 08:00:00', '<p>So geht es los.</p>', 'Erste Schritte', '', 'publish', 'open', 'closed', '', 'erste-schritte', '', '', '2023-08-01 10:00:00', '2023-08-01 08:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=guide&p=70', 0, 'guide', '', 0),
-- 71 guide, child of 70
(71, 1, '2023-08-02 10:00:00', '2023-08-02 08:00:00', '<p>Installieren.</p>', 'Installation', '', 'publish', 'open', 'closed', '', 'installation', '', '', '2023-08-02 10:00:00', '2023-08-02 08:00:00', '', 70, 'http://127.0.0.1:8080/?post_type=guide&p=71', 0, 'guide', '', 0),
-- 72 guide, draft
(72, 1, '2023-08-03 10:00:00', '0000-00-00 00:00:00', '<p>Entwurf.</p>', 'Fortgeschritten', '', 'draft', 'open', 'closed', '', 'fortgeschritten', '', '', '2023-08-03 10:00:00', '0000-00-00 00:00:00', '', 0, 'http://127.0.0.1:8080/?post_type=guide&p=72', 0, 'guide', '', 0),
-- 73 guide, published child of the draft 72
(73, 1, '2023-08-04 10:00:00', '2023-08-04 08:00:00', '<p>Tipps.</p>', 'Tipps', '', 'publish', 'open', 'closed', '', 'tipps', '', '', '2023-08-04 10:00:00', '2023-08-04 08:00:00', '', 72, 'http://127.0.0.1:8080/?post_type=guide&p=73', 0, 'guide', '', 0);

INSERT INTO `wp_postmeta` (`meta_id`, `post_id`, `meta_key`, `meta_value`) VALUES
(1, 5, '_yoast_wpseo_meta-robots-noindex', '1'),
(2, 13, '_yoast_wpseo_primary_category', '10'),
(3, 14, '_yoast_wpseo_primary_category', '5'),
(4, 22, '_wp_trash_meta_status', 'publish'),
(5, 22, '_wp_trash_meta_time', '1700000000'),
(6, 22, '_wp_desired_post_slug', 'geloescht'),
(7, 26, '_yoast_wpseo_meta-robots-noindex', '1'),
(8, 27, '_yoast_wpseo_meta-robots-noindex', '2'),
(9, 28, '_yoast_wpseo_canonical', 'https://example.org/original/'),
(10, 29, '_yoast_wpseo_canonical', 'http://127.0.0.1:8080/news/lokales/kanonisch-selbst/'),
(11, 30, '_yoast_wpseo_canonical', 'http://127.0.0.1:8080/news/lokales/kanonisch-ohne-slash'),
(12, 32, '_thumbnail_id', '41'),
(13, 41, '_wp_attached_file', '2023/05/sonnenuntergang.jpg'),
(14, 41, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:27:"2023/05/sonnenuntergang.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:27:"sonnenuntergang-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:27:"sonnenuntergang-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:27:"sonnenuntergang-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(15, 41, '_wp_attachment_image_alt', 'Alt: sonnenuntergang'),
(16, 42, '_wp_attached_file', '2023/05/strand.jpg'),
(17, 42, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:18:"2023/05/strand.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:18:"strand-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:18:"strand-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:18:"strand-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(18, 42, '_wp_attachment_image_alt', 'Alt: strand'),
(19, 43, '_wp_attached_file', '2023/05/berg.jpg'),
(20, 43, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:16:"2023/05/berg.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:16:"berg-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:16:"berg-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:16:"berg-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(21, 43, '_wp_attachment_image_alt', 'Alt: berg'),
(22, 44, '_wp_attached_file', '2023/06/galerie-eins.jpg'),
(23, 44, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:24:"2023/06/galerie-eins.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:24:"galerie-eins-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:24:"galerie-eins-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:24:"galerie-eins-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(24, 44, '_wp_attachment_image_alt', 'Alt: galerie-eins'),
(25, 45, '_wp_attached_file', '2023/06/galerie-zwei.jpg'),
(26, 45, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:24:"2023/06/galerie-zwei.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:24:"galerie-zwei-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:24:"galerie-zwei-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:24:"galerie-zwei-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(27, 45, '_wp_attachment_image_alt', 'Alt: galerie-zwei'),
(28, 46, '_wp_attached_file', '2023/03/teil-zwei.jpg'),
(29, 46, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:21:"2023/03/teil-zwei.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:21:"teil-zwei-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:21:"teil-zwei-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:21:"teil-zwei-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(30, 46, '_wp_attachment_image_alt', 'Alt: teil-zwei'),
(31, 47, '_wp_attached_file', '2023/02/entwurf-bild.jpg'),
(32, 47, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:24:"2023/02/entwurf-bild.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:24:"entwurf-bild-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:24:"entwurf-bild-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:24:"entwurf-bild-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(33, 47, '_wp_attachment_image_alt', 'Alt: entwurf-bild'),
(34, 48, '_wp_attached_file', '2023/01/teamfoto.jpg'),
(35, 48, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:20:"2023/01/teamfoto.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:20:"teamfoto-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:20:"teamfoto-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:20:"teamfoto-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(36, 48, '_wp_attachment_image_alt', 'Alt: teamfoto'),
(37, 49, '_wp_attached_file', '2023/04/plakat.jpg'),
(38, 49, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:18:"2023/04/plakat.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:18:"plakat-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:18:"plakat-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:18:"plakat-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(39, 49, '_wp_attachment_image_alt', 'Alt: plakat'),
(40, 50, '_wp_attached_file', '2023/02/privat-bild.jpg'),
(41, 50, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:23:"2023/02/privat-bild.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:23:"privat-bild-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:23:"privat-bild-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:23:"privat-bild-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(42, 50, '_wp_attachment_image_alt', 'Alt: privat-bild'),
(43, 51, '_wp_attached_file', '2023/08/anleitung-bild.jpg'),
(44, 51, '_wp_attachment_metadata', 'a:6:{s:5:"width";i:1200;s:6:"height";i:800;s:4:"file";s:26:"2023/08/anleitung-bild.jpg";s:8:"filesize";i:15690;s:5:"sizes";a:3:{s:6:"medium";a:5:{s:4:"file";s:26:"anleitung-bild-300x200.jpg";s:5:"width";i:300;s:6:"height";i:200;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:9:"thumbnail";a:5:{s:4:"file";s:26:"anleitung-bild-150x150.jpg";s:5:"width";i:150;s:6:"height";i:150;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}s:12:"medium_large";a:5:{s:4:"file";s:26:"anleitung-bild-768x512.jpg";s:5:"width";i:768;s:6:"height";i:512;s:9:"mime-type";s:10:"image/jpeg";s:8:"filesize";i:9000;}}s:10:"image_meta";a:12:{s:8:"aperture";s:1:"0";s:6:"credit";s:0:"";s:6:"camera";s:0:"";s:7:"caption";s:0:"";s:17:"created_timestamp";s:1:"0";s:9:"copyright";s:0:"";s:12:"focal_length";s:1:"0";s:3:"iso";s:1:"0";s:13:"shutter_speed";s:1:"0";s:5:"title";s:0:"";s:11:"orientation";s:1:"0";s:8:"keywords";a:0:{}}}'),
(45, 51, '_wp_attachment_image_alt', 'Alt: anleitung-bild'),
(46, 60, '_thumbnail_id', '49'),
(47, 64, '_yoast_wpseo_meta-robots-noindex', '1');
