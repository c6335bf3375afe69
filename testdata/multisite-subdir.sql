-- wpsitemap test fixture: a WordPress subdirectory network (multisite), written by hand.
--
-- Loaded by scripts/setup-db.sh into the database wpsitemap_multisite. It has no CREATE
-- DATABASE or USE, so it loads into any database. The schema is WordPress 6.x's multisite
-- schema: the main site's tables under the bare prefix wp_, the network's tables (wp_blogs,
-- wp_site, wp_sitemeta), users and usermeta shared by every site, and one set of tables per
-- other site (wp_2_*, wp_3_*).
--
-- The network (example.test, subdirectory, Yoast network-active through
-- active_sitewide_plugins; no site lists Yoast in its own active_plugins):
--   blog 1  example.test /          main site; posts carry the /blog/ front populate_network()
--                                   puts into a subdirectory network's permalink structure
--   blog 2  example.test /fr-site/  a French subsite, permalinks /%postname%/
--   blog 3  example.test /news/     archived: WordPress answers 410 before Yoast loads
--
-- Users (shared):
--   1 admin  administrator of blogs 1 and 2; a post on blog 1
--   2 marie  author on blog 2 only; posts on blog 2
--   3 paul   author on blog 1 only; a published post on blog 2 all the same, where he is not a
--            member: his post is listed there, he is not (spec 14.3)
--
-- IDs are explicit.

SET NAMES utf8mb4;
SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO';
SET SESSION foreign_key_checks = 0;

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

