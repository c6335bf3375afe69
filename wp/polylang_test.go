package wp

import (
	"context"
	"slices"
	"testing"
)

// plOption is a Polylang 3.4 option in directory mode, default en, with
// hide_default hide (0 or 1), rewrite rewrite, and the custom type "book"
// and taxonomy "genre" translated.
func plOption(hide, rewrite int) string {
	return plOptionRedirect(hide, rewrite, 0)
}

// plOptionRedirect is plOption with redirect_lang redirect.
func plOptionRedirect(hide, rewrite, redirect int) string {
	return `a:8:{s:13:"redirect_lang";i:` + itoa(redirect) + `;s:7:"rewrite";i:` + itoa(rewrite) + `;s:12:"hide_default";i:` + itoa(hide) +
		`;s:10:"force_lang";i:1;s:10:"post_types";a:1:{i:0;s:4:"book";}s:10:"taxonomies";a:1:{i:0;s:5:"genre";}` +
		`s:7:"domains";a:0:{}s:12:"default_lang";s:2:"en";}`
}

func itoa(n int) string { return string(rune('0' + n)) }

const plActive = `a:2:{i:0;s:21:"polylang/polylang.php";i:1;s:24:"wordpress-seo/wp-seo.php";}`

// TestPolylangDetected: the settings are read only when the option exists
// and active_plugins lists Polylang (free or Pro).
func TestPolylangDetected(t *testing.T) {
	cases := []struct {
		name string
		opts map[string]string
		on   bool
	}{
		{"no option", map[string]string{"active_plugins": plActive}, false},
		{"option of a deactivated plugin", map[string]string{"polylang": plOption(1, 1),
			"active_plugins": `a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}`}, false},
		{"option, no active_plugins", map[string]string{"polylang": plOption(1, 1)}, false},
		{"active", map[string]string{"polylang": plOption(1, 1), "active_plugins": plActive}, true},
		{"Pro active", map[string]string{"polylang": plOption(1, 1),
			"active_plugins": `a:1:{i:0;s:25:"polylang-pro/polylang.php";}`}, true},
		{"corrupt option", map[string]string{"polylang": "a:1:{", "active_plugins": plActive}, false},
		// A network's site: Polylang activated for every site of the
		// network, none in the site's own active_plugins.
		{"network-activated", map[string]string{"polylang": plOption(1, 1), "active_plugins": "a:0:{}",
			SitewidePluginsOption: `a:1:{s:21:"polylang/polylang.php";i:1700000000;}`}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestSite(t, tc.opts)
			if got := s.Polylang != nil; got != tc.on {
				t.Fatalf("Polylang on = %v, want %v", got, tc.on)
			}
			if !tc.on {
				return
			}
			p := s.Polylang
			if p.ForceLang != PolylangDirectory || !p.HideDefault || p.DefaultLang != "en" || !p.Rewrite {
				t.Errorf("settings %+v", p)
			}
			for _, typ := range []string{"post", "page", "book"} {
				if !p.TranslatedPostType(typ) {
					t.Errorf("%s not translated", typ)
				}
			}
			if p.TranslatedPostType("attachment") || p.TranslatedPostType("note") {
				t.Error("attachment or note translated")
			}
			if !p.TranslatedTaxonomy("category") || !p.TranslatedTaxonomy("post_tag") || !p.TranslatedTaxonomy("genre") ||
				p.TranslatedTaxonomy("post_format") {
				t.Error("translated taxonomies wrong")
			}
		})
	}
}

