package wp

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// post is a whole posts row, as a source that compares it whole passes it.
func post(id, parent string, set ...string) Row {
	r := Row{"ID": id, "post_parent": parent, "post_title": "Hello", "post_status": "publish", "post_type": "post",
		"comment_count": "0", "comment_status": "open", "ping_status": "open", "to_ping": "", "pinged": ""}
	for i := 0; i+1 < len(set); i += 2 {
		r[set[i]] = set[i+1]
	}
	return r
}

func ids(ns ...int64) []IDRange {
	var out []IDRange
	for _, n := range ns {
		out = append(out, IDRange{Lo: n, Hi: n})
	}
	return out
}

func TestRowChanges(t *testing.T) {
	w := WatchFor("wp_", []string{"_video_key"})
	tests := []struct {
		name          string
		table         string
		before, after Row
		want          Changes
	}{
		// posts: the row's ID and parent; an update of only the ignored
		// columns is dropped, of any other column is not.
		{"post inserted", "posts", nil, post("7", "3"), Changes{Posts: ids(7, 3)}},
		{"post deleted", "posts", post("7", "0"), nil, Changes{Posts: ids(7)}},
		{"post retitled", "posts", post("7", "0"), post("7", "0", "post_title", "Bye"), Changes{Posts: ids(7)}},
		{"post reparented", "posts", post("7", "3"), post("7", "4"), Changes{Posts: ids(3, 4, 7)}},
		{"post content nulled", "posts", post("7", "0", "post_content", "x"), post("7", "0"), Changes{Posts: ids(7)}},
		{"comment counted", "posts", post("7", "0"), post("7", "0", "comment_count", "1", "to_ping", "a", "pinged", "b"), Changes{}},
		{"comments closed", "posts", post("7", "0"), post("7", "0", "comment_status", "closed", "ping_status", "closed"), Changes{}},
		{"comment count and status", "posts", post("7", "0"), post("7", "0", "comment_count", "2", "post_status", "draft"), Changes{Posts: ids(7)}},
		{"post written again unchanged", "posts", post("7", "0"), post("7", "0"), Changes{}},

		// postmeta: the post, for the keys that matter (the listing keys,
		// the image keys, the extra ones), both posts of a moved row.
		{"listing key", "postmeta", nil, Row{"post_id": "5", "meta_key": NoindexKey}, Changes{Posts: ids(5)}},
		{"image key deleted", "postmeta", Row{"post_id": "5", "meta_key": ThumbnailKey}, nil, Changes{Posts: ids(5)}},
		{"extra key", "postmeta", nil, Row{"post_id": "5", "meta_key": "_video_key"}, Changes{Posts: ids(5)}},
		{"edit lock", "postmeta", Row{"post_id": "5", "meta_key": "_edit_lock"}, Row{"post_id": "5", "meta_key": "_edit_lock"}, Changes{}},
		{"meta key NULL", "postmeta", nil, Row{"post_id": "5"}, Changes{}},
		{"meta moved to another post", "postmeta", Row{"post_id": "5", "meta_key": CanonicalKey}, Row{"post_id": "6", "meta_key": CanonicalKey},
			Changes{Posts: ids(5, 6)}},
		{"meta key renamed to one that matters", "postmeta", Row{"post_id": "5", "meta_key": "x"}, Row{"post_id": "6", "meta_key": NoindexKey},
			Changes{Posts: ids(5, 6)}},

		{"term relationship", "term_relationships", nil, Row{"object_id": "9"}, Changes{Posts: ids(9)}},
		{"term relationship of no post", "term_relationships", Row{"object_id": "0"}, nil, Changes{}},

		// terms: any row, read or not.
		{"term", "terms", nil, nil, Changes{Terms: true}},
		{"term taxonomy", "term_taxonomy", Row{"count": "1"}, Row{"count": "2"}, Changes{Terms: true}},

		// users: but an update that keeps the nicename.
		{"user added", "users", nil, Row{"user_nicename": "ann"}, Changes{Authors: true}},
		{"user deleted", "users", Row{"user_nicename": "ann"}, nil, Changes{Authors: true}},
		{"user renamed", "users", Row{"user_nicename": "ann"}, Row{"user_nicename": "anne"}, Changes{Authors: true}},
		{"user's password", "users", Row{"user_nicename": "ann"}, Row{"user_nicename": "ann"}, Changes{}},

		{"author noindex", "usermeta", nil, Row{"meta_key": AuthorNoindexKey}, Changes{Authors: true}},
		{"capabilities", "usermeta", Row{"meta_key": "wp_capabilities"}, nil, Changes{Authors: true}},
		{"another site's capabilities", "usermeta", nil, Row{"meta_key": "wp_2_capabilities"}, Changes{}},
		{"session tokens", "usermeta", nil, Row{"meta_key": "session_tokens"}, Changes{}},

		{"option read", "options", Row{"option_name": "permalink_structure"}, Row{"option_name": "permalink_structure"}, Changes{Options: true}},
		{"hierarchy cache", "options", nil, Row{"option_name": "genre_children"}, Changes{Options: true}},
		{"transient", "options", nil, Row{"option_name": "_transient_doing_cron"}, Changes{}},

		// WPML's translations: a post's row, its post and group; a term's,
		// the terms; any row, Translations.
		{"post translated", "icl_translations", nil, Row{"element_type": "post_page", "element_id": "12", "trid": "4"},
			Changes{Translations: true, Posts: ids(12), Trids: []int64{4}}},
		{"post moved to another group", "icl_translations",
			Row{"element_type": "post_post", "element_id": "12", "trid": "4"}, Row{"element_type": "post_post", "element_id": "12", "trid": "5"},
			Changes{Translations: true, Posts: ids(12), Trids: []int64{4, 5}}},
		{"group without element", "icl_translations", Row{"element_type": "post_post", "trid": "4"}, nil,
			Changes{Translations: true, Trids: []int64{4}}},
		{"term translated", "icl_translations", nil, Row{"element_type": "tax_category", "element_id": "3", "trid": "8"},
			Changes{Translations: true, Terms: true}},
		{"string translated", "icl_translations", nil, Row{"element_type": "package_x", "element_id": "3", "trid": "8"},
			Changes{Translations: true}},

		// WPML's languages: but an update that keeps what the
		// alternates read.
		{"language added", "icl_languages", nil, Row{"code": "fr", "active": "1"}, Changes{Languages: true}},
		{"language deactivated", "icl_languages", Row{"code": "fr", "active": "1"}, Row{"code": "fr", "active": "0"}, Changes{Languages: true}},
		{"language tag set", "icl_languages", Row{"code": "fr", "active": "1"}, Row{"code": "fr", "active": "1", "tag": "fr-FR"}, Changes{Languages: true}},
		{"language renamed", "icl_languages", Row{"code": "fr", "active": "1", "english_name": "French"},
			Row{"code": "fr", "active": "1", "english_name": "Français"}, Changes{}},

		{"untracked table", "comments", nil, Row{"comment_post_ID": "7"}, Changes{}},
		{"untracked termmeta", "termmeta", nil, nil, Changes{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := w.RowChanges(tt.table, tt.before, tt.after)
			// Sources merge the posts' ranges: an ID given twice is one.
			got.Posts, tt.want.Posts = MergeRanges(got.Posts), MergeRanges(tt.want.Posts)
			if d := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); d != "" {
				t.Errorf("RowChanges(%s) (-want +got):\n%s", tt.table, d)
			}
		})
	}
}

