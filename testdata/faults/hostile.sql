-- hostile.sql: content that stresses memory, added to a copy of the year-month conformance
-- database (../shared/conformance/year-month/db.sql) by the fault tests (faults/), which load
-- it into their own MariaDB instance. Everything is generated here, with MariaDB's SEQUENCE
-- engine (seq_1_to_N), so no large file is kept in the repository.
--
--   IDs 1001-1008   eight published posts of 10 MiB of text each, with one image
--   ID  1020        one published post with 20,000 distinct <img> (wp-image-N classes
--                   whose attachments do not exist: a 20,000-ID attachment lookup)
--   IDs 2001-2300   300 published posts with 1,000 distinct images each: a page of 150 of
--                   them is a ~20 MB document (the cap is 1,000 images per entry)
SET SESSION group_concat_max_len = 67108864;

INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title,
	post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping,
	pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid,
	menu_order, post_type, post_mime_type, comment_count)
SELECT 1000 + seq, 1, '2024-04-01 10:00:00' + INTERVAL seq HOUR, '2024-04-01 09:00:00' + INTERVAL seq HOUR,
	CONCAT('<p><img src="http://127.0.0.1:8081/wp-content/uploads/2024/04/long-', seq, '.jpg" alt=""></p>\n',
		REPEAT('<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do.</p>\n', 10485760 DIV 72)),
	CONCAT('Long post ', seq), '', 'publish', 'open', 'open', '', CONCAT('long-post-', seq), '', '',
	'2024-04-01 10:00:00' + INTERVAL seq HOUR, '2024-04-01 09:00:00' + INTERVAL seq HOUR, '', 0,
	CONCAT('http://127.0.0.1:8081/?p=', 1000 + seq), 0, 'post', '', 0
FROM seq_1_to_8;

INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title,
	post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping,
	pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid,
	menu_order, post_type, post_mime_type, comment_count)
SELECT 1020, 1, '2024-05-01 10:00:00', '2024-05-01 09:00:00',
	GROUP_CONCAT(CONCAT('<img class="wp-image-', 100000 + seq, '" src="http://127.0.0.1:8081/wp-content/uploads/2024/05/many-',
		seq, '.jpg" alt="">') ORDER BY seq SEPARATOR '\n'),
	'Twenty thousand images', '', 'publish', 'open', 'open', '', 'twenty-thousand-images', '', '',
	'2024-05-01 10:00:00', '2024-05-01 09:00:00', '', 0, 'http://127.0.0.1:8081/?p=1020', 0, 'post', '', 0
FROM seq_1_to_20000;

INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title,
	post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping,
	pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid,
	menu_order, post_type, post_mime_type, comment_count)
SELECT 2000 + p.seq, 1, '2024-06-01 00:00:00' + INTERVAL p.seq MINUTE, '2024-05-31 23:00:00' + INTERVAL p.seq MINUTE,
	GROUP_CONCAT(CONCAT('<img src="http://127.0.0.1:8081/wp-content/uploads/2024/06/gallery-', p.seq, '-', i.seq,
		'.jpg" alt="">') ORDER BY i.seq SEPARATOR '\n'),
	CONCAT('Gallery ', p.seq), '', 'publish', 'open', 'open', '', CONCAT('gallery-', p.seq), '', '',
	'2024-06-01 00:00:00' + INTERVAL p.seq MINUTE, '2024-05-31 23:00:00' + INTERVAL p.seq MINUTE, '', 0,
	CONCAT('http://127.0.0.1:8081/?p=', 2000 + p.seq), 0, 'post', '', 0
FROM seq_1_to_300 p JOIN seq_1_to_1000 i
GROUP BY p.seq;
