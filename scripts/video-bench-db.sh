#!/usr/bin/env bash
# video-bench-db.sh: makes video_bench, the database of package video's benchmarks
# (BenchmarkFinder, BenchmarkVideoPage). Not needed by the tests; CI does not run it.
#
#   scripts/video-bench-db.sh [POSTS]     default 2000 posts of type post
#
# cmd/wpgen writes a realistic WordPress database (blog-length posts with images, tags, authors,
# Yoast meta); then a share of the published posts gets video markup the way the editors save
# it: a quarter a block-editor YouTube embed, a quarter a YouTube share iframe and a block-editor
# video block, an eighth a classic [video] shortcode, and the others none. Posts whose ID ends in
# 0 also get Video SEO's stored 'none' meta (so the meta query returns rows, as on a site where
# Video SEO ran). Environment: WPSITEMAP_TEST_DB_HOST/PORT/USER/PASSWORD as scripts/setup-db.sh.
set -euo pipefail

posts=${1:-2000}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
host=${WPSITEMAP_TEST_DB_HOST:-127.0.0.1}
port=${WPSITEMAP_TEST_DB_PORT:-3306}
user=${WPSITEMAP_TEST_DB_USER:-root}
export MYSQL_PWD=${WPSITEMAP_TEST_DB_PASSWORD:-}

(cd "$repo" && go run ./cmd/wpgen -posts "$posts" -workers 1 -load video_bench -db-host "$host" -db-port "$port" -db-user "$user")

mysql --protocol=TCP -h"$host" -P"$port" -u"$user" --default-character-set=utf8mb4 video_bench <<'SQL'
-- an 11-character YouTube-like ID per post
UPDATE wp_posts SET post_content = CONCAT(post_content, '\n\n<!-- wp:embed {"url":"https://www.youtube.com/watch?v=', LPAD(CONV(ID, 10, 36), 11, 'a'), '","type":"video","providerNameSlug":"youtube","responsive":true} -->\n<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=', LPAD(CONV(ID, 10, 36), 11, 'a'), '\n</div></figure>\n<!-- /wp:embed -->')
 WHERE post_type = 'post' AND post_status = 'publish' AND ID % 4 = 0;
UPDATE wp_posts SET post_content = CONCAT(post_content, '\n\n<!-- wp:html -->\n<iframe width="560" height="315" src="https://www.youtube.com/embed/', LPAD(CONV(ID, 10, 36), 11, 'b'), '?si=Xb1dTZ6bVq1fYh5Q" title="YouTube video player" frameborder="0" allowfullscreen></iframe>\n<!-- /wp:html -->\n\n<!-- wp:video -->\n<figure class="wp-block-video"><video controls src="/wp-content/uploads/2024/05/clip-', ID, '.mp4"></video></figure>\n<!-- /wp:video -->')
 WHERE post_type = 'post' AND post_status = 'publish' AND ID % 4 = 1;
UPDATE wp_posts SET post_content = CONCAT(post_content, '\n\n[video width="640" height="360" mp4="/wp-content/uploads/2024/05/classic-', ID, '.mp4" poster="/wp-content/uploads/2024/05/classic-', ID, '.jpg"][/video]')
 WHERE post_type = 'post' AND post_status = 'publish' AND ID % 8 = 2;
INSERT INTO wp_postmeta (post_id, meta_key, meta_value)
 SELECT ID, '_yoast_wpseo_video_meta', 'none' FROM wp_posts WHERE post_type = 'post' AND ID % 10 = 0 AND ID % 4 <> 0;
SQL
echo "video-bench-db: video_bench ready"
