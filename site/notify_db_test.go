package site

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/wpsitemap/wpsitemap/internal/dbtest"
)

// TestStartWarnsOfOtherIndexNow: serve's start-up warning when Yoast SEO
// Premium's IndexNow is on with its plugin active; none for a setting the
// free plugin stores and never acts on.
func TestStartWarnsOfOtherIndexNow(t *testing.T) {
	premium := dbtest.Variant(t, "wpc_year_month", dbtest.TempDB(t, "start_premium"),
		`UPDATE wp_options SET option_value = 'a:2:{i:0;s:24:"wordpress-seo/wp-seo.php";i:1;s:40:"wordpress-seo-premium/wp-seo-premium.php";}' WHERE option_name = 'active_plugins'`,
		`UPDATE wp_options SET option_value = 'a:2:{s:7:"version";s:4:"21.1";s:16:"enable_index_now";b:1;}' WHERE option_name = 'wpseo'`)
	free := dbtest.Variant(t, "wpc_year_month", dbtest.TempDB(t, "start_free"),
		`UPDATE wp_options SET option_value = 'a:2:{s:7:"version";s:4:"21.1";s:16:"enable_index_now";b:1;}' WHERE option_name = 'wpseo'`)
	var buf bytes.Buffer
	warnOtherIndexNow(context.Background(), premium, slog.New(slog.NewTextHandler(&buf, nil)))
	if want := `level=WARN msg="IndexNow: a plugin submits the same URLs; turn its IndexNow off" plugin="Yoast SEO Premium" setting="wpseo: enable_index_now"`; !strings.Contains(buf.String(), want) {
		t.Errorf("log %q lacks %q", buf.String(), want)
	}
	buf.Reset()
	warnOtherIndexNow(context.Background(), free, slog.New(slog.NewTextHandler(&buf, nil)))
	if buf.Len() != 0 {
		t.Errorf("free Yoast SEO: logged %q", buf.String())
	}
}
