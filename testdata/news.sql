-- wpsitemap news fixture: a small WordPress 6.x database (table prefix wp_) with Yoast News SEO
-- settings, written by hand for the news sitemap (issue 11; the serialized option's byte
-- lengths were counted by a script). Loaded by scripts/setup-db.sh into the
-- database wpsitemap_news. It has no CREATE DATABASE or USE, so it loads into any database.
--
-- Every time is relative to the tests' fixed clock, NOW = 2024-03-18 12:00:00 UTC. The window is
-- (NOW-48h, NOW]. The site's time zone is Asia/Taipei (+08:00), so post_date = post_date_gmt + 8h,
-- except for two posts written while the site was set to UTC-12 and to UTC+14 (the extremes the
-- query widens its local-time range by).
--
-- Options: WPLANG zh_TW (-> zh-tw); wpseo_news names the publication "臺灣日報 & Co", ticks
-- post ('on') and not page (''), and excludes category 5 for posts ('5_for_post' => 'on'),
-- category 6 for pages only ('6_for_page' => 'on'), and not tag 7 ('7_for_post' => '', unticked).
-- term_taxonomy_id is term_id + 100 on purpose: exclusions name term_id.
--
-- Posts (gmt times; "->" says what the news query returns, "listed" what the sitemap lists):
--   33 published at NOW exactly                          -> returned, listed
--   29 published NOW-15m, local time at UTC+14            -> returned, listed
--   10 published NOW-1h, CJK/&/< title, stock tickers,
--      featured image 40, a revision at publication      -> returned, listed (once)
--   17 NOW-3h30m, in category 6 (excluded for pages only) -> returned, listed
--   19 NOW-4h30m, opt-out meta '0', Japanese title       -> returned, listed
--   20 NOW-5h, password-protected                        -> returned; seo leaves it out
--   21 NOW-5h30m, Yoast noindex '1'                      -> returned; seo leaves it out
--   27 NOW-8h, canonical elsewhere                       -> returned; seo leaves it out
--   24 NOW-47h, local time at UTC-12                      -> returned, listed
--   11 NOW-47h59m, title with ]]> and an <img>           -> returned, listed
--   13 published 10 days ago, modified NOW-47h59m with
--      revision 113                                      -> returned, listed (last: oldest publication)
--   12 NOW-48h01m                                        -> not returned
--   32 NOW-48h exactly (the window is open at its start) -> not returned
--   31 NOW+1s (published after the clock)                -> not returned
--   14 published 10 days ago, modified NOW-48h01m with
--      revision 114                                      -> not returned
--   15 published 10 days ago, modified NOW-2h without a
--      revision (a meta-only edit): the documented miss  -> not returned
--   16 NOW-3h, in categories 1 and 5 (5 excluded)        -> not returned
--   18 NOW-4h, opt-out meta _yoast_wpseo_newssitemap-robots-index '1' -> not returned
--   22 a page NOW-30m in category 6 (page is not a news type; 6 is excluded for pages) -> not returned
--   23 a draft, 25 a private post, 26 a future post      -> not returned
--   28 published 17 days ago, autosave 128 dated NOW-1h  -> not returned
--   40 the attachment (featured image of 10)
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
(1, 'siteurl', 'https://news.example.com', 'yes'),
(2, 'home', 'https://news.example.com', 'yes'),
(3, 'blogname', '臺灣新聞網', 'yes'),
(4, 'blogdescription', 'Fixture for the news sitemap', 'yes'),
(5, 'blog_public', '1', 'yes'),
(6, 'blog_charset', 'UTF-8', 'yes'),
(7, 'WPLANG', 'zh_TW', 'yes'),
(8, 'gmt_offset', '8', 'yes'),
(9, 'timezone_string', 'Asia/Taipei', 'yes'),
(10, 'permalink_structure', '/%year%/%monthnum%/%day%/%postname%/', 'yes'),
(11, 'category_base', '', 'yes'),
(12, 'tag_base', '', 'yes'),
(13, 'show_on_front', 'posts', 'yes'),
(14, 'page_on_front', '0', 'yes'),
(15, 'page_for_posts', '0', 'yes'),
(16, 'default_category', '1', 'yes'),
(17, 'upload_path', '', 'yes'),
(18, 'upload_url_path', '', 'yes'),
(19, 'active_plugins', 'a:2:{i:0;s:24:"wordpress-seo/wp-seo.php";i:1;s:25:"wpseo-news/wpseo-news.php";}', 'yes'),
(20, 'wpseo', 'a:1:{s:18:"enable_xml_sitemap";b:1;}', 'yes'),
(21, 'wpseo_titles', 'a:3:{s:12:"noindex-post";b:0;s:12:"noindex-page";b:0;s:18:"disable-attachment";b:1;}', 'yes'),
(22, 'wpseo_news', 'a:4:{s:17:"news_sitemap_name";s:17:"臺灣日報 & Co";s:12:"news_version";s:4:"13.1";s:31:"news_sitemap_include_post_types";a:2:{s:4:"post";s:2:"on";s:4:"page";s:0:"";}s:26:"news_sitemap_exclude_terms";a:3:{s:10:"5_for_post";s:2:"on";s:10:"6_for_page";s:2:"on";s:10:"7_for_post";s:0:"";}}', 'yes');

