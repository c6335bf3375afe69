package wp

import (
	"reflect"
	"testing"
)

// TestActivePluginsOrder: the active plugins come in one order, whatever
// order the unserialized PHP array gives: a site read twice is the same.
func TestActivePluginsOrder(t *testing.T) {
	const stored = `a:4:{i:0;s:24:"wordpress-seo/wp-seo.php";i:1;s:25:"wpseo-news/wpseo-news.php";i:2;s:21:"polylang/polylang.php";i:3;s:19:"akismet/akismet.php";}`
	want := []string{"akismet/akismet.php", "polylang/polylang.php", "wordpress-seo/wp-seo.php", "wpseo-news/wpseo-news.php"}
	for range 20 {
		if got := PluginsSite(stored, true, "").ActivePlugins; !reflect.DeepEqual(got, want) {
			t.Fatalf("ActivePlugins = %q, want %q", got, want)
		}
	}
}
