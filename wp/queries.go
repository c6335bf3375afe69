package wp

// queries holds the SQL text with the table prefix baked in at start-up.
//
// Index hints matter here. Left alone, MariaDB reads a post type's rows
// through type_status_date and sorts them all to return the next batch by
// ID, so scanning a type costs O(n²); walking the primary key from the
// keyset bound stops after the batch. Likewise meta lookups by post ID must
// use the post_id index, not the (prefix) meta_key index. And the search
// for <!--nextpage--> is binary: a LIKE '%...%' under WordPress's
// utf8mb4_unicode_520_ci collation costs a hundred times more, and
// WordPress's own test (strpos) is case-sensitive anyway.
type queries struct {
	postsPage, attachmentsPage string
	postsPageSparse            string
	hiddenPage, allPage        string
	postMeta, postMetaRange    string
	postRefs                   string
	contents                   string
	postCategories             string
	allTerms                   string
	nicenames                  string
	version                    string
	probe                      string
}

const postColumns = `p.ID, p.post_type, p.post_status, p.post_name, p.post_parent, p.post_date, p.post_author,
	p.post_date_gmt, p.post_modified_gmt, p.post_password <> '', p.post_title`

func buildQueries(prefix string) queries {
	e := func(q string) string { return expand(prefix, q) }
	return queries{
		// Listed candidates of one post type, by ID, keyset-paged, with the
		// size of their content and whether it holds parts; the content
		// itself is read by ID (contents), within the content budget.
		postsPage: e(`SELECT ` + postColumns + `,
			LENGTH(p.post_content), LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0
			FROM {posts} p FORCE INDEX (PRIMARY)
			WHERE p.post_type = ? AND p.post_status = 'publish'
			  AND p.post_date <> '0000-00-00 00:00:00' AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		// The same for a type with few rows among many: through the
		// type_status_date index, sorting the few rows, instead of walking
		// the whole primary key to find them.
		postsPageSparse: e(`SELECT ` + postColumns + `,
			LENGTH(p.post_content), LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0
			FROM {posts} p FORCE INDEX (type_status_date)
			WHERE p.post_type = ? AND p.post_status = 'publish'
			  AND p.post_date <> '0000-00-00 00:00:00' AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		// Attachments are listed through their parent's status (Yoast's join).
		attachmentsPage: e(`SELECT ` + postColumns + `,
			LENGTH(p.post_content), LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0
			FROM {posts} p FORCE INDEX (PRIMARY) JOIN {posts} p2 ON p2.ID = p.post_parent
			WHERE p.post_type = ? AND p2.post_status = 'publish' AND p2.post_password = ''
			  AND p.post_date <> '0000-00-00 00:00:00' AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		hiddenPage: e(`SELECT ` + postColumns + `, 0, FALSE
			FROM {posts} p FORCE INDEX (PRIMARY)
			WHERE p.post_type = ? AND NOT (p.post_status = 'publish' AND p.post_date <> '0000-00-00 00:00:00') AND p.post_status NOT IN ('auto-draft', 'inherit', 'trash')
			  AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		allPage: e(`SELECT ` + postColumns + `, 0, FALSE
			FROM {posts} p FORCE INDEX (PRIMARY)
			WHERE p.post_type = ? AND p.post_status NOT IN ('auto-draft', 'trash')
			  AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		postMeta: e(`SELECT post_id, meta_key, meta_value FROM {postmeta} FORCE INDEX (post_id)
			WHERE post_id IN (?) AND meta_key IN (?) ORDER BY meta_id`),
		postMetaRange: e(`SELECT post_id, meta_key, meta_value FROM {postmeta} FORCE INDEX (post_id)
			WHERE post_id > ? AND post_id < ? AND meta_key IN ('_yoast_wpseo_meta-robots-noindex',
			  '_yoast_wpseo_canonical', '_thumbnail_id', '_yoast_wpseo_primary_category') ORDER BY meta_id`),
		contents: e(`SELECT ID, post_content FROM {posts} WHERE ID IN (?) ORDER BY ID`),
		postRefs: e(`SELECT ID, post_type, post_status, post_name, post_parent, post_date, post_author
			FROM {posts} WHERE ID IN (?)`),
		// From the posts to their terms (term_relationships' primary key
		// starts with object_id); left alone, MariaDB starts from the
		// taxonomy and reads every category relationship of the site.
		postCategories: e(`SELECT tr.object_id, tt.term_id FROM {term_relationships} tr FORCE INDEX (PRIMARY)
			STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
			WHERE tt.taxonomy = 'category' AND tr.object_id IN (?)`),
		allTerms: e(`SELECT t.term_id, tt.taxonomy, t.slug, tt.parent, tt.count
			FROM {terms} t JOIN {term_taxonomy} tt ON tt.term_id = t.term_id
			WHERE tt.taxonomy = ? ORDER BY t.term_id`),
		nicenames: e(`SELECT ID, user_nicename FROM {users} WHERE ID IN (?)`),
		// One row of every table the sitemaps read (readiness): it waits
		// while any of them is locked.
		probe: e(`SELECT EXISTS(SELECT 1 FROM {posts}) + EXISTS(SELECT 1 FROM {postmeta}) + EXISTS(SELECT 1 FROM {options})
			+ EXISTS(SELECT 1 FROM {terms}) + EXISTS(SELECT 1 FROM {term_taxonomy}) + EXISTS(SELECT 1 FROM {term_relationships})
			+ EXISTS(SELECT 1 FROM {users}) + EXISTS(SELECT 1 FROM {usermeta})`),
		// The data version: cheap to read at any size. Only primary keys,
		// a covering secondary index and information_schema are read, never
		// the rows of wp_posts (a full scan of a large site's posts costs
		// seconds). Writes in place are seen through the tables'
		// UPDATE_TIME; inserts and deletes also through the keys and counts.
		version: e(`SELECT
			(SELECT COALESCE(MAX(ID), 0) FROM {posts}),
			(SELECT COUNT(*) FROM {posts} FORCE INDEX (type_status_date)),
			(SELECT COALESCE(SUM(CRC32(CONCAT_WS('|', post_type, post_status, post_date, ID))), 0)
			   FROM {posts} FORCE INDEX (type_status_date)),
			(SELECT COALESCE(MAX(meta_id), 0) FROM {postmeta}),
			(SELECT COALESCE(MAX(term_taxonomy_id), 0) + COALESCE(SUM(count), 0) FROM {term_taxonomy}),
			(SELECT COALESCE(MAX(umeta_id), 0) FROM {usermeta}),
			(SELECT COALESCE(MAX(ID), 0) FROM {users}),
			(SELECT MD5(GROUP_CONCAT(option_name, '=', MD5(option_value) ORDER BY option_name)) FROM {options}
			  WHERE option_name IN ('home','siteurl','blog_public','permalink_structure','category_base','tag_base',
			  'show_on_front','page_on_front','page_for_posts','rewrite_rules','wpseo','wpseo_titles',
			  'wpseo_taxonomy_meta','upload_path','upload_url_path','default_category','blogname','WPLANG')),
			(SELECT DATE_FORMAT(MAX(UPDATE_TIME), '%Y-%m-%d %H:%i:%s') FROM information_schema.TABLES
			  WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('{posts}', '{postmeta}', '{terms}',
			  '{term_taxonomy}', '{term_relationships}', '{users}')),
			DATE_FORMAT(NOW(), '%Y-%m-%d %H:%i:%s')`),
	}
}