-- ---------------------------------------------------------------- users
INSERT INTO `wp_users` (`ID`, `user_login`, `user_pass`, `user_nicename`, `user_email`, `user_url`, `user_registered`, `user_activation_key`, `user_status`, `display_name`) VALUES
(1, 'editor', '$P$Bfixturefixturefixturefixture0', 'editor', 'editor@example.com', '', '2024-01-01 00:00:00', '', 0, 'Editor');

INSERT INTO `wp_usermeta` (`umeta_id`, `user_id`, `meta_key`, `meta_value`) VALUES
(1, 1, 'wp_capabilities', 'a:1:{s:13:"administrator";b:1;}'),
(2, 1, 'wp_user_level', '10');

-- ---------------------------------------------------------------- terms
INSERT INTO `wp_terms` (`term_id`, `name`, `slug`, `term_group`) VALUES
(1, '未分類', 'uncategorized', 0),
(5, 'Sponsored', 'sponsored', 0),
(6, 'Local', 'local', 0),
(7, 'Markets', 'markets', 0);

INSERT INTO `wp_term_taxonomy` (`term_taxonomy_id`, `term_id`, `taxonomy`, `description`, `parent`, `count`) VALUES
(101, 1, 'category', '', 0, 18),
(105, 5, 'category', '', 0, 1),
(106, 6, 'category', '', 0, 2),
(107, 7, 'post_tag', '', 0, 1);

