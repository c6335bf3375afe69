-- polylang-directory.sql: applied by scripts/setup-db.sh on top of
-- testdata/conformance/year-month/db.sql to make the database wpsitemap_polylang, the
-- year-month site with Polylang 3.4 active in directory mode (yoast-behavior.md §15),
-- written by hand to Polylang's schema:
--
--   * option polylang: force_lang 1 (directory), hide_default 1, rewrite 1,
--     redirect_lang 0, default_lang en, no custom post type or taxonomy translated;
--     active_plugins lists polylang/polylang.php.
--   * taxonomy language: en (term 19), fr (20), de (21), slug = URL slug, description =
--     serialized locale, rtl, flag; taxonomy term_language: pll_en (22), pll_fr (23),
--     pll_de (24).
--   * every post and page of the site is English (related to term_taxonomy 19), but for
--     the new ones: post 101 bonjour-le-monde (fr, category actualites), post 102
--     hallo-welt (de, tag berlin), page 103 a-propos (fr) and its child 104 equipe (fr),
--     page 106 accueil (fr, the French translation of the front page, page 4), and post
--     105 sans-langue, which has no language (left out of every sitemap).
--   * categories and tags 1..12 are English (related to term_taxonomy 22 by term ID);
--     category 25 actualites is French, tag 26 berlin German; tag 13 fish-chips has no
--     language (left out). The genre taxonomy and the book and note types are not
--     translated: their URLs stay as they are.
--   * translation groups: post_translations 28 (en 1, fr 101) and 29 (en 4, fr 106),
--     term_translations 30 (en 2, fr 25), each member related to its group; group 31 is
--     an orphan (count 0, no member) whose description names post 105: a reader that
--     scanned descriptions would give 105 a language.
--
-- catalog/polylang_test.go reads it with hide_default on, and off through an UPDATE of the
-- option (the same value with i:0); internal/memwp.TestSameAsMariaDB compares both stores on it.

SET NAMES utf8mb4;

UPDATE `wp_options` SET `option_value` = 'a:2:{i:0;s:21:"polylang/polylang.php";i:1;s:24:"wordpress-seo/wp-seo.php";}' WHERE `option_name` = 'active_plugins';
INSERT INTO `wp_options` VALUES (351,'polylang','a:15:{s:7:"browser";i:0;s:7:"rewrite";i:1;s:12:"hide_default";i:1;s:10:"force_lang";i:1;s:13:"redirect_lang";i:0;s:13:"media_support";i:0;s:9:"uninstall";i:0;s:4:"sync";a:0:{}s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}s:7:"domains";a:0:{}s:7:"version";s:5:"3.4.6";s:16:"first_activation";i:1700000000;s:12:"default_lang";s:2:"en";s:9:"nav_menus";a:0:{}}','yes');

INSERT INTO `wp_posts` VALUES
  (101,2,'2023-01-05 10:00:00','2023-01-05 09:00:00','<p>Bienvenue.</p>','Bonjour le monde','','publish','open','open','','bonjour-le-monde','','','2023-01-05 10:00:00','2023-01-05 09:00:00','',0,'http://127.0.0.1:8081/?p=101',0,'post','',0),
  (102,2,'2023-02-06 10:00:00','2023-02-06 09:00:00','<p>Willkommen.</p>','Hallo Welt','','publish','open','open','','hallo-welt','','','2023-02-06 10:00:00','2023-02-06 09:00:00','',0,'http://127.0.0.1:8081/?p=102',0,'post','',0),
  (103,2,'2022-02-01 09:00:00','2022-02-01 08:00:00','','À propos','','publish','open','open','','a-propos','','','2022-02-01 09:00:00','2022-02-01 08:00:00','',0,'http://127.0.0.1:8081/?p=103',0,'page','',0),
  (104,2,'2022-02-02 09:00:00','2022-02-02 08:00:00','','Équipe','','publish','open','open','','equipe','','','2022-02-02 09:00:00','2022-02-02 08:00:00','',103,'http://127.0.0.1:8081/?p=104',0,'page','',0),
  (105,2,'2023-03-07 10:00:00','2023-03-07 09:00:00','<p>Aucune langue.</p>','Sans langue','','publish','open','open','','sans-langue','','','2023-03-07 10:00:00','2023-03-07 09:00:00','',0,'http://127.0.0.1:8081/?p=105',0,'post','',0),
  (106,2,'2022-02-03 09:00:00','2022-02-03 08:00:00','','Accueil','','publish','open','open','','accueil','','','2022-02-03 09:00:00','2022-02-03 08:00:00','',0,'http://127.0.0.1:8081/?p=106',0,'page','',0);

