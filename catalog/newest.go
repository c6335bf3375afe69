package catalog

import (
	"cmp"
	"slices"

	"github.com/wpsitemap/wpsitemap/wp"
)

// newestKeep is how many of a type's newest candidates a snapshot keeps:
// enough that an archive's lastmod follows its newest posts leaving
// (unpublished, deleted) without reading the type again, until that many
// of them have left between two full builds.
const newestKeep = 32

// newest is the newestKeep newest candidates of a post type by
// post_modified_gmt (password-protected and noindex ones included: the
// archive's lastmod is Yoast's MAX(post_modified_gmt) of the type's
// published posts), newest first.
type newest struct {
	refs []modRef
	// floor bounds the post_modified_gmt of every candidate not in refs
	// ("": there is none).
	floor string
}

type modRef struct {
	ID  int64
	Mod string // post_modified_gmt
}

// add notes a candidate.
func (n *newest) add(id int64, mod string) { n.refs = append(n.refs, modRef{id, mod}) }

// trim sorts and keeps the newestKeep newest, raising the floor to what it
// drops.
func (n *newest) trim() {
	slices.SortFunc(n.refs, func(a, b modRef) int {
		if c := cmp.Compare(b.Mod, a.Mod); c != 0 {
			return c
		}
		return cmp.Compare(b.ID, a.ID)
	})
	if len(n.refs) > newestKeep {
		n.floor = max(n.floor, n.refs[newestKeep].Mod)
		n.refs = slices.Clip(n.refs[:newestKeep])
	}
}

// max is the newest post_modified_gmt of the type's candidates; known is
// false when the newest ones left and what came after them was not kept.
func (n *newest) max() (mod string, known bool) {
	if len(n.refs) > 0 && n.refs[0].Mod >= n.floor {
		return n.refs[0].Mod, true
	}
	return "", n.floor == ""
}

// updated returns the list after an update: the posts in the changed
// ranges leave it, and the candidates found there now come in.
func (n *newest) updated(u *Update, candidates []*wp.Post) *newest {
	out := &newest{floor: n.floor}
	for _, r := range n.refs {
		if !u.InRanges(r.ID) {
			out.refs = append(out.refs, r)
		}
	}
	for _, c := range candidates {
		out.add(c.ID, c.ModifiedGMT)
	}
	out.trim()
	return out
}

// same reports whether n and o keep the same list (nil: none kept).
func (n *newest) same(o *newest) bool {
	if n == nil || o == nil {
		return n == o
	}
	return n.floor == o.floor && slices.Equal(n.refs, o.refs)
}