-- ---------------------------------------------------------------- posts
INSERT INTO `wp_posts` (`ID`, `post_author`, `post_date`, `post_date_gmt`, `post_content`, `post_title`, `post_excerpt`, `post_status`, `comment_status`, `ping_status`, `post_password`, `post_name`, `to_ping`, `pinged`, `post_modified`, `post_modified_gmt`, `post_content_filtered`, `post_parent`, `guid`, `menu_order`, `post_type`, `post_mime_type`, `comment_count`) VALUES
-- 10: CJK title with & and <; stock tickers; featured image 40
(10, 1, '2024-03-18 19:00:00', '2024-03-18 11:00:00', '<p>台灣新聞：市場 & 股票 <上漲></p>', '台灣新聞：市場 & 股票 <上漲>', '', 'publish', 'open', 'open', '', 'taiwan-market', '', '', '2024-03-18 19:00:00', '2024-03-18 11:00:00', '', 0, 'https://news.example.com/?p=10', 0, 'post', '', 0),
-- 11: 47h59m before NOW
(11, 1, '2024-03-16 20:01:00', '2024-03-16 12:01:00', '<p>Edge.</p><img src="https://news.example.com/wp-content/uploads/2024/03/edge.png" alt="">', 'Edge of the window ]]> still listed', '', 'publish', 'open', 'open', '', 'edge-of-the-window', '', '', '2024-03-16 20:01:00', '2024-03-16 12:01:00', '', 0, 'https://news.example.com/?p=11', 0, 'post', '', 0),
-- 12: 48h01m before NOW
(12, 1, '2024-03-16 19:59:00', '2024-03-16 11:59:00', '<p>Just outside the window</p>', 'Just outside the window', '', 'publish', 'open', 'open', '', 'just-outside', '', '', '2024-03-16 19:59:00', '2024-03-16 11:59:00', '', 0, 'https://news.example.com/?p=12', 0, 'post', '', 0),
-- 13: modified 47h59m before NOW, revision 113
(13, 1, '2024-03-08 17:00:00', '2024-03-08 09:00:00', '<p>Updated story</p>', 'Updated story', '', 'publish', 'open', 'open', '', 'updated-story', '', '', '2024-03-16 20:01:00', '2024-03-16 12:01:00', '', 0, 'https://news.example.com/?p=13', 0, 'post', '', 0),
-- 14: modified 48h01m before NOW, revision 114
(14, 1, '2024-03-08 18:00:00', '2024-03-08 10:00:00', '<p>Updated too long ago</p>', 'Updated too long ago', '', 'publish', 'open', 'open', '', 'updated-too-long-ago', '', '', '2024-03-16 19:59:00', '2024-03-16 11:59:00', '', 0, 'https://news.example.com/?p=14', 0, 'post', '', 0),
-- 15: modified 2h before NOW, no revision
(15, 1, '2024-03-08 19:00:00', '2024-03-08 11:00:00', '<p>Edited without a revision</p>', 'Edited without a revision', '', 'publish', 'open', 'open', '', 'edited-without-revision', '', '', '2024-03-18 18:00:00', '2024-03-18 10:00:00', '', 0, 'https://news.example.com/?p=15', 0, 'post', '', 0),
-- 16: categories 1 and 5; 5 is excluded for posts
(16, 1, '2024-03-18 17:00:00', '2024-03-18 09:00:00', '<p>Sponsored story</p>', 'Sponsored story', '', 'publish', 'open', 'open', '', 'sponsored-story', '', '', '2024-03-18 17:00:00', '2024-03-18 09:00:00', '', 0, 'https://news.example.com/?p=16', 0, 'post', '', 0),
-- 17: category 6, excluded for pages only
(17, 1, '2024-03-18 16:30:00', '2024-03-18 08:30:00', '<p>Local story</p>', 'Local story', '', 'publish', 'open', 'open', '', 'local-story', '', '', '2024-03-18 16:30:00', '2024-03-18 08:30:00', '', 0, 'https://news.example.com/?p=17', 0, 'post', '', 0),
-- 18: _yoast_wpseo_newssitemap-robots-index = 1
(18, 1, '2024-03-18 16:00:00', '2024-03-18 08:00:00', '<p>Opted out of Google News</p>', 'Opted out of Google News', '', 'publish', 'open', 'open', '', 'opted-out', '', '', '2024-03-18 16:00:00', '2024-03-18 08:00:00', '', 0, 'https://news.example.com/?p=18', 0, 'post', '', 0),
-- 19: _yoast_wpseo_newssitemap-robots-index = 0
(19, 1, '2024-03-18 15:30:00', '2024-03-18 07:30:00', '<p>東京の天気</p>', '東京の天気', '', 'publish', 'open', 'open', '', 'tokyo-weather', '', '', '2024-03-18 15:30:00', '2024-03-18 07:30:00', '', 0, 'https://news.example.com/?p=19', 0, 'post', '', 0),
-- 20: password-protected
(20, 1, '2024-03-18 15:00:00', '2024-03-18 07:00:00', '<p>Members only</p>', 'Members only', '', 'publish', 'open', 'open', 'secret', 'members-only', '', '', '2024-03-18 15:00:00', '2024-03-18 07:00:00', '', 0, 'https://news.example.com/?p=20', 0, 'post', '', 0),
-- 21: Yoast noindex 1
(21, 1, '2024-03-18 14:30:00', '2024-03-18 06:30:00', '<p>Hidden from search</p>', 'Hidden from search', '', 'publish', 'open', 'open', '', 'hidden-from-search', '', '', '2024-03-18 14:30:00', '2024-03-18 06:30:00', '', 0, 'https://news.example.com/?p=21', 0, 'post', '', 0),
-- 22: a page (not a news type), in category 6 (excluded for pages)
(22, 1, '2024-03-18 19:30:00', '2024-03-18 11:30:00', '<p>About us</p>', 'About us', '', 'publish', 'open', 'open', '', 'about-us', '', '', '2024-03-18 19:30:00', '2024-03-18 11:30:00', '', 0, 'https://news.example.com/?p=22', 0, 'page', '', 0),
-- 23: draft (post_date_gmt zero)
(23, 1, '2024-03-18 19:15:00', '0000-00-00 00:00:00', '<p>Draft in progress</p>', 'Draft in progress', '', 'draft', 'open', 'open', '', 'post-23', '', '', '2024-03-18 19:15:00', '2024-03-18 11:15:00', '', 0, 'https://news.example.com/?p=23', 0, 'post', '', 0),
-- 24: local time at UTC-12
(24, 1, '2024-03-16 01:00:00', '2024-03-16 13:00:00', '<p>Filed from Baker Island (UTC-12)</p>', 'Filed from Baker Island (UTC-12)', '', 'publish', 'open', 'open', '', 'filed-from-baker-island', '', '', '2024-03-16 01:00:00', '2024-03-16 13:00:00', '', 0, 'https://news.example.com/?p=24', 0, 'post', '', 0),
-- 25: private
(25, 1, '2024-03-18 14:00:00', '2024-03-18 06:00:00', '<p>Private note</p>', 'Private note', '', 'private', 'open', 'open', '', 'private-note', '', '', '2024-03-18 14:00:00', '2024-03-18 06:00:00', '', 0, 'https://news.example.com/?p=25', 0, 'post', '', 0),
-- 26: future
(26, 1, '2024-03-18 21:00:00', '2024-03-18 13:00:00', '<p>Scheduled story</p>', 'Scheduled story', '', 'future', 'open', 'open', '', 'scheduled-story', '', '', '2024-03-18 21:00:00', '2024-03-18 13:00:00', '', 0, 'https://news.example.com/?p=26', 0, 'post', '', 0),
-- 27: canonical elsewhere
(27, 1, '2024-03-18 12:00:00', '2024-03-18 04:00:00', '<p>Syndicated copy</p>', 'Syndicated copy', '', 'publish', 'open', 'open', '', 'syndicated-copy', '', '', '2024-03-18 12:00:00', '2024-03-18 04:00:00', '', 0, 'https://news.example.com/?p=27', 0, 'post', '', 0),
-- 28: autosave 128 dated 1h before NOW
(28, 1, '2024-03-01 20:00:00', '2024-03-01 12:00:00', '<p>Old story with a fresh autosave</p>', 'Old story with a fresh autosave', '', 'publish', 'open', 'open', '', 'old-story', '', '', '2024-03-01 20:00:00', '2024-03-01 12:00:00', '', 0, 'https://news.example.com/?p=28', 0, 'post', '', 0),
-- 29: local time at UTC+14
(29, 1, '2024-03-19 01:45:00', '2024-03-18 11:45:00', '<p>Filed from Kiritimati (UTC+14)</p>', 'Filed from Kiritimati (UTC+14)', '', 'publish', 'open', 'open', '', 'filed-from-kiritimati', '', '', '2024-03-19 01:45:00', '2024-03-18 11:45:00', '', 0, 'https://news.example.com/?p=29', 0, 'post', '', 0),
-- 31: published 1s after NOW
(31, 1, '2024-03-18 20:00:01', '2024-03-18 12:00:01', '<p>One second after the clock</p>', 'One second after the clock', '', 'publish', 'open', 'open', '', 'one-second-after', '', '', '2024-03-18 20:00:01', '2024-03-18 12:00:01', '', 0, 'https://news.example.com/?p=31', 0, 'post', '', 0),
-- 32: published exactly 48h before NOW
(32, 1, '2024-03-16 20:00:00', '2024-03-16 12:00:00', '<p>Exactly 48 hours old</p>', 'Exactly 48 hours old', '', 'publish', 'open', 'open', '', 'exactly-48-hours', '', '', '2024-03-16 20:00:00', '2024-03-16 12:00:00', '', 0, 'https://news.example.com/?p=32', 0, 'post', '', 0),
-- 33: published exactly at NOW
(33, 1, '2024-03-18 20:00:00', '2024-03-18 12:00:00', '<p>Published at the clock</p>', 'Published at the clock', '', 'publish', 'open', 'open', '', 'published-at-the-clock', '', '', '2024-03-18 20:00:00', '2024-03-18 12:00:00', '', 0, 'https://news.example.com/?p=33', 0, 'post', '', 0),
-- 40: featured image of 10
(40, 1, '2024-03-18 18:55:00', '2024-03-18 10:55:00', '', 'taipei', '', 'inherit', 'open', 'open', '', 'taipei', '', '', '2024-03-18 18:55:00', '2024-03-18 10:55:00', '', 10, 'https://news.example.com/wp-content/uploads/2024/03/taipei.jpg', 0, 'attachment', 'image/jpeg', 0),
-- 110: revision of 10 at its publication
(110, 1, '2024-03-18 19:00:00', '2024-03-18 11:00:00', '<p>台灣新聞：市場 & 股票 <上漲></p>', '台灣新聞：市場 & 股票 <上漲>', '', 'inherit', 'open', 'open', '', '10-revision-v1', '', '', '2024-03-18 19:00:00', '2024-03-18 11:00:00', '', 10, 'https://news.example.com/?p=110', 0, 'revision', '', 0),
-- 113: revision of 13 at its last edit
(113, 1, '2024-03-16 20:01:00', '2024-03-16 12:01:00', '<p>Updated story</p>', 'Updated story', '', 'inherit', 'open', 'open', '', '13-revision-v1', '', '', '2024-03-16 20:01:00', '2024-03-16 12:01:00', '', 13, 'https://news.example.com/?p=113', 0, 'revision', '', 0),
-- 114: revision of 14 at its last edit
(114, 1, '2024-03-16 19:59:00', '2024-03-16 11:59:00', '<p>Updated too long ago</p>', 'Updated too long ago', '', 'inherit', 'open', 'open', '', '14-revision-v1', '', '', '2024-03-16 19:59:00', '2024-03-16 11:59:00', '', 14, 'https://news.example.com/?p=114', 0, 'revision', '', 0),
-- 128: autosave of 28: the post itself was not modified
(128, 1, '2024-03-18 19:00:00', '2024-03-18 11:00:00', '<p>Old story with a fresh autosave</p>', 'Old story with a fresh autosave', '', 'inherit', 'open', 'open', '', '28-autosave-v1', '', '', '2024-03-18 19:00:00', '2024-03-18 11:00:00', '', 28, 'https://news.example.com/?p=128', 0, 'revision', '', 0);

