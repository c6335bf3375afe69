package wp

import (
	"context"
	"slices"
	"testing"
)

// fakeLoader is a LinkLoader over maps, counting what it is asked.
type fakeLoader struct {
	posts     map[int64]*PostRef
	cats      map[int64][]int64
	primary   map[int64]int64
	nicenames map[int64]string
	askedCats [][]int64
	postLangs map[int64]string
	termLangs map[int64]string
	askedLang []string          // "posts" or the taxonomy, per language read
	groups    map[int64]string  // post_translations descriptions by member
	terms     map[string][]Term // by taxonomy
}

func (f *fakeLoader) PostTranslations(_ context.Context, id int64) (string, error) {
	f.askedLang = append(f.askedLang, "translations")
	return f.groups[id], nil
}

func (f *fakeLoader) PostLanguages(_ context.Context, ids []int64) (map[int64]string, error) {
	f.askedLang = append(f.askedLang, "posts")
	return f.postLangs, nil
}

func (f *fakeLoader) TermLanguages(_ context.Context, tax string) (map[int64]string, error) {
	f.askedLang = append(f.askedLang, tax)
	return f.termLangs, nil
}

func (f *fakeLoader) PostRefs(_ context.Context, ids []int64) ([]*PostRef, error) {
	var out []*PostRef
	for _, id := range ids {
		if p, ok := f.posts[id]; ok {
			out = append(out, p)
		}
	}
	return out, nil
}

func (f *fakeLoader) Categories(_ context.Context, ids []int64) (map[int64][]int64, map[int64]int64, error) {
	f.askedCats = append(f.askedCats, ids)
	return f.cats, f.primary, nil
}

func (f *fakeLoader) Terms(_ context.Context, tax string) ([]Term, error) { return f.terms[tax], nil }

func (f *fakeLoader) Nicenames(_ context.Context, ids []int64) (map[int64]string, error) {
	return f.nicenames, nil
}

// TestLinkCacheParentCategoriesAcrossBatches: under %category%, an
// attachment's link goes through its parent post's category. When an
// earlier batch already met that post as a parent, the cache keeps the
// post but a batch's categories are its own: the later batch must load the
// parent's categories again, or the link falls back to default_category.
func TestLinkCacheParentCategoriesAcrossBatches(t *testing.T) {
	post := &PostRef{ID: 10, Type: "post", Status: "publish", Name: "beitrag"}
	l := &fakeLoader{posts: map[int64]*PostRef{10: post}, cats: map[int64][]int64{10: {7}}, primary: map[int64]int64{}}
	c := NewLinkCache(&Site{PermalinkStructure: "/%category%/%postname%/"}, l)
	ctx := context.Background()
	attachment := func(id int64) []Post {
		return []Post{{PostRef: PostRef{ID: id, Type: "attachment", Status: "inherit", Parent: 10, Name: "bild"}}}
	}
	for i, id := range []int64{20, 21} { // two batches, one attachment each
		d, err := c.Prepare(ctx, attachment(id))
		if err != nil {
			t.Fatal(err)
		}
		if p, ok := d.Post(10); !ok || p != post {
			t.Fatalf("batch %d: parent not found (%v %v)", i+1, p, ok)
		}
		if got := d.Categories(10); !slices.Equal(got, []int64{7}) {
			t.Errorf("batch %d: the parent's categories are %v, want [7]", i+1, got)
		}
	}
	if len(l.askedCats) != 2 {
		t.Errorf("categories read %d times (%v), want once per batch", len(l.askedCats), l.askedCats)
	}
}

