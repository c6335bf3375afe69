-- wpml.sql: applied by scripts/setup-db.sh on top of testdata/conformance/year-month/db.sql to
-- make the database wpsitemap_wpml, the year-month site with WPML active (yoast-behavior.md §15,
-- "WPML"), written by hand to WPML's schema (the tables icl_translations and icl_languages as
-- WPML 4.6 creates them, the option icl_sitepress_settings):
--
--   * icl_sitepress_settings: language_negotiation_type 1 (directories), default_language en,
--     urls.directory_for_default_language 0, language_domains fr -> fr.example.test and
--     de -> de.example.test:8081 (for the domain mode tests), hidden_languages [es], the book
--     and note types and the genre taxonomy not translated (sync option 0); active_plugins
--     lists sitepress-multilingual-cms/sitepress.php.
--   * icl_languages: en (tag en-US), fr (tag fr-FR), de (no tag, default_locale de_DE), es
--     (es-ES, active but hidden), it (inactive).
--   * icl_translations: every post and page of year-month is English, each in its own trid
--     (trid = its ID); categories 1..9 and tags 10..13 are English (element_id is the
--     term_taxonomy_id, trid 1000 + it). New:
--       post 101 bonjour-le-monde (fr) and 102 hallo-welt (de), translations of post 1, and post
--       107 hola-mundo (es, a hidden language): trid 1 = en 1, fr 101, de 102, es 107;
--       page 103 a-propos (fr) of page 6 about, 104 equipe (fr, child of 103) of page 7 team;
--       page 106 accueil (fr) of the front page 4: WPML links it at /fr/;
--       post 108 brouillon (fr, a draft) of post 28; post 109 indexe (fr) of post 43; post 110
--       cache-par-yoast (fr) of post 42, which Yoast's noindex leaves out;
--       post 105 sans-langue has no row: WPML lists it, in the default language's form;
--       a row of trid 29 whose element_id is NULL (a translation not made yet) names no post;
--       category 25 actualites (term_taxonomy_id 40, fr) of category 2 news (trid 1002); tag 26
--       berlin (term_taxonomy_id 41, de) alone in its trid. term_taxonomy_id differs from
--       term_id on purpose: WPML's element_id of a term is its term_taxonomy_id.
--
-- catalog/wpml_test.go reads it in each negotiation type; internal/memwp.TestSameAsMariaDB
-- compares both stores on it.

SET NAMES utf8mb4;

UPDATE `wp_options` SET `option_value` = 'a:2:{i:0;s:40:"sitepress-multilingual-cms/sitepress.php";i:1;s:24:"wordpress-seo/wp-seo.php";}' WHERE `option_name` = 'active_plugins';
INSERT INTO `wp_options` VALUES (351,'icl_sitepress_settings','a:8:{s:16:"default_language";s:2:"en";s:25:"language_negotiation_type";i:1;s:4:"urls";a:3:{s:30:"directory_for_default_language";i:0;s:12:"show_on_root";s:0:"";s:9:"root_page";i:0;}s:16:"language_domains";a:2:{s:2:"fr";s:15:"fr.example.test";s:2:"de";s:20:"de.example.test:8081";}s:16:"hidden_languages";a:1:{i:0;s:2:"es";}s:24:"custom_posts_sync_option";a:2:{s:4:"book";i:0;s:4:"note";i:0;}s:22:"taxonomies_sync_option";a:1:{s:5:"genre";i:0;}s:14:"setup_complete";i:1;}','yes');

