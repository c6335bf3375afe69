// Package e2e holds wpsitemap's end-to-end tests against a live WordPress: Debian's wordpress
// package, installed into its own MariaDB database by PHP (e2e/wp/wpe2e.php), filled through
// WordPress's own API, and served by real nginx and php-fpm on loopback ports, with the
// stylesheets rendered by headless Chromium.
//
//	e2e/setup.sh                      install the Debian packages (idempotent; CI runs it)
//	go test -count=1 ./e2e/           run the tests (scripts/test.sh runs them with the rest)
//
// The tests:
//
//   - TestLiveWordPress: for four permalink structures, a static front page and a home in a
//     subfolder, with the custom types made known through Yoast's wpseo_titles option or a
//     WPSITEMAP_CONFIG file (and through neither), every URL that `wpsitemap urls --explain`
//     prints equals WordPress's get_permalink, get_term_link, get_author_posts_url or
//     _wp_link_page, post lastmods are WordPress's, and the set listed equals the set that
//     should be listed; then edits made through WordPress show in the served sitemaps within
//     10 seconds. The site has Yoast Video SEO's and News SEO's options, posts that embed
//     YouTube videos as authors do (an Embed block, a URL alone on a line) and articles of
//     the last hours and of three days ago: the video and news rows of `urls --explain` are
//     compared too, with what WordPress embeds (parse_blocks, the autoembed pattern, its
//     oEmbed providers) and what it published or modified in the last 48 hours.
//   - TestNginx, TestApache, TestCaddy: deploy/nginx/wpsitemap.conf, deploy/apache/wpsitemap.conf
//     and deploy/caddy/wpsitemap.caddy in real servers in front of Debian's WordPress (php-fpm,
//     mod_php): sitemaps and stylesheets come from wpsitemap, /sitemap.xml redirects, its 404s
//     become WordPress's theme 404 page, everything else is WordPress, every listed URL opens,
//     and (nginx, Caddy) the headers wpsitemap receives; /video-sitemap.xml lists each post
//     with YouTube videos with the player and thumbnail derived from each video ID, and
//     /news-sitemap.xml the articles of the last 48 hours, newest first, under the
//     publication name; the index lists both. Then each snippet again with its
//     commented-out fallback switched on: with wpsitemap stopped, sitemap requests reach
//     WordPress; a 410 and a 503 from the backend still pass through; and the shipped file,
//     fallback off, answers the web server's own 502 (Apache: 503).
//   - TestNginxNetwork, TestApacheNetwork, TestCaddyNetwork: deploy/nginx/wpsitemap.conf with
//     wpsitemap-network.conf, deploy/apache/wpsitemap.conf with WordPress's network .htaccess
//     rules, and deploy/caddy/wpsitemap.caddy with those rules as a Caddy rewrite, in a real
//     nginx, Apache and Caddy (php-fpm) in front of wpsitemap serving WordPress
//     networks (testdata/multisite-subdir.sql, a subdomain variant, multisite-domainmap.sql):
//     each site's sitemaps by path, by Host and by mapped domain; a subsite's PHP and a 404
//     back to WordPress (a stand-in that names what it got: WordPress multisite is not
//     installed); for nginx, WordPress's own subdirectory rules as the control.
//   - TestReplicas: two wpsitemap processes on one database behind nginx (an upstream group
//     named in $wpsitemap_backend, deploy/nginx/wpsitemap.conf unchanged): the same documents
//     and ETags from both, each answering 304 to the other's ETags; one stopped in the middle
//     of a crawl through nginx, every page still 200, every ETag still 304. Needs nginx only.
//   - TestFleet: three wpsitemap processes of one site sharing a
//     private redis-server, each with a database user of its own on a private MariaDB that
//     writes a binary log (userstat on): only the lease holder's user reads rows; every
//     page has the same bytes and ETag on all three; a write shows on all three within 2 s;
//     Redis killed and started again empty is survived; the holder killed with kill -9, a
//     write shows on the two others within 20 s (docs/fleet.md). TestFleetRedisDown: with
//     Redis down, a write shows on the holder, which keeps its store current; Redis back,
//     the fleet converges. Needs mariadbd and redis-server only.
//   - TestNginx, TestApache, TestCaddy also check people and crawlers through the web server:
//     a browser's navigation is sent (303, Cache-Control: no-store, private) to the view for
//     people, which comes from wpsitemap as HTML; Googlebot, Bingbot, curl and a plain
//     Accept: application/xml get wpsitemap's XML byte for byte. TestNginx/behind-a-cache puts
//     three caching nginx servers in front (nginx's own key; the path alone, ignoring Vary;
//     browsers bypassing the cache), every answer kept ten minutes unless it says otherwise:
//     a browser's visit followed by crawlers' gets the crawlers the XML, from the cache the
//     second time, and the redirect and the view are never answered from it.
//   - TestViewInChromium: Chromium with XSLT off (--disable-features=XSLT) and a person's user
//     agent opens the index and every sitemap it lists (posts, pages, a custom type, terms,
//     authors, multi-part posts, videos, news), with scripts on and off (then read through
//     the DevTools protocol: --dump-dom needs scripts), and shows the view: one row per
//     entry, its link the entry's loc; as a control, ?view=xml shows the raw XML tree.
//     Screenshots go to artifacts/screenshots/view-*.png (and, with
//     WPSITEMAP_DOC_SCREENSHOTS=1, docs/browser-view.md's to docs/img/).
//   - TestStylesheetsInChromium: the index and two sitemaps render as tables in headless
//     Chromium, one row per entry with links equal to the locs; the video sitemap as one row
//     per video (page link, thumbnail <img>, title linking the player, duration cell), the
//     news sitemap as one row per article (link, title, publication date); screenshots go
//     to artifacts/screenshots/ (sitemap_index, post-sitemap, book-sitemap, video-sitemap,
//     news-sitemap .png).
//
// When a tool, the WordPress package or the database is missing the tests skip, except in
// CI (CI=true), where they fail (internal/dbtest.Unavailable). The package has no code of
// its own: everything is in its _test.go files.
package e2e