// TestPolylangLinks: the prefix goes after the home and PATHINFO's
// index.php/, for the default language only with hide_default off,
// "language/" in front with rewrite off; untranslated types, attachments
// and plain permalinks are left alone (yoast-behavior.md §15).
func TestPolylangLinks(t *testing.T) {
	site := func(hide, rewrite int, structure string) *Linker {
		s := newTestSite(t, map[string]string{"home": "https://example.com/wp", "polylang": plOption(hide, rewrite),
			"active_plugins": plActive, "permalink_structure": structure, "show_on_front": "page", "page_on_front": "30"})
		return NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
	}
	d := testData()
	post := &PostRef{ID: 5, Type: "post", Status: "publish", Name: "bonjour", Date: "2023-01-05 10:00:00", Lang: "fr"}
	enPost := &PostRef{ID: 6, Type: "post", Status: "publish", Name: "hello", Date: "2023-01-05 10:00:00", Lang: "en"}
	page := &PostRef{ID: 7, Type: "page", Status: "publish", Name: "a-propos", Lang: "fr"}
	front := &PostRef{ID: 30, Type: "page", Status: "publish", Name: "home", Lang: "en"}
	attachment := &PostRef{ID: 8, Type: "attachment", Status: "inherit", Name: "photo"}
	note := &PostRef{ID: 9, Type: "note", Status: "publish", Name: "memo", Lang: "fr"}
	cat := &TermRef{ID: 3, Taxonomy: "category", Slug: "actualites", Lang: "fr"}
	enTag := &TermRef{ID: 4, Taxonomy: "post_tag", Slug: "news", Lang: "en"}
	format := &TermRef{ID: 5, Taxonomy: "post_format", Slug: "post-format-gallery", Lang: "fr"}

	ym := "/%year%/%monthnum%/%postname%/"
	l := site(1, 1, ym)
	for _, c := range []struct{ got, want string }{
		{l.Post(post, d), "https://example.com/wp/fr/2023/01/bonjour/"},
		{l.Post(enPost, d), "https://example.com/wp/2023/01/hello/"},
		{l.Post(page, d), "https://example.com/wp/fr/a-propos/"},
		{l.Post(front, d), "https://example.com/wp/"},
		{l.Post(attachment, d), "https://example.com/wp/photo/"},
		{l.Post(note, d), "https://example.com/wp/note/memo/"},
		{l.Term(cat, d), "https://example.com/wp/fr/category/actualites/"},
		{l.Term(enTag, d), "https://example.com/wp/tag/news/"},
		{l.Term(format, d), "https://example.com/wp/type/gallery/"},
		{l.Author(2, "alice"), "https://example.com/wp/author/alice/"},
	} {
		if c.got != c.want {
			t.Errorf("hide_default on: got %s, want %s", c.got, c.want)
		}
	}
	l = site(0, 1, ym)
	for _, c := range []struct{ got, want string }{
		{l.Post(post, d), "https://example.com/wp/fr/2023/01/bonjour/"},
		{l.Post(enPost, d), "https://example.com/wp/en/2023/01/hello/"},
		{l.Term(enTag, d), "https://example.com/wp/en/tag/news/"},
		{l.Author(2, "alice"), "https://example.com/wp/en/author/alice/"},
	} {
		if c.got != c.want {
			t.Errorf("hide_default off: got %s, want %s", c.got, c.want)
		}
	}
	if got, want := site(1, 0, ym).Post(post, d), "https://example.com/wp/language/fr/2023/01/bonjour/"; got != want {
		t.Errorf("rewrite off: got %s, want %s", got, want)
	}
	if got, want := site(1, 1, "/index.php/%postname%/").Post(post, d), "https://example.com/wp/index.php/fr/bonjour/"; got != want {
		t.Errorf("PATHINFO: got %s, want %s", got, want)
	}
	// Plain permalinks: Polylang's PLL_Links_Default adds lang= to the
	// query, but not for the default language with hide_default.
	for _, c := range []struct{ got, want string }{
		{site(1, 1, "").Post(post, d), "https://example.com/wp/?p=5&lang=fr"},
		{site(1, 1, "").Post(enPost, d), "https://example.com/wp/?p=6"},
		{site(0, 1, "").Post(enPost, d), "https://example.com/wp/?p=6&lang=en"},
		{site(1, 1, "").Term(cat, d), "https://example.com/wp/?cat=3&lang=fr"},
		{site(1, 1, "").Author(2, "alice"), "https://example.com/wp/?author=2"},
		{site(0, 1, "").Author(2, "alice"), "https://example.com/wp/?author=2&lang=en"},
		{site(1, 1, "").Post(attachment, d), "https://example.com/wp/?attachment_id=8"},
	} {
		if c.got != c.want {
			t.Errorf("plain permalinks: got %s, want %s", c.got, c.want)
		}
	}
}

// plOptionMode is a Polylang option with force_lang mode, default en,
// hide_default hide, and the domains of domain mode (en on example.com,
// fr on example.fr; de has none).
func plOptionMode(mode, hide int) string {
	return `a:7:{s:7:"rewrite";i:1;s:12:"hide_default";i:` + itoa(hide) + `;s:10:"force_lang";i:` + itoa(mode) +
		`;s:10:"post_types";a:0:{}s:10:"taxonomies";a:0:{}` +
		`s:7:"domains";a:2:{s:2:"en";s:19:"https://example.com";s:2:"fr";s:19:"https://example.fr/";}s:12:"default_lang";s:2:"en";}`
}