DROP TABLE IF EXISTS `wp_icl_translations`;
CREATE TABLE `wp_icl_translations` (
  `translation_id` bigint(20) NOT NULL AUTO_INCREMENT,
  `element_type` varchar(60) NOT NULL DEFAULT 'post_post',
  `element_id` bigint(20) DEFAULT NULL,
  `trid` bigint(20) NOT NULL,
  `language_code` varchar(7) NOT NULL,
  `source_language_code` varchar(7) DEFAULT NULL,
  PRIMARY KEY (`translation_id`),
  UNIQUE KEY `trid_lang` (`trid`,`language_code`),
  UNIQUE KEY `el_type_id` (`element_type`,`element_id`),
  KEY `trid` (`trid`),
  KEY `id_type_language` (`element_id`,`element_type`,`language_code`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

DROP TABLE IF EXISTS `wp_icl_languages`;
CREATE TABLE `wp_icl_languages` (
  `id` int(11) NOT NULL AUTO_INCREMENT,
  `code` varchar(7) NOT NULL,
  `english_name` varchar(128) NOT NULL,
  `major` tinyint(4) NOT NULL DEFAULT 0,
  `active` tinyint(4) NOT NULL,
  `default_locale` varchar(35) DEFAULT NULL,
  `tag` varchar(35) DEFAULT NULL,
  `encode_url` tinyint(1) NOT NULL DEFAULT 0,
  `country` varchar(10) DEFAULT NULL,
  PRIMARY KEY (`id`),
  UNIQUE KEY `code` (`code`),
  UNIQUE KEY `english_name` (`english_name`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

INSERT INTO `wp_icl_languages` VALUES
  (1,'en','English',1,1,'en_US','en-US',0,NULL),(2,'fr','French',1,1,'fr_FR','fr-FR',0,NULL),
  (3,'de','German',1,1,'de_DE','',0,NULL),(4,'es','Spanish',1,1,'es_ES','es-ES',0,NULL),
  (5,'it','Italian',1,0,'it_IT','it-IT',0,NULL);

INSERT INTO `wp_posts` VALUES
  (101,2,'2023-01-05 10:00:00','2023-01-05 09:00:00','<p>Bienvenue.</p>','Bonjour le monde','','publish','open','open','','bonjour-le-monde','','','2023-01-05 10:00:00','2023-01-05 09:00:00','',0,'http://127.0.0.1:8081/?p=101',0,'post','',0),
  (102,2,'2023-02-06 10:00:00','2023-02-06 09:00:00','<p>Willkommen.</p>','Hallo Welt','','publish','open','open','','hallo-welt','','','2023-02-06 10:00:00','2023-02-06 09:00:00','',0,'http://127.0.0.1:8081/?p=102',0,'post','',0),
  (103,2,'2022-02-01 09:00:00','2022-02-01 08:00:00','','À propos','','publish','open','open','','a-propos','','','2022-02-01 09:00:00','2022-02-01 08:00:00','',0,'http://127.0.0.1:8081/?p=103',0,'page','',0),
  (104,2,'2022-02-02 09:00:00','2022-02-02 08:00:00','','Équipe','','publish','open','open','','equipe','','','2022-02-02 09:00:00','2022-02-02 08:00:00','',103,'http://127.0.0.1:8081/?p=104',0,'page','',0),
  (105,2,'2023-03-07 10:00:00','2023-03-07 09:00:00','<p>Aucune ligne de WPML.</p>','Sans langue','','publish','open','open','','sans-langue','','','2023-03-07 10:00:00','2023-03-07 09:00:00','',0,'http://127.0.0.1:8081/?p=105',0,'post','',0),
  (106,2,'2022-02-03 09:00:00','2022-02-03 08:00:00','','Accueil','','publish','open','open','','accueil','','','2022-02-03 09:00:00','2022-02-03 08:00:00','',0,'http://127.0.0.1:8081/?p=106',0,'page','',0),
  (107,2,'2023-03-08 10:00:00','2023-03-08 09:00:00','<p>Idioma oculto.</p>','Hola mundo','','publish','open','open','','hola-mundo','','','2023-03-08 10:00:00','2023-03-08 09:00:00','',0,'http://127.0.0.1:8081/?p=107',0,'post','',0),
  (108,2,'2023-03-09 10:00:00','2023-03-09 09:00:00','','Brouillon','','draft','open','open','','brouillon','','','2023-03-09 10:00:00','2023-03-09 09:00:00','',0,'http://127.0.0.1:8081/?p=108',0,'post','',0),
  (109,2,'2023-03-10 10:00:00','2023-03-10 09:00:00','','Indexé','','publish','open','open','','indexe','','','2023-03-10 10:00:00','2023-03-10 09:00:00','',0,'http://127.0.0.1:8081/?p=109',0,'post','',0),
  (110,2,'2023-03-11 10:00:00','2023-03-11 09:00:00','','Caché par Yoast','','publish','open','open','','cache-par-yoast','','','2023-03-11 10:00:00','2023-03-11 09:00:00','',0,'http://127.0.0.1:8081/?p=110',0,'post','',0);

INSERT INTO `wp_terms` VALUES (25,'Actualités','actualites',0),(26,'Berlin','berlin',0);
INSERT INTO `wp_term_taxonomy` VALUES (40,25,'category','',0,1),(41,26,'post_tag','',0,1);
INSERT INTO `wp_term_relationships` VALUES (101,40,0),(102,41,0),(105,1,0),(107,1,0),(109,1,0),(110,1,0);

INSERT INTO `wp_icl_translations` VALUES
  (1,'post_post',1,1,'en',NULL),
  (2,'post_page',2,2,'en',NULL),
  (3,'post_page',3,3,'en',NULL),
  (4,'post_page',4,4,'en',NULL),
  (5,'post_page',5,5,'en',NULL),
  (6,'post_page',6,6,'en',NULL),
  (7,'post_page',7,7,'en',NULL),
  (8,'post_page',8,8,'en',NULL),
  (9,'post_page',9,9,'en',NULL),
  (10,'post_page',10,10,'en',NULL),
  (11,'post_page',11,11,'en',NULL),
  (12,'post_page',12,12,'en',NULL),
  (13,'post_page',13,13,'en',NULL),
  (14,'post_page',14,14,'en',NULL),
  (15,'post_page',15,15,'en',NULL),
  (16,'post_page',16,16,'en',NULL),
  (17,'post_post',28,28,'en',NULL),
  (18,'post_post',29,29,'en',NULL),
  (19,'post_post',30,30,'en',NULL),
  (20,'post_post',31,31,'en',NULL),
  (21,'post_post',34,34,'en',NULL),
  (22,'post_post',35,35,'en',NULL),
  (23,'post_post',36,36,'en',NULL),
  (24,'post_post',37,37,'en',NULL),
  (25,'post_post',38,38,'en',NULL),
  (26,'post_post',39,39,'en',NULL),
  (27,'post_post',40,40,'en',NULL),
  (28,'post_post',41,41,'en',NULL),
  (29,'post_post',42,42,'en',NULL),
  (30,'post_post',43,43,'en',NULL),
  (31,'post_post',44,44,'en',NULL),
  (32,'post_post',45,45,'en',NULL),
  (33,'post_post',46,46,'en',NULL),
  (34,'post_post',47,47,'en',NULL),
  (35,'post_post',48,48,'en',NULL),
  (36,'post_post',49,49,'en',NULL),
  (37,'post_post',50,50,'en',NULL),
  (38,'post_post',51,51,'en',NULL),
  (39,'post_post',52,52,'en',NULL),
  (40,'post_post',53,53,'en',NULL),
  (41,'post_post',54,54,'en',NULL),
  (42,'post_post',55,55,'en',NULL),
  (43,'post_post',56,56,'en',NULL),
  (44,'post_post',57,57,'en',NULL),
  (45,'post_post',58,58,'en',NULL),
  (46,'post_post',59,59,'en',NULL),
  (47,'post_post',60,60,'en',NULL),
  (48,'post_post',61,61,'en',NULL),
  (49,'post_post',62,62,'en',NULL),
  (50,'post_post',63,63,'en',NULL),
  (51,'post_post',64,64,'en',NULL),
  (52,'post_post',65,65,'en',NULL),
  (53,'post_post',66,66,'en',NULL),
  (54,'post_post',67,67,'en',NULL),
  (55,'post_post',68,68,'en',NULL),
  (56,'post_post',69,69,'en',NULL),
  (57,'post_post',70,70,'en',NULL),
  (58,'post_post',71,71,'en',NULL),
  (59,'post_post',72,72,'en',NULL),
  (60,'post_post',101,1,'fr','en'),
  (61,'post_post',102,1,'de','en'),
  (62,'post_page',103,6,'fr','en'),
  (63,'post_page',104,7,'fr','en'),
  (64,'post_page',106,4,'fr','en'),
  (65,'post_post',107,1,'es','en'),
  (66,'post_post',108,28,'fr','en'),
  (67,'post_post',109,43,'fr','en'),
  (68,'post_post',110,42,'fr','en'),
  (69,'post_post',NULL,29,'fr','en'),
  (70,'tax_category',1,1001,'en',NULL),
  (71,'tax_category',2,1002,'en',NULL),
  (72,'tax_category',3,1003,'en',NULL),
  (73,'tax_category',4,1004,'en',NULL),
  (74,'tax_category',5,1005,'en',NULL),
  (75,'tax_category',6,1006,'en',NULL),
  (76,'tax_category',7,1007,'en',NULL),
  (77,'tax_category',8,1008,'en',NULL),
  (78,'tax_category',9,1009,'en',NULL),
  (79,'tax_post_tag',10,1010,'en',NULL),
  (80,'tax_post_tag',11,1011,'en',NULL),
  (81,'tax_post_tag',12,1012,'en',NULL),
  (82,'tax_post_tag',13,1013,'en',NULL),
  (83,'tax_category',40,1002,'fr','en'),
  (84,'tax_post_tag',41,2041,'de',NULL);