INSERT INTO `wp_postmeta` (`meta_id`, `post_id`, `meta_key`, `meta_value`) VALUES
(1, 10, '_thumbnail_id', '40'),
(2, 10, '_yoast_wpseo_newssitemap-stocktickers', 'TPE:2330, NASDAQ:TSM'),
(3, 18, '_yoast_wpseo_newssitemap-robots-index', '1'),
(4, 19, '_yoast_wpseo_newssitemap-robots-index', '0'),
(5, 21, '_yoast_wpseo_meta-robots-noindex', '1'),
(6, 27, '_yoast_wpseo_canonical', 'https://wire.example.org/syndicated-copy/'),
(7, 40, '_wp_attached_file', '2024/03/taipei.jpg'),
(8, 13, '_edit_last', '1'),
(9, 15, '_edit_last', '1');

INSERT INTO `wp_term_relationships` (`object_id`, `term_taxonomy_id`, `term_order`) VALUES
(10, 101, 0),
(11, 101, 0),
(11, 107, 0),
(12, 101, 0),
(13, 101, 0),
(14, 101, 0),
(15, 101, 0),
(16, 101, 0),
(16, 105, 0),
(17, 106, 0),
(18, 101, 0),
(19, 101, 0),
(20, 101, 0),
(21, 101, 0),
(23, 101, 0),
(24, 101, 0),
(25, 101, 0),
(26, 101, 0),
(27, 101, 0),
(28, 101, 0),
(29, 101, 0),
(31, 101, 0),
(32, 101, 0),
(33, 101, 0),
(22, 106, 0);

-- The counts of the wp_term_taxonomy rows above are the published posts of each term, as WordPress's
-- _update_post_term_count keeps them; internal/memwp's TestNewsTermCounts checks them.