// TestPolylangModeLinks: the links of force_lang 0 (no language), 2
// (subdomains: "fr." before the host, "www." replaced, the default
// language on the bare host with hide_default), 3 (each language on its
// domain of the "domains" setting, path kept), and their homes (Polylang's
// pll_home_url); on a language host's view (ForLanguage) authors and the
// home are that host's. Expected URLs written from Polylang's
// PLL_Links_Subdomain, PLL_Links_Domain and PLL_Links_Directory.
func TestPolylangModeLinks(t *testing.T) {
	d := testData()
	post := &PostRef{ID: 5, Type: "post", Status: "publish", Name: "bonjour", Date: "2023-01-05 10:00:00", Lang: "fr"}
	enPost := &PostRef{ID: 6, Type: "post", Status: "publish", Name: "hello", Date: "2023-01-05 10:00:00", Lang: "en"}
	dePost := &PostRef{ID: 10, Type: "post", Status: "publish", Name: "hallo", Date: "2023-01-05 10:00:00", Lang: "de"}
	note := &PostRef{ID: 9, Type: "note", Status: "publish", Name: "memo", Lang: "fr"}
	cat := &TermRef{ID: 3, Taxonomy: "category", Slug: "actualites", Lang: "fr"}
	site := func(home string, mode, hide int, lang string) *Linker {
		s := newTestSite(t, map[string]string{"home": home, "polylang": plOptionMode(mode, hide),
			"active_plugins": plActive, "permalink_structure": "/%postname%/"})
		if lang != "" {
			s = s.ForLanguage(lang)
		}
		return NewLinker(s.LinkSite(), NewRegistry(s, &TypeFacts{}, nil))
	}
	cases := []struct {
		name string
		l    *Linker
		want map[string]string
	}{
		{"content", site("https://example.com", 0, 1, ""), map[string]string{
			"post": "https://example.com/bonjour/", "en": "https://example.com/hello/", "cat": "https://example.com/category/actualites/",
			"author": "https://example.com/author/alice/", "home": "https://example.com/",
			// Language homes still have their directory (pll_home_url).
			"home fr": "https://example.com/fr/", "home en": "https://example.com/",
		}},
		{"subdomains", site("https://www.example.com", 2, 1, ""), map[string]string{
			"post": "https://fr.example.com/bonjour/", "en": "https://www.example.com/hello/", "de": "https://de.example.com/hallo/",
			"cat": "https://fr.example.com/category/actualites/", "note": "https://www.example.com/note/memo/",
			"author": "https://www.example.com/author/alice/", "home": "https://www.example.com/",
			"home fr": "https://fr.example.com/", "home en": "https://www.example.com/",
		}},
		{"subdomains, default shown", site("http://example.com", 2, 0, ""), map[string]string{
			"post": "http://fr.example.com/bonjour/", "en": "http://en.example.com/hello/",
			"author": "http://en.example.com/author/alice/", "home en": "http://en.example.com/",
		}},
		{"subdomains, the French host", site("http://example.com", 2, 1, "fr"), map[string]string{
			"post": "http://fr.example.com/bonjour/", "en": "http://example.com/hello/", "note": "http://example.com/note/memo/",
			"author": "http://fr.example.com/author/alice/", "home": "http://fr.example.com/",
		}},
		{"domains", site("https://example.com", 3, 1, ""), map[string]string{
			"post": "https://example.fr/bonjour/", "en": "https://example.com/hello/", "de": "https://example.com/hallo/",
			"cat": "https://example.fr/category/actualites/", "home fr": "https://example.fr/", "home de": "https://example.com/",
		}},
		{"domains, the French host", site("https://example.com", 3, 1, "fr"), map[string]string{
			"author": "https://example.fr/author/alice/", "home": "https://example.fr/", "note": "https://example.com/note/memo/",
		}},
	}
	for _, tc := range cases {
		s := tc.l.site
		got := map[string]string{
			"post": tc.l.Post(post, d), "en": tc.l.Post(enPost, d), "de": tc.l.Post(dePost, d), "note": tc.l.Post(note, d),
			"cat": tc.l.Term(cat, d), "author": tc.l.Author(2, "alice"), "home": tc.l.Home(),
			"home fr": s.LanguageHome("fr"), "home en": s.LanguageHome("en"), "home de": s.LanguageHome("de"),
		}
		for k, want := range tc.want {
			if got[k] != want {
				t.Errorf("%s: %s is %s, want %s", tc.name, k, got[k], want)
			}
		}
	}
	// The French host's view: its home is the French host's, its links'
	// site keeps the stored home.
	fr := newTestSite(t, map[string]string{"home": "https://www.example.com/wp", "polylang": plOptionMode(2, 1),
		"active_plugins": plActive, "permalink_structure": "/%postname%/"}).ForLanguage("fr")
	if fr.Home != "https://fr.example.com/wp" || fr.HomeURL.Host != "fr.example.com" || fr.LinkSite().Home != "https://www.example.com/wp" {
		t.Errorf("the French host's view: home %s (host %s), links from %s", fr.Home, fr.HomeURL.Host, fr.LinkSite().Home)
	}
	on := newTestSite(t, map[string]string{"polylang": plOptionMode(2, 1), "active_plugins": plActive, "permalink_structure": "/%postname%/"})
	plain := newTestSite(t, map[string]string{"polylang": plOptionMode(2, 1), "active_plugins": plActive})
	dir := newTestSite(t, map[string]string{"polylang": plOption(1, 1), "active_plugins": plActive, "permalink_structure": "/%postname%/"})
	if !on.PerHost() || plain.PerHost() || dir.PerHost() {
		t.Errorf("PerHost: subdomains %v, with plain permalinks %v, directory %v; want true, false, false", on.PerHost(), plain.PerHost(), dir.PerHost())
	}
}

