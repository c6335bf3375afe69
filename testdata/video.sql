-- wpsitemap video fixture: a small WordPress 6.x database (table prefix wp_) with Yoast SEO and
-- Yoast Video SEO data, written by hand, for the video sitemap's data layer (package video).
--
-- Loaded by scripts/setup-db.sh into the database wpsitemap_video. No CREATE DATABASE or USE.
-- home = siteurl = https://video.example.com, permalinks /%postname%/, uploads at
-- https://video.example.com/wp-content/uploads, gmt_offset 2. wpseo_video lists post and page
-- as the video post types (product is left out).
--
-- Each post is one case (ID: source or fallback or exclusion):
--   10 stored _yoast_wpseo_video_meta, serialized exactly as PHP's serialize() writes it (string
--      lengths in UTF-8 bytes: "Café crème – so geht&#039;s" is s:31), with the overrides
--      -thumbnail, -duration (300 > 0 wins over the stored 213) and -rating 4.5; its content's
--      Vimeo iframe is ignored (stored meta decides alone)
--   11 stored 'none' (Video SEO found no video) while the content has a YouTube URL: no video
--   12 CORRUPT stored meta (s:12 for an 11-byte ID): reported, treated as absent, the content's
--      wp:embed YouTube block is found instead
--   13 block editor YouTube embed; excerpt with HTML -> description; six tags in name order,
--      one with ]]> < >; -not-family-friendly on; title with & and <
--   14 classic [video] with relative mp4 and poster -> absolute content_loc and thumbnail_loc
--   15 block editor video block without poster -> the featured image is the thumbnail
--   16 block editor Vimeo embed without featured image (skipped: no thumbnail) and a YouTube
--      share iframe (listed)
--   17 unlisted Vimeo iframe (h=...) with a featured image -> listed, player keeps the hash
--   18 Dailymotion iframe, title with ]]> & < and no excerpt -> description = title
--   19 _yoast_wpseo_videositemap-disable = on: its YouTube video is skipped
--   20 video attachments (get_attached_media order: menu_order 1 webm without thumbnail,
--      skipped; menu_order 2 mp4 whose own featured image is its thumbnail) and a trashed one
--      (not read); its [video] without src plays the attachment
--   21 <video src="clip.mp4"> (relative path) and a data: URI: skipped, no usable content URL
--   22 stored meta without thumbnail_loc and no featured image: skipped, no thumbnail
--   23 a YouTube URL alone on a line, a 119-character title (cut to 100) and 40 tags (32 listed)
--   24 stored meta with an invalid publication_date (post_date_gmt instead), a duration of
--      99999 (out of range, omitted), a -duration of -5 (not > 0, ignored), an empty stored
--      description (the excerpt instead) and no tag key (the post's tags instead)
--   25 a page with the same YouTube video twice (block embed and iframe: listed once) and a
--      Dailymotion [embed]
--   26 text only: no video
--   27 a video/quicktime attachment whose _wp_attached_file is a full server path, and the
--      post's featured image as thumbnail
-- Exclusions the caller (the lead's provider, through seo) applies before the Finder, each with
-- a YouTube video that must not appear: 30 draft, 31 password-protected, 32 Yoast noindex,
-- 33 a product (not among the video post types).
--
-- Users: 1 "Redaktion & <Team>" (nicename redaktion), 2 "Jörg Müller" (joerg).

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
(1, 'siteurl', 'https://video.example.com', 'yes'),
(2, 'home', 'https://video.example.com', 'yes'),
(3, 'blogname', 'Kaffee TV', 'yes'),
(4, 'blog_public', '1', 'yes'),
(5, 'blog_charset', 'UTF-8', 'yes'),
(6, 'gmt_offset', '2', 'yes'),
(7, 'permalink_structure', '/%postname%/', 'yes'),
(8, 'show_on_front', 'posts', 'yes'),
(9, 'upload_path', '', 'yes'),
(10, 'upload_url_path', '', 'yes'),
(11, 'wpseo', 'a:1:{s:18:"enable_xml_sitemap";b:1;}', 'yes'),
(12, 'wpseo_titles', 'a:3:{s:12:"noindex-post";b:0;s:12:"noindex-page";b:0;s:18:"disable-attachment";b:1;}', 'yes'),
(13, 'wpseo_video', 'a:4:{s:22:"videositemap_posttypes";a:2:{s:4:"post";s:4:"post";s:4:"page";s:4:"page";}s:23:"videositemap_taxonomies";a:0:{}s:19:"video_cloak_sitemap";b:0;s:15:"video_dbversion";i:3;}', 'yes');

-- ---------------------------------------------------------------- users
INSERT INTO `wp_users` (`ID`, `user_login`, `user_pass`, `user_nicename`, `user_email`, `user_url`, `user_registered`, `user_activation_key`, `user_status`, `display_name`) VALUES
(1, 'redaktion', '$P$Bfixturefixturefixturefixture0', 'redaktion', 'redaktion@example.com', '', '2024-01-01 08:00:00', '', 0, 'Redaktion & <Team>'),
(2, 'joerg', '$P$Bfixturefixturefixturefixture0', 'joerg', 'joerg@example.com', '', '2024-01-02 08:00:00', '', 0, 'Jörg Müller');

-- ---------------------------------------------------------------- terms (term_taxonomy_id = term_id + 100)
INSERT INTO `wp_terms` (`term_id`, `name`, `slug`, `term_group`) VALUES
(1, 'Kaffee', 'kaffee', 0), (2, 'Zubereitung', 'zubereitung', 0), (3, 'Äpfel', 'aepfel', 0),
(4, 'barista', 'barista', 0), (5, 'tips & tricks', 'tips-tricks', 0), (6, 'a]]>b <c>', 'a-b-c', 0),
(9, 'Allgemein', 'allgemein', 0),
(11, 'tag-40', 'tag-40', 0), (12, 'tag-39', 'tag-39', 0), (13, 'tag-38', 'tag-38', 0), (14, 'tag-37', 'tag-37', 0),
(15, 'tag-36', 'tag-36', 0), (16, 'tag-35', 'tag-35', 0), (17, 'tag-34', 'tag-34', 0), (18, 'tag-33', 'tag-33', 0),
(19, 'tag-32', 'tag-32', 0), (20, 'tag-31', 'tag-31', 0), (21, 'tag-30', 'tag-30', 0), (22, 'tag-29', 'tag-29', 0),
(23, 'tag-28', 'tag-28', 0), (24, 'tag-27', 'tag-27', 0), (25, 'tag-26', 'tag-26', 0), (26, 'tag-25', 'tag-25', 0),
(27, 'tag-24', 'tag-24', 0), (28, 'tag-23', 'tag-23', 0), (29, 'tag-22', 'tag-22', 0), (30, 'tag-21', 'tag-21', 0),
(31, 'tag-20', 'tag-20', 0), (32, 'tag-19', 'tag-19', 0), (33, 'tag-18', 'tag-18', 0), (34, 'tag-17', 'tag-17', 0),
(35, 'tag-16', 'tag-16', 0), (36, 'tag-15', 'tag-15', 0), (37, 'tag-14', 'tag-14', 0), (38, 'tag-13', 'tag-13', 0),
(39, 'tag-12', 'tag-12', 0), (40, 'tag-11', 'tag-11', 0), (41, 'tag-10', 'tag-10', 0), (42, 'tag-09', 'tag-09', 0),
(43, 'tag-08', 'tag-08', 0), (44, 'tag-07', 'tag-07', 0), (45, 'tag-06', 'tag-06', 0), (46, 'tag-05', 'tag-05', 0),
(47, 'tag-04', 'tag-04', 0), (48, 'tag-03', 'tag-03', 0), (49, 'tag-02', 'tag-02', 0), (50, 'tag-01', 'tag-01', 0);

INSERT INTO `wp_term_taxonomy` (`term_taxonomy_id`, `term_id`, `taxonomy`, `description`, `parent`, `count`) VALUES
(101, 1, 'post_tag', '', 0, 2), (102, 2, 'post_tag', '', 0, 1), (103, 3, 'post_tag', '', 0, 1),
(104, 4, 'post_tag', '', 0, 1), (105, 5, 'post_tag', '', 0, 1), (106, 6, 'post_tag', '', 0, 1),
(109, 9, 'category', '', 0, 20);
INSERT INTO `wp_term_taxonomy` (`term_taxonomy_id`, `term_id`, `taxonomy`, `description`, `parent`, `count`) VALUES
(111, 11, 'post_tag', '', 0, 1), (112, 12, 'post_tag', '', 0, 1), (113, 13, 'post_tag', '', 0, 1), (114, 14, 'post_tag', '', 0, 1),
(115, 15, 'post_tag', '', 0, 1), (116, 16, 'post_tag', '', 0, 1), (117, 17, 'post_tag', '', 0, 1), (118, 18, 'post_tag', '', 0, 1),
(119, 19, 'post_tag', '', 0, 1), (120, 20, 'post_tag', '', 0, 1), (121, 21, 'post_tag', '', 0, 1), (122, 22, 'post_tag', '', 0, 1),
(123, 23, 'post_tag', '', 0, 1), (124, 24, 'post_tag', '', 0, 1), (125, 25, 'post_tag', '', 0, 1), (126, 26, 'post_tag', '', 0, 1),
(127, 27, 'post_tag', '', 0, 1), (128, 28, 'post_tag', '', 0, 1), (129, 29, 'post_tag', '', 0, 1), (130, 30, 'post_tag', '', 0, 1),
(131, 31, 'post_tag', '', 0, 1), (132, 32, 'post_tag', '', 0, 1), (133, 33, 'post_tag', '', 0, 1), (134, 34, 'post_tag', '', 0, 1),
(135, 35, 'post_tag', '', 0, 1), (136, 36, 'post_tag', '', 0, 1), (137, 37, 'post_tag', '', 0, 1), (138, 38, 'post_tag', '', 0, 1),
(139, 39, 'post_tag', '', 0, 1), (140, 40, 'post_tag', '', 0, 1), (141, 41, 'post_tag', '', 0, 1), (142, 42, 'post_tag', '', 0, 1),
(143, 43, 'post_tag', '', 0, 1), (144, 44, 'post_tag', '', 0, 1), (145, 45, 'post_tag', '', 0, 1), (146, 46, 'post_tag', '', 0, 1),
(147, 47, 'post_tag', '', 0, 1), (148, 48, 'post_tag', '', 0, 1), (149, 49, 'post_tag', '', 0, 1), (150, 50, 'post_tag', '', 0, 1);

INSERT INTO `wp_term_relationships` (`object_id`, `term_taxonomy_id`, `term_order`) VALUES
-- 13: six tags, stored out of name order; and a category, which is not a tag
(13, 102, 0), (13, 101, 0), (13, 106, 0), (13, 105, 0), (13, 104, 0), (13, 103, 0), (13, 109, 0),
-- 24: its tags replace the stored meta's missing tag key
(24, 101, 0);
-- 23: forty tags
INSERT INTO `wp_term_relationships` (`object_id`, `term_taxonomy_id`, `term_order`) VALUES
(23, 111, 0), (23, 112, 0), (23, 113, 0), (23, 114, 0),
(23, 115, 0), (23, 116, 0), (23, 117, 0), (23, 118, 0),
(23, 119, 0), (23, 120, 0), (23, 121, 0), (23, 122, 0),
(23, 123, 0), (23, 124, 0), (23, 125, 0), (23, 126, 0),
(23, 127, 0), (23, 128, 0), (23, 129, 0), (23, 130, 0),
(23, 131, 0), (23, 132, 0), (23, 133, 0), (23, 134, 0),
(23, 135, 0), (23, 136, 0), (23, 137, 0), (23, 138, 0),
(23, 139, 0), (23, 140, 0), (23, 141, 0), (23, 142, 0),
(23, 143, 0), (23, 144, 0), (23, 145, 0), (23, 146, 0),
(23, 147, 0), (23, 148, 0), (23, 149, 0), (23, 150, 0);

-- ---------------------------------------------------------------- posts
INSERT INTO `wp_posts` (`ID`, `post_author`, `post_date`, `post_date_gmt`, `post_content`, `post_title`, `post_excerpt`, `post_status`, `comment_status`, `ping_status`, `post_password`, `post_name`, `to_ping`, `pinged`, `post_modified`, `post_modified_gmt`, `post_content_filtered`, `post_parent`, `guid`, `menu_order`, `post_type`, `post_mime_type`, `comment_count`) VALUES
(10, 1, '2024-05-10 12:00:00', '2024-05-10 10:00:00', '<p>Unser Klassiker.</p>\n<iframe src="https://player.vimeo.com/video/11111111" width="640" height="360"></iframe>', 'Café crème', '', 'publish', 'open', 'open', '', 'cafe-creme', '', '', '2024-05-10 12:00:00', '2024-05-10 10:00:00', '', 0, 'https://video.example.com/?p=10', 0, 'post', '', 0),
(11, 1, '2024-05-11 12:00:00', '2024-05-11 10:00:00', 'Gleich geht es los:\n\nhttps://youtu.be/dQw4w9WgXcQ\n', 'Schon analysiert', '', 'publish', 'open', 'open', '', 'schon-analysiert', '', '', '2024-05-11 12:00:00', '2024-05-11 10:00:00', '', 0, 'https://video.example.com/?p=11', 0, 'post', '', 0),
(12, 2, '2024-05-12 12:00:00', '2024-05-12 10:00:00', '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=aqz-KE-bpKQ","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=aqz-KE-bpKQ\n</div></figure>\n<!-- /wp:embed -->', 'Kaputte Metadaten', '', 'publish', 'open', 'open', '', 'kaputte-metadaten', '', '', '2024-05-12 12:00:00', '2024-05-12 10:00:00', '', 0, 'https://video.example.com/?p=12', 0, 'post', '', 0),
(13, 2, '2024-05-13 12:00:00', '2024-05-13 10:00:00', '<!-- wp:paragraph -->\n<p>Vom Strauch in die Tasse.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:embed {"url":"https://www.youtube.com/watch?v=M7lc1UVf-VE","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=M7lc1UVf-VE\n</div><figcaption class="wp-element-caption">Die Ernte</figcaption></figure>\n<!-- /wp:embed -->', 'Bohnen & Röstung <live>', '<p>Ein <strong>Kurzfilm</strong> über Bohnen &amp; Röstung.</p>', 'publish', 'open', 'open', '', 'bohnen-roestung', '', '', '2024-05-13 12:00:00', '2024-05-13 10:00:00', '', 0, 'https://video.example.com/?p=13', 0, 'post', '', 0),
(14, 1, '2024-05-14 12:00:00', '2024-05-14 10:00:00', 'So gelingt das Herz:\n\n[video width="640" height="360" mp4="/wp-content/uploads/2024/05/latte-art.mp4" poster="/wp-content/uploads/2024/05/latte-art.jpg"][/video]\n\nViel Erfolg!', 'Latte Art', '', 'publish', 'open', 'open', '', 'latte-art', '', '', '2024-05-14 12:00:00', '2024-05-14 10:00:00', '', 0, 'https://video.example.com/?p=14', 0, 'post', '', 0),
(15, 1, '2024-05-15 12:00:00', '2024-05-15 10:00:00', '<!-- wp:video {"id":231} -->\n<figure class="wp-block-video"><video controls src="https://video.example.com/wp-content/uploads/2024/05/mahlgrad.mp4"></video></figure>\n<!-- /wp:video -->', 'Der richtige Mahlgrad', '', 'publish', 'open', 'open', '', 'mahlgrad', '', '', '2024-05-15 12:00:00', '2024-05-15 10:00:00', '', 0, 'https://video.example.com/?p=15', 0, 'post', '', 0),
(16, 1, '2024-05-16 12:00:00', '2024-05-16 10:00:00', '<!-- wp:embed {"url":"https://vimeo.com/76979871","type":"video","providerNameSlug":"vimeo","responsive":true} -->\n<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo"><div class="wp-block-embed__wrapper">\nhttps://vimeo.com/76979871\n</div></figure>\n<!-- /wp:embed -->\n\n<!-- wp:html -->\n<iframe width="560" height="315" src="https://www.youtube.com/embed/jNQXAC9IVRw?si=Xb1dTZ6bVq1fYh5Q" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>\n<!-- /wp:html -->', 'Zwei Videos, eins ohne Bild', '', 'publish', 'open', 'open', '', 'zwei-videos', '', '', '2024-05-16 12:00:00', '2024-05-16 10:00:00', '', 0, 'https://video.example.com/?p=16', 0, 'post', '', 0),
(17, 2, '2024-05-17 12:00:00', '2024-05-17 10:00:00', '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;title=0&amp;byline=0" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>', 'Vimeo mit Beitragsbild', '', 'publish', 'open', 'open', '', 'vimeo-beitragsbild', '', '', '2024-05-17 12:00:00', '2024-05-17 10:00:00', '', 0, 'https://video.example.com/?p=17', 0, 'post', '', 0),
(18, 2, '2024-05-18 12:00:00', '2024-05-18 10:00:00', '<div style="position:relative;padding-bottom:56.25%;height:0;overflow:hidden;"> <iframe style="width:100%;height:100%;position:absolute;left:0px;top:0px;overflow:hidden" frameborder="0" type="text/html" src="https://www.dailymotion.com/embed/video/x8j2k3l?autoplay=1" width="100%" height="100%" allowfullscreen title="Dailymotion Video Player" allow="autoplay"> </iframe> </div>', 'Der Trick mit ]]> & <CDATA>', '', 'publish', 'open', 'open', '', 'cdata-trick', '', '', '2024-05-18 12:00:00', '2024-05-18 10:00:00', '', 0, 'https://video.example.com/?p=18', 0, 'post', '', 0),
(19, 1, '2024-05-19 12:00:00', '2024-05-19 10:00:00', 'https://www.youtube.com/watch?v=9bZkp7q19f0', 'Abgeschaltet', '', 'publish', 'open', 'open', '', 'abgeschaltet', '', '', '2024-05-19 12:00:00', '2024-05-19 10:00:00', '', 0, 'https://video.example.com/?p=19', 0, 'post', '', 0),
(20, 1, '2024-05-20 12:00:00', '2024-05-20 10:00:00', 'Das ganze Interview:\n\n[video]', 'Interview', '', 'publish', 'open', 'open', '', 'interview', '', '', '2024-05-20 12:00:00', '2024-05-20 10:00:00', '', 0, 'https://video.example.com/?p=20', 0, 'post', '', 0),
(21, 1, '2024-05-21 12:00:00', '2024-05-21 10:00:00', '<video src="clip.mp4" controls></video>\n<video src="data:video/mp4;base64,AAAAHGZ0eXA=" controls></video>', 'Relative Pfade', '', 'publish', 'open', 'open', '', 'relative-pfade', '', '', '2024-05-21 12:00:00', '2024-05-21 10:00:00', '', 0, 'https://video.example.com/?p=21', 0, 'post', '', 0),
(22, 2, '2024-05-22 12:00:00', '2024-05-22 10:00:00', '<p>Nur Metadaten.</p>', 'Ohne Vorschaubild', '', 'publish', 'open', 'open', '', 'ohne-vorschaubild', '', '', '2024-05-22 12:00:00', '2024-05-22 10:00:00', '', 0, 'https://video.example.com/?p=22', 0, 'post', '', 0),
(23, 2, '2024-05-23 12:00:00', '2024-05-23 10:00:00', 'Der lange Weg der Bohne\n\nhttps://www.youtube.com/watch?v=kJQP7kiw5Fk\n', 'Ein sehr langer Titel über Kaffee, Röstgrade, Mühlen, Wasserhärte und alles, was man sonst noch wissen möchte, wirklich', '', 'publish', 'open', 'open', '', 'langer-titel', '', '', '2024-05-23 12:00:00', '2024-05-23 10:00:00', '', 0, 'https://video.example.com/?p=23', 0, 'post', '', 0),
(24, 1, '2024-05-24 12:00:00', '2024-05-24 10:00:00', '<p>Metadaten mit Lücken.</p>', 'Lückenhafte Metadaten', 'Kurz erklärt.', 'publish', 'open', 'open', '', 'lueckenhaft', '', '', '2024-05-24 12:00:00', '2024-05-24 10:00:00', '', 0, 'https://video.example.com/?p=24', 0, 'post', '', 0),
(25, 1, '2024-05-25 12:00:00', '2024-05-25 10:00:00', '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=M7lc1UVf-VE","type":"video","providerNameSlug":"youtube"} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=M7lc1UVf-VE\n</div></figure>\n<!-- /wp:embed -->\n\n<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0"></iframe>\n\n[embed]https://dai.ly/x7tgad0[/embed]', 'Videoseite', '', 'publish', 'closed', 'closed', '', 'videoseite', '', '', '2024-05-25 12:00:00', '2024-05-25 10:00:00', '', 0, 'https://video.example.com/?page_id=25', 0, 'page', '', 0),
(26, 2, '2024-05-26 12:00:00', '2024-05-26 10:00:00', '<p>Heute nur Text, kein Video.</p>', 'Nur Text', '', 'publish', 'open', 'open', '', 'nur-text', '', '', '2024-05-26 12:00:00', '2024-05-26 10:00:00', '', 0, 'https://video.example.com/?p=26', 0, 'post', '', 0),
(27, 2, '2024-05-27 12:00:00', '2024-05-27 10:00:00', '<p>Aus dem Archiv.</p>', 'Archivaufnahme', '', 'publish', 'open', 'open', '', 'archivaufnahme', '', '', '2024-05-27 12:00:00', '2024-05-27 10:00:00', '', 0, 'https://video.example.com/?p=27', 0, 'post', '', 0),
(30, 1, '2024-05-30 12:00:00', '0000-00-00 00:00:00', 'https://www.youtube.com/watch?v=ScMzIvxBSi4', 'Entwurf', '', 'draft', 'open', 'open', '', '', '', '', '2024-05-30 12:00:00', '2024-05-30 10:00:00', '', 0, 'https://video.example.com/?p=30', 0, 'post', '', 0),
(31, 1, '2024-05-31 12:00:00', '2024-05-31 10:00:00', 'https://www.youtube.com/watch?v=ScMzIvxBSi4', 'Geschützt', '', 'publish', 'open', 'open', 'geheim', 'geschuetzt', '', '', '2024-05-31 12:00:00', '2024-05-31 10:00:00', '', 0, 'https://video.example.com/?p=31', 0, 'post', '', 0),
(32, 1, '2024-06-01 12:00:00', '2024-06-01 10:00:00', 'https://www.youtube.com/watch?v=ScMzIvxBSi4', 'Nicht indexieren', '', 'publish', 'open', 'open', '', 'noindex', '', '', '2024-06-01 12:00:00', '2024-06-01 10:00:00', '', 0, 'https://video.example.com/?p=32', 0, 'post', '', 0),
(33, 1, '2024-06-02 12:00:00', '2024-06-02 10:00:00', 'https://www.youtube.com/watch?v=ScMzIvxBSi4', 'Ein Produkt', '', 'publish', 'closed', 'closed', '', 'ein-produkt', '', '', '2024-06-02 12:00:00', '2024-06-02 10:00:00', '', 0, 'https://video.example.com/?post_type=product&p=33', 0, 'product', '', 0),
-- attachments
(100, 1, '2024-05-15 11:00:00', '2024-05-15 09:00:00', '', 'featured', '', 'inherit', 'open', 'closed', '', 'featured', '', '', '2024-05-15 11:00:00', '2024-05-15 09:00:00', '', 15, 'https://video.example.com/wp-content/uploads/2024/05/featured.jpg', 0, 'attachment', 'image/jpeg', 0),
(101, 1, '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 'interview', '', 'inherit', 'open', 'closed', '', 'interview-mp4', '', '', '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 20, 'https://video.example.com/wp-content/uploads/2024/05/interview.mp4', 2, 'attachment', 'video/mp4', 0),
(102, 1, '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 'interview-poster', '', 'inherit', 'open', 'closed', '', 'interview-poster', '', '', '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 101, 'https://video.example.com/wp-content/uploads/2024/05/interview-poster.jpg', 0, 'attachment', 'image/jpeg', 0),
(103, 1, '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 'interview-short', '', 'inherit', 'open', 'closed', '', 'interview-short', '', '', '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 20, 'https://video.example.com/wp-content/uploads/2024/05/interview-short.webm', 1, 'attachment', 'video/webm', 0),
(104, 2, '2024-05-17 11:00:00', '2024-05-17 09:00:00', '', 'vimeo-still', '', 'inherit', 'open', 'closed', '', 'vimeo-still', '', '', '2024-05-17 11:00:00', '2024-05-17 09:00:00', '', 17, 'https://video.example.com/wp-content/uploads/2024/05/vimeo-still.jpg', 0, 'attachment', 'image/jpeg', 0),
(105, 1, '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 'deleted', '', 'trash', 'open', 'closed', '', 'deleted', '', '', '2024-05-20 11:00:00', '2024-05-20 09:00:00', '', 20, 'https://video.example.com/wp-content/uploads/2024/05/deleted.mp4', 0, 'attachment', 'video/mp4', 0),
(106, 2, '2023-01-05 11:00:00', '2023-01-05 09:00:00', '', 'old', '', 'inherit', 'open', 'closed', '', 'old', '', '', '2023-01-05 11:00:00', '2023-01-05 09:00:00', '', 27, 'https://video.example.com/wp-content/uploads/2023/01/old.mov', 0, 'attachment', 'video/quicktime', 0);

-- ---------------------------------------------------------------- post meta
INSERT INTO `wp_postmeta` (`meta_id`, `post_id`, `meta_key`, `meta_value`) VALUES
(1, 10, '_yoast_wpseo_video_meta', 'a:13:{s:2:"id";s:11:"dQw4w9WgXcQ";s:4:"type";s:7:"youtube";s:3:"url";s:43:"https://www.youtube.com/watch?v=dQw4w9WgXcQ";s:10:"player_loc";s:46:"https://www.youtube-nocookie.com/v/dQw4w9WgXcQ";s:13:"thumbnail_loc";s:52:"https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg";s:5:"title";s:31:"Café crème – so geht&#039;s";s:11:"description";s:54:"Über Kaffee &amp; Crème: alles, was man wissen muss.";s:16:"publication_date";s:25:"2015-12-15T15:36:03+00:00";s:8:"duration";i:213;s:10:"view_count";s:3:"367";s:3:"tag";a:2:{i:0;s:6:"kaffee";i:1;s:6:"crème";}s:8:"category";s:6:"Küche";s:7:"post_id";i:10;}'),
(2, 10, '_yoast_wpseo_videositemap-duration', '300'),
(3, 10, '_yoast_wpseo_videositemap-rating', '4.5'),
(4, 10, '_yoast_wpseo_videositemap-thumbnail', 'https://video.example.com/wp-content/uploads/2024/05/custom-thumb.jpg'),
(5, 10, '_yoast_wpseo_videositemap-disable', 'off'),
(6, 11, '_yoast_wpseo_video_meta', 'none'),
-- corrupt: s:12 announces 12 bytes, the ID has 11
(7, 12, '_yoast_wpseo_video_meta', 'a:2:{s:4:"type";s:7:"youtube";s:2:"id";s:12:"dQw4w9WgXcQ";}'),
(8, 13, '_yoast_wpseo_videositemap-not-family-friendly', 'on'),
(9, 15, '_thumbnail_id', '100'),
(10, 17, '_thumbnail_id', '104'),
(11, 19, '_yoast_wpseo_videositemap-disable', 'on'),
(12, 101, '_wp_attached_file', '2024/05/interview.mp4'),
(13, 101, '_thumbnail_id', '102'),
(14, 102, '_wp_attached_file', '2024/05/interview-poster.jpg'),
(15, 103, '_wp_attached_file', '2024/05/interview-short.webm'),
(16, 100, '_wp_attached_file', '2024/05/featured.jpg'),
(17, 104, '_wp_attached_file', '2024/05/vimeo-still.jpg'),
(18, 105, '_wp_attached_file', '2024/05/deleted.mp4'),
(19, 106, '_wp_attached_file', '/var/www/html/wp-content/uploads/2023/01/old.mov'),
(20, 22, '_yoast_wpseo_video_meta', 'a:3:{s:4:"type";s:5:"vimeo";s:2:"id";s:8:"76979871";s:10:"player_loc";s:39:"https://player.vimeo.com/video/76979871";}'),
(21, 24, '_yoast_wpseo_video_meta', 'a:7:{s:4:"type";s:11:"dailymotion";s:2:"id";s:7:"x8j2k3l";s:10:"player_loc";s:47:"https://www.dailymotion.com/embed/video/x8j2k3l";s:13:"thumbnail_loc";s:51:"https://www.dailymotion.com/thumbnail/video/x8j2k3l";s:16:"publication_date";s:7:"gestern";s:8:"duration";s:5:"99999";s:11:"description";s:0:"";}'),
(22, 24, '_yoast_wpseo_videositemap-duration', '-5'),
(23, 27, '_thumbnail_id', '100'),
(24, 32, '_yoast_wpseo_meta-robots-noindex', '1'),
-- a second -rating row: the first (by meta_id) wins, as in WPSEO_Meta::get_value
(25, 10, '_yoast_wpseo_videositemap-rating', '1');