INSERT INTO `wp_terms` VALUES
  (19,'English','en',0),(20,'Français','fr',0),(21,'Deutsch','de',0),
  (22,'English','pll_en',0),(23,'Français','pll_fr',0),(24,'Deutsch','pll_de',0),
  (25,'Actualités','actualites',0),(26,'Berlin','berlin',0),
  (28,'pll_65a1b2c3d4e5f','pll_65a1b2c3d4e5f',0),(29,'pll_65a1b2c3d4e60','pll_65a1b2c3d4e60',0),
  (30,'pll_65a1b2c3d4e61','pll_65a1b2c3d4e61',0),(31,'pll_65a1b2c3d4e62','pll_65a1b2c3d4e62',0);

INSERT INTO `wp_term_taxonomy` VALUES
  (19,19,'language','a:3:{s:6:"locale";s:5:"en_US";s:3:"rtl";i:0;s:9:"flag_code";s:2:"us";}',0,59),
  (20,20,'language','a:3:{s:6:"locale";s:5:"fr_FR";s:3:"rtl";i:0;s:9:"flag_code";s:2:"fr";}',0,4),
  (21,21,'language','a:3:{s:6:"locale";s:5:"de_DE";s:3:"rtl";i:0;s:9:"flag_code";s:2:"de";}',0,1),
  (22,22,'term_language','',0,12),(23,23,'term_language','',0,1),(24,24,'term_language','',0,1),
  (25,25,'category','',0,1),(26,26,'post_tag','',0,1),
  (28,28,'post_translations','a:2:{s:2:"en";i:1;s:2:"fr";i:101;}',0,2),
  (29,29,'post_translations','a:2:{s:2:"en";i:4;s:2:"fr";i:106;}',0,2),
  (30,30,'term_translations','a:2:{s:2:"en";i:2;s:2:"fr";i:25;}',0,2),
  (31,31,'post_translations','a:1:{s:2:"fr";i:105;}',0,0);

-- Languages of posts and pages.
INSERT INTO `wp_term_relationships` VALUES
  (1,19,0),(2,19,0),(3,19,0),(4,19,0),(5,19,0),(6,19,0),(7,19,0),(8,19,0),(9,19,0),(10,19,0),(11,19,0),(12,19,0),(13,19,0),(14,19,0),(15,19,0),(16,19,0),(28,19,0),(29,19,0),(30,19,0),(31,19,0),(34,19,0),(35,19,0),(36,19,0),(37,19,0),(38,19,0),(39,19,0),(40,19,0),(41,19,0),(42,19,0),(43,19,0),(44,19,0),(45,19,0),(46,19,0),(47,19,0),(48,19,0),(49,19,0),(50,19,0),(51,19,0),(52,19,0),(53,19,0),(54,19,0),(55,19,0),(56,19,0),(57,19,0),(58,19,0),(59,19,0),(60,19,0),(61,19,0),(62,19,0),(63,19,0),(64,19,0),(65,19,0),(66,19,0),(67,19,0),(68,19,0),(69,19,0),(70,19,0),(71,19,0),(72,19,0),
  (101,20,0),(102,21,0),(103,20,0),(104,20,0),(106,20,0);
-- Languages of terms (object_id is the term ID).
INSERT INTO `wp_term_relationships` VALUES
  (1,22,0),(2,22,0),(3,22,0),(4,22,0),(5,22,0),(6,22,0),(7,22,0),(8,22,0),(9,22,0),(10,22,0),(11,22,0),(12,22,0),
  (25,23,0),(26,24,0);
-- Categories and tags of the new posts.
INSERT INTO `wp_term_relationships` VALUES (101,25,0),(102,26,0),(105,1,0);
-- Translation groups.
INSERT INTO `wp_term_relationships` VALUES (1,28,0),(101,28,0),(4,29,0),(106,29,0),(2,30,0),(25,30,0);
