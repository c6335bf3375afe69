package seo

import "testing"

func TestPostListed(t *testing.T) {
	site := Site{Home: "https://example.com", PageOnFront: 4, PageForPosts: 5}
	base := Post{ID: 10, Type: "post", Status: "publish", Permalink: "https://example.com/hello/"}
	with := func(f func(*Post)) Post { p := base; f(&p); return p }
	tests := []struct {
		name string
		p    Post
		s    Site
		want Reason
	}{
		{"published", base, site, Listed},
		{"draft", with(func(p *Post) { p.Status = "draft" }), site, "status is draft, not publish"},
		{"private", with(func(p *Post) { p.Status = "private" }), site, "status is private, not publish"},
		{"future", with(func(p *Post) { p.Status = "future" }), site, "status is future, not publish"},
		{"no status", with(func(p *Post) { p.Status = "" }), site, "status is empty, not publish"},
		{"password", with(func(p *Post) { p.HasPassword = true }), site, Password},
		{"zero date", with(func(p *Post) { p.DateZero = true }), site, NoDate},
		{"noindex 1", with(func(p *Post) { p.Noindex = "1" }), site, Noindex},
		{"noindex 2 forces index", with(func(p *Post) { p.Noindex = "2" }), site, Listed},
		{"noindex 0 follows the type", with(func(p *Post) { p.Noindex = "0" }), site, Listed},
		{"canonical elsewhere", with(func(p *Post) { p.Canonical = "https://example.com/other/" }), site, Canonicalised},
		{"canonical to itself", with(func(p *Post) { p.Canonical = "https://example.com/hello/" }), site, Listed},
		{"canonical differs by a slash", with(func(p *Post) { p.Canonical = "https://example.com/hello" }), site, Canonicalised},
		{"canonical differs by scheme", with(func(p *Post) { p.Canonical = "http://example.com/hello/" }), site, Canonicalised},
		{"front page", with(func(p *Post) { p.Type, p.ID = "page", 4 }), site, FrontOrPostsPage},
		{"posts page", with(func(p *Post) { p.Type, p.ID = "page", 5 }), site, FrontOrPostsPage},
		{"a post with the front page's ID is no page", with(func(p *Post) { p.ID = 4 }), site, Listed},
		{"external permalink", with(func(p *Post) { p.Permalink = "https://other.example/hello/" }), site, External},
		{"outside the home path", base, Site{Home: "https://example.com/blog"}, External},
		{"under the home path", with(func(p *Post) { p.Permalink = "https://example.com/blog/hello/" }), Site{Home: "https://example.com/blog"}, Listed},
		{"no permalink", with(func(p *Post) { p.Permalink = "" }), site, NoURL},
		{"translated, no language", with(func(p *Post) { p.Translated = true }), site, NoLanguage},
		{"translated, a language", with(func(p *Post) { p.Translated, p.Lang = true, "fr" }), site, Listed},
		{"the host's language", with(func(p *Post) { p.Translated, p.Lang, p.Current = true, "fr", "fr" }), site, Listed},
		{"another host's language", with(func(p *Post) { p.Translated, p.Lang, p.Current = true, "de", "fr" }), site, OtherLanguage},
		{"no language on a language host", with(func(p *Post) { p.Translated, p.Current = true, "fr" }), site, NoLanguage},
		{"untranslated type on a language host", with(func(p *Post) { p.Current = "fr" }), site, Listed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PostListed(tt.p, tt.s); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTermListed(t *testing.T) {
	tests := []struct {
		name string
		t    Term
		want Reason
	}{
		{"non-empty", Term{Count: 3, Link: "https://e.com/c/"}, Listed},
		{"empty", Term{Count: 0, Link: "https://e.com/c/"}, TermEmpty},
		{"empty parent of a non-empty child", Term{Count: 0, HasNonEmpty: true, Hierarchical: true, Link: "https://e.com/c/"}, Listed},
		{"flat taxonomy ignores descendants", Term{Count: 0, HasNonEmpty: true, Link: "https://e.com/c/"}, TermEmpty},
		{"noindex", Term{Count: 1, Noindex: "noindex", Link: "https://e.com/c/"}, TermNoindex},
		{"index", Term{Count: 1, Noindex: "index", Link: "https://e.com/c/"}, Listed},
		{"canonical elsewhere", Term{Count: 1, Canonical: "https://e.com/x/", Link: "https://e.com/c/"}, Canonicalised},
		{"canonical to itself", Term{Count: 1, Canonical: "https://e.com/c/", Link: "https://e.com/c/"}, Listed},
		{"translated, no language", Term{Count: 1, Link: "https://e.com/c/", Translated: true}, NoLanguage},
		{"the host's language", Term{Count: 1, Link: "https://e.com/c/", Translated: true, Lang: "fr", Current: "fr"}, Listed},
		{"another host's language", Term{Count: 1, Link: "https://e.com/c/", Translated: true, Lang: "de", Current: "fr"}, OtherLanguage},
		{"another host's language, empty", Term{Count: 0, Link: "https://e.com/c/", Translated: true, Lang: "de", Current: "fr"}, OtherLanguage},
		{"untranslated taxonomy on a language host", Term{Count: 1, Link: "https://e.com/c/", Current: "fr"}, Listed},
	}
	for _, tt := range tests {
		if got := TermListed(tt.t); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestAuthorListed(t *testing.T) {
	now := AuthorRules{NeedPosts: true}
	capability := AuthorRules{}
	before278 := AuthorRules{NeedPosts: true, NeedLevel: true}
	before278cap := AuthorRules{NeedLevel: true}
	network := AuthorRules{NeedPosts: true, NeedMember: true}
	tests := []struct {
		name  string
		a     Author
		rules AuthorRules
		want  Reason
	}{
		{"has posts", Author{HasPosts: true}, now, Listed},
		{"no posts", Author{CanEdit: true}, now, AuthorNoPosts},
		{"no posts allowed, can edit", Author{CanEdit: true}, capability, Listed},
		{"no posts allowed, subscriber", Author{}, capability, AuthorCannotEdit},
		{"noindex", Author{HasPosts: true, Noindex: true}, now, AuthorNoindex},
		{"27.8 on: level 0 with posts is listed", Author{HasPosts: true}, now, Listed},
		{"before 27.8: level 0 with posts is not", Author{HasPosts: true}, before278, AuthorNoLevel},
		{"before 27.8: a level and posts", Author{HasPosts: true, HasLevel: true}, before278, Listed},
		{"before 27.8: a level but no posts", Author{HasLevel: true}, before278, AuthorNoPosts},
		{"before 27.8, capability branch: level 0 editor", Author{CanEdit: true}, before278cap, AuthorNoLevel},
		{"before 27.8, capability branch: leveled editor", Author{CanEdit: true, HasLevel: true}, before278cap, Listed},
		{"before 27.8, capability branch: leveled, cannot edit", Author{HasLevel: true}, before278cap, AuthorCannotEdit},
		{"network: a member with posts", Author{HasPosts: true, Member: true}, network, Listed},
		{"network: posts but no membership", Author{HasPosts: true}, network, AuthorNotMember},
		{"single site: membership not asked", Author{HasPosts: true}, now, Listed},
	}
	for _, tt := range tests {
		if got := AuthorListed(tt.a, tt.rules); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestAuthorRulesFor(t *testing.T) {
	for _, tt := range []struct {
		version   string
		needLevel bool
	}{
		{"21.1", true},
		{"27.7.1", true},
		{"9.9", true},
		{"27.8", false},
		{"27.8-RC2", false},
		{"27.10", false},
		{"28.3", false},
		{"100.0", false},
		{"", false}, // unknown: the current rules
	} {
		got := AuthorRulesFor(tt.version, true)
		if got != (AuthorRules{NeedPosts: true, NeedLevel: tt.needLevel}) {
			t.Errorf("AuthorRulesFor(%q) = %+v, want NeedLevel %v", tt.version, got, tt.needLevel)
		}
	}
	if AuthorRulesFor("28.3", false).NeedPosts {
		t.Error("NeedPosts must follow the option")
	}
}

func TestRedirectNoCache(t *testing.T) {
	for _, tt := range []struct {
		version string
		want    bool
	}{
		{"21.1", true},
		{"27.9", true},
		{"9.9", true},
		{"28.0", false},
		{"28.0-RC1", false},
		{"28.3", false},
		{"29.1", false},
		{"", false}, // unknown: the current Yoast
	} {
		if got := RedirectNoCache(tt.version); got != tt.want {
			t.Errorf("RedirectNoCache(%q) = %v, want %v", tt.version, got, tt.want)
		}
	}
}

func TestLastMod(t *testing.T) {
	for _, tt := range []struct{ mod, date, want string }{
		{"2022-01-02 03:04:05", "2022-01-01 00:00:00", "2022-01-02 03:04:05"},
		{"2022-01-01 00:00:00", "2030-01-01 00:00:00", "2030-01-01 00:00:00"},
		{"0000-00-00 00:00:00", "0000-00-00 00:00:00", ""},
	} {
		if got := LastMod(tt.mod, tt.date); got != tt.want {
			t.Errorf("LastMod(%q, %q) = %q, want %q", tt.mod, tt.date, got, tt.want)
		}
	}
}

// titles is a wpseo_titles option as a map of decoded values.
type titles map[string]any

func (t titles) Title(k string) (any, bool) { v, ok := t[k]; return v, ok }

func TestTitlesDecisions(t *testing.T) {
	empty := titles{}
	if !PostTypeListed(empty, "post") || PostTypeListed(empty, "attachment") {
		t.Error("defaults: post listed, attachment disabled")
	}
	if PostTypeListed(titles{"noindex-book": true}, "book") || PostTypeListed(titles{"noindex-book": "0"}, "book") {
		t.Error("noindex-{pt} must be strictly false for the type to be listed")
	}
	if !PostTypeListed(titles{"noindex-book": false, "disable-attachment": false}, "book") ||
		!PostTypeListed(titles{"disable-attachment": false}, "attachment") {
		t.Error("noindex false and disable off: listed")
	}
	if PostTypeListed(titles{"disable-book": "on"}, "book") {
		t.Error("disable-{pt} truthy: not listed")
	}
	if !ArchiveListed(empty, "book") || ArchiveListed(titles{"noindex-ptarchive-book": true}, "book") {
		t.Error("archive entry follows noindex-ptarchive-{pt}")
	}
	if TaxonomyListed(empty, "post_format") || !TaxonomyListed(titles{"noindex-tax-post_format": false}, "post_format") {
		t.Error("post_format: noindex by default, listed when its noindex is false")
	}
	if TaxonomyListed(titles{"noindex-tax-post_format": false, "disable-post_format": true}, "post_format") {
		t.Error("disable-post_format removes it")
	}
	if !TaxonomyListed(titles{"noindex-tax-genre": "1"}, "genre") || TaxonomyListed(titles{"noindex-tax-genre": true}, "genre") {
		t.Error("noindex-tax-{tax} removes the taxonomy only when === true")
	}
	if TaxonomyListed(empty, "nav_menu") || TaxonomyListed(empty, "link_category") {
		t.Error("WordPress's internal taxonomies are never listed")
	}
	if !AuthorsListed(empty) || AuthorsListed(titles{"disable-author": true}) || AuthorsListed(titles{"noindex-author-wpseo": 1}) {
		t.Error("author sitemap: on by default, off with disable-author or noindex-author-wpseo")
	}
	if !AuthorsNeedPosts(empty) || AuthorsNeedPosts(titles{"noindex-author-noposts-wpseo": false}) {
		t.Error("noindex-author-noposts-wpseo is true by default")
	}
}

func TestFirstPages(t *testing.T) {
	s := NewSite("https://example.com/blog", 2, 3)
	for _, c := range []struct {
		p    Post
		want Reason
	}{
		{Post{Permalink: "https://example.com/blog/home/"}, Listed},
		{Post{Permalink: "https://example.com/blog/home/", Canonical: "https://example.com/blog/home/"}, Listed},
		{Post{Permalink: "https://example.com/blog/home/", Canonical: "https://example.com/other/"}, Canonicalised},
		{Post{Permalink: "https://other.example/home/"}, External},
		{Post{Permalink: "https://example.com/elsewhere/"}, External},
		{Post{}, NoURL},
	} {
		if got := FrontPageListed(c.p, s); got != c.want {
			t.Errorf("FrontPageListed(%+v) = %q, want %q", c.p, got, c.want)
		}
	}
	if PostsPageListed(Post{Noindex: "1"}) != Noindex || PostsPageListed(Post{Noindex: "2"}) != Listed {
		t.Error("the posts page is left out only when its noindex is 1")
	}
}