// TestLinkCacheLanguages: with Polylang, one language read per batch of
// the translated types' rows and per translated taxonomy, setting Lang;
// without it, none.
func TestLinkCacheLanguages(t *testing.T) {
	ctx := context.Background()
	rows := func() []Post {
		return []Post{{PostRef: PostRef{ID: 1, Type: "post", Lang: "stale"}}, {PostRef: PostRef{ID: 2, Type: "page"}},
			{PostRef: PostRef{ID: 3, Type: "note"}}}
	}
	l := &fakeLoader{postLangs: map[int64]string{1: "fr", 3: "de"}, termLangs: map[int64]string{}}
	plain := NewLinkCache(newTestSite(t, map[string]string{"permalink_structure": "/%postname%/"}), l)
	if _, err := plain.Prepare(ctx, rows()); err != nil {
		t.Fatal(err)
	}
	if err := plain.PrepareTerms(ctx, "category"); err != nil {
		t.Fatal(err)
	}
	if len(l.askedLang) != 0 {
		t.Fatalf("without Polylang, languages read: %v", l.askedLang)
	}
	c := NewLinkCache(newTestSite(t, map[string]string{"polylang": plOption(1, 1), "active_plugins": plActive}), l)
	batch := rows()
	if _, err := c.Prepare(ctx, batch); err != nil {
		t.Fatal(err)
	}
	// note is not translated: its row keeps no language even if one is stored.
	if batch[0].Lang != "fr" || batch[1].Lang != "" || batch[2].Lang != "" {
		t.Errorf("languages %q %q %q, want fr, none, none", batch[0].Lang, batch[1].Lang, batch[2].Lang)
	}
	for _, tax := range []string{"category", "post_format"} {
		if err := c.PrepareTerms(ctx, tax); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{"posts", "category"}; len(l.askedLang) != 2 || l.askedLang[0] != want[0] || l.askedLang[1] != want[1] {
		t.Errorf("language reads %v, want %v", l.askedLang, want)
	}
}

// TestPolylangFrontTranslations: with redirect_lang, the pages of the
// static front page's translation group (read once, through the front
// page's own relationship) are at their languages' homes; the front page
// stays the home; without redirect_lang, or for a page outside the group,
// nothing is read or changed (yoast-behavior.md §15 item 4).
func TestPolylangFrontTranslations(t *testing.T) {
	ctx := context.Background()
	opts := func(redirect int) map[string]string {
		return map[string]string{"home": "https://example.com", "polylang": plOptionRedirect(1, 1, redirect),
			"active_plugins": plActive, "permalink_structure": "/%postname%/", "show_on_front": "page", "page_on_front": "4"}
	}
	rows := func() []Post {
		return []Post{
			{PostRef: PostRef{ID: 4, Type: "page", Status: "publish", Name: "home"}},
			{PostRef: PostRef{ID: 106, Type: "page", Status: "publish", Name: "accueil"}},
			{PostRef: PostRef{ID: 107, Type: "page", Status: "publish", Name: "startseite"}},
			{PostRef: PostRef{ID: 108, Type: "page", Status: "publish", Name: "autre"}},
		}
	}
	l := &fakeLoader{postLangs: map[int64]string{4: "en", 106: "fr", 107: "de", 108: "fr"},
		groups: map[int64]string{4: `a:3:{s:2:"en";i:4;s:2:"fr";i:106;s:2:"de";i:107;}`}}
	for _, tc := range []struct {
		redirect int
		want     []string
		reads    []string
	}{
		{1, []string{"https://example.com/", "https://example.com/fr/", "https://example.com/de/", "https://example.com/fr/autre/"},
			[]string{"posts", "translations", "posts"}},
		{0, []string{"https://example.com/", "https://example.com/fr/accueil/", "https://example.com/de/startseite/", "https://example.com/fr/autre/"},
			[]string{"posts", "posts"}},
	} {
		l.askedLang = nil
		s := newTestSite(t, opts(tc.redirect))
		c := NewLinkCache(s, l)
		linker := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
		for range 2 { // the group is read once
			batch := rows()
			d, err := c.Prepare(ctx, batch)
			if err != nil {
				t.Fatal(err)
			}
			for i := range batch {
				if got := linker.Post(&batch[i].PostRef, d); got != tc.want[i] {
					t.Errorf("redirect_lang %d, page %d: %s, want %s", tc.redirect, batch[i].ID, got, tc.want[i])
				}
			}
		}
		if !slices.Equal(l.askedLang, tc.reads) {
			t.Errorf("redirect_lang %d: reads %v, want %v", tc.redirect, l.askedLang, tc.reads)
		}
	}
}

// TestPolylangDefaultFrontShown: with the default language's prefix shown
// (hide_default off), Polylang's page_link gives the static front page its
// language's home URL: the page's own permalink in its language
// (front_page_url), or the language's home with redirect_lang. A capture of
// Yoast SEO 21.1 with Polylang 3.4.6 listed /en/home/
// (testdata/conformance/observed/polylang-directory-shown). With the prefix
// hidden the front page stays the home, and a page that is not the front
// page keeps its permalink.
func TestPolylangDefaultFrontShown(t *testing.T) {
	d := testData()
	front := &PostRef{ID: 30, Type: "page", Status: "publish", Name: "home", Lang: "en"}
	other := &PostRef{ID: 31, Type: "page", Status: "publish", Name: "about", Lang: "en"}
	for _, tc := range []struct {
		hide, redirect int
		structure      string
		front, other   string
	}{
		{0, 0, "/%postname%/", "https://example.com/wp/en/home/", "https://example.com/wp/en/about/"},
		{0, 1, "/%postname%/", "https://example.com/wp/en/", "https://example.com/wp/en/about/"},
		{0, 0, "/index.php/%postname%/", "https://example.com/wp/index.php/en/home/", "https://example.com/wp/index.php/en/about/"},
		{1, 0, "/%postname%/", "https://example.com/wp/", "https://example.com/wp/about/"},
		{1, 1, "/%postname%/", "https://example.com/wp/", "https://example.com/wp/about/"},
	} {
		s := newTestSite(t, map[string]string{"home": "https://example.com/wp", "polylang": plOptionRedirect(tc.hide, 1, tc.redirect),
			"active_plugins": plActive, "permalink_structure": tc.structure, "show_on_front": "page", "page_on_front": "30"})
		l := NewLinker(s, NewRegistry(s, &TypeFacts{}, nil))
		if got := l.Post(front, d); got != tc.front {
			t.Errorf("hide_default %d, redirect_lang %d, %s: front page %s, want %s", tc.hide, tc.redirect, tc.structure, got, tc.front)
		}
		if got := l.Post(other, d); got != tc.other {
			t.Errorf("hide_default %d, redirect_lang %d, %s: other page %s, want %s", tc.hide, tc.redirect, tc.structure, got, tc.other)
		}
	}
}

// TestPolylangActivePluginsSum: of active_plugins, only whether it lists
// Polylang counts as a change of the options the sitemaps read.
func TestPolylangActivePluginsSum(t *testing.T) {
	seo := `a:1:{i:0;s:24:"wordpress-seo/wp-seo.php";}`
	seoAndForms := `a:2:{i:0;s:24:"wordpress-seo/wp-seo.php";i:1;s:21:"contact-form/form.php";}`
	before := newTestSite(t, map[string]string{"active_plugins": seo, "polylang": plOption(1, 1)})
	if got := newTestSite(t, map[string]string{"active_plugins": seoAndForms, "polylang": plOption(1, 1)}).ChangedOptions(before.OptionSums()); len(got) != 0 {
		t.Errorf("another plugin activated: changed %v, want none", got)
	}
	got := newTestSite(t, map[string]string{"active_plugins": plActive, "polylang": plOption(1, 1)}).ChangedOptions(before.OptionSums())
	if !slices.Equal(got, []string{"active_plugins"}) {
		t.Errorf("Polylang activated: changed %v, want [active_plugins]", got)
	}
}
