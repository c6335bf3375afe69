package wp

import (
	"context"
	"strings"
)

// PolylangGroupLoader reads Polylang's translation groups and languages for
// the alternates of the sitemaps (hreflang), one query per call.
type PolylangGroupLoader interface {
	// PLLPostGroups returns, for each post of ids related to a
	// post_translations group, that group's description (a serialized
	// {slug: post ID}). Groups are found through each post's relationship,
	// never by their descriptions (yoast-behavior.md §15).
	PLLPostGroups(ctx context.Context, ids []int64) (map[int64]string, error)
	// PLLTermGroups is PLLPostGroups for terms (by term ID) and their
	// term_translations groups.
	PLLTermGroups(ctx context.Context, ids []int64) (map[int64]string, error)
	// PLLLanguages returns Polylang's languages: the terms of the taxonomy
	// language, slug and the locale of their description, in term order.
	PLLLanguages(ctx context.Context) ([]Language, error)
}

// A Group is a translation group as the alternates use it: the member of
// each language, the object itself included.
type Group map[string]int64

// PostGroups returns the translation group of each post of ids that has
// one, in one read: WPML's trid, Polylang's post_translations group the
// post is related to. A post alone in its group has none. Without a
// multilingual plugin it reads nothing.
func (c *LinkCache) PostGroups(ctx context.Context, ids []int64) (map[int64]Group, error) {
	ids = dedupe(ids)
	if len(ids) == 0 {
		return nil, nil
	}
	return c.site.Languages().postGroups(ctx, c.load, ids)
}

// TermGroups is PostGroups for the terms (by term ID) of taxonomy tax.
func (c *LinkCache) TermGroups(ctx context.Context, tax string, ids []int64) (map[int64]Group, error) {
	ids = dedupe(ids)
	if len(ids) == 0 {
		return nil, nil
	}
	return c.site.Languages().termGroups(ctx, c.load, tax, ids)
}

// Translation returns the post of language lang in the translation group
// of post id (Polylang's pll_get_post; with WPML, wpml_object_id, which
// translates page_on_front and page_for_posts on a language domain), 0
// when it has none or the site has no multilingual plugin.
func (c *LinkCache) Translation(ctx context.Context, id int64, lang string) (int64, error) {
	if id <= 0 || lang == "" {
		return 0, nil
	}
	return c.site.Languages().translation(ctx, c.load, id, lang)
}

// StaticPages returns the front page and the posts page (page_on_front
// and page_for_posts as stored) as language lang's view of the site shows
// them: each translated into lang, 0 where it has no translation, but for
// a posts page the plugin keeps as stored where it has none (Polylang
// translates page_for_posts only where a translation exists, and Yoast then
// lists the stored page first on that language host's post sitemap).
func (c *LinkCache) StaticPages(ctx context.Context, front, posts int64, lang string) (int64, int64, error) {
	tf, err := c.Translation(ctx, front, lang)
	if err != nil {
		return 0, 0, err
	}
	tp, err := c.Translation(ctx, posts, lang)
	if err != nil {
		return 0, 0, err
	}
	if tp == 0 && c.site.Languages().keepsPostsPage() {
		tp = posts
	}
	return tf, tp, nil
}

func (p *Polylang) postGroups(ctx context.Context, load LinkLoader, ids []int64) (map[int64]Group, error) {
	desc, err := load.PLLPostGroups(ctx, ids)
	if err != nil {
		return nil, err
	}
	return groupsOf(ids, desc), nil
}

func (p *Polylang) termGroups(ctx context.Context, load LinkLoader, _ string, ids []int64) (map[int64]Group, error) {
	desc, err := load.PLLTermGroups(ctx, ids)
	if err != nil {
		return nil, err
	}
	return groupsOf(ids, desc), nil
}

func (p *Polylang) languages(ctx context.Context, load LinkLoader) ([]Language, error) {
	return load.PLLLanguages(ctx)
}

func (w *WPML) postGroups(ctx context.Context, load LinkLoader, ids []int64) (map[int64]Group, error) {
	return load.ICLPostGroups(ctx, ids)
}

func (w *WPML) termGroups(ctx context.Context, load LinkLoader, tax string, ids []int64) (map[int64]Group, error) {
	return load.ICLTermGroups(ctx, tax, ids)
}

func (w *WPML) languages(ctx context.Context, load LinkLoader) ([]Language, error) {
	return load.ICLLanguages(ctx)
}

// groupsOf decodes Polylang's group descriptions: a group counts for an
// object only when it names the object (a description that does not is
// stale), and only with another member.
func groupsOf(ids []int64, desc map[int64]string) map[int64]Group {
	out := map[int64]Group{}
	for _, id := range ids {
		d, ok := desc[id]
		if !ok {
			continue
		}
		members := translationIDs(d)
		if _, ok := members[id]; !ok || len(members) < 2 {
			continue
		}
		g := Group{}
		for mid, lang := range members {
			g[lang] = mid
		}
		out[id] = g
	}
	return out
}

// Languages returns the languages of the site's multilingual plugin, read
// once per cache (WPML's active ones; Polylang's), nil without one.
func (c *LinkCache) Languages(ctx context.Context) ([]Language, error) {
	c.mu.Lock()
	langs, done := c.langs, c.langsRead
	c.mu.Unlock()
	if done {
		return langs, nil
	}
	langs, err := c.site.Languages().languages(ctx, c.load)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.langs, c.langsRead = langs, true
	c.mu.Unlock()
	return langs, nil
}

// PolylangLocale returns the locale of a Polylang language's description
// (a serialized array with "locale"), "" when it has none.
func PolylangLocale(description string) string {
	v, err := MaybeUnserialize(description)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(phpString(asArray(v)["locale"]))
}

// Members reads the rows of posts ids as permalinks need them (their
// wp_posts columns, languages, ancestors, categories), without content
// or meta: what the alternates of a batch need of the translations the
// batch does not hold. One read per kind, as Prepare.
func (c *LinkCache) Members(ctx context.Context, ids []int64) ([]Post, LinkData, error) {
	refs, err := c.load.PostRefs(ctx, dedupe(ids))
	if err != nil {
		return nil, nil, err
	}
	rows := make([]Post, len(refs))
	for i, r := range refs {
		rows[i].PostRef = *r
	}
	d, err := c.Prepare(ctx, rows)
	return rows, d, err
}
