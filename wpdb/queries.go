package wpdb

import (
	"strings"

	"github.com/wpsitemap/wpsitemap/wp"
)

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
	byIDs                      map[string]string // page query -> the same by ID
	postMeta, postMetaRange    string
	postRefs                   string
	contents                   string
	contentPiece               string
	postCategories             string
	postLanguages              string
	termLanguages              string
	postTranslations           string
	allTerms                   string
	nicenames                  string
	maxPostID                  string // the largest ID of wp_posts (scanSpans)

	// change detection (poller.go, checksums.go)
	updateTimes, maxKeys, newPosts, newMeta string
	engines                                 string              // the tracked tables' storage engines
	sums, sumsOf                            [numSumKinds]string // by kind; sumsOf: narrowed to post types
	hashTerms, hashAuthors, hashOptions     string
	hashLanguages                           string
}

var videoMarkersSQL = func() string {
	var b strings.Builder
	b.WriteString("(")
	for i, m := range wp.VideoMarkers {
		if i > 0 {
			b.WriteString(" OR ")
		}
		b.WriteString("LOCATE(BINARY '" + m + "', p.post_content) > 0")
	}
	b.WriteString(")")
	return b.String()
}()

const postColumns = `p.ID, p.post_type, p.post_status, p.post_name, p.post_parent, p.post_date, p.post_author,
	p.post_date_gmt, p.post_modified_gmt, p.post_password <> '', p.post_title`