// TestLinkCacheReadsOncePerKind: a batch's links cost one read per kind,
// the ancestors level by level, and what the cache holds is not read again.
func TestLinkCacheReadsOncePerKind(t *testing.T) {
	l := &fakeLoader{posts: map[int64]*PostRef{
		1: {ID: 1, Type: "page", Name: "a"},
		2: {ID: 2, Type: "page", Name: "b", Parent: 1},
	}, nicenames: map[int64]string{5: "autorin"}}
	c := NewLinkCache(&Site{PermalinkStructure: "/%author%/%postname%/"}, l)
	rows := []Post{{PostRef: PostRef{ID: 3, Type: "page", Parent: 2, Author: 5}}, {PostRef: PostRef{ID: 4, Type: "page", Parent: 2, Author: 5}}}
	d, err := c.Prepare(context.Background(), rows)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []int64{1, 2} {
		if _, ok := d.Post(id); !ok {
			t.Errorf("ancestor %d not loaded", id)
		}
	}
	if d.Nicename(5) != "autorin" {
		t.Errorf("nicename %q", d.Nicename(5))
	}
	// Nothing new: the second batch reads nothing.
	delete(l.posts, 1)
	delete(l.posts, 2)
	l.nicenames = nil
	d, err = c.Prepare(context.Background(), rows)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := d.Post(1); !ok || d.Nicename(5) != "autorin" {
		t.Error("the second batch read again what the cache held")
	}
	c.ForgetPosts(func(id int64) bool { return id == 1 })
	if d, _ = c.Prepare(context.Background(), rows); func() bool { _, ok := d.Post(1); return ok }() {
		t.Error("a forgotten post is still served")
	}
}

// TestLinkCacheRefillsForgottenAncestors: after ForgetPosts drops a
// grandparent while its child stays cached (the grandparent changed), a
// batch whose row hangs below that child still finds the grandparent: a
// page's link is the path of all its ancestors.
func TestLinkCacheRefillsForgottenAncestors(t *testing.T) {
	l := &fakeLoader{posts: map[int64]*PostRef{
		2: {ID: 2, Type: "page", Status: "publish", Name: "ueber-uns"},
		3: {ID: 3, Type: "page", Status: "private", Name: "team", Parent: 2},
	}}
	c := NewLinkCache(&Site{PermalinkStructure: "/%postname%/"}, l)
	ctx := context.Background()
	row := []Post{{PostRef: PostRef{ID: 4, Type: "page", Status: "publish", Name: "redaktion", Parent: 3}}}
	if _, err := c.Prepare(ctx, row); err != nil {
		t.Fatal(err)
	}
	c.ForgetPosts(func(id int64) bool { return id == 2 })
	d, err := c.Prepare(ctx, row)
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := d.Post(2); !ok || p.Name != "ueber-uns" {
		t.Errorf("the forgotten grandparent is not found again: %v %v", p, ok)
	}
}

// TestBatchKeepsItsAncestors: a batch's link data finds the ancestors
// Prepare found for it even once the cache started over (past
// maxParents) for a batch prepared after it: a scan prepares the next
// batch while the one before is still making its links (PostQuery.Ahead).
func TestBatchKeepsItsAncestors(t *testing.T) {
	l := &fakeLoader{posts: map[int64]*PostRef{
		1: {ID: 1, Type: "page", Name: "a"},
		2: {ID: 2, Type: "page", Name: "b", Parent: 1},
	}}
	c := NewLinkCache(&Site{PermalinkStructure: "/%postname%/"}, l)
	ctx := context.Background()
	first, err := c.Prepare(ctx, []Post{{PostRef: PostRef{ID: 3, Type: "page", Parent: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	c.mu.Lock()
	for id := range int64(maxParents + 1) { // the cache full: the next Prepare starts it over
		c.parents[1000+id] = nil
	}
	c.mu.Unlock()
	if _, err := c.Prepare(ctx, []Post{{PostRef: PostRef{ID: 4, Type: "page"}}}); err != nil {
		t.Fatal(err)
	}
	c.mu.Lock()
	_, kept := c.parents[2]
	c.mu.Unlock()
	if kept {
		t.Fatal("the cache did not start over: the test would prove little")
	}
	for _, id := range []int64{1, 2} {
		if p, ok := first.Post(id); !ok || p.ID != id {
			t.Errorf("ancestor %d of the first batch lost when the cache started over: %v %v", id, p, ok)
		}
	}
}
