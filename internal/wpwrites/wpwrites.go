// Package wpwrites makes random WordPress-like writes for the tests of
// freshness: each kind is the SQL WordPress's own API, a plugin or an import
// issues for one edit (publish, unpublish, trash, delete, a new slug,
// noindex, a canonical, a password, dates, content with an image, a
// featured image, attachments and child pages moved, terms added, removed,
// renamed, recounted and deleted, an author's nicename and noindex, a new
// post, and option changes), over the objects of one site (Pools). The same
// seed gives the same writes.
package wpwrites

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// Term is a term by its term_taxonomy_id and term_id.
type Term struct{ TT, ID int64 }

// Pools are the objects of a site that writes pick from.
type Pools struct {
	Posts       []int64 // posts of the listed types, any status
	Pages       []int64 // pages (child pages are made among them)
	Attachments []int64
	Terms       []Term
	Users       []int64
	NewTypes    []string // the types of new posts
	// NextID is the ID of the next new post (above every ID of the site);
	// each new post takes one.
	NextID int64
	// Titles and TaxMeta are the site's wpseo_titles and
	// wpseo_taxonomy_meta options; TitleKeys are boolean keys of Titles
	// that option writes flip (none: Yoast's settings are not written).
	Titles, TaxMeta string
	TitleKeys       []string
	// Structures are permalink structures to switch between (none: the
	// structure is not written).
	Structures []string
	// Image is the base URL of new images in content.
	Image string
}

// A Kind is one kind of write.
type Kind struct {
	Name string
	sql  func(p *Pools, r *rand.Rand, n int) []string
}

// Write is one write: its kind and its statements, in order (one step of
// several statements is what one save or one bulk edit writes).
type Write struct {
	Kind  string
	Stmts []string
}

// Next returns a random write; n numbers it (slugs and file names made by
// the write carry it, so that each is new). A write of a kind the pools
// cannot serve (no pages for a child page) has no statements.
func (p *Pools) Next(r *rand.Rand, n int) Write {
	k := Kinds[r.IntN(len(Kinds))]
	return Write{Kind: k.Name, Stmts: k.sql(p, r, n)}
}

func pick(r *rand.Rand, ids []int64) string {
	if len(ids) == 0 {
		return "0"
	}
	return strconv.FormatInt(ids[r.IntN(len(ids))], 10)
}

func date(r *rand.Rand) string {
	return time.Date(2023+r.IntN(3), time.Month(1+r.IntN(12)), 1+r.IntN(28), r.IntN(24), r.IntN(60), 0, 0, time.UTC).Format(time.DateTime)
}

func (p *Pools) term(r *rand.Rand) Term {
	if len(p.Terms) == 0 {
		return Term{}
	}
	return p.Terms[r.IntN(len(p.Terms))]
}

func status(s string) func(p *Pools, r *rand.Rand, _ int) []string {
	return func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_status = '" + s + "' WHERE ID = " + pick(r, p.Posts)}
	}
}