// TestRowChangesCoversTrackedTables: every tracked table has a case of
// its own above (a table added to the list without a rule would change
// nothing, silently).
func TestRowChangesCoversTrackedTables(t *testing.T) {
	w := WatchFor("wp_", nil)
	full := Row{"ID": "1", "post_parent": "0", "post_id": "1", "meta_key": NoindexKey, "object_id": "1", "user_nicename": "a",
		"option_name": "home", "element_type": "post_post", "element_id": "1", "trid": "1", "code": "en"}
	for _, tbl := range TrackedTables {
		if tbl.Name == "usermeta" {
			full["meta_key"] = AuthorNoindexKey
		}
		ch := w.RowChanges(tbl.Name, nil, full)
		if ch.Empty() {
			t.Errorf("a row inserted into %s changes nothing", tbl.Name)
		}
		var want Changes
		tbl.Moves.Set(&want)
		if tbl.Moves == PostsMoved {
			want.Posts = ch.Posts
		}
		if tbl.Moves == TranslationsMoved {
			want.Posts, want.Trids = ch.Posts, ch.Trids
		}
		if d := cmp.Diff(want, ch, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s moves %s, but a row of it (-want +got):\n%s", tbl.Name, tbl.Moves, d)
		}
	}
}

// TestWatchForPrefix: a network site's watch is its own membership keys
// and options, the same post meta keys.
func TestWatchForPrefix(t *testing.T) {
	w := WatchFor("wp_", []string{"_video_key"})
	s := w.ForPrefix("wp_3_")
	for _, c := range []struct {
		w    *Watched
		key  string
		want bool
	}{{&w, "wp_capabilities", true}, {&w, "wp_3_capabilities", false}, {&s, "wp_3_capabilities", true},
		{&s, "wp_3_user_level", true}, {&s, "wp_capabilities", false}, {&s, AuthorNoindexKey, true}} {
		if got := c.w.UserKey(c.key); got != c.want {
			t.Errorf("UserKey(%q) = %v, want %v", c.key, got, c.want)
		}
	}
	if !s.PostKey("_video_key") || !s.PostKey(ThumbnailKey) || s.PostKey("_edit_lock") {
		t.Errorf("site's post keys %v %v", s.ListKeys, s.ImageKeys)
	}
	if !s.Option("wp_3_user_roles") || s.Option("wp_user_roles") {
		t.Errorf("site's options %v", s.Options)
	}
}
