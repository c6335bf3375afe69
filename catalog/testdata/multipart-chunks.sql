-- The two published posts of wpc_year_month without <!--nextpage--> of lowest ID (1 and 28)
-- made multi-part: their content with '<!--nextpage--><p>two</p><!--nextpage--><p>three</p>' appended,
-- as literal values memwp can run.
UPDATE wp_posts SET post_content = '<!-- wp:paragraph -->
<p>Welcome to WordPress. This is your first post. Edit or delete it, then start writing!</p>
<!-- /wp:paragraph --><!--nextpage--><p>two</p><!--nextpage--><p>three</p>' WHERE ID = 1;
UPDATE wp_posts SET post_content = '<p>Absolute: <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-a.jpg" alt="absolute" class="size-full"></p>
<p>WP-inserted medium size (upsized by Yoast): <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-a-300x200.jpg" class="alignnone size-medium wp-image-17" width="300" height="200" alt=""></p>
<p>Relative: <img src="/wp-content/uploads/2022/02/photo-b.jpg" alt="relative"></p>
<p>Protocol-relative: <img src="//127.0.0.1:8081/wp-content/uploads/2022/02/photo-c.png" alt="protocol relative"></p>
<p>Relative without slash: <img src="wp-content/uploads/2022/02/photo-c.png" alt="no slash"></p>
<p>External host: <img src="https://images.example.org/remote.jpg" alt="external"></p>
<p>Srcset: <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-c.png" srcset="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-a.jpg 1200w, http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-a-300x200.jpg 300w" sizes="(max-width: 300px) 100vw, 300px" alt="srcset"></p>
<p>Lazy with placeholder: <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-b.jpg" class="lazyload" alt="lazy"></p>
<p>Lazy without src: <img data-src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-c.png" alt="lazy only"></p>
<p>Query string: <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-a.jpg?ver=2&amp;size=large" alt="query"></p>
<p>Space in name: <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/with space.jpg" alt="space"></p>
<p>Uppercase ext: <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/UPPER.JPG" alt="upper"></p>
<p>Duplicate: <img src="http://127.0.0.1:8081/wp-content/uploads/2022/02/photo-a.jpg" alt="absolute again"></p>
<p>Empty src: <img src="" alt="empty"></p><!--nextpage--><p>two</p><!--nextpage--><p>three</p>' WHERE ID = 28;