// Kinds are the kinds of writes, each as the SQL WordPress issues for it.
var Kinds = []Kind{
	{"publish", status("publish")},
	{"unpublish", status("draft")},
	{"private", status("private")},
	{"trash", func(p *Pools, r *rand.Rand, _ int) []string {
		id := pick(r, p.Posts)
		return []string{"UPDATE wp_posts SET post_status = 'trash' WHERE ID = " + id,
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + id + ", '_wp_trash_meta_status', 'publish')"}
	}},
	{"delete", func(p *Pools, r *rand.Rand, _ int) []string {
		id := pick(r, p.Posts)
		return []string{"DELETE FROM wp_posts WHERE ID = " + id, "DELETE FROM wp_postmeta WHERE post_id = " + id,
			"DELETE FROM wp_term_relationships WHERE object_id = " + id}
	}},
	{"slug", func(p *Pools, r *rand.Rand, n int) []string {
		id := pick(r, p.Posts)
		return []string{fmt.Sprintf("UPDATE wp_posts SET post_name = 'neu-%s-%d' WHERE ID = %s", id, n, id),
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + id + ", '_wp_old_slug', 'alt')"}
	}},
	{"noindex", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + pick(r, p.Posts) + ", '_yoast_wpseo_meta-robots-noindex', '1')"}
	}},
	{"index again", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_postmeta WHERE post_id = " + pick(r, p.Posts) + " AND meta_key = '_yoast_wpseo_meta-robots-noindex'"}
	}},
	{"canonical", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + pick(r, p.Posts) + ", '_yoast_wpseo_canonical', 'https://example.org/elsewhere/')"}
	}},
	{"canonical removed", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_postmeta WHERE post_id = " + pick(r, p.Posts) + " AND meta_key = '_yoast_wpseo_canonical'"}
	}},
	{"password", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_password = 'geheim' WHERE ID = " + pick(r, p.Posts)}
	}},
	{"password cleared", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_password = '' WHERE ID = " + pick(r, p.Posts)}
	}},
	{"modified", func(p *Pools, r *rand.Rand, _ int) []string {
		d := date(r)
		return []string{"UPDATE wp_posts SET post_modified = '" + d + "', post_modified_gmt = '" + d + "' WHERE ID = " + pick(r, p.Posts)}
	}},
	{"content with an image", func(p *Pools, r *rand.Rand, n int) []string {
		// With a modified date of its own, as WordPress saves content: a
		// content-only write by SQL in the second of another write is
		// something no polled checksum covers (wpdb's posts_rows), and
		// pages are rendered from what the changes found (the entry store).
		d := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(n) * time.Minute).Format(time.DateTime)
		return []string{fmt.Sprintf(`UPDATE wp_posts SET post_content = '<p>Neu</p><img src="%s/2024/01/bild-%d.jpg">', post_modified = '%s', post_modified_gmt = '%s' WHERE ID = %s`,
			p.Image, n, d, d, pick(r, p.Posts))}
	}},
	{"featured image", func(p *Pools, r *rand.Rand, _ int) []string {
		id := pick(r, p.Posts)
		return []string{"DELETE FROM wp_postmeta WHERE post_id = " + id + " AND meta_key = '_thumbnail_id'",
			"INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES (" + id + ", '_thumbnail_id', '" + pick(r, p.Attachments) + "')"}
	}},
	{"attachment moved", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"UPDATE wp_posts SET post_parent = " + pick(r, p.Posts) + " WHERE ID = " + pick(r, p.Attachments)}
	}},
	{"child page", func(p *Pools, r *rand.Rand, _ int) []string {
		a, b := pick(r, p.Pages), pick(r, p.Pages)
		if a == b {
			return nil
		}
		return []string{"UPDATE wp_posts SET post_parent = " + a + " WHERE ID = " + b}
	}},
	{"term added", func(p *Pools, r *rand.Rand, _ int) []string {
		id, tt := pick(r, p.Posts), strconv.FormatInt(p.term(r).TT, 10)
		return []string{"DELETE FROM wp_term_relationships WHERE object_id = " + id + " AND term_taxonomy_id = " + tt,
			"INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (" + id + ", " + tt + ", 0)"}
	}},
	{"term removed", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{fmt.Sprintf("DELETE FROM wp_term_relationships WHERE object_id = %s AND term_taxonomy_id = %d", pick(r, p.Posts), p.term(r).TT)}
	}},
	{"term renamed", func(p *Pools, r *rand.Rand, n int) []string {
		return []string{fmt.Sprintf("UPDATE wp_terms SET slug = 'thema-%d' WHERE term_id = %d", n, p.term(r).ID)}
	}},
	{"term counted", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{fmt.Sprintf("UPDATE wp_term_taxonomy SET count = %d WHERE term_taxonomy_id = %d", r.IntN(4), p.term(r).TT)}
	}},
	{"term deleted", func(p *Pools, r *rand.Rand, _ int) []string {
		t := p.term(r)
		return []string{fmt.Sprintf("DELETE FROM wp_terms WHERE term_id = %d", t.ID), fmt.Sprintf("DELETE FROM wp_term_taxonomy WHERE term_taxonomy_id = %d", t.TT),
			fmt.Sprintf("DELETE FROM wp_term_relationships WHERE term_taxonomy_id = %d", t.TT)}
	}},
	{"author nicename", func(p *Pools, r *rand.Rand, n int) []string {
		return []string{fmt.Sprintf("UPDATE wp_users SET user_nicename = 'autorin-%d' WHERE ID = %s", n, pick(r, p.Users))}
	}},
	{"author noindex", func(p *Pools, r *rand.Rand, _ int) []string {
		u := pick(r, p.Users)
		return []string{"DELETE FROM wp_usermeta WHERE user_id = " + u + " AND meta_key = 'wpseo_noindex_author'",
			"INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (" + u + ", 'wpseo_noindex_author', 'on')"}
	}},
	{"author indexed", func(p *Pools, r *rand.Rand, _ int) []string {
		return []string{"DELETE FROM wp_usermeta WHERE user_id = " + pick(r, p.Users) + " AND meta_key = 'wpseo_noindex_author'"}
	}},
	{"new post", func(p *Pools, r *rand.Rand, n int) []string {
		if len(p.NewTypes) == 0 {
			return nil
		}
		d := date(r)
		id := p.NextID
		p.NextID++
		return []string{fmt.Sprintf(`INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
			post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			VALUES (%d, %s, '%s', '%s', '<p>x</p>', 'Neu %d', '', 'publish', 'neu-%d', '', '', '%s', '%s', '', '%s')`,
			id, pick(r, p.Users), d, d, n, n, d, d, p.NewTypes[r.IntN(len(p.NewTypes))]),
			fmt.Sprintf("INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES (%d, %d, 0)", id, p.term(r).TT)}
	}},
	{"option: search engines discouraged and back", func(_ *Pools, r *rand.Rand, _ int) []string {
		return []string{fmt.Sprintf("UPDATE wp_options SET option_value = '%d' WHERE option_name = 'blog_public'", r.IntN(2))}
	}},
	{"option: permalink structure", func(p *Pools, r *rand.Rand, _ int) []string {
		if len(p.Structures) == 0 {
			return nil
		}
		return []string{"UPDATE wp_options SET option_value = '" + p.Structures[r.IntN(len(p.Structures))] + "' WHERE option_name = 'permalink_structure'"}
	}},
	{"option: Yoast's settings (types, archives, taxonomies, authors)", func(p *Pools, r *rand.Rand, _ int) []string {
		if len(p.TitleKeys) == 0 {
			return nil
		}
		titles := p.Titles
		for range 1 + r.IntN(2) {
			key := p.TitleKeys[r.IntN(len(p.TitleKeys))]
			titles = strings.Replace(titles, key+"b:0;", key+"b:2;", 1) // 2: set below
			titles = strings.Replace(titles, key+"b:1;", key+"b:0;", 1)
			titles = strings.Replace(titles, key+"b:2;", key+"b:1;", 1)
		}
		return []string{"UPDATE wp_options SET option_value = '" + titles + "' WHERE option_name = 'wpseo_titles'"}
	}},
	{"option: a static front page, or the latest posts", func(p *Pools, r *rand.Rand, _ int) []string {
		if len(p.Pages) == 0 || r.IntN(3) == 0 {
			return []string{"UPDATE wp_options SET option_value = 'posts' WHERE option_name = 'show_on_front'"}
		}
		posts := "0"
		if r.IntN(2) == 0 {
			posts = pick(r, p.Pages)
		}
		return []string{"UPDATE wp_options SET option_value = 'page' WHERE option_name = 'show_on_front'",
			"UPDATE wp_options SET option_value = '" + pick(r, p.Pages) + "' WHERE option_name = 'page_on_front'",
			"UPDATE wp_options SET option_value = '" + posts + "' WHERE option_name = 'page_for_posts'"}
	}},
	{"option: a term's noindex", func(p *Pools, r *rand.Rand, _ int) []string {
		if p.TaxMeta == "" {
			return nil
		}
		meta := []string{p.TaxMeta, strings.Replace(p.TaxMeta, `s:7:"noindex"`, `s:5:"index"`, 1),
			strings.Replace(p.TaxMeta, `s:5:"index"`, `s:7:"noindex"`, 1)}
		return []string{"UPDATE wp_options SET option_value = '" + meta[r.IntN(len(meta))] + "' WHERE option_name = 'wpseo_taxonomy_meta'"}
	}},
}

// BooleanTitleKeys returns the keys of the boolean settings in a
// wpseo_titles value that change what the sitemaps list: noindex-*,
// disable-*, stripcategorybase, each as its serialized key
// (`s:12:"noindex-post";`), in the order they appear.
func BooleanTitleKeys(titles string) []string {
	var out []string
	for rest := titles; ; {
		i := strings.Index(rest, `";b:`)
		if i < 0 {
			return out
		}
		j := strings.LastIndex(rest[:i], `s:`)
		key := rest[j : i+2]
		name := key[strings.Index(key, `"`)+1 : len(key)-2]
		if strings.HasPrefix(name, "noindex-") || strings.HasPrefix(name, "disable-") || name == "stripcategorybase" {
			out = append(out, key)
		}
		rest = rest[i+4:]
	}
}
