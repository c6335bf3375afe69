package wp

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOtherIndexNow(t *testing.T) {
	const (
		yoastOn  = `a:2:{s:7:"version";s:4:"21.1";s:16:"enable_index_now";b:1;}`
		yoastOff = `a:2:{s:7:"version";s:4:"21.1";s:16:"enable_index_now";b:0;}`
	)
	var (
		rankMathOn   = phpList("link-counter", "sitemap", "instant-indexing")
		rankMathOff  = phpList("link-counter", "sitemap")
		premium      = phpList("wordpress-seo/wp-seo.php", "wordpress-seo-premium/wp-seo-premium.php")
		freeOnly     = phpList("wordpress-seo/wp-seo.php")
		withRankMath = phpList("seo-by-rank-math/rank-math.php")
	)
	yoast := IndexNowPlugin{Name: "Yoast SEO Premium", Setting: "wpseo: enable_index_now", Active: true, Known: true}
	rank := IndexNowPlugin{Name: "Rank Math", Setting: "rank_math_modules: instant-indexing", Active: true, Known: true}
	for _, c := range []struct {
		name string
		raw  map[string]string
		want []IndexNowPlugin
	}{
		{"nothing", map[string]string{}, nil},
		{"Yoast Premium on", map[string]string{"wpseo": yoastOn, "active_plugins": premium}, []IndexNowPlugin{yoast}},
		{"Yoast Premium off", map[string]string{"wpseo": yoastOff, "active_plugins": premium}, nil},
		{"free Yoast stores the setting and ignores it", map[string]string{"wpseo": yoastOn, "active_plugins": freeOnly}, nil},
		{"active plugins unknown", map[string]string{"wpseo": yoastOn},
			[]IndexNowPlugin{{Name: "Yoast SEO Premium", Setting: "wpseo: enable_index_now"}}},
		{"Rank Math's Instant Indexing", map[string]string{"rank_math_modules": rankMathOn, "active_plugins": withRankMath}, []IndexNowPlugin{rank}},
		{"Rank Math without it", map[string]string{"rank_math_modules": rankMathOff, "active_plugins": withRankMath}, nil},
		{"Rank Math's module left by a deactivated plugin", map[string]string{"rank_math_modules": rankMathOn, "active_plugins": freeOnly},
			[]IndexNowPlugin{{Name: "Rank Math", Setting: "rank_math_modules: instant-indexing", Known: true}}},
		{"corrupt options", map[string]string{"wpseo": "a:1:{", "rank_math_modules": "x"}, nil},
	} {
		if diff := cmp.Diff(c.want, OtherIndexNow(c.raw)); diff != "" {
			t.Errorf("%s: (-want +got)\n%s", c.name, diff)
		}
	}
}

// phpList is PHP's serialize() of a list of strings.
func phpList(items ...string) string {
	s := fmt.Sprintf("a:%d:{", len(items))
	for i, it := range items {
		s += fmt.Sprintf("i:%d;s:%d:%q;", i, len(it), it)
	}
	return s + "}"
}
