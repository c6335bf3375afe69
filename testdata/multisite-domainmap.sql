-- wpsitemap test fixture: the network of multisite-subdir.sql with the legacy WordPress MU
-- Domain Mapping plugin (wp-plugins/wordpress-mu-domain-mapping 0.5.x), written by hand.
--
-- scripts/setup-db.sh loads testdata/multisite-subdir.sql, then this file, into the database
-- wpsitemap_multisite_mapped. The table is the one the plugin's maybe_create_db() creates
-- (its active column is what the plugin's screens call "Primary"); the sitemeta rows are
-- the plugin's network settings as its admin page saves them.
--
--   bonjour.test    blog 2 (example.test/fr-site/), primary: blog 2's home and siteurl are
--                   http://bonjour.test; example.test/fr-site/... is sent there
--   fr-alias.test   blog 2, not primary: sent to bonjour.test
--   news.test       blog 3 (archived), not primary: closed there too (410)
--   gone.test       blog 7, which the network does not have: no site answers there

CREATE TABLE `wp_domain_mapping` (
  `id` bigint(20) NOT NULL AUTO_INCREMENT,
  `blog_id` bigint(20) NOT NULL,
  `domain` varchar(255) NOT NULL,
  `active` tinyint(4) DEFAULT 1,
  PRIMARY KEY (`id`),
  KEY `blog_id` (`blog_id`,`domain`,`active`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

INSERT INTO `wp_domain_mapping` (`id`, `blog_id`, `domain`, `active`) VALUES
(1, 2, 'fr-alias.test', 0),
(2, 2, 'bonjour.test', 1),
(3, 3, 'news.test', 0),
(4, 7, 'gone.test', 1);

INSERT INTO `wp_sitemeta` (`meta_id`, `site_id`, `meta_key`, `meta_value`) VALUES
(5, 1, 'dm_redirect_admin', '1'),
(6, 1, 'dm_301_redirect', '1'),
(7, 1, 'dm_user_settings', '1'),
(8, 1, 'dm_remote_login', '1'),
(9, 1, 'dm_no_primary_domain', '0');