-- ---------------------------------------------------------------- the network's tables
CREATE TABLE `wp_blogs` (
  `blog_id` bigint(20) NOT NULL AUTO_INCREMENT,
  `site_id` bigint(20) NOT NULL DEFAULT 0,
  `domain` varchar(200) NOT NULL DEFAULT '',
  `path` varchar(100) NOT NULL DEFAULT '',
  `registered` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `last_updated` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  `public` tinyint(2) NOT NULL DEFAULT 1,
  `archived` tinyint(2) NOT NULL DEFAULT 0,
  `mature` tinyint(2) NOT NULL DEFAULT 0,
  `spam` tinyint(2) NOT NULL DEFAULT 0,
  `deleted` tinyint(2) NOT NULL DEFAULT 0,
  `lang_id` int(11) NOT NULL DEFAULT 0,
  PRIMARY KEY (`blog_id`),
  KEY `domain` (`domain`(50),`path`(5)),
  KEY `lang_id` (`lang_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_blogmeta` (
  `meta_id` bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  `blog_id` bigint(20) NOT NULL DEFAULT 0,
  `meta_key` varchar(255) DEFAULT NULL,
  `meta_value` longtext DEFAULT NULL,
  PRIMARY KEY (`meta_id`),
  KEY `meta_key` (`meta_key`(191)),
  KEY `blog_id` (`blog_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_site` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `domain` varchar(200) NOT NULL DEFAULT '',
  `path` varchar(100) NOT NULL DEFAULT '',
  PRIMARY KEY (`id`),
  KEY `domain` (`domain`(140),`path`(51))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

CREATE TABLE `wp_sitemeta` (
  `meta_id` bigint(20) NOT NULL AUTO_INCREMENT,
  `site_id` bigint(20) NOT NULL DEFAULT 0,
  `meta_key` varchar(255) DEFAULT NULL,
  `meta_value` longtext DEFAULT NULL,
  PRIMARY KEY (`meta_id`),
  KEY `meta_key` (`meta_key`(191)),
  KEY `site_id` (`site_id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

-- ---------------------------------------------------------------- each other site's tables
CREATE TABLE `wp_2_options` LIKE `wp_options`;
CREATE TABLE `wp_2_posts` LIKE `wp_posts`;
CREATE TABLE `wp_2_postmeta` LIKE `wp_postmeta`;
CREATE TABLE `wp_2_terms` LIKE `wp_terms`;
CREATE TABLE `wp_2_term_taxonomy` LIKE `wp_term_taxonomy`;
CREATE TABLE `wp_2_term_relationships` LIKE `wp_term_relationships`;
CREATE TABLE `wp_2_termmeta` LIKE `wp_termmeta`;
CREATE TABLE `wp_3_options` LIKE `wp_options`;
CREATE TABLE `wp_3_posts` LIKE `wp_posts`;
CREATE TABLE `wp_3_postmeta` LIKE `wp_postmeta`;
CREATE TABLE `wp_3_terms` LIKE `wp_terms`;
CREATE TABLE `wp_3_term_taxonomy` LIKE `wp_term_taxonomy`;
CREATE TABLE `wp_3_term_relationships` LIKE `wp_term_relationships`;
CREATE TABLE `wp_3_termmeta` LIKE `wp_termmeta`;

INSERT INTO `wp_site` (`id`, `domain`, `path`) VALUES (1, 'example.test', '/');

INSERT INTO `wp_blogs` (`blog_id`, `site_id`, `domain`, `path`, `registered`, `last_updated`, `public`, `archived`, `mature`, `spam`, `deleted`, `lang_id`) VALUES
(1, 1, 'example.test', '/', '2022-01-01 00:00:00', '2022-03-01 00:00:00', 1, 0, 0, 0, 0, 0),
(2, 1, 'example.test', '/fr-site/', '2022-01-02 00:00:00', '2022-03-01 00:00:00', 1, 0, 0, 0, 0, 0),
(3, 1, 'example.test', '/news/', '2022-01-03 00:00:00', '2022-03-01 00:00:00', 1, 1, 0, 0, 0, 0);

INSERT INTO `wp_sitemeta` (`meta_id`, `site_id`, `meta_key`, `meta_value`) VALUES
(1, 1, 'site_name', 'Example Network'),
(2, 1, 'active_sitewide_plugins', 'a:1:{s:24:"wordpress-seo/wp-seo.php";i:1640995200;}'),
(3, 1, 'subdomain_install', '0'),
(4, 1, 'wpseo_ms', 'a:1:{s:6:"access";s:5:"admin";}');

-- ---------------------------------------------------------------- options, per site
INSERT INTO `wp_options` (`option_id`, `option_name`, `option_value`, `autoload`) VALUES
(1, 'siteurl', 'http://example.test', 'yes'),
(2, 'home', 'http://example.test', 'yes'),
(3, 'blog_public', '1', 'yes'),
(4, 'permalink_structure', '/blog/%year%/%monthnum%/%day%/%postname%/', 'yes'),
(5, 'category_base', '', 'yes'),
(6, 'tag_base', '', 'yes'),
(7, 'show_on_front', 'posts', 'yes'),
(8, 'gmt_offset', '0', 'yes'),
(9, 'timezone_string', '', 'yes'),
(10, 'default_category', '1', 'yes'),
(11, 'uploads_use_yearmonth_folders', '1', 'yes'),
(12, 'active_plugins', 'a:0:{}', 'yes'),
(13, 'wp_user_roles', 'a:3:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:4:"read";b:1;}}s:6:"author";a:2:{s:4:"name";s:6:"Author";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:4:"read";b:1;}}s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:1:{s:4:"read";b:1;}}}', 'yes'),
(14, 'wpseo', 'a:1:{s:18:"enable_xml_sitemap";b:1;}', 'yes');

INSERT INTO `wp_2_options` (`option_id`, `option_name`, `option_value`, `autoload`) VALUES
(1, 'siteurl', 'http://example.test/fr-site', 'yes'),
(2, 'home', 'http://example.test/fr-site', 'yes'),
(3, 'blog_public', '1', 'yes'),
(4, 'permalink_structure', '/%postname%/', 'yes'),
(5, 'category_base', '', 'yes'),
(6, 'tag_base', '', 'yes'),
(7, 'show_on_front', 'posts', 'yes'),
(8, 'gmt_offset', '0', 'yes'),
(9, 'timezone_string', '', 'yes'),
(10, 'default_category', '1', 'yes'),
(11, 'uploads_use_yearmonth_folders', '1', 'yes'),
(12, 'active_plugins', 'a:0:{}', 'yes'),
(13, 'wp_2_user_roles', 'a:3:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:4:"read";b:1;}}s:6:"author";a:2:{s:4:"name";s:6:"Author";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:4:"read";b:1;}}s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:1:{s:4:"read";b:1;}}}', 'yes'),
(14, 'wpseo', 'a:1:{s:18:"enable_xml_sitemap";b:1;}', 'yes');

INSERT INTO `wp_3_options` (`option_id`, `option_name`, `option_value`, `autoload`) VALUES
(1, 'siteurl', 'http://example.test/news', 'yes'),
(2, 'home', 'http://example.test/news', 'yes'),
(3, 'blog_public', '1', 'yes'),
(4, 'permalink_structure', '/%postname%/', 'yes'),
(5, 'category_base', '', 'yes'),
(6, 'tag_base', '', 'yes'),
(7, 'show_on_front', 'posts', 'yes'),
(8, 'gmt_offset', '0', 'yes'),
(9, 'timezone_string', '', 'yes'),
(10, 'default_category', '1', 'yes'),
(11, 'uploads_use_yearmonth_folders', '1', 'yes'),
(12, 'active_plugins', 'a:0:{}', 'yes'),
(13, 'wp_3_user_roles', 'a:3:{s:13:"administrator";a:2:{s:4:"name";s:13:"Administrator";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:4:"read";b:1;}}s:6:"author";a:2:{s:4:"name";s:6:"Author";s:12:"capabilities";a:2:{s:10:"edit_posts";b:1;s:4:"read";b:1;}}s:10:"subscriber";a:2:{s:4:"name";s:10:"Subscriber";s:12:"capabilities";a:1:{s:4:"read";b:1;}}}', 'yes'),
(14, 'wpseo', 'a:1:{s:18:"enable_xml_sitemap";b:1;}', 'yes');

-- ---------------------------------------------------------------- users (shared)
INSERT INTO `wp_users` (`ID`, `user_login`, `user_pass`, `user_nicename`, `user_email`, `user_url`, `user_registered`, `user_activation_key`, `user_status`, `display_name`) VALUES
(1, 'admin', '$P$Bfixturefixturefixturefixture0', 'admin', 'admin@example.test', '', '2022-01-01 00:00:00', '', 0, 'Admin'),
(2, 'marie', '$P$Bfixturefixturefixturefixture0', 'marie', 'marie@example.test', '', '2022-01-02 00:00:00', '', 0, 'Marie'),
(3, 'paul', '$P$Bfixturefixturefixturefixture0', 'paul', 'paul@example.test', '', '2022-01-03 00:00:00', '', 0, 'Paul');

INSERT INTO `wp_usermeta` (`umeta_id`, `user_id`, `meta_key`, `meta_value`) VALUES
(1, 1, 'wp_capabilities', 'a:1:{s:13:"administrator";b:1;}'),
(2, 1, 'wp_user_level', '10'),
(3, 1, 'wp_2_capabilities', 'a:1:{s:13:"administrator";b:1;}'),
(4, 1, 'wp_2_user_level', '10'),
(5, 1, 'source_domain', 'example.test'),
(6, 1, 'primary_blog', '1'),
(7, 2, 'wp_2_capabilities', 'a:1:{s:6:"author";b:1;}'),
(8, 2, 'wp_2_user_level', '2'),
(9, 2, 'primary_blog', '2'),
(10, 3, 'wp_capabilities', 'a:1:{s:6:"author";b:1;}'),
(11, 3, 'wp_user_level', '2'),
(12, 3, 'primary_blog', '1'),
(13, 1, '_yoast_wpseo_profile_updated', '1646136000'),
(14, 2, '_yoast_wpseo_profile_updated', '1646222400'),
(15, 3, '_yoast_wpseo_profile_updated', '1646308800');

-- ---------------------------------------------------------------- blog 1's content
INSERT INTO `wp_posts` (`ID`, `post_author`, `post_date`, `post_date_gmt`, `post_content`, `post_title`, `post_excerpt`, `post_status`, `post_name`, `to_ping`, `pinged`, `post_modified`, `post_modified_gmt`, `post_content_filtered`, `post_parent`, `guid`, `post_type`) VALUES
(1, 1, '2022-02-01 10:00:00', '2022-02-01 10:00:00', 'Hello.', 'Hello world', '', 'publish', 'hello-world', '', '', '2022-02-02 10:00:00', '2022-02-02 10:00:00', '', 0, 'http://example.test/?p=1', 'post'),
(2, 1, '2022-02-01 11:00:00', '2022-02-01 11:00:00', 'About us.', 'About', '', 'publish', 'about', '', '', '2022-02-03 10:00:00', '2022-02-03 10:00:00', '', 0, 'http://example.test/?page_id=2', 'page'),
(3, 3, '2022-02-05 09:00:00', '2022-02-05 09:00:00', 'Paul writes here.', 'Paul on the main site', '', 'publish', 'paul-main', '', '', '2022-02-05 09:00:00', '2022-02-05 09:00:00', '', 0, 'http://example.test/?p=3', 'post');

INSERT INTO `wp_terms` (`term_id`, `name`, `slug`, `term_group`) VALUES (1, 'Uncategorized', 'uncategorized', 0);
INSERT INTO `wp_term_taxonomy` (`term_taxonomy_id`, `term_id`, `taxonomy`, `description`, `parent`, `count`) VALUES (1, 1, 'category', '', 0, 2);
INSERT INTO `wp_term_relationships` (`object_id`, `term_taxonomy_id`, `term_order`) VALUES (1, 1, 0), (3, 1, 0);

-- ---------------------------------------------------------------- blog 2's content
INSERT INTO `wp_2_posts` (`ID`, `post_author`, `post_date`, `post_date_gmt`, `post_content`, `post_title`, `post_excerpt`, `post_status`, `post_name`, `to_ping`, `pinged`, `post_modified`, `post_modified_gmt`, `post_content_filtered`, `post_parent`, `guid`, `post_type`) VALUES
(1, 2, '2022-02-10 08:00:00', '2022-02-10 08:00:00', 'Bonjour.', 'Bonjour', '', 'publish', 'bonjour', '', '', '2022-02-11 08:00:00', '2022-02-11 08:00:00', '', 0, 'http://example.test/fr-site/?p=1', 'post'),
(2, 3, '2022-02-12 08:00:00', '2022-02-12 08:00:00', 'Salut.', 'Salut', '', 'publish', 'salut', '', '', '2022-02-12 08:00:00', '2022-02-12 08:00:00', '', 0, 'http://example.test/fr-site/?p=2', 'post'),
(3, 2, '2022-02-10 09:00:00', '2022-02-10 09:00:00', 'Qui sommes-nous.', 'À propos', '', 'publish', 'a-propos', '', '', '2022-02-13 08:00:00', '2022-02-13 08:00:00', '', 0, 'http://example.test/fr-site/?page_id=3', 'page'),
(4, 2, '2022-02-14 08:00:00', '2022-02-14 08:00:00', 'Brouillon.', 'Brouillon', '', 'draft', 'brouillon', '', '', '2022-02-14 08:00:00', '2022-02-14 08:00:00', '', 0, 'http://example.test/fr-site/?p=4', 'post');

INSERT INTO `wp_2_terms` (`term_id`, `name`, `slug`, `term_group`) VALUES (1, 'Non classé', 'non-classe', 0);
INSERT INTO `wp_2_term_taxonomy` (`term_taxonomy_id`, `term_id`, `taxonomy`, `description`, `parent`, `count`) VALUES (1, 1, 'category', '', 0, 2);
INSERT INTO `wp_2_term_relationships` (`object_id`, `term_taxonomy_id`, `term_order`) VALUES (1, 1, 0), (2, 1, 0);

-- ---------------------------------------------------------------- blog 3's content (archived)
INSERT INTO `wp_3_posts` (`ID`, `post_author`, `post_date`, `post_date_gmt`, `post_content`, `post_title`, `post_excerpt`, `post_status`, `post_name`, `to_ping`, `pinged`, `post_modified`, `post_modified_gmt`, `post_content_filtered`, `post_parent`, `guid`, `post_type`) VALUES
(1, 1, '2022-02-20 08:00:00', '2022-02-20 08:00:00', 'Old news.', 'Old news', '', 'publish', 'old-news', '', '', '2022-02-20 08:00:00', '2022-02-20 08:00:00', '', 0, 'http://example.test/news/?p=1', 'post');