func buildQueries(prefix, base string) queries {
	e := func(q string) string { return expandSite(prefix, base, q) }
	q := queries{
		// Listed candidates of one post type, by ID, keyset-paged, with the
		// size of their content and whether it holds parts; the content
		// itself is read by ID (contents), within the content budget.
		postsPage: e(`SELECT ` + postColumns + `,
			LENGTH(p.post_content), LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0, (? AND ` + videoMarkersSQL + `)
			FROM {posts} p FORCE INDEX (PRIMARY)
			WHERE p.post_type = ? AND p.post_status = 'publish'
			  AND p.post_date <> '0000-00-00 00:00:00' AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		// The same for a type with few rows among many: through the
		// type_status_date index, sorting the few rows, instead of walking
		// the whole primary key to find them.
		postsPageSparse: e(`SELECT ` + postColumns + `,
			LENGTH(p.post_content), LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0, (? AND ` + videoMarkersSQL + `)
			FROM {posts} p FORCE INDEX (type_status_date)
			WHERE p.post_type = ? AND p.post_status = 'publish'
			  AND p.post_date <> '0000-00-00 00:00:00' AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		// Attachments are listed through their parent's status (Yoast's join).
		attachmentsPage: e(`SELECT ` + postColumns + `,
			LENGTH(p.post_content), LOCATE(BINARY '<!--nextpage-->', p.post_content) > 0, (? AND ` + videoMarkersSQL + `)
			FROM {posts} p FORCE INDEX (PRIMARY) JOIN {posts} p2 ON p2.ID = p.post_parent
			WHERE p.post_type = ? AND p2.post_status = 'publish' AND p2.post_password = ''
			  AND p.post_date <> '0000-00-00 00:00:00' AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		hiddenPage: e(`SELECT ` + postColumns + `, 0, FALSE, ? AND FALSE
			FROM {posts} p FORCE INDEX (PRIMARY)
			WHERE p.post_type = ? AND NOT (p.post_status = 'publish' AND p.post_date <> '0000-00-00 00:00:00') AND p.post_status NOT IN ('auto-draft', 'inherit', 'trash')
			  AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		allPage: e(`SELECT ` + postColumns + `, 0, FALSE, ? AND FALSE
			FROM {posts} p FORCE INDEX (PRIMARY)
			WHERE p.post_type = ? AND p.post_status NOT IN ('auto-draft', 'trash')
			  AND p.ID > ? AND p.ID < ?
			ORDER BY p.ID LIMIT ?`),
		postMeta: e(`SELECT post_id, meta_key, meta_value FROM {postmeta} FORCE INDEX (post_id)
			WHERE post_id IN (?) AND meta_key IN (?) ORDER BY meta_id`),
		postMetaRange: e(`SELECT post_id, meta_key, meta_value FROM {postmeta} FORCE INDEX (post_id)
			WHERE post_id > ? AND post_id < ? AND meta_key IN (?) ORDER BY meta_id`),
		contents:  e(`SELECT ID, post_content FROM {posts} WHERE ID IN (?) ORDER BY ID`),
		maxPostID: e(`SELECT COALESCE(MAX(ID), 0) FROM {posts}`),
		// A piece of one large post's content, in bytes as stored
		// (readInPieces).
		contentPiece: e(`SELECT SUBSTRING(CAST(post_content AS BINARY), ?, ?) FROM {posts} WHERE ID = ?`),
		postRefs: e(`SELECT ID, post_type, post_status, post_name, post_parent, post_date, post_author
			FROM {posts} WHERE ID IN (?)`),
		// From the posts to their terms (term_relationships' primary key
		// starts with object_id); left alone, MariaDB starts from the
		// taxonomy and reads every category relationship of the site.
		postCategories: e(`SELECT tr.object_id, tt.term_id FROM {term_relationships} tr FORCE INDEX (PRIMARY)
			STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
			WHERE tt.taxonomy = 'category' AND tr.object_id IN (?)`),
		// Polylang's language of each post: a term of the taxonomy
		// "language" related to it (its slug is the language's); of each
		// term of a taxonomy: a term "pll_<slug>" of "term_language"
		// related to the term's ID. Lowest term_taxonomy_id first, so
		// that a second language (Polylang never writes one) loses.
		postLanguages: e(`SELECT tr.object_id, t.slug FROM {term_relationships} tr FORCE INDEX (PRIMARY)
			STRAIGHT_JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
			JOIN {terms} t ON t.term_id = tt.term_id
			WHERE tt.taxonomy = 'language' AND tr.object_id IN (?)
			ORDER BY tr.object_id, tr.term_taxonomy_id`),
		termLanguages: e(`SELECT tr.object_id, t.slug FROM {term_taxonomy} lt
			JOIN {term_relationships} tr ON tr.term_taxonomy_id = lt.term_taxonomy_id
			JOIN {terms} t ON t.term_id = lt.term_id
			JOIN {term_taxonomy} ot ON ot.term_id = tr.object_id AND ot.taxonomy = ?
			WHERE lt.taxonomy = 'term_language'
			ORDER BY tr.object_id, tr.term_taxonomy_id`),
		// The translation group a post is related to.
		postTranslations: e(`SELECT tt.description FROM {term_relationships} tr
			JOIN {term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
			WHERE tt.taxonomy = 'post_translations' AND tr.object_id = ?
			ORDER BY tr.term_taxonomy_id LIMIT 1`),
		allTerms: e(`SELECT t.term_id, tt.taxonomy, t.slug, tt.parent, tt.count
			FROM {terms} t JOIN {term_taxonomy} tt ON tt.term_id = t.term_id
			WHERE tt.taxonomy = ? ORDER BY t.term_id`),
		nicenames: e(`SELECT ID, user_nicename FROM {users} WHERE ID IN (?)`),
	}
	q.detection(prefix, base, e)
	// The page queries by ID (wp.PostQuery.IDs): the same rows among a
	// list, through the primary key whatever the type's density.
	q.byIDs = map[string]string{}
	for _, page := range []string{q.postsPage, q.attachmentsPage, q.hiddenPage, q.allPage} {
		q.byIDs[page] = strings.Replace(page, "p.ID > ? AND p.ID < ?", "p.ID IN (?)", 1)
	}
	q.byIDs[q.postsPageSparse] = q.byIDs[q.postsPage]
	return q
}

// detection sets the queries of change detection (changes.go). Tier 1:
// information_schema and the ends of primary keys, constant cost; tier 2:
// new rows by primary-key range, and bucketed checksums over covering
// indexes.
func (q *queries) detection(prefix, base string, e func(string) string) {
	// Tier 1 of change detection reads every tracked table's UPDATE_TIME,
	// and the largest key of those that have one (pollKeys, in
	// wp.TrackedTables' order: Poller.tier1 scans them so).
	var lookups, engines, maxKeys []string
	for _, t := range wp.TrackedTables {
		name := e("{" + t.Name + "}")
		// One lookup per table, by name: MariaDB opens only that table
		// ("Scanned 0 databases"). TABLE_NAME IN (...) opens every table of
		// the schema instead, ten thousand on a network of a thousand
		// sites, and each site polls (TestUpdateTimesPlan).
		lookups = append(lookups, `SELECT TABLE_NAME, DATE_FORMAT(UPDATE_TIME, '%Y-%m-%d %H:%i:%s') FROM information_schema.TABLES
			WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '`+name+`'`)
		engines = append(engines, `SELECT COALESCE(ENGINE, '') FROM information_schema.TABLES
			WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '`+name+`'`)
		if key := pollKeys[t.Name]; key != "" {
			maxKeys = append(maxKeys, "(SELECT COALESCE(MAX("+key+"), 0) FROM "+name+")")
		}
	}
	q.updateTimes = strings.Join(lookups, "\n\t\tUNION ALL ")
	q.engines = strings.Join(engines, "\n\t\tUNION ALL ")
	q.maxKeys = `SELECT ` + strings.Join(maxKeys, ", ") + `, DATE_FORMAT(NOW(), '%Y-%m-%d %H:%i:%s')`
	// Tier 2: new rows by primary-key range, and bucketed checksums over
	// covering indexes (never the rows of wp_posts: the post_name index is
	// a prefix index, not covering, so slugs are not summed; see
	// checksums.go).
	q.newPosts = e(`SELECT ID, post_parent FROM {posts} WHERE ID > ? ORDER BY ID`)
	q.newMeta = e(`SELECT DISTINCT post_id FROM {postmeta} WHERE meta_id > ? AND meta_key IN (?)`)
	q.sums, q.sumsOf = sumQueries(prefix, base)
	q.hashTerms = e(`SELECT (SELECT BIT_XOR(CRC32(CONCAT_WS('|', term_id, slug, name))) FROM {terms}),
			(SELECT BIT_XOR(CRC32(CONCAT_WS('|', term_taxonomy_id, term_id, taxonomy, parent, count, CRC32(description))))
			   FROM {term_taxonomy}), (SELECT COUNT(*) FROM {terms}), (SELECT COUNT(*) FROM {term_taxonomy})`)
	q.hashAuthors = e(`SELECT (SELECT BIT_XOR(CRC32(CONCAT_WS('|', ID, user_nicename))) FROM {users}),
			(SELECT BIT_XOR(CRC32(CONCAT_WS('|', umeta_id, user_id, meta_key, meta_value))) FROM {usermeta}
			   WHERE meta_key IN (?)), (SELECT COUNT(*) FROM {users})`)
	// WPML's languages, as the alternates read them (iclLanguagesSQL).
	q.hashLanguages = e(`SELECT code, active, default_locale, tag FROM {icl_languages} ORDER BY code`)
	// The options the sitemaps read, and which *_children options exist
	// (their values follow the term hierarchy, seen in term_taxonomy).
	q.hashOptions = e(`SELECT option_name, IF(option_name IN (?), MD5(option_value), '') FROM {options}
			WHERE option_name IN (?) OR option_name LIKE ` + childrenLike + ` ORDER BY option_name`)
}
